//! The polyhedral model of one static-control part (SCoP).
//!
//! Sets and relations are kept as isl-notation strings: this crate has no
//! isl and no LLVM inside, so the model can be printed, parsed and diffed
//! anywhere. Analyses parse the strings with the `isl` crate when they need
//! the math.
//!
//! Naming invariants (the printer and parser rely on them, the pass keeps
//! them):
//! - every isl string of a SCoP uses the same parameter list, in the order of
//!   [`Scop::params`];
//! - a statement's domain, schedule and access relations name their input
//!   tuple after the statement (`S3[i0, i1]`);
//! - an access relation's output tuple is named after its array (`A[...]`),
//!   with as many dimensions as the array has (`acc[]` for zero-dimensional
//!   arrays).

/// One static-control part: a maximal region of affine loops and conditions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scop {
    /// Unique within the module, e.g. `kernel_gemm.scop0`.
    pub name: String,
    /// The LLVM function the region lives in.
    pub function: String,
    /// Where the region starts in the source, when debug info says.
    pub location: Option<SourceLoc>,
    /// Region-invariant integer values the model is parametric in.
    pub params: Vec<Param>,
    /// isl set over the parameters: what the model assumes of them,
    /// e.g. `[n, m] -> { : n >= 0 and m >= 0 }`.
    pub context: String,
    /// isl set over the parameters under which the model is exact (no
    /// index arithmetic wraps, ...): the optimized code runs only where it
    /// holds. Empty when nothing is assumed.
    pub assumed: String,
    pub arrays: Vec<Array>,
    /// In original program order.
    pub statements: Vec<Statement>,
}

/// A region-invariant integer value (an LLVM argument, a value computed
/// before the region, or a cast of one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// isl name, e.g. `n`.
    pub name: String,
    /// Integer type of the value in the program, e.g. `i32`.
    pub ty: String,
}

/// What an array stands for in the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayKind {
    /// Memory reached through a base pointer.
    Memory,
    /// A scalar SSA value defined in one statement and used in another:
    /// zero-dimensional.
    Value,
    /// The incoming values of a PHI node: written on the incoming edges,
    /// read where the PHI stands. Zero-dimensional.
    Phi,
    /// The incoming values of a PHI of the region's exit block: written on
    /// the edges leaving the region, read after it (live out).
    /// Zero-dimensional.
    ExitPhi,
}

/// A size of one array dimension, outermost first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dim {
    /// Not known (the outermost dimension of a pointer): printed `?`.
    Unknown,
    /// A constant extent.
    Const(i64),
    /// An affine expression over the parameters in isl notation, e.g. `n`
    /// or `n + 1`.
    Param(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Array {
    /// isl tuple name, e.g. `A`, `acc`, `phi.sum`.
    pub name: String,
    /// Element type, e.g. `f64`, `i32`, `ptr`.
    pub elem: String,
    /// Element size in bytes.
    pub elem_size: u32,
    /// Empty for zero-dimensional arrays.
    pub sizes: Vec<Dim>,
    pub kind: ArrayKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

/// A statement: a run of three-address instructions executed once per point
/// of its domain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// isl tuple name, e.g. `S0`.
    pub name: String,
    /// isl set, e.g. `[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 <= i0 }`.
    pub domain: String,
    /// isl map from the domain to time, e.g.
    /// `[n] -> { S0[i0, i1] -> [0, i0, 0, i1, 0] }`.
    pub schedule: String,
    /// Reads and writes in program order; instructions refer to them by
    /// index.
    pub accesses: Vec<Access>,
    /// The instructions, in program order.
    pub body: Vec<Instr>,
    /// Source location of the first instruction that has one.
    pub location: Option<SourceLoc>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    /// Writes every element of its relation at every instance.
    MustWrite,
    /// May write some elements of its relation.
    MayWrite,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    pub kind: AccessKind,
    /// Name of the array accessed (one of [`Scop::arrays`]).
    pub array: String,
    /// isl map from the statement's domain to array elements, e.g.
    /// `[n] -> { S0[i0, i1] -> A[i0, i1 + 1] }`.
    pub relation: String,
}

/// An operand of a three-address instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// Result of an earlier instruction of the same statement: `%3`.
    Local(u32),
    /// A value defined outside the region (function argument, invariant):
    /// `%name`.
    External(String),
    /// A constant with its type, printed as written, e.g. `2.5 : f64` or
    /// `1 : i32`.
    Const { value: String, ty: String },
    /// An affine function of the statement's iterators and the parameters,
    /// in isl notation, e.g. `i0 + 1`. Used for loop indices and other
    /// values recomputed from the domain.
    Affine(String),
}

/// One three-address instruction: `%3 = fmul %1, %2 : f64`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instr {
    /// The result's local number, when the instruction has a result.
    pub result: Option<u32>,
    /// LLVM opcode name: `load`, `store`, `fadd`, `call`, `phi`, ...
    pub opcode: String,
    /// Opcode qualifiers in LLVM spelling: `nsw`, `fast`, `slt`, a callee
    /// name `@sqrt`, ...
    pub flags: Vec<String>,
    pub operands: Vec<Operand>,
    /// Index into [`Statement::accesses`] for loads, stores and PHI
    /// reads/writes.
    pub access: Option<u32>,
    /// Result type (`void` when there is none).
    pub ty: String,
}

impl Scop {
    /// The array named `name`, if any.
    pub fn array(&self, name: &str) -> Option<&Array> {
        self.arrays.iter().find(|a| a.name == name)
    }

    /// The statement named `name`, if any.
    pub fn statement(&self, name: &str) -> Option<&Statement> {
        self.statements.iter().find(|s| s.name == name)
    }

    /// Is `name` an array of one dimension or more (elements in memory),
    /// not a zero-dimensional one (a scalar)?
    pub fn has_dimensions(&self, name: &str) -> bool {
        self.array(name).is_some_and(|a| !a.sizes.is_empty())
    }
}

impl AccessKind {
    /// Whether the access writes (must or may).
    pub fn is_write(self) -> bool {
        !matches!(self, AccessKind::Read)
    }
}

/// `[n, m] -> ` in front of an isl set or map over these parameters;
/// nothing when there are none (the text form's convention).
pub fn param_prefix<S: AsRef<str>>(names: &[S]) -> String {
    if names.is_empty() {
        String::new()
    } else {
        let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
        format!("[{}] -> ", names.join(", "))
    }
}

impl Scop {
    /// [`param_prefix`] of this SCoP's parameters.
    pub fn param_prefix(&self) -> String {
        let names: Vec<&str> = self.params.iter().map(|p| p.name.as_str()).collect();
        param_prefix(&names)
    }
}
