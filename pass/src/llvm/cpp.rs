//! The C++ layer's entry points (`cpp/tessera.cpp`), as it declares them.
//! Private to the edge: `analyses.rs` and `function.rs` wrap them.

use llvm_sys::prelude::*;
use std::ffi::{c_char, c_int, c_uint};

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
    pub start_line: c_uint,
}

/// One C label of the function (`tessera_label`).
#[repr(C)]
pub struct LabelRaw {
    /// Valid until the C++ layer's next answer.
    pub name: *const c_char,
    pub line: c_uint,
    /// Null when the label's record is gone.
    pub block: LLVMBasicBlockRef,
    /// Null when none follows the record in its block.
    pub next: LLVMValueRef,
}

impl Default for LabelRaw {
    fn default() -> Self {
        LabelRaw {
            name: std::ptr::null(),
            line: 0,
            block: std::ptr::null_mut(),
            next: std::ptr::null_mut(),
        }
    }
}

extern "C" {
    pub(super) fn tessera_label_count(c: *mut CppCtx) -> c_uint;
    pub(super) fn tessera_label(c: *mut CppCtx, i: c_uint, l: *mut LabelRaw);
    pub(super) fn tessera_debug_kind(c: *mut CppCtx) -> c_uint;
    pub(super) fn tessera_loop_count(c: *mut CppCtx) -> c_uint;
    pub(super) fn tessera_loop_desc(c: *mut CppCtx, i: c_uint, d: *mut LoopDescRaw);
    pub(super) fn tessera_loop_block(c: *mut CppCtx, i: c_uint, b: c_uint) -> LLVMBasicBlockRef;
    pub(super) fn tessera_block_loop(c: *mut CppCtx, b: LLVMBasicBlockRef) -> c_int;
    pub(super) fn tessera_function(c: *mut CppCtx) -> LLVMValueRef;
    pub(super) fn tessera_unknown(c: *mut CppCtx, i: c_uint) -> LLVMValueRef;
    pub(super) fn tessera_unknown_index(c: *mut CppCtx, v: LLVMValueRef) -> c_uint;
    pub(super) fn tessera_scev(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    pub(super) fn tessera_backedge_taken_count(c: *mut CppCtx, i: c_uint) -> *const c_char;
    pub(super) fn tessera_access_offset(
        c: *mut CppCtx,
        inst: LLVMValueRef,
        base: *mut LLVMValueRef,
    ) -> *const c_char;
    pub(super) fn tessera_access_fixed(c: *mut CppCtx, inst: LLVMValueRef) -> *const c_char;
    pub(super) fn tessera_pointer_offset(
        c: *mut CppCtx,
        ptr: LLVMValueRef,
        base: *mut LLVMValueRef,
    ) -> *const c_char;
    pub(super) fn tessera_access_parametric(
        c: *mut CppCtx,
        insts: *mut LLVMValueRef,
        n: c_uint,
        elem_size: c_uint,
    ) -> *const c_char;
    pub(super) fn tessera_known_nonnegative(c: *mut CppCtx, v: LLVMValueRef) -> c_int;
    pub(super) fn tessera_l2_cache_size(c: *mut CppCtx) -> c_uint;
    pub(super) fn tessera_vector_registers(c: *mut CppCtx) -> c_uint;
    pub(super) fn tessera_alias(c: *mut CppCtx, a: LLVMValueRef, b: LLVMValueRef) -> c_int;
    pub(super) fn tessera_access_alias(c: *mut CppCtx, a: LLVMValueRef, b: LLVMValueRef) -> c_int;
    pub(super) fn tessera_call_is_pure(v: LLVMValueRef) -> c_int;
    pub(super) fn tessera_is_ignorable(v: LLVMValueRef) -> c_int;
    pub(super) fn tessera_is_volatile_or_atomic(v: LLVMValueRef) -> c_int;
    pub(super) fn tessera_debug_loc(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    pub(super) fn tessera_source_name(c: *mut CppCtx, v: LLVMValueRef) -> *const c_char;
    pub(super) fn tessera_array_source_name(
        c: *mut CppCtx,
        base: LLVMValueRef,
        anchor: LLVMValueRef,
    ) -> *const c_char;
    pub(super) fn tessera_remark(
        c: *mut CppCtx,
        kind: c_int,
        name: *const c_char,
        msg: *const c_char,
        anchor: LLVMValueRef,
    );
    pub(super) fn tessera_promote_allocas(f: LLVMValueRef, allocas: *mut LLVMValueRef, n: c_uint);
    pub(super) fn tessera_delete_blocks(blocks: *mut LLVMBasicBlockRef, n: c_uint) -> c_int;
    pub(super) fn tessera_verify_function(f: LLVMValueRef) -> c_int;
    pub(super) fn tessera_parallel_accesses(
        latch: LLVMValueRef,
        accesses: *mut LLVMValueRef,
        n: c_uint,
        vectorize: c_int,
    );
    pub(super) fn tessera_loop_hint(latch: LLVMValueRef, name: *const c_char, value: c_uint);
    pub(super) fn tessera_outlined_debug_info(outlined: LLVMValueRef, parent: LLVMValueRef);
    pub(super) fn tessera_phi_remove_incoming(phi: LLVMValueRef, block: LLVMBasicBlockRef);
    pub(super) fn tessera_run_pipeline(
        module: LLVMModuleRef,
        pipeline: *const c_char,
        error: *mut *mut c_char,
    ) -> c_int;
}
