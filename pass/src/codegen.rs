//! Code generation: the isl AST of a SCoP's schedule, lowered into LLVM IR
//! beside the original region, behind a version branch.
//!
//! ```text
//!   preds ──> version ──(condition)──> generated code ──> exit
//!                └─────(otherwise)───> original region ──> exit
//! ```
//!
//! Everything is built in new blocks that nothing reaches until
//! [`Pending::commit`] redirects the region's entry edges, so an error (or a
//! panic) before that leaves the function as it was once the new blocks are
//! deleted ([`Pending::abandon`]). Loop counters and index expressions are
//! computed in i64; statement bodies are clones of the original
//! instructions with their operands remapped (see [`crate::modeling`]).

use crate::llvm::IntPredicate::*;
use crate::llvm::{self, Bb, Builder, Opcode, Ty, Val};
use crate::modeling::{Class, Item, Model};
use crate::scev::{CastKind, MinMaxKind, PwExpr, Scev, Var};
use std::collections::HashMap;

/// What to generate beyond the model itself: a schedule other than the
/// original, and the arrays it needs expanded.
#[derive(Default)]
pub struct Applied<'a> {
    pub schedule: Option<&'a str>,
    pub expansions: &'a [tessera_poly::expand::Expansion],
    /// Register-carried copies read from memory again, and what that
    /// left dead (`tessera_poly::reload`).
    pub reloaded: Option<&'a tessera_poly::reload::Reloaded>,
    /// The run-time alias check is the address-range test alone: the
    /// exact test of paper 000 costs most of a time-tiled stencil's
    /// compile time (jacobi-1d: 70%, the skewed tiles' floors), and arrays
    /// that overlap are what time tiling cannot keep legal anyway.
    pub range_test_only: bool,
    /// Point loops unrolled in full register tiles
    /// (`tessera_poly::register`).
    pub register_tiles: &'a [tessera_poly::register::RegisterTile],
}

/// The identifiers an AST expression reads, added to `out`.
fn ids_in(e: &isl::AstExpr, out: &mut Vec<String>) -> Result<(), String> {
    match e.kind().map_err(err)? {
        isl::AstExprKind::Id(s) => out.push(s),
        isl::AstExprKind::Int(_) => {}
        isl::AstExprKind::Op(_) => {
            for a in e.args().map_err(err)? {
                ids_in(&a, out)?;
            }
        }
    }
    Ok(())
}

/// One affine subscript: a constant, coefficients of the statement's
/// coordinates, and (parameter index, coefficient) pairs.
type Subscript = (i64, Vec<i64>, Vec<(usize, i64)>);

/// A read of a zero-dimensional array done as a load of the array element
/// it copies.
struct ReloadCode {
    scalar: usize,
    array: usize,
    subscripts: Vec<Subscript>,
}

/// Why [`generate`] produced nothing (the function is as it was).
#[derive(Debug)]
pub enum Failure {
    /// An isl error, the budget, or a construct code generation lacks.
    Error(String),
    /// The version condition is false for every parameter value (proved
    /// with isl, or folded to `false` while it was built): the regenerated
    /// code could never run. Says why.
    AlwaysFalse(String),
}

impl From<String> for Failure {
    fn from(e: String) -> Self {
        Failure::Error(e)
    }
}

impl From<&str> for Failure {
    fn from(e: &str) -> Self {
        Failure::Error(e.to_string())
    }
}

/// Generated code not yet reachable.
pub struct Pending {
    pub version: Bb,
    pub blocks: Vec<Bb>,
    pub allocas: Vec<Val>,
    entry: Bb,
    /// (exit PHI, value it takes when coming from the generated code).
    exit_values: Vec<(Val, Val)>,
    generated_exit: Bb,
    redirected: Vec<(Val, u32)>,
}

impl Pending {
    /// Makes the generated code reachable: the region's entry edges now go
    /// to the version block, and the exit PHIs learn their values.
    pub fn commit(&mut self, preds: &[Bb]) {
        for &p in preds {
            // The generated blocks (the version block's fallback edge above
            // all) keep their edges to the original entry.
            if self.blocks.contains(&p) {
                continue;
            }
            if let Some(t) = p.terminator() {
                for k in 0..t.num_successors() {
                    if t.successor(k) == self.entry {
                        t.set_successor(k, self.version);
                        self.redirected.push((t, k));
                    }
                }
            }
        }
        for &(phi, v) in &self.exit_values {
            phi.phi_add(v, self.generated_exit);
        }
    }

    /// Undoes [`Pending::commit`] (if done) and deletes what was generated.
    pub fn abandon(self) {
        for &(t, k) in &self.redirected {
            t.set_successor(k, self.entry);
        }
        for &(phi, _) in &self.exit_values {
            llvm::phi_remove_incoming(phi, self.generated_exit);
        }
        llvm::delete_blocks(&self.blocks);
        for a in self.allocas {
            a.erase();
        }
    }
}

/// State while lowering one SCoP.
struct Gen<'m> {
    model: &'m Model,
    b: Builder,
    func: Val,
    i64t: Ty,
    /// isl identifiers in scope: parameters and loop iterators.
    ids: HashMap<String, Val>,
    params: Vec<Val>,
    slots: HashMap<usize, Val>,
    /// Expanded arrays: heap buffer and the extent of each dimension.
    expanded: HashMap<usize, (Val, Vec<Val>)>,
    stmt_index: HashMap<String, usize>,
    /// Per statement, its reads done as loads of memory.
    reloads: HashMap<usize, Vec<ReloadCode>>,
    /// Extents of the reloaded arrays' dimensions (the first unused).
    extents: HashMap<usize, Vec<Val>>,
    /// Zero-dimensional arrays nobody reads: their writes are skipped.
    dead: Vec<usize>,
    blocks: Vec<Bb>,
    cur: Bb,
    opts: &'m crate::Options,
    /// Iterators of register tiles' point loops (isl names the loop of
    /// schedule dimension k `ck`) and their sizes: unrolled and jammed
    /// into the loop around them ([`Gen::jammed_loop`]).
    unroll: HashMap<String, i64>,
    debug_loc: llvm::DebugLoc,
    /// Loads and stores of memory arrays emitted, with their array: they
    /// get alias scopes when the version branch proves the arrays apart.
    memory_accesses: Vec<(Val, usize)>,
    /// The version branch admits overlapping arrays (the exact test): no
    /// alias scopes then.
    overlap_tolerated: bool,
}

fn err(e: isl::Error) -> String {
    format!("isl: {e}")
}

impl<'m> Gen<'m> {
    fn new_block(&mut self, name: &str) -> Bb {
        let b = llvm::append_block(self.b.context(), self.func, name);
        self.blocks.push(b);
        b
    }
    fn at(&mut self, b: Bb) {
        self.cur = b;
        self.b.position_at_end(b);
    }
    fn c64(&self, v: i64) -> Val {
        llvm::const_int(self.i64t, v)
    }
    /// Integer cast to `to` (sign-extending).
    fn cast_int(&self, v: Val, to: Ty) -> Val {
        let (from_w, to_w) = (v.ty().int_width(), to.int_width());
        if from_w == to_w {
            v
        } else if from_w > to_w {
            self.b.trunc(v, to)
        } else {
            self.b.sext(v, to)
        }
    }

