//! Violation analysis: what a candidate schedule breaks (paper 000 §4.1,
//! paper 001 §4.3).
//!
//! A schedule is legal when
//! - every flow dependence keeps its source before its sink,
//! - no two live ranges of the same location overlap (the sequential form:
//!   `t(W') < t(E) and t(W) < t(E')` for two distinct ranges),
//! - the last write of every observed location stays last, and reads of
//!   values from before the SCoP stay before every write of their location.
//!
//! Memory-based dependences are not checked: a schedule that reorders them
//! without breaking a live range is legal (that is the point of paper 001).
//! The parallel form asks whether a schedule dimension can run its
//! iterations at the same time: then no dependence and no two live ranges
//! on one location may connect different iterations of it inside one
//! iteration of the enclosing dimensions.

use crate::analysis::deps::{list_relation, Dep, Dependences, Kind};
use crate::analysis::view::View;
use isl::{Map, UnionMap};

/// What a schedule violates; every relation is empty for a legal schedule.
pub struct Violations<'c> {
    /// Flow dependences whose sink no longer follows its source.
    pub flow: UnionMap<'c>,
    /// Overlapping live ranges, as the pairs of writes starting them:
    /// `W -> W'` (both orders).
    pub live: UnionMap<'c>,
    /// Writes that no longer precede their location's final write.
    pub final_writes: UnionMap<'c>,
    /// Writes moved before a read of the value from before the SCoP.
    pub initial_reads: UnionMap<'c>,
}

impl<'c> Violations<'c> {
    pub fn is_empty(&self) -> isl::Result<bool> {
        Ok(self.flow.is_empty()?
            && self.live.is_empty()?
            && self.final_writes.is_empty()?
            && self.initial_reads.is_empty()?)
    }

    /// The violations as statement/reference pairs. A live-range conflict
    /// is reported between the write starting the broken range and the
    /// write that now falls inside it.
    pub fn list(&self) -> isl::Result<Vec<Dep>> {
        let mut out = list_relation(Kind::Flow, &self.flow)?;
        out.extend(list_relation(Kind::Live, &self.live)?);
        out.extend(list_relation(Kind::FinalWrite, &self.final_writes)?);
        out.extend(list_relation(Kind::InitialRead, &self.initial_reads)?);
        Ok(out)
    }
}

/// The sequential violations of `schedule` (a union map from statement
/// instances to time).
pub fn check<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    schedule: UnionMap<'c>,
) -> isl::Result<Violations<'c>> {
    let t = v.tag_schedule(schedule.intersect_domain(v.domain.clone())?)?;
    let mut order = Order::new(&t);
    // x -> y with t(x) >= t(y): the order is not (strictly) kept.
    let flow = order.not_kept(&d.flow)?.coalesce()?;
    let final_writes = order.not_kept(&d.final_writes)?.coalesce()?;
    let initial_reads = order.not_kept(&d.initial_reads)?.coalesce()?;
    let on = reversed_arrays(v, d, &mut order.lex)?;
    log::debug!(target: "tessera::violation", "live ranges compared on {on:?}");
    let live = if flow.is_empty()? && order.one_length()? {
        sequential_conflicts(v, d, &mut order, on.as_deref())?
    } else {
        live_conflicts(v, d, &t, None, on.as_deref())?
    };
    Ok(Violations {
        flow,
        live,
        final_writes,
        initial_reads,
    })
}

/// [`check`] for the dependences and live ranges of `arrays` alone (those
/// whose source reference accesses one of them): what an expansion of
/// these arrays can have changed, when the rest was checked before it.
pub fn check_on<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    schedule: UnionMap<'c>,
    arrays: &[String],
) -> isl::Result<Violations<'c>> {
    let t = v.tag_schedule(schedule.intersect_domain(v.domain.clone())?)?;
    let mut order = Order::new(&t);
    let on = |rel: &UnionMap<'c>| v.pieces(rel, |r| r.is_some_and(|r| arrays.contains(&r.array)));
    let flow = order.not_kept(&on(&d.flow)?)?.coalesce()?;
    let live = if flow.is_empty()? && order.one_length()? {
        sequential_conflicts(v, d, &mut order, Some(arrays))?
    } else {
        live_conflicts(v, d, &t, None, Some(arrays))?
    };
    Ok(Violations {
        flow,
        final_writes: order.not_kept(&on(&d.final_writes)?)?.coalesce()?,
        initial_reads: order.not_kept(&on(&d.initial_reads)?)?.coalesce()?,
        live,
    })
}

/// The order tests of one tagged schedule: the cheap one on date
/// differences first, the exact relations ([`NotKept`]) built only for
/// the pieces that fail it.
struct Order<'a, 'c> {
    lex: LexPositive<'a, 'c>,
    exact: Option<NotKept<'c>>,
}

impl<'a, 'c> Order<'a, 'c> {
    fn new(t: &'a UnionMap<'c>) -> Self {
        Order {
            lex: LexPositive::new(t),
            exact: None,
        }
    }

