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
use crate::analysis::steps::time_stepped;
use crate::analysis::steps::{inner_jumps, InnerJumps};
use crate::analysis::view::View;
use crate::analysis::violation::TiledOrder;
use crate::transform::constraints::{untagged, validity_of, LiveRangeConstraints};
use crate::transform::scheduler::{compute, Problem};
use crate::transform::tiling::{strip_tiles, tile_bands, Tiling};
use isl::{Ctx, Schedule, ScheduleConstraints, ScheduleNodeKind, UnionMap};
use tessera_ir::{AccessKind, Scop};

// The scheduler's interface lives with the other strategies' shared code;
// its paths here (`tessera_poly::schedule::Outcome`) are the public ones.
pub use crate::transform::auto::{AutoOptions, Fuse, Outcome};

/// Parameters past which fusion is not tried.
const MAX_FUSION_PARAMS: usize = 4;

/// isl operations the comparison of the new order with the original one
/// may take.
const ORDER_BUDGET: u64 = 30_000;

/// What the live-range-preserving attempt may take before the scheduler
/// falls back to every dependence as validity: isl operations, and CPU
/// time (the operations do not bound the Farkas duals). On the own suite
/// and PolyBench the attempt takes at most 0.19 s (PolyBench's ludcmp);
/// 7 of the 37 fuzz programs of seed 9 with the highest compile-time
/// ratios ran it to a limit of 0.5 s.
pub const LIVE_RANGE_BUDGET: u64 = 400_000;
const LIVE_RANGE_TIME: std::time::Duration = std::time::Duration::from_millis(400);

/// CPU time the live-range-preserving attempt and the schedule under
/// value-based dependences that may follow it take together: the second
/// gets what the first left. Alone, each could take its own limit and
/// more (fuzz seed 901877: keeping live ranges finished in 0.50 s, the
/// value-based alternative took 1.1 s more, for nothing tiled). On the
/// own suite and PolyBench the two together take at most 0.29 s (the
/// own suite's nussinov).
const SCHEDULING_TIME: std::time::Duration = std::time::Duration::from_millis(500);

/// CPU time of the schedule under every dependence as validity, after
/// keeping live ranges ran out of its operations (no SCoP of the own suite
/// or PolyBench gets there), at most: it gets what is left of
/// [`SCHEDULING_TIME`], and no less than [`MIN_STEP_TIME`].
const CONSERVATIVE_TIME: std::time::Duration = std::time::Duration::from_millis(250);

/// The shortest limit a step gets: below it, isl's watchdog would only
/// measure its own start.
const MIN_STEP_TIME: std::time::Duration = std::time::Duration::from_millis(5);

/// isl operations the smart mode gives its fusion attempt, and CPU time:
/// the operations do not count the ILPs' work, and an attempt that runs
/// past them took up to 0.3 s before failing (fuzz seed 901330). On the
/// own suite and PolyBench an attempt that succeeds takes at most 22 ms
/// (PolyBench's nussinov), one that fails at most 65 ms.
const FUSION_BUDGET: u64 = 50_000;
const FUSION_TIME: std::time::Duration = std::time::Duration::from_millis(80);

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

