//! `tessera explain`: a schedule (the automatic one, as option `export`
//! writes it) as a script of this language that gives it back, so that a
//! person starts from what Tessera chose (issue 18, item 6).
//!
//! Per statement, the flat dates become Loopy's two parts (paper 003): the
//! loop dimensions, an `affine` map of the statement's own iterators (tile
//! loops as integer divisions), and the constants between them, its
//! `position` vector. A register tile becomes `lift` and `unroll` of the
//! loop it strip-mines. The script is then applied to the model and its
//! schedule compared with the one explained: the same order of every pair
//! of instances, and the same loops unrolled by the same factors.

use super::apply::{alpha_of, model_target, State, Target};
use super::parse::parse;
use crate::analysis::view::pad_dates;
use isl::{Ctx, DimType, Map, PwMultiAff, Set, UnionMap, UnionSet};
use std::fmt::Write;
use tessera_ir::{tsched, Scop};

/// A schedule explained.
pub struct Explained {
    /// The script: a `scop` section, each line ending in a newline.
    pub script: String,
    pub check: Check,
}

/// The script's schedule against the one it explains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// The same order of every pair of instances, the same loops unrolled.
    Same,
    /// What differs (the explanation falls short; the schedule file stays
    /// the reference).
    Differs(String),
    /// Not compared: an isl limit ran out.
    Unchecked(String),
}

impl std::fmt::Display for Check {
    /// The verdict, as `tessera explain` prints it after the SCoP's name.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Check::Same => f.write_str(
                "checked: the same order of every pair of instances, the same loops unrolled",
            ),
            Check::Differs(what) => write!(
                f,
                "NOT the same schedule: {what} differ(s); the schedule file (option export) is exact"
            ),
            Check::Unchecked(why) => write!(f, "not checked ({why})"),
        }
    }
}

/// One statement's dates in the schedule explained.
struct Dates<'c> {
    name: String,
    /// Its loops in the model.
    depth: usize,
    /// Instances to dates (the statement's domain only), register tiles'
    /// strip loops turned back into the loops they strip.
    map: Map<'c>,
    /// Each date's value when it is one integer for every instance.
    fixed: Vec<Option<i64>>,
}

/// Which dates of a statement are its loops, and the constants between
/// them (one run per gap: before the first loop, between loops, after the
/// last).
struct Shape {
    loops: Vec<usize>,
    runs: Vec<Vec<i64>>,
}