    /// The pairs of the tagged relation `rel` not strictly in order.
    fn not_kept(&mut self, rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        let rest = self.lex.unproven(rel)?;
        if rest.is_empty()? {
            return Ok(rest);
        }
        self.exact()?.of_rel(&rest)
    }

    fn exact(&mut self) -> isl::Result<&NotKept<'c>> {
        if self.exact.is_none() {
            self.exact = Some(NotKept::of(self.lex.t)?);
        }
        Ok(self.exact.as_ref().expect("built above"))
    }

    /// Whether every date has one length (the schedules the checker pads).
    fn one_length(&self) -> isl::Result<bool> {
        Ok(out_dims(self.lex.t)?.is_some())
    }

    /// The dates as one function, when the schedule is one.
    fn dates(&mut self) -> isl::Result<Option<isl::MultiUnionPwAff<'c>>> {
        Ok(match self.exact()? {
            NotKept::At(dates, _) => Some(dates.clone()),
            NotKept::Pairs(_) => None,
        })
    }
}

/// The pairs of a relation whose dates under a tagged schedule are not
/// strictly in order. When every date has one length, each relation is
/// filtered at the schedule (`lex_lt_at`); otherwise through the relation
/// of all instance pairs not in order, which a tiled schedule's floors make
/// large (symm: most of the pass's time).
enum NotKept<'c> {
    /// The dates and their domain.
    At(isl::MultiUnionPwAff<'c>, isl::UnionSet<'c>),
    Pairs(UnionMap<'c>),
}

impl<'c> NotKept<'c> {
    fn of(t: &UnionMap<'c>) -> isl::Result<NotKept<'c>> {
        let maps = t.maps()?;
        let n = maps.first().map(Map::n_out).unwrap_or(0);
        if maps.iter().all(|m| m.n_out() == n) && t.is_single_valued()? {
            let dates = isl::MultiUnionPwAff::from_union_map(t.clone())?;
            return Ok(NotKept::At(dates, t.clone().domain()?));
        }
        Ok(NotKept::Pairs(t.clone().lex_ge_union_map(t.clone())?))
    }

    fn of_rel(&self, rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        match self {
            NotKept::At(dates, dom) => {
                let rel = rel
                    .clone()
                    .intersect_domain(dom.clone())?
                    .intersect_range(dom.clone())?;
                let kept = rel.clone().lex_lt_at(dates.clone())?;
                rel.subtract(kept)
            }
            NotKept::Pairs(not_before) => rel.clone().intersect(not_before.clone()),
        }
    }
}

/// The relations a schedule keeping memory order keeps: flow, anti and
/// output dependences, final writes, initial reads. The value-based flow
/// stands for the memory-based one: a write whose value a later write
/// kills before a read is ordered before that read through the output
/// dependence to the killing write and the latter's flow to the read
/// (the same order, strict and transitive; in a tiled band, the same
/// prefix and forward along every member, since the killing write lies
/// between the two).
fn memory_order<'a, 'c>(d: &'a Dependences<'c>) -> [&'a UnionMap<'c>; 5] {
    [
        &d.flow,
        &d.anti,
        &d.output,
        &d.final_writes,
        &d.initial_reads,
    ]
}

/// Does `schedule` keep every memory-based dependence, final write and
/// initial read in order? Then it is legal without the live-range analysis
/// (paper 001: a live range breaks only when another write of its location
/// moves into it, which reverses an output or an anti dependence), and
/// much cheaper to tell.
pub fn keeps_memory_order<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    schedule: UnionMap<'c>,
) -> isl::Result<bool> {
    let t = v.tag_schedule(schedule.intersect_domain(v.domain.clone())?)?;
    let mut lex = LexPositive::new(&t);
    for rel in memory_order(d) {
        for m in rel.maps()? {
            match lex.in_order(&m)? {
                Some(true) => {}
                Some(false) => return Ok(false),
                // Dates of different lengths: compare them the long way.
                None => return keeps_memory_order_pairwise(d, t),
            }
        }
    }
    Ok(true)
}

/// A tiled schedule as the tiling theorem reads it: its dates without the
/// tile loops (`inner`), and each tiled band, whose tile loops (floors of
/// its members) sit just before its members.
#[derive(Clone, Debug)]
pub struct TiledOrder<'c> {
    /// Statement instances to the dates without tile loops.
    pub inner: UnionMap<'c>,
    pub bands: Vec<TiledBand<'c>>,
}

/// One tiled band of a [`TiledOrder`].
#[derive(Clone, Debug)]
pub struct TiledBand<'c> {
    /// The band's statement instances to the dates of the loops around
    /// the band.
    pub prefix: UnionMap<'c>,
    /// The band's statement instances to its members.
    pub band: UnionMap<'c>,
}

