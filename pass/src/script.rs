//! Option `script`: a transformation script (`tessera_poly::script`) run
//! on the SCoPs of one function. Tags resolve through `crate::tags` (C
//! labels, `@LINE`) or, as in `.tir` models, `S1` / `S1.0` when the
//! function has one SCoP. Each SCoP the script names gets its schedule
//! checked with reasons here; a legal one becomes an import entry, so the
//! driver's import path (its check, expansion and code generation) does
//! the rest. An illegal one leaves its SCoP as it is, and a script that
//! does not parse or names what is not here changes nothing in the
//! function.

use crate::llvm::{Analyses, LoopDesc};
use crate::model::Model;
use crate::output::out;
use crate::remarks::{self, Remark};
use crate::tags::{self, ResolveError, Tag};
use crate::Options;
use std::collections::HashMap;
use tessera_ir::tsched;
use tessera_poly::reload::{self, Reloaded};
use tessera_poly::script::{self, Line, Target};

/// The schedules the driver imports: the `-tessera-import` file's, and
/// a script's (first), each script's with the model it is for when GVN's
/// register-carried copies were read from memory again first
/// (`tessera_poly::reload`, as the automatic scheduler does).
#[derive(Default)]
pub struct Imports {
    pub entries: Vec<tsched::Entry>,
    reloaded: Vec<(String, Reloaded)>,
}

impl Imports {
    /// The model a SCoP's imported schedule is for, when not its own.
    pub fn reloaded(&self, scop: &str) -> Option<Reloaded> {
        self.reloaded
            .iter()
            .find(|(s, _)| s == scop)
            .map(|(_, r)| r.clone())
    }
}

/// A line with its tags' candidate targets.
type Resolved<'l> = (&'l Line, Vec<Vec<Target>>);

/// What the script decides for the SCoPs of one function.
#[derive(Default)]
pub struct Decided {
    /// The import file's entries and the script's legal schedules.
    pub imports: Imports,
    /// The SCoPs (by name) whose script is illegal: left as they are.
    pub refused: Vec<String>,
    /// The SCoPs (by name) whose script marks a loop parallel: generated
    /// with option `parallel`.
    pub parallel: Vec<String>,
}

impl Decided {
    /// The options a SCoP is generated with: `opts`, with `parallel` on
    /// where the script marked a loop parallel.
    pub fn options_for(&self, m: &Model<'_>, opts: &Options) -> Options {
        let mut o = opts.clone();
        o.parallel |= self.parallel.contains(&m.scop.name);
        o
    }
}

