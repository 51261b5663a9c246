//! Building the polyhedral model of a region, phase by phase.
//!
//! Every instruction of the region gets a [`Class`]:
//! - control: branches and the comparisons only they use;
//! - synthesizable: integer values whose SCEV is affine in the enclosing
//!   region loops (induction variables, index arithmetic): recomputed from
//!   their affine form wherever used;
//! - rematerializable: pure instructions over synthesizable and invariant
//!   values (address computations): cloned into each statement using them;
//! - statement: everything else. A block's statement instructions are split
//!   into statements after each store (three-address granularity).
//!
//! A statement value used by another statement becomes a zero-dimensional
//! *value* array, written by its statement and read by its users. A PHI
//! that is not an induction variable becomes a zero-dimensional *phi* array,
//! written by an edge statement on each incoming edge (domain: the
//! predecessor's domain where that edge is taken) and read where the PHI
//! stands. PHIs of the exit block are modelled the same way, so the values
//! leaving the region are known after the regenerated code.
//!
//! The phases, in the order [`build`] runs them (the order is part of the
//! output: parameters, array names and range requirements are numbered as
//! they are met), one file each:
//! 1. [`accumulators`]: accumulator PHIs LLVM promoted to registers are
//!    read from the memory they mirror;
//! 2. `classify`: every instruction's [`Class`];
//! 3. `statements`: statements split after stores, edge statements;
//! 4. `scalars`: value and phi arrays, and the recipe items using them;
//! 5. `accesses` and `shapes`: memory arrays, their shapes and the access
//!    relations;
//! 6. `domains`: branch conditions, trip counts, domains, assumptions;
//! 7. `statements` and `body`: each statement of the `Scop`.
//!
//! `builder` holds the state they share (ScopBuilder); `info` the result,
//! the [`Model`] (ScopInfo). Imports go one way: this file uses the
//! phases, the phases use `builder`, `builder` uses `info`. Modelling
//! reads the IR through [`crate::llvm`], regions from [`crate::detect`]
//! and SCEVs through [`crate::scev`]; none of those depends on it.

mod accesses;
pub mod accumulators;
mod agreeing;
mod body;
mod builder;
mod classify;
mod domains;
mod info;
mod scalars;
mod shapes;
mod statements;

pub use info::{Class, Item, Model, Slot, StmtCode};

use crate::detect::{Region, Reject};
use crate::llvm::{Analyses, LoopDesc, Val};
use crate::scev::{Affinator, Params, Scev};
use builder::{Cx, Guesses, ScopBuilder};

/// Builds the model of a region, or says why it is not a SCoP. With every
/// guess first ([`Guesses`]: agreeing PHIs, rows of a constant length);
/// when an attempt that took a guess fails, again without it (rows
/// first), down to none: as before the guesses existed, with that
/// attempt's reason.
pub fn build<'a>(
    an: &'a Analyses,
    loops: &[LoopDesc<'a>],
    region: &Region<'a>,
    function: Val<'a>,
    scop_name: &str,
    isl: &isl::Ctx,
) -> Result<Model<'a>, Reject<'a>> {
    let mut guesses = Guesses {
        agree: true,
        rows: true,
    };
    loop {
        let (reject, taken) = match build_with(an, loops, region, function, scop_name, isl, guesses)
        {
            Ok(model) => return Ok(model),
            Err(failed) => failed,
        };
        if taken.rows {
            guesses.rows = false;
        } else if taken.agree {
            guesses.agree = false;
        } else {
            return Err(reject);
        }
    }
}

/// One attempt of [`build`]; a failure says which guesses it took.
fn build_with<'a>(
    an: &'a Analyses,
    loops: &[LoopDesc<'a>],
    region: &Region<'a>,
    function: Val<'a>,
    scop_name: &str,
    isl: &isl::Ctx,
    guesses: Guesses,
) -> Result<Model<'a>, (Reject<'a>, Guesses)> {
    let aff = Affinator {
        in_region: Box::new(|l: i64| l >= 0 && region.loops.contains(&(l as usize))),
        name_hint: Box::new(|sc: &Scev| builder::name_hint(an, sc)),
        invariant: Box::new(|index: usize| {
            an.unknown(index)
                .is_some_and(|v| !(v.is_instruction() && region.contains(v.block())))
        }),
        outer_iv: Box::new(|loop_index: i64| builder::outer_iv(an, loops, region, loop_index)),
        params: Params::default(),
        required: Vec::new(),
        known: Default::default(),
    };
    let mut b = ScopBuilder::new(Cx::new(an, loops, region, aff, guesses));
    let phases = |b: &mut ScopBuilder<'a, '_>| {
        // Accumulators LLVM promoted to registers whose memory location
        // holds the same value at every iteration start: read them from
        // memory.
        b.demoted = accumulators::promoted(&mut b.cx);
        b.classify()?;
        b.split_statements();
        b.value_arrays()?;
        b.phi_arrays()?;
        b.rewrite_recipes();
        b.edge_statements();
        b.check_operands()?;
        b.memory_arrays()?;
        b.find_may_alias();
        let domains = b.domains(isl)?;
        b.prove_agreeing(isl, &domains)?;
        let (statements, access_index) = b.statements(&domains)?;
        Ok((domains.assumed, statements, access_index))
    };
    match phases(&mut b) {
        Ok((assumed, statements, access_index)) => {
            Ok(b.finish(function, scop_name, assumed, statements, access_index))
        }
        Err(reject) => {
            let taken = Guesses {
                agree: !b.agreeing.is_empty(),
                rows: b.cx.rows_taken,
            };
            Err((reject, taken))
        }
    }
}
