//! Dependences of a SCoP and the live ranges of its values.
//!
//! - *flow*: value-based (array dataflow): each read is paired with the
//!   writes whose value it may read (isl `compute_flow`, must-sources =
//!   must-writes, may-sources = may-writes). These are the dependences a new
//!   schedule must keep.
//! - *anti*, *output*, memory *flow*: memory-based, every earlier access to
//!   the same element. Kept for reporting and for schedulers that want them;
//!   the live ranges say which of them really matter (paper 001).
//! - *rar*: read after read, for locality only, never for legality.
//! - *live ranges* (paper 001 §4.1-4.2): per written value, from the write to
//!   the last read of that value; a value never read is an empty range at
//!   its write.
//! - *final writes*: for arrays observed after the SCoP, every other write
//!   of a location paired with the location's last write, which must stay
//!   last.
//! - *initial reads*: reads of values from before the SCoP, paired with the
//!   writes of the same location, which must stay after them.
//!
//! All relations are tagged: `[S[i] -> S_a2[]] -> [T[j] -> T_a0[]]`.

use crate::analysis::reduction::{self, Reduction};
use crate::analysis::view::View;
use isl::{UnionAccessInfo, UnionMap, UnionSet};
use std::fmt;

/// The dependences and live ranges of one SCoP.
pub struct Dependences<'c> {
    pub flow: UnionMap<'c>,
    pub anti: UnionMap<'c>,
    pub output: UnionMap<'c>,
    pub mem_flow: UnionMap<'c>,
    pub rar: UnionMap<'c>,
    /// `[W] -> [E]`: the write and the last read of its value, itself
    /// when never read. Filled by [`Dependences::compute`] alone, for
    /// listings: the live-range analysis reads the flow (every read of a
    /// value) and the writes it does not leave.
    pub live: UnionMap<'c>,
    pub final_writes: UnionMap<'c>,
    pub initial_reads: UnionMap<'c>,
    /// The reductions of the SCoP.
    pub reductions: Vec<Reduction>,
    /// Flow dependences through the accumulators of the reorderable
    /// reductions: a parallel loop may ignore them (with partial
    /// accumulators).
    pub reduction: UnionMap<'c>,
    /// Every write to those accumulators (tagged instances).
    pub reduction_writes: UnionSet<'c>,
    /// Whether `mem_flow` holds its relation (computed on demand:
    /// [`Dependences::ensure_mem_flow`]).
    filled: Filled,
}

/// See [`Dependences::filled`].
#[derive(Clone, Copy, Debug)]
struct Filled {
    mem_flow: bool,
}

/// Dependence kinds, for listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Flow,
    Anti,
    Output,
    Rar,
    Live,
    FinalWrite,
    InitialRead,
}

impl Kind {
    /// What a schedule breaks when it violates a dependence of this kind,
    /// as the `check-schedule` report and the remarks word it.
    pub fn violated(self) -> &'static str {
        match self {
            Kind::Flow => "the flow dependence",
            Kind::Live => "a live range (the later write now falls inside it)",
            Kind::FinalWrite => "the final value (a write now comes after the last one)",
            Kind::InitialRead => "a read of a value from before the loop nest",
            _ => "the dependence",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Kind::Flow => "flow",
            Kind::Anti => "anti",
            Kind::Output => "output",
            Kind::Rar => "rar",
            Kind::Live => "live",
            Kind::FinalWrite => "final",
            Kind::InitialRead => "initial",
        })
    }
}

/// One piece of a dependence relation between two references.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dep {
    pub kind: Kind,
    pub src_stmt: String,
    pub src_tag: String,
    pub dst_stmt: String,
    pub dst_tag: String,
    /// Untagged relation text, e.g. `[n] -> { S0[i] -> S1[i'] : ... }`.
    pub relation: String,
}

