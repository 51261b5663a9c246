//! The automatic scheduler's decisions on hand-written models: what it
//! tiles, what the profitability gate keeps, and why.

use tessera_ir::Scop;
use tessera_poly::schedule::{auto_schedule, AutoOptions, Fuse, Outcome};
use tessera_poly::{expand, violation};

/// What the scheduler decided, with the schedule as text (the isl
/// context of the decision is gone when the helpers return).
enum Decided {
    New {
        schedule: String,
        summary: String,
        register_tiles: Vec<tessera_poly::register::RegisterTile>,
    },
    Kept(String),
}

/// The scheduler's options in these tests: 32x32 tiles.
fn options(fuse: Fuse, register_tile: i64) -> AutoOptions {
    AutoOptions {
        tile: 32,
        cache_bytes: tessera_poly::cache::DEFAULT_BYTES,
        fuse,
        register_tile,
        speculate: true,
        reload: true,
        wavefront: false,
        live_range_operations: tessera_poly::schedule::LIVE_RANGE_BUDGET,
    }
}

/// How the schedule computed for `scop` (smart fusion) tiles it, for the
/// legality proof without floors; panics when it is not tiled.
fn tiled_order<'c>(
    ctx: &'c isl::Ctx,
    scop: &Scop,
    register_tile: i64,
) -> violation::TiledOrder<'c> {
    match auto_schedule(ctx, scop, options(Fuse::Smart, register_tile)).unwrap() {
        Outcome::New {
            tiled_order: Some(tiled),
            ..
        } => tiled,
        _ => panic!("@{} not tiled, or without its tiled order", scop.name),
    }
}

fn outcome(text: &str, fuse: Fuse) -> Decided {
    outcome_with(text, fuse, 0)
}

fn outcome_with(text: &str, fuse: Fuse, register_tile: i64) -> Decided {
    let scop: Scop = text.parse().unwrap();
    assert_eq!(scop.verify(), Ok(()));
    let ctx = isl::Ctx::new();
    let outcome = auto_schedule(&ctx, &scop, options(fuse, register_tile)).unwrap();
    match outcome {
        Outcome::New {
            schedule,
            summary,
            register_tiles,
            ..
        } => Decided::New {
            schedule: schedule.to_string(),
            summary,
            register_tiles,
        },
        Outcome::Kept(why) => Decided::Kept(why),
    }
}

/// How the dates of `schedule` move along `step` (instance pairs): the
/// differences of the dates of each pair.
fn date_steps<'c>(ctx: &'c isl::Ctx, schedule: &str, step: &str) -> isl::UnionSet<'c> {
    let s = isl::UnionMap::parse(ctx, schedule).unwrap();
    let step = isl::UnionMap::parse(ctx, step).unwrap();
    s.clone()
        .reverse()
        .unwrap()
        .apply_range(step)
        .unwrap()
        .apply_range(s)
        .unwrap()
        .deltas()
        .unwrap()
}

/// The statement of a matrix product in memory form (the accumulator read
/// and written every k), dot-product order (i, j, k).
const GEMM: &str = r#"
scop @gemm in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, n] memory size 8
  array @B : f64 [?, n] memory size 8
  array @C : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j, k] : 0 <= i < n and 0 <= j < n and 0 <= k < n }"
    schedule "[n] -> { S0[i, j, k] -> [i, j, k] }"
    read #0 @C "[n] -> { S0[i, j, k] -> C[i, j] }"
    read #1 @A "[n] -> { S0[i, j, k] -> A[i, k] }"
    read #2 @B "[n] -> { S0[i, j, k] -> B[k, j] }"
    write #3 @C "[n] -> { S0[i, j, k] -> C[i, j] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fmul %1, %2 : f64
    %4 = fadd %0, %3 : f64
    store %4, #3 : void
  }
}
"#;

#[test]
fn gemm_is_tiled_with_j_innermost_and_legal() {
    let Decided::New {
        schedule, summary, ..
    } = outcome(GEMM, Fuse::Smart)
    else {
        panic!("gemm kept its schedule");
    };
    assert!(
        summary.contains("3 loops over S0 tiled by 32x32x32"),
        "{summary}"
    );
    // Legal without expansion.
    let scop: Scop = GEMM.parse().unwrap();
    let ctx = isl::Ctx::new();
    assert_eq!(expand::plan(&ctx, &scop, &schedule).unwrap(), Some(vec![]));
    // Point loops: the last time dimension is j (stride 1 in B and C).
    // Inside a tile, one step of j moves the innermost point loop only.
    let deltas = date_steps(&ctx, &schedule, "[n] -> { S0[i, j, k] -> S0[i, j + 1, k] }");
    let innermost = isl::UnionSet::parse(&ctx, "[n] -> { [0, 0, 0, 0, 0, 1] : n >= 64 }").unwrap();
    assert!(innermost.is_subset(&deltas).unwrap(), "{deltas}");
}

