//! Facts about one step along a loop or a band member: which accesses
//! stay on their element or move by one (reuse, stride 1), skews, time
//! loops and time-stepped nests. The scheduler, time tiling and register
//! tiling decide from them.

use crate::analysis::cost::{element, move_of, moved, Move};
use crate::analysis::view::View;
use isl::{Ctx, UnionMap};
use std::collections::hash_map::{Entry, HashMap};
use tessera_ir::Scop;

/// Does one step along member `m` of a band (partial schedule `partial`
/// of `n` members) move every array access of its statements by nothing
/// or by one element in the last dimension?
pub(crate) fn member_is_local(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<bool> {
    Ok(!moves_along(ctx, partial, refs, n, m)?.contains(&Move::Jump))
}

/// How each array reference of `refs` (zero-dimensional ones left out)
/// moves between the instances of its statement one step apart along
/// member `m` of a band (partial schedule `partial` of `n` members). The
/// pairs are formed statement by statement: a reference moves between
/// instances of its own statement only, and pairing every statement of
/// the band with every other costs the square of their number.
fn moves_along(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<Vec<Move>> {
    let key = crate::analysis::memo::along_key(partial, refs, n, m);
    crate::analysis::memo::remembered("moves_along", key, || {
        moves_along_now(ctx, partial, refs, n, m)
    })
}

/// [`moves_along`], computed.
fn moves_along_now(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<Vec<Move>> {
    let mut moves = Vec::new();
    for_each_step(ctx, partial, refs, n, m, |acc, pairs| {
        moves.push(move_of(ctx, acc, pairs)?);
        Ok(())
    })?;
    Ok(moves)
}

/// `f(reference, pairs)` for each array reference of `refs`
/// (zero-dimensional ones left out), `pairs` its statement's instances
/// one step apart along member `m` of `partial` (of `n` members), built
/// once per statement.
fn for_each_step<'c>(
    ctx: &'c Ctx,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    n: usize,
    m: usize,
    mut f: impl FnMut(&isl::Map<'c>, &UnionMap<'c>) -> isl::Result<()>,
) -> isl::Result<()> {
    let step = unit_step(ctx, "", n, m)?;
    let schedules = partial.maps()?;
    let mut pairs_of: HashMap<Option<String>, UnionMap> = HashMap::new();
    for acc in refs.iter().filter(|a| a.n_out() > 0) {
        let stmt = acc.tuple_name(isl::DimType::In)?;
        let pairs = match pairs_of.entry(stmt) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => {
                let mut own = UnionMap::empty(ctx)?;
                for s in &schedules {
                    if s.tuple_name(isl::DimType::In)? == *e.key() {
                        own = own.union(UnionMap::try_from(s.clone())?)?;
                    }
                }
                let pairs = own
                    .clone()
                    .apply_range(step.clone())?
                    .apply_range(own.reverse()?)?;
                e.insert(pairs)
            }
        };
        f(acc, pairs)?;
    }
    Ok(())
}

/// The bytes per step of each access that jumps through memory along
/// member `m` of `partial` (of `n` members), where it moves by one
/// constant element distance in an array of constant row sizes; None for
/// the others (varying distances, rows of a parameter's length).
pub(crate) fn jump_strides<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    partial: &UnionMap<'c>,
    refs: &[isl::Map<'c>],
    n: usize,
    m: usize,
) -> isl::Result<Vec<Option<u64>>> {
    let moves = moves_along(ctx, partial, refs, n, m)?;
    let mut strides = Vec::new();
    let mut k = 0;
    for_each_step(ctx, partial, refs, n, m, |acc, pairs| {
        if moves[k] == Move::Jump {
            strides.push(byte_stride(scop, acc, pairs)?);
        }
        k += 1;
        Ok(())
    })?;
    Ok(strides)
}

/// How many bytes reference `r` moves between the instance pairs
/// `pairs`, when that is one constant element distance and the rows of
/// its array have constant sizes.
fn byte_stride(scop: &Scop, r: &isl::Map, pairs: &UnionMap) -> isl::Result<Option<u64>> {
    let Some(array) = r
        .tuple_name(isl::DimType::Out)?
        .and_then(|n| scop.array(&n).cloned())
    else {
        return Ok(None);
    };
    let sets = moved(r, pairs)?.sets()?;
    let [set] = sets.as_slice() else {
        return Ok(None);
    };
    let set = set.clone();
    let params = set.n_param();
    let set = set.project_out(isl::DimType::Param, 0, params)?;
    // A distance of a parameter's size projects to many (or unbounded).
    if !set.is_singleton()? {
        return Ok(None);
    }
    let Some(points) = set.points(1)? else {
        return Ok(None);
    };
    let [delta] = points.as_slice() else {
        return Ok(None);
    };
    let mut bytes: i64 = 0;
    let mut row: i64 = array.elem_size as i64;
    for (k, d) in delta.iter().enumerate().rev() {
        bytes = bytes.saturating_add(d.saturating_mul(row));
        if k > 0 {
            match array.sizes.get(k) {
                Some(tessera_ir::Dim::Const(c)) => row = row.saturating_mul(*c),
                _ if delta[..k].iter().all(|d| *d == 0) => {}
                _ => return Ok(None),
            }
        }
    }
    Ok(Some(bytes.unsigned_abs()))
}

/// One step along loop `k` of statement `stmt` (of `d` loops):
/// `{ stmt[i] -> stmt[i + e_k] }`. An empty name gives the step along
/// member `k` of an anonymous band space.
pub(crate) fn unit_step<'c>(
    ctx: &'c Ctx,
    stmt: &str,
    d: usize,
    k: usize,
) -> isl::Result<UnionMap<'c>> {
    let is: Vec<String> = (0..d).map(|j| format!("i{j}")).collect();
    let mut next = is.clone();
    next[k] = format!("i{k} + 1");
    UnionMap::parse(
        ctx,
        &format!(
            "{{ {stmt}[{}] -> {stmt}[{}] }}",
            is.join(", "),
            next.join(", ")
        ),
    )
}

