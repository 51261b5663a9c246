// Merging the pieces of a region's assumptions (the parameter values where
// its index arithmetic does not wrap around) is bounded by a budget of its
// own, and the model of a region a CPU-time limit: this generated kernel
// (fuzz seed 700039, k1) has 123 pieces there, within the bound on their
// number, but merging them spent more than a second, past the model's whole
// budget. Which bound ends it first depends on the machine's speed (under
// load, the model's own time limit ended it with another remark: the
// time limits are scaled by 10 here, so that the operation budget ends
// it), and so does which region meets it (the whole function's outermost region, or a
// nest inside it tried after that one was rejected: four different lines
// all seen) and the time limit the remark names (a region after others
// gets what the function's model time has left): neither is checked.
// Either way the region is rejected at once, with a remark that says so;
// the rest of the function is modeled.
// RUN: %clang-tessera -O3 -march=x86-64-v3 -w -mllvm -tessera-time-scale=10 -Rpass-missed=tessera -Rpass-analysis=tessera -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: coalesce-budget.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop nest not optimized: the parameter values where its index arithmetic does not wrap around take {{[0-9]+}} pieces, too costly to merge (conditions on several parameters or modulo conditions; merging them ran past its budget of 250000 isl operations or the model's time limit of {{[0-9.]+}} s)
// CHECK: remark: SCoP k1.scop{{[0-9]+}} found
void k1(int n, int m, int q, double A0[n + 2][q + 4], double A1[m + 1][2 * q + 5], double A2[q + 1][n + 1]) {
  for (int i0 = n - 3; i0 < n; i0++) {
    A1[1][2] = 0.25 * (0.390625);
    A0[0][1] = 0.75 * (A0[1][0] * A2[2][1]) + 0.0625 * (0.109375);
  }
  for (int i1 = 0; i1 < n - 1; i1 += 2) {
    for (int i2 = q - 3; i2 < q; i2++) {
      if (i1 > q || i2 <= 5) {
        A2[0][i1 + 2] = 1.0 * (A2[1][0] * A0[i1][i2 + 2]);
      }
    }
  }
  for (int i3 = 0; i3 < m; i3++) {
    for (int i4 = 0; i4 < m; i4++) {
      for (int i5 = q - 1; i5 >= 0; i5 -= 3) {
        if (i4 - i4 < q - 2) {
          if (i5 - i4 == m - 3) {
            A2[1][1] = 1.0 * (A2[i5][0]);
          }
        }
        if ((i5 + 2) % 4 == 1) {
          if (i4 > 1 || (i5 + 2) % 2 == 0) {
            A2[q - i5][1] = 0.375 * (A0[0][i5]) + 0.25 * (A1[i4][i5] * A1[i3 + 1][i5 + 1]) + 0.25 * (A0[2][i5 + 2]);
            A1[i3 + 1][i5 + 1] = 0.75 * (A1[1][i5]) - 0.25 * (0.796875);
          }
        } else {
          if (i3 >= 5) {
            A1[i3][i5] = 0.375 * (-0.828125) - 0.5 * (A0[0][i5 + 2]);
          }
        }
        if (i3 > 0) {
          A2[i5 + 1][0] = 0.75 * (A1[i4 + 1][i5 + 2] * A2[q - i5][0]) + 0.125 * (0.0625);
        } else {
          A1[i4 + 1][i5 + 2] = 0.75 * (A2[i5][0]) - 0.0625 * (0.90625);
        }
      }
    }
    {
      double s0 = A0[0][1];
      for (int i6 = 2; i6 < m; i6++) {
        if (i3 != 1) {
          if ((i6 + 3) % 3 == 1) {
            for (int i7 = i6 + 1; i7 < m; i7++) {
              A1[i7 + 1][0] = - 0.25 * (A0[2][0]);
            }
          }
          for (int i8 = (n + 1) - 1; i8 >= 0; i8--) {
            if (i3 >= i8) {
              if (i6 + i8 < i3) {
                A1[i6 - 2][1] = 0.125 * (0.578125) + 0.5 * (-0.671875);
              } else {
                A0[n - i8][2] = 0.375 * (-0.890625) + 0.25 * (A0[i8][0]);
              }
            } else {
              s0 += 0.000244140625 * (0.609375);
            }
            s0 += 0.000244140625 * (A2[0][i8]);
          }
        } else {
          s0 += 0.000244140625 * (A1[i3 + 1][2]);
        }
      }
      A0[2][2] = 0.5 * s0;
    }
  }
}
