/* atax: y = A^T * (A * x) with A (M x N), recomputed TSTEPS times; the inner
   product of each row is kept in a scalar.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters. */
#include "common.h"

#ifdef PRESET_SMALL
# define M 56
# define N 64
# define TSTEPS 2
#else
# define M 3800
# define N 4200
# define TSTEPS 60
#endif

__attribute__((noinline))
void kernel_atax(int tsteps, int m, int n, double A[m][n], double x[n],
                 double y[n], double tmp[m])
{
  for (int t = 0; t < tsteps; t++) {
    for (int j = 0; j < n; j++)
      y[j] = 0.0;
    for (int i = 0; i < m; i++) {
      double s = 0.0;
      for (int j = 0; j < n; j++)
        s += A[i][j] * x[j];
      tmp[i] = s;
      for (int j = 0; j < n; j++)
        y[j] = y[j] + A[i][j] * s;
    }
  }
}

int main(void)
{
  int m = M, n = N;
  double (*A)[n] = xmalloc(sizeof(double[m][n]));
  double *x = xmalloc(sizeof(double) * n), *y = xmalloc(sizeof(double) * n);
  double *tmp = xmalloc(sizeof(double) * m);
  for (int j = 0; j < n; j++)
    x[j] = 1.0 + (double)j / n;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i + j) % n) / (5.0 * m);
  kernel_atax(TSTEPS, m, n, A, x, y, tmp);
  report_f64("y", y, n);
  report_f64("tmp", tmp, m);
  free(A); free(x); free(y); free(tmp);
  return 0;
}
