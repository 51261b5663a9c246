; heat-3d in a clang -O3 build: a three-dimensional stencil stepped by a
; time loop. The tiles that would fit in the L2 are 4x4 rows of 256: too
; thin to carry data from one time step to the next (measured: within the
; noise of clang's time). The nest is kept, with a remark, before any
; dependence analysis, and the code is left exactly as it was.
; RUN: %opt -passes='tessera<codegen=never>' %s -S -o %t.untouched.ll
; RUN: %opt -passes=tessera -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_heat_3d.c
;    1| __attribute__((noinline))
;    2| void kernel_heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
;    3| {
;    4|   for (int t = 0; t < tsteps; t++) {
;    5|     for (int i = 1; i < n - 1; i++)
;    6|       for (int j = 1; j < n - 1; j++)
;    7|         for (int k = 1; k < n - 1; k++)
;    8|           B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
;    9|                      + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
;   10|                      + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
;   11|                      + A[i][j][k];
;   12|     for (int i = 1; i < n - 1; i++)
;   13|       for (int j = 1; j < n - 1; j++)
;   14|         for (int k = 1; k < n - 1; k++)
;   15|           A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
;   16|                      + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
;   17|                      + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
;   18|                      + B[i][j][k];
;   19|   }
;   20| }
; END-SOURCE
;
; REMARK: remark: kernel_heat_3d.c:4:3: SCoP kernel_heat_3d.scop0 keeps its original schedule: a stencil stepped by an outer time loop: the tiles that fit in cache are too thin (4) to carry data across time steps: time tiling is not predicted to pay
; REMARK-NEXT: remark: kernel_heat_3d.c:4:3: SCoP kernel_heat_3d.scop0 left as it is: its schedule does not change

; ModuleID = 'kernel_heat_3d.c'
source_filename = "kernel_heat_3d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_heat_3d(i32 noundef %tsteps, i32 noundef %n, ptr nocapture noundef %A, ptr nocapture noundef %B) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %tsteps, !20, !DIExpression(), !44)
    #dbg_value(i32 %n, !21, !DIExpression(), !44)
    #dbg_value(ptr %A, !22, !DIExpression(), !44)
    #dbg_value(ptr %B, !23, !DIExpression(), !44)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !24, !DIExpression(), !45)
  %cmp320 = icmp sgt i32 %tsteps, 0, !dbg !46
  br i1 %cmp320, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !47

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %sub = add i32 %n, -1
  %cmp2312 = icmp sgt i32 %n, 2
  %1 = mul nuw i64 %0, %0
  %wide.trip.count333 = zext nneg i32 %sub to i64
  %wide.trip.count350 = zext nneg i32 %sub to i64
  br label %for.cond1.preheader, !dbg !47

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup100
  %t.0321 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc202, %for.cond.cleanup100 ]
    #dbg_value(i32 %t.0321, !24, !DIExpression(), !45)
    #dbg_value(i32 1, !26, !DIExpression(), !48)
  br i1 %cmp2312, label %for.cond5.preheader.us, label %for.cond.cleanup100, !dbg !49

for.cond5.preheader.us:                           ; preds = %for.cond1.preheader, %for.cond5.for.cond.cleanup8_crit_edge.split.us.us
  %indvars.iv329 = phi i64 [ %indvars.iv.next330, %for.cond5.for.cond.cleanup8_crit_edge.split.us.us ], [ 1, %for.cond1.preheader ]
    #dbg_value(i64 %indvars.iv329, !26, !DIExpression(), !48)
    #dbg_value(i32 1, !30, !DIExpression(), !50)
  %indvars.iv.next330 = add nuw nsw i64 %indvars.iv329, 1, !dbg !51
  %2 = mul nuw nsw i64 %1, %indvars.iv.next330
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %2
  %3 = mul nuw nsw i64 %1, %indvars.iv329
  %arrayidx20.us = getelementptr inbounds double, ptr %A, i64 %3
  %4 = add nsw i64 %indvars.iv329, -1
  %5 = mul nsw i64 %1, %4
  %arrayidx27.us = getelementptr inbounds double, ptr %A, i64 %5
  %arrayidx85.us = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.cond10.preheader.us.us, !dbg !52

