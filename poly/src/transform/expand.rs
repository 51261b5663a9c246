//! Expansion: giving a zero-dimensional array (a scalar crossing statements)
//! one element per iteration of some enclosing loops, so that a schedule
//! that breaks its live ranges becomes legal (paper 001, end of §4.3).
//!
//! A scalar is only expanded along loops that enclose *every* statement
//! accessing it (its statements' common loops in the original program), by
//! those loops' iteration counters: statement `S[i0, i1, ...]` accesses
//! `t[i0, ..., i(e-1)]`. The smallest depth `e` that makes the schedule
//! legal is chosen, so the footprint is as small as this scheme allows.

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use crate::analysis::violation;
use isl::{Ctx, Map, Set, UnionMap};
use tessera_ir::{ArrayKind, Dim, Scop};

/// An expansion of one array: it gets `depth` dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expansion {
    pub array: String,
    pub depth: usize,
}

/// The first `keep` dimensions of a set.
fn project<'c>(ctx: &'c Ctx, s: &Set<'c>, keep: usize) -> isl::Result<Set<'c>> {
    let all: Vec<String> = (0..s.n_dim()).map(|i| format!("t{i}")).collect();
    let p = Map::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", all.join(", "), all[..keep].join(", ")),
    )?;
    s.clone().apply(p)
}

/// Number of leading loops two statements share in the original program
/// (2d+1 schedules: they share loop l when their positions up to that loop
/// agree).
fn shared_loops(ctx: &Ctx, a: &Map, b: &Map, max: usize) -> isl::Result<usize> {
    let (ra, rb) = (a.clone().range()?, b.clone().range()?);
    let n = ra.n_dim().min(rb.n_dim());
    let mut shared = 0;
    for l in 0..max {
        // Keep [b0, i0, ..., bl]: overlapping ranges mean equal positions.
        let keep = 2 * l + 1;
        if keep > n {
            break;
        }
        let pa = project(ctx, &ra, keep)?;
        let pb = project(ctx, &rb, keep)?;
        if pa.intersect(pb)?.is_empty()? {
            break;
        }
        shared = l + 1;
    }
    Ok(shared)
}

/// The statements accessing each zero-dimensional array, and how many loops
/// they all share.
fn common_depth(ctx: &Ctx, scop: &Scop, array: &str) -> isl::Result<usize> {
    let users: Vec<&tessera_ir::Statement> = scop
        .statements
        .iter()
        .filter(|s| s.accesses.iter().any(|a| a.array == array))
        .collect();
    let scheds: Vec<Map> = users
        .iter()
        .map(|s| Map::parse(ctx, &s.schedule))
        .collect::<isl::Result<_>>()?;
    let mut depth = users
        .iter()
        .map(|s| Set::parse(ctx, &s.domain).map(|d| d.n_dim()))
        .collect::<isl::Result<Vec<_>>>()?
        .into_iter()
        .min()
        .unwrap_or(0);
    for i in 0..scheds.len() {
        for j in i + 1..scheds.len() {
            depth = depth.min(shared_loops(ctx, &scheds[i], &scheds[j], depth)?);
        }
    }
    Ok(depth)
}

/// Applies expansions to a model: access relations of each expanded array
/// become `S[i0, ...] -> t[i0, ..., i(e-1)]` and its sizes unknown (the
/// code generator computes them from the domains).
pub fn apply(ctx: &Ctx, scop: &Scop, expansions: &[Expansion]) -> isl::Result<Scop> {
    let mut out = scop.clone();
    for e in expansions {
        for st in &mut out.statements {
            let n = Set::parse(ctx, &st.domain)?.n_dim();
            let dims: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
            for a in &mut st.accesses {
                if a.array != e.array {
                    continue;
                }
                let prefix = match a.relation.find('{') {
                    Some(p) => a.relation[..p].to_string(),
                    None => String::new(),
                };
                a.relation = format!(
                    "{prefix}{{ {}[{}] -> {}[{}] }}",
                    st.name,
                    dims.join(", "),
                    e.array,
                    dims[..e.depth.min(n)].join(", ")
                );
            }
        }
        if let Some(arr) = out.arrays.iter_mut().find(|a| a.name == e.array) {
            arr.sizes = vec![Dim::Unknown; e.depth];
        }
    }
    Ok(out)
}

