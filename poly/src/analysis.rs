//! Facts about a SCoP and a given schedule, computed with isl: nothing here
//! builds a schedule or changes the model, and nothing here calls
//! [`crate::transform`].

pub mod alias;
pub mod contraction;
pub mod cost;
pub mod deps;
pub mod memo;
pub mod overwritten;
pub mod parallel;
pub mod promotion;
pub mod reduction;
pub mod report;
pub(crate) mod steps;
pub mod view;
pub mod violation;