#[test]
fn gemm_register_tile_unrolls_i_and_k_inside_j() {
    let Decided::New {
        schedule,
        summary,
        register_tiles,
        ..
    } = outcome_with(GEMM, Fuse::Smart, 4)
    else {
        panic!("gemm kept its schedule");
    };
    assert!(
        summary.contains("member(s) 0, 1 unrolled by 4 and jammed"),
        "{summary}"
    );
    // Dates: 3 tile loops, 3 register-tile loops (the last is j), then the
    // point loops of i and k, the ones to unroll: tile loops count tiles,
    // point loops keep the original index (one floor per tiled loop).
    assert_eq!(register_tiles.len(), 1);
    let t = &register_tiles[0];
    assert_eq!(
        (t.stmts.clone(), t.dims.clone(), t.size),
        (vec!["S0".to_string()], vec![6, 7], 4)
    );
    let ctx = isl::Ctx::new();
    let s = isl::UnionMap::parse(&ctx, &schedule).unwrap();
    let shape = isl::UnionMap::parse(
        &ctx,
        "[n] -> { S0[i, j, k] -> [floor(i/32), floor(k/32), floor(j/32), floor(i/4), floor(k/4), j, i, k, j] }",
    )
    .unwrap();
    assert!(s.is_subset(&shape).unwrap(), "{schedule}");
    // One step of i moves c6 (the unrolled copy) inside a register tile.
    let deltas = date_steps(&ctx, &schedule, "[n] -> { S0[i, j, k] -> S0[i + 1, j, k] }");
    let copy =
        isl::UnionSet::parse(&ctx, "[n] -> { [0, 0, 0, 0, 0, 0, 1, 0, 0] : n >= 64 }").unwrap();
    assert!(copy.is_subset(&deltas).unwrap(), "{deltas}");
    // Legal without expansion.
    let scop: Scop = GEMM.parse().unwrap();
    assert_eq!(expand::plan(&ctx, &scop, &schedule).unwrap(), Some(vec![]));
}

/// trmm's statement: `B[i][j] += A[k][i] * B[k][j]` (k > i) reads the
/// array it writes through other subscripts.
const TRMM: &str = r#"
scop @trmm in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, n] memory size 8
  array @B : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j, k] : 0 <= i < n and 0 <= j < n and i < k < n }"
    schedule "[n] -> { S0[i, j, k] -> [i, j, k] }"
    read #0 @B "[n] -> { S0[i, j, k] -> B[i, j] }"
    read #1 @A "[n] -> { S0[i, j, k] -> A[k, i] }"
    read #2 @B "[n] -> { S0[i, j, k] -> B[k, j] }"
    write #3 @B "[n] -> { S0[i, j, k] -> B[i, j] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fmul %1, %2 : f64
    %4 = fadd %0, %3 : f64
    store %4, #3 : void
  }
}
"#;

#[test]
fn array_read_elsewhere_than_written_gets_no_register_tile() {
    // The jammed copies' loads and stores of B would be pairs LLVM's
    // vectorizer checks at run time, past its limit (trmm ran 2x slower).
    let Decided::New {
        summary,
        register_tiles,
        ..
    } = outcome_with(TRMM, Fuse::Smart, 4)
    else {
        panic!("trmm kept its schedule");
    };
    assert!(summary.contains("tiled by 32x32x32"), "{summary}");
    assert!(!summary.contains("jammed"), "{summary}");
    assert!(register_tiles.is_empty());
}

/// A 2-D copy-and-scale: no element is touched twice, so no reuse to tile.
const SCALE: &str = r#"
scop @scale in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S0[i, j] -> [i, j] }"
    read #0 @A "[n] -> { S0[i, j] -> A[i, j] }"
    write #1 @A "[n] -> { S0[i, j] -> A[i, j] }"
    %0 = load #0 : f64
    %1 = fadd %0, %0 : f64
    store %1, #1 : void
  }
}
"#;

