//! Undoing LLVM's scalar promotion of accumulators: the one home of that
//! concept in the pass, in two steps.
//!
//! 1. [`insert`], before detection, puts the per-iteration stores back
//!    into the IR, tentatively ([`Inserted`] erases them again).
//! 2. `promoted`, while modelling, maps each accumulator PHI whose loop
//!    stores it every iteration (LLVM's own form, or step 1's) back to the
//!    array element it mirrors: the model reads and writes memory where
//!    LLVM kept a register.
//!
//! (Array elements that GVN left in registers across iterations are read
//! from memory again on the model alone, by `tessera_poly::reload`.)
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
//! (`promoted` reads such PHIs from memory). The
//! stores are unobservable: the loop writes no memory, alias analysis says
//! none of its reads touches the location, and the store after the loop
//! overwrites it with the last of them. [`Inserted`] erases them again when dropped
//! (also while unwinding): regenerated code keeps its own clones, and the
//! original code goes back to what LLVM made of it.

use super::builder::Cx;
use crate::detect::Region;
use crate::llvm::Opcode;
use crate::llvm::{Analyses, Bb, Builder, LoopDesc, Val};
use crate::scev::Scev;
use std::collections::HashMap;

/// The stores [`insert`] added; erased on drop.
pub struct Inserted<'a>(pub Vec<Val<'a>>);

impl Drop for Inserted<'_> {
    fn drop(&mut self) {
        for s in self.0.drain(..) {
            s.erase();
        }
    }
}

/// Does the instruction touch memory (or have effects we cannot see)?
/// Volatile and atomic loads count as writes for the loop test below.
fn touches_memory(i: Val<'_>) -> bool {
    match i.opcode() {
        Opcode::Load
        | Opcode::Store
        | Opcode::Fence
        | Opcode::AtomicCmpXchg
        | Opcode::AtomicRMW
        | Opcode::VAArg
        | Opcode::Invoke
        | Opcode::CallBr => true,
        Opcode::Call => !i.is_ignorable() && !i.call_is_pure(),
        _ => false,
    }
}

