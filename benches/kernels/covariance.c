/* covariance: sample covariance matrix cov (M x M) of N observations of M variables
   (data: N x M, centred in place); only j >= i is computed, then mirrored.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: C99 VLA parameters. */
#include "common.h"

#ifdef PRESET_SMALL
# define M 48
# define N 56
#else
# define M 1300
# define N 1500
#endif

__attribute__((noinline))
void kernel_covariance(int m, int n, double data[n][m], double cov[m][m], double mean[m])
{
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= (double)n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (double)(n - 1);
      cov[j][i] = cov[i][j];
    }
}

int main(void)
{
  int m = M, n = N;
  double (*data)[m] = xmalloc(sizeof(double[n][m]));
  double (*cov)[m] = xmalloc(sizeof(double[m][m]));
  double *mean = xmalloc(sizeof(double) * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (double)((i * j) % 97) / 97.0 + (double)i / n;
  kernel_covariance(m, n, data, cov, mean);
  report_f64("cov", cov, (size_t)m * m);
  report_f64("mean", mean, m);
  free(data); free(cov); free(mean);
  return 0;
}
