//! A script run on one SCoP and its verdict with reasons: the schedule
//! after each command, the final one checked for injectivity and against
//! the dependences with live ranges (paper 001: `expand::plan`, the check
//! every imported schedule gets, so a scalar whose live ranges expansion
//! can repair does not block a script), and for an illegal one each
//! violated dependence with its source lines, an example pair of
//! instances, and the command that introduced it.
//!
//! Blame: the schedule after every prefix of the script is checked too; a
//! violation of the final schedule is blamed on the command after which it
//! is present in every later prefix (the last command that turned it on;
//! a violation one command makes and a later one undoes is no one's).

use super::apply::{State, Target, VectorizeMark};
use super::deviation::Deviation;
use super::parse::{Line, TagRef};
use crate::analysis::deps::{Dep, Dependences, Kind};
use crate::analysis::view::{pad_dates, View};
use crate::analysis::violation;
use crate::transform::expand::{self, Expansion};
use isl::{Ctx, DimType, Map, UnionMap};
use std::fmt::Write;
use tessera_ir::{tsched, Scop};

/// The view and dependences a schedule is judged against.
type Analysis<'c> = (View<'c>, Dependences<'c>);

/// An error a command causes before any check: an unknown tag, a
/// command that does not fit the loops it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

/// A violated dependence of the final schedule, with its reasons.
#[derive(Clone, Debug)]
pub struct Blamed {
    pub dep: Dep,
    /// `file:line` of both ends (`?` unknown).
    pub src_line: String,
    pub dst_line: String,
    /// `S1(i=3, j=0) must run before S2(i=2, j=1)`, when isl finds a
    /// smallest pair.
    pub example: Option<String>,
    /// The command that introduced it: (script line, its text).
    pub command: Option<(usize, String)>,
}

/// The verdict on a script's schedule.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Legal, after expanding these scalars (none: legal as it is).
    Legal(Vec<Expansion>),
    /// Two instances share a date; the command after which they first do.
    NotInjective(Option<(usize, String)>),
    Illegal(Vec<Blamed>),
    /// Legal, but a loop marked `parallel` (the mark's line and text)
    /// carries these dependences (none listed: a later command removed the
    /// loop).
    NotParallel((usize, String), Vec<Blamed>),
    /// Legal, but a loop marked `vectorize` (the mark's line and text) is
    /// not innermost (why), or carries these dependences.
    NotVectorizable((usize, String), String, Vec<Blamed>),
}

/// A script's result on one SCoP.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The final schedule (dates padded to one length) with its register
    /// tiles, as an import line.
    pub entry: tsched::Entry,
    pub verdict: Verdict,
    /// Some loop is marked `parallel` (and the verdict says it may be).
    pub parallel: bool,
    /// For an illegal schedule, what mapping deviation makes of it.
    pub deviation: Option<Deviated>,
    /// The loops marked `vectorize` (legal): a statement of each, and the
    /// loop's flat schedule dimension.
    pub vectorize: Vec<(String, usize)>,
}

/// Mapping deviation's answer to an illegal script (paper 000).
#[derive(Clone, Debug)]
pub enum Deviated {
    /// These lines, appended to the script, make it legal: the repaired
    /// script's outcome (checked as any script).
    Corrected {
        lines: Vec<String>,
        repaired: Box<Outcome>,
    },
    /// No shift does for every parameter value; the script as written is
    /// legal where this set of parameter values holds.
    LegalWhen(String),
    /// Neither; why.
    Not(String),
}

impl Outcome {
    pub fn is_legal(&self) -> bool {
        matches!(self.verdict, Verdict::Legal(_))
    }
}

/// Runs the commands on `scop` (each tag resolved by `resolve`) and judges
/// the result. `Err` when a command cannot be applied: then nothing is.
pub fn run(
    ctx: &Ctx,
    scop: &Scop,
    lines: &[&Line],
    resolve: &dyn Fn(&Line, &TagRef) -> Result<Target, String>,
) -> Result<Outcome, CommandError> {
    run_deviating(ctx, scop, lines, resolve, true)
}

