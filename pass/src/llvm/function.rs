//! Functions, modules and globals, and the IR utilities the C API lacks
//! (answered by the C++ layer: PromoteMemToReg, DeleteDeadBlocks, PHI
//! edits, verification, pass pipelines).

use super::cpp::*;
use super::types::{owned_message, Bb, LCtx, Ty, Val};
use inkwell::AddressSpace;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_int, c_uint, CString};
use std::num::NonZeroU32;

/// `f` is a function (LLVM's C API casts without checking).
fn assert_function(f: Val<'_>) {
    let _ = f.function();
}

/// The blocks of a function, in layout order.
pub fn function_blocks<'ir>(f: Val<'ir>) -> Vec<Bb<'ir>> {
    f.function().get_basic_block_iter().map(Bb::of).collect()
}

pub fn function_name(f: Val<'_>) -> String {
    f.name()
}

pub fn append_block<'ir>(ctx: LCtx<'ir>, f: Val<'ir>, name: &str) -> Bb<'ir> {
    Bb::of(ctx.inkwell().append_basic_block(f.function(), name))
}

pub fn i64_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    Ty::of(ctx.inkwell().i64_type())
}
/// The integer type of `bits` bits (1 to 2^23).
pub fn int_type<'ir>(ctx: LCtx<'ir>, bits: u32) -> Ty<'ir> {
    let bits = NonZeroU32::new(bits).expect("an integer type of 0 bits");
    let t = ctx.inkwell().custom_width_int_type(bits);
    Ty::of(t.unwrap_or_else(|e| panic!("{e}")))
}
pub fn i8_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    Ty::of(ctx.inkwell().i8_type())
}
pub fn i1_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    Ty::of(ctx.inkwell().bool_type())
}
pub fn ptr_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    Ty::of(ctx.inkwell().ptr_type(AddressSpace::default()))
}
pub fn void_type<'ir>(ctx: LCtx<'ir>) -> Ty<'ir> {
    Ty::of(ctx.inkwell().void_type())
}

/// A function of the module `f` belongs to, declared if missing (malloc and
/// free for expanded arrays), and its type.
pub fn get_or_insert_function<'ir>(
    f: Val<'ir>,
    name: &str,
    ret: Ty<'ir>,
    params: &[Ty<'ir>],
) -> (Val<'ir>, Ty<'ir>) {
    declared(f, name, ret, params, false)
}

/// The function `name` of the module `f` belongs to, declared with this
/// type (variadic or not) if missing, and the type.
fn declared<'ir>(
    f: Val<'ir>,
    name: &str,
    ret: Ty<'ir>,
    params: &[Ty<'ir>],
    variadic: bool,
) -> (Val<'ir>, Ty<'ir>) {
    assert_function(f);
    let c = CString::new(name).unwrap_or_default();
    let mut ps: Vec<LLVMTypeRef> = params.iter().map(|t| t.raw).collect();
    // SAFETY: f is a live function (checked above) in a live module;
    // `ps` holds `len` parameter types. (That the declared type matches
    // the C library's is the callers' correctness, not memory safety.)
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        let fty = LLVMFunctionType(
            ret.raw,
            ps.as_mut_ptr(),
            ps.len() as c_uint,
            c_int::from(variadic),
        );
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
    assert_function(f);
    assert!(ty.is_int(), "a counter of a non-integer type");
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: f is a live function (checked above) in a live module; the
    // counter's type is an integer type (checked above), as
    // `LLVMConstInt` needs.
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

/// The integer constant `v` (sign-extended or truncated to the type).
pub fn const_int<'ir>(ty: Ty<'ir>, v: i64) -> Val<'ir> {
    Val::of(ty.int_type().const_int(v as u64, true))
}