/// Every earlier `source` access to the same element as each `sink`.
///
/// Memory-based dependences need no dataflow: they are the pairs of
/// accesses to one element (`source . sink^-1`) whose dates are in
/// order, filtered at the dates (`lex_lt_at`). isl's `compute_flow` with
/// may-sources only builds the same pairs level by level and, on top,
/// the sinks without a source, subtracting every pair's range from the
/// sink domain: on 1-D arrays with strided subscripts and several
/// parameters that subtraction was most of the analysis (fuzz seed
/// 700083: 0.86 s of memory-based flow for one SCoP of 4 statements, 0.08 s
/// for all four relations now). The same relations (compared on the
/// fuzz programs and PolyBench). `dates` is [`View::dates`]; without it
/// (dates of different lengths), `compute_flow` as before.
///
/// Pairs of statements whose dates differ first at a constant of both
/// (statements in different loop nests, or in sequence in one loop) are
/// in order or not as a whole, without `lex_lt_at` (whose order relation
/// has a piece per date: 5-6% of a PolyBench kernel's pass time).
fn all_pairs<'c>(
    v: &View<'c>,
    dates: Option<&OriginalDates<'c>>,
    sink: UnionMap<'c>,
    source: UnionMap<'c>,
) -> isl::Result<UnionMap<'c>> {
    if let Some(dates) = dates {
        let mut in_order = UnionMap::empty(v.ctx)?;
        let mut undecided = UnionMap::empty(v.ctx)?;
        for m in source.apply_range(sink.reverse()?)?.maps()? {
            let (Some(s), Some(t)) = (v.source_ref(&m)?, v.sink_ref(&m)?) else {
                undecided = undecided.union(UnionMap::try_from(m)?)?;
                continue;
            };
            match dates.order_of(s.stmt, t.stmt) {
                Some(std::cmp::Ordering::Less) => {
                    in_order = in_order.union(UnionMap::try_from(m)?)?
                }
                Some(_) => {}
                None => undecided = undecided.union(UnionMap::try_from(m)?)?,
            }
        }
        let pairs = dates.before(v, undecided)?.union(in_order)?;
        // The order's constraints restate the domains' bounds: without
        // the redundant ones, the relations read as compute_flow's did.
        return without_empty(pairs)?.remove_redundancies();
    }
    in_original_order(v, UnionAccessInfo::from_sink(sink)?.set_may_source(source)?)?
        .compute_flow()?
        .may_dependence()
}

/// `info` ordered by the original dates of each reference
/// (`View::tagged_dates`: the dates on unbounded domains, the same
/// dataflow without pairing the domains' disjuncts), as a schedule tree
/// where the dates make one (statements of one date length): isl then
/// splits the analysis at the tree's sequences, the same dependences in
/// 0.85x the time on PolyBench.
pub(crate) fn in_original_order<'c>(
    v: &View<'c>,
    info: UnionAccessInfo<'c>,
) -> isl::Result<UnionAccessInfo<'c>> {
    match crate::transform::tree::from_dates(&v.tagged_dates)? {
        Some(tree) => info.set_schedule(tree.schedule),
        None => info.set_schedule_map(v.tagged_dates.clone()),
    }
}

/// The value-based dataflow of the accesses that `keep` keeps (each
/// access relation, one array's, taken whole or not at all), in the
/// original order: the same pairs as [`Dependences::flow`] has for those
/// arrays (a location's dataflow reads only its own array's accesses),
/// for a fraction of the cost when few arrays of many are asked about.
pub(crate) fn flow_where<'c>(
    v: &View<'c>,
    keep: impl Fn(&isl::Map<'c>) -> isl::Result<bool>,
) -> isl::Result<isl::UnionFlow<'c>> {
    let kept = |accesses: &UnionMap<'c>| -> isl::Result<UnionMap<'c>> {
        let mut kept = UnionMap::parse(v.ctx, &format!("{}{{ }}", v.prefix))?;
        for m in accesses.maps()? {
            if keep(&m)? {
                kept = kept.union(UnionMap::try_from(m)?)?;
            }
        }
        Ok(kept)
    };
    let info = UnionAccessInfo::from_sink(kept(&v.reads)?)?
        .set_must_source(kept(&v.must_writes)?)?
        .set_may_source(kept(&v.may_writes)?)?;
    in_original_order(v, info)?.compute_flow()
}

