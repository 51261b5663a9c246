// Targets in-place (Gauss-Seidel-like) stencils in 1-D and 2-D where every update reads freshly written neighbours.
// RUN-ARGS: 30 4
#include "diffcommon.h"

__attribute__((noinline))
void seidel1d(int tsteps, int n, double *a)
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

__attribute__((noinline))
void seidel2d(int tsteps, int n, double A[n][n])
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]
                   + A[i - 1][j + 1] + A[i + 1][j - 1]) / 7.0;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 30), tsteps = arg_int(argc, argv, 2, 4);
  double *a = make_f64(n, 29);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * j + i) % 23) / 23.0;
  seidel1d(tsteps, n, a);
  seidel2d(tsteps, n, A);
  report_f64("a", a, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(A);
  return 0;
}
