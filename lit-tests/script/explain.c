// `tessera explain`: the schedule Tessera chose for each SCoP of a
// PolyBench-shaped main (data set up, gemm in i-k-j order with alpha *
// A[i][k] hoisted by LICM, a checksum), printed as a script that gives it
// back: a `scop` section (main has three SCoPs), Loopy's affine (tile
// loops as integer divisions) and position per statement, lift and
// unroll for the register tile. The script is checked against the
// schedule where it is printed, accepted by `tessera transform` and by a
// clang build, and both builds print what clang's prints.
// RUN: %tessera explain %s | FileCheck %s
// RUN: %tessera explain %s | grep -v '^#' > %t.script
// RUN: %tessera transform %s --script %t.script -o %t.ll | FileCheck --check-prefix=ROUND %s
// RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
// RUN: %t.exe 150 > %t.out && %t.ref 150 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %clang-tessera -O2 -g -mllvm -tessera-script=%t.script %s -o %t.cl -Rpass-analysis=tessera 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %t.cl 150 > %t.cl.out && diff %t.cl.out %t.ref.out
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500;
  double alpha = 1.5, beta = 1.2;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*B)[n] = malloc(sizeof(double[n][n]));
  double (*C)[n] = malloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * (j + 1) + 2) % n) / n;
      C[i][j] = (double)((i * (j + 2) + 3) % n) / n;
    }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C[i][j] *= beta;
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
  double sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += C[i][j] * (i + 2 * j + 1);
  printf("%.17g\n", sum);
  return 0;
}

// CHECK: # @main.scop0: keeps its original schedule (no script)
// CHECK-NEXT: # @main.scop1: its schedule as a script; checked: the same order of every pair of instances, the same loops unrolled
// CHECK-NEXT: scop main.scop1
// CHECK-NEXT: # S0: explain.c:33
// CHECK-NEXT: position S0 0 0 0
// CHECK-NEXT: # S2: explain.c:36
// CHECK-NEXT: affine S2 "[{{.*}}] -> { [i0, i1, i2] -> [floor(i0/[[T:[0-9]+]]), floor(i1/[[T]]), floor(i2/[[T]]), i0, i1, i2] }"
// CHECK-NEXT: position S2 1 0 0 0 0 0 0
// CHECK-NEXT: lift reg1 S2 4
// CHECK-NEXT: lift reg2 S2 5
// CHECK-NEXT: unroll reg1 4
// CHECK-NEXT: unroll reg2 4
// CHECK-NEXT: # @main.scop2: keeps its original schedule (no script)

// ROUND: @main.scop1: script accepted
// ROUND-NEXT: @main.scop1 "{{.*}}" unroll "S2:13:4; S2:15:4"

// REMARK: explain.c:31:3: remark: SCoP main.scop1: the script's schedule is legal
