//! The state code generation shares: what to generate ([`Applied`]),
//! why nothing was ([`Failure`]), the lowering state ([`Gen`]), the
//! scheduled AST ([`Scheduled`]) and reloaded reads ([`ReloadCode`]).
//! A leaf of `codegen`: the files beside it add `impl Gen` blocks.

use crate::error::Error;
use crate::llvm::{self, Bb, Builder, Ty, Val};
use crate::modeling::Model;
use std::collections::HashMap;

/// What to generate beyond the model itself: a schedule other than the
/// original, and the arrays it needs expanded.
pub struct Applied<'a, 'c> {
    /// The schedule, on the isl context code generation is given.
    pub schedule: Option<&'a isl::UnionMap<'c>>,
    /// The same schedule as a tree, when the scheduler built one: the AST
    /// comes from it (band by band, and its register tiles marked).
    pub tree: Option<&'a isl::Schedule<'c>>,
    pub expansions: &'a [tessera_poly::expand::Expansion],
    /// Register-carried copies read from memory again, and what that
    /// left dead (`tessera_poly::reload`).
    pub reloaded: Option<&'a tessera_poly::reload::Reloaded>,
    /// The run-time alias check is the address-range test alone: the
    /// exact test of paper 000 costs most of a time-tiled stencil's
    /// compile time (jacobi-1d: 70%, the skewed tiles' floors), and arrays
    /// that overlap are what time tiling cannot keep legal anyway.
    pub range_test_only: bool,
    /// Point loops unrolled in full register tiles
    /// (`tessera_poly::register`).
    pub register_tiles: &'a [tessera_poly::register::RegisterTile],
    /// The accumulators the plan proved for this very schedule (the
    /// original one kept for them), so code generation does not search
    /// again; None: code generation searches.
    pub accumulators: Option<&'a [tessera_poly::promotion::Accumulator]>,
    /// The parallel check of the model as generated (its reloads and
    /// expansions applied): loops it passes run on OpenMP threads. None:
    /// every loop is sequential.
    pub parallel: Option<&'a tessera_poly::parallel::ParallelCheck<'c>>,
    /// The target's vector registers: how many values a jammed body's
    /// early loads may keep live (`early_loads`).
    pub vector_registers: u32,
    /// The vectorizers avoid gathers in the function (`tuning`): a read
    /// that jumps through memory is loaded lane by lane in a vector loop.
    pub lanes_one_by_one: bool,
}

/// Why [`generate`] produced nothing (the function is as it was).
#[derive(Debug)]
pub enum Failure {
    /// An isl error, the budget, or a construct code generation lacks.
    Error(Error),
    /// The version condition is false for every parameter value (proved
    /// with isl, or folded to `false` while it was built): the regenerated
    /// code could never run. Says why.
    AlwaysFalse(String),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Error(e)
    }
}

impl From<isl::Error> for Failure {
    fn from(e: isl::Error) -> Self {
        Failure::Error(e.into())
    }
}

impl From<String> for Failure {
    fn from(e: String) -> Self {
        Failure::Error(e.into())
    }
}

impl From<&str> for Failure {
    fn from(e: &str) -> Self {
        Failure::Error(e.into())
    }
}

