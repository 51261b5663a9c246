; jacobi-2d in a clang -O3 build: an outer time loop no subscript uses and
; neighbour reads: a stencil, time-tiled. isl's band (t, 2t+i, 2t+j, S1
; shifted by one) is tiled 32x32x256; inside a tile, t and the skewed row,
; then each statement's own stride-1 j loop, S0 (B from A) before S1 (A
; from B, one row behind): no guard inside the innermost loops. The size n
; is a parameter, so the data of a step may exceed the cache: tiled even
; for small arrays. The regenerated program prints what the original
; prints, with one tile and with several (n = 300, 40 steps).
; RUN: %opt -passes='tessera<only=kernel_jacobi_2d;print-ast>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll > %t.ast 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; RUN: %t.exe 300 40 > %t.out && %t.ref 300 40 > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_jacobi_2d.c
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
; REMARK: remark: kernel_jacobi_2d.c:7:3: SCoP kernel_jacobi_2d.scop0: time tiling: the 3 loops of a band skewed over the time loop tiled by 32x32x256; in a tile, each statement's innermost loop in original order
; REMARK: remark: kernel_jacobi_2d.c:7:3: regenerated SCoP kernel_jacobi_2d.scop0 (5 loops, 2 statements) from its schedule
; BLESS-BEGIN: AST
; AST: // kernel_jacobi_2d.scop0: regenerated loop nest
; AST-NEXT: for (int c0 = 0; c0 <= (tsteps - 1) / 32; c0 += 1)
; AST-NEXT:   for (int c1 = 2 * c0; c1 <= min(2 * c0 + (p + 29) / 32 + 1, (p + 2 * tsteps - 3) / 32); c1 += 1)
; AST-NEXT:     for (int c2 = c0 / 4; c2 <= min(min((p + 2 * tsteps - 3) / 256, (p + 64 * c0 + 61) / 256), (p + 32 * c1 + 29) / 256); c2 += 1)
; AST-NEXT:       for (int c3 = max(max(32 * c0, -p + 128 * c2 + p / 2 + 1), -p + 16 * c1 + p / 2 + 1); c3 <= min(min(tsteps - 1, 32 * c0 + 31), 16 * c1 + 15); c3 += 1)
; AST-NEXT:         for (int c4 = max(max(32 * c1, -p + 256 * c2 + 2), 2 * c3); c4 <= min(32 * c1 + 31, p + 2 * c3 - 1); c4 += 1) {
; AST-NEXT:           if (p + 2 * c3 >= c4 + 2)
; AST-NEXT:             for (int c5 = max(0, 256 * c2 - 2 * c3); c5 <= min(p - 2, 256 * c2 - 2 * c3 + 255); c5 += 1)
; AST-NEXT:               S0(c3, -2 * c3 + c4, c5);
; AST-NEXT:           if (c4 >= 2 * c3 + 1)
; AST-NEXT:             for (int c5 = max(0, 256 * c2 - 2 * c3 - 1); c5 <= min(p - 2, 256 * c2 - 2 * c3 + 254); c5 += 1)
; AST-NEXT:               S1(c3, -2 * c3 + c4 - 1, c5);
; AST-NEXT:         }
; BLESS-END

; ModuleID = 'kernel_jacobi_2d.c'
source_filename = "kernel_jacobi_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_jacobi_2d(i32 noundef %tsteps, i32 noundef %n, ptr nocapture noundef %A, ptr nocapture noundef %B) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %tsteps, !31, !DIExpression(), !49)
    #dbg_value(i32 %n, !32, !DIExpression(), !49)
    #dbg_value(ptr %A, !33, !DIExpression(), !49)
    #dbg_value(ptr %B, !34, !DIExpression(), !49)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !35, !DIExpression(), !50)
  %cmp150 = icmp sgt i32 %tsteps, 0, !dbg !51
  br i1 %cmp150, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !52

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2144 = icmp sgt i32 %n, 2
  br i1 %cmp2144, label %for.cond1.preheader.us.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.us.preheader:              ; preds = %for.cond1.preheader.lr.ph
  %sub = add i32 %n, -1
  %wide.trip.count196 = zext i32 %sub to i64
  br label %for.cond1.preheader.us.us, !dbg !52

for.cond1.preheader.us.us:                        ; preds = %for.cond1.preheader.us.us.preheader, %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us
  %t.0151.us.us = phi i32 [ %inc94.us.us, %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us ], [ 0, %for.cond1.preheader.us.us.preheader ]
    #dbg_value(i32 %t.0151.us.us, !35, !DIExpression(), !50)
    #dbg_value(i32 1, !37, !DIExpression(), !53)
  br label %for.cond5.preheader.us.us.us, !dbg !54

