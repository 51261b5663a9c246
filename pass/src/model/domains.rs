//! Domains and assumptions: the branch conditions and trip counts of the
//! region as isl constraints, the domains propagated over the region's
//! forward edges, and the parameter values for which the model is exact
//! (the range requirements not provable on the domains, which the version
//! branch checks at run time).

use super::builder::{loop_name, var_name, Cx, ScopBuilder};
use crate::detect::{anchor_of, Reject};
use crate::llvm::{Analyses, Bb, Val};
use crate::llvm::{IntPredicate, Opcode};
use crate::scev::{CastKind, PwExpr, Scev};
use std::collections::HashMap;
use tessera_ir as ir;

/// A condition on the iteration counters, as isl text pieces.
#[derive(Clone, Debug)]
enum Cond {
    True,
    False,
    /// `lhs op rhs` in isl syntax; op is one of < <= > >= =.
    Atom(String, &'static str, String),
    Ne(String, String),
    And(Vec<Cond>),
    Or(Vec<Cond>),
}

impl Cond {
    fn negate(self) -> Cond {
        match self {
            Cond::True => Cond::False,
            Cond::False => Cond::True,
            Cond::Atom(a, op, b) => match op {
                "<" => Cond::Atom(a, ">=", b),
                "<=" => Cond::Atom(a, ">", b),
                ">" => Cond::Atom(a, "<=", b),
                ">=" => Cond::Atom(a, "<", b),
                _ => Cond::Ne(a, b),
            },
            Cond::Ne(a, b) => Cond::Atom(a, "=", b),
            Cond::And(v) => Cond::Or(v.into_iter().map(Cond::negate).collect()),
            Cond::Or(v) => Cond::And(v.into_iter().map(Cond::negate).collect()),
        }
    }
    fn to_isl(&self) -> String {
        match self {
            Cond::True => "true".into(),
            Cond::False => "false".into(),
            Cond::Atom(a, op, b) => format!("({a}) {op} ({b})"),
            Cond::Ne(a, b) => format!("(({a}) < ({b}) or ({a}) > ({b}))"),
            Cond::And(v) => format!(
                "({})",
                v.iter().map(Cond::to_isl).collect::<Vec<_>>().join(" and ")
            ),
            Cond::Or(v) => format!(
                "({})",
                v.iter().map(Cond::to_isl).collect::<Vec<_>>().join(" or ")
            ),
        }
    }
}

impl<'a> Cx<'a, '_> {
    /// The condition under which the branch of `p` goes to successor `idx`.
    fn edge_cond(&mut self, p: Bb<'a>, idx: u32) -> Result<Cond, Reject<'a>> {
        let term = p
            .terminator()
            .ok_or_else(|| Reject::new("malformed block", None))?;
        if !term.is_conditional() {
            return Ok(Cond::True);
        }
        if term.successor(0) == term.successor(1) {
            return Ok(Cond::True);
        }
        let c = self
            .cond_of(term.condition(), p, 0)
            .map_err(|e| Reject::new(e, Some(term)))?;
        Ok(if idx == 0 { c } else { c.negate() })
    }

    fn cond_of(&mut self, c: Val<'a>, at: Bb<'a>, depth: u32) -> Result<Cond, String> {
        if depth > 32 {
            return Err("the condition is too complex".into());
        }
        if let Some(k) = c.const_int() {
            return Ok(if k != 0 { Cond::True } else { Cond::False });
        }
        // A truth value computed before the loop nest is modelled like one
        // computed inside when it combines comparisons (of invariants: the
        // comparison becomes a constraint on parameters, gramschmidt's
        // hoisted `m > 0`); any other is opaque.
        let combines = matches!(
            c.opcode(),
            Opcode::ICmp | Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Select
        );
        if !c.is_instruction() || (!self.region.contains(c.block()) && !combines) {
            return Err("the condition is a truth value computed before the loop nest".into());
        }
        match c.opcode() {
            Opcode::ICmp => self.icmp_cond(c, at),
            Opcode::And | Opcode::Or if c.ty().is_int() && c.ty().int_width() == 1 => {
                let x = self.cond_of(c.operand(0), at, depth + 1)?;
                let y = self.cond_of(c.operand(1), at, depth + 1)?;
                Ok(if c.opcode() == Opcode::And {
                    Cond::And(vec![x, y])
                } else {
                    Cond::Or(vec![x, y])
                })
            }
            Opcode::Xor
                if c.operand(1).const_int() == Some(-1) || c.operand(1).const_int() == Some(1) =>
            {
                Ok(self.cond_of(c.operand(0), at, depth + 1)?.negate())
            }
            Opcode::Select if c.ty().is_int() && c.ty().int_width() == 1 => {
                // select a, b, false == a and b; select a, true, b == a or b.
                let a = self.cond_of(c.operand(0), at, depth + 1)?;
                match (c.operand(1).const_int(), c.operand(2).const_int()) {
                    (_, Some(0)) => Ok(Cond::And(vec![
                        a,
                        self.cond_of(c.operand(1), at, depth + 1)?,
                    ])),
                    (Some(k), _) if k != 0 => Ok(Cond::Or(vec![
                        a,
                        self.cond_of(c.operand(2), at, depth + 1)?,
                    ])),
                    _ => Err(DATA.into()),
                }
            }
            _ => Err(DATA.into()),
        }
    }

    /// An integer comparison of affine values; an unsigned one holds as the
    /// signed one where both operands are non-negative, a requirement on
    /// the block's domain.
    fn icmp_cond(&mut self, c: Val<'a>, at: Bb<'a>) -> Result<Cond, String> {
        let (a, b) = (c.operand(0), c.operand(1));
        if !a.ty().is_int() {
            return Err("the condition compares pointers".into());
        }
        let pred = c.icmp_predicate();
        use IntPredicate::*;
        let unsigned = matches!(pred, UGT | UGE | ULT | ULE);
        let ea = self.affine_at(a, at).map_err(|e| format!("{DATA} ({e})"))?;
        let eb = self.affine_at(b, at).map_err(|e| format!("{DATA} ({e})"))?;
        let names = &self.aff.params.names;
        let name = |v| var_name(names, v);
        let (sa, sb) = (ea.to_isl(&name), eb.to_isl(&name));
        if unsigned {
            let needed: Vec<String> = [(a, &sa), (b, &sb)]
                .into_iter()
                .filter(|(v, _)| !self.nonneg(*v))
                .map(|(_, text)| format!("({text}) >= 0"))
                .collect();
            self.nonneg.entry(at).or_default().extend(needed);
        }
        Ok(match pred {
            EQ => Cond::Atom(sa, "=", sb),
            NE => Cond::Ne(sa, sb),
            SGT | UGT => Cond::Atom(sa, ">", sb),
            SGE | UGE => Cond::Atom(sa, ">=", sb),
            SLT | ULT => Cond::Atom(sa, "<", sb),
            SLE | ULE => Cond::Atom(sa, "<=", sb),
        })
    }
}

/// Why a condition is not affine, when it is not for lack of structure.
const DATA: &str = "the condition depends on data computed in the loop nest, not only on loop indices and parameters";

/// The domains of the region's blocks and edges, and what the model
/// assumes of its parameters.
pub(super) struct Domains<'c, 'a> {
    /// `[params] -> ` of every set and map.
    pub prefix: String,
    pub block: HashMap<Bb<'a>, isl::Set<'c>>,
    /// Per edge (block, successor index): where it is taken.
    pub edge: HashMap<(Bb<'a>, u32), isl::Set<'c>>,
    /// The `assumed` set of the `Scop` (empty when nothing is).
    pub assumed: String,
}

impl<'a> ScopBuilder<'a, '_> {
    /// An isl error as the region's reject: a quota error says so.
    pub(super) fn isl_err(&self, e: isl::Error) -> Reject<'a> {
        isl_reject(self.cx.an, self.cx.region.entry, e)
    }
}

