//! A first automatic scheduler (issue 5, in progress): isl's scheduler
//! (a Pluto-style algorithm) under conservative constraints; in every
//! permutable band of depth two or more, the member with the most stride-1
//! accesses moved innermost, then the band tiled.
//!
//! Validity is every dependence, value-based and memory-based, so the result
//! is legal by construction (the caller still runs the violation check);
//! releasing memory-based dependences with live ranges (paper 001) is the
//! next step. Proximity is flow and read-after-read reuse; coincidence is
//! validity, so parallel loops come out as coincident band members.

use crate::deps::Dependences;
use crate::view::View;
use isl::{Ctx, MultiUnionPwAff, ScheduleConstraints, ScheduleNodeKind, UnionMap};
use tessera_ir::Scop;

/// Untags a tagged relation: `[S[i] -> ref[]] -> [T[j] -> ref'[]]` to
/// `S[i] -> T[j]`.
fn untagged<'c>(rel: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
    rel.clone().domain_factor_domain()?.range_factor_domain()
}

/// A new schedule for the SCoP (a union map from statement instances to
/// time), or None when isl finds nothing better than the original one.
pub fn auto_schedule(ctx: &Ctx, scop: &Scop, tile: i64) -> isl::Result<Option<String>> {
    let view = View::new(ctx, scop)?;
    let d = Dependences::compute(&view, scop)?;
    let mut validity = untagged(&d.flow)?;
    for rel in [&d.anti, &d.output, &d.final_writes, &d.initial_reads] {
        validity = validity.union(untagged(rel)?)?;
    }
    let proximity = untagged(&d.flow)?.union(untagged(&d.rar)?)?;
    let sc = ScheduleConstraints::on_domain(view.domain.clone())?
        .set_validity(validity.clone())?
        .set_proximity(proximity)?
        .set_coincidence(validity)?;
    let schedule = sc.compute_schedule()?;
    let accesses = view
        .reads
        .clone()
        .union(view.writes()?)?
        .domain_factor_domain()?;
    let tiled = schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() == ScheduleNodeKind::Band
            && node.band_n_member()? >= 2
            && node.band_permutable()?
        {
            let n = node.band_n_member()?;
            // A permutable band may run its members in any order: the one
            // giving the most stride-1 accesses goes innermost, for the
            // vectorizer (the violation check still judges the result).
            let partial = node.band_partial_schedule_union_map()?;
            let inner = stride_one_member(ctx, &partial, &accesses, n)?;
            let node = if inner + 1 != n {
                let order: Vec<usize> = (0..n).filter(|&k| k != inner).chain([inner]).collect();
                let ts: Vec<String> = (0..n).map(|k| format!("t{k}")).collect();
                let to: Vec<String> = order.iter().map(|&k| ts[k].clone()).collect();
                let perm = UnionMap::parse(
                    ctx,
                    &format!("{{ [{}] -> [{}] }}", ts.join(", "), to.join(", ")),
                )?;
                let permuted = MultiUnionPwAff::from_union_map(partial.apply_range(perm)?)?;
                node.delete()?.insert_partial_schedule(permuted)?
            } else {
                node
            };
            node.band_tile(&vec![tile; n])
        } else {
            Ok(node)
        }
    })?;
    let map = tiled.get_map()?.intersect_domain(view.domain.clone())?;
    // A schedule that orders every pair of instances as the original one
    // does is the original one, whatever its form: regenerating it would
    // only cost.
    let new_order = map.clone().lex_lt_union_map(map.clone())?;
    let old_order = view
        .schedule
        .clone()
        .lex_lt_union_map(view.schedule.clone())?;
    if new_order.is_equal(&old_order)? {
        return Ok(None);
    }
    Ok(Some(map.to_string()))
}

/// The band member along which one step moves the most accesses by exactly
/// one element in their last dimension (and nowhere else).
fn stride_one_member(
    ctx: &Ctx,
    partial: &UnionMap,
    accesses: &UnionMap,
    n: usize,
) -> isl::Result<usize> {
    let mut best = (0usize, n - 1);
    for d in 0..n {
        // Instance pairs one step apart along member d.
        let ts: Vec<String> = (0..n).map(|k| format!("t{k}")).collect();
        let mut next = ts.clone();
        next[d] = format!("t{d} + 1");
        let step = UnionMap::parse(
            ctx,
            &format!("{{ [{}] -> [{}] }}", ts.join(", "), next.join(", ")),
        )?;
        let pairs = partial
            .clone()
            .apply_range(step)?
            .apply_range(partial.clone().reverse()?)?;
        let mut count = 0;
        for acc in accesses.maps()? {
            let dims = acc.n_out();
            if dims == 0 {
                continue;
            }
            let name = acc.tuple_name(isl::DimType::Out)?.unwrap_or_default();
            let acc = UnionMap::from(acc);
            // The element differences those instance pairs make.
            let moved = acc
                .clone()
                .reverse()?
                .apply_range(pairs.clone())?
                .apply_range(acc)?
                .deltas()?;
            if moved.is_empty()? {
                continue;
            }
            let unit: Vec<&str> = (0..dims)
                .map(|k| if k + 1 == dims { "1" } else { "0" })
                .collect();
            let unit = isl::UnionSet::parse(ctx, &format!("{{ {name}[{}] }}", unit.join(", ")))?;
            if moved.is_subset(&unit)? {
                count += 1;
            }
        }
        if count > best.0 {
            best = (count, d);
        }
    }
    Ok(best.1)
}
