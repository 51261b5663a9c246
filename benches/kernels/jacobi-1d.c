/* jacobi-1d: TSTEPS sweeps of the 3-point Jacobi stencil on a 1-D grid of N points,
   ping-ponging between A and B.  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: plain 1-D pointers. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 400
# define TSTEPS 20
#else
# define N 400000
# define TSTEPS 10000
#endif

__attribute__((noinline))
void kernel_jacobi_1d(int tsteps, int n, double *A, double *B)
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void)
{
  int n = N;
  double *A = xmalloc(sizeof(double) * n), *B = xmalloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    A[i] = ((double)i + 2.0) / n;
    B[i] = ((double)i + 3.0) / n;
  }
  kernel_jacobi_1d(TSTEPS, n, A, B);
  report_f64("A", A, n);
  report_f64("B", B, n);
  free(A); free(B);
  return 0;
}
