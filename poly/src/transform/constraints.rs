//! Dependences as scheduling constraints: the relations between statement
//! instances that a schedule must respect, in the forms isl's scheduler
//! takes (validity, and conditional validity under live ranges).

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use isl::{Ctx, ScheduleConstraints, UnionMap, UnionSet};
use tessera_ir::Scop;

/// Untags a tagged relation: `[S[i] -> ref[]] -> [T[j] -> ref'[]]` to
/// `S[i] -> T[j]`.
pub(crate) fn untagged<'c>(rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
    rel.clone().domain_factor_domain()?.range_factor_domain()
}

/// Every dependence, value-based and memory-based, between statement
/// instances: what a schedule must respect.
pub(crate) fn validity_of<'c>(d: &Dependences<'c>) -> isl::Result<UnionMap<'c>> {
    let mut validity = untagged(&d.flow)?;
    for rel in [&d.anti, &d.output, &d.final_writes, &d.initial_reads] {
        validity = validity.union(untagged(rel)?)?;
    }
    validity.coalesce()
}

/// The scheduler's constraints under live ranges (the technique of
/// live-range reordering, as in PPCG): a schedule may reorder the uses of a
/// zero-dimensional array as long as no two of its live ranges overlap.
/// Scalars that LICM and GVN make (a hoisted `alpha * A[i][k]`) otherwise
/// order every instance after the previous one through their anti and
/// output dependences, and no band of two loops survives.
pub(crate) struct LiveRangeConstraints<'c> {
    /// Value-based flow, final writes, initial reads, and the memory-based
    /// dependences of arrays with elements (untagged).
    pub validity: UnionMap<'c>,
    /// The live ranges of the zero-dimensional arrays (tagged flow).
    pub condition: UnionMap<'c>,
    /// Their anti and output dependences (tagged): respected wherever a
    /// live range adjacent to them is not local to the band.
    pub conditional: UnionMap<'c>,
}

impl<'c> LiveRangeConstraints<'c> {
    pub(crate) fn of(
        ctx: &'c Ctx,
        scop: &Scop,
        view: &View<'c>,
        d: &Dependences<'c>,
    ) -> isl::Result<LiveRangeConstraints<'c>> {
        let scalars: Vec<&str> = scop
            .arrays
            .iter()
            .filter(|a| crate::transform::reload::is_scalar(scop, &a.name))
            .map(|a| a.name.as_str())
            .collect();
        let elements = UnionSet::parse(
            ctx,
            &format!(
                "{}{{ {} }}",
                view.prefix,
                scalars
                    .iter()
                    .map(|a| format!("{a}[]"))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        )?;
        // The tagged references to zero-dimensional arrays.
        let scalar_refs = view
            .reads
            .clone()
            .union(view.writes()?)?
            .intersect_range(elements)?
            .domain()?;
        let false_deps = d.anti.clone().union(d.output.clone())?;
        let conditional = false_deps.clone().intersect_domain(scalar_refs.clone())?;
        let other = false_deps.subtract_domain(scalar_refs.clone())?;
        let mut validity = untagged(&d.flow)?.union(untagged(&other)?)?;
        for rel in [&d.final_writes, &d.initial_reads] {
            validity = validity.union(untagged(rel)?)?;
        }
        let condition = d.flow.clone().intersect_domain(scalar_refs)?;
        Ok(LiveRangeConstraints {
            validity: validity.coalesce()?,
            condition: condition.coalesce()?,
            conditional: conditional.coalesce()?,
        })
    }
}

/// `sc` rebuilt relation by relation under `context`: every set of its
/// domain through `set` and every map of its relations through `map`, each
/// union built afresh, its pieces inserted in order of their spaces when
/// `sorted` (else in the order isl lists them).
pub(crate) fn rebuild<'c>(
    sc: &ScheduleConstraints<'c>,
    context: isl::Set<'c>,
    sorted: bool,
    set: impl Fn(isl::Set<'c>) -> isl::Result<isl::Set<'c>>,
    map: impl Fn(isl::Map<'c>) -> isl::Result<isl::Map<'c>>,
) -> isl::Result<ScheduleConstraints<'c>> {
    let ctx = sc.ctx();
    let rebuilt = |u: UnionMap<'c>| -> isl::Result<UnionMap<'c>> {
        let mut maps = u.maps()?;
        if sorted {
            maps.sort_by_cached_key(|m| m.get_space().map(|s| s.to_string()).unwrap_or_default());
        }
        maps.into_iter().try_fold(UnionMap::empty(ctx)?, |acc, m| {
            acc.union(UnionMap::try_from(map(m)?)?)
        })
    };
    let mut sets = sc.get_domain()?.sets()?;
    if sorted {
        sets.sort_by_cached_key(|s| s.get_space().map(|s| s.to_string()).unwrap_or_default());
    }
    let domain = sets
        .into_iter()
        .try_fold(UnionSet::empty(ctx)?, |acc, s| acc.add_set(set(s)?))?;
    let out = ScheduleConstraints::on_domain(domain)?
        .set_context(context)?
        .set_validity(rebuilt(sc.get_validity()?)?)?
        .set_proximity(rebuilt(sc.get_proximity()?)?)?
        .set_coincidence(rebuilt(sc.get_coincidence()?)?)?;
    let condition = sc.get_conditional_validity_condition()?;
    if condition.is_empty()? {
        return Ok(out);
    }
    out.set_conditional_validity(
        rebuilt(condition)?,
        rebuilt(sc.get_conditional_validity()?)?,
    )
}
