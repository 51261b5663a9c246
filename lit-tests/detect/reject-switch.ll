; A switch inside a loop nest (here on i % 8, affine data but a multi-way
; branch) is not modelled: the nest is rejected with a remark at the
; switch, not silently skipped, so the user knows which construct to
; rewrite (as if/else, which Tessera models).
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; SOURCE: phase.c
;    1| void phase(int n, double *a) {
;    2|   for (int i = 0; i < n; i++) {
;    3|     switch (i % 8) {
;    4|     case 0: a[i] = 1; break;
;    5|     case 3: a[i] *= 7; break;
;    6|     case 5: a[i] += 3; break;
;    7|     default: a[i] = 0; break;
;    8|     }
;    9|   }
;   10| }
; END-SOURCE
;
; CHECK: remark: phase.c:3:5: loop nest not optimized: a switch statement inside the loop nest is not supported yet

; ModuleID = 'phase.c'
source_filename = "phase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @phase(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i32 0, !19, !DIExpression(), !22)
  %cmp18 = icmp sgt i32 %n, 0, !dbg !23
  br i1 %cmp18, label %for.body.preheader, label %for.cond.cleanup, !dbg !25

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !23
  br label %for.body, !dbg !25

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !22)
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !27
  %rem = and i32 %0, 7, !dbg !27
  %arrayidx8 = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !29
  switch i32 %rem, label %sw.default [
    i32 0, label %for.inc
    i32 3, label %sw.bb1
    i32 5, label %sw.bb4
  ], !dbg !31

sw.bb1:                                           ; preds = %for.body
  %1 = load double, ptr %arrayidx8, align 8, !dbg !32, !tbaa !33
  %mul = fmul double %1, 7.000000e+00, !dbg !32
  br label %for.inc, !dbg !37

sw.bb4:                                           ; preds = %for.body
  %2 = load double, ptr %arrayidx8, align 8, !dbg !38, !tbaa !33
  %add = fadd double %2, 3.000000e+00, !dbg !38
  br label %for.inc, !dbg !39

sw.default:                                       ; preds = %for.body
  br label %for.inc, !dbg !40

for.inc:                                          ; preds = %for.body, %sw.bb1, %sw.bb4, %sw.default
  %.sink = phi double [ %mul, %sw.bb1 ], [ %add, %sw.bb4 ], [ 0.000000e+00, %sw.default ], [ 1.000000e+00, %for.body ]
  store double %.sink, ptr %arrayidx8, align 8, !dbg !29, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !22)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !23
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !25, !llvm.loop !42
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "phase.c", directory: ".", checksumkind: CSK_MD5, checksum: "b54fd7c6228f5f298cf1b60467b3ef6a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "phase", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
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
!26 = !DILocation(line: 10, column: 1, scope: !10)
!27 = !DILocation(line: 3, column: 15, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 2, column: 31)
!29 = !DILocation(line: 0, scope: !30)
!30 = distinct !DILexicalBlock(scope: !28, file: !1, line: 3, column: 20)
!31 = !DILocation(line: 3, column: 5, scope: !28)
!32 = !DILocation(line: 5, column: 18, scope: !30)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 5, column: 24, scope: !30)
!38 = !DILocation(line: 6, column: 18, scope: !30)
!39 = !DILocation(line: 6, column: 24, scope: !30)
!40 = !DILocation(line: 7, column: 24, scope: !30)
!41 = !DILocation(line: 2, column: 27, scope: !24)
!42 = distinct !{!42, !25, !43, !44, !45}
!43 = !DILocation(line: 9, column: 3, scope: !20)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
