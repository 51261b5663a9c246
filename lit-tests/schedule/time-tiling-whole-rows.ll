; fdtd-2d with constant sizes, time-tiled: a tile boundary inside a row
; only costs (the skew moves each step's start off the vector and
; cache-line alignment, and cuts the vectorized loops short), so the last
; band member takes its rows whole where middle tiles of whole rows fit in
; cache at 16 rows or more. With opt's L2 of 256 KiB, fdtd_rows' rows of 300
; doubles fit 16 rows of its 4 arrays: its tiles are 32x16x339, 339 the
; span of j skewed by t (299 + 39 + 1), and every statement's innermost
; loop runs over whole rows in the AST. fdtd_wide's rows of 1000 would fit
; 8: it keeps tiles of 256. Both programs' output is the original's.
; RUN: %opt -passes='tessera<print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: fdtd_rows.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline))
;    5| void fdtd_rows(double ex[200][300], double ey[200][300], double hz[200][300], double fict[40])
;    6| {
;    7|   for (int t = 0; t < 40; t++) {
;    8|     for (int j = 0; j < 300; j++)
;    9|       ey[0][j] = fict[t];
;   10|     for (int i = 1; i < 200; i++)
;   11|       for (int j = 0; j < 300; j++)
;   12|         ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
;   13|     for (int i = 0; i < 200; i++)
;   14|       for (int j = 1; j < 300; j++)
;   15|         ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
;   16|     for (int i = 0; i < 200 - 1; i++)
;   17|       for (int j = 0; j < 300 - 1; j++)
;   18|         hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
;   19|   }
;   20| }
;   21|
;   22| __attribute__((noinline))
;   23| void fdtd_wide(double ex[100][1000], double ey[100][1000], double hz[100][1000], double fict[40])
;   24| {
;   25|   for (int t = 0; t < 40; t++) {
;   26|     for (int j = 0; j < 1000; j++)
;   27|       ey[0][j] = fict[t];
;   28|     for (int i = 1; i < 100; i++)
;   29|       for (int j = 0; j < 1000; j++)
;   30|         ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
;   31|     for (int i = 0; i < 100; i++)
;   32|       for (int j = 1; j < 1000; j++)
;   33|         ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
;   34|     for (int i = 0; i < 100 - 1; i++)
;   35|       for (int j = 0; j < 1000 - 1; j++)
;   36|         hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
;   37|   }
;   38| }
;   39|
;   40| static double sum(int nx, int ny, double ex[nx][ny], double ey[nx][ny], double hz[nx][ny])
;   41| {
;   42|   double s = 0;
;   43|   for (int i = 0; i < nx; i++)
;   44|     for (int j = 0; j < ny; j++)
;   45|       s += (ex[i][j] + 2 * ey[i][j] + 3 * hz[i][j]) * (1 + (i + j) % 5);
;   46|   return s;
;   47| }
;   48|
;   49| static void init(int nx, int ny, double ex[nx][ny], double ey[nx][ny], double hz[nx][ny])
;   50| {
;   51|   for (int i = 0; i < nx; i++)
;   52|     for (int j = 0; j < ny; j++) {
;   53|       ex[i][j] = ((double)i * (j + 1)) / nx;
;   54|       ey[i][j] = ((double)i * (j + 2)) / ny;
;   55|       hz[i][j] = ((double)i * (j + 3)) / nx;
;   56|     }
;   57| }
;   58|
;   59| int main(void)
;   60| {
;   61|   double *ex = malloc(sizeof(double) * 100000), *ey = malloc(sizeof(double) * 100000);
;   62|   double *hz = malloc(sizeof(double) * 100000), fict[40];
;   63|   for (int t = 0; t < 40; t++)
;   64|     fict[t] = (double)t;
;   65|   init(200, 300, (void *)ex, (void *)ey, (void *)hz);
;   66|   fdtd_rows((void *)ex, (void *)ey, (void *)hz, fict);
;   67|   printf("%.17g\n", sum(200, 300, (void *)ex, (void *)ey, (void *)hz));
;   68|   init(100, 1000, (void *)ex, (void *)ey, (void *)hz);
;   69|   fdtd_wide((void *)ex, (void *)ey, (void *)hz, fict);
;   70|   printf("%.17g\n", sum(100, 1000, (void *)ex, (void *)ey, (void *)hz));
;   71|   return 0;
;   72| }
; END-SOURCE
;
; REMARK: remark: fdtd_rows.c:7:3: SCoP fdtd_rows.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by 32x16x339 (rows of 300 whole); in a tile
; REMARK: remark: fdtd_rows.c:7:3: regenerated SCoP fdtd_rows.scop0
; REMARK: remark: fdtd_rows.c:25:3: SCoP fdtd_wide.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by 32x16x256; in a tile
; REMARK: remark: fdtd_rows.c:25:3: regenerated SCoP fdtd_wide.scop0
;
; AST: // fdtd_rows.scop0: regenerated loop nest
; AST: for (int c0 = 0; c0 <= 1; c0 += 1)
; AST-NEXT: for (int c1 = 2 * c0; c1 <= 14; c1 += 1)
; AST-NEXT: for (int c2 = {{.*}}; c2 <= {{.*}}; c2 += 1) {
; AST-NEXT: if (c2 >= 16 * c1)
; AST-NEXT: for (int c4 = 0; c4 <= 299; c4 += 1)
; AST-NEXT: S1(c2, c4);
; AST-NEXT: for (int c3 = {{.*}}; c3 <= {{.*}}; c3 += 1) {
; AST-NEXT: if (c2 + 198 >= c3)
; AST-NEXT: for (int c4 = 0; c4 <= 299; c4 += 1)
; AST-NEXT: S2(c2, -c2 + c3, c4);
; AST-NEXT: for (int c4 = 0; c4 <= 298; c4 += 1)
; AST-NEXT: S3(c2, -c2 + c3, c4);
; AST: // fdtd_wide.scop0: regenerated loop nest
; AST: for (int c5 = max(0, 256 * c2 - c3); c5 <= min(999, 256 * c2 - c3 + 255); c5 += 1)
; AST-NEXT: S1(c3, c5);

; ModuleID = 'fdtd_rows.c'
source_filename = "fdtd_rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fdtd_rows(ptr nocapture noundef %ex, ptr nocapture noundef %ey, ptr nocapture noundef %hz, ptr nocapture noundef readonly %fict) local_unnamed_addr #0 !dbg !20 {
entry:
    #dbg_value(ptr %ex, !29, !DIExpression(), !55)
    #dbg_value(ptr %ey, !30, !DIExpression(), !55)
    #dbg_value(ptr %hz, !31, !DIExpression(), !55)
    #dbg_value(ptr %fict, !32, !DIExpression(), !55)
    #dbg_value(i32 0, !33, !DIExpression(), !56)
  %invariant.gep = getelementptr i8, ptr %hz, i64 -2400
  %invariant.gep177 = getelementptr inbounds i8, ptr %ey, i64 2400
    #dbg_value(i32 0, !33, !DIExpression(), !56)
  br label %for.cond1.preheader, !dbg !57

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup77
  %indvars.iv207 = phi i64 [ 0, %entry ], [ %indvars.iv.next208, %for.cond.cleanup77 ]
    #dbg_value(i64 %indvars.iv207, !33, !DIExpression(), !56)
  %arrayidx = getelementptr inbounds double, ptr %fict, i64 %indvars.iv207
    #dbg_value(i32 0, !36, !DIExpression(), !58)
  %.pre = load double, ptr %arrayidx, align 8, !dbg !59, !tbaa !61
  br label %for.body4, !dbg !65

for.cond.cleanup:                                 ; preds = %for.cond.cleanup77
  ret void, !dbg !66

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !36, !DIExpression(), !58)
  %arrayidx7 = getelementptr inbounds [300 x double], ptr %ey, i64 0, i64 %indvars.iv, !dbg !67
  store double %.pre, ptr %arrayidx7, align 8, !dbg !68, !tbaa !61
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !69
    #dbg_value(i64 %indvars.iv.next, !36, !DIExpression(), !58)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 300, !dbg !70
  br i1 %exitcond.not, label %for.cond13.preheader, label %for.body4, !dbg !65, !llvm.loop !71

for.cond13.preheader:                             ; preds = %for.body4, %for.cond.cleanup15
  %indvars.iv186 = phi i64 [ %indvars.iv.next187, %for.cond.cleanup15 ], [ 1, %for.body4 ]
    #dbg_value(i64 %indvars.iv186, !40, !DIExpression(), !74)
    #dbg_value(i32 0, !42, !DIExpression(), !75)
  br label %for.body16, !dbg !76

for.cond.cleanup15:                               ; preds = %for.body16
  %indvars.iv.next187 = add nuw nsw i64 %indvars.iv186, 1, !dbg !77
    #dbg_value(i64 %indvars.iv.next187, !40, !DIExpression(), !74)
  %exitcond189.not = icmp eq i64 %indvars.iv.next187, 200, !dbg !78
  br i1 %exitcond189.not, label %for.cond46.preheader, label %for.cond13.preheader, !dbg !79, !llvm.loop !80

for.body16:                                       ; preds = %for.cond13.preheader, %for.body16
  %indvars.iv182 = phi i64 [ 0, %for.cond13.preheader ], [ %indvars.iv.next183, %for.body16 ]
    #dbg_value(i64 %indvars.iv182, !42, !DIExpression(), !75)
  %arrayidx20 = getelementptr inbounds [300 x double], ptr %ey, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !82
  %0 = load double, ptr %arrayidx20, align 8, !dbg !82, !tbaa !61
  %arrayidx24 = getelementptr inbounds [300 x double], ptr %hz, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !84
  %1 = load double, ptr %arrayidx24, align 8, !dbg !84, !tbaa !61
  %arrayidx28 = getelementptr nusw [300 x double], ptr %invariant.gep, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !85
  %2 = load double, ptr %arrayidx28, align 8, !dbg !85, !tbaa !61
  %sub29 = fsub double %1, %2, !dbg !86
  %3 = tail call double @llvm.fmuladd.f64(double %sub29, double -5.000000e-01, double %0), !dbg !87
  store double %3, ptr %arrayidx20, align 8, !dbg !88, !tbaa !61
  %indvars.iv.next183 = add nuw nsw i64 %indvars.iv182, 1, !dbg !89
    #dbg_value(i64 %indvars.iv.next183, !42, !DIExpression(), !75)
  %exitcond185.not = icmp eq i64 %indvars.iv.next183, 300, !dbg !90
  br i1 %exitcond185.not, label %for.cond.cleanup15, label %for.body16, !dbg !76, !llvm.loop !91

for.cond46.preheader:                             ; preds = %for.cond.cleanup15, %for.cond.cleanup48
  %indvars.iv195 = phi i64 [ %indvars.iv.next196, %for.cond.cleanup48 ], [ 0, %for.cond.cleanup15 ]
    #dbg_value(i64 %indvars.iv195, !45, !DIExpression(), !93)
    #dbg_value(i32 1, !47, !DIExpression(), !94)
  br label %for.body49, !dbg !95

for.cond.cleanup48:                               ; preds = %for.body49
  %indvars.iv.next196 = add nuw nsw i64 %indvars.iv195, 1, !dbg !96
    #dbg_value(i64 %indvars.iv.next196, !45, !DIExpression(), !93)
  %exitcond198.not = icmp eq i64 %indvars.iv.next196, 200, !dbg !97
  br i1 %exitcond198.not, label %for.cond80.preheader, label %for.cond46.preheader, !dbg !98, !llvm.loop !99

for.body49:                                       ; preds = %for.cond46.preheader, %for.body49
  %indvars.iv190 = phi i64 [ 1, %for.cond46.preheader ], [ %indvars.iv.next191, %for.body49 ]
    #dbg_value(i64 %indvars.iv190, !47, !DIExpression(), !94)
  %arrayidx53 = getelementptr inbounds [300 x double], ptr %ex, i64 %indvars.iv195, i64 %indvars.iv190, !dbg !101
  %4 = load double, ptr %arrayidx53, align 8, !dbg !101, !tbaa !61
  %arrayidx57 = getelementptr inbounds [300 x double], ptr %hz, i64 %indvars.iv195, i64 %indvars.iv190, !dbg !103
  %5 = load double, ptr %arrayidx57, align 8, !dbg !103, !tbaa !61
  %6 = add nsw i64 %indvars.iv190, -1, !dbg !104
  %arrayidx62 = getelementptr inbounds [300 x double], ptr %hz, i64 %indvars.iv195, i64 %6, !dbg !105
  %7 = load double, ptr %arrayidx62, align 8, !dbg !105, !tbaa !61
  %sub63 = fsub double %5, %7, !dbg !106
  %8 = tail call double @llvm.fmuladd.f64(double %sub63, double -5.000000e-01, double %4), !dbg !107
  store double %8, ptr %arrayidx53, align 8, !dbg !108, !tbaa !61
  %indvars.iv.next191 = add nuw nsw i64 %indvars.iv190, 1, !dbg !109
    #dbg_value(i64 %indvars.iv.next191, !47, !DIExpression(), !94)
  %exitcond194.not = icmp eq i64 %indvars.iv.next191, 300, !dbg !110
  br i1 %exitcond194.not, label %for.cond.cleanup48, label %for.body49, !dbg !95, !llvm.loop !111

for.cond80.preheader:                             ; preds = %for.cond.cleanup48, %for.cond.cleanup82
  %indvars.iv203 = phi i64 [ %indvars.iv.next204, %for.cond.cleanup82 ], [ 0, %for.cond.cleanup48 ]
    #dbg_value(i64 %indvars.iv203, !50, !DIExpression(), !113)
    #dbg_value(i32 0, !52, !DIExpression(), !114)
  br label %for.body83, !dbg !115

for.cond.cleanup77:                               ; preds = %for.cond.cleanup82
  %indvars.iv.next208 = add nuw nsw i64 %indvars.iv207, 1, !dbg !116
    #dbg_value(i64 %indvars.iv.next208, !33, !DIExpression(), !56)
  %exitcond210.not = icmp eq i64 %indvars.iv.next208, 40, !dbg !117
  br i1 %exitcond210.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !57, !llvm.loop !118

for.cond.cleanup82:                               ; preds = %for.body83
  %indvars.iv.next204 = add nuw nsw i64 %indvars.iv203, 1, !dbg !120
    #dbg_value(i64 %indvars.iv.next204, !50, !DIExpression(), !113)
  %exitcond206.not = icmp eq i64 %indvars.iv.next204, 199, !dbg !121
  br i1 %exitcond206.not, label %for.cond.cleanup77, label %for.cond80.preheader, !dbg !122, !llvm.loop !123

for.body83:                                       ; preds = %for.cond80.preheader, %for.body83
  %indvars.iv199 = phi i64 [ 0, %for.cond80.preheader ], [ %indvars.iv.next200, %for.body83 ]
    #dbg_value(i64 %indvars.iv199, !52, !DIExpression(), !114)
  %arrayidx87 = getelementptr inbounds [300 x double], ptr %hz, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !125
  %9 = load double, ptr %arrayidx87, align 8, !dbg !125, !tbaa !61
  %indvars.iv.next200 = add nuw nsw i64 %indvars.iv199, 1, !dbg !127
  %arrayidx91 = getelementptr inbounds [300 x double], ptr %ex, i64 %indvars.iv203, i64 %indvars.iv.next200, !dbg !128
  %10 = load double, ptr %arrayidx91, align 8, !dbg !128, !tbaa !61
  %arrayidx95 = getelementptr inbounds [300 x double], ptr %ex, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !129
  %11 = load double, ptr %arrayidx95, align 8, !dbg !129, !tbaa !61
  %sub96 = fsub double %10, %11, !dbg !130
  %arrayidx101 = getelementptr inbounds [300 x double], ptr %invariant.gep177, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !131
  %12 = load double, ptr %arrayidx101, align 8, !dbg !131, !tbaa !61
  %add102 = fadd double %sub96, %12, !dbg !132
  %arrayidx106 = getelementptr inbounds [300 x double], ptr %ey, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !133
  %13 = load double, ptr %arrayidx106, align 8, !dbg !133, !tbaa !61
  %sub107 = fsub double %add102, %13, !dbg !134
  %14 = tail call double @llvm.fmuladd.f64(double %sub107, double 0xBFE6666666666666, double %9), !dbg !135
  store double %14, ptr %arrayidx87, align 8, !dbg !136, !tbaa !61
    #dbg_value(i64 %indvars.iv.next200, !52, !DIExpression(), !114)
  %exitcond202.not = icmp eq i64 %indvars.iv.next200, 299, !dbg !137
  br i1 %exitcond202.not, label %for.cond.cleanup82, label %for.body83, !dbg !115, !llvm.loop !138
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fdtd_wide(ptr nocapture noundef %ex, ptr nocapture noundef %ey, ptr nocapture noundef %hz, ptr nocapture noundef readonly %fict) local_unnamed_addr #0 !dbg !140 {
entry:
    #dbg_value(ptr %ex, !148, !DIExpression(), !173)
    #dbg_value(ptr %ey, !149, !DIExpression(), !173)
    #dbg_value(ptr %hz, !150, !DIExpression(), !173)
    #dbg_value(ptr %fict, !151, !DIExpression(), !173)
    #dbg_value(i32 0, !152, !DIExpression(), !174)
  %invariant.gep = getelementptr i8, ptr %hz, i64 -8000
  %invariant.gep177 = getelementptr inbounds i8, ptr %ey, i64 8000
    #dbg_value(i32 0, !152, !DIExpression(), !174)
  br label %for.cond1.preheader, !dbg !175

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup77
  %indvars.iv207 = phi i64 [ 0, %entry ], [ %indvars.iv.next208, %for.cond.cleanup77 ]
    #dbg_value(i64 %indvars.iv207, !152, !DIExpression(), !174)
  %arrayidx = getelementptr inbounds double, ptr %fict, i64 %indvars.iv207
    #dbg_value(i32 0, !154, !DIExpression(), !176)
  %.pre = load double, ptr %arrayidx, align 8, !dbg !177, !tbaa !61
  br label %for.body4, !dbg !179

for.cond.cleanup:                                 ; preds = %for.cond.cleanup77
  ret void, !dbg !180

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !154, !DIExpression(), !176)
  %arrayidx7 = getelementptr inbounds [1000 x double], ptr %ey, i64 0, i64 %indvars.iv, !dbg !181
  store double %.pre, ptr %arrayidx7, align 8, !dbg !182, !tbaa !61
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !183
    #dbg_value(i64 %indvars.iv.next, !154, !DIExpression(), !176)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1000, !dbg !184
  br i1 %exitcond.not, label %for.cond13.preheader, label %for.body4, !dbg !179, !llvm.loop !185

