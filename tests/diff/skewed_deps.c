// Targets dependences with mixed-sign distance vectors (1,-1) and (1,1): naive tiling/interchange is illegal, skewing is needed.
// RUN-ARGS: 36
#include "diffcommon.h"

__attribute__((noinline))
void wavefront(int n, double A[n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = 0.5 * A[i - 1][j + 1] + 0.25 * A[i - 1][j - 1] + 0.25 * A[i][j - 1];
}

__attribute__((noinline))
void antidiag(int n, double *x, double A[n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i - 1][j + 1] + x[j] * (double)i;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 36);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  double *x = make_f64(n, 37);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = B[i][j] = (double)((i * 5 + j * 9) % 31) / 31.0;
  wavefront(n, A);
  antidiag(n, x, B);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("B", &B[0][0], (size_t)n * n);
  free(A); free(B); free(x);
  return 0;
}
