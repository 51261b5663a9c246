//! Transformation scripts (issue 18, paper 003 Loopy): a person's
//! schedule for a SCoP, written as commands over tagged loops and
//! statements, each composing with the schedule before it, then checked
//! with reasons.
//!
//! - `parse.rs`: the language (pure text; the grammar is in the README):
//!   [`parse::parse`] gives a [`parse::Script`] or a [`parse::ParseError`]
//!   with line, column and what was expected; [`parse::from_source`]
//!   reads a script from a C file's `/* tessera ... */` comments.
//! - `apply.rs`: the commands on the 2d+1 form of the schedule
//!   ([`apply::State`]); a tag is resolved by the caller to a
//!   [`apply::Target`] (the pass through its loop tags, [`model_target`]
//!   for `.tir` models).
//! - `verify.rs`: [`verify::run`], the schedule after each command, the
//!   final one's verdict (the check an imported schedule gets) and, for an
//!   illegal one, each violation's source lines, an example pair of
//!   instances and the command that introduced it.
//! - `explain.rs`: [`explain::explain`], a schedule (the automatic one) as
//!   a script that gives it back (`affine` and `position` per statement,
//!   `lift` and `unroll` per register tile), checked against it.
//!
//! Imports go `script` -> `verify` -> `apply` -> `parse`; the module uses
//! `analysis` and `transform::expand`, and neither uses it.

pub mod apply;
pub mod deviation;
pub mod explain;
pub mod parse;
#[cfg(test)]
mod tests;
pub mod verify;

pub use apply::{model_target, Target};
pub use deviation::within;
pub use explain::{explain, Check, Explained};
pub use parse::{parse, Command, Line, ParseError, Script, TagRef};
pub use verify::{
    render, render_guarded, render_repaired, run, CommandError, Deviated, Outcome, Verdict,
};
