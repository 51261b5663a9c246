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

mod accumulators;
mod ast;
mod buffers;
mod checks;
mod early_loads;
mod jam;
mod materialize;
mod pack;
mod parallel;
mod private;
mod reload;
mod state;
mod stmt;

pub use state::{Applied, Failure, LeftSequential, LoopName, Packed, ParallelLoop, Unbalanced};

use crate::llvm::{self, Bb, Builder, Opcode, Val};
use crate::modeling::Model;
use checks::populated_params;
use state::{Gen, Scheduled};
use std::collections::HashMap;

/// Generated code not yet reachable.
pub struct Pending<'m> {
    pub version: Bb<'m>,
    pub blocks: Vec<Bb<'m>>,
    pub allocas: Vec<Val<'m>>,
    /// Functions parallel loops were outlined into, and the loops.
    pub functions: Vec<Val<'m>>,
    /// The generated code calls malloc and free (expansion and packing
    /// buffers).
    pub calls_out: bool,
    /// The operands packed, for the remark.
    pub packed: Vec<Packed>,
    /// Why operands that could be packed are not, for the remark.
    pub unpacked: Vec<String>,
    pub parallel_loops: Vec<ParallelLoop>,
    /// Parallel loops left sequential, and why.
    pub left_sequential: LeftSequential,
    entry: Bb<'m>,
    /// (exit PHI, value it takes when coming from the generated code).
    exit_values: Vec<(Val<'m>, Val<'m>)>,
    generated_exit: Bb<'m>,
    redirected: Vec<(Val<'m>, u32)>,
    /// The region's values used after it ([`Model::escaping`]), and the
    /// instruction each stood before until [`Pending::commit`] moved it.
    escaping: Vec<Val<'m>>,
    moved: Vec<(Val<'m>, Val<'m>)>,
}

impl<'m> Pending<'m> {
    /// Makes the generated code reachable: the region's entry edges now go
    /// to the version block, and the exit PHIs learn their values.
    pub fn commit(&mut self, preds: &[Bb<'m>]) {
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
        // Values used after the region: the generated code bypasses their
        // definitions, so they move in front of the version branch, which
        // dominates both paths. Pure, and computed from values before the
        // region alone: the same value, at no cost worth a copy.
        if let Some(branch) = self.version.terminator() {
            let b = Builder::new(self.version.as_value().ty().context());
            for &v in &self.escaping {
                let Some(next) = v.next_instruction() else {
                    continue;
                };
                move_before(&b, v, branch, false);
                self.moved.push((v, next));
            }
        }
    }

    /// Undoes [`Pending::commit`] (if done) and deletes what was generated.
    pub fn abandon(self) {
        for &(t, k) in &self.redirected {
            t.set_successor(k, self.entry);
        }
        // Back where they stood, the last moved first (it may be the
        // place of the one moved before it), before the debug records
        // that followed them.
        let b = Builder::new(self.version.as_value().ty().context());
        for &(v, next) in self.moved.iter().rev() {
            move_before(&b, v, next, true);
        }
        for &(phi, _) in &self.exit_values {
            llvm::phi_remove_incoming(phi, self.generated_exit);
        }
        llvm::delete_blocks(&self.blocks);
        for a in self.allocas {
            a.erase();
        }
        for f in self.functions {
            llvm::delete_function(f);
        }
    }
}

/// Moves instruction `v` in front of `at` (and of its debug records when
/// `records`), keeping its name and source location (inserting through a
/// builder gives it new ones).
fn move_before<'m>(b: &Builder<'m>, v: Val<'m>, at: Val<'m>, records: bool) {
    let (name, loc) = (v.name(), v.debug_loc());
    v.detach();
    if records {
        b.position_before_records(at);
    } else {
        b.position_before(at);
    }
    b.insert(v);
    v.set_debug_loc(loc);
    if !name.is_empty() {
        v.set_name(&name);
    }
}

/// The block leaving the generated code, and the exit PHIs' values there.
type Built<'m> = (Bb<'m>, Vec<(Val<'m>, Val<'m>)>, Bb<'m>);

