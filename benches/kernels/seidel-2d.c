/* seidel-2d: TSTEPS in-place Gauss-Seidel sweeps of the 9-point averaging stencil
   on an N x N grid.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: fixed-size global array, in-place update (loop-carried dependences in both dims). */
#include "common.h"

#ifdef PRESET_SMALL
# define N 40
# define TSTEPS 10
#else
# define N 1200
# define TSTEPS 120
#endif

static double A[N][N];

__attribute__((noinline))
void kernel_seidel_2d(int tsteps)
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i <= N - 2; i++)
      for (int j = 1; j <= N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                 + A[i][j - 1] + A[i][j] + A[i][j + 1]
                 + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / N;
  kernel_seidel_2d(TSTEPS);
  report_f64("A", A, (size_t)N * N);
  return 0;
}
