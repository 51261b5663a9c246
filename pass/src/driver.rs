//! Runs Tessera on one function: detection, modelling, code generation,
//! remarks.
//!
//! Failure policy: a rejected loop nest gets a missed remark and its inner
//! loops are tried; an isl budget overrun or an error in code generation
//! leaves the region untouched; a panic in code generation is caught here,
//! every block and slot it created is deleted and the function is left as it
//! was; the function must verify after each committed region, or that
//! region is undone.

use crate::codegen;
use crate::detect::{self, location_text, loop_anchor, Reject};
use crate::llvm::{self, Analyses, Bb, LoopDesc, Val};
use crate::modeling::{self, Model};
use crate::options::{Codegen, Phase, Schedule};
use crate::output::out;
use crate::remarks::{self, Origin, Remark};
use crate::report;
use crate::timing::timed;
use crate::Options;
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use tessera_ir::tsched;
use tessera_poly::schedule::Outcome;

/// A loop nest that is not a SCoP, with the reason.
pub struct Rejected<'ir> {
    pub header: Bb<'ir>,
    pub reject: Reject<'ir>,
}

/// What detection found in a function.
pub struct Found<'ir> {
    pub models: Vec<Model<'ir>>,
    pub rejected: Vec<Rejected<'ir>>,
}

/// CPU time the model of one region may take. isl's operation budget does
/// not bound the coalescing of many-piece domains (fuzz seed 700039: 1.2 s
/// modelling the regions of two functions, most of them rejected); a whole
/// function of the own suite or PolyBench takes at most 41 ms (deriche).
pub(crate) const MODEL_TIME: std::time::Duration = std::time::Duration::from_millis(250);

/// Model time of one function: each region's model gets what is left of
/// it (at most [`MODEL_TIME`]), and at least [`LATE_MODEL_TIME`] once it
/// is used up. A function that inlines many loop nests of costly
/// conditions otherwise pays `MODEL_TIME` for each region and for each
/// merge of two (fuzz seed 800196: 2.5 s modelling `main`, ten inlined
/// nests; seed 900965: 0.8 s, two regions at 0.25 s and six at 0.05 s).
/// The models of a whole function of the own suite or PolyBench take at
/// most 0.19 s (the own suite's adi, in one region).
const FUNCTION_MODEL_TIME: std::time::Duration = std::time::Duration::from_millis(300);

/// The limit of a region's model once the function's models took
/// [`FUNCTION_MODEL_TIME`]: a region that costs little is still modelled
/// (a region of the own suite or PolyBench other than adi's takes at most
/// 53 ms, fdtd-2d, and no function gets here), one as costly as those
/// before is not.
const LATE_MODEL_TIME: std::time::Duration = std::time::Duration::from_millis(25);

/// The time the models of one function took, and the limit of the next.
#[derive(Default)]
struct ModelClock {
    spent: std::time::Duration,
}

impl ModelClock {
    fn limit(&self) -> std::time::Duration {
        FUNCTION_MODEL_TIME
            .saturating_sub(self.spent)
            .clamp(LATE_MODEL_TIME, MODEL_TIME)
    }

    fn spend(&mut self, t: std::time::Duration) {
        self.spent += t;
    }
}

