// An isl operation budget overrun leaves the loop nest untouched, with a
// remark, and the compile succeeds.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=false>' %t.ll -S -o %t.untouched.ll
// RUN: %opt -passes='tessera<max-operations=1>' -pass-remarks-missed=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// RUN: diff %t.untouched.ll %t.out.ll
// RUN: %clang-tessera -O2 -c %s -o %t.o -mllvm -tessera-max-operations=1

// CHECK: remark: {{.*}}isl operation budget exceeded
void jacobi(int n, double A[n][n], double B[n][n]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