/// [`keeps_memory_order`] for a tiled schedule, proved without its floors
/// (the tiling theorem): every dependence is kept by the dates without
/// tile loops, and, between instances the loops around a tiled band do
/// not tell apart, moves forward or not at all along each of the band's
/// members (floors are monotone: its tiles are then in order or the
/// same). Affine date differences only, where the tiled dates make them
/// costly (time-tiled stencils: a third of the pass's time). `false`
/// means not proven: the caller checks the tiled schedule itself.
pub fn keeps_memory_order_tiled<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    tiled: &TiledOrder<'c>,
) -> isl::Result<bool> {
    // On statement instances: a pair of references has its statements'
    // dates (and no dependence pairs the references of one instance), so
    // each pair of statements is tested once on the union of its
    // references' dependences (heat-3d: 39 pairs of references, 4 of
    // statements; the test was 12% of its compile).
    let inner = crate::view::pad_dates(tiled.inner.clone().intersect_domain(v.domain.clone())?)?;
    // Breaks a band: the loops around it all 0, some member negative.
    let Some(bands) = band_tests(v, tiled, crate::view::pad_dates, |members| {
        members.iter().map(|m| format!("{m} < 0")).collect()
    })?
    else {
        return Ok(false);
    };
    let mut deps = UnionMap::empty(v.ctx)?;
    for rel in memory_order(d) {
        deps = deps.union(crate::view::untagged(rel)?)?;
    }
    // The padded dates have one length: `{ [d] : d >lex 0 }` once.
    let mut positive = Vec::new();
    // Pair by pair, so that the first one not kept ends the test.
    for m in deps.maps()? {
        let m = UnionMap::try_from(m)?;
        let pairs = m
            .clone()
            .apply_domain(inner.clone())?
            .apply_range(inner.clone())?;
        if all_in_order(&pairs, &mut positive)? != Some(true) {
            return Ok(false);
        }
        for (dates, bad) in &bands {
            if !band_holds_on(dates, bad, m.clone())? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Does a tiled schedule order the accesses to each location as its dates
/// without tile loops do, wherever it matters? Then the two have the same
/// flow order and the same live-range conflicts, both read from that
/// order: the tiled schedule is legal wherever the untiled dates are.
///
/// By the tiling theorem, the order of two instances that the loops
/// around a tiled band do not tell apart is kept when their distance
/// along the band's members never has both signs (the floors then move
/// the same way). One exception: a live range whose ends share their
/// point of the band stays inside that point's dates in both schedules,
/// so two such ranges overlap in one exactly when they do in the other,
/// and their accesses' pairs are not compared. A range spanning several
/// points is compared against every access of its location. Final
/// writes and initial reads are always compared (the last write of a
/// location is read after the SCoP, wherever its range lies).
///
/// The dependences of the arrays in `except` are left out (their
/// expanded model is compared apart); `d` needs `mem_flow`.
pub fn tiles_keep_pair_order<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    tiled: &TiledOrder<'c>,
    except: &[&str],
) -> isl::Result<bool> {
    // Mixed signs: the loops around the band all 0, one member up and
    // another down.
    let Some(bands) = band_tests(
        v,
        tiled,
        |m| v.tag_schedule(m),
        |members| {
            let mut mixed = Vec::new();
            for up in members {
                for down in members {
                    if up != down {
                        mixed.push(format!("({up} > 0 and {down} < 0)"));
                    }
                }
            }
            mixed
        },
    )?
    else {
        return Ok(false);
    };
    let mine = |rel: &UnionMap<'c>| {
        v.pieces(rel, |r| {
            !r.is_some_and(|r| except.contains(&r.array.as_str()))
        })
    };
    let (ranges, _) = live_ranges_on(v, d, None)?;
    let ranges = mine(&ranges)?;
    let pairs = [mine(&d.mem_flow)?, mine(&d.anti)?, mine(&d.output)?];
    let outside = [mine(&d.final_writes)?, mine(&d.initial_reads)?];
    for (dates, bad) in &bands {
        // Accesses all of whose ranges stay at one point of the band.
        let same_point = dates.clone().apply_range(dates.clone().reverse()?)?;
        let local = ranges.clone().intersect(same_point)?;
        let spanning = ranges.clone().subtract(local.clone())?;
        let at_one_point = local
            .clone()
            .domain()?
            .union(local.range()?)?
            .subtract(spanning.clone().domain()?.union(spanning.range()?)?)?;
        for rel in &pairs {
            let compared = rel
                .clone()
                .subtract_domain(at_one_point.clone())?
                .union(rel.clone().subtract_range(at_one_point.clone())?)?;
            for m in compared.maps()? {
                if !band_holds(dates, bad, &m)? {
                    return Ok(false);
                }
            }
        }
        for rel in &outside {
            for m in rel.maps()? {
                if !band_holds(dates, bad, &m)? {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}

/// Per tiled band: its dates as `[prefix, members]` (through `dated`:
/// tagged for references, padded for statements), and the date
/// differences that break it, the prefix's all 0 and `bad` of the
/// members' (a disjunction of conditions on their names). None when a
/// band's pieces have dates of different lengths.
fn band_tests<'c>(
    v: &View<'c>,
    tiled: &TiledOrder<'c>,
    dated: impl Fn(UnionMap<'c>) -> isl::Result<UnionMap<'c>>,
    bad: impl Fn(&[String]) -> Vec<String>,
) -> isl::Result<Option<Vec<(UnionMap<'c>, isl::Set<'c>)>>> {
    let dates_of = |m: &UnionMap<'c>| dated(m.clone().intersect_domain(v.domain.clone())?);
    let mut bands = Vec::new();
    for b in &tiled.bands {
        let dates = dates_of(&b.prefix.clone().flat_range_product(b.band.clone())?)?;
        let (Some(p), Some(n)) = (out_dims(&b.prefix)?, out_dims(&b.band)?) else {
            return Ok(None);
        };
        let ds: Vec<String> = (0..p + n).map(|k| format!("d{k}")).collect();
        let mut still: Vec<String> = (0..p).map(|k| format!("d{k} = 0")).collect();
        still.push("true".to_string());
        let bad = bad(&ds[p..]);
        let bad = if bad.is_empty() {
            "false".to_string()
        } else {
            bad.join(" or ")
        };
        let text = format!(
            "{{ [{}] : {} and ({bad}) }}",
            ds.join(", "),
            still.join(" and ")
        );
        bands.push((dates, isl::Set::parse(v.ctx, &text)?));
    }
    Ok(Some(bands))
}

/// No pair of the tagged relation `m` has a date difference that
/// [`band_tests`] marks bad for one band.
fn band_holds<'c>(dates: &UnionMap<'c>, bad: &isl::Set<'c>, m: &Map<'c>) -> isl::Result<bool> {
    band_holds_on(dates, bad, UnionMap::try_from(m.clone())?)
}

/// [`band_holds`] for every pair of `rel`.
fn band_holds_on<'c>(
    dates: &UnionMap<'c>,
    bad: &isl::Set<'c>,
    rel: UnionMap<'c>,
) -> isl::Result<bool> {
    let pairs = rel
        .apply_domain(dates.clone())?
        .apply_range(dates.clone())?;
    for dm in pairs.maps()? {
        if dm.n_in() != dm.n_out() || !dm.deltas()?.intersect(bad.clone())?.is_empty()? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The one number of output dimensions of a union map's pieces (None when
/// they differ).
fn out_dims(m: &UnionMap<'_>) -> isl::Result<Option<usize>> {
    let maps = m.maps()?;
    let n = maps.first().map(Map::n_out).unwrap_or(0);
    Ok(maps.iter().all(|x| x.n_out() == n).then_some(n))
}

/// The test whether a dependence keeps its order under a tagged schedule,
/// from its pairs of dates: kept when every difference is
/// lexicographically positive (lexicographic order is invariant under
/// translation). Much cheaper than the relation of the pairs not in order,
/// which a tiled schedule's floors make large (3mm: half the pass's time).
struct LexPositive<'a, 'c> {
    t: &'a UnionMap<'c>,
    /// `t`'s maps by the tag of the reference they date, built on the
    /// first test: applying all of `t` to each relation paired it with
    /// every reference's dates (half of a check's time on large SCoPs).
    by_tag: Option<std::collections::HashMap<Option<String>, UnionMap<'c>>>,
    /// `{ [d] : d >lex 0 }`, built once per length.
    sets: Vec<(usize, isl::Set<'c>)>,
    /// The relations tested so far, by hash, with their answers: one
    /// check tests the same anti and output dependences for the arrays it
    /// compares and again for their live ranges.
    tested: Vec<(u32, Map<'c>, Option<bool>)>,
}

impl<'a, 'c> LexPositive<'a, 'c> {
    fn new(t: &'a UnionMap<'c>) -> Self {
        LexPositive {
            t,
            by_tag: None,
            sets: Vec::new(),
            tested: Vec::new(),
        }
    }

    /// Whether every pair of the tagged relation `m` keeps its order;
    /// `None` when its dates differ in length.
    fn in_order(&mut self, m: &Map<'c>) -> isl::Result<Option<bool>> {
        let hash = m.hash();
        for (h, seen, answer) in &self.tested {
            if *h == hash && seen.plain_is_equal(m)? {
                return Ok(*answer);
            }
        }
        let answer = self.test(m)?;
        self.tested.push((hash, m.clone(), answer));
        Ok(answer)
    }

    /// [`LexPositive::in_order`], computed.
    fn test(&mut self, m: &Map<'c>) -> isl::Result<Option<bool>> {
        let space = m.get_space()?;
        let source = reference_tag(space.clone().domain()?)?;
        let sink = reference_tag(space.range()?)?;
        let by_tag = self.by_tag()?;
        let (Some(source), Some(sink)) = (by_tag.get(&source), by_tag.get(&sink)) else {
            // No dates for one end: no pairs to compare.
            return Ok(Some(true));
        };
        let dates = UnionMap::try_from(m.clone())?
            .apply_domain(source.clone())?
            .apply_range(sink.clone())?;
        all_in_order(&dates, &mut self.sets)
    }

    /// [`LexPositive::by_tag`], built once.
    fn by_tag(&mut self) -> isl::Result<&std::collections::HashMap<Option<String>, UnionMap<'c>>> {
        if self.by_tag.is_none() {
            let mut by_tag: std::collections::HashMap<Option<String>, UnionMap<'c>> =
                std::collections::HashMap::new();
            for m in self.t.maps()? {
                let tag = reference_tag(m.get_space()?.domain()?)?;
                let dates = match by_tag.remove(&tag) {
                    Some(u) => u.union(UnionMap::try_from(m)?)?,
                    None => UnionMap::try_from(m)?,
                };
                by_tag.insert(tag, dates);
            }
            self.by_tag = Some(by_tag);
        }
        Ok(self.by_tag.as_ref().expect("built above"))
    }

    /// The pieces of the tagged relation `rel` not proven in order by
    /// [`LexPositive::in_order`].
    fn unproven(&mut self, rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        let mut rest = rel.clone().subtract(rel.clone())?;
        for m in rel.maps()? {
            if self.in_order(&m)? != Some(true) {
                rest = rest.union(UnionMap::try_from(m)?)?;
            }
        }
        Ok(rest)
    }
}

/// The reference tag of a tagged instance space (`[S[i] -> tag[]]`);
/// None for any other space.
fn reference_tag(space: isl::Space<'_>) -> isl::Result<Option<String>> {
    if !space.is_wrapping()? {
        return Ok(None);
    }
    space.unwrap()?.tuple_name(isl::DimType::Out)
}

/// Whether every pair of the dates relation `dates` (source dates to
/// sink dates) goes forward, `d >lex 0`, piece by piece, the first
/// failure ending it; None at a piece whose two dates differ in length.
/// `positive` keeps `{ [d] : d >lex 0 }` by length, built once each.
fn all_in_order<'c>(
    dates: &UnionMap<'c>,
    positive: &mut Vec<(usize, isl::Set<'c>)>,
) -> isl::Result<Option<bool>> {
    for dm in dates.maps()? {
        let n = dm.n_in();
        if dm.n_out() != n {
            return Ok(None);
        }
        let set = match positive.iter().find(|(k, _)| *k == n) {
            Some((_, s)) => s.clone(),
            None => {
                let s = lex_positive(dates.ctx(), n)?;
                positive.push((n, s.clone()));
                s
            }
        };
        if !dm.deltas()?.is_subset(&set)? {
            return Ok(Some(false));
        }
    }
    Ok(Some(true))
}

/// `{ [d] : d >lex 0 }` in `n` dimensions.
fn lex_positive<'c>(ctx: &'c isl::Ctx, n: usize) -> isl::Result<isl::Set<'c>> {
    let ds: Vec<String> = (0..n).map(|k| format!("d{k}")).collect();
    let cond = lex_less(n, |_| "0".to_string(), |k| format!("d{k}"));
    isl::Set::parse(ctx, &format!("{{ [{}] : {cond} }}", ds.join(", ")))
}

/// `a <lex b` over `n` dimensions named by `a(k)` and `b(k)`, as isl text.
fn lex_less(n: usize, a: impl Fn(usize) -> String, b: impl Fn(usize) -> String) -> String {
    let pieces: Vec<String> = (0..n)
        .map(|k| {
            let mut c: Vec<String> = (0..k).map(|j| format!("{} = {}", a(j), b(j))).collect();
            c.push(format!("{} < {}", a(k), b(k)));
            c.join(" and ")
        })
        .collect();
    if pieces.is_empty() {
        "false".to_string()
    } else {
        pieces.join(" or ")
    }
}

/// [`keeps_memory_order`] over the relation of all instance pairs whose
/// dates are not in order (dates of any lengths).
fn keeps_memory_order_pairwise<'c>(d: &Dependences<'c>, t: UnionMap<'c>) -> isl::Result<bool> {
    let not_before = t.clone().lex_ge_union_map(t)?;
    for rel in memory_order(d) {
        if !rel.clone().intersect(not_before.clone())?.is_empty()? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The violations of running schedule dimension `dim` in parallel (every
/// other dimension sequential). With `reductions`, the dependences and live
/// ranges of reorderable reductions' accumulators do not count: they run in
/// parallel with partial accumulators combined at the end.
pub fn check_parallel<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    schedule: UnionMap<'c>,
    dim: usize,
    reductions: bool,
) -> isl::Result<Violations<'c>> {
    let t = v.tag_schedule(schedule.intersect_domain(v.domain.clone())?)?;
    let n = time_dims(&t)?;
    if dim >= n {
        return Err(isl::Error::new(
            isl::ErrorKind::Invalid,
            format!("the schedule has {n} dimensions, not {}", dim + 1),
        ));
    }
    let concurrent = concurrent_pairs(v, &t, n, dim)?;
    let mut flow = d.flow.clone().intersect(concurrent.clone())?.coalesce()?;
    let final_writes = d
        .final_writes
        .clone()
        .intersect(concurrent.clone())?
        .coalesce()?;
    let initial_reads = d.initial_reads.clone().intersect(concurrent)?.coalesce()?;
    let mut live = live_conflicts(v, d, &t, Some((n, dim)), None)?;
    if reductions {
        flow = flow.subtract(d.reduction.clone())?;
        // Live ranges starting at a write of a reduction's accumulator.
        live = live.subtract_domain(d.reduction_writes.clone())?;
    }
    Ok(Violations {
        flow,
        live,
        final_writes,
        initial_reads,
    })
}

fn time_dims(t: &UnionMap) -> isl::Result<usize> {
    Ok(t.maps()?.first().map(Map::n_out).unwrap_or(0))
}

/// `{ [t0, ..., t(n-1)] -> [t0, ..., t(k-1)] }` and the projection on dim k.
fn projections<'c>(v: &View<'c>, n: usize, k: usize) -> isl::Result<(UnionMap<'c>, UnionMap<'c>)> {
    let ts: Vec<String> = (0..n).map(|i| format!("t{i}")).collect();
    let prefix = UnionMap::parse(
        v.ctx,
        &format!("{{ [{}] -> [{}] }}", ts.join(", "), ts[..k].join(", ")),
    )?;
    let at = UnionMap::parse(v.ctx, &format!("{{ [{}] -> [{}] }}", ts.join(", "), ts[k]))?;
    Ok((prefix, at))
}

/// Pairs of tagged instances that run concurrently when dimension `dim` is
/// parallel: same time before `dim`, different at `dim`.
fn concurrent_pairs<'c>(
    v: &View<'c>,
    t: &UnionMap<'c>,
    n: usize,
    dim: usize,
) -> isl::Result<UnionMap<'c>> {
    let (prefix, at) = projections(v, n, dim)?;
    let p = t.clone().apply_range(prefix)?;
    let same_prefix = p.clone().apply_range(p.reverse()?)?;
    let a = t.clone().apply_range(at)?;
    let differ = a
        .clone()
        .lex_lt_union_map(a.clone())?
        .union(a.clone().lex_gt_union_map(a)?)?;
    same_prefix.intersect(differ)
}

/// The arrays on which the tagged schedule `t` reverses an anti or an
/// output dependence, or `None` when its dates differ in length (no cheap
/// test then). Only on these can two live ranges overlap: in the original
/// order the ranges of one location are disjoint, `W < E <= W' < E'`, and
/// making them overlap moves `W'` before `E` (the anti dependence
/// `E -> W'`) or, for a value never read (`E = W`), before `W` (the output
/// dependence `W -> W'`). Both are in `d`, which holds every earlier pair,
/// not only the nearest.
fn reversed_arrays<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    lex: &mut LexPositive<'_, 'c>,
) -> isl::Result<Option<Vec<String>>> {
    let mut arrays: Vec<String> = Vec::new();
    for m in d.anti.maps()?.into_iter().chain(d.output.maps()?) {
        // The array of the writing reference (the sink of both kinds).
        let Some(array) = v.sink_ref(&m)?.map(|r| &r.array) else {
            return Ok(None);
        };
        if arrays.contains(array) {
            continue;
        }
        match lex.in_order(&m)? {
            Some(true) => {}
            Some(false) => arrays.push(array.clone()),
            None => return Ok(None),
        }
    }
    Ok(Some(arrays))
}

