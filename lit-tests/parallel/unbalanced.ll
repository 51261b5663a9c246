; Option parallel with a parallel loop of too few iterations for two
; threads: in growing, loop t has 3 iterations of unequal work (400, 1200
; and 2000 rows of i), so dealt round one by one they give one thread two
; thirds of the work; loop i inside it, parallel too, with work enough per
; run, runs on the threads instead, forked at each iteration of t. In
; even, t's 4 iterations do the same work: t runs on the threads.
; The program prints what the original prints with 1, 2 and 3 threads.
; RUN: %opt -passes='tessera<parallel>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe > %t.out && diff %t.out %t.ref.out
; SOURCE: unbalanced.c -fopenmp
;    1| #include <stdio.h>
;    2|
;    3| #define R 4
;    4| #define N 2000
;    5| #define M 500
;    6|
;    7| __attribute__((noinline)) void growing(double X[restrict R][N][M]) {
;    8|   for (int t = 0; t < 3; t++)
;    9|     for (int i = 0; i < 400 + 800 * t; i++)
;   10|       for (int j = 0; j < M; j++)
;   11|         X[t][i][j] = X[t][i][j] * 0.5 + t + i;
;   12| }
;   13|
;   14| __attribute__((noinline)) void even(double X[restrict R][N][M]) {
;   15|   for (int t = 0; t < R; t++)
;   16|     for (int i = 0; i < 600; i++)
;   17|       for (int j = 0; j < M; j++)
;   18|         X[t][i][j] = X[t][i][j] * 0.25 + j - t;
;   19| }
;   20|
;   21| static double X[R][N][M];
;   22|
;   23| int main(void) {
;   24|   for (int t = 0; t < R; t++)
;   25|     for (int i = 0; i < N; i++)
;   26|       for (int j = 0; j < M; j++)
;   27|         X[t][i][j] = (double)((t + i * j) % 7);
;   28|   growing(X);
;   29|   even(X);
;   30|   double s = 0;
;   31|   for (int t = 0; t < R; t++)
;   32|     for (int i = 0; i < N; i++)
;   33|       for (int j = 0; j < M; j++)
;   34|         s += X[t][i][j] * (i % 5 + t + 1);
;   35|   printf("%.17g\n", s);
;   36|   return 0;
;   37| }
; END-SOURCE
;
; REMARK: remark: unbalanced.c:8:3: SCoP growing.scop0 runs a loop inside a parallel one on OpenMP threads, where the outer loop has too few iterations to share its work evenly: loop c1, from line 9 runs in place of loop c0, from line 8 around it, whose iterations would give one of two threads 66% of the work
; REMARK: remark: unbalanced.c:8:3: SCoP growing.scop0 runs one loop on OpenMP threads (static schedule): loop c1, from line 9 (nothing privatized)
; REMARK-NOT: SCoP even.scop0 runs a loop inside
; REMARK: remark: unbalanced.c:15:3: SCoP even.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 15 (nothing privatized)
; growing forks inside its loop over t, passing t's value to the
; outlined loop over i, and goes on to the next t after the join.
; CHECK-LABEL: define dso_local void @growing(
; CHECK: tessera.par.fork:
; CHECK: store i64 %c0, ptr
; CHECK: call void {{.*}}@__kmpc_fork_call(ptr @{{[^,]+}}, i32 1, ptr @growing.tessera.par,
; CHECK: tessera.par.after:
; CHECK-NEXT: add i64 %c0, 1
; CHECK: ret void

; ModuleID = 'unbalanced.c'
source_filename = "unbalanced.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [4 x [2000 x [500 x double]]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @growing(ptr noalias nocapture noundef %X) local_unnamed_addr #0 !dbg !27 {
entry:
    #dbg_value(ptr %X, !35, !DIExpression(), !45)
    #dbg_value(i32 0, !36, !DIExpression(), !46)
  br label %for.cond1.preheader, !dbg !47

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv53 = phi i64 [ 0, %entry ], [ %indvars.iv.next54, %for.cond.cleanup3 ]
  %indvars.iv51 = phi i64 [ 400, %entry ], [ %indvars.iv.next52, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv53, !36, !DIExpression(), !46)
  %0 = trunc nuw nsw i64 %indvars.iv53 to i32
  %conv = uitofp nneg i32 %0 to double
    #dbg_value(i32 0, !39, !DIExpression(), !48)
  br label %for.cond5.preheader, !dbg !49

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !50

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv45 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next46, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv45, !39, !DIExpression(), !48)
  %1 = trunc nuw nsw i64 %indvars.iv45 to i32
  %conv14 = uitofp nneg i32 %1 to double
    #dbg_value(i32 0, !42, !DIExpression(), !51)
  br label %for.body8, !dbg !52

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next54 = add nuw nsw i64 %indvars.iv53, 1, !dbg !53
    #dbg_value(i64 %indvars.iv.next54, !36, !DIExpression(), !46)
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 800, !dbg !47
  %exitcond58.not = icmp eq i64 %indvars.iv.next54, 3, !dbg !54
  br i1 %exitcond58.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !47, !llvm.loop !55

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next46 = add nuw nsw i64 %indvars.iv45, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next46, !39, !DIExpression(), !48)
  %exitcond50.not = icmp eq i64 %indvars.iv.next46, %indvars.iv51, !dbg !60
  br i1 %exitcond50.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !49, !llvm.loop !61

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !42, !DIExpression(), !51)
  %arrayidx12 = getelementptr inbounds [2000 x [500 x double]], ptr %X, i64 %indvars.iv53, i64 %indvars.iv45, i64 %indvars.iv, !dbg !63
  %2 = load double, ptr %arrayidx12, align 8, !dbg !63, !tbaa !65
  %3 = tail call double @llvm.fmuladd.f64(double %2, double 5.000000e-01, double %conv), !dbg !69
  %add15 = fadd double %3, %conv14, !dbg !70
  store double %add15, ptr %arrayidx12, align 8, !dbg !71, !tbaa !65
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !72
    #dbg_value(i64 %indvars.iv.next, !42, !DIExpression(), !51)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 500, !dbg !73
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !52, !llvm.loop !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @even(ptr noalias nocapture noundef %X) local_unnamed_addr #0 !dbg !76 {
entry:
    #dbg_value(ptr %X, !78, !DIExpression(), !87)
    #dbg_value(i32 0, !79, !DIExpression(), !88)
  br label %for.cond1.preheader, !dbg !89

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv46 = phi i64 [ 0, %entry ], [ %indvars.iv.next47, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv46, !79, !DIExpression(), !88)
  %0 = trunc nuw nsw i64 %indvars.iv46 to i32
  %conv13 = uitofp nneg i32 %0 to double
    #dbg_value(i32 0, !81, !DIExpression(), !90)
  br label %for.cond5.preheader, !dbg !91

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !92

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv42 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next43, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv42, !81, !DIExpression(), !90)
    #dbg_value(i32 0, !84, !DIExpression(), !93)
  br label %for.body8, !dbg !94

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next47 = add nuw nsw i64 %indvars.iv46, 1, !dbg !95
    #dbg_value(i64 %indvars.iv.next47, !79, !DIExpression(), !88)
  %exitcond49.not = icmp eq i64 %indvars.iv.next47, 4, !dbg !96
  br i1 %exitcond49.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !89, !llvm.loop !97

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 1, !dbg !99
    #dbg_value(i64 %indvars.iv.next43, !81, !DIExpression(), !90)
  %exitcond45.not = icmp eq i64 %indvars.iv.next43, 600, !dbg !100
  br i1 %exitcond45.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !91, !llvm.loop !101

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !84, !DIExpression(), !93)
  %arrayidx12 = getelementptr inbounds [2000 x [500 x double]], ptr %X, i64 %indvars.iv46, i64 %indvars.iv42, i64 %indvars.iv, !dbg !103
  %1 = load double, ptr %arrayidx12, align 8, !dbg !103, !tbaa !65
  %2 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !105
  %conv = uitofp nneg i32 %2 to double, !dbg !105
  %3 = tail call double @llvm.fmuladd.f64(double %1, double 2.500000e-01, double %conv), !dbg !106
  %sub = fsub double %3, %conv13, !dbg !107
  store double %sub, ptr %arrayidx12, align 8, !dbg !108, !tbaa !65
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !109
    #dbg_value(i64 %indvars.iv.next, !84, !DIExpression(), !93)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 500, !dbg !110
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !94, !llvm.loop !111
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !113 {
entry:
    #dbg_value(i32 0, !117, !DIExpression(), !134)
  br label %for.cond1.preheader, !dbg !135

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv91 = phi i64 [ 0, %entry ], [ %indvars.iv.next92, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv91, !117, !DIExpression(), !134)
    #dbg_value(i32 0, !119, !DIExpression(), !136)
  br label %for.cond5.preheader, !dbg !137

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @growing(ptr noundef nonnull @X), !dbg !138
  tail call void @even(ptr noundef nonnull @X), !dbg !139
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !140)
    #dbg_value(i32 0, !126, !DIExpression(), !141)
  br label %for.cond26.preheader, !dbg !142

