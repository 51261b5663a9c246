; tessera show on a seidel-2d-like stencil with an illegal interchange of
; i and j: instances as points, dependences as arrows by kind, the flow
; dependence A[i-1][j+1] -> A[i][j] that the interchange reverses in red
; (poly's violation check, as `tessera check` says), the parameters fixed
; so that each loop runs at most 12 iterations and the picture saying so.
; LLVM's GVN carries the row above and below in registers (S0, S2 start
; the rows, S1 updates A, S3 moves the registers along): their scalars'
; dependences are counted, not drawn.
; RUN: %tessera show %s --loop @2 -o %t.orig.svg
; RUN: FileCheck --check-prefix=ORIG %s < %t.orig.svg
; RUN: %tessera show %s --loop @2 --schedule '[n, p, n_1, tsteps] -> { S0[t, i] -> [t, 0, i, 0]; S2[t, i] -> [t, 0, i, 1]; S1[t, i, j] -> [t, j, i, 2]; S3[t, i, j] -> [t, j, i, 3] }' -o %t.svg
; RUN: FileCheck --check-prefix=SWAP %s < %t.svg
; The same schedule from an import file (-tessera-import's format) draws
; the same picture.
; RUN: echo '@seidel.scop0 "[n, p, n_1, tsteps] -> { S0[t, i] -> [t, 0, i, 0]; S2[t, i] -> [t, 0, i, 1]; S1[t, i, j] -> [t, j, i, 2]; S3[t, i, j] -> [t, j, i, 3] }"' > %t.tsched
; RUN: %tessera show %s --loop @2 --import %t.tsched -o %t.imported.svg
; RUN: cmp %t.svg %t.imported.svg
; RUN: not %tessera show %s --loop @9 -o %t.none.svg 2>&1 | FileCheck --check-prefix=NOTAG %s
; RUN: not %tessera show %s --loop @2 --schedule '[n, p, n_1, tsteps] -> { S1[t, i, j] -> [t, j, i] }' -o %t.part.svg 2>&1 | FileCheck --check-prefix=PART %s
; The same interchange as a transformation script (`interchange @3 @4`):
; its verdict printed as `tessera transform` prints it, the picture of the
; model the script ran on (the register-carried rows read from memory
; again: S1 alone) with the reversed flow dependence in red.
; RUN: echo 'interchange @3 @4' > %t.script
; RUN: %tessera show %s --loop @2 --script %t.script -o %t.script.svg > %t.verdict
; RUN: FileCheck --check-prefix=VERDICT %s < %t.verdict
; RUN: FileCheck --check-prefix=SCRIPT %s < %t.script.svg
; SOURCE: seidel.c
;    1| void seidel(int tsteps, int n, double A[n][n]) {
;    2|   for (int t = 0; t < tsteps; t++)
;    3|     for (int i = 1; i < n - 1; i++)
;    4|       for (int j = 1; j < n - 1; j++)
;    5|         A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i][j-1] + A[i][j]
;    6|                    + A[i][j+1] + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1]) / 9.0;
;    7| }
; END-SOURCE
;
; The original order: the statements' points (S1 at t = 0, i = 0, j = 0),
; flow and anti arrows between the rows, nothing red, the clamp note.
; ORIG: <svg xmlns="http://www.w3.org/2000/svg"
; ORIG: @seidel.scop0 (seidel), loop @2: statements S0, S1, S2, S3
; ORIG: original order
; ORIG-NOT: violated
; ORIG: <path class="dep flow" {{.*}} stroke="#37474f" {{.*}}<title>flow S1(0, 0, 1) -&gt; S1(0, 1, 0) (and 11 more)</title></path>
; ORIG: <path class="dep anti" {{.*}} stroke-dasharray="5,3" {{.*}}<title>anti S1(0, 0, 0) -&gt; S1(0, 0, 1) (and 11 more)</title></path>
; ORIG: <rect class="point s1" {{.*}}<title>S1(0, 0, 0)</title></rect>
; ORIG: <text x="{{.*}}">S1 @5</text>
; ORIG: <text class="note" {{.*}}>n = 14, p = 13, n_1 = 14, tsteps = 12 shown (parameters fixed so that each loop runs at most 12 iterations)</text>
; ORIG-NOT: violated
; ORIG: </svg>
;
; With the interchange: the new order's panel, the reversed flow
; dependence from row i to row i + 1 one column back in red, the verdict.
; SWAP: original order
; SWAP: <path class="dep flow violated" {{.*}} stroke="#d62728" {{.*}}<title>flow S1(0, 0, 1) -&gt; S1(0, 1, 0) (and 11 more)</title></path>
; SWAP: schedule [n, p, n_1, tsteps] -&gt; { S0[t, i] -&gt; [t, 0, i, 0];
; SWAP: new loop 1 (date 1)
; SWAP: <path class="dep flow violated" {{.*}} stroke="#d62728" {{.*}}<title>flow S1(0, 0, 1) -&gt; S1(0, 1, 0) (and 11 more)</title></path>
; SWAP: statement dependence graph
; SWAP: <path class="edge flow violated" {{.*}}<title>flow S1 -&gt; S1</title>
; SWAP: the schedule is illegal: {{[0-9]+}} violated dependence pair(s) drawn in red
;
; VERDICT: @seidel.scop0: script refused
; VERDICT: introduced by line 1: interchange @3 @4
; SCRIPT: @seidel.scop0 (seidel), loop @2: statements S1
; SCRIPT: <path class="dep flow violated" {{.*}} stroke="#d62728"
; SCRIPT: the schedule is illegal: {{[0-9]+}} violated dependence pair(s) drawn in red
;
; NOTAG: tessera: --loop @9: no loop of a SCoP has that tag (`tessera loops` lists them)
; PART: tessera: isl error (Invalid): the schedule does not name statement S0 of @seidel.scop0

; ModuleID = 'seidel.c'
source_filename = "seidel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @seidel(i32 noundef %tsteps, i32 noundef %n, ptr nocapture noundef %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %tsteps, !20, !DIExpression(), !31)
    #dbg_value(i32 %n, !21, !DIExpression(), !31)
    #dbg_value(ptr %A, !22, !DIExpression(), !31)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !23, !DIExpression(), !32)
  %cmp112 = icmp sgt i32 %tsteps, 0, !dbg !33
  br i1 %cmp112, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !34

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %sub = add i32 %n, -1
  %cmp2110 = icmp sgt i32 %n, 2
  %wide.trip.count120 = zext nneg i32 %sub to i64
  br label %for.cond1.preheader, !dbg !34

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %t.0113 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc71, %for.cond.cleanup3 ]
    #dbg_value(i32 %t.0113, !23, !DIExpression(), !32)
    #dbg_value(i32 1, !25, !DIExpression(), !35)
  br i1 %cmp2110, label %for.cond5.preheader, label %for.cond.cleanup3, !dbg !36

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !37

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup8
  %indvars.iv116 = phi i64 [ %indvars.iv.next117, %for.cond.cleanup8 ], [ 1, %for.cond1.preheader ]
    #dbg_value(i64 %indvars.iv116, !25, !DIExpression(), !35)
    #dbg_value(i32 1, !28, !DIExpression(), !38)
  %1 = add nsw i64 %indvars.iv116, -1
  %2 = mul nuw nsw i64 %1, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %2
  %3 = mul nuw nsw i64 %indvars.iv116, %0
  %arrayidx27 = getelementptr inbounds double, ptr %A, i64 %3
  %indvars.iv.next117 = add nuw nsw i64 %indvars.iv116, 1, !dbg !39
  %4 = mul nuw nsw i64 %indvars.iv.next117, %0
  %arrayidx45 = getelementptr inbounds double, ptr %A, i64 %4
  %.pre = load double, ptr %arrayidx27, align 8, !dbg !40, !tbaa !42
  %arrayidx35.phi.trans.insert = getelementptr inbounds i8, ptr %arrayidx27, i64 8
  %.pre123 = load double, ptr %arrayidx35.phi.trans.insert, align 8, !dbg !46, !tbaa !42
  br label %for.body9, !dbg !47