for.cond10.preheader.us.us:                       ; preds = %for.cond10.for.cond.cleanup13_crit_edge.us.us, %for.cond5.preheader.us
  %indvars.iv323 = phi i64 [ %indvars.iv.next324, %for.cond10.for.cond.cleanup13_crit_edge.us.us ], [ 1, %for.cond5.preheader.us ]
    #dbg_value(i64 %indvars.iv323, !30, !DIExpression(), !50)
    #dbg_value(i32 1, !33, !DIExpression(), !53)
  %6 = mul nuw nsw i64 %indvars.iv323, %0
  %arrayidx16.us.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %6
  %arrayidx22.us.us = getelementptr inbounds double, ptr %arrayidx20.us, i64 %6
  %arrayidx29.us.us = getelementptr inbounds double, ptr %arrayidx27.us, i64 %6
  %indvars.iv.next324 = add nuw nsw i64 %indvars.iv323, 1, !dbg !54
  %7 = mul nuw nsw i64 %indvars.iv.next324, %0
  %arrayidx37.us.us = getelementptr inbounds double, ptr %arrayidx20.us, i64 %7
  %8 = add nsw i64 %indvars.iv323, -1
  %9 = mul nuw nsw i64 %8, %0
  %arrayidx51.us.us = getelementptr inbounds double, ptr %arrayidx20.us, i64 %9
  %arrayidx87.us.us = getelementptr inbounds double, ptr %arrayidx85.us, i64 %6
  br label %for.body14.us.us, !dbg !55

for.body14.us.us:                                 ; preds = %for.body14.us.us, %for.cond10.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body14.us.us ], [ 1, %for.cond10.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !33, !DIExpression(), !53)
  %arrayidx18.us.us = getelementptr inbounds double, ptr %arrayidx16.us.us, i64 %indvars.iv, !dbg !56
  %10 = load double, ptr %arrayidx18.us.us, align 8, !dbg !56, !tbaa !58
  %arrayidx24.us.us = getelementptr inbounds double, ptr %arrayidx22.us.us, i64 %indvars.iv, !dbg !62
  %11 = load double, ptr %arrayidx24.us.us, align 8, !dbg !62, !tbaa !58
  %12 = tail call double @llvm.fmuladd.f64(double %11, double -2.000000e+00, double %10), !dbg !63
  %arrayidx31.us.us = getelementptr inbounds double, ptr %arrayidx29.us.us, i64 %indvars.iv, !dbg !64
  %13 = load double, ptr %arrayidx31.us.us, align 8, !dbg !64, !tbaa !58
  %add32.us.us = fadd double %12, %13, !dbg !65
  %arrayidx39.us.us = getelementptr inbounds double, ptr %arrayidx37.us.us, i64 %indvars.iv, !dbg !66
  %14 = load double, ptr %arrayidx39.us.us, align 8, !dbg !66, !tbaa !58
  %15 = tail call double @llvm.fmuladd.f64(double %11, double -2.000000e+00, double %14), !dbg !67
  %arrayidx53.us.us = getelementptr inbounds double, ptr %arrayidx51.us.us, i64 %indvars.iv, !dbg !68
  %16 = load double, ptr %arrayidx53.us.us, align 8, !dbg !68, !tbaa !58
  %add54.us.us = fadd double %15, %16, !dbg !69
  %mul55.us.us = fmul double %add54.us.us, 1.250000e-01, !dbg !70
  %17 = tail call double @llvm.fmuladd.f64(double %add32.us.us, double 1.250000e-01, double %mul55.us.us), !dbg !71
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !72
  %arrayidx62.us.us = getelementptr inbounds double, ptr %arrayidx22.us.us, i64 %indvars.iv.next, !dbg !73
  %18 = load double, ptr %arrayidx62.us.us, align 8, !dbg !73, !tbaa !58
  %19 = tail call double @llvm.fmuladd.f64(double %11, double -2.000000e+00, double %18), !dbg !74
  %arrayidx75.us.us = getelementptr i8, ptr %arrayidx24.us.us, i64 -8, !dbg !75
  %20 = load double, ptr %arrayidx75.us.us, align 8, !dbg !75, !tbaa !58
  %add76.us.us = fadd double %19, %20, !dbg !76
  %21 = tail call double @llvm.fmuladd.f64(double %add76.us.us, double 1.250000e-01, double %17), !dbg !77
  %add83.us.us = fadd double %11, %21, !dbg !78
  %arrayidx89.us.us = getelementptr inbounds double, ptr %arrayidx87.us.us, i64 %indvars.iv, !dbg !79
  store double %add83.us.us, ptr %arrayidx89.us.us, align 8, !dbg !80, !tbaa !58
    #dbg_value(i64 %indvars.iv.next, !33, !DIExpression(), !53)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count333, !dbg !81
  br i1 %exitcond.not, label %for.cond10.for.cond.cleanup13_crit_edge.us.us, label %for.body14.us.us, !dbg !55, !llvm.loop !82

