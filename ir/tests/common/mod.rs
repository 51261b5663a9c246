//! Hand-built models shared by the integration tests.
#![allow(dead_code)]

use tessera_ir::*;

pub fn s(x: &str) -> String {
    x.to_string()
}

pub fn loc(file: &str, line: u32, col: u32) -> Option<SourceLoc> {
    Some(SourceLoc {
        file: s(file),
        line,
        col,
    })
}

pub fn ext(name: &str) -> Operand {
    Operand::External(s(name))
}

pub fn cst(value: &str, ty: &str) -> Operand {
    Operand::Const {
        value: s(value),
        ty: s(ty),
    }
}

pub fn param(name: &str, ty: &str) -> Param {
    Param {
        name: s(name),
        ty: s(ty),
    }
}

pub fn array(name: &str, elem: &str, elem_size: u32, sizes: Vec<Dim>, kind: ArrayKind) -> Array {
    Array {
        name: s(name),
        elem: s(elem),
        elem_size,
        sizes,
        kind,
    }
}

pub fn access(kind: AccessKind, array: &str, relation: &str) -> Access {
    Access {
        kind,
        array: s(array),
        relation: s(relation),
    }
}

pub fn instr(
    result: Option<u32>,
    opcode: &str,
    flags: &[&str],
    operands: Vec<Operand>,
    access: Option<u32>,
    ty: &str,
) -> Instr {
    Instr {
        result,
        opcode: s(opcode),
        flags: flags.iter().map(|f| s(f)).collect(),
        operands,
        access,
        ty: s(ty),
    }
}

/// gemm with `C[i][j]` kept in a register across the `k` loop: the PHI
/// `phi.sum` is written before the loop (S0) and on its back edge (S1), and
/// the value `acc` leaves the loop to S2. Printed, it is `examples/gemm.tir`.
pub fn gemm() -> Scop {
    use AccessKind::*;
    use Operand::Local;
    let p = "[ni, nj, nk] -> ";
    let rel = |body: &str| format!("{p}{{ {body} }}");
    Scop {
        name: s("kernel_gemm.scop0"),
        function: s("kernel_gemm"),
        location: loc("gemm.c", 12, 3),
        params: vec![param("ni", "i32"), param("nj", "i32"), param("nk", "i32")],
        context: rel(": ni >= 0 and nj >= 0 and nk >= 0"),
        assumed: rel(": ni <= 2147483647"),
        arrays: vec![
            array(
                "C",
                "f64",
                8,
                vec![Dim::Unknown, Dim::Const(1100)],
                ArrayKind::Memory,
            ),
            array(
                "A",
                "f64",
                8,
                vec![Dim::Unknown, Dim::Const(1200)],
                ArrayKind::Memory,
            ),
            array(
                "B",
                "f64",
                8,
                vec![Dim::Unknown, Dim::Const(1100)],
                ArrayKind::Memory,
            ),
            array("phi.sum", "f64", 8, vec![], ArrayKind::Phi),
            array("acc", "f64", 8, vec![], ArrayKind::Value),
        ],
        statements: vec![
            Statement {
                name: s("S0"),
                domain: rel("S0[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj"),
                schedule: rel("S0[i0, i1] -> [0, i0, 0, i1, 0, 0, 0]"),
                accesses: vec![
                    access(Read, "C", &rel("S0[i0, i1] -> C[i0, i1]")),
                    access(MustWrite, "phi.sum", &rel("S0[i0, i1] -> phi.sum[]")),
                ],
                body: vec![
                    instr(Some(0), "load", &[], vec![], Some(0), "f64"),
                    instr(
                        Some(1),
                        "fmul",
                        &["fast"],
                        vec![Local(0), ext("beta")],
                        None,
                        "f64",
                    ),
                    instr(None, "store", &[], vec![Local(1)], Some(1), "void"),
                ],
                location: loc("gemm.c", 14, 15),
            },
            Statement {
                name: s("S1"),
                domain: rel("S1[i0, i1, i2] : 0 <= i0 < ni and 0 <= i1 < nj and 0 <= i2 < nk"),
                schedule: rel("S1[i0, i1, i2] -> [0, i0, 0, i1, 1, i2, 0]"),
                accesses: vec![
                    access(Read, "phi.sum", &rel("S1[i0, i1, i2] -> phi.sum[]")),
                    access(Read, "A", &rel("S1[i0, i1, i2] -> A[i0, i2]")),
                    access(Read, "B", &rel("S1[i0, i1, i2] -> B[i2, i1]")),
                    access(MustWrite, "phi.sum", &rel("S1[i0, i1, i2] -> phi.sum[]")),
                    access(MustWrite, "acc", &rel("S1[i0, i1, i2] -> acc[]")),
                ],
                body: vec![
                    instr(Some(0), "phi", &[], vec![], Some(0), "f64"),
                    instr(Some(1), "load", &[], vec![], Some(1), "f64"),
                    instr(
                        Some(2),
                        "fmul",
                        &["fast"],
                        vec![ext("alpha"), Local(1)],
                        None,
                        "f64",
                    ),
                    instr(Some(3), "load", &[], vec![], Some(2), "f64"),
                    instr(
                        Some(4),
                        "fmul",
                        &["fast"],
                        vec![Local(2), Local(3)],
                        None,
                        "f64",
                    ),
                    instr(
                        Some(5),
                        "fadd",
                        &["fast"],
                        vec![Local(0), Local(4)],
                        None,
                        "f64",
                    ),
                    instr(None, "store", &[], vec![Local(5)], Some(3), "void"),
                    instr(None, "store", &[], vec![Local(5)], Some(4), "void"),
                ],
                location: loc("gemm.c", 17, 17),
            },
            Statement {
                name: s("S2"),
                domain: rel("S2[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj and nk > 0"),
                schedule: rel("S2[i0, i1] -> [0, i0, 0, i1, 2, 0, 0]"),
                accesses: vec![
                    access(Read, "acc", &rel("S2[i0, i1] -> acc[]")),
                    access(MustWrite, "C", &rel("S2[i0, i1] -> C[i0, i1]")),
                ],
                body: vec![
                    instr(Some(0), "load", &[], vec![], Some(0), "f64"),
                    instr(None, "store", &[], vec![Local(0)], Some(1), "void"),
                ],
                location: None,
            },
        ],
    }
}

