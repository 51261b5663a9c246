; Arrays are named as the source names them, from debug information. Here,
; as in PolyBench, a static kernel is inlined into main and its arrays are
; allocated through an opaque function (so they may alias): the base
; pointers are the calls' results, whose IR names are %call and %call1 and
; which main calls lower and rhs; the kernel, where the accesses were
; written, calls them A and B, and so do the remarks and the model. The
; same with the IR names discarded (clang's release builds), through
; bitcode.
; RUN: %opt -passes=tessera -pass-remarks-analysis=tessera -disable-output %s 2>&1 | FileCheck --check-prefix=REMARK --implicit-check-not=@call --implicit-check-not=@MemRef %s
; RUN: llvm-as %s -o - | %opt --discard-value-names -passes=tessera -pass-remarks-analysis=tessera -disable-output 2>&1 | FileCheck --check-prefix=REMARK --implicit-check-not=@call --implicit-check-not=@MemRef %s
; RUN: %opt -passes='tessera<codegen=never;print-model>' -disable-output %s | FileCheck --check-prefix=MODEL --implicit-check-not=@call --implicit-check-not=@lower --implicit-check-not=@rhs --implicit-check-not=@MemRef %s
; REMARK: remark: inlined-debug.c:19:3: SCoP main.scop2 runs its regenerated code only when @B and @A do not overlap in a way that changes the result; the original code otherwise
; MODEL-LABEL: scop @main.scop2 in @main
; MODEL-DAG: array @B : f64 [?, 240] memory size 8
; MODEL-DAG: array @A : f64 [?, 200] memory size 8
; MODEL: read #1 @A "{ S1[i0, i1, i2] -> A[i0 + i2 + 1, i0] }"
;
; The IR is %cc-ir's output (clang-19 -O2 -g -S -emit-llvm
; -fno-discard-value-names -fno-vectorize -fno-slp-vectorize
; -fno-unroll-loops, and -fdebug-compilation-dir=.) for this inlined-debug.c:
;
;   #include <stdlib.h>
;   #define M 200
;   #define N 240
;   void *alloc_data(size_t n, size_t size); /* opaque: the arrays may alias */
;   void timer_start(void);
;   void print(int n, double *p);
;
;   static void init(int m, int n, double A[M][M], double B[M][N]) {
;     for (int i = 0; i < m; i++)
;       for (int j = 0; j < m; j++)
;         A[i][j] = (double)((i + j) % m) / m;
;     for (int i = 0; i < m; i++)
;       for (int j = 0; j < n; j++)
;         B[i][j] = (double)((n + i - j) % n) / n;
;   }
;
;   /* A static kernel inlined into main. */
;   static void kernel_trmm(int m, int n, double alpha, double A[M][M], double B[M][N]) {
;     for (int i = 0; i < m; i++)
;       for (int j = 0; j < n; j++) {
;         for (int k = i + 1; k < m; k++)
;           B[i][j] += A[k][i] * B[k][j];
;         B[i][j] = alpha * B[i][j];
;       }
;   }
;
;   int main(void) {
;     /* main's own names differ from the kernel's parameters. */
;     double (*lower)[M][M] = alloc_data(M * M, sizeof(double));
;     double (*rhs)[M][N] = alloc_data(M * N, sizeof(double));
;     init(M, N, *lower, *rhs);
;     timer_start();
;     kernel_trmm(M, N, 1.5, *lower, *rhs);
;     print(M * N, &(*rhs)[0][0]);
;     return 0;
;   }

; ModuleID = 'inlined-debug.c'
source_filename = "inlined-debug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !12 {
entry:
  %call = tail call ptr @alloc_data(i64 noundef 40000, i64 noundef 8) #3, !dbg !27
    #dbg_value(ptr %call, !17, !DIExpression(), !28)
  %call1 = tail call ptr @alloc_data(i64 noundef 48000, i64 noundef 8) #3, !dbg !29
    #dbg_value(ptr %call1, !22, !DIExpression(), !28)
    #dbg_value(i32 200, !30, !DIExpression(), !54)
    #dbg_value(i32 240, !41, !DIExpression(), !54)
    #dbg_value(ptr %call, !42, !DIExpression(), !54)
    #dbg_value(ptr %call1, !43, !DIExpression(), !54)
    #dbg_value(i32 0, !44, !DIExpression(), !56)
  br label %for.cond1.preheader.i, !dbg !57

