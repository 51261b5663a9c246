//! `tessera`: the command-line face of the pass.
//!
//! One subcommand per verb (`tessera help` lists them, `tessera VERB
//! --help` describes one); the command line is declared with clap's derive
//! API in [`cli`]. FILE may be LLVM IR (.ll), bitcode (.bc), C (.c:
//! compiled with clang-19 and run through the -O2 pipeline, where Tessera
//! sees it in a real build) or, for the analyses, a model in the text form
//! (.tir).

use clap::FromArgMatches;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use tessera::llvm;
// Reports go through the one writer that ignores a closed pipe (`| head`).
use tessera::output::out;

mod cli;
mod explain;
mod picture;
mod show;
mod transform;
mod tune;

use cli::{CheckArgs, Cli, Verb};

/// The canonicalization Tessera's pipeline hook runs before the pass.
/// (`tessera` runs its own canonicalization first.)
const CANON: &str = "verify";

/// How a command ended; the exit codes `tessera --help` documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// 0: done (for `check`: every SCoP checked is legal).
    Done,
    /// 1: `check` judged the schedule illegal (or the dimension not
    /// parallel) for some SCoP.
    Illegal,
}

/// 2: an error, as clap's usage errors, so that 1 stays an answer.
const ERROR: u8 = 2;

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off")).init();
    let args: Vec<String> = std::env::args().collect();
    let (args, pass_flags) = cli::split_pass_flags(args);
    let matches = cli::command().get_matches_from(args);
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let r = match cli.verb {
        Verb::Scops(a) => {
            let mut flags = pass_flags;
            flags.push("-tessera-print-model=true".into());
            run_analysis(&a.file, flags, &a.clang).map(|()| Status::Done)
        }
        Verb::Loops(a) => {
            let mut flags = pass_flags;
            flags.push("-tessera-print-loops=true".into());
            run_analysis(&a.file, flags, &a.clang).map(|()| Status::Done)
        }
        Verb::Opt(a) => opt(&a, &pass_flags).map(|()| Status::Done),
        Verb::Parse(a) => parse(&a.file).map(|()| Status::Done),
        Verb::Deps(a) => deps(&a.file, pass_flags, &a.clang).map(|()| Status::Done),
        Verb::Check(a) => check(&a, pass_flags),
        Verb::Transform(a) => transform::transform(&a, pass_flags),
        Verb::Schedule(a) => schedule(&a).map(|()| Status::Done),
        Verb::Explain(a) => explain::explain(&a, pass_flags).map(|()| Status::Done),
        Verb::Tune(a) => tune::tune(a).map(|()| Status::Done),
        Verb::Show(a) => show::show(&a, pass_flags).map(|()| Status::Done),
        Verb::Completions { shell } => {
            clap_complete::generate(
                shell,
                &mut cli::command(),
                "tessera",
                &mut std::io::stdout(),
            );
            Ok(Status::Done)
        }
    };
    match r {
        Ok(Status::Done) => ExitCode::SUCCESS,
        Ok(Status::Illegal) => ExitCode::from(1),
        Err(e) => {
            eprintln!("tessera: {e}");
            ExitCode::from(ERROR)
        }
    }
}

/// Compiles C to unoptimized-but-optimizable bitcode.
fn compile_c(path: &Path, clang_args: &[String]) -> Result<PathBuf, String> {
    let out = std::env::temp_dir().join(format!(
        "tessera-{}-{}.bc",
        std::process::id(),
        path.file_stem().and_then(|s| s.to_str()).unwrap_or("input")
    ));
    let status = Command::new("clang-19")
        .args([
            "-O2",
            "-g",
            "-fno-discard-value-names",
            "-emit-llvm",
            "-c",
            "-Xclang",
            "-disable-llvm-passes",
        ])
        .args(clang_args)
        .arg(path)
        .arg("-o")
        .arg(&out)
        .status()
        .map_err(|e| format!("cannot run clang-19: {e}"))?;
    if !status.success() {
        return Err(format!("clang-19 failed on {}", path.display()));
    }
    Ok(out)
}

fn load<'c>(ctx: &'c Context, path: &Path) -> Result<inkwell::module::Module<'c>, String> {
    let buf =
        MemoryBuffer::create_from_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
    ctx.create_module_from_ir(buf)
        .map_err(|e| format!("{}: {e}", path.display()))
}

pub(crate) fn is_tir(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "tir")
}

pub(crate) fn read_models(path: &Path) -> Result<Vec<tessera_ir::Scop>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    tessera_ir::parse_module(&text).map_err(|e| format!("{}:{e}", path.display()))
}

