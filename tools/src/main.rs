//! `tessera`: the command-line face of the pass.
//!
//! ```text
//! tessera scops FILE [-- CLANG-ARGS]     print the SCoPs (text form) and every rejected loop nest
//! tessera opt IN -o OUT [--passes P] [--flag=V ...]
//!                                         run the pass standalone (like opt)
//! tessera parse FILE.tir                  parse a model in the text form, verify it, print it back
//! tessera deps FILE                       dependences and live ranges of each SCoP
//! tessera check FILE --schedule S         is schedule S (isl union map, or @FILE) legal for the SCoPs?
//! tessera schedule FILE.tir [--fuse F] [--tile N] [--register-tile N] [--cache BYTES]
//!                                         the automatic scheduler's decision for each SCoP
//! tessera tune FILE.c --run CMD           try the legal fusion structures (paper 004), keep the fastest
//! ```
//! FILE may be LLVM IR (.ll), bitcode (.bc) or C (.c: compiled with clang-19
//! and run through the -O2 pipeline, where Tessera sees it in a real build).

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use tessera::llvm;

mod tune;

const USAGE: &str = "usage:
  tessera scops FILE [--tessera-FLAG=V ...] [-- CLANG-ARGS]
  tessera opt IN -o OUT [--passes PIPELINE] [--tessera-FLAG=V ...]
  tessera parse FILE.tir
  tessera deps FILE [--tessera-FLAG=V ...] [-- CLANG-ARGS]
  tessera check FILE --schedule S|@SFILE [--parallel DIM] [--tessera-FLAG=V ...] [-- CLANG-ARGS]
  tessera schedule FILE.tir [--fuse smart|max|none] [--tile N] [--register-tile N] [--cache BYTES]
  tessera tune FILE.c --run CMD [-o EXE] [--save OUT] [--repeat N] [-- CLANG-ARGS]
FILE: .ll, .bc or .c (compiled with clang-19 -O2 -g; Tessera runs where the -O2 pipeline runs it)";

/// The canonicalization Tessera's pipeline hook runs before the pass.
/// (`tessera` runs its own canonicalization first.)
const CANON: &str = "verify";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.first().map(String::as_str) {
        Some("scops") => scops(&args[1..]),
        Some("opt") => opt(&args[1..]),
        Some("parse") => parse(&args[1..]),
        Some("deps") => analyse(&args[1..], false),
        Some("check") => analyse(&args[1..], true),
        Some("schedule") => schedule(&args[1..]),
        Some("tune") => tune::tune(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tessera: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Splits `--tessera-x=v` flags (passed to LLVM as `-tessera-x=v`) from the
/// other arguments; everything after `--` goes to clang.
fn split_flags(args: &[String]) -> (Vec<String>, Vec<String>, Vec<String>) {
    let (mine, clang) = match args.iter().position(|a| a == "--") {
        Some(i) => (&args[..i], args[i + 1..].to_vec()),
        None => (args, Vec::new()),
    };
    let mut flags = Vec::new();
    let mut rest = Vec::new();
    for a in mine {
        if let Some(f) = a.strip_prefix("--tessera-") {
            flags.push(format!("-tessera-{f}"));
        } else {
            rest.push(a.clone());
        }
    }
    (flags, rest, clang)
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

fn scops(args: &[String]) -> Result<(), String> {
    let (mut flags, rest, clang) = split_flags(args);
    let [file] = rest.as_slice() else {
        return Err(USAGE.into());
    };
    flags.push("-tessera-print-model=true".into());
    run_analysis(Path::new(file), flags, &clang)
}

/// `deps` (check = false) and `check`.
fn analyse(args: &[String], check: bool) -> Result<(), String> {
    let (mut flags, rest, clang) = split_flags(args);
    let mut file = None;
    let mut schedule = None;
    let mut parallel: Option<String> = None;
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--schedule" => schedule = it.next().cloned(),
            "--parallel" => {
                parallel = Some(it.next().ok_or("--parallel needs a dimension")?.clone())
            }
            _ if file.is_none() => file = Some(a.clone()),
            _ => return Err(format!("unexpected argument '{a}'\n{USAGE}")),
        }
    }
    let file = file.ok_or(USAGE)?;
    if check && schedule.is_none() {
        return Err("check needs --schedule S (an isl union map, or @FILE)".into());
    }
    let schedule = schedule.unwrap_or_default();
    if file.ends_with(".tir") {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
        let scops = tessera_ir::parse_module(&text).map_err(|e| format!("{file}:{e}"))?;
        let schedule = match schedule.strip_prefix('@') {
            Some(p) => std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"))?,
            None => schedule,
        };
        let ctx = isl::Ctx::new();
        ctx.set_time_limit(tessera::Options::default().time_limit);
        let budget = tessera::Options::default().max_operations;
        let dim = match &parallel {
            Some(d) => Some(
                d.parse::<usize>()
                    .map_err(|_| format!("--parallel takes a number, not '{d}'"))?,
            ),
            None => None,
        };
        for s in &scops {
            print!(
                "{}",
                tessera::report::analysis_report(&ctx, s, !check, &schedule, dim, budget)?
            );
        }
        return Ok(());
    }
    if let Some(d) = &parallel {
        flags.push(format!("-tessera-check-parallel={d}"));
    }
    if check {
        flags.push(format!("-tessera-check-schedule={schedule}"));
    } else {
        flags.push("-tessera-print-deps=true".into());
    }
    run_analysis(Path::new(&file), flags, &clang)
}

/// Runs the pass on a C or IR file for its printed analyses only.
fn run_analysis(path: &Path, mut flags: Vec<String>, clang: &[String]) -> Result<(), String> {
    flags.push("-tessera-codegen=false".into());
    llvm::set_llvm_flags(&flags);
    let ctx = Context::create();
    let is_c = path.extension().is_some_and(|e| e == "c");
    let (module, pipeline) = if is_c {
        let bc = compile_c(path, clang)?;
        let m = load(&ctx, &bc);
        let _ = std::fs::remove_file(&bc);
        (m?, "default<O2>".to_string())
    } else {
        (load(&ctx, path)?, format!("function({CANON},tessera)"))
    };
    llvm::run_pipeline_on(&module, &pipeline)
}

fn opt(args: &[String]) -> Result<(), String> {
    let (flags, rest, _) = split_flags(args);
    let mut input = None;
    let mut output = None;
    let mut passes = format!("function({CANON},tessera)");
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-o" => output = it.next().cloned(),
            "--passes" => passes = it.next().cloned().ok_or("--passes needs a pipeline")?,
            _ if input.is_none() => input = Some(a.clone()),
            _ => return Err(format!("unexpected argument '{a}'\n{USAGE}")),
        }
    }
    let (Some(input), Some(output)) = (input, output) else {
        return Err(USAGE.into());
    };
    llvm::set_llvm_flags(&flags);
    let ctx = Context::create();
    let module = load(&ctx, Path::new(&input))?;
    llvm::run_pipeline_on(&module, &passes)?;
    module
        .verify()
        .map_err(|e| format!("the output does not verify: {e}"))?;
    if output.ends_with(".ll") || output == "-" {
        if output == "-" {
            print!("{}", module.print_to_string().to_string());
            Ok(())
        } else {
            module.print_to_file(&output).map_err(|e| e.to_string())
        }
    } else if module.write_bitcode_to_path(Path::new(&output)) {
        Ok(())
    } else {
        Err(format!("cannot write {output}"))
    }
}

