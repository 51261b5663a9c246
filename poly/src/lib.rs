//! Polyhedral analyses and transformations over Tessera's model, with isl
//! and without LLVM.
//!
//! [`analysis`] computes facts about a [`tessera_ir::Scop`] and a given
//! schedule: [`analysis::view::View`] turns the model into isl objects,
//! [`analysis::deps::Dependences`] computes its value-based and
//! memory-based dependences and the live ranges of its values, and
//! [`analysis::violation`] says what a candidate schedule breaks.
//! [`transform`] builds new schedules (the automatic scheduler, time
//! tiling, register tiles, fusion structures) and new models (expansion,
//! reloads) from those facts. Analyses never call transformations.
//! Everything works on models read from the text form, so it is tested
//! without LLVM:
//!
//! ```
//! use tessera_poly::analysis::{deps::Dependences, view::View, violation};
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

pub mod analysis;
pub mod script;
pub mod transform;

// The flat paths (`tessera_poly::deps`, `tessera_poly::schedule`, ...) that
// the pass, the CLI and the tests were written against.
pub use analysis::{
    alias, contraction, cost, deps, memo, overwritten, parallel, promotion, reduction, report,
    view, violation,
};
pub use transform::{cache, expand, fusion, register, reload, schedule, stencil, tree};
