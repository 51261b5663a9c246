#!/usr/bin/env python3
"""Bless mode for lit-tests: rewrites a test's expected output from the
actual output, on purpose, where the expectation is a whole output (a
printed model, dependences, a schedule, an AST).

A test marks the lines to rewrite with a block, written with the file's
own comment leader (`//`, `;` or `#`):

    // RUN: %tessera deps %s | FileCheck --match-full-lines --check-prefix=DEPS %s
    // BLESS-BEGIN: DEPS
    // DEPS: ...
    // DEPS-NEXT: ...
    // BLESS-END

`python3 scripts/bless.py lit-tests/x/y.tir` runs the test's RUN lines in
order, in a temporary directory, with lit's substitutions (read from
lit-tests/lit.cfg.py). The FileCheck that checks the block's prefix
(exactly one RUN line must have one) is replaced by a capture of its input;
every other FileCheck only consumes its input. The block is then rewritten
from the captured output: the first line as `PREFIX:`, the others as
`PREFIX-NEXT:` (`PREFIX-EMPTY:` for empty lines), FileCheck's `{{` and `[[`
escaped, the test's directory and the temporary directory turned into
`{{.*}}`, lit and FileCheck keywords in the output neutralized. Everything
outside the blocks is left as it is. A RUN line that fails stops the
blessing and the file is not touched.

    python3 scripts/bless.py FILE...          rewrite the blocks
    python3 scripts/bless.py --check FILE...  print a diff and exit 1 where a
                                              block is not the actual output

Review the diff (git diff) before committing: blessing accepts whatever the
code does now.
"""

import argparse
import difflib
import os
import re
import shlex
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import litrun  # noqa: E402

BEGIN_RE = re.compile(r"^(\s*)(//|;|#)\s*BLESS-BEGIN:\s*([A-Za-z][A-Za-z0-9_-]*)\s*$")
END_RE = re.compile(r"^\s*(//|;|#)\s*BLESS-END\s*$")
# A FileCheck invocation inside a RUN line: up to the next |, &&, || or ;.
FILECHECK_RE = re.compile(r"(?:\bnot\s+)?\bFileCheck\b[^|;&]*")
# Keywords lit reads anywhere in a test file.
LIT_KEYWORDS = ["RUN", "XFAIL", "REQUIRES", "UNSUPPORTED", "ALLOW_RETRIES", "DEFINE", "REDEFINE"]


class BlessError(Exception):
    pass


def blocks(lines):
    """[(prefix, leader, indent, begin index, end index)] of the BLESS blocks."""
    out = []
    i = 0
    while i < len(lines):
        m = BEGIN_RE.match(lines[i])
        if m:
            end = next((j for j in range(i + 1, len(lines)) if END_RE.match(lines[j])), None)
            if end is None:
                raise BlessError(f"line {i + 1}: BLESS-BEGIN without BLESS-END")
            out.append((m.group(3), m.group(2), m.group(1), i, end))
            i = end
        elif END_RE.match(lines[i]):
            raise BlessError(f"line {i + 1}: BLESS-END without BLESS-BEGIN")
        i += 1
    prefixes = [b[0] for b in out]
    dup = {p for p in prefixes if prefixes.count(p) > 1}
    if dup:
        raise BlessError(f"several blocks for prefix {', '.join(sorted(dup))}")
    return out


def filecheck_prefixes(segment):
    """The check prefixes of one FileCheck invocation, and its `< FILE`."""
    words = shlex.split(segment)
    prefixes, infile = [], None
    i = 0
    while i < len(words):
        w = words[i]
        m = re.match(r"^--?check-prefix(es)?(=(.*))?$", w)
        if m:
            value = m.group(3)
            if value is None and i + 1 < len(words):
                i += 1
                value = words[i]
            prefixes += (value or "").split(",")
        elif w == "<" and i + 1 < len(words):
            i += 1
            infile = words[i]
        elif w.startswith("<") and len(w) > 1:
            infile = w[1:]
        i += 1
    return prefixes or ["CHECK"], infile


