#!/usr/bin/env python3
"""Tessera comparison runner.

Builds every C kernel of a suite three ways -- clang -O3 (baseline), + Polly,
+ the Tessera pass plugin -- checks that the three binaries print identical
output, and (unless --check-only) times them and writes a Markdown report and
an SVG chart.  `--suite polybench` does the same for PolyBench/C 4.2.1 (read
from ../shared/polybench, built with its own harness, checked on its dumped
arrays, timed by its own timer).  Standard library only.  See benches/README.md.
"""

import argparse
import datetime
import math
import os
import re
import resource
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
DEFAULT_PLUGIN = REPO / "target" / "release" / "libtessera.so"

RESULTS_MD = BENCH_DIR / "RESULTS.md"

RUN_ARGS_RE = re.compile(r"^\s*//\s*RUN-ARGS(?:-(\d+))?\s*:(.*)$")
REMARK_TAG = "[-Rpass=tessera]"


# ----------------------------------------------------------------------------
# small helpers

def log(msg, end="\n"):
    sys.stderr.write(msg + end)
    sys.stderr.flush()


def run_limited(cmd, timeout, cwd=None, env=None):
    """Run cmd in its own process group (env: variables set on top of ours).
    Returns a dict with rc (None on timeout), stdout, stderr (bytes), wall and
    cpu seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                stdin=subprocess.DEVNULL, cwd=cwd, start_new_session=True,
                                env={**os.environ, **env} if env else None)
    except OSError as e:
        return {"rc": -1, "stdout": b"", "stderr": str(e).encode(), "wall": 0.0,
                "cpu": 0.0, "timeout": False}
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"rc": None if timed_out else proc.returncode, "stdout": out, "stderr": err,
            "wall": wall, "cpu": cpu, "timeout": timed_out}


def tail(data, lines=8):
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    return "\n".join("      " + l for l in text.rstrip().splitlines()[-lines:])


def geomean(values):
    vals = [v for v in values if v is not None and v > 0]
    if not vals:
        return None
    return math.exp(sum(math.log(v) for v in vals) / len(vals))


def first_line(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout
        return out.strip().splitlines()[0] if out.strip() else "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def parse_run_args(src):
    """RUN-ARGS lines of a kernel source -> list of argument lists (at least [[]])."""
    sets = []
    for line in src.read_text(errors="replace").splitlines():
        m = RUN_ARGS_RE.match(line)
        if m:
            sets.append((int(m.group(1) or 1), shlex.split(m.group(2))))
    sets.sort(key=lambda p: p[0])
    return [a for _, a in sets] or [[]]


def first_difference(a, b):
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end of output>"
        y = lb[i] if i < len(lb) else "<end of output>"
        if x != y:
            return i + 1, x, y
    return None


# ----------------------------------------------------------------------------
# variants and builds

class Variant:
    """A build (flags) and how it runs (env).  A variant with `runs` set is
    not built: it runs that variant's executables under its own env
    (Tessera's parallel build on one thread).  `remarks`: the flags that
    make the build print the remarks counted, given to an untimed build
    only: `-Rpass` turns on clang's tracking of source locations, which
    costs every pass some time (1-4% of Tessera's PolyBench compiles) that
    a user who asks for no remark does not pay, nor Polly's build."""
    def __init__(self, name, flags, remarks=None, env=None, runs=None):
        self.name = name
        self.flags = flags
        self.remarks = remarks or []
        self.env = env or {}
        self.runs = runs

    @property
    def build_name(self):
        return self.runs or self.name


def make_variants(args):
    """clang, Polly, Tessera.  With --parallel: each with -fopenmp and its
    parallel option, run on --threads threads, and Tessera's build run on
    one thread as well (tessera1)."""
    base = ["-O3", "-march=native"]
    par = ["-fopenmp"] if args.parallel else []
    env = {"OMP_NUM_THREADS": str(args.threads)} if args.parallel else {}
    variants = [Variant("clang", base + par, env=env)]
    if not args.no_polly:
        polly_par = ["-mllvm", "-polly-parallel"] if args.parallel else []
        variants.append(Variant("polly", base + ["-mllvm", "-polly"] + polly_par + par, env=env))
    if not args.no_tessera:
        p = str(args.plugin)
        t_par = ["-mllvm", "-tessera-parallel=true"] if args.parallel else []
        variants.append(Variant("tessera", base + [
            "-fpass-plugin=" + p, "-Xclang", "-load", "-Xclang", p]
            + t_par + par + shlex.split(args.tessera_flags), remarks=["-Rpass=tessera"], env=env))
        if args.parallel:
            variants.append(Variant("tessera1", None, env={"OMP_NUM_THREADS": "1"},
                                    runs="tessera"))
    return variants


def compile_exe(args, cmd, exe, logfile, count_remark=None, timed=True):
    """Run one compile; returns {exe, time, ok, remarks, error}.  count_remark:
    a predicate on a `[-Rpass=tessera]` remark line (None: no remark count).
    A timed build is compiled --compile-runs times and its time is the median:
    one compile's time moves by a third from run to run on a shared machine."""
    walls = []
    for _ in range(max(1, args.compile_runs) if timed else 1):
        r = run_limited(cmd, args.timeout)
        walls.append(r["wall"])
        if r["rc"] != 0 or r["timeout"]:
            break
    r["wall"] = statistics.median(walls)
    text = r["stderr"].decode("utf-8", "replace")
    logfile.write_text(" ".join(shlex.quote(c) for c in cmd) + "\n" + text)
    res = {"exe": exe, "time": r["wall"], "ok": r["rc"] == 0 and exe.exists(),
           "remarks": None, "error": None, "log": text, "cmd": cmd, "walls": walls}
    if count_remark is not None:
        res["remarks"] = sum(1 for l in text.splitlines()
                             if "remark:" in l and REMARK_TAG in l and count_remark(l))
    if r["timeout"]:
        res["ok"] = False
        res["error"] = f"compile timed out after {args.timeout:g} s"
    elif not res["ok"]:
        res["error"] = f"compile failed (exit {r['rc']}):\n{tail(text)}"
    return res


def build(args, kernel, variant, builddir):
    exe = builddir / f"{kernel.stem}.{variant.name}"
    cmd = [args.cc] + variant.flags + shlex.split(args.cflags)
    if args.preset == "small":
        cmd.append("-DPRESET_SMALL")
    else:
        cmd.append("-DPRESET_LARGE")
    cmd += ["-I", str(kernel.parent), str(kernel), "-lm"]
    res = compile_exe(args, cmd + ["-o", str(exe)], exe,
                      builddir / f"{kernel.stem}.{variant.name}.log", timed=not args.check_only)
    # Kernel remarks only: SCoPs of main (initialisation, checksums) do not count.
    return with_remarks(args, variant, res, cmd, builddir / f"{kernel.stem}.{variant.name}",
                        lambda l: "SCoP main.scop" not in l)


def with_remarks(args, variant, res, cmd, stem, count_remark):
    """`res` (the build of `cmd`) with the remarks, and the log, of one more
    compile of it with the variant's remark flags, untimed (see Variant):
    the executable and log at `stem` + `.remarks`, `.remarks.log`."""
    if variant.remarks and res["ok"]:
        rexe = Path(f"{stem}.remarks")
        said = compile_exe(args, cmd + variant.remarks + ["-o", str(rexe)], rexe,
                           Path(f"{stem}.remarks.log"), count_remark, timed=False)
        res["remarks"], res["log"] = said["remarks"], said["log"]
    return res


def plugin_preflight(args, builddir):
    """Compile an empty program with the plugin; returns None or an error text."""
    src = builddir / "preflight.c"
    src.write_text("int main(void) { return 0; }\n")
    p = str(args.plugin)
    cmd = [args.cc, "-O3", "-fpass-plugin=" + p, "-Xclang", "-load", "-Xclang", p,
           str(src), "-o", str(builddir / "preflight")]
    r = run_limited(cmd, args.timeout)
    if r["rc"] == 0:
        return None
    if r["timeout"]:
        return "compiling an empty program with the plugin timed out"
    return tail(r["stderr"], 4).strip()


# ----------------------------------------------------------------------------
# PolyBench/C 4.2.1 (--suite polybench)

DEFAULT_POLYBENCH = REPO.parent / "shared" / "polybench"
# The documented comparison (README.tessera.md of PolyBench, "The comparison
# that counts"): LARGE datasets, except MEDIUM for these kernels (their LARGE
# runs take over 10 s with clang -O3); the median of 3 runs per build, 11 for
# kernels under 0.1 s; kernels slower than clang -O3 by more than 3% listed.
POLYBENCH_MEDIUM = {"correlation", "covariance", "syr2k", "gramschmidt", "adi", "cholesky",
                    "lu", "ludcmp", "floyd-warshall", "seidel-2d"}
POLYBENCH_RUNS, POLYBENCH_RUNS_SHORT, POLYBENCH_SHORT_S = 3, 11, 0.1
SLOWER_TOLERANCE = 1.03
DUMP_BEGIN, DUMP_END = b"==BEGIN DUMP_ARRAYS==", b"==END   DUMP_ARRAYS=="
LETTER = {"clang": "A", "polly": "B", "tessera": "T", "tessera1": "T1"}
# The remark of a loop Tessera runs on threads (option parallel).
PARALLEL_REMARK = "on OpenMP threads"
# The ratios of the PolyBench table, where both variants ran.
PB_PAIRS = [("clang", "polly"), ("clang", "tessera"), ("polly", "tessera"),
            ("clang", "tessera1"), ("tessera1", "tessera")]


class PBKernel:
    def __init__(self, pb, rel):
        self.rel = rel                                  # e.g. linear-algebra/blas/gemm/gemm.c
        self.src = (pb / rel).resolve()
        self.name = self.src.stem
        self.scop_lines = []                            # (first, last) lines of each #pragma scop
        start = None
        try:
            for n, l in enumerate(self.src.read_text(errors="replace").splitlines(), 1):
                if re.match(r"\s*#\s*pragma\s+scop\b", l):
                    start = n
                elif re.match(r"\s*#\s*pragma\s+endscop\b", l) and start is not None:
                    self.scop_lines.append((start, n))
                    start = None
        except OSError:
            pass

    def in_scop(self, remark):
        """Is this remark line located in the kernel's #pragma scop region?  (The
        kernel function is inlined into main, so SCoP names do not tell.)"""
        prefix = str(self.src) + ":"
        if not remark.startswith(prefix):
            return False
        m = re.match(r"(\d+):", remark[len(prefix):])
        return bool(m) and any(a <= int(m.group(1)) <= b for a, b in self.scop_lines)


def polybench_kernels(pb):
    """The kernels of utilities/benchmark_list, in its order."""
    out = []
    for l in (pb / "utilities" / "benchmark_list").read_text().splitlines():
        l = l.strip()
        if l and not l.startswith("#"):
            out.append(PBKernel(pb, os.path.normpath(l)))
    return out


def polybench_dataset(args, name):
    if args.preset == "large":
        return "MEDIUM" if name in POLYBENCH_MEDIUM else "LARGE"
    return args.preset.upper()


def machine_code(exe):
    """The disassembly of an executable (its path left out), or None when
    llvm-objdump cannot read it: two builds with the same text run the same
    instructions at the same addresses, so a time difference between them is
    the machine's."""
    r = subprocess.run(["llvm-objdump-19", "-d", "--no-show-raw-insn", str(exe)],
                       capture_output=True)
    if r.returncode != 0:
        return None
    return r.stdout.replace(str(exe).encode(), b"")


def same_code_as_clang(built, kind):
    """The variants whose `kind` build has clang's machine code."""
    ref = built.get(("clang", kind))
    if not ref or not ref["ok"]:
        return []
    code = machine_code(ref["exe"])
    return [vn for (vn, kd), b in built.items()
            if kd == kind and vn != "clang" and b["ok"] and code is not None
            and machine_code(b["exe"]) == code]


def pb_build(args, k, variant, kind, builddir):
    """kind "time": -DPOLYBENCH_TIME (the timed binary); "dump": -DPOLYBENCH_DUMP_ARRAYS."""
    pb = Path(args.polybench)
    exe = builddir / f"{k.name}.{variant.name}.{kind}"
    cmd = ([args.cc] + variant.flags + shlex.split(args.cflags) +
           ["-I" + str(pb / "utilities"), "-I" + str(k.src.parent),
            str(pb / "utilities" / "polybench.c"), str(k.src),
            f"-D{polybench_dataset(args, k.name)}_DATASET",
            "-DPOLYBENCH_TIME" if kind == "time" else "-DPOLYBENCH_DUMP_ARRAYS", "-lm"])
    # Compile times are reported for the timed build only (none with
    # --check-only); its further compiles run in rounds (interleaved_compiles).
    res = compile_exe(args, cmd + ["-o", str(exe)], exe,
                      builddir / f"{k.name}.{variant.name}.{kind}.log", timed=False)
    # The remarks of the users' build; not the dump build's when both are
    # made, whose kernel may join the initialisation's SCoP (no timer call
    # between them), its remarks then at the initialisation's lines.
    if kind != ("dump" if args.check_only else "time"):
        return res
    return with_remarks(args, variant, res, cmd, builddir / f"{k.name}.{variant.name}.{kind}",
                        k.in_scop)


def interleaved_compiles(args, built):
    """The timed builds compiled again, --compile-runs in all, round by round
    over the variants: each variant's median then samples the same minutes
    of a shared machine, whose speed moves by a third from one minute to the
    next (the same compile took 0.57-0.86 s of CPU time); compiled one
    variant after the other, a ratio of compile times measured the minutes
    as much as the compilers."""
    timed = [b for (_, kind), b in built.items() if kind == "time" and b["ok"]]
    for _ in range(max(1, args.compile_runs) - 1):
        for b in timed:
            r = run_limited(b["cmd"], args.timeout)
            if r["rc"] == 0 and not r["timeout"]:
                b["walls"].append(r["wall"])
    for b in timed:
        b["time"] = statistics.median(b["walls"])


def parallel_loops(k, log_text):
    """The remarks of loops run on threads in kernel k's region.  The kernel is
    inlined into main, whose copy is the one that runs; an external kernel
    function keeps its own copy, whose remarks count only when main has none
    in the region (doitgen: kernel_doitgen's copy has a parallel loop, main's
    copy, which runs, has none)."""
    lines = [l for l in log_text.splitlines() if k.in_scop(l) and "remark:" in l]
    if any("SCoP main." in l for l in lines):
        lines = [l for l in lines if "SCoP main." in l]
    return sum(1 for l in lines if PARALLEL_REMARK in l)


def parse_pb_time(out):
    """The kernel's time, as POLYBENCH_TIME prints it ("%0.6f\n"), or None."""
    lines = out.decode("utf-8", "replace").split()
    try:
        return float(lines[-1]) if lines else None
    except ValueError:
        return None


def clip(text, n=160):
    return text if len(text) <= n else text[:n] + "..."


def run_polybench(args, variants, kernels, builddir, failures, plugin_error):
    kinds = ["dump"] + ([] if args.check_only else ["time"])
    results = []
    total = len(kernels)
    for idx, k in enumerate(kernels, 1):
        name, dataset = k.name, polybench_dataset(args, k.name)
        log(f"[{idx}/{total}] {name} ({dataset}): building...", end="")
        todo = [(v, kind) for v in variants if not (v.name == "tessera" and plugin_error)
                and v.runs is None for kind in kinds]
        if args.jobs > 1:
            from concurrent.futures import ThreadPoolExecutor
            with ThreadPoolExecutor(args.jobs) as pool:
                done = list(pool.map(lambda vk: pb_build(args, k, vk[0], vk[1], builddir), todo))
        else:
            done = [pb_build(args, k, v, kind, builddir) for v, kind in todo]
        built = {(v.name, kind): b for (v, kind), b in zip(todo, done)}
        if not args.check_only:
            interleaved_compiles(args, built)
        main_kind = kinds[-1]               # the users' build: timed (the dump one with --check-only)
        rec = {"kernel": name, "dataset": dataset, "median": {}, "runs": None, "ok": True,
               "compile": {vn: b["time"] for (vn, kind), b in built.items() if kind == main_kind},
               "remarks": built[("tessera", main_kind)]["remarks"]
               if ("tessera", main_kind) in built else None,
               "parallel": parallel_loops(k, built[("tessera", main_kind)]["log"])
               if ("tessera", main_kind) in built else 0,
               "same_code": [] if args.check_only else same_code_as_clang(built, main_kind)}
        for (vn, kind), b in built.items():
            if not b["ok"]:
                failures.append(f"{name} [{vn}, {kind} build]: {b['error']}")
                rec["ok"] = False
        if plugin_error and not args.no_tessera:
            rec["ok"] = False

        # ---- correctness: the dumped arrays (stderr) of every variant against clang's
        log(" checking...", end="")
        dumps = {}
        for v in variants:
            b = built.get((v.build_name, "dump"))
            if not b or not b["ok"]:
                continue
            r = run_limited([str(b["exe"])], args.timeout, env=v.env)
            label = f"{name} [{v.name}] (dump build)"
            if r["timeout"]:
                failures.append(f"{label}: run timed out after {args.timeout:g} s")
            elif r["rc"] != 0:
                failures.append(f"{label}: run exited with {r['rc']}\n{tail(r['stderr'])}")
            elif DUMP_BEGIN not in r["stderr"] or DUMP_END not in r["stderr"]:
                failures.append(f"{label}: no complete array dump on stderr\n{tail(r['stderr'])}")
            else:
                dumps[v.name] = r["stderr"]
                continue
            rec["ok"] = False
        ref = "clang" if "clang" in dumps else next(iter(dumps), None)
        for vn, out in dumps.items():
            if vn != ref and out != dumps[ref]:
                diff = first_difference(dumps[ref], out)
                if diff:
                    where, a, b = f"line {diff[0]}", diff[1], diff[2]
                    arrays = [l for l in dumps[ref].decode("utf-8", "replace")
                              .splitlines()[:diff[0]] if l.startswith("begin dump: ")]
                    if arrays:
                        where += f" (array {arrays[-1].split(':', 1)[1].strip()})"
                else:   # the lines agree once decoded: show the first differing bytes
                    ra = dumps[ref]
                    i = next((i for i, (x, y) in enumerate(zip(ra, out)) if x != y),
                             min(len(ra), len(out)))
                    where, a, b = f"byte {i}", repr(ra[i:i + 40]), repr(out[i:i + 40])
                failures.append(f"{name}: DUMPED ARRAYS DIFFER {ref} vs {vn} ({dataset}), {where}:\n"
                                f"      {ref}: {clip(a)}\n      {vn}: {clip(b)}")
                rec["ok"] = False

        # ---- timing: the kernel's own timer, variants interleaved run by run
        if not args.check_only:
            timed = [v for v in variants if built.get((v.build_name, "time"), {}).get("ok")]
            samples = {v.name: [] for v in timed}
            runs, run = (args.runs or POLYBENCH_RUNS), 0
            while run < runs and samples:
                run += 1
                log(f" running {run}/{runs}...", end="")
                for v in timed:
                    if v.name not in samples:
                        continue
                    r = run_limited([str(built[(v.build_name, "time")]["exe"])], args.timeout,
                                    env=v.env)
                    t = parse_pb_time(r["stdout"]) if r["rc"] == 0 else None
                    if t is None:
                        why = ("timed out" if r["timeout"] else f"exited with {r['rc']}"
                               if r["rc"] != 0 else
                               f"printed no time: {clip(r['stdout'].decode('utf-8', 'replace').strip())!r}")
                        failures.append(f"{name} [{v.name}]: timed run {run} {why}")
                        del samples[v.name]
                        rec["ok"] = False
                        continue
                    samples[v.name].append(t)
                if run == 1 and args.runs is None and samples:
                    first = samples.get("clang") or next(iter(samples.values()))
                    if first and first[0] < POLYBENCH_SHORT_S:
                        runs = POLYBENCH_RUNS_SHORT
            rec["runs"] = run
            rec["median"] = {n: statistics.median(s) for n, s in samples.items() if s}
            log(" " + "  ".join(f"{n} {t:.4f}s" for n, t in rec["median"].items()), end="")
        status = "ok" if rec["ok"] else "FAILED"
        if rec["remarks"] is not None:
            status += f" ({rec['remarks']} remarks)"
        log(f" {status}")
        results.append(rec)
    return results


def pb_fmt(key, v):
    if v is None:
        return "-"
    if "/" in key:                # a ratio of two variants' times
        return fmt_x(v)
    if key.startswith("t_"):      # kernel times: some are milliseconds
        return f"{v:.4f}"
    return fmt_t(v)


def pb_table(results, variants):
    """Column headers and formatted rows (geomean row last) of the PolyBench table."""
    names = [v.name for v in variants]
    pairs = [(a, b) for a, b in PB_PAIRS if a in names and b in names]
    head = ["kernel", "dataset", "runs"] + [f"{LETTER[n]}: {n} (s)" for n in names]
    head += [f"{LETTER[a]}/{LETTER[b]}" for a, b in pairs]
    built = [n for n in names if n in LETTER and n != "tessera1"]
    head += [f"cc {LETTER[n]} (s)" for n in built]
    has_t = "tessera" in names
    if has_t:
        head.append("remarks")
    has_par = "tessera1" in names
    if has_par:
        head.append("parallel loops")
    cols = {}

    def row(r):
        t = r["median"]
        vals = [("t_" + n, t.get(n)) for n in names]
        vals += [(f"{a}/{b}", t[a] / t[b] if t.get(a) and t.get(b) else None) for a, b in pairs]
        vals += [("cc_" + n, r["compile"].get(n)) for n in built]
        for key, v in vals:
            cols.setdefault(key, []).append(v)
        return vals

    rows = []
    for r in results:
        vals = row(r)
        cells = [r["kernel"], r["dataset"], str(r["runs"] or "-")]
        cells += [pb_fmt(k, v) for k, v in vals]
        if has_t:
            cells.append("-" if r["remarks"] is None else str(r["remarks"]))
        if has_par:
            cells.append(str(r["parallel"]))
        rows.append(cells)
    gm = {k: geomean(v) for k, v in cols.items()}
    cells = ["geomean", "", ""]
    cells += [pb_fmt(k, v) for k, v in gm.items()]
    if has_t:
        cells.append(f"{sum(1 for r in results if (r['remarks'] or 0) > 0)}/{len(results)}")
    if has_par:
        cells.append(f"{sum(1 for r in results if r['parallel'] > 0)}/{len(results)}")
    rows.append(cells)
    return head, rows, gm


def pb_summary(results, variants, gm):
    """The headline numbers as (label, text) pairs."""
    names = [v.name for v in variants]
    out = []
    sp = []
    for a, b in PB_PAIRS:
        if f"{a}/{b}" in gm:
            sp.append(f"{LETTER[b]} over {LETTER[a]} {fmt_x(gm[f'{a}/{b}'])}")
    legend = ("A = clang -O3 -march=native, B = A + Polly, T = A + Tessera"
              if "tessera1" not in names else
              "A = clang -O3 -march=native -fopenmp, B = A + Polly with -polly-parallel, "
              "T = A + Tessera with option parallel, all on OMP_NUM_THREADS="
              + variants[0].env.get("OMP_NUM_THREADS", "?") + " threads; T1 = T's build on 1 thread")
    if sp:
        out.append(("geomean speedup", ", ".join(sp) + f"  ({legend}; time ratios, above 1x: faster)"))
    if "tessera1" in names:
        par = [r for r in results if r["parallel"] > 0
               and r["median"].get("tessera") and r["median"].get("tessera1")]
        ratios = [r["median"]["tessera1"] / r["median"]["tessera"] for r in par]
        out.append(("kernels with a parallel loop (a remark in the kernel)",
                    f"{len(par)}/{len(results)}"))
        if ratios:
            out.append(("T over T1, kernels with a parallel loop", fmt_x(geomean(ratios))))
        slow = [f"{r['kernel']} ({x:.2f}x)" for r, x in zip(par, ratios) if x < 1.0]
        out.append(("kernels with a parallel loop slower on their threads than on 1",
                    ", ".join(slow) or "none"))
    cc = []
    for n in [n for n in names if n != "tessera1"]:
        g = gm.get("cc_" + n)
        extra = ""
        if n != "clang" and g and gm.get("cc_clang"):
            extra = f" ({g / gm['cc_clang']:.1f}x A's)"
        cc.append(f"{LETTER[n]} {fmt_t(g)} s{extra}")
    out.append(("compile time geomean", ", ".join(cc)))
    for n in [n for n in ("tessera", "tessera1", "polly") if n in names]:
        slow = []
        for r in results:
            a, t = r["median"].get("clang"), r["median"].get(n)
            if a and t and t > a * SLOWER_TOLERANCE:
                same = ", the same machine code as A" if n in r.get("same_code", []) else ""
                slow.append(f"{r['kernel']} ({a / t:.2f}x{same})")
        out.append((f"{LETTER[n]} ({n}) slower than A by more than 3%", ", ".join(slow) or "none"))
    if "tessera" in names:
        out.append(("kernels with a regenerated SCoP (-Rpass=tessera in the kernel)",
                    f"{sum(1 for r in results if (r['remarks'] or 0) > 0)}/{len(results)}"))
    out.append(("CPU", f"{cpu_model()} ({os.cpu_count()} logical CPUs)"))
    return out


def pb_markdown(args, variants, head, rows, summary, failures, chart):
    env = environment(args, variants, suite=(
        f"PolyBench/C 4.2.1 at {args.polybench}, datasets {pb_datasets_desc(args)}, "
        + (f"{args.runs} runs per variant" if args.runs else
           f"median of {POLYBENCH_RUNS} runs per variant ({POLYBENCH_RUNS_SHORT} when "
           f"A's first run is under {POLYBENCH_SHORT_S:g} s)")
        + ", time printed by -DPOLYBENCH_TIME"))
    lines = [f"Recorded with `{command_line()}`.", ""]
    lines += [f"- **{k}**: {v}" for k, v in summary] + [""]
    if chart:
        lines += [f"![PolyBench speedups over clang -O3]({chart})", ""]
    lines += [f"- **{k}**: `{v}`" for k, v in environment_filter(env)] + [""]
    lines += ["Times (s) are the median over the runs of what the kernel's own timer prints "
              "(`-DPOLYBENCH_TIME`: the kernel function only, not initialisation or output). "
              "`A/T` etc. are time ratios: time(A) / time(T), above 1 means T is faster.  "
              f"`cc` columns are compile times (kernel plus `polybench.c`, wall clock, the "
              f"median of {max(1, args.compile_runs)} compiles, run in rounds over the "
              "variants; without `-Rpass`, as users compile).  `remarks` counts "
              "`-Rpass=tessera` remarks inside the kernel's `#pragma scop` region "
              "(printed by one more compile of the timed build)"
              + ("; `parallel loops` those that name loops run on OpenMP threads" if args.parallel else "")
              + ".  Every "
              "variant's arrays, dumped with `-DPOLYBENCH_DUMP_ARRAYS`, were compared byte "
              "for byte with A's" + (" (failures below)." if failures else ": all identical.") +
              "  A kernel listed as slower than A with \"the same machine code as A\" runs A's "
              "instructions at A's addresses (`llvm-objdump -d` of the two timed builds): "
              "its difference is the machine's.",
              "", md_table(head, rows), ""]
    if failures:
        lines += ["### Failures", ""] + [f"- {f.splitlines()[0]}" for f in failures] + [""]
    return lines


def environment_filter(env):
    return [(k, v) for k, v in env if k != "CPU"]     # the CPU is in the summary


def pb_datasets_desc(args):
    if args.preset == "large":
        return "LARGE, MEDIUM for " + ", ".join(sorted(POLYBENCH_MEDIUM))
    return args.preset.upper()


# ----------------------------------------------------------------------------
# reporting

def remove_builds(args, builddir):
    """Deletes the temporary build directory, unless --keep-builds."""
    if args.keep_builds:
        log(f"builds kept in {builddir}")
    else:
        shutil.rmtree(builddir, ignore_errors=True)


def check_plugin(args, builddir, failures):
    """The plugin's load error (recorded in failures), or None when it loads
    or Tessera is not built."""
    if args.no_tessera:
        return None
    plugin_error = plugin_preflight(args, builddir)
    if plugin_error:
        log(f"run.py: the Tessera plugin does not load into {args.cc}:\n"
            f"      {plugin_error}\n      (tessera builds will be reported as failed)")
        failures.append(f"tessera plugin {args.plugin} does not load: {plugin_error}")
    return plugin_error


def fmt_t(v):
    return "-" if v is None else f"{v:.3f}"


def fmt_x(v):
    return "-" if v is None else f"{v:.2f}x"


def table_rows(results, variants):
    """Column headers and formatted rows (including the geomean row)."""
    names = [v.name for v in variants]
    has_p, has_t = "polly" in names, "tessera" in names
    head = ["kernel", "clang (s)"]
    if has_p:
        head.append("polly (s)")
    if has_t:
        head.append("tessera (s)")
    if has_t:
        head += ["tessera/clang"]
        if has_p:
            head += ["tessera/polly"]
    if has_p:
        head.append("polly/clang")
    head += [f"cc {n} (s)" for n in names]
    if has_t:
        head.append("remarks")

    def speed(a, b):  # speedup of b over a = time(a) / time(b)
        return a / b if a and b else None

    cols = {k: [] for k in ["clang", "polly", "tessera", "tc", "tp", "pc"] +
            ["cc_" + n for n in names]}
    rows = []
    for r in results:
        t = r["median"]
        vals = {"clang": t.get("clang"), "polly": t.get("polly"), "tessera": t.get("tessera")}
        vals["tc"] = speed(vals["clang"], vals["tessera"])
        vals["tp"] = speed(vals["polly"], vals["tessera"])
        vals["pc"] = speed(vals["clang"], vals["polly"])
        for n in names:
            vals["cc_" + n] = r["compile"].get(n)
        for k in cols:
            cols[k].append(vals.get(k))
        rows.append(fmt_row(r["kernel"], vals, names, has_p, has_t,
                            r.get("remarks")))
    gm = {k: geomean(v) for k, v in cols.items()}
    with_remarks = sum(1 for r in results if (r.get("remarks") or 0) > 0)
    rows.append(fmt_row("geomean", gm, names, has_p, has_t,
                        f"{with_remarks}/{len(results)}" if has_t else None))
    return head, rows


def fmt_row(name, v, names, has_p, has_t, remarks):
    row = [name, fmt_t(v["clang"])]
    if has_p:
        row.append(fmt_t(v["polly"]))
    if has_t:
        row.append(fmt_t(v["tessera"]))
    if has_t:
        row.append(fmt_x(v["tc"]))
        if has_p:
            row.append(fmt_x(v["tp"]))
    if has_p:
        row.append(fmt_x(v["pc"]))
    row += [fmt_t(v["cc_" + n]) for n in names]
    if has_t:
        row.append("-" if remarks is None else str(remarks))
    return row


def text_table(head, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    line = lambda r: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                               for i, (c, w) in enumerate(zip(r, widths)))
    out = [line(head), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in rows[:-1]]
    out += ["  ".join("-" * w for w in widths), line(rows[-1])]
    return "\n".join(out)


def md_table(head, rows):
    out = ["| " + " | ".join(head) + " |",
           "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|"]
    for i, r in enumerate(rows):
        cells = [f"**{c}**" if i == len(rows) - 1 and str(c) else str(c) for c in r]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def cpu_model():
    """The model name, with family and model: a VM may show only a generic
    name ('Intel(R) Xeon(R) Processor', 'AMD EPYC'), and ratios are only
    compared between runs on one CPU model."""
    fields = {}
    try:
        for l in Path("/proc/cpuinfo").read_text().splitlines():
            if ":" in l:
                k, v = l.split(":", 1)
                fields.setdefault(k.strip(), v.strip())
    except OSError:
        pass
    name = fields.get("model name", "?")
    if "cpu family" in fields:
        name += f" (family {fields['cpu family']}, model {fields.get('model', '?')})"
    return name


def environment(args, variants, suite=None):
    """(key, value) pairs describing the run; suite: the `suite` line's value."""
    commit = first_line(["git", "-C", str(REPO), "rev-parse", "HEAD"])
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--",
                            "benches", "tests/diff"], capture_output=True, text=True).stdout
    if dirty.strip():
        commit += " (benches/ or tests/diff/ modified)"
    if suite is None:
        suite = (f"{args.suite} (preset {args.preset}, {args.runs} runs per variant, "
                 f"median {args.metric} time)")
    env = [("date", datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M:%S %Z")),
           ("uname -a", first_line(["uname", "-a"])),
           ("CPU", f"{cpu_model()} ({os.cpu_count()} logical CPUs)"),
           ("git commit", commit),
           ("compiler", first_line([args.cc, "--version"])),
           ("suite", suite)]
    if any(v.name == "polly" for v in variants):
        env.append(("polly flags", "-O3 -march=native -mllvm -polly"))
    if any(v.name == "tessera" for v in variants):
        p = Path(args.plugin)
        stamp = datetime.datetime.fromtimestamp(p.stat().st_mtime).strftime("%Y-%m-%d %H:%M") \
            if p.exists() else "missing"
        env.append(("tessera plugin", f"{p} (built {stamp}) {args.tessera_flags}".rstrip()))
    if args.cflags:
        env.append(("cflags (every variant)", args.cflags))
    env.append(("load average", " ".join(f"{x:.2f}" for x in os.getloadavg())))
    return env


def command_line():
    return "python3 benches/run.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])


def markdown_report(args, variants, head, rows, failures):
    """The own suites' report without its title: environment, table, failures."""
    lines = [f"- **{k}**: `{v}`" for k, v in environment(args, variants)]
    lines += ["", "Times are the median over the runs of the whole process (initialisation "
              "included), in seconds.  `a/b` columns are speedups: time(b) / time(a) "
              "(above 1 means a is faster).  `cc` columns are compile times (wall clock, the "
              f"median of {max(1, args.compile_runs)} compiles, without `-Rpass`).  `remarks` "
              "counts `-Rpass=tessera` remarks outside main (printed by one more compile).", "", md_table(head, rows), ""]
    if failures:
        lines += ["### Failures", ""] + [f"- {f.splitlines()[0]}" for f in failures] + [""]
    return lines


def write_markdown(path, args, variants, head, rows, failures, title="Tessera benchmark results",
                   body=None):
    """A whole report file: a title over body (default: markdown_report)."""
    if body is None:
        body = markdown_report(args, variants, head, rows, failures)
    path.write_text("\n".join([f"# {title}", ""] + body))


def section_markers(name, by="benches/run.py"):
    return (f"<!-- run.py section {name}: begin (generated by {by}, which "
            f"rewrites everything up to the end marker) -->",
            f"<!-- run.py section {name}: end -->")


def update_section(path, name, body, heading, by="benches/run.py"):
    """Replace the text between section `name`'s marker comments in the Markdown
    file `path` by body (a list of lines); the rest of the file is kept.  Without
    the markers the section is appended, under `## heading`.  `by`: the script
    the markers name as the section's writer."""
    begin, end = section_markers(name, by)
    block = "\n".join([begin, ""] + body + ["", end])
    text = path.read_text() if path.exists() else ""
    i = text.find(begin)
    j = text.find(end, i + len(begin)) if i >= 0 else -1
    if i >= 0 and j >= 0:
        text = text[:i] + block + text[j + len(end):]
    else:
        text = text.rstrip("\n") + ("\n\n" if text else "") + f"## {heading}\n\n{block}\n"
    path.write_text(text)


def write_svg(path, results, variants, title):
    colors = {"polly": "#4e79a7", "tessera": "#e15759", "tessera1": "#f28e2b"}
    series = [(v.name, colors[v.name]) for v in variants if v.name != "clang"]
    if not series:
        return False
    data = []
    for r in results:
        c = r["median"].get("clang")
        data.append((r["kernel"], [c / r["median"][n] if c and r["median"].get(n) else None
                                   for n, _ in series]))
    if len(data) > 1:
        data.append(("geomean", [geomean([d[1][i] for d in data]) for i in range(len(series))]))
    vals = [x for _, s in data for x in s if x]
    lo = min([0.5] + [x / 1.4 for x in vals])   # room for the value labels
    hi = max([2.0] + [x * 1.4 for x in vals])
    lo_e, hi_e = math.floor(math.log2(lo)), math.ceil(math.log2(hi))
    left, right, top, bottom = 70, 20, 60, 110
    group = max(14 * len(series) + 12, 400 / len(data))
    plot_w = group * len(data)
    plot_h = 360
    width, height = round(left + plot_w + right), top + plot_h + bottom

    def y(v):  # log2 scale
        return top + plot_h * (hi_e - math.log2(v)) / (hi_e - lo_e)

    esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
         f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
         f'<rect width="{width}" height="{height}" fill="white"/>',
         f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="16">{esc(title)}</text>']
    for e in range(lo_e, hi_e + 1):
        v = 2.0 ** e
        yy = y(v)
        label = f"{v:g}x"
        o.append(f'<line x1="{left}" y1="{yy:.1f}" x2="{left + plot_w}" y2="{yy:.1f}" '
                 f'stroke="{"#333" if e == 0 else "#ddd"}" stroke-width="{1.5 if e == 0 else 1}"/>')
        o.append(f'<text x="{left - 6}" y="{yy + 4:.1f}" text-anchor="end">{label}</text>')
    o.append(f'<text x="16" y="{top + plot_h / 2}" text-anchor="middle" '
             f'transform="rotate(-90 16 {top + plot_h / 2})">speedup over clang -O3 (log scale)</text>')
    base = y(1.0)
    for gi, (name, vs) in enumerate(data):
        gx = left + gi * group + (group - 14 * len(series) + 2) / 2
        for si, v in enumerate(vs):
            x = gx + si * 14
            color = series[si][1]
            if v is None:
                o.append(f'<text x="{x + 6:.1f}" y="{base - 3:.1f}" text-anchor="middle" '
                         f'font-size="9" fill="{color}">?</text>')
                continue
            yv = y(max(min(v, 2.0 ** hi_e), 2.0 ** lo_e))
            o.append(f'<rect x="{x:.1f}" y="{min(yv, base):.1f}" width="12" '
                     f'height="{max(abs(base - yv), 0.5):.1f}" fill="{color}">'
                     f'<title>{esc(name)} {series[si][0]}: {v:.2f}x</title></rect>')
            cx = x + 9
            if v >= 1.0:
                ty, anchor = min(yv, base) - 3, "start"
            else:
                ty, anchor = max(yv, base) + 3, "end"
            o.append(f'<text x="{cx:.1f}" y="{ty:.1f}" text-anchor="{anchor}" font-size="9" '
                     f'fill="#333" transform="rotate(-90 {cx:.1f} {ty:.1f})">{v:.2f}</text>')
        lx = gx + len(vs) * 7
        weight = ' font-weight="bold"' if name == "geomean" and gi == len(data) - 1 else ""
        o.append(f'<text x="{lx:.1f}" y="{top + plot_h + 12}" text-anchor="end"{weight} '
                 f'transform="rotate(-50 {lx:.1f} {top + plot_h + 12})">{esc(name)}</text>')
    lx = left + 10
    for name, color in series:
        o.append(f'<rect x="{lx}" y="36" width="12" height="12" fill="{color}"/>')
        o.append(f'<text x="{lx + 16}" y="46">{esc(name)}</text>')
        lx += 90
    o.append(f'<text x="{left}" y="{height - 10}" fill="#555">'
             f'bars above the 1x line: faster than clang -O3</text>')
    o.append("</svg>")
    path.write_text("\n".join(o) + "\n")
    return True


# ----------------------------------------------------------------------------
# main

def join_flag_values(argv):
    """Let `--tessera-flags -ffoo` work: argparse would take -ffoo for an option."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] in ("--tessera-flags", "--cflags") and i + 1 < len(argv):
            out.append(argv[i] + "=" + argv[i + 1])
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="run.py",
        description="Build each kernel with clang -O3, + Polly and + Tessera, check the outputs "
                    "agree, time them and write a report.")
    ap.add_argument("kernels", nargs="*", metavar="KERNEL",
                    help="kernel names (file stems) to run; default: the whole suite")
    ap.add_argument("--suite", default=str(BENCH_DIR / "kernels"),
                    help="directory of kernel .c files (default: benches/kernels; tests/diff works "
                         "too), or `polybench`: PolyBench/C 4.2.1 (see --polybench)")
    ap.add_argument("--polybench", default=str(DEFAULT_POLYBENCH), metavar="DIR",
                    help="PolyBench/C 4.2.1 directory for --suite polybench "
                         "(default: ../shared/polybench beside the repository)")
    ap.add_argument("--preset", choices=["mini", "small", "medium", "large"], default="large",
                    help="size preset: small passes -DPRESET_SMALL (default: large); polybench: "
                         "mini/small/medium pass that dataset to every kernel, large (default) "
                         "LARGE or MEDIUM per kernel (the documented comparison)")
    ap.add_argument("--runs", type=int, default=None,
                    help="timed runs per variant (default 5; polybench: 3, 11 for kernels under 0.1 s)")
    ap.add_argument("--check-only", action="store_true",
                    help="build and compare outputs only, no timing, no report files")
    ap.add_argument("--plugin", default=str(DEFAULT_PLUGIN),
                    help="Tessera pass plugin (default: target/release/libtessera.so)")
    ap.add_argument("--tessera-flags", default="", help="extra flags for the tessera build")
    ap.add_argument("--no-polly", action="store_true", help="skip the Polly variant")
    ap.add_argument("--no-tessera", action="store_true", help="skip the Tessera variant")
    ap.add_argument("--parallel", action="store_true",
                    help="polybench: parallel builds (-fopenmp; Polly with -polly-parallel, Tessera "
                         "with option parallel) run on --threads threads, and Tessera's also on 1 "
                         "(T1); recorded in the polybench-parallel section")
    ap.add_argument("--threads", type=int, default=2, metavar="N",
                    help="OMP_NUM_THREADS of the --parallel runs (default 2)")
    ap.add_argument("--jobs", type=int, default=1,
                    help="parallel compiles per kernel (default 1; >1 skews compile times)")
    ap.add_argument("--compile-runs", type=int, default=5, metavar="N",
                    help="compiles of each timed build, its compile time the median (default 5; "
                         "PolyBench's run in rounds over the variants)")
    ap.add_argument("--min-remark-ratio", type=float, default=None, metavar="R",
                    help="fail if fewer than this fraction of kernels get a tessera remark")
    ap.add_argument("--timeout", type=float, default=300.0, metavar="S",
                    help="limit per compile and per run in seconds (default 300)")
    ap.add_argument("--out", default=str(BENCH_DIR / "out"),
                    help="report directory (default benches/out)")
    ap.add_argument("--cc", default="clang-19", help="compiler (default clang-19)")
    ap.add_argument("--cflags", default="", help="extra flags for every variant")
    ap.add_argument("--metric", choices=["wall", "cpu"], default=None,
                    help="time measure: wall clock or user+sys CPU of the process (default wall; "
                         "polybench: always the kernel's own timer)")
    ap.add_argument("--keep-builds", action="store_true", help="keep the temporary build directory")
    rec = ap.add_mutually_exclusive_group()
    rec.add_argument("--record", dest="record", action="store_true", default=None,
                     help="also write the report into this suite's section of --results, and "
                          "its chart beside it (default: only for a full polybench run)")
    rec.add_argument("--no-record", dest="record", action="store_false",
                     help="never touch --results")
    ap.add_argument("--results", default=str(RESULTS_MD), metavar="FILE",
                    help="the Markdown file --record updates (default benches/RESULTS.md)")
    args = ap.parse_args(join_flag_values(sys.argv[1:] if argv is None else argv))
    if args.runs is not None and args.runs < 1:
        ap.error("--runs must be at least 1")
    if args.parallel and args.suite != "polybench":
        ap.error("--parallel is only for --suite polybench")
    if args.threads < 1:
        ap.error("--threads must be at least 1")
    if args.suite == "polybench":
        if args.metric:
            ap.error("--metric does not apply to --suite polybench (its time is the kernel's own timer)")
    else:
        if args.preset not in ("small", "large"):
            ap.error(f"--preset {args.preset} is only for --suite polybench")
        args.runs = args.runs or 5
        args.metric = args.metric or "wall"
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    return args


def check_tools(args):
    """The compiler and the plugin exist; returns None or an exit status."""
    if shutil.which(args.cc) is None:
        log(f"run.py: compiler {args.cc} not found")
        return 2
    if not args.no_tessera:
        args.plugin = Path(args.plugin).resolve()
        if not args.plugin.is_file():
            log(f"run.py: Tessera plugin not found: {args.plugin}\n"
                f"        build it (cargo build --release) or pass --plugin PATH, "
                f"or use --no-tessera to compare clang and Polly only.")
            return 2
    if args.no_tessera and args.min_remark_ratio is not None:
        log("run.py: --min-remark-ratio ignored with --no-tessera")
    return None


def remark_ratio(args, results, failures):
    """Print the fraction of kernels with a tessera remark; enforce --min-remark-ratio."""
    if args.no_tessera:
        return
    with_remarks = sum(1 for r in results if (r["remarks"] or 0) > 0)
    ratio = with_remarks / len(results)
    print(f"tessera remarks: {with_remarks}/{len(results)} kernels "
          f"have at least one remark (ratio {ratio:.2f})")
    if args.min_remark_ratio is not None and ratio < args.min_remark_ratio:
        failures.append(f"remark ratio {ratio:.2f} is below --min-remark-ratio "
                        f"{args.min_remark_ratio:g}")


def print_failures(failures):
    if failures:
        print(f"\nFAILURES ({len(failures)}):")
        for f in failures:
            print("  - " + f)
        return 1
    return 0


def main_polybench(args):
    pb = Path(args.polybench).resolve()
    blist = pb / "utilities" / "benchmark_list"
    if not blist.is_file():
        log(f"run.py: PolyBench/C 4.2.1 NOT FOUND: {blist} does not exist.\n"
            f"        --suite polybench reads it from ../shared/polybench beside the repository "
            f"({DEFAULT_POLYBENCH})\n        or from --polybench DIR.")
        return 2
    args.polybench = pb
    kernels = polybench_kernels(pb)
    missing = [k.rel for k in kernels if not k.src.is_file()]
    if missing or not kernels:
        log(f"run.py: PolyBench at {pb} is incomplete: "
            + (f"missing {' '.join(missing)}" if missing else "empty benchmark_list"))
        return 2
    if args.kernels:
        by_name = {k.name: k for k in kernels}
        unknown = [k for k in args.kernels if k.removesuffix(".c") not in by_name]
        if unknown:
            log(f"run.py: unknown PolyBench kernel(s): {' '.join(unknown)}\n"
                f"        known: {' '.join(sorted(by_name))}")
            return 2
        kernels = [by_name[k.removesuffix(".c")] for k in args.kernels]
    err = check_tools(args)
    if err is not None:
        return err
    full = not args.kernels and args.preset == "large"
    record = (full and not args.check_only) if args.record is None else args.record
    if record and args.check_only:
        log("run.py: --record ignored with --check-only")
        record = False
    variants = make_variants(args)
    builddir = Path(tempfile.mkdtemp(prefix="tessera-polybench-"))
    failures = []
    try:
        plugin_error = check_plugin(args, builddir, failures)
        results = run_polybench(args, variants, kernels, builddir, failures, plugin_error)
        remark_ratio(args, results, failures)
        if args.check_only:
            nok = sum(1 for r in results if r["ok"])
            print(f"check: {nok}/{len(results)} PolyBench kernels ({pb_datasets_desc(args)}) built, "
                  f"ran and dumped identical arrays across {', '.join(v.name for v in variants)}")
        else:
            head, rows, gm = pb_table(results, variants)
            summary = pb_summary(results, variants, gm)
            print(text_table(head, rows))
            for k, v in summary:
                print(f"{k}: {v}")
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            title = f"PolyBench/C 4.2.1: speedup over clang -O3 ({pb_datasets_desc(args)})"
            if args.preset == "large":
                title = "PolyBench/C 4.2.1: speedup over clang -O3 (LARGE; MEDIUM for 10 kernels)"
            chart = out / "polybench-chart.svg"
            wrote = write_svg(chart, results, variants, title)
            md = out / "polybench.md"
            write_markdown(md, args, variants, head, rows, failures, title="PolyBench/C 4.2.1 results",
                           body=pb_markdown(args, variants, head, rows, summary, failures,
                                            chart.name if wrote else None))
            log(f"wrote {md}" + (f" and {chart}" if wrote else ""))
            if record:
                res = Path(args.results).resolve()
                section = "polybench-parallel" if args.parallel else "polybench"
                chart = res.parent / f"{section}-chart.svg"
                wrote = write_svg(chart, results, variants, title)
                update_section(res, section, pb_markdown(
                    args, variants, head, rows, summary, failures,
                    os.path.relpath(chart, res.parent) if wrote else None),
                    "PolyBench/C 4.2.1, parallel" if args.parallel else "PolyBench/C 4.2.1")
                log(f"updated the {section} section of {res}" + (f", wrote {chart}" if wrote else ""))
            elif not full:
                log(f"(a partial run: {args.results} not updated; --record forces it)")
    finally:
        remove_builds(args, builddir)
    return print_failures(failures)


def main(argv=None):
    args = parse_args(argv)
    if args.suite == "polybench":
        return main_polybench(args)
    suite = Path(args.suite).resolve()
    if not suite.is_dir():
        log(f"run.py: suite directory {suite} does not exist")
        return 2
    args.suite = os.path.relpath(suite, REPO) if str(suite).startswith(str(REPO)) else str(suite)
    kernels = sorted(suite.glob("*.c"))
    if args.kernels:
        by_name = {k.stem: k for k in kernels}
        unknown = [k for k in args.kernels if k.removesuffix(".c") not in by_name]
        if unknown:
            log(f"run.py: unknown kernel(s) in {suite}: {' '.join(unknown)}")
            return 2
        kernels = [by_name[k.removesuffix(".c")] for k in args.kernels]
    if not kernels:
        log(f"run.py: no .c files in {suite}")
        return 2
    err = check_tools(args)
    if err is not None:
        return err
    if args.record and args.check_only:
        log("run.py: --record ignored with --check-only")
    variants = make_variants(args)
    builddir = Path(tempfile.mkdtemp(prefix="tessera-bench-"))
    failures = []
    results = []
    plugin_error = None
    try:
        plugin_error = check_plugin(args, builddir, failures)
        total = len(kernels)
        for idx, kernel in enumerate(kernels, 1):
            name = kernel.stem
            prefix = f"[{idx}/{total}] {name}:"
            log(f"{prefix} building...", end="")
            todo = [v for v in variants if not (v.name == "tessera" and plugin_error)]
            if args.jobs > 1:
                from concurrent.futures import ThreadPoolExecutor
                with ThreadPoolExecutor(args.jobs) as pool:
                    built = dict(zip([v.name for v in todo],
                                     pool.map(lambda v: build(args, kernel, v, builddir), todo)))
            else:
                built = {v.name: build(args, kernel, v, builddir) for v in todo}
            rec = {"kernel": name, "compile": {n: b["time"] for n, b in built.items()},
                   "median": {}, "remarks": built["tessera"]["remarks"] if "tessera" in built else None,
                   "ok": True}
            for n, b in built.items():
                if not b["ok"]:
                    failures.append(f"{name} [{n}]: {b['error']}")
                    rec["ok"] = False
            ok_variants = [v for v in variants if v.name in built and built[v.name]["ok"]]

            # ---- correctness: run every variant on every RUN-ARGS set, compare
            log(" checking...", end="")
            arg_sets = parse_run_args(kernel)
            reference = {}
            for ai, rargs in enumerate(arg_sets):
                outs = {}
                for v in ok_variants:
                    r = run_limited([str(built[v.name]["exe"])] + rargs, args.timeout)
                    label = f"{name} [{v.name}]" + (f" args {' '.join(rargs)}" if rargs else "")
                    if r["timeout"]:
                        failures.append(f"{label}: run timed out after {args.timeout:g} s")
                    elif r["rc"] != 0:
                        failures.append(f"{label}: run exited with {r['rc']}\n{tail(r['stderr'])}")
                    else:
                        outs[v.name] = r["stdout"]
                        if ai == 0:
                            reference[v.name] = r["stdout"]
                if len(outs) != len(ok_variants):
                    rec["ok"] = False
                base_name = next(iter(outs), None)
                for vn, out in outs.items():
                    if vn != base_name and out != outs[base_name]:
                        line, a, b = first_difference(outs[base_name], out)
                        failures.append(
                            f"{name}: OUTPUT DIFFERS {base_name} vs {vn}"
                            + (f" (args {' '.join(rargs)})" if rargs else "")
                            + f", line {line}:\n      {base_name}: {a}\n      {vn}: {b}")
                        rec["ok"] = False

            # ---- timing: interleave variants run by run
            if not args.check_only and ok_variants:
                samples = {v.name: [] for v in ok_variants}
                timed = [v for v in ok_variants if v.name in reference]
                for run in range(1, args.runs + 1):
                    log(f" running {run}/{args.runs}...", end="")
                    for v in timed:
                        if v.name not in samples:
                            continue
                        r = run_limited([str(built[v.name]["exe"])] + arg_sets[0], args.timeout)
                        if r["timeout"] or r["rc"] != 0:
                            failures.append(f"{name} [{v.name}]: timed run {run} "
                                            + ("timed out" if r["timeout"] else f"exited with {r['rc']}"))
                            del samples[v.name]
                            rec["ok"] = False
                            continue
                        if r["stdout"] != reference[v.name]:
                            failures.append(f"{name} [{v.name}]: nondeterministic output in timed run {run}")
                            rec["ok"] = False
                        samples[v.name].append(r[args.metric])
                rec["median"] = {n: statistics.median(s) for n, s in samples.items() if s}
                summary = "  ".join(f"{n} {t:.3f}s" for n, t in rec["median"].items())
                log(f" {summary}", end="")
            status = "ok" if rec["ok"] else "FAILED"
            if rec["remarks"] is not None:
                status += f" ({rec['remarks']} remarks)"
            log(f" {status}")
            results.append(rec)

        # ---- summary
        remark_ratio(args, results, failures)
        if not args.check_only:
            head, rows = table_rows(results, variants)
            print(text_table(head, rows))
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            write_markdown(out / "results.md", args, variants, head, rows, failures)
            title = f"Speedup over clang -O3 ({Path(args.suite).name}, preset {args.preset})"
            wrote_svg = write_svg(out / "chart.svg", results, variants, title)
            log(f"wrote {out / 'results.md'}" + (f" and {out / 'chart.svg'}" if wrote_svg else ""))
            if args.record:
                # The own suite's generated part of RESULTS.md (the prose around it is kept).
                res = Path(args.results).resolve()
                section = Path(args.suite).name
                chart = res.parent / ("results-chart.svg" if section == "kernels"
                                      else f"{section}-chart.svg")
                wrote_svg = write_svg(chart, results, variants, title)
                update_section(res, section, markdown_report(args, variants, head, rows, failures),
                               args.suite)
                log(f"updated the {section} section of {res}" + (f", wrote {chart}" if wrote_svg else ""))
        else:
            nok = sum(1 for r in results if r["ok"])
            print(f"check: {nok}/{len(results)} kernels built, ran and agreed across "
                  f"{', '.join(v.name for v in variants)}")
    finally:
        remove_builds(args, builddir)
    return print_failures(failures)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
