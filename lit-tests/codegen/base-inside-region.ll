; The body clang outlines for a #pragma omp parallel for reads the array's
; base address from a shared variable in the loop's preheader, which is the
; region's entry: the run-time check placed before the region cannot read
; it, so the region is left alone with a remark (it used to be regenerated,
; for its accumulator, and refused by the verifier). (PolyBench's
; polybench_flush_cache built with -fopenmp.)
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; SOURCE: flush.c -fopenmp
;    1| #include <stdlib.h>
;    2|
;    3| double flush(int n) {
;    4|   double *a = calloc(n, sizeof(double));
;    5|   double t = 0.0;
;    6| #pragma omp parallel for reduction(+ : t)
;    7|   for (int i = 0; i < n; i++)
;    8|     t += a[i];
;    9|   free(a);
;   10|   return t;
;   11| }
; END-SOURCE
;
; REMARK: remark: flush.c:7:3: loop nest left unchanged: the base address of {{.*}} is computed inside the loop nest, where the run-time check before it cannot read it
; REMARK-NOT: did not verify
; CHECK-NOT: tessera.version

; ModuleID = 'flush.c'
source_filename = "flush.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@0 = private unnamed_addr constant [21 x i8] c";flush.c;flush;6;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 20, ptr @0 }, align 8
@2 = private unnamed_addr constant [22 x i8] c";flush.c;flush;6;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 21, ptr @2 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 21, ptr @2 }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 20, ptr @0 }, align 8

