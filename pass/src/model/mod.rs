//! Building the polyhedral model of a region.
//!
//! Every instruction of the region gets a [`Class`]:
//! - control: branches and the comparisons only they use;
//! - synthesizable: integer values whose SCEV is affine in the enclosing
//!   region loops (induction variables, index arithmetic): recomputed from
//!   their affine form wherever used;
//! - rematerializable: pure instructions over synthesizable and invariant
//!   values (address computations): cloned into each statement using them;
//! - statement: everything else. A block's statement instructions are split
//!   into statements after each store (three-address granularity).
//!
//! A statement value used by another statement becomes a zero-dimensional
//! *value* array, written by its statement and read by its users. A PHI
//! that is not an induction variable becomes a zero-dimensional *phi* array,
//! written by an edge statement on each incoming edge (domain: the
//! predecessor's domain where that edge is taken) and read where the PHI
//! stands. PHIs of the exit block are modelled the same way, so the values
//! leaving the region are known after the regenerated code.

pub mod accumulators;

use crate::detect::{anchor_of, Region, Reject};
use crate::llvm::{Analyses, Bb, LoopDesc, Ty, Val};
use crate::scev::{Affinator, Affine, Params, PwExpr, Scev, Var};
use llvm_sys::{LLVMIntPredicate, LLVMOpcode};
use std::collections::{BTreeSet, HashMap};
use tessera_ir as ir;

/// What an instruction of the region is, for modelling and regeneration.
#[derive(Clone, Debug)]
pub enum Class {
    /// Branches and conditions: regenerated from the domains.
    Control,
    /// Recomputed from its (piecewise) affine form at each use.
    Synth(PwExpr),
    /// Cloned into each statement that uses it.
    Remat,
    /// Part of the statement with this index.
    Stmt(usize),
    /// Debug intrinsics and the like: not regenerated.
    Dropped,
}

/// One step of a statement's regeneration recipe.
#[derive(Clone, Debug)]
pub enum Item {
    /// Clone this instruction, remapping its operands.
    Inst(Val),
    /// The PHI's value is the content of its phi array.
    PhiRead { phi: Val, array: usize },
    /// Store this value into a zero-dimensional array.
    Write { value: Val, array: usize },
    /// The PHI of a promoted accumulator, read from the memory it mirrors:
    /// the address the loop's `store` writes.
    DemotedRead { phi: Val, store: Val },
}

/// How to regenerate one statement.
#[derive(Clone, Debug)]
pub struct StmtCode {
    /// Region loops around the statement, outermost first: the statement's
    /// dimensions, in order.
    pub chain: Vec<usize>,
    pub items: Vec<Item>,
    pub block: Bb,
}

/// A zero-dimensional array's storage type (for its slot).
#[derive(Clone, Debug)]
pub struct Slot {
    pub array: usize,
    pub ty: Ty,
}

/// The model of one SCoP plus what code generation needs.
pub struct Model {
    pub scop: ir::Scop,
    pub region: Region,
    pub params: Params,
    pub stmts: Vec<StmtCode>,
    pub class: HashMap<Val, Class>,
    /// Value array of each statement value used by another statement.
    pub value_array: HashMap<Val, usize>,
    /// Phi array of each modelled PHI (inside the region or in its exit).
    pub phi_array: HashMap<Val, usize>,
    /// Zero-dimensional arrays and their types.
    pub slots: Vec<Slot>,
    /// PHIs of the exit block (they get an incoming value from the
    /// regenerated code).
    pub exit_phis: Vec<Val>,
    /// Base pointer of each memory array (by array index).
    pub bases: HashMap<usize, Val>,
    /// Pairs of memory arrays that may overlap (alias analysis could not
    /// separate them) and of which one is written: the version branch
    /// checks at run time that their accessed ranges are disjoint.
    pub may_alias: Vec<(usize, usize)>,
    /// Accumulator PHIs mapped back to the array element they mirror.
    pub demoted: HashMap<Val, Val>,
    /// The memory array each load, store or memory call accesses.
    pub access_array: HashMap<Val, usize>,
}

/// A condition on the iteration counters, as isl text pieces.
#[derive(Clone, Debug)]
enum Cond {
    True,
    False,
    /// `lhs op rhs` in isl syntax; op is one of < <= > >= =.
    Atom(String, &'static str, String),
    Ne(String, String),
    And(Vec<Cond>),
    Or(Vec<Cond>),
}

impl Cond {
    fn negate(self) -> Cond {
        match self {
            Cond::True => Cond::False,
            Cond::False => Cond::True,
            Cond::Atom(a, op, b) => match op {
                "<" => Cond::Atom(a, ">=", b),
                "<=" => Cond::Atom(a, ">", b),
                ">" => Cond::Atom(a, "<=", b),
                ">=" => Cond::Atom(a, "<", b),
                _ => Cond::Ne(a, b),
            },
            Cond::Ne(a, b) => Cond::Atom(a, "=", b),
            Cond::And(v) => Cond::Or(v.into_iter().map(Cond::negate).collect()),
            Cond::Or(v) => Cond::And(v.into_iter().map(Cond::negate).collect()),
        }
    }
    fn to_isl(&self) -> String {
        match self {
            Cond::True => "true".into(),
            Cond::False => "false".into(),
            Cond::Atom(a, op, b) => format!("({a}) {op} ({b})"),
            Cond::Ne(a, b) => format!("(({a}) < ({b}) or ({a}) > ({b}))"),
            Cond::And(v) => format!(
                "({})",
                v.iter().map(Cond::to_isl).collect::<Vec<_>>().join(" and ")
            ),
            Cond::Or(v) => format!(
                "({})",
                v.iter().map(Cond::to_isl).collect::<Vec<_>>().join(" or ")
            ),
        }
    }
}

/// Size in bytes of a loaded or stored type.
fn elem_size(t: Ty) -> Option<u32> {
    use llvm_sys::LLVMTypeKind::*;
    match t.kind() {
        LLVMDoubleTypeKind => Some(8),
        LLVMFloatTypeKind => Some(4),
        LLVMHalfTypeKind | LLVMBFloatTypeKind => Some(2),
        LLVMPointerTypeKind => Some(8),
        LLVMIntegerTypeKind if t.int_width().is_multiple_of(8) && t.int_width() <= 64 => {
            Some(t.int_width() / 8)
        }
        _ => None,
    }
}

fn opcode_name(op: LLVMOpcode) -> String {
    let s = format!("{op:?}");
    s.trim_start_matches("LLVM").to_ascii_lowercase()
}

fn pred_name(p: LLVMIntPredicate) -> &'static str {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => "eq",
        LLVMIntNE => "ne",
        LLVMIntSGT => "sgt",
        LLVMIntSGE => "sge",
        LLVMIntSLT => "slt",
        LLVMIntSLE => "sle",
        LLVMIntUGT => "ugt",
        LLVMIntUGE => "uge",
        LLVMIntULT => "ult",
        LLVMIntULE => "ule",
    }
}

/// A readable isl name for a parameter SCEV.
fn name_hint(an: &Analyses, s: &Scev) -> String {
    match s {
        Scev::Unknown { value, .. } => {
            let n = an.value_name(Val(*value as llvm_sys::prelude::LLVMValueRef));
            if n.is_empty() {
                "p".into()
            } else {
                n
            }
        }
        Scev::Cast { op, .. } => name_hint(an, op),
        Scev::Mul { ops, .. } => ops
            .iter()
            .map(|o| name_hint(an, o))
            .collect::<Vec<_>>()
            .join("_"),
        _ => "p".into(),
    }
}

/// A value's name (or its source variable's), or a default.
fn name_or(an: &Analyses, v: Val, default: &str) -> String {
    let n = an.value_name(v);
    if n.is_empty() {
        default.to_string()
    } else {
        n
    }
}

/// Is `name` one of the isl tuple names the model gives statements (`S3`)
/// or their tagged references (`S3_a2`)? An array (source variable) named so
/// gets a suffix.
fn is_reserved_tuple(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let Some(rest) = name.strip_prefix('S') else {
        return false;
    };
    match rest.split_once("_a") {
        Some((stmt, reference)) => digits(stmt) && digits(reference),
        None => digits(rest),
    }
}

