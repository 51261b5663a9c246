// The bundled example: C = alpha*A*B + beta*C on run-time sizes (C99 VLAs),
// with a checksum of C. `bash scripts/demo.sh` builds it with clang -O3 with
// and without Tessera, compares the outputs and times both.
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
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double(*A)[n] = malloc(sizeof(double) * n * n);
  double(*B)[n] = malloc(sizeof(double) * n * n);
  double(*C)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * (j + 1) + 2) % n) / n;
      C[i][j] = (double)((i * (j + 2) + 3) % n) / n;
    }
  gemm(n, n, n, 1.5, 1.2, C, A, B);
  double sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += C[i][j] * ((i + j) % 7);
  printf("checksum %.17g\n", sum);
  free(A);
  free(B);
  free(C);
  return 0;
}
