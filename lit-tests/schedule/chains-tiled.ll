; A loop whose only chain of updates of one element (y[i], one per latency
; of the adder) runs down rows of 2000 doubles is tiled, 64x64, with the
; row loop innermost in a tile: a tile's rows run their chains side by
; side while one run's lines stay in L1. Not interchanged whole: a walk
; down 2000 rows of 16 KB ran 1.1x slower than the rows with their chain,
; runs of at most 1000 rows 0.7x of them (AMD EPYC, Zen 4); and A is only
; read, so the interchange within the L2 is not tried either (see
; schedule/interchange-latency-cholesky.tir). Two sums in one loop
; (PolyBench's gesummv) already overlap their chains: that loop keeps its
; order, each sum in a register (clang keeps z's there already; gesummv
; ran at 1.2x of clang walked by columns, 3.1x as it was). Both programs print what they computed, the
; same as without Tessera.
; RUN: %opt -passes='tessera<print-ast>' -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck %s < %t.remarks
; RUN: FileCheck --check-prefix=AST %s < %t.ast
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 700 > %t.out && %t.ref 700 > %t.ref.out && diff %t.out %t.ref.out
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: mv.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3| __attribute__((noinline)) void matvec(int n, const double A[restrict][2000], const double *restrict x, double *restrict y) {
;    4|   for (int i = 0; i < n; i++)
;    5|     for (int j = 0; j < n; j++)
;    6|       y[i] += A[i][j] * x[j];
;    7| }
;    8| __attribute__((noinline)) void two_sums(int n, const double A[restrict][2000], const double B[restrict][2000], const double *restrict x, double *restrict y, double *restrict z) {
;    9|   for (int i = 0; i < n; i++)
;   10|     for (int j = 0; j < n; j++) {
;   11|       y[i] += A[i][j] * x[j];
;   12|       z[i] += B[i][j] * x[j];
;   13|     }
;   14| }
;   15| int main(int argc, char **argv) {
;   16|   int n = argc > 1 ? atoi(argv[1]) : 300;
;   17|   double (*A)[2000] = malloc(sizeof(double[2000][2000]));
;   18|   double (*B)[2000] = malloc(sizeof(double[2000][2000]));
;   19|   static double x[2000], y[2000], z[2000];
;   20|   for (int i = 0; i < n; i++) {
;   21|     x[i] = 1.0 / (i + 1);
;   22|     for (int j = 0; j < n; j++) {
;   23|       A[i][j] = (double)((i * j + 1) % n) / n;
;   24|       B[i][j] = (double)((i + 3 * j) % n) / n;
;   25|     }
;   26|   }
;   27|   matvec(n, A, x, y);
;   28|   two_sums(n, A, B, x, y, z);
;   29|   for (int i = 0; i < n; i += n / 50 + 1)
;   30|     printf("%d %.17g %.17g\n", i, y[i], z[i]);
;   31|   return 0;
;   32| }
; END-SOURCE
;
; CHECK: remark: mv.c:4:3: SCoP matvec.scop0: fusion {{.*}}2 loops over S{{[0-9]+}} tiled by 64x64 for latency: the inner one carried the one chain of dependent updates of one element of its original loop, the outer one carries no such dependence and runs innermost in a tile
; CHECK: remark: mv.c:9:3: SCoP two_sums.scop0 keeps its original schedule: no permutable band of two loops or more with reuse to tile; reordering alone is not predicted to pay
; CHECK: remark: mv.c:9:3: SCoP two_sums.scop0 is regenerated with its original schedule to keep 1 array element(s) in registers across their innermost loop, where no other access of the loop touches them: @y (line 11)
;
; The tile loops in the original order, the points with i innermost.
; AST-LABEL: // matvec.scop0: regenerated loop nest
; AST: for (int c0 = 0; c0 <= (n - 1) / 64; c0 += 1)
; AST-NEXT: for (int c1 = 0; c1 <= (n - 1) / 64; c1 += 1)
; AST-NEXT: for (int c2 = 64 * c1; c2 <= min(n - 1, 64 * c1 + 63); c2 += 1)
; AST-NEXT: for (int c3 = 64 * c0; c3 <= min(n - 1, 64 * c0 + 63); c3 += 1)
; AST-NEXT: S1(c3, c2);

; ModuleID = 'mv.c'
source_filename = "mv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.x = internal global [2000 x double] zeroinitializer, align 16, !dbg !0
@main.y = internal global [2000 x double] zeroinitializer, align 16, !dbg !15
@main.z = internal global [2000 x double] zeroinitializer, align 16, !dbg !20
@.str = private unnamed_addr constant [16 x i8] c"%d %.17g %.17g\0A\00", align 1, !dbg !22

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matvec(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %x, ptr noalias nocapture noundef %y) local_unnamed_addr #0 !dbg !50 {
entry:
    #dbg_value(i32 %n, !62, !DIExpression(), !71)
    #dbg_value(ptr %A, !63, !DIExpression(), !71)
    #dbg_value(ptr %x, !64, !DIExpression(), !71)
    #dbg_value(ptr %y, !65, !DIExpression(), !71)
    #dbg_value(i32 0, !66, !DIExpression(), !72)
  %cmp23 = icmp sgt i32 %n, 0, !dbg !73
  br i1 %cmp23, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup, !dbg !74

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %wide.trip.count29 = zext nneg i32 %n to i64, !dbg !73
  br label %for.cond1.preheader.us, !dbg !74

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv26 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next27, %for.cond1.for.cond.cleanup3_crit_edge.us ]
    #dbg_value(i64 %indvars.iv26, !66, !DIExpression(), !72)
    #dbg_value(i32 0, !68, !DIExpression(), !75)
  %arrayidx10.us = getelementptr inbounds double, ptr %y, i64 %indvars.iv26
  %arrayidx10.promoted.us = load double, ptr %arrayidx10.us, align 8, !tbaa !76
  br label %for.body4.us, !dbg !80

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ], !dbg !81
  %0 = phi double [ %arrayidx10.promoted.us, %for.cond1.preheader.us ], [ %3, %for.body4.us ], !dbg !81
    #dbg_value(i64 %indvars.iv, !68, !DIExpression(), !75)
  %arrayidx6.us = getelementptr inbounds [2000 x double], ptr %A, i64 %indvars.iv26, i64 %indvars.iv, !dbg !81
  %1 = load double, ptr %arrayidx6.us, align 8, !dbg !81, !tbaa !76
  %arrayidx8.us = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !83
  %2 = load double, ptr %arrayidx8.us, align 8, !dbg !83, !tbaa !76
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %0), !dbg !84
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !85
    #dbg_value(i64 %indvars.iv.next, !68, !DIExpression(), !75)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count29, !dbg !86
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !80, !llvm.loop !87

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  store double %3, ptr %arrayidx10.us, align 8, !dbg !84, !tbaa !76
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 1, !dbg !90
    #dbg_value(i64 %indvars.iv.next27, !66, !DIExpression(), !72)
  %exitcond30.not = icmp eq i64 %indvars.iv.next27, %wide.trip.count29, !dbg !73
  br i1 %exitcond30.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !74, !llvm.loop !91

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @two_sums(i32 noundef %n, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B, ptr noalias nocapture noundef readonly %x, ptr noalias nocapture noundef %y, ptr noalias nocapture noundef %z) local_unnamed_addr #0 !dbg !94 {
entry:
    #dbg_value(i32 %n, !98, !DIExpression(), !109)
    #dbg_value(ptr %A, !99, !DIExpression(), !109)
    #dbg_value(ptr %B, !100, !DIExpression(), !109)
    #dbg_value(ptr %x, !101, !DIExpression(), !109)
    #dbg_value(ptr %y, !102, !DIExpression(), !109)
    #dbg_value(ptr %z, !103, !DIExpression(), !109)
    #dbg_value(i32 0, !104, !DIExpression(), !110)
  %cmp37 = icmp sgt i32 %n, 0, !dbg !111
  br i1 %cmp37, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup, !dbg !112

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %wide.trip.count44 = zext nneg i32 %n to i64, !dbg !111
  br label %for.cond1.preheader.us, !dbg !112

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv41 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next42, %for.cond1.for.cond.cleanup3_crit_edge.us ]
    #dbg_value(i64 %indvars.iv41, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
  %arrayidx10.us = getelementptr inbounds double, ptr %y, i64 %indvars.iv41
  %arrayidx18.us = getelementptr inbounds double, ptr %z, i64 %indvars.iv41
  %arrayidx10.promoted.us = load double, ptr %arrayidx10.us, align 8, !tbaa !76
  %arrayidx18.promoted.us = load double, ptr %arrayidx18.us, align 8, !tbaa !76
  br label %for.body4.us, !dbg !114

