; The original loops stay behind the version branch, run only where the
; arrays overlap: cold code, they get the mark LLVM's vectorizer gives the
; scalar loop it keeps behind its own run-time checks (not vectorized
; again) and are not unrolled, which spares the compile time of
; optimizing them as the main path. The regenerated loops are vectorized; the original inner
; loop (line 8) is not, although LLVM vectorizes it without Tessera. The
; program prints what the original prints, the arrays apart or
; overlapping (the fallback runs).
; RUN: %opt -passes='tessera<only=mm>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --check-prefix=MARKS %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: opt-19 -passes='default<O3>' -pass-remarks=loop-vectorize %t.ll -disable-output 2>&1 | FileCheck --check-prefix=VEC %s
; RUN: opt-19 -passes='default<O3>' -pass-remarks=loop-vectorize %s -disable-output 2>&1 | FileCheck --check-prefix=CLANG %s
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: mm.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3| #define N 192
;    4| __attribute__((noinline)) void mm(double (*C)[N], double (*A)[N],
;    5|                                   double (*B)[N]) {
;    6|   for (int i = 0; i < N; i++)
;    7|     for (int k = 0; k < N; k++)
;    8|       for (int j = 0; j < N; j++)
;    9|         C[i][j] += A[i][k] * B[k][j];
;   10| }
;   11|
;   12| int main(int argc, char **argv) {
;   13|   double *buf = malloc(sizeof(double) * N * N * 3);
;   14|   for (int i = 0; i < N * N * 3; i++)
;   15|     buf[i] = (i * 7 % 13) / 13.0;
;   16|   /* With an argument, C overlaps B: the original code runs. */
;   17|   double *c = argc > 1 ? buf + N * N * 2 - 5 : buf + N * N * 2;
;   18|   mm((double (*)[N])c, (double (*)[N])buf, (double (*)[N])(buf + N * N));
;   19|   double s = 0;
;   20|   for (int i = 0; i < N * N; i++)
;   21|     s += c[i] * (i % 17 + 1);
;   22|   printf("%.10e\n", s);
;   23|   return 0;
;   24| }
; END-SOURCE
;
; REMARK: remark: mm.c:{{[0-9]+}}:{{[0-9]+}}: regenerated SCoP mm.scop0
; Every loop of the original nest, and no regenerated one, is marked:
; MARKS-LABEL: define {{.*}} @mm(
; MARKS: br i1 {{.*}}, !llvm.loop ![[L1:[0-9]+]]
; MARKS: br i1 {{.*}}, !llvm.loop ![[L2:[0-9]+]]
; MARKS: br i1 {{.*}}, !llvm.loop ![[L3:[0-9]+]]
; MARKS: tessera.version:
; MARKS: br label {{.*}}, !llvm.loop ![[R:[0-9]+]]
; MARKS-LABEL: define {{.*}} @main(
; MARKS: ![[L1]] = distinct !{![[L1]], {{.*}}, ![[V:[0-9]+]], ![[U:[0-9]+]]}
; MARKS: ![[V]] = !{!"llvm.loop.isvectorized", i32 1}
; MARKS: ![[U]] = !{!"llvm.loop.unroll.disable", i32 1}
; MARKS: ![[L2]] = distinct !{![[L2]], {{.*}}, ![[V]], ![[U]]}
; MARKS: ![[L3]] = distinct !{![[L3]], {{.*}}, ![[V]], ![[U]]}
; MARKS: ![[R]] = distinct !{![[R]], !{{[0-9]+}}}
; VEC-NOT: mm.c:8:{{[0-9]+}}: vectorized loop
; VEC: remark: mm.c:6:{{[0-9]+}}: vectorized loop
; VEC-NOT: mm.c:8:{{[0-9]+}}: vectorized loop
; CLANG: remark: mm.c:8:{{[0-9]+}}: vectorized loop

; ModuleID = 'mm.c'
source_filename = "mm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.10e\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mm(ptr nocapture noundef %C, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(ptr %C, !27, !DIExpression(), !39)
    #dbg_value(ptr %A, !28, !DIExpression(), !39)
    #dbg_value(ptr %B, !29, !DIExpression(), !39)
    #dbg_value(i32 0, !30, !DIExpression(), !40)
  br label %for.cond1.preheader, !dbg !41

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv42 = phi i64 [ 0, %entry ], [ %indvars.iv.next43, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv42, !30, !DIExpression(), !40)
    #dbg_value(i32 0, !33, !DIExpression(), !42)
  br label %for.cond5.preheader, !dbg !43

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !44

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv38 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next39, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv38, !33, !DIExpression(), !42)
  %arrayidx10 = getelementptr inbounds [192 x double], ptr %A, i64 %indvars.iv42, i64 %indvars.iv38
    #dbg_value(i32 0, !36, !DIExpression(), !45)
  br label %for.body8, !dbg !46

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next43, !30, !DIExpression(), !40)
  %exitcond45.not = icmp eq i64 %indvars.iv.next43, 192, !dbg !48
  br i1 %exitcond45.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !41, !llvm.loop !49

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next39 = add nuw nsw i64 %indvars.iv38, 1, !dbg !52
    #dbg_value(i64 %indvars.iv.next39, !33, !DIExpression(), !42)
  %exitcond41.not = icmp eq i64 %indvars.iv.next39, 192, !dbg !53
  br i1 %exitcond41.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !43, !llvm.loop !54

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !36, !DIExpression(), !45)
  %0 = load double, ptr %arrayidx10, align 8, !dbg !56, !tbaa !58
  %arrayidx14 = getelementptr inbounds [192 x double], ptr %B, i64 %indvars.iv38, i64 %indvars.iv, !dbg !62
  %1 = load double, ptr %arrayidx14, align 8, !dbg !62, !tbaa !58
  %arrayidx18 = getelementptr inbounds [192 x double], ptr %C, i64 %indvars.iv42, i64 %indvars.iv, !dbg !63
  %2 = load double, ptr %arrayidx18, align 8, !dbg !64, !tbaa !58
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %1, double %2), !dbg !64
  store double %3, ptr %arrayidx18, align 8, !dbg !64, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !65
    #dbg_value(i64 %indvars.iv.next, !36, !DIExpression(), !45)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 192, !dbg !66
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !46, !llvm.loop !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #2 !dbg !69 {
entry:
    #dbg_value(i32 %argc, !75, !DIExpression(), !85)
    #dbg_value(ptr %argv, !76, !DIExpression(), !85)
  %call = tail call noalias dereferenceable_or_null(884736) ptr @malloc(i64 noundef 884736) #5, !dbg !86
    #dbg_value(ptr %call, !77, !DIExpression(), !85)
    #dbg_value(i32 0, !79, !DIExpression(), !87)
  br label %for.body, !dbg !88