/// `entry`'s schedule of `scop` as a script, checked against it.
pub fn explain(ctx: &Ctx, scop: &Scop, entry: &tsched::Entry) -> Result<Explained, String> {
    let isl = |e: isl::Error| e.to_string();
    let target = UnionMap::parse(ctx, &entry.schedule).map_err(isl)?;
    let mut dates = Vec::new();
    for s in &scop.statements {
        let domain = Set::parse(ctx, &s.domain).map_err(isl)?;
        let parts = target
            .clone()
            .intersect_domain(UnionSet::try_from(domain).map_err(isl)?)
            .and_then(|m| m.maps())
            .map_err(isl)?;
        let Some(map) = parts.into_iter().next() else {
            continue;
        };
        dates.push(Dates {
            name: s.name.clone(),
            depth: map.n_in(),
            map,
            fixed: Vec::new(),
        });
    }
    let width = dates.iter().map(|d| d.map.n_out()).max().unwrap_or(0);
    let mut unrolls = Vec::new();
    for tile in &entry.register_tiles {
        for &p in &tile.dims {
            let mut level_of = None;
            for d in dates.iter_mut().filter(|d| tile.stmts.contains(&d.name)) {
                let q = strip_loop(d, p, tile.size).map_err(isl)?;
                if let Some(q) = q {
                    d.map = rewrite(ctx, d.map.clone(), |t| {
                        let mut y = t.to_vec();
                        y[q] = t[p].clone();
                        y[p] = "0".into();
                        y
                    })
                    .map_err(isl)?;
                    level_of.get_or_insert((d.name.clone(), q));
                }
            }
            unrolls.push((level_of, tile.size, p));
        }
    }
    for d in &mut dates {
        d.fixed = fixed_dates(ctx, d).map_err(isl)?;
    }
    let mut shapes: Vec<Shape> = dates
        .iter()
        .map(|_| Shape {
            loops: Vec::new(),
            runs: vec![Vec::new()],
        })
        .collect();
    walk(&dates, (0..dates.len()).collect(), 0, width, &mut shapes);
    let mut script = format!("scop {}\n", entry.scop);
    for (k, (d, shape)) in dates.iter().zip(&shapes).enumerate() {
        let s = scop
            .statement(&d.name)
            .ok_or_else(|| format!("no statement {}", d.name))?;
        let original = Map::parse(ctx, &s.schedule).map_err(isl)?;
        let n_out = original.n_out();
        let alpha = alpha_of(ctx, original, n_out, d.depth).map_err(isl)?;
        let (map, loops) = loop_map(ctx, d, shape, &alpha).map_err(isl)?;
        // Where the statement is in the source: its name is the model's.
        if let Some(at) = &s.location {
            let file = at.file.rsplit('/').next().unwrap_or(&at.file);
            let _ = writeln!(script, "# {}: {file}:{}", d.name, at.line);
        }
        if !map.is_identity().map_err(isl)? {
            let _ = writeln!(script, "affine {} \"{}\"", d.name, printed(&map));
        }
        let betas: Vec<String> = (0..=loops)
            .map(|g| rank(&shapes, k, g).to_string())
            .collect();
        let _ = writeln!(script, "position {} {}", d.name, betas.join(" "));
    }
    let mut lifted = Vec::new();
    for (n, (at, size, p)) in unrolls.iter().enumerate() {
        let Some((name, q)) = at else {
            let _ = writeln!(
                script,
                "# no strip loop found for the register tile of date {p}"
            );
            continue;
        };
        let k = dates.iter().position(|d| d.name == *name).unwrap_or(0);
        let level = shapes[k].loops.iter().position(|x| x == q).unwrap_or(0) + 1;
        let _ = writeln!(script, "lift reg{} {name} {level}", n + 1);
        lifted.push((n + 1, *size));
    }
    for (n, size) in lifted {
        let _ = writeln!(script, "unroll reg{n} {size}");
    }
    // A budget of its own, as large as the derivation's: the orders of a
    // SCoP of many statements take most of one.
    let compared = ctx.with_nested_budget(ctx.max_operations(), |ctx| {
        compare(ctx, scop, &script, &target, entry, &dates)
    });
    let check = match compared {
        Ok(None) => Check::Same,
        Ok(Some(why)) => Check::Differs(why),
        Err(e) if e.is_quota() => Check::Unchecked(e.to_string()),
        Err(e) => Check::Differs(e.to_string()),
    };
    Ok(Explained { script, check })
}

/// The date `q < p` of `d` that counts strips of `size` iterations of date
/// `p` (the register tile's strip loop), the nearest one.
fn strip_loop(d: &Dates<'_>, p: usize, size: i64) -> isl::Result<Option<usize>> {
    let n = d.map.n_out();
    if p >= n {
        return Ok(None);
    }
    let range = d.map.clone().range()?;
    let t = vars(n);
    for q in (0..p).rev() {
        let strips = Set::parse(
            d.map.ctx(),
            &format!(
                "{{ [{}] : {size}*{} <= {} <= {size}*{} + {} }}",
                t.join(", "),
                t[q],
                t[p],
                t[q],
                size - 1
            ),
        )?;
        if range.is_subset(&strips)? {
            return Ok(Some(q));
        }
    }
    Ok(None)
}

