//! Commands applied to a schedule in the 2d+1 form: per statement, the
//! constants `b0..bd` that order it among its siblings at each depth, and
//! the loop dimensions `a0..a(d-1)` as an isl map of its instances. The
//! dates are `[b0, a0, b1, a1, ..., bd]`, the form the pass's original
//! schedule has, so every command composes with the ones before it (as in
//! Loopy and Clay): a command rewrites the loop dimensions by an isl map
//! or changes constants, and loops keep their names through it.

use super::parse::{Command, TagRef};
use isl::{Ctx, Map, UnionMap};
use tessera_ir::{tsched::RegisterTile, Scop};

/// What a tag names in one SCoP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The loop at (original) depth `depth` around statement `stmt`.
    Loop {
        stmt: String,
        depth: usize,
    },
    Statement(String),
    /// A loop a `lift` named earlier in the script.
    Lifted(String),
}

/// A loop marked `vectorize`, as the commands left it.
#[derive(Clone, Debug)]
pub struct VectorizeMark {
    /// Its flat schedule dimension; None when a later command removed it.
    pub dim: Option<usize>,
    /// Whether it is innermost for every statement it runs.
    pub innermost: bool,
    /// The statement the mark named it through.
    pub stmt: String,
    /// The mark's index among the script's commands.
    pub command: usize,
}

/// A loop's identity through the commands: an original loop of the
/// statement (its depth in the original nest), or one a command made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoopId {
    Original(usize),
    Made(usize),
}

struct Stmt<'c> {
    name: String,
    /// Instances to loop dimensions.
    alpha: Map<'c>,
    betas: Vec<i64>,
    /// The loop at each current depth.
    loops: Vec<LoopId>,
}

impl Stmt<'_> {
    fn depth(&self) -> usize {
        self.loops.len()
    }
}

/// A script's schedule of one SCoP, as the commands leave it.
pub struct State<'c> {
    ctx: &'c Ctx,
    stmts: Vec<Stmt<'c>>,
    made: usize,
    /// Names `lift` gave: (name, statement, loop).
    lifted: Vec<(String, usize, LoopId)>,
    /// Loops marked `parallel`: (statement, loop, the mark's index among
    /// the script's commands).
    parallel: Vec<(usize, LoopId, usize)>,
    /// Loops marked `vectorize`, as `parallel`.
    vectorize: Vec<(usize, LoopId, usize)>,
    /// The index of the command being applied.
    pub command: usize,
    pub register_tiles: Vec<RegisterTile>,
}

/// `[x0, ..., x(n-1)]`.
fn vars(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("x{i}")).collect()
}

/// The loop dimensions of a date `[b0, a0, ..., bd]`: the odd positions.
pub(super) fn alpha_of<'c>(
    ctx: &'c Ctx,
    map: Map<'c>,
    n_out: usize,
    n: usize,
) -> isl::Result<Map<'c>> {
    let x = vars(n_out);
    let odd: Vec<String> = x.iter().skip(1).step_by(2).take(n).cloned().collect();
    let p = Map::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", x.join(", "), odd.join(", ")),
    )?;
    map.apply_range(p)
}

/// The constants at the even positions of `[.. -> [0, i, 1, j, 0] ]` for
/// a statement of `n` loops, and how many zeros pad the dates after them
/// (the pass pads every statement's dates to one length), read from the
/// schedule's text (then checked by rebuilding the map).
fn betas_of(text: &str, n: usize) -> Option<(Vec<i64>, usize)> {
    let range = text.rsplit("->").next()?;
    let inside = range.split('[').nth(1)?.split(']').next()?;
    let items: Vec<&str> = inside.split(',').map(str::trim).collect();
    if items.len() < 2 * n + 1 || items[2 * n + 1..].iter().any(|x| *x != "0") {
        return None;
    }
    let betas = items[..=2 * n]
        .iter()
        .step_by(2)
        .map(|s| s.parse().ok())
        .collect::<Option<Vec<i64>>>()?;
    Some((betas, items.len() - (2 * n + 1)))
}

