//! Every remark the pass emits, and its text: the phases say what happened
//! (a [`Remark`]), this module says it in the user's words. `-Rpass=tessera`,
//! `-Rpass-missed=tessera` and `-Rpass-analysis=tessera` select them by
//! [`RemarkKind`]; lit tests check their text.

use crate::error::Error;
use crate::llvm::{Analyses, RemarkKind, Val};
use crate::report::Violation;
use tessera_poly::expand::Expansion;

/// Where the schedule a SCoP gets comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// From the `-tessera-import` file.
    Imported,
    /// From the automatic scheduler.
    Computed,
}

impl Origin {
    fn word(self) -> &'static str {
        match self {
            Origin::Imported => "imported",
            Origin::Computed => "computed",
        }
    }
}

/// `violates WHAT: KIND SRC (LINE) -> DST (LINE) on @ARRAY: RELATION`, as
/// the `check-schedule` report words it.
fn violation_text(v: &Violation) -> String {
    let d = &v.dep;
    let what = d.kind.violated();
    format!(
        "violates {what}: {} {} ({}) -> {} ({}) on @{}: {}",
        d.kind, d.src_tag, v.src_line, d.dst_tag, v.dst_line, v.array, d.relation
    )
}

/// One remark, with what its text needs.
pub enum Remark<'a> {
    /// A cycle entered at several places (no natural loop).
    Irreducible,
    /// A loop nest detection or modelling rejected.
    NotScop {
        reason: &'a str,
    },
    /// A SCoP found.
    Scop {
        scop: &'a str,
        loops: usize,
        statements: usize,
        arrays: usize,
    },
    /// The `-tessera-import` file cannot be read.
    ImportFailed {
        error: &'a str,
    },
    /// The `-tessera-script` file cannot be read or parsed, or a command
    /// of it cannot be applied here (an unknown tag): nothing changes.
    ScriptFailed {
        error: &'a str,
    },
    /// The script's schedule of a SCoP is legal: it replaces the SCoP's.
    ScriptAccepted {
        scop: &'a str,
    },
    /// The script was illegal, and mapping deviation's corrected lines
    /// (`script-repair`) made it legal: the corrected schedule replaces
    /// the SCoP's.
    ScriptRepaired {
        scop: &'a str,
        lines: &'a str,
    },
    /// The script is legal only where `condition` holds (mapping
    /// deviation, `script-repair`): its code runs under a run-time test
    /// of it, the original code otherwise.
    ScriptGuarded {
        scop: &'a str,
        condition: &'a str,
    },
    /// The script's schedule of a SCoP is illegal (the report says why);
    /// the SCoP keeps its code.
    ScriptRefused {
        scop: &'a str,
        report: &'a str,
    },
    /// A report or schedule file cannot be written.
    ExportFailed {
        path: &'a str,
        error: &'a str,
    },
    /// The schedule does not change, so nothing is regenerated.
    Unchanged {
        scop: &'a str,
    },
    /// The automatic scheduler's new schedule, summarized.
    Schedule {
        scop: &'a str,
        summary: &'a str,
    },
    /// The automatic scheduler keeps the original schedule.
    NotProfitable {
        scop: &'a str,
        why: &'a str,
    },
    /// The original schedule is regenerated for its memory accumulators
    /// (each: array, and the statement's source line).
    Accumulators {
        scop: &'a str,
        kept: &'a [(String, Option<u32>)],
    },
    /// The original schedule regenerated so that LLVM drops stores a
    /// later statement overwrites: how many, their arrays and lines.
    Overwritten {
        scop: &'a str,
        count: usize,
        stores: &'a [(String, Option<u32>)],
    },
    /// The automatic scheduler failed.
    NoSchedule {
        scop: &'a str,
        error: &'a str,
    },
    /// A schedule (imported or computed) that isl cannot parse.
    BadSchedule {
        scop: &'a str,
        origin: Origin,
        error: &'a str,
    },
    /// The schedule the SCoP gets, and the arrays expanded for it.
    ScheduleImported {
        scop: &'a str,
        origin: Origin,
        expanded: &'a [Expansion],
    },
    /// An illegal schedule, with the first violation (none when the check
    /// found none to quote).
    ScheduleIllegal {
        scop: &'a str,
        origin: Origin,
        violation: Option<&'a Violation>,
    },
    /// The legality check failed.
    ScheduleRejected {
        scop: &'a str,
        error: &'a str,
    },
    /// More array pairs to compare at run time than the check does.
    TooManyAliasChecks {
        pairs: usize,
        max: usize,
    },
    /// The version condition is false for every parameter value.
    AlwaysFalse {
        scop: &'a str,
        why: &'a str,
    },
    /// Code generation failed.
    CodegenFailed {
        error: &'a Error,
    },
    /// The generated code did not verify and was undone.
    NotVerified,
    /// Code generation panicked and was undone.
    CodegenPanic,
    /// A panic in an earlier phase; the function is unchanged.
    Panic {
        message: &'a str,
    },
    /// The conditions the regenerated code runs under.
    Versioned {
        scop: &'a str,
        assumed: &'a str,
        /// Pairs of array names that may overlap.
        may_alias: &'a [(String, String)],
    },
    /// A SCoP regenerated.
    Regenerated {
        scop: &'a str,
        loops: usize,
        statements: usize,
    },
    /// Loops of a regenerated SCoP that run on OpenMP threads.
    Parallel {
        scop: &'a str,
        loops: &'a [crate::codegen::ParallelLoop],
    },
    /// Parallel loops left sequential: too few statement instances per
    /// run (iterator, instances) for threads to pay.
    ParallelTooLittleWork {
        scop: &'a str,
        loops: &'a [(crate::codegen::LoopName, u64)],
        min: u64,
    },
    /// Parallel loops left sequential for a loop inside them: too few
    /// iterations, of unequal work.
    ParallelUnbalanced {
        scop: &'a str,
        loops: &'a [crate::codegen::Unbalanced],
    },
    /// Option `parallel` in a function that is an OpenMP parallel region.
    ParallelNested {
        scop: &'a str,
    },
    /// Option `parallel` without the OpenMP runtime in the module.
    ParallelWithoutOpenmp {
        scop: &'a str,
    },
    /// The parallel check could not be prepared.
    ParallelCheckFailed {
        scop: &'a str,
        error: &'a str,
    },
    /// LLVM's vectorizers told to avoid gathers in the function (why).
    GathersAvoided {
        why: &'a str,
    },
    /// A statement the model shows to be a contraction: its update as
    /// the source would write it, and each dimension's name and loop line.
    /// Operands whose tiles the regenerated code copies into buffers.
    Packed {
        scop: &'a str,
        packed: &'a [crate::codegen::Packed],
    },
    NotPacked {
        scop: &'a str,
        why: &'a [String],
    },
    Contraction {
        scop: &'a str,
        stmt: &'a str,
        line: Option<u32>,
        update: &'a str,
        elem: &'a str,
        matrix_product: bool,
        summed: &'a [String],
        loops: &'a [(String, Option<u32>)],
    },
}

