//! Register tiling (issue 5, item 6): unroll-and-jam of a tiled band's
//! point loops.
//!
//! Inside a cache tile, the point loops of the (up to) two members just
//! outside the stride-1 innermost one are tiled again by a small size `u`,
//! and their `u` point iterations are unrolled inside the innermost loop
//! (jammed). Each jammed copy shares the loads of the accesses invariant
//! along the unrolled members: in gemm's `(i, k, j)` band, `B[k][j]` is
//! loaded once for 4 rows and `C[i][j]` stays in a register across 4 `k`
//! steps, so the vectorized `j` loop does 16 multiply-adds per 8 memory
//! accesses instead of 1 per 3.
//!
//! The schedule carries the register tile as two more bands (its tile
//! loops, then its point loops under a [`MARK`]); the violation check
//! judges the result like any schedule. [`collect`] finds the point loops'
//! dimensions in the flat schedule; code generation unrolls them where a
//! register tile is full, behind one test outside the loop they are
//! jammed into, so that loop stays guard-free for the vectorizer (isl's
//! own unrolling with isolated full tiles cost 10 times the AST's time on
//! gemm). Unrolling only shapes the generated code; the order of the
//! instances is the flat schedule's.

use isl::{Ctx, Schedule, ScheduleNode, ScheduleNodeKind, UnionMap, UnionSet};

/// The mark above a register tile's point band (followed by `:` and the
/// unrolled members).
pub const MARK: &str = "tessera.unroll";

/// Jammed copies of the statements one register tile may make (code size).
const MAX_COPIES: i64 = 32;

/// A register tile; its text form belongs to the schedule file
/// (`tessera_ir::tsched`), which carries it.
pub use tessera_ir::tsched::RegisterTile;

/// Register-tiles the point band below the cache-tile band `node` (the
/// result of `band_tile`), members outside the innermost one along which
/// some access stays on one element; returns the tile band again and the
/// unrolled members, or `node` unchanged and none when nothing pays.
/// `partial` is the band's (permuted) partial schedule before tiling.
pub(crate) fn register_tile<'c>(
    ctx: &'c Ctx,
    node: ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    writes: &[isl::Map<'c>],
    stmts: &[String],
    size: i64,
) -> isl::Result<(ScheduleNode<'c>, Vec<usize>)> {
    let n = node.band_n_member()?;
    if size < 2 || n < 2 || !writes_in_place(refs, writes, stmts)? {
        return Ok((node, Vec::new()));
    }
    // In a band of two loops the jammed copies pay only when they keep a
    // written element in a register (doitgen's `sum[p]` across 4 steps of
    // `s`: 15% faster); sharing a read (gemver) measured no faster, for a
    // third more compile time.
    let shared = if n == 2 { writes } else { refs };
    let n_stmts = stmts.len();
    let mut members = Vec::new();
    for m in (0..n - 1).rev().take(2) {
        if reuse_along(ctx, partial, shared, n, m)? {
            members.push(m);
        }
    }
    // Code size: each member multiplies the copies of every statement.
    while !members.is_empty() && n_stmts as i64 * size.pow(members.len() as u32) > MAX_COPIES {
        members.pop();
    }
    if members.is_empty() {
        return Ok((node, Vec::new()));
    }
    members.sort_unstable();
    let sizes: Vec<i64> = (0..n)
        .map(|m| if members.contains(&m) { size } else { 1 })
        .collect();
    // Tile band -> point band -> (register) tile band -> point band.
    // The mark names the unrolled members: `tessera.unroll:0,1`.
    let ms: Vec<String> = members.iter().map(|m| m.to_string()).collect();
    let marked = node
        .child(0)?
        .band_tile(&sizes)?
        .child(0)?
        .insert_mark(&format!("{MARK}:{}", ms.join(",")))?;
    log::debug!(
        target: "tessera::register",
        "{}: point member(s) {} unrolled by {size} and jammed",
        stmts.join(", "),
        ms.join(", ")
    );
    Ok((marked.parent()?.parent()?, members))
}