for.cond13.preheader:                             ; preds = %for.body4, %for.cond.cleanup15
  %indvars.iv186 = phi i64 [ %indvars.iv.next187, %for.cond.cleanup15 ], [ 1, %for.body4 ]
    #dbg_value(i64 %indvars.iv186, !158, !DIExpression(), !187)
    #dbg_value(i32 0, !160, !DIExpression(), !188)
  br label %for.body16, !dbg !189

for.cond.cleanup15:                               ; preds = %for.body16
  %indvars.iv.next187 = add nuw nsw i64 %indvars.iv186, 1, !dbg !190
    #dbg_value(i64 %indvars.iv.next187, !158, !DIExpression(), !187)
  %exitcond189.not = icmp eq i64 %indvars.iv.next187, 100, !dbg !191
  br i1 %exitcond189.not, label %for.cond46.preheader, label %for.cond13.preheader, !dbg !192, !llvm.loop !193

for.body16:                                       ; preds = %for.cond13.preheader, %for.body16
  %indvars.iv182 = phi i64 [ 0, %for.cond13.preheader ], [ %indvars.iv.next183, %for.body16 ]
    #dbg_value(i64 %indvars.iv182, !160, !DIExpression(), !188)
  %arrayidx20 = getelementptr inbounds [1000 x double], ptr %ey, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !195
  %0 = load double, ptr %arrayidx20, align 8, !dbg !195, !tbaa !61
  %arrayidx24 = getelementptr inbounds [1000 x double], ptr %hz, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !197
  %1 = load double, ptr %arrayidx24, align 8, !dbg !197, !tbaa !61
  %arrayidx28 = getelementptr nusw [1000 x double], ptr %invariant.gep, i64 %indvars.iv186, i64 %indvars.iv182, !dbg !198
  %2 = load double, ptr %arrayidx28, align 8, !dbg !198, !tbaa !61
  %sub29 = fsub double %1, %2, !dbg !199
  %3 = tail call double @llvm.fmuladd.f64(double %sub29, double -5.000000e-01, double %0), !dbg !200
  store double %3, ptr %arrayidx20, align 8, !dbg !201, !tbaa !61
  %indvars.iv.next183 = add nuw nsw i64 %indvars.iv182, 1, !dbg !202
    #dbg_value(i64 %indvars.iv.next183, !160, !DIExpression(), !188)
  %exitcond185.not = icmp eq i64 %indvars.iv.next183, 1000, !dbg !203
  br i1 %exitcond185.not, label %for.cond.cleanup15, label %for.body16, !dbg !189, !llvm.loop !204

