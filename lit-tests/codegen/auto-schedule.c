// schedule=auto (work in progress, off by default): isl's scheduler under
// every dependence, the stride-1 member of each permutable band innermost,
// the band tiled; the result still goes through the violation check and
// gives the checksums plain clang gives.
// RUN: %clang-tessera -O3 -march=native %S/../../examples/gemm.c -o %t -mllvm -tessera-schedule=auto -mllvm -tessera-only=gemm -mllvm -tessera-print-ast=true -Rpass-analysis=tessera > %t.ast 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: FileCheck --check-prefix=AST %s < %t.ast
// RUN: clang-19 -O3 -march=native %S/../../examples/gemm.c -o %t.ref
// RUN: %t 70 > %t.out && %t.ref 70 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 33 > %t.out && %t.ref 33 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// REMARK: remark: SCoP gemm.scop1 gets the computed schedule
// The band of the three loops is tiled by 32, and j (stride 1 in C and B)
// runs innermost in the point loops, for the vectorizer.
// AST: // gemm.scop1: regenerated loop nest
// AST: for (int c0 = 0; c0 < {{[a-z_0-9]+}}; c0 += 32)
// AST: for (int c4 = 1; c4 <= min(31, {{[a-z_0-9]+}} - 1); c4 += 1)
// AST-NEXT: for (int c5 = 0; c5 <= min(31, {{[a-z_0-9]+}} - c2 - 1); c5 += 1)
// AST-NEXT: S1(c0 + c3, c2 + c5, c4);