for.cond5.preheader:                              ; preds = %for.cond1.preheader, %for.cond.cleanup7
  %indvars.iv87 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next88, %for.cond.cleanup7 ]
    #dbg_value(i64 %indvars.iv87, !119, !DIExpression(), !136)
    #dbg_value(i32 0, !122, !DIExpression(), !143)
  br label %for.body8, !dbg !144

for.cond.cleanup3:                                ; preds = %for.cond.cleanup7
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !145
    #dbg_value(i64 %indvars.iv.next92, !117, !DIExpression(), !134)
  %exitcond94.not = icmp eq i64 %indvars.iv.next92, 4, !dbg !146
  br i1 %exitcond94.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !135, !llvm.loop !147

for.cond.cleanup7:                                ; preds = %for.body8
  %indvars.iv.next88 = add nuw nsw i64 %indvars.iv87, 1, !dbg !149
    #dbg_value(i64 %indvars.iv.next88, !119, !DIExpression(), !136)
  %exitcond90.not = icmp eq i64 %indvars.iv.next88, 2000, !dbg !150
  br i1 %exitcond90.not, label %for.cond.cleanup3, label %for.cond5.preheader, !dbg !137, !llvm.loop !151

for.body8:                                        ; preds = %for.cond5.preheader, %for.body8
  %indvars.iv = phi i64 [ 0, %for.cond5.preheader ], [ %indvars.iv.next, %for.body8 ]
    #dbg_value(i64 %indvars.iv, !122, !DIExpression(), !143)
  %0 = mul nuw nsw i64 %indvars.iv, %indvars.iv87, !dbg !153
  %1 = add nuw nsw i64 %0, %indvars.iv91, !dbg !155
  %2 = trunc nuw nsw i64 %1 to i32, !dbg !156
  %rem = urem i32 %2, 7, !dbg !156
  %conv = uitofp nneg i32 %rem to double, !dbg !157
  %arrayidx12 = getelementptr inbounds [4 x [2000 x [500 x double]]], ptr @X, i64 0, i64 %indvars.iv91, i64 %indvars.iv87, i64 %indvars.iv, !dbg !158
  store double %conv, ptr %arrayidx12, align 8, !dbg !159, !tbaa !65
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !160
    #dbg_value(i64 %indvars.iv.next, !122, !DIExpression(), !143)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 500, !dbg !161
  br i1 %exitcond.not, label %for.cond.cleanup7, label %for.body8, !dbg !144, !llvm.loop !162

