; A matrix-vector product whose inner loop carries a chain of updates of
; y[i] (one per latency of the adder) is not interchanged for that chain
; when the walk down A's columns would stay only in the cache the tiles
; are sized for, not in L1 (rows of 2000 doubles: 125 KiB of lines per
; run, against LLVM's 256 KiB L2 here), because A is only read: a matrix
; streamed once comes from memory, where the walk across rows waits on
; every line while the original rows stream with stride 1 (PolyBench's
; gesummv and mvt ran at 1.2x and 1.5x of clang interchanged, 3.1x and
; 1.7x as they are). An array the SCoP writes in place is interchanged
; within that cache (schedule/interchange-latency-cholesky.tir's large
; SCoP). The element y[i] stays in a register across the row instead.
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %s -disable-output 2> %t.remarks
; RUN: FileCheck %s < %t.remarks
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: mv.c
;    1| __attribute__((noinline)) void matvec(int n, const double A[restrict][2000], const double *restrict x, double *restrict y) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int j = 0; j < n; j++)
;    4|       y[i] += A[i][j] * x[j];
;    5| }
; END-SOURCE
;
; CHECK: remark: mv.c:2:3: SCoP matvec.scop0 keeps its original schedule: its innermost loops already access memory with stride 1 or not at all, and its bands of two loops keep their reuse in cache: tiling is not predicted to pay
; CHECK-NOT: interchanged
; CHECK: remark: mv.c:2:3: SCoP matvec.scop0 is regenerated with its original schedule to keep 1 array element(s) in registers across their innermost loop, where no other access of the loop touches them: @y (line 4)

; ModuleID = 'mv.c'
source_filename = "mv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matvec(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %x, ptr noalias nocapture noundef %y) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !26, !DIExpression(), !35)
    #dbg_value(ptr %A, !27, !DIExpression(), !35)
    #dbg_value(ptr %x, !28, !DIExpression(), !35)
    #dbg_value(ptr %y, !29, !DIExpression(), !35)
    #dbg_value(i32 0, !30, !DIExpression(), !36)
  %cmp23 = icmp sgt i32 %n, 0, !dbg !37
  br i1 %cmp23, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup, !dbg !38

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %wide.trip.count29 = zext nneg i32 %n to i64, !dbg !37
  br label %for.cond1.preheader.us, !dbg !38

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv26 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next27, %for.cond1.for.cond.cleanup3_crit_edge.us ]
    #dbg_value(i64 %indvars.iv26, !30, !DIExpression(), !36)
    #dbg_value(i32 0, !32, !DIExpression(), !39)
  %arrayidx10.us = getelementptr inbounds double, ptr %y, i64 %indvars.iv26
  %arrayidx10.promoted.us = load double, ptr %arrayidx10.us, align 8, !tbaa !40
  br label %for.body4.us, !dbg !44

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ], !dbg !45
  %0 = phi double [ %arrayidx10.promoted.us, %for.cond1.preheader.us ], [ %3, %for.body4.us ], !dbg !45
    #dbg_value(i64 %indvars.iv, !32, !DIExpression(), !39)
  %arrayidx6.us = getelementptr inbounds [2000 x double], ptr %A, i64 %indvars.iv26, i64 %indvars.iv, !dbg !45
  %1 = load double, ptr %arrayidx6.us, align 8, !dbg !45, !tbaa !40
  %arrayidx8.us = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !47
  %2 = load double, ptr %arrayidx8.us, align 8, !dbg !47, !tbaa !40
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %0), !dbg !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !49
    #dbg_value(i64 %indvars.iv.next, !32, !DIExpression(), !39)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count29, !dbg !50
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !44, !llvm.loop !51

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  store double %3, ptr %arrayidx10.us, align 8, !dbg !48, !tbaa !40
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 1, !dbg !54
    #dbg_value(i64 %indvars.iv.next27, !30, !DIExpression(), !36)
  %exitcond30.not = icmp eq i64 %indvars.iv.next27, %wide.trip.count29, !dbg !37
  br i1 %exitcond30.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !38, !llvm.loop !55

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "b572fbb243e490da088998529cddf28e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "matvec", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !21, !23}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128000, elements: !19)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: 2000)
!21 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!25 = !{!26, !27, !28, !29, !30, !32}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!27 = !DILocalVariable(name: "A", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!28 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 1, type: !21)
!29 = !DILocalVariable(name: "y", arg: 4, scope: !10, file: !1, line: 1, type: !23)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 2, type: !13)
!31 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 3, type: !13)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 3, column: 5)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 2, column: 3)
!35 = !DILocation(line: 0, scope: !10)
!36 = !DILocation(line: 0, scope: !31)
!37 = !DILocation(line: 2, column: 21, scope: !34)
!38 = !DILocation(line: 2, column: 3, scope: !31)
!39 = !DILocation(line: 0, scope: !33)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 3, column: 5, scope: !33)
!45 = !DILocation(line: 4, column: 15, scope: !46)
!46 = distinct !DILexicalBlock(scope: !33, file: !1, line: 3, column: 5)
!47 = !DILocation(line: 4, column: 25, scope: !46)
!48 = !DILocation(line: 4, column: 12, scope: !46)
!49 = !DILocation(line: 3, column: 29, scope: !46)
!50 = !DILocation(line: 3, column: 23, scope: !46)
!51 = distinct !{!51, !44, !52, !53}
!52 = !DILocation(line: 4, column: 28, scope: !33)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 2, column: 27, scope: !34)
!55 = distinct !{!55, !38, !56, !53}
!56 = !DILocation(line: 4, column: 28, scope: !31)
!57 = !DILocation(line: 5, column: 1, scope: !10)

