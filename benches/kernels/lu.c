/* lu: in-place LU decomposition without pivoting (Doolittle, unit lower L below
   the diagonal, U on and above it) of a diagonally dominant N x N matrix.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: C99 VLA parameter. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
#else
# define N 2000
#endif

__attribute__((noinline))
void kernel_lu(int n, double A[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) {
      A[i][k] = A[i][k] / A[k][k];
      for (int j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
    }
}

int main(void)
{
  int n = N;
  double (*A)[n] = xmalloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 7 + j * 3 + 1) % 17) / 17.0 - 0.5;
    A[i][i] = (double)n;          /* |diag| > sum of |off-diagonal| */
  }
  kernel_lu(n, A);
  report_f64("A", A, (size_t)n * n);
  free(A);
  return 0;
}
