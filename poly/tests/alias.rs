//! The exact overlap test (paper 000 §5.2) on a hand-written model.

use tessera_ir::Scop;
use tessera_poly::alias;

/// b[i] = a[i + 1] for 0 <= i < n.
const SHIFT: &str = r#"
scop @copy in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @a : f64 [?] memory size 8
  array @b : f64 [?] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [0, i, 0] }"
    read #0 @a "[n] -> { S0[i] -> a[i + 1] }"
    write #1 @b "[n] -> { S0[i] -> b[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;

fn safe(schedule: &str) -> String {
    let scop: Scop = SHIFT.parse().unwrap();
    let ctx = isl::Ctx::new();
    alias::exact_condition(&ctx, &scop, schedule, &["a".to_string(), "b".to_string()])
        .unwrap()
        .expect("one shape: the exact test applies")
}

fn holds(ctx: &isl::Ctx, set: &str, n: i64, dev: i64) -> bool {
    let point = isl::Set::parse(
        ctx,
        &format!("[n, tessera_dev_b] -> {{ : n = {n} and tessera_dev_b = {dev} }}"),
    )
    .unwrap();
    point
        .is_subset(&isl::Set::parse(ctx, set).unwrap())
        .unwrap()
}

#[test]
fn the_original_order_tolerates_every_overlap() {
    let s = safe("[n] -> { S0[i] -> [0, i, 0] }");
    let ctx = isl::Ctx::new();
    for dev in [-3, -1, 0, 1, 2, 5] {
        assert!(holds(&ctx, &s, 10, dev), "b = a + {dev}: {s}");
    }
}

#[test]
fn the_reversed_loop_tolerates_only_harmless_positions() {
    let s = safe("[n] -> { S0[i] -> [0, -i, 0] }");
    let ctx = isl::Ctx::new();
    // In place (b = a) or b written where a is still to be read: refused.
    assert!(!holds(&ctx, &s, 10, 0), "{s}");
    assert!(!holds(&ctx, &s, 10, 2), "{s}");
    // b = a + 1: every cell is read before it is written, in both orders.
    assert!(holds(&ctx, &s, 10, 1), "{s}");
    // Far apart: no overlap at all.
    assert!(holds(&ctx, &s, 10, 100), "{s}");
    assert!(holds(&ctx, &s, 10, -100), "{s}");
}
