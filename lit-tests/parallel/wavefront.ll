; jacobi-2d time-tiled under option parallel, compiled with -fopenmp: the
; tiles of the skewed band (t, 2t+i, 2t+j) run in wavefronts, the first
; two tile loops' sum first; tiles of one wavefront share no dependence, so
; the second tile loop runs on OpenMP threads. The program prints what the
; original prints with 1, 2 and 3 threads, with one tile and with several
; (n = 300, 40 steps).
; RUN: %opt -passes='tessera<only=kernel_jacobi_2d;parallel>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.ref > %t.ref.out && %t.ref 300 40 > %t.ref300.out
; RUN: env OMP_NUM_THREADS=1 %t.exe 300 40 > %t.out && diff %t.out %t.ref300.out
; RUN: env OMP_NUM_THREADS=2 %t.exe 300 40 > %t.out && diff %t.out %t.ref300.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 300 40 > %t.out && diff %t.out %t.ref300.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_jacobi_2d.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_jacobi_2d(int tsteps, int n, double A[n][n], double B[n][n])
;    6| {
;    7|   for (int t = 0; t < tsteps; t++) {
;    8|     for (int i = 1; i < n - 1; i++)
;    9|       for (int j = 1; j < n - 1; j++)
;   10|         B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
;   11|     for (int i = 1; i < n - 1; i++)
;   12|       for (int j = 1; j < n - 1; j++)
;   13|         A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
;   14|   }
;   15| }
;   16|
;   17| int main(int argc, char **argv)
;   18| {
;   19|   int n = argc > 1 ? atoi(argv[1]) : 40, tsteps = argc > 2 ? atoi(argv[2]) : 10;
;   20|   double (*A)[n] = malloc(sizeof(double[n][n]));
;   21|   double (*B)[n] = malloc(sizeof(double[n][n]));
;   22|   for (int i = 0; i < n; i++)
;   23|     for (int j = 0; j < n; j++) {
;   24|       A[i][j] = ((double)i * (j + 2) + 2) / n;
;   25|       B[i][j] = ((double)i * (j + 3) + 3) / n;
;   26|     }
;   27|   kernel_jacobi_2d(tsteps, n, A, B);
;   28|   double s = 0;
;   29|   for (int i = 0; i < n; i++)
;   30|     for (int j = 0; j < n; j++)
;   31|       s += (A[i][j] + 2 * B[i][j]) * (1 + (i + j) % 5);
;   32|   printf("%.17g\n", s);
;   33|   return 0;
;   34| }
; END-SOURCE
;
; REMARK: remark: kernel_jacobi_2d.c:7:3: SCoP kernel_jacobi_2d.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by 32x32x256, the tiles in wavefronts (the first two tile loops' sum first: the second carries no dependence)
; REMARK: remark: kernel_jacobi_2d.c:7:3: SCoP kernel_jacobi_2d.scop0 runs one loop on OpenMP threads (static schedule): loop c1 (nothing privatized)
; CHECK-LABEL: define {{.*}} @kernel_jacobi_2d(
; CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @tessera.omp.ident.2, i32 1, ptr @kernel_jacobi_2d.tessera.par,

; ModuleID = 'kernel_jacobi_2d.c'
source_filename = "kernel_jacobi_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_jacobi_2d(i32 noundef %tsteps, i32 noundef %n, ptr nocapture noundef %A, ptr nocapture noundef %B) local_unnamed_addr #0 !dbg !24 {
entry:
    #dbg_value(i32 %tsteps, !32, !DIExpression(), !50)
    #dbg_value(i32 %n, !33, !DIExpression(), !50)
    #dbg_value(ptr %A, !34, !DIExpression(), !50)
    #dbg_value(ptr %B, !35, !DIExpression(), !50)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !36, !DIExpression(), !51)
  %cmp150 = icmp sgt i32 %tsteps, 0, !dbg !52
  br i1 %cmp150, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !53

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2144 = icmp sgt i32 %n, 2
  br i1 %cmp2144, label %for.cond1.preheader.us.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.us.preheader:              ; preds = %for.cond1.preheader.lr.ph
  %sub = add i32 %n, -1
  %wide.trip.count196 = zext i32 %sub to i64
  br label %for.cond1.preheader.us.us, !dbg !53

for.cond1.preheader.us.us:                        ; preds = %for.cond1.preheader.us.us.preheader, %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us
  %t.0151.us.us = phi i32 [ %inc94.us.us, %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us ], [ 0, %for.cond1.preheader.us.us.preheader ]
    #dbg_value(i32 %t.0151.us.us, !36, !DIExpression(), !51)
    #dbg_value(i32 1, !38, !DIExpression(), !54)
  br label %for.cond5.preheader.us.us.us, !dbg !55

for.cond5.preheader.us.us.us:                     ; preds = %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, %for.cond1.preheader.us.us
  %indvars.iv192 = phi i64 [ %indvars.iv.next193, %for.cond5.for.cond.cleanup8_crit_edge.us.us.us ], [ 1, %for.cond1.preheader.us.us ]
    #dbg_value(i64 %indvars.iv192, !38, !DIExpression(), !54)
    #dbg_value(i32 1, !42, !DIExpression(), !56)
  %1 = mul nuw nsw i64 %indvars.iv192, %0
  %arrayidx.us.us.us = getelementptr inbounds double, ptr %A, i64 %1
  %indvars.iv.next193 = add nuw nsw i64 %indvars.iv192, 1, !dbg !57
  %2 = mul nuw nsw i64 %indvars.iv.next193, %0
  %arrayidx25.us.us.us = getelementptr inbounds double, ptr %A, i64 %2
  %3 = add nsw i64 %indvars.iv192, -1
  %4 = mul nuw nsw i64 %3, %0
  %arrayidx31.us.us.us = getelementptr inbounds double, ptr %A, i64 %4
  %arrayidx36.us.us.us = getelementptr inbounds double, ptr %B, i64 %1
  br label %for.body9.us.us.us, !dbg !58

for.body9.us.us.us:                               ; preds = %for.body9.us.us.us, %for.cond5.preheader.us.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body9.us.us.us ], [ 1, %for.cond5.preheader.us.us.us ]
    #dbg_value(i64 %indvars.iv, !42, !DIExpression(), !56)
  %arrayidx11.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us.us, i64 %indvars.iv, !dbg !59
  %5 = load double, ptr %arrayidx11.us.us.us, align 8, !dbg !59, !tbaa !61
  %arrayidx16.us.us.us = getelementptr i8, ptr %arrayidx11.us.us.us, i64 -8, !dbg !65
  %6 = load double, ptr %arrayidx16.us.us.us, align 8, !dbg !65, !tbaa !61
  %add.us.us.us = fadd double %5, %6, !dbg !66
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !67
  %arrayidx21.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us.us, i64 %indvars.iv.next, !dbg !68
  %7 = load double, ptr %arrayidx21.us.us.us, align 8, !dbg !68, !tbaa !61
  %add22.us.us.us = fadd double %add.us.us.us, %7, !dbg !69
  %arrayidx27.us.us.us = getelementptr inbounds double, ptr %arrayidx25.us.us.us, i64 %indvars.iv, !dbg !70
  %8 = load double, ptr %arrayidx27.us.us.us, align 8, !dbg !70, !tbaa !61
  %add28.us.us.us = fadd double %add22.us.us.us, %8, !dbg !71
  %arrayidx33.us.us.us = getelementptr inbounds double, ptr %arrayidx31.us.us.us, i64 %indvars.iv, !dbg !72
  %9 = load double, ptr %arrayidx33.us.us.us, align 8, !dbg !72, !tbaa !61
  %add34.us.us.us = fadd double %add28.us.us.us, %9, !dbg !73
  %mul.us.us.us = fmul double %add34.us.us.us, 2.000000e-01, !dbg !74
  %arrayidx38.us.us.us = getelementptr inbounds double, ptr %arrayidx36.us.us.us, i64 %indvars.iv, !dbg !75
  store double %mul.us.us.us, ptr %arrayidx38.us.us.us, align 8, !dbg !76, !tbaa !61
    #dbg_value(i64 %indvars.iv.next, !42, !DIExpression(), !56)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count196, !dbg !77
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, label %for.body9.us.us.us, !dbg !58, !llvm.loop !78

for.cond5.for.cond.cleanup8_crit_edge.us.us.us:   ; preds = %for.body9.us.us.us
    #dbg_value(i64 %indvars.iv.next193, !38, !DIExpression(), !54)
  %exitcond197.not = icmp eq i64 %indvars.iv.next193, %wide.trip.count196, !dbg !81
  br i1 %exitcond197.not, label %for.cond49.preheader.us.us.us, label %for.cond5.preheader.us.us.us, !dbg !55, !llvm.loop !82

for.cond49.preheader.us.us.us:                    ; preds = %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, %for.cond49.for.cond.cleanup52_crit_edge.us.us.us
  %indvars.iv203 = phi i64 [ %indvars.iv.next204, %for.cond49.for.cond.cleanup52_crit_edge.us.us.us ], [ 1, %for.cond5.for.cond.cleanup8_crit_edge.us.us.us ]
    #dbg_value(i64 %indvars.iv203, !45, !DIExpression(), !84)
    #dbg_value(i32 1, !47, !DIExpression(), !85)
  %10 = mul nuw nsw i64 %indvars.iv203, %0
  %arrayidx55.us.us.us = getelementptr inbounds double, ptr %B, i64 %10
  %indvars.iv.next204 = add nuw nsw i64 %indvars.iv203, 1, !dbg !86
  %11 = mul nuw nsw i64 %indvars.iv.next204, %0
  %arrayidx72.us.us.us = getelementptr inbounds double, ptr %B, i64 %11
  %12 = add nsw i64 %indvars.iv203, -1
  %13 = mul nuw nsw i64 %12, %0
  %arrayidx78.us.us.us = getelementptr inbounds double, ptr %B, i64 %13
  %arrayidx84.us.us.us = getelementptr inbounds double, ptr %A, i64 %10
  br label %for.body53.us.us.us, !dbg !87

for.body53.us.us.us:                              ; preds = %for.body53.us.us.us, %for.cond49.preheader.us.us.us
  %indvars.iv198 = phi i64 [ %indvars.iv.next199, %for.body53.us.us.us ], [ 1, %for.cond49.preheader.us.us.us ]
    #dbg_value(i64 %indvars.iv198, !47, !DIExpression(), !85)
  %arrayidx57.us.us.us = getelementptr inbounds double, ptr %arrayidx55.us.us.us, i64 %indvars.iv198, !dbg !88
  %14 = load double, ptr %arrayidx57.us.us.us, align 8, !dbg !88, !tbaa !61
  %arrayidx62.us.us.us = getelementptr i8, ptr %arrayidx57.us.us.us, i64 -8, !dbg !90
  %15 = load double, ptr %arrayidx62.us.us.us, align 8, !dbg !90, !tbaa !61
  %add63.us.us.us = fadd double %14, %15, !dbg !91
  %indvars.iv.next199 = add nuw nsw i64 %indvars.iv198, 1, !dbg !92
  %arrayidx68.us.us.us = getelementptr inbounds double, ptr %arrayidx55.us.us.us, i64 %indvars.iv.next199, !dbg !93
  %16 = load double, ptr %arrayidx68.us.us.us, align 8, !dbg !93, !tbaa !61
  %add69.us.us.us = fadd double %add63.us.us.us, %16, !dbg !94
  %arrayidx74.us.us.us = getelementptr inbounds double, ptr %arrayidx72.us.us.us, i64 %indvars.iv198, !dbg !95
  %17 = load double, ptr %arrayidx74.us.us.us, align 8, !dbg !95, !tbaa !61
  %add75.us.us.us = fadd double %add69.us.us.us, %17, !dbg !96
  %arrayidx80.us.us.us = getelementptr inbounds double, ptr %arrayidx78.us.us.us, i64 %indvars.iv198, !dbg !97
  %18 = load double, ptr %arrayidx80.us.us.us, align 8, !dbg !97, !tbaa !61
  %add81.us.us.us = fadd double %add75.us.us.us, %18, !dbg !98
  %mul82.us.us.us = fmul double %add81.us.us.us, 2.000000e-01, !dbg !99
  %arrayidx86.us.us.us = getelementptr inbounds double, ptr %arrayidx84.us.us.us, i64 %indvars.iv198, !dbg !100
  store double %mul82.us.us.us, ptr %arrayidx86.us.us.us, align 8, !dbg !101, !tbaa !61
    #dbg_value(i64 %indvars.iv.next199, !47, !DIExpression(), !85)
  %exitcond202.not = icmp eq i64 %indvars.iv.next199, %wide.trip.count196, !dbg !102
  br i1 %exitcond202.not, label %for.cond49.for.cond.cleanup52_crit_edge.us.us.us, label %for.body53.us.us.us, !dbg !87, !llvm.loop !103

for.cond49.for.cond.cleanup52_crit_edge.us.us.us: ; preds = %for.body53.us.us.us
    #dbg_value(i64 %indvars.iv.next204, !45, !DIExpression(), !84)
  %exitcond208.not = icmp eq i64 %indvars.iv.next204, %wide.trip.count196, !dbg !105
  br i1 %exitcond208.not, label %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us, label %for.cond49.preheader.us.us.us, !dbg !106, !llvm.loop !107

for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us: ; preds = %for.cond49.for.cond.cleanup52_crit_edge.us.us.us
  %inc94.us.us = add nuw nsw i32 %t.0151.us.us, 1, !dbg !109
    #dbg_value(i32 %inc94.us.us, !36, !DIExpression(), !51)
  %exitcond209.not = icmp eq i32 %inc94.us.us, %tsteps, !dbg !52
  br i1 %exitcond209.not, label %for.cond.cleanup, label %for.cond1.preheader.us.us, !dbg !53, !llvm.loop !110

for.cond.cleanup:                                 ; preds = %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us, %for.cond1.preheader.lr.ph, %entry
  ret void, !dbg !112
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !113 {
entry:
    #dbg_value(i32 %argc, !117, !DIExpression(), !134)
    #dbg_value(ptr %argv, !118, !DIExpression(), !134)
  %cmp = icmp sgt i32 %argc, 1, !dbg !135
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !136

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !137
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !137, !tbaa !138
    #dbg_value(ptr %0, !140, !DIExpression(), !148)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !150
  %conv.i = trunc i64 %call.i to i32, !dbg !151
    #dbg_value(i32 %conv.i, !119, !DIExpression(), !134)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !152
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !153

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !154
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !154, !tbaa !138
    #dbg_value(ptr %1, !140, !DIExpression(), !155)
  %call.i99 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #6, !dbg !157
  %conv.i100 = trunc i64 %call.i99 to i32, !dbg !158
  br label %cond.end6, !dbg !153

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond103 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 40, %entry ]
  %cond7 = phi i32 [ %conv.i100, %cond.true2 ], [ 10, %cond.end ], [ 10, %entry ], !dbg !153
    #dbg_value(i32 %cond7, !120, !DIExpression(), !134)
  %2 = zext i32 %cond103 to i64, !dbg !159
  %3 = shl nuw nsw i64 %2, 3, !dbg !160
  %4 = mul i64 %3, %2, !dbg !160
  %call8 = tail call noalias ptr @malloc(i64 noundef %4) #7, !dbg !161
    #dbg_value(ptr %call8, !121, !DIExpression(), !134)
  %call9 = tail call noalias ptr @malloc(i64 noundef %4) #7, !dbg !162
    #dbg_value(ptr %call9, !122, !DIExpression(), !134)
    #dbg_value(i32 0, !123, !DIExpression(), !163)
  %cmp10106 = icmp sgt i32 %cond103, 0, !dbg !164
  br i1 %cmp10106, label %for.cond11.preheader.lr.ph, label %for.cond.cleanup.thread, !dbg !165

for.cond.cleanup.thread:                          ; preds = %cond.end6
  tail call void @kernel_jacobi_2d(i32 noundef %cond7, i32 noundef %cond103, ptr noundef %call8, ptr noundef %call9), !dbg !166
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !134)
    #dbg_value(i32 0, !129, !DIExpression(), !167)
  br label %for.cond.cleanup36, !dbg !168

