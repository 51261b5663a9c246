; fdtd-2d in a clang -O3 build: a stencil stepped by a time loop (its
; reads of fict[t] move with t, its writes do not). GVN's load PRE carries
; one value across iterations in a register; read from memory again, its
; copy statement dropped, isl's band spans all three loops and is time-tiled
; 32x16x256 (the middle size from the cache model), each statement's own
; stride-1 loop innermost. The output of the regenerated program is the
; original's.
; RUN: %opt -passes='tessera<only=kernel_fdtd_2d;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_fdtd_2d.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny], double ey[nx][ny],
;    6|                     double hz[nx][ny], double fict[tmax])
;    7| {
;    8|   for (int t = 0; t < tmax; t++) {
;    9|     for (int j = 0; j < ny; j++)
;   10|       ey[0][j] = fict[t];
;   11|     for (int i = 1; i < nx; i++)
;   12|       for (int j = 0; j < ny; j++)
;   13|         ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
;   14|     for (int i = 0; i < nx; i++)
;   15|       for (int j = 1; j < ny; j++)
;   16|         ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
;   17|     for (int i = 0; i < nx - 1; i++)
;   18|       for (int j = 0; j < ny - 1; j++)
;   19|         hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
;   20|   }
;   21| }
;   22|
;   23| int main(void)
;   24| {
;   25|   int tmax = 10, nx = 40, ny = 48;
;   26|   double (*ex)[ny] = malloc(sizeof(double[nx][ny]));
;   27|   double (*ey)[ny] = malloc(sizeof(double[nx][ny]));
;   28|   double (*hz)[ny] = malloc(sizeof(double[nx][ny]));
;   29|   double *fict = malloc(sizeof(double) * tmax);
;   30|   for (int t = 0; t < tmax; t++)
;   31|     fict[t] = (double)t;
;   32|   for (int i = 0; i < nx; i++)
;   33|     for (int j = 0; j < ny; j++) {
;   34|       ex[i][j] = ((double)i * (j + 1)) / nx;
;   35|       ey[i][j] = ((double)i * (j + 2)) / ny;
;   36|       hz[i][j] = ((double)i * (j + 3)) / nx;
;   37|     }
;   38|   kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);
;   39|   double s = 0;
;   40|   for (int i = 0; i < nx; i++)
;   41|     for (int j = 0; j < ny; j++)
;   42|       s += (ex[i][j] + 2 * ey[i][j] + 3 * hz[i][j]) * (1 + (i + j) % 5);
;   43|   printf("%.17g\n", s);
;   44|   return 0;
;   45| }
; END-SOURCE
;
; REMARK: remark: kernel_fdtd_2d.c:8:3: SCoP kernel_fdtd_2d.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by 32x16x256; in a tile, each statement's innermost loop in original order; 1 register-carried value(s) read from memory again, 1 copy statement(s) dropped
; REMARK: remark: kernel_fdtd_2d.c:8:3: regenerated SCoP kernel_fdtd_2d.scop0 (8 loops, 5 statements) from its schedule
; AST: // kernel_fdtd_2d.scop0: regenerated loop nest
; AST: for (int c0 = 0; c0 <= ({{.*}}) / 32; c0 += 1)

; ModuleID = 'kernel_fdtd_2d.c'
source_filename = "kernel_fdtd_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_fdtd_2d(i32 noundef %tmax, i32 noundef %nx, i32 noundef %ny, ptr nocapture noundef %ex, ptr nocapture noundef %ey, ptr nocapture noundef %hz, ptr nocapture noundef readonly %fict) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %tmax, !29, !DIExpression(), !57)
    #dbg_value(i32 %nx, !30, !DIExpression(), !57)
    #dbg_value(i32 %ny, !31, !DIExpression(), !57)
    #dbg_value(ptr %ex, !32, !DIExpression(), !57)
    #dbg_value(ptr %ey, !33, !DIExpression(), !57)
    #dbg_value(ptr %hz, !34, !DIExpression(), !57)
    #dbg_value(ptr %fict, !35, !DIExpression(), !57)
  %0 = zext i32 %ny to i64
    #dbg_value(i32 0, !36, !DIExpression(), !58)
  %cmp199 = icmp sgt i32 %tmax, 0, !dbg !59
  br i1 %cmp199, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !60

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2185 = icmp sgt i32 %ny, 0
  %cmp9189 = icmp slt i32 %nx, 2
  %cmp42193 = icmp slt i32 %nx, 1
  %cmp47191 = icmp slt i32 %ny, 2
  %sub76 = add i32 %nx, -1
  %sub82 = add i32 %ny, -1
  %wide.trip.count239 = zext nneg i32 %tmax to i64, !dbg !59
  %wide.trip.count214 = zext nneg i32 %nx to i64
  %wide.trip.count224 = zext nneg i32 %nx to i64
  %wide.trip.count234 = zext nneg i32 %sub76 to i64
  %wide.trip.count229 = zext i32 %sub82 to i64
  br label %for.cond1.preheader, !dbg !60

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup78
  %indvars.iv236 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next237, %for.cond.cleanup78 ]
    #dbg_value(i64 %indvars.iv236, !36, !DIExpression(), !58)
    #dbg_value(i32 0, !38, !DIExpression(), !61)
  br i1 %cmp2185, label %for.body4.lr.ph, label %for.cond.cleanup78, !dbg !62

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %arrayidx = getelementptr inbounds double, ptr %fict, i64 %indvars.iv236
  %.pre = load double, ptr %arrayidx, align 8, !dbg !63, !tbaa !65
  br label %for.body4, !dbg !62