for.cond1.preheader.i:                            ; preds = %for.cond.cleanup3.i, %entry
  %indvars.iv63.i = phi i64 [ 0, %entry ], [ %indvars.iv.next64.i, %for.cond.cleanup3.i ]
    #dbg_value(i64 %indvars.iv63.i, !44, !DIExpression(), !56)
    #dbg_value(i32 0, !46, !DIExpression(), !58)
  br label %for.body4.i, !dbg !59

for.cond.cleanup3.i:                              ; preds = %for.body4.i
  %indvars.iv.next64.i = add nuw nsw i64 %indvars.iv63.i, 1, !dbg !60
    #dbg_value(i64 %indvars.iv.next64.i, !44, !DIExpression(), !56)
  %exitcond66.not.i = icmp eq i64 %indvars.iv.next64.i, 200, !dbg !61
  br i1 %exitcond66.not.i, label %for.cond18.preheader.i, label %for.cond1.preheader.i, !dbg !57, !llvm.loop !62

for.body4.i:                                      ; preds = %for.body4.i, %for.cond1.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.cond1.preheader.i ], [ %indvars.iv.next.i, %for.body4.i ]
    #dbg_value(i64 %indvars.iv.i, !46, !DIExpression(), !58)
  %0 = add nuw nsw i64 %indvars.iv.i, %indvars.iv63.i, !dbg !66
  %1 = trunc nuw nsw i64 %0 to i32, !dbg !68
  %rem.i = urem i32 %1, 200, !dbg !68
  %conv.i = uitofp nneg i32 %rem.i to double, !dbg !69
  %div.i = fdiv double %conv.i, 2.000000e+02, !dbg !70
  %arrayidx7.i = getelementptr inbounds [200 x double], ptr %call, i64 %indvars.iv63.i, i64 %indvars.iv.i, !dbg !71
  store double %div.i, ptr %arrayidx7.i, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !77
    #dbg_value(i64 %indvars.iv.next.i, !46, !DIExpression(), !58)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 200, !dbg !78
  br i1 %exitcond.not.i, label %for.cond.cleanup3.i, label %for.body4.i, !dbg !59, !llvm.loop !79

for.cond18.preheader.i:                           ; preds = %for.cond.cleanup3.i, %for.cond.cleanup21.i
  %indvars.iv72.i = phi i64 [ %indvars.iv.next73.i, %for.cond.cleanup21.i ], [ 0, %for.cond.cleanup3.i ]
    #dbg_value(i64 %indvars.iv72.i, !49, !DIExpression(), !81)
  %2 = add nuw nsw i64 %indvars.iv72.i, 240
    #dbg_value(i32 0, !51, !DIExpression(), !82)
  br label %for.body22.i, !dbg !83

for.cond.cleanup21.i:                             ; preds = %for.body22.i
  %indvars.iv.next73.i = add nuw nsw i64 %indvars.iv72.i, 1, !dbg !84
    #dbg_value(i64 %indvars.iv.next73.i, !49, !DIExpression(), !81)
  %exitcond76.not.i = icmp eq i64 %indvars.iv.next73.i, 200, !dbg !85
  br i1 %exitcond76.not.i, label %init.exit, label %for.cond18.preheader.i, !dbg !86, !llvm.loop !87

