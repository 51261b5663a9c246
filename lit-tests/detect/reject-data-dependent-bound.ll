; An inner loop whose bound is loaded inside the nest (j < len[i]) has a
; trip count known only at run time: the nest is rejected, the remark at the
; bound. The inner loop is then tried alone, and there the bound is loaded
; before the loop: a parameter, and the inner loop a SCoP.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: data_bound.c
;    1| void data_bound(int n, double *a, const int *len) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int j = 0; j < len[i]; j++)
;    4|       a[j] += 1.0;
;    5| }
; END-SOURCE
;
; CHECK: remark: data_bound.c:3:23: loop nest not optimized: a loop bound or branch condition depends on data loaded or computed in the loop nest
; The inner loop alone is a SCoP: len[i] is loaded outside it.
; CHECK-NEXT: remark: data_bound.c:3:5: SCoP data_bound.scop0 found: 1 loops, 1 statements, 1 arrays

; ModuleID = 'data_bound.c'
source_filename = "data_bound.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @data_bound(i32 noundef %n, ptr nocapture noundef %a, ptr nocapture noundef readonly %len) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !19, !DIExpression(), !27)
    #dbg_value(ptr %a, !20, !DIExpression(), !27)
    #dbg_value(ptr %len, !21, !DIExpression(), !27)
    #dbg_value(i32 0, !22, !DIExpression(), !28)
  %cmp16 = icmp sgt i32 %n, 0, !dbg !29
  br i1 %cmp16, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !30

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count22 = zext nneg i32 %n to i64, !dbg !29
  br label %for.cond1.preheader, !dbg !30

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup3
  %indvars.iv19 = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next20, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv19, !22, !DIExpression(), !28)
  %arrayidx = getelementptr inbounds i32, ptr %len, i64 %indvars.iv19
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !31
    #dbg_value(i32 0, !24, !DIExpression(), !35)
  %cmp214 = icmp sgt i32 %0, 0, !dbg !36
  br i1 %cmp214, label %for.body4.preheader, label %for.cond.cleanup3, !dbg !38

for.body4.preheader:                              ; preds = %for.cond1.preheader
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !36
  br label %for.body4, !dbg !38

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !39

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1, !dbg !40
    #dbg_value(i64 %indvars.iv.next20, !22, !DIExpression(), !28)
  %exitcond23.not = icmp eq i64 %indvars.iv.next20, %wide.trip.count22, !dbg !29
  br i1 %exitcond23.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !30, !llvm.loop !41

for.body4:                                        ; preds = %for.body4.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !35)
  %arrayidx6 = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !44
  %1 = load double, ptr %arrayidx6, align 8, !dbg !45, !tbaa !46
  %add = fadd double %1, 1.000000e+00, !dbg !45
  store double %add, ptr %arrayidx6, align 8, !dbg !45, !tbaa !46
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !48
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !35)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !36
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !38, !llvm.loop !49
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "data_bound.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad6fede72ae9874b1c85e2cc2c475f9c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "data_bound", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !16}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!18 = !{!19, !20, !21, !22, !24}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!20 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!21 = !DILocalVariable(name: "len", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 2, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!24 = !DILocalVariable(name: "j", scope: !25, file: !1, line: 3, type: !13)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 5)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 2, column: 3)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 2, column: 21, scope: !26)
!30 = !DILocation(line: 2, column: 3, scope: !23)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 0, scope: !25)
!36 = !DILocation(line: 3, column: 23, scope: !37)
!37 = distinct !DILexicalBlock(scope: !25, file: !1, line: 3, column: 5)
!38 = !DILocation(line: 3, column: 5, scope: !25)
!39 = !DILocation(line: 5, column: 1, scope: !10)
!40 = !DILocation(line: 2, column: 27, scope: !26)
!41 = distinct !{!41, !30, !42, !43}
!42 = !DILocation(line: 4, column: 15, scope: !23)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 4, column: 7, scope: !37)
!45 = !DILocation(line: 4, column: 12, scope: !37)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !33, i64 0}
!48 = !DILocation(line: 3, column: 34, scope: !37)
!49 = distinct !{!49, !38, !50, !43}
!50 = !DILocation(line: 4, column: 15, scope: !25)