for.body4.us:                                     ; preds = %for.cond1.preheader.us, %for.body4.us
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader.us ], [ %indvars.iv.next, %for.body4.us ], !dbg !115
  %0 = phi double [ %arrayidx18.promoted.us, %for.cond1.preheader.us ], [ %6, %for.body4.us ], !dbg !115
  %1 = phi double [ %arrayidx10.promoted.us, %for.cond1.preheader.us ], [ %4, %for.body4.us ], !dbg !115
    #dbg_value(i64 %indvars.iv, !106, !DIExpression(), !113)
  %arrayidx6.us = getelementptr inbounds [2000 x double], ptr %A, i64 %indvars.iv41, i64 %indvars.iv, !dbg !115
  %2 = load double, ptr %arrayidx6.us, align 8, !dbg !115, !tbaa !76
  %arrayidx8.us = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !118
  %3 = load double, ptr %arrayidx8.us, align 8, !dbg !118, !tbaa !76
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %3, double %1), !dbg !119
  %arrayidx14.us = getelementptr inbounds [2000 x double], ptr %B, i64 %indvars.iv41, i64 %indvars.iv, !dbg !120
  %5 = load double, ptr %arrayidx14.us, align 8, !dbg !120, !tbaa !76
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %3, double %0), !dbg !121
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !122
    #dbg_value(i64 %indvars.iv.next, !106, !DIExpression(), !113)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count44, !dbg !123
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !dbg !114, !llvm.loop !124

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us
  store double %4, ptr %arrayidx10.us, align 8, !dbg !119, !tbaa !76
  store double %6, ptr %arrayidx18.us, align 8, !dbg !121, !tbaa !76
  %indvars.iv.next42 = add nuw nsw i64 %indvars.iv41, 1, !dbg !126
    #dbg_value(i64 %indvars.iv.next42, !104, !DIExpression(), !110)
  %exitcond45.not = icmp eq i64 %indvars.iv.next42, %wide.trip.count44, !dbg !111
  br i1 %exitcond45.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !112, !llvm.loop !127

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void, !dbg !129
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 !dbg !2 {
entry:
    #dbg_value(i32 %argc, !28, !DIExpression(), !130)
    #dbg_value(ptr %argv, !29, !DIExpression(), !130)
  %cmp = icmp sgt i32 %argc, 1, !dbg !131
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !132

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !133
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !133, !tbaa !134
    #dbg_value(ptr %0, !136, !DIExpression(), !144)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !146
  %conv.i = trunc i64 %call.i to i32, !dbg !147
  br label %cond.end, !dbg !132

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %conv.i, %cond.true ], [ 300, %entry ], !dbg !132
    #dbg_value(i32 %cond, !30, !DIExpression(), !130)
  %call1 = tail call noalias dereferenceable_or_null(32000000) ptr @malloc(i64 noundef 32000000) #7, !dbg !148
    #dbg_value(ptr %call1, !31, !DIExpression(), !130)
  %call2 = tail call noalias dereferenceable_or_null(32000000) ptr @malloc(i64 noundef 32000000) #7, !dbg !149
    #dbg_value(ptr %call2, !33, !DIExpression(), !130)
    #dbg_value(i32 0, !34, !DIExpression(), !150)
  %cmp377 = icmp sgt i32 %cond, 0, !dbg !151
  br i1 %cmp377, label %for.body.lr.ph, label %for.cond.cleanup35.critedge, !dbg !152

