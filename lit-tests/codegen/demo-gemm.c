// The demo's job, kept working: examples/gemm.c with the tiling of
// examples/gemm.tsched applied gives the checksums plain clang gives.
// RUN: %clang-tessera -O3 -march=x86-64-v3 %S/../../examples/gemm.c -o %t -mllvm -tessera-import=%S/../../examples/gemm.tsched -mllvm -tessera-only=gemm -Rpass=tessera 2>&1 | FileCheck %s
// RUN: clang-19 -O3 -march=x86-64-v3 %S/../../examples/gemm.c -o %t.ref
// RUN: %t 70 > %t.out && %t.ref 70 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 33 > %t.out && %t.ref 33 > %t.ref.out && diff %t.out %t.ref.out
// RUN: %t 1 > %t.out && %t.ref 1 > %t.ref.out && diff %t.out %t.ref.out
// CHECK: remark: regenerated SCoP gemm.scop1 (3 loops, 2 statements) from its schedule