/// Is every array the statements write referenced by them only through
/// that write's subscripts (gemm's `C[i][j] += ...`)? Otherwise the jammed
/// copies' stores and loads of one array are pairs LLVM's vectorizer must
/// check at run time, past its limit: trmm (`B[i][j] += A[k][i] *
/// B[k][j]`) ran 2x slower, its innermost loop no longer vectorized.
fn writes_in_place(refs: &[isl::Map], writes: &[isl::Map], stmts: &[String]) -> isl::Result<bool> {
    let ours = |m: &isl::Map| -> isl::Result<bool> {
        Ok(stmts.contains(&m.tuple_name(isl::DimType::In)?.unwrap_or_default()))
    };
    for w in writes {
        if w.n_out() == 0 || !ours(w)? {
            continue;
        }
        let array = w.tuple_name(isl::DimType::Out)?;
        for r in refs {
            if ours(r)? && r.tuple_name(isl::DimType::Out)? == array && !r.is_equal(w)? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Does some reference stay on one element between instances one step
/// apart along member `m` of the band (reuse a jammed copy shares)?
pub(crate) fn reuse_along(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<bool> {
    let key = crate::analysis::memo::along_key(partial, refs, n, m);
    crate::analysis::memo::remembered("reuse_along", key, || {
        reuse_along_now(ctx, partial, refs, n, m)
    })
}

/// [`reuse_along`], computed.
fn reuse_along_now(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<bool> {
    let coords: Vec<&str> = (0..n).map(|k| if k == m { "1" } else { "0" }).collect();
    let unit = UnionSet::parse(ctx, &format!("{{ [{}] }}", coords.join(", ")))?;
    let stmts = partial.clone().domain()?;
    for a in refs.iter().filter(|a| a.n_out() > 0) {
        let a = UnionMap::try_from(a.clone())?.intersect_domain(stmts.clone())?;
        if a.is_empty()? {
            continue;
        }
        let steps = crate::analysis::steps::reuse_steps(partial, &a)?;
        // (For some sizes: with parameters, the step exists only where
        // the loop has two iterations or more.)
        if !steps.intersect(unit.clone())?.is_empty()? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The register tiles marked in `schedule`, with their point loops'
/// positions in the flat schedule (`Schedule::get_map`): one per band
/// member above, one per sequence or set above.
pub fn collect(schedule: &Schedule, size: i64) -> isl::Result<Vec<RegisterTile>> {
    collect_at(schedule, size, true)
}

/// [`collect`] with the point loops' schedule depths (band members above
/// only): the `c<depth>` iterators of the AST isl builds from the tree.
pub fn collect_in_tree(schedule: &Schedule, size: i64) -> isl::Result<Vec<RegisterTile>> {
    collect_at(schedule, size, false)
}

fn collect_at(schedule: &Schedule, size: i64, flat: bool) -> isl::Result<Vec<RegisterTile>> {
    let mut tiles = Vec::new();
    schedule.root()?.foreach_descendant_top_down(|node| {
        if node.kind() != ScheduleNodeKind::Mark {
            return Ok(true);
        }
        let name = node.mark_id_name()?;
        let Some(members) = name.strip_prefix(MARK).and_then(|r| r.strip_prefix(':')) else {
            return Ok(true);
        };
        let band = node.get_child(0)?;
        let above = dims_above(node)?;
        let first = if flat {
            above.len()
        } else {
            above.iter().filter(|&&is_loop| is_loop).count()
        };
        let n = band.band_n_member()?;
        let dims: Vec<usize> = members
            .split(',')
            .filter_map(|m| m.parse::<usize>().ok())
            .filter(|&m| m < n)
            .map(|m| first + m)
            .collect();
        let mut stmts = Vec::new();
        for set in band.domain()?.sets()? {
            stmts.push(set.tuple_name()?.unwrap_or_default());
        }
        stmts.sort();
        if !dims.is_empty() {
            tiles.push(RegisterTile { stmts, dims, size });
        }
        Ok(true)
    })?;
    Ok(tiles)
}

/// For statement `stmt` under the tree `schedule`: each dimension of its
/// flat dates (`Schedule::get_map`: one per band member above, one per
/// sequence or set above) with the schedule depth of its loop in the AST
/// isl builds from the tree (named `c<depth>`), None for a sequence or
/// set position. Empty when the statement is not in the tree.
pub fn tree_loop_depths(schedule: &Schedule, stmt: &str) -> isl::Result<Vec<Option<usize>>> {
    let mut leaf = None;
    schedule.root()?.foreach_descendant_top_down(|node| {
        if leaf.is_some() {
            return Ok(false);
        }
        // A domain node's own domain reads as empty; a filter's is what
        // reaches it (the leaf test below settles which branch).
        if node.kind() == ScheduleNodeKind::Domain {
            return Ok(true);
        }
        if !node
            .domain()?
            .sets()?
            .iter()
            .any(|s| s.tuple_name().ok().flatten().as_deref() == Some(stmt))
        {
            return Ok(false);
        }
        if node.kind() == ScheduleNodeKind::Leaf {
            leaf = Some(node.clone());
        }
        Ok(true)
    })?;
    let Some(leaf) = leaf else {
        return Ok(Vec::new());
    };
    // Band members as depths: a running count of the loops above.
    let mut depth = 0;
    Ok(dims_above(&leaf)?
        .into_iter()
        .map(|is_loop| {
            is_loop.then(|| {
                depth += 1;
                depth - 1
            })
        })
        .collect())
}

/// The dimensions of the flat dates above `node`, outermost first: true
/// for a band member (a loop), false for a sequence or set position.
fn dims_above(node: &isl::ScheduleNode<'_>) -> isl::Result<Vec<bool>> {
    // Bottom-up, then reversed.
    let mut dims = Vec::new();
    let mut up = node.clone();
    while up.has_parent()? {
        up = up.parent()?;
        match up.kind() {
            ScheduleNodeKind::Band => dims.extend((0..up.band_n_member()?).map(|_| true)),
            ScheduleNodeKind::Sequence | ScheduleNodeKind::Set => dims.push(false),
            _ => {}
        }
    }
    dims.reverse();
    Ok(dims)
}

/// `schedule` without the trailing members of each register tile's point
/// band that repeat the register band's member above them (the members
/// not unrolled: tiled by 1). isl's AST generator drops such a loop,
/// which runs once, but finding that out costs it a third of a matrix
/// product's AST (a statement tiled by 128 and by 4: 20 ms, 14 ms
/// without). The loops are the same, and only trailing members go, so no
/// loop changes its depth (its `c<depth>` name). For the AST generator
/// only: the flat dates of the tree change length.
pub fn without_repeated_points(schedule: Schedule<'_>) -> isl::Result<Schedule<'_>> {
    schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() != ScheduleNodeKind::Band || !node.has_parent()? {
            return Ok(node);
        }
        let mark = node.clone().parent()?;
        if mark.kind() != ScheduleNodeKind::Mark || !mark.mark_id_name()?.starts_with(MARK) {
            return Ok(node);
        }
        let register = mark.parent()?;
        let n = node.band_n_member()?;
        if register.kind() != ScheduleNodeKind::Band || register.band_n_member()? != n {
            return Ok(node);
        }
        let (points, tiles) = (
            node.band_partial_schedule()?,
            register.band_partial_schedule()?,
        );
        let mut keep = n;
        while keep > 1 {
            let (p, t) = (points.get_at(keep - 1)?, tiles.get_at(keep - 1)?);
            if !p.to_union_map()?.is_equal(&t.to_union_map()?)? {
                break;
            }
            keep -= 1;
        }
        if keep == n {
            return Ok(node);
        }
        node.band_split(keep)?.child(0)?.delete()?.parent()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A band of three members tiled by 8, then its members 0 and 1 by 2
    /// (register tile), as `register_tile` builds it (tiling's options:
    /// neither scaled tile loops nor shifted point loops).
    fn register_tiled(ctx: &Ctx) -> Schedule<'_> {
        ctx.set_tile_scale_tile_loops(false);
        ctx.set_tile_shift_point_loops(false);
        let domain = UnionSet::parse(ctx, "{ S[i, k, j] : 0 <= i, k, j < 20 }").unwrap();
        let band = isl::MultiUnionPwAff::parse(
            ctx,
            "[{ S[i, k, j] -> [(i)] }, { S[i, k, j] -> [(k)] }, { S[i, k, j] -> [(j)] }]",
        )
        .unwrap();
        let node = Schedule::from_domain(domain)
            .unwrap()
            .insert_partial_schedule(band)
            .unwrap()
            .root()
            .unwrap()
            .child(0)
            .unwrap()
            .band_tile(&[8, 8, 8])
            .unwrap()
            .child(0)
            .unwrap()
            .band_tile(&[2, 2, 1])
            .unwrap()
            .child(0)
            .unwrap()
            .insert_mark(&format!("{MARK}:0,1"))
            .unwrap();
        node.schedule().unwrap()
    }

    fn ast(ctx: &Ctx, s: Schedule<'_>) -> String {
        let b = isl::AstBuild::from_context(isl::Set::parse(ctx, "{ : }").unwrap()).unwrap();
        b.node_from_schedule(s).unwrap().to_c_string()
    }

    #[test]
    fn repeated_point_members_go_and_the_loops_stay() {
        let ctx = Ctx::new();
        let tiled = register_tiled(&ctx);
        let points = |s: &Schedule| -> usize {
            let mut n = 0;
            s.root()
                .unwrap()
                .foreach_descendant_top_down(|node| {
                    if node.kind() == ScheduleNodeKind::Mark {
                        n = node.get_child(0)?.band_n_member()?;
                    }
                    Ok(true)
                })
                .unwrap();
            n
        };
        assert_eq!(points(&tiled), 3);
        let without = without_repeated_points(tiled.clone()).unwrap();
        // `j`'s point member repeats its register member: it goes; the
        // unrolled ones stay.
        assert_eq!(points(&without), 2);
        assert_eq!(ast(&ctx, tiled), ast(&ctx, without));
    }
}
