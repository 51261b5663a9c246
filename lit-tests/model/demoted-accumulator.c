// LICM has promoted x[i] to a register across the j loop and sunk its store
// after the loop. Tessera models the accumulator in memory again (a read and
// a write of x[i] in the loop body, no phi array), so the loops stay free to
// move; the per-iteration stores exist only while Tessera works: without a
// new schedule the code is LLVM's, unchanged.
// RUN: %tessera scops %s -- -O3 | FileCheck %s
// RUN: clang-19 -O3 -S -emit-llvm %s -o %t.ref.ll
// RUN: %clang-tessera -O3 -S -emit-llvm %s -o %t.ll -mllvm -tessera-schedule=original
// RUN: diff %t.ll %t.ref.ll

// CHECK-LABEL: scop @mvt_like.scop0 in @mvt_like
// CHECK-NOT: phi size
// CHECK: stmt @S1
// CHECK-NEXT: domain "[n] -> { S1[i0, i1] : 0 <= i0 < n and 0 <= i1 < n }"
// CHECK: read #0 @x "[n] -> { S1[i0, i1] -> x[i0] }"
// CHECK: write #3 @x "[n] -> { S1[i0, i1] -> x[i0] }"
// CHECK: %3 = call [@llvm.fmuladd.f64] %1, %2, %0 : f64
// CHECK-NEXT: store %3, #3 : void
void mvt_like(int n, double A[restrict n][n], double *restrict x, const double *restrict y) {
  for (int i = 0; i < n; i++) {
    double s = x[i];
    for (int j = 0; j < n; j++)
      s += A[i][j] * y[j];
    x[i] = s;
  }
}
