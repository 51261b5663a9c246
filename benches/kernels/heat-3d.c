/* heat-3d: TSTEPS explicit steps of the 3-D heat equation (7-point stencil) on an
   N^3 grid, ping-ponging between A and B.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, 3-D arrays. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 16
# define TSTEPS 10
#else
# define N 160
# define TSTEPS 200
#endif

__attribute__((noinline))
void kernel_heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}

int main(void)
{
  int n = N;
  double (*A)[n][n] = xmalloc(sizeof(double[n][n][n]));
  double (*B)[n][n] = xmalloc(sizeof(double[n][n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (double)(i + j + (n - k)) * 10.0 / n;
  kernel_heat_3d(TSTEPS, n, A, B);
  report_f64("A", A, (size_t)n * n * n);
  report_f64("B", B, (size_t)n * n * n);
  free(A); free(B);
  return 0;
}