/// Pairs of distinct live ranges on the same location that overlap under
/// the tagged schedule `t` (sequential form), or that run in different
/// iterations of the parallel dimension (parallel form, `par = (n, dim)`).
/// With `on`, only the live ranges of those arrays are compared (the
/// others cannot conflict: [`reversed_arrays`]).
fn live_conflicts<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    t: &UnionMap<'c>,
    par: Option<(usize, usize)>,
    on: Option<&[String]>,
) -> isl::Result<UnionMap<'c>> {
    let (live, writes) = live_ranges_on(v, d, on)?;
    let start = live.clone().domain_map()?; // [W -> E] -> W
    let end = live.clone().range_map()?; // [W -> E] -> E
    let location = start.clone().apply_range(writes)?;
    let same_location = location.clone().apply_range(location.reverse()?)?;
    // Ranges of different writes: the ranges of one write (to each of its
    // reads) share their start and never conflict with each other.
    let same_write = start.clone().apply_range(start.clone().reverse()?)?;
    let distinct = same_location.subtract(same_write)?;
    let ts = start.apply_range(t.clone())?;
    let conflicts = match par {
        None => {
            let te = end.apply_range(t.clone())?;
            // t(W') < t(E): te(x) > ts(y); t(W) < t(E'): ts(x) < te(y).
            let c1 = te.clone().lex_gt_union_map(ts.clone())?;
            let c2 = ts.lex_lt_union_map(te)?;
            distinct.intersect(c1)?.intersect(c2)?
        }
        Some((n, dim)) => {
            let (prefix, at) = projections(v, n, dim)?;
            let p = ts.clone().apply_range(prefix)?;
            let same_prefix = p.clone().apply_range(p.reverse()?)?;
            let a = ts.apply_range(at)?;
            let differ = a
                .clone()
                .lex_lt_union_map(a.clone())?
                .union(a.clone().lex_gt_union_map(a)?)?;
            distinct.intersect(same_prefix)?.intersect(differ)?
        }
    };
    starts(conflicts)
}

