//! SCEVs as the C++ layer writes them (S-expressions), and their
//! translation into affine expressions over the region's loop iteration
//! counters and parameters.
//!
//! Every loop of a SCoP is modelled by its normalized iteration counter
//! `k >= 0` (the SCEV add-recurrence `{a,+,s}<L>` is `a + s*k_L`), so loops
//! counting down or with non-unit steps need no special case.

use std::collections::BTreeMap;
use std::fmt;

/// A parsed SCEV.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scev {
    /// A constant of the given bit width; `None` when it needs more than 64
    /// bits.
    Const {
        bits: u32,
        value: Option<i64>,
    },
    Cast {
        kind: CastKind,
        bits: u32,
        op: Box<Scev>,
    },
    Add {
        bits: u32,
        flags: Flags,
        ops: Vec<Scev>,
    },
    Mul {
        bits: u32,
        flags: Flags,
        ops: Vec<Scev>,
    },
    UDiv {
        bits: u32,
        lhs: Box<Scev>,
        rhs: Box<Scev>,
    },
    /// `{ops[0],+,ops[1],+,...}<loop>`; loop is LoopInfo's preorder index.
    AddRec {
        bits: u32,
        flags: Flags,
        loop_index: i64,
        ops: Vec<Scev>,
    },
    MinMax {
        kind: MinMaxKind,
        bits: u32,
        ops: Vec<Scev>,
    },
    /// An opaque value (LLVMValueRef as an address).
    Unknown {
        bits: u32,
        is_ptr: bool,
        value: usize,
    },
    CouldNotCompute,
    Unsupported(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    Trunc,
    ZExt,
    SExt,
    PtrToInt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MinMaxKind {
    SMax,
    UMax,
    SMin,
    UMin,
}

/// No-wrap flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    pub nsw: bool,
    pub nuw: bool,
}

// ---------------------------------------------------------------------------
// Parsing.

struct Lexer<'a> {
    toks: Vec<&'a str>,
    pos: usize,
}

fn tokenize(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b')' => {
                out.push(&s[i..i + 1]);
                i += 1;
            }
            b' ' | b'\n' | b'\t' => i += 1,
            _ => {
                let start = i;
                while i < bytes.len() && !matches!(bytes[i], b'(' | b')' | b' ' | b'\n' | b'\t') {
                    i += 1;
                }
                out.push(&s[start..i]);
            }
        }
    }
    out
}

impl<'a> Lexer<'a> {
    fn next(&mut self) -> Result<&'a str, String> {
        let t = self
            .toks
            .get(self.pos)
            .copied()
            .ok_or("unexpected end of SCEV")?;
        self.pos += 1;
        Ok(t)
    }
    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).copied()
    }
    fn expect(&mut self, t: &str) -> Result<(), String> {
        let got = self.next()?;
        if got == t {
            Ok(())
        } else {
            Err(format!("expected '{t}' in SCEV, got '{got}'"))
        }
    }
}

fn parse_bits(t: &str) -> Result<(u32, bool), String> {
    match t {
        "ptr" => Ok((64, true)),
        "other" => Err("SCEV of a non-integer type".into()),
        _ => t
            .strip_prefix('i')
            .and_then(|w| w.parse().ok())
            .map(|w| (w, false))
            .ok_or_else(|| format!("bad SCEV type '{t}'")),
    }
}

fn parse_flags(t: &str) -> Flags {
    Flags {
        nsw: t.split('+').any(|f| f == "nsw"),
        nuw: t.split('+').any(|f| f == "nuw"),
    }
}

