//! The instruction builder: every `LLVMBuild*` call of the pass is here.
//!
//! Methods are safe: their operands are live handles (the edge's
//! invariant), and what LLVM's C API leaves to the caller (and checks only
//! in LLVM's debug builds) is checked here before the call: operands of
//! one type, an `i1` condition, a pointer where one is loaded from, casts
//! between integers of the right widths, a binary opcode, the argument
//! count of a call, an instruction to insert that is in no block yet. A
//! misuse panics instead of handing LLVM what its release build would
//! misread; the rest (a stored value's type, a GEP's element type) makes
//! IR the verifier rejects, which the driver runs on every regenerated
//! function before keeping it.

use super::types::{Bb, DebugLoc, IntPredicate, LCtx, Opcode, Ty, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_uint};

/// An empty C string: built values are unnamed (LLVM numbers them).
const NONAME: *const c_char = c"".as_ptr();

/// A builder positioned somewhere in the function.
pub struct Builder<'ir> {
    raw: LLVMBuilderRef,
    ctx: LCtx<'ir>,
}

impl<'ir> Builder<'ir> {
    pub fn new(ctx: LCtx<'ir>) -> Builder<'ir> {
        // SAFETY: a live context.
        Builder {
            raw: unsafe { LLVMCreateBuilderInContext(ctx.raw) },
            ctx,
        }
    }
    /// The context values are built in.
    pub fn context(&self) -> LCtx<'ir> {
        self.ctx
    }
    pub fn position_at_end(&self, b: Bb<'ir>) {
        // SAFETY: live builder and block.
        unsafe { LLVMPositionBuilderAtEnd(self.raw, b.raw) }
    }
    pub fn position_before(&self, inst: Val<'ir>) {
        // LLVM reads the instruction's block.
        let _ = inst.block();
        // SAFETY: live builder; an instruction in a block (`block` panics
        // otherwise).
        unsafe { LLVMPositionBuilderBefore(self.raw, inst.raw) }
    }
    /// Inserts an instruction that is in no block yet (a clone).
    pub fn insert(&self, inst: Val<'ir>) {
        // Inserting an instruction twice corrupts the block lists.
        assert!(
            inst.is_instruction() && !inst.in_block(),
            "inserting an instruction that is in a block already"
        );
        // SAFETY: an instruction in no block, checked above.
        unsafe { LLVMInsertIntoBuilder(self.raw, inst.raw) }
    }
    /// The debug location stamped on what is built from now on.
    pub fn set_debug_loc(&self, loc: DebugLoc<'ir>) {
        // SAFETY: live builder; a `DebugLoc` is a DILocation or null (the
        // edge makes them only from `LLVMInstructionGetDebugLoc`).
        unsafe { LLVMSetCurrentDebugLocation2(self.raw, loc.raw) }
    }

