//! Statement copies: one statement instance re-created from the original
//! instructions, operands remapped (synthesizable values recomputed,
//! rematerializable ones cloned, values of other statements loaded from
//! their slots); the slots of zero-dimensional arrays, plain or expanded.

use super::state::Gen;
use crate::error::Error;
use crate::llvm::{Opcode, Ty, Val};
use crate::modeling::{Class, Item};
use std::collections::HashMap;

impl<'m> Gen<'m> {
    /// Re-creates one statement instance; `dims` are its domain coordinates.
    pub(super) fn statement(&mut self, s: usize, dims: &[Val<'m>]) -> Result<(), Error> {
        // Testing hook: a panic with generated blocks already in place.
        self.opts.maybe_panic(crate::options::Phase::Codegen);
        let code = &self.model.stmts[s];
        if dims.len() != code.chain.len() {
            return Err(format!("statement S{s} called with {} coordinates", dims.len()).into());
        }
        let mut map: HashMap<Val<'m>, Val<'m>> = HashMap::new();
        let reloaded = self.reload_reads(s, dims, &mut map)?;
        for it in &code.items {
            match it {
                Item::Inst(v) => match self.promoted_slot(*v) {
                    // A kept accumulator's load or store: its slot.
                    Some(slot) if v.opcode() == Opcode::Store => {
                        let x = self.resolve(s, v.operand(0), dims, &mut map)?;
                        self.b.store(x, slot);
                    }
                    Some(slot) => {
                        let l = self.b.load(v.ty(), slot);
                        map.insert(*v, l);
                    }
                    None => {
                        let c = self.clone_with(s, *v, dims, &mut map)?;
                        map.insert(*v, c);
                    }
                },
                Item::PhiRead { array, .. } if reloaded.contains(array) => {}
                Item::Write { array, .. } if self.dead.contains(array) => {}
                Item::PhiRead { phi, array } => {
                    let l = self.load_slot(*array, phi.ty(), dims);
                    map.insert(*phi, l);
                }
                Item::DemotedRead { phi, store } => {
                    // The accumulator, read where the loop stores it (its
                    // slot, when kept in a register across the loop).
                    let ptr = match self.promoted_slot(*phi) {
                        Some(slot) => slot,
                        None => self.resolve(s, store.operand(1), dims, &mut map)?,
                    };
                    // ptr addresses a value of the PHI's type (the loop
                    // stores the PHI's update there).
                    let l = self.b.load(phi.ty(), ptr);
                    map.insert(*phi, l);
                }
                Item::Write { value, array } => {
                    let v = self.resolve(s, *value, dims, &mut map)?;
                    self.store_slot(*array, v, dims);
                }
            }
        }
        Ok(())
    }

    pub(super) fn clone_with(
        &mut self,
        s: usize,
        v: Val<'m>,
        dims: &[Val<'m>],
        map: &mut HashMap<Val<'m>, Val<'m>>,
    ) -> Result<Val<'m>, Error> {
        let c = v.clone_instruction();
        let n = v.num_operands();
        let is_call = v.opcode() == Opcode::Call;
        for k in 0..n {
            if is_call && k + 1 == n {
                continue; // the callee
            }
            let o = v.operand(k);
            let r = self.resolve(s, o, dims, map)?;
            if r != o {
                c.set_operand(k, r);
            }
        }
        // A packed operand's tile is read from its buffer.
        if let Some(addr) = self.packed_address(s, v, dims)? {
            c.set_operand(0, addr);
        }
        // The builder stamps its own location on what it inserts: keep the
        // clone's (the statement's source line).
        let loc = c.debug_loc();
        if matches!(v.opcode(), Opcode::Load | Opcode::Store) {
            if let Some(&a) = self.model.access_array.get(&v) {
                self.memory_accesses.push((c, a));
                if let Some(log) = &mut self.jam_log {
                    log.push(super::state::JamAccess {
                        inst: c,
                        stmt: s,
                        dims: dims.to_vec(),
                        original: v,
                    });
                }
            }
        }
        self.b.insert(c);
        c.set_debug_loc(if loc.is_none() { self.debug_loc } else { loc });
        Ok(c)
    }

    /// The value operand `o` has in the new code.
    pub(super) fn resolve(
        &mut self,
        s: usize,
        o: Val<'m>,
        dims: &[Val<'m>],
        map: &mut HashMap<Val<'m>, Val<'m>>,
    ) -> Result<Val<'m>, Error> {
        if let Some(v) = map.get(&o) {
            return Ok(*v);
        }
        let v = match self.model.class.get(&o) {
            None => return Ok(o), // defined outside the region, or a constant
            Some(Class::Synth(e)) => {
                let chain = self.model.stmts[s].chain.clone();
                let v = self.eval_pw(e, &chain, dims)?;
                self.cast_int(v, o.ty())
            }
            Some(Class::Remat) => self.clone_with(s, o, dims, map)?,
            Some(Class::Stmt(t)) if *t != s => {
                let arr = *self
                    .model
                    .value_array
                    .get(&o)
                    .ok_or("a statement value without its array")?;
                self.load_slot(arr, o.ty(), dims)
            }
            Some(other) => return Err(format!("operand of class {other:?} used as data").into()),
        };
        map.insert(o, v);
        Ok(v)
    }

    /// Address of a zero-dimensional array's element for a statement
    /// instance: its slot, or in an expanded array the element of the
    /// instance's leading counters.
    pub(super) fn slot_addr(&self, array: usize, ty: Ty<'m>, dims: &[Val<'m>]) -> Val<'m> {
        let Some((base, sizes)) = self.expanded.get(&array) else {
            return self.slots[&array];
        };
        let mut idx = self.c64(0);
        for (k, size) in sizes.iter().enumerate() {
            let scaled = self.b.binop(Opcode::Mul, idx, *size);
            idx = self.b.binop(Opcode::Add, scaled, dims[k]);
        }
        // base points to an array of ty with at least idx + 1 elements
        // (sizes bound every instance's counters).
        self.b.gep(ty, *base, idx)
    }

    pub(super) fn load_slot(&self, array: usize, ty: Ty<'m>, dims: &[Val<'m>]) -> Val<'m> {
        let addr = self.slot_addr(array, ty, dims);
        self.b.load(ty, addr)
    }

    pub(super) fn store_slot(&self, array: usize, v: Val<'m>, dims: &[Val<'m>]) {
        let addr = self.slot_addr(array, v.ty(), dims);
        self.b.store(v, addr);
    }
}
