//! Fusion structures of the outermost level (paper 004): the legal ways
//! to group a SCoP's statements into outermost loop nests, each with a
//! schedule, for an iterative search (`tessera tune`) to try.
//!
//! A structure is an ordered partition of the dependence graph's strongly
//! connected components (the paper's total preorder at level 1; the
//! statements of one component cannot be distributed). It is legal when
//! every group can be fused (isl's scheduler, asked to cluster the group
//! under every one of its dependences and shared reads as proximity, puts it under one
//! outer band) and the groups can run one after the other (no dependence
//! runs from a later group to an earlier one). Pruning follows the paper:
//! a group is only tried when its members are connected by dependences or
//! by data they share, when every related pair in it was found fusable, and when
//! no subset of it was found unfusable; each distinct group is tested
//! once. Groups of one partition are ordered by the original order of
//! their first statements, among the orders the dependences allow; other
//! orders only move code and are not enumerated.
//!
//! Each group's schedule is tiled as [`crate::transform::schedule`] tiles bands; the
//! structure's schedule puts the group number first. The union map is
//! checked against every dependence before it is returned.

use crate::analysis::deps::Dependences;
use crate::analysis::view::View;
use crate::transform::auto::AutoOptions;
use crate::transform::constraints::{untagged, validity_of};
use crate::transform::scheduler::{compute, Problem};
use crate::transform::tiling::tile_bands;
use isl::{Ctx, ScheduleConstraints, ScheduleNodeKind, UnionMap, UnionSet};
use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::{BTreeSet, HashMap};
use tessera_ir::Scop;

/// Components past which no structure is enumerated (set partitions grow
/// as Bell numbers: 8 components, 4,140).
pub const MAX_COMPONENTS: usize = 8;

/// isl operations one fusibility test may use.
const GROUP_BUDGET: u64 = 200_000;

/// One legal fusion structure.
#[derive(Clone, Debug)]
pub struct Structure {
    /// Statement names per outermost loop nest, in execution order.
    pub groups: Vec<Vec<String>>,
    /// The schedule (union map text), group number first.
    pub schedule: String,
    /// Its register tiles (dimensions counted with the group number).
    pub register_tiles: Vec<crate::transform::register::RegisterTile>,
}

/// What [`structures`] found.
#[derive(Clone, Debug, Default)]
pub struct Search {
    pub structures: Vec<Structure>,
    /// Strongly connected components of the dependence graph.
    pub components: usize,
    /// Distinct groups whose fusibility isl was asked about.
    pub tests: usize,
    /// Of those, the groups found unfusable.
    pub unfusable: usize,
    /// Partitions skipped: their groups could not run in sequence.
    pub cyclic: usize,
}

/// The legal fusion structures of the outermost level, most fused first,
/// at most `max` of them.
pub fn structures(ctx: &Ctx, scop: &Scop, opts: AutoOptions, max: usize) -> isl::Result<Search> {
    let view = View::new(ctx, scop)?;
    let d = Dependences::compute(&view, scop)?;
    let validity = validity_of(&d)?;
    let (stmts, dep, arrays) = statement_graph(scop, &view, &validity)?;
    let (comps, comp_of) = components(&dep);
    let c = comps.len();
    let mut search = Search {
        components: c,
        ..Search::default()
    };
    if c > MAX_COMPONENTS || c == 0 {
        log::debug!(
            target: "tessera::fusion",
            "{}: {c} component(s): no structure enumerated (at most {MAX_COMPONENTS})",
            scop.name
        );
        return Ok(search);
    }
    let (cdep, related) = component_relations(&dep, &arrays, &comp_of, c);
    let mut tester = Tester {
        ctx,
        scop,
        view: &view,
        validity: &validity,
        near: untagged(&d.flow)?.union(untagged(&d.rar)?)?,
        stmts: &stmts,
        comps: &comps,
        opts,
        known: HashMap::new(),
        refs: refs_of_view(&view)?,
    };
    // Set partitions of the components, each block grown only by
    // components related to it and fusable with each of its members.
    let mut partitions: Vec<Vec<Vec<usize>>> = Vec::new();
    let mut blocks: Vec<Vec<usize>> = Vec::new();
    partition(
        0,
        c,
        &mut blocks,
        &mut partitions,
        &mut |a, b| tester.fusable(&[a, b]).map(|r| r.is_some()),
        &related,
    )?;
    let mut found: Vec<(usize, Structure)> = Vec::new();
    for p in partitions {
        // Order: groups can run in sequence only if the quotient graph is
        // acyclic; among the topological orders, the original one.
        let Some(order) = sequence(&p, &cdep) else {
            search.cyclic += 1;
            continue;
        };
        if let Some(s) = tester.structure(&p, &order)? {
            found.push((s.groups.len(), s));
        }
    }
    // Most fused first; ties keep the enumeration order.
    found.sort_by_key(|(g, _)| *g);
    search.structures = found.into_iter().take(max).map(|(_, s)| s).collect();
    search.tests = tester.known.len();
    search.unfusable = tester.known.values().filter(|v| v.is_none()).count();
    log::debug!(
        target: "tessera::fusion",
        "{}: {c} component(s), {} group(s) tested ({} unfusable), {} cyclic partition(s), {} structure(s)",
        scop.name,
        search.tests,
        search.unfusable,
        search.cyclic,
        search.structures.len()
    );
    Ok(search)
}

