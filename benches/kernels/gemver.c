/* gemver: A += u1*v1^T + u2*v2^T; x += beta*A^T*y + z; w += alpha*A*x, the whole
   sequence repeated TSTEPS times.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters (1-D and 2-D), four loop nests in sequence. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
# define TSTEPS 2
#else
# define N 4000
# define TSTEPS 20
#endif

__attribute__((noinline))
void kernel_gemver(int tsteps, int n, double alpha, double beta, double A[n][n],
                   double u1[n], double v1[n], double u2[n], double v2[n],
                   double w[n], double x[n], double y[n], double z[n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        x[i] = x[i] + beta * A[j][i] * y[j];
    for (int i = 0; i < n; i++)
      x[i] = x[i] + z[i];
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        w[i] = w[i] + alpha * A[i][j] * x[j];
  }
}

int main(void)
{
  int n = N;
  double (*A)[n] = xmalloc(sizeof(double[n][n]));
  double *u1 = xmalloc(sizeof(double) * n), *v1 = xmalloc(sizeof(double) * n);
  double *u2 = xmalloc(sizeof(double) * n), *v2 = xmalloc(sizeof(double) * n);
  double *w = xmalloc(sizeof(double) * n), *x = xmalloc(sizeof(double) * n);
  double *y = xmalloc(sizeof(double) * n), *z = xmalloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    u1[i] = (double)i / n;
    u2[i] = (double)(i + 1) / n / 2.0;
    v1[i] = (double)(i + 1) / n / 4.0;
    v2[i] = (double)(i + 1) / n / 6.0;
    y[i] = (double)(i + 1) / n / 8.0;
    z[i] = (double)(i + 1) / n / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
  kernel_gemver(TSTEPS, n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);
  report_f64("A", A, (size_t)n * n);
  report_f64("x", x, n);
  report_f64("w", w, n);
  free(A); free(u1); free(v1); free(u2); free(v2); free(w); free(x); free(y); free(z);
  return 0;
}
