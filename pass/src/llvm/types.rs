//! The handles over LLVM's C API: values, blocks, contexts, debug
//! locations and types, with the type and block queries. A leaf of
//! `llvm`: the files beside it add `impl Val` blocks and use these.
//!
//! Every handle is `Copy` and carries the lifetime `'ir` of the function
//! being processed (the borrow of its [`super::Analyses`]): a handle
//! cannot outlive the pass invocation that found it, and its raw pointer
//! is private to the edge (`pub(super)`), so no code outside `llvm/`
//! makes a handle from an address or reads one out.
//!
//! Blocks and contexts are inkwell's (`BasicBlock<'ir>`, `ContextRef<'ir>`)
//! inside: their queries go through inkwell. Values and types stay raw
//! pointers: inkwell has no one value type for every value (its
//! `AnyValueEnum` classifies a value by its type as it is made and panics
//! on metadata and label operands, which the edge walks); the checked
//! conversions to inkwell's typed values and types, for inkwell's
//! `Builder` and instruction queries, are at the end of this file.

use inkwell::basic_block::BasicBlock;
use inkwell::context::ContextRef;
use inkwell::types::{AsTypeRef, BasicTypeEnum, FunctionType, IntType};
use inkwell::values::{
    AsValueRef, BasicValueEnum, FunctionValue, InstructionValue, IntValue, PhiValue, PointerValue,
};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::{c_char, CStr};
use std::fmt;
use std::marker::PhantomData;

/// Integer comparison predicates and opcodes: inkwell's.
pub use inkwell::values::InstructionOpcode as Opcode;
pub use inkwell::{FloatPredicate, IntPredicate};

/// An opcode's name as LLVM's assembly writes it (`fadd`, `phi`, `ret`).
pub fn opcode_name(op: Opcode) -> String {
    // LLVM's enum spells them `LLVMFAdd`, `LLVMPHI`, `LLVMRet`; inkwell's
    // `Phi` and `Return` do not lowercase to these.
    let op: llvm_sys::LLVMOpcode = op.into();
    format!("{op:?}")
        .trim_start_matches("LLVM")
        .to_ascii_lowercase()
}

/// Integer arithmetic that reads no memory and has no other effect: the
/// operations an address or a bound is computed from (casts, `add`,
/// `sub`, `mul`, `shl`, the divisions, `icmp`, `select`). Code
/// generation recomputes or moves them freely.
pub fn is_integer_arithmetic(op: Opcode) -> bool {
    use Opcode as O;
    matches!(
        op,
        O::SExt
            | O::ZExt
            | O::Trunc
            | O::Add
            | O::Sub
            | O::Mul
            | O::Shl
            | O::SDiv
            | O::UDiv
            | O::ICmp
            | O::Select
    )
}

/// The lifetime brand of the handles: covariant, so a handle may be used
/// for less long than its function lives, never longer.
type Brand<'ir> = PhantomData<&'ir ()>;

/// An LLVM value (instruction, argument, constant, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val<'ir> {
    pub(super) raw: LLVMValueRef,
    ir: Brand<'ir>,
}

/// An LLVM basic block: inkwell's, whose lifetime is the handles'.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bb<'ir>(BasicBlock<'ir>);

impl fmt::Debug for Bb<'_> {
    // inkwell's `Debug` prints the block's IR (and leaks LLVM's string).
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "Bb({:?})", self.raw())
    }
}

