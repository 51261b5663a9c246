; A matrix-vector product y[i] = sum_j A[i][j] * x[j]: its (i, j) band has
; stride 1 inside and no tiling is predicted to pay, but the j loop
; carries a chain of dependent additions per row. The outer loop is
; unrolled by 4 and jammed into it: four rows' independent chains per
; iteration of j, which hides the latency of the additions (gesummv, bicg,
; mvt, gemver). In the IR, a jammed loop body with four multiply-adds and
; stores when all four rows exist, the plain loop for the last partial
; group (n = 103). The program prints what the original prints.
; RUN: %opt -passes='tessera<only=matvec;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 8 > %t.out && %t.ref 8 > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: matvec.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void matvec(int n, double y[restrict n], double A[restrict n][n],
;    5|                                       const double x[restrict n]) {
;    6|   for (int i = 0; i < n; i++) {
;    7|     y[i] = 0.0;
;    8|     for (int j = 0; j < n; j++)
;    9|       y[i] += A[i][j] * x[j];
;   10|   }
;   11| }
;   12|
;   13| int main(int argc, char **argv) {
;   14|   int n = argc > 1 ? atoi(argv[1]) : 103;
;   15|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   16|   double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
;   17|   for (int i = 0; i < n; i++) {
;   18|     x[i] = (double)(i % 9) / 9.0;
;   19|     for (int j = 0; j < n; j++)
;   20|       A[i][j] = (double)((i * 3 + j * 5) % 17) / 17.0;
;   21|   }
;   22|   matvec(n, y, A, x);
;   23|   double s = 0;
;   24|   for (int i = 0; i < n; i++)
;   25|     s += y[i] * (1 + i % 7);
;   26|   printf("%.17g\n", s);
;   27|   return 0;
;   28| }
; END-SOURCE
;
; REMARK: remark: matvec.c:6:3: SCoP matvec.scop0: fusion smart: distributed (a flow dependence joins statements of different depths): 3 loop nest(s) {S0} {S1} {S2}; 2 loops over S1 kept untiled (stride 1 inside), the outer one unrolled by 4 and jammed: its inner loop carries reductions, 4 independent chains
; REMARK: remark: matvec.c:6:3: regenerated SCoP matvec.scop0 (2 loops, 3 statements) from its schedule
; The register tile's point loop c3 (the four rows) inside j (c2).
; BLESS-BEGIN: AST
; AST: // matvec.scop0: regenerated loop nest
; AST-NEXT: {
; AST-NEXT:   for (int c0 = 0; c0 < n; c0 += 1)
; AST-NEXT:     S0(c0);
; AST-NEXT:   for (int c0 = 0; c0 <= (n - 1) / 4; c0 += 1)
; AST-NEXT:     for (int c1 = 0; c1 < n; c1 += 1) {
; AST-NEXT:       // tessera.unroll:0
; AST-NEXT:       for (int c2 = 4 * c0; c2 <= min(n - 1, 4 * c0 + 3); c2 += 1)
; AST-NEXT:         S1(c2, c1);
; AST-NEXT:     }
; AST-NEXT:   for (int c0 = 0; c0 < n; c0 += 1)
; AST-NEXT:     S2(c0);
; AST-NEXT: }
; BLESS-END
; CHECK-LABEL: define {{.*}} @matvec(
; CHECK: br i1 %{{[0-9]+}}, label %tessera.jammed, label %tessera.partial
; CHECK: tessera.jammed:
; CHECK-NEXT: br label %[[JAMMED:tessera.for[0-9]+]]
; CHECK: tessera.partial:
; CHECK-NEXT: br label %[[PARTIAL:tessera.for[0-9]+]]
; The jammed j loop: one body, four rows' multiply-adds, then the next j.
; CHECK: [[JAMMED]]:
; CHECK: tessera.body{{[0-9]+}}:
; CHECK-COUNT-4: call double @llvm.fmuladd.f64
; CHECK-NEXT: store double
; CHECK-NEXT: = add i64 %c1, 1
; CHECK-NEXT: br label %[[JAMMED]]
; The partial group: the rows' loop as it is, one multiply-add per row.
; CHECK: [[PARTIAL]]:
; CHECK: call double @llvm.fmuladd.f64
; CHECK-NEXT: store double

; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matvec(i32 noundef %n, ptr noalias nocapture noundef writeonly %y, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %x) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !37, !DIExpression(), !47)
    #dbg_value(ptr %y, !38, !DIExpression(), !47)
    #dbg_value(ptr %A, !39, !DIExpression(), !47)
    #dbg_value(ptr %x, !40, !DIExpression(), !47)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !41, !DIExpression(), !48)
  %cmp31 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp31, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !50

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !51

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv34 = phi i64 [ %indvars.iv.next35, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv34, !41, !DIExpression(), !48)
  %arrayidx = getelementptr inbounds double, ptr %y, i64 %indvars.iv34, !dbg !52
    #dbg_value(i32 0, !43, !DIExpression(), !53)
  %1 = mul nuw nsw i64 %indvars.iv34, %0
  %arrayidx6 = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4, !dbg !54

