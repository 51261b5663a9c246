// Targets pure math library calls (sqrt, exp, fabs) inside loop nests, incl. one feeding a recurrence.
// RUN-ARGS: 40
#include <math.h>
#include "diffcommon.h"

__attribute__((noinline))
void norms(int n, double A[n][n], double *nrm)
{
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++)
      s += A[i][j] * A[i][j];
    nrm[i] = sqrt(s);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = exp(-fabs(A[i][j])) / (nrm[i] + 1.0);
}

__attribute__((noinline))
void recurrence(int n, double *x)
{
  for (int i = 1; i < n; i++)
    x[i] = sqrt(x[i - 1] * x[i - 1] + x[i] * x[i]) * 0.7;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 40);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double *nrm = make_f64(n, 32), *x = make_f64(n, 33);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 13 + j * 3) % 17) / 4.0 - 2.0;
  norms(n, A, nrm);
  recurrence(n, x);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("nrm", nrm, n);
  report_f64("x", x, n);
  free(A); free(nrm); free(x);
  return 0;
}
