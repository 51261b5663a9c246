// Legality that depends on the parameters: reversing `A[i + m] = 0.5 A[i]
// + 1` is legal only where no iteration reads what another writes (m = 0,
// or |m| >= n). No shift corrects it; with script-repair the reversed loop
// is generated under a run-time test of that condition, the original
// code otherwise: the counter shows both paths taken (m = 0 and m = 150
// optimized, m = 3 not), and the output equals clang's. The guarded
// schedule's import line carries its condition (`when`): imported, it gets
// the same run-time test; without the condition, it is refused.
// RUN: echo 'function update' > %t.script && echo 'reverse @29' >> %t.script
// RUN: not %tessera transform %s --script %t.script | FileCheck --check-prefix=REFUSED %s
// RUN: %tessera transform %s --script %t.script --repair -o %t.ll | FileCheck --check-prefix=GUARDED %s
// RUN: %clang-tessera -O2 -g -mllvm -tessera-script=%t.script -mllvm -tessera-script-repair=true -mllvm -tessera-count-runs=true -Rpass-analysis=tessera %s -o %t.exe 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: clang-19 -O2 %s -o %t.ref && %t.ref > %t.ref.out 2> /dev/null
// RUN: %t.exe > %t.out 2> %t.err && diff %t.out %t.ref.out && FileCheck --check-prefix=RUNS %s < %t.err
// RUN: %tessera transform %s --script %t.script --repair | grep '^@update.scop0 ".* when "' > %t.tsched
// RUN: %clang-tessera -O2 -g -mllvm -tessera-import=%t.tsched -mllvm -tessera-count-runs=true -Rpass-analysis=tessera %s -o %t.imported 2>&1 | FileCheck --check-prefix=IMPORTED %s
// RUN: %t.imported > %t.out 2> %t.err && diff %t.out %t.ref.out && FileCheck --check-prefix=RUNS %s < %t.err
// RUN: rm -rf %t.dir && %clang-tessera -O2 -g -mllvm -tessera-script=%t.script -mllvm -tessera-script-repair=true -mllvm -tessera-export=%t.dir %s -o %t.exported && FileCheck --check-prefix=EXPORTED %s < %t.dir/update.scop0.tsched
// RUN: sed 's/ when .*//' %t.tsched > %t.unguarded.tsched
// RUN: %clang-tessera -O2 -g -mllvm -tessera-import=%t.unguarded.tsched -Rpass-analysis=tessera -Rpass-missed=tessera %s -o %t.unguarded 2>&1 | FileCheck --check-prefix=UNGUARDED %s
#include <stdio.h>

long tessera_optimized_runs __attribute__((weak));
/* The pass adds the counter's updates after LLVM inferred that update()
   writes only its argument: read it through volatile. */
static long runs(void) { return *(volatile long *)&tessera_optimized_runs; }

__attribute__((noinline)) void update(int n, int m, double *restrict A) {
  for (int i = 0; i < n; i++)
    A[i + m] = 0.5 * A[i] + 1.0;
}

int main(void) {
  static double A[300];
  for (int i = 0; i < 300; i++)
    A[i] = i % 17;
  update(100, 0, A);
  long first = runs();
  update(100, 3, A);
  long second = runs() - first;
  update(100, 150, A);
  long third = runs() - first - second;
  double s = 0;
  for (int i = 0; i < 300; i++)
    s += (i + 1) * A[i];
  printf("%.17g\n", s);
  fprintf(stderr, "optimized runs: m=0 %ld, m=3 %ld, m=150 %ld\n", first, second, third);
  return 0;
}

// REFUSED: @update.scop0: script refused: 2 violated dependence(s)
// REFUSED: mapping deviation: no shift corrects it for every parameter value; legal as written where [m, n] -> {  : m = 0 or (m < 0 and n <= -m) or (m > 0 and n <= m) }
// REFUSED-NOT: accepted

// GUARDED: @update.scop0: script accepted where [m, n] -> {  : m = 0 or (m < 0 and n <= -m) or (m > 0 and n <= m) }: its code runs under a run-time test of that condition, the original code otherwise
// GUARDED-NEXT: @update.scop0 "[m, n] -> { S0[i0] -> [0, -i0, 0] }" when "[m, n] -> {  : m = 0 or (m < 0 and n <= -m) or (m > 0 and n <= m) }"

// REMARK: remark: SCoP update.scop0: the script is legal only where [m, n] -> {  : m = 0 or (m < 0 and n <= -m) or (m > 0 and n <= m) }; its code runs under a run-time test of that condition, the original code otherwise
// REMARK: remark: SCoP update.scop0 runs its regenerated code only when

// RUNS: optimized runs: m=0 1, m=3 0, m=150 1

// EXPORTED: @update.scop0 "[m, n] -> { S0[i0] -> [0, -i0, 0] }" when "[m, n] -> {  : m = 0 or (m < 0 and n <= -m) or (m > 0 and n <= m) }"

// IMPORTED: remark: SCoP update.scop0 gets the imported schedule
// IMPORTED: remark: SCoP update.scop0 runs its regenerated code only when [m, n] -> {  : (m < 0 and n <= -m) or (m > 0 and n <= m) or m = 0 }

// UNGUARDED: remark: SCoP update.scop0 keeps its original schedule: the imported one is illegal (violates the flow dependence
