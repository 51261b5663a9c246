; An imported schedule (-tessera-import: `@scop "isl union map"` lines)
; that fuses two loops, the second shifted by one iteration so that
; b[i] = a[i - 1] + c[i] runs right after the a[i - 1] it reads: it keeps
; every dependence, so it is applied as it is, and the regenerated loop
; nest is the fused one. The program prints what the original prints.
; RUN: echo '@two.scop0 "{ S0[i] -> [0, i, 0]; S1[i] -> [0, i + 1, 1] }"' > %t.tsched
; RUN: %opt -passes='tessera<only=two;import=%t.tsched;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; SOURCE: two.c
;    1| #include <stdio.h>
;    2|
;    3| double a[256], b[256], c[256];
;    4|
;    5| __attribute__((noinline)) void two(void) {
;    6|   for (int i = 0; i < 256; i++)
;    7|     a[i] = c[i] * 2.0;
;    8|   for (int i = 1; i < 256; i++)
;    9|     b[i] = a[i - 1] + c[i];
;   10| }
;   11|
;   12| int main(void) {
;   13|   for (int i = 0; i < 256; i++) {
;   14|     c[i] = (i % 11) * 0.5;
;   15|     b[i] = -1.0;
;   16|   }
;   17|   two();
;   18|   double s = 0;
;   19|   for (int i = 0; i < 256; i++)
;   20|     s += a[i] * (i % 3 + 1) + b[i] * (i % 5 + 1);
;   21|   printf("%.17g\n", s);
;   22|   return 0;
;   23| }
; END-SOURCE
;
; REMARK: remark: two.c:6:3: SCoP two.scop0 gets the imported schedule
; REMARK: remark: two.c:6:3: regenerated SCoP two.scop0 (2 loops, 2 statements) from its schedule
; BLESS-BEGIN: AST
; AST: // two.scop0: regenerated loop nest
; AST-NEXT: for (int c0 = 0; c0 <= 255; c0 += 1) {
; AST-NEXT:   S0(c0);
; AST-NEXT:   if (c0 >= 1)
; AST-NEXT:     S1(c0 - 1);
; AST-NEXT: }
; BLESS-END

; ModuleID = 'two.c'
source_filename = "two.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@c = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !0
@a = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !11
@b = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !17
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @two() local_unnamed_addr #0 !dbg !27 {
entry:
    #dbg_value(i32 0, !31, !DIExpression(), !36)
  br label %for.body, !dbg !37

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !31, !DIExpression(), !36)
  %arrayidx = getelementptr inbounds [256 x double], ptr @c, i64 0, i64 %indvars.iv, !dbg !38
  %0 = load double, ptr %arrayidx, align 8, !dbg !38, !tbaa !40
  %mul = fmul double %0, 2.000000e+00, !dbg !44
  %arrayidx2 = getelementptr inbounds [256 x double], ptr @a, i64 0, i64 %indvars.iv, !dbg !45
  store double %mul, ptr %arrayidx2, align 8, !dbg !46, !tbaa !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next, !31, !DIExpression(), !36)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256, !dbg !48
  br i1 %exitcond.not, label %for.body7, label %for.body, !dbg !37, !llvm.loop !49

for.cond.cleanup6:                                ; preds = %for.body7
  ret void, !dbg !53

