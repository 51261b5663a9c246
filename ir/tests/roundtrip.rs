//! print -> parse -> same model -> print gives the same text.

mod common;

use tessera_ir::*;

fn round_trip(scop: &Scop) -> String {
    let text = scop.to_string();
    let parsed: Scop = text.parse().unwrap_or_else(|e| panic!("{e}\nin:\n{text}"));
    assert_eq!(&parsed, scop, "model changed through\n{text}");
    assert_eq!(parsed.to_string(), text);
    text
}

#[test]
fn gemm_round_trips() {
    let scop = common::gemm();
    assert_eq!(scop.verify(), Ok(()));
    let text = round_trip(&scop);
    assert!(text.contains("  array @phi.sum : f64 [] phi size 8\n"));
    assert!(text.contains("  array @acc : f64 [] value size 8\n"));
    assert!(text.contains("    %1 = fmul [fast] %0, %beta : f64\n"));
    assert!(text.contains("    store %5, #4 : void\n"));
}

#[test]
fn triangular_round_trips() {
    let scop = common::trisolv();
    assert_eq!(scop.verify(), Ok(()));
    let text = round_trip(&scop);
    assert!(text.contains(r#"    domain "[n] -> { S1[i, j] : 0 <= j < i < n }""#));
    assert!(text.contains("  array @L : f64 [n, n] memory size 8\n"));
}

#[test]
fn odd_spellings_round_trip() {
    let scop = common::odd();
    assert_eq!(scop.verify(), Ok(()));
    let text = round_trip(&scop);
    for line in [
        r#"scop @"weird \"scop\" \\ 1" in @"foo-bar" {"#,
        r#"  array @V : "<4 x float>" [?, "n + 1", 4] memory size 16"#,
        r#"  array @$t : i32 [] value size 4"#,
        r#"    %0 = add [nsw] affine("i0 + 1"), 3 : i32 : i32"#,
        r#"    %2 = getelementptr [inbounds] %"base ptr", %1, %"42", affine("2*i1 - \"q\"") : ptr"#,
        r#"    %3 = load ["align 16", volatile] #0 : "<4 x float>""#,
        r#"    store [8] %4, #1 : void"#,
        r#"    "read" %"x\ty\n" : void"#,
        r#"    %5 = write #2 : i32"#,
        r#"    fence : void"#,
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line}\nin:\n{text}"
        );
    }
    assert!(!text.contains("loc("));
}

#[test]
fn module_round_trips() {
    let scops = vec![common::gemm(), common::trisolv(), common::odd()];
    let text = print_module(&scops);
    assert!(text.ends_with("}\n"));
    assert_eq!(text.matches("\n\nscop @").count(), 2);
    let parsed = parse_module(&text).unwrap();
    assert_eq!(parsed, scops);
    assert_eq!(print_module(&parsed), text);
}

#[test]
fn hand_written_variations_parse() {
    // Comments, blank lines, odd spacing, tokens split over lines, quoted
    // words that the printer would write bare, an empty flag list.
    let text = r#"
// gemm, by hand
scop @kernel_gemm.scop0 in @"kernel_gemm" loc ( "gemm.c" : 12 : 3 ) { // region
  params [ ni:i32 , nj : "i32",
           nk : i32 ]
  context "[ni, nj, nk] -> { : ni >= 0 and nj >= 0 and nk >= 0 }"
  assumed   "[ni, nj, nk] -> { : ni <= 2147483647 }" // exact where this holds

  array @C : f64 [?,1100] memory size 8
  array @ A : f64 [ ?, 1200 ] memory size 8
  array @B:f64[?,1100]memory size 8
  array @phi.sum : f64 [] phi size 8
  array @acc : f64 [ ] value size 8

  stmt @S0 loc("gemm.c":14:15)
  {
    domain "[ni, nj, nk] -> { S0[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj }"
    schedule "[ni, nj, nk] -> { S0[i0, i1] -> [0, i0, 0, i1, 0, 0, 0] }"
    read #0 @C "[ni, nj, nk] -> { S0[i0, i1] -> C[i0, i1] }"
    write #1 @phi.sum "[ni, nj, nk] -> { S0[i0, i1] -> phi.sum[] }"
    %0 = load #0 : f64
    %1 = fmul [ "fast" ] %0 , %beta:f64
    store [] %1, #1 : void
  }
  stmt @S1 loc("gemm.c":17:17) {
    domain "[ni, nj, nk] -> { S1[i0, i1, i2] : 0 <= i0 < ni and 0 <= i1 < nj and 0 <= i2 < nk }"
    schedule "[ni, nj, nk] -> { S1[i0, i1, i2] -> [0, i0, 0, i1, 1, i2, 0] }"
    read #0 @phi.sum "[ni, nj, nk] -> { S1[i0, i1, i2] -> phi.sum[] }"
    read #1 @A "[ni, nj, nk] -> { S1[i0, i1, i2] -> A[i0, i2] }"
    read #2 @B "[ni, nj, nk] -> { S1[i0, i1, i2] -> B[i2, i1] }"
    write #3 @phi.sum "[ni, nj, nk] -> { S1[i0, i1, i2] -> phi.sum[] }"
    write #4 @acc "[ni, nj, nk] -> { S1[i0, i1, i2] -> acc[] }"
    %0 = phi #0 : f64
    %1 = load #1 : f64
    %2 = fmul [fast] %alpha, %1 : f64
    %3 = load #2 : f64
    %4 = fmul [fast] %2, %3 : f64
    %5 = fadd [fast] %0, %4 : f64
    store %5, #3 : void
    store %5, #4 : void
  }
  stmt @S2 { domain "[ni, nj, nk] -> { S2[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj and nk > 0 }" schedule "[ni, nj, nk] -> { S2[i0, i1] -> [0, i0, 0, i1, 2, 0, 0] }"
    read #0 @acc "[ni, nj, nk] -> { S2[i0, i1] -> acc[] }" write #1 @C "[ni, nj, nk] -> { S2[i0, i1] -> C[i0, i1] }"
    %0 = load #0 : f64 store %0, #1 : void }
}
// end
"#;
    let scop: Scop = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(scop, common::gemm());
}

#[test]
fn display_of_parts() {
    let scop = common::gemm();
    let s0 = &scop.statements[0];
    assert_eq!(s0.body[1].to_string(), "%1 = fmul [fast] %0, %beta : f64");
    assert_eq!(
        scop.arrays[0].to_string(),
        "array @C : f64 [?, 1100] memory size 8"
    );
    assert_eq!(scop.params[0].to_string(), "ni : i32");
    assert!(s0
        .to_string()
        .starts_with("stmt @S0 loc(\"gemm.c\":14:15) {\n  domain "));
    assert!(s0.to_string().ends_with("\n  store %1, #1 : void\n}"));
    assert_eq!(scop.array("acc").map(|a| a.kind), Some(ArrayKind::Value));
    assert_eq!(scop.statement("S2").map(|s| s.body.len()), Some(2));
    assert!(AccessKind::MayWrite.is_write() && !AccessKind::Read.is_write());
}
