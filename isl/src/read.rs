//! Simple texts read without isl's parser: one conjunction of affine
//! constraints over named tuples, the form most texts the pass writes take
//! (`[n] -> { S1[i0, i1] -> A[i0, 400i0 + i1] : 0 <= i0 < n }`).
//!
//! isl's parser builds every tuple entry and every comparison as a
//! piecewise expression and intersects them: 5 µs for each variable, 30 to
//! 100 µs for a text, a tenth of the pass's time on PolyBench. Here the
//! space is allocated with its names and each constraint added to one
//! basic map (the tuples' equalities, then the formula's comparisons from
//! left to right, as isl's parser adds them), which isl simplifies as it
//! simplifies the parser's: the same object (text, space, constraints) on
//! every text the pass parsed on PolyBench and on 98% of random ones (see
//! the tests). Where a constraint is redundant, or the conjunction has
//! rational points but no integer one, isl's parser sometimes drops what
//! this keeps or the other way round: the same set, written otherwise.
//! Anything else (disjunctions, divisions, quantifiers, unions, `2(i)`,
//! a name not bound) is `None`: isl's parser reads it.

use crate::{sys, Ctx, DimType, Result, Space};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok<'a> {
    Int(i64),
    Id(&'a str),
    P(&'static str),
}

const PUNCT: [&str; 17] = [
    "->", "<=", ">=", "[", "]", "(", ")", "{", "}", ",", ":", ";", "<", ">", "=", "+", "-",
];

/// Names isl's parser gives a meaning of their own.
const KEYWORDS: [&str; 14] = [
    "and", "or", "not", "exists", "floor", "ceil", "mod", "min", "max", "true", "false", "infty",
    "NaN", "implies",
];

fn tokens(s: &str) -> Option<Vec<Tok<'_>>> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(s.len() / 3);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            out.push(Tok::Int(s[start..i].parse().ok()?));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Id(&s[start..i]));
        } else {
            let p = PUNCT.iter().find(|p| s[i..].starts_with(**p))?;
            out.push(Tok::P(p));
            i += p.len();
        }
    }
    Some(out)
}

/// A variable: its kind (parameter, input, output or set dimension) and
/// position.
type Var = (DimType, usize);

/// An affine expression: coefficients and a constant.
#[derive(Default, Clone)]
struct Affine {
    coefficients: Vec<(Var, i64)>,
    constant: i64,
}

impl Affine {
    fn add(&mut self, v: Var, c: i64) -> Option<()> {
        match self.coefficients.iter_mut().find(|(w, _)| *w == v) {
            Some((_, k)) => *k = k.checked_add(c)?,
            None => self.coefficients.push((v, c)),
        }
        Some(())
    }

    /// `self - other + constant`.
    fn minus(&self, other: &Affine, constant: i64) -> Option<Affine> {
        let mut r = self.clone();
        for &(v, c) in &other.coefficients {
            r.add(v, c.checked_neg()?)?;
        }
        r.constant = r
            .constant
            .checked_sub(other.constant)?
            .checked_add(constant)?;
        Some(r)
    }
}

/// One constraint: an equality (`= 0`) or an inequality (`>= 0`).
struct Row {
    equality: bool,
    affine: Affine,
}

/// One tuple: its name and, per entry, the name of a new variable (None
/// where the entry is an expression, an unnamed dimension equal to it).
type Tuple<'a> = (Option<&'a str>, Vec<Option<&'a str>>);

struct Parsed<'a> {
    params: Vec<&'a str>,
    /// No tuple (a parameter set), one (a set) or two (a map).
    tuples: Vec<Tuple<'a>>,
    rows: Vec<Row>,
}

struct Parser<'a> {
    toks: Vec<Tok<'a>>,
    at: usize,
    vars: Vec<(&'a str, Var)>,
    rows: Vec<Row>,
}

