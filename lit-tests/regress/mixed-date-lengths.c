// Imported schedules whose dates differ in length: isl compares dates of
// one length only, and its AST generator orders the others as it pleases,
// so an illegal order slipped through the check and a legal one could be
// generated in another order. Dates are now padded with zeros first, for the
// check and the generator alike.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '@kernel.scop0 "{ S0[i, j] -> [1, i, j]; S1[i, j] -> [0, i, j, 0]; S2[i, j] -> [2, i, j] }"' > %t/bad.tsched
// RUN: %clang-tessera -O2 %s -o %t/bad -mllvm -tessera-import=%t/bad.tsched -Rpass-missed=tessera 2>&1 | FileCheck --check-prefix=BAD %s
// BAD: remark: SCoP kernel.scop0 keeps its original schedule: the imported one is illegal
// RUN: echo '@kernel.scop0 "{ S2[i, j] -> [0, i, j]; S0[i, j] -> [1, i, j, 0]; S1[i, j] -> [2, i, j] }"' > %t/good.tsched
// RUN: %clang-tessera -O2 %s -o %t/good -mllvm -tessera-import=%t/good.tsched -mllvm -tessera-print-ast=true -Rpass-analysis=tessera > %t/good.ast 2> %t/good.remarks
// RUN: FileCheck --check-prefix=GOOD %s < %t/good.remarks
// GOOD: remark: SCoP kernel.scop0 gets the imported schedule
// RUN: FileCheck --check-prefix=AST %s < %t/good.ast
// AST: S2(
// AST: S0(
// AST: S1(
// RUN: clang-19 -O2 %s -o %t/ref
// RUN: %t/ref > %t/ref.out && %t/good > %t/good.out && %t/bad > %t/bad.out
// RUN: diff %t/ref.out %t/good.out && diff %t/ref.out %t/bad.out

#include <stdio.h>

#define N 64
static double A[N][N], B[N][N], C[N][N], D[N][N];

__attribute__((noinline)) void kernel(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      B[i][j] = A[i][j] * 2.0;
    for (int j = 0; j < N - 1; j++)
      C[i][j] = B[i][j + 1] + 1.0;
    for (int j = 0; j < N; j++)
      D[i][j] = A[i][j] - 3.0;
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11);
  kernel();
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += B[i][j] + 3 * C[i][j] + 5 * D[i][j];
  printf("%.6f\n", s);
  return 0;
}
