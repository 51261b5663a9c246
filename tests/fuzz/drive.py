#!/usr/bin/env python3
"""Differential fuzzing driver: generated programs, clang-19 -O3 with and without Tessera.

    python3 tests/fuzz/drive.py --count 150 --seed 1 --jobs 2
    python3 tests/fuzz/drive.py --check tests/fuzz/findings/FILE.c    # re-run one program

Each program from gen.py is built with `clang-19 -O3 -march=native` (the
reference) and with the Tessera plugin under every option set of
OPTION_SETS, and each binary is run with the program's default sizes and
its RUN-ARGS.  A finding is: a Tessera build that fails (crash, verifier
error: builds use -fverify-intermediate-code), takes longer than --timeout,
or a Tessera binary whose output or exit status differs from the reference
(or that times out).  Findings are shrunk by deleting nodes of the program
tree and picking simpler variants while the same failure persists, and
saved with a README line under tests/fuzz/findings/.  A reference build or
run that fails is a generator bug, reported as `gen` (also counted failed).

The last line is `N passed, M failed`.
"""
import argparse
import concurrent.futures as cf
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

# Generator options of this run, for the findings' "From:" line.
GEN_EXTRA = ""

# Option sets a Tessera build is tried with: (name, extra clang arguments).
# Add schedule options (fusion modes, tile sizes, ...) here as they appear.
OPTION_SETS = [
    # the default: schedule=auto, fuse=smart, tile 32, codegen=changed
    ("default", []),
    # maximal fusion, tiny tiles (many partial tiles), every SCoP
    # regenerated (the round trip for those that keep their schedule)
    ("max-tile4-always", ["-mllvm", "-tessera-fuse=max", "-mllvm", "-tessera-tile-size=4",
                          "-mllvm", "-tessera-codegen=always"]),
    # no fusion, dependences printed, a small isl budget (time-outs leave
    # the code alone)
    ("none-deps-maxops20k", ["-mllvm", "-tessera-fuse=none", "-mllvm", "-tessera-print-deps=true",
                             "-mllvm", "-tessera-max-operations=20000"]),
]
# Extra option sets, chosen with --opts (comma-separated names).
EXTRA_OPTION_SETS = [
    ("original-always", ["-mllvm", "-tessera-schedule=original", "-mllvm", "-tessera-codegen=always"]),
    ("always-deps", ["-mllvm", "-tessera-codegen=always", "-mllvm", "-tessera-print-deps=true"]),
    ("always-maxops20k", ["-mllvm", "-tessera-codegen=always", "-mllvm", "-tessera-max-operations=20000"]),
    # option parallel: OpenMP threads (their count from OMP_NUM_THREADS)
    ("parallel", ["-fopenmp", "-mllvm", "-tessera-parallel=true"]),
    # `tessera explain`'s round trip: the program built with the script
    # option print-explain gives of its default build (every script must be
    # checked against its schedule, and accepted)
    ("explain", []),
]

CLANG = os.environ.get("CLANG", "clang-19")
BASE_FLAGS = ["-O3", "-march=native", "-w", "-fverify-intermediate-code"]
RUN_TIMEOUT = 10


def plugin_path():
    return os.environ.get("TESSERA_PLUGIN", os.path.join(ROOT, "target", "release", "libtessera.so"))


