// Reductions: an integer sum may be reordered and run in parallel with
// partial sums; a floating-point sum only with reassociation rights.
// RUN: %tessera deps %s | FileCheck --check-prefix=STRICT %s
// RUN: %tessera deps %s -- -ffast-math | FileCheck --check-prefix=FAST %s
// The i loop is dimension 1 of the original schedule [1, i, k].
// RUN: %tessera check %s --tessera-only=isum --parallel 1 --schedule '[n] -> { S1[] -> [0, 0, 0]; S0[i] -> [1, i, 0]; S2[i] -> [1, i, 1]; S3[i] -> [1, i, 2] }' | FileCheck --check-prefix=PAR-INT %s
// RUN: not %tessera check %s --tessera-only=dot --parallel 1 --schedule '[n] -> { S1[] -> [0, 0, 0]; S0[i] -> [1, i, 0]; S2[i] -> [1, i, 1]; S3[i] -> [1, i, 2] }' | FileCheck --check-prefix=PAR-FP %s

// STRICT: reduction @{{[a-z_0-9]+}} by @llvm.fmuladd.f64 in S0 ({{.*}}reductions.c:[[@LINE+14]]), carried by S3: not reorderable: floating point without reassociation rights
// STRICT: reduction @{{[a-z_0-9]+}} by add in S0 ({{.*}}reductions.c:[[@LINE+20]]), carried by S3: reorderable
// FAST: reduction @{{[a-z_0-9]+}} by fadd in S0 ({{.*}}reductions.c:[[@LINE+12]]), carried by S3: reorderable
// FAST: reduction @{{[a-z_0-9]+}} by add in S0 ({{.*}}reductions.c:[[@LINE+18]]), carried by S3: reorderable

// PAR-INT: // @isum.scop0: is schedule dimension 1 parallel?
// PAR-INT-NEXT: @isum.scop0: legal
// PAR-FP: // @dot.scop0: is schedule dimension 1 parallel?
// PAR-FP-NEXT: @dot.scop0: illegal
// PAR-FP: violates the flow dependence

double dot(int n, const double *a, const double *b) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

long isum(int n, const long *a) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
