//! Mapping deviation (paper 000, Bastoul): for a script whose schedule
//! breaks dependences, the smallest constant shifts of the violating
//! statements' loops that make it legal, or the parameter values under
//! which the schedule as written is legal.
//!
//! Each loop dimension of each shifted statement (the sinks of the
//! violated dependences) gets a deviation parameter added to its dates.
//! A dependence is violated where its sink's date is not after its
//! source's: the values of the parameters (the SCoP's and the deviations)
//! for which some pair is violated are the unsafe space, and its
//! complement over every value of the SCoP's parameters the safe space
//! (the paper's safe space, asked to hold for every parameter value so
//! that one correction serves every run). The correction is the point of
//! the safe space with the smallest absolute shifts, outer loops first
//! (paper 000 §4.2: the smallest shifting, lexicographically). Loop
//! dimensions move first, each correction a `shift` a script can say;
//! only when no such shift does, the constants that order statements
//! (β, the position vector) get deviation parameters too, the dates' own
//! order giving the priority (β0, α0, β1, ...), and a changed constant is
//! a `position` line (paper 000 §5.1: reordering for β dimensions).
//!
//! The dependences a correction keeps: value-based flow, final writes,
//! initial reads, and the memory-based anti and output dependences of
//! arrays with elements (a scalar's false dependences are left to
//! expansion, as the check does). The caller checks the corrected
//! schedule as any other (`verify`).

use crate::analysis::deps::{Dep, Dependences};
use crate::analysis::view::View;
use crate::transform::constraints::untagged;
use isl::{Ctx, DimType, Map, Set, UnionMap, UnionSet};
use tessera_ir::Scop;

/// A shift of one statement's loop: `amount` iterations along the loop at
/// (current) depth `depth` around it; or, `constant`, `amount` added to
/// its position vector's constant `depth` (b0 ... bd).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shift {
    pub stmt: String,
    pub depth: usize,
    pub amount: i64,
    pub constant: bool,
}

/// What mapping deviation finds for an illegal schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deviation {
    /// These shifts make it keep every dependence, for every value of the
    /// parameters.
    Shifts(Vec<Shift>),
    /// No shift does for every value; the schedule as written is legal
    /// where this set of parameter values holds (isl text).
    LegalWhen(String),
    /// Neither; why.
    Not(String),
}

/// The deviation of `schedule` (padded dates, one map per statement),
/// whose `violated` dependences the check listed: shifts of loops, else
/// shifts of loops and constants, else where it is legal as written.
pub fn deviation<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    view: &View<'c>,
    deps: &Dependences<'c>,
    schedule: &UnionMap<'c>,
    violated: &[Dep],
) -> isl::Result<Deviation> {
    // Pairs of instances of every dependence kept, for both attempts.
    let pairs = precedence(scop, view, deps)?
        .intersect_domain(view.domain.clone())?
        .intersect_range(view.domain.clone())?;
    let loops = deviation_of(ctx, scop, &pairs, schedule, violated, false)?;
    if matches!(loops, Deviation::Shifts(_)) {
        return Ok(loops);
    }
    match deviation_of(ctx, scop, &pairs, schedule, violated, true)? {
        found @ Deviation::Shifts(_) => Ok(found),
        _ => Ok(loops),
    }
}

