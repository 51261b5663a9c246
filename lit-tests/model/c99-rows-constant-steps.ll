; PolyBench's seidel-2d built with -DPOLYBENCH_USE_C99_PROTO (the kernel
; takes `double A[n][n]`, inlined with n constant): LLVM addresses the
; nine neighbours from one row pointer with constant byte steps between
; (`gep i8, %row, -320`, then `gep double, ..., j`). The array gets rows of
; 40 elements, each constant cut into whole rows and an element of the row
; (A[i1 + 2, 0] for A[i + 1][j - 1] with i and j from 1), not a linear
; A[40 i1 + 80] nor an element index of -40: every element stays within
; its row, proved. The round trip prints what the original prints.
; RUN: %opt -passes='tessera<only=smooth;print-model;codegen=never>' %s -disable-output | FileCheck --check-prefix=MODEL %s
; RUN: %opt -passes='tessera<only=smooth;schedule=original;codegen=always>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: seidel.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| static void seidel(int t, int n, double A[n][n]) {
;    5|   for (int s = 0; s < t; s++)
;    6|     for (int i = 1; i < n - 1; i++)
;    7|       for (int j = 1; j < n - 1; j++)
;    8|         A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
;    9|                    A[i][j - 1] + A[i][j] + A[i][j + 1] +
;   10|                    A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
;   11| }
;   12|
;   13| __attribute__((noinline)) void smooth(int t, double *A) {
;   14|   seidel(t, 40, (double (*)[40])A);
;   15| }
;   16|
;   17| int main(int argc, char **argv) {
;   18|   enum { n = 40 };
;   19|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   20|   for (int i = 0; i < n; i++)
;   21|     for (int j = 0; j < n; j++)
;   22|       A[i][j] = ((double)i * (j + 2) + 2) / n;
;   23|   smooth(argc > 1 ? atoi(argv[1]) : 4, &A[0][0]);
;   24|   double s = 0;
;   25|   for (int i = 0; i < n; i++)
;   26|     for (int j = 0; j < n; j++)
;   27|       s += A[i][j] * (1 + (i + 3 * j) % 7);
;   28|   printf("%.17g\n", s);
;   29|   return 0;
;   30| }
; END-SOURCE
;
; MODEL: array @A : f64 [?, 40] memory size 8
; MODEL: read #8 @A "[t] -> { S0[i0, i1] -> A[i1 + 2, 0] }"
; MODEL: write #15 @A "[t] -> { S1[i0, i1, i2] -> A[i1 + 1, i2 + 1] }"
; REMARK: remark: seidel.c:5:3: regenerated SCoP smooth.scop0 (3 loops, {{[0-9]+}} statements) from its schedule

; ModuleID = 'seidel.c'
source_filename = "seidel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @smooth(i32 noundef %t, ptr nocapture noundef %A) local_unnamed_addr #0 !dbg !50 {
entry:
    #dbg_value(i32 %t, !55, !DIExpression(), !57)
    #dbg_value(ptr %A, !56, !DIExpression(), !57)
    #dbg_value(i32 %t, !58, !DIExpression(), !77)
    #dbg_value(i32 40, !67, !DIExpression(), !77)
    #dbg_value(ptr %A, !68, !DIExpression(), !77)
    #dbg_value(i32 0, !69, !DIExpression(), !79)
  %cmp111.i = icmp sgt i32 %t, 0, !dbg !80
  br i1 %cmp111.i, label %for.cond1.preheader.i, label %seidel.exit, !dbg !81

for.cond1.preheader.i:                            ; preds = %entry, %for.cond.cleanup3.i
  %s.0112.i = phi i32 [ %inc71.i, %for.cond.cleanup3.i ], [ 0, %entry ]
    #dbg_value(i32 %s.0112.i, !69, !DIExpression(), !79)
    #dbg_value(i32 1, !71, !DIExpression(), !82)
  br label %for.cond5.preheader.i, !dbg !83