/// Statement names, dependence edges between them, arrays per statement.
type StatementGraph = (Vec<String>, Vec<Vec<bool>>, Vec<BTreeSet<String>>);

/// The SCoP's statements in their original order (the model lists them
/// so), the dependence edges between them, and the arrays each accesses.
fn statement_graph(scop: &Scop, view: &View, validity: &UnionMap) -> isl::Result<StatementGraph> {
    let stmts: Vec<String> = scop
        .statements
        .iter()
        .map(|s| s.name.clone())
        .filter(|n| view_has(view, n))
        .collect();
    let index: HashMap<&str, usize> = stmts
        .iter()
        .enumerate()
        .map(|(k, s)| (s.as_str(), k))
        .collect();
    let n = stmts.len();
    // Dependence edges and shared data between statements.
    let mut dep = vec![vec![false; n]; n];
    for m in validity.maps()? {
        let (a, b) = (
            m.tuple_name(isl::DimType::In)?.unwrap_or_default(),
            m.tuple_name(isl::DimType::Out)?.unwrap_or_default(),
        );
        if let (Some(&i), Some(&j)) = (index.get(a.as_str()), index.get(b.as_str())) {
            if i != j && !m.is_empty()? {
                dep[i][j] = true;
            }
        }
    }
    let mut arrays: Vec<BTreeSet<String>> = vec![BTreeSet::new(); n];
    for st in &scop.statements {
        if let Some(&i) = index.get(st.name.as_str()) {
            for acc in &st.accesses {
                arrays[i].insert(acc.array.clone());
            }
        }
    }
    Ok((stmts, dep, arrays))
}

/// The dependence graph's strongly connected components, each listed in
/// statement order, ordered by their first statements; and the component
/// of each statement.
fn components(dep: &[Vec<bool>]) -> (Vec<Vec<usize>>, Vec<usize>) {
    let n = dep.len();
    let mut graph = DiGraph::<(), ()>::with_capacity(n, 0);
    let nodes: Vec<NodeIndex> = (0..n).map(|_| graph.add_node(())).collect();
    for (i, row) in dep.iter().enumerate() {
        for (j, &d) in row.iter().enumerate() {
            if d {
                graph.add_edge(nodes[i], nodes[j], ());
            }
        }
    }
    let mut comps: Vec<Vec<usize>> = tarjan_scc(&graph)
        .into_iter()
        .map(|scc| {
            let mut members: Vec<usize> = scc.iter().map(|v| v.index()).collect();
            members.sort_unstable();
            members
        })
        .collect();
    comps.sort_unstable_by_key(|members| members[0]);
    let mut comp_of = vec![usize::MAX; n];
    for (k, members) in comps.iter().enumerate() {
        for &j in members {
            comp_of[j] = k;
        }
    }
    (comps, comp_of)
}

/// Between components: dependence edges, and relatedness (a dependence
/// either way or an array in common), from those between statements.
fn component_relations(
    dep: &[Vec<bool>],
    arrays: &[BTreeSet<String>],
    comp_of: &[usize],
    c: usize,
) -> (Vec<Vec<bool>>, Vec<Vec<bool>>) {
    let n = dep.len();
    let mut cdep = vec![vec![false; c]; c];
    let mut related = vec![vec![false; c]; c];
    for i in 0..n {
        for j in 0..n {
            let (a, b) = (comp_of[i], comp_of[j]);
            if a != b {
                cdep[a][b] |= dep[i][j];
                related[a][b] |= dep[i][j] || dep[j][i] || !arrays[i].is_disjoint(&arrays[j]);
            }
        }
    }
    (cdep, related)
}

fn view_has(view: &View, name: &str) -> bool {
    view.domain
        .sets()
        .map(|sets| {
            sets.iter()
                .any(|s| s.tuple_name().ok().flatten().as_deref() == Some(name))
        })
        .unwrap_or(false)
}

