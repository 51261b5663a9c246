// Targets out-of-place (Jacobi-like) stencils with a copy-back nest, over a time loop (time tiling candidate).
// RUN-ARGS: 34 6
#include "diffcommon.h"

__attribute__((noinline))
void jacobi2d(int tsteps, int n, double A[n][n], double B[n][n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

__attribute__((noinline))
void blur1d(int tsteps, int n, double *a, double *b)
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 2; i < n - 2; i++)
      b[i] = 0.1 * a[i - 2] + 0.2 * a[i - 1] + 0.4 * a[i] + 0.2 * a[i + 1] + 0.1 * a[i + 2];
    for (int i = 2; i < n - 2; i++)
      a[i] = b[i] - 0.01 * (double)t;
  }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 34), tsteps = arg_int(argc, argv, 2, 6);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  double *a = make_f64(n, 30), *b = make_f64(n, 31);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = B[i][j] = (double)((i + j * j) % 29) / 29.0;
  jacobi2d(tsteps, n, A, B);
  blur1d(tsteps, n, a, b);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("a", a, n);
  report_f64("b", b, n);
  free(A); free(B); free(a); free(b);
  return 0;
}
