//! Tiles in wavefronts: where every member of an outermost tiled band
//! carries a dependence, no loop of the band (nor one around it) may run
//! on threads, but the tiles of one anti-diagonal may. The tile band's
//! first member becomes the sum of its first two ([`skew`]); the second
//! tile loop then carries no dependence, and the parallel check finds it.
//! Only with option `parallel` ([`crate::transform::auto::AutoOptions`]'s
//! `wavefront`), and only where the tiles are many enough to keep two
//! threads busy ([`pays`]). Time-tiled stencils get the same order from
//! [`crate::transform::stencil`].

use crate::analysis::steps::member_carries_nothing;
use isl::{Ctx, MultiUnionPwAff, ScheduleNode, UnionMap};

/// The remark's words for tiles in wavefronts.
pub(crate) const REMARK: &str =
    ", the tiles in wavefronts (the first two tile loops' sum first: the second carries no dependence)";

/// Two threads must be predicted to run a band's tiles in wavefronts at
/// least this many times faster than one (PolyBench's lu at 400, 4x4
/// tiles in wavefronts of 1 to 4 tiles, predicted 1.6x, ran 1.16x faster
/// on two threads; nussinov at 2500, a triangle of 20x20 tiles, predicted
/// 1.9x, ran 1.86x).
const MIN_GAIN: f64 = 1.75;

