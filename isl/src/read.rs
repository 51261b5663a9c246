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

use crate::{sys, BasicMap, Constraint, Ctx, DimType, Map, Result, Set, Space, UnionMap, UnionSet};

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

/// The text's parts when it is one conjunction over `n_tuples` tuples (0 or
/// 1 for a set, 2 for a map).
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

/// The basic map of `parsed`: the universe of its space with each row
/// added in order. None when a coefficient does not fit isl's `int`.
fn basic_map<'c>(ctx: &'c Ctx, parsed: &Parsed<'_>) -> Result<Option<BasicMap<'c>>> {
    let space = space(ctx, parsed)?;
    let mut bmap = BasicMap::universe(space.clone())?;
    for row in &parsed.rows {
        let Ok(constant) = i32::try_from(row.affine.constant) else {
            return Ok(None);
        };
        // SAFETY: the space is live and copied for isl to take; the local
        // space is taken by the constraint's allocation; each result is
        // owned or NULL (from_raw reports isl's error).
        let mut c = unsafe {
            let ls = sys::isl_local_space_from_space(sys::isl_space_copy(space.as_ptr()));
            Constraint::from_raw(
                ctx,
                if row.equality {
                    sys::isl_constraint_alloc_equality(ls)
                } else {
                    sys::isl_constraint_alloc_inequality(ls)
                },
            )?
        };
        for &((ty, pos), v) in &row.affine.coefficients {
            if v != 0 {
                let Ok(v) = i32::try_from(v) else {
                    return Ok(None);
                };
                c = c.set_coefficient(ty, pos, v)?;
            }
        }
        // SAFETY: c and bmap are owned and taken by isl; the results are
        // owned or NULL.
        c = unsafe {
            Constraint::from_raw(
                ctx,
                sys::isl_constraint_set_constant_si(c.into_raw(), constant),
            )?
        };
        bmap = unsafe {
            BasicMap::from_raw(
                ctx,
                sys::isl_basic_map_add_constraint(bmap.into_raw(), c.into_raw()),
            )?
        };
    }
    Ok(Some(bmap))
}

/// `s` read as a map without isl's parser, or None when it is not one
/// simple conjunction (isl's parser reads it then).
pub(crate) fn map<'c>(ctx: &'c Ctx, s: &str) -> Result<Option<Map<'c>>> {
    match parse(s, true) {
        Some(parsed) => basic_map(ctx, &parsed)?.map(BasicMap::into_map).transpose(),
        None => Ok(None),
    }
}

/// `s` read as a set without isl's parser, or None (see [`map`]).
pub(crate) fn set<'c>(ctx: &'c Ctx, s: &str) -> Result<Option<Set<'c>>> {
    match parse(s, false) {
        Some(parsed) => set_of(ctx, &parsed),
        None => Ok(None),
    }
}

fn set_of<'c>(ctx: &'c Ctx, parsed: &Parsed<'_>) -> Result<Option<Set<'c>>> {
    let Some(bmap) = basic_map(ctx, parsed)? else {
        return Ok(None);
    };
    // SAFETY: a basic map over a set (or parameter) space is a basic set
    // in isl (one struct); isl_set_from_basic_set takes it and returns an
    // owned set or NULL.
    unsafe {
        Set::from_raw(
            ctx,
            sys::isl_set_from_basic_set(bmap.into_raw().cast::<sys::isl_basic_set>()),
        )
    }
    .map(Some)
}

/// `s` read as a union map of one map without isl's parser, or None
/// (see [`map`]).
pub(crate) fn union_map<'c>(ctx: &'c Ctx, s: &str) -> Result<Option<UnionMap<'c>>> {
    match map(ctx, s)? {
        Some(m) => UnionMap::try_from(m).map(Some),
        None => Ok(None),
    }
}

