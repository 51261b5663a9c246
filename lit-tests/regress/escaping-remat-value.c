// Fuzz finding s100002: values computed in the region's entry block (and
// cloned into the statements) were also used after the region; the
// regenerated path left those uses without a definition. Such nests were
// rejected since; now those values, computed from values before the nest
// alone, move in front of the version branch when the region is
// regenerated (the round trip here), and the program prints what it
// prints without Tessera.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -mllvm -tessera-codegen=always -Rpass=tessera -Rpass-missed=tessera %s -o %t 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out
// REMARK: escaping-remat-value.c:19:3: remark: regenerated SCoP k0.scop0 (1 loops, 1 statements) from its schedule
// REMARK-NOT: used after it
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void k0(int n, int m, int q, double *A0) {
  for (int i0 = 0; i0 < n; i0++)
    for (int i1 = 0; i1 < i0 + 1; i1++)
      A0[(2 * (q + 2) + 2) * (q + 3) + 2] =
          0.125 * ((double)(m + 3) * 0.0625) + 0.125 * ((double)(2 * i1) * 0.0625) +
          0.375 * ((double)(i0 + 3 * i0 + 2) * 0.03125);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 6, m = 5, q = 8;
  double *a = calloc(1000, sizeof(double));
  k0(n, m, q, a);
  double s = 0;
  for (int i = 0; i < 1000; i++)
    s += a[i] * (i + 1);
  printf("%.17g\n", s);
  free(a);
  return 0;
}