/// Forward substitution `L x = b` (trisolv): a triangular domain.
pub fn trisolv() -> Scop {
    use AccessKind::*;
    use Operand::Local;
    let rel = |body: &str| format!("[n] -> {{ {body} }}");
    Scop {
        name: s("kernel_trisolv.scop0"),
        function: s("kernel_trisolv"),
        location: loc("trisolv.c", 20, 3),
        params: vec![param("n", "i64")],
        context: rel(": n >= 1"),
        assumed: String::new(),
        arrays: vec![
            array(
                "L",
                "f64",
                8,
                vec![Dim::Param(s("n")), Dim::Param(s("n"))],
                ArrayKind::Memory,
            ),
            array("x", "f64", 8, vec![Dim::Param(s("n"))], ArrayKind::Memory),
            array("b", "f64", 8, vec![Dim::Unknown], ArrayKind::Memory),
        ],
        statements: vec![
            Statement {
                name: s("S0"),
                domain: rel("S0[i] : 0 <= i < n"),
                schedule: rel("S0[i] -> [i, 0, 0]"),
                accesses: vec![
                    access(Read, "b", &rel("S0[i] -> b[i]")),
                    access(MustWrite, "x", &rel("S0[i] -> x[i]")),
                ],
                body: vec![
                    instr(Some(0), "load", &[], vec![], Some(0), "f64"),
                    instr(None, "store", &[], vec![Local(0)], Some(1), "void"),
                ],
                location: loc("trisolv.c", 21, 12),
            },
            Statement {
                name: s("S1"),
                domain: rel("S1[i, j] : 0 <= j < i < n"),
                schedule: rel("S1[i, j] -> [i, 1, j]"),
                accesses: vec![
                    access(Read, "L", &rel("S1[i, j] -> L[i, j]")),
                    access(Read, "x", &rel("S1[i, j] -> x[j]")),
                    access(Read, "x", &rel("S1[i, j] -> x[i]")),
                    access(MustWrite, "x", &rel("S1[i, j] -> x[i]")),
                ],
                body: vec![
                    instr(Some(0), "load", &[], vec![], Some(0), "f64"),
                    instr(Some(1), "load", &[], vec![], Some(1), "f64"),
                    instr(Some(2), "fmul", &[], vec![Local(0), Local(1)], None, "f64"),
                    instr(Some(3), "load", &[], vec![], Some(2), "f64"),
                    instr(Some(4), "fsub", &[], vec![Local(3), Local(2)], None, "f64"),
                    instr(None, "store", &[], vec![Local(4)], Some(3), "void"),
                ],
                location: loc("trisolv.c", 23, 14),
            },
            Statement {
                name: s("S2"),
                domain: rel("S2[i] : 0 <= i < n"),
                schedule: rel("S2[i] -> [i, 2, 0]"),
                accesses: vec![
                    access(Read, "x", &rel("S2[i] -> x[i]")),
                    access(Read, "L", &rel("S2[i] -> L[i, i]")),
                    access(MustWrite, "x", &rel("S2[i] -> x[i]")),
                ],
                body: vec![
                    instr(Some(0), "load", &[], vec![], Some(0), "f64"),
                    instr(Some(1), "load", &[], vec![], Some(1), "f64"),
                    instr(Some(2), "fdiv", &[], vec![Local(0), Local(1)], None, "f64"),
                    instr(None, "store", &[], vec![Local(2)], Some(2), "void"),
                ],
                location: loc("trisolv.c", 24, 10),
            },
        ],
    }
}

