; A schedule computed under value-based dependences (keeping every live
; range left nothing to tile) is a speculation: its expansions pay only where
; they do not turn a band's accumulators into matrices. Here (gesummv, two
; row sums kept in registers, innermost loops of stride 1) that is told from
; the expansions planned on the dates without tile loops, before the plan on
; the tiled dates, the dearest one (the kernel suite's gesummv: 1.0 s of
; compile time for a schedule then refused, 0.1 s now): the trace shows the
; early decision ("speculation") and no legality check after it.
; RUN: env RUST_LOG=tessera::time=debug %opt -passes='tessera<only=kernel_gesummv>' -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: opt-19 -passes=verify %t.ll -disable-output
; CHECK: remark: kernel_gesummv.c:9:3: SCoP kernel_gesummv.scop0: fusion smart: distributed (a flow dependence joins statements of different depths): {{.*}}; scheduled under value-based dependences (without breaking live ranges, nothing was worth tiling)
; CHECK: [DEBUG tessera::time] kernel_gesummv.scop0: speculation {{[0-9.]+}} ms
; CHECK-NOT: kernel_gesummv.scop0: check
; CHECK: remark: kernel_gesummv.c:9:3: SCoP kernel_gesummv.scop0 keeps its original schedule: the schedule under value-based dependences would expand @phi_sa_050_us_us, @phi_sb_051_us_us, @v_sa, @v_sb, values its tiles update, along two loops or more, where the original innermost loops walk memory with stride 1: not predicted to pay
; CHECK-NOT: kernel_gesummv.scop0: check
; CHECK: SCoP kernel_gesummv.scop0 left as it is: its schedule does not change
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_gesummv.c
;   1| #include <stdio.h>
;   2| #include <stdlib.h>
;   3|
;   4| __attribute__((noinline))
;   5| void kernel_gesummv(int tsteps, int n, double alpha, double beta,
;   6|                     const double *A, const double *B, double *tmp,
;   7|                     const double *x, double *y)
;   8| {
;   9|   for (int t = 0; t < tsteps; t++)
;  10|     for (int i = 0; i < n; i++) {
;  11|       double sa = 0.0, sb = 0.0;
;  12|       for (int j = 0; j < n; j++) {
;  13|         sa += A[i * n + j] * x[j];
;  14|         sb += B[i * n + j] * x[j];
;  15|       }
;  16|       tmp[i] = sa;
;  17|       y[i] = alpha * sa + beta * sb;
;  18|     }
;  19| }
;  20|
;  21| int main(void)
;  22| {
;  23|   int n = 40;
;  24|   double *A = malloc(sizeof(double) * n * n), *B = malloc(sizeof(double) * n * n);
;  25|   double *tmp = malloc(sizeof(double) * n), *x = malloc(sizeof(double) * n);
;  26|   double *y = malloc(sizeof(double) * n);
;  27|   for (int i = 0; i < n; i++) {
;  28|     x[i] = (double)(i % 7) / 7;
;  29|     for (int j = 0; j < n; j++) {
;  30|       A[i * n + j] = (double)((i * j + 1) % n) / n;
;  31|       B[i * n + j] = (double)((i * j + 2) % n) / n;
;  32|     }
;  33|   }
;  34|   kernel_gesummv(3, n, 1.5, 1.2, A, B, tmp, x, y);
;  35|   for (int i = 0; i < n; i++)
;  36|     printf("%.6f %.6f\n", tmp[i], y[i]);
;  37|   return 0;
;  38| }

; ModuleID = 'kernel_gesummv.c'
source_filename = "kernel_gesummv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.6f %.6f\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_gesummv(i32 noundef %tsteps, i32 noundef %n, double noundef %alpha, double noundef %beta, ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %tmp, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %tsteps, !27, !DIExpression(), !47)
    #dbg_value(i32 %n, !28, !DIExpression(), !47)
    #dbg_value(double %alpha, !29, !DIExpression(), !47)
    #dbg_value(double %beta, !30, !DIExpression(), !47)
    #dbg_value(ptr %A, !31, !DIExpression(), !47)
    #dbg_value(ptr %B, !32, !DIExpression(), !47)
    #dbg_value(ptr %tmp, !33, !DIExpression(), !47)
    #dbg_value(ptr %x, !34, !DIExpression(), !47)
    #dbg_value(ptr %y, !35, !DIExpression(), !47)
    #dbg_value(i32 0, !36, !DIExpression(), !48)
  %cmp56 = icmp sgt i32 %tsteps, 0, !dbg !49
  %cmp254 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp56, %cmp254, !dbg !50
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup, !dbg !50

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext nneg i32 %n to i64, !dbg !50
  br label %for.cond1.preheader.us, !dbg !50

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us
  %t.057.us = phi i32 [ %inc29.us, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us ], [ 0, %for.cond1.preheader.us.preheader ]
    #dbg_value(i32 %t.057.us, !36, !DIExpression(), !48)
    #dbg_value(i32 0, !38, !DIExpression(), !51)
  br label %for.cond5.preheader.us.us, !dbg !52

for.cond5.preheader.us.us:                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %for.cond1.preheader.us
  %indvars.iv62 = phi i64 [ %indvars.iv.next63, %for.cond5.for.cond.cleanup7_crit_edge.us.us ], [ 0, %for.cond1.preheader.us ]
    #dbg_value(i64 %indvars.iv62, !38, !DIExpression(), !51)
    #dbg_value(i32 0, !45, !DIExpression(), !53)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !54)
    #dbg_value(double 0.000000e+00, !41, !DIExpression(), !54)
  %1 = mul nuw nsw i64 %indvars.iv62, %0
  br label %for.body8.us.us, !dbg !55

