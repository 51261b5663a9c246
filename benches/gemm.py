#!/usr/bin/env python3
"""Matrix multiplication against OpenBLAS (the matrix-multiplication issue).

Builds benches/gemm/gemm.c, a square GEMM in plain C (i-k-j loops, VLA
arguments with restrict, n a run-time parameter), in double (DGEMM) and
float (SGEMM), as: clang = clang-19 -O3 -march=native, polly = clang +
-mllvm -polly, tessera = clang + the plugin, and openblas = the same
program calling cblas_dgemm / cblas_sgemm of Debian's libopenblas-dev on
one thread (OPENBLAS_NUM_THREADS=1). Runs them interleaved, the median of
--runs, and reports GFLOP/s (2 n^3 / time) and each build's share of
OpenBLAS's. Every build's C is compared byte for byte with clang's
(OpenBLAS's differs in rounding: it adds in another order, and is not
compared). --n takes several orders: the default, 2000 and 2048, has
the issue's target size and a power of two, whose rows 16 KiB apart fall
on the same cache sets and alias the stores of one row of C with the
loads of the next (4K aliasing) in code that keeps C in memory. With
--record the table goes into benches/RESULTS.md.

    python3 benches/gemm.py [--n 2000,2048] [--runs 3] [--record]
                            [--variant '-mllvm -tessera-pack=false']
    python3 benches/gemm.py --check-only      # the test suite's check
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the harness's helpers: CPU model, sections, tables)

HERE = Path(__file__).resolve().parent
SRC = HERE / "gemm" / "gemm.c"
CC = "clang-19"
BASE = ["-O3", "-march=native"]


def builds(plugin, variants=()):
    """(name, extra flags, extra link flags, env) per build; each of
    `variants` (Tessera's flags, e.g. `-mllvm -tessera-pack=false`) is
    one more Tessera build, named by its flags."""
    p = str(plugin)
    tessera = ["-fpass-plugin=" + p, "-Xclang", "-load", "-Xclang", p]
    return [
        ("clang", [], [], {}),
        ("polly", ["-mllvm", "-polly"], [], {}),
        ("tessera", tessera, [], {}),
    ] + [(f"tessera {v}", tessera + shlex.split(v), [], {}) for v in variants] + [
        ("openblas", ["-DWITH_BLAS"], ["-lopenblas"], {"OPENBLAS_NUM_THREADS": "1"}),
    ]


def compile_one(name, flags, link, real, out):
    cmd = [CC] + BASE + flags + [f"-DREAL={real}", str(SRC), "-o", str(out)] + link
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"gemm.py: {name} ({real}) failed to build:\n{' '.join(map(shlex.quote, cmd))}\n{r.stderr[-2000:]}")
    return r.stderr


def run_one(exe, n, env, dump=None):
    e = dict(os.environ)
    e.update(env)
    args = [str(exe), str(n)] + ([str(dump)] if dump else [])
    r = subprocess.run(args, capture_output=True, text=True, env=e, check=True)
    return float(r.stdout.split()[0])


def check_only(args):
    """clang's and Tessera's results, byte for byte, in double and float."""
    n = args.n[0] if args.n != DEFAULT_ORDERS else 203
    with tempfile.TemporaryDirectory(prefix="tessera-gemm-") as tmp:
        tmp = Path(tmp)
        for real in ("double", "float"):
            outs = {}
            for name, flags, link, env in builds(args.plugin):
                if name not in ("clang", "tessera"):
                    continue
                exe = tmp / f"{name}.{real}"
                log = compile_one(name, flags + ["-Rpass=tessera"], link, real, exe)
                # A check of nothing regenerated would pass whatever Tessera does.
                if name == "tessera" and "regenerated SCoP gemm.scop" not in log:
                    raise SystemExit(f"gemm.py: {real} GEMM: Tessera did not regenerate the kernel:\n{log[-2000:]}")
                run_one(exe, n, env, tmp / f"{name}.{real}.out")
                outs[name] = (tmp / f"{name}.{real}.out").read_bytes()
            if outs["tessera"] != outs["clang"]:
                raise SystemExit(f"gemm.py: {real} GEMM (n = {n}): Tessera's C differs from clang's")
            print(f"gemm.py: {real} GEMM (n = {n}): Tessera's C identical to clang's")


DEFAULT_ORDERS = [2000, 2048]


def orders(text):
    """`2000,2048` to [2000, 2048]."""
    try:
        out = [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of matrix orders: {text!r}")
    if not out or min(out) < 1:
        raise argparse.ArgumentTypeError(f"not a list of matrix orders: {text!r}")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=orders, default=DEFAULT_ORDERS,
                    help="matrix orders, comma-separated (default 2000,2048)")
    ap.add_argument("--runs", type=int, default=3, help="timed runs per build (default 3)")
    ap.add_argument("--plugin", default=str(run.REPO / "target" / "release" / "libtessera.so"))
    ap.add_argument("--record", action="store_true", help="write the table into --results")
    ap.add_argument("--check-only", action="store_true",
                    help="build clang's and Tessera's programs, run each once (default n 203, "
                         "odd so every tile has an edge) and compare their C byte for byte; "
                         "no timing, no Polly, no OpenBLAS (what the test suite runs)")
    ap.add_argument("--results", default=str(HERE / "RESULTS.md"))
    ap.add_argument("--variant", action="append", default=[], metavar="FLAGS",
                    help="one more Tessera build with these flags (e.g. '-mllvm -tessera-pack=false'), "
                         "timed with the others; may repeat")
    args = ap.parse_args(argv)
    if not Path(args.plugin).exists():
        raise SystemExit(f"gemm.py: no plugin at {args.plugin} (cargo build --release)")
    if args.check_only:
        return check_only(args)
    rows = []
    with tempfile.TemporaryDirectory(prefix="tessera-gemm-") as tmp:
        tmp = Path(tmp)
        for (real, label), n in [(r, n) for r in (("double", "DGEMM"), ("float", "SGEMM")) for n in args.n]:
            flops = 2.0 * n * n * n
            bs = builds(args.plugin, args.variant)
            if n == args.n[0]:
                for name, flags, link, _ in bs:
                    compile_one(name, flags, link, real, tmp / f"{name}.{real}")
            # Outputs: each build's C against clang's, byte for byte.
            same = {}
            for name, _, _, env in bs:
                run_one(tmp / f"{name}.{real}", n, env, tmp / f"{name}.{real}.out")
            ref = (tmp / f"clang.{real}.out").read_bytes()
            for name, *_ in bs:
                same[name] = (tmp / f"{name}.{real}.out").read_bytes() == ref
            times = {name: [] for name, *_ in bs}
            for i in range(args.runs):
                for name, _, _, env in bs:
                    run.log(f"{label} n={n} run {i + 1}/{args.runs}: {name}...", end=" ")
                    times[name].append(run_one(tmp / f"{name}.{real}", n, env))
                    run.log(f"{times[name][-1]:.3f} s")
            med = {k: statistics.median(v) for k, v in times.items()}
            blas = flops / med["openblas"] / 1e9
            for name, *_ in bs:
                g = flops / med[name] / 1e9
                out = "(another order)" if name == "openblas" else ("identical" if same[name] else "**differs**")
                rows.append([label, str(n), name, f"{med[name]:.3f}", f"{g:.1f}", f"{100 * g / blas:.0f}%", out])
    head = ["kernel", "n", "build", "time (s)", "GFLOP/s", "of OpenBLAS", "C vs clang's"]
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    for r in [head, ["-" * w for w in widths]] + rows:
        print("  ".join(str(c).rjust(w) for c, w in zip(r, widths)))
    share = {(r[0], r[1]): r[5] for r in rows if r[2] == "tessera"}
    verdict = " ".join(
        f"n = {n}: Tessera reaches {share[('DGEMM', str(n))]} of OpenBLAS's single-thread GFLOP/s "
        f"on DGEMM (target 70%) and {share[('SGEMM', str(n))]} on SGEMM (target 60%)."
        for n in args.n)
    print(verdict)
    md = ["| " + " | ".join(head) + " |", "|---|---:|---|" + "---:|" * 3 + "---|"]
    md += ["| " + " | ".join(r) + " |" for r in rows]
    if args.record:
        env = [("date", run.first_line(["date", "-u", "+%Y-%m-%d %H:%M:%S UTC"])),
               ("CPU", f"{run.cpu_model()} ({os.cpu_count()} logical CPUs)"),
               ("git commit", run.first_line(["git", "-C", str(run.REPO), "rev-parse", "HEAD"])),
               ("compiler", run.first_line([CC, "--version"])),
               ("load average", " ".join(f"{x:.2f}" for x in os.getloadavg()))]
        body = [f"Recorded with `python3 benches/gemm.py {' '.join(map(shlex.quote, argv or sys.argv[1:]))}`"
                f" (n = {', '.join(map(str, args.n))}, median of {args.runs} interleaved runs).", ""]
        body += [f"- **{k}**: `{v}`" for k, v in env] + ["", verdict, ""] + md
        run.update_section(Path(args.results), "gemm", body, "Matrix multiplication against OpenBLAS",
                           by="benches/gemm.py")
        print(f"wrote {args.results}")


if __name__ == "__main__":
    main()
