//! Queries and edits of one LLVM value or instruction.

use super::cpp::{tessera_call_is_pure, tessera_is_ignorable, tessera_is_volatile_or_atomic};
use super::types::{owned_message, Bb, DebugLoc, Ty, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
use std::ffi::CString;

impl Val {
    /// The value at a numeric address: SCEV S-expressions name their
    /// unknowns so (`%v<hex>`).
    ///
    /// # Safety
    /// `addr` must be the address of a value that is live for the rest of
    /// the pass invocation, as the C++ layer printed it during this
    /// invocation; anything else is a dangling handle.
    pub unsafe fn from_address(addr: usize) -> Val {
        Val(addr as LLVMValueRef)
    }
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
        // A non-instruction would answer 0, which is no `LLVMOpcode`.
        debug_assert!(self.is_instruction());
        // SAFETY: a live value; LLVM checks that it is an instruction.
        unsafe { LLVMGetInstructionOpcode(self.0) }
    }
    pub fn num_operands(self) -> u32 {
        // SAFETY: a live user value.
        unsafe { LLVMGetNumOperands(self.0) as u32 }
    }
    pub fn operand(self, i: u32) -> Val {
        assert!(i < self.num_operands(), "operand {i} out of range");
        // SAFETY: i < num_operands, checked above.
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
        assert!(self.is_terminator(), "successors of a non-terminator");
        // SAFETY: a terminator, checked above.
        unsafe { LLVMGetNumSuccessors(self.0) }
    }
    pub fn successor(self, i: u32) -> Bb {
        assert!(i < self.num_successors(), "successor {i} out of range");
        // SAFETY: a terminator and i < num_successors, checked above.
        Bb(unsafe { LLVMGetSuccessor(self.0, i) })
    }
    pub fn set_successor(self, i: u32, b: Bb) {
        assert!(i < self.num_successors(), "successor {i} out of range");
        // SAFETY: a terminator and i < num_successors, checked above.
        unsafe { LLVMSetSuccessor(self.0, i, b.0) }
    }
    pub fn is_conditional(self) -> bool {
        // SAFETY: checked cast.
        assert!(
            !unsafe { LLVMIsABranchInst(self.0) }.is_null(),
            "not a branch"
        );
        // SAFETY: a branch instruction, checked above.
        unsafe { LLVMIsConditional(self.0) != 0 }
    }
    pub fn condition(self) -> Val {
        assert!(self.is_conditional(), "not a conditional branch");
        // SAFETY: a conditional branch, checked above.
        Val(unsafe { LLVMGetCondition(self.0) })
    }
    pub fn phi_count(self) -> u32 {
        assert!(self.is_phi(), "incoming values of a non-PHI");
        // SAFETY: a PHI node, checked above.
        unsafe { LLVMCountIncoming(self.0) }
    }
    pub fn phi_value(self, i: u32) -> Val {
        assert!(i < self.phi_count(), "incoming value {i} out of range");
        // SAFETY: a PHI node and i < phi_count, checked above.
        Val(unsafe { LLVMGetIncomingValue(self.0, i) })
    }
    pub fn phi_block(self, i: u32) -> Bb {
        assert!(i < self.phi_count(), "incoming block {i} out of range");
        // SAFETY: a PHI node and i < phi_count, checked above.
        Bb(unsafe { LLVMGetIncomingBlock(self.0, i) })
    }
    pub fn phi_add(self, v: Val, b: Bb) {
        let mut vs = [v.0];
        let mut bs = [b.0];
        assert!(self.is_phi(), "incoming value added to a non-PHI");
        // SAFETY: a PHI node, checked above; arrays of length 1.
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
