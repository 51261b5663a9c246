//! The exact run-time overlap test of paper 000 §5.2 (mapping deviation on
//! access relations).
//!
//! The model assumes arrays with different names do not overlap. For arrays
//! that alias analysis cannot separate, consider them all as parts of one
//! storage array: every access `B[i][j]` becomes `A[i + C_B][j]`, where the
//! *deviation parameter* `C_B` is B's position relative to the reference
//! array A, in rows. The parameter values for which the chosen schedule's
//! violation relations stay empty are exactly the relative positions for
//! which the schedule is still legal, overlaps included: that set, over
//! `C_B`, is the test. Like the paper, this needs the arrays to have the
//! same element size and inner dimensions.

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use crate::analysis::violation;
use isl::{Ctx, Set, UnionMap};
use tessera_ir::Scop;

/// The deviation parameter of an array.
pub fn deviation_param(array: &str) -> String {
    format!("tessera_dev_{array}")
}

/// The exact test for the arrays `group` (the first one is the reference):
/// an isl set over the SCoP's parameters and one deviation parameter per
/// other array, in which `schedule` stays legal. None when the arrays'
/// shapes differ (no exact test).
pub fn exact_condition(
    ctx: &Ctx,
    scop: &Scop,
    schedule: &str,
    group: &[String],
) -> isl::Result<Option<String>> {
    let Some((reference, others)) = group.split_first() else {
        return Ok(None);
    };
    let Some(r) = scop.array(reference) else {
        return Ok(None);
    };
    if r.sizes.is_empty() {
        return Ok(None);
    }
    for o in others {
        match scop.array(o) {
            Some(a)
                if a.elem_size == r.elem_size
                    && a.sizes.len() == r.sizes.len()
                    && a.sizes[1..] == r.sizes[1..] => {}
            _ => return Ok(None),
        }
    }
    // The deviated model: one storage array, deviation parameters appended
    // to the parameter list.
    let mut dev = scop.clone();
    let devs: Vec<String> = others.iter().map(|o| deviation_param(o)).collect();
    let old_names: Vec<String> = scop.params.iter().map(|p| p.name.clone()).collect();
    let mut new_names = old_names.clone();
    new_names.extend(devs.iter().cloned());
    for d in &devs {
        dev.params.push(tessera_ir::Param {
            name: d.clone(),
            ty: "i64".into(),
        });
    }
    let old_prefix = if old_names.is_empty() {
        String::new()
    } else {
        format!("[{}] -> ", old_names.join(", "))
    };
    let new_prefix = format!("[{}] -> ", new_names.join(", "));
    let reparam = |text: &str| -> String {
        let body = text.strip_prefix(&old_prefix).unwrap_or(text);
        format!("{new_prefix}{body}")
    };
    dev.context = reparam(&dev.context);
    if !dev.assumed.is_empty() {
        dev.assumed = reparam(&dev.assumed);
    }
    for st in &mut dev.statements {
        st.domain = reparam(&st.domain);
        st.schedule = reparam(&st.schedule);
        for a in &mut st.accesses {
            let Some(k) = others.iter().position(|o| *o == a.array) else {
                a.relation = reparam(&a.relation);
                continue;
            };
            // B[s0, s1, ...] -> A[s0 + C_B, s1, ...], via isl: apply a shift.
            let n = r.sizes.len();
            let ins: Vec<String> = (0..n).map(|i| format!("s{i}")).collect();
            let mut outs = ins.clone();
            outs[0] = format!("s0 + {}", devs[k]);
            let shift = format!(
                "{new_prefix}{{ {}[{}] -> {}[{}] }}",
                a.array,
                ins.join(", "),
                reference,
                outs.join(", ")
            );
            let rel = isl::Map::parse(ctx, &reparam(&a.relation))?
                .apply_range(isl::Map::parse(ctx, &shift)?)?;
            a.relation = rel.to_string();
            a.array = reference.clone();
        }
    }
    dev.arrays.retain(|a| !others.contains(&a.name));
    let view = View::new(ctx, &dev)?;
    let deps = Dependences::compute_for_legality(&view, &dev)?;
    let sched = UnionMap::parse(ctx, &reparam(schedule))?;
    let vio = violation::check(&view, &deps, sched)?;
    // Parameter values with some violation.
    let mut bad = Set::parse(ctx, &format!("{new_prefix}{{ : 1 = 0 }}"))?;
    for rel in [&vio.flow, &vio.live, &vio.final_writes, &vio.initial_reads] {
        bad = bad.union(rel.clone().params()?)?;
    }
    let safe = bad.complement()?.coalesce()?;
    // A test of many pieces costs more than it saves: the range test alone.
    // (Each piece is a few comparisons, evaluated once per call; gemm's
    // three arrays need 9.)
    const MAX_PIECES: usize = 32;
    if safe.n_basic_set()? > MAX_PIECES {
        return Ok(None);
    }
    Ok(Some(safe.to_string()))
}
