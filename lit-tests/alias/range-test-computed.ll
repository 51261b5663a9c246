; A pointer-based gemm whose arrays may overlap gets a computed (tiled)
; schedule. Its version condition is the address-range test alone (the
; accessed ranges of C against A and B, compared as integers; no exact
; deviation test, whose cost grows with the tiles' floors), and since the
; arrays are then apart whenever the new code runs, its loads and stores
; carry alias scopes (LLVM's LICM and vectorizer need no checks of their
; own). At run time the disjoint call takes the regenerated code and the
; overlapping one the original; both give the results they give without
; Tessera.
; RUN: %opt -passes='tessera<only=pgemm;count-runs>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out 2> %t.runs && %t.ref > %t.ref.out 2> /dev/null && diff %t.out %t.ref.out
; RUN: FileCheck --check-prefix=RUNS %s < %t.runs
; SOURCE: pgemm.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3| long tessera_optimized_runs = 0;
;    4|
;    5| __attribute__((noinline)) void pgemm(int n, double *C, const double *A, const double *B) {
;    6|   for (int i = 0; i < n; i++)
;    7|     for (int j = 0; j < n; j++)
;    8|       for (int k = 0; k < n; k++)
;    9|         C[i * n + j] += A[i * n + k] * B[k * n + j];
;   10| }
;   11|
;   12| int main(void) {
;   13|   int n = 40;
;   14|   double *M = malloc(sizeof(double) * 4 * n * n);
;   15|   for (int i = 0; i < 4 * n * n; i++)
;   16|     M[i] = (i % 13) / 13.0;
;   17|   pgemm(n, M + 2 * n * n, M, M + n * n);     /* disjoint */
;   18|   long after_disjoint = tessera_optimized_runs;
;   19|   pgemm(n, M + n * n / 2, M, M + 3 * n * n); /* C overlaps A */
;   20|   double s = 0;
;   21|   for (int i = 0; i < 4 * n * n; i++)
;   22|     s += M[i] * (i % 17);
;   23|   printf("%.17g\n", s);
;   24|   fprintf(stderr, "optimized runs: %ld after the disjoint call, %ld in all\n", after_disjoint,
;   25|           tessera_optimized_runs);
;   26|   return 0;
;   27| }
; END-SOURCE
;
; REMARK: remark: pgemm.c:6:3: SCoP pgemm.scop0: fusion smart: fused: 2 loop nest(s) {S0} {S1}; 3 loops over S1 tiled by 80x80x80, member(s) 0, 1 unrolled by 4 and jammed (register tile)
; REMARK: remark: pgemm.c:6:3: SCoP pgemm.scop0 runs its regenerated code only when @C and @A do not overlap in a way that changes the result, and @C and @B do not overlap in a way that changes the result; the original code otherwise
; CHECK-LABEL: define {{.*}} @pgemm(
; CHECK: tessera.version:
; CHECK-DAG: ptrtoint ptr %C to i64
; CHECK-DAG: ptrtoint ptr %A to i64
; CHECK-DAG: ptrtoint ptr %B to i64
; CHECK: icmp sle i64
; CHECK-NOT: srem
; CHECK: br i1 %{{[0-9]+}}, label %tessera.start, label %
; The regenerated accesses are in scopes of their own.
; CHECK: tessera.body{{[0-9]*}}:
; CHECK: load double, ptr %{{[0-9]+}}, align 8, {{.*}}!alias.scope !{{[0-9]+}}, !noalias
; RUNS: optimized runs: 1 after the disjoint call, 1 in all

; ModuleID = 'pgemm.c'
source_filename = "pgemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tessera_optimized_runs = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !5
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [57 x i8] c"optimized runs: %ld after the disjoint call, %ld in all\0A\00", align 1, !dbg !11

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pgemm(i32 noundef %n, ptr nocapture noundef %C, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !25 {
entry:
    #dbg_value(i32 %n, !34, !DIExpression(), !46)
    #dbg_value(ptr %C, !35, !DIExpression(), !46)
    #dbg_value(ptr %A, !36, !DIExpression(), !46)
    #dbg_value(ptr %B, !37, !DIExpression(), !46)
    #dbg_value(i32 0, !38, !DIExpression(), !47)
  %cmp42 = icmp sgt i32 %n, 0, !dbg !48
  br i1 %cmp42, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !49

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %0 = zext nneg i32 %n to i64, !dbg !49
  br label %for.cond5.preheader.lr.ph, !dbg !49

for.cond5.preheader.lr.ph:                        ; preds = %for.cond.cleanup3, %for.cond1.preheader.lr.ph
  %indvars.iv54 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next55, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv54, !38, !DIExpression(), !47)
    #dbg_value(i32 0, !40, !DIExpression(), !50)
  %1 = mul nuw nsw i64 %indvars.iv54, %0
  %invariant.gep62 = getelementptr inbounds double, ptr %C, i64 %1, !dbg !51
  %invariant.gep = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.cond5.preheader, !dbg !51

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !52

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv48 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next49, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv48, !40, !DIExpression(), !50)
    #dbg_value(i32 0, !43, !DIExpression(), !53)
  %gep63 = getelementptr inbounds double, ptr %invariant.gep62, i64 %indvars.iv48
  %arrayidx17.promoted = load double, ptr %gep63, align 8, !tbaa !54
  %invariant.gep60 = getelementptr inbounds double, ptr %B, i64 %indvars.iv48, !dbg !58
  br label %for.body8, !dbg !58

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next55, !38, !DIExpression(), !47)
  %exitcond59.not = icmp eq i64 %indvars.iv.next55, %0, !dbg !48
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.cond5.preheader.lr.ph, !dbg !49, !llvm.loop !60

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !64
    #dbg_value(i64 %indvars.iv.next49, !40, !DIExpression(), !50)
  %exitcond53.not = icmp eq i64 %indvars.iv.next49, %0, !dbg !65
  br i1 %exitcond53.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !51, !llvm.loop !66

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ], !dbg !68
  %2 = phi double [ %arrayidx17.promoted, %for.cond5.preheader ], [ %6, %for.body8 ], !dbg !68
    #dbg_value(i64 %indvars.iv, !43, !DIExpression(), !53)
  %gep = getelementptr inbounds double, ptr %invariant.gep, i64 %indvars.iv, !dbg !70
  %3 = load double, ptr %gep, align 8, !dbg !70, !tbaa !54
  %4 = mul nuw nsw i64 %indvars.iv, %0, !dbg !71
  %gep61 = getelementptr inbounds double, ptr %invariant.gep60, i64 %4, !dbg !72
  %5 = load double, ptr %gep61, align 8, !dbg !72, !tbaa !54
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %2), !dbg !73
  store double %6, ptr %gep63, align 8, !dbg !73, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !74
    #dbg_value(i64 %indvars.iv.next, !43, !DIExpression(), !53)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !75
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !58, !llvm.loop !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !78 {
entry:
    #dbg_value(i32 40, !82, !DIExpression(), !90)
  %call = tail call noalias dereferenceable_or_null(51200) ptr @malloc(i64 noundef 51200) #5, !dbg !91
    #dbg_value(ptr %call, !83, !DIExpression(), !90)
    #dbg_value(i32 0, !84, !DIExpression(), !92)
  br label %for.body, !dbg !93

for.cond.cleanup:                                 ; preds = %for.body
  %add.ptr = getelementptr inbounds i8, ptr %call, i64 25600, !dbg !94
  %add.ptr11 = getelementptr inbounds i8, ptr %call, i64 12800, !dbg !95
  tail call void @pgemm(i32 noundef 40, ptr noundef nonnull %add.ptr, ptr noundef nonnull %call, ptr noundef nonnull %add.ptr11), !dbg !96
  %0 = load i64, ptr @tessera_optimized_runs, align 8, !dbg !97, !tbaa !98
    #dbg_value(i64 %0, !86, !DIExpression(), !90)
  %add.ptr15 = getelementptr inbounds i8, ptr %call, i64 6400, !dbg !100
  %add.ptr19 = getelementptr inbounds i8, ptr %call, i64 38400, !dbg !101
  tail call void @pgemm(i32 noundef 40, ptr noundef nonnull %add.ptr15, ptr noundef nonnull %call, ptr noundef nonnull %add.ptr19), !dbg !102
    #dbg_value(double 0.000000e+00, !87, !DIExpression(), !90)
    #dbg_value(i32 0, !88, !DIExpression(), !103)
  br label %for.body27, !dbg !104

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !84, !DIExpression(), !92)
  %rem.lhs.trunc = trunc i64 %indvars.iv to i16, !dbg !105
  %rem67 = urem i16 %rem.lhs.trunc, 13, !dbg !105
  %conv6 = uitofp nneg i16 %rem67 to double, !dbg !107
  %div = fdiv double %conv6, 1.300000e+01, !dbg !108
  %arrayidx = getelementptr inbounds double, ptr %call, i64 %indvars.iv, !dbg !109
  store double %div, ptr %arrayidx, align 8, !dbg !110, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !111
    #dbg_value(i64 %indvars.iv.next, !84, !DIExpression(), !92)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 6400, !dbg !112
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !93, !llvm.loop !113

