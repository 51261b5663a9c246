; Fixed-size arrays get their inner dimensions from the GEP types (G[?, 64])
; and constant bounds give a parameter-free domain: accesses are exact
; multi-dimensional subscripts, not flat offsets.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: fixed.c
;    1| double G[64][64], H[64][64];
;    2|
;    3| void fixed(void) {
;    4|   for (int i = 0; i < 64; i++)
;    5|     for (int j = 0; j < 63; j++)
;    6|       H[i][j] = G[i][j + 1] + 1.0;
;    7| }
; END-SOURCE
;
; CHECK-LABEL: scop @fixed.scop0 in @fixed
; CHECK: array @G : f64 [?, 64] memory size 8
; CHECK: domain "{ S0[i0, i1] : 0 <= i0 <= 63 and 0 <= i1 <= 62 }"
; CHECK: read #0 @G "{ S0[i0, i1] -> G[i0, i1 + 1] }"

; ModuleID = 'fixed.c'
source_filename = "fixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@H = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @fixed() local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 0, !23, !DIExpression(), !29)
  br label %for.cond1.preheader, !dbg !30

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv24 = phi i64 [ 0, %entry ], [ %indvars.iv.next25, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv24, !23, !DIExpression(), !29)
    #dbg_value(i32 0, !26, !DIExpression(), !31)
  br label %for.body4, !dbg !32

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !33

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next25 = add nuw nsw i64 %indvars.iv24, 1, !dbg !34
    #dbg_value(i64 %indvars.iv.next25, !23, !DIExpression(), !29)
  %exitcond27.not = icmp eq i64 %indvars.iv.next25, 64, !dbg !35
  br i1 %exitcond27.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !30, !llvm.loop !36

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !26, !DIExpression(), !31)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !39
  %arrayidx6 = getelementptr inbounds [64 x [64 x double]], ptr @G, i64 0, i64 %indvars.iv24, i64 %indvars.iv.next, !dbg !41
  %0 = load double, ptr %arrayidx6, align 8, !dbg !41, !tbaa !42
  %add7 = fadd double %0, 1.000000e+00, !dbg !46
  %arrayidx11 = getelementptr inbounds [64 x [64 x double]], ptr @H, i64 0, i64 %indvars.iv24, i64 %indvars.iv, !dbg !47
  store double %add7, ptr %arrayidx11, align 8, !dbg !48, !tbaa !42
    #dbg_value(i64 %indvars.iv.next, !26, !DIExpression(), !31)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 63, !dbg !49
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !32, !llvm.loop !50
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fixed.c", directory: ".", checksumkind: CSK_MD5, checksum: "253504cde8ca7df2bcc406078a2ed5ef")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "H", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 262144, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !10}
!10 = !DISubrange(count: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "fixed", scope: !3, file: !3, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !26}
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 4, type: !25)
!24 = distinct !DILexicalBlock(scope: !19, file: !3, line: 4, column: 3)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 5, type: !25)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 5, column: 5)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 4, column: 3)
!29 = !DILocation(line: 0, scope: !24)
!30 = !DILocation(line: 4, column: 3, scope: !24)
!31 = !DILocation(line: 0, scope: !27)
!32 = !DILocation(line: 5, column: 5, scope: !27)
!33 = !DILocation(line: 7, column: 1, scope: !19)
!34 = !DILocation(line: 4, column: 28, scope: !28)
!35 = !DILocation(line: 4, column: 21, scope: !28)
!36 = distinct !{!36, !30, !37, !38}
!37 = !DILocation(line: 6, column: 31, scope: !24)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 6, column: 24, scope: !40)
!40 = distinct !DILexicalBlock(scope: !27, file: !3, line: 5, column: 5)
!41 = !DILocation(line: 6, column: 17, scope: !40)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 6, column: 29, scope: !40)
!47 = !DILocation(line: 6, column: 7, scope: !40)
!48 = !DILocation(line: 6, column: 15, scope: !40)
!49 = !DILocation(line: 5, column: 23, scope: !40)
!50 = distinct !{!50, !32, !51, !38}
!51 = !DILocation(line: 6, column: 31, scope: !27)

