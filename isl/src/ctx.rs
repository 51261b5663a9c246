//! The isl context: owner of all isl objects, their error state and their
//! operation budget.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::marker::PhantomData;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::error::{Error, ErrorKind, Result};
use crate::sys;

extern "C" {
    /// libc's `free`, for the strings isl hands out (`isl_*_to_str`).
    fn free(ptr: *mut c_void);
}

/// An isl context (`isl_ctx`).
///
/// Every isl object borrows the context it was created in. The context is
/// not thread-safe, so `Ctx` is neither `Send` nor `Sync`:
///
/// ```compile_fail
/// fn assert_send<T: Send>() {}
/// assert_send::<isl::Ctx>();
/// ```
///
/// Objects are not `Send` either:
///
/// ```compile_fail
/// fn assert_send<T: Send>() {}
/// assert_send::<isl::Set<'static>>();
/// ```
///
/// and cannot outlive their context:
///
/// ```compile_fail
/// let set = {
///     let ctx = isl::Ctx::new();
///     isl::Set::parse(&ctx, "{ [i] : 0 <= i < 10 }").unwrap()
/// };
/// println!("{set}");
/// ```
///
/// `Ctx::new` sets `on_error` to `ISL_ON_ERROR_CONTINUE`: isl errors become
/// [`Error`] values and never abort the process.
pub struct Ctx {
    ptr: NonNull<sys::isl_ctx>,
    /// CPU-time limit of each outermost [`Ctx::with_budget`] (None: none).
    time_limit: Cell<Option<Duration>>,
    /// CPU time the outermost budgets may still take together (None: no
    /// allowance), and the one it started from.
    allowance: Cell<Option<(Duration, Duration)>>,
    /// Whether the running outermost budget's watchdog fires at the
    /// allowance's end rather than at its own limit (for the message).
    allowance_bound: Cell<bool>,
    /// Whether an outermost budget (and its watchdog) is running.
    in_budget: Cell<bool>,
    /// Set by the watchdog when it aborted the computation, so that the
    /// abort reads as [`ErrorKind::TimeLimit`].
    timed_out: Arc<AtomicBool>,
    /// The steps under way ([`Ctx::with_step_time_limit`]), outermost
    /// first: each one's limit, and the flag its watchdog sets when it
    /// aborted the computation.
    steps: RefCell<Vec<(Duration, Arc<AtomicBool>)>>,
    /// What every step's limit is multiplied by (see [`Ctx::set_time_scale`]).
    time_scale: Cell<u32>,
    /// What each text parsed to, by type (see `parsed_before`).
    parsed: RefCell<HashMap<&'static str, HashMap<Box<str>, Remembered>>>,
    _not_send_sync: PhantomData<*mut ()>,
}

/// A parsed object the context keeps a reference to, with its type's
/// copy and free functions.
struct Remembered {
    ptr: NonNull<c_void>,
    copy: fn(*mut c_void) -> *mut c_void,
    free: fn(*mut c_void),
}

/// The context pointer, handed to the watchdog thread for
/// `isl_ctx_abort` alone.
struct AbortHandle(*mut sys::isl_ctx);
// SAFETY: the watchdog only calls isl_ctx_abort, which sets one flag that
// isl polls at each operation (isl documents it for use from another thread
// or a signal handler); the context outlives the watchdog (see `Watchdog`).
unsafe impl Send for AbortHandle {}

/// The CPU clock of the calling thread.
/// Seconds as a message gives them: to the millisecond, at least one
/// decimal (`0.25`, `0.5`, `2.0`; `{:.1}` made 0.25 s read "0.2 s").
fn seconds(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    let trimmed = text.trim_end_matches('0');
    if trimmed.ends_with('.') {
        format!("{trimmed}0")
    } else {
        trimmed.to_string()
    }
}

fn thread_cpu_clock() -> Option<libc::clockid_t> {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: pthread_self() is the calling, live thread; `clock` is a
    // valid out-pointer.
    let r = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock) };
    (r == 0).then_some(clock)
}