for.cond.cleanup:                                 ; preds = %for.body
  %cmp1 = icmp sgt i32 %argc, 1, !dbg !89
  %cond.v = select i1 %cmp1, i64 589784, i64 589824, !dbg !90
  %cond = getelementptr inbounds i8, ptr %call, i64 %cond.v, !dbg !90
    #dbg_value(ptr %cond, !81, !DIExpression(), !85)
  %add.ptr5 = getelementptr inbounds i8, ptr %call, i64 294912, !dbg !91
  tail call void @mm(ptr noundef nonnull %cond, ptr noundef nonnull %call, ptr noundef nonnull %add.ptr5), !dbg !92
    #dbg_value(double 0.000000e+00, !82, !DIExpression(), !85)
    #dbg_value(i32 0, !83, !DIExpression(), !93)
  br label %for.body11, !dbg !94

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !79, !DIExpression(), !87)
  %0 = trunc i64 %indvars.iv to i32, !dbg !95
  %1 = mul i32 %0, 7, !dbg !95
  %rem = urem i32 %1, 13, !dbg !95
  %conv = uitofp nneg i32 %rem to double, !dbg !97
  %div = fdiv double %conv, 1.300000e+01, !dbg !98
  %arrayidx = getelementptr inbounds double, ptr %call, i64 %indvars.iv, !dbg !99
  store double %div, ptr %arrayidx, align 8, !dbg !100, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !101
    #dbg_value(i64 %indvars.iv.next, !79, !DIExpression(), !87)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 110592, !dbg !102
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !88, !llvm.loop !103

