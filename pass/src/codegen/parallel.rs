//! Parallel loops: a loop the AST build marked parallel
//! (`tessera_poly::parallel`) runs its iterations on OpenMP threads. Its
//! body is generated into a function of its own (outlined), called by the
//! runtime's `__kmpc_fork_call` on every thread, where
//! `__kmpc_for_static_init_8` deals chunks of iterations round the
//! threads (a static chunked schedule, as clang's `schedule(static, c)`).
//!
//! The body is generated as any loop, with the builder in the new
//! function; it then refers to values of the function around it
//! (parameters, outer iterators, array bases, expansion buffers, slots).
//! Those are captured: stored in an array of 8-byte cells before the fork,
//! loaded at the outlined function's entry. The slots of zero-dimensional
//! arrays the body writes are private (a stack slot of each thread's own);
//! those it only reads are copied in (first-private). The parallel check
//! has proved that no value of a private array enters or leaves an
//! iteration.
//!
//! A private array in memory (`tessera_poly::parallel::PrivateArray`) gets
//! a heap copy in each thread, allocated and freed in the outlined
//! function; each iteration works on it, except the loop's last, which
//! works on the array itself: every iteration writes the same elements,
//! so the last leaves the contents the sequential loop would.

use super::private::Copy;
use super::state::{Gen, LoopName, ParallelLoop, Unbalanced};
use crate::error::Error;
use crate::llvm::{self, Bb, IntPredicate, Opcode, Val};
use std::collections::HashMap;
use tessera_poly::parallel::{LoopVerdict, PrivateArray};

/// The runtime's static schedule with chunks (`kmp_sch_static_chunked`).
const KMP_SCH_STATIC_CHUNKED: i64 = 33;
/// Chunks per thread, dealt round.
const CHUNKS_PER_THREAD: i64 = 8;
/// `ident_t` flags: a call from compiled code (`KMP_IDENT_KMPC`), and a
/// work-sharing loop besides (`KMP_IDENT_WORK_LOOP`).
const IDENT_KMPC: i32 = 2;
const IDENT_WORK_LOOP: i32 = 0x200 | IDENT_KMPC;
/// The busiest of two threads' share of a loop's work (per mille) past
/// which a parallel loop inside it runs on the threads instead: one
/// thread with more than 62.5% leaves the pair under 1.6 threads' speed.
const UNBALANCED: u16 = 625;
/// How deep integer arithmetic on captured values is computed again in
/// the outlined function.
const MAX_REMATERIALIZED: usize = 6;

/// The prefixes of the AST annotations that carry a loop's verdict (isl
/// ids carry text only), each followed by the source line of the loop
/// (empty when unknown) and `:`: parallel, before the busiest thread's
/// share and `:`, its private zero-dimensional arrays' names (`,` between
/// them) and its private arrays in memory (each after `|`, as `name=last
/// row`); parallel
/// with too little work per run, before its amount.
const PARALLEL: &str = "tessera.parallel:";
const LITTLE_WORK: &str = "tessera.little-work:";
const SEQUENTIAL: &str = "tessera.sequential";

/// The annotation of a loop the parallel check gave `verdict`, from the
/// source loop at `line`.
pub(super) fn annotation_name(verdict: &LoopVerdict, line: Option<u32>) -> String {
    let line = line.map(|l| l.to_string()).unwrap_or_default();
    match verdict {
        LoopVerdict::Parallel {
            private,
            arrays,
            busiest,
        } => {
            let arrays: String = arrays
                .iter()
                .map(|a| format!("|{}={}", a.name, a.last))
                .collect();
            format!("{PARALLEL}{line}:{busiest}:{}{arrays}", private.join(","))
        }
        LoopVerdict::TooLittleWork { work } => format!("{LITTLE_WORK}{line}:{work}"),
        LoopVerdict::Sequential => SEQUENTIAL.into(),
    }
}

