/* symm: C = alpha*A*B + beta*C with A (M x M) symmetric and only its lower
   triangle stored/read; B, C are M x N.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: fixed-size global arrays; the symmetric read is split into two affine k-ranges. */
#include "common.h"

#ifdef PRESET_SMALL
# define M 40
# define N 48
#else
# define M 1100
# define N 1300
#endif

static double A[M][M], B[M][N], C[M][N];

__attribute__((noinline))
void kernel_symm(double alpha, double beta)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 0.0;
      for (int k = 0; k <= i; k++)
        s += A[i][k] * B[k][j];
      for (int k = i + 1; k < M; k++)
        s += A[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * s;
    }
}

int main(void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = j <= i ? (double)((i + j) % 100) / M : -999.0; /* upper part must never be read */
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      B[i][j] = (double)((N + i - j) % 100) / M;
      C[i][j] = (double)((i + j) % 100) / M;
    }
  kernel_symm(1.5, 1.2);
  report_f64("C", C, (size_t)M * N);
  return 0;
}