impl<'c> State<'c> {
    /// The SCoP's original schedule in the 2d+1 form; an error when a
    /// statement's schedule is not of that form (`.tir` models may be
    /// written otherwise).
    pub fn new(ctx: &'c Ctx, scop: &Scop) -> Result<State<'c>, String> {
        let mut stmts = Vec::new();
        for s in &scop.statements {
            let bad = || {
                format!(
                    "statement {}'s schedule is not in the 2d+1 form [b0, i0, b1, ..., bd] scripts work on: {}",
                    s.name, s.schedule
                )
            };
            let isl_err = |e: isl::Error| format!("statement {}: {e}", s.name);
            let original = Map::parse(ctx, &s.schedule).map_err(isl_err)?;
            let (n_in, n_out) = (original.n_in(), original.n_out());
            let (betas, padding) = betas_of(&s.schedule, n_in).ok_or_else(bad)?;
            if n_out != 2 * n_in + 1 + padding {
                return Err(bad());
            }
            let alpha = alpha_of(ctx, original.clone(), n_out, n_in).map_err(isl_err)?;
            let stmt = Stmt {
                name: s.name.clone(),
                alpha,
                betas,
                loops: (0..n_in).map(LoopId::Original).collect(),
            };
            let domain = isl::Set::parse(ctx, &s.domain).map_err(isl_err)?;
            let x = vars(2 * n_in + 1);
            let zeros = vec!["0"; padding];
            let pad = Map::parse(
                ctx,
                &format!(
                    "{{ [{}] -> [{}] }}",
                    x.join(", "),
                    [x.join(", "), zeros.join(", ")]
                        .iter()
                        .filter(|t| !t.is_empty())
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )
            .map_err(isl_err)?;
            let rebuilt = dates(ctx, &stmt)
                .and_then(|d| d.apply_range(pad))
                .map_err(isl_err)?;
            let same = rebuilt
                .intersect_domain(domain.clone())
                .and_then(|r| r.is_equal(&original.intersect_domain(domain)?))
                .map_err(isl_err)?;
            if !same {
                return Err(bad());
            }
            stmts.push(stmt);
        }
        Ok(State {
            ctx,
            stmts,
            made: 0,
            lifted: Vec::new(),
            parallel: Vec::new(),
            vectorize: Vec::new(),
            command: 0,
            register_tiles: Vec::new(),
        })
    }

    /// The schedule as a union map (dates of different lengths; the
    /// caller pads them).
    pub fn schedule(&self) -> isl::Result<UnionMap<'c>> {
        let mut all: Option<UnionMap<'c>> = None;
        for s in &self.stmts {
            let m = UnionMap::try_from(dates(self.ctx, s)?)?;
            all = Some(match all {
                Some(a) => a.union(m)?,
                None => m,
            });
        }
        match all {
            Some(a) => Ok(a),
            None => UnionMap::empty(self.ctx),
        }
    }

    fn index(&self, name: &str) -> Result<usize, String> {
        self.stmts
            .iter()
            .position(|s| s.name == name)
            .ok_or_else(|| format!("no statement {name} in this SCoP"))
    }

    /// The loops marked parallel, each as (its flat schedule dimension,
    /// the mark's command index); None for a loop a later command removed.
    pub fn parallel_marks(&self) -> Vec<(Option<usize>, usize)> {
        self.parallel
            .iter()
            .map(|&(s, id, k)| {
                let at = self.stmts[s].loops.iter().position(|l| *l == id);
                (at.map(|d| 2 * d + 1), k)
            })
            .collect()
    }

    /// The loops marked `vectorize`, in the order of their marks.
    pub fn vectorize_marks(&self) -> Vec<VectorizeMark> {
        self.vectorize
            .iter()
            .map(|&(s, id, command)| {
                let at = self.stmts[s].loops.iter().position(|l| *l == id);
                // Innermost once code generation has unrolled the register
                // tiles' point loops inside it.
                let unrolled = |t: usize, k: usize| {
                    self.register_tiles.iter().any(|r| {
                        r.dims.contains(&(2 * k + 1)) && r.stmts.contains(&self.stmts[t].name)
                    })
                };
                VectorizeMark {
                    dim: at.map(|d| 2 * d + 1),
                    innermost: at.is_some_and(|d| {
                        self.group(s, d)
                            .iter()
                            .all(|&t| (d + 1..self.stmts[t].depth()).all(|k| unrolled(t, k)))
                    }),
                    stmt: self.stmts[s].name.clone(),
                    command,
                }
            })
            .collect()
    }

    /// Script lines that shift statement `stmt` by `amount` iterations
    /// along its loop at current depth `depth`: the loop named by its
    /// original depth (`S1.0`), or first named by a `lift` (`fresh`
    /// numbers the names) where a command made it. None for an unknown
    /// statement or depth.
    pub fn shift_lines(
        &self,
        stmt: &str,
        depth: usize,
        amount: i64,
        fresh: &mut usize,
    ) -> Option<Vec<String>> {
        let s = self.stmts.iter().find(|s| s.name == stmt)?;
        match s.loops.get(depth)? {
            LoopId::Original(k) => Some(vec![format!("shift {stmt} {stmt}.{k} {amount}")]),
            LoopId::Made(_) => {
                let mut name = format!("dev{fresh}");
                while self.is_lifted(&name) {
                    *fresh += 1;
                    name = format!("dev{fresh}");
                }
                *fresh += 1;
                Some(vec![
                    format!("lift {name} {stmt} {}", depth + 1),
                    format!("shift {stmt} {name} {amount}"),
                ])
            }
        }
    }

    /// A `position` line for `stmt` with `amount` added to each of its
    /// constants `index` (`changes`); None for an unknown statement or
    /// index, or one `isplit` made pieces of (they would all move).
    pub fn position_line(&self, stmt: &str, changes: &[(usize, i64)]) -> Option<String> {
        let mut pieces = self.stmts.iter().filter(|s| s.name == stmt);
        let s = pieces.next()?;
        if pieces.next().is_some() {
            return None;
        }
        let mut betas = s.betas.clone();
        for &(index, amount) in changes {
            *betas.get_mut(index)? += amount;
        }
        let text: Vec<String> = betas.iter().map(i64::to_string).collect();
        Some(format!("position {stmt} {}", text.join(" ")))
    }

    /// Whether `lift` gave this name.
    pub fn is_lifted(&self, name: &str) -> bool {
        self.lifted.iter().any(|(n, ..)| n == name)
    }

    /// A loop tag as (a statement around which it runs, its current depth).
    fn loop_at(&self, t: &Target, tag: &TagRef) -> Result<(usize, usize), String> {
        if let Target::Lifted(name) = t {
            let (s, id) = self
                .lifted
                .iter()
                .find(|(n, ..)| n == name)
                .map(|(_, s, id)| (*s, *id))
                .ok_or_else(|| format!("{tag} was not lifted"))?;
            let at = self.stmts[s].loops.iter().position(|l| *l == id);
            return at
                .map(|d| (s, d))
                .ok_or_else(|| format!("{tag}: the lifted loop is gone"));
        }
        let Target::Loop { stmt, depth } = t else {
            return Err(format!("{tag} names a statement, not a loop"));
        };
        let s = self.index(stmt)?;
        let at = self.stmts[s]
            .loops
            .iter()
            .position(|l| *l == LoopId::Original(*depth))
            .ok_or_else(|| format!("{tag}: statement {stmt} has no loop at depth {depth}"))?;
        Ok((s, at))
    }

    /// The statements a loop runs: those sharing its constants up to its
    /// depth.
    fn group(&self, s: usize, depth: usize) -> Vec<usize> {
        let key = &self.stmts[s].betas[..=depth];
        (0..self.stmts.len())
            .filter(|&t| self.stmts[t].depth() > depth && &self.stmts[t].betas[..=depth] == key)
            .collect()
    }

    /// The statements a tag names: a statement (each piece an `isplit`
    /// made of it), or those of a loop.
    fn statements(&self, t: &Target, tag: &TagRef) -> Result<Vec<usize>, String> {
        match t {
            Target::Statement(name) => {
                self.index(name)?;
                Ok((0..self.stmts.len())
                    .filter(|&k| self.stmts[k].name == *name)
                    .collect())
            }
            Target::Loop { .. } | Target::Lifted(_) => {
                let (s, d) = self.loop_at(t, tag)?;
                Ok(self.group(s, d))
            }
        }
    }

    /// Rewrites the loop dimensions of statements `of`: `f` gives the new
    /// dimensions' expressions from the old ones (`x0`, `x1`, ...).
    fn rewrite(&mut self, of: &[usize], f: impl Fn(&[String]) -> Vec<String>) -> isl::Result<()> {
        for &s in of {
            let x = vars(self.stmts[s].depth());
            let to = f(&x);
            let p = Map::parse(
                self.ctx,
                &format!("{{ [{}] -> [{}] }}", x.join(", "), to.join(", ")),
            )?;
            let st = &mut self.stmts[s];
            st.alpha = st.alpha.clone().apply_range(p)?;
        }
        Ok(())
    }

    /// Applies one command whose tags resolved to `targets` (in the
    /// command's order).
    pub fn apply(&mut self, c: &Command, targets: &[Target]) -> Result<(), String> {
        let tags = c.tags();
        let isl = |e: isl::Error| e.to_string();
        match c {
            Command::Interchange(..) => {
                let (s1, d1) = self.loop_at(&targets[0], tags[0])?;
                let (s2, d2) = self.loop_at(&targets[1], tags[1])?;
                let (outer, inner, d1, d2) = if d1 <= d2 {
                    ((s1, d1), (s2, d2), d1, d2)
                } else {
                    ((s2, d2), (s1, d1), d2, d1)
                };
                let g = self.group(inner.0, inner.1);
                if d1 == d2 || !g.iter().all(|t| self.group(outer.0, outer.1).contains(t)) {
                    return Err(format!("{} and {} are not nested loops", tags[0], tags[1]));
                }
                self.permute(&g, d1, d2)
            }
            Command::Reverse(_) => {
                let (s, d) = self.loop_at(&targets[0], tags[0])?;
                let g = self.group(s, d);
                self.rewrite(&g, |x| {
                    let mut y = x.to_vec();
                    y[d] = format!("-{}", x[d]);
                    y
                })
                .map_err(isl)
            }
            Command::Skew { factor, .. } => {
                let (so, dout) = self.loop_at(&targets[0], tags[0])?;
                let (si, din) = self.loop_at(&targets[1], tags[1])?;
                let g = self.group(si, din);
                if dout >= din || !g.iter().all(|t| self.group(so, dout).contains(t)) {
                    return Err(format!("{} does not enclose {}", tags[0], tags[1]));
                }
                self.rewrite(&g, |x| {
                    let mut y = x.to_vec();
                    y[din] = format!("{} + {factor} * {}", x[din], x[dout]);
                    y
                })
                .map_err(isl)
            }
            Command::Shift { amount, .. } => {
                let of = self.statements(&targets[0], tags[0])?;
                let (sa, d) = self.loop_at(&targets[1], tags[1])?;
                let around = self.group(sa, d);
                if !of.iter().all(|t| around.contains(t)) {
                    return Err(format!("{} is not inside {}", tags[0], tags[1]));
                }
                self.rewrite(&of, |x| {
                    let mut y = x.to_vec();
                    y[d] = format!("{} + {amount}", x[d]);
                    y
                })
                .map_err(isl)
            }
            Command::StripMine { size, .. } => {
                let (s, d) = self.loop_at(&targets[0], tags[0])?;
                let g = self.group(s, d);
                self.strip_mine(&g, d, *size).map_err(isl)
            }
            Command::Tile { sizes, .. } => self.tile(targets, &tags, sizes),
            Command::Unroll { factor, .. } => {
                let (s, d) = self.loop_at(&targets[0], tags[0])?;
                self.unroll(s, d, *factor)
            }
            Command::Fuse(..) => self.fuse(targets, &tags),
            Command::Realign { shared, .. } => {
                let first = self.statements(&targets[0], tags[0])?;
                let second = self.statements(&targets[1], tags[1])?;
                self.realign(&first, &second, *shared)
            }
            Command::Lift { name, level, .. } => {
                let of = self.statements(&targets[0], tags[0])?;
                let s = of[0];
                let Some(&id) = level
                    .checked_sub(1)
                    .and_then(|d| self.stmts[s].loops.get(d))
                else {
                    return Err(format!("{} is not inside {level} loop(s)", tags[0]));
                };
                self.lifted.retain(|(n, ..)| n != name);
                self.lifted.push((name.clone(), s, id));
                Ok(())
            }
            Command::Parallel(_) | Command::Vectorize(_) => {
                let (s, d) = self.loop_at(&targets[0], tags[0])?;
                let mark = (s, self.stmts[s].loops[d], self.command);
                match c {
                    Command::Parallel(_) => self.parallel.push(mark),
                    _ => self.vectorize.push(mark),
                }
                Ok(())
            }
            Command::Isplit { set, level, .. } => {
                let of = self.statements(&targets[0], tags[0])?;
                self.isplit(&of, set, *level)
            }
            Command::Distribute { .. } => self.distribute(targets, &tags),
            Command::Affine { map, .. } => {
                let of = self.statements(&targets[0], tags[0])?;
                self.affine(&of, map)
            }
            Command::Position { betas, .. } => {
                let of = self.statements(&targets[0], tags[0])?;
                for &s in &of {
                    let st = &mut self.stmts[s];
                    if betas.len() != st.depth() + 1 {
                        return Err(format!(
                            "statement {} has {} loop(s): its position vector has {} constants, not {}",
                            st.name,
                            st.depth(),
                            st.depth() + 1,
                            betas.len()
                        ));
                    }
                    st.betas = betas.clone();
                }
                Ok(())
            }
        }
    }

    /// Applies `map` to the loop dimensions of `of` (a statement, or the
    /// pieces `isplit` made of it). A map that permutes the dimensions
    /// permutes the loops' names too; otherwise a name stays with its depth.
    /// As in Loopy, the map may give more dimensions than it takes
    /// (integer division tiles, `floor(i/32)`): the new loops go inside
    /// the statement's own, and its position vector gets a zero for each.
    fn affine(&mut self, of: &[usize], map: &str) -> Result<(), String> {
        let isl = |e: isl::Error| format!("{map}: {e}");
        let m = Map::parse(self.ctx, map).map_err(isl)?;
        let (n_in, n_out) = (m.n_in(), m.n_out());
        for &s in of {
            let depth = self.stmts[s].depth();
            if n_in != depth || n_out < depth {
                return Err(format!(
                    "statement {} has {depth} loop(s); the map must take {depth} dimensions and give at least as many, not {n_in} -> {n_out}",
                    self.stmts[s].name
                ));
            }
        }
        if n_out > n_in {
            for &s in of {
                let st = &mut self.stmts[s];
                st.alpha = st.alpha.clone().apply_range(m.clone()).map_err(isl)?;
                for _ in n_in..n_out {
                    st.loops.push(LoopId::Made(self.made));
                    st.betas.push(0);
                    self.made += 1;
                }
            }
            return Ok(());
        }
        // Output p is input perm[p] exactly, for every p?
        let x = vars(n_in);
        let y: Vec<String> = (0..n_out).map(|i| format!("y{i}")).collect();
        let mut perm = Vec::new();
        for p in 0..n_out {
            let mut from = None;
            for q in 0..n_in {
                let eq = Map::parse(
                    self.ctx,
                    &format!(
                        "{{ [{}] -> [{}] : y{p} = x{q} }}",
                        x.join(", "),
                        y.join(", ")
                    ),
                )
                .map_err(isl)?;
                if m.clone()
                    .project_out_all_params()
                    .map_err(isl)?
                    .is_subset(&eq)
                    .map_err(isl)?
                {
                    from = Some(q);
                }
            }
            perm.push(from);
        }
        let mut seen: Vec<usize> = perm.iter().flatten().copied().collect();
        seen.sort_unstable();
        seen.dedup();
        let permutes = seen.len() == n_in && perm.iter().all(Option::is_some);
        for &s in of {
            let st = &mut self.stmts[s];
            st.alpha = st.alpha.clone().apply_range(m.clone()).map_err(isl)?;
            if permutes {
                let old = st.loops.clone();
                st.loops = perm.iter().flatten().map(|&q| old[q]).collect();
            }
        }
        Ok(())
    }

    /// Swaps the loops at depths `a` and `b` of the statements `of`
    /// (`a < b`), first giving them a loop of their own at depth `a` when
    /// it holds other statements too: their loop dimensions there will
    /// differ from the others', which must not interleave with them.
    fn permute(&mut self, of: &[usize], a: usize, b: usize) -> Result<(), String> {
        self.isolate(of, a)?;
        self.rewrite(of, |x| {
            let mut y = x.to_vec();
            y.swap(a, b);
            y
        })
        .map_err(|e| e.to_string())?;
        for &s in of {
            self.stmts[s].loops.swap(a, b);
        }
        Ok(())
    }

    /// Splits the loop at depth `a` around statements `of` into up to
    /// three copies (the statements before them in its body, them, the
    /// ones after), when it holds other statements: a distribution, which
    /// the legality check judges like any other command's effect.
    fn isolate(&mut self, of: &[usize], a: usize) -> Result<(), String> {
        let Some(&first) = of.first() else {
            return Ok(());
        };
        let all = self.group(first, a);
        if all.iter().all(|t| of.contains(t)) {
            return Ok(());
        }
        let pos = |t: usize| self.stmts[t].betas[a + 1];
        let lo = of.iter().map(|&t| pos(t)).min().unwrap_or(0);
        let hi = of.iter().map(|&t| pos(t)).max().unwrap_or(0);
        if all
            .iter()
            .any(|&t| !of.contains(&t) && (lo..=hi).contains(&pos(t)))
        {
            return Err("the loops to swap are not the only ones at their place in the body of the loop around them: distribute first".into());
        }
        let prefix = self.stmts[first].betas[..a].to_vec();
        let here = self.stmts[first].betas[a];
        let at: Vec<i64> = (0..self.stmts.len())
            .map(|t| self.stmts[t].betas.get(a + 1).copied().unwrap_or(0))
            .collect();
        let pos = |t: usize| at[t];
        for t in 0..self.stmts.len() {
            let b = &self.stmts[t].betas;
            let sibling_after = b.len() > a && b[..a] == prefix[..] && b[a] > here;
            let shift = if sibling_after {
                2
            } else if !all.contains(&t) {
                0
            } else if of.contains(&t) {
                1
            } else if pos(t) > hi {
                2
            } else {
                0
            };
            if shift > 0 {
                self.stmts[t].betas[a] += shift;
            }
        }
        Ok(())
    }

    /// A new loop at depth `d` counting strips of `size` iterations of
    /// the loop that was there (now at `d + 1`), for statements `of`.
    fn strip_mine(&mut self, of: &[usize], d: usize, size: i64) -> isl::Result<()> {
        self.rewrite(of, |x| {
            let mut y = x.to_vec();
            y.insert(d, format!("floor({}/{size})", x[d]));
            y
        })?;
        let id = LoopId::Made(self.made);
        self.made += 1;
        for &s in of {
            let st = &mut self.stmts[s];
            st.loops.insert(d, id);
            // The point loop is the only thing in the new loop.
            st.betas.insert(d + 1, 0);
        }
        Ok(())
    }

    /// `tile L1 L2 .. S1 S2 ..`: strip-mines each loop of the band (each
    /// nested in the one before) and moves the tile loops outside the
    /// point loops, in the band's order.
    fn tile(&mut self, targets: &[Target], tags: &[&TagRef], sizes: &[i64]) -> Result<(), String> {
        let isl = |e: isl::Error| e.to_string();
        let mut at = Vec::new();
        for (t, tag) in targets.iter().zip(tags) {
            at.push(self.loop_at(t, tag)?);
        }
        for k in 1..at.len() {
            if at[k].1 != at[k - 1].1 + 1
                || !self.group(at[k - 1].0, at[k - 1].1).contains(&at[k].0)
            {
                return Err(format!(
                    "{} is not the loop right inside {}",
                    tags[k],
                    tags[k - 1]
                ));
            }
        }
        let first = at[0].1;
        for (k, &(s, _)) in at.iter().enumerate() {
            // Depth of this band member once the earlier ones are
            // strip-mined (each added a tile loop) and their tiles moved
            // out: tiles first, then points.
            let d = first + 2 * k;
            let g = self.group(s, d);
            self.strip_mine(&g, d, sizes[k]).map_err(isl)?;
            // Move the new tile loop out past the k point loops.
            for j in (0..k).rev() {
                let from = first + k + j + 1;
                self.permute(&g, from - 1, from)?;
            }
        }
        Ok(())
    }

    /// Strip-mines the loop at depth `d` by `factor`, sinks the point loop
    /// innermost in each statement, and records it as a register tile.
    fn unroll(&mut self, s: usize, d: usize, factor: i64) -> Result<(), String> {
        let g = self.group(s, d);
        self.strip_mine(&g, d, factor).map_err(|e| e.to_string())?;
        let deepest = g.iter().map(|&t| self.stmts[t].depth()).max().unwrap_or(0);
        // Sink the point loop one level at a time, in every statement
        // still below it.
        for k in d + 1..deepest.saturating_sub(1) {
            let below: Vec<usize> = g
                .iter()
                .copied()
                .filter(|&t| self.stmts[t].depth() > k + 1)
                .collect();
            self.permute(&below, k, k + 1)?;
        }
        let mut by_position: Vec<(usize, Vec<String>)> = Vec::new();
        for &t in &g {
            let depth = self.stmts[t].depth();
            let flat = 2 * (depth - 1) + 1;
            let name = self.stmts[t].name.clone();
            match by_position.iter_mut().find(|(p, _)| *p == flat) {
                Some((_, names)) => names.push(name),
                None => by_position.push((flat, vec![name])),
            }
        }
        for (flat, stmts) in by_position {
            self.register_tiles.push(RegisterTile {
                stmts,
                dims: vec![flat],
                size: factor,
            });
        }
        Ok(())
    }

    /// `fuse L1 L2`: two loops at one depth in one parent; L2's statements
    /// join L1's loop, after L1's own.
    fn fuse(&mut self, targets: &[Target], tags: &[&TagRef]) -> Result<(), String> {
        let (s1, d1) = self.loop_at(&targets[0], tags[0])?;
        let (s2, d2) = self.loop_at(&targets[1], tags[1])?;
        let (b1, b2) = (&self.stmts[s1].betas, &self.stmts[s2].betas);
        if d1 != d2 || b1[..d1] != b2[..d2] {
            return Err(format!(
                "{} and {} are not loops of one parent",
                tags[0], tags[1]
            ));
        }
        let (g1, g2) = (self.group(s1, d1), self.group(s2, d2));
        if g1.contains(&s2) {
            return Err(format!("{} and {} are one loop already", tags[0], tags[1]));
        }
        let target = b1[d1];
        let after = g1
            .iter()
            .map(|&t| self.stmts[t].betas[d1 + 1])
            .max()
            .unwrap_or(0)
            + 1;
        for t in g2 {
            let b = &mut self.stmts[t].betas;
            b[d1] = target;
            b[d1 + 1] += after;
        }
        Ok(())
    }

    /// `distribute L S`: the statements of L from S on (in L's body order)
    /// get a copy of the loop of their own, right after L.
    fn distribute(&mut self, targets: &[Target], tags: &[&TagRef]) -> Result<(), String> {
        let (s, d) = self.loop_at(&targets[0], tags[0])?;
        let Target::Statement(name) = &targets[1] else {
            return Err(format!("{} is not a statement", tags[1]));
        };
        let at = self.index(name)?;
        let g = self.group(s, d);
        if !g.contains(&at) {
            return Err(format!("{} is not inside {}", tags[1], tags[0]));
        }
        let split = self.stmts[at].betas[d + 1];
        if g.iter().all(|&t| self.stmts[t].betas[d + 1] >= split) {
            return Err(format!(
                "{} is at the start of {}: nothing to split",
                tags[1], tags[0]
            ));
        }
        let prefix = self.stmts[s].betas[..d].to_vec();
        let here = self.stmts[s].betas[d];
        // Room after L: its later siblings move one place on.
        for t in 0..self.stmts.len() {
            let b = &mut self.stmts[t].betas;
            if b.len() > d && b[..d] == prefix[..] && b[d] > here {
                b[d] += 1;
            }
        }
        for t in g {
            let b = &mut self.stmts[t].betas;
            if b[d + 1] >= split {
                b[d] += 1;
                b[d + 1] -= split;
            }
        }
        Ok(())
    }
}

/// Position vectors (the constants) padded with zeros to one length, as
/// Loopy compares them.
fn padded(b: &[i64], len: usize) -> Vec<i64> {
    let mut p = b.to_vec();
    p.resize(len.max(b.len()), 0);
    p
}

impl State<'_> {
    fn longest(&self) -> usize {
        self.stmts.iter().map(|s| s.betas.len()).max().unwrap_or(0)
    }

