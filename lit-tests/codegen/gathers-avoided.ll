; A function compiled for AMD Zen 4 (-march=znver4) whose SCoP Tessera
; regenerates gets the target features prefer-no-gather and
; prefer-no-scatter (AVX-512 scatters are microcoded there too): its schedule
; leaves A[j][k] jumping through memory under the innermost loop j
; (C[i][j] walks with stride 1 there), and LLVM 19's vectorizers would load
; it with AVX-512 gathers, which are microcoded on Zen 4 and 5 (PolyBench
; syrk: 0.256 s with them, 0.095 s without). A remark says so. Option
; gathers=keep leaves the features as they were; gathers=avoid adds the
; features for any CPU (here after the IR's CPU is changed to Skylake-X,
; which auto leaves alone). Functions Tessera does not regenerate keep
; their features.
; RUN: %opt -passes='tessera' -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %opt -passes='tessera<gathers=keep>' %s -S | FileCheck --check-prefix=KEEP %s
; RUN: sed 's/"znver4"/"skylake-avx512"/' %s > %t.skx.ll
; RUN: %opt -passes='tessera' %t.skx.ll -S | FileCheck --check-prefix=KEEP %s
; RUN: %opt -passes='tessera<gathers=avoid>' %t.skx.ll -S | FileCheck %s
; A feature the function sets already, either way, stays as it is.
; RUN: sed 's/"target-features"="/"target-features"="-prefer-no-scatter,/' %s > %t.user.ll
; RUN: %opt -passes='tessera' %t.user.ll -S | FileCheck --check-prefix=USER %s
; SOURCE: syrk.c -march=znver4
;    1| void syrk(int n, double alpha, double C[restrict n][n], double A[restrict n][n]) {
;    2|   for (int i = 0; i < n; i++)
;    3|     for (int k = 0; k < n; k++)
;    4|       for (int j = 0; j <= i; j++)
;    5|         C[i][j] += alpha * A[i][k] * A[j][k];
;    6| }
;    7|
;    8| void scale(int n, double *x) {
;    9|   for (int i = 0; i < n; i++)
;   10|     x[i] *= 2.0;
;   11| }
; END-SOURCE
;
; REMARK: remark: syrk.c:2:3: the vectorizers avoid gather and scatter instructions in this function (the target CPU, znver4, has microcoded gathers and scatters)
; CHECK: define {{.*}}void @syrk({{.*}} #[[SYRK:[0-9]+]]
; CHECK: define {{.*}}void @scale({{.*}} #[[SCALE:[0-9]+]]
; CHECK: attributes #[[SYRK]] = {{{.*}}"target-features"="{{[^"]*}},+prefer-no-gather,+prefer-no-scatter"
; CHECK-NOT: prefer-no-{{gather|scatter}}
; KEEP-NOT: prefer-no-{{gather|scatter}}
; USER: attributes #{{[0-9]+}} = {{{.*}}"target-features"="-prefer-no-scatter,{{[^"]*}},+prefer-no-gather"
; USER-NOT: +prefer-no-scatter

; ModuleID = 'syrk.c'
source_filename = "syrk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @syrk(i32 noundef %n, double noundef %alpha, ptr noalias nocapture noundef %C, ptr noalias nocapture noundef readonly %A) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !21, !DIExpression(), !33)
    #dbg_value(double %alpha, !22, !DIExpression(), !33)
    #dbg_value(ptr %C, !23, !DIExpression(), !33)
    #dbg_value(ptr %A, !24, !DIExpression(), !33)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !25, !DIExpression(), !34)
  %cmp45 = icmp sgt i32 %n, 0, !dbg !35
  br i1 %cmp45, label %for.cond5.preheader.lr.ph, label %for.cond.cleanup, !dbg !36

for.cond5.preheader.lr.ph:                        ; preds = %entry, %for.cond.cleanup3
  %indvars.iv57 = phi i64 [ %indvars.iv.next58, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.cond.cleanup3 ], [ 1, %entry ]
    #dbg_value(i64 %indvars.iv57, !25, !DIExpression(), !34)
    #dbg_value(i32 0, !27, !DIExpression(), !37)
  %1 = mul nuw nsw i64 %indvars.iv57, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  %arrayidx17 = getelementptr inbounds double, ptr %C, i64 %1
  br label %for.cond5.preheader, !dbg !38

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !39

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup7
  %indvars.iv50 = phi i64 [ 0, %for.cond5.preheader.lr.ph ], [ %indvars.iv.next51, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv50, !27, !DIExpression(), !37)
  %arrayidx10 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv50
  %2 = load double, ptr %arrayidx10, align 8, !tbaa !40
  %mul = fmul double %2, %alpha
  %invariant.gep = getelementptr inbounds double, ptr %A, i64 %indvars.iv50, !dbg !44
    #dbg_value(i32 0, !30, !DIExpression(), !45)
  br label %for.body8, !dbg !44

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next58 = add nuw nsw i64 %indvars.iv57, 1, !dbg !46
    #dbg_value(i64 %indvars.iv.next58, !25, !DIExpression(), !34)
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !36
  %exitcond63.not = icmp eq i64 %indvars.iv.next58, %0, !dbg !35
  br i1 %exitcond63.not, label %for.cond.cleanup, label %for.cond5.preheader.lr.ph, !dbg !36, !llvm.loop !47

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next51 = add nuw nsw i64 %indvars.iv50, 1, !dbg !51
    #dbg_value(i64 %indvars.iv.next51, !27, !DIExpression(), !37)
  %exitcond54.not = icmp eq i64 %indvars.iv.next51, %0, !dbg !52
  br i1 %exitcond54.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !38, !llvm.loop !53

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !30, !DIExpression(), !45)
  %3 = mul nuw nsw i64 %indvars.iv, %0, !dbg !55
  %gep = getelementptr inbounds double, ptr %invariant.gep, i64 %3, !dbg !55
  %4 = load double, ptr %gep, align 8, !dbg !55, !tbaa !40
  %arrayidx19 = getelementptr inbounds double, ptr %arrayidx17, i64 %indvars.iv, !dbg !57
  %5 = load double, ptr %arrayidx19, align 8, !dbg !58, !tbaa !40
  %6 = tail call double @llvm.fmuladd.f64(double %mul, double %4, double %5), !dbg !58
  store double %6, ptr %arrayidx19, align 8, !dbg !58, !tbaa !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next, !30, !DIExpression(), !45)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv55, !dbg !60
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !44, !llvm.loop !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(i32 noundef %n, ptr nocapture noundef %x) local_unnamed_addr #0 !dbg !63 {
entry:
    #dbg_value(i32 %n, !68, !DIExpression(), !72)
    #dbg_value(ptr %x, !69, !DIExpression(), !72)
    #dbg_value(i32 0, !70, !DIExpression(), !73)
  %cmp3 = icmp sgt i32 %n, 0, !dbg !74
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup, !dbg !76

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !74
  br label %for.body, !dbg !76

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !77

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !70, !DIExpression(), !73)
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !78
  %0 = load double, ptr %arrayidx, align 8, !dbg !79, !tbaa !40
  %mul = fmul double %0, 2.000000e+00, !dbg !79
  store double %mul, ptr %arrayidx, align 8, !dbg !79, !tbaa !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !80
    #dbg_value(i64 %indvars.iv.next, !70, !DIExpression(), !73)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !74
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !76, !llvm.loop !81
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syrk.c", directory: ".", checksumkind: CSK_MD5, checksum: "400b71393151dfc0ace8bbc9285383da")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "syrk", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: -1)
!20 = !{!21, !22, !23, !24, !25, !27, !30}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!22 = !DILocalVariable(name: "alpha", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!23 = !DILocalVariable(name: "C", arg: 3, scope: !10, file: !1, line: 1, type: !15)
!24 = !DILocalVariable(name: "A", arg: 4, scope: !10, file: !1, line: 1, type: !15)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 2, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!27 = !DILocalVariable(name: "k", scope: !28, file: !1, line: 3, type: !13)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 3, column: 5)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 2, column: 3)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 4, type: !13)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 4, column: 7)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 3, column: 5)
!33 = !DILocation(line: 0, scope: !10)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 2, column: 21, scope: !29)
!36 = !DILocation(line: 2, column: 3, scope: !26)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocation(line: 3, column: 5, scope: !28)
!39 = !DILocation(line: 6, column: 1, scope: !10)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 4, column: 7, scope: !31)
!45 = !DILocation(line: 0, scope: !31)
!46 = !DILocation(line: 2, column: 27, scope: !29)
!47 = distinct !{!47, !36, !48, !49, !50}
!48 = !DILocation(line: 5, column: 44, scope: !26)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 3, column: 29, scope: !32)
!52 = !DILocation(line: 3, column: 23, scope: !32)
!53 = distinct !{!53, !38, !54, !49, !50}
!54 = !DILocation(line: 5, column: 44, scope: !28)
!55 = !DILocation(line: 5, column: 38, scope: !56)
!56 = distinct !DILexicalBlock(scope: !31, file: !1, line: 4, column: 7)
!57 = !DILocation(line: 5, column: 9, scope: !56)
!58 = !DILocation(line: 5, column: 17, scope: !56)
!59 = !DILocation(line: 4, column: 32, scope: !56)
!60 = !DILocation(line: 4, column: 25, scope: !56)
!61 = distinct !{!61, !44, !62, !49, !50}
!62 = !DILocation(line: 5, column: 44, scope: !31)
!63 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 8, type: !64, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !13, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!67 = !{!68, !69, !70}
!68 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !1, line: 8, type: !13)
!69 = !DILocalVariable(name: "x", arg: 2, scope: !63, file: !1, line: 8, type: !66)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 9, type: !13)
!71 = distinct !DILexicalBlock(scope: !63, file: !1, line: 9, column: 3)
!72 = !DILocation(line: 0, scope: !63)
!73 = !DILocation(line: 0, scope: !71)
!74 = !DILocation(line: 9, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 9, column: 3)
!76 = !DILocation(line: 9, column: 3, scope: !71)
!77 = !DILocation(line: 11, column: 1, scope: !63)
!78 = !DILocation(line: 10, column: 5, scope: !75)
!79 = !DILocation(line: 10, column: 10, scope: !75)
!80 = !DILocation(line: 9, column: 27, scope: !75)
!81 = distinct !{!81, !76, !82, !49, !50}
!82 = !DILocation(line: 10, column: 13, scope: !71)
