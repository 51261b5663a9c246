// The printed model parses back to the same model: print, parse, print
// again gives identical text.
// RUN: %tessera scops %s | grep -v '^//' > %t.tir
// RUN: %tessera parse %t.tir > %t2.tir
// RUN: diff %t.tir %t2.tir
// RUN: FileCheck %s < %t2.tir

// A row sum kept in a register (its location holds it nowhere: it is
// scaled before the store): the accumulator PHI becomes a
// zero-dimensional phi array written on the loop's edges.
// CHECK-LABEL: scop @mvt_like.scop0 in @mvt_like
// CHECK-DAG: array @phi_{{[a-z_0-9.]+}} : f64 [] phi size 8
// CHECK-DAG: array @A : f64 [?, n] memory size 8
// CHECK: stmt @S0
// CHECK: read #0 @phi_
// CHECK: %0 = load [phi] #0 : f64
void mvt_like(int n, double A[n][n], double *x, double *y) {
  for (int i = 0; i < n; i++) {
    double s = x[i];
    for (int j = 0; j < n; j++)
      s += A[i][j] * y[j];
    x[i] = 0.5 * s;
  }
}
