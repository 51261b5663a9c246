//! Tessera's polyhedral IR and its text form.
//!
//! # The model
//!
//! A [`Scop`] (static-control part) is a region of affine loops and
//! conditions of one LLVM function, modelled as:
//!
//! - **parameters** ([`Param`]): region-invariant integers the model is
//!   parametric in, and a **context**, an isl set of what is assumed of them;
//! - **arrays** ([`Array`]): memory reached through a base pointer, plus the
//!   zero-dimensional arrays that carry scalar SSA values
//!   ([`ArrayKind::Value`]) and PHI incoming values ([`ArrayKind::Phi`])
//!   between statements;
//! - **statements** ([`Statement`]): runs of three-address instructions
//!   ([`Instr`]) executed once per point of an isl **domain**, ordered by an
//!   isl **schedule**, reading and writing arrays through isl **access
//!   relations** ([`Access`]).
//!
//! There is no isl and no LLVM in this crate: sets and maps are isl-notation
//! strings (`"[n] -> { S0[i] : 0 <= i < n }"`), which is what lets a model be
//! printed, parsed, diffed and checked anywhere. [`Scop::verify`] checks the
//! invariants that hold without isl (unique names, accesses naming arrays,
//! instruction operands referring to earlier results, tuple names and arities
//! in the isl strings, ...); see [`model`] for the naming conventions.
//!
//! # The text form
//!
//! An MLIR-like form with one entity per line, printed by
//! [`print_module`] and the [`Display`](std::fmt::Display) impls, and parsed
//! by [`parse_module`] and [`Scop::from_str`](std::str::FromStr):
//!
//! ```text
//! scop @kernel_gemm.scop0 in @kernel_gemm loc("gemm.c":12:3) {
//!   params [ni : i32, nj : i32]
//!   context "[ni, nj] -> { : ni >= 0 and nj >= 0 }"
//!   array @C : f64 [?, 1000] memory size 8
//!   stmt @S0 loc("gemm.c":13:7) {
//!     domain "[ni, nj] -> { S0[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj }"
//!     schedule "[ni, nj] -> { S0[i0, i1] -> [0, i0, 0, i1, 0] }"
//!     read #0 @C "[ni, nj] -> { S0[i0, i1] -> C[i0, i1] }"
//!     write #1 @C "[ni, nj] -> { S0[i0, i1] -> C[i0, i1] }"
//!     %0 = load #0 : f64
//!     %1 = fmul [fast] %0, %beta : f64
//!     store %1, #1 : void
//!   }
//! }
//! ```
//!
//! `%3` is the result of an earlier instruction, `%beta` a value from outside
//! the region, `2.5 : f64` a constant, `affine("i0 + 1")` an affine function
//! of the iterators; `#k` (always last among the operands) is the access an
//! instruction uses; `[...]` after the opcode holds its flags. Names, types
//! and flags that are not identifiers are quoted, and isl strings always are.
//! `//` starts a comment. The grammar is in the crate's `README.md`.
//!
//! # Example
//!
//! ```
//! use tessera_ir::*;
//!
//! let scop = Scop {
//!     name: "f.scop0".into(),
//!     function: "f".into(),
//!     location: None,
//!     params: vec![Param { name: "n".into(), ty: "i64".into() }],
//!     context: "[n] -> { : n >= 0 }".into(),
//!     assumed: "[n] -> { : n <= 2147483647 }".into(),
//!     arrays: vec![Array {
//!         name: "A".into(),
//!         elem: "f32".into(),
//!         elem_size: 4,
//!         sizes: vec![Dim::Unknown],
//!         kind: ArrayKind::Memory,
//!     }],
//!     statements: vec![Statement {
//!         name: "S0".into(),
//!         domain: "[n] -> { S0[i] : 0 <= i < n }".into(),
//!         schedule: "[n] -> { S0[i] -> [i] }".into(),
//!         accesses: vec![Access {
//!             kind: AccessKind::MustWrite,
//!             array: "A".into(),
//!             relation: "[n] -> { S0[i] -> A[i] }".into(),
//!         }],
//!         body: vec![Instr {
//!             result: None,
//!             opcode: "store".into(),
//!             flags: vec![],
//!             operands: vec![Operand::Const { value: "1.0".into(), ty: "f32".into() }],
//!             access: Some(0),
//!             ty: "void".into(),
//!         }],
//!         location: None,
//!     }],
//! };
//! assert_eq!(scop.verify(), Ok(()));
//!
//! let text = print_module(std::slice::from_ref(&scop));
//! assert_eq!(
//!     text,
//!     r#"scop @f.scop0 in @f {
//!   params [n : i64]
//!   context "[n] -> { : n >= 0 }"
//!   assumed "[n] -> { : n <= 2147483647 }"
//!   array @A : f32 [?] memory size 4
//!   stmt @S0 {
//!     domain "[n] -> { S0[i] : 0 <= i < n }"
//!     schedule "[n] -> { S0[i] -> [i] }"
//!     write #0 @A "[n] -> { S0[i] -> A[i] }"
//!     store 1.0 : f32, #0 : void
//!   }
//! }
//! "#
//! );
//! let parsed: Scop = text.parse().unwrap();
//! assert_eq!(parsed, scop);
//! assert_eq!(parse_module(&text).unwrap(), vec![scop]);
//! ```

mod lex;
pub mod model;
pub mod parse;
pub mod print;
pub mod tsched;
mod verify;

pub use model::*;
pub use parse::{parse_module, ParseError};
pub use print::print_module;
