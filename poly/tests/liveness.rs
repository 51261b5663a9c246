//! Live ranges and violation analysis on hand-written models.

use tessera_ir::Scop;
use tessera_poly::deps::{Dependences, Kind};
use tessera_poly::view::View;
use tessera_poly::violation;

/// Two statements per iteration of i: S0 writes t, S1 reads it (a scalar
/// temporary, as after SSA).
const TEMP: &str = r#"
scop @temp in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  array @t : f64 [] value size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [i, 0] }"
    read #0 @A "[n] -> { S0[i] -> A[i] }"
    write #1 @t "[n] -> { S0[i] -> t[] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i] : 0 <= i < n }"
    schedule "[n] -> { S1[i] -> [i, 1] }"
    read #0 @t "[n] -> { S1[i] -> t[] }"
    write #1 @B "[n] -> { S1[i] -> B[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

fn with<T>(text: &str, f: impl FnOnce(&isl::Ctx, &Scop) -> T) -> T {
    let scop: Scop = text.parse().unwrap();
    assert_eq!(scop.verify(), Ok(()));
    let ctx = isl::Ctx::new();
    f(&ctx, &scop)
}

fn legal(text: &str, schedule: &str) -> bool {
    with(text, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        let s = isl::UnionMap::parse(ctx, schedule).unwrap();
        violation::check(&v, &d, s).unwrap().is_empty().unwrap()
    })
}

fn violated_kinds(text: &str, schedule: &str) -> Vec<Kind> {
    with(text, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        let s = isl::UnionMap::parse(ctx, schedule).unwrap();
        let mut k: Vec<Kind> = violation::check(&v, &d, s)
            .unwrap()
            .list()
            .unwrap()
            .into_iter()
            .map(|d| d.kind)
            .collect();
        k.dedup();
        k
    })
}

#[test]
fn live_ranges_of_a_temporary() {
    with(TEMP, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        // t: one live range per iteration, S0[i] -> S1[i].
        let live = isl::UnionMap::parse(
            ctx,
            "[n] -> { [S0[i] -> S0_a1[]] -> [S1[i] -> S1_a0[]] : 0 <= i < n }",
        )
        .unwrap();
        let of_t = d.live.clone().intersect(live.clone()).unwrap();
        assert!(of_t.is_equal(&live).unwrap(), "{}", d.live);
        // Memory-based: t is overwritten every iteration (output dependences
        // across iterations), which the live ranges make irrelevant.
        assert!(!d.output.is_empty().unwrap());
        // The original schedule violates nothing.
        let vio = violation::check(&v, &d, v.schedule.clone()).unwrap();
        assert!(vio.is_empty().unwrap());
    });
}

#[test]
fn reversing_the_loop_keeps_the_live_ranges_of_a_temporary() {
    // Memory-based dependences on t forbid the reversal; live ranges do not.
    assert!(legal(TEMP, "[n] -> { S0[i] -> [-i, 0]; S1[i] -> [-i, 1] }"));
}

#[test]
fn distribution_breaks_the_live_ranges_of_a_temporary() {
    assert_eq!(
        violated_kinds(TEMP, "[n] -> { S0[i] -> [0, i]; S1[i] -> [1, i] }"),
        vec![Kind::Live]
    );
}

#[test]
fn swapping_producer_and_consumer_breaks_the_flow() {
    let k = violated_kinds(TEMP, "[n] -> { S0[i] -> [i, 1]; S1[i] -> [i, 0] }");
    assert!(k.contains(&Kind::Flow), "{k:?}");
}

/// S0 writes A[i] (never read in the SCoP: live out), S1 overwrites A[i]
/// with a value read from B.
const TWO_WRITES: &str = r#"
scop @w in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [0, i] }"
    write #0 @A "[n] -> { S0[i] -> A[i] }"
    store 1.0 : f64, #0 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i] : 0 <= i < n }"
    schedule "[n] -> { S1[i] -> [1, i] }"
    read #0 @B "[n] -> { S1[i] -> B[i] }"
    write #1 @A "[n] -> { S1[i] -> A[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

#[test]
fn the_final_write_stays_last() {
    assert!(legal(
        TWO_WRITES,
        "[n] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }"
    ));
    assert_eq!(
        violated_kinds(TWO_WRITES, "[n] -> { S0[i] -> [1, i]; S1[i] -> [0, i] }"),
        vec![Kind::FinalWrite]
    );
}

/// S0 reads A[i] (a value from before the SCoP) into B; S1 writes A[i].
const READ_THEN_WRITE: &str = r#"
scop @r in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [0, i] }"
    read #0 @A "[n] -> { S0[i] -> A[i] }"
    write #1 @B "[n] -> { S0[i] -> B[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i] : 0 <= i < n }"
    schedule "[n] -> { S1[i] -> [1, i] }"
    write #0 @A "[n] -> { S1[i] -> A[i] }"
    store 2.0 : f64, #0 : void
  }
}
"#;

