; Scripts that cannot apply change no code: one that does not parse (the
; error gives line, column and what was expected), one naming a tag that
; tags nothing, and one whose command does not fit the loops it names.
; Each gets a missed remark, and the function comes out exactly as with
; codegen=never, although the automatic schedule would tile this gemm;
; `tessera transform` reports the same errors with exit status 2.
; RUN: echo 'tile L1 L2 16 16' > %t.bad && echo 'interchange L1 32' >> %t.bad
; RUN: echo 'reverse L9' > %t.unknown
; RUN: echo 'skew L2 L1 1' > %t.misfit
; RUN: %opt -passes='tessera<only=kernel;codegen=never>' %s -S -o %t.untouched.ll
; RUN: %opt -passes='tessera<only=kernel>' %s -S -o %t.auto.ll
; RUN: not diff -q %t.untouched.ll %t.auto.ll
; RUN: %opt -passes='tessera<only=kernel;script=%t.bad>' -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=BAD %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
; RUN: %opt -passes='tessera<only=kernel;script=%t.unknown>' -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=UNKNOWN %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
; RUN: %opt -passes='tessera<only=kernel;script=%t.misfit>' -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=MISFIT %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
; RUN: not %tessera transform %s --script %t.bad 2>&1 | FileCheck --check-prefix=CLI-BAD %s
; RUN: not %tessera transform %s --script %t.unknown --tessera-only=kernel 2>&1 | FileCheck --check-prefix=CLI-UNKNOWN %s
; SOURCE: gemm.c
;    1| #include <stdio.h>
;    2| #define N 64
;    3| static double A[N][N], B[N][N], C[N][N];
;    4|
;    5| __attribute__((noinline)) void kernel(int n) {
;    6| L1: for (int i = 0; i < n; i++)
;    7| L2:   for (int j = 0; j < n; j++) {
;    8| Sinit:  C[i][j] = 0.0;
;    9| L3:     for (int k = 0; k < n; k++)
;   10| Sacc:     C[i][j] += A[i][k] * B[k][j];
;   11|       }
;   12| }
;   13|
;   14| int main(void) {
;   15|   for (int i = 0; i < N; i++)
;   16|     for (int j = 0; j < N; j++) {
;   17|       A[i][j] = (double)((i * j + 1) % N) / N;
;   18|       B[i][j] = (double)((i + 2 * j) % N) / N;
;   19|     }
;   20|   kernel(N - 3);
;   21|   double s = 0;
;   22|   for (int i = 0; i < N; i++)
;   23|     for (int j = 0; j < N; j++)
;   24|       s += C[i][j] * (i + j);
;   25|   printf("%.17g\n", s);
;   26|   return 0;
;   27| }
; END-SOURCE
;
; BAD: remark: gemm.c:5:0: transformation script not applied, nothing changed: {{.*}}.bad:2:16: expected a second loop (a tag: L1, @12, S1 or S1.0), found the number 32
; UNKNOWN: remark: gemm.c:5:0: transformation script not applied, nothing changed: {{.*}}.unknown:1:9: unknown tag L9 (`tessera loops` lists the tags)
; MISFIT: transformation script not applied, nothing changed: {{.*}}.misfit:1:1: skew: L2 does not enclose L1
; CLI-BAD: tessera: {{.*}}.bad:2:16: expected a second loop (a tag: L1, @12, S1 or S1.0), found the number 32
; CLI-UNKNOWN: error: {{.*}}.unknown:1:9: unknown tag L9
; CLI-UNKNOWN: tessera: the script was not applied

; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !13
@B = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !18
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @kernel(i32 noundef %n) local_unnamed_addr #0 !dbg !28 {
entry:
    #dbg_value(i32 %n, !33, !DIExpression(), !49)
    #dbg_label(!34, !50)
    #dbg_value(i32 0, !35, !DIExpression(), !51)
  %cmp46 = icmp sgt i32 %n, 0, !dbg !52
  br i1 %cmp46, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !53

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %wide.trip.count57 = zext nneg i32 %n to i64, !dbg !52
  br label %Sinit.lr.ph, !dbg !53

