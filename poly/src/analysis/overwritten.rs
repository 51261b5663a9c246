//! Stores that a later statement overwrites in the same iteration.
//!
//! When LLVM fully unrolls a small reduction loop before Tessera runs
//! (doitgen at PolyBench's SMALL size: `sum[p] += A[r][q][s] * C4[s][p]`
//! over 30 values of `s`), each unrolled step stores the running value to
//! `sum[p]` and the next step stores over it. LLVM removes such a store
//! only when alias analysis proves that the loads between the two stores
//! (of `A` and `C4`) do not read it, which it cannot do for arrays passed
//! as pointers: one iteration then stores 30 times what it needs once.
//!
//! In the model, arrays do not overlap (the regenerated code runs only
//! where the run-time check proves it, and carries alias scopes that say
//! so). A store is overwritten when
//!
//! - a later statement of the same iteration of the store's innermost loop
//!   writes the same element at every instance (a must-write), and
//! - no statement between the two, the overwriting one included, reads
//!   the array.
//!
//! The decision is on the original schedule, whose dates after the
//! innermost loop's are constants (the statement's place in the loop's
//! body); regenerating that schedule lets LLVM's dead store elimination
//! remove the store.

use crate::analysis::promotion::{
    innermost_loop, is_memory_array, outer_dates, statement_dates, within_own_limits,
};
use crate::analysis::view::constant_dates;
use isl::{Ctx, Map, UnionMap};
use tessera_ir::{AccessKind, Scop};

/// One store that a later statement overwrites in the same iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overwritten {
    /// Index of the storing statement in [`Scop::statements`].
    pub stmt: usize,
    /// Index of the statement that stores over it.
    pub by: usize,
    /// The array's name.
    pub array: String,
}

/// isl operations the search may take: past them, no store is reported
/// (an optimization of the generated code, never needed for it).
const BUDGET: u64 = 200_000;

/// CPU time the search may take (the 61 statements of an unrolled loop
/// take 20 ms).
const TIME: std::time::Duration = std::time::Duration::from_millis(60);

/// The stores of `scop` overwritten in the same iteration under
/// `schedule` (statement instances to dates of one length, on their
/// domains); none when the search takes more than [`BUDGET`] or [`TIME`].
pub fn overwritten_stores(
    ctx: &Ctx,
    scop: &Scop,
    schedule: &UnionMap<'_>,
) -> isl::Result<Vec<Overwritten>> {
    let start = std::time::Instant::now();
    within_own_limits(ctx, TIME, BUDGET, |ctx| {
        let found = search(ctx, scop, schedule);
        log::debug!(
            target: "tessera::overwritten",
            "{}: {} in {:.1} ms",
            scop.name,
            match &found {
                Ok(v) => format!("{} overwritten store(s)", v.len()),
                Err(e) => format!("no answer ({e})"),
            },
            start.elapsed().as_secs_f64() * 1e3
        );
        found
    })
}

/// A statement's dates on its domain, the dates that are one constant,
/// and the dimension of its innermost loop.
struct Placed<'c> {
    map: Map<'c>,
    constants: Vec<Option<i64>>,
    depth: Option<usize>,
}

impl Placed<'_> {
    /// The statement's place in the body of a loop at dimension `depth`
    /// (the date after it), when it is one constant.
    fn place_in(&self, depth: usize) -> Option<i64> {
        *self.constants.get(depth + 1)?
    }
}

