; Without debug information for variables (what clang emits for a remark
; flag without -g: source locations only), arrays take the IR names of their
; base pointers (here the parameters); when the IR has no names either
; (clang's release builds discard them: here through bitcode with the names
; discarded), the last resort is MemRef, MemRef_1, ...
; RUN: %opt -passes='tessera<print-model>' -pass-remarks-analysis=tessera -disable-output %s > %t.model 2> %t.remarks
; RUN: FileCheck --check-prefix=MODEL %s < %t.model
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: llvm-as %s -o - | %opt --discard-value-names -passes='tessera<print-model>' -pass-remarks-analysis=tessera -disable-output > %t.anon.model 2> %t.anon.remarks
; RUN: FileCheck --check-prefix=ANON-MODEL %s < %t.anon.model
; RUN: FileCheck --check-prefix=ANON-REMARK %s < %t.anon.remarks
; MODEL-LABEL: scop @atax.scop0 in @atax
; MODEL-NEXT: params [n : i64]
; MODEL-NEXT: context
; MODEL-NEXT: array @tmp : f64 [?] memory size 8
; MODEL-NEXT: array @A : f64 [?, n] memory size 8
; MODEL-NEXT: array @x : f64 [?] memory size 8
; MODEL-NEXT: array @y : f64 [?] memory size 8
; REMARK: remark: no-debug.c:5:3: SCoP atax.scop0 runs its regenerated code only when @tmp and @A do not overlap in a way that changes the result, and @tmp and @x do not overlap in a way that changes the result, and @tmp and @y do not overlap in a way that changes the result, and @A and @y do not overlap in a way that changes the result, and @x and @y do not overlap in a way that changes the result; the original code otherwise
; ANON-MODEL-LABEL: scop @atax.scop0 in @atax
; ANON-MODEL: array @MemRef : f64 [?] memory size 8
; ANON-MODEL-NEXT: array @MemRef_1 : f64 [?, p] memory size 8
; ANON-MODEL-NEXT: array @MemRef_2 : f64 [?] memory size 8
; ANON-MODEL-NEXT: array @MemRef_3 : f64 [?] memory size 8
; ANON-REMARK: remark: no-debug.c:5:3: SCoP atax.scop0 runs its regenerated code only when @MemRef and @MemRef_1 do not overlap
;
; The IR is %cc-ir's output without -g and with -Rpass-analysis=tessera
; (clang-19 -O2 -Rpass-analysis=tessera -S -emit-llvm
; -fno-discard-value-names -fno-vectorize -fno-slp-vectorize
; -fno-unroll-loops -fdebug-compilation-dir=.) for this no-debug.c:
;
;   /* Built without -g: no debug records, so the arrays take the IR names of
;      their base pointers (the parameters), or MemRef when the names are
;      discarded, as clang's release builds do. */
;   void atax(int n, double A[n][n], const double *x, double *y, double *tmp) {
;     for (int i = 0; i < n; i++) {
;       tmp[i] = 0.0;
;       for (int j = 0; j < n; j++)
;         tmp[i] += A[i][j] * x[j];
;       for (int j = 0; j < n; j++)
;         y[j] += A[i][j] * tmp[i];
;     }
;   }

; ModuleID = 'no-debug.c'
source_filename = "no-debug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @atax(i32 noundef %n, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %x, ptr nocapture noundef %y, ptr nocapture noundef %tmp) local_unnamed_addr #0 !dbg !8 {
entry:
  %0 = zext i32 %n to i64
  %cmp55 = icmp sgt i32 %n, 0, !dbg !11
  br i1 %cmp55, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !12

