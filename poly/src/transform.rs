//! New schedules and new models, built from [`crate::analysis`]'s facts.
//! Every schedule made here still goes through the caller's violation
//! check before code is generated from it.

pub mod auto;
pub mod cache;
pub(crate) mod constraints;
pub mod expand;
pub mod fusion;
pub(crate) mod generalize;
pub mod register;
pub mod reload;
pub mod schedule;
pub(crate) mod scheduler;
pub mod stencil;
pub(crate) mod step;
pub(crate) mod tiling;
pub mod tree;
pub(crate) mod wavefront;
pub mod widen;
