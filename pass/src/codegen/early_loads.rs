//! The loads of a jammed register tile before its stores. The copies of a
//! register tile come out in the order of the loops they replace: each
//! loads its elements, computes, and stores, before the next copy loads.
//! Where the rows of an array lie a multiple of 4 KiB apart (a power of
//! two such as 2048 doubles), the load of one copy's row waits on the
//! store of the previous copy's (the processor compares the addresses'
//! low 12 bits only: 4K aliasing), and LLVM moves no load above a store
//! it cannot prove apart. Here a load moves above the copies' stores
//! when none of them writes its element:
//! - a store to another array: the arrays are apart wherever the
//!   regenerated code runs (no exact overlap test admitted an overlap);
//! - a store of another copy of the same statement to the same array:
//!   the copies' coordinates differ by constants (the unrolled point
//!   loops' offsets), and isl proves that the two accesses, that far
//!   apart, never meet an element.
//!
//! (Hand-written, this order took a 2048² DGEMM in Tessera's shape from
//! 21 to 30 GFLOP/s on a Zen 4; at 2000 it changed nothing.)

use super::state::{Gen, JamAccess, JammedBody};
use crate::error::Error;
use crate::llvm::{Opcode, Val};
use std::collections::{HashMap, HashSet};

/// `v` as `base + constant` (`add base, c`), else `v + 0`.
fn offset_of(v: Val<'_>) -> (Val<'_>, i64) {
    if v.is_instruction() && v.opcode() == Opcode::Add {
        if let Some(c) = v.operand(1).const_int() {
            return (v.operand(0), c);
        }
    }
    (v, 0)
}

/// Whether `a` and `b` compute the same value: the same value, equal
/// constants, or the same arithmetic (`movable`) on the same operands, up
/// to `depth` deep (each copy of a register tile computes the inner
/// point loops' bounds again).
fn same_value(a: Val<'_>, b: Val<'_>, depth: usize) -> bool {
    if a == b {
        return true;
    }
    if let (Some(x), Some(y)) = (a.const_int(), b.const_int()) {
        return x == y;
    }
    depth > 0
        && a.is_instruction()
        && b.is_instruction()
        && a.opcode() == b.opcode()
        && movable(a)
        && a.opcode() != Opcode::ICmp
        && a.num_operands() == b.num_operands()
        && (0..a.num_operands()).all(|k| same_value(a.operand(k), b.operand(k), depth - 1))
}

/// Whether the address computation of `load` may move with it: integer
/// and pointer arithmetic only (no memory, no PHI, no call).
fn movable(i: Val<'_>) -> bool {
    use Opcode as O;
    let op = i.opcode();
    crate::llvm::is_integer_arithmetic(op)
        || matches!(
            op,
            O::GetElementPtr | O::BitCast | O::PtrToInt | O::IntToPtr
        )
}

impl<'m> Gen<'m> {
    /// Moves, in every jammed body, the loads none of the earlier copies'
    /// stores may write above the body's first store (their address
    /// arithmetic with them). Nothing where the arrays may overlap.
    pub(super) fn early_loads(&mut self, ctx: &isl::Ctx) -> Result<(), Error> {
        if self.overlap_tolerated {
            return Ok(());
        }
        let mut apart: HashMap<(Val<'m>, Val<'m>, Vec<i64>), bool> = HashMap::new();
        for body in std::mem::take(&mut self.jammed_bodies) {
            self.early_loads_in(ctx, &body, &mut apart)?;
        }
        Ok(())
    }

    fn early_loads_in(
        &mut self,
        ctx: &isl::Ctx,
        body: &JammedBody<'m>,
        apart: &mut HashMap<(Val<'m>, Val<'m>, Vec<i64>), bool>,
    ) -> Result<(), Error> {
        let insts = body.block.instructions();
        let Some(first_store) = insts.iter().position(|i| i.is_store()) else {
            return Ok(());
        };
        let logged: HashMap<Val<'m>, &JamAccess<'m>> =
            body.accesses.iter().map(|a| (a.inst, a)).collect();
        let slots: HashSet<Val<'m>> = self
            .slots
            .values()
            .copied()
            .chain(self.acc_allocas.iter().copied())
            .collect();
        let mut stores: Vec<&JamAccess<'m>> = Vec::new();
        let mut early: Vec<Val<'m>> = Vec::new();
        for &i in &insts[first_store..] {
            if i.is_store() {
                // A slot's store reaches no array element.
                if slots.contains(&i.operand(1)) {
                    continue;
                }
                match logged.get(&i) {
                    Some(a) => stores.push(a),
                    None => break,
                }
                continue;
            }
            if i.opcode() == Opcode::Call && !self.pure_call(i) {
                break;
            }
            if i.opcode() != Opcode::Load {
                continue;
            }
            let Some(load) = logged.get(&i) else {
                continue;
            };
            let mut passes = true;
            for s in &stores {
                if !self.never_meet(ctx, load, s, apart)? {
                    passes = false;
                    break;
                }
            }
            if passes {
                early.push(i);
            }
        }
        // The moved loads (those of one address counted once: GVN merges
        // them) stay live until their copy uses them, next to a value of
        // each copy (its factors loaded or broadcast once outside the
        // loop): past the vector registers they would spill (AVX2's 16
        // with gemm's 4x4 tile: 10% slower at n = 2000).
        let mut distinct: Vec<Val<'m>> = Vec::new();
        for l in &early {
            if !distinct
                .iter()
                .any(|d| same_value(d.operand(0), l.operand(0), 8))
            {
                distinct.push(*l);
            }
        }
        if stores.len() + distinct.len() > self.vector_registers as usize {
            return Ok(());
        }
        // Each load with its address arithmetic made after the first
        // store, in their order, before that store.
        let position: HashMap<Val<'m>, usize> =
            insts.iter().enumerate().map(|(k, &i)| (i, k)).collect();
        let mut moved: HashSet<Val<'m>> = HashSet::new();
        let anchor = insts[first_store];
        for load in early {
            let mut chain = Vec::new();
            if !self.chain_of(load, first_store, &position, &moved, &mut chain) {
                continue;
            }
            chain.sort_by_key(|i| position[i]);
            chain.dedup();
            for i in chain {
                i.detach();
                self.b.position_before(anchor);
                self.b.insert(i);
                moved.insert(i);
            }
        }
        Ok(())
    }

