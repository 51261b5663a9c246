// Fuzz finding s380200001: in a parallel build, isl wrote a guard of the
// outlined loop body as `p_3 >= 1 || 1` (a condition that always holds as
// the integer 1); the code generator built an `or` of an i1 and an i64
// and panicked, and the clean-up after the panic left the outlined
// function behind, half built, for LLVM's later passes to crash on. The
// operands of `&&`, `||` and `?:` are now i1, and a panic's clean-up
// deletes the functions that generation made. The program compiles, its
// second SCoP is regenerated with a parallel loop, and it prints what it
// prints without Tessera.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -fopenmp -mllvm -tessera-parallel=true -Rpass=tessera %s -o %t 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O3 -march=x86-64-v3 -fopenmp %s -o %t.ref
// RUN: %t 5 5 > %t.out && %t.ref 5 5 > %t.ref.out && diff %t.out %t.ref.out
// REMARK-NOT: panicked
// REMARK: remark: regenerated SCoP k0.scop1
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>

double g0[14][10];
static void hash(const char *name, const void *p, size_t len) {
  const unsigned char *b = (const unsigned char *)p;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < len; i++) { h ^= b[i]; h *= 0x100000001b3ULL; }
  printf("%s: %016llx\n", name, (unsigned long long)h);
}
static void init_f64(double *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (double)((i * 7 + (size_t)seed * 13) % 101) / 101.0 - 0.5;
}
static void init_u32(unsigned *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (unsigned)(i * 2654435761u + (unsigned)seed * 40503u);
}
static void init_i32(int *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (int)((i * 37 + (size_t)seed) % 2001) - 1000;
}

