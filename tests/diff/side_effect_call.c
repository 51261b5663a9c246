// Targets a loop nest containing a call with side effects (printf): the output order must not change.
// RUN-ARGS: 6
#include "diffcommon.h"

__attribute__((noinline))
void noisy(int n, double A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = A[i][j] * 0.5 + (double)(i * j);
      if ((i + j) % 2 == 0)
        printf("visit %d %d %.6f\n", i, j, A[i][j]);
    }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 6);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i + j) / 3.0;
  noisy(n, A);
  report_f64("A", &A[0][0], (size_t)n * n);
  free(A);
  return 0;
}
