//! Unroll-and-jam of register tiles (`tessera_poly::register`): a loop
//! whose body is a nest of point loops with bounds that do not move with
//! it runs, behind one test outside it, with those point loops unrolled.

use super::ast::ids_in;
use super::state::Gen;
use crate::error::Error;
use crate::llvm::IntPredicate::*;
use crate::llvm::{Opcode, Val};

impl<'m> Gen<'m> {
    /// Unroll-and-jam (register tiling): when the body of loop `n` is a
    /// nest of register-tile point loops whose bounds do not move with
    /// `n`, emits `if (every point loop runs its full size) { n with the
    /// point loops unrolled } else { n as it is }`. The test sits outside
    /// `n`, so the unrolled copies run guard-free in the loop the
    /// vectorizer gets. Returns false (nothing emitted) otherwise.
    pub(super) fn jammed_loop(&mut self, n: &isl::AstNode) -> Result<bool, Error> {
        let outer = match n.for_iterator()?.kind()? {
            isl::AstExprKind::Id(s) => s,
            _ => return Ok(false),
        };
        if self.unroll.contains_key(&outer) {
            return Ok(false);
        }
        // The chain of point loops: (iterator, size, lower, upper bound).
        let mut chain: Vec<(String, i64, isl::AstExpr, isl::AstExpr)> = Vec::new();
        let mut inner = n.for_body()?;
        loop {
            // A tree's register tile is marked above its point loops.
            if inner.kind() == isl::AstNodeKind::Mark {
                inner = inner.mark_node()?;
                continue;
            }
            if inner.kind() == isl::AstNodeKind::Block {
                let mut cs = inner.block_children()?;
                if cs.len() != 1 {
                    break;
                }
                inner = cs.remove(0);
                continue;
            }
            if inner.kind() != isl::AstNodeKind::For {
                break;
            }
            let iter = match inner.for_iterator()?.kind()? {
                isl::AstExprKind::Id(s) => s,
                _ => break,
            };
            let Some(&size) = self.unroll.get(&iter) else {
                break;
            };
            let step = inner.for_inc()?;
            if !matches!(step.kind()?, isl::AstExprKind::Int(1)) {
                break;
            }
            let cond = inner.for_cond()?;
            let op = cond.kind()?;
            let args = cond.args()?;
            let is_iter = |e: &isl::AstExpr| matches!(e.kind(), Ok(isl::AstExprKind::Id(ref s)) if *s == iter);
            let strict = match op {
                isl::AstExprKind::Op(isl::AstOp::Le) if args.len() == 2 && is_iter(&args[0]) => {
                    false
                }
                isl::AstExprKind::Op(isl::AstOp::Lt) if args.len() == 2 && is_iter(&args[0]) => {
                    true
                }
                _ => break,
            };
            let lower = inner.for_init()?;
            let upper = args[1].clone();
            // Bounds that move with the outer loop cannot be tested once
            // outside it (bounds that move with an outer point loop are
            // tested for each of its values).
            let mut used = Vec::new();
            ids_in(&lower, &mut used)?;
            ids_in(&upper, &mut used)?;
            if used.contains(&outer) {
                break;
            }
            // `c < e` runs up to e - 1.
            let last = if strict { size } else { size - 1 };
            chain.push((iter, last, lower, upper));
            inner = inner.for_body()?;
        }
        if chain.is_empty() {
            return Ok(false);
        }
        let mut full = None;
        self.full_tests(&chain, &mut full)?;
        let full = full.expect("a non-empty chain");
        let then_b = self.new_block("tessera.jammed");
        let else_b = self.new_block("tessera.partial");
        let merge = self.new_block("tessera.merge");
        self.b.cond_br(full, then_b, else_b);
        self.at(then_b);
        self.jamming = Some(outer.clone());
        let jammed = self.for_loop_with(n, |g| {
            // The copies' accesses, for their loads to go first
            // (`early_loads`) where they all land in one block.
            let block = g.cur;
            let outer_log = g.jam_log.replace(Vec::new());
            let made = g.jammed_copies(&chain, &inner);
            let accesses = std::mem::replace(&mut g.jam_log, outer_log).unwrap_or_default();
            if g.cur == block {
                g.jammed_bodies
                    .push(super::state::JammedBody { block, accesses });
            }
            made
        });
        self.jamming = None;
        jammed?;
        self.b.br(merge);
        self.at(else_b);
        self.for_loop_with(n, |g| g.node(&n.for_body()?))?;
        self.b.br(merge);
        self.at(merge);
        Ok(true)
    }

    /// ANDs into `full` the tests that each point loop of `chain` runs
    /// exactly `size` iterations from its lower bound, for every value of the point
    /// loops around it.
    pub(super) fn full_tests(
        &mut self,
        chain: &[(String, i64, isl::AstExpr, isl::AstExpr)],
        full: &mut Option<Val<'m>>,
    ) -> Result<(), Error> {
        let Some(((iter, last, lower, upper), rest)) = chain.split_first() else {
            return Ok(());
        };
        let lo = self.expr(lower)?;
        let hi = self.expr(upper)?;
        // Exactly `size` iterations from the lower bound (whatever the
        // schedule's bounds): anything else runs the loops as they are.
        let span = self.b.binop(Opcode::Sub, hi, lo);
        let both = self.b.icmp(EQ, span, self.c64(*last));
        *full = Some(match *full {
            None => both,
            Some(f) => self.b.binop(Opcode::And, f, both),
        });
        if rest.is_empty() {
            return Ok(());
        }
        let shadowed = self.ids.get(iter).copied();
        for v in 0..self.unroll[iter] {
            let c = self.b.binop(Opcode::Add, lo, self.c64(v));
            self.ids.insert(iter.clone(), c);
            self.full_tests(rest, full)?;
        }
        self.unbind(iter, shadowed);
        Ok(())
    }

    /// The body `inner` once per value of the point loops of `chain`, in
    /// their lexicographic order (the order of the loops it replaces).
    pub(super) fn jammed_copies(
        &mut self,
        chain: &[(String, i64, isl::AstExpr, isl::AstExpr)],
        inner: &isl::AstNode,
    ) -> Result<(), Error> {
        let Some(((iter, _, lower, _), rest)) = chain.split_first() else {
            return self.node(inner);
        };
        // The lower bound with the point loops around bound to their
        // copies' values (it does not move with the jammed loop).
        let lo = self.expr(lower)?;
        let shadowed = self.ids.get(iter).copied();
        for v in 0..self.unroll[iter] {
            let c = self.b.binop(Opcode::Add, lo, self.c64(v));
            self.ids.insert(iter.clone(), c);
            self.jammed_copies(rest, inner)?;
        }
        self.unbind(iter, shadowed);
        Ok(())
    }
}
