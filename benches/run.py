#!/usr/bin/env python3
"""Tessera comparison runner.

Builds every C kernel of a suite three ways -- clang -O3 (baseline), + Polly,
+ the Tessera pass plugin -- checks that the three binaries print identical
output, and (unless --check-only) times them and writes a Markdown report and
an SVG chart.  Standard library only.  See benches/README.md.
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

RUN_ARGS_RE = re.compile(r"^\s*//\s*RUN-ARGS(?:-(\d+))?\s*:(.*)$")
REMARK_TAG = "[-Rpass=tessera]"


# ----------------------------------------------------------------------------
# small helpers

def log(msg, end="\n"):
    sys.stderr.write(msg + end)
    sys.stderr.flush()


def run_limited(cmd, timeout, cwd=None):
    """Run cmd in its own process group.  Returns a dict with rc (None on
    timeout), stdout, stderr (bytes), wall and cpu seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                stdin=subprocess.DEVNULL, cwd=cwd, start_new_session=True)
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
    def __init__(self, name, flags, remarks=False):
        self.name = name
        self.flags = flags
        self.remarks = remarks


def make_variants(args):
    base = ["-O3", "-march=native"]
    variants = [Variant("clang", base)]
    if not args.no_polly:
        variants.append(Variant("polly", base + ["-mllvm", "-polly"]))
    if not args.no_tessera:
        p = str(args.plugin)
        variants.append(Variant("tessera", base + [
            "-fpass-plugin=" + p, "-Xclang", "-load", "-Xclang", p,
            "-Rpass=tessera"] + shlex.split(args.tessera_flags), remarks=True))
    return variants


def build(args, kernel, variant, builddir):
    exe = builddir / f"{kernel.stem}.{variant.name}"
    cmd = [args.cc] + variant.flags + shlex.split(args.cflags)
    if args.preset == "small":
        cmd.append("-DPRESET_SMALL")
    else:
        cmd.append("-DPRESET_LARGE")
    cmd += ["-I", str(kernel.parent), str(kernel), "-o", str(exe), "-lm"]
    r = run_limited(cmd, args.timeout)
    text = r["stderr"].decode("utf-8", "replace")
    (builddir / f"{kernel.stem}.{variant.name}.log").write_text(
        " ".join(shlex.quote(c) for c in cmd) + "\n" + text)
    res = {"exe": exe, "time": r["wall"], "ok": r["rc"] == 0 and exe.exists(),
           "remarks": None, "error": None}
    if variant.remarks:
        # Kernel remarks only: SCoPs of main (initialisation, checksums) do
        # not count.
        res["remarks"] = sum(1 for l in text.splitlines()
                             if "remark:" in l and REMARK_TAG in l and "SCoP main.scop" not in l)
    if r["timeout"]:
        res["ok"] = False
        res["error"] = f"compile timed out after {args.timeout:g} s"
    elif not res["ok"]:
        res["error"] = f"compile failed (exit {r['rc']}):\n{tail(text)}"
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
# reporting

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
        cells = [f"**{c}**" if i == len(rows) - 1 else str(c) for c in r]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def environment(args, variants):
    cpu = "?"
    try:
        for l in Path("/proc/cpuinfo").read_text().splitlines():
            if l.startswith("model name"):
                cpu = l.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    commit = first_line(["git", "-C", str(REPO), "rev-parse", "HEAD"])
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--",
                            "benches", "tests/diff"], capture_output=True, text=True).stdout
    if dirty.strip():
        commit += " (benches/ or tests/diff/ modified)"
    env = [("date", datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M:%S %Z")),
           ("uname -a", first_line(["uname", "-a"])),
           ("CPU", f"{cpu} ({os.cpu_count()} logical CPUs)"),
           ("git commit", commit),
           ("compiler", first_line([args.cc, "--version"])),
           ("suite", f"{args.suite} (preset {args.preset}, {args.runs} runs per variant, "
                     f"median {args.metric} time)")]
    if any(v.name == "polly" for v in variants):
        env.append(("polly flags", "-O3 -march=native -mllvm -polly"))
    if any(v.name == "tessera" for v in variants):
        p = Path(args.plugin)
        stamp = datetime.datetime.fromtimestamp(p.stat().st_mtime).strftime("%Y-%m-%d %H:%M") \
            if p.exists() else "missing"
        env.append(("tessera plugin", f"{p} (built {stamp}) {args.tessera_flags}".rstrip()))
    env.append(("load average", " ".join(f"{x:.2f}" for x in os.getloadavg())))
    return env


def write_markdown(path, args, variants, head, rows, failures):
    lines = ["# Tessera benchmark results", ""]
    for k, v in environment(args, variants):
        lines.append(f"- **{k}**: `{v}`")
    lines += ["", "Times are the median over the runs of the whole process (initialisation "
              "included), in seconds.  `a/b` columns are speedups: time(b) / time(a) "
              "(above 1 means a is faster).  `cc` columns are compile times.  `remarks` "
              "counts `-Rpass=tessera` remarks outside main.", "", md_table(head, rows), ""]
    if failures:
        lines += ["## Failures", ""] + [f"- {f.splitlines()[0]}" for f in failures] + [""]
    path.write_text("\n".join(lines))


def write_svg(path, results, variants, title):
    series = [(v.name, {"polly": "#4e79a7", "tessera": "#e15759"}[v.name])
              for v in variants if v.name != "clang"]
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
                    help="directory of kernel .c files (default: benches/kernels; tests/diff works too)")
    ap.add_argument("--preset", choices=["small", "large"], default="large",
                    help="size preset: small passes -DPRESET_SMALL (default: large)")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per variant (default 5)")
    ap.add_argument("--check-only", action="store_true",
                    help="build and compare outputs only, no timing, no report files")
    ap.add_argument("--plugin", default=str(DEFAULT_PLUGIN),
                    help="Tessera pass plugin (default: target/release/libtessera.so)")
    ap.add_argument("--tessera-flags", default="", help="extra flags for the tessera build")
    ap.add_argument("--no-polly", action="store_true", help="skip the Polly variant")
    ap.add_argument("--no-tessera", action="store_true", help="skip the Tessera variant")
    ap.add_argument("--jobs", type=int, default=1,
                    help="parallel compiles per kernel (default 1; >1 skews compile times)")
    ap.add_argument("--min-remark-ratio", type=float, default=None, metavar="R",
                    help="fail if fewer than this fraction of kernels get a tessera remark")
    ap.add_argument("--timeout", type=float, default=300.0, metavar="S",
                    help="limit per compile and per run in seconds (default 300)")
    ap.add_argument("--out", default=str(BENCH_DIR / "out"),
                    help="report directory (default benches/out)")
    ap.add_argument("--cc", default="clang-19", help="compiler (default clang-19)")
    ap.add_argument("--cflags", default="", help="extra flags for every variant")
    ap.add_argument("--metric", choices=["wall", "cpu"], default="wall",
                    help="time measure: wall clock or user+sys CPU of the process (default wall)")
    ap.add_argument("--keep-builds", action="store_true", help="keep the temporary build directory")
    args = ap.parse_args(join_flag_values(sys.argv[1:] if argv is None else argv))
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    return args


