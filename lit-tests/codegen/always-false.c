// Where its statement runs (n > 100), the nest writes past the end of A's
// rows of 100: the model holds only for the sizes it assumes (n <= 100),
// where nothing runs. The version condition would be false for every n, so
// the nest is not regenerated (no dead copy behind `br i1 false`), and a
// missed remark says why.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes='tessera<codegen=always>' -pass-remarks=tessera -pass-remarks-missed=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck %s < %t.out.ll

// REMARK-NOT: regenerated SCoP
// REMARK: remark: {{.*}}always-false.c:[[@LINE+7]]:3: loop nest left unchanged: the run-time check of SCoP tail.scop0 is always false: its assumptions [[ASSUMED:.*]] never hold where its statements run; the regenerated code could never run
// REMARK-NOT: regenerated SCoP

// CHECK-LABEL: define {{.*}} @tail(
// CHECK-NOT: tessera.
// CHECK: ret void
void tail(int n, double A[][100]) {
  for (int i = 0; i < 100; i++)
    for (int j = 100; j < n; j++)
      A[i][j] = A[i][j - 100] + 1;
}
