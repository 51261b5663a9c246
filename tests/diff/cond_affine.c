// Targets conditional statements with affine conditions inside loop nests (i > j, i + j < n, j == i).
// RUN-ARGS: 33
#include "diffcommon.h"

__attribute__((noinline))
void cond_update(int n, double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i > j)
        A[i][j] = A[i][j] + B[j][i];
      else if (i == j)
        A[i][j] = 1.0 + A[i][j];
      else
        A[i][j] = A[i][j] - 0.5 * B[i][j];
      if (i + j < n && i > 0)
        B[i][j] = A[i - 1][j] * 0.5 + B[i][j];
    }
}

__attribute__((noinline))
void cond_scalar(int n, double *x, double *y)
{
  for (int i = 0; i < n; i++) {
    double t = x[i];
    if (2 * i >= n)
      t = t * 2.0;
    if (i >= 1)
      y[i] = y[i - 1] + t;
    else
      y[i] = t;
  }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 33);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  double *x = make_f64(n, 14), *y = make_f64(n, 15);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 5 + j) % 7) / 7.0;
      B[i][j] = (double)((i + j * 3) % 5) / 5.0;
    }
  cond_update(n, A, B);
  cond_scalar(n, x, y);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("B", &B[0][0], (size_t)n * n);
  report_f64("y", y, n);
  free(A); free(B); free(x); free(y);
  return 0;
}
