//! SCoP detection: candidate regions and their structural checks.
//!
//! A region is single-entry single-exit: one entry block (a loop preheader)
//! that every edge into the region reaches, and one exit block outside it
//! that every edge leaving it reaches. Candidates start from each outermost
//! loop; a rejected loop nest is reported and its inner loops are tried
//! instead; consecutive accepted nests are merged when the merged region
//! still models (see [`crate::driver`]). The affine checks live in
//! [`crate::modeling`]: a candidate is a SCoP when its model builds.

use crate::llvm::{Analyses, Bb, LoopDesc, Val};
use llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

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

/// Builds the region between `entry` and `exit` and checks its structure.
pub fn region_between(
    an: &Analyses,
    loops: &[LoopDesc],
    preds: &HashMap<Bb, Vec<Bb>>,
    entry: Bb,
    exit: Bb,
) -> Result<Region, Reject> {
    // Blocks reachable from entry without passing through exit.
    let mut set = HashSet::new();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if b == exit || !set.insert(b) {
            continue;
        }
        if set.len() > 10_000 {
            return Err(Reject::new(
                "the loop nest is too large to model",
                anchor_of(an, entry),
            ));
        }
        let term = b
            .terminator()
            .ok_or_else(|| Reject::new("malformed block", None))?;
        match term.opcode() {
            LLVMOpcode::LLVMBr => {}
            LLVMOpcode::LLVMSwitch => {
                return Err(Reject::new(
                    "a switch statement inside the loop nest is not supported yet",
                    Some(term),
                ))
            }
            LLVMOpcode::LLVMRet | LLVMOpcode::LLVMUnreachable => {
                return Err(Reject::new(
                    "the loop nest can leave the function (return, exit or a call that does not return)",
                    Some(term),
                ))
            }
            _ => return Err(Reject::new("unsupported control flow (indirect branch or exception)", Some(term))),
        }
        stack.extend(b.successors());
    }
    // Single entry.
    for &b in &set {
        for p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
            let inside = set.contains(p);
            if b == entry && inside {
                return Err(Reject::new(
                    "the region's entry is reached again from inside it",
                    anchor_of(an, b),
                ));
            }
            if b != entry && !inside {
                return Err(Reject::new(
                    "control enters the loop nest from several places (goto or irreducible control flow)",
                    anchor_of(an, b),
                ));
            }
        }
    }
    if !entry.phis().is_empty() {
        return Err(Reject::new(
            "the region's entry block has PHI nodes",
            anchor_of(an, entry),
        ));
    }
    // Loops of the region: those whose header is inside; all of their blocks
    // must be inside too.
    let mut region_loops = Vec::new();
    for (i, l) in loops.iter().enumerate() {
        if !set.contains(&l.header) {
            continue;
        }
        if !l.blocks.iter().all(|b| set.contains(b)) {
            return Err(Reject::new(
                "a loop leaves the region",
                anchor_of(an, l.header),
            ));
        }
        let anchor = l
            .latch
            .and_then(|b| b.terminator())
            .or(anchor_of(an, l.header));
        if !l.simplify_form || l.latch.is_none() {
            return Err(Reject::new(
                "the loop is not in canonical form (several back edges or no preheader)",
                anchor,
            ));
        }
        if l.num_exiting != 1
            || l.exit_block.is_none()
            || l.latch
                .is_some_and(|lt| !lt.successors().iter().any(|s| !l.blocks.contains(s)))
        {
            return Err(early_exit(l, anchor));
        }
        region_loops.push(i);
    }
    // A block in a loop that is not part of the region: entered through
    // its header from outside, so the region cut a loop.
    for &b in &set {
        if let Some(l) = an.block_loop(b) {
            let mut cur = Some(l);
            while let Some(c) = cur {
                if !region_loops.contains(&c) && set.contains(&loops[c].header) {
                    return Err(Reject::new(
                        "a loop is only partly inside the region",
                        anchor_of(an, b),
                    ));
                }
                cur = loops[c].parent;
            }
        }
    }
    // Back edges are exactly latch -> header of region loops; the rest must
    // be acyclic (otherwise the control flow is irreducible).
    let back: HashSet<(Bb, Bb)> = region_loops
        .iter()
        .filter_map(|&l| loops[l].latch.map(|lt| (lt, loops[l].header)))
        .collect();
    let blocks = reverse_post_order(entry, &set, &back).ok_or_else(|| {
        Reject::new(
            "irreducible control flow (a cycle that is not a natural loop)",
            anchor_of(an, entry),
        )
    })?;
    let rpo = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    Ok(Region {
        entry,
        exit,
        blocks,
        loops: region_loops,
        rpo,
    })
}

