//! Register-carried copies of array elements, read from memory again.
//!
//! By the time Tessera runs, GVN's load PRE has turned `A[i][j-1]`,
//! loaded by the previous iteration, into a PHI that carries the value in
//! a register (seidel-2d: six such PHIs, filled before the loop by loads
//! of the row's first elements). In the model these are zero-dimensional
//! arrays written every iteration and read by the next: every instance
//! is ordered after the previous one, and no schedule can skew or tile
//! the loops.
//!
//! A read of such a value is a read of the array element it copies when
//! that element is not written between the copy (the load, or the store
//! of the same value) and the read: then the read becomes a read of the
//! element. Writes to values nobody reads any more are dropped, and so
//! are the statements left with no effect (the copies before the loop).
//! The dataflow is isl's (value-based, exact); the check on intervening
//! writes is exact too, on the original schedule.

use crate::analysis::view::{pad_dates, tag_name, View};
use isl::{Ctx, UnionMap, UnionSet};
use std::collections::{HashMap, HashSet};
use tessera_ir::{Access, AccessKind, ArrayKind, Operand, Scop};

/// One read of a zero-dimensional array turned into a read of memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reload {
    /// The statement reading.
    pub stmt: String,
    /// The zero-dimensional array it read.
    pub scalar: String,
    /// The array it reads instead, and the element: an affine function of
    /// the statement's instance (`[n] -> { S3[t, i, j] -> A[i, j - 1] }`).
    pub array: String,
    pub relation: String,
    /// The value was computed from the element (pure arithmetic with
    /// invariants, see `Recipe`): the reader computes it again.
    pub recomputed: bool,
}

/// The model without the register-carried values, and what changed.
#[derive(Clone, Debug)]
pub struct Reloaded {
    pub scop: Scop,
    pub reloads: Vec<Reload>,
    /// Zero-dimensional arrays nobody reads any more: their writes are
    /// dropped.
    pub dead: Vec<String>,
    /// Statements left with no effect, dropped from the model.
    pub dropped: Vec<String>,
    /// Copies that run at every iteration of their loop (see the widen
    /// module).
    pub widened: Vec<String>,
}

impl Reloaded {
    /// What changed, for the scheduler's remark: the reads that now load
    /// memory (in statements that stay) and the copies dropped.
    pub fn summary(&self) -> String {
        let kept = || {
            self.reloads
                .iter()
                .filter(|x| !self.dropped.contains(&x.stmt))
        };
        let recomputed = kept().filter(|x| x.recomputed).count();
        let how = if recomputed > 0 {
            format!(" ({recomputed} recomputed from it)")
        } else {
            String::new()
        };
        let widened = if self.widened.is_empty() {
            String::new()
        } else {
            format!(
                ", {} copy statement(s) run at every iteration of their loop (the last one's write is never read)",
                self.widened.len()
            )
        };
        format!(
            "{} register-carried value(s) read from memory again{how}, {} copy statement(s) dropped{widened}",
            kept().count(),
            self.dropped.len()
        )
    }
}

/// A scheduler's `summary`, followed by what `reloaded` changed when the
/// schedule is for that model.
pub fn with_summary(summary: String, reloaded: Option<&Reloaded>) -> String {
    match reloaded {
        Some(r) => format!("{summary}; {}", r.summary()),
        None => summary,
    }
}

/// How deep a chain of copies (PHI of a value of a load) is followed.
const MAX_CHAIN: usize = 4;

/// A zero-dimensional value or PHI array (a scalar of the IR).
pub(crate) fn is_scalar(scop: &Scop, array: &str) -> bool {
    scop.array(array)
        .is_some_and(|a| a.sizes.is_empty() && matches!(a.kind, ArrayKind::Value | ArrayKind::Phi))
}

