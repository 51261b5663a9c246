/* gesummv: y = alpha*A*x + beta*B*x (scalar accumulators per row), recomputed
   TSTEPS times.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: plain pointers with manual linearisation (A[i*n + j]). */
#include "common.h"

#ifdef PRESET_SMALL
# define N 64
# define TSTEPS 2
#else
# define N 4000
# define TSTEPS 60
#endif

__attribute__((noinline))
void kernel_gesummv(int tsteps, int n, double alpha, double beta, const double *A,
                    const double *B, double *tmp, const double *x, double *y)
{
  for (int t = 0; t < tsteps; t++)
    for (int i = 0; i < n; i++) {
      double sa = 0.0, sb = 0.0;
      for (int j = 0; j < n; j++) {
        sa += A[i * n + j] * x[j];
        sb += B[i * n + j] * x[j];
      }
      tmp[i] = sa;
      y[i] = alpha * sa + beta * sb;
    }
}

int main(void)
{
  int n = N;
  double *A = xmalloc(sizeof(double) * n * n), *B = xmalloc(sizeof(double) * n * n);
  double *tmp = xmalloc(sizeof(double) * n), *x = xmalloc(sizeof(double) * n);
  double *y = xmalloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % n) / n;
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      A[i * n + j] = (double)((i * j + 1) % n) / n;
      B[i * n + j] = (double)((i * j + 2) % n) / n;
    }
  }
  kernel_gesummv(TSTEPS, n, 1.5, 1.2, A, B, tmp, x, y);
  report_f64("tmp", tmp, n);
  report_f64("y", y, n);
  free(A); free(B); free(tmp); free(x); free(y);
  return 0;
}