/// The value-based flow into the reads of `arrays` alone
/// ([`flow_where`]).
pub fn flow_of_arrays<'c>(v: &View<'c>, arrays: &[&str]) -> isl::Result<UnionMap<'c>> {
    flow_where(v, |m| {
        let name = m.tuple_name(isl::DimType::Out)?;
        Ok(name.is_some_and(|n| arrays.contains(&n.as_str())))
    })?
    .may_dependence()
}

/// The original dates ([`View::dates`]), and each statement's dates that
/// are one constant.
struct OriginalDates<'c> {
    all: isl::MultiUnionPwAff<'c>,
    /// By statement index: each date's value where it is one constant.
    constants: std::collections::HashMap<usize, Vec<Option<i64>>>,
    /// By statement index: its dates (`{ S[i] -> [..] }`, unbounded).
    of_statement: std::collections::HashMap<usize, isl::Map<'c>>,
    /// `{ S[..] -> T[..] : dates(S) <lex dates(T) }` by the statements'
    /// indices, built once (see [`OriginalDates::before`]).
    orders: std::cell::RefCell<std::collections::HashMap<(usize, usize), isl::Map<'c>>>,
}

impl<'c> OriginalDates<'c> {
    fn of(v: &View<'c>) -> isl::Result<Option<OriginalDates<'c>>> {
        let Some(all) = v.dates()? else {
            return Ok(None);
        };
        let mut constants = std::collections::HashMap::new();
        let mut of_statement = std::collections::HashMap::new();
        for m in v.tagged_dates.maps()? {
            let Some(r) = v.source_ref(&m)? else {
                continue;
            };
            if constants.contains_key(&r.stmt) {
                continue;
            }
            constants.insert(r.stmt, crate::analysis::view::constant_dates(&m)?);
            of_statement.insert(r.stmt, m.domain_factor_domain()?);
        }
        Ok(Some(OriginalDates {
            all,
            constants,
            of_statement,
            orders: Default::default(),
        }))
    }

    /// The pairs of the tagged relation `rel` in the original order:
    /// `rel` `lex_lt_at` the dates. A statement's references share its
    /// dates, so the order between two statements is built once (its
    /// relation has a piece per date, and deriche's 48 statement pairs
    /// came back as 190 reference pairs) and tagged for each pair of
    /// their references.
    fn before(&self, v: &View<'c>, rel: UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        let mut out = UnionMap::empty(v.ctx)?;
        for m in rel.maps()? {
            let dates = match (v.source_ref(&m)?, v.sink_ref(&m)?) {
                (Some(s), Some(t)) => (self.of_statement.get(&s.stmt))
                    .zip(self.of_statement.get(&t.stmt))
                    .map(|d| ((s.stmt, t.stmt), d)),
                _ => None,
            };
            let Some((key, (ds, dt))) = dates else {
                out = out.union(UnionMap::try_from(m)?.lex_lt_at(self.all.clone())?)?;
                continue;
            };
            let space = m.get_space()?;
            let (source, sink) = (space.clone().domain()?.unwrap()?, space.range()?.unwrap()?);
            let cached = self.orders.borrow().get(&key).cloned();
            let order = match cached {
                Some(o) => o,
                None => {
                    // One statement's dates against the other's: the same
                    // relation as `lex_lt_at` on every reference's dates,
                    // without composing union maps (with `constant_dates`'
                    // plain test, ludcmp's dependences: 120 -> 60-95 ms).
                    let o = ds.clone().lex_lt_map(dt.clone())?;
                    self.orders.borrow_mut().insert(key, o.clone());
                    o
                }
            };
            let tags = isl::Map::universe(isl::Space::map_from_domain_and_range(
                source.range()?,
                sink.range()?,
            )?)?;
            out = out.union(UnionMap::try_from(m.intersect(order.product(tags)?)?)?)?;
        }
        Ok(out)
    }

    /// How every instance of statement `s` is ordered against every
    /// instance of `t`, when the first date where they may differ is a
    /// constant of both; None when it is not (or a statement is unknown).
    fn order_of(&self, s: usize, t: usize) -> Option<std::cmp::Ordering> {
        let (a, b) = (self.constants.get(&s)?, self.constants.get(&t)?);
        for (x, y) in a.iter().zip(b) {
            match (x, y) {
                (Some(x), Some(y)) if x == y => continue,
                (Some(x), Some(y)) => return Some(x.cmp(y)),
                _ => return None,
            }
        }
        Some(std::cmp::Ordering::Equal)
    }
}

/// `rel` without its empty maps: filtering at the dates leaves a map per
/// pair of references even when no instance pair is in order, and every
/// map is a pair of references to the scheduler and to the listings.
fn without_empty(rel: UnionMap<'_>) -> isl::Result<UnionMap<'_>> {
    let maps = rel.maps()?;
    if maps
        .iter()
        .try_fold(true, |all, m| Ok::<_, isl::Error>(all && !m.is_empty()?))?
    {
        return Ok(rel);
    }
    let mut out = UnionMap::empty(rel.ctx())?;
    for m in maps {
        if !m.is_empty()? {
            out = out.union(UnionMap::try_from(m)?)?;
        }
    }
    Ok(out)
}

/// Live ranges: each write to the last read of its value (in the original
/// order), or to itself when its value is never read.
fn live_ranges<'c>(
    v: &View<'c>,
    flow: &UnionMap<'c>,
    writes: &UnionMap<'c>,
) -> isl::Result<UnionMap<'c>> {
    let last_time = flow
        .clone()
        .apply_range(v.tagged_schedule.clone())?
        .lexmax()?;
    let last_read = last_time
        .apply_range(v.tagged_schedule.clone().reverse()?)?
        .intersect(flow.clone())?;
    let dead = writes.clone().domain()?.subtract(flow.clone().domain()?)?;
    last_read.union(dead.identity()?)?.coalesce()
}

