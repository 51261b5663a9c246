// Fuzz finding s200477: the sum's register lives across the loop and is
// stored to A[1] after it, but the loop also reads A[1] (at i = n - 2): the
// stores Tessera re-inserts to model accumulators in memory would change
// what that read sees. Alias analysis cannot rule the overlap out, so the
// accumulator stays a scalar in the model, and the output is clang's.
// RUN: %clang-tessera -O3 -march=x86-64-v3 %s -o %t -mllvm -tessera-fuse=max -mllvm -tessera-tile-size=4 -mllvm -tessera-codegen=always
// RUN: clang-19 -O3 -march=x86-64-v3 %s -o %t.ref
// RUN: %t 6 > %t.out && %t.ref 6 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 12 > %t.out && %t.ref 12 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %tessera scops %s -- -O3 | FileCheck %s
// CHECK: array @phi_{{[a-z_0-9.]+}} : i32 [] phi size 4
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void k1(int n, unsigned A[n + 1]) {
  unsigned s = A[1];
  for (int i = 0; i < n; i++)
    s += A[n - i - 1];
  A[1] = s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 12;
  unsigned *A = malloc(sizeof(unsigned) * (n + 17));
  for (int i = 0; i < n + 17; i++)
    A[i] = i * 2654435761u;
  k1(n, A);
  unsigned h = 0;
  for (int i = 0; i < n + 1; i++)
    h = h * 31 + A[i];
  printf("%u\n", h);
  return 0;
}
