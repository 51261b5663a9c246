// `tessera loops` on C compiles it as `tessera scops` does (clang-19 -O2 -g,
// Tessera where the -O2 pipeline runs it), and clang arguments after `--`
// reach clang: with -g0 the listing has no line tags and says why.
// RUN: %tessera loops %s | FileCheck --match-full-lines --check-prefix=G %s
// RUN: %tessera loops %s -- -g0 | FileCheck --match-full-lines --check-prefix=G0 %s
// G: function scale
// G-NEXT:   scop scale.scop0 ({{.*}}loops-c.c:14)
// G-NEXT:     loop Lrow @14 depth 0
// G-NEXT:       loop @15 depth 1
// G0: function scale
// G0: note: no debug information: loops have no line tags and labels are not seen (compile with -g)

void scale(int n, double A[n][n], double s) {
Lrow: for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          A[i][j] *= s;
}
