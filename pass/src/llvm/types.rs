//! The handles over LLVM's C API: values, blocks, contexts, debug
//! locations and types, with the type and block queries. A leaf of
//! `llvm`: the files beside it add `impl Val` blocks and use these.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::{c_char, CStr};

/// Integer comparison predicates and opcodes, as the builder takes them.
pub use llvm_sys::{LLVMIntPredicate as IntPredicate, LLVMOpcode as Opcode};

/// An LLVM value (instruction, argument, constant, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val(pub LLVMValueRef);

/// An LLVM basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bb(pub LLVMBasicBlockRef);

/// An LLVM context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LCtx(pub LLVMContextRef);

/// A debug location (a `DILocation`, or none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DebugLoc(pub LLVMMetadataRef);

impl DebugLoc {
    pub fn none() -> DebugLoc {
        DebugLoc(std::ptr::null_mut())
    }
    pub fn is_none(self) -> bool {
        self.0.is_null()
    }
}

/// An LLVM type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ty(pub LLVMTypeRef);

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

impl Ty {
    pub fn kind(self) -> LLVMTypeKind {
        // SAFETY: a live type (module invariant above).
        unsafe { LLVMGetTypeKind(self.0) }
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
        unsafe { LLVMGetIntTypeWidth(self.0) }
    }
    pub fn to_text(self) -> String {
        // SAFETY: a live type.
        owned_message(unsafe { LLVMPrintTypeToString(self.0) })
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
    pub fn context(self) -> LCtx {
        // SAFETY: a live type.
        LCtx(unsafe { LLVMGetTypeContext(self.0) })
    }
}

impl Bb {
    pub fn first_instruction(self) -> Option<Val> {
        // SAFETY: a live block.
        let i = unsafe { LLVMGetFirstInstruction(self.0) };
        (!i.is_null()).then_some(Val(i))
    }
    pub fn terminator(self) -> Option<Val> {
        // SAFETY: a live block.
        let t = unsafe { LLVMGetBasicBlockTerminator(self.0) };
        (!t.is_null()).then_some(Val(t))
    }
    pub fn instructions(self) -> Vec<Val> {
        let mut out = Vec::new();
        let mut cur = self.first_instruction();
        while let Some(i) = cur {
            out.push(i);
            cur = i.next_instruction();
        }
        out
    }
    pub fn successors(self) -> Vec<Bb> {
        match self.terminator() {
            Some(t) => (0..t.num_successors()).map(|i| t.successor(i)).collect(),
            None => Vec::new(),
        }
    }
    pub fn name(self) -> String {
        // SAFETY: a live block; the name is copied at once.
        let p = unsafe { LLVMGetBasicBlockName(self.0) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: NUL-terminated name owned by the block.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
    pub fn as_value(self) -> Val {
        // SAFETY: a live block.
        Val(unsafe { LLVMBasicBlockAsValue(self.0) })
    }
    pub fn phis(self) -> Vec<Val> {
        self.instructions()
            .into_iter()
            .take_while(|i| i.is_phi())
            .collect()
    }
}

impl Default for Bb {
    fn default() -> Self {
        Bb(std::ptr::null_mut())
    }
}
