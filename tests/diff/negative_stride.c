// Targets negative strides in subscripts: A[n-1-i], in-place reversal and reversed 2-D reads.
// RUN-ARGS: 45
// RUN-ARGS-2: 2
#include "diffcommon.h"

__attribute__((noinline))
void reverse_copy(int n, const double *a, double *b)
{
  for (int i = 0; i < n; i++)
    b[n - 1 - i] = a[i] * 3.0;
}

__attribute__((noinline))
void reverse_in_place(int n, double *a)
{
  for (int i = 0; i < n / 2; i++) {
    double t = a[i];
    a[i] = a[n - 1 - i];
    a[n - 1 - i] = t;
  }
}

__attribute__((noinline))
void mirror_accumulate(int n, double *a)
{
  for (int i = 1; i < n; i++)
    a[i] += a[n - i] * 0.5;          /* reads both already-updated and not-yet-updated cells */
}

__attribute__((noinline))
void flip_2d(int n, double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[n - 1 - i][n - 1 - j] + A[i][n - 1 - j];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 45);
  double *a = make_f64(n, 9), *b = make_f64(n, 10);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * n + j) / (n * n);
  reverse_copy(n, a, b);
  reverse_in_place(n, a);
  mirror_accumulate(n, b);
  flip_2d(n, A, B);
  report_f64("a", a, n);
  report_f64("b", b, n);
  report_f64("B", &B[0][0], (size_t)n * n);
  free(a); free(b); free(A); free(B);
  return 0;
}
