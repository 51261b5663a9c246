//! Runs Tessera on one function.
use crate::llvm::{Analyses, RemarkKind, Val};
use crate::Options;

pub fn run_function(an: &Analyses, f: Val, opts: &Options) -> bool {
    let loops = an.loops();
    if !loops.is_empty() {
        an.remark(RemarkKind::Analysis, "Loops", &format!("{} loops in {}", loops.len(), f.name()), None);
    }
    let _ = opts;
    false
}