fn search(ctx: &Ctx, scop: &Scop, schedule: &UnionMap<'_>) -> isl::Result<Vec<Overwritten>> {
    // A store is overwritten by another statement's must-write of the same
    // array: without two such statements, there is nothing to look for
    // (and the statements' dates cost more than this test).
    let writers = |array: &str| {
        scop.statements
            .iter()
            .filter(|st| {
                st.accesses
                    .iter()
                    .any(|a| a.kind == AccessKind::MustWrite && a.array == array)
            })
            .count()
    };
    let overwritable = scop.statements.iter().any(|st| {
        st.accesses.iter().any(|a| {
            a.kind == AccessKind::MustWrite
                && is_memory_array(scop, &a.array)
                && writers(&a.array) > 1
        })
    });
    if !overwritable {
        return Ok(Vec::new());
    }
    let Some(maps) = statement_dates(ctx, scop, schedule)? else {
        return Ok(Vec::new());
    };
    let mut placed: Vec<Placed<'_>> = Vec::new();
    for map in maps {
        placed.push(Placed {
            constants: constant_dates(&map)?,
            depth: innermost_loop(&map)?,
            map,
        });
    }
    let mut found = Vec::new();
    for (s, st) in scop.statements.iter().enumerate() {
        let at = &placed[s];
        let (Some(depth), Some(place)) = (at.depth, at.depth.and_then(|d| at.place_in(d))) else {
            continue;
        };
        for w in &st.accesses {
            if w.kind != AccessKind::MustWrite || !is_memory_array(scop, &w.array) {
                continue;
            }
            if found
                .iter()
                .any(|o: &Overwritten| o.stmt == s && o.array == w.array)
            {
                continue;
            }
            // The first later statement of the same body writing the array
            // (the nearest overwrite; a read before it keeps the store).
            let mut later: Vec<(i64, usize)> = scop
                .statements
                .iter()
                .enumerate()
                .filter(|(t, _)| *t != s)
                .filter_map(|(t, x)| {
                    let p = placed[t].place_in(depth)?;
                    let writes = x
                        .accesses
                        .iter()
                        .any(|a| a.kind == AccessKind::MustWrite && a.array == w.array);
                    (writes && p > place).then_some((p, t))
                })
                .collect();
            later.sort();
            for (until, t) in later {
                let same_iteration = same_iteration(at, depth, &placed[t])?;
                if same_iteration.is_empty()? {
                    continue;
                }
                if read_between(scop, &placed, s, depth, (place, until), &w.array)? {
                    break;
                }
                // Every instance of the store meets one of the later
                // statement writing the same element.
                let element = Map::parse(ctx, &w.relation)?;
                let over = scop.statements[t]
                    .accesses
                    .iter()
                    .filter(|a| a.kind == AccessKind::MustWrite && a.array == w.array);
                let mut all = false;
                for o in over {
                    let same = element
                        .clone()
                        .apply_range(Map::parse(ctx, &o.relation)?.reverse()?)?
                        .intersect(same_iteration.clone())?;
                    if at.map.clone().domain()?.is_subset(&same.domain()?)? {
                        all = true;
                        break;
                    }
                }
                if all {
                    found.push(Overwritten {
                        stmt: s,
                        by: t,
                        array: w.array.clone(),
                    });
                }
                break;
            }
        }
    }
    Ok(found)
}

/// `{ S[..] -> T[..] }`: the instances of `t` in the same iteration of
/// `s`'s loop at dimension `depth` as each instance of `s`.
fn same_iteration<'c>(s: &Placed<'c>, depth: usize, t: &Placed<'c>) -> isl::Result<Map<'c>> {
    let outer = |p: &Placed<'c>| outer_dates(&p.map, depth + 1);
    outer(s)?.apply_range(outer(t)?.reverse()?)
}