Sinit.lr.ph:                                      ; preds = %for.cond.cleanup3, %for.cond1.preheader.lr.ph
  %indvars.iv54 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next55, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv54, !35, !DIExpression(), !51)
    #dbg_value(i32 0, !39, !DIExpression(), !54)
  br label %Sinit, !dbg !55

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !56

for.cond.cleanup3:                                ; preds = %for.cond7.for.cond.cleanup9_crit_edge
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !57
    #dbg_value(i64 %indvars.iv.next55, !35, !DIExpression(), !51)
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, %wide.trip.count57, !dbg !52
  br i1 %exitcond58.not, label %for.cond.cleanup, label %Sinit.lr.ph, !dbg !53, !llvm.loop !58

Sinit:                                            ; preds = %Sinit.lr.ph, %for.cond7.for.cond.cleanup9_crit_edge
  %indvars.iv49 = phi i64 [ 0, %Sinit.lr.ph ], [ %indvars.iv.next50, %for.cond7.for.cond.cleanup9_crit_edge ]
    #dbg_value(i64 %indvars.iv49, !39, !DIExpression(), !54)
    #dbg_label(!41, !62)
  %arrayidx6 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %indvars.iv54, i64 %indvars.iv49, !dbg !63
    #dbg_label(!44, !64)
    #dbg_value(i32 0, !45, !DIExpression(), !65)
  br label %Sacc, !dbg !66

for.cond7.for.cond.cleanup9_crit_edge:            ; preds = %Sacc
  store double %3, ptr %arrayidx6, align 8, !dbg !67, !tbaa !68
  %indvars.iv.next50 = add nuw nsw i64 %indvars.iv49, 1, !dbg !72
    #dbg_value(i64 %indvars.iv.next50, !39, !DIExpression(), !54)
  %exitcond53.not = icmp eq i64 %indvars.iv.next50, %wide.trip.count57, !dbg !73
  br i1 %exitcond53.not, label %for.cond.cleanup3, label %Sinit, !dbg !55, !llvm.loop !74

Sacc:                                             ; preds = %Sinit, %Sacc
  %indvars.iv = phi i64 [ 0, %Sinit ], [ %indvars.iv.next, %Sacc ], !dbg !76
  %0 = phi double [ 0.000000e+00, %Sinit ], [ %3, %Sacc ], !dbg !76
    #dbg_value(i64 %indvars.iv, !45, !DIExpression(), !65)
    #dbg_label(!47, !77)
  %arrayidx14 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv54, i64 %indvars.iv, !dbg !76
  %1 = load double, ptr %arrayidx14, align 8, !dbg !76, !tbaa !68
  %arrayidx18 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv, i64 %indvars.iv49, !dbg !78
  %2 = load double, ptr %arrayidx18, align 8, !dbg !78, !tbaa !68
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %0), !dbg !67
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !79
    #dbg_value(i64 %indvars.iv.next, !45, !DIExpression(), !65)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count57, !dbg !80
  br i1 %exitcond.not, label %for.cond7.for.cond.cleanup9_crit_edge, label %Sacc, !dbg !66, !llvm.loop !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !83 {
entry:
    #dbg_value(i32 0, !87, !DIExpression(), !98)
  br label %for.cond1.preheader, !dbg !99

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv72 = phi i64 [ 0, %entry ], [ %indvars.iv.next73, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv72, !87, !DIExpression(), !98)
    #dbg_value(i32 0, !89, !DIExpression(), !100)
  br label %for.body4, !dbg !101

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @kernel(i32 noundef 61), !dbg !102
    #dbg_value(double 0.000000e+00, !92, !DIExpression(), !103)
    #dbg_value(i32 0, !93, !DIExpression(), !104)
  br label %for.cond26.preheader, !dbg !105

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next73 = add nuw nsw i64 %indvars.iv72, 1, !dbg !106
    #dbg_value(i64 %indvars.iv.next73, !87, !DIExpression(), !98)
  %exitcond75.not = icmp eq i64 %indvars.iv.next73, 64, !dbg !107
  br i1 %exitcond75.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !99, !llvm.loop !108

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !89, !DIExpression(), !100)
  %0 = mul nuw nsw i64 %indvars.iv, %indvars.iv72, !dbg !110
  %1 = trunc i64 %0 to i32, !dbg !113
  %2 = add i32 %1, 1, !dbg !113
  %rem = and i32 %2, 63, !dbg !113
  %conv = uitofp nneg i32 %rem to double, !dbg !114
  %div = fmul double %conv, 1.562500e-02, !dbg !115
  %arrayidx6 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %indvars.iv72, i64 %indvars.iv, !dbg !116
  store double %div, ptr %arrayidx6, align 8, !dbg !117, !tbaa !68
  %3 = shl nuw nsw i64 %indvars.iv, 1, !dbg !118
  %4 = add nuw nsw i64 %3, %indvars.iv72, !dbg !119
  %5 = trunc nuw nsw i64 %4 to i32, !dbg !120
  %rem9 = and i32 %5, 63, !dbg !120
  %conv10 = uitofp nneg i32 %rem9 to double, !dbg !121
  %div11 = fmul double %conv10, 1.562500e-02, !dbg !122
  %arrayidx15 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %indvars.iv72, i64 %indvars.iv, !dbg !123
  store double %div11, ptr %arrayidx15, align 8, !dbg !124, !tbaa !68
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !125
    #dbg_value(i64 %indvars.iv.next, !89, !DIExpression(), !100)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !126
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !101, !llvm.loop !127

