; Interchanging i and j of seidel-2d (PolyBench's kernel, a Gauss-Seidel
; sweep updating A in place) is illegal: A[i-1][j+1], written at (i-1,
; j+1), is read at (i, j), a distance (1, -1) that the interchange turns
; backwards. The script is refused: the remark and `tessera transform`
; name the violated flow dependence with the source lines of both ends,
; a smallest pair of instances in the wrong order, and the script line
; that introduced it; the SCoP keeps its code exactly as it was.
; RUN: echo 'interchange Li Lj' > %t.script
; RUN: %opt -passes='tessera<only=seidel;codegen=never>' %s -S -o %t.untouched.ll
; RUN: %opt -passes='tessera<only=seidel;script=%t.script>' -pass-remarks=tessera -pass-remarks-analysis=tessera -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
; RUN: not %tessera transform %s --script %t.script --tessera-only=seidel | FileCheck --check-prefix=CLI %s
; SOURCE: seidel.c
;    1| #include <stdio.h>
;    2| #define N 40
;    3| static double A[N][N];
;    4|
;    5| __attribute__((noinline)) void seidel(int tsteps) {
;    6| Lt: for (int t = 0; t < tsteps; t++)
;    7| Li:   for (int i = 1; i <= N - 2; i++)
;    8| Lj:     for (int j = 1; j <= N - 2; j++)
;    9|           A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1]
;   10|                    + A[i][j-1] + A[i][j] + A[i][j+1]
;   11|                    + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1]) / 9.0;
;   12| }
;   13|
;   14| int main(void) {
;   15|   for (int i = 0; i < N; i++)
;   16|     for (int j = 0; j < N; j++)
;   17|       A[i][j] = ((double)i * (j + 2) + 2) / N;
;   18|   seidel(4);
;   19|   double s = 0;
;   20|   for (int i = 0; i < N; i++)
;   21|     s += A[i][i] + A[i][N - 1 - i];
;   22|   printf("%.17g\n", s);
;   23|   return 0;
;   24| }
; END-SOURCE
;
; REMARK: remark: seidel.c:6:5: SCoP seidel.scop0 keeps its code: the script is illegal: @seidel.scop0: script refused: {{[0-9]+}} violated dependence(s);
; REMARK-SAME: violates the flow dependence: flow S{{[0-9]+}}_a{{[0-9]+}} (seidel.c:[[LINE:[0-9]+]]) -> S{{[0-9]+}}_a{{[0-9]+}} (seidel.c:[[LINE]]);
; REMARK-SAME: e.g. with tsteps=1: S[[S:[0-9]+]](i0=0, i1=0, i2=1) must run before S[[S]](i0=0, i1=1, i2=0);
; REMARK-SAME: introduced by line 1: interchange Li Lj
; REMARK-NOT: regenerated SCoP seidel.scop0
;
; CLI: @seidel.scop0: script refused
; CLI-NEXT: violates the flow dependence: flow {{.*}} (seidel.c:{{9|10|11}}) -> {{.*}} (seidel.c:{{9|10|11}})
; CLI-NEXT: e.g. with tsteps=1: S{{[0-9]+}}(i0=0, i1=0, i2=1) must run before S{{[0-9]+}}(i0=0, i1=1, i2=0)
; CLI-NEXT: introduced by line 1: interchange Li Lj

; ModuleID = 'seidel.c'
source_filename = "seidel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @seidel(i32 noundef %tsteps) local_unnamed_addr #0 !dbg !24 {
entry:
    #dbg_value(i32 %tsteps, !29, !DIExpression(), !41)
    #dbg_label(!30, !42)
    #dbg_value(i32 0, !31, !DIExpression(), !43)
  %cmp96 = icmp sgt i32 %tsteps, 0, !dbg !44
  br i1 %cmp96, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !45

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %t.097 = phi i32 [ %inc69, %for.cond.cleanup3 ], [ 0, %entry ]
    #dbg_value(i32 %t.097, !31, !DIExpression(), !43)
    #dbg_value(i32 1, !35, !DIExpression(), !46)
  %.pre.pre = load double, ptr @A, align 16, !dbg !47, !tbaa !49
  br label %for.cond5.preheader, !dbg !53

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !54

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %.pre = phi double [ %.pre.pre, %for.cond1.preheader ], [ %.pre107, %for.cond.cleanup7 ], !dbg !47
  %indvars.iv100 = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next101, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv100, !35, !DIExpression(), !46)
  %0 = add nsw i64 %indvars.iv100, -1
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !55
    #dbg_value(i32 1, !39, !DIExpression(), !56)
  %arrayidx16.phi.trans.insert = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %0, i64 1
  %.pre106 = load double, ptr %arrayidx16.phi.trans.insert, align 8, !dbg !57, !tbaa !49
  %arrayidx28.phi.trans.insert = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 0
  %.pre107 = load double, ptr %arrayidx28.phi.trans.insert, align 16, !dbg !58, !tbaa !49
  %arrayidx33.phi.trans.insert = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 1
  %.pre108 = load double, ptr %arrayidx33.phi.trans.insert, align 8, !dbg !59, !tbaa !49
  %arrayidx46.phi.trans.insert = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 0
  %.pre109 = load double, ptr %arrayidx46.phi.trans.insert, align 16, !dbg !60, !tbaa !49
  %arrayidx52.phi.trans.insert = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 1
  %.pre110 = load double, ptr %arrayidx52.phi.trans.insert, align 8, !dbg !61, !tbaa !49
  br label %for.body8, !dbg !62

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %inc69 = add nuw nsw i32 %t.097, 1, !dbg !63
    #dbg_value(i32 %inc69, !31, !DIExpression(), !43)
  %exitcond105.not = icmp eq i32 %inc69, %tsteps, !dbg !44
  br i1 %exitcond105.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !45, !llvm.loop !64

