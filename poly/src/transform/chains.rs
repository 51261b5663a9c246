//! Chains: a statement and the scalar-only statements that follow it in
//! the same loop body with the same domain (the copies into phi nodes
//! that LLVM's SSA form leaves after a computation), scheduled by isl as
//! one statement, the chain's head. The computed schedule gives every
//! member its head's dates, the members ordered below them as in the
//! source.
//!
//! Why: isl's scheduler solves ILPs whose size grows with the
//! statements. PolyBench's ludcmp schedules 29 statements in its main
//! SCoP; with 7 of them chained, its scheduler runs 1320 -> 777 million
//! instructions.
//!
//! Legality: every schedule isl returns keeps the contracted dependences:
//! a dependence into or out of a member becomes one into or out of its
//! head at the same iteration, and one between two statements of a chain
//! at one iteration becomes an identity, dropped, which the order below
//! the band keeps (the source's). Expanded, such a schedule orders each
//! dependence's instances as it orders their heads, or as the source
//! orders the chain. That isl finds one: between a head and its members
//! stand only other members and statements nothing at their iteration
//! depends on (a copy on a loop's exit edge), which may run after the
//! chain; the original order so changed is a schedule of the contracted
//! problem. Should isl find none all the same, the problem is scheduled
//! with the statements apart (`scheduler::Problem`).

use std::collections::HashMap;

use isl::{Ctx, DimType, Map, Schedule, ScheduleConstraints, UnionMap, UnionSet};
use tessera_ir::Scop;

use crate::analysis::deps::Dependences;
use crate::transform::constraints::validity_uncoalesced;
use crate::view::View;

/// Whether chains of `members` members among `statements` statements are
/// worth contracting: where they remove a good share of the statements
/// (two at least, a fifth). The schedule they return has one more level
/// (the chains' order), which the tiling and the legality check then
/// read. PolyBench's ludcmp (7 of 29 statements chained): 16% fewer
/// instructions in the whole pass; adi and symm (1 of 16, 1 of 7): 4%
/// more.
fn pays(members: usize, statements: usize) -> bool {
    members >= 2 && members * 5 >= statements
}

/// The SCoP's chains (see the module doc).
#[derive(Clone)]
pub(crate) struct Chains<'c> {
    /// Each member's head.
    head: HashMap<String, String>,
    /// `{ M[i] -> H[i] }` for each member on its domain, `{ S[i] -> S[i] }`
    /// for every other statement: the contraction.
    contraction: UnionMap<'c>,
    /// The domains of the statements at each rank in their chain: heads
    /// and statements in no chain at 0, each chain's first member at 1,
    /// and so on.
    ranks: Vec<UnionSet<'c>>,
}

/// What chaining reads of one statement.
struct Stmt<'c> {
    name: String,
    domain: isl::Set<'c>,
    dates: Map<'c>,
    /// Each date's constant value, where it is one.
    constants: Vec<Option<i64>>,
    /// Whether it accesses zero-dimensional arrays only.
    scalar_only: bool,
}

impl Stmt<'_> {
    fn loops(&self) -> usize {
        self.domain.n_dim()
    }

    /// Its position in the body of its loop at `depth`, and the positions
    /// of the loops around it down to that depth (the model's dates are
    /// `[c0, i0, c1, i1, ..., cd]`); None past its own loops.
    fn positions(&self, depth: usize) -> Option<Vec<i64>> {
        if depth > self.loops() {
            return None;
        }
        (0..=depth)
            .map(|k| self.constants.get(2 * k).copied().flatten())
            .collect()
    }
}

