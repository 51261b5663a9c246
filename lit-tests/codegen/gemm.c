// gemm is regenerated from the isl AST of its schedule, behind a version
// branch that keeps the original loops; the output verifies.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<schedule=original;codegen=always>' -pass-remarks=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck %s < %t.out.ll
// RUN: FileCheck --check-prefix=DBG %s < %t.out.ll
// RUN: %opt -passes='tessera<schedule=original;codegen=always;print-ast>' %t.ll -disable-output | FileCheck --check-prefix=AST %s

// REMARK: remark: {{.*}}gemm.c:[[@LINE+31]]:3: regenerated SCoP gemm.scop0 (3 loops, 2 statements) from its schedule

// The original schedule: S0 scales C[i][j], S1 accumulates over k (the
// register accumulator is mapped back to C[i][j]).
// AST: // gemm.scop0: regenerated loop nest
// The generated code runs only for sizes where every statement runs (the
// version condition says so), so the AST needs no guard for empty loops.
// AST-NEXT: for (int c0 = 0; c0 < ni; c0 += 1)
// AST-NEXT:   for (int c1 = 0; c1 < nj; c1 += 1) {
// AST-NEXT:     S0(c0, c1);
// AST-NEXT:     for (int c2 = 0; c2 < nk; c2 += 1)
// AST-NEXT:       S1(c0, c1, c2);

// The version block chooses between the new code and the original.
// CHECK-LABEL: define {{.*}} @gemm(
// CHECK: tessera.version:
// The arrays may overlap: the condition compares their address ranges.
// CHECK: ptrtoint ptr %C to i64
// CHECK: br i1 %{{[0-9a-z._]+}}, label %tessera.start, label %for.cond1.preheader.lr.ph
// Loop counters are i64.
// CHECK: %c0 = phi i64
// CHECK: %c1 = phi i64
// CHECK: %c2 = phi i64
// CHECK-NOT: alloca
// Regenerated statements keep their source locations (line 43 scales
// C[i][j] by beta; the regenerated copy is the unnamed one).
// DBG: tessera.body:
// DBG: fmul double %{{[0-9]+}}, %beta, !dbg ![[LOC:[0-9]+]]
// DBG: ![[LOC]] = !DILocation(line: 43
void gemm(int ni, int nj, int nk, double alpha, double beta,
          double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