for.body22.i:                                     ; preds = %for.body22.i, %for.cond18.preheader.i
  %indvars.iv67.i = phi i64 [ 0, %for.cond18.preheader.i ], [ %indvars.iv.next68.i, %for.body22.i ]
    #dbg_value(i64 %indvars.iv67.i, !51, !DIExpression(), !82)
  %3 = sub nuw nsw i64 %2, %indvars.iv67.i, !dbg !89
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !91
  %rem24.i = urem i32 %4, 240, !dbg !91
  %conv25.i = uitofp nneg i32 %rem24.i to double, !dbg !92
  %div27.i = fdiv double %conv25.i, 2.400000e+02, !dbg !93
  %arrayidx31.i = getelementptr inbounds [240 x double], ptr %call1, i64 %indvars.iv72.i, i64 %indvars.iv67.i, !dbg !94
  store double %div27.i, ptr %arrayidx31.i, align 8, !dbg !95, !tbaa !73
  %indvars.iv.next68.i = add nuw nsw i64 %indvars.iv67.i, 1, !dbg !96
    #dbg_value(i64 %indvars.iv.next68.i, !51, !DIExpression(), !82)
  %exitcond71.not.i = icmp eq i64 %indvars.iv.next68.i, 240, !dbg !97
  br i1 %exitcond71.not.i, label %for.cond.cleanup21.i, label %for.body22.i, !dbg !83, !llvm.loop !98

init.exit:                                        ; preds = %for.cond.cleanup21.i
  tail call void @timer_start() #3, !dbg !100
    #dbg_value(i32 200, !101, !DIExpression(), !119)
    #dbg_value(i32 240, !106, !DIExpression(), !119)
    #dbg_value(double 1.500000e+00, !107, !DIExpression(), !119)
    #dbg_value(ptr %call, !108, !DIExpression(), !119)
    #dbg_value(ptr %call1, !109, !DIExpression(), !119)
    #dbg_value(i32 0, !110, !DIExpression(), !121)
  br label %for.cond1.preheader.i9, !dbg !122

for.cond1.preheader.i9:                           ; preds = %for.cond.cleanup3.i11, %init.exit
  %indvars.iv.i10 = phi i64 [ 0, %init.exit ], [ %indvars.iv.next.i12, %for.cond.cleanup3.i11 ]
    #dbg_value(i64 %indvars.iv.i10, !110, !DIExpression(), !121)
  %cmp651.i = icmp ult i64 %indvars.iv.i10, 199
    #dbg_value(i32 0, !112, !DIExpression(), !123)
  br label %for.cond5.preheader.i, !dbg !124

for.cond5.preheader.i:                            ; preds = %for.cond.cleanup7.i, %for.cond1.preheader.i9
  %indvars.iv58.i = phi i64 [ 0, %for.cond1.preheader.i9 ], [ %indvars.iv.next59.i, %for.cond.cleanup7.i ]
    #dbg_value(i64 %indvars.iv58.i, !112, !DIExpression(), !123)
    #dbg_value(i64 %indvars.iv.i10, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %arrayidx18.i = getelementptr inbounds [240 x double], ptr %call1, i64 %indvars.iv.i10, i64 %indvars.iv58.i
  %arrayidx18.promoted.i = load double, ptr %arrayidx18.i, align 8, !tbaa !73
  br i1 %cmp651.i, label %for.body8.i, label %for.cond.cleanup7.i, !dbg !126

for.cond.cleanup3.i11:                            ; preds = %for.cond.cleanup7.i
  %indvars.iv.next.i12 = add nuw nsw i64 %indvars.iv.i10, 1, !dbg !127
    #dbg_value(i64 %indvars.iv.next.i12, !110, !DIExpression(), !121)
  %exitcond63.not.i = icmp eq i64 %indvars.iv.next.i12, 200, !dbg !128
  br i1 %exitcond63.not.i, label %kernel_trmm.exit, label %for.cond1.preheader.i9, !dbg !122, !llvm.loop !129

for.cond.cleanup7.i:                              ; preds = %for.body8.i, %for.cond5.preheader.i
  %5 = phi double [ %arrayidx18.promoted.i, %for.cond5.preheader.i ], [ %9, %for.body8.i ], !dbg !131
  %mul.i = fmul double %5, 1.500000e+00, !dbg !132
  store double %mul.i, ptr %arrayidx18.i, align 8, !dbg !133, !tbaa !73
  %indvars.iv.next59.i = add nuw nsw i64 %indvars.iv58.i, 1, !dbg !134
    #dbg_value(i64 %indvars.iv.next59.i, !112, !DIExpression(), !123)
  %exitcond61.not.i = icmp eq i64 %indvars.iv.next59.i, 240, !dbg !135
  br i1 %exitcond61.not.i, label %for.cond.cleanup3.i11, label %for.cond5.preheader.i, !dbg !124, !llvm.loop !136

