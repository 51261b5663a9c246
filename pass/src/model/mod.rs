//! Building the polyhedral model of a region, phase by phase.
//!
//! Every instruction of the region gets a [`Class`]:
//! - control: branches and the comparisons only they use;
//! - synthesizable: integer values whose SCEV is affine in the enclosing
//!   region loops (induction variables, index arithmetic): recomputed from
//!   their affine form wherever used;
//! - rematerializable: pure instructions over synthesizable and invariant
//!   values (address computations): cloned into each statement using them;
//! - statement: everything else. A block's statement instructions are split
//!   into statements after each store (three-address granularity).
//!
//! A statement value used by another statement becomes a zero-dimensional
//! *value* array, written by its statement and read by its users. A PHI
//! that is not an induction variable becomes a zero-dimensional *phi* array,
//! written by an edge statement on each incoming edge (domain: the
//! predecessor's domain where that edge is taken) and read where the PHI
//! stands. PHIs of the exit block are modelled the same way, so the values
//! leaving the region are known after the regenerated code.
//!
//! The phases, in the order [`build`] runs them, one file each:
//! 1. [`accumulators`]: accumulator PHIs LLVM promoted to registers are
//!    read from the memory they mirror;
//! 2. `classify`: every instruction's [`Class`];
//! 3. `statements`: statements split after stores, edge statements;
//! 4. `scalars`: value and phi arrays, and the recipe items using them;
//! 5. `accesses` and `shapes`: memory arrays, their shapes and the access
//!    relations;
//! 6. `domains`: branch conditions, trip counts, domains, assumptions;
//! 7. `statements` and `body`: each statement of the `Scop`.
//!
//! `builder` holds the state they share (ScopBuilder); `info` the result,
//! the [`Model`] (ScopInfo). Modelling reads the IR through
//! [`crate::llvm`], regions from [`crate::detect`] and SCEVs through
//! [`crate::scev`]; none of those depends on it.

mod accesses;
pub mod accumulators;
mod body;
mod builder;
mod classify;
mod domains;
mod info;
mod scalars;
mod shapes;
mod statements;

pub use builder::build;
pub use info::{Class, Item, Model, Slot, StmtCode};
