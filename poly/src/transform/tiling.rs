//! Tiling of the permutable bands of a computed schedule: in every band
//! of two members or more that has reuse, the member with the most
//! stride-1 accesses moved innermost and the band tiled for the cache
//! (`cache_tile`), with register tiles where they pay; a band left
//! untiled is interchanged for stride or for latency instead. The tile
//! bands' marks ([`TILES_MARK`]) are removed before the schedule leaves
//! the scheduler ([`strip_tiles`]).

use crate::analysis::steps::{
    has_reuse, has_time_loop, inner_loops_are_local, is_skewed, member_carries_nothing,
    member_is_local, stride_one_member,
};
use crate::analysis::view::View;
use crate::analysis::violation::TiledBand;
use crate::transform::auto::AutoOptions;
use crate::transform::wavefront;
use isl::{Ctx, MultiUnionPwAff, Schedule, ScheduleNodeKind, UnionMap};
use tessera_ir::Scop;

/// Chains of at most this many dependent updates are left as they are by
/// [`interchange_for_latency`]: an out-of-order core overlaps a short
/// chain with the next one, while the interchanged loop pays at each entry
/// for what it waits on (cholesky's division). Measured on cholesky with
/// AMD EPYC (Zen 4), PolyBench's harness, interchanged against kept:
/// chains of up to 89 ran 0.99x, 99 1.03x, 119 1.20x, 149 1.37x, 199
/// 1.41x, 249 1.35x (Polly, which interchanges too, ran 1.46x faster than
/// the kept chains at 249). (An earlier code generator measured on Zen 3
/// ran 0.60x at 119, 0.99x at 199.)
const SHORT_CHAIN: u64 = 96;

/// Chains of at most this many updates whose original loop holds other
/// chains too are left as they are: the loop's chains already overlap
/// each other (gesummv's two sums, N = 250: 0.63x interchanged, while
/// bicg's one chain a loop ran 1.66x, atax's 1.03x; mvt's 0.87x to 1.04x
/// over several runs, about the runs' noise).
const OVERLAPPING_CHAINS: u64 = 255;

/// Latency tiles ([`latency_tile`]) are 2^k square, k in this range:
/// rows enough for the core to overlap their recurrences (8x8 ran 5%
/// slower than 32x32 on adi), and few enough to stay in L1.
const LATENCY_TILE_MIN: u32 = 3;
const LATENCY_TILE_MAX: u32 = 6;

/// What [`tile_bands`] did.
#[derive(Debug, Default)]
pub(crate) struct Tiling<'c> {
    /// One line per tiled band, for the remark.
    pub bands: Vec<String>,
    /// A skewed band over a time loop was left untiled.
    pub skewed: bool,
    /// A two-loop band with stride-1 inner loops was left untiled.
    pub untiled_local: bool,
    /// Some band was certainly reordered: interchanged, jammed, or tiled
    /// where an outer member takes several values and an inner one more
    /// than a tile's worth (at fixed other members). The comparison with
    /// the original order is then skipped (its cost is the scheduler's).
    pub reorders: bool,
    /// Each tiled band, for the legality proof without floors
    /// ([`crate::violation::keeps_memory_order_tiled`]); their tile bands
    /// carry the mark [`TILES_MARK`] (or sit above a register tile's).
    pub proof: Vec<TiledBand<'c>>,
    /// Some band got cache tiles (not only a latency or register tile).
    pub cache_tiled: bool,
}

/// The mark above a cache tile's tile band, removed before the schedule
/// leaves this module ([`strip_tiles`]).
const TILES_MARK: &str = "tessera.tiles";

/// Tiles every permutable band of two members or more that has reuse,
/// its stride-1 member innermost (see the module doc); `deps` are the
/// dependences the schedule keeps.
pub(crate) fn tile_bands<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: Schedule<'c>,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    deps: &UnionMap<'c>,
) -> isl::Result<(Schedule<'c>, Tiling<'c>)> {
    // Tile loops count tiles (not their first index) and point loops keep
    // the original index: the dates then have one floor per tiled loop,
    // where isl's default (scaled tile loops, point loops shifted to 0)
    // has nested ones. On 3mm with register tiles that made the AST and
    // the order check 3 to 4 times slower. Restored before returning.
    let scale = ctx.tile_scale_tile_loops();
    let shift = ctx.tile_shift_point_loops();
    ctx.set_tile_scale_tile_loops(false);
    ctx.set_tile_shift_point_loops(false);
    let r = tile_bands_unscaled(ctx, scop, schedule, view, refs, opts, deps);
    ctx.set_tile_scale_tile_loops(scale);
    ctx.set_tile_shift_point_loops(shift);
    r
}