/// The verdict the annotation of loop `n` carries ([`annotation_name`]),
/// and the source line; sequential without one.
pub(super) fn verdict_of(n: &isl::AstNode) -> Result<(LoopVerdict, Option<u32>), Error> {
    let Some(id) = n.annotation()? else {
        return Ok((LoopVerdict::Sequential, None));
    };
    let name = id.name()?.unwrap_or_default();
    let split = |rest: &str| -> (Option<u32>, String) {
        let (line, rest) = rest.split_once(':').unwrap_or(("", rest));
        (line.parse().ok(), rest.to_string())
    };
    Ok(
        if let Some((line, rest)) = name.strip_prefix(PARALLEL).map(split) {
            let (busiest, rest) = rest.split_once(':').unwrap_or(("", &rest));
            let busiest = busiest.parse().unwrap_or(500);
            let mut parts = rest.split('|');
            let private = parts
                .next()
                .unwrap_or_default()
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            let arrays = parts
                .filter_map(|a| a.split_once('='))
                .map(|(name, last)| PrivateArray {
                    name: name.to_string(),
                    last: last.to_string(),
                })
                .collect();
            (
                LoopVerdict::Parallel {
                    private,
                    arrays,
                    busiest,
                },
                line,
            )
        } else if let Some((line, work)) = name.strip_prefix(LITTLE_WORK).map(split) {
            let work = work.parse().unwrap_or(0);
            (LoopVerdict::TooLittleWork { work }, line)
        } else {
            (LoopVerdict::Sequential, None)
        },
    )
}

/// Whether a loop has a loop inside (the work a fork pays for).
pub(super) fn has_inner_loop(n: &isl::AstNode) -> Result<bool, Error> {
    has_inner_loop_but(n, &|_| false)
}

/// [`has_inner_loop`], not counting the loops whose iterator `unrolled`
/// holds for (register tiles' point loops: unrolled where they are jammed).
pub(super) fn has_inner_loop_but(
    n: &isl::AstNode,
    unrolled: &dyn Fn(&str) -> bool,
) -> Result<bool, Error> {
    let found = first_loop_inside(n, &mut |l| {
        Ok(match l.for_iterator()?.kind()? {
            isl::AstExprKind::Id(s) if unrolled(&s) => None,
            _ => Some(()),
        })
    })?;
    Ok(found.is_some())
}

/// The first answer `at` gives on a loop inside loop `n`, outermost
/// first, in the order of the code (both branches of an if); the loops
/// inside a loop it gives none on are asked in turn.
fn first_loop_inside<T>(
    n: &isl::AstNode,
    at: &mut dyn FnMut(&isl::AstNode) -> Result<Option<T>, Error>,
) -> Result<Option<T>, Error> {
    fn visit<T>(
        n: &isl::AstNode,
        at: &mut dyn FnMut(&isl::AstNode) -> Result<Option<T>, Error>,
    ) -> Result<Option<T>, Error> {
        match n.kind() {
            isl::AstNodeKind::For => match at(n)? {
                Some(t) => Ok(Some(t)),
                None => visit(&n.for_body()?, at),
            },
            isl::AstNodeKind::Block => {
                for c in n.block_children()? {
                    if let Some(t) = visit(&c, at)? {
                        return Ok(Some(t));
                    }
                }
                Ok(None)
            }
            isl::AstNodeKind::Mark => visit(&n.mark_node()?, at),
            isl::AstNodeKind::If => match visit(&n.if_then()?, at)? {
                Some(t) => Ok(Some(t)),
                None => match n.if_else()? {
                    Some(e) => visit(&e, at),
                    None => Ok(None),
                },
            },
            _ => Ok(None),
        }
    }
    visit(&n.for_body()?, at)
}

/// Loop `n`'s iterator and end, when the loop has the shape a fork
/// needs: steps of 1 up to `iterator <= bound` (inclusive) or `<`.
fn fork_shape<'c>(n: &isl::AstNode<'c>) -> Result<Option<(String, bool, isl::AstExpr<'c>)>, Error> {
    let iter = match n.for_iterator()?.kind()? {
        isl::AstExprKind::Id(s) => s,
        _ => return Ok(None),
    };
    if !matches!(n.for_inc()?.kind()?, isl::AstExprKind::Int(1)) {
        return Ok(None);
    }
    let cond = n.for_cond()?;
    Ok(match cond.kind()? {
        isl::AstExprKind::Op(op @ (isl::AstOp::Le | isl::AstOp::Lt)) => {
            let args = cond.args()?;
            match args.first().map(|a| a.kind()) {
                Some(Ok(isl::AstExprKind::Id(s))) if s == iter && args.len() == 2 => {
                    Some((iter, op == isl::AstOp::Le, args[1].clone()))
                }
                _ => None,
            }
        }
        _ => None,
    })
}

