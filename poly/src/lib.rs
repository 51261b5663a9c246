//! Polyhedral analyses over Tessera's model, with isl and without LLVM.
//!
//! [`view::View`] turns a [`tessera_ir::Scop`] into isl objects;
//! [`deps::Dependences`] computes its value-based and memory-based
//! dependences and the live ranges of its values (paper 001); and
//! [`violation`] says what a candidate schedule breaks. Everything works on
//! models read from the text form, so it is tested without LLVM:
//!
//! ```
//! use tessera_poly::{deps::Dependences, view::View, violation};
//! let text = r#"
//! scop @f.scop0 in @f {
//!   params [n : i64]
//!   context "[n] -> { : }"
//!   array @A : f64 [?] memory size 8
//!   array @s : f64 [] value size 8
//!   stmt @S0 {
//!     domain "[n] -> { S0[i] : 0 <= i < n }"
//!     schedule "[n] -> { S0[i] -> [0, i, 0] }"
//!     read #0 @A "[n] -> { S0[i] -> A[i] }"
//!     write #1 @s "[n] -> { S0[i] -> s[] }"
//!     %0 = load #0 : f64
//!     store %0, #1 : void
//!   }
//!   stmt @S1 {
//!     domain "[n] -> { S1[i] : 0 <= i < n }"
//!     schedule "[n] -> { S1[i] -> [0, i, 1] }"
//!     read #0 @s "[n] -> { S1[i] -> s[] }"
//!     write #1 @A "[n] -> { S1[i] -> A[i] }"
//!     %0 = load #0 : f64
//!     store %0, #1 : void
//!   }
//! }"#;
//! let scop: tessera_ir::Scop = text.parse().unwrap();
//! let ctx = isl::Ctx::new();
//! let view = View::new(&ctx, &scop).unwrap();
//! let deps = Dependences::compute(&view, &scop).unwrap();
//! // The scalar s carries memory-based dependences across iterations, but
//! // running S1 of every iteration after S0 of every iteration (loop
//! // distribution) breaks its live ranges: s is overwritten before it is read.
//! let distributed = isl::UnionMap::parse(&ctx, "[n] -> { S0[i] -> [0, i, 0]; S1[i] -> [1, i, 0] }").unwrap();
//! assert!(!violation::check(&view, &deps, distributed).unwrap().is_empty().unwrap());
//! // The original order is legal.
//! assert!(violation::check(&view, &deps, view.schedule.clone()).unwrap().is_empty().unwrap());
//! ```

pub mod alias;
pub mod cost;
pub mod deps;
pub mod expand;
pub mod fusion;
mod generalize;
pub mod reduction;
pub mod register;
pub mod reload;
pub mod report;
pub mod schedule;
pub mod stencil;
pub mod view;
pub mod violation;