for.cond46.preheader:                             ; preds = %for.cond.cleanup15, %for.cond.cleanup48
  %indvars.iv195 = phi i64 [ %indvars.iv.next196, %for.cond.cleanup48 ], [ 0, %for.cond.cleanup15 ]
    #dbg_value(i64 %indvars.iv195, !163, !DIExpression(), !206)
    #dbg_value(i32 1, !165, !DIExpression(), !207)
  br label %for.body49, !dbg !208

for.cond.cleanup48:                               ; preds = %for.body49
  %indvars.iv.next196 = add nuw nsw i64 %indvars.iv195, 1, !dbg !209
    #dbg_value(i64 %indvars.iv.next196, !163, !DIExpression(), !206)
  %exitcond198.not = icmp eq i64 %indvars.iv.next196, 100, !dbg !210
  br i1 %exitcond198.not, label %for.cond80.preheader, label %for.cond46.preheader, !dbg !211, !llvm.loop !212

for.body49:                                       ; preds = %for.cond46.preheader, %for.body49
  %indvars.iv190 = phi i64 [ 1, %for.cond46.preheader ], [ %indvars.iv.next191, %for.body49 ]
    #dbg_value(i64 %indvars.iv190, !165, !DIExpression(), !207)
  %arrayidx53 = getelementptr inbounds [1000 x double], ptr %ex, i64 %indvars.iv195, i64 %indvars.iv190, !dbg !214
  %4 = load double, ptr %arrayidx53, align 8, !dbg !214, !tbaa !61
  %arrayidx57 = getelementptr inbounds [1000 x double], ptr %hz, i64 %indvars.iv195, i64 %indvars.iv190, !dbg !216
  %5 = load double, ptr %arrayidx57, align 8, !dbg !216, !tbaa !61
  %6 = add nsw i64 %indvars.iv190, -1, !dbg !217
  %arrayidx62 = getelementptr inbounds [1000 x double], ptr %hz, i64 %indvars.iv195, i64 %6, !dbg !218
  %7 = load double, ptr %arrayidx62, align 8, !dbg !218, !tbaa !61
  %sub63 = fsub double %5, %7, !dbg !219
  %8 = tail call double @llvm.fmuladd.f64(double %sub63, double -5.000000e-01, double %4), !dbg !220
  store double %8, ptr %arrayidx53, align 8, !dbg !221, !tbaa !61
  %indvars.iv.next191 = add nuw nsw i64 %indvars.iv190, 1, !dbg !222
    #dbg_value(i64 %indvars.iv.next191, !165, !DIExpression(), !207)
  %exitcond194.not = icmp eq i64 %indvars.iv.next191, 1000, !dbg !223
  br i1 %exitcond194.not, label %for.cond.cleanup48, label %for.body49, !dbg !208, !llvm.loop !224

for.cond80.preheader:                             ; preds = %for.cond.cleanup48, %for.cond.cleanup82
  %indvars.iv203 = phi i64 [ %indvars.iv.next204, %for.cond.cleanup82 ], [ 0, %for.cond.cleanup48 ]
    #dbg_value(i64 %indvars.iv203, !168, !DIExpression(), !226)
    #dbg_value(i32 0, !170, !DIExpression(), !227)
  br label %for.body83, !dbg !228

for.cond.cleanup77:                               ; preds = %for.cond.cleanup82
  %indvars.iv.next208 = add nuw nsw i64 %indvars.iv207, 1, !dbg !229
    #dbg_value(i64 %indvars.iv.next208, !152, !DIExpression(), !174)
  %exitcond210.not = icmp eq i64 %indvars.iv.next208, 40, !dbg !230
  br i1 %exitcond210.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !175, !llvm.loop !231

for.cond.cleanup82:                               ; preds = %for.body83
  %indvars.iv.next204 = add nuw nsw i64 %indvars.iv203, 1, !dbg !233
    #dbg_value(i64 %indvars.iv.next204, !168, !DIExpression(), !226)
  %exitcond206.not = icmp eq i64 %indvars.iv.next204, 99, !dbg !234
  br i1 %exitcond206.not, label %for.cond.cleanup77, label %for.cond80.preheader, !dbg !235, !llvm.loop !236

for.body83:                                       ; preds = %for.cond80.preheader, %for.body83
  %indvars.iv199 = phi i64 [ 0, %for.cond80.preheader ], [ %indvars.iv.next200, %for.body83 ]
    #dbg_value(i64 %indvars.iv199, !170, !DIExpression(), !227)
  %arrayidx87 = getelementptr inbounds [1000 x double], ptr %hz, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !238
  %9 = load double, ptr %arrayidx87, align 8, !dbg !238, !tbaa !61
  %indvars.iv.next200 = add nuw nsw i64 %indvars.iv199, 1, !dbg !240
  %arrayidx91 = getelementptr inbounds [1000 x double], ptr %ex, i64 %indvars.iv203, i64 %indvars.iv.next200, !dbg !241
  %10 = load double, ptr %arrayidx91, align 8, !dbg !241, !tbaa !61
  %arrayidx95 = getelementptr inbounds [1000 x double], ptr %ex, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !242
  %11 = load double, ptr %arrayidx95, align 8, !dbg !242, !tbaa !61
  %sub96 = fsub double %10, %11, !dbg !243
  %arrayidx101 = getelementptr inbounds [1000 x double], ptr %invariant.gep177, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !244
  %12 = load double, ptr %arrayidx101, align 8, !dbg !244, !tbaa !61
  %add102 = fadd double %sub96, %12, !dbg !245
  %arrayidx106 = getelementptr inbounds [1000 x double], ptr %ey, i64 %indvars.iv203, i64 %indvars.iv199, !dbg !246
  %13 = load double, ptr %arrayidx106, align 8, !dbg !246, !tbaa !61
  %sub107 = fsub double %add102, %13, !dbg !247
  %14 = tail call double @llvm.fmuladd.f64(double %sub107, double 0xBFE6666666666666, double %9), !dbg !248
  store double %14, ptr %arrayidx87, align 8, !dbg !249, !tbaa !61
    #dbg_value(i64 %indvars.iv.next200, !170, !DIExpression(), !227)
  %exitcond202.not = icmp eq i64 %indvars.iv.next200, 999, !dbg !250
  br i1 %exitcond202.not, label %for.cond.cleanup82, label %for.body83, !dbg !228, !llvm.loop !251
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !253 {
entry:
  %fict = alloca [40 x double], align 16
  %call = tail call noalias dereferenceable_or_null(800000) ptr @malloc(i64 noundef 800000) #6, !dbg !266
    #dbg_value(ptr %call, !257, !DIExpression(), !267)
  %call1 = tail call noalias dereferenceable_or_null(800000) ptr @malloc(i64 noundef 800000) #6, !dbg !268
    #dbg_value(ptr %call1, !258, !DIExpression(), !267)
  %call2 = tail call noalias dereferenceable_or_null(800000) ptr @malloc(i64 noundef 800000) #6, !dbg !269
    #dbg_value(ptr %call2, !259, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %fict) #7, !dbg !270
    #dbg_declare(ptr %fict, !260, !DIExpression(), !271)
    #dbg_value(i32 0, !264, !DIExpression(), !272)
    #dbg_value(i64 0, !264, !DIExpression(), !272)
  store double 0.000000e+00, ptr %fict, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 1, !264, !DIExpression(), !272)
  %arrayidx.1 = getelementptr inbounds i8, ptr %fict, i64 8, !dbg !275
  store double 1.000000e+00, ptr %arrayidx.1, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 2, !264, !DIExpression(), !272)
  %arrayidx.2 = getelementptr inbounds i8, ptr %fict, i64 16, !dbg !275
  store double 2.000000e+00, ptr %arrayidx.2, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 3, !264, !DIExpression(), !272)
  %arrayidx.3 = getelementptr inbounds i8, ptr %fict, i64 24, !dbg !275
  store double 3.000000e+00, ptr %arrayidx.3, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 4, !264, !DIExpression(), !272)
  %arrayidx.4 = getelementptr inbounds i8, ptr %fict, i64 32, !dbg !275
  store double 4.000000e+00, ptr %arrayidx.4, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 5, !264, !DIExpression(), !272)
  %arrayidx.5 = getelementptr inbounds i8, ptr %fict, i64 40, !dbg !275
  store double 5.000000e+00, ptr %arrayidx.5, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 6, !264, !DIExpression(), !272)
  %arrayidx.6 = getelementptr inbounds i8, ptr %fict, i64 48, !dbg !275
  store double 6.000000e+00, ptr %arrayidx.6, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 7, !264, !DIExpression(), !272)
  %arrayidx.7 = getelementptr inbounds i8, ptr %fict, i64 56, !dbg !275
  store double 7.000000e+00, ptr %arrayidx.7, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 8, !264, !DIExpression(), !272)
  %arrayidx.8 = getelementptr inbounds i8, ptr %fict, i64 64, !dbg !275
  store double 8.000000e+00, ptr %arrayidx.8, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 9, !264, !DIExpression(), !272)
  %arrayidx.9 = getelementptr inbounds i8, ptr %fict, i64 72, !dbg !275
  store double 9.000000e+00, ptr %arrayidx.9, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 10, !264, !DIExpression(), !272)
  %arrayidx.10 = getelementptr inbounds i8, ptr %fict, i64 80, !dbg !275
  store double 1.000000e+01, ptr %arrayidx.10, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 11, !264, !DIExpression(), !272)
  %arrayidx.11 = getelementptr inbounds i8, ptr %fict, i64 88, !dbg !275
  store double 1.100000e+01, ptr %arrayidx.11, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 12, !264, !DIExpression(), !272)
  %arrayidx.12 = getelementptr inbounds i8, ptr %fict, i64 96, !dbg !275
  store double 1.200000e+01, ptr %arrayidx.12, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 13, !264, !DIExpression(), !272)
  %arrayidx.13 = getelementptr inbounds i8, ptr %fict, i64 104, !dbg !275
  store double 1.300000e+01, ptr %arrayidx.13, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 14, !264, !DIExpression(), !272)
  %arrayidx.14 = getelementptr inbounds i8, ptr %fict, i64 112, !dbg !275
  store double 1.400000e+01, ptr %arrayidx.14, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 15, !264, !DIExpression(), !272)
  %arrayidx.15 = getelementptr inbounds i8, ptr %fict, i64 120, !dbg !275
  store double 1.500000e+01, ptr %arrayidx.15, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 16, !264, !DIExpression(), !272)
  %arrayidx.16 = getelementptr inbounds i8, ptr %fict, i64 128, !dbg !275
  store double 1.600000e+01, ptr %arrayidx.16, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 17, !264, !DIExpression(), !272)
  %arrayidx.17 = getelementptr inbounds i8, ptr %fict, i64 136, !dbg !275
  store double 1.700000e+01, ptr %arrayidx.17, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 18, !264, !DIExpression(), !272)
  %arrayidx.18 = getelementptr inbounds i8, ptr %fict, i64 144, !dbg !275
  store double 1.800000e+01, ptr %arrayidx.18, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 19, !264, !DIExpression(), !272)
  %arrayidx.19 = getelementptr inbounds i8, ptr %fict, i64 152, !dbg !275
  store double 1.900000e+01, ptr %arrayidx.19, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 20, !264, !DIExpression(), !272)
  %arrayidx.20 = getelementptr inbounds i8, ptr %fict, i64 160, !dbg !275
  store double 2.000000e+01, ptr %arrayidx.20, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 21, !264, !DIExpression(), !272)
  %arrayidx.21 = getelementptr inbounds i8, ptr %fict, i64 168, !dbg !275
  store double 2.100000e+01, ptr %arrayidx.21, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 22, !264, !DIExpression(), !272)
  %arrayidx.22 = getelementptr inbounds i8, ptr %fict, i64 176, !dbg !275
  store double 2.200000e+01, ptr %arrayidx.22, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 23, !264, !DIExpression(), !272)
  %arrayidx.23 = getelementptr inbounds i8, ptr %fict, i64 184, !dbg !275
  store double 2.300000e+01, ptr %arrayidx.23, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 24, !264, !DIExpression(), !272)
  %arrayidx.24 = getelementptr inbounds i8, ptr %fict, i64 192, !dbg !275
  store double 2.400000e+01, ptr %arrayidx.24, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 25, !264, !DIExpression(), !272)
  %arrayidx.25 = getelementptr inbounds i8, ptr %fict, i64 200, !dbg !275
  store double 2.500000e+01, ptr %arrayidx.25, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 26, !264, !DIExpression(), !272)
  %arrayidx.26 = getelementptr inbounds i8, ptr %fict, i64 208, !dbg !275
  store double 2.600000e+01, ptr %arrayidx.26, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 27, !264, !DIExpression(), !272)
  %arrayidx.27 = getelementptr inbounds i8, ptr %fict, i64 216, !dbg !275
  store double 2.700000e+01, ptr %arrayidx.27, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 28, !264, !DIExpression(), !272)
  %arrayidx.28 = getelementptr inbounds i8, ptr %fict, i64 224, !dbg !275
  store double 2.800000e+01, ptr %arrayidx.28, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 29, !264, !DIExpression(), !272)
  %arrayidx.29 = getelementptr inbounds i8, ptr %fict, i64 232, !dbg !275
  store double 2.900000e+01, ptr %arrayidx.29, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 30, !264, !DIExpression(), !272)
  %arrayidx.30 = getelementptr inbounds i8, ptr %fict, i64 240, !dbg !275
  store double 3.000000e+01, ptr %arrayidx.30, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 31, !264, !DIExpression(), !272)
  %arrayidx.31 = getelementptr inbounds i8, ptr %fict, i64 248, !dbg !275
  store double 3.100000e+01, ptr %arrayidx.31, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 32, !264, !DIExpression(), !272)
  %arrayidx.32 = getelementptr inbounds i8, ptr %fict, i64 256, !dbg !275
  store double 3.200000e+01, ptr %arrayidx.32, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 33, !264, !DIExpression(), !272)
  %arrayidx.33 = getelementptr inbounds i8, ptr %fict, i64 264, !dbg !275
  store double 3.300000e+01, ptr %arrayidx.33, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 34, !264, !DIExpression(), !272)
  %arrayidx.34 = getelementptr inbounds i8, ptr %fict, i64 272, !dbg !275
  store double 3.400000e+01, ptr %arrayidx.34, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 35, !264, !DIExpression(), !272)
  %arrayidx.35 = getelementptr inbounds i8, ptr %fict, i64 280, !dbg !275
  store double 3.500000e+01, ptr %arrayidx.35, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 36, !264, !DIExpression(), !272)
  %arrayidx.36 = getelementptr inbounds i8, ptr %fict, i64 288, !dbg !275
  store double 3.600000e+01, ptr %arrayidx.36, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 37, !264, !DIExpression(), !272)
  %arrayidx.37 = getelementptr inbounds i8, ptr %fict, i64 296, !dbg !275
  store double 3.700000e+01, ptr %arrayidx.37, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 38, !264, !DIExpression(), !272)
  %arrayidx.38 = getelementptr inbounds i8, ptr %fict, i64 304, !dbg !275
  store double 3.800000e+01, ptr %arrayidx.38, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 39, !264, !DIExpression(), !272)
  %arrayidx.39 = getelementptr inbounds i8, ptr %fict, i64 312, !dbg !275
  store double 3.900000e+01, ptr %arrayidx.39, align 8, !dbg !273, !tbaa !61
    #dbg_value(i64 40, !264, !DIExpression(), !272)
  br label %for.cond1.preheader.us.i, !dbg !276

