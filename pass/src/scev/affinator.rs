//! The `Affinator`: SCEV to (piecewise-)affine form for one region, with
//! region-invariant subtrees as parameters and the range requirements
//! that make each conversion exact.

use super::affine::{Affine, PwExpr, Var};
use super::expr::{CastKind, Flags, MinMaxKind, Scev};
use std::collections::HashMap;

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

/// An induction variable of a loop around the region: its index as an
/// unknown, its width, its start.
pub type OuterIv = (usize, u32, i64);

/// Translation of SCEVs into affine form for one region.
pub struct Affinator<'a> {
    /// Is this loop (preorder index) part of the region?
    pub in_region: Box<dyn Fn(i64) -> bool + 'a>,
    /// A readable name for a parameter SCEV.
    pub name_hint: Box<dyn Fn(&Scev) -> String + 'a>,
    /// Is this unknown (its index, [`Scev::Unknown`]) defined outside the
    /// region?
    pub invariant: Box<dyn Fn(usize) -> bool + 'a>,
    /// The induction variable of a loop around the region (preorder
    /// index): a PHI (its index as an unknown) whose SCEV is `{c,+,1}` with
    /// constant `c`, its width, and `c`. Inside the region a recurrence of
    /// that loop is a function of it, a parameter.
    pub outer_iv: Box<dyn Fn(i64) -> Option<OuterIv> + 'a>,
    pub params: Params,
    /// Range requirements met by every conversion accepted so far: the
    /// expression must lie in [lo, hi] wherever it is evaluated.
    pub required: Vec<(PwExpr, i64, i64)>,
    /// Unknowns computed inside the region whose value is affine all the
    /// same (by index): the caller proves each equal to its form wherever
    /// it is defined (a PHI whose incoming values agree on the edges
    /// they come by). SCEV cannot see through such a PHI.
    pub known: HashMap<usize, PwExpr>,
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
        // A known unknown varies in the region like its form does: it is
        // converted where it stands, not taken into a parameter.
        let inside = |s: &Scev| s.mentions_loop(&*self.in_region) || self.mentions_known(s);
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
            Scev::Unknown { index, .. } if self.known.contains_key(index) => {
                Ok(self.known[index].clone())
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
        let i = self.params.intern(s, &*self.name_hint);
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
                let (index, iv_bits, c) = (self.outer_iv)(*loop_index)?;
                if iv_bits != *bits {
                    return None;
                }
                let a = inner(&ops[0]).unwrap_or_else(|| ops[0].clone());
                let b = inner(&ops[1]).unwrap_or_else(|| ops[1].clone());
                let iv = Scev::Unknown {
                    bits: *bits,
                    is_ptr: false,
                    index,
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

    fn mentions_known(&self, s: &Scev) -> bool {
        if self.known.is_empty() {
            return false;
        }
        let mut found = Vec::new();
        s.unknowns(&mut found);
        found.iter().any(|i| self.known.contains_key(i))
    }

    fn all_invariant(&self, s: &Scev) -> bool {
        match s {
            Scev::Unknown { index, .. } => (self.invariant)(*index),
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
    use crate::scev::affinator::*;

    fn aff(s: &str, region: &dyn Fn(i64) -> bool) -> Result<(PwExpr, Vec<String>), String> {
        let mut a = Affinator {
            in_region: Box::new(region),
            name_hint: Box::new(|_| "n".into()),
            invariant: Box::new(|_| true),
            outer_iv: Box::new(|_| None),
            params: Params::default(),
            required: Vec::new(),
            known: HashMap::new(),
        };
        let e = a.pw(&Scev::parse(s)?)?;
        Ok((e, a.params.names))
    }

    #[test]
    fn parses_nested() {
        let s = Scev::parse("(add i64 nsw (const i64 -1) (zext i64 (unknown i32 10)))").unwrap();
        assert_eq!(s.bits(), 64);
        assert_eq!(format!("{s}"), "(-1 + ZExt(%v10))");
    }

    #[test]
    fn unknowns_are_table_indices_not_addresses() {
        let s = Scev::parse("(unknown i64 3)").unwrap();
        assert!(matches!(s, Scev::Unknown { index: 3, .. }));
        let mut found = Vec::new();
        Scev::parse("(add i64 - (unknown i64 3) (sext i64 (unknown i32 7)))")
            .unwrap()
            .unknowns(&mut found);
        assert_eq!(found, [3, 7]);
        assert!(Scev::parse("(unknown i64 0x55d0c8a0)").is_err());
    }

    #[test]
    fn recurrence_is_start_plus_step_times_counter() {
        let all = |_| true;
        let (e, names) = aff(
            "(addrec i64 nsw 2 (add i64 - (const i64 3) (unknown i64 8)) (const i64 -2))",
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
        let e = aff("(addrec i64 - 0 (const i64 0) (unknown i64 8))", &all);
        assert!(e.unwrap_err().contains("non-constant"));
        let e = aff("(addrec i64 - 5 (const i64 0) (const i64 1))", &|l| l != 5);
        assert!(e.unwrap_err().contains("outside the region"));
    }

    #[test]
    fn outer_loop_recurrence_is_its_induction_variable() {
        // gramschmidt: inside the j loop (3), the address offset
        // {{8,+,8}<L0>,+,8}<L3> starts at column k + 1 of the loop around
        // (0), whose induction variable is {2,+,1}<L0>, unknown 20.
        let mut a = Affinator {
            in_region: Box::new(|l| l == 3),
            name_hint: Box::new(|s| match s {
                Scev::Unknown { index: 20, .. } => "k".into(),
                _ => "n".into(),
            }),
            invariant: Box::new(|_| true),
            outer_iv: Box::new(|l| (l == 0).then_some((20, 64, 2))),
            params: Params::default(),
            required: Vec::new(),
            known: HashMap::new(),
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
        a.outer_iv = Box::new(|_| None);
        assert!(a.pw(&s).unwrap_err().contains("outside the region"));
    }

    #[test]
    fn min_max_and_products_of_parameters() {
        let all = |_| true;
        let (e, _) = aff("(smax i64 (const i64 0) (unknown i64 8))", &all).unwrap();
        assert!(matches!(e, PwExpr::Max(_)));
        let (e, names) = aff(
            "(mul i64 - (const i64 8) (unknown i64 8) (unknown i64 16))",
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
        assert!(aff("(umax i64 (const i64 1) (unknown i64 8))", &all).is_err());
    }

    #[test]
    fn known_unknown_is_its_form() {
        // A PHI of the region (unknown 5) its caller proved equal to
        // 16000 k0: an address through it is affine.
        let mut a = Affinator {
            in_region: Box::new(|l| l == 0),
            name_hint: Box::new(|_| "n".into()),
            invariant: Box::new(|i| i != 5),
            outer_iv: Box::new(|_| None),
            params: Params::default(),
            required: Vec::new(),
            known: HashMap::new(),
        };
        let s = Scev::parse(
            "(add i64 - (unknown i64 5) (mul i64 - (const i64 8) (addrec i64 nuw 0 (const i64 0) (const i64 1))))",
        )
        .unwrap();
        assert!(a.pw(&s).unwrap_err().contains("inside the loop nest"));
        a.known.insert(
            5,
            PwExpr::Affine(Affine::var(Var::Loop(0)).scale(16000).unwrap()),
        );
        let e = a.pw(&s).unwrap();
        assert_eq!(e.to_isl(&|v| format!("{v:?}")), "16008Loop(0)");
        assert!(a.params.names.is_empty());
    }
}