for.cond.cleanup10:                               ; preds = %for.body11
  %call20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3), !dbg !105
  ret i32 0, !dbg !106

for.body11:                                       ; preds = %for.cond.cleanup, %for.body11
  %indvars.iv39 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next40, %for.body11 ]
  %s.035 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %3, %for.body11 ]
    #dbg_value(i64 %indvars.iv39, !83, !DIExpression(), !93)
    #dbg_value(double %s.035, !82, !DIExpression(), !85)
  %arrayidx13 = getelementptr inbounds double, ptr %cond, i64 %indvars.iv39, !dbg !107
  %2 = load double, ptr %arrayidx13, align 8, !dbg !107, !tbaa !58
  %rem14.lhs.trunc = trunc i64 %indvars.iv39 to i16, !dbg !109
  %rem1433 = urem i16 %rem14.lhs.trunc, 17, !dbg !109
  %narrow = add nuw nsw i16 %rem1433, 1, !dbg !110
  %conv15 = uitofp nneg i16 %narrow to double, !dbg !111
  %3 = tail call double @llvm.fmuladd.f64(double %2, double %conv15, double %s.035), !dbg !112
    #dbg_value(double %3, !82, !DIExpression(), !85)
  %indvars.iv.next40 = add nuw nsw i64 %indvars.iv39, 1, !dbg !113
    #dbg_value(i64 %indvars.iv.next40, !83, !DIExpression(), !93)
  %exitcond42.not = icmp eq i64 %indvars.iv.next40, 36864, !dbg !114
  br i1 %exitcond42.not, label %for.cond.cleanup10, label %for.body11, !dbg !94, !llvm.loop !115
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !117 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !125 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mm.c", directory: ".", checksumkind: CSK_MD5, checksum: "7e970bcdd38d605131cc8c8792569c61")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 12288, elements: !12)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{!13}
!13 = !DISubrange(count: 192)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "mm", scope: !2, file: !2, line: 4, type: !24, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !9, !9, !9}
!26 = !{!27, !28, !29, !30, !33, !36}
!27 = !DILocalVariable(name: "C", arg: 1, scope: !23, file: !2, line: 4, type: !9)
!28 = !DILocalVariable(name: "A", arg: 2, scope: !23, file: !2, line: 4, type: !9)
!29 = !DILocalVariable(name: "B", arg: 3, scope: !23, file: !2, line: 5, type: !9)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 6, type: !32)
!31 = distinct !DILexicalBlock(scope: !23, file: !2, line: 6, column: 3)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "k", scope: !34, file: !2, line: 7, type: !32)
!34 = distinct !DILexicalBlock(scope: !35, file: !2, line: 7, column: 5)
!35 = distinct !DILexicalBlock(scope: !31, file: !2, line: 6, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !2, line: 8, type: !32)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 8, column: 7)
!38 = distinct !DILexicalBlock(scope: !34, file: !2, line: 7, column: 5)
!39 = !DILocation(line: 0, scope: !23)
!40 = !DILocation(line: 0, scope: !31)
!41 = !DILocation(line: 6, column: 3, scope: !31)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 7, column: 5, scope: !34)
!44 = !DILocation(line: 10, column: 1, scope: !23)
!45 = !DILocation(line: 0, scope: !37)
!46 = !DILocation(line: 8, column: 7, scope: !37)
!47 = !DILocation(line: 6, column: 27, scope: !35)
!48 = !DILocation(line: 6, column: 21, scope: !35)
!49 = distinct !{!49, !41, !50, !51}
!50 = !DILocation(line: 9, column: 36, scope: !31)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 7, column: 29, scope: !38)
!53 = !DILocation(line: 7, column: 23, scope: !38)
!54 = distinct !{!54, !43, !55, !51}
!55 = !DILocation(line: 9, column: 36, scope: !34)
!56 = !DILocation(line: 9, column: 20, scope: !57)
!57 = distinct !DILexicalBlock(scope: !37, file: !2, line: 8, column: 7)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 9, column: 30, scope: !57)
!63 = !DILocation(line: 9, column: 9, scope: !57)
!64 = !DILocation(line: 9, column: 17, scope: !57)
!65 = !DILocation(line: 8, column: 31, scope: !57)
!66 = !DILocation(line: 8, column: 25, scope: !57)
!67 = distinct !{!67, !46, !68, !51}
!68 = !DILocation(line: 9, column: 36, scope: !37)
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !70, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !74)
!70 = !DISubroutineType(types: !71)
!71 = !{!32, !32, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!74 = !{!75, !76, !77, !79, !81, !82, !83}
!75 = !DILocalVariable(name: "argc", arg: 1, scope: !69, file: !2, line: 12, type: !32)
!76 = !DILocalVariable(name: "argv", arg: 2, scope: !69, file: !2, line: 12, type: !72)
!77 = !DILocalVariable(name: "buf", scope: !69, file: !2, line: 13, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 14, type: !32)
!80 = distinct !DILexicalBlock(scope: !69, file: !2, line: 14, column: 3)
!81 = !DILocalVariable(name: "c", scope: !69, file: !2, line: 17, type: !78)
!82 = !DILocalVariable(name: "s", scope: !69, file: !2, line: 19, type: !11)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 20, type: !32)
!84 = distinct !DILexicalBlock(scope: !69, file: !2, line: 20, column: 3)
!85 = !DILocation(line: 0, scope: !69)
!86 = !DILocation(line: 13, column: 17, scope: !69)
!87 = !DILocation(line: 0, scope: !80)
!88 = !DILocation(line: 14, column: 3, scope: !80)
!89 = !DILocation(line: 17, column: 20, scope: !69)
!90 = !DILocation(line: 17, column: 15, scope: !69)
!91 = !DILocation(line: 18, column: 64, scope: !69)
!92 = !DILocation(line: 18, column: 3, scope: !69)
!93 = !DILocation(line: 0, scope: !84)
!94 = !DILocation(line: 20, column: 3, scope: !84)
!95 = !DILocation(line: 15, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !80, file: !2, line: 14, column: 3)
!97 = !DILocation(line: 15, column: 14, scope: !96)
!98 = !DILocation(line: 15, column: 27, scope: !96)
!99 = !DILocation(line: 15, column: 5, scope: !96)
!100 = !DILocation(line: 15, column: 12, scope: !96)
!101 = !DILocation(line: 14, column: 35, scope: !96)
!102 = !DILocation(line: 14, column: 21, scope: !96)
!103 = distinct !{!103, !88, !104, !51}
!104 = !DILocation(line: 15, column: 29, scope: !80)
!105 = !DILocation(line: 22, column: 3, scope: !69)
!106 = !DILocation(line: 23, column: 3, scope: !69)
!107 = !DILocation(line: 21, column: 10, scope: !108)
!108 = distinct !DILexicalBlock(scope: !84, file: !2, line: 20, column: 3)
!109 = !DILocation(line: 21, column: 20, scope: !108)
!110 = !DILocation(line: 21, column: 25, scope: !108)
!111 = !DILocation(line: 21, column: 17, scope: !108)
!112 = !DILocation(line: 21, column: 7, scope: !108)
!113 = !DILocation(line: 20, column: 31, scope: !108)
!114 = !DILocation(line: 20, column: 21, scope: !108)
!115 = distinct !{!115, !94, !116, !51}
!116 = !DILocation(line: 21, column: 28, scope: !84)
!117 = !DISubprogram(name: "malloc", scope: !118, file: !118, line: 553, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!119 = !DISubroutineType(types: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !123, line: 18, baseType: !124)
!123 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DISubprogram(name: "printf", scope: !126, file: !126, line: 356, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!127 = !DISubroutineType(types: !128)
!128 = !{!32, !129, null}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