def main(argv=None):
    args = parse_args(argv)
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
    variants = make_variants(args)
    builddir = Path(tempfile.mkdtemp(prefix="tessera-bench-"))
    failures = []
    results = []
    plugin_error = None
    try:
        if not args.no_tessera:
            plugin_error = plugin_preflight(args, builddir)
            if plugin_error:
                log(f"run.py: the Tessera plugin does not load into {args.cc}:\n"
                    f"      {plugin_error}\n      (tessera builds will be reported as failed)")
                failures.append(f"tessera plugin {args.plugin} does not load: {plugin_error}")
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
        has_t = not args.no_tessera
        ratio = None
        if has_t:
            with_remarks = sum(1 for r in results if (r["remarks"] or 0) > 0)
            ratio = with_remarks / len(results)
            print(f"tessera remarks: {with_remarks}/{len(results)} kernels "
                  f"have at least one remark (ratio {ratio:.2f})")
            if args.min_remark_ratio is not None and ratio < args.min_remark_ratio:
                failures.append(f"remark ratio {ratio:.2f} is below --min-remark-ratio "
                                f"{args.min_remark_ratio:g}")
        if not args.check_only:
            head, rows = table_rows(results, variants)
            print(text_table(head, rows))
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            write_markdown(out / "results.md", args, variants, head, rows, failures)
            title = f"Speedup over clang -O3 ({Path(args.suite).name}, preset {args.preset})"
            wrote_svg = write_svg(out / "chart.svg", results, variants, title)
            log(f"wrote {out / 'results.md'}" + (f" and {out / 'chart.svg'}" if wrote_svg else ""))
        else:
            nok = sum(1 for r in results if r["ok"])
            print(f"check: {nok}/{len(results)} kernels built, ran and agreed across "
                  f"{', '.join(v.name for v in variants)}")
    finally:
        if args.keep_builds:
            log(f"builds kept in {builddir}")
        else:
            shutil.rmtree(builddir, ignore_errors=True)

    if failures:
        print(f"\nFAILURES ({len(failures)}):")
        for f in failures:
            print("  - " + f)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