for.cond5.preheader.us.us.us:                     ; preds = %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, %for.cond1.preheader.us.us
  %indvars.iv192 = phi i64 [ %indvars.iv.next193, %for.cond5.for.cond.cleanup8_crit_edge.us.us.us ], [ 1, %for.cond1.preheader.us.us ]
    #dbg_value(i64 %indvars.iv192, !37, !DIExpression(), !53)
    #dbg_value(i32 1, !41, !DIExpression(), !55)
  %1 = mul nuw nsw i64 %indvars.iv192, %0
  %arrayidx.us.us.us = getelementptr inbounds double, ptr %A, i64 %1
  %indvars.iv.next193 = add nuw nsw i64 %indvars.iv192, 1, !dbg !56
  %2 = mul nuw nsw i64 %indvars.iv.next193, %0
  %arrayidx25.us.us.us = getelementptr inbounds double, ptr %A, i64 %2
  %3 = add nsw i64 %indvars.iv192, -1
  %4 = mul nuw nsw i64 %3, %0
  %arrayidx31.us.us.us = getelementptr inbounds double, ptr %A, i64 %4
  %arrayidx36.us.us.us = getelementptr inbounds double, ptr %B, i64 %1
  br label %for.body9.us.us.us, !dbg !57

for.body9.us.us.us:                               ; preds = %for.body9.us.us.us, %for.cond5.preheader.us.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body9.us.us.us ], [ 1, %for.cond5.preheader.us.us.us ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !55)
  %arrayidx11.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us.us, i64 %indvars.iv, !dbg !58
  %5 = load double, ptr %arrayidx11.us.us.us, align 8, !dbg !58, !tbaa !60
  %arrayidx16.us.us.us = getelementptr i8, ptr %arrayidx11.us.us.us, i64 -8, !dbg !64
  %6 = load double, ptr %arrayidx16.us.us.us, align 8, !dbg !64, !tbaa !60
  %add.us.us.us = fadd double %5, %6, !dbg !65
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !66
  %arrayidx21.us.us.us = getelementptr inbounds double, ptr %arrayidx.us.us.us, i64 %indvars.iv.next, !dbg !67
  %7 = load double, ptr %arrayidx21.us.us.us, align 8, !dbg !67, !tbaa !60
  %add22.us.us.us = fadd double %add.us.us.us, %7, !dbg !68
  %arrayidx27.us.us.us = getelementptr inbounds double, ptr %arrayidx25.us.us.us, i64 %indvars.iv, !dbg !69
  %8 = load double, ptr %arrayidx27.us.us.us, align 8, !dbg !69, !tbaa !60
  %add28.us.us.us = fadd double %add22.us.us.us, %8, !dbg !70
  %arrayidx33.us.us.us = getelementptr inbounds double, ptr %arrayidx31.us.us.us, i64 %indvars.iv, !dbg !71
  %9 = load double, ptr %arrayidx33.us.us.us, align 8, !dbg !71, !tbaa !60
  %add34.us.us.us = fadd double %add28.us.us.us, %9, !dbg !72
  %mul.us.us.us = fmul double %add34.us.us.us, 2.000000e-01, !dbg !73
  %arrayidx38.us.us.us = getelementptr inbounds double, ptr %arrayidx36.us.us.us, i64 %indvars.iv, !dbg !74
  store double %mul.us.us.us, ptr %arrayidx38.us.us.us, align 8, !dbg !75, !tbaa !60
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !55)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count196, !dbg !76
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, label %for.body9.us.us.us, !dbg !57, !llvm.loop !77

for.cond5.for.cond.cleanup8_crit_edge.us.us.us:   ; preds = %for.body9.us.us.us
    #dbg_value(i64 %indvars.iv.next193, !37, !DIExpression(), !53)
  %exitcond197.not = icmp eq i64 %indvars.iv.next193, %wide.trip.count196, !dbg !80
  br i1 %exitcond197.not, label %for.cond49.preheader.us.us.us, label %for.cond5.preheader.us.us.us, !dbg !54, !llvm.loop !81

