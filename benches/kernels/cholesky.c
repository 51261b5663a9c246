/* cholesky: in-place Cholesky factorisation A = L*L^T of a symmetric positive
   definite N x N matrix; L overwrites the lower triangle.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: fixed-size global array, sqrt. */
#include <math.h>
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
#else
# define N 2000
#endif

static double A[N][N];

__attribute__((noinline))
void kernel_cholesky(void)
{
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

int main(void)
{
  /* symmetric, entries in [-0.5, 0.5], diagonal N: strictly diagonally dominant => SPD */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % 11) / 10.0 - 0.5;
  for (int i = 0; i < N; i++)
    A[i][i] = (double)N;
  kernel_cholesky();
  report_f64("A", A, (size_t)N * N);
  return 0;
}