; Function Attrs: nounwind uwtable
define dso_local double @flush(i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %n.addr = alloca i32, align 4, !DIAssignID !21
    #dbg_assign(i1 undef, !17, !DIExpression(), !21, ptr %n.addr, !DIExpression(), !22)
  %a = alloca ptr, align 8, !DIAssignID !23
    #dbg_assign(i1 undef, !18, !DIExpression(), !23, ptr %a, !DIExpression(), !22)
  %t = alloca double, align 8, !DIAssignID !24
    #dbg_assign(i1 undef, !20, !DIExpression(), !24, ptr %t, !DIExpression(), !22)
  store i32 %n, ptr %n.addr, align 4, !tbaa !25, !DIAssignID !29
    #dbg_assign(i32 %n, !17, !DIExpression(), !29, ptr %n.addr, !DIExpression(), !22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %a) #3, !dbg !30
  %conv = sext i32 %n to i64, !dbg !31
  %call = tail call noalias ptr @calloc(i64 noundef %conv, i64 noundef 8) #10, !dbg !32
  store ptr %call, ptr %a, align 8, !dbg !33, !tbaa !34, !DIAssignID !36
    #dbg_assign(ptr %call, !18, !DIExpression(), !36, ptr %a, !DIExpression(), !22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %t) #3, !dbg !37
  store double 0.000000e+00, ptr %t, align 8, !dbg !38, !tbaa !39, !DIAssignID !41
    #dbg_assign(double 0.000000e+00, !20, !DIExpression(), !41, ptr %t, !DIExpression(), !22)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @5, i32 3, ptr nonnull @flush.omp_outlined, ptr nonnull %n.addr, ptr nonnull %t, ptr nonnull %a), !dbg !42
  %0 = load ptr, ptr %a, align 8, !dbg !43, !tbaa !34
  call void @free(ptr noundef %0) #3, !dbg !44
  %1 = load double, ptr %t, align 8, !dbg !45, !tbaa !39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %t) #3, !dbg !46
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %a) #3, !dbg !46
  ret double %1, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !48 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @flush.omp_outlined_debug__.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !56 {
entry:
    #dbg_value(ptr %0, !60, !DIExpression(), !62)
    #dbg_value(ptr %1, !61, !DIExpression(), !62)
  %2 = load ptr, ptr %1, align 8, !dbg !63
  %3 = load ptr, ptr %0, align 8, !dbg !63
  %4 = load double, ptr %3, align 8, !dbg !64, !tbaa !39
  %5 = load double, ptr %2, align 8, !dbg !64, !tbaa !39
  %add = fadd double %4, %5, !dbg !65
  store double %add, ptr %3, align 8, !dbg !65, !tbaa !39
  ret void, !dbg !64
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @flush.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %n, ptr nocapture noundef nonnull align 8 dereferenceable(8) %t, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %a) #6 !dbg !66 {
entry:
  %.omp.lb.i = alloca i32, align 4, !DIAssignID !82
    #dbg_assign(i1 undef, !83, !DIExpression(), !82, ptr %.omp.lb.i, !DIExpression(), !98)
  %.omp.ub.i = alloca i32, align 4, !DIAssignID !100
    #dbg_assign(i1 undef, !94, !DIExpression(), !100, ptr %.omp.ub.i, !DIExpression(), !98)
  %.omp.stride.i = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !95, !DIExpression(), !101, ptr %.omp.stride.i, !DIExpression(), !98)
  %.omp.is_last.i = alloca i32, align 4, !DIAssignID !102
    #dbg_assign(i1 undef, !96, !DIExpression(), !102, ptr %.omp.is_last.i, !DIExpression(), !98)
  %t3.i = alloca double, align 8, !DIAssignID !103
    #dbg_assign(i1 undef, !97, !DIExpression(), !103, ptr %t3.i, !DIExpression(), !98)
  %.omp.reduction.red_list.i = alloca [1 x ptr], align 8
    #dbg_value(ptr %.global_tid., !77, !DIExpression(), !104)
    #dbg_value(ptr poison, !78, !DIExpression(), !104)
    #dbg_value(ptr %n, !79, !DIExpression(), !104)
    #dbg_value(ptr %t, !80, !DIExpression(), !104)
    #dbg_value(ptr %a, !81, !DIExpression(), !104)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105), !dbg !108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.reduction.red_list.i), !dbg !109
    #dbg_value(ptr %.global_tid., !86, !DIExpression(), !98)
    #dbg_value(ptr poison, !87, !DIExpression(), !98)
    #dbg_value(ptr %n, !88, !DIExpression(), !98)
    #dbg_value(ptr %t, !89, !DIExpression(), !98)
    #dbg_value(ptr %a, !90, !DIExpression(), !98)
  %0 = load i32, ptr %n, align 4, !dbg !109, !tbaa !25, !noalias !105
    #dbg_value(i32 %0, !92, !DIExpression(), !98)
    #dbg_value(i32 %0, !92, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !98)
    #dbg_value(i32 0, !93, !DIExpression(), !98)
  %cmp.i = icmp sgt i32 %0, 0, !dbg !110
  br i1 %cmp.i, label %omp.precond.then.i, label %flush.omp_outlined_debug__.exit, !dbg !110