/// What the value read by access `k` of statement `stmt` is a copy of:
/// `(elements, as_of, allowed)` with `elements: S[x] -> A[e]` the element,
/// `as_of: S[x] -> T[y]` the instance that loaded or stored it, and
/// `allowed` the tags of writes at that instance that made the value (the
/// store itself).
struct Copy<'c> {
    elements: UnionMap<'c>,
    as_of: UnionMap<'c>,
    allowed: Vec<String>,
    /// How the value is computed from the element, when it is not the
    /// element itself (see [`Recipe`]).
    recipe: Option<Recipe>,
}

impl<'c> Copy<'c> {
    /// A copy of the elements `acc` accesses, as of the instance that
    /// accesses them: the writer's own load or store, `domain` the
    /// writer's domain.
    fn at_the_access(
        ctx: &'c Ctx,
        domain: &str,
        acc: &Access,
        allowed: Vec<String>,
        recipe: Option<Recipe>,
    ) -> isl::Result<Copy<'c>> {
        Ok(Copy {
            elements: UnionMap::try_from(isl::Map::parse(ctx, &acc.relation)?)?,
            as_of: isl::UnionSet::try_from(isl::Set::parse(ctx, domain)?)?.identity()?,
            allowed,
            recipe,
        })
    }
}

/// Pure arithmetic that makes a value of one loaded element and
/// invariants (`alpha * A[i][k]`, hoisted by LICM out of the loop that
/// reads it): the writer's instructions from the load's result (`input`)
/// to the stored value, in order. Recomputed by the reader from the
/// element it then loads, the value is the same, bit for bit: the same
/// operations on the same operands.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Recipe {
    input: u32,
    instrs: Vec<tessera_ir::Instr>,
}

/// Opcodes a [`Recipe`] may hold: no memory, no side effect, the same
/// result for the same operands.
const PURE_OPS: &[&str] = &[
    "fmul", "fadd", "fsub", "fneg", "fdiv", "mul", "add", "sub", "shl", "and", "or", "xor",
    "sitofp", "uitofp", "fpext", "fptrunc", "sext", "zext", "trunc",
];

/// Instructions per recipe at most (a value hoisted out of a loop is a
/// few operations).
const MAX_RECIPE: usize = 8;

/// The recipe that makes local `v` of statement `w` from one load of
/// `memory` (the access it loads, whose result is the recipe's input),
/// every other operand invariant (defined outside the SCoP or a
/// constant); None for anything else.
fn recipe_of(w: &tessera_ir::Statement, v: u32) -> Option<(u32, Recipe)> {
    let mut instrs = Vec::new();
    let mut current = v;
    loop {
        let def = w.body.iter().find(|i| i.result == Some(current))?;
        if def.opcode == "load" {
            instrs.reverse();
            let access = def.access?;
            return (!instrs.is_empty()).then_some((
                access,
                Recipe {
                    input: current,
                    instrs,
                },
            ));
        }
        if !PURE_OPS.contains(&def.opcode.as_str()) || instrs.len() >= MAX_RECIPE {
            return None;
        }
        // One operand carries the element, the others are invariant.
        let mut next = None;
        for o in &def.operands {
            match o {
                Operand::Local(n) if next.is_none() => next = Some(*n),
                Operand::External(_) | Operand::Const { .. } => {}
                _ => return None,
            }
        }
        instrs.push(def.clone());
        current = next?;
    }
}

struct Analysis<'a, 'c> {
    ctx: &'c Ctx,
    scop: &'a Scop,
    /// The write each scalar read takes its value from, per pair of
    /// references (read tag, write tag): `S_r[x] -> S_w[y]`. Split once:
    /// selecting a pair in the whole union map scans all of it, and the
    /// analysis asks for every pair of a read and a write.
    source: HashMap<(String, String), isl::Map<'c>>,
    /// Tags of the scalar reads some instance of which has no source in
    /// the SCoP.
    no_source: HashSet<String>,
}

