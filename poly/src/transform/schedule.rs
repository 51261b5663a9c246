//! The automatic scheduler: isl's scheduler (a Pluto-style algorithm)
//! under live-range-aware constraints, a fusion policy, then in every
//! permutable band of depth two or more the member with the most stride-1
//! accesses moved innermost and the band tiled (or, untiled, jammed or
//! interchanged for latency or stride); last, a profitability gate that
//! keeps the original schedule when the new one brings nothing a compiler
//! can count on.
//!
//! Validity is the value-based flow and the memory-based dependences of
//! arrays with elements; zero-dimensional arrays' anti and output
//! dependences are conditional on their live ranges (see
//! `auto_schedule_keeping`). The caller still runs the violation check.
//! Proximity is flow. No coincidence constraints are given: isl's
//! coincident flags on band members are therefore no proof of
//! parallelism; a decision that needs one asks the dependences
//! (`steps::member_carries_nothing`).

use crate::analysis::deps::Dependences;
use crate::analysis::steps::{
    has_reuse, has_time_loop, inner_loops_are_local, is_skewed, member_carries_nothing,
    member_is_local, stride_one_member, time_stepped,
};
use crate::analysis::view::View;
use crate::analysis::violation::{TiledBand, TiledOrder};
use crate::transform::constraints::{untagged, validity_of, LiveRangeConstraints};
use crate::transform::scheduler::{compute, Problem};
use isl::{Ctx, MultiUnionPwAff, Schedule, ScheduleConstraints, ScheduleNodeKind, UnionMap};
use tessera_ir::{AccessKind, Scop};

// The scheduler's interface lives with the other strategies' shared code;
// its paths here (`tessera_poly::schedule::Outcome`) are the public ones.
pub use crate::transform::auto::{AutoOptions, Fuse, Outcome};

/// Chains of at most this many dependent updates are left as they are by
/// [`interchange_for_latency`]: an out-of-order core overlaps a short
/// chain with the next one, while the interchanged loop pays at each entry
/// for what it waits on (cholesky's division). Measured on cholesky with
/// Zen 3: chains of up to 119 ran 0.60x after the interchange, 199 0.99x,
/// 299 1.34x, 399 1.39x.
const SHORT_CHAIN: u64 = 255;

/// Parameters past which fusion is not tried.
const MAX_FUSION_PARAMS: usize = 4;

/// isl operations the comparison of the new order with the original one
/// may take.
const ORDER_BUDGET: u64 = 30_000;

/// What the live-range-preserving attempt may take before the scheduler
/// falls back to every dependence as validity: isl operations, and CPU
/// time (the operations do not bound the Farkas duals).
const LIVE_RANGE_BUDGET: u64 = 400_000;
const LIVE_RANGE_TIME: std::time::Duration = std::time::Duration::from_millis(500);

/// isl operations the smart mode gives its fusion attempt.
const FUSION_BUDGET: u64 = 50_000;

/// isl operations the smart mode gives the distributed alternative to a
/// fused schedule (scheduled, tiled and costed).
const DISTRIBUTION_BUDGET: u64 = 200_000;

/// Does a band put some statement under more loops than it has (a band
/// member constant for it)? Fusing such statements guards them inside the
/// loops.
fn embeds_lower_dimensional(schedule: &Schedule) -> isl::Result<bool> {
    let mut found = false;
    schedule.root()?.foreach_descendant_top_down(|node| {
        if node.kind() == ScheduleNodeKind::Band {
            // Loops around a statement here: the band members above and
            // this band's; more than its dimensions means a member that
            // does not move for it.
            let loops = node.schedule_depth()? + node.band_n_member()?;
            for m in node.band_partial_schedule_union_map()?.maps()? {
                found |= m.n_in() < loops;
            }
        }
        Ok(!found)
    })?;
    Ok(found)
}

/// The statements under each child of the outermost sequence (one group
/// when there is no sequence at the top).
fn top_groups(schedule: &Schedule) -> isl::Result<Vec<Vec<String>>> {
    let mut groups = Vec::new();
    let mut node = schedule.root()?;
    while node.n_children()? == 1 && node.kind() != ScheduleNodeKind::Sequence {
        node = node.child(0)?;
    }
    let children = if node.kind() == ScheduleNodeKind::Sequence {
        node.children()?
    } else {
        vec![node]
    };
    for c in children {
        // A sequence child is a filter: the statements are below it.
        let below = if c.n_children()? == 1 { c.child(0)? } else { c };
        let mut names = Vec::new();
        for set in below.domain()?.sets()? {
            names.push(set.tuple_name()?.unwrap_or_default());
        }
        names.sort();
        groups.push(names);
    }
    Ok(groups)
}

/// A new schedule for the SCoP, or why the original one stays.
pub fn auto_schedule<'c>(ctx: &'c Ctx, scop: &Scop, opts: AutoOptions) -> isl::Result<Outcome<'c>> {
    auto_schedule_keeping(ctx, scop, opts, &mut None)
}

