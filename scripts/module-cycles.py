#!/usr/bin/env python3
"""Import circles among the modules of each crate: `python3 scripts/module-cycles.py [-v] [ROOT]` prints every cycle (strongly connected component) per crate, with -v the paths that make its edges, or "no cycle"; exit status 1 when there is one.

A module is a source file (inline modules, such as `mod tests { .. }`, count
as part of their file). Module A depends on module B when A names B through
a path: `use crate::b::..`, `use super::..`, `use child::..` (2018-style
relative), or an inline `crate::b::item` / `super::item`. The path is
resolved to the deepest module it names, through the crate root's `pub use`
re-exports (`tessera_poly::deps` is `analysis::deps`). `mod b;` declarations
are not dependences: a parent declaring a child that uses the parent is the
normal shape of a module tree, not a circle.
"""
import re
import sys
from pathlib import Path

# Crate roots: the lib and bin targets of each workspace member.
ROOTS = ["isl/src/lib.rs", "ir/src/lib.rs", "poly/src/lib.rs", "pass/src/lib.rs",
         "tools/src/main.rs", "benches/src/lib.rs"]
SKIP = {"isl/src/sys.rs"}  # generated bindings: no module references


def strip(text):
    """Source without comments, string and char literals (kept as "")."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif re.match(r'b?r(#*)"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'b?r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + m.end())
            out.append('""')
            i = n if j < 0 else j + len(end)
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|\\u\{[0-9a-fA-F]+\}|[^\\'])'", text[i:i + 12]):
            m = re.match(r"'(\\.|\\u\{[0-9a-fA-F]+\}|[^\\'])'", text[i:])
            out.append("' '")
            i += m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def child_file(parent: Path, is_dir_owner: bool, name: str):
    base = parent.parent if is_dir_owner else parent.parent / parent.stem
    for cand in (base / f"{name}.rs", base / name / "mod.rs"):
        if cand.exists():
            return cand
    return None


def load_crate(root: Path):
    """Module path (tuple) -> (file, stripped source), following `mod x;`."""
    mods = {}
    todo = [((), root)]
    while todo:
        path, f = todo.pop()
        src = strip(f.read_text())
        mods[path] = (f, src)
        owner = f.name in ("lib.rs", "main.rs", "mod.rs")
        for m in re.finditer(r"(?:#\[path\s*=\s*\"\"\]\s*)?\bmod\s+(\w+)\s*;", src):
            cf = child_file(f, owner, m.group(1))
            if cf is not None:
                todo.append((path + (m.group(1),), cf))
    return mods


def use_trees(src):
    """Every `use` statement's tree, flattened into paths (lists of segments)."""
    for m in re.finditer(r"\buse\s+([^;]+);", src):
        yield from expand(re.sub(r"\s+", "", m.group(1)))


def expand(tree):
    """`a::{b,c::{d,e}}` -> [[a,b],[a,c,d],[a,c,e]] (`as` renames dropped)."""
    i = tree.find("{")
    if i < 0:
        return [[s for s in re.sub(r"as\w+$", "", tree).split("::") if s]]
    prefix = [s for s in tree[:i].split("::") if s]
    inner, depth, parts, cur = tree[i + 1:tree.rfind("}")], 0, [], ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += (ch == "{") - (ch == "}")
        cur += ch
    parts.append(cur)
    out = []
    for p in parts:
        if p:
            out += [prefix + sub for sub in expand(p)] if p != "self" else [prefix]
    return out


def inline_paths(src):
    """`crate::a::b` and `super::a` paths written outside `use` statements."""
    body = re.sub(r"\buse\s+[^;]+;", "", src)
    for m in re.finditer(r"\b((?:crate|super)(?:::\w+)+)", body):
        yield m.group(1).split("::")


def resolve(mods, reexports, here, segs):
    """The deepest module that the path `segs`, written in module `here`, names."""
    if not segs:
        return None
    if segs[0] == "crate":
        cur, rest = (), segs[1:]
    elif segs[0] in ("super", "self"):
        cur, rest = here, segs
        while rest and rest[0] in ("super", "self"):
            cur = cur[:-1] if rest[0] == "super" else cur
            rest = rest[1:]
    elif here + (segs[0],) in mods:
        cur, rest = here, segs  # 2018-style path to a child module
    else:
        return None  # another crate, or a local item
    for s in rest:
        if cur + (s,) in mods:
            cur = cur + (s,)
        elif cur == () and s in reexports:
            cur = reexports[s]
        else:
            break
    return cur


def sccs(nodes, edges):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def name(path):
    return "::".join(path) or "crate"


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    top = Path(args[0] if args else Path(__file__).resolve().parent.parent)
    found = False
    for r in ROOTS:
        root = top / r
        if not root.exists():
            continue
        mods = load_crate(root)
        # The root's `pub use a::b::{c, d}` re-exports, as module aliases.
        reexports = {}
        for segs in expand_root_uses(mods[()][1]):
            target = resolve(mods, {}, (), segs)
            if target and target[-1] == segs[-1] and len(target) == len(segs):
                reexports[segs[-1]] = target
        edges, why = {}, {}
        for here, (f, src) in mods.items():
            if str(f.relative_to(top)) in SKIP:
                continue
            for segs in list(use_trees(src)) + list(inline_paths(src)):
                t = resolve(mods, reexports, here, segs)
                if t is not None and t != here and t != ():
                    edges.setdefault(here, set()).add(t)
                    why.setdefault((here, t), set()).add("::".join(segs))
        cycles = [c for c in sccs(mods.keys(), edges) if len(c) > 1]
        label = r.split("/")[0] + "/" + r.split("/")[-1]
        if cycles:
            found = True
            for c in cycles:
                print(f"{label}: cycle: " + " <-> ".join(name(m) for m in c))
                for a in c:
                    for b in sorted(edges.get(a, ())):
                        if verbose and b in c:
                            paths = ", ".join(sorted(why[(a, b)])[:4])
                            print(f"    {name(a)} -> {name(b)}: {paths}")
        else:
            print(f"{label}: {len(mods)} modules, {sum(len(e) for e in edges.values())} dependences, no cycle")
    sys.exit(1 if found else 0)


def expand_root_uses(src):
    for m in re.finditer(r"\bpub\s+use\s+([^;]+);", src):
        yield from expand(re.sub(r"\s+", "", m.group(1)))


if __name__ == "__main__":
    main()