/// State while lowering one SCoP.
pub(super) struct Gen<'m> {
    pub(super) model: &'m Model<'m>,
    pub(super) b: Builder<'m>,
    pub(super) func: Val<'m>,
    pub(super) i64t: Ty<'m>,
    /// isl identifiers in scope: parameters and loop iterators.
    pub(super) ids: HashMap<String, Val<'m>>,
    pub(super) params: Vec<Val<'m>>,
    pub(super) slots: HashMap<usize, Val<'m>>,
    /// Expanded arrays: heap buffer and the extent of each dimension.
    pub(super) expanded: HashMap<usize, (Val<'m>, Vec<Val<'m>>)>,
    pub(super) stmt_index: HashMap<String, usize>,
    /// Per statement, its reads done as loads of memory.
    pub(super) reloads: HashMap<usize, Vec<ReloadCode>>,
    /// Extents of the reloaded arrays' dimensions (the first unused).
    pub(super) extents: HashMap<usize, Vec<Val<'m>>>,
    /// Zero-dimensional arrays nobody reads: their writes are skipped.
    pub(super) dead: Vec<usize>,
    pub(super) blocks: Vec<Bb<'m>>,
    pub(super) cur: Bb<'m>,
    pub(super) opts: &'m crate::Options,
    /// Iterators of register tiles' point loops (isl names the loop of
    /// schedule dimension k `ck`) and their sizes: unrolled and jammed
    /// into the loop around them ([`Gen::jammed_loop`]).
    pub(super) unroll: HashMap<String, i64>,
    /// The AST iterators of the loops a script marked `vectorize`: each,
    /// innermost, gets `llvm.loop.parallel_accesses` and
    /// `llvm.loop.vectorize.enable`.
    pub(super) vectorize: Vec<String>,
    /// The iterator of the loop being emitted with its register tiles'
    /// point loops unrolled inside ([`Gen::jammed_loop`]'s full path):
    /// innermost, though the AST has those loops.
    pub(super) jamming: Option<String>,
    pub(super) debug_loc: llvm::DebugLoc<'m>,
    /// Loads and stores of memory arrays emitted, with their array: they
    /// get alias scopes when the version branch proves the arrays apart.
    pub(super) memory_accesses: Vec<(Val<'m>, usize)>,
    /// Loops emitted so far: a loop that emitted none in its body is
    /// innermost in the IR (a jammed loop included).
    pub(super) loops_emitted: usize,
    /// The version branch admits overlapping arrays (the exact test): no
    /// alias scopes then.
    pub(super) overlap_tolerated: bool,
    /// Memory accumulators to keep in registers across their loop.
    pub(super) accumulators: Vec<AccumulatorCode<'m>>,
    /// Loads and stores of kept accumulators, by original instruction, to
    /// the slot they use inside the loop being generated.
    pub(super) promoted: HashMap<Val<'m>, Val<'m>>,
    /// The accumulators' slots (entry block allocas).
    pub(super) acc_allocas: Vec<Val<'m>>,
    /// Where entry block allocas go.
    pub(super) entry_first: Option<Val<'m>>,
    /// AST conditions decided outside the innermost loop being generated
    /// (by their text), and their value there.
    pub(super) assumed: Vec<(String, bool)>,
    /// Loops marked parallel run on OpenMP threads (option `parallel`,
    /// with the runtime in the module).
    pub(super) parallel_enabled: bool,
    /// Generating the body of a parallel loop (no nested forks).
    pub(super) in_parallel: bool,
    /// The functions parallel loops were outlined into.
    pub(super) outlined: Vec<Val<'m>>,
    /// The parallel loops generated, for the remark.
    pub(super) parallel_loops: Vec<ParallelLoop>,
    /// Parallel loops left sequential, and why, for the remarks.
    pub(super) left_sequential: LeftSequential,
    /// While a register tile's copies are made: their loads and stores.
    pub(super) jam_log: Option<Vec<JamAccess<'m>>>,
    /// The jammed bodies made in one block, for `early_loads`.
    pub(super) jammed_bodies: Vec<JammedBody<'m>>,
    /// The target's vector registers (`Applied::vector_registers`).
    pub(super) vector_registers: u32,
    /// `Applied::lanes_one_by_one`.
    pub(super) lanes_one_by_one: bool,
    /// Operand tiles copied into buffers (`pack.rs`).
    pub(super) packs: Vec<PackPlan<'m>>,
    /// Operands found packable but left unpacked, and why (the remark).
    pub(super) unpacked: Vec<String>,
}

impl<'m> Gen<'m> {
    pub(super) fn new_block(&mut self, name: &str) -> Bb<'m> {
        let b = llvm::append_block(self.b.context(), self.func, name);
        self.blocks.push(b);
        b
    }
    pub(super) fn at(&mut self, b: Bb<'m>) {
        self.cur = b;
        self.b.position_at_end(b);
    }
    pub(super) fn c64(&self, v: i64) -> Val<'m> {
        llvm::const_int(self.i64t, v)
    }
    /// Integer cast to `to` (sign-extending).
    pub(super) fn cast_int(&self, v: Val<'m>, to: Ty<'m>) -> Val<'m> {
        let (from_w, to_w) = (v.ty().int_width(), to.int_width());
        if from_w == to_w {
            v
        } else if from_w > to_w {
            self.b.trunc(v, to)
        } else {
            self.b.sext(v, to)
        }
    }
}