for.cond11.preheader.lr.ph:                       ; preds = %cond.end6
  %conv16 = uitofp nneg i32 %cond103 to double
  br label %for.cond11.preheader.us, !dbg !165

for.cond11.preheader.us:                          ; preds = %for.cond11.for.cond.cleanup13_crit_edge.us, %for.cond11.preheader.lr.ph
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.cond11.for.cond.cleanup13_crit_edge.us ], [ 0, %for.cond11.preheader.lr.ph ]
    #dbg_value(i64 %indvars.iv118, !123, !DIExpression(), !163)
    #dbg_value(i32 0, !125, !DIExpression(), !169)
  %5 = trunc nuw nsw i64 %indvars.iv118 to i32
  %conv.us = uitofp nneg i32 %5 to double
  %6 = mul nuw nsw i64 %indvars.iv118, %2
  %arrayidx17.us = getelementptr inbounds double, ptr %call8, i64 %6
  %arrayidx26.us = getelementptr inbounds double, ptr %call9, i64 %6
  br label %for.body14.us, !dbg !170

for.body14.us:                                    ; preds = %for.cond11.preheader.us, %for.body14.us
  %indvars.iv = phi i64 [ 0, %for.cond11.preheader.us ], [ %indvars.iv.next, %for.body14.us ]
    #dbg_value(i64 %indvars.iv, !125, !DIExpression(), !169)
  %7 = trunc i64 %indvars.iv to i32, !dbg !171
  %8 = add i32 %7, 2, !dbg !171
  %conv15.us = uitofp nneg i32 %8 to double, !dbg !171
  %9 = tail call double @llvm.fmuladd.f64(double %conv.us, double %conv15.us, double 2.000000e+00), !dbg !174
  %div.us = fdiv double %9, %conv16, !dbg !175
  %arrayidx19.us = getelementptr inbounds double, ptr %arrayidx17.us, i64 %indvars.iv, !dbg !176
  store double %div.us, ptr %arrayidx19.us, align 8, !dbg !177, !tbaa !61
  %10 = trunc i64 %indvars.iv to i32, !dbg !178
  %11 = add i32 %10, 3, !dbg !178
  %conv22.us = uitofp nneg i32 %11 to double, !dbg !178
  %12 = tail call double @llvm.fmuladd.f64(double %conv.us, double %conv22.us, double 3.000000e+00), !dbg !179
  %div24.us = fdiv double %12, %conv16, !dbg !180
  %arrayidx28.us = getelementptr inbounds double, ptr %arrayidx26.us, i64 %indvars.iv, !dbg !181
  store double %div24.us, ptr %arrayidx28.us, align 8, !dbg !182, !tbaa !61
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !183
    #dbg_value(i64 %indvars.iv.next, !125, !DIExpression(), !169)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !184
  br i1 %exitcond.not, label %for.cond11.for.cond.cleanup13_crit_edge.us, label %for.body14.us, !dbg !170, !llvm.loop !185