for.body8.us.us:                                  ; preds = %for.body8.us.us, %for.cond5.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body8.us.us ], [ 0, %for.cond5.preheader.us.us ]
  %sb.051.us.us = phi double [ %7, %for.body8.us.us ], [ 0.000000e+00, %for.cond5.preheader.us.us ]
  %sa.050.us.us = phi double [ %5, %for.body8.us.us ], [ 0.000000e+00, %for.cond5.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !45, !DIExpression(), !53)
    #dbg_value(double %sb.051.us.us, !44, !DIExpression(), !54)
    #dbg_value(double %sa.050.us.us, !41, !DIExpression(), !54)
  %2 = add nuw nsw i64 %indvars.iv, %1, !dbg !56
  %arrayidx.us.us = getelementptr inbounds double, ptr %A, i64 %2, !dbg !59
  %3 = load double, ptr %arrayidx.us.us, align 8, !dbg !59, !tbaa !60
  %arrayidx10.us.us = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !64
  %4 = load double, ptr %arrayidx10.us.us, align 8, !dbg !64, !tbaa !60
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %sa.050.us.us), !dbg !65
    #dbg_value(double %5, !41, !DIExpression(), !54)
  %arrayidx15.us.us = getelementptr inbounds double, ptr %B, i64 %2, !dbg !66
  %6 = load double, ptr %arrayidx15.us.us, align 8, !dbg !66, !tbaa !60
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %sb.051.us.us), !dbg !67
    #dbg_value(double %7, !44, !DIExpression(), !54)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !68
    #dbg_value(i64 %indvars.iv.next, !45, !DIExpression(), !53)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !69
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !dbg !55, !llvm.loop !70

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us
  %arrayidx20.us.us = getelementptr inbounds double, ptr %tmp, i64 %indvars.iv62, !dbg !73
  store double %5, ptr %arrayidx20.us.us, align 8, !dbg !74, !tbaa !60
  %mul22.us.us = fmul double %7, %beta, !dbg !75
  %8 = tail call double @llvm.fmuladd.f64(double %alpha, double %5, double %mul22.us.us), !dbg !76
  %arrayidx24.us.us = getelementptr inbounds double, ptr %y, i64 %indvars.iv62, !dbg !77
  store double %8, ptr %arrayidx24.us.us, align 8, !dbg !78, !tbaa !60
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !79
    #dbg_value(i64 %indvars.iv.next63, !38, !DIExpression(), !51)
  %exitcond67.not = icmp eq i64 %indvars.iv.next63, %0, !dbg !80
  br i1 %exitcond67.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, label %for.cond5.preheader.us.us, !dbg !52, !llvm.loop !81

