//! Fusion structures of the outermost level (paper 004) on hand-written
//! models: which groupings are legal, and that each schedule is.

use tessera_ir::Scop;
use tessera_poly::expand;
use tessera_poly::fusion::{structures, Search};
use tessera_poly::schedule::{AutoOptions, Fuse};

fn search(text: &str) -> (Scop, Search) {
    let scop: Scop = text.parse().unwrap();
    assert_eq!(scop.verify(), Ok(()));
    let ctx = isl::Ctx::new();
    let opts = AutoOptions {
        tile: 32,
        cache_bytes: tessera_poly::cache::DEFAULT_BYTES,
        fuse: Fuse::Smart,
        register_tile: 0,
        speculate: true,
        reload: true,
        wavefront: false,
        live_range_operations: tessera_poly::schedule::LIVE_RANGE_BUDGET,
    };
    let s = structures(&ctx, &scop, opts, 64).unwrap();
    (scop, s)
}

fn shapes(s: &Search) -> Vec<String> {
    s.structures
        .iter()
        .map(|st| {
            st.groups
                .iter()
                .map(|g| format!("{{{}}}", g.join(",")))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// B = f(A); C = g(B) shifted (reads B[i + 1]); D = h(A).
const THREE: &str = r#"
scop @three in @f {
  params [n : i64]
  context "[n] -> { : n >= 2 }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  array @C : f64 [?] memory size 8
  array @D : f64 [?] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [0, i] }"
    read #0 @A "[n] -> { S0[i] -> A[i] }"
    write #1 @B "[n] -> { S0[i] -> B[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i] : 0 <= i < n - 1 }"
    schedule "[n] -> { S1[i] -> [1, i] }"
    read #0 @B "[n] -> { S1[i] -> B[i + 1] }"
    write #1 @C "[n] -> { S1[i] -> C[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S2 {
    domain "[n] -> { S2[i] : 0 <= i < n }"
    schedule "[n] -> { S2[i] -> [2, i] }"
    read #0 @A "[n] -> { S2[i] -> A[i] }"
    write #1 @D "[n] -> { S2[i] -> D[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

#[test]
fn every_grouping_of_three_loops_is_legal_once_shifted() {
    let (scop, s) = search(THREE);
    assert_eq!(s.components, 3);
    // All five set partitions are connected (S0, S2 share A; S0, S1 share
    // B; S1, S2 are joined through S0 only in the three-way group).
    let shapes = shapes(&s);
    assert_eq!(
        shapes,
        vec![
            "{S0,S1,S2}",
            "{S0,S1} {S2}",
            "{S0,S2} {S1}",
            "{S0} {S1} {S2}",
        ],
        "{shapes:?}"
    );
    // S1 and S2 share nothing: never grouped alone.
    assert!(!shapes.iter().any(|x| x.contains("{S1,S2}")));
    let ctx = isl::Ctx::new();
    for st in &s.structures {
        assert_eq!(
            expand::plan(&ctx, &scop, &st.schedule).unwrap(),
            Some(vec![]),
            "{}",
            st.schedule
        );
    }
}

/// x = A b; then y = B x: y[i] needs every x[j], so the loops fuse only
/// with the second one interchanged (outer loop over the x index, as in
/// the paper's example).
const MATVEC2: &str = r#"
scop @mv2 in @f {
  params [n : i64]
  context "[n] -> { : n >= 1 }"
  array @A : f64 [?, n] memory size 8
  array @x : f64 [?] memory size 8
  array @y : f64 [?] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S0[i, j] -> [0, i, j] }"
    read #0 @x "[n] -> { S0[i, j] -> x[i] }"
    read #1 @A "[n] -> { S0[i, j] -> A[i, j] }"
    write #2 @x "[n] -> { S0[i, j] -> x[i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S1[i, j] -> [1, i, j] }"
    read #0 @y "[n] -> { S1[i, j] -> y[i] }"
    read #1 @x "[n] -> { S1[i, j] -> x[j] }"
    write #2 @y "[n] -> { S1[i, j] -> y[i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
}
"#;

#[test]
fn a_product_and_its_consumer_fuse_once_interchanged() {
    let (scop, s) = search(MATVEC2);
    assert_eq!(shapes(&s), vec!["{S0,S1}", "{S0} {S1}"]);
    let ctx = isl::Ctx::new();
    let fused = isl::UnionMap::parse(&ctx, &s.structures[0].schedule).unwrap();
    assert_eq!(
        expand::plan(&ctx, &scop, &s.structures[0].schedule).unwrap(),
        Some(vec![])
    );
    // The outer dimension of S1 is its j (the x element it reads).
    // The group number, then the group's own schedule: its first
    // dimension is the outer loop.
    let width = fused.maps().unwrap()[0].n_out();
    let ts: Vec<String> = (0..width).map(|k| format!("t{k}")).collect();
    let outer = isl::UnionMap::parse(&ctx, &format!("{{ [{}] -> [t1] }}", ts.join(", "))).unwrap();
    let got = fused.apply_range(outer).unwrap();
    let want = isl::UnionMap::parse(
        &ctx,
        "[n] -> { S1[i, j] -> [j] : 0 <= i < n and 0 <= j < n }",
    )
    .unwrap();
    let s1 = got
        .intersect_domain(isl::UnionSet::parse(&ctx, "[n] -> { S1[i, j] }").unwrap())
        .unwrap();
    assert!(!s1.is_empty().unwrap());
    assert!(s1.is_subset(&want).unwrap(), "{s1}");
}
