//! Flat dates as a schedule tree, for the AST generator.
//!
//! A schedule that reaches code generation as a map (time tiling, an
//! imported schedule, a schedule the expansions rewrote) orders every
//! statement by one list of dates. isl builds the AST of such a map a
//! level at a time over all statements together, and separates them again
//! at each level; from a tree, each band is generated over the statements
//! below it only. On PolyBench's flat schedules the tree's AST takes
//! 0.6-0.8x the time (fdtd-2d: 63 ms instead of 101 ms).
//!
//! The tree orders the instances exactly as the dates do: a date that is
//! one constant per statement, with several values among the statements,
//! becomes a sequence ordered by those values; one constant for all is
//! dropped; the dates in between become bands, member by member. isl names
//! the loops of a tree by their depth in bands alone (`c<depth>`), so the
//! depth of each flat date's loop is kept ([`DatesTree::loop_depth`]).

use crate::analysis::view::constant_dates;
use isl::{DimType, Map, MultiUnionPwAff, Schedule, UnionMap, UnionSet};
use std::collections::HashMap;

/// A tree equivalent to a list of dates, and where its loops are.
pub struct DatesTree<'c> {
    pub schedule: Schedule<'c>,
    /// Per statement, for each flat date: the depth of its loop in the
    /// tree's bands, None where the date became a sequence or nothing.
    loops: HashMap<String, Vec<Option<usize>>>,
}

impl DatesTree<'_> {
    /// The band depth (the AST iterator `c<depth>`) of statement `stmt`'s
    /// flat date `date`, when that date is a loop of the tree.
    pub fn loop_depth(&self, stmt: &str, date: usize) -> Option<usize> {
        self.loops.get(stmt)?.get(date).copied().flatten()
    }
}

/// `schedule` with the loops of every band whose statements include one
/// whose domain there is a union of several pieces generated as single
/// loops (isl's atomic loop type), innermost loops apart. By default,
/// isl's AST generator gives each piece loops of its own, level by level,
/// which multiplies the code and its time with every union below (the
/// kernel suite's fdtd-2d: 0.71 s and 7.4 k characters of AST, 0.24 s
/// and 1.4 k atomic, run time unchanged; fuzz seed 900257, a statement
/// split by `i0 != n` under a tiled band: 0.61 s, 0.42 s atomic). Atomic
/// loops test the pieces inside instead; an innermost loop keeps isl's
/// pieces, so that no test lands in the loop the vectorizer gets. The
/// order of the instances is the tree's either way.
pub fn atomic_over_unions<'c>(schedule: Schedule<'c>) -> isl::Result<Schedule<'c>> {
    schedule.map_schedule_node_bottom_up(|node| {
        if node.kind() != isl::ScheduleNodeKind::Band {
            return Ok(node);
        }
        let mut unions = false;
        for set in node.domain()?.coalesce()?.sets()? {
            unions |= set.n_basic_set()? > 1;
        }
        if !unions {
            return Ok(node);
        }
        let mut band_below = false;
        node.get_child(0)?.foreach_descendant_top_down(|n| {
            band_below |= n.kind() == isl::ScheduleNodeKind::Band;
            Ok(!band_below)
        })?;
        let n = node.band_n_member()?;
        let outer = if band_below { n } else { n - 1 };
        let mut node = node;
        for i in 0..outer {
            node = node.band_member_set_ast_loop_type(i, isl::AstLoopType::Atomic)?;
        }
        Ok(node)
    })
}

/// The tree of `dates` (one map per statement, all of one length,
/// restricted to the statements' domains), None when there is no
/// statement or the lengths differ.
pub fn from_dates<'c>(dates: &UnionMap<'c>) -> isl::Result<Option<DatesTree<'c>>> {
    let maps = dates.maps()?;
    let Some(n) = maps.first().map(Map::n_out) else {
        return Ok(None);
    };
    if maps.iter().any(|m| m.n_out() != n) {
        return Ok(None);
    }
    let mut stmts = Vec::with_capacity(maps.len());
    let mut loops = HashMap::new();
    for m in maps {
        let name = m.tuple_name(DimType::In)?.unwrap_or_default();
        loops.insert(name.clone(), vec![None; n]);
        let constants = constant_dates(&m)?;
        stmts.push(Stmt {
            name,
            dates: m,
            constants,
        });
    }
    let mut builder = Builder { n, loops };
    let all: Vec<&Stmt<'c>> = stmts.iter().collect();
    let schedule = builder.subtree(&all, 0, 0)?;
    Ok(Some(DatesTree {
        schedule,
        loops: builder.loops,
    }))
}

struct Stmt<'c> {
    name: String,
    dates: Map<'c>,
    /// Each date's value where it is one constant ([`constant_dates`]).
    constants: Vec<Option<i64>>,
}

struct Builder {
    /// The number of dates.
    n: usize,
    loops: HashMap<String, Vec<Option<usize>>>,
}

