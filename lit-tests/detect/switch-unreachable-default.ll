; A switch on i % 4 with cases 0, 1, 2 and a default covers every value:
; clang turns the default into case 3 and makes a new default block
; `unreachable`, outside the loop. The loop then has a second exiting
; block; the remark names the switch, not a break that only leaves it (as
; for a switch with a reachable default, detect/reject-switch.ll).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera %s -disable-output 2>&1 | FileCheck %s
; SOURCE: classify.c
;    1| void classify(int n, int *a, const int *k) {
;    2|   for (int i = 0; i < n; i++) {
;    3|     switch (i % 4) {
;    4|     case 0: a[i] = 1; break;
;    5|     case 1: a[i] = 7; break;
;    6|     case 2: a[i] += 3; break;
;    7|     default: a[i] = 0; break;
;    8|     }
;    9|   }
;   10| }
; END-SOURCE
;
; CHECK: remark: classify.c:3:5: loop nest not optimized: a switch statement inside the loop nest is not supported yet

; ModuleID = 'classify.c'
source_filename = "classify.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @classify(i32 noundef %n, ptr nocapture noundef %a, ptr nocapture noundef readnone %k) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !18, !DIExpression(), !23)
    #dbg_value(ptr %a, !19, !DIExpression(), !23)
    #dbg_value(ptr %k, !20, !DIExpression(), !23)
    #dbg_value(i32 0, !21, !DIExpression(), !24)
  %cmp18 = icmp sgt i32 %n, 0, !dbg !25
  br i1 %cmp18, label %for.body.preheader, label %for.cond.cleanup, !dbg !27

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !25
  br label %for.body, !dbg !27

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void, !dbg !28

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
    #dbg_value(i64 %indvars.iv, !21, !DIExpression(), !24)
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !29
  %rem = and i32 %0, 3, !dbg !29
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv, !dbg !31
  switch i32 %rem, label %default.unreachable [
    i32 0, label %for.inc
    i32 1, label %sw.bb1
    i32 2, label %sw.bb4
    i32 3, label %sw.default
  ], !dbg !33

sw.bb1:                                           ; preds = %for.body
  br label %for.inc, !dbg !34

sw.bb4:                                           ; preds = %for.body
  %1 = load i32, ptr %arrayidx, align 4, !dbg !35, !tbaa !36
  %add = add nsw i32 %1, 3, !dbg !35
  br label %for.inc, !dbg !40

default.unreachable:                              ; preds = %for.body
  unreachable

sw.default:                                       ; preds = %for.body
  br label %for.inc, !dbg !41

for.inc:                                          ; preds = %for.body, %sw.bb1, %sw.bb4, %sw.default
  %.sink = phi i32 [ 7, %sw.bb1 ], [ %add, %sw.bb4 ], [ 0, %sw.default ], [ 1, %for.body ]
  store i32 %.sink, ptr %arrayidx, align 4, !dbg !31, !tbaa !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !42
    #dbg_value(i64 %indvars.iv.next, !21, !DIExpression(), !24)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !25
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !27, !llvm.loop !43
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "classify.c", directory: ".", checksumkind: CSK_MD5, checksum: "30720e13a7ea310e2e32d66d7390406c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!17 = !{!18, !19, !20, !21}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!19 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!20 = !DILocalVariable(name: "k", arg: 3, scope: !10, file: !1, line: 1, type: !15)
!21 = !DILocalVariable(name: "i", scope: !22, file: !1, line: 2, type: !13)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!23 = !DILocation(line: 0, scope: !10)
!24 = !DILocation(line: 0, scope: !22)
!25 = !DILocation(line: 2, column: 21, scope: !26)
!26 = distinct !DILexicalBlock(scope: !22, file: !1, line: 2, column: 3)
!27 = !DILocation(line: 2, column: 3, scope: !22)
!28 = !DILocation(line: 10, column: 1, scope: !10)
!29 = !DILocation(line: 3, column: 15, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 2, column: 31)
!31 = !DILocation(line: 0, scope: !32)
!32 = distinct !DILexicalBlock(scope: !30, file: !1, line: 3, column: 20)
!33 = !DILocation(line: 3, column: 5, scope: !30)
!34 = !DILocation(line: 5, column: 23, scope: !32)
!35 = !DILocation(line: 6, column: 18, scope: !32)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 6, column: 24, scope: !32)
!41 = !DILocation(line: 7, column: 24, scope: !32)
!42 = !DILocation(line: 2, column: 27, scope: !26)
!43 = distinct !{!43, !27, !44, !45, !46}
!44 = !DILocation(line: 9, column: 3, scope: !22)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
