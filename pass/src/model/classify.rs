//! Classification: what each instruction of the region is for modelling
//! and regeneration ([`Class`]), the uses that make a region no SCoP
//! (side effects, values escaping the region other than through its exit
//! PHIs that are not computed from values before it alone), and those
//! escaping values.

use super::builder::{Cx, ScopBuilder};
use super::info::Class;
use crate::detect::{Region, Reject};
use crate::llvm::Opcode;
use crate::llvm::{Bb, Val};
use std::collections::HashSet;

impl<'a> ScopBuilder<'a, '_> {
    /// Gives every instruction of the region its class; statement
    /// instructions get `Stmt(usize::MAX)` until statements are split.
    pub(super) fn classify(&mut self) -> Result<(), Reject<'a>> {
        let region = self.cx.region;
        let mut pure_candidates = Vec::new();
        for &b in &region.blocks {
            for i in b.instructions() {
                let mut class = classify(&mut self.cx, b, i)?;
                if self.cx.guesses.agree && i.is_phi() && matches!(class, Some(Class::Stmt(_))) {
                    if let Some(form) = self.agreeing(b, i) {
                        class = Some(Class::Synth(form));
                    }
                }
                if let Some(c) = class {
                    self.class.insert(i, c);
                } else {
                    pure_candidates.push(i);
                }
            }
        }
        // Pure instructions: rematerializable when every operand defined in
        // the region is synthesizable or rematerializable (RPO order:
        // operands come first).
        for i in pure_candidates {
            let remat = (0..i.num_operands()).all(|k| {
                let o = i.operand(k);
                match self.class.get(&o) {
                    None => !o.is_instruction() || !region.contains(o.block()),
                    Some(Class::Synth(_)) | Some(Class::Remat) => true,
                    _ => false,
                }
            });
            self.class.insert(
                i,
                if remat {
                    Class::Remat
                } else {
                    Class::Stmt(usize::MAX)
                },
            );
        }
        self.escaping = escaping_values(region)?;
        Ok(())
    }
}

/// Values computed in the region and used after it other than through the
/// exit block's PHIs (which are modelled) would lose their definition on
/// the regenerated path, unless they depend on nothing the region
/// computes: those (and the region's values they are computed from), in
/// the region's order, which puts operands first. Any other is the
/// region's reject.
fn escaping_values<'a>(region: &Region<'a>) -> Result<Vec<Val<'a>>, Reject<'a>> {
    let mut hoisted = HashSet::new();
    for &b in &region.blocks {
        for i in b.instructions() {
            let after = i.users().into_iter().find(|u| {
                u.is_instruction()
                    && !region.contains(u.block())
                    && !(u.block() == region.exit && u.is_phi())
            });
            let Some(u) = after else { continue };
            if !before_region(region, i, 0, &mut hoisted) {
                return Err(Reject::new(
                    "a value computed in the loop nest is used after it, not through a PHI, and it depends on what the nest loads or computes (not yet supported)",
                    Some(u),
                ));
            }
        }
    }
    Ok(region
        .blocks
        .iter()
        .flat_map(|b| b.instructions())
        .filter(|i| hoisted.contains(i))
        .collect())
}

/// Whether `v` has the same value wherever the region is entered: not
/// an instruction of the region, or a pure instruction of it that may run
/// early (no division that may trap, no memory, no PHI) on such values
/// alone. The region's instructions found so are added to `hoisted`.
fn before_region<'a>(
    region: &Region<'a>,
    v: Val<'a>,
    depth: u32,
    hoisted: &mut HashSet<Val<'a>>,
) -> bool {
    use Opcode::*;
    if !v.is_instruction() || !region.contains(v.block()) || hoisted.contains(&v) {
        return true;
    }
    let speculatable = match v.opcode() {
        Add | Sub | Mul | Shl | LShr | AShr | And | Or | Xor | FAdd | FSub | FMul | FDiv | FRem
        | FNeg | Trunc | ZExt | SExt | FPTrunc | FPExt | FPToUI | FPToSI | UIToFP | SIToFP
        | PtrToInt | IntToPtr | BitCast | AddrSpaceCast | GetElementPtr | ICmp | FCmp | Select => {
            true
        }
        // By a constant other than 0 (and -1, signed: MIN / -1 traps).
        UDiv | URem => v.operand(1).const_int().is_some_and(|c| c != 0),
        SDiv | SRem => v.operand(1).const_int().is_some_and(|c| c != 0 && c != -1),
        _ => false,
    };
    if depth > 16 || !speculatable {
        return false;
    }
    let operands =
        (0..v.num_operands()).all(|k| before_region(region, v.operand(k), depth + 1, hoisted));
    if operands {
        hoisted.insert(v);
    }
    operands
}

/// Class of one instruction; None for pure instructions whose class depends
/// on their operands (decided afterwards).
fn classify<'a>(cx: &mut Cx<'a, '_>, b: Bb<'a>, i: Val<'a>) -> Result<Option<Class>, Reject<'a>> {
    use Opcode::*;
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
    if i.ty().is_int() && i.ty().int_width() <= 64 && op != Load && (op != Call || i.call_is_pure())
    {
        if let Ok(e) = cx.affine_at(i, b) {
            if op != Phi || cx.headers.contains_key(&b) || e.loops().is_empty() {
                return Ok(Some(Class::Synth(e)));
            }
        }
    }
    // Integer values that only feed loop bounds and conditions (min/max of
    // bounds): the conditions are read from SCEV, so they need no code.
    if i.ty().is_int()
        && op != Load
        && (op != Call || i.call_is_pure())
        && cx.affine_at(i, b).is_ok()
        && feeds_only_control(cx.region, i, 0)
    {
        return Ok(Some(Class::Control));
    }
    match op {
        Phi => Ok(Some(Class::Stmt(usize::MAX))),
        Load | Store => Ok(Some(Class::Stmt(usize::MAX))),
        Call => {
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
        ICmp if i
            .users()
            .iter()
            .all(|u| u.is_terminator() && cx.region.contains(u.block())) =>
        {
            Ok(Some(Class::Control))
        }
        Alloca | Fence | AtomicCmpXchg | AtomicRMW | VAArg | Invoke | LandingPad | CallBr
        | Freeze => Err(Reject::new(
            format!(
                "unsupported instruction '{}' in the loop nest",
                opcode_name(op)
            ),
            Some(i),
        )),
        _ => Ok(None),
    }
}

/// Whether a value is used only, through integer arithmetic, by the
/// comparisons of branches inside the region.
fn feeds_only_control(region: &Region<'_>, v: Val<'_>, depth: u32) -> bool {
    depth < 8
        && v.users().iter().all(|u| {
            u.is_instruction()
                && region.contains(u.block())
                && match u.opcode() {
                    Opcode::ICmp => u.users().iter().all(|t| t.is_terminator()),
                    Opcode::SExt
                    | Opcode::ZExt
                    | Opcode::Trunc
                    | Opcode::Add
                    | Opcode::Sub
                    | Opcode::Mul => feeds_only_control(region, *u, depth + 1),
                    _ => false,
                }
        })
}

/// An opcode's name as the model's text form prints it (`fadd`).
pub(super) fn opcode_name(op: Opcode) -> String {
    crate::llvm::opcode_name(op)
}
