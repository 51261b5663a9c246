//! Lowering of the isl AST: expressions (i64, or i1 for conditions),
//! blocks, conditionals, loops and statement calls. Identifiers in scope
//! (parameters, loop iterators, unrolled copies' values) live in `Gen::ids`.

use super::state::Gen;
use crate::error::Error;
use crate::llvm::IntPredicate::*;
use crate::llvm::{Bb, IntPredicate, Opcode, Val};

/// Conditions decided outside one innermost loop, at most: each doubles
/// the loop's code.
const MAX_UNSWITCHED: usize = 2;

/// A loop [`Gen::open_loop`] opened: its iterator and induction
/// variable, its header and exit, and the binding its iterator shadowed.
pub(super) struct LoopFrame<'m> {
    iter: String,
    iv: Val<'m>,
    header: Bb<'m>,
    exit: Bb<'m>,
    shadowed: Option<Val<'m>>,
}

/// The iterator of for-loop `n`.
pub(super) fn for_iterator(n: &isl::AstNode) -> Result<String, Error> {
    match n.for_iterator()?.kind()? {
        isl::AstExprKind::Id(s) => Ok(s),
        _ => Err("a for loop without an iterator".into()),
    }
}

/// The identifiers an AST expression reads, added to `out`.
pub(super) fn ids_in(e: &isl::AstExpr, out: &mut Vec<String>) -> Result<(), Error> {
    match e.kind()? {
        isl::AstExprKind::Id(s) => out.push(s),
        isl::AstExprKind::Int(_) => {}
        isl::AstExprKind::Op(_) => {
            for a in e.args()? {
                ids_in(&a, out)?;
            }
        }
    }
    Ok(())
}

/// The boundary each innermost loop Tessera generates starts at: 64
/// bytes, the window of the op caches of AMD's Zen cores (and of Intel's
/// decoded-instruction cache since Skylake). At LLVM's default for x86 (16
/// bytes) where a hot loop lands decided its speed: PolyBench's lu ran in
/// 0.0193 s or 0.0140 s with the same instructions, by the code before it
/// (`-falign-loops=64`, Zen 4).
const INNERMOST_LOOP_ALIGN: u32 = 64;

impl<'m> Gen<'m> {
    /// The signed maximum (`p` = `SGT`) or minimum (`SLT`) of `vals`, a
    /// select per value after the first; None for no value.
    pub(super) fn extreme(&self, p: IntPredicate, vals: &[Val<'m>]) -> Option<Val<'m>> {
        let (&first, rest) = vals.split_first()?;
        Some(rest.iter().fold(first, |acc, &x| {
            let c = self.b.icmp(p, acc, x);
            self.b.select(c, acc, x)
        }))
    }

    /// An isl AST expression as an i64 (or i1 for conditions) value.
    pub(super) fn expr(&mut self, e: &isl::AstExpr) -> Result<Val<'m>, Error> {
        use isl::AstOp::*;
        match e.kind()? {
            isl::AstExprKind::Int(v) => Ok(self.c64(v)),
            isl::AstExprKind::Id(name) => self
                .ids
                .get(&name)
                .copied()
                .ok_or_else(|| format!("unknown identifier '{name}' in the AST").into()),
            isl::AstExprKind::Op(op) => {
                let args: Vec<isl::AstExpr> = e.args()?;
                let mut v = Vec::new();
                for a in &args {
                    v.push(self.expr(a)?);
                }
                let need = |n: usize| -> Result<(), Error> {
                    if v.len() == n {
                        Ok(())
                    } else {
                        Err(format!("AST operation {op:?} with {} arguments", v.len()).into())
                    }
                };
                use Opcode as O;
                Ok(match op {
                    Add => {
                        need(2)?;
                        self.b.binop(O::Add, v[0], v[1])
                    }
                    Sub => {
                        need(2)?;
                        self.b.binop(O::Sub, v[0], v[1])
                    }
                    Mul => {
                        need(2)?;
                        self.b.binop(O::Mul, v[0], v[1])
                    }
                    Minus => {
                        need(1)?;
                        self.b.binop(O::Sub, self.c64(0), v[0])
                    }
                    Div | PdivQ => {
                        need(2)?;
                        self.b.binop(O::SDiv, v[0], v[1])
                    }
                    PdivR | ZdivR => {
                        need(2)?;
                        self.b.binop(O::SRem, v[0], v[1])
                    }
                    FdivQ => {
                        // floor(a / b) for b > 0: (a < 0 ? a - b + 1 : a) / b.
                        need(2)?;
                        let neg = self.b.icmp(SLT, v[0], self.c64(0));
                        let adj = self.b.binop(O::Sub, v[0], v[1]);
                        let adj = self.b.binop(O::Add, adj, self.c64(1));
                        let a = self.b.select(neg, adj, v[0]);
                        self.b.binop(O::SDiv, a, v[1])
                    }
                    Max | Min => {
                        let p = if op == Max { SGT } else { SLT };
                        self.extreme(p, &v).ok_or("empty min/max")?
                    }
                    // isl writes a condition that always holds as the
                    // integer 1 (`p >= 1 || 1`): both sides as i1.
                    And | AndThen => {
                        need(2)?;
                        let (a, b) = (self.truth(v[0]), self.truth(v[1]));
                        self.b.binop(O::And, a, b)
                    }
                    Or | OrElse => {
                        need(2)?;
                        let (a, b) = (self.truth(v[0]), self.truth(v[1]));
                        self.b.binop(O::Or, a, b)
                    }
                    Cond | Select => {
                        need(3)?;
                        let c = self.truth(v[0]);
                        self.b.select(c, v[1], v[2])
                    }
                    Eq => {
                        need(2)?;
                        self.b.icmp(EQ, v[0], v[1])
                    }
                    Le => {
                        need(2)?;
                        self.b.icmp(SLE, v[0], v[1])
                    }
                    Lt => {
                        need(2)?;
                        self.b.icmp(SLT, v[0], v[1])
                    }
                    Ge => {
                        need(2)?;
                        self.b.icmp(SGE, v[0], v[1])
                    }
                    Gt => {
                        need(2)?;
                        self.b.icmp(SGT, v[0], v[1])
                    }
                    other => return Err(format!("unsupported AST operation {other:?}").into()),
                })
            }
        }
    }

    /// An isl AST expression used as a condition: i1 (isl writes a
    /// condition that always holds as the integer 1).
    pub(super) fn cond(&mut self, e: &isl::AstExpr) -> Result<Val<'m>, Error> {
        let v = self.expr(e)?;
        Ok(self.truth(v))
    }

