//! Values (`isl_val`) and tuples of values (`isl_multi_val`).

use std::ffi::c_long;

use crate::ctx::c_int;
use crate::{sys, Ctx, Result, Space};

isl_object! {
    /// An isl value: an integer, a rational, ±infinity or NaN (`isl_val`).
    Val: isl_val, copy = isl_val_copy, free = isl_val_free, to_str = isl_val_to_str
}

macro_rules! val_predicates {
    ($($(#[$m:meta])* $name:ident = $f:ident;)*) => {
        $(
            $(#[$m])*
            pub fn $name(&self) -> bool {
                // SAFETY: self is a live value, kept by isl.
                let r = unsafe { sys::$f(self.as_ptr()) };
                r == sys::isl_bool_true
            }
        )*
    };
}

impl<'c> Val<'c> {
    /// The integer `v`.
    pub fn int_from_i64(ctx: &'c Ctx, v: i64) -> Result<Val<'c>> {
        // SAFETY: ctx is live; c_long is 64 bits on the supported targets.
        unsafe { Val::from_raw(ctx, sys::isl_val_int_from_si(ctx.as_ptr(), v as c_long)) }
    }

    /// Zero.
    pub fn zero(ctx: &'c Ctx) -> Result<Val<'c>> {
        // SAFETY: ctx is live.
        unsafe { Val::from_raw(ctx, sys::isl_val_zero(ctx.as_ptr())) }
    }

    /// Positive infinity.
    pub fn infty(ctx: &'c Ctx) -> Result<Val<'c>> {
        // SAFETY: ctx is live.
        unsafe { Val::from_raw(ctx, sys::isl_val_infty(ctx.as_ptr())) }
    }

    /// NaN.
    pub fn nan(ctx: &'c Ctx) -> Result<Val<'c>> {
        // SAFETY: ctx is live.
        unsafe { Val::from_raw(ctx, sys::isl_val_nan(ctx.as_ptr())) }
    }

    isl_fns! {
        /// Parses a value such as `"42"`, `"-3/4"`, `"infty"`, `"NaN"`.
        fn parse(ctx, &str) -> Val = isl_val_read_from_str;
        /// `self + other`.
        fn add(self, other: Val) -> Val = isl_val_add;
        /// `self - other`.
        fn sub(self, other: Val) -> Val = isl_val_sub;
        /// `self * other`.
        fn mul(self, other: Val) -> Val = isl_val_mul;
        /// `-self`.
        fn neg(self) -> Val = isl_val_neg;
    }

    val_predicates! {
        /// Whether the value is an integer.
        is_int = isl_val_is_int;
        /// Whether the value is rational (integers included).
        is_rat = isl_val_is_rat;
        /// Whether the value is NaN.
        is_nan = isl_val_is_nan;
        /// Whether the value is +infinity.
        is_infty = isl_val_is_infty;
        /// Whether the value is -infinity.
        is_neginfty = isl_val_is_neginfty;
        /// Whether the value is zero.
        is_zero = isl_val_is_zero;
        /// Whether the value is one.
        is_one = isl_val_is_one;
        /// Whether the value is negative.
        is_neg = isl_val_is_neg;
        /// Whether the value is positive.
        is_pos = isl_val_is_pos;
    }

    /// The value as an `i64`: `None` unless it is an integer that fits.
    pub fn to_i64(&self) -> Option<i64> {
        if !self.is_int() {
            return None;
        }
        // SAFETY: self is a live value, kept by isl; cmp_si only compares.
        let above_min = unsafe { sys::isl_val_cmp_si(self.as_ptr(), i64::MIN as c_long) } >= 0;
        // SAFETY: as above.
        let below_max = unsafe { sys::isl_val_cmp_si(self.as_ptr(), i64::MAX as c_long) } <= 0;
        if !(above_min && below_max) {
            return None;
        }
        // SAFETY: self is a live integer value that fits in a long.
        Some(unsafe { sys::isl_val_get_num_si(self.as_ptr()) } as i64)
    }
}

isl_object! {
    /// A tuple of values living in a space (`isl_multi_val`), e.g. tile sizes.
    MultiVal: isl_multi_val, copy = isl_multi_val_copy, free = isl_multi_val_free,
        to_str = isl_multi_val_to_str
}

impl<'c> MultiVal<'c> {
    isl_fns! {
        /// All-zero tuple in the given space.
        fn zero(space: Space) -> MultiVal = isl_multi_val_zero;
        /// The space of the tuple.
        fn get_space(&self) -> Space = isl_multi_val_get_space;
    }

    /// A tuple in `space` with the given integers (their number must match
    /// the space's output dimension).
    pub fn from_i64s(space: Space<'c>, values: &[i64]) -> Result<MultiVal<'c>> {
        let ctx = space.ctx();
        let mut mv = MultiVal::zero(space)?;
        if mv.len() != values.len() {
            return Err(crate::Error::new(
                crate::ErrorKind::Invalid,
                format!("expected {} values, got {}", mv.len(), values.len()),
            ));
        }
        for (i, &v) in values.iter().enumerate() {
            mv = mv.set_val(i, Val::int_from_i64(ctx, v)?)?;
        }
        Ok(mv)
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_multi_val_size(self.as_ptr()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// Whether the tuple has no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at `pos`.
    pub fn get_val(&self, pos: usize) -> Result<Val<'c>> {
        let pos = c_int(pos)?;
        // SAFETY: self is live and kept; out-of-range positions make isl return NULL with an error.
        unsafe { Val::from_raw(self.ctx, sys::isl_multi_val_get_at(self.as_ptr(), pos)) }
    }

    /// Replaces the value at `pos`.
    pub fn set_val(self, pos: usize, v: Val<'c>) -> Result<MultiVal<'c>> {
        let ctx = self.ctx;
        ctx.check_same(v.ctx())?;
        let pos = c_int(pos)?;
        // SAFETY: both objects are owned live objects of ctx, taken by isl.
        unsafe {
            MultiVal::from_raw(
                ctx,
                sys::isl_multi_val_set_val(self.into_raw(), pos, v.into_raw()),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_round_trip() {
        let ctx = Ctx::new();
        for v in [0, 1, -1, 42, i64::MAX, i64::MIN] {
            let val = Val::int_from_i64(&ctx, v).unwrap();
            assert!(val.is_int());
            assert_eq!(val.to_i64(), Some(v));
            assert_eq!(val.to_string(), v.to_string());
        }
    }

    #[test]
    fn non_int_and_overflow() {
        let ctx = Ctx::new();
        let half = Val::parse(&ctx, "1/2").unwrap();
        assert!(!half.is_int());
        assert!(half.is_rat());
        assert_eq!(half.to_i64(), None);
        assert_eq!(half.to_string(), "1/2");
        let big = Val::parse(&ctx, "100000000000000000000").unwrap();
        assert!(big.is_int());
        assert_eq!(big.to_i64(), None);
        assert_eq!(Val::infty(&ctx).unwrap().to_i64(), None);
        assert!(Val::nan(&ctx).unwrap().is_nan());
        let max = Val::int_from_i64(&ctx, i64::MAX).unwrap();
        let one = Val::int_from_i64(&ctx, 1).unwrap();
        assert_eq!(max.add(one).unwrap().to_i64(), None);
    }

    #[test]
    fn arithmetic() {
        let ctx = Ctx::new();
        let a = Val::int_from_i64(&ctx, 6).unwrap();
        let b = Val::int_from_i64(&ctx, 7).unwrap();
        assert_eq!(a.clone().mul(b.clone()).unwrap().to_i64(), Some(42));
        assert_eq!(a.sub(b).unwrap().neg().unwrap().to_i64(), Some(1));
    }

    #[test]
    fn multi_val() {
        let ctx = Ctx::new();
        let space = Space::set_alloc(&ctx, 0, 3).unwrap();
        let mv = MultiVal::from_i64s(space.clone(), &[32, 16, 8]).unwrap();
        assert_eq!(mv.len(), 3);
        assert_eq!(mv.get_val(1).unwrap().to_i64(), Some(16));
        assert_eq!(mv.to_string(), "{ [32, 16, 8] }");
        assert!(MultiVal::from_i64s(space, &[1]).is_err());
    }
}
