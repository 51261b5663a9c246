//! SCoP detection: candidate regions and their structural checks.
//!
//! A region is single-entry single-exit: one entry block (a loop preheader)
//! that every edge into the region reaches, and one exit block outside it
//! that every edge leaving it reaches. Candidates start from each outermost
//! loop; a rejected loop nest is reported and its inner loops are tried
//! instead; consecutive accepted nests are merged when the merged region
//! still models (see [`crate::driver`]). The affine checks live in
//! [`crate::model`]: a candidate is a SCoP when its model builds.
//!
//! - `region`: a candidate's blocks and structural checks;
//! - `cycles`: irreducible cycles, for their remark.
//!
//! Detection reads the IR through [`crate::llvm`] only; it knows nothing
//! of SCEV or of the model.

mod cycles;
mod region;

pub use cycles::irreducible_cycles;
pub use region::{loop_region, region_between};

use crate::llvm::{Analyses, Bb, Val};
use std::collections::HashMap;

/// Why a loop nest was not optimized, and where.
#[derive(Clone, Debug)]
pub struct Reject {
    pub reason: String,
    /// The instruction the reason is about (gives the source location).
    pub anchor: Option<Val>,
}

impl Reject {
    pub fn new(reason: impl Into<String>, anchor: Option<Val>) -> Reject {
        Reject {
            reason: reason.into(),
            anchor,
        }
    }
}

/// The blocks of a candidate region.
#[derive(Clone, Debug)]
pub struct Region {
    pub entry: Bb,
    pub exit: Bb,
    /// Reverse post-order over the region's forward edges.
    pub blocks: Vec<Bb>,
    /// Loops of the region (preorder indices), outermost first.
    pub loops: Vec<usize>,
    /// Position of each block in `blocks`.
    pub rpo: HashMap<Bb, usize>,
}

impl Region {
    pub fn contains(&self, b: Bb) -> bool {
        self.rpo.contains_key(&b)
    }
}

/// Predecessors of every block of the function.
pub fn predecessors(blocks: &[Bb]) -> HashMap<Bb, Vec<Bb>> {
    let mut preds: HashMap<Bb, Vec<Bb>> = HashMap::new();
    for &b in blocks {
        for s in b.successors() {
            preds.entry(s).or_default().push(b);
        }
    }
    preds
}

/// First instruction of a block that has a debug location, for remarks.
pub fn anchor_of(an: &Analyses, b: Bb) -> Option<Val> {
    let insts = b.instructions();
    let has_line = |i: &Val| an.debug_loc(*i).is_some_and(|(_, line, _)| line > 0);
    insts
        .iter()
        .copied()
        .find(|i| !i.is_phi() && has_line(i))
        .or_else(|| insts.iter().copied().find(has_line))
        .or(insts.first().copied())
}
