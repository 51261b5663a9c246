#!/usr/bin/env python3
"""Compile-time distribution of Tessera over generated programs, per fusion mode.

    nice -n 19 python3 tests/fuzz/compile_time.py --count 2000 --seed 7 --out ctime.md
    python3 tests/fuzz/compile_time.py --count 100 --out /tmp/ctime.md      # the short variant

Each program from gen.py (seed SEED*100000 + i, a share --stencils of its
kernels time-stepped stencils) is compiled to an object with
`clang-19 -O3 -march=x86-64-v3 -w -c` alone (the baseline), then with the
plugin and `-mllvm -tessera-fuse=M` for each mode M (max, smart, none).
A compile's time is the CPU time (user + sys, from os.wait4, so clang's
own children count too) of the clang process; wall time is recorded as
well. A compile running longer than --timeout (wall) is killed and counted
as a time-out.  The ratio of a Tessera compile is its CPU time over the
baseline's for the same program.

Output: a Markdown summary (count, median, p90, p99, max of the time and
of the ratio per mode, the compiles over the bound --max-seconds /
--max-ratio, the five slowest programs and the five highest ratios with a
command that reproduces each), printed and written to --out; the raw
measurements as CSV (--csv).  A compile over the bound is timed once more
(baseline and that mode) before it counts: the table says whether the
second measurement confirms it, and its program is copied to
WORKDIR/over-bound/.  Exits 1 when a confirmed compile is over the bound,
or a compile failed or timed out.
"""
import argparse
import concurrent.futures as cf
import csv
import datetime
import math
import os
import platform
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
# benches/run.py: the CPU line every results table carries.
sys.path.insert(0, os.path.join(ROOT, "benches"))
from run import cpu_model  # noqa: E402
import gen  # noqa: E402

CLANG = os.environ.get("CLANG", "clang-19")
BASE_FLAGS = ["-O3", "-march=x86-64-v3", "-w"]
MODES = ["max", "smart", "none"]


def default_plugin():
    return os.environ.get("TESSERA_PLUGIN", os.path.join(ROOT, "target", "release", "libtessera.so"))


def mode_flags(plugin, mode):
    """Extra clang arguments of a mode: [] for the baseline ('clang')."""
    if mode == "clang":
        return []
    return ["-fpass-plugin=" + plugin, "-Xclang", "-load", "-Xclang", plugin,
            "-mllvm", "-tessera-fuse=" + mode]


def compile_cmd(plugin, mode, src, obj):
    return [CLANG] + BASE_FLAGS + mode_flags(plugin, mode) + ["-c", src, "-o", obj]


def timed(cmd, timeout, errfile):
    """Runs cmd: (status 'ok'|'error'|'timeout', cpu seconds, wall seconds, exit status).

    CPU time is user + sys of the child and its reaped descendants (wait4's
    rusage); on time-out the whole process group is killed."""
    t0 = time.monotonic()
    with open(errfile, "wb") as err:
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                             start_new_session=True)
    status, delay = None, 0.001
    while True:
        pid, st, ru = os.wait4(p.pid, os.WNOHANG)
        if pid == p.pid:
            break
        if status is None and time.monotonic() - t0 > timeout:
            os.killpg(p.pid, signal.SIGKILL)
            status = "timeout"
        time.sleep(delay)
        delay = min(delay * 2, 0.02)
    wall = time.monotonic() - t0
    rc = os.waitstatus_to_exitcode(st)
    p.returncode = rc  # reaped here; keeps Popen from waiting again
    if status is None:
        status = "ok" if rc == 0 else "error"
    return status, ru.ru_utime + ru.ru_stime, wall, rc


def rel(path):
    """path relative to the repository root when inside it."""
    return os.path.relpath(path, ROOT) if path.startswith(ROOT + os.sep) else path


def percentile(xs, q):
    """Nearest-rank percentile of a non-empty list (q in [0, 1])."""
    s = sorted(xs)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def git_rev():
    try:
        rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip()
        return rev + ("+dirty" if dirty else "")
    except OSError:
        return "unknown"


