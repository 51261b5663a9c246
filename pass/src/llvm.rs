//! The LLVM edge: small `Copy` handles over LLVM's C API, and the queries
//! the C++ layer answers (LoopInfo, ScalarEvolution, alias analysis,
//! remarks).
//!
//! Invariant: every handle is only used while the function it belongs to is
//! alive and being processed by the pass (the pass owns the function for the
//! duration of `run`). That is what makes the `unsafe` calls below sound; no
//! handle escapes a pass invocation.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

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

fn owned_message(p: *mut c_char) -> String {
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
        // SAFETY: only called on integer types (checked by callers via
        // is_int; LLVM returns garbage but does not crash otherwise).
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

impl Val {
    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
    pub fn ty(self) -> Ty {
        // SAFETY: a live value.
        Ty(unsafe { LLVMTypeOf(self.0) })
    }
    pub fn is_instruction(self) -> bool {
        // SAFETY: a live value.
        !unsafe { LLVMIsAInstruction(self.0) }.is_null()
    }
    pub fn is_constant(self) -> bool {
        // SAFETY: a live value.
        unsafe { LLVMIsConstant(self.0) != 0 }
    }
    pub fn is_phi(self) -> bool {
        self.is_instruction() && self.opcode() == LLVMOpcode::LLVMPHI
    }
    pub fn opcode(self) -> LLVMOpcode {
        // SAFETY: only meaningful on instructions; callers check.
        unsafe { LLVMGetInstructionOpcode(self.0) }
    }
    pub fn num_operands(self) -> u32 {
        // SAFETY: a live user value.
        unsafe { LLVMGetNumOperands(self.0) as u32 }
    }
    pub fn operand(self, i: u32) -> Val {
        // SAFETY: i < num_operands (callers iterate within bounds).
        Val(unsafe { LLVMGetOperand(self.0, i) })
    }
    pub fn set_operand(self, i: u32, v: Val) {
        // SAFETY: i < num_operands; v has the operand's type (callers keep
        // types).
        unsafe { LLVMSetOperand(self.0, i, v.0) }
    }
    /// The block of an instruction.
    pub fn block(self) -> Bb {
        // SAFETY: a live instruction.
        Bb(unsafe { LLVMGetInstructionParent(self.0) })
    }
    pub fn next_instruction(self) -> Option<Val> {
        // SAFETY: a live instruction.
        let n = unsafe { LLVMGetNextInstruction(self.0) };
        (!n.is_null()).then_some(Val(n))
    }
    pub fn name(self) -> String {
        let mut len = 0usize;
        // SAFETY: LLVM returns a pointer into the value's name, valid while
        // the value lives; we copy it at once.
        let p = unsafe { LLVMGetValueName2(self.0, &mut len) };
        if p.is_null() || len == 0 {
            return String::new();
        }
        // SAFETY: p points at len bytes.
        let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
        String::from_utf8_lossy(bytes).into_owned()
    }
    pub fn set_name(self, name: &str) {
        let c = CString::new(name).unwrap_or_default();
        // SAFETY: a live value; LLVM copies the name.
        unsafe { LLVMSetValueName2(self.0, c.as_ptr(), name.len()) }
    }
    /// The value as printed by LLVM (for messages).
    pub fn to_text(self) -> String {
        // SAFETY: a live value.
        owned_message(unsafe { LLVMPrintValueToString(self.0) })
    }
    /// Sign-extended value of an integer constant that fits in 64 bits.
    pub fn const_int(self) -> Option<i64> {
        // SAFETY: LLVMIsAConstantInt is a checked cast.
        if unsafe { LLVMIsAConstantInt(self.0) }.is_null() {
            return None;
        }
        if self.ty().int_width() > 64 {
            return None;
        }
        // SAFETY: a ConstantInt of at most 64 bits.
        Some(unsafe { LLVMConstIntGetSExtValue(self.0) })
    }
    pub fn icmp_predicate(self) -> LLVMIntPredicate {
        // SAFETY: callers check the opcode is ICmp.
        unsafe { LLVMGetICmpPredicate(self.0) }
    }
    pub fn fcmp_predicate(self) -> LLVMRealPredicate {
        // SAFETY: callers check the opcode is FCmp.
        unsafe { LLVMGetFCmpPredicate(self.0) }
    }
    /// Every user of the value (instructions, constants).
    pub fn users(self) -> Vec<Val> {
        let mut out = Vec::new();
        // SAFETY: walking the use list of a live value without changing it.
        unsafe {
            let mut u = LLVMGetFirstUse(self.0);
            while !u.is_null() {
                out.push(Val(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }
    pub fn replace_all_uses_with(self, other: Val) {
        // SAFETY: both live, same type (callers keep types).
        unsafe { LLVMReplaceAllUsesWith(self.0, other.0) }
    }
    /// A copy of the instruction, not inserted anywhere, same operands and
    /// metadata (debug location included).
    pub fn clone_instruction(self) -> Val {
        // SAFETY: a live instruction.
        Val(unsafe { LLVMInstructionClone(self.0) })
    }
    pub fn erase(self) {
        // SAFETY: a live instruction with no remaining uses.
        unsafe { LLVMInstructionEraseFromParent(self.0) }
    }
    pub fn is_terminator(self) -> bool {
        // SAFETY: checked cast.
        !unsafe { LLVMIsATerminatorInst(self.0) }.is_null()
    }
    pub fn num_successors(self) -> u32 {
        // SAFETY: a terminator.
        unsafe { LLVMGetNumSuccessors(self.0) }
    }
    pub fn successor(self, i: u32) -> Bb {
        // SAFETY: i < num_successors.
        Bb(unsafe { LLVMGetSuccessor(self.0, i) })
    }
    pub fn set_successor(self, i: u32, b: Bb) {
        // SAFETY: i < num_successors.
        unsafe { LLVMSetSuccessor(self.0, i, b.0) }
    }
    pub fn is_conditional(self) -> bool {
        // SAFETY: a branch instruction.
        unsafe { LLVMIsConditional(self.0) != 0 }
    }
    pub fn condition(self) -> Val {
        // SAFETY: a conditional branch.
        Val(unsafe { LLVMGetCondition(self.0) })
    }
    pub fn phi_count(self) -> u32 {
        // SAFETY: a PHI node.
        unsafe { LLVMCountIncoming(self.0) }
    }
    pub fn phi_value(self, i: u32) -> Val {
        // SAFETY: i < phi_count.
        Val(unsafe { LLVMGetIncomingValue(self.0, i) })
    }
    pub fn phi_block(self, i: u32) -> Bb {
        // SAFETY: i < phi_count.
        Bb(unsafe { LLVMGetIncomingBlock(self.0, i) })
    }
    pub fn phi_add(self, v: Val, b: Bb) {
        let mut vs = [v.0];
        let mut bs = [b.0];
        // SAFETY: a PHI node; arrays of length 1.
        unsafe { LLVMAddIncoming(self.0, vs.as_mut_ptr(), bs.as_mut_ptr(), 1) }
    }
    pub fn debug_loc(self) -> DebugLoc {
        // SAFETY: a live instruction; may return null.
        DebugLoc(unsafe { llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(self.0) })
    }
    pub fn set_debug_loc(self, loc: DebugLoc) {
        // SAFETY: a live instruction; loc is a DILocation or null.
        unsafe { llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(self.0, loc.0) }
    }
    /// Instruction flags in LLVM spelling: fast-math (`reassoc`, `nnan`, ...
    /// or `fast` for all) and wrap flags (`nsw`, `nuw`).
    pub fn flags(self) -> Vec<&'static str> {
        let mut out = Vec::new();
        // SAFETY: checked queries on a live instruction; the flag getters
        // are only called where LLVM says the instruction has them.
        unsafe {
            if LLVMCanValueUseFastMathFlags(self.0) != 0 {
                let f = LLVMGetFastMathFlags(self.0);
                if f & llvm_sys::LLVMFastMathAll == llvm_sys::LLVMFastMathAll {
                    out.push("fast");
                } else {
                    for (bit, name) in [
                        (llvm_sys::LLVMFastMathAllowReassoc, "reassoc"),
                        (llvm_sys::LLVMFastMathNoNaNs, "nnan"),
                        (llvm_sys::LLVMFastMathNoInfs, "ninf"),
                        (llvm_sys::LLVMFastMathNoSignedZeros, "nsz"),
                        (llvm_sys::LLVMFastMathAllowReciprocal, "arcp"),
                        (llvm_sys::LLVMFastMathAllowContract, "contract"),
                        (llvm_sys::LLVMFastMathApproxFunc, "afn"),
                    ] {
                        if f & bit != 0 {
                            out.push(name);
                        }
                    }
                }
            }
            if matches!(
                self.opcode(),
                LLVMOpcode::LLVMAdd
                    | LLVMOpcode::LLVMSub
                    | LLVMOpcode::LLVMMul
                    | LLVMOpcode::LLVMShl
            ) {
                if LLVMGetNSW(self.0) != 0 {
                    out.push("nsw");
                }
                if LLVMGetNUW(self.0) != 0 {
                    out.push("nuw");
                }
            }
        }
        out
    }

    /// Called function of a call instruction, when direct.
    pub fn called_function(self) -> Option<Val> {
        // SAFETY: a call instruction.
        let f = unsafe { LLVMGetCalledValue(self.0) };
        // SAFETY: checked cast.
        (!f.is_null() && !unsafe { LLVMIsAFunction(f) }.is_null()).then_some(Val(f))
    }
    /// Source element type of a GEP.
    pub fn gep_source_type(self) -> Ty {
        // SAFETY: a GEP instruction.
        Ty(unsafe { LLVMGetGEPSourceElementType(self.0) })
    }
    pub fn is_volatile_or_atomic(self) -> bool {
        // SAFETY: a live value; the C++ side checks the kind.
        unsafe { tessera_is_volatile_or_atomic(self.0) != 0 }
    }
    pub fn is_ignorable(self) -> bool {
        // SAFETY: a live value.
        unsafe { tessera_is_ignorable(self.0) != 0 }
    }
    pub fn call_is_pure(self) -> bool {
        // SAFETY: a live value; the C++ side checks the kind.
        unsafe { tessera_call_is_pure(self.0) != 0 }
    }
    /// A non-volatile `llvm.memset` call (dest, value, length, volatile).
    pub fn is_memset(self) -> bool {
        self.is_instruction()
            && self.opcode() == LLVMOpcode::LLVMCall
            && self
                .called_function()
                .is_some_and(|f| f.name().starts_with("llvm.memset."))
            && self.num_operands() == 5
            && self.operand(3).const_int() == Some(0)
    }

    /// Load or store: the pointer operand.
    pub fn pointer_operand(self) -> Option<Val> {
        match self.opcode() {
            LLVMOpcode::LLVMLoad => Some(self.operand(0)),
            LLVMOpcode::LLVMStore => Some(self.operand(1)),
            _ => None,
        }
    }
    /// The type loaded or stored.
    pub fn access_type(self) -> Ty {
        match self.opcode() {
            LLVMOpcode::LLVMStore => self.operand(0).ty(),
            _ => self.ty(),
        }
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

/// The blocks of a function, in layout order.
pub fn function_blocks(f: Val) -> Vec<Bb> {
    let mut out = Vec::new();
    // SAFETY: a live function; iteration does not modify it.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f.0);
        while !b.is_null() {
            out.push(Bb(b));
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

pub fn function_name(f: Val) -> String {
    f.name()
}

pub fn append_block(ctx: LCtx, f: Val, name: &str) -> Bb {
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: live context and function; LLVM copies the name.
    Bb(unsafe { LLVMAppendBasicBlockInContext(ctx.0, f.0, c.as_ptr()) })
}

pub fn i64_type(ctx: LCtx) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMInt64TypeInContext(ctx.0) })
}
pub fn i8_type(ctx: LCtx) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMInt8TypeInContext(ctx.0) })
}
pub fn i1_type(ctx: LCtx) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMInt1TypeInContext(ctx.0) })
}
pub fn ptr_type(ctx: LCtx) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMPointerTypeInContext(ctx.0, 0) })
}
pub fn void_type(ctx: LCtx) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMVoidTypeInContext(ctx.0) })
}

