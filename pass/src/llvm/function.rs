//! Functions, modules and globals, and the IR utilities the C API lacks
//! (answered by the C++ layer: PromoteMemToReg, DeleteDeadBlocks, PHI
//! edits, verification, pass pipelines).

use super::cpp::*;
use super::types::{owned_message, Bb, LCtx, Ty, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_int, c_uint, CString};

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
/// The integer type of `bits` bits.
pub fn int_type(ctx: LCtx, bits: u32) -> Ty {
    // SAFETY: a live context.
    Ty(unsafe { LLVMIntTypeInContext(ctx.0, bits) })
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

pub fn const_int(ty: Ty, v: i64) -> Val {
    // SAFETY: ty is an integer type.
    Val(unsafe { LLVMConstInt(ty.0, v as u64, 1) })
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