impl<'a> Parser<'a> {
    fn peek(&self, k: usize) -> Option<Tok<'a>> {
        self.toks.get(self.at + k).copied()
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(0), Some(Tok::P(q)) if q == p) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn need(&mut self, p: &str) -> Option<()> {
        self.eat(p).then_some(())
    }

    fn var(&self, name: &str) -> Option<Var> {
        self.vars.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// A name that is no keyword and not bound yet.
    fn fresh(&self, t: Option<Tok<'a>>) -> Option<&'a str> {
        match t {
            Some(Tok::Id(n)) if !KEYWORDS.contains(&n) && self.var(n).is_none() => Some(n),
            _ => None,
        }
    }

    fn tuple(&mut self, ty: DimType) -> Option<Tuple<'a>> {
        let name = match (self.peek(0), self.peek(1)) {
            (Some(Tok::Id(n)), Some(Tok::P("["))) if !KEYWORDS.contains(&n) => {
                self.at += 1;
                Some(n)
            }
            _ => None,
        };
        self.need("[")?;
        let mut entries = Vec::new();
        if !self.eat("]") {
            loop {
                let pos = entries.len();
                let ends = matches!(self.peek(1), Some(Tok::P(",")) | Some(Tok::P("]")));
                match self.fresh(self.peek(0)) {
                    Some(n) if ends => {
                        self.at += 1;
                        self.vars.push((n, (ty, pos)));
                        entries.push(Some(n));
                    }
                    _ => {
                        // The entry's dimension equals the expression.
                        let mut e = self.expr()?;
                        e.add((ty, pos), -1)?;
                        self.rows.push(Row {
                            equality: true,
                            affine: e,
                        });
                        entries.push(None);
                    }
                }
                if self.eat("]") {
                    break;
                }
                self.need(",")?;
            }
        }
        Some((name, entries))
    }

    fn expr(&mut self) -> Option<Affine> {
        let mut e = Affine::default();
        let mut sign = 1i64;
        loop {
            while self.eat("-") {
                sign = -sign;
            }
            self.term(&mut e, sign)?;
            sign = if self.eat("+") {
                1
            } else if self.eat("-") {
                -1
            } else {
                return Some(e);
            };
        }
    }

    /// `[int] name`, `int` or `(expr)`, scaled by `sign`, into `e`.
    fn term(&mut self, e: &mut Affine, sign: i64) -> Option<()> {
        let scale = match self.peek(0)? {
            Tok::Int(k) => {
                self.at += 1;
                let scale = k.checked_mul(sign)?;
                match self.peek(0) {
                    // A coefficient (`2i`; isl reads no `2(i)`).
                    Some(Tok::Id(n)) if !KEYWORDS.contains(&n) => scale,
                    Some(Tok::P("(")) => return None,
                    // A number alone is a constant.
                    _ => {
                        e.constant = e.constant.checked_add(scale)?;
                        return Some(());
                    }
                }
            }
            _ => sign,
        };
        match self.peek(0)? {
            Tok::Id(n) if !KEYWORDS.contains(&n) => {
                self.at += 1;
                e.add(self.var(n)?, scale)
            }
            Tok::P("(") => {
                self.at += 1;
                let inner = self.expr()?;
                self.need(")")?;
                for (v, c) in inner.coefficients {
                    e.add(v, c.checked_mul(scale)?)?;
                }
                e.constant = e.constant.checked_add(inner.constant.checked_mul(scale)?)?;
                Some(())
            }
            _ => None,
        }
    }

    /// `a op b op c ...` as rows, then `and` more.
    fn formula(&mut self) -> Option<()> {
        if matches!(self.peek(0), Some(Tok::P("}"))) {
            return Some(());
        }
        loop {
            if matches!(self.peek(0), Some(Tok::Id("true"))) {
                self.at += 1;
            } else {
                let mut a = self.expr()?;
                let mut compared = false;
                while let Some(Tok::P(op @ ("<=" | "<" | ">=" | ">" | "="))) = self.peek(0) {
                    self.at += 1;
                    let b = self.expr()?;
                    let (equality, affine) = match op {
                        "<=" => (false, b.minus(&a, 0)?),
                        "<" => (false, b.minus(&a, -1)?),
                        ">=" => (false, a.minus(&b, 0)?),
                        ">" => (false, a.minus(&b, -1)?),
                        _ => (true, a.minus(&b, 0)?),
                    };
                    self.rows.push(Row { equality, affine });
                    a = b;
                    compared = true;
                }
                if !compared {
                    return None;
                }
            }
            if matches!(self.peek(0), Some(Tok::Id("and"))) {
                self.at += 1;
            } else {
                return Some(());
            }
        }
    }
}