/// [`deviation`] for the dependences' instance `pairs`, with deviation
/// parameters on the loop dates of the violations' sinks, and on their
/// constants too when `constants`.
fn deviation_of<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    pairs: &UnionMap<'c>,
    schedule: &UnionMap<'c>,
    violated: &[Dep],
    constants: bool,
) -> isl::Result<Deviation> {
    // The sinks move (a live range's own statement among them: its
    // later write is the one that must wait).
    let mut shifted: Vec<String> = Vec::new();
    for d in violated {
        if !shifted.contains(&d.dst_stmt) {
            shifted.push(d.dst_stmt.clone());
        }
    }
    if shifted.is_empty() {
        return Ok(Deviation::Not("no violated dependence".into()));
    }
    let maps = schedule.maps()?;
    let Some(n_dates) = maps.first().map(Map::n_out) else {
        return Ok(Deviation::Not("no statement".into()));
    };
    // The deviated dates, and each deviation parameter's (statement,
    // date), by its name.
    let mut theta = UnionMap::empty(ctx)?;
    let mut devs: Vec<(String, usize, usize)> = Vec::new();
    for m in maps {
        let name = m.tuple_name(DimType::In)?.unwrap_or_default();
        let Some(si) = shifted.iter().position(|s| *s == name) else {
            theta = theta.union(UnionMap::try_from(m)?)?;
            continue;
        };
        let loops = m.n_in();
        let xs: Vec<String> = (0..n_dates).map(|i| format!("x{i}")).collect();
        let mut params = Vec::new();
        let ys: Vec<String> = (0..n_dates)
            .map(|i| {
                let depth = i / 2;
                let moves = if i % 2 == 1 {
                    depth < loops
                } else {
                    constants && depth <= loops
                };
                if moves {
                    let p = format!("tessera_dev{si}_{i}");
                    params.push(p.clone());
                    devs.push((p.clone(), si, i));
                    format!("x{i} + {p}")
                } else {
                    format!("x{i}")
                }
            })
            .collect();
        let t = Map::parse(
            ctx,
            &format!(
                "[{}] -> {{ [{}] -> [{}] }}",
                params.join(", "),
                xs.join(", "),
                ys.join(", ")
            ),
        )?;
        theta = theta.union(UnionMap::try_from(m.apply_range(t)?)?)?;
    }
    // Date pairs of every dependence kept; violated where the difference
    // is not lexicographically positive.
    let dated = pairs
        .clone()
        .apply_domain(theta.clone())?
        .apply_range(theta)?;
    let bad = dated.deltas()?.subtract(lex_positive(ctx, n_dates)?)?;
    let context = Set::parse(ctx, &scop.context)?;
    let unsafe_ = bad.params()?.intersect(context.clone())?;
    // Unsafe for some value of the SCoP's parameters.
    let mut any_value = unsafe_.clone();
    for p in &scop.params {
        if let Some(pos) = param_pos(&any_value, &p.name) {
            any_value = any_value.project_out(DimType::Param, pos, 1)?;
        }
    }
    // The deviation parameters left (one that no pair reads stays 0), as
    // set dimensions.
    let names: Vec<String> = (0..any_value.n_param())
        .filter_map(|i| any_value.dim_name(DimType::Param, i).ok().flatten())
        .collect();
    let universe = Set::universe(any_value.get_space()?)?;
    let safe =
        universe
            .subtract(any_value)?
            .move_dims(DimType::Set, 0, DimType::Param, 0, names.len())?;
    if !safe.is_empty()? {
        return smallest(ctx, &safe, &names, &devs, &shifted).map(|shifts| {
            shifts.map_or_else(
                || Deviation::Not("isl found no smallest shift".into()),
                Deviation::Shifts,
            )
        });
    }
    // No correction: where is the schedule legal as written?
    let mut as_written = unsafe_;
    for (p, ..) in &devs {
        if let Some(pos) = param_pos(&as_written, p) {
            as_written =
                as_written
                    .fix_si(DimType::Param, pos, 0)?
                    .project_out(DimType::Param, pos, 1)?;
        }
    }
    let legal = context.subtract(as_written)?.coalesce()?;
    if legal.is_empty()? {
        let list = shifted.join(", ");
        return Ok(Deviation::Not(format!(
            "no shift of {list} along its loops keeps every dependence"
        )));
    }
    Ok(Deviation::LegalWhen(legal.to_string()))
}

/// The dependences whose order a correction keeps, untagged.
fn precedence<'c>(scop: &Scop, view: &View<'c>, d: &Dependences<'c>) -> isl::Result<UnionMap<'c>> {
    let mut kept = d
        .flow
        .clone()
        .union(d.final_writes.clone())?
        .union(d.initial_reads.clone())?;
    for m in d.anti.clone().union(d.output.clone())?.maps()? {
        let of_elements = match view.source_ref(&m)? {
            Some(r) => scop.has_dimensions(&r.array),
            None => true,
        };
        if of_elements {
            kept = kept.union(UnionMap::try_from(m)?)?;
        }
    }
    untagged(&kept)
}

