// A pointer-based gemm: C, A and B may overlap, so the regenerated code is
// versioned on a run-time check over their accessed address ranges (as
// integers), or-ed with the exact deviation test (rows of C apart). Calls
// where C overlaps A give the results they give without Tessera.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<schedule=original;codegen=always;only=pgemm>' %t.ll -S -o %t.out.ll
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck --check-prefix=IR %s < %t.out.ll
// RUN: %clang-tessera -O3 -march=x86-64-v3 %s -o %t -mllvm -tessera-schedule=original -mllvm -tessera-codegen=always -mllvm -tessera-only=pgemm
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out

// IR-LABEL: define {{.*}} @pgemm(
// IR: tessera.version:
// IR-DAG: ptrtoint ptr %C to i64
// IR-DAG: ptrtoint ptr %A to i64
// IR-DAG: ptrtoint ptr %B to i64
// IR-DAG: icmp sle i64
// IR-DAG: srem i64
// IR: br i1 %{{[0-9a-z.]+}}, label %tessera.start, label %
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void pgemm(int n, double *C, const double *A, const double *B) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i * n + j] += A[i * n + k] * B[k * n + j];
}

int main(void) {
  int n = 40;
  double *M = malloc(sizeof(double) * 4 * n * n);
  for (int i = 0; i < 4 * n * n; i++)
    M[i] = (i % 13) / 13.0;
  pgemm(n, M + 2 * n * n, M, M + n * n); /* disjoint parts */
  pgemm(n, M, M, M + n * n);             /* C is A */
  pgemm(n, M + n * n / 2, M, M + 3 * n * n); /* C overlaps A by half */
  double s = 0;
  for (int i = 0; i < 4 * n * n; i++)
    s += M[i] * (i % 17);
  printf("%.17g\n", s);
  return 0;
}