def rewrite_run(cmd, wanted, captures):
    """`cmd` with each FileCheck replaced by a capture (prefix in `wanted`)
    or a sink. Records in `captures` which prefix each capture file holds."""

    def repl(m):
        seg = m.group(0)
        trailing = seg[len(seg.rstrip()) :]
        prefixes, infile = filecheck_prefixes(seg.strip())
        hit = [p for p in prefixes if p in wanted]
        src = f" < {shlex.quote(infile)}" if infile else ""
        if not hit:
            return f"cat{src} > /dev/null" + trailing
        for p in hit:
            if p in captures:
                raise BlessError(f"prefix {p} is checked by more than one FileCheck; bless needs exactly one")
            captures[p] = f"bless.{p}.out"
        # One capture file per FileCheck; several blessed prefixes share it.
        return f"cat{src} > bless.{hit[0]}.out" + trailing

    return FILECHECK_RE.sub(repl, cmd)


def escape(line, prefixes):
    """A line of actual output as a FileCheck pattern matching it literally."""
    line = re.sub(r"\{\{", "{{[{][{]}}", line)
    line = re.sub(r"\[\[", r"{{\\[\\[}}", line)
    for kw in LIT_KEYWORDS:
        line = re.sub(rf"\b{kw}:", f"{kw}{{{{:}}}}", line)
    line = re.sub(r"\bEND\.", "END{{[.]}}", line)
    for p in prefixes:
        line = re.sub(rf"(?<![A-Za-z0-9_-])({re.escape(p)}(?:-[A-Za-z0-9-]+)?):", r"\1{{:}}", line)
    return line


def expected_lines(output, prefix, leader, indent, paths, prefixes):
    lines = [l.rstrip() for l in output.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    if not lines:
        raise BlessError(f"the output checked by {prefix} is empty: nothing to bless (check it otherwise)")
    out = []
    for n, line in enumerate(lines):
        if not line:
            out.append(f"{indent}{leader} {prefix}-EMPTY:")
            continue
        pat = escape(line, prefixes)
        for p in paths:
            pat = pat.replace(p, "{{.*}}")
        directive = prefix if n == 0 else f"{prefix}-NEXT"
        out.append(f"{indent}{leader} {directive}: {pat}")
    return out


def bless_text(path, text):
    """The file's text with every block rewritten from the actual output."""
    lines = text.split("\n")
    found = blocks(lines)
    if not found:
        raise BlessError("no BLESS-BEGIN: PREFIX ... BLESS-END block")
    runs = litrun.run_lines(text)
    if not runs:
        raise BlessError("no RUN line")
    wanted = {b[0] for b in found}
    all_prefixes = {"CHECK"}
    for run in runs:
        for m in FILECHECK_RE.finditer(run):
            all_prefixes.update(filecheck_prefixes(m.group(0).strip())[0])
    with tempfile.TemporaryDirectory(prefix="tessera-bless-") as tmp:
        test = litrun.Test(path, tmp)
        captures = {}
        for run in runs:
            cmd = test.substitute(rewrite_run(run, wanted, captures))
            status, log = test.run(cmd)
            if status != 0:
                raise BlessError(f"RUN line failed (status {status}):\n  {cmd}\n{log}")
        missing = wanted - set(captures)
        if missing:
            raise BlessError(f"no RUN line checks prefix {', '.join(sorted(missing))} with FileCheck")
        outputs = {}
        for p, name in captures.items():
            with open(os.path.join(tmp, name), errors="replace") as f:
                outputs[p] = f.read()
        paths = sorted(
            {tmp, os.path.realpath(tmp), os.path.dirname(test.path), os.path.dirname(os.path.realpath(test.path))},
            key=len,
            reverse=True,
        )
    # Rewrite from the last block up, so that indices stay valid.
    for prefix, leader, indent, begin, end in reversed(found):
        new = expected_lines(outputs[prefix], prefix, leader, indent, paths, all_prefixes)
        lines[begin + 1 : end] = new
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(
        description="Rewrite the BLESS-BEGIN/BLESS-END blocks of lit tests from the actual output."
    )
    ap.add_argument("--check", action="store_true", help="do not write; print a diff and exit 1 where a block is stale")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    status = 0
    for path in args.files:
        with open(path) as f:
            old = f.read()
        try:
            new = bless_text(path, old)
        except BlessError as e:
            print(f"{path}: {e}", file=sys.stderr)
            status = 2
            continue
        if new == old:
            print(f"{path}: up to date")
            continue
        if args.check:
            sys.stdout.writelines(
                difflib.unified_diff(old.splitlines(True), new.splitlines(True), path, path + " (actual)")
            )
            status = max(status, 1)
        else:
            with open(path, "w") as f:
                f.write(new)
            print(f"{path}: blessed")
    return status


if __name__ == "__main__":
    sys.exit(main())
