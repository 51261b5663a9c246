// Targets a subscript offset known only at run time (A[i + k], k of either sign): the dependence direction depends on k.
// RUN-ARGS: 60 3
// RUN-ARGS-2: 60 -3
// RUN-ARGS-3: 60 0
#include "diffcommon.h"

__attribute__((noinline))
void shift_update(int n, int k, double *a)
{
  int lo = k < 0 ? -k : 0, hi = k > 0 ? n - k : n;
  for (int i = lo; i < hi; i++)
    a[i] = a[i + k] * 0.5 + a[i];
}

__attribute__((noinline))
void shift_2d(int n, int k, double A[n][n])
{
  int lo = k < 0 ? -k : 0, hi = k > 0 ? n - k : n;
  for (int i = 1; i < n; i++)
    for (int j = lo; j < hi; j++)
      A[i][j] = A[i - 1][j + k] + A[i][j] * 0.5;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 60), k = arg_int(argc, argv, 2, 3);
  if (k <= -n || k >= n) {
    fprintf(stderr, "offset out of range\n");
    return 2;
  }
  double *a = make_f64(n, 41);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 2 + j * 3) % 11) / 11.0;
  shift_update(n, k, a);
  shift_2d(n, k, A);
  report_f64("a", a, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(A);
  return 0;
}