for.cond1.preheader.us.i:                         ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.us.i
  %indvars.iv63.i = phi i64 [ %indvars.iv.next64.i, %for.cond1.for.cond.cleanup3_crit_edge.us.i ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv63.i, !291, !DIExpression(), !296)
    #dbg_value(i32 0, !292, !DIExpression(), !297)
  %0 = trunc nuw nsw i64 %indvars.iv63.i to i32
  %conv.us.i = uitofp nneg i32 %0 to double
  %1 = mul nuw nsw i64 %indvars.iv63.i, 300
  %arrayidx.us.i = getelementptr inbounds double, ptr %call, i64 %1
  %arrayidx16.us.i = getelementptr inbounds double, ptr %call1, i64 %1
  %arrayidx26.us.i = getelementptr inbounds double, ptr %call2, i64 %1
  br label %for.body4.us.i, !dbg !298

for.body4.us.i:                                   ; preds = %for.body4.us.i, %for.cond1.preheader.us.i
  %indvars.iv.i = phi i64 [ 0, %for.cond1.preheader.us.i ], [ %indvars.iv.next.i, %for.body4.us.i ]
    #dbg_value(i64 %indvars.iv.i, !292, !DIExpression(), !297)
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !299
  %2 = trunc nuw nsw i64 %indvars.iv.next.i to i32, !dbg !302
  %conv5.us.i = uitofp nneg i32 %2 to double, !dbg !302
  %mul.us.i = fmul double %conv.us.i, %conv5.us.i, !dbg !303
  %div.us.i = fdiv double %mul.us.i, 2.000000e+02, !dbg !304
  %arrayidx8.us.i = getelementptr inbounds double, ptr %arrayidx.us.i, i64 %indvars.iv.i, !dbg !305
  store double %div.us.i, ptr %arrayidx8.us.i, align 8, !dbg !306, !tbaa !61
  %3 = trunc i64 %indvars.iv.i to i32, !dbg !307
  %4 = add i32 %3, 2, !dbg !307
  %conv11.us.i = uitofp nneg i32 %4 to double, !dbg !307
  %mul12.us.i = fmul double %conv.us.i, %conv11.us.i, !dbg !308
  %div14.us.i = fdiv double %mul12.us.i, 3.000000e+02, !dbg !309
  %arrayidx18.us.i = getelementptr inbounds double, ptr %arrayidx16.us.i, i64 %indvars.iv.i, !dbg !310
  store double %div14.us.i, ptr %arrayidx18.us.i, align 8, !dbg !311, !tbaa !61
  %5 = add i32 %3, 3, !dbg !312
  %conv21.us.i = uitofp nneg i32 %5 to double, !dbg !312
  %mul22.us.i = fmul double %conv.us.i, %conv21.us.i, !dbg !313
  %div24.us.i = fdiv double %mul22.us.i, 2.000000e+02, !dbg !314
  %arrayidx28.us.i = getelementptr inbounds double, ptr %arrayidx26.us.i, i64 %indvars.iv.i, !dbg !315
  store double %div24.us.i, ptr %arrayidx28.us.i, align 8, !dbg !316, !tbaa !61
    #dbg_value(i64 %indvars.iv.next.i, !292, !DIExpression(), !297)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 300, !dbg !317
  br i1 %exitcond.not.i, label %for.cond1.for.cond.cleanup3_crit_edge.us.i, label %for.body4.us.i, !dbg !298, !llvm.loop !318

for.cond1.for.cond.cleanup3_crit_edge.us.i:       ; preds = %for.body4.us.i
  %indvars.iv.next64.i = add nuw nsw i64 %indvars.iv63.i, 1, !dbg !320
    #dbg_value(i64 %indvars.iv.next64.i, !291, !DIExpression(), !296)
  %exitcond67.not.i = icmp eq i64 %indvars.iv.next64.i, 200, !dbg !321
  br i1 %exitcond67.not.i, label %init.exit, label %for.cond1.preheader.us.i, !dbg !276, !llvm.loop !322

init.exit:                                        ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i
  call void @fdtd_rows(ptr noundef nonnull %call, ptr noundef nonnull %call1, ptr noundef nonnull %call2, ptr noundef nonnull %fict), !dbg !324
    #dbg_value(i32 200, !325, !DIExpression(), !340)
    #dbg_value(i32 300, !330, !DIExpression(), !340)
    #dbg_value(ptr %call, !331, !DIExpression(), !340)
    #dbg_value(ptr %call1, !332, !DIExpression(), !340)
    #dbg_value(ptr %call2, !333, !DIExpression(), !340)
    #dbg_value(double 0.000000e+00, !334, !DIExpression(), !340)
    #dbg_value(i32 0, !335, !DIExpression(), !342)
  br label %for.cond1.preheader.us.i26, !dbg !343

for.cond1.preheader.us.i26:                       ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i34, %init.exit
  %indvars.iv46.i = phi i64 [ 0, %init.exit ], [ %indvars.iv.next47.i, %for.cond1.for.cond.cleanup3_crit_edge.us.i34 ]
  %s.040.us.i = phi double [ 0.000000e+00, %init.exit ], [ %14, %for.cond1.for.cond.cleanup3_crit_edge.us.i34 ]
    #dbg_value(i64 %indvars.iv46.i, !335, !DIExpression(), !342)
    #dbg_value(i32 0, !337, !DIExpression(), !344)
    #dbg_value(double %s.040.us.i, !334, !DIExpression(), !340)
  %6 = mul nuw nsw i64 %indvars.iv46.i, 300
  %arrayidx.us.i27 = getelementptr inbounds double, ptr %call, i64 %6
  %arrayidx8.us.i28 = getelementptr inbounds double, ptr %call1, i64 %6
  %arrayidx12.us.i = getelementptr inbounds double, ptr %call2, i64 %6
  br label %for.body4.us.i29, !dbg !345