fn refs_of_view<'c>(view: &View<'c>) -> isl::Result<Vec<isl::Map<'c>>> {
    crate::analysis::view::per_reference(view.reads.clone().union(view.writes()?)?)
}

/// Enumerates the set partitions of components `k..c` added to `blocks`.
fn partition(
    k: usize,
    c: usize,
    blocks: &mut Vec<Vec<usize>>,
    out: &mut Vec<Vec<Vec<usize>>>,
    pair_ok: &mut dyn FnMut(usize, usize) -> isl::Result<bool>,
    related: &[Vec<bool>],
) -> isl::Result<()> {
    if k == c {
        out.push(blocks.clone());
        return Ok(());
    }
    for b in 0..blocks.len() {
        // Joined to the block by a relation, and fusable with each member
        // it relates to (unrelated pairs are only fused through others,
        // and tested as part of the whole block).
        let mut fusable = blocks[b].iter().any(|&m| related[m][k]);
        for &m in &blocks[b] {
            if !fusable {
                break;
            }
            if related[m][k] {
                fusable = pair_ok(m, k)?;
            }
        }
        if fusable {
            blocks[b].push(k);
            partition(k + 1, c, blocks, out, pair_ok, related)?;
            blocks[b].pop();
        }
    }
    blocks.push(vec![k]);
    partition(k + 1, c, blocks, out, pair_ok, related)?;
    blocks.pop();
    Ok(())
}

/// The blocks of a partition in an order the dependences allow (the
/// original order where they leave a choice), or None when they form a
/// cycle. (Kahn's algorithm taking the ready block with the first
/// component: petgraph's `toposort` lets no order break the ties.)
fn sequence(blocks: &[Vec<usize>], cdep: &[Vec<bool>]) -> Option<Vec<usize>> {
    let block_of = |k: usize| blocks.iter().position(|b| b.contains(&k));
    let n = blocks.len();
    let mut before = vec![vec![false; n]; n];
    for (a, row) in cdep.iter().enumerate() {
        for (b, &d) in row.iter().enumerate() {
            if d {
                let (x, y) = (block_of(a)?, block_of(b)?);
                if x != y {
                    before[x][y] = true;
                }
            }
        }
    }
    let mut placed = vec![false; n];
    let mut order = Vec::new();
    while order.len() < n {
        // The ready block whose first component comes first.
        let next = (0..n)
            .filter(|&g| !placed[g] && (0..n).all(|h| placed[h] || !before[h][g]))
            .min_by_key(|&g| blocks[g].iter().min().copied())?;
        placed[next] = true;
        order.push(next);
    }
    Some(order)
}

/// A fused group's tiled schedule and its register tiles.
type Grouped<'c> = (UnionMap<'c>, Vec<crate::transform::register::RegisterTile>);

/// Asks isl whether groups of components fuse, and keeps their tiled
/// schedules.
struct Tester<'a, 'c> {
    ctx: &'c Ctx,
    scop: &'a Scop,
    view: &'a View<'c>,
    validity: &'a UnionMap<'c>,
    /// Flow and read-after-read pairs: the reuse fusion would bring.
    near: UnionMap<'c>,
    stmts: &'a [String],
    comps: &'a [Vec<usize>],
    opts: AutoOptions,
    /// Sorted component sets tested, with their schedule and register
    /// tiles if fusable.
    known: HashMap<Vec<usize>, Option<Grouped<'c>>>,
    refs: Vec<isl::Map<'c>>,
}

