//! A first automatic scheduler (issue 5, in progress): isl's scheduler
//! (a Pluto-style algorithm) under conservative constraints, and tiling of
//! every permutable band of depth two or more.
//!
//! Validity is every dependence, value-based and memory-based, so the result
//! is legal by construction (the caller still runs the violation check);
//! releasing memory-based dependences with live ranges (paper 001) is the
//! next step. Proximity is flow and read-after-read reuse; coincidence is
//! validity, so parallel loops come out as coincident band members.

use crate::deps::Dependences;
use crate::view::View;
use isl::{Ctx, ScheduleConstraints, ScheduleNodeKind, UnionMap};
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
    let tiled = schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() == ScheduleNodeKind::Band
            && node.band_n_member()? >= 2
            && node.band_permutable()?
        {
            let n = node.band_n_member()?;
            node.band_tile(&vec![tile; n])
        } else {
            Ok(node)
        }
    })?;
    let map = tiled.get_map()?.intersect_domain(view.domain.clone())?;
    if map.is_equal(&view.schedule)? {
        return Ok(None);
    }
    Ok(Some(map.to_string()))
}
