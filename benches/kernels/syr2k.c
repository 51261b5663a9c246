/* syr2k: symmetric rank-2k update C = alpha*(A*B^T + B*A^T) + beta*C on the lower
   triangle of C; A, B are N x M.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: plain pointers with manual linearisation (A[i*m + k]). */
#include "common.h"

#ifdef PRESET_SMALL
# define N 48
# define M 40
#else
# define N 1400
# define M 1000
#endif

__attribute__((noinline))
void kernel_syr2k(int n, int m, double alpha, double beta,
                  double *C, const double *A, const double *B)
{
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i * n + j] += A[j * m + k] * alpha * B[i * m + k]
                      + B[j * m + k] * alpha * A[i * m + k];
  }
}

int main(void)
{
  int n = N, m = M;
  double *A = xmalloc(sizeof(double) * n * m);
  double *B = xmalloc(sizeof(double) * n * m);
  double *C = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) {
      A[i * m + k] = (double)((i * k + 1) % n) / n;
      B[i * m + k] = (double)((i * k + 2) % m) / m;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i * n + j] = (double)((i * j + 3) % n) / m;
  kernel_syr2k(n, m, 1.5, 1.2, C, A, B);
  report_f64("C", C, (size_t)n * n);
  free(A); free(B); free(C);
  return 0;
}