fn parse_node(lx: &mut Lexer, depth: u32) -> Result<Scev, String> {
    if depth > 200 {
        return Err("SCEV nested too deeply".into());
    }
    lx.expect("(")?;
    let kind = lx.next()?;
    let node = match kind {
        "cnc" => Scev::CouldNotCompute,
        "unsupported" => Scev::Unsupported(lx.next()?.to_string()),
        "const" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let v = lx.next()?;
            Scev::Const {
                bits,
                value: v.parse().ok(),
            }
        }
        "trunc" | "zext" | "sext" | "ptrtoint" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let op = Box::new(parse_node(lx, depth + 1)?);
            let kind = match kind {
                "trunc" => CastKind::Trunc,
                "zext" => CastKind::ZExt,
                "sext" => CastKind::SExt,
                _ => CastKind::PtrToInt,
            };
            Scev::Cast { kind, bits, op }
        }
        "add" | "mul" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let flags = parse_flags(lx.next()?);
            let ops = parse_ops(lx, depth)?;
            if kind == "add" {
                Scev::Add { bits, flags, ops }
            } else {
                Scev::Mul { bits, flags, ops }
            }
        }
        "udiv" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let lhs = Box::new(parse_node(lx, depth + 1)?);
            let rhs = Box::new(parse_node(lx, depth + 1)?);
            Scev::UDiv { bits, lhs, rhs }
        }
        "addrec" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let flags = parse_flags(lx.next()?);
            let loop_index = lx.next()?.parse().map_err(|_| "bad loop index")?;
            let ops = parse_ops(lx, depth)?;
            Scev::AddRec {
                bits,
                flags,
                loop_index,
                ops,
            }
        }
        "smax" | "umax" | "smin" | "umin" | "umin_seq" => {
            let (bits, _) = parse_bits(lx.next()?)?;
            let ops = parse_ops(lx, depth)?;
            let kind = match kind {
                "smax" => MinMaxKind::SMax,
                "umax" => MinMaxKind::UMax,
                "smin" => MinMaxKind::SMin,
                _ => MinMaxKind::UMin,
            };
            Scev::MinMax { kind, bits, ops }
        }
        "unknown" => {
            let (bits, is_ptr) = parse_bits(lx.next()?)?;
            let v = lx.next()?;
            let value = usize::from_str_radix(v.trim_start_matches("0x"), 16)
                .map_err(|_| format!("bad value address '{v}'"))?;
            Scev::Unknown {
                bits,
                is_ptr,
                value,
            }
        }
        other => return Err(format!("unknown SCEV kind '{other}'")),
    };
    // Tolerate trailing tokens of kinds we skip.
    while lx.peek().is_some_and(|t| t != ")") {
        lx.next()?;
    }
    lx.expect(")")?;
    Ok(node)
}

fn parse_ops(lx: &mut Lexer, depth: u32) -> Result<Vec<Scev>, String> {
    let mut ops = Vec::new();
    while lx.peek() == Some("(") {
        ops.push(parse_node(lx, depth + 1)?);
    }
    Ok(ops)
}

impl Scev {
    pub fn parse(s: &str) -> Result<Scev, String> {
        let mut lx = Lexer {
            toks: tokenize(s),
            pos: 0,
        };
        let n = parse_node(&mut lx, 0)?;
        if lx.peek().is_some() {
            return Err("trailing tokens after SCEV".into());
        }
        Ok(n)
    }

    /// Parses a sequence of S-expressions, e.g. `(sizes ...)(subs ...)`
    /// groups: returns each group's name and members.
    pub fn parse_groups(s: &str) -> Result<Vec<(String, Vec<GroupItem>)>, String> {
        let mut lx = Lexer {
            toks: tokenize(s),
            pos: 0,
        };
        let mut out = Vec::new();
        while lx.peek().is_some() {
            lx.expect("(")?;
            let name = lx.next()?.to_string();
            let mut items = Vec::new();
            while let Some(t) = lx.peek() {
                if t == ")" {
                    break;
                }
                if t == "(" {
                    items.push(GroupItem::Scev(parse_node(&mut lx, 1)?));
                } else {
                    lx.next()?;
                    items.push(GroupItem::Int(
                        t.parse().map_err(|_| format!("bad integer '{t}'"))?,
                    ));
                }
            }
            lx.expect(")")?;
            out.push((name, items));
        }
        Ok(out)
    }

    pub fn bits(&self) -> u32 {
        match self {
            Scev::Const { bits, .. }
            | Scev::Cast { bits, .. }
            | Scev::Add { bits, .. }
            | Scev::Mul { bits, .. }
            | Scev::UDiv { bits, .. }
            | Scev::AddRec { bits, .. }
            | Scev::MinMax { bits, .. }
            | Scev::Unknown { bits, .. } => *bits,
            _ => 0,
        }
    }

    /// Whether any add-recurrence of a loop satisfying `pred` occurs.
    pub fn mentions_loop(&self, pred: &dyn Fn(i64) -> bool) -> bool {
        match self {
            Scev::AddRec {
                loop_index, ops, ..
            } => pred(*loop_index) || ops.iter().any(|o| o.mentions_loop(pred)),
            Scev::Cast { op, .. } => op.mentions_loop(pred),
            Scev::Add { ops, .. } | Scev::Mul { ops, .. } | Scev::MinMax { ops, .. } => {
                ops.iter().any(|o| o.mentions_loop(pred))
            }
            Scev::UDiv { lhs, rhs, .. } => lhs.mentions_loop(pred) || rhs.mentions_loop(pred),
            _ => false,
        }
    }
}