for.cond.cleanup:                                 ; preds = %for.cond.cleanup78, %entry
  ret void, !dbg !69

for.cond8.preheader:                              ; preds = %for.body4
    #dbg_value(i32 1, !42, !DIExpression(), !70)
  br i1 %cmp9189, label %for.cond41.preheader, label %for.cond13.preheader.lr.ph, !dbg !71

for.cond13.preheader.lr.ph:                       ; preds = %for.cond8.preheader
  br i1 %cmp2185, label %for.cond13.preheader.us, label %for.cond.cleanup78

for.cond13.preheader.us:                          ; preds = %for.cond13.preheader.lr.ph, %for.cond13.for.cond.cleanup15_crit_edge.us
  %indvars.iv210 = phi i64 [ %indvars.iv.next211, %for.cond13.for.cond.cleanup15_crit_edge.us ], [ 1, %for.cond13.preheader.lr.ph ]
    #dbg_value(i64 %indvars.iv210, !42, !DIExpression(), !70)
    #dbg_value(i32 0, !44, !DIExpression(), !72)
  %1 = mul nuw nsw i64 %indvars.iv210, %0
  %arrayidx18.us = getelementptr inbounds double, ptr %ey, i64 %1
  %arrayidx22.us = getelementptr inbounds double, ptr %hz, i64 %1
  %2 = add nsw i64 %indvars.iv210, -1
  %3 = mul nuw nsw i64 %2, %0
  %arrayidx26.us = getelementptr inbounds double, ptr %hz, i64 %3
  br label %for.body16.us, !dbg !73

for.body16.us:                                    ; preds = %for.cond13.preheader.us, %for.body16.us
  %indvars.iv205 = phi i64 [ 0, %for.cond13.preheader.us ], [ %indvars.iv.next206, %for.body16.us ]
    #dbg_value(i64 %indvars.iv205, !44, !DIExpression(), !72)
  %arrayidx20.us = getelementptr inbounds double, ptr %arrayidx18.us, i64 %indvars.iv205, !dbg !74
  %4 = load double, ptr %arrayidx20.us, align 8, !dbg !74, !tbaa !65
  %arrayidx24.us = getelementptr inbounds double, ptr %arrayidx22.us, i64 %indvars.iv205, !dbg !76
  %5 = load double, ptr %arrayidx24.us, align 8, !dbg !76, !tbaa !65
  %arrayidx28.us = getelementptr inbounds double, ptr %arrayidx26.us, i64 %indvars.iv205, !dbg !77
  %6 = load double, ptr %arrayidx28.us, align 8, !dbg !77, !tbaa !65
  %sub29.us = fsub double %5, %6, !dbg !78
  %7 = tail call double @llvm.fmuladd.f64(double %sub29.us, double -5.000000e-01, double %4), !dbg !79
  store double %7, ptr %arrayidx20.us, align 8, !dbg !80, !tbaa !65
  %indvars.iv.next206 = add nuw nsw i64 %indvars.iv205, 1, !dbg !81
    #dbg_value(i64 %indvars.iv.next206, !44, !DIExpression(), !72)
  %exitcond209.not = icmp eq i64 %indvars.iv.next206, %0, !dbg !82
  br i1 %exitcond209.not, label %for.cond13.for.cond.cleanup15_crit_edge.us, label %for.body16.us, !dbg !73, !llvm.loop !83

for.cond13.for.cond.cleanup15_crit_edge.us:       ; preds = %for.body16.us
  %indvars.iv.next211 = add nuw nsw i64 %indvars.iv210, 1, !dbg !86
    #dbg_value(i64 %indvars.iv.next211, !42, !DIExpression(), !70)
  %exitcond215.not = icmp eq i64 %indvars.iv.next211, %wide.trip.count214, !dbg !87
  br i1 %exitcond215.not, label %for.cond41.preheader, label %for.cond13.preheader.us, !dbg !71, !llvm.loop !88

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !61)
  %arrayidx7 = getelementptr inbounds double, ptr %ey, i64 %indvars.iv, !dbg !90
  store double %.pre, ptr %arrayidx7, align 8, !dbg !91, !tbaa !65
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !92
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !61)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !93
  br i1 %exitcond.not, label %for.cond8.preheader, label %for.body4, !dbg !62, !llvm.loop !94

for.cond41.preheader:                             ; preds = %for.cond13.for.cond.cleanup15_crit_edge.us, %for.cond8.preheader
    #dbg_value(i32 0, !47, !DIExpression(), !96)
  %brmerge249 = or i1 %cmp42193, %cmp47191, !dbg !97
  br i1 %brmerge249, label %for.cond.cleanup78, label %for.cond46.preheader.us, !dbg !97

for.cond46.preheader.us:                          ; preds = %for.cond41.preheader, %for.cond46.for.cond.cleanup48_crit_edge.us
  %indvars.iv221 = phi i64 [ %indvars.iv.next222, %for.cond46.for.cond.cleanup48_crit_edge.us ], [ 0, %for.cond41.preheader ]
    #dbg_value(i64 %indvars.iv221, !47, !DIExpression(), !96)
    #dbg_value(i32 1, !49, !DIExpression(), !98)
  %8 = mul nuw nsw i64 %indvars.iv221, %0
  %arrayidx51.us = getelementptr inbounds double, ptr %ex, i64 %8
  %arrayidx55.us = getelementptr inbounds double, ptr %hz, i64 %8
  br label %for.body49.us, !dbg !99

