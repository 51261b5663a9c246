; A loop over an unsigned 64-bit counter (i < n, unsigned compare) is a
; SCoP: isl proves the counter cannot wrap within the domain, so no run-time
; check is needed.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: unsigned64.c
;    1| #include <stdint.h>
;    2|
;    3| void unsigned64(uint64_t n, int64_t *a) {
;    4|   for (uint64_t i = 0; i < n; i++)
;    5|     a[i] = (int64_t)i;
;    6| }
; END-SOURCE
;
; CHECK-LABEL: scop @unsigned64.scop0 in @unsigned64
; CHECK: domain "[n] -> { S0[i0] : 0 <= i0 < n }"
; CHECK: write #0 @a "[n] -> { S0[i0] -> a[i0] }"
; CHECK-NOT: assumed
; CHECK: }

; ModuleID = 'unsigned64.c'
source_filename = "unsigned64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @unsigned64(i64 noundef %n, ptr nocapture noundef writeonly %a) local_unnamed_addr #0 !dbg !16 {
entry:
    #dbg_value(i64 %n, !25, !DIExpression(), !29)
    #dbg_value(ptr %a, !26, !DIExpression(), !29)
    #dbg_value(i64 0, !27, !DIExpression(), !30)
  %cmp4.not = icmp eq i64 %n, 0, !dbg !31
  br i1 %cmp4.not, label %for.cond.cleanup, label %for.body, !dbg !33

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !34

for.body:                                         ; preds = %entry, %for.body
  %i.05 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
    #dbg_value(i64 %i.05, !27, !DIExpression(), !30)
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %i.05, !dbg !35
  store i64 %i.05, ptr %arrayidx, align 8, !dbg !36, !tbaa !37
  %inc = add nuw i64 %i.05, 1, !dbg !41
    #dbg_value(i64 %inc, !27, !DIExpression(), !30)
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !31
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !33, !llvm.loop !42
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unsigned64.c", directory: ".", checksumkind: CSK_MD5, checksum: "fde224045773d374b2ceb0e04c571fee")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !4, line: 27, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !6, line: 44, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "unsigned64", scope: !1, file: !1, line: 3, type: !17, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !23}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !6, line: 45, baseType: !22)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !{!25, !26, !27}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 3, type: !19)
!26 = !DILocalVariable(name: "a", arg: 2, scope: !16, file: !1, line: 3, type: !23)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 4, type: !19)
!28 = distinct !DILexicalBlock(scope: !16, file: !1, line: 4, column: 3)
!29 = !DILocation(line: 0, scope: !16)
!30 = !DILocation(line: 0, scope: !28)
!31 = !DILocation(line: 4, column: 26, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 4, column: 3)
!33 = !DILocation(line: 4, column: 3, scope: !28)
!34 = !DILocation(line: 6, column: 1, scope: !16)
!35 = !DILocation(line: 5, column: 5, scope: !32)
!36 = !DILocation(line: 5, column: 10, scope: !32)
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 4, column: 32, scope: !32)
!42 = distinct !{!42, !33, !43, !44}
!43 = !DILocation(line: 5, column: 21, scope: !28)
!44 = !{!"llvm.loop.mustprogress"}

