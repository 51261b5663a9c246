//! Undoing LLVM's scalar promotion of accumulators, tentatively.
//!
//! By the time Tessera runs, LICM has turned `C[i][j] += A[i][k] * B[k][j]`
//! into a register accumulator over `k`: a header PHI starting from a value
//! computed before the loop, and one store after the loop. The model of
//! that form carries a scalar dependence around every iteration, so no
//! schedule may move `k` anywhere: no interchange, no tiling.
//!
//! [`insert`] puts the memory traffic back where it was, as two stores of
//! the accumulator to its location: the PHI's initial value at the end of
//! the preheader, its next value at the end of the latch. Modelling then
//! sees a loop whose only store writes the PHI's location every iteration
//! (`modeling::promoted_accumulators` reads such PHIs from memory). The
//! stores are unobservable: the loop writes no memory, alias analysis says
//! none of its reads touches the location, and the store after the loop
//! overwrites it with the last of them. [`Inserted`] erases them again when dropped
//! (also while unwinding): regenerated code keeps its own clones, and the
//! original code goes back to what LLVM made of it.

use crate::llvm::{Analyses, Bb, Builder, LoopDesc, Val};
use llvm_sys::LLVMOpcode;

/// The stores [`insert`] added; erased on drop.
pub struct Inserted(pub Vec<Val>);

impl Drop for Inserted {
    fn drop(&mut self) {
        for s in self.0.drain(..) {
            s.erase();
        }
    }
}

/// Does the instruction touch memory (or have effects we cannot see)?
/// Volatile and atomic loads count as writes for the loop test below.
fn touches_memory(i: Val) -> bool {
    match i.opcode() {
        LLVMOpcode::LLVMLoad
        | LLVMOpcode::LLVMStore
        | LLVMOpcode::LLVMFence
        | LLVMOpcode::LLVMAtomicCmpXchg
        | LLVMOpcode::LLVMAtomicRMW
        | LLVMOpcode::LLVMVAArg
        | LLVMOpcode::LLVMInvoke
        | LLVMOpcode::LLVMCallBr => true,
        LLVMOpcode::LLVMCall => !i.is_ignorable() && !i.call_is_pure(),
        _ => false,
    }
}

/// Re-inserts the per-iteration stores of every promoted accumulator whose
/// loop matches the pattern above exactly.
pub fn insert(an: &Analyses, loops: &[LoopDesc]) -> Inserted {
    let mut out = Vec::new();
    let mut builder = None;
    for (k, l) in loops.iter().enumerate() {
        // A loop that may run forever never reaches the store after it:
        // the stores must not appear then.
        if an.backedge_taken_count(k).contains("cnc") {
            continue;
        }
        if let Some((store, init, upd, pre, latch)) = candidate(an, l) {
            let b = builder.get_or_insert_with(|| Builder::new(store.ty().context()));
            // An initial value loaded from the location is there already.
            let init_there = init.is_instruction()
                && init.opcode() == LLVMOpcode::LLVMLoad
                && init.block() == pre
                && init.operand(0) == store.operand(1)
                && !pre
                    .instructions()
                    .into_iter()
                    .any(|i| touches_memory(i) && i.opcode() != LLVMOpcode::LLVMLoad);
            for (value, block) in [(init, pre), (upd, latch)] {
                if block == pre && init_there {
                    continue;
                }
                let s = store.clone_instruction();
                s.set_operand(0, value);
                let Some(term) = block.terminator() else {
                    continue;
                };
                b.position_before(term);
                b.insert(s);
                out.push(s);
            }
        }
    }
    Inserted(out)
}

/// (store after the loop, initial value, next value, preheader, latch) of
/// a loop with exactly one promoted accumulator.
fn candidate(an: &Analyses, l: &LoopDesc) -> Option<(Val, Val, Val, Bb, Bb)> {
    let (pre, latch, exit) = (l.preheader?, l.latch?, l.exit_block?);
    if l.num_exiting != 1 || !latch.successors().contains(&exit) || !l.simplify_form {
        return None;
    }
    // Nothing in the loop writes memory (and, below, nothing reads the
    // location), so nothing observes the stores.
    if l.blocks.iter().any(|b| {
        b.instructions().into_iter().any(|i| {
            touches_memory(i) && (i.opcode() != LLVMOpcode::LLVMLoad || i.is_volatile_or_atomic())
        })
    }) {
        return None;
    }
    // The exit's first memory access: a plain store of the accumulator's
    // last value, to an address computed before the loop.
    let first = exit
        .instructions()
        .into_iter()
        .find(|&i| touches_memory(i))?;
    if first.opcode() != LLVMOpcode::LLVMStore || first.is_volatile_or_atomic() {
        return None;
    }
    // No read in the loop may see the location: a scalar the source
    // itself kept in a register (not LICM) may sum the array it is stored
    // to, and the re-inserted stores would change what those reads see.
    if l.blocks.iter().any(|b| {
        b.instructions()
            .into_iter()
            .any(|i| i.opcode() == LLVMOpcode::LLVMLoad && an.access_alias(i, first) != 0)
    }) {
        return None;
    }
    let (value, ptr) = (first.operand(0), first.operand(1));
    if ptr.is_instruction() && (ptr.block() == exit || l.blocks.contains(&ptr.block())) {
        return None;
    }
    // value: the latch value, directly or through an LCSSA PHI.
    let upd = if value.is_phi() && value.block() == exit {
        if value.phi_count() != 1 || value.phi_block(0) != latch {
            return None;
        }
        value.phi_value(0)
    } else {
        value
    };
    let mut found = None;
    for phi in l.header.phis() {
        if phi.phi_count() != 2 {
            continue;
        }
        let from = |b| {
            (0..2)
                .find(|&k| phi.phi_block(k) == b)
                .map(|k| phi.phi_value(k))
        };
        if from(latch) == Some(upd) && phi.ty() == upd.ty() {
            if found.is_some() {
                return None; // two PHIs with one update: not our pattern
            }
            found = Some(from(pre)?);
        }
    }
    let init = found?;
    Some((first, init, upd, pre, latch))
}
