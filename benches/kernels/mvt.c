/* mvt: x1 += A*y1 and x2 += A^T*y2, both accumulated TSTEPS times.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: fixed-size global arrays; the transposed product walks A by columns. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
# define TSTEPS 2
#else
# define N 4000
# define TSTEPS 20
#endif

static double A[N][N], x1[N], x2[N], y1[N], y2[N];

__attribute__((noinline))
void kernel_mvt(int tsteps)
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        x1[i] = x1[i] + A[i][j] * y1[j];
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        x2[i] = x2[i] + A[j][i] * y2[j];
  }
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    x1[i] = (double)(i % N) / N;
    x2[i] = (double)((i + 1) % N) / N;
    y1[i] = (double)((i + 3) % N) / N;
    y2[i] = (double)((i + 4) % N) / N;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)(i * j % N) / N;
  }
  kernel_mvt(TSTEPS);
  report_f64("x1", x1, N);
  report_f64("x2", x2, N);
  return 0;
}
