//! The instances of a nest under fixed parameters, their dates under a
//! schedule, and the dependence pairs between them, marked where the
//! schedule violates them (`tessera_poly::violation::check`, the check of
//! `tessera check` and of the pass: no second check here).
//!
//! Drawn: value-based flow (what the check keeps: each read from its
//! last writer), memory-based anti and output dependences, and the
//! live-range conflicts the check finds (pairs of writes: a broken anti or
//! output dependence matters only there, paper 001).

use crate::picture::clamp::{clamp, Clamp};
use crate::picture::Request;
use isl::{Ctx, Result, UnionMap};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tessera_poly::deps::Dependences;
use tessera_poly::view::{pad_dates, View};

/// Instance pairs past this make no picture (an error says so).
const MAX_PAIRS: usize = 200_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    Flow,
    Anti,
    Output,
    /// Two writes whose live ranges the schedule makes overlap.
    Live,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Flow => "flow",
            Kind::Anti => "anti",
            Kind::Output => "output",
            Kind::Live => "live-range conflict",
        }
    }
}

/// One statement instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// Index into [`Space::stmts`].
    pub stmt: usize,
    /// Its coordinates in the nest (the loops around it left out).
    pub at: Vec<i64>,
    /// Its dates under the schedule, when one is given.
    pub date: Option<Vec<i64>>,
}

/// A dependence between two drawn instances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    pub kind: Kind,
    pub src: usize,
    pub dst: usize,
    pub violated: bool,
}

/// A statement-level edge (the whole SCoP, parameters free).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Edge {
    pub src: String,
    pub dst: String,
    pub kind: Kind,
    pub violated: bool,
}

/// What the picture shows.
#[derive(Debug)]
pub struct Space {
    pub stmts: Vec<String>,
    pub instances: Vec<Instance>,
    pub pairs: Vec<Pair>,
    pub edges: Vec<Edge>,
    /// The fixed parameters.
    pub params: Vec<(String, i64)>,
    /// The values of the loops around the nest.
    pub outer: Vec<i64>,
    /// Loops cut, and violations no arrow shows.
    pub notes: Vec<String>,
    /// The schedule's verdict: `None` without a schedule.
    pub legal: Option<bool>,
}

