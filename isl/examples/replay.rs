//! Replays one isl computation the pass traced, apart from the compiler,
//! to time it or try isl's options on it: an AST build
//! (`RUST_LOG=tessera::ast=trace`, a line "...: AST from the tree { ... }
//! in the context { ... }", or from the map) or a run of the scheduler
//! (`RUST_LOG=tessera::scheduler=trace`, a line "serialize false: {
//! domain: ... }").
//!
//! ```text
//! cargo run --release -p tessera-isl --example replay -- LINE_FILE [RUNS]
//! ```
//!
//! Prints the result (the AST as C, or the schedule) and the mean wall
//! time of `RUNS` runs (default 5), parsing included. isl's options are
//! set from `ISL_OPTIONS`, a comma-separated list of `name=0|1` (names of
//! [`OPTIONS`], as in `isl_options_set_<name>`), after the pass's own; an
//! AST from a tree takes every band member's loop type from
//! `ISL_LOOP_TYPE` (atomic, separate or unroll) when it is set. Under `valgrind
//! --tool=callgrind` with `RUNS` 1, the instruction count is free of the
//! shared machine's noise.

use isl::{AstBuild, Ctx, Schedule, ScheduleConstraints, Set, UnionMap};

/// The pass's bounds on the scheduler's coefficients and constants
/// (poly/src/transform/scheduler.rs).
const MAX_COEFFICIENT: i32 = 20;
const MAX_CONSTANT_TERM: i32 = 20;

/// The setter of one of isl's boolean options.
type Setter = fn(&Ctx, bool);

/// The options `ISL_OPTIONS` may set.
const OPTIONS: &[(&str, Setter)] = &[
    (
        "schedule_whole_component",
        Ctx::set_schedule_whole_component,
    ),
    (
        "schedule_treat_coalescing",
        Ctx::set_schedule_treat_coalescing,
    ),
    (
        "schedule_outer_coincidence",
        Ctx::set_schedule_outer_coincidence,
    ),
    (
        "schedule_maximize_coincidence",
        Ctx::set_schedule_maximize_coincidence,
    ),
    (
        "schedule_maximize_band_depth",
        Ctx::set_schedule_maximize_band_depth,
    ),
    ("schedule_serialize_sccs", Ctx::set_schedule_serialize_sccs),
    (
        "schedule_carry_self_first",
        Ctx::set_schedule_carry_self_first,
    ),
    (
        "ast_build_exploit_nested_bounds",
        Ctx::set_ast_build_exploit_nested_bounds,
    ),
    (
        "ast_build_detect_min_max",
        Ctx::set_ast_build_detect_min_max,
    ),
    ("ast_build_prefer_pdiv", Ctx::set_ast_build_prefer_pdiv),
    (
        "ast_build_atomic_upper_bound",
        Ctx::set_ast_build_atomic_upper_bound,
    ),
];

/// Sets the options `ISL_OPTIONS` names.
fn set_options(ctx: &Ctx) -> Result<(), Box<dyn std::error::Error>> {
    let Ok(list) = std::env::var("ISL_OPTIONS") else {
        return Ok(());
    };
    for item in list.split(',').filter(|i| !i.is_empty()) {
        let (name, value) = item.split_once('=').ok_or("ISL_OPTIONS: name=0|1")?;
        let set = OPTIONS
            .iter()
            .find(|(n, _)| *n == name)
            .ok_or_else(|| format!("ISL_OPTIONS: no option {name}"))?
            .1;
        set(ctx, value == "1");
    }
    Ok(())
}

/// The tree with every band member's AST loop type set to
/// `ISL_LOOP_TYPE` (atomic, separate or unroll) when it is set.
fn with_loop_type(tree: Schedule<'_>) -> Result<Schedule<'_>, Box<dyn std::error::Error>> {
    let ty = match std::env::var("ISL_LOOP_TYPE").as_deref() {
        Err(_) => return Ok(tree),
        Ok("atomic") => isl::AstLoopType::Atomic,
        Ok("separate") => isl::AstLoopType::Separate,
        Ok("unroll") => isl::AstLoopType::Unroll,
        Ok(other) => return Err(format!("ISL_LOOP_TYPE: no loop type {other}").into()),
    };
    Ok(tree.map_schedule_node_bottom_up(|node| {
        if node.kind() != isl::ScheduleNodeKind::Band {
            return Ok(node);
        }
        let mut node = node;
        for i in 0..node.band_n_member()? {
            node = node.band_member_set_ast_loop_type(i, ty)?;
        }
        Ok(node)
    })?)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        return Err("usage: replay LINE_FILE [RUNS]".into());
    };
    let runs: u32 = args.get(2).map(|r| r.parse()).transpose()?.unwrap_or(5);
    let text = std::fs::read_to_string(path)?;
    let ctx = Ctx::new();
    let started = std::time::Instant::now();
    let mut out = String::new();
    if let Some((_, rest)) = text.split_once("AST from the ") {
        let (source, context) = rest
            .split_once(" in the context ")
            .ok_or("an AST line ends with its context")?;
        set_options(&ctx)?;
        for _ in 0..runs {
            let build = AstBuild::from_context(Set::parse(&ctx, context.trim())?)?;
            let ast = match source.split_once(' ') {
                Some(("tree", tree)) => {
                    build.node_from_schedule(with_loop_type(Schedule::parse(&ctx, tree)?)?)?
                }
                Some(("map", map)) => build.node_from_schedule_map(UnionMap::parse(&ctx, map)?)?,
                _ => return Err("an AST line names a tree or a map".into()),
            };
            out = ast.to_c_string();
        }
    } else if let Some(line) = text.lines().find(|l| l.contains("serialize ")) {
        let problem = &line[line
            .find("{ domain")
            .ok_or("a scheduler line holds its problem")?..];
        ctx.set_schedule_serialize_sccs(line.contains("serialize true"));
        ctx.set_schedule_max_coefficient(MAX_COEFFICIENT);
        ctx.set_schedule_max_constant_term(MAX_CONSTANT_TERM);
        set_options(&ctx)?;
        for _ in 0..runs {
            out = ScheduleConstraints::parse(&ctx, problem)?
                .compute_schedule()?
                .to_string();
        }
    } else {
        return Err("neither an AST line nor a scheduler line".into());
    }
    let ms = started.elapsed().as_secs_f64() * 1e3 / f64::from(runs.max(1));
    println!("{out}\n{ms:.1} ms per run");
    Ok(())
}
