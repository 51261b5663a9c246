#!/usr/bin/env python3
"""The code map's size rules: `python3 scripts/code-shape.py` lists every Rust
source file over 1,000 lines and every function over 150 lines (from `fn` to
its closing brace), generated bindings (isl/src/sys.rs) apart; exit status 1
when there is one.
"""
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
cycles = __import__("module-cycles")  # its comment and literal stripper

MAX_FILE, MAX_FN = 1000, 150
SKIP = {"isl/src/sys.rs"}
FN = re.compile(r"\bfn\s+(\w+)")


def long_functions(text):
    """(name, first line, lines) of each function, by brace matching."""
    src = cycles.strip(text)
    out = []
    for m in FN.finditer(src):
        open_at = src.find("{", m.end())
        semi = src.find(";", m.end())
        if open_at < 0 or (0 <= semi < open_at):
            continue  # a declaration without a body
        depth, i = 0, open_at
        while i < len(src):
            if src[i] == "{":
                depth += 1
            elif src[i] == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        first = src.count("\n", 0, m.start()) + 1
        last = src.count("\n", 0, i) + 1
        if last - first + 1 > MAX_FN:
            out.append((m.group(1), first, last - first + 1))
    return out


def main():
    root = Path(__file__).resolve().parent.parent
    files = subprocess.run(["git", "ls-files", "*.rs"], cwd=root, capture_output=True,
                           text=True, check=True).stdout.split()
    bad = 0
    for f in files:
        if f in SKIP:
            continue
        text = (root / f).read_text()
        n = text.count("\n")
        if n > MAX_FILE:
            print(f"{f}: {n} lines (at most {MAX_FILE})")
            bad += 1
        for name, line, length in long_functions(text):
            print(f"{f}:{line}: fn {name}: {length} lines (at most {MAX_FN})")
            bad += 1
    if bad == 0:
        print(f"{len(files) - len(SKIP)} files: none over {MAX_FILE} lines, no function over {MAX_FN}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