/// Would isl's fusion put statements of different depths in one band
/// (refused by [`embeds_lower_dimensional`])? Its scheduler merges the
/// clusters that proximity (here, flow) joins, so a flow dependence
/// between statements of different depths all but decides it. Telling it
/// from the relation saves the attempt: on PolyBench, 24 of 31 attempts
/// ended that way, 0.33 s of scheduling.
fn fusion_would_embed(proximity: &UnionMap) -> isl::Result<bool> {
    Ok(proximity.maps()?.iter().any(|m| m.n_in() != m.n_out()))
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
    let writes = crate::view::per_reference(view.writes()?)?;
    let refs = crate::view::per_reference(view.reads.clone().union(view.writes()?)?)?;
    if let Some(why) = nothing_to_gain(ctx, scop, &view, &writes, &refs, opts)? {
        return Ok(Outcome::Kept(why));
    }
    // Time-stepped stencils are time-tiled, or left alone (see the
    // stencil module).
    if time_stepped(ctx, &view.domain, &refs, &writes)? {
        return stepped(ctx, scop, view, &refs, opts, analysis);
    }
    // Values LICM and GVN keep in registers that copy an unchanged array
    // element (a load hoisted out of the inner loop) are read from memory
    // again where that is exact: the copy statement and its scalar go.
    let reloaded = if opts.reload {
        crate::reload::reload_in(ctx, scop, &view)?
    } else {
        None
    };
    // Back-edge copies run at every iteration: their guards would break
    // the reductions they carry (see the widen module).
    // (The widening's proof computed the widened model's view and
    // dependences: the scheduler reads the same.)
    let (reloaded, analysed) = crate::transform::widen::widen_in(ctx, scop, reloaded)?;
    let (scop, view, d) = match (&reloaded, analysed) {
        (Some(r), Some((view, d))) => (&r.scop, view, d),
        (Some(r), None) => {
            let view = View::new(ctx, &r.scop)?;
            let d = Dependences::compute_for_scheduling(&view, &r.scop)?;
            (&r.scop, view, d)
        }
        (None, _) => {
            let d = Dependences::compute_for_scheduling(&view, scop)?;
            (scop, view, d)
        }
    };
    let refs = crate::view::per_reference(view.reads.clone().union(view.writes()?)?)?;
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
    let has_scalar_false_deps = opts.speculate && !lr.conditional.is_empty()?;
    // Read only when the value-based alternative is.
    let conditioned = if has_scalar_false_deps {
        statements_of(&untagged(&lr.conditional)?)?
    } else {
        std::collections::HashSet::new()
    };
    let base = ScheduleConstraints::on_domain(view.domain.clone())?
        .set_validity(lr.validity)?
        .set_proximity(proximity.clone())?;

    let attempt = Scheduling {
        ctx,
        scop,
        view: &view,
        refs: &refs,
        opts,
    };
    let scheduling_started = isl::thread_cpu_time();
    let (outcome, live_ranges_cut_short) = if lr.condition.is_empty()? {
        (schedule_and_tile(attempt, &base)?, false)
    } else {
        let conditions = (lr.condition, lr.conditional);
        keeping_live_ranges(attempt, &d, &base, conditions, proximity)?
    };
    // Where keeping live ranges did not finish within its limit, the
    // SCoP's scheduling problems are large, and a third schedule under
    // value-based dependences would add as much again (fuzz seed 700083:
    // 0.5 s for each of the three, for nothing tiled).
    let outcome = match (has_scalar_false_deps, live_ranges_cut_short, outcome) {
        (true, true, Err(why)) => Err(format!(
            "{why}; not scheduled under value-based dependences either: keeping live ranges did not finish within its limit"
        )),
        (true, false, outcome) => {
            let spent = cpu_since(scheduling_started);
            let left = SCHEDULING_TIME.saturating_sub(ctx.in_limit_units(spent));
            let alternative = value_based_alternative(attempt, &base, outcome, left, &conditioned)?;
            log::debug!(
                target: "tessera::schedule",
                "{}: the value-based alternative in {:.1} ms, after {:.1} ms keeping live ranges",
                scop.name,
                cpu_since(scheduling_started).saturating_sub(spent).as_secs_f64() * 1e3,
                spent.as_secs_f64() * 1e3
            );
            alternative
        }
        (_, _, outcome) => outcome,
    };
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
    let summary = crate::transform::reload::with_summary(summary, reloaded.as_ref());
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
        proven: false,
    })
}

/// Why no new schedule can pay, told before dependences and schedules
/// (each reason costs less than scheduling would); None when one may.
/// `writes` and `refs` are the SCoP's writes and all its references, one
/// relation each.
fn nothing_to_gain(
    ctx: &Ctx,
    scop: &Scop,
    view: &View<'_>,
    writes: &[isl::Map],
    refs: &[isl::Map],
    opts: AutoOptions,
) -> isl::Result<Option<String>> {
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
    if !reads_memory && crate::cost::innermost(ctx, &view.schedule, writes)?.is_zero() {
        return Ok(Some(
            "it reads no array element and stores with stride 1: no reuse for tiles to keep in cache".into(),
        ));
    }
    // Statements under two loops or more that touch only fixed elements
    // (the same ones at every iteration) keep them in registers or L1 in
    // any order: a new schedule has no locality to gain, and finding one
    // only costs (fuzz seed 901835: 0.6 s of a 1.36 s compile).
    if !moves_with_its_loops(refs)? {
        return Ok(Some(
            "no statement under two loops or more accesses an array element that changes with its loops: no locality for a new schedule to gain".into(),
        ));
    }
    // Data that fits in L1 stays there in any order: tiles and time tiles
    // have no reuse to bring, and the SCoPs of small sizes, whose inner
    // loops LLVM unrolled into many statements, are the dearest to
    // schedule (PolyBench's heat-3d at its MINI size: 0.49 s, for nothing).
    // (A cache given smaller than L1 bounds it too.)
    let l1 = crate::cache::L1_BYTES.min(opts.cache_bytes);
    if let Some(bytes) = crate::cache::accessed_bytes(scop, refs)? {
        if bytes <= l1 {
            return Ok(Some(format!(
                "the array elements it touches take {bytes} bytes, within L1 ({l1} bytes): no new order brings reuse the cache does not have already"
            )));
        }
    }
    Ok(None)
}