/// Finds the SCoPs of a function and builds their models.
pub fn find_scops<'ir>(
    an: &'ir Analyses,
    f: Val<'ir>,
    opts: &Options,
    isl: &isl::Ctx,
) -> Found<'ir> {
    let loops = an.loops();
    let blocks = llvm::function_blocks(f);
    let preds = detect::predecessors(&blocks);
    let mut found = Found {
        models: Vec::new(),
        rejected: Vec::new(),
    };
    let fname = f.name();
    let mut counter = 0usize;
    let mut clock = ModelClock::default();
    let mut try_region = |r: Result<detect::Region<'ir>, Reject<'ir>>,
                          counter: &mut usize|
     -> Result<Model<'ir>, Reject<'ir>> {
        let region = r?;
        let started = std::time::Instant::now();
        let limit = clock.limit();
        let clock_spent_before = clock.spent;
        let m = isl.with_budget(opts.max_operations, |isl| {
            // A step: past its limit, isl's calls fail and the region is
            // rejected with the reason (the closure itself never fails).
            let built = isl.with_step_time_limit(limit, |isl| {
                Ok(modeling::build(
                    an,
                    &loops,
                    &region,
                    f,
                    &format!("{fname}.scop{counter}"),
                    isl,
                ))
            });
            built.unwrap_or_else(|e| Err(Reject::new(e.to_string(), None)))
        });
        let took = started.elapsed();
        clock.spend(isl.in_limit_units(took));
        log::debug!(
            target: "tessera::time",
            "{fname}: model of a region of {} loop(s) {:.1} ms ({})",
            region.loops.len(),
            took.as_secs_f64() * 1e3,
            if m.is_ok() { "modelled" } else { "rejected" }
        );
        // Cut short by the late limit: say why it was short.
        let m = m.map_err(|mut reject| {
            if limit < MODEL_TIME && took >= limit {
                reject.reason = format!(
                    "{} (the models of this function took {:.2} s of its {} s already: {:.3} s for this region)",
                    reject.reason,
                    clock_spent_before.as_secs_f64(),
                    FUNCTION_MODEL_TIME.as_secs_f64(),
                    limit.as_secs_f64()
                );
            }
            reject
        });
        if m.is_ok() {
            *counter += 1;
        }
        m
    };
    // Outermost loops first; a rejected nest's inner loops are tried.
    let mut work: Vec<usize> = (0..loops.len())
        .filter(|&l| loops[l].parent.is_none())
        .rev()
        .collect();
    while let Some(l) = work.pop() {
        match try_region(detect::loop_region(an, &loops, &preds, l), &mut counter) {
            Ok(m) => found.models.push(m),
            Err(reject) => {
                found.rejected.push(Rejected {
                    header: loops[l].header,
                    reject,
                });
                let children: Vec<usize> = (0..loops.len())
                    .filter(|&c| loops[c].parent == Some(l))
                    .rev()
                    .collect();
                work.extend(children);
            }
        }
    }
    // Merge consecutive SCoPs (one's exit is the next one's entry).
    let mut i = 0;
    while i + 1 < found.models.len() {
        let (a, b) = (&found.models[i].region, &found.models[i + 1].region);
        if a.exit == b.entry {
            let r = detect::region_between(an, &loops, &preds, a.entry, b.exit);
            let name = found.models[i].scop.name.clone();
            if let Ok(mut m) = try_region(r, &mut counter) {
                m.scop.name = name;
                found.models.splice(i..i + 2, [m]);
                continue;
            }
        }
        i += 1;
    }
    found
}

pub fn run_function(an: &'_ Analyses, f: Val<'_>, opts: &Options) -> bool {
    if opts.only.as_ref().is_some_and(|only| f.name() != *only) {
        return false;
    }
    // A parallel loop's body, outlined by this pass: generated already.
    if f.name().contains(".tessera.par") {
        return false;
    }
    opts.maybe_panic(Phase::Detect);
    let loops = an.loops();
    let blocks = llvm::function_blocks(f);
    let preds = detect::predecessors(&blocks);
    for entry in detect::irreducible_cycles(&blocks, &preds) {
        remarks::emit(an, Remark::Irreducible, detect::anchor_of(an, entry));
    }
    if loops.is_empty() {
        return false;
    }
    // Promoted accumulators get their stores back while Tessera works on
    // the function (dropped at return, unwinding included).
    let _demoted = crate::demote::insert(an, &loops);
    // What a function gets does not depend on the functions before it.
    tessera_poly::memo::forget();
    let isl = isl::Ctx::new();
    isl.set_time_limit(opts.time_limit);
    isl.set_allowance(opts.time_allowance);
    isl.set_time_scale(opts.time_scale);
    let start = std::time::Instant::now();
    let mut found = find_scops(an, f, opts, &isl);
    log::debug!(
        target: "tessera::driver",
        "{}: {} instructions, {} SCoP(s) modelled, {} loop nest(s) rejected in {:.1} ms",
        f.name(),
        blocks.iter().map(|b| b.instructions().len()).sum::<usize>(),
        found.models.len(),
        found.rejected.len(),
        start.elapsed().as_secs_f64() * 1e3
    );
    report_found(an, &isl, opts, &loops, &found);
    if opts.codegen == Codegen::Never {
        return false;
    }
    let imported = match read_imports(opts.import.as_deref()) {
        Ok(i) => i,
        Err(e) => {
            remarks::emit(an, Remark::ImportFailed { error: &e }, None);
            Vec::new()
        }
    };
    // A script's legal schedules go the import path (checked again,
    // expanded, generated); a script that cannot apply changes nothing.
    let Some(script) = crate::script::decide(an, &isl, opts, &loops, &found.models, imported)
    else {
        return false;
    };
    for m in &mut found.models {
        script.guard(m, &isl);
    }
    let imported = &script.imports;
    let options: Vec<Options> = found
        .models
        .iter()
        .map(|m| script.options_for(m, opts))
        .collect();
    let mut changed = false;
    let mut allocas = Vec::new();
    for (m, opts) in found.models.iter().zip(&options) {
        if script.refused.contains(&m.scop.name) {
            continue;
        }
        let start = std::time::Instant::now();
        let regenerated = regenerate(an, &isl, opts, f, imported, &loops, m);
        log::debug!(
            target: "tessera::driver",
            "{}: {} in {:.1} ms",
            m.scop.name,
            match regenerated {
                Regenerated::Yes(_) => "regenerated",
                Regenerated::No => "left as it was",
                Regenerated::Panicked => "undone after a panic",
            },
            start.elapsed().as_secs_f64() * 1e3
        );
        match regenerated {
            Regenerated::Yes(new_allocas) => {
                changed = true;
                allocas.extend(new_allocas);
            }
            Regenerated::No => {}
            // The function is as it was, but not worth another try.
            Regenerated::Panicked => break,
        }
    }
    if !allocas.is_empty() {
        llvm::promote_allocas(f, &allocas);
    }
    changed
}

