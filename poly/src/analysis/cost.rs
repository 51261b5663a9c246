//! What a schedule costs in its innermost loops: the accesses that move
//! by more than one element per iteration there. Such an access defeats
//! the vectorizer and brings a new cache line (often a new page) each
//! iteration; every other figure of a loop nest matters less.
//!
//! Used to choose between schedules that are all legal (fused or
//! distributed), not to judge one alone.

use isl::{Ctx, UnionMap};
use std::cmp::Ordering;

/// Per statement depth, the accesses that move by more than one element
/// per iteration of the statement's innermost loop under a schedule.
/// Deeper statements run more instances: they weigh more, so two costs
/// compare from the deepest level down.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InnermostCost {
    /// `strided[d]`: such accesses of statements with `d` loops.
    strided: Vec<u32>,
}

impl InnermostCost {
    /// No access off stride 1 in any innermost loop.
    pub fn is_zero(&self) -> bool {
        self.strided.iter().all(|&n| n == 0)
    }

    /// Such accesses, in every statement.
    pub fn total(&self) -> u32 {
        self.strided.iter().sum()
    }

    fn add(&mut self, depth: usize, n: u32) {
        if self.strided.len() <= depth {
            self.strided.resize(depth + 1, 0);
        }
        self.strided[depth] += n;
    }
}

impl PartialOrd for InnermostCost {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for InnermostCost {
    /// The deepest statements first.
    fn cmp(&self, other: &Self) -> Ordering {
        let n = self.strided.len().max(other.strided.len());
        let at = |c: &InnermostCost, d: usize| c.strided.get(d).copied().unwrap_or(0);
        (0..n)
            .rev()
            .map(|d| at(self, d).cmp(&at(other, d)))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    }
}

/// The innermost cost of `schedule` (statement instances to dates, one
/// map per statement) for the array references `refs` (one relation per
/// reference; zero-dimensional arrays are registers and do not count).
pub fn innermost(ctx: &Ctx, schedule: &UnionMap, refs: &[isl::Map]) -> isl::Result<InnermostCost> {
    let mut cost = InnermostCost::default();
    for m in schedule.maps()? {
        let stmt = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        let depth = m.n_in();
        let mine: Vec<&isl::Map> = refs
            .iter()
            .filter(|r| r.n_out() > 0)
            .filter(|r| r.tuple_name(isl::DimType::In).ok().flatten().as_deref() == Some(&stmt))
            .collect();
        if depth == 0 || mine.is_empty() {
            continue;
        }
        let m = UnionMap::try_from(m)?;
        let Some(pairs) = innermost_step(ctx, &m)? else {
            continue;
        };
        let mut strided = 0;
        for r in mine {
            if move_of(ctx, r, &pairs)? == Move::Jump {
                strided += 1;
            }
        }
        cost.add(depth, strided);
    }
    Ok(cost)
}

/// The pairs of instances of one statement (its schedule `m`) one
/// iteration apart in its innermost loop: the last date dimension along
/// which some instance has a successor one step on, every other dimension
/// equal. `None` when no dimension moves (a statement run once).
pub(crate) fn innermost_step<'c>(
    ctx: &'c Ctx,
    m: &UnionMap<'c>,
) -> isl::Result<Option<UnionMap<'c>>> {
    let Some(n) = m.maps()?.first().map(|m| m.n_out()) else {
        return Ok(None);
    };
    let ts: Vec<String> = (0..n).map(|k| format!("t{k}")).collect();
    for k in (0..n).rev() {
        let mut next = ts.clone();
        next[k] = format!("t{k} + 1");
        let step = UnionMap::parse(
            ctx,
            &format!("{{ [{}] -> [{}] }}", ts.join(", "), next.join(", ")),
        )?;
        let pairs = m
            .clone()
            .apply_range(step)?
            .apply_range(m.clone().reverse()?)?;
        if !pairs.is_empty()? {
            return Ok(Some(pairs));
        }
    }
    Ok(None)
}

/// How an array reference moves between pairs of its statement's
/// instances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Move {
    /// No pair: the reference's statement has none.
    Nowhere,
    /// Stays on one element.
    Still,
    /// One element on in the last dimension (stride 1 in C's layout).
    Unit,
    /// Stays or moves by one, depending on the pair.
    Local,
    /// Anything else: a jump in memory.
    Jump,
}