#[test]
fn no_reuse_keeps_the_original() {
    match outcome(SCALE, Fuse::Smart) {
        Decided::Kept(why) => assert!(!why.is_empty()),
        Decided::New { summary, .. } => panic!("tiled a band without reuse: {summary}"),
    }
}

/// Floyd-Warshall's update: the (i, j) band has reuse (p[i][k] along j,
/// p[k][j] along i) but j is stride 1 already.
const FLOYD: &str = r#"
scop @fw in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @P : i32 [?, n] memory size 4
  stmt @S0 {
    domain "[n] -> { S0[k, i, j] : 0 <= k < n and 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S0[k, i, j] -> [k, i, j] }"
    read #0 @P "[n] -> { S0[k, i, j] -> P[i, k] }"
    read #1 @P "[n] -> { S0[k, i, j] -> P[k, j] }"
    read #2 @P "[n] -> { S0[k, i, j] -> P[i, j] }"
    write #3 @P "[n] -> { S0[k, i, j] -> P[i, j] }"
    %0 = load #0 : i32
    %1 = load #1 : i32
    %2 = add %0, %1 : i32
    %3 = load #2 : i32
    %4 = add %2, %3 : i32
    store %4, #3 : void
  }
}
"#;

#[test]
fn stride_one_two_loop_band_is_not_tiled() {
    match outcome(FLOYD, Fuse::Smart) {
        Decided::Kept(why) => assert!(why.contains("stride 1"), "{why}"),
        Decided::New { summary, .. } => panic!("tiled floyd-warshall: {summary}"),
    }
}

