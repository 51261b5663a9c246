; Domains are bounded: a statement under five conditions `i < a || i > b`
; on different parameters has a domain of 32 pieces, and the region is
; left alone with a remark (coalescing and every later step grow much
; faster than the pieces: a fuzz program spent 3 s there). Three such
; conditions stay within the bound and are modeled.
; RUN: %tessera scops %s | FileCheck %s
; CHECK: // rejected: <unknown>: its iteration domain takes 32 pieces (conditions on several parameters or modulo conditions; at most 24 are modeled)
; CHECK: scop @gaps3.scop0 in @gaps3 {
; CHECK: domain "[p, p_1, p_2, p_3, p_4, p_5, p_6] -> { S0[i0] : 0 <= i0 < p and
; SOURCE: pieces.c (clang-19 -O2 -fno-unroll-loops -fno-vectorize -fno-slp-vectorize -S -emit-llvm)
;   void gaps5(long n, long a, long b, long c, long d, long e, long f, long g, long h, long p, long r, double *x) {
;     for (long i = 0; i < n; i++)
;       if ((i < a || i > b) && (i < c || i > d) && (i < e || i > f) && (i < g || i > h) && (i < p || i > r))
;         x[i] = 0.0;
;   }
;   void gaps3(long n, long a, long b, long c, long d, long e, long f, double *x) {
;     for (long i = 0; i < n; i++)
;       if ((i < a || i > b) && (i < c || i > d) && (i < e || i > f))
;         x[i] = 0.0;
;   }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @gaps5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, ptr nocapture noundef writeonly %11) local_unnamed_addr #0 {
  %13 = icmp sgt i64 %0, 0
  br i1 %13, label %15, label %14

14:                                               ; preds = %38, %12
  ret void

15:                                               ; preds = %12, %38
  %16 = phi i64 [ %39, %38 ], [ 0, %12 ]
  %17 = icmp slt i64 %16, %1
  %18 = icmp sgt i64 %16, %2
  %19 = or i1 %17, %18
  br i1 %19, label %20, label %38

20:                                               ; preds = %15
  %21 = icmp slt i64 %16, %3
  %22 = icmp sgt i64 %16, %4
  %23 = or i1 %21, %22
  br i1 %23, label %24, label %38

24:                                               ; preds = %20
  %25 = icmp slt i64 %16, %5
  %26 = icmp sgt i64 %16, %6
  %27 = or i1 %25, %26
  br i1 %27, label %28, label %38

28:                                               ; preds = %24
  %29 = icmp slt i64 %16, %7
  %30 = icmp sgt i64 %16, %8
  %31 = or i1 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = icmp slt i64 %16, %9
  %34 = icmp sgt i64 %16, %10
  %35 = or i1 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %32
  %37 = getelementptr inbounds double, ptr %11, i64 %16
  store double 0.000000e+00, ptr %37, align 8
  br label %38

38:                                               ; preds = %32, %28, %24, %20, %15, %36
  %39 = add nuw nsw i64 %16, 1
  %40 = icmp eq i64 %39, %0
  br i1 %40, label %14, label %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @gaps3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = icmp sgt i64 %0, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %26, %8
  ret void

11:                                               ; preds = %8, %26
  %12 = phi i64 [ %27, %26 ], [ 0, %8 ]
  %13 = icmp slt i64 %12, %1
  %14 = icmp sgt i64 %12, %2
  %15 = or i1 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %11
  %17 = icmp slt i64 %12, %3
  %18 = icmp sgt i64 %12, %4
  %19 = or i1 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = icmp slt i64 %12, %5
  %22 = icmp sgt i64 %12, %6
  %23 = or i1 %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = getelementptr inbounds double, ptr %7, i64 %12
  store double 0.000000e+00, ptr %25, align 8
  br label %26

26:                                               ; preds = %20, %16, %11, %24
  %27 = add nuw nsw i64 %12, 1
  %28 = icmp eq i64 %27, %0
  br i1 %28, label %10, label %11
}
