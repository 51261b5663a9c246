/* fdtd-2d: 2-D finite-difference time-domain (Yee) update of the fields ex, ey, hz
   over TMAX steps with a source row fict[t].  Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.
   Style: C99 VLA parameters, several statements per time step with offset bounds. */
#include "common.h"

#ifdef PRESET_SMALL
# define NX 40
# define NY 48
# define TMAX 10
#else
# define NX 1400
# define NY 1600
# define TMAX 300
#endif

__attribute__((noinline))
void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny], double ey[nx][ny],
                    double hz[nx][ny], double fict[tmax])
{
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      ey[0][j] = fict[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}

int main(void)
{
  int nx = NX, ny = NY, tmax = TMAX;
  double (*ex)[ny] = xmalloc(sizeof(double[nx][ny]));
  double (*ey)[ny] = xmalloc(sizeof(double[nx][ny]));
  double (*hz)[ny] = xmalloc(sizeof(double[nx][ny]));
  double *fict = xmalloc(sizeof(double) * tmax);
  for (int t = 0; t < tmax; t++)
    fict[t] = (double)t;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1)) / nx;
      ey[i][j] = ((double)i * (j + 2)) / ny;
      hz[i][j] = ((double)i * (j + 3)) / nx;
    }
  kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);
  report_f64("ex", ex, (size_t)nx * ny);
  report_f64("ey", ey, (size_t)nx * ny);
  report_f64("hz", hz, (size_t)nx * ny);
  free(ex); free(ey); free(hz); free(fict);
  return 0;
}
