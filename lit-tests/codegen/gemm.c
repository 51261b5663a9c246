// gemm is regenerated from the isl AST of its schedule, behind a version
// branch that keeps the original loops; the output verifies.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes=tessera -pass-remarks=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck %s < %t.out.ll

// REMARK: remark: {{.*}}gemm.c:[[@LINE+13]]:3: regenerated SCoP gemm.scop0 (3 loops, 4 statements) from its schedule

// The version block chooses between the new code and the original.
// CHECK-LABEL: define {{.*}} @gemm(
// CHECK: tessera.version:
// CHECK: br i1 true, label %tessera.start, label %for.cond1.preheader.lr.ph
// Three regenerated loops, counting in i64.
// CHECK: tessera.for:
// CHECK-NEXT: %c0 = phi i64
// CHECK: %c1 = phi i64
// CHECK: %c2 = phi i64
void gemm(int ni, int nj, int nk, double alpha, double beta,
          double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
