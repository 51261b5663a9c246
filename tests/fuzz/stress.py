#!/usr/bin/env python3
"""Hostile IR through `opt -passes=tessera`: llvm-stress modules and tests/fuzz/hostile/.

    python3 tests/fuzz/stress.py --count 100 --seed 1 --jobs 2      # llvm-stress-19 modules
    python3 tests/fuzz/stress.py --hostile                          # hostile/*.ll + generated ones

Every module goes through opt-19 with the plugin under each pipeline of
PIPELINES (the pass alone, after loop-simplify, and at its extension point
in default<O3>).  A module passes when opt exits 0 within --timeout seconds
on every pipeline and its output passes `opt -passes=verify`.  A failing
llvm-stress module is shrunk with llvm-reduce (same failure kind) and saved
under tests/fuzz/findings/ with a README line.  Last line: `N passed, M failed`.
"""
import argparse
import concurrent.futures as cf
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from drive import run, plugin_path  # noqa: E402

OPT = os.environ.get("OPT", "opt-19")
STRESS = os.environ.get("LLVM_STRESS", "llvm-stress-19")
LLVM_REDUCE = os.environ.get("LLVM_REDUCE", "/usr/lib/llvm-19/bin/llvm-reduce")

PIPELINES = [
    ("tessera", "tessera"),
    ("simplify", "function(loop-simplify,tessera)"),
    ("O3", "default<O3>"),  # the plugin's OptimizerEarly hook
]
SIZES = [20, 50, 100, 200, 400, 1000, 3000]


def check_module(ll, wd, timeout, pipelines=PIPELINES):
    """None when every pipeline passes, else (pipeline name, kind, detail)."""
    out = os.path.join(wd, "out.ll")
    for name, pipe in pipelines:
        for attempt in range(30):
            rc, _, err, secs = run([OPT, "-load-pass-plugin=" + plugin_path(), "-passes=" + pipe,
                                    ll, "-S", "-o", out], timeout)
            # the plugin is being rebuilt (cargo replaces the file): wait and retry
            if rc == 0 or not re.search(r"(Could not|unable to|failed to) load|cannot open shared object", err):
                break
            time.sleep(10)
        if rc == "timeout":
            return name, "timeout", "over %ds" % timeout
        if rc != 0:
            kind = "verifier" if re.search(r"does not dominate|Broken (module|function)|verif", err) else "crash"
            return name, kind, first_line(err)
        rc, _, err, _ = run([OPT, "-passes=verify", out, "-disable-output"], timeout)
        if rc != 0:
            return name, "verifier", first_line(err)
    return None


def first_line(err):
    for ln in err.splitlines():
        if ln.strip() and not ln.startswith(("PLEASE", "Stack dump", " #", "0.", "1.", "2.")):
            return ln.strip()[:200]
    return "(no message)"


def reduce_module(ll, failure, wd, timeout, budget):
    """llvm-reduce with an interestingness test that asks for the same pipeline and failure kind."""
    name, kind, _ = failure
    pipe = dict(PIPELINES)[name]
    test = os.path.join(wd, "interesting.sh")
    with open(test, "w") as f:
        f.write("#!/bin/sh\nexec %s %s --interesting '%s' '%s' %d \"$1\"\n"
                % (sys.executable, os.path.abspath(__file__), pipe, kind, timeout))
    os.chmod(test, 0o755)
    red = os.path.join(wd, "reduced.ll")
    rc, _, _, _ = run([LLVM_REDUCE, "--test=" + test, "-o", red, ll], budget)
    return red if rc == 0 and os.path.exists(red) else ll


def interesting(pipe, kind, timeout, ll):
    wd = tempfile.mkdtemp(prefix="tessera-int-")
    try:
        r = check_module(ll, wd, timeout, [("x", pipe)])
        return 0 if r and r[1] == kind else 1
    finally:
        shutil.rmtree(wd, ignore_errors=True)


