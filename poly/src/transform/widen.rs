//! Copies widened to their loop: a statement that only copies one
//! zero-dimensional value into a PHI array (a loop's back edge:
//! `phi = v`, run at every iteration but the last) runs at the last
//! iteration too, where no read sees what it writes. Generated with its
//! guard, the copy leaves a select in a reduction's chain
//! (`phi = i < last ? v : phi`), where LLVM's vectorizer no longer finds
//! the reduction ("value that could not be identified as reduction is
//! used outside the loop"); without it, the chain is plain.
//!
//! The widened statement takes the domain of a sibling of the same loop
//! (another statement of the same dimensions whose dates differ from its
//! own by constants only, the loop's body), when its own domain lies in
//! it. The writes added are dead in the original order: no flow
//! dependence leaves them (isl's dataflow on the widened model), so the
//! widened program computes what the original does, and every later
//! phase (schedule, its check, code generation) works on it as on any
//! model.

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use crate::transform::reload::Reloaded;
use isl::{Ctx, Map, Set, UnionSet};
use tessera_ir::{AccessKind, ArrayKind, Scop};

/// CPU time the widening's search and its later rounds of proof may
/// take (the first round's dependences are the scheduler's and are
/// bounded as every dependence analysis is); past it, nothing widens.
const WIDEN_TIME: std::time::Duration = std::time::Duration::from_millis(100);

/// A model's view and the dependences the scheduler reads.
pub type Analysis<'c> = (View<'c>, Dependences<'c>);

/// A copy to widen: its statement, its widened domain and the instances
/// added.
type Candidate<'c> = (usize, Set<'c>, Set<'c>);

/// A widened model, its copies' names, and the view and dependences of
/// the model (the ones the scheduler reads).
pub struct Widened<'c> {
    pub scop: Scop,
    pub names: Vec<String>,
    pub analysis: Analysis<'c>,
}

/// The model `reloaded` left (or `scop`, when it left none) with its
/// copies widened, carried as the rewritten model code is generated
/// from, with the widened model's view and dependences; `reloaded` as
/// it was, and no analysis, when no copy widens.
pub fn widen_in<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    reloaded: Option<Reloaded>,
) -> isl::Result<(Option<Reloaded>, Option<Analysis<'c>>)> {
    let base = reloaded.as_ref().map_or(scop, |r| &r.scop);
    let started = std::time::Instant::now();
    let found = widen_copies(ctx, base);
    log::debug!(
        target: "tessera::widen",
        "{}: {} in {:.1} ms",
        scop.name,
        match &found {
            Ok(Some(w)) => format!("{} copies widened", w.names.len()),
            Ok(None) => "no copy widened".to_string(),
            Err(e) => format!("not widened ({e})"),
        },
        started.elapsed().as_secs_f64() * 1e3
    );
    let Widened {
        scop: widened,
        names,
        analysis,
    } = match found {
        r if ctx.step_ran_out(&r) => return Ok((reloaded, None)),
        Err(e) if e.is_quota() => return Ok((reloaded, None)),
        r => match r? {
            Some(w) => w,
            None => return Ok((reloaded, None)),
        },
    };
    let r = match reloaded {
        Some(mut r) => {
            r.scop = widened;
            r.widened = names;
            r
        }
        None => Reloaded {
            scop: widened,
            reloads: Vec::new(),
            dead: Vec::new(),
            dropped: Vec::new(),
            widened: names,
        },
    };
    Ok((Some(r), Some(analysis)))
}

/// `scop` with its widened copies, their names, and the widened model's
/// view and dependences; None when no copy widens. The added writes must
/// be dead: no flow leaves an added instance. The first round reads the
/// dependences the scheduler reads (all copies widen, mostly); a copy
/// whose added instances would be read is left as it was, and the others
/// are proven again without it, two rounds more at most, each by the
/// dataflow of the copies' arrays alone (only those are written by the
/// instances added).
pub fn widen_copies<'c>(ctx: &'c Ctx, scop: &Scop) -> isl::Result<Option<Widened<'c>>> {
    let candidates = ctx.with_step_time_limit(WIDEN_TIME, |ctx| {
        let mut candidates: Vec<Candidate<'c>> = Vec::new();
        for s in 0..scop.statements.len() {
            if let Some((domain, extra)) = widened_domain(ctx, scop, s)? {
                candidates.push((s, domain, extra));
            }
        }
        Ok(candidates)
    })?;
    log::trace!(target: "tessera::widen", "{}: {} candidate(s)", scop.name, candidates.len());
    if candidates.is_empty() {
        return Ok(None);
    }
    let widened = widened_model(scop, &candidates);
    let view = View::new(ctx, &widened)?;
    let deps = Dependences::compute_for_scheduling(&view, &widened)?;
    let before = candidates.len();
    let candidates = unread(candidates, &deps.flow)?;
    if candidates.len() == before {
        return Ok(Some(Widened {
            names: names_of(scop, &candidates),
            scop: widened,
            analysis: (view, deps),
        }));
    }
    let proven = ctx.with_step_time_limit(WIDEN_TIME, |ctx| {
        let mut candidates = candidates;
        for _ in 0..2 {
            if candidates.is_empty() {
                return Ok(None);
            }
            let widened = widened_model(scop, &candidates);
            let mut arrays: Vec<&str> = candidates
                .iter()
                .flat_map(|(s, _, _)| &scop.statements[*s].accesses)
                .filter(|a| a.kind != AccessKind::Read)
                .map(|a| a.array.as_str())
                .collect();
            arrays.sort_unstable();
            arrays.dedup();
            let view = View::new(ctx, &widened)?;
            let flow = crate::analysis::deps::flow_of_arrays(&view, &arrays)?;
            let before = candidates.len();
            candidates = unread(candidates, &flow)?;
            if candidates.len() == before {
                return Ok(Some((widened, names_of(scop, &candidates), view)));
            }
        }
        Ok(None)
    })?;
    let Some((widened, names, view)) = proven else {
        return Ok(None);
    };
    let deps = Dependences::compute_for_scheduling(&view, &widened)?;
    Ok(Some(Widened {
        scop: widened,
        names,
        analysis: (view, deps),
    }))
}

