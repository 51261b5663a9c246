; gemm in i-k-j order with restrict arguments: LICM hoists alpha * A[i][k]
; out of the j loop, so the model has a statement computing it into a
; scalar (under two loops) and the multiply-add reading it (under three).
; The scalar's value is pure arithmetic of one array element that nothing
; writes in between: the reader recomputes it from the element (the same
; operations on the same operands, the same bits), the computing statement
; goes, and the (i, k, j) band is tiled as it is, with no expansion of the
; scalar into an n x n array and no schedule under value-based dependences.
; With the previous plugin the remark read "expanding @v_mul ... along 2
; loop(s)". The output of the regenerated program is the original's.
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; CHECK: remark: kernel.c:5:3: SCoP gemm_ikj.scop0: fusion smart: fused: 1 loop nest(s) {S1}; 3 loops over S1 tiled by {{[0-9]+}}x{{[0-9]+}}x{{[0-9]+}}, member(s) 0, 1 unrolled by 4 and jammed (register tile); 1 register-carried value(s) read from memory again (1 recomputed from it), 1 copy statement(s) dropped
; CHECK: remark: kernel.c:5:3: SCoP gemm_ikj.scop0 gets the computed schedule{{$}}
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3| __attribute__((noinline)) void gemm_ikj(int n, double alpha, double C[restrict n][n],
;    4|                                         double A[restrict n][n], double B[restrict n][n]) {
;    5|   for (int i = 0; i < n; i++)
;    6|     for (int k = 0; k < n; k++)
;    7|       for (int j = 0; j < n; j++)
;    8|         C[i][j] += alpha * A[i][k] * B[k][j];
;    9| }
;   10| int main(void) {
;   11|   int n = 77;
;   12|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   13|   double (*B)[n] = malloc(sizeof(double[n][n]));
;   14|   double (*C)[n] = malloc(sizeof(double[n][n]));
;   15|   for (int i = 0; i < n; i++)
;   16|     for (int j = 0; j < n; j++) {
;   17|       A[i][j] = (double)((i * j + 1) % n) / n;
;   18|       B[i][j] = (double)((i * (j + 2)) % n) / n;
;   19|       C[i][j] = (double)((i * j + 3) % n) / n;
;   20|     }
;   21|   gemm_ikj(n, 1.25, C, A, B);
;   22|   double s = 0;
;   23|   for (int i = 0; i < n; i++)
;   24|     for (int j = 0; j < n; j++)
;   25|       s += C[i][j] * (1 + (i + 2 * j) % 7);
;   26|   printf("%.17g\n", s);
;   27|   return 0;
;   28| }
; END-SOURCE

; ModuleID = 'kernel.c'
source_filename = "kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gemm_ikj(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %n, !29, !DIExpression(), !42)
    #dbg_value(double %alpha, !30, !DIExpression(), !42)
    #dbg_value(ptr %C, !31, !DIExpression(), !42)
    #dbg_value(ptr %A, !32, !DIExpression(), !42)
    #dbg_value(ptr %B, !33, !DIExpression(), !42)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !34, !DIExpression(), !43)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !44
  br i1 %cmp47, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !45

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv55, !34, !DIExpression(), !43)
    #dbg_value(i32 0, !36, !DIExpression(), !46)
  %1 = mul nuw nsw i64 %indvars.iv55, %0
  %arrayidx.us = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17.us = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.cond5.preheader.us.us, !dbg !47

for.cond5.preheader.us.us:                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %for.cond1.preheader.us
  %indvars.iv50 = phi i64 [ %indvars.iv.next51, %for.cond5.for.cond.cleanup7_crit_edge.us.us ], [ 0, %for.cond1.preheader.us ]
    #dbg_value(i64 %indvars.iv50, !36, !DIExpression(), !46)
    #dbg_value(i32 0, !39, !DIExpression(), !48)
  %arrayidx10.us.us = getelementptr inbounds double, ptr %arrayidx.us, i64 %indvars.iv50
  %2 = load double, ptr %arrayidx10.us.us, align 8, !tbaa !49
  %mul.us.us = fmul double %2, %alpha
  %3 = mul nuw nsw i64 %indvars.iv50, %0
  %arrayidx12.us.us = getelementptr inbounds double, ptr %B, i64 %3
  br label %for.body8.us.us, !dbg !53