for.cond.cleanup3:                                ; preds = %for.body4
  store double %5, ptr %arrayidx, align 8, !dbg !55, !tbaa !57
  %indvars.iv.next35 = add nuw nsw i64 %indvars.iv34, 1, !dbg !61
    #dbg_value(i64 %indvars.iv.next35, !41, !DIExpression(), !48)
  %exitcond38.not = icmp eq i64 %indvars.iv.next35, %0, !dbg !49
  br i1 %exitcond38.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !50, !llvm.loop !62

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ], !dbg !66
  %2 = phi double [ 0.000000e+00, %for.body4.lr.ph ], [ %5, %for.body4 ], !dbg !66
    #dbg_value(i64 %indvars.iv, !43, !DIExpression(), !53)
  %arrayidx8 = getelementptr inbounds double, ptr %arrayidx6, i64 %indvars.iv, !dbg !66
  %3 = load double, ptr %arrayidx8, align 8, !dbg !66, !tbaa !57
  %arrayidx10 = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !67
  %4 = load double, ptr %arrayidx10, align 8, !dbg !67, !tbaa !57
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !68
    #dbg_value(i64 %indvars.iv.next, !43, !DIExpression(), !53)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !69
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !54, !llvm.loop !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !72 {
entry:
    #dbg_value(i32 %argc, !76, !DIExpression(), !91)
    #dbg_value(ptr %argv, !77, !DIExpression(), !91)
  %cmp = icmp sgt i32 %argc, 1, !dbg !92
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !93

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !94
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !94, !tbaa !95
    #dbg_value(ptr %0, !97, !DIExpression(), !105)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !107
  %conv.i = trunc i64 %call.i to i32, !dbg !108
  br label %cond.end, !dbg !93

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 103, %entry ], !dbg !93
    #dbg_value(i32 %cond, !78, !DIExpression(), !91)
  %1 = zext i32 %cond to i64, !dbg !109
  %2 = shl nuw nsw i64 %1, 3, !dbg !110
  %3 = mul i64 %2, %1, !dbg !110
  %call1 = tail call noalias ptr @malloc(i64 noundef %3) #7, !dbg !111
    #dbg_value(ptr %call1, !79, !DIExpression(), !91)
  %conv = sext i32 %cond to i64, !dbg !112
  %mul = shl nsw i64 %conv, 3, !dbg !113
  %call2 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !114
    #dbg_value(ptr %call2, !80, !DIExpression(), !91)
  %call5 = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !115
    #dbg_value(ptr %call5, !81, !DIExpression(), !91)
    #dbg_value(i32 0, !82, !DIExpression(), !116)
  %cmp668 = icmp sgt i32 %cond, 0, !dbg !117
  br i1 %cmp668, label %for.body14.lr.ph, label %for.cond.cleanup.thread, !dbg !118

for.cond.cleanup.thread:                          ; preds = %cond.end
  tail call void @matvec(i32 noundef %cond, ptr noundef %call5, ptr noundef %call1, ptr noundef %call2), !dbg !119
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !91)
    #dbg_value(i32 0, !89, !DIExpression(), !120)
  br label %for.cond.cleanup31, !dbg !121

for.cond.cleanup:                                 ; preds = %for.cond.cleanup13
  tail call void @matvec(i32 noundef %cond, ptr noundef %call5, ptr noundef nonnull %call1, ptr noundef %call2), !dbg !119
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !91)
    #dbg_value(i32 0, !89, !DIExpression(), !120)
  br i1 %cmp668, label %for.body32, label %for.cond.cleanup31, !dbg !121