def run(cmd, timeout, cwd=None):
    """(returncode or 'timeout', stdout, stderr, seconds); kills the whole process group on time-out."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        rc = "timeout"
    return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.time() - t0


def tessera_flags(opts):
    P = plugin_path()
    return ["-fpass-plugin=" + P, "-Xclang", "-load", "-Xclang", P] + opts


def compile_c(src, exe, extra, timeout):
    """('ok'|'timeout'|'verifier'|'crash'|'error', detail, stderr)."""
    for attempt in range(30):
        rc, _, err, _ = run([CLANG] + BASE_FLAGS + extra + [src, "-o", exe, "-lm"], timeout)
        # the plugin is being rebuilt (cargo replaces the file): wait and retry
        if rc == 0 or not re.search(r"(unable|could not|failed) to load|cannot open shared object", err, re.I):
            break
        time.sleep(10)
    if rc == "timeout":
        return "timeout", "compile over %ds" % timeout, err
    if rc == 0:
        return "ok", "", err
    sig = signature(err)
    if ("does not dominate" in err or "Broken module" in err or "verif" in err.lower()
            or "Broken function" in err):
        return "verifier", sig, err
    if "PLEASE submit" in err or "Stack dump" in err or "panicked" in err or (isinstance(rc, int) and rc < 0):
        return "crash", sig, err
    return "error", sig, err


def signature(err):
    """First meaningful line of a compiler failure (used to tell failures apart)."""
    for ln in err.splitlines():
        ln = ln.strip()
        if not ln or "remark:" in ln or ln.startswith(("|", "^")) or re.match(r"^\d+ \|", ln):
            continue
        if "panicked at" in ln:
            return re.sub(r"\d+:\d+", "L:C", ln)[:200]
        return re.sub(r"%\w+|\b\d+\b", "#", ln)[:200]
    return "(no message)"


def arg_sets_of(text):
    sets = [[]]
    for ln in text.splitlines():
        if ln.startswith("// RUN-ARGS:"):
            sets.append(ln.split(":", 1)[1].split())
    return sets


class Result:
    def __init__(self, status, kind="", optset="", detail="", args=None, regen=0):
        self.status, self.kind, self.optset, self.detail, self.args, self.regen = (
            status, kind, optset, detail, args, regen)


def check_text(text, wd, optsets, timeout, arg_sets=None, stop_at_first=True):
    """Differential check of one C source. Result.status: pass | fail | gen."""
    src = os.path.join(wd, "p.c")
    with open(src, "w") as f:
        f.write(text)
    if arg_sets is None:
        arg_sets = arg_sets_of(text)
    base = os.path.join(wd, "base")
    st, detail, err = compile_c(src, base, [], timeout)
    if st != "ok":
        return Result("gen", "reference-compile-" + st, "", detail + "\n" + err[:2000])
    ref = {}
    for a in arg_sets:
        rc, out, err, _ = run([base] + a, RUN_TIMEOUT)
        if rc != 0:
            return Result("gen", "reference-run", "", "rc=%s %s" % (rc, err[:500]), a)
        ref[tuple(a)] = out
    regen = 0
    first_fail = None
    for name, opts in optsets:
        exe = os.path.join(wd, "t_" + name)
        if name == "explain":
            opts, problem = explained(src, wd, timeout)
            if problem:
                r = Result("fail", "explain", name, problem)
                if stop_at_first:
                    return r
                first_fail = first_fail or r
                continue
        st, detail, err = compile_c(src, exe, tessera_flags(opts) + ["-Rpass=tessera", "-Rpass-missed=tessera"], timeout)
        regen = max(regen, err.count("remark: regenerated SCoP"))
        if st == "ok" and name == "explain" and re.search(r"the script is illegal|script not applied", err):
            st, detail = "refused", signature("\n".join(
                ln for ln in err.splitlines() if "script" in ln))
        if st != "ok":
            r = Result("fail", "compile-" + st, name, detail)
            if stop_at_first:
                return r
            first_fail = first_fail or r
            continue
        for a in arg_sets:
            rc, out, err, _ = run([exe] + a, RUN_TIMEOUT)
            if rc != 0 or out != ref[tuple(a)]:
                kind = "run-timeout" if rc == "timeout" else ("mismatch" if rc == 0 else "run-crash")
                r = Result("fail", kind, name, "rc=%s" % rc, a)
                if stop_at_first:
                    return r
                first_fail = first_fail or r
                break
    return first_fail or Result("pass", regen=regen)


def explained(src, wd, timeout):
    """(the clang arguments that build `src` with the scripts option
    print-explain gives of its default build, a problem or None)."""
    rc, out, err, _ = run([CLANG] + BASE_FLAGS + tessera_flags(["-mllvm", "-tessera-print-explain=true"])
                          + [src, "-o", os.devnull, "-lm"], timeout)
    if rc != 0:
        return [], "print-explain build failed: " + signature(err)
    for ln in out.splitlines():
        if ln.startswith("# @") and ("NOT the same" in ln or "no script (" in ln):
            return [], ln[:200]
    script = os.path.join(wd, "explained.script")
    with open(script, "w") as f:
        f.write("".join(ln + "\n" for ln in out.splitlines() if not ln.startswith("#")))
    return ["-mllvm", "-tessera-script=" + script], None


# ------------------------------------------------------------------ reducer

def reduce_program(prog, finding, wd, timeout, budget, log):
    """Shrinks prog (a gen.Program) in place while `finding` reproduces."""
    optsets = [o for o in OPTION_SETS + EXTRA_OPTION_SETS if o[0] == finding.optset]
    compile_kind = finding.kind.startswith("compile-")
    if not compile_kind:
        args = finding.args or [str(p.default) for p in prog.params.values()]
        prog.run_args = [args]
    tries = [0]

    def still_fails():
        tries[0] += 1
        text = prog.text()
        sets = [] if compile_kind else [prog.run_args[0]]
        r = check_text(text, wd, optsets, timeout, arg_sets=[[]] + sets if compile_kind else sets)
        if r.status != "fail" or r.kind != finding.kind:
            return False
        return not compile_kind or r.detail == finding.detail

    t0 = time.time()
    changed = True
    while changed and time.time() - t0 < budget:
        changed = False
        for node in list(gen.walk(prog.top)):
            if time.time() - t0 > budget:
                break
            if not any(n is node for n in gen.walk(prog.top)):
                continue
            if node.removable:
                node.deleted = True
                if still_fails():
                    changed = True
                    continue
                node.deleted = False
            for v in range(node.v + 1, node.nvariants()):
                old = node.v
                node.v = v
                if still_fails():
                    changed = True
                    break
                node.v = old
    if not compile_kind:
        # smaller sizes
        ps = list(prog.params.values())
        for i, p in enumerate(ps):
            cur = int(prog.run_args[0][i])
            for val in sorted({p.pmin, (p.pmin + cur) // 2, cur - 1}):
                if val >= cur or val < p.pmin or time.time() - t0 > budget * 1.2:
                    continue
                old = list(prog.run_args[0])
                prog.run_args[0][i] = str(val)
                if still_fails():
                    break
                prog.run_args[0] = old
    log("    reduced in %d tries, %.0fs" % (tries[0], time.time() - t0))
    return prog


# ------------------------------------------------------------------ driver

class Findings:
    def __init__(self, folder):
        self.folder = folder
        self.lock = threading.Lock()
        self.seen = set()
        readme = os.path.join(folder, "README.md")
        if os.path.exists(readme):
            for ln in open(readme):
                m = re.search(r"signature: `(.*)`", ln)
                if m:
                    self.seen.add(m.group(1))

    def key(self, r):
        return "%s | %s" % (r.kind, r.detail if r.kind.startswith("compile-") else r.optset)

    def claim(self, r):
        """True when this failure signature is new (then the caller reduces and saves it)."""
        with self.lock:
            k = self.key(r)
            if k in self.seen:
                return False
            self.seen.add(k)
            return True

    def save(self, seed, r, text):
        with self.lock:
            os.makedirs(self.folder, exist_ok=True)
            name = "s%d-%s-%s.c" % (seed, r.optset or "ref", r.kind)
            path = os.path.join(self.folder, name)
            rel = os.path.relpath(path, ROOT)
            head = ["// Finding: %s with option set '%s' (%s)" % (r.kind, r.optset, r.detail),
                    "// From: python3 tests/fuzz/gen.py %d%s (reduced by drive.py)" % (seed, GEN_EXTRA),
                    "// Reproduce: python3 tests/fuzz/drive.py --check %s --opts %s" % (rel, r.optset)]
            with open(path, "w") as f:
                f.write("\n".join(head) + "\n" + text)
            readme = os.path.join(self.folder, "README.md")
            new = not os.path.exists(readme)
            with open(readme, "a") as f:
                if new:
                    f.write("# Fuzzing findings\n\nOne line per distinct failure: the reduced program, "
                            "the generator seed, the option set, what failed. Reproduce with "
                            "`python3 tests/fuzz/drive.py --check FILE --opts OPTSET`.\n\n")
                f.write("- `%s`: seed %d, option set `%s`, %s; signature: `%s`\n"
                        % (name, seed, r.optset, r.kind, self.key(r)))
            return path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1, help="first program seed is SEED*100000")
    ap.add_argument("--start", type=int, default=0, help="index of the first program (to split long runs)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60, help="compile time limit, seconds")
    ap.add_argument("--keep", action="store_true", help="keep the work directories")
    ap.add_argument("--opts", default="", help="comma-separated option-set names (default: all)")
    ap.add_argument("--stencils", type=float, default=0.0,
                    help="share of kernels that are time-stepped stencils (gen.py --stencils)")
    ap.add_argument("--temps", type=float, default=0.0,
                    help="share of kernels that rewrite a temporary array in every iteration (gen.py --temps)")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--reduce-time", type=int, default=300, help="seconds per finding")
    ap.add_argument("--findings", default=os.path.join(HERE, "findings"))
    ap.add_argument("--workdir", default=os.path.join(HERE, "work"))
    ap.add_argument("--check", metavar="FILE", help="check one C file (RUN-ARGS lines give the sizes)")
    a = ap.parse_args()
    global GEN_EXTRA
    GEN_EXTRA = (" --stencils %g" % a.stencils if a.stencils > 0 else "") + (
        " --temps %g" % a.temps if a.temps > 0 else "")

    optsets = OPTION_SETS
    if a.opts:
        names = a.opts.split(",")
        optsets = [o for o in OPTION_SETS + EXTRA_OPTION_SETS if o[0] in names]
        if not optsets:
            sys.exit("no option set among %s" % [o[0] for o in OPTION_SETS + EXTRA_OPTION_SETS])
    if not os.path.exists(plugin_path()):
        sys.exit("no plugin at %s: cargo build --release" % plugin_path())
    os.makedirs(a.workdir, exist_ok=True)

    if a.check:
        wd = tempfile.mkdtemp(dir=a.workdir, prefix="check-")
        r = check_text(open(a.check).read(), wd, optsets, a.timeout, stop_at_first=False)
        if not a.keep:
            shutil.rmtree(wd, ignore_errors=True)
        if r.status == "pass":
            print("%s: pass (%d SCoPs regenerated)" % (a.check, r.regen))
            print("1 passed, 0 failed")
            return 0
        print("%s: %s %s option set '%s' %s args %s" % (a.check, r.status, r.kind, r.optset, r.detail, r.args))
        print("0 passed, 1 failed")
        return 1

    findings = Findings(a.findings)
    lock = threading.Lock()
    counts = {"pass": 0, "fail": 0, "gen": 0, "regen": 0, "with_scop": 0, "done": 0, "flaky": 0}
    t_start = time.time()

    def log(msg):
        with lock:
            print(msg, flush=True)

    def one(i):
        seed = a.seed * 100000 + i
        prog = gen.generate(seed, a.stencils, a.temps)
        text = prog.text()
        wd = tempfile.mkdtemp(dir=a.workdir, prefix="s%d-" % seed)
        try:
            r = check_text(text, wd, optsets, a.timeout)
            if r.status == "fail":
                # once more after a pause: the plugin may have been rebuilt under us, or the machine was busy
                time.sleep(20)
                r2 = check_text(text, wd, optsets, a.timeout)
                if r2.status == "pass":
                    log("FLAKY seed %d: %s option set '%s' %s, passes on a second try (kept in work/flaky/)"
                        % (seed, r.kind, r.optset, r.detail.splitlines()[0] if r.detail else ""))
                    os.makedirs(os.path.join(a.workdir, "flaky"), exist_ok=True)
                    shutil.copy(os.path.join(wd, "p.c"), os.path.join(a.workdir, "flaky", "s%d.c" % seed))
                    with lock:
                        counts["flaky"] += 1
                    r = r2
            if r.status != "pass":
                log("FAIL seed %d: %s %s option set '%s' %s args %s"
                    % (seed, r.status, r.kind, r.optset, r.detail.splitlines()[0] if r.detail else "", r.args))
                keep = os.path.join(a.workdir, "failed")
                os.makedirs(keep, exist_ok=True)
                shutil.copy(os.path.join(wd, "p.c"), os.path.join(keep, "s%d.c" % seed))
                if r.status == "fail" and findings.claim(r):
                    if not a.no_reduce:
                        log("  reducing seed %d ..." % seed)
                        prog = reduce_program(prog, r, wd, a.timeout, a.reduce_time, log)
                    path = findings.save(seed, r, prog.text())
                    log("  saved %s" % os.path.relpath(path, ROOT))
            return seed, r
        finally:
            if not a.keep:
                shutil.rmtree(wd, ignore_errors=True)

    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = [ex.submit(one, i) for i in range(a.start, a.start + a.count)]
        for fu in cf.as_completed(futs):
            seed, r = fu.result()
            with lock:
                counts["done"] += 1
                counts[r.status] += 1
                counts["regen"] += r.regen
                counts["with_scop"] += r.regen > 0
                d = counts["done"]
                if d % 25 == 0 or d == a.count:
                    print("[%d/%d] %d passed, %d failed (%d generator), %d with a regenerated SCoP, %.0fs"
                          % (d, a.count, counts["pass"], counts["fail"] + counts["gen"], counts["gen"],
                             counts["with_scop"], time.time() - t_start), flush=True)
    print("programs with a regenerated SCoP: %d of %d (%d SCoPs); flaky (passed on a second try): %d"
          % (counts["with_scop"], a.count, counts["regen"], counts["flaky"]))
    print("%d passed, %d failed" % (counts["pass"], counts["fail"] + counts["gen"]))
    return 0 if counts["fail"] + counts["gen"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
