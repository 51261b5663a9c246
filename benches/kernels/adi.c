/* adi: alternating-direction implicit solver for the 2-D heat equation: each step
   solves tridiagonal systems along columns (u -> v) then rows (v -> u) by the Thomas
   algorithm.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: linearised pointers, count-down loops. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 40
# define TSTEPS 10
#else
# define N 1500
# define TSTEPS 50
#endif

/* u, v, p, q are n x n, element (i, j) at [i*n + j]; boundary values are 1. */
__attribute__((noinline))
void kernel_adi(int tsteps, int n, double *u, double *v, double *p, double *q)
{
  const double r = 0.4;                       /* dt / dx^2 (same in both directions) */
  const double a = -r / 2.0, b = 1.0 + r, c = -r / 2.0;
  for (int t = 0; t < tsteps; t++) {
    /* column sweep: for each interior column i, implicit in j, explicit in i */
    for (int i = 1; i < n - 1; i++) {
      v[0 * n + i] = 1.0;
      p[i * n + 0] = 0.0;
      q[i * n + 0] = v[0 * n + i];
      for (int j = 1; j < n - 1; j++) {
        double den = a * p[i * n + j - 1] + b;
        double rhs = (r / 2.0) * u[j * n + i - 1] + (1.0 - r) * u[j * n + i]
                   + (r / 2.0) * u[j * n + i + 1];
        p[i * n + j] = -c / den;
        q[i * n + j] = (rhs - a * q[i * n + j - 1]) / den;
      }
      v[(n - 1) * n + i] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        v[j * n + i] = p[i * n + j] * v[(j + 1) * n + i] + q[i * n + j];
    }
    /* row sweep: for each interior row i, implicit in j, explicit in i */
    for (int i = 1; i < n - 1; i++) {
      u[i * n + 0] = 1.0;
      p[i * n + 0] = 0.0;
      q[i * n + 0] = u[i * n + 0];
      for (int j = 1; j < n - 1; j++) {
        double den = a * p[i * n + j - 1] + b;
        double rhs = (r / 2.0) * v[(i - 1) * n + j] + (1.0 - r) * v[i * n + j]
                   + (r / 2.0) * v[(i + 1) * n + j];
        p[i * n + j] = -c / den;
        q[i * n + j] = (rhs - a * q[i * n + j - 1]) / den;
      }
      u[i * n + n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        u[i * n + j] = p[i * n + j] * u[i * n + j + 1] + q[i * n + j];
    }
  }
}

int main(void)
{
  int n = N;
  size_t nn = (size_t)n * n;
  double *u = xmalloc(sizeof(double) * nn), *v = xmalloc(sizeof(double) * nn);
  double *p = xmalloc(sizeof(double) * nn), *q = xmalloc(sizeof(double) * nn);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      u[i * n + j] = (double)(i + n - j) / n;
      v[i * n + j] = p[i * n + j] = q[i * n + j] = 0.0;
    }
  kernel_adi(TSTEPS, n, u, v, p, q);
  report_f64("u", u, nn);
  report_f64("v", v, nn);
  free(u); free(v); free(p); free(q);
  return 0;
}
