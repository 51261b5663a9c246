#!/usr/bin/env python3
"""Writes the big hostile modules (not committed: they are large) into a folder.

    python3 tests/fuzz/hostile/gen_hostile.py OUTDIR

deep20.ll       20 nested loops (rectangular), one statement inside
deep20_tri.ll   20 nested triangular loops
stmts10k.ll     one loop whose body has 10,000 store statements (one region)
seqloops300.ll  300 consecutive loops (consecutive SCoPs are merged)
ifs300.ll       a loop with 300 affine conditions, each guarding a store
"""
import os
import sys


def deep(depth, tri):
    L = ["define void @deep(ptr %A, i64 %n) {", "entry:", "  br label %h0"]
    for k in range(depth):
        pred = "entry" if k == 0 else "h%d" % (k - 1)
        L.append("h%d:" % k)
        L.append("  %%i%d = phi i64 [ 0, %%%s ], [ %%i%d.n, %%l%d ]" % (k, pred, k, k))
        if k + 1 < depth:
            L.append("  br label %%h%d" % (k + 1))
    s = "%i0"
    for k in range(1, depth):
        L.append("  %%s%d = add i64 %s, %%i%d" % (k, s, k))
        s = "%%s%d" % k
    L.append("  %%p = getelementptr double, ptr %%A, i64 %s" % s)
    L.append("  %v = load double, ptr %p")
    L.append("  %w = fadd double %v, 1.0")
    L.append("  store double %w, ptr %p")
    L.append("  br label %%l%d" % (depth - 1))
    for k in reversed(range(depth)):
        L.append("l%d:" % k)
        L.append("  %%i%d.n = add nuw nsw i64 %%i%d, 1" % (k, k))
        # triangular: i_k <= i_{k-1}
        if tri and k > 0:
            L.append("  %%c%d = icmp sle i64 %%i%d.n, %%i%d" % (k, k, k - 1))
        else:
            L.append("  %%c%d = icmp slt i64 %%i%d.n, %%n" % (k, k))
        L.append("  br i1 %%c%d, label %%h%d, label %%%s" % (k, k, "l%d" % (k - 1) if k else "exit"))
    L += ["exit:", "  ret void", "}"]
    return "\n".join(L) + "\n"


def stmts(count):
    L = ["define void @big(ptr %A, ptr %B, i64 %n) {", "entry:",
         "  %g = icmp sgt i64 %n, 0", "  br i1 %g, label %loop, label %exit", "loop:",
         "  %i = phi i64 [ 0, %entry ], [ %i.n, %loop ]"]
    for k in range(count):
        L.append("  %%o%d = add nuw nsw i64 %%i, %d" % (k, k))
        L.append("  %%q%d = getelementptr double, ptr %%B, i64 %%o%d" % (k, k))
        L.append("  %%v%d = load double, ptr %%q%d" % (k, k))
        L.append("  %%p%d = getelementptr double, ptr %%A, i64 %%o%d" % (k, k))
        L.append("  store double %%v%d, ptr %%p%d" % (k, k))
    L += ["  %i.n = add nuw nsw i64 %i, 1", "  %c = icmp slt i64 %i.n, %n",
          "  br i1 %c, label %loop, label %exit", "exit:", "  ret void", "}"]
    return "\n".join(L) + "\n"


def seqloops(count):
    L = ["define void @seq(ptr %A, i64 %n) {", "entry:", "  br label %g0"]
    for k in range(count):
        nxt = "g%d" % (k + 1) if k + 1 < count else "exit"
        L += ["g%d:" % k, "  %%e%d = icmp sgt i64 %%n, 0" % k, "  br i1 %%e%d, label %%b%d, label %%%s" % (k, k, nxt),
              "b%d:" % k, "  %%i%d = phi i64 [ 0, %%g%d ], [ %%i%d.n, %%b%d ]" % (k, k, k, k),
              "  %%o%d = add nuw nsw i64 %%i%d, %d" % (k, k, k),
              "  %%p%d = getelementptr double, ptr %%A, i64 %%o%d" % (k, k),
              "  %%v%d = load double, ptr %%p%d" % (k, k),
              "  %%w%d = fmul double %%v%d, 0.5" % (k, k),
              "  store double %%w%d, ptr %%p%d" % (k, k),
              "  %%i%d.n = add nuw nsw i64 %%i%d, 1" % (k, k),
              "  %%c%d = icmp slt i64 %%i%d.n, %%n" % (k, k),
              "  br i1 %%c%d, label %%b%d, label %%%s" % (k, k, nxt)]
    L += ["exit:", "  ret void", "}"]
    return "\n".join(L) + "\n"


def ifs(count):
    L = ["define void @ifs(ptr %A, i64 %n) {", "entry:", "  %g = icmp sgt i64 %n, 0",
         "  br i1 %g, label %loop, label %exit", "loop:", "  %i = phi i64 [ 0, %entry ], [ %i.n, %t" + str(count) + " ]",
         "  br label %t0"]
    for k in range(count):
        L += ["t%d:" % k, "  %%c%d = icmp sgt i64 %%i, %d" % (k, k), "  br i1 %%c%d, label %%s%d, label %%t%d" % (k, k, k + 1),
              "s%d:" % k, "  %%p%d = getelementptr double, ptr %%A, i64 %%i" % k,
              "  store double %d.0, ptr %%p%d" % (k, k), "  br label %%t%d" % (k + 1)]
    L += ["t%d:" % count, "  %i.n = add nuw nsw i64 %i, 1", "  %c = icmp slt i64 %i.n, %n",
          "  br i1 %c, label %loop, label %exit", "exit:", "  ret void", "}"]
    return "\n".join(L) + "\n"


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    files = {"deep20.ll": deep(20, False), "deep20_tri.ll": deep(20, True), "stmts10k.ll": stmts(10000),
             "seqloops300.ll": seqloops(300), "ifs300.ll": ifs(300)}
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