for.body7:                                        ; preds = %for.body, %for.body7
  %indvars.iv27 = phi i64 [ %indvars.iv.next28, %for.body7 ], [ 1, %for.body ]
    #dbg_value(i64 %indvars.iv27, !34, !DIExpression(), !54)
  %1 = add nsw i64 %indvars.iv27, -1, !dbg !55
  %arrayidx9 = getelementptr inbounds [256 x double], ptr @a, i64 0, i64 %1, !dbg !57
  %2 = load double, ptr %arrayidx9, align 8, !dbg !57, !tbaa !40
  %arrayidx11 = getelementptr inbounds [256 x double], ptr @c, i64 0, i64 %indvars.iv27, !dbg !58
  %3 = load double, ptr %arrayidx11, align 8, !dbg !58, !tbaa !40
  %add = fadd double %2, %3, !dbg !59
  %arrayidx13 = getelementptr inbounds [256 x double], ptr @b, i64 0, i64 %indvars.iv27, !dbg !60
  store double %add, ptr %arrayidx13, align 8, !dbg !61, !tbaa !40
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next28, !34, !DIExpression(), !54)
  %exitcond31.not = icmp eq i64 %indvars.iv.next28, 256, !dbg !63
  br i1 %exitcond31.not, label %for.cond.cleanup6, label %for.body7, !dbg !64, !llvm.loop !65
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !67 {
entry:
    #dbg_value(i32 0, !71, !DIExpression(), !76)
  br label %for.body, !dbg !77

for.cond.cleanup:                                 ; preds = %for.body
  tail call void @two(), !dbg !78
    #dbg_value(double 0.000000e+00, !73, !DIExpression(), !79)
    #dbg_value(i32 0, !74, !DIExpression(), !80)
  br label %for.body8, !dbg !81

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !71, !DIExpression(), !76)
  %rem.lhs.trunc = trunc i64 %indvars.iv to i8, !dbg !82
  %rem34 = urem i8 %rem.lhs.trunc, 11, !dbg !82
  %conv = uitofp nneg i8 %rem34 to double, !dbg !85
  %mul = fmul double %conv, 5.000000e-01, !dbg !86
  %arrayidx = getelementptr inbounds [256 x double], ptr @c, i64 0, i64 %indvars.iv, !dbg !87
  store double %mul, ptr %arrayidx, align 8, !dbg !88, !tbaa !40
  %arrayidx2 = getelementptr inbounds [256 x double], ptr @b, i64 0, i64 %indvars.iv, !dbg !89
  store double -1.000000e+00, ptr %arrayidx2, align 8, !dbg !90, !tbaa !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !91
    #dbg_value(i64 %indvars.iv.next, !71, !DIExpression(), !76)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256, !dbg !92
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !77, !llvm.loop !93

for.cond.cleanup7:                                ; preds = %for.body8
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %add20), !dbg !95
  ret i32 0, !dbg !96

for.body8:                                        ; preds = %for.cond.cleanup, %for.body8
  %indvars.iv42 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next43, %for.body8 ]
  %s.039 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %add20, %for.body8 ]
    #dbg_value(i64 %indvars.iv42, !74, !DIExpression(), !80)
    #dbg_value(double %s.039, !73, !DIExpression(), !79)
  %arrayidx10 = getelementptr inbounds [256 x double], ptr @a, i64 0, i64 %indvars.iv42, !dbg !97
  %0 = load double, ptr %arrayidx10, align 8, !dbg !97, !tbaa !40
  %rem11.lhs.trunc = trunc i64 %indvars.iv42 to i8, !dbg !99
  %rem1135 = urem i8 %rem11.lhs.trunc, 3, !dbg !99
  %narrow = add nuw nsw i8 %rem1135, 1, !dbg !100
  %conv12 = uitofp nneg i8 %narrow to double, !dbg !101
  %arrayidx15 = getelementptr inbounds [256 x double], ptr @b, i64 0, i64 %indvars.iv42, !dbg !102
  %1 = load double, ptr %arrayidx15, align 8, !dbg !102, !tbaa !40
  %rem1636 = urem i8 %rem11.lhs.trunc, 5, !dbg !103
  %narrow37 = add nuw nsw i8 %rem1636, 1, !dbg !104
  %conv18 = uitofp nneg i8 %narrow37 to double, !dbg !105
  %mul19 = fmul double %1, %conv18, !dbg !106
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %conv12, double %mul19), !dbg !107
  %add20 = fadd double %s.039, %2, !dbg !108
    #dbg_value(double %add20, !73, !DIExpression(), !79)
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 1, !dbg !109
    #dbg_value(i64 %indvars.iv.next43, !74, !DIExpression(), !80)
  %exitcond45.not = icmp eq i64 %indvars.iv.next43, 256, !dbg !110
  br i1 %exitcond45.not, label %for.cond.cleanup7, label %for.body8, !dbg !81, !llvm.loop !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !113 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 3, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "two.c", directory: ".", checksumkind: CSK_MD5, checksum: "baa4cd910032e93637f2c2d20c09cce4")
