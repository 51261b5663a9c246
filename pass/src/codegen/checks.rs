//! Run-time checks of the version branch: where the generated code runs
//! (parameters where its statements run, within the model's assumptions),
//! and that arrays which may alias do not overlap (the address-range test,
//! or-ed with the exact deviation test of `tessera_poly::alias`).

use super::state::{Applied, Failure, Gen, Scheduled};
use crate::error::Error;
use crate::llvm::IntPredicate::*;
use crate::llvm::{self, Bb, Opcode, Val};
use crate::modeling::Model;
use std::collections::HashMap;

/// Disjuncts of an array's touched elements past which the address range
/// is bounded disjunct by disjunct: isl's maximum over a union of
/// parametric pieces grows with their combinations (fuzz seed 901916:
/// 0.35 s for one array of six pieces), while the minimum and maximum of
/// the pieces' bounds in the generated code have the same value. The own
/// suite and PolyBench have at most three.
const MAX_UNION_PIECES: usize = 3;

impl<'m> Gen<'m> {
    /// The base address of array `a`, where the version block can read it:
    /// an error when the region itself computes it (a base loaded in the
    /// loop nest's preheader, as in the bodies clang outlines for
    /// `#pragma omp parallel`), which the check before the region cannot
    /// use.
    fn base_before_region(&self, a: usize) -> Result<Val<'m>, Error> {
        let base = self.model.bases[&a];
        if base.is_instruction() && self.model.region.contains(base.block()) {
            return Err(format!(
                "the base address of {} is computed inside the loop nest, where the run-time check before it cannot read it",
                self.model.scop.arrays[a].name
            )
            .into());
        }
        Ok(base)
    }

    /// The version branch, where the builder stands: to `start` where the
    /// generated code runs and the arrays do not overlap, to the original
    /// region elsewhere. Then the alias scopes that makes true for LLVM.
    pub(super) fn version_branch(
        &mut self,
        ctx: &isl::Ctx,
        applied: &Applied,
        scheduled: Scheduled,
        start: Bb<'m>,
    ) -> Result<(), Failure> {
        let model = self.model;
        let lctx = self.b.context();
        let (no_overlap, overlapping) =
            self.no_overlap(ctx, &scheduled.schedule_text, applied.range_test_only)?;
        let cond = {
            let prefix = model.scop.param_prefix();
            let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}"))?;
            let runs = scheduled.runs.gist(scheduled.model_context)?;
            if runs.plain_is_universe()? {
                llvm::const_int(llvm::i1_type(lctx), 1)
            } else {
                let e = isl::AstBuild::from_context(universe)?.expr_from_set(runs)?;
                self.cond(&e)?
            }
        };
        let cond = match no_overlap {
            Some(c) => self.b.binop(Opcode::And, cond, c),
            None => cond,
        };
        // A condition the builder folded to `false` (constant addresses
        // whose ranges overlap, say): the regenerated code would be dead.
        if cond.const_int() == Some(0) {
            let why = if overlapping.is_empty() {
                "it folds to false".to_string()
            } else {
                overlapping.join(", ")
            };
            return Err(Failure::AlwaysFalse(why));
        }
        self.b.cond_br(cond, start, model.region.entry);
        // Where the generated code runs, the arrays do not overlap (alias
        // analysis or the range test says so): tell LLVM, so that LICM and
        // the vectorizer need no checks of their own (the jammed copies of
        // a register tile exceed the vectorizer's limit on them).
        if !self.overlap_tolerated {
            let names: Vec<String> = model.scop.arrays.iter().map(|a| a.name.clone()).collect();
            let scopes = llvm::AliasScopes::new(lctx, &model.scop.name, &names);
            for &(inst, array) in &self.memory_accesses {
                scopes.mark(inst, array);
            }
        }
        Ok(())
    }

    /// The run-time test that no two arrays that may alias overlap: for
    /// each pair, the address ranges [lo, hi) spanned by their accessed
    /// elements (a box of the accessed indices, linearized with the
    /// recovered sizes) are disjoint. None when there is nothing to check.
    /// Also, the pairs whose test folded to `false` (constant addresses),
    /// as text for a remark.
    pub(super) fn no_overlap(
        &mut self,
        ctx: &isl::Ctx,
        schedule: &str,
        range_only: bool,
    ) -> Result<(Option<Val<'m>>, Vec<String>), Error> {
        use Opcode as O;
        if self.model.may_alias.is_empty() {
            return Ok((None, Vec::new()));
        }
        let prefix = self.model.scop.param_prefix();
        let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}"))?;
        let build = isl::AstBuild::from_context(universe)?;
        let mut ranges: HashMap<usize, (Val<'m>, Val<'m>)> = HashMap::new();
        let mut arrays: Vec<usize> = self
            .model
            .may_alias
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .collect();
        arrays.sort();
        arrays.dedup();
        for a in arrays {
            let arr = self.model.scop.arrays[a].clone();
            let dims: Vec<String> = (0..arr.sizes.len()).map(|k| format!("o{k}")).collect();
            let mut touched = isl::Set::parse(
                ctx,
                &format!("{prefix}{{ {}[{}] : 1 = 0 }}", arr.name, dims.join(", ")),
            )?;
            for st in &self.model.scop.statements {
                let dom = isl::Set::parse(ctx, &st.domain)?;
                for acc in st.accesses.iter().filter(|x| x.array == arr.name) {
                    let r = isl::Map::parse(ctx, &acc.relation)?.intersect_domain(dom.clone())?;
                    touched = touched.union(r.range()?)?;
                }
            }
            let touched = touched.coalesce()?;
            // Past a few disjuncts, one bound per disjunct, their minimum
            // and maximum taken in the generated code.
            let pieces = if touched.n_basic_set()? > MAX_UNION_PIECES {
                isl::Map::from_domain(touched)?
                    .basic_maps()?
                    .into_iter()
                    .map(|b| b.into_map()?.domain())
                    .collect::<isl::Result<Vec<_>>>()?
            } else {
                vec![touched]
            };
            let elem = self.c64(i64::from(arr.elem_size.max(1)));
            let mut lo = self.c64(0);
            let mut hi = self.c64(0);
            for (k, dim) in arr.sizes.iter().enumerate() {
                if k > 0 {
                    let size = self.extent(ctx, &build, dim)?;
                    lo = self.b.binop(O::Mul, lo, size);
                    hi = self.b.binop(O::Mul, hi, size);
                }
                let (mut lows, mut highs) = (Vec::new(), Vec::new());
                for piece in &pieces {
                    let min = piece.clone().dim_min(k)?;
                    let max = piece.clone().dim_max(k)?;
                    lows.push(self.expr(&build.expr_from_pw_aff(min)?)?);
                    highs.push(self.expr(&build.expr_from_pw_aff(max)?)?);
                }
                let (Some(mn), Some(mx)) = (self.extreme(SLT, &lows), self.extreme(SGT, &highs))
                else {
                    return Err("an array without a touched element to bound".into());
                };
                lo = self.b.binop(O::Add, lo, mn);
                hi = self.b.binop(O::Add, hi, mx);
            }
            // Addresses as integers (pointers to different objects cannot
            // be compared as pointers).
            let base = self.base_before_region(a)?;
            let addr = self.b.ptr_to_int(base, self.i64t);
            let lo_b = self.b.binop(O::Mul, lo, elem);
            let one = self.c64(1);
            let hi_n = self.b.binop(O::Add, hi, one);
            let hi_b = self.b.binop(O::Mul, hi_n, elem);
            let lo_addr = self.b.binop(O::Add, addr, lo_b);
            let hi_addr = self.b.binop(O::Add, addr, hi_b);
            ranges.insert(a, (lo_addr, hi_addr));
        }
        let mut all = llvm::const_int(llvm::i1_type(self.b.context()), 1);
        let mut overlapping = Vec::new();
        for &(a, b) in &self.model.may_alias {
            let (la, ha) = ranges[&a];
            let (lb, hb) = ranges[&b];
            let before = self.b.icmp(SLE, ha, lb);
            let after = self.b.icmp(SLE, hb, la);
            let disjoint = self.b.binop(O::Or, before, after);
            if disjoint.const_int() == Some(0) {
                let arrays = &self.model.scop.arrays;
                overlapping.push(format!(
                    "the accessed ranges of @{} and @{} always overlap",
                    arrays[a].name, arrays[b].name
                ));
            }
            all = self.b.binop(O::And, all, disjoint);
        }
        // The exact test of paper 000 (overlaps the schedule tolerates),
        // when the arrays have one shape: either test suffices.
        if range_only {
            return Ok((Some(all), overlapping));
        }
        match self.exact_overlap_test(ctx, schedule)? {
            Some(exact) => {
                self.overlap_tolerated = true;
                Ok((Some(self.b.binop(O::Or, all, exact)), overlapping))
            }
            None => Ok((Some(all), overlapping)),
        }
    }

    /// The deviation test: with C_B = (B - A) in rows of the reference array
    /// A, the schedule is legal for the C_B in the set paper 000's analysis
    /// computes. None when it does not apply.
    pub(super) fn exact_overlap_test(
        &mut self,
        ctx: &isl::Ctx,
        schedule: &str,
    ) -> Result<Option<Val<'m>>, Error> {
        use Opcode as O;
        let mut group: Vec<usize> = self
            .model
            .may_alias
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .collect();
        group.sort();
        group.dedup();
        // One deviation parameter per array: beyond a few arrays the exact
        // analysis costs more than it can save.
        const MAX_EXACT_ARRAYS: usize = 4;
        if group.len() > MAX_EXACT_ARRAYS {
            return Ok(None);
        }
        let names: Vec<String> = group
            .iter()
            .map(|&a| self.model.scop.arrays[a].name.clone())
            .collect();
        // Its own, smaller budget (the range test usually decides; this
        // test only rescues overlapping calls, and cost covariance 0.6 s
        // at the full budget); what follows gets a fresh one either way.
        const EXACT_BUDGET: u64 = 500_000;
        let exact = ctx.with_nested_budget(EXACT_BUDGET, |ctx| {
            tessera_poly::alias::exact_condition(ctx, &self.model.scop, schedule, &names)
        });
        let safe = match exact {
            Ok(Some(s)) => s,
            Ok(None) => return Ok(None),
            // Past the budget (or any isl failure): the range test alone.
            Err(_) => return Ok(None),
        };
        let reference = &self.model.scop.arrays[group[0]];
        // Bytes per row of the reference array.
        let mut row = self.c64(i64::from(reference.elem_size.max(1)));
        let pnames: Vec<String> = self
            .model
            .scop
            .params
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let pprefix = if pnames.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", pnames.join(", "))
        };
        let universe =
            isl::AstBuild::from_context(isl::Set::parse(ctx, &format!("{pprefix}{{ : }}"))?)?;
        for dim in reference.sizes.iter().skip(1) {
            let size = match dim {
                tessera_ir::Dim::Const(n) => self.c64(*n),
                tessera_ir::Dim::Param(t) => {
                    let pa = isl::PwAff::parse(ctx, &format!("{pprefix}{{ [({t})] }}"))?;
                    self.expr(&universe.expr_from_pw_aff(pa)?)?
                }
                tessera_ir::Dim::Unknown => return Ok(None),
            };
            row = self.b.binop(O::Mul, row, size);
        }
        // A row of size 0 (or less: empty arrays) would make the division
        // undefined; any positive stand-in is fine, nothing is accessed.
        let positive = self.b.icmp(SGT, row, self.c64(0));
        let row = self.b.select(positive, row, self.c64(1));
        for &a in group.iter() {
            self.base_before_region(a)?;
        }
        let base_of = |g: &Self, a: usize| g.b.ptr_to_int(g.model.bases[&a], g.i64t);
        let ref_addr = base_of(self, group[0]);
        let mut aligned = llvm::const_int(llvm::i1_type(self.b.context()), 1);
        let mut saved = Vec::new();
        for &a in &group[1..] {
            let addr = base_of(self, a);
            let delta = self.b.binop(O::Sub, addr, ref_addr);
            let rem = self.b.binop(O::SRem, delta, row);
            let whole = self.b.icmp(EQ, rem, self.c64(0));
            aligned = self.b.binop(O::And, aligned, whole);
            let rows = self.b.binop(O::SDiv, delta, row);
            let name = tessera_poly::alias::deviation_param(&self.model.scop.arrays[a].name);
            saved.push((name.clone(), self.ids.insert(name, rows)));
        }
        let set = isl::Set::parse(ctx, &safe)?;
        let space_names: Vec<String> =
            pnames
                .iter()
                .cloned()
                .chain(group[1..].iter().map(|&a| {
                    tessera_poly::alias::deviation_param(&self.model.scop.arrays[a].name)
                }))
                .collect();
        let ctx_set = isl::Set::parse(ctx, &format!("[{}] -> {{ : }}", space_names.join(", ")))?;
        let e = isl::AstBuild::from_context(ctx_set)?.expr_from_set(set)?;
        let inside = self.cond(&e)?;
        for (name, old) in saved {
            match old {
                Some(v) => self.ids.insert(name, v),
                None => self.ids.remove(&name),
            };
        }
        Ok(Some(self.b.binop(O::And, aligned, inside)))
    }
}

