//! Agreeing PHIs: integer PHIs whose incoming values are affine and equal
//! to one affine form on every edge they come by. GVN leaves them where a
//! branch proved a value: `i == 0 ? 0 : 16000 * i` as
//! `phi [0, %zero], [%row, %rest]` (the row offset of a C99 array
//! parameter `double L[n][n]`, trisolv and cholesky), and SCEV sees an
//! opaque PHI there, so every subscript through it looked loaded.
//!
//! Classification takes such a PHI for its form on trust
//! ([`ScopBuilder::agreeing`]: the form of its first non-constant
//! incoming value), and the domains phase proves it on the edges' domains
//! ([`ScopBuilder::prove_agreeing`]). A PHI the proof fails for makes
//! the attempt fail, and [`super::build`] models the region again
//! without agreement (as before it existed).

use super::builder::{var_name, Agreeing, ScopBuilder};
use super::domains::Domains;
use crate::detect::Reject;
use crate::llvm::{Bb, Val};
use crate::scev::{PwExpr, Var};

impl<'a> ScopBuilder<'a, '_> {
    /// The affine form PHI `phi` of block `b` (not a loop header) takes
    /// when its incoming values agree, on trust until
    /// [`ScopBuilder::prove_agreeing`]; its SCEV unknown is then converted
    /// to the form wherever it is met. Nothing is kept (parameters,
    /// requirements) when the incoming values are not all affine.
    pub(super) fn agreeing(&mut self, b: Bb<'a>, phi: Val<'a>) -> Option<PwExpr> {
        let cx = &mut self.cx;
        let ty = phi.ty();
        if !ty.is_int() || ty.int_width() > 64 || cx.headers.contains_key(&b) {
            return None;
        }
        if b == cx.region.entry {
            return None;
        }
        let chain = cx.chain(b).to_vec();
        let (forms, required, form) = cx.params_kept_if(|cx| {
            let mut forms = Vec::new();
            let mut required = Vec::new();
            for k in 0..phi.phi_count() {
                let (p, v) = (phi.phi_block(k), phi.phi_value(k));
                // Each value as its predecessor sees it, with the range
                // requirements of its conversion (kept only if agreed).
                let (e, r) = cx.region.contains(p).then(|| cx.pending_form(v, p))??;
                required.push((p, r));
                forms.push((p, v, e));
            }
            // The form of a computed value, not of a constant a branch
            // proved.
            let in_chain = |e: &PwExpr| e.loops().iter().all(|l| chain.contains(l));
            let form = forms
                .iter()
                .find(|(_, v, e)| !v.is_constant() && in_chain(e))
                .or_else(|| forms.iter().find(|(_, _, e)| in_chain(e)))
                .map(|(_, _, e)| e.clone())?;
            Some((forms, required, form))
        })?;
        for (p, reqs) in required {
            cx.keep_required(p, reqs);
        }
        let differing = forms
            .into_iter()
            .filter(|(_, _, e)| *e != form)
            .map(|(p, _, e)| (p, e))
            .collect();
        cx.aff.known.insert(cx.an.unknown_index(phi), form.clone());
        self.agreeing.push(Agreeing {
            phi,
            form: form.clone(),
            differing,
        });
        Some(form)
    }

    /// Each agreeing PHI's incoming values equal its form where their
    /// edges are taken, or the PHI that disagrees.
    pub(super) fn prove_agreeing(
        &self,
        ctx: &isl::Ctx,
        domains: &Domains<'_, 'a>,
    ) -> Result<(), Reject<'a>> {
        let names = &self.cx.aff.params.names;
        let name = |v: Var| var_name(names, v);
        for a in &self.agreeing {
            let b = a.phi.block();
            let disagrees = || {
                Reject::new(
                    "an integer PHI takes affine values that are not one affine function of the loop indices and parameters (not yet supported)",
                    Some(a.phi),
                )
            };
            for (p, e) in &a.differing {
                let term = p.terminator().ok_or_else(disagrees)?;
                let tuple = self
                    .cx
                    .chain(*p)
                    .iter()
                    .map(|&l| name(Var::Loop(l)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let text = format!(
                    "{}{{ [{tuple}] : {} = {} }}",
                    domains.prefix,
                    e.to_isl(&name),
                    a.form.to_isl(&name)
                );
                let equal = isl::Set::parse(ctx, &text).map_err(|e| self.isl_err(e))?;
                for k in 0..term.num_successors() {
                    if term.successor(k) != b {
                        continue;
                    }
                    // Every edge of the region has its domain: one missing
                    // proves nothing.
                    let taken = domains.edge.get(&(*p, k)).ok_or_else(disagrees)?;
                    if !taken.is_subset(&equal).map_err(|e| self.isl_err(e))? {
                        return Err(disagrees());
                    }
                }
            }
        }
        Ok(())
    }
}
