//! Affine expressions: `Aff`, `PwAff`, `MultiAff`, `UnionPwAff` and
//! `MultiUnionPwAff` (band partial schedules).

use crate::ctx::pos;
use crate::{sys, Map, Result, Set, Space, UnionMap, UnionSet, Val};

isl_object! {
    /// An affine expression on a domain (`isl_aff`), e.g. `{ [i, j] -> [(i + 2j)] }`.
    Aff: isl_aff, copy = isl_aff_copy, free = isl_aff_free, to_str = isl_aff_to_str
}

impl<'c> Aff<'c> {
    isl_fns! {
        /// Parses an affine expression.
        fn parse(ctx, &str) -> Aff = isl_aff_read_from_str;
        /// Sum.
        fn add(self, other: Aff) -> Aff = isl_aff_add;
        /// Difference.
        fn sub(self, other: Aff) -> Aff = isl_aff_sub;
        /// Product (one factor must be constant).
        fn mul(self, other: Aff) -> Aff = isl_aff_mul;
        /// Negation.
        fn neg(self) -> Aff = isl_aff_neg;
        /// Rounds down.
        fn floor(self) -> Aff = isl_aff_floor;
        /// The constant term.
        fn get_constant_val(&self) -> Val = isl_aff_get_constant_val;
        /// The space of the expression.
        fn get_space(&self) -> Space = isl_aff_get_space;
        /// Whether the expression is constant.
        fn is_cst(&self) -> bool = isl_aff_is_cst;
        /// `{ x : self(x) = other(x) }`.
        fn eq_set(self, other: Aff) -> Set = isl_aff_eq_set;
        /// `{ x : self(x) <= other(x) }`.
        fn le_set(self, other: Aff) -> Set = isl_aff_le_set;
        /// `{ x : self(x) < other(x) }`.
        fn lt_set(self, other: Aff) -> Set = isl_aff_lt_set;
        /// `{ x : self(x) >= other(x) }`.
        fn ge_set(self, other: Aff) -> Set = isl_aff_ge_set;
    }

    /// The coefficient of dimension `pos` of the given type.
    pub fn get_coefficient_val(&self, ty: crate::DimType, p: usize) -> Result<Val<'c>> {
        let p = pos(p)?;
        // SAFETY: self is live and kept; isl checks the position.
        unsafe {
            Val::from_raw(
                self.ctx,
                sys::isl_aff_get_coefficient_val(self.as_ptr(), ty.raw(), p),
            )
        }
    }
}

isl_object! {
    /// A piecewise affine expression (`isl_pw_aff`), e.g. `[n] -> { [(n - 1)] : n > 0 }`.
    PwAff: isl_pw_aff, copy = isl_pw_aff_copy, free = isl_pw_aff_free, to_str = isl_pw_aff_to_str
}

