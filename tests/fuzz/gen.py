#!/usr/bin/env python3
"""Seeded random generator of well-defined C programs with affine loop nests.

    python3 tests/fuzz/gen.py SEED [-o prog.c]

Each program has 1-3 `noinline` kernels over int/unsigned/double arrays
(1-D, 2-D, 3-D; VLA parameters, fixed-size globals, linearized pointers,
`T A[][C]` parameters), loop nests of depth 1-4 with rectangular,
triangular, windowed, min/max and parametric bounds, steps and downward
loops, affine `if`s, scalar accumulators carried across inner loops and
running scalars.  Sizes come from argv (defaults built in, clamped to the
range the generator proved the accesses safe for).  `main` calls every
kernel with disjoint and with overlapping arguments and prints an FNV-1a
hash of every array.

Why everything is well defined:
- every loop counter has an interval [lo(p), hi(p)] linear in one size
  parameter p; every subscript is an affine form of counters of the same
  parameter, and its constant is chosen so the form's interval lies inside
  the dimension's extent at p = PMIN and p = PMAX, hence for every p between
  (all bounds are linear in p);
- buffers passed to kernels hold the largest parameter shape plus OVL
  elements, and overlapping arguments are offset by at most OVL;
- double values stay in [-1, 1] (contractive linear combinations, products
  of values in [-1, 1], sums scaled by 1/(iteration bound)); int values stay
  below 2^15 in magnitude between statements (no products of two loads,
  results wrapped with % or &, long accumulators); unsigned arithmetic wraps;
- no division or shift by non-constants.

The program is a tree of nodes (lines, blocks, ifs); the reducer in drive.py
deletes nodes and picks simpler variants, all of which keep these
properties.
"""
import argparse
import random
import sys

OVL = 16  # slack elements at the end of every buffer (offsets of overlapping arguments)


# ---------------------------------------------------------------- tree nodes

class Node:
    removable = True

    def __init__(self, removable=True):
        self.removable = removable
        self.deleted = False
        self.v = 0  # chosen variant (0 = original; higher = simpler)

    def nvariants(self):
        return 1

    def children(self):
        return []


class Line(Node):
    def __init__(self, texts, removable=True):
        super().__init__(removable)
        self.texts = list(dict.fromkeys(texts))  # unique, order kept

    def nvariants(self):
        return len(self.texts)

    def emit(self, ind, out):
        if not self.deleted:
            out.append("  " * ind + self.texts[self.v])


class Block(Node):
    def __init__(self, headers, body, removable=True, footer="}"):
        super().__init__(removable)
        self.headers = list(dict.fromkeys(headers))
        self.body = body
        self.footer = footer

    def nvariants(self):
        return len(self.headers)

    def children(self):
        return self.body

    def emit(self, ind, out):
        if self.deleted:
            return
        out.append("  " * ind + self.headers[self.v])
        for c in self.body:
            c.emit(ind + 1, out)
        out.append("  " * ind + self.footer)


class IfElse(Node):
    """Variants: 0 if/else, 1 then-part only, 2 else-part only."""

    def __init__(self, cond, then, els):
        super().__init__(True)
        self.cond, self.then, self.els = cond, then, els

    def nvariants(self):
        return 3 if self.els else 2

    def children(self):
        return [self.then, self.then, self.els][self.v] if self.v else self.then + self.els

    def emit(self, ind, out):
        if self.deleted:
            return
        pad = "  " * ind
        if self.v == 0:
            out.append(pad + "if (%s) {" % self.cond)
            for c in self.then:
                c.emit(ind + 1, out)
            if self.els:
                out.append(pad + "} else {")
                for c in self.els:
                    c.emit(ind + 1, out)
        else:
            out.append(pad + "{")
            for c in (self.then if self.v == 1 else self.els):
                c.emit(ind + 1, out)
        out.append(pad + "}")


def walk(nodes):
    """Pre-order over the emitted (not deleted) nodes."""
    for n in nodes:
        if n.deleted:
            continue
        yield n
        yield from walk(n.children())


class Program:
    def __init__(self, seed, top, run_args, params):
        self.seed = seed
        self.top = top  # list of nodes
        self.run_args = run_args  # list of argument lists (besides the empty one)
        self.params = params
        self.header = []  # comment lines at the top

    def text(self):
        out = list(self.header)
        for a in self.run_args:
            out.append("// RUN-ARGS: " + " ".join(map(str, a)))
        for n in self.top:
            n.emit(0, out)
        return "\n".join(out) + "\n"


# ---------------------------------------------------------- affine helpers
# A "lin" is (a, c): a*p + c for the size parameter p it belongs to.

def ev(lin, p):
    return lin[0] * p + lin[1]


def ladd(x, y):
    return (x[0] + y[0], x[1] + y[1])


def lscale(k, x):
    return (k * x[0], k * x[1])


def ltext(lin, pname):
    a, c = lin
    parts = []
    if a == 1:
        parts.append(pname)
    elif a:
        parts.append("%d * %s" % (a, pname))
    if c or not parts:
        if parts:
            parts.append(("+ %d" if c > 0 else "- %d") % abs(c))
        else:
            parts.append(str(c))
    return " ".join(parts)