for.body.lr.ph:                                   ; preds = %cond.end
  %conv12 = uitofp nneg i32 %cond to double
  %wide.trip.count89 = zext nneg i32 %cond to i64, !dbg !151
  br label %for.body.us, !dbg !152

for.body.us:                                      ; preds = %for.cond5.for.cond.loopexit_crit_edge.us, %for.body.lr.ph
  %indvars.iv86 = phi i64 [ %indvars.iv.next87, %for.cond5.for.cond.loopexit_crit_edge.us ], [ 0, %for.body.lr.ph ]
    #dbg_value(i64 %indvars.iv86, !34, !DIExpression(), !150)
  %indvars.iv.next87 = add nuw nsw i64 %indvars.iv86, 1, !dbg !153
  %1 = trunc nuw nsw i64 %indvars.iv.next87 to i32, !dbg !154
  %conv.us = uitofp nneg i32 %1 to double, !dbg !154
  %div.us = fdiv double 1.000000e+00, %conv.us, !dbg !155
  %arrayidx4.us = getelementptr inbounds [2000 x double], ptr @main.x, i64 0, i64 %indvars.iv86, !dbg !156
  store double %div.us, ptr %arrayidx4.us, align 8, !dbg !157, !tbaa !76
    #dbg_value(i32 0, !36, !DIExpression(), !158)
  br label %for.body9.us, !dbg !159

