//! Time tiling of stencils (issue 5): a time-stepped stencil's data of one
//! step rarely fits in cache, so every sweep streams it from memory again.
//! Tiling the time loop together with the space loops, skewed so that the
//! tiles are legal, keeps a tile's data in cache across its time steps.
//!
//! isl's scheduler, with every statement in one band, finds the skew and
//! the per-statement shifts (a Pluto-style band: `t`, `2t + i + 1`, ...).
//! Every member of that band is tiled. Inside a tile the point loops are
//! the band's members but the last, then the statements one after the
//! other in their original order, each in its own innermost loop over its
//! own original innermost iterator. That innermost loop has no skew and
//! no guard: it walks memory with stride 1, and LLVM's vectorizer takes
//! it. (Skewed point loops fused in one innermost loop need a guard per
//! statement there: jacobi-2d ran 2x slower.)

use crate::analysis::deps::Dependences;
use crate::analysis::steps::unit_step;
use crate::analysis::view::View;
use crate::analysis::violation::{TiledBand, TiledOrder};
use crate::transform::auto::AutoOptions;
use crate::transform::auto::Outcome;
use crate::transform::cache;
use crate::transform::constraints::{untagged, validity_uncoalesced};
use crate::transform::scheduler::{compute, Problem};
use isl::{Ctx, ScheduleConstraints, ScheduleNodeKind, UnionMap};
use tessera_ir::Scop;

/// Time steps per tile.
const TIME_TILE: i64 = 32;
/// Tile size of the last band member when its rows are not taken whole
/// (see [`Rows`]): its point loops are the statements' stride-1 loops,
/// long for the vectorizer.
const INNER_TILE: i64 = 256;
/// The narrowest middle tile worth time tiling.
const MIN_MID_TILE: i64 = 16;
/// Tile size of a one-dimensional stencil's space loop.
const LINE_TILE: i64 = 2048;

/// Tile sizes of a sweep whose innermost loop carries a recurrence: time,
/// middle members, last member (seidel-2d: 3x faster than 32x64x256).
const RECURRENT_TIME_TILE: i64 = 8;
const RECURRENT_MID_TILE: i64 = 32;
const RECURRENT_INNER_TILE: i64 = 4;

/// Does some statement read, through memory, a value its own previous
/// iteration of its innermost loop wrote?
fn recurrent(ctx: &Ctx, view: &View, d: &Dependences) -> isl::Result<bool> {
    let flow = untagged(&d.flow)?;
    for set in view.domain.sets()? {
        let n = set.dim(isl::DimType::Set);
        if n == 0 {
            continue;
        }
        let name = set.tuple_name()?.unwrap_or_default();
        let step = unit_step(ctx, &name, n, n - 1)?;
        if !flow.clone().intersect(step)?.is_empty()? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Why thin tiles are not used: they carry little from one time step to
/// the next (heat-3d: 4x4 rows of 256), and their bounds cost compile time
/// (heat-3d: 1.3 s) for a gain within the noise.
fn too_thin(mid: i64) -> String {
    format!("the tiles that fit in cache are too thin ({mid}) to carry data across time steps: time tiling is not predicted to pay")
}

/// Statements past which time tiling is not tried.
const MAX_STATEMENTS: usize = 8;

/// Why time tiling is not tried for `scop`, when it has too many
/// statements: many statements per step (adi: 16, over 7 loops) do not
/// make one permutable band, and finding out took adi's whole isl budget
/// (0.9 s of compile time for no change).
pub(crate) fn too_many_statements(scop: &Scop) -> Option<String> {
    (scop.statements.len() > MAX_STATEMENTS).then(|| {
        format!(
            "a stencil stepped by an outer time loop with {} statements (over {MAX_STATEMENTS}): time tiling is not tried",
            scop.statements.len()
        )
    })
}

/// The time-tiled schedule of a time-stepped stencil, or why it keeps its
/// original one. Leaves the view and dependences in `analysis` for the
/// legality check that follows.
pub fn time_tile<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    analysis: &mut Option<(View<'c>, Dependences<'c>)>,
) -> isl::Result<Outcome<'c>> {
    let outcome = time_tile_or_keep(ctx, scop, view, refs, opts, analysis)?;
    match &outcome {
        Outcome::New { summary, .. } => {
            log::debug!(target: "tessera::stencil", "{}: {summary}", scop.name)
        }
        Outcome::Kept(why) => log::debug!(target: "tessera::stencil", "{}: kept: {why}", scop.name),
    }
    Ok(outcome)
}

