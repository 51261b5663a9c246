/* common.h - output helpers shared by the Tessera kernel suite: every output
   array is reported as a FNV-1a 64-bit hash of its bytes plus a plain sum.
   No timing here: benches/run.py times whole processes. */
#ifndef TESSERA_KERNELS_COMMON_H
#define TESSERA_KERNELS_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static __attribute__((unused)) uint64_t fnv1a64(const void *data, size_t len)
{
  const unsigned char *p = (const unsigned char *)data;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < len; i++) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

/* Report a double array of `count` elements. */
static __attribute__((unused)) void report_f64(const char *name, const void *a, size_t count)
{
  const double *d = (const double *)a;
  double s = 0.0;
  for (size_t i = 0; i < count; i++)
    s += d[i];
  printf("%s: %016llx\n", name, (unsigned long long)fnv1a64(a, count * sizeof(double)));
  printf("%s-sum: %.17g\n", name, s);
}

/* Report an int array of `count` elements. */
static __attribute__((unused)) void report_i32(const char *name, const void *a, size_t count)
{
  const int *d = (const int *)a;
  double s = 0.0;
  for (size_t i = 0; i < count; i++)
    s += (double)d[i];
  printf("%s: %016llx\n", name, (unsigned long long)fnv1a64(a, count * sizeof(int)));
  printf("%s-sum: %.17g\n", name, s);
}

static __attribute__((unused)) void *xmalloc(size_t bytes)
{
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
    exit(1);
  }
  return p;
}

#endif