/// What detection and modelling found, as remarks and printed reports.
fn report_found(
    an: &Analyses,
    isl: &isl::Ctx,
    opts: &Options,
    loops: &[LoopDesc<'_>],
    found: &Found<'_>,
) {
    for r in &found.rejected {
        let anchor = r.reject.anchor.or_else(|| loop_anchor(loops, r.header));
        let reason = &r.reject.reason;
        remarks::emit(an, Remark::NotScop { reason }, anchor);
    }
    if opts.print_model {
        for r in &found.rejected {
            let anchor = r.reject.anchor.or_else(|| loop_anchor(loops, r.header));
            out(&format!(
                "// rejected: {}: {}\n",
                location_text(an, anchor),
                r.reject.reason
            ));
        }
        for m in &found.models {
            out(&format!("{}\n", m.scop));
        }
    }
    if opts.print_deps || opts.check_schedule.is_some() {
        for m in &found.models {
            match report::analyse(isl, opts, &m.scop) {
                Ok(text) => out(&text),
                Err(e) => out(&format!("// @{}: analysis failed: {e}\n", m.scop.name)),
            }
        }
    }
    if opts.print_loops {
        let rejected = found.rejected.iter().map(|r| (r.header, &r.reject));
        out(&crate::tags::listing(an, loops, &found.models, rejected));
    }
    crate::tags::answer(an, loops, &found.models);
    opts.maybe_panic(Phase::Model);
    for m in &found.models {
        let remark = Remark::Scop {
            scop: &m.scop.name,
            loops: m.region.loops.len(),
            statements: m.scop.statements.len(),
            arrays: m.scop.arrays.len(),
        };
        remarks::emit(an, remark, m.anchor(loops));
        crate::contraction::remark(an, isl, m, m.anchor(loops));
    }
}

/// What became of one SCoP.
enum Regenerated<'ir> {
    /// Regenerated and committed; the slots to promote.
    Yes(Vec<Val<'ir>>),
    /// Left as it is (a remark says why).
    No,
    /// Code generation panicked; what it created is deleted.
    Panicked,
}

/// Plans, generates and commits one SCoP (or undoes it).
fn regenerate<'ir>(
    an: &Analyses,
    isl: &isl::Ctx,
    opts: &'ir Options,
    f: Val<'ir>,
    imported: &crate::script::Imports,
    loops: &[LoopDesc<'ir>],
    m: &'ir Model<'ir>,
) -> Regenerated<'ir> {
    let anchor = m.anchor(loops);
    let blocks_before: HashSet<Bb<'ir>> = llvm::function_blocks(f).into_iter().collect();
    let entry = llvm::function_blocks(f)[0];
    let entry_before: HashSet<Val<'ir>> = entry.instructions().into_iter().collect();
    let functions_before: HashSet<Val<'ir>> = llvm::module_functions(f).into_iter().collect();
    let plan = plan_schedule(an, isl, opts, imported, m, anchor);
    // The schedule this build chose, kept or new.
    if let Some(dir) = &opts.export {
        let planned = plan.as_ref().map(|p| (&p.schedule, &p.register_tiles[..]));
        crate::export::schedule(an, dir, m, planned, imported, anchor);
    }
    if let Some(dir) = &opts.variants {
        crate::export::variants(an, isl, opts, dir, m, anchor);
    }
    if opts.print_explain {
        let planned = plan.as_ref().map(|p| (&p.schedule, &p.register_tiles[..]));
        crate::export::explain(isl, opts, m, planned);
    }
    // With option parallel, the original schedule too: its parallel
    // loops are what regenerating it brings.
    let parallel_check = match (&plan, opts.parallel) {
        (Some(p), true) => {
            let model = p.reloaded.as_ref().map(|r| &r.scop).unwrap_or(&m.scop);
            crate::parallel::check(an, isl, opts, f, m, model, &p.expansions, anchor)
        }
        (None, true) => crate::parallel::check(an, isl, opts, f, m, &m.scop, &[], anchor),
        _ => None,
    };
    let only_parallel = plan.is_none() && opts.codegen == Codegen::Changed;
    if only_parallel && parallel_check.is_none() {
        // The original schedule: regenerating would only cost.
        remarks::emit(an, Remark::Unchanged { scop: &m.scop.name }, anchor);
        return Regenerated::No;
    }
    let applied = codegen::Applied {
        schedule: plan.as_ref().map(|p| &p.schedule),
        tree: plan.as_ref().and_then(|p| p.tree.as_ref()),
        expansions: plan
            .as_ref()
            .map(|p| p.expansions.as_slice())
            .unwrap_or(&[]),
        reloaded: plan.as_ref().and_then(|p| p.reloaded.as_ref()),
        // Computed schedules are checked by the address-range test
        // alone: where it holds, the regenerated code carries alias
        // scopes (LICM and the vectorizer need them, and they would be
        // unsound where the exact test admits an overlap). The exact
        // test stays for imported schedules and the round trip, where
        // a person chose the order. Parallel loops need the range test
        // too: the exact test admits overlaps under which the schedule's
        // sequential order gives the same result, not threads running
        // iterations at once (tests/diff's axpy2d(n, x, x)).
        range_test_only: plan.as_ref().is_some_and(|p| p.time_tiled || p.computed)
            || parallel_check.is_some(),
        register_tiles: plan
            .as_ref()
            .map(|p| p.register_tiles.as_slice())
            .unwrap_or(&[]),
        accumulators: plan.as_ref().and_then(|p| p.accumulators.as_deref()),
        parallel: parallel_check.as_ref(),
        vector_registers: an.vector_registers(),
        lanes_one_by_one: crate::tuning::avoids_gathers(opts.gathers, f).is_some(),
    };
    // Run-time checks stay cheap: past this many array pairs to compare,
    // the region is left alone.
    const MAX_ALIAS_PAIRS: usize = 64;
    if m.may_alias.len() > MAX_ALIAS_PAIRS {
        let remark = Remark::TooManyAliasChecks {
            pairs: m.may_alias.len(),
            max: MAX_ALIAS_PAIRS,
        };
        remarks::emit(an, remark, anchor);
        return Regenerated::No;
    }
    // isl work in code generation is bounded too (AST, run-time
    // checks): past the budget the region is left alone.
    let result = timed(&m.scop.name, "codegen", || {
        isl.with_budget(opts.max_operations, |isl| {
            catch_unwind(AssertUnwindSafe(|| {
                codegen::generate(m, f, isl, entry, opts, &applied)
            }))
        })
    });
    let scop = m.scop.name.as_str();
    match result {
        Ok(Ok(pending)) if only_parallel && pending.parallel_loops.is_empty() => {
            // No loop of the original schedule runs in parallel.
            crate::parallel::remark(an, m, &[], &pending.left_sequential, anchor);
            pending.abandon();
            remarks::emit(an, Remark::Unchanged { scop: &m.scop.name }, anchor);
            Regenerated::No
        }
        Ok(Ok(pending)) => commit(an, opts, f, m, loops, pending, anchor),
        Ok(Err(codegen::Failure::AlwaysFalse(why))) => {
            remarks::emit(an, Remark::AlwaysFalse { scop, why: &why }, anchor);
            Regenerated::No
        }
        Ok(Err(codegen::Failure::Error(error))) => {
            let remark = Remark::CodegenFailed { error: &error };
            remarks::emit(an, remark, anchor);
            Regenerated::No
        }
        Err(_) => {
            // Undo whatever the aborted generation created.
            let new_blocks: Vec<Bb<'ir>> = llvm::function_blocks(f)
                .into_iter()
                .filter(|b| !blocks_before.contains(b))
                .collect();
            llvm::delete_blocks(&new_blocks);
            // Functions it made (a parallel loop's outlined body, runtime
            // declarations) once nothing calls them: the outlined ones
            // first, as they call the declarations.
            loop {
                let unused: Vec<_> = llvm::module_functions(f)
                    .into_iter()
                    .filter(|g| !functions_before.contains(g) && !llvm::is_used(*g))
                    .collect();
                if unused.is_empty() {
                    break;
                }
                unused.into_iter().for_each(llvm::delete_function);
            }
            // The users of a new entry instruction come after it.
            let new_entry: Vec<_> = entry
                .instructions()
                .into_iter()
                .filter(|i| !entry_before.contains(i))
                .collect();
            for i in new_entry.into_iter().rev() {
                if !llvm::is_used(i) {
                    i.erase();
                }
            }
            remarks::emit(an, Remark::CodegenPanic, anchor);
            Regenerated::Panicked
        }
    }
}