/// An LLVM context: inkwell's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LCtx<'ir>(ContextRef<'ir>);

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
        Bb::wrap_opt(raw).expect("a null block")
    }
    pub(super) fn wrap_opt(raw: LLVMBasicBlockRef) -> Option<Bb<'ir>> {
        // SAFETY: null or a live block LLVM just answered (inkwell checks
        // that it is a block).
        unsafe { BasicBlock::new(raw) }.map(Bb)
    }
    pub(super) fn of(b: BasicBlock<'ir>) -> Bb<'ir> {
        Bb(b)
    }
    pub(super) fn raw(self) -> LLVMBasicBlockRef {
        self.0.as_mut_ptr()
    }
    pub(super) fn inkwell(self) -> BasicBlock<'ir> {
        self.0
    }
}
impl<'ir> LCtx<'ir> {
    pub(super) fn wrap(raw: LLVMContextRef) -> LCtx<'ir> {
        // SAFETY: the context of a live type or value, which outlives them.
        LCtx(unsafe { ContextRef::new(raw) })
    }
    pub(super) fn inkwell(self) -> ContextRef<'ir> {
        self.0
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
    pub(super) fn kind(self) -> LLVMTypeKind {
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
    /// Size in bytes of a loaded or stored scalar: floating point,
    /// pointers (8) and integers of whole bytes up to 64 bits; None for
    /// anything else.
    pub fn element_size(self) -> Option<u32> {
        use LLVMTypeKind::*;
        match self.kind() {
            LLVMDoubleTypeKind => Some(8),
            LLVMFloatTypeKind => Some(4),
            LLVMHalfTypeKind | LLVMBFloatTypeKind => Some(2),
            LLVMPointerTypeKind => Some(8),
            LLVMIntegerTypeKind if self.int_width() % 8 == 0 && self.int_width() <= 64 => {
                Some(self.int_width() / 8)
            }
            _ => None,
        }
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
    pub fn is_vararg(self) -> bool {
        assert!(
            self.kind() == LLVMTypeKind::LLVMFunctionTypeKind,
            "the variadic flag of a non-function type"
        );
        // SAFETY: a function type, checked above.
        unsafe { LLVMIsFunctionVarArg(self.raw) != 0 }
    }
    pub fn context(self) -> LCtx<'ir> {
        // SAFETY: a live type.
        LCtx::wrap(unsafe { LLVMGetTypeContext(self.raw) })
    }

    /// The edge's handle of one of inkwell's types.
    pub(super) fn of(t: impl AsTypeRef) -> Ty<'ir> {
        Ty::wrap(t.as_type_ref())
    }

    // Conversions to inkwell's types, each checked: inkwell's constructors
    // trust the kind they are given.
    pub(super) fn basic_type(self) -> BasicTypeEnum<'ir> {
        use LLVMTypeKind::*;
        let basic = matches!(
            self.kind(),
            LLVMHalfTypeKind
                | LLVMBFloatTypeKind
                | LLVMFloatTypeKind
                | LLVMDoubleTypeKind
                | LLVMX86_FP80TypeKind
                | LLVMFP128TypeKind
                | LLVMPPC_FP128TypeKind
                | LLVMIntegerTypeKind
                | LLVMPointerTypeKind
                | LLVMStructTypeKind
                | LLVMArrayTypeKind
                | LLVMVectorTypeKind
                | LLVMScalableVectorTypeKind
        );
        assert!(basic, "not a first-class type: {}", self.to_text());
        // SAFETY: a live type of a basic kind, checked above.
        unsafe { BasicTypeEnum::new(self.raw) }
    }
    pub(super) fn int_type(self) -> IntType<'ir> {
        assert!(self.is_int(), "not an integer type");
        // SAFETY: a live integer type, checked above.
        unsafe { IntType::new(self.raw) }
    }
    pub(super) fn fn_type(self) -> FunctionType<'ir> {
        assert!(
            self.kind() == LLVMTypeKind::LLVMFunctionTypeKind,
            "not a function type"
        );
        // SAFETY: a live function type, checked above.
        unsafe { FunctionType::new(self.raw) }
    }
}

impl<'ir> Bb<'ir> {
    pub fn first_instruction(self) -> Option<Val<'ir>> {
        self.0.get_first_instruction().map(Val::of)
    }
    pub fn terminator(self) -> Option<Val<'ir>> {
        self.0.get_terminator().map(Val::of)
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
        self.0.get_name().to_string_lossy().into_owned()
    }
    /// The block as a value (its label). Through llvm-sys: inkwell has no
    /// conversion of a block to a value.
    pub fn as_value(self) -> Val<'ir> {
        // SAFETY: a live block.
        Val::wrap(unsafe { LLVMBasicBlockAsValue(self.raw()) })
    }
    pub fn phis(self) -> Vec<Val<'ir>> {
        self.instructions()
            .into_iter()
            .take_while(|i| i.is_phi())
            .collect()
    }
}

// Conversions of values from and to inkwell's, each checked: inkwell's
// constructors trust the kind they are given.
impl<'ir> Val<'ir> {
    /// The edge's handle of one of inkwell's values.
    pub(super) fn of(v: impl AsValueRef) -> Val<'ir> {
        Val::wrap(v.as_value_ref())
    }
    pub(super) fn function(self) -> FunctionValue<'ir> {
        // SAFETY: a live value; inkwell checks that it is a function.
        unsafe { FunctionValue::new(self.raw) }.expect("not a function")
    }
    pub(super) fn instruction(self) -> InstructionValue<'ir> {
        assert!(self.is_instruction(), "not an instruction");
        // SAFETY: a live instruction, checked above.
        unsafe { InstructionValue::new(self.raw) }
    }
    pub(super) fn phi(self) -> PhiValue<'ir> {
        assert!(self.is_phi(), "not a PHI");
        // SAFETY: a live PHI node, checked above.
        unsafe { PhiValue::new(self.raw) }
    }
    pub(super) fn int(self) -> IntValue<'ir> {
        assert!(self.ty().is_int(), "not an integer");
        // SAFETY: a live integer value, checked above.
        unsafe { IntValue::new(self.raw) }
    }
    pub(super) fn pointer(self) -> PointerValue<'ir> {
        assert!(self.ty().is_ptr(), "not a pointer");
        // SAFETY: a live pointer value, checked above.
        unsafe { PointerValue::new(self.raw) }
    }
    pub(super) fn basic(self) -> BasicValueEnum<'ir> {
        // Checks the type's kind, and panics on a non-basic one.
        let _ = self.ty().basic_type();
        // SAFETY: a live value of a basic type, checked above.
        unsafe { BasicValueEnum::new(self.raw) }
    }
}
