//! Memory accumulators a loop can keep in a register.
//!
//! A statement that reads and writes one array element on every iteration
//! of its innermost loop (`A[i][j] -= A[i][k] * A[j][k]` under a `k` loop)
//! sends each update through memory: a store, then a load of the same
//! address in the next iteration. LLVM keeps such an element in a register
//! only when alias analysis proves that no other access of the loop
//! touches it, which it cannot do for two subscripts of one array.
//! Here it is decided on the model, for a given schedule: the element may
//! live in a register across one execution of the loop when
//!
//! - the statement writes it at every instance (a must-write), and the
//!   element is a function of the dates outside the loop (the same element
//!   at every iteration);
//! - no other access of any statement run in that execution (same dates
//!   outside the loop) touches it. Accesses of the statement with the very
//!   same relation are the accumulator's own reads and writes.
//!
//! Code generation then loads the element before the loop, keeps it in a
//! register, and stores it after (`pass/src/codegen`). The order of every
//! operation on the element is unchanged, so results are bit-identical.

use isl::{Ctx, DimType, Map, UnionMap};
use tessera_ir::{Access, AccessKind, ArrayKind, Scop};

/// One element kept in a register across the innermost loop of a
/// statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accumulator {
    /// Index of the statement in [`Scop::statements`].
    pub stmt: usize,
    /// The access relation (text, as in the model) of the element's reads
    /// and writes in that statement.
    pub relation: String,
    /// The array's name.
    pub array: String,
    /// The schedule dimension of the loop (isl's AST names its iterator
    /// `c<depth>`).
    pub depth: usize,
    /// Another read of the statement jumps through memory along the loop
    /// (moves by more than one element per iteration, as a column walk
    /// does): vectorized, its lanes would be loaded one by one.
    pub jumps: bool,
}

/// isl operations the search for accumulators may take. It is an
/// optimization of the generated code: past the budget none is kept, and
/// the SCoP is regenerated all the same (fuzz seed 800196: a 2-statement
/// SCoP with modulo conditions on two parameters spent its whole code
/// generation budget, 0.76 s, here and was left as it was).
const ACCUMULATOR_BUDGET: u64 = 100_000;

/// CPU time the search may take, which the operation budget does not
/// bound where a tiled schedule's floors make isl sample integer points
/// (fuzz seed 900522: 0.39 s for one SCoP). The search takes at most
/// 10 ms on the own suite and PolyBench.
const ACCUMULATOR_TIME: std::time::Duration = std::time::Duration::from_millis(50);

/// The accumulators of `scop` under `schedule` (statement instances to
/// dates of one length, as code generation reads it); none when proving
/// them takes more than [`ACCUMULATOR_BUDGET`] or [`ACCUMULATOR_TIME`].
pub fn accumulators(
    ctx: &Ctx,
    scop: &Scop,
    schedule: &UnionMap<'_>,
) -> isl::Result<Vec<Accumulator>> {
    within_own_limits(ctx, ACCUMULATOR_TIME, ACCUMULATOR_BUDGET, |ctx| {
        search(ctx, scop, schedule)
    })
}

/// `search` under a CPU-time step and an operation budget of its own, for
/// a search that only optimizes the generated code: past either, it finds
/// nothing; an enclosing limit that ran out is the caller's to report.
pub(crate) fn within_own_limits<T>(
    ctx: &Ctx,
    time: std::time::Duration,
    budget: u64,
    search: impl FnOnce(&Ctx) -> isl::Result<Vec<T>>,
) -> isl::Result<Vec<T>> {
    let found = ctx.with_step_time_limit(time, |ctx| ctx.with_nested_budget(budget, search));
    match found {
        Err(e) if e.kind == isl::ErrorKind::Quota => Ok(Vec::new()),
        r if ctx.step_ran_out(&r) => Ok(Vec::new()),
        r => r,
    }
}

fn search(ctx: &Ctx, scop: &Scop, schedule: &UnionMap<'_>) -> isl::Result<Vec<Accumulator>> {
    // Per statement: its schedule on its domain, and its innermost loop.
    let Some(maps) = statement_dates(ctx, scop, schedule)? else {
        return Ok(Vec::new());
    };
    // The candidates' innermost loops only: most statements have none
    // (initialisation loops store a new element at every instance).
    let mut candidates = Vec::with_capacity(scop.statements.len());
    for st in &scop.statements {
        candidates.push(candidate_writes(ctx, scop, st)?);
    }
    let mut dated: Vec<Dated<'_>> = Vec::new();
    for (map, writes) in maps.into_iter().zip(&candidates) {
        let depth = if writes.is_empty() {
            None
        } else {
            innermost_loop(&map)?
        };
        dated.push(Dated { map, depth });
    }
    let mut found = Vec::new();
    for (s, st) in scop.statements.iter().enumerate() {
        let Dated {
            map,
            depth: Some(depth),
        } = &dated[s]
        else {
            continue;
        };
        for &w in &candidates[s] {
            let element = outer_dates(map, *depth)?
                .reverse()?
                .apply_range(Map::parse(ctx, &w.relation)?)?;
            // The same element at every iteration of the loop.
            if !element.is_single_valued()? {
                continue;
            }
            if !touched_by_others(ctx, scop, &dated, s, w, *depth, &element)? {
                found.push(Accumulator {
                    stmt: s,
                    relation: w.relation.clone(),
                    array: w.array.clone(),
                    depth: *depth,
                    jumps: reads_jump(ctx, scop, st, map, &w.relation)?,
                });
            }
        }
    }
    Ok(found)
}

