//! The LLVM edge: small `Copy` handles over LLVM's C API (llvm-sys), the
//! instruction [`Builder`], and the queries the C++ layer answers
//! (LoopInfo, ScalarEvolution, alias analysis, remarks).
//!
//! Every `llvm_sys::core` call and every `LLVMBuild*` of the pass is in
//! this module; the rest of the crate sees `Val`, `Bb`, `Ty`, `Builder`
//! and `Analyses`.
//!
//! - `types.rs`: the handles, types and blocks;
//! - `value.rs`: queries and edits of one value or instruction;
//! - `builder.rs`: instruction building (code generation's only way to
//!   create instructions);
//! - `function.rs`: functions, modules, globals and the C++ IR utilities
//!   LLVM's C API lacks (PromoteMemToReg, DeleteDeadBlocks, PHI edits,
//!   pipelines);
//! - `analyses.rs`, `cpp.rs`: the C++ layer's analysis queries and their
//!   FFI declarations;
//! - `metadata.rs`: alias scopes.
//!
//! Invariant: every handle is only used while the function it belongs to is
//! alive and being processed by the pass (the pass owns the function for the
//! duration of `run`). That is what makes the `unsafe` calls below sound; no
//! handle escapes a pass invocation.

mod analyses;
mod builder;
mod cpp;
mod function;
mod metadata;
mod types;
mod value;

pub use analyses::{Analyses, LoopDesc, RemarkKind};
pub use builder::Builder;
pub use function::*;
pub use metadata::AliasScopes;
pub use types::{Bb, DebugLoc, IntPredicate, LCtx, Opcode, Ty, Val};