class Run:
    def __init__(self, a):
        self.a = a
        self.lock = threading.Lock()
        self.rows = []          # dicts of FIELDS
        self.over_dir = os.path.join(a.workdir, "over-bound")

    def gen_cmd(self, seed):
        st = " --stencils %g" % self.a.stencils if self.a.stencils > 0 else ""
        return "python3 tests/fuzz/gen.py %d%s -o s%d.c" % (seed, st, seed)

    def repro(self, seed, mode):
        cmd = compile_cmd("$P", mode, "s%d.c" % seed, "/dev/null")
        return "%s && %s" % (self.gen_cmd(seed), " ".join(shlex.quote(c) if c != "$P" and "$P" not in c
                                                          else c for c in cmd))

    def over(self, cpu, ratio):
        return cpu > self.a.max_seconds or ratio > self.a.max_ratio

    def one(self, i):
        a = self.a
        seed = a.seed * 100000 + i
        text = gen.generate(seed, a.stencils).text()
        wd = tempfile.mkdtemp(dir=a.workdir, prefix="s%d-" % seed)
        src = os.path.join(wd, "s%d.c" % seed)
        with open(src, "w") as f:
            f.write(text)
        obj = os.path.join(wd, "out.o")
        err = os.path.join(wd, "stderr.txt")
        rows = []
        try:
            def measure(mode):
                st, cpu, wall, rc = timed(compile_cmd(a.plugin, mode, src, obj), a.timeout, err)
                detail = ""
                if st == "error":
                    detail = next((ln.strip() for ln in open(err, errors="replace")
                                   if ln.strip()), "")[:160]
                return st, cpu, wall, rc, detail

            bst, bcpu, bwall, brc, bdet = measure("clang")
            rows.append(dict(seed=seed, mode="clang", status=bst, cpu=bcpu, wall=bwall, rc=brc,
                             base_cpu=bcpu, ratio=1.0, detail=bdet, cpu2=None, base_cpu2=None,
                             confirmed=None))
            for mode in a.modes:
                st, cpu, wall, rc, det = measure(mode)
                ratio = cpu / bcpu if bcpu > 0 else float("inf")
                row = dict(seed=seed, mode=mode, status=st, cpu=cpu, wall=wall, rc=rc,
                           base_cpu=bcpu, ratio=ratio, detail=det, cpu2=None, base_cpu2=None,
                           confirmed=None if st == "ok" else True)
                rows.append(row)
                if st == "ok" and self.over(cpu, ratio):
                    # time it once more (baseline too) before it counts
                    _, bcpu2, _, _, _ = measure("clang")
                    st2, cpu2, _, _, _ = measure(mode)
                    ratio2 = cpu2 / bcpu2 if bcpu2 > 0 else float("inf")
                    row.update(cpu2=cpu2, base_cpu2=bcpu2, confirmed=st2 == "ok" and self.over(cpu2, ratio2))
                if st != "ok" or self.over(cpu, ratio):
                    os.makedirs(self.over_dir, exist_ok=True)
                    with open(os.path.join(self.over_dir, "s%d.c" % seed), "w") as f:
                        f.write("// compile_time.py: fuse=%s %s, %.2f s CPU, %.1fx clang's %.2f s\n"
                                "// From: %s\n" % (mode, st, cpu, ratio, bcpu, self.gen_cmd(seed)) + text)
            return rows
        finally:
            if not a.keep:
                for fn in os.listdir(wd):
                    os.unlink(os.path.join(wd, fn))
                os.rmdir(wd)

    # ---------------------------------------------------------------- report
    def report(self, elapsed):
        a = self.a
        L = []
        L.append("# Tessera compile time over %d generated programs" % a.count)
        L.append("")
        L.append("- machine: %s, %d CPUs (`/proc/cpuinfo`), %s" % (cpu_model(), os.cpu_count() or 0,
                                                          platform.platform()))
        ver = subprocess.run([CLANG, "--version"], capture_output=True, text=True).stdout.splitlines()
        L.append("- compiler: %s; `%s %s -c`, plugin `-fpass-plugin=$P -Xclang -load -Xclang $P "
                 "-mllvm -tessera-fuse=MODE`" % (ver[0] if ver else CLANG, CLANG, " ".join(BASE_FLAGS)))
        L.append("- plugin: `%s` (tree at %s)" % (rel(a.plugin), git_rev()))
        L.append("- programs: `gen.py` seeds %d..%d (`--seed %d --count %d --stencils %g`), "
                 "%d job(s), finished %s, %.0f min%s"
                 % (a.seed * 100000 + a.start, a.seed * 100000 + a.start + a.count - 1, a.seed, a.count,
                    a.stencils, a.jobs, datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
                    elapsed / 60, " (resumed: %d programs measured in earlier sessions)" % a.resumed
                    if a.resumed else ""))
        L.append("- time: CPU seconds (user + sys) of the clang process; ratio: over the baseline "
                 "clang's CPU time on the same program; bound: at most %g s and %gx"
                 % (a.max_seconds, a.max_ratio))
        L.append("")
        by = {}
        for r in self.rows:
            by.setdefault(r["mode"], []).append(r)
        L.append("| mode | compiles | failed | timed out | time median | p90 | p99 | max "
                 "| ratio median | p90 | p99 | max | over %g s | over %gx |" % (a.max_seconds, a.max_ratio))
        L.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        verdict_bad = False
        for mode in ["clang"] + a.modes:
            rs = by.get(mode, [])
            ok = [r for r in rs if r["status"] == "ok"]
            failed = sum(r["status"] == "error" for r in rs)
            tout = sum(r["status"] == "timeout" for r in rs)
            verdict_bad |= failed + tout > 0 and mode != "clang"
            label = "baseline (clang alone)" if mode == "clang" else "fuse=" + mode
            if not ok:
                L.append("| %s | %d | %d | %d |" % (label, len(rs), failed, tout) + " - |" * 10)
                continue
            t = [r["cpu"] for r in ok]
            q = [r["ratio"] for r in ok]
            if mode == "clang":
                ratio_cols = "- | - | - | - | - | -"
            else:
                n_s = sum(x > a.max_seconds for x in t) + tout
                n_r = sum(x > a.max_ratio for x in q)
                ratio_cols = "%.2f | %.2f | %.2f | %.2f | %d | %d" % (
                    percentile(q, .5), percentile(q, .9), percentile(q, .99), max(q), n_s, n_r)
            L.append("| %s | %d | %d | %d | %.3f | %.3f | %.3f | %.3f | %s |" % (
                label, len(rs), failed, tout,
                percentile(t, .5), percentile(t, .9), percentile(t, .99), max(t), ratio_cols))
        L.append("")
        # wall time, for reference
        L.append("Wall time (same compiles, seconds; shared machine, `nice` as run):")
        L.append("")
        L.append("| mode | median | p90 | p99 | max |")
        L.append("|---|---|---|---|---|")
        for mode in ["clang"] + a.modes:
            w = [r["wall"] for r in by.get(mode, []) if r["status"] == "ok"]
            if w:
                L.append("| %s | %.3f | %.3f | %.3f | %.3f |" % (mode, percentile(w, .5), percentile(w, .9),
                                                               percentile(w, .99), max(w)))
        L.append("")
        # over the bound: one row per program, worst ratio first
        over = [r for r in self.rows if r["mode"] != "clang"
                and (r["status"] != "ok" or self.over(r["cpu"], r["ratio"]))]
        confirmed = 0
        for r in over:
            confirmed += bool(r["confirmed"])
        if over:
            seeds = {}
            for r in over:
                seeds.setdefault(r["seed"], []).append(r)
            order = sorted(seeds, key=lambda s: (-max(r["ratio"] if r["status"] == "ok" else float("inf")
                                                      for r in seeds[s]), s))
            L.append("## Over the bound, failed or timed out: %d compiles (%d confirmed by a second "
                     "measurement) in %d programs" % (len(over), confirmed, len(seeds)))
            L.append("")
            L.append("Worst first%s; every compile of these programs in the CSV, the programs in `%s`."
                     % (" (the first %d)" % a.list_over if len(order) > a.list_over else "",
                        rel(self.over_dir)))
            L.append("")
            L.append("| seed | clang s | %s | second measurement | command (worst mode) |"
                     % " | ".join("fuse=%s s (ratio)" % m for m in a.modes))
            L.append("|---|---|%s---|---|" % ("---|" * len(a.modes)))
            allrows = {(r["seed"], r["mode"]): r for r in self.rows}
            for s in order[:a.list_over]:
                cells = []
                for m in a.modes:
                    r = allrows.get((s, m))
                    if r is None:
                        cells.append("-")
                    elif r["status"] != "ok":
                        cells.append("**%s** (%s)" % (r["status"], r["detail"] or "rc %s" % r["rc"]))
                    else:
                        mark = "**" if self.over(r["cpu"], r["ratio"]) else ""
                        cells.append("%s%.2f (%.1fx)%s" % (mark, r["cpu"], r["ratio"], mark))
                second = []
                for r in seeds[s]:
                    if r["cpu2"] is not None:
                        second.append("%s %.2f/%.2f s = %.1fx%s" % (
                            r["mode"], r["cpu2"], r["base_cpu2"], r["cpu2"] / r["base_cpu2"],
                            "" if r["confirmed"] else " (within)"))
                worst = max(seeds[s], key=lambda r: r["ratio"] if r["status"] == "ok" else float("inf"))
                L.append("| %d | %.2f | %s | %s | `%s` |" % (
                    s, seeds[s][0]["base_cpu"], " | ".join(cells), "; ".join(second) or "-",
                    self.repro(s, worst["mode"])))
            L.append("")
        # slowest
        for mode in a.modes:
            ok = [r for r in by.get(mode, []) if r["status"] == "ok"]
            if not ok:
                continue
            L.append("## fuse=%s: the 5 slowest compiles and the 5 highest ratios" % mode)
            L.append("")
            L.append("| | seed | CPU s | wall s | clang s | ratio | command |")
            L.append("|---|---|---|---|---|---|---|")
            for tag, key in (("slowest", "cpu"), ("ratio", "ratio")):
                for r in sorted(ok, key=lambda r: (-r[key], r["seed"]))[:5]:
                    L.append("| %s | %d | %.3f | %.3f | %.3f | %.2f | `%s` |" % (
                        tag, r["seed"], r["cpu"], r["wall"], r["base_cpu"], r["ratio"],
                        self.repro(r["seed"], mode)))
            L.append("")
        L.append("Commands: run at the repository root with `P=%s`." % rel(a.plugin))
        L.append("")
        held = not verdict_bad and confirmed == 0
        L.append("**Bound (slowest compile at most %g s and %gx clang's, every compile finished): %s.**"
                 % (a.max_seconds, a.max_ratio, "holds" if held else
                    "does not hold (%d confirmed over it, failed or timed out)" % confirmed))
        return "\n".join(L) + "\n", held


