// A scalar computed per (i, j) and read across the k loop below it (squared:
// a chain of one element's arithmetic would be computed again by the
// reader, and there would be no scalar). Its
// anti and output dependences order every (i, j) after every earlier one,
// so under every dependence the (i, j) band is not permutable and nothing
// is tiled (the remark used to be "no permutable band of two loops or
// more"). Under live ranges (conditional validity), each live range stays
// inside one (i, j) iteration: the band is permutable, it is tiled, and the
// scalar needs no expansion.
// RUN: %clang-tessera -O2 -g %s -o %t -Rpass-analysis=tessera -mllvm -tessera-print-ast=true > %t.ast 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: FileCheck --check-prefix=AST %s < %t.ast
// RUN: clang-19 -O2 %s -o %t.ref
// RUN: %t 100 7 > %t.out && %t.ref 100 7 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 3 1 > %t.out && %t.ref 3 1 > %t.ref.out && diff %t.out %t.ref.out

// REMARK: remark: SCoP f.scop0: {{.*}}2 loops over S0, S1 tiled by {{[0-9]+x[0-9]+}}
// REMARK-NOT: scheduled under value-based dependences
// REMARK: remark: SCoP f.scop0 gets the computed schedule{{ }}[
// AST: // f.scop0: regenerated loop nest
// AST-NEXT: for (int c0 = 0; c0 <= (n - 1) / {{[0-9]+}}; c0 += 1)
// AST-NEXT: for (int c1 = 0; c1 <= (n - 1) / {{[0-9]+}}; c1 += 1)
// AST: S0(
// AST-NEXT: for (int c4 = 0; c4 < m; c4 += 1)
// AST-NEXT: S1(

#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void f(int n, int m, double alpha, double Y[restrict n][n][m],
                                 double X[restrict n][n], double Z[restrict n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t = alpha * X[j][i] * X[j][i];
      for (int k = 0; k < m; k++)
        Y[i][j][k] = t * Z[j][k];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50, m = argc > 2 ? atoi(argv[2]) : 5;
  double (*Y)[n][m] = malloc(sizeof(double) * n * n * m + 8);
  double (*X)[n] = malloc(sizeof(double) * n * n + 8);
  double (*Z)[m] = malloc(sizeof(double) * n * m + 8);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      X[i][j] = (double)((i * 3 + j) % 17) / 17.0;
  for (int j = 0; j < n; j++)
    for (int k = 0; k < m; k++)
      Z[j][k] = (double)((j + 5 * k) % 11) - 5.0;
  f(n, m, 0.75, Y, X, Z);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++)
        s += Y[i][j][k] * (double)(i + 2 * j + 3 * k + 1);
  printf("%.17g\n", s);
  return 0;
}