omp.precond.then.i:                               ; preds = %entry
  %sub2.i = add nsw i32 %0, -1, !dbg !110
    #dbg_value(i32 %sub2.i, !92, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.lb.i) #3, !dbg !110, !noalias !105
  store i32 0, ptr %.omp.lb.i, align 4, !dbg !111, !tbaa !25, !noalias !105, !DIAssignID !112
    #dbg_assign(i32 0, !83, !DIExpression(), !112, ptr %.omp.lb.i, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.ub.i) #3, !dbg !110, !noalias !105
  store i32 %sub2.i, ptr %.omp.ub.i, align 4, !dbg !111, !tbaa !25, !noalias !105, !DIAssignID !113
    #dbg_assign(i32 %sub2.i, !94, !DIExpression(), !113, ptr %.omp.ub.i, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.stride.i) #3, !dbg !110, !noalias !105
  store i32 1, ptr %.omp.stride.i, align 4, !dbg !111, !tbaa !25, !noalias !105, !DIAssignID !114
    #dbg_assign(i32 1, !95, !DIExpression(), !114, ptr %.omp.stride.i, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last.i) #3, !dbg !110, !noalias !105
  store i32 0, ptr %.omp.is_last.i, align 4, !dbg !111, !tbaa !25, !noalias !105, !DIAssignID !115
    #dbg_assign(i32 0, !96, !DIExpression(), !115, ptr %.omp.is_last.i, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %t3.i) #3, !dbg !110, !noalias !105
  store double 0.000000e+00, ptr %t3.i, align 8, !dbg !116, !tbaa !39, !noalias !105, !DIAssignID !117
    #dbg_assign(double 0.000000e+00, !97, !DIExpression(), !117, ptr %t3.i, !DIExpression(), !98)
  %1 = load i32, ptr %.global_tid., align 4, !dbg !110, !tbaa !25, !alias.scope !105
  call void @__kmpc_for_static_init_4(ptr nonnull @1, i32 %1, i32 34, ptr nonnull %.omp.is_last.i, ptr nonnull %.omp.lb.i, ptr nonnull %.omp.ub.i, ptr nonnull %.omp.stride.i, i32 1, i32 1), !dbg !118, !noalias !105
  %2 = load i32, ptr %.omp.ub.i, align 4, !dbg !111, !noalias !105
  %cond.i = call i32 @llvm.smin.i32(i32 %2, i32 %sub2.i), !dbg !111
  store i32 %cond.i, ptr %.omp.ub.i, align 4, !dbg !111, !tbaa !25, !noalias !105, !DIAssignID !119
    #dbg_assign(i32 %cond.i, !94, !DIExpression(), !119, ptr %.omp.ub.i, !DIExpression(), !98)
  %3 = load i32, ptr %.omp.lb.i, align 4, !dbg !111, !tbaa !25, !noalias !105
    #dbg_value(i32 %3, !91, !DIExpression(), !98)
    #dbg_value(i32 %3, !91, !DIExpression(), !98)
  %cmp6.not.i5 = icmp sgt i32 %3, %cond.i, !dbg !110
  br i1 %cmp6.not.i5, label %omp.loop.exit.i, label %omp.inner.for.body.i.lr.ph, !dbg !110

omp.inner.for.body.i.lr.ph:                       ; preds = %omp.precond.then.i
  %4 = load ptr, ptr %a, align 8, !tbaa !34, !noalias !105
  %5 = sext i32 %3 to i64, !dbg !110
  %6 = add nsw i32 %cond.i, 1, !dbg !110
  br label %omp.inner.for.body.i, !dbg !110

omp.inner.for.body.i:                             ; preds = %omp.inner.for.body.i.lr.ph, %omp.inner.for.body.i
  %indvars.iv = phi i64 [ %5, %omp.inner.for.body.i.lr.ph ], [ %indvars.iv.next, %omp.inner.for.body.i ]
  %add7.i46 = phi double [ 0.000000e+00, %omp.inner.for.body.i.lr.ph ], [ %add7.i, %omp.inner.for.body.i ]
    #dbg_value(i64 %indvars.iv, !91, !DIExpression(), !98)
    #dbg_value(i64 %indvars.iv, !93, !DIExpression(), !98)
  %arrayidx.i = getelementptr inbounds double, ptr %4, i64 %indvars.iv, !dbg !120
  %7 = load double, ptr %arrayidx.i, align 8, !dbg !120, !tbaa !39, !noalias !105
  %add7.i = fadd double %7, %add7.i46, !dbg !121
  store double %add7.i, ptr %t3.i, align 8, !dbg !121, !tbaa !39, !noalias !105, !DIAssignID !122
    #dbg_assign(double %add7.i, !97, !DIExpression(), !122, ptr %t3.i, !DIExpression(), !98)
  %indvars.iv.next = add nsw i64 %indvars.iv, 1, !dbg !110
    #dbg_value(i64 %indvars.iv.next, !91, !DIExpression(), !98)
  %lftr.wideiv = trunc i64 %indvars.iv.next to i32, !dbg !110
  %exitcond.not = icmp eq i32 %6, %lftr.wideiv, !dbg !110
  br i1 %exitcond.not, label %omp.loop.exit.i, label %omp.inner.for.body.i, !dbg !110, !llvm.loop !123