!4 = !{!5, !11, !17, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16384, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !13, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 5, type: !28, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{!31, !34}
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 6, type: !33)
!32 = distinct !DILexicalBlock(scope: !27, file: !3, line: 6, column: 3)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 8, type: !33)
!35 = distinct !DILexicalBlock(scope: !27, file: !3, line: 8, column: 3)
!36 = !DILocation(line: 0, scope: !32)
!37 = !DILocation(line: 6, column: 3, scope: !32)
!38 = !DILocation(line: 7, column: 12, scope: !39)
!39 = distinct !DILexicalBlock(scope: !32, file: !3, line: 6, column: 3)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 7, column: 17, scope: !39)
!45 = !DILocation(line: 7, column: 5, scope: !39)
!46 = !DILocation(line: 7, column: 10, scope: !39)
!47 = !DILocation(line: 6, column: 29, scope: !39)
!48 = !DILocation(line: 6, column: 21, scope: !39)
!49 = distinct !{!49, !37, !50, !51, !52}
!50 = !DILocation(line: 7, column: 19, scope: !32)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = !DILocation(line: 10, column: 1, scope: !27)
!54 = !DILocation(line: 0, scope: !35)
!55 = !DILocation(line: 9, column: 16, scope: !56)
!56 = distinct !DILexicalBlock(scope: !35, file: !3, line: 8, column: 3)
!57 = !DILocation(line: 9, column: 12, scope: !56)
!58 = !DILocation(line: 9, column: 23, scope: !56)
!59 = !DILocation(line: 9, column: 21, scope: !56)
!60 = !DILocation(line: 9, column: 5, scope: !56)
!61 = !DILocation(line: 9, column: 10, scope: !56)
!62 = !DILocation(line: 8, column: 29, scope: !56)
!63 = !DILocation(line: 8, column: 21, scope: !56)
!64 = !DILocation(line: 8, column: 3, scope: !35)
!65 = distinct !{!65, !64, !66, !51, !52}
!66 = !DILocation(line: 9, column: 26, scope: !35)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !68, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!33}
!70 = !{!71, !73, !74}
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 13, type: !33)
!72 = distinct !DILexicalBlock(scope: !67, file: !3, line: 13, column: 3)
!73 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 18, type: !14)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 19, type: !33)
!75 = distinct !DILexicalBlock(scope: !67, file: !3, line: 19, column: 3)
!76 = !DILocation(line: 0, scope: !72)
!77 = !DILocation(line: 13, column: 3, scope: !72)
!78 = !DILocation(line: 17, column: 3, scope: !67)
!79 = !DILocation(line: 0, scope: !67)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocation(line: 19, column: 3, scope: !75)
!82 = !DILocation(line: 14, column: 15, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 13, column: 33)
!84 = distinct !DILexicalBlock(scope: !72, file: !3, line: 13, column: 3)
!85 = !DILocation(line: 14, column: 12, scope: !83)
!86 = !DILocation(line: 14, column: 21, scope: !83)
!87 = !DILocation(line: 14, column: 5, scope: !83)
!88 = !DILocation(line: 14, column: 10, scope: !83)
!89 = !DILocation(line: 15, column: 5, scope: !83)
!90 = !DILocation(line: 15, column: 10, scope: !83)
!91 = !DILocation(line: 13, column: 29, scope: !84)
!92 = !DILocation(line: 13, column: 21, scope: !84)
!93 = distinct !{!93, !77, !94, !51, !52}
!94 = !DILocation(line: 16, column: 3, scope: !72)
!95 = !DILocation(line: 21, column: 3, scope: !67)
!96 = !DILocation(line: 22, column: 3, scope: !67)
!97 = !DILocation(line: 20, column: 10, scope: !98)
!98 = distinct !DILexicalBlock(scope: !75, file: !3, line: 19, column: 3)
!99 = !DILocation(line: 20, column: 20, scope: !98)
!100 = !DILocation(line: 20, column: 24, scope: !98)
!101 = !DILocation(line: 20, column: 17, scope: !98)
!102 = !DILocation(line: 20, column: 31, scope: !98)
!103 = !DILocation(line: 20, column: 41, scope: !98)
!104 = !DILocation(line: 20, column: 45, scope: !98)
!105 = !DILocation(line: 20, column: 38, scope: !98)
!106 = !DILocation(line: 20, column: 36, scope: !98)
!107 = !DILocation(line: 20, column: 29, scope: !98)
!108 = !DILocation(line: 20, column: 7, scope: !98)
!109 = !DILocation(line: 19, column: 29, scope: !98)
!110 = !DILocation(line: 19, column: 21, scope: !98)
!111 = distinct !{!111, !81, !112, !51, !52}
!112 = !DILocation(line: 20, column: 48, scope: !75)
!113 = !DISubprogram(name: "printf", scope: !114, file: !114, line: 356, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!115 = !DISubroutineType(types: !116)
!116 = !{!33, !117, null}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
