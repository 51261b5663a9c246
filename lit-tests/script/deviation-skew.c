// A skew too small for the interchange after it (the dependence S0 -> S1
// has distance (1, -2): skewed by 1 it is (1, -1), interchanged (-1, 1)):
// refused, and mapping deviation repairs it by starting S1 one wavefront
// later; the repaired build's output equals clang's.
// RUN: echo 'function wave' > %t.script && echo 'skew @15 @16 1' >> %t.script && echo 'interchange @15 @16' >> %t.script
// RUN: not %tessera transform %s --script %t.script | FileCheck --check-prefix=REFUSED %s
// RUN: %tessera transform %s --script %t.script --repair -o %t.ll | FileCheck --check-prefix=REPAIR %s
// RUN: %clang-tessera -O2 -g -mllvm -tessera-script=%t.script -mllvm -tessera-script-repair=true -Rpass-analysis=tessera -Rpass=tessera %s -o %t.exe 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O2 %s -o %t.ref && %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// RUN: clang-19 -O2 %t.ll -o %t.ll.exe && %t.ll.exe > %t.ll.out && diff %t.ll.out %t.ref.out
#include <stdio.h>

__attribute__((noinline)) void wave(int n, double A[restrict][64], double B[restrict][64],
                                    double C[restrict][64]) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 62; j++) {
      A[i][j] = 0.5 * B[i][j];
      C[i][j] = A[i - 1][j + 2] + 1.0;
    }
}

int main(void) {
  static double A[100][64], B[100][64], C[100][64];
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 64; j++) {
      A[i][j] = (i * 3 + j) % 7;
      B[i][j] = (i + 5 * j) % 11;
    }
  wave(100, A, B, C);
  double s = 0;
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 64; j++)
      s += (i + 1) * C[i][j] + A[i][j];
  printf("%.17g\n", s);
  return 0;
}

// REFUSED: @wave.scop0: script refused: 1 violated dependence(s)
// REFUSED-NEXT: violates the flow dependence: flow S0_a1 ({{.*}}deviation-skew.c:17) -> S1_a0 ({{.*}}deviation-skew.c:18)
// REFUSED: introduced by line 3: interchange @15 @16
// REFUSED-NEXT: mapping deviation: legal with the smallest shifts, these line(s) appended:
// REFUSED-NEXT: shift S1 S1.1 1

// REPAIR: @wave.scop0: script repaired: accepted with the line(s) appended: shift S1 S1.1 1
// REPAIR-NEXT: @wave.scop0 "[n] -> { S0[i0, i1] -> [0, i0 + i1, 0, i0, 0]; S1[i0, i1] -> [0, 1 + i0 + i1, 0, i0, 1] }"

// REMARK: remark: SCoP wave.scop0: the script was illegal; repaired by mapping deviation, these lines appended: shift S1 S1.1 1
// REMARK: remark: regenerated SCoP wave.scop0
