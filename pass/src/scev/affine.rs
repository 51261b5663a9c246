//! Affine and piecewise-affine expressions over loop counters and
//! parameters, in exact integer arithmetic (`None` on overflow).

use std::collections::BTreeMap;

/// A variable of an affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Var {
    /// Iteration counter of the loop with this preorder index.
    Loop(usize),
    /// The parameter with this index (see [`super::Params`]).
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
    pub(super) fn add_affine(&self, a: &Affine) -> Option<PwExpr> {
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
    pub(super) fn scale(&self, k: i64) -> Option<PwExpr> {
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
