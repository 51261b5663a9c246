// Targets adjacent loops that look fusable but carry a backward dependence (b[i] reads a[i+1] before it is overwritten).
// RUN-ARGS: 55
#include "diffcommon.h"

__attribute__((noinline))
void two_loops(int n, double *a, double *b, double *c)
{
  for (int i = 0; i < n - 1; i++)
    b[i] = a[i + 1] * 2.0;
  for (int i = 0; i < n; i++)
    a[i] = c[i] + 1.0;
  for (int i = 1; i < n; i++)
    c[i] = a[i - 1] + b[i - 1];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 55);
  double *a = make_f64(n, 38), *b = make_f64(n, 39), *c = make_f64(n, 40);
  two_loops(n, a, b, c);
  report_f64("a", a, n);
  report_f64("b", b, n);
  report_f64("c", c, n);
  free(a); free(b); free(c);
  return 0;
}