/// A function of the module `f` belongs to, declared if missing (malloc and
/// free for expanded arrays), and its type.
pub fn get_or_insert_function(f: Val, name: &str, ret: Ty, params: &[Ty]) -> (Val, Ty) {
    let c = CString::new(name).unwrap_or_default();
    let mut ps: Vec<LLVMTypeRef> = params.iter().map(|t| t.0).collect();
    // SAFETY: f is a live function; the module outlives the call; the
    // declared type matches the C library's.
    unsafe {
        let m = LLVMGetGlobalParent(f.0);
        let fty = LLVMFunctionType(ret.0, ps.as_mut_ptr(), ps.len() as c_uint, 0);
        let existing = LLVMGetNamedFunction(m, c.as_ptr());
        let g = if existing.is_null() {
            LLVMAddFunction(m, c.as_ptr(), fty)
        } else {
            existing
        };
        (Val(g), Ty(fty))
    }
}

/// A global counter of the module `f` belongs to: the existing global of
/// that name, or a new weak one initialized to 0.
pub fn weak_counter(f: Val, name: &str, ty: Ty) -> Val {
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: f is a live function in a live module; the global is created
    // with the type the callers load and store.
    unsafe {
        let m = LLVMGetGlobalParent(f.0);
        let g = LLVMGetNamedGlobal(m, c.as_ptr());
        if !g.is_null() {
            return Val(g);
        }
        let g = LLVMAddGlobal(m, ty.0, c.as_ptr());
        LLVMSetInitializer(g, LLVMConstInt(ty.0, 0, 0));
        LLVMSetLinkage(g, llvm_sys::LLVMLinkage::LLVMWeakAnyLinkage);
        Val(g)
    }
}

