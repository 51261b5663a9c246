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
/// (`tessera_poly::reload`, as the automatic scheduler does), or when it
/// is legal only where a condition holds (the model narrowed to it).
#[derive(Default)]
pub struct Imports {
    pub entries: Vec<tsched::Entry>,
    reloaded: Vec<(String, Reloaded)>,
    /// The SCoPs (by name) whose schedule is legal only where a condition
    /// on the parameters holds (isl set text): a guarded script's, or an
    /// entry's `when`. Their code runs under a run-time test of it
    /// ([`Decided::guard`]).
    guards: Vec<(String, String)>,
}

impl Imports {
    /// The model a SCoP's imported schedule is for, when not its own.
    pub fn reloaded(&self, scop: &str) -> Option<Reloaded> {
        self.reloaded
            .iter()
            .find(|(s, _)| s == scop)
            .map(|(_, r)| r.clone())
    }

    /// The condition a SCoP's imported schedule is legal under, if any.
    pub fn guard_of(&self, scop: &str) -> Option<&str> {
        self.guards
            .iter()
            .find(|(s, _)| s == scop)
            .map(|(_, w)| w.as_str())
    }

    /// The import file's entries that hold only where their `when` does:
    /// each is checked on its model narrowed to that condition, which then
    /// guards its code. One whose condition does not apply to its model is
    /// dropped, with a remark.
    fn guard_entries(&mut self, an: &Analyses, isl: &isl::Ctx, models: &[Model<'_>]) {
        let mut kept = Vec::new();
        for e in std::mem::take(&mut self.entries) {
            let (Some(w), Some(m)) = (&e.when, models.iter().find(|m| m.scop.name == e.scop))
            else {
                kept.push(e);
                continue;
            };
            match script::within(isl, &m.scop, w) {
                Ok(g) => {
                    self.reloaded.push((e.scop.clone(), narrowed(g)));
                    self.guards.push((e.scop.clone(), w.clone()));
                    kept.push(e);
                }
                Err(err) => {
                    let error = format!("@{}: its condition {w}: {err}", e.scop);
                    remarks::emit(an, Remark::ImportFailed { error: &error }, None);
                }
            }
        }
        self.entries = kept;
    }
}

/// The model `g` (narrowed to a condition) as the model an imported
/// schedule is for, with nothing read from memory again.
fn narrowed(g: tessera_ir::Scop) -> Reloaded {
    Reloaded {
        scop: g,
        reloads: Vec::new(),
        dead: Vec::new(),
        dropped: Vec::new(),
        widened: Vec::new(),
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
    /// The loops a script marked `vectorize`, by SCoP name (a statement of
    /// each, its flat schedule dimension).
    pub vectorize: Vec<(String, Vec<(String, usize)>)>,
}

impl Decided {
    /// `m`'s model with a guarded schedule's condition among its
    /// assumptions, which the version branch tests at run time.
    pub fn guard(&self, m: &mut Model<'_>, isl: &isl::Ctx) {
        let Some(w) = self.imports.guard_of(&m.scop.name) else {
            return;
        };
        let joined = (|| -> isl::Result<String> {
            let w = isl::Set::parse(isl, w)?;
            let all = if m.scop.assumed.is_empty() {
                w
            } else {
                isl::Set::parse(isl, &m.scop.assumed)?.intersect(w)?
            };
            Ok(all.coalesce()?.to_string())
        })();
        // The schedule was checked only where the condition holds: without
        // it among the assumptions, the regenerated code must never run.
        m.scop.assumed =
            joined.unwrap_or_else(|_| format!("{}{{ : false }}", m.scop.param_prefix()));
    }

    /// The options a SCoP is generated with: `opts`, with `parallel` on
    /// where the script marked a loop parallel, and its `vectorize` marks.
    pub fn options_for(&self, m: &Model<'_>, opts: &Options) -> Options {
        let mut o = opts.clone();
        o.parallel |= self.parallel.contains(&m.scop.name);
        if let Some((_, marks)) = self.vectorize.iter().find(|(s, _)| *s == m.scop.name) {
            o.vectorize_marks = marks.clone();
        }
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
    decided.imports.guard_entries(an, isl, models);
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
                None => resolve(&tags, models, l.scop.as_deref(), &t.text)
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
        let reloaded = reloaded_for_scripts(isl, opts, m);
        let scop = reloaded.as_ref().map_or(&m.scop, |r| &r.scop);
        // Every tag was resolved above.
        let resolver = |l: &Line, t: &script::TagRef| {
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
        };
        let outcome = isl.with_budget(opts.max_operations, |isl| {
            script::run(isl, scop, &lines, &resolver)
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
        // Legal only for some parameter values: with `script-repair`, run
        // again on the model narrowed to them (see `guarded`).
        let narrowed = legal_where(opts, &outcome).and_then(|w| {
            let g = script::within(isl, scop, &w).ok()?;
            let o = isl
                .with_budget(opts.max_operations, |isl| {
                    script::run(isl, &g, &lines, &resolver)
                })
                .ok()?;
            o.is_legal().then_some((g, o, w))
        });
        let (outcome, reloaded, guard) = match narrowed {
            Some((g, o, w)) => guarded(opts, &m.scop.name, g, o, w, reloaded),
            None => (outcome, reloaded, None),
        };
        let how = How {
            repaired: repaired_lines,
            guard,
            report,
        };
        decided.record(an, m, m.anchor(loops), outcome, reloaded, how);
    }
    Some(decided)
}

/// The model a script's schedule for `m` is for: values GVN carries in
/// registers read from memory again (None: `m`'s own).
pub(crate) fn reloaded_for_scripts(
    isl: &isl::Ctx,
    opts: &Options,
    m: &Model<'_>,
) -> Option<Reloaded> {
    isl.with_budget(opts.max_operations, |isl| reload::reload(isl, &m.scop))
        .ok()
        .flatten()
}

/// How a script's verdict came about, beyond its outcome: the lines a
/// repair appended, the condition a guarded script runs under, the report.
struct How {
    repaired: Option<String>,
    guard: Option<String>,
    report: String,
}

impl Decided {
    /// The verdict on `m`'s script, as a remark and what the driver does
    /// with the SCoP: an import entry (with its model and any guard or
    /// parallel mark), or a refusal.
    fn record(
        &mut self,
        an: &Analyses,
        m: &Model<'_>,
        anchor: Option<crate::llvm::Val<'_>>,
        outcome: script::Outcome,
        reloaded: Option<Reloaded>,
        how: How,
    ) {
        let name = &m.scop.name;
        if !outcome.is_legal() {
            let report: Vec<&str> = how.report.lines().map(str::trim).collect();
            let report = report.join("; ");
            let remark = Remark::ScriptRefused {
                scop: name,
                report: &report,
            };
            remarks::emit(an, remark, anchor);
            self.refused.push(name.clone());
            return;
        }
        let remark = match (&how.repaired, &how.guard) {
            (Some(lines), _) => Remark::ScriptRepaired { scop: name, lines },
            (None, Some(condition)) => Remark::ScriptGuarded {
                scop: name,
                condition,
            },
            (None, None) => Remark::ScriptAccepted { scop: name },
        };
        remarks::emit(an, remark, anchor);
        // The script's schedule comes before the import file's: so do its
        // model and condition (none, unless guarded).
        self.imports.guards.retain(|(s, _)| s != name);
        self.imports.reloaded.retain(|(s, _)| s != name);
        if let Some(w) = how.guard {
            self.imports.guards.push((name.clone(), w));
        }
        if let Some(r) = reloaded {
            self.imports.reloaded.push((name.clone(), r));
        }
        if outcome.parallel {
            self.parallel.push(name.clone());
        }
        if !outcome.vectorize.is_empty() {
            self.vectorize
                .push((name.clone(), outcome.vectorize.clone()));
        }
        self.imports.entries.insert(0, outcome.entry);
    }
}

/// The parameter values where a refused script is legal as written,
/// when `script-repair` asks for its code under a run-time test of them.
fn legal_where(opts: &crate::Options, outcome: &script::Outcome) -> Option<String> {
    match (&outcome.deviation, opts.script_repair) {
        (Some(script::Deviated::LegalWhen(w)), true) => Some(w.clone()),
        _ => None,
    }
}

/// A script legal where `w` holds (`o`, its outcome on the model `g`
/// narrowed to `w`): that outcome, `g` as the model its schedule is for
/// (with `reloaded`'s reloads), and the condition, which the driver adds
/// to the SCoP's assumptions (a run-time test).
fn guarded(
    opts: &crate::Options,
    name: &str,
    g: tessera_ir::Scop,
    mut o: script::Outcome,
    w: String,
    reloaded: Option<Reloaded>,
) -> (script::Outcome, Option<Reloaded>, Option<String>) {
    // The entry says where it holds: exported and imported again, it
    // keeps its run-time test.
    o.entry.when = Some(w.clone());
    if opts.print_script {
        out(&format!(
            "{}{}\n",
            script::render_guarded(name, &w),
            o.entry
        ));
    }
    let r = match reloaded {
        Some(r) => Reloaded { scop: g, ..r },
        None => narrowed(g),
    };
    (o, Some(r), Some(w))
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
            *report = script::render_repaired(&scop.name, &lines);
            let lines = lines.join("; ");
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

/// A tag as (SCoP index, target): in a `scop` section, `S1` / `S1.0` in
/// that SCoP, else a C label or `@LINE` there; outside one, a label or
/// line through the tags, else `S1` / `S1.0` in the function's one SCoP.
fn resolve(
    tags: &tags::Tags,
    models: &[Model<'_>],
    section: Option<&str>,
    text: &str,
) -> Result<(usize, Vec<Target>), String> {
    let Some(name) = section else {
        return resolve_in_function(tags, models, text);
    };
    let Some(k) = models.iter().position(|m| m.scop.name == name) else {
        return Err(format!(
            "the function has no SCoP {name} (`tessera loops` lists them)"
        ));
    };
    let tag = script::TagRef {
        text: text.to_string(),
        col: 0,
    };
    if let Ok(t) = script::model_target(&models[k].scop, &tag) {
        return Ok((k, vec![t]));
    }
    match resolve_in_function(tags, models, text)? {
        (s, targets) if s == k => Ok((s, targets)),
        _ => Err(format!("{text} is not in SCoP {name}, the section's")),
    }
}

/// [`resolve`] outside a `scop` section.
fn resolve_in_function(
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