/// Each date of `d` that is one integer for all its instances; a date
/// equal to an earlier loop date of the statement counts as 0 (it orders
/// nothing the earlier one does not).
fn fixed_dates(ctx: &Ctx, d: &Dates<'_>) -> isl::Result<Vec<Option<i64>>> {
    let range = d.map.clone().range()?;
    let n = range.n_dim();
    let t = vars(n);
    let mut fixed: Vec<Option<i64>> = Vec::new();
    for p in 0..n {
        let one = range
            .clone()
            .project_out(DimType::Set, p + 1, n - p - 1)?
            .project_out(DimType::Set, 0, p)?;
        let (lo, hi) = (
            one.clone().dim_min_val(0)?.to_i64(),
            one.dim_max_val(0)?.to_i64(),
        );
        let mut value = match (lo, hi) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        };
        for q in (0..p).filter(|&q| fixed[q].is_none()) {
            if value.is_some() {
                break;
            }
            let same = Set::parse(
                ctx,
                &format!("{{ [{}] : {} = {} }}", t.join(", "), t[p], t[q]),
            )?;
            if range.is_subset(&same)? {
                value = Some(0);
            }
        }
        fixed.push(value);
    }
    Ok(fixed)
}

/// Splits `group` (statements sharing every loop before date `p`) at the
/// dates from `p` on: a date fixed for all of them joins each one's run of
/// constants and splits the group by its value; any other is a loop of
/// them all (one with a fixed value there runs in it at that iteration).
fn walk(dates: &[Dates<'_>], group: Vec<usize>, p: usize, width: usize, shapes: &mut [Shape]) {
    if p >= width || group.is_empty() {
        return;
    }
    let fixed = |s: usize| dates[s].fixed.get(p).copied().unwrap_or(Some(0));
    if group.iter().all(|&s| fixed(s).is_some()) {
        let mut values: Vec<i64> = group.iter().filter_map(|&s| fixed(s)).collect();
        values.sort_unstable();
        values.dedup();
        for &s in &group {
            if let (Some(run), Some(v)) = (shapes[s].runs.last_mut(), fixed(s)) {
                run.push(v);
            }
        }
        for v in values {
            let sub = group
                .iter()
                .copied()
                .filter(|&s| fixed(s) == Some(v))
                .collect();
            walk(dates, sub, p + 1, width, shapes);
        }
    } else {
        for &s in &group {
            shapes[s].loops.push(p);
            shapes[s].runs.push(Vec::new());
        }
        walk(dates, group, p + 1, width, shapes);
    }
}

/// Statement `k`'s constant at gap `g`: the rank of its run there among
/// the runs there of the statements sharing its loops before the gap
/// (lexicographic: they keep their order); 0 past its last run.
fn rank(shapes: &[Shape], k: usize, g: usize) -> usize {
    let me = &shapes[k];
    let Some(mine) = me.runs.get(g) else {
        return 0;
    };
    // The statements sharing every loop before the gap.
    let shares = |s: &&Shape| {
        s.runs.len() > g && s.runs[..g] == me.runs[..g] && s.loops[..g] == me.loops[..g]
    };
    let mut all: Vec<&Vec<i64>> = shapes.iter().filter(shares).map(|s| &s.runs[g]).collect();
    all.sort();
    all.dedup();
    all.iter().position(|r| *r == mine).unwrap_or(0)
}

/// The affine map from the statement's loop dimensions in the model
/// (`alpha`) to its loop dates, at least as many as it has loops (zeros
/// appended), and how many it gives.
fn loop_map<'c>(
    ctx: &'c Ctx,
    d: &Dates<'c>,
    shape: &Shape,
    alpha: &Map<'c>,
) -> isl::Result<(Map<'c>, usize)> {
    let mut m = d.map.clone();
    for p in (0..m.n_out()).rev() {
        if !shape.loops.contains(&p) {
            m = m.project_out(DimType::Out, p, 1)?;
        }
    }
    let n = m.n_out();
    let loops = n.max(d.depth);
    if n < loops {
        m = rewrite(ctx, m, |t| {
            let mut y = t.to_vec();
            y.resize(loops, "0".into());
            y
        })?;
    }
    // Where the statement runs, in its loop dimensions: the map's bounds
    // there go without saying.
    let on = d.map.clone().domain()?.apply(alpha.clone())?;
    let f = alpha.clone().reverse()?.apply_range(m)?;
    Ok((f.gist_domain(on)?.coalesce()?, loops))
}