fn isl_reject<'a>(an: &Analyses, entry: Bb<'a>, e: isl::Error) -> Reject<'a> {
    if e.kind == isl::ErrorKind::TimeLimit {
        Reject::new(
            format!(
                "the polyhedral model is too costly to build ({})",
                e.message
            ),
            anchor_of(an, entry),
        )
    } else if e.is_quota() {
        Reject::new(
            "the polyhedral model is too costly to build (isl operation budget exceeded)",
            anchor_of(an, entry),
        )
    } else {
        Reject::new(format!("internal isl error: {e}"), anchor_of(an, entry))
    }
}

/// Sets and maps over the region's parameters, parsed from text; errors
/// become the region's reject.
struct Isl<'c, 'x, 'a> {
    ctx: &'c isl::Ctx,
    an: &'x Analyses,
    entry: Bb<'a>,
    prefix: String,
}

impl<'c, 'a> Isl<'c, '_, 'a> {
    fn err(&self, e: isl::Error) -> Reject<'a> {
        isl_reject(self.an, self.entry, e)
    }
    /// `[params] -> { body }`.
    fn set(&self, body: &str) -> Result<isl::Set<'c>, Reject<'a>> {
        isl::Set::parse(self.ctx, &format!("{}{{ {body} }}", self.prefix)).map_err(|e| self.err(e))
    }
    fn map(&self, body: &str) -> Result<isl::Map<'c>, Reject<'a>> {
        isl::Map::parse(self.ctx, &format!("{}{{ {body} }}", self.prefix)).map_err(|e| self.err(e))
    }
}