/// Generates the code of a SCoP from its schedule, unreachable until
/// committed. On error, the partial blocks are deleted.
pub fn generate<'m>(
    model: &'m Model<'m>,
    func: Val<'m>,
    ctx: &isl::Ctx,
    entry_block: Bb<'m>,
    opts: &'m crate::Options,
    applied: &Applied,
) -> Result<Pending<'m>, Failure> {
    let mut g = Gen::new(model, func, entry_block, opts, applied);
    let mut allocas = Vec::new();
    let lowered = g.lower(ctx, entry_block, applied, &mut allocas);
    allocas.append(&mut g.acc_allocas);
    let packed = g.packed();
    let packs_buffers = g.packs.iter().any(|p| p.buf.is_some());
    match lowered {
        Ok((version, exit_values, generated_exit)) => Ok(Pending {
            version,
            blocks: g.blocks,
            allocas,
            functions: std::mem::take(&mut g.outlined),
            calls_out: !applied.expansions.is_empty() || packs_buffers,
            packed,
            unpacked: std::mem::take(&mut g.unpacked),
            parallel_loops: std::mem::take(&mut g.parallel_loops),
            left_sequential: std::mem::take(&mut g.left_sequential),
            entry: model.region.entry,
            exit_values,
            generated_exit,
            redirected: Vec::new(),
            escaping: model.escaping.clone(),
            moved: Vec::new(),
        }),
        Err(e) => {
            llvm::delete_blocks(&g.blocks);
            for a in allocas {
                a.erase();
            }
            for f in g.outlined.drain(..) {
                llvm::delete_function(f);
            }
            Err(e)
        }
    }
}

/// The accumulators of a reloaded SCoP (`r`), proven on the model the
/// code is generated from: its reads of memory again are accesses like
/// any other, so an element another statement reloads in the same run of
/// the loop stays in memory. Each is named by the original model's
/// statement index. None in a statement that reloads a read itself: the
/// reload loads its element from memory, where the register's value is
/// not yet stored. (PolyBench's nussinov: the maximum kept in
/// `table[i][j]` across the `k` loop, stored at every iteration
/// otherwise, ran 10% slower than clang's code, which keeps it in a
/// register.)
fn reloaded_accumulators(
    ctx: &isl::Ctx,
    model: &Model<'_>,
    r: &tessera_poly::reload::Reloaded,
    sched: &isl::UnionMap<'_>,
) -> Result<Vec<tessera_poly::promotion::Accumulator>, Failure> {
    let found = tessera_poly::promotion::accumulators(ctx, &r.scop, sched)?;
    Ok(found
        .into_iter()
        .filter_map(|mut a| {
            let name = &r.scop.statements[a.stmt].name;
            if r.reloads.iter().any(|x| &x.stmt == name) {
                return None;
            }
            a.stmt = model.scop.statements.iter().position(|s| &s.name == name)?;
            Some(a)
        })
        .collect())
}

/// The statement instances to their dates: `applied`'s schedule, or the
/// model's, on the domains of the model the schedule is for (a rewritten
/// one's copies may run at more instances: `tessera_poly::widen`).
fn dated_instances<'c>(
    ctx: &'c isl::Ctx,
    model: &Model<'_>,
    applied: &Applied<'_, 'c>,
) -> Result<isl::UnionMap<'c>, Failure> {
    let prefix = model.scop.param_prefix();
    let rewritten = match (applied.schedule, applied.reloaded) {
        (Some(_), Some(r)) => &r.scop,
        _ => &model.scop,
    };
    let mut domain = isl::UnionSet::parse(ctx, &format!("{prefix}{{ }}"))?;
    for st in &rewritten.statements {
        domain = domain.union(isl::UnionSet::parse(ctx, &st.domain)?)?;
    }
    let sched = match applied.schedule {
        Some(s) => s.clone(),
        None => {
            let mut sched = isl::UnionMap::parse(ctx, &format!("{prefix}{{ }}"))?;
            for st in &model.scop.statements {
                sched = sched.union(isl::UnionMap::parse(ctx, &st.schedule)?)?;
            }
            sched
        }
    };
    Ok(sched.intersect_domain(domain)?)
}

/// Traces the AST generator's input (`tessera::ast`), whole.
fn trace_ast_input(scop: &str, source: &isl::AstSource<'_>, context: &str) {
    let (what, text) = match source {
        isl::AstSource::Tree(t) => ("tree", t.to_string()),
        isl::AstSource::Map(m) => ("map", m.to_string()),
    };
    log::trace!(target: "tessera::ast", "{scop}: AST from the {what} {text} in the context {context}");
}

