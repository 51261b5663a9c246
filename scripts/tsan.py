#!/usr/bin/env python3
"""Option parallel under ThreadSanitizer: PolyBench kernels (MEDIUM) built
with `-fsanitize=thread -fopenmp` and Tessera's parallel loops, run on 2
threads. Fails when ThreadSanitizer reports a race, or when a kernel that
should fork has no parallel loop (the check would prove nothing).

The OpenMP runtime is not instrumented: libarcher (LLVM's OpenMP tool for
ThreadSanitizer, in libomp-19-dev) tells ThreadSanitizer about the
runtime's synchronization, and races inside libomp itself (its own mutexes
while threads start) are suppressed; every access of the generated code is
instrumented (the sanitizer's pass runs after Tessera).

    python3 scripts/tsan.py [--plugin SO] [--polybench DIR] [KERNEL ...]
"""
import argparse
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
import run  # noqa: E402  (benches/run.py: where PolyBench's kernels are)

# Kernels whose MEDIUM dataset gives some loop enough work to fork.
KERNELS = ["gemm", "2mm", "3mm", "syrk", "syr2k", "symm", "trmm", "doitgen",
           "covariance", "deriche", "jacobi-2d", "fdtd-2d", "seidel-2d"]
ARCHER = "/usr/lib/llvm-19/lib/libarcher.so"
RACY = """#include <stdio.h>
int main(void) {
  long sum = 0;
#pragma omp parallel for
  for (int i = 0; i < 100000; i++)
    sum += i;
  printf("%ld\\n", sum);
  return 0;
}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plugin", default=str(ROOT / "target/release/libtessera.so"))
    ap.add_argument("--polybench", default=str(ROOT.parent / "shared/polybench"))
    ap.add_argument("kernels", nargs="*", default=KERNELS)
    a = ap.parse_args()
    pb = pathlib.Path(a.polybench)
    plugin = os.path.abspath(a.plugin)
    by_name = {k.name: k.src for k in run.polybench_kernels(pb)}
    failed = []
    with tempfile.TemporaryDirectory() as tmp:
        supp = pathlib.Path(tmp, "tsan.supp")
        supp.write_text("called_from_lib:libomp.so.5\n")
        env = dict(os.environ, OMP_NUM_THREADS="2", OMP_TOOL_LIBRARIES=ARCHER,
                   TSAN_OPTIONS=f"suppressions={supp} ignore_noninstrumented_modules=1")
        # The check must be able to fail: a loop racing on one variable
        # (by hand, no Tessera) is reported.
        racy = pathlib.Path(tmp, "racy.c")
        racy.write_text(RACY)
        exe = pathlib.Path(tmp, "racy")
        subprocess.run(["clang-19", "-O1", "-g", "-fsanitize=thread", "-fopenmp", str(racy),
                        "-o", str(exe)], check=True)
        r = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=600)
        if "WARNING: ThreadSanitizer" not in r.stderr:
            print("ThreadSanitizer missed the race of a racy loop: the check proves nothing here")
            return 1
        for name in a.kernels:
            src = by_name[name]
            exe = pathlib.Path(tmp, name)
            cmd = ["clang-19", "-O1", "-g", "-fsanitize=thread", "-fopenmp",
                   "-fpass-plugin=" + plugin, "-Xclang", "-load", "-Xclang", plugin,
                   "-mllvm", "-tessera-parallel=true", "-Rpass=tessera",
                   "-I", str(pb / "utilities"), "-I", str(src.parent),
                   str(pb / "utilities/polybench.c"), str(src),
                   "-DMEDIUM_DATASET", "-DPOLYBENCH_TIME", "-lm", "-o", str(exe)]
            c = subprocess.run(cmd, capture_output=True, text=True)
            if c.returncode != 0:
                print(f"{name}: build failed\n{c.stderr[-2000:]}")
                failed.append(name)
                continue
            forks = c.stderr.count("on OpenMP threads")
            r = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=600)
            races = r.stderr.count("WARNING: ThreadSanitizer")
            ok = r.returncode == 0 and races == 0 and forks > 0
            print(f"{name}: {forks} SCoP(s) with parallel loops, {races} race report(s), exit {r.returncode}"
                  + ("" if ok else "  <-- FAILED"))
            if not ok:
                print(r.stderr[-3000:])
                failed.append(name)
    if failed:
        print(f"ThreadSanitizer check failed: {', '.join(failed)}")
        return 1
    print(f"ThreadSanitizer: {len(a.kernels)} kernels, no race")
    return 0


if __name__ == "__main__":
    sys.exit(main())
