/* correlation: Pearson correlation matrix corr (M x M) of N observations of M
   variables (data: N x M, standardised in place); near-constant columns get stddev 1.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: fixed-size global arrays, sqrt, affine if. */
#include <math.h>
#include "common.h"

#ifdef PRESET_SMALL
# define M 48
# define N 56
#else
# define M 1300
# define N 1500
#endif

static double data[N][M], corr[M][M], mean[M], stddev[M];

__attribute__((noinline))
void kernel_correlation(void)
{
  const double eps = 0.1;
  for (int j = 0; j < M; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= (double)N;
  }
  for (int j = 0; j < M; j++) {
    stddev[j] = 0.0;
    for (int i = 0; i < N; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= (double)N;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt((double)N) * stddev[j];
    }
  for (int i = 0; i < M - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < M; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[M - 1][M - 1] = 1.0;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (j % 7 == 3) ? 0.5 + 0.01 * (double)(i % 3)   /* low-variance columns */
                                : (double)((i * j + i) % 89) / 89.0 * 2.0 + (double)j / M;
  kernel_correlation();
  report_f64("corr", corr, (size_t)M * M);
  report_f64("stddev", stddev, M);
  return 0;
}
