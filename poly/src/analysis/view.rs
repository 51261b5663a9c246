//! The isl view of a SCoP: its domains, schedule and *tagged* access
//! relations.
//!
//! Every access is a reference with a tag `S3_a2` (statement S3, access #2).
//! A tagged relation has the wrapped domain `[S3[i] -> S3_a2[]]`, so the
//! dependences computed from it know which references they connect, not only
//! which statements.

use isl::{Ctx, Map, Set, UnionMap, UnionSet};
use tessera_ir::{AccessKind, ArrayKind, Scop};

/// One access of one statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ref {
    /// isl tuple name of the tag, e.g. `S3_a2`.
    pub tag: String,
    /// Statement index in [`Scop::statements`].
    pub stmt: usize,
    /// Access index in the statement's `accesses`.
    pub access: usize,
    pub array: String,
    pub kind: AccessKind,
}

/// A SCoP's sets and relations as isl objects.
pub struct View<'c> {
    pub ctx: &'c Ctx,
    /// The union of the statement domains.
    pub domain: UnionSet<'c>,
    /// Original schedule, restricted to the domain.
    pub schedule: UnionMap<'c>,
    /// Tagged relations `[S[i] -> tag[]] -> A[...]`, restricted to the
    /// domains.
    pub reads: UnionMap<'c>,
    pub must_writes: UnionMap<'c>,
    pub may_writes: UnionMap<'c>,
    /// `[S[i] -> tag[]] -> time` under the original schedule.
    pub tagged_schedule: UnionMap<'c>,
    /// `[S[i] -> tag[]] -> time` under the original schedule, on
    /// unbounded domains: the access relations already carry the
    /// domains, and a schedule carrying them too makes every relation
    /// built through it the product of both domains' disjuncts (fuzz seed
    /// 700226: trip counts that are maxima of several parameters, 11
    /// disjuncts each). The same dates as `tagged_schedule` wherever an
    /// instance exists.
    pub tagged_dates: UnionMap<'c>,
    /// `[S[i] -> tag[]] -> S[i]`.
    pub untag: UnionMap<'c>,
    pub refs: Vec<Ref>,
    /// `[params] -> ` of the SCoP, for building isl objects over it.
    pub prefix: String,
}

/// The tag name of access `k` of statement `stmt`.
pub fn tag_name(stmt: &str, k: usize) -> String {
    format!("{stmt}_a{k}")
}