    /// Loopy's realign (paper 003, 3): the positions of the second
    /// component and of every statement after it move by `p1 - p2 +
    /// I(shared)`, `p1` the first component's last position and `p2` the
    /// second's first: the two then share `shared` loops, the second right
    /// after the first.
    fn realign(&mut self, first: &[usize], second: &[usize], shared: usize) -> Result<(), String> {
        let len = self.longest();
        let deep = |of: &[usize]| of.iter().map(|&t| self.stmts[t].depth()).min().unwrap_or(0);
        if shared > deep(first).min(deep(second)) {
            return Err(format!(
                "the two components do not both have {shared} loop(s) to share"
            ));
        }
        let p1 = first
            .iter()
            .map(|&t| padded(&self.stmts[t].betas, len))
            .max();
        let p2 = second
            .iter()
            .map(|&t| padded(&self.stmts[t].betas, len))
            .min();
        let (Some(p1), Some(p2)) = (p1, p2) else {
            return Ok(());
        };
        if p1 >= p2 || first.iter().any(|t| second.contains(t)) {
            return Err("the second component must come after the first".into());
        }
        for st in &mut self.stmts {
            if padded(&st.betas, len) < p2 {
                continue;
            }
            for (k, b) in st.betas.iter_mut().enumerate() {
                *b += p1[k] - p2[k] + i64::from(k == shared);
            }
        }
        Ok(())
    }

