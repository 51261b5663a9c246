// schedule=auto (work in progress, off by default): isl's scheduler under
// every dependence, permutable bands tiled; the result still goes through
// the violation check and gives the checksums plain clang gives.
// RUN: %clang-tessera -O3 -march=native %S/../../examples/gemm.c -o %t -mllvm -tessera-schedule=auto -mllvm -tessera-only=gemm -mllvm -tessera-print-ast=true -Rpass-analysis=tessera > %t.ast 2> %t.remarks
// RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
// RUN: FileCheck --check-prefix=AST %s < %t.ast
// RUN: clang-19 -O3 -march=native %S/../../examples/gemm.c -o %t.ref
// RUN: %t 70 > %t.out && %t.ref 70 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 33 > %t.out && %t.ref 33 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// REMARK: remark: SCoP gemm.scop1 gets the computed schedule
// The band of the three loops is tiled by 32.
// AST: // gemm.scop1: regenerated loop nest
// AST: for (int c0 = 0; c0 < {{[a-z_0-9]+}}; c0 += 32)
// AST-NEXT: for (int c1 = 0; c1 < {{[a-z_0-9]+}}; c1 += 32)