/// The tag of the reference in a tagged space `[S[x] -> tag[]]`.
fn tag_of(tagged: isl::Space) -> isl::Result<String> {
    Ok(tagged
        .unwrap()?
        .tuple_name(isl::DimType::Out)?
        .unwrap_or_default())
}

impl<'c> Analysis<'_, 'c> {
    fn copy_of(&self, stmt: &str, k: usize, depth: usize) -> isl::Result<Option<Copy<'c>>> {
        if depth > MAX_CHAIN {
            return Ok(None);
        }
        let Some(st) = self.scop.statement(stmt) else {
            return Ok(None);
        };
        let tag = tag_name(stmt, k);
        // Every instance must read a value written inside the SCoP.
        if self.no_source.contains(&tag) {
            return Ok(None);
        }
        let mut elements: Option<UnionMap<'c>> = None;
        let mut as_of: Option<UnionMap<'c>> = None;
        let mut allowed = Vec::new();
        let mut recipe: Option<Recipe> = None;
        for w in &self.scop.statements {
            for (wk, acc) in w.accesses.iter().enumerate() {
                if acc.kind == AccessKind::Read || acc.array != st.accesses[k].array {
                    continue;
                }
                let wtag = tag_name(&w.name, wk);
                let Some(piece) = self.source.get(&(tag.clone(), wtag)) else {
                    continue;
                };
                if piece.is_empty()? {
                    continue;
                }
                let piece = UnionMap::try_from(piece.clone())?;
                let Some(c) = self.made_of(w, wk, depth)? else {
                    return Ok(None);
                };
                // Every write the read may take its value from makes it
                // the same way (a recipe not the same for all: no copy).
                if elements.is_some() {
                    if recipe != c.recipe {
                        return Ok(None);
                    }
                } else {
                    recipe = c.recipe.clone();
                }
                let e = piece.clone().apply_range(c.elements)?;
                let a = piece.apply_range(c.as_of)?;
                elements = Some(match elements {
                    Some(x) => x.union(e)?,
                    None => e,
                });
                as_of = Some(match as_of {
                    Some(x) => x.union(a)?,
                    None => a,
                });
                allowed.extend(c.allowed);
            }
        }
        match (elements, as_of) {
            (Some(elements), Some(as_of)) => Ok(Some(Copy {
                elements: elements.coalesce()?,
                as_of: as_of.coalesce()?,
                allowed,
                recipe,
            })),
            _ => Ok(None),
        }
    }

    /// What the value that access `wk` of statement `w` writes is a copy
    /// of, per instance of `w`.
    fn made_of(
        &self,
        w: &tessera_ir::Statement,
        wk: usize,
        depth: usize,
    ) -> isl::Result<Option<Copy<'c>>> {
        let Some(store) = w
            .body
            .iter()
            .find(|i| i.opcode == "store" && i.access == Some(wk as u32))
        else {
            return Ok(None);
        };
        let Some(Operand::Local(v)) = store.operands.first() else {
            return Ok(None);
        };
        let memory = |a: u32| -> Option<&Access> {
            let acc = w.accesses.get(a as usize)?;
            self.scop
                .array(&acc.array)
                .filter(|arr| arr.kind == ArrayKind::Memory)
                .map(|_| acc)
        };
        // The value is a load.
        if let Some(def) = w.body.iter().find(|i| i.result == Some(*v)) {
            if def.opcode == "load" {
                let Some(a) = def.access else {
                    return Ok(None);
                };
                if let Some(acc) = memory(a) {
                    return Copy::at_the_access(self.ctx, &w.domain, acc, Vec::new(), None)
                        .map(Some);
                }
                if is_scalar(self.scop, &w.accesses[a as usize].array) {
                    // A copy of a copy; of a computed value, no copy (the
                    // recipe is only followed where it is computed).
                    return Ok(self
                        .copy_of(&w.name, a as usize, depth + 1)?
                        .filter(|c| c.recipe.is_none()));
                }
                return Ok(None);
            }
        }
        // The value is also stored to memory by the same statement.
        for i in &w.body {
            if i.opcode == "store" && i.operands.first() == Some(&Operand::Local(*v)) {
                if let Some(acc) = i.access.and_then(memory) {
                    let store = tag_name(&w.name, i.access.unwrap_or(0) as usize);
                    return Copy::at_the_access(self.ctx, &w.domain, acc, vec![store], None)
                        .map(Some);
                }
            }
        }
        // The value is computed from one element of memory (a copy of
        // the element it is also stored to, above, reads no less). Only a
        // value array's: a PHI's readers see the PHI, not the arithmetic
        // code generation would clone.
        let value_array = self
            .scop
            .array(&w.accesses[wk].array)
            .is_some_and(|a| a.kind == ArrayKind::Value);
        if let Some((a, recipe)) = recipe_of(w, *v).filter(|_| value_array) {
            if let Some(acc) = memory(a) {
                return Copy::at_the_access(self.ctx, &w.domain, acc, Vec::new(), Some(recipe))
                    .map(Some);
            }
        }
        Ok(None)
    }
}