/// The time a CPU clock shows.
fn cpu_time(clock: libc::clockid_t) -> Option<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid out-pointer; an invalid clock is an error
    // return, not undefined behaviour.
    let r = unsafe { libc::clock_gettime(clock, &mut ts) };
    (r == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

/// The CPU time the calling thread has used, the clock every time limit
/// of a context counts (None where the system has no such clock). For a
/// caller that shares one limit among several steps.
///
/// ```
/// let before = isl::thread_cpu_time().unwrap();
/// let after = isl::thread_cpu_time().unwrap();
/// assert!(after >= before);
/// ```
pub fn thread_cpu_time() -> Option<Duration> {
    thread_cpu_clock().and_then(cpu_time)
}

/// A thread that aborts isl's computation in a context once the thread
/// that started it has spent a time limit of CPU time, unless stopped
/// first. CPU time, not wall-clock time: a machine loaded by parallel
/// builds must not change what the pass decides. Dropping it stops it:
/// after the drop, the context is never touched again by the thread.
struct Watchdog {
    state: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watchdog {
    fn start(ctx: &Ctx, limit: Duration, flag: &Arc<AtomicBool>) -> Watchdog {
        let state = Arc::new((Mutex::new(false), Condvar::new()));
        let (st, handle, timed_out) = (state.clone(), AbortHandle(ctx.as_ptr()), flag.clone());
        // The clock of this thread (the one doing isl's work), read by the
        // watchdog while this thread waits in `with_budget`.
        let clock = thread_cpu_clock();
        let deadline = clock.and_then(cpu_time).map(|t| t + limit);
        let thread = std::thread::spawn(move || {
            let handle = handle;
            let (lock, cvar) = &*st;
            let mut stopped = lock.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                // CPU time advances no faster than wall-clock time: waiting
                // for what is left cannot overshoot the limit.
                let left = match (clock.and_then(cpu_time), deadline) {
                    (Some(now), Some(d)) => d.saturating_sub(now),
                    _ => limit, // no CPU clock: wall-clock time, once
                };
                if left.is_zero() {
                    break;
                }
                let (s, _) = cvar
                    .wait_timeout_while(stopped, left, |stopped| !*stopped)
                    .unwrap_or_else(|e| e.into_inner());
                stopped = s;
                if *stopped || deadline.is_none() {
                    break;
                }
            }
            if !*stopped {
                timed_out.store(true, Ordering::SeqCst);
                // SAFETY: the lock is held, so `Watchdog::drop` (which
                // takes it before the context can go away) has not run:
                // the context is alive. isl_ctx_abort only sets a flag.
                unsafe { sys::isl_ctx_abort(handle.0) };
            }
        });
        Watchdog {
            state,
            thread: Some(thread),
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let (lock, cvar) = &*self.state;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        cvar.notify_one();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Ctx {
    /// Allocates a new context. Panics only if isl cannot allocate it.
    pub fn new() -> Ctx {
        // SAFETY: isl_ctx_alloc has no preconditions; it returns an owned context or NULL.
        let ptr = NonNull::new(unsafe { sys::isl_ctx_alloc() }).expect("isl_ctx_alloc failed");
        // SAFETY: ptr is a live context; the option value is one of isl's ISL_ON_ERROR_* constants.
        unsafe { sys::isl_options_set_on_error(ptr.as_ptr(), sys::ISL_ON_ERROR_CONTINUE as c_int) };
        Ctx {
            ptr,
            time_limit: Cell::new(None),
            allowance: Cell::new(None),
            allowance_bound: Cell::new(false),
            in_budget: Cell::new(false),
            timed_out: Arc::new(AtomicBool::new(false)),
            steps: RefCell::new(Vec::new()),
            time_scale: Cell::new(1),
            parsed: RefCell::new(HashMap::new()),
            _not_send_sync: PhantomData,
        }
    }

    pub(crate) fn as_ptr(&self) -> *mut sys::isl_ctx {
        self.ptr.as_ptr()
    }

    /// Limits the number of elementary isl operations (0 means unlimited).
    /// Once the count exceeds the limit, isl calls fail with an
    /// [`ErrorKind::Quota`] error until [`Ctx::reset_operations`] is called
    /// or the limit is raised.
    pub fn set_max_operations(&self, max_operations: u64) {
        // SAFETY: self.ptr is a live context (c_ulong is 64 bits on the supported targets).
        unsafe { sys::isl_ctx_set_max_operations(self.as_ptr(), max_operations) }
    }

    /// The current operation limit (0 means unlimited).
    pub fn max_operations(&self) -> u64 {
        // SAFETY: self.ptr is a live context.
        unsafe { sys::isl_ctx_get_max_operations(self.as_ptr()) }
    }

    /// Resets the operation counter to zero (and thereby lifts a quota
    /// error).
    pub fn reset_operations(&self) {
        // SAFETY: self.ptr is a live context.
        unsafe { sys::isl_ctx_reset_operations(self.as_ptr()) }
    }

    /// Runs `f` with an operation budget of `ops` (0 = unlimited), starting
    /// from a zero count, and afterwards restores the previous limit and
    /// resets the counter, so the context is usable again even if the
    /// budget ran out. Inside `f`, exhausting the budget makes isl calls
    /// return errors for which [`Error::is_quota`] holds.
    ///
    /// ```
    /// let ctx = isl::Ctx::new();
    /// let r = ctx.with_budget(100_000, |ctx| {
    ///     let s = isl::Set::parse(ctx, "{ [i] : 0 <= i < 10 }")?;
    ///     s.is_empty()
    /// });
    /// assert_eq!(r.ok(), Some(false));
    /// ```
    ///
    /// The outermost budget is also bounded in CPU time when a
    /// [`Ctx::set_time_limit`] is set: isl's operation count does not bound
    /// every computation (a pivot on huge coefficients is one operation,
    /// and the scheduler's Farkas duals were seen taking minutes within
    /// the count), so a watchdog aborts isl once the time is up. isl calls
    /// then fail with [`ErrorKind::TimeLimit`] until the budget returns.
    pub fn with_budget<'s, T>(&'s self, ops: u64, f: impl FnOnce(&'s Ctx) -> T) -> T {
        /// The watchdog of an outermost budget, and the thread's CPU time
        /// when it started (for the allowance).
        struct Outermost {
            /// None when the allowance was used up already: the context
            /// was aborted at once, by this thread.
            watchdog: Option<Watchdog>,
            started: Option<Duration>,
        }
        struct Restore<'a>(&'a Ctx, u64, Option<Outermost>);
        impl Drop for Restore<'_> {
            fn drop(&mut self) {
                if let Some(mut o) = self.2.take() {
                    drop(o.watchdog.take());
                    let ctx = self.0;
                    // SAFETY: ctx.ptr is a live context; the watchdog
                    // has stopped, so the abort flag stays cleared.
                    unsafe { sys::isl_ctx_resume(ctx.as_ptr()) };
                    ctx.timed_out.store(false, Ordering::SeqCst);
                    ctx.in_budget.set(false);
                    ctx.allowance_bound.set(false);
                    if let Some((left, total)) = ctx.allowance.get() {
                        let now = thread_cpu_clock().and_then(cpu_time);
                        let used = match (o.started, now) {
                            (Some(s), Some(n)) => n.saturating_sub(s),
                            // No CPU clock: the whole allowance, so that
                            // it still bounds.
                            _ => left,
                        };
                        ctx.allowance.set(Some((left.saturating_sub(used), total)));
                    }
                }
                self.0.set_max_operations(self.1);
                self.0.reset_operations();
            }
        }
        let limit = match (self.time_limit.get(), self.allowance.get()) {
            (Some(l), Some((left, _))) => {
                self.allowance_bound.set(left < l);
                Some(l.min(left))
            }
            (None, Some((left, _))) => {
                self.allowance_bound.set(true);
                Some(left)
            }
            (l, None) => l,
        };
        let outermost = match limit {
            Some(limit) if !self.in_budget.get() => {
                self.in_budget.set(true);
                let started = thread_cpu_clock().and_then(cpu_time);
                let watchdog = if limit.is_zero() && self.allowance_bound.get() {
                    // Nothing left: fail now, not when a thread gets to it.
                    self.timed_out.store(true, Ordering::SeqCst);
                    // SAFETY: self.ptr is a live context; isl_ctx_abort
                    // only sets the flag isl polls.
                    unsafe { sys::isl_ctx_abort(self.as_ptr()) };
                    None
                } else {
                    Some(Watchdog::start(self, limit, &self.timed_out))
                };
                Some(Outermost { started, watchdog })
            }
            _ => {
                if !self.in_budget.get() {
                    self.allowance_bound.set(false);
                }
                None
            }
        };
        let _restore = Restore(self, self.max_operations(), outermost);
        self.set_max_operations(ops);
        self.reset_operations();
        f(self)
    }

    /// Bounds every outermost [`Ctx::with_budget`] to `limit` of CPU time
    /// of the calling thread (None: no limit).
    ///
    /// ```
    /// use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// ctx.set_time_limit(Some(Duration::from_millis(1)));
    /// let r: isl::Result<()> = ctx.with_budget(0, |ctx| loop {
    ///     // Work that never ends by itself (emptiness tests pivot).
    ///     let s = isl::Set::parse_text(ctx, "[n] -> { [i, j] : 0 <= i < n and 0 <= j < i }")?;
    ///     s.is_empty()?;
    /// });
    /// let e: isl::Error = r.unwrap_err();
    /// assert!(e.is_quota() && e.kind == isl::ErrorKind::TimeLimit);
    /// // The context works again afterwards.
    /// assert!(ctx.with_budget(0, |ctx| isl::Set::parse(ctx, "{ [i] : 0 <= i < 3 }")).is_ok());
    /// ```
    pub fn set_time_limit(&self, limit: Option<Duration>) {
        self.time_limit.set(limit);
    }

    /// Bounds the CPU time of all outermost [`Ctx::with_budget`]s
    /// together, from now on, to `total` (None: no allowance): each runs
    /// under what its predecessors left (and under [`Ctx::set_time_limit`]
    /// when that is smaller); once it is used up, every outermost budget
    /// fails at its first isl call with [`ErrorKind::TimeLimit`].
    ///
    /// ```
    /// use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// ctx.set_allowance(Some(Duration::from_millis(20)));
    /// let spin = |ctx: &isl::Ctx| -> isl::Result<()> {
    ///     loop {
    ///         isl::Set::parse_text(ctx, "[n] -> { [i, j] : 0 <= i < n and 0 <= j < i }")?.is_empty()?;
    ///     }
    /// };
    /// assert_eq!(ctx.with_budget(0, spin).unwrap_err().kind, isl::ErrorKind::TimeLimit);
    /// assert!(ctx.allowance_left().unwrap().is_zero());
    /// // Used up: the next budget fails at once.
    /// let r = ctx.with_budget(0, |ctx| isl::Set::parse(ctx, "{ [i] : 0 <= i < 3 }"));
    /// assert_eq!(r.unwrap_err().kind, isl::ErrorKind::TimeLimit);
    /// ```
    pub fn set_allowance(&self, total: Option<Duration>) {
        self.allowance.set(total.map(|t| (t, t)));
    }

    /// What the allowance ([`Ctx::set_allowance`]) still holds.
    pub fn allowance_left(&self) -> Option<Duration> {
        self.allowance.get().map(|(left, _)| left)
    }

    /// A new reference to the object of type `kind` that `text` parsed to
    /// in this context before, if it did.
    pub(crate) fn parsed_before(&self, kind: &'static str, text: &str) -> Option<*mut c_void> {
        let parsed = self.parsed.borrow();
        let r = parsed.get(kind)?.get(text)?;
        Some((r.copy)(r.ptr.as_ptr()))
    }

    /// Keeps `ptr`, a reference to what `text` parsed to as type `kind`
    /// (its copy and free functions with it), for [`Ctx::parsed_before`].
    pub(crate) fn remember_parsed(
        &self,
        kind: &'static str,
        text: &str,
        ptr: *mut c_void,
        copy: fn(*mut c_void) -> *mut c_void,
        free: fn(*mut c_void),
    ) {
        let Some(ptr) = NonNull::new(ptr) else { return };
        let old = self
            .parsed
            .borrow_mut()
            .entry(kind)
            .or_default()
            .insert(Box::from(text), Remembered { ptr, copy, free });
        if let Some(old) = old {
            (old.free)(old.ptr.as_ptr());
        }
    }

    /// Runs `f`, one step of a bounded computation, with a CPU-time limit
    /// of its own (within the enclosing ones): when it runs out, `f`'s isl
    /// calls fail with [`ErrorKind::TimeLimit`] and, unless an enclosing
    /// limit ran out too, the context works again after `f` returns. For
    /// an attempt that has a cheaper fallback. Steps nest: a step inside
    /// another runs until either limit ends it.
    ///
    /// ```
    /// use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// let r: isl::Result<()> = ctx.with_step_time_limit(Duration::from_millis(1), |ctx| loop {
    ///     isl::Set::parse_text(ctx, "[n] -> { [i] : 0 <= i < n }")?.is_empty()?;
    /// });
    /// assert_eq!(r.unwrap_err().kind, isl::ErrorKind::TimeLimit);
    /// assert!(isl::Set::parse(&ctx, "{ [i] : 0 <= i < 3 }").unwrap().is_empty().is_ok());
    /// // A step inside another: the inner one ends, the outer one goes on.
    /// let outer = ctx.with_step_time_limit(Duration::from_secs(60), |ctx| {
    ///     let inner: isl::Result<()> = ctx.with_step_time_limit(Duration::from_millis(1), |ctx| loop {
    ///         isl::Set::parse_text(ctx, "[n] -> { [i] : 0 <= i < n }")?.is_empty()?;
    ///     });
    ///     assert!(ctx.step_ran_out(&inner));
    ///     isl::Set::parse(ctx, "{ [i] : 0 <= i < 3 }")?.is_empty()
    /// });
    /// assert!(outer.is_ok());
    /// ```
    pub fn with_step_time_limit<'s, T>(
        &'s self,
        limit: Duration,
        f: impl FnOnce(&'s Ctx) -> Result<T>,
    ) -> Result<T> {
        let limit = limit.saturating_mul(self.time_scale.get());
        let fired = Arc::new(AtomicBool::new(false));
        self.steps.borrow_mut().push((limit, fired.clone()));
        let watchdog = Watchdog::start(self, limit, &fired);
        let r = f(self);
        drop(watchdog);
        self.steps.borrow_mut().pop();
        if fired.load(Ordering::SeqCst) && !self.is_timed_out() {
            // SAFETY: self.ptr is a live context; every watchdog that
            // could set the abort flag is accounted for (this step's has
            // stopped, the enclosing ones have not fired).
            unsafe { sys::isl_ctx_resume(self.as_ptr()) };
            self.reset_error();
        }
        r
    }

    /// Whether `r`, the result of a step ([`Ctx::with_step_time_limit`])
    /// that has returned, failed at that step's own limit: the context
    /// works again, and the caller may take its fallback. False for any
    /// other result, and when an enclosing limit ran out too.
    pub fn step_ran_out<T>(&self, r: &Result<T>) -> bool {
        matches!(r, Err(e) if e.kind == ErrorKind::TimeLimit) && !self.is_timed_out()
    }

    /// Whether a limit under way has run out (an enclosing step's, or the
    /// outermost budget's): isl calls fail until it is left.
    fn is_timed_out(&self) -> bool {
        self.timed_out.load(Ordering::SeqCst)
            || self
                .steps
                .borrow()
                .iter()
                .any(|(_, fired)| fired.load(Ordering::SeqCst))
    }

    /// The step whose watchdog fired, innermost first (for the message).
    fn fired_step(&self) -> Option<Duration> {
        self.steps
            .borrow()
            .iter()
            .rev()
            .find(|(_, fired)| fired.load(Ordering::SeqCst))
            .map(|(limit, _)| *limit)
    }

    /// The CPU-time limit of the innermost step under way
    /// ([`Ctx::with_step_time_limit`]), None outside a step.
    ///
    /// ```
    /// use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// assert_eq!(ctx.step_time_limit(), None);
    /// let inside = ctx.with_step_time_limit(Duration::from_millis(50), |ctx| Ok(ctx.step_time_limit()));
    /// assert_eq!(inside.unwrap(), Some(Duration::from_millis(50)));
    /// ```
    pub fn step_time_limit(&self) -> Option<Duration> {
        self.steps.borrow().last().map(|(limit, _)| *limit)
    }

    /// Multiplies the CPU-time limit of every step
    /// ([`Ctx::with_step_time_limit`]) that starts from now on by `factor`
    /// (at least 1). The limits are set for the machines the project
    /// measures on; a slower or loaded machine, or a run under a tool
    /// such as valgrind, gives a step that needs most of its limit the
    /// room it has there, so that what it computes does not depend on the
    /// machine's speed. Operation budgets are unchanged.
    ///
    /// ```
    /// use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// ctx.set_time_scale(4);
    /// let inside = ctx.with_step_time_limit(Duration::from_millis(50), |ctx| Ok(ctx.step_time_limit()));
    /// assert_eq!(inside.unwrap(), Some(Duration::from_millis(200)));
    /// ```
    pub fn set_time_scale(&self, factor: u32) {
        self.time_scale.set(factor.max(1));
    }

    /// The factor of [`Ctx::set_time_scale`] (1 unless set).
    pub fn time_scale(&self) -> u32 {
        self.time_scale.get()
    }

    /// `spent`, CPU time measured on this machine, in the units of the
    /// limits given to [`Ctx::with_step_time_limit`] (divided by the
    /// [time scale](Ctx::set_time_scale)): what a caller that shares one
    /// limit between several steps takes from it.
    ///
    /// ```
    /// # use std::time::Duration;
    /// let ctx = isl::Ctx::new();
    /// ctx.set_time_scale(4);
    /// assert_eq!(ctx.in_limit_units(Duration::from_millis(200)), Duration::from_millis(50));
    /// ```
    pub fn in_limit_units(&self, spent: Duration) -> Duration {
        spent / self.time_scale.get()
    }

    /// The CPU-time limit of each outermost budget.
    pub fn time_limit(&self) -> Option<Duration> {
        self.time_limit.get()
    }

    /// [`Ctx::with_budget`] for a step inside a bounded computation: the
    /// step gets `ops`, or the enclosing limit when that is smaller (0, no
    /// limit, counts as larger). The enclosing count restarts afterwards.
    ///
    /// ```
    /// let ctx = isl::Ctx::new();
    /// ctx.with_budget(0, |ctx| {
    ///     ctx.with_nested_budget(500, |ctx| assert_eq!(ctx.max_operations(), 500));
    ///     assert_eq!(ctx.max_operations(), 0);
    /// });
    /// ctx.with_budget(100, |ctx| {
    ///     ctx.with_nested_budget(500, |ctx| assert_eq!(ctx.max_operations(), 100));
    /// });
    /// ```
    pub fn with_nested_budget<'s, T>(&'s self, ops: u64, f: impl FnOnce(&'s Ctx) -> T) -> T {
        let outer = self.max_operations();
        let ops = if outer == 0 { ops } else { ops.min(outer) };
        self.with_budget(ops, f)
    }

    /// Moves isl's pending error (kind and message) out of the context and
    /// resets the context's error state.
    pub(crate) fn take_error(&self) -> Error {
        // SAFETY: self.ptr is a live context.
        let code = unsafe { sys::isl_ctx_last_error(self.as_ptr()) };
        // SAFETY: self.ptr is a live context; the message (possibly NULL) is owned by the context and copied before the reset below.
        let msg = unsafe { borrowed_c_str(sys::isl_ctx_last_error_msg(self.as_ptr())) };
        self.reset_error();
        let kind = match code {
            sys::isl_error_none => {
                return Error::new(
                    ErrorKind::Unknown,
                    "isl reported failure without setting an error",
                )
            }
            // Once the watchdog has aborted the computation, any failure is
            // the time limit's (isl's parser, say, reports the abort
            // within it as a syntax error).
            _ if self.is_timed_out() => ErrorKind::TimeLimit,
            sys::isl_error_abort => ErrorKind::Abort,
            sys::isl_error_alloc => ErrorKind::Alloc,
            sys::isl_error_internal => ErrorKind::Internal,
            sys::isl_error_invalid => ErrorKind::Invalid,
            sys::isl_error_quota => ErrorKind::Quota,
            sys::isl_error_unsupported => ErrorKind::Unsupported,
            _ => ErrorKind::Unknown,
        };
        let msg = if kind == ErrorKind::TimeLimit {
            None
        } else {
            msg
        };
        let message = msg.unwrap_or_else(|| match kind {
            ErrorKind::Quota => "maximal number of operations exceeded".to_string(),
            ErrorKind::TimeLimit => match (self.allowance.get(), self.fired_step()) {
                (_, Some(limit)) if !self.timed_out.load(Ordering::SeqCst) => {
                    format!("time limit of {} s of this step exceeded", seconds(limit))
                }
                (Some((_, total)), _) if self.allowance_bound.get() => {
                    format!("time allowance of {} s used up", total.as_secs_f64())
                }
                _ => format!(
                    "time limit of {} s exceeded",
                    seconds(self.time_limit().unwrap_or_default())
                ),
            },
            _ => "isl error without message".to_string(),
        });
        Error::new(kind, message)
    }

    /// Clears isl's pending error state.
    pub(crate) fn reset_error(&self) {
        // SAFETY: self.ptr is a live context.
        unsafe { sys::isl_ctx_reset_error(self.as_ptr()) }
    }

    /// Whether isl has a pending error.
    pub(crate) fn has_error(&self) -> bool {
        // SAFETY: self.ptr is a live context.
        unsafe { sys::isl_ctx_last_error(self.as_ptr()) != sys::isl_error_none }
    }

    /// Fails unless `other` is this very context (isl objects of different
    /// contexts must never be combined).
    pub(crate) fn check_same(&self, other: &Ctx) -> Result<()> {
        if std::ptr::eq(self, other) || self.ptr == other.ptr {
            Ok(())
        } else {
            Err(Error::new(
                ErrorKind::Invalid,
                "isl objects from different contexts cannot be combined",
            ))
        }
    }

    /// Converts an `isl_bool`.
    pub(crate) fn check_bool(&self, b: sys::isl_bool) -> Result<bool> {
        match b {
            sys::isl_bool_true => Ok(true),
            sys::isl_bool_false => Ok(false),
            _ => Err(self.take_error()),
        }
    }

    /// Converts an `isl_stat`.
    pub(crate) fn check_stat(&self, s: sys::isl_stat) -> Result<()> {
        if s == sys::isl_stat_ok {
            Ok(())
        } else {
            Err(self.take_error())
        }
    }

    /// Converts an `isl_size` (negative means error).
    pub(crate) fn check_size(&self, n: sys::isl_size) -> Result<usize> {
        usize::try_from(n).map_err(|_| self.take_error())
    }
}

impl Default for Ctx {
    fn default() -> Self {
        Ctx::new()
    }
}

impl Drop for Ctx {
    fn drop(&mut self) {
        // The remembered objects go first: they belong to the context.
        for (_, r) in self.parsed.take().into_values().flatten() {
            (r.free)(r.ptr.as_ptr());
        }
        // SAFETY: we own the context; all objects borrowing it are gone (enforced by their lifetimes).
        unsafe { sys::isl_ctx_free(self.as_ptr()) }
    }
}

impl std::fmt::Debug for Ctx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ctx({:p})", self.ptr)
    }
}

