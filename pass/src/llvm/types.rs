//! The handles over LLVM's C API: values, blocks, contexts, debug
//! locations and types, with the type and block queries. A leaf of
//! `llvm`: the files beside it add `impl Val` blocks and use these.
//!
//! Every handle is `Copy` and carries the lifetime `'ir` of the function
//! being processed (the borrow of its [`super::Analyses`]): a handle
//! cannot outlive the pass invocation that found it, and its raw pointer
//! is private to the edge (`pub(super)`), so no code outside `llvm/`
//! makes a handle from an address or reads one out.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::{c_char, CStr};
use std::marker::PhantomData;

/// Integer comparison predicates and opcodes, as the builder takes them.
pub use llvm_sys::{LLVMIntPredicate as IntPredicate, LLVMOpcode as Opcode};

/// The lifetime brand of the handles: covariant, so a handle may be used
/// for less long than its function lives, never longer.
type Brand<'ir> = PhantomData<&'ir ()>;

/// An LLVM value (instruction, argument, constant, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val<'ir> {
    pub(super) raw: LLVMValueRef,
    ir: Brand<'ir>,
}

/// An LLVM basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bb<'ir> {
    pub(super) raw: LLVMBasicBlockRef,
    ir: Brand<'ir>,
}

/// An LLVM context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LCtx<'ir> {
    pub(super) raw: LLVMContextRef,
    ir: Brand<'ir>,
}

/// A debug location (a `DILocation`, or none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DebugLoc<'ir> {
    pub(super) raw: LLVMMetadataRef,
    ir: Brand<'ir>,
}

/// An LLVM type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ty<'ir> {
    pub(super) raw: LLVMTypeRef,
    ir: Brand<'ir>,
}

// The edge's constructors. Only the edge calls them, on pointers LLVM (or
// the C++ layer) just returned for the function being processed, with the
// lifetime of the handle they were reached from; a null pointer is never
// wrapped (the `_opt` forms map it to `None`).
impl<'ir> Val<'ir> {
    pub(super) fn wrap(raw: LLVMValueRef) -> Val<'ir> {
        debug_assert!(!raw.is_null());
        Val {
            raw,
            ir: PhantomData,
        }
    }
    pub(super) fn wrap_opt(raw: LLVMValueRef) -> Option<Val<'ir>> {
        (!raw.is_null()).then_some(Val {
            raw,
            ir: PhantomData,
        })
    }
}
impl<'ir> Bb<'ir> {
    pub(super) fn wrap(raw: LLVMBasicBlockRef) -> Bb<'ir> {
        debug_assert!(!raw.is_null());
        Bb {
            raw,
            ir: PhantomData,
        }
    }
    pub(super) fn wrap_opt(raw: LLVMBasicBlockRef) -> Option<Bb<'ir>> {
        (!raw.is_null()).then_some(Bb {
            raw,
            ir: PhantomData,
        })
    }
}
impl<'ir> LCtx<'ir> {
    pub(super) fn wrap(raw: LLVMContextRef) -> LCtx<'ir> {
        LCtx {
            raw,
            ir: PhantomData,
        }
    }
}
impl<'ir> Ty<'ir> {
    pub(super) fn wrap(raw: LLVMTypeRef) -> Ty<'ir> {
        Ty {
            raw,
            ir: PhantomData,
        }
    }
}

impl<'ir> DebugLoc<'ir> {
    pub(super) fn wrap(raw: LLVMMetadataRef) -> DebugLoc<'ir> {
        DebugLoc {
            raw,
            ir: PhantomData,
        }
    }
    pub fn none() -> DebugLoc<'ir> {
        DebugLoc::wrap(std::ptr::null_mut())
    }
    pub fn is_none(self) -> bool {
        self.raw.is_null()
    }
}

pub(super) fn owned_message(p: *mut c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: p is a NUL-terminated string LLVM allocated for us; we free it
    // once, here.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: as above.
    unsafe { LLVMDisposeMessage(p) };
    s
}

impl<'ir> Ty<'ir> {
    pub fn kind(self) -> LLVMTypeKind {
        // SAFETY: a live type (module invariant above).
        unsafe { LLVMGetTypeKind(self.raw) }
    }
    pub fn is_int(self) -> bool {
        self.kind() == LLVMTypeKind::LLVMIntegerTypeKind
    }
    pub fn is_ptr(self) -> bool {
        self.kind() == LLVMTypeKind::LLVMPointerTypeKind
    }
    pub fn is_void(self) -> bool {
        self.kind() == LLVMTypeKind::LLVMVoidTypeKind
    }
    /// Bit width of an integer type.
    pub fn int_width(self) -> u32 {
        assert!(self.is_int(), "the width of a non-integer type");
        // SAFETY: an integer type, checked above.
        unsafe { LLVMGetIntTypeWidth(self.raw) }
    }
    pub fn to_text(self) -> String {
        // SAFETY: a live type.
        owned_message(unsafe { LLVMPrintTypeToString(self.raw) })
    }
    /// Short name for the model: i32, f64, ptr, ...
    pub fn short_name(self) -> String {
        match self.kind() {
            LLVMTypeKind::LLVMFloatTypeKind => "f32".into(),
            LLVMTypeKind::LLVMDoubleTypeKind => "f64".into(),
            LLVMTypeKind::LLVMHalfTypeKind => "f16".into(),
            LLVMTypeKind::LLVMPointerTypeKind => "ptr".into(),
            LLVMTypeKind::LLVMVoidTypeKind => "void".into(),
            LLVMTypeKind::LLVMIntegerTypeKind => format!("i{}", self.int_width()),
            _ => self.to_text(),
        }
    }
    /// The number of parameters of a function type.
    pub fn param_count(self) -> usize {
        assert!(
            self.kind() == LLVMTypeKind::LLVMFunctionTypeKind,
            "the parameters of a non-function type"
        );
        // SAFETY: a function type, checked above.
        unsafe { LLVMCountParamTypes(self.raw) as usize }
    }
    pub fn context(self) -> LCtx<'ir> {
        // SAFETY: a live type.
        LCtx::wrap(unsafe { LLVMGetTypeContext(self.raw) })
    }
}

impl<'ir> Bb<'ir> {
    pub fn first_instruction(self) -> Option<Val<'ir>> {
        // SAFETY: a live block.
        Val::wrap_opt(unsafe { LLVMGetFirstInstruction(self.raw) })
    }
    pub fn terminator(self) -> Option<Val<'ir>> {
        // SAFETY: a live block.
        Val::wrap_opt(unsafe { LLVMGetBasicBlockTerminator(self.raw) })
    }
    pub fn instructions(self) -> Vec<Val<'ir>> {
        let mut out = Vec::new();
        let mut cur = self.first_instruction();
        while let Some(i) = cur {
            out.push(i);
            cur = i.next_instruction();
        }
        out
    }
    pub fn successors(self) -> Vec<Bb<'ir>> {
        match self.terminator() {
            Some(t) => (0..t.num_successors()).map(|i| t.successor(i)).collect(),
            None => Vec::new(),
        }
    }
    pub fn name(self) -> String {
        // SAFETY: a live block; the name is copied at once.
        let p = unsafe { LLVMGetBasicBlockName(self.raw) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: NUL-terminated name owned by the block.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
    pub fn as_value(self) -> Val<'ir> {
        // SAFETY: a live block.
        Val::wrap(unsafe { LLVMBasicBlockAsValue(self.raw) })
    }
    pub fn phis(self) -> Vec<Val<'ir>> {
        self.instructions()
            .into_iter()
            .take_while(|i| i.is_phi())
            .collect()
    }
}
