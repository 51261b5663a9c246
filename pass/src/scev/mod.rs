//! SCEVs and their affine form (being split into files).

mod affinator;

pub use affinator::*;