for.cond26.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup29
  %indvars.iv81 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next82, %for.cond.cleanup29 ]
  %s.065 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %9, %for.cond.cleanup29 ]
    #dbg_value(i64 %indvars.iv81, !93, !DIExpression(), !104)
    #dbg_value(double %s.065, !92, !DIExpression(), !103)
    #dbg_value(i32 0, !95, !DIExpression(), !129)
    #dbg_value(double %s.065, !92, !DIExpression(), !103)
  br label %for.body30, !dbg !130

for.cond.cleanup23:                               ; preds = %for.cond.cleanup29
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9), !dbg !131
  ret i32 0, !dbg !132

for.cond.cleanup29:                               ; preds = %for.body30
  %indvars.iv.next82 = add nuw nsw i64 %indvars.iv81, 1, !dbg !133
    #dbg_value(i64 %indvars.iv.next82, !93, !DIExpression(), !104)
    #dbg_value(double %9, !92, !DIExpression(), !103)
  %exitcond84.not = icmp eq i64 %indvars.iv.next82, 64, !dbg !134
  br i1 %exitcond84.not, label %for.cond.cleanup23, label %for.cond26.preheader, !dbg !105, !llvm.loop !135

for.body30:                                       ; preds = %for.cond26.preheader, %for.body30
  %indvars.iv76 = phi i64 [ 0, %for.cond26.preheader ], [ %indvars.iv.next77, %for.body30 ]
  %s.163 = phi double [ %s.065, %for.cond26.preheader ], [ %9, %for.body30 ]
    #dbg_value(i64 %indvars.iv76, !95, !DIExpression(), !129)
    #dbg_value(double %s.163, !92, !DIExpression(), !103)
  %arrayidx34 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %indvars.iv81, i64 %indvars.iv76, !dbg !137
  %6 = load double, ptr %arrayidx34, align 8, !dbg !137, !tbaa !68
  %7 = add nuw nsw i64 %indvars.iv76, %indvars.iv81, !dbg !139
  %8 = trunc nuw nsw i64 %7 to i32, !dbg !140
  %conv36 = uitofp nneg i32 %8 to double, !dbg !140
  %9 = tail call double @llvm.fmuladd.f64(double %6, double %conv36, double %s.163), !dbg !141
    #dbg_value(double %9, !92, !DIExpression(), !103)
  %indvars.iv.next77 = add nuw nsw i64 %indvars.iv76, 1, !dbg !142
    #dbg_value(i64 %indvars.iv.next77, !95, !DIExpression(), !129)
  %exitcond80.not = icmp eq i64 %indvars.iv.next77, 64, !dbg !143
  br i1 %exitcond80.not, label %for.cond.cleanup29, label %for.body30, !dbg !130, !llvm.loop !144
}

