; An if on data loaded in the nest (a[i] > 1.0) is not an affine condition:
; the statement's domain would depend on values, so the nest is rejected,
; the remark at the condition.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: data_cond.c
;    1| void data_cond(int n, double *a) {
;    2|   for (int i = 0; i < n; i++)
;    3|     if (a[i] > 1.0)
;    4|       a[i] = 1.0;
;    5| }
; END-SOURCE
;
; CHECK: remark: data_cond.c:3:9: loop nest not optimized: a loop bound or branch condition depends on data loaded or computed in the loop nest

; ModuleID = 'data_cond.c'
source_filename = "data_cond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @data_cond(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp8 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup, !dbg !25

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !23
  br label %for.body, !dbg !25

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !22)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !27
  %0 = load double, ptr %arrayidx, align 8, !dbg !27, !tbaa !29
  %cmp1 = fcmp ogt double %0, 1.000000e+00, !dbg !33
  br i1 %cmp1, label %if.then, label %for.inc, !dbg !34

if.then:                                          ; preds = %for.body
  store double 1.000000e+00, ptr %arrayidx, align 8, !dbg !35, !tbaa !29
  br label %for.inc, !dbg !36

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !37
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !22)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !23
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !25, !llvm.loop !38
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "data_cond.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc7f2768982f60dc9c48b9706d0b94a2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "data_cond", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 2, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 0, scope: !20)
!23 = !DILocation(line: 2, column: 21, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 2, column: 3)
!25 = !DILocation(line: 2, column: 3, scope: !20)
!26 = !DILocation(line: 5, column: 1, scope: !10)
!27 = !DILocation(line: 3, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 3, column: 9)
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 3, column: 14, scope: !28)
!34 = !DILocation(line: 3, column: 9, scope: !24)
!35 = !DILocation(line: 4, column: 12, scope: !28)
!36 = !DILocation(line: 4, column: 7, scope: !28)
!37 = !DILocation(line: 2, column: 27, scope: !24)
!38 = distinct !{!38, !25, !39, !40}
!39 = !DILocation(line: 4, column: 14, scope: !20)
!40 = !{!"llvm.loop.mustprogress"}

