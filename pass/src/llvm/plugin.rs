//! The plugin's C entry points: what opt and clang look up
//! (`llvmGetPassPluginInfo`) and what the C++ layer calls (each function,
//! options, the option table). The raw pointers C hands over become safe
//! values here ([`Analyses`], `&str`); the work is the crate root's
//! (`crate::run_plugin`, `crate::check_options`).

use super::Analyses;
use crate::options::OPTIONS;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

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
    // SAFETY: options is NUL-terminated (C++ std::string::c_str).
    let text = unsafe { CStr::from_ptr(options) }.to_string_lossy();
    // SAFETY: ctx is the live C++ context for this function, used only
    // during this call.
    let an = unsafe { Analyses::from_raw(ctx) };
    crate::run_plugin(&an, &text) as c_int
}

/// Checks a pass-parameter string; NULL when valid, else a message to free
/// with [`tessera_rust_free_string`].
///
/// # Safety
/// `options` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tessera_rust_check_options(options: *const c_char) -> *mut c_char {
    // SAFETY: options is NUL-terminated.
    let text = unsafe { CStr::from_ptr(options) }.to_string_lossy();
    match crate::check_options(&text) {
        None => std::ptr::null_mut(),
        Some(e) => CString::new(e).unwrap_or_default().into_raw(),
    }
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
            names: OPTIONS.iter().map(|o| c(o.name)).collect(),
            defaults: OPTIONS.iter().map(|o| c(o.default)).collect(),
            helps: OPTIONS.iter().map(|o| c(o.help)).collect(),
        }
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn tessera_rust_option_count() -> c_uint {
    OPTIONS.len() as c_uint
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
