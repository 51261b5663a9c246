//! Irreducible cycles, found only to say why they are left alone.

use crate::llvm::Bb;
use std::collections::{HashMap, HashSet};

/// Cycles of the control-flow graph that are not natural loops: strongly
/// connected components entered at more than one block (LoopInfo does not
/// report them, so they are found here to say why they are left alone).
/// Returns one entry block of each.
pub fn irreducible_cycles<'ir>(
    blocks: &[Bb<'ir>],
    preds: &HashMap<Bb<'ir>, Vec<Bb<'ir>>>,
) -> Vec<Bb<'ir>> {
    use petgraph::graph::DiGraph;
    let mut g = DiGraph::<Bb<'ir>, ()>::new();
    let idx: HashMap<Bb<'ir>, _> = blocks.iter().map(|&b| (b, g.add_node(b))).collect();
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
        let members: HashSet<Bb<'ir>> = scc.iter().map(|&n| g[n]).collect();
        let mut entries: Vec<Bb<'ir>> = members
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
