; Option parallel and the work a parallel loop must have per run to pay
; for starting threads (tessera_poly::parallel::MIN_WORK, 500000 statement
; instances): in few, loop i (600 rows of 800) has 480000 instances, just
; under it, and stays sequential with an analysis remark that says how many
; it has; in many, loop i (700 rows) has 560000, just over it, and runs on
; the threads. The program prints what the original prints with 1, 2 and 3
; threads.
; RUN: %opt -passes='tessera<parallel>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe > %t.out && diff %t.out %t.ref.out
; SOURCE: little-work.c -fopenmp
;    1| #include <stdio.h>
;    2|
;    3| #define N 700
;    4| #define M 800
;    5|
;    6| __attribute__((noinline)) void few(double X[restrict N][M]) {
;    7|   for (int i = 0; i < 600; i++)
;    8|     for (int j = 0; j < M; j++)
;    9|       X[i][j] = X[i][j] * 0.5 + i;
;   10| }
;   11|
;   12| __attribute__((noinline)) void many(double X[restrict N][M]) {
;   13|   for (int i = 0; i < N; i++)
;   14|     for (int j = 0; j < M; j++)
;   15|       X[i][j] = X[i][j] * 0.25 + j;
;   16| }
;   17|
;   18| static double X[N][M];
;   19|
;   20| int main(void) {
;   21|   for (int i = 0; i < N; i++)
;   22|     for (int j = 0; j < M; j++)
;   23|       X[i][j] = (double)((i * j) % 7);
;   24|   few(X);
;   25|   many(X);
;   26|   double s = 0;
;   27|   for (int i = 0; i < N; i++)
;   28|     for (int j = 0; j < M; j++)
;   29|       s += X[i][j] * (i % 5 + 1);
;   30|   printf("%.17g\n", s);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; REMARK: remark: little-work.c:7:3: SCoP few.scop0 keeps parallel loops sequential where each run has fewer than 500000 statement instances, too few to pay for starting threads: loop c0, from line 7 (about 480000 statement instances per run)
; REMARK-NOT: SCoP few.scop0 runs
; REMARK: remark: little-work.c:13:3: SCoP many.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 13 (nothing privatized)
; few is left as it was: no fork.
; CHECK-LABEL: define dso_local void @few(
; CHECK-NOT: __kmpc_fork_call
; CHECK: ret void
; CHECK-LABEL: define dso_local void @many(
; CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(

; ModuleID = 'little-work.c'
source_filename = "little-work.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [700 x [800 x double]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @few(ptr noalias nocapture noundef %X) local_unnamed_addr #0 !dbg !26 {
entry:
    #dbg_value(ptr %X, !34, !DIExpression(), !41)
    #dbg_value(i32 0, !35, !DIExpression(), !42)
  br label %for.cond1.preheader, !dbg !43

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv25 = phi i64 [ 0, %entry ], [ %indvars.iv.next26, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv25, !35, !DIExpression(), !42)
  %0 = trunc nuw nsw i64 %indvars.iv25 to i32
  %conv = uitofp nneg i32 %0 to double
    #dbg_value(i32 0, !38, !DIExpression(), !44)
  br label %for.body4, !dbg !45

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !46

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 1, !dbg !47
    #dbg_value(i64 %indvars.iv.next26, !35, !DIExpression(), !42)
  %exitcond28.not = icmp eq i64 %indvars.iv.next26, 600, !dbg !48
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !43, !llvm.loop !49

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !44)
  %arrayidx6 = getelementptr inbounds [800 x double], ptr %X, i64 %indvars.iv25, i64 %indvars.iv, !dbg !53
  %1 = load double, ptr %arrayidx6, align 8, !dbg !53, !tbaa !55
  %2 = tail call double @llvm.fmuladd.f64(double %1, double 5.000000e-01, double %conv), !dbg !59
  store double %2, ptr %arrayidx6, align 8, !dbg !60, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !61
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !44)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 800, !dbg !62
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !45, !llvm.loop !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @many(ptr noalias nocapture noundef %X) local_unnamed_addr #0 !dbg !65 {
entry:
    #dbg_value(ptr %X, !67, !DIExpression(), !73)
    #dbg_value(i32 0, !68, !DIExpression(), !74)
  br label %for.cond1.preheader, !dbg !75

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv25 = phi i64 [ 0, %entry ], [ %indvars.iv.next26, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv25, !68, !DIExpression(), !74)
    #dbg_value(i32 0, !70, !DIExpression(), !76)
  br label %for.body4, !dbg !77

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !78

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 1, !dbg !79
    #dbg_value(i64 %indvars.iv.next26, !68, !DIExpression(), !74)
  %exitcond28.not = icmp eq i64 %indvars.iv.next26, 700, !dbg !80
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !75, !llvm.loop !81

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !70, !DIExpression(), !76)
  %arrayidx6 = getelementptr inbounds [800 x double], ptr %X, i64 %indvars.iv25, i64 %indvars.iv, !dbg !83
  %0 = load double, ptr %arrayidx6, align 8, !dbg !83, !tbaa !55
  %1 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !85
  %conv = uitofp nneg i32 %1 to double, !dbg !85
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 2.500000e-01, double %conv), !dbg !86
  store double %2, ptr %arrayidx6, align 8, !dbg !87, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !88
    #dbg_value(i64 %indvars.iv.next, !70, !DIExpression(), !76)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 800, !dbg !89
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !77, !llvm.loop !90
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !92 {
entry:
    #dbg_value(i32 0, !96, !DIExpression(), !107)
  br label %for.cond1.preheader, !dbg !108

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv55 = phi i64 [ 0, %entry ], [ %indvars.iv.next56, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv55, !96, !DIExpression(), !107)
    #dbg_value(i32 0, !98, !DIExpression(), !109)
  br label %for.body4, !dbg !110

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @few(ptr noundef nonnull @X), !dbg !111
  tail call void @many(ptr noundef nonnull @X), !dbg !112
    #dbg_value(double 0.000000e+00, !101, !DIExpression(), !113)
    #dbg_value(i32 0, !102, !DIExpression(), !114)
  br label %for.cond17.preheader, !dbg !115

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !116
    #dbg_value(i64 %indvars.iv.next56, !96, !DIExpression(), !107)
  %exitcond58.not = icmp eq i64 %indvars.iv.next56, 700, !dbg !117
  br i1 %exitcond58.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !108, !llvm.loop !118

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !98, !DIExpression(), !109)
  %0 = mul nuw nsw i64 %indvars.iv, %indvars.iv55, !dbg !120
  %1 = trunc nuw nsw i64 %0 to i32, !dbg !122
  %rem = urem i32 %1, 7, !dbg !122
  %conv = uitofp nneg i32 %rem to double, !dbg !123
  %arrayidx6 = getelementptr inbounds [700 x [800 x double]], ptr @X, i64 0, i64 %indvars.iv55, i64 %indvars.iv, !dbg !124
  store double %conv, ptr %arrayidx6, align 8, !dbg !125, !tbaa !55
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !126
    #dbg_value(i64 %indvars.iv.next, !98, !DIExpression(), !109)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 800, !dbg !127
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !110, !llvm.loop !128

