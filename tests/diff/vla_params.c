// Targets C99 VLA parameters with non-square 2-D and 3-D shapes (delinearisation of parametric strides).
// RUN-ARGS: 9 13 7
// RUN-ARGS-2: 2 3 1
#include "diffcommon.h"

__attribute__((noinline))
void vla3(int p, int q, int r, double A[p][q][r], double B[q][r])
{
  for (int i = 0; i < p; i++)
    for (int j = 0; j < q; j++)
      for (int k = 0; k < r; k++)
        A[i][j][k] = A[i][j][k] * 0.5 + B[j][k] + (i > 0 ? A[i - 1][j][k] : 0.0);
}

__attribute__((noinline))
void vla_transpose_add(int q, int r, double B[q][r], double T[r][q])
{
  for (int j = 0; j < q; j++)
    for (int k = 0; k < r; k++)
      T[k][j] += B[j][k];
}

int main(int argc, char **argv)
{
  int p = arg_int(argc, argv, 1, 9), q = arg_int(argc, argv, 2, 13), r = arg_int(argc, argv, 3, 7);
  double (*A)[q][r] = xmalloc(sizeof(double) * p * q * r);
  double (*B)[r] = xmalloc(sizeof(double) * q * r);
  double (*T)[q] = xmalloc(sizeof(double) * r * q);
  for (int i = 0; i < p; i++)
    for (int j = 0; j < q; j++)
      for (int k = 0; k < r; k++)
        A[i][j][k] = (double)((i * 3 + j * 5 + k) % 11) / 11.0;
  for (int j = 0; j < q; j++)
    for (int k = 0; k < r; k++)
      B[j][k] = (double)((j + k * 2) % 7) / 7.0;
  for (int k = 0; k < r; k++)
    for (int j = 0; j < q; j++)
      T[k][j] = (double)(k - j);
  vla3(p, q, r, A, B);
  vla_transpose_add(q, r, B, T);
  report_f64("A", &A[0][0][0], (size_t)p * q * r);
  report_f64("T", &T[0][0], (size_t)r * q);
  free(A); free(B); free(T);
  return 0;
}
