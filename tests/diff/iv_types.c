// Targets induction variables of type unsigned, int64_t and int (incl. unsigned count-down i-- > 0).
// RUN-ARGS: 40
#include "diffcommon.h"

__attribute__((noinline))
void unsigned_loops(unsigned n, double *a, double *b)
{
  for (unsigned i = 1; i < n; i++)
    a[i] = a[i - 1] * 0.5 + b[i];
  for (unsigned i = n; i-- > 0;)        /* counts n-1 .. 0 without going negative */
    b[i] = b[i] + a[i] * 0.25;
}

__attribute__((noinline))
void int64_loops(int64_t n, int64_t m, double *A)
{
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 1; j < m; j++)
      A[i * m + j] += A[i * m + j - 1] * 0.5;
}

__attribute__((noinline))
void mixed_loops(int n, unsigned m, int64_t *c)
{
  for (int i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      c[(int64_t)i * m + j] = (int64_t)i * 1000003 - (int64_t)j * 7 + (i > 0 ? c[(int64_t)(i - 1) * m + j] : 0);
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 40);
  int m = n + 3;
  double *a = make_f64(n, 11), *b = make_f64(n, 12), *A = make_f64((size_t)n * m, 13);
  int64_t *c = xmalloc(sizeof(int64_t) * n * m);
  unsigned_loops((unsigned)n, a, b);
  int64_loops(n, m, A);
  mixed_loops(n, (unsigned)m, c);
  report_f64("a", a, n);
  report_f64("b", b, n);
  report_f64("A", A, (size_t)n * m);
  report_i64("c", c, (size_t)n * m);
  free(a); free(b); free(A); free(c);
  return 0;
}