impl<'c> View<'c> {
    pub fn new(ctx: &'c Ctx, scop: &Scop) -> isl::Result<View<'c>> {
        Self::with_accesses(ctx, scop, |_| true)
    }

    /// The view of `scop` with only the accesses to `arrays`: what their
    /// dependences need (the expansion plan's check of expanded arrays),
    /// without the cost of every other array's.
    pub fn of_arrays(ctx: &'c Ctx, scop: &Scop, arrays: &[String]) -> isl::Result<View<'c>> {
        Self::with_accesses(ctx, scop, |a| arrays.iter().any(|n| n == a))
    }

    fn with_accesses(
        ctx: &'c Ctx,
        scop: &Scop,
        keep: impl Fn(&str) -> bool,
    ) -> isl::Result<View<'c>> {
        let prefix = scop.param_prefix();
        let empty_umap = || UnionMap::parse(ctx, &format!("{prefix}{{ }}"));
        let mut domain = UnionSet::parse(ctx, &format!("{prefix}{{ }}"))?;
        let mut schedule = empty_umap()?;
        let (mut reads, mut must_writes, mut may_writes) =
            (empty_umap()?, empty_umap()?, empty_umap()?);
        let mut tagged_dates = empty_umap()?;
        let mut refs = Vec::new();
        for (si, st) in scop.statements.iter().enumerate() {
            let dom = Set::parse(ctx, &st.domain)?;
            domain = domain.union(UnionSet::try_from(dom.clone())?)?;
            let dates = Map::parse(ctx, &st.schedule)?;
            let sched = dates.clone().intersect_domain(dom.clone())?;
            schedule = schedule.union(UnionMap::try_from(sched)?)?;
            for (k, a) in st.accesses.iter().enumerate() {
                if !keep(&a.array) {
                    continue;
                }
                let tag = tag_name(&st.name, k);
                let unbounded = Map::parse(ctx, &a.relation)?;
                let rel = unbounded.clone().intersect_domain(dom.clone())?;
                // { tag[] -> A[o...] } over the whole array, so that the
                // domain product pairs each access with its tag.
                let arity = rel.n_out();
                let outs: Vec<String> = (0..arity).map(|i| format!("o{i}")).collect();
                let universe = Map::parse(
                    ctx,
                    &format!("{prefix}{{ {tag}[] -> {}[{}] }}", a.array, outs.join(", ")),
                )?;
                let tagged = UnionMap::try_from(rel.domain_product(universe.clone())?)?;
                // The reference's dates, named as its access relation
                // names the instance (as `tagged_schedule` does), where
                // that relation is defined. (Products of single maps:
                // composing union maps was most of the view's cost.)
                let at = unbounded.domain_product(universe)?.domain()?;
                let times: Vec<String> = (0..dates.n_out()).map(|i| format!("t{i}")).collect();
                let when = Map::parse(
                    ctx,
                    &format!("{prefix}{{ {tag}[] -> [{}] }}", times.join(", ")),
                )?;
                let dated = dates.clone().domain_product(when)?.intersect_domain(at)?;
                tagged_dates = tagged_dates.union(UnionMap::try_from(dated)?)?;
                match a.kind {
                    AccessKind::Read => reads = reads.union(tagged)?,
                    AccessKind::MustWrite => must_writes = must_writes.union(tagged)?,
                    AccessKind::MayWrite => may_writes = may_writes.union(tagged)?,
                }
                refs.push(Ref {
                    tag,
                    stmt: si,
                    access: k,
                    array: a.array.clone(),
                    kind: a.kind,
                });
            }
        }
        let all = reads
            .clone()
            .union(must_writes.clone())?
            .union(may_writes.clone())?;
        let untag = all.domain()?.unwrap()?.domain_map()?;
        let tagged_schedule = untag.clone().apply_range(schedule.clone())?;
        Ok(View {
            ctx,
            domain,
            schedule,
            reads,
            must_writes,
            may_writes,
            tagged_schedule,
            tagged_dates,
            untag,
            refs,
            prefix,
        })
    }

    /// All writes (must and may), tagged.
    pub fn writes(&self) -> isl::Result<UnionMap<'c>> {
        self.must_writes.clone().union(self.may_writes.clone())
    }

    /// The reference with this tag name.
    pub fn reference(&self, tag: &str) -> Option<&Ref> {
        self.refs.iter().find(|r| r.tag == tag)
    }

    /// The reference at the source (`[S[i] -> tag[]] -> ...`) of one piece
    /// of a tagged relation.
    pub fn source_ref(&self, m: &Map) -> isl::Result<Option<&Ref>> {
        // From the space: the domain itself can be costly to project.
        let tag = m
            .get_space()?
            .domain()?
            .unwrap()?
            .tuple_name(isl::DimType::Out)?;
        Ok(tag.and_then(|t| self.reference(&t)))
    }

    /// The pieces of a tagged relation whose source reference `keep`
    /// accepts.
    pub fn pieces(
        &self,
        rel: &UnionMap<'c>,
        keep: impl Fn(Option<&Ref>) -> bool,
    ) -> isl::Result<UnionMap<'c>> {
        let mut kept = UnionMap::parse(self.ctx, &format!("{}{{ }}", self.prefix))?;
        for m in rel.maps()? {
            if keep(self.source_ref(&m)?) {
                kept = kept.union(UnionMap::try_from(m)?)?;
            }
        }
        Ok(kept)
    }

    /// The reference at the sink (`... -> [S[i] -> tag[]]`) of one piece of
    /// a tagged relation.
    pub fn sink_ref(&self, m: &Map) -> isl::Result<Option<&Ref>> {
        let tag = m
            .get_space()?
            .range()?
            .unwrap()?
            .tuple_name(isl::DimType::Out)?;
        Ok(tag.and_then(|t| self.reference(&t)))
    }

    /// Arrays whose final contents are observed after the SCoP.
    pub fn live_out_arrays(scop: &Scop) -> Vec<String> {
        scop.arrays
            .iter()
            .filter(|a| matches!(a.kind, ArrayKind::Memory | ArrayKind::ExitPhi))
            .map(|a| a.name.clone())
            .collect()
    }

    /// The original dates as one multi-valued function of the tagged
    /// instances, when every date has one length (the model's 2d+1
    /// schedules always do): what [`UnionMap::lex_lt_at`] filters pairs
    /// with, instead of a dataflow problem or the relation of every pair
    /// of instances in order. None for dates of different lengths.
    pub fn dates(&self) -> isl::Result<Option<isl::MultiUnionPwAff<'c>>> {
        let maps = self.tagged_dates.maps()?;
        let n = maps.first().map(Map::n_out).unwrap_or(0);
        if maps.is_empty()
            || !maps.iter().all(|m| m.n_out() == n)
            || !self.tagged_dates.is_single_valued()?
        {
            return Ok(None);
        }
        isl::MultiUnionPwAff::from_union_map(self.tagged_dates.clone()).map(Some)
    }

    /// Tags the instances of a schedule: `[S[i] -> tag[]] -> time`, dates
    /// padded to one length ([`pad_dates`]).
    pub fn tag_schedule(&self, schedule: UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        self.untag.clone().apply_range(pad_dates(schedule)?)
    }
}

