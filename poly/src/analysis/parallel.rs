//! Which loops of a schedule may run their iterations at the same time
//! (the parallel form of paper 001's check, with privatization), asked
//! loop by loop while the AST is built: the loop is given by the schedule
//! of its instances up to and including its own dimension.
//!
//! A loop is parallel when no two of its iterations (inside one iteration
//! of the loops around it) are joined by
//! - a value-based flow dependence, of any array;
//! - an anti or output dependence of an array in memory, or of an
//!   expanded one (its elements are memory too);
//!
//! and every zero-dimensional array it writes (an SSA value or PHI that
//! crosses statements) can be private to each iteration: every value of it
//! read in the loop is written in the same iteration, and no value written
//! in the loop is read after it or observed after the SCoP. Such an
//! array's anti and output dependences do not count: each thread has its
//! own copy. A zero-dimensional array the loop only reads is shared.
//!
//! An array in memory whose anti or output dependences are all that joins
//! the iterations (doitgen's `sum[p]`, rewritten by every
//! `(r, q)`) is private the same way, with one more condition, as its
//! contents are observed after the SCoP: every iteration writes the same
//! elements, each with a must write, and reads only elements the SCoP
//! writes. The last iteration then writes the
//! array's final contents, so it works on the array itself and the others
//! on copies of their own ([`PrivateArray`]).
//!
//! Reductions are not run in parallel (their partial results would need
//! combining).

use crate::analysis::deps::Dependences;
use crate::analysis::view::{untagged, Ref, View};
use isl::{Ctx, DimType, UnionMap, UnionSet};
use tessera_ir::{ArrayKind, Scop};

/// A zero-dimensional array written in the SCoP: private to a loop's
/// iterations when its values stay inside them.
struct Scalar<'c> {
    name: String,
    /// Its writing instances.
    writes: UnionSet<'c>,
    /// Its value-based flow dependences, between instances.
    flow: UnionMap<'c>,
    /// Instances reading a value of it from before the SCoP.
    initial_reads: UnionSet<'c>,
    /// Read after the SCoP (an exit PHI).
    live_out: bool,
}

/// An array in memory that a loop may privatize: its anti and output
/// dependences are kept apart from the other pairs.
struct Candidate<'c> {
    name: String,
    /// Its writes, instances to elements.
    writes: UnionMap<'c>,
    /// Its anti and output dependences, between instances.
    false_deps: UnionMap<'c>,
    /// Its value-based flow dependences, between instances.
    flow: UnionMap<'c>,
    /// Instances reading an element of it that no write of the SCoP
    /// gives them (a value from before the SCoP, overwritten later or
    /// not).
    sourceless_reads: UnionSet<'c>,
}

/// An array in memory each thread but the one running the last iteration
/// keeps a copy of: its rows `0 ..= last` (the outermost index; the inner
/// dimensions whole, as the model's sizes give them), `last` an isl
/// piecewise affine expression of the parameters (text, as the AST's
/// annotations carry it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateArray {
    pub name: String,
    pub last: String,
}

/// The dependences the parallel question reads, prepared once per SCoP.
pub struct ParallelCheck<'c> {
    /// Instance pairs that may not run in different iterations of a
    /// parallel loop.
    ordered: UnionMap<'c>,
    scalars: Vec<Scalar<'c>>,
    candidates: Vec<Candidate<'c>>,
}