/// The script's schedules for the function's SCoPs, before the import
/// file's `entries`; None when the script cannot be applied here (the
/// remark is emitted): nothing may change.
pub fn decide(
    an: &Analyses,
    isl: &isl::Ctx,
    opts: &Options,
    loops: &[LoopDesc<'_>],
    models: &[Model<'_>],
    entries: Vec<tsched::Entry>,
) -> Option<Decided> {
    let mut decided = Decided::default();
    decided.imports.entries = entries;
    let Some(path) = &opts.script else {
        return Some(decided);
    };
    let fail = |error: String| {
        if opts.print_script {
            out(&format!("error: {error}\n"));
        }
        remarks::emit(an, Remark::ScriptFailed { error: &error }, None);
    };
    let shown = path.display().to_string();
    let parsed = std::fs::read_to_string(path)
        .map_err(|e| format!("{shown}: {e}"))
        .and_then(|t| script::parse(&t).map_err(|e| format!("{shown}:{e}")));
    let parsed = parsed.map_err(fail).ok()?;
    let name = an.function().name();
    let lines: Vec<&Line> = parsed
        .lines
        .iter()
        .filter(|l| l.function.as_ref().is_none_or(|f| *f == name))
        .collect();
    if lines.is_empty() || models.is_empty() {
        return Some(decided);
    }
    let tags = tags::collect(an, loops, models);
    // Each line's SCoP and its tags' targets (each the candidates: a loop
    // as seen from each statement in it, in order; the first statement
    // the reloaded model still has is the one used).
    let mut by_scop: Vec<Vec<Resolved<'_>>> = vec![Vec::new(); models.len()];
    // Names `lift` gives, with their SCoP (the script resolves them).
    let mut lifted: HashMap<&str, usize> = HashMap::new();
    for l in &lines {
        let mut scop = None;
        let mut targets = Vec::new();
        for t in l.command.tags() {
            let (s, target) = match lifted.get(t.text.as_str()) {
                Some(&s) => (s, Vec::new()),
                None => resolve(&tags, models, &t.text)
                    .map_err(|e| format!("{shown}:{}:{}: {e}", l.line, t.col))
                    .map_err(fail)
                    .ok()?,
            };
            if scop.is_some_and(|x| x != s) {
                fail(format!(
                    "{shown}:{}:{}: {} is in another SCoP than the tags before it",
                    l.line, t.col, t.text
                ));
                return None;
            }
            scop = Some(s);
            targets.push(target);
        }
        if let (Some(s), script::Command::Lift { name, .. }) = (scop, &l.command) {
            lifted.insert(name, s);
        }
        if let Some(s) = scop {
            by_scop[s].push((l, targets));
        }
    }
    for (m, resolved) in models.iter().zip(by_scop) {
        if resolved.is_empty() {
            continue;
        }
        let lines: Vec<&Line> = resolved.iter().map(|(l, _)| *l).collect();
        let known: HashMap<(usize, usize), Vec<Target>> = resolved
            .iter()
            .flat_map(|(l, ts)| {
                l.command
                    .tags()
                    .into_iter()
                    .zip(ts.iter().cloned())
                    .map(|(t, x)| ((l.line, t.col), x))
            })
            .collect();
        // The model the schedule is for: values GVN carries in registers
        // read from memory again, as for the automatic scheduler (their
        // copies would otherwise forbid any reordering).
        let reloaded = isl
            .with_budget(opts.max_operations, |isl| reload::reload(isl, &m.scop))
            .ok()
            .flatten();
        let scop = reloaded.as_ref().map_or(&m.scop, |r| &r.scop);
        let outcome = isl.with_budget(opts.max_operations, |isl| {
            script::run(isl, scop, &lines, &|l, t| {
                // Every tag was resolved above.
                let kept = |x: &&Target| match x {
                    Target::Loop { stmt, .. } | Target::Statement(stmt) => {
                        scop.statement(stmt).is_some()
                    }
                    Target::Lifted(_) => true,
                };
                let candidates = known.get(&(l.line, t.col));
                candidates
                    .and_then(|c| c.iter().find(kept))
                    .cloned()
                    .ok_or_else(|| format!("{t} names only statements without effect (copies of values GVN carried in registers, read from memory instead)"))
            })
        });
        let outcome = outcome
            .map_err(|e| format!("{shown}:{e}"))
            .map_err(fail)
            .ok()?;
        let mut report = script::render(scop, &outcome);
        if opts.print_script {
            out(&report);
            out(&format!("{}\n", outcome.entry));
        }
        let (outcome, repaired_lines) = repair(opts, scop, outcome, &mut report);
        let anchor = m.anchor(loops);
        if outcome.is_legal() {
            let remark = match &repaired_lines {
                Some(lines) => Remark::ScriptRepaired {
                    scop: &m.scop.name,
                    lines,
                },
                None => Remark::ScriptAccepted { scop: &m.scop.name },
            };
            remarks::emit(an, remark, anchor);
            if let Some(r) = reloaded {
                decided.imports.reloaded.push((m.scop.name.clone(), r));
            }
            if outcome.parallel {
                decided.parallel.push(m.scop.name.clone());
            }
            decided.imports.entries.insert(0, outcome.entry);
        } else {
            let report: Vec<&str> = report.lines().map(str::trim).collect();
            let report = report.join("; ");
            let remark = Remark::ScriptRefused {
                scop: &m.scop.name,
                report: &report,
            };
            remarks::emit(an, remark, anchor);
            decided.refused.push(m.scop.name.clone());
        }
    }
    Some(decided)
}

/// With `script-repair`, a refusal mapping deviation corrects gives way
/// to the corrected script: its outcome, the lines appended, and `report`
/// saying so (printed with `print-script`). Otherwise `outcome` as it is.
fn repair(
    opts: &crate::Options,
    scop: &tessera_ir::Scop,
    outcome: script::Outcome,
    report: &mut String,
) -> (script::Outcome, Option<String>) {
    match (opts.script_repair, outcome.deviation) {
        (true, Some(script::Deviated::Corrected { lines, repaired })) => {
            let lines = lines.join("; ");
            *report = format!(
                "@{}: script repaired: accepted with the line(s) appended: {lines}\n",
                scop.name
            );
            if opts.print_script {
                out(report);
                out(&format!("{}\n", repaired.entry));
            }
            (*repaired, Some(lines))
        }
        (_, deviation) => (
            script::Outcome {
                deviation,
                ..outcome
            },
            None,
        ),
    }
}

/// A tag as (SCoP index, target): a C label or `@LINE` through the tags,
/// else `S1` / `S1.0` in the function's one SCoP.
fn resolve(
    tags: &tags::Tags,
    models: &[Model<'_>],
    text: &str,
) -> Result<(usize, Vec<Target>), String> {
    let model_form = |why: String| -> Result<(usize, Vec<Target>), String> {
        let [m] = models else {
            return Err(why);
        };
        let tag = script::TagRef {
            text: text.to_string(),
            col: 0,
        };
        script::model_target(&m.scop, &tag)
            .map(|t| (0, vec![t]))
            .map_err(|_| why)
    };
    if text.contains('.') {
        return model_form(format!(
            "{text}: statement-and-depth tags name loops only in a function with one SCoP"
        ));
    }
    let tag: Tag = text.parse()?;
    match tags.resolve(&tag) {
        Ok(tags::Resolved::Statement((s, k))) => {
            let name = models[s].scop.statements[k].name.clone();
            Ok((s, vec![Target::Statement(name)]))
        }
        Ok(tags::Resolved::Loop { scop, index }) => {
            let m = &models[scop];
            let all: Vec<Target> = m
                .stmts
                .iter()
                .enumerate()
                .filter_map(|(k, code)| {
                    let depth = code.chain.iter().position(|&l| l == index)?;
                    Some(Target::Loop {
                        stmt: m.scop.statements[k].name.clone(),
                        depth,
                    })
                })
                .collect();
            if all.is_empty() {
                return Err(format!("loop {text} holds no statement"));
            }
            Ok((scop, all))
        }
        Err(ResolveError::Unknown) => model_form(format!(
            "unknown tag {text} (`tessera loops` lists the tags)"
        )),
        Err(ResolveError::Unmapped(why)) => Err(format!("label {text} tags nothing: {why:?}")),
        Err(ResolveError::NotInScop) => Err(format!("the loop on line {text} is in no SCoP")),
        Err(ResolveError::Ambiguous(_)) => Err(format!(
            "{text} names several loops or statements (label the one you mean)"
        )),
    }
}
