//! SCEVs as the C++ layer writes them (S-expressions), and their
//! translation into affine expressions over the region's loop iteration
//! counters and parameters.
//!
//! Every loop of a SCoP is modelled by its normalized iteration counter
//! `k >= 0` (the SCEV add-recurrence `{a,+,s}<L>` is `a + s*k_L`), so loops
//! counting down or with non-unit steps need no special case.
//!
//! - `expr`: the [`Scev`] tree and its parser;
//! - `affine`: [`Affine`] and [`PwExpr`] expressions over [`Var`]s;
//! - `affinator`: [`Affinator`], SCEV to affine form for one region.
//!
//! A leaf of the pass: it knows nothing of regions or models beyond the
//! callbacks the [`Affinator`] is given.

mod affinator;
mod affine;
mod expr;

pub use affinator::{sanitize, Affinator, Params};
pub use affine::{Affine, PwExpr, Var};
pub use expr::{CastKind, Flags, GroupItem, MinMaxKind, Scev};
