use super::*;

/// The contractions of a one-statement SCoP over arrays `A`, `B`, `C` (f64,
/// 2-D), as text.
fn found(domain: &str, accesses: &[(&str, &str, &str)], body: &str) -> Vec<String> {
    let mut text =
        String::from("scop @f.scop0 in @f {\n  params [n : i64]\n  context \"[n] -> { : }\"\n");
    for a in ["A", "B", "C"] {
        text.push_str(&format!("  array @{a} : f64 [?, 1000] memory size 8\n"));
    }
    text.push_str("  array @s : f64 [] value size 8\n");
    let dims = domain
        .split('[')
        .nth(1)
        .and_then(|r| r.split(']').next())
        .unwrap();
    text.push_str(&format!(
        "  stmt @S0 {{\n    domain \"[n] -> {{ {domain} }}\"\n    schedule \"[n] -> {{ S0[{dims}] -> [{dims}] }}\"\n"
    ));
    for (i, (kind, array, rel)) in accesses.iter().enumerate() {
        text.push_str(&format!(
            "    {kind} #{i} @{array} \"[n] -> {{ S0[{dims}] -> {array}[{rel}] }}\"\n"
        ));
    }
    text.push_str(body);
    text.push_str("  }\n}\n");
    let scop: Scop = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    let ctx = Ctx::new();
    find(&ctx, &scop)
        .unwrap()
        .iter()
        .map(|c| c.text(&ctx, &scop).unwrap())
        .collect()
}

const GEMM_BODY: &str = "    %0 = load #0 : f64
    %1 = fmul %0, 1.5 : f64 : f64
    %2 = load #1 : f64
    %3 = load #2 : f64
    %4 = call [@llvm.fmuladd.f64] %1, %2, %3 : f64
    store %4, #3 : void
";

#[test]
fn gemm_in_i_k_j_order() {
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        GEMM_BODY,
    );
    assert_eq!(got, ["C[i, j] += A[i, k] * B[k, j]"]);
}

#[test]
fn transposed_operand_in_another_loop_order() {
    // C[i][j] += A[k][i] * B[j][k], loops k, j, i.
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i2"),
            ("read", "B", "i1, i0"),
            ("read", "C", "i2, i1"),
            ("write", "C", "i2, i1"),
        ],
        GEMM_BODY,
    );
    assert_eq!(got, ["C[i, j] += A[k, i] * B[j, k]"]);
}

#[test]
fn one_array_read_twice_on_a_triangle() {
    // syrk: C[i][j] += A[i][k] * A[j][k] for j <= i.
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 <= i0",
        &[
            ("read", "A", "i0, i1"),
            ("read", "A", "i2, i1"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        GEMM_BODY,
    );
    assert_eq!(got, ["C[i, j] += A[i, k] * A[j, k]"]);
}

#[test]
fn a_sum_of_two_products() {
    // syr2k: C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k].
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 <= i0",
        &[
            ("read", "A", "i2, i1"),
            ("read", "B", "i0, i1"),
            ("read", "B", "i2, i1"),
            ("read", "A", "i0, i1"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = fmul %0, 1.5 : f64 : f64
    %2 = load #1 : f64
    %3 = load #2 : f64
    %4 = fmul %3, 1.5 : f64 : f64
    %5 = load #3 : f64
    %6 = fmul %4, %5 : f64
    %7 = call [@llvm.fmuladd.f64] %1, %2, %6 : f64
    %8 = load #4 : f64
    %9 = fadd %8, %7 : f64
    store %9, #5 : void
",
    );
    assert_eq!(got, ["C[j, i] += A[i, k] * B[j, k] + B[i, k] * A[j, k]"]);
}

#[test]
fn subtracted_products_count() {
    // C[i][j] -= A[i][k] * B[k][j].
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fmul %0, %1 : f64
    %3 = load #2 : f64
    %4 = fsub %3, %2 : f64
    store %4, #3 : void
",
    );
    assert_eq!(got, ["C[i, j] += A[i, k] * B[k, j]"]);
}

#[test]
fn no_contraction_without_a_summed_loop() {
    // C[i][j] += A[i][j] * B[i][j]: elementwise.
    let got = found(
        "S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i0, i1"),
            ("read", "C", "i0, i1"),
            ("write", "C", "i0, i1"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = call [@llvm.fmuladd.f64] %0, %1, %2 : f64
    store %3, #3 : void
",
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn no_contraction_without_the_accumulated_element() {
    // C[i][j] = A[i][k] * B[k][j]: overwritten, not summed.
    let overwritten = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fmul %0, %1 : f64
    store %2, #2 : void
",
    );
    assert!(overwritten.is_empty(), "{overwritten:?}");
    // C[i][j] = A[i][k] * B[k][j] - C[i][j]: the element negated.
    let negated = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fmul %0, %1 : f64
    %3 = load #2 : f64
    %4 = fsub %2, %3 : f64
    store %4, #3 : void
",
    );
    assert!(negated.is_empty(), "{negated:?}");
}

#[test]
fn no_contraction_in_place() {
    // LU's update A[i][j] -= A[i][k] * A[k][j] reads the array it writes.
    let got = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and i0 < i1 < n and i0 < i2 < n",
        &[
            ("read", "C", "i1, i0"),
            ("read", "C", "i0, i2"),
            ("read", "C", "i1, i2"),
            ("write", "C", "i1, i2"),
        ],
        GEMM_BODY,
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn no_contraction_with_three_factors_or_a_quotient() {
    let three = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("read", "B", "i0, i2"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fmul %0, %1 : f64
    %4 = fmul %3, %2 : f64
    %5 = load #3 : f64
    %6 = fadd %5, %4 : f64
    store %6, #4 : void
",
    );
    assert!(three.is_empty(), "{three:?}");
    let quotient = found(
        "S0[i0, i1, i2] : 0 <= i0 < n and 0 <= i1 < n and 0 <= i2 < n",
        &[
            ("read", "A", "i0, i1"),
            ("read", "B", "i1, i2"),
            ("read", "C", "i0, i2"),
            ("write", "C", "i0, i2"),
        ],
        "    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fdiv %0, %1 : f64
    %3 = load #2 : f64
    %4 = fadd %3, %2 : f64
    store %4, #3 : void
",
    );
    assert!(quotient.is_empty(), "{quotient:?}");
}