/// `[[W -> E] -> [W' -> E']]` to `W -> W'`.
fn starts(conflicts: UnionMap<'_>) -> isl::Result<UnionMap<'_>> {
    conflicts
        .domain_factor_domain()?
        .range_factor_domain()?
        .coalesce()
}

/// [`live_conflicts`] in the sequential form, for a schedule that keeps
/// every flow dependence and dates every instance with one length
/// (`dates`), found from the memory-based dependences it reverses instead
/// of from all pairs of ranges on one location.
///
/// Two ranges `x = W -> E` and `y = W' -> E'` of different writes to one
/// location are disjoint in the original order; say `E <= W'` (else swap
/// them: the conflict relation is symmetric). With the flow dependences
/// kept, they overlap exactly when `t(W') < t(E)` and `t(W) < t(E')`, and
/// the first reverses the anti dependence `E -> W'` (the output dependence
/// `W -> W'` when `x` is a value never read, `E = W`). So the conflicts
/// are the pairs reached through a reversed dependence and filtered by the
/// second condition, with their mirror images.
fn sequential_conflicts<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    order: &mut Order<'_, 'c>,
    on: Option<&[String]>,
) -> isl::Result<UnionMap<'c>> {
    let (live, writes) = live_ranges_on(v, d, on)?;
    let t = order.lex.t;
    let mut memory = writes.clone().subtract(writes.clone())?;
    let mut conflicts = live
        .clone()
        .subtract(live.clone())?
        .domain_factor_domain()?;
    // The writes of each scalar (one piece per writing reference).
    let mut scalars: Vec<(String, UnionMap<'c>)> = Vec::new();
    for w in writes.maps()? {
        match w.tuple_name(isl::DimType::Out)? {
            Some(array) if w.n_out() == 0 => match scalars.iter_mut().find(|(a, _)| *a == array) {
                Some((_, u)) => *u = u.clone().union(UnionMap::try_from(w)?)?,
                None => scalars.push((array, UnionMap::try_from(w)?)),
            },
            _ => memory = memory.union(UnionMap::try_from(w)?)?,
        }
    }
    for (_, w) in scalars {
        // A scalar: every access is to its one location.
        let q = scalar_conflicts(&mut order.lex, d, &live, &w.domain()?)?;
        conflicts = conflicts.union(q)?;
    }
    if memory.is_empty()? {
        return conflicts.coalesce();
    }
    let Some(dates) = order.dates()? else {
        // Not one function: all pairs of ranges.
        let rest = live_conflicts(v, d, t, None, Some(&array_names(&memory)?))?;
        return conflicts.union(rest)?.coalesce();
    };
    let written = memory.domain()?;
    let live = live.intersect_domain(written.clone())?;
    // E -> W' with t(W') < t(E), W' a write of a compared array, from
    // the pieces not proven in order.
    let memory_order = d
        .anti
        .clone()
        .union(d.output.clone())?
        .intersect_range(written)?;
    let reversed = order.lex.unproven(&memory_order)?.lex_gt_at(dates)?;
    let start = live.clone().domain_map()?; // [W -> E] -> W
    let end = live.range_map()?; // [W -> E] -> E

    // x -> y with t(W') < t(E).
    let pairs = end
        .clone()
        .apply_range(reversed)?
        .apply_range(start.clone().reverse()?)?;
    if pairs.is_empty()? {
        return conflicts.coalesce();
    }
    // t(W) < t(E'): one date function over the ranges (their start) and
    // over the ranges paired with their end, [[W' -> E'] -> E'] (its end).
    let with_end = end.clone().domain_map()?; // [[W -> E] -> E] -> [W -> E]
    let range_dates = start
        .apply_range(t.clone())?
        .union(end.range_map()?.apply_range(t.clone())?)?;
    let ordered = pairs
        .apply_range(with_end.clone().reverse()?)?
        .lex_lt_at(isl::MultiUnionPwAff::from_union_map(range_dates)?)?
        .apply_range(with_end)?;
    let ordered = starts(ordered)?;
    conflicts
        .union(ordered.clone())?
        .union(ordered.reverse()?)?
        .coalesce()
}