for.body4.us.i29:                                 ; preds = %for.body4.us.i29, %for.cond1.preheader.us.i26
  %indvars.iv.i30 = phi i64 [ 0, %for.cond1.preheader.us.i26 ], [ %indvars.iv.next.i32, %for.body4.us.i29 ]
  %s.137.us.i = phi double [ %s.040.us.i, %for.cond1.preheader.us.i26 ], [ %14, %for.body4.us.i29 ]
    #dbg_value(i64 %indvars.iv.i30, !337, !DIExpression(), !344)
    #dbg_value(double %s.137.us.i, !334, !DIExpression(), !340)
  %arrayidx6.us.i = getelementptr inbounds double, ptr %arrayidx.us.i27, i64 %indvars.iv.i30, !dbg !346
  %7 = load double, ptr %arrayidx6.us.i, align 8, !dbg !346, !tbaa !61
  %arrayidx10.us.i = getelementptr inbounds double, ptr %arrayidx8.us.i28, i64 %indvars.iv.i30, !dbg !348
  %8 = load double, ptr %arrayidx10.us.i, align 8, !dbg !348, !tbaa !61
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %7), !dbg !349
  %arrayidx14.us.i = getelementptr inbounds double, ptr %arrayidx12.us.i, i64 %indvars.iv.i30, !dbg !350
  %10 = load double, ptr %arrayidx14.us.i, align 8, !dbg !350, !tbaa !61
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %9), !dbg !351
  %12 = add nuw nsw i64 %indvars.iv.i30, %indvars.iv46.i, !dbg !352
  %13 = trunc nuw i64 %12 to i32, !dbg !353
  %rem.us.i = urem i32 %13, 5, !dbg !353
  %add15.us.i = add nuw nsw i32 %rem.us.i, 1, !dbg !354
  %conv.us.i31 = uitofp nneg i32 %add15.us.i to double, !dbg !355
  %14 = tail call double @llvm.fmuladd.f64(double %11, double %conv.us.i31, double %s.137.us.i), !dbg !356
    #dbg_value(double %14, !334, !DIExpression(), !340)
  %indvars.iv.next.i32 = add nuw nsw i64 %indvars.iv.i30, 1, !dbg !357
    #dbg_value(i64 %indvars.iv.next.i32, !337, !DIExpression(), !344)
  %exitcond.not.i33 = icmp eq i64 %indvars.iv.next.i32, 300, !dbg !358
  br i1 %exitcond.not.i33, label %for.cond1.for.cond.cleanup3_crit_edge.us.i34, label %for.body4.us.i29, !dbg !345, !llvm.loop !359

for.cond1.for.cond.cleanup3_crit_edge.us.i34:     ; preds = %for.body4.us.i29
  %indvars.iv.next47.i = add nuw nsw i64 %indvars.iv46.i, 1, !dbg !361
    #dbg_value(i64 %indvars.iv.next47.i, !335, !DIExpression(), !342)
    #dbg_value(double poison, !334, !DIExpression(), !340)
  %exitcond50.not.i = icmp eq i64 %indvars.iv.next47.i, 200, !dbg !362
  br i1 %exitcond50.not.i, label %sum.exit, label %for.cond1.preheader.us.i26, !dbg !343, !llvm.loop !363

sum.exit:                                         ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i34
  %call4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %14), !dbg !365
    #dbg_value(i32 100, !286, !DIExpression(), !366)
    #dbg_value(i32 1000, !287, !DIExpression(), !366)
    #dbg_value(ptr %call, !288, !DIExpression(), !366)
    #dbg_value(ptr %call1, !289, !DIExpression(), !366)
    #dbg_value(ptr %call2, !290, !DIExpression(), !366)
    #dbg_value(i32 0, !291, !DIExpression(), !368)
  br label %for.cond1.preheader.us.i35, !dbg !369

for.cond1.preheader.us.i35:                       ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i57, %sum.exit
  %indvars.iv63.i36 = phi i64 [ 0, %sum.exit ], [ %indvars.iv.next64.i58, %for.cond1.for.cond.cleanup3_crit_edge.us.i57 ]
    #dbg_value(i64 %indvars.iv63.i36, !291, !DIExpression(), !368)
    #dbg_value(i32 0, !292, !DIExpression(), !370)
  %15 = trunc nuw nsw i64 %indvars.iv63.i36 to i32
  %conv.us.i37 = uitofp nneg i32 %15 to double
  %16 = mul nuw nsw i64 %indvars.iv63.i36, 1000
  %arrayidx.us.i38 = getelementptr inbounds double, ptr %call, i64 %16
  %arrayidx16.us.i39 = getelementptr inbounds double, ptr %call1, i64 %16
  %arrayidx26.us.i40 = getelementptr inbounds double, ptr %call2, i64 %16
  br label %for.body4.us.i41, !dbg !371

for.body4.us.i41:                                 ; preds = %for.body4.us.i41, %for.cond1.preheader.us.i35
  %indvars.iv.i42 = phi i64 [ 0, %for.cond1.preheader.us.i35 ], [ %indvars.iv.next.i43, %for.body4.us.i41 ]
    #dbg_value(i64 %indvars.iv.i42, !292, !DIExpression(), !370)
  %indvars.iv.next.i43 = add nuw nsw i64 %indvars.iv.i42, 1, !dbg !372
  %17 = trunc nuw nsw i64 %indvars.iv.next.i43 to i32, !dbg !373
  %conv5.us.i44 = uitofp nneg i32 %17 to double, !dbg !373
  %mul.us.i45 = fmul double %conv.us.i37, %conv5.us.i44, !dbg !374
  %div.us.i46 = fdiv double %mul.us.i45, 1.000000e+02, !dbg !375
  %arrayidx8.us.i47 = getelementptr inbounds double, ptr %arrayidx.us.i38, i64 %indvars.iv.i42, !dbg !376
  store double %div.us.i46, ptr %arrayidx8.us.i47, align 8, !dbg !377, !tbaa !61
  %18 = trunc i64 %indvars.iv.i42 to i32, !dbg !378
  %19 = add i32 %18, 2, !dbg !378
  %conv11.us.i48 = uitofp nneg i32 %19 to double, !dbg !378
  %mul12.us.i49 = fmul double %conv.us.i37, %conv11.us.i48, !dbg !379
  %div14.us.i50 = fdiv double %mul12.us.i49, 1.000000e+03, !dbg !380
  %arrayidx18.us.i51 = getelementptr inbounds double, ptr %arrayidx16.us.i39, i64 %indvars.iv.i42, !dbg !381
  store double %div14.us.i50, ptr %arrayidx18.us.i51, align 8, !dbg !382, !tbaa !61
  %20 = add i32 %18, 3, !dbg !383
  %conv21.us.i52 = uitofp nneg i32 %20 to double, !dbg !383
  %mul22.us.i53 = fmul double %conv.us.i37, %conv21.us.i52, !dbg !384
  %div24.us.i54 = fdiv double %mul22.us.i53, 1.000000e+02, !dbg !385
  %arrayidx28.us.i55 = getelementptr inbounds double, ptr %arrayidx26.us.i40, i64 %indvars.iv.i42, !dbg !386
  store double %div24.us.i54, ptr %arrayidx28.us.i55, align 8, !dbg !387, !tbaa !61
    #dbg_value(i64 %indvars.iv.next.i43, !292, !DIExpression(), !370)
  %exitcond.not.i56 = icmp eq i64 %indvars.iv.next.i43, 1000, !dbg !388
  br i1 %exitcond.not.i56, label %for.cond1.for.cond.cleanup3_crit_edge.us.i57, label %for.body4.us.i41, !dbg !371, !llvm.loop !389

for.cond1.for.cond.cleanup3_crit_edge.us.i57:     ; preds = %for.body4.us.i41
  %indvars.iv.next64.i58 = add nuw nsw i64 %indvars.iv63.i36, 1, !dbg !391
    #dbg_value(i64 %indvars.iv.next64.i58, !291, !DIExpression(), !368)
  %exitcond67.not.i59 = icmp eq i64 %indvars.iv.next64.i58, 100, !dbg !392
  br i1 %exitcond67.not.i59, label %init.exit60, label %for.cond1.preheader.us.i35, !dbg !369, !llvm.loop !393

init.exit60:                                      ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i57
  call void @fdtd_wide(ptr noundef nonnull %call, ptr noundef nonnull %call1, ptr noundef nonnull %call2, ptr noundef nonnull %fict), !dbg !395
    #dbg_value(i32 100, !325, !DIExpression(), !396)
    #dbg_value(i32 1000, !330, !DIExpression(), !396)
    #dbg_value(ptr %call, !331, !DIExpression(), !396)
    #dbg_value(ptr %call1, !332, !DIExpression(), !396)
    #dbg_value(ptr %call2, !333, !DIExpression(), !396)
    #dbg_value(double 0.000000e+00, !334, !DIExpression(), !396)
    #dbg_value(i32 0, !335, !DIExpression(), !398)
  br label %for.cond1.preheader.us.i61, !dbg !399

for.cond1.preheader.us.i61:                       ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i78, %init.exit60
  %indvars.iv46.i62 = phi i64 [ 0, %init.exit60 ], [ %indvars.iv.next47.i79, %for.cond1.for.cond.cleanup3_crit_edge.us.i78 ]
  %s.040.us.i63 = phi double [ 0.000000e+00, %init.exit60 ], [ %29, %for.cond1.for.cond.cleanup3_crit_edge.us.i78 ]
    #dbg_value(i64 %indvars.iv46.i62, !335, !DIExpression(), !398)
    #dbg_value(i32 0, !337, !DIExpression(), !400)
    #dbg_value(double %s.040.us.i63, !334, !DIExpression(), !396)
  %21 = mul nuw nsw i64 %indvars.iv46.i62, 1000
  %arrayidx.us.i64 = getelementptr inbounds double, ptr %call, i64 %21
  %arrayidx8.us.i65 = getelementptr inbounds double, ptr %call1, i64 %21
  %arrayidx12.us.i66 = getelementptr inbounds double, ptr %call2, i64 %21
  br label %for.body4.us.i67, !dbg !401

