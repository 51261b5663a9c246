//! Spaces (`isl_space`) and dimension types.

use crate::ctx::{c_uint, cstring};
use crate::{sys, Ctx, Result};

/// Kind of dimension (`enum isl_dim_type`). `Out` and `Set` are the same
/// dimension in isl (`isl_dim_out == isl_dim_set`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DimType {
    /// Parameters.
    Param,
    /// Input (domain) dimensions of a map.
    In,
    /// Output (range) dimensions of a map.
    Out,
    /// Dimensions of a set.
    Set,
}

impl DimType {
    pub(crate) fn raw(self) -> sys::isl_dim_type {
        match self {
            DimType::Param => sys::isl_dim_param,
            DimType::In => sys::isl_dim_in,
            DimType::Out => sys::isl_dim_out,
            DimType::Set => sys::isl_dim_set,
        }
    }
}

isl_object! {
    /// The space of a set or map: parameters, tuple names and dimensions
    /// (`isl_space`).
    Space: isl_space, copy = isl_space_copy, free = isl_space_free, to_str = isl_space_to_str
}

impl<'c> Space<'c> {
    /// A parameter space with `nparam` (unnamed) parameters.
    pub fn params_alloc(ctx: &'c Ctx, nparam: usize) -> Result<Space<'c>> {
        let nparam = c_uint(nparam)?;
        // SAFETY: ctx is live.
        unsafe { Space::from_raw(ctx, sys::isl_space_params_alloc(ctx.as_ptr(), nparam)) }
    }

    /// A set space with `nparam` parameters and `dim` set dimensions.
    pub fn set_alloc(ctx: &'c Ctx, nparam: usize, dim: usize) -> Result<Space<'c>> {
        let (nparam, dim) = (c_uint(nparam)?, c_uint(dim)?);
        // SAFETY: ctx is live.
        unsafe { Space::from_raw(ctx, sys::isl_space_set_alloc(ctx.as_ptr(), nparam, dim)) }
    }

    /// A map space with `nparam` parameters, `n_in` inputs and `n_out` outputs.
    pub fn alloc(ctx: &'c Ctx, nparam: usize, n_in: usize, n_out: usize) -> Result<Space<'c>> {
        let (nparam, n_in, n_out) = (c_uint(nparam)?, c_uint(n_in)?, c_uint(n_out)?);
        // SAFETY: ctx is live.
        unsafe { Space::from_raw(ctx, sys::isl_space_alloc(ctx.as_ptr(), nparam, n_in, n_out)) }
    }

    isl_fns! {
        /// Parses a space such as `"[n] -> { S[i, j] }"`.
        fn parse(ctx, &str) -> Space = isl_space_read_from_str;
        /// Whether both spaces are the same.
        fn is_equal(&self, other: &Space) -> bool = isl_space_is_equal;
        /// Whether this is a parameter space.
        fn is_params(&self) -> bool = isl_space_is_params;
        /// Whether this is a set space.
        fn is_set(&self) -> bool = isl_space_is_set;
        /// Whether this is a map space.
        fn is_map(&self) -> bool = isl_space_is_map;
        /// Whether this set space wraps a map space (`[A -> B]`).
        fn is_wrapping(&self) -> bool = isl_space_is_wrapping;
        /// The domain of a map space.
        fn domain(self) -> Space = isl_space_domain;
        /// The range of a map space.
        fn range(self) -> Space = isl_space_range;
        /// The parameter space.
        fn params(self) -> Space = isl_space_params;
        /// The map space from a set space to itself.
        fn map_from_set(self) -> Space = isl_space_map_from_set;
        /// The map space from `domain` to `range`.
        fn map_from_domain_and_range(domain: Space, range: Space) -> Space = isl_space_map_from_domain_and_range;
        /// Wraps a map space into a set space.
        fn wrap(self) -> Space = isl_space_wrap;
        /// Unwraps a wrapped set space into a map space.
        fn unwrap(self) -> Space = isl_space_unwrap;
    }

    /// Number of dimensions of the given type.
    pub fn dim(&self, ty: DimType) -> usize {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_space_dim(self.as_ptr(), ty.raw()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// Adds `n` dimensions of the given type.
    pub fn add_dims(self, ty: DimType, n: usize) -> Result<Space<'c>> {
        let ctx = self.ctx;
        let n = c_uint(n)?;
        // SAFETY: self is owned and taken by isl.
        unsafe { Space::from_raw(ctx, sys::isl_space_add_dims(self.into_raw(), ty.raw(), n)) }
    }

    /// The name of the tuple of the given type (`None` if unnamed).
    pub fn tuple_name(&self, ty: DimType) -> Result<Option<String>> {
        // SAFETY: self is live and kept; the name is owned by the space.
        self.ctx
            .query_name(|| unsafe { sys::isl_space_get_tuple_name(self.as_ptr(), ty.raw()) })
    }

    /// Names the tuple of the given type.
    pub fn set_tuple_name(self, ty: DimType, name: &str) -> Result<Space<'c>> {
        let ctx = self.ctx;
        let name = cstring(name)?;
        // SAFETY: self is owned and taken; isl copies the name.
        unsafe {
            Space::from_raw(
                ctx,
                sys::isl_space_set_tuple_name(self.into_raw(), ty.raw(), name.as_ptr()),
            )
        }
    }

    /// The name of a dimension (`None` if unnamed).
    pub fn dim_name(&self, ty: DimType, pos: usize) -> Result<Option<String>> {
        let pos = c_uint(pos)?;
        // SAFETY: self is live and kept; the name is owned by the space.
        self.ctx
            .query_name(|| unsafe { sys::isl_space_get_dim_name(self.as_ptr(), ty.raw(), pos) })
    }

    /// Names a dimension.
    pub fn set_dim_name(self, ty: DimType, pos: usize, name: &str) -> Result<Space<'c>> {
        let ctx = self.ctx;
        let pos = c_uint(pos)?;
        let name = cstring(name)?;
        // SAFETY: self is owned and taken; isl copies the name.
        unsafe {
            Space::from_raw(
                ctx,
                sys::isl_space_set_dim_name(self.into_raw(), ty.raw(), pos, name.as_ptr()),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alloc_and_names() {
        let ctx = Ctx::new();
        let s = Space::set_alloc(&ctx, 1, 2)
            .unwrap()
            .set_tuple_name(DimType::Set, "S")
            .unwrap()
            .set_dim_name(DimType::Param, 0, "n")
            .unwrap();
        assert_eq!(s.dim(DimType::Set), 2);
        assert_eq!(s.dim(DimType::Param), 1);
        assert_eq!(s.tuple_name(DimType::Set).unwrap().as_deref(), Some("S"));
        assert_eq!(s.dim_name(DimType::Param, 0).unwrap().as_deref(), Some("n"));
        assert_eq!(s.dim_name(DimType::Set, 0).unwrap(), None);
        assert!(s.dim_name(DimType::Set, 7).is_err());
        assert!(s.is_set().unwrap());
        let parsed = Space::parse(&ctx, "[n] -> { S[i, j] }").unwrap();
        assert_eq!(parsed.dim(DimType::Set), 2);
        let m = parsed.map_from_set().unwrap();
        assert!(m.is_map().unwrap());
        assert_eq!(m.dim(DimType::In), 2);
        assert_eq!(m.dim(DimType::Out), 2);
    }
}