for.cond.cleanup7:                                ; preds = %for.body8
    #dbg_value(i64 %indvars.iv.next101, !35, !DIExpression(), !46)
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 39, !dbg !68
  br i1 %exitcond104.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !53, !llvm.loop !69

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %1 = phi double [ %.pre110, %for.cond5.preheader ], [ %9, %for.body8 ], !dbg !61
  %2 = phi double [ %.pre109, %for.cond5.preheader ], [ %1, %for.body8 ], !dbg !60
  %3 = phi double [ %.pre108, %for.cond5.preheader ], [ %8, %for.body8 ], !dbg !59
  %4 = phi double [ %.pre107, %for.cond5.preheader ], [ %div, %for.body8 ], !dbg !58
  %5 = phi double [ %.pre106, %for.cond5.preheader ], [ %7, %for.body8 ], !dbg !57
  %6 = phi double [ %.pre, %for.cond5.preheader ], [ %5, %for.body8 ], !dbg !47
  %indvars.iv = phi i64 [ 1, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !56)
  %add = fadd double %6, %5, !dbg !71
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !72
  %arrayidx22 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %0, i64 %indvars.iv.next, !dbg !73
  %7 = load double, ptr %arrayidx22, align 8, !dbg !73, !tbaa !49
  %add23 = fadd double %add, %7, !dbg !74
  %add29 = fadd double %add23, %4, !dbg !75
  %arrayidx33 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 %indvars.iv, !dbg !59
  %add34 = fadd double %add29, %3, !dbg !76
  %arrayidx39 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !77
  %8 = load double, ptr %arrayidx39, align 8, !dbg !77, !tbaa !49
  %add40 = fadd double %add34, %8, !dbg !78
  %add47 = fadd double %add40, %2, !dbg !79
  %add53 = fadd double %add47, %1, !dbg !80
  %arrayidx59 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv.next101, i64 %indvars.iv.next, !dbg !81
  %9 = load double, ptr %arrayidx59, align 8, !dbg !81, !tbaa !49
  %add60 = fadd double %add53, %9, !dbg !82
  %div = fdiv double %add60, 9.000000e+00, !dbg !83
  store double %div, ptr %arrayidx33, align 8, !dbg !84, !tbaa !49
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !56)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 39, !dbg !85
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !62, !llvm.loop !86
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !88 {
entry:
    #dbg_value(i32 0, !92, !DIExpression(), !100)
  br label %for.cond1.preheader, !dbg !101

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv48 = phi i64 [ 0, %entry ], [ %indvars.iv.next49, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv48, !92, !DIExpression(), !100)
  %0 = trunc nuw nsw i64 %indvars.iv48 to i32
  %conv = uitofp nneg i32 %0 to double
    #dbg_value(i32 0, !94, !DIExpression(), !102)
  br label %for.body4, !dbg !103

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @seidel(i32 noundef 4), !dbg !104
    #dbg_value(double 0.000000e+00, !97, !DIExpression(), !105)
    #dbg_value(i32 0, !98, !DIExpression(), !106)
  br label %for.body16, !dbg !107

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !108
    #dbg_value(i64 %indvars.iv.next49, !92, !DIExpression(), !100)
  %exitcond51.not = icmp eq i64 %indvars.iv.next49, 40, !dbg !109
  br i1 %exitcond51.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !101, !llvm.loop !110

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !94, !DIExpression(), !102)
  %1 = trunc i64 %indvars.iv to i32, !dbg !112
  %2 = add i32 %1, 2, !dbg !112
  %conv5 = uitofp nneg i32 %2 to double, !dbg !112
  %3 = tail call double @llvm.fmuladd.f64(double %conv, double %conv5, double 2.000000e+00), !dbg !114
  %div = fdiv double %3, 4.000000e+01, !dbg !115
  %arrayidx7 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv48, i64 %indvars.iv, !dbg !116
  store double %div, ptr %arrayidx7, align 8, !dbg !117, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !118
    #dbg_value(i64 %indvars.iv.next, !94, !DIExpression(), !102)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 40, !dbg !119
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !103, !llvm.loop !120

