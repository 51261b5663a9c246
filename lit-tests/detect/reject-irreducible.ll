; A cycle entered at two places (a goto into the loop body) is not a natural
; loop: irreducible control flow is reported, at the cycle's entry, rather
; than mistaken for a loop.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: irreducible.c
;    1| void irreducible(int n, double *a) {
;    2|   int i = 0;
;    3|   if (n > 5)
;    4|     goto inside;
;    5|   while (i < n) {
;    6|     a[i] += 1.0;
;    7|   inside:
;    8|     a[i] *= 2.0;
;    9|     i++;
;   10|   }
;   11| }
; END-SOURCE
;
; CHECK: remark: irreducible.c:5:12: loop nest not optimized: irreducible control flow (a cycle entered at several places, e.g. by goto, is not a natural loop)

; ModuleID = 'irreducible.c'
source_filename = "irreducible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @irreducible(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !22)
    #dbg_value(ptr %a, !18, !DIExpression(), !22)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp = icmp sgt i32 %n, 5, !dbg !23
  br i1 %cmp, label %entry.inside_crit_edge, label %while.cond, !dbg !25

entry.inside_crit_edge:                           ; preds = %entry
  %.pre = load double, ptr %a, align 8, !dbg !26, !tbaa !27
  br label %inside, !dbg !25

while.cond:                                       ; preds = %entry, %inside
  %i.0 = phi i32 [ %inc, %inside ], [ 0, %entry ], !dbg !22
    #dbg_value(i32 %i.0, !19, !DIExpression(), !22)
  %cmp1 = icmp slt i32 %i.0, %n, !dbg !31
  br i1 %cmp1, label %while.body, label %while.end, !dbg !32

while.body:                                       ; preds = %while.cond
  %idxprom = sext i32 %i.0 to i64, !dbg !33
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %idxprom, !dbg !33
  %0 = load double, ptr %arrayidx, align 8, !dbg !34, !tbaa !27
  %add = fadd double %0, 1.000000e+00, !dbg !34
  store double %add, ptr %arrayidx, align 8, !dbg !34, !tbaa !27
  br label %inside, !dbg !33

inside:                                           ; preds = %entry.inside_crit_edge, %while.body
  %1 = phi double [ %.pre, %entry.inside_crit_edge ], [ %add, %while.body ], !dbg !26
  %i.1 = phi i32 [ 0, %entry.inside_crit_edge ], [ %i.0, %while.body ], !dbg !22
    #dbg_value(i32 %i.1, !19, !DIExpression(), !22)
    #dbg_label(!20, !35)
  %idxprom2 = sext i32 %i.1 to i64, !dbg !36
  %arrayidx3 = getelementptr inbounds double, ptr %a, i64 %idxprom2, !dbg !36
  %mul = fmul double %1, 2.000000e+00, !dbg !26
  store double %mul, ptr %arrayidx3, align 8, !dbg !26, !tbaa !27
  %inc = add nsw i32 %i.1, 1, !dbg !37
    #dbg_value(i32 %inc, !19, !DIExpression(), !22)
  br label %while.cond, !dbg !32, !llvm.loop !38

while.end:                                        ; preds = %while.cond
  ret void, !dbg !41
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "irreducible.c", directory: ".", checksumkind: CSK_MD5, checksum: "3969d69a11995e142aafdc838f20bcf8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "irreducible", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19, !20}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 2, type: !13)
!20 = !DILabel(scope: !21, name: "inside", file: !1, line: 7)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 17)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 3, column: 9, scope: !24)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 7)
!25 = !DILocation(line: 3, column: 7, scope: !10)
!26 = !DILocation(line: 8, column: 10, scope: !21)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 5, column: 12, scope: !10)
!32 = !DILocation(line: 5, column: 3, scope: !10)
!33 = !DILocation(line: 6, column: 5, scope: !21)
!34 = !DILocation(line: 6, column: 10, scope: !21)
!35 = !DILocation(line: 7, column: 3, scope: !21)
!36 = !DILocation(line: 8, column: 5, scope: !21)
!37 = !DILocation(line: 9, column: 6, scope: !21)
!38 = distinct !{!38, !32, !39, !40}
!39 = !DILocation(line: 10, column: 3, scope: !10)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 11, column: 1, scope: !10)

