//! Queries and edits of one LLVM value or instruction. What only an
//! instruction or a PHI has goes through inkwell's `InstructionValue` and
//! `PhiValue` (made by the checked conversions of `types.rs`); what any
//! value has (type, name, uses, operands of constants too), and what
//! inkwell lacks (successors, a branch's condition, debug locations, the
//! C++ layer's predicates), stays on the C API.

use super::cpp::{tessera_call_is_pure, tessera_is_ignorable, tessera_is_volatile_or_atomic};
use super::types::{owned_message, Bb, DebugLoc, Ty, Val};
use super::types::{FloatPredicate, IntPredicate, Opcode};
use llvm_sys::core::*;
use std::ffi::CString;

impl<'ir> Val<'ir> {
    pub fn ty(self) -> Ty<'ir> {
        // SAFETY: a live value.
        Ty::wrap(unsafe { LLVMTypeOf(self.raw) })
    }
    pub fn is_instruction(self) -> bool {
        // SAFETY: a live value.
        !unsafe { LLVMIsAInstruction(self.raw) }.is_null()
    }
    pub fn is_constant(self) -> bool {
        // SAFETY: a live value.
        unsafe { LLVMIsConstant(self.raw) != 0 }
    }
    pub fn is_phi(self) -> bool {
        self.is_instruction() && self.opcode() == Opcode::Phi
    }
    pub fn opcode(self) -> Opcode {
        // (A non-instruction would answer 0, which is no opcode: the
        // conversion panics on one.)
        self.instruction().get_opcode()
    }
    fn is_user(self) -> bool {
        // SAFETY: checked cast of a live value.
        !unsafe { LLVMIsAUser(self.raw) }.is_null()
    }
    /// Operands of a user (instruction, constant); 0 for anything else.
    pub fn num_operands(self) -> u32 {
        if !self.is_user() {
            return 0;
        }
        // SAFETY: a live user, checked above (LLVM casts to `User`).
        unsafe { LLVMGetNumOperands(self.raw) as u32 }
    }
    pub fn operand(self, i: u32) -> Val<'ir> {
        assert!(i < self.num_operands(), "operand {i} out of range");
        // SAFETY: i < num_operands, checked above.
        Val::wrap(unsafe { LLVMGetOperand(self.raw, i) })
    }
    /// Replaces operand `i` of an instruction. A value of another type
    /// makes IR the verifier rejects, not a memory error.
    pub fn set_operand(self, i: u32, v: Val<'ir>) {
        assert!(self.is_instruction(), "an operand set on a non-instruction");
        assert!(i < self.num_operands(), "operand {i} out of range");
        // SAFETY: an instruction (a user) and i < num_operands, checked
        // above; v is a live value.
        unsafe { LLVMSetOperand(self.raw, i, v.raw) }
    }
    /// The block of an instruction in a block.
    pub fn block(self) -> Bb<'ir> {
        self.parent()
            .expect("the block of an instruction in no block")
    }
    /// Is the instruction in a block (a clone is not, until inserted)?
    pub(super) fn in_block(self) -> bool {
        self.parent().is_some()
    }
    /// The block of an instruction, None while it is in none (a clone).
    fn parent(self) -> Option<Bb<'ir>> {
        self.instruction().get_parent().map(Bb::of)
    }
    pub fn next_instruction(self) -> Option<Val<'ir>> {
        // LLVM walks the parent block's list: there must be one.
        self.parent()?;
        self.instruction().get_next_instruction().map(Val::of)
    }
    pub fn name(self) -> String {
        let mut len = 0usize;
        // SAFETY: LLVM returns a pointer into the value's name, valid while
        // the value lives; we copy it at once.
        let p = unsafe { LLVMGetValueName2(self.raw, &mut len) };
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
        unsafe { LLVMSetValueName2(self.raw, c.as_ptr(), name.len()) }
    }
    /// The value as printed by LLVM (for messages).
    pub fn to_text(self) -> String {
        // SAFETY: a live value.
        owned_message(unsafe { LLVMPrintValueToString(self.raw) })
    }
    /// Sign-extended value of an integer constant that fits in 64 bits.
    pub fn const_int(self) -> Option<i64> {
        // SAFETY: LLVMIsAConstantInt is a checked cast.
        if unsafe { LLVMIsAConstantInt(self.raw) }.is_null() {
            return None;
        }
        if self.ty().int_width() > 64 {
            return None;
        }
        // SAFETY: a ConstantInt of at most 64 bits.
        Some(unsafe { LLVMConstIntGetSExtValue(self.raw) })
    }
    pub fn icmp_predicate(self) -> IntPredicate {
        // inkwell checks the opcode (another would answer no predicate).
        let p = self.instruction().get_icmp_predicate();
        p.expect("the predicate of a non-icmp")
    }
    pub fn fcmp_predicate(self) -> FloatPredicate {
        let p = self.instruction().get_fcmp_predicate();
        p.expect("the predicate of a non-fcmp")
    }
    /// Every user of the value (instructions, constants).
    pub fn users(self) -> Vec<Val<'ir>> {
        let mut out = Vec::new();
        // SAFETY: walking the use list of a live value without changing it.
        unsafe {
            let mut u = LLVMGetFirstUse(self.raw);
            while !u.is_null() {
                out.push(Val::wrap(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }
    pub fn replace_all_uses_with(self, other: Val<'ir>) {
        // LLVM checks these only in its debug builds (a value replaced by
        // itself loops forever).
        assert!(self != other, "a value replaced by itself");
        assert_eq!(self.ty(), other.ty(), "a value replaced by another type");
        // SAFETY: two distinct live values of one type, checked above.
        unsafe { LLVMReplaceAllUsesWith(self.raw, other.raw) }
    }
    /// A copy of the instruction, not inserted anywhere, same operands and
    /// metadata (debug location included).
    pub fn clone_instruction(self) -> Val<'ir> {
        Val::of(self.instruction().explicit_clone())
    }
    /// Erases an instruction from its block. It must have no uses left (a
    /// use would dangle): checked, a misuse panics. The handle, and every
    /// copy of it, must not be used again (the lifetime cannot say so).
    pub fn erase(self) {
        assert!(
            self.parent().is_some(),
            "erasing an instruction in no block"
        );
        let used = self.instruction().get_first_use().is_some();
        assert!(!used, "erasing an instruction still used");
        self.instruction().erase_from_basic_block();
    }
    /// Takes an instruction out of its block, to be inserted elsewhere
    /// ([`super::Builder::insert`]); its operands and uses stay.
    pub fn detach(self) {
        assert!(self.in_block(), "detaching an instruction in no block");
        self.instruction().remove_from_basic_block();
    }
    pub fn is_terminator(self) -> bool {
        // SAFETY: checked cast.
        !unsafe { LLVMIsATerminatorInst(self.raw) }.is_null()
    }
    pub fn num_successors(self) -> u32 {
        assert!(self.is_terminator(), "successors of a non-terminator");
        // SAFETY: a terminator, checked above.
        unsafe { LLVMGetNumSuccessors(self.raw) }
    }
    pub fn successor(self, i: u32) -> Bb<'ir> {
        assert!(i < self.num_successors(), "successor {i} out of range");
        // SAFETY: a terminator and i < num_successors, checked above.
        Bb::wrap(unsafe { LLVMGetSuccessor(self.raw, i) })
    }
    pub fn set_successor(self, i: u32, b: Bb<'ir>) {
        assert!(i < self.num_successors(), "successor {i} out of range");
        // SAFETY: a terminator and i < num_successors, checked above.
        unsafe { LLVMSetSuccessor(self.raw, i, b.raw()) }
    }
    pub fn is_conditional(self) -> bool {
        // inkwell checks that it is a branch.
        let c = self.instruction().is_conditional();
        c.unwrap_or_else(|e| panic!("{e}"))
    }
    pub fn condition(self) -> Val<'ir> {
        assert!(self.is_conditional(), "not a conditional branch");
        // SAFETY: a conditional branch, checked above.
        Val::wrap(unsafe { LLVMGetCondition(self.raw) })
    }
    pub fn phi_count(self) -> u32 {
        self.phi().count_incoming()
    }
    /// Incoming value and block `i` of a PHI (inkwell checks the index).
    fn incoming(self, i: u32) -> (Val<'ir>, Bb<'ir>) {
        let (v, b) =
            (self.phi().get_incoming(i)).unwrap_or_else(|| panic!("incoming {i} out of range"));
        (Val::of(v), Bb::of(b))
    }
    pub fn phi_value(self, i: u32) -> Val<'ir> {
        self.incoming(i).0
    }
    pub fn phi_block(self, i: u32) -> Bb<'ir> {
        self.incoming(i).1
    }
    pub fn phi_add(self, v: Val<'ir>, b: Bb<'ir>) {
        self.phi().add_incoming(&[(&v.basic(), b.inkwell())]);
    }
    pub fn debug_loc(self) -> DebugLoc<'ir> {
        assert!(self.is_instruction(), "the location of a non-instruction");
        // SAFETY: an instruction, checked above; null when it has none.
        DebugLoc::wrap(unsafe { llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(self.raw) })
    }
    pub fn set_debug_loc(self, loc: DebugLoc<'ir>) {
        assert!(self.is_instruction(), "a location set on a non-instruction");
        // SAFETY: an instruction, checked above; a `DebugLoc` is a
        // DILocation or null (the edge makes them only from
        // `LLVMInstructionGetDebugLoc`).
        unsafe { llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(self.raw, loc.raw) }
    }
    /// Instruction flags in LLVM spelling: fast-math (`reassoc`, `nnan`, ...
    /// or `fast` for all) and wrap flags (`nsw`, `nuw`).
    pub fn flags(self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.is_instruction() {
            return out;
        }
        // SAFETY: checked queries on a live instruction (checked above);
        // the flag getters are only called where LLVM says the instruction
        // has them (an FP operation; an add, sub, mul or shl).
        unsafe {
            if LLVMCanValueUseFastMathFlags(self.raw) != 0 {
                let f = LLVMGetFastMathFlags(self.raw);
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
                Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl
            ) {
                if LLVMGetNSW(self.raw) != 0 {
                    out.push("nsw");
                }
                if LLVMGetNUW(self.raw) != 0 {
                    out.push("nuw");
                }
            }
        }
        out
    }

    /// Called function of a call instruction, when direct.
    pub fn called_function(self) -> Option<Val<'ir>> {
        // SAFETY: checked casts of a live value.
        let is_call = unsafe {
            !LLVMIsACallInst(self.raw).is_null()
                || !LLVMIsAInvokeInst(self.raw).is_null()
                || !LLVMIsACallBrInst(self.raw).is_null()
        };
        if !is_call {
            return None;
        }
        // SAFETY: a call, invoke or callbr (a `CallBase`), checked above.
        let f = unsafe { LLVMGetCalledValue(self.raw) };
        // SAFETY: checked cast.
        (!f.is_null() && !unsafe { LLVMIsAFunction(f) }.is_null()).then_some(Val::wrap(f))
    }
    /// Source element type of a GEP.
    pub fn gep_source_type(self) -> Ty<'ir> {
        // SAFETY: checked cast of a live value.
        let gep = !unsafe { LLVMIsAGetElementPtrInst(self.raw) }.is_null();
        assert!(gep, "the source type of a non-GEP");
        // SAFETY: a GEP instruction, checked above.
        Ty::wrap(unsafe { LLVMGetGEPSourceElementType(self.raw) })
    }
    pub fn is_volatile_or_atomic(self) -> bool {
        // SAFETY: a live value; the C++ side checks the kind.
        unsafe { tessera_is_volatile_or_atomic(self.raw) != 0 }
    }
    pub fn is_ignorable(self) -> bool {
        // SAFETY: a live value.
        unsafe { tessera_is_ignorable(self.raw) != 0 }
    }
    pub fn call_is_pure(self) -> bool {
        // SAFETY: a live value; the C++ side checks the kind.
        unsafe { tessera_call_is_pure(self.raw) != 0 }
    }
    /// A non-volatile `llvm.memset` call (dest, value, length, volatile).
    pub fn is_memset(self) -> bool {
        self.is_instruction()
            && self.opcode() == Opcode::Call
            && self
                .called_function()
                .is_some_and(|f| f.name().starts_with("llvm.memset."))
            && self.num_operands() == 5
            && self.operand(3).const_int() == Some(0)
    }

    /// Load or store: the pointer operand.
    pub fn pointer_operand(self) -> Option<Val<'ir>> {
        match self.opcode() {
            Opcode::Load => Some(self.operand(0)),
            Opcode::Store => Some(self.operand(1)),
            _ => None,
        }
    }
    /// The type loaded or stored.
    pub fn access_type(self) -> Ty<'ir> {
        match self.opcode() {
            Opcode::Store => self.operand(0).ty(),
            _ => self.ty(),
        }
    }
}