for.cond49.preheader.us.us.us:                    ; preds = %for.cond5.for.cond.cleanup8_crit_edge.us.us.us, %for.cond49.for.cond.cleanup52_crit_edge.us.us.us
  %indvars.iv203 = phi i64 [ %indvars.iv.next204, %for.cond49.for.cond.cleanup52_crit_edge.us.us.us ], [ 1, %for.cond5.for.cond.cleanup8_crit_edge.us.us.us ]
    #dbg_value(i64 %indvars.iv203, !44, !DIExpression(), !83)
    #dbg_value(i32 1, !46, !DIExpression(), !84)
  %10 = mul nuw nsw i64 %indvars.iv203, %0
  %arrayidx55.us.us.us = getelementptr inbounds double, ptr %B, i64 %10
  %indvars.iv.next204 = add nuw nsw i64 %indvars.iv203, 1, !dbg !85
  %11 = mul nuw nsw i64 %indvars.iv.next204, %0
  %arrayidx72.us.us.us = getelementptr inbounds double, ptr %B, i64 %11
  %12 = add nsw i64 %indvars.iv203, -1
  %13 = mul nuw nsw i64 %12, %0
  %arrayidx78.us.us.us = getelementptr inbounds double, ptr %B, i64 %13
  %arrayidx84.us.us.us = getelementptr inbounds double, ptr %A, i64 %10
  br label %for.body53.us.us.us, !dbg !86

for.body53.us.us.us:                              ; preds = %for.body53.us.us.us, %for.cond49.preheader.us.us.us
  %indvars.iv198 = phi i64 [ %indvars.iv.next199, %for.body53.us.us.us ], [ 1, %for.cond49.preheader.us.us.us ]
    #dbg_value(i64 %indvars.iv198, !46, !DIExpression(), !84)
  %arrayidx57.us.us.us = getelementptr inbounds double, ptr %arrayidx55.us.us.us, i64 %indvars.iv198, !dbg !87
  %14 = load double, ptr %arrayidx57.us.us.us, align 8, !dbg !87, !tbaa !60
  %arrayidx62.us.us.us = getelementptr i8, ptr %arrayidx57.us.us.us, i64 -8, !dbg !89
  %15 = load double, ptr %arrayidx62.us.us.us, align 8, !dbg !89, !tbaa !60
  %add63.us.us.us = fadd double %14, %15, !dbg !90
  %indvars.iv.next199 = add nuw nsw i64 %indvars.iv198, 1, !dbg !91
  %arrayidx68.us.us.us = getelementptr inbounds double, ptr %arrayidx55.us.us.us, i64 %indvars.iv.next199, !dbg !92
  %16 = load double, ptr %arrayidx68.us.us.us, align 8, !dbg !92, !tbaa !60
  %add69.us.us.us = fadd double %add63.us.us.us, %16, !dbg !93
  %arrayidx74.us.us.us = getelementptr inbounds double, ptr %arrayidx72.us.us.us, i64 %indvars.iv198, !dbg !94
  %17 = load double, ptr %arrayidx74.us.us.us, align 8, !dbg !94, !tbaa !60
  %add75.us.us.us = fadd double %add69.us.us.us, %17, !dbg !95
  %arrayidx80.us.us.us = getelementptr inbounds double, ptr %arrayidx78.us.us.us, i64 %indvars.iv198, !dbg !96
  %18 = load double, ptr %arrayidx80.us.us.us, align 8, !dbg !96, !tbaa !60
  %add81.us.us.us = fadd double %add75.us.us.us, %18, !dbg !97
  %mul82.us.us.us = fmul double %add81.us.us.us, 2.000000e-01, !dbg !98
  %arrayidx86.us.us.us = getelementptr inbounds double, ptr %arrayidx84.us.us.us, i64 %indvars.iv198, !dbg !99
  store double %mul82.us.us.us, ptr %arrayidx86.us.us.us, align 8, !dbg !100, !tbaa !60
    #dbg_value(i64 %indvars.iv.next199, !46, !DIExpression(), !84)
  %exitcond202.not = icmp eq i64 %indvars.iv.next199, %wide.trip.count196, !dbg !101
  br i1 %exitcond202.not, label %for.cond49.for.cond.cleanup52_crit_edge.us.us.us, label %for.body53.us.us.us, !dbg !86, !llvm.loop !102

for.cond49.for.cond.cleanup52_crit_edge.us.us.us: ; preds = %for.body53.us.us.us
    #dbg_value(i64 %indvars.iv.next204, !44, !DIExpression(), !83)
  %exitcond208.not = icmp eq i64 %indvars.iv.next204, %wide.trip.count196, !dbg !104
  br i1 %exitcond208.not, label %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us, label %for.cond49.preheader.us.us.us, !dbg !105, !llvm.loop !106

for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us: ; preds = %for.cond49.for.cond.cleanup52_crit_edge.us.us.us
  %inc94.us.us = add nuw nsw i32 %t.0151.us.us, 1, !dbg !108
    #dbg_value(i32 %inc94.us.us, !35, !DIExpression(), !50)
  %exitcond209.not = icmp eq i32 %inc94.us.us, %tsteps, !dbg !51
  br i1 %exitcond209.not, label %for.cond.cleanup, label %for.cond1.preheader.us.us, !dbg !52, !llvm.loop !109