    /// An isl AST expression as an i64 (or i1 for conditions) value.
    fn expr(&mut self, e: &isl::AstExpr) -> Result<Val, String> {
        use isl::AstOp::*;
        match e.kind().map_err(err)? {
            isl::AstExprKind::Int(v) => Ok(self.c64(v)),
            isl::AstExprKind::Id(name) => self
                .ids
                .get(&name)
                .copied()
                .ok_or_else(|| format!("unknown identifier '{name}' in the AST")),
            isl::AstExprKind::Op(op) => {
                let args: Vec<isl::AstExpr> = e.args().map_err(err)?;
                let mut v = Vec::new();
                for a in &args {
                    v.push(self.expr(a)?);
                }
                let need = |n: usize| {
                    if v.len() == n {
                        Ok(())
                    } else {
                        Err(format!("AST operation {op:?} with {} arguments", v.len()))
                    }
                };
                use Opcode as O;
                Ok(match op {
                    Add => {
                        need(2)?;
                        self.b.binop(O::LLVMAdd, v[0], v[1])
                    }
                    Sub => {
                        need(2)?;
                        self.b.binop(O::LLVMSub, v[0], v[1])
                    }
                    Mul => {
                        need(2)?;
                        self.b.binop(O::LLVMMul, v[0], v[1])
                    }
                    Minus => {
                        need(1)?;
                        self.b.binop(O::LLVMSub, self.c64(0), v[0])
                    }
                    Div | PdivQ => {
                        need(2)?;
                        self.b.binop(O::LLVMSDiv, v[0], v[1])
                    }
                    PdivR | ZdivR => {
                        need(2)?;
                        self.b.binop(O::LLVMSRem, v[0], v[1])
                    }
                    FdivQ => {
                        // floor(a / b) for b > 0: (a < 0 ? a - b + 1 : a) / b.
                        need(2)?;
                        let neg = self.b.icmp(LLVMIntSLT, v[0], self.c64(0));
                        let adj = self.b.binop(O::LLVMSub, v[0], v[1]);
                        let adj = self.b.binop(O::LLVMAdd, adj, self.c64(1));
                        let a = self.b.select(neg, adj, v[0]);
                        self.b.binop(O::LLVMSDiv, a, v[1])
                    }
                    Max | Min => {
                        let p = if op == Max { LLVMIntSGT } else { LLVMIntSLT };
                        let mut acc = *v.first().ok_or("empty min/max")?;
                        for &x in &v[1..] {
                            let c = self.b.icmp(p, acc, x);
                            acc = self.b.select(c, acc, x);
                        }
                        acc
                    }
                    And | AndThen => {
                        need(2)?;
                        self.b.binop(O::LLVMAnd, v[0], v[1])
                    }
                    Or | OrElse => {
                        need(2)?;
                        self.b.binop(O::LLVMOr, v[0], v[1])
                    }
                    Cond | Select => {
                        need(3)?;
                        self.b.select(v[0], v[1], v[2])
                    }
                    Eq => {
                        need(2)?;
                        self.b.icmp(LLVMIntEQ, v[0], v[1])
                    }
                    Le => {
                        need(2)?;
                        self.b.icmp(LLVMIntSLE, v[0], v[1])
                    }
                    Lt => {
                        need(2)?;
                        self.b.icmp(LLVMIntSLT, v[0], v[1])
                    }
                    Ge => {
                        need(2)?;
                        self.b.icmp(LLVMIntSGE, v[0], v[1])
                    }
                    Gt => {
                        need(2)?;
                        self.b.icmp(LLVMIntSGT, v[0], v[1])
                    }
                    other => return Err(format!("unsupported AST operation {other:?}")),
                })
            }
        }
    }

    /// An isl AST expression used as a condition: i1 (isl writes a
    /// condition that always holds as the integer 1).
    fn cond(&mut self, e: &isl::AstExpr) -> Result<Val, String> {
        let v = self.expr(e)?;
        if v.ty().int_width() == 1 {
            return Ok(v);
        }
        Ok(self.b.icmp(LLVMIntNE, v, self.c64(0)))
    }

