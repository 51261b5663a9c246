//! Statement bodies: the three-address body of each statement in the
//! model's text form, and its access relations (memory accesses, reads and
//! writes of zero-dimensional arrays), in recipe order.

use super::builder::ScopBuilder;
use super::classify::opcode_name;
use super::info::{Class, Item};
use crate::llvm::Val;
use crate::llvm::{IntPredicate, Opcode};
use crate::scev::{PwExpr, Var};
use std::collections::HashMap;
use tessera_ir as ir;

fn pred_name(p: IntPredicate) -> &'static str {
    use IntPredicate::*;
    match p {
        EQ => "eq",
        NE => "ne",
        SGT => "sgt",
        SGE => "sge",
        SLT => "slt",
        SLE => "sle",
        UGT => "ugt",
        UGE => "uge",
        ULT => "ult",
        ULE => "ule",
    }
}

/// A statement's access relations and three-address body, and the access
/// each memory instruction makes.
pub(super) struct Described<'a> {
    pub(super) accesses: Vec<ir::Access>,
    pub(super) body: Vec<ir::Instr>,
    pub(super) access_of: Vec<(Val<'a>, u32)>,
}

impl<'a> ScopBuilder<'a, '_> {
    /// Access relations and three-address body of statement `s`, named
    /// `name`, with dimensions `ivars`.
    pub(super) fn describe(
        &self,
        s: usize,
        name: &str,
        prefix: &str,
        ivars: &[String],
    ) -> Described<'a> {
        let mut w = Body {
            bd: self,
            s,
            prefix,
            dom_tuple: format!("{name}[{}]", ivars.join(", ")),
            accesses: Vec::new(),
            body: Vec::new(),
            local: HashMap::new(),
            next: 0,
            access_of: Vec::new(),
        };
        for it in &self.stmts[s].items {
            match it {
                Item::DemotedRead { phi, .. } => {
                    let (arr, t) = &self.access_text[phi];
                    let acc = w.add_access(ir::AccessKind::Read, *arr, t.clone());
                    w.access_of.push((*phi, acc));
                    w.load(*phi, acc, vec![]);
                }
                Item::PhiRead { phi, array } => {
                    let acc = w.add_access(ir::AccessKind::Read, *array, w.scalar(*array));
                    w.load(*phi, acc, vec!["phi".into()]);
                }
                Item::Write { value, array } => {
                    let o = w.operand(*value);
                    let acc = w.add_access(ir::AccessKind::MustWrite, *array, w.scalar(*array));
                    w.body.push(ir::Instr {
                        result: None,
                        opcode: "store".into(),
                        flags: vec![],
                        operands: vec![o],
                        access: Some(acc),
                        ty: "void".into(),
                    });
                }
                Item::Inst(v) => w.inst(*v),
            }
        }
        Described {
            accesses: w.accesses,
            body: w.body,
            access_of: w.access_of,
        }
    }
}

/// One statement's body and accesses as they are written.
struct Body<'b, 'a> {
    bd: &'b ScopBuilder<'a, 'b>,
    s: usize,
    prefix: &'b str,
    /// `S3[i0, i1]`.
    dom_tuple: String,
    accesses: Vec<ir::Access>,
    body: Vec<ir::Instr>,
    /// Values the body has computed or loaded so far.
    local: HashMap<Val<'a>, u32>,
    next: u32,
    /// The access of each memory instruction (and demoted PHI).
    access_of: Vec<(Val<'a>, u32)>,
}

impl<'a> Body<'_, 'a> {
    /// A new access of array `array` to `target`; its index.
    fn add_access(&mut self, kind: ir::AccessKind, array: usize, target: String) -> u32 {
        let (prefix, dom_tuple) = (self.prefix, &self.dom_tuple);
        self.accesses.push(ir::Access {
            kind,
            array: self.bd.arrays[array].name.clone(),
            relation: format!("{prefix}{{ {dom_tuple} -> {target} }}"),
        });
        (self.accesses.len() - 1) as u32
    }

    /// A zero-dimensional array's element: `A[]`.
    fn scalar(&self, array: usize) -> String {
        format!("{}[]", self.bd.arrays[array].name)
    }