/// Mutable state while modelling one region.
struct Builder<'a> {
    an: &'a Analyses,
    region: &'a Region,
    chains: HashMap<Bb, Vec<usize>>,
    class: HashMap<Val, Class>,
    /// Per block: isl constraints that must hold on its whole domain (an
    /// unsigned comparison is modelled as a signed one where both operands
    /// are non-negative).
    nonneg: std::cell::RefCell<HashMap<Bb, Vec<String>>>,
}

fn loop_name(l: usize) -> String {
    format!("k{l}")
}

impl<'a> Builder<'a> {
    fn chain(&self, b: Bb) -> &[usize] {
        self.chains.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Affine form of an integer value as seen in block `at`.
    fn affine_at(&self, aff: &mut Affinator, v: Val, at: Bb) -> Result<PwExpr, String> {
        let s = Scev::parse(&self.an.scev(v))?;
        aff.required.clear();
        let e = aff.pw(&s);
        self.require_at(aff, at);
        let e = e?;
        let chain = self.chain(at);
        let loops_ok = |a: &Affine| a.loops().all(|l| chain.contains(&l));
        let ok = match &e {
            PwExpr::Affine(a) => loops_ok(a),
            _ => {
                // Check every piece.
                fn all(e: &PwExpr, f: &dyn Fn(&Affine) -> bool) -> bool {
                    match e {
                        PwExpr::Affine(a) => f(a),
                        PwExpr::Max(v) | PwExpr::Min(v) => v.iter().all(|x| all(x, f)),
                    }
                }
                all(&e, &loops_ok)
            }
        };
        if ok {
            Ok(e)
        } else {
            Err("a value computed in a loop is used after that loop".into())
        }
    }

    /// Moves the affinator's range requirements onto a block's domain.
    fn require_at(&self, aff: &mut Affinator, at: Bb) {
        let names = aff.params.names.clone();
        let name = |v: Var| match v {
            Var::Loop(l) => loop_name(l),
            Var::Param(p) => names[p].clone(),
        };
        let mut req = self.nonneg.borrow_mut();
        for (e, lo, hi) in aff.required.drain(..) {
            let t = e.to_isl(&name);
            req.entry(at)
                .or_default()
                .push(format!("{lo} <= ({t}) <= {hi}"));
        }
    }

    /// The condition under which the branch of `p` goes to successor `idx`.
    fn edge_cond(&self, aff: &mut Affinator, p: Bb, idx: u32) -> Result<Cond, Reject> {
        let term = p
            .terminator()
            .ok_or_else(|| Reject::new("malformed block", None))?;
        if !term.is_conditional() {
            return Ok(Cond::True);
        }
        if term.successor(0) == term.successor(1) {
            return Ok(Cond::True);
        }
        let c = self
            .cond_of(aff, term.condition(), p, 0)
            .map_err(|e| Reject::new(e, Some(term)))?;
        Ok(if idx == 0 { c } else { c.negate() })
    }

    fn cond_of(&self, aff: &mut Affinator, c: Val, at: Bb, depth: u32) -> Result<Cond, String> {
        if depth > 32 {
            return Err("the condition is too complex".into());
        }
        if let Some(k) = c.const_int() {
            return Ok(if k != 0 { Cond::True } else { Cond::False });
        }
        let data = "the condition depends on data computed in the loop nest, not only on loop indices and parameters";
        // A truth value computed before the loop nest is modelled like one
        // computed inside when it combines comparisons (of invariants: the
        // comparison becomes a constraint on parameters, gramschmidt's
        // hoisted `m > 0`); any other is opaque.
        let combines = matches!(
            c.opcode(),
            LLVMOpcode::LLVMICmp
                | LLVMOpcode::LLVMAnd
                | LLVMOpcode::LLVMOr
                | LLVMOpcode::LLVMXor
                | LLVMOpcode::LLVMSelect
        );
        if !c.is_instruction() || (!self.region.contains(c.block()) && !combines) {
            return Err("the condition is a truth value computed before the loop nest".into());
        }
        match c.opcode() {
            LLVMOpcode::LLVMICmp => {
                let (a, b) = (c.operand(0), c.operand(1));
                if !a.ty().is_int() {
                    return Err("the condition compares pointers".into());
                }
                let pred = c.icmp_predicate();
                use LLVMIntPredicate::*;
                let unsigned = matches!(pred, LLVMIntUGT | LLVMIntUGE | LLVMIntULT | LLVMIntULE);
                let ea = self
                    .affine_at(aff, a, at)
                    .map_err(|e| format!("{data} ({e})"))?;
                let eb = self
                    .affine_at(aff, b, at)
                    .map_err(|e| format!("{data} ({e})"))?;
                let name = |v: Var| match v {
                    Var::Loop(l) => loop_name(l),
                    Var::Param(p) => aff.params.names[p].clone(),
                };
                let (sa, sb) = (ea.to_isl(&name), eb.to_isl(&name));
                if unsigned {
                    let mut req = self.nonneg.borrow_mut();
                    let list = req.entry(at).or_default();
                    for (v, text) in [(a, &sa), (b, &sb)] {
                        if !self.nonneg(aff, v) {
                            list.push(format!("({text}) >= 0"));
                        }
                    }
                }
                Ok(match pred {
                    LLVMIntEQ => Cond::Atom(sa, "=", sb),
                    LLVMIntNE => Cond::Ne(sa, sb),
                    LLVMIntSGT | LLVMIntUGT => Cond::Atom(sa, ">", sb),
                    LLVMIntSGE | LLVMIntUGE => Cond::Atom(sa, ">=", sb),
                    LLVMIntSLT | LLVMIntULT => Cond::Atom(sa, "<", sb),
                    LLVMIntSLE | LLVMIntULE => Cond::Atom(sa, "<=", sb),
                })
            }
            LLVMOpcode::LLVMAnd | LLVMOpcode::LLVMOr
                if c.ty().is_int() && c.ty().int_width() == 1 =>
            {
                let x = self.cond_of(aff, c.operand(0), at, depth + 1)?;
                let y = self.cond_of(aff, c.operand(1), at, depth + 1)?;
                Ok(if c.opcode() == LLVMOpcode::LLVMAnd {
                    Cond::And(vec![x, y])
                } else {
                    Cond::Or(vec![x, y])
                })
            }
            LLVMOpcode::LLVMXor
                if c.operand(1).const_int() == Some(-1) || c.operand(1).const_int() == Some(1) =>
            {
                Ok(self.cond_of(aff, c.operand(0), at, depth + 1)?.negate())
            }
            LLVMOpcode::LLVMSelect if c.ty().is_int() && c.ty().int_width() == 1 => {
                // select a, b, false == a and b; select a, true, b == a or b.
                let a = self.cond_of(aff, c.operand(0), at, depth + 1)?;
                match (c.operand(1).const_int(), c.operand(2).const_int()) {
                    (_, Some(0)) => Ok(Cond::And(vec![
                        a,
                        self.cond_of(aff, c.operand(1), at, depth + 1)?,
                    ])),
                    (Some(k), _) if k != 0 => Ok(Cond::Or(vec![
                        a,
                        self.cond_of(aff, c.operand(2), at, depth + 1)?,
                    ])),
                    _ => Err(data.into()),
                }
            }
            _ => Err(data.into()),
        }
    }

    fn nonneg(&self, aff: &Affinator, v: Val) -> bool {
        if self.an.known_nonnegative(v) {
            return true;
        }
        Scev::parse(&self.an.scev(v))
            .map(|s| aff.known_nonneg(&s))
            .unwrap_or(false)
    }
}

/// Builds the model of a region, or says why it is not a SCoP.
pub fn build(
    an: &Analyses,
    loops: &[LoopDesc],
    region: &Region,
    function: Val,
    scop_name: &str,
    isl: &isl::Ctx,
) -> Result<Model, Reject> {
    let in_region = |l: i64| l >= 0 && region.loops.contains(&(l as usize));
    let invariant = |addr: usize| {
        let v = Val(addr as llvm_sys::prelude::LLVMValueRef);
        !(v.is_instruction() && region.contains(v.block()))
    };
    // The induction variable of a loop around the region: a PHI in its
    // header stepping by 1 from a constant.
    let outer_iv = |loop_index: i64| -> Option<(usize, u32, i64)> {
        let l = loops.get(usize::try_from(loop_index).ok()?)?;
        if !l.blocks.contains(&region.entry) {
            return None;
        }
        l.header
            .phis()
            .into_iter()
            .find_map(|p| match Scev::parse(&an.scev(p)).ok()? {
                Scev::AddRec {
                    bits,
                    loop_index: li,
                    ops,
                    ..
                } if li == loop_index && ops.len() == 2 => match (&ops[0], &ops[1]) {
                    (Scev::Const { value: Some(c), .. }, Scev::Const { value: Some(1), .. }) => {
                        Some((p.0 as usize, bits, *c))
                    }
                    _ => None,
                },
                _ => None,
            })
    };
    let mut aff = Affinator {
        in_region: &in_region,
        name_hint: &|sc: &Scev| name_hint(an, sc),
        invariant: &invariant,
        outer_iv: &outer_iv,
        params: Params::default(),
        required: Vec::new(),
    };

    // Loop chains.
    let mut chains = HashMap::new();
    for &b in &region.blocks {
        let mut chain = Vec::new();
        let mut cur = an.block_loop(b);
        while let Some(l) = cur {
            if region.loops.contains(&l) {
                chain.push(l);
            }
            cur = loops[l].parent;
        }
        chain.reverse();
        chains.insert(b, chain);
    }
    let mut bd = Builder {
        an,
        region,
        chains,
        class: HashMap::new(),
        nonneg: Default::default(),
    };
    let headers: HashMap<Bb, usize> = region.loops.iter().map(|&l| (loops[l].header, l)).collect();

    // Accumulators LLVM promoted to registers whose memory location holds
    // the same value at every iteration start: read them from memory.
    let demoted = promoted_accumulators(&mut bd, &mut aff, loops, &headers);

    // --- Classify instructions --------------------------------------------
    let mut pure_candidates = Vec::new();
    for &b in &region.blocks {
        for i in b.instructions() {
            let class = classify(&mut bd, &mut aff, &headers, b, i)?;
            if let Some(c) = class {
                bd.class.insert(i, c);
            } else {
                pure_candidates.push(i);
            }
        }
    }
    // Pure instructions: rematerializable when every operand defined in the
    // region is synthesizable or rematerializable (RPO order: operands come
    // first).
    for i in pure_candidates {
        let remat = (0..i.num_operands()).all(|k| {
            let o = i.operand(k);
            match bd.class.get(&o) {
                None => !o.is_instruction() || !region.contains(o.block()),
                Some(Class::Synth(_)) | Some(Class::Remat) => true,
                _ => false,
            }
        });
        bd.class.insert(
            i,
            if remat {
                Class::Remat
            } else {
                Class::Stmt(usize::MAX)
            },
        );
    }

    // Values computed in the region and used after it other than through
    // the exit block's PHIs (which are modelled) would lose their
    // definition on the regenerated path.
    for &b in &region.blocks {
        for i in b.instructions() {
            for u in i.users() {
                if u.is_instruction()
                    && !region.contains(u.block())
                    && !(u.block() == region.exit && u.is_phi())
                {
                    return Err(Reject::new(
                        "a value computed in the loop nest is used after it, not through a PHI (not yet supported)",
                        Some(u),
                    ));
                }
            }
        }
    }

    // --- Statements --------------------------------------------------------
    let mut stmts: Vec<StmtCode> = Vec::new();
    // Per statement: (block, position key within its block).
    let mut stmt_key: Vec<(Bb, usize)> = Vec::new();
    for &b in &region.blocks {
        let mut cur: Vec<Val> = Vec::new();
        let mut n = 0;
        let insts: Vec<Val> = b
            .instructions()
            .into_iter()
            .filter(|i| matches!(bd.class.get(i), Some(Class::Stmt(_))))
            .collect();
        for (idx, i) in insts.iter().enumerate() {
            cur.push(*i);
            let last = idx + 1 == insts.len();
            if i.opcode() == LLVMOpcode::LLVMStore || i.is_memset() || last {
                for v in &cur {
                    bd.class.insert(*v, Class::Stmt(stmts.len()));
                }
                stmts.push(StmtCode {
                    chain: bd.chain(b).to_vec(),
                    items: cur.drain(..).map(Item::Inst).collect(),
                    block: b,
                });
                stmt_key.push((b, n));
                n += 1;
            }
        }
    }

    // --- Arrays for values crossing statements and for PHIs ---------------
    let mut arrays: Vec<ir::Array> = Vec::new();
    let mut slots = Vec::new();
    let mut used_names: BTreeSet<String> = BTreeSet::new();
    let fresh = |base: &str, used: &mut BTreeSet<String>| {
        let base = crate::scev::sanitize(base);
        let mut name = base.clone();
        let mut k = 1;
        while is_reserved_tuple(&name) || !used.insert(name.clone()) {
            name = format!("{base}_{k}");
            k += 1;
        }
        name
    };
    let mut value_array = HashMap::new();
    let mut phi_array = HashMap::new();
    let stmt_of = |class: &HashMap<Val, Class>, v: Val| match class.get(&v) {
        Some(Class::Stmt(s)) => Some(*s),
        _ => None,
    };
    let exit = region.exit;
    let exit_phis = exit.phis();
    for (s, code) in stmts.iter().enumerate() {
        for it in &code.items {
            let Item::Inst(v) = it else { continue };
            if v.ty().is_void() {
                continue;
            }
            let mut crossing = false;
            for u in v.users() {
                if !u.is_instruction() || demoted.contains_key(&u) {
                    continue;
                }
                let ub = u.block();
                if !region.contains(ub) {
                    if ub == exit && u.is_phi() {
                        crossing = true;
                        continue;
                    }
                    return Err(Reject::new(
                        "a value computed in the loop nest is used after it (not yet supported)",
                        Some(*v),
                    ));
                }
                match bd.class.get(&u) {
                    Some(Class::Stmt(t)) if *t == s && !u.is_phi() => {}
                    Some(Class::Stmt(_)) => crossing = true,
                    Some(Class::Dropped) => {}
                    _ => {
                        return Err(Reject::new(
                            "a loop bound or branch condition depends on data loaded or computed in the loop nest",
                            Some(u),
                        ))
                    }
                }
            }
            if crossing {
                let name = fresh(&format!("v_{}", name_or(an, *v, "tmp")), &mut used_names);
                value_array.insert(*v, arrays.len());
                slots.push(Slot {
                    array: arrays.len(),
                    ty: v.ty(),
                });
                arrays.push(scalar_array(name, v.ty(), ir::ArrayKind::Value)?);
            }
        }
    }
    let mut modelled_phis: Vec<Val> = Vec::new();
    for &b in &region.blocks {
        for p in b.phis() {
            if matches!(bd.class.get(&p), Some(Class::Stmt(_))) && !demoted.contains_key(&p) {
                modelled_phis.push(p);
            }
        }
    }
    modelled_phis.extend(exit_phis.iter().copied());
    for &p in &modelled_phis {
        // PHIs of the exit block hold the values leaving the region.
        let (prefix, kind) = if p.block() == exit {
            ("out", ir::ArrayKind::ExitPhi)
        } else {
            ("phi", ir::ArrayKind::Phi)
        };
        let name = fresh(
            &format!("{prefix}_{}", name_or(an, p, "tmp")),
            &mut used_names,
        );
        phi_array.insert(p, arrays.len());
        slots.push(Slot {
            array: arrays.len(),
            ty: p.ty(),
        });
        arrays.push(scalar_array(name, p.ty(), kind)?);
    }
    // PHI reads and value writes into the recipes.
    for code in &mut stmts {
        let mut items = Vec::new();
        for it in code.items.drain(..) {
            match it {
                Item::Inst(v) => {
                    items.push(match demoted.get(&v) {
                        Some(&store) => Item::DemotedRead { phi: v, store },
                        None if v.is_phi() => Item::PhiRead {
                            phi: v,
                            array: phi_array[&v],
                        },
                        None => Item::Inst(v),
                    });
                    // A value used by another statement is also written to
                    // its value array (PHI values included).
                    if let Some(&a) = value_array.get(&v) {
                        items.push(Item::Write { value: v, array: a });
                    }
                }
                other => items.push(other),
            }
        }
        code.items = items;
    }
    // Edge statements: the PHI writes on each edge into a block with
    // modelled PHIs.
    let mut edges: Vec<(usize, Bb, u32)> = Vec::new(); // (stmt, pred, succ index)
    for &p in &region.blocks {
        let Some(term) = p.terminator() else { continue };
        for k in 0..term.num_successors() {
            let b = term.successor(k);
            let phis: Vec<Val> = b
                .phis()
                .into_iter()
                .filter(|x| phi_array.contains_key(x))
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
                        array: phi_array[&x],
                    }
                })
                .collect();
            edges.push((stmts.len(), p, k));
            stmts.push(StmtCode {
                chain: bd.chain(p).to_vec(),
                items,
                block: p,
            });
            stmt_key.push((p, 1000 + k as usize));
        }
    }
    // Values read by statements: every operand that is a statement value of
    // another statement must have a value array (edge statements included).
    for (s, code) in stmts.iter().enumerate() {
        for it in &code.items {
            let vals: Vec<Val> = match it {
                Item::Inst(v) => (0..v.num_operands()).map(|k| v.operand(k)).collect(),
                Item::Write { value, .. } => vec![*value],
                Item::PhiRead { .. } => vec![],
                Item::DemotedRead { store, .. } => vec![store.operand(1)],
            };
            for o in vals {
                if let Some(t) = stmt_of(&bd.class, o) {
                    if t != s && !value_array.contains_key(&o) {
                        return Err(Reject::new(
                            "internal: a statement value without its array",
                            Some(o),
                        ));
                    }
                }
                if matches!(bd.class.get(&o), Some(Class::Control)) {
                    return Err(Reject::new(
                        "a loop condition is also used as data",
                        Some(o),
                    ));
                }
            }
        }
    }

    // --- Accesses ------------------------------------------------------------
    // base -> its accesses
    let mut mem_groups: Vec<(Val, Vec<GroupAccess>)> = Vec::new();
    for (s, code) in stmts.iter().enumerate() {
        for it in &code.items {
            if let Item::DemotedRead { phi, store } = it {
                let (base, _) = an.access_offset(*store);
                let base = base.ok_or_else(|| {
                    Reject::new("internal: a demoted accumulator without base", Some(*store))
                })?;
                match mem_groups.iter_mut().find(|(b, _)| *b == base) {
                    Some((_, g)) => g.push((s, *phi, *store)),
                    None => mem_groups.push((base, vec![(s, *phi, *store)])),
                }
            }
            if let Item::Inst(v) = it {
                if matches!(v.opcode(), LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore)
                    || v.is_memset()
                {
                    let (base, _) = if v.is_memset() {
                        an.pointer_offset(v.operand(0))
                    } else {
                        an.access_offset(*v)
                    };
                    let base = base.ok_or_else(|| {
                        Reject::new(
                            "the address is not an array element reached from a base pointer",
                            Some(*v),
                        )
                    })?;
                    match mem_groups.iter_mut().find(|(b, _)| *b == base) {
                        Some((_, g)) => g.push((s, *v, *v)),
                        None => mem_groups.push((base, vec![(s, *v, *v)])),
                    }
                }
            }
        }
    }
    let mut bases: HashMap<usize, Val> = HashMap::new();
    let mut written: BTreeSet<usize> = BTreeSet::new();
    // Access relation text per instruction, and array declarations.
    let mut access_text: HashMap<Val, (usize, String)> = HashMap::new(); // inst -> (array, "A[...]")
    for (base, group3) in &mem_groups {
        let group: Vec<(usize, Val)> = group3.iter().map(|&(s, _, a)| (s, a)).collect();
        let group = group.as_slice();
        let keys: Vec<Val> = group3.iter().map(|&(_, k, _)| k).collect();
        // Element type from the loads and stores (a memset only says bytes).
        let typed: Vec<Val> = group
            .iter()
            .map(|(_, v)| *v)
            .filter(|v| !v.is_memset())
            .collect();
        let esz = match typed.first() {
            Some(t) => elem_size(t.access_type())
                .ok_or_else(|| Reject::new("an access of an unsupported element type", Some(*t)))?,
            None => 1,
        };
        if typed
            .iter()
            .any(|v| elem_size(v.access_type()) != Some(esz))
        {
            return Err(Reject::new(
                "the same array is accessed with elements of different sizes",
                Some(group[0].1),
            ));
        }
        // As the source names it (debug information, the IR name), or the
        // scheme of old: MemRef, MemRef_1, ...
        let mut bname = an.array_name(*base, group[0].1);
        if bname.is_empty() {
            bname = "MemRef".into();
        }
        let name = fresh(&bname, &mut used_names);
        let (sizes, subs) = shape_of(&bd, &mut aff, group, esz)?;
        let written_here = group3
            .iter()
            .any(|&(_, k, a)| k == a && a.opcode() == LLVMOpcode::LLVMStore);
        bases.insert(arrays.len(), *base);
        if written_here {
            written.insert(arrays.len());
        }
        // A recovered array shape holds where every inner subscript stays
        // within its dimension: proved on the domain, or assumed.
        for ((_, v), sub) in group.iter().zip(&subs) {
            let pn = aff.params.names.clone();
            let name = |var: Var| match var {
                Var::Loop(l) => loop_name(l),
                Var::Param(p) => pn[p].clone(),
            };
            for (k, dim) in sizes.iter().enumerate().skip(1) {
                let size = match dim {
                    ir::Dim::Const(n) => n.to_string(),
                    ir::Dim::Param(t) => format!("({t})"),
                    ir::Dim::Unknown => continue,
                };
                let Some(e) = sub.get(k) else { continue };
                bd.nonneg
                    .borrow_mut()
                    .entry(v.block())
                    .or_default()
                    .push(format!("0 <= ({}) < {size}", e.to_isl(&name)));
            }
        }
        for (((_, v), sub), key) in group.iter().zip(subs).zip(keys.iter().copied()) {
            let chain = bd.chain(v.block()).to_vec();
            // A memset's length, in elements.
            let len = if v.is_memset() {
                let l = Scev::parse(&an.scev(v.operand(2)))
                    .and_then(|l| aff.affine(&l))
                    .ok()
                    .filter(|a| a.loops().all(|l| chain.contains(&l)))
                    .and_then(|a| a.div_exact(esz as i64))
                    .ok_or_else(|| {
                        Reject::new(
                            "the memset's length is not an affine number of elements",
                            Some(*v),
                        )
                    })?;
                Some(l)
            } else {
                None
            };
            let pnames = aff.params.names.clone();
            let iname = |var: Var| match var {
                Var::Loop(l) => format!(
                    "i{}",
                    chain.iter().position(|&c| c == l).unwrap_or(usize::MAX)
                ),
                Var::Param(p) => pnames[p].clone(),
            };
            let text = sub
                .iter()
                .map(|a| a.to_isl(&iname))
                .collect::<Vec<_>>()
                .join(", ");
            if let Some(len) = &len {
                // The range [start, start + length) of elements.
                let len = len.to_isl(&iname);
                access_text.insert(
                    key,
                    (
                        arrays.len(),
                        format!("{name}[o] : {text} <= o < {text} + ({len})"),
                    ),
                );
            } else {
                access_text.insert(key, (arrays.len(), format!("{name}[{text}]")));
            }
        }
        arrays.push(ir::Array {
            name,
            elem: typed
                .first()
                .map(|t| t.access_type().short_name())
                .unwrap_or_else(|| "i8".into()),
            elem_size: esz,
            sizes,
            kind: ir::ArrayKind::Memory,
        });
    }

    // Memory arrays that may overlap, one of them written.
    let mut may_alias = Vec::new();
    for (&a, &ba) in &bases {
        for (&b, &bb) in &bases {
            if a < b && (written.contains(&a) || written.contains(&b)) && an.alias(ba, bb) != 0 {
                may_alias.push((a, b));
            }
        }
    }
    may_alias.sort();

    // --- Domains ------------------------------------------------------------
    // Trip counts and branch conditions first (they may add parameters).
    let mut btc: HashMap<usize, PwExpr> = HashMap::new();
    for &l in &region.loops {
        let s = Scev::parse(&an.backedge_taken_count(l)).map_err(|e| Reject::new(e, None))?;
        let anchor = loops[l].latch.and_then(|b| b.terminator());
        aff.required.clear();
        let e = aff.pw(&s);
        if let Some(pre) = loops[l].preheader {
            bd.require_at(&mut aff, pre);
        }
        let e = e.map_err(|e| {
            Reject::new(format!("the number of iterations of the loop is not an affine function of the enclosing loop indices and parameters: {e}"), anchor)
        })?;
        btc.insert(l, e);
    }
    let mut conds: HashMap<(Bb, u32), Cond> = HashMap::new();
    for &p in &region.blocks {
        let Some(term) = p.terminator() else { continue };
        for k in 0..term.num_successors() {
            conds.insert((p, k), bd.edge_cond(&mut aff, p, k)?);
        }
    }
    let pnames = aff.params.names.clone();
    let prefix = ir::param_prefix(&pnames);
    let var_name = |v: Var| match v {
        Var::Loop(l) => loop_name(l),
        Var::Param(p) => pnames[p].clone(),
    };
    let tuple = |chain: &[usize]| {
        chain
            .iter()
            .map(|&l| loop_name(l))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let isl_err = |e: isl::Error| {
        if e.is_quota() {
            Reject::new(
                "the polyhedral model is too costly to build (isl operation budget exceeded)",
                anchor_of(an, region.entry),
            )
        } else {
            Reject::new(
                format!("internal isl error: {e}"),
                anchor_of(an, region.entry),
            )
        }
    };
    let set = |s: String| isl::Set::parse(isl, &s);
    let map = |s: String| isl::Map::parse(isl, &s);

    // What the parameters' integer types say of their values.
    let param_facts = {
        let mut f = vec!["true".to_string()];
        for ((sc, _), name) in aff.params.list.iter().zip(&aff.params.names) {
            if let Some((lo, hi)) = type_range(sc) {
                f.push(format!("{lo} <= {name} <= {hi}"));
            }
        }
        f.join(" and ")
    };
    // Parameter values for which the model is exact.
    let mut assumed = set(format!("{prefix}{{ : }}")).map_err(isl_err)?;
    let mut assumed_at: Option<Bb> = None;
    let mut dom: HashMap<Bb, isl::Set> = HashMap::new();
    let mut edge_dom: HashMap<(Bb, u32), isl::Set> = HashMap::new();
    dom.insert(
        region.entry,
        set(format!("{prefix}{{ [] }}")).map_err(isl_err)?,
    );
    for &b in &region.blocks {
        let Some(db) = dom.get(&b).cloned() else {
            return Err(Reject::new(
                "internal: block reached before its predecessors",
                anchor_of(an, b),
            ));
        };
        let cb = bd.chain(b).to_vec();
        if let Some(reqs) = bd.nonneg.borrow().get(&b).filter(|r| !r.is_empty()) {
            let req = set(format!(
                "{prefix}{{ [{}] : {} }}",
                tuple(&cb),
                reqs.join(" and ")
            ))
            .map_err(isl_err)?;
            let facts = set(format!("{prefix}{{ [{}] : {} }}", tuple(&cb), param_facts))
                .map_err(isl_err)?;
            let known = db.clone().intersect(facts).map_err(isl_err)?;
            if !known.is_subset(&req).map_err(isl_err)? {
                // Not provable from the domain: assume it, for the parameter
                // values where it holds everywhere; the version branch
                // checks that at run time.
                let bad = known
                    .subtract(req)
                    .map_err(isl_err)?
                    .params()
                    .map_err(isl_err)?;
                let ok = bad.complement().map_err(isl_err)?;
                assumed = assumed
                    .intersect(ok)
                    .map_err(isl_err)?
                    .coalesce()
                    .map_err(isl_err)?;
                assumed_at.get_or_insert(b);
            }
        }
        let Some(term) = b.terminator() else { continue };
        for k in 0..term.num_successors() {
            let Some(cond) = conds.get(&(b, k)) else {
                continue;
            };
            let s = term.successor(k);
            let cs = set(format!(
                "{prefix}{{ [{}] : {} }}",
                tuple(&cb),
                cond.to_isl()
            ))
            .map_err(isl_err)?;
            let taken = db
                .clone()
                .intersect(cs)
                .map_err(isl_err)?
                .coalesce()
                .map_err(isl_err)?;
            edge_dom.insert((b, k), taken.clone());
            let is_back = headers.get(&s).is_some_and(|&l| loops[l].latch == Some(b));
            if is_back || s == exit || !region.contains(s) {
                continue;
            }
            let csucc = bd.chain(s).to_vec();
            let into = if let Some(&l) = headers.get(&s) {
                if csucc.len() != cb.len() + 1 || csucc[..cb.len()] != cb[..] {
                    return Err(Reject::new(
                        "a loop is entered other than through its preheader",
                        anchor_of(an, s),
                    ));
                }
                let bound = btc[&l].to_isl(&var_name);
                let m = map(format!(
                    "{prefix}{{ [{t}] -> [{t}{sep}{kl}] : 0 <= {kl} and {kl} <= {bound} }}",
                    t = tuple(&cb),
                    sep = if cb.is_empty() { "" } else { ", " },
                    kl = loop_name(l),
                ))
                .map_err(isl_err)?;
                taken.apply(m).map_err(isl_err)?
            } else if csucc.len() <= cb.len() && csucc[..] == cb[..csucc.len()] {
                if csucc.len() == cb.len() {
                    taken
                } else {
                    let m = map(format!(
                        "{prefix}{{ [{}] -> [{}] }}",
                        tuple(&cb),
                        tuple(&csucc)
                    ))
                    .map_err(isl_err)?;
                    taken.apply(m).map_err(isl_err)?
                }
            } else {
                return Err(Reject::new(
                    "unsupported control flow between loops",
                    anchor_of(an, s),
                ));
            };
            let merged = match dom.remove(&s) {
                Some(d) => d
                    .union(into)
                    .map_err(isl_err)?
                    .coalesce()
                    .map_err(isl_err)?,
                None => into,
            };
            dom.insert(s, merged);
        }
    }

    // What is assumed, simplified with what the types already say.
    let assumed_text = if assumed_at.is_some() {
        let facts = set(format!("{prefix}{{ : {param_facts} }}")).map_err(isl_err)?;
        if assumed
            .clone()
            .intersect(facts.clone())
            .map_err(isl_err)?
            .is_empty()
            .map_err(isl_err)?
        {
            return Err(Reject::new(
                "an index, bound or unsigned comparison always wraps around for this loop nest",
                assumed_at.and_then(|b| b.terminator()),
            ));
        }
        assumed
            .gist_params(facts)
            .map_err(isl_err)?
            .coalesce()
            .map_err(isl_err)?
            .to_string()
    } else {
        String::new()
    };

    // --- Statements of the model -----------------------------------------------
    let max_depth = stmts.iter().map(|s| s.chain.len()).max().unwrap_or(0);
    let sched = schedules(&stmts, &stmt_key, &region.rpo, loops);
    let mut statements = Vec::new();
    for (s, code) in stmts.iter().enumerate() {
        let name = format!("S{s}");
        let d = match edges.iter().find(|(e, _, _)| *e == s) {
            Some((_, p, k)) => edge_dom.get(&(*p, *k)).cloned(),
            None => dom.get(&code.block).cloned(),
        }
        .ok_or_else(|| Reject::new("internal: statement without domain", None))?;
        let mut d = d.set_tuple_name(&name).map_err(isl_err)?;
        for i in 0..code.chain.len() {
            d = d
                .set_dim_name(isl::DimType::Set, i, &format!("i{i}"))
                .map_err(isl_err)?;
        }
        let domain = d.coalesce().map_err(isl_err)?.to_string();
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
        let (accesses, body) = describe(
            &bd,
            &aff.params.names,
            code,
            s,
            &name,
            &prefix,
            &ivars,
            &access_text,
            &arrays,
            &value_array,
        )?;
        // The first instruction with a real source line (edge statements
        // write values computed elsewhere: use that value's line).
        let location = code
            .items
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
            .map(|(file, line, col)| ir::SourceLoc { file, line, col });
        statements.push(ir::Statement {
            name,
            domain,
            schedule,
            accesses,
            body,
            location,
        });
    }

    let location = anchor_of(an, region.entry)
        .and_then(|a| an.debug_loc(a))
        .or_else(|| {
            region
                .loops
                .first()
                .and_then(|&l| loops[l].latch)
                .and_then(|b| b.terminator())
                .and_then(|t| an.debug_loc(t))
        })
        .map(|(file, line, col)| ir::SourceLoc { file, line, col });
    let params = aff
        .params
        .list
        .iter()
        .zip(&aff.params.names)
        .map(|((s, _), n)| ir::Param {
            name: n.clone(),
            ty: format!("i{}", s.bits()),
        })
        .collect();
    let scop = ir::Scop {
        name: scop_name.to_string(),
        function: function.name(),
        location,
        params,
        context: format!("{prefix}{{ : }}"),
        assumed: assumed_text,
        arrays,
        statements,
    };
    Ok(Model {
        scop,
        region: region.clone(),
        params: aff.params,
        stmts,
        class: bd.class,
        value_array,
        phi_array,
        slots,
        exit_phis,
        bases,
        may_alias,
        demoted,
        access_array: access_text.iter().map(|(&v, (a, _))| (v, *a)).collect(),
    })
}