for.cond.cleanup15:                               ; preds = %for.body16
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %add26), !dbg !122
  ret i32 0, !dbg !123

for.body16:                                       ; preds = %for.cond.cleanup, %for.body16
  %indvars.iv52 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next53, %for.body16 ]
  %s.044 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %add26, %for.body16 ]
    #dbg_value(i64 %indvars.iv52, !98, !DIExpression(), !106)
    #dbg_value(double %s.044, !97, !DIExpression(), !105)
  %arrayidx20 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv52, i64 %indvars.iv52, !dbg !124
  %4 = load double, ptr %arrayidx20, align 8, !dbg !124, !tbaa !49
  %5 = sub nuw nsw i64 39, %indvars.iv52, !dbg !126
  %arrayidx24 = getelementptr inbounds [40 x [40 x double]], ptr @A, i64 0, i64 %indvars.iv52, i64 %5, !dbg !127
  %6 = load double, ptr %arrayidx24, align 8, !dbg !127, !tbaa !49
  %add25 = fadd double %4, %6, !dbg !128
  %add26 = fadd double %s.044, %add25, !dbg !129
    #dbg_value(double %add26, !97, !DIExpression(), !105)
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !130
    #dbg_value(i64 %indvars.iv.next53, !98, !DIExpression(), !106)
  %exitcond56.not = icmp eq i64 %indvars.iv.next53, 40, !dbg !131
  br i1 %exitcond56.not, label %for.cond.cleanup15, label %for.body16, !dbg !107, !llvm.loop !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare !dbg !134 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 3, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel.c", directory: ".", checksumkind: CSK_MD5, checksum: "69d71d51f40a0cbcb8a52c4a687e82bc")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !14)