/// A member of a delinearization answer group.
#[derive(Clone, Debug)]
pub enum GroupItem {
    Int(i64),
    Scev(Scev),
}

impl fmt::Display for Scev {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Scev::Const { value: Some(v), .. } => write!(f, "{v}"),
            Scev::Const { value: None, .. } => write!(f, "<big>"),
            Scev::Cast { kind, op, .. } => write!(f, "{kind:?}({op})"),
            Scev::Add { ops, .. } => write_list(f, "", " + ", ops),
            Scev::Mul { ops, .. } => write_list(f, "", " * ", ops),
            Scev::UDiv { lhs, rhs, .. } => write!(f, "({lhs} /u {rhs})"),
            Scev::AddRec {
                loop_index, ops, ..
            } => {
                write_list(f, "{", ",+,", ops)?;
                write!(f, "}}<L{loop_index}>")
            }
            Scev::MinMax { kind, ops, .. } => write_list(f, &format!("{kind:?}"), ", ", ops),
            Scev::Unknown { value, .. } => write!(f, "%v{value:x}"),
            Scev::CouldNotCompute => write!(f, "<could not compute>"),
            Scev::Unsupported(s) => write!(f, "<unsupported {s}>"),
        }
    }
}

fn write_list(f: &mut fmt::Formatter, head: &str, sep: &str, ops: &[Scev]) -> fmt::Result {
    write!(f, "{head}(")?;
    for (i, o) in ops.iter().enumerate() {
        if i > 0 {
            write!(f, "{sep}")?;
        }
        write!(f, "{o}")?;
    }
    write!(f, ")")
}

// ---------------------------------------------------------------------------
// Affine expressions.

/// A variable of an affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Var {
    /// Iteration counter of the loop with this preorder index.
    Loop(usize),
    /// The parameter with this index (see [`Params`]).
    Param(usize),
}

/// `constant + sum(coeff * var)`, exact integer arithmetic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Affine {
    pub constant: i64,
    pub terms: BTreeMap<Var, i64>,
}

impl Affine {
    pub fn constant(c: i64) -> Affine {
        Affine {
            constant: c,
            terms: BTreeMap::new(),
        }
    }
    pub fn var(v: Var) -> Affine {
        let mut a = Affine::default();
        a.terms.insert(v, 1);
        a
    }
    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }
    pub fn add(&self, o: &Affine) -> Option<Affine> {
        let mut r = self.clone();
        r.constant = r.constant.checked_add(o.constant)?;
        for (v, c) in &o.terms {
            let e = r.terms.entry(*v).or_insert(0);
            *e = e.checked_add(*c)?;
        }
        r.terms.retain(|_, c| *c != 0);
        Some(r)
    }
    pub fn scale(&self, k: i64) -> Option<Affine> {
        let mut r = Affine {
            constant: self.constant.checked_mul(k)?,
            terms: BTreeMap::new(),
        };
        for (v, c) in &self.terms {
            let p = c.checked_mul(k)?;
            if p != 0 {
                r.terms.insert(*v, p);
            }
        }
        Some(r)
    }
    /// Exact division of every coefficient, or None.
    pub fn div_exact(&self, k: i64) -> Option<Affine> {
        if k == 0 || self.constant % k != 0 || self.terms.values().any(|c| c % k != 0) {
            return None;
        }
        Some(Affine {
            constant: self.constant / k,
            terms: self.terms.iter().map(|(v, c)| (*v, c / k)).collect(),
        })
    }
    /// Largest loop (by depth order given) mentioned.
    pub fn loops(&self) -> impl Iterator<Item = usize> + '_ {
        self.terms.keys().filter_map(|v| match v {
            Var::Loop(l) => Some(*l),
            _ => None,
        })
    }
    /// isl notation, with `name` naming each variable.
    pub fn to_isl(&self, name: &dyn Fn(Var) -> String) -> String {
        let mut s = String::new();
        for (v, c) in &self.terms {
            let n = name(*v);
            if s.is_empty() {
                match *c {
                    1 => s.push_str(&n),
                    -1 => s.push_str(&format!("-{n}")),
                    c => s.push_str(&format!("{c}{n}")),
                }
            } else {
                match *c {
                    1 => s.push_str(&format!(" + {n}")),
                    -1 => s.push_str(&format!(" - {n}")),
                    c if c < 0 => s.push_str(&format!(" - {}{n}", -c)),
                    c => s.push_str(&format!(" + {c}{n}")),
                }
            }
        }
        if s.is_empty() {
            return self.constant.to_string();
        }
        if self.constant > 0 {
            s.push_str(&format!(" + {}", self.constant));
        } else if self.constant < 0 {
            s.push_str(&format!(" - {}", -(self.constant as i128)));
        }
        s
    }
}