    /// `a <p> b` on integers of one type (`i1`).
    pub fn icmp(&self, p: IntPredicate, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        // SAFETY: live builder and values (module invariant) of one type,
        // checked above.
        Val::wrap(unsafe { LLVMBuildICmp(self.raw, p, a.raw, b.raw, NONAME) })
    }
    /// A binary operation on two values of one type.
    pub fn binop(&self, op: Opcode, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        use Opcode::*;
        // LLVM makes a `BinaryOperator` of whatever opcode it is given.
        assert!(
            matches!(
                op,
                LLVMAdd
                    | LLVMFAdd
                    | LLVMSub
                    | LLVMFSub
                    | LLVMMul
                    | LLVMFMul
                    | LLVMUDiv
                    | LLVMSDiv
                    | LLVMFDiv
                    | LLVMURem
                    | LLVMSRem
                    | LLVMFRem
                    | LLVMShl
                    | LLVMLShr
                    | LLVMAShr
                    | LLVMAnd
                    | LLVMOr
                    | LLVMXor
            ),
            "{op:?} is no binary operation"
        );
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        // SAFETY: live builder and values.
        Val::wrap(unsafe { LLVMBuildBinOp(self.raw, op, a.raw, b.raw, NONAME) })
    }
    /// `a + b` (no wrap flags).
    pub fn add(&self, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        // SAFETY: live builder and values.
        Val::wrap(unsafe { LLVMBuildAdd(self.raw, a.raw, b.raw, NONAME) })
    }
    /// `c ? a : b` for an `i1` condition.
    pub fn select(&self, c: Val<'ir>, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_bool(c);
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        // SAFETY: live builder and values.
        Val::wrap(unsafe { LLVMBuildSelect(self.raw, c.raw, a.raw, b.raw, NONAME) })
    }
    /// Ends the current block with a jump.
    pub fn br(&self, to: Bb<'ir>) {
        // SAFETY: live builder and block.
        unsafe { LLVMBuildBr(self.raw, to.raw) };
    }
    /// Ends the current block with a branch on an `i1`.
    pub fn cond_br(&self, c: Val<'ir>, t: Bb<'ir>, e: Bb<'ir>) {
        assert_bool(c);
        // SAFETY: live builder, value and blocks.
        unsafe { LLVMBuildCondBr(self.raw, c.raw, t.raw, e.raw) };
    }
    /// `p != null` for a pointer `p`.
    pub fn is_not_null(&self, p: Val<'ir>) -> Val<'ir> {
        assert!(p.ty().is_ptr(), "not a pointer");
        // SAFETY: live builder and value.
        Val::wrap(unsafe { LLVMBuildIsNotNull(self.raw, p.raw, NONAME) })
    }
    /// Integer truncation to a narrower type.
    pub fn trunc(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() > to.int_width(),
            "a truncation that widens"
        );
        // SAFETY: live builder, value and type; integers of the right
        // widths, checked above.
        Val::wrap(unsafe { LLVMBuildTrunc(self.raw, v.raw, to.raw, NONAME) })
    }
    /// Sign extension to a wider integer type.
    pub fn sext(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() < to.int_width(),
            "an extension that narrows"
        );
        // SAFETY: live builder, value and type; integers of the right
        // widths, checked above.
        Val::wrap(unsafe { LLVMBuildSExt(self.raw, v.raw, to.raw, NONAME) })
    }
    /// Zero extension to a wider integer type.
    pub fn zext(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() < to.int_width(),
            "an extension that narrows"
        );
        // SAFETY: live builder, value and type; integers of the right
        // widths, checked above.
        Val::wrap(unsafe { LLVMBuildZExt(self.raw, v.raw, to.raw, NONAME) })
    }
    /// A pointer's address as an integer of type `to`.
    pub fn ptr_to_int(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().is_ptr() && to.is_int(),
            "not a pointer to an integer"
        );
        // SAFETY: live builder, value and type; a pointer and an integer
        // type, checked above.
        Val::wrap(unsafe { LLVMBuildPtrToInt(self.raw, v.raw, to.raw, NONAME) })
    }
    /// An empty PHI of type `ty` (at the start of a block).
    pub fn phi(&self, ty: Ty<'ir>) -> Val<'ir> {
        // SAFETY: live builder and type.
        Val::wrap(unsafe { LLVMBuildPhi(self.raw, ty.raw, NONAME) })
    }
    /// A load of a `ty` from `ptr`.
    pub fn load(&self, ty: Ty<'ir>, ptr: Val<'ir>) -> Val<'ir> {
        assert!(ptr.ty().is_ptr(), "not a pointer");
        // SAFETY: live builder, type and value; what the address holds is
        // the generated program's business, not the pass's.
        Val::wrap(unsafe { LLVMBuildLoad2(self.raw, ty.raw, ptr.raw, NONAME) })
    }
    /// A store of `v` to `ptr`.
    pub fn store(&self, v: Val<'ir>, ptr: Val<'ir>) {
        assert!(ptr.ty().is_ptr(), "not a pointer");
        // SAFETY: live builder and values.
        unsafe { LLVMBuildStore(self.raw, v.raw, ptr.raw) };
    }
    /// `&base[index]` for elements of type `elem` (one index, no
    /// `inbounds`).
    pub fn gep(&self, elem: Ty<'ir>, base: Val<'ir>, index: Val<'ir>) -> Val<'ir> {
        assert!(
            base.ty().is_ptr() && index.ty().is_int(),
            "not a pointer and an index"
        );
        let mut ix = [index.raw];
        // SAFETY: live builder, type and values; `ix` holds one index.
        Val::wrap(unsafe {
            LLVMBuildGEP2(self.raw, elem.raw, base.raw, ix.as_mut_ptr(), 1, NONAME)
        })
    }
    /// A stack slot of type `ty`.
    pub fn alloca(&self, ty: Ty<'ir>) -> Val<'ir> {
        // SAFETY: live builder and type.
        Val::wrap(unsafe { LLVMBuildAlloca(self.raw, ty.raw, NONAME) })
    }
    /// A call of `f` (of function type `fty`).
    pub fn call(&self, fty: Ty<'ir>, f: Val<'ir>, args: &[Val<'ir>]) -> Val<'ir> {
        assert_eq!(fty.param_count(), args.len(), "a call's argument count");
        let mut a: Vec<LLVMValueRef> = args.iter().map(|v| v.raw).collect();
        // SAFETY: live builder, function and values; `a` holds `len`
        // arguments, as many as fty has parameters (checked above); one of
        // another type makes IR the verifier rejects.
        Val::wrap(unsafe {
            LLVMBuildCall2(
                self.raw,
                fty.raw,
                f.raw,
                a.as_mut_ptr(),
                a.len() as c_uint,
                NONAME,
            )
        })
    }
}

/// An `i1` condition.
fn assert_bool(c: Val<'_>) {
    let t = c.ty();
    assert!(
        t.is_int() && t.int_width() == 1,
        "a condition that is no i1"
    );
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: created in new, disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}