/// [`sequential_conflicts`] for one scalar, whose accesses all touch one
/// location, in the space of dates: the schedule is one-to-one on
/// statement instances, so a date names the instance, and the chain
/// `W -> E -> W' -> E'` can be joined on dates, with no instance
/// dimensions and no tile floors to carry (symm: a third of the pass's
/// time at the instance level). `written` holds the scalar's tagged
/// writes.
fn scalar_conflicts<'c>(
    lex: &mut LexPositive<'_, 'c>,
    d: &Dependences<'c>,
    live: &UnionMap<'c>,
    written: &isl::UnionSet<'c>,
) -> isl::Result<UnionMap<'c>> {
    let t = lex.t;
    let to_dates = |rel: UnionMap<'c>| -> isl::Result<UnionMap<'c>> {
        rel.apply_domain(t.clone())?.apply_range(t.clone())
    };
    // Its ranges, W -> E (E = W for a value never read).
    let own = live.clone().intersect_domain(written.clone())?;
    // E -> W' reversed: W' is dated before E. The anti dependences start
    // at the reads; the output ones at values never read.
    let dead = own
        .clone()
        .intersect(written.clone().identity()?)?
        .domain()?;
    let ranges = to_dates(own)?;
    let memory_order = d.anti.clone().intersect_range(written.clone())?.union(
        d.output
            .clone()
            .intersect_domain(dead)?
            .intersect_range(written.clone())?,
    )?;
    let reversed = lex.unproven(&memory_order)?;
    if reversed.is_empty()? {
        return Ok(reversed);
    }
    let n = time_dims(t)?;
    let ctx = written.ctx();
    let before = UnionMap::parse(ctx, &lex_lt_text(n, false))?;
    let reversed = to_dates(reversed)?.intersect(before.reverse()?)?;
    // [W -> W'] -> E', W' dated before the end of W's range.
    let pairs = ranges
        .clone()
        .apply_range(reversed)?
        .range_map()?
        .apply_range(ranges)?;
    // t(W) < t(E').
    let dated = pairs
        .intersect(UnionMap::parse(ctx, &lex_lt_text(n, true))?)?
        .domain()?
        .unwrap()?;
    // Back to the writes (a date names one instance).
    let tw = t.clone().intersect_domain(written.clone())?;
    let q = tw.clone().apply_range(dated)?.apply_range(tw.reverse()?)?;
    q.clone().union(q.reverse()?)
}