/// Untags a tagged relation: `[S[i] -> ref[]] -> [T[j] -> ref'[]]` to
/// `S[i] -> T[j]`.
pub(crate) fn untagged<'c>(rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
    rel.clone().domain_factor_domain()?.range_factor_domain()
}

/// A schedule whose dates all have the length of the longest, shorter ones
/// extended with zeros. isl compares dates of one length only, and its AST
/// generator orders dates of different lengths as it pleases: every
/// schedule is padded before it is checked or generated, so both see one
/// order.
/// Each date of `dates` (instances to dates) that is one constant for
/// every instance, whatever the parameters; None where a date varies.
pub fn constant_dates(dates: &Map<'_>) -> isl::Result<Vec<Option<i64>>> {
    let n = dates.n_out();
    let range = dates.clone().range()?;
    (0..n)
        .map(|d| {
            // The model's dates state their constants as equalities: read
            // without the two LPs below (0.5% of a PolyBench kernel's
            // compile time on average).
            if let Some(v) = dates.plain_fixed_out(d)? {
                return Ok(Some(v));
            }
            let date = range
                .clone()
                .project_out(isl::DimType::Set, d + 1, n - d - 1)?
                .project_out(isl::DimType::Set, 0, d)?;
            let low = date.clone().dim_min_val(0)?.to_i64();
            let high = date.dim_max_val(0)?.to_i64();
            Ok(match (low, high) {
                (Some(a), Some(b)) if a == b => Some(a),
                _ => None,
            })
        })
        .collect()
}

/// One untagged relation per reference of a tagged access relation (a
/// union over a statement would merge its references to one array, which
/// mixes their subscripts).
pub fn per_reference<'c>(tagged: UnionMap<'c>) -> isl::Result<Vec<isl::Map<'c>>> {
    tagged
        .maps()?
        .into_iter()
        .map(|m| m.domain_factor_domain())
        .collect()
}

/// The SCoP's original schedule on its statements' domains, without the
/// rest of a [`View`]: what a search on the original order reads.
pub fn original_schedule<'c>(ctx: &'c Ctx, scop: &Scop) -> isl::Result<UnionMap<'c>> {
    let mut schedule = UnionMap::parse(ctx, &format!("{}{{ }}", scop.param_prefix()))?;
    for st in &scop.statements {
        let dates =
            Map::parse(ctx, &st.schedule)?.intersect_domain(Set::parse(ctx, &st.domain)?)?;
        schedule = schedule.union(UnionMap::try_from(dates)?)?;
    }
    Ok(schedule)
}

pub fn pad_dates(schedule: UnionMap<'_>) -> isl::Result<UnionMap<'_>> {
    let parts = schedule.maps()?;
    let width = parts.iter().map(|m| m.n_out()).max().unwrap_or(0);
    if parts.iter().all(|m| m.n_out() == width) {
        return Ok(schedule);
    }
    let ctx = schedule.ctx();
    let mut out = UnionMap::empty(ctx)?;
    for m in &parts {
        if m.tuple_name(isl::DimType::Out)?.is_some() {
            return Err(isl::Error::new(
                isl::ErrorKind::Invalid,
                "a schedule's dates of different lengths must be anonymous tuples".to_string(),
            ));
        }
    }
    for m in parts {
        let k = m.n_out();
        let ts: Vec<String> = (0..k).map(|j| format!("t{j}")).collect();
        let mut to = ts.clone();
        to.extend(std::iter::repeat_n("0".to_string(), width - k));
        let pad = UnionMap::parse(
            ctx,
            &format!("{{ [{}] -> [{}] }}", ts.join(", "), to.join(", ")),
        )?;
        out = out.union(UnionMap::try_from(m)?.apply_range(pad)?)?;
    }
    Ok(out)
}