/// Promotes allocas (created by code generation for scalars) to registers.
pub fn promote_allocas(f: Val<'_>, allocas: &[Val<'_>]) {
    assert_function(f);
    let mut raw: Vec<LLVMValueRef> = allocas.iter().map(|v| v.raw).collect();
    // SAFETY: f is a live function (checked above); `raw` holds `len`
    // live values: the C++ side promotes those that are promotable
    // allocas and skips the rest.
    unsafe { tessera_promote_allocas(f.raw, raw.as_mut_ptr(), raw.len() as c_uint) }
}

/// Deletes blocks created by an aborted code generation. Only the blocks
/// themselves may branch to them (the C++ side checks; otherwise this
/// panics and deletes nothing): a branch from elsewhere would dangle; PHIs
/// elsewhere lose their entries for them. The handles of the blocks and
/// their instructions must not be used again.
pub fn delete_blocks(blocks: &[Bb<'_>]) {
    let mut raw: Vec<LLVMBasicBlockRef> = blocks.iter().map(|b| b.raw()).collect();
    // SAFETY: `raw` holds `len` live blocks; the C++ side deletes them only
    // when every use of each is an instruction of one of them.
    let deleted = unsafe { tessera_delete_blocks(raw.as_mut_ptr(), raw.len() as c_uint) };
    assert!(deleted != 0, "deleting blocks still used from outside them");
}

/// Removes the incoming value of a PHI for one predecessor (nothing when
/// the block is none of its predecessors).
pub fn phi_remove_incoming(phi: Val<'_>, block: Bb<'_>) {
    assert!(phi.is_phi(), "incoming values removed from a non-PHI");
    // SAFETY: a live PHI (checked above) and a live block; the C++ side
    // looks the block up first.
    unsafe { tessera_phi_remove_incoming(phi.raw, block.raw()) }
}

pub fn verify_function(f: Val<'_>) -> bool {
    assert_function(f);
    // SAFETY: f is a live function, checked above.
    unsafe { tessera_verify_function(f.raw) != 0 }
}

/// Runs a textual pass pipeline (as for `opt -passes=`), with Tessera
/// registered, on a module. Safe through inkwell: the `Module` is a live
/// module of a live context for as long as it is borrowed, and inkwell's
/// `Module` is neither `Send` nor `Sync` (its `Cell`s), so no other
/// thread uses it during the call.
pub fn run_pipeline_on(module: &inkwell::module::Module, pipeline: &str) -> Result<(), String> {
    let p = CString::new(pipeline).map_err(|e| e.to_string())?;
    let mut err: *mut c_char = std::ptr::null_mut();
    // SAFETY: a live module, used by no one else during the call (above);
    // `p` is NUL-terminated; `err` is a valid out-pointer, set to a message
    // LLVM allocated on failure.
    let ok = unsafe { tessera_run_pipeline(module.as_mut_ptr(), p.as_ptr(), &mut err) };
    if ok != 0 {
        Ok(())
    } else {
        Err(owned_message(err))
    }
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

/// Whether the module of `f` is compiled for OpenMP: clang's `-fopenmp`
/// sets the module flag `openmp`, and links the runtime.
pub fn module_has_openmp(f: Val<'_>) -> bool {
    assert_function(f);
    let key = "openmp";
    // SAFETY: f is a live function (checked above) in a live module; the
    // key is passed with its length.
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        !LLVMGetModuleFlag(m, key.as_ptr().cast(), key.len()).is_null()
    }
}

/// A new function with internal linkage in the module of `f`, named
/// `name` (LLVM makes the name unique), and its type.
pub fn add_internal_function<'ir>(
    f: Val<'ir>,
    name: &str,
    ret: Ty<'ir>,
    params: &[Ty<'ir>],
) -> (Val<'ir>, Ty<'ir>) {
    assert_function(f);
    let c = CString::new(name).unwrap_or_default();
    let mut ps: Vec<LLVMTypeRef> = params.iter().map(|t| t.raw).collect();
    // SAFETY: f is a live function (checked above) in a live module; `ps`
    // holds `len` parameter types.
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        let fty = LLVMFunctionType(ret.raw, ps.as_mut_ptr(), ps.len() as c_uint, 0);
        let g = LLVMAddFunction(m, c.as_ptr(), fty);
        LLVMSetLinkage(g, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
        (Val::wrap(g), Ty::wrap(fty))
    }
}

/// Parameter `i` of function `f`.
pub fn param<'ir>(f: Val<'ir>, i: usize) -> Val<'ir> {
    assert_function(f);
    // SAFETY: f is a live function (checked above); LLVM checks the index
    // against its parameter count in debug builds, and this assert in all.
    unsafe {
        assert!(i < LLVMCountParams(f.raw) as usize, "no parameter {i}");
        Val::wrap(LLVMGetParam(f.raw, i as c_uint))
    }
}

