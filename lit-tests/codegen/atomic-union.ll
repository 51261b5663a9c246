; A statement whose domain is a union of pieces (here `i != n`, a run-time
; parameter) is generated under one loop per band level, its pieces tested
; inside: isl's default gives each piece loops of its own at every level,
; which multiplies the code and the AST's time with every union below
; (the kernel suite's fdtd-2d: 0.71 s of AST instead of 0.24 s). The
; innermost loop keeps isl's pieces (no test in the loop the vectorizer
; gets). The output stays the one without Tessera.
; RUN: %opt -passes='tessera<only=kernel;codegen=always;print-ast>' %s -S -o %t.ll > %t.ast
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
; AST:      for (int c0 = 0; c0 <= 63; c0 += 1) {
; AST-NEXT:   if (c0 >= n + 1) {
; AST-NEXT:     for (int c1 = 0; c1 < n; c1 += 1)
; AST-NEXT:       S0(c0, c1);
; AST-NEXT:     for (int c1 = max(0, n + 1); c1 <= 63; c1 += 1)
; AST-NEXT:       S0(c0, c1);
; AST-NEXT:   } else if (n >= c0 + 1) {
; AST-NOT:  for (int c0
; SOURCE: atomic.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| double A[64][64], B[64][64];
;    5|
;    6| __attribute__((noinline)) void kernel(int n) {
;    7|   for (int i = 0; i < 64; i++)
;    8|     for (int j = 0; j < 64; j++)
;    9|       if (i != n && j != n)
;   10|         A[i][j] = B[j][i] * 2.0 + A[i][j];
;   11| }
;   12|
;   13| int main(int argc, char **argv) {
;   14|   int n = argc > 1 ? atoi(argv[1]) : 21;
;   15|   for (int i = 0; i < 64; i++)
;   16|     for (int j = 0; j < 64; j++)
;   17|       B[i][j] = (i * 7 + j) % 13 * 0.25;
;   18|   kernel(n);
;   19|   double s = 0;
;   20|   for (int i = 0; i < 64; i++)
;   21|     for (int j = 0; j < 64; j++)
;   22|       s += A[i][j] * (i + 1) + j;
;   23|   printf("%.3f\n", s);
;   24|   return 0;
;   25| }
; END-SOURCE

; ModuleID = 'atomic.c'
source_filename = "atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@A = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !16
@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1, !dbg !11

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @kernel(i32 noundef %n) local_unnamed_addr #0 !dbg !30 {
entry:
    #dbg_value(i32 %n, !34, !DIExpression(), !40)
    #dbg_value(i32 0, !35, !DIExpression(), !41)
  %0 = zext i32 %n to i64, !dbg !42
  br label %for.cond1.preheader, !dbg !42

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv34 = phi i64 [ 0, %entry ], [ %indvars.iv.next35, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv34, !35, !DIExpression(), !41)
  %cmp5.not = icmp eq i64 %indvars.iv34, %0
    #dbg_value(i32 0, !37, !DIExpression(), !43)
  br label %for.body4, !dbg !44

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !45

for.cond.cleanup3:                                ; preds = %for.inc
  %indvars.iv.next35 = add nuw nsw i64 %indvars.iv34, 1, !dbg !46
    #dbg_value(i64 %indvars.iv.next35, !35, !DIExpression(), !41)
  %exitcond37.not = icmp eq i64 %indvars.iv.next35, 64, !dbg !47
  br i1 %exitcond37.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !42, !llvm.loop !48

for.body4:                                        ; preds = %for.cond1.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.inc ]
    #dbg_value(i64 %indvars.iv, !37, !DIExpression(), !43)
  %cmp6.not = icmp eq i64 %indvars.iv, %0
  %or.cond = or i1 %cmp5.not, %cmp6.not, !dbg !52
  br i1 %or.cond, label %for.inc, label %if.then, !dbg !52

if.then:                                          ; preds = %for.body4
  %arrayidx8 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv, i64 %indvars.iv34, !dbg !55
  %1 = load double, ptr %arrayidx8, align 8, !dbg !55, !tbaa !56
  %arrayidx12 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv34, i64 %indvars.iv, !dbg !60
  %2 = load double, ptr %arrayidx12, align 8, !dbg !60, !tbaa !56
  %3 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %2), !dbg !61
  store double %3, ptr %arrayidx12, align 8, !dbg !62, !tbaa !56
  br label %for.inc, !dbg !63

for.inc:                                          ; preds = %for.body4, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !64
    #dbg_value(i64 %indvars.iv.next, !37, !DIExpression(), !43)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !65
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !44, !llvm.loop !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !68 {
entry:
    #dbg_value(i32 %argc, !72, !DIExpression(), !86)
    #dbg_value(ptr %argv, !73, !DIExpression(), !86)
  %cmp = icmp sgt i32 %argc, 1, !dbg !87
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !88

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !89
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !89, !tbaa !90
    #dbg_value(ptr %0, !92, !DIExpression(), !100)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #5, !dbg !102
  %conv.i = trunc i64 %call.i to i32, !dbg !103
  br label %cond.end, !dbg !88

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 21, %entry ], !dbg !88
    #dbg_value(i32 %cond, !74, !DIExpression(), !86)
    #dbg_value(i32 0, !75, !DIExpression(), !104)
  br label %for.cond2.preheader, !dbg !105

for.cond2.preheader:                              ; preds = %cond.end, %for.cond.cleanup4
  %indvars.iv62 = phi i64 [ 0, %cond.end ], [ %indvars.iv.next63, %for.cond.cleanup4 ]
    #dbg_value(i64 %indvars.iv62, !75, !DIExpression(), !104)
  %1 = mul nuw nsw i64 %indvars.iv62, 7
    #dbg_value(i32 0, !77, !DIExpression(), !106)
  br label %for.body5, !dbg !107

for.cond.cleanup:                                 ; preds = %for.cond.cleanup4
  tail call void @kernel(i32 noundef %cond), !dbg !108
    #dbg_value(double 0.000000e+00, !80, !DIExpression(), !86)
    #dbg_value(i32 0, !81, !DIExpression(), !109)
  br label %for.cond20.preheader, !dbg !110

for.cond.cleanup4:                                ; preds = %for.body5
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !111
    #dbg_value(i64 %indvars.iv.next63, !75, !DIExpression(), !104)
  %exitcond66.not = icmp eq i64 %indvars.iv.next63, 64, !dbg !112
  br i1 %exitcond66.not, label %for.cond.cleanup, label %for.cond2.preheader, !dbg !105, !llvm.loop !113

for.body5:                                        ; preds = %for.cond2.preheader, %for.body5
  %indvars.iv = phi i64 [ 0, %for.cond2.preheader ], [ %indvars.iv.next, %for.body5 ]
    #dbg_value(i64 %indvars.iv, !77, !DIExpression(), !106)
  %2 = add nuw nsw i64 %indvars.iv, %1, !dbg !115
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !117
  %rem = urem i32 %3, 13, !dbg !117
  %conv = uitofp nneg i32 %rem to double, !dbg !118
  %mul6 = fmul double %conv, 2.500000e-01, !dbg !119
  %arrayidx9 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv62, i64 %indvars.iv, !dbg !120
  store double %mul6, ptr %arrayidx9, align 8, !dbg !121, !tbaa !56
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !122
    #dbg_value(i64 %indvars.iv.next, !77, !DIExpression(), !106)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !123
  br i1 %exitcond.not, label %for.cond.cleanup4, label %for.body5, !dbg !107, !llvm.loop !124

for.cond20.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup23
  %indvars.iv71 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next72, %for.cond.cleanup23 ]
  %s.058 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %add33, %for.cond.cleanup23 ]
    #dbg_value(i64 %indvars.iv71, !81, !DIExpression(), !109)
    #dbg_value(double %s.058, !80, !DIExpression(), !86)
  %indvars.iv.next72 = add nuw nsw i64 %indvars.iv71, 1, !dbg !126
  %4 = trunc nuw nsw i64 %indvars.iv.next72 to i32
  %conv30 = uitofp nneg i32 %4 to double
    #dbg_value(i32 0, !83, !DIExpression(), !127)
    #dbg_value(double %s.058, !80, !DIExpression(), !86)
  br label %for.body24, !dbg !128

