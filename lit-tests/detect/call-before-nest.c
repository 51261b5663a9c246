// A call with side effects right before a loop nest (a timer start before a
// kernel inlined into its caller, as PolyBench's main has it) sits in the
// nest's preheader. The region starts there, so the call used to reject the
// whole nest, and only its inner loops became SCoPs (with the outer index as
// a parameter). The pass gives the nest a preheader after the call.
// RUN: %clang-tessera -O2 -g -S -emit-llvm -o /dev/null %s -Rpass-analysis=tessera -Rpass-missed=tessera 2>&1 | FileCheck %s
// CHECK-NOT: call to 'timer_start' may have side effects
// CHECK: call-before-nest.c:[[@LINE+11]]:3: remark: SCoP f.scop{{[0-9]}} found: 3 loops,
// CHECK-NOT: call to 'timer_start' may have side effects

void timer_start(void);
void timer_stop(void);

void f(int n, double x[restrict n], double C[restrict 256][256],
       double A[restrict 256][256], double B[restrict 256][256]) {
  for (int i = 0; i < n; i++)
    x[i] = 0.0;
  timer_start();
  for (int i = 0; i < 256; i++)
    for (int k = 0; k < 256; k++)
      for (int j = 0; j < 256; j++)
        C[i][j] += A[i][k] * B[k][j];
  timer_stop();
}