for.body49.us:                                    ; preds = %for.cond46.preheader.us, %for.body49.us
  %indvars.iv216 = phi i64 [ 1, %for.cond46.preheader.us ], [ %indvars.iv.next217, %for.body49.us ]
    #dbg_value(i64 %indvars.iv216, !49, !DIExpression(), !98)
  %arrayidx53.us = getelementptr inbounds double, ptr %arrayidx51.us, i64 %indvars.iv216, !dbg !100
  %9 = load double, ptr %arrayidx53.us, align 8, !dbg !100, !tbaa !65
  %arrayidx57.us = getelementptr inbounds double, ptr %arrayidx55.us, i64 %indvars.iv216, !dbg !102
  %10 = load double, ptr %arrayidx57.us, align 8, !dbg !102, !tbaa !65
  %arrayidx62.us = getelementptr i8, ptr %arrayidx57.us, i64 -8, !dbg !103
  %11 = load double, ptr %arrayidx62.us, align 8, !dbg !103, !tbaa !65
  %sub63.us = fsub double %10, %11, !dbg !104
  %12 = tail call double @llvm.fmuladd.f64(double %sub63.us, double -5.000000e-01, double %9), !dbg !105
  store double %12, ptr %arrayidx53.us, align 8, !dbg !106, !tbaa !65
  %indvars.iv.next217 = add nuw nsw i64 %indvars.iv216, 1, !dbg !107
    #dbg_value(i64 %indvars.iv.next217, !49, !DIExpression(), !98)
  %exitcond220.not = icmp eq i64 %indvars.iv.next217, %0, !dbg !108
  br i1 %exitcond220.not, label %for.cond46.for.cond.cleanup48_crit_edge.us, label %for.body49.us, !dbg !99, !llvm.loop !109

for.cond46.for.cond.cleanup48_crit_edge.us:       ; preds = %for.body49.us
  %indvars.iv.next222 = add nuw nsw i64 %indvars.iv221, 1, !dbg !111
    #dbg_value(i64 %indvars.iv.next222, !47, !DIExpression(), !96)
  %exitcond225.not = icmp eq i64 %indvars.iv.next222, %wide.trip.count224, !dbg !112
  br i1 %exitcond225.not, label %for.cond75.preheader, label %for.cond46.preheader.us, !dbg !97, !llvm.loop !113

for.cond75.preheader:                             ; preds = %for.cond46.for.cond.cleanup48_crit_edge.us
    #dbg_value(i32 0, !52, !DIExpression(), !115)
  %brmerge244 = or i1 %cmp9189, %cmp47191, !dbg !116
  br i1 %brmerge244, label %for.cond.cleanup78, label %for.cond81.preheader.us, !dbg !116

for.cond81.preheader.us:                          ; preds = %for.cond75.preheader, %for.cond81.for.cond.cleanup84_crit_edge.us
  %indvars.iv231 = phi i64 [ %indvars.iv.next232, %for.cond81.for.cond.cleanup84_crit_edge.us ], [ 0, %for.cond75.preheader ]
    #dbg_value(i64 %indvars.iv231, !52, !DIExpression(), !115)
    #dbg_value(i32 0, !54, !DIExpression(), !117)
  %13 = mul nuw nsw i64 %indvars.iv231, %0
  %arrayidx87.us = getelementptr inbounds double, ptr %hz, i64 %13
  %arrayidx91.us = getelementptr inbounds double, ptr %ex, i64 %13
  %indvars.iv.next232 = add nuw nsw i64 %indvars.iv231, 1, !dbg !118
  %14 = mul nuw nsw i64 %indvars.iv.next232, %0
  %arrayidx101.us = getelementptr inbounds double, ptr %ey, i64 %14
  %arrayidx106.us = getelementptr inbounds double, ptr %ey, i64 %13
  br label %for.body85.us, !dbg !119

for.body85.us:                                    ; preds = %for.cond81.preheader.us, %for.body85.us
  %indvars.iv226 = phi i64 [ 0, %for.cond81.preheader.us ], [ %indvars.iv.next227, %for.body85.us ]
    #dbg_value(i64 %indvars.iv226, !54, !DIExpression(), !117)
  %arrayidx89.us = getelementptr inbounds double, ptr %arrayidx87.us, i64 %indvars.iv226, !dbg !120
  %15 = load double, ptr %arrayidx89.us, align 8, !dbg !120, !tbaa !65
  %indvars.iv.next227 = add nuw nsw i64 %indvars.iv226, 1, !dbg !122
  %arrayidx93.us = getelementptr inbounds double, ptr %arrayidx91.us, i64 %indvars.iv.next227, !dbg !123
  %16 = load double, ptr %arrayidx93.us, align 8, !dbg !123, !tbaa !65
  %arrayidx97.us = getelementptr inbounds double, ptr %arrayidx91.us, i64 %indvars.iv226, !dbg !124
  %17 = load double, ptr %arrayidx97.us, align 8, !dbg !124, !tbaa !65
  %sub98.us = fsub double %16, %17, !dbg !125
  %arrayidx103.us = getelementptr inbounds double, ptr %arrayidx101.us, i64 %indvars.iv226, !dbg !126
  %18 = load double, ptr %arrayidx103.us, align 8, !dbg !126, !tbaa !65
  %add104.us = fadd double %sub98.us, %18, !dbg !127
  %arrayidx108.us = getelementptr inbounds double, ptr %arrayidx106.us, i64 %indvars.iv226, !dbg !128
  %19 = load double, ptr %arrayidx108.us, align 8, !dbg !128, !tbaa !65
  %sub109.us = fsub double %add104.us, %19, !dbg !129
  %20 = tail call double @llvm.fmuladd.f64(double %sub109.us, double 0xBFE6666666666666, double %15), !dbg !130
  store double %20, ptr %arrayidx89.us, align 8, !dbg !131, !tbaa !65
    #dbg_value(i64 %indvars.iv.next227, !54, !DIExpression(), !117)
  %exitcond230.not = icmp eq i64 %indvars.iv.next227, %wide.trip.count229, !dbg !132
  br i1 %exitcond230.not, label %for.cond81.for.cond.cleanup84_crit_edge.us, label %for.body85.us, !dbg !119, !llvm.loop !133