/// [`run`]; `deviate`: for an illegal schedule, mapping deviation too.
fn run_deviating(
    ctx: &Ctx,
    scop: &Scop,
    lines: &[&Line],
    resolve: &dyn Fn(&Line, &TagRef) -> Result<Target, String>,
    deviate: bool,
) -> Result<Outcome, CommandError> {
    let at = |l: &Line, col: usize, message: String| CommandError {
        line: l.line,
        col,
        message,
    };
    let first = lines.first().map(|l| l.line).unwrap_or(1);
    let mut state = State::new(ctx, scop).map_err(|message| CommandError {
        line: first,
        col: 1,
        message,
    })?;
    let isl_err = |l: &Line, e: isl::Error| at(l, 1, e.to_string());
    let mut prefixes = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        state.command = k;
        let mut targets = Vec::new();
        for t in l.command.tags() {
            // A name an earlier `lift` gave, else the caller's tag.
            let target = if state.is_lifted(&t.text) {
                Target::Lifted(t.text.clone())
            } else {
                resolve(l, t).map_err(|m| at(l, t.col, m))?
            };
            targets.push(target);
        }
        state
            .apply(&l.command, &targets)
            .map_err(|m| at(l, 1, format!("{}: {m}", l.command.keyword())))?;
        let s = state
            .schedule()
            .and_then(pad_dates)
            .map_err(|e| isl_err(l, e))?;
        prefixes.push(s);
    }
    let last = lines.last().copied();
    let final_schedule = match prefixes.last() {
        Some(s) => s.clone(),
        None => state
            .schedule()
            .and_then(pad_dates)
            .map_err(|e| CommandError {
                line: first,
                col: 1,
                message: e.to_string(),
            })?,
    };
    let entry = tsched::Entry {
        scop: scop.name.clone(),
        schedule: final_schedule.to_string(),
        register_tiles: state.register_tiles.clone(),
        when: None,
    };
    let fail = |e: isl::Error| CommandError {
        line: last.map(|l| l.line).unwrap_or(first),
        col: 1,
        message: format!("the check failed: {e}"),
    };
    let marks = state.parallel_marks();
    let vector_marks = state.vectorize_marks();
    let (mut verdict, analysis) =
        judge(ctx, scop, lines, &prefixes, &final_schedule).map_err(fail)?;
    // A legal verdict always comes with its analysis.
    if let (Verdict::Legal(_), Some(a)) = (&verdict, &analysis) {
        if !marks.is_empty() {
            if let Some(v) =
                check_marks(ctx, scop, lines, &final_schedule, &marks, a).map_err(fail)?
            {
                verdict = v;
            }
        }
    }
    if let (Verdict::Legal(_), Some(a)) = (&verdict, &analysis) {
        if !vector_marks.is_empty() {
            let checked = check_vectorize(ctx, scop, lines, &final_schedule, &vector_marks, a);
            if let Some(v) = checked.map_err(fail)? {
                verdict = v;
            }
        }
    }
    let vectorize = match verdict {
        Verdict::Legal(_) => vector_marks
            .into_iter()
            .filter_map(|m| Some((m.stmt, m.dim?)))
            .collect(),
        _ => Vec::new(),
    };
    let deviation = match (&verdict, &analysis) {
        (Verdict::Illegal(list), Some((view, deps))) if deviate => {
            let violated: Vec<Dep> = list.iter().map(|b| b.dep.clone()).collect();
            // A budget of its own, as large as the check's: the check has
            // spent most of the count already on a large SCoP.
            let found = ctx.with_nested_budget(ctx.max_operations(), |ctx| {
                let shifts =
                    super::deviation::deviation(ctx, scop, view, deps, &final_schedule, &violated)
                        .map_err(unfinished)?;
                deviated(ctx, scop, lines, resolve, &state, shifts)
            });
            Some(found.unwrap_or_else(Deviated::Not))
        }
        _ => None,
    };
    Ok(Outcome {
        entry,
        verdict,
        parallel: !marks.is_empty(),
        deviation,
        vectorize,
    })
}

