//! `tessera show`: the CLI glue of the pictures (module `picture` draws).
//! Finds the SCoP and loop nest a tag names (the pass, through
//! `tessera::tags::ask`, for C and IR; `crate::picture::Nest::of_statement`
//! for `.tir` models), reads the schedule from its source, writes the SVG.

use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// Input: .c, .ll, .bc or .tir
    pub file: PathBuf,
    /// The loop: a tag as `tessera loops` prints it (a label or @LINE);
    /// in a .tir model STATEMENT:DEPTH (S1:0: S1's outermost loop)
    #[arg(long = "loop", value_name = "TAG")]
    pub tag: String,
    /// A schedule to show the new order of and check: an isl union map
    #[arg(long, value_name = "MAP", conflicts_with = "import")]
    pub schedule: Option<String>,
    /// A schedule to show: the SCoP's entry of an import file (.tsched)
    #[arg(long, value_name = "FILE.tsched", conflicts_with = "script")]
    pub import: Option<PathBuf>,
    /// A schedule to show: what a transformation script (as `tessera
    /// transform` reads it) makes of the SCoP, its verdict printed
    #[arg(long, value_name = "S", conflicts_with = "schedule")]
    pub script: Option<PathBuf>,
    /// The two loops of the nest on the axes, numbered from 0 (the tagged
    /// loop) [default: the two innermost]
    #[arg(long, value_name = "A,B", value_parser = parse_dims)]
    pub dims: Option<(usize, usize)>,
    /// Iterations per loop at most: parameters are fixed to fit it
    #[arg(long, value_name = "N", default_value_t = 12,
          value_parser = clap::value_parser!(i64).range(1..=40))]
    pub max_iterations: i64,
    /// Draw the dependences through scalars (values LLVM keeps in
    /// registers, PHIs) too
    #[arg(long)]
    pub scalars: bool,
    /// The SVG file to write
    #[arg(short, value_name = "OUT.svg")]
    pub output: PathBuf,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

fn parse_dims(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}': two loop numbers, A,B (0: the tagged loop)");
    let (a, b) = s.split_once(',').ok_or_else(bad)?;
    Ok((
        a.trim().parse().map_err(|_| bad())?,
        b.trim().parse().map_err(|_| bad())?,
    ))
}

/// Where the schedule comes from: a map, an import file's entry, or (in
/// `show`) a transformation script's report; whatever it is, it ends as
/// the union map of one SCoP.
pub enum ScheduleSource {
    None,
    Map(String),
    Import(PathBuf),
}

impl ScheduleSource {
    fn of(a: &ShowArgs) -> Self {
        match (&a.schedule, &a.import) {
            (Some(m), _) => ScheduleSource::Map(m.clone()),
            (None, Some(p)) => ScheduleSource::Import(p.clone()),
            (None, None) => ScheduleSource::None,
        }
    }

    /// The schedule of `scop`, as isl union map text.
    fn schedule_of(&self, scop: &str) -> Result<Option<String>, String> {
        match self {
            ScheduleSource::None => Ok(None),
            ScheduleSource::Map(m) => Ok(Some(m.clone())),
            ScheduleSource::Import(p) => {
                let text =
                    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
                let entries =
                    tessera_ir::tsched::read(&text).map_err(|e| format!("{}:{e}", p.display()))?;
                entries
                    .into_iter()
                    .find(|e| e.scop == scop)
                    .map(|e| Some(e.schedule))
                    .ok_or_else(|| format!("{}: no entry for @{scop}", p.display()))
            }
        }
    }
}

/// The isl operations a picture may take: 100 times a phase of the pass,
/// since the parameter search and the walks over the points count every
/// pivot (PolyBench's seidel-2d needs more than the pass's million); the
/// CPU-time limit of the pass's phases bounds it too.
const OPERATIONS: u64 = 100_000_000;