def paren(t):
    return t if t.replace("_", "").isalnum() else "(" + t + ")"


class Param:
    def __init__(self, name, pmin, pmax, default):
        self.name, self.pmin, self.pmax, self.default = name, pmin, pmax, default


class Var:
    def __init__(self, name, ctype, param, lo, hi):
        self.name, self.ctype, self.param, self.lo, self.hi = name, ctype, param, lo, hi

    def as_int(self):
        return self.name if self.ctype == "int" else "(int)" + self.name


class Dim:
    def __init__(self, param, ext, text):
        self.param, self.ext, self.text = param, ext, text  # ext: lin in param


class Arr:
    def __init__(self, name, etype, kind, dims):
        self.name, self.etype, self.kind, self.dims = name, etype, kind, dims


CTYPE = {"f64": "double", "u32": "unsigned", "i32": "int"}


def subscripted(a, subs):
    """Array a at the subscript texts subs (linearized for "lin" arrays)."""
    if a.kind == "lin":
        e = paren(subs[0])
        for d, x in zip(a.dims[1:], subs[1:]):
            e = "%s * %s + %s" % (paren(e), paren(d.text), paren(x))
        return "%s[%s]" % (a.name, e)
    return a.name + "".join("[%s]" % x for x in subs)


# --------------------------------------------------------------- generator