    fn node(&mut self, n: &isl::AstNode) -> Result<(), String> {
        match n.kind() {
            isl::AstNodeKind::Block => {
                for c in n.block_children().map_err(err)? {
                    self.node(&c)?;
                }
                Ok(())
            }
            isl::AstNodeKind::Mark => self.node(&n.mark_node().map_err(err)?),
            isl::AstNodeKind::For => self.for_loop(n),
            isl::AstNodeKind::If => {
                let c = self.cond(&n.if_cond().map_err(err)?)?;
                let then_b = self.new_block("tessera.then");
                let else_b = self.new_block("tessera.else");
                let merge = self.new_block("tessera.merge");
                self.b.cond_br(c, then_b, else_b);
                self.at(then_b);
                self.node(&n.if_then().map_err(err)?)?;
                self.b.br(merge);
                self.at(else_b);
                if let Some(e) = n.if_else().map_err(err)? {
                    self.node(&e)?;
                }
                self.b.br(merge);
                self.at(merge);
                Ok(())
            }
            isl::AstNodeKind::User => {
                let e = n.user_expr().map_err(err)?;
                let args = e.args().map_err(err)?;
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

    fn for_loop(&mut self, n: &isl::AstNode) -> Result<(), String> {
        if !self.unroll.is_empty() && self.jammed_loop(n)? {
            return Ok(());
        }
        self.for_loop_with(n, |g| g.node(&n.for_body().map_err(err)?))
    }

    /// Unroll-and-jam (register tiling): when the body of loop `n` is a
    /// nest of register-tile point loops whose bounds do not move with
    /// `n`, emits `if (every point loop runs its full size) { n with the
    /// point loops unrolled } else { n as it is }`. The test sits outside
    /// `n`, so the unrolled copies run guard-free in the loop the
    /// vectorizer gets. Returns false (nothing emitted) otherwise.
    fn jammed_loop(&mut self, n: &isl::AstNode) -> Result<bool, String> {
        let outer = match n.for_iterator().map_err(err)?.kind().map_err(err)? {
            isl::AstExprKind::Id(s) => s,
            _ => return Ok(false),
        };
        if self.unroll.contains_key(&outer) {
            return Ok(false);
        }
        // The chain of point loops: (iterator, size, lower, upper bound).
        let mut chain: Vec<(String, i64, isl::AstExpr, isl::AstExpr)> = Vec::new();
        let mut inner = n.for_body().map_err(err)?;
        loop {
            if inner.kind() == isl::AstNodeKind::Block {
                let mut cs = inner.block_children().map_err(err)?;
                if cs.len() != 1 {
                    break;
                }
                inner = cs.remove(0);
                continue;
            }
            if inner.kind() != isl::AstNodeKind::For {
                break;
            }
            let iter = match inner.for_iterator().map_err(err)?.kind().map_err(err)? {
                isl::AstExprKind::Id(s) => s,
                _ => break,
            };
            let Some(&size) = self.unroll.get(&iter) else {
                break;
            };
            let step = inner.for_inc().map_err(err)?;
            if !matches!(step.kind().map_err(err)?, isl::AstExprKind::Int(1)) {
                break;
            }
            let cond = inner.for_cond().map_err(err)?;
            let op = cond.kind().map_err(err)?;
            let args = cond.args().map_err(err)?;
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
            let lower = inner.for_init().map_err(err)?;
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
            inner = inner.for_body().map_err(err)?;
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
        self.for_loop_with(n, |g| g.jammed_copies(&chain, &inner))?;
        self.b.br(merge);
        self.at(else_b);
        self.for_loop_with(n, |g| g.node(&n.for_body().map_err(err)?))?;
        self.b.br(merge);
        self.at(merge);
        Ok(true)
    }

    /// ANDs into `full` the tests that each point loop of `chain` runs
    /// exactly `size` iterations from its lower bound, for every value of the point
    /// loops around it.
    fn full_tests(
        &mut self,
        chain: &[(String, i64, isl::AstExpr, isl::AstExpr)],
        full: &mut Option<Val>,
    ) -> Result<(), String> {
        let Some(((iter, last, lower, upper), rest)) = chain.split_first() else {
            return Ok(());
        };
        let lo = self.expr(lower)?;
        let hi = self.expr(upper)?;
        // Exactly `size` iterations from the lower bound (whatever the
        // schedule's bounds): anything else runs the loops as they are.
        let span = self.b.binop(Opcode::LLVMSub, hi, lo);
        let both = self.b.icmp(LLVMIntEQ, span, self.c64(*last));
        *full = Some(match *full {
            None => both,
            Some(f) => self.b.binop(Opcode::LLVMAnd, f, both),
        });
        if rest.is_empty() {
            return Ok(());
        }
        let shadowed = self.ids.get(iter).copied();
        for v in 0..self.unroll[iter] {
            let c = self.b.binop(Opcode::LLVMAdd, lo, self.c64(v));
            self.ids.insert(iter.clone(), c);
            self.full_tests(rest, full)?;
        }
        self.unbind(iter, shadowed);
        Ok(())
    }

    /// The body `inner` once per value of the point loops of `chain`, in
    /// their lexicographic order (the order of the loops it replaces).
    fn jammed_copies(
        &mut self,
        chain: &[(String, i64, isl::AstExpr, isl::AstExpr)],
        inner: &isl::AstNode,
    ) -> Result<(), String> {
        let Some(((iter, _, lower, _), rest)) = chain.split_first() else {
            return self.node(inner);
        };
        // The lower bound with the point loops around bound to their
        // copies' values (it does not move with the jammed loop).
        let lo = self.expr(lower)?;
        let shadowed = self.ids.get(iter).copied();
        for v in 0..self.unroll[iter] {
            let c = self.b.binop(Opcode::LLVMAdd, lo, self.c64(v));
            self.ids.insert(iter.clone(), c);
            self.jammed_copies(rest, inner)?;
        }
        self.unbind(iter, shadowed);
        Ok(())
    }

    /// Undoes a binding of `iter`: back to what it shadowed, or unbound.
    fn unbind(&mut self, iter: &str, shadowed: Option<Val>) {
        match shadowed {
            Some(v) => self.ids.insert(iter.to_string(), v),
            None => self.ids.remove(iter),
        };
    }

    /// Emits loop `n`, its body from `body`.
    fn for_loop_with(
        &mut self,
        n: &isl::AstNode,
        body_fn: impl FnOnce(&mut Self) -> Result<(), String>,
    ) -> Result<(), String> {
        let iter = match n.for_iterator().map_err(err)?.kind().map_err(err)? {
            isl::AstExprKind::Id(s) => s,
            _ => return Err("a for loop without an iterator".into()),
        };
        let init = self.expr(&n.for_init().map_err(err)?)?;
        let pre = self.cur;
        let header = self.new_block("tessera.for");
        let body = self.new_block("tessera.body");
        let exit = self.new_block("tessera.end");
        self.b.br(header);
        self.at(header);
        // SAFETY: builder at the start of the empty header block.
        let iv = self.b.phi(self.i64t);
        iv.set_name(&iter);
        iv.phi_add(init, pre);
        let shadowed = self.ids.insert(iter.clone(), iv);
        let c = self.cond(&n.for_cond().map_err(err)?)?;
        self.b.cond_br(c, body, exit);
        self.at(body);
        body_fn(self)?;
        let inc = self.expr(&n.for_inc().map_err(err)?)?;
        let next = self.b.binop(Opcode::LLVMAdd, iv, inc);
        iv.phi_add(next, self.cur);
        self.b.br(header);
        self.at(exit);
        self.unbind(&iter, shadowed);
        Ok(())
    }

    /// Re-creates one statement instance; `dims` are its domain coordinates.
    fn statement(&mut self, s: usize, dims: &[Val]) -> Result<(), String> {
        // Testing hook: a panic with generated blocks already in place.
        self.opts.maybe_panic("codegen");
        let code = &self.model.stmts[s];
        if dims.len() != code.chain.len() {
            return Err(format!(
                "statement S{s} called with {} coordinates",
                dims.len()
            ));
        }
        let mut map: HashMap<Val, Val> = HashMap::new();
        let reloaded = self.reload_reads(s, dims, &mut map)?;
        for it in &code.items {
            match it {
                Item::Inst(v) => {
                    let c = self.clone_with(s, *v, dims, &mut map)?;
                    map.insert(*v, c);
                }
                Item::PhiRead { array, .. } if reloaded.contains(array) => {}
                Item::Write { array, .. } if self.dead.contains(array) => {}
                Item::PhiRead { phi, array } => {
                    let l = self.load_slot(*array, phi.ty(), dims);
                    map.insert(*phi, l);
                }
                Item::DemotedRead { phi, store } => {
                    // The accumulator, read where the loop stores it.
                    let ptr = self.resolve(s, store.operand(1), dims, &mut map)?;
                    // ptr addresses a value of the PHI's type (the loop
                    // stores the PHI's update there).
                    let l = self.b.load(phi.ty(), ptr);
                    map.insert(*phi, l);
                }
                Item::Write { value, array } => {
                    let v = self.resolve(s, *value, dims, &mut map)?;
                    self.store_slot(*array, v, dims);
                }
            }
        }
        Ok(())
    }

    /// The extent of an inner array dimension, as i64 (a parameter
    /// expression is evaluated where the builder stands).
    fn extent(
        &mut self,
        ctx: &isl::Ctx,
        build: &isl::AstBuild,
        dim: &tessera_ir::Dim,
    ) -> Result<Val, String> {
        match dim {
            tessera_ir::Dim::Const(n) => Ok(self.c64(*n)),
            tessera_ir::Dim::Param(t) => {
                let prefix = self.model.scop.param_prefix();
                let pa = isl::PwAff::parse(ctx, &format!("{prefix}{{ [({t})] }}")).map_err(err)?;
                self.expr(&build.expr_from_pw_aff(pa).map_err(err)?)
            }
            tessera_ir::Dim::Unknown => Err("an inner array dimension of unknown size".into()),
        }
    }

    /// Subscripts and extents of the reloaded reads (in the version
    /// block: the extents are region invariants).
    fn prepare_reloads(
        &mut self,
        ctx: &isl::Ctx,
        r: &tessera_poly::reload::Reloaded,
    ) -> Result<(), String> {
        let scop = &self.model.scop;
        let index = |name: &str| -> Result<usize, String> {
            scop.arrays
                .iter()
                .position(|a| a.name == name)
                .ok_or_else(|| format!("unknown array {name}"))
        };
        for d in &r.dead {
            self.dead.push(index(d)?);
        }
        let prefix = scop.param_prefix();
        let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}")).map_err(err)?;
        let build = isl::AstBuild::from_context(universe).map_err(err)?;
        for rl in &r.reloads {
            let s = *self
                .stmt_index
                .get(&rl.stmt)
                .ok_or_else(|| format!("unknown statement {}", rl.stmt))?;
            let array = index(&rl.array)?;
            let map = isl::Map::parse(ctx, &rl.relation).map_err(err)?;
            let dom = map.clone().domain().map_err(err)?;
            let n_in = map.n_in();
            let ma = isl::PwMultiAff::from_map(map)
                .and_then(|p| p.gist(dom))
                .and_then(|p| p.as_multi_aff())
                .map_err(err)?;
            let mut subscripts = Vec::new();
            for k in 0..ma.len() {
                let aff = ma.get_at(k).map_err(err)?;
                let int = |v: isl::Val| v.to_i64().ok_or("a non-integer subscript");
                let constant = int(aff.get_constant_val().map_err(err)?)?;
                let mut dims = Vec::new();
                for i in 0..n_in {
                    dims.push(int(aff
                        .get_coefficient_val(isl::DimType::In, i)
                        .map_err(err)?)?);
                }
                let space = aff.get_space().map_err(err)?;
                let mut params = Vec::new();
                for p in 0..space.dim(isl::DimType::Param) {
                    let c = int(aff
                        .get_coefficient_val(isl::DimType::Param, p)
                        .map_err(err)?)?;
                    if c == 0 {
                        continue;
                    }
                    let name = space
                        .dim_name(isl::DimType::Param, p)
                        .map_err(err)?
                        .unwrap_or_default();
                    let idx = self
                        .model
                        .params
                        .names
                        .iter()
                        .position(|n| *n == name)
                        .ok_or_else(|| format!("unknown parameter {name}"))?;
                    params.push((idx, c));
                }
                subscripts.push((constant, dims, params));
            }
            if !self.extents.contains_key(&array) {
                let mut ext = Vec::new();
                for (k, dim) in scop.arrays[array].sizes.iter().enumerate() {
                    let v = if k == 0 {
                        self.c64(0)
                    } else {
                        self.extent(ctx, &build, dim)?
                    };
                    ext.push(v);
                }
                self.extents.insert(array, ext);
            }
            let scalar = index(&rl.scalar)?;
            self.reloads.entry(s).or_default().push(ReloadCode {
                scalar,
                array,
                subscripts,
            });
        }
        Ok(())
    }

    /// Loads the reloaded reads of statement `s` at the instance `dims`
    /// into `map` (for the PHI or the other statement's value they stand
    /// for); returns their zero-dimensional arrays.
    fn reload_reads(
        &mut self,
        s: usize,
        dims: &[Val],
        map: &mut HashMap<Val, Val>,
    ) -> Result<Vec<usize>, String> {
        use Opcode as O;
        let Some(list) = self.reloads.get(&s) else {
            return Ok(Vec::new());
        };
        let model = self.model;
        let mut done = Vec::new();
        for r in list {
            // The values the read stands for.
            let mut stands: Vec<Val> = model.stmts[s]
                .items
                .iter()
                .filter_map(|it| match it {
                    Item::PhiRead { phi, array } if *array == r.scalar => Some(*phi),
                    _ => None,
                })
                .collect();
            stands.extend(
                model
                    .value_array
                    .iter()
                    .filter(|(_, a)| **a == r.scalar)
                    .map(|(v, _)| *v),
            );
            let Some(ty) = stands.first().map(|v| v.ty()) else {
                continue;
            };
            let mut lin = self.c64(0);
            for (k, (constant, coeffs, params)) in r.subscripts.iter().enumerate() {
                let mut e = self.c64(*constant);
                for (i, c) in coeffs.iter().enumerate() {
                    if *c != 0 {
                        let t = self.b.binop(O::LLVMMul, dims[i], self.c64(*c));
                        e = self.b.binop(O::LLVMAdd, e, t);
                    }
                }
                for (p, c) in params {
                    let t = self.b.binop(O::LLVMMul, self.params[*p], self.c64(*c));
                    e = self.b.binop(O::LLVMAdd, e, t);
                }
                if k > 0 {
                    lin = self.b.binop(O::LLVMMul, lin, self.extents[&r.array][k]);
                }
                lin = self.b.binop(O::LLVMAdd, lin, e);
            }
            let base = model.bases[&r.array];
            // In bytes: the model's subscripts count elements of the
            // array's size, whatever type the copy was loaded as.
            let elem = i64::from(model.scop.arrays[r.array].elem_size.max(1));
            let bytes = self.b.binop(O::LLVMMul, lin, self.c64(elem));
            let i8t = llvm::i8_type(self.i64t.context());
            // base addresses the array the original loads read, laid out
            // with these extents; the element is one the original program
            // loaded (the copy the register carried).
            let ptr = self.b.gep(i8t, base, bytes);
            let v = self.b.load(ty, ptr);
            self.memory_accesses.push((v, r.array));
            for x in stands {
                map.insert(x, v);
            }
            done.push(r.scalar);
        }
        Ok(done)
    }

    /// Address of a zero-dimensional array's element for a statement
    /// instance: its slot, or in an expanded array the element of the
    /// instance's leading counters.
    fn slot_addr(&self, array: usize, ty: Ty, dims: &[Val]) -> Val {
        let Some((base, sizes)) = self.expanded.get(&array) else {
            return self.slots[&array];
        };
        let mut idx = self.c64(0);
        for (k, size) in sizes.iter().enumerate() {
            let scaled = self.b.binop(Opcode::LLVMMul, idx, *size);
            idx = self.b.binop(Opcode::LLVMAdd, scaled, dims[k]);
        }
        // base points to an array of ty with at least idx + 1 elements
        // (sizes bound every instance's counters).
        self.b.gep(ty, *base, idx)
    }
    fn load_slot(&self, array: usize, ty: Ty, dims: &[Val]) -> Val {
        let addr = self.slot_addr(array, ty, dims);
        self.b.load(ty, addr)
    }
    fn store_slot(&self, array: usize, v: Val, dims: &[Val]) {
        let addr = self.slot_addr(array, v.ty(), dims);
        self.b.store(v, addr);
    }

    /// Heap buffers of the expanded arrays, sized by the largest leading
    /// counters of the statements accessing them.
    fn allocate_expanded(&mut self, ctx: &isl::Ctx, applied: &Applied) -> Result<Vec<Val>, String> {
        let mut buffers = Vec::new();
        let prefix = self.model.scop.param_prefix();
        for e in applied.expansions {
            let Some(array) = self
                .model
                .scop
                .arrays
                .iter()
                .position(|a| a.name == e.array)
            else {
                return Err(format!("unknown array {} to expand", e.array));
            };
            let ty = self
                .model
                .slots
                .iter()
                .find(|s| s.array == array)
                .ok_or("expanded array without a slot")?
                .ty;
            let ds: Vec<String> = (0..e.depth).map(|k| format!("d{k}")).collect();
            let mut points =
                isl::Set::parse(ctx, &format!("{prefix}{{ [{}] : 1 = 0 }}", ds.join(", ")))
                    .map_err(err)?;
            for st in self
                .model
                .scop
                .statements
                .iter()
                .filter(|s| s.accesses.iter().any(|a| a.array == e.array))
            {
                let d = isl::Set::parse(ctx, &st.domain).map_err(err)?;
                let all: Vec<String> = (0..d.n_dim()).map(|k| format!("d{k}")).collect();
                let proj = isl::Map::parse(
                    ctx,
                    &format!(
                        "{{ {}[{}] -> [{}] }}",
                        st.name,
                        all.join(", "),
                        all[..e.depth].join(", ")
                    ),
                )
                .map_err(err)?;
                points = points.union(d.apply(proj).map_err(err)?).map_err(err)?;
            }
            let build = isl::AstBuild::from_context(
                isl::Set::parse(ctx, &format!("{prefix}{{ : }}")).map_err(err)?,
            )
            .map_err(err)?;
            let mut sizes = Vec::new();
            let mut total = self.c64(1);
            for k in 0..e.depth {
                let max = points.clone().dim_max(k).map_err(err)?;
                let m = self.expr(&build.expr_from_pw_aff(max).map_err(err)?)?;
                // extent = max(0, max + 1)
                let one = self.c64(1);
                let ext = self.b.binop(Opcode::LLVMAdd, m, one);
                let pos = self.b.icmp(LLVMIntSGT, ext, self.c64(0));
                let ext = self.b.select(pos, ext, self.c64(0));
                total = self.b.binop(Opcode::LLVMMul, total, ext);
                sizes.push(ext);
            }
            let elem = i64::from(self.model.scop.arrays[array].elem_size.max(1));
            let bytes = self.b.binop(Opcode::LLVMMul, total, self.c64(elem));
            let bytes = self.b.binop(Opcode::LLVMAdd, bytes, self.c64(elem));
            let buf = self.call_malloc(bytes);
            let _ = ty;
            self.expanded.insert(array, (buf, sizes));
            buffers.push(buf);
        }
        Ok(buffers)
    }

    /// The run-time test that no two arrays that may alias overlap: for
    /// each pair, the address ranges [lo, hi) spanned by their accessed
    /// elements (a box of the accessed indices, linearized with the
    /// recovered sizes) are disjoint. None when there is nothing to check.
    /// Also, the pairs whose test folded to `false` (constant addresses),
    /// as text for a remark.
    fn no_overlap(
        &mut self,
        ctx: &isl::Ctx,
        schedule: &str,
        range_only: bool,
    ) -> Result<(Option<Val>, Vec<String>), String> {
        use Opcode as O;
        if self.model.may_alias.is_empty() {
            return Ok((None, Vec::new()));
        }
        let prefix = self.model.scop.param_prefix();
        let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}")).map_err(err)?;
        let build = isl::AstBuild::from_context(universe).map_err(err)?;
        let mut ranges: HashMap<usize, (Val, Val)> = HashMap::new();
        let mut arrays: Vec<usize> = self
            .model
            .may_alias
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .collect();
        arrays.sort();
        arrays.dedup();
        for a in arrays {
            let arr = self.model.scop.arrays[a].clone();
            let dims: Vec<String> = (0..arr.sizes.len()).map(|k| format!("o{k}")).collect();
            let mut touched = isl::Set::parse(
                ctx,
                &format!("{prefix}{{ {}[{}] : 1 = 0 }}", arr.name, dims.join(", ")),
            )
            .map_err(err)?;
            for st in &self.model.scop.statements {
                let dom = isl::Set::parse(ctx, &st.domain).map_err(err)?;
                for acc in st.accesses.iter().filter(|x| x.array == arr.name) {
                    let r = isl::Map::parse(ctx, &acc.relation)
                        .map_err(err)?
                        .intersect_domain(dom.clone())
                        .map_err(err)?;
                    touched = touched.union(r.range().map_err(err)?).map_err(err)?;
                }
            }
            let touched = touched.coalesce().map_err(err)?;
            let elem = self.c64(i64::from(arr.elem_size.max(1)));
            let mut lo = self.c64(0);
            let mut hi = self.c64(0);
            for (k, dim) in arr.sizes.iter().enumerate() {
                if k > 0 {
                    let size = self.extent(ctx, &build, dim)?;
                    lo = self.b.binop(O::LLVMMul, lo, size);
                    hi = self.b.binop(O::LLVMMul, hi, size);
                }
                let min = touched.clone().dim_min(k).map_err(err)?;
                let max = touched.clone().dim_max(k).map_err(err)?;
                let mn = self.expr(&build.expr_from_pw_aff(min).map_err(err)?)?;
                let mx = self.expr(&build.expr_from_pw_aff(max).map_err(err)?)?;
                lo = self.b.binop(O::LLVMAdd, lo, mn);
                hi = self.b.binop(O::LLVMAdd, hi, mx);
            }
            // Addresses as integers (pointers to different objects cannot
            // be compared as pointers).
            let base = self.model.bases[&a];
            let addr = self.b.ptr_to_int(base, self.i64t);
            let lo_b = self.b.binop(O::LLVMMul, lo, elem);
            let one = self.c64(1);
            let hi_n = self.b.binop(O::LLVMAdd, hi, one);
            let hi_b = self.b.binop(O::LLVMMul, hi_n, elem);
            let lo_addr = self.b.binop(O::LLVMAdd, addr, lo_b);
            let hi_addr = self.b.binop(O::LLVMAdd, addr, hi_b);
            ranges.insert(a, (lo_addr, hi_addr));
        }
        let mut all = llvm::const_int(llvm::i1_type(self.b.context()), 1);
        let mut overlapping = Vec::new();
        for &(a, b) in &self.model.may_alias {
            let (la, ha) = ranges[&a];
            let (lb, hb) = ranges[&b];
            let before = self.b.icmp(LLVMIntSLE, ha, lb);
            let after = self.b.icmp(LLVMIntSLE, hb, la);
            let disjoint = self.b.binop(O::LLVMOr, before, after);
            if disjoint.const_int() == Some(0) {
                let arrays = &self.model.scop.arrays;
                overlapping.push(format!(
                    "the accessed ranges of @{} and @{} always overlap",
                    arrays[a].name, arrays[b].name
                ));
            }
            all = self.b.binop(O::LLVMAnd, all, disjoint);
        }
        // The exact test of paper 000 (overlaps the schedule tolerates),
        // when the arrays have one shape: either test suffices.
        if range_only {
            return Ok((Some(all), overlapping));
        }
        match self.exact_overlap_test(ctx, schedule)? {
            Some(exact) => {
                self.overlap_tolerated = true;
                Ok((Some(self.b.binop(O::LLVMOr, all, exact)), overlapping))
            }
            None => Ok((Some(all), overlapping)),
        }
    }

    /// The deviation test: with C_B = (B - A) in rows of the reference array
    /// A, the schedule is legal for the C_B in the set paper 000's analysis
    /// computes. None when it does not apply.
    fn exact_overlap_test(
        &mut self,
        ctx: &isl::Ctx,
        schedule: &str,
    ) -> Result<Option<Val>, String> {
        use Opcode as O;
        let mut group: Vec<usize> = self
            .model
            .may_alias
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .collect();
        group.sort();
        group.dedup();
        // One deviation parameter per array: beyond a few arrays the exact
        // analysis costs more than it can save.
        const MAX_EXACT_ARRAYS: usize = 4;
        if group.len() > MAX_EXACT_ARRAYS {
            return Ok(None);
        }
        let names: Vec<String> = group
            .iter()
            .map(|&a| self.model.scop.arrays[a].name.clone())
            .collect();
        // Its own, smaller budget (the range test usually decides; this
        // test only rescues overlapping calls, and cost covariance 0.6 s
        // at the full budget); what follows gets a fresh one either way.
        const EXACT_BUDGET: u64 = 500_000;
        let exact = ctx.with_nested_budget(EXACT_BUDGET, |ctx| {
            tessera_poly::alias::exact_condition(ctx, &self.model.scop, schedule, &names)
        });
        let safe = match exact {
            Ok(Some(s)) => s,
            Ok(None) => return Ok(None),
            // Past the budget (or any isl failure): the range test alone.
            Err(_) => return Ok(None),
        };
        let reference = &self.model.scop.arrays[group[0]];
        // Bytes per row of the reference array.
        let mut row = self.c64(i64::from(reference.elem_size.max(1)));
        let pnames: Vec<String> = self
            .model
            .scop
            .params
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let pprefix = if pnames.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", pnames.join(", "))
        };
        let universe = isl::AstBuild::from_context(
            isl::Set::parse(ctx, &format!("{pprefix}{{ : }}")).map_err(err)?,
        )
        .map_err(err)?;
        for dim in reference.sizes.iter().skip(1) {
            let size = match dim {
                tessera_ir::Dim::Const(n) => self.c64(*n),
                tessera_ir::Dim::Param(t) => {
                    let pa =
                        isl::PwAff::parse(ctx, &format!("{pprefix}{{ [({t})] }}")).map_err(err)?;
                    self.expr(&universe.expr_from_pw_aff(pa).map_err(err)?)?
                }
                tessera_ir::Dim::Unknown => return Ok(None),
            };
            row = self.b.binop(O::LLVMMul, row, size);
        }
        // A row of size 0 (or less: empty arrays) would make the division
        // undefined; any positive stand-in is fine, nothing is accessed.
        let positive = self.b.icmp(LLVMIntSGT, row, self.c64(0));
        let row = self.b.select(positive, row, self.c64(1));
        let base_of = |g: &Self, a: usize| g.b.ptr_to_int(g.model.bases[&a], g.i64t);
        let ref_addr = base_of(self, group[0]);
        let mut aligned = llvm::const_int(llvm::i1_type(self.b.context()), 1);
        let mut saved = Vec::new();
        for &a in &group[1..] {
            let addr = base_of(self, a);
            let delta = self.b.binop(O::LLVMSub, addr, ref_addr);
            let rem = self.b.binop(O::LLVMSRem, delta, row);
            let whole = self.b.icmp(LLVMIntEQ, rem, self.c64(0));
            aligned = self.b.binop(O::LLVMAnd, aligned, whole);
            let rows = self.b.binop(O::LLVMSDiv, delta, row);
            let name = tessera_poly::alias::deviation_param(&self.model.scop.arrays[a].name);
            saved.push((name.clone(), self.ids.insert(name, rows)));
        }
        let set = isl::Set::parse(ctx, &safe).map_err(err)?;
        let space_names: Vec<String> =
            pnames
                .iter()
                .cloned()
                .chain(group[1..].iter().map(|&a| {
                    tessera_poly::alias::deviation_param(&self.model.scop.arrays[a].name)
                }))
                .collect();
        let ctx_set = isl::Set::parse(ctx, &format!("[{}] -> {{ : }}", space_names.join(", ")))
            .map_err(err)?;
        let e = isl::AstBuild::from_context(ctx_set)
            .map_err(err)?
            .expr_from_set(set)
            .map_err(err)?;
        let inside = self.cond(&e)?;
        for (name, old) in saved {
            match old {
                Some(v) => self.ids.insert(name, v),
                None => self.ids.remove(&name),
            };
        }
        Ok(Some(self.b.binop(O::LLVMAnd, aligned, inside)))
    }

    /// Testing hook: `tessera_optimized_runs += 1` on the optimized path
    /// (a weak global the program may define and read).
    fn count_run(&mut self) {
        let g = llvm::weak_counter(self.func, "tessera_optimized_runs", self.i64t);
        let v = self.b.load(self.i64t, g);
        let n = self.b.add(v, self.c64(1));
        self.b.store(n, g);
    }

    fn call_malloc(&mut self, bytes: Val) -> Val {
        let ptr = llvm::ptr_type(self.b.context());
        let (f, fty) = llvm::get_or_insert_function(self.func, "malloc", ptr, &[self.i64t]);
        self.b.call(fty, f, &[bytes])
    }

    fn call_free(&mut self, p: Val) {
        let ptr = llvm::ptr_type(self.b.context());
        let (f, fty) = llvm::get_or_insert_function(
            self.func,
            "free",
            llvm::void_type(self.b.context()),
            &[ptr],
        );
        self.b.call(fty, f, &[p]);
    }

    fn clone_with(
        &mut self,
        s: usize,
        v: Val,
        dims: &[Val],
        map: &mut HashMap<Val, Val>,
    ) -> Result<Val, String> {
        let c = v.clone_instruction();
        let n = v.num_operands();
        let is_call = v.opcode() == Opcode::LLVMCall;
        for k in 0..n {
            if is_call && k + 1 == n {
                continue; // the callee
            }
            let o = v.operand(k);
            let r = self.resolve(s, o, dims, map)?;
            if r != o {
                c.set_operand(k, r);
            }
        }
        // The builder stamps its own location on what it inserts: keep the
        // clone's (the statement's source line).
        let loc = c.debug_loc();
        if matches!(v.opcode(), Opcode::LLVMLoad | Opcode::LLVMStore) {
            if let Some(&a) = self.model.access_array.get(&v) {
                self.memory_accesses.push((c, a));
            }
        }
        self.b.insert(c);
        c.set_debug_loc(if loc.is_none() { self.debug_loc } else { loc });
        Ok(c)
    }

    /// The value operand `o` has in the new code.
    fn resolve(
        &mut self,
        s: usize,
        o: Val,
        dims: &[Val],
        map: &mut HashMap<Val, Val>,
    ) -> Result<Val, String> {
        if let Some(v) = map.get(&o) {
            return Ok(*v);
        }
        let v = match self.model.class.get(&o) {
            None => return Ok(o), // defined outside the region, or a constant
            Some(Class::Synth(e)) => {
                let chain = self.model.stmts[s].chain.clone();
                let v = self.eval_pw(e, &chain, dims)?;
                self.cast_int(v, o.ty())
            }
            Some(Class::Remat) => self.clone_with(s, o, dims, map)?,
            Some(Class::Stmt(t)) if *t != s => {
                let arr = *self
                    .model
                    .value_array
                    .get(&o)
                    .ok_or("a statement value without its array")?;
                self.load_slot(arr, o.ty(), dims)
            }
            Some(other) => return Err(format!("operand of class {other:?} used as data")),
        };
        map.insert(o, v);
        Ok(v)
    }

    /// A piecewise-affine expression of the statement's loop counters and
    /// the parameters, as i64.
    fn eval_pw(&mut self, e: &PwExpr, chain: &[usize], dims: &[Val]) -> Result<Val, String> {
        use Opcode as O;
        match e {
            PwExpr::Affine(a) => {
                let mut acc = self.c64(a.constant);
                for (var, coeff) in &a.terms {
                    let x = match var {
                        Var::Loop(l) => {
                            let pos = chain
                                .iter()
                                .position(|c| c == l)
                                .ok_or("a loop index used outside its loop")?;
                            dims[pos]
                        }
                        Var::Param(p) => self.params[*p],
                    };
                    let t = if *coeff == 1 {
                        x
                    } else {
                        self.b.binop(O::LLVMMul, x, self.c64(*coeff))
                    };
                    acc = self.b.binop(O::LLVMAdd, acc, t);
                }
                Ok(acc)
            }
            PwExpr::Max(v) | PwExpr::Min(v) => {
                let p = if matches!(e, PwExpr::Max(_)) {
                    LLVMIntSGT
                } else {
                    LLVMIntSLT
                };
                let mut acc = self.eval_pw(v.first().ok_or("empty min/max")?, chain, dims)?;
                for x in &v[1..] {
                    let y = self.eval_pw(x, chain, dims)?;
                    let c = self.b.icmp(p, acc, y);
                    acc = self.b.select(c, acc, y);
                }
                Ok(acc)
            }
        }
    }

    /// A parameter's value, computed the way SCEV defines it, as i64.
    fn materialize(&mut self, s: &Scev) -> Result<Val, String> {
        let v = self.materialize_raw(s)?;
        Ok(self.cast_int(v, self.i64t))
    }

    fn materialize_raw(&mut self, s: &Scev) -> Result<Val, String> {
        use Opcode as O;
        let lctx = self.b.context();
        let int_ty = |bits: u32| llvm::int_type(lctx, bits);
        Ok(match s {
            Scev::Const {
                bits,
                value: Some(v),
            } => llvm::const_int(int_ty(*bits), *v),
            Scev::Unknown {
                is_ptr: false,
                value,
                ..
            } => {
                // SAFETY: SCEV names an unknown by the address of its live
                // value, printed by the C++ layer during this invocation.
                unsafe { Val::from_address(*value) }
            }
            Scev::Cast { kind, bits, op } => {
                let x = self.materialize_raw(op)?;
                let t = int_ty(*bits);
                // Integer (or pointer for ptrtoint) operands of the widths
                // SCEV gives.
                match kind {
                    CastKind::ZExt => self.b.zext(x, t),
                    CastKind::SExt => self.b.sext(x, t),
                    CastKind::Trunc => self.b.trunc(x, t),
                    CastKind::PtrToInt => self.b.ptr_to_int(x, t),
                }
            }
            Scev::Add { ops, .. } | Scev::Mul { ops, .. } => {
                let op = if matches!(s, Scev::Add { .. }) {
                    O::LLVMAdd
                } else {
                    O::LLVMMul
                };
                let mut acc = self.materialize_raw(ops.first().ok_or("empty SCEV")?)?;
                for o in &ops[1..] {
                    let x = self.materialize_raw(o)?;
                    acc = self.b.binop(op, acc, x);
                }
                acc
            }
            Scev::UDiv { lhs, rhs, .. } => {
                let a = self.materialize_raw(lhs)?;
                let b = self.materialize_raw(rhs)?;
                self.b.binop(O::LLVMUDiv, a, b)
            }
            Scev::MinMax { kind, ops, .. } => {
                let p = match kind {
                    MinMaxKind::SMax => LLVMIntSGT,
                    MinMaxKind::UMax => LLVMIntUGT,
                    MinMaxKind::SMin => LLVMIntSLT,
                    MinMaxKind::UMin => LLVMIntULT,
                };
                let mut acc = self.materialize_raw(ops.first().ok_or("empty SCEV")?)?;
                for o in &ops[1..] {
                    let x = self.materialize_raw(o)?;
                    let c = self.b.icmp(p, acc, x);
                    acc = self.b.select(c, acc, x);
                }
                acc
            }
            other => return Err(format!("cannot compute parameter {other}")),
        })
    }
}

/// The parameters for which the generated code runs (the original code
/// covers the others), so that its AST needs no case for them: those where
/// every scheduled statement runs at least once (fdtd-2d's time-tiled AST:
/// half the size without a case per empty statement). Statements guarded
/// by conditions that exclude one another (`if (flag) ... else ...` inside
/// the nest) never all run: the requirement is then that some statement
/// runs, which never excludes a parameter value where the region does
/// work. Either way, within `assumed`.
fn populated_params<'c>(
    ctx: &'c isl::Ctx,
    model: &Model,
    sched: &isl::UnionMap<'c>,
    assumed: &isl::Set<'c>,
) -> Result<isl::Set<'c>, String> {
    let universe =
        isl::Set::parse(ctx, &format!("{}{{ : }}", model.scop.param_prefix())).map_err(err)?;
    let mut every = universe.clone();
    let mut some = isl::Set::parse(ctx, &format!("{}{{ : 1 = 0 }}", model.scop.param_prefix()))
        .map_err(err)?;
    for set in sched.clone().domain().map_err(err)?.sets().map_err(err)? {
        let params = set.params().map_err(err)?;
        every = every.intersect(params.clone()).map_err(err)?;
        some = some.union(params).map_err(err)?;
    }
    let every_runs = !every
        .clone()
        .intersect(assumed.clone())
        .map_err(err)?
        .is_empty()
        .map_err(err)?;
    let populated = if every_runs { every } else { some };
    populated.coalesce().map_err(err)
}