for.cond11.for.cond.cleanup13_crit_edge.us:       ; preds = %for.body14.us
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1, !dbg !187
    #dbg_value(i64 %indvars.iv.next119, !123, !DIExpression(), !163)
  %exitcond122.not = icmp eq i64 %indvars.iv.next119, %2, !dbg !164
  br i1 %exitcond122.not, label %for.cond.cleanup, label %for.cond11.preheader.us, !dbg !165, !llvm.loop !188

for.cond.cleanup:                                 ; preds = %for.cond11.for.cond.cleanup13_crit_edge.us
  tail call void @kernel_jacobi_2d(i32 noundef %cond7, i32 noundef %cond103, ptr noundef nonnull %call8, ptr noundef nonnull %call9), !dbg !166
    #dbg_value(double 0.000000e+00, !128, !DIExpression(), !134)
    #dbg_value(i32 0, !129, !DIExpression(), !167)
  br i1 %cmp10106, label %for.cond39.preheader.us, label %for.cond.cleanup36, !dbg !168

for.cond39.preheader.us:                          ; preds = %for.cond.cleanup, %for.cond39.for.cond.cleanup42_crit_edge.us
  %indvars.iv129 = phi i64 [ %indvars.iv.next130, %for.cond39.for.cond.cleanup42_crit_edge.us ], [ 0, %for.cond.cleanup ]
  %s.0112.us = phi double [ %19, %for.cond39.for.cond.cleanup42_crit_edge.us ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv129, !129, !DIExpression(), !167)
    #dbg_value(i32 0, !131, !DIExpression(), !190)
    #dbg_value(double %s.0112.us, !128, !DIExpression(), !134)
  %13 = mul nuw nsw i64 %indvars.iv129, %2
  %arrayidx45.us = getelementptr inbounds double, ptr %call8, i64 %13
  %arrayidx49.us = getelementptr inbounds double, ptr %call9, i64 %13
  br label %for.body43.us, !dbg !191