fn scalar_array(name: String, ty: Ty, kind: ir::ArrayKind) -> Result<ir::Array, Reject> {
    Ok(ir::Array {
        name,
        elem: ty.short_name(),
        elem_size: elem_size(ty).unwrap_or(8),
        sizes: Vec::new(),
        kind,
    })
}

/// Class of one instruction; None for pure instructions whose class depends
/// on their operands (decided afterwards).
fn classify(
    bd: &mut Builder,
    aff: &mut Affinator,
    headers: &HashMap<Bb, usize>,
    b: Bb,
    i: Val,
) -> Result<Option<Class>, Reject> {
    use LLVMOpcode::*;
    if i.is_terminator() {
        return Ok(Some(Class::Control));
    }
    if i.is_ignorable() {
        return Ok(Some(Class::Dropped));
    }
    if i.is_volatile_or_atomic() {
        return Err(Reject::new("a volatile or atomic memory access", Some(i)));
    }
    let op = i.opcode();
    // Integer values with an affine SCEV are recomputed where used.
    // (Pure calls too: SCEV models llvm.smin and friends; any other call is
    // an opaque value the affinator refuses.)
    if i.ty().is_int()
        && i.ty().int_width() <= 64
        && op != LLVMLoad
        && (op != LLVMCall || i.call_is_pure())
    {
        if let Ok(e) = bd.affine_at(aff, i, b) {
            if op != LLVMPHI || headers.contains_key(&b) || e.loops().is_empty() {
                return Ok(Some(Class::Synth(e)));
            }
        }
    }
    // Integer values that only feed loop bounds and conditions (min/max of
    // bounds): the conditions are read from SCEV, so they need no code.
    if i.ty().is_int()
        && op != LLVMLoad
        && (op != LLVMCall || i.call_is_pure())
        && bd.affine_at(aff, i, b).is_ok()
        && feeds_only_control(bd.region, i, 0)
    {
        return Ok(Some(Class::Control));
    }
    match op {
        LLVMPHI => Ok(Some(Class::Stmt(usize::MAX))),
        LLVMLoad | LLVMStore => Ok(Some(Class::Stmt(usize::MAX))),
        LLVMCall => {
            if i.call_is_pure() || i.is_memset() {
                Ok(Some(Class::Stmt(usize::MAX)))
            } else {
                let callee = i
                    .called_function()
                    .map(|f| f.name())
                    .unwrap_or_else(|| "an indirect function".into());
                // libm functions set errno unless told not to.
                let libm = [
                    "sqrt", "exp", "log", "pow", "sin", "cos", "tan", "fabs", "floor", "ceil",
                    "fmod", "exp2", "log2", "log10", "cbrt", "hypot", "atan", "atan2", "asin",
                    "acos", "sinh", "cosh", "tanh",
                ];
                let base = callee.trim_end_matches(['f', 'l']);
                let hint = if libm.contains(&callee.as_str()) || libm.contains(&base) {
                    " (math functions may set errno: compile with -fno-math-errno to let Tessera treat them as pure)"
                } else {
                    ""
                };
                Err(Reject::new(
                    format!("the call to '{callee}' may have side effects (it may write memory, not return, or throw){hint}"),
                    Some(i),
                ))
            }
        }
        LLVMICmp
            if i.users()
                .iter()
                .all(|u| u.is_terminator() && bd.region.contains(u.block())) =>
        {
            Ok(Some(Class::Control))
        }
        LLVMAlloca | LLVMFence | LLVMAtomicCmpXchg | LLVMAtomicRMW | LLVMVAArg | LLVMInvoke
        | LLVMLandingPad | LLVMCallBr | LLVMFreeze => Err(Reject::new(
            format!(
                "unsupported instruction '{}' in the loop nest",
                opcode_name(op)
            ),
            Some(i),
        )),
        _ => Ok(None),
    }
}

