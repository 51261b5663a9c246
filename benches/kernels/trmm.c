/* trmm: triangular matrix multiply in place, B := alpha * A^T * B with A (M x M)
   unit lower triangular and B (M x N).  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, triangular inner loop k > i. */
#include "common.h"

#ifdef PRESET_SMALL
# define M 40
# define N 48
#else
# define M 1500
# define N 1700
#endif

__attribute__((noinline))
void kernel_trmm(int m, int n, double alpha, double A[m][m], double B[m][n])
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(void)
{
  int m = M, n = N;
  double (*A)[m] = xmalloc(sizeof(double[m][m]));
  double (*B)[n] = xmalloc(sizeof(double[m][n]));
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = j < i ? (double)((i + j) % m) / (4.0 * m) : 0.0;
    A[i][i] = 1.0;
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (double)((n + i - j) % n) / n;
  kernel_trmm(m, n, 1.5, A, B);
  report_f64("B", B, (size_t)m * n);
  free(A); free(B);
  return 0;
}