    /// The instructions of the block after `first_store` that `i` needs
    /// (itself included) and not moved yet; false when one may not move.
    fn chain_of(
        &self,
        i: Val<'m>,
        first_store: usize,
        position: &HashMap<Val<'m>, usize>,
        moved: &HashSet<Val<'m>>,
        chain: &mut Vec<Val<'m>>,
    ) -> bool {
        match position.get(&i) {
            Some(&k) if k > first_store && !moved.contains(&i) => {}
            _ => return true,
        }
        if !chain.is_empty() && !movable(i) {
            return false;
        }
        chain.push(i);
        (0..i.num_operands()).all(|k| {
            let o = i.operand(k);
            !o.is_instruction() || self.chain_of(o, first_store, position, moved, chain)
        })
    }

    /// A call the statements make that touches no memory: the arithmetic
    /// intrinsics LLVM keeps as calls (`llvm.fmuladd`, `llvm.fma`, ...).
    fn pure_call(&self, i: Val<'m>) -> bool {
        i.called_function().is_some_and(|f| {
            let name = f.name();
            [
                "llvm.fmuladd.",
                "llvm.fma.",
                "llvm.fabs.",
                "llvm.sqrt.",
                "llvm.minnum.",
                "llvm.maxnum.",
                "llvm.smax.",
                "llvm.smin.",
            ]
            .iter()
            .any(|p| name.starts_with(p))
        })
    }

    /// Whether `load` (of one copy) never reads what `store` (of an
    /// earlier copy) writes: another array, or the same statement's
    /// accesses at coordinates a constant apart that isl proves never meet.
    fn never_meet(
        &self,
        ctx: &isl::Ctx,
        load: &JamAccess<'m>,
        store: &JamAccess<'m>,
        apart: &mut HashMap<(Val<'m>, Val<'m>, Vec<i64>), bool>,
    ) -> Result<bool, Error> {
        let array = |a: &JamAccess<'m>| self.model.access_array.get(&a.original).copied();
        let (Some(la), Some(sa)) = (array(load), array(store)) else {
            return Ok(false);
        };
        if la != sa {
            return Ok(true);
        }
        if load.stmt != store.stmt || load.dims.len() != store.dims.len() {
            return Ok(false);
        }
        let mut delta = Vec::new();
        for (l, s) in load.dims.iter().zip(&store.dims) {
            let ((lb, lc), (sb, sc)) = (offset_of(*l), offset_of(*s));
            if !same_value(lb, sb, 4) {
                return Ok(false);
            }
            delta.push(lc - sc);
        }
        let key = (load.original, store.original, delta.clone());
        if let Some(&known) = apart.get(&key) {
            return Ok(known);
        }
        let relation = |a: &JamAccess<'m>| -> Option<String> {
            let k = *self.model.access_index.get(&a.original)? as usize;
            let st = self.model.scop.statements.get(a.stmt)?;
            Some(st.accesses.get(k)?.relation.clone())
        };
        let (Some(lr), Some(sr)) = (relation(load), relation(store)) else {
            return Ok(false);
        };
        let st = &self.model.scop.statements[load.stmt];
        let prefix = self.model.scop.param_prefix();
        let ds: Vec<String> = (0..delta.len()).map(|k| format!("d{k}")).collect();
        let shifted: Vec<String> = ds
            .iter()
            .zip(&delta)
            .map(|(d, c)| format!("{d} - ({c})"))
            .collect();
        // The load's coordinates d, the store's d - delta: do their
        // elements ever coincide?
        let back = isl::Map::parse(
            ctx,
            &format!(
                "{prefix}{{ {n}[{}] -> {n}[{}] }}",
                ds.join(", "),
                shifted.join(", "),
                n = st.name
            ),
        )?;
        let reads = isl::Map::parse(ctx, &lr)?;
        let writes = back.apply_range(isl::Map::parse(ctx, &sr)?)?;
        let never = reads.intersect(writes)?.is_empty()?;
        apart.insert(key, never);
        Ok(never)
    }
}