/// Converts a Rust string for isl; interior NULs are an `Invalid` error.
pub(crate) fn cstring(s: &str) -> Result<CString> {
    CString::new(s).map_err(|_| Error::new(ErrorKind::Invalid, "string contains a NUL byte"))
}

/// Copies and frees a malloc'ed C string returned by isl (`__isl_give char *`).
///
/// # Safety
/// `p` must be NULL or a malloc'ed NUL-terminated string owned by the caller.
pub(crate) unsafe fn take_c_string(p: *mut c_char) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: p is a valid NUL-terminated string (caller's contract).
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: p was malloc'ed by isl and is owned by us; it is freed exactly once.
    unsafe { free(p.cast()) };
    Some(s)
}

/// Copies a C string that isl keeps ownership of.
///
/// # Safety
/// `p` must be NULL or a NUL-terminated string valid for the duration of the call.
pub(crate) unsafe fn borrowed_c_str(p: *const c_char) -> Option<String> {
    if p.is_null() {
        None
    } else {
        // SAFETY: p is a valid NUL-terminated string (caller's contract).
        Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }
}

/// A position or count for an isl `int` or `unsigned` parameter (the
/// target type is inferred from the isl function).
pub(crate) fn pos<T: TryFrom<usize>>(x: usize) -> Result<T> {
    T::try_from(x).map_err(|_| Error::new(ErrorKind::Invalid, "position or count too large"))
}