for.body8.us.us:                                  ; preds = %for.body8.us.us, %for.cond5.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body8.us.us ], [ 0, %for.cond5.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !48)
  %arrayidx14.us.us = getelementptr inbounds double, ptr %arrayidx12.us.us, i64 %indvars.iv, !dbg !54
  %4 = load double, ptr %arrayidx14.us.us, align 8, !dbg !54, !tbaa !49
  %arrayidx19.us.us = getelementptr inbounds double, ptr %arrayidx17.us, i64 %indvars.iv, !dbg !56
  %5 = load double, ptr %arrayidx19.us.us, align 8, !dbg !57, !tbaa !49
  %6 = tail call double @llvm.fmuladd.f64(double %mul.us.us, double %4, double %5), !dbg !57
  store double %6, ptr %arrayidx19.us.us, align 8, !dbg !57, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !58
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !48)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !59
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !dbg !53, !llvm.loop !60

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !63
    #dbg_value(i64 %indvars.iv.next51, !36, !DIExpression(), !46)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %0, !dbg !64
  br i1 %exitcond54.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, label %for.cond5.preheader.us.us, !dbg !47, !llvm.loop !65

for.cond1.for.cond.cleanup3_crit_edge.split.us.us: ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !67
    #dbg_value(i64 %indvars.iv.next56, !34, !DIExpression(), !43)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %0, !dbg !44
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !45, !llvm.loop !68

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, %entry
  ret void, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !71 {
entry:
    #dbg_value(i32 77, !75, !DIExpression(), !90)
  %call = tail call noalias dereferenceable_or_null(47432) ptr @malloc(i64 noundef 47432) #5, !dbg !91
    #dbg_value(ptr %call, !76, !DIExpression(), !90)
  %call1 = tail call noalias dereferenceable_or_null(47432) ptr @malloc(i64 noundef 47432) #5, !dbg !92
    #dbg_value(ptr %call1, !77, !DIExpression(), !90)
  %call2 = tail call noalias dereferenceable_or_null(47432) ptr @malloc(i64 noundef 47432) #5, !dbg !93
    #dbg_value(ptr %call2, !78, !DIExpression(), !90)
    #dbg_value(i32 0, !79, !DIExpression(), !94)
  br label %for.cond3.preheader, !dbg !95

for.cond3.preheader:                              ; preds = %entry, %for.cond.cleanup5
  %indvars.iv119 = phi i64 [ 0, %entry ], [ %indvars.iv.next120, %for.cond.cleanup5 ]
    #dbg_value(i64 %indvars.iv119, !79, !DIExpression(), !94)
  %0 = mul nuw nsw i64 %indvars.iv119, 77
  %arrayidx = getelementptr inbounds double, ptr %call, i64 %0
  %arrayidx17 = getelementptr inbounds double, ptr %call1, i64 %0
  %arrayidx27 = getelementptr inbounds double, ptr %call2, i64 %0
    #dbg_value(i32 0, !81, !DIExpression(), !96)
  br label %for.body6, !dbg !97

for.cond.cleanup:                                 ; preds = %for.cond.cleanup5
  tail call void @gemm_ikj(i32 noundef 77, double noundef 1.250000e+00, ptr noundef nonnull %call2, ptr noundef nonnull %call, ptr noundef nonnull %call1), !dbg !98
    #dbg_value(double 0.000000e+00, !84, !DIExpression(), !90)
    #dbg_value(i32 0, !85, !DIExpression(), !99)
  br label %for.cond40.preheader, !dbg !100

for.cond.cleanup5:                                ; preds = %for.body6
  %indvars.iv.next120 = add nuw nsw i64 %indvars.iv119, 1, !dbg !101
    #dbg_value(i64 %indvars.iv.next120, !79, !DIExpression(), !94)
  %exitcond123.not = icmp eq i64 %indvars.iv.next120, 77, !dbg !102
  br i1 %exitcond123.not, label %for.cond.cleanup, label %for.cond3.preheader, !dbg !95, !llvm.loop !103

for.body6:                                        ; preds = %for.cond3.preheader, %for.body6
  %indvars.iv = phi i64 [ 0, %for.cond3.preheader ], [ %indvars.iv.next, %for.body6 ]
    #dbg_value(i64 %indvars.iv, !81, !DIExpression(), !96)
  %1 = mul nuw nsw i64 %indvars.iv, %indvars.iv119, !dbg !105
  %2 = trunc i64 %1 to i32, !dbg !108
  %3 = add i32 %2, 1, !dbg !108
  %rem = urem i32 %3, 77, !dbg !108
  %conv = uitofp nneg i32 %rem to double, !dbg !109
  %div = fdiv double %conv, 7.700000e+01, !dbg !110
  %arrayidx9 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !111
  store double %div, ptr %arrayidx9, align 8, !dbg !112, !tbaa !49
  %4 = add nuw nsw i64 %indvars.iv, 2, !dbg !113
  %5 = mul nuw nsw i64 %4, %indvars.iv119, !dbg !114
  %6 = trunc nuw nsw i64 %5 to i32, !dbg !115
  %rem12 = urem i32 %6, 77, !dbg !115
  %conv13 = uitofp nneg i32 %rem12 to double, !dbg !116
  %div15 = fdiv double %conv13, 7.700000e+01, !dbg !117
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !118
  store double %div15, ptr %arrayidx19, align 8, !dbg !119, !tbaa !49
  %7 = trunc i64 %1 to i32, !dbg !120
  %8 = add i32 %7, 3, !dbg !120
  %rem22 = urem i32 %8, 77, !dbg !120
  %conv23 = uitofp nneg i32 %rem22 to double, !dbg !121
  %div25 = fdiv double %conv23, 7.700000e+01, !dbg !122
  %arrayidx29 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !123
  store double %div25, ptr %arrayidx29, align 8, !dbg !124, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !125
    #dbg_value(i64 %indvars.iv.next, !81, !DIExpression(), !96)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 77, !dbg !126
  br i1 %exitcond.not, label %for.cond.cleanup5, label %for.body6, !dbg !97, !llvm.loop !127

for.cond40.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup43
  %indvars.iv130 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next131, %for.cond.cleanup43 ]
  %s.0111 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %13, %for.cond.cleanup43 ]
    #dbg_value(i64 %indvars.iv130, !85, !DIExpression(), !99)
    #dbg_value(double %s.0111, !84, !DIExpression(), !90)
  %arrayidx46.idx = mul i64 %indvars.iv130, 616
  %arrayidx46 = getelementptr inbounds i8, ptr %call2, i64 %arrayidx46.idx
    #dbg_value(i32 0, !87, !DIExpression(), !129)
    #dbg_value(double %s.0111, !84, !DIExpression(), !90)
  br label %for.body44, !dbg !130

