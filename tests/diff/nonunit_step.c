// Targets non-unit loop steps: i += 3, i -= 2, nested j += 2 with a dependence across strided iterations.
// RUN-ARGS: 61
// RUN-ARGS-2: 8
#include "diffcommon.h"

__attribute__((noinline))
void strided(int n, double *a, double *b)
{
  for (int i = 0; i < n; i += 3)
    a[i] = a[i] * 2.0 + 1.0;
  for (int i = n - 1; i >= 2; i -= 2)
    b[i] = b[i - 2] + a[i];           /* reads the odd/even neighbour two below */
  for (int i = 3; i < n; i += 3)
    a[i] += a[i - 3];                  /* recurrence along the strided lattice */
}

__attribute__((noinline))
void strided_2d(int n, double A[n][n])
{
  for (int i = 1; i < n; i += 2)
    for (int j = 0; j + 2 < n; j += 2)
      A[i][j] = A[i - 1][j + 2] + A[i][j] * 0.5;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 61);
  double *a = make_f64(n, 7), *b = make_f64(n, 8);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * j) % 10) / 10.0;
  strided(n, a, b);
  strided_2d(n, A);
  report_f64("a", a, n);
  report_f64("b", b, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(b); free(A);
  return 0;
}
