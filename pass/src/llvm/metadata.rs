//! Metadata the generated code carries: alias scopes.

use super::types::{LCtx, Val};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::c_uint;

/// Alias scopes of one regenerated SCoP (LLVM's scoped `noalias`
/// metadata): one scope per array, under one domain. An access to array
/// `a` gets `!alias.scope !{a}` and `!noalias !{every other array}`, which
/// tells LLVM (LICM, the vectorizer) that accesses to different arrays do
/// not alias. Sound only where the version branch has checked it.
pub struct AliasScopes<'ir> {
    ctx: LCtx<'ir>,
    scopes: Vec<LLVMMetadataRef>,
    scope_kind: c_uint,
    noalias_kind: c_uint,
}

impl<'ir> AliasScopes<'ir> {
    /// `n` scopes named after `name` and the arrays' names. The names are
    /// uniqued by LLVM module-wide: `name` must be unique in the module
    /// (the SCoP's name is: it includes the function's).
    pub fn new(ctx: LCtx<'ir>, name: &str, arrays: &[String]) -> AliasScopes<'ir> {
        let md_string = |s: &str| {
            // SAFETY: a live context; the string is copied by LLVM.
            unsafe { LLVMMDStringInContext2(ctx.raw(), s.as_ptr().cast(), s.len()) }
        };
        let node = |ops: &mut [LLVMMetadataRef]| {
            // SAFETY: a live context; the operands are metadata of it.
            unsafe { LLVMMDNodeInContext2(ctx.raw(), ops.as_mut_ptr(), ops.len()) }
        };
        let domain = node(&mut [md_string(&format!("tessera {name}"))]);
        let scopes = arrays
            .iter()
            .map(|a| node(&mut [md_string(&format!("tessera {name}: {a}")), domain]))
            .collect();
        let kind = |k: &str| {
            // SAFETY: a live context; the name is copied.
            unsafe { LLVMGetMDKindIDInContext(ctx.raw(), k.as_ptr().cast(), k.len() as c_uint) }
        };
        AliasScopes {
            ctx,
            scopes,
            scope_kind: kind("alias.scope"),
            noalias_kind: kind("noalias"),
        }
    }

    /// Marks `inst` (a load or store) as an access to array `array` only.
    pub fn mark(&self, inst: Val<'ir>, array: usize) {
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
        assert!(inst.is_instruction(), "metadata on a non-instruction");
        // SAFETY: a live context and an instruction of it (checked above);
        // the lists are metadata of the same context.
        unsafe {
            let list = LLVMMDNodeInContext2(self.ctx.raw(), mine.as_mut_ptr(), 1);
            LLVMSetMetadata(
                inst.raw,
                self.scope_kind,
                LLVMMetadataAsValue(self.ctx.raw(), list),
            );
            if !others.is_empty() {
                let list = LLVMMDNodeInContext2(self.ctx.raw(), others.as_mut_ptr(), others.len());
                LLVMSetMetadata(
                    inst.raw,
                    self.noalias_kind,
                    LLVMMetadataAsValue(self.ctx.raw(), list),
                );
            }
        }
    }
}
