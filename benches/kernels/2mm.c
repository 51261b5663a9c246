/* 2mm: two chained products D = alpha*A*B*C + beta*D, via tmp = alpha*A*B.
   Presets: -DPRESET_SMALL (tests) or default/-DPRESET_LARGE (timing).
   Style: C99 VLA parameters without restrict. */
#include "common.h"

#ifdef PRESET_SMALL
# define NI 40
# define NJ 44
# define NK 48
# define NL 52
#else
# define NI 800
# define NJ 900
# define NK 1000
# define NL 1100
#endif

__attribute__((noinline))
void kernel_2mm(int ni, int nj, int nk, int nl, double alpha, double beta,
                double tmp[ni][nj], double A[ni][nk], double B[nk][nj],
                double C[nj][nl], double D[ni][nl])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++) {
      D[i][l] *= beta;
      for (int j = 0; j < nj; j++)
        D[i][l] += tmp[i][j] * C[j][l];
    }
}

int main(void)
{
  int ni = NI, nj = NJ, nk = NK, nl = NL;
  double (*tmp)[nj] = xmalloc(sizeof(double[ni][nj]));
  double (*A)[nk] = xmalloc(sizeof(double[ni][nk]));
  double (*B)[nj] = xmalloc(sizeof(double[nk][nj]));
  double (*C)[nl] = xmalloc(sizeof(double[nj][nl]));
  double (*D)[nl] = xmalloc(sizeof(double[ni][nl]));
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)((i * k + 1) % ni) / ni;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)(k * (j + 1) % nj) / nj;
  for (int j = 0; j < nj; j++)
    for (int l = 0; l < nl; l++)
      C[j][l] = (double)((j * (l + 3) + 1) % nl) / nl;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      D[i][l] = (double)(i * (l + 2) % nk) / nk;
  kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);
  report_f64("tmp", tmp, (size_t)ni * nj);
  report_f64("D", D, (size_t)ni * nl);
  free(tmp); free(A); free(B); free(C); free(D);
  return 0;
}
