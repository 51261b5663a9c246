/* ludcmp: solve A*x = b by LU decomposition (no pivoting, factors in place) followed
   by forward (L*y = b) and backward (U*x = y) substitution; A is diagonally dominant.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: C99 VLA parameters, a count-down loop. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
#else
# define N 1600
#endif

__attribute__((noinline))
void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n], double y[n])
{
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {          /* row i of L */
      double w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++) {          /* row i of U */
      double w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    double w = b[i];
    for (int j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = n - 1; i >= 0; i--) {
    double w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

int main(void)
{
  int n = N;
  double (*A)[n] = xmalloc(sizeof(double[n][n]));
  double *b = xmalloc(sizeof(double) * n), *x = xmalloc(sizeof(double) * n);
  double *y = xmalloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    b[i] = (double)(i + 1) / n / 2.0 + 4.0;
    x[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 5 + j * 11 + 3) % 23) / 23.0 - 0.5;
    A[i][i] = (double)n;
  }
  kernel_ludcmp(n, A, b, x, y);
  report_f64("A", A, (size_t)n * n);
  report_f64("y", y, n);
  report_f64("x", x, n);
  free(A); free(b); free(x); free(y);
  return 0;
}