/// Runs the pass on a C or IR file for its printed analyses only.
pub(crate) fn run_analysis(
    path: &Path,
    mut flags: Vec<String>,
    clang: &[String],
) -> Result<(), String> {
    flags.push("-tessera-codegen=false".into());
    llvm::set_llvm_flags(&flags);
    let ctx = Context::create();
    let (module, pipeline) = load_for_pass(&ctx, path, clang)?;
    llvm::run_pipeline_on(&module, &pipeline)
}

/// The module the pass runs on, and the pipeline that runs it: C compiled
/// by clang (`clang` its arguments) for the `-O2` pipeline, as a build
/// sees it; IR as given, canonicalized first.
pub(crate) fn load_for_pass<'c>(
    ctx: &'c Context,
    path: &Path,
    clang: &[String],
) -> Result<(inkwell::module::Module<'c>, String), String> {
    if path.extension().is_some_and(|e| e == "c") {
        let bc = compile_c(path, clang)?;
        let m = load(ctx, &bc);
        let _ = std::fs::remove_file(&bc);
        Ok((m?, "default<O2>".to_string()))
    } else {
        Ok((load(ctx, path)?, format!("function({CANON},tessera)")))
    }
}

/// [`run_analysis`], returning what the pass printed as well as printing
/// it. The pass writes its reports to stdout itself, so they are taken at
/// the file descriptor.
fn run_analysis_captured(
    path: &Path,
    flags: Vec<String>,
    clang: &[String],
) -> Result<String, String> {
    let io = |e: std::io::Error| format!("cannot capture the pass's output: {e}");
    std::io::stdout().flush().map_err(io)?;
    let mut redirect = gag::BufferRedirect::stdout().map_err(io)?;
    let r = run_analysis(path, flags, clang);
    // The pass writes through Rust's line-buffered stdout: flush it into
    // the redirect before reading it back.
    let flushed = std::io::stdout().flush();
    let mut text = String::new();
    let read = redirect.read_to_string(&mut text);
    drop(redirect);
    out(&text);
    flushed.map_err(io)?;
    read.map_err(io)?;
    r.map(|()| text)
}

fn deps(file: &Path, mut flags: Vec<String>, clang: &[String]) -> Result<(), String> {
    if is_tir(file) {
        for s in &read_models(file)? {
            out(&report(s, true, "", None)?);
        }
        return Ok(());
    }
    flags.push("-tessera-print-deps=true".into());
    run_analysis(file, flags, clang)
}

/// The report of `deps` (with `deps`) or `check` (with a schedule) on a
/// model, under the pass's default budgets.
fn report(
    scop: &tessera_ir::Scop,
    deps: bool,
    schedule: &str,
    parallel: Option<usize>,
) -> Result<String, String> {
    let defaults = tessera::Options::default();
    let ctx = isl::Ctx::new();
    ctx.set_time_limit(defaults.time_limit);
    tessera::report::analysis_report(
        &ctx,
        scop,
        deps,
        schedule,
        parallel,
        defaults.max_operations,
    )
}

fn check(a: &CheckArgs, mut flags: Vec<String>) -> Result<Status, String> {
    let text = if is_tir(&a.file) {
        let schedule = match a.schedule.strip_prefix('@') {
            Some(p) => std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"))?,
            None => a.schedule.clone(),
        };
        let mut text = String::new();
        for s in &read_models(&a.file)? {
            let r = report(s, false, &schedule, a.parallel)?;
            out(&r);
            text += &r;
        }
        text
    } else {
        if let Some(d) = a.parallel {
            flags.push(format!("-tessera-check-parallel={d}"));
        }
        flags.push(format!("-tessera-check-schedule={}", a.schedule));
        run_analysis_captured(&a.file, flags, &a.clang)?
    };
    let v = Verdict::of_report(&text);
    if v.illegal > 0 {
        Ok(Status::Illegal)
    } else if v.failed > 0 {
        Err(format!("{} SCoP(s) could not be checked", v.failed))
    } else if v.legal == 0 {
        // Exit 0 would read as "legal" when nothing was judged.
        Err("no SCoP was checked: the schedule names all the statements of none".into())
    } else {
        Ok(Status::Done)
    }
}

/// How many SCoPs a `check` report calls legal and illegal, and how many
/// it could not check.
#[derive(Debug, Default, PartialEq, Eq)]
struct Verdict {
    legal: usize,
    illegal: usize,
    failed: usize,
}