for.cond.cleanup:                                 ; preds = %for.cond43.for.cond.cleanup46_crit_edge.split.us.us.us, %for.cond1.preheader.lr.ph, %entry
  ret void, !dbg !111
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !112 {
entry:
    #dbg_value(i32 %argc, !116, !DIExpression(), !133)
    #dbg_value(ptr %argv, !117, !DIExpression(), !133)
  %cmp = icmp sgt i32 %argc, 1, !dbg !134
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !135

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !136
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !136, !tbaa !137
    #dbg_value(ptr %0, !139, !DIExpression(), !147)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !149
  %conv.i = trunc i64 %call.i to i32, !dbg !150
    #dbg_value(i32 %conv.i, !118, !DIExpression(), !133)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !151
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !152

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !153
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !153, !tbaa !137
    #dbg_value(ptr %1, !139, !DIExpression(), !154)
  %call.i99 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #6, !dbg !156
  %conv.i100 = trunc i64 %call.i99 to i32, !dbg !157
  br label %cond.end6, !dbg !152

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond103 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 40, %entry ]
  %cond7 = phi i32 [ %conv.i100, %cond.true2 ], [ 10, %cond.end ], [ 10, %entry ], !dbg !152
    #dbg_value(i32 %cond7, !119, !DIExpression(), !133)
  %2 = zext i32 %cond103 to i64, !dbg !158
  %3 = shl nuw nsw i64 %2, 3, !dbg !159
  %4 = mul i64 %3, %2, !dbg !159
  %call8 = tail call noalias ptr @malloc(i64 noundef %4) #7, !dbg !160
    #dbg_value(ptr %call8, !120, !DIExpression(), !133)
  %call9 = tail call noalias ptr @malloc(i64 noundef %4) #7, !dbg !161
    #dbg_value(ptr %call9, !121, !DIExpression(), !133)
    #dbg_value(i32 0, !122, !DIExpression(), !162)
  %cmp10106 = icmp sgt i32 %cond103, 0, !dbg !163
  br i1 %cmp10106, label %for.cond11.preheader.lr.ph, label %for.cond.cleanup.thread, !dbg !164

for.cond.cleanup.thread:                          ; preds = %cond.end6
  tail call void @kernel_jacobi_2d(i32 noundef %cond7, i32 noundef %cond103, ptr noundef %call8, ptr noundef %call9), !dbg !165
    #dbg_value(double 0.000000e+00, !127, !DIExpression(), !133)
    #dbg_value(i32 0, !128, !DIExpression(), !166)
  br label %for.cond.cleanup36, !dbg !167

for.cond11.preheader.lr.ph:                       ; preds = %cond.end6
  %conv16 = uitofp nneg i32 %cond103 to double
  br label %for.cond11.preheader.us, !dbg !164

for.cond11.preheader.us:                          ; preds = %for.cond11.for.cond.cleanup13_crit_edge.us, %for.cond11.preheader.lr.ph
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.cond11.for.cond.cleanup13_crit_edge.us ], [ 0, %for.cond11.preheader.lr.ph ]
    #dbg_value(i64 %indvars.iv118, !122, !DIExpression(), !162)
    #dbg_value(i32 0, !124, !DIExpression(), !168)
  %5 = trunc nuw nsw i64 %indvars.iv118 to i32
  %conv.us = uitofp nneg i32 %5 to double
  %6 = mul nuw nsw i64 %indvars.iv118, %2
  %arrayidx17.us = getelementptr inbounds double, ptr %call8, i64 %6
  %arrayidx26.us = getelementptr inbounds double, ptr %call9, i64 %6
  br label %for.body14.us, !dbg !169