for.body14.lr.ph:                                 ; preds = %cond.end, %for.cond.cleanup13
  %indvars.iv76 = phi i64 [ %indvars.iv.next77, %for.cond.cleanup13 ], [ 0, %cond.end ]
    #dbg_value(i64 %indvars.iv76, !82, !DIExpression(), !116)
  %4 = trunc nuw nsw i64 %indvars.iv76 to i32, !dbg !122
  %rem = urem i32 %4, 9, !dbg !122
  %conv8 = uitofp nneg i32 %rem to double, !dbg !123
  %div = fdiv double %conv8, 9.000000e+00, !dbg !124
  %arrayidx9 = getelementptr inbounds double, ptr %call2, i64 %indvars.iv76, !dbg !125
  store double %div, ptr %arrayidx9, align 8, !dbg !126, !tbaa !57
    #dbg_value(i32 0, !84, !DIExpression(), !127)
  %5 = mul nuw nsw i64 %indvars.iv76, 3
  %6 = mul nuw nsw i64 %indvars.iv76, %1
  %arrayidx21 = getelementptr inbounds double, ptr %call1, i64 %6
  br label %for.body14, !dbg !128

for.cond.cleanup13:                               ; preds = %for.body14
  %indvars.iv.next77 = add nuw nsw i64 %indvars.iv76, 1, !dbg !129
    #dbg_value(i64 %indvars.iv.next77, !82, !DIExpression(), !116)
  %exitcond81.not = icmp eq i64 %indvars.iv.next77, %1, !dbg !117
  br i1 %exitcond81.not, label %for.cond.cleanup, label %for.body14.lr.ph, !dbg !118, !llvm.loop !130

for.body14:                                       ; preds = %for.body14.lr.ph, %for.body14
  %indvars.iv = phi i64 [ 0, %for.body14.lr.ph ], [ %indvars.iv.next, %for.body14 ]
    #dbg_value(i64 %indvars.iv, !84, !DIExpression(), !127)
  %7 = mul nuw nsw i64 %indvars.iv, 5, !dbg !132
  %8 = add nuw nsw i64 %7, %5, !dbg !134
  %9 = trunc nuw i64 %8 to i32, !dbg !135
  %rem17 = urem i32 %9, 17, !dbg !135
  %conv18 = uitofp nneg i32 %rem17 to double, !dbg !136
  %div19 = fdiv double %conv18, 1.700000e+01, !dbg !137
  %arrayidx23 = getelementptr inbounds double, ptr %arrayidx21, i64 %indvars.iv, !dbg !138
  store double %div19, ptr %arrayidx23, align 8, !dbg !139, !tbaa !57
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !140
    #dbg_value(i64 %indvars.iv.next, !84, !DIExpression(), !127)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %1, !dbg !141
  br i1 %exitcond.not, label %for.cond.cleanup13, label %for.body14, !dbg !128, !llvm.loop !142

for.cond.cleanup31:                               ; preds = %for.body32, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %12, %for.body32 ], !dbg !91
  %call42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !144
  ret i32 0, !dbg !145