    /// Loopy's isplit: the instances of `of` whose loop dimensions are in
    /// `set` keep their place; the others become a copy of each statement
    /// (same name, the rest of its instances) placed one position on at
    /// `level`, and every statement after the component moves on too.
    fn isplit(&mut self, of: &[usize], set: &str, level: usize) -> Result<(), String> {
        let isl = |e: isl::Error| format!("{set}: {e}");
        let pred = isl::Set::parse(self.ctx, set).map_err(isl)?;
        let arity = pred.n_dim();
        for &t in of {
            let st = &self.stmts[t];
            if st.depth() != arity || level > st.depth() {
                return Err(format!(
                    "statement {} has {} loop(s): the set must have as many dimensions, and the level be at most that",
                    st.name,
                    st.depth()
                ));
            }
        }
        let len = self.longest();
        let Some(pm) = of.iter().map(|&t| padded(&self.stmts[t].betas, len)).min() else {
            return Ok(());
        };
        for t in 0..self.stmts.len() {
            if !of.contains(&t) && padded(&self.stmts[t].betas, len) >= pm {
                if let Some(b) = self.stmts[t].betas.get_mut(level) {
                    *b += 1;
                }
            }
        }
        for &t in of {
            let inside = self.stmts[t]
                .alpha
                .clone()
                .intersect_range(pred.clone())
                .map_err(isl)?;
            let outside = self.stmts[t]
                .alpha
                .clone()
                .subtract(inside.clone())
                .map_err(isl)?;
            let st = &mut self.stmts[t];
            st.alpha = inside;
            let mut betas = st.betas.clone();
            betas[level] += 1;
            let copy = Stmt {
                name: st.name.clone(),
                alpha: outside,
                betas,
                loops: st.loops.clone(),
            };
            self.stmts.push(copy);
        }
        Ok(())
    }
}