__attribute__((noinline)) void k0(int n, int m, double A0[n + 2], double *A1, int A2[n + 1]) {
  for (int i0 = 0; i0 < m; i0++) {
    for (unsigned i1 = 1; i1 < n + 1; i1++) {
      for (int i2 = 1; i2 < n + 1; i2++) {
        if (i0 < 3 && i0 - (int)i1 >= 3) {
          if (i2 == -1) {
            A0[i1 + 1] = 0.0625 * (A0[i2 + 1]) + 0.75 * (A1[((n - i2 + 2)) * (n + 3) + (i2 - 1)]);
          }
          if ((int)i1 + i2 <= n || i2 - i0 != 6) {
            A2[i2 - 1] = (A2[i2] + 6 * A2[i1]) % 32749;
          }
        }
      }
      A2[i1] = (A2[i1] - (2 * (int)i1) + (int)(A0[i1 - 1] * 1000.0) - A2[i1]) % 32749;
    }
    for (int i3 = i0 + 1; i3 < m + 1; i3++) {
      for (long i4 = 1; i4 < m; i4++) {
        A2[1] = ((A2[1] & A2[1]) - (i0)) % 32749;
      }
    }
  }
  for (int i5 = 0; i5 < m; i5 += 3) {
    for (long i6 = m - 2; i6 < m; i6++) {
      if (i5 > 5) {
        A2[0] = (A2[2]) & 32767;
        A2[0] = ((int)(g0[i5 + 1][i5] * 1000.0)) % 32749;
      }
    }
    {
      long s0 = 0;
      for (int i7 = m - 1; i7 >= i5; i7 -= 2) {
        if (i7 + i5 < n - 2 || i7 + i5 >= 2) {
          g0[i7 + 2][1] = 1.0 * ((double)A2[1] * 3.0517578125e-05);
        }
        s0 += A2[2];
      }
      A2[0] = (int)(s0 % 32749);
    }
  }
  for (int i8 = 0; i8 < m; i8++) {
    for (int i9 = i8; i9 < m; i9++) {
      A2[2] = (A2[1]) & 32767;
      A0[1] = 0.75 * ((double)(-1 * i9 + 3 * i9 + 2) * 0.03125) + 0.0625 * (g0[i9][0] * g0[i8 + 2][i9]);
    }
  }
}
__attribute__((noinline)) void k1(int n, int m, unsigned A0[n + 5][m + 3][n + 1], unsigned *A1) {
  {
    double s0 = g0[1][2];
    for (int i0 = (m - 1) - 1; i0 >= 0; i0--) {
      for (int i3 = i0 - 1; i3 < i0 + 2; i3++) {
        g0[m - i0 + 1][m - i0 + 2] = 0.5 * (g0[i3 + i0 + 2][m - i0 + 2]) + 0.25 * (g0[i3 + 2][i0 + 2] * g0[i3 + i0 + 2][i3 + 2]) + 0.125 * (g0[i0][i3 + 2] * g0[i0 + i3 + 2][i0]) - 0.0625 * (g0[m - i3 + 2][i0 + 1]);
        s0 = ((double)(i3 + -1 * i0 + 2) * 0.0625 > s0) ? (double)(i3 + -1 * i0 + 2) * 0.0625 : s0;
      }
      for (int i1 = (i0 + 1) - 1; i1 >= 0; i1--) {
        if (i1 != n - 3 && i0 != n - 3) {
          if (i0 > m - 2) {
            s0 = (sqrt(fabs(g0[i0 + 1][i0])) > s0) ? sqrt(fabs(g0[i0 + 1][i0])) : s0;
          }
        }
        if ((i0 + 3) % 2 == 1 || i1 == 4) {
          if ((i0 + 2) % 2 == 1 && i1 <= n) {
            s0 += 0.0001220703125 * ((double)(A1[(((i0 + 2)) * (m + 2) + (i1 + 2)) * (n + 5) + 0] & 255u) * 0.00390625);
            A1[(i0 * (m + 2) + i1) * (n + 5) + 0] = ((A0[1][i1][2] ^ (unsigned)(3 * i1 + n - 3)) - ((unsigned)(g0[m - i1 - 1][m - i1 + 2] * 64.0 + 64.0) | (unsigned)(m + 2 * i1 + 3)));
          } else {
            g0[i1 + 2][1] = 0.125 * (g0[0][0]) + 0.75 * (g0[i0 + i1 + 2][m - i1]);
          }
        }
      }
      for (int i2 = 1; i2 < n; i2 += 2) {
        if (i0 <= n) {
          if ((i0 + 3) % 4 == 0) {
            g0[1][i0 + 1] = 0.0625 * ((double)(A0[2 * i2 - 2][1][i2] & 255u) * 0.00390625) - 0.125 * (g0[i0][i0] * g0[i0 + 1][2 * i0 + 1]) + 0.5 * (g0[i0][i0 + 2] * g0[i0 + 2][i0 + 1]);
          }
        }
        if (i2 <= 4) {
          if (i0 >= i0) {
            s0 += 0.0001220703125 * (g0[i0 + 1][i0 + 2]);
            s0 += 0.0001220703125 * (g0[i0 + 2][m - i0 - 1]);
          } else {
            A1[(((i0 + 1)) * (m + 2) + i0) * (n + 5) + (i2 + 2)] = (((unsigned)(3 * i0 + 2) * A0[2 * i2][2 * i0][i2 - 1]) % 55u);
          }
        }
      }
    }
    g0[2][0] = 0.5 * s0;
  }
}
int main(int argc, char **argv) {
  int a_ = 1;
  int n = argc > a_ ? atoi(argv[a_]) : 4; a_++;
  if (n < 3) n = 3; if (n > 6) n = 6;
  int m = argc > a_ ? atoi(argv[a_]) : 6; a_++;
  if (m < 0) m = 0; if (m > 6) m = 6;
  size_t cap_f64 = 1;
  if (cap_f64 < (size_t)(n + 2)) cap_f64 = (size_t)(n + 2);
  if (cap_f64 < (size_t)(2 * n + 5) * (size_t)(n + 3)) cap_f64 = (size_t)(2 * n + 5) * (size_t)(n + 3);
  cap_f64 += 16;
  double *f64_0 = (double *)malloc(cap_f64 * sizeof(double));
  init_f64(f64_0, cap_f64, 299);
  double *f64_1 = (double *)malloc(cap_f64 * sizeof(double));
  init_f64(f64_1, cap_f64, 286);
  double *f64_2 = (double *)malloc(cap_f64 * sizeof(double));
  init_f64(f64_2, cap_f64, 173);
  size_t cap_i32 = 1;
  if (cap_i32 < (size_t)(n + 1)) cap_i32 = (size_t)(n + 1);
  cap_i32 += 16;
  int *i32_0 = (int *)malloc(cap_i32 * sizeof(int));
  init_i32(i32_0, cap_i32, 777);
  size_t cap_u32 = 1;
  if (cap_u32 < (size_t)(n + 5) * (size_t)(m + 3) * (size_t)(n + 1)) cap_u32 = (size_t)(n + 5) * (size_t)(m + 3) * (size_t)(n + 1);
  if (cap_u32 < (size_t)(m + 4) * (size_t)(m + 2) * (size_t)(n + 5)) cap_u32 = (size_t)(m + 4) * (size_t)(m + 2) * (size_t)(n + 5);
  cap_u32 += 16;
  unsigned *u32_0 = (unsigned *)malloc(cap_u32 * sizeof(unsigned));
  init_u32(u32_0, cap_u32, 934);
  unsigned *u32_1 = (unsigned *)malloc(cap_u32 * sizeof(unsigned));
  init_u32(u32_1, cap_u32, 262);
  init_f64(&g0[0][0], sizeof(g0) / sizeof(double), 803);
  k0(n, m, (void *)(f64_0), f64_2, (void *)(i32_0));
  k0(n, m, (void *)(f64_1 + 2), f64_0, (void *)(i32_0));
  k1(n, m, (void *)(u32_1), u32_0);
  k1(n, m, (void *)(u32_0), u32_0 + 2);
  hash("f64_0", f64_0, cap_f64 * sizeof(double));
  hash("f64_1", f64_1, cap_f64 * sizeof(double));
  hash("f64_2", f64_2, cap_f64 * sizeof(double));
  hash("i32_0", i32_0, cap_i32 * sizeof(int));
  hash("u32_0", u32_0, cap_u32 * sizeof(unsigned));
  hash("u32_1", u32_1, cap_u32 * sizeof(unsigned));
  hash("g0", &g0, sizeof(g0));
  return 0;
}