for.body32:                                       ; preds = %for.cond.cleanup, %for.body32
  %indvars.iv82 = phi i64 [ %indvars.iv.next83, %for.body32 ], [ 0, %for.cond.cleanup ]
  %s.071 = phi double [ %12, %for.body32 ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv82, !89, !DIExpression(), !120)
    #dbg_value(double %s.071, !88, !DIExpression(), !91)
  %arrayidx34 = getelementptr inbounds double, ptr %call5, i64 %indvars.iv82, !dbg !146
  %10 = load double, ptr %arrayidx34, align 8, !dbg !146, !tbaa !57
  %11 = trunc nuw nsw i64 %indvars.iv82 to i32, !dbg !148
  %rem35 = urem i32 %11, 7, !dbg !148
  %add36 = add nuw nsw i32 %rem35, 1, !dbg !149
  %conv37 = uitofp nneg i32 %add36 to double, !dbg !150
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %conv37, double %s.071), !dbg !151
    #dbg_value(double %12, !88, !DIExpression(), !91)
  %indvars.iv.next83 = add nuw nsw i64 %indvars.iv82, 1, !dbg !152
    #dbg_value(i64 %indvars.iv.next83, !89, !DIExpression(), !120)
  %exitcond86.not = icmp eq i64 %indvars.iv.next83, %1, !dbg !153
  br i1 %exitcond86.not, label %for.cond.cleanup31, label %for.body32, !dbg !121, !llvm.loop !154
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !156 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !162 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !167 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "matvec.c", directory: ".", checksumkind: CSK_MD5, checksum: "1e8a475ff35a9ca7925b9f4cd51a6a7a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !13}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "matvec", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !36)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !26, !28, !33}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: -1)
!33 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!36 = !{!37, !38, !39, !40, !41, !43}
!37 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !10)
!38 = !DILocalVariable(name: "y", arg: 2, scope: !23, file: !2, line: 4, type: !26)
!39 = !DILocalVariable(name: "A", arg: 3, scope: !23, file: !2, line: 4, type: !28)
!40 = !DILocalVariable(name: "x", arg: 4, scope: !23, file: !2, line: 5, type: !33)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 6, type: !10)
!42 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!43 = !DILocalVariable(name: "j", scope: !44, file: !2, line: 8, type: !10)
!44 = distinct !DILexicalBlock(scope: !45, file: !2, line: 8, column: 5)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 6, column: 31)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 6, column: 3)
!47 = !DILocation(line: 0, scope: !23)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 6, column: 21, scope: !46)
!50 = !DILocation(line: 6, column: 3, scope: !42)
!51 = !DILocation(line: 11, column: 1, scope: !23)
!52 = !DILocation(line: 7, column: 5, scope: !45)
!53 = !DILocation(line: 0, scope: !44)
!54 = !DILocation(line: 8, column: 5, scope: !44)
!55 = !DILocation(line: 9, column: 12, scope: !56)
!56 = distinct !DILexicalBlock(scope: !44, file: !2, line: 8, column: 5)
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 6, column: 27, scope: !46)
!62 = distinct !{!62, !50, !63, !64, !65}
!63 = !DILocation(line: 10, column: 3, scope: !42)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 9, column: 15, scope: !56)
!67 = !DILocation(line: 9, column: 25, scope: !56)
!68 = !DILocation(line: 8, column: 29, scope: !56)
!69 = !DILocation(line: 8, column: 23, scope: !56)
!70 = distinct !{!70, !54, !71, !64, !65}
!71 = !DILocation(line: 9, column: 28, scope: !44)
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !73, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!10, !10, !11}
!75 = !{!76, !77, !78, !79, !80, !81, !82, !84, !88, !89}
!76 = !DILocalVariable(name: "argc", arg: 1, scope: !72, file: !2, line: 13, type: !10)
!77 = !DILocalVariable(name: "argv", arg: 2, scope: !72, file: !2, line: 13, type: !11)
!78 = !DILocalVariable(name: "n", scope: !72, file: !2, line: 14, type: !10)
!79 = !DILocalVariable(name: "A", scope: !72, file: !2, line: 15, type: !29)
!80 = !DILocalVariable(name: "x", scope: !72, file: !2, line: 16, type: !27)
!81 = !DILocalVariable(name: "y", scope: !72, file: !2, line: 16, type: !27)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 17, type: !10)
!83 = distinct !DILexicalBlock(scope: !72, file: !2, line: 17, column: 3)
!84 = !DILocalVariable(name: "j", scope: !85, file: !2, line: 19, type: !10)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 5)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 17, column: 31)
!87 = distinct !DILexicalBlock(scope: !83, file: !2, line: 17, column: 3)
!88 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 23, type: !9)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 24, type: !10)
!90 = distinct !DILexicalBlock(scope: !72, file: !2, line: 24, column: 3)
!91 = !DILocation(line: 0, scope: !72)
!92 = !DILocation(line: 14, column: 16, scope: !72)
!93 = !DILocation(line: 14, column: 11, scope: !72)
!94 = !DILocation(line: 14, column: 27, scope: !72)
!95 = !{!96, !96, i64 0}
!96 = !{!"any pointer", !59, i64 0}
!97 = !DILocalVariable(name: "__nptr", arg: 1, scope: !98, file: !99, line: 362, type: !102)
!98 = distinct !DISubprogram(name: "atoi", scope: !99, file: !99, line: 362, type: !100, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !104)
!99 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!100 = !DISubroutineType(types: !101)
!101 = !{!10, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!104 = !{!97}
!105 = !DILocation(line: 0, scope: !98, inlinedAt: !106)
!106 = distinct !DILocation(line: 14, column: 22, scope: !72)
!107 = !DILocation(line: 364, column: 16, scope: !98, inlinedAt: !106)
!108 = !DILocation(line: 364, column: 10, scope: !98, inlinedAt: !106)
!109 = !DILocation(line: 15, column: 3, scope: !72)
!110 = !DILocation(line: 15, column: 27, scope: !72)
!111 = !DILocation(line: 15, column: 20, scope: !72)
!112 = !DILocation(line: 16, column: 39, scope: !72)
!113 = !DILocation(line: 16, column: 37, scope: !72)
!114 = !DILocation(line: 16, column: 15, scope: !72)
!115 = !DILocation(line: 16, column: 48, scope: !72)
!116 = !DILocation(line: 0, scope: !83)
!117 = !DILocation(line: 17, column: 21, scope: !87)
!118 = !DILocation(line: 17, column: 3, scope: !83)
!119 = !DILocation(line: 22, column: 3, scope: !72)
!120 = !DILocation(line: 0, scope: !90)
!121 = !DILocation(line: 24, column: 3, scope: !90)
!122 = !DILocation(line: 18, column: 23, scope: !86)
!123 = !DILocation(line: 18, column: 12, scope: !86)
!124 = !DILocation(line: 18, column: 28, scope: !86)
!125 = !DILocation(line: 18, column: 5, scope: !86)
!126 = !DILocation(line: 18, column: 10, scope: !86)
!127 = !DILocation(line: 0, scope: !85)
!128 = !DILocation(line: 19, column: 5, scope: !85)
!129 = !DILocation(line: 17, column: 27, scope: !87)
!130 = distinct !{!130, !118, !131, !64, !65}
!131 = !DILocation(line: 21, column: 3, scope: !83)
!132 = !DILocation(line: 20, column: 37, scope: !133)
!133 = distinct !DILexicalBlock(scope: !85, file: !2, line: 19, column: 5)
!134 = !DILocation(line: 20, column: 33, scope: !133)
!135 = !DILocation(line: 20, column: 42, scope: !133)
!136 = !DILocation(line: 20, column: 17, scope: !133)
!137 = !DILocation(line: 20, column: 48, scope: !133)
!138 = !DILocation(line: 20, column: 7, scope: !133)
!139 = !DILocation(line: 20, column: 15, scope: !133)
!140 = !DILocation(line: 19, column: 29, scope: !133)
!141 = !DILocation(line: 19, column: 23, scope: !133)
!142 = distinct !{!142, !128, !143, !64, !65}
!143 = !DILocation(line: 20, column: 50, scope: !85)
!144 = !DILocation(line: 26, column: 3, scope: !72)
!145 = !DILocation(line: 28, column: 1, scope: !72)
!146 = !DILocation(line: 25, column: 10, scope: !147)
!147 = distinct !DILexicalBlock(scope: !90, file: !2, line: 24, column: 3)
!148 = !DILocation(line: 25, column: 24, scope: !147)
!149 = !DILocation(line: 25, column: 20, scope: !147)
!150 = !DILocation(line: 25, column: 17, scope: !147)
!151 = !DILocation(line: 25, column: 7, scope: !147)
!152 = !DILocation(line: 24, column: 27, scope: !147)
!153 = !DILocation(line: 24, column: 21, scope: !147)
!154 = distinct !{!154, !121, !155, !64, !65}
!155 = !DILocation(line: 25, column: 27, scope: !90)
!156 = !DISubprogram(name: "malloc", scope: !99, file: !99, line: 553, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!13, !159}
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !160, line: 18, baseType: !161)
!160 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!161 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!162 = !DISubprogram(name: "printf", scope: !163, file: !163, line: 356, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!164 = !DISubroutineType(types: !165)
!165 = !{!10, !166, null}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!167 = !DISubprogram(name: "strtol", scope: !99, file: !99, line: 177, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{!170, !166, !171, !10}
!170 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