impl Verdict {
    /// Reads the report's verdict lines: `@scop: legal`, `@scop: illegal,
    /// N violated relation(s)` (`tessera_poly::report::violations`) and
    /// `// @scop: analysis failed: ...` (the pass, when a SCoP's analysis
    /// errs). The report is text because the pass prints it from inside
    /// LLVM's pipeline; a model's own lines never start with `@name: `.
    fn of_report(text: &str) -> Self {
        let mut v = Verdict::default();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix('@') {
                match rest.split_once(": ") {
                    Some((name, _)) if name.contains(' ') => {}
                    Some((_, "legal")) => v.legal += 1,
                    Some((_, what)) if what.starts_with("illegal,") => v.illegal += 1,
                    _ => {}
                }
            } else if line.starts_with("// @") && line.contains(": analysis failed: ") {
                v.failed += 1;
            }
        }
        v
    }
}

fn opt(a: &cli::OptArgs, flags: &[String]) -> Result<(), String> {
    llvm::set_llvm_flags(flags);
    let ctx = Context::create();
    let module = load(&ctx, &a.input)?;
    let passes = a
        .passes
        .clone()
        .unwrap_or_else(|| format!("function({CANON},tessera)"));
    llvm::run_pipeline_on(&module, &passes)?;
    write_module(&module, &a.output)
}

/// Writes a verified module: `-` prints it, `.ll` as text, else bitcode
/// (`opt`, and `transform -o`).
pub(crate) fn write_module(
    module: &inkwell::module::Module<'_>,
    output: &Path,
) -> Result<(), String> {
    module
        .verify()
        .map_err(|e| format!("the output does not verify: {e}"))?;
    if output.as_os_str() == "-" {
        out(&module.print_to_string().to_string());
        Ok(())
    } else if output.extension().is_some_and(|e| e == "ll") {
        module.print_to_file(output).map_err(|e| e.to_string())
    } else if module.write_bitcode_to_path(output) {
        Ok(())
    } else {
        Err(format!("cannot write {}", output.display()))
    }
}

/// The automatic scheduler on models in the text form: what it decides
/// and why, without LLVM. The cache size is an argument, not the host's,
/// so that the output does not depend on the machine.
fn schedule(a: &cli::ScheduleArgs) -> Result<(), String> {
    use tessera_poly::schedule::{auto_schedule, AutoOptions, Outcome};
    let defaults = tessera::Options::default();
    // The pass's defaults, but the tile size, which asks the cache model
    // (0) unless given, as the pass's `tile-size=auto`.
    let base = defaults.auto_options(a.cache);
    let opts = AutoOptions {
        tile: a.tile.map_or(0, i64::from),
        fuse: a.fuse.map_or(base.fuse, Into::into),
        register_tile: a.register_tile.map_or(base.register_tile, i64::from),
        live_range_operations: a
            .live_range_operations
            .unwrap_or(base.live_range_operations),
        ..base
    };
    for scop in &read_models(&a.file)? {
        let ctx = isl::Ctx::new();
        // The phase's limit grows with its steps'.
        ctx.set_time_limit(defaults.time_limit.map(|t| t * a.time_scale));
        ctx.set_time_scale(a.time_scale);
        let outcome = ctx
            .with_budget(a.max_operations.unwrap_or(defaults.max_operations), |ctx| {
                auto_schedule(ctx, scop, opts)
            })
            .map_err(|e| format!("scop @{}: {e}", scop.name))?;
        match outcome {
            Outcome::New {
                schedule, summary, ..
            } => out(&format!(
                "scop @{}: {summary}\nschedule {schedule}\n",
                scop.name
            )),
            Outcome::Kept(why) => out(&format!(
                "scop @{} keeps its original schedule: {why}\n",
                scop.name
            )),
        }
    }
    Ok(())
}

fn parse(file: &Path) -> Result<(), String> {
    let scops = read_models(file)?;
    for s in &scops {
        if let Err(errs) = s.verify() {
            return Err(format!(
                "{}: scop @{} is not valid:\n  {}",
                file.display(),
                s.name,
                errs.join("\n  ")
            ));
        }
    }
    out(&tessera_ir::print_module(&scops));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdict_counts_each_kind_of_verdict_line() {
        let text = "// @a: is schedule dimension 1 parallel?\n\
                    @a: illegal, 2 violated relation(s)\n\
                    violates the flow dependence: S0 -> S1\n\
                    @b: legal\n\
                    // @c: analysis failed: isl operation budget exceeded\n\
                    // @d: the schedule does not name all its statements; not checked\n";
        assert_eq!(
            Verdict::of_report(text),
            Verdict {
                legal: 1,
                illegal: 1,
                failed: 1
            }
        );
        assert_eq!(Verdict::of_report("// no scop\n"), Verdict::default());
    }
}
