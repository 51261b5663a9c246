// Register tiling (unroll-and-jam): inside each 80x80x80 tile, i and k are
// tiled again by 4 and their point loops unrolled into the j loop. The 16
// copies run behind one test (every point loop runs exactly 4 iterations) placed
// outside the j loop, so the j loop the vectorizer gets has no guard;
// partial register tiles (sizes not multiples of 4) run the loops as they
// are. The output equals clang's at sizes with partial tiles everywhere.
// RUN: %cc-ir %s -o %t.ll
// RUN: %opt -passes=tessera -pass-remarks-analysis=tessera %t.ll -S -o %t.out.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: opt-19 -passes=verify %t.out.ll -disable-output
// RUN: FileCheck %s < %t.out.ll
// RUN: %opt -passes='tessera<register-tile=0>' %t.ll -S -o %t.off.ll
// RUN: FileCheck --check-prefix=OFF %s < %t.off.ll
// The exported schedule carries the register tile; imported, it unrolls
// the same loops.
// RUN: rm -rf %t.dir && %opt -passes='tessera<export=%t.dir>' %t.ll -disable-output
// RUN: FileCheck --check-prefix=EXPORT %s < %t.dir/gemm.scop0.tsched
// RUN: %opt -passes='tessera<schedule=original;import=%t.dir/gemm.scop0.tsched>' %t.ll -S -o %t.imp.ll
// RUN: FileCheck --check-prefix=IMPORT %s < %t.imp.ll
// RUN: %clang-tessera -O3 -march=x86-64-v3 -DMAIN %s -o %t.exe
// RUN: clang-19 -O3 -march=x86-64-v3 -DMAIN %s -o %t.ref
// RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out

// REMARK: remark: {{.*}}register-tile.c:[[@LINE+34]]:3: SCoP gemm.scop0: {{.*}}3 loops over S1 tiled by 80x80x80, member(s) 0, 1 unrolled by 4 and jammed (register tile)

// The test: each point loop's upper bound is its lower bound + 3 (c7's
// for each value of c6; the AST's loops are named by their depth).
// CHECK: tessera.body{{[0-9]+}}:
// CHECK: sub i64
// CHECK: icmp eq i64 %{{.*}}, 3
// CHECK: br i1 %{{.*}}, label %tessera.jammed, label %tessera.partial
// The jammed loop: one body with 16 copies of the statement, no inner loop.
// CHECK: tessera.jammed:
// CHECK: tessera.body{{[0-9]+}}:
// CHECK-COUNT-16: store double
// CHECK-NOT: store double
// CHECK-NOT: phi
// CHECK: tessera.end{{[0-9]+}}:
// The partial tiles: the point loops as they are.
// CHECK: tessera.body{{[0-9]+}}:
// CHECK: %c6 = phi i64
// CHECK: %c7 = phi i64

// EXPORT: @gemm.scop0 "{{.*}}" unroll "S1:7,8:4"
// IMPORT: tessera.jammed:

// register-tile=0: the band is still tiled and regenerated (six loops, c5
// the innermost point loop), but there is no register tile: no jammed
// copies, no point loops c6 and c7.
// OFF: tessera.version:
// OFF-NOT: tessera.jammed
// OFF: %c5 = phi i64
// OFF-NOT: tessera.jammed
// OFF-NOT: %c6 = phi

void gemm(int ni, int nj, int nk, double alpha,
          double C[restrict ni][nj], double A[restrict ni][nk], double B[restrict nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
}

#ifdef MAIN
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  enum { NI = 167, NJ = 93, NK = 163 };
  double (*A)[NK] = malloc(sizeof(double[NI][NK]));
  double (*B)[NJ] = malloc(sizeof(double[NK][NJ]));
  double (*C)[NJ] = malloc(sizeof(double[NI][NJ]));
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double)((i * k + 1) % 17) / 17;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double)((k * (j + 2)) % 13) / 13;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = (double)(i - j) / 7;
  gemm(NI, NJ, NK, 1.25, C, A, B);
  double s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += C[i][j] * (1 + (i + j) % 5);
  printf("%.17g %.17g %.17g\n", s, C[NI - 1][NJ - 1], C[3][NJ - 2]);
  return 0;
}
#endif