for.body43.us:                                    ; preds = %for.cond39.preheader.us, %for.body43.us
  %indvars.iv123 = phi i64 [ 0, %for.cond39.preheader.us ], [ %indvars.iv.next124, %for.body43.us ]
  %s.1109.us = phi double [ %s.0112.us, %for.cond39.preheader.us ], [ %19, %for.body43.us ]
    #dbg_value(i64 %indvars.iv123, !131, !DIExpression(), !190)
    #dbg_value(double %s.1109.us, !128, !DIExpression(), !134)
  %arrayidx47.us = getelementptr inbounds double, ptr %arrayidx45.us, i64 %indvars.iv123, !dbg !192
  %14 = load double, ptr %arrayidx47.us, align 8, !dbg !192, !tbaa !61
  %arrayidx51.us = getelementptr inbounds double, ptr %arrayidx49.us, i64 %indvars.iv123, !dbg !194
  %15 = load double, ptr %arrayidx51.us, align 8, !dbg !194, !tbaa !61
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %14), !dbg !195
  %17 = add nuw nsw i64 %indvars.iv123, %indvars.iv129, !dbg !196
  %18 = trunc nuw i64 %17 to i32, !dbg !197
  %rem.us = urem i32 %18, 5, !dbg !197
  %add53.us = add nuw nsw i32 %rem.us, 1, !dbg !198
  %conv54.us = uitofp nneg i32 %add53.us to double, !dbg !199
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %conv54.us, double %s.1109.us), !dbg !200
    #dbg_value(double %19, !128, !DIExpression(), !134)
  %indvars.iv.next124 = add nuw nsw i64 %indvars.iv123, 1, !dbg !201
    #dbg_value(i64 %indvars.iv.next124, !131, !DIExpression(), !190)
  %exitcond128.not = icmp eq i64 %indvars.iv.next124, %2, !dbg !202
  br i1 %exitcond128.not, label %for.cond39.for.cond.cleanup42_crit_edge.us, label %for.body43.us, !dbg !191, !llvm.loop !203