/// A variadic function of the module `f` belongs to (the OpenMP runtime's
/// `__kmpc_fork_call`), declared if missing, and its type.
pub fn get_or_insert_variadic_function<'ir>(
    f: Val<'ir>,
    name: &str,
    ret: Ty<'ir>,
    params: &[Ty<'ir>],
) -> (Val<'ir>, Ty<'ir>) {
    declared(f, name, ret, params, true)
}

/// The type `[n x elem]`.
pub fn array_type<'ir>(elem: Ty<'ir>, n: u32) -> Ty<'ir> {
    // SAFETY: a live type; any element count is valid.
    Ty::wrap(unsafe { LLVMArrayType2(elem.raw, n as u64) })
}

/// The OpenMP runtime's source location (`ident_t`: four i32 and the
/// string `;unknown;unknown;0;0;;`) with these flags, a private constant
/// of the module of `f`, shared by every caller asking for the same flags.
pub fn openmp_ident<'ir>(f: Val<'ir>, flags: i32) -> Val<'ir> {
    assert_function(f);
    let name = CString::new(format!("tessera.omp.ident.{flags}")).unwrap_or_default();
    let text = ";unknown;unknown;0;0;;";
    // SAFETY: f is a live function (checked above) in a live module; the
    // constants are built in its context from live types, the string with
    // its length (LLVM adds the terminating NUL).
    unsafe {
        let m = LLVMGetGlobalParent(f.raw);
        let existing = LLVMGetNamedGlobal(m, name.as_ptr());
        if !existing.is_null() {
            return Val::wrap(existing);
        }
        let ctx = LLVMGetModuleContext(m);
        let i32t = LLVMInt32TypeInContext(ctx);
        let ptrt = LLVMPointerTypeInContext(ctx, 0);
        let s = LLVMConstStringInContext2(ctx, text.as_ptr().cast(), text.len(), 0);
        let sg = LLVMAddGlobal(m, LLVMTypeOf(s), c"tessera.omp.loc".as_ptr());
        LLVMSetInitializer(sg, s);
        LLVMSetGlobalConstant(sg, 1);
        LLVMSetLinkage(sg, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
        let mut fields = [
            LLVMConstInt(i32t, 0, 0),
            LLVMConstInt(i32t, flags as u64, 1),
            LLVMConstInt(i32t, 0, 0),
            LLVMConstInt(i32t, text.len() as u64, 0),
            sg,
        ];
        let mut tys = [i32t, i32t, i32t, i32t, ptrt];
        let st = LLVMStructTypeInContext(ctx, tys.as_mut_ptr(), tys.len() as c_uint, 0);
        let init = LLVMConstNamedStruct(st, fields.as_mut_ptr(), fields.len() as c_uint);
        let g = LLVMAddGlobal(m, st, name.as_ptr());
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
        Val::wrap(g)
    }
}

