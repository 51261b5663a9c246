// Targets trapezoidal/banded domains whose bounds use min and max of affine expressions.
// RUN-ARGS: 50
// RUN-ARGS-2: 3
#include "diffcommon.h"

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }

__attribute__((noinline))
void band(int n, double A[n][n], double *x, double *y)
{
  for (int i = 0; i < n; i++)
    for (int j = (i - 3 > 0 ? i - 3 : 0); j < (i + 4 < n ? i + 4 : n); j++)
      y[i] += A[i][j] * x[j];
}

__attribute__((noinline))
void trapezoid(int n, double A[n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = imax(1, n / 4 - i); j < imin(n, i + n / 3); j++)
      A[i][j] = A[i - 1][j - 1] + 0.5 * A[i][j];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 50);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double *x = make_f64(n, 1), *y = make_f64(n, 2);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 17.0;
  band(n, A, x, y);
  trapezoid(n, A);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("y", y, n);
  free(A); free(x); free(y);
  return 0;
}
