//! `tessera transform FILE --script S [-o OUT]`: a transformation script
//! (`tessera_poly::script`) applied to FILE's SCoPs. On a `.tir` model,
//! without LLVM: each SCoP's verdict and resulting schedule (an import
//! line; `-o` writes the accepted ones as a `.tsched`). On `.c`, `.ll` or
//! `.bc`: the pass with option `script`, which prints the same and
//! generates the code (`-o` writes the module, as `opt`). Without
//! `--script`, a C file's `/* tessera ... */` comments are the script.

use clap::Args;
use inkwell::context::Context;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use tessera::llvm;
use tessera::output::out;
use tessera_poly::script;

#[derive(Args, Debug)]
pub struct TransformArgs {
    /// Input: .c, .ll, .bc, or a model (.tir)
    pub file: PathBuf,
    /// The script file [default: FILE's `/* tessera ... */` comments, for C]
    #[arg(long, value_name = "S")]
    pub script: Option<PathBuf>,
    /// Output: the transformed module (.ll as text, `-` prints it, else
    /// bitcode); for a .tir model, the accepted schedules as a .tsched
    #[arg(short, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Apply mapping deviation's correction to a refused script (the
    /// smallest shifts of the violating statements, printed as script
    /// lines) and report what changed
    #[arg(long)]
    pub repair: bool,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

/// Whether every SCoP a script names accepted it.
pub fn transform(a: &TransformArgs, flags: Vec<String>) -> Result<super::Status, String> {
    let text = match &a.script {
        Some(p) => std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?,
        None => {
            let c = std::fs::read_to_string(&a.file)
                .map_err(|e| format!("{}: {e}", a.file.display()))?;
            script::parse::from_source(&c).ok_or_else(|| {
                format!(
                    "no --script, and {} has no /* tessera ... */ comment",
                    a.file.display()
                )
            })?
        }
    };
    let shown = a.script.as_ref().unwrap_or(&a.file).display().to_string();
    // Parse errors are the tool's own, before any compilation.
    let parsed = script::parse(&text).map_err(|e| format!("{shown}:{e}"))?;
    let report = if super::is_tir(&a.file) {
        model(a, &parsed, &shown)?
    } else {
        pass(a, &text, flags)?
    };
    if report.lines().any(|l| l.starts_with("error: ")) {
        return Err("the script was not applied".into());
    }
    if !report.lines().any(|l| l.contains(": script ")) {
        return Err("the script names no loop or statement of any SCoP".into());
    }
    // A SCoP whose refusal `--repair` mended is accepted.
    let refused = |l: &&str| l.contains(": script refused");
    let mended = |l: &str| {
        let scop = l.split(": ").next().unwrap_or_default();
        report.lines().any(|r| {
            r.starts_with(scop)
                && (r.contains(": script repaired") || r.contains(": script accepted where"))
        })
    };
    if report.lines().filter(refused).any(|l| !mended(l)) {
        Ok(super::Status::Illegal)
    } else {
        Ok(super::Status::Done)
    }
}

/// The report of `script` on `file` (`tessera transform`'s, printed):
/// for `tessera show`, whose picture takes a SCoP's schedule from it.
pub fn script_report(
    file: &Path,
    script: &Path,
    flags: Vec<String>,
    clang: &[String],
) -> Result<String, String> {
    let a = TransformArgs {
        file: file.to_path_buf(),
        script: Some(script.to_path_buf()),
        output: None,
        repair: false,
        clang: clang.to_vec(),
    };
    let text = std::fs::read_to_string(script).map_err(|e| format!("{}: {e}", script.display()))?;
    let shown = script.display().to_string();
    let parsed = script::parse(&text).map_err(|e| format!("{shown}:{e}"))?;
    if super::is_tir(file) {
        model(&a, &parsed, &shown)
    } else {
        pass(&a, &text, flags)
    }
}

/// SCoP `scop`'s schedule in a script's report (its import line's map,
/// legal or not: `tessera show` draws a refused one's violations).
pub fn schedule_in(report: &str, scop: &str, script: &Path) -> Result<String, String> {
    let shown = script.display();
    let lines: Vec<&str> = report
        .lines()
        .filter(|l| l.starts_with('@') && !l.contains(": "))
        .collect();
    let entries = tessera_ir::tsched::read(&lines.join("\n"))
        .map_err(|e| format!("{shown}: the script's schedule: {e}"))?;
    entries
        .into_iter()
        .find(|e| e.scop == scop)
        .map(|e| e.schedule)
        .ok_or_else(|| format!("{shown}: the script gives @{scop} no schedule"))
}

/// The script on each model of a `.tir` file (its `function` sections
/// matched against the SCoP's function).
fn model(a: &TransformArgs, parsed: &script::Script, shown: &str) -> Result<String, String> {
    let mut report = String::new();
    let mut accepted = String::new();
    let models = super::read_models(&a.file)?;
    for l in &parsed.lines {
        if let Some(s) = l
            .scop
            .as_ref()
            .filter(|s| !models.iter().any(|m| m.name == **s))
        {
            return Err(format!(
                "{shown}:{}: no SCoP {s} in {}",
                l.line,
                a.file.display()
            ));
        }
    }
    for scop in &models {
        let lines: Vec<&script::Line> = parsed
            .lines
            .iter()
            .filter(|l| l.function.as_ref().is_none_or(|f| *f == scop.function))
            .filter(|l| l.scop.as_ref().is_none_or(|s| *s == scop.name))
            .collect();
        if lines.is_empty() {
            continue;
        }
        let defaults = tessera::Options::default();
        let ctx = isl::Ctx::new();
        ctx.set_time_limit(defaults.time_limit);
        // The model a script is for, as in a build: values carried in
        // registers read from memory again (`tessera_poly::reload`).
        let reloaded = ctx
            .with_budget(defaults.max_operations, |ctx| {
                tessera_poly::reload::reload(ctx, scop)
            })
            .ok()
            .flatten();
        let scop = reloaded.as_ref().map_or(scop, |r| &r.scop);
        let outcome = ctx
            .with_budget(defaults.max_operations, |ctx| {
                script::run(ctx, scop, &lines, &|_, t| script::model_target(scop, t))
            })
            .map_err(|e| format!("{shown}:{e}"))?;
        let mut text = format!("{}{}\n", script::render(scop, &outcome), outcome.entry);
        let mut legal = outcome.is_legal().then(|| outcome.entry.clone());
        match (a.repair, &outcome.deviation) {
            (true, Some(script::Deviated::Corrected { lines, repaired })) => {
                text += &format!(
                    "{}{}\n",
                    script::render_repaired(&scop.name, lines),
                    repaired.entry
                );
                legal = Some(repaired.entry.clone());
            }
            // Legal where a condition holds: checked on the model narrowed
            // to it, the entry carries it (its import runs the code under a
            // run-time test of it, as a build with `script-repair` does).
            (true, Some(script::Deviated::LegalWhen(w))) => {
                if let Some(entry) = guarded(&ctx, scop, &lines, w, defaults.max_operations) {
                    text += &format!("{}{entry}\n", script::render_guarded(&scop.name, w));
                    legal = Some(entry);
                }
            }
            _ => {}
        }
        out(&text);
        report += &text;
        if let Some(entry) = legal {
            accepted += &format!("{entry}\n");
        }
    }
    if let Some(o) = &a.output {
        std::fs::write(o, accepted).map_err(|e| format!("{}: {e}", o.display()))?;
    }
    Ok(report)
}

/// The script's entry on `scop` narrowed to the parameter values `w`, with
/// `w` as its condition, when the script is legal there.
fn guarded(
    ctx: &isl::Ctx,
    scop: &tessera_ir::Scop,
    lines: &[&script::Line],
    w: &str,
    max_operations: u64,
) -> Option<tessera_ir::tsched::Entry> {
    let g = script::within(ctx, scop, w).ok()?;
    let o = ctx
        .with_budget(max_operations, |ctx| {
            script::run(ctx, &g, lines, &|_, t| script::model_target(&g, t))
        })
        .ok()?;
    let mut entry = o.is_legal().then_some(o.entry)?;
    entry.when = Some(w.to_string());
    Some(entry)
}

/// The pass with the script on LLVM IR or C, its report captured.
fn pass(a: &TransformArgs, text: &str, mut flags: Vec<String>) -> Result<String, String> {
    // The script as the pass reads it: a file (a C file's comments are
    // copied out, their lines kept).
    let tmp = std::env::temp_dir().join(format!("tessera-{}.script", std::process::id()));
    let script_path = match &a.script {
        Some(p) => p.clone(),
        None => {
            std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
            tmp.clone()
        }
    };
    flags.push(format!("-tessera-script={}", script_path.display()));
    flags.push("-tessera-print-script=true".into());
    if a.repair {
        flags.push("-tessera-script-repair=true".into());
    }
    llvm::set_llvm_flags(&flags);
    let ctx = Context::create();
    let (module, pipeline) = super::load_for_pass(&ctx, &a.file, &a.clang)?;
    let io = |e: std::io::Error| format!("cannot capture the pass's output: {e}");
    std::io::stdout().flush().map_err(io)?;
    let mut redirect = gag::BufferRedirect::stdout().map_err(io)?;
    let r = llvm::run_pipeline_on(&module, &pipeline);
    let flushed = std::io::stdout().flush();
    let mut report = String::new();
    let read = redirect.read_to_string(&mut report);
    drop(redirect);
    let _ = std::fs::remove_file(&tmp);
    out(&report);
    flushed.map_err(io)?;
    read.map_err(io)?;
    r?;
    if let Some(o) = &a.output {
        super::write_module(&module, o)?;
    }
    Ok(report)
}