/// Final writes: each write of an observed location (`wl`, tagged writes
/// to the live-out arrays) paired with the location's last write.
///
/// When every write is a function (one element per instance), no
/// instance writes one array twice and the dates are one function
/// (`View::dates`), the last write of a location
/// is a write no output dependence leaves: the output dependences into
/// such writes are the final writes, a subtraction of domains instead of
/// the parametric maximum of the dates per location, which on 1-D arrays
/// with strided subscripts costs seconds (fuzz seed 700142: 1.0 s, 0.05 s
/// this way). The same relation either way.
fn final_writes_of<'c>(
    v: &View<'c>,
    wl: &UnionMap<'c>,
    output: &UnionMap<'c>,
    by_output: bool,
) -> isl::Result<UnionMap<'c>> {
    if by_output {
        let observed = wl.clone().domain()?;
        let last = observed.clone().subtract(output.clone().domain()?)?;
        return output
            .clone()
            .intersect_domain(observed)?
            .intersect_range(last)?
            .coalesce();
    }
    let final_writer = wl
        .clone()
        .reverse()?
        .apply_range(v.tagged_schedule.clone())?
        .lexmax()?
        .apply_range(v.tagged_schedule.clone().reverse()?)?
        .intersect(wl.clone().reverse()?)?;
    wl.clone()
        .apply_range(final_writer)?
        .subtract(wl.clone().domain()?.identity()?)?
        .coalesce()
}

