//! The one call of isl's scheduler, and its input prepared for it: every
//! strategy (automatic schedule, time tiling, fusion structures) schedules
//! through [`compute`] on a [`Problem`], so the bounds on coefficients,
//! the fixed order of the relations and the generalization of large
//! constants apply everywhere alike.

use isl::{Ctx, Schedule, ScheduleConstraints, UnionSet};

/// Bounds on the schedule's coefficients and constant terms.
const MAX_COEFFICIENT: i32 = 20;
const MAX_CONSTANT_TERM: i32 = 20;

/// CPU time one run of isl's scheduler may take. Bounded coefficients do
/// not bound the ILPs' integer sampling, which isl's operation budget does
/// not count: with many parameters one run took past the 2 s phase limit
/// (fuzz seed 800136: 2 statements, 14 parameters). On the own suite and
/// PolyBench one run takes at most 137 ms (PolyBench's ludcmp). A run
/// inside another step (the live-range-preserving attempt) is bounded by
/// that step's limit.
const SCHEDULER_TIME: std::time::Duration = std::time::Duration::from_millis(500);

/// The scheduler's input, prepared once for every run of isl's scheduler
/// on it (fused and distributed): rebuilt in a fixed order, and
/// generalized to size parameters where its constants are large (see
/// [`canonical`] and the generalize module). Preparing costs isl
/// operations, which the budgets of the runs should not pay.
pub(crate) struct Problem<'c> {
    sc: ScheduleConstraints<'c>,
    general: Option<(
        ScheduleConstraints<'c>,
        crate::transform::generalize::Generalization<'c>,
    )>,
    domain: UnionSet<'c>,
}

impl<'c> Problem<'c> {
    pub(crate) fn new(ctx: &'c Ctx, sc: &ScheduleConstraints<'c>) -> isl::Result<Problem<'c>> {
        let general = match crate::transform::generalize::Generalization::of(ctx, sc)? {
            Some(g) => Some((canonical(&g.constraints(sc)?)?, g)),
            None => None,
        };
        Ok(Problem {
            sc: canonical(sc)?,
            general,
            domain: sc.get_domain()?,
        })
    }

    /// isl's scheduler on the generalized problem, its schedule
    /// specialized back; on the problem as it is when nothing is large or
    /// the generalized problem has no schedule isl can compute.
    fn schedule(&self) -> isl::Result<Schedule<'c>> {
        if let Some((general, g)) = &self.general {
            match general.try_clone()?.compute_schedule() {
                Ok(s) => {
                    if let Some(s) = g.specialize(&s, self.domain.clone())? {
                        return Ok(s);
                    }
                }
                Err(e) if e.is_quota() => return Err(e),
                Err(_) => {}
            }
        }
        self.sc.try_clone()?.compute_schedule()
    }
}

/// Runs isl's scheduler with its SCC serialization set as asked, restoring
/// the context's option afterwards.
pub(crate) fn compute<'c>(
    ctx: &'c Ctx,
    problem: &Problem<'c>,
    serialize: bool,
) -> isl::Result<Schedule<'c>> {
    let before = ctx.schedule_serialize_sccs();
    let (coef, constant) = (
        ctx.schedule_max_coefficient(),
        ctx.schedule_max_constant_term(),
    );
    ctx.set_schedule_serialize_sccs(serialize);
    // Bounded coefficients and constants keep isl's ILPs small: unbounded,
    // a 3-statement SCoP with 7 parameters took 280 s (fuzz seed 200702),
    // and isl's operation budget does not count the ILP's work. Polly
    // bounds them the same way.
    ctx.set_schedule_max_coefficient(MAX_COEFFICIENT);
    ctx.set_schedule_max_constant_term(MAX_CONSTANT_TERM);
    // The problem as isl's scheduler gets it, whole, for replaying it
    // apart from the compiler (`isl/examples/replay.rs`).
    if log::log_enabled!(target: "tessera::scheduler", log::Level::Trace) {
        let text = match &problem.general {
            Some((general, _)) => general.to_string(),
            None => problem.sc.to_string(),
        };
        log::trace!(target: "tessera::scheduler", "serialize {serialize}: {text}");
    }
    let started = std::time::Instant::now();
    let r = ctx
        .with_step_time_limit(SCHEDULER_TIME, |_| problem.schedule())
        .map_err(|e| e.unfinished("isl's scheduler"));
    log::trace!(
        target: "tessera::scheduler",
        "in {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    ctx.set_schedule_serialize_sccs(before);
    ctx.set_schedule_max_coefficient(coef);
    ctx.set_schedule_max_constant_term(constant);
    r
}

/// The scheduler's input with every relation rebuilt afresh in a fixed
/// order. isl's scheduler visits statements and dependences in the order
/// of its union maps' hash tables, which depends on how each table was
/// built (one that grew and then lost entries iterates differently), and
/// its running time is very sensitive to that order: PolyBench's lu kernel
/// ran past the 2 s limit with the dependences as the analysis left them,
/// and took 30 ms with the same relations rebuilt. Rebuilt, the order is
/// a function of the relations alone, not of their history.
fn canonical<'c>(sc: &ScheduleConstraints<'c>) -> isl::Result<ScheduleConstraints<'c>> {
    crate::transform::constraints::rebuild(sc, sc.get_context()?, true, Ok, Ok)
}
