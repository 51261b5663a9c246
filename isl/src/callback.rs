//! Support for Rust closures called back from isl.
//!
//! A closure is wrapped in a [`Trampoline`] that lives on the Rust stack for
//! the duration of the isl call; isl gets a `*mut c_void` to it. Inside the
//! `extern "C"` trampoline function, [`Trampoline::call`] runs the closure
//! under `catch_unwind`: a panic (or an `Err` returned by the closure) is
//! stored and isl gets its error value, so no unwinding crosses C frames.
//! After isl returns, [`Trampoline::finish`] resumes the panic or returns the
//! stored error in preference to whatever isl reported.

use std::any::Any;
use std::ffi::c_void;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

use crate::{Ctx, Error, Result};

pub(crate) struct Trampoline<F> {
    f: F,
    panic: Option<Box<dyn Any + Send + 'static>>,
    error: Option<Error>,
}

impl<F> Trampoline<F> {
    pub(crate) fn new(f: F) -> Self {
        Trampoline {
            f,
            panic: None,
            error: None,
        }
    }

    /// The `void *user` to hand to isl.
    pub(crate) fn user(&mut self) -> *mut c_void {
        (self as *mut Self).cast()
    }

    /// Runs `body` on the closure, never unwinding. Returns `fail` (isl's
    /// error value) if the closure panicked or failed, now or earlier.
    pub(crate) fn call<R>(&mut self, fail: R, body: impl FnOnce(&mut F) -> Result<R>) -> R {
        if self.panic.is_some() || self.error.is_some() {
            return fail;
        }
        let f = &mut self.f;
        match catch_unwind(AssertUnwindSafe(|| body(f))) {
            Ok(Ok(r)) => r,
            Ok(Err(e)) => {
                self.error = Some(e);
                fail
            }
            Err(payload) => {
                self.panic = Some(payload);
                fail
            }
        }
    }

    /// Called after isl returned `result`: resumes a panic from the closure,
    /// or returns the closure's error, or `result`.
    pub(crate) fn finish<T>(self, ctx: &Ctx, result: Result<T>) -> Result<T> {
        if let Some(payload) = self.panic {
            drop(result);
            ctx.reset_error();
            resume_unwind(payload);
        }
        if let Some(e) = self.error {
            drop(result);
            ctx.reset_error();
            return Err(e);
        }
        result
    }
}

/// Recovers the trampoline from isl's `void *user`.
///
/// # Safety
/// `user` must be the pointer returned by [`Trampoline::user`] on a
/// trampoline that is still alive and not otherwise borrowed.
pub(crate) unsafe fn from_user<'a, F>(user: *mut c_void) -> &'a mut Trampoline<F> {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut *user.cast::<Trampoline<F>>() }
}
