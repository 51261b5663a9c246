//! Loop and statement tags: the names a user gives the loops and
//! statements of a SCoP (`tessera loops` lists them; a transformation
//! script will name its targets by them).
//!
//! A tag is a C label (`L1: for (...)`, `Sinit: C[i][j] = 0;`) or, for a
//! loop, its source line (`@12`). This module maps labels to loops and
//! statements from plain data ([`SourceLoop`], [`SourceLabel`]), without
//! LLVM (`collect.rs` gathers that data from the IR, `listing.rs` prints
//! the result), and [`Tags::resolve`] answers a tag.
//!
//! Why lines: clang 19 keeps every label as a `DILabel` (with its line)
//! in its subprogram, but the label's record (`#dbg_label`, or an
//! `llvm.dbg.label` call) only while the block holding it survives; at -O2
//! SimplifyCFG removes the empty block a label before a loop sits in, so
//! by the time Tessera runs most loop labels have no place in the IR,
//! only a line. A loop's line is where its `for` starts.
//!
//! Invariants of [`map`]:
//! - a label tags the loops whose `for` starts on the label's own line
//!   (`L1: for` on one line), the outermost of them where loops nested on
//!   one line share it; copies of one source loop (inlined twice) are all
//!   tagged;
//! - otherwise it tags a statement: the model statement its surviving
//!   record sits right before, else those with an instruction on its line;
//! - otherwise, alone on its line (`Lk:` with the `for` on a later line),
//!   the first loop whose `for` starts after it, when no statement of a
//!   SCoP has an instruction between the two lines;
//! - otherwise, or when the loops it tags are in no SCoP, it tags nothing
//!   and says why ([`Unmapped`]); no label is lost and none fails;
//! - every loop keeps its line tag whenever debug information gives a line.

mod collect;
mod listing;
mod map;
mod nest;
#[cfg(test)]
mod tests;

pub use collect::{collect, listing};
pub use listing::{render, FunctionView, RejectedView, ScopView, StmtView};
pub use map::{
    map, LabelTag, ResolveError, Resolved, SourceLabel, SourceLoop, StmtRef, Tag, Tags, Target,
    Unmapped,
};
pub use nest::{answer, ask, NestFound};
