; A loop's back-edge copy runs at every iteration of its loop. The k loop
; carries the maximum `best` from one iteration to the next through a PHI
; array: its copy (S7, phi = v) runs at every iteration but the last,
; where the loop exits. Generated with that guard, it leaves a select in
; the reduction's chain and LLVM's vectorizer no longer finds the
; reduction (the own suite's nussinov ran at 0.89x of clang, whose own
; loop is vectorized; 1.21x without the guard). Its write at the last
; iteration is never read (the next run's first read follows the copy
; before the loop), which isl's dataflow on the widened model proves: the
; copy takes the domain of S1, its sibling of the same loop, and the AST
; calls it unguarded. The program prints what the original prints.
; RUN: %opt -passes='tessera<only=fold;print-ast>' -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: best.c
;    1| #include <stdio.h>
;    2|
;    3| #define N 300
;    4| #define MAX2(x, y) ((x) >= (y) ? (x) : (y))
;    5|
;    6| static int T[N][N];
;    7|
;    8| __attribute__((noinline)) void fold(void) {
;    9|   for (int i = N - 1; i >= 0; i--)
;   10|     for (int j = i + 1; j < N; j++) {
;   11|       int best = MAX2(T[i][j], T[i][j - 1]);
;   12|       for (int k = i + 1; k < j; k++)
;   13|         best = MAX2(best, T[i][k] + T[k + 1][j]);
;   14|       T[i][j] = best + (i + j) % 3;
;   15|     }
;   16| }
;   17|
;   18| int main(void) {
;   19|   fold();
;   20|   long s = 0;
;   21|   for (int i = 0; i < N; i++)
;   22|     for (int j = 0; j < N; j++)
;   23|       s += (long)T[i][j] * (i % 7 + 1) * (j % 5 + 1);
;   24|   printf("%ld\n", s);
;   25|   return 0;
;   26| }
; END-SOURCE
;
; REMARK: remark: best.c:9:3: SCoP fold.scop0: {{.*}}, 1 copy statement(s) run at every iteration of their loop (the last one's write is never read){{.*}}
; AST: for (int c4 = 0; c4 < c3; c4 += 1) {
; AST-NEXT: S1(c2, c3, c4);
; AST-NEXT: S7(c2, c3, c4);
; AST-NEXT: }

; ModuleID = 'best.c'
source_filename = "best.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@T = internal unnamed_addr global [300 x [300 x i32]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fold() local_unnamed_addr #0 !dbg !25 {
entry:
    #dbg_value(i32 299, !29, !DIExpression(), !39)
  br label %for.body, !dbg !40

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !41

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %indvars.iv106 = phi i64 [ 299, %entry ], [ %indvars.iv.next107, %for.cond.cleanup3 ]
  %indvars.iv = phi i64 [ 300, %entry ], [ %indvars.iv.next, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv106, !29, !DIExpression(), !39)
  %0 = add nuw nsw i64 %indvars.iv106, 1, !dbg !42
    #dbg_value(i64 %0, !31, !DIExpression(), !43)
  %cmp294 = icmp ult i64 %indvars.iv106, 299, !dbg !44
  br i1 %cmp294, label %for.body4, label %for.cond.cleanup3, !dbg !45

for.cond.cleanup3:                                ; preds = %for.cond.cleanup24, %for.body
  %indvars.iv.next107 = add nsw i64 %indvars.iv106, -1, !dbg !46
    #dbg_value(i64 %indvars.iv.next107, !29, !DIExpression(), !39)
  %cmp.not = icmp eq i64 %indvars.iv106, 0, !dbg !47
  %indvars.iv.next = add nsw i64 %indvars.iv, -1, !dbg !40
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !40, !llvm.loop !48

for.body4:                                        ; preds = %for.body, %for.cond.cleanup24
  %indvars.iv100 = phi i64 [ %indvars.iv.next101, %for.cond.cleanup24 ], [ %indvars.iv, %for.body ]
    #dbg_value(i64 %indvars.iv100, !31, !DIExpression(), !43)
  %arrayidx6 = getelementptr inbounds [300 x [300 x i32]], ptr @T, i64 0, i64 %indvars.iv106, i64 %indvars.iv100, !dbg !51
  %1 = load i32, ptr %arrayidx6, align 4, !dbg !51, !tbaa !52
  %2 = add nsw i64 %indvars.iv100, -1, !dbg !51
  %arrayidx10 = getelementptr inbounds [300 x [300 x i32]], ptr @T, i64 0, i64 %indvars.iv106, i64 %2, !dbg !51
  %3 = load i32, ptr %arrayidx10, align 4, !dbg !51, !tbaa !52
  %. = tail call i32 @llvm.smax.i32(i32 %1, i32 %3), !dbg !51
    #dbg_value(i32 %., !34, !DIExpression(), !56)
    #dbg_value(i64 %0, !37, !DIExpression(), !57)
  %cmp2391 = icmp ult i64 %0, %indvars.iv100, !dbg !58
  br i1 %cmp2391, label %for.body25, label %for.cond.cleanup24, !dbg !60

for.cond.cleanup24:                               ; preds = %for.body25, %for.body4
  %best.0.lcssa = phi i32 [ %., %for.body4 ], [ %add35.best.0, %for.body25 ], !dbg !56
  %4 = add nuw nsw i64 %indvars.iv100, %indvars.iv106, !dbg !61
  %5 = trunc nuw nsw i64 %4 to i32, !dbg !62
  %rem = urem i32 %5, 3, !dbg !62
  %add52 = add nsw i32 %best.0.lcssa, %rem, !dbg !63
  store i32 %add52, ptr %arrayidx6, align 4, !dbg !64, !tbaa !52
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !65
    #dbg_value(i64 %indvars.iv.next101, !31, !DIExpression(), !43)
  %exitcond105.not = icmp eq i64 %indvars.iv.next101, 300, !dbg !44
  br i1 %exitcond105.not, label %for.cond.cleanup3, label %for.body4, !dbg !45, !llvm.loop !66

for.body25:                                       ; preds = %for.body4, %for.body25
  %indvars.iv97 = phi i64 [ %indvars.iv.next98, %for.body25 ], [ %indvars.iv, %for.body4 ]
  %best.092 = phi i32 [ %add35.best.0, %for.body25 ], [ %., %for.body4 ]
    #dbg_value(i64 %indvars.iv97, !37, !DIExpression(), !57)
    #dbg_value(i32 %best.092, !34, !DIExpression(), !56)
  %arrayidx29 = getelementptr inbounds [300 x [300 x i32]], ptr @T, i64 0, i64 %indvars.iv106, i64 %indvars.iv97, !dbg !68
  %6 = load i32, ptr %arrayidx29, align 4, !dbg !68, !tbaa !52
  %indvars.iv.next98 = add nuw nsw i64 %indvars.iv97, 1, !dbg !68
  %arrayidx34 = getelementptr inbounds [300 x [300 x i32]], ptr @T, i64 0, i64 %indvars.iv.next98, i64 %indvars.iv100, !dbg !68
  %7 = load i32, ptr %arrayidx34, align 4, !dbg !68, !tbaa !52
  %add35 = add nsw i32 %7, %6, !dbg !68
  %add35.best.0 = tail call i32 @llvm.smax.i32(i32 %best.092, i32 %add35), !dbg !68
    #dbg_value(i64 %indvars.iv.next98, !37, !DIExpression(), !57)
    #dbg_value(i32 %add35.best.0, !34, !DIExpression(), !56)
  %exitcond.not = icmp eq i64 %indvars.iv.next98, %indvars.iv100, !dbg !58
  br i1 %exitcond.not, label %for.cond.cleanup24, label %for.body25, !dbg !60, !llvm.loop !69
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !71 {
entry:
  tail call void @fold(), !dbg !81
    #dbg_value(i64 0, !75, !DIExpression(), !82)
    #dbg_value(i32 0, !76, !DIExpression(), !83)
  br label %for.cond1.preheader, !dbg !84

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv29 = phi i64 [ 0, %entry ], [ %indvars.iv.next30, %for.cond.cleanup3 ]
  %s.026 = phi i64 [ 0, %entry ], [ %add12, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv29, !76, !DIExpression(), !83)
    #dbg_value(i64 %s.026, !75, !DIExpression(), !82)
  %0 = trunc nuw nsw i64 %indvars.iv29 to i32
  %rem = urem i32 %0, 7
  %add = add nuw nsw i32 %rem, 1
  %conv7 = zext nneg i32 %add to i64
    #dbg_value(i32 0, !78, !DIExpression(), !85)
    #dbg_value(i64 %s.026, !75, !DIExpression(), !82)
  br label %for.body4, !dbg !86

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add12), !dbg !87
  ret i32 0, !dbg !88

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1, !dbg !89
    #dbg_value(i64 %indvars.iv.next30, !76, !DIExpression(), !83)
    #dbg_value(i64 %add12, !75, !DIExpression(), !82)
  %exitcond32.not = icmp eq i64 %indvars.iv.next30, 300, !dbg !90
  br i1 %exitcond32.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !84, !llvm.loop !91

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
  %s.124 = phi i64 [ %s.026, %for.cond1.preheader ], [ %add12, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !78, !DIExpression(), !85)
    #dbg_value(i64 %s.124, !75, !DIExpression(), !82)
  %arrayidx6 = getelementptr inbounds [300 x [300 x i32]], ptr @T, i64 0, i64 %indvars.iv29, i64 %indvars.iv, !dbg !93
  %1 = load i32, ptr %arrayidx6, align 4, !dbg !93, !tbaa !52
  %conv = sext i32 %1 to i64, !dbg !95
  %rem8.lhs.trunc = trunc i64 %indvars.iv to i16, !dbg !96
  %rem823 = urem i16 %rem8.lhs.trunc, 5, !dbg !96
  %narrow = add nuw nsw i16 %rem823, 1, !dbg !97
  %conv10 = zext nneg i16 %narrow to i64, !dbg !98
  %mul = mul nuw nsw i64 %conv10, %conv7, !dbg !99
  %mul11 = mul nsw i64 %mul, %conv, !dbg !100
  %add12 = add nsw i64 %mul11, %s.124, !dbg !101
    #dbg_value(i64 %add12, !75, !DIExpression(), !82)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !102
    #dbg_value(i64 %indvars.iv.next, !78, !DIExpression(), !85)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 300, !dbg !103
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !86, !llvm.loop !104
}