def hostile_files(workdir):
    """The committed hostile modules plus the big ones gen_hostile.py writes."""
    gen_dir = os.path.join(workdir, "hostile-gen")
    os.makedirs(gen_dir, exist_ok=True)
    subprocess.run([sys.executable, os.path.join(HERE, "hostile", "gen_hostile.py"), gen_dir], check=True)
    return sorted(glob.glob(os.path.join(HERE, "hostile", "*.ll"))) + sorted(glob.glob(os.path.join(gen_dir, "*.ll")))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--interesting":
        _, _, pipe, kind, timeout, ll = sys.argv
        return interesting(pipe, kind, int(timeout), ll)
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60, help="seconds per opt run")
    ap.add_argument("--hostile", action="store_true", help="the hostile modules instead of llvm-stress")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--reduce-time", type=int, default=300)
    ap.add_argument("--findings", default=os.path.join(HERE, "findings"))
    ap.add_argument("--workdir", default=os.path.join(HERE, "work"))
    a = ap.parse_args()
    if not os.path.exists(plugin_path()):
        sys.exit("no plugin at %s: cargo build --release" % plugin_path())
    os.makedirs(a.workdir, exist_ok=True)
    lock = threading.Lock()
    seen = set()
    counts = {"pass": 0, "fail": 0}
    t0 = time.time()

    def log(m):
        with lock:
            print(m, flush=True)

    if a.hostile:
        items = [("file", f) for f in hostile_files(a.workdir)]
    else:
        items = [("stress", (a.seed + i, SIZES[i % len(SIZES)])) for i in range(a.count)]

    def one(item):
        what, x = item
        wd = tempfile.mkdtemp(dir=a.workdir, prefix="stress-")
        try:
            if what == "file":
                ll, label = x, os.path.relpath(x, ROOT)
                t = time.time()
                r = check_module(ll, wd, a.timeout)
                log("%-60s %s (%.1fs)" % (label, "ok" if r is None else "FAIL %s" % (r,), time.time() - t))
                return r is None
            seed, size = x
            ll = os.path.join(wd, "m.ll")
            rc, _, err, _ = run([STRESS, "-seed=%d" % seed, "-size=%d" % size, "-o", ll], a.timeout)
            if rc != 0:
                log("llvm-stress failed for seed %d: %s" % (seed, err[:200]))
                return False
            r = check_module(ll, wd, a.timeout)
            if r is None:
                return True
            cmd = "llvm-stress-19 -seed=%d -size=%d -o m.ll && opt-19 -load-pass-plugin=%s -passes='%s' m.ll -S -o out.ll" % (
                seed, size, "target/release/libtessera.so", dict(PIPELINES)[r[0]])
            log("FAIL seed %d size %d: pipeline %s, %s: %s\n  %s" % (seed, size, r[0], r[1], r[2], cmd))
            key = "%s | %s" % (r[1], re.sub(r"%\w+|\b\d+\b", "#", r[2]))
            with lock:
                new = key not in seen
                seen.add(key)
            if new:
                red = ll if a.no_reduce else reduce_module(ll, r, wd, a.timeout, a.reduce_time)
                os.makedirs(a.findings, exist_ok=True)
                name = "stress-s%d-n%d-%s-%s.ll" % (seed, size, r[0], r[1])
                shutil.copy(red, os.path.join(a.findings, name))
                with lock, open(os.path.join(a.findings, "README.md"), "a") as f:
                    f.write("- `%s`: llvm-stress-19 -seed=%d -size=%d, pipeline `%s`, %s (%s); reproduce: "
                            "`opt-19 -load-pass-plugin=target/release/libtessera.so -passes='%s' "
                            "tests/fuzz/findings/%s -S -o /dev/null`\n"
                            % (name, seed, size, dict(PIPELINES)[r[0]], r[1], r[2], dict(PIPELINES)[r[0]], name))
                log("  saved tests/fuzz/findings/%s" % name)
            return False
        finally:
            if not a.keep:
                shutil.rmtree(wd, ignore_errors=True)

    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for i, ok in enumerate(ex.map(one, items), 1):
            counts["pass" if ok else "fail"] += 1
            if not a.hostile and (i % 100 == 0 or i == len(items)):
                log("[%d/%d] %d passed, %d failed, %.0fs" % (i, len(items), counts["pass"], counts["fail"], time.time() - t0))
    print("%d passed, %d failed" % (counts["pass"], counts["fail"]))
    return 0 if counts["fail"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
