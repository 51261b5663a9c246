//! The instruction builder: every `LLVMBuild*` call of the pass is here.
//!
//! Methods are safe: their operands are live handles (the edge's
//! invariant), and what LLVM's C API leaves to the caller is the IR's
//! typing (operands of one type, an `i1` condition, a pointer where one is
//! loaded from). A type error makes invalid IR, not a memory error in the
//! pass: the driver verifies every regenerated function before keeping it,
//! and debug builds check the types here already.

use super::types::{Bb, DebugLoc, IntPredicate, LCtx, Opcode, Ty, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_uint};

/// An empty C string: built values are unnamed (LLVM numbers them).
const NONAME: *const c_char = c"".as_ptr();

/// A builder positioned somewhere in the function.
pub struct Builder {
    raw: LLVMBuilderRef,
    ctx: LCtx,
}

impl Builder {
    pub fn new(ctx: LCtx) -> Builder {
        // SAFETY: a live context.
        Builder {
            raw: unsafe { LLVMCreateBuilderInContext(ctx.0) },
            ctx,
        }
    }
    /// The context values are built in.
    pub fn context(&self) -> LCtx {
        self.ctx
    }
    pub fn position_at_end(&self, b: Bb) {
        // SAFETY: live builder and block.
        unsafe { LLVMPositionBuilderAtEnd(self.raw, b.0) }
    }
    pub fn position_before(&self, inst: Val) {
        // SAFETY: live builder and instruction.
        unsafe { LLVMPositionBuilderBefore(self.raw, inst.0) }
    }
    /// Inserts an instruction that is in no block yet (a clone).
    pub fn insert(&self, inst: Val) {
        debug_assert!(inst.is_instruction());
        // SAFETY: inst is a fresh clone not in any block.
        unsafe { LLVMInsertIntoBuilder(self.raw, inst.0) }
    }
    /// The debug location stamped on what is built from now on.
    pub fn set_debug_loc(&self, loc: DebugLoc) {
        // SAFETY: loc is a DILocation or null.
        unsafe { LLVMSetCurrentDebugLocation2(self.raw, loc.0) }
    }

    /// `a <p> b` on integers of one type (`i1`).
    pub fn icmp(&self, p: IntPredicate, a: Val, b: Val) -> Val {
        debug_assert_eq!(a.ty(), b.ty());
        // SAFETY: live builder and values (module invariant).
        Val(unsafe { LLVMBuildICmp(self.raw, p, a.0, b.0, NONAME) })
    }
    /// A binary operation on two values of one type.
    pub fn binop(&self, op: Opcode, a: Val, b: Val) -> Val {
        debug_assert_eq!(a.ty(), b.ty());
        // SAFETY: live builder and values.
        Val(unsafe { LLVMBuildBinOp(self.raw, op, a.0, b.0, NONAME) })
    }
    /// `a + b` (no wrap flags).
    pub fn add(&self, a: Val, b: Val) -> Val {
        debug_assert_eq!(a.ty(), b.ty());
        // SAFETY: live builder and values.
        Val(unsafe { LLVMBuildAdd(self.raw, a.0, b.0, NONAME) })
    }
    /// `c ? a : b` for an `i1` condition.
    pub fn select(&self, c: Val, a: Val, b: Val) -> Val {
        debug_assert_eq!(a.ty(), b.ty());
        // SAFETY: live builder and values.
        Val(unsafe { LLVMBuildSelect(self.raw, c.0, a.0, b.0, NONAME) })
    }
    /// Ends the current block with a jump.
    pub fn br(&self, to: Bb) {
        // SAFETY: live builder and block.
        unsafe { LLVMBuildBr(self.raw, to.0) };
    }
    /// Ends the current block with a branch on an `i1`.
    pub fn cond_br(&self, c: Val, t: Bb, e: Bb) {
        // SAFETY: live builder, value and blocks.
        unsafe { LLVMBuildCondBr(self.raw, c.0, t.0, e.0) };
    }
    /// `p != null` for a pointer `p`.
    pub fn is_not_null(&self, p: Val) -> Val {
        debug_assert!(p.ty().is_ptr());
        // SAFETY: live builder and value.
        Val(unsafe { LLVMBuildIsNotNull(self.raw, p.0, NONAME) })
    }
    /// Integer truncation to a narrower type.
    pub fn trunc(&self, v: Val, to: Ty) -> Val {
        // SAFETY: live builder, value and type.
        Val(unsafe { LLVMBuildTrunc(self.raw, v.0, to.0, NONAME) })
    }
    /// Sign extension to a wider integer type.
    pub fn sext(&self, v: Val, to: Ty) -> Val {
        // SAFETY: live builder, value and type.
        Val(unsafe { LLVMBuildSExt(self.raw, v.0, to.0, NONAME) })
    }
    /// Zero extension to a wider integer type.
    pub fn zext(&self, v: Val, to: Ty) -> Val {
        // SAFETY: live builder, value and type.
        Val(unsafe { LLVMBuildZExt(self.raw, v.0, to.0, NONAME) })
    }
    /// A pointer's address as an integer of type `to`.
    pub fn ptr_to_int(&self, v: Val, to: Ty) -> Val {
        // SAFETY: live builder, value and type.
        Val(unsafe { LLVMBuildPtrToInt(self.raw, v.0, to.0, NONAME) })
    }
    /// An empty PHI of type `ty` (at the start of a block).
    pub fn phi(&self, ty: Ty) -> Val {
        // SAFETY: live builder and type.
        Val(unsafe { LLVMBuildPhi(self.raw, ty.0, NONAME) })
    }
    /// A load of a `ty` from `ptr`.
    pub fn load(&self, ty: Ty, ptr: Val) -> Val {
        debug_assert!(ptr.ty().is_ptr());
        // SAFETY: live builder, type and value; what the address holds is
        // the generated program's business, not the pass's.
        Val(unsafe { LLVMBuildLoad2(self.raw, ty.0, ptr.0, NONAME) })
    }
    /// A store of `v` to `ptr`.
    pub fn store(&self, v: Val, ptr: Val) {
        debug_assert!(ptr.ty().is_ptr());
        // SAFETY: live builder and values.
        unsafe { LLVMBuildStore(self.raw, v.0, ptr.0) };
    }
    /// `&base[index]` for elements of type `elem` (one index, no
    /// `inbounds`).
    pub fn gep(&self, elem: Ty, base: Val, index: Val) -> Val {
        debug_assert!(base.ty().is_ptr() && index.ty().is_int());
        let mut ix = [index.0];
        // SAFETY: live builder, type and values; `ix` holds one index.
        Val(unsafe { LLVMBuildGEP2(self.raw, elem.0, base.0, ix.as_mut_ptr(), 1, NONAME) })
    }
    /// A stack slot of type `ty`.
    pub fn alloca(&self, ty: Ty) -> Val {
        // SAFETY: live builder and type.
        Val(unsafe { LLVMBuildAlloca(self.raw, ty.0, NONAME) })
    }
    /// A call of `f` (of function type `fty`).
    pub fn call(&self, fty: Ty, f: Val, args: &[Val]) -> Val {
        let mut a: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
        // SAFETY: live builder, function and values; `a` holds `len`
        // arguments (of fty's parameter types: the callers declare them).
        Val(unsafe {
            LLVMBuildCall2(
                self.raw,
                fty.0,
                f.0,
                a.as_mut_ptr(),
                a.len() as c_uint,
                NONAME,
            )
        })
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: created in new, disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}
