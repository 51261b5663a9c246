//! The instruction builder, code generation's only way to create
//! instructions: inkwell's `Builder` beneath the edge's handles (no
//! `LLVMBuild*` call of the pass is left outside inkwell).
//!
//! Methods are safe: their operands are live handles (the edge's
//! invariant), and what LLVM leaves to the caller (and checks only in its
//! debug builds) is checked before the call, here or by inkwell's typed
//! values (`IntValue`, `PointerValue`, ... made by the checked conversions
//! of `types.rs`): operands of one type, integers where integers are
//! compared or cast, an `i1` condition, a pointer where one is loaded
//! from, cast widths, a binary opcode, the argument count of a call, an
//! instruction to insert that is in no block yet, a positioned builder
//! (inkwell's `BuilderError`). A misuse panics instead of handing LLVM what
//! its release build would misread; the rest (a stored value's type, a
//! GEP's element type) makes IR the verifier rejects, which the driver
//! runs on every regenerated function before keeping it.

use super::types::{Bb, DebugLoc, IntPredicate, LCtx, Opcode, Ty, Val};
use inkwell::builder::BuilderError;
use inkwell::values::BasicMetadataValueEnum;

/// Built values are unnamed (LLVM numbers them).
const NONAME: &str = "";

/// What inkwell's builder answers; its one error, an unpositioned
/// builder, is a bug of code generation.
fn built<T>(r: Result<T, BuilderError>) -> T {
    r.unwrap_or_else(|e| panic!("building an instruction: {e}"))
}

/// A builder positioned somewhere in the function.
pub struct Builder<'ir> {
    b: inkwell::builder::Builder<'ir>,
    ctx: LCtx<'ir>,
}

impl<'ir> Builder<'ir> {
    pub fn new(ctx: LCtx<'ir>) -> Builder<'ir> {
        Builder {
            b: ctx.inkwell().create_builder(),
            ctx,
        }
    }
    /// The context values are built in.
    pub fn context(&self) -> LCtx<'ir> {
        self.ctx
    }
    pub fn position_at_end(&self, b: Bb<'ir>) {
        self.b.position_at_end(b.inkwell());
    }
    pub fn position_before(&self, inst: Val<'ir>) {
        // LLVM reads the instruction's block: `block` panics without one.
        let _ = inst.block();
        self.b.position_before(&inst.instruction());
    }
    /// Before `inst` and the debug records attached to it (those between
    /// it and the instruction before): where an instruction taken out
    /// just before `inst` stood, its records after it kept in place.
    pub fn position_before_records(&self, inst: Val<'ir>) {
        // LLVM reads the instruction's block: `block` panics without one.
        let _ = inst.block();
        // SAFETY: a live builder and a live instruction in a block
        // (checked above); inkwell has no such position.
        unsafe {
            llvm_sys::core::LLVMPositionBuilderBeforeInstrAndDbgRecords(
                self.b.as_mut_ptr(),
                inst.raw,
            )
        }
    }
    /// Inserts an instruction that is in no block yet (a clone).
    pub fn insert(&self, inst: Val<'ir>) {
        // Inserting an instruction twice corrupts the block lists.
        assert!(
            inst.is_instruction() && !inst.in_block(),
            "inserting an instruction that is in a block already"
        );
        self.b.insert_instruction(&inst.instruction(), None);
    }
    /// The debug location stamped on what is built from now on. Through
    /// llvm-sys when there is one: inkwell makes a `DILocation` only from
    /// its own debug-info builder, not from an instruction's location.
    pub fn set_debug_loc(&self, loc: DebugLoc<'ir>) {
        if loc.is_none() {
            self.b.unset_current_debug_location();
            return;
        }
        // SAFETY: a live builder; a `DebugLoc` is a DILocation (the edge
        // makes them only from `LLVMInstructionGetDebugLoc`).
        unsafe { llvm_sys::core::LLVMSetCurrentDebugLocation2(self.b.as_mut_ptr(), loc.raw) }
    }

