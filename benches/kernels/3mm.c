/* 3mm: three products E = A*B, F = C*D, G = E*F.
   Presets: -DPRESET_SMALL (tests) or default/-DPRESET_LARGE (timing).
   Style: fixed-size global arrays, loop bounds are the size macros. */
#include "common.h"

#ifdef PRESET_SMALL
# define NI 32
# define NJ 36
# define NK 40
# define NL 44
# define NM 48
#else
# define NI 800
# define NJ 900
# define NK 1000
# define NL 1100
# define NM 1200
#endif

static double A[NI][NK], B[NK][NJ], C[NJ][NM], D[NM][NL];
static double E[NI][NJ], F[NJ][NL], G[NI][NL];

__attribute__((noinline))
void kernel_3mm(void)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < NK; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < NJ; i++)
    for (int j = 0; j < NL; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < NM; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++) {
      G[i][j] = 0.0;
      for (int k = 0; k < NJ; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
}

int main(void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double)((i * k + 1) % NI) / (5 * NI);
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double)((k * (j + 1) + 2) % NJ) / (5 * NJ);
  for (int j = 0; j < NJ; j++)
    for (int m = 0; m < NM; m++)
      C[j][m] = (double)(j * (m + 3) % NL) / (5 * NL);
  for (int m = 0; m < NM; m++)
    for (int l = 0; l < NL; l++)
      D[m][l] = (double)((m * (l + 2) + 2) % NK) / (5 * NK);
  kernel_3mm();
  report_f64("E", E, (size_t)NI * NJ);
  report_f64("F", F, (size_t)NJ * NL);
  report_f64("G", G, (size_t)NI * NL);
  return 0;
}