/// The parameters for which the generated code runs (the original code
/// covers the others), so that its AST needs no case for them: those where
/// every scheduled statement runs at least once (fdtd-2d's time-tiled AST:
/// half the size without a case per empty statement). Statements guarded
/// by conditions that exclude one another (`if (flag) ... else ...` inside
/// the nest) never all run: the requirement is then that some statement
/// runs, which never excludes a parameter value where the region does
/// work. Either way, within `assumed`.
pub(super) fn populated_params<'c, 'm>(
    ctx: &'c isl::Ctx,
    model: &Model<'m>,
    sched: &isl::UnionMap<'c>,
    assumed: &isl::Set<'c>,
) -> Result<isl::Set<'c>, Error> {
    let universe = isl::Set::parse(ctx, &format!("{}{{ : }}", model.scop.param_prefix()))?;
    let mut every = universe.clone();
    let mut some = isl::Set::parse(ctx, &format!("{}{{ : 1 = 0 }}", model.scop.param_prefix()))?;
    for set in sched.clone().domain()?.sets()? {
        let params = set.params()?;
        every = every.intersect(params.clone())?;
        some = some.union(params)?;
    }
    let every_runs = !every.clone().intersect(assumed.clone())?.is_empty()?;
    let populated = if every_runs { every } else { some };
    Ok(populated.coalesce()?)
}