impl<'c> Chains<'c> {
    /// The chains of `scop` under its original dates (`view`), None when
    /// no statement joins one.
    pub(crate) fn of(
        ctx: &'c Ctx,
        scop: &Scop,
        view: &View<'c>,
        deps: &Dependences<'c>,
    ) -> isl::Result<Option<Chains<'c>>> {
        Self::found(ctx, scop, view, deps, pays)
    }

    /// [`Chains::of`] where `pays(members, statements)` says whether they
    /// are worth contracting.
    fn found(
        ctx: &'c Ctx,
        scop: &Scop,
        view: &View<'c>,
        deps: &Dependences<'c>,
        pays: fn(usize, usize) -> bool,
    ) -> isl::Result<Option<Chains<'c>>> {
        let mut dates: HashMap<String, Map<'c>> = HashMap::new();
        for m in view.schedule.maps()? {
            dates.insert(m.tuple_name(DimType::In)?.unwrap_or_default(), m);
        }
        let mut stmts = Vec::new();
        for set in view.domain.sets()? {
            let name = set.tuple_name()?.unwrap_or_default();
            let Some(d) = dates.remove(&name) else {
                return Ok(None);
            };
            let Some(s) = scop.statements.iter().find(|s| s.name == name) else {
                return Ok(None);
            };
            let scalar_only =
                !s.accesses.is_empty() && s.accesses.iter().all(|a| !scop.has_dimensions(&a.array));
            stmts.push(Stmt {
                name,
                domain: set,
                constants: crate::view::constant_dates(&d)?,
                dates: d,
                scalar_only,
            });
        }
        let mut head: HashMap<String, String> = HashMap::new();
        let mut rank: HashMap<String, usize> = HashMap::new();
        let mut apart = Apart::new(deps);
        // In source order, so that a member's predecessor has its head.
        let mut order: Vec<usize> = (0..stmts.len()).collect();
        order.sort_by_key(|&k| stmts[k].constants.clone());
        for &y in &order {
            let member = &stmts[y];
            if !member.scalar_only || member.loops() == 0 {
                continue;
            }
            let Some(p) = predecessor(&stmts, y, &mut apart)? else {
                continue;
            };
            let h = head
                .get(&stmts[p].name)
                .cloned()
                .unwrap_or_else(|| stmts[p].name.clone());
            let Some(h_stmt) = stmts.iter().find(|s| s.name == h) else {
                continue;
            };
            if !same_loops(member, h_stmt)? {
                continue;
            }
            let r = rank.get(&stmts[p].name).copied().unwrap_or(0) + 1;
            head.insert(member.name.clone(), h);
            rank.insert(member.name.clone(), r);
        }
        if head.is_empty() || !pays(head.len(), stmts.len()) {
            return Ok(None);
        }
        log::debug!(
            target: "tessera::schedule",
            "{}: {} statement(s) scheduled with the statement they follow",
            scop.name,
            head.len()
        );
        let domains: Vec<isl::Set<'c>> = stmts.into_iter().map(|s| s.domain).collect();
        Chains::assemble(ctx, &domains, head, &rank).map(Some)
    }

    /// The chains of the statements of `domains` given each member's head
    /// and rank.
    fn assemble(
        ctx: &'c Ctx,
        domains: &[isl::Set<'c>],
        head: HashMap<String, String>,
        rank: &HashMap<String, usize>,
    ) -> isl::Result<Chains<'c>> {
        let mut contraction = UnionMap::empty(ctx)?;
        let n_ranks = rank.values().copied().max().unwrap_or(0) + 1;
        let mut ranks = vec![UnionSet::empty(ctx)?; n_ranks];
        for set in domains {
            let name = set.tuple_name()?.unwrap_or_default();
            let to = head.get(&name).unwrap_or(&name);
            contraction = contraction.union(UnionMap::try_from(renaming(set, to)?)?)?;
            let r = rank.get(&name).copied().unwrap_or(0);
            ranks[r] = ranks[r].clone().add_set(set.clone())?;
        }
        Ok(Chains {
            head,
            contraction,
            ranks,
        })
    }

    /// `sc` with each chain contracted into its head.
    pub(crate) fn contract(
        &self,
        sc: &ScheduleConstraints<'c>,
    ) -> isl::Result<ScheduleConstraints<'c>> {
        let ctx = sc.ctx();
        let mut domain = UnionSet::empty(ctx)?;
        for s in sc.get_domain()?.sets()? {
            let name = s.tuple_name()?.unwrap_or_default();
            if !self.head.contains_key(&name) {
                domain = domain.add_set(s)?;
            }
        }
        let rel = |u: UnionMap<'c>| -> isl::Result<UnionMap<'c>> {
            let mut out = UnionMap::empty(ctx)?;
            for m in u.maps()? {
                out = out.union(UnionMap::try_from(self.contract_map(m)?)?)?;
            }
            out.coalesce()
        };
        let out = ScheduleConstraints::on_domain(domain)?
            .set_context(sc.get_context()?)?
            .set_validity(rel(sc.get_validity()?)?)?
            .set_proximity(rel(sc.get_proximity()?)?)?
            .set_coincidence(rel(sc.get_coincidence()?)?)?;
        let condition = sc.get_conditional_validity_condition()?;
        if condition.is_empty()? {
            return Ok(out);
        }
        out.set_conditional_validity(rel(condition)?, rel(sc.get_conditional_validity()?)?)
    }

    /// One relation between statement instances, tagged or not, with
    /// members renamed to their heads and the pairs of one instance of a
    /// chain dropped.
    fn contract_map(&self, m: Map<'c>) -> isl::Result<Map<'c>> {
        let tagged = m.clone().domain()?.is_wrapping()?;
        let (m, from) = self.rename_domain(m, tagged)?;
        let (m, to) = {
            let (r, to) = self.rename_domain(m.reverse()?, tagged)?;
            (r.reverse()?, to)
        };
        if from.0 != to.0 || !(from.1 || to.1) {
            return Ok(m);
        }
        // The same statement on both sides, a member on one: its pairs at
        // one iteration are the chain's own order.
        let mut same = m.clone();
        // (A tag has no dimensions: the statement's are the map's own.)
        for k in 0..m.n_in() {
            same = same.equate(DimType::In, k, DimType::Out, k)?;
        }
        m.subtract(same)
    }

    /// `m` with its domain's statement renamed to its head; the name it
    /// has now, and whether it was a member.
    fn rename_domain(&self, m: Map<'c>, tagged: bool) -> isl::Result<(Map<'c>, (String, bool))> {
        if tagged {
            let curried = m.curry()?;
            let name = curried.tuple_name(DimType::In)?.unwrap_or_default();
            return Ok(match self.head.get(&name) {
                Some(h) => (
                    curried.set_tuple_name(DimType::In, h)?.uncurry()?,
                    (h.clone(), true),
                ),
                None => (curried.uncurry()?, (name, false)),
            });
        }
        let name = m.tuple_name(DimType::In)?.unwrap_or_default();
        Ok(match self.head.get(&name) {
            Some(h) => (m.set_tuple_name(DimType::In, h)?, (h.clone(), true)),
            None => (m, (name, false)),
        })
    }

    /// A schedule of the contracted problem as one of the statements: each
    /// member at its head's dates, after it in the order of the chain.
    pub(crate) fn expand(&self, schedule: Schedule<'c>) -> isl::Result<Schedule<'c>> {
        let f = isl::UnionPwMultiAff::from_union_map(self.contraction.clone())?;
        let expanded = schedule.pullback_union_pw_multi_aff(f)?;
        expanded.map_schedule_node_bottom_up(|node| {
            if node.kind() != isl::ScheduleNodeKind::Leaf {
                return Ok(node);
            }
            let here = node.domain()?;
            let mut filters = Vec::new();
            for r in &self.ranks {
                let f = here.clone().intersect(r.clone())?;
                if !f.is_empty()? {
                    filters.push(f);
                }
            }
            if filters.len() < 2 {
                return Ok(node);
            }
            node.insert_sequence(filters)
        })
    }
}

/// The statement `y` follows in the body of its innermost loop, skipping
/// the statements that may run after it instead ([`Apart`]); None when a
/// loop nest or another statement comes first, or nothing does.
fn predecessor<'c>(
    stmts: &[Stmt<'c>],
    y: usize,
    apart: &mut Apart<'_, 'c>,
) -> isl::Result<Option<usize>> {
    let d = stmts[y].loops();
    let Some(mine) = stmts[y].positions(d) else {
        return Ok(None);
    };
    let (outer, at) = mine.split_at(d);
    // The body before `y`: its statements and loop nests by position.
    let mut before: Vec<(i64, usize)> = Vec::new();
    for (k, s) in stmts.iter().enumerate() {
        if let Some(theirs) = s.positions(d) {
            if k != y && theirs[..d] == *outer && theirs[d] < at[0] {
                before.push((theirs[d], k));
            }
        }
    }
    before.sort_unstable();
    while let Some((p, k)) = before.pop() {
        // A loop nest at that position (deeper statements, or several).
        if stmts[k].loops() != d || before.last().is_some_and(|&(q, _)| q == p) {
            return Ok(None);
        }
        if stmts[k]
            .domain
            .clone()
            .set_tuple_name(&stmts[y].name)?
            .is_equal(&stmts[y].domain)?
        {
            return Ok(Some(k));
        }
        if !stmts[k].scalar_only || !apart.may_follow(&stmts[k], stmts)? {
            return Ok(None);
        }
    }
    Ok(None)
}

/// Which statements may run after the rest of their loop's body at each
/// iteration: those whose instances no instance of a statement of their
/// loops depends on at the same iteration (a copy on a loop's exit edge,
/// read after the loop). The dependences are read once, when first
/// asked.
struct Apart<'a, 'c> {
    deps: &'a Dependences<'c>,
    validity: Option<UnionMap<'c>>,
}

impl<'a, 'c> Apart<'a, 'c> {
    fn new(deps: &'a Dependences<'c>) -> Self {
        Apart {
            deps,
            validity: None,
        }
    }

    fn may_follow(&mut self, z: &Stmt<'c>, stmts: &[Stmt<'c>]) -> isl::Result<bool> {
        if self.validity.is_none() {
            self.validity = Some(validity_uncoalesced(self.deps)?);
        }
        let validity = self.validity.as_ref().expect("just computed");
        let d = z.loops();
        let Some(loops) = z.positions(d) else {
            return Ok(false);
        };
        for m in validity.maps()? {
            if m.tuple_name(DimType::In)?.as_deref() != Some(z.name.as_str()) || m.n_out() != d {
                continue;
            }
            let to = m.tuple_name(DimType::Out)?.unwrap_or_default();
            let same_loops = stmts
                .iter()
                .find(|s| s.name == to)
                .and_then(|s| s.positions(d))
                .is_some_and(|p| p[..d] == loops[..d]);
            if !same_loops {
                continue;
            }
            let mut same_iteration = m;
            for k in 0..d {
                same_iteration = same_iteration.equate(DimType::In, k, DimType::Out, k)?;
            }
            if !same_iteration.is_empty()? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// Whether `member` runs at each of `head`'s instances and only there,
/// at the same dates as its head but the last (its position in the
/// body). (A member that runs at some of them only would be guarded
/// inside its loop, a copy on a loop's exit edge for one: the AST keeps
/// it after the loop when it is a statement of its own.)
fn same_loops<'c>(member: &Stmt<'c>, head: &Stmt<'c>) -> isl::Result<bool> {
    let d = member.loops();
    if head.loops() != d {
        return Ok(false);
    }
    let name = head.name.as_str();
    let within = member.domain.clone().set_tuple_name(name)?;
    if !within.is_equal(&head.domain)? {
        return Ok(false);
    }
    let n = member.dates.n_out();
    let prefix = |m: &Map<'c>| m.clone().project_out(DimType::Out, 2 * d, n - 2 * d);
    let mine = prefix(&member.dates)?.set_tuple_name(DimType::In, name)?;
    let theirs = prefix(&head.dates)?.intersect_domain(within)?;
    mine.is_equal(&theirs)
}

/// `{ S[i] -> to[i] }` on the set `domain` of statement `S`.
fn renaming<'c>(domain: &isl::Set<'c>, to: &str) -> isl::Result<Map<'c>> {
    let id = domain.clone().identity()?;
    id.set_tuple_name(DimType::Out, to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::deps::Dependences;
    use crate::transform::constraints::validity_of;
    use crate::transform::scheduler::{compute, Problem};

    /// A sum kept in a register along `j`, as LLVM leaves it: S0 adds
    /// `A[i][j]` to the running value `p` into `v`, S1 copies `v` back
    /// into the phi `p` for the next iteration, S2 stores the final sum
    /// after the `j` loop into `store` (`B[i]`, or a scalar `w[]`).
    /// `s1_domain` and `s1_position` vary the copy.
    fn scop(s1_domain: &str, s1_position: i64, store: &str) -> Scop {
        let array = array_of(store);
        format!(
            r#"
scop @sums in @f {{
  params [n : i64]
  context "[n] -> {{ : n >= 2 }}"
  array @A : f64 [?, ?] memory size 8
  array @B : f64 [?] memory size 8
  array @v : f64 [] value size 8
  array @p : f64 [] phi size 8
  array @w : f64 [] value size 8
  stmt @S0 {{
    domain "[n] -> {{ S0[i, j] : 0 <= i < n and 0 <= j < n }}"
    schedule "[n] -> {{ S0[i, j] -> [0, i, 0, j, 0] }}"
    read #0 @p "[n] -> {{ S0[i, j] -> p[] }}"
    read #1 @A "[n] -> {{ S0[i, j] -> A[i, j] }}"
    write #2 @v "[n] -> {{ S0[i, j] -> v[] }}"
    %0 = load [phi] #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }}
  stmt @S1 {{
    domain "[n] -> {{ {s1_domain} }}"
    schedule "[n] -> {{ S1[i, j] -> [0, i, 0, j, {s1_position}] }}"
    read #0 @v "[n] -> {{ S1[i, j] -> v[] }}"
    write #1 @p "[n] -> {{ S1[i, j] -> p[] }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
  stmt @S2 {{
    domain "[n] -> {{ S2[i] : 0 <= i < n }}"
    schedule "[n] -> {{ S2[i] -> [0, i, 1, 0, 0] }}"
    read #0 @v "[n] -> {{ S2[i] -> v[] }}"
    write #1 @{array} "[n] -> {{ S2[i] -> {store} }}"
    %0 = load #0 : f64
    store %0, #1 : void
  }}
}}
"#
        )
        .parse()
        .unwrap()
    }

    /// The array `store` names.
    fn array_of(store: &str) -> &str {
        &store[..store.find('[').unwrap()]
    }

    /// S0 computes `v`; S1, on the loop's exit edge (the last `j`),
    /// copies it into `q` for S3 after the loop; S2, on the back edge
    /// (every `j`), copies it into the phi `p` S0 reads next.
    const EXIT_THEN_BACK: &str = r#"
scop @exits in @f {
  params [n : i64]
  context "[n] -> { : n >= 2 }"
  array @A : f64 [?, ?] memory size 8
  array @B : f64 [?] memory size 8
  array @v : f64 [] value size 8
  array @p : f64 [] phi size 8
  array @q : f64 [] phi size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S0[i, j] -> [0, i, 0, j, 0] }"
    read #0 @p "[n] -> { S0[i, j] -> p[] }"
    read #1 @A "[n] -> { S0[i, j] -> A[i, j] }"
    write #2 @v "[n] -> { S0[i, j] -> v[] }"
    %0 = load [phi] #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i, j] : 0 <= i < n and j = n - 1 }"
    schedule "[n] -> { S1[i, j] -> [0, i, 0, j, 1] }"
    read #0 @v "[n] -> { S1[i, j] -> v[] }"
    write #1 @q "[n] -> { S1[i, j] -> q[] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S2 {
    domain "[n] -> { S2[i, j] : 0 <= i < n and 0 <= j < n }"
    schedule "[n] -> { S2[i, j] -> [0, i, 0, j, 2] }"
    read #0 @v "[n] -> { S2[i, j] -> v[] }"
    write #1 @p "[n] -> { S2[i, j] -> p[] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S3 {
    domain "[n] -> { S3[i] : 0 <= i < n }"
    schedule "[n] -> { S3[i] -> [0, i, 1, 0, 0] }"
    read #0 @q "[n] -> { S3[i] -> q[] }"
    write #1 @B "[n] -> { S3[i] -> B[i] }"
    %0 = load [phi] #0 : f64
    store %0, #1 : void
  }
}
"#;

    /// One chain of one member among three statements: too few to pay.
    #[test]
    fn one_member_does_not_pay() {
        let ctx = Ctx::new();
        let scop = scop(EVERY_J, 1, "B[i]");
        let view = View::new(&ctx, &scop).unwrap();
        let d = Dependences::compute_for_scheduling(&view, &scop).unwrap();
        assert!(Chains::of(&ctx, &scop, &view, &d).unwrap().is_none());
        assert!(pays(2, 10) && !pays(2, 11) && !pays(1, 3));
    }

    const EVERY_J: &str = "S1[i, j] : 0 <= i < n and 0 <= j < n";

    fn chains_of<'c>(ctx: &'c Ctx, scop: &Scop) -> Option<Chains<'c>> {
        let view = View::new(ctx, scop).unwrap();
        let d = Dependences::compute_for_scheduling(&view, scop).unwrap();
        Chains::found(ctx, scop, &view, &d, |_, _| true).unwrap()
    }

    /// The copy joins the sum's statement: isl schedules S0 alone, and
    /// the expanded schedule keeps every dependence of the three
    /// statements, S1 after S0 at each iteration.
    #[test]
    fn a_copy_right_after_its_source_is_scheduled_with_it() {
        let ctx = Ctx::new();
        let scop = scop(EVERY_J, 1, "B[i]");
        let view = View::new(&ctx, &scop).unwrap();
        let d = Dependences::compute_for_scheduling(&view, &scop).unwrap();
        let chains = Chains::found(&ctx, &scop, &view, &d, |_, _| true)
            .unwrap()
            .expect("a chain");
        assert_eq!(chains.head.get("S1").map(String::as_str), Some("S0"));
        let validity = validity_of(&d).unwrap();
        let sc = ScheduleConstraints::on_domain(view.domain.clone())
            .unwrap()
            .set_validity(validity.clone())
            .unwrap();
        let contracted = chains.contract(&sc).unwrap();
        let names: Vec<String> = contracted
            .get_domain()
            .unwrap()
            .sets()
            .unwrap()
            .iter()
            .map(|s| s.tuple_name().unwrap().unwrap())
            .collect();
        assert!(!names.contains(&"S1".to_string()), "{names:?}");
        let problem = Problem::chained(&ctx, &sc, Some(&chains)).unwrap();
        let schedule = compute(&ctx, &problem, false).unwrap();
        let dates = schedule.get_map().unwrap();
        assert!(dates
            .clone()
            .domain()
            .unwrap()
            .is_equal(&view.domain)
            .unwrap());
        let before = dates.clone().lex_lt_union_map(dates).unwrap();
        assert!(validity.is_subset(&before).unwrap(), "{schedule}");
    }

    /// A scalar-only statement after a loop (S2 storing into `w`, after
    /// the `j` loop), or one that runs where its predecessor does not,
    /// stays a statement of its own.
    #[test]
    fn a_copy_apart_from_its_predecessor_stays_alone() {
        let ctx = Ctx::new();
        let heads = |s: &Scop| {
            chains_of(&ctx, s)
                .map(|c| c.head.clone())
                .unwrap_or_default()
        };
        let s1 = |h: &HashMap<String, String>| h.get("S1").cloned();
        let both = heads(&scop(EVERY_J, 1, "w[]"));
        assert_eq!(s1(&both).as_deref(), Some("S0"));
        assert!(!both.contains_key("S2"), "{both:?}");
        // Past the source's domain (j up to n), or at some of its
        // instances only (the last j, a loop's exit edge).
        let wider = "S1[i, j] : 0 <= i < n and 0 <= j <= n";
        assert!(heads(&scop(wider, 1, "B[i]")).is_empty());
        let last = "S1[i, j] : 0 <= i < n and j = n - 1";
        assert!(heads(&scop(last, 1, "B[i]")).is_empty());
    }

    /// The exit edge's copy, which nothing at its iteration reads, may
    /// run after the back edge's: the back edge's copy joins S0's chain
    /// over it, and the exit's stays a statement of its own (isl then
    /// keeps it out of the loop).
    #[test]
    fn a_copy_chains_over_an_exit_copy_nothing_reads_at_its_iteration() {
        let ctx = Ctx::new();
        let scop: Scop = EXIT_THEN_BACK.parse().unwrap();
        let chains = chains_of(&ctx, &scop).expect("a chain");
        assert_eq!(chains.head.get("S2").map(String::as_str), Some("S0"));
        assert!(!chains.head.contains_key("S1"), "{:?}", chains.head);
        // Read at its iteration (by S2, now writing `p` from `q`), the
        // exit's copy must stay before it: no chain.
        let read = EXIT_THEN_BACK.replace(
            r#"read #0 @v "[n] -> { S2[i, j] -> v[] }""#,
            r#"read #0 @q "[n] -> { S2[i, j] -> q[] }""#,
        );
        let scop: Scop = read.parse().unwrap();
        assert!(chains_of(&ctx, &scop).is_none());
    }

    /// A chain over a statement its member depends on at the same
    /// iteration (the exit's copy read by the back edge's) leaves isl no
    /// schedule: the problem is scheduled with the statements apart, and
    /// the schedule keeps every dependence.
    #[test]
    fn a_chain_without_a_schedule_falls_back_to_the_statements_apart() {
        let ctx = Ctx::new();
        let read = EXIT_THEN_BACK.replace(
            r#"read #0 @v "[n] -> { S2[i, j] -> v[] }""#,
            r#"read #0 @q "[n] -> { S2[i, j] -> q[] }""#,
        );
        let scop: Scop = read.parse().unwrap();
        let view = View::new(&ctx, &scop).unwrap();
        let d = Dependences::compute_for_scheduling(&view, &scop).unwrap();
        let head = HashMap::from([("S2".to_string(), "S0".to_string())]);
        let rank = HashMap::from([("S2".to_string(), 1)]);
        let domains = view.domain.sets().unwrap();
        let chains = Chains::assemble(&ctx, &domains, head, &rank).unwrap();
        let validity = validity_of(&d).unwrap();
        let sc = ScheduleConstraints::on_domain(view.domain.clone())
            .unwrap()
            .set_validity(validity.clone())
            .unwrap();
        // Contracted alone, isl finds none.
        let contracted = Problem::new(&ctx, &chains.contract(&sc).unwrap()).unwrap();
        assert!(compute(&ctx, &contracted, false).is_err());
        let problem = Problem::chained(&ctx, &sc, Some(&chains)).unwrap();
        let dates = compute(&ctx, &problem, false).unwrap().get_map().unwrap();
        let before = dates.clone().lex_lt_union_map(dates).unwrap();
        assert!(validity.is_subset(&before).unwrap());
    }
}