; Function Attrs: nofree nounwind
declare !dbg !146 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 3, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".", checksumkind: CSK_MD5, checksum: "6270545b077f724a5f72e4b2d66dc690")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 3, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !16)
!16 = !{!17, !17}
!17 = !DISubrange(count: 64)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 3, type: !15, isLocal: true, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 5, type: !29, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!33, !34, !35, !37, !39, !41, !44, !45, !47}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 5, type: !31)
!34 = !DILabel(scope: !28, name: "L1", file: !3, line: 6)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 6, type: !31)
!36 = distinct !DILexicalBlock(scope: !28, file: !3, line: 6, column: 5)
!37 = !DILabel(scope: !38, name: "L2", file: !3, line: 7)
!38 = distinct !DILexicalBlock(scope: !36, file: !3, line: 6, column: 5)
!39 = !DILocalVariable(name: "j", scope: !40, file: !3, line: 7, type: !31)
!40 = distinct !DILexicalBlock(scope: !38, file: !3, line: 7, column: 7)
!41 = !DILabel(scope: !42, name: "Sinit", file: !3, line: 8)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 7, column: 35)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 7, column: 7)
!44 = !DILabel(scope: !42, name: "L3", file: !3, line: 9)
!45 = !DILocalVariable(name: "k", scope: !46, file: !3, line: 9, type: !31)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 9, column: 9)
!47 = !DILabel(scope: !48, name: "Sacc", file: !3, line: 10)
!48 = distinct !DILexicalBlock(scope: !46, file: !3, line: 9, column: 9)
!49 = !DILocation(line: 0, scope: !28)
!50 = !DILocation(line: 6, column: 1, scope: !28)
!51 = !DILocation(line: 0, scope: !36)
!52 = !DILocation(line: 6, column: 23, scope: !38)
!53 = !DILocation(line: 6, column: 5, scope: !36)
!54 = !DILocation(line: 0, scope: !40)
!55 = !DILocation(line: 7, column: 7, scope: !40)
!56 = !DILocation(line: 12, column: 1, scope: !28)
!57 = !DILocation(line: 6, column: 29, scope: !38)
!58 = distinct !{!58, !53, !59, !60, !61}
!59 = !DILocation(line: 11, column: 7, scope: !36)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 8, column: 1, scope: !42)
!63 = !DILocation(line: 8, column: 9, scope: !42)
!64 = !DILocation(line: 9, column: 1, scope: !42)
!65 = !DILocation(line: 0, scope: !46)
!66 = !DILocation(line: 9, column: 9, scope: !46)
!67 = !DILocation(line: 10, column: 19, scope: !48)
!68 = !{!69, !69, i64 0}
!69 = !{!"double", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 7, column: 31, scope: !43)
!73 = !DILocation(line: 7, column: 25, scope: !43)
!74 = distinct !{!74, !55, !75, !60, !61}
!75 = !DILocation(line: 11, column: 7, scope: !40)
!76 = !DILocation(line: 10, column: 22, scope: !48)
!77 = !DILocation(line: 10, column: 1, scope: !48)
!78 = !DILocation(line: 10, column: 32, scope: !48)
!79 = !DILocation(line: 9, column: 33, scope: !48)
!80 = !DILocation(line: 9, column: 27, scope: !48)
!81 = distinct !{!81, !66, !82, !60, !61}
!82 = !DILocation(line: 10, column: 38, scope: !46)
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !84, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!31}
!86 = !{!87, !89, !92, !93, !95}
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 15, type: !31)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 15, column: 3)
!89 = !DILocalVariable(name: "j", scope: !90, file: !3, line: 16, type: !31)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 16, column: 5)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 15, column: 3)
!92 = !DILocalVariable(name: "s", scope: !83, file: !3, line: 21, type: !5)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 22, type: !31)
!94 = distinct !DILexicalBlock(scope: !83, file: !3, line: 22, column: 3)
!95 = !DILocalVariable(name: "j", scope: !96, file: !3, line: 23, type: !31)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 23, column: 5)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 22, column: 3)
!98 = !DILocation(line: 0, scope: !88)
!99 = !DILocation(line: 15, column: 3, scope: !88)
!100 = !DILocation(line: 0, scope: !90)
!101 = !DILocation(line: 16, column: 5, scope: !90)
!102 = !DILocation(line: 20, column: 3, scope: !83)
!103 = !DILocation(line: 0, scope: !83)
!104 = !DILocation(line: 0, scope: !94)
!105 = !DILocation(line: 22, column: 3, scope: !94)
!106 = !DILocation(line: 15, column: 27, scope: !91)
!107 = !DILocation(line: 15, column: 21, scope: !91)
!108 = distinct !{!108, !99, !109, !60, !61}
!109 = !DILocation(line: 19, column: 5, scope: !88)
!110 = !DILocation(line: 17, column: 29, scope: !111)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 16, column: 33)
!112 = distinct !DILexicalBlock(scope: !90, file: !3, line: 16, column: 5)
!113 = !DILocation(line: 17, column: 38, scope: !111)
!114 = !DILocation(line: 17, column: 17, scope: !111)
!115 = !DILocation(line: 17, column: 43, scope: !111)
!116 = !DILocation(line: 17, column: 7, scope: !111)
!117 = !DILocation(line: 17, column: 15, scope: !111)
!118 = !DILocation(line: 18, column: 33, scope: !111)
!119 = !DILocation(line: 18, column: 29, scope: !111)
!120 = !DILocation(line: 18, column: 38, scope: !111)
!121 = !DILocation(line: 18, column: 17, scope: !111)
!122 = !DILocation(line: 18, column: 43, scope: !111)
!123 = !DILocation(line: 18, column: 7, scope: !111)
!124 = !DILocation(line: 18, column: 15, scope: !111)
!125 = !DILocation(line: 16, column: 29, scope: !112)
!126 = !DILocation(line: 16, column: 23, scope: !112)
!127 = distinct !{!127, !101, !128, !60, !61}
!128 = !DILocation(line: 19, column: 5, scope: !90)
!129 = !DILocation(line: 0, scope: !96)
!130 = !DILocation(line: 23, column: 5, scope: !96)
!131 = !DILocation(line: 25, column: 3, scope: !83)
!132 = !DILocation(line: 27, column: 1, scope: !83)
!133 = !DILocation(line: 22, column: 27, scope: !97)
!134 = !DILocation(line: 22, column: 21, scope: !97)
!135 = distinct !{!135, !105, !136, !60, !61}
!136 = !DILocation(line: 24, column: 28, scope: !94)
!137 = !DILocation(line: 24, column: 12, scope: !138)
!138 = distinct !DILexicalBlock(scope: !96, file: !3, line: 23, column: 5)
!139 = !DILocation(line: 24, column: 25, scope: !138)
!140 = !DILocation(line: 24, column: 22, scope: !138)
!141 = !DILocation(line: 24, column: 9, scope: !138)
!142 = !DILocation(line: 23, column: 29, scope: !138)
!143 = !DILocation(line: 23, column: 23, scope: !138)
!144 = distinct !{!144, !130, !145, !60, !61}
!145 = !DILocation(line: 24, column: 28, scope: !96)
!146 = !DISubprogram(name: "printf", scope: !147, file: !147, line: 356, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!148 = !DISubroutineType(types: !149)
!149 = !{!31, !150, null}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
