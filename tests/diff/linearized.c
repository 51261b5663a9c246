// Targets manually linearised subscripts A[i*n + j] (row and column walks, non-square, in-place transpose).
// RUN-ARGS: 21 30
#include "diffcommon.h"

__attribute__((noinline))
void col_scan(int n, int m, double *A)
{
  for (int j = 0; j < m; j++)
    for (int i = 1; i < n; i++)
      A[i * m + j] = A[(i - 1) * m + j] * 0.5 + A[i * m + j];
}

__attribute__((noinline))
void transpose_in_place(int n, double *S)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double t = S[i * n + j];
      S[i * n + j] = S[j * n + i];
      S[j * n + i] = t;
    }
}

__attribute__((noinline))
void diag_sweep(int n, double *S)
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      S[i * n + j] += S[(i - 1) * n + (j - 1)] * 0.25;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 21), m = arg_int(argc, argv, 2, 30);
  double *A = make_f64((size_t)n * m, 20), *S = make_f64((size_t)n * n, 21);
  col_scan(n, m, A);
  transpose_in_place(n, S);
  diag_sweep(n, S);
  report_f64("A", A, (size_t)n * m);
  report_f64("S", S, (size_t)n * n);
  free(A); free(S);
  return 0;
}
