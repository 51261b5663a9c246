// Targets parametric sizes known only at run time (read from argv so nothing can be constant-folded).
// RUN-ARGS: 17 23
// RUN-ARGS-2: 1 1
// RUN-ARGS-3: 64 5
#include "diffcommon.h"

__attribute__((noinline))
void matmul_param(int n, int m, double *C, const double *A, const double *B)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i * n + j] = 0.0;
      for (int k = 0; k < m; k++)
        C[i * n + j] += A[i * m + k] * B[k * n + j];
    }
}

__attribute__((noinline))
void shift_rows(int n, int m, double *A)
{
  for (int i = 1; i < n; i++)
    for (int k = 0; k < m; k++)
      A[i * m + k] += A[(i - 1) * m + k] * 0.5;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 17), m = arg_int(argc, argv, 2, 23);
  double *A = make_f64((size_t)n * m, 18), *B = make_f64((size_t)m * n, 19);
  double *C = xmalloc(sizeof(double) * n * n);
  shift_rows(n, m, A);
  matmul_param(n, m, C, A, B);
  report_f64("A", A, (size_t)n * m);
  report_f64("C", C, (size_t)n * n);
  free(A); free(B); free(C);
  return 0;
}
