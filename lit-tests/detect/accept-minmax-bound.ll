; A bound that is the minimum of affine expressions (j < min(i + 4, m)) is
; affine piece by piece: the domain carries both constraints, and the
; band (a sliding window) is a SCoP.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: minmax.c
;    1| void minmax(long n, long m, double A[n][m]) {
;    2|   for (long i = 0; i < n; i++)
;    3|     for (long j = i; j < (i + 4 < m ? i + 4 : m); j++)
;    4|       A[i][j] = i * j;
;    5| }
; END-SOURCE
;
; CHECK-LABEL: scop @minmax.scop0 in @minmax
; CHECK: domain "[m, n] -> { S0[i0, i1] : 0 <= i0 < n and i0 < m and 0 <= i1 <= 3 and i1 < m - i0 }"
; CHECK: write #0 @A "[m, n] -> { S0[i0, i1] -> A[i0, i0 + i1] }"

; ModuleID = 'minmax.c'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @minmax(i64 noundef %n, i64 noundef %m, ptr nocapture noundef writeonly %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i64 %n, !20, !DIExpression(), !28)
    #dbg_value(i64 %m, !21, !DIExpression(), !28)
    #dbg_value(ptr %A, !22, !DIExpression(), !28)
    #dbg_value(i64 0, !23, !DIExpression(), !29)
  %cmp25 = icmp sgt i64 %n, 0, !dbg !30
  br i1 %cmp25, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !31

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup5
  %i.026 = phi i64 [ %inc9, %for.cond.cleanup5 ], [ 0, %entry ]
    #dbg_value(i64 %i.026, !23, !DIExpression(), !29)
  %add = add nuw nsw i64 %i.026, 4
  %cond = tail call i64 @llvm.smin.i64(i64 %add, i64 %m)
    #dbg_value(i64 %i.026, !25, !DIExpression(), !32)
  %cmp423 = icmp slt i64 %i.026, %m, !dbg !33
  br i1 %cmp423, label %for.body6.lr.ph, label %for.cond.cleanup5, !dbg !35

for.body6.lr.ph:                                  ; preds = %for.cond1.preheader
  %0 = mul nsw i64 %i.026, %m
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %0
  br label %for.body6, !dbg !35

for.cond.cleanup:                                 ; preds = %for.cond.cleanup5, %entry
  ret void, !dbg !36

for.cond.cleanup5:                                ; preds = %for.body6, %for.cond1.preheader
  %inc9 = add nuw nsw i64 %i.026, 1, !dbg !37
    #dbg_value(i64 %inc9, !23, !DIExpression(), !29)
  %exitcond.not = icmp eq i64 %inc9, %n, !dbg !30
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !31, !llvm.loop !38

for.body6:                                        ; preds = %for.body6.lr.ph, %for.body6
  %j.024 = phi i64 [ %i.026, %for.body6.lr.ph ], [ %inc, %for.body6 ]
    #dbg_value(i64 %j.024, !25, !DIExpression(), !32)
  %mul = mul nuw nsw i64 %j.024, %i.026, !dbg !41
  %conv = uitofp nneg i64 %mul to double, !dbg !42
  %arrayidx7 = getelementptr inbounds double, ptr %arrayidx, i64 %j.024, !dbg !43
  store double %conv, ptr %arrayidx7, align 8, !dbg !44, !tbaa !45
  %inc = add nuw nsw i64 %j.024, 1, !dbg !49
    #dbg_value(i64 %inc, !25, !DIExpression(), !32)
  %cmp4 = icmp slt i64 %inc, %cond, !dbg !33
  br i1 %cmp4, label %for.body6, label %for.cond.cleanup5, !dbg !35, !llvm.loop !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax.c", directory: ".", checksumkind: CSK_MD5, checksum: "3132461908d6305ff05a1f498e0d1cbc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "minmax", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !{!20, !21, !22, !23, !25}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "m", arg: 2, scope: !10, file: !1, line: 1, type: !13)
!22 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 1, type: !14)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 2, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!25 = !DILocalVariable(name: "j", scope: !26, file: !1, line: 3, type: !13)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 3, column: 5)
!27 = distinct !DILexicalBlock(scope: !24, file: !1, line: 2, column: 3)
!28 = !DILocation(line: 0, scope: !10)
!29 = !DILocation(line: 0, scope: !24)
!30 = !DILocation(line: 2, column: 22, scope: !27)
!31 = !DILocation(line: 2, column: 3, scope: !24)
!32 = !DILocation(line: 0, scope: !26)
!33 = !DILocation(line: 3, column: 24, scope: !34)
!34 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 5)
!35 = !DILocation(line: 3, column: 5, scope: !26)
!36 = !DILocation(line: 5, column: 1, scope: !10)
!37 = !DILocation(line: 2, column: 28, scope: !27)
!38 = distinct !{!38, !31, !39, !40}
!39 = !DILocation(line: 4, column: 21, scope: !24)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 4, column: 19, scope: !34)
!42 = !DILocation(line: 4, column: 17, scope: !34)
!43 = !DILocation(line: 4, column: 7, scope: !34)
!44 = !DILocation(line: 4, column: 15, scope: !34)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 3, column: 52, scope: !34)
!50 = distinct !{!50, !35, !51, !40}
!51 = !DILocation(line: 4, column: 21, scope: !26)

