// -tessera-export writes the schedule each SCoP got (here the original
// one); the file imports back as is.
// RUN: %cc-ir %s -o %t.ll
// RUN: rm -rf %t.dir
// RUN: %opt -passes='tessera<export=%t.dir>' %t.ll -disable-output
// RUN: FileCheck --check-prefix=FILE %s < %t.dir/scale2d.scop0.tsched
// RUN: %opt -passes='tessera<import=%t.dir/scale2d.scop0.tsched>' -pass-remarks-analysis=tessera %t.ll -disable-output 2>&1 | FileCheck --check-prefix=IMPORT %s
// FILE: @scale2d.scop0 "[m, n] -> { S0[i0, i1] -> [0, i0, 0, i1, 0] }"
// IMPORT: remark: {{.*}}SCoP scale2d.scop0 gets the imported schedule
void scale2d(long n, long m, double A[n][m]) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      A[i][j] *= 2.0;
}
