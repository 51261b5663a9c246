#!/usr/bin/env python3
"""Where Tessera's compile time goes on PolyBench: for every kernel, the CPU
time of clang -O3 alone and with the plugin (the kernel's file only, `-c`),
their ratio, and the time of each phase the pass logs
(`RUST_LOG=tessera::time=debug`: model, deps, schedule, check, ast, codegen;
deps lies inside schedule or check, ast inside codegen).

Times are the minimum over `--runs` compiles of each build, taken one after
the other: on a shared machine one compile's time moves by a third from run
to run, so compare two plugins (or two isl libraries) in one invocation:

    python3 scripts/phase-times.py --plugin before.so --plugin after.so

Below a tenth, noise hides a change: count instructions instead, one
compile under `valgrind --tool=callgrind` with `-mllvm
-tessera-time-scale=1000 -mllvm -tessera-time-limit=0 -mllvm
-tessera-time-allowance=0` (no limit fires under the slowdown, so both
plugins take the same path), then `callgrind_annotate --inclusive=yes`.

`--split` compiles each kernel once more with and without the plugin
under clang's `-ftime-report` and divides what the plugin adds into the
pass itself, the other optimization passes (on the regenerated code and
the original kept behind the version test) and the back end (instruction
selection onwards): what is left when the pass is made cheaper.

An isl library other than the one the wrapper finds is tried with
`LD_LIBRARY_PATH=DIR` in front of the command: it applies to the plugin
only (Polly, inside libLLVM, has its own isl).
"""
import argparse
import collections
import math
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
import run  # noqa: E402  (benches/run.py: PolyBench's kernel list and datasets)

PHASE_RE = re.compile(r"tessera::time\] \S+: (\w+).*? ([\d.]+) ms")
PHASES = ["model", "deps", "schedule", "check", "ast", "codegen"]
TOTAL_RE = re.compile(r"Total Execution Time: ([\d.]+) seconds")
SPLIT = ["pass", "opt", "backend"]


def cpu_time(cmd, runs):
    """The least CPU time (user + sys, seconds) of `runs` runs of `cmd`
    (benches/run.py's runner, no time limit), and the stderr of that run."""
    best, text = None, ""
    for _ in range(runs):
        r = run.run_limited(cmd, None)
        if r["rc"] != 0:
            sys.exit(f"phase-times: compile failed: {' '.join(cmd)}\n{run.tail(r['stderr'])}")
        if best is None or r["cpu"] < best:
            best, text = r["cpu"], r["stderr"].decode("utf-8", "replace")
    return best, text


def phases(log):
    """Milliseconds per phase, summed over the SCoPs of one compile."""
    out = collections.Counter()
    for line in log.splitlines():
        m = PHASE_RE.search(line)
        if m:
            out[m.group(1)] += float(m.group(2))
    return out


def time_report(cmd):
    """Seconds of clang's `-ftime-report` for one compile: the optimization
    pipeline (its first report), the pass's own line in it, and the back
    end (the machine-code pass report, the one after the pipeline's
    analysis and the two small code-generation reports)."""
    r = run.run_limited(cmd + ["-ftime-report"], None)
    text = r["stderr"].decode("utf-8", "replace")
    totals = [float(t) for t in TOTAL_RE.findall(text)]
    if r["rc"] != 0 or len(totals) < 5:
        sys.exit(f"phase-times: no time report from {' '.join(cmd)}\n{run.tail(r['stderr'])}")
    own = 0.0
    for line in text.splitlines():
        if "TesseraPass" in line:
            # user, system, user+system, wall: each "seconds (percent)".
            own = float(re.findall(r"([\d.]+) \(", line)[2])
            break
    return {"opt": totals[0], "pass": own, "backend": totals[4]}


def split(base, alone, plugin):
    """What the plugin adds to one compile, in seconds: its pass, the
    other optimization passes, the back end. `alone` is the time report
    of `base` without it (one per kernel, whatever the plugins)."""
    both = time_report(base + ["-fpass-plugin=" + plugin, "-Xclang", "-load", "-Xclang", plugin])
    return {
        "pass": both["pass"],
        "opt": both["opt"] - both["pass"] - alone["opt"],
        "backend": both["backend"] - alone["backend"],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plugin", action="append",
                    help="plugin to time (repeatable; default target/release/libtessera.so)")
    ap.add_argument("--cc", default="clang-19")
    ap.add_argument("--polybench", default=str(ROOT.parent / "shared/polybench"))
    ap.add_argument("--runs", type=int, default=3, help="compiles per build (default 3)")
    ap.add_argument("--kernels", default="", help="comma-separated kernel names (default all)")
    ap.add_argument("--split", action="store_true",
                    help="also divide the added time into the pass, the other optimization passes and the back end (ms; -ftime-report)")
    a = ap.parse_args()
    plugins = [os.path.abspath(p) for p in a.plugin or [ROOT / "target/release/libtessera.so"]]
    pb = Path(a.polybench)
    wanted = set(filter(None, a.kernels.split(",")))
    kernels = [k for k in run.polybench_kernels(pb) if not wanted or k.name in wanted]
    args = argparse.Namespace(preset="large")
    os.environ["RUST_LOG"] = "tessera::time=debug"  # the compiles inherit it
    ratios = {p: [] for p in plugins}
    totals = {p: collections.Counter() for p in plugins}
    added = {p: collections.Counter() for p in plugins}
    print(f"# CPU: {run.cpu_model()}; times in ms, ratio = with plugin / clang alone")
    print("kernel plugin clang with ratio " + " ".join(PHASES) +
          ("".join(f" added:{x}" for x in SPLIT) if a.split else ""))
    for k in kernels:
        base = [a.cc, "-O3", "-march=native", "-I" + str(pb / "utilities"),
                "-I" + str(k.src.parent), "-c", str(k.src), "-o", os.devnull,
                f"-D{run.polybench_dataset(args, k.name)}_DATASET", "-DPOLYBENCH_TIME"]
        alone, _ = cpu_time(base, a.runs)
        report_alone = time_report(base) if a.split else None
        for i, p in enumerate(plugins):
            with_plugin, log = cpu_time(
                base + ["-fpass-plugin=" + p, "-Xclang", "-load", "-Xclang", p], a.runs)
            ph = phases(log)
            totals[p].update(ph)
            ratios[p].append(with_plugin / alone)
            extra = ""
            if a.split:
                sp = {x: t * 1e3 for x, t in split(base, report_alone, p).items()}
                added[p].update(sp)
                extra = "".join(f" {sp[x]:.0f}" for x in SPLIT)
            print(f"{k.name} {i} {alone * 1e3:.0f} {with_plugin * 1e3:.0f} "
                  f"{with_plugin / alone:.2f} " + " ".join(f"{ph[x]:.0f}" for x in PHASES) + extra,
                  flush=True)
    for i, p in enumerate(plugins):
        geo = math.exp(sum(map(math.log, ratios[p])) / len(ratios[p]))
        print(f"# plugin {i} ({p}): ratio geomean {geo:.2f}; phase sums (ms): " +
              " ".join(f"{x} {totals[p][x]:.0f}" for x in PHASES))
        if a.split:
            print(f"# plugin {i}: time added (ms, -ftime-report, one compile each): " +
                  " ".join(f"{x} {added[p][x]:.0f}" for x in SPLIT))


if __name__ == "__main__":
    main()