/// Does every reference in `refs` stay on its element along `step`
/// (wherever both instances execute the reference)?
fn invariant_along(step: &UnionMap, refs: &[UnionMap]) -> isl::Result<bool> {
    for a in refs {
        let ahead = step
            .clone()
            .apply_range(a.clone())?
            .intersect_domain(a.clone().domain()?)?;
        if !ahead.is_subset(a)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// How the dates `dates` (the instances of statement `stmt`, of `d`
/// loops, to their dates) differ between two instances one step apart
/// along the statement's loop `k`.
pub(crate) fn step_deltas<'c>(
    ctx: &'c Ctx,
    dates: &UnionMap<'c>,
    stmt: &str,
    d: usize,
    k: usize,
) -> isl::Result<isl::UnionSet<'c>> {
    dates
        .clone()
        .reverse()?
        .apply_range(unit_step(ctx, stmt, d, k)?)?
        .apply_range(dates.clone())?
        .deltas()
}

/// Does a band member combine several loops of a statement (a skew)? One
/// step along any loop of a statement must move one member only.
pub(crate) fn is_skewed(ctx: &Ctx, partial: &UnionMap) -> isl::Result<bool> {
    for m in partial.maps()? {
        let (d, n) = (m.n_in(), m.n_out());
        let name = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let m = UnionMap::try_from(m)?;
        let ts: Vec<String> = (0..n).map(|k| format!("t{k}")).collect();
        let one_moves: Vec<String> = (0..n)
            .map(|k| {
                let others: Vec<String> = (0..n)
                    .filter(|&j| j != k)
                    .map(|j| format!("t{j} = 0"))
                    .collect();
                if others.is_empty() {
                    "true".to_string()
                } else {
                    others.join(" and ")
                }
            })
            .collect();
        let allowed = isl::UnionSet::parse(
            ctx,
            &format!("{{ [{}] : {} }}", ts.join(", "), one_moves.join(" or ")),
        )?;
        for k in 0..d {
            if !step_deltas(ctx, &m, &name, d, k)?.is_subset(&allowed)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Is every statement that writes arrays inside an outer loop (its first
/// one, with more inside) that none of its array writes moves with (reads
/// may: fdtd-2d reads its input `fict[t]`), and does some statement read
/// neighbouring elements? Statements in the time loop only (bookkeeping
/// of the step) do not count.
pub(crate) fn time_stepped(
    ctx: &Ctx,
    domain: &isl::UnionSet,
    refs: &[isl::Map],
    writes: &[isl::Map],
) -> isl::Result<bool> {
    let mut any = false;
    let mut nests = 0;
    for set in domain.sets()? {
        let d = set.dim(isl::DimType::Set);
        let name = set.tuple_name()?.unwrap_or_default();
        let accs = refs_of(refs, &name)?;
        if accs.is_empty() || d < 2 {
            continue;
        }
        nests += 1;
        if !invariant_along(&unit_step(ctx, &name, d, 0)?, &refs_of(writes, &name)?)? {
            return Ok(false);
        }
        // A stencil reads neighbours: two references to one array a
        // constant apart (a repetition loop around a matrix kernel is not
        // a stencil: its inner bands tile without skewing).
        for (k, a) in accs.iter().enumerate() {
            for b in &accs[k + 1..] {
                for delta in a
                    .clone()
                    .reverse()?
                    .apply_range(b.clone())?
                    .deltas()?
                    .sets()?
                {
                    let dims = delta.dim(isl::DimType::Set);
                    let space = delta.tuple_name()?.unwrap_or_default();
                    let zero = element(ctx, &space, dims, false)?;
                    any |= delta.is_singleton()?
                        && !isl::UnionSet::try_from(delta)?.is_subset(&zero)?;
                }
            }
        }
    }
    Ok(any && nests > 0)
}

/// The references of statement `stmt` to arrays (not scalars), one
/// relation each.
fn refs_of<'c>(refs: &[isl::Map<'c>], stmt: &str) -> isl::Result<Vec<UnionMap<'c>>> {
    let mut out = Vec::new();
    for r in refs {
        if r.n_out() > 0 && r.tuple_name(isl::DimType::In)?.as_deref() == Some(stmt) {
            out.push(UnionMap::try_from(r.clone())?);
        }
    }
    Ok(out)
}

/// Does a statement of the band have a loop that none of its array
/// accesses moves with (the time loop of a stencil)?
pub(crate) fn has_time_loop(ctx: &Ctx, partial: &UnionMap, refs: &[isl::Map]) -> isl::Result<bool> {
    for m in partial.maps()? {
        let d = m.n_in();
        let name = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let accs = refs_of(refs, &name)?;
        if accs.is_empty() {
            continue;
        }
        for k in 0..d {
            if invariant_along(&unit_step(ctx, &name, d, k)?, &accs)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Does every access of every statement of the band stay on its element,
/// or move by one element in its last dimension, per iteration of the
/// statement's innermost original loop? Statements whose innermost loop is
/// not the band's inner member (they run once per outer iteration) do not
/// count.
pub(crate) fn inner_loops_are_local(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
) -> isl::Result<bool> {
    for m in partial.maps()? {
        let d = m.n_in();
        if d == 0 {
            continue;
        }
        let name = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let step = unit_step(ctx, &name, d, d - 1)?;
        // A statement whose innermost loop moves an outer member of the
        // band (trisolv's division by L[i][i], once per i) is not inside
        // the band's inner loop: its accesses there do not count.
        if !moves_last_member_only(&UnionMap::try_from(m.clone())?, &step)? {
            continue;
        }
        for acc in refs_of(refs, &name)? {
            let dims = acc.maps()?.first().map(|m| m.n_out()).unwrap_or(0);
            let array = acc
                .maps()?
                .first()
                .and_then(|m| m.tuple_name(isl::DimType::Out).ok().flatten())
                .unwrap_or_default();
            let moved = acc
                .clone()
                .reverse()?
                .apply_range(step.clone())?
                .apply_range(acc)?
                .deltas()?;
            let local =
                element(ctx, &array, dims, false)?.union(element(ctx, &array, dims, true)?)?;
            if !moved.is_subset(&local)? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Does `step` (along one loop of a statement) change only the last member
/// of the statement's band schedule `partial`, if any?
fn moves_last_member_only(partial: &UnionMap, step: &UnionMap) -> isl::Result<bool> {
    let moved = partial
        .clone()
        .reverse()?
        .apply_range(step.clone())?
        .apply_range(partial.clone())?
        .deltas()?;
    for d in moved.sets()? {
        let n = d.n_dim();
        let mut outer = d.clone();
        for k in 0..n.saturating_sub(1) {
            outer = outer.fix_si(isl::DimType::Set, k, 0)?;
        }
        if !d.is_subset(&outer)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The steps of a band (its `partial` schedule) between instances on the
/// same element of reference `access`.
pub(crate) fn reuse_steps<'c>(
    partial: &UnionMap<'c>,
    access: &UnionMap<'c>,
) -> isl::Result<isl::UnionSet<'c>> {
    let same = access.clone().apply_range(access.clone().reverse()?)?;
    partial
        .clone()
        .reverse()?
        .apply_range(same)?
        .apply_range(partial.clone())?
        .deltas()
}

/// Does member `m` of a band of `n` (statements to band dates `partial`)
/// carry none of the dependences `deps`: every dependence between the
/// band's instances has distance 0 along it? Then the loop is parallel
/// wherever it is placed in the band, innermost included.
pub(crate) fn member_carries_nothing(
    ctx: &Ctx,
    partial: &UnionMap,
    deps: &UnionMap,
    n: usize,
    m: usize,
) -> isl::Result<bool> {
    let key = format!("{partial}|{deps}|{n}|{m}");
    crate::analysis::memo::remembered("member_carries_nothing", key, || {
        member_carries_nothing_now(ctx, partial, deps, n, m)
    })
}

/// [`member_carries_nothing`], computed.
fn member_carries_nothing_now(
    ctx: &Ctx,
    partial: &UnionMap,
    deps: &UnionMap,
    n: usize,
    m: usize,
) -> isl::Result<bool> {
    let stmts = partial.clone().domain()?;
    let pairs = partial
        .clone()
        .reverse()?
        .apply_range(
            deps.clone()
                .intersect_domain(stmts.clone())?
                .intersect_range(stmts)?,
        )?
        .apply_range(partial.clone())?;
    let ds: Vec<String> = (0..n).map(|k| format!("d{k}")).collect();
    let zero = isl::UnionSet::parse(ctx, &format!("{{ [{}] : d{m} = 0 }}", ds.join(", ")))?;
    pairs.deltas()?.is_subset(&zero)
}

/// How many accesses jump through memory (more than a line per step)
/// between instances one step apart along member `m` of a band of `n`.
pub(crate) fn jumps_along(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    m: usize,
) -> isl::Result<usize> {
    let moves = moves_along(ctx, partial, refs, n, m)?;
    Ok(moves.into_iter().filter(|&mv| mv == Move::Jump).count())
}

/// Do `jumps` accesses that jump through memory along member `m` of
/// `partial` (a line each per step) keep the lines of one whole run of
/// that member in L1, so that the next run reuses them? Its extent,
/// bounded under the SCoP's assumptions, times a line per jumping access
/// must fit. No jump fits.
pub(crate) fn jumps_fit_l1(
    ctx: &Ctx,
    scop: &tessera_ir::Scop,
    partial: &UnionMap,
    m: usize,
    strides: &[Option<u64>],
) -> isl::Result<bool> {
    if strides.is_empty() {
        return Ok(true);
    }
    extent_at_most(
        ctx,
        scop,
        partial,
        m,
        crate::cache::l1_lines_per_jump(strides),
    )
}

/// Does member `m` of a band (statements to band dates `partial`) take
/// at most `most` values at fixed other members, where the SCoP's
/// assumptions hold (the regenerated code runs only there)?
pub(crate) fn extent_at_most(
    ctx: &Ctx,
    scop: &tessera_ir::Scop,
    partial: &UnionMap,
    m: usize,
    most: u64,
) -> isl::Result<bool> {
    let key = format!("{partial}|{}|{m}|{most}", scop.assumed);
    crate::analysis::memo::remembered("extent_at_most", key, || {
        extent_at_most_now(ctx, scop, partial, m, most)
    })
}

/// [`extent_at_most`], computed.
fn extent_at_most_now(
    ctx: &Ctx,
    scop: &tessera_ir::Scop,
    partial: &UnionMap,
    m: usize,
    most: u64,
) -> isl::Result<bool> {
    let mut dates = partial.clone().range()?;
    if !scop.assumed.is_empty() {
        dates = dates.intersect_params(isl::Set::parse(ctx, &scop.assumed)?)?;
    }
    // Pairs of dates equal but for member m, m apart by `most` or more.
    let n = partial.maps()?.first().map(|map| map.n_out()).unwrap_or(0);
    let a: Vec<String> = (0..n).map(|k| format!("a{k}")).collect();
    let b: Vec<String> = (0..n)
        .map(|k| {
            if k == m {
                format!("b{k}")
            } else {
                format!("a{k}")
            }
        })
        .collect();
    let far = UnionMap::parse(
        ctx,
        &format!(
            "{{ [{}] -> [{}] : b{m} >= a{m} + {most} }}",
            a.join(", "),
            b.join(", ")
        ),
    )?;
    let pairs = far
        .intersect_domain(dates.clone())?
        .intersect_range(dates)?;
    pairs.is_empty()
}

/// Does some access of a statement of the band (partial schedule
/// `partial`) touch one array element at several of its instances, along a
/// direction the band moves in? (Scalars do not count: registers hold
/// them anyway.)
pub(crate) fn has_reuse(partial: &UnionMap, accesses: &UnionMap) -> isl::Result<bool> {
    let key = format!("{partial}|{accesses}");
    crate::analysis::memo::remembered("has_reuse", key, || has_reuse_now(partial, accesses))
}

/// [`has_reuse`], computed.
fn has_reuse_now(partial: &UnionMap, accesses: &UnionMap) -> isl::Result<bool> {
    let stmts = partial.clone().domain()?;
    for acc in accesses.clone().intersect_domain(stmts)?.maps()? {
        if acc.n_out() == 0 {
            continue;
        }
        for set in reuse_steps(partial, &UnionMap::try_from(acc)?)?.sets()? {
            let origin = element(set.ctx(), "", set.dim(isl::DimType::Set), false)?;
            if !isl::UnionSet::try_from(set)?.is_subset(&origin)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// The band member to run innermost: among those along which the fewest
/// accesses jump (move by more than one element, or across rows), the one
/// that moves the most accesses by exactly one element in their last
/// dimension; the innermost member when none moves any.
pub(crate) fn stride_one_member(
    ctx: &Ctx,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
) -> isl::Result<usize> {
    // (jumps, unit moves) per member.
    let mut counts = Vec::with_capacity(n);
    for d in 0..n {
        let moves = moves_along(ctx, partial, refs, n, d)?;
        let count = |kind: Move| moves.iter().filter(|&&mv| mv == kind).count();
        counts.push((count(Move::Jump), count(Move::Unit)));
    }
    let fewest = counts.iter().map(|c| c.0).min().unwrap_or(0);
    let mut best = (0, n - 1);
    for (d, &(jumps, units)) in counts.iter().enumerate() {
        if jumps == fewest && (units > best.0 || best.0 == 0 && counts[best.1].0 != fewest) {
            best = (units, d);
        }
    }
    Ok(best.1)
}

/// How the original innermost loops walk memory (see [`inner_jumps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InnerJumps {
    /// No access jumps along any of them (stride 1 or no move).
    None,
    /// Some do, each loop within L1: the next iteration of the loop
    /// around reuses the lines.
    WithinL1,
    /// Some loop jumps through more lines than L1 holds, or over an
    /// extent without a bound.
    PastL1,
}

/// How the original innermost loops of statements under two loops or
/// more walk memory. A loop's accesses that jump along it (a line each
/// per iteration) times its extent must fit in L1 for the loop around it
/// to reuse the lines: ludcmp's column walk `A[k][j]` over k < 400 takes
/// 400 lines, 25 KiB. (Under one loop or none, no loop around reuses
/// anything.)
pub fn inner_jumps(
    ctx: &Ctx,
    scop: &Scop,
    view: &View<'_>,
    refs: &[isl::Map<'_>],
) -> isl::Result<InnerJumps> {
    let mut jumping = InnerJumps::None;
    for set in view.domain.sets()? {
        let d = set.n_dim();
        if d < 2 {
            continue;
        }
        let name = set.tuple_name()?.unwrap_or_default();
        let its: Vec<String> = (0..d).map(|k| format!("i{k}")).collect();
        let loops = UnionMap::parse(ctx, &format!("{{ {name}[{0}] -> [{0}] }}", its.join(", ")))?
            .intersect_domain(isl::UnionSet::try_from(set)?)?;
        let mine: Vec<isl::Map<'_>> = refs
            .iter()
            .filter(|r| r.tuple_name(isl::DimType::In).ok().flatten().as_deref() == Some(&name))
            .cloned()
            .collect();
        let jumps = jumps_along(ctx, &loops, &mine, d, d - 1)?;
        if jumps == 0 {
            continue;
        }
        // L1's nominal lines, every set reachable: this gate spares the
        // value-based attempt's cost. Counting only the sets a stride
        // reaches (as the chain interchange does) opens it on ludcmp
        // (rows of 400 doubles reach half of them): code 1.37x faster for
        // 2.3x the compile time, 9.8x clang's (Intel Xeon, family 6
        // model 207).
        if !jumps_fit_l1(ctx, scop, &loops, d - 1, &vec![None; jumps])? {
            log::trace!(
                target: "tessera::schedule",
                "{}: {name}'s innermost loop, {jumps} access(es) jumping along it, runs past L1",
                scop.name
            );
            return Ok(InnerJumps::PastL1);
        }
        jumping = InnerJumps::WithinL1;
    }
    Ok(jumping)
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: &str = r#"
scop @columns in @f {
  params [n : i64]
  context "[n] -> { : n >= 1 }"
  array @A : f64 [?, 400] memory size 8
  array @B : f32 [?, n] memory size 4
  stmt @S0 {
    domain "[n] -> { S0[i, j] : 0 <= i < 400 and 0 <= j < 400 }"
    schedule "[n] -> { S0[i, j] -> [0, i, 0, j] }"
    read #0 @A "[n] -> { S0[i, j] -> A[j, i] }"
    read #1 @A "[n] -> { S0[i, j] -> A[i, j] }"
    read #2 @B "[n] -> { S0[i, j] -> B[2j, i] }"
    write #3 @A "[n] -> { S0[i, j] -> A[j, 2i] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    %3 = load #2 : f32
    store %2, #3 : void
  }
}
"#;

    /// Along j: A[j][i] and A[j][2i] move a row of 400 doubles per step,
    /// B[2j][i] two rows of a parameter's length (no constant), A[i][j]
    /// one element (no jump, no stride listed).
    #[test]
    fn jumps_move_their_rows_bytes_per_step() {
        let scop: Scop = COLUMNS.parse().unwrap();
        let ctx = Ctx::new();
        let partial = UnionMap::parse(
            &ctx,
            "[n] -> { S0[i, j] -> [i, j] : 0 <= i < 400 and 0 <= j < 400 }",
        )
        .unwrap();
        let refs: Vec<isl::Map> = scop.statements[0]
            .accesses
            .iter()
            .map(|a| isl::Map::parse(&ctx, &a.relation).unwrap())
            .collect();
        let mut strides = jump_strides(&ctx, &scop, &partial, &refs, 2, 1).unwrap();
        strides.sort();
        assert_eq!(strides, vec![None, Some(3200), Some(3200)]);
    }
}