/// The isl AST of the schedule (the model's, or `applied`'s), built for
/// the parameters where the generated code runs; `AlwaysFalse` when that is
/// nowhere.
fn schedule_ast<'c, 'm>(
    ctx: &'c isl::Ctx,
    model: &Model<'m>,
    applied: &Applied<'_, 'c>,
    opts: &crate::Options,
) -> Result<Scheduled<'c>, Failure> {
    let sched = dated_instances(ctx, model, applied)?;
    let schedule_text = sched.to_string();
    // Registers may hold an accumulator where the regenerated code runs
    // only on arrays apart (the address-range test, or no pair to test);
    // register tiles rewrite the statements' accesses.
    let mut accumulators = if let Some(found) = applied.accumulators {
        found.to_vec()
    } else if opts.accumulators
        && (applied.range_test_only || model.may_alias.is_empty())
        && applied.register_tiles.is_empty()
    {
        match applied.reloaded {
            None => tessera_poly::promotion::accumulators(ctx, &model.scop, &sched)?,
            Some(r) => reloaded_accumulators(ctx, model, r, &sched)?,
        }
    } else {
        Vec::new()
    };
    // What the model assumed, within the context.
    let model_context = isl::Set::parse(ctx, &model.scop.context)?;
    let assumed = if model.scop.assumed.is_empty() {
        model_context.clone()
    } else {
        isl::Set::parse(ctx, &model.scop.assumed)
            .and_then(|a| a.intersect(model_context.clone()))?
    };
    if assumed.is_empty()? {
        return Err(Failure::AlwaysFalse(format!(
            "its assumptions {} (index arithmetic does not wrap around, subscripts stay within their dimensions) never hold",
            model.scop.assumed
        )));
    }
    let populated = populated_params(ctx, model, &sched, &assumed)?;
    // The generated code runs where it is populated and the model's
    // assumptions hold; nowhere would leave it dead behind `false`.
    let runs = populated.clone().intersect(assumed)?;
    if runs.is_empty()? {
        return Err(Failure::AlwaysFalse(format!(
            "its assumptions {} (index arithmetic does not wrap around, subscripts stay within their dimensions) never hold where its statements run",
            model.scop.assumed
        )));
    }
    // The code runs only where `runs` holds (the run-time check), so the
    // AST may assume it: its bounds and guards simplify (fuzz seed 901683:
    // isl's AST 263 -> 92 ms). Not when the assumptions are a union of
    // pieces, which isl's generator splits the code over (fuzz seed
    // 901835, 14 pieces: 162 -> 666 ms).
    let runs = runs.coalesce()?;
    let context = if runs.n_basic_set()? == 1 {
        model_context.clone().intersect(runs.clone())?
    } else {
        model_context.clone().intersect(populated)?
    };
    // The AST generator's input, whole, for replaying it apart from the
    // compiler (`isl/examples/replay.rs`): most of codegen's time is isl's.
    let traced_context =
        log::log_enabled!(target: "tessera::ast", log::Level::Trace).then(|| context.to_string());
    let build = isl::AstBuild::from_context(context)?;
    // A tree's bands are generated one at a time: half the time of the
    // flat map on tiled bands. Flat dates become a tree too, unless their
    // register tiles name the loops by flat position.
    let dates_tree = match applied.tree {
        None if applied.register_tiles.is_empty() => tessera_poly::tree::from_dates(&sched)?,
        _ => None,
    };
    // From a tree, isl names each loop by its depth in bands alone, not
    // by its position in the flat dates.
    for a in &mut accumulators {
        let name = &model.scop.statements[a.stmt].name;
        let depth = match (applied.tree, &dates_tree) {
            (Some(tree), _) => tessera_poly::register::tree_loop_depths(tree, name)?
                .get(a.depth)
                .copied()
                .flatten(),
            (None, Some(tree)) => tree.loop_depth(name, a.depth),
            (None, None) => continue,
        };
        // Not a loop of the tree: no accumulator there.
        a.depth = depth.unwrap_or(usize::MAX);
    }
    // The loops marked `vectorize` (flat dates): named by their flat
    // position in the flat map's AST, by their band depth in a tree's.
    let vectorize = opts
        .vectorize_marks
        .iter()
        .filter_map(|(stmt, dim)| match (applied.tree, &dates_tree) {
            (None, Some(tree)) => tree.loop_depth(stmt, *dim).map(|d| format!("c{d}")),
            (None, None) => Some(format!("c{dim}")),
            (Some(_), _) => None,
        })
        .collect();
    let ast = crate::timing::timed(&model.scop.name, "ast", || {
        let tree = match (applied.tree, dates_tree) {
            (Some(tree), _) => Some(tree.clone()),
            (None, Some(tree)) => Some(tree.schedule),
            (None, None) => None,
        };
        let source = match tree {
            Some(tree) => isl::AstSource::Tree(tessera_poly::tree::atomic_over_unions(
                tessera_poly::register::without_repeated_points(tree)?,
            )?),
            None => isl::AstSource::Map(sched),
        };
        if let Some(context) = &traced_context {
            trace_ast_input(&model.scop.name, &source, context);
        }
        match (applied.parallel, source) {
            (None, isl::AstSource::Tree(tree)) => build.node_from_schedule(tree),
            (None, isl::AstSource::Map(map)) => build.node_from_schedule_map(map),
            // Each loop annotated with the parallel check's verdict.
            (Some(check), source) => build.node_annotating_loops(source, |b| {
                let prefix = b.get_schedule()?;
                let verdict = check.verdict(&prefix)?;
                let line = match verdict {
                    tessera_poly::parallel::LoopVerdict::Sequential => None,
                    _ => source_line(ctx, model, &prefix)?,
                };
                let name = parallel::annotation_name(&verdict, line);
                isl::Id::alloc(ctx, &name)
            }),
        }
    })?;
    if opts.print_ast {
        let text = format!(
            "// {}: regenerated loop nest\n{}\n",
            model.scop.name,
            ast.to_c_string()
        );
        crate::output::out(&text);
    }
    Ok(Scheduled {
        ast,
        schedule_text,
        runs,
        model_context,
        accumulators,
        vectorize,
    })
}

