// Every loop nest here is rejected, with the reason at its source location.
// RUN: %clang-tessera -O2 -g -c %s -o /dev/null -Rpass-missed=tessera 2>&1 | FileCheck %s
#include <stdio.h>

void side_effect(int n, double *a) {
  for (int i = 0; i < n; i++) {
    a[i] = i;
    // CHECK: reject.c:[[@LINE+1]]:5: remark: loop nest not optimized: the call to 'printf' may have side effects
    printf("%f\n", a[i]);
  }
}

void vol(int n, volatile double *a) {
  for (int i = 0; i < n; i++)
    // CHECK: reject.c:[[@LINE+1]]:10: remark: loop nest not optimized: a volatile or atomic memory access
    a[i] = 1.0;
}

void indirect(int n, double *a, const int *idx) {
  for (int i = 0; i < n; i++)
    // CHECK: reject.c:[[@LINE+1]]:15: remark: loop nest not optimized: the subscript is not an affine function of the loop indices and parameters: it depends on a value loaded or computed inside the loop nest
    a[idx[i]] += 1.0;
}

void quadratic(int n, double *a) {
  for (int i = 0; i < n; i++)
    // CHECK: reject.c:[[@LINE+1]]:14: remark: loop nest not optimized: the subscript is not an affine function of the loop indices and parameters: '{(0,+,8,+,16)}<L0>' is not an affine recurrence
    a[i * i] = 1.0;
}

void data_bound(int n, double *a, const int *len) {
  for (int i = 0; i < n; i++)
    // CHECK: reject.c:[[@LINE+1]]:23: remark: loop nest not optimized: a loop bound or branch condition depends on data loaded or computed in the loop nest
    for (int j = 0; j < len[i]; j++)
      a[j] += 1.0;
}

void data_exit(int n, double *a) {
  // CHECK: reject.c:[[@LINE+1]]:3: remark: loop nest not optimized: the loop can exit from the middle of its body
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      break;
    a[i] *= 2.0;
  }
}

void data_cond(int n, double *a) {
  for (int i = 0; i < n; i++)
    // CHECK: reject.c:[[@LINE+1]]:9: remark: loop nest not optimized: a loop bound or branch condition depends on data loaded or computed in the loop nest
    if (a[i] > 1.0)
      a[i] = 1.0;
}

void irreducible(int n, double *a) {
  int i = 0;
  if (n > 5)
    goto inside;
  // CHECK: reject.c:[[@LINE+1]]:12: remark: loop nest not optimized: irreducible control flow (a cycle entered at several places, e.g. by goto, is not a natural loop)
  while (i < n) {
    a[i] += 1.0;
  inside:
    a[i] *= 2.0;
    i++;
  }
}

// Math functions set errno (clang's default -fmath-errno): not pure.
// CHECK: reject.c:[[@LINE+3]]:12: remark: loop nest not optimized: the call to 'sqrt' may have side effects (it may write memory, not return, or throw) (math functions may set errno: compile with -fno-math-errno to let Tessera treat them as pure)
void norms(int n, double *a) {
  for (int i = 0; i < n; i++)
    a[i] = __builtin_sqrt(a[i]);
}
