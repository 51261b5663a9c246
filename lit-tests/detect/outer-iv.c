// A loop nest inside a loop that is not part of it (sqrt, which may set
// errno, keeps the outer k loop out of every SCoP): the nest's subscripts
// and bounds use k, the outer loop's induction variable, as a parameter.
// The hoisted guard `m > 0` of the inner loops becomes a constraint on the
// parameters. gramschmidt's nest is then tiled and regenerated, and the
// output equals clang's.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -DMAIN %s -o %t.exe -lm -mllvm -tessera-only=gram -mllvm -tessera-print-model=true -Rpass=tessera -Rpass-analysis=tessera > %t.model 2> %t.remarks
// RUN: FileCheck --check-prefix=MODEL %s < %t.model
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: clang-19 -O3 -march=x86-64-v3 -DMAIN %s -o %t.ref -lm
// RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out

// The j nest: k is the parameter p (the induction variable of the loop
// around), n is p_1: j runs n - k - 1 times.
// MODEL-LABEL: scop @gram.scop2 in @gram
// MODEL: params [p : i64, p_1 : i64, {{.*}}]
// MODEL: domain "[{{.*}}] -> { S0[i0] : 0 <= i0 <= -2 - p + p_1 }"
// REMARK: outer-iv.c:[[@LINE+11]]:5: remark: SCoP gram.scop2 found: 3 loops, 3 statements, 3 arrays
// REMARK: outer-iv.c:[[@LINE+10]]:5: remark: regenerated SCoP gram.scop2 (3 loops, 3 statements) from its schedule
#include <math.h>
void gram(int m, int n, double A[m][n], double R[n][n], double Q[m][n]) {
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (int i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

#ifdef MAIN
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  enum { M = 131, N = 117 };
  double (*A)[N] = malloc(sizeof(double[M][N]));
  double (*R)[N] = calloc(N, sizeof(double[N]));
  double (*Q)[N] = malloc(sizeof(double[M][N]));
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * j) % M) / M * 100 + 10 + (i == j);
  gram(M, N, A, R, Q);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += R[i][j] * (1 + (i + j) % 3);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      s += Q[i][j] * (1 + (i * j) % 5);
  printf("%.17g\n", s);
  return 0;
}
#endif