/// `s` read as a union set of one set without isl's parser, or None
/// (see [`map`]). A parameter set is no union set's part.
pub(crate) fn union_set<'c>(ctx: &'c Ctx, s: &str) -> Result<Option<UnionSet<'c>>> {
    match parse(s, false) {
        Some(parsed) if parsed.tuples.len() == 1 => match set_of(ctx, &parsed)? {
            Some(set) => UnionSet::try_from(set).map(Some),
            None => Ok(None),
        },
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use crate::{Ctx, Map, Set, UnionMap, UnionSet};

    /// Texts of the forms the pass writes: read here, they are the object
    /// isl's parser makes (same text, space and disjuncts).
    #[test]
    fn simple_texts_read_as_isl_reads_them() {
        let ctx = Ctx::new();
        let maps = [
            "{ S1_a0[] -> A[o0, o1] }",
            "[n, m] -> { S1[i0, i1] -> MemRef[1 + 400i1 + i0] : 0 <= i0 < n and 0 <= i1 <= m - 1 }",
            "{ [k0, k1] -> [k0] }",
            "{ [k0] -> [k0, k1] : 0 <= k1 and k1 <= 239 }",
            "{ S3[i0, i1, i2] -> [0, i0, 1, -i1 + 2i2, 0] }",
            "[p] -> { [] -> [k5] : 0 <= k5 and k5 <= -(p) + 259 }",
            "{ S[i, i] -> T[] }",
            "[n] -> { S[i] -> T[n] : i = 2n }",
        ];
        for t in maps {
            let fast = super::map(&ctx, t).unwrap().expect(t);
            let isl = Map::parse_text(&ctx, t).unwrap();
            assert_eq!(fast.to_string(), isl.to_string(), "{t}");
            assert_eq!(
                fast.get_space().unwrap().to_string(),
                isl.get_space().unwrap().to_string()
            );
            assert!(fast.plain_is_equal(&isl).unwrap(), "{t}");
        }
        let sets = [
            "{ [k0, k1] : 0 <= (k1) < 240 }",
            "[size0, size1] -> { : size0 = 259 and size1 >= 239 }",
            "{ [] : true }",
            "{ : }",
            "[n] -> { S2[i0, i1] : i0 >= 0 and 2 + i0 <= i1 < n and i1 > -3 }",
            "{ S[i] : 0 <= i <= 3 and i >= 3 }",
        ];
        for t in sets {
            let fast = super::set(&ctx, t).unwrap().expect(t);
            let isl = Set::parse_text(&ctx, t).unwrap();
            assert_eq!(fast.to_string(), isl.to_string(), "{t}");
            assert_eq!(
                fast.get_space().unwrap().to_string(),
                isl.get_space().unwrap().to_string()
            );
        }
    }

    /// What is not one conjunction of affine constraints over bound
    /// names is left to isl's parser.
    #[test]
    fn other_texts_left_to_isl() {
        let ctx = Ctx::new();
        for t in [
            "{ S[i] : i < 3 or i > 5 }",
            "{ S[i] : exists (e = floor(i/2): i = 2e) }",
            "{ S[i] -> T[floor(i/2)] }",
            "{ S[i] : i < n }",
            "{ S[i] -> A[i]; T[j] -> A[j] }",
            "[n] -> { S2[i0 = 259] }",
            "{ S[i] : i < 99999999999 }",
        ] {
            assert!(super::map(&ctx, t).unwrap().is_none(), "{t}");
            assert!(super::set(&ctx, t).unwrap().is_none(), "{t}");
        }
    }

    /// Every text of a sample of those the pass parsed on PolyBench
    /// (`tests/read-corpus.tsv`: the type, a tab, the text) reads as isl
    /// reads it, and most without isl's parser.
    #[test]
    fn pass_texts_read_as_isl_reads_them() {
        let corpus = include_str!("../tests/read-corpus.tsv");
        let (mut read, mut all) = (0, 0);
        for line in corpus.lines() {
            let (ty, t) = line.split_once('\t').unwrap();
            let (fast, isl) = (Ctx::new(), Ctx::new());
            let (got, want, simple) = match ty {
                "Map" => (
                    Map::parse(&fast, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    Map::parse_text(&isl, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    super::map(&fast, t).unwrap().is_some(),
                ),
                "Set" => (
                    Set::parse(&fast, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    Set::parse_text(&isl, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    super::set(&fast, t).unwrap().is_some(),
                ),
                "UnionMap" => (
                    UnionMap::parse(&fast, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    UnionMap::parse_text(&isl, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    super::union_map(&fast, t).unwrap().is_some(),
                ),
                _ => (
                    UnionSet::parse(&fast, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    UnionSet::parse_text(&isl, t)
                        .map(|m| (m.to_string(), m.get_space().unwrap().to_string())),
                    super::union_set(&fast, t).unwrap().is_some(),
                ),
            };
            assert_eq!(got.unwrap(), want.unwrap(), "{t}");
            all += 1;
            read += usize::from(simple);
        }
        assert!(
            all >= 400 && read * 10 >= all * 7,
            "{read} of {all} read without isl's parser"
        );
    }

    /// Random texts of the simple forms (parameters, named and unnamed
    /// tuples, entries that repeat a variable or are expressions,
    /// comparison chains with coefficients, parentheses and negations,
    /// `true`, empty and contradictory formulas): each reads as isl reads
    /// it.
    #[test]
    fn random_simple_texts_read_as_isl_reads_them() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut read = 0;
        let mut same_text = 0;
        for _ in 0..1500 {
            let params: Vec<String> = (0..next(3)).map(|k| format!("p{k}")).collect();
            let mut names: Vec<String> = params.clone();
            let tuple = |prefix: &str,
                         names: &mut Vec<String>,
                         next: &mut dyn FnMut(u64) -> u64| {
                let entries: Vec<String> = (0..next(4))
                    .map(|k| match next(5) {
                        0 if !names.is_empty() => names[next(names.len() as u64) as usize].clone(),
                        1 if !names.is_empty() => {
                            format!("{} + {}", names[next(names.len() as u64) as usize], next(7))
                        }
                        _ => {
                            let n = format!("{prefix}{k}");
                            names.push(n.clone());
                            n
                        }
                    })
                    .collect();
                let name = if next(3) == 0 {
                    String::new()
                } else {
                    format!("S{}", next(9))
                };
                format!("{name}[{}]", entries.join(", "))
            };
            let map = next(2) == 0;
            let mut body = tuple("i", &mut names, &mut next);
            if map {
                body = format!("{body} -> {}", tuple("o", &mut names, &mut next));
            }
            let expr = |next: &mut dyn FnMut(u64) -> u64| {
                let mut e = match next(4) {
                    0 => format!("{}", next(20)),
                    1 => format!("-{}", next(20)),
                    _ => String::new(),
                };
                for _ in 0..=next(3) {
                    if names.is_empty() {
                        break;
                    }
                    let v = &names[next(names.len() as u64) as usize];
                    let term = match next(5) {
                        0 => format!("{}{v}", next(5) + 2),
                        1 => format!("-{v}"),
                        2 => format!("({v} - {})", next(4)),
                        3 => format!("-({v} + {})", next(3) + 2),
                        _ => v.clone(),
                    };
                    e = if e.is_empty() {
                        term
                    } else {
                        format!("{e} + {term}")
                    };
                }
                if e.is_empty() {
                    format!("{}", next(9))
                } else {
                    e
                }
            };
            let ops = ["<=", "<", ">=", ">", "="];
            let mut conj = Vec::new();
            for _ in 0..next(4) {
                if next(9) == 0 {
                    conj.push("true".to_string());
                    continue;
                }
                let mut chain = expr(&mut next);
                for _ in 0..=next(2) {
                    chain = format!("{chain} {} {}", ops[next(5) as usize], expr(&mut next));
                }
                conj.push(chain);
            }
            let formula = if conj.is_empty() {
                String::new()
            } else {
                format!(" : {}", conj.join(" and "))
            };
            let t = if params.is_empty() {
                format!("{{ {body}{formula} }}")
            } else {
                format!("[{}] -> {{ {body}{formula} }}", params.join(", "))
            };
            // One context: the two readings are compared as sets.
            let fast = Ctx::new();
            let isl = &fast;
            if map {
                let got = super::map(&fast, &t).unwrap();
                let Ok(want) = Map::parse_text(isl, &t) else {
                    // What isl rejects is not read here either.
                    assert!(got.is_none(), "read what isl rejects: {t}");
                    continue;
                };
                if let Some(got) = got {
                    assert!(got.is_equal(&want).unwrap(), "{t}");
                    assert_eq!(
                        got.get_space().unwrap().to_string(),
                        want.get_space().unwrap().to_string(),
                        "{t}"
                    );
                    same_text += usize::from(got.to_string() == want.to_string());
                    read += 1;
                }
            } else {
                let got = super::set(&fast, &t).unwrap();
                let Ok(want) = Set::parse_text(isl, &t) else {
                    // What isl rejects is not read here either.
                    assert!(got.is_none(), "read what isl rejects: {t}");
                    continue;
                };
                if let Some(got) = got {
                    assert!(got.is_equal(&want).unwrap(), "{t}");
                    assert_eq!(
                        got.get_space().unwrap().to_string(),
                        want.get_space().unwrap().to_string(),
                        "{t}"
                    );
                    same_text += usize::from(got.to_string() == want.to_string());
                    read += 1;
                }
            }
        }
        assert!(read >= 1400, "{read} of 1500 read without isl's parser");
        // Redundant constraints, or none of the conjunction's rational
        // points integer, may read differently (the same set).
        assert!(
            same_text * 100 >= read * 98,
            "{same_text} of {read} read as the same text"
        );
    }
}