#[test]
fn reads_of_initial_values_stay_before_the_writes() {
    assert!(legal(
        READ_THEN_WRITE,
        "[n] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }"
    ));
    assert_eq!(
        violated_kinds(
            READ_THEN_WRITE,
            "[n] -> { S0[i] -> [1, i]; S1[i] -> [0, i] }"
        ),
        vec![Kind::InitialRead]
    );
}

/// A value written and never read (dead) must not land inside another
/// value's live range on the same location.
const DEAD_WRITE: &str = r#"
scop @d in @f {
  params []
  context "{ : }"
  array @B : f64 [?] memory size 8
  array @t : f64 [] value size 8
  stmt @S0 {
    domain "{ S0[] }"
    schedule "{ S0[] -> [0] }"
    write #0 @t "{ S0[] -> t[] }"
    store 1.0 : f64, #0 : void
  }
  stmt @S1 {
    domain "{ S1[] }"
    schedule "{ S1[] -> [1] }"
    write #0 @t "{ S1[] -> t[] }"
    store 2.0 : f64, #0 : void
  }
  stmt @S2 {
    domain "{ S2[] }"
    schedule "{ S2[] -> [2] }"
    read #0 @t "{ S2[] -> t[] }"
    write #1 @B "{ S2[] -> B[0] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

#[test]
fn a_dead_write_cannot_move_into_a_live_range() {
    // S0's value is dead: S0 may move anywhere before S1...
    assert!(legal(
        DEAD_WRITE,
        "{ S0[] -> [0]; S1[] -> [1]; S2[] -> [2] }"
    ));
    // ...but not between S1 and its reader S2.
    assert_eq!(
        violated_kinds(DEAD_WRITE, "{ S1[] -> [0]; S0[] -> [1]; S2[] -> [2] }"),
        vec![Kind::Live]
    );
}

#[test]
fn parallel_form() {
    with(TEMP, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        // The i loop (dimension 0) shares the scalar t between iterations:
        // running them at once breaks its live ranges (t must be
        // privatized first).
        let par = violation::check_parallel(&v, &d, v.schedule.clone(), 0, false).unwrap();
        assert!(!par.live.is_empty().unwrap());
        assert!(par.flow.is_empty().unwrap());
    });
    // Without the temporary, the loop is parallel.
    with(TWO_WRITES, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        let par = violation::check_parallel(&v, &d, v.schedule.clone(), 1, false).unwrap();
        assert!(par.is_empty().unwrap());
    });
}

fn keeps(text: &str, schedule: &str) -> bool {
    with(text, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        let s = isl::UnionMap::parse(ctx, schedule).unwrap();
        violation::keeps_memory_order(&v, &d, s).unwrap()
    })
}

#[test]
fn memory_order_is_judged_on_dependence_dates() {
    // The original order, and the same order under tiling (floors).
    assert!(keeps(TEMP, "[n] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }"));
    assert!(keeps(
        TEMP,
        "[n] -> { S0[i] -> [floor(i / 4), i, 0]; S1[i] -> [floor(i / 4), i, 1] }"
    ));
    // A shift keeps every memory-based dependence too.
    assert!(keeps(
        TEMP,
        "[n] -> { S0[i] -> [2i, 0]; S1[i] -> [2i + 1, 0] }"
    ));
    // Reversal and distribution reverse those on t (legal or not by live
    // ranges: not this function's question).
    assert!(!keeps(
        TEMP,
        "[n] -> { S0[i] -> [-i, 0]; S1[i] -> [-i, 1] }"
    ));
    assert!(!keeps(TEMP, "[n] -> { S0[i] -> [0, i]; S1[i] -> [1, i] }"));
    // Output dependence between the two writes of A.
    assert!(keeps(
        TWO_WRITES,
        "[n] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1] }"
    ));
    assert!(!keeps(
        TWO_WRITES,
        "[n] -> { S0[i] -> [1, i]; S1[i] -> [0, i] }"
    ));
    // Dates of different lengths take the pairwise path.
    assert!(keeps(
        TWO_WRITES,
        "[n] -> { S0[i] -> [i, 0]; S1[i] -> [i, 1, 0] }"
    ));
    assert!(!keeps(
        TWO_WRITES,
        "[n] -> { S0[i] -> [1, i]; S1[i] -> [0, i, 0] }"
    ));
}

/// The flow into some arrays' reads alone: the same pairs as the whole
/// flow has for them, none for an array that is never read.
#[test]
fn flow_of_arrays_is_the_flow_restricted() {
    with(TEMP, |ctx, scop| {
        let v = View::new(ctx, scop).unwrap();
        let d = Dependences::compute(&v, scop).unwrap();
        let of_t = tessera_poly::deps::flow_of_arrays(&v, &["t"]).unwrap();
        assert!(!of_t.is_empty().unwrap());
        assert!(of_t.is_equal(&d.flow).unwrap());
        let of_b = tessera_poly::deps::flow_of_arrays(&v, &["B"]).unwrap();
        assert!(of_b.is_empty().unwrap());
    })
}