for.cond17.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup20
  %indvars.iv63 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next64, %for.cond.cleanup20 ]
  %s.051 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %4, %for.cond.cleanup20 ]
    #dbg_value(i64 %indvars.iv63, !102, !DIExpression(), !114)
    #dbg_value(double %s.051, !101, !DIExpression(), !113)
  %2 = trunc nuw nsw i64 %indvars.iv63 to i32
  %rem26 = urem i32 %2, 5
  %add = add nuw nsw i32 %rem26, 1
  %conv27 = uitofp nneg i32 %add to double
    #dbg_value(i32 0, !104, !DIExpression(), !130)
    #dbg_value(double %s.051, !101, !DIExpression(), !113)
  br label %for.body21, !dbg !131

for.cond.cleanup14:                               ; preds = %for.cond.cleanup20
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %4), !dbg !132
  ret i32 0, !dbg !133

for.cond.cleanup20:                               ; preds = %for.body21
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !134
    #dbg_value(i64 %indvars.iv.next64, !102, !DIExpression(), !114)
    #dbg_value(double %4, !101, !DIExpression(), !113)
  %exitcond66.not = icmp eq i64 %indvars.iv.next64, 700, !dbg !135
  br i1 %exitcond66.not, label %for.cond.cleanup14, label %for.cond17.preheader, !dbg !115, !llvm.loop !136