/// [`auto_schedule`], leaving the view and dependences it computed in
/// `analysis` for the legality check that follows
/// ([`crate::expand::plan_with`]).
pub fn auto_schedule_keeping<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    opts: AutoOptions,
    analysis: &mut Option<(View<'c>, Dependences<'c>)>,
) -> isl::Result<Outcome<'c>> {
    let view = View::new(ctx, scop)?;
    // Tiling and time tiling both need a band of two loops: a SCoP whose
    // statements sit under one loop or none has nothing a new schedule
    // brings (such loops are most of a program's initialisation and
    // output code), and scheduling it only costs.
    if view.domain.sets()?.iter().all(|s| s.n_dim() <= 1) {
        return Ok(Outcome::Kept(
            "no statement under two loops or more: nothing to tile".into(),
        ));
    }
    // Loops that only store (initialisation: no array element is read)
    // have no reuse for a tile to keep in cache; when their stores walk
    // memory with stride 1 already, no new order helps either, and
    // scheduling them only costs (7-10 ms for each such SCoP of
    // PolyBench's `main`).
    let reads_memory = scop.statements.iter().any(|s| {
        s.accesses
            .iter()
            .any(|a| a.kind == AccessKind::Read && scop.has_dimensions(&a.array))
    });
    let writes = crate::view::per_reference(view.writes()?)?;
    if !reads_memory && crate::cost::innermost(ctx, &view.schedule, &writes)?.is_zero() {
        return Ok(Outcome::Kept(
            "it reads no array element and stores with stride 1: no reuse for tiles to keep in cache".into(),
        ));
    }
    let refs = crate::view::per_reference(view.reads.clone().union(view.writes()?)?)?;
    // Time-stepped stencils are time-tiled, or left alone (see the
    // stencil module).
    if time_stepped(ctx, &view.domain, &refs, &writes)? {
        return crate::stencil::time_tile(ctx, scop, view, &refs, opts.cache_bytes, analysis);
    }
    // Values LICM and GVN keep in registers that copy an unchanged array
    // element (a load hoisted out of the inner loop) are read from memory
    // again where that is exact: the copy statement and its scalar go.
    let reloaded = crate::reload::reload_in(ctx, scop, &view)?;
    let (scop, view) = match &reloaded {
        Some(r) => (&r.scop, View::new(ctx, &r.scop)?),
        None => (scop, view),
    };
    let refs = crate::view::per_reference(view.reads.clone().union(view.writes()?)?)?;
    let d = Dependences::compute_for_scheduling(&view, scop)?;
    // Live-range-aware constraints: value-based flow is validity, and the
    // memory-based dependences of zero-dimensional arrays only hold where
    // a live range would be broken (conditional validity).
    let lr = LiveRangeConstraints::of(ctx, scop, &view, &d)?;
    // Proximity is flow only. Read-after-read reuse made isl's scheduler
    // 25 to 30 times slower (3mm: 2.2 s instead of 70 ms, even between
    // different statements only), and on the kernel suite it fused nothing
    // that smart fusion kept.
    let proximity = untagged(&d.flow)?.coalesce()?;
    // First without breaking any live range. When that leaves nothing to
    // tile while the scalars' false dependences took part, again under
    // value-based dependences alone (paper 001): the plan that follows
    // expands the scalars whose live ranges the schedule breaks, and says so.
    let has_scalar_false_deps = !lr.conditional.is_empty()?;
    let base = ScheduleConstraints::on_domain(view.domain.clone())?
        .set_validity(lr.validity)?
        .set_proximity(proximity.clone())?;

    // Whether keeping live ranges ran out of its limit (below).
    let mut live_ranges_cut_short = false;
    let mut outcome = if lr.condition.is_empty()? {
        schedule_and_tile(ctx, scop, &view, &refs, &base, opts)?
    } else {
        // Conditional validity makes isl's problems larger (PolyBench's lu
        // ran for minutes): the attempt has a limit of its own, and past
        // it every dependence is validity, as before live ranges counted.
        let sc = base
            .try_clone()?
            .set_conditional_validity(lr.condition, lr.conditional)?;
        let started = std::time::Instant::now();
        let attempt = ctx.with_step_time_limit(LIVE_RANGE_TIME, |ctx| {
            ctx.with_nested_budget(LIVE_RANGE_BUDGET, |ctx| {
                schedule_and_tile(ctx, scop, &view, &refs, &sc, opts)
            })
        });
        log::debug!(
            target: "tessera::schedule",
            "{}: keeping live ranges: {} in {:.1} ms",
            scop.name,
            match &attempt {
                Ok(Ok(_)) => "a schedule".to_string(),
                Ok(Err(_)) => "nothing worth tiling".to_string(),
                Err(e) => format!("no schedule ({e})"),
            },
            started.elapsed().as_secs_f64() * 1e3
        );
        match attempt {
            Ok(o) => o,
            Err(e) if e.is_quota() => {
                live_ranges_cut_short = true;
                let conservative = ScheduleConstraints::on_domain(view.domain.clone())?
                    .set_validity(validity_of(&d)?)?
                    .set_proximity(proximity)?;
                schedule_and_tile(ctx, scop, &view, &refs, &conservative, opts)?
            }
            Err(e) => return Err(e),
        }
    };
    // Where keeping live ranges did not finish within its limit, the
    // SCoP's scheduling problems are large, and a third schedule under
    // value-based dependences would add as much again (fuzz seed 700083:
    // 0.5 s for each of the three, for nothing tiled).
    if has_scalar_false_deps && live_ranges_cut_short {
        if let Err(why) = &outcome {
            outcome = Err(format!(
                "{why}; not scheduled under value-based dependences either: keeping live ranges did not finish within its limit"
            ));
        }
    } else if has_scalar_false_deps {
        match &outcome {
            // Not when the original loops keep their reuse in L1 already:
            // tiles for L2 bring nothing there, while the expansions and
            // the tiles' guards cost (PolyBench ludcmp at N = 400 ran
            // 0.6-0.7x).
            Err(why) => {
                let why = why.clone();
                if inner_jumps(ctx, scop, &view, &refs)? == InnerJumps::WithinL1 {
                    outcome = Err(format!(
                        "{why}; not scheduled under value-based dependences either: its innermost loops jump through memory only within L1"
                    ));
                } else if let Ok(mut t) = schedule_and_tile(ctx, scop, &view, &refs, &base, opts)? {
                    t.summary.push_str(
                        "; scheduled under value-based dependences (without breaking live ranges, nothing was worth tiling)",
                    );
                    t.speculative = true;
                    outcome = Ok(t);
                }
            }
            Ok(kept) => {
                // Keeping every live range can pin a strided loop innermost
                // (symm: the column walk of a sum kept in one scalar); the
                // value-based schedule, with the scalar expanded, is taken
                // when its innermost loops walk memory with a smaller stride.
                let cost_of = |t: &Tiled<'c>| -> isl::Result<crate::cost::InnermostCost> {
                    crate::cost::innermost(ctx, &t.schedule, &refs)
                };
                let kept_cost = cost_of(kept)?;
                if !kept_cost.is_zero() {
                    if let Ok(mut t) = schedule_and_tile(ctx, scop, &view, &refs, &base, opts)? {
                        let cost = cost_of(&t)?;
                        if cost < kept_cost {
                            t.summary.push_str(&format!(
                                "; scheduled under value-based dependences (innermost loops: {} access(es) off stride 1, {} keeping every live range)",
                                cost.total(),
                                kept_cost.total()
                            ));
                            outcome = Ok(t);
                        }
                    }
                }
            }
        }
    }
    match &outcome {
        Ok(t) => log::debug!(target: "tessera::schedule", "{}: {}", scop.name, t.summary),
        Err(why) => log::debug!(target: "tessera::schedule", "{}: kept: {why}", scop.name),
    }
    let Tiled {
        schedule,
        tiled_order,
        tree,
        summary,
        register_tiles,
        speculative,
    } = match outcome {
        Ok(t) => t,
        Err(why) => return Ok(Outcome::Kept(why)),
    };
    let summary = match &reloaded {
        Some(r) => format!("{summary}; {}", r.summary()),
        None => summary,
    };
    *analysis = Some((view, d));
    Ok(Outcome::New {
        schedule,
        tree,
        summary,
        reloaded: reloaded.map(Box::new),
        time_tiled: false,
        register_tiles,
        tiled_order,
        speculative,
    })
}