for.cond10.for.cond.cleanup13_crit_edge.us.us:    ; preds = %for.body14.us.us
    #dbg_value(i64 %indvars.iv.next324, !30, !DIExpression(), !50)
  %exitcond328.not = icmp eq i64 %indvars.iv.next324, %wide.trip.count333, !dbg !85
  br i1 %exitcond328.not, label %for.cond5.for.cond.cleanup8_crit_edge.split.us.us, label %for.cond10.preheader.us.us, !dbg !52, !llvm.loop !86

for.cond5.for.cond.cleanup8_crit_edge.split.us.us: ; preds = %for.cond10.for.cond.cleanup13_crit_edge.us.us
    #dbg_value(i64 %indvars.iv.next330, !26, !DIExpression(), !48)
  %exitcond334.not = icmp eq i64 %indvars.iv.next330, %wide.trip.count333, !dbg !88
  br i1 %exitcond334.not, label %for.cond97.preheader, label %for.cond5.preheader.us, !dbg !49, !llvm.loop !89

for.cond.cleanup:                                 ; preds = %for.cond.cleanup100, %entry
  ret void, !dbg !91

for.cond97.preheader:                             ; preds = %for.cond5.for.cond.cleanup8_crit_edge.split.us.us
    #dbg_value(i32 1, !36, !DIExpression(), !92)
  br i1 %cmp2312, label %for.cond103.preheader.us, label %for.cond.cleanup100, !dbg !93

for.cond103.preheader.us:                         ; preds = %for.cond97.preheader, %for.cond103.for.cond.cleanup106_crit_edge.split.us.us
  %indvars.iv346 = phi i64 [ %indvars.iv.next347, %for.cond103.for.cond.cleanup106_crit_edge.split.us.us ], [ 1, %for.cond97.preheader ]
    #dbg_value(i64 %indvars.iv346, !36, !DIExpression(), !92)
    #dbg_value(i32 1, !38, !DIExpression(), !94)
  %indvars.iv.next347 = add nuw nsw i64 %indvars.iv346, 1, !dbg !95
  %22 = mul nuw nsw i64 %1, %indvars.iv.next347
  %arrayidx116.us = getelementptr inbounds double, ptr %B, i64 %22
  %23 = mul nuw nsw i64 %1, %indvars.iv346
  %arrayidx122.us = getelementptr inbounds double, ptr %B, i64 %23
  %24 = add nsw i64 %indvars.iv346, -1
  %25 = mul nsw i64 %1, %24
  %arrayidx129.us = getelementptr inbounds double, ptr %B, i64 %25
  %arrayidx187.us = getelementptr inbounds double, ptr %A, i64 %23
  br label %for.cond109.preheader.us.us, !dbg !96

for.cond109.preheader.us.us:                      ; preds = %for.cond109.for.cond.cleanup112_crit_edge.us.us, %for.cond103.preheader.us
  %indvars.iv340 = phi i64 [ %indvars.iv.next341, %for.cond109.for.cond.cleanup112_crit_edge.us.us ], [ 1, %for.cond103.preheader.us ]
    #dbg_value(i64 %indvars.iv340, !38, !DIExpression(), !94)
    #dbg_value(i32 1, !41, !DIExpression(), !97)
  %26 = mul nuw nsw i64 %indvars.iv340, %0
  %arrayidx118.us.us = getelementptr inbounds double, ptr %arrayidx116.us, i64 %26
  %arrayidx124.us.us = getelementptr inbounds double, ptr %arrayidx122.us, i64 %26
  %arrayidx131.us.us = getelementptr inbounds double, ptr %arrayidx129.us, i64 %26
  %indvars.iv.next341 = add nuw nsw i64 %indvars.iv340, 1, !dbg !98
  %27 = mul nuw nsw i64 %indvars.iv.next341, %0
  %arrayidx139.us.us = getelementptr inbounds double, ptr %arrayidx122.us, i64 %27
  %28 = add nsw i64 %indvars.iv340, -1
  %29 = mul nuw nsw i64 %28, %0
  %arrayidx153.us.us = getelementptr inbounds double, ptr %arrayidx122.us, i64 %29
  %arrayidx189.us.us = getelementptr inbounds double, ptr %arrayidx187.us, i64 %26
  br label %for.body113.us.us, !dbg !99

