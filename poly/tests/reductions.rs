//! Reduction recognition and its effect on the parallel check.

use tessera_ir::Scop;
use tessera_poly::deps::Dependences;
use tessera_poly::view::View;
use tessera_poly::{reduction, violation};

/// s = 0; for i: s = s OP a[i]; out = s — with OP and its flags given.
fn sum(op: &str, flags: &str, ty: &str) -> String {
    format!(
        r#"
scop @sum in @f {{
  params [n : i64]
  context "[n] -> {{ : }}"
  array @a : {ty} [?] memory size 8
  array @v : {ty} [] value size 8
  array @phi : {ty} [] phi size 8
  stmt @S0 {{
    domain "[n] -> {{ S0[] : n > 0 }}"
    schedule "[n] -> {{ S0[] -> [0, 0, 0] }}"
    write #0 @phi "[n] -> {{ S0[] -> phi[] }}"
    store 0 : {ty}, #0 : void
  }}
  stmt @S1 {{
    domain "[n] -> {{ S1[i] : 0 <= i < n }}"
    schedule "[n] -> {{ S1[i] -> [1, i, 0] }}"
    read #0 @phi "[n] -> {{ S1[i] -> phi[] }}"
    read #1 @a "[n] -> {{ S1[i] -> a[i] }}"
    write #2 @v "[n] -> {{ S1[i] -> v[] }}"
    %0 = load [phi] #0 : {ty}
    %1 = load #1 : {ty}
    %2 = {op} {flags} %0, %1 : {ty}
    store %2, #2 : void
  }}
  stmt @S2 {{
    domain "[n] -> {{ S2[i] : 0 <= i <= n - 2 }}"
    schedule "[n] -> {{ S2[i] -> [1, i, 1] }}"
    read #0 @v "[n] -> {{ S2[i] -> v[] }}"
    write #1 @phi "[n] -> {{ S2[i] -> phi[] }}"
    %0 = load #0 : {ty}
    store %0, #1 : void
  }}
}}
"#
    )
}

fn parse(text: &str) -> Scop {
    let s: Scop = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(s.verify(), Ok(()));
    s
}

#[test]
fn integer_sums_are_reorderable() {
    let r = reduction::find(&parse(&sum("add", "", "i64")));
    assert_eq!(r.len(), 1);
    assert_eq!(
        (
            r[0].accumulator.as_str(),
            r[0].update.as_str(),
            r[0].op.as_str()
        ),
        ("phi", "S1", "add")
    );
    assert_eq!(r[0].carry, vec!["S2".to_string()]);
    assert!(r[0].reorderable());
}

#[test]
fn floating_point_sums_need_reassociation_rights() {
    let strict = reduction::find(&parse(&sum("fadd", "", "f64")));
    assert_eq!(strict.len(), 1);
    assert!(!strict[0].reorderable());
    assert!(strict[0]
        .not_reorderable
        .as_deref()
        .unwrap()
        .contains("reassociation"));
    for flags in ["[fast]", "[reassoc, nsz]"] {
        assert!(
            reduction::find(&parse(&sum("fadd", flags, "f64")))[0].reorderable(),
            "{flags}"
        );
    }
}

#[test]
fn division_is_no_reduction() {
    assert!(reduction::find(&parse(&sum("fdiv", "[fast]", "f64"))).is_empty());
    // The accumulator on the right of a subtraction is no reduction either.
}

#[test]
fn a_reorderable_sum_runs_in_parallel_with_partial_accumulators() {
    for (op, flags, ty, parallel) in [
        ("add", "", "i64", true),
        ("fadd", "", "f64", false),
        ("fadd", "[fast]", "f64", true),
    ] {
        let scop = parse(&sum(op, flags, ty));
        let ctx = isl::Ctx::new();
        let v = View::new(&ctx, &scop).unwrap();
        let d = Dependences::compute(&v, &scop).unwrap();
        // Without reductions, the i loop (schedule dimension 1) is serial.
        let strict = violation::check_parallel(&v, &d, v.schedule.clone(), 1, false).unwrap();
        assert!(!strict.is_empty().unwrap());
        let relaxed = violation::check_parallel(&v, &d, v.schedule.clone(), 1, true).unwrap();
        assert_eq!(relaxed.is_empty().unwrap(), parallel, "{op} {flags}");
    }
}
