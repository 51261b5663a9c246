; Packing's profitability (issue 16): an operand's tile is copied only
; when the rows it walks across may fall on the same cache sets, that is
; when its element moves along the other loops by a multiple of 4096
; bytes, or by a size known only at run time (codegen/pack.ll). In
; `spread`, B's rows are 8800 bytes apart: they spread over the sets
; already, the copies would only cost, and an analysis remark says so;
; in `same_sets`, 8192 bytes apart, B is packed.
; RUN: %opt -passes=tessera -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; SOURCE: pack-rows.c
;    1| void spread(double alpha, double C[restrict 600][1100], double A[restrict 600][600],
;    2|             double B[restrict 600][1100]) {
;    3|   for (int i = 0; i < 600; i++)
;    4|     for (int k = 0; k < 600; k++)
;    5|       for (int j = 0; j < 1100; j++)
;    6|         C[i][j] += alpha * A[i][k] * B[k][j];
;    7| }
;    8|
;    9| void same_sets(double alpha, double C[restrict 600][1024], double A[restrict 600][600],
;   10|                double B[restrict 600][1024]) {
;   11|   for (int i = 0; i < 600; i++)
;   12|     for (int k = 0; k < 600; k++)
;   13|       for (int j = 0; j < 1024; j++)
;   14|         C[i][j] += alpha * A[i][k] * B[k][j];
;   15| }
; END-SOURCE
;
; REMARK: remark: pack-rows.c:3:3: SCoP spread.scop0 does not pack B of statement S1: its element moves by 8800 bytes along its other loops, no multiple of 4096: its rows spread over the cache sets already, and copies would only cost
; REMARK-NOT: spread.scop0: packed
; REMARK: remark: pack-rows.c:11:3: SCoP same_sets.scop0: packed B of statement S1 into a buffer of {{[0-9]+}} x {{[0-9]+}} elements of 8 bytes
;
; CHECK-LABEL: define {{.*}}void @spread(
; CHECK-NOT: aligned_alloc
; CHECK-LABEL: define {{.*}}void @same_sets(
; CHECK: %tessera.pack.B = call ptr @aligned_alloc(i64 64,
; CHECK: call void @free(ptr %tessera.pack.B)

; ModuleID = 'pack-rows.c'
source_filename = "pack-rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @spread(double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(double %alpha, !25, !DIExpression(), !38)
    #dbg_value(ptr %C, !26, !DIExpression(), !38)
    #dbg_value(ptr %A, !27, !DIExpression(), !38)
    #dbg_value(ptr %B, !28, !DIExpression(), !38)
    #dbg_value(i32 0, !29, !DIExpression(), !39)
  br label %for.cond1.preheader, !dbg !40

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv43 = phi i64 [ 0, %entry ], [ %indvars.iv.next44, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv43, !29, !DIExpression(), !39)
    #dbg_value(i32 0, !32, !DIExpression(), !41)
  br label %for.cond5.preheader, !dbg !42

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !43

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv39 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next40, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv39, !32, !DIExpression(), !41)
  %arrayidx10 = getelementptr inbounds [600 x double], ptr %A, i64 %indvars.iv43, i64 %indvars.iv39
  %0 = load double, ptr %arrayidx10, align 8, !tbaa !44
  %mul = fmul double %0, %alpha
    #dbg_value(i32 0, !35, !DIExpression(), !48)
  br label %for.body8, !dbg !49

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next44, !29, !DIExpression(), !39)
  %exitcond46.not = icmp eq i64 %indvars.iv.next44, 600, !dbg !51
  br i1 %exitcond46.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !40, !llvm.loop !52

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next40 = add nuw nsw i64 %indvars.iv39, 1, !dbg !56
    #dbg_value(i64 %indvars.iv.next40, !32, !DIExpression(), !41)
  %exitcond42.not = icmp eq i64 %indvars.iv.next40, 600, !dbg !57
  br i1 %exitcond42.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !42, !llvm.loop !58

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !35, !DIExpression(), !48)
  %arrayidx14 = getelementptr inbounds [1100 x double], ptr %B, i64 %indvars.iv39, i64 %indvars.iv, !dbg !60
  %1 = load double, ptr %arrayidx14, align 8, !dbg !60, !tbaa !44
  %arrayidx19 = getelementptr inbounds [1100 x double], ptr %C, i64 %indvars.iv43, i64 %indvars.iv, !dbg !62
  %2 = load double, ptr %arrayidx19, align 8, !dbg !63, !tbaa !44
  %3 = tail call double @llvm.fmuladd.f64(double %mul, double %1, double %2), !dbg !63
  store double %3, ptr %arrayidx19, align 8, !dbg !63, !tbaa !44
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !64
    #dbg_value(i64 %indvars.iv.next, !35, !DIExpression(), !48)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1100, !dbg !65
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !49, !llvm.loop !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @same_sets(double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B) local_unnamed_addr #0 !dbg !68 {
entry:
    #dbg_value(double %alpha, !77, !DIExpression(), !89)
    #dbg_value(ptr %C, !78, !DIExpression(), !89)
    #dbg_value(ptr %A, !79, !DIExpression(), !89)
    #dbg_value(ptr %B, !80, !DIExpression(), !89)
    #dbg_value(i32 0, !81, !DIExpression(), !90)
  br label %for.cond1.preheader, !dbg !91

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv43 = phi i64 [ 0, %entry ], [ %indvars.iv.next44, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv43, !81, !DIExpression(), !90)
    #dbg_value(i32 0, !83, !DIExpression(), !92)
  br label %for.cond5.preheader, !dbg !93

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !94

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv39 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next40, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv39, !83, !DIExpression(), !92)
  %arrayidx10 = getelementptr inbounds [600 x double], ptr %A, i64 %indvars.iv43, i64 %indvars.iv39
  %0 = load double, ptr %arrayidx10, align 8, !tbaa !44
  %mul = fmul double %0, %alpha
    #dbg_value(i32 0, !86, !DIExpression(), !95)
  br label %for.body8, !dbg !96

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 1, !dbg !97
    #dbg_value(i64 %indvars.iv.next44, !81, !DIExpression(), !90)
  %exitcond46.not = icmp eq i64 %indvars.iv.next44, 600, !dbg !98
  br i1 %exitcond46.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !91, !llvm.loop !99

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next40 = add nuw nsw i64 %indvars.iv39, 1, !dbg !101
    #dbg_value(i64 %indvars.iv.next40, !83, !DIExpression(), !92)
  %exitcond42.not = icmp eq i64 %indvars.iv.next40, 600, !dbg !102
  br i1 %exitcond42.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !93, !llvm.loop !103

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !86, !DIExpression(), !95)
  %arrayidx14 = getelementptr inbounds [1024 x double], ptr %B, i64 %indvars.iv39, i64 %indvars.iv, !dbg !105
  %1 = load double, ptr %arrayidx14, align 8, !dbg !105, !tbaa !44
  %arrayidx19 = getelementptr inbounds [1024 x double], ptr %C, i64 %indvars.iv43, i64 %indvars.iv, !dbg !107
  %2 = load double, ptr %arrayidx19, align 8, !dbg !108, !tbaa !44
  %3 = tail call double @llvm.fmuladd.f64(double %mul, double %1, double %2), !dbg !108
  store double %3, ptr %arrayidx19, align 8, !dbg !108, !tbaa !44
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !109
    #dbg_value(i64 %indvars.iv.next, !86, !DIExpression(), !95)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1024, !dbg !110
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !96, !llvm.loop !111
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pack-rows.c", directory: ".", checksumkind: CSK_MD5, checksum: "d4aa3786aa6f1df8b5873a7ed4d96fc4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "spread", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !19, !14}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 70400, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 1100)
!19 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 38400, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 600)
!24 = !{!25, !26, !27, !28, !29, !32, !35}
!25 = !DILocalVariable(name: "alpha", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!26 = !DILocalVariable(name: "C", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!27 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 1, type: !19)
!28 = !DILocalVariable(name: "B", arg: 4, scope: !10, file: !1, line: 2, type: !14)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 3, type: !31)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 3)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "k", scope: !33, file: !1, line: 4, type: !31)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 4, column: 5)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 3, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 5, type: !31)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 5, column: 7)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 4, column: 5)
!38 = !DILocation(line: 0, scope: !10)
!39 = !DILocation(line: 0, scope: !30)
!40 = !DILocation(line: 3, column: 3, scope: !30)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 4, column: 5, scope: !33)
!43 = !DILocation(line: 7, column: 1, scope: !10)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 0, scope: !36)
!49 = !DILocation(line: 5, column: 7, scope: !36)
!50 = !DILocation(line: 3, column: 29, scope: !34)
!51 = !DILocation(line: 3, column: 21, scope: !34)
!52 = distinct !{!52, !40, !53, !54, !55}
!53 = !DILocation(line: 6, column: 44, scope: !30)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 4, column: 31, scope: !37)
!57 = !DILocation(line: 4, column: 23, scope: !37)
!58 = distinct !{!58, !42, !59, !54, !55}
!59 = !DILocation(line: 6, column: 44, scope: !33)
!60 = !DILocation(line: 6, column: 38, scope: !61)
!61 = distinct !DILexicalBlock(scope: !36, file: !1, line: 5, column: 7)
!62 = !DILocation(line: 6, column: 9, scope: !61)
!63 = !DILocation(line: 6, column: 17, scope: !61)
!64 = !DILocation(line: 5, column: 34, scope: !61)
!65 = !DILocation(line: 5, column: 25, scope: !61)
!66 = distinct !{!66, !49, !67, !54, !55}
!67 = !DILocation(line: 6, column: 44, scope: !36)
!68 = distinct !DISubprogram(name: "same_sets", scope: !1, file: !1, line: 9, type: !69, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !13, !71, !19, !71}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 65536, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 1024)
!76 = !{!77, !78, !79, !80, !81, !83, !86}
!77 = !DILocalVariable(name: "alpha", arg: 1, scope: !68, file: !1, line: 9, type: !13)
!78 = !DILocalVariable(name: "C", arg: 2, scope: !68, file: !1, line: 9, type: !71)
!79 = !DILocalVariable(name: "A", arg: 3, scope: !68, file: !1, line: 9, type: !19)
!80 = !DILocalVariable(name: "B", arg: 4, scope: !68, file: !1, line: 10, type: !71)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 11, type: !31)
!82 = distinct !DILexicalBlock(scope: !68, file: !1, line: 11, column: 3)
!83 = !DILocalVariable(name: "k", scope: !84, file: !1, line: 12, type: !31)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 12, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !1, line: 11, column: 3)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 13, type: !31)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 13, column: 7)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 12, column: 5)
!89 = !DILocation(line: 0, scope: !68)
!90 = !DILocation(line: 0, scope: !82)
!91 = !DILocation(line: 11, column: 3, scope: !82)
!92 = !DILocation(line: 0, scope: !84)
!93 = !DILocation(line: 12, column: 5, scope: !84)
!94 = !DILocation(line: 15, column: 1, scope: !68)
!95 = !DILocation(line: 0, scope: !87)
!96 = !DILocation(line: 13, column: 7, scope: !87)
!97 = !DILocation(line: 11, column: 29, scope: !85)
!98 = !DILocation(line: 11, column: 21, scope: !85)
!99 = distinct !{!99, !91, !100, !54, !55}
!100 = !DILocation(line: 14, column: 44, scope: !82)
!101 = !DILocation(line: 12, column: 31, scope: !88)
!102 = !DILocation(line: 12, column: 23, scope: !88)
!103 = distinct !{!103, !93, !104, !54, !55}
!104 = !DILocation(line: 14, column: 44, scope: !84)
!105 = !DILocation(line: 14, column: 38, scope: !106)
!106 = distinct !DILexicalBlock(scope: !87, file: !1, line: 13, column: 7)
!107 = !DILocation(line: 14, column: 9, scope: !106)
!108 = !DILocation(line: 14, column: 17, scope: !106)
!109 = !DILocation(line: 13, column: 34, scope: !106)
!110 = !DILocation(line: 13, column: 25, scope: !106)
!111 = distinct !{!111, !96, !112, !54, !55}
!112 = !DILocation(line: 14, column: 44, scope: !87)
