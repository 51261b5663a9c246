//! Statements: a block's statement instructions split after each store
//! (three-address granularity), edge statements writing the PHIs of each
//! edge, the 2d+1 original schedule, and each statement's entry in the
//! `Scop` (domain, schedule, accesses, body, source location).

use super::builder::ScopBuilder;
use super::domains::Domains;
use super::info::{Class, Item, StmtCode};
use crate::detect::Reject;
use crate::llvm::Opcode;
use crate::llvm::{Bb, LoopDesc, Val};
use std::collections::HashMap;
use tessera_ir as ir;

/// The statements, and the access (index in its statement's accesses) of
/// each memory instruction.
pub(super) type Statements<'a> = (Vec<ir::Statement>, HashMap<Val<'a>, u32>);

/// Position key of an edge statement within its predecessor block: after
/// the block's own statements, in successor order.
const EDGE_KEY: usize = 1000;

impl<'a> ScopBuilder<'a, '_> {
    /// Splits each block's statement instructions after every store or
    /// memset (and at the block's end).
    pub(super) fn split_statements(&mut self) {
        for &b in &self.cx.region.blocks {
            let mut cur: Vec<Val<'a>> = Vec::new();
            let mut n = 0;
            let insts: Vec<Val<'a>> = b
                .instructions()
                .into_iter()
                .filter(|i| matches!(self.class.get(i), Some(Class::Stmt(_))))
                .collect();
            for (idx, i) in insts.iter().enumerate() {
                cur.push(*i);
                let last = idx + 1 == insts.len();
                if i.opcode() == Opcode::Store || i.is_memset() || last {
                    for v in &cur {
                        self.class.insert(*v, Class::Stmt(self.stmts.len()));
                    }
                    self.stmts.push(StmtCode {
                        chain: self.cx.chain(b).to_vec(),
                        items: cur.drain(..).map(Item::Inst).collect(),
                        block: b,
                    });
                    self.stmt_key.push((b, n));
                    n += 1;
                }
            }
        }
    }

    /// Edge statements: the PHI writes on each edge into a block with
    /// modelled PHIs.
    pub(super) fn edge_statements(&mut self) {
        for &p in &self.cx.region.blocks {
            let Some(term) = p.terminator() else { continue };
            for k in 0..term.num_successors() {
                let b = term.successor(k);
                let phis: Vec<Val<'a>> = b
                    .phis()
                    .into_iter()
                    .filter(|x| self.phi_array.contains_key(x))
                    .collect();
                if phis.is_empty() {
                    continue;
                }
                let items = phis
                    .iter()
                    .map(|&x| {
                        let idx = (0..x.phi_count())
                            .find(|&i| x.phi_block(i) == p)
                            .unwrap_or(0);
                        Item::Write {
                            value: x.phi_value(idx),
                            array: self.phi_array[&x],
                        }
                    })
                    .collect();
                self.edges.push((self.stmts.len(), p, k));
                self.stmts.push(StmtCode {
                    chain: self.cx.chain(p).to_vec(),
                    items,
                    block: p,
                });
                self.stmt_key.push((p, EDGE_KEY + k as usize));
            }
        }
    }

    /// Values read by statements: every operand that is a statement value
    /// of another statement must have a value array (edge statements
    /// included), and no branch condition may also be data.
    pub(super) fn check_operands(&self) -> Result<(), Reject<'a>> {
        for (s, code) in self.stmts.iter().enumerate() {
            for it in &code.items {
                let vals: Vec<Val<'a>> = match it {
                    Item::Inst(v) => (0..v.num_operands()).map(|k| v.operand(k)).collect(),
                    Item::Write { value, .. } => vec![*value],
                    Item::PhiRead { .. } => vec![],
                    Item::DemotedRead { store, .. } => vec![store.operand(1)],
                };
                for o in vals {
                    if let Some(t) = self.stmt_of(o) {
                        if t != s && !self.value_array.contains_key(&o) {
                            return Err(Reject::new(
                                "internal: a statement value without its array",
                                Some(o),
                            ));
                        }
                    }
                    if matches!(self.class.get(&o), Some(Class::Control)) {
                        return Err(Reject::new(
                            "a loop condition is also used as data",
                            Some(o),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The `Scop`'s statements: domain, original schedule, accesses, body
    /// and source location of each.
    /// The statements, and the access (index in its statement) each
    /// memory instruction makes.
    pub(super) fn statements(&self, domains: &Domains) -> Result<Statements<'a>, Reject<'a>> {
        let prefix = &domains.prefix;
        let max_depth = self.stmts.iter().map(|s| s.chain.len()).max().unwrap_or(0);
        let sched = schedules(
            &self.stmts,
            &self.stmt_key,
            &self.cx.region.rpo,
            self.cx.loops,
        );
        let mut statements = Vec::new();
        let mut access_index = HashMap::new();
        for (s, code) in self.stmts.iter().enumerate() {
            let name = format!("S{s}");
            let domain = self.statement_domain(domains, s, &name)?;
            let ivars: Vec<String> = (0..code.chain.len()).map(|i| format!("i{i}")).collect();
            let mut out: Vec<String> = Vec::new();
            for (lvl, beta) in sched[s].iter().enumerate() {
                out.push(beta.to_string());
                if lvl < code.chain.len() {
                    out.push(ivars[lvl].clone());
                }
            }
            while out.len() < 2 * max_depth + 1 {
                out.push("0".into());
            }
            let schedule = format!(
                "{prefix}{{ {name}[{}] -> [{}] }}",
                ivars.join(", "),
                out.join(", ")
            );
            let described = self.describe(s, &name, prefix, &ivars);
            access_index.extend(described.access_of);
            let (accesses, body) = (described.accesses, described.body);
            statements.push(ir::Statement {
                name,
                domain,
                schedule,
                accesses,
                body,
                location: self.location(code),
            });
        }
        Ok((statements, access_index))
    }

    /// The isl text of statement `s`'s domain: its edge's where that edge
    /// is taken, else its block's; dimensions named `i0`, `i1`...
    fn statement_domain(
        &self,
        domains: &Domains,
        s: usize,
        name: &str,
    ) -> Result<String, Reject<'a>> {
        let code = &self.stmts[s];
        let isl_err = |e| self.isl_err(e);
        let d = match self.edges.iter().find(|(e, _, _)| *e == s) {
            Some((_, p, k)) => domains.edge.get(&(*p, *k)).cloned(),
            None => domains.block.get(&code.block).cloned(),
        }
        .ok_or_else(|| Reject::new("internal: statement without domain", None))?;
        let mut d = d.set_tuple_name(name).map_err(isl_err)?;
        for i in 0..code.chain.len() {
            d = d
                .set_dim_name(isl::DimType::Set, i, &format!("i{i}"))
                .map_err(isl_err)?;
        }
        Ok(d.coalesce().map_err(isl_err)?.to_string())
    }

    /// The first instruction with a real source line (edge statements write
    /// values computed elsewhere: use that value's line).
    fn location(&self, code: &StmtCode<'a>) -> Option<ir::SourceLoc> {
        let an = self.cx.an;
        code.items
            .iter()
            .filter_map(|it| match it {
                Item::Inst(v)
                | Item::Write { value: v, .. }
                | Item::PhiRead { phi: v, .. }
                | Item::DemotedRead { phi: v, .. } => an
                    .debug_loc(*v)
                    .or_else(|| v.is_instruction().then(|| an.debug_loc(*v)).flatten()),
            })
            .find(|(_, line, _)| *line > 0)
            .map(|(file, line, col)| ir::SourceLoc { file, line, col })
    }
}

/// The 2d+1 original schedule positions (the betas) of every statement.
fn schedules(
    stmts: &[StmtCode<'_>],
    key: &[(Bb<'_>, usize)],
    rpo: &HashMap<Bb<'_>, usize>,
    loops: &[LoopDesc<'_>],
) -> Vec<Vec<usize>> {
    // Item key at level j for statement s: the loop at level j (if deeper)
    // or the statement itself; ordered by (rpo of block or header, sub).
    let item = |s: usize, j: usize| -> (usize, usize) {
        let c = &stmts[s].chain;
        if j < c.len() {
            (rpo.get(&loops[c[j]].header).copied().unwrap_or(0), 0)
        } else {
            (rpo.get(&key[s].0).copied().unwrap_or(0), key[s].1 + 1)
        }
    };
    let mut out = vec![Vec::new(); stmts.len()];
    for (s, st) in stmts.iter().enumerate() {
        for j in 0..=st.chain.len() {
            let mine = item(s, j);
            // Statements sharing the prefix of loops up to level j.
            let mut keys: Vec<(usize, usize)> = (0..stmts.len())
                .filter(|&t| stmts[t].chain.len() >= j && stmts[t].chain[..j] == st.chain[..j])
                .map(|t| item(t, j))
                .collect();
            keys.sort();
            keys.dedup();
            out[s].push(keys.iter().position(|k| *k == mine).unwrap_or(0));
        }
    }
    out
}
