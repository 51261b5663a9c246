; A loop that can leave from the middle of its body (break on data) has no
; trip count known on entry: it is rejected, the remark at the loop.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: data_exit.c
;    1| void data_exit(int n, double *a) {
;    2|   for (int i = 0; i < n; i++) {
;    3|     if (a[i] < 0)
;    4|       break;
;    5|     a[i] *= 2.0;
;    6|   }
;    7| }
; END-SOURCE
;
; CHECK: remark: data_exit.c:2:3: loop nest not optimized: the loop can exit from the middle of its body (break, return or goto): the number of iterations is not known on entry

; ModuleID = 'data_exit.c'
source_filename = "data_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @data_exit(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp8 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp8, label %for.body.preheader, label %cleanup, !dbg !25

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !23
  br label %for.body, !dbg !25

for.body:                                         ; preds = %for.body.preheader, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %if.end ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !22)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !26
  %0 = load double, ptr %arrayidx, align 8, !dbg !26, !tbaa !29
  %cmp1 = fcmp olt double %0, 0.000000e+00, !dbg !33
  br i1 %cmp1, label %cleanup, label %if.end, !dbg !34

if.end:                                           ; preds = %for.body
  %mul = fmul double %0, 2.000000e+00, !dbg !35
  store double %mul, ptr %arrayidx, align 8, !dbg !35, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !36
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !22)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !23
  br i1 %exitcond.not, label %cleanup, label %for.body, !dbg !25, !llvm.loop !37

cleanup:                                          ; preds = %if.end, %for.body, %entry
  ret void, !dbg !40
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "data_exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea09da53241f41c62572d5efb348c0d1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "data_exit", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
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
!26 = !DILocation(line: 3, column: 9, scope: !27)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 3, column: 9)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 2, column: 31)
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 3, column: 14, scope: !27)
!34 = !DILocation(line: 3, column: 9, scope: !28)
!35 = !DILocation(line: 5, column: 10, scope: !28)
!36 = !DILocation(line: 2, column: 27, scope: !24)
!37 = distinct !{!37, !25, !38, !39}
!38 = !DILocation(line: 6, column: 3, scope: !20)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 7, column: 1, scope: !10)