for.cond26.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup29
  %indvars.iv103 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next104, %for.cond.cleanup29 ]
  %s.082 = phi double [ 0.000000e+00, %for.cond.cleanup ], [ %6, %for.cond.cleanup29 ]
    #dbg_value(i64 %indvars.iv103, !126, !DIExpression(), !141)
    #dbg_value(double %s.082, !125, !DIExpression(), !140)
  %indvars.iv.next104 = add nuw nsw i64 %indvars.iv103, 1, !dbg !164
    #dbg_value(i32 0, !128, !DIExpression(), !165)
    #dbg_value(double %s.082, !125, !DIExpression(), !140)
  %3 = trunc nuw nsw i64 %indvars.iv.next104 to i32
  br label %for.cond32.preheader, !dbg !166

for.cond.cleanup23:                               ; preds = %for.cond.cleanup29
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6), !dbg !167
  ret i32 0, !dbg !168

for.cond32.preheader:                             ; preds = %for.cond26.preheader, %for.cond.cleanup35
  %indvars.iv99 = phi i64 [ 0, %for.cond26.preheader ], [ %indvars.iv.next100, %for.cond.cleanup35 ]
  %s.180 = phi double [ %s.082, %for.cond26.preheader ], [ %6, %for.cond.cleanup35 ]
    #dbg_value(i64 %indvars.iv99, !128, !DIExpression(), !165)
    #dbg_value(double %s.180, !125, !DIExpression(), !140)
  %4 = trunc nuw nsw i64 %indvars.iv99 to i32
  %rem43 = urem i32 %4, 5
  %add45 = add nuw nsw i32 %rem43, %3
  %conv46 = uitofp nneg i32 %add45 to double
    #dbg_value(i32 0, !131, !DIExpression(), !169)
    #dbg_value(double %s.180, !125, !DIExpression(), !140)
  br label %for.body36, !dbg !170