/// The original loop that the innermost date of `prefix` (statement
/// instances to their dates down to one loop of a new schedule) follows:
/// a statement and the one dimension of its domain whose steps move that
/// date (the loop itself, or its tiles), for the first statement where
/// exactly one does. Remarks name a loop of generated code by it.
pub fn source_dimension(ctx: &Ctx, prefix: &UnionMap) -> isl::Result<Option<(String, usize)>> {
    let still = UnionSet::parse(ctx, "{ [0] }")?;
    for m in prefix.maps()? {
        let (d, n) = (m.n_in(), m.n_out());
        if d == 0 || n == 0 {
            continue;
        }
        let name = m.tuple_name(DimType::In)?.unwrap_or_default();
        let last = UnionMap::try_from(m.project_out(DimType::Out, 0, n - 1)?)?;
        let mut moving = Vec::new();
        for k in 0..d {
            let moved = crate::analysis::steps::step_deltas(ctx, &last, &name, d, k)?;
            if !moved.is_subset(&still)? {
                moving.push(k);
            }
        }
        if let [k] = moving[..] {
            return Ok(Some((name, k)));
        }
    }
    Ok(None)
}

/// The answer for one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopVerdict {
    Sequential,
    /// Parallel, each thread with its own copy of these zero-dimensional
    /// arrays (by name) and of these arrays in memory; `busiest` is the
    /// share of the work (per mille) the busiest of two threads gets
    /// ([`busiest_share`]: 500 when even or not known).
    Parallel {
        private: Vec<String>,
        arrays: Vec<PrivateArray>,
        busiest: u16,
    },
    /// Parallel, but each run of the loop has fewer statement instances
    /// (about `work`) than pay for starting threads.
    TooLittleWork {
        work: u64,
    },
}

/// Statement instances one run of a parallel loop must have for threads
/// to pay: starting and joining them costs some microseconds, about as
/// much as 10^5 vectorized instances, and the count is by bounding boxes,
/// which overestimate triangles (up to 6x in three dimensions).
/// (PolyBench's gramschmidt, whose parallel loops run inside a sequential
/// one with 10^4 instances each, ran 7x slower on two threads; lu, 10^5
/// by their boxes, 1.25x slower.)
pub const MIN_WORK: u64 = 500_000;