for.body113.us.us:                                ; preds = %for.body113.us.us, %for.cond109.preheader.us.us
  %indvars.iv335 = phi i64 [ %indvars.iv.next336, %for.body113.us.us ], [ 1, %for.cond109.preheader.us.us ]
    #dbg_value(i64 %indvars.iv335, !41, !DIExpression(), !97)
  %arrayidx120.us.us = getelementptr inbounds double, ptr %arrayidx118.us.us, i64 %indvars.iv335, !dbg !100
  %30 = load double, ptr %arrayidx120.us.us, align 8, !dbg !100, !tbaa !58
  %arrayidx126.us.us = getelementptr inbounds double, ptr %arrayidx124.us.us, i64 %indvars.iv335, !dbg !102
  %31 = load double, ptr %arrayidx126.us.us, align 8, !dbg !102, !tbaa !58
  %32 = tail call double @llvm.fmuladd.f64(double %31, double -2.000000e+00, double %30), !dbg !103
  %arrayidx133.us.us = getelementptr inbounds double, ptr %arrayidx131.us.us, i64 %indvars.iv335, !dbg !104
  %33 = load double, ptr %arrayidx133.us.us, align 8, !dbg !104, !tbaa !58
  %add134.us.us = fadd double %32, %33, !dbg !105
  %arrayidx141.us.us = getelementptr inbounds double, ptr %arrayidx139.us.us, i64 %indvars.iv335, !dbg !106
  %34 = load double, ptr %arrayidx141.us.us, align 8, !dbg !106, !tbaa !58
  %35 = tail call double @llvm.fmuladd.f64(double %31, double -2.000000e+00, double %34), !dbg !107
  %arrayidx155.us.us = getelementptr inbounds double, ptr %arrayidx153.us.us, i64 %indvars.iv335, !dbg !108
  %36 = load double, ptr %arrayidx155.us.us, align 8, !dbg !108, !tbaa !58
  %add156.us.us = fadd double %35, %36, !dbg !109
  %mul157.us.us = fmul double %add156.us.us, 1.250000e-01, !dbg !110
  %37 = tail call double @llvm.fmuladd.f64(double %add134.us.us, double 1.250000e-01, double %mul157.us.us), !dbg !111
  %indvars.iv.next336 = add nuw nsw i64 %indvars.iv335, 1, !dbg !112
  %arrayidx164.us.us = getelementptr inbounds double, ptr %arrayidx124.us.us, i64 %indvars.iv.next336, !dbg !113
  %38 = load double, ptr %arrayidx164.us.us, align 8, !dbg !113, !tbaa !58
  %39 = tail call double @llvm.fmuladd.f64(double %31, double -2.000000e+00, double %38), !dbg !114
  %arrayidx177.us.us = getelementptr i8, ptr %arrayidx126.us.us, i64 -8, !dbg !115
  %40 = load double, ptr %arrayidx177.us.us, align 8, !dbg !115, !tbaa !58
  %add178.us.us = fadd double %39, %40, !dbg !116
  %41 = tail call double @llvm.fmuladd.f64(double %add178.us.us, double 1.250000e-01, double %37), !dbg !117
  %add185.us.us = fadd double %31, %41, !dbg !118
  %arrayidx191.us.us = getelementptr inbounds double, ptr %arrayidx189.us.us, i64 %indvars.iv335, !dbg !119
  store double %add185.us.us, ptr %arrayidx191.us.us, align 8, !dbg !120, !tbaa !58
    #dbg_value(i64 %indvars.iv.next336, !41, !DIExpression(), !97)
  %exitcond339.not = icmp eq i64 %indvars.iv.next336, %wide.trip.count350, !dbg !121
  br i1 %exitcond339.not, label %for.cond109.for.cond.cleanup112_crit_edge.us.us, label %for.body113.us.us, !dbg !99, !llvm.loop !122

