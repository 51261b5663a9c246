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

/// The verdict on loop `i` of the model.
fn verdict_on_i(text: &str) -> LoopVerdict {
    let ctx = Ctx::new();
    let scop = &tessera_ir::parse_module(text).unwrap()[0];
    let check = ParallelCheck::new(&ctx, scop).unwrap();
    // As the AST build gives it: on the statements' domains.
    let domain = View::new(&ctx, scop).unwrap().domain;
    let prefix = UnionMap::parse(&ctx, "[n, m] -> { S0[i, j] -> [i]; S1[i, j] -> [i] }")
        .unwrap()
        .intersect_domain(domain)
        .unwrap();
    check.verdict(&prefix).unwrap()
}

#[test]
fn an_array_every_iteration_rewrites_is_private_up_to_its_last_element() {
    match verdict_on_i(&rows("0", "j - 1", false)) {
        LoopVerdict::Parallel { private, arrays } => {
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