/// The tuple of a block's loop counters: `k0, k3`.
fn tuple(chain: &[usize]) -> String {
    chain
        .iter()
        .map(|&l| loop_name(l))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The domains found so far, of blocks and of edges.
#[derive(Default)]
struct Propagation<'c, 'a> {
    block: HashMap<Bb<'a>, isl::Set<'c>>,
    edge: HashMap<(Bb<'a>, u32), isl::Set<'c>>,
}

impl<'a> ScopBuilder<'a, '_> {
    /// Domains of every block and edge, in the region's RPO, and the
    /// model's assumptions.
    pub(super) fn domains<'c>(&mut self, ctx: &'c isl::Ctx) -> Result<Domains<'c, 'a>, Reject<'a>> {
        // Trip counts and branch conditions first (they may add parameters).
        let btc = self.trip_counts()?;
        let conds = self.edge_conditions()?;
        let (an, region) = (self.cx.an, self.cx.region);
        let ix = Isl {
            ctx,
            an,
            entry: region.entry,
            prefix: ir::param_prefix(&self.cx.aff.params.names),
        };
        let param_facts = self.param_facts();
        // Parameter values for which the model is exact, and the first
        // block whose requirements were assumed rather than proved.
        let mut assumed = ix.set(":")?;
        let mut assumed_at: Option<Bb<'a>> = None;
        let mut prop = Propagation::default();
        prop.block.insert(region.entry, ix.set("[]")?);
        for &b in &region.blocks {
            let Some(db) = prop.block.get(&b).cloned() else {
                return Err(Reject::new(
                    "internal: block reached before its predecessors",
                    anchor_of(an, b),
                ));
            };
            if let Some(ok) = self.unproved_requirements(&ix, b, &db, &param_facts)? {
                let err = |e| ix.err(e);
                let at = b.terminator().unwrap_or(b.as_value());
                let both = assumed.intersect(ok).map_err(err)?;
                assumed = bounded_coalesce(&ix, both, at, Pieces::Assumptions)?;
                assumed_at.get_or_insert(b);
            }
            self.propagate_edges(&ix, &mut prop, b, db, &conds, &btc)?;
        }
        let assumed = assumed_text(&ix, assumed, assumed_at, &param_facts)?;
        Ok(Domains {
            prefix: ix.prefix,
            block: prop.block,
            edge: prop.edge,
            assumed,
        })
    }

    /// The backedge-taken count of every region loop, affine in the
    /// enclosing loops and parameters.
    fn trip_counts(&mut self) -> Result<HashMap<usize, PwExpr>, Reject<'a>> {
        let cx = &mut self.cx;
        let mut btc: HashMap<usize, PwExpr> = HashMap::new();
        for &l in &cx.region.loops {
            let s =
                Scev::parse(&cx.an.backedge_taken_count(l)).map_err(|e| Reject::new(e, None))?;
            let anchor = cx.loops[l].latch.and_then(|b| b.terminator());
            cx.aff.required.clear();
            let e = cx.aff.pw(&s);
            if let Some(pre) = cx.loops[l].preheader {
                cx.require_at(pre);
            }
            let e = e.map_err(|e| {
                Reject::new(format!("the number of iterations of the loop is not an affine function of the enclosing loop indices and parameters: {e}"), anchor)
            })?;
            btc.insert(l, e);
        }
        Ok(btc)
    }

    /// The condition of every edge of the region.
    fn edge_conditions(&mut self) -> Result<HashMap<(Bb<'a>, u32), Cond>, Reject<'a>> {
        let mut conds: HashMap<(Bb<'a>, u32), Cond> = HashMap::new();
        for &p in &self.cx.region.blocks {
            let Some(term) = p.terminator() else { continue };
            for k in 0..term.num_successors() {
                conds.insert((p, k), self.cx.edge_cond(p, k)?);
            }
        }
        Ok(conds)
    }

    /// What the parameters' integer types say of their values.
    fn param_facts(&self) -> String {
        let params = &self.cx.aff.params;
        let mut f = vec!["true".to_string()];
        for ((sc, _), name) in params.list.iter().zip(&params.names) {
            if let Some((lo, hi)) = type_range(sc) {
                f.push(format!("{lo} <= {name} <= {hi}"));
            }
        }
        f.join(" and ")
    }

    /// The requirements on block `b`'s domain `db`, when the domain (and
    /// the parameters' types) does not prove them: the parameter values
    /// where they hold everywhere, to be assumed (the version branch checks
    /// that at run time).
    fn unproved_requirements<'c>(
        &self,
        ix: &Isl<'c, '_, 'a>,
        b: Bb<'a>,
        db: &isl::Set<'c>,
        param_facts: &str,
    ) -> Result<Option<isl::Set<'c>>, Reject<'a>> {
        let Some(reqs) = self.cx.nonneg.get(&b).filter(|r| !r.is_empty()) else {
            return Ok(None);
        };
        let err = |e| ix.err(e);
        let cb = tuple(self.cx.chain(b));
        let req = ix.set(&format!("[{cb}] : {}", reqs.join(" and ")))?;
        let facts = ix.set(&format!("[{cb}] : {param_facts}"))?;
        let known = db.clone().intersect(facts).map_err(err)?;
        if known.is_subset(&req).map_err(err)? {
            return Ok(None);
        }
        let bad = known.subtract(req).map_err(err)?.params().map_err(err)?;
        Ok(Some(bad.complement().map_err(err)?))
    }

    /// Each edge of block `b`: its domain (where it is taken), and the
    /// successor's domain grows by it (through a loop entry, a loop exit or
    /// within one loop); back edges and exits add nothing.
    fn propagate_edges<'c>(
        &self,
        ix: &Isl<'c, '_, 'a>,
        prop: &mut Propagation<'c, 'a>,
        b: Bb<'a>,
        db: isl::Set<'c>,
        conds: &HashMap<(Bb<'a>, u32), Cond>,
        btc: &HashMap<usize, PwExpr>,
    ) -> Result<(), Reject<'a>> {
        let (an, loops, region) = (self.cx.an, self.cx.loops, self.cx.region);
        let err = |e| ix.err(e);
        let cb = self.cx.chain(b);
        let Some(term) = b.terminator() else {
            return Ok(());
        };
        for k in 0..term.num_successors() {
            let Some(cond) = conds.get(&(b, k)) else {
                continue;
            };
            let s = term.successor(k);
            let cs = ix.set(&format!("[{}] : {}", tuple(cb), cond.to_isl()))?;
            let taken = db.clone().intersect(cs).map_err(err)?;
            let taken = bounded_coalesce(ix, taken, term, Pieces::Domain)?;
            prop.edge.insert((b, k), taken.clone());
            let headers = &self.cx.headers;
            let is_back = headers.get(&s).is_some_and(|&l| loops[l].latch == Some(b));
            if is_back || s == region.exit || !region.contains(s) {
                continue;
            }
            let csucc = self.cx.chain(s);
            let into = if let Some(&l) = headers.get(&s) {
                if csucc.len() != cb.len() + 1 || csucc[..cb.len()] != cb[..] {
                    return Err(Reject::new(
                        "a loop is entered other than through its preheader",
                        anchor_of(an, s),
                    ));
                }
                let names = &self.cx.aff.params.names;
                let bound = btc[&l].to_isl(&|v| var_name(names, v));
                let m = ix.map(&format!(
                    "[{t}] -> [{t}{sep}{kl}] : 0 <= {kl} and {kl} <= {bound}",
                    t = tuple(cb),
                    sep = if cb.is_empty() { "" } else { ", " },
                    kl = loop_name(l),
                ))?;
                taken.apply(m).map_err(err)?
            } else if csucc.len() <= cb.len() && csucc[..] == cb[..csucc.len()] {
                if csucc.len() == cb.len() {
                    taken
                } else {
                    let m = ix.map(&format!("[{}] -> [{}]", tuple(cb), tuple(csucc)))?;
                    taken.apply(m).map_err(err)?
                }
            } else {
                return Err(Reject::new(
                    "unsupported control flow between loops",
                    anchor_of(an, s),
                ));
            };
            let merged = match prop.block.remove(&s) {
                Some(d) => {
                    let both = d.union(into).map_err(err)?;
                    bounded_coalesce(ix, both, term, Pieces::Domain)?
                }
                None => into,
            };
            prop.block.insert(s, merged);
        }
        Ok(())
    }
}

