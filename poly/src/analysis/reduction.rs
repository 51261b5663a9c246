//! Reductions: an accumulator (a phi array) updated by an associative
//! operation in one statement and carried back to itself by edge statements:
//!
//! ```text
//! S1: %0 = load [phi] #0      // the accumulator
//!     %4 = fadd [fast] %0, %3  // its one use: the update
//!     store %4, #3             // to a value array
//! S5: %0 = load #0             // the carry edge:
//!     store %0, #1             //   back to the phi array
//! ```
//!
//! The update instances of one reduction may then run in any order, or in
//! parallel with partial accumulators, when the operation is exactly
//! associative and commutative: integer `add`, `mul`, `and`, `or`, `xor`,
//! `sub` of the accumulator, integer min/max; floating-point `fadd`, `fsub`,
//! `fmul`, `fmuladd` and min/max only with reassociation rights (`reassoc`
//! or `fast`). Without those rights the dependences stay ordinary ones.

use tessera_ir::{AccessKind, ArrayKind, Operand, Scop};

/// One reduction of a SCoP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduction {
    /// The phi array holding the accumulator.
    pub accumulator: String,
    /// The value array carrying the updated value to the carry edges.
    pub carried: String,
    /// The operation, e.g. `fadd`, `add`, `@llvm.smax.i32`.
    pub op: String,
    /// The statement that updates the accumulator.
    pub update: String,
    /// The edge statements writing the update back.
    pub carry: Vec<String>,
    /// Why the updates may not be reordered; None when they may.
    pub not_reorderable: Option<String>,
}

impl Reduction {
    pub fn reorderable(&self) -> bool {
        self.not_reorderable.is_none()
    }
}

fn reassociable(flags: &[String]) -> bool {
    flags.iter().any(|f| f == "fast" || f == "reassoc")
}

/// Classifies the update `op` whose accumulator operand is `acc_pos`:
/// `Err` when it is no reduction, `Ok(None)` when its instances may be
/// reordered, `Ok(Some(why not))` otherwise.
fn classify(opcode: &str, flags: &[String], acc_pos: usize) -> Result<Option<String>, ()> {
    let fp_rights = || {
        if reassociable(flags) {
            None
        } else {
            Some("floating point without reassociation rights (e.g. -ffast-math or -fassociative-math)".to_string())
        }
    };
    match opcode {
        "add" | "mul" | "and" | "or" | "xor" => Ok(None),
        "sub" if acc_pos == 0 => Ok(None),
        "fadd" | "fmul" => Ok(fp_rights()),
        "fsub" if acc_pos == 0 => Ok(fp_rights()),
        _ => {
            let callee = flags
                .iter()
                .find(|f| f.starts_with('@'))
                .map(String::as_str)
                .unwrap_or("");
            let fp_minmax = [
                "@llvm.maxnum",
                "@llvm.minnum",
                "@llvm.maximum",
                "@llvm.minimum",
            ];
            if ["@llvm.smax", "@llvm.smin", "@llvm.umax", "@llvm.umin"]
                .iter()
                .any(|p| callee.starts_with(p))
            {
                Ok(None)
            } else if fp_minmax.iter().any(|p| callee.starts_with(p))
                || (callee.starts_with("@llvm.fmuladd") && acc_pos == 2)
            {
                Ok(fp_rights())
            } else {
                Err(())
            }
        }
    }
}

/// The reductions of a SCoP.
pub fn find(scop: &Scop) -> Vec<Reduction> {
    let mut out = Vec::new();
    for p in scop.arrays.iter().filter(|a| a.kind == ArrayKind::Phi) {
        let reads_p = |s: &tessera_ir::Statement| {
            s.accesses
                .iter()
                .any(|a| a.array == p.name && a.kind == AccessKind::Read)
        };
        let readers: Vec<&tessera_ir::Statement> =
            scop.statements.iter().filter(|s| reads_p(s)).collect();
        let [update] = readers.as_slice() else {
            continue;
        };
        // The accumulator's local and its uses in the update statement.
        let Some(acc) = update.body.iter().find(|i| {
            i.opcode == "load"
                && i.access
                    .and_then(|k| update.accesses.get(k as usize))
                    .is_some_and(|a| a.array == p.name)
        }) else {
            continue;
        };
        let Some(acc_local) = acc.result else {
            continue;
        };
        let uses: Vec<(usize, usize)> = update
            .body
            .iter()
            .enumerate()
            .flat_map(|(n, i)| {
                i.operands
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| **o == Operand::Local(acc_local))
                    .map(move |(k, _)| (n, k))
            })
            .collect();
        let [(op_index, acc_pos)] = uses.as_slice() else {
            continue;
        };
        let op = &update.body[*op_index];
        let Ok(not_reorderable) = classify(&op.opcode, &op.flags, *acc_pos) else {
            continue;
        };
        let Some(result) = op.result else { continue };
        // The result is stored (to the value array, perhaps to memory too)
        // and used by nothing else.
        let mut carried = None;
        let mut other_use = false;
        for i in &update.body {
            if !i.operands.contains(&Operand::Local(result)) {
                continue;
            }
            let target = i.access.and_then(|k| update.accesses.get(k as usize));
            match (i.opcode.as_str(), target) {
                ("store", Some(a)) => {
                    if scop
                        .array(&a.array)
                        .is_some_and(|x| x.kind == ArrayKind::Value)
                    {
                        carried = Some(a.array.clone());
                    }
                }
                _ => other_use = true,
            }
        }
        let Some(carried) = carried else { continue };
        if other_use {
            continue;
        }
        // Carry edges: read the value array, write the phi array.
        let carry: Vec<String> = scop
            .statements
            .iter()
            .filter(|s| {
                s.name != update.name
                    && s.accesses
                        .iter()
                        .any(|a| a.array == carried && a.kind == AccessKind::Read)
                    && s.accesses
                        .iter()
                        .any(|a| a.array == p.name && a.kind != AccessKind::Read)
            })
            .map(|s| s.name.clone())
            .collect();
        if carry.is_empty() {
            continue;
        }
        let op_name = op
            .flags
            .iter()
            .find(|f| f.starts_with('@'))
            .cloned()
            .unwrap_or_else(|| op.opcode.clone());
        out.push(Reduction {
            accumulator: p.name.clone(),
            carried,
            op: op_name,
            update: update.name.clone(),
            carry,
            not_reorderable,
        });
    }
    out
}