/// Why mapping deviation has no answer: bounded like the check, past the
/// budget there is no correction.
fn unfinished(e: isl::Error) -> String {
    if e.is_quota() {
        "not found within the isl operation budget (option max-operations)".to_string()
    } else {
        format!("the analysis failed: {e}")
    }
}

/// What mapping deviation found (`found`) for an illegal script: the
/// smallest shifts as script lines, checked by running the script with
/// them appended (their tags name statements and their loops as a model
/// does: `S1`, `S1.0`, or a name their own `lift` gives).
fn deviated(
    ctx: &Ctx,
    scop: &Scop,
    lines: &[&Line],
    resolve: &dyn Fn(&Line, &TagRef) -> Result<Target, String>,
    state: &State,
    found: Deviation,
) -> Result<Deviated, String> {
    let shifts = match found {
        Deviation::Shifts(s) if !s.is_empty() => s,
        Deviation::Shifts(_) => {
            return Ok(Deviated::Not(
                "the violated dependences are not ones a shift corrects".into(),
            ))
        }
        Deviation::LegalWhen(w) => return Ok(Deviated::LegalWhen(w)),
        Deviation::Not(why) => return Ok(Deviated::Not(why)),
    };
    let mut fresh = 1;
    let mut added = Vec::new();
    for s in shifts.iter().filter(|s| !s.constant) {
        let more = state
            .shift_lines(&s.stmt, s.depth, s.amount, &mut fresh)
            .ok_or_else(|| format!("{} has no loop at depth {}", s.stmt, s.depth))?;
        added.extend(more);
    }
    // A statement's changed constants: one `position` line.
    let mut reordered: Vec<&str> = Vec::new();
    for s in shifts.iter().filter(|s| s.constant) {
        if reordered.contains(&s.stmt.as_str()) {
            continue;
        }
        reordered.push(&s.stmt);
        let changes: Vec<(usize, i64)> = shifts
            .iter()
            .filter(|t| t.constant && t.stmt == s.stmt)
            .map(|t| (t.depth, t.amount))
            .collect();
        let line = state
            .position_line(&s.stmt, &changes)
            .ok_or_else(|| format!("{} has no such constants", s.stmt))?;
        added.push(line);
    }
    let last = lines.last().map_or(0, |l| l.line);
    let function = lines.last().and_then(|l| l.function.clone());
    let section = lines.last().and_then(|l| l.scop.clone());
    let parsed = super::parse::parse(&added.join("\n")).map_err(|e| e.to_string())?;
    let extra: Vec<Line> = parsed
        .lines
        .into_iter()
        .map(|mut l| {
            l.line += last;
            l.function = function.clone();
            l.scop = section.clone();
            l
        })
        .collect();
    let mut all: Vec<&Line> = lines.to_vec();
    all.extend(extra.iter());
    let resolve_all = |l: &Line, t: &TagRef| -> Result<Target, String> {
        if l.line > last {
            super::apply::model_target(scop, t)
        } else {
            resolve(l, t)
        }
    };
    let repaired = run_deviating(ctx, scop, &all, &resolve_all, false).map_err(|e| {
        format!(
            "the corrected script ({}) could not be checked: {e}",
            added.join("; ")
        )
    })?;
    if !repaired.is_legal() {
        return Ok(Deviated::Not(format!(
            "the smallest shifts ({}) still leave the schedule illegal",
            added.join("; ")
        )));
    }
    Ok(Deviated::Corrected {
        lines: added,
        repaired: Box::new(repaired),
    })
}