/// Re-inserts the per-iteration stores of every promoted accumulator whose
/// loop matches the pattern above exactly.
pub fn insert<'a>(an: &Analyses, loops: &[LoopDesc<'a>]) -> Inserted<'a> {
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
                && init.opcode() == Opcode::Load
                && init.block() == pre
                && init.operand(0) == store.operand(1)
                && !pre
                    .instructions()
                    .into_iter()
                    .any(|i| touches_memory(i) && i.opcode() != Opcode::Load);
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
fn candidate<'a>(
    an: &Analyses,
    l: &LoopDesc<'a>,
) -> Option<(Val<'a>, Val<'a>, Val<'a>, Bb<'a>, Bb<'a>)> {
    let (pre, latch, exit) = (l.preheader?, l.latch?, l.exit_block?);
    if l.num_exiting != 1 || !latch.successors().contains(&exit) || !l.simplify_form {
        return None;
    }
    // Nothing in the loop writes memory (and, below, nothing reads the
    // location), so nothing observes the stores.
    if l.blocks.iter().any(|b| {
        b.instructions()
            .into_iter()
            .any(|i| touches_memory(i) && (i.opcode() != Opcode::Load || i.is_volatile_or_atomic()))
    }) {
        return None;
    }
    // The exit's first memory access: a plain store of the accumulator's
    // last value, to an address computed before the loop.
    let first = exit
        .instructions()
        .into_iter()
        .find(|&i| touches_memory(i))?;
    if first.opcode() != Opcode::Store || first.is_volatile_or_atomic() {
        return None;
    }
    // No read in the loop may see the location: a scalar the source
    // itself kept in a register (not LICM) may sum the array it is stored
    // to, and the re-inserted stores would change what those reads see.
    if l.blocks.iter().any(|b| {
        b.instructions()
            .into_iter()
            .any(|i| i.opcode() == Opcode::Load && an.access_alias(i, first) != 0)
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

/// Header PHIs of region loops that mirror a memory location (LLVM's scalar
/// promotion left the store in the loop): the loop's only store writes the
/// PHI's latch value, in the latch, to an address invariant in the loop,
/// and on entry the location holds the PHI's initial value. Reading the PHI
/// from memory then gives the same value at every iteration start. Maps
/// PHI -> that store.
pub(super) fn promoted<'a>(cx: &mut Cx<'a, '_>) -> HashMap<Val<'a>, Val<'a>> {
    let (an, loops, region) = (cx.an, cx.loops, cx.region);
    let headers = cx.headers.clone();
    let mut out = HashMap::new();
    for (&h, &l) in &headers {
        let d = &loops[l];
        let (Some(pre), Some(latch)) = (d.preheader, d.latch) else {
            continue;
        };
        let writes: Vec<Val<'a>> = d.blocks.iter().flat_map(|b| memory_writes(*b)).collect();
        let [st] = writes.as_slice() else { continue };
        if st.opcode() != Opcode::Store || st.block() != latch || st.is_volatile_or_atomic() {
            continue;
        }
        let ptr = an.scev(st.operand(1));
        match Scev::parse(&ptr) {
            Ok(p) if !p.mentions_loop(&|x| x == l as i64) => {}
            _ => continue, // the address moves with the loop
        }
        for phi in h.phis() {
            if phi.phi_count() != 2 || cx.affine_at(phi, h).is_ok() {
                continue; // not a two-way PHI, or an induction variable
            }
            let value_from = |b: Bb<'a>| {
                (0..2)
                    .find(|&k| phi.phi_block(k) == b)
                    .map(|k| phi.phi_value(k))
            };
            let (Some(init), Some(upd)) = (value_from(pre), value_from(latch)) else {
                continue;
            };
            if st.operand(0) == upd && initial_in_memory(an, region, init, &ptr, pre) {
                out.insert(phi, *st);
                // The LCSSA PHIs of the last value read the location too:
                // the latch store is the loop's last write.
                if let Some(e) = d.exit_block.filter(|e| region.contains(*e)) {
                    for q in e.phis() {
                        if q.phi_count() == 1 && q.phi_block(0) == latch && q.phi_value(0) == upd {
                            out.insert(q, *st);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Instructions of a block that may write memory.
fn memory_writes<'a>(b: Bb<'a>) -> Vec<Val<'a>> {
    b.instructions()
        .into_iter()
        .filter(|i| match i.opcode() {
            Opcode::Store => true,
            Opcode::Call => i.is_memset() || !i.call_is_pure(),
            _ => false,
        })
        .collect()
}

/// Does the location with pointer SCEV `ptr` hold `init` when control
/// reaches `pre`: loaded from it in `pre` (where nothing is written), or
/// written last before the loop, with no write since on the single-entry
/// path to `pre`?
fn initial_in_memory<'a>(
    an: &Analyses,
    region: &Region<'a>,
    init: Val<'a>,
    ptr: &str,
    pre: Bb<'a>,
) -> bool {
    if init.is_instruction()
        && init.opcode() == Opcode::Load
        && init.block() == pre
        && memory_writes(pre).is_empty()
        && an.scev(init.operand(0)) == ptr
    {
        return true;
    }
    let mut b = pre;
    for _ in 0..8 {
        if !region.contains(b) {
            return false;
        }
        if let Some(last) = memory_writes(b).last() {
            return last.opcode() == Opcode::Store
                && last.operand(0) == init
                && !last.is_volatile_or_atomic()
                && an.scev(last.operand(1)) == ptr;
        }
        // Go on to the single predecessor (inside the region).
        let preds: Vec<Bb<'a>> = region
            .blocks
            .iter()
            .copied()
            .filter(|p| p.successors().contains(&b))
            .collect();
        match preds.as_slice() {
            [p] if b != region.entry => b = *p,
            _ => return false,
        }
    }
    false
}