/// A piecewise-affine expression: affine, or a min/max of such.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PwExpr {
    Affine(Affine),
    Max(Vec<PwExpr>),
    Min(Vec<PwExpr>),
}

impl PwExpr {
    pub fn to_isl(&self, name: &dyn Fn(Var) -> String) -> String {
        match self {
            PwExpr::Affine(a) => a.to_isl(name),
            PwExpr::Max(v) | PwExpr::Min(v) => {
                let op = if matches!(self, PwExpr::Max(_)) {
                    "max"
                } else {
                    "min"
                };
                let mut it = v.iter();
                let first = it.next().map(|e| e.to_isl(name)).unwrap_or_default();
                it.fold(format!("({first})"), |acc, e| {
                    format!("{op}({acc}, {})", e.to_isl(name))
                })
            }
        }
    }
    /// Every loop counter any piece mentions.
    pub fn loops(&self) -> Vec<usize> {
        match self {
            PwExpr::Affine(a) => a.loops().collect(),
            PwExpr::Max(v) | PwExpr::Min(v) => v.iter().flat_map(PwExpr::loops).collect(),
        }
    }
    /// Exact division of every piece, or None.
    pub fn div_exact(&self, k: i64) -> Option<PwExpr> {
        Some(match self {
            PwExpr::Affine(a) => PwExpr::Affine(a.div_exact(k)?),
            PwExpr::Max(v) | PwExpr::Min(v) if k > 0 => {
                let d: Vec<_> = v.iter().map(|e| e.div_exact(k)).collect::<Option<_>>()?;
                if matches!(self, PwExpr::Max(_)) {
                    PwExpr::Max(d)
                } else {
                    PwExpr::Min(d)
                }
            }
            _ => return None,
        })
    }
    pub fn as_affine(&self) -> Option<&Affine> {
        match self {
            PwExpr::Affine(a) => Some(a),
            _ => None,
        }
    }
    /// Sum of two piecewise expressions: addition distributes over min and
    /// max (max(a, b) + y = max(a + y, b + y)).
    pub fn add(&self, o: &PwExpr) -> Option<PwExpr> {
        Some(match (self, o) {
            (PwExpr::Affine(a), PwExpr::Affine(b)) => PwExpr::Affine(a.add(b)?),
            (PwExpr::Max(v), _) => PwExpr::Max(v.iter().map(|x| x.add(o)).collect::<Option<_>>()?),
            (PwExpr::Min(v), _) => PwExpr::Min(v.iter().map(|x| x.add(o)).collect::<Option<_>>()?),
            (PwExpr::Affine(_), _) => o.add(self)?,
        })
    }

    /// Adds an affine expression to every piece.
    fn add_affine(&self, a: &Affine) -> Option<PwExpr> {
        Some(match self {
            PwExpr::Affine(x) => PwExpr::Affine(x.add(a)?),
            PwExpr::Max(v) => {
                PwExpr::Max(v.iter().map(|e| e.add_affine(a)).collect::<Option<_>>()?)
            }
            PwExpr::Min(v) => {
                PwExpr::Min(v.iter().map(|e| e.add_affine(a)).collect::<Option<_>>()?)
            }
        })
    }
    fn scale(&self, k: i64) -> Option<PwExpr> {
        Some(match self {
            PwExpr::Affine(x) => PwExpr::Affine(x.scale(k)?),
            PwExpr::Max(v) | PwExpr::Min(v) => {
                let s: Vec<_> = v.iter().map(|e| e.scale(k)).collect::<Option<_>>()?;
                // Scaling by a negative number swaps min and max.
                match (matches!(self, PwExpr::Max(_)), k >= 0) {
                    (true, true) | (false, false) => PwExpr::Max(s),
                    _ => PwExpr::Min(s),
                }
            }
        })
    }
}

/// The parameters of a region: region-invariant SCEV subtrees, each with an
/// isl name.
#[derive(Clone, Debug, Default)]
pub struct Params {
    /// The SCEV of each parameter, and its display key.
    pub list: Vec<(Scev, String)>,
    /// isl names.
    pub names: Vec<String>,
}