/// Domains and assumptions of more pieces than this are not modeled
/// (Polly bounds its domains the same way): modulo conditions, branches
/// on several parameters and wrap-around requirements multiply the
/// pieces, isl's coalescing, which every later step needs, grows much
/// faster than their number, and the assumptions become the run-time
/// check of the version branch.
const MAX_PIECES: usize = 24;

/// isl operations [`bounded_coalesce`] may spend merging the pieces.
const COALESCE_BUDGET: u64 = 250_000;

/// What [`bounded_coalesce`] bounds, for the remark.
#[derive(Clone, Copy)]
enum Pieces {
    Domain,
    Assumptions,
}

impl Pieces {
    /// The bound. Assumptions take more: they are over the parameters
    /// only, and a time loop around stencils (adi) needs 81 pieces.
    fn max(self) -> usize {
        match self {
            Pieces::Domain => MAX_PIECES,
            Pieces::Assumptions => 8 * MAX_PIECES,
        }
    }
}

/// `set` coalesced, or the region rejected when it has too many pieces
/// (before coalescing: twice the bound, the coalescing itself being the
/// cost; after: the bound).
fn bounded_coalesce<'c, 'a>(
    ix: &Isl<'c, '_, 'a>,
    set: isl::Set<'c>,
    at: Val<'a>,
    what: Pieces,
) -> Result<isl::Set<'c>, Reject<'a>> {
    let err = |e| ix.err(e);
    let max = what.max();
    let what_text = match what {
        Pieces::Domain => "its iteration domain takes",
        Pieces::Assumptions => {
            "the parameter values where its index arithmetic does not wrap around take"
        }
    };
    let too_many = |n: usize| {
        Reject::new(
            format!(
                "{what_text} {n} pieces (conditions on several parameters or modulo conditions; at most {max} are modeled)"
            ),
            Some(at),
        )
    };
    // One message for both bounds: which ends the merge first depends on
    // the machine's speed.
    let too_costly = |n: usize| {
        Reject::new(
            format!(
                "{what_text} {n} pieces, too costly to merge (conditions on several parameters or modulo conditions; merging them ran past its budget of {COALESCE_BUDGET} isl operations or the model's time limit of {:.2} s)",
                ix.ctx
                    .step_time_limit()
                    .unwrap_or(crate::driver::MODEL_TIME)
                    .as_secs_f64()
            ),
            Some(at),
        )
    };
    let n = set.n_basic_set().map_err(err)?;
    if n > 2 * max {
        return Err(too_many(n));
    }
    // Coalescing grows much faster than the pieces: it gets a budget of
    // its own (the own suite's adi, 81 pieces of assumptions, takes 80 ms;
    // generated programs took a second and more for 123, past the
    // model's whole budget), and past it the region is rejected.
    let started = std::time::Instant::now();
    let merged = ix
        .ctx
        .with_nested_budget(COALESCE_BUDGET, |_| set.coalesce());
    log::debug!(
        target: "tessera::model",
        "merging {n} pieces: {} in {:.1} ms",
        if merged.is_ok() { "done" } else { "not finished" },
        started.elapsed().as_secs_f64() * 1e3
    );
    let set = match merged {
        Ok(set) => set,
        Err(e) if e.is_quota() => return Err(too_costly(n)),
        Err(e) => return Err(err(e)),
    };
    let n = set.n_basic_set().map_err(err)?;
    if n > max {
        return Err(too_many(n));
    }
    Ok(set)
}

