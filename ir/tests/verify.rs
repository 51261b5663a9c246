//! Each invariant [`Scop::verify`] checks, broken one at a time.

mod common;

use common::*;
use tessera_ir::*;

#[track_caller]
fn errors(scop: &Scop) -> Vec<String> {
    match scop.verify() {
        Ok(()) => panic!("verified:\n{scop}"),
        Err(e) => e,
    }
}

/// Breaks a copy of gemm with `f` and checks the errors are exactly
/// `expected`.
#[track_caller]
fn check(f: impl FnOnce(&mut Scop), expected: &[&str]) {
    let mut scop = gemm();
    f(&mut scop);
    assert_eq!(errors(&scop), expected);
}

#[test]
fn valid_models() {
    for scop in [gemm(), trisolv(), odd()] {
        assert_eq!(scop.verify(), Ok(()), "{}", scop.name);
    }
}

#[test]
fn empty_names() {
    check(
        |s| {
            s.name.clear();
            s.function.clear();
        },
        &["scop name is empty", "function name is empty"],
    );
}

#[test]
fn duplicate_params() {
    check(
        |s| s.params.push(param("nj", "i64")),
        &["parameter 'nj' is declared twice"],
    );
}

#[test]
fn parameter_lists() {
    check(
        |s| s.context = "[nj, ni, nk] -> { : }".into(),
        &["context: parameters [nj, ni, nk] differ from the scop's [ni, nj, nk]"],
    );
    check(
        |s| s.statements[2].schedule = "{ S2[i0, i1] -> [0, i0, 0, i1, 2, 0, 0] }".into(),
        &["stmt @S2: schedule: parameters [] differ from the scop's [ni, nj, nk]"],
    );
    check(
        |s| s.statements[0].accesses[0].relation = "S0[i0, i1] -> C[i0, i1]".into(),
        &["stmt @S0: access #0: not an isl set or map (no '{'): \"S0[i0, i1] -> C[i0, i1]\""],
    );
}

#[test]
fn duplicate_arrays() {
    check(
        |s| {
            let a = s.arrays[1].clone();
            s.arrays.push(a);
        },
        &["array @A is declared twice"],
    );
}

#[test]
fn duplicate_statements() {
    check(
        |s| s.statements[2].name = "S0".into(),
        &[
            "stmt @S0 is declared twice",
            "stmt @S0: domain does not mention the statement's tuple 'S0[...]'",
            "stmt @S0: schedule does not mention the statement's tuple 'S0[...]'",
            "stmt @S0: access #0 does not mention the statement's tuple 'S0[...]'",
            "stmt @S0: access #1 does not mention the statement's tuple 'S0[...]'",
        ],
    );
}

#[test]
fn statement_named_like_array() {
    let mut scop = trisolv();
    scop.arrays[2].name = "S0".into();
    scop.statements[0].accesses[0].array = "S0".into();
    scop.statements[0].accesses[0].relation = "[n] -> { S0[i] -> S0[i] }".into();
    assert_eq!(
        errors(&scop),
        ["stmt @S0 is named like an array: tuple names must be unique"]
    );
}

#[test]
fn unknown_arrays() {
    check(
        |s| s.statements[1].accesses[2].array = "D".into(),
        &["stmt @S1: access #2 names unknown array @D"],
    );
}

#[test]
fn access_indices() {
    check(
        |s| s.statements[0].body[0].access = Some(2),
        &["stmt @S0: instruction 0 (load): access #2 out of range (the statement has 2)"],
    );
}

#[test]
fn locals_refer_to_earlier_results() {
    check(
        |s| s.statements[1].body[4].operands[1] = Operand::Local(4),
        &["stmt @S1: instruction 4 (fmul): %4 is not the result of an earlier instruction"],
    );
    check(
        |s| s.statements[1].body[0].operands.push(Operand::Local(9)),
        &["stmt @S1: instruction 0 (phi): %9 is not the result of an earlier instruction"],
    );
    // Results of another statement do not count.
    check(
        |s| s.statements[2].body[1].operands[0] = Operand::Local(5),
        &["stmt @S2: instruction 1 (store): %5 is not the result of an earlier instruction"],
    );
    check(
        |s| s.statements[1].body[3].result = Some(1),
        &[
            "stmt @S1: instruction 3 (load): result %1 is defined twice",
            "stmt @S1: instruction 4 (fmul): %3 is not the result of an earlier instruction",
        ],
    );
}