/// A call at the builder's position.
pub fn build_call(b: &Builder, fty: Ty, f: Val, args: &[Val]) -> Val {
    let mut a: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
    // SAFETY: args match fty's parameters (callers pass the declared types).
    Val(unsafe { LLVMBuildCall2(b.raw, fty.0, f.0, a.as_mut_ptr(), a.len() as c_uint, NONAME) })
}

pub fn const_int(ty: Ty, v: i64) -> Val {
    // SAFETY: ty is an integer type.
    Val(unsafe { LLVMConstInt(ty.0, v as u64, 1) })
}

// ---------------------------------------------------------------------------
// The C++ layer's queries.

/// Opaque per-function context of the C++ layer.
#[repr(C)]
pub struct CppCtx {
    _private: [u8; 0],
}

#[repr(C)]
#[derive(Default, Clone, Copy)]
pub struct LoopDescRaw {
    pub header: LLVMBasicBlockRef,
    pub preheader: LLVMBasicBlockRef,
    pub latch: LLVMBasicBlockRef,
    pub exit_block: LLVMBasicBlockRef,
    pub parent: c_int,
    pub depth: c_uint,
    pub num_blocks: c_uint,
    pub num_exiting: c_uint,
    pub simplify_form: c_int,
    pub lcssa_form: c_int,
}