fn tile_bands_unscaled<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: Schedule<'c>,
    view: &View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    deps: &UnionMap<'c>,
) -> isl::Result<(Schedule<'c>, Tiling<'c>)> {
    let accesses = view
        .reads
        .clone()
        .union(view.writes()?)?
        .domain_factor_domain()?;
    let writes = &crate::view::per_reference(view.writes()?)?;
    let mut tiled_bands: Vec<String> = Vec::new();
    let mut skewed = false;
    let mut untiled_local = false;
    let mut reorders = false;
    let mut proof = Vec::new();
    let mut cache_tiled = false;
    let tiled = schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() == ScheduleNodeKind::Band
            && node.band_n_member()? >= 2
            && node.band_permutable()?
        {
            let n = node.band_n_member()?;
            // Tiling pays through reuse: some access must stay on one
            // element along a direction of the band.
            let partial = node.band_partial_schedule_union_map()?;
            if !has_reuse(&partial, &accesses)? {
                // Nothing for a cache tile; but an innermost member that
                // jumps through memory, where another member walks it
                // with stride 1 and carries no dependence, trades places
                // with it (deriche's column passes): stride-1 accesses, no
                // chain of dependent operations in the inner loop.
                return match interchange_for_stride(
                    ctx,
                    (scop, opts.cache_bytes),
                    node.clone(),
                    &partial,
                    refs,
                    deps,
                    n,
                )? {
                    Some((node, why)) => {
                        tiled_bands.push(why);
                        reorders = true;
                        Ok(node)
                    }
                    None => Ok(node),
                };
            }
            // A band of two loops whose statements already walk memory
            // with stride 1 (or not at all) in their innermost loop keeps
            // its reuse in cache without tiling (floyd-warshall lost 21%
            // to 32x32 tiles). Deeper bands carry reuse across a whole
            // plane: tiled.
            if n == 2 && inner_loops_are_local(ctx, &partial, refs)? {
                // The stride-1 member innermost, as in a tiled band: when
                // another band is tiled, this one is regenerated too.
                let node = stride_one_innermost(ctx, node, refs, n)?;
                let partial = node.band_partial_schedule_union_map()?;
                // No unroll-and-jam of the outer member for independent
                // chains here: its copies' references lie rows apart
                // (gesummv's A[i][j]), LLVM's SLP vectorizer packs their
                // loads into gathers, and the jam ran 2.5x (LARGE) to 8x
                // (MEDIUM) slower than the plain loop with its accumulator
                // in a register on AMD EPYC (Zen 4).
                // The inner loop carries a chain of dependent updates of
                // one element while the outer one carries none:
                // interchanged when the outer loop's jumps stay in L1
                // (cholesky's A[i][j] -= A[i][k] * A[j][k] on short
                // rows), tiled for latency otherwise, where no latency
                // tile for a recurrence applies.
                let band = Band {
                    partial: &partial,
                    refs,
                    writes,
                    deps,
                };
                let chain = chain_band(ctx, scop, &node, &band)?;
                if let Some(chain) = &chain {
                    if let Some((node, why)) = interchange_for_latency(ctx, scop, node.clone(), chain)? {
                        tiled_bands.push(why);
                        reorders = true;
                        return Ok(node);
                    }
                }
                if let Some(t) = latency_tile(ctx, node.clone(), refs, writes, deps)? {
                    reorders = true;
                    tiled_bands.push(latency_why(&t.stmts, t.tile));
                    proof.push(t.band);
                    return t.node.insert_mark(TILES_MARK);
                }
                let tiled = match &chain {
                    Some(chain) => tiled_chains(ctx, scop, node.clone(), &band, chain)?,
                    None => None,
                };
                if let Some(t) = tiled {
                    reorders = true;
                    tiled_bands.push(format!(
                        "2 loops over {} tiled by {}x{} for latency: the inner one carried the one chain of dependent updates of one element of its original loop, the outer one carries no such dependence and runs innermost in a tile",
                        t.stmts.join(", "),
                        t.tile,
                        t.tile
                    ));
                    proof.push(t.band);
                    return t.node.insert_mark(TILES_MARK);
                }
                untiled_local = true;
                return Ok(node);
            }
            // Skewed bands over a time loop (stencil time tiling) are not
            // tiled yet: the skewed tiles' boundary guards cost more than
            // their reuse gives (jacobi-1d ran 3.5x slower, jacobi-2d
            // 1.3x). (Skews of triangular loops, as in lu, pay.)
            if is_skewed(ctx, &partial)? && has_time_loop(ctx, &partial, refs)? {
                skewed = true;
                return Ok(node);
            }
            if let Some(t) = latency_tile(ctx, node.clone(), refs, writes, deps)? {
                reorders = true;
                tiled_bands.push(latency_why(&t.stmts, t.tile));
                proof.push(t.band);
                return t.node.insert_mark(TILES_MARK);
            }
            let (node, why, band) = cache_tile(ctx, scop, node, (refs, writes, deps), opts, &mut reorders)?;
            cache_tiled = true;
            tiled_bands.push(why);
            proof.push(band);
            Ok(node)
        } else {
            Ok(node)
        }
    })?;
    Ok((
        tiled,
        Tiling {
            bands: tiled_bands,
            skewed,
            untiled_local,
            reorders,
            proof,
            cache_tiled,
        },
    ))
}