; Function Attrs: nofree nounwind
declare !dbg !106 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "best.c", directory: ".", checksumkind: CSK_MD5, checksum: "4df4bb8c700d171d4f007a4ac61981f6")
!4 = !{!5}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 5)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2880000, elements: !15)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !16}
!16 = !DISubrange(count: 300)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 8, type: !26, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !{!29, !31, !34, !37}
!29 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 9, type: !14)
!30 = distinct !DILexicalBlock(scope: !25, file: !3, line: 9, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 10, type: !14)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 10, column: 5)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 9, column: 3)
!34 = !DILocalVariable(name: "best", scope: !35, file: !3, line: 11, type: !14)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 10, column: 37)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 10, column: 5)
!37 = !DILocalVariable(name: "k", scope: !38, file: !3, line: 12, type: !14)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 12, column: 7)
!39 = !DILocation(line: 0, scope: !30)
!40 = !DILocation(line: 9, column: 3, scope: !30)
!41 = !DILocation(line: 16, column: 1, scope: !25)
!42 = !DILocation(line: 10, column: 20, scope: !32)
!43 = !DILocation(line: 0, scope: !32)
!44 = !DILocation(line: 10, column: 27, scope: !36)
!45 = !DILocation(line: 10, column: 5, scope: !32)
!46 = !DILocation(line: 9, column: 32, scope: !33)
!47 = !DILocation(line: 9, column: 25, scope: !33)
!48 = distinct !{!48, !40, !49, !50}
!49 = !DILocation(line: 15, column: 5, scope: !30)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 11, column: 18, scope: !35)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 0, scope: !35)
!57 = !DILocation(line: 0, scope: !38)
!58 = !DILocation(line: 12, column: 29, scope: !59)
!59 = distinct !DILexicalBlock(scope: !38, file: !3, line: 12, column: 7)
!60 = !DILocation(line: 12, column: 7, scope: !38)
!61 = !DILocation(line: 14, column: 27, scope: !35)
!62 = !DILocation(line: 14, column: 32, scope: !35)
!63 = !DILocation(line: 14, column: 22, scope: !35)
!64 = !DILocation(line: 14, column: 15, scope: !35)
!65 = !DILocation(line: 10, column: 33, scope: !36)
!66 = distinct !{!66, !45, !67, !50}
!67 = !DILocation(line: 15, column: 5, scope: !32)
!68 = !DILocation(line: 13, column: 16, scope: !59)
!69 = distinct !{!69, !60, !70, !50}
!70 = !DILocation(line: 13, column: 16, scope: !38)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !72, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!14}
!74 = !{!75, !76, !78}
!75 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 20, type: !5)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 21, type: !14)
!77 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 3)
!78 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 22, type: !14)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 22, column: 5)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 3)
!81 = !DILocation(line: 19, column: 3, scope: !71)
!82 = !DILocation(line: 0, scope: !71)
!83 = !DILocation(line: 0, scope: !77)
!84 = !DILocation(line: 21, column: 3, scope: !77)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 22, column: 5, scope: !79)
!87 = !DILocation(line: 24, column: 3, scope: !71)
!88 = !DILocation(line: 26, column: 1, scope: !71)
!89 = !DILocation(line: 21, column: 27, scope: !80)
!90 = !DILocation(line: 21, column: 21, scope: !80)
!91 = distinct !{!91, !84, !92, !50}
!92 = !DILocation(line: 23, column: 52, scope: !77)
!93 = !DILocation(line: 23, column: 18, scope: !94)
!94 = distinct !DILexicalBlock(scope: !79, file: !3, line: 22, column: 5)
!95 = !DILocation(line: 23, column: 12, scope: !94)
!96 = !DILocation(line: 23, column: 45, scope: !94)
!97 = !DILocation(line: 23, column: 49, scope: !94)
!98 = !DILocation(line: 23, column: 42, scope: !94)
!99 = !DILocation(line: 23, column: 26, scope: !94)
!100 = !DILocation(line: 23, column: 40, scope: !94)
!101 = !DILocation(line: 23, column: 9, scope: !94)
!102 = !DILocation(line: 22, column: 29, scope: !94)
!103 = !DILocation(line: 22, column: 23, scope: !94)
!104 = distinct !{!104, !86, !105, !50}
!105 = !DILocation(line: 23, column: 52, scope: !79)
!106 = !DISubprogram(name: "printf", scope: !107, file: !107, line: 356, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!108 = !DISubroutineType(types: !109)
!109 = !{!14, !110, null}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)