/// `{ [x0, ..., x(n-1)] : x >lex 0 }`.
fn lex_positive(ctx: &Ctx, n: usize) -> isl::Result<UnionSet<'_>> {
    let xs: Vec<String> = (0..n).map(|i| format!("x{i}")).collect();
    let pieces: Vec<String> = (0..n)
        .map(|k| {
            let mut c: Vec<String> = (0..k).map(|i| format!("x{i} = 0")).collect();
            c.push(format!("x{k} >= 1"));
            format!("({})", c.join(" and "))
        })
        .collect();
    UnionSet::parse(
        ctx,
        &format!("{{ [{}] : {} }}", xs.join(", "), pieces.join(" or ")),
    )
}

fn param_pos(set: &Set, name: &str) -> Option<usize> {
    (0..set.n_param())
        .find(|&i| set.dim_name(DimType::Param, i).ok().flatten().as_deref() == Some(name))
}

/// The point of `safe` (dimensions named `names`, deviation parameters)
/// with the smallest absolute shifts, outer dates first, then statements
/// in the order they were shifted.
fn smallest(
    ctx: &Ctx,
    safe: &Set,
    names: &[String],
    devs: &[(String, usize, usize)],
    shifted: &[String],
) -> isl::Result<Option<Vec<Shift>>> {
    let mut order: Vec<usize> = (0..names.len()).collect();
    let key = |i: &usize| {
        devs.iter()
            .find(|(p, ..)| *p == names[*i])
            .map(|&(_, s, d)| (d, s))
            .unwrap_or((usize::MAX, usize::MAX))
    };
    order.sort_by_key(key);
    let cs: Vec<String> = (0..names.len()).map(|i| format!("c{i}")).collect();
    let mut range = Vec::new();
    let mut cons = Vec::new();
    for &i in &order {
        range.push(format!("a{i}"));
        range.push(format!("c{i}"));
        cons.push(format!("a{i} >= c{i} and a{i} >= -c{i}"));
    }
    let abs = Map::parse(
        ctx,
        &format!(
            "{{ [{}] -> [{}] : {} }}",
            cs.join(", "),
            range.join(", "),
            if cons.is_empty() {
                "true".to_string()
            } else {
                cons.join(" and ")
            }
        ),
    )?;
    // `{ [a0 = 1, 1] }`: a coordinate isl names is written `name = value`.
    let point = safe.clone().apply(abs)?.lexmin()?.to_string();
    let inside = point
        .split_once('[')
        .and_then(|(_, r)| r.rsplit_once(']'))
        .map_or("", |(l, _)| l);
    let values: Vec<i64> = inside
        .split(',')
        .filter_map(|t| t.rsplit('=').next()?.trim().parse().ok())
        .collect();
    if values.len() != 2 * names.len() {
        return Ok(None);
    }
    let mut shifts = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let amount = values[2 * k + 1];
        if amount == 0 {
            continue;
        }
        if let Some((_, s, d)) = devs.iter().find(|(p, ..)| *p == names[i]) {
            // Date `d`: a loop's at odd positions, a constant's at even.
            shifts.push(Shift {
                stmt: shifted[*s].clone(),
                depth: *d / 2,
                amount,
                constant: *d % 2 == 0,
            });
        }
    }
    Ok(Some(shifts))
}

/// `scop` within the parameter values `w` (isl set text, as
/// [`Deviation::LegalWhen`] gives them): its context and every statement's
/// domain narrowed (dependences are computed on the domains). A schedule
/// legal only where `w` holds is checked on this model, and its code runs
/// under a run-time test of `w`.
pub fn within(ctx: &Ctx, scop: &Scop, w: &str) -> isl::Result<Scop> {
    let w = Set::parse(ctx, w)?;
    let narrow = |text: &str| -> isl::Result<String> {
        Ok(Set::parse(ctx, text)?
            .intersect_params(w.clone())?
            .to_string())
    };
    let mut g = scop.clone();
    g.context = narrow(&scop.context)?;
    for st in &mut g.statements {
        st.domain = narrow(&st.domain)?;
    }
    Ok(g)
}
