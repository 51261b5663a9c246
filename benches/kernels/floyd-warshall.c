/* floyd-warshall: all-pairs shortest path lengths on a dense weighted digraph of N
   nodes (int weights, a large value meaning "no edge").
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: C99 VLA parameter, int data, min via ?:. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 80
#else
# define N 1600
#endif

#define NO_EDGE 1000000   /* 2 * NO_EDGE still fits in int */

__attribute__((noinline))
void kernel_floyd_warshall(int n, int path[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int via = path[i][k] + path[k][j];
        path[i][j] = path[i][j] < via ? path[i][j] : via;
      }
}

int main(void)
{
  int n = N;
  int (*path)[n] = xmalloc(sizeof(int[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == j)
        path[i][j] = 0;
      else if ((i + j) % 13 == 0 || (i * j) % 7 == 2)
        path[i][j] = NO_EDGE;
      else
        path[i][j] = (i * j) % 7 + (i + j) % 13 + 1;
    }
  kernel_floyd_warshall(n, path);
  report_i32("path", path, (size_t)n * n);
  free(path);
  return 0;
}
