//! The scheduler's input generalized to parameters, and its schedule
//! specialized back.
//!
//! After inlining, a SCoP's loop bounds are constants (PolyBench's
//! `N = 400`), and isl's scheduler, which builds its integer programs from
//! the dependence polyhedra through Farkas' lemma, does far more work with
//! large constants than with the parameters they stand for: ludcmp's
//! kernel ran past 30 s with its constants and took 0.15 s with `N` in
//! their place. So the scheduler runs on the generalized problem, where
//! each large constant term of a constraint is a size parameter plus a
//! small offset (`i <= 399` becomes `i <= g0 - 1` with `g0` standing for
//! 400), and its schedule is specialized by fixing every size parameter to
//! the value it stands for.
//!
//! Why this is sound: the rewrite is per constraint, so each generalized
//! relation with the parameters fixed *is* the original relation; a
//! schedule the scheduler finds valid for every value of the parameters
//! in the context is valid for those values; and the specialized schedule
//! goes through the violation check like any other.

use isl::{
    BasicMap, Ctx, DimType, Map, MultiUnionPwAff, Schedule, ScheduleConstraints, ScheduleNode,
    ScheduleNodeKind, Set, Space, UnionMap, UnionSet, Val,
};

/// Constant terms below this stay constants: short loops (a 3x3 stencil's
/// window) are not sizes, and their small numbers cost the scheduler
/// nothing.
const MIN_SIZE: i64 = 32;
/// Constants this close to the largest of their group share its size
/// parameter (`N - 1`, `N`, `N + 1`).
const MAX_OFFSET: i64 = 8;
/// Size parameters at most: each adds a variable to every integer program
/// (past a few, isl's scheduler slows down again). The largest constants
/// are generalized first.
const MAX_SIZES: usize = 4;

/// The size parameters of one SCoP's scheduling problem.
pub(crate) struct Generalization<'c> {
    /// `[g0, ..., gk]`, the size parameters alone.
    space: Space<'c>,
    /// `{ : g0 = K0 and ... }`: the values they stand for.
    fixed: Set<'c>,
    /// `{ : g0 >= K0 and ... }`: the schedule must hold for sizes at least
    /// as large as these.
    context: Set<'c>,
    /// Per size parameter: the smallest and the largest absolute constant
    /// it covers; the largest is its value.
    groups: Vec<(i64, i64)>,
}

impl<'c> Generalization<'c> {
    /// The size parameters of the constraints `sc`, or `None` when none of
    /// its constant terms is large.
    pub(crate) fn of(ctx: &'c Ctx, sc: &ScheduleConstraints<'c>) -> isl::Result<Option<Self>> {
        let mut constants = Vec::new();
        for m in relations(sc)?.iter().flat_map(|u| u.iter()) {
            for b in m.basic_maps()? {
                for c in b.constraints()? {
                    if let Some(v) = c.constant()?.to_i64() {
                        if v.unsigned_abs() >= MIN_SIZE as u64 {
                            constants.push(v.abs());
                        }
                    }
                }
            }
        }
        constants.sort_unstable();
        constants.dedup();
        // Groups from the largest constant down: each takes the constants
        // within MAX_OFFSET below its largest.
        let mut groups: Vec<(i64, i64)> = Vec::new();
        for &v in constants.iter().rev() {
            let full = groups.len() == MAX_SIZES;
            match groups.last_mut() {
                Some((lo, hi)) if *hi - v <= MAX_OFFSET => *lo = v,
                _ if full => break,
                _ => groups.push((v, v)),
            }
        }
        if groups.is_empty() {
            return Ok(None);
        }
        let taken = sc.get_domain()?.get_space()?;
        let prefix = (0..)
            .map(|n| format!("size{}", "_".repeat(n)))
            .find(|p| {
                (0..taken.dim(DimType::Param)).all(|i| {
                    !matches!(taken.dim_name(DimType::Param, i), Ok(Some(name)) if name.starts_with(p.as_str()))
                })
            })
            .unwrap_or_else(|| "size".into());
        let names: Vec<String> = (0..groups.len()).map(|i| format!("{prefix}{i}")).collect();
        let conj = |op: &str| -> String {
            names
                .iter()
                .zip(&groups)
                .map(|(n, (_, hi))| format!("{n} {op} {hi}"))
                .collect::<Vec<_>>()
                .join(" and ")
        };
        let params = names.join(", ");
        let fixed = Set::parse(ctx, &format!("[{params}] -> {{ : {} }}", conj("=")))?;
        let context = Set::parse(ctx, &format!("[{params}] -> {{ : {} }}", conj(">=")))?;
        Ok(Some(Generalization {
            space: fixed.get_space()?,
            fixed,
            context,
            groups,
        }))
    }