/// How reference `r` (statement instances to elements of one array)
/// moves between the instance pairs `pairs`.
pub(crate) fn move_of(ctx: &Ctx, r: &isl::Map, pairs: &UnionMap) -> isl::Result<Move> {
    crate::analysis::memo::remembered("move_of", format!("{r}|{pairs}"), || {
        move_of_now(ctx, r, pairs)
    })
}

/// [`move_of`], computed.
fn move_of_now(ctx: &Ctx, r: &isl::Map, pairs: &UnionMap) -> isl::Result<Move> {
    let array = r.tuple_name(isl::DimType::Out)?.unwrap_or_default();
    let dims = r.n_out();
    let moved = moved(r, pairs)?;
    if moved.is_empty()? {
        return Ok(Move::Nowhere);
    }
    let still = element(ctx, &array, dims, false)?;
    let unit = element(ctx, &array, dims, true)?;
    Ok(if moved.is_subset(&still)? {
        Move::Still
    } else if moved.is_subset(&unit)? {
        Move::Unit
    } else if moved.is_subset(&still.union(unit)?)? {
        Move::Local
    } else {
        Move::Jump
    })
}

/// The element distances reference `r` moves between the instance pairs
/// `pairs` (`{ A[d] }` for each pair's two elements).
pub(crate) fn moved<'c>(r: &isl::Map<'c>, pairs: &UnionMap<'c>) -> isl::Result<isl::UnionSet<'c>> {
    let r = UnionMap::try_from(r.clone())?;
    r.clone()
        .reverse()?
        .apply_range(pairs.clone())?
        .apply_range(r)?
        .deltas()
}

/// The difference `space[0, .., 0]`, or with `unit_last` `space[0, .., 1]`.
pub(crate) fn element<'c>(
    ctx: &'c Ctx,
    space: &str,
    dims: usize,
    unit_last: bool,
) -> isl::Result<isl::UnionSet<'c>> {
    let coords: Vec<&str> = (0..dims)
        .map(|k| if unit_last && k + 1 == dims { "1" } else { "0" })
        .collect();
    isl::UnionSet::parse(ctx, &format!("{{ {space}[{}] }}", coords.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs<'c>(ctx: &'c Ctx, text: &str) -> Vec<isl::Map<'c>> {
        UnionMap::parse(ctx, text).unwrap().maps().unwrap()
    }

    #[test]
    fn column_walk_costs_row_walk_does_not() {
        let ctx = Ctx::new();
        let r = refs(
            &ctx,
            "{ S[i, j, k] -> C[i, j]; S[i, j, k] -> A[i, k]; S[i, j, k] -> B[k, j] }",
        );
        let dom = "0 <= i, j, k < 100";
        let ijk = UnionMap::parse(&ctx, &format!("{{ S[i, j, k] -> [i, j, k] : {dom} }}")).unwrap();
        let ikj = UnionMap::parse(&ctx, &format!("{{ S[i, j, k] -> [i, k, j] : {dom} }}")).unwrap();
        let a = innermost(&ctx, &ijk, &r).unwrap();
        let b = innermost(&ctx, &ikj, &r).unwrap();
        // i-j-k walks B by columns; i-k-j moves C and B by one, A not.
        assert_eq!(a.total(), 1);
        assert!(b.is_zero());
        assert!(b < a);
    }

    #[test]
    fn deeper_statements_weigh_more() {
        let mut shallow = InnermostCost::default();
        shallow.add(2, 3);
        let mut deep = InnermostCost::default();
        deep.add(3, 1);
        assert!(shallow < deep);
        assert_eq!(shallow.cmp(&shallow.clone()), Ordering::Equal);
    }

    #[test]
    fn constant_dates_are_not_loops() {
        // A trailing constant date (statement order) is not the innermost
        // loop: j is.
        let ctx = Ctx::new();
        let r = refs(&ctx, "{ S[i, j] -> A[j, i] }");
        let s = UnionMap::parse(&ctx, "{ S[i, j] -> [i, j, 0] : 0 <= i, j < 10 }").unwrap();
        assert_eq!(innermost(&ctx, &s, &r).unwrap().total(), 1);
    }
}
