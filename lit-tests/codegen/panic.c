// A panic inside the Rust code leaves the function as it was (every block
// code generation had created is deleted) and the compile succeeds.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=false>' %t.ll -S -o %t.untouched.ll
// RUN: %opt -passes='tessera<codegen=always;inject-panic=codegen>' -pass-remarks-missed=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: diff %t.untouched.ll %t.out.ll
// The same through clang: the compile succeeds.
// RUN: %clang-tessera -O2 -c %s -o %t.o -mllvm -tessera-codegen=always -mllvm -tessera-inject-panic=codegen

// CHECK: remark: {{.*}}loop nest left unchanged: internal error (panic in code generation)
void scale(int n, double *a) {
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}
