// Loop shapes that are SCoPs, with their modelled domains and accesses.
// Loops are modelled by normalized iteration counters (i0, i1: 0, 1, 2...),
// so loops counting down or with steps show up in the subscripts.
// RUN: %tessera scops %s | FileCheck %s
#include <stdint.h>

// CHECK-LABEL: scop @triangular.scop0 in @triangular
// CHECK: array @L : f64 [?, n] memory size 8
// CHECK: domain "[n] -> { S0[i0, i1] : i0 < n and 0 <= i1 <= i0 }"
// CHECK: write #0 @L "[n] -> { S0[i0, i1] -> L[i0, i1] }"
void triangular(int n, double L[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      L[i][j] = i + j;
}

// CHECK-LABEL: scop @countdown.scop0 in @countdown
// CHECK: domain "[n, n_1] -> { S0[i0] : 0 <= i0 < n }"
// CHECK: write #0 @a "[n, n_1] -> { S0[i0] -> a[-i0 + n - 1] }"
void countdown(int n, double *a) {
  for (int i = n - 1; i >= 0; i--)
    a[i] = 2.0 * i;
}

// CHECK-LABEL: scop @stride3.scop0 in @stride3
// CHECK: write #0 @a "[n, p] -> { S0[i0] -> a[3i0] }"
void stride3(int n, float *a) {
  for (int i = 0; i < n; i += 3)
    a[i] = 1.0f;
}

// CHECK-LABEL: scop @unsigned64.scop0 in @unsigned64
// CHECK: domain "[n] -> { S0[i0] : 0 <= i0 < n }"
// CHECK: write #0 @a "[n] -> { S0[i0] -> a[i0] }"
void unsigned64(uint64_t n, int64_t *a) {
  for (uint64_t i = 0; i < n; i++)
    a[i] = (int64_t)i;
}

// CHECK-LABEL: scop @minmax.scop0 in @minmax
// CHECK: domain "[m, n] -> { S0[i0, i1] : 0 <= i0 < n and i0 < m and 0 <= i1 <= 3 and i1 < m - i0 }"
// CHECK: write #0 @A "[m, n] -> { S0[i0, i1] -> A[i0, i0 + i1] }"
void minmax(long n, long m, double A[n][m]) {
  for (long i = 0; i < n; i++)
    for (long j = i; j < (i + 4 < m ? i + 4 : m); j++)
      A[i][j] = i * j;
}

// CHECK-LABEL: scop @conditional.scop0 in @conditional
// CHECK: domain "[n] -> { S0[i0, i1] : i0 >= 0 and i0 < i1 < n }"
void conditional(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j > i)
        A[i][j] = 1.0;
}

// Fixed-size arrays get their dimensions from the GEP types.
// CHECK-LABEL: scop @fixed.scop0 in @fixed
// CHECK: array @G : f64 [?, 64] memory size 8
// CHECK: domain "{ S0[i0, i1] : 0 <= i0 <= 63 and 0 <= i1 <= 62 }"
// CHECK: read #0 @G "{ S0[i0, i1] -> G[i0, i1 + 1] }"
double G[64][64], H[64][64];
void fixed(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 63; j++)
      H[i][j] = G[i][j + 1] + 1.0;
}

// Linearized subscripts with a parametric size are delinearized.
// CHECK-LABEL: scop @linearized.scop0 in @linearized
// CHECK: array @A : f64 [?, m] memory size 8
// CHECK: write #0 @A "[m, n] -> { S0[i0, i1] -> A[i0, i1] }"
void linearized(long n, long m, double *A) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      A[i * m + j] = i + j;
}

// LLVM turns a zeroing loop into a memset: it is a statement writing a range
// of elements.
// CHECK-LABEL: scop @zero_then_add.scop0 in @zero_then_add
// CHECK: write #0 @y "[n, tsteps] -> { S0[i0] -> y[o] : 0 <= o < 0 + (n) }"
// CHECK-NEXT: call [@llvm.memset] 0 : i8, #0 : void
void zero_then_add(long tsteps, long n, double *y, const double *x) {
  for (long t = 0; t < tsteps; t++) {
    for (long j = 0; j < n; j++)
      y[j] = 0.0;
    for (long j = 0; j < n; j++)
      y[j] += x[j] * t;
  }
}
