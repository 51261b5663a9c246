// Targets possibly-aliasing pointer arguments: one kernel called with disjoint, identical and partially overlapping arrays.
// RUN-ARGS: 40
#include "diffcommon.h"

__attribute__((noinline))
void copy_shift(double *a, double *b, int n)
{
  for (int i = 0; i < n - 1; i++)
    a[i + 1] = b[i] * 0.5 + 1.0;
}

__attribute__((noinline))
void axpy2d(int n, double *x, double *y)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i * n + j] += 2.0 * x[j * n + i];
}

static double *fresh(int len, int seed)
{
  double *p = make_f64(len, seed);
  return p;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 40);
  int len = n * n + 2 * n;
  double *x = fresh(len, 1), *y = fresh(len, 2);
  copy_shift(x, y, n);            /* disjoint */
  report_f64("disjoint_x", x, len);
  free(x); free(y);

  x = fresh(len, 1);
  copy_shift(x, x, n);            /* identical: a[i+1] depends on the freshly written a[i] */
  report_f64("identical_x", x, len);
  free(x);

  x = fresh(len, 1);
  copy_shift(x, x + 1, n);        /* overlap, source ahead of destination */
  report_f64("overlap_fwd_x", x, len);
  free(x);

  x = fresh(len, 1);
  copy_shift(x + 1, x, n);        /* overlap, destination ahead of source */
  report_f64("overlap_back_x", x, len);
  free(x);

  x = fresh(len, 3);
  axpy2d(n, x, x);                /* 2-D transposed update onto itself */
  report_f64("axpy_self", x, len);
  y = fresh(len, 4);
  axpy2d(n, y + n, y);            /* shifted by one row */
  report_f64("axpy_shift", y, len);
  free(x); free(y);
  return 0;
}
