//! The `print-deps` and `check-schedule` reports: dependences and the
//! legality check of a schedule, as text. Polyhedral work on the model
//! alone (no LLVM): the pass prints them per SCoP, the CLI for `.tir` files.

use crate::options::ScheduleSource;
use crate::Options;

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
