use super::*;

fn model() -> Scop {
    let text = r#"
scop @k in @k {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i] : 0 <= i < n }"
    schedule "[n] -> { S0[i] -> [0, i, 0, 0, 0] }"
    read #0 @A "[n] -> { S0[i] -> A[i, 0] }"
    write #1 @A "[n] -> { S0[i] -> A[i, 0] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S1[i, j] -> [0, i, 1, j, 0] }"
    read #0 @A "[n] -> { S1[i, j] -> A[i, j] }"
    write #1 @A "[n] -> { S1[i, j] -> A[i, j] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S2 {
    domain "[n] -> { S2[i] : 0 <= i < n }"
    schedule "[n] -> { S2[i] -> [1, i, 0, 0, 0] }"
    read #0 @A "[n] -> { S2[i] -> A[0, i] }"
    write #1 @A "[n] -> { S2[i] -> A[0, i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}
"#;
    tessera_ir::parse_module(text).unwrap().remove(0)
}

#[test]
fn a_models_loop_holds_the_statements_that_share_its_dates() {
    let ctx = isl::Ctx::new();
    let s = model();
    // S1's outer loop is S0's too, not S2's (a loop of its own).
    let n = Nest::of_statement(&ctx, &s, "S1:0").unwrap();
    assert_eq!(n.statements, vec!["S0", "S1"]);
    assert_eq!((n.depth, n.loops.len()), (0, 2));
    assert_eq!(n.loops[0], "i (S1:0)");
    let inner = Nest::of_statement(&ctx, &s, "S1:1").unwrap();
    assert_eq!(inner.statements, vec!["S1"]);
    assert_eq!(inner.outer, vec!["i (S1:0)"]);
    assert_eq!(
        Nest::of_statement(&ctx, &s, "S2:0").unwrap().statements,
        vec!["S2"]
    );
    assert!(Nest::of_statement(&ctx, &s, "S1:2").is_err());
    assert!(Nest::of_statement(&ctx, &s, "S1").is_err());
    assert!(Nest::of_statement(&ctx, &s, "S9:0").is_err());
}

#[test]
fn drawing_is_deterministic_and_marks_nothing_without_a_schedule() {
    let ctx = isl::Ctx::new();
    let s = model();
    let nest = Nest::of_statement(&ctx, &s, "S1:0").unwrap();
    let req = Request {
        scop: &s,
        nest: &nest,
        schedule: None,
        dims: None,
        max_iterations: 4,
        scalars: false,
    };
    let a = draw(&ctx, &req).unwrap();
    assert_eq!(a, draw(&ctx, &req).unwrap());
    assert!(a.contains("n = 4 shown"));
    assert!(a.contains("<title>S1(3, 3)</title>"));
    assert!(!a.contains("<title>S1(4, 0)</title>"));
    assert!(!a.contains(" violated\""));
    assert!(a.contains("class=\"dep output\""));
    let bad = Request {
        dims: Some((0, 2)),
        ..req
    };
    assert!(draw(&ctx, &bad).is_err());
}
