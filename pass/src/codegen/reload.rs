//! Reloaded reads (`tessera_poly::reload`): a register-carried copy of an
//! array element read from memory again at the statement's start, its
//! affine subscripts linearized with the array's extents; the writes that
//! left dead are skipped.

use super::state::{Gen, ReloadCode};
use crate::error::Error;
use crate::llvm::{Opcode, Val};
use crate::modeling::Item;
use std::collections::HashMap;

impl<'m> Gen<'m> {
    /// Subscripts and extents of the reloaded reads (in the version
    /// block: the extents are region invariants).
    pub(super) fn prepare_reloads(
        &mut self,
        ctx: &isl::Ctx,
        r: &tessera_poly::reload::Reloaded,
    ) -> Result<(), Error> {
        let scop = &self.model.scop;
        let index = |name: &str| -> Result<usize, Error> {
            scop.arrays
                .iter()
                .position(|a| a.name == name)
                .ok_or_else(|| format!("unknown array {name}").into())
        };
        for d in &r.dead {
            self.dead.push(index(d)?);
        }
        let prefix = scop.param_prefix();
        let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}"))?;
        let build = isl::AstBuild::from_context(universe)?;
        for rl in &r.reloads {
            let s = *self
                .stmt_index
                .get(&rl.stmt)
                .ok_or_else(|| format!("unknown statement {}", rl.stmt))?;
            let array = index(&rl.array)?;
            let map = isl::Map::parse(ctx, &rl.relation)?;
            let dom = map.clone().domain()?;
            let n_in = map.n_in();
            let ma = isl::PwMultiAff::from_map(map)
                .and_then(|p| p.gist(dom))
                .and_then(|p| p.as_multi_aff())?;
            let subscripts = super::state::subscripts_of(&ma, n_in, &self.model.params.names)?
                .ok_or("a reloaded read with a parameter the model lacks")?;
            self.ensure_extents(ctx, &build, array)?;
            let scalar = index(&rl.scalar)?;
            self.reloads.entry(s).or_default().push(ReloadCode {
                scalar,
                array,
                subscripts,
                recomputed: rl.recomputed,
            });
        }
        Ok(())
    }

    /// Loads the reloaded reads of statement `s` at the instance `dims`
    /// into `map` (for the PHI or the other statement's value they stand
    /// for); returns their zero-dimensional arrays.
    pub(super) fn reload_reads(
        &mut self,
        s: usize,
        dims: &[Val<'m>],
        map: &mut HashMap<Val<'m>, Val<'m>>,
    ) -> Result<Vec<usize>, Error> {
        use Opcode as O;
        // (A copy: addresses are made by `&mut self` methods.)
        let Some(list) = self.reloads.get(&s).cloned() else {
            return Ok(Vec::new());
        };
        let model = self.model;
        let mut done = Vec::new();
        // (Cloned after the loads: the builder borrows `self`.)
        let mut recompute = Vec::new();
        for r in list {
            // The values the read stands for.
            let mut stands: Vec<Val<'m>> = model.stmts[s]
                .items
                .iter()
                .filter_map(|it| match it {
                    Item::PhiRead { phi, array } if *array == r.scalar => Some(*phi),
                    _ => None,
                })
                .collect();
            stands.extend(
                model
                    .value_array
                    .iter()
                    .filter(|(_, a)| **a == r.scalar)
                    .map(|(v, _)| *v),
            );
            let Some(&first) = stands.first() else {
                continue;
            };
            // A recomputed value loads the element its writer loaded.
            let ty = if r.recomputed {
                element_load(model, first)?.ty()
            } else {
                first.ty()
            };
            let mut element = Vec::new();
            for (constant, coeffs, params) in &r.subscripts {
                let mut e = self.c64(*constant);
                for (i, c) in coeffs.iter().enumerate() {
                    if *c != 0 {
                        let t = self.b.binop(O::Mul, dims[i], self.c64(*c));
                        e = self.b.binop(O::Add, e, t);
                    }
                }
                for (p, c) in params {
                    let t = self.b.binop(O::Mul, self.params[*p], self.c64(*c));
                    e = self.b.binop(O::Add, e, t);
                }
                element.push(e);
            }
            // The element is one the original program loaded (the copy
            // the register carried).
            let ptr = self.element_address(r.array, &element)?;
            let v = self.b.load(ty, ptr);
            self.memory_accesses.push((v, r.array));
            for x in stands {
                if r.recomputed {
                    recompute.push((x, v));
                } else {
                    map.insert(x, v);
                }
            }
            done.push(r.scalar);
        }
        for (x, v) in recompute {
            let value = self.recompute(x, v)?;
            map.insert(x, value);
        }
        Ok(done)
    }

    /// `x`, the writer's value computed from the element it loaded, made
    /// again from `loaded`: each instruction of the chain from the load to
    /// `x` cloned, its operand on the chain replaced (the others are
    /// invariants: constants or values from before the region).
    fn recompute(&mut self, x: Val<'m>, loaded: Val<'m>) -> Result<Val<'m>, Error> {
        let model = self.model;
        let mut chain = vec![x];
        while let Some(&v) = chain.last() {
            if v.opcode() == Opcode::Load {
                break;
            }
            chain.push(chain_operand(model, v)?.1);
            if chain.len() > 16 {
                return Err("a recomputed value's chain is too long".into());
            }
        }
        chain.pop(); // the load: `loaded` stands for it
        let mut value = loaded;
        for v in chain.into_iter().rev() {
            let (k, _) = chain_operand(model, v)?;
            let c = v.clone_instruction();
            c.set_operand(k, value);
            let loc = c.debug_loc();
            self.b.insert(c);
            c.set_debug_loc(if loc.is_none() { self.debug_loc } else { loc });
            value = c;
        }
        Ok(value)
    }
}

/// The one operand of `v` computed in the region (its index and value):
/// the link of a recomputed value's chain towards the element's load.
fn chain_operand<'m>(
    model: &crate::modeling::Model<'m>,
    v: Val<'m>,
) -> Result<(u32, Val<'m>), Error> {
    let mut found = None;
    for k in 0..v.num_operands() {
        let o = v.operand(k);
        if o.is_instruction() && model.region.contains(o.block()) {
            if found.is_some() {
                return Err("a recomputed value with two operands from the region".into());
            }
            found = Some((k, o));
        }
    }
    found.ok_or_else(|| "a recomputed value without its element's load".into())
}

/// The load at the start of `x`'s chain (see [`chain_operand`]).
fn element_load<'m>(model: &crate::modeling::Model<'m>, x: Val<'m>) -> Result<Val<'m>, Error> {
    let mut v = x;
    for _ in 0..16 {
        if v.opcode() == Opcode::Load {
            return Ok(v);
        }
        v = chain_operand(model, v)?.1;
    }
    Err("a recomputed value's chain is too long".into())
}