/// Gives `f`, a function the pass made from code of `parent` (a parallel
/// loop's body), debug information of its own: a subprogram at the
/// parent's line, and its instructions' source lines re-scoped to it (the
/// parent's scopes would fail the verifier); without debug information in
/// the parent, none.
pub fn outlined_debug_info(f: Val<'_>, parent: Val<'_>) {
    assert_function(f);
    assert_function(parent);
    // SAFETY: two live functions (checked above); the C++ side only reads
    // the parent and rewrites the outlined function's metadata.
    unsafe { tessera_outlined_debug_info(f.raw, parent.raw) }
}

/// The functions of the module that holds `f`, declarations included.
pub fn module_functions<'ir>(f: Val<'ir>) -> Vec<Val<'ir>> {
    assert_function(f);
    let mut out = Vec::new();
    // SAFETY: `f` is a live function (checked above), so its parent
    // module is live; the walk only reads the module's function list.
    unsafe {
        let module = LLVMGetGlobalParent(f.raw);
        let mut g = LLVMGetFirstFunction(module);
        while let Some(v) = Val::wrap_opt(g) {
            out.push(v);
            g = LLVMGetNextFunction(g);
        }
    }
    out
}

/// Is `v` (a function or an instruction) used anywhere?
pub fn is_used(v: Val<'_>) -> bool {
    // SAFETY: a live value; reading its use list changes nothing.
    unsafe { !LLVMGetFirstUse(v.raw).is_null() }
}

/// Deletes a function the pass made (code generation abandoned). Nothing
/// may use it any more.
pub fn delete_function(f: Val<'_>) {
    assert_function(f);
    // SAFETY: a live function (checked above) with no uses left (the
    // callers' contract: the calls to it are deleted first).
    unsafe { LLVMDeleteFunction(f.raw) }
}

/// Gives `to` the function attributes of `from` (target CPU and features,
/// fast-math settings, ...): code outlined from `from` is compiled as
/// `from` is.
pub fn copy_function_attributes(from: Val<'_>, to: Val<'_>) {
    assert_function(from);
    assert_function(to);
    let idx = llvm_sys::LLVMAttributeFunctionIndex;
    // SAFETY: both are live functions (checked above); the array holds
    // exactly the count LLVM reported.
    unsafe {
        let n = LLVMGetAttributeCountAtIndex(from.raw, idx);
        let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n as usize];
        LLVMGetAttributesAtIndex(from.raw, idx, attrs.as_mut_ptr());
        for a in attrs {
            LLVMAddAttributeAtIndex(to.raw, idx, a);
        }
    }
}

/// Marks the loop whose latch branch is `latch` as free of loop-carried
/// dependences among `accesses` (loads and stores of its body):
/// `llvm.loop.parallel_accesses` with a new access group on each; with
/// `vectorize`, `llvm.loop.vectorize.enable` too.
pub fn mark_parallel_accesses(latch: Val<'_>, accesses: &[Val<'_>], vectorize: bool) {
    assert!(latch.is_terminator(), "loop metadata on a non-terminator");
    let mut raw: Vec<LLVMValueRef> = accesses.iter().map(|v| v.raw).collect();
    // SAFETY: a live terminator (checked above) and `len` live values; the
    // C++ side skips those that are not instructions.
    unsafe {
        tessera_parallel_accesses(
            latch.raw,
            raw.as_mut_ptr(),
            raw.len() as c_uint,
            c_int::from(vectorize),
        )
    }
}

/// Asks the back end to start the loop whose latch branch is `latch` at a
/// `bytes` boundary (`llvm.loop.align`).
pub fn align_loop(latch: Val<'_>, bytes: u32) {
    loop_hint(latch, c"llvm.loop.align", bytes);
}

/// Asks the loop vectorizer for `width` lanes in the loop whose latch
/// branch is `latch` (`llvm.loop.vectorize.width`; 1: not vectorized,
/// interleaving still allowed).
pub fn vectorize_width(latch: Val<'_>, width: u32) {
    loop_hint(latch, c"llvm.loop.vectorize.width", width);
}