/// The must-writes of `st` that may be accumulators under some schedule:
/// of an array in memory, with no may-write of the same relation (it
/// would be stored back as if it always happened), each relation once,
/// and storing some element at two instances or more. A write whose
/// relation is injective on the domain is none under any schedule: two
/// instances of one run of the innermost loop (two dates that agree
/// outside it) store two elements.
fn candidate_writes<'s>(
    ctx: &Ctx,
    scop: &Scop,
    st: &'s tessera_ir::Statement,
) -> isl::Result<Vec<&'s Access>> {
    let mut candidates: Vec<&Access> = Vec::new();
    for w in &st.accesses {
        if w.kind != AccessKind::MustWrite
            || candidates.iter().any(|c| c.relation == w.relation)
            || !is_memory_array(scop, &w.array)
            || st
                .accesses
                .iter()
                .any(|a| a.relation == w.relation && a.kind == AccessKind::MayWrite)
        {
            continue;
        }
        let stored =
            Map::parse(ctx, &w.relation)?.intersect_domain(isl::Set::parse(ctx, &st.domain)?)?;
        if !stored.is_injective()? {
            candidates.push(w);
        }
    }
    Ok(candidates)
}

/// Whether a read of `st` other than of the accumulator's element
/// (`own`) jumps through memory along the statement's innermost loop
/// (`map`: its schedule on its domain).
fn reads_jump(
    ctx: &Ctx,
    scop: &Scop,
    st: &tessera_ir::Statement,
    map: &Map<'_>,
    own: &str,
) -> isl::Result<bool> {
    let Some(pairs) = crate::cost::innermost_step(ctx, &UnionMap::try_from(map.clone())?)? else {
        return Ok(false);
    };
    for a in &st.accesses {
        if a.kind != AccessKind::Read || a.relation == own || !scop.has_dimensions(&a.array) {
            continue;
        }
        let r = Map::parse(ctx, &a.relation)?;
        if crate::cost::move_of(ctx, &r, &pairs)? == crate::cost::Move::Jump {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A statement's schedule on its domain, and the dimension of its
/// innermost loop.
struct Dated<'c> {
    map: Map<'c>,
    depth: Option<usize>,
}

/// Whether an access other than the accumulator's own (statement `s`,
/// the relation of `write`) touches an element of `element` (dates
/// outside the loop to the element) in the same execution of the loop.
fn touched_by_others(
    ctx: &Ctx,
    scop: &Scop,
    dated: &[Dated<'_>],
    s: usize,
    write: &Access,
    depth: usize,
    element: &Map<'_>,
) -> isl::Result<bool> {
    for (t, st) in scop.statements.iter().enumerate() {
        let others: Vec<&Access> = st
            .accesses
            .iter()
            .filter(|a| a.array == write.array && !(t == s && a.relation == write.relation))
            .collect();
        if others.is_empty() {
            continue;
        }
        let map = &dated[t].map;
        if map.n_out() < depth {
            return Ok(true);
        }
        let outer = outer_dates(map, depth)?.reverse()?;
        for a in others {
            let touched = outer.clone().apply_range(Map::parse(ctx, &a.relation)?)?;
            if !touched.intersect(element.clone())?.is_empty()? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Each statement's dates under `schedule` on its domain, in the order of
/// [`Scop::statements`]; None when a statement is not scheduled (nothing
/// can be proven about it).
pub(crate) fn statement_dates<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    schedule: &UnionMap<'c>,
) -> isl::Result<Option<Vec<Map<'c>>>> {
    let maps = schedule.maps()?;
    let mut dated = Vec::with_capacity(scop.statements.len());
    for st in &scop.statements {
        let Some(map) = maps
            .iter()
            .find(|m| m.tuple_name(DimType::In).ok().flatten().as_deref() == Some(&st.name))
        else {
            return Ok(None);
        };
        dated.push(
            map.clone()
                .intersect_domain(isl::Set::parse(ctx, &st.domain)?)?,
        );
    }
    Ok(Some(dated))
}

/// Whether `name` is an array in memory with dimensions (not a value
/// that lives in a register).
pub(crate) fn is_memory_array(scop: &Scop, name: &str) -> bool {
    scop.array(name)
        .is_some_and(|a| a.kind == ArrayKind::Memory && !a.sizes.is_empty())
}

/// The statement's dates cut to their first `depth` dimensions.
pub(crate) fn outer_dates<'c>(map: &Map<'c>, depth: usize) -> isl::Result<Map<'c>> {
    let n = map.n_out();
    map.clone().project_out(DimType::Out, depth, n - depth)
}

/// The innermost schedule dimension along which the statement iterates (a
/// dimension not fixed by the ones before it), if any: the dimension of
/// its innermost loop in the AST.
pub(crate) fn innermost_loop(map: &Map<'_>) -> isl::Result<Option<usize>> {
    let n = map.n_out();
    for k in (0..n).rev() {
        let upto = map.clone().project_out(DimType::Out, k + 1, n - k - 1)?;
        let before = outer_dates(map, k)?;
        if !before.reverse()?.apply_range(upto)?.is_single_valued()? {
            return Ok(Some(k));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, schedule: Option<&str>) -> Vec<Accumulator> {
        let scop: Scop = text.parse().unwrap();
        let ctx = Ctx::new();
        let mut sched = UnionMap::parse(&ctx, &format!("{}{{ }}", scop.param_prefix())).unwrap();
        for st in &scop.statements {
            sched = sched
                .union(UnionMap::parse(&ctx, &st.schedule).unwrap())
                .unwrap();
        }
        if let Some(s) = schedule {
            sched = UnionMap::parse(&ctx, s).unwrap();
        }
        accumulators(&ctx, &scop, &sched).unwrap()
    }

    // A[i][j] -= A[i][k] * A[j][k] for k < j < i: the element A[i][j] is
    // never one of the k loop's reads.
    const CHOLESKY_ROW: &str = r#"
scop @f.scop0 in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, 400] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[j, k] : 0 <= j < n and 0 <= k < j }"
    schedule "[n] -> { S0[j, k] -> [0, j, 0, k, 0] }"
    read #0 @A "[n] -> { S0[j, k] -> A[n, j] }"
    read #1 @A "[n] -> { S0[j, k] -> A[n, k] }"
    read #2 @A "[n] -> { S0[j, k] -> A[j, k] }"
    write #3 @A "[n] -> { S0[j, k] -> A[n, j] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = fmul %1, %2 : f64
    %4 = fsub %0, %3 : f64
    store %4, #3 : void
  }
}"#;

    #[test]
    fn element_untouched_by_the_loops_other_reads() {
        let found = run(CHOLESKY_ROW, None);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].stmt, 0);
        assert_eq!(found[0].depth, 3);
        assert_eq!(found[0].array, "A");
        // Both other reads walk rows (A[n, k], A[j, k] along k).
        assert!(!found[0].jumps);
    }

    #[test]
    fn none_past_the_budget() {
        // The search is an optimization: out of operations, it finds none
        // and reports no error.
        let scop: Scop = CHOLESKY_ROW.parse().unwrap();
        let ctx = Ctx::new();
        let sched = UnionMap::parse(&ctx, &scop.statements[0].schedule).unwrap();
        let found = ctx.with_budget(20, |ctx| accumulators(ctx, &scop, &sched));
        assert_eq!(found.unwrap(), vec![]);
        assert_eq!(accumulators(&ctx, &scop, &sched).unwrap().len(), 1);
    }

    #[test]
    fn injective_write_no_candidate() {
        // A[n, j] stored at every (j, k) is a candidate; A[j, k], one
        // element per instance, is none under any schedule.
        let scop: Scop = CHOLESKY_ROW.parse().unwrap();
        let ctx = Ctx::new();
        let st = &scop.statements[0];
        let candidates = candidate_writes(&ctx, &scop, st).unwrap();
        assert_eq!(candidates.len(), 1);
        assert_eq!(candidates[0].relation, st.accesses[3].relation);
        let text = CHOLESKY_ROW.replace(
            "write #3 @A \"[n] -> { S0[j, k] -> A[n, j] }\"",
            "write #3 @A \"[n] -> { S0[j, k] -> A[j, k] }\"",
        );
        let scop: Scop = text.parse().unwrap();
        assert!(candidate_writes(&ctx, &scop, &scop.statements[0])
            .unwrap()
            .is_empty());
        assert!(run(&text, None).is_empty());
    }

    #[test]
    fn accumulator_with_a_column_walk_jumps() {
        // A[k, j] instead of A[j, k]: a column along k.
        let text = CHOLESKY_ROW.replace("S0[j, k] -> A[j, k]", "S0[j, k] -> A[k, j]");
        let found = run(&text, None);
        assert_eq!(found.len(), 1);
        assert!(found[0].jumps);
    }

    #[test]
    fn element_read_by_another_subscript_stays_in_memory() {
        // k <= j: the read A[n, k] reaches A[n, j] at k = j.
        let text = CHOLESKY_ROW.replace("0 <= k < j", "0 <= k <= j");
        assert!(run(&text, None).is_empty());
    }

    #[test]
    fn element_that_changes_with_the_loop_is_no_accumulator() {
        // Interchanged: j innermost, the element moves with the loop.
        let found = run(CHOLESKY_ROW, Some("[n] -> { S0[j, k] -> [0, k, 0, j, 0] }"));
        assert!(found.is_empty());
    }
}