impl Remark<'_> {
    /// The kind and the name (`-pass-remarks-filter`, YAML) of the remark.
    pub fn kind_and_name(&self) -> (RemarkKind, &'static str) {
        use RemarkKind::*;
        match self {
            Remark::Irreducible => (Missed, "Irreducible"),
            Remark::NotScop { .. } => (Missed, "NotScop"),
            Remark::Scop { .. } => (Analysis, "Scop"),
            Remark::ImportFailed { .. } => (Missed, "ImportFailed"),
            Remark::ScriptFailed { .. } => (Missed, "ScriptFailed"),
            Remark::ScriptAccepted { .. } => (Analysis, "ScriptAccepted"),
            Remark::ScriptRepaired { .. } => (Analysis, "ScriptRepaired"),
            Remark::ScriptGuarded { .. } => (Analysis, "ScriptGuarded"),
            Remark::ScriptRefused { .. } => (Missed, "ScriptRefused"),
            Remark::ExportFailed { .. } => (Missed, "ExportFailed"),
            Remark::Unchanged { .. } => (Analysis, "Unchanged"),
            Remark::Schedule { .. } => (Analysis, "Schedule"),
            Remark::NotProfitable { .. } => (Analysis, "NotProfitable"),
            Remark::Accumulators { .. } => (Analysis, "Accumulators"),
            Remark::Overwritten { .. } => (Analysis, "Overwritten"),
            Remark::NoSchedule { .. } => (Missed, "NoSchedule"),
            Remark::BadSchedule { .. } => (Missed, "BadSchedule"),
            Remark::ScheduleImported { .. } => (Analysis, "ScheduleImported"),
            Remark::ScheduleIllegal { .. } | Remark::ScheduleRejected { .. } => {
                (Missed, "ScheduleRejected")
            }
            Remark::TooManyAliasChecks { .. } => (Missed, "TooManyAliasChecks"),
            Remark::AlwaysFalse { .. } => (Missed, "AlwaysFalse"),
            Remark::CodegenFailed { .. } => (Missed, "CodegenFailed"),
            Remark::NotVerified | Remark::CodegenPanic | Remark::Panic { .. } => {
                (Missed, "InternalError")
            }
            Remark::Versioned { .. } => (Analysis, "Versioned"),
            Remark::Regenerated { .. } => (Passed, "Regenerated"),
            Remark::Parallel { .. } => (Passed, "Parallel"),
            Remark::ParallelWithoutOpenmp { .. } => (Missed, "ParallelWithoutOpenMP"),
            Remark::ParallelTooLittleWork { .. } => (Analysis, "ParallelTooLittleWork"),
            Remark::ParallelUnbalanced { .. } => (Analysis, "ParallelUnbalanced"),
            Remark::ParallelNested { .. } => (Missed, "ParallelNested"),
            Remark::ParallelCheckFailed { .. } => (Missed, "ParallelCheckFailed"),
            Remark::GathersAvoided { .. } => (Analysis, "GathersAvoided"),
            Remark::Contraction { .. } => (Analysis, "Contraction"),
            Remark::Packed { .. } => (Passed, "Packed"),
            Remark::NotPacked { .. } => (Analysis, "NotPacked"),
        }
    }

    /// The text the user reads.
    pub fn text(&self) -> String {
        match self {
            Remark::Irreducible => "loop nest not optimized: irreducible control flow (a cycle entered at several places, e.g. by goto, is not a natural loop)".into(),
            Remark::NotScop { reason } => format!("loop nest not optimized: {reason}"),
            Remark::Scop {
                scop,
                loops,
                statements,
                arrays,
            } => format!(
                "SCoP {scop} found: {loops} loops, {statements} statements, {arrays} arrays"
            ),
            Remark::ImportFailed { error } => format!("cannot read schedules: {error}"),
            Remark::ScriptFailed { error } => {
                format!("transformation script not applied, nothing changed: {error}")
            }
            Remark::ScriptAccepted { scop } => {
                format!("SCoP {scop}: the script's schedule is legal")
            }
            Remark::ScriptGuarded { scop, condition } => format!(
                "SCoP {scop}: the script is legal only where {condition}; its code runs under a run-time test of that condition, the original code otherwise"
            ),
            Remark::ScriptRepaired { scop, lines } => format!(
                "SCoP {scop}: the script was illegal; repaired by mapping deviation, these lines appended: {lines}"
            ),
            Remark::ScriptRefused { scop, report } => {
                format!("SCoP {scop} keeps its code: the script is illegal: {report}")
            }
            Remark::ExportFailed { path, error } => format!("cannot write {path}: {error}"),
            Remark::Unchanged { scop } => {
                format!("SCoP {scop} left as it is: its schedule does not change")
            }
            Remark::Schedule { scop, summary } => format!("SCoP {scop}: {summary}"),
            Remark::NotProfitable { scop, why } => {
                format!("SCoP {scop} keeps its original schedule: {why}")
            }
            Remark::Overwritten {
                scop,
                count,
                stores,
            } => format!(
                "SCoP {scop} is regenerated with its original schedule so that {count} store(s) overwritten later in the same iteration, with no read of the array between, can be dropped once the arrays are known apart: {}",
                with_lines(stores)
            ),
            Remark::Accumulators { scop, kept } => format!(
                "SCoP {scop} is regenerated with its original schedule to keep {} array element(s) in registers across their innermost loop, where no other access of the loop touches them: {}",
                kept.len(),
                with_lines(kept)
            ),
            Remark::NoSchedule { scop, error } => format!(
                "SCoP {scop} keeps its original schedule: no schedule computed ({error})"
            ),
            Remark::BadSchedule {
                scop,
                origin,
                error,
            } => format!(
                "SCoP {scop} keeps its original schedule: the {} schedule does not parse ({error})",
                origin.word()
            ),
            Remark::ScheduleImported {
                scop,
                origin,
                expanded,
            } => {
                let how = if expanded.is_empty() {
                    String::new()
                } else {
                    let arrays: Vec<String> = expanded
                        .iter()
                        .map(|e| format!("@{} along {} loop(s)", e.array, e.depth))
                        .collect();
                    format!(", expanding {}", arrays.join(", "))
                };
                format!("SCoP {scop} gets the {} schedule{how}", origin.word())
            }
            Remark::ScheduleIllegal {
                scop,
                origin,
                violation,
            } => format!(
                "SCoP {scop} keeps its original schedule: the {} one is illegal ({})",
                origin.word(),
                violation.map(violation_text).unwrap_or_default()
            ),
            Remark::ScheduleRejected { scop, error } => {
                format!("SCoP {scop} keeps its original schedule: {error}")
            }
            Remark::TooManyAliasChecks { pairs, max } => format!(
                "loop nest left unchanged: {pairs} pairs of arrays may overlap, more than the {max} a run-time check compares"
            ),
            Remark::AlwaysFalse { scop, why } => format!(
                "loop nest left unchanged: the run-time check of SCoP {scop} is always false: {why}; the regenerated code could never run"
            ),
            Remark::CodegenFailed { error } => {
                let hint = if error.is_quota() {
                    " (most likely the isl operation budget, -tessera-max-operations, ran out)"
                } else {
                    ""
                };
                format!("loop nest left unchanged: {error}{hint}")
            }
            Remark::NotVerified => "loop nest left unchanged: internal error (the generated code did not verify)".into(),
            Remark::CodegenPanic => {
                "loop nest left unchanged: internal error (panic in code generation)".into()
            }
            Remark::Panic { message } => format!(
                "loop nests of this function left unchanged: internal error (panic: {message})"
            ),
            Remark::Versioned {
                scop,
                assumed,
                may_alias,
            } => {
                let mut conditions = Vec::new();
                if !assumed.is_empty() {
                    conditions.push(format!("{assumed} (no index arithmetic wraps around)"));
                }
                for (a, b) in may_alias.iter() {
                    conditions.push(format!(
                        "@{a} and @{b} do not overlap in a way that changes the result"
                    ));
                }
                format!(
                    "SCoP {scop} runs its regenerated code only when {}; the original code otherwise",
                    conditions.join(", and ")
                )
            }
            Remark::Regenerated {
                scop,
                loops,
                statements,
            } => format!(
                "regenerated SCoP {scop} ({loops} loops, {statements} statements) from its schedule"
            ),
            Remark::GathersAvoided { why } => format!(
                "the vectorizers avoid gather and scatter instructions in this function ({why}): loops left with accesses that jump through memory load and store their elements one by one"
            ),
            Remark::Contraction { .. } => self.contraction_text(),
            Remark::Packed { .. } => self.packed_text(),
            Remark::NotPacked { .. } => self.packed_text(),
            Remark::Parallel { .. }
            | Remark::ParallelTooLittleWork { .. }
            | Remark::ParallelUnbalanced { .. }
            | Remark::ParallelNested { .. }
            | Remark::ParallelWithoutOpenmp { .. }
            | Remark::ParallelCheckFailed { .. } => self.parallel_text(),
        }
    }

    /// The text of the packing remark.
    fn packed_text(&self) -> String {
        if let Remark::NotPacked { scop, why } = self {
            return format!("SCoP {scop} does not pack {}", why.join("; "));
        }
        let Remark::Packed { scop, packed } = self else {
            return String::new();
        };
        let each: Vec<String> = packed
            .iter()
            .map(|p| {
                let shape: Vec<String> = p.shape.iter().map(i64::to_string).collect();
                format!(
                    "{} of statement {} into a buffer of {} elements of {} bytes ({} bytes, 64-byte aligned), a tile per iteration of loop {}",
                    p.array,
                    p.stmt,
                    shape.join(" x "),
                    p.elem_bytes,
                    p.shape.iter().product::<i64>() * p.elem_bytes,
                    p.tile_loop
                )
            })
            .collect();
        format!("SCoP {scop}: packed {}", each.join("; "))
    }

    /// The text of the contraction remark.
    fn contraction_text(&self) -> String {
        if let Remark::Contraction {
            scop,
            stmt,
            line,
            update,
            elem,
            matrix_product,
            summed,
            loops,
        } = self
        {
            let shape = if *matrix_product {
                "matrix product"
            } else {
                "matrix-vector product"
            };
            let at = line.map(|l| format!(" (line {l})")).unwrap_or_default();
            let each: Vec<String> = loops
                .iter()
                .map(|(name, line)| match line {
                    Some(l) => format!("{name} at line {l}"),
                    None => name.clone(),
                })
                .collect();
            return format!(
                "SCoP {scop}: statement {stmt}{at} is a contraction ({shape}), {update} in {elem}, summed over {}; its loops: {}",
                summed.join(", "),
                each.join(", ")
            );
        }
        String::new()
    }

    /// The text of the remarks of option `parallel`.
    fn parallel_text(&self) -> String {
        match self {
            Remark::Parallel { scop, loops } => {
                let each: Vec<String> = loops
                    .iter()
                    .map(|l| {
                        let private = if l.private.is_empty() {
                            "nothing privatized".to_string()
                        } else {
                            format!("private to each thread: {}", l.private.join(", "))
                        };
                        format!("loop {} ({private})", l.name)
                    })
                    .collect();
                format!(
                    "SCoP {scop} runs {} on OpenMP threads (static schedule): {}",
                    if loops.len() == 1 { "one loop" } else { "loops" },
                    each.join("; ")
                )
            }
            Remark::ParallelTooLittleWork { scop, loops, min } => {
                let each: Vec<String> = loops
                    .iter()
                    .map(|(l, w)| format!("loop {l} (about {w} statement instances per run)"))
                    .collect();
                format!(
                    "SCoP {scop} keeps parallel loops sequential where each run has fewer than {min} statement instances, too few to pay for starting threads: {}",
                    each.join(", ")
                )
            }
            Remark::ParallelUnbalanced { scop, loops } => {
                let each: Vec<String> = loops
                    .iter()
                    .map(|u| {
                        format!(
                            "loop {} runs in place of loop {} around it, whose iterations would give one of two threads {}% of the work",
                            u.inner,
                            u.outer,
                            u.busiest / 10
                        )
                    })
                    .collect();
                format!(
                    "SCoP {scop} runs a loop inside a parallel one on OpenMP threads, where the outer loop has too few iterations to share its work evenly: {}",
                    each.join("; ")
                )
            }
            Remark::ParallelNested { scop } => format!(
                "SCoP {scop} stays sequential: it is inside an OpenMP parallel region already, and parallel regions do not nest"
            ),
            Remark::ParallelWithoutOpenmp { scop } => format!(
                "SCoP {scop} stays sequential: option parallel needs the OpenMP runtime, and this module was not compiled with -fopenmp"
            ),
            Remark::ParallelCheckFailed { scop, error } => format!(
                "SCoP {scop} stays sequential: its parallel check failed ({error})"
            ),
            _ => String::new(),
        }
    }
}

/// Emits `remark` at `anchor` (an instruction whose debug location the
/// diagnostic shows; none: the function).
pub fn emit(an: &Analyses, remark: Remark, anchor: Option<Val>) {
    let (kind, name) = remark.kind_and_name();
    an.remark(kind, name, &remark.text(), anchor);
}

/// `@A (line 3), @B` for arrays with the source lines of their accesses.
fn with_lines(arrays: &[(String, Option<u32>)]) -> String {
    let list: Vec<String> = arrays
        .iter()
        .map(|(a, line)| match line {
            Some(l) => format!("@{a} (line {l})"),
            None => format!("@{a}"),
        })
        .collect();
    list.join(", ")
}