for.cond.cleanup17:                               ; preds = %for.cond.cleanup23
  %call40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %add33), !dbg !129
  ret i32 0, !dbg !130

for.cond.cleanup23:                               ; preds = %for.body24
    #dbg_value(i64 %indvars.iv.next72, !81, !DIExpression(), !109)
    #dbg_value(double %add33, !80, !DIExpression(), !86)
  %exitcond74.not = icmp eq i64 %indvars.iv.next72, 64, !dbg !131
  br i1 %exitcond74.not, label %for.cond.cleanup17, label %for.cond20.preheader, !dbg !110, !llvm.loop !132

for.body24:                                       ; preds = %for.cond20.preheader, %for.body24
  %indvars.iv67 = phi i64 [ 0, %for.cond20.preheader ], [ %indvars.iv.next68, %for.body24 ]
  %s.156 = phi double [ %s.058, %for.cond20.preheader ], [ %add33, %for.body24 ]
    #dbg_value(i64 %indvars.iv67, !83, !DIExpression(), !127)
    #dbg_value(double %s.156, !80, !DIExpression(), !86)
  %arrayidx28 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv71, i64 %indvars.iv67, !dbg !134
  %5 = load double, ptr %arrayidx28, align 8, !dbg !134, !tbaa !56
  %6 = trunc nuw nsw i64 %indvars.iv67 to i32, !dbg !136
  %conv32 = uitofp nneg i32 %6 to double, !dbg !136
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %conv30, double %conv32), !dbg !137
  %add33 = fadd double %s.156, %7, !dbg !138
    #dbg_value(double %add33, !80, !DIExpression(), !86)
  %indvars.iv.next68 = add nuw nsw i64 %indvars.iv67, 1, !dbg !139
    #dbg_value(i64 %indvars.iv.next68, !83, !DIExpression(), !127)
  %exitcond70.not = icmp eq i64 %indvars.iv.next68, 64, !dbg !140
  br i1 %exitcond70.not, label %for.cond.cleanup23, label %for.body24, !dbg !128, !llvm.loop !141
}