impl<'m> Gen<'m> {
    fn new(
        model: &'m Model<'m>,
        func: Val<'m>,
        entry_block: Bb<'m>,
        opts: &'m crate::Options,
        applied: &Applied,
    ) -> Gen<'m> {
        let i64t = llvm::i64_type(model.region.entry.as_value().ty().context());
        Gen {
            model,
            b: Builder::new(i64t.context()),
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
            vectorize: Vec::new(),
            jamming: None,
            debug_loc: model
                .region
                .entry
                .terminator()
                .map(|t| t.debug_loc())
                .unwrap_or(llvm::DebugLoc::none()),
            memory_accesses: Vec::new(),
            loops_emitted: 0,
            overlap_tolerated: false,
            accumulators: Vec::new(),
            promoted: HashMap::new(),
            acc_allocas: Vec::new(),
            entry_first: None,
            assumed: Vec::new(),
            parallel_enabled: applied.parallel.is_some(),
            in_parallel: false,
            outlined: Vec::new(),
            parallel_loops: Vec::new(),
            left_sequential: LeftSequential::default(),
            jam_log: None,
            jammed_bodies: Vec::new(),
            vector_registers: applied.vector_registers,
            lanes_one_by_one: applied.lanes_one_by_one,
            packs: Vec::new(),
            unpacked: Vec::new(),
        }
    }

    /// Everything [`generate`] builds: the version block, the parameters
    /// in it, the optimized path, then the version branch (its checks need
    /// what lowering the AST learned). New allocas go to `allocas`.
    fn lower(
        &mut self,
        ctx: &isl::Ctx,
        entry_block: Bb<'m>,
        applied: &Applied,
        allocas: &mut Vec<Val<'m>>,
    ) -> Result<Built<'m>, Failure> {
        let model = self.model;
        // Slots of the zero-dimensional arrays, in the entry block so that
        // they are promotable.
        let first = entry_block.first_instruction().ok_or("empty entry block")?;
        self.entry_first = Some(first);
        self.b.position_before(first);
        for slot in &model.slots {
            let a = self.b.alloca(slot.ty);
            a.set_name(&format!("tessera.{}", model.scop.arrays[slot.array].name));
            allocas.push(a);
            self.slots.insert(slot.array, a);
        }
        self.b.set_debug_loc(self.debug_loc);
        let version = self.new_block("tessera.version");
        self.at(version);
        for (i, (s, _)) in model.params.list.iter().enumerate() {
            let v = self.materialize(s)?;
            self.params.push(v);
            self.ids.insert(model.params.names[i].clone(), v);
        }
        let scheduled = schedule_ast(ctx, model, applied, self.opts)?;
        // From a tree, isl names each loop by its depth in bands alone
        // (the accumulators are mapped in `schedule_ast`).
        if let (Some(tree), Some(tile)) = (applied.tree, applied.register_tiles.first()) {
            self.unroll = tessera_poly::register::collect_in_tree(tree, tile.size)?
                .iter()
                .flat_map(|t| t.dims.iter().map(move |k| (format!("c{k}"), t.size)))
                .collect();
        }
        // Packing is an optimization: what it cannot plan stays unpacked.
        if let Err(e) = self
            .plan_packs(ctx, applied)
            .and_then(|()| self.pack_extents(ctx))
        {
            log::debug!(target: "tessera::pack", "{}: not packed: {e}", model.scop.name);
            self.packs.clear();
        }
        self.prepare_accumulators(&scheduled.accumulators);
        self.vectorize = scheduled.vectorize.clone();
        if let Some(r) = applied.reloaded {
            self.prepare_reloads(ctx, r)?;
        }
        let start = self.new_block("tessera.start");
        self.at(start);
        let exit_values = self.optimized_path(ctx, applied, &scheduled.ast)?;
        let generated_exit = self.cur;
        self.at(version);
        self.version_branch(ctx, applied, scheduled, start)?;
        // Where the version branch leaves the arrays apart.
        self.early_loads(ctx)?;
        Ok((version, exit_values, generated_exit))
    }

    /// The generated code from `start` (where the builder stands) to the
    /// region's exit: expansion buffers, the AST, the values leaving the
    /// region (returned with their exit PHIs).
    fn optimized_path(
        &mut self,
        ctx: &isl::Ctx,
        applied: &Applied,
        ast: &isl::AstNode,
    ) -> Result<Vec<(Val<'m>, Val<'m>)>, Failure> {
        let model = self.model;
        let mut buffers = self.allocate_expanded(ctx, applied)?;
        buffers.extend(self.allocate_packs());
        if let Some((&first, rest)) = buffers.split_first() {
            // An expansion buffer the allocator refuses: free the others
            // and run the original code, which needs none.
            let mut allocated = self.b.is_not_null(first);
            for &b in rest {
                let ok = self.b.is_not_null(b);
                allocated = self.b.binop(Opcode::And, allocated, ok);
            }
            let body = self.new_block("tessera.allocated");
            let refused = self.new_block("tessera.refused");
            self.b.cond_br(allocated, body, refused);
            self.at(refused);
            for &b in &buffers {
                self.call_free(b);
            }
            self.b.br(model.region.entry);
            self.at(body);
        }
        if self.opts.count_runs {
            self.count_run();
        }
        self.node(ast)?;
        for b in buffers {
            self.call_free(b);
        }
        // Values leaving the region.
        let mut exit_values = Vec::new();
        for &phi in &model.exit_phis {
            let v = self.load_slot(model.phi_array[&phi], phi.ty(), &[]);
            exit_values.push((phi, v));
        }
        self.b.br(model.region.exit);
        Ok(exit_values)
    }
}

/// The source line of the loop the innermost date of `prefix` follows
/// (the loop or its tiles: [`tessera_poly::parallel::source_dimension`]),
/// where debug information gave it.
fn source_line(
    ctx: &isl::Ctx,
    model: &Model<'_>,
    prefix: &isl::UnionMap<'_>,
) -> isl::Result<Option<u32>> {
    let Some((stmt, dim)) = tessera_poly::parallel::source_dimension(ctx, prefix)? else {
        return Ok(None);
    };
    let index = model.scop.statements.iter().position(|s| s.name == stmt);
    Ok(index
        .and_then(|i| model.stmts.get(i)?.chain.get(dim).copied())
        .and_then(|l| model.loop_lines.get(&l).copied()))
}