for.cond81.for.cond.cleanup84_crit_edge.us:       ; preds = %for.body85.us
    #dbg_value(i64 %indvars.iv.next232, !52, !DIExpression(), !115)
  %exitcond235.not = icmp eq i64 %indvars.iv.next232, %wide.trip.count234, !dbg !135
  br i1 %exitcond235.not, label %for.cond.cleanup78, label %for.cond81.preheader.us, !dbg !116, !llvm.loop !136

for.cond.cleanup78:                               ; preds = %for.cond1.preheader, %for.cond41.preheader, %for.cond81.for.cond.cleanup84_crit_edge.us, %for.cond75.preheader, %for.cond13.preheader.lr.ph
  %indvars.iv.next237 = add nuw nsw i64 %indvars.iv236, 1, !dbg !138
    #dbg_value(i64 %indvars.iv.next237, !36, !DIExpression(), !58)
  %exitcond240.not = icmp eq i64 %indvars.iv.next237, %wide.trip.count239, !dbg !59
  br i1 %exitcond240.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !60, !llvm.loop !139
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !141 {
entry:
    #dbg_value(i32 10, !145, !DIExpression(), !165)
    #dbg_value(i32 40, !146, !DIExpression(), !165)
    #dbg_value(i32 48, !147, !DIExpression(), !165)
  %call = tail call noalias dereferenceable_or_null(15360) ptr @malloc(i64 noundef 15360) #5, !dbg !166
    #dbg_value(ptr %call, !148, !DIExpression(), !165)
  %call1 = tail call noalias dereferenceable_or_null(15360) ptr @malloc(i64 noundef 15360) #5, !dbg !167
    #dbg_value(ptr %call1, !149, !DIExpression(), !165)
  %call2 = tail call noalias dereferenceable_or_null(15360) ptr @malloc(i64 noundef 15360) #5, !dbg !168
    #dbg_value(ptr %call2, !150, !DIExpression(), !165)
  %call3 = tail call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #5, !dbg !169
    #dbg_value(ptr %call3, !151, !DIExpression(), !165)
    #dbg_value(i32 0, !152, !DIExpression(), !170)
    #dbg_value(i64 0, !152, !DIExpression(), !170)
  store double 0.000000e+00, ptr %call3, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 1, !152, !DIExpression(), !170)
  %arrayidx.1 = getelementptr inbounds i8, ptr %call3, i64 8, !dbg !173
  store double 1.000000e+00, ptr %arrayidx.1, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 2, !152, !DIExpression(), !170)
  %arrayidx.2 = getelementptr inbounds i8, ptr %call3, i64 16, !dbg !173
  store double 2.000000e+00, ptr %arrayidx.2, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 3, !152, !DIExpression(), !170)
  %arrayidx.3 = getelementptr inbounds i8, ptr %call3, i64 24, !dbg !173
  store double 3.000000e+00, ptr %arrayidx.3, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 4, !152, !DIExpression(), !170)
  %arrayidx.4 = getelementptr inbounds i8, ptr %call3, i64 32, !dbg !173
  store double 4.000000e+00, ptr %arrayidx.4, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 5, !152, !DIExpression(), !170)
  %arrayidx.5 = getelementptr inbounds i8, ptr %call3, i64 40, !dbg !173
  store double 5.000000e+00, ptr %arrayidx.5, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 6, !152, !DIExpression(), !170)
  %arrayidx.6 = getelementptr inbounds i8, ptr %call3, i64 48, !dbg !173
  store double 6.000000e+00, ptr %arrayidx.6, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 7, !152, !DIExpression(), !170)
  %arrayidx.7 = getelementptr inbounds i8, ptr %call3, i64 56, !dbg !173
  store double 7.000000e+00, ptr %arrayidx.7, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 8, !152, !DIExpression(), !170)
  %arrayidx.8 = getelementptr inbounds i8, ptr %call3, i64 64, !dbg !173
  store double 8.000000e+00, ptr %arrayidx.8, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 9, !152, !DIExpression(), !170)
  %arrayidx.9 = getelementptr inbounds i8, ptr %call3, i64 72, !dbg !173
  store double 9.000000e+00, ptr %arrayidx.9, align 8, !dbg !171, !tbaa !65
    #dbg_value(i64 10, !152, !DIExpression(), !170)
  br label %for.cond11.preheader, !dbg !174

