; A condition inside an innermost loop that does not depend on its
; iterator (here the triangle's last row, c1 + 1 == c0, inside the j
; loop) is decided before the loop: the loop is generated twice, once per
; branch, and neither copy branches. LLVM unswitches loops before the
; pass runs, so left inside, the vectorizer would if-convert the branch
; into masked stores to both arrays on every iteration (PolyBench's symm
; on an AVX-512 core: 3x slower than without Tessera). The schedule is
; imported to keep the loop order of the source.
; RUN: echo '@tri.scop0 "{ S0[i0, i1, i2] -> [0, i0, 0, i1, 0, i2, 0]; S1[i0, i1, i2] -> [0, i0, 0, i1, 0, i2, 1]; S2[i0, i1, i2] -> [0, i0, 0, i1, 0, i2, 2] }"' > %t.tsched
; RUN: %opt -passes='tessera<only=tri;import=%t.tsched;print-ast>' %s -S -o %t.ll > %t.ast
; RUN: FileCheck --match-full-lines --check-prefix=AST %s < %t.ast
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; RUN: not grep -q 'tessera[.]then' %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
; AST:      for (int c0 = 1; c0 <= 63; c0 += 1)
; AST-NEXT:   for (int c1 = 0; c1 < c0; c1 += 1)
; AST-NEXT:     for (int c2 = 0; c2 <= 63; c2 += 1) {
; AST-NEXT:       S0(c0, c1, c2);
; AST-NEXT:       if (c1 + 1 == c0) {
; The branch comes before the two copies of the c2 loop (one entered from
; each side), and no branch of the AST's `if` is left in either copy.
; IR-LABEL: define {{.*}} @tri()
; IR:         br i1 %{{.*}}, label %tessera.unswitch.then, label %tessera.unswitch.else
; IR-DAG:   %c2 = phi i64 [ 0, %tessera.unswitch.then ]
; IR-DAG:   %c2{{[0-9]+}} = phi i64 [ 0, %tessera.unswitch.else ]
; SOURCE: unswitch.c
;   1| #include <stdio.h>
;   2| 
;   3| double A[64][64], B[64][64], C[64][64], D[64][64];
;   4| 
;   5| __attribute__((noinline)) void tri(void) {
;   6|   for (int i = 0; i < 64; i++)
;   7|     for (int k = 0; k < i; k++)
;   8|       for (int j = 0; j < 64; j++) {
;   9|         A[k][j] += B[i][j];
;  10|         if (k < i - 1)
;  11|           C[k][j] += B[i][j];
;  12|         else
;  13|           D[k][j] -= B[i][j];
;  14|       }
;  15| }
;  16| 
;  17| int main(void) {
;  18|   for (int i = 0; i < 64; i++)
;  19|     for (int j = 0; j < 64; j++)
;  20|       B[i][j] = (i * 7 + j) % 13 * 0.25;
;  21|   tri();
;  22|   double s = 0;
;  23|   for (int i = 0; i < 64; i++)
;  24|     for (int j = 0; j < 64; j++)
;  25|       s += A[i][j] + 2 * C[i][j] + 3 * D[i][j];
;  26|   printf("%.3f\n", s);
;  27|   return 0;
;  28| }
; ModuleID = 'unswitch.c'
source_filename = "unswitch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@A = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@C = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@D = dso_local local_unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @tri() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %10
  %2 = phi i64 [ 0, %0 ], [ %11, %10 ]
  %3 = icmp eq i64 %2, 0
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = add nsw i64 %2, -1
  br label %7

6:                                                ; preds = %10
  ret void

7:                                                ; preds = %4, %13
  %8 = phi i64 [ 0, %4 ], [ %14, %13 ]
  %9 = icmp slt i64 %8, %5
  br label %16

10:                                               ; preds = %13, %1
  %11 = add nuw nsw i64 %2, 1
  %12 = icmp eq i64 %11, 64
  br i1 %12, label %6, label %1, !llvm.loop !5

13:                                               ; preds = %31
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, %2
  br i1 %15, label %10, label %7, !llvm.loop !7

16:                                               ; preds = %7, %31
  %17 = phi i64 [ 0, %7 ], [ %32, %31 ]
  %18 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %2, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !8
  %20 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %8, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !8
  %22 = fadd double %19, %21
  store double %22, ptr %20, align 8, !tbaa !8
  br i1 %9, label %23, label %27

23:                                               ; preds = %16
  %24 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %8, i64 %17
  %25 = load double, ptr %24, align 8, !tbaa !8
  %26 = fadd double %19, %25
  store double %26, ptr %24, align 8, !tbaa !8
  br label %31

27:                                               ; preds = %16
  %28 = getelementptr inbounds [64 x [64 x double]], ptr @D, i64 0, i64 %8, i64 %17
  %29 = load double, ptr %28, align 8, !tbaa !8
  %30 = fsub double %29, %19
  store double %30, ptr %28, align 8, !tbaa !8
  br label %31

31:                                               ; preds = %23, %27
  %32 = add nuw nsw i64 %17, 1
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %13, label %16, !llvm.loop !12
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %27, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %27 ]
  %3 = mul nuw nsw i64 %2, 7
  %4 = insertelement <2 x i64> poison, i64 %3, i64 0
  %5 = shufflevector <2 x i64> %4, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %23, %6 ]
  %8 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %24, %6 ]
  %9 = add nuw nsw <2 x i64> %8, %5
  %10 = trunc <2 x i64> %9 to <2 x i32>
  %11 = urem <2 x i32> %10, <i32 13, i32 13>
  %12 = uitofp nneg <2 x i32> %11 to <2 x double>
  %13 = fmul <2 x double> %12, <double 2.500000e-01, double 2.500000e-01>
  %14 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %2, i64 %7
  store <2 x double> %13, ptr %14, align 16, !tbaa !8
  %15 = or disjoint i64 %7, 2
  %16 = add <2 x i64> %8, <i64 2, i64 2>
  %17 = add nuw nsw <2 x i64> %16, %5
  %18 = trunc <2 x i64> %17 to <2 x i32>
  %19 = urem <2 x i32> %18, <i32 13, i32 13>
  %20 = uitofp nneg <2 x i32> %19 to <2 x double>
  %21 = fmul <2 x double> %20, <double 2.500000e-01, double 2.500000e-01>
  %22 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %2, i64 %15
  store <2 x double> %21, ptr %22, align 16, !tbaa !8
  %23 = add nuw nsw i64 %7, 4
  %24 = add <2 x i64> %8, <i64 4, i64 4>
  %25 = icmp eq i64 %23, 64
  br i1 %25, label %27, label %6, !llvm.loop !13