class Gen:
    def __init__(self, seed, stencils=0.0, temps=0.0):
        self.seed = seed
        self.stencils = stencils
        self.temps = temps
        self.r = random.Random(seed)
        self.nvar = 0
        self.nacc = 0

    # ---- small random helpers
    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.random() * tot
        for v, w in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][0]

    # ---- program
    def program(self):
        r = self.r
        names = ["n", "m", "q"][: self.wpick([(1, 2), (2, 4), (3, 3)])]
        self.params = {}
        for nm in names:
            pmin = self.wpick([(0, 2), (1, 3), (2, 3), (3, 1)])
            pmax = self.pick([6, 8, 10, 12, 16, 20, 24])
            default = r.randint(max(pmin, min(4, pmax)), pmax)
            self.params[nm] = Param(nm, pmin, pmax, default)
        run_args = [[r.randint(p.pmin, p.pmax) for p in self.params.values()]]
        if self.chance(0.3):
            run_args.append([p.pmin for p in self.params.values()])

        # globals
        self.globals = []
        for g in range(self.wpick([(0, 2), (1, 3), (2, 1)])):
            self.globals.append(self.make_array("g%d" % g, "global"))

        kernels = []
        self.kernel_arrays = []
        for k in range(self.wpick([(1, 3), (2, 4), (3, 2)])):
            # (No random draw when stencils are off: the programs of a seed
            # stay those of the generator without stencils.)
            if self.stencils > 0 and self.r.random() < self.stencils:
                kernels.append(self.stencil_kernel("k%d" % k))
            elif self.temps > 0 and self.r.random() < self.temps:
                kernels.append(self.temp_kernel("k%d" % k))
            else:
                kernels.append(self.kernel("k%d" % k))

        top = [Line(["#include <stdio.h>", ], False),
               Line(["#include <stdlib.h>"], False),
               Line(["#include <stdint.h>"], False),
               Line(["#include <math.h>"], False),
               Line([""], False)]
        for g in self.globals:
            top.append(Line(["%s %s%s;" % (CTYPE[g.etype], g.name,
                                           "".join("[%d]" % ev(d.ext, 0) for d in g.dims))], False))
        top.append(Line([HELPERS], False))
        top.extend(kernels)
        top.append(self.main(kernels))
        prog = Program(self.seed, top, run_args, self.params)
        prog.header = ["// Generated by tests/fuzz/gen.py, seed %d" % self.seed]
        return prog

    def make_array(self, name, kind):
        etype = self.wpick([("f64", 55), ("u32", 25), ("i32", 20)])
        nd = self.wpick([(1, 3), (2, 4), (3, 2)])
        if kind == "param":
            kind = self.wpick([("vla", 45), ("lin", 30 if nd > 1 else 0),
                               ("ptr", 25 if nd == 1 else 0), ("fixed", 15)])
        dims = []
        for d in range(nd):
            p = self.params[self.pick(list(self.params))]
            k = self.wpick([(1, 85), (2, 15)])
            x = self.r.randint(1, 5)
            if kind == "global" or (kind == "fixed" and d > 0):
                e = k * p.pmax + x
                dims.append(Dim(p.name, (0, e), str(e)))
            else:
                dims.append(Dim(p.name, (k, x), ltext((k, x), p.name)))
        return Arr(name, etype, kind, dims)

    # ---- kernels
    def signature(self, arrays):
        """The size parameters, then each array as its kind declares it."""
        ps = ["int %s" % p for p in self.params]
        for a in arrays:
            t = CTYPE[a.etype]
            if a.kind == "vla":
                ps.append("%s %s%s" % (t, a.name, "".join("[%s]" % d.text for d in a.dims)))
            elif a.kind == "fixed":
                ps.append("%s %s[]%s" % (t, a.name, "".join("[%s]" % d.text for d in a.dims[1:])))
            else:
                ps.append("%s *%s" % (t, a.name))
        return ps

    def kernel(self, kname):
        self.nvar = 0
        self.nacc = 0
        self.budget = self.r.randint(6, 24)
        arrays = [self.make_array("A%d" % i, "param") for i in range(self.wpick([(1, 2), (2, 4), (3, 3), (4, 2)]))]
        self.kernel_arrays.append((kname, arrays))
        self.visible = arrays + self.globals
        ps = self.signature(arrays)
        body = []
        for _ in range(self.wpick([(1, 3), (2, 4), (3, 2)])):
            depth = self.wpick([(1, 2), (2, 4), (3, 3), (4, 2)])
            if self.chance(0.15):
                body.append(self.group([], depth))
            else:
                body.append(self.loop([], depth, None, force_depth=True))
        if self.chance(0.1):
            body.insert(0, self.stmt([], None))
        return Block(["__attribute__((noinline)) void %s(%s)" % (kname, ", ".join(ps)) + " {"],
                     body, removable=False)

    # ---- time-stepped stencils (Tessera time-tiles them)
    def stencil_kernel(self, kname):
        """A time loop around sweeps over the interior of 1-3-D arrays of one
        shape: Jacobi style (B from A's neighbours, then A from B's) or
        in place (Gauss-Seidel style: A from its own neighbours, some
        already updated). Interior bounds keep every neighbour in the
        array; contractive weights keep doubles in [-1, 1]."""
        r = self.r
        nd = self.wpick([(1, 3), (2, 5), (3, 1)])
        first = self.make_array("A0", "param")
        while len(first.dims) != nd:
            first = self.make_array("A0", "param")
        inplace = self.chance(0.4)
        arrays = [first] if inplace else [first, Arr("A1", first.etype, first.kind, first.dims)]
        self.kernel_arrays.append((kname, arrays))
        ps = self.signature(arrays)
        ivs = ["i%d" % k for k in range(nd)]

        def acc(a, offs):
            return subscripted(a, ["%s %s %d" % (v, "+" if o >= 0 else "-", abs(o)) if o else v
                                   for v, o in zip(ivs, offs)])

        def sweep(dst, src):
            offsets = [tuple(r.choice((-1, 0, 1)) for _ in range(nd)) for _ in range(r.randint(2, 6))]
            if self.chance(0.5):
                offsets.append(tuple(0 for _ in range(nd)))
            offsets = sorted(set(offsets))
            et = dst.etype
            if et == "f64":
                w = 1.0 / len(offsets)
                rhs = " + ".join("%r * %s" % (w, acc(src, o)) for o in offsets)
                text = "%s = %s;" % (acc(dst, (0,) * nd), rhs)
            elif et == "u32":
                rhs = " ^ ".join(acc(src, o) for o in offsets)
                text = "%s = (%s) * 3u + 1u;" % (acc(dst, (0,) * nd), rhs)
            else:
                rhs = " + ".join(acc(src, o) for o in offsets)
                text = "%s = (%s) %% 32749;" % (acc(dst, (0,) * nd), rhs)
            body = Line([text])
            for k in reversed(range(nd)):
                d = dst.dims[k]
                hi = ltext(ladd(d.ext, (0, -1)), d.param)
                body = Block(["for (int %s = 1; %s < %s; %s++) {" % (ivs[k], ivs[k], hi, ivs[k])], [body])
            return body

        if inplace:
            sweeps = [sweep(first, first)]
        else:
            sweeps = [sweep(arrays[1], first), sweep(first, arrays[1])]
        steps = self.pick(list(self.params))
        tloop = Block(["for (int t = 0; t < %s; t++) {" % steps], sweeps, removable=False)
        return Block(["__attribute__((noinline)) void %s(%s)" % (kname, ", ".join(ps)) + " {"],
                     [tloop], removable=False)

    # ---- temporary arrays rewritten by every iteration (option parallel
    # privatizes them)
    def temp_kernel(self, kname):
        """An outer loop whose iterations each fill a temporary array T (or
        two rows of it) from A0's row, then read T back into that row. The
        shape decides whether T may be private to each iteration: written
        whole by every iteration (yes), from a start that moves with i
        (the last iteration writes less), read one element past what was
        written (a value from an earlier iteration), or read before it is
        written in the iteration."""
        r = self.r
        pn = self.pick(list(self.params))
        qn = self.pick(list(self.params))
        et = self.wpick([("f64", 3), ("i32", 1)])
        kind = self.wpick([("vla", 2), ("ptr", 1)])
        a0 = Arr("A0", et, "vla", [Dim(pn, (1, 1), ltext((1, 1), pn)),
                                    Dim(qn, (1, 2), ltext((1, 2), qn))])
        rows = self.wpick([(1, 3), (2, 1)])
        tdims = [Dim(qn, (1, 2), ltext((1, 2), qn))]
        if rows == 2:
            tdims = [Dim(qn, (0, 2), "2")] + tdims
            kind = "vla"
        t = Arr("T", et, kind, tdims)
        arrays = [a0, t]
        self.kernel_arrays.append((kname, arrays))
        ps = self.signature(arrays)
        shape = self.wpick([("whole", 6), ("moving", 1), ("past", 1), ("early", 1)])
        start = "i < %s ? i : %s" % (qn, qn) if shape == "moving" else "0"
        hi = qn

        def tat(row, j):
            return subscripted(t, ([str(row)] if rows == 2 else []) + [j])

        def val(x, k):
            if et == "f64":
                return "%s * %r + (double)i" % (x, 0.25 * (k + 1))
            return "(%s * %d + i) %% 32749" % (x, k + 3)

        fill = [Line(["%s = %s;" % (tat(row, "j"), val(subscripted(a0, ["i", "j"]), row))])
                for row in range(rows)]
        mirror = "%s - 1 - j" % qn
        second = mirror if shape != "past" else "j + 1"
        op = "+" if et == "f64" else "^"
        use = Line(["%s = %s %s %s;" % (subscripted(a0, ["i", "j"]), tat(0, "j"), op,
                                        tat(rows - 1, second))])
        loops = [Block(["for (int j = %s; j < %s; j++) {" % (start, hi)], fill),
                 Block(["for (int j = %s; j < %s; j++) {" % (start, hi)], [use])]
        if shape == "early":
            loops.reverse()
        outer = Block(["for (int i = 0; i < %s; i++) {" % pn], loops, removable=False)
        return Block(["__attribute__((noinline)) void %s(%s)" % (kname, ", ".join(ps)) + " {"],
                     [outer], removable=False)

    # ---- loops
    def loop(self, scope, depth, group, force_depth=False):
        r = self.r
        pname = None
        if scope and self.chance(0.6):
            pname = self.pick(scope).param
        if pname is None:
            pname = self.pick(list(self.params))
        P = self.params[pname]
        same = [v for v in scope if v.param == pname]
        shapes = [("rect", 6), ("tail", 1), ("plo", 1)]
        if same:
            shapes += [("tri_hi", 3), ("tri_lo", 3), ("window", 1), ("minmax", 1)]
        shape = self.wpick(shapes)
        o = self.pick(same) if same else None
        if shape == "rect":
            c0 = self.wpick([(0, 6), (1, 2), (2, 1), (-1, 1)])
            e = self.wpick([(0, 6), (-1, 2), (1, 2), (-2, 1)])
            lo_t, hix_t, lo, hi = str(c0), ltext((1, e), pname), (0, c0), (1, e - 1)
        elif shape == "tail":
            c = r.randint(1, 3)
            lo_t, hix_t, lo, hi = ltext((1, -c), pname), pname, (1, -c), (1, -1)
        elif shape == "plo":
            q = self.params[self.pick([x for x in self.params if x != pname] or [pname])]
            if q.name == pname:
                q = Param("0", 0, 0, 0)
            lo_t, hix_t, lo, hi = q.name, pname, (0, q.pmin), (1, -1)
        elif shape == "tri_hi":
            c0 = self.wpick([(0, 4), (1, 1)])
            plus = self.chance(0.5)
            lo_t = str(c0)
            hix_t = o.as_int() + (" + 1" if plus else "")
            lo, hi = (0, c0), ladd(o.hi, (0, 0 if plus else -1))
        elif shape == "tri_lo":
            plus = self.chance(0.4)
            lo_t = o.as_int() + (" + 1" if plus else "")
            e = self.wpick([(0, 5), (-1, 1), (1, 1)])
            hix_t = ltext((1, e), pname)
            lo, hi = ladd(o.lo, (0, 1 if plus else 0)), (1, e - 1)
        elif shape == "window":
            w = r.randint(1, 2)
            lo_t = "%s - %d" % (o.as_int(), w)
            hix_t = "%s + %d" % (o.as_int(), w + 1)
            lo, hi = ladd(o.lo, (0, -w)), ladd(o.hi, (0, w))
        else:  # minmax
            w = r.randint(1, 3)
            lo_t = "(%s - %d > 0 ? %s - %d : 0)" % (o.as_int(), w, o.as_int(), w)
            hix_t = "(%s + %d < %s ? %s + %d : %s)" % (o.as_int(), w + 1, pname, o.as_int(), w + 1, pname)
            lo, hi = (0, 0), (1, -1)
        step = self.wpick([(1, 8), (2, 1), (3, 1)])
        down = self.chance(0.25)
        ctype = self.wpick([("int", 80), ("long", 12), ("unsigned", 8)])
        if ctype == "unsigned" and not (shape == "rect" and not down and ev(lo, 0) >= 0
                                        and ev(hi, P.pmin) + 1 >= 0):
            ctype = "int"
        name = "i%d" % self.nvar
        self.nvar += 1
        v = Var(name, ctype, pname, lo, hi)

        def header(ct, lo_t, hix_t, step, down):
            inc = "%s++" % name if step == 1 else "%s += %d" % (name, step)
            dec = "%s--" % name if step == 1 else "%s -= %d" % (name, step)
            if down:
                return "for (%s %s = %s - 1; %s >= %s; %s) {" % (ct, name, paren(hix_t), name, lo_t, dec)
            return "for (%s %s = %s; %s < %s; %s) {" % (ct, name, lo_t, name, hix_t, inc)

        headers = [header(ctype, lo_t, hix_t, step, down), header(ctype, lo_t, hix_t, 1, False),
                   header("int", ltext(lo, pname), ltext(ladd(hi, (0, 1)), pname), 1, False)]
        inner = scope + [v]
        n_items = self.wpick([(1, 5), (2, 4), (3, 1)])
        items = []
        if force_depth and depth > 1:
            items.append(self.loop(inner, depth - 1, group, force_depth=self.chance(0.8)))
            n_items -= 1
        items += self.items(inner, depth - 1, max(n_items, 0), group)
        if not items:
            items = [self.stmt(inner, group)]
        self.r.shuffle(items) if self.chance(0.2) else None
        blk = Block(headers, items)
        blk.var, blk.trip = v, self.trip(v)
        return blk

    def items(self, scope, depth, n, group, nif=0):
        out = []
        for _ in range(n):
            x = self.r.random()
            if self.budget <= 0:
                x = 1.0
            if depth > 0 and x < 0.3:
                out.append(self.loop(scope, depth, group))
            elif depth > 0 and group is None and x < 0.42:
                out.append(self.group(scope, depth))
            elif scope and nif < 2 and x < 0.55:
                out.append(self.ifelse(scope, depth, group, nif + 1))
            else:
                out.append(self.stmt(scope, group))
        return out

    def trip(self, v):
        P = self.params[v.param]
        return max(1, max(ev(v.hi, p) - ev(v.lo, p) + 1 for p in (P.pmin, P.pmax)))

    # ---- scalar groups: accumulators reset per outer iteration, and running scalars
    def group(self, scope, depth):
        etypes = sorted({a.etype for a in self.visible})
        et = self.pick(etypes)
        s = "s%d" % self.nacc
        self.nacc += 1
        kind = self.wpick([("reduce", 3), ("running", 1)])
        g = {"et": et, "s": s, "kind": kind, "accs": [], "loops": []}
        ct = {"f64": "double", "u32": "unsigned", "i32": "long"}[et]
        init = self.term(et, scope) if self.chance(0.6) else ("0.0" if et == "f64" else "0")
        decl = Line(["%s %s = %s;" % (ct, s, init), "%s %s = %s;" % (ct, s, "0.0" if et == "f64" else "0")], False)
        lp = self.loop(scope, min(depth, 2), g, force_depth=self.chance(0.5))
        if not g["accs"]:
            lp.body.append(self.acc_stmt(scope + self.loop_vars(lp), g))
        # iteration bound of every accumulate statement: product of the group's trip bounds
        if et == "f64":
            bound = len(g["accs"]) * self.loops_product(lp)
            c = 1.0
            while c * bound > 1.0:
                c /= 2.0
            for ln in g["accs"]:
                ln.texts = [t.replace("@C@", repr(c)) for t in ln.texts]
        body = [decl, lp]
        if kind == "reduce":
            w = self.access_for_write(et, scope)
            fin = {"f64": "%s = 0.5 * %s;", "u32": "%s = %s;", "i32": "%s = (int)(%s %% 32749);"}[et] % (w, s)
            body.append(Line([fin], False))
        return Block(["{"], body)

    def loop_vars(self, lp):
        return [lp.var]

    def loops_product(self, node):
        prod = 1
        for n in walk([node]):
            if isinstance(n, Block) and hasattr(n, "trip"):
                prod *= n.trip
        return prod

    def acc_stmt(self, scope, g):
        et, s = g["et"], g["s"]
        t = self.term(et, scope)
        if g["kind"] == "reduce":
            if et == "f64":
                texts = ["%s += @C@ * %s;" % (s, paren(t)) if self.chance(0.8)
                         else "%s = (%s > %s) ? %s : %s;" % (s, t, s, t, s), "%s += @C@ * 0.5;" % s]
            elif et == "u32":
                form = self.pick(["{s} += {t};", "{s} ^= {t};", "{s} = {s} * 33u + {t};"])
                texts = [form.format(s=s, t=paren(t)), "%s += 1u;" % s]
            else:
                texts = ["%s += %s;" % (s, t), "%s += 1;" % s]
            ln = Line(texts)
            g["accs"].append(ln)
            return ln
        # running scalar: update and store
        if et == "f64":
            upd = "%s = 0.5 * %s + 0.5 * %s;" % (s, s, paren(t))
        elif et == "u32":
            upd = "%s = %s * 31u + %s;" % (s, s, paren(t))
        else:
            upd = "%s = (%s * 3 + %s) %% 32749;" % (s, s, paren(t))
        if self.chance(0.5):
            w = self.access_for_write(et, scope)
            conv = "(int)" if et == "i32" else ""
            return Block(["{"], [Line([upd]), Line(["%s = %s%s;" % (w, conv, s)])])
        return Line([upd])

    # ---- ifs
    def cond(self, scope):
        def atom():
            v = self.pick(scope)
            x = self.r.random()
            if x < 0.15:
                return "(%s + %d) %% %d == %d" % (v.as_int(), self.r.randint(0, 3), self.r.randint(2, 4), self.r.randint(0, 1))
            lhs = v.as_int()
            if len(scope) > 1 and self.chance(0.4):
                w = self.pick(scope)
                lhs += self.pick([" + ", " - "]) + w.as_int()
            op = self.pick(["<", "<=", ">", ">=", "==", "!="])
            rhs = self.wpick([(str(self.r.randint(-1, 6)), 3), (self.pick(list(self.params)), 2),
                              ("%s - %d" % (self.pick(list(self.params)), self.r.randint(1, 3)), 1),
                              (self.pick(scope).as_int(), 2)])
            return "%s %s %s" % (lhs, op, rhs)
        c = atom()
        if self.chance(0.25):
            c = "%s %s %s" % (c, self.pick(["&&", "||"]), atom())
        return c

    def ifelse(self, scope, depth, group, nif):
        then = self.items(scope, depth, self.wpick([(1, 3), (2, 1)]), group, nif)
        els = self.items(scope, depth, 1, group, nif) if self.chance(0.3) else []
        return IfElse(self.cond(scope), then, els)

    # ---- accesses
    def sub(self, dim, scope):
        P = self.params[dim.param]
        cands = [v for v in scope if v.param == dim.param]
        E = dim.ext
        for _ in range(8):
            form = self.wpick([("v", 10), ("mirror", 1), ("sum", 1), ("twice", 1), ("const", 1)]) if cands else "const"
            terms, cp = [], 0
            if form == "v":
                terms = [(1, self.pick(cands))]
            elif form == "mirror":
                terms, cp = [(-1, self.pick(cands))], 1
            elif form == "sum":
                terms = [(1, self.pick(cands)), (1, self.pick(cands))]
            elif form == "twice":
                terms = [(2, self.pick(cands))]
            L = (cp, 0)
            U = (cp, 0)
            for k, v in terms:
                L = ladd(L, lscale(k, v.lo if k > 0 else v.hi))
                U = ladd(U, lscale(k, v.hi if k > 0 else v.lo))
            cmin = max(-ev(L, P.pmin), -ev(L, P.pmax))
            cmax = min(ev(E, P.pmin) - 1 - ev(U, P.pmin), ev(E, P.pmax) - 1 - ev(U, P.pmax))
            if cmin > cmax:
                continue
            lo2, hi2 = max(cmin, -2), min(cmax, 2)
            c = self.r.randint(lo2, hi2) if lo2 <= hi2 else self.r.randint(cmin, min(cmax, cmin + 3))
            parts = []
            if cp:
                parts.append(dim.param)
            for k, v in terms:
                nm = v.name
                if k == 1:
                    parts.append(("+ " if parts else "") + nm)
                elif k == -1:
                    parts.append("- " + nm if parts else "-" + nm)
                else:
                    parts.append(("+ " if parts else "") + "%d * %s" % (k, nm))
            if c or not parts:
                parts.append((("+ %d" if c > 0 else "- %d") % abs(c)) if parts else str(c))
            return " ".join(parts)
        emin = ev(E, P.pmin)
        return str(self.r.randint(0, max(0, min(emin - 1, 3))))

    def access(self, a, scope):
        return subscripted(a, [self.sub(d, scope) for d in a.dims])

    def pick_array(self, et, scope):
        arrs = [a for a in self.visible if a.etype == et]
        if not arrs:
            return None
        ps = {v.param for v in scope}
        return self.wpick([(a, 1 + 3 * sum(d.param in ps for d in a.dims)) for a in arrs])

    def load(self, et, scope):
        a = self.pick_array(et, scope)
        return a and self.access(a, scope)

    def access_for_write(self, et, scope):
        return self.access(self.pick_array(et, scope), scope)

    # ---- values
    def idx_expr(self, scope):
        """An affine expression of counters and parameters and a bound on its magnitude."""
        parts, bound = [], 0
        for _ in range(self.r.randint(1, 2)):
            if scope and self.chance(0.8):
                v = self.pick(scope)
                k = self.pick([1, 1, 2, 3, -1])
                P = self.params[v.param]
                mag = max(abs(ev(x, p)) for x in (v.lo, v.hi) for p in (P.pmin, P.pmax))
                parts.append(v.as_int() if k == 1 else "%d * %s" % (k, v.as_int()))
                bound += abs(k) * mag
            else:
                P = self.params[self.pick(list(self.params))]
                parts.append(P.name)
                bound += P.pmax
        c = self.r.randint(-3, 3)
        bound += abs(c)
        e = " + ".join(parts)
        if c:
            e += (" + %d" if c > 0 else " - %d") % abs(c)
        return "(" + e + ")", bound

    def term(self, et, scope):
        """A value of type et: double in [-1,1], int below 2^18, any unsigned."""
        r = self.r
        if et == "f64":
            x = self.wpick([("load", 50), ("prod", 14), ("const", 8), ("idx", 10), ("cross", 12), ("math", 4)])
            if x == "load" or x == "prod":
                l = self.load("f64", scope)
                if x == "prod":
                    return "%s * %s" % (l, self.load("f64", scope))
                return l
            if x == "idx":
                e, b = self.idx_expr(scope)
                sc = 1.0
                while sc * b > 1.0:
                    sc /= 2.0
                return "(double)%s * %r" % (e, sc)
            if x == "cross":
                u, i = self.load("u32", scope), self.load("i32", scope)
                if u and (not i or self.chance(0.5)):
                    return "(double)(%s & 255u) * 0.00390625" % u
                if i:
                    return "(double)%s * 3.0517578125e-05" % i
            if x == "math":
                return "sqrt(fabs(%s))" % self.load("f64", scope)
            return repr(r.randint(-64, 64) / 64.0)
        if et == "u32":
            x = self.wpick([("load", 50), ("const", 12), ("idx", 12), ("cross", 12)])
            if x == "load":
                return self.load("u32", scope)
            if x == "idx":
                return "(unsigned)" + self.idx_expr(scope)[0]
            if x == "cross":
                d, i = self.load("f64", scope), self.load("i32", scope)
                if d and (not i or self.chance(0.5)):
                    return "(unsigned)(%s * 64.0 + 64.0)" % d
                if i:
                    return "(unsigned)%s" % i
            return "%du" % r.randint(0, 1 << 20)
        # i32: |term| < 7 * 2^15
        x = self.wpick([("load", 40), ("scaled", 12), ("const", 8), ("idx", 10), ("bits", 10), ("cross", 10)])
        if x == "load":
            return self.load("i32", scope)
        if x == "scaled":
            return "%d * %s" % (r.randint(-7, 7), self.load("i32", scope))
        if x == "idx":
            return self.idx_expr(scope)[0]
        if x == "bits":
            return "(%s %s %s)" % (self.load("i32", scope), self.pick(["^", "&", "|"]), self.load("i32", scope))
        if x == "cross":
            d, u = self.load("f64", scope), self.load("u32", scope)
            if d and (not u or self.chance(0.5)):
                return "(int)(%s * 1000.0)" % d
            if u:
                return "(int)(%s & 32767u)" % u
        return str(r.randint(-999, 999))

    def uexpr(self, scope, depth):
        if depth == 0 or self.chance(0.35):
            return self.term("u32", scope)
        if self.chance(0.25):
            op = self.pick([">> %d" % self.r.randint(1, 31), "<< %d" % self.r.randint(1, 31),
                            "%% %du" % self.r.randint(1, 97), "/ %du" % self.r.randint(1, 9)])
            return "(%s %s)" % (self.uexpr(scope, depth - 1), op)
        op = self.pick(["+", "-", "*", "^", "&", "|"])
        return "(%s %s %s)" % (self.uexpr(scope, depth - 1), op, self.uexpr(scope, depth - 1))

    def stmt(self, scope, group):
        self.budget -= 1
        if group is not None and self.chance(0.4):
            return self.acc_stmt(scope, group)
        et = self.pick(sorted({a.etype for a in self.visible}))
        w = self.access_for_write(et, scope)
        if et == "f64":
            terms = []
            budget = 1.0
            for _ in range(self.wpick([(1, 3), (2, 4), (3, 3), (4, 1)])):
                c = self.pick([x for x in (0.5, 0.25, 0.125, 0.375, 0.75, 0.0625, 1.0) if x <= budget] or [budget])
                budget -= c
                terms.append((self.pick([c, c, -c]), self.term("f64", scope)))
                if budget <= 0:
                    break
            rhs = " ".join(("%s%r * %s" % ("- " if c < 0 else ("+ " if i else ""), abs(c), paren(t)))
                           for i, (c, t) in enumerate(terms))
            c0, t0 = terms[0]
            return Line(["%s = %s;" % (w, rhs), "%s = %r * %s;" % (w, c0, paren(t0)), "%s = 0.5;" % w])
        if et == "u32":
            e = self.uexpr(scope, 2)
            op = self.wpick([("=", 6), ("+=", 2), ("^=", 1), ("*=", 1)])
            return Line(["%s %s %s;" % (w, op, e), "%s = %s;" % (w, self.term("u32", scope)), "%s = 1u;" % w])
        terms = [self.term("i32", scope) for _ in range(self.r.randint(1, 4))]
        e = terms[0]
        for t in terms[1:]:
            e += self.pick([" + ", " - "]) + t
        wrap = self.pick(["(%s) %% 32749", "(%s) & 32767"])
        return Line(["%s = %s;" % (w, wrap % e), "%s = %s;" % (w, wrap % terms[0]), "%s = 7;" % w])

    # ---- main
    def main(self, kernels):
        r = self.r
        lines = []
        P = list(self.params.values())
        lines.append(Line(["int a_ = 1;"], False))
        for p in P:
            lines.append(Line(["int %s = argc > a_ ? atoi(argv[a_]) : %d; a_++;" % (p.name, p.default)], False))
            lines.append(Line(["if (%s < %d) %s = %d; if (%s > %d) %s = %d;" % (
                p.name, p.pmin, p.name, p.pmin, p.name, p.pmax, p.name, p.pmax)], False))
        # buffers: per element type, as many as the widest kernel needs, plus one
        need = {}
        for _, arrs in self.kernel_arrays:
            cnt = {}
            for a in arrs:
                cnt[a.etype] = cnt.get(a.etype, 0) + 1
            for et, c in cnt.items():
                need[et] = max(need.get(et, 0), c)
        bufs = {}
        for et in sorted(need):
            nb = need[et] + (1 if self.chance(0.5) else 0)
            cap = "cap_" + et
            lines.append(Line(["size_t %s = 1;" % cap], False))
            for _, arrs in self.kernel_arrays:
                for a in arrs:
                    if a.etype == et:
                        size = " * ".join("(size_t)(%s)" % d.text for d in a.dims)
                        lines.append(Line(["if (%s < %s) %s = %s;" % (cap, size, cap, size)], False))
            lines.append(Line(["%s += %d;" % (cap, OVL)], False))
            bufs[et] = []
            for b in range(nb):
                nm = "%s_%d" % (et, b)
                bufs[et].append(nm)
                lines.append(Line(["%s *%s = (%s *)malloc(%s * sizeof(%s));" % (CTYPE[et], nm, CTYPE[et], cap, CTYPE[et])], False))
                lines.append(Line(["init_%s(%s, %s, %d);" % (et, nm, cap, r.randint(0, 999))], False))
        for g in self.globals:
            lines.append(Line(["init_%s(&%s%s, sizeof(%s) / sizeof(%s), %d);" % (
                g.etype, g.name, "[0]" * len(g.dims), g.name, CTYPE[g.etype], r.randint(0, 999))], False))
        sizes = ", ".join(p.name for p in P)
        for (kname, arrs) in self.kernel_arrays:
            for call in range(self.wpick([(1, 1), (2, 3), (3, 1)])):
                overlap = call > 0 and self.chance(0.7)
                args = []
                used = {}
                for a in arrs:
                    pool = bufs[a.etype]
                    if overlap and self.chance(0.6):
                        b = self.pick(pool)
                        off = self.pick([0, 0, 1, 2, 3, r.randint(0, OVL)])
                    else:
                        free = [b for b in pool if b not in used] or pool
                        b = self.pick(free)
                        off = 0
                    used[b] = 1
                    ptr = b if off == 0 else "%s + %d" % (b, off)
                    if a.kind == "vla":
                        ptr = "(void *)(%s)" % ptr
                    elif a.kind == "fixed":
                        ptr = "(%s (*)%s)(%s)" % (CTYPE[a.etype], "".join("[%s]" % d.text for d in a.dims[1:]), ptr)
                    args.append(ptr)
                lines.append(Line(["%s(%s);" % (kname, ", ".join([sizes] + args))]))
        for et in sorted(bufs):
            for b in bufs[et]:
                lines.append(Line(['hash("%s", %s, cap_%s * sizeof(%s));' % (b, b, et, CTYPE[et])], False))
        for g in self.globals:
            lines.append(Line(['hash("%s", &%s, sizeof(%s));' % (g.name, g.name, g.name)], False))
        lines.append(Line(["return 0;"], False))
        return Block(["int main(int argc, char **argv) {"], lines, removable=False)


HELPERS = r"""static void hash(const char *name, const void *p, size_t len) {
  const unsigned char *b = (const unsigned char *)p;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < len; i++) { h ^= b[i]; h *= 0x100000001b3ULL; }
  printf("%s: %016llx\n", name, (unsigned long long)h);
}
static void init_f64(double *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (double)((i * 7 + (size_t)seed * 13) % 101) / 101.0 - 0.5;
}
static void init_u32(unsigned *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (unsigned)(i * 2654435761u + (unsigned)seed * 40503u);
}
static void init_i32(int *a, size_t n, int seed) {
  for (size_t i = 0; i < n; i++) a[i] = (int)((i * 37 + (size_t)seed) % 2001) - 1000;
}
"""


def generate(seed, stencils=0.0, temps=0.0):
    return Gen(seed, stencils, temps).program()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("-o", "--output")
    ap.add_argument("--stencils", type=float, default=0.0,
                    help="share of kernels that are time-stepped stencils (default 0)")
    ap.add_argument("--temps", type=float, default=0.0,
                    help="share of kernels that rewrite a temporary array in every iteration (default 0)")
    a = ap.parse_args()
    text = generate(a.seed, a.stencils, a.temps).text()
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