impl<'c> PwAff<'c> {
    isl_fns! {
        /// Parses a piecewise affine expression.
        fn parse(ctx, &str) -> PwAff = isl_pw_aff_read_from_str;
        /// A piecewise expression with a single piece.
        fn from_aff(aff: Aff) -> PwAff = isl_pw_aff_from_aff;
        /// Pointwise maximum (on the shared domain).
        fn max(self, other: PwAff) -> PwAff = isl_pw_aff_max;
        /// Pointwise minimum (on the shared domain).
        fn min(self, other: PwAff) -> PwAff = isl_pw_aff_min;
        /// Maximum on the union of the domains.
        fn union_max(self, other: PwAff) -> PwAff = isl_pw_aff_union_max;
        /// Minimum on the union of the domains.
        fn union_min(self, other: PwAff) -> PwAff = isl_pw_aff_union_min;
        /// Sum.
        fn add(self, other: PwAff) -> PwAff = isl_pw_aff_add;
        /// Difference.
        fn sub(self, other: PwAff) -> PwAff = isl_pw_aff_sub;
        /// Product (one factor must be constant).
        fn mul(self, other: PwAff) -> PwAff = isl_pw_aff_mul;
        /// Negation.
        fn neg(self) -> PwAff = isl_pw_aff_neg;
        /// Rounds down.
        fn floor(self) -> PwAff = isl_pw_aff_floor;
        /// Rounds up.
        fn ceil(self) -> PwAff = isl_pw_aff_ceil;
        /// Merges pieces where possible.
        fn coalesce(self) -> PwAff = isl_pw_aff_coalesce;
        /// Restricts the domain.
        fn intersect_domain(self, set: Set) -> PwAff = isl_pw_aff_intersect_domain;
        /// Intersects with a parameter set.
        fn intersect_params(self, set: Set) -> PwAff = isl_pw_aff_intersect_params;
        /// Simplifies assuming `context`.
        fn gist(self, context: Set) -> PwAff = isl_pw_aff_gist;
        /// The domain on which the expression is defined.
        fn domain(self) -> Set = isl_pw_aff_domain;
        /// `{ x : self(x) = other(x) }`.
        fn eq_set(self, other: PwAff) -> Set = isl_pw_aff_eq_set;
        /// `{ x : self(x) <= other(x) }`.
        fn le_set(self, other: PwAff) -> Set = isl_pw_aff_le_set;
        /// `{ x : self(x) < other(x) }`.
        fn lt_set(self, other: PwAff) -> Set = isl_pw_aff_lt_set;
        /// `{ x : self(x) >= other(x) }`.
        fn ge_set(self, other: PwAff) -> Set = isl_pw_aff_ge_set;
        /// `{ x : self(x) > other(x) }`.
        fn gt_set(self, other: PwAff) -> Set = isl_pw_aff_gt_set;
        /// The expression as a map from its domain to its value.
        fn as_map(self) -> Map = isl_pw_aff_as_map;
        /// The space.
        fn get_space(&self) -> Space = isl_pw_aff_get_space;
        /// Whether the expression is constant.
        fn is_cst(&self) -> bool = isl_pw_aff_is_cst;
        /// Whether both expressions are equal.
        fn is_equal(&self, other: &PwAff) -> bool = isl_pw_aff_is_equal;
        /// Whether the expression is a single affine piece without conditions.
        fn isa_aff(&self) -> bool = isl_pw_aff_isa_aff;
        /// The single affine piece (fails unless [`PwAff::isa_aff`]).
        fn as_aff(self) -> Aff = isl_pw_aff_as_aff;
    }

    /// Number of pieces.
    pub fn n_piece(&self) -> Result<usize> {
        // SAFETY: self is live and kept by isl.
        let n = unsafe { sys::isl_pw_aff_n_piece(self.as_ptr()) };
        self.ctx.check_size(n)
    }
}

isl_object! {
    /// A tuple of affine expressions (`isl_multi_aff`), e.g. `{ S[i, j] -> [i, j + 1] }`.
    MultiAff: isl_multi_aff, copy = isl_multi_aff_copy, free = isl_multi_aff_free,
        to_str = isl_multi_aff_to_str
}

impl<'c> MultiAff<'c> {
    isl_fns! {
        /// Parses a tuple of affine expressions.
        fn parse(ctx, &str) -> MultiAff = isl_multi_aff_read_from_str;
        /// The identity on a map space.
        fn identity(space: Space) -> MultiAff = isl_multi_aff_identity;
        /// The space.
        fn get_space(&self) -> Space = isl_multi_aff_get_space;
        /// The tuple as a map.
        fn as_map(self) -> Map = isl_multi_aff_as_map;
    }

