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
//! - `region_types`: [`Region`], [`Reject`], and where a remark points
//!   ([`anchor_of`], [`loop_anchor`], [`location_text`]), a leaf;
//! - `cycles`: irreducible cycles, for their remark.
//!
//! Detection reads the IR through [`crate::llvm`] only; it knows nothing
//! of SCEV or of the model.

mod cycles;
mod region;
mod region_types;

pub use cycles::irreducible_cycles;
pub use region::{loop_region, region_between};
pub use region_types::{anchor_of, location_text, loop_anchor, Region, Reject};

use crate::llvm::Bb;
use std::collections::HashMap;

/// Predecessors of every block of the function.
pub fn predecessors<'ir>(blocks: &[Bb<'ir>]) -> HashMap<Bb<'ir>, Vec<Bb<'ir>>> {
    let mut preds: HashMap<Bb<'ir>, Vec<Bb<'ir>>> = HashMap::new();
    for &b in blocks {
        for s in b.successors() {
            preds.entry(s).or_default().push(b);
        }
    }
    preds
}