for.body9.us:                                     ; preds = %for.body.us, %for.body9.us
  %indvars.iv = phi i64 [ 0, %for.body.us ], [ %indvars.iv.next, %for.body9.us ]
    #dbg_value(i64 %indvars.iv, !36, !DIExpression(), !158)
  %2 = mul nuw nsw i64 %indvars.iv, %indvars.iv86, !dbg !160
  %3 = trunc i64 %2 to i32, !dbg !163
  %4 = add i32 %3, 1, !dbg !163
  %rem.us = urem i32 %4, %cond, !dbg !163
  %conv11.us = uitofp nneg i32 %rem.us to double, !dbg !164
  %div13.us = fdiv double %conv11.us, %conv12, !dbg !165
  %arrayidx17.us = getelementptr inbounds [2000 x double], ptr %call1, i64 %indvars.iv86, i64 %indvars.iv, !dbg !166
  store double %div13.us, ptr %arrayidx17.us, align 8, !dbg !167, !tbaa !76
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !168
  %6 = add nuw nsw i64 %5, %indvars.iv86, !dbg !169
  %7 = trunc nuw i64 %6 to i32, !dbg !170
  %rem20.us = urem i32 %7, %cond, !dbg !170
  %conv21.us = uitofp nneg i32 %rem20.us to double, !dbg !171
  %div23.us = fdiv double %conv21.us, %conv12, !dbg !172
  %arrayidx27.us = getelementptr inbounds [2000 x double], ptr %call2, i64 %indvars.iv86, i64 %indvars.iv, !dbg !173
  store double %div23.us, ptr %arrayidx27.us, align 8, !dbg !174, !tbaa !76
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !175
    #dbg_value(i64 %indvars.iv.next, !36, !DIExpression(), !158)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count89, !dbg !176
  br i1 %exitcond.not, label %for.cond5.for.cond.loopexit_crit_edge.us, label %for.body9.us, !dbg !159, !llvm.loop !177

for.cond5.for.cond.loopexit_crit_edge.us:         ; preds = %for.body9.us
    #dbg_value(i64 %indvars.iv.next87, !34, !DIExpression(), !150)
  %exitcond90.not = icmp eq i64 %indvars.iv.next87, %wide.trip.count89, !dbg !151
  br i1 %exitcond90.not, label %for.cond.cleanup, label %for.body.us, !dbg !152, !llvm.loop !179

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.loopexit_crit_edge.us
  tail call void @matvec(i32 noundef %cond, ptr noundef %call1, ptr noundef nonnull @main.x, ptr noundef nonnull @main.y), !dbg !181
  tail call void @two_sums(i32 noundef %cond, ptr noundef %call1, ptr noundef %call2, ptr noundef nonnull @main.x, ptr noundef nonnull @main.y, ptr noundef nonnull @main.z), !dbg !182
    #dbg_value(i32 0, !40, !DIExpression(), !183)
  br i1 %cmp377, label %for.body36.lr.ph, label %for.cond.cleanup35, !dbg !184

