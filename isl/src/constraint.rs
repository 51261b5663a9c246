//! Basic maps (`isl_basic_map`: one conjunction of affine constraints) and
//! their constraints (`isl_constraint`), for rewriting a relation
//! constraint by constraint.

use std::ffi::c_void;

use crate::callback::{from_user, Trampoline};
use crate::{sys, DimType, Map, Result, Space, Val};

isl_object! {
    /// One conjunction of affine constraints over a map space, possibly
    /// with existentially quantified (local) variables (`isl_basic_map`).
    BasicMap: isl_basic_map, copy = isl_basic_map_copy, free = isl_basic_map_free,
        to_str = isl_basic_map_to_str
}

isl_object! {
    /// One affine equality or inequality (`>= 0`) over the local space of
    /// a basic map (`isl_constraint`).
    Constraint: isl_constraint, copy = isl_constraint_copy, free = isl_constraint_free
}

impl<'c> BasicMap<'c> {
    isl_fns! {
        /// The basic map of every pair of tuples in `space`.
        fn universe(space: Space) -> BasicMap = isl_basic_map_universe;
        /// The basic map of the one constraint `c`.
        fn from_constraint(c: Constraint) -> BasicMap = isl_basic_map_from_constraint;
        /// The space of the basic map.
        fn get_space(&self) -> Space = isl_basic_map_get_space;
        /// Intersection (local variables with the same definition merge).
        fn intersect(self, other: BasicMap) -> BasicMap = isl_basic_map_intersect;
        /// The parameters of `model` added (in its order) to those of `self`.
        fn align_params(self, model: Space) -> BasicMap = isl_basic_map_align_params;
    }

    /// Calls `f` on each constraint (equalities and inequalities, in isl's
    /// order). An `Err` or a panic from `f` stops the iteration and is
    /// returned/resumed.
    pub fn foreach_constraint<F: FnMut(Constraint<'c>) -> Result<()>>(&self, f: F) -> Result<()> {
        unsafe extern "C" fn trampoline<'c, F: FnMut(Constraint<'c>) -> Result<()>>(
            c: *mut sys::isl_constraint,
            user: *mut c_void,
        ) -> sys::isl_stat {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            // SAFETY: isl gives us an owned, non-NULL constraint of the trampoline's context.
            let c = unsafe { Constraint::from_raw(t.ctx(), c) };
            t.call(sys::isl_stat_error, move |f| {
                f(c?).map(|()| sys::isl_stat_ok)
            })
        }
        let mut t = Trampoline::new(self.ctx, f);
        // SAFETY: self is live and kept; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            sys::isl_basic_map_foreach_constraint(self.as_ptr(), Some(trampoline::<F>), t.user())
        };
        let r = self.ctx.check_stat(r);
        t.finish(r)
    }

    /// The constraints, in isl's order.
    pub fn constraints(&self) -> Result<Vec<Constraint<'c>>> {
        let mut v = Vec::new();
        self.foreach_constraint(|c| {
            v.push(c);
            Ok(())
        })?;
        Ok(v)
    }
}

impl<'c> Constraint<'c> {
    isl_fns! {
        /// The constant term.
        fn constant(&self) -> Val = isl_constraint_get_constant_val;
        /// The constraint with its constant term replaced.
        fn set_constant(self, v: Val) -> Constraint = isl_constraint_set_constant_val;
        /// Is it an equality (`= 0`) rather than an inequality (`>= 0`)?
        fn is_equality(&self) -> bool = isl_constraint_is_equality;
    }

    /// The constraint with the coefficient of dimension `pos` of type `ty`
    /// replaced by `v`.
    pub fn set_coefficient(self, ty: DimType, pos: usize, v: i32) -> Result<Constraint<'c>> {
        let ctx = self.ctx;
        let pos = crate::ctx::pos(pos)?;
        // SAFETY: self is owned and taken by isl, which checks the position.
        unsafe {
            Constraint::from_raw(
                ctx,
                sys::isl_constraint_set_coefficient_si(self.into_raw(), ty.raw(), pos, v),
            )
        }
    }
}

impl<'c> Map<'c> {
    /// Calls `f` on each basic map (disjunct) of the map.
    pub fn foreach_basic_map<F: FnMut(BasicMap<'c>) -> Result<()>>(&self, f: F) -> Result<()> {
        unsafe extern "C" fn trampoline<'c, F: FnMut(BasicMap<'c>) -> Result<()>>(
            b: *mut sys::isl_basic_map,
            user: *mut c_void,
        ) -> sys::isl_stat {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            // SAFETY: isl gives us an owned, non-NULL basic map of the trampoline's context.
            let b = unsafe { BasicMap::from_raw(t.ctx(), b) };
            t.call(sys::isl_stat_error, move |f| {
                f(b?).map(|()| sys::isl_stat_ok)
            })
        }
        let mut t = Trampoline::new(self.ctx(), f);
        // SAFETY: self is live and kept; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            sys::isl_map_foreach_basic_map(self.as_ptr(), Some(trampoline::<F>), t.user())
        };
        let r = self.ctx().check_stat(r);
        t.finish(r)
    }

    /// The basic maps (disjuncts) of the map.
    pub fn basic_maps(&self) -> Result<Vec<BasicMap<'c>>> {
        let mut v = Vec::new();
        self.foreach_basic_map(|b| {
            v.push(b);
            Ok(())
        })?;
        Ok(v)
    }
}

impl<'c> BasicMap<'c> {
    /// The map of this one disjunct.
    pub fn into_map(self) -> Result<Map<'c>> {
        let ctx = self.ctx;
        // SAFETY: self is owned and taken by isl.
        unsafe { Map::from_raw(ctx, sys::isl_map_from_basic_map(self.into_raw())) }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Ctx, DimType, Map, Set, Val};

    /// Rebuilding a basic map from its constraints, with the constant 9
    /// of the upper bound replaced by a parameter, gives the parametric map.
    #[test]
    fn constraints_rewritten_one_by_one() {
        let ctx = Ctx::new();
        let m = Map::parse(&ctx, "{ S[i] -> T[j] : 0 <= i <= 9 and j = i + 1 }").unwrap();
        let params = Set::parse(&ctx, "[n] -> { : }")
            .unwrap()
            .get_space()
            .unwrap();
        let mut out = None;
        for b in m.basic_maps().unwrap() {
            let b = b.align_params(params.clone()).unwrap();
            let mut acc = super::BasicMap::universe(b.get_space().unwrap()).unwrap();
            for c in b.constraints().unwrap() {
                let c = if c.constant().unwrap().to_i64() == Some(9) {
                    c.set_constant(Val::zero(&ctx).unwrap())
                        .unwrap()
                        .set_coefficient(DimType::Param, 0, 1)
                        .unwrap()
                } else {
                    c
                };
                acc = acc
                    .intersect(super::BasicMap::from_constraint(c).unwrap())
                    .unwrap();
            }
            out = Some(acc.into_map().unwrap());
        }
        let want = Map::parse(&ctx, "[n] -> { S[i] -> T[j] : 0 <= i <= n and j = i + 1 }").unwrap();
        assert!(out.unwrap().is_equal(&want).unwrap());
    }
}
