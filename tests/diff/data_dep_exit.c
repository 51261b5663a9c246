// Targets data-dependent loop exits: while (x > eps) convergence loops and break out of a for loop.
// RUN-ARGS: 50
#include <math.h>
#include "diffcommon.h"

__attribute__((noinline))
int iterate_until(int n, double *a, double eps)
{
  int iters = 0;
  double delta = 1.0;
  while (delta > eps && iters < 10000) {
    delta = 0.0;
    for (int i = 1; i < n - 1; i++) {
      double nv = 0.5 * (a[i - 1] + a[i + 1]);
      delta += fabs(nv - a[i]);
      a[i] = nv;
    }
    iters++;
  }
  return iters;
}

__attribute__((noinline))
int first_above(int n, double A[n][n], double thr, int *where)
{
  int count = 0;
  for (int i = 0; i < n; i++) {
    where[i] = -1;
    for (int j = 0; j < n; j++) {
      A[i][j] += 0.01 * (double)i;
      if (A[i][j] > thr) {
        where[i] = j;
        break;
      }
      count++;
    }
  }
  return count;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 50);
  double *a = make_f64(n, 36);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  int *where = xmalloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 3 + j * j) % 37) / 37.0;
  int res[2];
  res[0] = iterate_until(n, a, 1e-3);
  res[1] = first_above(n, A, 0.9, where);
  report_i32("res", res, 2);
  report_f64("a", a, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_i32("where", where, n);
  free(a); free(A); free(where);
  return 0;
}