/// Cache tiling of the permutable band `node` with reuse: its stride-1
/// member innermost, tiles from the cache model (or `opts.tile`), and
/// register tiles inside; the band and its remark line. Sets `reorders`
/// when tiling certainly reorders ([`tiling_reorders`]). `accesses`: the
/// references one per relation, the writes, and the dependences the
/// schedule keeps.
fn cache_tile<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: isl::ScheduleNode<'c>,
    accesses: (&[isl::Map<'c>], &[isl::Map<'c>], &UnionMap<'c>),
    opts: AutoOptions,
    reorders: &mut bool,
) -> isl::Result<(isl::ScheduleNode<'c>, String, TiledBand<'c>)> {
    let (refs, writes, deps) = accesses;
    let n = node.band_n_member()?;
    let node = stride_one_innermost(ctx, node, refs, n)?;
    let partial = node.band_partial_schedule_union_map()?;
    let in_wavefronts = opts.wavefront && wavefront::needed(ctx, &node, &partial, deps, n)?;
    let tile = if opts.tile > 0 {
        opts.tile
    } else {
        crate::cache::band_tile(scop, &partial, refs, n, opts.cache_bytes)?
    };
    let stmts = statements_of(&node)?;
    if !*reorders {
        *reorders = tiling_reorders(ctx, scop, &partial, n, tile)?;
    }
    let band = TiledBand {
        prefix: node.get_prefix_schedule_union_map()?,
        band: partial.clone(),
    };
    let node = node.band_tile(&vec![tile; n])?;
    // Register tiles divide the cache tile: only the last cache
    // tile of a loop has partial register tiles.
    let size = opts.register_tile;
    let (node, jammed) = if size > 1 && tile % size == 0 {
        crate::register::register_tile(ctx, node, &partial, refs, writes, &stmts, size)?
    } else {
        (node, Vec::new())
    };
    let jam = if jammed.is_empty() {
        String::new()
    } else {
        let ms: Vec<String> = jammed.iter().map(|m| m.to_string()).collect();
        format!(
            ", member(s) {} unrolled by {size} and jammed (register tile)",
            ms.join(", ")
        )
    };
    let (node, waves) = if in_wavefronts && wavefront::pays(&node)? {
        (wavefront::skew(ctx, node, n)?, wavefront::REMARK)
    } else {
        (node, "")
    };
    let why = format!(
        "{} loops over {} tiled by {}{jam}{waves}",
        n,
        stmts.join(", "),
        vec![tile.to_string(); n].join("x")
    );
    Ok((node.insert_mark(TILES_MARK)?, why, band))
}