    /// A load of `v`'s value through access `acc`, as the next local.
    fn load(&mut self, v: Val<'a>, acc: u32, flags: Vec<String>) {
        self.body.push(ir::Instr {
            result: Some(self.next),
            opcode: "load".into(),
            flags,
            operands: vec![],
            access: Some(acc),
            ty: v.ty().short_name(),
        });
        self.local.insert(v, self.next);
        self.next += 1;
    }

    /// An affine form over the statement's dimensions.
    fn affine_text(&self, a: &PwExpr) -> String {
        let chain = &self.bd.stmts[self.s].chain;
        let pnames = &self.bd.cx.aff.params.names;
        a.to_isl(&|v| match v {
            Var::Loop(l) => format!(
                "i{}",
                chain.iter().position(|&c| c == l).unwrap_or(usize::MAX)
            ),
            Var::Param(p) => pnames[p].clone(),
        })
    }

    /// Resolves an operand for the body text, reading value arrays as
    /// needed.
    fn operand(&mut self, o: Val<'a>) -> ir::Operand {
        if let Some(n) = self.local.get(&o) {
            return ir::Operand::Local(*n);
        }
        match self.bd.class.get(&o) {
            Some(Class::Synth(a)) => ir::Operand::Affine(self.affine_text(a)),
            Some(Class::Stmt(t)) if *t != self.s => {
                let arr = self.bd.value_array[&o];
                let acc = self.add_access(ir::AccessKind::Read, arr, self.scalar(arr));
                self.load(o, acc, vec![]);
                ir::Operand::Local(self.next - 1)
            }
            _ => external(o),
        }
    }

    /// An instruction of the statement: its memory access, if any, and its
    /// operands.
    fn inst(&mut self, v: Val<'a>) {
        let op = v.opcode();
        let mut flags = Vec::new();
        let (operands, access) = match op {
            Opcode::Load => (vec![], Some(self.memory_access(v, ir::AccessKind::Read))),
            Opcode::Call if v.is_memset() => {
                let val = self.operand(v.operand(1));
                flags.push("@llvm.memset".into());
                (
                    vec![val],
                    Some(self.memory_access(v, ir::AccessKind::MustWrite)),
                )
            }
            Opcode::Store => {
                let val = self.operand(v.operand(0));
                (
                    vec![val],
                    Some(self.memory_access(v, ir::AccessKind::MustWrite)),
                )
            }
            _ => {
                if op == Opcode::ICmp {
                    flags.push(pred_name(v.icmp_predicate()).to_string());
                }
                flags.extend(v.flags().into_iter().map(String::from));
                let mut n = v.num_operands();
                if op == Opcode::Call {
                    n = n.saturating_sub(1);
                    if let Some(f) = v.called_function() {
                        flags.push(format!("@{}", f.name()));
                    }
                }
                let ops = (0..n).map(|k| self.operand(v.operand(k))).collect();
                (ops, None)
            }
        };
        let void = v.ty().is_void();
        self.body.push(ir::Instr {
            result: (!void).then_some(self.next),
            opcode: opcode_name(op),
            flags,
            operands,
            access,
            ty: v.ty().short_name(),
        });
        if !void {
            self.local.insert(v, self.next);
            self.next += 1;
        }
    }

    /// The access of a load, store or memset, to its memory array.
    fn memory_access(&mut self, v: Val<'a>, kind: ir::AccessKind) -> u32 {
        let (arr, t) = &self.bd.access_text[&v];
        let acc = self.add_access(kind, *arr, t.clone());
        self.access_of.push((v, acc));
        acc
    }
}

/// An operand defined outside the statement and not affine: a constant,
/// a global, or a value from before the region.
fn external(o: Val<'_>) -> ir::Operand {
    if let Some(k) = o.const_int() {
        ir::Operand::Const {
            value: k.to_string(),
            ty: o.ty().short_name(),
        }
    } else if o.is_constant() && !o.name().is_empty() {
        ir::Operand::External(format!("@{}", o.name()).trim_start_matches('@').to_string())
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
