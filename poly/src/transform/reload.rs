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
use isl::{Ctx, UnionAccessInfo, UnionMap, UnionSet};
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
}

impl Reloaded {
    /// What changed, for the scheduler's remark: the reads that now load
    /// memory (in statements that stay) and the copies dropped.
    pub fn summary(&self) -> String {
        format!(
            "{} register-carried value(s) read from memory again, {} copy statement(s) dropped",
            self.reloads
                .iter()
                .filter(|x| !self.dropped.contains(&x.stmt))
                .count(),
            self.dropped.len()
        )
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
}

struct Analysis<'a, 'c> {
    ctx: &'c Ctx,
    scop: &'a Scop,
    prefix: String,
    /// `[S_r[x] -> tag_r[]] -> [S_w[y] -> tag_w[]]`: the write each scalar
    /// read takes its value from.
    source: UnionMap<'c>,
    /// Scalar reads with no source in the SCoP.
    no_source: UnionMap<'c>,
}

impl<'c> Analysis<'_, 'c> {
    fn copy_of(&self, stmt: &str, k: usize, depth: usize) -> isl::Result<Option<Copy<'c>>> {
        if depth > MAX_CHAIN {
            return Ok(None);
        }
        let Some(st) = self.scop.statement(stmt) else {
            return Ok(None);
        };
        let dom = isl::Set::parse(self.ctx, &st.domain)?;
        let d = dom.dim(isl::DimType::Set);
        let is: Vec<String> = (0..d).map(|i| format!("i{i}")).collect();
        let tag = tag_name(stmt, k);
        let sink = UnionSet::parse(
            self.ctx,
            &format!(
                "{}{{ [{stmt}[{}] -> {tag}[]] }}",
                self.prefix,
                is.join(", ")
            ),
        )?;
        // Every instance must read a value written inside the SCoP.
        if !self
            .no_source
            .clone()
            .intersect_domain(sink.clone())?
            .is_empty()?
        {
            return Ok(None);
        }
        let sources = self.source.clone().intersect_domain(sink)?;
        let mut elements: Option<UnionMap<'c>> = None;
        let mut as_of: Option<UnionMap<'c>> = None;
        let mut allowed = Vec::new();
        for w in &self.scop.statements {
            for (wk, acc) in w.accesses.iter().enumerate() {
                if acc.kind == AccessKind::Read || acc.array != st.accesses[k].array {
                    continue;
                }
                let wd = isl::Set::parse(self.ctx, &w.domain)?.dim(isl::DimType::Set);
                let ws: Vec<String> = (0..wd).map(|i| format!("i{i}")).collect();
                let wtag = tag_name(&w.name, wk);
                let src = UnionSet::parse(
                    self.ctx,
                    &format!(
                        "{}{{ [{}[{}] -> {wtag}[]] }}",
                        self.prefix,
                        w.name,
                        ws.join(", ")
                    ),
                )?;
                let piece = sources.clone().intersect_range(src)?;
                if piece.is_empty()? {
                    continue;
                }
                // S_r[x] -> S_w[y]
                let piece = piece.domain_factor_domain()?.range_factor_domain()?;
                let Some(c) = self.made_of(w, wk, depth)? else {
                    return Ok(None);
                };
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
        let identity = |ctx: &'c Ctx| -> isl::Result<UnionMap<'c>> {
            let dom = isl::Set::parse(ctx, &w.domain)?;
            isl::UnionSet::from(dom).identity()
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
                    let rel = isl::Map::parse(self.ctx, &acc.relation)?;
                    return Ok(Some(Copy {
                        elements: UnionMap::from(rel),
                        as_of: identity(self.ctx)?,
                        allowed: Vec::new(),
                    }));
                }
                if is_scalar(self.scop, &w.accesses[a as usize].array) {
                    return self.copy_of(&w.name, a as usize, depth + 1);
                }
                return Ok(None);
            }
        }
        // The value is also stored to memory by the same statement.
        for i in &w.body {
            if i.opcode == "store" && i.operands.first() == Some(&Operand::Local(*v)) {
                if let Some(acc) = i.access.and_then(memory) {
                    let rel = isl::Map::parse(self.ctx, &acc.relation)?;
                    return Ok(Some(Copy {
                        elements: UnionMap::from(rel),
                        as_of: identity(self.ctx)?,
                        allowed: vec![tag_name(&w.name, i.access.unwrap_or(0) as usize)],
                    }));
                }
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
    let mut reads = UnionMap::parse(ctx, &format!("{}{{ }}", view.prefix))?;
    for m in view.reads.maps()? {
        if m.n_out() == 0 {
            reads = reads.union(UnionMap::from(m))?;
        }
    }
    let info = UnionAccessInfo::from_sink(reads)?
        .set_must_source(view.must_writes.clone())?
        .set_may_source(view.may_writes.clone())?
        // The dates on unbounded domains (`View::tagged_dates`): the same
        // dataflow, without pairing the domains' disjuncts.
        .set_schedule_map(view.tagged_dates.clone())?
        .compute_flow()?;
    let an = Analysis {
        ctx,
        scop,
        prefix: view.prefix.clone(),
        source: info.may_dependence()?.reverse()?,
        no_source: info.may_no_source()?,
    };
    // a -> b: a runs before b; only asked of candidate reads (most SCoPs
    // have none), and on unbounded domains: it meets relations between
    // instances that exist, and the order of every pair of instances
    // would pair the domains' disjuncts (fuzz seed 700226: domains of 11
    // disjuncts, trip counts that are maxima of parameters).
    let before = std::cell::OnceCell::new();
    let before = || -> isl::Result<UnionMap<'c>> {
        if let Some(b) = before.get() {
            return Ok(UnionMap::clone(b));
        }
        let mut dates = UnionMap::parse(ctx, &format!("{}{{ }}", view.prefix))?;
        for st in &scop.statements {
            dates = dates.union(UnionMap::from(isl::Map::parse(ctx, &st.schedule)?))?;
        }
        let dates = pad_dates(dates)?;
        let b = dates.clone().lex_lt_union_map(dates)?;
        Ok(before.get_or_init(|| b).clone())
    };
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
                .intersect_domain(UnionSet::from(dom.clone()))?
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
            let after_copy = copy.as_of.clone().apply_range(before()?)?;
            let before_read = before()?.reverse()?;
            let between = untagged
                .clone()
                .intersect(after_copy)?
                .intersect(before_read)?;
            if !between.is_empty()? {
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
            });
            let s = new
                .statements
                .iter_mut()
                .find(|x| x.name == st.name)
                .expect("the statement is in the copy");
            s.accesses[k] = Access {
                kind: AccessKind::Read,
                array,
                relation,
            };
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
    };
    log::debug!(target: "tessera::reload", "{}: {}", scop.name, r.summary());
    Ok(Some(r))
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