impl<'c> ParallelCheck<'c> {
    /// The check for `scop`, the model the code is generated from (after
    /// its reloads and expansions).
    pub fn new(ctx: &'c Ctx, scop: &Scop) -> isl::Result<ParallelCheck<'c>> {
        let view = View::new(ctx, scop)?;
        let d = Dependences::compute_for_scheduling(&view, scop)?;
        let empty = || UnionMap::parse(ctx, &format!("{}{{ }}", view.prefix));
        let privatizable = |array: &str| {
            scop.array(array).is_some_and(|a| {
                a.sizes.is_empty() && matches!(a.kind, ArrayKind::Value | ArrayKind::Phi)
            })
        };
        // Arrays in memory written by must writes only.
        let mut candidates: Vec<Candidate<'c>> = Vec::new();
        for a in &scop.arrays {
            if a.sizes.is_empty() || !matches!(a.kind, ArrayKind::Memory) {
                continue;
            }
            let of = |r: Option<&Ref>| r.is_some_and(|r| r.array == a.name);
            if !view.pieces(&view.may_writes, of)?.is_empty()? {
                continue;
            }
            let writes = view.pieces(&view.must_writes, of)?.domain_factor_domain()?;
            if writes.is_empty()? {
                continue;
            }
            // Each read reference has its own flow: tagged, a read
            // without a source is not hidden by another of its statement.
            let flow = view.pieces(&d.flow, of)?;
            let sourceless_reads = view
                .pieces(&view.reads, of)?
                .domain()?
                .subtract(flow.clone().range()?)?
                .apply(view.untag.clone())?;
            candidates.push(Candidate {
                name: a.name.clone(),
                writes,
                false_deps: empty()?,
                flow: untagged(&flow)?,
                sourceless_reads,
            });
        }
        let mut ordered = untagged(&d.flow)?;
        for m in d.anti.maps()?.into_iter().chain(d.output.maps()?) {
            // The writing reference is the sink of both kinds; an unknown
            // reference counts as memory.
            let sink = view.sink_ref(&m)?;
            if sink.is_some_and(|r| privatizable(&r.array)) {
                continue;
            }
            let pair = untagged(&UnionMap::try_from(m)?)?;
            match sink.and_then(|r| candidates.iter_mut().find(|c| c.name == r.array)) {
                Some(c) => c.false_deps = c.false_deps.clone().union(pair)?,
                None => ordered = ordered.union(pair)?,
            }
        }
        let mut scalars = Vec::new();
        for a in &scop.arrays {
            if !(a.sizes.is_empty()
                && matches!(
                    a.kind,
                    ArrayKind::Value | ArrayKind::Phi | ArrayKind::ExitPhi
                ))
            {
                continue;
            }
            let of_array = |rel: &UnionMap<'c>, at_sink: bool| -> isl::Result<UnionMap<'c>> {
                let mut kept = empty()?;
                for m in rel.maps()? {
                    let r = if at_sink {
                        view.sink_ref(&m)?
                    } else {
                        view.source_ref(&m)?
                    };
                    if r.is_some_and(|r| r.array == a.name) {
                        kept = kept.union(UnionMap::try_from(m)?)?;
                    }
                }
                Ok(kept)
            };
            let writes = view
                .pieces(&view.writes()?, |r| r.is_some_and(|r| r.array == a.name))?
                .domain()?
                .apply(view.untag.clone())?;
            if writes.is_empty()? {
                continue;
            }
            scalars.push(Scalar {
                name: a.name.clone(),
                writes,
                flow: untagged(&of_array(&d.flow, false)?)?,
                initial_reads: of_array(&d.initial_reads, false)?
                    .domain()?
                    .apply(view.untag.clone())?,
                live_out: matches!(a.kind, ArrayKind::ExitPhi),
            });
        }
        Ok(ParallelCheck {
            ordered: ordered.coalesce()?,
            scalars,
            candidates,
        })
    }

    /// Whether the loop whose instances run at `prefix` (instances to the
    /// dates of the loops around it and its own, last) may run its
    /// iterations in parallel, and what each thread keeps private.
    pub fn verdict(&self, prefix: &UnionMap<'c>) -> isl::Result<LoopVerdict> {
        let maps = prefix.maps()?;
        let Some(n) = maps.first().map(|m| m.n_out()) else {
            return Ok(LoopVerdict::Sequential);
        };
        if n == 0 || maps.iter().any(|m| m.n_out() != n) {
            return Ok(LoopVerdict::Sequential);
        }
        let inside = prefix.clone().domain()?;
        let mut private = Vec::new();
        for s in &self.scalars {
            if s.writes.clone().intersect(inside.clone())?.is_empty()? {
                continue;
            }
            let within = dates_inside(&s.flow, &inside, prefix)?;
            if s.live_out
                || meets(&s.initial_reads, &inside)?
                || crosses(&s.flow, &inside)?
                || !equal_dates(&within, 0, n)?
            {
                return Ok(LoopVerdict::Sequential);
            }
            private.push(s.name.clone());
        }
        // Pairs of dates the ordered pairs fall on: none may share the
        // outer dates and differ at the loop's.
        if !equal_dates(&dates_inside(&self.ordered, &inside, prefix)?, n - 1, n)? {
            return Ok(LoopVerdict::Sequential);
        }
        let mut arrays = Vec::new();
        for c in &self.candidates {
            if equal_dates(&dates_inside(&c.false_deps, &inside, prefix)?, n - 1, n)? {
                continue;
            }
            match c.private_in(prefix, &inside, n)? {
                Some(last) => arrays.push(PrivateArray {
                    name: c.name.clone(),
                    last,
                }),
                None => return Ok(LoopVerdict::Sequential),
            }
        }
        if let Some(work) = work_per_run(prefix, &inside, n)? {
            if work < MIN_WORK {
                return Ok(LoopVerdict::TooLittleWork { work });
            }
        }
        let busiest = busiest_share(prefix, n)?;
        Ok(LoopVerdict::Parallel {
            private,
            arrays,
            busiest,
        })
    }
}

impl<'c> Candidate<'c> {
    /// Whether the loop at `prefix` (`n` dates, its instances `inside`)
    /// may give each iteration a copy of the array of its own, the last
    /// iteration the array itself: the last element index written, as
    /// text, when it may (no value enters or leaves an iteration, every
    /// element it reads is one it wrote, every iteration of a run writes
    /// the same elements, no index below 0).
    fn private_in(
        &self,
        prefix: &UnionMap<'c>,
        inside: &UnionSet<'c>,
        n: usize,
    ) -> isl::Result<Option<String>> {
        if crosses(&self.flow, inside)? || meets(&self.sourceless_reads, inside)? {
            return Ok(None);
        }
        // Dates to the elements written there, and each run's iterations
        // to the elements the whole run writes: the same when every
        // iteration writes all of them.
        let written = self
            .writes
            .clone()
            .intersect_domain(inside.clone())?
            .apply_domain(prefix.clone())?;
        let dates = prefix.clone().range()?;
        let mut to_outer: Option<UnionMap<'c>> = None;
        for set in dates.sets()? {
            let m = UnionMap::try_from(set.identity()?.project_out(DimType::Out, n - 1, 1)?)?;
            to_outer = Some(match to_outer {
                Some(u) => u.union(m)?,
                None => m,
            });
        }
        let Some(to_outer) = to_outer else {
            return Ok(None);
        };
        let per_run = written.clone().apply_domain(to_outer.clone())?;
        let every_iteration = to_outer.apply_range(per_run.clone())?;
        if !every_iteration.is_subset(&written)? {
            return Ok(None);
        }
        let elements = per_run.range()?.sets()?;
        let [elements] = &elements[..] else {
            return Ok(None);
        };
        let rank = elements.dim(DimType::Set);
        let index: Vec<String> = (0..rank).map(|k| format!("e{k}")).collect();
        for k in 0..rank {
            let negative = elements.clone().intersect(isl::Set::parse(
                elements.ctx(),
                &format!("{{ {}[{}] : e{k} < 0 }}", self.name, index.join(", ")),
            )?)?;
            if !negative.is_empty()? {
                return Ok(None);
            }
        }
        if !elements.is_bounded()? {
            return Ok(None);
        }
        Ok(Some(elements.clone().dim_max(0)?.coalesce()?.to_string()))
    }
}

/// Does a flow dependence of `flow` enter the loop's instances (`inside`)
/// from outside them, or leave them?
fn crosses<'c>(flow: &UnionMap<'c>, inside: &UnionSet<'c>) -> isl::Result<bool> {
    let enters = flow
        .clone()
        .intersect_range(inside.clone())?
        .subtract_domain(inside.clone())?;
    let leaves = flow
        .clone()
        .intersect_domain(inside.clone())?
        .subtract_range(inside.clone())?;
    Ok(!enters.is_empty()? || !leaves.is_empty()?)
}