for.cond.cleanup:                                 ; preds = %for.cond.cleanup16, %entry
  ret void, !dbg !13

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup16
  %indvars.iv63 = phi i64 [ %indvars.iv.next64, %for.cond.cleanup16 ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds double, ptr %tmp, i64 %indvars.iv63, !dbg !14
  store double 0.000000e+00, ptr %arrayidx, align 8, !dbg !15, !tbaa !16
  %1 = mul nuw nsw i64 %indvars.iv63, %0
  %arrayidx6 = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4, !dbg !20

for.body17.lr.ph:                                 ; preds = %for.body4
  %2 = mul nuw nsw i64 %indvars.iv63, %0
  %arrayidx19 = getelementptr inbounds double, ptr %A, i64 %2
  br label %for.body17, !dbg !21

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ], !dbg !22
  %3 = phi double [ 0.000000e+00, %for.body4.lr.ph ], [ %6, %for.body4 ], !dbg !22
  %arrayidx8 = getelementptr inbounds double, ptr %arrayidx6, i64 %indvars.iv, !dbg !22
  %4 = load double, ptr %arrayidx8, align 8, !dbg !22, !tbaa !16
  %arrayidx10 = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !23
  %5 = load double, ptr %arrayidx10, align 8, !dbg !23, !tbaa !16
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %3), !dbg !24
  store double %6, ptr %arrayidx, align 8, !dbg !24, !tbaa !16
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !25
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !26
  br i1 %exitcond.not, label %for.body17.lr.ph, label %for.body4, !dbg !20, !llvm.loop !27

for.cond.cleanup16:                               ; preds = %for.body17
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !31
  %exitcond67.not = icmp eq i64 %indvars.iv.next64, %0, !dbg !11
  br i1 %exitcond67.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !12, !llvm.loop !32

for.body17:                                       ; preds = %for.body17.lr.ph, %for.body17
  %indvars.iv58 = phi i64 [ 0, %for.body17.lr.ph ], [ %indvars.iv.next59, %for.body17 ]
  %arrayidx21 = getelementptr inbounds double, ptr %arrayidx19, i64 %indvars.iv58, !dbg !34
  %7 = load double, ptr %arrayidx21, align 8, !dbg !34, !tbaa !16
  %8 = load double, ptr %arrayidx, align 8, !dbg !35, !tbaa !16
  %arrayidx25 = getelementptr inbounds double, ptr %y, i64 %indvars.iv58, !dbg !36
  %9 = load double, ptr %arrayidx25, align 8, !dbg !37, !tbaa !16
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %9), !dbg !37
  store double %10, ptr %arrayidx25, align 8, !dbg !37, !tbaa !16
  %indvars.iv.next59 = add nuw nsw i64 %indvars.iv58, 1, !dbg !38
  %exitcond62.not = icmp eq i64 %indvars.iv.next59, %0, !dbg !39
  br i1 %exitcond62.not, label %for.cond.cleanup16, label %for.body17, !dbg !21, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "no-debug.c", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "atax", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 21, scope: !8)
!12 = !DILocation(line: 5, column: 3, scope: !8)
!13 = !DILocation(line: 12, column: 1, scope: !8)
!14 = !DILocation(line: 6, column: 5, scope: !8)
!15 = !DILocation(line: 6, column: 12, scope: !8)
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
!20 = !DILocation(line: 7, column: 5, scope: !8)
!21 = !DILocation(line: 9, column: 5, scope: !8)
!22 = !DILocation(line: 8, column: 17, scope: !8)
!23 = !DILocation(line: 8, column: 27, scope: !8)
!24 = !DILocation(line: 8, column: 14, scope: !8)
!25 = !DILocation(line: 7, column: 29, scope: !8)
!26 = !DILocation(line: 7, column: 23, scope: !8)
!27 = distinct !{!27, !20, !28, !29, !30}
!28 = !DILocation(line: 8, column: 30, scope: !8)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !DILocation(line: 5, column: 27, scope: !8)
!32 = distinct !{!32, !12, !33, !29, !30}
!33 = !DILocation(line: 11, column: 3, scope: !8)
!34 = !DILocation(line: 10, column: 15, scope: !8)
!35 = !DILocation(line: 10, column: 25, scope: !8)
!36 = !DILocation(line: 10, column: 7, scope: !8)
!37 = !DILocation(line: 10, column: 12, scope: !8)
!38 = !DILocation(line: 9, column: 29, scope: !8)
!39 = !DILocation(line: 9, column: 23, scope: !8)
!40 = distinct !{!40, !21, !41, !29, !30}
!41 = !DILocation(line: 10, column: 30, scope: !8)
