//! The SCEV expression tree, read from the S-expressions the C++ layer
//! writes (`tessera_scev`), and printed back for parameter keys.

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
    /// An opaque value, by its index in the C++ layer's table of the
    /// function's unknowns (`Analyses::unknown` gives the value back): no
    /// address travels through the text.
    Unknown {
        bits: u32,
        is_ptr: bool,
        index: usize,
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
            let index = v.parse().map_err(|_| format!("bad unknown index '{v}'"))?;
            Scev::Unknown {
                bits,
                is_ptr,
                index,
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

    /// The indices of the unknowns the expression mentions.
    pub fn unknowns(&self, out: &mut Vec<usize>) {
        match self {
            Scev::Unknown { index, .. } => out.push(*index),
            Scev::Cast { op, .. } => op.unknowns(out),
            Scev::Add { ops, .. }
            | Scev::Mul { ops, .. }
            | Scev::MinMax { ops, .. }
            | Scev::AddRec { ops, .. } => ops.iter().for_each(|o| o.unknowns(out)),
            Scev::UDiv { lhs, rhs, .. } => {
                lhs.unknowns(out);
                rhs.unknowns(out);
            }
            Scev::Const { .. } | Scev::CouldNotCompute | Scev::Unsupported(_) => {}
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
            Scev::Unknown { index, .. } => write!(f, "%v{index}"),
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
