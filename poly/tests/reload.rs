//! Register-carried copies of array elements read from memory again
//! (`reload.rs`) on hand-written models: where exact, and where a write
//! in between forbids it.

use tessera_ir::Scop;
use tessera_poly::reload::reload;

/// `p = A[0]` before each sweep; each iteration reads the element the
/// previous one loaded (`p`, carried in a register) and `A[i + 1]`, and
/// passes `A[i + 1]` on in `p`. `WRITE` is where the sum goes.
const CARRIED: &str = r#"
scop @carried in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  array @p : f64 [] phi size 8
  stmt @S0 {
    domain "[n] -> { S0[t] : 0 <= t < 10 }"
    schedule "[n] -> { S0[t] -> [t, 0, 0] }"
    read #0 @A "[n] -> { S0[t] -> A[0] }"
    write #1 @p "[n] -> { S0[t] -> p[] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[t, i] : 0 <= t < 10 and 0 <= i < n }"
    schedule "[n] -> { S1[t, i] -> [t, 1, i] }"
    read #0 @p "[n] -> { S1[t, i] -> p[] }"
    read #1 @A "[n] -> { S1[t, i] -> A[i + 1] }"
    write #2 WRITE
    write #3 @p "[n] -> { S1[t, i] -> p[] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
    store %1, #3 : void
  }
}
"#;

fn model(write: &str) -> Scop {
    let scop: Scop = CARRIED.replace("WRITE", write).parse().unwrap();
    assert_eq!(scop.verify(), Ok(()));
    scop
}

#[test]
fn carried_copy_becomes_a_read_of_its_element() {
    let scop = model(r#"@B "[n] -> { S1[t, i] -> B[i] }""#);
    let ctx = isl::Ctx::new();
    let r = reload(&ctx, &scop).unwrap().expect("p is a copy of A[i]");
    assert_eq!(r.reloads.len(), 1, "{:?}", r.reloads);
    let rl = &r.reloads[0];
    assert_eq!(
        (rl.stmt.as_str(), rl.scalar.as_str(), rl.array.as_str()),
        ("S1", "p", "A")
    );
    let got = isl::Map::parse(&ctx, &rl.relation).unwrap();
    let want = isl::Map::parse(
        &ctx,
        "[n] -> { S1[t, i] -> A[i] : 0 <= t < 10 and 0 <= i < n }",
    )
    .unwrap();
    assert!(got.is_equal(&want).unwrap(), "{got}");
    // p is read no more: its writes go, and S0 (only a copy) with them.
    assert_eq!(r.dead, vec!["p".to_string()]);
    assert_eq!(r.dropped, vec!["S0".to_string()]);
    let s1 = r.scop.statement("S1").unwrap();
    assert!(s1.accesses.iter().all(|a| a.array != "p"));
    assert!(r.scop.verify().is_ok(), "{:?}", r.scop.verify());
}

#[test]
fn element_written_after_the_copy_stays_in_the_register() {
    // The sum overwrites A[i + 1] after it was loaded: the register holds
    // the old value, memory the new one.
    let scop = model(r#"@A "[n] -> { S1[t, i] -> A[i + 1] }""#);
    let ctx = isl::Ctx::new();
    assert!(reload(&ctx, &scop).unwrap().is_none());
}

#[test]
fn value_from_one_of_several_writes_stays_in_the_register() {
    // p is written only on some iterations (a may-write): a read may see
    // the copy of A[i] or the older copy of A[0], which is no single
    // element. The read is left alone, without failing.
    let text = CARRIED
        .replace("WRITE", r#"@B "[n] -> { S1[t, i] -> B[i] }""#)
        .replace(
            r#"write #3 @p "[n] -> { S1[t, i] -> p[] }""#,
            r#"maywrite #3 @p "[n] -> { S1[t, i] -> p[] }""#,
        );
    let scop: Scop = text.parse().unwrap();
    assert_eq!(scop.verify(), Ok(()));
    let ctx = isl::Ctx::new();
    assert!(reload(&ctx, &scop).unwrap().is_none());
}

/// gemm in i-k-j order with `alpha * A[i][k]` hoisted out of the j loop
/// (LICM, where the arrays are `restrict`): S0 computes it, S1 reads it.
/// `S0_BODY` is how S0 makes the value, `LATE` an extra statement after S1
/// in each k iteration.
const HOISTED: &str = r#"
scop @hoisted in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @v : f64 [] value size 8
  array @A : f64 [?, n] memory size 8
  array @B : f64 [?, n] memory size 8
  array @C : f64 [?, n] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, k] : 0 <= i < n and 0 <= k < n }"
    schedule "[n] -> { S0[i, k] -> [i, k, 0, 0] }"
    read #0 @A "[n] -> { S0[i, k] -> A[i, k] }"
    write #1 @v "[n] -> { S0[i, k] -> v[] }"
S0_BODY
  }
  stmt @S1 {
    domain "[n] -> { S1[i, k, j] : 0 <= i < n and 0 <= k < n and 0 <= j < n }"
    schedule "[n] -> { S1[i, k, j] -> [i, k, 1, j] }"
    read #0 @B "[n] -> { S1[i, k, j] -> B[k, j] }"
    read #1 @C "[n] -> { S1[i, k, j] -> C[i, j] }"
    read #2 @v "[n] -> { S1[i, k, j] -> v[] }"
    write #3 @C "[n] -> { S1[i, k, j] -> C[i, j] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = call [@llvm.fmuladd.f64] %2, %0, %1 : f64
    store %3, #3 : void
  }