/// How the original innermost loops walk memory (see [`inner_jumps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InnerJumps {
    /// No access jumps along any of them (stride 1 or no move).
    None,
    /// Some do, each loop within L1: the next iteration of the loop
    /// around reuses the lines.
    WithinL1,
    /// Some loop jumps through more lines than L1 holds, or over an
    /// extent without a bound.
    PastL1,
}

/// How the original innermost loops of statements under two loops or
/// more walk memory. A loop's accesses that jump along it (a line each
/// per iteration) times its extent must fit in L1 for the loop around it
/// to reuse the lines: ludcmp's column walk `A[k][j]` over k < 400 takes
/// 400 lines, 25 KiB. (Under one loop or none, no loop around reuses
/// anything.)
pub fn inner_jumps(
    ctx: &Ctx,
    scop: &Scop,
    view: &View<'_>,
    refs: &[isl::Map<'_>],
) -> isl::Result<InnerJumps> {
    let mut jumping = InnerJumps::None;
    for set in view.domain.sets()? {
        let d = set.n_dim();
        if d < 2 {
            continue;
        }
        let name = set.tuple_name()?.unwrap_or_default();
        let its: Vec<String> = (0..d).map(|k| format!("i{k}")).collect();
        let loops = UnionMap::parse(ctx, &format!("{{ {name}[{0}] -> [{0}] }}", its.join(", ")))?
            .intersect_domain(set.into())?;
        let mine: Vec<isl::Map<'_>> = refs
            .iter()
            .filter(|r| r.tuple_name(isl::DimType::In).ok().flatten().as_deref() == Some(&name))
            .cloned()
            .collect();
        let jumps = crate::analysis::steps::jumps_along(ctx, &loops, &mine, d, d - 1)?;
        if jumps == 0 {
            continue;
        }
        if !crate::analysis::steps::jumps_fit_l1(ctx, scop, &loops, d - 1, jumps)? {
            log::trace!(
                target: "tessera::schedule",
                "{}: {name}'s innermost loop, {jumps} access(es) jumping along it, runs past L1",
                scop.name
            );
            return Ok(InnerJumps::PastL1);
        }
        jumping = InnerJumps::WithinL1;
    }
    Ok(jumping)
}

/// A computed, tiled schedule (see [`schedule_and_tile`]).
struct Tiled<'c> {
    schedule: UnionMap<'c>,
    /// The schedule without its tile loops and its tiled bands.
    tiled_order: Option<TiledOrder<'c>>,
    /// The same schedule as a tree, for the AST generator, when each of
    /// its bands gives its statements one range of dates
    /// ([`tree_ast_is_flat_ast`]).
    tree: Option<Schedule<'c>>,
    summary: String,
    register_tiles: Vec<crate::register::RegisterTile>,
    /// See [`Outcome::New`]'s field.
    speculative: bool,
}