/// The text's parts when it is one conjunction over two tuples (`map`)
/// or over one or none (a set, a parameter set).
fn parse(s: &str, map: bool) -> Option<Parsed<'_>> {
    let mut p = Parser {
        toks: tokens(s)?,
        at: 0,
        vars: Vec::new(),
        rows: Vec::new(),
    };
    let mut params = Vec::new();
    if p.eat("[") {
        if !p.eat("]") {
            loop {
                let n = p.fresh(p.peek(0))?;
                p.at += 1;
                p.vars.push((n, (DimType::Param, params.len())));
                params.push(n);
                if p.eat("]") {
                    break;
                }
                p.need(",")?;
            }
        }
        p.need("->")?;
    }
    p.need("{")?;
    let mut tuples = Vec::new();
    if map {
        tuples.push(p.tuple(DimType::In)?);
        p.need("->")?;
        tuples.push(p.tuple(DimType::Out)?);
    } else if !matches!(p.peek(0), Some(Tok::P(":")) | Some(Tok::P("}"))) {
        tuples.push(p.tuple(DimType::Set)?);
    }
    if p.eat(":") {
        p.formula()?;
    }
    p.need("}")?;
    if p.at != p.toks.len() {
        return None;
    }
    Some(Parsed {
        params,
        tuples,
        rows: p.rows,
    })
}

/// The space of `parsed`, with its names.
fn space<'c>(ctx: &'c Ctx, parsed: &Parsed<'_>) -> Result<Space<'c>> {
    let np = parsed.params.len();
    let mut space = match parsed.tuples.as_slice() {
        [] => Space::params_alloc(ctx, np)?,
        [(_, set)] => Space::set_alloc(ctx, np, set.len())?,
        [(_, i), (_, o), ..] => Space::alloc(ctx, np, i.len(), o.len())?,
    };
    for (k, n) in parsed.params.iter().enumerate() {
        space = space.set_dim_name(DimType::Param, k, n)?;
    }
    let kinds: &[DimType] = match parsed.tuples.len() {
        1 => &[DimType::Set],
        _ => &[DimType::In, DimType::Out],
    };
    for ((name, entries), &ty) in parsed.tuples.iter().zip(kinds) {
        if let Some(name) = name {
            space = space.set_tuple_name(ty, name)?;
        }
        for (k, n) in entries.iter().enumerate() {
            if let Some(n) = n {
                space = space.set_dim_name(ty, k, n)?;
            }
        }
    }
    Ok(space)
}