fn time_tile_or_keep<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: View<'c>,
    refs: &[isl::Map<'c>],
    opts: AutoOptions,
    analysis: &mut Option<(View<'c>, Dependences<'c>)>,
) -> isl::Result<Outcome<'c>> {
    let cache_bytes = opts.cache_bytes;
    if let Some(outcome) = kept_before_analysis(scop, &view, cache_bytes)? {
        return Ok(outcome);
    }
    // Values GVN carries in registers from one iteration to the next
    // order every instance after the previous one: read from memory
    // again where that is exact, they no longer do.
    let reloaded = crate::transform::reload::reload_in(ctx, scop, &view)?;
    let bytes = cache::accessed_bytes(scop, refs)?;
    let (scop, view) = match &reloaded {
        Some(r) => (&r.scop, View::new(ctx, &r.scop)?),
        None => (scop, view),
    };
    let d = Dependences::compute_for_scheduling(&view, scop)?;
    // Profitability: a step whose data stays in cache gains nothing from
    // time tiling, and its tiles' bounds only cost; unless a statement
    // reads what its previous iteration of its innermost loop wrote, a
    // chain of dependent operations that the skewed tiles run side by
    // side (PolyBench's seidel-2d at MEDIUM, 400x400: 2.7x over clang
    // time-tiled in double, where 1.25 MB passes the L2; 1.0x in float,
    // 625 KiB, left as it was).
    let recurrent = recurrent(ctx, &view, &d)?;
    if let Some(bytes) = bytes {
        if bytes <= cache_bytes && !recurrent {
            return Ok(Outcome::Kept(format!(
                "a stencil stepped by an outer time loop whose data ({} KiB) fits in cache, without a recurrence along an innermost loop: time tiling is not predicted to pay",
                bytes / 1024
            )));
        }
    }
    // Validity alone: isl's scheduler then takes the smallest coefficients
    // that keep every dependence, the least skew over the time loop, which
    // is the band time tiling wants. Proximity (the flow) asked for the
    // same schedules on every stencil of the own suite and PolyBench, at
    // up to 4 times the cost: a stencil's flow coalesces into pieces of
    // many constraints (heat-3d's neighbours into octahedra), each piece
    // a Farkas system of its own (heat-3d: 150 ms against 36 ms). The
    // validity likewise, not coalesced.
    let sc = ScheduleConstraints::on_domain(view.domain.clone())?
        .set_validity(validity_uncoalesced(&d)?)?;
    let schedule = compute(ctx, &Problem::new(ctx, &sc)?, false)?;
    let node = match outermost_band(&schedule, &view, scop)? {
        Ok(node) => node,
        Err(why) => return Ok(kept(why)),
    };
    let n = node.band_n_member()?;
    let partial = node.band_partial_schedule_union_map()?;
    let rows = whole_rows(&view, &partial, n)?;
    let (sizes, whole_row) = match tile_sizes(scop, recurrent, n, cache_bytes, rows) {
        Ok(chosen) => chosen,
        Err(why) => return Ok(kept(&why)),
    };
    let wavefront = opts.wavefront && n >= 2;
    let (map, tiled_order) = match tiled_schedule(ctx, scop, &view, partial, &sizes, wavefront)? {
        Ok(tiled) => tiled,
        Err(why) => return Ok(kept(why)),
    };
    let whole = whole_row
        .map(|row| format!(" (rows of {row} whole)"))
        .unwrap_or_default();
    let sizes: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    let summary = format!(
        "time tiling: the {n} loops of a band skewed over the time loop tiled by {}{whole}{}; in a tile, each statement's innermost loop in original order",
        sizes.join("x"),
        if wavefront {
            crate::transform::wavefront::REMARK
        } else {
            ""
        }
    );
    *analysis = Some((view, d));
    let summary = crate::transform::reload::with_summary(summary, reloaded.as_ref());
    Ok(Outcome::New {
        schedule: map,
        tree: None,
        summary,
        reloaded: reloaded.map(Box::new),
        time_tiled: true,
        register_tiles: Vec::new(),
        tiled_order: Some(tiled_order),
        speculative: false,
        proven: false,
    })
}

/// The original schedule stays, for `why`.
fn kept<'c>(why: &str) -> Outcome<'c> {
    Outcome::Kept(format!("a stencil stepped by an outer time loop: {why}"))
}

