// `i + 4` in 32-bit arithmetic may wrap for huge n (the IR has no nsw on
// it), so the model is exact only for some n: it assumes them, and the
// version branch checks the assumption at run time, falling back to the
// original loops otherwise.
// RUN: %tessera scops %s | FileCheck --check-prefix=MODEL %s
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=always>' -pass-remarks-analysis=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck %s < %t.out.ll

// MODEL: scop @band.scop0 in @band
// MODEL: assumed "[n, n_1] -> {  : {{.*}}n <= 2147483645
// MODEL: read #{{[0-9]+}} @A "[n, n_1] -> { S1[i0, i1] -> A[i0, max((i1), i0 + i1 - 3)] }"

// REMARK: remark: {{.*}}assumed.c:[[@LINE+7]]:3: SCoP band.scop0 runs its regenerated code only when [n, n_1] -> {
// REMARK-SAME: (no index arithmetic wraps around), and @{{.*}}; the original code otherwise

// CHECK: tessera.version:
// CHECK-NOT: br i1 true
// CHECK: br i1 %{{[0-9a-z._]+}}, label %tessera.start, label %
void band(int n, double A[n][n], double *x, double *y) {
  for (int i = 0; i < n; i++)
    for (int j = (i - 3 > 0 ? i - 3 : 0); j < (i + 4 < n ? i + 4 : n); j++)
      y[i] += A[i][j] * x[j];
}
