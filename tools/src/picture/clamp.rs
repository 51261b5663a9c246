//! The parameters fixed for a picture: every loop of the nest at most
//! `max` iterations, exactly (isl's bounds of each dimension, not a
//! guess), and the loops around the nest at their first iteration.
//!
//! Why fix parameters rather than cut loops: the picture then shows a
//! real execution (`n = 12`), the one a user can run, with every boundary
//! effect; only loops whose bounds are constants (`#define N 100`) are cut
//! at `max` iterations, and the picture says so.

use isl::{Ctx, DimType, Result, Set};
use tessera_ir::Scop;

/// Parameter values past this are not tried (a parameter that bounds no
/// loop of the nest keeps the smallest value that gives it instances).
const CAP: i64 = 1 << 16;

/// The fixed parameters and the nest's domains under them.
#[derive(Debug)]
pub struct Clamp<'c> {
    /// Each parameter of the SCoP with its value, in the SCoP's order.
    pub params: Vec<(String, i64)>,
    /// Those values as a parameter set.
    pub fixed: Set<'c>,
    /// Each nest statement's domain: parameters fixed, outer loops fixed,
    /// loops with constant bounds cut (parameters still in the space).
    pub domains: Vec<Set<'c>>,
    /// The values of the loops around the nest.
    pub outer: Vec<i64>,
    /// The loops of the nest (0: the tagged loop) cut at `max`
    /// iterations, with their most iterations among the statements.
    pub cuts: std::collections::BTreeMap<usize, i64>,
}

/// Fixes the parameters of `scop` for the domains of `statements` (their
/// first `depth` dimensions the loops around the nest).
pub fn clamp<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    statements: &[String],
    depth: usize,
    max: i64,
) -> Result<Clamp<'c>> {
    let names: Vec<String> = scop.params.iter().map(|p| p.name.clone()).collect();
    let mut context = Set::parse(ctx, &scop.context)?;
    if let Ok(assumed) = Set::parse(ctx, &scop.assumed) {
        context = context.intersect(assumed)?;
    }
    let mut domains = Vec::new();
    for name in statements {
        let st = scop.statement(name).ok_or_else(|| {
            isl::Error::new(isl::ErrorKind::Invalid, format!("no statement {name}"))
        })?;
        domains.push(Set::parse(ctx, &st.domain)?.intersect_params(context.clone())?);
    }
    let search = Search {
        ctx,
        names: &names,
        domains: &domains,
        depth,
        max,
    };
    let values = search.values()?;
    let fixed = param_set(ctx, &names, &values)?;
    let mut fixed_domains = Vec::new();
    for d in &domains {
        fixed_domains.push(d.clone().intersect_params(fixed.clone())?);
    }
    let outer = first_outer(&fixed_domains, depth)?;
    let mut cuts = std::collections::BTreeMap::new();
    let mut out = Vec::new();
    for d in fixed_domains {
        let mut d = d;
        for (k, &v) in outer.iter().enumerate() {
            d = d.fix_si(DimType::Set, k, v)?;
        }
        for pos in depth..d.n_dim() {
            let Some((lo, hi)) = bounds(&d, pos)? else {
                continue;
            };
            if hi - lo + 1 > max {
                let most = cuts.entry(pos - depth).or_insert(0);
                *most = (*most).max(hi - lo + 1);
                d = d.upper_bound_si(DimType::Set, pos, lo + max - 1)?;
            }
        }
        out.push(d);
    }
    Ok(Clamp {
        params: names.into_iter().zip(values).collect(),
        fixed,
        domains: out,
        outer,
        cuts,
    })
}

/// `[n, m] -> { : n = 12 and m = 10 }`.
fn param_set<'c>(ctx: &'c Ctx, names: &[String], values: &[i64]) -> Result<Set<'c>> {
    let eqs: Vec<String> = names
        .iter()
        .zip(values)
        .map(|(n, v)| format!("{n} = {v}"))
        .collect();
    let text = if names.is_empty() {
        "{ : }".to_string()
    } else {
        let eqs = if eqs.is_empty() {
            ":".to_string()
        } else {
            format!(": {}", eqs.join(" and "))
        };
        format!("[{}] -> {{ {eqs} }}", names.join(", "))
    };
    Set::parse(ctx, &text)
}

/// The smallest and largest value of a dimension (`None`: empty set).
fn bounds(d: &Set, pos: usize) -> Result<Option<(i64, i64)>> {
    if d.is_empty()? {
        return Ok(None);
    }
    let lo = d.clone().dim_min_val(pos)?.to_i64();
    let hi = d.clone().dim_max_val(pos)?.to_i64();
    Ok(match (lo, hi) {
        (Some(lo), Some(hi)) => Some((lo, hi)),
        // Unbounded: more than any picture shows.
        _ => Some((0, i64::MAX / 4)),
    })
}