for.body8.i:                                      ; preds = %for.cond5.preheader.i, %for.body8.i
  %indvars.iv55.i = phi i64 [ %indvars.iv.next56.i, %for.body8.i ], [ %indvars.iv.i10, %for.cond5.preheader.i ], !dbg !138
  %6 = phi double [ %9, %for.body8.i ], [ %arrayidx18.promoted.i, %for.cond5.preheader.i ], !dbg !138
    #dbg_value(i64 %indvars.iv55.i, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %indvars.iv.next56.i = add nuw nsw i64 %indvars.iv55.i, 1, !dbg !138
    #dbg_value(i64 %indvars.iv.next56.i, !115, !DIExpression(), !125)
  %arrayidx10.i = getelementptr inbounds [200 x double], ptr %call, i64 %indvars.iv.next56.i, i64 %indvars.iv.i10, !dbg !139
  %7 = load double, ptr %arrayidx10.i, align 8, !dbg !139, !tbaa !73
  %arrayidx14.i = getelementptr inbounds [240 x double], ptr %call1, i64 %indvars.iv.next56.i, i64 %indvars.iv58.i, !dbg !141
  %8 = load double, ptr %arrayidx14.i, align 8, !dbg !141, !tbaa !73
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6), !dbg !142
  store double %9, ptr %arrayidx18.i, align 8, !dbg !142, !tbaa !73
    #dbg_value(i64 %indvars.iv.next56.i, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %exitcond.not.i13 = icmp eq i64 %indvars.iv.next56.i, 199, !dbg !143
  br i1 %exitcond.not.i13, label %for.cond.cleanup7.i, label %for.body8.i, !dbg !126, !llvm.loop !144

kernel_trmm.exit:                                 ; preds = %for.cond.cleanup3.i11
  tail call void @print(i32 noundef 48000, ptr noundef nonnull %call1) #3, !dbg !146
  ret i32 0, !dbg !147
}

