// Statements under branches that exclude one another (`if (accumulate) ...
// else ...` on a parameter, inside the nest) never all run. The generated
// code used to run only for sizes where every statement runs, a condition
// no parameter value meets: the version branch was `br i1 false` and the
// regenerated code dead. It now runs where some statement runs.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes=tessera -pass-remarks=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck %s < %t.out.ll
// At -O2 (no unswitching of the branch out of the nest), the optimized code
// runs in all three calls (either branch), with the output of the build
// without Tessera.
// RUN: %clang-tessera -O2 %s -o %t -mllvm -tessera-count-runs=true -mllvm -tessera-only=kernel -Rpass=tessera 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O2 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t count | FileCheck --check-prefix=RUNS %s

// REMARK: exclusive-branches.c:[[@LINE+13]]:3:{{.*}} regenerated SCoP kernel.scop0

// CHECK-LABEL: define {{.*}} @kernel(
// CHECK: tessera.version:
// CHECK-NOT: br i1 false
// CHECK: br i1 %{{[0-9a-z._]+}}, label %tessera.start, label %

// RUNS: optimized runs: 3
#include <stdio.h>
#define N 192
double A[N][N], B[N][N], C[N][N];
long tessera_optimized_runs = 0;
__attribute__((noinline)) void kernel(int n, int accumulate) {
  for (int i = 0; i < n; i++) {
    if (accumulate) {
      for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++)
          C[i][j] += A[i][k] * B[k][j];
    } else {
      for (int j = 0; j < N; j++)
        C[i][j] = 0;
    }
  }
}

int main(int argc, char **argv) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * j % 7) / 7.0;
      B[i][j] = (i + 2 * j) % 5 / 5.0;
    }
  kernel(N, 0);
  kernel(N, 1);
  kernel(N, 1);
  if (argc > 1) {
    printf("optimized runs: %ld\n", tessera_optimized_runs);
    return 0;
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * ((i + j) % 3);
  printf("%.17g\n", s);
  return 0;
}
