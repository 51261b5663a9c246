/* trisolv: forward substitution solving L*x = b for lower-triangular L (N x N),
   repeated TSTEPS times on the same data.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, triangular j < i loop with a scalar accumulator. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 80
# define TSTEPS 2
#else
# define N 4000
# define TSTEPS 150
#endif

__attribute__((noinline))
void kernel_trisolv(int tsteps, int n, double L[n][n], double x[n], double b[n])
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 0; i < n; i++) {
      double s = b[i];
      for (int j = 0; j < i; j++)
        s -= L[i][j] * x[j];
      x[i] = s / L[i][i];
    }
}

int main(void)
{
  int n = N;
  double (*L)[n] = xmalloc(sizeof(double[n][n]));
  double *x = xmalloc(sizeof(double) * n), *b = xmalloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    x[i] = 0.0;
    b[i] = (double)(i % 13) - 6.0;
    for (int j = 0; j < n; j++)
      L[i][j] = j < i ? (double)((i + n - j + 1) % 9) / (9.0 * n) : 0.0;
    L[i][i] = 1.0 + (double)(i % 5) / 5.0;
  }
  kernel_trisolv(TSTEPS, n, L, x, b);
  report_f64("x", x, n);
  free(L); free(x); free(b);
  return 0;
}
