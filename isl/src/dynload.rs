//! isl, loaded privately.
//!
//! Inside clang and opt, Tessera shares the process with libLLVM, which
//! contains Polly and exports Polly's own isl (IMath integers) under the
//! same symbol names. Linked the usual way, every isl call of the plugin
//! bound to that copy, not to Debian's libisl (GMP) the wrapper was built
//! for: measured on nussinov, 14.1 s in opt against 2.1 s in the CLI, same
//! work. So libisl is opened here with `RTLD_LOCAL | RTLD_DEEPBIND` (its
//! own internal calls stay inside it) and each function is called through
//! a pointer looked up once (`dynfn!`, used by the generated `sys.rs`).

use std::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;

extern "C" {
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}
const RTLD_NOW: c_int = 2;
const RTLD_LOCAL: c_int = 0;
const RTLD_DEEPBIND: c_int = 8;

/// The sonames tried, Debian 12's first.
const LIBS: &[&[u8]] = &[b"libisl.so.23\0", b"libisl.so\0"];

struct Handle(*mut c_void);
// SAFETY: a dlopen handle is a process-wide token; dlsym is thread-safe.
unsafe impl Send for Handle {}
unsafe impl Sync for Handle {}

fn handle() -> *mut c_void {
    static H: OnceLock<Handle> = OnceLock::new();
    H.get_or_init(|| {
        for lib in LIBS {
            // SAFETY: a NUL-terminated name; dlopen has no other
            // precondition.
            let h = unsafe {
                dlopen(
                    lib.as_ptr().cast(),
                    RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND,
                )
            };
            if !h.is_null() {
                return Handle(h);
            }
        }
        panic!("cannot load libisl (libisl.so.23): install libisl23 (apt-get install libisl-dev)");
    })
    .0
}

/// The address of an isl function (a NUL-terminated name).
pub(crate) fn symbol(name: &str) -> usize {
    // SAFETY: a live handle and a NUL-terminated name.
    let p = unsafe { dlsym(handle(), name.as_ptr().cast()) };
    if p.is_null() {
        panic!("libisl lacks {}", name.trim_end_matches('\0'));
    }
    p as usize
}

/// Declares `pub unsafe fn name(args) -> ret` calling the libisl function
/// of that name through a pointer cached on first use.
macro_rules! dynfn {
    ($name:ident ( $($a:ident : $t:ty),* $(,)? ) $(-> $r:ty)?) => {
        #[allow(clippy::missing_safety_doc)]
        pub unsafe fn $name($($a: $t),*) $(-> $r)? {
            static P: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let mut p = P.load(std::sync::atomic::Ordering::Relaxed);
            if p == 0 {
                p = crate::dynload::symbol(concat!(stringify!($name), "\0"));
                P.store(p, std::sync::atomic::Ordering::Relaxed);
            }
            // SAFETY: p is libisl's function of this name, whose C
            // signature bindgen transcribed as this one.
            let f: unsafe extern "C" fn($($t),*) $(-> $r)? = unsafe { std::mem::transmute(p) };
            // SAFETY: the caller upholds the C function's contract.
            unsafe { f($($a),*) }
        }
    };
}
