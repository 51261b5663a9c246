; A C label before a statement tags the model statement its code became:
; Sinit's record survives in the j loop's header, and the statement after
; it is S0, the store of 0 (LLVM made 0 the initial value of the k loop's
; accumulator; Tessera puts the store back in the k loop's preheader, the
; block after the header); Sacc's record sits before S1's load.
; S2 (the store after the k loop, same line as Sacc) gets no tag.
; RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=LOOPS %s
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: gemm.c
;    1| double A[64][64], B[64][64], C[64][64];
;    2|
;    3| void gemm(int n, double alpha) {
;    4|   for (int i = 0; i < n; i++)
;    5|     for (int j = 0; j < n; j++) {
;    6| Sinit: C[i][j] = 0.0;
;    7|        for (int k = 0; k < n; k++)
;    8| Sacc:    C[i][j] += alpha * A[i][k] * B[k][j];
;    9|     }
;   10| }
; END-SOURCE
;
; BLESS-BEGIN: LOOPS
; LOOPS: function gemm
; LOOPS-NEXT:   scop gemm.scop0 (gemm.c:4)
; LOOPS-NEXT:     loop @4 depth 0
; LOOPS-NEXT:       loop @5 depth 1
; LOOPS-NEXT:         stmt S0 @7 (tag Sinit)
; LOOPS-NEXT:         loop @7 depth 2
; LOOPS-NEXT:           stmt S1 @8 (tag Sacc)
; LOOPS-NEXT:         stmt S2 @8
; BLESS-END

; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@A = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !5
@B = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @gemm(i32 noundef %n, double noundef %alpha) local_unnamed_addr #0 !dbg !21 {
entry:
    #dbg_value(i32 %n, !26, !DIExpression(), !40)
    #dbg_value(double %alpha, !27, !DIExpression(), !40)
    #dbg_value(i32 0, !28, !DIExpression(), !41)
  %cmp47 = icmp sgt i32 %n, 0, !dbg !42
  br i1 %cmp47, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup, !dbg !43

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %wide.trip.count58 = zext nneg i32 %n to i64, !dbg !42
  br label %for.cond1.preheader.us, !dbg !43

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us
  %indvars.iv55 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next56, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us ]
    #dbg_value(i64 %indvars.iv55, !28, !DIExpression(), !41)
    #dbg_value(i32 0, !30, !DIExpression(), !44)
  br label %Sinit.us.us, !dbg !45

Sinit.us.us:                                      ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us, %for.cond1.preheader.us
  %indvars.iv50 = phi i64 [ %indvars.iv.next51, %for.cond7.for.cond.cleanup9_crit_edge.us.us ], [ 0, %for.cond1.preheader.us ]
    #dbg_value(i64 %indvars.iv50, !30, !DIExpression(), !44)
    #dbg_label(!33, !46)
  %arrayidx6.us.us = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %indvars.iv55, i64 %indvars.iv50, !dbg !47
    #dbg_value(i32 0, !36, !DIExpression(), !48)
  br label %Sacc.us.us, !dbg !49

Sacc.us.us:                                       ; preds = %Sacc.us.us, %Sinit.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %Sacc.us.us ], [ 0, %Sinit.us.us ], !dbg !50
  %0 = phi double [ %3, %Sacc.us.us ], [ 0.000000e+00, %Sinit.us.us ], !dbg !50
    #dbg_value(i64 %indvars.iv, !36, !DIExpression(), !48)
    #dbg_label(!38, !51)
  %arrayidx14.us.us = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv55, i64 %indvars.iv, !dbg !50
  %1 = load double, ptr %arrayidx14.us.us, align 8, !dbg !50, !tbaa !52
  %mul.us.us = fmul double %1, %alpha, !dbg !56
  %arrayidx18.us.us = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv, i64 %indvars.iv50, !dbg !57
  %2 = load double, ptr %arrayidx18.us.us, align 8, !dbg !57, !tbaa !52
  %3 = tail call double @llvm.fmuladd.f64(double %mul.us.us, double %2, double %0), !dbg !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next, !36, !DIExpression(), !48)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count58, !dbg !60
  br i1 %exitcond.not, label %for.cond7.for.cond.cleanup9_crit_edge.us.us, label %Sacc.us.us, !dbg !49, !llvm.loop !61

