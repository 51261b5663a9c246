; A loop whose trip count is quadratic in an enclosing index (j < i * i) is
; not affine: the whole nest is rejected with SCEV's recurrence in the
; remark. The inner loop alone is then tried as a nest of its own (a
; rejected nest's inner loops are), and rejected too: its bound still
; moves with the outer loop, which is outside that smaller region. Each
; attempt gets its remark.
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; SOURCE: tri.c
;    1| void tri(int n, double *a) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int j = 0; j < i * i; j++)
;    4|       a[j] += 1.0;
;    5| }
; END-SOURCE
;
; CHECK: remark: tri.c:3:5: loop nest not optimized: the number of iterations of the loop is not an affine function of the enclosing loop indices and parameters: '{(0,+,1,+,2)}<L0>' is not an affine recurrence
; CHECK-NEXT: remark: tri.c:3:5: loop nest not optimized: the number of iterations of the loop is not an affine function of the enclosing loop indices and parameters: a bound or index depends on a loop outside the region

; ModuleID = 'tri.c'
source_filename = "tri.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tri(i32 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !17, !DIExpression(), !24)
    #dbg_value(ptr %a, !18, !DIExpression(), !24)
    #dbg_value(i32 0, !19, !DIExpression(), !25)
  %cmp15 = icmp sgt i32 %n, 0, !dbg !26
  br i1 %cmp15, label %for.cond1.preheader.preheader, label %for.cond.cleanup, !dbg !27

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !26
  br label %for.cond1.preheader, !dbg !27

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond.cleanup3
  %indvars.iv18 = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next19, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv18, !19, !DIExpression(), !25)
  %0 = mul nuw nsw i64 %indvars.iv18, %indvars.iv18
    #dbg_value(i32 0, !21, !DIExpression(), !28)
  %cmp213.not = icmp eq i64 %indvars.iv18, 0, !dbg !29
  br i1 %cmp213.not, label %for.cond.cleanup3, label %for.body4, !dbg !31

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !32

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1, !dbg !33
    #dbg_value(i64 %indvars.iv.next19, !19, !DIExpression(), !25)
  %exitcond.not = icmp eq i64 %indvars.iv.next19, %wide.trip.count, !dbg !26
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !27, !llvm.loop !34

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4 ], [ 0, %for.cond1.preheader ]
    #dbg_value(i64 %indvars.iv, !21, !DIExpression(), !28)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %indvars.iv, !dbg !38
  %1 = load double, ptr %arrayidx, align 8, !dbg !39, !tbaa !40
  %add = fadd double %1, 1.000000e+00, !dbg !39
  store double %add, ptr %arrayidx, align 8, !dbg !39, !tbaa !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !44
    #dbg_value(i64 %indvars.iv.next, !21, !DIExpression(), !28)
  %cmp2 = icmp ult i64 %indvars.iv.next, %0, !dbg !29
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3, !dbg !31, !llvm.loop !45
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tri.c", directory: ".", checksumkind: CSK_MD5, checksum: "462621e0ed4ece30b9bac851acdb656e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "tri", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19, !21}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 2, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!21 = !DILocalVariable(name: "j", scope: !22, file: !1, line: 3, type: !13)
!22 = distinct !DILexicalBlock(scope: !23, file: !1, line: 3, column: 5)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 2, column: 3)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 0, scope: !20)
!26 = !DILocation(line: 2, column: 21, scope: !23)
!27 = !DILocation(line: 2, column: 3, scope: !20)
!28 = !DILocation(line: 0, scope: !22)
!29 = !DILocation(line: 3, column: 23, scope: !30)
!30 = distinct !DILexicalBlock(scope: !22, file: !1, line: 3, column: 5)
!31 = !DILocation(line: 3, column: 5, scope: !22)
!32 = !DILocation(line: 5, column: 1, scope: !10)
!33 = !DILocation(line: 2, column: 27, scope: !23)
!34 = distinct !{!34, !27, !35, !36, !37}
!35 = !DILocation(line: 4, column: 15, scope: !20)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = !DILocation(line: 4, column: 7, scope: !30)
!39 = !DILocation(line: 4, column: 12, scope: !30)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 3, column: 33, scope: !30)
!45 = distinct !{!45, !31, !46, !36, !37}
!46 = !DILocation(line: 4, column: 15, scope: !22)
