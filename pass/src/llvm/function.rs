//! Functions, modules and globals, and the IR utilities the C API lacks
//! (answered by the C++ layer: PromoteMemToReg, DeleteDeadBlocks, PHI
//! edits, verification, pass pipelines).

use super::cpp::*;
use super::types::{owned_message, Bb, LCtx, Ty, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_int, c_uint, CString};

/// The blocks of a function, in layout order.
pub fn function_blocks<'ir>(f: Val<'ir>) -> Vec<Bb<'ir>> {
    let mut out = Vec::new();
    // SAFETY: a live function; iteration does not modify it.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f.raw);
        while !b.is_null() {
            out.push(Bb::wrap(b));
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

pub fn function_name(f: Val<'_>) -> String {
    f.name()
}

pub fn append_block<'ir>(ctx: LCtx<'ir>, f: Val<'ir>, name: &str) -> Bb<'ir> {
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: live context and function; LLVM copies the name.
    Bb::wrap(unsafe { LLVMAppendBasicBlockInContext(ctx.raw, f.raw, c.as_ptr()) })
}

pub fn i64_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMInt64TypeInContext(ctx.raw) })
}
/// The integer type of `bits` bits.
pub fn int_type<'ir>(ctx: LCtx<'ir>, bits: u32) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMIntTypeInContext(ctx.raw, bits) })
}
pub fn i8_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMInt8TypeInContext(ctx.raw) })
}
pub fn i1_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMInt1TypeInContext(ctx.raw) })
}
pub fn ptr_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMPointerTypeInContext(ctx.raw, 0) })
}
pub fn void_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    // SAFETY: a live context.
    Ty::wrap(unsafe { LLVMVoidTypeInContext(ctx.raw) })
}

/// A function of the module `f` belongs to, declared if missing (malloc and
/// free for expanded arrays), and its type.
pub fn get_or_insert_function<'ir>(
    f: Val<'ir>,
    name: &str,
    ret: Ty<'ir>,
    params: &[Ty<'ir>],
) -> (Val<'ir>, Ty<'ir>) {
    let c = CString::new(name).unwrap_or_default();
    let mut ps: Vec<LLVMTypeRef> = params.iter().map(|t| t.raw).collect();
    // SAFETY: f is a live function; the module outlives the call; the
    // declared type matches the C library's.
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        let fty = LLVMFunctionType(ret.raw, ps.as_mut_ptr(), ps.len() as c_uint, 0);
        let existing = LLVMGetNamedFunction(m, c.as_ptr());
        let g = if existing.is_null() {
            LLVMAddFunction(m, c.as_ptr(), fty)
        } else {
            existing
        };
        (Val::wrap(g), Ty::wrap(fty))
    }
}

/// A global counter of the module `f` belongs to: the existing global of
/// that name, or a new weak one initialized to 0.
pub fn weak_counter<'ir>(f: Val<'ir>, name: &str, ty: Ty<'ir>) -> Val<'ir> {
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: f is a live function in a live module; the global is created
    // with the type the callers load and store.
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        let g = LLVMGetNamedGlobal(m, c.as_ptr());
        if !g.is_null() {
            return Val::wrap(g);
        }
        let g = LLVMAddGlobal(m, ty.raw, c.as_ptr());
        LLVMSetInitializer(g, LLVMConstInt(ty.raw, 0, 0));
        LLVMSetLinkage(g, llvm_sys::LLVMLinkage::LLVMWeakAnyLinkage);
        Val::wrap(g)
    }
}

pub fn const_int<'ir>(ty: Ty<'ir>, v: i64) -> Val<'ir> {
    // SAFETY: ty is an integer type.
    Val::wrap(unsafe { LLVMConstInt(ty.raw, v as u64, 1) })
}

/// Promotes allocas (created by code generation for scalars) to registers.
pub fn promote_allocas(f: Val<'_>, allocas: &[Val<'_>]) {
    let mut raw: Vec<LLVMValueRef> = allocas.iter().map(|v| v.raw).collect();
    // SAFETY: f is live; raw holds allocas of f.
    unsafe { tessera_promote_allocas(f.raw, raw.as_mut_ptr(), raw.len() as c_uint) }
}

/// Deletes blocks created by an aborted code generation.
pub fn delete_blocks(blocks: &[Bb<'_>]) {
    let mut raw: Vec<LLVMBasicBlockRef> = blocks.iter().map(|b| b.raw).collect();
    // SAFETY: blocks are live, unreachable from the function's entry.
    unsafe { tessera_delete_blocks(raw.as_mut_ptr(), raw.len() as c_uint) }
}

/// Removes the incoming value of a PHI for one predecessor.
pub fn phi_remove_incoming(phi: Val<'_>, block: Bb<'_>) {
    // SAFETY: live PHI and block.
    unsafe { tessera_phi_remove_incoming(phi.raw, block.raw) }
}

pub fn verify_function(f: Val<'_>) -> bool {
    // SAFETY: f is a live function.
    unsafe { tessera_verify_function(f.raw) != 0 }
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
