use super::*;
use tessera_ir::{Param, Statement};

fn scop(params: &[&str], domains: &[&str]) -> Scop {
    let list = params.join(", ");
    Scop {
        name: "s".into(),
        function: "f".into(),
        location: None,
        params: params
            .iter()
            .map(|p| Param {
                name: p.to_string(),
                ty: "i64".into(),
            })
            .collect(),
        context: format!("[{list}] -> {{ : }}"),
        assumed: format!("[{list}] -> {{ : }}"),
        arrays: Vec::new(),
        statements: domains
            .iter()
            .enumerate()
            .map(|(k, d)| Statement {
                name: format!("S{k}"),
                domain: d.to_string(),
                schedule: String::new(),
                accesses: Vec::new(),
                body: Vec::new(),
                location: None,
            })
            .collect(),
    }
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|k| format!("S{k}")).collect()
}

#[test]
fn each_parameter_is_as_large_as_the_loops_allow() {
    let ctx = Ctx::new();
    // seidel-2d: t < tsteps, 1 <= i, j <= n - 2.
    let s = scop(
        &["tsteps", "n"],
        &["[tsteps, n] -> { S0[t, i, j] : 0 <= t < tsteps and 1 <= i <= n - 2 and 1 <= j <= n - 2 }"],
    );
    let c = clamp(&ctx, &s, &names(1), 0, 12).unwrap();
    assert_eq!(c.params, vec![("tsteps".into(), 12), ("n".into(), 14)]);
    assert!(c.cuts.is_empty());
    // Exactly: one more and a loop has 13 iterations.
    let c = clamp(&ctx, &s, &names(1), 0, 5).unwrap();
    assert_eq!(c.params, vec![("tsteps".into(), 5), ("n".into(), 7)]);
}

#[test]
fn outer_loops_are_fixed_and_constant_bounds_cut() {
    let ctx = Ctx::new();
    let s = scop(
        &["n"],
        &["[n] -> { S0[t, i, j] : 2 <= t < n and 0 <= i < 100 and 0 <= j <= i }"],
    );
    let c = clamp(&ctx, &s, &names(1), 1, 12).unwrap();
    // t is outside the nest: n does not bound the nest, so it keeps the
    // smallest value with instances, and t its first iteration.
    assert_eq!(c.params, vec![("n".into(), 3)]);
    assert_eq!(c.outer, vec![2]);
    // The nest's first loop, i, has 100 iterations.
    assert_eq!(c.cuts.into_iter().collect::<Vec<_>>(), vec![(0, 100)]);
    let d = c.domains[0].clone();
    assert_eq!(d.clone().dim_max_val(1).unwrap().to_i64(), Some(11));
    assert_eq!(d.dim_max_val(0).unwrap().to_i64(), Some(2));
}

#[test]
fn a_nest_without_instances_is_an_error() {
    let ctx = Ctx::new();
    let s = scop(&["n"], &["[n] -> { S0[i] : 0 <= i < n and n < 0 }"]);
    assert!(clamp(&ctx, &s, &names(1), 0, 12).is_err());
}