for.cond109.for.cond.cleanup112_crit_edge.us.us:  ; preds = %for.body113.us.us
    #dbg_value(i64 %indvars.iv.next341, !38, !DIExpression(), !94)
  %exitcond345.not = icmp eq i64 %indvars.iv.next341, %wide.trip.count350, !dbg !124
  br i1 %exitcond345.not, label %for.cond103.for.cond.cleanup106_crit_edge.split.us.us, label %for.cond109.preheader.us.us, !dbg !96, !llvm.loop !125

for.cond103.for.cond.cleanup106_crit_edge.split.us.us: ; preds = %for.cond109.for.cond.cleanup112_crit_edge.us.us
    #dbg_value(i64 %indvars.iv.next347, !36, !DIExpression(), !92)
  %exitcond351.not = icmp eq i64 %indvars.iv.next347, %wide.trip.count350, !dbg !127
  br i1 %exitcond351.not, label %for.cond.cleanup100, label %for.cond103.preheader.us, !dbg !93, !llvm.loop !128

for.cond.cleanup100:                              ; preds = %for.cond103.for.cond.cleanup106_crit_edge.split.us.us, %for.cond1.preheader, %for.cond97.preheader
  %inc202 = add nuw nsw i32 %t.0321, 1, !dbg !130
    #dbg_value(i32 %inc202, !24, !DIExpression(), !45)
  %exitcond352.not = icmp eq i32 %inc202, %tsteps, !dbg !46
  br i1 %exitcond352.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !47, !llvm.loop !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernel_heat_3d.c", directory: ".", checksumkind: CSK_MD5, checksum: "00593637e3c8db5c78e0bb7fb220c8cd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "kernel_heat_3d", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18, !18}
