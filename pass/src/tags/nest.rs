//! `tessera show`'s question to the pass: the loop nest a tag names, with
//! its SCoP's model. The CLI asks ([`ask`]) around a pipeline run on its
//! own thread; the driver answers for each function it models
//! ([`answer`], nothing to do when nobody asked). A thread-local, not a
//! printed report: the CLI runs the pipeline in-process, and the answer is
//! data (the model, the loops' names), not text to parse back.

use super::collect::collect;
use super::map::{ResolveError, Resolved, Tag, Tags, Unmapped};
use crate::llvm::{Analyses, LoopDesc};
use crate::model::Model;
use std::cell::RefCell;

/// The loop a tag names, as `tessera show` draws it.
#[derive(Clone, Debug)]
pub struct NestFound {
    pub function: String,
    pub scop: tessera_ir::Scop,
    /// The tagged loop's depth in its SCoP.
    pub depth: usize,
    /// The statements inside it, in model order.
    pub statements: Vec<String>,
    /// Each loop of the nest from the tagged one inward, by its labels and
    /// line (`L1 @5`); loops of different statements at one depth joined
    /// by ` / `.
    pub loops: Vec<String>,
    /// The loops around it, outermost first, named alike.
    pub outer: Vec<String>,
}

type Answers = Vec<(String, Result<NestFound, String>)>;

thread_local! {
    static ASKED: RefCell<Option<(Tag, Answers)>> = const { RefCell::new(None) };
}

/// Runs `run` (a pipeline with Tessera in it) with the question asked;
/// returns its result and each function's answer (a function where the
/// tag names nothing gives none).
pub fn ask<R>(tag: Tag, run: impl FnOnce() -> R) -> (R, Answers) {
    ASKED.with(|a| *a.borrow_mut() = Some((tag, Vec::new())));
    let r = run();
    let answers = ASKED
        .with(|a| a.borrow_mut().take())
        .map(|(_, v)| v)
        .unwrap_or_default();
    (r, answers)
}

/// The driver's answer for one function's SCoPs.
pub fn answer(an: &Analyses, loops: &[LoopDesc<'_>], models: &[Model<'_>]) {
    let Some(tag) = ASKED.with(|a| a.borrow().as_ref().map(|(t, _)| t.clone())) else {
        return;
    };
    let tags = collect(an, loops, models);
    let r = match tags.resolve(&tag) {
        Ok(Resolved::Loop { scop, index }) => Ok(nest(&tags, &models[scop], index)),
        Ok(Resolved::Statement(_)) => Err("names a statement; show draws a loop".to_string()),
        Err(ResolveError::Unknown) => return,
        Err(ResolveError::NotInScop) => Err("the loop there is in no SCoP".to_string()),
        Err(ResolveError::Unmapped(Unmapped::LoopNotInScop(_))) => {
            Err("tags a loop that is in no SCoP".to_string())
        }
        Err(ResolveError::Unmapped(Unmapped::NotBeforeLoopOrStatement)) => {
            Err("is not before a loop or statement of a SCoP".to_string())
        }
        Err(ResolveError::Ambiguous(all)) => {
            Err(format!("names {} loops or statements", all.len()))
        }
    };
    let f = an.function().name();
    ASKED.with(|a| {
        if let Some((_, answers)) = a.borrow_mut().as_mut() {
            answers.push((f, r));
        }
    });
}

/// The nest of loop `index` (a preorder index) in a SCoP's model.
fn nest(tags: &Tags, m: &Model<'_>, index: usize) -> NestFound {
    let name = |l: usize| {
        let mut words: Vec<String> = tags.loop_labels(l).iter().map(|s| s.to_string()).collect();
        if let Some(line) = tags.loops.get(l).and_then(|x| x.line) {
            words.push(format!("@{line}"));
        }
        words.join(" ")
    };
    let mut statements = Vec::new();
    let mut depth = 0;
    let mut levels: Vec<Vec<String>> = Vec::new();
    let mut outer = Vec::new();
    for (code, st) in m.stmts.iter().zip(&m.scop.statements) {
        let Some(d) = code.chain.iter().position(|&l| l == index) else {
            continue;
        };
        if statements.is_empty() {
            outer = code.chain[..d].iter().map(|&l| name(l)).collect();
        }
        statements.push(st.name.clone());
        depth = d;
        for (k, &l) in code.chain[d..].iter().enumerate() {
            if levels.len() <= k {
                levels.push(Vec::new());
            }
            let n = name(l);
            if !levels[k].contains(&n) {
                levels[k].push(n);
            }
        }
    }
    NestFound {
        function: m.scop.function.clone(),
        scop: m.scop.clone(),
        depth,
        statements,
        loops: levels.into_iter().map(|l| l.join(" / ")).collect(),
        outer,
    }
}