for.cond1.for.cond.cleanup3_crit_edge.split.us.us: ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %inc29.us = add nuw nsw i32 %t.057.us, 1, !dbg !83
    #dbg_value(i32 %inc29.us, !36, !DIExpression(), !48)
  %exitcond68.not = icmp eq i32 %inc29.us, %tsteps, !dbg !49
  br i1 %exitcond68.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !50, !llvm.loop !84

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, %entry
  ret void, !dbg !86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !87 {
entry:
    #dbg_value(i32 40, !91, !DIExpression(), !105)
  %call = tail call noalias dereferenceable_or_null(12800) ptr @malloc(i64 noundef 12800) #5, !dbg !106
    #dbg_value(ptr %call, !92, !DIExpression(), !105)
  %call7 = tail call noalias dereferenceable_or_null(12800) ptr @malloc(i64 noundef 12800) #5, !dbg !107
    #dbg_value(ptr %call7, !93, !DIExpression(), !105)
  %call10 = tail call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #5, !dbg !108
    #dbg_value(ptr %call10, !94, !DIExpression(), !105)
  %call13 = tail call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #5, !dbg !109
    #dbg_value(ptr %call13, !95, !DIExpression(), !105)
  %call16 = tail call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #5, !dbg !110
    #dbg_value(ptr %call16, !96, !DIExpression(), !105)
    #dbg_value(i32 0, !97, !DIExpression(), !111)
  br label %for.body, !dbg !112

for.cond.cleanup:                                 ; preds = %for.cond.cleanup22
  tail call void @kernel_gesummv(i32 noundef 3, i32 noundef 40, double noundef 1.500000e+00, double noundef 1.200000e+00, ptr noundef nonnull %call, ptr noundef nonnull %call7, ptr noundef %call10, ptr noundef %call13, ptr noundef %call16), !dbg !113
    #dbg_value(i32 0, !103, !DIExpression(), !114)
    #dbg_value(i64 0, !103, !DIExpression(), !114)
  %0 = load double, ptr %call10, align 8, !dbg !115, !tbaa !60
  %1 = load double, ptr %call16, align 8, !dbg !117, !tbaa !60
  %call56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %0, double noundef %1), !dbg !118
    #dbg_value(i64 1, !103, !DIExpression(), !114)
  %arrayidx53.1 = getelementptr inbounds i8, ptr %call10, i64 8, !dbg !115
  %2 = load double, ptr %arrayidx53.1, align 8, !dbg !115, !tbaa !60
  %arrayidx55.1 = getelementptr inbounds i8, ptr %call16, i64 8, !dbg !117
  %3 = load double, ptr %arrayidx55.1, align 8, !dbg !117, !tbaa !60
  %call56.1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2, double noundef %3), !dbg !118
    #dbg_value(i64 2, !103, !DIExpression(), !114)
  %arrayidx53.2 = getelementptr inbounds i8, ptr %call10, i64 16, !dbg !115
  %4 = load double, ptr %arrayidx53.2, align 8, !dbg !115, !tbaa !60
  %arrayidx55.2 = getelementptr inbounds i8, ptr %call16, i64 16, !dbg !117
  %5 = load double, ptr %arrayidx55.2, align 8, !dbg !117, !tbaa !60
  %call56.2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %4, double noundef %5), !dbg !118
    #dbg_value(i64 3, !103, !DIExpression(), !114)
  %arrayidx53.3 = getelementptr inbounds i8, ptr %call10, i64 24, !dbg !115
  %6 = load double, ptr %arrayidx53.3, align 8, !dbg !115, !tbaa !60
  %arrayidx55.3 = getelementptr inbounds i8, ptr %call16, i64 24, !dbg !117
  %7 = load double, ptr %arrayidx55.3, align 8, !dbg !117, !tbaa !60
  %call56.3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %7), !dbg !118
    #dbg_value(i64 4, !103, !DIExpression(), !114)
  %arrayidx53.4 = getelementptr inbounds i8, ptr %call10, i64 32, !dbg !115
  %8 = load double, ptr %arrayidx53.4, align 8, !dbg !115, !tbaa !60
  %arrayidx55.4 = getelementptr inbounds i8, ptr %call16, i64 32, !dbg !117
  %9 = load double, ptr %arrayidx55.4, align 8, !dbg !117, !tbaa !60
  %call56.4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, double noundef %9), !dbg !118
    #dbg_value(i64 5, !103, !DIExpression(), !114)
  %arrayidx53.5 = getelementptr inbounds i8, ptr %call10, i64 40, !dbg !115
  %10 = load double, ptr %arrayidx53.5, align 8, !dbg !115, !tbaa !60
  %arrayidx55.5 = getelementptr inbounds i8, ptr %call16, i64 40, !dbg !117
  %11 = load double, ptr %arrayidx55.5, align 8, !dbg !117, !tbaa !60
  %call56.5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, double noundef %11), !dbg !118
    #dbg_value(i64 6, !103, !DIExpression(), !114)
  %arrayidx53.6 = getelementptr inbounds i8, ptr %call10, i64 48, !dbg !115
  %12 = load double, ptr %arrayidx53.6, align 8, !dbg !115, !tbaa !60
  %arrayidx55.6 = getelementptr inbounds i8, ptr %call16, i64 48, !dbg !117
  %13 = load double, ptr %arrayidx55.6, align 8, !dbg !117, !tbaa !60
  %call56.6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %12, double noundef %13), !dbg !118
    #dbg_value(i64 7, !103, !DIExpression(), !114)
  %arrayidx53.7 = getelementptr inbounds i8, ptr %call10, i64 56, !dbg !115
  %14 = load double, ptr %arrayidx53.7, align 8, !dbg !115, !tbaa !60
  %arrayidx55.7 = getelementptr inbounds i8, ptr %call16, i64 56, !dbg !117
  %15 = load double, ptr %arrayidx55.7, align 8, !dbg !117, !tbaa !60
  %call56.7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %14, double noundef %15), !dbg !118
    #dbg_value(i64 8, !103, !DIExpression(), !114)
  %arrayidx53.8 = getelementptr inbounds i8, ptr %call10, i64 64, !dbg !115
  %16 = load double, ptr %arrayidx53.8, align 8, !dbg !115, !tbaa !60
  %arrayidx55.8 = getelementptr inbounds i8, ptr %call16, i64 64, !dbg !117
  %17 = load double, ptr %arrayidx55.8, align 8, !dbg !117, !tbaa !60
  %call56.8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %16, double noundef %17), !dbg !118
    #dbg_value(i64 9, !103, !DIExpression(), !114)
  %arrayidx53.9 = getelementptr inbounds i8, ptr %call10, i64 72, !dbg !115
  %18 = load double, ptr %arrayidx53.9, align 8, !dbg !115, !tbaa !60
  %arrayidx55.9 = getelementptr inbounds i8, ptr %call16, i64 72, !dbg !117
  %19 = load double, ptr %arrayidx55.9, align 8, !dbg !117, !tbaa !60
  %call56.9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %18, double noundef %19), !dbg !118
    #dbg_value(i64 10, !103, !DIExpression(), !114)
  %arrayidx53.10 = getelementptr inbounds i8, ptr %call10, i64 80, !dbg !115
  %20 = load double, ptr %arrayidx53.10, align 8, !dbg !115, !tbaa !60
  %arrayidx55.10 = getelementptr inbounds i8, ptr %call16, i64 80, !dbg !117
  %21 = load double, ptr %arrayidx55.10, align 8, !dbg !117, !tbaa !60
  %call56.10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, double noundef %21), !dbg !118
    #dbg_value(i64 11, !103, !DIExpression(), !114)
  %arrayidx53.11 = getelementptr inbounds i8, ptr %call10, i64 88, !dbg !115
  %22 = load double, ptr %arrayidx53.11, align 8, !dbg !115, !tbaa !60
  %arrayidx55.11 = getelementptr inbounds i8, ptr %call16, i64 88, !dbg !117
  %23 = load double, ptr %arrayidx55.11, align 8, !dbg !117, !tbaa !60
  %call56.11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %22, double noundef %23), !dbg !118
    #dbg_value(i64 12, !103, !DIExpression(), !114)
  %arrayidx53.12 = getelementptr inbounds i8, ptr %call10, i64 96, !dbg !115
  %24 = load double, ptr %arrayidx53.12, align 8, !dbg !115, !tbaa !60
  %arrayidx55.12 = getelementptr inbounds i8, ptr %call16, i64 96, !dbg !117
  %25 = load double, ptr %arrayidx55.12, align 8, !dbg !117, !tbaa !60
  %call56.12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %24, double noundef %25), !dbg !118
    #dbg_value(i64 13, !103, !DIExpression(), !114)
  %arrayidx53.13 = getelementptr inbounds i8, ptr %call10, i64 104, !dbg !115
  %26 = load double, ptr %arrayidx53.13, align 8, !dbg !115, !tbaa !60
  %arrayidx55.13 = getelementptr inbounds i8, ptr %call16, i64 104, !dbg !117
  %27 = load double, ptr %arrayidx55.13, align 8, !dbg !117, !tbaa !60
  %call56.13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %26, double noundef %27), !dbg !118
    #dbg_value(i64 14, !103, !DIExpression(), !114)
  %arrayidx53.14 = getelementptr inbounds i8, ptr %call10, i64 112, !dbg !115
  %28 = load double, ptr %arrayidx53.14, align 8, !dbg !115, !tbaa !60
  %arrayidx55.14 = getelementptr inbounds i8, ptr %call16, i64 112, !dbg !117
  %29 = load double, ptr %arrayidx55.14, align 8, !dbg !117, !tbaa !60
  %call56.14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %28, double noundef %29), !dbg !118
    #dbg_value(i64 15, !103, !DIExpression(), !114)
  %arrayidx53.15 = getelementptr inbounds i8, ptr %call10, i64 120, !dbg !115
  %30 = load double, ptr %arrayidx53.15, align 8, !dbg !115, !tbaa !60
  %arrayidx55.15 = getelementptr inbounds i8, ptr %call16, i64 120, !dbg !117
  %31 = load double, ptr %arrayidx55.15, align 8, !dbg !117, !tbaa !60
  %call56.15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %30, double noundef %31), !dbg !118
    #dbg_value(i64 16, !103, !DIExpression(), !114)
  %arrayidx53.16 = getelementptr inbounds i8, ptr %call10, i64 128, !dbg !115
  %32 = load double, ptr %arrayidx53.16, align 8, !dbg !115, !tbaa !60
  %arrayidx55.16 = getelementptr inbounds i8, ptr %call16, i64 128, !dbg !117
  %33 = load double, ptr %arrayidx55.16, align 8, !dbg !117, !tbaa !60
  %call56.16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %32, double noundef %33), !dbg !118
    #dbg_value(i64 17, !103, !DIExpression(), !114)
  %arrayidx53.17 = getelementptr inbounds i8, ptr %call10, i64 136, !dbg !115
  %34 = load double, ptr %arrayidx53.17, align 8, !dbg !115, !tbaa !60
  %arrayidx55.17 = getelementptr inbounds i8, ptr %call16, i64 136, !dbg !117
  %35 = load double, ptr %arrayidx55.17, align 8, !dbg !117, !tbaa !60
  %call56.17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %34, double noundef %35), !dbg !118
    #dbg_value(i64 18, !103, !DIExpression(), !114)
  %arrayidx53.18 = getelementptr inbounds i8, ptr %call10, i64 144, !dbg !115
  %36 = load double, ptr %arrayidx53.18, align 8, !dbg !115, !tbaa !60
  %arrayidx55.18 = getelementptr inbounds i8, ptr %call16, i64 144, !dbg !117
  %37 = load double, ptr %arrayidx55.18, align 8, !dbg !117, !tbaa !60
  %call56.18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %36, double noundef %37), !dbg !118
    #dbg_value(i64 19, !103, !DIExpression(), !114)
  %arrayidx53.19 = getelementptr inbounds i8, ptr %call10, i64 152, !dbg !115
  %38 = load double, ptr %arrayidx53.19, align 8, !dbg !115, !tbaa !60
  %arrayidx55.19 = getelementptr inbounds i8, ptr %call16, i64 152, !dbg !117
  %39 = load double, ptr %arrayidx55.19, align 8, !dbg !117, !tbaa !60
  %call56.19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %38, double noundef %39), !dbg !118
    #dbg_value(i64 20, !103, !DIExpression(), !114)
  %arrayidx53.20 = getelementptr inbounds i8, ptr %call10, i64 160, !dbg !115
  %40 = load double, ptr %arrayidx53.20, align 8, !dbg !115, !tbaa !60
  %arrayidx55.20 = getelementptr inbounds i8, ptr %call16, i64 160, !dbg !117
  %41 = load double, ptr %arrayidx55.20, align 8, !dbg !117, !tbaa !60
  %call56.20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %40, double noundef %41), !dbg !118
    #dbg_value(i64 21, !103, !DIExpression(), !114)
  %arrayidx53.21 = getelementptr inbounds i8, ptr %call10, i64 168, !dbg !115
  %42 = load double, ptr %arrayidx53.21, align 8, !dbg !115, !tbaa !60
  %arrayidx55.21 = getelementptr inbounds i8, ptr %call16, i64 168, !dbg !117
  %43 = load double, ptr %arrayidx55.21, align 8, !dbg !117, !tbaa !60
  %call56.21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %42, double noundef %43), !dbg !118
    #dbg_value(i64 22, !103, !DIExpression(), !114)
  %arrayidx53.22 = getelementptr inbounds i8, ptr %call10, i64 176, !dbg !115
  %44 = load double, ptr %arrayidx53.22, align 8, !dbg !115, !tbaa !60
  %arrayidx55.22 = getelementptr inbounds i8, ptr %call16, i64 176, !dbg !117
  %45 = load double, ptr %arrayidx55.22, align 8, !dbg !117, !tbaa !60
  %call56.22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %44, double noundef %45), !dbg !118
    #dbg_value(i64 23, !103, !DIExpression(), !114)
  %arrayidx53.23 = getelementptr inbounds i8, ptr %call10, i64 184, !dbg !115
  %46 = load double, ptr %arrayidx53.23, align 8, !dbg !115, !tbaa !60
  %arrayidx55.23 = getelementptr inbounds i8, ptr %call16, i64 184, !dbg !117
  %47 = load double, ptr %arrayidx55.23, align 8, !dbg !117, !tbaa !60
  %call56.23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %46, double noundef %47), !dbg !118
    #dbg_value(i64 24, !103, !DIExpression(), !114)
  %arrayidx53.24 = getelementptr inbounds i8, ptr %call10, i64 192, !dbg !115
  %48 = load double, ptr %arrayidx53.24, align 8, !dbg !115, !tbaa !60
  %arrayidx55.24 = getelementptr inbounds i8, ptr %call16, i64 192, !dbg !117
  %49 = load double, ptr %arrayidx55.24, align 8, !dbg !117, !tbaa !60
  %call56.24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %48, double noundef %49), !dbg !118
    #dbg_value(i64 25, !103, !DIExpression(), !114)
  %arrayidx53.25 = getelementptr inbounds i8, ptr %call10, i64 200, !dbg !115
  %50 = load double, ptr %arrayidx53.25, align 8, !dbg !115, !tbaa !60
  %arrayidx55.25 = getelementptr inbounds i8, ptr %call16, i64 200, !dbg !117
  %51 = load double, ptr %arrayidx55.25, align 8, !dbg !117, !tbaa !60
  %call56.25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %50, double noundef %51), !dbg !118
    #dbg_value(i64 26, !103, !DIExpression(), !114)
  %arrayidx53.26 = getelementptr inbounds i8, ptr %call10, i64 208, !dbg !115
  %52 = load double, ptr %arrayidx53.26, align 8, !dbg !115, !tbaa !60
  %arrayidx55.26 = getelementptr inbounds i8, ptr %call16, i64 208, !dbg !117
  %53 = load double, ptr %arrayidx55.26, align 8, !dbg !117, !tbaa !60
  %call56.26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %52, double noundef %53), !dbg !118
    #dbg_value(i64 27, !103, !DIExpression(), !114)
  %arrayidx53.27 = getelementptr inbounds i8, ptr %call10, i64 216, !dbg !115
  %54 = load double, ptr %arrayidx53.27, align 8, !dbg !115, !tbaa !60
  %arrayidx55.27 = getelementptr inbounds i8, ptr %call16, i64 216, !dbg !117
  %55 = load double, ptr %arrayidx55.27, align 8, !dbg !117, !tbaa !60
  %call56.27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %54, double noundef %55), !dbg !118
    #dbg_value(i64 28, !103, !DIExpression(), !114)
  %arrayidx53.28 = getelementptr inbounds i8, ptr %call10, i64 224, !dbg !115
  %56 = load double, ptr %arrayidx53.28, align 8, !dbg !115, !tbaa !60
  %arrayidx55.28 = getelementptr inbounds i8, ptr %call16, i64 224, !dbg !117
  %57 = load double, ptr %arrayidx55.28, align 8, !dbg !117, !tbaa !60
  %call56.28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56, double noundef %57), !dbg !118
    #dbg_value(i64 29, !103, !DIExpression(), !114)
  %arrayidx53.29 = getelementptr inbounds i8, ptr %call10, i64 232, !dbg !115
  %58 = load double, ptr %arrayidx53.29, align 8, !dbg !115, !tbaa !60
  %arrayidx55.29 = getelementptr inbounds i8, ptr %call16, i64 232, !dbg !117
  %59 = load double, ptr %arrayidx55.29, align 8, !dbg !117, !tbaa !60
  %call56.29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %58, double noundef %59), !dbg !118
    #dbg_value(i64 30, !103, !DIExpression(), !114)
  %arrayidx53.30 = getelementptr inbounds i8, ptr %call10, i64 240, !dbg !115
  %60 = load double, ptr %arrayidx53.30, align 8, !dbg !115, !tbaa !60
  %arrayidx55.30 = getelementptr inbounds i8, ptr %call16, i64 240, !dbg !117
  %61 = load double, ptr %arrayidx55.30, align 8, !dbg !117, !tbaa !60
  %call56.30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %60, double noundef %61), !dbg !118
    #dbg_value(i64 31, !103, !DIExpression(), !114)
  %arrayidx53.31 = getelementptr inbounds i8, ptr %call10, i64 248, !dbg !115
  %62 = load double, ptr %arrayidx53.31, align 8, !dbg !115, !tbaa !60
  %arrayidx55.31 = getelementptr inbounds i8, ptr %call16, i64 248, !dbg !117
  %63 = load double, ptr %arrayidx55.31, align 8, !dbg !117, !tbaa !60
  %call56.31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %62, double noundef %63), !dbg !118
    #dbg_value(i64 32, !103, !DIExpression(), !114)
  %arrayidx53.32 = getelementptr inbounds i8, ptr %call10, i64 256, !dbg !115
  %64 = load double, ptr %arrayidx53.32, align 8, !dbg !115, !tbaa !60
  %arrayidx55.32 = getelementptr inbounds i8, ptr %call16, i64 256, !dbg !117
  %65 = load double, ptr %arrayidx55.32, align 8, !dbg !117, !tbaa !60
  %call56.32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %64, double noundef %65), !dbg !118
    #dbg_value(i64 33, !103, !DIExpression(), !114)
  %arrayidx53.33 = getelementptr inbounds i8, ptr %call10, i64 264, !dbg !115
  %66 = load double, ptr %arrayidx53.33, align 8, !dbg !115, !tbaa !60
  %arrayidx55.33 = getelementptr inbounds i8, ptr %call16, i64 264, !dbg !117
  %67 = load double, ptr %arrayidx55.33, align 8, !dbg !117, !tbaa !60
  %call56.33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %66, double noundef %67), !dbg !118
    #dbg_value(i64 34, !103, !DIExpression(), !114)
  %arrayidx53.34 = getelementptr inbounds i8, ptr %call10, i64 272, !dbg !115
  %68 = load double, ptr %arrayidx53.34, align 8, !dbg !115, !tbaa !60
  %arrayidx55.34 = getelementptr inbounds i8, ptr %call16, i64 272, !dbg !117
  %69 = load double, ptr %arrayidx55.34, align 8, !dbg !117, !tbaa !60
  %call56.34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %68, double noundef %69), !dbg !118
    #dbg_value(i64 35, !103, !DIExpression(), !114)
  %arrayidx53.35 = getelementptr inbounds i8, ptr %call10, i64 280, !dbg !115
  %70 = load double, ptr %arrayidx53.35, align 8, !dbg !115, !tbaa !60
  %arrayidx55.35 = getelementptr inbounds i8, ptr %call16, i64 280, !dbg !117
  %71 = load double, ptr %arrayidx55.35, align 8, !dbg !117, !tbaa !60
  %call56.35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %70, double noundef %71), !dbg !118
    #dbg_value(i64 36, !103, !DIExpression(), !114)
  %arrayidx53.36 = getelementptr inbounds i8, ptr %call10, i64 288, !dbg !115
  %72 = load double, ptr %arrayidx53.36, align 8, !dbg !115, !tbaa !60
  %arrayidx55.36 = getelementptr inbounds i8, ptr %call16, i64 288, !dbg !117
  %73 = load double, ptr %arrayidx55.36, align 8, !dbg !117, !tbaa !60
  %call56.36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %72, double noundef %73), !dbg !118
    #dbg_value(i64 37, !103, !DIExpression(), !114)
  %arrayidx53.37 = getelementptr inbounds i8, ptr %call10, i64 296, !dbg !115
  %74 = load double, ptr %arrayidx53.37, align 8, !dbg !115, !tbaa !60
  %arrayidx55.37 = getelementptr inbounds i8, ptr %call16, i64 296, !dbg !117
  %75 = load double, ptr %arrayidx55.37, align 8, !dbg !117, !tbaa !60
  %call56.37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %74, double noundef %75), !dbg !118
    #dbg_value(i64 38, !103, !DIExpression(), !114)
  %arrayidx53.38 = getelementptr inbounds i8, ptr %call10, i64 304, !dbg !115
  %76 = load double, ptr %arrayidx53.38, align 8, !dbg !115, !tbaa !60
  %arrayidx55.38 = getelementptr inbounds i8, ptr %call16, i64 304, !dbg !117
  %77 = load double, ptr %arrayidx55.38, align 8, !dbg !117, !tbaa !60
  %call56.38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %76, double noundef %77), !dbg !118
    #dbg_value(i64 39, !103, !DIExpression(), !114)
  %arrayidx53.39 = getelementptr inbounds i8, ptr %call10, i64 312, !dbg !115
  %78 = load double, ptr %arrayidx53.39, align 8, !dbg !115, !tbaa !60
  %arrayidx55.39 = getelementptr inbounds i8, ptr %call16, i64 312, !dbg !117
  %79 = load double, ptr %arrayidx55.39, align 8, !dbg !117, !tbaa !60
  %call56.39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %78, double noundef %79), !dbg !118
    #dbg_value(i64 40, !103, !DIExpression(), !114)
  ret i32 0, !dbg !119