/// Why time tiling is not tried, decided before any dependence analysis:
/// too many statements, or middle tiles too thin (only when nothing is
/// updated in place).
fn kept_before_analysis(
    scop: &Scop,
    view: &View,
    cache_bytes: u64,
) -> isl::Result<Option<Outcome<'static>>> {
    if let Some(why) = too_many_statements(scop) {
        return Ok(Some(Outcome::Kept(why)));
    }
    // The same gate before any dependence analysis, when no statement
    // updates an array in place (then it cannot be a recurrence, which
    // gets tiles of its own).
    let depth = view
        .domain
        .sets()?
        .iter()
        .map(|s| s.dim(isl::DimType::Set))
        .max()
        .unwrap_or(0);
    let in_place = scop.statements.iter().any(|st| {
        st.accesses.iter().any(|a| {
            a.kind != tessera_ir::AccessKind::Read
                && scop.has_dimensions(&a.array)
                && st
                    .accesses
                    .iter()
                    .any(|b| b.kind == tessera_ir::AccessKind::Read && b.array == a.array)
        })
    });
    if depth >= 3 && !in_place {
        let mid = cache::stencil_mid_tile(scop, depth, INNER_TILE, cache_bytes);
        let rows_mid = match row_length(view)? {
            Some(row) => cache::stencil_rows_mid_tile(scop, depth, row, cache_bytes),
            None => 0,
        };
        if mid < MIN_MID_TILE && rows_mid < MIN_MID_TILE {
            return Ok(Some(kept(&too_thin(mid.max(rows_mid)))));
        }
    }
    Ok(None)
}

/// The outermost node of `schedule` when it is one permutable band of two
/// members or more over every statement; otherwise why not.
fn outermost_band<'c>(
    schedule: &isl::Schedule<'c>,
    view: &View<'c>,
    scop: &Scop,
) -> isl::Result<Result<isl::ScheduleNode<'c>, &'static str>> {
    let mut node = schedule.root()?;
    while node.n_children()? == 1 && node.kind() != ScheduleNodeKind::Band {
        node = node.child(0)?;
    }
    if node.kind() != ScheduleNodeKind::Band
        || !node.band_permutable()?
        || node.band_n_member()? < 2
        || !node.domain()?.is_equal(&view.domain)?
    {
        // Values carried in registers from one iteration to the next
        // (zero-dimensional arrays: GVN's load PRE makes them) order
        // every instance of a sweep after the previous one.
        let carried = scop
            .arrays
            .iter()
            .any(|a| a.sizes.is_empty() && matches!(a.kind, tessera_ir::ArrayKind::Phi));
        return Ok(Err(if carried {
            "no permutable band over all its statements to time-tile (values carried in registers across iterations order every sweep)"
        } else {
            "no permutable band over all its statements to time-tile"
        }));
    }
    Ok(Ok(node))
}

/// The rows of a band's last member, when they are known: `row`, the
/// most iterations of a statement's innermost loop, and `span`, one past
/// the largest value the member takes (the least is 0 or more), so that a
/// tile of `span` takes every row whole.
#[derive(Clone, Copy, Debug)]
struct Rows {
    row: i64,
    span: i64,
}

/// The most iterations of a statement's innermost loop, when every
/// statement's are bounded by constants.
fn row_length(view: &View<'_>) -> isl::Result<Option<i64>> {
    let mut row = 0i64;
    for set in view.domain.sets()? {
        let d = set.dim(isl::DimType::Set);
        if d == 0 {
            continue;
        }
        match cache::constant_range(&set, d - 1)? {
            Some((lo, hi)) => row = row.max(hi - lo + 1),
            None => return Ok(None),
        }
    }
    Ok((row > 0).then_some(row))
}

/// The rows of the last of the `n` members of `partial` over the view's
/// domain, when every bound is a constant.
fn whole_rows<'c>(view: &View<'c>, partial: &UnionMap<'c>, n: usize) -> isl::Result<Option<Rows>> {
    let Some(row) = row_length(view)? else {
        return Ok(None);
    };
    let mut span = 0i64;
    let dates = partial
        .clone()
        .intersect_domain(view.domain.clone())?
        .range()?;
    for set in dates.sets()? {
        match cache::constant_range(&set, n - 1)? {
            Some((lo, hi)) if lo >= 0 => span = span.max(hi + 1),
            _ => return Ok(None),
        }
    }
    Ok((span > 0).then_some(Rows { row, span }))
}

