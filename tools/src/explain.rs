//! `tessera explain FILE`: the schedule each SCoP gets, as a script of the
//! transformation language (`tessera_poly::script::explain`) that gives it
//! back, checked against it: a person starts from what Tessera chose and
//! edits it (`tessera transform --script`). On `.c`, `.ll` or `.bc`: the
//! pass's own choice in a real build (option `print-explain`). On a `.tir`
//! model: the automatic scheduler's, or the entries of a schedule file.

use clap::Args;
use std::path::PathBuf;
use tessera::llvm;
use tessera::output::out;
use tessera_poly::schedule::{auto_schedule, Outcome};
use tessera_poly::script;

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// Input: .c, .ll, .bc, or a model (.tir)
    pub file: PathBuf,
    /// For a .tir model: explain this schedule file's entries instead of
    /// the automatic scheduler's choice
    #[arg(long, value_name = "FILE.tsched")]
    pub schedule: Option<PathBuf>,
    /// For a .tir model: bytes of cache the automatic scheduler's tiles
    /// fill, as `tessera schedule --cache`
    #[arg(long, value_name = "BYTES", default_value_t = 512 * 1024,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub cache: u64,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

pub fn explain(a: &ExplainArgs, mut flags: Vec<String>) -> Result<(), String> {
    if !super::is_tir(&a.file) {
        if a.schedule.is_some() {
            return Err(
                "--schedule is for a .tir model; a build explains its own schedules".into(),
            );
        }
        flags.push("-tessera-print-explain=true".into());
        llvm::set_llvm_flags(&flags);
        let ctx = inkwell::context::Context::create();
        let (module, pipeline) = super::load_for_pass(&ctx, &a.file, &a.clang)?;
        return llvm::run_pipeline_on(&module, &pipeline);
    }
    let entries = match &a.schedule {
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            Some(tessera_ir::tsched::read(&text).map_err(|e| format!("{}: {e}", p.display()))?)
        }
        None => None,
    };
    let defaults = tessera::Options::default();
    for scop in &super::read_models(&a.file)? {
        let ctx = isl::Ctx::new();
        ctx.set_time_limit(defaults.time_limit);
        let budget = defaults.max_operations;
        let (entry, model) = match &entries {
            Some(all) => match all.iter().find(|e| e.scop == scop.name) {
                Some(e) => (e.clone(), scop.clone()),
                None => continue,
            },
            None => {
                let opts = defaults.auto_options(a.cache);
                let outcome = ctx
                    .with_budget(budget, |ctx| auto_schedule(ctx, scop, opts))
                    .map_err(|e| format!("scop @{}: {e}", scop.name))?;
                match outcome {
                    Outcome::New {
                        schedule,
                        register_tiles,
                        reloaded,
                        ..
                    } => (
                        tessera_ir::tsched::Entry {
                            scop: scop.name.clone(),
                            schedule: schedule.to_string(),
                            register_tiles,
                            when: None,
                        },
                        reloaded.map_or_else(|| scop.clone(), |r| r.scop),
                    ),
                    Outcome::Kept(why) => {
                        out(&format!(
                            "# @{}: keeps its original schedule (no script): {why}\n",
                            scop.name
                        ));
                        continue;
                    }
                }
            }
        };
        let explained = ctx
            .with_budget(budget, |ctx| script::explain(ctx, &model, &entry))
            .map_err(|e| format!("scop @{}: {e}", scop.name))?;
        out(&format!(
            "# @{}: its schedule as a script; {}\n{}",
            scop.name, explained.check, explained.script
        ));
    }
    Ok(())
}