/// The model with every scalar read that copies an unchanged array
/// element turned into a read of the element, and what became dead
/// removed; None when no read qualifies.
pub fn reload(ctx: &Ctx, scop: &Scop) -> isl::Result<Option<Reloaded>> {
    if !scop.arrays.iter().any(|a| is_scalar(scop, &a.name)) {
        return Ok(None);
    }
    reload_in(ctx, scop, &View::new(ctx, scop)?)
}

/// [`reload`] with the model's view already built.
pub fn reload_in<'c>(ctx: &'c Ctx, scop: &Scop, view: &View<'c>) -> isl::Result<Option<Reloaded>> {
    if !scop.arrays.iter().any(|a| is_scalar(scop, &a.name)) {
        return Ok(None);
    }
    ctx.with_step_time_limit(RELOAD_TIME, |ctx| reloaded(ctx, scop, view))
        .map_err(|e| e.unfinished("the dataflow of register-carried values"))
}

/// CPU time the analysis behind [`reload_in`] may take: its dataflow
/// took 0.26 s on fuzz programs (seed 901528); on the own suite and
/// PolyBench it takes at most 54 ms (seidel-2d). Past it, the SCoP stays
/// as it was, as past the dependence analysis's limit: the scalar reads'
/// dataflow is a part of what that analysis computes.
const RELOAD_TIME: std::time::Duration = std::time::Duration::from_millis(150);