for.cond5.preheader.i:                            ; preds = %for.cond.cleanup8.i, %for.cond1.preheader.i
  %indvars.iv115.i = phi i64 [ 1, %for.cond1.preheader.i ], [ %indvars.iv.next116.i, %for.cond.cleanup8.i ]
    #dbg_value(i64 %indvars.iv115.i, !71, !DIExpression(), !82)
  %.idx.i = mul nuw nsw i64 %indvars.iv115.i, 320
  %0 = getelementptr i8, ptr %A, i64 %.idx.i
  %arrayidx.i = getelementptr i8, ptr %0, i64 -320
  %arrayidx45.i = getelementptr inbounds i8, ptr %0, i64 320
    #dbg_value(i32 1, !74, !DIExpression(), !84)
  %.pre.i = load double, ptr %arrayidx.i, align 8, !dbg !85, !tbaa !87
  %arrayidx18.phi.trans.insert.i = getelementptr i8, ptr %0, i64 -312
  %.pre120.i = load double, ptr %arrayidx18.phi.trans.insert.i, align 8, !dbg !91, !tbaa !87
  %.pre121.i = load double, ptr %0, align 8, !dbg !92, !tbaa !87
  %arrayidx35.phi.trans.insert.i = getelementptr inbounds i8, ptr %0, i64 8
  %.pre122.i = load double, ptr %arrayidx35.phi.trans.insert.i, align 8, !dbg !93, !tbaa !87
  %.pre123.i = load double, ptr %arrayidx45.i, align 8, !dbg !94, !tbaa !87
  %arrayidx54.phi.trans.insert.i = getelementptr inbounds i8, ptr %0, i64 328
  %.pre124.i = load double, ptr %arrayidx54.phi.trans.insert.i, align 8, !dbg !95, !tbaa !87
  br label %for.body9.i, !dbg !96

for.cond.cleanup3.i:                              ; preds = %for.cond.cleanup8.i
  %inc71.i = add nuw nsw i32 %s.0112.i, 1, !dbg !97
    #dbg_value(i32 %inc71.i, !69, !DIExpression(), !79)
  %exitcond119.not.i = icmp eq i32 %inc71.i, %t, !dbg !80
  br i1 %exitcond119.not.i, label %seidel.exit, label %for.cond1.preheader.i, !dbg !81, !llvm.loop !98

for.cond.cleanup8.i:                              ; preds = %for.body9.i
  %indvars.iv.next116.i = add nuw nsw i64 %indvars.iv115.i, 1, !dbg !101
    #dbg_value(i64 %indvars.iv.next116.i, !71, !DIExpression(), !82)
  %exitcond118.not.i = icmp eq i64 %indvars.iv.next116.i, 39, !dbg !102
  br i1 %exitcond118.not.i, label %for.cond.cleanup3.i, label %for.cond5.preheader.i, !dbg !83, !llvm.loop !103

for.body9.i:                                      ; preds = %for.body9.i, %for.cond5.preheader.i
  %1 = phi double [ %.pre124.i, %for.cond5.preheader.i ], [ %9, %for.body9.i ], !dbg !95
  %2 = phi double [ %.pre123.i, %for.cond5.preheader.i ], [ %1, %for.body9.i ], !dbg !94
  %3 = phi double [ %.pre122.i, %for.cond5.preheader.i ], [ %8, %for.body9.i ], !dbg !93
  %4 = phi double [ %.pre121.i, %for.cond5.preheader.i ], [ %div.i, %for.body9.i ], !dbg !92
  %5 = phi double [ %.pre120.i, %for.cond5.preheader.i ], [ %7, %for.body9.i ], !dbg !91
  %6 = phi double [ %.pre.i, %for.cond5.preheader.i ], [ %5, %for.body9.i ], !dbg !85
  %indvars.iv.i = phi i64 [ 1, %for.cond5.preheader.i ], [ %indvars.iv.next.i, %for.body9.i ]
    #dbg_value(i64 %indvars.iv.i, !74, !DIExpression(), !84)
  %add.i = fadd double %5, %6, !dbg !105
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !106
  %arrayidx24.i = getelementptr inbounds double, ptr %arrayidx.i, i64 %indvars.iv.next.i, !dbg !107
  %7 = load double, ptr %arrayidx24.i, align 8, !dbg !107, !tbaa !87
  %add25.i = fadd double %add.i, %7, !dbg !108
  %add31.i = fadd double %4, %add25.i, !dbg !109
  %arrayidx35.i = getelementptr inbounds double, ptr %0, i64 %indvars.iv.i, !dbg !93
  %add36.i = fadd double %3, %add31.i, !dbg !110
  %arrayidx41.i = getelementptr inbounds double, ptr %0, i64 %indvars.iv.next.i, !dbg !111
  %8 = load double, ptr %arrayidx41.i, align 8, !dbg !111, !tbaa !87
  %add42.i = fadd double %8, %add36.i, !dbg !112
  %add49.i = fadd double %2, %add42.i, !dbg !113
  %add55.i = fadd double %1, %add49.i, !dbg !114
  %arrayidx61.i = getelementptr inbounds double, ptr %arrayidx45.i, i64 %indvars.iv.next.i, !dbg !115
  %9 = load double, ptr %arrayidx61.i, align 8, !dbg !115, !tbaa !87
  %add62.i = fadd double %9, %add55.i, !dbg !116
  %div.i = fdiv double %add62.i, 9.000000e+00, !dbg !117
  store double %div.i, ptr %arrayidx35.i, align 8, !dbg !118, !tbaa !87
    #dbg_value(i64 %indvars.iv.next.i, !74, !DIExpression(), !84)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 39, !dbg !119
  br i1 %exitcond.not.i, label %for.cond.cleanup8.i, label %for.body9.i, !dbg !96, !llvm.loop !120