omp.loop.exit.i:                                  ; preds = %omp.inner.for.body.i, %omp.precond.then.i
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %1), !dbg !124, !noalias !105
  store ptr %t3.i, ptr %.omp.reduction.red_list.i, align 8, !dbg !118, !noalias !105
  %8 = call i32 @__kmpc_reduce_nowait(ptr nonnull @4, i32 %1, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list.i, ptr nonnull @flush.omp_outlined_debug__.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var), !dbg !118, !noalias !105
  switch i32 %8, label %.omp.reduction.default.i [
    i32 1, label %.omp.reduction.case1.i
    i32 2, label %.omp.reduction.case2.i
  ], !dbg !118

.omp.reduction.case1.i:                           ; preds = %omp.loop.exit.i
  %9 = load double, ptr %t, align 8, !dbg !116, !tbaa !39, !noalias !105
  %10 = load double, ptr %t3.i, align 8, !dbg !116, !tbaa !39, !noalias !105
  %add9.i = fadd double %9, %10, !dbg !125
  store double %add9.i, ptr %t, align 8, !dbg !125, !tbaa !39, !noalias !105
  call void @__kmpc_end_reduce_nowait(ptr nonnull @4, i32 %1, ptr nonnull @.gomp_critical_user_.reduction.var), !dbg !118, !noalias !105
  br label %.omp.reduction.default.i, !dbg !118

.omp.reduction.case2.i:                           ; preds = %omp.loop.exit.i
  %11 = load double, ptr %t3.i, align 8, !dbg !116, !tbaa !39, !noalias !105
  %12 = atomicrmw fadd ptr %t, double %11 monotonic, align 8, !dbg !118, !noalias !105
  br label %.omp.reduction.default.i, !dbg !118

.omp.reduction.default.i:                         ; preds = %.omp.reduction.case2.i, %.omp.reduction.case1.i, %omp.loop.exit.i
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %t3.i) #3, !dbg !118, !noalias !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last.i) #3, !dbg !118, !noalias !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.stride.i) #3, !dbg !118, !noalias !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.ub.i) #3, !dbg !118, !noalias !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.lb.i) #3, !dbg !118, !noalias !105
  br label %flush.omp_outlined_debug__.exit, !dbg !118

flush.omp_outlined_debug__.exit:                  ; preds = %entry, %.omp.reduction.default.i
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.reduction.red_list.i), !dbg !126
  ret void, !dbg !108
}

