//! Tessera's options, declared once here.
//!
//! Each option is reachable two ways with the same name: as a pass
//! parameter, `-passes='tessera<max-operations=100000;print-model>'`, and as
//! a flag, `-mllvm -tessera-max-operations=100000` (clang) or
//! `-tessera-max-operations=100000` (opt). The C++ layer builds one
//! `cl::opt` per entry of [`OPTIONS`]; a pass parameter overrides a flag,
//! which overrides the default.

/// One declared option.
pub struct OptionDecl {
    pub name: &'static str,
    pub default: &'static str,
    pub help: &'static str,
}

/// The option table (the C++ layer reads it through FFI at load time).
pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "max-operations",
        default: "1000000",
        help: "isl operation budget of each phase of a SCoP (modeling, scheduling, legality, code generation); past it the SCoP is left untouched",
    },
    OptionDecl {
        name: "time-limit",
        default: "2",
        help: "CPU seconds of isl work each phase of a SCoP may take (modeling, scheduling, legality, code generation), bounding what the operation budget does not (the scheduler's Farkas duals); past it the SCoP is left untouched; 0: no limit",
    },
    OptionDecl {
        name: "codegen",
        default: "changed",
        help: "regenerate a SCoP: `changed` (only when its schedule changes), `always` (also with the original schedule: the round trip), `never` (analyse only; true/false mean always/never)",
    },
    OptionDecl {
        name: "print-model",
        default: "false",
        help: "print each SCoP's model and every rejected loop nest to stdout",
    },
    OptionDecl {
        name: "print-ast",
        default: "false",
        help: "print the loop nest regenerated for each SCoP (isl AST, C form) to stdout",
    },
    OptionDecl {
        name: "print-deps",
        default: "false",
        help: "print each SCoP's dependences and live ranges to stdout",
    },
    OptionDecl {
        name: "check-schedule",
        default: "",
        help: "check a schedule (isl union map, or @FILE) against each SCoP whose statements it names; print legal or the violations",
    },
    OptionDecl {
        name: "check-parallel",
        default: "",
        help: "with check-schedule: check that this schedule dimension (0-based) can run in parallel (reorderable reductions allowed)",
    },
    OptionDecl {
        name: "schedule",
        default: "auto",
        help: "`auto`: compute a schedule with isl's scheduler, tile its permutable bands that have reuse, keep the original schedule when that is not predicted to pay (remarks say why); `original`: keep the original schedule unless one is imported",
    },
    OptionDecl {
        name: "tile-size",
        default: "auto",
        help: "tile size of the `schedule=auto` tiling: a number, or `auto` (per band, the largest multiple of 16 up to 128 whose tiles' data, one tile of every array the band touches, fills at most 3/4 of the target's L2 cache)",
    },
    OptionDecl {
        name: "register-tile",
        default: "4",
        help: "register tiling in `schedule=auto`: inside each cache tile, the (up to) two loops just outside the innermost one, when some access stays on one element along them, are tiled by this size and unrolled into the innermost loop (unroll-and-jam); an untiled two-loop band whose inner loop carries reductions gets its parallel outer loop unrolled and jammed by this size (independent chains of additions); 0 or 1: none",
    },
    OptionDecl {
        name: "fuse",
        default: "smart",
        help: "fusion in `schedule=auto`: `max` (isl's clustering: fuse whatever shares data), `none` (one loop nest per strongly connected component of the dependence graph), `smart` (max, unless it puts a statement under a loop it does not iterate over, or its innermost loops leave more accesses off stride 1 than distribution's; none then)",
    },
    OptionDecl {
        name: "import",
        default: "",
        help: "apply the schedules in this file (lines `@scop \"isl union map\"`, optionally followed by `unroll \"STMTS:DIMS:SIZE; ...\"`, the register tiles) to the SCoPs they name, when legal (expanding scalars if needed)",
    },
    OptionDecl {
        name: "export",
        default: "",
        help: "write the schedule each SCoP got, with its register tiles, to DIR/<scop>.tsched (importable)",
    },
    OptionDecl {
        name: "variants",
        default: "",
        help: "write the legal fusion structures of each SCoP's outermost level, each with a tiled schedule (and its register tiles), to DIR/<scop>.variants (importable lines, most fused first; what `tessera tune` tries)",
    },
    OptionDecl {
        name: "count-runs",
        default: "false",
        help: "testing hook: count runs of the optimized code in the global tessera_optimized_runs",
    },
    OptionDecl {
        name: "only",
        default: "",
        help: "process only the function with this name",
    },
    OptionDecl {
        name: "inject-panic",
        default: "",
        help: "testing hook: panic in this phase (detect, model, codegen), or `verify`: treat the generated code as failing verification",
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

/// Parsed options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub max_operations: u64,
    /// CPU-time limit of each phase's isl work (None: none).
    pub time_limit: Option<std::time::Duration>,
    pub codegen: Codegen,
    pub print_model: bool,
    pub print_ast: bool,
    pub print_deps: bool,
    pub check_schedule: String,
    pub check_parallel: Option<usize>,
    pub schedule: String,
    pub tile_size: i64,
    pub register_tile: i64,
    pub fuse: tessera_poly::schedule::Fuse,
    pub import: String,
    pub export: String,
    pub variants: String,
    pub count_runs: bool,
    pub only: String,
    pub inject_panic: String,
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

impl Options {
    /// Parses `name=value;name;...` over the defaults. A bare name sets a
    /// boolean option.
    pub fn parse(text: &str) -> Result<Options, String> {
        let mut o = Options {
            max_operations: 0,
            time_limit: None,
            codegen: Codegen::Never,
            print_model: false,
            print_ast: false,
            print_deps: false,
            check_schedule: String::new(),
            check_parallel: None,
            schedule: String::new(),
            tile_size: 0,
            register_tile: 0,
            fuse: tessera_poly::schedule::Fuse::Smart,
            import: String::new(),
            export: String::new(),
            variants: String::new(),
            count_runs: false,
            only: String::new(),
            inject_panic: String::new(),
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
            match k {
                "max-operations" => {
                    o.max_operations = v
                        .parse()
                        .map_err(|_| format!("option 'max-operations' takes a number, not '{v}'"))?
                }
                "time-limit" => {
                    let secs: f64 = v
                        .parse()
                        .ok()
                        .filter(|s: &f64| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
                        .ok_or_else(|| {
                            format!("option 'time-limit' takes a number of seconds (0: none), not '{v}'")
                        })?;
                    o.time_limit = (secs > 0.0).then(|| std::time::Duration::from_secs_f64(secs));
                }
                "codegen" => {
                    o.codegen = match v {
                        "changed" => Codegen::Changed,
                        "always" | "true" | "1" | "on" | "" => Codegen::Always,
                        "never" | "false" | "0" | "off" => Codegen::Never,
                        _ => {
                            return Err(format!(
                                "option 'codegen' takes changed, always or never, not '{v}'"
                            ))
                        }
                    }
                }
                "print-model" => o.print_model = parse_bool(k, v)?,
                "print-ast" => o.print_ast = parse_bool(k, v)?,
                "print-deps" => o.print_deps = parse_bool(k, v)?,
                "check-schedule" => o.check_schedule = v.to_string(),
                "check-parallel" => {
                    o.check_parallel = if v.is_empty() {
                        None
                    } else {
                        Some(v.parse().map_err(|_| {
                            format!("option 'check-parallel' takes a dimension number, not '{v}'")
                        })?)
                    }
                }
                "schedule" => match v {
                    "original" | "auto" => o.schedule = v.to_string(),
                    _ => {
                        return Err(format!(
                            "option 'schedule' takes original or auto, not '{v}'"
                        ))
                    }
                },
                "tile-size" => {
                    o.tile_size = if v == "auto" {
                        0
                    } else {
                        v.parse().ok().filter(|n: &i64| *n >= 2).ok_or_else(|| {
                            format!(
                                "option 'tile-size' takes auto or a number of at least 2, not '{v}'"
                            )
                        })?
                    }
                }
                "register-tile" => {
                    o.register_tile = v
                        .parse()
                        .ok()
                        .filter(|n: &i64| (0..=16).contains(n))
                        .ok_or_else(|| {
                            format!("option 'register-tile' takes a number from 0 to 16, not '{v}'")
                        })?
                }
                "fuse" => {
                    o.fuse = match v {
                        "max" => tessera_poly::schedule::Fuse::Max,
                        "none" => tessera_poly::schedule::Fuse::None,
                        "smart" => tessera_poly::schedule::Fuse::Smart,
                        _ => {
                            return Err(format!(
                                "option 'fuse' takes max, none or smart, not '{v}'"
                            ))
                        }
                    }
                }
                "import" => o.import = v.to_string(),
                "export" => o.export = v.to_string(),
                "variants" => o.variants = v.to_string(),
                "count-runs" => o.count_runs = parse_bool(k, v)?,
                "only" => o.only = v.to_string(),
                "inject-panic" => match v {
                    "" | "detect" | "model" | "codegen" | "verify" => {
                        o.inject_panic = v.to_string()
                    }
                    _ => {
                        return Err(format!(
                            "inject-panic takes detect, model, codegen or verify, not '{v}'"
                        ))
                    }
                },
                _ => {
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

    /// Panics when the testing hook asks for it in this phase.
    pub fn maybe_panic(&self, phase: &str) {
        if self.inject_panic == phase {
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
        let t = Options::parse("time-limit=0.5").unwrap();
        assert_eq!(t.time_limit, Some(std::time::Duration::from_millis(500)));
        assert_eq!(Options::parse("time-limit=0").unwrap().time_limit, None);
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
        assert_eq!(o.check_schedule, "{ S0[i] -> [i]; S1[i] -> [i] }");
        assert!(o.print_deps);
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
    }
}
