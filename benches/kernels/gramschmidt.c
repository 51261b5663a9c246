/* gramschmidt: QR decomposition A = Q*R by modified Gram-Schmidt (A: M x N with
   M >= N, full column rank; A is overwritten).  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, sqrt in the loop nest. */
#include <math.h>
#include "common.h"

#ifdef PRESET_SMALL
# define M 60
# define N 48
#else
# define M 1400
# define N 1200
#endif

__attribute__((noinline))
void kernel_gramschmidt(int m, int n, double A[m][n], double R[n][n], double Q[m][n])
{
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (int i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(void)
{
  int m = M, n = N;
  double (*A)[n] = xmalloc(sizeof(double[m][n]));
  double (*R)[n] = xmalloc(sizeof(double[n][n]));
  double (*Q)[n] = xmalloc(sizeof(double[m][n]));
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % m) / m + (i == j ? 4.0 : 0.0);
      Q[i][j] = 0.0;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = 0.0;
  kernel_gramschmidt(m, n, A, R, Q);
  report_f64("A", A, (size_t)m * n);
  report_f64("R", R, (size_t)n * n);
  report_f64("Q", Q, (size_t)m * n);
  free(A); free(R); free(Q);
  return 0;
}
