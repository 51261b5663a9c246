; A C label on the line of a `for` tags that loop, in the IR of a clang -O3
; -g build: clang keeps each label as a DILabel of its subprogram, but
; SimplifyCFG drops the record of L2 (its block held nothing else), so the
; tag comes from the label's line, which is the line the loop starts on.
; Unlabelled loops keep their line tag (@7); the depth counts from the
; SCoP's outermost loop.
; RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=LOOPS %s
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: nest.c
;    1| double A[64][64], B[64][64];
;    2|
;    3| void nest(int n) {
;    4| L1: for (int i = 0; i < n; i++)
;    5| L2:   for (int j = 0; j < n; j++)
;    6|         A[i][j] = B[j][i] + 1.0;
;    7|   for (int i = 0; i < n; i++)
;    8|     B[i][i] = 0.0;
;    9| }
; END-SOURCE
;
; BLESS-BEGIN: LOOPS
; LOOPS: function nest
; LOOPS-NEXT:   scop nest.scop0 (nest.c:4)
; LOOPS-NEXT:     loop L1 @4 depth 0
; LOOPS-NEXT:       loop L2 @5 depth 1
; LOOPS-NEXT:         stmt S0 @6
; LOOPS-NEXT:   scop nest.scop1 (nest.c:7)
; LOOPS-NEXT:     loop @7 depth 0
; LOOPS-NEXT:       stmt S0 @8
; BLESS-END

; ModuleID = 'nest.c'
source_filename = "nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@A = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @nest(i32 noundef %n) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %n, !24, !DIExpression(), !34)
    #dbg_label(!25, !35)
    #dbg_value(i32 0, !26, !DIExpression(), !36)
  %cmp39 = icmp sgt i32 %n, 0, !dbg !37
  br i1 %cmp39, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup17, !dbg !38

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %wide.trip.count47 = zext nneg i32 %n to i64, !dbg !37
  br label %for.cond1.preheader.us, !dbg !38

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv44 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next45, %for.cond1.for.cond.cleanup3_crit_edge.us ]
    #dbg_value(i64 %indvars.iv44, !26, !DIExpression(), !36)
    #dbg_value(i32 0, !30, !DIExpression(), !39)
  br label %for.body4.us, !dbg !40

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ]
    #dbg_value(i64 %indvars.iv, !30, !DIExpression(), !39)
  %arrayidx6.us = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv, i64 %indvars.iv44, !dbg !41
  %0 = load double, ptr %arrayidx6.us, align 8, !dbg !41, !tbaa !43
  %add.us = fadd double %0, 1.000000e+00, !dbg !47
  %arrayidx10.us = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv44, i64 %indvars.iv, !dbg !48
  store double %add.us, ptr %arrayidx10.us, align 8, !dbg !49, !tbaa !43
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next, !30, !DIExpression(), !39)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count47, !dbg !51
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !40, !llvm.loop !52

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  %indvars.iv.next45 = add nuw nsw i64 %indvars.iv44, 1, !dbg !55
    #dbg_value(i64 %indvars.iv.next45, !26, !DIExpression(), !36)
  %exitcond48.not = icmp eq i64 %indvars.iv.next45, %wide.trip.count47, !dbg !37
  br i1 %exitcond48.not, label %for.cond15.preheader, label %for.cond1.preheader.us, !dbg !38, !llvm.loop !56

for.cond15.preheader:                             ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us
    #dbg_value(i32 0, !32, !DIExpression(), !58)
  br i1 %cmp39, label %for.body18.preheader, label %for.cond.cleanup17, !dbg !59

for.body18.preheader:                             ; preds = %for.cond15.preheader
  %wide.trip.count52 = zext nneg i32 %n to i64, !dbg !60
  br label %for.body18, !dbg !59

for.cond.cleanup17:                               ; preds = %for.body18, %entry, %for.cond15.preheader
  ret void, !dbg !62

for.body18:                                       ; preds = %for.body18.preheader, %for.body18
  %indvars.iv49 = phi i64 [ 0, %for.body18.preheader ], [ %indvars.iv.next50, %for.body18 ]
    #dbg_value(i64 %indvars.iv49, !32, !DIExpression(), !58)
  %arrayidx22 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv49, i64 %indvars.iv49, !dbg !63
  store double 0.000000e+00, ptr %arrayidx22, align 8, !dbg !64, !tbaa !43
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !65
    #dbg_value(i64 %indvars.iv.next50, !32, !DIExpression(), !58)
  %exitcond53.not = icmp eq i64 %indvars.iv.next50, %wide.trip.count52, !dbg !60
  br i1 %exitcond53.not, label %for.cond.cleanup17, label %for.body18, !dbg !59, !llvm.loop !66
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nest.c", directory: ".", checksumkind: CSK_MD5, checksum: "3f943a89d2c98c6548b52b9dab72edf3")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
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
!19 = distinct !DISubprogram(name: "nest", scope: !3, file: !3, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !25, !26, !28, !30, !32}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 3, type: !22)
!25 = !DILabel(scope: !19, name: "L1", file: !3, line: 4)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 4, type: !22)
!27 = distinct !DILexicalBlock(scope: !19, file: !3, line: 4, column: 5)
!28 = !DILabel(scope: !29, name: "L2", file: !3, line: 5)
!29 = distinct !DILexicalBlock(scope: !27, file: !3, line: 4, column: 5)
!30 = !DILocalVariable(name: "j", scope: !31, file: !3, line: 5, type: !22)
!31 = distinct !DILexicalBlock(scope: !29, file: !3, line: 5, column: 7)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 7, type: !22)
!33 = distinct !DILexicalBlock(scope: !19, file: !3, line: 7, column: 3)
!34 = !DILocation(line: 0, scope: !19)
!35 = !DILocation(line: 4, column: 1, scope: !19)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocation(line: 4, column: 23, scope: !29)
!38 = !DILocation(line: 4, column: 5, scope: !27)
!39 = !DILocation(line: 0, scope: !31)
!40 = !DILocation(line: 5, column: 7, scope: !31)
!41 = !DILocation(line: 6, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !31, file: !3, line: 5, column: 7)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 6, column: 27, scope: !42)
!48 = !DILocation(line: 6, column: 9, scope: !42)
!49 = !DILocation(line: 6, column: 17, scope: !42)
!50 = !DILocation(line: 5, column: 31, scope: !42)
!51 = !DILocation(line: 5, column: 25, scope: !42)
!52 = distinct !{!52, !40, !53, !54}
!53 = !DILocation(line: 6, column: 29, scope: !31)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 4, column: 29, scope: !29)
!56 = distinct !{!56, !38, !57, !54}
!57 = !DILocation(line: 6, column: 29, scope: !27)
!58 = !DILocation(line: 0, scope: !33)
!59 = !DILocation(line: 7, column: 3, scope: !33)
!60 = !DILocation(line: 7, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !33, file: !3, line: 7, column: 3)
!62 = !DILocation(line: 9, column: 1, scope: !19)
!63 = !DILocation(line: 8, column: 5, scope: !61)
!64 = !DILocation(line: 8, column: 13, scope: !61)
!65 = !DILocation(line: 7, column: 27, scope: !61)
!66 = distinct !{!66, !59, !67, !54}
!67 = !DILocation(line: 8, column: 15, scope: !33)