LATE
}
"#;

const ALPHA_TIMES_A: &str = "    %0 = load #0 : f64
    %1 = fmul %alpha, %0 : f64
    store %1, #1 : void";

fn hoisted(s0_body: &str, late: &str) -> Scop {
    let text = HOISTED.replace("S0_BODY", s0_body).replace("LATE", late);
    let scop: Scop = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(scop.verify(), Ok(()));
    scop
}

#[test]
fn hoisted_product_is_recomputed_from_its_element() {
    let scop = hoisted(ALPHA_TIMES_A, "");
    let ctx = isl::Ctx::new();
    let r = reload(&ctx, &scop).unwrap().expect("v is alpha * A[i][k]");
    assert_eq!(r.reloads.len(), 1, "{:?}", r.reloads);
    let rl = &r.reloads[0];
    assert!(rl.recomputed);
    assert_eq!((rl.stmt.as_str(), rl.array.as_str()), ("S1", "A"));
    let got = isl::Map::parse(&ctx, &rl.relation).unwrap();
    let want = isl::Map::parse(
        &ctx,
        "[n] -> { S1[i, k, j] -> A[i, k] : 0 <= i < n and 0 <= k < n and 0 <= j < n }",
    )
    .unwrap();
    assert!(got.is_equal(&want).unwrap(), "{got}");
    assert_eq!(r.dropped, vec!["S0".to_string()]);
    // S1 loads the element into a new local and multiplies it by alpha
    // into the local the scalar's load had: the rest of S1 is unchanged.
    let s1 = r.scop.statement("S1").unwrap();
    let text: Vec<String> = s1.body.iter().map(|i| i.to_string()).collect();
    assert_eq!(
        text,
        [
            "%0 = load #0 : f64",
            "%1 = load #1 : f64",
            "%4 = load #2 : f64",
            "%2 = fmul %alpha, %4 : f64",
            "%3 = call [@llvm.fmuladd.f64] %2, %0, %1 : f64",
            "store %3, #3 : void",
        ]
    );
    assert!(
        r.summary().contains("1 recomputed from it"),
        "{}",
        r.summary()
    );
    assert!(r.scop.verify().is_ok(), "{:?}", r.scop.verify());
}

#[test]
fn value_of_a_load_and_another_value_is_not_recomputed() {
    // v = sqrt(A[i][k] * A[i][k]): a call, not the arithmetic a recipe
    // may hold.
    let body = "    %0 = load #0 : f64
    %1 = fmul %0, %0 : f64
    %2 = call [@sqrt] %1 : f64
    store %2, #1 : void";
    let ctx = isl::Ctx::new();
    assert!(reload(&ctx, &hoisted(body, "")).unwrap().is_none());
}

#[test]
fn hoisted_product_of_an_element_written_in_between_stays() {
    // A[i][k] is overwritten by S2 after S0 computed v and before S1's
    // next reads: recomputing would read the new value.
    let late = r#"  stmt @S2 {
    domain "[n] -> { S2[i, k] : 0 <= i < n and 0 <= k < n }"
    schedule "[n] -> { S2[i, k] -> [i, k, 0, 1] }"
    write #0 @A "[n] -> { S2[i, k] -> A[i, k] }"
    store 0.000000e+00 : f64, #0 : void
  }"#;
    let ctx = isl::Ctx::new();
    assert!(reload(&ctx, &hoisted(ALPHA_TIMES_A, late))
        .unwrap()
        .is_none());
}
