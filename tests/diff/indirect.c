// Targets non-affine subscripts A[B[i]] (gather, scatter with duplicate indices): must be left alone or handled exactly.
// RUN-ARGS: 70
#include "diffcommon.h"

__attribute__((noinline))
void gather(int n, const double *a, const int *idx, double *out)
{
  for (int i = 0; i < n; i++)
    out[i] = a[idx[i]] * 2.0 + out[i];
}

__attribute__((noinline))
void scatter_add(int n, double *a, const int *idx)
{
  for (int i = 0; i < n; i++)
    a[idx[i]] = a[idx[i]] * 0.5 + (double)i;     /* duplicates in idx: order matters */
}

__attribute__((noinline))
void indirect_2d(int n, double A[n][n], const int *idx)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      A[idx[i]][j] += A[i - 1][idx[j]];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 70);
  double *a = make_f64(n, 34), *out = make_f64(n, 35);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  int *idx = xmalloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    idx[i] = (i * 7 + 3) % n / 2 + n / 3;          /* in [0, n): many duplicates */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i + j) % 6) / 6.0;
  gather(n, a, idx, out);
  scatter_add(n, a, idx);
  indirect_2d(n, A, idx);
  report_f64("a", a, n);
  report_f64("out", out, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(out); free(A); free(idx);
  return 0;
}