/// The first loop inside `n`, outermost first, that runs on the threads
/// in its place: parallel, its work shared evenly enough, without arrays
/// in memory to copy, with a loop inside, of a fork's shape.
fn inner_parallel_loop(n: &isl::AstNode) -> Result<Option<LoopName>, Error> {
    first_loop_inside(n, &mut |l| {
        let (verdict, line) = verdict_of(l)?;
        if let LoopVerdict::Parallel {
            arrays, busiest, ..
        } = verdict
        {
            if busiest <= UNBALANCED && arrays.is_empty() && has_inner_loop(l)? {
                if let Some((iterator, ..)) = fork_shape(l)? {
                    return Ok(Some(LoopName { iterator, line }));
                }
            }
        }
        Ok(None)
    })
}

impl<'m> Gen<'m> {
    /// Loop `n` on the OpenMP threads when it is marked parallel, has a
    /// loop inside, runs by steps of 1 up to a bound, and is not inside
    /// another parallel loop; false (nothing generated) otherwise.
    pub(super) fn try_parallel_loop(&mut self, n: &isl::AstNode) -> Result<bool, Error> {
        if !self.parallel_enabled || self.in_parallel {
            return Ok(false);
        }
        let (verdict, line) = verdict_of(n)?;
        let (private, arrays) = match verdict {
            LoopVerdict::Parallel {
                private,
                arrays,
                busiest,
            } => {
                // Few iterations of unequal work: a loop inside shares
                // it better, forked at each iteration of those around it.
                if busiest > UNBALANCED {
                    if let Some(inner) = inner_parallel_loop(n)? {
                        if let isl::AstExprKind::Id(iterator) = n.for_iterator()?.kind()? {
                            let u = Unbalanced {
                                outer: LoopName { iterator, line },
                                busiest,
                                inner,
                            };
                            // Named once, at the outermost loop it replaces.
                            let known = &self.left_sequential.unbalanced;
                            if !known.iter().any(|k| k.inner == u.inner) {
                                self.left_sequential.unbalanced.push(u);
                            }
                        }
                        return Ok(false);
                    }
                }
                (private, arrays)
            }
            // Parallel, with too little work per run: said in the remark.
            LoopVerdict::TooLittleWork { work } => {
                if let isl::AstExprKind::Id(iterator) = n.for_iterator()?.kind()? {
                    let name = LoopName { iterator, line };
                    let seen = &mut self.left_sequential.too_little_work;
                    if !seen.iter().any(|(l, _)| *l == name) {
                        seen.push((name, work));
                    }
                }
                return Ok(false);
            }
            LoopVerdict::Sequential => return Ok(false),
        };
        if !has_inner_loop(n)? {
            return Ok(false);
        }
        let Some((iter, inclusive, bound)) = fork_shape(n)? else {
            return Ok(false);
        };
        let Some(copies) = self.private_copies(n, &arrays)? else {
            return Ok(false);
        };
        let lb = self.expr(&n.for_init()?)?;
        let mut ub = self.expr(&bound)?;
        if !inclusive {
            ub = self.b.binop(Opcode::Sub, ub, self.c64(1));
        }
        // The fork only where the loop has iterations.
        let runs = self.b.icmp(IntPredicate::SLE, lb, ub);
        let fork = self.new_block("tessera.par.fork");
        let after = self.new_block("tessera.par.after");
        self.b.cond_br(runs, fork, after);
        self.at(fork);
        let (outlined, mut private_slots) =
            self.outline_loop(n, &iter, (lb, ub), &private, &copies)?;
        private_slots.extend(arrays.iter().map(|a| {
            format!(
                "{} (an array; the last iteration works on the array itself)",
                a.name
            )
        }));
        self.b.br(after);
        self.at(after);
        self.parallel_loops.push(ParallelLoop {
            name: LoopName {
                iterator: iter,
                line,
            },
            private: private_slots,
        });
        self.outlined.push(outlined);
        Ok(true)
    }

