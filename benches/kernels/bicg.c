/* bicg: the two BiCG matrix-vector products s = A^T * r and q = A * p (A: N x M),
   recomputed TSTEPS times.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters with restrict. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
# define M 56
# define TSTEPS 2
#else
# define N 4200
# define M 3800
# define TSTEPS 60
#endif

__attribute__((noinline))
void kernel_bicg(int tsteps, int n, int m, double A[restrict n][m], double s[restrict m],
                 double q[restrict n], double p[restrict m], double r[restrict n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int j = 0; j < m; j++)
      s[j] = 0.0;
    for (int i = 0; i < n; i++) {
      q[i] = 0.0;
      for (int j = 0; j < m; j++) {
        s[j] = s[j] + r[i] * A[i][j];
        q[i] = q[i] + A[i][j] * p[j];
      }
    }
  }
}

int main(void)
{
  int n = N, m = M;
  double (*A)[m] = xmalloc(sizeof(double[n][m]));
  double *s = xmalloc(sizeof(double) * m), *p = xmalloc(sizeof(double) * m);
  double *q = xmalloc(sizeof(double) * n), *r = xmalloc(sizeof(double) * n);
  for (int j = 0; j < m; j++)
    p[j] = (double)(j % m) / m;
  for (int i = 0; i < n; i++) {
    r[i] = (double)(i % n) / n;
    for (int j = 0; j < m; j++)
      A[i][j] = (double)(i * (j + 1) % n) / n;
  }
  kernel_bicg(TSTEPS, n, m, A, s, q, p, r);
  report_f64("s", s, m);
  report_f64("q", q, n);
  free(A); free(s); free(p); free(q); free(r);
  return 0;
}