/// Is one of `instances` among the loop's (`inside`)?
fn meets<'c>(instances: &UnionSet<'c>, inside: &UnionSet<'c>) -> isl::Result<bool> {
    Ok(!instances.clone().intersect(inside.clone())?.is_empty()?)
}

/// About how many statement instances one run of the loop has: the
/// instances under it over the runs (the values of the loops around it),
/// each counted by its bounding box; None where a bound is not a constant.
fn work_per_run(
    prefix: &UnionMap<'_>,
    inside: &UnionSet<'_>,
    n: usize,
) -> isl::Result<Option<u64>> {
    let Some(instances) = boxed_points(inside)? else {
        return Ok(None);
    };
    let runs = if n > 1 {
        let outer = prefix.clone().range()?;
        let mut total = UnionSet::empty_space(outer.get_space()?)?;
        for set in outer.sets()? {
            let k = set.dim(DimType::Set);
            let projected = set.project_out(DimType::Set, n - 1, k - (n - 1))?;
            total = total.union(UnionSet::try_from(projected)?)?;
        }
        match boxed_points(&total)? {
            Some(r) => r.max(1),
            None => return Ok(None),
        }
    } else {
        1
    };
    Ok(Some(instances / runs))
}

/// A loop whose dates, with those of the loops around it, take at most
/// this many values (constant bounds) has its balance estimated: beyond
/// it, chunks dealt round even the work out.
pub const FEW_DATES: i64 = 64;

