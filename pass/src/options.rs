//! Tessera's options, declared once here.
//!
//! Each option is reachable two ways with the same name: as a pass
//! parameter, `-passes='tessera<max-operations=100000;print-model>'`, and as
//! a flag, `-mllvm -tessera-max-operations=100000` (clang) or
//! `-tessera-max-operations=100000` (opt). The C++ layer builds one
//! `cl::opt` per entry of [`OPTIONS`]; a pass parameter overrides a flag,
//! which overrides the default.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;
use tessera_poly::schedule::{AutoOptions, Fuse};

/// One declared option: its name, default and help (the C++ layer's
/// `cl::opt`), and how its value is parsed into [`Options`], so that the
/// table alone says which options exist.
pub struct OptionDecl {
    pub name: &'static str,
    pub default: &'static str,
    pub help: &'static str,
    /// Sets the option from its text; an error names the option and the
    /// value.
    pub set: fn(&mut Options, &str) -> Result<(), String>,
}

/// The option table (the C++ layer reads it through FFI at load time).
pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "max-operations",
        default: "1000000",
        help: "isl operation budget of each phase of a SCoP (modeling, scheduling, legality, code generation); past it the SCoP is left untouched",
        set: |o, v| {
            o.max_operations = v
                .parse()
                .map_err(|_| format!("option 'max-operations' takes a number, not '{v}'"))?;
            Ok(())
        },
    },
    OptionDecl {
        name: "time-limit",
        default: "2",
        help: "CPU seconds of isl work each phase of a SCoP may take (modeling, scheduling, legality, code generation), bounding what the operation budget does not (the scheduler's Farkas duals); past it the SCoP is left untouched; 0: no limit",
        set: |o, v| {
            o.time_limit = seconds("time-limit", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "time-allowance",
        default: "4",
        help: "CPU seconds of isl work Tessera may spend on one function, all its SCoPs and phases together; a SCoP whose work it does not cover is left untouched with a remark; 0: no allowance",
        set: |o, v| {
            o.time_allowance = seconds("time-allowance", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "time-scale",
        default: "1",
        help: "multiplies the CPU-time limit of every step inside a phase (a region's model, a run of isl's scheduler, the dependences, the attempt that keeps live ranges), for a slower or loaded machine, or a test whose model needs most of a limit; time-limit and time-allowance are separate",
        set: |o, v| {
            o.time_scale = v
                .parse()
                .ok()
                .filter(|n: &u32| *n >= 1)
                .ok_or_else(|| format!("option 'time-scale' takes a whole number from 1, not '{v}'"))?;
            Ok(())
        },
    },
    OptionDecl {
        name: "codegen",
        default: "changed",
        help: "regenerate a SCoP: `changed` (only when its schedule changes), `always` (also with the original schedule: the round trip), `never` (analyse only; true/false mean always/never)",
        set: |o, v| {
            o.codegen = match v {
                "changed" => Codegen::Changed,
                "always" | "true" | "1" | "on" | "" => Codegen::Always,
                "never" | "false" | "0" | "off" => Codegen::Never,
                _ => {
                    return Err(format!(
                        "option 'codegen' takes changed, always or never, not '{v}'"
                    ))
                }
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "print-model",
        default: "false",
        help: "print each SCoP's model and every rejected loop nest to stdout",
        set: |o, v| {
            o.print_model = parse_bool("print-model", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "print-loops",
        default: "false",
        help: "print each SCoP's loops and statements with their tags (C labels, @LINE) and depths, the rejected loop nests, and the labels that tag nothing, to stdout",
        set: |o, v| {
            o.print_loops = parse_bool("print-loops", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "print-ast",
        default: "false",
        help: "print the loop nest regenerated for each SCoP (isl AST, C form) to stdout",
        set: |o, v| {
            o.print_ast = parse_bool("print-ast", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "print-deps",
        default: "false",
        help: "print each SCoP's dependences and live ranges to stdout",
        set: |o, v| {
            o.print_deps = parse_bool("print-deps", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "check-schedule",
        default: "",
        help: "check a schedule (isl union map, or @FILE) against each SCoP whose statements it names; print legal or the violations",
        set: |o, v| {
            o.check_schedule = match v.strip_prefix('@') {
                _ if v.is_empty() => None,
                Some(path) => Some(ScheduleSource::File(PathBuf::from(path))),
                None => Some(ScheduleSource::Text(v.to_string())),
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "check-parallel",
        default: "",
        help: "with check-schedule: check that this schedule dimension (0-based) can run in parallel (reorderable reductions allowed)",
        set: |o, v| {
            o.check_parallel = if v.is_empty() {
                None
            } else {
                Some(v.parse().map_err(|_| {
                    format!("option 'check-parallel' takes a dimension number, not '{v}'")
                })?)
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "schedule",
        default: "auto",
        help: "`auto`: compute a schedule with isl's scheduler, tile its permutable bands that have reuse, keep the original schedule when that is not predicted to pay (remarks say why); `original`: keep the original schedule unless one is imported",
        set: |o, v| {
            o.schedule = match v {
                "auto" => Schedule::Auto,
                "original" => Schedule::Original,
                _ => {
                    return Err(format!(
                        "option 'schedule' takes original or auto, not '{v}'"
                    ))
                }
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "tile-size",
        default: "auto",
        help: "tile size of the `schedule=auto` tiling: a number, or `auto` (per band, the largest multiple of 16 up to 128 whose tiles' data, one tile of every array the band touches, fills at most 3/4 of the target's L2 cache: the host's for a function compiled for the host CPU, else LLVM's target information's)",
        set: |o, v| {
            o.tile_size = if v == "auto" {
                TileSize::Auto
            } else {
                v.parse()
                    .ok()
                    .filter(|n: &u32| *n >= 2)
                    .map(TileSize::Fixed)
                    .ok_or_else(|| {
                        format!("option 'tile-size' takes auto or a number of at least 2, not '{v}'")
                    })?
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "register-tile",
        default: "4",
        help: "register tiling in `schedule=auto`: inside each cache tile, the (up to) two loops just outside the innermost one, when some access stays on one element along them, are tiled by this size and unrolled into the innermost loop (unroll-and-jam); 0 or 1: none",
        set: |o, v| {
            let n: u32 = v
                .parse()
                .ok()
                .filter(|n: &u32| *n <= 16)
                .ok_or_else(|| {
                    format!("option 'register-tile' takes a number from 0 to 16, not '{v}'")
                })?;
            // A tile of one iteration is no tiling.
            o.register_tile = (n >= 2).then_some(n);
            Ok(())
        },
    },
    OptionDecl {
        name: "fuse",
        default: "smart",
        help: "fusion in `schedule=auto`: `max` (isl's clustering: fuse whatever shares data), `none` (one loop nest per strongly connected component of the dependence graph), `smart` (max, unless it puts a statement under a loop it does not iterate over, or its innermost loops leave more accesses off stride 1 than distribution's; none then)",
        set: |o, v| {
            o.fuse = match v {
                "max" => Fuse::Max,
                "none" => Fuse::None,
                "smart" => Fuse::Smart,
                _ => return Err(format!("option 'fuse' takes max, none or smart, not '{v}'")),
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "import",
        default: "",
        help: "apply the schedules in this file (lines `@scop \"isl union map\"`, optionally followed by `unroll \"STMTS:DIMS:SIZE; ...\"`, the register tiles) to the SCoPs they name, when legal (expanding scalars if needed)",
        set: |o, v| {
            o.import = path(v);
            Ok(())
        },
    },
    OptionDecl {
        name: "script",
        default: "",
        help: "apply the transformation script in this file (commands over tagged loops and statements, grammar in the README) to the SCoPs it names, when the result is legal; an illegal script is refused with the violated dependences, a script that does not parse or names an unknown tag changes nothing (remarks say why)",
        set: |o, v| {
            o.script = path(v);
            Ok(())
        },
    },
    OptionDecl {
        name: "print-script",
        default: "false",
        help: "with `script`: print each SCoP's verdict on the script and its schedule as an import line (`tessera transform`)",
        set: |o, v| {
            o.print_script = parse_bool("print-script", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "print-explain",
        default: "false",
        help: "print the schedule each SCoP gets as a script that gives it back, checked against it (`tessera explain`)",
        set: |o, v| {
            o.print_explain = parse_bool("print-explain", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "script-repair",
        default: "false",
        help: "with `script`: a refused script that mapping deviation corrects (the smallest shifts of the violating statements, paper 000) is applied with the corrected lines appended, and the remark says which",
        set: |o, v| {
            o.script_repair = parse_bool("script-repair", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "export",
        default: "",
        help: "write the schedule each SCoP got, with its register tiles, to DIR/<scop>.tsched (importable)",
        set: |o, v| {
            o.export = path(v);
            Ok(())
        },
    },
    OptionDecl {
        name: "variants",
        default: "",
        help: "write the legal fusion structures of each SCoP's outermost level, each with a tiled schedule (and its register tiles), to DIR/<scop>.variants (importable lines, most fused first; what `tessera tune` tries)",
        set: |o, v| {
            o.variants = path(v);
            Ok(())
        },
    },
    OptionDecl {
        name: "accumulators",
        default: "true",
        help: "keep an array element that a statement updates at every iteration of its innermost loop in a register across that loop, where no other access of the loop touches it (loaded before the loop, stored after); false: such updates go through memory",
        set: |o, v| {
            o.accumulators = parse_bool("accumulators", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "pack",
        default: "true",
        help: "copy the tile of a matrix product's operand that the register tile walks along its summed and vectorized loops (B in C += A * B) into a contiguous aligned buffer once its tile loops are entered, and read it there (not with parallel)",
        set: |o, v| {
            o.pack = parse_bool("pack", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "gathers",
        default: "auto",
        help: "gather and scatter instructions in functions with regenerated code: `auto` (LLVM's vectorizers avoid them where the target CPU is AMD Zen 4 or 5, whose AVX-512 gathers and scatters are microcoded and much slower than LLVM 19's cost model assumes), `avoid` (always, target features prefer-no-gather and prefer-no-scatter), `keep` (as LLVM decides)",
        set: |o, v| {
            o.gathers = match v {
                "auto" => Gathers::Auto,
                "avoid" => Gathers::Avoid,
                "keep" => Gathers::Keep,
                _ => {
                    return Err(format!(
                        "option 'gathers' takes auto, avoid or keep, not '{v}'"
                    ))
                }
            };
            Ok(())
        },
    },
    OptionDecl {
        name: "parallel",
        default: "false",
        help: "run parallel loops on OpenMP threads (LLVM's libomp; the module must be compiled with -fopenmp, which links the runtime): the outermost loop of each nest whose iterations carry no dependence, its zero-dimensional arrays privatized",
        set: |o, v| {
            o.parallel = parse_bool("parallel", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "count-runs",
        default: "false",
        help: "testing hook: count runs of the optimized code in the global tessera_optimized_runs",
        set: |o, v| {
            o.count_runs = parse_bool("count-runs", v)?;
            Ok(())
        },
    },
    OptionDecl {
        name: "only",
        default: "",
        help: "process only the function with this name",
        set: |o, v| {
            o.only = (!v.is_empty()).then(|| v.to_string());
            Ok(())
        },
    },
    OptionDecl {
        name: "inject-panic",
        default: "",
        help: "testing hook: panic in this phase (detect, model, codegen), or `verify`: treat the generated code as failing verification",
        set: |o, v| {
            o.inject_panic = match v {
                "" => None,
                "detect" => Some(Phase::Detect),
                "model" => Some(Phase::Model),
                "codegen" => Some(Phase::Codegen),
                "verify" => Some(Phase::Verify),
                _ => {
                    return Err(format!(
                        "inject-panic takes detect, model, codegen or verify, not '{v}'"
                    ))
                }
            };
            Ok(())
        },
    },
];

/// When to regenerate a SCoP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Codegen {
    /// Only when its schedule differs from the original one.
    Changed,
    /// Always, the original schedule included (the round trip).
    Always,
    /// Never: detect, model and analyse only.
    Never,
}

/// Whether LLVM's vectorizers may use gather and scatter instructions in a function
/// whose code Tessera regenerated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gathers {
    /// Avoided on the CPUs whose gathers and scatters are known slow
    /// ([`crate::tuning`]).
    Auto,
    /// Always avoided.
    Avoid,
    /// As LLVM's cost model decides.
    Keep,
}

/// Where a SCoP's schedule comes from when none is imported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Computed by the automatic scheduler.
    Auto,
    /// The original schedule.
    Original,
}

/// The cache tile size of `schedule=auto`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileSize {
    /// Per band, from the cache model.
    Auto,
    /// This size (at least 2) for every band.
    Fixed(u32),
}

/// The schedule `check-schedule` checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScheduleSource {
    /// An isl union map.
    Text(String),
    /// A file holding one (`@FILE`).
    File(PathBuf),
}

/// Where the `inject-panic` testing hook fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Detect,
    Model,
    Codegen,
    /// Not a panic: the generated code is treated as failing verification.
    Verify,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Detect => "detect",
            Phase::Model => "model",
            Phase::Codegen => "codegen",
            Phase::Verify => "verify",
        })
    }
}

/// Parsed options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub max_operations: u64,
    /// CPU-time limit of each phase's isl work (None: none).
    pub time_limit: Option<Duration>,
    /// CPU-time allowance of all isl work on one function (None: none).
    pub time_allowance: Option<Duration>,
    /// What every step's CPU-time limit is multiplied by (at least 1).
    pub time_scale: u32,
    pub codegen: Codegen,
    pub print_model: bool,
    /// `tessera loops`: the loop tags of every SCoP (`crate::tags`).
    pub print_loops: bool,
    pub print_ast: bool,
    pub print_deps: bool,
    pub check_schedule: Option<ScheduleSource>,
    pub check_parallel: Option<usize>,
    pub schedule: Schedule,
    pub tile_size: TileSize,
    /// The register tile size, at least 2 (None: no register tiling).
    pub register_tile: Option<u32>,
    pub fuse: Fuse,
    pub import: Option<PathBuf>,
    /// A transformation script (`crate::script`).
    pub script: Option<PathBuf>,
    pub print_script: bool,
    /// Print each SCoP's schedule as a script (`crate::export::explain`).
    pub print_explain: bool,
    /// Apply a refused script's mapping-deviation correction.
    pub script_repair: bool,
    /// Not an option: the loops a script marked `vectorize` in the SCoP
    /// being generated (a statement of each, its flat schedule dimension),
    /// set per SCoP by the script's decision.
    pub vectorize_marks: Vec<(String, usize)>,
    /// The directory of `.tsched` files.
    pub export: Option<PathBuf>,
    /// The directory of `.variants` files.
    pub variants: Option<PathBuf>,
    /// Memory accumulators kept in registers across their innermost loop.
    pub accumulators: bool,
    /// Pack contraction operands' tiles (`codegen/pack.rs`).
    pub pack: bool,
    pub gathers: Gathers,
    pub count_runs: bool,
    /// Parallel loops on OpenMP threads.
    pub parallel: bool,
    pub only: Option<String>,
    pub inject_panic: Option<Phase>,
}

impl Default for Options {
    fn default() -> Self {
        Options::parse("").expect("defaults parse")
    }
}

fn parse_bool(name: &str, v: &str) -> Result<bool, String> {
    match v {
        "" | "true" | "1" | "on" => Ok(true),
        "false" | "0" | "off" => Ok(false),
        _ => Err(format!("option '{name}' takes true or false, not '{v}'")),
    }
}

/// A number of seconds, 0 meaning none.
fn seconds(name: &str, v: &str) -> Result<Option<Duration>, String> {
    let secs: f64 = v
        .parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
        .ok_or_else(|| format!("option '{name}' takes a number of seconds (0: none), not '{v}'"))?;
    Ok((secs > 0.0).then(|| Duration::from_secs_f64(secs)))
}

/// An empty path option is no path.
fn path(v: &str) -> Option<PathBuf> {
    (!v.is_empty()).then(|| PathBuf::from(v))
}

impl Options {
    /// Parses `name=value;name;...` over the defaults. A bare name sets a
    /// boolean option.
    pub fn parse(text: &str) -> Result<Options, String> {
        // Overwritten by every default before anything reads it.
        let mut o = Options {
            max_operations: 0,
            time_limit: None,
            time_allowance: None,
            time_scale: 1,
            codegen: Codegen::Never,
            print_model: false,
            print_loops: false,
            print_ast: false,
            print_deps: false,
            check_schedule: None,
            check_parallel: None,
            schedule: Schedule::Original,
            tile_size: TileSize::Auto,
            register_tile: None,
            fuse: Fuse::Smart,
            import: None,
            script: None,
            print_script: false,
            print_explain: false,
            script_repair: false,
            vectorize_marks: Vec::new(),
            export: None,
            variants: None,
            accumulators: true,
            pack: true,
            gathers: Gathers::Auto,
            count_runs: false,
            parallel: false,
            only: None,
            inject_panic: None,
        };
        let defaults = OPTIONS.iter().map(|d| (d.name, d.default));
        // Flags come first, each ended by \x1f (their values may contain
        // ';'); pass parameters last, separated by ';'.
        let mut segments: Vec<&str> = text.split('\x1f').collect();
        let params = segments.pop().unwrap_or("");
        let given = segments
            .into_iter()
            .chain(params.split(';'))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| match s.split_once('=') {
                Some((k, v)) => (k.trim(), v.trim()),
                None => (s, ""),
            });
        for (k, v) in defaults.chain(given) {
            match OPTIONS.iter().find(|d| d.name == k) {
                Some(d) => (d.set)(&mut o, v)?,
                None => {
                    let known: Vec<_> = OPTIONS.iter().map(|d| d.name).collect();
                    return Err(format!(
                        "unknown option '{k}' (known: {})",
                        known.join(", ")
                    ));
                }
            }
        }
        Ok(o)
    }

    /// The scheduler's options, in `tessera_poly`'s encoding (0: automatic
    /// tile size, no register tiling).
    pub fn auto_options(&self, cache_bytes: u64) -> AutoOptions {
        AutoOptions {
            tile: match self.tile_size {
                TileSize::Auto => 0,
                TileSize::Fixed(n) => i64::from(n),
            },
            fuse: self.fuse,
            cache_bytes,
            register_tile: self.register_tile.map_or(0, i64::from),
            speculate: true,
            reload: true,
            wavefront: false,
            live_range_operations: tessera_poly::schedule::LIVE_RANGE_BUDGET,
        }
    }

    /// Panics when the testing hook asks for it in this phase.
    pub fn maybe_panic(&self, phase: Phase) {
        if self.inject_panic == Some(phase) {
            panic!("tessera: injected panic in phase '{phase}'");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_overrides() {
        let d = Options::default();
        assert_eq!(d.max_operations, 1_000_000);
        assert!(d.codegen == Codegen::Changed && !d.print_model);
        let o = Options::parse("max-operations=5;print-model;codegen=false").unwrap();
        assert_eq!(o.max_operations, 5);
        assert_eq!(d.time_limit, Some(std::time::Duration::from_secs(2)));
        assert_eq!(d.time_allowance, Some(std::time::Duration::from_secs(4)));
        let t = Options::parse("time-limit=0.5").unwrap();
        assert_eq!(t.time_limit, Some(std::time::Duration::from_millis(500)));
        assert_eq!(Options::parse("time-limit=0").unwrap().time_limit, None);
        assert_eq!(d.time_scale, 1);
        assert_eq!(Options::parse("time-scale=4").unwrap().time_scale, 4);
        assert!(Options::parse("time-scale=0")
            .unwrap_err()
            .contains("time-scale"));
        let a = Options::parse("time-allowance=1.5").unwrap();
        assert_eq!(
            a.time_allowance,
            Some(std::time::Duration::from_millis(1500))
        );
        assert!(Options::parse("time-allowance=-2")
            .unwrap_err()
            .contains("time-allowance"));
        assert!(Options::parse("time-limit=-1")
            .unwrap_err()
            .contains("time-limit"));
        assert!(o.print_model && o.codegen == Codegen::Never);
        assert_eq!(
            Options::parse("codegen=always").unwrap().codegen,
            Codegen::Always
        );
    }

    #[test]
    fn flag_values_may_contain_semicolons() {
        let o =
            Options::parse("check-schedule={ S0[i] -> [i]; S1[i] -> [i] }\x1fprint-deps").unwrap();
        assert_eq!(
            o.check_schedule,
            Some(ScheduleSource::Text(
                "{ S0[i] -> [i]; S1[i] -> [i] }".into()
            ))
        );
        assert!(o.print_deps);
    }

    #[test]
    fn typed_values() {
        let d = Options::default();
        assert_eq!(d.schedule, Schedule::Auto);
        assert_eq!(d.tile_size, TileSize::Auto);
        assert_eq!(d.register_tile, Some(4));
        assert_eq!(
            (d.import, d.only, d.inject_panic, d.check_schedule),
            (None, None, None, None)
        );
        let o = Options::parse(
            "schedule=original;tile-size=32;register-tile=1;export=/tmp/x;only=f;inject-panic=verify;check-schedule=@s.txt",
        )
        .unwrap();
        assert_eq!(o.schedule, Schedule::Original);
        assert_eq!(o.tile_size, TileSize::Fixed(32));
        assert_eq!(o.register_tile, None);
        assert_eq!(o.export, Some(PathBuf::from("/tmp/x")));
        assert_eq!(o.only.as_deref(), Some("f"));
        assert_eq!(o.inject_panic, Some(Phase::Verify));
        assert_eq!(o.check_schedule, Some(ScheduleSource::File("s.txt".into())));
        let auto = o.auto_options(1024);
        assert_eq!((auto.tile, auto.register_tile), (32, 0));
        assert_eq!(Options::default().auto_options(1024).tile, 0);
    }

    #[test]
    fn errors_name_the_option() {
        assert!(Options::parse("bogus=1")
            .unwrap_err()
            .contains("unknown option 'bogus'"));
        assert!(Options::parse("max-operations=x")
            .unwrap_err()
            .contains("max-operations"));
        assert!(Options::parse("codegen=maybe")
            .unwrap_err()
            .contains("codegen"));
        let e = Options::parse("tile-size=1").unwrap_err();
        assert!(e.contains("tile-size") && e.contains("'1'"));
        let e = Options::parse("inject-panic=later").unwrap_err();
        assert!(e.contains("inject-panic") && e.contains("'later'"));
    }
}