/// The arrays of an access relation, each once.
fn array_names(access: &UnionMap<'_>) -> isl::Result<Vec<String>> {
    let mut names: Vec<String> = Vec::new();
    for m in access.maps()? {
        if let Some(a) = m.tuple_name(isl::DimType::Out)? {
            if !names.contains(&a) {
                names.push(a);
            }
        }
    }
    Ok(names)
}

/// `{ [a] -> [d] : a <lex d }` in `n` dimensions, or with `wrapped`,
/// `{ [[a] -> [c]] -> [d] : a <lex d }`.
fn lex_lt_text(n: usize, wrapped: bool) -> String {
    let name = |p: &str| -> String {
        (0..n)
            .map(|k| format!("{p}{k}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let cond = lex_less(n, |k| format!("a{k}"), |k| format!("d{k}"));
    let domain = if wrapped {
        format!("[[{}] -> [{}]]", name("a"), name("c"))
    } else {
        format!("[{}]", name("a"))
    };
    format!("{{ {domain} -> [{}] : {cond} }}", name("d"))
}

/// The live ranges and the writes `live_conflicts` compares: all, or
/// those of the arrays `on`.
fn live_ranges_on<'c>(
    v: &View<'c>,
    d: &Dependences<'c>,
    on: Option<&[String]>,
) -> isl::Result<(UnionMap<'c>, UnionMap<'c>)> {
    let writes = v.writes()?;
    // A range from each write to every read of its value, not only to its
    // last read in the original order: a read moved past the next write of
    // its location reads the wrong value even when the last read stays
    // before that write (lit deps/live-range-earlier-read.tir). Values
    // never read keep their one-instance range: the writes no flow leaves
    // (what the live ranges of `d.live` hold for them, without their
    // parametric maximum over the flow's dates).
    let dead = writes
        .clone()
        .domain()?
        .subtract(d.flow.clone().domain()?)?
        .identity()?;
    let ranges = d.flow.clone().union(dead)?;
    let Some(arrays) = on else {
        return Ok((ranges, writes));
    };
    let mut kept = UnionMap::parse(v.ctx, &format!("{}{{ }}", v.prefix))?;
    for m in writes.maps()? {
        let array = m.tuple_name(isl::DimType::Out)?;
        if array.is_some_and(|a| arrays.contains(&a)) {
            kept = kept.union(UnionMap::try_from(m)?)?;
        }
    }
    let live = ranges.intersect_domain(kept.clone().domain()?)?;
    Ok((live, kept))
}