impl Params {
    fn intern(&mut self, s: &Scev, name_hint: &dyn Fn(&Scev) -> String) -> usize {
        let key = format!("{s}");
        if let Some(i) = self.list.iter().position(|(_, k)| *k == key) {
            return i;
        }
        let mut base = sanitize(&name_hint(s));
        if base.is_empty() {
            base = "p".into();
        }
        let mut name = base.clone();
        let mut n = 1;
        while self.names.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.list.push((s.clone(), key));
        self.names.push(name);
        self.list.len() - 1
    }
}

/// Makes an isl identifier out of an LLVM name.
pub fn sanitize(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'p');
    }
    // Names isl reserves as keywords.
    if matches!(
        out.as_str(),
        "and"
            | "or"
            | "not"
            | "mod"
            | "min"
            | "max"
            | "floor"
            | "ceil"
            | "exists"
            | "true"
            | "false"
            | "infty"
    ) {
        out.push('_');
    }
    out
}

/// Translation of SCEVs into affine form for one region.
pub struct Affinator<'a> {
    /// Is this loop (preorder index) part of the region?
    pub in_region: &'a dyn Fn(i64) -> bool,
    /// A readable name for a parameter SCEV.
    pub name_hint: &'a dyn Fn(&Scev) -> String,
    /// Is this value (an LLVMValueRef address) defined outside the region?
    pub invariant: &'a dyn Fn(usize) -> bool,
    /// The induction variable of a loop around the region (preorder
    /// index): a PHI (LLVMValueRef address) whose SCEV is `{c,+,1}` with
    /// constant `c`, its width, and `c`. Inside the region a recurrence of
    /// that loop is a function of it, a parameter.
    pub outer_iv: &'a dyn Fn(i64) -> Option<(usize, u32, i64)>,
    pub params: Params,
    /// Range requirements met by every conversion accepted so far: the
    /// expression must lie in [lo, hi] wherever it is evaluated.
    pub required: Vec<(PwExpr, i64, i64)>,
}

impl<'a> Affinator<'a> {
    /// Affine form of a SCEV, or why it is not affine.
    pub fn affine(&mut self, s: &Scev) -> Result<Affine, String> {
        match self.pw(s)? {
            PwExpr::Affine(a) => Ok(a),
            _ => Err(format!("'{s}' takes a minimum or maximum")),
        }
    }