/// Makes generated code reachable, keeps it when the function verifies,
/// and undoes it otherwise.
fn commit<'ir>(
    an: &Analyses,
    opts: &Options,
    f: Val<'ir>,
    m: &Model<'ir>,
    loops: &[LoopDesc<'ir>],
    mut pending: codegen::Pending<'ir>,
    anchor: Option<Val<'ir>>,
) -> Regenerated<'ir> {
    let preds = detect::predecessors(&llvm::function_blocks(f));
    let entry_preds: Vec<Bb<'ir>> = preds
        .get(&m.region.entry)
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter(|p| !m.region.contains(*p))
        .collect();
    pending.commit(&entry_preds);
    // Calls into the OpenMP runtime, malloc and free for expansion
    // buffers, the run counter: what attributes inferred before this pass
    // may deny.
    if !pending.functions.is_empty() || opts.count_runs || pending.calls_out {
        llvm::drop_inferred_attributes(f);
    }
    // (The `verify` testing hook exercises the undo path.)
    if opts.inject_panic == Some(Phase::Verify)
        || !llvm::verify_function(f)
        || !pending.functions.iter().all(|&o| llvm::verify_function(o))
    {
        pending.abandon();
        remarks::emit(an, Remark::NotVerified, anchor);
        return Regenerated::No;
    }
    mark_fallback(m, loops);
    if !m.scop.assumed.is_empty() || !m.may_alias.is_empty() {
        let arrays = &m.scop.arrays;
        let may_alias: Vec<(String, String)> = m
            .may_alias
            .iter()
            .map(|&(a, b)| (arrays[a].name.clone(), arrays[b].name.clone()))
            .collect();
        let remark = Remark::Versioned {
            scop: &m.scop.name,
            assumed: &m.scop.assumed,
            may_alias: &may_alias,
        };
        remarks::emit(an, remark, anchor);
    }
    let remark = Remark::Regenerated {
        scop: &m.scop.name,
        loops: m.region.loops.len(),
        statements: m.scop.statements.len(),
    };
    remarks::emit(an, remark, anchor);
    crate::tuning::tune_regenerated(an, opts, f, &pending.functions, anchor);
    if !pending.unpacked.is_empty() {
        let remark = Remark::NotPacked {
            scop: &m.scop.name,
            why: &pending.unpacked,
        };
        remarks::emit(an, remark, anchor);
    }
    if !pending.packed.is_empty() {
        let remark = Remark::Packed {
            scop: &m.scop.name,
            packed: &pending.packed,
        };
        remarks::emit(an, remark, anchor);
    }
    crate::parallel::remark(
        an,
        m,
        &pending.parallel_loops,
        &pending.left_sequential,
        anchor,
    );

    Regenerated::Yes(pending.allocas.clone())
}