/// The automatic scheduler on models in the text form: what it decides
/// and why, without LLVM. The cache size is an argument (default 512 KiB),
/// not the host's, so that the output does not depend on the machine.
fn schedule(args: &[String]) -> Result<(), String> {
    use tessera_poly::schedule::{auto_schedule, AutoOptions, Fuse, Outcome};
    let defaults = tessera::Options::default();
    let mut opts = AutoOptions {
        tile: 0,
        cache_bytes: 512 * 1024,
        fuse: defaults.fuse,
        register_tile: defaults.register_tile,
    };
    let mut file = None;
    let mut it = args.iter();
    let number = |flag: &str, v: Option<&String>| -> Result<i64, String> {
        let v = v.ok_or(format!("{flag} needs a number"))?;
        v.parse::<i64>()
            .ok()
            .filter(|n| *n >= 0)
            .ok_or(format!("{flag} takes a number, not '{v}'"))
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "--fuse" => {
                opts.fuse = match it.next().map(String::as_str) {
                    Some("smart") => Fuse::Smart,
                    Some("max") => Fuse::Max,
                    Some("none") => Fuse::None,
                    other => {
                        return Err(format!(
                            "--fuse takes smart, max or none, not '{}'",
                            other.unwrap_or("")
                        ))
                    }
                }
            }
            "--tile" => opts.tile = number(a, it.next())?,
            "--register-tile" => opts.register_tile = number(a, it.next())?,
            "--cache" => opts.cache_bytes = number(a, it.next())? as u64,
            _ if file.is_none() && !a.starts_with('-') => file = Some(a.clone()),
            _ => return Err(format!("unexpected argument '{a}'\n{USAGE}")),
        }
    }
    let file = file.ok_or(USAGE)?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    let scops = tessera_ir::parse_module(&text).map_err(|e| format!("{file}:{e}"))?;
    for scop in &scops {
        let ctx = isl::Ctx::new();
        ctx.set_time_limit(defaults.time_limit);
        let outcome = ctx
            .with_budget(defaults.max_operations, |ctx| {
                auto_schedule(ctx, scop, opts)
            })
            .map_err(|e| format!("scop @{}: {e}", scop.name))?;
        match outcome {
            Outcome::New {
                schedule, summary, ..
            } => println!("scop @{}: {summary}\nschedule {schedule}", scop.name),
            Outcome::Kept(why) => {
                println!("scop @{} keeps its original schedule: {why}", scop.name)
            }
        }
    }
    Ok(())
}

fn parse(args: &[String]) -> Result<(), String> {
    let [file] = args else {
        return Err(USAGE.into());
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let scops = tessera_ir::parse_module(&text).map_err(|e| format!("{file}:{e}"))?;
    for s in &scops {
        if let Err(errs) = s.verify() {
            return Err(format!(
                "{file}: scop @{} is not valid:\n  {}",
                s.name,
                errs.join("\n  ")
            ));
        }
    }
    print!("{}", tessera_ir::print_module(&scops));
    Ok(())
}