    /// Piecewise-affine form of a SCEV (min/max allowed), or why not.
    pub fn pw(&mut self, s: &Scev) -> Result<PwExpr, String> {
        let inside = |s: &Scev| s.mentions_loop(self.in_region);
        // Region-invariant, non-constant subtrees that are not sums become
        // parameters.
        if !inside(s) {
            match s {
                Scev::Const { value: Some(v), .. } => {
                    return Ok(PwExpr::Affine(Affine::constant(*v)))
                }
                Scev::Const { value: None, .. } => {
                    return Err("constant does not fit in 64 bits".into())
                }
                Scev::Add { .. } | Scev::Mul { .. } | Scev::MinMax { .. } => {}
                Scev::CouldNotCompute => return Err("the trip count cannot be computed".into()),
                Scev::Unsupported(w) => return Err(format!("unsupported expression ({w})")),
                _ => return self.param(s),
            }
        }
        match s {
            Scev::Add { ops, .. } => {
                let mut acc = PwExpr::Affine(Affine::default());
                for o in ops {
                    let p = self.pw(o)?;
                    acc = acc
                        .add(&p)
                        .ok_or("integer overflow in an affine expression")?;
                }
                Ok(acc)
            }
            Scev::Mul { ops, .. } => {
                let mut k: i64 = 1;
                let mut rest: Vec<&Scev> = Vec::new();
                for o in ops {
                    match o {
                        Scev::Const { value: Some(v), .. } => {
                            k = k
                                .checked_mul(*v)
                                .ok_or("integer overflow in an affine expression")?
                        }
                        _ => rest.push(o),
                    }
                }
                match rest.len() {
                    0 => Ok(PwExpr::Affine(Affine::constant(k))),
                    1 => self
                        .pw(rest[0])?
                        .scale(k)
                        .ok_or_else(|| "integer overflow".to_string()),
                    _ if !inside(s) => {
                        // A product of invariants (n*m) is one parameter.
                        let mut a = self.param(&Scev::Mul {
                            bits: s.bits(),
                            flags: Flags::default(),
                            ops: rest.into_iter().cloned().collect(),
                        })?;
                        if let PwExpr::Affine(x) = &mut a {
                            *x = x.scale(k).ok_or("integer overflow")?;
                        }
                        Ok(a)
                    }
                    _ => Err(format!("'{s}' multiplies a loop index by a non-constant")),
                }
            }
            Scev::AddRec {
                loop_index, ops, ..
            } => {
                if !(self.in_region)(*loop_index) {
                    return Err("an index depends on a loop outside the region".into());
                }
                if ops.len() != 2 {
                    return Err(format!("'{s}' is not an affine recurrence"));
                }
                let start = self.pw(&ops[0])?;
                let step = self.affine(&ops[1])?;
                if !step.is_constant() {
                    return Err(format!("'{s}' steps by a non-constant amount"));
                }
                let kterm = Affine::var(Var::Loop(*loop_index as usize))
                    .scale(step.constant)
                    .ok_or("integer overflow")?;
                start
                    .add_affine(&kterm)
                    .ok_or_else(|| "integer overflow".to_string())
            }
            Scev::MinMax { kind, ops, .. } => {
                let parts: Vec<PwExpr> =
                    ops.iter().map(|o| self.pw(o)).collect::<Result<_, _>>()?;
                if matches!(kind, MinMaxKind::UMax | MinMaxKind::UMin)
                    && !ops.iter().all(|o| self.known_nonneg(o))
                {
                    return Err(format!(
                        "'{s}' is an unsigned minimum or maximum of values that may be negative"
                    ));
                }
                Ok(match kind {
                    MinMaxKind::SMax | MinMaxKind::UMax => PwExpr::Max(parts),
                    MinMaxKind::SMin | MinMaxKind::UMin => PwExpr::Min(parts),
                })
            }
            Scev::Cast { kind, op, .. } => {
                // An extension of a recurrence that cannot wrap in its own
                // type has the same value as the recurrence itself.
                let no_wrap = match (kind, op.as_ref()) {
                    (CastKind::SExt, Scev::AddRec { flags, .. } | Scev::Add { flags, .. }) => {
                        flags.nsw
                    }
                    (CastKind::ZExt, Scev::AddRec { flags, .. } | Scev::Add { flags, .. }) => {
                        flags.nuw && self.known_nonneg(op)
                    }
                    _ => false,
                };
                let inner = self.pw(op)?;
                if !no_wrap {
                    // Otherwise the value is unchanged exactly where the
                    // operand fits the narrower type: a requirement the
                    // caller proves over the domain.
                    let w = match kind {
                        CastKind::Trunc => s.bits(),
                        _ => op.bits(),
                    };
                    if !(2..=64).contains(&w) || *kind == CastKind::PtrToInt {
                        return Err(format!(
                            "'{s}' converts between integer types and may wrap around"
                        ));
                    }
                    let hi = ((1u128 << (w - 1)) - 1) as i64;
                    let lo = if *kind == CastKind::ZExt { 0 } else { -hi - 1 };
                    self.required.push((inner.clone(), lo, hi));
                }
                Ok(inner)
            }
            _ => Err(format!("'{s}' is not affine")),
        }
    }

    fn param(&mut self, s: &Scev) -> Result<PwExpr, String> {
        // Recurrences of the loops around the region are constant inside
        // it: their induction variables (gramschmidt's inner nests index
        // column k of the loop around them).
        // (Decomposed again: constant factors stay visible.)
        if let Some(r) = self.outer_ivs_replaced(s) {
            return self.pw(&r);
        }
        if s.mentions_loop(&|_| true) {
            return Err("a bound or index depends on a loop outside the region".into());
        }
        if let Scev::Unknown { is_ptr: true, .. } = s {
            return Err("a pointer is used as an integer".into());
        }
        if !self.all_invariant(s) {
            return Err("it depends on a value loaded or computed inside the loop nest".into());
        }
        let i = self.params.intern(s, self.name_hint);
        Ok(PwExpr::Affine(Affine::var(Var::Param(i))))
    }

