// Targets zero-trip loops: n = 0 from the command line and loops whose lower bound exceeds the upper bound.
// RUN-ARGS: 0 5
// RUN-ARGS-2: 7 3
// RUN-ARGS-3: 12 12
#include "diffcommon.h"

#define CAP 64

static double A[CAP][CAP];
static double v[CAP];

__attribute__((noinline))
void maybe_empty(int n, int lo, int hi)
{
  for (int i = 0; i < n; i++)
    for (int j = lo; j < hi; j++)      /* empty whenever lo >= hi */
      A[i][j] += (double)(i + j) * 0.5;
  for (int i = hi; i < lo; i++)        /* empty whenever hi >= lo */
    v[i] = v[i] * 2.0 + 1.0;
  for (int i = n - 1; i >= 0; i--)     /* empty when n == 0 */
    v[i] += 1.0;
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 0);
  int k = arg_int(argc, argv, 2, 5);
  if (n < 0 || n > CAP || k < 0 || k > CAP) {
    fprintf(stderr, "arguments out of range\n");
    return 2;
  }
  for (int i = 0; i < CAP; i++) {
    v[i] = (double)i / CAP;
    for (int j = 0; j < CAP; j++)
      A[i][j] = (double)((i + j) % 5);
  }
  maybe_empty(n, k, n);     /* j-loop runs iff k < n; i-loop of v runs iff n < k */
  maybe_empty(n, n, k);
  report_f64("A", &A[0][0], (size_t)CAP * CAP);
  report_f64("v", v, CAP);
  return 0;
}
