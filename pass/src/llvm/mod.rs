//! The LLVM edge: small `Copy` handles bound to the lifetime of the
//! function being processed, over inkwell where it covers the API (blocks,
//! contexts, the instruction [`Builder`], functions' blocks, types and
//! constants, instruction and PHI queries, metadata) and LLVM's C API
//! (llvm-sys) beneath it for the rest, and the queries the C++ layer
//! answers (LoopInfo, ScalarEvolution, alias analysis, C labels, remarks).
//! ARCHITECTURE.md lists each gap and what fills it.
//!
//! Every `llvm_sys::core` call and every instruction built by the pass is
//! in this module; the rest of the crate sees `Val`, `Bb`, `Ty`, `Builder`
//! and `Analyses`.
//!
//! - `types.rs`: the handles, types and blocks, and the checked
//!   conversions to inkwell's typed values and types;
//! - `value.rs`: queries and edits of one value or instruction;
//! - `builder.rs`: instruction building over inkwell's `Builder` (code
//!   generation's only way to create instructions);
//! - `function.rs`: functions, modules, globals and the C++ IR utilities
//!   LLVM's C API lacks (PromoteMemToReg, DeleteDeadBlocks, PHI edits,
//!   pipelines);
//! - `analyses.rs`, `cpp.rs`: the C++ layer's analysis queries and their
//!   FFI declarations;
//! - `metadata.rs`: alias scopes;
//! - `plugin.rs`: the `extern "C"` entry points (plugin info, each
//!   function, options, the option table).
//!
//! Invariant: every handle is only used while the function it belongs to is
//! alive and being processed by the pass (the pass owns the function for the
//! duration of `run`). That is what makes the `unsafe` calls below sound.
//! The type system keeps it: handles are reached from the [`Analyses`] of
//! the invocation and carry the lifetime `'ir` of its borrow, and their raw
//! pointers are private to this module, so no handle escapes a pass
//! invocation and none is made from an address. What the lifetime cannot
//! express, a handle to an instruction or block the pass itself erased, is
//! kept by the callers: `erase` and `delete_blocks` are the last uses.

mod analyses;
mod builder;
mod cpp;
mod function;
mod metadata;
pub mod plugin;
mod types;
mod value;

pub use analyses::{Analyses, DebugInfo, Label, LoopDesc, RemarkKind};
pub use builder::Builder;
pub use function::*;
pub use metadata::AliasScopes;
pub use types::{
    is_integer_arithmetic, opcode_name, Bb, DebugLoc, FloatPredicate, IntPredicate, LCtx, Opcode,
    Ty, Val,
};