impl<'c> Tester<'_, 'c> {
    /// The tiled schedule of the group (its statements only) when isl
    /// fuses it under one outer band; None when it does not.
    fn fusable(&mut self, group: &[usize]) -> isl::Result<Option<Grouped<'c>>> {
        let mut key = group.to_vec();
        key.sort();
        if let Some(r) = self.known.get(&key) {
            return Ok(r.clone());
        }
        // A superset of an unfusable group is unfusable (the paper's
        // pruning); pairs are always tested first.
        let pruned = self
            .known
            .iter()
            .any(|(k, v)| v.is_none() && k.len() < key.len() && k.iter().all(|x| key.contains(x)));
        let result = if pruned {
            None
        } else {
            self.ctx
                .with_nested_budget(GROUP_BUDGET, |_| self.schedule_group(&key))
                .or_else(|e| if e.is_quota() { Ok(None) } else { Err(e) })?
        };
        self.known.insert(key, result.clone());
        Ok(result)
    }

    /// The structure of partition `p` with its groups run in `order`
    /// (indices into `p`): None when a group does not fuse, or when the
    /// combined schedule breaks a dependence.
    fn structure(&mut self, p: &[Vec<usize>], order: &[usize]) -> isl::Result<Option<Structure>> {
        let mut maps: Vec<UnionMap> = Vec::new();
        let mut register_tiles = Vec::new();
        for &g in order {
            let Some((m, tiles)) = self.fusable(&p[g])? else {
                return Ok(None);
            };
            maps.push(m);
            // Behind the group number (see `combine`).
            register_tiles.extend(tiles.into_iter().map(|mut t| {
                t.dims.iter_mut().for_each(|d| *d += 1);
                t
            }));
        }
        let schedule = combine(self.ctx, &maps)?;
        // Legal by construction; checked all the same (a dependence
        // between groups must go forward, inside one it is the group's).
        let order_rel = schedule.clone().lex_lt_union_map(schedule.clone())?;
        if !self.validity.clone().is_subset(&order_rel)? {
            return Ok(None);
        }
        let groups: Vec<Vec<String>> = order
            .iter()
            .map(|&g| {
                let mut names: Vec<usize> =
                    p[g].iter().flat_map(|&k| self.comps[k].clone()).collect();
                names.sort();
                names.iter().map(|&s| self.stmts[s].clone()).collect()
            })
            .collect();
        Ok(Some(Structure {
            groups,
            schedule: schedule.to_string(),
            register_tiles,
        }))
    }

    fn schedule_group(&self, key: &[usize]) -> isl::Result<Option<Grouped<'c>>> {
        let ctx = self.ctx;
        let names: BTreeSet<&str> = key
            .iter()
            .flat_map(|&k| self.comps[k].iter().map(|&s| self.stmts[s].as_str()))
            .collect();
        let mut domain = UnionSet::empty(ctx)?;
        for s in self.view.domain.sets()? {
            if names.contains(s.tuple_name()?.unwrap_or_default().as_str()) {
                domain = domain.union(UnionSet::try_from(s)?)?;
            }
        }
        let inside = |rel: &UnionMap<'c>| -> isl::Result<UnionMap<'c>> {
            rel.clone()
                .intersect_domain(domain.clone())?
                .intersect_range(domain.clone())
        };
        let validity = inside(self.validity)?;
        // Every dependence and shared read is proximity here: the question
        // is whether the group can be fused, and isl clusters along
        // proximity (read-after-read pairs cost time, which the group's
        // small size and budget bound).
        let proximity = inside(&self.near)?.union(validity.clone())?;
        let sc = ScheduleConstraints::on_domain(domain.clone())?
            .set_validity(validity)?
            .set_proximity(proximity)?;
        // Whole components at once (Pluto's way): isl's default clustering
        // declines merges that shorten the outer band, which here would
        // hide the fusions the search is after.
        let problem = Problem::new(ctx, &sc)?;
        let whole = ctx.schedule_whole_component();
        ctx.set_schedule_whole_component(true);
        let schedule = compute(ctx, &problem, false);
        ctx.set_schedule_whole_component(whole);
        let schedule = schedule?;
        // Fused at the outermost level: a band right under the domain.
        let top = schedule.root()?.child(0)?;
        if key.len() > 1 && top.kind() != ScheduleNodeKind::Band {
            return Ok(None);
        }
        let (tiled, _) = tile_bands(
            ctx,
            self.scop,
            schedule,
            self.view,
            &self.refs,
            self.opts,
            self.validity,
        )?;
        let tiles = crate::transform::register::collect(&tiled, self.opts.register_tile)?;
        Ok(Some((tiled.get_map()?.intersect_domain(domain)?, tiles)))
    }
}

/// The groups' schedules one after the other: `S[i] -> [g, t..., 0...]`
/// with every statement's tuple padded to one length.
fn combine<'c>(ctx: &'c Ctx, maps: &[UnionMap<'c>]) -> isl::Result<UnionMap<'c>> {
    let mut width = 0;
    for m in maps {
        for part in m.maps()? {
            width = width.max(part.n_out());
        }
    }
    let mut out = UnionMap::empty(ctx)?;
    for (g, m) in maps.iter().enumerate() {
        for part in m.maps()? {
            let k = part.n_out();
            let ts: Vec<String> = (0..k).map(|j| format!("t{j}")).collect();
            let mut to = vec![g.to_string()];
            to.extend(ts.iter().cloned());
            to.extend(std::iter::repeat_n("0".to_string(), width - k));
            let pad = UnionMap::parse(
                ctx,
                &format!("{{ [{}] -> [{}] }}", ts.join(", "), to.join(", ")),
            )?;
            out = out.union(UnionMap::try_from(part)?.apply_range(pad)?)?;
        }
    }
    Ok(out)
}