/// isl's scheduler under `sc` with the fusion policy, then the bands
/// tiled and the profitability gates: a new schedule, or (`Err`) why the
/// original one stays.
fn schedule_and_tile<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    sc: &ScheduleConstraints<'c>,
    opts: AutoOptions,
) -> isl::Result<Result<Tiled<'c>, String>> {
    // Fusion's ILPs grow with the parameters, and isl's budget does not
    // bound them (fuzz seed 200702: 3 statements, 7 parameters, over 280 s
    // where one nest per SCC takes 10 ms): past a few parameters, no
    // fusion is tried.
    let problem = Problem::new(ctx, sc)?;
    let validity = sc.get_validity()?;
    let fuse = if scop.params.len() > MAX_FUSION_PARAMS {
        Fuse::None
    } else {
        opts.fuse
    };
    let tile =
        |schedule: Schedule<'c>| -> isl::Result<(Vec<Vec<String>>, Schedule<'c>, Tiling<'c>)> {
            let groups = top_groups(&schedule)?;
            let (tiled, tiling) = tile_bands(ctx, scop, schedule, view, refs, opts, &validity)?;
            Ok((groups, tiled, tiling))
        };
    let ((groups, tiled, tiling), fusion) = match fuse {
        Fuse::None if opts.fuse != Fuse::None => (
            tile(compute(ctx, &problem, true)?)?,
            "none (too many parameters to try fusion)".to_string(),
        ),
        Fuse::Max => (tile(compute(ctx, &problem, false)?)?, "max".to_string()),
        Fuse::None => (tile(compute(ctx, &problem, true)?)?, "none".to_string()),
        Fuse::Smart => {
            // Fusion is tried under a budget of its own: clustering many
            // statements is where isl's scheduler spends its time (3mm:
            // 2.2 s), and distribution is the answer there anyway.
            let fused = ctx.with_nested_budget(FUSION_BUDGET, |ctx| compute(ctx, &problem, false));
            match fused {
                Ok(s) if !embeds_lower_dimensional(&s)? => {
                    smart_choice(ctx, &problem, view, refs, tile(s)?, &tile)?
                }
                Ok(_) => (
                    tile(compute(ctx, &problem, true)?)?,
                    "smart: distributed".to_string(),
                ),
                Err(_) => (
                    tile(compute(ctx, &problem, true)?)?,
                    "smart: distributed (fusion over budget)".to_string(),
                ),
            }
        }
    };
    log::debug!(
        target: "tessera::schedule",
        "{}: fusion {fusion}: {} loop nest(s), {} band(s) tiled",
        scop.name,
        groups.len(),
        tiling.bands.len()
    );
    let Tiling {
        bands: tiled_bands,
        skewed,
        untiled_local,
        reorders,
        proof,
    } = tiling;
    let (tiled, untiled) = strip_tiles(tiled, !proof.is_empty())?;
    let map = tiled.get_map()?.intersect_domain(view.domain.clone())?;

    // Why the original schedule stays, the most specific reason first.
    if tiled_bands.is_empty() && skewed {
        return Ok(Err(
            "its tilable band needs skewing (time tiling), not predicted to pay yet".into(),
        ));
    }
    if tiled_bands.is_empty() && untiled_local {
        return Ok(Err(
            "its innermost loops already access memory with stride 1 or not at all, and its bands of two loops keep their reuse in cache: tiling is not predicted to pay".into(),
        ));
    }
    // Profitability: what pays reliably is tiling (reuse across a band of
    // two loops or more). A schedule that only reorders or refuses loops
    // trades the vectorizer-friendly original for guesses. (Decided before
    // the order comparison below, which costs as much as the scheduler.)
    if tiled_bands.is_empty() {
        return Ok(Err(
            "no permutable band of two loops or more with reuse to tile; reordering alone is not predicted to pay".into(),
        ));
    }
    // A schedule that orders every pair of instances as the original one
    // does is the original one, whatever its form: regenerating it would
    // only cost. The comparison of two orders is costly on complex domains
    // (nussinov: 0.35 s), so it gets a small budget of its own: past it,
    // the orders count as different (regenerating an equivalent schedule
    // is correct, only useless). Not compared at all when a band was
    // certainly reordered (`Tiling::reorders`): it never held on PolyBench
    // and cost 5% of the pass there.
    let same_order = !reorders
        && ctx
            .with_nested_budget(ORDER_BUDGET, |_| -> isl::Result<bool> {
                let new_order = map.clone().lex_lt_union_map(map.clone())?;
                let old_order = view
                    .schedule
                    .clone()
                    .lex_lt_union_map(view.schedule.clone())?;
                new_order.is_equal(&old_order)
            })
            .or_else(|e| if e.is_quota() { Ok(false) } else { Err(e) })?;
    if same_order {
        return Ok(Err(
            "the computed schedule orders every instance as the original one does".into(),
        ));
    }
    let nests: Vec<String> = groups
        .iter()
        .map(|g| format!("{{{}}}", g.join(", ")))
        .collect();
    let summary = format!(
        "fusion {fusion}: {} loop nest(s) {}; {}",
        groups.len(),
        nests.join(" "),
        tiled_bands.join("; ")
    );
    let register_tiles = crate::register::collect(&tiled, opts.register_tile)?;
    let tiled_order = match untiled {
        Some(u) => Some(TiledOrder {
            inner: crate::view::pad_dates(u.get_map()?.intersect_domain(view.domain.clone())?)?,
            bands: proof,
        }),
        None => None,
    };
    Ok(Ok(Tiled {
        tiled_order,
        schedule: map,
        tree: tree_ast_is_flat_ast(&tiled)?.then_some(tiled),
        summary,
        register_tiles,
        speculative: false,
    }))
}

