//! Tessera, a polyhedral loop optimizer for LLVM, as a pass plugin.
//!
//! `opt-19 -load-pass-plugin=libtessera.so -passes=tessera` runs it on each
//! function; `clang-19 -O2 -fpass-plugin=libtessera.so` runs it in the
//! default pipeline (OptimizerEarly). Per function it
//! 1. finds the static-control parts (SCoPs) and says why every other loop
//!    nest was rejected ([`detect`]),
//! 2. builds their polyhedral model ([`model`], the types are
//!    `tessera_ir`'s),
//! 3. regenerates each one from the isl AST of its schedule, behind a
//!    version branch that keeps the original code ([`codegen`]).
//!
//! The C++ layer (`cpp/tessera.cpp`) registers the pass and answers
//! analysis queries; [`llvm`] is the Rust side of that edge, its
//! `extern "C"` entry points included (`llvm::plugin`, which calls
//! `run_plugin` and `check_options` here). All the `unsafe` of this
//! crate lives in [`llvm`].

pub mod codegen;
pub mod contraction;
pub mod detect;
pub mod driver;
pub mod error;
pub mod export;
pub mod llvm;
pub mod model;
pub mod options;
pub mod output;
pub mod parallel;
pub mod remarks;
pub mod report;
pub mod scev;
pub mod script;
pub mod tags;
pub mod timing;
pub mod tuning;

/// The former paths of [`model`] and of the accumulator demotion
/// ([`model::accumulators`]), kept so that modules not yet moved over
/// compile unchanged.
pub mod modeling {
    pub use crate::model::*;
}
pub mod demote {
    pub use crate::model::accumulators::{insert, Inserted};
}

use std::panic::{catch_unwind, AssertUnwindSafe};

pub use options::Options;

/// The pass on one function, as the plugin entry (`llvm::plugin`) calls it
/// with the C++ pass's options string. Returns true when the IR changed.
/// A panic stops here: the function is left as it was (see
/// [`driver::run_function`]) and a remark says so.
pub(crate) fn run_plugin(an: &llvm::Analyses, options: &str) -> bool {
    let result = catch_unwind(AssertUnwindSafe(|| {
        init_logging();
        let opts = match Options::parse(options) {
            Ok(o) => o,
            Err(e) => {
                // Pass parameters were checked when the pipeline was
                // parsed; a bad -tessera-... flag value lands here.
                eprintln!("tessera: {e}");
                return false;
            }
        };
        driver::run_function(an, an.function(), &opts)
    }));
    match result {
        Ok(changed) => changed,
        // run_function undoes its own partial work before unwinding past
        // it; nothing changed is visible here. Code generation's panics
        // have their remark already; this is one in an earlier phase.
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let _ = catch_unwind(AssertUnwindSafe(|| {
                let message = what.lines().next().unwrap_or("");
                remarks::emit(an, remarks::Remark::Panic { message }, None);
            }));
            false
        }
    }
}

/// Checks a pass-parameter string, as the plugin entry calls it: the
/// message when it is invalid. Never panics.
pub(crate) fn check_options(options: &str) -> Option<String> {
    catch_unwind(|| Options::parse(options).err()).unwrap_or(None)
}

/// Sets up the debug trace (`RUST_LOG=tessera=debug`, on stderr) once per
/// process: the plugin has no `main` to do it. Does nothing when a logger
/// is set already (the CLI sets its own).
pub fn init_logging() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let env = env_logger::Env::default().default_filter_or("off");
        let _ = env_logger::Builder::from_env(env).try_init();
    });
}
