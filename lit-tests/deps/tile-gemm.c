// gemm, j and k tiled together by an imported schedule. LLVM keeps the
// accumulator in a register but stores it to C[i][j] every iteration:
// mapped back to C[i][j], the tiling needs no expansion, and the output
// stays identical.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -mllvm -tessera-import=%S/Inputs/gemm-tile-jk.tsched -mllvm -tessera-only=gemm -Rpass-analysis=tessera 2>&1 | FileCheck %s
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 33 > %t.out && %t.ref 33 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
// (gemm.scop0 is LLVM's own copy of the nest for nk <= 0.)
// CHECK: remark: SCoP gemm.scop1 gets the imported schedule [-Rpass-analysis=tessera]
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void gemm(int ni, int nj, int nk, double alpha, double beta,
                                    double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 150, m = n + 7, p = n + 3;
  double(*C)[m] = malloc(sizeof(double) * n * m + 8);
  double(*A)[p] = malloc(sizeof(double) * n * p + 8);
  double(*B)[m] = malloc(sizeof(double) * p * m + 8);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = ((i * j + 1) % 7) / 7.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++)
      A[i][j] = ((i + j) % 5) / 5.0;
  for (int i = 0; i < p; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = ((i * 3 + j) % 11) / 11.0;
  gemm(n, m, p, 1.5, 1.2, C, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += C[i][j] * (i + j);
  printf("%.17g\n", s);
  return 0;
}