/// The AST of the schedule, and where the generated code runs.
pub(super) struct Scheduled<'c> {
    pub(super) ast: isl::AstNode<'c>,
    /// The schedule, as the exact alias test reads it.
    pub(super) schedule_text: String,
    /// Parameters where the statements run and the assumptions hold.
    pub(super) runs: isl::Set<'c>,
    pub(super) model_context: isl::Set<'c>,
    /// Memory accumulators the schedule lets registers hold.
    pub(super) accumulators: Vec<tessera_poly::promotion::Accumulator>,
    /// The AST iterators of the loops marked `vectorize`.
    pub(super) vectorize: Vec<String>,
}

/// One operand packed: which, where its tile is copied, and how.
pub(super) struct PackPlan<'m> {
    pub(super) stmt: usize,
    pub(super) array: usize,
    /// The tile is copied at the start of the body of the loop of depth
    /// `depth - 1` (iterator `c{depth-1}`): the loops `c0 .. c{depth-1}`
    /// fix it.
    pub(super) depth: usize,
    /// The tile: a set of the array's elements whose parameters are the
    /// SCoP's and the tile loops' values `tessera_t0 ..`.
    pub(super) footprint: String,
    /// Per array dimension, the largest extent of a tile's footprint.
    pub(super) extents: Vec<i64>,
    /// Array dimensions in the buffer's order, outermost first: the one
    /// the vectorized loop walks last (stride 1).
    pub(super) order: Vec<usize>,
    /// The operand's subscripts as affine functions of the statement's
    /// coordinates.
    pub(super) subscripts: Vec<Subscript>,
    pub(super) ty: Ty<'m>,
    pub(super) buf: Option<Val<'m>>,
    /// Some tile was copied (the remark names the operand).
    pub(super) copied: bool,
    /// Inside a tile: the first element of each array dimension copied.
    pub(super) lo: Option<Vec<Val<'m>>>,
    /// Inside a tile: the buffer index of the statement's element at
    /// coordinates zero (what `weights` add to).
    pub(super) origin: Option<Val<'m>>,
}

impl PackPlan<'_> {
    /// The buffer's shape, outermost first, as the remark writes it.
    pub(super) fn shape(&self) -> Vec<i64> {
        self.order.iter().map(|&p| self.extents[p]).collect()
    }

    /// The buffer index's coefficient of each statement coordinate.
    pub(super) fn weights(&self) -> Vec<i64> {
        let strides = self.strides();
        let n = self.subscripts.first().map_or(0, |s| s.1.len());
        (0..n)
            .map(|i| {
                self.subscripts
                    .iter()
                    .zip(&strides)
                    .map(|(s, st)| s.1[i] * st)
                    .sum()
            })
            .collect()
    }

    /// The stride of each array dimension in the buffer, in elements.
    pub(super) fn strides(&self) -> Vec<i64> {
        let mut strides = vec![0; self.extents.len()];
        let mut s = 1;
        for &p in self.order.iter().rev() {
            strides[p] = s;
            s *= self.extents[p];
        }
        strides
    }
}

/// One affine subscript: a constant, coefficients of the statement's
/// coordinates, and (parameter index, coefficient) pairs.
pub(super) type Subscript = (i64, Vec<i64>, Vec<(usize, i64)>);

