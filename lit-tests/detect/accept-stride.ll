; A loop with a step of 3 is modelled by its normalized counter: the step
; moves into the subscript (a[3 i0]) and the trip count becomes a
; parameter (p).
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: stride3.c
;    1| void stride3(int n, float *a) {
;    2|   for (int i = 0; i < n; i += 3)
;    3|     a[i] = 1.0f;
;    4| }
; END-SOURCE
;
; CHECK-LABEL: scop @stride3.scop0 in @stride3
; CHECK: write #0 @a "[n, p] -> { S0[i0] -> a[3i0] }"

; ModuleID = 'stride3.c'
source_filename = "stride3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @stride3(i32 noundef %n, ptr nocapture noundef writeonly %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp3 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup, !dbg !25

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64, !dbg !25
  br label %for.body, !dbg !25

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !22)
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv, !dbg !27
  store float 1.000000e+00, ptr %arrayidx, align 4, !dbg !28, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 3, !dbg !33
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !22)
  %cmp = icmp ult i64 %indvars.iv.next, %0, !dbg !23
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !25, !llvm.loop !34
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stride3.c", directory: ".", checksumkind: CSK_MD5, checksum: "fa161eea23babb5d410bd991403a72e5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "stride3", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
!26 = !DILocation(line: 4, column: 1, scope: !10)
!27 = !DILocation(line: 3, column: 5, scope: !24)
!28 = !DILocation(line: 3, column: 10, scope: !24)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 2, column: 28, scope: !24)
!34 = distinct !{!34, !25, !35, !36}
!35 = !DILocation(line: 3, column: 12, scope: !20)
!36 = !{!"llvm.loop.mustprogress"}

