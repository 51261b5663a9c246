; A triangular nest (j <= i) is a SCoP: its domain is the triangle, exactly,
; so no iteration outside it is ever scheduled or generated.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: triangular.c
;    1| void triangular(int n, double L[n][n]) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int j = 0; j <= i; j++)
;    4|       L[i][j] = i + j;
;    5| }
; END-SOURCE
;
; CHECK-LABEL: scop @triangular.scop0 in @triangular
; CHECK: array @L : f64 [?, n] memory size 8
; CHECK: domain "[n] -> { S0[i0, i1] : i0 < n and 0 <= i1 <= i0 }"
; CHECK: write #0 @L "[n] -> { S0[i0, i1] -> L[i0, i1] }"

; ModuleID = 'triangular.c'
source_filename = "triangular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @triangular(i32 noundef %n, ptr nocapture noundef writeonly %L) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !20, !DIExpression(), !27)
    #dbg_value(ptr %L, !21, !DIExpression(), !27)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !22, !DIExpression(), !28)
  %cmp20 = icmp sgt i32 %n, 0, !dbg !29
  br i1 %cmp20, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !30

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv28 = phi i64 [ %indvars.iv.next29, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv26 = phi i64 [ %indvars.iv.next27, %for.cond.cleanup3 ], [ 1, %entry ]
    #dbg_value(i64 %indvars.iv28, !22, !DIExpression(), !28)
  %1 = mul nuw nsw i64 %indvars.iv28, %0
  %arrayidx = getelementptr inbounds double, ptr %L, i64 %1
    #dbg_value(i32 0, !24, !DIExpression(), !31)
  br label %for.body4, !dbg !32

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !33

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next29 = add nuw nsw i64 %indvars.iv28, 1, !dbg !34
    #dbg_value(i64 %indvars.iv.next29, !22, !DIExpression(), !28)
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 1, !dbg !30
  %exitcond34.not = icmp eq i64 %indvars.iv.next29, %0, !dbg !29
  br i1 %exitcond34.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !30, !llvm.loop !35

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !31)
  %2 = add nuw nsw i64 %indvars.iv, %indvars.iv28, !dbg !38
  %3 = trunc nuw i64 %2 to i32, !dbg !40
  %conv = uitofp nneg i32 %3 to double, !dbg !40
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !41
  store double %conv, ptr %arrayidx6, align 8, !dbg !42, !tbaa !43
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !31)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv26, !dbg !48
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !32, !llvm.loop !49
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "triangular.c", directory: ".", checksumkind: CSK_MD5, checksum: "77a26122d3cd08c9604badb747061317")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
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
!21 = !DILocalVariable(name: "L", arg: 2, scope: !10, file: !1, line: 1, type: !14)
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
!33 = !DILocation(line: 5, column: 1, scope: !10)
!34 = !DILocation(line: 2, column: 27, scope: !26)
!35 = distinct !{!35, !30, !36, !37}
!36 = !DILocation(line: 4, column: 21, scope: !23)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 4, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !25, file: !1, line: 3, column: 5)
!40 = !DILocation(line: 4, column: 17, scope: !39)
!41 = !DILocation(line: 4, column: 7, scope: !39)
!42 = !DILocation(line: 4, column: 15, scope: !39)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 3, column: 30, scope: !39)
!48 = !DILocation(line: 3, column: 23, scope: !39)
!49 = distinct !{!49, !32, !50, !37}
!50 = !DILocation(line: 4, column: 21, scope: !25)

