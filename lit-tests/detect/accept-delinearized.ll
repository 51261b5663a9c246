; A linearized subscript with a parametric row length (A[i * m + j]) is
; delinearized into two dimensions (A[?, m]): dependences and tiling then
; see rows and columns, not one flat index.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: linearized.c
;    1| void linearized(long n, long m, double *A) {
;    2|   for (long i = 0; i < n; i++)
;    3|     for (long j = 0; j < m; j++)
;    4|       A[i * m + j] = i + j;
;    5| }
; END-SOURCE
;
; CHECK-LABEL: scop @linearized.scop0 in @linearized
; CHECK: array @A : f64 [?, m] memory size 8
; CHECK: write #0 @A "[m, n] -> { S0[i0, i1] -> A[i0, i1] }"

; ModuleID = 'linearized.c'
source_filename = "linearized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @linearized(i64 noundef %n, i64 noundef %m, ptr nocapture noundef writeonly %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i64 %n, !17, !DIExpression(), !25)
    #dbg_value(i64 %m, !18, !DIExpression(), !25)
    #dbg_value(ptr %A, !19, !DIExpression(), !25)
    #dbg_value(i64 0, !20, !DIExpression(), !26)
  %cmp18 = icmp sgt i64 %n, 0, !dbg !27
  br i1 %cmp18, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !28

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp216 = icmp sgt i64 %m, 0
  br label %for.cond1.preheader, !dbg !28

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %i.019 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %inc7, %for.cond.cleanup3 ]
    #dbg_value(i64 %i.019, !20, !DIExpression(), !26)
    #dbg_value(i64 0, !22, !DIExpression(), !29)
  br i1 %cmp216, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !30

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i64 %i.019, %m
  %0 = getelementptr double, ptr %A, i64 %mul
  br label %for.body4, !dbg !30

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !31

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %inc7 = add nuw nsw i64 %i.019, 1, !dbg !32
    #dbg_value(i64 %inc7, !20, !DIExpression(), !26)
  %exitcond20.not = icmp eq i64 %inc7, %n, !dbg !27
  br i1 %exitcond20.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !28, !llvm.loop !33

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %j.017 = phi i64 [ 0, %for.body4.lr.ph ], [ %inc, %for.body4 ]
    #dbg_value(i64 %j.017, !22, !DIExpression(), !29)
  %add = add nuw nsw i64 %j.017, %i.019, !dbg !36
  %conv = uitofp nneg i64 %add to double, !dbg !38
  %arrayidx = getelementptr double, ptr %0, i64 %j.017, !dbg !39
  store double %conv, ptr %arrayidx, align 8, !dbg !40, !tbaa !41
  %inc = add nuw nsw i64 %j.017, 1, !dbg !45
    #dbg_value(i64 %inc, !22, !DIExpression(), !29)
  %exitcond.not = icmp eq i64 %inc, %m, !dbg !46
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !30, !llvm.loop !47
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linearized.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c1869bd2eafb64572a65c9ae16dea8a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "linearized", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19, !20, !22}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "m", arg: 2, scope: !10, file: !1, line: 1, type: !13)
!19 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 1, type: !14)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 2, type: !13)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!22 = !DILocalVariable(name: "j", scope: !23, file: !1, line: 3, type: !13)
!23 = distinct !DILexicalBlock(scope: !24, file: !1, line: 3, column: 5)
!24 = distinct !DILexicalBlock(scope: !21, file: !1, line: 2, column: 3)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 0, scope: !21)
!27 = !DILocation(line: 2, column: 22, scope: !24)
!28 = !DILocation(line: 2, column: 3, scope: !21)
!29 = !DILocation(line: 0, scope: !23)
!30 = !DILocation(line: 3, column: 5, scope: !23)
!31 = !DILocation(line: 5, column: 1, scope: !10)
!32 = !DILocation(line: 2, column: 28, scope: !24)
!33 = distinct !{!33, !28, !34, !35}
!34 = !DILocation(line: 4, column: 26, scope: !21)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 4, column: 24, scope: !37)
!37 = distinct !DILexicalBlock(scope: !23, file: !1, line: 3, column: 5)
!38 = !DILocation(line: 4, column: 22, scope: !37)
!39 = !DILocation(line: 4, column: 7, scope: !37)
!40 = !DILocation(line: 4, column: 20, scope: !37)
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 3, column: 30, scope: !37)
!46 = !DILocation(line: 3, column: 24, scope: !37)
!47 = distinct !{!47, !30, !48, !35}
!48 = !DILocation(line: 4, column: 26, scope: !23)