/// Computes the picture's content.
pub fn compute(ctx: &Ctx, req: &Request) -> Result<Space> {
    let scop = req.scop;
    let nest = req.nest;
    let c = clamp(ctx, scop, &nest.statements, nest.depth, req.max_iterations)?;
    let mut instances = Vec::new();
    let mut index = HashMap::new();
    for (s, d) in c.domains.iter().enumerate() {
        let pts = plain(d.clone())?.points(MAX_PAIRS)?.ok_or_else(too_many)?;
        for p in pts {
            index.insert((s, p.clone()), instances.len());
            instances.push(Instance {
                stmt: s,
                at: p[nest.depth..].to_vec(),
                date: None,
            });
        }
    }
    let view = View::new(ctx, scop)?;
    let deps = Dependences::compute(&view, scop)?;
    let schedule = match req.schedule {
        Some(text) => Some(parse_schedule(ctx, scop, text)?),
        None => None,
    };
    let violations = match &schedule {
        Some(s) => Some(tessera_poly::violation::check(&view, &deps, s.clone())?),
        None => None,
    };
    let mut notes: Vec<String> = c
        .cuts
        .iter()
        .map(|(&k, &most)| {
            let name = nest.loops.get(k).map_or("?", |l| l.as_str());
            let max = req.max_iterations;
            format!("loop {name}: its first {max} of {most} iterations shown")
        })
        .collect();
    if let Some(s) = &schedule {
        dates(&c, nest.statements.as_slice(), s, &index, &mut instances)?;
    }
    let mut window = isl::UnionSet::empty(ctx)?;
    for d in &c.domains {
        window = window.union(isl::UnionSet::try_from(d.clone())?)?;
    }
    let ends = Ends {
        c: &c,
        stmts: &nest.statements,
        index: &index,
        window,
        original: pad_dates(view.schedule.clone())?,
    };
    let mut violated = BTreeSet::new();
    if let Some(v) = &violations {
        violated = ends.pairs(&v.flow, false)?.into_iter().collect();
    }
    let mut pairs = Vec::new();
    // Dependences through the scalars LLVM leaves (values carried in
    // registers, PHIs) stay off the picture unless asked for: they join
    // each instance to its neighbours in the loop body, the arrays' show
    // the algorithm.
    let memory = |r: Option<&tessera_poly::view::Ref>| {
        req.scalars
            || r.and_then(|r| scop.arrays.iter().find(|a| a.name == r.array))
                .is_some_and(|a| a.kind == tessera_ir::ArrayKind::Memory)
    };
    let mut hidden = 0;
    for (kind, all) in [
        (Kind::Flow, &deps.flow),
        (Kind::Anti, &deps.anti),
        (Kind::Output, &deps.output),
    ] {
        let rel = &view.pieces(all, memory)?;
        if !req.scalars {
            hidden += ends
                .pairs(&view.pieces(all, |r| !memory(r))?, kind != Kind::Flow)?
                .len();
        }
        // Anti and output pairs to the next access only: a scalar's would
        // join every pair of its instances.
        for (src, dst) in ends.pairs(rel, kind != Kind::Flow)? {
            let bad = kind == Kind::Flow && violated.contains(&(src, dst));
            pairs.push(Pair {
                kind,
                src,
                dst,
                violated: bad,
            });
        }
    }
    if let Some(v) = &violations {
        let mut seen = BTreeSet::new();
        if !req.scalars {
            hidden += ends
                .pairs(&view.pieces(&v.live, |r| !memory(r))?, false)?
                .len();
        }
        for (a, b) in ends.pairs(&view.pieces(&v.live, memory)?, false)? {
            // Both orders are listed: one arrow, from the earlier write.
            if seen.insert((a.min(b), a.max(b))) {
                pairs.push(Pair {
                    kind: Kind::Live,
                    src: a.min(b),
                    dst: a.max(b),
                    violated: true,
                });
            }
        }
        for (what, rel) in [
            ("final write", &v.final_writes),
            ("initial read", &v.initial_reads),
        ] {
            let n = tessera_poly::deps::list_relation(tessera_poly::deps::Kind::Flow, rel)?.len();
            if n > 0 {
                notes.push(format!(
                    "also violates {n} {what} relation(s) (tessera check lists them)"
                ));
            }
        }
    }
    if hidden > 0 {
        notes.push(format!(
            "{hidden} dependence pair(s) through scalars not drawn (--scalars draws them)"
        ));
    }
    let legal = match &violations {
        Some(v) => Some(v.is_empty()?),
        None => None,
    };
    Ok(Space {
        stmts: nest.statements.clone(),
        instances,
        pairs,
        edges: edges(&deps, violations.as_ref())?,
        params: c.params.clone(),
        outer: c.outer.clone(),
        notes,
        legal,
    })
}

/// A schedule naming every statement of the SCoP (the check judges no
/// other), its dates padded to one length as the pass pads them.
fn parse_schedule<'c>(ctx: &'c Ctx, scop: &tessera_ir::Scop, text: &str) -> Result<UnionMap<'c>> {
    let s = UnionMap::parse(ctx, text.trim())?;
    let mut named = BTreeSet::new();
    for m in s.maps()? {
        named.extend(m.tuple_name(isl::DimType::In)?);
    }
    if let Some(st) = scop.statements.iter().find(|st| !named.contains(&st.name)) {
        return Err(isl::Error::new(
            isl::ErrorKind::Invalid,
            format!(
                "the schedule does not name statement {} of @{}",
                st.name, scop.name
            ),
        ));
    }
    pad_dates(s)
}

fn too_many() -> isl::Error {
    isl::Error::new(
        isl::ErrorKind::Invalid,
        format!("more than {MAX_PAIRS} instances or dependence pairs to draw"),
    )
}

/// A set without its (fixed) parameters, so that its points can be listed.
fn plain(s: isl::Set) -> Result<isl::Set> {
    let n = s.n_param();
    s.project_out(isl::DimType::Param, 0, n)
}