    /// Number of expressions.
    pub fn len(&self) -> usize {
        // SAFETY: self is live and kept by isl.
        let n = unsafe { sys::isl_multi_aff_size(self.as_ptr()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// Whether the tuple is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The expression at `pos`.
    pub fn get_at(&self, p: usize) -> Result<Aff<'c>> {
        let p = pos(p)?;
        // SAFETY: self is live and kept; isl checks the position.
        unsafe { Aff::from_raw(self.ctx, sys::isl_multi_aff_get_at(self.as_ptr(), p)) }
    }
}

isl_object! {
    /// A piecewise tuple of affine expressions (`isl_pw_multi_aff`), e.g.
    /// an access function `{ S[i, j] -> A[i, j + 1] }`.
    PwMultiAff: isl_pw_multi_aff, copy = isl_pw_multi_aff_copy, free = isl_pw_multi_aff_free,
        to_str = isl_pw_multi_aff_to_str
}

impl<'c> PwMultiAff<'c> {
    isl_fns! {
        /// Parses a piecewise multi-affine expression.
        fn parse(ctx, &str) -> PwMultiAff = isl_pw_multi_aff_read_from_str;
        /// From a single-valued map.
        fn from_map(map: Map) -> PwMultiAff = isl_pw_multi_aff_from_map;
        /// From a multi-affine expression.
        fn from_multi_aff(ma: MultiAff) -> PwMultiAff = isl_pw_multi_aff_from_multi_aff;
        /// `self ∘ other`: `x -> self(other(x))`.
        fn pullback_pw_multi_aff(self, other: PwMultiAff) -> PwMultiAff = isl_pw_multi_aff_pullback_pw_multi_aff;
        /// Restricts the domain.
        fn intersect_domain(self, set: Set) -> PwMultiAff = isl_pw_multi_aff_intersect_domain;
        /// Simplifies assuming `context`.
        fn gist(self, context: Set) -> PwMultiAff = isl_pw_multi_aff_gist;
        /// Merges pieces where possible.
        fn coalesce(self) -> PwMultiAff = isl_pw_multi_aff_coalesce;
        /// As a map.
        fn as_map(self) -> Map = isl_pw_multi_aff_as_map;
        /// The space.
        fn get_space(&self) -> Space = isl_pw_multi_aff_get_space;
        /// Whether it is one tuple of affine expressions on a universe domain.
        fn isa_multi_aff(&self) -> bool = isl_pw_multi_aff_isa_multi_aff;
        /// That tuple (fails unless [`PwMultiAff::isa_multi_aff`]).
        fn as_multi_aff(self) -> MultiAff = isl_pw_multi_aff_as_multi_aff;
    }
}

isl_object! {
    /// A union of piecewise affine expressions over several spaces
    /// (`isl_union_pw_aff`), e.g. one member of a band's partial schedule.
    UnionPwAff: isl_union_pw_aff, copy = isl_union_pw_aff_copy, free = isl_union_pw_aff_free,
        to_str = isl_union_pw_aff_to_str
}

impl<'c> UnionPwAff<'c> {
    isl_fns! {
        /// Parses a union piecewise affine expression, e.g. `"{ S[i] -> [(i)]; T[i] -> [(i + 1)] }"`.
        fn parse(ctx, &str) -> UnionPwAff = isl_union_pw_aff_read_from_str;
        /// The domain.
        fn domain(self) -> UnionSet = isl_union_pw_aff_domain;
        /// Restricts the domain.
        fn intersect_domain(self, uset: UnionSet) -> UnionPwAff = isl_union_pw_aff_intersect_domain;
        /// Sum.
        fn add(self, other: UnionPwAff) -> UnionPwAff = isl_union_pw_aff_add;
        /// Difference.
        fn sub(self, other: UnionPwAff) -> UnionPwAff = isl_union_pw_aff_sub;
        /// The expression as a union map.
        fn to_union_map(self) -> UnionMap = isl_union_map_from_union_pw_aff;
    }
}

isl_object! {
    /// A tuple of union piecewise affine expressions
    /// (`isl_multi_union_pw_aff`): the partial schedule of a band, e.g.
    /// `"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]"`.
    MultiUnionPwAff: isl_multi_union_pw_aff, copy = isl_multi_union_pw_aff_copy,
        free = isl_multi_union_pw_aff_free, to_str = isl_multi_union_pw_aff_to_str
}

impl<'c> MultiUnionPwAff<'c> {
    isl_fns! {
        /// Parses a partial schedule, e.g. `"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]"`
        /// (use [`MultiUnionPwAff::from_union_map`] to convert a union map
        /// such as `{ S[i, j] -> [i, j] }`).
        fn parse(ctx, &str) -> MultiUnionPwAff = isl_multi_union_pw_aff_read_from_str;
        /// A partial schedule from a single-valued union map with a common range space.
        fn from_union_map(umap: UnionMap) -> MultiUnionPwAff = isl_multi_union_pw_aff_from_union_map;
        /// The partial schedule as a union map.
        fn to_union_map(self) -> UnionMap = isl_union_map_from_multi_union_pw_aff;
        /// The domain.
        fn domain(self) -> UnionSet = isl_multi_union_pw_aff_domain;
        /// Restricts the domain.
        fn intersect_domain(self, uset: UnionSet) -> MultiUnionPwAff = isl_multi_union_pw_aff_intersect_domain;
        /// Sum.
        fn add(self, other: MultiUnionPwAff) -> MultiUnionPwAff = isl_multi_union_pw_aff_add;
        /// Concatenation of the members.
        fn flat_range_product(self, other: MultiUnionPwAff) -> MultiUnionPwAff =
            isl_multi_union_pw_aff_flat_range_product;
        /// The (range) space.
        fn get_space(&self) -> Space = isl_multi_union_pw_aff_get_space;
    }

    /// Number of members.
    pub fn len(&self) -> usize {
        // SAFETY: self is live and kept by isl.
        let n = unsafe { sys::isl_multi_union_pw_aff_size(self.as_ptr()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// Whether there are no members.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The member at `pos`.
    pub fn get_at(&self, p: usize) -> Result<UnionPwAff<'c>> {
        let p = pos(p)?;
        // SAFETY: self is live and kept; isl checks the position.
        unsafe {
            UnionPwAff::from_raw(
                self.ctx,
                sys::isl_multi_union_pw_aff_get_at(self.as_ptr(), p),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ctx;

    #[test]
    fn pw_aff_ops() {
        let ctx = Ctx::new();
        let a = PwAff::parse(&ctx, "[n] -> { [(n)] }").unwrap();
        let b = PwAff::parse(&ctx, "[n] -> { [(10)] }").unwrap();
        let mx = a.clone().max(b.clone()).unwrap();
        assert_eq!(
            mx.to_string(),
            "[n] -> { [(n)] : n >= 10; [(10)] : n <= 9 }"
        );
        let mn = a.clone().min(b.clone()).unwrap();
        assert_eq!(mn.n_piece().unwrap(), 2);
        assert!(
            mn.clone()
                .le_set(mx.clone())
                .unwrap()
                .plain_is_universe()
                .unwrap()
                || mn
                    .le_set(mx)
                    .unwrap()
                    .is_equal(&Set::parse(&ctx, "[n] -> { : }").unwrap())
                    .unwrap()
        );
        let s = a.clone().add(b.clone()).unwrap().sub(b).unwrap();
        assert!(s.is_equal(&a).unwrap());
        assert!(!a.is_cst().unwrap());
        let aff = Aff::parse(&ctx, "{ [i, j] -> [(2i + 3j + 1)] }").unwrap();
        assert_eq!(aff.get_constant_val().unwrap().to_i64(), Some(1));
        assert_eq!(
            aff.get_coefficient_val(crate::DimType::In, 1)
                .unwrap()
                .to_i64(),
            Some(3)
        );
        let pa = PwAff::from_aff(aff).unwrap();
        assert!(pa.isa_aff().unwrap());
        assert!(PwAff::parse(&ctx, "{ [i] -> garbage }").is_err());
    }

    #[test]
    fn pw_multi_aff() {
        let ctx = Ctx::new();
        let pma =
            PwMultiAff::from_map(Map::parse(&ctx, "{ S[i, j] -> A[i, j + 1] }").unwrap()).unwrap();
        assert_eq!(pma.to_string(), "{ S[i, j] -> A[(i), (1 + j)] }");
        let inner = PwMultiAff::parse(&ctx, "{ [c0, c1] -> S[c1, c0] }").unwrap();
        let composed = pma.pullback_pw_multi_aff(inner).unwrap();
        assert_eq!(composed.to_string(), "{ [c0, c1] -> A[(c1), (1 + c0)] }");
    }

    #[test]
    fn multi_union_pw_aff() {
        let ctx = Ctx::new();
        let m = MultiUnionPwAff::parse(
            &ctx,
            "[{ S[i, j] -> [(i)]; T[k] -> [(k)] }, { S[i, j] -> [(j)]; T[k] -> [(0)] }]",
        )
        .unwrap();
        assert_eq!(m.len(), 2);
        assert!(m.to_string().starts_with("[{ "));
        let um = m.clone().to_union_map().unwrap();
        assert!(um
            .is_equal(&UnionMap::parse(&ctx, "{ S[i, j] -> [i, j]; T[k] -> [k, 0] }").unwrap())
            .unwrap());
        let back = MultiUnionPwAff::from_union_map(um).unwrap();
        assert_eq!(back.len(), 2);
        let member = m.get_at(1).unwrap().to_union_map().unwrap();
        assert!(member
            .is_equal(&UnionMap::parse(&ctx, "{ S[i, j] -> [j]; T[k] -> [0] }").unwrap())
            .unwrap());
        let ma = MultiAff::parse(&ctx, "{ S[i, j] -> [j, i] }").unwrap();
        assert_eq!(ma.len(), 2);
        assert_eq!(ma.get_at(0).unwrap().to_string(), "{ S[i, j] -> [(j)] }");
    }
}
