/* Square GEMM in plain C (i-k-j loops, VLA arguments with restrict, n a
   run-time parameter): C += alpha * A * B. Prints GFLOP/s and, with a
   file argument, dumps C for the bit-for-bit comparison. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef REAL
#define REAL double
#endif

__attribute__((noinline)) static void gemm(int n, REAL alpha, REAL C[restrict n][n],
                                           REAL A[restrict n][n], REAL B[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
}

#ifdef WITH_BLAS
#include <cblas.h>
#endif

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  REAL (*A)[n] = malloc(sizeof(REAL[n][n]));
  REAL (*B)[n] = malloc(sizeof(REAL[n][n]));
  REAL (*C)[n] = malloc(sizeof(REAL[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (REAL)((i * j + 1) % n) / n;
      B[i][j] = (REAL)((i * (j + 1) + 2) % n) / n;
      C[i][j] = (REAL)((i + j) % n) / n;
    }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
#ifdef WITH_BLAS
  if (sizeof(REAL) == sizeof(double))
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.5, (double *)A, n,
                (double *)B, n, 1.0, (double *)C, n);
  else
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.5f, (float *)A, n,
                (float *)B, n, 1.0f, (float *)C, n);
#else
  gemm(n, 1.5, C, A, B);
#endif
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double s = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
  printf("%.6f s %.2f GFLOP/s\n", s, 2.0 * n * n * (double)n / s / 1e9);
  if (argc > 2) {
    FILE *f = fopen(argv[2], "wb");
    fwrite(C, sizeof(REAL), (size_t)n * n, f);
    fclose(f);
  }
  return 0;
}