/// The tile size of each of the band's `n` members, with the row length
/// when the last member takes its rows whole; or why the tiles would be
/// too thin. The last member takes its rows whole (`rows`)
/// where middle tiles of whole rows fit in cache at [`MIN_MID_TILE`] or
/// more: a tile boundary inside a row only costs there, since the skew
/// moves each step's start off the vector and cache-line alignment and
/// cuts the vectorized loops and the prefetchers' streams short
/// (PolyBench's fdtd-2d, LARGE: 0.19 s in float and 0.41 s in double
/// with rows of 1200 whole, 0.25 s and 0.46 s with 256; jacobi-2d within
/// 3% either way). Whole rows also make thick enough tiles where rows of
/// 256 would not (heat-3d, LARGE: 1.0 s time-tiled over rows of 118, 1.9 s
/// left as it was).
fn tile_sizes(
    scop: &Scop,
    recurrent: bool,
    n: usize,
    cache_bytes: u64,
    rows: Option<Rows>,
) -> Result<(Vec<i64>, Option<i64>), String> {
    let band = |time: i64, mid: i64, last: i64| {
        let mut s = vec![time];
        s.extend(std::iter::repeat_n(mid, n - 2));
        s.push(last);
        s
    };
    // A statement reading what its own previous iteration wrote (an
    // in-place sweep, seidel-2d) runs at the latency of that chain: short
    // tiles put several rows' chains in flight at once.
    if recurrent {
        return Ok((
            band(
                RECURRENT_TIME_TILE,
                RECURRENT_MID_TILE,
                RECURRENT_INNER_TILE,
            ),
            None,
        ));
    }
    if n == 2 {
        return Ok((vec![TIME_TILE, LINE_TILE], None));
    }
    if let Some(rows) = rows {
        let mid = cache::stencil_rows_mid_tile(scop, n, rows.row, cache_bytes);
        if mid >= MIN_MID_TILE {
            return Ok((band(TIME_TILE, mid, rows.span), Some(rows.row)));
        }
    }
    // The middle members: as large as the cache allows, with the last one
    // at INNER_TILE, up to 64.
    let mid = cache::stencil_mid_tile(scop, n, INNER_TILE, cache_bytes);
    if mid < MIN_MID_TILE {
        return Err(too_thin(mid));
    }
    Ok((band(TIME_TILE, mid, INNER_TILE), None))
}

/// The band tiled by `sizes` (tile loops only), then per statement its
/// rank in the original order and its own innermost iterator; or why
/// that does not order every instance. With it, the band and the order
/// inside a tile (the dates after the tile loops), for the legality check.
fn tiled_schedule<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: &View<'c>,
    partial: UnionMap<'c>,
    sizes: &[i64],
    wavefront: bool,
) -> isl::Result<Result<(UnionMap<'c>, TiledOrder<'c>), &'static str>> {
    let n = sizes.len();
    // { [b0, .., b(n-1)] -> [floor(b0/T0), .., floor(b(n-1)/T(n-1)), b0, .., b(n-2)] }
    let bs: Vec<String> = (0..n).map(|k| format!("b{k}")).collect();
    let mut out: Vec<String> = (0..n)
        .map(|k| format!("floor(b{k}/{})", sizes[k]))
        .collect();
    // In wavefronts: the first tile loop becomes the sum of the first two.
    // Every dependence goes forward or stays along each member of the
    // permutable band, so along each tile loop too: the sum orders them
    // as well, and where it is equal both are, so the second tile loop
    // carries none (and the proof by the tiling theorem holds as it is).
    if wavefront {
        out[0] = format!("{} + {}", out[0], out[1]);
    }
    out.extend(bs[..n - 1].iter().cloned());
    let tiles = UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", bs.join(", "), out.join(", ")),
    )?;
    let outer = partial.clone().apply_range(tiles)?;
    let points = UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", bs.join(", "), bs[..n - 1].join(", ")),
    )?;
    let points = partial.clone().apply_range(points)?;
    // Then, per statement, its rank in the original order and its own
    // innermost iterator.
    let mut inner = String::new();
    for set in view.domain.sets()? {
        let name = set.tuple_name()?.unwrap_or_default();
        let d = set.dim(isl::DimType::Set);
        let rank = scop
            .statements
            .iter()
            .position(|s| s.name == name)
            .unwrap_or(0);
        // The band's members but the last, then the innermost iterator,
        // must tell a statement's instances apart.
        if d == 0 || d > n {
            return Ok(Err(
                "the band isl finds does not span every loop of its statements",
            ));
        }
        let is: Vec<String> = (0..d).map(|k| format!("i{k}")).collect();
        inner.push_str(&format!(
            "{name}[{}] -> [{rank}, i{}]; ",
            is.join(", "),
            d - 1
        ));
    }
    let inner = UnionMap::parse(ctx, &format!("{{ {inner} }}"))?;
    let map = outer
        .flat_range_product(inner.clone())?
        .intersect_domain(view.domain.clone())?;
    if !map.is_injective()? {
        return Ok(Err("the band isl finds does not tell every instance apart"));
    }
    // No loop around the band: every instance has the same (empty) prefix.
    let prefix = partial.clone().apply_range(UnionMap::parse(
        ctx,
        &format!("{{ [{}] -> [] }}", bs.join(", ")),
    )?)?;
    let order = TiledOrder {
        inner: points.flat_range_product(inner)?,
        bands: vec![TiledBand {
            prefix,
            band: partial,
        }],
    };
    Ok(Ok((map, order)))
}