/// Does some reference of a statement under two loops or more (`refs`,
/// instances to elements) touch different array elements at different
/// iterations? Scalars do not count: registers hold them anyway.
fn moves_with_its_loops(refs: &[isl::Map]) -> isl::Result<bool> {
    for r in refs {
        if r.n_in() < 2 || r.n_out() == 0 {
            continue;
        }
        // Fixed elements: every instance reaches every element reached.
        let fixed = isl::Map::from_domain_and_range(r.clone().domain()?, r.clone().range()?)?;
        if !fixed.is_equal(r)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A time-stepped SCoP's schedule: time-tiled (see the stencil module);
/// with too many statements for one band with the time loop, each step
/// scheduled as a loop nest of its own (see the step module).
fn stepped<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    analysis: &mut Option<(View<'c>, Dependences<'c>)>,
) -> isl::Result<Outcome<'c>> {
    if let Some(why) = crate::stencil::too_many_statements(scop) {
        return Ok(
            match crate::transform::step::schedule_steps(
                ctx,
                scop,
                &view,
                opts,
                auto_schedule_keeping,
            )? {
                Outcome::Kept(step_why) => {
                    Outcome::Kept(format!("{why}; its steps keep theirs: {step_why}"))
                }
                new => new,
            },
        );
    }
    crate::stencil::time_tile(ctx, scop, view, refs, opts, analysis)
}

/// What every scheduling attempt on one SCoP reads: the model, its view,
/// its accesses one per reference, and the options.
#[derive(Clone, Copy)]
struct Scheduling<'a, 'c> {
    ctx: &'c Ctx,
    scop: &'a Scop,
    view: &'a View<'c>,
    refs: &'a [isl::Map<'c>],
    opts: AutoOptions,
}

/// The schedule keeping every live range: the scalars' anti and output
/// dependences conditional on their live ranges (`conditions`, condition
/// and conditional). Conditional validity makes isl's problems larger
/// (PolyBench's lu ran for minutes): the attempt has limits of its own.
/// Past its operations every dependence is validity, as before live
/// ranges counted; past its time, no schedule. True then (cut short).
fn keeping_live_ranges<'c>(
    attempt: Scheduling<'_, 'c>,
    d: &Dependences<'c>,
    base: &ScheduleConstraints<'c>,
    conditions: (UnionMap<'c>, UnionMap<'c>),
    proximity: UnionMap<'c>,
) -> isl::Result<(Result<Tiled<'c>, String>, bool)> {
    let Scheduling {
        ctx, scop, view, ..
    } = attempt;
    let sc = base
        .try_clone()?
        .set_conditional_validity(conditions.0, conditions.1)?;
    let started = std::time::Instant::now();
    let started_cpu = isl::thread_cpu_time();
    let tried = ctx.with_step_time_limit(LIVE_RANGE_TIME, |ctx| {
        ctx.with_nested_budget(attempt.opts.live_range_operations, |_| {
            schedule_and_tile(attempt, &sc)
        })
    });
    log::debug!(
        target: "tessera::schedule",
        "{}: keeping live ranges: {} in {:.1} ms",
        scop.name,
        match &tried {
            Ok(Ok(_)) => "a schedule".to_string(),
            Ok(Err(_)) => "nothing worth tiling".to_string(),
            Err(e) => format!("no schedule ({e})"),
        },
        started.elapsed().as_secs_f64() * 1e3
    );
    match tried {
        Ok(o) => Ok((o, false)),
        // Past its time: the problem is as large without its conditions
        // (fuzz seed 900107: 0.55 s more for the schedule under every
        // dependence), and no SCoP of the own suite or PolyBench gets here.
        Err(e) if e.kind == isl::ErrorKind::TimeLimit => Ok((
            Err(format!(
                "keeping live ranges did not finish ({}), and the problem is as large without them: no schedule under every dependence either",
                e.message
            )),
            true,
        )),
        Err(e) if e.is_quota() => {
            let conservative = ScheduleConstraints::on_domain(view.domain.clone())?
                .set_validity(validity_of(d)?)?
                .set_proximity(proximity)?;
            // A step too: past the attempt's operations, this problem
            // may be large as well. It shares the scheduling time with
            // the attempt (fuzz seed 900390: 0.40 s, then 0.45 s more).
            let left = SCHEDULING_TIME.saturating_sub(ctx.in_limit_units(cpu_since(started_cpu)));
            let limit = CONSERVATIVE_TIME.min(left).max(MIN_STEP_TIME);
            let fallback_started = isl::thread_cpu_time();
            let fallback = ctx.with_step_time_limit(limit, |_| {
                schedule_and_tile(attempt, &conservative)
            });
            log::debug!(
                target: "tessera::schedule",
                "{}: under every dependence, after keeping live ranges ran out: {} in {:.1} ms (limit {:.0} ms)",
                scop.name,
                if fallback.is_ok() { "done" } else { "not finished" },
                cpu_since(fallback_started).as_secs_f64() * 1e3,
                limit.as_secs_f64() * 1e3
            );
            let fallback = fallback
                .map_err(|e| {
                    e.unfinished("the schedule under every dependence as validity (after keeping live ranges ran past its limit)")
                })?;
            Ok((fallback, true))
        }
        Err(e) => Err(e),
    }
}