/// The original loops, behind the version branch once the regenerated code
/// is committed, run only where the arrays overlap or the model's
/// assumptions fail: cold code, kept compact. They get the mark LLVM's
/// vectorizer gives the scalar loop it keeps behind its own run-time
/// checks (not vectorized again) and are not unrolled. Optimized as the
/// main path, they cost compile time for code that runs where LLVM's own
/// checks would mostly fail too: PolyBench's kernel files compiled in
/// 2.18x clang's time, 2.08x without vectorizing them (geometric means),
/// and 2-3% fewer instructions again without unrolling them (covariance,
/// gemm, jacobi-2d).
fn mark_fallback<'ir>(m: &Model<'ir>, loops: &[LoopDesc<'ir>]) {
    for &l in &m.region.loops {
        if let Some(latch) = loops[l].latch.and_then(|b| b.terminator()) {
            llvm::mark_fallback_loop(latch);
        }
    }
}

/// The entries of the import file (`-tessera-import`), none without one.
fn read_imports(path: Option<&Path>) -> Result<Vec<tsched::Entry>, String> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    tsched::read(&text).map_err(|e| format!("{shown}:{e}"))
}

/// A schedule, the expansions it needs, and the model it is for when not
/// the original one.
struct Plan<'c> {
    schedule: isl::UnionMap<'c>,
    /// The computed schedule as a tree, for the AST generator.
    tree: Option<isl::Schedule<'c>>,
    expansions: Vec<tessera_poly::expand::Expansion>,
    reloaded: Option<tessera_poly::reload::Reloaded>,
    time_tiled: bool,
    /// Computed by the automatic scheduler (not imported).
    computed: bool,
    register_tiles: Vec<tsched::RegisterTile>,
    /// Accumulators proved for this schedule already (the original one,
    /// kept for them).
    accumulators: Option<Vec<tessera_poly::promotion::Accumulator>>,
}