/// Reverse post-order of the blocks in `set` ignoring `back` edges; None
/// when a cycle remains.
fn reverse_post_order(entry: Bb, set: &HashSet<Bb>, back: &HashSet<(Bb, Bb)>) -> Option<Vec<Bb>> {
    // Iterative DFS with colors: 1 on stack, 2 done.
    let mut color: HashMap<Bb, u8> = HashMap::new();
    let mut post = Vec::new();
    let mut stack: Vec<(Bb, usize)> = vec![(entry, 0)];
    color.insert(entry, 1);
    while let Some((b, i)) = stack.pop() {
        let succs: Vec<Bb> = b
            .successors()
            .into_iter()
            .filter(|s| set.contains(s) && !back.contains(&(b, *s)))
            .collect();
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            match color.get(&s) {
                None => {
                    color.insert(s, 1);
                    stack.push((s, 0));
                }
                Some(1) => return None,
                _ => {}
            }
        } else {
            color.insert(b, 2);
            post.push(b);
        }
    }
    post.reverse();
    Some(post)
}

/// Why a loop with several exits is rejected. A switch that covers every
/// value leaves its default block `unreachable` outside the loop: the
/// second exit is the switch's, not a break's.
fn early_exit(l: &LoopDesc, anchor: Option<Val>) -> Reject {
    let switch = l
        .blocks
        .iter()
        .filter_map(|b| b.terminator())
        .find(|t| t.opcode() == LLVMOpcode::LLVMSwitch);
    match switch {
        Some(t) => Reject::new(
            "a switch statement inside the loop nest is not supported yet",
            Some(t),
        ),
        None => Reject::new(
            "the loop can exit from the middle of its body (break, return or goto): the number of iterations is not known on entry",
            anchor,
        ),
    }
}

/// The candidate region of one loop: from its preheader to its exit block.
pub fn loop_region(
    an: &Analyses,
    loops: &[LoopDesc],
    preds: &HashMap<Bb, Vec<Bb>>,
    l: usize,
) -> Result<Region, Reject> {
    let d = &loops[l];
    let anchor = d
        .latch
        .and_then(|b| b.terminator())
        .or(anchor_of(an, d.header));
    let pre = d
        .preheader
        .ok_or_else(|| Reject::new("the loop has no preheader", anchor))?;
    let exit = match d.exit_block {
        Some(x) if d.num_exiting == 1 => x,
        _ => return Err(early_exit(d, anchor)),
    };
    region_between(an, loops, preds, pre, exit)
}

/// Cycles of the control-flow graph that are not natural loops: strongly
/// connected components entered at more than one block (LoopInfo does not
/// report them, so they are found here to say why they are left alone).
/// Returns one entry block of each.
pub fn irreducible_cycles(blocks: &[Bb], preds: &HashMap<Bb, Vec<Bb>>) -> Vec<Bb> {
    use petgraph::graph::DiGraph;
    let mut g = DiGraph::<Bb, ()>::new();
    let idx: HashMap<Bb, _> = blocks.iter().map(|&b| (b, g.add_node(b))).collect();
    for &b in blocks {
        for s in b.successors() {
            if let Some(&t) = idx.get(&s) {
                g.add_edge(idx[&b], t, ());
            }
        }
    }
    let mut out = Vec::new();
    for scc in petgraph::algo::tarjan_scc(&g) {
        if scc.len() < 2 {
            continue;
        }
        let members: HashSet<Bb> = scc.iter().map(|&n| g[n]).collect();
        let mut entries: Vec<Bb> = members
            .iter()
            .copied()
            .filter(|b| {
                preds
                    .get(b)
                    .is_some_and(|ps| ps.iter().any(|p| !members.contains(p)))
            })
            .collect();
        entries.sort_by_key(|b| blocks.iter().position(|x| x == b));
        if entries.len() > 1 {
            out.push(entries[0]);
        }
    }
    out
}
