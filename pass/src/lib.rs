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
//! analysis queries; [`llvm`] is the Rust side of that edge. The `unsafe`
//! of this crate lives in [`llvm`] and in this file's FFI entry points.

pub mod codegen;
pub mod detect;
pub mod driver;
pub mod error;
pub mod llvm;
pub mod model;
pub mod options;
pub mod output;
pub mod remarks;
pub mod report;
pub mod scev;

/// The former paths of [`model`] and of the accumulator demotion
/// ([`model::accumulators`]), kept so that modules not yet moved over
/// compile unchanged.
pub mod modeling {
    pub use crate::model::*;
}
pub mod demote {
    pub use crate::model::accumulators::{insert, Inserted};
}

use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

pub use options::Options;

/// Mirror of LLVM's `PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_builder_callbacks: unsafe extern "C" fn(*mut c_void),
}

extern "C" {
    fn tessera_register_callbacks(pb: *mut c_void);
}

/// `LLVM_PLUGIN_API_VERSION` of LLVM 19.
const PLUGIN_API_VERSION: u32 = 1;

/// The plugin entry point opt and clang look up (it must be defined in Rust:
/// a cdylib does not export symbols of its C++ static library).
#[unsafe(no_mangle)]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: c"tessera".as_ptr(),
        plugin_version: c"0.1.0".as_ptr(),
        register_pass_builder_callbacks: tessera_register_callbacks,
    }
}

/// Called by the C++ pass for each function. Returns 1 when the IR changed.
/// A panic stops here: the function is left as it was (see
/// [`driver::run_function`]) and a remark says so.
///
/// # Safety
/// `ctx` comes from the C++ pass and is live for the call (`function` is
/// its function: Rust reaches it through `ctx`); `options` is a
/// NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tessera_rust_run_function(
    ctx: *mut c_void,
    _function: *mut c_void,
    options: *const c_char,
) -> c_int {
    let result = catch_unwind(AssertUnwindSafe(|| {
        init_logging();
        // SAFETY: options is NUL-terminated (C++ std::string::c_str).
        let text = unsafe { CStr::from_ptr(options) }.to_string_lossy();
        let opts = match Options::parse(&text) {
            Ok(o) => o,
            Err(e) => {
                // Pass parameters were checked when the pipeline was
                // parsed; a bad -tessera-... flag value lands here.
                eprintln!("tessera: {e}");
                return false;
            }
        };
        // SAFETY: ctx is the live C++ context for this function.
        let an = unsafe { llvm::Analyses::from_raw(ctx) };
        driver::run_function(&an, an.function(), &opts)
    }));
    match result {
        Ok(changed) => changed as c_int,
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
                // SAFETY: ctx is the live C++ context for this function.
                let an = unsafe { llvm::Analyses::from_raw(ctx) };
                let message = what.lines().next().unwrap_or("");
                remarks::emit(&an, remarks::Remark::Panic { message }, None);
            }));
            0
        }
    }
}

/// Checks a pass-parameter string; NULL when valid, else a message to free
/// with [`tessera_rust_free_string`].
///
/// # Safety
/// `options` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tessera_rust_check_options(options: *const c_char) -> *mut c_char {
    catch_unwind(|| {
        // SAFETY: options is NUL-terminated.
        let text = unsafe { CStr::from_ptr(options) }.to_string_lossy();
        match Options::parse(&text) {
            Ok(_) => std::ptr::null_mut(),
            Err(e) => CString::new(e).unwrap_or_default().into_raw(),
        }
    })
    .unwrap_or(std::ptr::null_mut())
}

/// # Safety
/// `s` was returned by [`tessera_rust_check_options`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tessera_rust_free_string(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: s came from CString::into_raw.
        drop(unsafe { CString::from_raw(s) });
    }
}

/// Static NUL-terminated copies of the option table for C++.
struct CTable {
    names: Vec<CString>,
    defaults: Vec<CString>,
    helps: Vec<CString>,
}

fn c_table() -> &'static CTable {
    static TABLE: std::sync::OnceLock<CTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let c = |s: &str| CString::new(s).unwrap_or_default();
        CTable {
            names: options::OPTIONS.iter().map(|o| c(o.name)).collect(),
            defaults: options::OPTIONS.iter().map(|o| c(o.default)).collect(),
            helps: options::OPTIONS.iter().map(|o| c(o.help)).collect(),
        }
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn tessera_rust_option_count() -> c_uint {
    options::OPTIONS.len() as c_uint
}

#[unsafe(no_mangle)]
pub extern "C" fn tessera_rust_option_name(i: c_uint) -> *const c_char {
    c_table()
        .names
        .get(i as usize)
        .map_or(std::ptr::null(), |s| s.as_ptr())
}

#[unsafe(no_mangle)]
pub extern "C" fn tessera_rust_option_default(i: c_uint) -> *const c_char {
    c_table()
        .defaults
        .get(i as usize)
        .map_or(std::ptr::null(), |s| s.as_ptr())
}

#[unsafe(no_mangle)]
pub extern "C" fn tessera_rust_option_help(i: c_uint) -> *const c_char {
    c_table()
        .helps
        .get(i as usize)
        .map_or(std::ptr::null(), |s| s.as_ptr())
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