impl Default for Bb {
    fn default() -> Self {
        Bb(std::ptr::null_mut())
    }
}

extern "C" {
    fn tessera_loop_count(c: *mut CppCtx) -> c_uint;
    fn tessera_loop_desc(c: *mut CppCtx, i: c_uint, d: *mut LoopDescRaw);
    fn tessera_loop_block(c: *mut CppCtx, i: c_uint, b: c_uint) -> LLVMBasicBlockRef;
    fn tessera_block_loop(c: *mut CppCtx, b: LLVMBasicBlockRef) -> c_int;
    fn tessera_scev(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    fn tessera_backedge_taken_count(c: *mut CppCtx, i: c_uint) -> *const c_char;
    fn tessera_access_offset(
        c: *mut CppCtx,
        inst: LLVMValueRef,
        base: *mut LLVMValueRef,
    ) -> *const c_char;
    fn tessera_access_fixed(c: *mut CppCtx, inst: LLVMValueRef) -> *const c_char;
    fn tessera_pointer_offset(
        c: *mut CppCtx,
        ptr: LLVMValueRef,
        base: *mut LLVMValueRef,
    ) -> *const c_char;
    fn tessera_access_parametric(
        c: *mut CppCtx,
        insts: *mut LLVMValueRef,
        n: c_uint,
        elem_size: c_uint,
    ) -> *const c_char;
    fn tessera_known_nonnegative(c: *mut CppCtx, v: LLVMValueRef) -> c_int;
    fn tessera_l2_cache_size(c: *mut CppCtx) -> c_uint;
    fn tessera_alias(c: *mut CppCtx, a: LLVMValueRef, b: LLVMValueRef) -> c_int;
    fn tessera_access_alias(c: *mut CppCtx, a: LLVMValueRef, b: LLVMValueRef) -> c_int;
    fn tessera_call_is_pure(v: LLVMValueRef) -> c_int;
    fn tessera_is_ignorable(v: LLVMValueRef) -> c_int;
    fn tessera_is_volatile_or_atomic(v: LLVMValueRef) -> c_int;
    fn tessera_debug_loc(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    fn tessera_source_name(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    fn tessera_array_source_name(
        c: *mut CppCtx,
        base: LLVMValueRef,
        anchor: LLVMValueRef,
    ) -> *const c_char;
    fn tessera_remark(
        c: *mut CppCtx,
        kind: c_int,
        name: *const c_char,
        msg: *const c_char,
        anchor: LLVMValueRef,
    );
    fn tessera_promote_allocas(f: LLVMValueRef, allocas: *mut LLVMValueRef, n: c_uint);
    fn tessera_delete_blocks(blocks: *mut LLVMBasicBlockRef, n: c_uint);
    fn tessera_verify_function(f: LLVMValueRef) -> c_int;
    fn tessera_phi_remove_incoming(phi: LLVMValueRef, block: LLVMBasicBlockRef);
    fn tessera_run_pipeline(
        module: LLVMModuleRef,
        pipeline: *const c_char,
        error: *mut *mut c_char,
    ) -> c_int;
}

/// One loop as LoopInfo sees it.
#[derive(Clone, Debug)]
pub struct LoopDesc {
    pub header: Bb,
    pub preheader: Option<Bb>,
    pub latch: Option<Bb>,
    pub exit_block: Option<Bb>,
    pub parent: Option<usize>,
    pub depth: u32,
    pub blocks: Vec<Bb>,
    pub num_exiting: u32,
    pub simplify_form: bool,
    pub lcssa_form: bool,
}

fn opt_bb(b: LLVMBasicBlockRef) -> Option<Bb> {
    (!b.is_null()).then_some(Bb(b))
}

/// Remark kinds, as `-Rpass`, `-Rpass-missed`, `-Rpass-analysis` select them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    Passed = 0,
    Missed = 1,
    Analysis = 2,
}

/// The analyses of the function being processed.
pub struct Analyses {
    raw: *mut CppCtx,
}

fn copy_answer(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the C++ side returns a NUL-terminated buffer valid until its
    // next answer; we copy it at once.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

impl Analyses {
    /// # Safety
    /// `raw` must be the context handed to `tessera_rust_run_function` for
    /// the function being processed, and used only during that call.
    pub unsafe fn from_raw(raw: *mut c_void) -> Analyses {
        Analyses {
            raw: raw as *mut CppCtx,
        }
    }

    pub fn loops(&self) -> Vec<LoopDesc> {
        // SAFETY: the context is live for the pass invocation.
        let n = unsafe { tessera_loop_count(self.raw) };
        (0..n)
            .map(|i| {
                let mut d = LoopDescRaw::default();
                // SAFETY: i < count; d is a valid out-pointer.
                unsafe { tessera_loop_desc(self.raw, i, &mut d) };
                let blocks = (0..d.num_blocks)
                    // SAFETY: b < num_blocks of loop i.
                    .map(|b| Bb(unsafe { tessera_loop_block(self.raw, i, b) }))
                    .collect();
                LoopDesc {
                    header: Bb(d.header),
                    preheader: opt_bb(d.preheader),
                    latch: opt_bb(d.latch),
                    exit_block: opt_bb(d.exit_block),
                    parent: (d.parent >= 0).then_some(d.parent as usize),
                    depth: d.depth,
                    blocks,
                    num_exiting: d.num_exiting,
                    simplify_form: d.simplify_form != 0,
                    lcssa_form: d.lcssa_form != 0,
                }
            })
            .collect()
    }

    /// Innermost loop (preorder index) containing the block.
    pub fn block_loop(&self, b: Bb) -> Option<usize> {
        // SAFETY: live context and block.
        let i = unsafe { tessera_block_loop(self.raw, b.0) };
        (i >= 0).then_some(i as usize)
    }

    /// The SCEV of an integer or pointer value, as an S-expression.
    pub fn scev(&self, v: Val) -> String {
        // SAFETY: live context and value.
        copy_answer(unsafe { tessera_scev(self.raw, v.0) })
    }

    pub fn backedge_taken_count(&self, loop_index: usize) -> String {
        // SAFETY: loop_index < loop count (from loops()).
        copy_answer(unsafe { tessera_backedge_taken_count(self.raw, loop_index as c_uint) })
    }

    /// Base pointer and byte offset (S-expression) of a load or store.
    pub fn access_offset(&self, inst: Val) -> (Option<Val>, String) {
        let mut base: LLVMValueRef = std::ptr::null_mut();
        // SAFETY: live context; inst is a load or store; base is a valid
        // out-pointer.
        let s = copy_answer(unsafe { tessera_access_offset(self.raw, inst.0, &mut base) });
        ((!base.is_null()).then_some(Val(base)), s)
    }

    /// Base pointer and byte offset (S-expression) of any pointer value.
    pub fn pointer_offset(&self, ptr: Val) -> (Option<Val>, String) {
        let mut base: LLVMValueRef = std::ptr::null_mut();
        // SAFETY: live context and pointer value; base is a valid
        // out-pointer.
        let s = copy_answer(unsafe { tessera_pointer_offset(self.raw, ptr.0, &mut base) });
        ((!base.is_null()).then_some(Val(base)), s)
    }

    pub fn access_fixed(&self, inst: Val) -> String {
        // SAFETY: live context; inst is a load or store.
        copy_answer(unsafe { tessera_access_fixed(self.raw, inst.0) })
    }

    pub fn access_parametric(&self, insts: &[Val], elem_size: u32) -> String {
        let mut raw: Vec<LLVMValueRef> = insts.iter().map(|v| v.0).collect();
        // SAFETY: live context; raw holds loads/stores of one base pointer.
        copy_answer(unsafe {
            tessera_access_parametric(self.raw, raw.as_mut_ptr(), raw.len() as c_uint, elem_size)
        })
    }

    pub fn known_nonnegative(&self, v: Val) -> bool {
        // SAFETY: live context and value.
        unsafe { tessera_known_nonnegative(self.raw, v.0) != 0 }
    }

    /// 0 no alias, 1 may, 2 partial, 3 must.
    pub fn alias(&self, a: Val, b: Val) -> i32 {
        // SAFETY: live context; a, b are pointers.
        unsafe { tessera_alias(self.raw, a.0, b.0) }
    }

    /// Like [`Analyses::alias`], for the exact locations two loads or
    /// stores access.
    pub fn access_alias(&self, a: Val, b: Val) -> i32 {
        // SAFETY: live context; a, b are instructions (anything else
        // answers "may").
        unsafe { tessera_access_alias(self.raw, a.0, b.0) }
    }

    /// The target's L2 data cache size in bytes (None: the target does not
    /// say).
    pub fn l2_cache_size(&self) -> Option<u64> {
        // SAFETY: live context.
        let n = unsafe { tessera_l2_cache_size(self.raw) };
        (n > 0).then_some(u64::from(n))
    }

    /// `file:line:col` of an instruction, when debug info says.
    pub fn debug_loc(&self, v: Val) -> Option<(String, u32, u32)> {
        // SAFETY: live context and value.
        let s = copy_answer(unsafe { tessera_debug_loc(self.raw, v.0) });
        let mut parts = s.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line = parts.next()?.parse().ok()?;
        let file = parts.next()?.to_string();
        Some((file, line, col))
    }

    /// The value's own name, else the name of the source variable debug
    /// information gives it, else "".
    pub fn value_name(&self, v: Val) -> String {
        let n = v.name();
        if !n.is_empty() {
            return n;
        }
        // SAFETY: live context and value.
        copy_answer(unsafe { tessera_source_name(self.raw, v.0) })
    }

    /// The name of the array reached from `base`, as the source writes it:
    /// the source variable debug information gives the pointer (after
    /// inlining, the parameter of the callee `anchor`, an access of the
    /// array, was written in) or the global, else the base's own IR name,
    /// else "".
    pub fn array_name(&self, base: Val, anchor: Val) -> String {
        // SAFETY: live context; base and anchor are live values.
        let n = copy_answer(unsafe { tessera_array_source_name(self.raw, base.0, anchor.0) });
        if !n.is_empty() {
            return n;
        }
        base.name()
    }

    pub fn remark(&self, kind: RemarkKind, name: &str, msg: &str, anchor: Option<Val>) {
        let n = CString::new(name).unwrap_or_default();
        let m = CString::new(msg.replace('\0', " ")).unwrap_or_default();
        // SAFETY: live context; strings outlive the call; anchor is an
        // instruction or null.
        unsafe {
            tessera_remark(
                self.raw,
                kind as c_int,
                n.as_ptr(),
                m.as_ptr(),
                anchor.map_or(std::ptr::null_mut(), |a| a.0),
            )
        }
    }
}

/// Promotes allocas (created by code generation for scalars) to registers.
pub fn promote_allocas(f: Val, allocas: &[Val]) {
    let mut raw: Vec<LLVMValueRef> = allocas.iter().map(|v| v.0).collect();
    // SAFETY: f is live; raw holds allocas of f.
    unsafe { tessera_promote_allocas(f.0, raw.as_mut_ptr(), raw.len() as c_uint) }
}

/// Deletes blocks created by an aborted code generation.
pub fn delete_blocks(blocks: &[Bb]) {
    let mut raw: Vec<LLVMBasicBlockRef> = blocks.iter().map(|b| b.0).collect();
    // SAFETY: blocks are live, unreachable from the function's entry.
    unsafe { tessera_delete_blocks(raw.as_mut_ptr(), raw.len() as c_uint) }
}

/// Removes the incoming value of a PHI for one predecessor.
pub fn phi_remove_incoming(phi: Val, block: Bb) {
    // SAFETY: live PHI and block.
    unsafe { tessera_phi_remove_incoming(phi.0, block.0) }
}

pub fn verify_function(f: Val) -> bool {
    // SAFETY: f is a live function.
    unsafe { tessera_verify_function(f.0) != 0 }
}

/// Runs a pass pipeline (textual, as for `opt -passes=`) with Tessera
/// registered, on a module.
///
/// # Safety
/// `module` must be a valid module not used elsewhere during the call.
pub unsafe fn run_pipeline(module: LLVMModuleRef, pipeline: &str) -> Result<(), String> {
    let p = CString::new(pipeline).map_err(|e| e.to_string())?;
    let mut err: *mut c_char = std::ptr::null_mut();
    // SAFETY: the caller guarantees the module; err is a valid out-pointer.
    let ok = unsafe { tessera_run_pipeline(module, p.as_ptr(), &mut err) };
    if ok != 0 {
        Ok(())
    } else {
        Err(owned_message(err))
    }
}

/// A builder positioned somewhere in the function.
pub struct Builder {
    pub raw: LLVMBuilderRef,
    pub ctx: LCtx,
}

impl Builder {
    pub fn new(ctx: LCtx) -> Builder {
        // SAFETY: a live context.
        Builder {
            raw: unsafe { LLVMCreateBuilderInContext(ctx.0) },
            ctx,
        }
    }
    pub fn position_at_end(&self, b: Bb) {
        // SAFETY: live builder and block.
        unsafe { LLVMPositionBuilderAtEnd(self.raw, b.0) }
    }
    pub fn position_before(&self, inst: Val) {
        // SAFETY: live builder and instruction.
        unsafe { LLVMPositionBuilderBefore(self.raw, inst.0) }
    }
    pub fn insert(&self, inst: Val) {
        // SAFETY: inst is a fresh clone not in any block.
        unsafe { LLVMInsertIntoBuilder(self.raw, inst.0) }
    }
    pub fn set_debug_loc(&self, loc: DebugLoc) {
        // SAFETY: loc is a DILocation or null.
        unsafe { LLVMSetCurrentDebugLocation2(self.raw, loc.0) }
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: created in new, disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}

/// An empty C string for builder names.
pub const NONAME: *const c_char = c"".as_ptr();

/// Runs a textual pass pipeline, with Tessera registered, on a module.
pub fn run_pipeline_on(module: &inkwell::module::Module, pipeline: &str) -> Result<(), String> {
    // SAFETY: the module is borrowed for the call and not used elsewhere
    // meanwhile (single thread).
    unsafe { run_pipeline(module.as_mut_ptr(), pipeline) }
}

/// Sets LLVM command-line flags (`-tessera-...` and LLVM's own) for a
/// standalone tool, as `opt` would parse them.
pub fn set_llvm_flags(flags: &[String]) {
    let args: Vec<CString> = std::iter::once("tessera".to_string())
        .chain(flags.iter().cloned())
        .map(|s| CString::new(s).unwrap_or_default())
        .collect();
    let ptrs: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
    // SAFETY: argv of NUL-terminated strings outliving the call.
    unsafe {
        llvm_sys::support::LLVMParseCommandLineOptions(
            ptrs.len() as c_int,
            ptrs.as_ptr(),
            std::ptr::null(),
        )
    }
}

/// Alias scopes of one regenerated SCoP (LLVM's scoped `noalias`
/// metadata): one scope per array, under one domain. An access to array
/// `a` gets `!alias.scope !{a}` and `!noalias !{every other array}`, which
/// tells LLVM (LICM, the vectorizer) that accesses to different arrays do
/// not alias. Sound only where the version branch has checked it.
pub struct AliasScopes {
    ctx: LCtx,
    scopes: Vec<LLVMMetadataRef>,
    scope_kind: c_uint,
    noalias_kind: c_uint,
}

impl AliasScopes {
    /// `n` scopes named after `name` and the arrays' names. The names are
    /// uniqued by LLVM module-wide: `name` must be unique in the module
    /// (the SCoP's name is: it includes the function's).
    pub fn new(ctx: LCtx, name: &str, arrays: &[String]) -> AliasScopes {
        let md_string = |s: &str| {
            // SAFETY: a live context; the string is copied by LLVM.
            unsafe { LLVMMDStringInContext2(ctx.0, s.as_ptr().cast(), s.len()) }
        };
        let node = |ops: &mut [LLVMMetadataRef]| {
            // SAFETY: a live context; the operands are metadata of it.
            unsafe { LLVMMDNodeInContext2(ctx.0, ops.as_mut_ptr(), ops.len()) }
        };
        let domain = node(&mut [md_string(&format!("tessera {name}"))]);
        let scopes = arrays
            .iter()
            .map(|a| node(&mut [md_string(&format!("tessera {name}: {a}")), domain]))
            .collect();
        let kind = |k: &str| {
            // SAFETY: a live context; the name is copied.
            unsafe { LLVMGetMDKindIDInContext(ctx.0, k.as_ptr().cast(), k.len() as c_uint) }
        };
        AliasScopes {
            ctx,
            scopes,
            scope_kind: kind("alias.scope"),
            noalias_kind: kind("noalias"),
        }
    }

    /// Marks `inst` (a load or store) as an access to array `array` only.
    pub fn mark(&self, inst: Val, array: usize) {
        let Some(&own) = self.scopes.get(array) else {
            return;
        };
        let mut others: Vec<LLVMMetadataRef> = self
            .scopes
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != array)
            .map(|(_, &m)| m)
            .collect();
        let mut mine = [own];
        // SAFETY: a live context and instruction of it; the lists are
        // metadata of the same context.
        unsafe {
            let list = LLVMMDNodeInContext2(self.ctx.0, mine.as_mut_ptr(), 1);
            LLVMSetMetadata(
                inst.0,
                self.scope_kind,
                LLVMMetadataAsValue(self.ctx.0, list),
            );
            if !others.is_empty() {
                let list = LLVMMDNodeInContext2(self.ctx.0, others.as_mut_ptr(), others.len());
                LLVMSetMetadata(
                    inst.0,
                    self.noalias_kind,
                    LLVMMetadataAsValue(self.ctx.0, list),
                );
            }
        }
    }
}
