/* durbin: Levinson-Durbin recursion solving the Yule-Walker system T*y = -r for the
   symmetric positive-definite Toeplitz matrix T with first row (1, r[0], ..., r[n-2]).
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: plain 1-D pointers, reversed subscripts. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 120
#else
# define N 50000
#endif

__attribute__((noinline))
void kernel_durbin(int n, const double *r, double *y, double *z)
{
  double alpha = -r[0], beta = 1.0;
  y[0] = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1.0 - alpha * alpha) * beta;
    double s = 0.0;
    for (int i = 0; i < k; i++)
      s += r[k - i - 1] * y[i];
    alpha = -(r[k] + s) / beta;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}

int main(void)
{
  int n = N;
  double *r = xmalloc(sizeof(double) * n), *y = xmalloc(sizeof(double) * n);
  double *z = xmalloc(sizeof(double) * n);
  /* r[k] = 0.25/(k+1)^2 makes T strictly diagonally dominant (sum < 0.83), hence SPD */
  for (int k = 0; k < n; k++) {
    r[k] = 0.25 / ((double)(k + 1) * (double)(k + 1));
    y[k] = 0.0;
    z[k] = 0.0;
  }
  kernel_durbin(n, r, y, z);
  report_f64("y", y, n);
  free(r); free(y); free(z);
  return 0;
}
