// An array read in more disjoint pieces than MAX_UNION_PIECES (here four
// bands of `in`, a row of n elements each, with gaps between them): the
// address-range test bounds each piece apart and takes the minimum and
// maximum in the generated code (isl's maximum over the union costs far
// more as pieces multiply). The disjoint call runs the regenerated code,
// the call whose output overwrites a band it reads runs the original; both
// give the results they give without Tessera.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -g %s -o %t -mllvm -tessera-codegen=always -mllvm -tessera-count-runs=true -mllvm -tessera-only=gather -Rpass-analysis=tessera 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out 2> %t.runs && %t.ref > %t.ref.out 2>/dev/null && diff %t.out %t.ref.out
// RUN: FileCheck %s < %t.runs
// REMARK: remark: SCoP gather.scop0 runs its regenerated code only when @in and @out do not overlap in a way that changes the result; the original code otherwise
// CHECK: optimized runs: 1 after the disjoint call, 1 in all
#include <stdio.h>
#include <stdlib.h>
long tessera_optimized_runs = 0;

__attribute__((noinline)) void gather(int n, double *out, const double *in) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[i * n + j] = in[j] * i + in[2 * n + j] + in[4 * n + j] + in[6 * n + j] * 0.5;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  double *m = malloc(sizeof(double) * 16 * n * n);
  for (int i = 0; i < 16 * n * n; i++)
    m[i] = (i % 11) * 0.25;
  gather(n, m + 8 * n * n, m); /* disjoint */
  long after_disjoint = tessera_optimized_runs;
  gather(n, m + n, m); /* writes over the bands it reads */
  double s = 0;
  for (int i = 0; i < 16 * n * n; i++)
    s += m[i] * (i % 7);
  printf("%.17g\n", s);
  fprintf(stderr, "optimized runs: %ld after the disjoint call, %ld in all\n", after_disjoint,
          tessera_optimized_runs);
  return 0;
}
