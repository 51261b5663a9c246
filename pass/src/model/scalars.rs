//! Scalars: zero-dimensional arrays for the values that cross statements
//! (*value* arrays) and for the PHIs that are not induction variables
//! (*phi* arrays, the exit block's included: *exitphi*), and the recipe
//! items that read and write them.

use super::accesses::elem_size;
use super::builder::{name_or, ScopBuilder};
use super::info::{Class, Item, Slot};
use crate::detect::Reject;
use crate::llvm::{Ty, Val};
use tessera_ir as ir;

impl<'a> ScopBuilder<'a, '_> {
    /// A value array for each statement value used by another statement
    /// or by an exit PHI.
    pub(super) fn value_arrays(&mut self) -> Result<(), Reject<'a>> {
        let an = self.cx.an;
        for s in 0..self.stmts.len() {
            for it in &self.stmts[s].items {
                let Item::Inst(v) = it else { continue };
                if v.ty().is_void() || !self.crosses(s, *v)? {
                    continue;
                }
                let name = self.names.fresh(&format!("v_{}", name_or(an, *v, "tmp")));
                self.value_array.insert(*v, self.arrays.len());
                self.slots.push(Slot {
                    array: self.arrays.len(),
                    ty: v.ty(),
                });
                self.arrays
                    .push(scalar_array(name, v.ty(), ir::ArrayKind::Value)?);
            }
        }
        Ok(())
    }

    /// Is statement `s`'s value `v` used by another statement (or an exit
    /// PHI)? Its other uses must be its own statement's or dropped.
    fn crosses(&self, s: usize, v: Val<'a>) -> Result<bool, Reject<'a>> {
        let region = self.cx.region;
        let mut crossing = false;
        for u in v.users() {
            if !u.is_instruction() || self.demoted.contains_key(&u) {
                continue;
            }
            let ub = u.block();
            if !region.contains(ub) {
                if ub == region.exit && u.is_phi() {
                    crossing = true;
                    continue;
                }
                return Err(Reject::new(
                    "a value computed in the loop nest is used after it (not yet supported)",
                    Some(v),
                ));
            }
            match self.class.get(&u) {
                Some(Class::Stmt(t)) if *t == s && !u.is_phi() => {}
                Some(Class::Stmt(_)) => crossing = true,
                Some(Class::Dropped) => {}
                _ => {
                    return Err(Reject::new(
                        "a loop bound or branch condition depends on data loaded or computed in the loop nest",
                        Some(u),
                    ))
                }
            }
        }
        Ok(crossing)
    }

    /// A phi array for each statement PHI of the region that is not a
    /// demoted accumulator, then for each PHI of the exit block.
    pub(super) fn phi_arrays(&mut self) -> Result<(), Reject<'a>> {
        let (an, region) = (self.cx.an, self.cx.region);
        let mut modelled_phis: Vec<Val<'a>> = Vec::new();
        for &b in &region.blocks {
            for p in b.phis() {
                if matches!(self.class.get(&p), Some(Class::Stmt(_)))
                    && !self.demoted.contains_key(&p)
                {
                    modelled_phis.push(p);
                }
            }
        }
        modelled_phis.extend(self.exit_phis.iter().copied());
        for &p in &modelled_phis {
            // PHIs of the exit block hold the values leaving the region.
            let (prefix, kind) = if p.block() == region.exit {
                ("out", ir::ArrayKind::ExitPhi)
            } else {
                ("phi", ir::ArrayKind::Phi)
            };
            let name = self
                .names
                .fresh(&format!("{prefix}_{}", name_or(an, p, "tmp")));
            self.phi_array.insert(p, self.arrays.len());
            self.slots.push(Slot {
                array: self.arrays.len(),
                ty: p.ty(),
            });
            self.arrays.push(scalar_array(name, p.ty(), kind)?);
        }
        Ok(())
    }

    /// PHI reads (or demoted reads) and value writes into the recipes.
    pub(super) fn rewrite_recipes(&mut self) {
        for code in &mut self.stmts {
            let mut items = Vec::new();
            for it in code.items.drain(..) {
                match it {
                    Item::Inst(v) => {
                        items.push(match self.demoted.get(&v) {
                            Some(&store) => Item::DemotedRead { phi: v, store },
                            None if v.is_phi() => Item::PhiRead {
                                phi: v,
                                array: self.phi_array[&v],
                            },
                            None => Item::Inst(v),
                        });
                        // A value used by another statement is also written
                        // to its value array (PHI values included).
                        if let Some(&a) = self.value_array.get(&v) {
                            items.push(Item::Write { value: v, array: a });
                        }
                    }
                    other => items.push(other),
                }
            }
            code.items = items;
        }
    }
}

fn scalar_array<'a>(
    name: String,
    ty: Ty<'a>,
    kind: ir::ArrayKind,
) -> Result<ir::Array, Reject<'a>> {
    Ok(ir::Array {
        name,
        elem: ty.short_name(),
        elem_size: elem_size(ty).unwrap_or(8),
        sizes: Vec::new(),
        kind,
    })
}
