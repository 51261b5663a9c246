// Without --script, `tessera transform` on C reads the script from the
// source's comments that start with `/* tessera` (line numbers stay the
// file's): here interchange and skew of a 2-D recurrence, legal, written
// out with -o; the program built from that IR prints what clang's prints.
// A second function's section is refused and keeps its code (exit 1).
// RUN: not %tessera transform %s -o %t.ll | FileCheck %s
// RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
// RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
// The same script as clang's -mllvm flag (the pass does not read comments).
// RUN: echo 'function wave' > %t.script && echo 'skew Li Lj 1' >> %t.script && echo 'interchange Li Lj' >> %t.script
// RUN: %clang-tessera -O2 -g -mllvm -tessera-script=%t.script -Rpass-analysis=tessera -Rpass=tessera %s -o %t.flag.exe 2>&1 | FileCheck --check-prefix=FLAG %s
// RUN: %t.flag.exe > %t.flag.out && diff %t.flag.out %t.ref.out
// FLAG: remark: SCoP wave.scop0: the script's schedule is legal
// FLAG: remark: regenerated SCoP wave.scop0
// CHECK: @wave.scop0: script accepted
// CHECK-NEXT: @wave.scop0 "[n] -> { S1[i0, i1] -> [0, i0 + i1, 2, i0, 0] }"
// CHECK: @back.scop0: script refused: 1 violated dependence(s)
// CHECK-NEXT: violates the flow dependence: flow S1_a1 ({{.*}}source-comments.c:39) -> S1_a0 ({{.*}}source-comments.c:39)
// CHECK-NEXT: e.g. with n=3: S1(i0=0) must run before S1(i0=1)
// CHECK-NEXT: introduced by line 52: reverse Lb
#include <stdio.h>
#define N 32
static double A[N][N], B[N];

__attribute__((noinline)) void wave(int n) {
Li: for (int i = 1; i < n; i++)
Lj:   for (int j = 1; j < n; j++)
        A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]);
}

/* tessera
function wave
skew Li Lj 1
interchange Li Lj
*/

__attribute__((noinline)) void back(int n) {
Lb: for (int i = 1; i < n; i++)
      B[i] = B[i - 1] * 0.5 + 1.0;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = i;
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  }
  wave(N);
  back(N);
  /* tessera
  function back
  reverse Lb
  */
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i][N - 1 - i] + B[i];
  printf("%.17g\n", s);
  return 0;
}
