//! The tags' data from the IR: the function's loops with their lines and
//! SCoPs, its labels with the statements their records sit before or their
//! lines hold, and the listing's view of SCoPs and rejected nests.

use super::listing::{FunctionView, RejectedView, ScopView, StmtView};
use super::map::{map, SourceLabel, SourceLoop, StmtRef, Tags};
use crate::detect::{location_text, loop_anchor, Reject};
use crate::llvm::{Analyses, Bb, Label, LoopDesc};
use crate::model::{Class, Item, Model};
use std::collections::HashMap;

/// The tags of the function: its loops and labels, mapped.
pub fn collect<'ir>(an: &'ir Analyses, loops: &[LoopDesc<'ir>], models: &[Model<'ir>]) -> Tags {
    let scop_of = |l: usize| models.iter().position(|m| m.region.loops.contains(&l));
    let source_loops = loops
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let scop = scop_of(i);
            // LoopInfo's depth starts at 1; a SCoP's at its outermost loop.
            let top = scop.map_or(1, |s| {
                let r = &models[s].region.loops;
                r.iter().map(|&x| loops[x].depth).min().unwrap_or(1)
            });
            SourceLoop {
                index: i,
                parent: l.parent,
                line: l.start_line,
                scop,
                depth: l.depth.saturating_sub(top),
            }
        })
        .collect();
    let by_line = statements_by_line(an, models);
    let code = code_lines(an);
    let labels = an
        .labels()
        .into_iter()
        .map(|l| SourceLabel {
            before: statement_after(&l, loops, models),
            on_line: by_line.get(&l.line).cloned().unwrap_or_default(),
            // SimplifyCFG deletes the record of a label alone before a
            // loop with its empty block; one that survives labels code.
            alone: !code.contains(&l.line) && l.block.is_none(),
            next_code_line: code.range(l.line + 1..).next().copied(),
            name: l.name,
            line: l.line,
        })
        .collect();
    map(source_loops, labels)
}

/// The statement whose first instruction comes next after the label's
/// record: in the record's block, else along the one successor of each
/// block after it (the statement's code may sit in the next block: the
/// store LLVM sank and Tessera put back in the inner loop's preheader),
/// inside the SCoP and up to the header of a loop, where a loop, not a
/// statement, comes next.
fn statement_after<'ir>(
    label: &Label<'ir>,
    loops: &[LoopDesc<'ir>],
    models: &[Model<'ir>],
) -> Option<StmtRef> {
    let (mut block, next) = (label.block?, label.next?);
    let (s, m) = models
        .iter()
        .enumerate()
        .find(|(_, m)| m.region.contains(block))?;
    let insts = block.instructions();
    let from = insts.iter().position(|&i| i == next)?;
    let mut insts = insts[from..].to_vec();
    // A bound on the walk, however the blocks chain.
    for _ in 0..8 {
        let stmt = insts.iter().find_map(|i| match m.class.get(i) {
            Some(Class::Stmt(k)) if *k < m.stmts.len() => Some((s, *k)),
            _ => None,
        });
        if stmt.is_some() {
            return stmt;
        }
        let [succ] = block.successors()[..] else {
            return None;
        };
        if !m.region.contains(succ) || loops.iter().any(|l| l.header == succ) {
            return None;
        }
        block = succ;
        insts = block.instructions();
    }
    None
}

/// The source lines the function's instructions are on.
fn code_lines(an: &Analyses) -> std::collections::BTreeSet<u32> {
    crate::llvm::function_blocks(an.function())
        .into_iter()
        .flat_map(|b| b.instructions())
        .filter_map(|v| an.debug_loc(v).map(|(_, line, _)| line))
        .filter(|&line| line > 0)
        .collect()
}

/// The statements with an instruction on each source line.
fn statements_by_line(an: &Analyses, models: &[Model<'_>]) -> HashMap<u32, Vec<StmtRef>> {
    let mut by_line: HashMap<u32, Vec<StmtRef>> = HashMap::new();
    for (s, m) in models.iter().enumerate() {
        for (k, code) in m.stmts.iter().enumerate() {
            for it in &code.items {
                let Item::Inst(v) = it else { continue };
                let Some((_, line, _)) = an.debug_loc(*v) else {
                    continue;
                };
                let at = by_line.entry(line).or_default();
                if !at.contains(&(s, k)) {
                    at.push((s, k));
                }
            }
        }
    }
    by_line
}

/// The `tessera loops` listing of the function (option `print-loops`).
pub fn listing<'ir, 'r>(
    an: &'ir Analyses,
    loops: &[LoopDesc<'ir>],
    models: &[Model<'ir>],
    rejected: impl Iterator<Item = (Bb<'ir>, &'r Reject<'ir>)>,
) -> String
where
    'ir: 'r,
{
    let tags = collect(an, loops, models);
    let mut loop_order = HashMap::new();
    let scops = models
        .iter()
        .map(|m| {
            for &l in &m.region.loops {
                let rpo = m.region.rpo.get(&loops[l].header).copied();
                loop_order.insert(l, (rpo.unwrap_or_default(), 0));
            }
            let stmts = m
                .stmts
                .iter()
                .zip(&m.scop.statements)
                .enumerate()
                .map(|(k, (code, st))| StmtView {
                    name: st.name.clone(),
                    line: st.location.as_ref().map(|l| l.line),
                    innermost: code.chain.last().copied(),
                    // After the loops of its block's position; in model
                    // order within a block.
                    order: (
                        m.region.rpo.get(&code.block).copied().unwrap_or_default(),
                        k + 1,
                    ),
                })
                .collect();
            ScopView {
                name: m.scop.name.clone(),
                location: m
                    .scop
                    .location
                    .as_ref()
                    .map(|l| format!("{}:{}", l.file, l.line)),
                stmts,
            }
        })
        .collect();
    let rejected = rejected
        .map(|(header, r)| {
            let anchor = r.anchor.or_else(|| loop_anchor(loops, header));
            RejectedView {
                line: loops
                    .iter()
                    .find(|l| l.header == header)
                    .and_then(|l| l.start_line),
                location: anchor
                    .and_then(|a| an.debug_loc(a))
                    .map(|_| location_text(an, anchor)),
                reason: r.reason.clone(),
            }
        })
        .collect();
    super::listing::render(&FunctionView {
        name: an.function().name(),
        debug: an.debug_info(),
        scops,
        rejected,
        loop_order,
        tags,
    })
}
