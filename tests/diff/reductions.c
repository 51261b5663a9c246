// Targets reductions: double sum (order-sensitive), int sum, max, product and a 2-D row-reduction into an array.
// RUN-ARGS: 300
#include "diffcommon.h"

__attribute__((noinline))
void reduce(int n, const double *a, const int *b, double *out_d, int *out_i)
{
  double sum = 0.0, prod = 1.0, mx = -1e300;
  int isum = 0, imax = -2147483647;
  for (int i = 0; i < n; i++) {
    sum += a[i];
    prod *= 1.0 + a[i] * 1e-3;
    mx = a[i] > mx ? a[i] : mx;
    isum += b[i];
    imax = b[i] > imax ? b[i] : imax;
  }
  out_d[0] = sum; out_d[1] = prod; out_d[2] = mx;
  out_i[0] = isum; out_i[1] = imax;
}

__attribute__((noinline))
void row_reduce(int n, int m, const double *A, double *r)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i] += A[i * m + j] * (double)(j + 1);
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 300);
  int m = n / 10 + 1;
  double *a = make_f64(n, 26), *A = make_f64((size_t)n * m, 27), *r = make_f64(n, 28);
  int *b = xmalloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    b[i] = (i * 37) % 101 - 50;
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 1e3 + 1.0 / (i + 1);  /* wide dynamic range: reassociation would show */
  double od[3];
  int oi[2];
  reduce(n, a, b, od, oi);
  row_reduce(n, m, A, r);
  report_f64("od", od, 3);
  report_i32("oi", oi, 2);
  report_f64("r", r, n);
  free(a); free(A); free(r); free(b);
  return 0;
}