26:                                               ; preds = %27
  tail call void @tri()
  br label %30

27:                                               ; preds = %6
  %28 = add nuw nsw i64 %2, 1
  %29 = icmp eq i64 %28, 64
  br i1 %29, label %26, label %1, !llvm.loop !16

30:                                               ; preds = %26, %35
  %31 = phi i64 [ 0, %26 ], [ %36, %35 ]
  %32 = phi double [ 0.000000e+00, %26 ], [ %59, %35 ]
  br label %38

33:                                               ; preds = %35
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %59)
  ret i32 0

35:                                               ; preds = %38
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, 64
  br i1 %37, label %33, label %30, !llvm.loop !17

38:                                               ; preds = %38, %30
  %39 = phi i64 [ 0, %30 ], [ %60, %38 ]
  %40 = phi double [ %32, %30 ], [ %59, %38 ]
  %41 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %31, i64 %39
  %42 = load double, ptr %41, align 16, !tbaa !8
  %43 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %31, i64 %39
  %44 = load double, ptr %43, align 16, !tbaa !8
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 2.000000e+00, double %42)
  %46 = getelementptr inbounds [64 x [64 x double]], ptr @D, i64 0, i64 %31, i64 %39
  %47 = load double, ptr %46, align 16, !tbaa !8
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 3.000000e+00, double %45)
  %49 = fadd double %40, %48
  %50 = or disjoint i64 %39, 1
  %51 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %31, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !8
  %53 = getelementptr inbounds [64 x [64 x double]], ptr @C, i64 0, i64 %31, i64 %50
  %54 = load double, ptr %53, align 8, !tbaa !8
  %55 = tail call double @llvm.fmuladd.f64(double %54, double 2.000000e+00, double %52)
  %56 = getelementptr inbounds [64 x [64 x double]], ptr @D, i64 0, i64 %31, i64 %50
  %57 = load double, ptr %56, align 8, !tbaa !8
  %58 = tail call double @llvm.fmuladd.f64(double %57, double 3.000000e+00, double %55)
  %59 = fadd double %49, %58
  %60 = add nuw nsw i64 %39, 2
  %61 = icmp eq i64 %60, 64
  br i1 %61, label %35, label %38, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