/// The command.
pub fn show(a: &ShowArgs, flags: Vec<String>) -> Result<(), String> {
    let ctx = isl::Ctx::new();
    // One run of the pass (LLVM's options are set once) finds the nest
    // and, with a script, applies it.
    let script = |flags: Vec<String>| -> Result<String, String> {
        match &a.script {
            Some(s) => crate::transform::script_report(&a.file, s, flags, &a.clang),
            None => Ok(String::new()),
        }
    };
    let (scop, nest, report) = if crate::is_tir(&a.file) {
        let (scop, nest) = nest_of_model(&ctx, &a.file, &a.tag)?;
        (scop, nest, script(flags)?)
    } else if a.script.is_some() {
        nest_of_program(&a.tag, || script(flags))?
    } else {
        nest_of_program(&a.tag, || {
            crate::run_analysis(&a.file, flags, &a.clang).map(|()| String::new())
        })?
    };
    let (scop, nest, schedule) = match &a.script {
        Some(s) => {
            let schedule = crate::transform::schedule_in(&report, &scop.name, s)?;
            let (scop, nest) = reloaded(&ctx, scop, nest)?;
            (scop, nest, Some(schedule))
        }
        None => {
            let schedule = ScheduleSource::of(a).schedule_of(&scop.name)?;
            (scop, nest, schedule)
        }
    };
    let req = crate::picture::Request {
        scop: &scop,
        nest: &nest,
        schedule: schedule.as_deref(),
        dims: a.dims,
        max_iterations: a.max_iterations,
        scalars: a.scalars,
    };
    let defaults = tessera::Options::default();
    ctx.set_time_limit(defaults.time_limit);
    let svg = ctx.with_budget(OPERATIONS, |ctx| crate::picture::draw(ctx, &req))?;
    std::fs::write(&a.output, svg).map_err(|e| format!("{}: {e}", a.output.display()))
}

/// The model a script's schedule is for: a script runs on the model with
/// its register-carried values read from memory again
/// (`tessera_poly::reload`, as the automatic scheduler's), where the
/// copies they needed are gone; the nest keeps the statements that stay.
fn reloaded(
    ctx: &isl::Ctx,
    scop: tessera_ir::Scop,
    mut nest: crate::picture::Nest,
) -> Result<(tessera_ir::Scop, crate::picture::Nest), String> {
    let Some(r) = tessera_poly::reload::reload(ctx, &scop).map_err(|e| e.to_string())? else {
        return Ok((scop, nest));
    };
    nest.statements.retain(|s| r.scop.statement(s).is_some());
    Ok((r.scop, nest))
}

fn nest_of_model(
    ctx: &isl::Ctx,
    file: &Path,
    tag: &str,
) -> Result<(tessera_ir::Scop, crate::picture::Nest), String> {
    let stmt = tag.split_once(':').map_or(tag, |(s, _)| s);
    let mut found = Vec::new();
    for s in crate::read_models(file)? {
        if s.statement(stmt).is_some() {
            let nest = crate::picture::Nest::of_statement(ctx, &s, tag)?;
            found.push((s, nest));
        }
    }
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(format!("{}: no SCoP has statement {stmt}", file.display())),
        n => Err(format!(
            "{}: {n} SCoPs have statement {stmt}",
            file.display()
        )),
    }
}

/// The nest `tag` names, from the driver's answers during `run` (a run of
/// the pass on the program), and what `run` returned.
fn nest_of_program(
    tag: &str,
    run: impl FnOnce() -> Result<String, String>,
) -> Result<(tessera_ir::Scop, crate::picture::Nest, String), String> {
    let parsed: tessera::tags::Tag = tag.parse()?;
    let (r, answers) = tessera::tags::ask(parsed, run);
    let report = r?;
    let mut found = Vec::new();
    for (f, answer) in answers {
        match answer {
            Ok(n) => found.push(n),
            Err(why) => return Err(format!("--loop {tag} in function {f}: {why}")),
        }
    }
    match found.len() {
        1 => {
            let n = found.remove(0);
            let nest = crate::picture::Nest {
                tag: tag.to_string(),
                statements: n.statements,
                depth: n.depth,
                loops: n.loops,
                outer: n.outer,
            };
            Ok((n.scop, nest, report))
        }
        0 => Err(format!(
            "--loop {tag}: no loop of a SCoP has that tag (`tessera loops` lists them)"
        )),
        n => Err(format!(
            "--loop {tag}: tags loops in {n} functions (--tessera-only=FUNCTION picks one)"
        )),
    }
}
