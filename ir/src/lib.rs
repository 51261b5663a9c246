//! The polyhedral IR.

pub mod model;
pub use model::*;
