; With line tables only (-gline-tables-only) the loops are still tagged by
; the line their `for` starts on, but clang keeps no label: the listing
; says so instead of listing none silently.
; RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=LOOPS %s
; SOURCE: lines.c -gline-tables-only
;    1| void lines(int n, double A[n][n]) {
;    2| L1: for (int i = 0; i < n; i++)
;    3|       for (int j = 0; j < n; j++)
;    4|         A[i][j] = A[i][j] * 2.0;
;    5| }
; END-SOURCE
;
; BLESS-BEGIN: LOOPS
; LOOPS: function lines
; LOOPS-NEXT:   scop lines.scop0 (lines.c:2)
; LOOPS-NEXT:     loop @2 depth 0
; LOOPS-NEXT:       loop @3 depth 1
; LOOPS-NEXT:         stmt S0 @4
; LOOPS-NEXT:   note: line tables only: loops are tagged by line, labels are not seen (compile with -g for labels)
; BLESS-END

; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @lines(i32 noundef %n, ptr nocapture noundef %A) local_unnamed_addr #0 !dbg !9 {
entry:
  %0 = zext i32 %n to i64
  %cmp26 = icmp sgt i32 %n, 0, !dbg !12
  br i1 %cmp26, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !13

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv29 = phi i64 [ %indvars.iv.next30, %for.cond.cleanup3 ], [ 0, %entry ]
  %1 = mul nuw nsw i64 %indvars.iv29, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4, !dbg !14

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !15

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1, !dbg !16
  %exitcond33.not = icmp eq i64 %indvars.iv.next30, %0, !dbg !12
  br i1 %exitcond33.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !13, !llvm.loop !17

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !21
  %2 = load double, ptr %arrayidx6, align 8, !dbg !21, !tbaa !22
  %mul = fmul double %2, 2.000000e+00, !dbg !26
  store double %mul, ptr %arrayidx6, align 8, !dbg !27, !tbaa !22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !28
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !29
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !14, !llvm.loop !30
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb1c5854ef87c9a150883a13b174f197")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lines", scope: !1, file: !1, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 2, column: 23, scope: !9)
!13 = !DILocation(line: 2, column: 5, scope: !9)
!14 = !DILocation(line: 3, column: 7, scope: !9)
!15 = !DILocation(line: 5, column: 1, scope: !9)
!16 = !DILocation(line: 2, column: 29, scope: !9)
!17 = distinct !{!17, !13, !18, !19, !20}
!18 = !DILocation(line: 4, column: 29, scope: !9)
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = !DILocation(line: 4, column: 19, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 4, column: 27, scope: !9)
!27 = !DILocation(line: 4, column: 17, scope: !9)
!28 = !DILocation(line: 3, column: 31, scope: !9)
!29 = !DILocation(line: 3, column: 25, scope: !9)
!30 = distinct !{!30, !14, !18, !19, !20}