fn reloaded<'c>(ctx: &'c Ctx, scop: &Scop, view: &View<'c>) -> isl::Result<Option<Reloaded>> {
    // The scalars' reads and writes alone: a write of another array is
    // never the source of a scalar's value, and leaving those out keeps
    // the analysis to the scalars' own pairs.
    let info = crate::analysis::deps::flow_where(view, |m| Ok(m.n_out() == 0))?;
    let mut source = HashMap::new();
    for m in info.may_dependence()?.maps()? {
        let key = (
            tag_of(m.get_space()?.range()?)?,
            tag_of(m.get_space()?.domain()?)?,
        );
        // S_r[x] -> S_w[y]
        let pair = m.reverse()?.domain_factor_domain()?.range_factor_domain()?;
        source.insert(key, pair);
    }
    let mut no_source = HashSet::new();
    for m in info.may_no_source()?.maps()? {
        if !m.is_empty()? {
            no_source.insert(tag_of(m.get_space()?.domain()?)?);
        }
    }
    let an = Analysis {
        ctx,
        scop,
        source,
        no_source,
    };
    // The original dates on unbounded domains: pairs of instances are
    // compared at their dates, and the domains' disjuncts (fuzz seed
    // 700226: 11, trip counts that are maxima of parameters) never meet.
    let mut dates = UnionMap::parse(ctx, &format!("{}{{ }}", view.prefix))?;
    for st in &scop.statements {
        dates = dates.union(UnionMap::try_from(isl::Map::parse(ctx, &st.schedule)?)?)?;
    }
    let order = Order::of(pad_dates(dates)?)?;
    let writes = view.writes()?;
    let mut new = scop.clone();
    let mut reloads = Vec::new();
    for st in &scop.statements {
        for (k, acc) in st.accesses.iter().enumerate() {
            if acc.kind != AccessKind::Read || !is_scalar(scop, &acc.array) {
                continue;
            }
            let Some(copy) = an.copy_of(&st.name, k, 0)? else {
                continue;
            };
            let dom = isl::Set::parse(ctx, &st.domain)?;
            let elements = copy
                .elements
                .intersect_domain(UnionSet::try_from(dom.clone())?)?
                .coalesce()?;
            // One array, one affine function of the instance.
            let maps = elements.maps()?;
            let [element] = maps.as_slice() else {
                continue;
            };
            // (A read whose value may come from several writes, through
            // may-writes, has no single element.)
            if !element.is_single_valued()? {
                continue;
            }
            let array = element.tuple_name(isl::DimType::Out)?.unwrap_or_default();
            let pma = isl::PwMultiAff::from_map(element.clone())?.gist(dom.clone())?;
            if !pma.isa_multi_aff()? {
                continue;
            }
            // Writes to the element between the copy and the read.
            let os: Vec<String> = (0..element.n_out()).map(|i| format!("o{i}")).collect();
            let array_writes = writes.clone().intersect_range(UnionSet::parse(
                ctx,
                &format!("{}{{ {array}[{}] }}", view.prefix, os.join(", ")),
            )?)?;
            let candidates = elements
                .clone()
                .apply_range(array_writes.clone().reverse()?)?;
            let untagged = candidates.clone().range_factor_domain()?;
            if order.written_between(&copy.as_of, untagged)? {
                continue;
            }
            // Writes at the copying instance other than the store that
            // made the value.
            let mut at_copy = candidates;
            for tag in &copy.allowed {
                let (s, _) = tag.rsplit_once("_a").unwrap_or((tag, ""));
                let d = scop
                    .statement(s)
                    .map(|x| isl::Set::parse(ctx, &x.domain).map(|d| d.dim(isl::DimType::Set)))
                    .transpose()?
                    .unwrap_or(0);
                let ys: Vec<String> = (0..d).map(|i| format!("i{i}")).collect();
                let made = UnionSet::parse(
                    ctx,
                    &format!("{}{{ [{s}[{}] -> {tag}[]] }}", view.prefix, ys.join(", ")),
                )?;
                at_copy = at_copy.subtract_range(made)?;
            }
            if !at_copy
                .range_factor_domain()?
                .intersect(copy.as_of.clone())?
                .is_empty()?
            {
                continue;
            }
            let relation = element.to_string();
            reloads.push(Reload {
                stmt: st.name.clone(),
                scalar: acc.array.clone(),
                array: array.clone(),
                relation: relation.clone(),
                recomputed: copy.recipe.is_some(),
            });
            read_element(&mut new, &st.name, k, array, relation, copy.recipe.as_ref());
        }
    }
    if reloads.is_empty() {
        return Ok(None);
    }
    let (dead, dropped) = drop_dead(&mut new);
    let r = Reloaded {
        scop: new,
        reloads,
        dead,
        dropped,
        widened: Vec::new(),
    };
    log::debug!(target: "tessera::reload", "{}: {}", scop.name, r.summary());
    Ok(Some(r))
}