/// The tiled tree without the marks of its tile bands, and, with
/// `untiled`, the same tree without its tile bands: a [`TILES_MARK`] and
/// the band under it, and a band right above a register tile's mark
/// (its register or latency tile band).
pub(crate) fn strip_tiles<'c>(
    tree: Schedule<'c>,
    untiled: bool,
) -> isl::Result<(Schedule<'c>, Option<Schedule<'c>>)> {
    let is_tiles = |node: &isl::ScheduleNode<'c>| -> isl::Result<bool> {
        Ok(node.kind() == ScheduleNodeKind::Mark && node.mark_id_name()? == TILES_MARK)
    };
    let points = if untiled {
        Some(tree.clone().map_schedule_node_bottom_up(|node| {
            if is_tiles(&node)? {
                let band = node.delete()?;
                return if band.kind() == ScheduleNodeKind::Band {
                    band.delete()
                } else {
                    Ok(band)
                };
            }
            if node.kind() == ScheduleNodeKind::Band && node.n_children()? == 1 {
                let child = node.get_child(0)?;
                if child.kind() == ScheduleNodeKind::Mark
                    && child.mark_id_name()?.starts_with(crate::register::MARK)
                {
                    return node.delete();
                }
            }
            Ok(node)
        })?)
    } else {
        None
    };
    let clean = tree.map_schedule_node_bottom_up(|node| {
        if is_tiles(&node)? {
            node.delete()
        } else {
            Ok(node)
        }
    })?;
    Ok((clean, points))
}

/// Does tiling a band (partial schedule `partial`, `n` members) by `tile`
/// certainly reorder its instances: an inner member spans more than a
/// tile while an outer one takes two values or more, at fixed other
/// members? (A tile then runs part of the next outer iteration before
/// the rest of this one.)
fn tiling_reorders(
    ctx: &Ctx,
    scop: &Scop,
    partial: &UnionMap<'_>,
    n: usize,
    tile: i64,
) -> isl::Result<bool> {
    let outer = (0..n - 1)
        .find_map(
            |m| match crate::analysis::steps::extent_at_most(ctx, scop, partial, m, 1) {
                Ok(true) => None,
                Ok(false) => Some(Ok(m)),
                Err(e) => Some(Err(e)),
            },
        )
        .transpose()?;
    let Some(outer) = outer else {
        return Ok(false);
    };
    for m in outer + 1..n {
        if !crate::analysis::steps::extent_at_most(ctx, scop, partial, m, tile.max(1) as u64)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A permutable band may run its members in any order: the one giving
/// the most stride-1 accesses goes innermost, for the vectorizer (the
/// violation check still judges the result). The permuted band has lost
/// its members' coincidence marks.
fn stride_one_innermost<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    refs: &[isl::Map<'c>],
    n: usize,
) -> isl::Result<isl::ScheduleNode<'c>> {
    let partial = node.band_partial_schedule_union_map()?;
    let inner = stride_one_member(ctx, &partial, refs, n)?;
    if inner + 1 == n {
        return Ok(node);
    }
    let order: Vec<usize> = (0..n).filter(|&k| k != inner).chain([inner]).collect();
    permute_band(ctx, node, &partial, &order)
}

/// The band `node` (partial schedule `partial`) with its members in
/// `order` (member `order[k]` at position k).
fn permute_band<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    order: &[usize],
) -> isl::Result<isl::ScheduleNode<'c>> {
    let ts: Vec<String> = (0..order.len()).map(|k| format!("t{k}")).collect();
    let to: Vec<String> = order.iter().map(|&k| ts[k].clone()).collect();
    let perm = UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", ts.join(", "), to.join(", ")),
    )?;
    let permuted = MultiUnionPwAff::from_union_map(partial.clone().apply_range(perm)?)?;
    node.delete()?.insert_partial_schedule(permuted)
}

