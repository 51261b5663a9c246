/* jacobi-2d: TSTEPS sweeps of the 5-point Jacobi stencil on an N x N grid,
   ping-ponging between A and B.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 40
# define TSTEPS 10
#else
# define N 1500
# define TSTEPS 400
#endif

__attribute__((noinline))
void kernel_jacobi_2d(int tsteps, int n, double A[n][n], double B[n][n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
}

int main(void)
{
  int n = N;
  double (*A)[n] = xmalloc(sizeof(double[n][n]));
  double (*B)[n] = xmalloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / n;
      B[i][j] = ((double)i * (j + 3) + 3) / n;
    }
  kernel_jacobi_2d(TSTEPS, n, A, B);
  report_f64("A", A, (size_t)n * n);
  report_f64("B", B, (size_t)n * n);
  free(A); free(B);
  return 0;
}
