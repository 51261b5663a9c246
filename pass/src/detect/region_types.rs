//! The types detection shares: a candidate [`Region`], why one is
//! rejected ([`Reject`]), and the instruction a remark about a block
//! points at ([`anchor_of`]). A leaf of `detect`.

use crate::llvm::{Analyses, Bb, LoopDesc, Val};
use std::collections::HashMap;

/// Why a loop nest was not optimized, and where.
#[derive(Clone, Debug)]
pub struct Reject<'ir> {
    pub reason: String,
    /// The instruction the reason is about (gives the source location).
    pub anchor: Option<Val<'ir>>,
}

impl<'ir> Reject<'ir> {
    pub fn new(reason: impl Into<String>, anchor: Option<Val<'ir>>) -> Reject<'ir> {
        Reject {
            reason: reason.into(),
            anchor,
        }
    }
}

/// The blocks of a candidate region.
#[derive(Clone, Debug)]
pub struct Region<'ir> {
    pub entry: Bb<'ir>,
    pub exit: Bb<'ir>,
    /// Reverse post-order over the region's forward edges.
    pub blocks: Vec<Bb<'ir>>,
    /// Loops of the region (preorder indices), outermost first.
    pub loops: Vec<usize>,
    /// Position of each block in `blocks`.
    pub rpo: HashMap<Bb<'ir>, usize>,
}

impl<'ir> Region<'ir> {
    pub fn contains(&self, b: Bb<'ir>) -> bool {
        self.rpo.contains_key(&b)
    }
}

/// First instruction of a block that has a debug location, for remarks.
pub fn anchor_of<'ir>(an: &Analyses, b: Bb<'ir>) -> Option<Val<'ir>> {
    let insts = b.instructions();
    let has_line = |i: &Val| an.debug_loc(*i).is_some_and(|(_, line, _)| line > 0);
    insts
        .iter()
        .copied()
        .find(|i| !i.is_phi() && has_line(i))
        .or_else(|| insts.iter().copied().find(has_line))
        .or(insts.first().copied())
}

/// Where a remark about a loop points: its latch's branch.
pub fn loop_anchor<'ir>(loops: &[LoopDesc<'ir>], header: Bb<'ir>) -> Option<Val<'ir>> {
    loops
        .iter()
        .find(|l| l.header == header)
        .and_then(|l| l.latch)
        .and_then(|b| b.terminator())
}

/// `file:line:col` of an anchor, `<unknown>` without debug information.
pub fn location_text(an: &Analyses, v: Option<Val<'_>>) -> String {
    v.and_then(|v| an.debug_loc(v))
        .map(|(f, l, c)| format!("{f}:{l}:{c}"))
        .unwrap_or_else(|| "<unknown>".into())
}
