// Targets loops counting down (i--, nested j-- with i-dependent bounds) carrying dependences.
// RUN-ARGS: 64
#include "diffcommon.h"

__attribute__((noinline))
void suffix_sums(int n, double *a, double *s)
{
  s[n - 1] = a[n - 1];
  for (int i = n - 2; i >= 0; i--)
    s[i] = s[i + 1] * 0.75 + a[i];
}

__attribute__((noinline))
void backward_2d(int n, double A[n][n])
{
  for (int i = n - 2; i >= 0; i--)
    for (int j = n - 2; j >= i; j--)
      A[i][j] = A[i + 1][j] * 0.5 + A[i][j + 1] * 0.25 + A[i][j];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 64);
  double *a = make_f64(n, 5), *s = make_f64(n, 6);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i + 2 * j) % 9) / 9.0;
  suffix_sums(n, a, s);
  backward_2d(n, A);
  report_f64("s", s, n);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(a); free(s); free(A);
  return 0;
}