/// A map as an affine expression of the iterators when it is one
/// (`floor((i0)/32)` for a tile loop), else as isl prints it.
fn printed(m: &Map<'_>) -> String {
    match PwMultiAff::from_map(m.clone()).map(|p| p.to_string()) {
        // One piece: no `;` between pieces.
        Ok(p) if !p.contains(';') => without_atom_parens(&p),
        _ => m.to_string(),
    }
}

/// `text` without the parentheses around a whole element of a tuple
/// (`[(floor(i0/32)), i1]`).
fn without_element_parens(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut drop = vec![false; chars.len()];
    for i in 0..chars.len() {
        let starts = chars[i] == '('
            && i > 0
            && (chars[i - 1] == '[' || (chars[i - 1] == ' ' && i > 1 && chars[i - 2] == ','));
        if !starts {
            continue;
        }
        let mut depth = 0;
        for j in i..chars.len() {
            match chars[j] {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                if matches!(chars.get(j + 1), Some(',') | Some(']')) {
                    drop[i] = true;
                    drop[j] = true;
                }
                break;
            }
        }
    }
    chars
        .iter()
        .zip(&drop)
        .filter(|(_, d)| !**d)
        .map(|(c, _)| *c)
        .collect()
}

/// isl's text without the parentheses it puts around single names and
/// numbers (`(i0)`, `floor((i0)/32)`): the same expression, easier read.
fn without_atom_parens(text: &str) -> String {
    let mut out = text.to_string();
    loop {
        let chars: Vec<char> = out.chars().collect();
        let mut at = None;
        for (i, &c) in chars.iter().enumerate() {
            if c != '(' {
                continue;
            }
            let len = chars[i + 1..]
                .iter()
                .take_while(|x| x.is_ascii_alphanumeric() || **x == '_')
                .count();
            // Not a call's parentheses: `floor(` is preceded by a letter.
            let call = i > 0 && (chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == '_');
            if len > 0 && !call && chars.get(i + 1 + len) == Some(&')') {
                at = Some((i, len));
                break;
            }
        }
        let Some((i, len)) = at else {
            return without_element_parens(&out);
        };
        let inner: String = chars[i + 1..i + 1 + len].iter().collect();
        let before: String = chars[..i].iter().collect();
        let after: String = chars[i + 2 + len..].iter().collect();
        out = format!("{before}{inner}{after}");
    }
}

/// `[t0, ..., t(n-1)]`.
fn vars(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("t{i}")).collect()
}

/// `m` with its dates rewritten: `f` gives the new ones from the old.
fn rewrite<'c>(
    ctx: &'c Ctx,
    m: Map<'c>,
    f: impl Fn(&[String]) -> Vec<String>,
) -> isl::Result<Map<'c>> {
    let t = vars(m.n_out());
    let to = f(&t);
    let p = Map::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", t.join(", "), to.join(", ")),
    )?;
    m.apply_range(p)
}

/// Dates padded with zeros to `width`.
fn padded<'c>(ctx: &'c Ctx, u: UnionMap<'c>, width: usize) -> isl::Result<UnionMap<'c>> {
    let mut out = UnionMap::empty(ctx)?;
    for m in u.maps()? {
        let m = rewrite(ctx, m, |t| {
            let mut y = t.to_vec();
            y.resize(width.max(t.len()), "0".into());
            y
        })?;
        out = out.union(UnionMap::try_from(m)?)?;
    }
    Ok(out)
}