/// The statements a relation between statement instances joins.
fn statements_of(rel: &UnionMap<'_>) -> isl::Result<std::collections::HashSet<String>> {
    let mut names = std::collections::HashSet::new();
    for m in rel.maps()? {
        for t in [isl::DimType::In, isl::DimType::Out] {
            names.extend(m.tuple_name(t)?);
        }
    }
    Ok(names)
}

/// Where the scalars' false dependences took part in `outcome` (the
/// schedule keeping every live range): the schedule under value-based
/// dependences alone (`base`) instead, when keeping live ranges left
/// nothing worth tiling, or pinned a strided loop innermost in one of the
/// statements the scalars' conditional dependences join (`conditioned`).
fn value_based_alternative<'c>(
    attempt: Scheduling<'_, 'c>,
    base: &ScheduleConstraints<'c>,
    outcome: Result<Tiled<'c>, String>,
    time_left: std::time::Duration,
    conditioned: &std::collections::HashSet<String>,
) -> isl::Result<Result<Tiled<'c>, String>> {
    let Scheduling {
        ctx,
        scop,
        view,
        refs,
        ..
    } = attempt;
    match outcome {
        // Not when the original loops keep their reuse in L1 already:
        // tiles for L2 bring nothing there, while the expansions and
        // the tiles' guards cost (PolyBench ludcmp at N = 400 ran
        // 0.6-0.7x).
        Err(why) => {
            if inner_jumps(ctx, scop, view, refs)? == InnerJumps::WithinL1 {
                return Ok(Err(format!(
                    "{why}; not scheduled under value-based dependences either: its innermost loops jump through memory only within L1"
                )));
            }
            match within(ctx, time_left, || schedule_and_tile(attempt, base))? {
                Some(Ok(mut t)) => {
                    t.summary.push_str(
                        "; scheduled under value-based dependences (without breaking live ranges, nothing was worth tiling)",
                    );
                    t.speculative = true;
                    Ok(Ok(t))
                }
                Some(Err(_)) => Ok(Err(why)),
                None => Ok(Err(format!(
                    "{why}; not scheduled under value-based dependences either: the scheduling time of the SCoP ran out"
                ))),
            }
        }
        Ok(kept) => {
            // Keeping every live range can pin a strided loop innermost
            // (symm: the column walk of a sum kept in one scalar); the
            // value-based schedule, with the scalar expanded, is taken
            // when its innermost loops walk memory with a smaller stride.
            let cost_of = |t: &Tiled<'c>| -> isl::Result<crate::cost::InnermostCost> {
                crate::cost::innermost(ctx, &t.schedule, refs)
            };
            let kept_cost = cost_of(&kept)?;
            if kept_cost.is_zero() {
                return Ok(Ok(kept));
            }
            // A live range pins a loop innermost only in the statements
            // its scalar's dependences join: where theirs walk memory with
            // stride 1, the strided loops are the value-based schedule's
            // as well, and computing it only costs (the kernel suite's
            // nussinov: 0.13 s).
            let pinning: Vec<isl::Map<'c>> = refs
                .iter()
                .filter(|r| {
                    r.tuple_name(isl::DimType::In)
                        .ok()
                        .flatten()
                        .is_some_and(|s| conditioned.contains(&s))
                })
                .cloned()
                .collect();
            if crate::cost::innermost(ctx, &kept.schedule, &pinning)?.is_zero() {
                return Ok(Ok(kept));
            }
            match within(ctx, time_left, || schedule_and_tile(attempt, base))? {
                Some(Ok(mut t)) => {
                    let cost = cost_of(&t)?;
                    if cost < kept_cost {
                        t.summary.push_str(&format!(
                            "; scheduled under value-based dependences (innermost loops: {} access(es) off stride 1, {} keeping every live range)",
                            cost.total(),
                            kept_cost.total()
                        ));
                        return Ok(Ok(t));
                    }
                    Ok(Ok(kept))
                }
                Some(Err(_)) | None => Ok(Ok(kept)),
            }
        }
    }
}