for.body36.lr.ph:                                 ; preds = %for.cond.cleanup
  %8 = udiv i32 %cond, 50, !dbg !184
  %narrow = add nuw nsw i32 %8, 1, !dbg !184
  %9 = zext nneg i32 %narrow to i64, !dbg !184
  br label %for.body36, !dbg !184

for.cond.cleanup35.critedge:                      ; preds = %cond.end
  tail call void @matvec(i32 noundef %cond, ptr noundef %call1, ptr noundef nonnull @main.x, ptr noundef nonnull @main.y), !dbg !181
  tail call void @two_sums(i32 noundef %cond, ptr noundef %call1, ptr noundef %call2, ptr noundef nonnull @main.x, ptr noundef nonnull @main.y, ptr noundef nonnull @main.z), !dbg !182
    #dbg_value(i32 0, !40, !DIExpression(), !183)
  br label %for.cond.cleanup35, !dbg !184

for.cond.cleanup35:                               ; preds = %for.body36, %for.cond.cleanup35.critedge, %for.cond.cleanup
  ret i32 0, !dbg !185

for.body36:                                       ; preds = %for.body36.lr.ph, %for.body36
  %indvars.iv91 = phi i64 [ 0, %for.body36.lr.ph ], [ %indvars.iv.next92, %for.body36 ]
    #dbg_value(i64 %indvars.iv91, !40, !DIExpression(), !183)
  %arrayidx38 = getelementptr inbounds [2000 x double], ptr @main.y, i64 0, i64 %indvars.iv91, !dbg !186
  %10 = load double, ptr %arrayidx38, align 8, !dbg !186, !tbaa !76
  %arrayidx40 = getelementptr inbounds [2000 x double], ptr @main.z, i64 0, i64 %indvars.iv91, !dbg !188
  %11 = load double, ptr %arrayidx40, align 8, !dbg !188, !tbaa !76
  %12 = trunc nuw nsw i64 %indvars.iv91 to i32, !dbg !189
  %call41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, double noundef %10, double noundef %11), !dbg !189
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, %9, !dbg !190
    #dbg_value(i64 %indvars.iv.next92, !40, !DIExpression(), !183)
  %13 = trunc nuw i64 %indvars.iv.next92 to i32, !dbg !191
  %cmp33 = icmp sgt i32 %cond, %13, !dbg !191
  br i1 %cmp33, label %for.body36, label %for.cond.cleanup35, !dbg !184, !llvm.loop !192
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !194 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !200 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !205 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !4, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !27)
!3 = !DIFile(filename: "mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "b2d3797b01507c7d29156037f88f9400")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !14, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !6, !7, !13}
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0, !15, !20, !22}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128000, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2000)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 19, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !{!28, !29, !30, !31, !33, !34, !36, !40}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 15, type: !6)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 15, type: !7)
!30 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 16, type: !6)
!31 = !DILocalVariable(name: "A", scope: !2, file: !3, line: 17, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!33 = !DILocalVariable(name: "B", scope: !2, file: !3, line: 18, type: !32)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 20, type: !6)
!35 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !3, line: 22, type: !6)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 22, column: 5)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 31)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 20, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 29, type: !6)
!41 = distinct !DILexicalBlock(scope: !2, file: !3, line: 29, column: 3)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "matvec", scope: !3, file: !3, line: 3, type: !51, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !61)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !6, !53, !57, !59}
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 128000, elements: !18)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!61 = !{!62, !63, !64, !65, !66, !68}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !3, line: 3, type: !6)
!63 = !DILocalVariable(name: "A", arg: 2, scope: !50, file: !3, line: 3, type: !53)
!64 = !DILocalVariable(name: "x", arg: 3, scope: !50, file: !3, line: 3, type: !57)
!65 = !DILocalVariable(name: "y", arg: 4, scope: !50, file: !3, line: 3, type: !59)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 4, type: !6)
!67 = distinct !DILexicalBlock(scope: !50, file: !3, line: 4, column: 3)
!68 = !DILocalVariable(name: "j", scope: !69, file: !3, line: 5, type: !6)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 5, column: 5)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 4, column: 3)
!71 = !DILocation(line: 0, scope: !50)
!72 = !DILocation(line: 0, scope: !67)
!73 = !DILocation(line: 4, column: 21, scope: !70)
!74 = !DILocation(line: 4, column: 3, scope: !67)
!75 = !DILocation(line: 0, scope: !69)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 5, column: 5, scope: !69)
!81 = !DILocation(line: 6, column: 15, scope: !82)
!82 = distinct !DILexicalBlock(scope: !69, file: !3, line: 5, column: 5)
!83 = !DILocation(line: 6, column: 25, scope: !82)
!84 = !DILocation(line: 6, column: 12, scope: !82)
!85 = !DILocation(line: 5, column: 29, scope: !82)
!86 = !DILocation(line: 5, column: 23, scope: !82)
!87 = distinct !{!87, !80, !88, !89}
!88 = !DILocation(line: 6, column: 28, scope: !69)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 4, column: 27, scope: !70)
!91 = distinct !{!91, !74, !92, !89}
!92 = !DILocation(line: 6, column: 28, scope: !67)
!93 = !DILocation(line: 7, column: 1, scope: !50)
!94 = distinct !DISubprogram(name: "two_sums", scope: !3, file: !3, line: 8, type: !95, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !6, !53, !53, !57, !59, !59}
!97 = !{!98, !99, !100, !101, !102, !103, !104, !106}
!98 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !3, line: 8, type: !6)
!99 = !DILocalVariable(name: "A", arg: 2, scope: !94, file: !3, line: 8, type: !53)
!100 = !DILocalVariable(name: "B", arg: 3, scope: !94, file: !3, line: 8, type: !53)
!101 = !DILocalVariable(name: "x", arg: 4, scope: !94, file: !3, line: 8, type: !57)
!102 = !DILocalVariable(name: "y", arg: 5, scope: !94, file: !3, line: 8, type: !59)
!103 = !DILocalVariable(name: "z", arg: 6, scope: !94, file: !3, line: 8, type: !59)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 9, type: !6)
!105 = distinct !DILexicalBlock(scope: !94, file: !3, line: 9, column: 3)
!106 = !DILocalVariable(name: "j", scope: !107, file: !3, line: 10, type: !6)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 10, column: 5)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 9, column: 3)
!109 = !DILocation(line: 0, scope: !94)
!110 = !DILocation(line: 0, scope: !105)
!111 = !DILocation(line: 9, column: 21, scope: !108)
!112 = !DILocation(line: 9, column: 3, scope: !105)
!113 = !DILocation(line: 0, scope: !107)
!114 = !DILocation(line: 10, column: 5, scope: !107)
!115 = !DILocation(line: 11, column: 15, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 10, column: 33)
!117 = distinct !DILexicalBlock(scope: !107, file: !3, line: 10, column: 5)
!118 = !DILocation(line: 11, column: 25, scope: !116)
!119 = !DILocation(line: 11, column: 12, scope: !116)
!120 = !DILocation(line: 12, column: 15, scope: !116)
!121 = !DILocation(line: 12, column: 12, scope: !116)
!122 = !DILocation(line: 10, column: 29, scope: !117)
!123 = !DILocation(line: 10, column: 23, scope: !117)
!124 = distinct !{!124, !114, !125, !89}
!125 = !DILocation(line: 13, column: 5, scope: !107)
!126 = !DILocation(line: 9, column: 27, scope: !108)
!127 = distinct !{!127, !112, !128, !89}
!128 = !DILocation(line: 13, column: 5, scope: !105)
!129 = !DILocation(line: 14, column: 1, scope: !94)
!130 = !DILocation(line: 0, scope: !2)
!131 = !DILocation(line: 16, column: 16, scope: !2)
!132 = !DILocation(line: 16, column: 11, scope: !2)
!133 = !DILocation(line: 16, column: 27, scope: !2)
!134 = !{!135, !135, i64 0}
!135 = !{!"any pointer", !78, i64 0}
!136 = !DILocalVariable(name: "__nptr", arg: 1, scope: !137, file: !138, line: 362, type: !141)
!137 = distinct !DISubprogram(name: "atoi", scope: !138, file: !138, line: 362, type: !139, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !143)
!138 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!139 = !DISubroutineType(types: !140)
!140 = !{!6, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!143 = !{!136}
!144 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!145 = distinct !DILocation(line: 16, column: 22, scope: !2)
!146 = !DILocation(line: 364, column: 16, scope: !137, inlinedAt: !145)
!147 = !DILocation(line: 364, column: 10, scope: !137, inlinedAt: !145)
!148 = !DILocation(line: 17, column: 23, scope: !2)
!149 = !DILocation(line: 18, column: 23, scope: !2)
!150 = !DILocation(line: 0, scope: !35)
!151 = !DILocation(line: 20, column: 21, scope: !39)
!152 = !DILocation(line: 20, column: 3, scope: !35)
!153 = !DILocation(line: 21, column: 21, scope: !38)
!154 = !DILocation(line: 21, column: 18, scope: !38)
!155 = !DILocation(line: 21, column: 16, scope: !38)
!156 = !DILocation(line: 21, column: 5, scope: !38)
!157 = !DILocation(line: 21, column: 10, scope: !38)
!158 = !DILocation(line: 0, scope: !37)
!159 = !DILocation(line: 22, column: 5, scope: !37)
!160 = !DILocation(line: 23, column: 29, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 22, column: 33)
!162 = distinct !DILexicalBlock(scope: !37, file: !3, line: 22, column: 5)
!163 = !DILocation(line: 23, column: 38, scope: !161)
!164 = !DILocation(line: 23, column: 17, scope: !161)
!165 = !DILocation(line: 23, column: 43, scope: !161)
!166 = !DILocation(line: 23, column: 7, scope: !161)
!167 = !DILocation(line: 23, column: 15, scope: !161)
!168 = !DILocation(line: 24, column: 33, scope: !161)
!169 = !DILocation(line: 24, column: 29, scope: !161)
!170 = !DILocation(line: 24, column: 38, scope: !161)
!171 = !DILocation(line: 24, column: 17, scope: !161)
!172 = !DILocation(line: 24, column: 43, scope: !161)
!173 = !DILocation(line: 24, column: 7, scope: !161)
!174 = !DILocation(line: 24, column: 15, scope: !161)
!175 = !DILocation(line: 22, column: 29, scope: !162)
!176 = !DILocation(line: 22, column: 23, scope: !162)
!177 = distinct !{!177, !159, !178, !89}
!178 = !DILocation(line: 25, column: 5, scope: !37)
!179 = distinct !{!179, !152, !180, !89}
!180 = !DILocation(line: 26, column: 3, scope: !35)
!181 = !DILocation(line: 27, column: 3, scope: !2)
!182 = !DILocation(line: 28, column: 3, scope: !2)
!183 = !DILocation(line: 0, scope: !41)
!184 = !DILocation(line: 29, column: 3, scope: !41)
!185 = !DILocation(line: 32, column: 1, scope: !2)
!186 = !DILocation(line: 30, column: 35, scope: !187)
!187 = distinct !DILexicalBlock(scope: !41, file: !3, line: 29, column: 3)
!188 = !DILocation(line: 30, column: 41, scope: !187)
!189 = !DILocation(line: 30, column: 5, scope: !187)
!190 = !DILocation(line: 29, column: 28, scope: !187)
!191 = !DILocation(line: 29, column: 21, scope: !187)
!192 = distinct !{!192, !184, !193, !89}
!193 = !DILocation(line: 30, column: 45, scope: !41)
!194 = !DISubprogram(name: "malloc", scope: !138, file: !138, line: 553, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!13, !197}
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !198, line: 18, baseType: !199)
!198 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!199 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!200 = !DISubprogram(name: "printf", scope: !201, file: !201, line: 356, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!202 = !DISubroutineType(types: !203)
!203 = !{!6, !204, null}
!204 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!205 = !DISubprogram(name: "strtol", scope: !138, file: !138, line: 177, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !204, !209, !6}
!208 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!209 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)