/// Does every band of `tree` give each of its statements the same range
/// of dates (one statement, or several over the same loops)? isl builds
/// the same AST from such a tree as from its flat map, in half the time
/// (its bands one at a time). Where a band's statements run over
/// different ranges (triangles of different bounds), the two ASTs split
/// the loops differently (the kernel suite's ludcmp lost 10% with the
/// tree's): the flat map stays there.
fn tree_ast_is_flat_ast(tree: &Schedule<'_>) -> isl::Result<bool> {
    let mut same = true;
    tree.root()?.foreach_descendant_top_down(|node| {
        if node.kind() == ScheduleNodeKind::Band {
            let ranges = node
                .band_partial_schedule_union_map()?
                .intersect_domain(node.domain()?)?
                .maps()?
                .into_iter()
                .map(|m| m.range())
                .collect::<isl::Result<Vec<_>>>()?;
            for r in ranges.iter().skip(1) {
                if !r.is_equal(&ranges[0])? {
                    same = false;
                }
            }
        }
        Ok(same)
    })?;
    Ok(same)
}

type TiledSchedule<'c> = (Vec<Vec<String>>, Schedule<'c>, Tiling<'c>);

/// Smart fusion's choice once fusion succeeded: the fused schedule,
/// unless its innermost loops walk memory with a larger stride than the
/// distributed schedule's (fusion can pin a loop innermost that
/// distribution frees: trmm's reduction over rows, fused with the scaling
/// that follows it). Distribution is computed only then.
fn smart_choice<'c>(
    ctx: &'c Ctx,
    problem: &Problem<'c>,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    fused: TiledSchedule<'c>,
    tile: &dyn Fn(Schedule<'c>) -> isl::Result<TiledSchedule<'c>>,
) -> isl::Result<(TiledSchedule<'c>, String)> {
    let cost_of = |t: &TiledSchedule<'c>| -> isl::Result<crate::cost::InnermostCost> {
        let map = t.1.get_map()?.intersect_domain(view.domain.clone())?;
        crate::cost::innermost(ctx, &map, refs)
    };
    let fused_cost = cost_of(&fused)?;
    if fused_cost.is_zero() || fused.0.len() > 1 && fused.0.iter().all(|g| g.len() == 1) {
        return Ok((fused, "smart: fused".to_string()));
    }
    // Under a budget of its own: past it, or on any failure, the fused
    // schedule stays (isl's parser reports an exhausted budget as a syntax
    // error, so the kind of error does not tell).
    let distributed = ctx.with_nested_budget(DISTRIBUTION_BUDGET, |ctx| -> isl::Result<_> {
        let d = tile(compute(ctx, problem, true)?)?;
        let c = cost_of(&d)?;
        Ok((d, c))
    });
    match distributed {
        Ok((d, c)) if c < fused_cost => {
            let why = format!(
                "smart: distributed (innermost loops: {} access(es) off stride 1 distributed, {} fused)",
                c.total(),
                fused_cost.total()
            );
            Ok((d, why))
        }
        Ok(_) | Err(_) => Ok((fused, "smart: fused".to_string())),
    }
}

/// What [`tile_bands`] did.
#[derive(Debug, Default)]
pub(crate) struct Tiling<'c> {
    /// One line per tiled band, for the remark.
    pub bands: Vec<String>,
    /// A skewed band over a time loop was left untiled.
    pub skewed: bool,
    /// A two-loop band with stride-1 inner loops was left untiled.
    pub untiled_local: bool,
    /// Some band was certainly reordered: interchanged, jammed, or tiled
    /// where an outer member takes several values and an inner one more
    /// than a tile's worth (at fixed other members). The comparison with
    /// the original order is then skipped (its cost is the scheduler's).
    pub reorders: bool,
    /// Each tiled band, for the legality proof without floors
    /// ([`crate::violation::keeps_memory_order_tiled`]); their tile bands
    /// carry the mark [`TILES_MARK`] (or sit above a register tile's).
    pub proof: Vec<TiledBand<'c>>,
}

