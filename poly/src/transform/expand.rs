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
    plan_with(ctx, scop, &UnionMap::parse(ctx, schedule)?, None, None)
}

/// [`plan`], reusing the view and dependences of `scop` when the caller
/// has them, and the tiling of `schedule` when the scheduler gave it
/// ([`violation::TiledOrder`]).
///
/// A schedule keeping every memory-based dependence needs no expansion
/// and no live-range analysis (for a tiled schedule, proved on its band
/// and its order inside a tile, without the tiles' floors). Otherwise the
/// expansions are planned in [`rounds`]: on the dates without tile loops
/// first, when the tiled schedule provably orders every pair of accesses
/// to one location as they do (then it breaks exactly what they break;
/// the floors made the live-range analysis several times dearer: PolyBench
/// symm 0.40 s against 0.05 s); else on `schedule` itself.
pub fn plan_with<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: &UnionMap<'c>,
    analysis: Option<&mut (View<'c>, Dependences<'c>)>,
    tiled: Option<&violation::TiledOrder<'c>>,
) -> isl::Result<Option<Vec<Expansion>>> {
    let mut owned;
    let (v, d) = match analysis {
        Some((v, d)) => (&*v, d),
        None => {
            let v = View::new(ctx, scop)?;
            let d = Dependences::compute_for_legality(&v, scop)?;
            owned = (v, d);
            (&owned.0, &mut owned.1)
        }
    };
    if let Some(tiled) = tiled {
        if violation::keeps_memory_order_tiled(v, d, tiled)? {
            log::debug!(
                target: "tessera::expand",
                "{}: every memory-based dependence kept (tiles in order, each tile in order): no expansion",
                scop.name
            );
            return Ok(Some(Vec::new()));
        }
        if let Some(mut planned) = rounds(ctx, scop, v, d, &tiled.inner)? {
            fill(ctx, || d.ensure_mem_flow(v))?;
            if tiles_keep_expanded_order(v, d, &mut planned, tiled)? {
                log::debug!(
                    target: "tessera::expand",
                    "{}: planned without tile loops, the tiles keep the order of each location's accesses: expansions {:?}",
                    scop.name,
                    planned.expansions
                );
                return Ok(Some(planned.expansions));
            }
        }
    }
    if violation::keeps_memory_order(v, d, schedule.clone())? {
        log::debug!(
            target: "tessera::expand",
            "{}: every memory-based dependence kept: no expansion",
            scop.name
        );
        return Ok(Some(Vec::new()));
    }
    Ok(rounds(ctx, scop, v, d, schedule)?.map(|p| p.expansions))
}

/// Why the expansions of a speculative schedule (see
/// [`crate::schedule::Outcome::New`]) are not predicted to pay, if they
/// are not: where the original innermost loops walk memory with stride 1
/// (their reductions vectorized in registers), expanding values that a
/// tiled band's own statements write along two loops or more moves
/// those accumulators into matrices that every instance of the band
/// reads and writes (the kernel suite's gesummv ran 0.8x). A value
/// written outside the bands and only read in them, as gemm's
/// `alpha * A[i][k]` in i-k-j order, costs one write per element.
pub fn speculation_unprofitable(
    ctx: &Ctx,
    v: &View<'_>,
    scop: &Scop,
    tiled: &violation::TiledOrder<'_>,
    expansions: &[Expansion],
) -> isl::Result<Option<String>> {
    let spread = spread_by_bands(v, scop, tiled, expansions)?;
    if spread.is_empty()
        || inner_jumps_of(ctx, scop, v)? != crate::analysis::steps::InnerJumps::None
    {
        return Ok(None);
    }
    Ok(Some(refusal(spread)))
}

/// [`speculation_unprofitable`], told before the expansions are planned on
/// the tiled dates, the dearest plan (the kernel suite's gesummv: 1.0 s,
/// for a schedule then refused): where the original innermost loops walk
/// memory with stride 1, the plan on the dates without tile loops shows
/// the values the bands would spread already. None leaves the decision to
/// [`speculation_unprofitable`] after the plan.
pub fn speculation_unprofitable_early<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    v: &View<'c>,
    d: &mut Dependences<'c>,
    tiled: &violation::TiledOrder<'c>,
) -> isl::Result<Option<String>> {
    if inner_jumps_of(ctx, scop, v)? != crate::analysis::steps::InnerJumps::None {
        return Ok(None);
    }
    let Some(planned) = rounds(ctx, scop, v, d, &tiled.inner)? else {
        return Ok(None);
    };
    let spread = spread_by_bands(v, scop, tiled, &planned.expansions)?;
    Ok((!spread.is_empty()).then(|| refusal(spread)))
}

