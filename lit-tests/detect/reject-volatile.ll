; A volatile access must happen exactly as written, once per iteration in
; order: the nest is rejected, the remark at the access.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: vol.c
;    1| void vol(int n, volatile double *a) {
;    2|   for (int i = 0; i < n; i++)
;    3|     a[i] = 1.0;
;    4| }
; END-SOURCE
;
; CHECK: remark: vol.c:3:10: loop nest not optimized: a volatile or atomic memory access

; ModuleID = 'vol.c'
source_filename = "vol.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @vol(i32 noundef %n, ptr noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !18, !DIExpression(), !22)
    #dbg_value(ptr %a, !19, !DIExpression(), !22)
    #dbg_value(i32 0, !20, !DIExpression(), !23)
  %cmp3 = icmp sgt i32 %n, 0, !dbg !24
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup, !dbg !26

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !24
  br label %for.body, !dbg !26

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !27

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !20, !DIExpression(), !23)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !28
  store volatile double 1.000000e+00, ptr %arrayidx, align 8, !dbg !29, !tbaa !30
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !34
    #dbg_value(i64 %indvars.iv.next, !20, !DIExpression(), !23)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !24
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !26, !llvm.loop !35
}

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vol.c", directory: ".", checksumkind: CSK_MD5, checksum: "c7765908c09da69552340918afef0bb4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "vol", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18, !19, !20}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!19 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 2, type: !13)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 0, scope: !21)
!24 = !DILocation(line: 2, column: 21, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 2, column: 3)
!26 = !DILocation(line: 2, column: 3, scope: !21)
!27 = !DILocation(line: 4, column: 1, scope: !10)
!28 = !DILocation(line: 3, column: 5, scope: !25)
!29 = !DILocation(line: 3, column: 10, scope: !25)
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 2, column: 27, scope: !25)
!35 = distinct !{!35, !26, !36, !37}
!36 = !DILocation(line: 3, column: 12, scope: !21)
!37 = !{!"llvm.loop.mustprogress"}