/// The band with its stride-1 member innermost, when that member walks
/// memory with stride 1 (or not at all) and carries no dependence while
/// the innermost one jumps; with what was done. None otherwise.
fn interchange_for_stride<'c>(
    ctx: &'c Ctx,
    (scop, cache_bytes): (&Scop, u64),
    node: isl::ScheduleNode<'c>,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    deps: &UnionMap<'c>,
    n: usize,
) -> isl::Result<Option<(isl::ScheduleNode<'c>, String)>> {
    let inner = stride_one_member(ctx, partial, refs, n)?;
    if inner + 1 == n
        || member_is_local(ctx, partial, refs, n, n - 1)?
        || !member_is_local(ctx, partial, refs, n, inner)?
        || !member_carries_nothing(ctx, partial, deps, n, inner)?
    {
        return Ok(None);
    }
    // The jumping member's next run walks the lines of this one again
    // (the neighbouring elements): where one run's lines stay in cache,
    // and its pages in the TLB, the walk costs little, and the
    // interchange (with the scalars it expands) more. Half the cache, as
    // an LRU cache loses a cyclic walk that passes it, and other streams
    // share it. (PolyBench's deriche: columns of 720 at MEDIUM, 3 and 4
    // jumping accesses, 0.75x of clang interchanged, 1.00x as they are;
    // 4096 at LARGE, 1.46x interchanged, 0.91x as they are (AMD EPYC,
    // L2 of 512 KiB). With an L2 of 2 MiB, LARGE's lines fit, its
    // pages (rows of 8640 bytes: 16384 for one run) do not: 2.49x of
    // clang interchanged, 1.0x as they are; MEDIUM, 1350 pages, 0.88x
    // interchanged (Intel Xeon, family 6 model 207).)
    let dated = partial.clone().intersect_domain(node.domain()?)?;
    let strides = crate::analysis::steps::jump_strides(ctx, scop, partial, refs, n, n - 1)?;
    let lines = cache_bytes / 2 / (crate::cache::LINE_BYTES * strides.len().max(1) as u64);
    let steps = crate::cache::tlb_steps(&strides).map_or(lines, |t| t.min(lines));
    if crate::analysis::steps::extent_at_most(ctx, scop, &dated, n - 1, steps)? {
        return Ok(None);
    }
    let stmts = statements_of(&node)?;
    let node = stride_one_innermost(ctx, node, refs, n)?;
    Ok(Some((
        node,
        format!(
            "{n} loops over {} interchanged: member {inner}, stride 1 and free of dependences, innermost (member {} jumped through memory)",
            stmts.join(", "),
            n - 1
        ),
    )))
}

/// A band as [`interchange_for_latency`] reads it: its partial schedule,
/// the references of its SCoP (all, and the writes) and the dependences.
#[derive(Clone, Copy)]
struct Band<'a, 'c> {
    partial: &'a UnionMap<'c>,
    refs: &'a [isl::Map<'c>],
    writes: &'a [isl::Map<'c>],
    deps: &'a UnionMap<'c>,
}

/// A band of two whose inner member carries a chain of updates of one
/// element (a write stays on its element along it, and a dependence of a
/// statement on itself runs along it) while the outer member carries no
/// such dependence, with the outer member moved innermost: independent
/// iterations instead of one operation per latency of the adder. Only
/// when every access that jumps through memory along the outer member
/// keeps the lines of one whole run of it in L1 (its extent, bounded
/// under the SCoP's assumptions, times a line per jumping access): the
/// next run of it reuses them. None otherwise; longer runs are tiled
/// ([`tiled_chains`]).
fn interchange_for_latency<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: isl::ScheduleNode<'c>,
    chain: &ChainBand<'_, 'c>,
) -> isl::Result<Option<(isl::ScheduleNode<'c>, String)>> {
    let jumps = chain.strides.len();
    if !crate::analysis::steps::jumps_fit_l1(ctx, scop, &chain.dated, 0, &chain.strides)? {
        return Ok(None);
    }
    let stmts = statements_of(&node)?;
    let node = permute_band(ctx, node, chain.partial, &[1, 0])?;
    Ok(Some((
        node,
        format!(
            "2 loops over {} interchanged: the inner one carried a chain of dependent updates of one element, the outer one carries no dependence ({jumps} access(es) jumping through memory along it, within L1)",
            stmts.join(", "),
        ),
    )))
}

/// A band of two whose inner member carries chains of dependent updates
/// of one element each, as [`chain_band`] found it (once, for both the
/// interchange and the tiles): its partial schedule, its dates and how
/// many bytes each access that jumps through memory along the outer
/// member moves per step ([`crate::analysis::steps::jump_strides`]).
struct ChainBand<'a, 'c> {
    partial: &'a UnionMap<'c>,
    dated: UnionMap<'c>,
    strides: Vec<Option<u64>>,
}

