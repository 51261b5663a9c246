// -tessera-variants lists the legal fusion structures of each SCoP's
// outermost level (paper 004), most fused first, each an importable
// schedule; importing one and exporting gives it back (a tuned build is
// reproducible).
// RUN: rm -rf %t.var %t.exp
// RUN: %clang-tessera -O2 -c -o /dev/null %s -mllvm -tessera-variants=%t.var
// RUN: FileCheck %s < %t.var/three.scop0.variants
// CHECK: # three.scop0: 4 fusion structure(s) of the outermost level; 3 component(s)
// CHECK-NEXT: # variant 0: {S0, S1, S2}
// CHECK-NEXT: @three.scop0 "
// CHECK-NEXT: # variant 1: {S0, S1} {S2}
// CHECK-NEXT: @three.scop0 "
// CHECK-NEXT: # variant 2: {S0, S2} {S1}
// CHECK-NEXT: @three.scop0 "
// CHECK-NEXT: # variant 3: {S0} {S1} {S2}
// CHECK-NEXT: @three.scop0 "
// CHECK-NOT: variant
// RUN: sed -n 3p %t.var/three.scop0.variants > %t.fused
// RUN: %clang-tessera -O2 -c -o /dev/null %s -mllvm -tessera-import=%t.fused -mllvm -tessera-export=%t.exp -Rpass-analysis=tessera 2>&1 | FileCheck --check-prefix=IMPORT %s
// IMPORT: SCoP three.scop0 gets the imported schedule
// RUN: diff %t.fused %t.exp/three.scop0.tsched

// Row by row: B = f(A); C = g(B shifted by one); D = h(A). S0 and S2
// share A, S0 and S1 share B, S1 and S2 nothing (fused only through S0).
void three(long n, long m, double A[restrict n][m], double B[restrict n][m],
           double C[restrict n][m], double D[restrict n][m]) {
  for (long i = 0; i < n; i++) {
    for (long j = 0; j < m; j++)
      B[i][j] = A[i][j] * 2.0;
    for (long j = 0; j + 1 < m; j++)
      C[i][j] = B[i][j + 1] + 1.0;
    for (long j = 0; j < m; j++)
      D[i][j] = A[i][j] - 3.0;
  }
}
