; PolyBench's trisolv built with -DPOLYBENCH_USE_C99_PROTO (the kernel
; takes `double L[n][n]`, inlined with n constant): GVN computes the row
; offset of L[i][i] as `phi [0, %i.is.0], [%row, %j.loop]`, 0 on the edge
; where a branch proved i == 0 and `i * 8n` on the other. SCEV sees an
; opaque PHI, so the diagonal's subscript depended on "a value loaded or
; computed inside the loop nest" and the nest was rejected. The PHI's
; incoming values agree on one affine value, 8n i, where each edge is
; taken (isl proves it on the edges' domains): the PHI is that value, the
; nest one SCoP with L's rows recovered, L[i0][i0] on the diagonal, as for
; `double L[N][N]`. The round trip prints what the original prints.
; RUN: %opt -passes='tessera<only=solve;print-model;codegen=never>' %s -disable-output | FileCheck --check-prefix=MODEL %s
; RUN: %opt -passes='tessera<only=solve;schedule=original;codegen=always>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: trisolv.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| static void trisolv(int n, double L[n][n], double x[n], double b[n]) {
;    5|   for (int i = 0; i < n; i++) {
;    6|     x[i] = b[i];
;    7|     for (int j = 0; j < i; j++)
;    8|       x[i] -= L[i][j] * x[j];
;    9|     x[i] = x[i] / L[i][i];
;   10|   }
;   11| }
;   12|
;   13| __attribute__((noinline)) void solve(double *L, double *x, double *b) {
;   14|   trisolv(40, (double (*)[40])L, x, b);
;   15| }
;   16|
;   17| int main(void) {
;   18|   enum { n = 40 };
;   19|   double (*L)[n] = malloc(sizeof(double[n][n]));
;   20|   double *x = malloc(sizeof(double[n])), *b = malloc(sizeof(double[n]));
;   21|   for (int i = 0; i < n; i++) {
;   22|     b[i] = i;
;   23|     for (int j = 0; j <= i; j++)
;   24|       L[i][j] = (double)(i + n - j + 1) * 2 / n;
;   25|   }
;   26|   solve(&L[0][0], x, b);
;   27|   double s = 0;
;   28|   for (int i = 0; i < n; i++)
;   29|     s += x[i] * (1 + i % 7);
;   30|   printf("%.17g\n", s);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; MODEL: array @L : f64 [?, 40] memory size 8
; MODEL: read #1 @L "{ S3[i0] -> L[i0, i0] }"
; REMARK: remark: trisolv.c:5:3: regenerated SCoP solve.scop0 (2 loops, 6 statements) from its schedule

; ModuleID = 'trisolv.c'
source_filename = "trisolv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @solve(ptr nocapture noundef readonly %L, ptr nocapture noundef %x, ptr nocapture noundef readonly %b) local_unnamed_addr #0 !dbg !46 {
entry:
    #dbg_value(ptr %L, !50, !DIExpression(), !53)
    #dbg_value(ptr %x, !51, !DIExpression(), !53)
    #dbg_value(ptr %b, !52, !DIExpression(), !53)
    #dbg_value(i32 40, !54, !DIExpression(), !72)
    #dbg_value(ptr %L, !63, !DIExpression(), !72)
    #dbg_value(ptr %x, !64, !DIExpression(), !72)
    #dbg_value(ptr %b, !65, !DIExpression(), !72)
    #dbg_value(i32 0, !66, !DIExpression(), !74)
  br label %for.body.i, !dbg !75

for.body.i:                                       ; preds = %for.cond.cleanup5.i, %entry
  %indvars.iv52.i = phi i64 [ 0, %entry ], [ %indvars.iv.next53.i, %for.cond.cleanup5.i ]
    #dbg_value(i64 %indvars.iv52.i, !66, !DIExpression(), !74)
  %arrayidx.i = getelementptr inbounds double, ptr %b, i64 %indvars.iv52.i, !dbg !76
  %0 = load double, ptr %arrayidx.i, align 8, !dbg !76, !tbaa !77
  %arrayidx2.i = getelementptr inbounds double, ptr %x, i64 %indvars.iv52.i, !dbg !81
  store double %0, ptr %arrayidx2.i, align 8, !dbg !82, !tbaa !77
    #dbg_value(i32 0, !68, !DIExpression(), !83)
  %cmp448.not.i = icmp eq i64 %indvars.iv52.i, 0, !dbg !84
  br i1 %cmp448.not.i, label %for.cond.cleanup5.i, label %for.body6.lr.ph.i, !dbg !86

for.body6.lr.ph.i:                                ; preds = %for.body.i
  %arrayidx8.idx.i = mul nuw nsw i64 %indvars.iv52.i, 320
  %arrayidx8.i = getelementptr inbounds i8, ptr %L, i64 %arrayidx8.idx.i
  br label %for.body6.i, !dbg !86

for.cond.cleanup5.i:                              ; preds = %for.body6.i, %for.body.i
  %arrayidx18.idx.pre-phi.i = phi i64 [ 0, %for.body.i ], [ %arrayidx8.idx.i, %for.body6.i ], !dbg !87
  %1 = phi double [ %0, %for.body.i ], [ %6, %for.body6.i ], !dbg !88
  %arrayidx18.i = getelementptr inbounds i8, ptr %L, i64 %arrayidx18.idx.pre-phi.i, !dbg !87
  %arrayidx20.i = getelementptr inbounds double, ptr %arrayidx18.i, i64 %indvars.iv52.i, !dbg !87
  %2 = load double, ptr %arrayidx20.i, align 8, !dbg !87, !tbaa !77
  %div.i = fdiv double %1, %2, !dbg !89
  store double %div.i, ptr %arrayidx2.i, align 8, !dbg !90, !tbaa !77
  %indvars.iv.next53.i = add nuw nsw i64 %indvars.iv52.i, 1, !dbg !91
    #dbg_value(i64 %indvars.iv.next53.i, !66, !DIExpression(), !74)
  %exitcond55.not.i = icmp eq i64 %indvars.iv.next53.i, 40, !dbg !92
  br i1 %exitcond55.not.i, label %trisolv.exit, label %for.body.i, !dbg !75, !llvm.loop !93

for.body6.i:                                      ; preds = %for.body6.i, %for.body6.lr.ph.i
  %indvars.iv.i = phi i64 [ 0, %for.body6.lr.ph.i ], [ %indvars.iv.next.i, %for.body6.i ], !dbg !96
  %3 = phi double [ %0, %for.body6.lr.ph.i ], [ %6, %for.body6.i ], !dbg !96
    #dbg_value(i64 %indvars.iv.i, !68, !DIExpression(), !83)
  %arrayidx10.i = getelementptr inbounds double, ptr %arrayidx8.i, i64 %indvars.iv.i, !dbg !96
  %4 = load double, ptr %arrayidx10.i, align 8, !dbg !96, !tbaa !77
  %arrayidx12.i = getelementptr inbounds double, ptr %x, i64 %indvars.iv.i, !dbg !97
  %5 = load double, ptr %arrayidx12.i, align 8, !dbg !97, !tbaa !77
  %neg.i = fneg double %4, !dbg !98
  %6 = tail call double @llvm.fmuladd.f64(double %neg.i, double %5, double %3), !dbg !98
  store double %6, ptr %arrayidx2.i, align 8, !dbg !98, !tbaa !77
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !99
    #dbg_value(i64 %indvars.iv.next.i, !68, !DIExpression(), !83)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %indvars.iv52.i, !dbg !84
  br i1 %exitcond.not.i, label %for.cond.cleanup5.i, label %for.body6.i, !dbg !86, !llvm.loop !100

trisolv.exit:                                     ; preds = %for.cond.cleanup5.i
  ret void, !dbg !102
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !10 {
entry:
  %call = tail call noalias dereferenceable_or_null(12800) ptr @malloc(i64 noundef 12800) #5, !dbg !103
    #dbg_value(ptr %call, !15, !DIExpression(), !104)
  %call1 = tail call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #5, !dbg !105
    #dbg_value(ptr %call1, !21, !DIExpression(), !104)
  %call2 = tail call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #5, !dbg !106
    #dbg_value(ptr %call2, !23, !DIExpression(), !104)
    #dbg_value(i32 0, !24, !DIExpression(), !107)
  br label %for.body, !dbg !108

for.cond.cleanup:                                 ; preds = %for.cond.cleanup6
  tail call void @solve(ptr noundef nonnull %call, ptr noundef %call1, ptr noundef %call2), !dbg !109
    #dbg_value(double 0.000000e+00, !30, !DIExpression(), !104)
    #dbg_value(i32 0, !31, !DIExpression(), !110)
  br label %for.body24, !dbg !111

for.body:                                         ; preds = %entry, %for.cond.cleanup6
  %indvars.iv61 = phi i64 [ 0, %entry ], [ %indvars.iv.next62, %for.cond.cleanup6 ]
  %indvars.iv59 = phi i64 [ 1, %entry ], [ %indvars.iv.next60, %for.cond.cleanup6 ]
    #dbg_value(i64 %indvars.iv61, !24, !DIExpression(), !107)
  %0 = trunc nuw nsw i64 %indvars.iv61 to i32, !dbg !112
  %conv = uitofp nneg i32 %0 to double, !dbg !112
  %arrayidx = getelementptr inbounds double, ptr %call2, i64 %indvars.iv61, !dbg !113
  store double %conv, ptr %arrayidx, align 8, !dbg !114, !tbaa !77
    #dbg_value(i32 0, !26, !DIExpression(), !115)
  %1 = add nuw nsw i64 %indvars.iv61, 41
    #dbg_value(i32 0, !26, !DIExpression(), !115)
  br label %for.body7, !dbg !116

for.cond.cleanup6:                                ; preds = %for.body7
  %indvars.iv.next62 = add nuw nsw i64 %indvars.iv61, 1, !dbg !117
    #dbg_value(i64 %indvars.iv.next62, !24, !DIExpression(), !107)
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1, !dbg !108
  %exitcond67.not = icmp eq i64 %indvars.iv.next62, 40, !dbg !118
  br i1 %exitcond67.not, label %for.cond.cleanup, label %for.body, !dbg !108, !llvm.loop !119

for.body7:                                        ; preds = %for.body, %for.body7
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next, %for.body7 ]
    #dbg_value(i64 %indvars.iv, !26, !DIExpression(), !115)
  %2 = sub nuw nsw i64 %1, %indvars.iv, !dbg !121
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !123
  %conv9 = sitofp i32 %3 to double, !dbg !123
  %mul = fmul double %conv9, 2.000000e+00, !dbg !124
  %div = fdiv double %mul, 4.000000e+01, !dbg !125
  %arrayidx13 = getelementptr inbounds [40 x double], ptr %call, i64 %indvars.iv61, i64 %indvars.iv, !dbg !126
  store double %div, ptr %arrayidx13, align 8, !dbg !127, !tbaa !77
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !128
    #dbg_value(i64 %indvars.iv.next, !26, !DIExpression(), !115)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv59, !dbg !129
  br i1 %exitcond.not, label %for.cond.cleanup6, label %for.body7, !dbg !116, !llvm.loop !130

for.cond.cleanup23:                               ; preds = %for.body24
  %call33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %5), !dbg !132
  ret i32 0, !dbg !133