/// The original order of the statement instances.
enum Order<'c> {
    /// The dates, one length, one per instance: pairs are compared at
    /// their dates, each pair of statements once (see [`Order::before`]).
    At(AtDates<'c>),
    /// `a -> b`: a runs before b, every pair of instances (costly with
    /// many statements; only when the dates cannot be compared directly).
    Pairs(UnionMap<'c>),
}

/// The dates of [`Order::At`], with the order between two statements'
/// instances built once per pair: every read with a copy asks again about
/// the same statements (PolyBench seidel-2d: the reload analysis was a
/// third of the pass, mostly rebuilding these orders).
struct AtDates<'c> {
    dates: isl::MultiUnionPwAff<'c>,
    /// `{ S[..] -> T[..] : dates(S) <lex dates(T) }` by `(S, T)`.
    between: std::cell::RefCell<HashMap<(String, String), UnionMap<'c>>>,
}

impl<'c> Order<'c> {
    fn of(schedule: UnionMap<'c>) -> isl::Result<Order<'c>> {
        if schedule.is_single_valued()? {
            return Ok(Order::At(AtDates {
                dates: isl::MultiUnionPwAff::from_union_map(schedule)?,
                between: Default::default(),
            }));
        }
        Ok(Order::Pairs(schedule.clone().lex_lt_union_map(schedule)?))
    }

    /// Is some write of `writes` (`r -> w`, a read instance to the writes
    /// of its element) after the copy the read instance takes its value
    /// from (`as_of`: `r -> c`) and before the read?
    fn written_between(&self, as_of: &UnionMap<'c>, writes: UnionMap<'c>) -> isl::Result<bool> {
        match self {
            Order::At(at) => {
                // w before r
                let before_read = at.before(writes.reverse()?)?.reverse()?;
                // r -> [c -> w], kept where c runs before w
                let triples = as_of.clone().range_product(before_read)?;
                let after_copy = at.before(triples.clone().range()?.unwrap()?)?;
                Ok(!triples.intersect_range(after_copy.wrap()?)?.is_empty()?)
            }
            Order::Pairs(before) => {
                let after_copy = as_of.clone().apply_range(before.clone())?;
                let before_read = before.clone().reverse()?;
                Ok(!writes
                    .intersect(after_copy)?
                    .intersect(before_read)?
                    .is_empty()?)
            }
        }
    }
}

impl<'c> AtDates<'c> {
    /// The pairs of `rel` whose first instance runs first: `rel`'s
    /// `lex_lt_at` the dates, one statement pair at a time.
    fn before(&self, rel: UnionMap<'c>) -> isl::Result<UnionMap<'c>> {
        let mut out = rel.clone().subtract(rel.clone())?;
        for m in rel.maps()? {
            let key = match (
                m.tuple_name(isl::DimType::In)?,
                m.tuple_name(isl::DimType::Out)?,
            ) {
                (Some(s), Some(t)) => (s, t),
                // Not between two statements: compared as it is.
                _ => {
                    out = out.union(UnionMap::try_from(m)?.lex_lt_at(self.dates.clone())?)?;
                    continue;
                }
            };
            let cached = self.between.borrow().get(&key).cloned();
            let order = match cached {
                Some(o) => o,
                None => {
                    let universe = isl::Map::universe(m.get_space()?)?;
                    let o = UnionMap::try_from(universe)?.lex_lt_at(self.dates.clone())?;
                    self.between.borrow_mut().insert(key, o.clone());
                    o
                }
            };
            out = out.union(UnionMap::try_from(m)?.intersect(order)?)?;
        }
        Ok(out)
    }
}

/// Turns access `k` of statement `stmt` of `scop` into a read of the
/// element `relation` of `array`, the recipe (if any) recomputing the
/// value from it.
fn read_element(
    scop: &mut Scop,
    stmt: &str,
    k: usize,
    array: String,
    relation: String,
    recipe: Option<&Recipe>,
) {
    let s = scop
        .statements
        .iter_mut()
        .find(|x| x.name == stmt)
        .expect("the statement is in the copy");
    s.accesses[k] = Access {
        kind: AccessKind::Read,
        array,
        relation,
    };
    if let Some(r) = recipe {
        recompute(s, k as u32, r);
    }
}

/// Makes statement `s`'s load of access `k` (now of the element) load
/// into a new local, followed by the recipe's instructions (renumbered
/// past `s`'s locals), the last one defining the load's old result.
fn recompute(s: &mut tessera_ir::Statement, k: u32, recipe: &Recipe) {
    let mut next = s
        .body
        .iter()
        .filter_map(|i| i.result)
        .max()
        .map_or(0, |m| m + 1);
    let Some(at) = s
        .body
        .iter()
        .position(|i| i.opcode == "load" && i.access == Some(k))
    else {
        return;
    };
    let Some(result) = s.body[at].result else {
        return;
    };
    let loaded = next;
    next += 1;
    s.body[at].result = Some(loaded);
    // The writer's locals in the recipe, to the reader's.
    let mut renamed = HashMap::from([(recipe.input, loaded)]);
    let mut inserted = Vec::with_capacity(recipe.instrs.len());
    for (n, i) in recipe.instrs.iter().enumerate() {
        let mut i = i.clone();
        for o in &mut i.operands {
            if let Operand::Local(l) = o {
                *l = renamed[l];
            }
        }
        let new = if n + 1 == recipe.instrs.len() {
            result
        } else {
            next += 1;
            next - 1
        };
        if let Some(old) = i.result {
            renamed.insert(old, new);
        }
        i.result = Some(new);
        inserted.push(i);
    }
    s.body.splice(at + 1..at + 1, inserted);
}

/// Drops the writes to zero-dimensional arrays nobody reads, then the
/// statements left without a write (and without a call), until nothing
/// changes. Returns the dead arrays and the dropped statements.
fn drop_dead(scop: &mut Scop) -> (Vec<String>, Vec<String>) {
    let mut dead: Vec<String> = Vec::new();
    let mut dropped: Vec<String> = Vec::new();
    loop {
        let mut changed = false;
        let names: Vec<String> = scop.arrays.iter().map(|a| a.name.clone()).collect();
        for name in names {
            if !is_scalar(scop, &name) || dead.contains(&name) {
                continue;
            }
            let read = scop.statements.iter().any(|s| {
                s.accesses
                    .iter()
                    .any(|a| a.kind == AccessKind::Read && a.array == name)
            });
            if !read {
                dead.push(name.clone());
                changed = true;
            }
        }
        for s in &mut scop.statements {
            let keep: Vec<bool> = s
                .accesses
                .iter()
                .map(|a| a.kind == AccessKind::Read || !dead.contains(&a.array))
                .collect();
            if keep.iter().all(|&k| k) {
                continue;
            }
            remove_accesses(s, &keep);
            changed = true;
        }
        let before = scop.statements.len();
        scop.statements.retain(|s| {
            let effect = s.accesses.iter().any(|a| a.kind != AccessKind::Read)
                || s.body.iter().any(|i| i.opcode == "call");
            if !effect {
                dropped.push(s.name.clone());
            }
            effect
        });
        changed |= scop.statements.len() != before;
        if !changed {
            return (dead, dropped);
        }
    }
}

/// Removes the accesses not kept, the instructions using them, and
/// renumbers the others.
fn remove_accesses(s: &mut tessera_ir::Statement, keep: &[bool]) {
    let mut renumber = Vec::with_capacity(keep.len());
    let mut next = 0u32;
    for &k in keep {
        renumber.push(if k {
            next += 1;
            Some(next - 1)
        } else {
            None
        });
    }
    s.body.retain(|i| match i.access {
        Some(a) => renumber[a as usize].is_some(),
        None => true,
    });
    for i in &mut s.body {
        if let Some(a) = i.access {
            i.access = renumber[a as usize];
        }
    }
    let mut k = 0;
    s.accesses.retain(|_| {
        k += 1;
        keep[k - 1]
    });
}