!18 = !DISubrange(count: -1)
!19 = !{!20, !21, !22, !23, !24, !26, !30, !33, !36, !38, !41}
!20 = !DILocalVariable(name: "tsteps", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 2, type: !13)
!22 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 2, type: !14)
!23 = !DILocalVariable(name: "B", arg: 4, scope: !10, file: !1, line: 2, type: !14)
!24 = !DILocalVariable(name: "t", scope: !25, file: !1, line: 4, type: !13)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 5, type: !13)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 5)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 4, column: 36)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 4, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 6, type: !13)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 6, column: 7)
!32 = distinct !DILexicalBlock(scope: !27, file: !1, line: 5, column: 5)
!33 = !DILocalVariable(name: "k", scope: !34, file: !1, line: 7, type: !13)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 7, column: 9)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 6, column: 7)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 12, type: !13)
!37 = distinct !DILexicalBlock(scope: !28, file: !1, line: 12, column: 5)
!38 = !DILocalVariable(name: "j", scope: !39, file: !1, line: 13, type: !13)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 13, column: 7)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 12, column: 5)
!41 = !DILocalVariable(name: "k", scope: !42, file: !1, line: 14, type: !13)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 14, column: 9)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 13, column: 7)
!44 = !DILocation(line: 0, scope: !10)
!45 = !DILocation(line: 0, scope: !25)
!46 = !DILocation(line: 4, column: 21, scope: !29)
!47 = !DILocation(line: 4, column: 3, scope: !25)
!48 = !DILocation(line: 0, scope: !27)
!49 = !DILocation(line: 5, column: 5, scope: !27)
!50 = !DILocation(line: 0, scope: !31)
!51 = !DILocation(line: 5, column: 33, scope: !32)
!52 = !DILocation(line: 6, column: 7, scope: !31)
!53 = !DILocation(line: 0, scope: !34)
!54 = !DILocation(line: 6, column: 35, scope: !35)
!55 = !DILocation(line: 7, column: 9, scope: !34)
!56 = !DILocation(line: 8, column: 33, scope: !57)
!57 = distinct !DILexicalBlock(scope: !34, file: !1, line: 7, column: 9)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 8, column: 56, scope: !57)
!63 = !DILocation(line: 8, column: 48, scope: !57)
!64 = !DILocation(line: 8, column: 69, scope: !57)
!65 = !DILocation(line: 8, column: 67, scope: !57)
!66 = !DILocation(line: 9, column: 33, scope: !57)
!67 = !DILocation(line: 9, column: 48, scope: !57)
!68 = !DILocation(line: 9, column: 69, scope: !57)
!69 = !DILocation(line: 9, column: 67, scope: !57)
!70 = !DILocation(line: 9, column: 30, scope: !57)
!71 = !DILocation(line: 9, column: 22, scope: !57)
!72 = !DILocation(line: 10, column: 43, scope: !57)
!73 = !DILocation(line: 10, column: 33, scope: !57)
!74 = !DILocation(line: 10, column: 48, scope: !57)
!75 = !DILocation(line: 10, column: 69, scope: !57)
!76 = !DILocation(line: 10, column: 67, scope: !57)
!77 = !DILocation(line: 10, column: 22, scope: !57)
!78 = !DILocation(line: 11, column: 22, scope: !57)
!79 = !DILocation(line: 8, column: 11, scope: !57)
!80 = !DILocation(line: 8, column: 22, scope: !57)
!81 = !DILocation(line: 7, column: 27, scope: !57)
!82 = distinct !{!82, !55, !83, !84}
!83 = !DILocation(line: 11, column: 33, scope: !34)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 6, column: 25, scope: !35)
!86 = distinct !{!86, !52, !87, !84}
!87 = !DILocation(line: 11, column: 33, scope: !31)
!88 = !DILocation(line: 5, column: 23, scope: !32)
!89 = distinct !{!89, !49, !90, !84}
!90 = !DILocation(line: 11, column: 33, scope: !27)
!91 = !DILocation(line: 20, column: 1, scope: !10)
!92 = !DILocation(line: 0, scope: !37)
!93 = !DILocation(line: 12, column: 5, scope: !37)
!94 = !DILocation(line: 0, scope: !39)
!95 = !DILocation(line: 12, column: 33, scope: !40)
!96 = !DILocation(line: 13, column: 7, scope: !39)
!97 = !DILocation(line: 0, scope: !42)
!98 = !DILocation(line: 13, column: 35, scope: !43)
!99 = !DILocation(line: 14, column: 9, scope: !42)
!100 = !DILocation(line: 15, column: 33, scope: !101)
!101 = distinct !DILexicalBlock(scope: !42, file: !1, line: 14, column: 9)
!102 = !DILocation(line: 15, column: 56, scope: !101)
!103 = !DILocation(line: 15, column: 48, scope: !101)
!104 = !DILocation(line: 15, column: 69, scope: !101)
!105 = !DILocation(line: 15, column: 67, scope: !101)
!106 = !DILocation(line: 16, column: 33, scope: !101)
!107 = !DILocation(line: 16, column: 48, scope: !101)
!108 = !DILocation(line: 16, column: 69, scope: !101)
!109 = !DILocation(line: 16, column: 67, scope: !101)
!110 = !DILocation(line: 16, column: 30, scope: !101)
!111 = !DILocation(line: 16, column: 22, scope: !101)
!112 = !DILocation(line: 17, column: 43, scope: !101)
!113 = !DILocation(line: 17, column: 33, scope: !101)
!114 = !DILocation(line: 17, column: 48, scope: !101)
!115 = !DILocation(line: 17, column: 69, scope: !101)
!116 = !DILocation(line: 17, column: 67, scope: !101)
!117 = !DILocation(line: 17, column: 22, scope: !101)
!118 = !DILocation(line: 18, column: 22, scope: !101)
!119 = !DILocation(line: 15, column: 11, scope: !101)
!120 = !DILocation(line: 15, column: 22, scope: !101)
!121 = !DILocation(line: 14, column: 27, scope: !101)
!122 = distinct !{!122, !99, !123, !84}
!123 = !DILocation(line: 18, column: 33, scope: !42)
!124 = !DILocation(line: 13, column: 25, scope: !43)
!125 = distinct !{!125, !96, !126, !84}
!126 = !DILocation(line: 18, column: 33, scope: !39)
!127 = !DILocation(line: 12, column: 23, scope: !40)
!128 = distinct !{!128, !93, !129, !84}
!129 = !DILocation(line: 18, column: 33, scope: !37)
!130 = !DILocation(line: 4, column: 32, scope: !29)
!131 = distinct !{!131, !47, !132, !84}
!132 = !DILocation(line: 19, column: 3, scope: !25)

