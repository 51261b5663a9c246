//! Inputs and phases of the compile-time benchmarks (`benches/pass_cost.rs`).
//!
//! Each kernel of `benches/kernels/` is compiled by clang-19 at its small
//! preset to unoptimized-but-optimizable IR and put through the part of the
//! `-O2` pipeline that runs before Tessera's extension point
//! (OptimizerEarly): the result is the IR the pass sees in a real build.
//! The benchmarks then time one pipeline per [`PHASES`] entry on fresh
//! copies of that IR.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// One benchmark group: a criterion group name and the pipeline it times.
/// The text is parsed by LLVM's `PassBuilder` with Tessera registered, so
/// pass parameters work (`tessera<codegen=false;max-operations=...>`).
pub struct Phase {
    pub group: &'static str,
    pub pipeline: &'static str,
}

/// The phases measured, cheapest first. A new phase of the pass is one more
/// entry here (with a parameter that stops the pass after it, like
/// `codegen=false`); the benchmarks, the test and the docs pick it up.
pub const PHASES: &[Phase] = &[
    // The pipeline runner (pass builder, analysis managers) and the
    // canonicalization `tessera` runs in front of itself, without the pass:
    // the floor under the other groups.
    Phase {
        group: "baseline",
        pipeline: "function(loop-simplify,lcssa,loop(loop-rotate))",
    },
    // SCoP detection and the polyhedral model, no code generation.
    Phase {
        group: "detect+model",
        pipeline: "function(tessera<codegen=false>)",
    },
    // Everything: detection, model, isl AST, code generation, verification.
    Phase {
        group: "full",
        pipeline: "function(tessera<codegen=always>)",
    },
];

/// The directory of the kernel suite.
pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

/// The kernels of the suite, by file stem, sorted.
pub fn kernels() -> Result<Vec<String>, String> {
    let dir = kernels_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .filter_map(|p| p.file_stem()?.to_str().map(str::to_string))
        .collect();
    names.sort();
    Ok(names)
}

/// The module passes of LLVM 19's `default<O2>` that run before the
/// OptimizerEarly extension point, where the pass sits in a real build.
/// Taken from `opt-19 -print-pipeline-passes` (cut after
/// `recompute-globalsaa`, the last pass before the extension point), so it
/// follows the installed LLVM exactly; with it, `tessera scops` on the
/// prepared IR prints the same SCoPs as on the C file.
pub fn o2_prefix() -> Result<&'static str, String> {
    static PREFIX: OnceLock<Result<String, String>> = OnceLock::new();
    PREFIX
        .get_or_init(|| {
            let out = Command::new("opt-19")
                .args([
                    "-passes=default<O2>",
                    "-print-pipeline-passes",
                    "-disable-output",
                ])
                .stdin(std::process::Stdio::null())
                .output()
                .map_err(|e| format!("cannot run opt-19: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "opt-19 -print-pipeline-passes failed: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
            let text = String::from_utf8_lossy(&out.stdout);
            const LAST: &str = "recompute-globalsaa";
            let end = text
                .find(LAST)
                .ok_or_else(|| format!("no '{LAST}' in the default<O2> pipeline: {text}"))?;
            Ok(text[..end + LAST.len()].to_string())
        })
        .as_deref()
        .map_err(Clone::clone)
}

/// A kernel's IR as Tessera sees it.
pub struct Prepared {
    pub name: String,
    /// Bitcode of the prepared module (parsed for each iteration: faster
    /// than text, and the parse is outside the measurement anyway).
    pub bitcode: Vec<u8>,
    /// The same module as text, written next to the bitcode for inspection.
    pub ll_path: PathBuf,
}

impl Prepared {
    /// A fresh copy of the module in `ctx`.
    pub fn module<'c>(&self, ctx: &'c Context) -> Module<'c> {
        let buf = MemoryBuffer::create_from_memory_range_copy(&self.bitcode, &self.name);
        ctx.create_module_from_ir(buf)
            .unwrap_or_else(|e| panic!("{}: cannot re-parse the prepared IR: {e}", self.name))
    }
}

/// Compiles `benches/kernels/NAME.c` (small preset) with clang-19 into
/// `work`, runs [`o2_prefix`] on it and keeps the result.
pub fn prepare(name: &str, work: &Path) -> Result<Prepared, String> {
    let src = kernels_dir().join(format!("{name}.c"));
    let raw = work.join(format!("{name}.bc"));
    let out = Command::new("clang-19")
        .args(["-O2", "-DPRESET_SMALL", "-g", "-emit-llvm", "-c"])
        .args(["-Xclang", "-disable-llvm-passes"])
        .arg(&src)
        .arg("-o")
        .arg(&raw)
        .output()
        .map_err(|e| format!("cannot run clang-19: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "clang-19 failed on {}:\n{}",
            src.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let ctx = Context::create();
    let buf =
        MemoryBuffer::create_from_file(&raw).map_err(|e| format!("{}: {e}", raw.display()))?;
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| format!("{}: {e}", raw.display()))?;
    tessera::llvm::run_pipeline_on(&module, o2_prefix()?)?;
    module
        .verify()
        .map_err(|e| format!("{name}: the prepared IR does not verify: {e}"))?;
    let ll_path = work.join(format!("{name}.ll"));
    module
        .print_to_file(&ll_path)
        .map_err(|e| format!("{}: {e}", ll_path.display()))?;
    let bitcode = module.write_bitcode_to_memory().as_slice().to_vec();
    Ok(Prepared {
        name: name.to_string(),
        bitcode,
        ll_path,
    })
}

/// A temporary directory for one run's prepared IR, removed on drop unless
/// `TESSERA_BENCH_KEEP_IR` is set.
pub struct WorkDir(PathBuf);

impl WorkDir {
    pub fn new() -> Result<WorkDir, String> {
        let dir = std::env::temp_dir().join(format!("tessera-benches-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(WorkDir(dir))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if std::env::var_os("TESSERA_BENCH_KEEP_IR").is_some() {
            eprintln!("prepared IR kept in {}", self.0.display());
        } else {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bench plumbing end to end on one kernel: preparation, every
    /// phase's pipeline, and a module that still verifies.
    #[test]
    fn every_phase_runs_on_gemm() {
        assert!(kernels().unwrap().len() >= 28, "kernel suite not found");
        let work = WorkDir::new().unwrap();
        let p = prepare("gemm", work.path()).unwrap();
        assert!(p.ll_path.exists());
        for phase in PHASES {
            let ctx = Context::create();
            let m = p.module(&ctx);
            tessera::llvm::run_pipeline_on(&m, phase.pipeline)
                .unwrap_or_else(|e| panic!("{}: {e}", phase.group));
            m.verify()
                .unwrap_or_else(|e| panic!("{}: does not verify: {e}", phase.group));
            let regenerated = m.print_to_string().to_string().contains("tessera.start");
            match phase.group {
                "baseline" => assert!(!regenerated, "baseline ran the pass"),
                "full" => assert!(regenerated, "full did not regenerate gemm's SCoP"),
                _ => {}
            }
        }
    }
}