seidel.exit:                                      ; preds = %for.cond.cleanup3.i, %entry
  ret void, !dbg !122
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !10 {
entry:
    #dbg_value(i32 %argc, !17, !DIExpression(), !123)
    #dbg_value(ptr %argv, !18, !DIExpression(), !123)
  %call = tail call noalias dereferenceable_or_null(12800) ptr @malloc(i64 noundef 12800) #6, !dbg !124
    #dbg_value(ptr %call, !19, !DIExpression(), !123)
    #dbg_value(i32 0, !25, !DIExpression(), !125)
  br label %for.cond1.preheader, !dbg !126

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv67 = phi i64 [ 0, %entry ], [ %indvars.iv.next68, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv67, !25, !DIExpression(), !125)
  %0 = trunc nuw nsw i64 %indvars.iv67 to i32
  %conv = uitofp nneg i32 %0 to double
    #dbg_value(i32 0, !27, !DIExpression(), !127)
  br label %for.body4, !dbg !128

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  %cmp11 = icmp sgt i32 %argc, 1, !dbg !129
  br i1 %cmp11, label %cond.true, label %cond.end, !dbg !130

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next68 = add nuw nsw i64 %indvars.iv67, 1, !dbg !131
    #dbg_value(i64 %indvars.iv.next68, !25, !DIExpression(), !125)
  %exitcond70.not = icmp eq i64 %indvars.iv.next68, 40, !dbg !132
  br i1 %exitcond70.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !126, !llvm.loop !133

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !27, !DIExpression(), !127)
  %1 = trunc i64 %indvars.iv to i32, !dbg !135
  %2 = add i32 %1, 2, !dbg !135
  %conv5 = uitofp nneg i32 %2 to double, !dbg !135
  %3 = tail call double @llvm.fmuladd.f64(double %conv, double %conv5, double 2.000000e+00), !dbg !137
  %div = fdiv double %3, 4.000000e+01, !dbg !138
  %arrayidx7 = getelementptr inbounds [40 x double], ptr %call, i64 %indvars.iv67, i64 %indvars.iv, !dbg !139
  store double %div, ptr %arrayidx7, align 8, !dbg !140, !tbaa !87
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !141
    #dbg_value(i64 %indvars.iv.next, !27, !DIExpression(), !127)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 40, !dbg !142
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !128, !llvm.loop !143

cond.true:                                        ; preds = %for.cond.cleanup
  %arrayidx13 = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !145
  %4 = load ptr, ptr %arrayidx13, align 8, !dbg !145, !tbaa !146
    #dbg_value(ptr %4, !148, !DIExpression(), !156)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %4, ptr noundef null, i32 noundef 10) #7, !dbg !158
  %conv.i = trunc i64 %call.i to i32, !dbg !159
  br label %cond.end, !dbg !130

cond.end:                                         ; preds = %for.cond.cleanup, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 4, %for.cond.cleanup ], !dbg !130
  tail call void @smooth(i32 noundef %cond, ptr noundef nonnull %call), !dbg !160
    #dbg_value(double 0.000000e+00, !30, !DIExpression(), !123)
    #dbg_value(i32 0, !31, !DIExpression(), !161)
  br label %for.cond24.preheader, !dbg !162

for.cond24.preheader:                             ; preds = %cond.end, %for.cond.cleanup27
  %indvars.iv77 = phi i64 [ 0, %cond.end ], [ %indvars.iv.next78, %for.cond.cleanup27 ]
  %s.063 = phi double [ 0.000000e+00, %cond.end ], [ %9, %for.cond.cleanup27 ]
    #dbg_value(i64 %indvars.iv77, !31, !DIExpression(), !161)
    #dbg_value(double %s.063, !30, !DIExpression(), !123)
    #dbg_value(i32 0, !33, !DIExpression(), !163)
    #dbg_value(double %s.063, !30, !DIExpression(), !123)
  br label %for.body28, !dbg !164

