// symm's accumulator temp2 is carried in a register across k, with
// alpha*B[i][j] hoisted out of it. Scheduled under value-based dependences,
// the nest is tiled with k outside j, which breaks both scalars' live
// ranges; each must become one element per (i, j). The expansion plan
// finds that depth from the conflicting live ranges at once (one check of
// the original model, one of the expanded arrays), not loop by loop: it
// used to run past the operation budget and keep the original schedule.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -Rpass-analysis=tessera 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 7 300 > %t.out && %t.ref 7 300 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 0 5 > %t.out && %t.ref 0 5 > %t.ref.out && diff %t.out %t.ref.out

// CHECK: remark: SCoP symm.scop0 gets the computed schedule, expanding @phi_temp2 along 2 loop(s), @phi_tmp along 2 loop(s)
// CHECK-NOT: remark: SCoP symm.scop0 keeps its original schedule
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void symm(int m, int n, double alpha, double beta,
                                    double C[m][n], double A[m][m], double B[m][n]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 150, n = argc > 2 ? atoi(argv[2]) : 170;
  double (*C)[n] = malloc(sizeof(double[m > 0 ? m : 1][n > 0 ? n : 1]));
  double (*A)[m] = malloc(sizeof(double[m > 0 ? m : 1][m > 0 ? m : 1]));
  double (*B)[n] = malloc(sizeof(double[m > 0 ? m : 1][n > 0 ? n : 1]));
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = (double)((i + j) % 100) / m;
      B[i][j] = (double)((n + i - j) % 100) / m;
    }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i + j) % 100) / m;
  symm(m, n, 1.5, 1.2, C, A, B);
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += C[i][j] * (i + 1) + j;
  printf("%.17g\n", s);
  free(C); free(A); free(B);
  return 0;
}
