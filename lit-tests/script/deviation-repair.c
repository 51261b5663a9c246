// Mapping deviation through the pass: fusing a blur's two sweeps writes
// A[i] before the next point of the first sweep reads it; the correction
// shifts the copy one iteration later, and with option script-repair the
// corrected schedule is what the program runs (output identical to clang's).
// RUN: echo 'fuse @13 @15' > %t.script
// RUN: not %tessera transform %s --script %t.script | FileCheck --check-prefix=REFUSED %s
// RUN: %clang-tessera -O2 -g -mllvm -tessera-script=%t.script -mllvm -tessera-script-repair=true -Rpass-analysis=tessera -Rpass=tessera %s -o %t.exe 2>&1 | FileCheck --check-prefix=REPAIRED %s
// RUN: clang-19 -O2 %s -o %t.ref && %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
#include <stdio.h>

__attribute__((noinline)) void blur(int N, int T, double A[restrict], double B[restrict]) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
    for (int i = 1; i < N - 1; i++)
      A[i] = 0.5 * B[i];
  }
}

int main(void) {
  static double A[1000], B[1000];
  for (int i = 0; i < 1000; i++)
    A[i] = (i * 7 % 13) / 3.0;
  blur(1000, 50, A, B);
  double s = 0;
  for (int i = 0; i < 1000; i++)
    s += A[i] * (i + 1) + B[i];
  printf("%.17g\n", s);
  return 0;
}

// REFUSED: @blur.scop0: script refused
// REFUSED: mapping deviation: legal with the smallest shifts, these line(s) appended:
// REFUSED-NEXT: shift S2 S2.1 1

// REPAIRED: remark: SCoP blur.scop0: the script was illegal; repaired by mapping deviation, these lines appended: shift S2 S2.1 1
// REPAIRED: remark: regenerated SCoP blur.scop0
