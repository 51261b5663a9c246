//! The contraction remark (issue 16): each statement the model shows to
//! be a contraction (`tessera_poly::contraction`), its update written as
//! the source would write it and its loops named by their source lines.
//! Recognition decides nothing yet: the remark tells the user what the
//! optimizer sees.

use crate::llvm::{Analyses, Val};
use crate::model::Model;
use crate::remarks::{self, Remark};

/// Emits one remark per contraction of `m` at `anchor`. A failed isl
/// computation only leaves the remark out.
pub fn remark(an: &Analyses, isl: &isl::Ctx, m: &Model<'_>, anchor: Option<Val<'_>>) {
    let Ok(found) = tessera_poly::contraction::find(isl, &m.scop) else {
        return;
    };
    for c in found {
        let s = &m.scop.statements[c.stmt];
        let Ok(update) = c.text(isl, &m.scop) else {
            continue;
        };
        let names = c.dim_names();
        let summed: Vec<String> = c.summed().iter().map(|&d| names[d].clone()).collect();
        let chain = m
            .stmts
            .get(c.stmt)
            .map(|code| code.chain.as_slice())
            .unwrap_or(&[]);
        let loops: Vec<(String, Option<u32>)> = names
            .iter()
            .enumerate()
            .map(|(d, n)| {
                let line = chain.get(d).and_then(|l| m.loop_lines.get(l).copied());
                (n.clone(), line)
            })
            .collect();
        let remark = Remark::Contraction {
            scop: &m.scop.name,
            stmt: &s.name,
            line: s.location.as_ref().map(|l| l.line),
            update: &update,
            elem: &c.elem,
            matrix_product: c.is_matrix_product(),
            summed: &summed,
            loops: &loops,
        };
        remarks::emit(an, remark, anchor);
    }
}
