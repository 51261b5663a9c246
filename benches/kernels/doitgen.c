/* doitgen: multiresolution-analysis kernel, A[r][q][:] = A[r][q][:] * C4 for every
   (r, q), through a per-(r, q) scratch vector.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, 3-D array. */
#include "common.h"

#ifdef PRESET_SMALL
# define NR 10
# define NQ 12
# define NP 16
#else
# define NR 100
# define NQ 220
# define NP 360
#endif

__attribute__((noinline))
void kernel_doitgen(int nr, int nq, int np, double A[nr][nq][np],
                    double C4[np][np], double sum[np])
{
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

int main(void)
{
  int nr = NR, nq = NQ, np = NP;
  double (*A)[nq][np] = xmalloc(sizeof(double[nr][nq][np]));
  double (*C4)[np] = xmalloc(sizeof(double[np][np]));
  double *sum = xmalloc(sizeof(double) * np);
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
        A[r][q][p] = (double)((r * q + p) % np) / np;
  for (int s = 0; s < np; s++)
    for (int p = 0; p < np; p++)
      C4[s][p] = (double)(s * p % np) / (np * 2.0);
  for (int p = 0; p < np; p++)
    sum[p] = 0.0;
  kernel_doitgen(nr, nq, np, A, C4, sum);
  report_f64("A", A, (size_t)nr * nq * np);
  free(A); free(C4); free(sum);
  return 0;
}
