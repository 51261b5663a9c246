; The vectorizer that runs after Tessera sees the target features Tessera
; added (gathers avoided on Zen 4): LLVM caches a function's target
; information (TargetIRAnalysis) and never invalidates it, so the pass
; clears it after regenerating. Before, the loop vectorizer still costed
; and emitted AVX-512 gathers with the cached subtarget, and only the back
; end scalarized them, in blocks the unroller had multiplied (PolyBench
; adi: 1625 machine instructions in one block, 0.3 s of post-RA
; scheduling). With gathers=keep the same loop gets gathers: the test can
; tell the two apart.
; RUN: %opt -passes='tessera,loop-vectorize' %s -S | FileCheck %s
; RUN: %opt -passes='tessera<gathers=keep>,loop-vectorize' %s -S | FileCheck --check-prefix=KEEP %s
; CHECK: vector.body:
; CHECK-NOT: @llvm.masked.gather
; KEEP: call <8 x double> @llvm.masked.gather.v8f64
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: syrk.c -march=znver4
;    1| #define N 240
;    2| #define M 200
;    3| void syrk(double alpha, double C[N][N], double A[N][M]) {
;    4|   for (int i = 0; i < N; i++)
;    5|     for (int k = 0; k < M; k++)
;    6|       for (int j = 0; j <= i; j++)
;    7|         C[i][j] += alpha * A[i][k] * A[j][k];
;    8| }
; END-SOURCE

; ModuleID = 'syrk.c'
source_filename = "syrk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @syrk(double noundef %alpha, ptr nocapture noundef %C, ptr nocapture noundef readonly %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(double %alpha, !23, !DIExpression(), !35)
    #dbg_value(ptr %C, !24, !DIExpression(), !35)
    #dbg_value(ptr %A, !25, !DIExpression(), !35)
    #dbg_value(i32 0, !26, !DIExpression(), !36)
  br label %for.cond1.preheader, !dbg !37

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv49 = phi i64 [ 0, %entry ], [ %indvars.iv.next50, %for.cond.cleanup3 ]
  %indvars.iv47 = phi i64 [ 1, %entry ], [ %indvars.iv.next48, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv49, !26, !DIExpression(), !36)
    #dbg_value(i32 0, !29, !DIExpression(), !38)
  br label %for.cond5.preheader, !dbg !39

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !40

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv43 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next44, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv43, !29, !DIExpression(), !38)
  %arrayidx10 = getelementptr inbounds [200 x double], ptr %A, i64 %indvars.iv49, i64 %indvars.iv43
    #dbg_value(i32 0, !32, !DIExpression(), !41)
  br label %for.body8, !dbg !42

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !43
    #dbg_value(i64 %indvars.iv.next50, !26, !DIExpression(), !36)
  %indvars.iv.next48 = add nuw nsw i64 %indvars.iv47, 1, !dbg !37
  %exitcond54.not = icmp eq i64 %indvars.iv.next50, 240, !dbg !44
  br i1 %exitcond54.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !37, !llvm.loop !45

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next44 = add nuw nsw i64 %indvars.iv43, 1, !dbg !48
    #dbg_value(i64 %indvars.iv.next44, !29, !DIExpression(), !38)
  %exitcond46.not = icmp eq i64 %indvars.iv.next44, 200, !dbg !49
  br i1 %exitcond46.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !39, !llvm.loop !50

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !32, !DIExpression(), !41)
  %0 = load double, ptr %arrayidx10, align 8, !dbg !52, !tbaa !54
  %mul = fmul double %0, %alpha, !dbg !58
  %arrayidx14 = getelementptr inbounds [200 x double], ptr %A, i64 %indvars.iv, i64 %indvars.iv43, !dbg !59
  %1 = load double, ptr %arrayidx14, align 8, !dbg !59, !tbaa !54
  %arrayidx19 = getelementptr inbounds [240 x double], ptr %C, i64 %indvars.iv49, i64 %indvars.iv, !dbg !60
  %2 = load double, ptr %arrayidx19, align 8, !dbg !61, !tbaa !54
  %3 = tail call double @llvm.fmuladd.f64(double %mul, double %1, double %2), !dbg !61
  store double %3, ptr %arrayidx19, align 8, !dbg !61, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next, !32, !DIExpression(), !41)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv47, !dbg !63
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !42, !llvm.loop !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syrk.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc0e14a55b9dcb0d7e3c174d2e90aba9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "syrk", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !18}
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 15360, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 240)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 12800, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 200)
!22 = !{!23, !24, !25, !26, !29, !32}
!23 = !DILocalVariable(name: "alpha", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!24 = !DILocalVariable(name: "C", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!25 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 3, type: !18)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 4, type: !28)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "k", scope: !30, file: !1, line: 5, type: !28)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 5, column: 5)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 4, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 6, type: !28)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 6, column: 7)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 5, column: 5)
!35 = !DILocation(line: 0, scope: !10)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocation(line: 4, column: 3, scope: !27)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocation(line: 5, column: 5, scope: !30)
!40 = !DILocation(line: 8, column: 1, scope: !10)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 6, column: 7, scope: !33)
!43 = !DILocation(line: 4, column: 27, scope: !31)
!44 = !DILocation(line: 4, column: 21, scope: !31)
!45 = distinct !{!45, !37, !46, !47}
!46 = !DILocation(line: 7, column: 44, scope: !27)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 5, column: 29, scope: !34)
!49 = !DILocation(line: 5, column: 23, scope: !34)
!50 = distinct !{!50, !39, !51, !47}
!51 = !DILocation(line: 7, column: 44, scope: !30)
!52 = !DILocation(line: 7, column: 28, scope: !53)
!53 = distinct !DILexicalBlock(scope: !33, file: !1, line: 6, column: 7)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 7, column: 26, scope: !53)
!59 = !DILocation(line: 7, column: 38, scope: !53)
!60 = !DILocation(line: 7, column: 9, scope: !53)
!61 = !DILocation(line: 7, column: 17, scope: !53)
!62 = !DILocation(line: 6, column: 32, scope: !53)
!63 = !DILocation(line: 6, column: 25, scope: !53)
!64 = distinct !{!64, !42, !65, !47}
!65 = !DILocation(line: 7, column: 44, scope: !33)