for.cond.cleanup26:                               ; preds = %for.body27
  %call36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %4), !dbg !115
  %1 = load ptr, ptr @stderr, align 8, !dbg !116, !tbaa !117
  %2 = load i64, ptr @tessera_optimized_runs, align 8, !dbg !119, !tbaa !98
  %call37 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.1, i64 noundef %0, i64 noundef %2) #6, !dbg !120
  ret i32 0, !dbg !121

for.body27:                                       ; preds = %for.cond.cleanup, %for.body27
  %indvars.iv73 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next74, %for.body27 ]
  %s.070 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %4, %for.body27 ]
    #dbg_value(i64 %indvars.iv73, !88, !DIExpression(), !103)
    #dbg_value(double %s.070, !87, !DIExpression(), !90)
  %arrayidx29 = getelementptr inbounds double, ptr %call, i64 %indvars.iv73, !dbg !122
  %3 = load double, ptr %arrayidx29, align 8, !dbg !122, !tbaa !54
  %rem30.lhs.trunc = trunc i64 %indvars.iv73 to i16, !dbg !124
  %rem3068 = urem i16 %rem30.lhs.trunc, 17, !dbg !124
  %conv31 = uitofp nneg i16 %rem3068 to double, !dbg !125
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %conv31, double %s.070), !dbg !126
    #dbg_value(double %4, !87, !DIExpression(), !90)
  %indvars.iv.next74 = add nuw nsw i64 %indvars.iv73, 1, !dbg !127
    #dbg_value(i64 %indvars.iv.next74, !88, !DIExpression(), !103)
  %exitcond76.not = icmp eq i64 %indvars.iv.next74, 6400, !dbg !128
  br i1 %exitcond76.not, label %for.cond.cleanup26, label %for.body27, !dbg !104, !llvm.loop !129
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !131 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !139 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !146 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { cold nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tessera_optimized_runs", scope: !2, file: !3, line: 3, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pgemm.c", directory: ".", checksumkind: CSK_MD5, checksum: "e013f09ed3fb03d7e4defb2229feb7f6")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 456, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 57)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "pgemm", scope: !3, file: !3, line: 5, type: !26, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !29, !31, !31}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!33 = !{!34, !35, !36, !37, !38, !40, !43}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 5, type: !28)
!35 = !DILocalVariable(name: "C", arg: 2, scope: !25, file: !3, line: 5, type: !29)
!36 = !DILocalVariable(name: "A", arg: 3, scope: !25, file: !3, line: 5, type: !31)
!37 = !DILocalVariable(name: "B", arg: 4, scope: !25, file: !3, line: 5, type: !31)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 6, type: !28)
!39 = distinct !DILexicalBlock(scope: !25, file: !3, line: 6, column: 3)
!40 = !DILocalVariable(name: "j", scope: !41, file: !3, line: 7, type: !28)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 7, column: 5)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 6, column: 3)
!43 = !DILocalVariable(name: "k", scope: !44, file: !3, line: 8, type: !28)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 8, column: 7)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 7, column: 5)
!46 = !DILocation(line: 0, scope: !25)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocation(line: 6, column: 21, scope: !42)
!49 = !DILocation(line: 6, column: 3, scope: !39)
!50 = !DILocation(line: 0, scope: !41)
!51 = !DILocation(line: 7, column: 5, scope: !41)
!52 = !DILocation(line: 10, column: 1, scope: !25)
!53 = !DILocation(line: 0, scope: !44)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 8, column: 7, scope: !44)
!59 = !DILocation(line: 6, column: 27, scope: !42)
!60 = distinct !{!60, !49, !61, !62, !63}
!61 = !DILocation(line: 9, column: 51, scope: !39)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = !DILocation(line: 7, column: 29, scope: !45)
!65 = !DILocation(line: 7, column: 23, scope: !45)
!66 = distinct !{!66, !51, !67, !62, !63}
!67 = !DILocation(line: 9, column: 51, scope: !41)
!68 = !DILocation(line: 9, column: 33, scope: !69)
!69 = distinct !DILexicalBlock(scope: !44, file: !3, line: 8, column: 7)
!70 = !DILocation(line: 9, column: 25, scope: !69)
!71 = !DILocation(line: 9, column: 44, scope: !69)
!72 = !DILocation(line: 9, column: 40, scope: !69)
!73 = !DILocation(line: 9, column: 22, scope: !69)
!74 = !DILocation(line: 8, column: 31, scope: !69)
!75 = !DILocation(line: 8, column: 25, scope: !69)
!76 = distinct !{!76, !58, !77, !62, !63}
!77 = !DILocation(line: 9, column: 51, scope: !44)
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!28}
!81 = !{!82, !83, !84, !86, !87, !88}
!82 = !DILocalVariable(name: "n", scope: !78, file: !3, line: 13, type: !28)
!83 = !DILocalVariable(name: "M", scope: !78, file: !3, line: 14, type: !29)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 15, type: !28)
!85 = distinct !DILexicalBlock(scope: !78, file: !3, line: 15, column: 3)
!86 = !DILocalVariable(name: "after_disjoint", scope: !78, file: !3, line: 18, type: !16)
!87 = !DILocalVariable(name: "s", scope: !78, file: !3, line: 20, type: !30)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 21, type: !28)
!89 = distinct !DILexicalBlock(scope: !78, file: !3, line: 21, column: 3)
!90 = !DILocation(line: 0, scope: !78)
!91 = !DILocation(line: 14, column: 15, scope: !78)
!92 = !DILocation(line: 0, scope: !85)
!93 = !DILocation(line: 15, column: 3, scope: !85)
!94 = !DILocation(line: 17, column: 14, scope: !78)
!95 = !DILocation(line: 17, column: 32, scope: !78)
!96 = !DILocation(line: 17, column: 3, scope: !78)
!97 = !DILocation(line: 18, column: 25, scope: !78)
!98 = !{!99, !99, i64 0}
!99 = !{!"long", !56, i64 0}
!100 = !DILocation(line: 19, column: 14, scope: !78)
!101 = !DILocation(line: 19, column: 32, scope: !78)
!102 = !DILocation(line: 19, column: 3, scope: !78)
!103 = !DILocation(line: 0, scope: !89)
!104 = !DILocation(line: 21, column: 3, scope: !89)
!105 = !DILocation(line: 16, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !85, file: !3, line: 15, column: 3)
!107 = !DILocation(line: 16, column: 12, scope: !106)
!108 = !DILocation(line: 16, column: 21, scope: !106)
!109 = !DILocation(line: 16, column: 5, scope: !106)
!110 = !DILocation(line: 16, column: 10, scope: !106)
!111 = !DILocation(line: 15, column: 35, scope: !106)
!112 = !DILocation(line: 15, column: 21, scope: !106)
!113 = distinct !{!113, !93, !114, !62, !63}
!114 = !DILocation(line: 16, column: 23, scope: !85)
!115 = !DILocation(line: 23, column: 3, scope: !78)
!116 = !DILocation(line: 24, column: 11, scope: !78)
!117 = !{!118, !118, i64 0}
!118 = !{!"any pointer", !56, i64 0}
!119 = !DILocation(line: 25, column: 11, scope: !78)
!120 = !DILocation(line: 24, column: 3, scope: !78)
!121 = !DILocation(line: 26, column: 3, scope: !78)
!122 = !DILocation(line: 22, column: 10, scope: !123)
!123 = distinct !DILexicalBlock(scope: !89, file: !3, line: 21, column: 3)
!124 = !DILocation(line: 22, column: 20, scope: !123)
!125 = !DILocation(line: 22, column: 17, scope: !123)
!126 = !DILocation(line: 22, column: 7, scope: !123)
!127 = !DILocation(line: 21, column: 35, scope: !123)
!128 = !DILocation(line: 21, column: 21, scope: !123)
!129 = distinct !{!129, !104, !130, !62, !63}
!130 = !DILocation(line: 22, column: 24, scope: !89)
!131 = !DISubprogram(name: "malloc", scope: !132, file: !132, line: 553, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !136}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !137, line: 18, baseType: !138)
!137 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!138 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!139 = !DISubprogram(name: "printf", scope: !140, file: !140, line: 356, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!141 = !DISubroutineType(types: !142)
!142 = !{!28, !143, null}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!146 = !DISubprogram(name: "fprintf", scope: !140, file: !140, line: 350, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!28, !149, !143, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !152, line: 7, baseType: !153)
!152 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !154, line: 49, size: 1728, elements: !155)
!154 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!155 = !{!156, !157, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !172, !174, !175, !176, !179, !181, !183, !187, !190, !192, !195, !198, !199, !200, !201, !202}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !153, file: !154, line: 51, baseType: !28, size: 32)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !153, file: !154, line: 54, baseType: !158, size: 64, offset: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !153, file: !154, line: 55, baseType: !158, size: 64, offset: 128)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !153, file: !154, line: 56, baseType: !158, size: 64, offset: 192)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !153, file: !154, line: 57, baseType: !158, size: 64, offset: 256)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !153, file: !154, line: 58, baseType: !158, size: 64, offset: 320)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !153, file: !154, line: 59, baseType: !158, size: 64, offset: 384)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !153, file: !154, line: 60, baseType: !158, size: 64, offset: 448)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !153, file: !154, line: 61, baseType: !158, size: 64, offset: 512)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !153, file: !154, line: 64, baseType: !158, size: 64, offset: 576)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !153, file: !154, line: 65, baseType: !158, size: 64, offset: 640)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !153, file: !154, line: 66, baseType: !158, size: 64, offset: 704)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !153, file: !154, line: 68, baseType: !170, size: 64, offset: 768)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !154, line: 36, flags: DIFlagFwdDecl)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !153, file: !154, line: 70, baseType: !173, size: 64, offset: 832)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !153, file: !154, line: 72, baseType: !28, size: 32, offset: 896)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !153, file: !154, line: 73, baseType: !28, size: 32, offset: 928)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !153, file: !154, line: 74, baseType: !177, size: 64, offset: 960)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !178, line: 152, baseType: !16)
!178 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !153, file: !154, line: 77, baseType: !180, size: 16, offset: 1024)
!180 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !153, file: !154, line: 78, baseType: !182, size: 8, offset: 1040)
!182 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !153, file: !154, line: 79, baseType: !184, size: 8, offset: 1048)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 1)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !153, file: !154, line: 81, baseType: !188, size: 64, offset: 1088)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !154, line: 43, baseType: null)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !153, file: !154, line: 89, baseType: !191, size: 64, offset: 1152)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !178, line: 153, baseType: !16)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !153, file: !154, line: 91, baseType: !193, size: 64, offset: 1216)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !154, line: 37, flags: DIFlagFwdDecl)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !153, file: !154, line: 92, baseType: !196, size: 64, offset: 1280)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !154, line: 38, flags: DIFlagFwdDecl)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !153, file: !154, line: 93, baseType: !173, size: 64, offset: 1344)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !153, file: !154, line: 94, baseType: !135, size: 64, offset: 1408)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !153, file: !154, line: 95, baseType: !136, size: 64, offset: 1472)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !153, file: !154, line: 96, baseType: !28, size: 32, offset: 1536)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !153, file: !154, line: 98, baseType: !203, size: 160, offset: 1568)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 20)