impl<'ir> Val<'ir> {
    /// The function an instruction or argument belongs to; None for
    /// constants, globals and functions.
    pub fn parent_function(self) -> Option<Val<'ir>> {
        // SAFETY: checked casts first; an instruction in a block has a
        // block whose parent is a function, an argument has its function.
        unsafe {
            if !LLVMIsAInstruction(self.raw).is_null() {
                let b = LLVMGetInstructionParent(self.raw);
                if b.is_null() {
                    return None;
                }
                return Val::wrap_opt(LLVMGetBasicBlockParent(b));
            }
            if !LLVMIsAArgument(self.raw).is_null() {
                return Val::wrap_opt(LLVMGetParamParent(self.raw));
            }
        }
        None
    }
    pub fn is_alloca(self) -> bool {
        // SAFETY: a checked cast.
        !unsafe { LLVMIsAAllocaInst(self.raw) }.is_null()
    }
    pub fn is_store(self) -> bool {
        // SAFETY: a checked cast.
        !unsafe { LLVMIsAStoreInst(self.raw) }.is_null()
    }
}

impl<'ir> Val<'ir> {
    /// The type an alloca allocates.
    pub fn allocated_type(self) -> Ty<'ir> {
        assert!(self.is_alloca(), "the allocated type of a non-alloca");
        // SAFETY: an alloca, checked above.
        Ty::wrap(unsafe { LLVMGetAllocatedType(self.raw) })
    }
}