/// Jacobi-1d's first statement over a time loop: neighbour reads, t in no
/// subscript.
const JACOBI: &str = r#"
scop @jacobi in @f {
  params [n : i64, t : i64]
  context "[n, t] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  stmt @S0 {
    domain "[n, t] -> { S0[s, i] : 0 <= s < t and 1 <= i < n - 1 }"
    schedule "[n, t] -> { S0[s, i] -> [s, 0, i] }"
    read #0 @A "[n, t] -> { S0[s, i] -> A[i - 1] }"
    read #1 @A "[n, t] -> { S0[s, i] -> A[i + 1] }"
    write #2 @B "[n, t] -> { S0[s, i] -> B[i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
  stmt @S1 {
    domain "[n, t] -> { S1[s, i] : 0 <= s < t and 1 <= i < n - 1 }"
    schedule "[n, t] -> { S1[s, i] -> [s, 1, i] }"
    read #0 @B "[n, t] -> { S1[s, i] -> B[i - 1] }"
    read #1 @B "[n, t] -> { S1[s, i] -> B[i + 1] }"
    write #2 @A "[n, t] -> { S1[s, i] -> A[i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
}
"#;

#[test]
fn time_stepped_stencil_is_time_tiled_and_legal() {
    let Decided::New {
        schedule, summary, ..
    } = outcome(JACOBI, Fuse::Smart)
    else {
        panic!("jacobi kept its schedule");
    };
    assert!(summary.contains("time tiling"), "{summary}");
    assert!(summary.contains("tiled by 32x2048"), "{summary}");
    let scop: Scop = JACOBI.parse().unwrap();
    let ctx = isl::Ctx::new();
    assert_eq!(expand::plan(&ctx, &scop, &schedule).unwrap(), Some(vec![]));
    // Inside a tile, one step of i moves the innermost dimension only: the
    // point loops over i are not skewed.
    let deltas = date_steps(&ctx, &schedule, "[n, t] -> { S0[s, i] -> S0[s, i + 1] }");
    let innermost =
        isl::UnionSet::parse(&ctx, "[n, t] -> { [0, 0, 0, 0, 1] : n >= 4096 and t >= 1 }").unwrap();
    assert!(innermost.is_subset(&deltas).unwrap(), "{deltas}");
}

/// `JACOBI` with its space extent a constant: `i` up to `last`.
fn jacobi_up_to(last: u32) -> String {
    JACOBI
        .replace("[n : i64, t : i64]", "[t : i64]")
        .replace("[n, t]", "[t]")
        .replace("n - 1", &last.to_string())
}

#[test]
fn stencil_whose_data_fits_in_cache_is_kept() {
    // The same stencil on 5,000 elements: 78 KiB per step, past L1 (data
    // within L1 stops at an earlier gate), within the cache.
    match outcome(&jacobi_up_to(4999), Fuse::Smart) {
        Decided::Kept(why) => assert!(why.contains("fits in cache"), "{why}"),
        Decided::New { summary, .. } => panic!("time-tiled a cache-resident stencil: {summary}"),
    }
}

#[test]
fn stencil_whose_data_fits_in_l1_is_kept_at_once() {
    // On 1,000 elements (16,000 bytes of both arrays): within L1, kept
    // before the stencil scheduler looks at it.
    match outcome(&jacobi_up_to(999), Fuse::Smart) {
        Decided::Kept(why) => assert!(why.contains("16000 bytes, within L1"), "{why}"),
        Decided::New { summary, .. } => panic!("scheduled an L1-resident stencil: {summary}"),
    }
}

#[test]
fn computed_schedules_keep_memory_order() {
    let scop: Scop = GEMM.parse().unwrap();
    let ctx = isl::Ctx::new();
    let v = tessera_poly::view::View::new(&ctx, &scop).unwrap();
    let d = tessera_poly::deps::Dependences::compute(&v, &scop).unwrap();
    // Interchanging i and j keeps every dependence; reversing k does not.
    let swap = isl::UnionMap::parse(&ctx, "[n] -> { S0[i, j, k] -> [j, i, k] }").unwrap();
    assert!(violation::keeps_memory_order(&v, &d, swap).unwrap());
    let rev = isl::UnionMap::parse(&ctx, "[n] -> { S0[i, j, k] -> [i, j, -k] }").unwrap();
    assert!(!violation::keeps_memory_order(&v, &d, rev).unwrap());
}

#[test]
fn time_tiled_order_is_proved_without_floors_and_only_when_kept() {
    let scop: Scop = JACOBI.parse().unwrap();
    let ctx = isl::Ctx::new();
    let tiled = tiled_order(&ctx, &scop, 0);
    let v = tessera_poly::view::View::new(&ctx, &scop).unwrap();
    let d = tessera_poly::deps::Dependences::compute_for_legality(&v, &scop).unwrap();
    // The skewed band moves every dependence forward: tiles in order.
    assert!(violation::keeps_memory_order_tiled(&v, &d, &tiled).unwrap());
    // The band unskewed, (s, i): S1[s, i] -> S0[s + 1, i - 1] reads A[i - 1]
    // a step later, one back along i. Its tiles would run out of order:
    // not proved, whatever the order inside a tile.
    let band = |text: &str| isl::UnionMap::parse(&ctx, text).unwrap();
    let no_prefix = band("[n, t] -> { S0[s, i] -> []; S1[s, i] -> [] }");
    let unskewed = violation::TiledOrder {
        inner: band("[n, t] -> { S0[s, i] -> [s, 0, i]; S1[s, i] -> [s, 1, i] }"),
        bands: vec![violation::TiledBand {
            prefix: no_prefix.clone(),
            band: band("[n, t] -> { S0[s, i] -> [s, i]; S1[s, i] -> [s, i] }"),
        }],
    };
    assert!(!violation::keeps_memory_order_tiled(&v, &d, &unskewed).unwrap());
    // Nor with the band right but a tile's order wrong (S1 before S0).
    let swapped = violation::TiledOrder {
        inner: band("[n, t] -> { S0[s, i] -> [s, 1, i]; S1[s, i] -> [s, 0, i] }"),
        bands: tiled.bands.clone(),
    };
    assert!(!violation::keeps_memory_order_tiled(&v, &d, &swapped).unwrap());
    // A band of s alone (the time loop strip-mined): every dependence
    // moves forward along s: proved.
    let outer_s = violation::TiledOrder {
        inner: band("[n, t] -> { S0[s, i] -> [s, 0, i]; S1[s, i] -> [s, 1, i] }"),
        bands: vec![violation::TiledBand {
            prefix: no_prefix,
            band: band("[n, t] -> { S0[s, i] -> [s]; S1[s, i] -> [s] }"),
        }],
    };
    assert!(violation::keeps_memory_order_tiled(&v, &d, &outer_s).unwrap());
    // A band under a prefix: (i) tiled under the loops over s and the
    // statement rank, which tell apart every pair i moves back in.
    let under_prefix = violation::TiledOrder {
        inner: band("[n, t] -> { S0[s, i] -> [s, 0, i]; S1[s, i] -> [s, 1, i] }"),
        bands: vec![violation::TiledBand {
            prefix: band("[n, t] -> { S0[s, i] -> [s, 0]; S1[s, i] -> [s, 1] }"),
            band: band("[n, t] -> { S0[s, i] -> [i]; S1[s, i] -> [i] }"),
        }],
    };
    assert!(violation::keeps_memory_order_tiled(&v, &d, &under_prefix).unwrap());
    // The same band with only s around it: S0(s, i + 1) -> S1(s, i) (B[i]
    // read one back) moves back along i between instances of one s.
    let under_s = violation::TiledOrder {
        inner: band("[n, t] -> { S0[s, i] -> [s, 0, i]; S1[s, i] -> [s, 1, i] }"),
        bands: vec![violation::TiledBand {
            prefix: band("[n, t] -> { S0[s, i] -> [s]; S1[s, i] -> [s] }"),
            band: band("[n, t] -> { S0[s, i] -> [0, i]; S1[s, i] -> [1, i] }"),
        }],
    };
    assert!(!violation::keeps_memory_order_tiled(&v, &d, &under_s).unwrap());
}

#[test]
fn tiled_band_order_is_proved_on_the_untiled_schedule() {
    let scop: Scop = GEMM.parse().unwrap();
    let ctx = isl::Ctx::new();
    let tiled = tiled_order(&ctx, &scop, 4);
    // The dates without the cache and register tile loops: the band
    // itself, j innermost; one tiled band, nothing around it.
    let expect = |text: &str| isl::UnionMap::parse(&ctx, text).unwrap();
    let band =
        expect("[n] -> { S0[i, j, k] -> [i, k, j] : 0 <= i < n and 0 <= j < n and 0 <= k < n }");
    assert!(tiled.inner.is_equal(&band).unwrap(), "{}", tiled.inner);
    assert_eq!(tiled.bands.len(), 1);
    let v = tessera_poly::view::View::new(&ctx, &scop).unwrap();
    let d = tessera_poly::deps::Dependences::compute_for_legality(&v, &scop).unwrap();
    assert!(violation::keeps_memory_order_tiled(&v, &d, &tiled).unwrap());
}

/// A scalar copied from `A[i][j]` and read at the same `(i, j)` (`point`),
/// or written at `j = 0` and read along the whole row (`row`), in a band
/// of `(i, j)` tiled by 32.
fn scalar_in_band(row: bool) -> String {
    let write_domain = if row {
        "[n] -> { S0[i, j] : 0 <= i < n and j = 0 }"
    } else {
        "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < n }"
    };
    format!(
        r#"
scop @copy in @f {{
  params [n : i64]
  context "[n] -> {{ : }}"
  array @t : f64 [] value size 8
  array @A : f64 [?, n] memory size 8
  array @B : f64 [?, n] memory size 8
  stmt @S0 {{
    domain "{write_domain}"
    schedule "[n] -> {{ S0[i, j] -> [i, j, 0] }}"
    read #0 @A "[n] -> {{ S0[i, j] -> A[i, j] }}"
    write #1 @t "[n] -> {{ S0[i, j] -> t[] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
  stmt @S1 {{
    domain "[n] -> {{ S1[i, j] : 0 <= i < n and 0 <= j < n }}"
    schedule "[n] -> {{ S1[i, j] -> [i, j, 1] }}"
    read #0 @t "[n] -> {{ S1[i, j] -> t[] }}"
    write #1 @B "[n] -> {{ S1[i, j] -> B[i, j] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
}}
"#
    )
}

#[test]
fn tiles_keep_the_order_of_ranges_at_one_band_point() {
    for row in [false, true] {
        let scop: Scop = scalar_in_band(row).parse().unwrap();
        let ctx = isl::Ctx::new();
        let v = tessera_poly::view::View::new(&ctx, &scop).unwrap();
        let d = tessera_poly::deps::Dependences::compute_for_legality(&v, &scop).unwrap();
        let rel = |text: &str| isl::UnionMap::parse(&ctx, text).unwrap();
        // The original order, (i, j) tiled.
        let tiled = violation::TiledOrder {
            inner: rel("[n] -> { S0[i, j] -> [i, j, 0]; S1[i, j] -> [i, j, 1] }"),
            bands: vec![violation::TiledBand {
                prefix: rel("[n] -> { S0[i, j] -> []; S1[i, j] -> [] }"),
                band: rel("[n] -> { S0[i, j] -> [i, j]; S1[i, j] -> [i, j] }"),
            }],
        };
        // The scalar's anti dependences go back along j between rows:
        // not every memory-based dependence moves forward in the band.
        assert!(!violation::keeps_memory_order_tiled(&v, &d, &tiled).unwrap());
        // A value copied and read at one (i, j) stays inside that point's
        // dates, however the tiles reorder the points: proved. A value
        // read along its row spans the row's tiles, and the next row's
        // write can come first in the tiled order: not proved.
        assert_eq!(
            violation::tiles_keep_pair_order(&v, &d, &tiled, &[]).unwrap(),
            !row,
            "row = {row}"
        );
    }
}

/// gemm in i-k-j order with `alpha * A[i][k]` in a scalar, as LICM
/// leaves it (lit schedule/value-based-fallback.tir).
const GEMM_IKJ: &str = r#"
scop @gemm_ikj in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @v_mul : f64 [] value size 8
  array @A : f64 [?, n] memory size 8
  array @B : f64 [?, n] memory size 8
  array @C : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n }"
    schedule "[n] -> { S0[i0, i1] -> [0, i0, 0, i1, 0, 0, 0] }"
    read #0 @A "[n] -> { S0[i0, i1] -> A[i0, i1] }"
    write #1 @v_mul "[n] -> { S0[i0, i1] -> v_mul[] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n }"
    schedule "[n] -> { S1[i0, i1, i2] -> [0, i0, 0, i1, 1, i2, 0] }"
    read #0 @B "[n] -> { S1[i0, i1, i2] -> B[i1, i2] }"
    read #1 @C "[n] -> { S1[i0, i1, i2] -> C[i0, i2] }"
    read #2 @v_mul "[n] -> { S1[i0, i1, i2] -> v_mul[] }"
    write #3 @C "[n] -> { S1[i0, i1, i2] -> C[i0, i2] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fmul %2, %0 : f64
    %4 = fadd %1, %3 : f64
    store %4, #3 : void
  }
}
"#;

#[test]
fn expansions_planned_without_tile_loops_match_the_tiled_plan() {
    let scop: Scop = GEMM_IKJ.parse().unwrap();
    let ctx = isl::Ctx::new();
    let rel = |text: &str| isl::UnionMap::parse(&ctx, text).unwrap();
    // S1's (i, k, j) band tiled by 32 after S0's nest, as the value-based
    // schedule does; it breaks the scalar's live ranges across i and k.
    let tiled = violation::TiledOrder {
        inner: rel("[n] -> { S0[i, k] -> [0, i, k, 0]; S1[i, k, j] -> [1, i, k, j] }"),
        bands: vec![violation::TiledBand {
            prefix: rel("[n] -> { S1[i, k, j] -> [1] }"),
            band: rel("[n] -> { S1[i, k, j] -> [i, k, j] }"),
        }],
    };
    let schedule = rel("[n] -> { S0[i, k] -> [0, 0, 0, 0, i, k, 0]; \
         S1[i, k, j] -> [1, floor(i/32), floor(k/32), floor(j/32), i, k, j] }");
    // With and without the tiling given: on the untiled dates, then on
    // the tiled ones.
    let plan = |tiled_given: bool| {
        let v = tessera_poly::view::View::new(&ctx, &scop).unwrap();
        let d = tessera_poly::deps::Dependences::compute_for_legality(&v, &scop).unwrap();
        let mut analysis = (v, d);
        expand::plan_with(
            &ctx,
            &scop,
            &schedule,
            Some(&mut analysis),
            tiled_given.then_some(&tiled),
        )
        .unwrap()
    };
    let expected = Some(vec![expand::Expansion {
        array: "v_mul".into(),
        depth: 2,
    }]);
    assert_eq!(plan(false), expected);
    assert_eq!(plan(true), expected);
    // The untiled plan holds for the tiles: in the expanded model, the
    // tiles order the accesses to each location as the untiled dates do
    // (the scalar's writes are in a nest of their own, its reads in the
    // band; C moves forward along k).
    let keeps = |scop: &Scop| {
        let v = tessera_poly::view::View::new(&ctx, scop).unwrap();
        let d = tessera_poly::deps::Dependences::compute_for_legality(&v, scop).unwrap();
        violation::tiles_keep_pair_order(&v, &d, &tiled, &[]).unwrap()
    };
    let expanded = expand::apply(&ctx, &scop, expected.as_deref().unwrap()).unwrap();
    assert!(keeps(&expanded));
}