/// A value for an isl `int`/`long` parameter.
pub(crate) fn num<T: TryFrom<i64>>(x: i64) -> Result<T> {
    T::try_from(x).map_err(|_| Error::new(ErrorKind::Invalid, "value out of range for isl"))
}

/// A position/count for an isl `int` parameter.
pub(crate) fn c_int(x: usize) -> Result<c_int> {
    c_int::try_from(x).map_err(|_| Error::new(ErrorKind::Invalid, "position or count too large"))
}

/// A position/count for an isl `unsigned` parameter.
pub(crate) fn c_uint(x: usize) -> Result<c_uint> {
    c_uint::try_from(x).map_err(|_| Error::new(ErrorKind::Invalid, "position or count too large"))
}

impl Ctx {
    /// Runs an isl query returning a borrowed, possibly-NULL name
    /// (`const char *`): NULL without an isl error means "no name".
    pub(crate) fn query_name(&self, f: impl FnOnce() -> *const c_char) -> Result<Option<String>> {
        self.reset_error();
        let p = f();
        if p.is_null() {
            if self.has_error() {
                Err(self.take_error())
            } else {
                Ok(None)
            }
        } else {
            // SAFETY: isl returned a non-NULL NUL-terminated string it owns; it stays valid until the object changes, and we copy it at once.
            Ok(unsafe { borrowed_c_str(p) })
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn seconds_in_messages() {
        use std::time::Duration;
        assert_eq!(super::seconds(Duration::from_millis(250)), "0.25");
        assert_eq!(super::seconds(Duration::from_millis(500)), "0.5");
        assert_eq!(super::seconds(Duration::from_secs(2)), "2.0");
    }

    use super::*;
    use crate::{ScheduleConstraints, Set, UnionMap, UnionSet};

    fn heavy(domain: &UnionSet, deps: &UnionMap) -> Result<String> {
        let s = ScheduleConstraints::on_domain(domain.clone())?
            .set_validity(deps.clone())?
            .set_proximity(deps.clone())?
            .set_coincidence(deps.clone())?
            .compute_schedule()?;
        Ok(s.to_string())
    }

    #[test]
    fn conversion_to_a_union_after_a_step_ran_out_is_an_error() {
        // isl answers NULL to every call once a step's limit has stopped
        // the context, conversions to unions too: an error, not a panic.
        let ctx = Ctx::new();
        let set = Set::parse(&ctx, "[n] -> { S[i] : 0 <= i < n }").unwrap();
        let map = crate::Map::parse(&ctx, "[n] -> { S[i] -> A[i] : 0 <= i < n }").unwrap();
        let r: Result<(UnionSet, UnionMap)> =
            ctx.with_step_time_limit(std::time::Duration::from_millis(1), |ctx| {
                // Until the limit stops the context (the error is dropped:
                // the conversions below must fail on their own).
                while Set::parse_text(ctx, "[n] -> { [i] : 0 <= i < n }")
                    .and_then(|s| s.is_empty())
                    .is_ok()
                {}
                Ok((
                    UnionSet::try_from(set.clone())?,
                    UnionMap::try_from(map.clone())?,
                ))
            });
        assert_eq!(r.unwrap_err().kind, crate::ErrorKind::TimeLimit);
        // After the step, the context works again.
        assert!(UnionSet::try_from(set).is_ok() && UnionMap::try_from(map).is_ok());
    }

    #[test]
    fn parsing_a_known_text_is_free() {
        let ctx = Ctx::new();
        let text = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < i; T[i] : 0 <= i < n }";
        let first = UnionSet::parse(&ctx, text).unwrap();
        // Remembered: no operation, so a budget of one passes; a new text
        // does not.
        let again = ctx
            .with_budget(1, |ctx| UnionSet::parse(ctx, text))
            .unwrap();
        assert!(again.is_equal(&first).unwrap());
        let other = ctx.with_budget(1, |ctx| UnionSet::parse(ctx, "{ S[i] : 0 <= i < 5 }"));
        assert!(other.unwrap_err().is_quota());
        // The same text as another type is parsed as that type.
        assert!(Set::parse(&ctx, "{ S[i] : 0 <= i < 5 }").is_ok());
    }

    #[test]
    fn parse_past_the_budget_is_a_quota_error() {
        // isl's parser reports a budget exhausted inside it as a syntax
        // error; whatever operation the budget runs out at, the error says
        // quota.
        let ctx = Ctx::new();
        let text =
            "[n, m] -> { S[i, j] -> [i + j, j, floor((i + 2j)/3)] : 0 <= i < n and 0 <= j < m \
                    and i + j < 2n - 3; T[i] -> [i, 0, floor(i/2)] : 0 <= i < n and i mod 3 = 1 }";
        let mut kinds = Vec::new();
        for budget in 1..400 {
            let r = ctx.with_budget(budget, |ctx| {
                let m = UnionMap::parse_text(ctx, text)?;
                m.clone().apply_range(m.reverse()?)?.coalesce()
            });
            if let Err(e) = r {
                kinds.push((budget, e.kind));
            }
        }
        assert!(!kinds.is_empty());
        for (budget, kind) in kinds {
            assert_eq!(kind, crate::ErrorKind::Quota, "budget {budget}");
        }
        // A real syntax error stays one.
        let e = ctx
            .with_budget(1_000_000, |ctx| UnionMap::parse(ctx, "{ S[i] -> "))
            .expect_err("bad text");
        assert_eq!(e.kind, crate::ErrorKind::Invalid);
    }

    #[test]
    fn quota_error_and_recovery() {
        let ctx = Ctx::new();
        let domain = UnionSet::parse(
            &ctx,
            "[n] -> { S[i, j] : 0 <= i, j < n; T[i, j, k] : 0 <= i, j, k < n; U[i] : 0 <= i < n }",
        )
        .unwrap();
        let deps = UnionMap::parse(
            &ctx,
            "[n] -> { S[i, j] -> T[i, j, 0]; T[i, j, k] -> T[i, j, k + 1] : k < n - 1; \
             T[i, j, n - 1] -> U[i]; S[i, j] -> S[i + 1, j - 1] }",
        )
        .unwrap()
        .intersect_domain(domain.clone())
        .unwrap()
        .intersect_range(domain.clone())
        .unwrap();
        assert_eq!(ctx.max_operations(), 0);

        // A tiny budget makes the computation fail with a quota error ...
        let r = ctx.with_budget(50, |_| heavy(&domain, &deps));
        let e = r.unwrap_err();
        assert!(e.is_quota(), "{e}");
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(!e.message.is_empty());
        // ... and afterwards the limit is restored and the context works.
        assert_eq!(ctx.max_operations(), 0);
        let full = heavy(&domain, &deps).unwrap();
        // A generous budget gives the same result as no budget.
        let r = ctx
            .with_budget(100_000_000, |_| heavy(&domain, &deps))
            .unwrap();
        assert_eq!(r, full);

        // The same by hand: set a limit, fail, reset the counter, succeed.
        ctx.set_max_operations(50);
        let e = heavy(&domain, &deps).unwrap_err();
        assert!(e.is_quota());
        // Without a reset every further operation fails too.
        assert!(heavy(&domain, &deps).unwrap_err().is_quota());
        ctx.set_max_operations(0);
        ctx.reset_operations();
        assert_eq!(heavy(&domain, &deps).unwrap(), full);
        assert!(Set::parse(&ctx, "{ [i] : 0 <= i < 10 }")
            .unwrap()
            .is_bounded()
            .unwrap());
    }

    #[test]
    fn error_state_is_reset_after_each_error() {
        let ctx = Ctx::new();
        let e = Set::parse(&ctx, "{ [i] : i >= }").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
        assert!(!ctx.has_error());
        assert!(e.to_string().starts_with("isl error (Invalid): "), "{e}");
        let boxed: Box<dyn std::error::Error> = Box::new(e);
        assert!(!boxed.to_string().is_empty());
    }
}