impl Builder {
    /// The tree of `stmts` from date `d` on, under `depth` band members.
    fn subtree<'c>(
        &mut self,
        stmts: &[&Stmt<'c>],
        d: usize,
        depth: usize,
    ) -> isl::Result<Schedule<'c>> {
        if d == self.n {
            let mut domain: Option<UnionSet<'c>> = None;
            for s in stmts {
                let one = UnionSet::try_from(s.dates.clone().domain()?)?;
                domain = Some(match domain {
                    Some(u) => u.union(one)?,
                    None => one,
                });
            }
            // `stmts` is never empty: the caller splits only into groups.
            return Schedule::from_domain(domain.expect("a group of statements"));
        }
        if let Some(values) = constants_at(stmts, d) {
            let mut distinct = values.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if distinct.len() == 1 {
                return self.subtree(stmts, d + 1, depth);
            }
            let mut seq: Option<Schedule<'c>> = None;
            for v in distinct {
                let group: Vec<&Stmt<'c>> = stmts
                    .iter()
                    .zip(&values)
                    .filter(|(_, c)| **c == v)
                    .map(|(s, _)| *s)
                    .collect();
                let child = self.subtree(&group, d + 1, depth)?;
                seq = Some(match seq {
                    Some(s) => s.sequence(child)?,
                    None => child,
                });
            }
            return Ok(seq.expect("two values or more"));
        }
        // A band up to the next date that is a constant of every statement.
        let mut end = d + 1;
        while end < self.n && constants_at(stmts, end).is_none() {
            end += 1;
        }
        for s in stmts {
            let dims = self
                .loops
                .get_mut(&s.name)
                .expect("every statement is listed");
            for (k, slot) in dims.iter_mut().enumerate().take(end).skip(d) {
                *slot = Some(depth + k - d);
            }
        }
        let below = self.subtree(stmts, end, depth + end - d)?;
        let mut band: Option<UnionMap<'c>> = None;
        for s in stmts {
            let part = UnionMap::try_from(
                s.dates
                    .clone()
                    .project_out(DimType::Out, end, self.n - end)?
                    .project_out(DimType::Out, 0, d)?,
            )?;
            band = Some(match band {
                Some(b) => b.union(part)?,
                None => part,
            });
        }
        let band = band.expect("a group of statements");
        below.insert_partial_schedule(MultiUnionPwAff::from_union_map(band)?)
    }
}

/// Each statement's date `d` when it is one constant for all its
/// instances, None when some statement's is not.
fn constants_at(stmts: &[&Stmt<'_>], d: usize) -> Option<Vec<i64>> {
    stmts.iter().map(|s| s.constants[d]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use isl::Ctx;

    /// The tree's order is the dates' order: the flat map of the tree
    /// (without its dropped constants) orders every pair of instances as
    /// the dates do.
    fn same_order(ctx: &Ctx, dates: &str) {
        let dates = UnionMap::parse(ctx, dates).unwrap();
        let tree = from_dates(&dates).unwrap().unwrap();
        let flat = tree.schedule.get_map().unwrap();
        fn before<'c>(m: &UnionMap<'c>) -> UnionMap<'c> {
            m.clone().lex_lt_union_map(m.clone()).unwrap()
        }
        assert!(before(&dates).is_equal(&before(&flat)).unwrap());
    }

    #[test]
    fn sequences_and_bands_keep_the_order() {
        let ctx = Ctx::new();
        same_order(
            &ctx,
            "{ S0[i, j] -> [0, i, 0, j] : 0 <= i, j < 10; S1[i, j] -> [0, i, 1, j] : 0 <= i, j < 10; \
               S2[i] -> [1, i, 0, 0] : 0 <= i < 10 }",
        );
        same_order(
            &ctx,
            "{ S0[t, i] -> [t, floor(i/4), i, 0] : 0 <= t < 5 and 0 <= i < 17; \
               S1[t, i] -> [t, floor(i/4), i, 1] : 0 <= t < 5 and 0 <= i < 17 }",
        );
    }

    #[test]
    fn loop_depths_count_band_members_only() {
        let ctx = Ctx::new();
        let dates = UnionMap::parse(
            &ctx,
            "{ S0[i, j] -> [0, i, 0, j] : 0 <= i, j < 10; S1[i] -> [1, i, 0, 0] : 0 <= i < 10 }",
        )
        .unwrap();
        let tree = from_dates(&dates).unwrap().unwrap();
        // S0: date 1 is the band member at depth 0, date 3 at depth 1.
        assert_eq!(tree.loop_depth("S0", 0), None);
        assert_eq!(tree.loop_depth("S0", 1), Some(0));
        assert_eq!(tree.loop_depth("S0", 2), None);
        assert_eq!(tree.loop_depth("S0", 3), Some(1));
        assert_eq!(tree.loop_depth("S1", 1), Some(0));
        assert_eq!(tree.loop_depth("S1", 3), None);
    }

    #[test]
    fn unions_make_outer_loops_atomic_and_keep_innermost_pieces() {
        let ctx = Ctx::new();
        // Two pieces along i and two along j.
        let dates = UnionMap::parse(
            &ctx,
            "[n] -> { S0[i, j] -> [i, j] : 0 <= i, j < 10 and i != n and j != n }",
        )
        .unwrap();
        let ast = |atomic: bool| {
            let tree = from_dates(&dates).unwrap().unwrap().schedule;
            let tree = if atomic {
                atomic_over_unions(tree).unwrap()
            } else {
                tree
            };
            let context = isl::Set::parse(&ctx, "[n] -> { : }").unwrap();
            let build = isl::AstBuild::from_context(context).unwrap();
            build.node_from_schedule(tree).unwrap().to_c_string()
        };
        let loops = |code: &str, it: &str| code.matches(&format!("for (int {it} =")).count();
        let split = ast(false);
        assert_eq!(
            (loops(&split, "c0"), loops(&split, "c1")),
            (2, 4),
            "{split}"
        );
        let atomic = ast(true);
        // One loop along i, its pieces tested inside; j's loops as before.
        assert_eq!(
            (loops(&atomic, "c0"), loops(&atomic, "c1")),
            (1, 4),
            "{atomic}"
        );
    }

    #[test]
    fn no_statement_no_tree() {
        let ctx = Ctx::new();
        let none = UnionMap::parse(&ctx, "{ }").unwrap();
        assert!(from_dates(&none).unwrap().is_none());
    }
}