/// The loops around the nest at their lexicographically first values
/// among the nest's statements.
fn first_outer(domains: &[Set], depth: usize) -> Result<Vec<i64>> {
    let mut best: Option<Vec<i64>> = None;
    for d in domains {
        let n = d.n_dim();
        let outer = d
            .clone()
            .project_out(DimType::Set, depth, n - depth)?
            .project_out(DimType::Param, 0, d.n_param())?
            .lexmin()?;
        if let Some(pts) = outer.points(1)? {
            if let Some(p) = pts.into_iter().next() {
                if best.as_ref().is_none_or(|b| p < *b) {
                    best = Some(p);
                }
            }
        }
    }
    Ok(best.unwrap_or_else(|| vec![0; depth]))
}

/// The search for parameter values.
struct Search<'a, 'c> {
    ctx: &'c Ctx,
    names: &'a [String],
    domains: &'a [Set<'c>],
    depth: usize,
    max: i64,
}

impl Search<'_, '_> {
    /// The parameters at the lexicographically first values where the
    /// nest has instances (none negative), then those the loops' bounds
    /// involve raised together as far as every loop allows, then each in
    /// turn further (`tsteps` and `n` are not alike). Raised together by
    /// one amount, so that `p = n - 1` stays true.
    fn values(&self) -> Result<Vec<i64>> {
        let n = self.names.len();
        if n == 0 {
            return Ok(Vec::new());
        }
        let mut values = self.start()?;
        let involved: Vec<usize> = (0..n)
            .filter(|&k| {
                self.domains
                    .iter()
                    .any(|d| d.involves_dims(DimType::Param, k, 1).unwrap_or(false))
            })
            .collect();
        self.raise(&mut values, &involved)?;
        for &k in &involved {
            self.raise(&mut values, &[k])?;
        }
        Ok(values)
    }

    /// The first parameter values (none negative) where some statement of
    /// the nest has an instance.
    fn start(&self) -> Result<Vec<i64>> {
        let n = self.names.len();
        let model = param_set(self.ctx, self.names, &[])?.get_space()?;
        let mut any: Option<Set> = None;
        for d in self.domains {
            let p = d.clone().params()?.align_params(model.clone())?;
            any = Some(match any {
                Some(a) => a.union(p)?,
                None => p,
            });
        }
        let Some(any) = any else {
            return Ok(vec![0; n]);
        };
        let mut s = any
            .from_params()?
            .move_dims(DimType::Set, 0, DimType::Param, 0, n)?;
        for k in 0..n {
            s = s.lower_bound_si(DimType::Set, k, 0)?;
        }
        match s.lexmin()?.points(1)?.and_then(|p| p.into_iter().next()) {
            Some(p) => Ok(p),
            None => Err(isl::Error::new(
                isl::ErrorKind::Invalid,
                "the nest has no instance for any parameter values",
            )),
        }
    }

    /// The largest amount to add to the parameters `which` that keeps
    /// every loop within bounds (binary search: iterations only grow with
    /// a parameter in a loop's upper bound).
    fn raise(&self, values: &mut [i64], which: &[usize]) -> Result<()> {
        if which.is_empty() {
            return Ok(());
        }
        let with = |vs: &[i64], delta: i64| {
            let mut vs = vs.to_vec();
            for &k in which {
                vs[k] += delta;
            }
            vs
        };
        let ok = |d: i64| -> Result<bool> { Ok(self.fits(&with(values, d))? == Some(true)) };
        if !ok(0)? {
            return Ok(());
        }
        let (mut good, mut bad) = (0, CAP + 1);
        while bad - good > 1 {
            let mid = good + (bad - good) / 2;
            if ok(mid)? {
                good = mid;
            } else {
                bad = mid;
            }
        }
        // Unbounded: the parameter bounds no loop after all.
        if good < CAP {
            values.copy_from_slice(&with(values, good));
        }
        Ok(())
    }

    /// With these values: `None` when the nest has no instance, else
    /// whether every loop of it has at most `max` iterations.
    fn fits(&self, values: &[i64]) -> Result<Option<bool>> {
        let fixed = param_set(self.ctx, self.names, values)?;
        let mut any = false;
        for d in self.domains {
            let d = d.clone().intersect_params(fixed.clone())?;
            for pos in self.depth..d.n_dim() {
                match bounds(&d, pos)? {
                    None => break,
                    Some((lo, hi)) => {
                        any = true;
                        if hi - lo + 1 > self.max {
                            return Ok(Some(false));
                        }
                    }
                }
            }
            any |= !d.is_empty()?;
        }
        Ok(any.then_some(true))
    }
}

#[cfg(test)]
mod tests;
