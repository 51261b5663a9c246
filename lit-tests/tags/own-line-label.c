// A label on a line of its own tags the first loop after it when its
// place in the IR is gone (inside a function, SimplifyCFG deletes it with
// its empty block) and no code comes between: L2 and Lj. At the start of
// the function the record survives, and Li may label code LLVM folded
// away: it tags nothing and says why. Lgap labels an assignment: the loop
// after it is not tagged.
// RUN: %tessera loops %s | FileCheck --match-full-lines %s
void scale(int n, double A[restrict][100], double B[restrict][100]) {
Li:
  for (int i = 0; i < n; i++)
    B[i][1] = 3.0 * B[i][2];
L2:
  for (int i = 0; i < n; i++)
  Lj:
    for (int j = 0; j < 100; j++)
      A[i][j] = 2.0 * B[i][j] + 1.0;
Lgap:
  n = n * 2;
  for (int i = 0; i < n; i++)
    B[i][0] = 0.0;
}

// CHECK: function scale
// CHECK-NEXT:   scop scale.scop0 ({{.*}}own-line-label.c:10)
// CHECK-NEXT:     loop @10 depth 0
// CHECK-NEXT:       stmt S0 @11
// CHECK-NEXT:   scop scale.scop1 ({{.*}}own-line-label.c:13)
// CHECK-NEXT:     loop L2 @13 depth 0
// CHECK-NEXT:       loop Lj @15 depth 1
// CHECK-NEXT:         stmt S0 @16
// CHECK-NEXT:   scop scale.scop2 ({{.*}}own-line-label.c:18)
// CHECK-NEXT:     loop @19 depth 0
// CHECK-NEXT:       stmt S0 @20
// CHECK-NEXT:   note: label Li at line 9 is not before a loop or statement of a SCoP {{.*}}
// CHECK-NEXT:   note: label Lgap at line 17 is not before a loop or statement of a SCoP {{.*}}
