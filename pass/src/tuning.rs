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
use crate::options::{Gathers, Options, TileSize};
use crate::remarks::{self, Remark};

/// The L2 cache size the automatic schedule sizes its tiles for, in
/// bytes, and where it comes from: the host's (`/sys/devices/system/cpu`)
/// when the function's `target-cpu` is the host CPU (`-march=native`, or a
/// `-march` naming it), else LLVM's target information, which answers
/// 256 KiB on x86 whatever the CPU (AMD Zen 4 has 1 MiB), else 256 KiB.
/// Measured on an AMD EPYC (Zen 4), runs minutes apart on a shared
/// machine: a square DGEMM (n = 2000) ran 27-37 GFLOP/s with the 96-wide
/// tiles 256 KiB allows, 30-40 with 128-wide ones.
pub fn l2_cache(an: &Analyses) -> (u64, &'static str) {
    let cpu = llvm::function_string_attribute(an.function(), "target-cpu").unwrap_or_default();
    if !cpu.is_empty() && cpu == host_cpu() {
        if let Some(bytes) = host_l2() {
            return (bytes, "the host's, from sysfs");
        }
    }
    match an.l2_cache_size() {
        Some(bytes) => (bytes, "LLVM's target information"),
        None => (tessera_poly::cache::DEFAULT_BYTES, "a default"),
    }
}

/// A schedule summary with the cache its automatic tile sizes were made
/// for (`cache`, from [`l2_cache`]), when a band was tiled by them: the
/// remark says which figure decided.
pub fn with_cache(summary: String, tile_size: TileSize, cache: (u64, &str)) -> String {
    if tile_size == TileSize::Auto && summary.contains(" tiled by ") {
        format!(
            "{summary}; tiles sized for an L2 cache of {} KiB ({})",
            cache.0 / 1024,
            cache.1
        )
    } else {
        summary
    }
}

/// The host CPU's name, asked once.
fn host_cpu() -> &'static str {
    static HOST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HOST.get_or_init(llvm::host_cpu_name)
}

/// The host's L2 cache size (the unified level-2 cache of CPU 0, from
/// sysfs), read once; None where sysfs does not say.
fn host_l2() -> Option<u64> {
    static L2: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    *L2.get_or_init(|| {
        let dir = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
        let read = |p: std::path::PathBuf| std::fs::read_to_string(p).ok();
        for entry in std::fs::read_dir(dir).ok()?.flatten() {
            let d = entry.path();
            let level = read(d.join("level"));
            let kind = read(d.join("type"));
            if level.as_deref().map(str::trim) == Some("2")
                && matches!(kind.as_deref().map(str::trim), Some("Unified" | "Data"))
            {
                return read(d.join("size")).and_then(|s| parse_size(s.trim()));
            }
        }
        None
    })
}

/// A sysfs cache size (`1024K`, `2M`, `512`) in bytes.
fn parse_size(s: &str) -> Option<u64> {
    let (digits, unit) = match s.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => s.split_at(i),
        None => (s, ""),
    };
    let n: u64 = digits.parse().ok()?;
    match unit {
        "" => Some(n),
        "K" => Some(n * 1024),
        "M" => Some(n * 1024 * 1024),
        "G" => Some(n * 1024 * 1024 * 1024),
        _ => None,
    }
}

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
pub(crate) fn avoids_gathers(mode: Gathers, f: Val<'_>) -> Option<String> {
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

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sysfs_cache_sizes() {
        assert_eq!(parse_size("1024K"), Some(1024 * 1024));
        assert_eq!(parse_size("2M"), Some(2 * 1024 * 1024));
        assert_eq!(parse_size("512"), Some(512));
        assert_eq!(parse_size("32768K"), Some(32 * 1024 * 1024));
        assert_eq!(parse_size("1X"), None);
        assert_eq!(parse_size(""), None);
    }
}