for.cond11.preheader:                             ; preds = %entry, %for.cond.cleanup14
  %indvars.iv152 = phi i64 [ 0, %entry ], [ %indvars.iv.next153, %for.cond.cleanup14 ]
    #dbg_value(i64 %indvars.iv152, !154, !DIExpression(), !175)
  %0 = mul nuw nsw i64 %indvars.iv152, 48
  %arrayidx21 = getelementptr inbounds double, ptr %call, i64 %0
  %arrayidx31 = getelementptr inbounds double, ptr %call1, i64 %0
  %arrayidx41 = getelementptr inbounds double, ptr %call2, i64 %0
    #dbg_value(i32 0, !156, !DIExpression(), !176)
  br label %for.body15, !dbg !177

for.cond.cleanup9:                                ; preds = %for.cond.cleanup14
  tail call void @kernel_fdtd_2d(i32 noundef 10, i32 noundef 40, i32 noundef 48, ptr noundef nonnull %call, ptr noundef nonnull %call1, ptr noundef nonnull %call2, ptr noundef nonnull %call3), !dbg !178
    #dbg_value(double 0.000000e+00, !159, !DIExpression(), !165)
    #dbg_value(i32 0, !160, !DIExpression(), !179)
  br label %for.cond57.preheader, !dbg !180

for.cond.cleanup14:                               ; preds = %for.body15
  %indvars.iv.next153 = add nuw nsw i64 %indvars.iv152, 1, !dbg !181
    #dbg_value(i64 %indvars.iv.next153, !154, !DIExpression(), !175)
  %exitcond156.not = icmp eq i64 %indvars.iv.next153, 40, !dbg !182
  br i1 %exitcond156.not, label %for.cond.cleanup9, label %for.cond11.preheader, !dbg !174, !llvm.loop !183

for.body15:                                       ; preds = %for.cond11.preheader, %for.body15
  %indvars.iv = phi i64 [ 0, %for.cond11.preheader ], [ %indvars.iv.next, %for.body15 ]
    #dbg_value(i64 %indvars.iv, !156, !DIExpression(), !176)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !185
  %1 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv152, !dbg !188
  %2 = trunc nuw nsw i64 %1 to i32, !dbg !188
  %mul18 = uitofp nneg i32 %2 to double, !dbg !188
  %div = fdiv double %mul18, 4.000000e+01, !dbg !189
  %arrayidx23 = getelementptr inbounds double, ptr %arrayidx21, i64 %indvars.iv, !dbg !190
  store double %div, ptr %arrayidx23, align 8, !dbg !191, !tbaa !65
  %3 = add nuw nsw i64 %indvars.iv, 2, !dbg !192
  %4 = mul nuw nsw i64 %3, %indvars.iv152, !dbg !193
  %5 = trunc nuw nsw i64 %4 to i32, !dbg !193
  %mul27 = uitofp nneg i32 %5 to double, !dbg !193
  %div29 = fdiv double %mul27, 4.800000e+01, !dbg !194
  %arrayidx33 = getelementptr inbounds double, ptr %arrayidx31, i64 %indvars.iv, !dbg !195
  store double %div29, ptr %arrayidx33, align 8, !dbg !196, !tbaa !65
  %6 = add nuw nsw i64 %indvars.iv, 3, !dbg !197
  %7 = mul nuw nsw i64 %6, %indvars.iv152, !dbg !198
  %8 = trunc nuw nsw i64 %7 to i32, !dbg !198
  %mul37 = uitofp nneg i32 %8 to double, !dbg !198
  %div39 = fdiv double %mul37, 4.000000e+01, !dbg !199
  %arrayidx43 = getelementptr inbounds double, ptr %arrayidx41, i64 %indvars.iv, !dbg !200
  store double %div39, ptr %arrayidx43, align 8, !dbg !201, !tbaa !65
    #dbg_value(i64 %indvars.iv.next, !156, !DIExpression(), !176)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 48, !dbg !202
  br i1 %exitcond.not, label %for.cond.cleanup14, label %for.body15, !dbg !177, !llvm.loop !203

for.cond57.preheader:                             ; preds = %for.cond.cleanup9, %for.cond.cleanup60
  %indvars.iv162 = phi i64 [ 0, %for.cond.cleanup9 ], [ %indvars.iv.next163, %for.cond.cleanup60 ]
  %s.0146 = phi double [ 0.000000e+00, %for.cond.cleanup9 ], [ %17, %for.cond.cleanup60 ]
    #dbg_value(i64 %indvars.iv162, !160, !DIExpression(), !179)
    #dbg_value(double %s.0146, !159, !DIExpression(), !165)
  %9 = mul nuw nsw i64 %indvars.iv162, 48
  %arrayidx63 = getelementptr inbounds double, ptr %call, i64 %9
  %arrayidx67 = getelementptr inbounds double, ptr %call1, i64 %9
  %arrayidx72 = getelementptr inbounds double, ptr %call2, i64 %9
    #dbg_value(i32 0, !162, !DIExpression(), !205)
    #dbg_value(double %s.0146, !159, !DIExpression(), !165)
  br label %for.body61, !dbg !206

for.cond.cleanup54:                               ; preds = %for.cond.cleanup60
  %call86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %17), !dbg !207
  ret i32 0, !dbg !208

for.cond.cleanup60:                               ; preds = %for.body61
  %indvars.iv.next163 = add nuw nsw i64 %indvars.iv162, 1, !dbg !209
    #dbg_value(i64 %indvars.iv.next163, !160, !DIExpression(), !179)
    #dbg_value(double %17, !159, !DIExpression(), !165)
  %exitcond166.not = icmp eq i64 %indvars.iv.next163, 40, !dbg !210
  br i1 %exitcond166.not, label %for.cond.cleanup54, label %for.cond57.preheader, !dbg !180, !llvm.loop !211

