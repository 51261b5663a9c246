use super::*;

/// `for i: { for j in [LO, m): s[j] = A[i][j]; for j in [LO + 1, m):
/// A[i][j] = s[READ] }`: every iteration of `i` rewrites `s`; `early`
/// puts the reading loop first.
fn rows(lo: &str, read: &str, early: bool) -> String {
    let (w, r) = if early { (1, 0) } else { (0, 1) };
    format!(
        r#"
scop @rows.scop0 in @rows {{
  params [n : i64, m : i64]
  context "[n, m] -> {{ : m <= 1000 }}"
  array @A : f64 [?, 1000] memory size 8
  array @s : f64 [?] memory size 8
  stmt @S0 loc("r.c":3:7) {{
    domain "[n, m] -> {{ S0[i, j] : 0 <= i < n and {lo} <= j < m }}"
    schedule "[n, m] -> {{ S0[i, j] -> [0, i, {w}, j, 0] }}"
    read #0 @A "[n, m] -> {{ S0[i, j] -> A[i, j] }}"
    write #1 @s "[n, m] -> {{ S0[i, j] -> s[j] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
  stmt @S1 loc("r.c":5:7) {{
    domain "[n, m] -> {{ S1[i, j] : 0 <= i < n and {lo} + 1 <= j < m }}"
    schedule "[n, m] -> {{ S1[i, j] -> [0, i, {r}, j, 0] }}"
    read #0 @s "[n, m] -> {{ S1[i, j] -> s[{read}] }}"
    write #1 @A "[n, m] -> {{ S1[i, j] -> A[i, j] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
}}"#
    )
}

/// The verdict on the loop whose instances run at `prefix` (instances to
/// dates, as text) in the model `text`.
fn verdict_at(text: &str, prefix: &str) -> LoopVerdict {
    let ctx = Ctx::new();
    let scop = &tessera_ir::parse_module(text).unwrap()[0];
    let check = ParallelCheck::new(&ctx, scop).unwrap();
    // As the AST build gives it: on the statements' domains.
    let domain = View::new(&ctx, scop).unwrap().domain;
    let prefix = UnionMap::parse(&ctx, prefix)
        .unwrap()
        .intersect_domain(domain)
        .unwrap();
    check.verdict(&prefix).unwrap()
}

/// The busiest of two threads' share of the work of the loop at `prefix`.
fn busiest_at(text: &str, prefix: &str) -> u16 {
    match verdict_at(text, prefix) {
        LoopVerdict::Parallel { busiest, .. } => busiest,
        v => panic!("expected parallel, got {v:?}"),
    }
}

/// The verdict on loop `i` of the model.
fn verdict_on_i(text: &str) -> LoopVerdict {
    verdict_at(text, "[n, m] -> { S0[i, j] -> [i]; S1[i, j] -> [i] }")
}

#[test]
fn an_array_every_iteration_rewrites_is_private_up_to_its_last_element() {
    match verdict_on_i(&rows("0", "j - 1", false)) {
        LoopVerdict::Parallel {
            private, arrays, ..
        } => {
            assert!(private.is_empty());
            assert_eq!(arrays.len(), 1);
            assert_eq!(arrays[0].name, "s");
            let ctx = Ctx::new();
            let last = isl::PwAff::parse(&ctx, &arrays[0].last).unwrap();
            let expected = isl::PwAff::parse(&ctx, "[n, m] -> { [(m - 1)] }").unwrap();
            let domain = last.clone().domain().unwrap();
            assert!(last
                .is_equal(&expected.intersect_domain(domain).unwrap())
                .unwrap());
        }
        v => panic!("expected parallel, got {v:?}"),
    }
}

#[test]
fn an_array_whose_last_iteration_writes_less_stays_shared() {
    // Iteration i writes s[i..m-1]: the last one leaves s[0..n-2] as the
    // earlier ones wrote them.
    assert_eq!(
        verdict_on_i(&rows("i", "j - 1", false)),
        LoopVerdict::Sequential
    );
}

#[test]
fn an_array_read_where_no_iteration_writes_stays_shared() {
    // s[m] is read at j = m - 1 and written nowhere: a copy would not
    // hold it.
    assert_eq!(
        verdict_on_i(&rows("0", "j + 1", false)),
        LoopVerdict::Sequential
    );
}

#[test]
fn an_array_read_before_its_iteration_writes_it_stays_shared() {
    // The reading loop first: s[j - 1] is the previous iteration's.
    assert_eq!(
        verdict_on_i(&rows("0", "j - 1", true)),
        LoopVerdict::Sequential
    );
}

/// `for t < T: for i < ROWS: for j < 500: X[t][i][j] = 2 * X[t][i][j]`.
fn growing(t: u32, rows: &str) -> String {
    format!(
        r#"
scop @g.scop0 in @g {{
  params [n : i64]
  context "[n] -> {{ : }}"
  array @X : f64 [?, 2000, 500] memory size 8
  stmt @S0 loc("g.c":3:7) {{
    domain "[n] -> {{ S0[t, i, j] : 0 <= t < {t} and 0 <= i < {rows} and 0 <= j < 500 }}"
    schedule "[n] -> {{ S0[t, i, j] -> [0, t, 0, i, 0, j, 0] }}"
    read #0 @X "[n] -> {{ S0[t, i, j] -> X[t, i, j] }}"
    write #1 @X "[n] -> {{ S0[t, i, j] -> X[t, i, j] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
}}"#
    )
}

/// The busiest of two threads' share of loop `t`'s work.
fn busiest_on_t(text: &str) -> u16 {
    busiest_at(text, "[n] -> { S0[t, i, j] -> [t] }")
}

#[test]
fn few_iterations_of_growing_work_give_one_thread_most_of_it() {
    // 400, 1200 and 2000 rows: the first thread gets t = 0 and 2, 2/3.
    assert_eq!(busiest_on_t(&growing(3, "400 + 800t")), 666);
}

#[test]
fn iterations_of_equal_work_dealt_round_are_even() {
    assert_eq!(busiest_on_t(&growing(4, "600")), 500);
    // One more than the threads: the first gets two of three.
    assert_eq!(busiest_on_t(&growing(3, "600")), 666);
}

#[test]
fn many_iterations_or_unknown_bounds_count_as_even() {
    assert_eq!(busiest_on_t(&growing(100, "600")), 500);
    assert_eq!(busiest_on_t(&growing(3, "600 + n")), 500);
}

#[test]
fn two_tiles_of_a_triangle_count_by_their_halves() {
    // syr2k's shape: tiles of 128 rows over 240, `j <= i`. The first
    // tile has 8256 points per k, the second 20664 (71%); bounding boxes
    // alone say 16384 and 26880 (62%), their halves 12288 and 23744 (65.8%).
    let text = r#"
scop @s.scop0 in @s {
  params [n : i64]
  context "[n] -> { : }"
  array @C : f64 [?, 240] memory size 8
  stmt @S0 loc("s.c":3:7) {
    domain "[n] -> { S0[t, i, k, j] : 0 <= t <= 1 and 128t <= i < 128t + 128 and i < 240 and 0 <= k < 200 and 0 <= j <= i }"
    schedule "[n] -> { S0[t, i, k, j] -> [0, t, 0, i, 0, k, 0, j, 0] }"
    read #0 @C "[n] -> { S0[t, i, k, j] -> C[i, j] }"
    write #1 @C "[n] -> { S0[t, i, k, j] -> C[i, j] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}"#;
    assert_eq!(busiest_at(text, "[n] -> { S0[t, i, k, j] -> [t] }"), 658);
}
