/* diffcommon.h - helpers for the differential suite: FNV-1a 64-bit hash of an
   array's bytes plus a plain sum per output array, and run-time size arguments. */
#ifndef TESSERA_DIFF_COMMON_H
#define TESSERA_DIFF_COMMON_H

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

#define DEFINE_REPORT(fn, T)                                                    \
  static __attribute__((unused)) void                                        \
  fn(const char *name, const T *a, size_t count)                             \
  {                                                                            \
    double s = 0.0;                                                            \
    for (size_t i = 0; i < count; i++)                                         \
      s += (double)a[i];                                                       \
    printf("%s: %016llx\n", name,                                              \
           (unsigned long long)fnv1a64(a, count * sizeof(T)));                 \
    printf("%s-sum: %.17g\n", name, s);                                        \
  }

DEFINE_REPORT(report_f64, double)
DEFINE_REPORT(report_f32, float)
DEFINE_REPORT(report_i64, int64_t)
DEFINE_REPORT(report_i32, int)
DEFINE_REPORT(report_u32, unsigned)
DEFINE_REPORT(report_i16, int16_t)
DEFINE_REPORT(report_i8, int8_t)
DEFINE_REPORT(report_u8, uint8_t)

/* Integer argument idx (1-based) of the command line, or def when absent. */
static __attribute__((unused)) int arg_int(int argc, char **argv, int idx, int def)
{
  return argc > idx ? (int)strtol(argv[idx], NULL, 10) : def;
}

static __attribute__((unused)) void *xmalloc(size_t bytes)
{
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  return p;
}

/* n doubles, element i = closed-form function of i and seed. */
static __attribute__((unused)) double *make_f64(size_t n, int seed)
{
  double *a = (double *)xmalloc(sizeof(double) * n);
  for (size_t i = 0; i < n; i++)
    a[i] = (double)((i * 7 + (size_t)seed * 13) % 101) / 101.0 - 0.25;
  return a;
}

#endif
