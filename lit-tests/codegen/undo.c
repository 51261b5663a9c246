// When the generated code fails verification, the region is undone: the
// version branch, the generated blocks, the exit PHIs' new entries and the
// slots all go, and the function is as it was.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=false>' %t.ll -S -o %t.untouched.ll
// RUN: %opt -passes='tessera<codegen=always;inject-panic=verify>' -pass-remarks-missed=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: diff %t.untouched.ll %t.out.ll

// CHECK: remark: {{.*}}loop nest left unchanged: internal error (the generated code did not verify)
// The sum leaves the loop through a PHI of the exit block, which got an
// entry from the generated code before the undo.
double sum(int n, const double *a) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