for.cond.cleanup29:                               ; preds = %for.cond.cleanup35
    #dbg_value(i64 %indvars.iv.next104, !126, !DIExpression(), !141)
    #dbg_value(double %6, !125, !DIExpression(), !140)
  %exitcond106.not = icmp eq i64 %indvars.iv.next104, 4, !dbg !171
  br i1 %exitcond106.not, label %for.cond.cleanup23, label %for.cond26.preheader, !dbg !142, !llvm.loop !172

for.cond.cleanup35:                               ; preds = %for.body36
  %indvars.iv.next100 = add nuw nsw i64 %indvars.iv99, 1, !dbg !174
    #dbg_value(i64 %indvars.iv.next100, !128, !DIExpression(), !165)
    #dbg_value(double %6, !125, !DIExpression(), !140)
  %exitcond102.not = icmp eq i64 %indvars.iv.next100, 2000, !dbg !175
  br i1 %exitcond102.not, label %for.cond.cleanup29, label %for.cond32.preheader, !dbg !166, !llvm.loop !176

for.body36:                                       ; preds = %for.cond32.preheader, %for.body36
  %indvars.iv95 = phi i64 [ 0, %for.cond32.preheader ], [ %indvars.iv.next96, %for.body36 ]
  %s.278 = phi double [ %s.180, %for.cond32.preheader ], [ %6, %for.body36 ]
    #dbg_value(i64 %indvars.iv95, !131, !DIExpression(), !169)
    #dbg_value(double %s.278, !125, !DIExpression(), !140)
  %arrayidx42 = getelementptr inbounds [4 x [2000 x [500 x double]]], ptr @X, i64 0, i64 %indvars.iv103, i64 %indvars.iv99, i64 %indvars.iv95, !dbg !178
  %5 = load double, ptr %arrayidx42, align 8, !dbg !178, !tbaa !65
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %conv46, double %s.278), !dbg !180
    #dbg_value(double %6, !125, !DIExpression(), !140)
  %indvars.iv.next96 = add nuw nsw i64 %indvars.iv95, 1, !dbg !181
    #dbg_value(i64 %indvars.iv.next96, !131, !DIExpression(), !169)
  %exitcond98.not = icmp eq i64 %indvars.iv.next96, 500, !dbg !182
  br i1 %exitcond98.not, label %for.cond.cleanup35, label %for.body36, !dbg !170, !llvm.loop !183
}

