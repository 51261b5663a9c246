//! The `.tir` files under `examples/` parse, verify and reprint identically.

mod common;

use tessera_ir::*;

const GEMM: &str = include_str!("../examples/gemm.tir");
const STENCIL: &str = include_str!("../examples/stencil.tir");

fn check(text: &str) -> Vec<Scop> {
    let scops = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    assert!(!scops.is_empty());
    for scop in &scops {
        assert_eq!(scop.verify(), Ok(()), "{}", scop.name);
    }
    assert_eq!(print_module(&scops), text);
    scops
}

#[test]
fn gemm_example() {
    let scops = check(GEMM);
    assert_eq!(scops, vec![common::gemm()]);
}

#[test]
fn stencil_example() {
    let scops = check(STENCIL);
    assert_eq!(scops.len(), 1);
    let s = &scops[0];
    assert_eq!(s.name, "kernel_jacobi_2d.scop0");
    assert_eq!(
        s.arrays[0].sizes,
        vec![Dim::Unknown, Dim::Param("n".into())]
    );
    assert_eq!(s.statements.len(), 2);
    assert_eq!(s.statements[1].accesses.len(), 6);
    assert_eq!(
        s.statements[0].body[9].operands[0],
        Operand::Const {
            value: "2.000000e-01".into(),
            ty: "f64".into()
        }
    );
}

#[test]
fn both_examples_as_one_module() {
    let text = format!("{GEMM}\n{STENCIL}");
    assert_eq!(check(&text).len(), 2);
}

/// The sample in README.md is valid and in printed form.
#[test]
fn readme_sample() {
    let readme = include_str!("../README.md");
    let start = readme
        .find("```\nscop @")
        .map(|i| i + 4)
        .expect("README sample");
    let len = readme[start..].find("```").expect("end of README sample");
    let text = &readme[start..start + len];
    assert_eq!(check(text).len(), 1);
}