for.cond.cleanup3:                                ; preds = %for.cond.cleanup8, %for.cond1.preheader
  %inc71 = add nuw nsw i32 %t.0113, 1, !dbg !48
    #dbg_value(i32 %inc71, !23, !DIExpression(), !32)
  %exitcond122.not = icmp eq i32 %inc71, %tsteps, !dbg !33
  br i1 %exitcond122.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !34, !llvm.loop !49

for.cond.cleanup8:                                ; preds = %for.body9
    #dbg_value(i64 %indvars.iv.next117, !25, !DIExpression(), !35)
  %exitcond121.not = icmp eq i64 %indvars.iv.next117, %wide.trip.count120, !dbg !53
  br i1 %exitcond121.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !36, !llvm.loop !54

for.body9:                                        ; preds = %for.cond5.preheader, %for.body9
  %5 = phi double [ %.pre123, %for.cond5.preheader ], [ %11, %for.body9 ], !dbg !46
  %6 = phi double [ %.pre, %for.cond5.preheader ], [ %div, %for.body9 ], !dbg !40
  %indvars.iv = phi i64 [ 1, %for.cond5.preheader ], [ %indvars.iv.next, %for.body9 ]
    #dbg_value(i64 %indvars.iv, !28, !DIExpression(), !38)
  %7 = add nsw i64 %indvars.iv, -1, !dbg !56
  %arrayidx13 = getelementptr inbounds double, ptr %arrayidx, i64 %7, !dbg !57
  %8 = load double, ptr %arrayidx13, align 8, !dbg !57, !tbaa !42
  %arrayidx18 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !58
  %9 = load double, ptr %arrayidx18, align 8, !dbg !58, !tbaa !42
  %add = fadd double %8, %9, !dbg !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !60
  %arrayidx24 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv.next, !dbg !61
  %10 = load double, ptr %arrayidx24, align 8, !dbg !61, !tbaa !42
  %add25 = fadd double %add, %10, !dbg !62
  %add31 = fadd double %add25, %6, !dbg !63
  %arrayidx35 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv, !dbg !46
  %add36 = fadd double %add31, %5, !dbg !64
  %arrayidx41 = getelementptr inbounds double, ptr %arrayidx27, i64 %indvars.iv.next, !dbg !65
  %11 = load double, ptr %arrayidx41, align 8, !dbg !65, !tbaa !42
  %add42 = fadd double %add36, %11, !dbg !66
  %arrayidx48 = getelementptr inbounds double, ptr %arrayidx45, i64 %7, !dbg !67
  %12 = load double, ptr %arrayidx48, align 8, !dbg !67, !tbaa !42
  %add49 = fadd double %add42, %12, !dbg !68
  %arrayidx54 = getelementptr inbounds double, ptr %arrayidx45, i64 %indvars.iv, !dbg !69
  %13 = load double, ptr %arrayidx54, align 8, !dbg !69, !tbaa !42
  %add55 = fadd double %add49, %13, !dbg !70
  %arrayidx61 = getelementptr inbounds double, ptr %arrayidx45, i64 %indvars.iv.next, !dbg !71
  %14 = load double, ptr %arrayidx61, align 8, !dbg !71, !tbaa !42
  %add62 = fadd double %add55, %14, !dbg !72
  %div = fdiv double %add62, 9.000000e+00, !dbg !73
  store double %div, ptr %arrayidx35, align 8, !dbg !74, !tbaa !42
    #dbg_value(i64 %indvars.iv.next, !28, !DIExpression(), !38)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count120, !dbg !75
  br i1 %exitcond.not, label %for.cond.cleanup8, label %for.body9, !dbg !47, !llvm.loop !76
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "seidel.c", directory: ".", checksumkind: CSK_MD5, checksum: "ed5b262d30c2e31957ca6741853316f1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "seidel", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !{!20, !21, !22, !23, !25, !28}
!20 = !DILocalVariable(name: "tsteps", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !13)
!22 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 1, type: !14)
!23 = !DILocalVariable(name: "t", scope: !24, file: !1, line: 2, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 3, type: !13)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 3, column: 5)
!27 = distinct !DILexicalBlock(scope: !24, file: !1, line: 2, column: 3)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 4, type: !13)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 4, column: 7)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 5)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 0, scope: !24)
!33 = !DILocation(line: 2, column: 21, scope: !27)
!34 = !DILocation(line: 2, column: 3, scope: !24)
!35 = !DILocation(line: 0, scope: !26)
!36 = !DILocation(line: 3, column: 5, scope: !26)
!37 = !DILocation(line: 7, column: 1, scope: !10)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 3, column: 33, scope: !30)
!40 = !DILocation(line: 5, column: 60, scope: !41)
!41 = distinct !DILexicalBlock(scope: !29, file: !1, line: 4, column: 7)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 5, column: 72, scope: !41)
!47 = !DILocation(line: 4, column: 7, scope: !29)
!48 = !DILocation(line: 2, column: 32, scope: !27)
!49 = distinct !{!49, !34, !50, !51, !52}
!50 = !DILocation(line: 6, column: 75, scope: !24)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = !DILocation(line: 3, column: 23, scope: !30)
!54 = distinct !{!54, !36, !55, !51, !52}
!55 = !DILocation(line: 6, column: 75, scope: !26)
!56 = !DILocation(line: 5, column: 28, scope: !41)
!57 = !DILocation(line: 5, column: 20, scope: !41)
!58 = !DILocation(line: 5, column: 34, scope: !41)
!59 = !DILocation(line: 5, column: 32, scope: !41)
!60 = !DILocation(line: 5, column: 54, scope: !41)
!61 = !DILocation(line: 5, column: 46, scope: !41)
!62 = !DILocation(line: 5, column: 44, scope: !41)
!63 = !DILocation(line: 5, column: 58, scope: !41)
!64 = !DILocation(line: 5, column: 70, scope: !41)
!65 = !DILocation(line: 6, column: 22, scope: !41)
!66 = !DILocation(line: 6, column: 20, scope: !41)
!67 = !DILocation(line: 6, column: 34, scope: !41)
!68 = !DILocation(line: 6, column: 32, scope: !41)
!69 = !DILocation(line: 6, column: 48, scope: !41)
!70 = !DILocation(line: 6, column: 46, scope: !41)
!71 = !DILocation(line: 6, column: 60, scope: !41)
!72 = !DILocation(line: 6, column: 58, scope: !41)
!73 = !DILocation(line: 6, column: 73, scope: !41)
!74 = !DILocation(line: 5, column: 17, scope: !41)
!75 = !DILocation(line: 4, column: 25, scope: !41)
!76 = distinct !{!76, !47, !77, !51, !52}
!77 = !DILocation(line: 6, column: 75, scope: !29)
