/* nussinov: Nussinov RNA secondary-structure DP (maximum number of complementary base
   pairs in every subsequence seq[i..j]); table[i][j] for j > i, i counting down.
   Presets: -DPRESET_SMALL or default/-DPRESET_LARGE.  Style: fixed-size global int arrays, max via ?:. */
#include "common.h"

#ifdef PRESET_SMALL
# define N 80
#else
# define N 2600
#endif

static int seq[N];
static int table[N][N];

#define MAX2(x, y) ((x) >= (y) ? (x) : (y))
#define PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)   /* bases 0..3: A-U (0,3), C-G (1,2) */

__attribute__((noinline))
void kernel_nussinov(void)
{
  for (int i = N - 1; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      int best = table[i][j];
      best = MAX2(best, table[i][j - 1]);                 /* j unpaired */
      if (i + 1 < N) {
        best = MAX2(best, table[i + 1][j]);               /* i unpaired */
        if (i < j - 1)
          best = MAX2(best, table[i + 1][j - 1] + PAIRS(seq[i], seq[j]));
        else
          best = MAX2(best, table[i + 1][j - 1]);
      }
      for (int k = i + 1; k < j; k++)                     /* split into two parts */
        best = MAX2(best, table[i][k] + table[k + 1][j]);
      table[i][j] = best;
    }
}

int main(void)
{
  for (int i = 0; i < N; i++)
    seq[i] = (i * 7 + i / 5) % 4;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      table[i][j] = 0;
  kernel_nussinov();
  report_i32("table", table, (size_t)N * N);
  return 0;
}