for.cond7.for.cond.cleanup9_crit_edge.us.us:      ; preds = %Sacc.us.us
  store double %3, ptr %arrayidx6.us.us, align 8, !dbg !58, !tbaa !52
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !64
    #dbg_value(i64 %indvars.iv.next51, !30, !DIExpression(), !44)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %wide.trip.count58, !dbg !65
  br i1 %exitcond54.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, label %Sinit.us.us, !dbg !45, !llvm.loop !66

for.cond1.for.cond.cleanup3_crit_edge.split.us.us: ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us.us
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !68
    #dbg_value(i64 %indvars.iv.next56, !28, !DIExpression(), !41)
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, %wide.trip.count58, !dbg !42
  br i1 %exitcond59.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !43, !llvm.loop !69

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, %entry
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".", checksumkind: CSK_MD5, checksum: "d2cde3667636a8234e5dc16d40d8e306")
!4 = !{!5, !11, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 262144, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !10}
!10 = !DISubrange(count: 64)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "gemm", scope: !3, file: !3, line: 3, type: !22, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !8}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26, !27, !28, !30, !33, !36, !38}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !21, file: !3, line: 3, type: !24)
!27 = !DILocalVariable(name: "alpha", arg: 2, scope: !21, file: !3, line: 3, type: !8)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 4, type: !24)
!29 = distinct !DILexicalBlock(scope: !21, file: !3, line: 4, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !3, line: 5, type: !24)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 5, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 4, column: 3)
!33 = !DILabel(scope: !34, name: "Sinit", file: !3, line: 6)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 5, column: 33)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 5, column: 5)
!36 = !DILocalVariable(name: "k", scope: !37, file: !3, line: 7, type: !24)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 7, column: 8)
!38 = !DILabel(scope: !39, name: "Sacc", file: !3, line: 8)
!39 = distinct !DILexicalBlock(scope: !37, file: !3, line: 7, column: 8)
!40 = !DILocation(line: 0, scope: !21)
!41 = !DILocation(line: 0, scope: !29)
!42 = !DILocation(line: 4, column: 21, scope: !32)
!43 = !DILocation(line: 4, column: 3, scope: !29)
!44 = !DILocation(line: 0, scope: !31)
!45 = !DILocation(line: 5, column: 5, scope: !31)
!46 = !DILocation(line: 6, column: 1, scope: !34)
!47 = !DILocation(line: 6, column: 8, scope: !34)
!48 = !DILocation(line: 0, scope: !37)
!49 = !DILocation(line: 7, column: 8, scope: !37)
!50 = !DILocation(line: 8, column: 29, scope: !39)
!51 = !DILocation(line: 8, column: 1, scope: !39)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 8, column: 27, scope: !39)
!57 = !DILocation(line: 8, column: 39, scope: !39)
!58 = !DILocation(line: 8, column: 18, scope: !39)
!59 = !DILocation(line: 7, column: 32, scope: !39)
!60 = !DILocation(line: 7, column: 26, scope: !39)
!61 = distinct !{!61, !49, !62, !63}
!62 = !DILocation(line: 8, column: 45, scope: !37)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 5, column: 29, scope: !35)
!65 = !DILocation(line: 5, column: 23, scope: !35)
!66 = distinct !{!66, !45, !67, !63}
!67 = !DILocation(line: 9, column: 5, scope: !31)
!68 = !DILocation(line: 4, column: 27, scope: !32)
!69 = distinct !{!69, !43, !70, !63}
!70 = !DILocation(line: 9, column: 5, scope: !29)
!71 = !DILocation(line: 10, column: 1, scope: !21)

