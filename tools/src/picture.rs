//! `tessera show`: pictures of a loop nest, as Clint shows them (paper 000,
//! issue 18 item 5). An SVG with the iteration space of the nest a tag
//! names (statement instances as points, dependences as arrows by kind),
//! the same space in the order of a given schedule (points placed by
//! their new dates, violated dependences in red), and the statement-level
//! dependence graph.
//!
//! Layers, each a module: [`clamp`] fixes the parameters so that every
//! loop has at most a dozen iterations (isl, exact); [`instances`] lists
//! the instances, their dates and the dependence pairs between them, with
//! the violations of `tessera_poly::violation::check` (isl); [`geometry`]
//! projects and scales (plain numbers); [`svg`] and [`graph`] write the
//! text, [`draw`] the primitives both share. Imports go `picture` ->
//! `instances` -> `clamp`, `picture` -> `svg` -> `graph` -> `draw` ->
//! `geometry`. No LLVM: the caller resolves the tag (the pass for C and
//! IR, [`Nest::of_statement`] for `.tir` models).
//!
//! Pictures are deterministic: the same model, nest and schedule give the
//! same bytes (isl enumerates points in one order, every map here is
//! ordered, numbers are printed with fixed precision).

pub mod clamp;
pub mod draw;
pub mod geometry;
pub mod graph;
pub mod instances;
pub mod svg;

use tessera_ir::Scop;

/// The loop nest to draw, as the caller resolved a tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nest {
    /// The tag as the user wrote it (the title).
    pub tag: String,
    /// The statements inside the tagged loop, in model order.
    pub statements: Vec<String>,
    /// The tagged loop's depth in its SCoP: each statement's first `depth`
    /// dimensions are the loops around it, fixed at their first iteration.
    pub depth: usize,
    /// A name per loop of the nest, from the tagged loop inward (the axes).
    pub loops: Vec<String>,
    /// A name per loop around it, outermost first.
    pub outer: Vec<String>,
}

/// What to draw besides the nest.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    pub scop: &'a Scop,
    pub nest: &'a Nest,
    /// A schedule of the SCoP (isl union map text), whatever its source
    /// (a map, an import file, later a script's result).
    pub schedule: Option<&'a str>,
    /// The two loops of the nest on the axes (0: the tagged loop);
    /// default [`geometry::default_dims`].
    pub dims: Option<(usize, usize)>,
    /// Iterations per loop at most (parameters fixed, loops cut).
    pub max_iterations: i64,
    /// Draw the dependences through scalars (zero-dimensional values and
    /// PHIs) too.
    pub scalars: bool,
}

/// The SVG document of a request, under the caller's isl budget.
pub fn draw(ctx: &isl::Ctx, req: &Request) -> Result<String, String> {
    let depth = req.nest.loops.len();
    let dims = req.dims.unwrap_or_else(|| geometry::default_dims(depth));
    if dims.0 >= depth.max(1) || (depth > 1 && dims.1 >= depth) || (depth > 1 && dims.0 == dims.1) {
        return Err(format!(
            "--dims {},{}: the nest of {} has {depth} loop(s), numbered from 0 (two different ones)",
            dims.0, dims.1, req.nest.tag
        ));
    }
    let space = instances::compute(ctx, req).map_err(|e| {
        if e.is_quota() {
            format!("the picture's isl work ran out of budget: {e}")
        } else {
            e.to_string()
        }
    })?;
    Ok(svg::document(req, &space, dims))
}

impl Nest {
    /// The nest of a `.tir` model's statement `STMT:DEPTH`: the loop at
    /// depth DEPTH (0: outermost) of statement STMT, with every statement
    /// whose original schedule gives the same dates to the loops up to
    /// that one (the statements inside it).
    pub fn of_statement(ctx: &isl::Ctx, scop: &Scop, tag: &str) -> Result<Nest, String> {
        let bad = || {
            format!("'{tag}': a loop of a model is STATEMENT:DEPTH (S1:0 is S1's outermost loop)")
        };
        let (name, depth) = tag.split_once(':').ok_or_else(bad)?;
        let depth: usize = depth.parse().map_err(|_| bad())?;
        let stmt = scop
            .statement(name)
            .ok_or_else(|| format!("'{tag}': no statement {name} in @{}", scop.name))?;
        let isl = |e: isl::Error| e.to_string();
        let dom = isl::Set::parse(ctx, &stmt.domain).map_err(isl)?;
        let n = dom.n_dim();
        if depth >= n {
            return Err(format!("'{tag}': {name} has {n} loop(s), numbered from 0"));
        }
        let prefix = schedule_prefix(ctx, &stmt.schedule, depth)
            .map_err(isl)?
            .ok_or_else(|| {
                format!("'{tag}': no date of {name}'s schedule follows its loop {depth}")
            })?;
        let mut statements = Vec::new();
        for s in &scop.statements {
            let same = match schedule_prefix(ctx, &s.schedule, depth).map_err(isl)? {
                Some(p) => p.is_equal(&prefix).map_err(isl)?,
                None => false,
            };
            if s.name == stmt.name || same {
                statements.push(s.name.clone());
            }
        }
        let dim = |k: usize| dom.dim_name(isl::DimType::Set, k).ok().flatten();
        let loop_name = |k: usize| match dim(k) {
            Some(d) => format!("{d} ({name}:{k})"),
            None => format!("{name}:{k}"),
        };
        Ok(Nest {
            tag: tag.to_string(),
            statements,
            depth,
            loops: (depth..n).map(loop_name).collect(),
            outer: (0..depth).map(loop_name).collect(),
        })
    }
}

/// A statement's original dates up to the one that follows its loop
/// `depth`, as a map from its outer `depth + 1` loops with an anonymous
/// domain: statements inside one loop have equal prefixes there.
fn schedule_prefix<'c>(
    ctx: &'c isl::Ctx,
    schedule: &str,
    depth: usize,
) -> isl::Result<Option<isl::Map<'c>>> {
    use isl::DimType::{In, Out};
    let m = isl::Map::parse(ctx, schedule)?.project_out_all_params()?;
    let n_in = m.n_in();
    if depth >= n_in {
        return Ok(None);
    }
    let mut at = None;
    for p in 0..m.n_out() {
        if m.clone().equate(In, depth, Out, p)?.is_equal(&m)? {
            at = Some(p);
            break;
        }
    }
    let Some(p) = at else { return Ok(None) };
    let n_out = m.n_out();
    let m = m
        .project_out(In, depth + 1, n_in - depth - 1)?
        .project_out(Out, p + 1, n_out - p - 1)?
        .set_tuple_name(In, "L")?;
    Ok(Some(m))
}

#[cfg(test)]
mod tests;
