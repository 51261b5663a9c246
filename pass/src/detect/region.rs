//! A candidate region's structure: the blocks between an entry and an exit
//! block, checked to be single-entry single-exit, to hold whole canonical
//! loops only, and to be acyclic apart from those loops' back edges.

use super::region_types::{anchor_of, Region, Reject};
use crate::llvm::Opcode;
use crate::llvm::{Analyses, Bb, LoopDesc, Val};
use std::collections::{HashMap, HashSet};

/// Builds the region between `entry` and `exit` and checks its structure.
pub fn region_between<'ir>(
    an: &Analyses,
    loops: &[LoopDesc<'ir>],
    preds: &HashMap<Bb<'ir>, Vec<Bb<'ir>>>,
    entry: Bb<'ir>,
    exit: Bb<'ir>,
) -> Result<Region<'ir>, Reject<'ir>> {
    let set = reachable_blocks(an, entry, exit)?;
    check_single_entry(an, preds, &set, entry)?;
    let region_loops = region_loops(an, loops, &set)?;
    check_whole_loops(an, loops, &set, &region_loops)?;
    // Back edges are exactly latch -> header of region loops; the rest must
    // be acyclic (otherwise the control flow is irreducible).
    let back: HashSet<(Bb<'ir>, Bb<'ir>)> = region_loops
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

/// Blocks reachable from entry without passing through exit, each ending
/// in a plain branch.
fn reachable_blocks<'ir>(
    an: &Analyses,
    entry: Bb<'ir>,
    exit: Bb<'ir>,
) -> Result<HashSet<Bb<'ir>>, Reject<'ir>> {
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
            Opcode::Br => {}
            Opcode::Switch => {
                return Err(Reject::new(
                    "a switch statement inside the loop nest is not supported yet",
                    Some(term),
                ))
            }
            Opcode::Return | Opcode::Unreachable => {
                return Err(Reject::new(
                    "the loop nest can leave the function (return, exit or a call that does not return)",
                    Some(term),
                ))
            }
            _ => return Err(Reject::new("unsupported control flow (indirect branch or exception)", Some(term))),
        }
        stack.extend(b.successors());
    }
    Ok(set)
}

/// Only the entry is reached from outside, and never again from inside;
/// it has no PHIs (the regenerated code branches from it).
fn check_single_entry<'ir>(
    an: &Analyses,
    preds: &HashMap<Bb<'ir>, Vec<Bb<'ir>>>,
    set: &HashSet<Bb<'ir>>,
    entry: Bb<'ir>,
) -> Result<(), Reject<'ir>> {
    for &b in set {
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
    Ok(())
}

/// Loops of the region: those whose header is inside; all of their blocks
/// must be inside too, and each must be canonical with a single exit.
fn region_loops<'ir>(
    an: &Analyses,
    loops: &[LoopDesc<'ir>],
    set: &HashSet<Bb<'ir>>,
) -> Result<Vec<usize>, Reject<'ir>> {
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
    Ok(region_loops)
}

/// A block in a loop that is not part of the region: entered through its
/// header from outside, so the region cut a loop.
fn check_whole_loops<'ir>(
    an: &Analyses,
    loops: &[LoopDesc<'ir>],
    set: &HashSet<Bb<'ir>>,
    region_loops: &[usize],
) -> Result<(), Reject<'ir>> {
    for &b in set {
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
    Ok(())
}

/// Reverse post-order of the blocks in `set` ignoring `back` edges; None
/// when a cycle remains.
fn reverse_post_order<'ir>(
    entry: Bb<'ir>,
    set: &HashSet<Bb<'ir>>,
    back: &HashSet<(Bb<'ir>, Bb<'ir>)>,
) -> Option<Vec<Bb<'ir>>> {
    // Iterative DFS with colors: 1 on stack, 2 done.
    let mut color: HashMap<Bb<'ir>, u8> = HashMap::new();
    let mut post = Vec::new();
    let mut stack: Vec<(Bb<'ir>, usize)> = vec![(entry, 0)];
    color.insert(entry, 1);
    while let Some((b, i)) = stack.pop() {
        let succs: Vec<Bb<'ir>> = b
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
fn early_exit<'ir>(l: &LoopDesc<'ir>, anchor: Option<Val<'ir>>) -> Reject<'ir> {
    let switch = l
        .blocks
        .iter()
        .filter_map(|b| b.terminator())
        .find(|t| t.opcode() == Opcode::Switch);
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
pub fn loop_region<'ir>(
    an: &Analyses,
    loops: &[LoopDesc<'ir>],
    preds: &HashMap<Bb<'ir>, Vec<Bb<'ir>>>,
    l: usize,
) -> Result<Region<'ir>, Reject<'ir>> {
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
