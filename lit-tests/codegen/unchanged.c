// By default a SCoP is regenerated only when its schedule changes: with the
// original schedule the function is left exactly as it was.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=never>' %t.ll -S -o %t.untouched.ll
// RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// RUN: diff %t.untouched.ll %t.out.ll
// CHECK: remark: {{.*}}unchanged.c:[[@LINE+2]]:3: SCoP scale.scop0 left as it is: its schedule does not change
void scale(int n, double *a) {
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}
