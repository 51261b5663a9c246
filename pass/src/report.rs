//! The `print-deps` and `check-schedule` reports: dependences and the
//! legality check of a schedule, as text. Polyhedral work on the model
//! alone (no LLVM): the pass prints them per SCoP, the CLI for `.tir` files.

use crate::error::Error;
use crate::options::ScheduleSource;
use crate::Options;
use tessera_poly::deps::Dep;

/// The `print-deps` and `check-schedule` reports of one SCoP.
pub fn analyse(isl: &isl::Ctx, opts: &Options, scop: &tessera_ir::Scop) -> Result<String, String> {
    let schedule_text = match &opts.check_schedule {
        Some(ScheduleSource::File(path)) => {
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?
        }
        Some(ScheduleSource::Text(text)) => text.clone(),
        None => String::new(),
    };
    analysis_report(
        isl,
        scop,
        opts.print_deps,
        &schedule_text,
        opts.check_parallel,
        opts.max_operations,
    )
}

/// Dependences (when `deps`) and the check of `schedule` (when not empty;
/// with `parallel`, whether that schedule dimension may run in parallel,
/// reorderable reductions allowed) for one SCoP, under an isl operation
/// budget.
pub fn analysis_report(
    isl: &isl::Ctx,
    scop: &tessera_ir::Scop,
    deps: bool,
    schedule: &str,
    parallel: Option<usize>,
    max_operations: u64,
) -> Result<String, String> {
    use tessera_poly::{deps::Dependences, report, view::View, violation};
    let result = isl.with_budget(max_operations, |isl| -> isl::Result<String> {
        let view = View::new(isl, scop)?;
        let d = Dependences::compute(&view, scop)?;
        let mut out = String::new();
        if deps {
            out += &report::dependences(scop, &view, &d)?;
        }
        if !schedule.trim().is_empty() {
            let s = isl::UnionMap::parse(isl, schedule.trim())?;
            let named: Vec<String> = s
                .maps()?
                .iter()
                .filter_map(|m| m.tuple_name(isl::DimType::In).ok().flatten())
                .collect();
            if scop.statements.iter().all(|st| named.contains(&st.name)) {
                let v = match parallel {
                    Some(dim) => {
                        out +=
                            &format!("// @{}: is schedule dimension {dim} parallel?\n", scop.name);
                        violation::check_parallel(&view, &d, s, dim, true)?
                    }
                    None => violation::check(&view, &d, s)?,
                };
                out += &report::violations(scop, &view, &v)?.1;
            } else {
                out += &format!(
                    "// @{}: the schedule does not name all its statements; not checked\n",
                    scop.name
                );
            }
        }
        Ok(out)
    });
    result.map_err(|e| {
        if e.is_quota() {
            "isl operation budget exceeded".to_string()
        } else {
            e.to_string()
        }
    })
}

/// A schedule's legality, as a value: the remark that refuses a schedule
/// quotes its first violation.
#[derive(Debug)]
pub enum Verdict {
    Legal,
    /// Every violated relation, in the report's order.
    Illegal(Vec<Violation>),
    /// The schedule does not name every statement: not checked.
    Incomplete,
}

/// One violated relation, with the source lines of both ends.
#[derive(Debug)]
pub struct Violation {
    pub dep: Dep,
    /// `file:line` of the source and sink statements (`?` unknown).
    pub src_line: String,
    pub dst_line: String,
    /// The array the source reference accesses.
    pub array: String,
}

/// The legality of `schedule` for `scop`, under an isl operation budget.
pub fn verdict(
    isl: &isl::Ctx,
    scop: &tessera_ir::Scop,
    schedule: &str,
    max_operations: u64,
) -> Result<Verdict, Error> {
    use tessera_poly::{deps::Dependences, view::View, violation};
    let line = |stmt: &str| {
        scop.statement(stmt)
            .and_then(|s| s.location.as_ref())
            .map(|l| format!("{}:{}", l.file, l.line))
            .unwrap_or_else(|| "?".into())
    };
    let verdict = isl.with_budget(max_operations, |isl| -> isl::Result<Verdict> {
        let view = View::new(isl, scop)?;
        let d = Dependences::compute(&view, scop)?;
        let s = isl::UnionMap::parse(isl, schedule.trim())?;
        let named: Vec<String> = s
            .maps()?
            .iter()
            .filter_map(|m| m.tuple_name(isl::DimType::In).ok().flatten())
            .collect();
        if !scop.statements.iter().all(|st| named.contains(&st.name)) {
            return Ok(Verdict::Incomplete);
        }
        let list = violation::check(&view, &d, s)?.list()?;
        if list.is_empty() {
            return Ok(Verdict::Legal);
        }
        let violations = list
            .into_iter()
            .map(|dep| Violation {
                src_line: line(&dep.src_stmt),
                dst_line: line(&dep.dst_stmt),
                array: view
                    .reference(&dep.src_tag)
                    .map(|r| r.array.clone())
                    .unwrap_or_default(),
                dep,
            })
            .collect();
        Ok(Verdict::Illegal(violations))
    })?;
    Ok(verdict)
}
