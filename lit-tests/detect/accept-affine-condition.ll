; An if on an affine condition of the loop indices (j > i) narrows the
; statement's domain instead of rejecting the nest: the statement exists
; only where the condition holds.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: conditional.c
;    1| void conditional(int n, double A[n][n]) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int j = 0; j < n; j++)
;    4|       if (j > i)
;    5|         A[i][j] = 1.0;
;    6| }
; END-SOURCE
;
; CHECK-LABEL: scop @conditional.scop0 in @conditional
; CHECK: domain "[n] -> { S0[i0, i1] : i0 >= 0 and i0 < i1 < n }"

; ModuleID = 'conditional.c'
source_filename = "conditional.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @conditional(i32 noundef %n, ptr nocapture noundef writeonly %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !20, !DIExpression(), !27)
    #dbg_value(ptr %A, !21, !DIExpression(), !27)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !22, !DIExpression(), !28)
  %cmp22 = icmp sgt i32 %n, 0, !dbg !29
  br i1 %cmp22, label %for.body4.lr.ph, label %for.cond.cleanup, !dbg !30

for.body4.lr.ph:                                  ; preds = %entry, %for.cond.cleanup3
  %indvars.iv25 = phi i64 [ %indvars.iv.next26, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv25, !22, !DIExpression(), !28)
    #dbg_value(i32 0, !24, !DIExpression(), !31)
  %1 = mul nuw nsw i64 %indvars.iv25, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4, !dbg !32

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !33

for.cond.cleanup3:                                ; preds = %for.inc
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 1, !dbg !34
    #dbg_value(i64 %indvars.iv.next26, !22, !DIExpression(), !28)
  %exitcond29.not = icmp eq i64 %indvars.iv.next26, %0, !dbg !29
  br i1 %exitcond29.not, label %for.cond.cleanup, label %for.body4.lr.ph, !dbg !30, !llvm.loop !35

for.body4:                                        ; preds = %for.body4.lr.ph, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.inc ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !31)
  %cmp5 = icmp ugt i64 %indvars.iv, %indvars.iv25, !dbg !38
  br i1 %cmp5, label %if.then, label %for.inc, !dbg !41

if.then:                                          ; preds = %for.body4
  %arrayidx7 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !42
  store double 1.000000e+00, ptr %arrayidx7, align 8, !dbg !43, !tbaa !44
  br label %for.inc, !dbg !42

for.inc:                                          ; preds = %for.body4, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !48
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !31)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !49
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !32, !llvm.loop !50
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "conditional.c", directory: ".", checksumkind: CSK_MD5, checksum: "50f9759b3b3c227dc92c3c5097045010")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "conditional", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !{!20, !21, !22, !24}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "A", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 2, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!24 = !DILocalVariable(name: "j", scope: !25, file: !1, line: 3, type: !13)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 5)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 2, column: 3)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 2, column: 21, scope: !26)
!30 = !DILocation(line: 2, column: 3, scope: !23)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 3, column: 5, scope: !25)
!33 = !DILocation(line: 6, column: 1, scope: !10)
!34 = !DILocation(line: 2, column: 27, scope: !26)
!35 = distinct !{!35, !30, !36, !37}
!36 = !DILocation(line: 5, column: 19, scope: !23)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 4, column: 13, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 4, column: 11)
!40 = distinct !DILexicalBlock(scope: !25, file: !1, line: 3, column: 5)
!41 = !DILocation(line: 4, column: 11, scope: !40)
!42 = !DILocation(line: 5, column: 9, scope: !39)
!43 = !DILocation(line: 5, column: 17, scope: !39)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 3, column: 29, scope: !40)
!49 = !DILocation(line: 3, column: 23, scope: !40)
!50 = distinct !{!50, !32, !51, !37}
!51 = !DILocation(line: 5, column: 19, scope: !25)