/// The band `node` when its inner member carries a chain of updates of
/// one element (a write stays on its element along it, and a dependence
/// of a statement on itself runs along it) while the outer member
/// carries no such dependence, and its chains are long; None otherwise.
fn chain_band<'a, 'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: &isl::ScheduleNode<'c>,
    band: &Band<'a, 'c>,
) -> isl::Result<Option<ChainBand<'a, 'c>>> {
    let Band {
        partial,
        refs,
        writes,
        deps,
    } = *band;
    // Chains run between instances of one statement; a value one
    // statement hands to another (cholesky's finished A[i][k]) is no
    // chain of the loop.
    let own = self_dependences(ctx, deps)?;
    if node.band_n_member()? != 2
        || member_carries_nothing(ctx, partial, &own, 2, 1)?
        || !crate::register::reuse_along(ctx, partial, writes, 2, 1)?
        || !member_carries_nothing(ctx, partial, &own, 2, 0)?
    {
        return Ok(None);
    }
    let dated = partial.clone().intersect_domain(node.domain()?)?;
    // Short chains overlap in an out-of-order core, and the interchanged
    // loop then pays its entries for nothing.
    if crate::analysis::steps::extent_at_most(ctx, scop, &dated, 1, SHORT_CHAIN)? {
        return Ok(None);
    }
    if crate::analysis::steps::extent_at_most(ctx, scop, &dated, 1, OVERLAPPING_CHAINS)?
        && !one_chain_each(ctx, scop, band)?
    {
        return Ok(None);
    }
    let strides = crate::analysis::steps::jump_strides(ctx, scop, partial, refs, 2, 0)?;
    Ok(Some(ChainBand {
        partial,
        dated,
        strides,
    }))
}

/// A chain band ([`chain_band`]) whose whole interchange
/// ([`interchange_for_latency`]) would walk too many rows per run, tiled
/// instead, with the outer member innermost in a tile: a tile's rows run
/// their chains side by side while one run's lines stay in L1 and the
/// TLB. Only where the original loop of each chain held no other chain:
/// one chain waits a whole adder latency per iteration, while several in
/// one loop already overlap (gesummv's two sums ran at 1.2x of clang
/// walked by columns, 3.1x as they were). A column walk of 2000 rows of
/// 16 KB ran 1.1x slower than the row walk with its chain, runs of at
/// most 1000 rows 0.7x of it (AMD EPYC, Zen 4, scalar loads).
fn tiled_chains<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    node: isl::ScheduleNode<'c>,
    band: &Band<'_, 'c>,
    chain: &ChainBand<'_, 'c>,
) -> isl::Result<Option<LatencyTile<'c>>> {
    if !one_chain_each(ctx, scop, band)? {
        return Ok(None);
    }
    let tile = latency_tile_size(chain.strides.len());
    let stmts = statements_of(&node)?;
    let tiled_band = TiledBand {
        prefix: node.get_prefix_schedule_union_map()?,
        band: band.partial.clone(),
    };
    let points = node.band_tile(&[tile, tile])?.child(0)?;
    let points_partial = points.band_partial_schedule_union_map()?;
    let node = permute_band(ctx, points, &points_partial, &[1, 0])?.parent()?;
    Ok(Some(LatencyTile {
        node,
        stmts,
        tile,
        band: tiled_band,
    }))
}

