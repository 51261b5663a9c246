#!/usr/bin/env python3
"""Regenerates the IR of a lit test whose input is a checked-in .ll made
from C.

Such a test keeps its C source in its header, each line numbered (the
numbers are the lines remarks point at), the expected output under it:

    ; What the test pins and why.
    ; RUN: ...
    ; SOURCE: kernel.c [extra clang flags]
    ;    1| void kernel(int n, double *a) {
    ;    2|   for (int i = 0; i < n; i++)
    ;    3|     a[i] *= 2.0;
    ;    4| }
    ; END-SOURCE
    ; CHECK: ... kernel.c:2:3 ...

and below the header (from clang's `; ModuleID =` line on) the IR `%cc-ir` (lit-tests/lit.cfg.py) makes of that
source (plus the SOURCE line's extra flags), compiled as kernel.c in an
empty directory (the debug info's directory is written as "."). The IR is
frozen on purpose: the test pins what Tessera does with that IR, not what
clang makes of the C today.

A header line `; IR: COMMAND` replaces `%cc-ir` by another command (lit's
substitutions apply; the file name and `-o OUT` are appended). The one the
tests use:

    ; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names

the IR where Tessera runs in a clang -O3 build: the ThinLTO pre-link
pipeline is the -O3 simplification pipeline, stopped where the
optimization pipeline (whose OptimizerEarly point runs Tessera) would
start. `%cc-ir` runs the whole -O2 pipeline without vectorizing, which
models some nests differently (gemm's statements and parameters,
fdtd-2d's single SCoP). ThinLTO's summary lines (`^0 = ...`) are dropped.

    python3 scripts/regen-ll.py lit-tests/x/y.ll ...   rewrite the IR below the header
    python3 scripts/regen-ll.py --check lit-tests/x/y.ll
                                                     exit 1 if the IR is not what
                                                     the source gives today

To write a new test: write the header (RUN lines, the SOURCE block, the
CHECK lines; the numbers may be left out, `; | code` lines are numbered
here), then run this script on it. Everything but the numbering and the
IR is kept as it is.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import litrun  # noqa: E402

IR_RE = re.compile(r"^;\s*IR:\s*(.+?)\s*$")
SOURCE_RE = re.compile(r"^;\s*SOURCE:\s*(\S+)(.*)$")
LINE_RE = re.compile(r"^;\s*(\d*)\|(.*)$")
END_RE = re.compile(r"^;\s*END-SOURCE\s*$")


def split(path):
    """(header lines before SOURCE, file name, extra flags, source lines,
    the lines between END-SOURCE and the IR, the IR)."""
    with open(path) as f:
        lines = f.read().split("\n")
    start = next((i for i, l in enumerate(lines) if SOURCE_RE.match(l)), None)
    if start is None:
        raise SystemExit(f"{path}: no '; SOURCE: name.c' line")
    end = next((i for i in range(start + 1, len(lines)) if END_RE.match(lines[i])), None)
    if end is None:
        raise SystemExit(f"{path}: no '; END-SOURCE' line after SOURCE")
    m = SOURCE_RE.match(lines[start])
    name, flags = m.group(1), shlex.split(m.group(2))
    source = []
    for l in lines[start + 1 : end]:
        lm = LINE_RE.match(l)
        if not lm:
            raise SystemExit(f"{path}: not a source line (';  N| code'): {l!r}")
        code = lm.group(2)
        source.append(code[1:] if code.startswith(" ") else code)
    ir_start = next((i for i in range(end + 1, len(lines)) if lines[i].startswith("; ModuleID = ")), len(lines))
    tail = lines[end + 1 : ir_start]
    while tail and not tail[-1].strip():
        tail.pop()
    return lines[:start], name, flags, source, tail, "\n".join(lines[ir_start:])


def recipe(head):
    """The command making the IR: `; IR: COMMAND` in the header, or %cc-ir."""
    for l in head:
        m = IR_RE.match(l)
        if m:
            return m.group(1)
    return "%cc-ir"


def compile_ir(path, head, name, flags, source):
    cfg = litrun.load_config(litrun.find_config(path))
    command = recipe(head)
    for key, value in cfg.substitutions:
        command = command.replace(key, value)
    env = dict(os.environ)
    env.update(cfg.environment)
    with tempfile.TemporaryDirectory(prefix="tessera-ll-") as d:
        with open(os.path.join(d, name), "w") as f:
            f.write("\n".join(source) + "\n")
        cmd = shlex.split(command) + flags + [name, "-o", "out.ll"]
        p = subprocess.run(cmd, cwd=d, env=env, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            raise SystemExit(f"{path}: {' '.join(cmd)} failed:\n{p.stderr}")
        with open(os.path.join(d, "out.ll")) as f:
            ir = f.read()
        real = os.path.realpath(d)
        for dir_ in {d, real}:
            ir = ir.replace(f'directory: "{dir_}"', 'directory: "."')
            ir = ir.replace(dir_, ".")
    # ThinLTO's summary (-flto=thin): not IR Tessera looks at.
    ir = "".join(l for l in ir.splitlines(True) if not re.match(r"^\^[0-9]+ = ", l))
    return ir


def render(head, name, flags, source, tail, ir):
    out = list(head)
    out.append("; SOURCE: " + " ".join([name] + [shlex.quote(f) for f in flags]))
    for n, code in enumerate(source, 1):
        out.append(f"; {n:4d}| {code}".rstrip())
    out.append("; END-SOURCE")
    out.extend(tail)
    out.append("")
    return "\n".join(out) + "\n" + ir


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only report files whose IR differs")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    stale = 0
    for path in args.files:
        head, name, flags, source, tail, _ = split(path)
        with open(path) as f:
            old = f.read()
        new = render(head, name, flags, source, tail, compile_ir(path, head, name, flags, source))
        if new == old:
            continue
        if args.check:
            print(f"{path}: the IR is not what its source gives today")
            stale += 1
        else:
            with open(path, "w") as f:
                f.write(new)
            print(f"{path}: regenerated")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
