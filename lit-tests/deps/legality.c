// Violation analysis on IR from clang -O2: memory-based dependences of
// scalars kept in registers are ignored as long as no live range breaks
// (paper 001); true dependences are never dropped.
//
// gemm: LLVM keeps C[i][j] in a register across k but stores it every
// iteration; Tessera maps the accumulator back to C[i][j], so gemm is two
// statements and interchanging i and j, strip-mining k, and tiling j and k
// together are all legal. A schedule running the k updates before the
// scaling by beta is not.
// RUN: %tessera scops %s --tessera-only=gemm | FileCheck --check-prefix=MODEL %s
// MODEL: stmt @S1
// MODEL: read #0 @C "[ni, nj, nk, nj_1, nk_1] -> { S1[i0, i1, i2] -> C[i0, i1] }"
// MODEL-NOT: stmt @S2
// RUN: %tessera check %s --tessera-only=gemm --schedule '[ni, nj, nk, nj_1, nk_1] -> { S0[i0,i1] -> [0,i1,0,i0,0,0,0]; S1[i0,i1,i2] -> [0,i1,0,i0,1,i2,0] }' | FileCheck --check-prefix=INTERCHANGE %s
// INTERCHANGE: @gemm.scop0: legal
// RUN: %tessera check %s --tessera-only=gemm --schedule '[ni, nj, nk, nj_1, nk_1] -> { S0[i0,i1] -> [0,i0,0,i1,0,0,0,0]; S1[i0,i1,i2] -> [0,i0,0,i1,1,floor(i2/32),i2,0] }' | FileCheck --check-prefix=STRIPMINE %s
// STRIPMINE: @gemm.scop0: legal
// RUN: %tessera check %s --tessera-only=gemm --schedule '[ni, nj, nk, nj_1, nk_1] -> { S0[i0,i1] -> [0,i0,floor(i1/32),0,i1,0,0]; S1[i0,i1,i2] -> [0,i0,floor(i1/32),1+floor(i2/32),i1,i2,0] }' | FileCheck --check-prefix=TILE %s
// TILE: @gemm.scop0: legal
// RUN: not %tessera check %s --tessera-only=gemm --schedule '[ni, nj, nk, nj_1, nk_1] -> { S0[i0,i1] -> [1,i0,0,i1,0,0,0]; S1[i0,i1,i2] -> [0,i0,0,i1,1,i2,0] }' | FileCheck --check-prefix=BETA-LAST %s
// BETA-LAST: @gemm.scop0: illegal
// BETA-LAST: violates the flow dependence: flow S0_a1 ({{.*}}legality.c:[[@LINE+5]]) -> S1_a0 ({{.*}}legality.c:[[@LINE+7]]) on @C
void gemm(int ni, int nj, int nk, double alpha, double beta,
          double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

// seidel: reversing the inner loop breaks the true dependence through
// A[i][j-1] (carried in a register from one iteration to the next).
// RUN: not %tessera check %s --tessera-only=seidel --schedule '[n, p, n_1] -> { S0[i0] -> [0,i0,0,0,0]; S2[i0] -> [0,i0,1,0,0]; S1[i0,i1] -> [0,i0,2,-i1,0]; S3[i0,i1] -> [0,i0,2,-i1,1] }' | FileCheck --check-prefix=SEIDEL %s
// SEIDEL: @seidel.scop0: illegal
// SEIDEL: violates the flow dependence: flow S{{[0-9]+}}_a{{[0-9]+}} ({{.*}}legality.c:[[@LINE+6]]) -> S{{[0-9]+}}_a{{[0-9]+}} ({{.*}}legality.c:[[@LINE+6]]) on @A
// RUN: %tessera check %s --tessera-only=seidel --schedule '[n, p, n_1] -> { S0[i0] -> [0,i0,0,0,0]; S2[i0] -> [0,i0,1,0,0]; S1[i0,i1] -> [0,i0,2,i1,0]; S3[i0,i1] -> [0,i0,2,i1,1] }' | FileCheck --check-prefix=SEIDEL-ORIG %s
// SEIDEL-ORIG: @seidel.scop0: legal
void seidel(int n, double A[n][n]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0;
}

// trisolv: the sum over j runs in a register; reversing j reorders the
// chain of true dependences through it.
// RUN: not %tessera check %s --tessera-only=trisolv --schedule '[n] -> { S0[i0] -> [0,i0,0,0,0]; S4[i0] -> [0,i0,1,0,0]; S5[i0] -> [0,i0,2,0,0]; S1[i0,i1] -> [0,i0,3,-i1,0]; S6[i0,i1] -> [0,i0,3,-i1,1]; S7[i0,i1] -> [0,i0,3,-i1,2]; S2[i0] -> [0,i0,4,0,0]; S8[i0] -> [0,i0,5,0,0]; S3[i0] -> [0,i0,6,0,0] }' | FileCheck --check-prefix=TRISOLV %s
// TRISOLV: @trisolv.scop0: illegal
// TRISOLV: violates the flow dependence: flow S7_a{{[0-9]+}}
void trisolv(int n, double L[n][n], double *x, const double *b, const double *d) {
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= L[i][j] * x[j];
    x[i] = s / d[i];
  }
}