/// What comes with a chosen schedule besides its map.
#[derive(Default)]
struct Chosen<'c> {
    /// The model the computed schedule is for, when not the original one.
    reloaded: Option<tessera_poly::reload::Reloaded>,
    time_tiled: bool,
    register_tiles: Vec<tsched::RegisterTile>,
    tree: Option<isl::Schedule<'c>>,
    tiled_order: Option<tessera_poly::violation::TiledOrder<'c>>,
    speculative: bool,
    /// Proved legal with no expansion by the scheduler (see
    /// `Outcome::New::proven`).
    proven: bool,
}

/// A new schedule to check and plan: its map, where it came from, and
/// what comes with it.
type Choice<'c> = (isl::Result<isl::UnionMap<'c>>, Origin, Chosen<'c>);

/// The SCoP's schedule: imported, or computed (leaving the scheduler's
/// view and dependences in `analysis`). `Err` holds (boxed: a plan is
/// large) the plan when there is no new schedule to check: the original
/// one (None, or kept for its accumulators), its remark already emitted.
fn choose_schedule<'c>(
    an: &Analyses,
    isl: &'c isl::Ctx,
    opts: &Options,
    imported: &crate::script::Imports,
    m: &Model<'_>,
    anchor: Option<Val<'_>>,
    analysis: &mut Option<(
        tessera_poly::view::View<'c>,
        tessera_poly::deps::Dependences<'c>,
    )>,
) -> Result<Choice<'c>, Box<Option<Plan<'c>>>> {
    if let Some(i) = imported.entries.iter().find(|i| i.scop == m.scop.name) {
        let chosen = Chosen {
            register_tiles: i.register_tiles.clone(),
            reloaded: imported.reloaded(&m.scop.name),
            ..Chosen::default()
        };
        return Ok((
            isl::UnionMap::parse(isl, &i.schedule),
            Origin::Imported,
            chosen,
        ));
    }
    if opts.schedule != Schedule::Auto {
        return Err(Box::new(None));
    }
    // The host's L2 for -march=native, else the target's (see tuning).
    let cache = crate::tuning::l2_cache(an);
    let mut auto = opts.auto_options(cache.0);
    // Time tiles in wavefronts where their tiles will run on threads.
    auto.wavefront = opts.parallel && llvm::module_has_openmp(an.function());
    let s = timed(&m.scop.name, "schedule", || {
        isl.with_budget(opts.max_operations, |isl| {
            tessera_poly::schedule::auto_schedule_keeping(isl, &m.scop, auto, analysis)
        })
    });
    match s {
        Ok(Outcome::New {
            schedule,
            tree,
            tiled_order,
            summary,
            reloaded,
            time_tiled,
            register_tiles,
            speculative,
            proven,
        }) => {
            let summary = crate::tuning::with_cache(summary, opts.tile_size, cache);
            let remark = Remark::Schedule {
                scop: &m.scop.name,
                summary: &summary,
            };
            remarks::emit(an, remark, anchor);
            let chosen = Chosen {
                reloaded: reloaded.map(|b| *b),
                time_tiled,
                register_tiles,
                tree,
                tiled_order,
                speculative,
                proven,
            };
            Ok((Ok(schedule), Origin::Computed, chosen))
        }
        Ok(Outcome::Kept(why)) => Err(Box::new(kept_unprofitable(an, isl, opts, m, anchor, &why))),
        Err(e) => {
            let error = e.to_string();
            let remark = Remark::NoSchedule {
                scop: &m.scop.name,
                error: &error,
            };
            remarks::emit(an, remark, anchor);
            // The original schedule stays, as when it is kept on purpose
            // (a large unrolled body the scheduler gave up on still drops
            // its overwritten stores).
            Err(Box::new(keep_original(an, isl, opts, m, anchor)))
        }
    }
}

