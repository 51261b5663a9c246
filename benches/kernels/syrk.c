/* syrk: symmetric rank-k update C = alpha*A*A^T + beta*C on the lower triangle
   (j <= i) of C; A is N x M.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters with restrict, triangular j-loop. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 48
# define M 40
#else
# define N 1800
# define M 1500
#endif

__attribute__((noinline))
void kernel_syrk(int n, int m, double alpha, double beta,
                 double C[restrict n][n], double A[restrict n][m])
{
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int main(void)
{
  int n = N, m = M;
  double (*A)[m] = xmalloc(sizeof(double[n][m]));
  double (*C)[n] = xmalloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      A[i][k] = (double)((i * k + 1) % n) / n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 2) % m) / m;
  kernel_syrk(n, m, 1.5, 1.2, C, A);
  report_f64("C", C, (size_t)n * n);
  free(A); free(C);
  return 0;
}
