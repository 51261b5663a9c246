//! Safe wrapper over libisl (isl 0.25), the integer set library.
//!
//! This crate is the only part of Tessera that touches isl's C API. Its rules:
//!
//! * A [`Ctx`] owns an `isl_ctx`. It is neither `Send` nor `Sync`, and every
//!   isl object (`Set<'c>`, `Map<'c>`, ...) borrows the context it was
//!   created in, so objects can neither outlive their context nor leave its
//!   thread.
//! * Ownership follows isl's annotations: a method takes `self` (or an
//!   argument) by value where isl `__isl_take`s it and by reference where
//!   isl `__isl_keep`s it. `Clone` is `isl_*_copy`, `Drop` is `isl_*_free`,
//!   `Display` is `isl_*_to_str`.
//! * Every call that can fail returns [`Result`]. isl's error state (kind and
//!   message) is moved into the [`Error`] and reset, so the context stays
//!   usable; this includes the quota error raised when the operation budget
//!   set by [`Ctx::set_max_operations`] is exhausted (see
//!   [`Ctx::with_budget`]).
//! * Closures handed to isl (foreach callbacks, AST build hooks, schedule tree
//!   traversals) never unwind through C: a panic is caught, isl is told to
//!   stop, and the panic is resumed once isl has returned.
//!
//! ```
//! use isl::{Ctx, Set};
//!
//! let ctx = Ctx::new();
//! let a = Set::parse(&ctx, "[n] -> { S[i] : 0 <= i < n }")?;
//! let b = Set::parse(&ctx, "[n] -> { S[i] : i >= 5 }")?;
//! let both = a.intersect(b)?;
//! let expected = Set::parse(&ctx, "[n] -> { S[i] : 5 <= i < n }")?;
//! assert!(both.is_equal(&expected)?);
//! println!("{both}");
//! assert_eq!(both.to_string(), "[n] -> { S[i] : 5 <= i < n }");
//! # Ok::<(), isl::Error>(())
//! ```

#[rustfmt::skip]
#[macro_use]
mod dynload;
#[allow(
    non_upper_case_globals,
    non_camel_case_types,
    non_snake_case,
    dead_code,
    unused_imports,
    improper_ctypes,
    clippy::all,
    clippy::pedantic
)]
mod sys;

#[macro_use]
mod macros;

mod aff;
mod ast;
mod callback;
mod constraint;
mod ctx;
mod error;
mod flow;
mod id;
mod map;
mod options;
mod read;
mod schedule;
mod set;
mod space;
mod union_map;
mod union_set;
mod val;

pub use aff::{Aff, MultiAff, MultiUnionPwAff, PwAff, PwMultiAff, UnionPwAff};
pub use ast::{AstBuild, AstExpr, AstExprKind, AstNode, AstNodeKind, AstOp, AstSource};
pub use constraint::{BasicMap, Constraint};
pub use ctx::{thread_cpu_time, Ctx};
pub use error::{Error, ErrorKind, Result};
pub use flow::{UnionAccessInfo, UnionFlow};
pub use id::Id;
pub use map::Map;
pub use schedule::{AstLoopType, Schedule, ScheduleConstraints, ScheduleNode, ScheduleNodeKind};
pub use set::Set;
pub use space::{DimType, Space};
pub use union_map::UnionMap;
pub use union_set::UnionSet;
pub use val::{MultiVal, Val};

/// The version string of the linked libisl (e.g. `"isl-0.25-GMP"`).
pub fn version() -> String {
    // SAFETY: isl_version returns a pointer to a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(sys::isl_version()) }
        .to_string_lossy()
        .into_owned()
}