/// One access of a base pointer's group: (statement, access key,
/// instruction giving the address). The key is the load, store or memset
/// itself, or a demoted accumulator PHI whose address the loop's store
/// gives.
type GroupAccess = (usize, Val, Val);

/// Header PHIs of region loops that mirror a memory location (LLVM's scalar
/// promotion left the store in the loop): the loop's only store writes the
/// PHI's latch value, in the latch, to an address invariant in the loop,
/// and on entry the location holds the PHI's initial value. Reading the PHI
/// from memory then gives the same value at every iteration start. Maps
/// PHI -> that store.
fn promoted_accumulators(
    bd: &mut Builder,
    aff: &mut Affinator,
    loops: &[LoopDesc],
    headers: &HashMap<Bb, usize>,
) -> HashMap<Val, Val> {
    let an = bd.an;
    let mut out = HashMap::new();
    for (&h, &l) in headers {
        let d = &loops[l];
        let (Some(pre), Some(latch)) = (d.preheader, d.latch) else {
            continue;
        };
        let writes: Vec<Val> = d.blocks.iter().flat_map(|b| memory_writes(*b)).collect();
        let [st] = writes.as_slice() else { continue };
        if st.opcode() != LLVMOpcode::LLVMStore || st.block() != latch || st.is_volatile_or_atomic()
        {
            continue;
        }
        let ptr = an.scev(st.operand(1));
        match Scev::parse(&ptr) {
            Ok(p) if !p.mentions_loop(&|x| x == l as i64) => {}
            _ => continue, // the address moves with the loop
        }
        for phi in h.phis() {
            if phi.phi_count() != 2 || bd.affine_at(aff, phi, h).is_ok() {
                continue; // not a two-way PHI, or an induction variable
            }
            let value_from = |b: Bb| {
                (0..2)
                    .find(|&k| phi.phi_block(k) == b)
                    .map(|k| phi.phi_value(k))
            };
            let (Some(init), Some(upd)) = (value_from(pre), value_from(latch)) else {
                continue;
            };
            if st.operand(0) == upd && initial_in_memory(an, bd.region, init, &ptr, pre) {
                out.insert(phi, *st);
                // The LCSSA PHIs of the last value read the location too:
                // the latch store is the loop's last write.
                if let Some(e) = d.exit_block.filter(|e| bd.region.contains(*e)) {
                    for q in e.phis() {
                        if q.phi_count() == 1 && q.phi_block(0) == latch && q.phi_value(0) == upd {
                            out.insert(q, *st);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Instructions of a block that may write memory.
fn memory_writes(b: Bb) -> Vec<Val> {
    b.instructions()
        .into_iter()
        .filter(|i| match i.opcode() {
            LLVMOpcode::LLVMStore => true,
            LLVMOpcode::LLVMCall => i.is_memset() || !i.call_is_pure(),
            _ => false,
        })
        .collect()
}

/// Does the location with pointer SCEV `ptr` hold `init` when control
/// reaches `pre`: loaded from it in `pre` (where nothing is written), or
/// written last before the loop, with no write since on the single-entry
/// path to `pre`?
fn initial_in_memory(an: &Analyses, region: &Region, init: Val, ptr: &str, pre: Bb) -> bool {
    if init.is_instruction()
        && init.opcode() == LLVMOpcode::LLVMLoad
        && init.block() == pre
        && memory_writes(pre).is_empty()
        && an.scev(init.operand(0)) == ptr
    {
        return true;
    }
    let mut b = pre;
    for _ in 0..8 {
        if !region.contains(b) {
            return false;
        }
        if let Some(last) = memory_writes(b).last() {
            return last.opcode() == LLVMOpcode::LLVMStore
                && last.operand(0) == init
                && !last.is_volatile_or_atomic()
                && an.scev(last.operand(1)) == ptr;
        }
        // Go on to the single predecessor (inside the region).
        let preds: Vec<Bb> = region
            .blocks
            .iter()
            .copied()
            .filter(|p| p.successors().contains(&b))
            .collect();
        match preds.as_slice() {
            [p] if b != region.entry => b = *p,
            _ => return false,
        }
    }
    false
}

/// The values a parameter can take by its type alone.
fn type_range(s: &Scev) -> Option<(i128, i128)> {
    let signed = |w: u32| {
        (1..=64)
            .contains(&w)
            .then(|| (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1))
    };
    match s {
        Scev::Unknown {
            bits,
            is_ptr: false,
            ..
        } => signed(*bits),
        Scev::Cast {
            kind: crate::scev::CastKind::SExt,
            op,
            ..
        } => signed(op.bits()),
        Scev::Cast {
            kind: crate::scev::CastKind::ZExt,
            op,
            ..
        } if op.bits() < 64 => Some((0, (1i128 << op.bits()) - 1)),
        _ => None,
    }
}

/// Whether a value is used only, through integer arithmetic, by the
/// comparisons of branches inside the region.
fn feeds_only_control(region: &Region, v: Val, depth: u32) -> bool {
    depth < 8
        && v.users().iter().all(|u| {
            u.is_instruction()
                && region.contains(u.block())
                && match u.opcode() {
                    LLVMOpcode::LLVMICmp => u.users().iter().all(|t| t.is_terminator()),
                    LLVMOpcode::LLVMSExt
                    | LLVMOpcode::LLVMZExt
                    | LLVMOpcode::LLVMTrunc
                    | LLVMOpcode::LLVMAdd
                    | LLVMOpcode::LLVMSub
                    | LLVMOpcode::LLVMMul => feeds_only_control(region, *u, depth + 1),
                    _ => false,
                }
        })
}

/// Array shape and per-access subscripts for one base pointer's accesses.
#[allow(clippy::type_complexity)]
fn shape_of(
    bd: &Builder,
    aff: &mut Affinator,
    group: &[(usize, Val)],
    esz: u32,
) -> Result<(Vec<ir::Dim>, Vec<Vec<PwExpr>>), Reject> {
    let an = bd.an;
    let in_chain = |a: &PwExpr, v: Val| {
        let chain = bd.chain(v.block());
        a.loops().iter().all(|l| chain.contains(l))
    };
    // An affine subscript of access v; its range requirements go to v's
    // block.
    let take = |aff: &mut Affinator, s: &Scev, v: Val| -> Option<PwExpr> {
        aff.required.clear();
        let r = aff.pw(s).ok().filter(|a| in_chain(a, v));
        if r.is_some() {
            bd.require_at(aff, v.block());
        }
        aff.required.clear();
        r
    };
    // A memset writes a range of elements: the array is modelled by element
    // offsets (the memsets' ranges are added by the caller).
    let has_memset = group.iter().any(|(_, v)| v.is_memset());
    // 1. Fixed sizes from GEP types, when every access agrees.
    let mut fixed: Option<(Vec<i64>, Vec<Vec<PwExpr>>)> = None;
    for (_, v) in group.iter().filter(|_| !has_memset) {
        let text = an.access_fixed(*v);
        let parsed = (!text.is_empty())
            .then(|| Scev::parse_groups(&text).ok())
            .flatten()
            .and_then(|g| {
                let sizes: Vec<i64> = g
                    .first()?
                    .1
                    .iter()
                    .filter_map(|x| match x {
                        crate::scev::GroupItem::Int(n) => Some(*n),
                        _ => None,
                    })
                    .collect();
                let subs: Option<Vec<PwExpr>> = g
                    .get(1)?
                    .1
                    .iter()
                    .map(|x| match x {
                        crate::scev::GroupItem::Scev(s) => take(aff, s, *v),
                        _ => None,
                    })
                    .collect();
                Some((sizes, subs?))
            });
        match (parsed, &mut fixed) {
            (Some((sizes, subs)), None) if subs.len() == sizes.len() + 1 => {
                fixed = Some((sizes, vec![subs]))
            }
            (Some((sizes, subs)), Some((fs, all)))
                if *fs == sizes && subs.len() == sizes.len() + 1 =>
            {
                all.push(subs)
            }
            _ => {
                fixed = None;
                break;
            }
        }
    }
    if let Some((sizes, subs)) = fixed.filter(|_| !has_memset) {
        if subs.len() == group.len() {
            let mut dims = vec![ir::Dim::Unknown];
            dims.extend(sizes.iter().map(|&n| ir::Dim::Const(n)));
            return Ok((dims, subs));
        }
    }
    // 2. Linear offsets, when all are affine.
    let mut linear = Vec::new();
    let mut first_err = None;
    for (_, v) in group {
        let (_, off) = if v.is_memset() {
            an.pointer_offset(v.operand(0))
        } else {
            an.access_offset(*v)
        };
        aff.required.clear();
        let r = Scev::parse(&off).and_then(|s| aff.pw(&s)).and_then(|a| {
            if !in_chain(&a, *v) {
                return Err("the address uses a loop index outside its loop".into());
            }
            a.div_exact(esz as i64)
                .ok_or_else(|| "the address is not a whole number of elements".to_string())
        });
        if r.is_ok() {
            bd.require_at(aff, v.block());
        }
        aff.required.clear();
        match r {
            Ok(a) => linear.push(vec![a]),
            Err(e) => {
                first_err.get_or_insert((e, *v));
            }
        }
    }
    if first_err.is_none() {
        return Ok((vec![ir::Dim::Unknown], linear));
    }
    if has_memset {
        let (e, v) = first_err.unwrap_or_else(|| ("unknown".into(), group[0].1));
        return Err(Reject::new(
            format!("the memset's address or an access of the same array is not affine: {e}"),
            Some(v),
        ));
    }
    // 3. Parametric sizes: delinearize the whole group.
    let insts: Vec<Val> = group.iter().map(|(_, v)| *v).collect();
    let text = an.access_parametric(&insts, esz);
    if !text.is_empty() {
        if let Ok(g) = Scev::parse_groups(&text) {
            let ok = (|| -> Option<(Vec<ir::Dim>, Vec<Vec<PwExpr>>)> {
                // The last "size" LLVM reports is the element size.
                let (_, sizes) = g.first()?;
                let sizes = &sizes[..sizes.len().checked_sub(1)?];
                let mut dims = vec![ir::Dim::Unknown];
                let name = |v: Var| match v {
                    Var::Param(p) => format!("{p}"),
                    Var::Loop(l) => format!("k{l}"),
                };
                let _ = name;
                for s in sizes {
                    let crate::scev::GroupItem::Scev(s) = s else {
                        return None;
                    };
                    let a = aff.affine(s).ok()?;
                    if a.loops().count() > 0 {
                        return None;
                    }
                    if a.is_constant() {
                        dims.push(ir::Dim::Const(a.constant));
                    } else {
                        let names = aff.params.names.clone();
                        dims.push(ir::Dim::Param(a.to_isl(&|v| match v {
                            Var::Param(p) => names[p].clone(),
                            Var::Loop(l) => format!("k{l}"),
                        })));
                    }
                }
                let mut all = Vec::new();
                for ((_, subs), v) in g[1..].iter().zip(&insts) {
                    let row: Option<Vec<PwExpr>> = subs
                        .iter()
                        .map(|x| match x {
                            crate::scev::GroupItem::Scev(s) => take(aff, s, *v),
                            _ => None,
                        })
                        .collect();
                    let row = row?;
                    if row.len() != dims.len() {
                        return None;
                    }
                    all.push(row);
                }
                (all.len() == insts.len()).then_some((dims, all))
            })();
            if let Some(r) = ok {
                return Ok(r);
            }
        }
    }
    let (e, v) = first_err.unwrap_or_else(|| ("unknown".into(), group[0].1));
    Err(Reject::new(
        format!("the subscript is not an affine function of the loop indices and parameters: {e}"),
        Some(v),
    ))
}

/// The 2d+1 original schedule positions (the betas) of every statement.
fn schedules(
    stmts: &[StmtCode],
    key: &[(Bb, usize)],
    rpo: &HashMap<Bb, usize>,
    loops: &[LoopDesc],
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

/// Access relations and three-address body of one statement.
#[allow(clippy::too_many_arguments)]
fn describe(
    bd: &Builder,
    pnames: &[String],
    code: &StmtCode,
    s: usize,
    name: &str,
    prefix: &str,
    ivars: &[String],
    access_text: &HashMap<Val, (usize, String)>,
    arrays: &[ir::Array],
    value_array: &HashMap<Val, usize>,
) -> Result<(Vec<ir::Access>, Vec<ir::Instr>), Reject> {
    let mut accesses = Vec::new();
    let mut body = Vec::new();
    let mut local: HashMap<Val, u32> = HashMap::new();
    let mut next = 0u32;
    let dom_tuple = format!("{name}[{}]", ivars.join(", "));
    let add_access =
        |kind: ir::AccessKind, array: usize, target: String, accesses: &mut Vec<ir::Access>| {
            accesses.push(ir::Access {
                kind,
                array: arrays[array].name.clone(),
                relation: format!("{prefix}{{ {dom_tuple} -> {target} }}"),
            });
            (accesses.len() - 1) as u32
        };
    let chain = &code.chain;
    let affine_text = |a: &PwExpr| {
        a.to_isl(&|v| match v {
            Var::Loop(l) => format!(
                "i{}",
                chain.iter().position(|&c| c == l).unwrap_or(usize::MAX)
            ),
            Var::Param(p) => pnames[p].clone(),
        })
    };
    // Resolves an operand for the body text, reading value arrays as needed.
    let operand = |o: Val,
                   body: &mut Vec<ir::Instr>,
                   accesses: &mut Vec<ir::Access>,
                   local: &mut HashMap<Val, u32>,
                   next: &mut u32|
     -> ir::Operand {
        if let Some(n) = local.get(&o) {
            return ir::Operand::Local(*n);
        }
        match bd.class.get(&o) {
            Some(Class::Synth(a)) => ir::Operand::Affine(affine_text(a)),
            Some(Class::Stmt(t)) if *t != s => {
                let arr = value_array[&o];
                let acc = add_access(
                    ir::AccessKind::Read,
                    arr,
                    format!("{}[]", arrays[arr].name),
                    accesses,
                );
                body.push(ir::Instr {
                    result: Some(*next),
                    opcode: "load".into(),
                    flags: vec![],
                    operands: vec![],
                    access: Some(acc),
                    ty: o.ty().short_name(),
                });
                local.insert(o, *next);
                *next += 1;
                ir::Operand::Local(*next - 1)
            }
            _ => {
                if let Some(k) = o.const_int() {
                    ir::Operand::Const {
                        value: k.to_string(),
                        ty: o.ty().short_name(),
                    }
                } else if o.is_constant() && !o.name().is_empty() {
                    ir::Operand::External(
                        format!("@{}", o.name()).trim_start_matches('@').to_string(),
                    )
                } else if o.is_constant() {
                    let t = o.to_text();
                    let v = t.rsplit(' ').next().unwrap_or(&t).to_string();
                    ir::Operand::Const {
                        value: v,
                        ty: o.ty().short_name(),
                    }
                } else if o.name().is_empty() {
                    ir::Operand::External("tmp".into())
                } else {
                    ir::Operand::External(o.name())
                }
            }
        }
    };
    for it in &code.items {
        match it {
            Item::DemotedRead { phi, .. } => {
                let (arr, t) = &access_text[phi];
                let acc = add_access(ir::AccessKind::Read, *arr, t.clone(), &mut accesses);
                body.push(ir::Instr {
                    result: Some(next),
                    opcode: "load".into(),
                    flags: vec![],
                    operands: vec![],
                    access: Some(acc),
                    ty: phi.ty().short_name(),
                });
                local.insert(*phi, next);
                next += 1;
            }
            Item::PhiRead { phi, array } => {
                let acc = add_access(
                    ir::AccessKind::Read,
                    *array,
                    format!("{}[]", arrays[*array].name),
                    &mut accesses,
                );
                body.push(ir::Instr {
                    result: Some(next),
                    opcode: "load".into(),
                    flags: vec!["phi".into()],
                    operands: vec![],
                    access: Some(acc),
                    ty: phi.ty().short_name(),
                });
                local.insert(*phi, next);
                next += 1;
            }
            Item::Write { value, array } => {
                let o = operand(*value, &mut body, &mut accesses, &mut local, &mut next);
                let acc = add_access(
                    ir::AccessKind::MustWrite,
                    *array,
                    format!("{}[]", arrays[*array].name),
                    &mut accesses,
                );
                body.push(ir::Instr {
                    result: None,
                    opcode: "store".into(),
                    flags: vec![],
                    operands: vec![o],
                    access: Some(acc),
                    ty: "void".into(),
                });
            }
            Item::Inst(v) => {
                let op = v.opcode();
                let mut flags = Vec::new();
                let (operands, access) = match op {
                    LLVMOpcode::LLVMLoad => {
                        let (arr, t) = &access_text[v];
                        (
                            vec![],
                            Some(add_access(
                                ir::AccessKind::Read,
                                *arr,
                                t.clone(),
                                &mut accesses,
                            )),
                        )
                    }
                    LLVMOpcode::LLVMCall if v.is_memset() => {
                        let val = operand(
                            v.operand(1),
                            &mut body,
                            &mut accesses,
                            &mut local,
                            &mut next,
                        );
                        flags.push("@llvm.memset".into());
                        let (arr, t) = &access_text[v];
                        (
                            vec![val],
                            Some(add_access(
                                ir::AccessKind::MustWrite,
                                *arr,
                                t.clone(),
                                &mut accesses,
                            )),
                        )
                    }
                    LLVMOpcode::LLVMStore => {
                        let val = operand(
                            v.operand(0),
                            &mut body,
                            &mut accesses,
                            &mut local,
                            &mut next,
                        );
                        let (arr, t) = &access_text[v];
                        (
                            vec![val],
                            Some(add_access(
                                ir::AccessKind::MustWrite,
                                *arr,
                                t.clone(),
                                &mut accesses,
                            )),
                        )
                    }
                    _ => {
                        if op == LLVMOpcode::LLVMICmp {
                            flags.push(pred_name(v.icmp_predicate()).to_string());
                        }
                        flags.extend(v.flags().into_iter().map(String::from));
                        let mut n = v.num_operands();
                        if op == LLVMOpcode::LLVMCall {
                            n = n.saturating_sub(1);
                            if let Some(f) = v.called_function() {
                                flags.push(format!("@{}", f.name()));
                            }
                        }
                        let ops = (0..n)
                            .map(|k| {
                                operand(
                                    v.operand(k),
                                    &mut body,
                                    &mut accesses,
                                    &mut local,
                                    &mut next,
                                )
                            })
                            .collect();
                        (ops, None)
                    }
                };
                let void = v.ty().is_void();
                body.push(ir::Instr {
                    result: (!void).then_some(next),
                    opcode: opcode_name(op),
                    flags,
                    operands,
                    access,
                    ty: v.ty().short_name(),
                });
                if !void {
                    local.insert(*v, next);
                    next += 1;
                }
            }
        }
    }
    Ok((accesses, body))
}

#[cfg(test)]
mod tests {
    use super::is_reserved_tuple;

    #[test]
    fn statement_and_reference_tuples_are_reserved() {
        for n in ["S0", "S12", "S3_a2"] {
            assert!(is_reserved_tuple(n), "{n}");
        }
        for n in ["S", "Sa", "S0_1", "S3_a", "S_a2", "A", "MemRef", "S3_a2x"] {
            assert!(!is_reserved_tuple(n), "{n}");
        }
    }
}
