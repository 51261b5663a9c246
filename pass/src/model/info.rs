//! ScopInfo: the [`Model`] of a SCoP, the result of modelling that the
//! later phases read (the polyhedral `Scop`, plus the recipes that let code
//! generation regenerate each statement from the original instructions).
//! Nothing here changes after [`super::build`] returns it.

use crate::detect::Region;
use crate::llvm::{Bb, Ty, Val};
use crate::scev::{Params, PwExpr};
use std::collections::HashMap;
use tessera_ir as ir;

/// What an instruction of the region is, for modelling and regeneration.
#[derive(Clone, Debug)]
pub enum Class {
    /// Branches and conditions: regenerated from the domains.
    Control,
    /// Recomputed from its (piecewise) affine form at each use.
    Synth(PwExpr),
    /// Cloned into each statement that uses it.
    Remat,
    /// Part of the statement with this index.
    Stmt(usize),
    /// Debug intrinsics and the like: not regenerated.
    Dropped,
}

/// One step of a statement's regeneration recipe.
#[derive(Clone, Debug)]
pub enum Item<'ir> {
    /// Clone this instruction, remapping its operands.
    Inst(Val<'ir>),
    /// The PHI's value is the content of its phi array.
    PhiRead { phi: Val<'ir>, array: usize },
    /// Store this value into a zero-dimensional array.
    Write { value: Val<'ir>, array: usize },
    /// The PHI of a promoted accumulator, read from the memory it mirrors:
    /// the address the loop's `store` writes.
    DemotedRead { phi: Val<'ir>, store: Val<'ir> },
}

/// How to regenerate one statement.
#[derive(Clone, Debug)]
pub struct StmtCode<'ir> {
    /// Region loops around the statement, outermost first: the statement's
    /// dimensions, in order.
    pub chain: Vec<usize>,
    pub items: Vec<Item<'ir>>,
    pub block: Bb<'ir>,
}

/// A zero-dimensional array's storage type (for its slot).
#[derive(Clone, Debug)]
pub struct Slot<'ir> {
    pub array: usize,
    pub ty: Ty<'ir>,
}

/// The model of one SCoP plus what code generation needs.
pub struct Model<'ir> {
    pub scop: ir::Scop,
    pub region: Region<'ir>,
    pub params: Params,
    /// The values the parameters' SCEVs name as unknowns, by index
    /// ([`crate::scev::Scev::Unknown`]): code generation computes the
    /// parameters from them.
    pub unknowns: HashMap<usize, Val<'ir>>,
    pub stmts: Vec<StmtCode<'ir>>,
    pub class: HashMap<Val<'ir>, Class>,
    /// Value array of each statement value used by another statement.
    pub value_array: HashMap<Val<'ir>, usize>,
    /// Phi array of each modelled PHI (inside the region or in its exit).
    pub phi_array: HashMap<Val<'ir>, usize>,
    /// Zero-dimensional arrays and their types.
    pub slots: Vec<Slot<'ir>>,
    /// PHIs of the exit block (they get an incoming value from the
    /// regenerated code).
    pub exit_phis: Vec<Val<'ir>>,
    /// Base pointer of each memory array (by array index).
    pub bases: HashMap<usize, Val<'ir>>,
    /// Pairs of memory arrays that may overlap (alias analysis could not
    /// separate them) and of which one is written: the version branch
    /// checks at run time that their accessed ranges are disjoint.
    pub may_alias: Vec<(usize, usize)>,
    /// Instructions of the region used after it other than by exit PHIs,
    /// in an order that puts operands first: pure and computed from
    /// values before the region alone, so code generation moves them in
    /// front of the version branch when it commits, where they hold the
    /// same value for both paths and every use after the region.
    pub escaping: Vec<Val<'ir>>,
    /// Accumulator PHIs mapped back to the array element they mirror.
    pub demoted: HashMap<Val<'ir>, Val<'ir>>,
    /// The memory array each load, store or memory call accesses.
    pub access_array: HashMap<Val<'ir>, usize>,
    /// The access (index into its statement's `accesses`) of each load,
    /// store or memory call, and of each demoted accumulator's PHI.
    pub access_index: HashMap<Val<'ir>, u32>,
    /// The source line where each region loop (preorder index) starts,
    /// where debug information says: remarks name loops by it.
    pub loop_lines: HashMap<usize, u32>,
}

impl<'ir> Model<'ir> {
    /// Where remarks about the SCoP point: its outermost loop's latch
    /// branch.
    pub fn anchor(&self, loops: &[crate::llvm::LoopDesc<'ir>]) -> Option<Val<'ir>> {
        self.region
            .loops
            .first()
            .and_then(|&l| loops[l].latch)
            .and_then(|b| b.terminator())
    }
}