/// The basic map of `parsed` (owned): the universe of its space with each
/// row added in order. None when a number does not fit isl's `int`.
fn basic_map(ctx: &Ctx, parsed: &Parsed<'_>) -> Result<Option<*mut sys::isl_basic_map>> {
    let fits = |v: i64| i32::try_from(v).is_ok();
    if !parsed
        .rows
        .iter()
        .all(|r| fits(r.affine.constant) && r.affine.coefficients.iter().all(|&(_, v)| fits(v)))
    {
        return Ok(None);
    }
    let space = space(ctx, parsed)?;
    // SAFETY: the space is live, and each isl call takes a new reference
    // to it; every other argument is owned and taken (isl frees the
    // others and returns NULL when one is NULL, so a NULL at the end
    // is the one error to report); the numbers fit `int` (checked above).
    let bmap = unsafe {
        let mut bmap = sys::isl_basic_map_universe(sys::isl_space_copy(space.as_ptr()));
        for row in &parsed.rows {
            let ls = sys::isl_local_space_from_space(sys::isl_space_copy(space.as_ptr()));
            let mut c = if row.equality {
                sys::isl_constraint_alloc_equality(ls)
            } else {
                sys::isl_constraint_alloc_inequality(ls)
            };
            for &((ty, pos), v) in &row.affine.coefficients {
                if v != 0 {
                    c = sys::isl_constraint_set_coefficient_si(c, ty.raw(), pos as i32, v as i32);
                }
            }
            c = sys::isl_constraint_set_constant_si(c, row.affine.constant as i32);
            bmap = sys::isl_basic_map_add_constraint(bmap, c);
        }
        bmap
    };
    if bmap.is_null() {
        return Err(ctx.take_error());
    }
    Ok(Some(bmap))
}

/// `ptr`, or isl's error when it is NULL.
fn owned<T>(ctx: &Ctx, ptr: *mut T) -> Result<Option<*mut T>> {
    if ptr.is_null() {
        Err(ctx.take_error())
    } else {
        Ok(Some(ptr))
    }
}

/// `s` read as a map (owned) without isl's parser, or None when it is
/// not one simple conjunction (isl's parser reads it then).
pub(crate) fn map(ctx: &Ctx, s: &str) -> Result<Option<*mut sys::isl_map>> {
    let Some(b) = parse(s, true)
        .map(|p| basic_map(ctx, &p))
        .transpose()?
        .flatten()
    else {
        return Ok(None);
    };
    // SAFETY: b is owned and taken; the result is owned or NULL.
    owned(ctx, unsafe { sys::isl_map_from_basic_map(b) })
}

/// `s` read as a set (owned) without isl's parser, or None (see [`map`]).
pub(crate) fn set(ctx: &Ctx, s: &str) -> Result<Option<*mut sys::isl_set>> {
    match parse(s, false) {
        Some(parsed) => set_of(ctx, &parsed),
        None => Ok(None),
    }
}

fn set_of(ctx: &Ctx, parsed: &Parsed<'_>) -> Result<Option<*mut sys::isl_set>> {
    let Some(b) = basic_map(ctx, parsed)? else {
        return Ok(None);
    };
    // SAFETY: a basic map over a set (or parameter) space is a basic set
    // in isl (one struct); isl_set_from_basic_set takes it and returns an
    // owned set or NULL.
    owned(ctx, unsafe {
        sys::isl_set_from_basic_set(b.cast::<sys::isl_basic_set>())
    })
}

/// `s` read as a union map (owned) of one map without isl's parser, or
/// None (see [`map`]).
pub(crate) fn union_map(ctx: &Ctx, s: &str) -> Result<Option<*mut sys::isl_union_map>> {
    match map(ctx, s)? {
        // SAFETY: m is owned and taken; the result is owned or NULL.
        Some(m) => owned(ctx, unsafe { sys::isl_union_map_from_map(m) }),
        None => Ok(None),
    }
}

/// `s` read as a union set (owned) of one set without isl's parser, or
/// None (see [`map`]). A parameter set is no union set's part.
pub(crate) fn union_set(ctx: &Ctx, s: &str) -> Result<Option<*mut sys::isl_union_set>> {
    match parse(s, false) {
        Some(parsed) if parsed.tuples.len() == 1 => match set_of(ctx, &parsed)? {
            // SAFETY: set is owned and taken; the result is owned or NULL.
            Some(set) => owned(ctx, unsafe { sys::isl_union_set_from_set(set) }),
            None => Ok(None),
        },
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests;
