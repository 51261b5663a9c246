// Targets imperfectly nested loops over fixed-size globals: statements before/after inner loops (gemm C*=beta, lu pivot scaling).
// RUN-ARGS: 24
#include "diffcommon.h"

#define CAP 48
static double A[CAP][CAP], B[CAP][CAP], C[CAP][CAP];

__attribute__((noinline))
void imperfect(int n)
{
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C[i][j] *= 0.75;
    for (int k = 0; k < n; k++) {
      double aik = A[i][k] * 1.5;
      for (int j = 0; j < n; j++)
        C[i][j] += aik * B[k][j];
    }
    C[i][i] += 1.0;
  }
  for (int k = 0; k < n; k++) {
    for (int i = k + 1; i < n; i++)
      C[i][k] /= C[k][k];
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        C[i][j] -= C[i][k] * C[k][j];
  }
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 24);
  if (n < 0 || n > CAP)
    return 2;
  for (int i = 0; i < CAP; i++)
    for (int j = 0; j < CAP; j++) {
      A[i][j] = (double)((i * j + 1) % 7) / 14.0;
      B[i][j] = (double)((i + 2 * j) % 5) / 10.0;
      C[i][j] = (i == j) ? (double)CAP : (double)((i * 3 + j) % 9) / 9.0;
    }
  imperfect(n);
  report_f64("C", &C[0][0], (size_t)CAP * CAP);
  return 0;
}