/// The smart mode's fused schedule, within the attempt's operations and
/// CPU time.
fn fusion_attempt<'c>(
    ctx: &'c Ctx,
    scop: &str,
    problem: &Problem<'c>,
) -> isl::Result<Schedule<'c>> {
    let started = std::time::Instant::now();
    let fused = ctx.with_step_time_limit(FUSION_TIME, |ctx| {
        ctx.with_nested_budget(FUSION_BUDGET, |ctx| compute(ctx, problem, false))
    });
    log::debug!(
        target: "tessera::schedule",
        "{scop}: fusion attempt {} in {:.1} ms",
        match &fused {
            Ok(_) => "scheduled".to_string(),
            Err(e) => format!("past its limits ({e})"),
        },
        started.elapsed().as_secs_f64() * 1e3
    );
    fused
}

/// The CPU time this thread spent since `start` (the clock of isl's
/// limits; zero without one).
fn cpu_since(start: Option<std::time::Duration>) -> std::time::Duration {
    match (start, isl::thread_cpu_time()) {
        (Some(a), Some(b)) => b.saturating_sub(a),
        _ => std::time::Duration::ZERO,
    }
}

/// `f()` as a step of at most `limit` CPU time: None when it ran out.
fn within<T>(
    ctx: &Ctx,
    limit: std::time::Duration,
    f: impl FnOnce() -> isl::Result<T>,
) -> isl::Result<Option<T>> {
    if limit.is_zero() {
        return Ok(None);
    }
    let r = ctx.with_step_time_limit(limit, |_| f());
    if ctx.step_ran_out(&r) {
        return Ok(None);
    }
    r.map(Some)
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
    attempt: Scheduling<'_, 'c>,
    sc: &ScheduleConstraints<'c>,
) -> isl::Result<Result<Tiled<'c>, String>> {
    let Scheduling {
        ctx,
        scop,
        view,
        opts,
        ..
    } = attempt;
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
    let ((groups, tiled, tiling), fusion) =
        fused_and_tiled(attempt, sc, &problem, &validity, fuse)?;
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
        cache_tiled,
    } = tiling;
    // Why the original schedule stays, the most specific reason first
    // (before the schedule's map, which costs: ludcmp 1% of its compile).
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
    // Without cache tiles to win it back, reading a large array twice
    // (once per nest distribution made) costs more than latency tiles
    // save: the inner loops stream from memory.
    if !cache_tiled {
        if let Some(why) =
            distribution_loses_reuse(scop, view, attempt.refs, &groups, opts.cache_bytes)?
        {
            return Ok(Err(why));
        }
    }
    let (tiled, untiled) = strip_tiles(tiled, !proof.is_empty())?;
    let map = tiled.get_map()?.intersect_domain(view.domain.clone())?;
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

