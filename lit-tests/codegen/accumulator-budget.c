// The search for memory accumulators (elements a register may hold across
// their innermost loop) is an optimization of the generated code, with an
// isl operation budget of its own (past it none is kept: the unit test
// `none_past_the_budget` of poly/src/analysis/promotion.rs). This generated
// kernel (fuzz seed 800196, k1) has a 2-statement SCoP under modulo
// conditions on two parameters where the search once ran past that budget,
// spent all of code generation's budget (0.76 s) searching again, and the
// SCoP was left unchanged with a quota error. The search now looks for the
// innermost loop of candidates alone (a must-write storing one element at
// several instances): here the statement under `i5 == n - 1`, whose
// element A2[...] stays the same along `i4`. It finishes: the SCoP is
// regenerated with its original schedule, that element in a register, and
// no quota error.
// The region's model merges 83 pieces of assumptions, which takes most of
// the model's 0.25 s step on an Intel Xeon of family 6 model 207 (and past
// it on a loaded machine): the step limits are scaled so that the region is
// modelled on any machine.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -w -mllvm -tessera-time-scale=4 -Rpass=tessera -Rpass-missed=tessera -Rpass-analysis=tessera -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: SCoP k1.scop2 keeps its original schedule: no permutable band of two loops or more with reuse to tile
// CHECK: remark: SCoP k1.scop2 is regenerated with its original schedule to keep 1 array element(s) in registers across their innermost loop, where no other access of the loop touches them: @MemRef (line [[#@LINE+35]])
// CHECK: remark: regenerated SCoP k1.scop2 (2 loops, 2 statements)
// CHECK-NOT: Quota
__attribute__((noinline)) void k1(int n, int m, double A0[n + 2][m + 1][n + 1], double *A1, double *A2, double *A3) {
  A1[0 * (m + 3) + 2] = 0.5 * ((double)(m) * 0.0625);
  {
    double s0 = A1[1 * (m + 3) + 2];
    for (int i0 = n - 1; i0 >= 0; i0--) {
      if (i0 > i0) {
        for (int i1 = n - 1; i1 >= m; i1--) {
          if (i0 < n) {
            A0[i0 + 2][0][i0] = 0.125 * (A0[i1 + 1][0][n - i0 - 1]) + 0.5 * (A1[i1 * (m + 3) + 1] * A1[i0 * (m + 3) + 1]) + 0.125 * (A2[((i1 + 1)) * (2 * n + 3) + (i1 + 1)]) + 0.0625 * (A2[((i0 + 1)) * (2 * n + 3) + (i0 + 1)] * A1[i0 * (m + 3) + 1]);
          } else {
            A0[i1 + 1][0][i1] = - 0.125 * ((double)(3 * i0 + 3 * i1) * 0.015625);
          }
        }
      } else {
        for (int i2 = 0; i2 < m; i2++) {
          if (i2 == m - 3 && i0 - i0 < n - 3) {
            A0[i0 + 2][i2][i0 + 1] = 0.125 * (A0[i0 + 2][i2 + 1][i0] * A2[0 * (2 * n + 3) + (2 * i0 + 2)]) - 0.25 * (A0[i0][i2][i0 + 1]);
          }
        }
      }
      s0 += 0.0009765625 * (0.546875);
    }
    A1[0 * (m + 3) + 0] = 0.5 * s0;
  }
  for (int i3 = 1; i3 < n; i3++) {
    A1[((i3 + 2)) * (m + 3) + 1] = - 0.375 * (A0[i3][0][i3 + 1] * A2[i3 * (2 * n + 3) + (i3 + 2)]) + 0.0625 * (A2[((i3 + 1)) * (2 * n + 3) + i3]) + 0.375 * (-0.703125);
    A1[((i3 + 2)) * (m + 3) + 0] = 1.0 * (0.171875);
  }
  for (int i4 = (m - 1) - 1; i4 >= 0; i4--) {
    for (int i5 = -1; i5 < n; i5++) {
      if (i4 > 5) {
        if (i5 == n - 1 && i4 <= i5) {
          A2[((i5 + 1)) * (2 * n + 3) + (i5 + 1)] = - 0.75 * ((double)(3 * i4 + 3 * i5) * 0.015625);
        }
        A1[((i5 + 1)) * (m + 3) + (i4 + 2)] = 0.5 * (A0[i5 + 2][i4 + 1][i5 + 1]);
      }
    }
  }
}