; Function Attrs: nofree nounwind
declare !dbg !143 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !148 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 4, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic.c", directory: ".", checksumkind: CSK_MD5, checksum: "5a270bf3c4cc40e552ad1f9f07259244")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !0}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 4, type: !18, isLocal: false, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 262144, elements: !20)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !{!21, !21}
!21 = !DISubrange(count: 64)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 6, type: !31, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !5}
!33 = !{!34, !35, !37}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !30, file: !3, line: 6, type: !5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 7, type: !5)
!36 = distinct !DILexicalBlock(scope: !30, file: !3, line: 7, column: 3)
!37 = !DILocalVariable(name: "j", scope: !38, file: !3, line: 8, type: !5)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 8, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7, column: 3)
!40 = !DILocation(line: 0, scope: !30)
!41 = !DILocation(line: 0, scope: !36)
!42 = !DILocation(line: 7, column: 3, scope: !36)
!43 = !DILocation(line: 0, scope: !38)
!44 = !DILocation(line: 8, column: 5, scope: !38)
!45 = !DILocation(line: 11, column: 1, scope: !30)
!46 = !DILocation(line: 7, column: 28, scope: !39)
!47 = !DILocation(line: 7, column: 21, scope: !39)
!48 = distinct !{!48, !42, !49, !50, !51}
!49 = !DILocation(line: 10, column: 41, scope: !36)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 9, column: 18, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 9, column: 11)
!54 = distinct !DILexicalBlock(scope: !38, file: !3, line: 8, column: 5)
!55 = !DILocation(line: 10, column: 19, scope: !53)
!56 = !{!57, !57, i64 0}
!57 = !{!"double", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 10, column: 35, scope: !53)
!61 = !DILocation(line: 10, column: 33, scope: !53)
!62 = !DILocation(line: 10, column: 17, scope: !53)
!63 = !DILocation(line: 10, column: 9, scope: !53)
!64 = !DILocation(line: 8, column: 30, scope: !54)
!65 = !DILocation(line: 8, column: 23, scope: !54)
!66 = distinct !{!66, !44, !67, !50, !51}
!67 = !DILocation(line: 10, column: 41, scope: !38)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !69, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!5, !5, !6}
!71 = !{!72, !73, !74, !75, !77, !80, !81, !83}
!72 = !DILocalVariable(name: "argc", arg: 1, scope: !68, file: !3, line: 13, type: !5)
!73 = !DILocalVariable(name: "argv", arg: 2, scope: !68, file: !3, line: 13, type: !6)
!74 = !DILocalVariable(name: "n", scope: !68, file: !3, line: 14, type: !5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 15, type: !5)
!76 = distinct !DILexicalBlock(scope: !68, file: !3, line: 15, column: 3)
!77 = !DILocalVariable(name: "j", scope: !78, file: !3, line: 16, type: !5)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 16, column: 5)
!79 = distinct !DILexicalBlock(scope: !76, file: !3, line: 15, column: 3)
!80 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 19, type: !19)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 20, type: !5)
!82 = distinct !DILexicalBlock(scope: !68, file: !3, line: 20, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !3, line: 21, type: !5)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 21, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 20, column: 3)
!86 = !DILocation(line: 0, scope: !68)
!87 = !DILocation(line: 14, column: 16, scope: !68)
!88 = !DILocation(line: 14, column: 11, scope: !68)
!89 = !DILocation(line: 14, column: 27, scope: !68)
!90 = !{!91, !91, i64 0}
!91 = !{!"any pointer", !58, i64 0}
!92 = !DILocalVariable(name: "__nptr", arg: 1, scope: !93, file: !94, line: 362, type: !97)
!93 = distinct !DISubprogram(name: "atoi", scope: !94, file: !94, line: 362, type: !95, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!94 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!99 = !{!92}
!100 = !DILocation(line: 0, scope: !93, inlinedAt: !101)
!101 = distinct !DILocation(line: 14, column: 22, scope: !68)
!102 = !DILocation(line: 364, column: 16, scope: !93, inlinedAt: !101)
!103 = !DILocation(line: 364, column: 10, scope: !93, inlinedAt: !101)
!104 = !DILocation(line: 0, scope: !76)
!105 = !DILocation(line: 15, column: 3, scope: !76)
!106 = !DILocation(line: 0, scope: !78)
!107 = !DILocation(line: 16, column: 5, scope: !78)
!108 = !DILocation(line: 18, column: 3, scope: !68)
!109 = !DILocation(line: 0, scope: !82)
!110 = !DILocation(line: 20, column: 3, scope: !82)
!111 = !DILocation(line: 15, column: 28, scope: !79)
!112 = !DILocation(line: 15, column: 21, scope: !79)
!113 = distinct !{!113, !105, !114, !50, !51}
!114 = !DILocation(line: 17, column: 36, scope: !76)
!115 = !DILocation(line: 17, column: 24, scope: !116)
!116 = distinct !DILexicalBlock(scope: !78, file: !3, line: 16, column: 5)
!117 = !DILocation(line: 17, column: 29, scope: !116)
!118 = !DILocation(line: 17, column: 17, scope: !116)
!119 = !DILocation(line: 17, column: 34, scope: !116)
!120 = !DILocation(line: 17, column: 7, scope: !116)
!121 = !DILocation(line: 17, column: 15, scope: !116)
!122 = !DILocation(line: 16, column: 30, scope: !116)
!123 = !DILocation(line: 16, column: 23, scope: !116)
!124 = distinct !{!124, !107, !125, !50, !51}
!125 = !DILocation(line: 17, column: 36, scope: !78)
!126 = !DILocation(line: 20, column: 28, scope: !85)
!127 = !DILocation(line: 0, scope: !84)
!128 = !DILocation(line: 21, column: 5, scope: !84)
!129 = !DILocation(line: 23, column: 3, scope: !68)
!130 = !DILocation(line: 25, column: 1, scope: !68)
!131 = !DILocation(line: 20, column: 21, scope: !85)
!132 = distinct !{!132, !110, !133, !50, !51}
!133 = !DILocation(line: 22, column: 32, scope: !82)
!134 = !DILocation(line: 22, column: 12, scope: !135)
!135 = distinct !DILexicalBlock(scope: !84, file: !3, line: 21, column: 5)
!136 = !DILocation(line: 22, column: 32, scope: !135)
!137 = !DILocation(line: 22, column: 30, scope: !135)
!138 = !DILocation(line: 22, column: 9, scope: !135)
!139 = !DILocation(line: 21, column: 30, scope: !135)
!140 = !DILocation(line: 21, column: 23, scope: !135)
!141 = distinct !{!141, !128, !142, !50, !51}
!142 = !DILocation(line: 22, column: 32, scope: !84)
!143 = !DISubprogram(name: "printf", scope: !144, file: !144, line: 356, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!145 = !DISubroutineType(types: !146)
!146 = !{!5, !147, null}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!148 = !DISubprogram(name: "strtol", scope: !94, file: !94, line: 177, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!151, !147, !152, !5}
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