fn inner_jumps_of(
    ctx: &Ctx,
    scop: &Scop,
    v: &View<'_>,
) -> isl::Result<crate::analysis::steps::InnerJumps> {
    let refs = crate::view::per_reference(v.reads.clone().union(v.writes()?)?)?;
    crate::analysis::steps::inner_jumps(ctx, scop, v, &refs)
}

fn refusal(mut spread: Vec<String>) -> String {
    spread.sort();
    format!(
        "the schedule under value-based dependences would expand {}, values its tiles update, along two loops or more, where the original innermost loops walk memory with stride 1: not predicted to pay",
        spread.join(", ")
    )
}

/// The expanded arrays (depth two or more) that the statements of a tiled
/// band write, as `@name`.
fn spread_by_bands(
    v: &View<'_>,
    scop: &Scop,
    tiled: &violation::TiledOrder<'_>,
    expansions: &[Expansion],
) -> isl::Result<Vec<String>> {
    let mut in_bands = std::collections::HashSet::new();
    for b in &tiled.bands {
        for m in b.band.maps()? {
            in_bands.insert(m.tuple_name(isl::DimType::In)?.unwrap_or_default());
        }
    }
    Ok(expansions
        .iter()
        .filter(|e| e.depth >= 2)
        .filter(|e| {
            v.refs.iter().any(|r| {
                r.array == e.array
                    && r.kind != tessera_ir::AccessKind::Read
                    && in_bands.contains(&scop.statements[r.stmt].name)
            })
        })
        .map(|e| format!("@{}", e.array))
        .collect())
}

/// Fills a relation the scheduler's dependences left for later, counted
/// apart from the plan's own operations (as when the scheduler computed
/// it): the plan's count starts again afterwards.
fn fill(ctx: &Ctx, f: impl FnOnce() -> isl::Result<()>) -> isl::Result<()> {
    ctx.with_nested_budget(ctx.max_operations(), |_| f())
}

/// Expansions that make a schedule legal, with the view and dependences of
/// the expanded arrays in the expanded model (None without expansions).
struct Planned<'c> {
    expansions: Vec<Expansion>,
    expanded: Option<(View<'c>, Dependences<'c>)>,
}

/// The expansion rounds for `schedule`: each checks the model as expanded
/// so far with the live-range analysis; each zero-dimensional array whose
/// live ranges still conflict gets the smallest depth that separates
/// every conflicting pair ([`depth_needed`]), and the expanded model is
/// checked again. None when something breaks that expansion cannot
/// repair.
fn rounds<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    v: &View<'c>,
    d: &Dependences<'c>,
    schedule: &UnionMap<'c>,
) -> isl::Result<Option<Planned<'c>>> {
    let mut expansions: Vec<Expansion> = Vec::new();
    let mut vio = violation::check(v, d, schedule.clone())?;
    let mut expanded: Option<(View<'c>, Dependences<'c>)> = None;
    for round in 0..8 {
        if vio.is_empty()? {
            log::debug!(
                target: "tessera::expand",
                "{}: round {round}: legal, expansions {expansions:?}",
                scop.name
            );
            return Ok(Some(Planned {
                expansions,
                expanded,
            }));
        }
        if !vio.flow.is_empty()?
            || !vio.final_writes.is_empty()?
            || !vio.initial_reads.is_empty()?
        {
            log::debug!(
                target: "tessera::expand",
                "{}: round {round}: a dependence broken that expansion cannot repair",
                scop.name
            );
            return Ok(None);
        }
        let (cv, cd) = match &expanded {
            Some((cv, cd)) => (cv, cd),
            None => (v, d),
        };
        let broken = arrays_of(cv, &vio.live)?;
        log::debug!(
            target: "tessera::expand",
            "{}: round {round}: live ranges broken on {broken:?}",
            scop.name
        );
        for name in broken {
            let zero_dim = scop.arrays.iter().any(|a| {
                a.name == name
                    && a.sizes.is_empty()
                    && matches!(a.kind, ArrayKind::Value | ArrayKind::Phi)
            });
            if !zero_dim {
                return Ok(None); // live ranges of memory arrays: not expanded
            }
            let prev = expansions
                .iter()
                .find(|e| e.array == name)
                .map(|e| e.depth)
                .unwrap_or(0);
            let max = common_depth(ctx, scop, &name)?;
            let Some(depth) = depth_needed(cv, cd, &vio.live, &name, prev + 1, max)? else {
                return Ok(None);
            };
            expansions.retain(|e| e.array != name);
            expansions.push(Expansion { array: name, depth });
        }
        // Only the expanded arrays' accesses changed: what the check above
        // found kept for the others still holds.
        let current = apply(ctx, scop, &expansions)?;
        let names: Vec<String> = expansions.iter().map(|e| e.array.clone()).collect();
        // The check reads the expanded arrays' dependences alone.
        let ev = View::of_arrays(ctx, &current, &names)?;
        let ed = Dependences::compute_for_check_on(&ev, &current)?;
        vio = violation::check_on(&ev, &ed, schedule.clone(), &names)?;
        expanded = Some((ev, ed));
    }
    Ok(None)
}