for.cond.cleanup21:                               ; preds = %for.cond.cleanup27
  %call43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9), !dbg !165
  ret i32 0, !dbg !166

for.cond.cleanup27:                               ; preds = %for.body28
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1, !dbg !167
    #dbg_value(i64 %indvars.iv.next78, !31, !DIExpression(), !161)
    #dbg_value(double %9, !30, !DIExpression(), !123)
  %exitcond80.not = icmp eq i64 %indvars.iv.next78, 40, !dbg !168
  br i1 %exitcond80.not, label %for.cond.cleanup21, label %for.cond24.preheader, !dbg !162, !llvm.loop !169

for.body28:                                       ; preds = %for.cond24.preheader, %for.body28
  %indvars.iv71 = phi i64 [ 0, %for.cond24.preheader ], [ %indvars.iv.next72, %for.body28 ]
  %s.161 = phi double [ %s.063, %for.cond24.preheader ], [ %9, %for.body28 ]
    #dbg_value(i64 %indvars.iv71, !33, !DIExpression(), !163)
    #dbg_value(double %s.161, !30, !DIExpression(), !123)
  %arrayidx32 = getelementptr inbounds [40 x double], ptr %call, i64 %indvars.iv77, i64 %indvars.iv71, !dbg !171
  %5 = load double, ptr %arrayidx32, align 8, !dbg !171, !tbaa !87
  %6 = mul nuw nsw i64 %indvars.iv71, 3, !dbg !173
  %7 = add nuw nsw i64 %6, %indvars.iv77, !dbg !174
  %8 = trunc nuw nsw i64 %7 to i32, !dbg !175
  %rem = urem i32 %8, 7, !dbg !175
  %add34 = add nuw nsw i32 %rem, 1, !dbg !176
  %conv35 = uitofp nneg i32 %add34 to double, !dbg !177
  %9 = tail call double @llvm.fmuladd.f64(double %5, double %conv35, double %s.161), !dbg !178
    #dbg_value(double %9, !30, !DIExpression(), !123)
  %indvars.iv.next72 = add nuw nsw i64 %indvars.iv71, 1, !dbg !179
    #dbg_value(i64 %indvars.iv.next72, !33, !DIExpression(), !163)
  %exitcond76.not = icmp eq i64 %indvars.iv.next72, 40, !dbg !180
  br i1 %exitcond76.not, label %for.cond.cleanup27, label %for.body28, !dbg !164, !llvm.loop !181
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !183 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare !dbg !189 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !194 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "seidel.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ec6bf91d3afdf87612160f330bf6f8d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !39, globals: !41, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !10, file: !2, line: 18, baseType: !36, size: 32, elements: !37)
!10 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!16 = !{!17, !18, !19, !25, !27, !30, !31, !33}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !2, line: 17, type: !13)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !2, line: 17, type: !14)
!19 = !DILocalVariable(name: "A", scope: !10, file: !2, line: 19, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 2560, elements: !23)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !{!24}
!24 = !DISubrange(count: 40)
!25 = !DILocalVariable(name: "i", scope: !26, file: !2, line: 20, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !2, line: 20, column: 3)
!27 = !DILocalVariable(name: "j", scope: !28, file: !2, line: 21, type: !13)
!28 = distinct !DILexicalBlock(scope: !29, file: !2, line: 21, column: 5)
!29 = distinct !DILexicalBlock(scope: !26, file: !2, line: 20, column: 3)
!30 = !DILocalVariable(name: "s", scope: !10, file: !2, line: 24, type: !22)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 25, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !2, line: 25, column: 3)
!33 = !DILocalVariable(name: "j", scope: !34, file: !2, line: 26, type: !13)
!34 = distinct !DILexicalBlock(scope: !35, file: !2, line: 26, column: 5)
!35 = distinct !DILexicalBlock(scope: !32, file: !2, line: 25, column: 3)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !{!38}
!38 = !DIEnumerator(name: "n", value: 40)
!39 = !{!20, !22, !13, !14, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!41 = !{!0}
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "smooth", scope: !2, file: !2, line: 13, type: !51, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !13, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!54 = !{!55, !56}
!55 = !DILocalVariable(name: "t", arg: 1, scope: !50, file: !2, line: 13, type: !13)
!56 = !DILocalVariable(name: "A", arg: 2, scope: !50, file: !2, line: 13, type: !53)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocalVariable(name: "t", arg: 1, scope: !59, file: !2, line: 4, type: !13)
!59 = distinct !DISubprogram(name: "seidel", scope: !2, file: !2, line: 4, type: !60, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !66)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !13, !13, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: -1)
!66 = !{!58, !67, !68, !69, !71, !74}
!67 = !DILocalVariable(name: "n", arg: 2, scope: !59, file: !2, line: 4, type: !13)
!68 = !DILocalVariable(name: "A", arg: 3, scope: !59, file: !2, line: 4, type: !62)
!69 = !DILocalVariable(name: "s", scope: !70, file: !2, line: 5, type: !13)
!70 = distinct !DILexicalBlock(scope: !59, file: !2, line: 5, column: 3)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 6, type: !13)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 6, column: 5)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 5, column: 3)
!74 = !DILocalVariable(name: "j", scope: !75, file: !2, line: 7, type: !13)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 7, column: 7)
!76 = distinct !DILexicalBlock(scope: !72, file: !2, line: 6, column: 5)
!77 = !DILocation(line: 0, scope: !59, inlinedAt: !78)
!78 = distinct !DILocation(line: 14, column: 3, scope: !50)
!79 = !DILocation(line: 0, scope: !70, inlinedAt: !78)
!80 = !DILocation(line: 5, column: 21, scope: !73, inlinedAt: !78)
!81 = !DILocation(line: 5, column: 3, scope: !70, inlinedAt: !78)
!82 = !DILocation(line: 0, scope: !72, inlinedAt: !78)
!83 = !DILocation(line: 6, column: 5, scope: !72, inlinedAt: !78)
!84 = !DILocation(line: 0, scope: !75, inlinedAt: !78)
!85 = !DILocation(line: 8, column: 20, scope: !86, inlinedAt: !78)
!86 = distinct !DILexicalBlock(scope: !75, file: !2, line: 7, column: 7)
!87 = !{!88, !88, i64 0}
!88 = !{!"double", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 8, column: 38, scope: !86, inlinedAt: !78)
!92 = !DILocation(line: 9, column: 20, scope: !86, inlinedAt: !78)
!93 = !DILocation(line: 9, column: 34, scope: !86, inlinedAt: !78)
!94 = !DILocation(line: 10, column: 20, scope: !86, inlinedAt: !78)
!95 = !DILocation(line: 10, column: 38, scope: !86, inlinedAt: !78)
!96 = !DILocation(line: 7, column: 7, scope: !75, inlinedAt: !78)
!97 = !DILocation(line: 5, column: 27, scope: !73, inlinedAt: !78)
!98 = distinct !{!98, !81, !99, !100}
!99 = !DILocation(line: 10, column: 71, scope: !70, inlinedAt: !78)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 6, column: 33, scope: !76, inlinedAt: !78)
!102 = !DILocation(line: 6, column: 23, scope: !76, inlinedAt: !78)
!103 = distinct !{!103, !83, !104, !100}
!104 = !DILocation(line: 10, column: 71, scope: !72, inlinedAt: !78)
!105 = !DILocation(line: 8, column: 36, scope: !86, inlinedAt: !78)
!106 = !DILocation(line: 8, column: 63, scope: !86, inlinedAt: !78)
!107 = !DILocation(line: 8, column: 52, scope: !86, inlinedAt: !78)
!108 = !DILocation(line: 8, column: 50, scope: !86, inlinedAt: !78)
!109 = !DILocation(line: 8, column: 68, scope: !86, inlinedAt: !78)
!110 = !DILocation(line: 9, column: 32, scope: !86, inlinedAt: !78)
!111 = !DILocation(line: 9, column: 44, scope: !86, inlinedAt: !78)
!112 = !DILocation(line: 9, column: 42, scope: !86, inlinedAt: !78)
!113 = !DILocation(line: 9, column: 56, scope: !86, inlinedAt: !78)
!114 = !DILocation(line: 10, column: 36, scope: !86, inlinedAt: !78)
!115 = !DILocation(line: 10, column: 52, scope: !86, inlinedAt: !78)
!116 = !DILocation(line: 10, column: 50, scope: !86, inlinedAt: !78)
!117 = !DILocation(line: 10, column: 69, scope: !86, inlinedAt: !78)
!118 = !DILocation(line: 8, column: 17, scope: !86, inlinedAt: !78)
!119 = !DILocation(line: 7, column: 25, scope: !86, inlinedAt: !78)
!120 = distinct !{!120, !96, !121, !100}
!121 = !DILocation(line: 10, column: 71, scope: !75, inlinedAt: !78)
!122 = !DILocation(line: 15, column: 1, scope: !50)
!123 = !DILocation(line: 0, scope: !10)
!124 = !DILocation(line: 19, column: 20, scope: !10)
!125 = !DILocation(line: 0, scope: !26)
!126 = !DILocation(line: 20, column: 3, scope: !26)
!127 = !DILocation(line: 0, scope: !28)
!128 = !DILocation(line: 21, column: 5, scope: !28)
!129 = !DILocation(line: 23, column: 15, scope: !10)
!130 = !DILocation(line: 23, column: 10, scope: !10)
!131 = !DILocation(line: 20, column: 27, scope: !29)
!132 = !DILocation(line: 20, column: 21, scope: !29)
!133 = distinct !{!133, !126, !134, !100}
!134 = !DILocation(line: 22, column: 45, scope: !26)
!135 = !DILocation(line: 22, column: 30, scope: !136)
!136 = distinct !DILexicalBlock(scope: !28, file: !2, line: 21, column: 5)
!137 = !DILocation(line: 22, column: 38, scope: !136)
!138 = !DILocation(line: 22, column: 43, scope: !136)
!139 = !DILocation(line: 22, column: 7, scope: !136)
!140 = !DILocation(line: 22, column: 15, scope: !136)
!141 = !DILocation(line: 21, column: 29, scope: !136)
!142 = !DILocation(line: 21, column: 23, scope: !136)
!143 = distinct !{!143, !128, !144, !100}
!144 = !DILocation(line: 22, column: 45, scope: !28)
!145 = !DILocation(line: 23, column: 26, scope: !10)
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !89, i64 0}
!148 = !DILocalVariable(name: "__nptr", arg: 1, scope: !149, file: !150, line: 362, type: !153)
!149 = distinct !DISubprogram(name: "atoi", scope: !150, file: !150, line: 362, type: !151, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !155)
!150 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!13, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!155 = !{!148}
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 23, column: 21, scope: !10)
!158 = !DILocation(line: 364, column: 16, scope: !149, inlinedAt: !157)
!159 = !DILocation(line: 364, column: 10, scope: !149, inlinedAt: !157)
!160 = !DILocation(line: 23, column: 3, scope: !10)
!161 = !DILocation(line: 0, scope: !32)
!162 = !DILocation(line: 25, column: 3, scope: !32)
!163 = !DILocation(line: 0, scope: !34)
!164 = !DILocation(line: 26, column: 5, scope: !34)
!165 = !DILocation(line: 28, column: 3, scope: !10)
!166 = !DILocation(line: 30, column: 1, scope: !10)
!167 = !DILocation(line: 25, column: 27, scope: !35)
!168 = !DILocation(line: 25, column: 21, scope: !35)
!169 = distinct !{!169, !162, !170, !100}
!170 = !DILocation(line: 27, column: 42, scope: !32)
!171 = !DILocation(line: 27, column: 12, scope: !172)
!172 = distinct !DILexicalBlock(scope: !34, file: !2, line: 26, column: 5)
!173 = !DILocation(line: 27, column: 34, scope: !172)
!174 = !DILocation(line: 27, column: 30, scope: !172)
!175 = !DILocation(line: 27, column: 39, scope: !172)
!176 = !DILocation(line: 27, column: 25, scope: !172)
!177 = !DILocation(line: 27, column: 22, scope: !172)
!178 = !DILocation(line: 27, column: 9, scope: !172)
!179 = !DILocation(line: 26, column: 29, scope: !172)
!180 = !DILocation(line: 26, column: 23, scope: !172)
!181 = distinct !{!181, !164, !182, !100}
!182 = !DILocation(line: 27, column: 42, scope: !34)
!183 = !DISubprogram(name: "malloc", scope: !150, file: !150, line: 553, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!40, !186}
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !187, line: 18, baseType: !188)
!187 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!188 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!189 = !DISubprogram(name: "printf", scope: !190, file: !190, line: 356, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!191 = !DISubroutineType(types: !192)
!192 = !{!13, !193, null}
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!194 = !DISubprogram(name: "strtol", scope: !150, file: !150, line: 177, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !193, !198, !13}
!197 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)