    /// Generates the outlined function of loop `n` (iterations `lb..=ub`)
    /// and the fork in the current block, which is run only when the loop
    /// has iterations. Returns the function and the private arrays.
    fn outline_loop(
        &mut self,
        n: &isl::AstNode,
        iter: &str,
        (lb, ub): (Val<'m>, Val<'m>),
        private: &[String],
        copies: &[Copy<'m>],
    ) -> Result<(Val<'m>, Vec<String>), Error> {
        let parent = self.func;
        let lctx = self.b.context();
        let (ptr, void) = (llvm::ptr_type(lctx), llvm::void_type(lctx));
        let name = format!("{}.tessera.par", llvm::function_name(parent));
        let (outlined, _) = llvm::add_internal_function(parent, &name, void, &[ptr, ptr, ptr]);
        llvm::copy_function_attributes(parent, outlined);
        // It reaches memory through pointers read from its cells.
        llvm::drop_inferred_attributes(outlined);
        let before = self.cur;
        let parent_blocks = self.blocks.len();
        self.func = outlined;
        let generated = self.outlined_body(n, iter, (lb, ub), outlined, copies);
        self.func = parent;
        // The outlined function's blocks go with it, not with the
        // function's new blocks.
        self.blocks.truncate(parent_blocks);
        self.at(before);
        generated?;
        let private_slots = self.capture(outlined, private)?;
        llvm::outlined_debug_info(outlined, parent);
        Ok((outlined, private_slots))
    }

    /// The outlined function's code: this thread's iterations from the
    /// runtime, the loop over them, the runtime's end of the loop.
    fn outlined_body(
        &mut self,
        n: &isl::AstNode,
        iter: &str,
        (lb, ub): (Val<'m>, Val<'m>),
        outlined: Val<'m>,
        copies: &[Copy<'m>],
    ) -> Result<(), Error> {
        let lctx = self.b.context();
        let (ptr, i32t, void) = (
            llvm::ptr_type(lctx),
            llvm::int_type(lctx, 32),
            llvm::void_type(lctx),
        );
        let entry = self.new_block("tessera.par.entry");
        self.at(entry);
        let i64t = self.i64t;
        let (lower, upper, stride) = (
            self.b.alloca(i64t),
            self.b.alloca(i64t),
            self.b.alloca(i64t),
        );
        let last = self.b.alloca(i32t);
        let buffers = self.allocate_copies(copies);
        self.b.store(lb, lower);
        self.b.store(ub, upper);
        self.b.store(self.c64(1), stride);
        self.b.store(llvm::const_int(i32t, 0), last);
        let gtid = self.b.load(i32t, llvm::param(outlined, 0));
        let ident = llvm::openmp_ident(self.func, IDENT_WORK_LOOP);
        let (init, init_ty) = llvm::get_or_insert_function(
            self.func,
            "__kmpc_for_static_init_8",
            void,
            &[ptr, i32t, i32t, ptr, ptr, ptr, ptr, i64t, i64t],
        );
        // Chunks of about an eighth of a thread's share, dealt round: a
        // triangular loop (syrk's j <= i) gives every thread a similar
        // amount of work, and a tile loop's chunks are whole tiles.
        let (nth_fn, nth_ty) =
            llvm::get_or_insert_function(self.func, "omp_get_num_threads", i32t, &[]);
        let nth = self.b.call(nth_ty, nth_fn, &[]);
        let nth = self.cast_int(nth, i64t);
        let one = self.c64(1);
        let trip = self.b.binop(Opcode::Sub, ub, lb);
        let trip = self.b.binop(Opcode::Add, trip, one);
        let parts = self.b.binop(Opcode::Mul, nth, self.c64(CHUNKS_PER_THREAD));
        let chunk = self.b.binop(Opcode::SDiv, trip, parts);
        let chunk = self
            .extreme(IntPredicate::SGT, &[chunk, one])
            .unwrap_or(one);
        let sched = llvm::const_int(i32t, KMP_SCH_STATIC_CHUNKED);
        self.b.call(
            init_ty,
            init,
            &[ident, gtid, sched, last, lower, upper, stride, one, chunk],
        );
        let first_lo = self.b.load(i64t, lower);
        let first_hi = self.b.load(i64t, upper);
        let step = self.b.load(i64t, stride);
        // for (lo, hi = this thread's first chunk; lo <= ub; lo, hi += step)
        //   for (iv = lo; iv <= min(hi, ub); iv++) body
        let chunks = self.new_block("tessera.par.chunks");
        let chunk_body = self.new_block("tessera.par.chunk");
        let exit = self.new_block("tessera.par.end");
        let pre = self.cur;
        self.b.br(chunks);
        self.at(chunks);
        let clo = self.b.phi(i64t);
        let chi = self.b.phi(i64t);
        clo.phi_add(first_lo, pre);
        chi.phi_add(first_hi, pre);
        let more = self.b.icmp(IntPredicate::SLE, clo, ub);
        self.b.cond_br(more, chunk_body, exit);
        self.at(chunk_body);
        let hi = self.extreme(IntPredicate::SLT, &[chi, ub]).unwrap_or(chi);
        let header = self.new_block("tessera.par.for");
        let body = self.new_block("tessera.par.body");
        let next_chunk = self.new_block("tessera.par.next");
        let pre = self.cur;
        self.b.br(header);
        self.at(header);
        let iv = self.b.phi(i64t);
        iv.set_name(iter);
        iv.phi_add(clo, pre);
        let c = self.b.icmp(IntPredicate::SLE, iv, hi);
        self.b.cond_br(c, body, next_chunk);
        self.at(body);
        let shadowed = self.ids.insert(iter.to_string(), iv);
        // The arrays this iteration works on: the thread's copies, the
        // arrays themselves in the last iteration.
        let mut bases: Vec<(Val<'m>, Val<'m>)> = Vec::new();
        if !copies.is_empty() {
            let is_last = self.b.icmp(IntPredicate::EQ, iv, ub);
            for (c, &buf) in copies.iter().zip(&buffers) {
                bases.push((c.base, self.b.select(is_last, c.base, buf)));
            }
        }
        let first_block = self.blocks.len();
        self.in_parallel = true;
        let lowered = self.node(&n.for_body()?);
        self.in_parallel = false;
        lowered?;
        self.rebase(body, first_block, &bases);
        let next = self.b.binop(Opcode::Add, iv, one);
        iv.phi_add(next, self.cur);
        self.b.br(header);
        self.at(next_chunk);
        self.unbind(iter, shadowed);
        let nlo = self.b.binop(Opcode::Add, clo, step);
        let nhi = self.b.binop(Opcode::Add, chi, step);
        clo.phi_add(nlo, self.cur);
        chi.phi_add(nhi, self.cur);
        self.b.br(chunks);
        self.at(exit);
        self.free_copies(&buffers);
        let (fini, fini_ty) =
            llvm::get_or_insert_function(self.func, "__kmpc_for_static_fini", void, &[ptr, i32t]);
        self.b.call(fini_ty, fini, &[ident, gtid]);
        self.b.ret_void();
        Ok(())
    }

    /// Rewrites the outlined function's uses of values of the function
    /// around it: private slots for the zero-dimensional arrays it writes
    /// (which must be among `private`, the check's), first-private copies
    /// of those it reads, integer arithmetic on captured values computed
    /// again (so that the outlined loops keep the facts ScalarEvolution
    /// knows of them: a sign-extended parameter does not wrap), the rest
    /// through the captured cells; emits the fork where the builder
    /// stands. Returns the private arrays' names.
    fn capture(&mut self, outlined: Val<'m>, private: &[String]) -> Result<Vec<String>, Error> {
        let parent = self.func;
        let mut uses: Vec<(Val<'m>, u32, Val<'m>)> = Vec::new();
        let mut stored: Vec<Val<'m>> = Vec::new();
        for b in llvm::function_blocks(outlined) {
            for i in b.instructions() {
                for k in 0..i.num_operands() {
                    let v = i.operand(k);
                    if v.parent_function() == Some(parent) {
                        uses.push((i, k, v));
                        if i.is_store() && k == 1 {
                            stored.push(v);
                        }
                    }
                }
            }
        }
        // Slots, with their array (None: a memory accumulator's, which
        // holds one element of a memory array inside an iteration).
        let mut slot_array: HashMap<Val<'m>, Option<usize>> =
            self.slots.iter().map(|(&a, &v)| (v, Some(a))).collect();
        for &a in &self.acc_allocas {
            slot_array.insert(a, None);
        }
        let arrays = &self.model.scop.arrays;
        let entry: Bb<'m> = llvm::function_blocks(outlined)[0];
        let first = entry.first_instruction().ok_or("empty outlined entry")?;
        let mut private_names = Vec::new();
        // Slots: (slot, value loaded before the fork for a first-private one).
        let mut slots: Vec<(Val<'m>, Option<Val<'m>>)> = Vec::new();
        for &(_, _, v) in &uses {
            let Some(&array) = slot_array.get(&v) else {
                continue;
            };
            if slots.iter().any(|(s, _)| *s == v) {
                continue;
            }
            let Some(array) = array else {
                // Loaded and stored back inside each iteration.
                slots.push((v, None));
                continue;
            };
            let name = &arrays[array].name;
            if stored.contains(&v) {
                if !private.iter().any(|p| p == name) {
                    return Err(format!(
                        "the parallel loop writes {name}, which the parallel check did not privatize"
                    )
                    .into());
                }
                private_names.push(name.clone());
                slots.push((v, None));
            } else {
                slots.push((v, Some(self.b.load(v.allocated_type(), v))));
            }
        }
        // In the outlined function's entry: the captured values, loaded
        // from their cells or computed again, then the slots.
        let here = self.cur;
        self.b.position_before(first);
        let mut captured: Vec<Val<'m>> = Vec::new();
        let mut replacement: HashMap<Val<'m>, Val<'m>> = HashMap::new();
        let cells_arg = llvm::param(outlined, 2);
        let mut values: Vec<Val<'m>> = uses
            .iter()
            .map(|u| u.2)
            .filter(|v| !slot_array.contains_key(v))
            .collect();
        values.extend(slots.iter().filter_map(|s| s.1));
        for v in values {
            self.inside(v, parent, cells_arg, &mut captured, &mut replacement, 0)?;
        }
        let mut promotable = Vec::new();
        for &(s, first_private) in &slots {
            let copy = self.b.alloca(s.allocated_type());
            if let Some(v) = first_private {
                self.b.store(replacement[&v], copy);
            }
            promotable.push(copy);
            replacement.insert(s, copy);
        }
        for (i, k, v) in uses {
            i.set_operand(k, replacement[&v]);
        }
        llvm::promote_allocas(outlined, &promotable);
        // The cells, stored before the fork.
        let lctx = self.b.context();
        let i8t = llvm::i8_type(lctx);
        let cells_ty = llvm::array_type(self.i64t, captured.len().max(1) as u32);
        self.b
            .position_before(self.entry_first.ok_or("no entry block position")?);
        let cells = self.b.alloca(cells_ty);
        self.at(here);
        for (k, &v) in captured.iter().enumerate() {
            let at = self.b.gep(i8t, cells, self.c64(8 * k as i64));
            self.b.store(v, at);
        }
        // The fork: every thread runs the outlined function on the cells.
        let ptr = llvm::ptr_type(lctx);
        let i32t = llvm::int_type(lctx, 32);
        let void = llvm::void_type(lctx);
        let (fork, fork_ty) = llvm::get_or_insert_variadic_function(
            parent,
            "__kmpc_fork_call",
            void,
            &[ptr, i32t, ptr],
        );
        let ident = llvm::openmp_ident(parent, IDENT_KMPC);
        self.b.call(
            fork_ty,
            fork,
            &[ident, llvm::const_int(i32t, 1), outlined, cells],
        );
        Ok(private_names)
    }

    /// The value standing for `v` (of `parent`) in the outlined function,
    /// made where the builder stands (its entry): integer casts and
    /// arithmetic computed again from their operands (up to
    /// `MAX_REMATERIALIZED` deep), anything else loaded from a new cell.
    fn inside(
        &mut self,
        v: Val<'m>,
        parent: Val<'m>,
        cells: Val<'m>,
        captured: &mut Vec<Val<'m>>,
        replacement: &mut HashMap<Val<'m>, Val<'m>>,
        depth: usize,
    ) -> Result<Val<'m>, Error> {
        if v.parent_function() != Some(parent) {
            return Ok(v);
        }
        if let Some(&r) = replacement.get(&v) {
            return Ok(r);
        }
        let cheap = v.is_instruction()
            && v.ty().is_int()
            && (crate::llvm::is_integer_arithmetic(v.opcode())
                || matches!(v.opcode(), Opcode::SRem | Opcode::URem));
        let r = if cheap && depth < MAX_REMATERIALIZED {
            let mut ops = Vec::new();
            for k in 0..v.num_operands() {
                ops.push(self.inside(
                    v.operand(k),
                    parent,
                    cells,
                    captured,
                    replacement,
                    depth + 1,
                )?);
            }
            let c = v.clone_instruction();
            for (k, o) in ops.into_iter().enumerate() {
                c.set_operand(k as u32, o);
            }
            self.b.insert(c);
            c
        } else {
            let ty = v.ty();
            if ty.element_size().is_none() && !(ty.is_int() && ty.int_width() == 1) {
                return Err(format!(
                    "a value of type {} captured by a parallel loop",
                    ty.to_text()
                )
                .into());
            }
            let i8t = llvm::i8_type(self.b.context());
            let at = self.b.gep(i8t, cells, self.c64(8 * captured.len() as i64));
            captured.push(v);
            self.b.load(ty, at)
        };
        replacement.insert(v, r);
        Ok(r)
    }
}