/// Whether the original loop of each chain of `band` held that chain
/// alone ([`original_chains`]).
fn one_chain_each(ctx: &Ctx, scop: &Scop, band: &Band<'_, '_>) -> isl::Result<bool> {
    for stmt in chain_statements(ctx, band)? {
        if original_chains(ctx, scop, band.writes, &stmt)? != Some(1) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The statements of `band` whose writes stay on one element along its
/// inner member (each a chain of updates).
fn chain_statements(ctx: &Ctx, band: &Band<'_, '_>) -> isl::Result<Vec<String>> {
    let stmts = band.partial.clone().domain()?;
    let mut names = Vec::new();
    for w in band.writes.iter().filter(|w| w.n_out() > 0) {
        let mine = UnionMap::try_from(w.clone())?.intersect_domain(stmts.clone())?;
        if mine.is_empty()?
            || !crate::register::reuse_along(ctx, band.partial, std::slice::from_ref(w), 2, 1)?
        {
            continue;
        }
        if let Some(name) = w.tuple_name(isl::DimType::In)? {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    Ok(names)
}

/// How many chains of dependent updates the innermost loop around
/// statement `stmt` held in the SCoP's original schedule, over every
/// statement of that loop: the writes of array elements that stay on
/// their element along the loop, and the zero-dimensional arrays (values
/// in registers) that the loop reads before it writes them in its body
/// (a value carried to the next iteration, as an accumulator's PHI).
/// None when the original dates do not say which loop that is (not of
/// the form [b0, i0, b1, i1, ..., bd] with constant b).
fn original_chains(
    ctx: &Ctx,
    scop: &Scop,
    writes: &[isl::Map],
    stmt: &str,
) -> isl::Result<Option<usize>> {
    let Some(st) = scop.statements.iter().find(|st| st.name == stmt) else {
        return Ok(None);
    };
    let Some((d, key, _)) = loop_position(ctx, &st.schedule)? else {
        return Ok(None);
    };
    if d == 0 {
        return Ok(None);
    }
    // The loop's statements, dated by their loop counters alone, and the
    // positions in its body where each scalar is first read and last
    // written.
    let mut partial: Option<UnionMap> = None;
    let mut names = Vec::new();
    let mut scalars: std::collections::HashMap<&str, (i64, i64)> = Default::default();
    for other in &scop.statements {
        let Some((od, okey, at)) = loop_position(ctx, &other.schedule)? else {
            continue;
        };
        if od != d || okey != key {
            continue;
        }
        for a in &other.accesses {
            if !scop.array(&a.array).is_some_and(|x| x.sizes.is_empty()) {
                continue;
            }
            let e = scalars
                .entry(a.array.as_str())
                .or_insert((i64::MAX, i64::MIN));
            match a.kind {
                tessera_ir::AccessKind::Read => e.0 = e.0.min(at),
                _ => e.1 = e.1.max(at),
            }
        }
        let mut dates = isl::Map::parse(ctx, &other.schedule)?;
        for k in (0..=d).rev() {
            dates = dates.project_out(isl::DimType::Out, 2 * k, 1)?;
        }
        let dates = UnionMap::try_from(dates)?;
        partial = Some(match partial {
            None => dates,
            Some(p) => p.union(dates)?,
        });
        names.push(other.name.clone());
    }
    let Some(partial) = partial else {
        return Ok(None);
    };
    let mut chains = scalars
        .values()
        .filter(|(read, written)| read <= written)
        .count();
    for w in writes.iter().filter(|w| w.n_out() > 0) {
        let of_loop = w
            .tuple_name(isl::DimType::In)?
            .is_some_and(|n| names.contains(&n));
        if of_loop
            && crate::register::reuse_along(ctx, &partial, std::slice::from_ref(w), d, d - 1)?
        {
            chains += 1;
        }
    }
    Ok(Some(chains))
}

/// The depth d of a statement's original dates `[b0, i0, ..., bd]`, the
/// constants b0..b(d-1) that name its innermost loop and bd, its place
/// in that loop's body; None when the dates are not of that form.
fn loop_position(ctx: &Ctx, schedule: &str) -> isl::Result<Option<(usize, Vec<i64>, i64)>> {
    let dates = isl::Map::parse(ctx, schedule)?;
    let d = dates.n_in();
    if dates.n_out() != 2 * d + 1 {
        return Ok(None);
    }
    let mut key = Vec::with_capacity(d + 1);
    for k in 0..=d {
        match dates.plain_fixed_out(2 * k)? {
            Some(b) => key.push(b),
            None => return Ok(None),
        }
    }
    let at = key.pop().unwrap_or_default();
    Ok(Some((d, key, at)))
}

/// A band tiled by [`latency_tile`]: the tiled node, its statements, the
/// tile size and the band as the tiling theorem reads it.
struct LatencyTile<'c> {
    node: isl::ScheduleNode<'c>,
    stmts: Vec<String>,
    tile: i64,
    band: TiledBand<'c>,
}

/// A band of two whose inner member (after the stride-1 choice) carries
/// a recurrence, a dependence of a statement on itself between different
/// elements, while the outer
/// member carries no dependence at all, tiled with the outer member
/// innermost inside a tile: the tile's rows run their recurrences side by
/// side, independent operations instead of one per latency of a divider
/// or adder (PolyBench adi's sweeps, each row's `p[i][j]` from
/// `p[i][j-1]`: 2.4x over the original order, measured with 32x32
/// tiles). The tile keeps the lines its jumping accesses touch in L1; its
/// size comes from that. None when the band is not such.
fn latency_tile<'c>(
    ctx: &'c Ctx,
    node: isl::ScheduleNode<'c>,
    refs: &[isl::Map<'c>],
    writes: &[isl::Map<'c>],
    deps: &UnionMap<'c>,
) -> isl::Result<Option<LatencyTile<'c>>> {
    if node.band_n_member()? != 2 {
        return Ok(None);
    }
    let node = stride_one_innermost(ctx, node, refs, 2)?;
    let partial = node.band_partial_schedule_union_map()?;
    // Updates of one element along the inner member (a reduction, as in
    // gemm or gesummv) are jammed or tiled in all three loops elsewhere.
    if crate::register::reuse_along(ctx, &partial, writes, 2, 1)? {
        return Ok(None);
    }
    let own = self_dependences(ctx, deps)?;
    if member_carries_nothing(ctx, &partial, &own, 2, 1)?
        || !member_carries_nothing(ctx, &partial, deps, 2, 0)?
    {
        return Ok(None);
    }
    // Lines touched along the new innermost member: a tile's run of it
    // keeps them for the next iteration of the member around.
    let tile = latency_tile_size(crate::analysis::steps::jumps_along(
        ctx, &partial, refs, 2, 0,
    )?);
    let stmts = statements_of(&node)?;
    let band = TiledBand {
        prefix: node.get_prefix_schedule_union_map()?,
        band: partial,
    };
    // The tiles in the band's order (adi: the other order ran as slowly as
    // no tiling), the points with the free member innermost.
    let points = node.band_tile(&[tile, tile])?.child(0)?;
    let points_partial = points.band_partial_schedule_union_map()?;
    let node = permute_band(ctx, points, &points_partial, &[1, 0])?.parent()?;
    Ok(Some(LatencyTile {
        node,
        stmts,
        tile,
        band,
    }))
}

/// The side of a latency tile whose run of its innermost member keeps
/// the lines of `jumps` jumping accesses in half of L1 for the next
/// iteration of the member around.
fn latency_tile_size(jumps: usize) -> i64 {
    let lines = crate::cache::L1_BYTES / (2 * crate::cache::LINE_BYTES * jumps.max(1) as u64);
    (LATENCY_TILE_MIN..=LATENCY_TILE_MAX)
        .rev()
        .map(|k| 1i64 << k)
        .find(|&t| t as u64 <= lines)
        .unwrap_or(1 << LATENCY_TILE_MIN)
}

/// The remark line of a latency tile.
fn latency_why(stmts: &[String], tile: i64) -> String {
    format!(
        "2 loops over {} tiled by {tile}x{tile} for latency: the inner one carried a recurrence, the outer one, free of dependences, runs innermost in a tile",
        stmts.join(", ")
    )
}

/// The dependences of `deps` between instances of one statement.
fn self_dependences<'c>(ctx: &'c Ctx, deps: &UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
    let mut own = UnionMap::empty(ctx)?;
    for m in deps.maps()? {
        if m.tuple_name(isl::DimType::In)? == m.tuple_name(isl::DimType::Out)? {
            own = own.union(UnionMap::try_from(m)?)?;
        }
    }
    Ok(own)
}

/// The names of the statements under `node`, sorted.
fn statements_of(node: &isl::ScheduleNode) -> isl::Result<Vec<String>> {
    let mut stmts: Vec<String> = Vec::new();
    for set in node.domain()?.sets()? {
        stmts.push(set.tuple_name()?.unwrap_or_default());
    }
    stmts.sort();
    Ok(stmts)
}
