; Without debug information the loops are listed all the same, by depth,
; without line tags, and a note says why there are no tags.
; RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=LOOPS %s
; SOURCE: nodebug.c -g0
;    1| void nodebug(int n, double A[n][n]) {
;    2| L1: for (int i = 0; i < n; i++)
;    3|       for (int j = 0; j < n; j++)
;    4|         A[i][j] = 0.5 * A[j][i];
;    5| }
; END-SOURCE
;
; BLESS-BEGIN: LOOPS
; LOOPS: function nodebug
; LOOPS-NEXT:   scop nodebug.scop0 (no location)
; LOOPS-NEXT:     loop depth 0
; LOOPS-NEXT:       loop depth 1
; LOOPS-NEXT:         stmt S0
; LOOPS-NEXT:   note: no debug information: loops have no line tags and labels are not seen (compile with -g)
; BLESS-END

; ModuleID = 'nodebug.c'
source_filename = "nodebug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nodebug(i32 noundef %n, ptr nocapture noundef %A) local_unnamed_addr #0 {
entry:
  %0 = zext i32 %n to i64
  %cmp26 = icmp sgt i32 %n, 0
  br i1 %cmp26, label %for.body4.lr.ph, label %for.cond.cleanup

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv29 = phi i64 [ %indvars.iv.next30, %for.cond.cleanup3 ], [ 0, %entry ]
  %invariant.gep = getelementptr inbounds double, ptr %A, i64 %indvars.iv29
  %1 = mul nuw nsw i64 %indvars.iv29, %0
  %arrayidx8 = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1
  %exitcond33.not = icmp eq i64 %indvars.iv.next30, %0
  br i1 %exitcond33.not, label %for.cond.cleanup, label %for.body4.lr.ph, !llvm.loop !5

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
  %2 = mul nuw nsw i64 %indvars.iv, %0
  %gep = getelementptr inbounds double, ptr %invariant.gep, i64 %2
  %3 = load double, ptr %gep, align 8, !tbaa !8
  %mul = fmul double %3, 5.000000e-01
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx8, i64 %indvars.iv
  store double %mul, ptr %arrayidx10, align 8, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