/// The share of the work (per mille) that the busiest of two threads
/// gets, over all runs, when the loop at `prefix` (instances to `n`
/// dates) deals its iterations round one by one in each run, as the
/// runtime does with few of them: each iteration's work is its
/// instances, counted by the boxes of their halves. 500 (even) where the
/// dates take more than `FEW_DATES` values or a bound is not a constant.
/// Two tiles of a triangle (syr2k's `j <= i` at 240 rows) give one
/// thread 70% and more, the time of 1.4 threads at best; a run with one
/// iteration keeps the other thread idle.
fn busiest_share(prefix: &UnionMap<'_>, n: usize) -> isl::Result<u16> {
    const EVEN: u16 = 500;
    let range = prefix.clone().range()?;
    let mut sets = Vec::new();
    let mut bounds: Vec<Option<(i64, i64)>> = vec![None; n];
    for set in range.sets()? {
        if set.is_empty()? {
            continue;
        }
        sets.push(set.clone());
        for (k, b) in bounds.iter_mut().enumerate() {
            match (
                set.clone().dim_min_val(k)?.to_i64(),
                set.clone().dim_max_val(k)?.to_i64(),
            ) {
                (Some(lo), Some(hi)) => {
                    let (l, h) = b.unwrap_or((lo, hi));
                    *b = Some((l.min(lo), h.max(hi)));
                }
                _ => return Ok(EVEN),
            }
        }
    }
    let Some(bounds) = bounds.into_iter().collect::<Option<Vec<_>>>() else {
        return Ok(EVEN);
    };
    let dates = bounds
        .iter()
        .try_fold(1i64, |p, (lo, hi)| p.checked_mul(hi - lo + 1));
    if dates.is_none_or(|d| d > FEW_DATES) {
        return Ok(EVEN);
    }
    let (mut busiest, mut total) = (0u64, 0u64);
    let mut outer: Vec<i64> = bounds[..n - 1].iter().map(|b| b.0).collect();
    loop {
        // One run: the loop's iterations at these outer dates, dealt round.
        let mut threads = [0u64; 2];
        let mut k = 0;
        for v in bounds[n - 1].0..=bounds[n - 1].1 {
            // The dates' space may be nested (bands under bands): fix
            // them in the range's own sets.
            let mut at = UnionSet::empty_space(range.get_space()?)?;
            for set in &sets {
                let mut point = set.clone();
                for (d, x) in outer.iter().chain(std::iter::once(&v)).enumerate() {
                    point = point.fix_si(DimType::Set, d, *x)?;
                }
                at = at.union(UnionSet::try_from(point)?)?;
            }
            let instances = prefix.clone().intersect_range(at)?.domain()?;
            let mut work = 0u64;
            for set in instances.sets()? {
                match halved_points(set)? {
                    Some(w) => work += w,
                    None => return Ok(EVEN),
                }
            }
            if work > 0 {
                threads[k % 2] += work;
                k += 1;
            }
        }
        busiest += threads[0].max(threads[1]);
        total += threads[0] + threads[1];
        // The next outer dates, the last one fastest.
        let mut d = n - 1;
        loop {
            if d == 0 {
                return Ok((busiest * 1000)
                    .checked_div(total)
                    .map_or(EVEN, |share| share as u16));
            }
            d -= 1;
            if outer[d] < bounds[d].1 {
                outer[d] += 1;
                break;
            }
            outer[d] = bounds[d].0;
        }
    }
}