/// `scop` with the candidates' domains widened.
fn widened_model(scop: &Scop, candidates: &[Candidate<'_>]) -> Scop {
    let mut widened = scop.clone();
    for (s, domain, _) in candidates {
        widened.statements[*s].domain = domain.to_string();
    }
    widened
}

/// The candidates whose added instances no flow of `flow` leaves.
fn unread<'c>(
    candidates: Vec<Candidate<'c>>,
    flow: &isl::UnionMap<'c>,
) -> isl::Result<Vec<Candidate<'c>>> {
    let sources = crate::transform::constraints::untagged(flow)?.domain()?;
    let mut kept = Vec::new();
    for (s, domain, extra) in candidates {
        let read = UnionSet::try_from(extra.clone())?.intersect(sources.clone())?;
        if read.is_empty()? {
            kept.push((s, domain, extra));
        }
    }
    Ok(kept)
}

/// The names of the candidates' statements.
fn names_of(scop: &Scop, candidates: &[Candidate<'_>]) -> Vec<String> {
    candidates
        .iter()
        .map(|(s, _, _)| scop.statements[*s].name.clone())
        .collect()
}

/// Statement `s` widened: the domain of a sibling of its loop that
/// holds its own, when `s` is a copy into a PHI array and the instances
/// it adds are last iterations of that loop; with the instances added.
fn widened_domain<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    s: usize,
) -> isl::Result<Option<(Set<'c>, Set<'c>)>> {
    if !is_phi_copy(scop, s) {
        return Ok(None);
    }
    let st = &scop.statements[s];
    let own = Set::parse(ctx, &st.domain)?;
    let n = own.n_dim();
    if n == 0 {
        return Ok(None);
    }
    for (t, other) in scop.statements.iter().enumerate() {
        if t == s {
            continue;
        }
        let sibling = Set::parse(ctx, &other.domain)?.set_tuple_name(&st.name)?;
        if sibling.n_dim() != n || !own.is_subset(&sibling)? || !same_loop(ctx, scop, s, t)? {
            continue;
        }
        let extra = sibling.clone().subtract(own.clone())?;
        if extra.is_empty()?
            || !UnionSet::try_from(extra.clone())?
                .is_subset(&last_iterations(ctx, &sibling, &st.name)?)?
        {
            continue;
        }
        return Ok(Some((sibling, extra)));
    }
    Ok(None)
}

/// The points of `domain` (statement `name`) with no successor along
/// its innermost dimension: the last iteration of each run of that loop.
fn last_iterations<'c>(ctx: &'c Ctx, domain: &Set<'c>, name: &str) -> isl::Result<UnionSet<'c>> {
    let n = domain.n_dim();
    let domain = UnionSet::try_from(domain.clone())?;
    let step = crate::analysis::steps::unit_step(ctx, name, n, n - 1)?;
    let has_next = step.intersect_range(domain.clone())?.domain()?;
    domain.subtract(has_next)
}

/// Does statement `s` only copy a value into a PHI array that is not
/// observed after the SCoP: loads and stores alone, of zero-dimensional
/// arrays, one write?
fn is_phi_copy(scop: &Scop, s: usize) -> bool {
    let st = &scop.statements[s];
    let zero_dim = |name: &str| scop.array(name).is_some_and(|a| a.sizes.is_empty());
    let writes: Vec<_> = st
        .accesses
        .iter()
        .filter(|a| a.kind != AccessKind::Read)
        .collect();
    let [w] = writes[..] else {
        return false;
    };
    w.kind == AccessKind::MustWrite
        && scop
            .array(&w.array)
            .is_some_and(|a| a.kind == ArrayKind::Phi)
        && st.accesses.iter().all(|a| zero_dim(&a.array))
        && st
            .body
            .iter()
            .all(|i| i.opcode == "load" || i.opcode == "store")
}

/// Do statements `s` and `t` (of the same dimensions) sit in the same
/// loops, their dates apart by constants only (the positions in the
/// loops' bodies)?
fn same_loop(ctx: &Ctx, scop: &Scop, s: usize, t: usize) -> isl::Result<bool> {
    let (a, b) = (&scop.statements[s], &scop.statements[t]);
    let own = Map::parse(ctx, &a.schedule)?;
    let other = Map::parse(ctx, &b.schedule)?.set_tuple_name(isl::DimType::In, &a.name)?;
    if own.n_out() != other.n_out() {
        return Ok(false);
    }
    // Their dates at each instance, one against the other: one delta.
    let deltas = other.reverse()?.apply_range(own)?.deltas()?;
    deltas.is_singleton()
}
