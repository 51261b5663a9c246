// Targets modulo conditions inside loops (i % 2 == 0, (i + j) % 3 != 0): quasi-affine, easily mis-modelled.
// RUN-ARGS: 31
// RUN-ARGS-2: 6
#include "diffcommon.h"

__attribute__((noinline))
void parity(int n, double *a, double *b)
{
  for (int i = 1; i < n; i++) {
    if (i % 2 == 0)
      a[i] = a[i - 1] + b[i];
    else
      b[i] = b[i - 1] * 0.5 + a[i];
  }
}

__attribute__((noinline))
void mod3_2d(int n, double A[n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      if ((i + j) % 3 != 0)
        A[i][j] = A[i - 1][j] + A[i][j - 1] * 0.5;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 31);
  double *a = make_f64(n, 16), *b = make_f64(n, 17);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * j + 1) % 4) / 8.0;
  parity(n, a, b);
  mod3_2d(n, A);
  report_f64("a", a, n);
  report_f64("b", b, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(b); free(A);
  return 0;
}