for.body4.us.i67:                                 ; preds = %for.body4.us.i67, %for.cond1.preheader.us.i61
  %indvars.iv.i68 = phi i64 [ 0, %for.cond1.preheader.us.i61 ], [ %indvars.iv.next.i76, %for.body4.us.i67 ]
  %s.137.us.i69 = phi double [ %s.040.us.i63, %for.cond1.preheader.us.i61 ], [ %29, %for.body4.us.i67 ]
    #dbg_value(i64 %indvars.iv.i68, !337, !DIExpression(), !400)
    #dbg_value(double %s.137.us.i69, !334, !DIExpression(), !396)
  %arrayidx6.us.i70 = getelementptr inbounds double, ptr %arrayidx.us.i64, i64 %indvars.iv.i68, !dbg !402
  %22 = load double, ptr %arrayidx6.us.i70, align 8, !dbg !402, !tbaa !61
  %arrayidx10.us.i71 = getelementptr inbounds double, ptr %arrayidx8.us.i65, i64 %indvars.iv.i68, !dbg !403
  %23 = load double, ptr %arrayidx10.us.i71, align 8, !dbg !403, !tbaa !61
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 2.000000e+00, double %22), !dbg !404
  %arrayidx14.us.i72 = getelementptr inbounds double, ptr %arrayidx12.us.i66, i64 %indvars.iv.i68, !dbg !405
  %25 = load double, ptr %arrayidx14.us.i72, align 8, !dbg !405, !tbaa !61
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 3.000000e+00, double %24), !dbg !406
  %27 = add nuw nsw i64 %indvars.iv.i68, %indvars.iv46.i62, !dbg !407
  %28 = trunc nuw i64 %27 to i32, !dbg !408
  %rem.us.i73 = urem i32 %28, 5, !dbg !408
  %add15.us.i74 = add nuw nsw i32 %rem.us.i73, 1, !dbg !409
  %conv.us.i75 = uitofp nneg i32 %add15.us.i74 to double, !dbg !410
  %29 = tail call double @llvm.fmuladd.f64(double %26, double %conv.us.i75, double %s.137.us.i69), !dbg !411
    #dbg_value(double %29, !334, !DIExpression(), !396)
  %indvars.iv.next.i76 = add nuw nsw i64 %indvars.iv.i68, 1, !dbg !412
    #dbg_value(i64 %indvars.iv.next.i76, !337, !DIExpression(), !400)
  %exitcond.not.i77 = icmp eq i64 %indvars.iv.next.i76, 1000, !dbg !413
  br i1 %exitcond.not.i77, label %for.cond1.for.cond.cleanup3_crit_edge.us.i78, label %for.body4.us.i67, !dbg !401, !llvm.loop !414

for.cond1.for.cond.cleanup3_crit_edge.us.i78:     ; preds = %for.body4.us.i67
  %indvars.iv.next47.i79 = add nuw nsw i64 %indvars.iv46.i62, 1, !dbg !416
    #dbg_value(i64 %indvars.iv.next47.i79, !335, !DIExpression(), !398)
    #dbg_value(double poison, !334, !DIExpression(), !396)
  %exitcond50.not.i80 = icmp eq i64 %indvars.iv.next47.i79, 100, !dbg !417
  br i1 %exitcond50.not.i80, label %sum.exit81, label %for.cond1.preheader.us.i61, !dbg !399, !llvm.loop !418