for.cond39.for.cond.cleanup42_crit_edge.us:       ; preds = %for.body43.us
  %indvars.iv.next130 = add nuw nsw i64 %indvars.iv129, 1, !dbg !205
    #dbg_value(i64 %indvars.iv.next130, !129, !DIExpression(), !167)
    #dbg_value(double poison, !128, !DIExpression(), !134)
  %exitcond133.not = icmp eq i64 %indvars.iv.next130, %2, !dbg !206
  br i1 %exitcond133.not, label %for.cond.cleanup36, label %for.cond39.preheader.us, !dbg !168, !llvm.loop !207

for.cond.cleanup36:                               ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %19, %for.cond39.for.cond.cleanup42_crit_edge.us ], !dbg !209
  %call61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !212 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare !dbg !218 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !223 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_jacobi_2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "e72b016db4f0068ba2e5d7a919c6ded7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !13}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"openmp", i32 51}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "kernel_jacobi_2d", scope: !2, file: !2, line: 5, type: !25, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !10, !10, !27, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: -1)
!31 = !{!32, !33, !34, !35, !36, !38, !42, !45, !47}
!32 = !DILocalVariable(name: "tsteps", arg: 1, scope: !24, file: !2, line: 5, type: !10)
!33 = !DILocalVariable(name: "n", arg: 2, scope: !24, file: !2, line: 5, type: !10)
!34 = !DILocalVariable(name: "A", arg: 3, scope: !24, file: !2, line: 5, type: !27)
!35 = !DILocalVariable(name: "B", arg: 4, scope: !24, file: !2, line: 5, type: !27)
!36 = !DILocalVariable(name: "t", scope: !37, file: !2, line: 7, type: !10)
!37 = distinct !DILexicalBlock(scope: !24, file: !2, line: 7, column: 3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 8, type: !10)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 8, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 36)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 7, column: 3)
!42 = !DILocalVariable(name: "j", scope: !43, file: !2, line: 9, type: !10)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 9, column: 7)
!44 = distinct !DILexicalBlock(scope: !39, file: !2, line: 8, column: 5)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 11, type: !10)
!46 = distinct !DILexicalBlock(scope: !40, file: !2, line: 11, column: 5)
!47 = !DILocalVariable(name: "j", scope: !48, file: !2, line: 12, type: !10)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 12, column: 7)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 11, column: 5)
!50 = !DILocation(line: 0, scope: !24)
!51 = !DILocation(line: 0, scope: !37)
!52 = !DILocation(line: 7, column: 21, scope: !41)
!53 = !DILocation(line: 7, column: 3, scope: !37)
!54 = !DILocation(line: 0, scope: !39)
!55 = !DILocation(line: 8, column: 5, scope: !39)
!56 = !DILocation(line: 0, scope: !43)
!57 = !DILocation(line: 8, column: 33, scope: !44)
!58 = !DILocation(line: 9, column: 7, scope: !43)
!59 = !DILocation(line: 10, column: 26, scope: !60)
!60 = distinct !DILexicalBlock(scope: !43, file: !2, line: 9, column: 7)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 10, column: 36, scope: !60)
!66 = !DILocation(line: 10, column: 34, scope: !60)
!67 = !DILocation(line: 10, column: 57, scope: !60)
!68 = !DILocation(line: 10, column: 50, scope: !60)
!69 = !DILocation(line: 10, column: 48, scope: !60)
!70 = !DILocation(line: 10, column: 64, scope: !60)
!71 = !DILocation(line: 10, column: 62, scope: !60)
!72 = !DILocation(line: 10, column: 78, scope: !60)
!73 = !DILocation(line: 10, column: 76, scope: !60)
!74 = !DILocation(line: 10, column: 23, scope: !60)
!75 = !DILocation(line: 10, column: 9, scope: !60)
!76 = !DILocation(line: 10, column: 17, scope: !60)
!77 = !DILocation(line: 9, column: 25, scope: !60)
!78 = distinct !{!78, !58, !79, !80}
!79 = !DILocation(line: 10, column: 89, scope: !43)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 8, column: 23, scope: !44)
!82 = distinct !{!82, !55, !83, !80}
!83 = !DILocation(line: 10, column: 89, scope: !39)
!84 = !DILocation(line: 0, scope: !46)
!85 = !DILocation(line: 0, scope: !48)
!86 = !DILocation(line: 11, column: 33, scope: !49)
!87 = !DILocation(line: 12, column: 7, scope: !48)
!88 = !DILocation(line: 13, column: 26, scope: !89)
!89 = distinct !DILexicalBlock(scope: !48, file: !2, line: 12, column: 7)
!90 = !DILocation(line: 13, column: 36, scope: !89)
!91 = !DILocation(line: 13, column: 34, scope: !89)
!92 = !DILocation(line: 13, column: 57, scope: !89)
!93 = !DILocation(line: 13, column: 50, scope: !89)
!94 = !DILocation(line: 13, column: 48, scope: !89)
!95 = !DILocation(line: 13, column: 64, scope: !89)
!96 = !DILocation(line: 13, column: 62, scope: !89)
!97 = !DILocation(line: 13, column: 78, scope: !89)
!98 = !DILocation(line: 13, column: 76, scope: !89)
!99 = !DILocation(line: 13, column: 23, scope: !89)
!100 = !DILocation(line: 13, column: 9, scope: !89)
!101 = !DILocation(line: 13, column: 17, scope: !89)
!102 = !DILocation(line: 12, column: 25, scope: !89)
!103 = distinct !{!103, !87, !104, !80}
!104 = !DILocation(line: 13, column: 89, scope: !48)
!105 = !DILocation(line: 11, column: 23, scope: !49)
!106 = !DILocation(line: 11, column: 5, scope: !46)
!107 = distinct !{!107, !106, !108, !80}
!108 = !DILocation(line: 13, column: 89, scope: !46)
!109 = !DILocation(line: 7, column: 32, scope: !41)
!110 = distinct !{!110, !53, !111, !80}
!111 = !DILocation(line: 14, column: 3, scope: !37)
!112 = !DILocation(line: 15, column: 1, scope: !24)
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !114, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!10, !10, !11}
!116 = !{!117, !118, !119, !120, !121, !122, !123, !125, !128, !129, !131}
!117 = !DILocalVariable(name: "argc", arg: 1, scope: !113, file: !2, line: 17, type: !10)
!118 = !DILocalVariable(name: "argv", arg: 2, scope: !113, file: !2, line: 17, type: !11)
!119 = !DILocalVariable(name: "n", scope: !113, file: !2, line: 19, type: !10)
!120 = !DILocalVariable(name: "tsteps", scope: !113, file: !2, line: 19, type: !10)
!121 = !DILocalVariable(name: "A", scope: !113, file: !2, line: 20, type: !27)
!122 = !DILocalVariable(name: "B", scope: !113, file: !2, line: 21, type: !27)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 22, type: !10)
!124 = distinct !DILexicalBlock(scope: !113, file: !2, line: 22, column: 3)
!125 = !DILocalVariable(name: "j", scope: !126, file: !2, line: 23, type: !10)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 23, column: 5)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 22, column: 3)
!128 = !DILocalVariable(name: "s", scope: !113, file: !2, line: 28, type: !9)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 29, type: !10)
!130 = distinct !DILexicalBlock(scope: !113, file: !2, line: 29, column: 3)
!131 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 30, type: !10)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 30, column: 5)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 29, column: 3)
!134 = !DILocation(line: 0, scope: !113)
!135 = !DILocation(line: 19, column: 16, scope: !113)
!136 = !DILocation(line: 19, column: 11, scope: !113)
!137 = !DILocation(line: 19, column: 27, scope: !113)
!138 = !{!139, !139, i64 0}
!139 = !{!"any pointer", !63, i64 0}
!140 = !DILocalVariable(name: "__nptr", arg: 1, scope: !141, file: !142, line: 362, type: !145)
!141 = distinct !DISubprogram(name: "atoi", scope: !142, file: !142, line: 362, type: !143, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !147)
!142 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!143 = !DISubroutineType(types: !144)
!144 = !{!10, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!147 = !{!140}
!148 = !DILocation(line: 0, scope: !141, inlinedAt: !149)
!149 = distinct !DILocation(line: 19, column: 22, scope: !113)
!150 = !DILocation(line: 364, column: 16, scope: !141, inlinedAt: !149)
!151 = !DILocation(line: 364, column: 10, scope: !141, inlinedAt: !149)
!152 = !DILocation(line: 19, column: 56, scope: !113)
!153 = !DILocation(line: 19, column: 51, scope: !113)
!154 = !DILocation(line: 19, column: 67, scope: !113)
!155 = !DILocation(line: 0, scope: !141, inlinedAt: !156)
!156 = distinct !DILocation(line: 19, column: 62, scope: !113)
!157 = !DILocation(line: 364, column: 16, scope: !141, inlinedAt: !156)
!158 = !DILocation(line: 364, column: 10, scope: !141, inlinedAt: !156)
!159 = !DILocation(line: 20, column: 3, scope: !113)
!160 = !DILocation(line: 20, column: 27, scope: !113)
!161 = !DILocation(line: 20, column: 20, scope: !113)
!162 = !DILocation(line: 21, column: 20, scope: !113)
!163 = !DILocation(line: 0, scope: !124)
!164 = !DILocation(line: 22, column: 21, scope: !127)
!165 = !DILocation(line: 22, column: 3, scope: !124)
!166 = !DILocation(line: 27, column: 3, scope: !113)
!167 = !DILocation(line: 0, scope: !130)
!168 = !DILocation(line: 29, column: 3, scope: !130)
!169 = !DILocation(line: 0, scope: !126)
!170 = !DILocation(line: 23, column: 5, scope: !126)
!171 = !DILocation(line: 24, column: 30, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 23, column: 33)
!173 = distinct !DILexicalBlock(scope: !126, file: !2, line: 23, column: 5)
!174 = !DILocation(line: 24, column: 38, scope: !172)
!175 = !DILocation(line: 24, column: 43, scope: !172)
!176 = !DILocation(line: 24, column: 7, scope: !172)
!177 = !DILocation(line: 24, column: 15, scope: !172)
!178 = !DILocation(line: 25, column: 30, scope: !172)
!179 = !DILocation(line: 25, column: 38, scope: !172)
!180 = !DILocation(line: 25, column: 43, scope: !172)
!181 = !DILocation(line: 25, column: 7, scope: !172)
!182 = !DILocation(line: 25, column: 15, scope: !172)
!183 = !DILocation(line: 23, column: 29, scope: !173)
!184 = !DILocation(line: 23, column: 23, scope: !173)
!185 = distinct !{!185, !170, !186, !80}
!186 = !DILocation(line: 26, column: 5, scope: !126)
!187 = !DILocation(line: 22, column: 27, scope: !127)
!188 = distinct !{!188, !165, !189, !80}
!189 = !DILocation(line: 26, column: 5, scope: !124)
!190 = !DILocation(line: 0, scope: !132)
!191 = !DILocation(line: 30, column: 5, scope: !132)
!192 = !DILocation(line: 31, column: 13, scope: !193)
!193 = distinct !DILexicalBlock(scope: !132, file: !2, line: 30, column: 5)
!194 = !DILocation(line: 31, column: 27, scope: !193)
!195 = !DILocation(line: 31, column: 21, scope: !193)
!196 = !DILocation(line: 31, column: 46, scope: !193)
!197 = !DILocation(line: 31, column: 51, scope: !193)
!198 = !DILocation(line: 31, column: 41, scope: !193)
!199 = !DILocation(line: 31, column: 38, scope: !193)
!200 = !DILocation(line: 31, column: 9, scope: !193)
!201 = !DILocation(line: 30, column: 29, scope: !193)
!202 = !DILocation(line: 30, column: 23, scope: !193)
!203 = distinct !{!203, !191, !204, !80}
!204 = !DILocation(line: 31, column: 54, scope: !132)
!205 = !DILocation(line: 29, column: 27, scope: !133)
!206 = !DILocation(line: 29, column: 21, scope: !133)
!207 = distinct !{!207, !168, !208, !80}
!208 = !DILocation(line: 31, column: 54, scope: !130)
!209 = !DILocation(line: 28, column: 10, scope: !113)
!210 = !DILocation(line: 32, column: 3, scope: !113)
!211 = !DILocation(line: 34, column: 1, scope: !113)
!212 = !DISubprogram(name: "malloc", scope: !142, file: !142, line: 553, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!13, !215}
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !216, line: 18, baseType: !217)
!216 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!217 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!218 = !DISubprogram(name: "printf", scope: !219, file: !219, line: 356, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!220 = !DISubroutineType(types: !221)
!221 = !{!10, !222, null}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!223 = !DISubprogram(name: "strtol", scope: !142, file: !142, line: 177, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!226, !222, !227, !10}
!226 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)