    /// `s` with every recurrence of a loop outside the region replaced by
    /// the value [`Affinator::outer_iv`] gives for it; None when nothing
    /// was replaced.
    fn outer_ivs_replaced(&self, s: &Scev) -> Option<Scev> {
        let inner = |o: &Scev| self.outer_ivs_replaced(o);
        match s {
            Scev::AddRec {
                bits,
                loop_index,
                ops,
                ..
            } if !(self.in_region)(*loop_index) && ops.len() == 2 => {
                // {a,+,b} = a + b * (iv - c), iv = {c,+,1}.
                let (value, iv_bits, c) = (self.outer_iv)(*loop_index)?;
                if iv_bits != *bits {
                    return None;
                }
                let a = inner(&ops[0]).unwrap_or_else(|| ops[0].clone());
                let b = inner(&ops[1]).unwrap_or_else(|| ops[1].clone());
                let iv = Scev::Unknown {
                    bits: *bits,
                    is_ptr: false,
                    value,
                };
                // As a flat sum of products, so that constant factors stay
                // visible (an address's element size divides each term).
                let flat = |e: &Scev| -> Vec<Scev> {
                    match e {
                        Scev::Add { ops, .. } => ops.clone(),
                        _ => vec![e.clone()],
                    }
                };
                let factors = |e: &Scev| -> Vec<Scev> {
                    match e {
                        Scev::Mul { ops, .. } => ops.clone(),
                        _ => vec![e.clone()],
                    }
                };
                let mul = |mut f: Vec<Scev>, x: Scev| {
                    f.push(x);
                    Scev::Mul {
                        bits: *bits,
                        flags: Flags::default(),
                        ops: f,
                    }
                };
                let mut terms = flat(&a);
                for t in flat(&b) {
                    terms.push(mul(factors(&t), iv.clone()));
                    if c != 0 {
                        let minus_c = Scev::Const {
                            bits: *bits,
                            value: Some(c.checked_neg()?),
                        };
                        terms.push(mul(factors(&t), minus_c));
                    }
                }
                Some(Scev::Add {
                    bits: *bits,
                    flags: Flags::default(),
                    ops: terms,
                })
            }
            Scev::Cast { kind, bits, op } => inner(op).map(|o| Scev::Cast {
                kind: *kind,
                bits: *bits,
                op: Box::new(o),
            }),
            Scev::Add { ops, .. } | Scev::Mul { ops, .. } | Scev::MinMax { ops, .. } => {
                let new: Vec<Option<Scev>> = ops.iter().map(inner).collect();
                if new.iter().all(Option::is_none) {
                    return None;
                }
                let ops: Vec<Scev> = new
                    .into_iter()
                    .zip(ops)
                    .map(|(n, o)| n.unwrap_or_else(|| o.clone()))
                    .collect();
                Some(match s {
                    Scev::Add { bits, flags, .. } => Scev::Add {
                        bits: *bits,
                        flags: *flags,
                        ops,
                    },
                    Scev::Mul { bits, flags, .. } => Scev::Mul {
                        bits: *bits,
                        flags: *flags,
                        ops,
                    },
                    Scev::MinMax { kind, bits, .. } => Scev::MinMax {
                        kind: *kind,
                        bits: *bits,
                        ops,
                    },
                    _ => unreachable!("matched above"),
                })
            }
            Scev::UDiv { bits, lhs, rhs } => {
                let (l, r) = (inner(lhs), inner(rhs));
                if l.is_none() && r.is_none() {
                    return None;
                }
                Some(Scev::UDiv {
                    bits: *bits,
                    lhs: Box::new(l.unwrap_or_else(|| (**lhs).clone())),
                    rhs: Box::new(r.unwrap_or_else(|| (**rhs).clone())),
                })
            }
            _ => None,
        }
    }

    fn all_invariant(&self, s: &Scev) -> bool {
        match s {
            Scev::Unknown { value, .. } => (self.invariant)(*value),
            Scev::Cast { op, .. } => self.all_invariant(op),
            Scev::Add { ops, .. }
            | Scev::Mul { ops, .. }
            | Scev::MinMax { ops, .. }
            | Scev::AddRec { ops, .. } => ops.iter().all(|o| self.all_invariant(o)),
            Scev::UDiv { lhs, rhs, .. } => self.all_invariant(lhs) && self.all_invariant(rhs),
            _ => true,
        }
    }

