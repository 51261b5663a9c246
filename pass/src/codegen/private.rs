//! Private copies of arrays in memory for a parallel loop (see the
//! parallel module): what each copy takes, its heap buffer in the outlined
//! function, and the body's accesses moved onto it.

use super::state::Gen;
use crate::error::Error;
use crate::llvm::{Bb, Opcode, Val};
use std::collections::HashMap;
use tessera_poly::parallel::PrivateArray;

/// One array each thread copies: its base pointer and the bytes of its
/// rows `0 ..= last` (computed before the fork).
pub(super) struct Copy<'m> {
    pub base: Val<'m>,
    pub bytes: Val<'m>,
}

impl<'m> Gen<'m> {
    /// The copies loop `n` needs for its private `arrays`, their sizes
    /// computed where the builder stands; None (nothing generated) when
    /// one cannot be made: an array without a base of this function (a
    /// global's accesses are constant expressions), a base another array
    /// shares, an inner dimension of unknown size, or a size isl cannot
    /// write as an expression.
    pub(super) fn private_copies(
        &mut self,
        n: &isl::AstNode,
        arrays: &[PrivateArray],
    ) -> Result<Option<Vec<Copy<'m>>>, Error> {
        let ctx = n.ctx();
        let scop = &self.model.scop;
        let context = isl::Set::parse(ctx, &scop.context)?;
        let build = isl::AstBuild::from_context(context.clone())?;
        let mut planned = Vec::new();
        for a in arrays {
            let Some(k) = scop.arrays.iter().position(|x| x.name == a.name) else {
                return Ok(None);
            };
            let Some(&base) = self.model.bases.get(&k) else {
                return Ok(None);
            };
            if base.is_constant() || self.model.bases.iter().any(|(&j, &b)| j != k && b == base) {
                return Ok(None);
            }
            let last = isl::PwAff::parse(ctx, &a.last)?.intersect_params(context.clone())?;
            let Ok(expr) = build.expr_from_pw_aff(last) else {
                return Ok(None);
            };
            let inner = &scop.arrays[k].sizes[1..];
            if inner.iter().any(|d| matches!(d, tessera_ir::Dim::Unknown)) {
                return Ok(None);
            }
            planned.push((base, expr, k));
        }
        let mut copies = Vec::new();
        for (base, expr, k) in planned {
            let array = &self.model.scop.arrays[k];
            let last = self.expr(&expr)?;
            let mut bytes = self.b.binop(Opcode::Add, last, self.c64(1));
            for d in &array.sizes[1..] {
                let extent = self.extent(ctx, &build, d)?;
                bytes = self.b.binop(Opcode::Mul, bytes, extent);
            }
            let elem = self.c64(i64::from(array.elem_size));
            let bytes = self.b.binop(Opcode::Mul, bytes, elem);
            copies.push(Copy { base, bytes });
        }
        Ok(Some(copies))
    }

    /// A heap buffer for each copy, where the builder stands (the outlined
    /// function's entry).
    pub(super) fn allocate_copies(&mut self, copies: &[Copy<'m>]) -> Vec<Val<'m>> {
        copies.iter().map(|c| self.call_malloc(c.bytes)).collect()
    }

    /// Frees the buffers of [`Gen::allocate_copies`].
    pub(super) fn free_copies(&mut self, buffers: &[Val<'m>]) {
        for &b in buffers {
            self.call_free(b);
        }
    }

    /// In the iteration's code (block `body` and the blocks made from
    /// `first_block` on), each array's base replaced by the pointer the
    /// iteration works on: `bases` pairs them, the pointers made at the top
    /// of `body`, which keep their operands. An address of the function
    /// around it computed from a base (an element LICM hoisted out of the
    /// region, `&T[1][0]`) moves with its base: the same offset from the
    /// iteration's pointer, computed at the top of `body`.
    pub(super) fn rebase(
        &mut self,
        body: Bb<'m>,
        first_block: usize,
        bases: &[(Val<'m>, Val<'m>)],
    ) {
        if bases.is_empty() {
            return;
        }
        let here = self.cur;
        // The iteration's code starts after the last of the pointers.
        let made_before: Vec<Val<'m>> = body.instructions();
        let Some(last) = made_before
            .iter()
            .rposition(|i| bases.iter().any(|&(_, cur)| cur == *i))
        else {
            return;
        };
        let Some(&top) = made_before.get(last + 1) else {
            return;
        };
        let mut moved: HashMap<Val<'m>, Val<'m>> = HashMap::new();
        let blocks: Vec<Bb<'m>> = std::iter::once(body)
            .chain(self.blocks[first_block..].iter().copied())
            .collect();
        for b in blocks {
            for i in b.instructions() {
                if b == body && !made_before.contains(&i) || bases.iter().any(|&(_, cur)| cur == i)
                {
                    continue;
                }
                for k in 0..i.num_operands() {
                    let v = i.operand(k);
                    if let Some(&(_, cur)) = bases.iter().find(|&&(base, _)| base == v) {
                        i.set_operand(k, cur);
                    } else if let Some(&(base, cur)) = self.derived_from(v, bases) {
                        let m = *moved.entry(v).or_insert_with(|| {
                            self.b.position_before(top);
                            let at = self.b.ptr_to_int(v, self.i64t);
                            let from = self.b.ptr_to_int(base, self.i64t);
                            let off = self.b.binop(Opcode::Sub, at, from);
                            let i8t = crate::llvm::i8_type(self.b.context());
                            self.b.gep(i8t, cur, off)
                        });
                        i.set_operand(k, m);
                    }
                }
            }
        }
        self.at(here);
    }

    /// The pair of `bases` whose base `v` is an address computed from, by
    /// getelementptr instructions of another function (the one around the
    /// outlined function).
    fn derived_from<'a>(
        &self,
        v: Val<'m>,
        bases: &'a [(Val<'m>, Val<'m>)],
    ) -> Option<&'a (Val<'m>, Val<'m>)> {
        let mut at = v;
        while at.is_instruction()
            && at.parent_function() != Some(self.func)
            && at.opcode() == Opcode::GetElementPtr
        {
            at = at.operand(0);
            if let Some(pair) = bases.iter().find(|&&(base, _)| base == at) {
                return Some(pair);
            }
        }
        None
    }
}
