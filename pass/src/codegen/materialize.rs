//! Values the model describes rather than copies: piecewise-affine
//! functions of the loop counters (synthesizable values), and parameters
//! computed the way their SCEV defines them.

use super::state::Gen;
use crate::error::Error;
use crate::llvm::IntPredicate::*;
use crate::llvm::{self, Opcode, Val};
use crate::scev::{CastKind, MinMaxKind, PwExpr, Scev, Var};

impl<'m> Gen<'m> {
    /// The extents array `array`'s elements are linearized with (the
    /// outermost one never read), computed once, in the version block
    /// (they are region invariants); `build` evaluates them.
    pub(super) fn ensure_extents(
        &mut self,
        ctx: &isl::Ctx,
        build: &isl::AstBuild,
        array: usize,
    ) -> Result<(), Error> {
        if self.extents.contains_key(&array) {
            return Ok(());
        }
        let mut ext = Vec::new();
        for (k, dim) in self.model.scop.arrays[array].sizes.iter().enumerate() {
            ext.push(if k == 0 {
                self.c64(0)
            } else {
                self.extent(ctx, build, dim)?
            });
        }
        self.extents.insert(array, ext);
        Ok(())
    }

    /// The address of element `element` (one index per dimension) of
    /// `array`: its base laid out with its extents
    /// ([`Gen::ensure_extents`]), in bytes of the array's element size,
    /// whatever type it is then loaded as.
    pub(super) fn element_address(
        &mut self,
        array: usize,
        element: &[Val<'m>],
    ) -> Result<Val<'m>, Error> {
        let ext = self
            .extents
            .get(&array)
            .ok_or("an array address without its extents")?
            .clone();
        let mut lin = self.c64(0);
        for (k, &x) in element.iter().enumerate() {
            if k > 0 {
                lin = self.b.binop(Opcode::Mul, lin, ext[k]);
            }
            lin = self.b.binop(Opcode::Add, lin, x);
        }
        let elem = i64::from(self.model.scop.arrays[array].elem_size.max(1));
        let bytes = self.b.binop(Opcode::Mul, lin, self.c64(elem));
        let i8t = llvm::i8_type(self.i64t.context());
        Ok(self.b.gep(i8t, self.model.bases[&array], bytes))
    }

    /// A piecewise-affine expression of the statement's loop counters and
    /// the parameters, as i64.
    pub(super) fn eval_pw(
        &mut self,
        e: &PwExpr,
        chain: &[usize],
        dims: &[Val<'m>],
    ) -> Result<Val<'m>, Error> {
        use Opcode as O;
        match e {
            PwExpr::Affine(a) => {
                let mut acc = self.c64(a.constant);
                for (var, coeff) in &a.terms {
                    let x = match var {
                        Var::Loop(l) => {
                            let pos = chain
                                .iter()
                                .position(|c| c == l)
                                .ok_or("a loop index used outside its loop")?;
                            dims[pos]
                        }
                        Var::Param(p) => self.params[*p],
                    };
                    let t = if *coeff == 1 {
                        x
                    } else {
                        self.b.binop(O::Mul, x, self.c64(*coeff))
                    };
                    acc = self.b.binop(O::Add, acc, t);
                }
                Ok(acc)
            }
            PwExpr::Max(v) | PwExpr::Min(v) => {
                let p = if matches!(e, PwExpr::Max(_)) {
                    SGT
                } else {
                    SLT
                };
                let mut acc = self.eval_pw(v.first().ok_or("empty min/max")?, chain, dims)?;
                for x in &v[1..] {
                    let y = self.eval_pw(x, chain, dims)?;
                    let c = self.b.icmp(p, acc, y);
                    acc = self.b.select(c, acc, y);
                }
                Ok(acc)
            }
        }
    }

    /// A parameter's value, computed the way SCEV defines it, as i64.
    pub(super) fn materialize(&mut self, s: &Scev) -> Result<Val<'m>, Error> {
        let v = self.materialize_raw(s)?;
        Ok(self.cast_int(v, self.i64t))
    }

    pub(super) fn materialize_raw(&mut self, s: &Scev) -> Result<Val<'m>, Error> {
        use Opcode as O;
        let lctx = self.b.context();
        let int_ty = |bits: u32| llvm::int_type(lctx, bits);
        Ok(match s {
            Scev::Const {
                bits,
                value: Some(v),
            } => llvm::const_int(int_ty(*bits), *v),
            Scev::Unknown {
                is_ptr: false,
                index,
                ..
            } => *self
                .model
                .unknowns
                .get(index)
                .ok_or("a parameter's value is unknown to the model")?,
            Scev::Cast { kind, bits, op } => {
                let x = self.materialize_raw(op)?;
                let t = int_ty(*bits);
                // Integer (or pointer for ptrtoint) operands of the widths
                // SCEV gives.
                match kind {
                    CastKind::ZExt => self.b.zext(x, t),
                    CastKind::SExt => self.b.sext(x, t),
                    CastKind::Trunc => self.b.trunc(x, t),
                    CastKind::PtrToInt => self.b.ptr_to_int(x, t),
                }
            }
            Scev::Add { ops, .. } | Scev::Mul { ops, .. } => {
                let op = if matches!(s, Scev::Add { .. }) {
                    O::Add
                } else {
                    O::Mul
                };
                let mut acc = self.materialize_raw(ops.first().ok_or("empty SCEV")?)?;
                for o in &ops[1..] {
                    let x = self.materialize_raw(o)?;
                    acc = self.b.binop(op, acc, x);
                }
                acc
            }
            Scev::UDiv { lhs, rhs, .. } => {
                let a = self.materialize_raw(lhs)?;
                let b = self.materialize_raw(rhs)?;
                self.b.binop(O::UDiv, a, b)
            }
            Scev::MinMax { kind, ops, .. } => {
                let p = match kind {
                    MinMaxKind::SMax => SGT,
                    MinMaxKind::UMax => UGT,
                    MinMaxKind::SMin => SLT,
                    MinMaxKind::UMin => ULT,
                };
                let mut acc = self.materialize_raw(ops.first().ok_or("empty SCEV")?)?;
                for o in &ops[1..] {
                    let x = self.materialize_raw(o)?;
                    let c = self.b.icmp(p, acc, x);
                    acc = self.b.select(c, acc, x);
                }
                acc
            }
            other => return Err(format!("cannot compute parameter {other}").into()),
        })
    }
}
