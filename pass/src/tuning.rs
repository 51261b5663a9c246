//! Target tuning of functions whose code Tessera regenerated: what LLVM's
//! own cost model gets wrong for the loop nests Tessera makes.
//!
//! Gathers: a schedule may leave an access that jumps through memory in
//! an innermost loop (syrk's `A[j][k]` under `j`, a latency tile's rows),
//! and LLVM's vectorizers then load its elements with a gather. On AMD Zen
//! 4 and 5 those AVX-512 gathers are microcoded (AMD's optimization guide
//! 57647, section 2.11.2: avoid them), but LLVM 19 costs them as on Intel
//! (llvm-project issue 91370). Measured on an AMD EPYC (Zen 4): PolyBench
//! syrk 0.256 s with gathers, 0.095 s with scalar loads and vector
//! arithmetic; adi 0.049 s and 0.039 s. Scatters, the stores of the same
//! accesses, are microcoded there too: adi's backward sweeps stored with
//! `vscatterqpd` ran 0.0426 s, 0.0404 s without (one run). The function
//! then gets the target features `prefer-no-gather` and
//! `prefer-no-scatter` (clang's `-mno-gather -mno-scatter`). The pass
//! then clears the function's cached analyses (the C++ side): LLVM never
//! invalidates a function's target information, and with the stale one
//! the vectorizers kept costing and emitting gathers that only the back
//! end scalarized, in loop bodies the unroller had multiplied (adi's
//! compile 0.72 -> 0.34 s, its run 0.040 -> 0.034 s when they see it).

use crate::llvm::{self, Analyses, Val};
use crate::options::{Gathers, Options};
use crate::remarks::{self, Remark};

/// The target CPUs whose gathers are slow enough to avoid.
const SLOW_GATHER_CPUS: &[&str] = &["znver4", "znver5"];

/// The target features that keep LLVM's vectorizers from using gathers
/// and scatters (without their `+`).
const AVOIDING: [&str; 2] = ["prefer-no-gather", "prefer-no-scatter"];

/// Tunes function `f` (and `outlined`, the functions its regenerated
/// code calls) after a SCoP of it was regenerated; a remark at `anchor`
/// says what changed, the first time only.
pub fn tune_regenerated(
    an: &Analyses,
    opts: &Options,
    f: Val<'_>,
    outlined: &[Val<'_>],
    anchor: Option<Val<'_>>,
) {
    let Some(why) = avoids_gathers(opts.gathers, f) else {
        return;
    };
    let mut added = false;
    for &g in std::iter::once(&f).chain(outlined) {
        let features = llvm::function_string_attribute(g, "target-features").unwrap_or_default();
        let mut joined: Vec<String> = features
            .split(',')
            .filter(|x| !x.is_empty())
            .map(str::to_string)
            .collect();
        // Set either way already (`-...` by the user: kept as they chose).
        let missing: Vec<String> = AVOIDING
            .iter()
            .filter(|f| !joined.iter().any(|x| x.get(1..) == Some(**f)))
            .map(|f| format!("+{f}"))
            .collect();
        if missing.is_empty() {
            continue;
        }
        joined.extend(missing);
        llvm::set_function_string_attribute(g, "target-features", &joined.join(","));
        added |= g == f;
    }
    if added {
        remarks::emit(an, Remark::GathersAvoided { why: &why }, anchor);
    }
}

/// Why `f`'s gathers are avoided under `mode`, or None when they are not.
fn avoids_gathers(mode: Gathers, f: Val<'_>) -> Option<String> {
    match mode {
        Gathers::Keep => None,
        Gathers::Avoid => Some("option gathers=avoid".into()),
        Gathers::Auto => {
            // The CPU the code is tuned for: `-mtune`'s, else `-march`'s.
            let cpu = llvm::function_string_attribute(f, "tune-cpu")
                .filter(|c| c != "generic" && !c.is_empty())
                .or_else(|| llvm::function_string_attribute(f, "target-cpu"))?;
            SLOW_GATHER_CPUS
                .contains(&cpu.as_str())
                .then(|| format!("the target CPU, {cpu}, has microcoded gathers and scatters"))
        }
    }
}