for.body24:                                       ; preds = %for.cond.cleanup, %for.body24
  %indvars.iv68 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next69, %for.body24 ]
  %s.053 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %5, %for.body24 ]
    #dbg_value(i64 %indvars.iv68, !31, !DIExpression(), !110)
    #dbg_value(double %s.053, !30, !DIExpression(), !104)
  %arrayidx26 = getelementptr inbounds double, ptr %call1, i64 %indvars.iv68, !dbg !134
  %4 = load double, ptr %arrayidx26, align 8, !dbg !134, !tbaa !77
  %rem.lhs.trunc = trunc i64 %indvars.iv68 to i8, !dbg !136
  %rem50 = urem i8 %rem.lhs.trunc, 7, !dbg !136
  %narrow = add nuw nsw i8 %rem50, 1, !dbg !137
  %conv28 = uitofp nneg i8 %narrow to double, !dbg !138
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %conv28, double %s.053), !dbg !139
    #dbg_value(double %5, !30, !DIExpression(), !104)
  %indvars.iv.next69 = add nuw nsw i64 %indvars.iv68, 1, !dbg !140
    #dbg_value(i64 %indvars.iv.next69, !31, !DIExpression(), !110)
  %exitcond71.not = icmp eq i64 %indvars.iv.next69, 40, !dbg !141
  br i1 %exitcond71.not, label %for.cond.cleanup23, label %for.body24, !dbg !111, !llvm.loop !142
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !144 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare !dbg !152 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "trisolv.c", directory: ".", checksumkind: CSK_MD5, checksum: "3f2f83ff67815e2e33ef641e6a1d0221")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !36, globals: !37, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !10, file: !2, line: 18, baseType: !33, size: 32, elements: !34)
!10 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !21, !23, !24, !26, !30, !31}
!15 = !DILocalVariable(name: "L", scope: !10, file: !2, line: 19, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 2560, elements: !19)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: 40)
!21 = !DILocalVariable(name: "x", scope: !10, file: !2, line: 20, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!23 = !DILocalVariable(name: "b", scope: !10, file: !2, line: 20, type: !22)
!24 = !DILocalVariable(name: "i", scope: !25, file: !2, line: 21, type: !13)
!25 = distinct !DILexicalBlock(scope: !10, file: !2, line: 21, column: 3)
!26 = !DILocalVariable(name: "j", scope: !27, file: !2, line: 23, type: !13)
!27 = distinct !DILexicalBlock(scope: !28, file: !2, line: 23, column: 5)
!28 = distinct !DILexicalBlock(scope: !29, file: !2, line: 21, column: 31)
!29 = distinct !DILexicalBlock(scope: !25, file: !2, line: 21, column: 3)
!30 = !DILocalVariable(name: "s", scope: !10, file: !2, line: 27, type: !18)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 28, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !2, line: 28, column: 3)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DIEnumerator(name: "n", value: 40)
!36 = !{!16, !18}
!37 = !{!0}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 13, type: !47, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !22, !22, !22}
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: "L", arg: 1, scope: !46, file: !2, line: 13, type: !22)
!51 = !DILocalVariable(name: "x", arg: 2, scope: !46, file: !2, line: 13, type: !22)
!52 = !DILocalVariable(name: "b", arg: 3, scope: !46, file: !2, line: 13, type: !22)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocalVariable(name: "n", arg: 1, scope: !55, file: !2, line: 4, type: !13)
!55 = distinct !DISubprogram(name: "trisolv", scope: !2, file: !2, line: 4, type: !56, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !62)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !13, !58, !22, !22}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: -1)
!62 = !{!54, !63, !64, !65, !66, !68}
!63 = !DILocalVariable(name: "L", arg: 2, scope: !55, file: !2, line: 4, type: !58)
!64 = !DILocalVariable(name: "x", arg: 3, scope: !55, file: !2, line: 4, type: !22)
!65 = !DILocalVariable(name: "b", arg: 4, scope: !55, file: !2, line: 4, type: !22)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 5, type: !13)
!67 = distinct !DILexicalBlock(scope: !55, file: !2, line: 5, column: 3)
!68 = !DILocalVariable(name: "j", scope: !69, file: !2, line: 7, type: !13)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 7, column: 5)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 5, column: 31)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 5, column: 3)
!72 = !DILocation(line: 0, scope: !55, inlinedAt: !73)
!73 = distinct !DILocation(line: 14, column: 3, scope: !46)
!74 = !DILocation(line: 0, scope: !67, inlinedAt: !73)
!75 = !DILocation(line: 5, column: 3, scope: !67, inlinedAt: !73)
!76 = !DILocation(line: 6, column: 12, scope: !70, inlinedAt: !73)
!77 = !{!78, !78, i64 0}
!78 = !{!"double", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 6, column: 5, scope: !70, inlinedAt: !73)
!82 = !DILocation(line: 6, column: 10, scope: !70, inlinedAt: !73)
!83 = !DILocation(line: 0, scope: !69, inlinedAt: !73)
!84 = !DILocation(line: 7, column: 23, scope: !85, inlinedAt: !73)
!85 = distinct !DILexicalBlock(scope: !69, file: !2, line: 7, column: 5)
!86 = !DILocation(line: 7, column: 5, scope: !69, inlinedAt: !73)
!87 = !DILocation(line: 9, column: 19, scope: !70, inlinedAt: !73)
!88 = !DILocation(line: 9, column: 12, scope: !70, inlinedAt: !73)
!89 = !DILocation(line: 9, column: 17, scope: !70, inlinedAt: !73)
!90 = !DILocation(line: 9, column: 10, scope: !70, inlinedAt: !73)
!91 = !DILocation(line: 5, column: 27, scope: !71, inlinedAt: !73)
!92 = !DILocation(line: 5, column: 21, scope: !71, inlinedAt: !73)
!93 = distinct !{!93, !75, !94, !95}
!94 = !DILocation(line: 10, column: 3, scope: !67, inlinedAt: !73)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 8, column: 15, scope: !85, inlinedAt: !73)
!97 = !DILocation(line: 8, column: 25, scope: !85, inlinedAt: !73)
!98 = !DILocation(line: 8, column: 12, scope: !85, inlinedAt: !73)
!99 = !DILocation(line: 7, column: 29, scope: !85, inlinedAt: !73)
!100 = distinct !{!100, !86, !101, !95}
!101 = !DILocation(line: 8, column: 28, scope: !69, inlinedAt: !73)
!102 = !DILocation(line: 15, column: 1, scope: !46)
!103 = !DILocation(line: 19, column: 20, scope: !10)
!104 = !DILocation(line: 0, scope: !10)
!105 = !DILocation(line: 20, column: 15, scope: !10)
!106 = !DILocation(line: 20, column: 47, scope: !10)
!107 = !DILocation(line: 0, scope: !25)
!108 = !DILocation(line: 21, column: 3, scope: !25)
!109 = !DILocation(line: 26, column: 3, scope: !10)
!110 = !DILocation(line: 0, scope: !32)
!111 = !DILocation(line: 28, column: 3, scope: !32)
!112 = !DILocation(line: 22, column: 12, scope: !28)
!113 = !DILocation(line: 22, column: 5, scope: !28)
!114 = !DILocation(line: 22, column: 10, scope: !28)
!115 = !DILocation(line: 0, scope: !27)
!116 = !DILocation(line: 23, column: 5, scope: !27)
!117 = !DILocation(line: 21, column: 27, scope: !29)
!118 = !DILocation(line: 21, column: 21, scope: !29)
!119 = distinct !{!119, !108, !120, !95}
!120 = !DILocation(line: 25, column: 3, scope: !25)
!121 = !DILocation(line: 24, column: 36, scope: !122)
!122 = distinct !DILexicalBlock(scope: !27, file: !2, line: 23, column: 5)
!123 = !DILocation(line: 24, column: 17, scope: !122)
!124 = !DILocation(line: 24, column: 41, scope: !122)
!125 = !DILocation(line: 24, column: 45, scope: !122)
!126 = !DILocation(line: 24, column: 7, scope: !122)
!127 = !DILocation(line: 24, column: 15, scope: !122)
!128 = !DILocation(line: 23, column: 30, scope: !122)
!129 = !DILocation(line: 23, column: 23, scope: !122)
!130 = distinct !{!130, !116, !131, !95}
!131 = !DILocation(line: 24, column: 47, scope: !27)
!132 = !DILocation(line: 30, column: 3, scope: !10)
!133 = !DILocation(line: 32, column: 1, scope: !10)
!134 = !DILocation(line: 29, column: 10, scope: !135)
!135 = distinct !DILexicalBlock(scope: !32, file: !2, line: 28, column: 3)
!136 = !DILocation(line: 29, column: 24, scope: !135)
!137 = !DILocation(line: 29, column: 20, scope: !135)
!138 = !DILocation(line: 29, column: 17, scope: !135)
!139 = !DILocation(line: 29, column: 7, scope: !135)
!140 = !DILocation(line: 28, column: 27, scope: !135)
!141 = !DILocation(line: 28, column: 21, scope: !135)
!142 = distinct !{!142, !111, !143, !95}
!143 = !DILocation(line: 29, column: 27, scope: !32)
!144 = !DISubprogram(name: "malloc", scope: !145, file: !145, line: 553, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!146 = !DISubroutineType(types: !147)
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !150, line: 18, baseType: !151)
!150 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!151 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!152 = !DISubprogram(name: "printf", scope: !153, file: !153, line: 356, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!154 = !DISubroutineType(types: !155)
!155 = !{!13, !156, null}
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