/// Odd spellings: quoted names and types, constants of every lexical kind,
/// affine operands, flags, no locations, escapes.
pub fn odd() -> Scop {
    use AccessKind::*;
    use Operand::{Affine, Local};
    let rel = |body: &str| format!("[n, m.1] -> {{ {body} }}");
    Scop {
        name: s("weird \"scop\" \\ 1"),
        function: s("foo-bar"),
        location: None,
        params: vec![param("n", "i64"), param("m.1", "i64")],
        context: rel(": n > 0 and m.1 > 0"),
        assumed: String::new(),
        arrays: vec![
            array(
                "V",
                "<4 x float>",
                16,
                vec![Dim::Unknown, Dim::Param(s("n + 1")), Dim::Const(4)],
                ArrayKind::Memory,
            ),
            array("$t", "i32", 4, vec![], ArrayKind::Value),
        ],
        statements: vec![
            Statement {
                name: s("Stmt_for.body"),
                domain: rel("Stmt_for.body[i0, i1] : 0 <= i0 < n and 0 <= i1 < m.1"),
                schedule: rel("Stmt_for.body[i0, i1] -> [i0, i1]"),
                accesses: vec![
                    access(Read, "V", &rel("Stmt_for.body[i0, i1] -> V[i0, i1, 0]")),
                    access(
                        MayWrite,
                        "V",
                        &rel("Stmt_for.body[i0, i1] -> V[i0, o1, 3] : o1 <= i1"),
                    ),
                    access(MustWrite, "$t", &rel("Stmt_for.body[i0, i1] -> $t[]")),
                ],
                body: vec![
                    instr(
                        Some(0),
                        "add",
                        &["nsw"],
                        vec![Affine(s("i0 + 1")), cst("3", "i32")],
                        None,
                        "i32",
                    ),
                    instr(Some(1), "sext", &[], vec![Local(0)], None, "i64"),
                    instr(
                        Some(2),
                        "getelementptr",
                        &["inbounds"],
                        vec![
                            ext("base ptr"),
                            Local(1),
                            ext("42"),
                            Affine(s("2*i1 - \"q\"")),
                        ],
                        None,
                        "ptr",
                    ),
                    instr(
                        Some(3),
                        "load",
                        &["align 16", "volatile"],
                        vec![],
                        Some(0),
                        "<4 x float>",
                    ),
                    instr(
                        Some(4),
                        "call",
                        &["tail", "@llvm.fmuladd.v4f32", "@my fn"],
                        vec![
                            Local(3),
                            cst("<4 x float> zeroinitializer", "<4 x float>"),
                            cst("-0.0", "f32"),
                            cst("0x7FF8000000000000", "double"),
                            cst("1.000000e+00", "double"),
                            cst("true", "i1"),
                            cst("affine", "i32"),
                            cst("", "i8"),
                        ],
                        None,
                        "<4 x float>",
                    ),
                    instr(None, "store", &["8"], vec![Local(4)], Some(1), "void"),
                    instr(None, "read", &[], vec![ext("x\ty\n")], None, "void"),
                    instr(Some(5), "write", &[], vec![], Some(2), "i32"),
                    instr(None, "fence", &[], vec![], None, "void"),
                ],
                location: None,
            },
            Statement {
                name: s("S_1"),
                domain: rel("S_1[] : n > 1"),
                schedule: rel("S_1[] -> [n, 0]"),
                accesses: vec![],
                body: vec![],
                location: None,
            },
        ],
    }
}