/// Whether a statement other than `s` reads (or may write) `array` in an
/// iteration of `s`'s loop at dimension `depth`, placed in its body after
/// `s` and at most at the overwriting statement (`window`: the two
/// places); one whose place is not one constant counts as between.
fn read_between(
    scop: &Scop,
    placed: &[Placed<'_>],
    s: usize,
    depth: usize,
    window: (i64, i64),
    array: &str,
) -> isl::Result<bool> {
    for (r, st) in scop.statements.iter().enumerate() {
        let reads = st
            .accesses
            .iter()
            .any(|a| a.kind != AccessKind::MustWrite && a.array == array);
        if r == s || !reads {
            continue;
        }
        // Outside the window whatever the iteration (isl only for the
        // statements whose place could fall in it).
        if let Some(p) = placed[r].place_in(depth) {
            if p <= window.0 || p > window.1 {
                continue;
            }
        }
        if !same_iteration(&placed[s], depth, &placed[r])?.is_empty()? {
            return Ok(true);
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Vec<Overwritten> {
        let scop: Scop = text.parse().unwrap();
        let ctx = Ctx::new();
        let sched = crate::view::original_schedule(&ctx, &scop).unwrap();
        overwritten_stores(&ctx, &scop, &sched).unwrap()
    }

    // An unrolled reduction: S0 stores sum[p] = A[0] * C[0][p], S1 stores
    // over it with the running value (a register), then S2 copies
    // sum[p] out.
    const UNROLLED: &str = r#"
scop @f.scop0 in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @sum : f64 [?] memory size 8
  array @A : f64 [?] memory size 8
  array @C : f64 [?, 2] memory size 8
  array @B : f64 [?] memory size 8
  array @v : f64 [] value size 8
  stmt @S0 {
    domain "[n] -> { S0[p] : 0 <= p < n }"
    schedule "[n] -> { S0[p] -> [0, p, 0] }"
    read #0 @A "[n] -> { S0[p] -> A[0] }"
    read #1 @C "[n] -> { S0[p] -> C[0, p] }"
    write #2 @sum "[n] -> { S0[p] -> sum[p] }"
    write #3 @v "[n] -> { S0[p] -> v[] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fmul %0, %1 : f64
    store %2, #2 : void
    store %2, #3 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[p] : 0 <= p < n }"
    schedule "[n] -> { S1[p] -> [0, p, 1] }"
    read #0 @A "[n] -> { S1[p] -> A[1] }"
    read #1 @C "[n] -> { S1[p] -> C[1, p] }"
    read #2 @v "[n] -> { S1[p] -> v[] }"
    write #3 @sum "[n] -> { S1[p] -> sum[p] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = load #2 : f64
    %3 = call [@llvm.fmuladd.f64] %0, %1, %2 : f64
    store %3, #3 : void
  }
  stmt @S2 {
    domain "[n] -> { S2[p] : 0 <= p < n }"
    schedule "[n] -> { S2[p] -> [1, p, 0] }"
    read #0 @sum "[n] -> { S2[p] -> sum[p] }"
    write #1 @B "[n] -> { S2[p] -> B[p] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}"#;

    #[test]
    fn store_overwritten_in_the_same_iteration() {
        let found = run(UNROLLED);
        assert_eq!(
            found,
            vec![Overwritten {
                stmt: 0,
                by: 1,
                array: "sum".into()
            }]
        );
    }

    #[test]
    fn a_read_of_the_array_between_keeps_the_store() {
        // S1 reads the running value from memory, not from a register.
        let text = UNROLLED.replace(
            r#"read #2 @v "[n] -> { S1[p] -> v[] }""#,
            r#"read #2 @sum "[n] -> { S1[p] -> sum[p] }""#,
        );
        assert!(run(&text).is_empty());
    }

    #[test]
    fn another_element_is_no_overwrite() {
        let text = UNROLLED.replace("S1[p] -> sum[p] }", "S1[p] -> sum[p + 1] }");
        assert!(run(&text).is_empty());
    }

    #[test]
    fn a_store_in_another_iteration_is_no_overwrite() {
        // S1 in a loop of its own after S0's: the last store stays.
        let text = UNROLLED.replace("S1[p] -> [0, p, 1]", "S1[p] -> [1, p, 1]");
        let text = text.replace("S2[p] -> [1, p, 0]", "S2[p] -> [2, p, 0]");
        assert!(run(&text).is_empty());
    }

    #[test]
    fn an_overwrite_of_some_instances_only_keeps_the_store() {
        let text = UNROLLED.replace("S1[p] : 0 <= p < n", "S1[p] : 1 <= p < n");
        assert!(run(&text).is_empty());
    }
}