declare !dbg !148 ptr @alloc_data(i64 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !155 void @timer_start() local_unnamed_addr #1

declare !dbg !158 void @print(i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inlined-debug.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb1377894810e515c6b29a2de2af7fec")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !22}
!17 = !DILocalVariable(name: "lower", scope: !12, file: !1, line: 29, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 2560000, elements: !20)
!20 = !{!21, !21}
!21 = !DISubrange(count: 200)
!22 = !DILocalVariable(name: "rhs", scope: !12, file: !1, line: 30, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 3072000, elements: !25)
!25 = !{!21, !26}
!26 = !DISubrange(count: 240)
!27 = !DILocation(line: 29, column: 27, scope: !12)
!28 = !DILocation(line: 0, scope: !12)
!29 = !DILocation(line: 30, column: 25, scope: !12)
!30 = !DILocalVariable(name: "m", arg: 1, scope: !31, file: !1, line: 8, type: !15)
!31 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !15, !15, !34, !37}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 12800, elements: !36)
!36 = !{!21}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 15360, elements: !39)
!39 = !{!26}
!40 = !{!30, !41, !42, !43, !44, !46, !49, !51}
!41 = !DILocalVariable(name: "n", arg: 2, scope: !31, file: !1, line: 8, type: !15)
!42 = !DILocalVariable(name: "A", arg: 3, scope: !31, file: !1, line: 8, type: !34)
!43 = !DILocalVariable(name: "B", arg: 4, scope: !31, file: !1, line: 8, type: !37)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 9, type: !15)
!45 = distinct !DILexicalBlock(scope: !31, file: !1, line: 9, column: 3)
!46 = !DILocalVariable(name: "j", scope: !47, file: !1, line: 10, type: !15)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 10, column: 5)
!48 = distinct !DILexicalBlock(scope: !45, file: !1, line: 9, column: 3)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 12, type: !15)
!50 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 3)
!51 = !DILocalVariable(name: "j", scope: !52, file: !1, line: 13, type: !15)
!52 = distinct !DILexicalBlock(scope: !53, file: !1, line: 13, column: 5)
!53 = distinct !DILexicalBlock(scope: !50, file: !1, line: 12, column: 3)
!54 = !DILocation(line: 0, scope: !31, inlinedAt: !55)
!55 = distinct !DILocation(line: 31, column: 3, scope: !12)
!56 = !DILocation(line: 0, scope: !45, inlinedAt: !55)
!57 = !DILocation(line: 9, column: 3, scope: !45, inlinedAt: !55)
!58 = !DILocation(line: 0, scope: !47, inlinedAt: !55)
!59 = !DILocation(line: 10, column: 5, scope: !47, inlinedAt: !55)
!60 = !DILocation(line: 9, column: 27, scope: !48, inlinedAt: !55)
!61 = !DILocation(line: 9, column: 21, scope: !48, inlinedAt: !55)
!62 = distinct !{!62, !57, !63, !64, !65}
!63 = !DILocation(line: 11, column: 41, scope: !45, inlinedAt: !55)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 11, column: 29, scope: !67, inlinedAt: !55)
!67 = distinct !DILexicalBlock(scope: !47, file: !1, line: 10, column: 5)
!68 = !DILocation(line: 11, column: 34, scope: !67, inlinedAt: !55)
!69 = !DILocation(line: 11, column: 17, scope: !67, inlinedAt: !55)
!70 = !DILocation(line: 11, column: 39, scope: !67, inlinedAt: !55)
!71 = !DILocation(line: 11, column: 7, scope: !67, inlinedAt: !55)
!72 = !DILocation(line: 11, column: 15, scope: !67, inlinedAt: !55)
!73 = !{!74, !74, i64 0}
!74 = !{!"double", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 10, column: 29, scope: !67, inlinedAt: !55)
!78 = !DILocation(line: 10, column: 23, scope: !67, inlinedAt: !55)
!79 = distinct !{!79, !59, !80, !64, !65}
!80 = !DILocation(line: 11, column: 41, scope: !47, inlinedAt: !55)
!81 = !DILocation(line: 0, scope: !50, inlinedAt: !55)
!82 = !DILocation(line: 0, scope: !52, inlinedAt: !55)
!83 = !DILocation(line: 13, column: 5, scope: !52, inlinedAt: !55)
!84 = !DILocation(line: 12, column: 27, scope: !53, inlinedAt: !55)
!85 = !DILocation(line: 12, column: 21, scope: !53, inlinedAt: !55)
!86 = !DILocation(line: 12, column: 3, scope: !50, inlinedAt: !55)
!87 = distinct !{!87, !86, !88, !64, !65}
!88 = !DILocation(line: 14, column: 45, scope: !50, inlinedAt: !55)
!89 = !DILocation(line: 14, column: 33, scope: !90, inlinedAt: !55)
!90 = distinct !DILexicalBlock(scope: !52, file: !1, line: 13, column: 5)
!91 = !DILocation(line: 14, column: 38, scope: !90, inlinedAt: !55)
!92 = !DILocation(line: 14, column: 17, scope: !90, inlinedAt: !55)
!93 = !DILocation(line: 14, column: 43, scope: !90, inlinedAt: !55)
!94 = !DILocation(line: 14, column: 7, scope: !90, inlinedAt: !55)
!95 = !DILocation(line: 14, column: 15, scope: !90, inlinedAt: !55)
!96 = !DILocation(line: 13, column: 29, scope: !90, inlinedAt: !55)
!97 = !DILocation(line: 13, column: 23, scope: !90, inlinedAt: !55)
!98 = distinct !{!98, !83, !99, !64, !65}
!99 = !DILocation(line: 14, column: 45, scope: !52, inlinedAt: !55)
!100 = !DILocation(line: 32, column: 3, scope: !12)
!101 = !DILocalVariable(name: "m", arg: 1, scope: !102, file: !1, line: 18, type: !15)
!102 = distinct !DISubprogram(name: "kernel_trmm", scope: !1, file: !1, line: 18, type: !103, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !15, !15, !3, !34, !37}
!105 = !{!101, !106, !107, !108, !109, !110, !112, !115}
!106 = !DILocalVariable(name: "n", arg: 2, scope: !102, file: !1, line: 18, type: !15)
!107 = !DILocalVariable(name: "alpha", arg: 3, scope: !102, file: !1, line: 18, type: !3)
!108 = !DILocalVariable(name: "A", arg: 4, scope: !102, file: !1, line: 18, type: !34)
!109 = !DILocalVariable(name: "B", arg: 5, scope: !102, file: !1, line: 18, type: !37)
!110 = !DILocalVariable(name: "i", scope: !111, file: !1, line: 19, type: !15)
!111 = distinct !DILexicalBlock(scope: !102, file: !1, line: 19, column: 3)
!112 = !DILocalVariable(name: "j", scope: !113, file: !1, line: 20, type: !15)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 20, column: 5)
!114 = distinct !DILexicalBlock(scope: !111, file: !1, line: 19, column: 3)
!115 = !DILocalVariable(name: "k", scope: !116, file: !1, line: 21, type: !15)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 21, column: 7)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 20, column: 33)
!118 = distinct !DILexicalBlock(scope: !113, file: !1, line: 20, column: 5)
!119 = !DILocation(line: 0, scope: !102, inlinedAt: !120)
!120 = distinct !DILocation(line: 33, column: 3, scope: !12)
!121 = !DILocation(line: 0, scope: !111, inlinedAt: !120)
!122 = !DILocation(line: 19, column: 3, scope: !111, inlinedAt: !120)
!123 = !DILocation(line: 0, scope: !113, inlinedAt: !120)
!124 = !DILocation(line: 20, column: 5, scope: !113, inlinedAt: !120)
!125 = !DILocation(line: 0, scope: !116, inlinedAt: !120)
!126 = !DILocation(line: 21, column: 7, scope: !116, inlinedAt: !120)
!127 = !DILocation(line: 19, column: 27, scope: !114, inlinedAt: !120)
!128 = !DILocation(line: 19, column: 21, scope: !114, inlinedAt: !120)
!129 = distinct !{!129, !122, !130, !64, !65}
!130 = !DILocation(line: 24, column: 5, scope: !111, inlinedAt: !120)
!131 = !DILocation(line: 23, column: 25, scope: !117, inlinedAt: !120)
!132 = !DILocation(line: 23, column: 23, scope: !117, inlinedAt: !120)
!133 = !DILocation(line: 23, column: 15, scope: !117, inlinedAt: !120)
!134 = !DILocation(line: 20, column: 29, scope: !118, inlinedAt: !120)
!135 = !DILocation(line: 20, column: 23, scope: !118, inlinedAt: !120)
!136 = distinct !{!136, !124, !137, !64, !65}
!137 = !DILocation(line: 24, column: 5, scope: !113, inlinedAt: !120)
!138 = !DILocation(line: 21, scope: !116, inlinedAt: !120)
!139 = !DILocation(line: 22, column: 20, scope: !140, inlinedAt: !120)
!140 = distinct !DILexicalBlock(scope: !116, file: !1, line: 21, column: 7)
!141 = !DILocation(line: 22, column: 30, scope: !140, inlinedAt: !120)
!142 = !DILocation(line: 22, column: 17, scope: !140, inlinedAt: !120)
!143 = !DILocation(line: 21, column: 29, scope: !140, inlinedAt: !120)
!144 = distinct !{!144, !126, !145, !64, !65}
!145 = !DILocation(line: 22, column: 36, scope: !116, inlinedAt: !120)
!146 = !DILocation(line: 34, column: 3, scope: !12)
!147 = !DILocation(line: 35, column: 3, scope: !12)
!148 = !DISubprogram(name: "alloc_data", scope: !1, file: !1, line: 4, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!151, !152, !152}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !153, line: 18, baseType: !154)
!153 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!154 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!155 = !DISubprogram(name: "timer_start", scope: !1, file: !1, line: 5, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null}
!158 = !DISubprogram(name: "print", scope: !1, file: !1, line: 6, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !15, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
