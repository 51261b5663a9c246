// A nest that starts the function, right after calls with side effects
// (allocations, a timer start): its preheader is the entry block, which a
// region cannot start at. The pass splits it after the last side effect,
// so the whole nest is one SCoP (splitting after the allocas only left the
// calls in the preheader and rejected the nest).
// RUN: %clang-tessera -O2 -g -S -emit-llvm -o /dev/null %s -Rpass-analysis=tessera -Rpass-missed=tessera 2>&1 | FileCheck %s
// CHECK-NOT: may have side effects
// CHECK: call-in-entry-before-nest.c:[[@LINE+12]]:3: remark: SCoP f.scop0 found: 3 loops,
// CHECK-NOT: may have side effects

void timer_start(void);
void timer_stop(void);
double *alloc(long n);

double f(void) {
  double (*C)[256] = (double (*)[256])alloc(256 * 256);
  double (*A)[256] = (double (*)[256])alloc(256 * 256);
  double (*B)[256] = (double (*)[256])alloc(256 * 256);
  timer_start();
  for (int i = 0; i < 256; i++)
    for (int k = 0; k < 256; k++)
      for (int j = 0; j < 256; j++)
        C[i][j] += A[i][k] * B[k][j];
  timer_stop();
  return C[1][2];
}
