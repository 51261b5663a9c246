// The same kernel called with disjoint, identical and overlapping pointers
// gives the results it gives without Tessera. The round trip keeps every
// statement instance in order, so the exact test of paper 000 accepts every
// overlap (the address-range test alone would only accept the disjoint
// call): the optimized version runs in all four calls.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -mllvm -tessera-codegen=always -mllvm -tessera-count-runs=true -mllvm -tessera-only=shift -Rpass-analysis=tessera 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out 2> %t.runs && %t.ref > %t.ref.out 2>/dev/null && diff %t.out %t.ref.out
// RUN: FileCheck %s < %t.runs
// REMARK: remark: SCoP shift.scop0 runs its regenerated code only when @b and @a do not overlap in a way that changes the result; the original code otherwise
// CHECK: optimized runs: 1 after the disjoint call, 4 in all
#include <stdio.h>
#include <stdlib.h>
long tessera_optimized_runs = 0;

__attribute__((noinline)) void shift(int n, double *a, const double *b) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2.0 + 1.0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double *x = malloc(sizeof(double) * (n + 8)), *y = malloc(sizeof(double) * (n + 8));
  for (int i = 0; i < n + 8; i++) {
    x[i] = i * 0.5;
    y[i] = (i % 7) * 1.5;
  }
  shift(n, x, y); /* disjoint */
  long after_disjoint = tessera_optimized_runs;
  shift(n, x, x);     /* identical */
  shift(n, x + 1, x); /* overlapping */
  shift(n, x, x + 1); /* overlapping the other way */
  double s = 0;
  for (int i = 0; i < n + 8; i++)
    s += x[i] * (i + 1);
  printf("%.17g\n", s);
  fprintf(stderr, "optimized runs: %ld after the disjoint call, %ld in all\n", after_disjoint, tessera_optimized_runs);
  return 0;
}