/// Each instance's dates under the schedule.
fn dates(
    c: &Clamp,
    stmts: &[String],
    schedule: &UnionMap,
    index: &HashMap<(usize, Vec<i64>), usize>,
    instances: &mut [Instance],
) -> Result<()> {
    for m in schedule.maps()? {
        let Some(name) = m.tuple_name(isl::DimType::In)? else {
            continue;
        };
        let Some(s) = stmts.iter().position(|x| *x == name) else {
            continue;
        };
        let n = m.n_in();
        let m = m
            .intersect_domain(c.domains[s].clone())?
            .project_out_all_params()?;
        for p in m.wrap()?.points(MAX_PAIRS)?.ok_or_else(too_many)? {
            if let Some(&i) = index.get(&(s, p[..n].to_vec())) {
                instances[i].date = Some(p[n..].to_vec());
            }
        }
    }
    Ok(())
}

/// Finds the drawn instances at both ends of a relation's pairs.
struct Ends<'a, 'c> {
    c: &'a Clamp<'c>,
    stmts: &'a [String],
    index: &'a HashMap<(usize, Vec<i64>), usize>,
    /// Every drawn instance.
    window: isl::UnionSet<'c>,
    /// The original schedule, dates padded to one length.
    original: UnionMap<'c>,
}

impl Ends<'_, '_> {
    /// The pairs of drawn instances a tagged relation joins, in order;
    /// with `nearest`, each source's first target in the original order
    /// among them (the others follow from it transitively).
    fn pairs(&self, rel: &UnionMap, nearest: bool) -> Result<Vec<(usize, usize)>> {
        let mut out = BTreeSet::new();
        let mut untagged = rel
            .clone()
            .domain_factor_domain()?
            .range_factor_domain()?
            .intersect_params(self.c.fixed.clone())?
            .intersect_domain(self.window.clone())?
            .intersect_range(self.window.clone())?;
        if nearest {
            let t = self.original.clone();
            untagged = untagged
                .apply_range(t.clone())?
                .lexmin()?
                .apply_range(t.reverse()?)?;
        }
        for m in untagged.maps()? {
            let pos = |ty| -> Result<Option<usize>> {
                let name = m.tuple_name(ty)?;
                Ok(name.and_then(|n| self.stmts.iter().position(|x| *x == n)))
            };
            let (Some(s), Some(t)) = (pos(isl::DimType::In)?, pos(isl::DimType::Out)?) else {
                continue;
            };
            let n = m.n_in();
            let m = m
                .clone()
                .intersect_params(self.c.fixed.clone())?
                .intersect_domain(self.c.domains[s].clone())?
                .intersect_range(self.c.domains[t].clone())?
                .project_out_all_params()?;
            for p in m.wrap()?.points(MAX_PAIRS)?.ok_or_else(too_many)? {
                let a = self.index.get(&(s, p[..n].to_vec()));
                let b = self.index.get(&(t, p[n..].to_vec()));
                if let (Some(&a), Some(&b)) = (a, b) {
                    out.insert((a, b));
                }
            }
        }
        Ok(out.into_iter().collect())
    }
}

/// The statement-level graph of the whole SCoP.
fn edges(deps: &Dependences, v: Option<&tessera_poly::violation::Violations>) -> Result<Vec<Edge>> {
    let names = |rel: &UnionMap| -> Result<BTreeSet<(String, String)>> {
        let mut out = BTreeSet::new();
        for d in tessera_poly::deps::list_relation(tessera_poly::deps::Kind::Flow, rel)? {
            out.insert((d.src_stmt, d.dst_stmt));
        }
        Ok(out)
    };
    let mut bad: BTreeMap<Kind, BTreeSet<(String, String)>> = BTreeMap::new();
    if let Some(v) = v {
        bad.insert(Kind::Flow, names(&v.flow)?);
        bad.insert(Kind::Live, names(&v.live)?);
    }
    let mut out = BTreeSet::new();
    for (kind, rel) in [
        (Kind::Flow, &deps.flow),
        (Kind::Anti, &deps.anti),
        (Kind::Output, &deps.output),
    ] {
        for (src, dst) in names(rel)? {
            let violated = bad
                .get(&kind)
                .is_some_and(|b| b.contains(&(src.clone(), dst.clone())));
            out.insert(Edge {
                src,
                dst,
                kind,
                violated,
            });
        }
    }
    for (src, dst) in bad.get(&Kind::Live).cloned().unwrap_or_default() {
        if src <= dst {
            out.insert(Edge {
                src,
                dst,
                kind: Kind::Live,
                violated: true,
            });
        }
    }
    Ok(out.into_iter().collect())
}
