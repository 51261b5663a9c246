; A loop bounded by the largest of five sizes. isl reads `i < max(a, b,
; c, d, e)` as a piecewise expression with a piece per case of which size
; is largest (each piece ordering the five sizes); the model writes the
; comparison as `i < a or i < b or ...`, one piece per size, so that the
; domain stays small and cheap to work with.
; RUN: %tessera scops %s | FileCheck %s
; CHECK: domain "[p, p_1, p_2, p_3, p_4] -> { S0[i0] : i0 >= 0 and (i0 < p_4 or i0 < p_3 or i0 < p_2 or i0 < p_1 or i0 < p) }"
; CHECK-NOT: p_4 > p and
; SOURCE: maxbound.c
;   void clear(long a, long b, long c, long d, long e, double *x) {
;     long n = a;
;     if (b > n) n = b;
;     if (c > n) n = c;
;     if (d > n) n = d;
;     if (e > n) n = e;
;     for (long i = 0; i < n; i++)
;       x[i] = 0.5 * x[i] + 1.0;
;   }
; (clang-19 -O2 -fno-unroll-loops -fno-vectorize -fno-slp-vectorize -S -emit-llvm)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @clear(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr nocapture noundef %5) local_unnamed_addr {
  %7 = tail call i64 @llvm.smax.i64(i64 %1, i64 %0)
  %8 = tail call i64 @llvm.smax.i64(i64 %7, i64 %2)
  %9 = tail call i64 @llvm.smax.i64(i64 %8, i64 %3)
  %10 = tail call i64 @llvm.smax.i64(i64 %9, i64 %4)
  %11 = icmp sgt i64 %10, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %13, %6
  ret void

13:                                               ; preds = %6, %13
  %14 = phi i64 [ %18, %13 ], [ 0, %6 ]
  %15 = getelementptr inbounds double, ptr %5, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double 1.000000e+00)
  store double %17, ptr %15, align 8
  %18 = add nuw nsw i64 %14, 1
  %19 = icmp eq i64 %18, %10
  br i1 %19, label %12, label %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)
