//! Memory accesses: the loads, stores, memsets and demoted accumulator
//! reads of each base pointer become one memory array (named as the
//! source names it, shaped by [`super::shapes`]), with the access relation
//! text of each; and the pairs of arrays that may overlap.

use super::builder::{var_name, ScopBuilder};
use super::info::Item;
use super::shapes::shape_of;
use crate::detect::Reject;
use crate::llvm::Opcode;
use crate::llvm::{Ty, Val};
use crate::scev::{PwExpr, Scev, Var};
use tessera_ir as ir;

/// One access of a base pointer's group: (statement, access key,
/// instruction giving the address). The key is the load, store or memset
/// itself, or a demoted accumulator PHI whose address the loop's store
/// gives.
type GroupAccess<'a> = (usize, Val<'a>, Val<'a>);

/// Size in bytes of a loaded or stored type.
pub(super) fn elem_size(t: Ty<'_>) -> Option<u32> {
    t.element_size()
}

impl<'a> ScopBuilder<'a, '_> {
    /// A memory array per base pointer, in the order the statements first
    /// access them, and the access text of every access.
    pub(super) fn memory_arrays(&mut self) -> Result<(), Reject<'a>> {
        for (base, group) in &self.memory_groups()? {
            self.memory_array(*base, group)?;
        }
        Ok(())
    }

    /// The accesses of each base pointer, in statement order.
    fn memory_groups(&self) -> Result<Vec<(Val<'a>, Vec<GroupAccess<'a>>)>, Reject<'a>> {
        let an = self.cx.an;
        let mut mem_groups: Vec<(Val<'a>, Vec<GroupAccess<'a>>)> = Vec::new();
        let mut add = |base: Val<'a>, access: GroupAccess<'a>| match mem_groups
            .iter_mut()
            .find(|(b, _)| *b == base)
        {
            Some((_, g)) => g.push(access),
            None => mem_groups.push((base, vec![access])),
        };
        for (s, code) in self.stmts.iter().enumerate() {
            for it in &code.items {
                if let Item::DemotedRead { phi, store } = it {
                    let (base, _) = an.access_offset(*store);
                    let base = base.ok_or_else(|| {
                        Reject::new("internal: a demoted accumulator without base", Some(*store))
                    })?;
                    add(base, (s, *phi, *store));
                }
                if let Item::Inst(v) = it {
                    if matches!(v.opcode(), Opcode::Load | Opcode::Store) || v.is_memset() {
                        let (base, _) = if v.is_memset() {
                            an.pointer_offset(v.operand(0))
                        } else {
                            an.access_offset(*v)
                        };
                        let base = base.ok_or_else(|| {
                            Reject::new(
                                "the address is not an array element reached from a base pointer",
                                Some(*v),
                            )
                        })?;
                        add(base, (s, *v, *v));
                    }
                }
            }
        }
        Ok(mem_groups)
    }

    /// The memory array of one base pointer's accesses.
    fn memory_array(
        &mut self,
        base: Val<'a>,
        group3: &[GroupAccess<'a>],
    ) -> Result<(), Reject<'a>> {
        let group: Vec<(usize, Val<'a>)> = group3.iter().map(|&(s, _, a)| (s, a)).collect();
        let group = group.as_slice();
        let keys: Vec<Val<'a>> = group3.iter().map(|&(_, k, _)| k).collect();
        // Element type from the loads and stores (a memset only says bytes).
        let typed: Vec<Val<'a>> = group
            .iter()
            .map(|(_, v)| *v)
            .filter(|v| !v.is_memset())
            .collect();
        let esz = match typed.first() {
            Some(t) => elem_size(t.access_type())
                .ok_or_else(|| Reject::new("an access of an unsupported element type", Some(*t)))?,
            None => 1,
        };
        if typed
            .iter()
            .any(|v| elem_size(v.access_type()) != Some(esz))
        {
            return Err(Reject::new(
                "the same array is accessed with elements of different sizes",
                Some(group[0].1),
            ));
        }
        // As the source names it (debug information, the IR name), or the
        // scheme of old: MemRef, MemRef_1, ...
        let mut bname = self.cx.an.array_name(base, group[0].1);
        if bname.is_empty() {
            bname = "MemRef".into();
        }
        let name = self.names.fresh(&bname);
        let (sizes, subs) = shape_of(&mut self.cx, group, esz)?;
        let written_here = group3
            .iter()
            .any(|&(_, k, a)| k == a && a.opcode() == Opcode::Store);
        self.bases.insert(self.arrays.len(), base);
        if written_here {
            self.written.insert(self.arrays.len());
        }
        self.require_within_dims(group, &sizes, &subs);
        for (((_, v), sub), key) in group.iter().zip(subs).zip(keys.iter().copied()) {
            let text = self.access_text(&name, esz, *v, &sub)?;
            self.access_text.insert(key, (self.arrays.len(), text));
        }
        self.arrays.push(ir::Array {
            name,
            elem: typed
                .first()
                .map(|t| t.access_type().short_name())
                .unwrap_or_else(|| "i8".into()),
            elem_size: esz,
            sizes,
            kind: ir::ArrayKind::Memory,
        });
        Ok(())
    }

    /// A recovered array shape holds where every inner subscript stays
    /// within its dimension: proved on the domain, or assumed.
    fn require_within_dims(
        &mut self,
        group: &[(usize, Val<'a>)],
        sizes: &[ir::Dim],
        subs: &[Vec<PwExpr>],
    ) {
        for ((_, v), sub) in group.iter().zip(subs) {
            let pn = self.cx.aff.params.names.clone();
            let name = |var: Var| var_name(&pn, var);
            for (k, dim) in sizes.iter().enumerate().skip(1) {
                let size = match dim {
                    ir::Dim::Const(n) => n.to_string(),
                    ir::Dim::Param(t) => format!("({t})"),
                    ir::Dim::Unknown => continue,
                };
                let Some(e) = sub.get(k) else { continue };
                self.cx
                    .nonneg
                    .entry(v.block())
                    .or_default()
                    .push(format!("0 <= ({}) < {size}", e.to_isl(&name)));
            }
        }
    }

    /// The element(s) access `v` touches, in isl notation over its
    /// statement's dimensions `i0, i1, ...`: `A[...]`, or for a memset the
    /// range `[start, start + length)` of elements.
    fn access_text(
        &mut self,
        name: &str,
        esz: u32,
        v: Val<'a>,
        sub: &[PwExpr],
    ) -> Result<String, Reject<'a>> {
        let chain = self.cx.chain(v.block()).to_vec();
        // A memset's length, in elements.
        let len = if v.is_memset() {
            let aff = &mut self.cx.aff;
            let l = Scev::parse(&self.cx.an.scev(v.operand(2)))
                .and_then(|l| aff.affine(&l))
                .ok()
                .filter(|a| a.loops().all(|l| chain.contains(&l)))
                .and_then(|a| a.div_exact(esz as i64))
                .ok_or_else(|| {
                    Reject::new(
                        "the memset's length is not an affine number of elements",
                        Some(v),
                    )
                })?;
            Some(l)
        } else {
            None
        };
        let pnames = self.cx.aff.params.names.clone();
        let iname = |var: Var| match var {
            Var::Loop(l) => format!(
                "i{}",
                chain.iter().position(|&c| c == l).unwrap_or(usize::MAX)
            ),
            Var::Param(p) => pnames[p].clone(),
        };
        let text = sub
            .iter()
            .map(|a| a.to_isl(&iname))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(match &len {
            Some(len) => {
                let len = len.to_isl(&iname);
                format!("{name}[o] : {text} <= o < {text} + ({len})")
            }
            None => format!("{name}[{text}]"),
        })
    }

    /// Memory arrays that may overlap, one of them written.
    pub(super) fn find_may_alias(&mut self) {
        let an = self.cx.an;
        let mut may_alias = Vec::new();
        for (&a, &ba) in &self.bases {
            for (&b, &bb) in &self.bases {
                if a < b
                    && (self.written.contains(&a) || self.written.contains(&b))
                    && an.alias(ba, bb) != 0
                {
                    may_alias.push((a, b));
                }
            }
        }
        may_alias.sort();
        self.may_alias = may_alias;
    }
}