/// The mark above a cache tile's tile band, removed before the schedule
/// leaves this module ([`strip_tiles`]).
const TILES_MARK: &str = "tessera.tiles";

/// Tiles every permutable band of two members or more that has reuse,
/// its stride-1 member innermost (see the module doc); `deps` are the
/// dependences the schedule keeps.
pub(crate) fn tile_bands<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: Schedule<'c>,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    deps: &UnionMap<'c>,
) -> isl::Result<(Schedule<'c>, Tiling<'c>)> {
    // Tile loops count tiles (not their first index) and point loops keep
    // the original index: the dates then have one floor per tiled loop,
    // where isl's default (scaled tile loops, point loops shifted to 0)
    // has nested ones. On 3mm with register tiles that made the AST and
    // the order check 3 to 4 times slower. Restored before returning.
    let scale = ctx.tile_scale_tile_loops();
    let shift = ctx.tile_shift_point_loops();
    ctx.set_tile_scale_tile_loops(false);
    ctx.set_tile_shift_point_loops(false);
    let r = tile_bands_unscaled(ctx, scop, schedule, view, refs, opts, deps);
    ctx.set_tile_scale_tile_loops(scale);
    ctx.set_tile_shift_point_loops(shift);
    r
}

fn tile_bands_unscaled<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: Schedule<'c>,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    deps: &UnionMap<'c>,
) -> isl::Result<(Schedule<'c>, Tiling<'c>)> {
    let accesses = view
        .reads
        .clone()
        .union(view.writes()?)?
        .domain_factor_domain()?;
    let writes = &crate::view::per_reference(view.writes()?)?;
    let mut tiled_bands: Vec<String> = Vec::new();
    let mut skewed = false;
    let mut untiled_local = false;
    let mut reorders = false;
    let mut proof = Vec::new();
    let tiled = schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() == ScheduleNodeKind::Band
            && node.band_n_member()? >= 2
            && node.band_permutable()?
        {
            let n = node.band_n_member()?;
            // Tiling pays through reuse: some access must stay on one
            // element along a direction of the band.
            let partial = node.band_partial_schedule_union_map()?;
            if !has_reuse(&partial, &accesses)? {
                // Nothing for a cache tile; but an innermost member that
                // jumps through memory, where another member walks it
                // with stride 1 and carries no dependence, trades places
                // with it (deriche's column passes): stride-1 accesses, no
                // chain of dependent operations in the inner loop.
                return match interchange_for_stride(ctx, node.clone(), &partial, refs, deps, n)? {
                    Some((node, why)) => {
                        tiled_bands.push(why);
                        reorders = true;
                        Ok(node)
                    }
                    None => Ok(node),
                };
            }
            // A band of two loops whose statements already walk memory
            // with stride 1 (or not at all) in their innermost loop keeps
            // its reuse in cache without tiling (floyd-warshall lost 21%
            // to 32x32 tiles). Deeper bands carry reuse across a whole
            // plane: tiled.
            if n == 2 && inner_loops_are_local(ctx, &partial, refs)? {
                // The stride-1 member innermost, as in a tiled band: when
                // another band is tiled, this one is regenerated too.
                let (node, parallel) = stride_one_innermost(ctx, node, refs, n)?;
                let partial = node.band_partial_schedule_union_map()?;
                let stmts = statements_of(&node)?;
                let size = opts.register_tile;
                if parallel[0] && member_is_local(ctx, &partial, refs, n, n - 1)? {
                    let jammed = crate::register::latency_tile(
                        ctx,
                        node.clone(),
                        &partial,
                        refs,
                        writes,
                        &stmts,
                        size,
                    )?;
                    if let Some(jam) = jammed {
                        reorders = true;
                        proof.push(TiledBand {
                            prefix: node.get_prefix_schedule_union_map()?,
                            band: partial.clone(),
                        });
                        tiled_bands.push(format!(
                            "2 loops over {} kept untiled (stride 1 inside), the outer one unrolled by {size} and jammed: its inner loop carries reductions, {size} independent chains",
                            stmts.join(", ")
                        ));
                        return Ok(jam);
                    }
                }
                // Where no jam applies: the inner loop carries a chain of
                // dependent updates of one element while the outer one
                // carries none, interchanged when the outer loop's jumps
                // stay in L1 (cholesky's A[i][j] -= A[i][k] * A[j][k]).
                if let Some((node, why)) =
                    interchange_for_latency(ctx, scop, node.clone(), &partial, refs, writes, deps)?
                {
                    tiled_bands.push(why);
                    reorders = true;
                    return Ok(node);
                }
                untiled_local = true;
                return Ok(node);
            }
            // Skewed bands over a time loop (stencil time tiling) are not
            // tiled yet: the skewed tiles' boundary guards cost more than
            // their reuse gives (jacobi-1d ran 3.5x slower, jacobi-2d
            // 1.3x). (Skews of triangular loops, as in lu, pay.)
            if is_skewed(ctx, &partial)? && has_time_loop(ctx, &partial, refs)? {
                skewed = true;
                return Ok(node);
            }
            let (node, why, band) = cache_tile(ctx, scop, node, refs, writes, opts, &mut reorders)?;
            tiled_bands.push(why);
            proof.push(band);
            Ok(node)
        } else {
            Ok(node)
        }
    })?;
    Ok((
        tiled,
        Tiling {
            bands: tiled_bands,
            skewed,
            untiled_local,
            reorders,
            proof,
        },
    ))
}