    /// The scheduling problem with its large constants generalized.
    pub(crate) fn constraints(
        &self,
        sc: &ScheduleConstraints<'c>,
    ) -> isl::Result<ScheduleConstraints<'c>> {
        let context = sc.get_context()?.intersect(self.context.clone())?;
        crate::transform::constraints::rebuild(
            sc,
            context,
            false,
            |s| self.map(Map::from_range(s)?)?.range(),
            |m| self.map(m),
        )
    }

    /// The schedule computed on the generalized problem, with every size
    /// parameter fixed, over the original `domain`. `None` when the tree
    /// has a node the scheduler does not make.
    pub(crate) fn specialize(
        &self,
        schedule: &Schedule<'c>,
        domain: UnionSet<'c>,
    ) -> isl::Result<Option<Schedule<'c>>> {
        self.rebuild(&schedule.root()?, domain)
    }

    fn rebuild(
        &self,
        node: &ScheduleNode<'c>,
        domain: UnionSet<'c>,
    ) -> isl::Result<Option<Schedule<'c>>> {
        match node.kind() {
            ScheduleNodeKind::Domain => self.rebuild(&node.get_child(0)?, domain),
            ScheduleNodeKind::Leaf => Ok(Some(Schedule::from_domain(domain)?)),
            ScheduleNodeKind::Band => {
                let Some(below) = self.rebuild(&node.get_child(0)?, domain.clone())? else {
                    return Ok(None);
                };
                let partial = self
                    .fixed_map(node.band_partial_schedule_union_map()?)?
                    .intersect_domain(domain)?;
                let schedule =
                    below.insert_partial_schedule(MultiUnionPwAff::from_union_map(partial)?)?;
                let mut band = schedule.root()?.child(0)?;
                band = band.band_set_permutable(node.band_permutable()?)?;
                for i in 0..node.band_n_member()? {
                    band = band.band_member_set_coincident(i, node.band_member_coincident(i)?)?;
                }
                Ok(Some(band.schedule()?))
            }
            kind @ (ScheduleNodeKind::Sequence | ScheduleNodeKind::Set) => {
                let mut out: Option<Schedule<'c>> = None;
                for filter in node.children()? {
                    let part = self
                        .fixed_set(filter.filter()?)?
                        .intersect(domain.clone())?;
                    let Some(s) = self.rebuild(&filter.get_child(0)?, part)? else {
                        return Ok(None);
                    };
                    out = Some(match out {
                        None => s,
                        Some(acc) if kind == ScheduleNodeKind::Sequence => acc.sequence(s)?,
                        Some(acc) => acc.set(s)?,
                    });
                }
                Ok(out)
            }
            _ => Ok(None),
        }
    }

    /// `u` with the size parameters fixed and projected out.
    fn fixed_map(&self, u: UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        u.align_params(self.space.clone())?
            .intersect_params(self.fixed.clone())?
            .project_out(DimType::Param, 0, self.groups.len())
    }

    fn fixed_set(&self, u: UnionSet<'c>) -> isl::Result<UnionSet<'c>> {
        self.fixed_map(u.identity()?)?.domain()
    }

    /// `m` rebuilt constraint by constraint, each large constant term `c`
    /// written as `±g + (c ∓ K)` for the size parameter `g` standing for
    /// `K`.
    fn map(&self, m: Map<'c>) -> isl::Result<Map<'c>> {
        let space = m.get_space()?;
        let mut out = Map::empty(space)?.align_params(self.space.clone())?;
        for b in m.basic_maps()? {
            let b = b.align_params(self.space.clone())?;
            let mut acc = BasicMap::universe(b.get_space()?)?;
            for c in b.constraints()? {
                let c = match c.constant()?.to_i64().and_then(|v| self.group_of(v)) {
                    Some((g, sign, rest)) => c
                        .set_constant(Val::int_from_i64(m.ctx(), rest)?)?
                        .set_coefficient(DimType::Param, g, sign)?,
                    None => c,
                };
                acc = acc.intersect(BasicMap::from_constraint(c)?)?;
            }
            out = out.union(acc.into_map()?)?;
        }
        Ok(out)
    }

    /// The size parameter covering the constant `v`, the sign it enters
    /// with, and the constant left: `v = sign * g + rest` when `g` is fixed.
    fn group_of(&self, v: i64) -> Option<(usize, i32, i64)> {
        let a = v.checked_abs()?;
        let g = self
            .groups
            .iter()
            .position(|&(lo, hi)| lo <= a && a <= hi)?;
        let sign = v.signum();
        Some((g, sign as i32, v - sign * self.groups[g].1))
    }
}

/// Every relation of the scheduling problem (the domain as maps from a
/// zero-dimensional space).
fn relations<'c>(sc: &ScheduleConstraints<'c>) -> isl::Result<Vec<Vec<Map<'c>>>> {
    let mut out = vec![sc
        .get_domain()?
        .sets()?
        .into_iter()
        .map(Map::from_range)
        .collect::<isl::Result<Vec<_>>>()?];
    for u in [
        sc.get_validity()?,
        sc.get_proximity()?,
        sc.get_coincidence()?,
        sc.get_conditional_validity()?,
        sc.get_conditional_validity_condition()?,
    ] {
        out.push(u.maps()?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A triangular loop nest with constant bounds: the generalized domain
    /// and dependences take one size parameter for 398 and 399, and the
    /// schedule specialized back covers exactly the original domain.
    #[test]
    fn generalize_and_specialize() {
        let ctx = Ctx::new();
        let domain = UnionSet::parse(
            &ctx,
            "{ S[i, j] : 0 <= i <= 399 and 0 <= j < i; T[i] : 0 <= i < 400 }",
        )
        .unwrap();
        let validity = UnionMap::parse(
            &ctx,
            "{ S[i, j] -> S[i + 1, j] : 0 <= i <= 398 and 0 <= j < i; S[i, j] -> T[i] : 0 <= i <= 399 and 0 <= j < i }",
        )
        .unwrap();
        let sc = ScheduleConstraints::on_domain(domain.clone())
            .unwrap()
            .set_validity(validity.clone())
            .unwrap()
            .set_proximity(validity)
            .unwrap();
        let g = Generalization::of(&ctx, &sc).unwrap().unwrap();
        // isl keeps `i < 400` as `399 - i >= 0`: 398 and 399 share size0.
        assert_eq!(g.groups, vec![(398, 399)]);
        let general = g.constraints(&sc).unwrap();
        let want = UnionSet::parse(
            &ctx,
            "[size0] -> { S[i, j] : 0 <= i <= size0 and 0 <= j < i; T[i] : 0 <= i <= size0 }",
        )
        .unwrap();
        assert!(general.get_domain().unwrap().is_equal(&want).unwrap());
        let schedule = general.compute_schedule().unwrap();
        let special = g.specialize(&schedule, domain.clone()).unwrap().unwrap();
        assert!(special.domain().unwrap().is_equal(&domain).unwrap());
        let map = special.get_map().unwrap();
        assert_eq!(map.get_space().unwrap().dim(DimType::Param), 0);
        assert!(map.domain().unwrap().is_equal(&domain).unwrap());
    }

    /// Small constants stay: nothing to generalize.
    #[test]
    fn small_constants_stay() {
        let ctx = Ctx::new();
        let domain = UnionSet::parse(&ctx, "{ S[i] : 0 <= i <= 2 }").unwrap();
        let sc = ScheduleConstraints::on_domain(domain).unwrap();
        assert!(Generalization::of(&ctx, &sc).unwrap().is_none());
    }
}