/// The imported or computed schedule of a SCoP and the expansions it
/// needs, when it is legal; None (with a remark saying why) otherwise.
fn plan_schedule<'c>(
    an: &Analyses,
    isl: &'c isl::Ctx,
    opts: &Options,
    imported: &crate::script::Imports,
    m: &Model<'_>,
    anchor: Option<Val<'_>>,
) -> Option<Plan<'c>> {
    // The view and dependences the scheduler computed, for the check.
    let mut analysis = None;
    let (sched, origin, chosen) =
        match choose_schedule(an, isl, opts, imported, m, anchor, &mut analysis) {
            Ok(c) => c,
            Err(plan) => return *plan,
        };
    let Chosen {
        reloaded,
        time_tiled,
        register_tiles,
        tree,
        tiled_order,
        speculative,
        proven,
    } = chosen;
    // One date length for the check and the code generator alike.
    // The check and the code generator share the map.
    let padded = sched.and_then(tessera_poly::view::pad_dates);
    let sched = match padded {
        Ok(s) => s,
        Err(e) => {
            let error = e.to_string();
            let remark = Remark::BadSchedule {
                scop: &m.scop.name,
                origin,
                error: &error,
            };
            remarks::emit(an, remark, anchor);
            return None;
        }
    };
    let sched = &sched;
    // The model the schedule is for.
    let scop = reloaded.as_ref().map(|r| &r.scop).unwrap_or(&m.scop);
    // A speculative schedule refused before its dearest plan, when the
    // plan without tile loops shows why already.
    if let (true, Some((v, d)), Some(tiled)) = (speculative, analysis.as_mut(), &tiled_order) {
        let why = timed(&m.scop.name, "speculation", || {
            isl.with_budget(opts.max_operations, |isl| {
                tessera_poly::expand::speculation_unprofitable_early(isl, scop, v, d, tiled)
            })
        });
        if let Ok(Some(why)) = why {
            return kept_unprofitable(an, isl, opts, m, anchor, &why);
        }
    }
    let plan = timed(&m.scop.name, "check", || {
        if proven {
            return Ok(Some(Vec::new()));
        }
        isl.with_budget(opts.max_operations, |isl| {
            tessera_poly::expand::plan_with(
                isl,
                scop,
                sched,
                analysis.as_mut(),
                tiled_order.as_ref(),
            )
        })
    });
    // A speculative schedule pays for its tiles with its expansions.
    if let (Ok(Some(expansions)), true, Some((v, _)), Some(tiled)) =
        (&plan, speculative, &analysis, &tiled_order)
    {
        let why = isl.with_budget(opts.max_operations, |isl| {
            tessera_poly::expand::speculation_unprofitable(isl, v, scop, tiled, expansions)
        });
        if let Ok(Some(why)) = why {
            return kept_unprofitable(an, isl, opts, m, anchor, &why);
        }
    }
    match plan {
        Ok(Some(expansions)) => {
            let remark = Remark::ScheduleImported {
                scop: &m.scop.name,
                origin,
                expanded: &expansions,
            };
            remarks::emit(an, remark, anchor);
            Some(Plan {
                schedule: sched.clone(),
                tree,
                expansions,
                reloaded,
                time_tiled,
                computed: origin == Origin::Computed,
                register_tiles,
                accumulators: None,
            })
        }
        Ok(None) => {
            // The plan says only that no expansion helps; the check says
            // what breaks (nothing to quote when it fails).
            let verdict = report::verdict(isl, &m.scop, &sched.to_string(), opts.max_operations);
            let violation = match &verdict {
                Ok(report::Verdict::Illegal(v)) => v.first(),
                _ => None,
            };
            let remark = Remark::ScheduleIllegal {
                scop: &m.scop.name,
                origin,
                violation,
            };
            remarks::emit(an, remark, anchor);
            None
        }
        Err(e) => {
            let error = e.to_string();
            let remark = Remark::ScheduleRejected {
                scop: &m.scop.name,
                error: &error,
            };
            remarks::emit(an, remark, anchor);
            None
        }
    }
}

