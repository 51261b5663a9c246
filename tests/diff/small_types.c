// Targets narrow and single-precision element types: int8_t, uint8_t (wrap-around), int16_t and float arrays.
// RUN-ARGS: 48
#include "diffcommon.h"

__attribute__((noinline))
void narrow(int n, int8_t *a, uint8_t *u, int16_t *s, float *f)
{
  for (int i = 1; i < n; i++) {
    a[i] = (int8_t)((a[i] + a[i - 1]) / 2);
    u[i] = (uint8_t)(u[i] * 3u + u[i - 1]);          /* wraps modulo 256 */
    s[i] = (int16_t)(s[i - 1] / 2 + s[i]);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      f[i * n + j] = f[i * n + j] * 0.5f + (float)a[j] * 0.25f + (float)s[i];
}

int main(int argc, char **argv)
{
  int n = arg_int(argc, argv, 1, 48);
  int8_t *a = xmalloc(n);
  uint8_t *u = xmalloc(n);
  int16_t *s = xmalloc(sizeof(int16_t) * n);
  float *f = xmalloc(sizeof(float) * n * n);
  for (int i = 0; i < n; i++) {
    a[i] = (int8_t)((i * 37) % 200 - 100);
    u[i] = (uint8_t)(i * 91);
    s[i] = (int16_t)((i * 1237) % 30000 - 15000);
    for (int j = 0; j < n; j++)
      f[i * n + j] = (float)((i + j) % 7) / 7.0f;
  }
  narrow(n, a, u, s, f);
  report_i8("a", a, n);
  report_u8("u", u, n);
  report_i16("s", s, n);
  report_f32("f", f, (size_t)n * n);
  free(a); free(u); free(s); free(f);
  return 0;
}
