/* conv2d: 2-D convolution ("valid" region) of an H x W image with a K x K filter,
   out[i][j] = sum_{a,b} f[a][b] * in[i+a][j+b].  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: plain pointers with manual linearisation; extra kernel beyond the classic suite. */
#include "common.h"

#ifdef PRESET_SMALL
# define H 64
# define W 72
# define K 5
#else
# define H 4000
# define W 4000
# define K 9
#endif

__attribute__((noinline))
void kernel_conv2d(int h, int w, int k, const double *in, const double *f, double *out)
{
  int oh = h - k + 1, ow = w - k + 1;
  for (int i = 0; i < oh; i++)
    for (int j = 0; j < ow; j++) {
      double s = 0.0;
      for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++)
          s += f[a * k + b] * in[(i + a) * w + (j + b)];
      out[i * ow + j] = s;
    }
}

int main(void)
{
  int h = H, w = W, k = K;
  int oh = h - k + 1, ow = w - k + 1;
  double *in = xmalloc(sizeof(double) * h * w), *f = xmalloc(sizeof(double) * k * k);
  double *out = xmalloc(sizeof(double) * oh * ow);
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      in[i * w + j] = (double)((i * 3 + j * 5) % 31) / 31.0;
  for (int a = 0; a < k; a++)
    for (int b = 0; b < k; b++)
      f[a * k + b] = (double)((a + 1) * (b + 2) % 7) / (7.0 * k * k) - 0.01;
  kernel_conv2d(h, w, k, in, f, out);
  report_f64("out", out, (size_t)oh * ow);
  free(in); free(f); free(out);
  return 0;
}
