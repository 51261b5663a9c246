// Targets a function with two separate loop nests in sequence (producer/consumer; fusion must respect the dependence).
// RUN-ARGS: 29
#include "diffcommon.h"

__attribute__((noinline))
void produce_consume(int n, double A[n][n], double B[n][n], double C[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2.0 + (double)(i - j);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = B[n - 1 - i][j] + (j + 1 < n ? B[i][j + 1] : 0.0)
              + (i > 0 ? B[i - 1][j] : 0.0);
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 29);
  double (*A)[n] = xmalloc(sizeof(double) * n * n);
  double (*B)[n] = xmalloc(sizeof(double) * n * n);
  double (*C)[n] = xmalloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 17 + j) % 13) / 13.0;
      B[i][j] = C[i][j] = -1.0;
    }
  produce_consume(n, A, B, C);
  report_f64("B", &B[0][0], (size_t)n * n);
  report_f64("C", &C[0][0], (size_t)n * n);
  free(A); free(B); free(C);
  return 0;
}
