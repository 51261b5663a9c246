; A label that tags no loop or statement of a SCoP gets a note, never a
; failure: Lx labels an assignment LLVM folded away (the loop on the next
; line is not tagged by it: a label alone on its line tags the next loop
; only where its place in the IR is gone, and at the start of a function
; it survives), and Lv labels a loop Tessera rejects (a volatile access),
; which is listed with its reason.
; RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=LOOPS %s
; SOURCE: unmapped.c
;    1| void unmapped(int n, double *restrict a, volatile double *v) {
;    2| Lx: n = n + 1;
;    3|   for (int i = 0; i < n; i++)
;    4|     a[i] = 1.0;
;    5| Lv: for (int i = 0; i < n; i++)
;    6|     v[i] = 0.0;
;    7| }
; END-SOURCE
;
; BLESS-BEGIN: LOOPS
; LOOPS: function unmapped
; LOOPS-NEXT:   scop unmapped.scop0 (unmapped.c:3)
; LOOPS-NEXT:     loop @3 depth 0
; LOOPS-NEXT:       stmt S0 @4
; LOOPS-NEXT:   rejected @5 (unmapped.c:6:10): a volatile or atomic memory access
; LOOPS-NEXT:   note: label Lx at line 2 is not before a loop or statement of a SCoP (a label tags the loop whose `for` is on its line, or, alone on a line before it, the next loop, unless its place in the IR survives, as at the start of a function: there it may label code LLVM folded away)
; LOOPS-NEXT:   note: label Lv at line 5 tags loop @5, which is in no SCoP
; BLESS-END

; ModuleID = 'unmapped.c'
source_filename = "unmapped.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @unmapped(i32 noundef %n, ptr noalias nocapture noundef writeonly %a, ptr noundef %v) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !20, !DIExpression(), !29)
    #dbg_value(ptr %a, !21, !DIExpression(), !29)
    #dbg_value(ptr %v, !22, !DIExpression(), !29)
    #dbg_label(!23, !30)
    #dbg_value(i32 %n, !20, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !29)
    #dbg_value(i32 0, !24, !DIExpression(), !31)
  %cmp.not17 = icmp slt i32 %n, 0, !dbg !32
  br i1 %cmp.not17, label %for.cond.cleanup4, label %for.body.preheader, !dbg !34

for.body.preheader:                               ; preds = %entry
  %0 = add nuw i32 %n, 1, !dbg !34
  %wide.trip.count = zext i32 %0 to i64, !dbg !32
  br label %for.body, !dbg !34

for.cond2.preheader:                              ; preds = %for.body
    #dbg_value(i32 0, !27, !DIExpression(), !35)
  br i1 %cmp.not17, label %for.cond.cleanup4, label %for.body5.preheader, !dbg !36

for.body5.preheader:                              ; preds = %for.cond2.preheader
  %1 = add nuw i32 %n, 1, !dbg !36
  %wide.trip.count25 = zext i32 %1 to i64, !dbg !37
  br label %for.body5, !dbg !36

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !31)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !39
  store double 1.000000e+00, ptr %arrayidx, align 8, !dbg !40, !tbaa !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !45
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !31)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !32
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !dbg !34, !llvm.loop !46

for.cond.cleanup4:                                ; preds = %for.body5, %entry, %for.cond2.preheader
  ret void, !dbg !50

for.body5:                                        ; preds = %for.body5.preheader, %for.body5
  %indvars.iv22 = phi i64 [ 0, %for.body5.preheader ], [ %indvars.iv.next23, %for.body5 ]
    #dbg_value(i64 %indvars.iv22, !27, !DIExpression(), !35)
  %arrayidx7 = getelementptr inbounds double, ptr %v, i64 %indvars.iv22, !dbg !51
  store volatile double 0.000000e+00, ptr %arrayidx7, align 8, !dbg !52, !tbaa !41
  %indvars.iv.next23 = add nuw nsw i64 %indvars.iv22, 1, !dbg !53
    #dbg_value(i64 %indvars.iv.next23, !27, !DIExpression(), !35)
  %exitcond26.not = icmp eq i64 %indvars.iv.next23, %wide.trip.count25, !dbg !37
  br i1 %exitcond26.not, label %for.cond.cleanup4, label %for.body5, !dbg !36, !llvm.loop !54
}

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unmapped.c", directory: ".", checksumkind: CSK_MD5, checksum: "f37e8cfddf9e6d60a37f3927c01e6089")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "unmapped", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!19 = !{!20, !21, !22, !23, !24, !26, !27}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!22 = !DILocalVariable(name: "v", arg: 3, scope: !10, file: !1, line: 1, type: !17)
!23 = !DILabel(scope: !10, name: "Lx", file: !1, line: 2)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 3, type: !13)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 3)
!26 = !DILabel(scope: !10, name: "Lv", file: !1, line: 5)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 5, type: !13)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 5)
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocation(line: 2, column: 1, scope: !10)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 3, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !25, file: !1, line: 3, column: 3)
!34 = !DILocation(line: 3, column: 3, scope: !25)
!35 = !DILocation(line: 0, scope: !28)
!36 = !DILocation(line: 5, column: 5, scope: !28)
!37 = !DILocation(line: 5, column: 23, scope: !38)
!38 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 5)
!39 = !DILocation(line: 4, column: 5, scope: !33)
!40 = !DILocation(line: 4, column: 10, scope: !33)
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 3, column: 27, scope: !33)
!46 = distinct !{!46, !34, !47, !48, !49}
!47 = !DILocation(line: 4, column: 12, scope: !25)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = !DILocation(line: 7, column: 1, scope: !10)
!51 = !DILocation(line: 6, column: 5, scope: !38)
!52 = !DILocation(line: 6, column: 10, scope: !38)
!53 = !DILocation(line: 5, column: 29, scope: !38)
!54 = distinct !{!54, !36, !55, !48, !49}
!55 = !DILocation(line: 6, column: 12, scope: !28)
