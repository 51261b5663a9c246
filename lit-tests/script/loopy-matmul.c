// Paper 003's matrix multiplication (its Figure 1a and the script of its
// Figure 2a): Init split from Mult, j and k interchanged in Mult, tiled,
// then unroll-and-jam: the automatic schedule exactly. The script is read
// from the comment below by `tessera transform`, accepted, and the program
// built from the IR it writes prints what clang's prints.
// RUN: %tessera transform %s -o %t.ll | FileCheck %s
// RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
// RUN: %t.exe 150 > %t.out 2> /dev/null && %t.ref 150 > %t.ref.out 2> /dev/null && diff %t.out %t.ref.out
/* Paper 003 (Loopy), Figure 1a: matrix multiplication with its
   initialisation in the same i-j nest. The script below is the paper's
   Figure 2a in Tessera's language: split Init from Mult (realign to 0
   common loops), interchange j and k in Mult (affine), then tile (128 x 128 x 128), and
   unroll-and-jam as Tessera's automatic schedule does. After LLVM's LICM,
   Mult adds into a register and S2 (no label: `tessera loops` lists it)
   stores C[i][j] after the k loop; it is split out too. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* tessera
function matmul
realign Init Mult 0
realign Mult S2 0
affine Mult "{ [i, j, k] -> [i, k, j] }"
lift Li Mult 1
lift Lk Mult 2
lift Lj Mult 3
tile Li Lk Lj 128 128 128
unroll Li 4
unroll Lk 4
*/

__attribute__((noinline)) static void matmul(int n, double C[restrict n][n],
                                             double A[restrict n][n], double B[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      Init: C[i][j] = 0;
      for (int k = 0; k < n; k++)
        Mult: C[i][j] += A[i][k] * B[k][j];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*B)[n] = malloc(sizeof(double[n][n]));
  double (*C)[n] = malloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * (j + 1) + 2) % n) / n;
    }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  matmul(n, C, A, B);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double s = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
  double sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += C[i][j] * (i + 2 * j + 1);
  printf("%.17g\n", sum);
  fprintf(stderr, "%.6f s %.2f GFLOP/s\n", s, 2.0 * n * n * (double)n / s / 1e9);
  return 0;
}

// CHECK: @matmul.scop0: script accepted
// CHECK-NEXT: @matmul.scop0 "[n] -> { {{.*}}S1[i0, i1, i2] -> [1, o1, 0, o3, 0, o5, 0, o7, 0, o9, 0, i1, 0, i0, 0, i2, 0] : {{.*}}" unroll "S1:13:4; S1:15:4"
