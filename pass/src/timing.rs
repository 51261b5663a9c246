//! The phase-timing trace (`RUST_LOG=tessera::time=debug`): each phase of
//! each SCoP, with its wall-clock time, under one target so that
//! a profile of the pass reads off the log.

/// `f()`, its time logged (`tessera::time`) under the SCoP and phase.
pub(crate) fn timed<T>(scop: &str, phase: &str, f: impl FnOnce() -> T) -> T {
    let start = std::time::Instant::now();
    let r = f();
    log::debug!(target: "tessera::time", "{scop}: {phase} {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
    r
}