for.body61:                                       ; preds = %for.cond57.preheader, %for.body61
  %indvars.iv157 = phi i64 [ 0, %for.cond57.preheader ], [ %indvars.iv.next158, %for.body61 ]
  %s.1144 = phi double [ %s.0146, %for.cond57.preheader ], [ %17, %for.body61 ]
    #dbg_value(i64 %indvars.iv157, !162, !DIExpression(), !205)
    #dbg_value(double %s.1144, !159, !DIExpression(), !165)
  %arrayidx65 = getelementptr inbounds double, ptr %arrayidx63, i64 %indvars.iv157, !dbg !213
  %10 = load double, ptr %arrayidx65, align 8, !dbg !213, !tbaa !65
  %arrayidx69 = getelementptr inbounds double, ptr %arrayidx67, i64 %indvars.iv157, !dbg !215
  %11 = load double, ptr %arrayidx69, align 8, !dbg !215, !tbaa !65
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double %10), !dbg !216
  %arrayidx74 = getelementptr inbounds double, ptr %arrayidx72, i64 %indvars.iv157, !dbg !217
  %13 = load double, ptr %arrayidx74, align 8, !dbg !217, !tbaa !65
  %14 = tail call double @llvm.fmuladd.f64(double %13, double 3.000000e+00, double %12), !dbg !218
  %15 = add nuw nsw i64 %indvars.iv157, %indvars.iv162, !dbg !219
  %16 = trunc nuw nsw i64 %15 to i32, !dbg !220
  %rem = urem i32 %16, 5, !dbg !220
  %add77 = add nuw nsw i32 %rem, 1, !dbg !221
  %conv78 = uitofp nneg i32 %add77 to double, !dbg !222
  %17 = tail call double @llvm.fmuladd.f64(double %14, double %conv78, double %s.1144), !dbg !223
    #dbg_value(double %17, !159, !DIExpression(), !165)
  %indvars.iv.next158 = add nuw nsw i64 %indvars.iv157, 1, !dbg !224
    #dbg_value(i64 %indvars.iv.next158, !162, !DIExpression(), !205)
  %exitcond161.not = icmp eq i64 %indvars.iv.next158, 48, !dbg !225
  br i1 %exitcond161.not, label %for.cond.cleanup60, label %for.body61, !dbg !206, !llvm.loop !226
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !228 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !236 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "kernel_fdtd_2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "c58494ab9476e9c24b623b5574ca62f3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
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
!19 = distinct !DISubprogram(name: "kernel_fdtd_2d", scope: !2, file: !2, line: 5, type: !20, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !22, !22, !23, !23, !23, !27}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: -1)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36, !38, !42, !44, !47, !49, !52, !54}
!29 = !DILocalVariable(name: "tmax", arg: 1, scope: !19, file: !2, line: 5, type: !22)
!30 = !DILocalVariable(name: "nx", arg: 2, scope: !19, file: !2, line: 5, type: !22)
!31 = !DILocalVariable(name: "ny", arg: 3, scope: !19, file: !2, line: 5, type: !22)
!32 = !DILocalVariable(name: "ex", arg: 4, scope: !19, file: !2, line: 5, type: !23)
!33 = !DILocalVariable(name: "ey", arg: 5, scope: !19, file: !2, line: 5, type: !23)
!34 = !DILocalVariable(name: "hz", arg: 6, scope: !19, file: !2, line: 6, type: !23)
!35 = !DILocalVariable(name: "fict", arg: 7, scope: !19, file: !2, line: 6, type: !27)
!36 = !DILocalVariable(name: "t", scope: !37, file: !2, line: 8, type: !22)
!37 = distinct !DILexicalBlock(scope: !19, file: !2, line: 8, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 9, type: !22)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 9, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 8, column: 34)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 8, column: 3)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 11, type: !22)
!43 = distinct !DILexicalBlock(scope: !40, file: !2, line: 11, column: 5)
!44 = !DILocalVariable(name: "j", scope: !45, file: !2, line: 12, type: !22)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 12, column: 7)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 11, column: 5)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 14, type: !22)
!48 = distinct !DILexicalBlock(scope: !40, file: !2, line: 14, column: 5)
!49 = !DILocalVariable(name: "j", scope: !50, file: !2, line: 15, type: !22)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 15, column: 7)
!51 = distinct !DILexicalBlock(scope: !48, file: !2, line: 14, column: 5)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 17, type: !22)
!53 = distinct !DILexicalBlock(scope: !40, file: !2, line: 17, column: 5)
!54 = !DILocalVariable(name: "j", scope: !55, file: !2, line: 18, type: !22)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 18, column: 7)
!56 = distinct !DILexicalBlock(scope: !53, file: !2, line: 17, column: 5)
!57 = !DILocation(line: 0, scope: !19)
!58 = !DILocation(line: 0, scope: !37)
!59 = !DILocation(line: 8, column: 21, scope: !41)
!60 = !DILocation(line: 8, column: 3, scope: !37)
!61 = !DILocation(line: 0, scope: !39)
!62 = !DILocation(line: 9, column: 5, scope: !39)
!63 = !DILocation(line: 10, column: 18, scope: !64)
!64 = distinct !DILexicalBlock(scope: !39, file: !2, line: 9, column: 5)
!65 = !{!66, !66, i64 0}
!66 = !{!"double", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 21, column: 1, scope: !19)
!70 = !DILocation(line: 0, scope: !43)
!71 = !DILocation(line: 11, column: 5, scope: !43)
!72 = !DILocation(line: 0, scope: !45)
!73 = !DILocation(line: 12, column: 7, scope: !45)
!74 = !DILocation(line: 13, column: 20, scope: !75)
!75 = distinct !DILexicalBlock(scope: !45, file: !2, line: 12, column: 7)
!76 = !DILocation(line: 13, column: 38, scope: !75)
!77 = !DILocation(line: 13, column: 49, scope: !75)
!78 = !DILocation(line: 13, column: 47, scope: !75)
!79 = !DILocation(line: 13, column: 29, scope: !75)
!80 = !DILocation(line: 13, column: 18, scope: !75)
!81 = !DILocation(line: 12, column: 32, scope: !75)
!82 = !DILocation(line: 12, column: 25, scope: !75)
!83 = distinct !{!83, !73, !84, !85}
!84 = !DILocation(line: 13, column: 61, scope: !45)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 11, column: 30, scope: !46)
!87 = !DILocation(line: 11, column: 23, scope: !46)
!88 = distinct !{!88, !71, !89, !85}
!89 = !DILocation(line: 13, column: 61, scope: !43)
!90 = !DILocation(line: 10, column: 7, scope: !64)
!91 = !DILocation(line: 10, column: 16, scope: !64)
!92 = !DILocation(line: 9, column: 30, scope: !64)
!93 = !DILocation(line: 9, column: 23, scope: !64)
!94 = distinct !{!94, !62, !95, !85}
!95 = !DILocation(line: 10, column: 24, scope: !39)
!96 = !DILocation(line: 0, scope: !48)
!97 = !DILocation(line: 14, column: 5, scope: !48)
!98 = !DILocation(line: 0, scope: !50)
!99 = !DILocation(line: 15, column: 7, scope: !50)
!100 = !DILocation(line: 16, column: 20, scope: !101)
!101 = distinct !DILexicalBlock(scope: !50, file: !2, line: 15, column: 7)
!102 = !DILocation(line: 16, column: 38, scope: !101)
!103 = !DILocation(line: 16, column: 49, scope: !101)
!104 = !DILocation(line: 16, column: 47, scope: !101)
!105 = !DILocation(line: 16, column: 29, scope: !101)
!106 = !DILocation(line: 16, column: 18, scope: !101)
!107 = !DILocation(line: 15, column: 32, scope: !101)
!108 = !DILocation(line: 15, column: 25, scope: !101)
!109 = distinct !{!109, !99, !110, !85}
!110 = !DILocation(line: 16, column: 61, scope: !50)
!111 = !DILocation(line: 14, column: 30, scope: !51)
!112 = !DILocation(line: 14, column: 23, scope: !51)
!113 = distinct !{!113, !97, !114, !85}
!114 = !DILocation(line: 16, column: 61, scope: !48)
!115 = !DILocation(line: 0, scope: !53)
!116 = !DILocation(line: 17, column: 5, scope: !53)
!117 = !DILocation(line: 0, scope: !55)
!118 = !DILocation(line: 17, column: 34, scope: !56)
!119 = !DILocation(line: 18, column: 7, scope: !55)
!120 = !DILocation(line: 19, column: 20, scope: !121)
!121 = distinct !DILexicalBlock(scope: !55, file: !2, line: 18, column: 7)
!122 = !DILocation(line: 19, column: 46, scope: !121)
!123 = !DILocation(line: 19, column: 38, scope: !121)
!124 = !DILocation(line: 19, column: 53, scope: !121)
!125 = !DILocation(line: 19, column: 51, scope: !121)
!126 = !DILocation(line: 19, column: 64, scope: !121)
!127 = !DILocation(line: 19, column: 62, scope: !121)
!128 = !DILocation(line: 19, column: 79, scope: !121)
!129 = !DILocation(line: 19, column: 77, scope: !121)
!130 = !DILocation(line: 19, column: 29, scope: !121)
!131 = !DILocation(line: 19, column: 18, scope: !121)
!132 = !DILocation(line: 18, column: 25, scope: !121)
!133 = distinct !{!133, !119, !134, !85}
!134 = !DILocation(line: 19, column: 87, scope: !55)
!135 = !DILocation(line: 17, column: 23, scope: !56)
!136 = distinct !{!136, !116, !137, !85}
!137 = !DILocation(line: 19, column: 87, scope: !53)
!138 = !DILocation(line: 8, column: 30, scope: !41)
!139 = distinct !{!139, !60, !140, !85}
!140 = !DILocation(line: 20, column: 3, scope: !37)
!141 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !142, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!22}
!144 = !{!145, !146, !147, !148, !149, !150, !151, !152, !154, !156, !159, !160, !162}
!145 = !DILocalVariable(name: "tmax", scope: !141, file: !2, line: 25, type: !22)
!146 = !DILocalVariable(name: "nx", scope: !141, file: !2, line: 25, type: !22)
!147 = !DILocalVariable(name: "ny", scope: !141, file: !2, line: 25, type: !22)
!148 = !DILocalVariable(name: "ex", scope: !141, file: !2, line: 26, type: !23)
!149 = !DILocalVariable(name: "ey", scope: !141, file: !2, line: 27, type: !23)
!150 = !DILocalVariable(name: "hz", scope: !141, file: !2, line: 28, type: !23)
!151 = !DILocalVariable(name: "fict", scope: !141, file: !2, line: 29, type: !27)
!152 = !DILocalVariable(name: "t", scope: !153, file: !2, line: 30, type: !22)
!153 = distinct !DILexicalBlock(scope: !141, file: !2, line: 30, column: 3)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 32, type: !22)
!155 = distinct !DILexicalBlock(scope: !141, file: !2, line: 32, column: 3)
!156 = !DILocalVariable(name: "j", scope: !157, file: !2, line: 33, type: !22)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 33, column: 5)
!158 = distinct !DILexicalBlock(scope: !155, file: !2, line: 32, column: 3)
!159 = !DILocalVariable(name: "s", scope: !141, file: !2, line: 39, type: !9)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 40, type: !22)
!161 = distinct !DILexicalBlock(scope: !141, file: !2, line: 40, column: 3)
!162 = !DILocalVariable(name: "j", scope: !163, file: !2, line: 41, type: !22)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 41, column: 5)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 40, column: 3)
!165 = !DILocation(line: 0, scope: !141)
!166 = !DILocation(line: 26, column: 22, scope: !141)
!167 = !DILocation(line: 27, column: 22, scope: !141)
!168 = !DILocation(line: 28, column: 22, scope: !141)
!169 = !DILocation(line: 29, column: 18, scope: !141)
!170 = !DILocation(line: 0, scope: !153)
!171 = !DILocation(line: 31, column: 13, scope: !172)
!172 = distinct !DILexicalBlock(scope: !153, file: !2, line: 30, column: 3)
!173 = !DILocation(line: 31, column: 5, scope: !172)
!174 = !DILocation(line: 32, column: 3, scope: !155)
!175 = !DILocation(line: 0, scope: !155)
!176 = !DILocation(line: 0, scope: !157)
!177 = !DILocation(line: 33, column: 5, scope: !157)
!178 = !DILocation(line: 38, column: 3, scope: !141)
!179 = !DILocation(line: 0, scope: !161)
!180 = !DILocation(line: 40, column: 3, scope: !161)
!181 = !DILocation(line: 32, column: 28, scope: !158)
!182 = !DILocation(line: 32, column: 21, scope: !158)
!183 = distinct !{!183, !174, !184, !85}
!184 = !DILocation(line: 37, column: 5, scope: !155)
!185 = !DILocation(line: 34, column: 34, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 33, column: 34)
!187 = distinct !DILexicalBlock(scope: !157, file: !2, line: 33, column: 5)
!188 = !DILocation(line: 34, column: 29, scope: !186)
!189 = !DILocation(line: 34, column: 40, scope: !186)
!190 = !DILocation(line: 34, column: 7, scope: !186)
!191 = !DILocation(line: 34, column: 16, scope: !186)
!192 = !DILocation(line: 35, column: 34, scope: !186)
!193 = !DILocation(line: 35, column: 29, scope: !186)
!194 = !DILocation(line: 35, column: 40, scope: !186)
!195 = !DILocation(line: 35, column: 7, scope: !186)
!196 = !DILocation(line: 35, column: 16, scope: !186)
!197 = !DILocation(line: 36, column: 34, scope: !186)
!198 = !DILocation(line: 36, column: 29, scope: !186)
!199 = !DILocation(line: 36, column: 40, scope: !186)
!200 = !DILocation(line: 36, column: 7, scope: !186)
!201 = !DILocation(line: 36, column: 16, scope: !186)
!202 = !DILocation(line: 33, column: 23, scope: !187)
!203 = distinct !{!203, !177, !204, !85}
!204 = !DILocation(line: 37, column: 5, scope: !157)
!205 = !DILocation(line: 0, scope: !163)
!206 = !DILocation(line: 41, column: 5, scope: !163)
!207 = !DILocation(line: 43, column: 3, scope: !141)
!208 = !DILocation(line: 45, column: 1, scope: !141)
!209 = !DILocation(line: 40, column: 28, scope: !164)
!210 = !DILocation(line: 40, column: 21, scope: !164)
!211 = distinct !{!211, !180, !212, !85}
!212 = !DILocation(line: 42, column: 71, scope: !161)
!213 = !DILocation(line: 42, column: 13, scope: !214)
!214 = distinct !DILexicalBlock(scope: !163, file: !2, line: 41, column: 5)
!215 = !DILocation(line: 42, column: 28, scope: !214)
!216 = !DILocation(line: 42, column: 22, scope: !214)
!217 = !DILocation(line: 42, column: 43, scope: !214)
!218 = !DILocation(line: 42, column: 37, scope: !214)
!219 = !DILocation(line: 42, column: 63, scope: !214)
!220 = !DILocation(line: 42, column: 68, scope: !214)
!221 = !DILocation(line: 42, column: 58, scope: !214)
!222 = !DILocation(line: 42, column: 55, scope: !214)
!223 = !DILocation(line: 42, column: 9, scope: !214)
!224 = !DILocation(line: 41, column: 30, scope: !214)
!225 = !DILocation(line: 41, column: 23, scope: !214)
!226 = distinct !{!226, !206, !227, !85}
!227 = !DILocation(line: 42, column: 71, scope: !163)
!228 = !DISubprogram(name: "malloc", scope: !229, file: !229, line: 553, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!230 = !DISubroutineType(types: !231)
!231 = !{!232, !233}
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !234, line: 18, baseType: !235)
!234 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!235 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!236 = !DISubprogram(name: "printf", scope: !237, file: !237, line: 356, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!238 = !DISubroutineType(types: !239)
!239 = !{!22, !240, null}
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