/// A statement's dates `[b0, a0, b1, ..., bd]` from its loop dimensions.
fn dates<'c>(ctx: &'c Ctx, s: &Stmt<'c>) -> isl::Result<Map<'c>> {
    let x = vars(s.depth());
    let mut out = Vec::new();
    for (k, b) in s.betas.iter().enumerate() {
        out.push(b.to_string());
        if let Some(a) = x.get(k) {
            out.push(a.clone());
        }
    }
    let interleave = Map::parse(
        ctx,
        &format!("{{ [{}] -> [{}] }}", x.join(", "), out.join(", ")),
    )?;
    s.alpha.clone().apply_range(interleave)
}

/// A tag in a model without source tags (a `.tir` file): `S1` is the
/// statement, `S1.0` the loop at depth 0 around it.
pub fn model_target(scop: &tessera_ir::Scop, tag: &TagRef) -> Result<Target, String> {
    let (name, depth) = match tag.text.split_once('.') {
        Some((n, d)) => (n, Some(d.parse::<usize>().map_err(|e| e.to_string())?)),
        None => (tag.text.as_str(), None),
    };
    if scop.statement(name).is_none() {
        return Err(format!(
            "unknown tag {tag}: @{} has no statement {name} (a .tir model names statements S1 and loops S1.0)",
            scop.name
        ));
    }
    Ok(match depth {
        Some(depth) => Target::Loop {
            stmt: name.to_string(),
            depth,
        },
        None => Target::Statement(name.to_string()),
    })
}