for.body:                                         ; preds = %entry, %for.cond.cleanup22
  %indvars.iv105 = phi i64 [ 0, %entry ], [ %indvars.iv.next106, %for.cond.cleanup22 ]
    #dbg_value(i64 %indvars.iv105, !97, !DIExpression(), !111)
  %rem.lhs.trunc = trunc i64 %indvars.iv105 to i8, !dbg !120
  %rem96 = urem i8 %rem.lhs.trunc, 7, !dbg !120
  %conv18 = uitofp nneg i8 %rem96 to double, !dbg !121
  %div = fdiv double %conv18, 7.000000e+00, !dbg !122
  %arrayidx = getelementptr inbounds double, ptr %call13, i64 %indvars.iv105, !dbg !123
  store double %div, ptr %arrayidx, align 8, !dbg !124, !tbaa !60
    #dbg_value(i32 0, !99, !DIExpression(), !125)
  %80 = mul nuw nsw i64 %indvars.iv105, 40
    #dbg_value(i32 0, !99, !DIExpression(), !125)
  br label %for.body23, !dbg !126

for.cond.cleanup22:                               ; preds = %for.body23
  %indvars.iv.next106 = add nuw nsw i64 %indvars.iv105, 1, !dbg !127
    #dbg_value(i64 %indvars.iv.next106, !97, !DIExpression(), !111)
  %exitcond109.not = icmp eq i64 %indvars.iv.next106, 40, !dbg !128
  br i1 %exitcond109.not, label %for.cond.cleanup, label %for.body, !dbg !112, !llvm.loop !129