    /// A conservative syntactic test.
    pub fn known_nonneg(&self, s: &Scev) -> bool {
        match s {
            Scev::Const { value: Some(v), .. } => *v >= 0,
            Scev::Cast {
                kind: CastKind::ZExt,
                ..
            } => true,
            Scev::AddRec { ops, flags, .. } => {
                flags.nuw || ops.iter().all(|o| self.known_nonneg(o))
            }
            Scev::Add { ops, flags, .. } => flags.nuw || ops.iter().all(|o| self.known_nonneg(o)),
            Scev::Mul { ops, .. } => ops.iter().all(|o| self.known_nonneg(o)),
            Scev::MinMax {
                kind: MinMaxKind::SMax | MinMaxKind::UMax,
                ops,
                ..
            } => ops.iter().any(|o| self.known_nonneg(o)),
            Scev::MinMax { ops, .. } => ops.iter().all(|o| self.known_nonneg(o)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aff(s: &str, region: &dyn Fn(i64) -> bool) -> Result<(PwExpr, Vec<String>), String> {
        let mut a = Affinator {
            in_region: region,
            name_hint: &|_| "n".into(),
            invariant: &|_| true,
            outer_iv: &|_| None,
            params: Params::default(),
            required: Vec::new(),
        };
        let e = a.pw(&Scev::parse(s)?)?;
        Ok((e, a.params.names))
    }

    #[test]
    fn parses_nested() {
        let s = Scev::parse("(add i64 nsw (const i64 -1) (zext i64 (unknown i32 0x10)))").unwrap();
        assert_eq!(s.bits(), 64);
        assert_eq!(format!("{s}"), "(-1 + ZExt(%v10))");
    }

    #[test]
    fn recurrence_is_start_plus_step_times_counter() {
        let all = |_| true;
        let (e, names) = aff(
            "(addrec i64 nsw 2 (add i64 - (const i64 3) (unknown i64 0x8)) (const i64 -2))",
            &all,
        )
        .unwrap();
        let name = |v: Var| match v {
            Var::Loop(l) => format!("k{l}"),
            Var::Param(p) => names[p].clone(),
        };
        assert_eq!(e.to_isl(&name), "-2k2 + n + 3");
    }

    #[test]
    fn rejects_non_affine() {
        let all = |_| true;
        let e = aff("(mul i64 - (addrec i64 - 0 (const i64 0) (const i64 1)) (addrec i64 - 1 (const i64 0) (const i64 1)))", &all);
        assert!(e.unwrap_err().contains("multiplies"));
        let e = aff("(addrec i64 - 0 (const i64 0) (unknown i64 0x8))", &all);
        assert!(e.unwrap_err().contains("non-constant"));
        let e = aff("(addrec i64 - 5 (const i64 0) (const i64 1))", &|l| l != 5);
        assert!(e.unwrap_err().contains("outside the region"));
    }

    #[test]
    fn outer_loop_recurrence_is_its_induction_variable() {
        // gramschmidt: inside the j loop (3), the address offset
        // {{8,+,8}<L0>,+,8}<L3> starts at column k + 1 of the loop around
        // (0), whose induction variable is {2,+,1}<L0> at 0x20.
        let mut a = Affinator {
            in_region: &|l| l == 3,
            name_hint: &|s| match s {
                Scev::Unknown { value: 0x20, .. } => "k".into(),
                _ => "n".into(),
            },
            invariant: &|_| true,
            outer_iv: &|l| (l == 0).then_some((0x20, 64, 2)),
            params: Params::default(),
            required: Vec::new(),
        };
        let s = Scev::parse(
            "(addrec i64 nuw+nsw 3 (addrec i64 nuw+nsw 0 (const i64 8) (const i64 8)) (const i64 8))",
        )
        .unwrap();
        let e = a.pw(&s).unwrap();
        let names = a.params.names.clone();
        let name = |v: Var| match v {
            Var::Loop(l) => format!("k{l}"),
            Var::Param(p) => names[p].clone(),
        };
        // 8 + 8 * (k - 2) + 8 * j: every term a whole number of doubles.
        assert_eq!(e.to_isl(&name), "8k3 + 8k - 8");
        assert!(a
            .pw(&s)
            .unwrap()
            .as_affine()
            .unwrap()
            .div_exact(8)
            .is_some());
        // Without an induction variable for the loop, still refused.
        a.outer_iv = &|_| None;
        assert!(a.pw(&s).unwrap_err().contains("outside the region"));
    }

    #[test]
    fn min_max_and_products_of_parameters() {
        let all = |_| true;
        let (e, _) = aff("(smax i64 (const i64 0) (unknown i64 0x8))", &all).unwrap();
        assert!(matches!(e, PwExpr::Max(_)));
        let (e, names) = aff(
            "(mul i64 - (const i64 8) (unknown i64 0x8) (unknown i64 0x10))",
            &all,
        )
        .unwrap();
        assert_eq!(names.len(), 1);
        assert_eq!(
            e.as_affine()
                .unwrap()
                .terms
                .values()
                .copied()
                .collect::<Vec<_>>(),
            vec![8]
        );
        // umax of a possibly negative value is refused.
        assert!(aff("(umax i64 (const i64 1) (unknown i64 0x8))", &all).is_err());
    }
}