/// The subscripts `ma` (over `n_in` coordinates) gives, its parameters
/// indexed in `params` (the model's); None when it names another one.
pub(super) fn subscripts_of(
    ma: &isl::MultiAff,
    n_in: usize,
    params: &[String],
) -> Result<Option<Vec<Subscript>>, Error> {
    let int = |v: isl::Val| v.to_i64().ok_or("a non-integer subscript");
    let mut subscripts = Vec::new();
    for k in 0..ma.len() {
        let aff = ma.get_at(k)?;
        let constant = int(aff.get_constant_val()?)?;
        let mut dims = Vec::new();
        for i in 0..n_in {
            dims.push(int(aff.get_coefficient_val(isl::DimType::In, i)?)?);
        }
        let space = aff.get_space()?;
        let mut ps = Vec::new();
        for p in 0..space.dim(isl::DimType::Param) {
            let c = int(aff.get_coefficient_val(isl::DimType::Param, p)?)?;
            if c == 0 {
                continue;
            }
            let name = space.dim_name(isl::DimType::Param, p)?.unwrap_or_default();
            let Some(idx) = params.iter().position(|n| *n == name) else {
                return Ok(None);
            };
            ps.push((idx, c));
        }
        subscripts.push((constant, dims, ps));
    }
    Ok(Some(subscripts))
}

/// A read of a zero-dimensional array done as a load of the array element
/// it copies.
#[derive(Clone)]
pub(super) struct ReloadCode {
    pub(super) scalar: usize,
    pub(super) array: usize,
    pub(super) subscripts: Vec<Subscript>,
    /// The scalar's value is computed from the element
    /// (`Reload::recomputed`): its writer's arithmetic is cloned.
    pub(super) recomputed: bool,
}

/// An accumulator in code generation's terms.
pub(super) struct AccumulatorCode<'m> {
    pub(super) stmt: usize,
    pub(super) depth: usize,
    pub(super) array: usize,
    pub(super) ty: Ty<'m>,
    /// A store of the element: its address operand addresses it.
    pub(super) store: Val<'m>,
    /// The statement's loads and stores of the element (and demoted PHIs
    /// read from it), all redirected to the slot.
    pub(super) insts: Vec<Val<'m>>,
    /// Another read of the statement jumps through memory along the loop
    /// (`Accumulator::jumps`).
    pub(super) jumps: bool,
}

/// A loop of the regenerated nest as remarks name it: its iterator
/// (`c0`: outermost) and the source line of the loop it comes from (the
/// loop itself or its tiles), where known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopName {
    pub iterator: String,
    pub line: Option<u32>,
}

impl std::fmt::Display for LoopName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}, from line {line}", self.iterator),
            None => write!(f, "{}", self.iterator),
        }
    }
}

/// A load or store a jammed copy made, with its statement and the copy's
/// coordinates (its domain dimensions).
#[derive(Clone, Debug)]
pub(super) struct JamAccess<'m> {
    pub inst: Val<'m>,
    pub stmt: usize,
    pub dims: Vec<Val<'m>>,
    /// The original instruction (its access in the model).
    pub original: Val<'m>,
}

/// The body of one jammed loop: its block (the copies made no other) and
/// the accesses of its copies.
#[derive(Clone, Debug)]
pub(super) struct JammedBody<'m> {
    pub block: Bb<'m>,
    pub accesses: Vec<JamAccess<'m>>,
}

/// Parallel loops the generated code runs sequentially, and why (for the
/// remarks).
#[derive(Clone, Debug, Default)]
pub struct LeftSequential {
    /// Too few statement instances per run (the loop, its instances).
    pub too_little_work: Vec<(LoopName, u64)>,
    /// Too few iterations, of unequal work: a parallel loop inside runs
    /// on the threads instead.
    pub unbalanced: Vec<Unbalanced>,
}

/// A parallel loop whose iterations would give one of two threads
/// `busiest` per mille of the work, and the loop inside it that runs on
/// threads in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unbalanced {
    pub outer: LoopName,
    pub busiest: u16,
    pub inner: LoopName,
}

/// An operand whose tiles the generated code copies into a buffer, for
/// the remark.
#[derive(Clone, Debug)]
pub struct Packed {
    pub stmt: String,
    pub array: String,
    /// The buffer's dimensions, outermost first (the last one stride 1).
    pub shape: Vec<i64>,
    pub elem_bytes: i64,
    /// The loop whose iterations copy a tile.
    pub tile_loop: String,
}

/// A loop the generated code runs in parallel, for the remark.
#[derive(Clone, Debug)]
pub struct ParallelLoop {
    pub name: LoopName,
    /// The zero-dimensional arrays each thread keeps a copy of.
    pub private: Vec<String>,
}
