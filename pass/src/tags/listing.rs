//! The text of `tessera loops` (option `print-loops`): per function, each
//! SCoP's loops as a tree with their tags and depths, the statements under
//! their innermost loop with their labels, the rejected loop nests, and a
//! note for each label that tags nothing. Plain data in, text out.
//!
//! The format (README, `tessera loops`), one item a line, two spaces of
//! indent per level, the first word saying what the line is:
//!
//! ```text
//! function kernel
//!   scop kernel.scop0 (k.c:5)
//!     loop L1 @5 depth 0
//!       stmt S0 @7 (tag Sinit)
//!   rejected @20 (k.c:21:9): a volatile or atomic memory access
//!   note: label Lx at line 11 is not before a loop or statement of a SCoP
//! ```

use super::map::{Tags, Target, Unmapped};
use crate::llvm::DebugInfo;
use std::fmt::Write;

/// A statement of a SCoP, where the tree puts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StmtView {
    pub name: String,
    pub line: Option<u32>,
    /// Its innermost loop (preorder index); none: outside every loop.
    pub innermost: Option<usize>,
    /// Program order among the loops and statements of its level.
    pub order: (usize, usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScopView {
    pub name: String,
    /// `file:line` where it starts.
    pub location: Option<String>,
    pub stmts: Vec<StmtView>,
}

/// A loop nest that is not a SCoP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RejectedView {
    /// Its outermost loop's line.
    pub line: Option<u32>,
    /// `file:line:col` the reason is about.
    pub location: Option<String>,
    pub reason: String,
}

/// Everything the listing of one function shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionView {
    pub name: String,
    pub debug: DebugInfo,
    /// Indexed as [`super::SourceLoop::scop`].
    pub scops: Vec<ScopView>,
    pub rejected: Vec<RejectedView>,
    /// Program order of each loop (preorder index) among its level's
    /// loops and statements.
    pub loop_order: std::collections::HashMap<usize, (usize, usize)>,
    pub tags: Tags,
}

enum Item {
    Loop(usize),
    Stmt(usize),
}

/// The listing of one function.
pub fn render(f: &FunctionView) -> String {
    let mut out = format!("function {}\n", f.name);
    for (s, scop) in f.scops.iter().enumerate() {
        let loc = scop.location.as_deref().unwrap_or("no location");
        let _ = writeln!(out, "  scop {} ({loc})", scop.name);
        render_level(f, s, None, 2, &mut out);
    }
    for r in &f.rejected {
        let line = r.line.map(|n| format!(" @{n}")).unwrap_or_default();
        let loc = r.location.as_deref().unwrap_or("no location");
        let _ = writeln!(out, "  rejected{line} ({loc}): {}", r.reason);
    }
    for note in notes(f) {
        let _ = writeln!(out, "  note: {note}");
    }
    out
}

/// The loops and statements of SCoP `s` directly inside `parent` (none:
/// the SCoP's top level), in program order, and what is inside them.
fn render_level(
    f: &FunctionView,
    s: usize,
    parent: Option<usize>,
    indent: usize,
    out: &mut String,
) {
    let in_scop = |i: usize| {
        f.tags
            .loops
            .iter()
            .any(|l| l.index == i && l.scop == Some(s))
    };
    let mut items: Vec<((usize, usize), Item)> = f
        .tags
        .loops
        .iter()
        .filter(|l| l.scop == Some(s))
        .filter(|l| match parent {
            Some(p) => l.parent == Some(p),
            None => !l.parent.is_some_and(in_scop),
        })
        .map(|l| {
            (
                f.loop_order.get(&l.index).copied().unwrap_or_default(),
                Item::Loop(l.index),
            )
        })
        .collect();
    items.extend(
        f.scops[s]
            .stmts
            .iter()
            .enumerate()
            .filter(|(_, st)| st.innermost == parent)
            .map(|(k, st)| (st.order, Item::Stmt(k))),
    );
    items.sort_by_key(|(order, _)| *order);
    let pad = "  ".repeat(indent);
    for (_, item) in items {
        match item {
            Item::Loop(i) => {
                let l = f
                    .tags
                    .loops
                    .iter()
                    .find(|l| l.index == i)
                    .expect("listed loop");
                let mut words = vec!["loop".to_string()];
                words.extend(f.tags.loop_labels(i).iter().map(|s| s.to_string()));
                words.extend(l.line.map(|n| format!("@{n}")));
                let _ = writeln!(out, "{pad}{} depth {}", words.join(" "), l.depth);
                render_level(f, s, Some(i), indent + 1, out);
            }
            Item::Stmt(k) => {
                let st = &f.scops[s].stmts[k];
                let line = st.line.map(|n| format!(" @{n}")).unwrap_or_default();
                let labels = f.tags.statement_labels((s, k));
                let tag = if labels.is_empty() {
                    String::new()
                } else {
                    format!(" (tag {})", labels.join(", "))
                };
                let _ = writeln!(out, "{pad}stmt {}{line}{tag}", st.name);
            }
        }
    }
}

/// What the listing cannot show, and why.
fn notes(f: &FunctionView) -> Vec<String> {
    let mut notes = Vec::new();
    match f.debug {
        DebugInfo::None => notes.push(
            "no debug information: loops have no line tags and labels are not seen (compile with -g)"
                .to_string(),
        ),
        DebugInfo::LinesOnly => notes.push(
            "line tables only: loops are tagged by line, labels are not seen (compile with -g for labels)"
                .to_string(),
        ),
        DebugInfo::Full => {}
    }
    for t in &f.tags.labels {
        match &t.target {
            Target::Unmapped(Unmapped::NotBeforeLoopOrStatement) => notes.push(format!(
                "label {} at line {} is not before a loop or statement of a SCoP (a label tags the loop whose `for` is on its line, or, alone on a line before it, the next loop, unless its place in the IR survives, as at the start of a function: there it may label code LLVM folded away)",
                t.name, t.line
            )),
            Target::Unmapped(Unmapped::LoopNotInScop(_)) => notes.push(format!(
                "label {} at line {} tags loop @{}, which is in no SCoP",
                t.name, t.line, t.line
            )),
            _ => {}
        }
    }
    // Line tags two loops of SCoPs share: only a label tells them apart.
    let mut lines: Vec<u32> = f
        .tags
        .loops
        .iter()
        .filter(|l| l.scop.is_some())
        .filter_map(|l| l.line)
        .collect();
    lines.sort_unstable();
    let mut shared: Vec<u32> = lines
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    shared.dedup();
    for n in shared {
        let count = lines.iter().filter(|&&l| l == n).count();
        notes.push(format!(
            "@{n} names {count} loops: label them to tell them apart"
        ));
    }
    notes
}