    /// `a <p> b` on integers of one type (`i1`).
    pub fn icmp(&self, p: IntPredicate, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        Val::of(built(self.b.build_int_compare(p, a.int(), b.int(), NONAME)))
    }
    /// A binary operation on two values of one type.
    pub fn binop(&self, op: Opcode, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        use Opcode::*;
        // LLVM makes a `BinaryOperator` of whatever opcode it is given.
        assert!(
            matches!(
                op,
                Add | FAdd
                    | Sub
                    | FSub
                    | Mul
                    | FMul
                    | UDiv
                    | SDiv
                    | FDiv
                    | URem
                    | SRem
                    | FRem
                    | Shl
                    | LShr
                    | AShr
                    | And
                    | Or
                    | Xor
            ),
            "{op:?} is no binary operation"
        );
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        Val::of(built(self.b.build_binop(op, a.basic(), b.basic(), NONAME)))
    }
    /// `a + b` on integers (no wrap flags).
    pub fn add(&self, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        Val::of(built(self.b.build_int_add(a.int(), b.int(), NONAME)))
    }
    /// `c ? a : b` for an `i1` condition.
    pub fn select(&self, c: Val<'ir>, a: Val<'ir>, b: Val<'ir>) -> Val<'ir> {
        assert_bool(c);
        assert_eq!(a.ty(), b.ty(), "operands of two types");
        Val::of(built(self.b.build_select(
            c.int(),
            a.basic(),
            b.basic(),
            NONAME,
        )))
    }
    /// Ends the current block with a jump.
    pub fn br(&self, to: Bb<'ir>) {
        built(self.b.build_unconditional_branch(to.inkwell()));
    }
    /// Ends the current block (of a void function) with `ret void`.
    pub fn ret_void(&self) {
        built(self.b.build_return(None));
    }
    /// Ends the current block with a branch on an `i1`.
    pub fn cond_br(&self, c: Val<'ir>, t: Bb<'ir>, e: Bb<'ir>) {
        assert_bool(c);
        built(
            self.b
                .build_conditional_branch(c.int(), t.inkwell(), e.inkwell()),
        );
    }
    /// `p != null` for a pointer `p`.
    pub fn is_not_null(&self, p: Val<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_is_not_null(p.pointer(), NONAME)))
    }
    /// Integer truncation to a narrower type.
    pub fn trunc(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() > to.int_width(),
            "a truncation that widens"
        );
        Val::of(built(self.b.build_int_truncate(
            v.int(),
            to.int_type(),
            NONAME,
        )))
    }
    /// Sign extension to a wider integer type.
    pub fn sext(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() < to.int_width(),
            "an extension that narrows"
        );
        Val::of(built(self.b.build_int_s_extend(
            v.int(),
            to.int_type(),
            NONAME,
        )))
    }
    /// Zero extension to a wider integer type.
    pub fn zext(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        assert!(
            v.ty().int_width() < to.int_width(),
            "an extension that narrows"
        );
        Val::of(built(self.b.build_int_z_extend(
            v.int(),
            to.int_type(),
            NONAME,
        )))
    }
    /// A pointer's address as an integer of type `to`.
    pub fn ptr_to_int(&self, v: Val<'ir>, to: Ty<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_ptr_to_int(
            v.pointer(),
            to.int_type(),
            NONAME,
        )))
    }
    /// An empty PHI of type `ty` (at the start of a block).
    pub fn phi(&self, ty: Ty<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_phi(ty.basic_type(), NONAME)))
    }
    /// A load of a `ty` from `ptr`; what the address holds is the
    /// generated program's business, not the pass's.
    pub fn load(&self, ty: Ty<'ir>, ptr: Val<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_load(
            ty.basic_type(),
            ptr.pointer(),
            NONAME,
        )))
    }
    /// A store of `v` to `ptr` (the instruction, for its metadata).
    pub fn store(&self, v: Val<'ir>, ptr: Val<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_store(ptr.pointer(), v.basic())))
    }
    /// `&base[index]` for elements of type `elem` (one index, no
    /// `inbounds`).
    pub fn gep(&self, elem: Ty<'ir>, base: Val<'ir>, index: Val<'ir>) -> Val<'ir> {
        let (elem, base, index) = (elem.basic_type(), base.pointer(), index.int());
        // SAFETY: a pointer, a first-class element type and one integer
        // index (checked by the conversions); inkwell marks GEPs unsafe
        // because the address they compute may be out of bounds, which is
        // the generated program's business, not the pass's.
        Val::of(built(unsafe {
            self.b.build_gep(elem, base, &[index], NONAME)
        }))
    }
    /// A stack slot of type `ty`.
    pub fn alloca(&self, ty: Ty<'ir>) -> Val<'ir> {
        Val::of(built(self.b.build_alloca(ty.basic_type(), NONAME)))
    }
    /// A call of `f` (of function type `fty`).
    pub fn call(&self, fty: Ty<'ir>, f: Val<'ir>, args: &[Val<'ir>]) -> Val<'ir> {
        assert!(
            fty.param_count() == args.len() || fty.is_vararg() && args.len() > fty.param_count(),
            "a call's argument count"
        );
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|a| a.basic().into()).collect();
        // An argument of another type than fty's parameter makes IR the
        // verifier rejects.
        Val::of(built(self.b.build_indirect_call(
            fty.fn_type(),
            f.pointer(),
            &args,
            NONAME,
        )))
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