for.body14.us:                                    ; preds = %for.cond11.preheader.us, %for.body14.us
  %indvars.iv = phi i64 [ 0, %for.cond11.preheader.us ], [ %indvars.iv.next, %for.body14.us ]
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(), !168)
  %7 = trunc i64 %indvars.iv to i32, !dbg !170
  %8 = add i32 %7, 2, !dbg !170
  %conv15.us = uitofp nneg i32 %8 to double, !dbg !170
  %9 = tail call double @llvm.fmuladd.f64(double %conv.us, double %conv15.us, double 2.000000e+00), !dbg !173
  %div.us = fdiv double %9, %conv16, !dbg !174
  %arrayidx19.us = getelementptr inbounds double, ptr %arrayidx17.us, i64 %indvars.iv, !dbg !175
  store double %div.us, ptr %arrayidx19.us, align 8, !dbg !176, !tbaa !60
  %10 = trunc i64 %indvars.iv to i32, !dbg !177
  %11 = add i32 %10, 3, !dbg !177
  %conv22.us = uitofp nneg i32 %11 to double, !dbg !177
  %12 = tail call double @llvm.fmuladd.f64(double %conv.us, double %conv22.us, double 3.000000e+00), !dbg !178
  %div24.us = fdiv double %12, %conv16, !dbg !179
  %arrayidx28.us = getelementptr inbounds double, ptr %arrayidx26.us, i64 %indvars.iv, !dbg !180
  store double %div24.us, ptr %arrayidx28.us, align 8, !dbg !181, !tbaa !60
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !182
    #dbg_value(i64 %indvars.iv.next, !124, !DIExpression(), !168)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !183
  br i1 %exitcond.not, label %for.cond11.for.cond.cleanup13_crit_edge.us, label %for.body14.us, !dbg !169, !llvm.loop !184

for.cond11.for.cond.cleanup13_crit_edge.us:       ; preds = %for.body14.us
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1, !dbg !186
    #dbg_value(i64 %indvars.iv.next119, !122, !DIExpression(), !162)
  %exitcond122.not = icmp eq i64 %indvars.iv.next119, %2, !dbg !163
  br i1 %exitcond122.not, label %for.cond.cleanup, label %for.cond11.preheader.us, !dbg !164, !llvm.loop !187

for.cond.cleanup:                                 ; preds = %for.cond11.for.cond.cleanup13_crit_edge.us
  tail call void @kernel_jacobi_2d(i32 noundef %cond7, i32 noundef %cond103, ptr noundef nonnull %call8, ptr noundef nonnull %call9), !dbg !165
    #dbg_value(double 0.000000e+00, !127, !DIExpression(), !133)
    #dbg_value(i32 0, !128, !DIExpression(), !166)
  br i1 %cmp10106, label %for.cond39.preheader.us, label %for.cond.cleanup36, !dbg !167

for.cond39.preheader.us:                          ; preds = %for.cond.cleanup, %for.cond39.for.cond.cleanup42_crit_edge.us
  %indvars.iv129 = phi i64 [ %indvars.iv.next130, %for.cond39.for.cond.cleanup42_crit_edge.us ], [ 0, %for.cond.cleanup ]
  %s.0112.us = phi double [ %19, %for.cond39.for.cond.cleanup42_crit_edge.us ], [ 0.000000e+00, %for.cond.cleanup ]
    #dbg_value(i64 %indvars.iv129, !128, !DIExpression(), !166)
    #dbg_value(i32 0, !130, !DIExpression(), !189)
    #dbg_value(double %s.0112.us, !127, !DIExpression(), !133)
  %13 = mul nuw nsw i64 %indvars.iv129, %2
  %arrayidx45.us = getelementptr inbounds double, ptr %call8, i64 %13
  %arrayidx49.us = getelementptr inbounds double, ptr %call9, i64 %13
  br label %for.body43.us, !dbg !190

for.body43.us:                                    ; preds = %for.cond39.preheader.us, %for.body43.us
  %indvars.iv123 = phi i64 [ 0, %for.cond39.preheader.us ], [ %indvars.iv.next124, %for.body43.us ]
  %s.1109.us = phi double [ %s.0112.us, %for.cond39.preheader.us ], [ %19, %for.body43.us ]
    #dbg_value(i64 %indvars.iv123, !130, !DIExpression(), !189)
    #dbg_value(double %s.1109.us, !127, !DIExpression(), !133)
  %arrayidx47.us = getelementptr inbounds double, ptr %arrayidx45.us, i64 %indvars.iv123, !dbg !191
  %14 = load double, ptr %arrayidx47.us, align 8, !dbg !191, !tbaa !60
  %arrayidx51.us = getelementptr inbounds double, ptr %arrayidx49.us, i64 %indvars.iv123, !dbg !193
  %15 = load double, ptr %arrayidx51.us, align 8, !dbg !193, !tbaa !60
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %14), !dbg !194
  %17 = add nuw nsw i64 %indvars.iv123, %indvars.iv129, !dbg !195
  %18 = trunc nuw i64 %17 to i32, !dbg !196
  %rem.us = urem i32 %18, 5, !dbg !196
  %add53.us = add nuw nsw i32 %rem.us, 1, !dbg !197
  %conv54.us = uitofp nneg i32 %add53.us to double, !dbg !198
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %conv54.us, double %s.1109.us), !dbg !199
    #dbg_value(double %19, !127, !DIExpression(), !133)
  %indvars.iv.next124 = add nuw nsw i64 %indvars.iv123, 1, !dbg !200
    #dbg_value(i64 %indvars.iv.next124, !130, !DIExpression(), !189)
  %exitcond128.not = icmp eq i64 %indvars.iv.next124, %2, !dbg !201
  br i1 %exitcond128.not, label %for.cond39.for.cond.cleanup42_crit_edge.us, label %for.body43.us, !dbg !190, !llvm.loop !202

