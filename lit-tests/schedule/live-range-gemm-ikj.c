// gemm in i-k-j order with alpha * A[i][k] * A[i][k] computed once per
// (i, k), as LICM leaves it: a scalar written in the k loop and read across
// the j loop (squared, so that it is not a chain of one element's
// arithmetic, which the reader would compute again: see
// recompute-hoisted-product.ll for alpha * A[i][k] alone). Its
// anti and output dependences order every (i, k) after the previous one, so
// under every dependence no band of three loops exists. The automatic
// scheduler first keeps live ranges intact (conditional validity: nothing
// worth tiling, the j loop must stay inside), then schedules under
// value-based dependences alone, tiles the three loops, and the plan
// expands the scalar along the two loops the schedule breaks its live
// ranges across.
// RUN: %clang-tessera -O2 -g %s -o %t -Rpass-analysis=tessera -mllvm -tessera-print-ast=true > %t.ast 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: FileCheck --check-prefix=AST %s < %t.ast
// RUN: clang-19 -O2 %s -o %t.ref
// RUN: %t 70 > %t.out && %t.ref 70 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 129 > %t.out && %t.ref 129 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 0 > %t.out && %t.ref 0 > %t.ref.out && diff %t.out %t.ref.out

// REMARK: remark: SCoP gemm_ikj.scop0: {{.*}}3 loops over S1 tiled by {{[0-9]+x[0-9]+x[0-9]+}}{{.*}}; scheduled under value-based dependences
// REMARK: remark: SCoP gemm_ikj.scop0 gets the computed schedule, expanding @v_t along 2 loop(s)
// The scalar's statement in a nest of its own, then the three tiled loops.
// AST: // gemm_ikj.scop0: regenerated loop nest
// AST: S0(c0, c1);
// AST: for (int c0 = 0; c0 <= (n - 1) / {{[0-9]+}}; c0 += 1)
// AST-NEXT: for (int c1 = 0; c1 <= (n - 1) / {{[0-9]+}}; c1 += 1)
// AST-NEXT: for (int c2 = 0; c2 <= (n - 1) / {{[0-9]+}}; c2 += 1)
// AST: S1(

#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void gemm_ikj(int n, double alpha, double C[restrict n][n],
                                        double A[restrict n][n], double B[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++) {
      double t = alpha * A[i][k] * A[i][k];
      for (int j = 0; j < n; j++)
        C[i][j] += t * B[k][j];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  double (*A)[n] = malloc(sizeof(double) * n * n + 8);
  double (*B)[n] = malloc(sizeof(double) * n * n + 8);
  double (*C)[n] = malloc(sizeof(double) * n * n + 8);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
      B[i][j] = (double)((i * 5 + j) % 13) / 13.0;
      C[i][j] = (double)(i - j) / 7.0;
    }
  gemm_ikj(n, 1.5, C, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += C[i][j] * (double)(i + 2 * j + 1);
  printf("%.17g\n", s);
  return 0;
}