for.body23:                                       ; preds = %for.body, %for.body23
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next, %for.body23 ]
    #dbg_value(i64 %indvars.iv, !99, !DIExpression(), !125)
  %81 = mul nuw nsw i64 %indvars.iv, %indvars.iv105, !dbg !131
  %82 = trunc i64 %81 to i32, !dbg !134
  %83 = add i32 %82, 1, !dbg !134
  %rem25 = urem i32 %83, 40, !dbg !134
  %conv26 = uitofp nneg i32 %rem25 to double, !dbg !135
  %div28 = fdiv double %conv26, 4.000000e+01, !dbg !136
  %84 = add nuw nsw i64 %indvars.iv, %80, !dbg !137
  %arrayidx32 = getelementptr inbounds double, ptr %call, i64 %84, !dbg !138
  store double %div28, ptr %arrayidx32, align 8, !dbg !139, !tbaa !60
  %85 = trunc i64 %81 to i32, !dbg !140
  %86 = add i32 %85, 2, !dbg !140
  %rem35 = urem i32 %86, 40, !dbg !140
  %conv36 = uitofp nneg i32 %rem35 to double, !dbg !141
  %div38 = fdiv double %conv36, 4.000000e+01, !dbg !142
  %arrayidx42 = getelementptr inbounds double, ptr %call7, i64 %84, !dbg !143
  store double %div38, ptr %arrayidx42, align 8, !dbg !144, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !145
    #dbg_value(i64 %indvars.iv.next, !99, !DIExpression(), !125)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 40, !dbg !146
  br i1 %exitcond.not, label %for.cond.cleanup22, label %for.body23, !dbg !126, !llvm.loop !147
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !149 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !157 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_gesummv.c", directory: "/tmp/s16/lt", checksumkind: CSK_MD5, checksum: "4ad5455253f68eb10da2b5336421c404")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "kernel_gesummv", scope: !2, file: !2, line: 5, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !22, !9, !9, !23, !23, !25, !23, !25}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !38, !41, !44, !45}
!27 = !DILocalVariable(name: "tsteps", arg: 1, scope: !19, file: !2, line: 5, type: !22)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !19, file: !2, line: 5, type: !22)
!29 = !DILocalVariable(name: "alpha", arg: 3, scope: !19, file: !2, line: 5, type: !9)
!30 = !DILocalVariable(name: "beta", arg: 4, scope: !19, file: !2, line: 5, type: !9)
!31 = !DILocalVariable(name: "A", arg: 5, scope: !19, file: !2, line: 6, type: !23)
!32 = !DILocalVariable(name: "B", arg: 6, scope: !19, file: !2, line: 6, type: !23)
!33 = !DILocalVariable(name: "tmp", arg: 7, scope: !19, file: !2, line: 6, type: !25)
!34 = !DILocalVariable(name: "x", arg: 8, scope: !19, file: !2, line: 7, type: !23)
!35 = !DILocalVariable(name: "y", arg: 9, scope: !19, file: !2, line: 7, type: !25)
!36 = !DILocalVariable(name: "t", scope: !37, file: !2, line: 9, type: !22)
!37 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 10, type: !22)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 10, column: 5)
!40 = distinct !DILexicalBlock(scope: !37, file: !2, line: 9, column: 3)
!41 = !DILocalVariable(name: "sa", scope: !42, file: !2, line: 11, type: !9)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 10, column: 33)
!43 = distinct !DILexicalBlock(scope: !39, file: !2, line: 10, column: 5)
!44 = !DILocalVariable(name: "sb", scope: !42, file: !2, line: 11, type: !9)
!45 = !DILocalVariable(name: "j", scope: !46, file: !2, line: 12, type: !22)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 12, column: 7)
!47 = !DILocation(line: 0, scope: !19)
!48 = !DILocation(line: 0, scope: !37)
!49 = !DILocation(line: 9, column: 21, scope: !40)
!50 = !DILocation(line: 9, column: 3, scope: !37)
!51 = !DILocation(line: 0, scope: !39)
!52 = !DILocation(line: 10, column: 5, scope: !39)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocation(line: 0, scope: !42)
!55 = !DILocation(line: 12, column: 7, scope: !46)
!56 = !DILocation(line: 13, column: 23, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 12, column: 35)
!58 = distinct !DILexicalBlock(scope: !46, file: !2, line: 12, column: 7)
!59 = !DILocation(line: 13, column: 15, scope: !57)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 13, column: 30, scope: !57)
!65 = !DILocation(line: 13, column: 12, scope: !57)
!66 = !DILocation(line: 14, column: 15, scope: !57)
!67 = !DILocation(line: 14, column: 12, scope: !57)
!68 = !DILocation(line: 12, column: 31, scope: !58)
!69 = !DILocation(line: 12, column: 25, scope: !58)
!70 = distinct !{!70, !55, !71, !72}
!71 = !DILocation(line: 15, column: 7, scope: !46)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 16, column: 7, scope: !42)
!74 = !DILocation(line: 16, column: 14, scope: !42)
!75 = !DILocation(line: 17, column: 32, scope: !42)
!76 = !DILocation(line: 17, column: 25, scope: !42)
!77 = !DILocation(line: 17, column: 7, scope: !42)
!78 = !DILocation(line: 17, column: 12, scope: !42)
!79 = !DILocation(line: 10, column: 29, scope: !43)
!80 = !DILocation(line: 10, column: 23, scope: !43)
!81 = distinct !{!81, !52, !82, !72}
!82 = !DILocation(line: 18, column: 5, scope: !39)
!83 = !DILocation(line: 9, column: 32, scope: !40)
!84 = distinct !{!84, !50, !85, !72}
!85 = !DILocation(line: 18, column: 5, scope: !37)
!86 = !DILocation(line: 19, column: 1, scope: !19)
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !88, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!22}
!90 = !{!91, !92, !93, !94, !95, !96, !97, !99, !103}
!91 = !DILocalVariable(name: "n", scope: !87, file: !2, line: 23, type: !22)
!92 = !DILocalVariable(name: "A", scope: !87, file: !2, line: 24, type: !25)
!93 = !DILocalVariable(name: "B", scope: !87, file: !2, line: 24, type: !25)
!94 = !DILocalVariable(name: "tmp", scope: !87, file: !2, line: 25, type: !25)
!95 = !DILocalVariable(name: "x", scope: !87, file: !2, line: 25, type: !25)
!96 = !DILocalVariable(name: "y", scope: !87, file: !2, line: 26, type: !25)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 27, type: !22)
!98 = distinct !DILexicalBlock(scope: !87, file: !2, line: 27, column: 3)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 29, type: !22)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 29, column: 5)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 27, column: 31)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 27, column: 3)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 35, type: !22)
!104 = distinct !DILexicalBlock(scope: !87, file: !2, line: 35, column: 3)
!105 = !DILocation(line: 0, scope: !87)
!106 = !DILocation(line: 24, column: 15, scope: !87)
!107 = !DILocation(line: 24, column: 52, scope: !87)
!108 = !DILocation(line: 25, column: 17, scope: !87)
!109 = !DILocation(line: 25, column: 50, scope: !87)
!110 = !DILocation(line: 26, column: 15, scope: !87)
!111 = !DILocation(line: 0, scope: !98)
!112 = !DILocation(line: 27, column: 3, scope: !98)
!113 = !DILocation(line: 34, column: 3, scope: !87)
!114 = !DILocation(line: 0, scope: !104)
!115 = !DILocation(line: 36, column: 27, scope: !116)
!116 = distinct !DILexicalBlock(scope: !104, file: !2, line: 35, column: 3)
!117 = !DILocation(line: 36, column: 35, scope: !116)
!118 = !DILocation(line: 36, column: 5, scope: !116)
!119 = !DILocation(line: 38, column: 1, scope: !87)
!120 = !DILocation(line: 28, column: 23, scope: !101)
!121 = !DILocation(line: 28, column: 12, scope: !101)
!122 = !DILocation(line: 28, column: 28, scope: !101)
!123 = !DILocation(line: 28, column: 5, scope: !101)
!124 = !DILocation(line: 28, column: 10, scope: !101)
!125 = !DILocation(line: 0, scope: !100)
!126 = !DILocation(line: 29, column: 5, scope: !100)
!127 = !DILocation(line: 27, column: 27, scope: !102)
!128 = !DILocation(line: 27, column: 21, scope: !102)
!129 = distinct !{!129, !112, !130, !72}
!130 = !DILocation(line: 33, column: 3, scope: !98)
!131 = !DILocation(line: 30, column: 34, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 29, column: 33)
!133 = distinct !DILexicalBlock(scope: !100, file: !2, line: 29, column: 5)
!134 = !DILocation(line: 30, column: 43, scope: !132)
!135 = !DILocation(line: 30, column: 22, scope: !132)
!136 = !DILocation(line: 30, column: 48, scope: !132)
!137 = !DILocation(line: 30, column: 15, scope: !132)
!138 = !DILocation(line: 30, column: 7, scope: !132)
!139 = !DILocation(line: 30, column: 20, scope: !132)
!140 = !DILocation(line: 31, column: 43, scope: !132)
!141 = !DILocation(line: 31, column: 22, scope: !132)
!142 = !DILocation(line: 31, column: 48, scope: !132)
!143 = !DILocation(line: 31, column: 7, scope: !132)
!144 = !DILocation(line: 31, column: 20, scope: !132)
!145 = !DILocation(line: 29, column: 29, scope: !133)
!146 = !DILocation(line: 29, column: 23, scope: !133)
!147 = distinct !{!147, !126, !148, !72}
!148 = !DILocation(line: 32, column: 5, scope: !100)
!149 = !DISubprogram(name: "malloc", scope: !150, file: !150, line: 553, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !154}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !155, line: 18, baseType: !156)
!155 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!156 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!157 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!22, !161, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

^0 = module: (path: "[Regular LTO]", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "malloc") ; guid = 2336192559129972258
^2 = gv: (name: "printf") ; guid = 7383291119112528047
^3 = gv: (name: ".str", summaries: (variable: (module: ^0, flags: (linkage: private, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 8129979100801410056
^4 = gv: (name: "main", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 238, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^1, relbf: 1280, tail: 1), (callee: ^5, relbf: 256, tail: 1), (callee: ^2, relbf: 10240, tail: 1)), refs: (^3)))) ; guid = 15822663052811949562
^5 = gv: (name: "kernel_gesummv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 39, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 18426173503638154447
^6 = blockcount: 0
