//! Support for Rust closures called back from isl.
//!
//! A closure is wrapped in a [`Trampoline`] that lives on the Rust stack for
//! the duration of the isl call; isl gets a `*mut c_void` to it. The
//! `extern "C"` trampoline function first wraps the objects isl hands over
//! (so they are freed whatever happens), then runs the closure through
//! [`Trampoline::call`] under `catch_unwind`: a panic (or an `Err` returned
//! by the closure) is stored and isl gets its error value, so no unwinding
//! ever crosses C frames, and the closure is not called again. After isl
//! returns, [`Trampoline::finish`] resumes the panic, or returns the stored
//! error in preference to whatever isl reported.

use std::any::Any;
use std::ffi::c_void;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

use crate::{Ctx, Error, Result};

pub(crate) struct Trampoline<'c, F> {
    ctx: &'c Ctx,
    f: F,
    panic: Option<Box<dyn Any + Send + 'static>>,
    error: Option<Error>,
}

impl<'c, F> Trampoline<'c, F> {
    pub(crate) fn new(ctx: &'c Ctx, f: F) -> Self {
        Trampoline {
            ctx,
            f,
            panic: None,
            error: None,
        }
    }

    /// The context the callback's objects belong to.
    pub(crate) fn ctx(&self) -> &'c Ctx {
        self.ctx
    }

    /// The `void *user` to hand to isl.
    pub(crate) fn user(&mut self) -> *mut c_void {
        (self as *mut Self).cast()
    }

    /// Runs `body` on the closure, never unwinding. Returns `fail` (isl's
    /// error value) if the closure panicked or failed, now or earlier (in
    /// which case `body` is dropped unexecuted, freeing what it captured).
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
    pub(crate) fn finish<T>(self, result: Result<T>) -> Result<T> {
        if let Some(payload) = self.panic {
            drop(result);
            self.ctx.reset_error();
            resume_unwind(payload);
        }
        if let Some(e) = self.error {
            drop(result);
            self.ctx.reset_error();
            return Err(e);
        }
        result
    }
}

/// Recovers the trampoline from isl's `void *user`.
///
/// # Safety
/// `user` must be the pointer returned by [`Trampoline::user`] on a
/// trampoline of this exact type that is still alive and not otherwise
/// borrowed.
pub(crate) unsafe fn from_user<'a, 'c, F>(user: *mut c_void) -> &'a mut Trampoline<'c, F> {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut *user.cast::<Trampoline<'c, F>>() }
}
