#!/usr/bin/env python3
"""The md5 of the LLVM IR that clang -O3 + Tessera makes for every own-suite
kernel (benches/kernels, large preset) and every PolyBench kernel (LARGE or
MEDIUM as benches/run.py builds them), one line per kernel.

A change that must not alter generated code (a restructuring) is checked by
running this before and after and diffing the two files:

    python3 scripts/ir-md5.py --plugin target/release/libtessera.so > before.txt
    ... change, rebuild ...
    python3 scripts/ir-md5.py --plugin target/release/libtessera.so > after.txt
    diff before.txt after.txt

The target is fixed (-march=x86-64-v3), so the list does not depend on the
host CPU; the IR's module identifier (the source path) is dropped.
"""
import argparse
import concurrent.futures
import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
import run  # noqa: E402  (benches/run.py: PolyBench's kernel list and datasets)


def compile_md5(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    if p.returncode != 0:
        return "FAILED " + p.stderr.decode(errors="replace").strip().splitlines()[-1:][0] \
            if p.stderr.strip() else "FAILED"
    lines = [l for l in p.stdout.split(b"\n")
             if not l.startswith(b"; ModuleID") and not l.startswith(b"source_filename")]
    return hashlib.md5(b"\n".join(lines)).hexdigest()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plugin", default=str(ROOT / "target/release/libtessera.so"))
    ap.add_argument("--cc", default="clang-19")
    ap.add_argument("--polybench", default=str(ROOT.parent / "shared/polybench"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--flags", default="", help="extra flags, e.g. '-mllvm -tessera-fuse=max'")
    a = ap.parse_args()
    base = [a.cc, "-O3", "-march=x86-64-v3", "-S", "-emit-llvm", "-o", "-",
            "-fpass-plugin=" + os.path.abspath(a.plugin),
            # Loaded for -mllvm parsing too (-fpass-plugin loads it too late).
            "-Xclang", "-load", "-Xclang", os.path.abspath(a.plugin)] + a.flags.split()
    jobs = []
    for k in sorted((ROOT / "benches/kernels").glob("*.c")):
        jobs.append(("kernels/" + k.stem, base + ["-DPRESET_LARGE", "-I", str(k.parent), str(k)]))
    pb = Path(a.polybench)
    if (pb / "utilities/benchmark_list").exists():
        args = argparse.Namespace(preset="large")
        for k in run.polybench_kernels(pb):
            jobs.append(("polybench/" + k.name, base + [
                "-I" + str(pb / "utilities"), "-I" + str(k.src.parent), str(k.src),
                f"-D{run.polybench_dataset(args, k.name)}_DATASET", "-DPOLYBENCH_TIME"]))
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for (name, _), md5 in zip(jobs, ex.map(lambda j: compile_md5(j[1]), jobs)):
            print(f"{name} {md5}", flush=True)


if __name__ == "__main__":
    main()