/// The original schedule stays, the remark says why (not predicted to
/// pay); accumulators may still be kept in registers.
fn kept_unprofitable<'c>(
    an: &Analyses,
    isl: &'c isl::Ctx,
    opts: &Options,
    m: &Model<'_>,
    anchor: Option<Val<'_>>,
    why: &str,
) -> Option<Plan<'c>> {
    let remark = Remark::NotProfitable {
        scop: &m.scop.name,
        why,
    };
    remarks::emit(an, remark, anchor);
    keep_original(an, isl, opts, m, anchor)
}

/// The original schedule, regenerated when it lets registers hold memory
/// accumulators (`tessera_poly::promotion`) or lets LLVM drop stores that
/// a later statement overwrites (`tessera_poly::overwritten`): both need
/// the arrays apart, which the regenerated code's run-time check and
/// alias scopes give. None when it has neither.
fn keep_original<'c>(
    an: &Analyses,
    isl: &'c isl::Ctx,
    opts: &Options,
    m: &Model<'_>,
    anchor: Option<Val<'_>>,
) -> Option<Plan<'c>> {
    if !opts.accumulators {
        return None;
    }
    let found = isl.with_budget(opts.max_operations, |isl| -> isl::Result<_> {
        let sched = tessera_poly::view::original_schedule(isl, &m.scop)?;
        let found = tessera_poly::promotion::accumulators(isl, &m.scop, &sched)?;
        let overwritten = if found.is_empty() {
            tessera_poly::overwritten::overwritten_stores(isl, &m.scop, &sched)?
        } else {
            Vec::new()
        };
        Ok((found, overwritten, sched))
    });
    let line = |stmt: usize| m.scop.statements[stmt].location.as_ref().map(|l| l.line);
    let (found, schedule) = match found {
        Ok((found, _, schedule)) if !found.is_empty() => (found, schedule),
        Ok((_, overwritten, schedule)) if !overwritten.is_empty() => {
            // Each array and line once (an unrolled loop repeats them).
            let mut stores: Vec<(String, Option<u32>)> = Vec::new();
            for o in &overwritten {
                let store = (o.array.clone(), line(o.stmt));
                if !stores.contains(&store) {
                    stores.push(store);
                }
            }
            let remark = Remark::Overwritten {
                scop: &m.scop.name,
                count: overwritten.len(),
                stores: &stores,
            };
            remarks::emit(an, remark, anchor);
            return Some(original_plan(schedule, None));
        }
        _ => return None,
    };
    let kept: Vec<(String, Option<u32>)> = found
        .iter()
        .map(|a| (a.array.clone(), line(a.stmt)))
        .collect();
    let remark = Remark::Accumulators {
        scop: &m.scop.name,
        kept: &kept,
    };
    remarks::emit(an, remark, anchor);
    Some(original_plan(schedule, Some(found)))
}

/// The original schedule as a plan, checked like a computed schedule: the
/// address-range test, which keeps arrays apart as accumulators and
/// dropped stores need.
fn original_plan<'c>(
    schedule: isl::UnionMap<'c>,
    accumulators: Option<Vec<tessera_poly::promotion::Accumulator>>,
) -> Plan<'c> {
    Plan {
        schedule,
        tree: None,
        expansions: Vec::new(),
        reloaded: None,
        time_tiled: false,
        computed: true,
        register_tiles: Vec::new(),
        accumulators,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn models_get_the_late_limit_once_the_function_took_its_share() {
        let mut clock = ModelClock::default();
        assert_eq!(clock.limit(), MODEL_TIME);
        // What is left of the function's time, while it is more than the
        // late limit.
        clock.spend(FUNCTION_MODEL_TIME - MODEL_TIME + Duration::from_millis(100));
        assert_eq!(clock.limit(), MODEL_TIME - Duration::from_millis(100));
        clock.spend(MODEL_TIME - Duration::from_millis(100) - LATE_MODEL_TIME);
        assert_eq!(clock.limit(), LATE_MODEL_TIME);
        clock.spend(Duration::from_millis(1));
        assert_eq!(clock.limit(), LATE_MODEL_TIME);
        // Cheap regions after it do not bring the full limit back.
        clock.spend(Duration::from_micros(300));
        assert_eq!(clock.limit(), LATE_MODEL_TIME);
    }
}