for.cond.cleanup37:                               ; preds = %for.cond.cleanup43
  %call61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %13), !dbg !131
  ret i32 0, !dbg !132

for.cond.cleanup43:                               ; preds = %for.body44
  %indvars.iv.next131 = add nuw nsw i64 %indvars.iv130, 1, !dbg !133
    #dbg_value(i64 %indvars.iv.next131, !85, !DIExpression(), !99)
    #dbg_value(double %13, !84, !DIExpression(), !90)
  %exitcond134.not = icmp eq i64 %indvars.iv.next131, 77, !dbg !134
  br i1 %exitcond134.not, label %for.cond.cleanup37, label %for.cond40.preheader, !dbg !100, !llvm.loop !135

for.body44:                                       ; preds = %for.cond40.preheader, %for.body44
  %indvars.iv124 = phi i64 [ 0, %for.cond40.preheader ], [ %indvars.iv.next125, %for.body44 ]
  %s.1109 = phi double [ %s.0111, %for.cond40.preheader ], [ %13, %for.body44 ]
    #dbg_value(i64 %indvars.iv124, !87, !DIExpression(), !129)
    #dbg_value(double %s.1109, !84, !DIExpression(), !90)
  %arrayidx48 = getelementptr inbounds double, ptr %arrayidx46, i64 %indvars.iv124, !dbg !137
  %9 = load double, ptr %arrayidx48, align 8, !dbg !137, !tbaa !49
  %10 = shl nuw nsw i64 %indvars.iv124, 1, !dbg !139
  %11 = add nuw nsw i64 %10, %indvars.iv130, !dbg !140
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !141
  %rem51 = urem i32 %12, 7, !dbg !141
  %add52 = add nuw nsw i32 %rem51, 1, !dbg !142
  %conv53 = uitofp nneg i32 %add52 to double, !dbg !143
  %13 = tail call double @llvm.fmuladd.f64(double %9, double %conv53, double %s.1109), !dbg !144
    #dbg_value(double %13, !84, !DIExpression(), !90)
  %indvars.iv.next125 = add nuw nsw i64 %indvars.iv124, 1, !dbg !145
    #dbg_value(i64 %indvars.iv.next125, !87, !DIExpression(), !129)
  %exitcond129.not = icmp eq i64 %indvars.iv.next125, 77, !dbg !146
  br i1 %exitcond129.not, label %for.cond.cleanup43, label %for.body44, !dbg !130, !llvm.loop !147
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !149 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !157 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel.c", directory: ".", checksumkind: CSK_MD5, checksum: "d92d9d30d06b731af4cafe42930fa836")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "gemm_ikj", scope: !2, file: !2, line: 3, type: !20, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !9, !23, !23, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: -1)
!28 = !{!29, !30, !31, !32, !33, !34, !36, !39}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !2, line: 3, type: !22)
!30 = !DILocalVariable(name: "alpha", arg: 2, scope: !19, file: !2, line: 3, type: !9)
!31 = !DILocalVariable(name: "C", arg: 3, scope: !19, file: !2, line: 3, type: !23)
!32 = !DILocalVariable(name: "A", arg: 4, scope: !19, file: !2, line: 4, type: !23)
!33 = !DILocalVariable(name: "B", arg: 5, scope: !19, file: !2, line: 4, type: !23)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 5, type: !22)
!35 = distinct !DILexicalBlock(scope: !19, file: !2, line: 5, column: 3)
!36 = !DILocalVariable(name: "k", scope: !37, file: !2, line: 6, type: !22)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !2, line: 5, column: 3)
!39 = !DILocalVariable(name: "j", scope: !40, file: !2, line: 7, type: !22)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 7)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 6, column: 5)
!42 = !DILocation(line: 0, scope: !19)
!43 = !DILocation(line: 0, scope: !35)
!44 = !DILocation(line: 5, column: 21, scope: !38)
!45 = !DILocation(line: 5, column: 3, scope: !35)
!46 = !DILocation(line: 0, scope: !37)
!47 = !DILocation(line: 6, column: 5, scope: !37)
!48 = !DILocation(line: 0, scope: !40)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 7, column: 7, scope: !40)
!54 = !DILocation(line: 8, column: 38, scope: !55)
!55 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 7)
!56 = !DILocation(line: 8, column: 9, scope: !55)
!57 = !DILocation(line: 8, column: 17, scope: !55)
!58 = !DILocation(line: 7, column: 31, scope: !55)
!59 = !DILocation(line: 7, column: 25, scope: !55)
!60 = distinct !{!60, !53, !61, !62}
!61 = !DILocation(line: 8, column: 44, scope: !40)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 6, column: 29, scope: !41)
!64 = !DILocation(line: 6, column: 23, scope: !41)
!65 = distinct !{!65, !47, !66, !62}
!66 = !DILocation(line: 8, column: 44, scope: !37)
!67 = !DILocation(line: 5, column: 27, scope: !38)
!68 = distinct !{!68, !45, !69, !62}
!69 = !DILocation(line: 8, column: 44, scope: !35)
!70 = !DILocation(line: 9, column: 1, scope: !19)
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !72, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!22}
!74 = !{!75, !76, !77, !78, !79, !81, !84, !85, !87}
!75 = !DILocalVariable(name: "n", scope: !71, file: !2, line: 11, type: !22)
!76 = !DILocalVariable(name: "A", scope: !71, file: !2, line: 12, type: !24)
!77 = !DILocalVariable(name: "B", scope: !71, file: !2, line: 13, type: !24)
!78 = !DILocalVariable(name: "C", scope: !71, file: !2, line: 14, type: !24)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 15, type: !22)
!80 = distinct !DILexicalBlock(scope: !71, file: !2, line: 15, column: 3)
!81 = !DILocalVariable(name: "j", scope: !82, file: !2, line: 16, type: !22)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 16, column: 5)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 15, column: 3)
!84 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 22, type: !9)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 23, type: !22)
!86 = distinct !DILexicalBlock(scope: !71, file: !2, line: 23, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !2, line: 24, type: !22)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 24, column: 5)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 23, column: 3)
!90 = !DILocation(line: 0, scope: !71)
!91 = !DILocation(line: 12, column: 20, scope: !71)
!92 = !DILocation(line: 13, column: 20, scope: !71)
!93 = !DILocation(line: 14, column: 20, scope: !71)
!94 = !DILocation(line: 0, scope: !80)
!95 = !DILocation(line: 15, column: 3, scope: !80)
!96 = !DILocation(line: 0, scope: !82)
!97 = !DILocation(line: 16, column: 5, scope: !82)
!98 = !DILocation(line: 21, column: 3, scope: !71)
!99 = !DILocation(line: 0, scope: !86)
!100 = !DILocation(line: 23, column: 3, scope: !86)
!101 = !DILocation(line: 15, column: 27, scope: !83)
!102 = !DILocation(line: 15, column: 21, scope: !83)
!103 = distinct !{!103, !95, !104, !62}
!104 = !DILocation(line: 20, column: 5, scope: !80)
!105 = !DILocation(line: 17, column: 29, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 16, column: 33)
!107 = distinct !DILexicalBlock(scope: !82, file: !2, line: 16, column: 5)
!108 = !DILocation(line: 17, column: 38, scope: !106)
!109 = !DILocation(line: 17, column: 17, scope: !106)
!110 = !DILocation(line: 17, column: 43, scope: !106)
!111 = !DILocation(line: 17, column: 7, scope: !106)
!112 = !DILocation(line: 17, column: 15, scope: !106)
!113 = !DILocation(line: 18, column: 34, scope: !106)
!114 = !DILocation(line: 18, column: 29, scope: !106)
!115 = !DILocation(line: 18, column: 40, scope: !106)
!116 = !DILocation(line: 18, column: 17, scope: !106)
!117 = !DILocation(line: 18, column: 45, scope: !106)
!118 = !DILocation(line: 18, column: 7, scope: !106)
!119 = !DILocation(line: 18, column: 15, scope: !106)
!120 = !DILocation(line: 19, column: 38, scope: !106)
!121 = !DILocation(line: 19, column: 17, scope: !106)
!122 = !DILocation(line: 19, column: 43, scope: !106)
!123 = !DILocation(line: 19, column: 7, scope: !106)
!124 = !DILocation(line: 19, column: 15, scope: !106)
!125 = !DILocation(line: 16, column: 29, scope: !107)
!126 = !DILocation(line: 16, column: 23, scope: !107)
!127 = distinct !{!127, !97, !128, !62}
!128 = !DILocation(line: 20, column: 5, scope: !82)
!129 = !DILocation(line: 0, scope: !88)
!130 = !DILocation(line: 24, column: 5, scope: !88)
!131 = !DILocation(line: 26, column: 3, scope: !71)
!132 = !DILocation(line: 28, column: 1, scope: !71)
!133 = !DILocation(line: 23, column: 27, scope: !89)
!134 = !DILocation(line: 23, column: 21, scope: !89)
!135 = distinct !{!135, !100, !136, !62}
!136 = !DILocation(line: 25, column: 42, scope: !86)
!137 = !DILocation(line: 25, column: 12, scope: !138)
!138 = distinct !DILexicalBlock(scope: !88, file: !2, line: 24, column: 5)
!139 = !DILocation(line: 25, column: 34, scope: !138)
!140 = !DILocation(line: 25, column: 30, scope: !138)
!141 = !DILocation(line: 25, column: 39, scope: !138)
!142 = !DILocation(line: 25, column: 25, scope: !138)
!143 = !DILocation(line: 25, column: 22, scope: !138)
!144 = !DILocation(line: 25, column: 9, scope: !138)
!145 = !DILocation(line: 24, column: 29, scope: !138)
!146 = !DILocation(line: 24, column: 23, scope: !138)
!147 = distinct !{!147, !130, !148, !62}
!148 = !DILocation(line: 25, column: 42, scope: !88)
!149 = !DISubprogram(name: "malloc", scope: !150, file: !150, line: 553, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !154}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !155, line: 18, baseType: !156)
!155 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!156 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!157 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!22, !161, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