!14 = !{!15, !15}
!15 = !DISubrange(count: 40)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "seidel", scope: !3, file: !3, line: 5, type: !25, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !27}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{!29, !30, !31, !33, !35, !37, !39}
!29 = !DILocalVariable(name: "tsteps", arg: 1, scope: !24, file: !3, line: 5, type: !27)
!30 = !DILabel(scope: !24, name: "Lt", file: !3, line: 6)
!31 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 6, type: !27)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 6, column: 5)
!33 = !DILabel(scope: !34, name: "Li", file: !3, line: 7)
!34 = distinct !DILexicalBlock(scope: !32, file: !3, line: 6, column: 5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 7, type: !27)
!36 = distinct !DILexicalBlock(scope: !34, file: !3, line: 7, column: 7)
!37 = !DILabel(scope: !38, name: "Lj", file: !3, line: 8)
!38 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7, column: 7)
!39 = !DILocalVariable(name: "j", scope: !40, file: !3, line: 8, type: !27)
!40 = distinct !DILexicalBlock(scope: !38, file: !3, line: 8, column: 9)
!41 = !DILocation(line: 0, scope: !24)
!42 = !DILocation(line: 6, column: 1, scope: !24)
!43 = !DILocation(line: 0, scope: !32)
!44 = !DILocation(line: 6, column: 23, scope: !34)
!45 = !DILocation(line: 6, column: 5, scope: !32)
!46 = !DILocation(line: 0, scope: !36)
!47 = !DILocation(line: 9, column: 22, scope: !48)
!48 = distinct !DILexicalBlock(scope: !40, file: !3, line: 8, column: 9)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 7, column: 7, scope: !36)
!54 = !DILocation(line: 12, column: 1, scope: !24)
!55 = !DILocation(line: 7, column: 36, scope: !38)
!56 = !DILocation(line: 0, scope: !40)
!57 = !DILocation(line: 9, column: 36, scope: !48)
!58 = !DILocation(line: 10, column: 22, scope: !48)
!59 = !DILocation(line: 10, column: 34, scope: !48)
!60 = !DILocation(line: 11, column: 22, scope: !48)
!61 = !DILocation(line: 11, column: 36, scope: !48)
!62 = !DILocation(line: 8, column: 9, scope: !40)
!63 = !DILocation(line: 6, column: 34, scope: !34)
!64 = distinct !{!64, !45, !65, !66, !67}
!65 = !DILocation(line: 11, column: 63, scope: !32)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = !DILocation(line: 7, column: 25, scope: !38)
!69 = distinct !{!69, !53, !70, !66, !67}
!70 = !DILocation(line: 11, column: 63, scope: !36)
!71 = !DILocation(line: 9, column: 34, scope: !48)
!72 = !DILocation(line: 9, column: 56, scope: !48)
!73 = !DILocation(line: 9, column: 48, scope: !48)
!74 = !DILocation(line: 9, column: 46, scope: !48)
!75 = !DILocation(line: 10, column: 20, scope: !48)
!76 = !DILocation(line: 10, column: 32, scope: !48)
!77 = !DILocation(line: 10, column: 44, scope: !48)
!78 = !DILocation(line: 10, column: 42, scope: !48)
!79 = !DILocation(line: 11, column: 20, scope: !48)
!80 = !DILocation(line: 11, column: 34, scope: !48)
!81 = !DILocation(line: 11, column: 48, scope: !48)
!82 = !DILocation(line: 11, column: 46, scope: !48)
!83 = !DILocation(line: 11, column: 61, scope: !48)
!84 = !DILocation(line: 9, column: 19, scope: !48)
!85 = !DILocation(line: 8, column: 27, scope: !48)
!86 = distinct !{!86, !62, !87, !66, !67}
!87 = !DILocation(line: 11, column: 63, scope: !40)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !89, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!27}
!91 = !{!92, !94, !97, !98}
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 15, type: !27)
!93 = distinct !DILexicalBlock(scope: !88, file: !3, line: 15, column: 3)
!94 = !DILocalVariable(name: "j", scope: !95, file: !3, line: 16, type: !27)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 16, column: 5)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 15, column: 3)
!97 = !DILocalVariable(name: "s", scope: !88, file: !3, line: 19, type: !5)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 20, type: !27)
!99 = distinct !DILexicalBlock(scope: !88, file: !3, line: 20, column: 3)
!100 = !DILocation(line: 0, scope: !93)
!101 = !DILocation(line: 15, column: 3, scope: !93)
!102 = !DILocation(line: 0, scope: !95)
!103 = !DILocation(line: 16, column: 5, scope: !95)
!104 = !DILocation(line: 18, column: 3, scope: !88)
!105 = !DILocation(line: 0, scope: !88)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 20, column: 3, scope: !99)
!108 = !DILocation(line: 15, column: 27, scope: !96)
!109 = !DILocation(line: 15, column: 21, scope: !96)
!110 = distinct !{!110, !101, !111, !66, !67}
!111 = !DILocation(line: 17, column: 45, scope: !93)
!112 = !DILocation(line: 17, column: 30, scope: !113)
!113 = distinct !DILexicalBlock(scope: !95, file: !3, line: 16, column: 5)
!114 = !DILocation(line: 17, column: 38, scope: !113)
!115 = !DILocation(line: 17, column: 43, scope: !113)
!116 = !DILocation(line: 17, column: 7, scope: !113)
!117 = !DILocation(line: 17, column: 15, scope: !113)
!118 = !DILocation(line: 16, column: 29, scope: !113)
!119 = !DILocation(line: 16, column: 23, scope: !113)
!120 = distinct !{!120, !103, !121, !66, !67}
!121 = !DILocation(line: 17, column: 45, scope: !95)
!122 = !DILocation(line: 22, column: 3, scope: !88)
!123 = !DILocation(line: 24, column: 1, scope: !88)
!124 = !DILocation(line: 21, column: 10, scope: !125)
!125 = distinct !DILexicalBlock(scope: !99, file: !3, line: 20, column: 3)
!126 = !DILocation(line: 21, column: 31, scope: !125)
!127 = !DILocation(line: 21, column: 20, scope: !125)
!128 = !DILocation(line: 21, column: 18, scope: !125)
!129 = !DILocation(line: 21, column: 7, scope: !125)
!130 = !DILocation(line: 20, column: 27, scope: !125)
!131 = !DILocation(line: 20, column: 21, scope: !125)
!132 = distinct !{!132, !107, !133, !66, !67}
!133 = !DILocation(line: 21, column: 34, scope: !99)
!134 = !DISubprogram(name: "printf", scope: !135, file: !135, line: 356, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!136 = !DISubroutineType(types: !137)
!137 = !{!27, !138, null}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
