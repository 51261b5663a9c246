// tessera tune: builds the reference (clang -O3), Tessera's own choices,
// then every fusion structure of every SCoP, runs each, keeps the fastest
// whose output matches, and saves it; the tuned executable prints what the
// reference prints.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tessera tune %s --run '{exe}' --repeat 1 -o %t/prog --save %t/out.tsched > %t/table.txt
// RUN: FileCheck %s < %t/table.txt
// CHECK: build time (s) vs clang -O3
// CHECK-NEXT: clang -O3 (reference) {{[0-9.]+}} 1.00x
// CHECK-NEXT: tessera (its own choices) {{[0-9.]+ [0-9.]+}}x
// CHECK-DAG: kernel.scop0: variant 0: {S0, S1, S2} {{[0-9.]+ [0-9.]+}}x
// CHECK-DAG: kernel.scop0: variant 1: {S0, S1} {S2} {{[0-9.]+ [0-9.]+}}x
// CHECK: chosen: {{[0-9]+}} SCoP(s) scheduled otherwise than by default, {{.*}}; saved to {{.*}}out.tsched
// RUN: FileCheck --check-prefix=SAVED %s < %t/out.tsched
// SAVED: # tessera tune {{.*}}tune.c --run '{exe}': {{[0-9.]+}}x clang -O3's speed ({{[0-9]+}} build(s) tried)
// RUN: %t/prog > %t/tuned.txt
// RUN: clang-19 -O3 %s -o %t/ref
// RUN: %t/ref > %t/ref.txt
// RUN: diff %t/ref.txt %t/tuned.txt
//
// A command whose output changes from run to run cannot judge variants.
// RUN: not %tessera tune %s --run 'date +%%N' --repeat 2 -o %t/prog2 --save %t/no.tsched 2>&1 | FileCheck --check-prefix=VARIES %s
// VARIES: tessera: the reference build does not run: CMD's output varies between runs

#include <stdio.h>

#define N 300
static double A[N][N], B[N][N], C[N][N], D[N][N];

// Row by row: B = f(A); C = g(B shifted by one); D = h(A).
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