/// Does the band `node` (statements to its `n` members: `partial`) need
/// its tiles in wavefronts for a loop that threads may share? Where it
/// is outermost and each of its members carries some of the dependences
/// `deps`, none of its loops, and no loop around it, runs in parallel
/// (nussinov's rows and columns); a member that carries none gives a
/// parallel tile loop as it is.
pub(crate) fn needed(
    ctx: &Ctx,
    node: &ScheduleNode<'_>,
    partial: &UnionMap<'_>,
    deps: &UnionMap<'_>,
    n: usize,
) -> isl::Result<bool> {
    if n < 2 || node.schedule_depth()? > 0 {
        return Ok(false);
    }
    for m in 0..n {
        if member_carries_nothing(ctx, partial, deps, n, m)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Do the tiles of the tile band `node` pay for wavefronts on two
/// threads: taken as the box of their first two tile loops' values, are
/// the anti-diagonals long enough for [`MIN_GAIN`]? True where a bound is
/// not a constant (sizes known at run time: the parallel check's work
/// estimate decides).
pub(crate) fn pays(node: &ScheduleNode<'_>) -> isl::Result<bool> {
    let tiles = node
        .band_partial_schedule_union_map()?
        .intersect_domain(node.domain()?)?
        .range()?;
    let mut extents = [0i64; 2];
    for set in tiles.sets()? {
        let k = set.dim(isl::DimType::Set);
        let first_two = set.project_out(isl::DimType::Set, 2, k - 2)?;
        for (m, extent) in extents.iter_mut().enumerate() {
            let lo = first_two.clone().dim_min_val(m)?.to_i64();
            let hi = first_two.clone().dim_max_val(m)?.to_i64();
            match (lo, hi) {
                (Some(lo), Some(hi)) => *extent = (*extent).max(hi - lo + 1),
                _ => return Ok(true),
            }
        }
    }
    Ok(gain(extents[0], extents[1]) >= MIN_GAIN)
}

/// The time one thread takes over the time two take on an `a` x `b` box
/// of equal tiles run in wavefronts (each anti-diagonal's tiles shared,
/// a barrier between anti-diagonals).
fn gain(a: i64, b: i64) -> f64 {
    if a < 1 || b < 1 {
        return 1.0;
    }
    let on_two: i64 = (0..a + b - 1)
        .map(|w| {
            let tiles = (0..a).filter(|x| (0..b).contains(&(w - x))).count() as i64;
            (tiles + 1) / 2
        })
        .sum();
    (a * b) as f64 / on_two as f64
}

/// The tile band `node` of `n` members with its first member replaced by
/// the sum of the first two: tiles of one wavefront (one value of the
/// sum) differ along the second tile loop, which then carries no
/// dependence. Every dependence goes forward or stays along each member
/// of the permutable band, so along each tile loop (floors are monotone):
/// along their sum too, and where the sum stays, both stay. The order
/// keeps what the tiling theorem proves of the band (its proof does not
/// read the tile loops), and the band stays permutable.
pub(crate) fn skew<'c>(
    ctx: &'c Ctx,
    node: ScheduleNode<'c>,
    n: usize,
) -> isl::Result<ScheduleNode<'c>> {
    let ts: Vec<String> = (0..n).map(|k| format!("t{k}")).collect();
    let mut skewed = ts.clone();
    skewed[0] = "t0 + t1".to_string();
    let map = UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", ts.join(", "), skewed.join(", ")),
    )?;
    let partial = node.band_partial_schedule_union_map()?.apply_range(map)?;
    node.delete()?
        .insert_partial_schedule(MultiUnionPwAff::from_union_map(partial)?)?
        .band_set_permutable(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use isl::{Schedule, ScheduleNodeKind, UnionSet};

    #[test]
    fn gain_grows_with_the_anti_diagonals() {
        assert_eq!(gain(1, 20), 1.0);
        // 4x4: anti-diagonals of 1, 2, 3, 4, 3, 2, 1 tiles.
        assert!((gain(4, 4) - 1.6).abs() < 1e-9);
        assert!(gain(4, 4) < MIN_GAIN);
        assert!(gain(8, 8) >= MIN_GAIN);
        assert!(gain(20, 20) > 1.9);
        // Two tiles on almost every anti-diagonal.
        assert!(gain(2, 50) > 1.9);
    }

    /// A 2-d band tiled by 10 over `n` x `n`, its tile band; tile loops
    /// count tiles, as in [`crate::transform::tiling`].
    fn tile_band(ctx: &Ctx, n: i64) -> ScheduleNode<'_> {
        ctx.set_tile_scale_tile_loops(false);
        ctx.set_tile_shift_point_loops(false);
        let domain = UnionSet::parse(ctx, &format!("{{ S[i, j] : 0 <= i, j < {n} }}")).unwrap();
        let partial =
            MultiUnionPwAff::parse(ctx, "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]").unwrap();
        let tree = Schedule::from_domain(domain)
            .unwrap()
            .insert_partial_schedule(partial)
            .unwrap();
        let band = tree.root().unwrap().child(0).unwrap();
        band.band_set_permutable(true)
            .unwrap()
            .band_tile(&[10, 10])
            .unwrap()
    }

    #[test]
    fn skew_sums_the_first_two_tile_loops() {
        let ctx = Ctx::new();
        let node = skew(&ctx, tile_band(&ctx, 100), 2).unwrap();
        assert_eq!(node.kind(), ScheduleNodeKind::Band);
        assert!(node.band_permutable().unwrap());
        let expected = UnionMap::parse(
            &ctx,
            "{ S[i, j] -> [floor(i/10) + floor(j/10), floor(j/10)] : 0 <= i, j < 100 }",
        )
        .unwrap();
        let got = node
            .band_partial_schedule_union_map()
            .unwrap()
            .intersect_domain(node.domain().unwrap())
            .unwrap();
        assert!(got.is_equal(&expected).unwrap(), "{got}");
    }

    #[test]
    fn few_tiles_do_not_pay() {
        let ctx = Ctx::new();
        // 10x10 tiles: predicted 1.8x; 4x4 tiles: 1.6x.
        assert!(pays(&tile_band(&ctx, 100)).unwrap());
        assert!(!pays(&tile_band(&ctx, 40)).unwrap());
    }

    #[test]
    fn a_band_with_a_parallel_member_needs_none() {
        let ctx = Ctx::new();
        let node = tile_band(&ctx, 100).child(0).unwrap().parent().unwrap();
        let partial = UnionMap::parse(&ctx, "{ S[i, j] -> [i, j] : 0 <= i, j < 100 }").unwrap();
        // Along i only: j carries nothing.
        let rows = UnionMap::parse(
            &ctx,
            "{ S[i, j] -> S[i + 1, j] : 0 <= i < 99 and 0 <= j < 100 }",
        )
        .unwrap();
        assert!(!needed(&ctx, &node, &partial, &rows, 2).unwrap());
        // Along both (nussinov's rows and columns).
        let both = UnionMap::parse(
            &ctx,
            "{ S[i, j] -> S[i + 1, j] : 0 <= i < 99 and 0 <= j < 100; S[i, j] -> S[i, j + 1] : 0 <= i < 100 and 0 <= j < 99 }",
        )
        .unwrap();
        assert!(needed(&ctx, &node, &partial, &both, 2).unwrap());
    }
}