/// Cache tiling of the permutable band `node` with reuse: its stride-1
/// member innermost, tiles from the cache model (or `opts.tile`), and
/// register tiles inside; the band and its remark line. Sets `reorders`
/// when tiling certainly reorders ([`tiling_reorders`]).
fn cache_tile<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: isl::ScheduleNode<'c>,
    refs: &[isl::Map<'c>],
    writes: &[isl::Map<'c>],
    opts: AutoOptions,
    reorders: &mut bool,
) -> isl::Result<(isl::ScheduleNode<'c>, String, TiledBand<'c>)> {
    let n = node.band_n_member()?;
    let (node, _) = stride_one_innermost(ctx, node, refs, n)?;
    let partial = node.band_partial_schedule_union_map()?;
    let tile = if opts.tile > 0 {
        opts.tile
    } else {
        crate::cache::band_tile(scop, &partial, refs, n, opts.cache_bytes)?
    };
    let stmts = statements_of(&node)?;
    if !*reorders {
        *reorders = tiling_reorders(ctx, scop, &partial, n, tile)?;
    }
    let band = TiledBand {
        prefix: node.get_prefix_schedule_union_map()?,
        band: partial.clone(),
    };
    let node = node.band_tile(&vec![tile; n])?;
    // Register tiles divide the cache tile: only the last cache
    // tile of a loop has partial register tiles.
    let size = opts.register_tile;
    let (node, jammed) = if size > 1 && tile % size == 0 {
        crate::register::register_tile(ctx, node, &partial, refs, writes, &stmts, size)?
    } else {
        (node, Vec::new())
    };
    let jam = if jammed.is_empty() {
        String::new()
    } else {
        let ms: Vec<String> = jammed.iter().map(|m| m.to_string()).collect();
        format!(
            ", member(s) {} unrolled by {size} and jammed (register tile)",
            ms.join(", ")
        )
    };
    let why = format!(
        "{} loops over {} tiled by {}{jam}",
        n,
        stmts.join(", "),
        vec![tile.to_string(); n].join("x")
    );
    Ok((node.insert_mark(TILES_MARK)?, why, band))
}

/// The tiled tree without the marks of its tile bands, and, with
/// `untiled`, the same tree without its tile bands: a [`TILES_MARK`] and
/// the band under it, and a band right above a register tile's mark
/// (its register or latency tile band).
fn strip_tiles<'c>(
    tree: Schedule<'c>,
    untiled: bool,
) -> isl::Result<(Schedule<'c>, Option<Schedule<'c>>)> {
    let is_tiles = |node: &isl::ScheduleNode<'c>| -> isl::Result<bool> {
        Ok(node.kind() == ScheduleNodeKind::Mark && node.mark_id_name()? == TILES_MARK)
    };
    let points = if untiled {
        Some(tree.clone().map_schedule_node_bottom_up(|node| {
            if is_tiles(&node)? {
                let band = node.delete()?;
                return if band.kind() == ScheduleNodeKind::Band {
                    band.delete()
                } else {
                    Ok(band)
                };
            }
            if node.kind() == ScheduleNodeKind::Band && node.n_children()? == 1 {
                let child = node.get_child(0)?;
                if child.kind() == ScheduleNodeKind::Mark
                    && child.mark_id_name()?.starts_with(crate::register::MARK)
                {
                    return node.delete();
                }
            }
            Ok(node)
        })?)
    } else {
        None
    };
    let clean = tree.map_schedule_node_bottom_up(|node| {
        if is_tiles(&node)? {
            node.delete()
        } else {
            Ok(node)
        }
    })?;
    Ok((clean, points))
}