/// Does the tiled schedule order every pair of accesses to one location
/// of the model expanded as `planned` says as the dates without tile
/// loops do ([`violation::tiles_keep_pair_order`])? The arrays not
/// expanded keep their dependences from `d`; the expanded ones take them
/// from the expanded model.
fn tiles_keep_expanded_order<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    planned: &mut Planned<'c>,
    tiled: &violation::TiledOrder<'c>,
) -> isl::Result<bool> {
    let names: Vec<&str> = planned
        .expansions
        .iter()
        .map(|e| e.array.as_str())
        .collect();
    if !violation::tiles_keep_pair_order(v, d, tiled, &names)? {
        return Ok(false);
    }
    let Some((ev, ed)) = &mut planned.expanded else {
        return Ok(true);
    };
    ed.ensure_mem_flow(ev)?;
    violation::tiles_keep_pair_order(ev, ed, tiled, &[])
}

/// The arrays written by the source references of a tagged relation
/// `[S[i] -> ref[]] -> ...`, each once.
fn arrays_of(v: &View, rel: &UnionMap) -> isl::Result<Vec<String>> {
    let mut arrays: Vec<String> = Vec::new();
    for m in rel.maps()? {
        if let Some(r) = v.source_ref(&m)? {
            if !arrays.contains(&r.array) {
                arrays.push(r.array.clone());
            }
        }
    }
    Ok(arrays)
}

/// The pieces of a tagged relation whose source reference accesses
/// `array`, as relations between statement instances.
fn instance_pairs<'c>(v: &View<'c>, rel: &UnionMap<'c>, array: &str) -> isl::Result<Vec<Map<'c>>> {
    let mut out = Vec::new();
    for m in rel.maps()? {
        if v.source_ref(&m)?.is_some_and(|r| r.array == array) {
            out.push(m.domain_factor_domain()?.range_factor_domain()?);
        }
    }
    Ok(out)
}

/// The pairs of `m` whose two instances share their first `depth` loop
/// counters: after expansion to `depth`, the pairs on one element.
fn same_element<'c>(m: Map<'c>, depth: usize) -> isl::Result<Map<'c>> {
    (0..depth).try_fold(m, |m, k| {
        m.equate(isl::DimType::In, k, isl::DimType::Out, k)
    })
}

/// The smallest depth in `from..=max` at which expanding `array` puts every
/// pair of conflicting live ranges (`conflicts`: the writes starting them,
/// `W -> W'`) on different elements; `None` when there is none, or when
/// expansion would change what the program computes: a value read from
/// before the SCoP (the new elements would start undefined), or a flow
/// dependence crossing elements (the read would find another element).
fn depth_needed(
    v: &View,
    d: &Dependences,
    conflicts: &UnionMap,
    array: &str,
    from: usize,
    max: usize,
) -> isl::Result<Option<usize>> {
    if !instance_pairs(v, &d.initial_reads, array)?.is_empty() {
        return Ok(None);
    }
    let flows = instance_pairs(v, &d.flow, array)?;
    let pairs = instance_pairs(v, conflicts, array)?;
    for depth in from..=max {
        for f in &flows {
            if !f
                .clone()
                .subtract(same_element(f.clone(), depth)?)?
                .is_empty()?
            {
                return Ok(None);
            }
        }
        let mut separated = true;
        for p in &pairs {
            if !same_element(p.clone(), depth)?.is_empty()? {
                separated = false;
                break;
            }
        }
        if separated {
            return Ok(Some(depth));
        }
    }
    Ok(None)
}
