// Targets triangular domains: lower (j <= i), strictly upper (j > i) and upper (j >= i) loop bounds.
// RUN-ARGS: 37
// RUN-ARGS-2: 1
#include "diffcommon.h"

__attribute__((noinline))
void lower_update(int n, double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      A[i][j] = A[i][j] * 0.5 + B[j][i] + (j > 0 ? A[i][j - 1] : 0.0) * 0.25;
}

__attribute__((noinline))
void upper_update(int n, double A[n][n], double B[n][n])
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = i; j < n; j++)
      B[i][j] = B[i][j] + A[j][i] * 0.125 + (i + 1 < n ? B[i + 1][j] : 0.0) * 0.5;
}

__attribute__((noinline))
void tri_matvec(int n, double A[n][n], double *x, double *y)
{
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = i + 1; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 37);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  double *x = make_f64(n, 3), *y = make_f64(n, 4);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 3 + j) % 11) / 11.0;
      B[i][j] = (double)((i + j * 5) % 13) / 13.0;
    }
  lower_update(n, A, B);
  upper_update(n, A, B);
  tri_matvec(n, B, x, y);
  report_f64("A", &A[0][0], (size_t)n * n);
  report_f64("B", &B[0][0], (size_t)n * n);
  report_f64("y", y, n);
  free(A); free(B); free(x); free(y);
  return 0;
}