/// The script applied to `scop`; None when its schedule orders every pair
/// of the explained statements' instances as `target` does and unrolls the
/// same loops, else what differs.
fn compare<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    script: &str,
    target: &UnionMap<'c>,
    entry: &tsched::Entry,
    dates: &[Dates<'c>],
) -> isl::Result<Option<String>> {
    let (schedule, tiles) = match applied(ctx, scop, script) {
        Ok(x) => x,
        Err(e) => return Ok(Some(format!("the script does not apply: {e}"))),
    };
    let mut domain = UnionSet::empty(ctx)?;
    for d in dates {
        domain = domain.union(UnionSet::try_from(d.map.clone().domain()?)?)?;
    }
    let ours = schedule.intersect_domain(domain.clone())?;
    let theirs = target.clone().intersect_domain(domain)?;
    let width = ours
        .maps()?
        .iter()
        .chain(theirs.maps()?.iter())
        .map(|m| m.n_out())
        .max()
        .unwrap_or(0);
    let (ours, theirs) = (padded(ctx, ours, width)?, padded(ctx, theirs, width)?);
    let before = |u: &UnionMap<'c>| u.clone().lex_lt_union_map(u.clone());
    if !before(&ours)?.is_equal(&before(&theirs)?)? {
        return Ok(Some("the order of some instances".into()));
    }
    let unrolled = |u: &UnionMap<'c>,
                    t: &[tsched::RegisterTile]|
     -> isl::Result<Vec<(String, i64, Map<'c>)>> {
        let mut out = Vec::new();
        for tile in t {
            for m in u.maps()? {
                let name = m.tuple_name(DimType::In)?.unwrap_or_default();
                if !tile.stmts.contains(&name) {
                    continue;
                }
                for &p in &tile.dims {
                    let n = m.n_out();
                    let one = m
                        .clone()
                        .project_out(DimType::Out, p + 1, n - p - 1)?
                        .project_out(DimType::Out, 0, p)?;
                    out.push((name.clone(), tile.size, one));
                }
            }
        }
        Ok(out)
    };
    let (mine, wanted) = (
        unrolled(&ours, &tiles)?,
        unrolled(&theirs, &entry.register_tiles)?,
    );
    let mut found = 0;
    for (s, size, m) in &wanted {
        for (s2, size2, m2) in &mine {
            if s == s2 && size == size2 && m.is_equal(m2)? {
                found += 1;
                break;
            }
        }
    }
    if found != wanted.len() || mine.len() != wanted.len() {
        return Ok(Some("the loops unrolled".into()));
    }
    Ok(None)
}

/// The script's schedule (dates padded) and register tiles on `scop`.
fn applied<'c>(
    ctx: &'c Ctx,
    scop: &Scop,
    script: &str,
) -> Result<(UnionMap<'c>, Vec<tsched::RegisterTile>), String> {
    let parsed = parse(script).map_err(|e| e.to_string())?;
    let mut state = State::new(ctx, scop)?;
    for (k, l) in parsed.lines.iter().enumerate() {
        state.command = k;
        let mut targets = Vec::new();
        for t in l.command.tags() {
            targets.push(if state.is_lifted(&t.text) {
                Target::Lifted(t.text.clone())
            } else {
                model_target(scop, t)?
            });
        }
        state
            .apply(&l.command, &targets)
            .map_err(|e| format!("line {}: {e}", l.line))?;
    }
    let s = state
        .schedule()
        .and_then(pad_dates)
        .map_err(|e| e.to_string())?;
    Ok((s, state.register_tiles.clone()))
}

#[cfg(test)]
mod tests {
    // The module by its path: `super` would read as the script module.
    use crate::script::explain::{compare, explain, Check, Dates};
    use isl::{Ctx, Map, UnionMap};
    use tessera_ir::{tsched, Scop};