; Function Attrs: nounwind
declare !callback !127 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !129 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flush.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6e5b2f646f4ebbcd0627ce12b4ba30c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"openmp", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "flush", scope: !1, file: !1, line: 3, type: !12, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !18, !20}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 3, type: !15)
!18 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 4, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!20 = !DILocalVariable(name: "t", scope: !11, file: !1, line: 5, type: !14)
!21 = distinct !DIAssignID()
!22 = !DILocation(line: 0, scope: !11)
!23 = distinct !DIAssignID()
!24 = distinct !DIAssignID()
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = distinct !DIAssignID()
!30 = !DILocation(line: 4, column: 3, scope: !11)
!31 = !DILocation(line: 4, column: 22, scope: !11)
!32 = !DILocation(line: 4, column: 15, scope: !11)
!33 = !DILocation(line: 4, column: 11, scope: !11)
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !27, i64 0}
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 5, column: 3, scope: !11)
!38 = !DILocation(line: 5, column: 10, scope: !11)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !27, i64 0}
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 6, column: 1, scope: !11)
!43 = !DILocation(line: 9, column: 8, scope: !11)
!44 = !DILocation(line: 9, column: 3, scope: !11)
!45 = !DILocation(line: 10, column: 10, scope: !11)
!46 = !DILocation(line: 11, column: 1, scope: !11)
!47 = !DILocation(line: 10, column: 3, scope: !11)
!48 = !DISubprogram(name: "calloc", scope: !49, file: !49, line: 556, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !53, !53}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !54, line: 18, baseType: !55)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = distinct !DISubprogram(linkageName: "flush.omp_outlined_debug__.omp.reduction.reduction_func", scope: !1, file: !1, line: 6, type: !57, scopeLine: 6, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{}
!59 = !{!60, !61}
!60 = !DILocalVariable(arg: 1, scope: !56, type: !52, flags: DIFlagArtificial)
!61 = !DILocalVariable(arg: 2, scope: !56, type: !52, flags: DIFlagArtificial)
!62 = !DILocation(line: 0, scope: !56)
!63 = !DILocation(line: 6, column: 42, scope: !56)
!64 = !DILocation(line: 6, column: 40, scope: !56)
!65 = !DILocation(line: 6, column: 36, scope: !56)
!66 = distinct !DISubprogram(name: "flush.omp_outlined", scope: !1, file: !1, line: 6, type: !67, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69, !69, !73, !74, !75}
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!73 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !15, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!76 = !{!77, !78, !79, !80, !81}
!77 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !66, type: !69, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !66, type: !69, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: "n", arg: 3, scope: !66, type: !73, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: "t", arg: 4, scope: !66, type: !74, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: "a", arg: 5, scope: !66, type: !75, flags: DIFlagArtificial)
!82 = distinct !DIAssignID()
!83 = !DILocalVariable(name: ".omp.lb", scope: !84, type: !15, flags: DIFlagArtificial)
!84 = distinct !DISubprogram(name: "flush.omp_outlined_debug__", scope: !1, file: !1, line: 7, type: !67, scopeLine: 7, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !92, !93, !83, !94, !95, !96, !97, !93}
!86 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !84, type: !69, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !84, type: !69, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: "n", arg: 3, scope: !84, file: !1, line: 3, type: !73)
!89 = !DILocalVariable(name: "t", arg: 4, scope: !84, file: !1, line: 5, type: !74)
!90 = !DILocalVariable(name: "a", arg: 5, scope: !84, file: !1, line: 4, type: !75)
!91 = !DILocalVariable(name: ".omp.iv", scope: !84, type: !15, flags: DIFlagArtificial)
!92 = !DILocalVariable(name: ".capture_expr.", scope: !84, type: !15, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: "i", scope: !84, type: !15, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: ".omp.ub", scope: !84, type: !15, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.stride", scope: !84, type: !15, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.is_last", scope: !84, type: !15, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "t", scope: !84, type: !14, flags: DIFlagArtificial)
!98 = !DILocation(line: 0, scope: !84, inlinedAt: !99)
!99 = distinct !DILocation(line: 6, column: 1, scope: !66)
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !66)
!105 = !{!106}
!106 = distinct !{!106, !107, !"flush.omp_outlined_debug__: %.global_tid."}
!107 = distinct !{!107, !"flush.omp_outlined_debug__"}
!108 = !DILocation(line: 6, column: 1, scope: !66)
!109 = !DILocation(line: 7, column: 23, scope: !84, inlinedAt: !99)
!110 = !DILocation(line: 7, column: 3, scope: !84, inlinedAt: !99)
!111 = !DILocation(line: 7, column: 8, scope: !84, inlinedAt: !99)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 6, column: 40, scope: !84, inlinedAt: !99)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 6, column: 1, scope: !84, inlinedAt: !99)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 8, column: 10, scope: !84, inlinedAt: !99)
!121 = !DILocation(line: 8, column: 7, scope: !84, inlinedAt: !99)
!122 = distinct !DIAssignID()
!123 = distinct !{!123, !118, !124}
!124 = !DILocation(line: 6, column: 42, scope: !84, inlinedAt: !99)
!125 = !DILocation(line: 6, column: 36, scope: !84, inlinedAt: !99)
!126 = !DILocation(line: 8, column: 13, scope: !84, inlinedAt: !99)
!127 = !{!128}
!128 = !{i64 2, i64 -1, i64 -1, i1 true}
!129 = !DISubprogram(name: "free", scope: !49, file: !49, line: 568, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !52}