sum.exit81:                                       ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.i78
  %call7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29), !dbg !420
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %fict) #7, !dbg !421
  ret i32 0, !dbg !422
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !423 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !430 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "fdtd_rows.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b6f3504aededdf8034ebe049f4e6110")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{!0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "fdtd_rows", scope: !2, file: !2, line: 5, type: !21, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !23, !23, !23, !27}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 19200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 300)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!28 = !{!29, !30, !31, !32, !33, !36, !40, !42, !45, !47, !50, !52}
!29 = !DILocalVariable(name: "ex", arg: 1, scope: !20, file: !2, line: 5, type: !23)
!30 = !DILocalVariable(name: "ey", arg: 2, scope: !20, file: !2, line: 5, type: !23)
!31 = !DILocalVariable(name: "hz", arg: 3, scope: !20, file: !2, line: 5, type: !23)
!32 = !DILocalVariable(name: "fict", arg: 4, scope: !20, file: !2, line: 5, type: !27)
!33 = !DILocalVariable(name: "t", scope: !34, file: !2, line: 7, type: !35)
!34 = distinct !DILexicalBlock(scope: !20, file: !2, line: 7, column: 3)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "j", scope: !37, file: !2, line: 8, type: !35)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 8, column: 5)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 7, column: 32)
!39 = distinct !DILexicalBlock(scope: !34, file: !2, line: 7, column: 3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 10, type: !35)
!41 = distinct !DILexicalBlock(scope: !38, file: !2, line: 10, column: 5)
!42 = !DILocalVariable(name: "j", scope: !43, file: !2, line: 11, type: !35)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 11, column: 7)
!44 = distinct !DILexicalBlock(scope: !41, file: !2, line: 10, column: 5)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 13, type: !35)
!46 = distinct !DILexicalBlock(scope: !38, file: !2, line: 13, column: 5)
!47 = !DILocalVariable(name: "j", scope: !48, file: !2, line: 14, type: !35)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 14, column: 7)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 13, column: 5)
!50 = !DILocalVariable(name: "i", scope: !51, file: !2, line: 16, type: !35)
!51 = distinct !DILexicalBlock(scope: !38, file: !2, line: 16, column: 5)
!52 = !DILocalVariable(name: "j", scope: !53, file: !2, line: 17, type: !35)
!53 = distinct !DILexicalBlock(scope: !54, file: !2, line: 17, column: 7)
!54 = distinct !DILexicalBlock(scope: !51, file: !2, line: 16, column: 5)
!55 = !DILocation(line: 0, scope: !20)
!56 = !DILocation(line: 0, scope: !34)
!57 = !DILocation(line: 7, column: 3, scope: !34)
!58 = !DILocation(line: 0, scope: !37)
!59 = !DILocation(line: 9, column: 18, scope: !60)
!60 = distinct !DILexicalBlock(scope: !37, file: !2, line: 8, column: 5)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 8, column: 5, scope: !37)
!66 = !DILocation(line: 20, column: 1, scope: !20)
!67 = !DILocation(line: 9, column: 7, scope: !60)
!68 = !DILocation(line: 9, column: 16, scope: !60)
!69 = !DILocation(line: 8, column: 31, scope: !60)
!70 = !DILocation(line: 8, column: 23, scope: !60)
!71 = distinct !{!71, !65, !72, !73}
!72 = !DILocation(line: 9, column: 24, scope: !37)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 0, scope: !41)
!75 = !DILocation(line: 0, scope: !43)
!76 = !DILocation(line: 11, column: 7, scope: !43)
!77 = !DILocation(line: 10, column: 31, scope: !44)
!78 = !DILocation(line: 10, column: 23, scope: !44)
!79 = !DILocation(line: 10, column: 5, scope: !41)
!80 = distinct !{!80, !79, !81, !73}
!81 = !DILocation(line: 12, column: 61, scope: !41)
!82 = !DILocation(line: 12, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !43, file: !2, line: 11, column: 7)
!84 = !DILocation(line: 12, column: 38, scope: !83)
!85 = !DILocation(line: 12, column: 49, scope: !83)
!86 = !DILocation(line: 12, column: 47, scope: !83)
!87 = !DILocation(line: 12, column: 29, scope: !83)
!88 = !DILocation(line: 12, column: 18, scope: !83)
!89 = !DILocation(line: 11, column: 33, scope: !83)
!90 = !DILocation(line: 11, column: 25, scope: !83)
!91 = distinct !{!91, !76, !92, !73}
!92 = !DILocation(line: 12, column: 61, scope: !43)
!93 = !DILocation(line: 0, scope: !46)
!94 = !DILocation(line: 0, scope: !48)
!95 = !DILocation(line: 14, column: 7, scope: !48)
!96 = !DILocation(line: 13, column: 31, scope: !49)
!97 = !DILocation(line: 13, column: 23, scope: !49)
!98 = !DILocation(line: 13, column: 5, scope: !46)
!99 = distinct !{!99, !98, !100, !73}
!100 = !DILocation(line: 15, column: 61, scope: !46)
!101 = !DILocation(line: 15, column: 20, scope: !102)
!102 = distinct !DILexicalBlock(scope: !48, file: !2, line: 14, column: 7)
!103 = !DILocation(line: 15, column: 38, scope: !102)
!104 = !DILocation(line: 15, column: 57, scope: !102)
!105 = !DILocation(line: 15, column: 49, scope: !102)
!106 = !DILocation(line: 15, column: 47, scope: !102)
!107 = !DILocation(line: 15, column: 29, scope: !102)
!108 = !DILocation(line: 15, column: 18, scope: !102)
!109 = !DILocation(line: 14, column: 33, scope: !102)
!110 = !DILocation(line: 14, column: 25, scope: !102)
!111 = distinct !{!111, !95, !112, !73}
!112 = !DILocation(line: 15, column: 61, scope: !48)
!113 = !DILocation(line: 0, scope: !51)
!114 = !DILocation(line: 0, scope: !53)
!115 = !DILocation(line: 17, column: 7, scope: !53)
!116 = !DILocation(line: 7, column: 28, scope: !39)
!117 = !DILocation(line: 7, column: 21, scope: !39)
!118 = distinct !{!118, !57, !119, !73}
!119 = !DILocation(line: 19, column: 3, scope: !34)
!120 = !DILocation(line: 16, column: 35, scope: !54)
!121 = !DILocation(line: 16, column: 23, scope: !54)
!122 = !DILocation(line: 16, column: 5, scope: !51)
!123 = distinct !{!123, !122, !124, !73}
!124 = !DILocation(line: 18, column: 87, scope: !51)
!125 = !DILocation(line: 18, column: 20, scope: !126)
!126 = distinct !DILexicalBlock(scope: !53, file: !2, line: 17, column: 7)
!127 = !DILocation(line: 18, column: 46, scope: !126)
!128 = !DILocation(line: 18, column: 38, scope: !126)
!129 = !DILocation(line: 18, column: 53, scope: !126)
!130 = !DILocation(line: 18, column: 51, scope: !126)
!131 = !DILocation(line: 18, column: 64, scope: !126)
!132 = !DILocation(line: 18, column: 62, scope: !126)
!133 = !DILocation(line: 18, column: 79, scope: !126)
!134 = !DILocation(line: 18, column: 77, scope: !126)
!135 = !DILocation(line: 18, column: 29, scope: !126)
!136 = !DILocation(line: 18, column: 18, scope: !126)
!137 = !DILocation(line: 17, column: 25, scope: !126)
!138 = distinct !{!138, !115, !139, !73}
!139 = !DILocation(line: 18, column: 87, scope: !53)
!140 = distinct !DISubprogram(name: "fdtd_wide", scope: !2, file: !2, line: 23, type: !141, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !147)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143, !143, !143, !27}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64000, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 1000)
!147 = !{!148, !149, !150, !151, !152, !154, !158, !160, !163, !165, !168, !170}
!148 = !DILocalVariable(name: "ex", arg: 1, scope: !140, file: !2, line: 23, type: !143)
!149 = !DILocalVariable(name: "ey", arg: 2, scope: !140, file: !2, line: 23, type: !143)
!150 = !DILocalVariable(name: "hz", arg: 3, scope: !140, file: !2, line: 23, type: !143)
!151 = !DILocalVariable(name: "fict", arg: 4, scope: !140, file: !2, line: 23, type: !27)
!152 = !DILocalVariable(name: "t", scope: !153, file: !2, line: 25, type: !35)
!153 = distinct !DILexicalBlock(scope: !140, file: !2, line: 25, column: 3)
!154 = !DILocalVariable(name: "j", scope: !155, file: !2, line: 26, type: !35)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 26, column: 5)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 25, column: 32)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 25, column: 3)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 28, type: !35)
!159 = distinct !DILexicalBlock(scope: !156, file: !2, line: 28, column: 5)
!160 = !DILocalVariable(name: "j", scope: !161, file: !2, line: 29, type: !35)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 29, column: 7)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 28, column: 5)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 31, type: !35)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 31, column: 5)
!165 = !DILocalVariable(name: "j", scope: !166, file: !2, line: 32, type: !35)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 32, column: 7)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 31, column: 5)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 34, type: !35)
!169 = distinct !DILexicalBlock(scope: !156, file: !2, line: 34, column: 5)
!170 = !DILocalVariable(name: "j", scope: !171, file: !2, line: 35, type: !35)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 35, column: 7)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 34, column: 5)
!173 = !DILocation(line: 0, scope: !140)
!174 = !DILocation(line: 0, scope: !153)
!175 = !DILocation(line: 25, column: 3, scope: !153)
!176 = !DILocation(line: 0, scope: !155)
!177 = !DILocation(line: 27, column: 18, scope: !178)
!178 = distinct !DILexicalBlock(scope: !155, file: !2, line: 26, column: 5)
!179 = !DILocation(line: 26, column: 5, scope: !155)
!180 = !DILocation(line: 38, column: 1, scope: !140)
!181 = !DILocation(line: 27, column: 7, scope: !178)
!182 = !DILocation(line: 27, column: 16, scope: !178)
!183 = !DILocation(line: 26, column: 32, scope: !178)
!184 = !DILocation(line: 26, column: 23, scope: !178)
!185 = distinct !{!185, !179, !186, !73}
!186 = !DILocation(line: 27, column: 24, scope: !155)
!187 = !DILocation(line: 0, scope: !159)
!188 = !DILocation(line: 0, scope: !161)
!189 = !DILocation(line: 29, column: 7, scope: !161)
!190 = !DILocation(line: 28, column: 31, scope: !162)
!191 = !DILocation(line: 28, column: 23, scope: !162)
!192 = !DILocation(line: 28, column: 5, scope: !159)
!193 = distinct !{!193, !192, !194, !73}
!194 = !DILocation(line: 30, column: 61, scope: !159)
!195 = !DILocation(line: 30, column: 20, scope: !196)
!196 = distinct !DILexicalBlock(scope: !161, file: !2, line: 29, column: 7)
!197 = !DILocation(line: 30, column: 38, scope: !196)
!198 = !DILocation(line: 30, column: 49, scope: !196)
!199 = !DILocation(line: 30, column: 47, scope: !196)
!200 = !DILocation(line: 30, column: 29, scope: !196)
!201 = !DILocation(line: 30, column: 18, scope: !196)
!202 = !DILocation(line: 29, column: 34, scope: !196)
!203 = !DILocation(line: 29, column: 25, scope: !196)
!204 = distinct !{!204, !189, !205, !73}
!205 = !DILocation(line: 30, column: 61, scope: !161)
!206 = !DILocation(line: 0, scope: !164)
!207 = !DILocation(line: 0, scope: !166)
!208 = !DILocation(line: 32, column: 7, scope: !166)
!209 = !DILocation(line: 31, column: 31, scope: !167)
!210 = !DILocation(line: 31, column: 23, scope: !167)
!211 = !DILocation(line: 31, column: 5, scope: !164)
!212 = distinct !{!212, !211, !213, !73}
!213 = !DILocation(line: 33, column: 61, scope: !164)
!214 = !DILocation(line: 33, column: 20, scope: !215)
!215 = distinct !DILexicalBlock(scope: !166, file: !2, line: 32, column: 7)
!216 = !DILocation(line: 33, column: 38, scope: !215)
!217 = !DILocation(line: 33, column: 57, scope: !215)
!218 = !DILocation(line: 33, column: 49, scope: !215)
!219 = !DILocation(line: 33, column: 47, scope: !215)
!220 = !DILocation(line: 33, column: 29, scope: !215)
!221 = !DILocation(line: 33, column: 18, scope: !215)
!222 = !DILocation(line: 32, column: 34, scope: !215)
!223 = !DILocation(line: 32, column: 25, scope: !215)
!224 = distinct !{!224, !208, !225, !73}
!225 = !DILocation(line: 33, column: 61, scope: !166)
!226 = !DILocation(line: 0, scope: !169)
!227 = !DILocation(line: 0, scope: !171)
!228 = !DILocation(line: 35, column: 7, scope: !171)
!229 = !DILocation(line: 25, column: 28, scope: !157)
!230 = !DILocation(line: 25, column: 21, scope: !157)
!231 = distinct !{!231, !175, !232, !73}
!232 = !DILocation(line: 37, column: 3, scope: !153)
!233 = !DILocation(line: 34, column: 35, scope: !172)
!234 = !DILocation(line: 34, column: 23, scope: !172)
!235 = !DILocation(line: 34, column: 5, scope: !169)
!236 = distinct !{!236, !235, !237, !73}
!237 = !DILocation(line: 36, column: 87, scope: !169)
!238 = !DILocation(line: 36, column: 20, scope: !239)
!239 = distinct !DILexicalBlock(scope: !171, file: !2, line: 35, column: 7)
!240 = !DILocation(line: 36, column: 46, scope: !239)
!241 = !DILocation(line: 36, column: 38, scope: !239)
!242 = !DILocation(line: 36, column: 53, scope: !239)
!243 = !DILocation(line: 36, column: 51, scope: !239)
!244 = !DILocation(line: 36, column: 64, scope: !239)
!245 = !DILocation(line: 36, column: 62, scope: !239)
!246 = !DILocation(line: 36, column: 79, scope: !239)
!247 = !DILocation(line: 36, column: 77, scope: !239)
!248 = !DILocation(line: 36, column: 29, scope: !239)
!249 = !DILocation(line: 36, column: 18, scope: !239)
!250 = !DILocation(line: 35, column: 25, scope: !239)
!251 = distinct !{!251, !228, !252, !73}
!252 = !DILocation(line: 36, column: 87, scope: !171)
!253 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 59, type: !254, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!35}
!256 = !{!257, !258, !259, !260, !264}
!257 = !DILocalVariable(name: "ex", scope: !253, file: !2, line: 61, type: !27)
!258 = !DILocalVariable(name: "ey", scope: !253, file: !2, line: 61, type: !27)
!259 = !DILocalVariable(name: "hz", scope: !253, file: !2, line: 62, type: !27)
!260 = !DILocalVariable(name: "fict", scope: !253, file: !2, line: 62, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 2560, elements: !262)
!262 = !{!263}
!263 = !DISubrange(count: 40)
!264 = !DILocalVariable(name: "t", scope: !265, file: !2, line: 63, type: !35)
!265 = distinct !DILexicalBlock(scope: !253, file: !2, line: 63, column: 3)
!266 = !DILocation(line: 61, column: 16, scope: !253)
!267 = !DILocation(line: 0, scope: !253)
!268 = !DILocation(line: 61, column: 55, scope: !253)
!269 = !DILocation(line: 62, column: 16, scope: !253)
!270 = !DILocation(line: 62, column: 3, scope: !253)
!271 = !DILocation(line: 62, column: 49, scope: !253)
!272 = !DILocation(line: 0, scope: !265)
!273 = !DILocation(line: 64, column: 13, scope: !274)
!274 = distinct !DILexicalBlock(scope: !265, file: !2, line: 63, column: 3)
!275 = !DILocation(line: 64, column: 5, scope: !274)
!276 = !DILocation(line: 51, column: 3, scope: !277, inlinedAt: !295)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 51, column: 3)
!278 = distinct !DISubprogram(name: "init", scope: !2, file: !2, line: 49, type: !279, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !285)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !35, !35, !281, !281, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64)
!282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !283)
!283 = !{!284}
!284 = !DISubrange(count: -1)
!285 = !{!286, !287, !288, !289, !290, !291, !292}
!286 = !DILocalVariable(name: "nx", arg: 1, scope: !278, file: !2, line: 49, type: !35)
!287 = !DILocalVariable(name: "ny", arg: 2, scope: !278, file: !2, line: 49, type: !35)
!288 = !DILocalVariable(name: "ex", arg: 3, scope: !278, file: !2, line: 49, type: !281)
!289 = !DILocalVariable(name: "ey", arg: 4, scope: !278, file: !2, line: 49, type: !281)
!290 = !DILocalVariable(name: "hz", arg: 5, scope: !278, file: !2, line: 49, type: !281)
!291 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 51, type: !35)
!292 = !DILocalVariable(name: "j", scope: !293, file: !2, line: 52, type: !35)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 52, column: 5)
!294 = distinct !DILexicalBlock(scope: !277, file: !2, line: 51, column: 3)
!295 = distinct !DILocation(line: 65, column: 3, scope: !253)
!296 = !DILocation(line: 0, scope: !277, inlinedAt: !295)
!297 = !DILocation(line: 0, scope: !293, inlinedAt: !295)
!298 = !DILocation(line: 52, column: 5, scope: !293, inlinedAt: !295)
!299 = !DILocation(line: 53, column: 34, scope: !300, inlinedAt: !295)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 52, column: 34)
!301 = distinct !DILexicalBlock(scope: !293, file: !2, line: 52, column: 5)
!302 = !DILocation(line: 53, column: 31, scope: !300, inlinedAt: !295)
!303 = !DILocation(line: 53, column: 29, scope: !300, inlinedAt: !295)
!304 = !DILocation(line: 53, column: 40, scope: !300, inlinedAt: !295)
!305 = !DILocation(line: 53, column: 7, scope: !300, inlinedAt: !295)
!306 = !DILocation(line: 53, column: 16, scope: !300, inlinedAt: !295)
!307 = !DILocation(line: 54, column: 31, scope: !300, inlinedAt: !295)
!308 = !DILocation(line: 54, column: 29, scope: !300, inlinedAt: !295)
!309 = !DILocation(line: 54, column: 40, scope: !300, inlinedAt: !295)
!310 = !DILocation(line: 54, column: 7, scope: !300, inlinedAt: !295)
!311 = !DILocation(line: 54, column: 16, scope: !300, inlinedAt: !295)
!312 = !DILocation(line: 55, column: 31, scope: !300, inlinedAt: !295)
!313 = !DILocation(line: 55, column: 29, scope: !300, inlinedAt: !295)
!314 = !DILocation(line: 55, column: 40, scope: !300, inlinedAt: !295)
!315 = !DILocation(line: 55, column: 7, scope: !300, inlinedAt: !295)
!316 = !DILocation(line: 55, column: 16, scope: !300, inlinedAt: !295)
!317 = !DILocation(line: 52, column: 23, scope: !301, inlinedAt: !295)
!318 = distinct !{!318, !298, !319, !73}
!319 = !DILocation(line: 56, column: 5, scope: !293, inlinedAt: !295)
!320 = !DILocation(line: 51, column: 28, scope: !294, inlinedAt: !295)
!321 = !DILocation(line: 51, column: 21, scope: !294, inlinedAt: !295)
!322 = distinct !{!322, !276, !323, !73}
!323 = !DILocation(line: 56, column: 5, scope: !277, inlinedAt: !295)
!324 = !DILocation(line: 66, column: 3, scope: !253)
!325 = !DILocalVariable(name: "nx", arg: 1, scope: !326, file: !2, line: 40, type: !35)
!326 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 40, type: !327, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !329)
!327 = !DISubroutineType(types: !328)
!328 = !{!9, !35, !35, !281, !281, !281}
!329 = !{!325, !330, !331, !332, !333, !334, !335, !337}
!330 = !DILocalVariable(name: "ny", arg: 2, scope: !326, file: !2, line: 40, type: !35)
!331 = !DILocalVariable(name: "ex", arg: 3, scope: !326, file: !2, line: 40, type: !281)
!332 = !DILocalVariable(name: "ey", arg: 4, scope: !326, file: !2, line: 40, type: !281)
!333 = !DILocalVariable(name: "hz", arg: 5, scope: !326, file: !2, line: 40, type: !281)
!334 = !DILocalVariable(name: "s", scope: !326, file: !2, line: 42, type: !9)
!335 = !DILocalVariable(name: "i", scope: !336, file: !2, line: 43, type: !35)
!336 = distinct !DILexicalBlock(scope: !326, file: !2, line: 43, column: 3)
!337 = !DILocalVariable(name: "j", scope: !338, file: !2, line: 44, type: !35)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 44, column: 5)
!339 = distinct !DILexicalBlock(scope: !336, file: !2, line: 43, column: 3)
!340 = !DILocation(line: 0, scope: !326, inlinedAt: !341)
!341 = distinct !DILocation(line: 67, column: 21, scope: !253)
!342 = !DILocation(line: 0, scope: !336, inlinedAt: !341)
!343 = !DILocation(line: 43, column: 3, scope: !336, inlinedAt: !341)
!344 = !DILocation(line: 0, scope: !338, inlinedAt: !341)
!345 = !DILocation(line: 44, column: 5, scope: !338, inlinedAt: !341)
!346 = !DILocation(line: 45, column: 13, scope: !347, inlinedAt: !341)
!347 = distinct !DILexicalBlock(scope: !338, file: !2, line: 44, column: 5)
!348 = !DILocation(line: 45, column: 28, scope: !347, inlinedAt: !341)
!349 = !DILocation(line: 45, column: 22, scope: !347, inlinedAt: !341)
!350 = !DILocation(line: 45, column: 43, scope: !347, inlinedAt: !341)
!351 = !DILocation(line: 45, column: 37, scope: !347, inlinedAt: !341)
!352 = !DILocation(line: 45, column: 63, scope: !347, inlinedAt: !341)
!353 = !DILocation(line: 45, column: 68, scope: !347, inlinedAt: !341)
!354 = !DILocation(line: 45, column: 58, scope: !347, inlinedAt: !341)
!355 = !DILocation(line: 45, column: 55, scope: !347, inlinedAt: !341)
!356 = !DILocation(line: 45, column: 9, scope: !347, inlinedAt: !341)
!357 = !DILocation(line: 44, column: 30, scope: !347, inlinedAt: !341)
!358 = !DILocation(line: 44, column: 23, scope: !347, inlinedAt: !341)
!359 = distinct !{!359, !345, !360, !73}
!360 = !DILocation(line: 45, column: 71, scope: !338, inlinedAt: !341)
!361 = !DILocation(line: 43, column: 28, scope: !339, inlinedAt: !341)
!362 = !DILocation(line: 43, column: 21, scope: !339, inlinedAt: !341)
!363 = distinct !{!363, !343, !364, !73}
!364 = !DILocation(line: 45, column: 71, scope: !336, inlinedAt: !341)
!365 = !DILocation(line: 67, column: 3, scope: !253)
!366 = !DILocation(line: 0, scope: !278, inlinedAt: !367)
!367 = distinct !DILocation(line: 68, column: 3, scope: !253)
!368 = !DILocation(line: 0, scope: !277, inlinedAt: !367)
!369 = !DILocation(line: 51, column: 3, scope: !277, inlinedAt: !367)
!370 = !DILocation(line: 0, scope: !293, inlinedAt: !367)
!371 = !DILocation(line: 52, column: 5, scope: !293, inlinedAt: !367)
!372 = !DILocation(line: 53, column: 34, scope: !300, inlinedAt: !367)
!373 = !DILocation(line: 53, column: 31, scope: !300, inlinedAt: !367)
!374 = !DILocation(line: 53, column: 29, scope: !300, inlinedAt: !367)
!375 = !DILocation(line: 53, column: 40, scope: !300, inlinedAt: !367)
!376 = !DILocation(line: 53, column: 7, scope: !300, inlinedAt: !367)
!377 = !DILocation(line: 53, column: 16, scope: !300, inlinedAt: !367)
!378 = !DILocation(line: 54, column: 31, scope: !300, inlinedAt: !367)
!379 = !DILocation(line: 54, column: 29, scope: !300, inlinedAt: !367)
!380 = !DILocation(line: 54, column: 40, scope: !300, inlinedAt: !367)
!381 = !DILocation(line: 54, column: 7, scope: !300, inlinedAt: !367)
!382 = !DILocation(line: 54, column: 16, scope: !300, inlinedAt: !367)
!383 = !DILocation(line: 55, column: 31, scope: !300, inlinedAt: !367)
!384 = !DILocation(line: 55, column: 29, scope: !300, inlinedAt: !367)
!385 = !DILocation(line: 55, column: 40, scope: !300, inlinedAt: !367)
!386 = !DILocation(line: 55, column: 7, scope: !300, inlinedAt: !367)
!387 = !DILocation(line: 55, column: 16, scope: !300, inlinedAt: !367)
!388 = !DILocation(line: 52, column: 23, scope: !301, inlinedAt: !367)
!389 = distinct !{!389, !371, !390, !73}
!390 = !DILocation(line: 56, column: 5, scope: !293, inlinedAt: !367)
!391 = !DILocation(line: 51, column: 28, scope: !294, inlinedAt: !367)
!392 = !DILocation(line: 51, column: 21, scope: !294, inlinedAt: !367)
!393 = distinct !{!393, !369, !394, !73}
!394 = !DILocation(line: 56, column: 5, scope: !277, inlinedAt: !367)
!395 = !DILocation(line: 69, column: 3, scope: !253)
!396 = !DILocation(line: 0, scope: !326, inlinedAt: !397)
!397 = distinct !DILocation(line: 70, column: 21, scope: !253)
!398 = !DILocation(line: 0, scope: !336, inlinedAt: !397)
!399 = !DILocation(line: 43, column: 3, scope: !336, inlinedAt: !397)
!400 = !DILocation(line: 0, scope: !338, inlinedAt: !397)
!401 = !DILocation(line: 44, column: 5, scope: !338, inlinedAt: !397)
!402 = !DILocation(line: 45, column: 13, scope: !347, inlinedAt: !397)
!403 = !DILocation(line: 45, column: 28, scope: !347, inlinedAt: !397)
!404 = !DILocation(line: 45, column: 22, scope: !347, inlinedAt: !397)
!405 = !DILocation(line: 45, column: 43, scope: !347, inlinedAt: !397)
!406 = !DILocation(line: 45, column: 37, scope: !347, inlinedAt: !397)
!407 = !DILocation(line: 45, column: 63, scope: !347, inlinedAt: !397)
!408 = !DILocation(line: 45, column: 68, scope: !347, inlinedAt: !397)
!409 = !DILocation(line: 45, column: 58, scope: !347, inlinedAt: !397)
!410 = !DILocation(line: 45, column: 55, scope: !347, inlinedAt: !397)
!411 = !DILocation(line: 45, column: 9, scope: !347, inlinedAt: !397)
!412 = !DILocation(line: 44, column: 30, scope: !347, inlinedAt: !397)
!413 = !DILocation(line: 44, column: 23, scope: !347, inlinedAt: !397)
!414 = distinct !{!414, !401, !415, !73}
!415 = !DILocation(line: 45, column: 71, scope: !338, inlinedAt: !397)
!416 = !DILocation(line: 43, column: 28, scope: !339, inlinedAt: !397)
!417 = !DILocation(line: 43, column: 21, scope: !339, inlinedAt: !397)
!418 = distinct !{!418, !399, !419, !73}
!419 = !DILocation(line: 45, column: 71, scope: !336, inlinedAt: !397)
!420 = !DILocation(line: 70, column: 3, scope: !253)
!421 = !DILocation(line: 72, column: 1, scope: !253)
!422 = !DILocation(line: 71, column: 3, scope: !253)
!423 = !DISubprogram(name: "malloc", scope: !424, file: !424, line: 553, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!425 = !DISubroutineType(types: !426)
!426 = !{!10, !427}
!427 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !428, line: 18, baseType: !429)
!428 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!429 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!430 = !DISubprogram(name: "printf", scope: !431, file: !431, line: 356, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!432 = !DISubroutineType(types: !433)
!433 = !{!35, !434, null}
!434 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !435)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