/// CPU time the dependence analysis of one SCoP may take. isl's
/// operation budget does not bound its integer sampling (fuzz seed 700005:
/// 1.5 s in `compute_flow` for a SCoP left as it was). On an Intel Xeon of
/// family 6 model 167 the own suite and PolyBench took at most 72 ms
/// (PolyBench's ludcmp); on one of model 207, 140-150 ms (deriche, whose
/// schedule needs it, and ludcmp), at the 150 ms this limit was then: the
/// limit is twice that, so that which SCoPs are optimized does not depend
/// on which of these machines compiles them. Fuzz programs whose analysis
/// runs longer spend several times clang's whole compile time there
/// (seeds 800001, 800026, 800165, 800264: 0.25-0.5 s).
const DEPENDENCE_TIME: std::time::Duration = std::time::Duration::from_millis(300);

/// `f()`, a part of the dependence analysis, as a step of at most
/// [`DEPENDENCE_TIME`]; past it, an error that names the analysis.
fn within_limit<T>(ctx: &isl::Ctx, f: impl FnOnce() -> isl::Result<T>) -> isl::Result<T> {
    ctx.with_step_time_limit(DEPENDENCE_TIME, |_| f())
        .map_err(|e| e.unfinished("the dependence analysis"))
}

impl<'c> Dependences<'c> {
    pub fn compute(v: &View<'c>, scop: &tessera_ir::Scop) -> isl::Result<Dependences<'c>> {
        Self::compute_with(v, scop, true, true, true)
    }

    /// What the scheduler needs: [`Dependences::compute_for_legality`]
    /// with `mem_flow` left empty. The violation check alone reads it,
    /// and it is spent for nothing on the SCoPs that keep their schedule:
    /// `mem_flow` is a third of the pair computations. The legality
    /// checks that read it fill it first
    /// ([`Dependences::ensure_mem_flow`]): most computed schedules are
    /// proved by the memory-order tests, which do not read it.
    pub fn compute_for_scheduling(
        v: &View<'c>,
        scop: &tessera_ir::Scop,
    ) -> isl::Result<Dependences<'c>> {
        Self::compute_with(v, scop, false, false, false)
    }

    /// Fills `mem_flow` unless it is: only the comparison of two orders
    /// of every pair of accesses reads it (the memory-order tests read
    /// the value-based flow, which implies it).
    pub fn ensure_mem_flow(&mut self, v: &View<'c>) -> isl::Result<()> {
        if !self.filled.mem_flow {
            self.mem_flow = within_limit(v.ctx, || {
                let dates = OriginalDates::of(v)?;
                all_pairs(v, dates.as_ref(), v.reads.clone(), v.writes()?)?.coalesce()
            })?;
            self.filled.mem_flow = true;
        }
        Ok(())
    }

