// Each innermost loop Tessera generates asks to start at a 64-byte
// boundary (llvm.loop.align), the op cache's window on Zen and recent
// Intel cores: where a hot loop lands otherwise decides its speed
// (PolyBench's lu: 0.0193 s or 0.0140 s with the same instructions). The
// loops around it keep LLVM's default, and the back end honours it
// (clang -O3 alone aligns no loop so).
// RUN: %cc-ir %s -o %t.ll
// RUN: not grep -q llvm.loop.align %t.ll
// RUN: %opt -passes=tessera %t.ll -S -o %t.out.ll
// RUN: FileCheck %s < %t.out.ll
// RUN: grep -c 'br label %%tessera.for.*llvm.loop' %t.out.ll | FileCheck --check-prefix=ALIGNED %s
// RUN: grep 'br label %%tessera.for' %t.out.ll | grep -vc llvm.loop | FileCheck --check-prefix=OTHERS %s
// RUN: %clang-tessera -O3 -march=x86-64-v3 -S %s -o - | FileCheck --check-prefix=ASM %s
// RUN: clang-19 -O3 -march=x86-64-v3 -S %s -o - | FileCheck --check-prefix=CLANG %s

// The j loop, innermost: the register tiles' jammed copy and the loop of
// the partial tiles, two latches with loop metadata; every other branch
// to a loop header (entries, the latches of the loops around) has none.
// CHECK: br label %tessera.for{{[0-9]+}}, {{.*}}!llvm.loop [[LOOP:![0-9]+]]
// CHECK: [[LOOP]] = distinct !{[[LOOP]], [[ALIGN:![0-9]+]]}
// CHECK: [[ALIGN]] = !{!"llvm.loop.align", i32 64}
// ALIGNED: {{^}}2{{$}}
// OTHERS: {{^[1-9][0-9]*$}}
// ASM: .p2align 6, 0x90
// CLANG-NOT: .p2align 6

void mm(int n, double A[restrict n][n], double B[restrict n][n], double C[restrict n][n]) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += A[i][k] * B[k][j];
}