#[test]
fn statement_tuples() {
    check(
        |s| s.statements[0].domain = "[ni, nj, nk] -> { T[i0, i1] : 0 <= i0 < ni }".into(),
        &["stmt @S0: domain does not mention the statement's tuple 'S0[...]'"],
    );
    check(
        |s| s.statements[0].schedule = "[ni, nj, nk] -> { S00[i0, i1] -> [i0] }".into(),
        &["stmt @S0: schedule does not mention the statement's tuple 'S0[...]'"],
    );
    check(
        |s| {
            s.statements[1].accesses[1].relation =
                "[ni, nj, nk] -> { S0[i0, i1] -> A[i0, i1] }".into()
        },
        &["stmt @S1: access #1 does not mention the statement's tuple 'S1[...]'"],
    );
    check(
        |s| s.statements[1].schedule = "[ni, nj, nk] -> { S1[i0, i1] -> [i0, i1] }".into(),
        &["stmt @S1: schedule gives 'S1' 2 dimensions, the domain 3"],
    );
}

#[test]
fn array_tuples() {
    check(
        |s| {
            s.statements[1].accesses[1].relation =
                "[ni, nj, nk] -> { S1[i0, i1, i2] -> B[i0, i2] }".into()
        },
        &["stmt @S1: access #1 does not mention the array's tuple 'A[...]'"],
    );
    check(
        |s| {
            s.statements[1].accesses[1].relation =
                "[ni, nj, nk] -> { S1[i0, i1, i2] -> A[i0] }".into()
        },
        &["stmt @S1: access #1 gives 'A' 1 dimensions, the array has 2"],
    );
    check(
        |s| {
            s.statements[1].accesses[4].relation =
                "[ni, nj, nk] -> { S1[i0, i1, i2] -> acc[0] }".into()
        },
        &["stmt @S1: access #4 gives 'acc' 1 dimensions, the array has 0"],
    );
}

#[test]
fn zero_dimensional_arrays() {
    check(
        |s| s.arrays[3].sizes = vec![Dim::Const(1)],
        &[
            "array @phi.sum: phi arrays are zero-dimensional but it has sizes",
            "stmt @S0: access #1 gives 'phi.sum' 0 dimensions, the array has 1",
            "stmt @S1: access #0 gives 'phi.sum' 0 dimensions, the array has 1",
            "stmt @S1: access #3 gives 'phi.sum' 0 dimensions, the array has 1",
        ],
    );
    check(
        |s| s.arrays[4].kind = ArrayKind::Memory,
        &["array @acc: memory arrays need at least one dimension"],
    );
}

#[test]
fn array_sizes() {
    check(
        |s| {
            s.arrays[0].sizes = vec![Dim::Const(-1), Dim::Unknown];
            s.arrays[1].sizes = vec![Dim::Unknown, Dim::Param(" ".into())];
            s.arrays[2].elem_size = 0;
        },
        &[
            "array @C: size 0 is negative (-1)",
            "array @C: only the outermost size may be unknown ('?'), not size 1",
            "array @A: size 1 is an empty expression",
            "array @B: element size is 0",
        ],
    );
}

#[test]
fn all_errors_are_reported() {
    check(
        |s| {
            s.params.push(param("", "i32"));
            s.arrays[0].kind = ArrayKind::Value;
            s.statements[0].body[0].result = None;
            s.statements[2].accesses[0].array = "sum".into();
        },
        &[
            "parameter name is empty",
            "array @C: value arrays are zero-dimensional but it has sizes",
            "stmt @S0: instruction 1 (fmul): %0 is not the result of an earlier instruction",
            "stmt @S2: access #0 names unknown array @sum",
        ],
    );
}
