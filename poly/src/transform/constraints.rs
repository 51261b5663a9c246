//! Dependences as scheduling constraints: the relations between statement
//! instances that a schedule must respect, in the forms isl's scheduler
//! takes (validity, and conditional validity under live ranges).

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use isl::{Ctx, ScheduleConstraints, UnionMap, UnionSet};
use tessera_ir::Scop;

pub(crate) use crate::analysis::view::untagged;

/// Every dependence, value-based and memory-based, between statement
/// instances: what a schedule must respect.
pub(crate) fn validity_of<'c>(d: &Dependences<'c>) -> isl::Result<UnionMap<'c>> {
    validity_uncoalesced(d)?.coalesce()
}

/// [`validity_of`] as one piece per pair of references, not coalesced.
/// isl's scheduler takes a Farkas system per piece, whose cost grows with
/// the piece's constraints: a stencil's neighbours (each piece a constant
/// distance) coalesce into octahedra that cost more than all of them
/// apart (PolyBench heat-3d: 326 against 95 million instructions in the
/// scheduler), where most SCoPs' pieces merge into fewer alike ones.
pub(crate) fn validity_uncoalesced<'c>(d: &Dependences<'c>) -> isl::Result<UnionMap<'c>> {
    let mut validity = untagged(&d.flow)?;
    for rel in [&d.anti, &d.output, &d.final_writes, &d.initial_reads] {
        validity = validity.union(untagged(rel)?)?;
    }
    Ok(validity)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A Jacobi step: S0 reads A at three neighbours into B, S1 copies B
    /// back, under a time loop.
    const JACOBI: &str = r#"
scop @jacobi in @f {
  params [n : i64, t : i64]
  context "[n, t] -> { : n >= 3 and t >= 1 }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  stmt @S0 {
    domain "[n, t] -> { S0[s, i] : 0 <= s < t and 1 <= i < n - 1 }"
    schedule "[n, t] -> { S0[s, i] -> [0, s, 0, i] }"
    read #0 @A "[n, t] -> { S0[s, i] -> A[i - 1] }"
    read #1 @A "[n, t] -> { S0[s, i] -> A[i] }"
    read #2 @A "[n, t] -> { S0[s, i] -> A[i + 1] }"
    write #3 @B "[n, t] -> { S0[s, i] -> B[i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fadd %0, %1 : f64
    %4 = fadd %3, %2 : f64
    store %4, #3 : void
  }
  stmt @S1 {
    domain "[n, t] -> { S1[s, i] : 0 <= s < t and 1 <= i < n - 1 }"
    schedule "[n, t] -> { S1[s, i] -> [0, s, 1, i] }"
    read #0 @B "[n, t] -> { S1[s, i] -> B[i] }"
    write #1 @A "[n, t] -> { S1[s, i] -> A[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

    /// The stencil's validity apart is the same relation as coalesced,
    /// in more pieces: the neighbours' constant distances stay apart
    /// (what makes isl's Farkas systems small for time tiling).
    #[test]
    fn uncoalesced_validity_is_the_same_relation_in_more_pieces() {
        let scop: Scop = JACOBI.parse().unwrap();
        let ctx = Ctx::new();
        let v = View::new(&ctx, &scop).unwrap();
        let d = Dependences::compute_for_scheduling(&v, &scop).unwrap();
        let apart = validity_uncoalesced(&d).unwrap();
        let merged = validity_of(&d).unwrap();
        assert!(apart.is_equal(&merged).unwrap());
        let pieces = |u: &UnionMap| -> usize {
            u.maps()
                .unwrap()
                .iter()
                .map(|m| m.n_basic_map().unwrap())
                .sum()
        };
        assert!(pieces(&apart) > pieces(&merged), "{apart} against {merged}");
    }
}