    /// Two statements in one i loop, as the pass pads their dates.
    const MODEL: &str = r#"
scop @f.scop0 in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, 64] memory size 8
  stmt @S0 {
    domain "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < 64 }"
    schedule "[n] -> { S0[i, j] -> [0, i, 0, j, 0] }"
    write #0 @A "[n] -> { S0[i, j] -> A[i, j] }"
    store 0.0 : f64, #0 : void
  }
  stmt @S1 {
    domain "[n] -> { S1[i] : 0 <= i < n }"
    schedule "[n] -> { S1[i] -> [0, i, 1, 0, 0] }"
    write #0 @A "[n] -> { S1[i] -> A[i, 0] }"
    store 1.0 : f64, #0 : void
  }
}"#;

    fn entry(schedule: &str, register_tiles: Vec<tsched::RegisterTile>) -> tsched::Entry {
        tsched::Entry {
            scop: "f.scop0".into(),
            schedule: schedule.into(),
            register_tiles,
            when: None,
        }
    }

    #[test]
    fn tiles_constants_and_register_tiles_come_back() {
        let scop: Scop = MODEL.parse().unwrap();
        let ctx = Ctx::new();
        // S1 first, in a nest of its own; S0's loops interchanged and
        // tiled by 16, its j point loop unrolled by 4.
        let e = entry(
            "[n] -> { S1[i] -> [0, i, 0, 0, 0, 0]; S0[i, j] -> [1, floor(j/16), floor(i/16), floor(j/4), i, j] }",
            vec![tsched::RegisterTile {
                stmts: vec!["S0".into()],
                dims: vec![5],
                size: 4,
            }],
        );
        let x = explain(&ctx, &scop, &e).unwrap();
        assert_eq!(x.check, Check::Same, "{}", x.script);
        assert_eq!(
            x.script,
            "scop f.scop0\n\
             affine S0 \"[n] -> { [i0, i1] -> [floor(i1/16), floor(i0/16), i1, i0] }\"\n\
             position S0 1 0 0 0 0\n\
             position S1 0 0\n\
             lift reg1 S0 3\n\
             unroll reg1 4\n"
        );
    }

    #[test]
    fn a_script_that_orders_otherwise_is_found_out() {
        let scop: Scop = MODEL.parse().unwrap();
        let ctx = Ctx::new();
        let e = entry(
            "[n] -> { S0[i, j] -> [0, i, 0, j, 0]; S1[i] -> [0, i, 1, 0, 0] }",
            vec![],
        );
        let x = explain(&ctx, &scop, &e).unwrap();
        assert_eq!(x.check, Check::Same, "{}", x.script);
        let target = UnionMap::parse(&ctx, &e.schedule).unwrap();
        let dates = |name: &str, m: &str| Dates {
            name: name.into(),
            depth: 0,
            map: Map::parse(&ctx, m).unwrap(),
            fixed: Vec::new(),
        };
        let d = [
            dates(
                "S0",
                "[n] -> { S0[i, j] -> [0, i, 0, j, 0] : 0 <= i < n and 0 <= j < 64 }",
            ),
            dates("S1", "[n] -> { S1[i] -> [0, i, 1, 0, 0] : 0 <= i < n }"),
        ];
        // S1 before S0's j loop: another order.
        let wrong = "scop f.scop0\nposition S1 0 0\nposition S0 0 1 0\n";
        let found = compare(&ctx, &scop, wrong, &target, &e, &d).unwrap();
        assert_eq!(found.as_deref(), Some("the order of some instances"));
        // An unroll the schedule does not have.
        let unrolled = "scop f.scop0\nunroll S0.1 4\n";
        let found = compare(&ctx, &scop, unrolled, &target, &e, &d).unwrap();
        assert_eq!(found.as_deref(), Some("the loops unrolled"));
        assert_eq!(
            compare(&ctx, &scop, &x.script, &target, &e, &d).unwrap(),
            None
        );
    }
}