    /// [`Dependences::compute`] without the read-after-read pairs and the
    /// live ranges (left empty): only locality wants the pairs, never
    /// legality, and they are the costliest of the memory-based relations
    /// (many reads per write); the live-range analysis reads the flow
    /// itself (each write to every read of its value), not the range to
    /// the last read that `live` holds for listings.
    pub fn compute_for_legality(
        v: &View<'c>,
        scop: &tessera_ir::Scop,
    ) -> isl::Result<Dependences<'c>> {
        Self::compute_with(v, scop, false, true, false)
    }

    /// What [`crate::violation::check_on`] reads: no `mem_flow` (the
    /// order test of memory-based dependences alone reads it) and no
    /// read-after-read pairs.
    pub fn compute_for_check_on(
        v: &View<'c>,
        scop: &tessera_ir::Scop,
    ) -> isl::Result<Dependences<'c>> {
        Self::compute_with(v, scop, false, false, false)
    }

    fn compute_with(
        v: &View<'c>,
        scop: &tessera_ir::Scop,
        with_rar: bool,
        with_mem_flow: bool,
        with_live: bool,
    ) -> isl::Result<Dependences<'c>> {
        let start = std::time::Instant::now();
        let r = within_limit(v.ctx, || {
            Self::compute_all(v, scop, with_rar, with_mem_flow, with_live)
        });
        log::debug!(target: "tessera::time", "{}: deps {:.1} ms", scop.name, start.elapsed().as_secs_f64() * 1e3);
        r
    }

    fn compute_all(
        v: &View<'c>,
        scop: &tessera_ir::Scop,
        with_rar: bool,
        with_mem_flow: bool,
        with_live: bool,
    ) -> isl::Result<Dependences<'c>> {
        let live_out_arrays = View::live_out_arrays(scop);
        let writes = v.writes()?;
        // The dates without the domains (see `View::tagged_dates`): the
        // same dependences, without pairing the domains' disjuncts (fuzz
        // seed 700039: 0.74 s instead of 0.33 s).
        let info = UnionAccessInfo::from_sink(v.reads.clone())?
            .set_must_source(v.must_writes.clone())?
            .set_may_source(v.may_writes.clone())?;
        let info = in_original_order(v, info)?.compute_flow()?;
        let flow = info.may_dependence()?.coalesce()?;
        let no_source = info.may_no_source()?;

        let original = OriginalDates::of(v)?;
        let dates = original.as_ref();
        let anti = all_pairs(v, dates, writes.clone(), v.reads.clone())?.coalesce()?;
        let output = all_pairs(v, dates, writes.clone(), writes.clone())?.coalesce()?;
        let mem_flow = if with_mem_flow {
            all_pairs(v, dates, v.reads.clone(), writes.clone())?.coalesce()?
        } else {
            UnionMap::parse(v.ctx, &format!("{}{{ }}", v.prefix))?
        };
        let rar = if with_rar {
            all_pairs(v, dates, v.reads.clone(), v.reads.clone())?.coalesce()?
        } else {
            UnionMap::parse(v.ctx, &format!("{}{{ }}", v.prefix))?
        };

        let live = if with_live {
            live_ranges(v, &flow, &writes)?
        } else {
            UnionMap::parse(v.ctx, &format!("{}{{ }}", v.prefix))?
        };

        // The last write of each location observed after the SCoP.
        let prefix = v.prefix.clone();
        let mut observed = UnionSet::parse(v.ctx, &format!("{prefix}{{ }}"))?;
        for name in &live_out_arrays {
            let arity = arity_of(&writes, name)?;
            if let Some(n) = arity {
                let dims: Vec<String> = (0..n).map(|i| format!("o{i}")).collect();
                let s =
                    UnionSet::parse(v.ctx, &format!("{prefix}{{ {name}[{}] }}", dims.join(", ")))?;
                observed = observed.union(s)?;
            }
        }
        let wl = writes.clone().intersect_range(observed)?;
        // Two writes of one instance to one location share a date: each
        // is last, and the maximum of dates pairs them, output
        // dependences (strictly in order) do not.
        let one_write_per_array = scop.statements.iter().all(|st| {
            let mut arrays: Vec<&str> = st
                .accesses
                .iter()
                .filter(|a| a.kind != tessera_ir::AccessKind::Read)
                .map(|a| a.array.as_str())
                .collect();
            let n = arrays.len();
            arrays.sort_unstable();
            arrays.dedup();
            arrays.len() == n
        });
        let by_output = one_write_per_array && dates.is_some() && writes.is_single_valued()?;
        let final_writes = final_writes_of(v, &wl, &output, by_output)?;

        // Reads of values from before the SCoP, before every write of their
        // location.
        let initial_reads = anti
            .clone()
            .intersect_domain(no_source.domain()?)?
            .coalesce()?;

        // Reductions and their dependences.
        let reductions = reduction::find(scop);
        let mut through = UnionSet::parse(v.ctx, &format!("{prefix}{{ }}"))?;
        for r in reductions.iter().filter(|r| r.reorderable()) {
            for a in [&r.accumulator, &r.carried] {
                through =
                    through.union(UnionSet::parse(v.ctx, &format!("{prefix}{{ {a}[] }}"))?)?;
            }
        }
        let reduction_writes = writes.clone().intersect_range(through)?.domain()?;
        let reduction = flow
            .clone()
            .intersect_domain(reduction_writes.clone())?
            .coalesce()?;

        let d = Dependences {
            flow,
            anti,
            output,
            mem_flow,
            rar,
            live,
            final_writes,
            initial_reads,
            reductions,
            reduction,
            reduction_writes,
            filled: Filled {
                mem_flow: with_mem_flow,
            },
        };
        // Counting splits the relations: only when the trace is on.
        if log::log_enabled!(target: "tessera::deps", log::Level::Debug) {
            log::debug!(target: "tessera::deps", "{}", d.counts()?);
        }
        Ok(d)
    }

    /// Reference pairs per relation and the reductions, for the trace.
    fn counts(&self) -> isl::Result<String> {
        let mut parts = Vec::new();
        for (kind, rel) in [
            ("flow", &self.flow),
            ("anti", &self.anti),
            ("output", &self.output),
            ("mem-flow", &self.mem_flow),
            ("rar", &self.rar),
            ("live", &self.live),
            ("final", &self.final_writes),
            ("initial", &self.initial_reads),
        ] {
            parts.push(format!("{kind} {}", rel.maps()?.len()));
        }
        let reorderable = self.reductions.iter().filter(|r| r.reorderable()).count();
        Ok(format!(
            "reference pairs: {}; reductions: {} ({reorderable} reorderable)",
            parts.join(", "),
            self.reductions.len()
        ))
    }

    /// The relations as a list of statement/reference pairs.
    pub fn list(&self) -> isl::Result<Vec<Dep>> {
        let mut out = Vec::new();
        for (kind, rel) in [
            (Kind::Flow, &self.flow),
            (Kind::Anti, &self.anti),
            (Kind::Output, &self.output),
            (Kind::Rar, &self.rar),
            (Kind::Live, &self.live),
            (Kind::FinalWrite, &self.final_writes),
            (Kind::InitialRead, &self.initial_reads),
        ] {
            out.extend(list_relation(kind, rel)?);
        }
        Ok(out)
    }
}

