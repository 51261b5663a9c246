; A subscript read from memory (a[idx[i]]) is not an affine function of the
; loop indices: its dependences cannot be computed exactly, so the nest is
; rejected, and the remark says what the subscript depends on.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: indirect.c
;    1| void indirect(int n, double *a, const int *idx) {
;    2|   for (int i = 0; i < n; i++)
;    3|     a[idx[i]] += 1.0;
;    4| }
; END-SOURCE
;
; CHECK: remark: indirect.c:3:15: loop nest not optimized: the subscript is not an affine function of the loop indices and parameters: it depends on a value loaded or computed inside the loop nest

; ModuleID = 'indirect.c'
source_filename = "indirect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @indirect(i32 noundef %n, ptr nocapture noundef %a, ptr nocapture noundef readonly %idx) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !19, !DIExpression(), !24)
    #dbg_value(ptr %a, !20, !DIExpression(), !24)
    #dbg_value(ptr %idx, !21, !DIExpression(), !24)
    #dbg_value(i32 0, !22, !DIExpression(), !25)
  %cmp5 = icmp sgt i32 %n, 0, !dbg !26
  br i1 %cmp5, label %for.body.preheader, label %for.cond.cleanup, !dbg !28

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !26
  br label %for.body, !dbg !28

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !29

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !22, !DIExpression(), !25)
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv, !dbg !30
  %0 = load i32, ptr %arrayidx, align 4, !dbg !30, !tbaa !31
  %idxprom1 = sext i32 %0 to i64, !dbg !35
  %arrayidx2 = getelementptr inbounds double, ptr %a, i64 %idxprom1, !dbg !35
  %1 = load double, ptr %arrayidx2, align 8, !dbg !36, !tbaa !37
  %add = fadd double %1, 1.000000e+00, !dbg !36
  store double %add, ptr %arrayidx2, align 8, !dbg !36, !tbaa !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !39
    #dbg_value(i64 %indvars.iv.next, !22, !DIExpression(), !25)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !26
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !28, !llvm.loop !40
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "indirect.c", directory: ".", checksumkind: CSK_MD5, checksum: "805083578f3e4931c48a522887cef896")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "indirect", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !16}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!18 = !{!19, !20, !21, !22}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!20 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!21 = !DILocalVariable(name: "idx", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 2, type: !13)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 0, scope: !23)
!26 = !DILocation(line: 2, column: 21, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 2, column: 3)
!28 = !DILocation(line: 2, column: 3, scope: !23)
!29 = !DILocation(line: 4, column: 1, scope: !10)
!30 = !DILocation(line: 3, column: 7, scope: !27)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 3, column: 5, scope: !27)
!36 = !DILocation(line: 3, column: 15, scope: !27)
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !33, i64 0}
!39 = !DILocation(line: 2, column: 27, scope: !27)
!40 = distinct !{!40, !28, !41, !42}
!41 = !DILocation(line: 3, column: 18, scope: !23)
!42 = !{!"llvm.loop.mustprogress"}