/// Marks the loop whose latch branch is `latch` as a fallback, cold code
/// kept compact: not vectorized or interleaved again
/// (`llvm.loop.isvectorized`, as LLVM's vectorizer marks the scalar loop
/// it keeps behind its own run-time checks) and not unrolled
/// (`llvm.loop.unroll.disable`).
pub fn mark_fallback_loop(latch: Val<'_>) {
    loop_hint(latch, c"llvm.loop.isvectorized", 1);
    loop_hint(latch, c"llvm.loop.unroll.disable", 1);
}

/// Adds `name` with the i32 `value` to the metadata of the loop whose
/// latch branch is `latch`.
fn loop_hint(latch: Val<'_>, name: &std::ffi::CStr, value: u32) {
    assert!(latch.is_terminator(), "loop metadata on a non-terminator");
    // SAFETY: a live terminator (checked above) and a NUL-terminated name.
    unsafe { tessera_loop_hint(latch.raw, name.as_ptr(), value as c_uint) }
}

/// The host's CPU name as LLVM knows it (`znver4`, `skylake-avx512`): what
/// `-march=native` puts in a function's `target-cpu`.
pub fn host_cpu_name() -> String {
    // SAFETY: LLVM returns a new NUL-terminated message, copied here and
    // disposed of with the call made for it.
    unsafe {
        let p = llvm_sys::target_machine::LLVMGetHostCPUName();
        if p.is_null() {
            return String::new();
        }
        let name = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        LLVMDisposeMessage(p);
        name
    }
}

/// Removes function attributes of `f` that code Tessera added makes
/// untrue (`memory`, `nosync`, `nofree`: inferred before the pass runs,
/// they would let callers assume the function touches only its
/// arguments' memory, starts no threads and frees nothing, while its
/// regenerated code may call the OpenMP runtime, malloc and free, or
/// count its runs in a global).
pub fn drop_inferred_attributes(f: Val<'_>) {
    assert_function(f);
    let idx = llvm_sys::LLVMAttributeFunctionIndex;
    for name in ["memory", "nosync", "nofree"] {
        // SAFETY: a live function (checked above); the kind is looked up
        // by name with its length (0 when unknown: nothing removed).
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            if kind != 0 {
                LLVMRemoveEnumAttributeAtIndex(f.raw, idx, kind);
            }
        }
    }
}

/// The value of the string attribute `name` of function `f`
/// (`target-cpu`, `target-features`), if it has one.
pub fn function_string_attribute(f: Val<'_>, name: &str) -> Option<String> {
    assert_function(f);
    let idx = llvm_sys::LLVMAttributeFunctionIndex;
    // SAFETY: a live function (checked above); the key is passed with its
    // length; LLVM returns the attribute's own storage and its length,
    // copied before anything can change the attribute.
    unsafe {
        let a =
            LLVMGetStringAttributeAtIndex(f.raw, idx, name.as_ptr().cast(), name.len() as c_uint);
        if a.is_null() {
            return None;
        }
        let mut len: c_uint = 0;
        let p = LLVMGetStringAttributeValue(a, &mut len);
        if p.is_null() {
            return Some(String::new());
        }
        let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len as usize);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Sets the string attribute `name` of function `f` to `value`
/// (replacing the one it had).
pub fn set_function_string_attribute(f: Val<'_>, name: &str, value: &str) {
    assert_function(f);
    let idx = llvm_sys::LLVMAttributeFunctionIndex;
    // SAFETY: a live function (checked above) and its own context; key
    // and value are passed with their lengths (LLVM copies them).
    unsafe {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(f.raw));
        let a = LLVMCreateStringAttribute(
            ctx,
            name.as_ptr().cast(),
            name.len() as c_uint,
            value.as_ptr().cast(),
            value.len() as c_uint,
        );
        LLVMAddAttributeAtIndex(f.raw, idx, a);
    }
}
