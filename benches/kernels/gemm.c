/* gemm: general matrix multiply C = alpha*A*B + beta*C (A: NI x NK, B: NK x NJ).
   Presets: -DPRESET_SMALL (tests) or default/-DPRESET_LARGE (timing).
   Style: C99 VLA parameters with restrict, dot-product (i, j, k) loop order. */
#include "common.h"

#ifdef PRESET_SMALL
# define NI 48
# define NJ 56
# define NK 64
#else
# define NI 1100
# define NJ 1200
# define NK 1300
#endif

__attribute__((noinline))
void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                 double C[restrict ni][nj], double A[restrict ni][nk],
                 double B[restrict nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK;
  double (*A)[nk] = xmalloc(sizeof(double[ni][nk]));
  double (*B)[nj] = xmalloc(sizeof(double[nk][nj]));
  double (*C)[nj] = xmalloc(sizeof(double[ni][nj]));
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)((i * k + 1) % nk) / nk;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)((k * (j + 2)) % nj) / nj;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (double)((i * j + 3) % ni) / ni;
  kernel_gemm(ni, nj, nk, 1.25, 0.75, C, A, B);
  report_f64("C", C, (size_t)ni * nj);
  free(A); free(B); free(C);
  return 0;
}
