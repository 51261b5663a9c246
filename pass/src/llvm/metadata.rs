//! Metadata the generated code carries: alias scopes.

use super::types::{LCtx, Val};
use inkwell::values::{BasicMetadataValueEnum, MetadataValue};

/// Alias scopes of one regenerated SCoP (LLVM's scoped `noalias`
/// metadata): one scope per array, under one domain. An access to array
/// `a` gets `!alias.scope !{a}` and `!noalias !{every other array}`, which
/// tells LLVM (LICM, the vectorizer) that accesses to different arrays do
/// not alias. Sound only where the version branch has checked it.
/// Through inkwell's metadata (strings, nodes, kinds, an instruction's
/// metadata).
pub struct AliasScopes<'ir> {
    ctx: LCtx<'ir>,
    scopes: Vec<MetadataValue<'ir>>,
    scope_kind: u32,
    noalias_kind: u32,
}

impl<'ir> AliasScopes<'ir> {
    /// `n` scopes named after `name` and the arrays' names. The names are
    /// uniqued by LLVM context-wide: `name` must be unique in the module
    /// (the SCoP's name is: it includes the function's).
    pub fn new(ctx: LCtx<'ir>, name: &str, arrays: &[String]) -> AliasScopes<'ir> {
        let c = ctx.inkwell();
        let node = |ops: &[MetadataValue<'ir>]| {
            let ops: Vec<BasicMetadataValueEnum> = ops.iter().map(|&m| m.into()).collect();
            c.metadata_node(&ops)
        };
        let domain = node(&[c.metadata_string(&format!("tessera {name}"))]);
        let scopes = arrays
            .iter()
            .map(|a| node(&[c.metadata_string(&format!("tessera {name}: {a}")), domain]))
            .collect();
        AliasScopes {
            ctx,
            scopes,
            scope_kind: c.get_kind_id("alias.scope"),
            noalias_kind: c.get_kind_id("noalias"),
        }
    }

    /// Marks `inst` (a load or store) as an access to array `array` only.
    pub fn mark(&self, inst: Val<'ir>, array: usize) {
        let Some(&own) = self.scopes.get(array) else {
            return;
        };
        let list = |ms: Vec<MetadataValue<'ir>>| {
            let ms: Vec<BasicMetadataValueEnum> = ms.into_iter().map(|m| m.into()).collect();
            self.ctx.inkwell().metadata_node(&ms)
        };
        let others: Vec<MetadataValue<'ir>> = self
            .scopes
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != array)
            .map(|(_, &m)| m)
            .collect();
        let inst = inst.instruction();
        let set = |md, kind| {
            // A list made by `metadata_node` is a node: never an error.
            inst.set_metadata(md, kind)
                .unwrap_or_else(|e| panic!("{e}"))
        };
        set(list(vec![own]), self.scope_kind);
        if !others.is_empty() {
            set(list(others), self.noalias_kind);
        }
    }
}