; Function Attrs: nofree nounwind
declare !dbg !185 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 21, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unbalanced.c", directory: ".", checksumkind: CSK_MD5, checksum: "79cc3e7236fe5abd54b1ed21b6f1cf99")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256000000, elements: !14)
!14 = !{!15, !16, !17}
!15 = !DISubrange(count: 4)
!16 = !DISubrange(count: 2000)
!17 = !DISubrange(count: 500)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 51}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "growing", scope: !3, file: !3, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30}
!30 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64000000, elements: !33)
!33 = !{!16, !17}
!34 = !{!35, !36, !39, !42}
!35 = !DILocalVariable(name: "X", arg: 1, scope: !27, file: !3, line: 7, type: !30)
!36 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 8, type: !38)
!37 = distinct !DILexicalBlock(scope: !27, file: !3, line: 8, column: 3)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 9, type: !38)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 9, column: 5)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 8, column: 3)
!42 = !DILocalVariable(name: "j", scope: !43, file: !3, line: 10, type: !38)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 10, column: 7)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 9, column: 5)
!45 = !DILocation(line: 0, scope: !27)
!46 = !DILocation(line: 0, scope: !37)
!47 = !DILocation(line: 8, column: 3, scope: !37)
!48 = !DILocation(line: 0, scope: !40)
!49 = !DILocation(line: 9, column: 5, scope: !40)
!50 = !DILocation(line: 12, column: 1, scope: !27)
!51 = !DILocation(line: 0, scope: !43)
!52 = !DILocation(line: 10, column: 7, scope: !43)
!53 = !DILocation(line: 8, column: 27, scope: !41)
!54 = !DILocation(line: 8, column: 21, scope: !41)
!55 = distinct !{!55, !47, !56, !57, !58}
!56 = !DILocation(line: 11, column: 45, scope: !37)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 9, column: 41, scope: !44)
!60 = !DILocation(line: 9, column: 23, scope: !44)
!61 = distinct !{!61, !49, !62, !57, !58}
!62 = !DILocation(line: 11, column: 45, scope: !40)
!63 = !DILocation(line: 11, column: 22, scope: !64)
!64 = distinct !DILexicalBlock(scope: !43, file: !3, line: 10, column: 7)
!65 = !{!66, !66, i64 0}
!66 = !{!"double", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 11, column: 39, scope: !64)
!70 = !DILocation(line: 11, column: 43, scope: !64)
!71 = !DILocation(line: 11, column: 20, scope: !64)
!72 = !DILocation(line: 10, column: 31, scope: !64)
!73 = !DILocation(line: 10, column: 25, scope: !64)
!74 = distinct !{!74, !52, !75, !57, !58}
!75 = !DILocation(line: 11, column: 45, scope: !43)
!76 = distinct !DISubprogram(name: "even", scope: !3, file: !3, line: 14, type: !28, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!77 = !{!78, !79, !81, !84}
!78 = !DILocalVariable(name: "X", arg: 1, scope: !76, file: !3, line: 14, type: !30)
!79 = !DILocalVariable(name: "t", scope: !80, file: !3, line: 15, type: !38)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 15, column: 3)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 16, type: !38)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 16, column: 5)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 15, column: 3)
!84 = !DILocalVariable(name: "j", scope: !85, file: !3, line: 17, type: !38)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 17, column: 7)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 16, column: 5)
!87 = !DILocation(line: 0, scope: !76)
!88 = !DILocation(line: 0, scope: !80)
!89 = !DILocation(line: 15, column: 3, scope: !80)
!90 = !DILocation(line: 0, scope: !82)
!91 = !DILocation(line: 16, column: 5, scope: !82)
!92 = !DILocation(line: 19, column: 1, scope: !76)
!93 = !DILocation(line: 0, scope: !85)
!94 = !DILocation(line: 17, column: 7, scope: !85)
!95 = !DILocation(line: 15, column: 27, scope: !83)
!96 = !DILocation(line: 15, column: 21, scope: !83)
!97 = distinct !{!97, !89, !98, !57, !58}
!98 = !DILocation(line: 18, column: 46, scope: !80)
!99 = !DILocation(line: 16, column: 31, scope: !86)
!100 = !DILocation(line: 16, column: 23, scope: !86)
!101 = distinct !{!101, !91, !102, !57, !58}
!102 = !DILocation(line: 18, column: 46, scope: !82)
!103 = !DILocation(line: 18, column: 22, scope: !104)
!104 = distinct !DILexicalBlock(scope: !85, file: !3, line: 17, column: 7)
!105 = !DILocation(line: 18, column: 42, scope: !104)
!106 = !DILocation(line: 18, column: 40, scope: !104)
!107 = !DILocation(line: 18, column: 44, scope: !104)
!108 = !DILocation(line: 18, column: 20, scope: !104)
!109 = !DILocation(line: 17, column: 31, scope: !104)
!110 = !DILocation(line: 17, column: 25, scope: !104)
!111 = distinct !{!111, !94, !112, !57, !58}
!112 = !DILocation(line: 18, column: 46, scope: !85)
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !114, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!38}
!116 = !{!117, !119, !122, !125, !126, !128, !131}
!117 = !DILocalVariable(name: "t", scope: !118, file: !3, line: 24, type: !38)
!118 = distinct !DILexicalBlock(scope: !113, file: !3, line: 24, column: 3)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 25, type: !38)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 25, column: 5)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 24, column: 3)
!122 = !DILocalVariable(name: "j", scope: !123, file: !3, line: 26, type: !38)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 7)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 25, column: 5)
!125 = !DILocalVariable(name: "s", scope: !113, file: !3, line: 30, type: !5)
!126 = !DILocalVariable(name: "t", scope: !127, file: !3, line: 31, type: !38)
!127 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 3)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 32, type: !38)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 32, column: 5)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 31, column: 3)
!131 = !DILocalVariable(name: "j", scope: !132, file: !3, line: 33, type: !38)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 33, column: 7)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 32, column: 5)
!134 = !DILocation(line: 0, scope: !118)
!135 = !DILocation(line: 24, column: 3, scope: !118)
!136 = !DILocation(line: 0, scope: !120)
!137 = !DILocation(line: 25, column: 5, scope: !120)
!138 = !DILocation(line: 28, column: 3, scope: !113)
!139 = !DILocation(line: 29, column: 3, scope: !113)
!140 = !DILocation(line: 0, scope: !113)
!141 = !DILocation(line: 0, scope: !127)
!142 = !DILocation(line: 31, column: 3, scope: !127)
!143 = !DILocation(line: 0, scope: !123)
!144 = !DILocation(line: 26, column: 7, scope: !123)
!145 = !DILocation(line: 24, column: 27, scope: !121)
!146 = !DILocation(line: 24, column: 21, scope: !121)
!147 = distinct !{!147, !135, !148, !57, !58}
!148 = !DILocation(line: 27, column: 46, scope: !118)
!149 = !DILocation(line: 25, column: 29, scope: !124)
!150 = !DILocation(line: 25, column: 23, scope: !124)
!151 = distinct !{!151, !137, !152, !57, !58}
!152 = !DILocation(line: 27, column: 46, scope: !120)
!153 = !DILocation(line: 27, column: 38, scope: !154)
!154 = distinct !DILexicalBlock(scope: !123, file: !3, line: 26, column: 7)
!155 = !DILocation(line: 27, column: 34, scope: !154)
!156 = !DILocation(line: 27, column: 43, scope: !154)
!157 = !DILocation(line: 27, column: 22, scope: !154)
!158 = !DILocation(line: 27, column: 9, scope: !154)
!159 = !DILocation(line: 27, column: 20, scope: !154)
!160 = !DILocation(line: 26, column: 31, scope: !154)
!161 = !DILocation(line: 26, column: 25, scope: !154)
!162 = distinct !{!162, !144, !163, !57, !58}
!163 = !DILocation(line: 27, column: 46, scope: !123)
!164 = !DILocation(line: 31, column: 27, scope: !130)
!165 = !DILocation(line: 0, scope: !129)
!166 = !DILocation(line: 32, column: 5, scope: !129)
!167 = !DILocation(line: 35, column: 3, scope: !113)
!168 = !DILocation(line: 37, column: 1, scope: !113)
!169 = !DILocation(line: 0, scope: !132)
!170 = !DILocation(line: 33, column: 7, scope: !132)
!171 = !DILocation(line: 31, column: 21, scope: !130)
!172 = distinct !{!172, !142, !173, !57, !58}
!173 = !DILocation(line: 34, column: 41, scope: !127)
!174 = !DILocation(line: 32, column: 29, scope: !133)
!175 = !DILocation(line: 32, column: 23, scope: !133)
!176 = distinct !{!176, !166, !177, !57, !58}
!177 = !DILocation(line: 34, column: 41, scope: !129)
!178 = !DILocation(line: 34, column: 14, scope: !179)
!179 = distinct !DILexicalBlock(scope: !132, file: !3, line: 33, column: 7)
!180 = !DILocation(line: 34, column: 11, scope: !179)
!181 = !DILocation(line: 33, column: 31, scope: !179)
!182 = !DILocation(line: 33, column: 25, scope: !179)
!183 = distinct !{!183, !170, !184, !57, !58}
!184 = !DILocation(line: 34, column: 41, scope: !132)
!185 = !DISubprogram(name: "printf", scope: !186, file: !186, line: 356, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!187 = !DISubroutineType(types: !188)
!188 = !{!38, !189, null}
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
