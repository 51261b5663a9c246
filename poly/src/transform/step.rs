//! One step at a time: the schedule of a time-stepped SCoP that is not
//! time-tiled, found for the body of its outer time loop.
//!
//! A step with many statements (adi: two sweeps of 16 statements) makes
//! no single permutable band with its time loop, so time tiling is not
//! tried (see `stencil`). Each step's sweeps can still be distributed,
//! tiled and interchanged, as any loop nest is. Here the time loop becomes
//! a parameter of a model of one step: its dependences are those between
//! instances of one step, and the automatic scheduler works on the loops
//! below it alone. The step's schedule is checked in the step's model
//! (every element live in and live out at the step's edges) and goes back
//! under the time loop, which keeps every dependence between steps in
//! order: that check is the whole SCoP's proof (`Outcome::New::proven`).
//! PolyBench adi: 1.8x over clang -O3, where it kept its schedule.

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use crate::transform::auto::{AutoOptions, Outcome};
use isl::{Ctx, DimType, Map, Set, UnionMap};
use tessera_ir::{Param, Scop};

/// The schedule of `scop` (time-stepped: every statement under one outer
/// loop, `view` its view) built from that of its steps, or why the
/// original one stays. `schedule` is the automatic scheduler, for the step's model (passed
/// in: it is the caller, which sends time-stepped SCoPs here).
pub fn schedule_steps<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: &View<'c>,
    opts: AutoOptions,
    schedule: impl FnOnce(
        &'c Ctx,
        &Scop,
        AutoOptions,
        &mut Option<(View<'c>, Dependences<'c>)>,
    ) -> isl::Result<Outcome<'c>>,
) -> isl::Result<Outcome<'c>> {
    // Register-carried values are read from memory again on the whole
    // SCoP first: the code is generated from that model, and the step's
    // model is made from it.
    let reloaded = crate::transform::reload::reload_in(ctx, scop, view)?;
    let whole = reloaded.as_ref().map_or(scop, |r| &r.scop);
    let Some((step, time)) = step_model(ctx, whole)? else {
        return Ok(Outcome::Kept(
            "its statements do not share one outer time loop".into(),
        ));
    };
    // Expansions are not carried from the step's model to the whole
    // SCoP's: no schedule that would need them. The step's model is made
    // from the reloaded one: what it keeps in registers, the whole
    // SCoP's model keeps (reading again only cost: 2.4% of PolyBench adi's
    // compile, for nothing).
    let opts = AutoOptions {
        speculate: false,
        reload: false,
        ..opts
    };
    // The view and dependences of the step's model, for its check.
    let mut analysis = None;
    let outcome = schedule(ctx, &step, opts, &mut analysis)?;
    let Outcome::New {
        schedule,
        summary,
        reloaded: step_reloaded,
        register_tiles,
        tiled_order,
        ..
    } = outcome
    else {
        return Ok(outcome);
    };
    // A model changed again inside the step (its back-edge copies
    // widened) has no counterpart in the whole SCoP's (none on the own
    // suite or PolyBench).
    if step_reloaded.is_some() {
        return Ok(Outcome::Kept(
            "the schedule of its steps is for a model changed within a step, which the whole SCoP's model is not".into(),
        ));
    }
    // The proof, in the step's model: a dependence between two steps runs
    // forward along the time loop, first in the new dates as in the old;
    // one within a step is the step model's, whose check (each array
    // element live in and live out, as at the edges of a SCoP) is this.
    let step_dates = crate::view::pad_dates(schedule.clone())?;
    let checked = crate::transform::expand::plan_with(
        ctx,
        &step,
        &step_dates,
        analysis.as_mut(),
        tiled_order.as_ref(),
    )?;
    match checked {
        Some(expansions) if expansions.is_empty() => {}
        Some(_) => {
            return Ok(Outcome::Kept(
                "the schedule of its steps needs expansions, which are not carried to the whole SCoP yet".into(),
            ))
        }
        None => {
            return Ok(Outcome::Kept(
                "the schedule found for its steps breaks a dependence within a step".into(),
            ))
        }
    }
    let schedule = under_time_loop(ctx, schedule, &time)?;
    // The flat dates gain the time loop in front.
    let register_tiles = register_tiles
        .into_iter()
        .map(|mut t| {
            t.dims.iter_mut().for_each(|d| *d += 1);
            t
        })
        .collect();
    let summary = format!("each step of its outer time loop: {summary}");
    let summary = crate::transform::reload::with_summary(summary, reloaded.as_ref());
    Ok(Outcome::New {
        schedule,
        tree: None,
        summary,
        reloaded: reloaded.map(Box::new),
        time_tiled: false,
        register_tiles,
        // Proven here: the caller has no check to prove it with.
        tiled_order: None,
        speculative: false,
        proven: true,
    })
}