/// The first loop marked `parallel` whose iterations a dependence joins
/// (reductions count: the generated code keeps them sequential), as a
/// refusal naming those dependences.
fn check_marks(
    ctx: &Ctx,
    scop: &Scop,
    lines: &[&Line],
    schedule: &UnionMap<'_>,
    marks: &[(Option<usize>, usize)],
    (view, deps): &Analysis<'_>,
) -> isl::Result<Option<Verdict>> {
    for &(dim, k) in marks {
        let mark = (lines[k].line, lines[k].text.clone());
        let Some(dim) = dim else {
            return Ok(Some(Verdict::NotParallel(mark, Vec::new())));
        };
        let list = violation::check_parallel(view, deps, schedule.clone(), dim, false)?.list()?;
        if list.is_empty() {
            continue;
        }
        let blamed = blamed_on(ctx, scop, list, &mark);
        return Ok(Some(Verdict::NotParallel(mark, blamed)));
    }
    Ok(None)
}

/// The first loop marked `vectorize` that is not innermost or whose
/// iterations a dependence joins (reductions count: reordering them would
/// change the rounding), as a refusal saying why.
fn check_vectorize(
    ctx: &Ctx,
    scop: &Scop,
    lines: &[&Line],
    schedule: &UnionMap<'_>,
    marks: &[VectorizeMark],
    (view, deps): &Analysis<'_>,
) -> isl::Result<Option<Verdict>> {
    for m in marks {
        let line = lines[m.command];
        let mark = (line.line, line.text.clone());
        let refuse = |why: &str| Verdict::NotVectorizable(mark.clone(), why.into(), Vec::new());
        let Some(dim) = m.dim else {
            return Ok(Some(refuse("a later command removed the loop")));
        };
        if !m.innermost {
            return Ok(Some(refuse("the loop is not innermost")));
        }
        let list = violation::check_parallel(view, deps, schedule.clone(), dim, false)?.list()?;
        if list.is_empty() {
            continue;
        }
        let why = format!("{} dependence(s) between its iterations", list.len());
        let blamed = blamed_on(ctx, scop, list, &mark);
        return Ok(Some(Verdict::NotVectorizable(mark, why, blamed)));
    }
    Ok(None)
}

/// Dependences a mark (its line and text) is refused for, each with its
/// source lines and an example pair.
fn blamed_on(ctx: &Ctx, scop: &Scop, list: Vec<Dep>, mark: &(usize, String)) -> Vec<Blamed> {
    list.into_iter()
        .map(|dep| Blamed {
            src_line: location(scop, &dep.src_stmt),
            dst_line: location(scop, &dep.dst_stmt),
            example: example(ctx, scop, &dep).ok().flatten(),
            command: Some(mark.clone()),
            dep,
        })
        .collect()
}

/// `file:line` of a statement, `?` when unknown.
fn location(scop: &Scop, stmt: &str) -> String {
    scop.statement(stmt)
        .and_then(|s| s.location.as_ref())
        .map(|l| format!("{}:{}", l.file, l.line))
        .unwrap_or_else(|| "?".into())
}