/// What applying `schedule` needs: `Ok(Some(expansions))` (possibly none)
/// when the schedule is legal after expanding zero-dimensional arrays,
/// `Ok(None)` when it breaks something expansion cannot repair.
pub fn plan(ctx: &Ctx, scop: &Scop, schedule: &str) -> isl::Result<Option<Vec<Expansion>>> {
    plan_with(ctx, scop, schedule, None)
}

/// [`plan`], reusing the view and dependences of `scop` when the caller
/// has them.
pub fn plan_with<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: &str,
    analysis: Option<&(View<'c>, Dependences<'c>)>,
) -> isl::Result<Option<Vec<Expansion>>> {
    let legal = |v: &View<'c>, d: &Dependences<'c>| -> isl::Result<(bool, Vec<String>)> {
        let vio = violation::check(v, d, UnionMap::parse(ctx, schedule)?)?;
        if vio.is_empty()? {
            return Ok((true, Vec::new()));
        }
        if !vio.flow.is_empty()?
            || !vio.final_writes.is_empty()?
            || !vio.initial_reads.is_empty()?
        {
            return Ok((false, Vec::new()));
        }
        // Arrays whose live ranges break.
        let mut arrays: Vec<String> = Vec::new();
        for dep in vio.list()? {
            if let Some(r) = v.reference(&dep.src_tag) {
                if !arrays.contains(&r.array) {
                    arrays.push(r.array.clone());
                }
            }
        }
        Ok((false, arrays))
    };
    // The common case first: a schedule keeping every memory-based
    // dependence needs no expansion and no live-range analysis.
    let keeps = match analysis {
        Some((v, d)) => violation::keeps_memory_order(v, d, UnionMap::parse(ctx, schedule)?)?,
        None => {
            let v = View::new(ctx, scop)?;
            let d = Dependences::compute_for_legality(&v, scop)?;
            violation::keeps_memory_order(&v, &d, UnionMap::parse(ctx, schedule)?)?
        }
    };
    if keeps {
        log::debug!(
            target: "tessera::expand",
            "{}: every memory-based dependence kept: no expansion",
            scop.name
        );
        return Ok(Some(Vec::new()));
    }
    let mut expansions: Vec<Expansion> = Vec::new();
    let mut current = scop.clone();
    for round in 0..8 {
        // Round 0 checks the SCoP as it is: the caller's analysis serves.
        let (ok, broken) = match analysis {
            Some((v, d)) if round == 0 => legal(v, d)?,
            _ => {
                let v = View::new(ctx, &current)?;
                let d = Dependences::compute_for_legality(&v, &current)?;
                legal(&v, &d)?
            }
        };
        if ok {
            log::debug!(
                target: "tessera::expand",
                "{}: round {round}: legal, expansions {expansions:?}",
                scop.name
            );
            return Ok(Some(expansions));
        }
        if broken.is_empty() {
            log::debug!(
                target: "tessera::expand",
                "{}: round {round}: a dependence broken that expansion cannot repair",
                scop.name
            );
            return Ok(None);
        }
        log::debug!(
            target: "tessera::expand",
            "{}: round {round}: live ranges broken on {broken:?}",
            scop.name
        );
        let mut progressed = false;
        for name in broken {
            let zero_dim = scop.arrays.iter().any(|a| {
                a.name == name
                    && a.sizes.is_empty()
                    && matches!(a.kind, ArrayKind::Value | ArrayKind::Phi)
            });
            if !zero_dim {
                return Ok(None); // live ranges of memory arrays: not expanded
            }
            let max = common_depth(ctx, scop, &name)?;
            let prev = expansions
                .iter()
                .find(|e| e.array == name)
                .map(|e| e.depth)
                .unwrap_or(0);
            if prev >= max {
                return Ok(None);
            }
            expansions.retain(|e| e.array != name);
            expansions.push(Expansion {
                array: name,
                depth: prev + 1,
            });
            progressed = true;
        }
        if !progressed {
            return Ok(None);
        }
        current = apply(ctx, scop, &expansions)?;
    }
    Ok(None)
}
