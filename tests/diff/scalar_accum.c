// Targets scalar accumulators kept in a local across an inner loop (mvt/atax style row sums), incl. a transposed walk.
// RUN-ARGS: 35 27
#include "diffcommon.h"

__attribute__((noinline))
void row_sums(int n, int m, double A[n][m], double *x, double *y, double *tmp)
{
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += A[i][j] * x[j];
    tmp[i] = s;
    for (int j = 0; j < m; j++)
      y[j] += A[i][j] * s;
  }
}

__attribute__((noinline))
void col_sums(int n, int m, double A[n][m], double *z)
{
  for (int j = 0; j < m; j++) {
    double s = z[j];
    for (int i = 0; i < n; i++)
      s = s * 0.5 + A[i][j];            /* non-associative recurrence: order matters */
    z[j] = s;
  }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 35), m = arg_int(argc, argv, 2, 27);
  double (*A)[m] = xmalloc(sizeof(double) * n * m);
  double *x = make_f64(m, 22), *y = make_f64(m, 23), *tmp = make_f64(n, 24), *z = make_f64(m, 25);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i * 11 + j * 7) % 19) / 19.0;
  row_sums(n, m, A, x, y, tmp);
  col_sums(n, m, A, z);
  report_f64("y", y, m);
  report_f64("tmp", tmp, n);
  report_f64("z", z, m);
  free(A); free(x); free(y); free(tmp); free(z);
  return 0;
}