FIELDS = ["seed", "mode", "status", "cpu", "wall", "rc", "base_cpu", "ratio", "detail",
          "cpu2", "base_cpu2", "confirmed"]


def csv_row(r):
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in r.items()}


def load_csv(path, a, todo):
    """Rows of an earlier run of the same programs (--resume): those of programs measured in full."""
    want = {a.seed * 100000 + i for i in todo}
    by = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r.get("confirmed") is None:
                sys.exit("%s has no second-measurement columns: start afresh" % path)
            r["seed"] = int(r["seed"])
            if r["seed"] not in want:
                continue
            for k in ("cpu", "wall", "base_cpu", "ratio"):
                r[k] = float(r[k])
            r["rc"] = int(r["rc"])
            for k in ("cpu2", "base_cpu2"):
                r[k] = float(r[k]) if r[k] else None
            r["confirmed"] = {"True": True, "False": False}.get(r["confirmed"])
            by.setdefault(r["seed"], {})[r["mode"]] = r
    need = {"clang"} | set(a.modes)
    return [r for s in sorted(by) if need <= set(by[s]) for r in by[s].values()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7, help="program i has generator seed SEED*100000 + i")
    ap.add_argument("--start", type=int, default=0, help="index of the first program")
    ap.add_argument("--jobs", type=int, default=1,
                    help="compiles at once (default 1: parallel compiles disturb each other's times)")
    ap.add_argument("--plugin", default=default_plugin(),
                    help="libtessera.so (default: $TESSERA_PLUGIN or target/release/libtessera.so)")
    ap.add_argument("--modes", default=",".join(MODES), help="fusion modes, comma-separated")
    ap.add_argument("--stencils", type=float, default=0.3,
                    help="share of kernels that are time-stepped stencils (gen.py --stencils; default 0.3)")
    ap.add_argument("--timeout", type=float, default=60, help="per-compile limit, wall seconds")
    ap.add_argument("--max-seconds", type=float, default=10, help="bound on a compile's CPU time")
    ap.add_argument("--max-ratio", type=float, default=10, help="bound on the ratio to clang alone")
    ap.add_argument("--list-over", type=int, default=25,
                    help="programs over the bound listed in the summary (all are in the CSV)")
    ap.add_argument("--out", help="write the Markdown summary here (it is printed too)")
    ap.add_argument("--csv", help="raw measurements (default WORKDIR/compile-time-sSEED.csv)")
    ap.add_argument("--workdir", default=os.path.join(HERE, "work"))
    ap.add_argument("--keep", action="store_true", help="keep each program's work directory")
    ap.add_argument("--resume", action="store_true",
                    help="keep the programs already measured in the CSV (same --seed), measure the rest")
    a = ap.parse_args()
    a.plugin = os.path.abspath(a.plugin)
    a.resumed = 0
    a.modes = [m for m in a.modes.split(",") if m]
    if any(m not in MODES for m in a.modes):
        sys.exit("modes are among %s" % MODES)
    if not os.path.exists(a.plugin):
        sys.exit("no plugin at %s: cargo build --release" % a.plugin)
    os.makedirs(a.workdir, exist_ok=True)
    a.csv = a.csv or os.path.join(a.workdir, "compile-time-s%d.csv" % a.seed)

    run = Run(a)
    t0 = time.time()
    todo = list(range(a.start, a.start + a.count))
    if a.resume and os.path.exists(a.csv):
        run.rows = load_csv(a.csv, a, todo)
        have = {r["seed"] for r in run.rows}
        a.resumed = len(have)
        todo = [i for i in todo if a.seed * 100000 + i not in have]
        print("resuming: %d programs measured in %s, %d to go" % (len(have), a.csv, len(todo)), flush=True)
    with open(a.csv, "w", newline="") as cf_out, cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        w = csv.DictWriter(cf_out, fieldnames=FIELDS)
        w.writeheader()
        for r in run.rows:
            w.writerow(csv_row(r))
        cf_out.flush()
        futs = [ex.submit(run.one, i) for i in todo]
        done = a.count - len(todo)
        for fu in cf.as_completed(futs):
            rows = fu.result()
            done += 1
            run.rows.extend(rows)
            for r in rows:
                w.writerow(csv_row(r))
            cf_out.flush()
            for r in rows:
                if r["mode"] != "clang" and (r["status"] != "ok" or run.over(r["cpu"], r["ratio"])):
                    print("OVER seed %d fuse=%s: %s %.2f s CPU, %.1fx clang's %.2f s"
                          % (r["seed"], r["mode"], r["status"], r["cpu"], r["ratio"], r["base_cpu"]),
                          flush=True)
            if done % 25 == 0 or done == a.count:
                tess = [r for r in run.rows if r["mode"] != "clang" and r["status"] == "ok"]
                print("[%d/%d] %.0fs; so far: slowest Tessera compile %.2f s, highest ratio %.2f"
                      % (done, a.count, time.time() - t0, max((r["cpu"] for r in tess), default=0),
                         max((r["ratio"] for r in tess), default=0)), flush=True)
    text, held = run.report(time.time() - t0)
    print()
    print(text, end="")
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    print("raw measurements: %s" % a.csv)
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