/// The model of one step of `scop`, its outer loop a parameter (named as
/// returned), when every statement's original schedule starts with the
/// same constant and then that loop.
fn step_model(ctx: &Ctx, scop: &Scop) -> isl::Result<Option<(Scop, String)>> {
    let mut time = String::from("t_step");
    while scop.params.iter().any(|p| p.name == time) {
        time.push('_');
    }
    let mut first: Option<Set> = None;
    let mut step = scop.clone();
    step.params.push(Param {
        name: time.clone(),
        ty: "i64".into(),
    });
    for st in &mut step.statements {
        let schedule = Map::parse(ctx, &st.schedule)?;
        if schedule.n_in() == 0 || schedule.n_out() < 2 {
            return Ok(None);
        }
        // Dates [c, t, ...]: the same c everywhere, then the loop.
        let lead = schedule
            .clone()
            .range()?
            .project_out(DimType::Set, 1, schedule.n_out() - 1)?;
        if !lead.is_singleton()? {
            return Ok(None);
        }
        match &first {
            None => first = Some(lead),
            Some(f) if f.is_equal(&lead)? => {}
            Some(_) => return Ok(None),
        }
        if !schedule
            .clone()
            .equate(DimType::In, 0, DimType::Out, 1)?
            .is_equal(&schedule)?
        {
            return Ok(None);
        }
        let domain = Set::parse(ctx, &st.domain)?;
        let np = domain.n_param();
        st.domain = domain
            .set_dim_name(DimType::Set, 0, &time)?
            .move_dims(DimType::Param, np, DimType::Set, 0, 1)?
            .set_tuple_name(&st.name)?
            .to_string();
        st.schedule = loop_to_param(schedule, &time, &st.name)?
            .project_out(DimType::Out, 0, 2)?
            .to_string();
        for a in &mut st.accesses {
            let m = Map::parse(ctx, &a.relation)?;
            let out = m.tuple_name(DimType::Out)?;
            let mut m = loop_to_param(m, &time, &st.name)?;
            if let Some(out) = out {
                m = m.set_tuple_name(DimType::Out, &out)?;
            }
            a.relation = m.to_string();
        }
    }
    Ok(Some((step, time)))
}

/// `m` with its first input dimension made the parameter `time`.
fn loop_to_param<'c>(m: Map<'c>, time: &str, stmt: &str) -> isl::Result<Map<'c>> {
    let np = m.n_param();
    m.set_dim_name(DimType::In, 0, time)?
        .move_dims(DimType::Param, np, DimType::In, 0, 1)?
        .set_tuple_name(DimType::In, stmt)
}

/// `m` with the parameter `time` made its first input dimension.
fn param_to_loop<'c>(m: Map<'c>, time: &str) -> isl::Result<Map<'c>> {
    let stmt = m.tuple_name(DimType::In)?.unwrap_or_default();
    let Some(pos) = (0..m.n_param())
        .find(|&i| m.dim_name(DimType::Param, i).ok().flatten().as_deref() == Some(time))
    else {
        return Err(isl::Error::new(
            isl::ErrorKind::Invalid,
            format!("the step's relation of {stmt} lacks {time}"),
        ));
    };
    m.move_dims(DimType::In, 0, DimType::Param, pos, 1)?
        .set_tuple_name(DimType::In, &stmt)
}

/// The step's dates `schedule` (parametric in `time`) as dates of the
/// whole SCoP: the time loop first, then the step's.
fn under_time_loop<'c>(
    ctx: &'c Ctx,
    schedule: UnionMap<'c>,
    time: &str,
) -> isl::Result<UnionMap<'c>> {
    let mut out = UnionMap::empty(ctx)?;
    for m in schedule.maps()? {
        let dates = param_to_loop(m, time)?;
        // [t, i..] -> [t]: the time loop's date.
        let time_date = Map::from_domain(dates.clone().domain()?)?
            .add_dims(DimType::Out, 1)?
            .equate(DimType::In, 0, DimType::Out, 0)?;
        out = out.union(UnionMap::try_from(time_date.flat_range_product(dates)?)?)?;
    }
    Ok(out)
}