/// Splits a tagged relation into its pieces between two references.
pub fn list_relation(kind: Kind, rel: &UnionMap) -> isl::Result<Vec<Dep>> {
    let mut out = Vec::new();
    for m in rel.maps()? {
        let src = m.get_space()?.domain()?.unwrap()?;
        let dst = m.get_space()?.range()?.unwrap()?;
        let untagged = m
            .domain_factor_domain()?
            .range_factor_domain()?
            .coalesce()?;
        out.push(Dep {
            kind,
            src_stmt: src.tuple_name(isl::DimType::In)?.unwrap_or_default(),
            src_tag: src.tuple_name(isl::DimType::Out)?.unwrap_or_default(),
            dst_stmt: dst.tuple_name(isl::DimType::In)?.unwrap_or_default(),
            dst_tag: dst.tuple_name(isl::DimType::Out)?.unwrap_or_default(),
            relation: untagged.to_string(),
        });
    }
    out.sort_by(|a, b| (&a.src_tag, &a.dst_tag).cmp(&(&b.src_tag, &b.dst_tag)));
    Ok(out)
}

/// The number of dimensions of an array, from the writes to it.
fn arity_of(writes: &UnionMap, name: &str) -> isl::Result<Option<usize>> {
    for m in writes.maps()? {
        if m.tuple_name(isl::DimType::Out)?.as_deref() == Some(name) {
            return Ok(Some(m.n_out()));
        }
    }
    Ok(None)
}