/// The verdict on `schedule`, with the view and dependences it was judged
/// against (none when it is not one-to-one): the marks' checks and
/// mapping deviation read the same.
fn judge<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    lines: &[&Line],
    prefixes: &[UnionMap<'c>],
    schedule: &UnionMap<'c>,
) -> isl::Result<(Verdict, Option<Analysis<'c>>)> {
    let view = View::new(ctx, scop)?;
    let injective = |s: &UnionMap<'_>| -> isl::Result<bool> {
        s.clone()
            .intersect_domain(view.domain.clone())?
            .is_injective()
    };
    if !injective(schedule)? {
        let mut blame = None;
        for (k, s) in prefixes.iter().enumerate().rev() {
            if injective(s)? {
                break;
            }
            blame = Some(k);
        }
        let blame = blame.map(|k| (lines[k].line, lines[k].text.clone()));
        return Ok((Verdict::NotInjective(blame), None));
    }
    let deps = Dependences::compute_for_legality(&view, scop)?;
    let mut analysis = (view, deps);
    if let Some(expansions) = expand::plan_with(ctx, scop, schedule, Some(&mut analysis), None)? {
        return Ok((Verdict::Legal(expansions), Some(analysis)));
    }
    let (view, deps) = &analysis;
    let key = |d: &Dep| (d.kind, d.src_tag.clone(), d.dst_tag.clone());
    let finals = violation::check(view, deps, schedule.clone())?.list()?;
    // Which violations each prefix has, latest first.
    // (The last prefix is the final schedule: checked once.)
    let mut present: Vec<Vec<(Kind, String, String)>> = Vec::new();
    for s in prefixes.iter().take(prefixes.len().saturating_sub(1)) {
        let list = violation::check(view, deps, s.clone())?.list()?;
        present.push(list.iter().map(key).collect());
    }
    present.push(finals.iter().map(key).collect());
    let loc = |stmt: &str| location(scop, stmt);
    let mut out = Vec::new();
    for dep in finals {
        let k = key(&dep);
        let mut since = None;
        for (i, p) in present.iter().enumerate().rev() {
            if !p.contains(&k) {
                break;
            }
            since = Some(i);
        }
        out.push(Blamed {
            src_line: loc(&dep.src_stmt),
            dst_line: loc(&dep.dst_stmt),
            example: example(ctx, scop, &dep).ok().flatten(),
            command: since.map(|i| (lines[i].line, lines[i].text.clone())),
            dep,
        });
    }
    Ok((Verdict::Illegal(out), Some(analysis)))
}

/// The smallest pair of instances of a violated relation (parameters
/// first), written with the statements' own iterator names.
fn example(ctx: &Ctx, scop: &Scop, dep: &Dep) -> isl::Result<Option<String>> {
    // Within the context: an example the SCoP never runs explains nothing.
    let m =
        Map::parse(ctx, &dep.relation)?.intersect_params(isl::Set::parse(ctx, &scop.context)?)?;
    let np = m.n_param();
    let params: Vec<String> = (0..np)
        .map(|i| {
            m.dim_name(DimType::Param, i)
                .ok()
                .flatten()
                .unwrap_or_default()
        })
        .collect();
    let (n_in, n_out) = (m.n_in(), m.n_out());
    let point = m
        .move_dims(DimType::In, 0, DimType::Param, 0, np)?
        .wrap()?
        .lexmin()?
        .to_string();
    let values: Vec<i64> = point
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '\''))
        .filter_map(|t| t.parse().ok())
        .collect();
    if values.len() != np + n_in + n_out {
        return Ok(None);
    }
    let names = |stmt: &str, n: usize| -> Vec<String> {
        let set = scop
            .statement(stmt)
            .and_then(|s| isl::Set::parse(ctx, &s.domain).ok());
        (0..n)
            .map(|i| {
                set.as_ref()
                    .and_then(|s| s.dim_name(DimType::Set, i).ok().flatten())
                    .unwrap_or_else(|| format!("i{i}"))
            })
            .collect()
    };
    let inst = |stmt: &str, vals: &[i64]| {
        let n = names(stmt, vals.len());
        let parts: Vec<String> = n
            .iter()
            .zip(vals)
            .map(|(a, v)| format!("{a}={v}"))
            .collect();
        format!("{stmt}({})", parts.join(", "))
    };
    let src = inst(&dep.src_stmt, &values[np..np + n_in]);
    let dst = inst(&dep.dst_stmt, &values[np + n_in..]);
    let mut text = String::new();
    if np > 0 {
        let ps: Vec<String> = params
            .iter()
            .zip(&values[..np])
            .map(|(p, v)| format!("{p}={v}"))
            .collect();
        let _ = write!(text, "with {}: ", ps.join(", "));
    }
    let _ = match dep.kind {
        Kind::Live => write!(
            text,
            "the value {src} writes is overwritten by {dst} while still live"
        ),
        _ => write!(text, "{src} must run before {dst}"),
    };
    Ok(Some(text))
}

