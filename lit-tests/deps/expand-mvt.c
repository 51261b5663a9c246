// An mvt-style row sum lives in a register across the inner loop. An
// imported schedule that interchanges the sum's loops breaks the live ranges
// of the accumulator; Tessera expands just the arrays that need it (along i)
// and the output stays identical. A schedule breaking a true dependence is
// refused and the original schedule kept.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -mllvm -tessera-import=%S/Inputs/mvt-interchange.tsched -mllvm -tessera-print-ast=true -Rpass-analysis=tessera > %t.ast 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: FileCheck --check-prefix=AST %s < %t.ast
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t.rev -mllvm -tessera-import=%S/Inputs/mvt-reversed.tsched -Rpass-missed=tessera 2>&1 | FileCheck --check-prefix=REFUSED %s
// RUN: %t.rev > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out

// REMARK: remark: SCoP mvt.scop0 gets the imported schedule, expanding @phi_s along 1 loop(s), @phi_tmp along 1 loop(s)
// The sum's nest runs with j outside.
// AST: // mvt.scop0: regenerated loop nest
// AST: S3(c0);
// AST: for (int c0 = 0; c0 < n; c0 += 1)
// AST-NEXT: for (int c1 = 0; c1 < n; c1 += 1) {
// AST-NEXT: S1(c1, c0);
// REFUSED: remark: SCoP mvt.scop0 keeps its original schedule: the imported one is illegal (violates the flow dependence
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void mvt(int n, double A[n][n], double *x, const double *y) {
  for (int i = 0; i < n; i++) {
    double s = x[i];
    for (int j = 0; j < n; j++)
      s += A[i][j] * y[j];
    x[i] = 0.5 * s;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  double(*A)[n] = malloc(sizeof(double) * n * n + 8);
  double *x = malloc(sizeof(double) * n + 8), *y = malloc(sizeof(double) * n + 8);
  for (int i = 0; i < n; i++) {
    x[i] = (i % 7) / 7.0;
    y[i] = (i % 5) / 5.0;
    for (int j = 0; j < n; j++)
      A[i][j] = ((i * j) % 11) / 11.0;
  }
  mvt(n, A, x, y);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * (i + 1);
  printf("%.17g\n", s);
  return 0;
}