    /// `v` as an i1: itself when it is one, `v != 0` otherwise.
    fn truth(&mut self, v: Val<'m>) -> Val<'m> {
        if v.ty().int_width() == 1 {
            return v;
        }
        self.b.icmp(NE, v, self.c64(0))
    }

    pub(super) fn node(&mut self, n: &isl::AstNode) -> Result<(), Error> {
        match n.kind() {
            isl::AstNodeKind::Block => {
                for c in n.block_children()? {
                    self.node(&c)?;
                }
                Ok(())
            }
            isl::AstNodeKind::Mark => self.node(&n.mark_node()?),
            isl::AstNodeKind::For => self.for_loop(n),
            isl::AstNodeKind::If => {
                let cond = n.if_cond()?;
                // Decided outside the loop (`unswitched`): only the branch
                // taken there.
                let key = cond.to_string();
                if let Some(&(_, holds)) = self.assumed.iter().find(|(k, _)| *k == key) {
                    return match (holds, n.if_else()?) {
                        (true, _) => self.node(&n.if_then()?),
                        (false, Some(e)) => self.node(&e),
                        (false, None) => Ok(()),
                    };
                }
                let c = self.cond(&cond)?;
                let then_b = self.new_block("tessera.then");
                let else_b = self.new_block("tessera.else");
                let merge = self.new_block("tessera.merge");
                self.b.cond_br(c, then_b, else_b);
                self.at(then_b);
                self.node(&n.if_then()?)?;
                self.b.br(merge);
                self.at(else_b);
                if let Some(e) = n.if_else()? {
                    self.node(&e)?;
                }
                self.b.br(merge);
                self.at(merge);
                Ok(())
            }
            isl::AstNodeKind::User => {
                let e = n.user_expr()?;
                let args = e.args()?;
                let name = match args.first().map(|a| a.kind()) {
                    Some(Ok(isl::AstExprKind::Id(s))) => s,
                    _ => return Err("a user node that is not a statement call".into()),
                };
                let s = *self
                    .stmt_index
                    .get(&name)
                    .ok_or_else(|| format!("unknown statement {name}"))?;
                let mut dims = Vec::new();
                for a in &args[1..] {
                    dims.push(self.expr(a)?);
                }
                self.statement(s, &dims)
            }
            _ => Err("unsupported AST node".into()),
        }
    }

    pub(super) fn for_loop(&mut self, n: &isl::AstNode) -> Result<(), Error> {
        if self.try_parallel_loop(n)? {
            return Ok(());
        }
        if !self.unroll.is_empty() && self.jammed_loop(n)? {
            return Ok(());
        }
        if let Some(c) = self.invariant_condition(n)? {
            return self.unswitched(n, &c);
        }
        self.for_loop_with(n, |g| g.node(&n.for_body()?))
    }

    /// A condition in innermost loop `n` that does not depend on its
    /// iterator, and is not decided already: LLVM unswitches loops before
    /// this pass runs, so its vectorizer would if-convert the branch into
    /// masked operations, both sides executed on every iteration (and a
    /// masked store whose mask is always false, into pages never written,
    /// costs Intel cores a microcode assist each time: symm's expanded
    /// scalar ran 3x slower than the original loop).
    fn invariant_condition<'c>(
        &self,
        n: &isl::AstNode<'c>,
    ) -> Result<Option<isl::AstExpr<'c>>, Error> {
        if !self.accumulators.is_empty() || self.assumed.len() >= MAX_UNSWITCHED {
            return Ok(None);
        }
        let iter = match n.for_iterator()?.kind()? {
            isl::AstExprKind::Id(s) => s,
            _ => return Ok(None),
        };
        // Whether no loop is inside; the first condition found.
        fn visit<'c>(
            assumed: &[(String, bool)],
            n: &isl::AstNode<'c>,
            iter: &str,
            found: &mut Option<isl::AstExpr<'c>>,
        ) -> Result<bool, Error> {
            match n.kind() {
                isl::AstNodeKind::For => Ok(false),
                isl::AstNodeKind::Block => {
                    for c in n.block_children()? {
                        if !visit(assumed, &c, iter, found)? {
                            return Ok(false);
                        }
                    }
                    Ok(true)
                }
                isl::AstNodeKind::Mark => visit(assumed, &n.mark_node()?, iter, found),
                isl::AstNodeKind::If => {
                    let cond = n.if_cond()?;
                    let mut ids = Vec::new();
                    ids_in(&cond, &mut ids)?;
                    let key = cond.to_string();
                    if found.is_none()
                        && !ids.iter().any(|i| i == iter)
                        && !assumed.iter().any(|(k, _)| *k == key)
                    {
                        *found = Some(cond);
                    }
                    if !visit(assumed, &n.if_then()?, iter, found)? {
                        return Ok(false);
                    }
                    match n.if_else()? {
                        Some(e) => visit(assumed, &e, iter, found),
                        None => Ok(true),
                    }
                }
                _ => Ok(true),
            }
        }
        let mut found = None;
        let innermost = visit(&self.assumed, &n.for_body()?, &iter, &mut found)?;
        Ok(if innermost { found } else { None })
    }

    /// Loop `n` twice, behind condition `c` evaluated before it: once
    /// where `c` holds, once where it does not, each copy without the
    /// branch.
    fn unswitched(&mut self, n: &isl::AstNode, c: &isl::AstExpr) -> Result<(), Error> {
        let v = self.cond(c)?;
        let key = c.to_string();
        let then_b = self.new_block("tessera.unswitch.then");
        let else_b = self.new_block("tessera.unswitch.else");
        let merge = self.new_block("tessera.unswitch.end");
        self.b.cond_br(v, then_b, else_b);
        for (block, holds) in [(then_b, true), (else_b, false)] {
            self.at(block);
            self.assumed.push((key.clone(), holds));
            let lowered = self.for_loop(n);
            self.assumed.pop();
            lowered?;
            self.b.br(merge);
        }
        self.at(merge);
        Ok(())
    }

    /// Emits loop `n`, its body from `body`.
    pub(super) fn for_loop_with(
        &mut self,
        n: &isl::AstNode,
        body_fn: impl FnOnce(&mut Self) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let iter = for_iterator(n)?;
        let init = self.expr(&n.for_init()?)?;
        let accumulators = if self.accumulators.is_empty() {
            None
        } else {
            self.load_accumulators(n, &iter, init)?
        };
        let frame = self.open_loop(n, iter.clone(), init, "tessera")?;
        // An innermost loop the parallel check passed: its accesses carry
        // no dependence from one iteration to another (the vectorizer's
        // run-time checks between them are not needed).
        let parallel_accesses = self.parallel_enabled
            && super::parallel::verdict_of(n)?.0 != tessera_poly::parallel::LoopVerdict::Sequential
            && !super::parallel::has_inner_loop(n)?;
        // A loop a script marked `vectorize` (checked innermost and free
        // of carried dependences): the same, and the vectorizer asked to.
        // Where its register tiles' point loops are unrolled inside it
        // (jammed), a marked loop is innermost though the AST has them.
        let inner = if self.jamming.as_deref() == Some(iter.as_str()) {
            super::parallel::has_inner_loop_but(n, &|i| self.unroll.contains_key(i))?
        } else {
            super::parallel::has_inner_loop(n)?
        };
        let vectorize = self.vectorize.contains(&iter) && !inner;
        let first_access = self.memory_accesses.len();
        self.loops_emitted += 1;
        let loops_before = self.loops_emitted;
        // The operand tiles this loop fixes, copied before its body.
        let entered = self.enter_packs(n, &iter)?;
        body_fn(self)?;
        self.leave_packs(entered);
        self.back_edge(n, &frame)?;
        if parallel_accesses || vectorize {
            let accesses: Vec<Val<'m>> = self.memory_accesses[first_access..]
                .iter()
                .map(|&(a, _)| a)
                .collect();
            if let Some(latch) = self.cur.terminator() {
                crate::llvm::mark_parallel_accesses(latch, &accesses, vectorize);
            }
        }
        if self.loops_emitted == loops_before {
            if let Some(latch) = self.cur.terminator() {
                crate::llvm::align_loop(latch, INNERMOST_LOOP_ALIGN);
                // A reduction kept in a register while another read
                // jumps through memory: vectorized, each lane of that
                // read is a scalar load and an insert, slower than the
                // scalar loop, whose chain is one operation per
                // iteration (PolyBench's nussinov, N = 500: 9.4 ms
                // vectorized, 6.7 ms not; at 2500 within 2%).
                let lanes = accumulators
                    .as_ref()
                    .is_some_and(|(kept, _)| kept.iter().any(|k| k.jumps));
                if lanes && self.lanes_one_by_one {
                    crate::llvm::vectorize_width(latch, 1);
                }
            }
        }
        self.exit_loop(frame);
        if let Some((kept, after)) = accumulators {
            self.store_accumulators(kept, after);
        }
        Ok(())
    }

    /// Opens loop `n` from the current block, its iterator `iter` starting
    /// at `init`: the header tests the loop's condition, and the builder
    /// is left in the body (blocks `{prefix}.for`, `.body`, `.end`).
    pub(super) fn open_loop(
        &mut self,
        n: &isl::AstNode,
        iter: String,
        init: Val<'m>,
        prefix: &str,
    ) -> Result<LoopFrame<'m>, Error> {
        let pre = self.cur;
        let header = self.new_block(&format!("{prefix}.for"));
        let body = self.new_block(&format!("{prefix}.body"));
        let exit = self.new_block(&format!("{prefix}.end"));
        self.b.br(header);
        self.at(header);
        let iv = self.b.phi(self.i64t);
        iv.set_name(&iter);
        iv.phi_add(init, pre);
        let shadowed = self.ids.insert(iter.clone(), iv);
        let c = self.cond(&n.for_cond()?)?;
        self.b.cond_br(c, body, exit);
        self.at(body);
        Ok(LoopFrame {
            iter,
            iv,
            header,
            exit,
            shadowed,
        })
    }

    /// The increment of loop `n` at the end of its body, and the branch
    /// back to its header (the latch: the current block's terminator).
    pub(super) fn back_edge(&mut self, n: &isl::AstNode, f: &LoopFrame<'m>) -> Result<(), Error> {
        let inc = self.expr(&n.for_inc()?)?;
        let next = self.b.binop(Opcode::Add, f.iv, inc);
        f.iv.phi_add(next, self.cur);
        self.b.br(f.header);
        Ok(())
    }

    /// Leaves a loop after its back edge: the builder at its exit, its
    /// iterator unbound.
    pub(super) fn exit_loop(&mut self, f: LoopFrame<'m>) {
        self.at(f.exit);
        self.unbind(&f.iter, f.shadowed);
    }

    /// Undoes a binding of `iter`: back to what it shadowed, or unbound.
    pub(super) fn unbind(&mut self, iter: &str, shadowed: Option<Val<'m>>) {
        match shadowed {
            Some(v) => self.ids.insert(iter.to_string(), v),
            None => self.ids.remove(iter),
        };
    }

    /// The extent of an inner array dimension, as i64 (a parameter
    /// expression is evaluated where the builder stands).
    pub(super) fn extent(
        &mut self,
        ctx: &isl::Ctx,
        build: &isl::AstBuild,
        dim: &tessera_ir::Dim,
    ) -> Result<Val<'m>, Error> {
        match dim {
            tessera_ir::Dim::Const(n) => Ok(self.c64(*n)),
            tessera_ir::Dim::Param(t) => {
                let prefix = self.model.scop.param_prefix();
                let pa = isl::PwAff::parse(ctx, &format!("{prefix}{{ [({t})] }}"))?;
                self.expr(&build.expr_from_pw_aff(pa)?)
            }
            tessera_ir::Dim::Unknown => Err("an inner array dimension of unknown size".into()),
        }
    }
}
