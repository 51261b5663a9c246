// A shifted copy whose loop an imported schedule reverses: legal only when
// the arrays do not overlap harmfully. The disjoint call runs the optimized
// (reversed) code; in place and overlapping calls run the original loop, and
// every result is the one without Tessera.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -mllvm -tessera-import=%S/Inputs/reverse.tsched -mllvm -tessera-count-runs=true -mllvm -tessera-only=copy_shift -Rpass-analysis=tessera 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out 2> %t.runs && %t.ref > %t.ref.out 2>/dev/null && diff %t.out %t.ref.out
// RUN: FileCheck %s < %t.runs
// REMARK: remark: SCoP copy_shift.scop0 gets the imported schedule
// REMARK: remark: SCoP copy_shift.scop0 runs its regenerated code only when @a and @b do not overlap in a way that changes the result
// Optimized runs after each call: only the disjoint one counts.
// CHECK: runs 1 1 1 1
#include <stdio.h>
#include <stdlib.h>
long tessera_optimized_runs = 0;

__attribute__((noinline)) void copy_shift(int n, double *b, const double *a) {
  for (int i = 0; i < n; i++)
    b[i] = a[i + 1] * 0.5;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  double *x = malloc(sizeof(double) * (n + 16));
  double *y = malloc(sizeof(double) * (n + 16));
  for (int i = 0; i < n + 16; i++) {
    x[i] = i + 1;
    y[i] = 0;
  }
  long runs[4];
  copy_shift(n, y, x); /* disjoint */
  runs[0] = tessera_optimized_runs;
  copy_shift(n, x, x); /* in place: reversed, it would read overwritten values */
  runs[1] = tessera_optimized_runs;
  copy_shift(n, x + 2, x); /* written cells read later */
  runs[2] = tessera_optimized_runs;
  copy_shift(n, x, x + 3); /* read cells written later */
  runs[3] = tessera_optimized_runs;
  double s = 0;
  for (int i = 0; i < n + 16; i++)
    s += (x[i] + 2 * y[i]) * (i + 1);
  printf("%.17g\n", s);
  fprintf(stderr, "runs %ld %ld %ld %ld\n", runs[0], runs[1], runs[2], runs[3]);
  return 0;
}