/// The schedule isl's scheduler computes under the fusion policy `fuse`,
/// its bands tiled: the statements of each top-level loop nest, the tiled
/// schedule, what tiling did, and the fusion outcome for the summary.
fn fused_and_tiled<'c>(
    attempt: Scheduling<'_, 'c>,
    sc: &ScheduleConstraints<'c>,
    problem: &Problem<'c>,
    validity: &UnionMap<'c>,
    fuse: Fuse,
) -> isl::Result<(TiledSchedule<'c>, String)> {
    let Scheduling {
        ctx,
        scop,
        view,
        refs,
        opts,
    } = attempt;
    let tile = |schedule: Schedule<'c>| -> isl::Result<TiledSchedule<'c>> {
        let groups = top_groups(&schedule)?;
        let (tiled, tiling) = tile_bands(ctx, scop, schedule, view, refs, opts, validity)?;
        Ok((groups, tiled, tiling))
    };
    Ok(match fuse {
        Fuse::None if opts.fuse != Fuse::None => (
            tile(compute(ctx, problem, true)?)?,
            "none (too many parameters to try fusion)".to_string(),
        ),
        Fuse::Max => (tile(compute(ctx, problem, false)?)?, "max".to_string()),
        Fuse::None => (tile(compute(ctx, problem, true)?)?, "none".to_string()),
        Fuse::Smart => {
            // Fusion is tried under a budget of its own: clustering many
            // statements is where isl's scheduler spends its time (3mm:
            // 2.2 s), and distribution is the answer there anyway.
            let attempt = if fusion_would_embed(&sc.get_proximity()?)? {
                Err("embeds")
            } else {
                fusion_attempt(ctx, &scop.name, problem).map_err(|_| "over budget")
            };
            match attempt {
                Ok(s) if !embeds_lower_dimensional(&s)? => {
                    smart_choice(ctx, problem, view, refs, tile(s)?, &tile)?
                }
                Ok(_) => (
                    tile(compute(ctx, problem, true)?)?,
                    "smart: distributed".to_string(),
                ),
                Err("embeds") => (
                    tile(compute(ctx, problem, true)?)?,
                    "smart: distributed (a flow dependence joins statements of different depths)"
                        .to_string(),
                ),
                Err(_) => (
                    tile(compute(ctx, problem, true)?)?,
                    "smart: distributed (fusion over budget)".to_string(),
                ),
            }
        }
    })
}

/// Statements the original schedule runs under one outer loop, and the
/// new one in different nests (`groups`, the statements of each), that
/// read the same elements of an array at each iteration of that loop: the
/// original reads them from cache the second time, the new schedule from
/// memory when the array is larger than the cache. Why the original
/// schedule stays, or None.
fn distribution_loses_reuse(
    scop: &Scop,
    view: &View<'_>,
    refs: &[isl::Map<'_>],
    groups: &[Vec<String>],
    cache_bytes: u64,
) -> isl::Result<Option<String>> {
    if groups.len() < 2 {
        return Ok(None);
    }
    let group_of = |s: &str| groups.iter().position(|g| g.iter().any(|n| n == s));
    // Per statement: its original outermost dates (the top-level
    // position, then the outer loop, which it must have).
    let mut outer: std::collections::HashMap<String, Option<i64>> = Default::default();
    for m in view.schedule.maps()? {
        let name = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let dates = crate::view::constant_dates(&m)?;
        let top = if m.n_in() >= 1 {
            dates.first().copied().flatten()
        } else {
            None
        };
        outer.insert(name, top);
    }
    // Each reference as the elements it reaches per outer iteration.
    let mut per_outer: Vec<(String, String, isl::Map<'_>, &isl::Map<'_>)> = Vec::new();
    for r in refs {
        if r.n_in() < 2 || r.n_out() == 0 {
            continue;
        }
        let stmt = r.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let array = r.tuple_name(isl::DimType::Out)?.unwrap_or_default();
        let n = r.n_in();
        let m = r
            .clone()
            .project_out(isl::DimType::In, 1, n - 1)?
            .set_tuple_name(isl::DimType::In, "outer")?;
        per_outer.push((stmt, array, m, r));
    }
    for (i, (s, array, ms, r)) in per_outer.iter().enumerate() {
        for (t, other, mt, _) in &per_outer[i + 1..] {
            let (Some(gs), Some(gt)) = (group_of(s), group_of(t)) else {
                continue;
            };
            let same_loop =
                matches!((outer.get(s), outer.get(t)), (Some(Some(a)), Some(Some(b))) if a == b);
            if gs == gt || array != other || !same_loop || !ms.is_equal(mt)? {
                continue;
            }
            let big = match crate::cache::accessed_bytes(scop, &[(*r).clone()])? {
                Some(bytes) => bytes > cache_bytes,
                None => true,
            };
            if big {
                return Ok(Some(format!(
                    "distributing {s} and {t} into different loop nests would read {array} twice from memory (it exceeds the cache; the original outer loop reads each of its rows once for both), and no cache tile wins that back"
                )));
            }
        }
    }
    Ok(None)
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