for.body21:                                       ; preds = %for.cond17.preheader, %for.body21
  %indvars.iv59 = phi i64 [ 0, %for.cond17.preheader ], [ %indvars.iv.next60, %for.body21 ]
  %s.149 = phi double [ %s.051, %for.cond17.preheader ], [ %4, %for.body21 ]
    #dbg_value(i64 %indvars.iv59, !104, !DIExpression(), !130)
    #dbg_value(double %s.149, !101, !DIExpression(), !113)
  %arrayidx25 = getelementptr inbounds [700 x [800 x double]], ptr @X, i64 0, i64 %indvars.iv63, i64 %indvars.iv59, !dbg !138
  %3 = load double, ptr %arrayidx25, align 8, !dbg !138, !tbaa !55
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %conv27, double %s.149), !dbg !140
    #dbg_value(double %4, !101, !DIExpression(), !113)
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1, !dbg !141
    #dbg_value(i64 %indvars.iv.next60, !104, !DIExpression(), !130)
  %exitcond62.not = icmp eq i64 %indvars.iv.next60, 800, !dbg !142
  br i1 %exitcond62.not, label %for.cond.cleanup20, label %for.body21, !dbg !131, !llvm.loop !143
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "little-work.c", directory: ".", checksumkind: CSK_MD5, checksum: "7d586a3b1bc3fe36071193f7aeade6cf")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 35840000, elements: !14)
!14 = !{!15, !16}
!15 = !DISubrange(count: 700)
!16 = !DISubrange(count: 800)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"openmp", i32 51}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "few", scope: !3, file: !3, line: 6, type: !27, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29}
!29 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 51200, elements: !32)
!32 = !{!16}
!33 = !{!34, !35, !38}
!34 = !DILocalVariable(name: "X", arg: 1, scope: !26, file: !3, line: 6, type: !29)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 7, type: !37)
!36 = distinct !DILexicalBlock(scope: !26, file: !3, line: 7, column: 3)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "j", scope: !39, file: !3, line: 8, type: !37)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 8, column: 5)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7, column: 3)
!41 = !DILocation(line: 0, scope: !26)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 7, column: 3, scope: !36)
!44 = !DILocation(line: 0, scope: !39)
!45 = !DILocation(line: 8, column: 5, scope: !39)
!46 = !DILocation(line: 10, column: 1, scope: !26)
!47 = !DILocation(line: 7, column: 29, scope: !40)
!48 = !DILocation(line: 7, column: 21, scope: !40)
!49 = distinct !{!49, !43, !50, !51, !52}
!50 = !DILocation(line: 9, column: 33, scope: !36)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = !DILocation(line: 9, column: 17, scope: !54)
!54 = distinct !DILexicalBlock(scope: !39, file: !3, line: 8, column: 5)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 9, column: 31, scope: !54)
!60 = !DILocation(line: 9, column: 15, scope: !54)
!61 = !DILocation(line: 8, column: 29, scope: !54)
!62 = !DILocation(line: 8, column: 23, scope: !54)
!63 = distinct !{!63, !45, !64, !51, !52}
!64 = !DILocation(line: 9, column: 33, scope: !39)
!65 = distinct !DISubprogram(name: "many", scope: !3, file: !3, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67, !68, !70}
!67 = !DILocalVariable(name: "X", arg: 1, scope: !65, file: !3, line: 12, type: !29)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 13, type: !37)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 13, column: 3)
!70 = !DILocalVariable(name: "j", scope: !71, file: !3, line: 14, type: !37)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 14, column: 5)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 13, column: 3)
!73 = !DILocation(line: 0, scope: !65)
!74 = !DILocation(line: 0, scope: !69)
!75 = !DILocation(line: 13, column: 3, scope: !69)
!76 = !DILocation(line: 0, scope: !71)
!77 = !DILocation(line: 14, column: 5, scope: !71)
!78 = !DILocation(line: 16, column: 1, scope: !65)
!79 = !DILocation(line: 13, column: 27, scope: !72)
!80 = !DILocation(line: 13, column: 21, scope: !72)
!81 = distinct !{!81, !75, !82, !51, !52}
!82 = !DILocation(line: 15, column: 34, scope: !69)
!83 = !DILocation(line: 15, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !71, file: !3, line: 14, column: 5)
!85 = !DILocation(line: 15, column: 34, scope: !84)
!86 = !DILocation(line: 15, column: 32, scope: !84)
!87 = !DILocation(line: 15, column: 15, scope: !84)
!88 = !DILocation(line: 14, column: 29, scope: !84)
!89 = !DILocation(line: 14, column: 23, scope: !84)
!90 = distinct !{!90, !77, !91, !51, !52}
!91 = !DILocation(line: 15, column: 34, scope: !71)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !93, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!37}
!95 = !{!96, !98, !101, !102, !104}
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 21, type: !37)
!97 = distinct !DILexicalBlock(scope: !92, file: !3, line: 21, column: 3)
!98 = !DILocalVariable(name: "j", scope: !99, file: !3, line: 22, type: !37)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 22, column: 5)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 21, column: 3)
!101 = !DILocalVariable(name: "s", scope: !92, file: !3, line: 26, type: !5)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 27, type: !37)
!103 = distinct !DILexicalBlock(scope: !92, file: !3, line: 27, column: 3)
!104 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 28, type: !37)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 28, column: 5)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 27, column: 3)
!107 = !DILocation(line: 0, scope: !97)
!108 = !DILocation(line: 21, column: 3, scope: !97)
!109 = !DILocation(line: 0, scope: !99)
!110 = !DILocation(line: 22, column: 5, scope: !99)
!111 = !DILocation(line: 24, column: 3, scope: !92)
!112 = !DILocation(line: 25, column: 3, scope: !92)
!113 = !DILocation(line: 0, scope: !92)
!114 = !DILocation(line: 0, scope: !103)
!115 = !DILocation(line: 27, column: 3, scope: !103)
!116 = !DILocation(line: 21, column: 27, scope: !100)
!117 = !DILocation(line: 21, column: 21, scope: !100)
!118 = distinct !{!118, !108, !119, !51, !52}
!119 = !DILocation(line: 23, column: 37, scope: !97)
!120 = !DILocation(line: 23, column: 29, scope: !121)
!121 = distinct !DILexicalBlock(scope: !99, file: !3, line: 22, column: 5)
!122 = !DILocation(line: 23, column: 34, scope: !121)
!123 = !DILocation(line: 23, column: 17, scope: !121)
!124 = !DILocation(line: 23, column: 7, scope: !121)
!125 = !DILocation(line: 23, column: 15, scope: !121)
!126 = !DILocation(line: 22, column: 29, scope: !121)
!127 = !DILocation(line: 22, column: 23, scope: !121)
!128 = distinct !{!128, !110, !129, !51, !52}
!129 = !DILocation(line: 23, column: 37, scope: !99)
!130 = !DILocation(line: 0, scope: !105)
!131 = !DILocation(line: 28, column: 5, scope: !105)
!132 = !DILocation(line: 30, column: 3, scope: !92)
!133 = !DILocation(line: 32, column: 1, scope: !92)
!134 = !DILocation(line: 27, column: 27, scope: !106)
!135 = !DILocation(line: 27, column: 21, scope: !106)
!136 = distinct !{!136, !115, !137, !51, !52}
!137 = !DILocation(line: 29, column: 32, scope: !103)
!138 = !DILocation(line: 29, column: 12, scope: !139)
!139 = distinct !DILexicalBlock(scope: !105, file: !3, line: 28, column: 5)
!140 = !DILocation(line: 29, column: 9, scope: !139)
!141 = !DILocation(line: 28, column: 29, scope: !139)
!142 = !DILocation(line: 28, column: 23, scope: !139)
!143 = distinct !{!143, !131, !144, !51, !52}
!144 = !DILocation(line: 29, column: 32, scope: !105)
!145 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DISubroutineType(types: !148)
!148 = !{!37, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
