//! Memory accumulators kept in registers across their innermost loop
//! (`tessera_poly::promotion` proves which): the element is loaded into a
//! slot before the loop, the statement's reads and writes of it use the
//! slot, and the slot is stored back after the loop. The slot is an entry
//! block alloca, so LLVM keeps it in a register.

use super::state::{AccumulatorCode, Gen};
use crate::error::Error;
use crate::llvm::{Opcode, Ty, Val};
use crate::modeling::{Class, Item};
use std::collections::HashMap;
use tessera_poly::promotion::Accumulator;

/// One accumulator kept in a slot across the loop being generated.
pub(super) struct Kept<'m> {
    addr: Val<'m>,
    slot: Val<'m>,
    ty: Ty<'m>,
    array: usize,
    insts: Vec<Val<'m>>,
    /// The accumulator's statement reads elsewhere with jumps.
    pub(super) jumps: bool,
}

impl<'m> Gen<'m> {
    /// Code generation's view of the proven accumulators; those whose
    /// accesses are not plain loads and stores of one type are dropped.
    pub(super) fn prepare_accumulators(&mut self, found: &[Accumulator]) {
        let model = self.model;
        for acc in found {
            let Some(code) = model.stmts.get(acc.stmt) else {
                continue;
            };
            let st = &model.scop.statements[acc.stmt];
            let same = |v: &Val<'m>| {
                model
                    .access_index
                    .get(v)
                    .and_then(|&k| st.accesses.get(k as usize))
                    .is_some_and(|a| a.relation == acc.relation)
            };
            let mut insts = Vec::new();
            let mut plain = true;
            for it in &code.items {
                match it {
                    Item::Inst(v) if same(v) => {
                        plain &= matches!(v.opcode(), Opcode::Load | Opcode::Store);
                        insts.push(*v);
                    }
                    Item::DemotedRead { phi, .. } if same(phi) => insts.push(*phi),
                    _ => {}
                }
            }
            let Some(&store) = insts.iter().find(|v| v.opcode() == Opcode::Store) else {
                continue;
            };
            let ty = store.operand(0).ty();
            let typed = insts.iter().all(|v| match v.opcode() {
                Opcode::Store => v.operand(0).ty() == ty,
                _ => v.ty() == ty,
            });
            // The address is recomputed before the loop: it must not need
            // a value the statement computes.
            let addr = store.operand(1);
            let recomputable = !matches!(model.class.get(&addr), Some(Class::Stmt(_)));
            let Some(&array) = model.access_array.get(&store) else {
                continue;
            };
            if plain && typed && recomputable {
                log::debug!(
                    target: "tessera::codegen",
                    "{}: {} of {} kept in a register across loop c{}",
                    model.scop.name,
                    acc.array,
                    st.name,
                    acc.depth
                );
                self.accumulators.push(AccumulatorCode {
                    stmt: acc.stmt,
                    depth: acc.depth,
                    array,
                    ty,
                    store,
                    insts,
                    jumps: acc.jumps,
                });
            }
        }
    }

    /// The accumulators of loop `n` (iterator `iter`): only an innermost
    /// loop whose body is a sequence of statement calls, each statement
    /// once, so that every iteration runs every statement of the body.
    /// With each, the arguments of its statement's call.
    fn loop_accumulators<'c>(
        &self,
        n: &isl::AstNode<'c>,
        iter: &str,
    ) -> Result<Vec<(usize, Vec<isl::AstExpr<'c>>)>, Error> {
        let Some(depth) = iter.strip_prefix('c').and_then(|d| d.parse::<usize>().ok()) else {
            return Ok(Vec::new());
        };
        if !self.accumulators.iter().any(|a| a.depth == depth) {
            return Ok(Vec::new());
        }
        let body = n.for_body()?;
        let calls = match body.kind() {
            isl::AstNodeKind::User => vec![body],
            isl::AstNodeKind::Block => body.block_children()?,
            _ => return Ok(Vec::new()),
        };
        let mut seen: HashMap<usize, Vec<isl::AstExpr<'c>>> = HashMap::new();
        for c in &calls {
            if c.kind() != isl::AstNodeKind::User {
                return Ok(Vec::new());
            }
            let args = c.user_expr()?.args()?;
            let Some(Ok(isl::AstExprKind::Id(name))) = args.first().map(|a| a.kind()) else {
                return Ok(Vec::new());
            };
            let Some(&s) = self.stmt_index.get(&name) else {
                return Ok(Vec::new());
            };
            if seen.insert(s, args[1..].to_vec()).is_some() {
                return Ok(Vec::new());
            }
        }
        Ok(self
            .accumulators
            .iter()
            .enumerate()
            .filter(|(_, a)| a.depth == depth)
            .filter_map(|(k, a)| seen.get(&a.stmt).map(|args| (k, args.clone())))
            .collect())
    }

    /// Before loop `n`, where the builder stands with the loop's iterator
    /// `iter` starting at `init`: when the loop has accumulators, branches
    /// on whether it runs at all and, where it does, loads each element
    /// into its slot. Returns the kept accumulators and the block after the
    /// loop (where [`Gen::store_accumulators`] leaves the builder).
    pub(super) fn load_accumulators(
        &mut self,
        n: &isl::AstNode,
        iter: &str,
        init: Val<'m>,
    ) -> Result<Option<(Vec<Kept<'m>>, crate::llvm::Bb<'m>)>, Error> {
        let found = self.loop_accumulators(n, iter)?;
        if found.is_empty() {
            return Ok(None);
        }
        let shadowed = self.ids.insert(iter.to_string(), init);
        let runs = self.cond(&n.for_cond()?)?;
        let load = self.new_block("tessera.acc.load");
        let after = self.new_block("tessera.acc.done");
        self.b.cond_br(runs, load, after);
        self.at(load);
        let mut kept = Vec::new();
        for (k, args) in found {
            let (s, store, ty, array) = {
                let a = &self.accumulators[k];
                (a.stmt, a.store, a.ty, a.array)
            };
            // The statement runs at the first iteration: its element there
            // is the element of every iteration.
            let mut dims = Vec::new();
            for a in &args {
                dims.push(self.expr(a)?);
            }
            let mut map = HashMap::new();
            let addr = self.resolve(s, store.operand(1), &dims, &mut map)?;
            let v = self.b.load(ty, addr);
            self.memory_accesses.push((v, array));
            let slot = self.entry_alloca(ty);
            self.b.store(v, slot);
            let insts = self.accumulators[k].insts.clone();
            let jumps = self.accumulators[k].jumps;
            for &i in &insts {
                self.promoted.insert(i, slot);
            }
            kept.push(Kept {
                addr,
                slot,
                ty,
                array,
                insts,
                jumps,
            });
        }
        self.unbind(iter, shadowed);
        Ok(Some((kept, after)))
    }

    /// After the loop: stores each kept element back and ends its
    /// redirection; the builder goes on at `after`.
    pub(super) fn store_accumulators(&mut self, kept: Vec<Kept<'m>>, after: crate::llvm::Bb<'m>) {
        for k in kept {
            let v = self.b.load(k.ty, k.slot);
            let st = self.b.store(v, k.addr);
            self.memory_accesses.push((st, k.array));
            for i in &k.insts {
                self.promoted.remove(i);
            }
        }
        self.b.br(after);
        self.at(after);
    }

    /// An alloca of `ty` in the entry block (promotable), the builder
    /// back at the end of the current block.
    fn entry_alloca(&mut self, ty: Ty<'m>) -> Val<'m> {
        let first = self
            .entry_first
            .expect("code generation knows the entry block's first instruction");
        self.b.position_before(first);
        let a = self.b.alloca(ty);
        a.set_name("tessera.acc");
        self.acc_allocas.push(a);
        let cur = self.cur;
        self.at(cur);
        a
    }

    /// The slot standing for instruction `v` of a statement, if `v` reads
    /// or writes a kept accumulator.
    pub(super) fn promoted_slot(&self, v: Val<'m>) -> Option<Val<'m>> {
        self.promoted.get(&v).copied()
    }
}