/// What is assumed, simplified with what the types already say; empty
/// when nothing is. Assumptions that never hold reject the region.
fn assumed_text<'c, 'a>(
    ix: &Isl<'c, '_, 'a>,
    assumed: isl::Set<'c>,
    assumed_at: Option<Bb<'a>>,
    param_facts: &str,
) -> Result<String, Reject<'a>> {
    if assumed_at.is_none() {
        return Ok(String::new());
    }
    let err = |e| ix.err(e);
    let facts = ix.set(&format!(": {param_facts}"))?;
    if assumed
        .clone()
        .intersect(facts.clone())
        .map_err(err)?
        .is_empty()
        .map_err(err)?
    {
        return Err(Reject::new(
            "an index, bound or unsigned comparison always wraps around for this loop nest",
            assumed_at.and_then(|b| b.terminator()),
        ));
    }
    Ok(assumed
        .gist_params(facts)
        .map_err(err)?
        .coalesce()
        .map_err(err)?
        .to_string())
}

/// The values a parameter can take by its type alone.
fn type_range(s: &Scev) -> Option<(i128, i128)> {
    let signed = |w: u32| {
        (1..=64)
            .contains(&w)
            .then(|| (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1))
    };
    match s {
        Scev::Unknown {
            bits,
            is_ptr: false,
            ..
        } => signed(*bits),
        Scev::Cast {
            kind: CastKind::SExt,
            op,
            ..
        } => signed(op.bits()),
        Scev::Cast {
            kind: CastKind::ZExt,
            op,
            ..
        } if op.bits() < 64 => Some((0, (1i128 << op.bits()) - 1)),
        _ => None,
    }
}