/// Does tiling a band (partial schedule `partial`, `n` members) by `tile`
/// certainly reorder its instances: an inner member spans more than a
/// tile while an outer one takes two values or more, at fixed other
/// members? (A tile then runs part of the next outer iteration before
/// the rest of this one.)
fn tiling_reorders(
    ctx: &Ctx,
    scop: &Scop,
    partial: &UnionMap<'_>,
    n: usize,
    tile: i64,
) -> isl::Result<bool> {
    let outer = (0..n - 1)
        .find_map(
            |m| match crate::analysis::steps::extent_at_most(ctx, scop, partial, m, 1) {
                Ok(true) => None,
                Ok(false) => Some(Ok(m)),
                Err(e) => Some(Err(e)),
            },
        )
        .transpose()?;
    let Some(outer) = outer else {
        return Ok(false);
    };
    for m in outer + 1..n {
        if !crate::analysis::steps::extent_at_most(ctx, scop, partial, m, tile.max(1) as u64)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A permutable band may run its members in any order: the one giving
/// the most stride-1 accesses goes innermost, for the vectorizer (the
/// violation check still judges the result). Returns the band and, per
/// member in the new order, whether it was coincident (parallel): the
/// permuted band has lost those marks.
fn stride_one_innermost<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    refs: &[isl::Map<'c>],
    n: usize,
) -> isl::Result<(isl::ScheduleNode<'c>, Vec<bool>)> {
    let partial = node.band_partial_schedule_union_map()?;
    let inner = stride_one_member(ctx, &partial, refs, n)?;
    let order: Vec<usize> = (0..n).filter(|&k| k != inner).chain([inner]).collect();
    let parallel = order
        .iter()
        .map(|&k| node.band_member_coincident(k))
        .collect::<isl::Result<Vec<bool>>>()?;
    if inner + 1 == n {
        return Ok((node, parallel));
    }
    Ok((permute_band(ctx, node, &partial, &order)?, parallel))
}

/// The band `node` (partial schedule `partial`) with its members in
/// `order` (member `order[k]` at position k).
fn permute_band<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    order: &[usize],
) -> isl::Result<isl::ScheduleNode<'c>> {
    let ts: Vec<String> = (0..order.len()).map(|k| format!("t{k}")).collect();
    let to: Vec<String> = order.iter().map(|&k| ts[k].clone()).collect();
    let perm = UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", ts.join(", "), to.join(", ")),
    )?;
    let permuted = MultiUnionPwAff::from_union_map(partial.clone().apply_range(perm)?)?;
    node.delete()?.insert_partial_schedule(permuted)
}

/// The band with its stride-1 member innermost, when that member walks
/// memory with stride 1 (or not at all) and carries no dependence while
/// the innermost one jumps; with what was done. None otherwise.
fn interchange_for_stride<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    deps: &UnionMap<'c>,
    n: usize,
) -> isl::Result<Option<(isl::ScheduleNode<'c>, String)>> {
    let inner = stride_one_member(ctx, partial, refs, n)?;
    if inner + 1 == n
        || member_is_local(ctx, partial, refs, n, n - 1)?
        || !member_is_local(ctx, partial, refs, n, inner)?
        || !member_carries_nothing(ctx, partial, deps, n, inner)?
    {
        return Ok(None);
    }
    let stmts = statements_of(&node)?;
    let (node, _) = stride_one_innermost(ctx, node, refs, n)?;
    Ok(Some((
        node,
        format!(
            "{n} loops over {} interchanged: member {inner}, stride 1 and free of dependences, innermost (member {} jumped through memory)",
            stmts.join(", "),
            n - 1
        ),
    )))
}

/// A band of two whose inner member carries a chain of updates of one
/// element (a write stays on its element along it, and a dependence of a
/// statement on itself runs along it) while the outer member carries no
/// such dependence, with the outer
/// member moved innermost: independent iterations instead of one
/// operation per latency of the adder. Only when every access that jumps
/// through memory along the outer member keeps the lines of one whole
/// run of it in L1 (its extent, bounded under the SCoP's assumptions,
/// times a line per jumping access): the next run of it reuses them.
/// None otherwise.
fn interchange_for_latency<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: isl::ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    writes: &[isl::Map<'c>],
    deps: &UnionMap<'c>,
) -> isl::Result<Option<(isl::ScheduleNode<'c>, String)>> {
    // Chains run between instances of one statement; a value one
    // statement hands to another (cholesky's finished A[i][k]) is no
    // chain of the loop.
    let mut own = UnionMap::empty(ctx)?;
    for m in deps.maps()? {
        if m.tuple_name(isl::DimType::In)? == m.tuple_name(isl::DimType::Out)? {
            own = own.union(UnionMap::from(m))?;
        }
    }
    if node.band_n_member()? != 2
        || member_carries_nothing(ctx, partial, &own, 2, 1)?
        || !crate::register::reuse_along(ctx, partial, writes, 2, 1)?
        || !member_carries_nothing(ctx, partial, &own, 2, 0)?
    {
        return Ok(None);
    }
    let dated = partial.clone().intersect_domain(node.domain()?)?;
    // Short chains overlap in an out-of-order core, and the interchanged
    // loop then pays its entries for nothing.
    if crate::analysis::steps::extent_at_most(ctx, scop, &dated, 1, SHORT_CHAIN)? {
        return Ok(None);
    }
    let jumps = crate::analysis::steps::jumps_along(ctx, partial, refs, 2, 0)?;
    if !crate::analysis::steps::jumps_fit_l1(ctx, scop, &dated, 0, jumps)? {
        return Ok(None);
    }
    let stmts = statements_of(&node)?;
    let node = permute_band(ctx, node, partial, &[1, 0])?;
    Ok(Some((
        node,
        format!(
            "2 loops over {} interchanged: the inner one carried a chain of dependent updates of one element, the outer one carries no dependence ({jumps} access(es) jumping through memory along it, within L1)",
            stmts.join(", ")
        ),
    )))
}

/// The names of the statements under `node`, sorted.
fn statements_of(node: &isl::ScheduleNode) -> isl::Result<Vec<String>> {
    let mut stmts: Vec<String> = Vec::new();
    for set in node.domain()?.sets()? {
        stmts.push(set.tuple_name()?.unwrap_or_default());
    }
    stmts.sort();
    Ok(stmts)
}