for.cond39.for.cond.cleanup42_crit_edge.us:       ; preds = %for.body43.us
  %indvars.iv.next130 = add nuw nsw i64 %indvars.iv129, 1, !dbg !204
    #dbg_value(i64 %indvars.iv.next130, !128, !DIExpression(), !166)
    #dbg_value(double poison, !127, !DIExpression(), !133)
  %exitcond133.not = icmp eq i64 %indvars.iv.next130, %2, !dbg !205
  br i1 %exitcond133.not, label %for.cond.cleanup36, label %for.cond39.preheader.us, !dbg !167, !llvm.loop !206

for.cond.cleanup36:                               ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us, %for.cond.cleanup.thread, %for.cond.cleanup
  %s.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup ], [ 0.000000e+00, %for.cond.cleanup.thread ], [ %19, %for.cond39.for.cond.cleanup42_crit_edge.us ], !dbg !208
  %call61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %s.0.lcssa), !dbg !209
  ret i32 0, !dbg !210
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !211 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare !dbg !217 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !222 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

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
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "kernel_jacobi_2d", scope: !2, file: !2, line: 5, type: !24, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !10, !10, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: -1)
!30 = !{!31, !32, !33, !34, !35, !37, !41, !44, !46}
!31 = !DILocalVariable(name: "tsteps", arg: 1, scope: !23, file: !2, line: 5, type: !10)
!32 = !DILocalVariable(name: "n", arg: 2, scope: !23, file: !2, line: 5, type: !10)
!33 = !DILocalVariable(name: "A", arg: 3, scope: !23, file: !2, line: 5, type: !26)
!34 = !DILocalVariable(name: "B", arg: 4, scope: !23, file: !2, line: 5, type: !26)
!35 = !DILocalVariable(name: "t", scope: !36, file: !2, line: 7, type: !10)
!36 = distinct !DILexicalBlock(scope: !23, file: !2, line: 7, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 8, type: !10)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 8, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 7, column: 36)
!40 = distinct !DILexicalBlock(scope: !36, file: !2, line: 7, column: 3)
!41 = !DILocalVariable(name: "j", scope: !42, file: !2, line: 9, type: !10)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 9, column: 7)
!43 = distinct !DILexicalBlock(scope: !38, file: !2, line: 8, column: 5)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 11, type: !10)
!45 = distinct !DILexicalBlock(scope: !39, file: !2, line: 11, column: 5)
!46 = !DILocalVariable(name: "j", scope: !47, file: !2, line: 12, type: !10)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 12, column: 7)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 11, column: 5)
!49 = !DILocation(line: 0, scope: !23)
!50 = !DILocation(line: 0, scope: !36)
!51 = !DILocation(line: 7, column: 21, scope: !40)
!52 = !DILocation(line: 7, column: 3, scope: !36)
!53 = !DILocation(line: 0, scope: !38)
!54 = !DILocation(line: 8, column: 5, scope: !38)
!55 = !DILocation(line: 0, scope: !42)
!56 = !DILocation(line: 8, column: 33, scope: !43)
!57 = !DILocation(line: 9, column: 7, scope: !42)
!58 = !DILocation(line: 10, column: 26, scope: !59)
!59 = distinct !DILexicalBlock(scope: !42, file: !2, line: 9, column: 7)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 10, column: 36, scope: !59)
!65 = !DILocation(line: 10, column: 34, scope: !59)
!66 = !DILocation(line: 10, column: 57, scope: !59)
!67 = !DILocation(line: 10, column: 50, scope: !59)
!68 = !DILocation(line: 10, column: 48, scope: !59)
!69 = !DILocation(line: 10, column: 64, scope: !59)
!70 = !DILocation(line: 10, column: 62, scope: !59)
!71 = !DILocation(line: 10, column: 78, scope: !59)
!72 = !DILocation(line: 10, column: 76, scope: !59)
!73 = !DILocation(line: 10, column: 23, scope: !59)
!74 = !DILocation(line: 10, column: 9, scope: !59)
!75 = !DILocation(line: 10, column: 17, scope: !59)
!76 = !DILocation(line: 9, column: 25, scope: !59)
!77 = distinct !{!77, !57, !78, !79}
!78 = !DILocation(line: 10, column: 89, scope: !42)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 8, column: 23, scope: !43)
!81 = distinct !{!81, !54, !82, !79}
!82 = !DILocation(line: 10, column: 89, scope: !38)
!83 = !DILocation(line: 0, scope: !45)
!84 = !DILocation(line: 0, scope: !47)
!85 = !DILocation(line: 11, column: 33, scope: !48)
!86 = !DILocation(line: 12, column: 7, scope: !47)
!87 = !DILocation(line: 13, column: 26, scope: !88)
!88 = distinct !DILexicalBlock(scope: !47, file: !2, line: 12, column: 7)
!89 = !DILocation(line: 13, column: 36, scope: !88)
!90 = !DILocation(line: 13, column: 34, scope: !88)
!91 = !DILocation(line: 13, column: 57, scope: !88)
!92 = !DILocation(line: 13, column: 50, scope: !88)
!93 = !DILocation(line: 13, column: 48, scope: !88)
!94 = !DILocation(line: 13, column: 64, scope: !88)
!95 = !DILocation(line: 13, column: 62, scope: !88)
!96 = !DILocation(line: 13, column: 78, scope: !88)
!97 = !DILocation(line: 13, column: 76, scope: !88)
!98 = !DILocation(line: 13, column: 23, scope: !88)
!99 = !DILocation(line: 13, column: 9, scope: !88)
!100 = !DILocation(line: 13, column: 17, scope: !88)
!101 = !DILocation(line: 12, column: 25, scope: !88)
!102 = distinct !{!102, !86, !103, !79}
!103 = !DILocation(line: 13, column: 89, scope: !47)
!104 = !DILocation(line: 11, column: 23, scope: !48)
!105 = !DILocation(line: 11, column: 5, scope: !45)
!106 = distinct !{!106, !105, !107, !79}
!107 = !DILocation(line: 13, column: 89, scope: !45)
!108 = !DILocation(line: 7, column: 32, scope: !40)
!109 = distinct !{!109, !52, !110, !79}
!110 = !DILocation(line: 14, column: 3, scope: !36)
!111 = !DILocation(line: 15, column: 1, scope: !23)
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !113, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!10, !10, !11}
!115 = !{!116, !117, !118, !119, !120, !121, !122, !124, !127, !128, !130}
!116 = !DILocalVariable(name: "argc", arg: 1, scope: !112, file: !2, line: 17, type: !10)
!117 = !DILocalVariable(name: "argv", arg: 2, scope: !112, file: !2, line: 17, type: !11)
!118 = !DILocalVariable(name: "n", scope: !112, file: !2, line: 19, type: !10)
!119 = !DILocalVariable(name: "tsteps", scope: !112, file: !2, line: 19, type: !10)
!120 = !DILocalVariable(name: "A", scope: !112, file: !2, line: 20, type: !26)
!121 = !DILocalVariable(name: "B", scope: !112, file: !2, line: 21, type: !26)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 22, type: !10)
!123 = distinct !DILexicalBlock(scope: !112, file: !2, line: 22, column: 3)
!124 = !DILocalVariable(name: "j", scope: !125, file: !2, line: 23, type: !10)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 23, column: 5)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 22, column: 3)
!127 = !DILocalVariable(name: "s", scope: !112, file: !2, line: 28, type: !9)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 29, type: !10)
!129 = distinct !DILexicalBlock(scope: !112, file: !2, line: 29, column: 3)
!130 = !DILocalVariable(name: "j", scope: !131, file: !2, line: 30, type: !10)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 30, column: 5)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 29, column: 3)
!133 = !DILocation(line: 0, scope: !112)
!134 = !DILocation(line: 19, column: 16, scope: !112)
!135 = !DILocation(line: 19, column: 11, scope: !112)
!136 = !DILocation(line: 19, column: 27, scope: !112)
!137 = !{!138, !138, i64 0}
!138 = !{!"any pointer", !62, i64 0}
!139 = !DILocalVariable(name: "__nptr", arg: 1, scope: !140, file: !141, line: 362, type: !144)
!140 = distinct !DISubprogram(name: "atoi", scope: !141, file: !141, line: 362, type: !142, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !146)
!141 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!142 = !DISubroutineType(types: !143)
!143 = !{!10, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!146 = !{!139}
!147 = !DILocation(line: 0, scope: !140, inlinedAt: !148)
!148 = distinct !DILocation(line: 19, column: 22, scope: !112)
!149 = !DILocation(line: 364, column: 16, scope: !140, inlinedAt: !148)
!150 = !DILocation(line: 364, column: 10, scope: !140, inlinedAt: !148)
!151 = !DILocation(line: 19, column: 56, scope: !112)
!152 = !DILocation(line: 19, column: 51, scope: !112)
!153 = !DILocation(line: 19, column: 67, scope: !112)
!154 = !DILocation(line: 0, scope: !140, inlinedAt: !155)
!155 = distinct !DILocation(line: 19, column: 62, scope: !112)
!156 = !DILocation(line: 364, column: 16, scope: !140, inlinedAt: !155)
!157 = !DILocation(line: 364, column: 10, scope: !140, inlinedAt: !155)
!158 = !DILocation(line: 20, column: 3, scope: !112)
!159 = !DILocation(line: 20, column: 27, scope: !112)
!160 = !DILocation(line: 20, column: 20, scope: !112)
!161 = !DILocation(line: 21, column: 20, scope: !112)
!162 = !DILocation(line: 0, scope: !123)
!163 = !DILocation(line: 22, column: 21, scope: !126)
!164 = !DILocation(line: 22, column: 3, scope: !123)
!165 = !DILocation(line: 27, column: 3, scope: !112)
!166 = !DILocation(line: 0, scope: !129)
!167 = !DILocation(line: 29, column: 3, scope: !129)
!168 = !DILocation(line: 0, scope: !125)
!169 = !DILocation(line: 23, column: 5, scope: !125)
!170 = !DILocation(line: 24, column: 30, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 23, column: 33)
!172 = distinct !DILexicalBlock(scope: !125, file: !2, line: 23, column: 5)
!173 = !DILocation(line: 24, column: 38, scope: !171)
!174 = !DILocation(line: 24, column: 43, scope: !171)
!175 = !DILocation(line: 24, column: 7, scope: !171)
!176 = !DILocation(line: 24, column: 15, scope: !171)
!177 = !DILocation(line: 25, column: 30, scope: !171)
!178 = !DILocation(line: 25, column: 38, scope: !171)
!179 = !DILocation(line: 25, column: 43, scope: !171)
!180 = !DILocation(line: 25, column: 7, scope: !171)
!181 = !DILocation(line: 25, column: 15, scope: !171)
!182 = !DILocation(line: 23, column: 29, scope: !172)
!183 = !DILocation(line: 23, column: 23, scope: !172)
!184 = distinct !{!184, !169, !185, !79}
!185 = !DILocation(line: 26, column: 5, scope: !125)
!186 = !DILocation(line: 22, column: 27, scope: !126)
!187 = distinct !{!187, !164, !188, !79}
!188 = !DILocation(line: 26, column: 5, scope: !123)
!189 = !DILocation(line: 0, scope: !131)
!190 = !DILocation(line: 30, column: 5, scope: !131)
!191 = !DILocation(line: 31, column: 13, scope: !192)
!192 = distinct !DILexicalBlock(scope: !131, file: !2, line: 30, column: 5)
!193 = !DILocation(line: 31, column: 27, scope: !192)
!194 = !DILocation(line: 31, column: 21, scope: !192)
!195 = !DILocation(line: 31, column: 46, scope: !192)
!196 = !DILocation(line: 31, column: 51, scope: !192)
!197 = !DILocation(line: 31, column: 41, scope: !192)
!198 = !DILocation(line: 31, column: 38, scope: !192)
!199 = !DILocation(line: 31, column: 9, scope: !192)
!200 = !DILocation(line: 30, column: 29, scope: !192)
!201 = !DILocation(line: 30, column: 23, scope: !192)
!202 = distinct !{!202, !190, !203, !79}
!203 = !DILocation(line: 31, column: 54, scope: !131)
!204 = !DILocation(line: 29, column: 27, scope: !132)
!205 = !DILocation(line: 29, column: 21, scope: !132)
!206 = distinct !{!206, !167, !207, !79}
!207 = !DILocation(line: 31, column: 54, scope: !129)
!208 = !DILocation(line: 28, column: 10, scope: !112)
!209 = !DILocation(line: 32, column: 3, scope: !112)
!210 = !DILocation(line: 34, column: 1, scope: !112)
!211 = !DISubprogram(name: "malloc", scope: !141, file: !141, line: 553, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!13, !214}
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !215, line: 18, baseType: !216)
!215 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!216 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!217 = !DISubprogram(name: "printf", scope: !218, file: !218, line: 356, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!219 = !DISubroutineType(types: !220)
!220 = !{!10, !221, null}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!222 = !DISubprogram(name: "strtol", scope: !141, file: !141, line: 177, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!225, !221, !226, !10}
!225 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!226 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)