/// Generates the code of a SCoP from its schedule, unreachable until
/// committed. On error, the partial blocks are deleted.
pub fn generate(
    model: &Model,
    func: Val,
    ctx: &isl::Ctx,
    entry_block: Bb,
    opts: &crate::Options,
    applied: &Applied,
) -> Result<Pending, Failure> {
    let i64t = llvm::i64_type(model.region.entry.as_value().ty().context());
    let lctx = i64t.context();
    let mut g = Gen {
        model,
        b: Builder::new(lctx),
        func,
        i64t,
        ids: HashMap::new(),
        params: Vec::new(),
        slots: HashMap::new(),
        expanded: HashMap::new(),
        stmt_index: model
            .scop
            .statements
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.clone(), i))
            .collect(),
        reloads: HashMap::new(),
        extents: HashMap::new(),
        dead: Vec::new(),
        blocks: Vec::new(),
        cur: entry_block,
        opts,
        unroll: applied
            .register_tiles
            .iter()
            .flat_map(|t| t.dims.iter().map(move |k| (format!("c{k}"), t.size)))
            .collect(),
        debug_loc: model
            .region
            .entry
            .terminator()
            .map(|t| t.debug_loc())
            .unwrap_or(llvm::DebugLoc::none()),
        memory_accesses: Vec::new(),
        overlap_tolerated: false,
    };
    let mut allocas = Vec::new();
    // (version block, exit PHI values, block leaving the generated code)
    type Built = (Bb, Vec<(Val, Val)>, Bb);
    let result = (|| -> Result<Built, Failure> {
        // Slots of the zero-dimensional arrays, in the entry block so that
        // they are promotable.
        let first = entry_block.first_instruction().ok_or("empty entry block")?;
        g.b.position_before(first);
        for slot in &model.slots {
            let a = g.b.alloca(slot.ty);
            a.set_name(&format!("tessera.{}", model.scop.arrays[slot.array].name));
            allocas.push(a);
            g.slots.insert(slot.array, a);
        }
        g.b.set_debug_loc(g.debug_loc);
        let version = g.new_block("tessera.version");
        g.at(version);
        for (i, (s, _)) in model.params.list.iter().enumerate() {
            let v = g.materialize(s)?;
            g.params.push(v);
            g.ids.insert(model.params.names[i].clone(), v);
        }
        // The isl AST of the schedule.
        let mut sched = isl::UnionMap::parse(ctx, &format!("{}{{ }}", model.scop.param_prefix()))
            .map_err(err)?;
        let mut domain = isl::UnionSet::parse(ctx, &format!("{}{{ }}", model.scop.param_prefix()))
            .map_err(err)?;
        for st in &model.scop.statements {
            sched = sched
                .union(isl::UnionMap::parse(ctx, &st.schedule).map_err(err)?)
                .map_err(err)?;
            domain = domain
                .union(isl::UnionSet::parse(ctx, &st.domain).map_err(err)?)
                .map_err(err)?;
        }
        if let Some(text) = applied.schedule {
            sched = isl::UnionMap::parse(ctx, text).map_err(err)?;
        }
        let sched = sched.intersect_domain(domain).map_err(err)?;
        let schedule_text = sched.to_string();
        // What the model assumed, within the context.
        let model_context = isl::Set::parse(ctx, &model.scop.context).map_err(err)?;
        let assumed = if model.scop.assumed.is_empty() {
            model_context.clone()
        } else {
            isl::Set::parse(ctx, &model.scop.assumed)
                .and_then(|a| a.intersect(model_context.clone()))
                .map_err(err)?
        };
        if assumed.is_empty().map_err(err)? {
            return Err(Failure::AlwaysFalse(format!(
                "its assumptions {} (index arithmetic does not wrap around, subscripts stay within their dimensions) never hold",
                model.scop.assumed
            )));
        }
        let populated = populated_params(ctx, model, &sched, &assumed)?;
        // The generated code runs where it is populated and the model's
        // assumptions hold; nowhere would leave it dead behind `false`.
        let runs = populated.clone().intersect(assumed).map_err(err)?;
        if runs.is_empty().map_err(err)? {
            return Err(Failure::AlwaysFalse(format!(
                "its assumptions {} (index arithmetic does not wrap around, subscripts stay within their dimensions) never hold where its statements run",
                model.scop.assumed
            )));
        }
        let context = model_context.clone().intersect(populated).map_err(err)?;
        let build = isl::AstBuild::from_context(context).map_err(err)?;
        let ast = build.node_from_schedule_map(sched).map_err(err)?;
        if opts.print_ast {
            let text = format!(
                "// {}: regenerated loop nest\n{}\n",
                model.scop.name,
                ast.to_c_string()
            );
            crate::driver::out(&text);
        }
        if let Some(r) = applied.reloaded {
            g.prepare_reloads(ctx, r)?;
        }
        let start = g.new_block("tessera.start");
        g.at(start);
        let buffers = g.allocate_expanded(ctx, applied)?;
        if let Some((&first, rest)) = buffers.split_first() {
            // An expansion buffer the allocator refuses: free the others
            // and run the original code, which needs none.
            let mut allocated = g.b.is_not_null(first);
            for &b in rest {
                let ok = g.b.is_not_null(b);
                allocated = g.b.binop(Opcode::LLVMAnd, allocated, ok);
            }
            let body = g.new_block("tessera.allocated");
            let refused = g.new_block("tessera.refused");
            g.b.cond_br(allocated, body, refused);
            g.at(refused);
            for &b in &buffers {
                g.call_free(b);
            }
            g.b.br(model.region.entry);
            g.at(body);
        }
        if opts.count_runs {
            g.count_run();
        }
        g.node(&ast)?;
        for b in buffers {
            g.call_free(b);
        }
        // Values leaving the region.
        let mut exit_values = Vec::new();
        for &phi in &model.exit_phis {
            let v = g.load_slot(model.phi_array[&phi], phi.ty(), &[]);
            exit_values.push((phi, v));
        }
        g.b.br(model.region.exit);
        let generated_exit = g.cur;
        // The version branch: the generated code runs where the model's
        // assumptions hold, the original code elsewhere.
        g.at(version);
        let (no_overlap, overlapping) =
            g.no_overlap(ctx, &schedule_text, applied.range_test_only)?;
        let cond = {
            let prefix = model.scop.param_prefix();
            let universe = isl::Set::parse(ctx, &format!("{prefix}{{ : }}")).map_err(err)?;
            let runs = runs.gist(model_context).map_err(err)?;
            if runs.plain_is_universe().map_err(err)? {
                llvm::const_int(llvm::i1_type(lctx), 1)
            } else {
                let e = isl::AstBuild::from_context(universe)
                    .map_err(err)?
                    .expr_from_set(runs)
                    .map_err(err)?;
                g.cond(&e)?
            }
        };
        let cond = match no_overlap {
            Some(c) => g.b.binop(Opcode::LLVMAnd, cond, c),
            None => cond,
        };
        // A condition the builder folded to `false` (constant addresses
        // whose ranges overlap, say): the regenerated code would be dead.
        if cond.const_int() == Some(0) {
            let why = if overlapping.is_empty() {
                "it folds to false".to_string()
            } else {
                overlapping.join(", ")
            };
            return Err(Failure::AlwaysFalse(why));
        }
        g.b.cond_br(cond, start, model.region.entry);
        // Where the generated code runs, the arrays do not overlap (alias
        // analysis or the range test says so): tell LLVM, so that LICM and
        // the vectorizer need no checks of their own (the jammed copies of
        // a register tile exceed the vectorizer's limit on them).
        if !g.overlap_tolerated {
            let names: Vec<String> = model.scop.arrays.iter().map(|a| a.name.clone()).collect();
            let scopes = llvm::AliasScopes::new(lctx, &model.scop.name, &names);
            for &(inst, array) in &g.memory_accesses {
                scopes.mark(inst, array);
            }
        }
        Ok((version, exit_values, generated_exit))
    })();
    match result {
        Ok((version, exit_values, generated_exit)) => Ok(Pending {
            version,
            blocks: g.blocks,
            allocas,
            entry: model.region.entry,
            exit_values,
            generated_exit,
            redirected: Vec::new(),
        }),
        Err(e) => {
            llvm::delete_blocks(&g.blocks);
            for a in allocas {
                a.erase();
            }
            Err(e)
        }
    }
}