/// The points of `set` counted by the bounding boxes of its parts in
/// each half of its box along its first three dimensions: a triangle's
/// box has twice its points, its halves' boxes 1.5 times. None where a
/// bound is not a constant.
fn halved_points(set: isl::Set<'_>) -> isl::Result<Option<u64>> {
    let mut bounds = Vec::new();
    for k in 0..set.dim(DimType::Set) {
        let lo = set.clone().dim_min_val(k)?.to_i64();
        let hi = set.clone().dim_max_val(k)?.to_i64();
        match (lo, hi) {
            (Some(lo), Some(hi)) if hi >= lo => bounds.push((lo, hi)),
            (Some(_), Some(_)) => return Ok(Some(0)),
            _ => return Ok(None),
        }
    }
    let halved: Vec<usize> = (0..bounds.len().min(3))
        .filter(|&k| bounds[k].1 > bounds[k].0)
        .collect();
    let mut total = 0u64;
    for cell in 0..1u32 << halved.len() {
        let mut part = set.clone();
        for (bit, &k) in halved.iter().enumerate() {
            let (lo, hi) = bounds[k];
            let mid = lo + (hi - lo) / 2;
            part = if cell >> bit & 1 == 0 {
                part.upper_bound_si(DimType::Set, k, mid)?
            } else {
                part.lower_bound_si(DimType::Set, k, mid + 1)?
            };
        }
        match boxed_points(&UnionSet::try_from(part)?)? {
            Some(n) => total = total.saturating_add(n),
            None => return Ok(None),
        }
    }
    Ok(Some(total))
}

/// The points of each set of `sets` counted by its bounding box, summed;
/// None where a bound is not a constant.
fn boxed_points(sets: &UnionSet<'_>) -> isl::Result<Option<u64>> {
    let mut total = 0u64;
    for set in sets.sets()? {
        if set.is_empty()? {
            continue;
        }
        let mut count = 1u64;
        for k in 0..set.dim(DimType::Set) {
            let lo = set.clone().dim_min_val(k)?.to_i64();
            let hi = set.clone().dim_max_val(k)?.to_i64();
            match (lo, hi) {
                (Some(lo), Some(hi)) if hi >= lo => {
                    count = count.saturating_mul((hi - lo) as u64 + 1)
                }
                (Some(_), Some(_)) => count = 0,
                _ => return Ok(None),
            }
        }
        total = total.saturating_add(count);
    }
    Ok(Some(total))
}

/// The pairs of `rel` (between instances) with both ends inside the loop,
/// as pairs of their dates at `prefix`.
fn dates_inside<'c>(
    rel: &UnionMap<'c>,
    inside: &UnionSet<'c>,
    prefix: &UnionMap<'c>,
) -> isl::Result<UnionMap<'c>> {
    rel.clone()
        .intersect_domain(inside.clone())?
        .intersect_range(inside.clone())?
        .apply_domain(prefix.clone())?
        .apply_range(prefix.clone())
}

/// Does every pair of `rel` (dates to dates, `n` each) whose first
/// `given` dates are equal have its first `n` equal too?
fn equal_dates(rel: &UnionMap<'_>, given: usize, n: usize) -> isl::Result<bool> {
    for m in rel.maps()? {
        let mut equal_given = m;
        for i in 0..given {
            equal_given = equal_given.equate(DimType::In, i, DimType::Out, i)?;
        }
        // No pair differs at a later date: emptiness tests, where the
        // subset test against the pairs equal at every date computes the
        // floors' divisions explicitly (the own jacobi-1d's time tiles in
        // wavefronts: 1.9 s of its compile).
        for i in given..n {
            let below = equal_given
                .clone()
                .order_lt(DimType::In, i, DimType::Out, i)?;
            let above = equal_given
                .clone()
                .order_gt(DimType::In, i, DimType::Out, i)?;
            if !below.is_empty()? || !above.is_empty()? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests;
