//! Option `parallel`, as the driver asks it: the parallel check of the
//! model code generation sees (`tessera_poly::parallel`), prepared before
//! code generation, and the remark naming the loops that run on OpenMP
//! threads after it.

use crate::codegen::{LeftSequential, ParallelLoop};
use crate::llvm::{self, Analyses, Val};
use crate::modeling::Model;
use crate::remarks::{self, Remark};
use crate::timing::timed;
use crate::Options;
use tessera_poly::parallel::ParallelCheck;

/// The parallel check of `model` (the SCoP with its reloads) with
/// `expansions` applied, as code generation will see it; None, with a
/// remark, without the OpenMP runtime or when the check fails.
#[allow(clippy::too_many_arguments)]
pub(crate) fn check<'c>(
    an: &Analyses,
    isl: &'c isl::Ctx,
    opts: &Options,
    f: Val<'_>,
    m: &Model<'_>,
    model: &tessera_ir::Scop,
    expansions: &[tessera_poly::expand::Expansion],
    anchor: Option<Val<'_>>,
) -> Option<ParallelCheck<'c>> {
    let scop = m.scop.name.as_str();
    // The body of a `#pragma omp parallel` clang outlined: its loops run
    // on threads already, and no parallel region nests in another.
    if llvm::function_name(f).contains(".omp_outlined") {
        remarks::emit(an, Remark::ParallelNested { scop }, anchor);
        return None;
    }
    if !llvm::module_has_openmp(f) {
        remarks::emit(an, Remark::ParallelWithoutOpenmp { scop }, anchor);
        return None;
    }
    let checked = timed(scop, "parallel", || {
        isl.with_budget(opts.max_operations, |isl| {
            if expansions.is_empty() {
                ParallelCheck::new(isl, model)
            } else {
                let expanded = tessera_poly::expand::apply(isl, model, expansions)?;
                ParallelCheck::new(isl, &expanded)
            }
        })
    });
    match checked {
        Ok(c) => Some(c),
        Err(e) => {
            let error = e.to_string();
            remarks::emit(
                an,
                Remark::ParallelCheckFailed {
                    scop,
                    error: &error,
                },
                anchor,
            );
            None
        }
    }
}

/// The remark naming the loops generated parallel (a loop isl generated
/// in several copies, named once); none when there are none.
pub(crate) fn remark(
    an: &Analyses,
    m: &Model<'_>,
    generated: &[ParallelLoop],
    left: &LeftSequential,
    anchor: Option<Val<'_>>,
) {
    if !left.too_little_work.is_empty() {
        let remark = Remark::ParallelTooLittleWork {
            scop: &m.scop.name,
            loops: &left.too_little_work,
            min: tessera_poly::parallel::MIN_WORK,
        };
        remarks::emit(an, remark, anchor);
    }
    if !left.unbalanced.is_empty() {
        let remark = Remark::ParallelUnbalanced {
            scop: &m.scop.name,
            loops: &left.unbalanced,
        };
        remarks::emit(an, remark, anchor);
    }
    let mut loops: Vec<ParallelLoop> = Vec::new();
    for l in generated {
        if !loops
            .iter()
            .any(|k| k.name == l.name && k.private == l.private)
        {
            loops.push(l.clone());
        }
    }
    if loops.is_empty() {
        return;
    }
    let remark = Remark::Parallel {
        scop: &m.scop.name,
        loops: &loops,
    };
    remarks::emit(an, remark, anchor);
}