/// The verdict as text: `@scop: script accepted` or `refused`, with every
/// reason (the CLI prints it, the pass's refusal remark quotes it).
pub fn render(scop: &Scop, o: &Outcome) -> String {
    let mut out = String::new();
    match &o.verdict {
        Verdict::Legal(e) if e.is_empty() => {
            let _ = writeln!(out, "@{}: script accepted", scop.name);
        }
        Verdict::Legal(e) => {
            let arrays: Vec<String> = e
                .iter()
                .map(|x| format!("{} along {} loop(s)", x.array, x.depth))
                .collect();
            let _ = writeln!(
                out,
                "@{}: script accepted, expanding {}",
                scop.name,
                arrays.join(", ")
            );
        }
        Verdict::NotInjective(by) => {
            let _ = writeln!(
                out,
                "@{}: script refused: two instances get the same date (the schedule is not one-to-one)",
                scop.name
            );
            if let Some((line, text)) = by {
                let _ = writeln!(out, "  introduced by line {line}: {text}");
            }
        }
        Verdict::NotParallel((line, text), list) => {
            let _ = writeln!(
                out,
                "@{}: script refused: line {line}: {text}: the loop is not parallel ({})",
                scop.name,
                if list.is_empty() {
                    "a later command removed it".to_string()
                } else {
                    format!("{} dependence(s) between its iterations", list.len())
                }
            );
            render_blamed(&mut out, list);
        }
        Verdict::NotVectorizable((line, text), why, list) => {
            let _ = writeln!(
                out,
                "@{}: script refused: line {line}: {text}: the loop cannot be vectorized as it is: {why}",
                scop.name
            );
            render_blamed(&mut out, list);
        }
        Verdict::Illegal(list) => {
            let _ = writeln!(
                out,
                "@{}: script refused: {} violated dependence(s)",
                scop.name,
                list.len()
            );
            render_blamed(&mut out, list);
        }
    }
    match &o.deviation {
        Some(Deviated::Corrected { lines, .. }) => {
            let _ = writeln!(
                out,
                "  mapping deviation: legal with the smallest shifts, these line(s) appended:"
            );
            for l in lines {
                let _ = writeln!(out, "    {l}");
            }
        }
        Some(Deviated::LegalWhen(w)) => {
            let _ = writeln!(
                out,
                "  mapping deviation: no shift corrects it for every parameter value; legal as written where {w}"
            );
        }
        Some(Deviated::Not(why)) => {
            let _ = writeln!(out, "  mapping deviation: no correction: {why}");
        }
        None => {}
    }
    out
}

/// The report's line for a refusal that `--repair` (option
/// `script-repair`) mended with mapping deviation's `lines`.
pub fn render_repaired(scop: &str, lines: &[String]) -> String {
    format!(
        "@{scop}: script repaired: accepted with the line(s) appended: {}\n",
        lines.join("; ")
    )
}

/// The line saying that a script refused for every parameter value is
/// accepted where `w` holds (mapping deviation's `LegalWhen`, with
/// `script-repair` or `tessera transform --repair`).
pub fn render_guarded(scop: &str, w: &str) -> String {
    format!(
        "@{scop}: script accepted where {w}: its code runs under a run-time test of that condition, the original code otherwise\n"
    )
}

/// Each violation: the dependence with its lines, the example, the command.
fn render_blamed(out: &mut String, list: &[Blamed]) {
    for b in list {
        let _ = writeln!(
            out,
            "  violates {}: {} {} ({}) -> {} ({})",
            b.dep.kind.violated(),
            b.dep.kind,
            b.dep.src_tag,
            b.src_line,
            b.dep.dst_tag,
            b.dst_line
        );
        if let Some(e) = &b.example {
            let _ = writeln!(out, "    e.g. {e}");
        }
        match &b.command {
            Some((line, text)) => {
                let _ = writeln!(out, "    introduced by line {line}: {text}");
            }
            None => {
                let _ = writeln!(out, "    introduced by no single command");
            }
        }
    }
}
