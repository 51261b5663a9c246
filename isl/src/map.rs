//! Maps (`isl_map`): binary relations between integer tuples of two spaces.

use crate::{sys, DimType, Result, Set, Space, Val};

isl_object! {
    /// A relation between integer tuples, possibly parametric (`isl_map`),
    /// e.g. `[n] -> { S[i] -> A[i + 1] : 0 <= i < n }`.
    Map: isl_map, copy = isl_map_copy, free = isl_map_free, to_str = isl_map_to_str
}

impl<'c> Map<'c> {
    isl_fns! {
        /// Parses a map in isl notation.
        fn parse(ctx, &str) -> Map = isl_map_read_from_str, remembered(isl_map_copy, isl_map_free), read(crate::read::map);
        /// The empty map in `space`.
        fn empty(space: Space) -> Map = isl_map_empty;
        /// The universe map of `space`.
        fn universe(space: Space) -> Map = isl_map_universe;
        /// The identity map on a map space (`A -> A`).
        fn identity(space: Space) -> Map = isl_map_identity;
        /// `{ x -> y : x <lex y }` on the set space `set_space`.
        fn lex_lt(set_space: Space) -> Map = isl_map_lex_lt;
        /// `{ x -> y : x <=lex y }` on the set space `set_space`.
        fn lex_le(set_space: Space) -> Map = isl_map_lex_le;
        /// `{ x -> y : x >lex y }` on the set space `set_space`.
        fn lex_gt(set_space: Space) -> Map = isl_map_lex_gt;
        /// `{ x -> y : x >=lex y }` on the set space `set_space`.
        fn lex_ge(set_space: Space) -> Map = isl_map_lex_ge;
        /// The universe map from `domain` to `range` (product of the sets).
        fn from_domain_and_range(domain: Set, range: Set) -> Map = isl_map_from_domain_and_range;
        /// The map from a zero-dimensional space to `set`.
        fn from_range(set: Set) -> Map = isl_map_from_range;
        /// The map from `set` to a zero-dimensional space.
        fn from_domain(set: Set) -> Map = isl_map_from_domain;
        /// The space of the map.
        fn get_space(&self) -> Space = isl_map_get_space;

        /// Intersection.
        fn intersect(self, other: Map) -> Map = isl_map_intersect;
        /// Union.
        fn union(self, other: Map) -> Map = isl_map_union;
        /// Difference.
        fn subtract(self, other: Map) -> Map = isl_map_subtract;
        /// Restricts the domain.
        fn intersect_domain(self, set: Set) -> Map = isl_map_intersect_domain;
        /// Restricts the range.
        fn intersect_range(self, set: Set) -> Map = isl_map_intersect_range;
        /// Intersects with a parameter set.
        fn intersect_params(self, params: Set) -> Map = isl_map_intersect_params;
        /// Composition: `x -> z` for `x -> y` in `self` and `y -> z` in `other`.
        fn apply_range(self, other: Map) -> Map = isl_map_apply_range;
        /// Applies `other` to the domain: `x' -> y` for `x -> y` in `self`
        /// and `x -> x'` in `other`.
        fn apply_domain(self, other: Map) -> Map = isl_map_apply_domain;
        /// Range product: `x -> [y -> z]` for `x -> y` in `self` and `x -> z` in `other`.
        fn range_product(self, other: Map) -> Map = isl_map_range_product;
        /// Range product with the range tuples concatenated.
        fn flat_range_product(self, other: Map) -> Map = isl_map_flat_range_product;
        /// Domain product: `[x -> y] -> z` for `x -> z` in `self` and `y -> z` in `other`.
        fn domain_product(self, other: Map) -> Map = isl_map_domain_product;
        /// `[A -> C] -> [B -> D]` from `A -> B` and `C -> D`.
        fn product(self, other: Map) -> Map = isl_map_product;
        /// Pairs `i -> j` of `self`'s domain elements whose images are lexicographically ordered `<`.
        fn lex_lt_map(self, other: Map) -> Map = isl_map_lex_lt_map;
        /// Pairs `i -> j` whose images are lexicographically ordered `>`.
        fn lex_gt_map(self, other: Map) -> Map = isl_map_lex_gt_map;
        /// Element-wise sum of the images.
        fn sum(self, other: Map) -> Map = isl_map_sum;
        /// Simplifies `self` assuming `context`.
        fn gist(self, context: Map) -> Map = isl_map_gist;
        /// Simplifies `self` assuming its domain lies in `context`.
        fn gist_domain(self, context: Set) -> Map = isl_map_gist_domain;
        /// Simplifies `self` assuming its range lies in `context`.
        fn gist_range(self, context: Set) -> Map = isl_map_gist_range;
        /// Simplifies `self` assuming the parameter set `context`.
        fn gist_params(self, context: Set) -> Map = isl_map_gist_params;
        /// Aligns the parameters with those of `model`.
        fn align_params(self, model: Space) -> Map = isl_map_align_params;

        /// The inverse relation.
        fn reverse(self) -> Map = isl_map_reverse;
        /// The domain.
        fn domain(self) -> Set = isl_map_domain;
        /// The range.
        fn range(self) -> Set = isl_map_range;
        /// The parameter set.
        fn params(self) -> Set = isl_map_params;
        /// Wraps the map into a set `{ [x -> y] }`.
        fn wrap(self) -> Set = isl_map_wrap;
        /// `{ y - x }` for `x -> y` in the map (same-dimensional spaces).
        fn deltas(self) -> Set = isl_map_deltas;
        /// The map `[x -> y] -> y - x`.
        fn deltas_map(self) -> Map = isl_map_deltas_map;
        /// `[x -> y] -> x`.
        fn domain_map(self) -> Map = isl_map_domain_map;
        /// `[x -> y] -> y`.
        fn range_map(self) -> Map = isl_map_range_map;
        /// `[A -> B] -> [C -> D]` to `[A -> C] -> [B -> D]`.
        fn zip(self) -> Map = isl_map_zip;
        /// `[A -> B] -> C` to `A -> [B -> C]`.
        fn curry(self) -> Map = isl_map_curry;
        /// `A -> [B -> C]` to `[A -> B] -> C`.
        fn uncurry(self) -> Map = isl_map_uncurry;
        /// `A -> [B -> C]` to `A -> B`.
        fn range_factor_domain(self) -> Map = isl_map_range_factor_domain;
        /// `A -> [B -> C]` to `A -> C`.
        fn range_factor_range(self) -> Map = isl_map_range_factor_range;
        /// `[A -> B] -> C` to `A -> C`.
        fn domain_factor_domain(self) -> Map = isl_map_domain_factor_domain;
        /// `[A -> B] -> C` to `B -> C`.
        fn domain_factor_range(self) -> Map = isl_map_domain_factor_range;
        /// Flattens nested tuples.
        fn flatten(self) -> Map = isl_map_flatten;
        /// Flattens the range tuple.
        fn flatten_range(self) -> Map = isl_map_flatten_range;
        /// Flattens the domain tuple.
        fn flatten_domain(self) -> Map = isl_map_flatten_domain;
        /// Merges basic maps where possible.
        fn coalesce(self) -> Map = isl_map_coalesce;
        /// Detects implicit equalities.
        fn detect_equalities(self) -> Map = isl_map_detect_equalities;
        /// Removes redundant constraints.
        fn remove_redundancies(self) -> Map = isl_map_remove_redundancies;
        /// Makes the basic maps pairwise disjoint.
        fn make_disjoint(self) -> Map = isl_map_make_disjoint;
        /// The complement.
        fn complement(self) -> Map = isl_map_complement;
        /// For each domain element, the lexicographically smallest image.
        fn lexmin(self) -> Map = isl_map_lexmin;
        /// For each domain element, the lexicographically largest image.
        fn lexmax(self) -> Map = isl_map_lexmax;
        /// Projects out all parameters.
        fn project_out_all_params(self) -> Map = isl_map_project_out_all_params;

        /// Projects out `n` dimensions starting at `first`.
        fn project_out(self, ty: DimType, first: usize, n: usize) -> Map = isl_map_project_out;
        /// Appends `n` dimensions of the given type.
        fn add_dims(self, ty: DimType, n: usize) -> Map = isl_map_add_dims;
        /// Inserts `n` dimensions at `pos`.
        fn insert_dims(self, ty: DimType, pos: usize, n: usize) -> Map = isl_map_insert_dims;
        /// Moves `n` dimensions of type `src` at `src_pos` to `dst_pos`
        /// among those of type `dst` (a loop to a parameter and back);
        /// isl resets the names of the tuples it changes.
        fn move_dims(self, dst: DimType, dst_pos: usize, src: DimType, src_pos: usize, n: usize) -> Map =
            isl_map_move_dims;
        /// Eliminates `n` dimensions starting at `first` (keeps them, unconstrained).
        fn eliminate(self, ty: DimType, first: usize, n: usize) -> Map = isl_map_eliminate;
        /// Drops the constraints that involve the given dimensions.
        fn drop_constraints_involving_dims(self, ty: DimType, first: usize, n: usize) -> Map =
            isl_map_drop_constraints_involving_dims;
        /// Whether any constraint involves the given dimensions.
        fn involves_dims(&self, ty: DimType, first: usize, n: usize) -> bool = isl_map_involves_dims;
        /// Fixes a dimension to `value`.
        fn fix_si(self, ty: DimType, pos: usize, value: i64) -> Map = isl_map_fix_si;
        /// Adds the constraint `dim >= value`.
        fn lower_bound_si(self, ty: DimType, pos: usize, value: i64) -> Map = isl_map_lower_bound_si;
        /// Adds the constraint `dim <= value`.
        fn upper_bound_si(self, ty: DimType, pos: usize, value: i64) -> Map = isl_map_upper_bound_si;
        /// Adds the constraint that two dimensions are equal.
        fn equate(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Map = isl_map_equate;
        /// Adds `dim1 < dim2`.
        fn order_lt(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Map = isl_map_order_lt;
        /// Adds `dim1 <= dim2`.
        fn order_le(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Map = isl_map_order_le;
        /// Adds `dim1 > dim2`.
        fn order_gt(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Map = isl_map_order_gt;
        /// Adds `dim1 >= dim2`.
        fn order_ge(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Map = isl_map_order_ge;

        /// The name of a dimension (`None` if unnamed).
        fn dim_name(&self, ty: DimType, pos: usize) -> Option<String> = isl_map_get_dim_name;
        /// Names a dimension.
        fn set_dim_name(self, ty: DimType, pos: usize, name: &str) -> Map = isl_map_set_dim_name;
        /// The name of the input (`DimType::In`) or output (`DimType::Out`) tuple.
        fn tuple_name(&self, ty: DimType) -> Option<String> = isl_map_get_tuple_name;
        /// Names the input or output tuple.
        fn set_tuple_name(self, ty: DimType, name: &str) -> Map = isl_map_set_tuple_name;

        /// Whether the map is empty.
        fn is_empty(&self) -> bool = isl_map_is_empty;
        /// Whether `self ⊆ other`.
        fn is_subset(&self, other: &Map) -> bool = isl_map_is_subset;
        /// Whether `self ⊊ other`.
        fn is_strict_subset(&self, other: &Map) -> bool = isl_map_is_strict_subset;
        /// Whether both maps are equal.
        fn is_equal(&self, other: &Map) -> bool = isl_map_is_equal;
        /// Whether the maps are disjoint.
        fn is_disjoint(&self, other: &Map) -> bool = isl_map_is_disjoint;
        /// Whether every domain element has at most one image.
        fn is_single_valued(&self) -> bool = isl_map_is_single_valued;
        /// Whether every range element has at most one preimage.
        fn is_injective(&self) -> bool = isl_map_is_injective;
        /// Whether the map is a bijection between its domain and range.
        fn is_bijective(&self) -> bool = isl_map_is_bijective;
        /// Whether the map is an identity.
        fn is_identity(&self) -> bool = isl_map_is_identity;
        /// Whether the map is obviously the universe.
        fn plain_is_universe(&self) -> bool = isl_map_plain_is_universe;
        /// Whether both maps have the same representation once normalized
        /// (cheap; false does not mean they differ).
        fn plain_is_equal(&self, other: &Map) -> bool = isl_map_plain_is_equal;
    }

    /// Number of input dimensions.
    pub fn n_in(&self) -> usize {
        self.dim(DimType::In)
    }

    /// Number of output dimensions.
    pub fn n_out(&self) -> usize {
        self.dim(DimType::Out)
    }

    /// Number of parameters.
    pub fn n_param(&self) -> usize {
        self.dim(DimType::Param)
    }

    /// Number of dimensions of the given type.
    pub fn dim(&self, ty: DimType) -> usize {
        // SAFETY: self is live, kept by isl; it cannot fail on a valid map.
        let n = unsafe { sys::isl_map_dim(self.as_ptr(), ty.raw()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// A hash of the normalized representation: maps that are
    /// [`Map::plain_is_equal`] hash alike.
    pub fn hash(&self) -> u32 {
        // SAFETY: self is live, kept by isl; the hash only reads a copy.
        unsafe { sys::isl_map_get_hash(self.as_ptr()) }
    }

    /// The value of output dimension `pos` when the map's constraints
    /// fix it to one integer explicitly (an equality on it alone, as in
    /// `{ S[i] -> [0, i] }`): a syntactic test, no LP; None when it is not
    /// fixed so plainly.
    pub fn plain_fixed_out(&self, pos: usize) -> Result<Option<i64>> {
        let p = crate::ctx::c_uint(pos)?;
        // SAFETY: self is live, kept by isl (the call only reads it); the
        // value returned is owned (NaN when not fixed), or NULL on error.
        let v =
            unsafe { sys::isl_map_plain_get_val_if_fixed(self.as_ptr(), DimType::Out.raw(), p) };
        // SAFETY: an owned value of this map's context, or NULL.
        let v = unsafe { Val::from_raw(self.ctx, v) }?;
        Ok(v.to_i64())
    }

    /// Number of basic maps (disjuncts) in the representation.
    pub fn n_basic_map(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_map_n_basic_map(self.as_ptr()) };
        self.ctx.check_size(n)
    }
}

/// Fallible, as every isl call: once a step's time limit or the operation
/// budget has stopped the context, isl answers NULL here too.
impl<'c> TryFrom<Map<'c>> for crate::UnionMap<'c> {
    type Error = crate::Error;

    fn try_from(map: Map<'c>) -> Result<Self> {
        let ctx = map.ctx();
        // SAFETY: map is owned and taken; NULL comes back as the context's error.
        unsafe { crate::UnionMap::from_raw(ctx, sys::isl_union_map_from_map(map.into_raw())) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ctx;

    fn map<'c>(ctx: &'c Ctx, s: &str) -> Map<'c> {
        Map::parse(ctx, s).unwrap()
    }
    #[test]
    fn plainly_fixed_outputs() {
        let ctx = Ctx::new();
        let m = map(&ctx, "{ S[i] -> [0, i, 3] }");
        let fixed: Vec<_> = (0..3).map(|d| m.plain_fixed_out(d).unwrap()).collect();
        assert_eq!(fixed, vec![Some(0), None, Some(3)]);
        // Fixed through the domain: the normal form states it.
        let m = map(&ctx, "{ S[i] -> [i] : i = 2 }");
        assert_eq!(m.plain_fixed_out(0).unwrap(), Some(2));
        let m = map(&ctx, "{ S[i] -> [j] : i <= j <= i }");
        assert_eq!(m.plain_fixed_out(0).unwrap(), None);
        assert!(m.plain_fixed_out(5).is_err());
    }

    fn set<'c>(ctx: &'c Ctx, s: &str) -> Set<'c> {
        Set::parse(ctx, s).unwrap()
    }

    #[test]
    fn compose_reverse_domain_range() {
        let ctx = Ctx::new();
        let f = map(&ctx, "{ S[i] -> A[i + 1] }");
        let g = map(&ctx, "{ A[j] -> B[2j] }");
        let fg = f.clone().apply_range(g.clone()).unwrap();
        assert!(fg.is_equal(&map(&ctx, "{ S[i] -> B[2i + 2] }")).unwrap());
        let r = f.clone().reverse().unwrap();
        assert!(r.is_equal(&map(&ctx, "{ A[j] -> S[j - 1] }")).unwrap());
        let ad = g.apply_domain(f.clone().reverse().unwrap()).unwrap();
        assert!(ad.is_equal(&map(&ctx, "{ S[i] -> B[2i + 2] }")).unwrap());
        let restricted = f
            .clone()
            .intersect_domain(set(&ctx, "{ S[i] : 0 <= i < 4 }"))
            .unwrap();
        assert!(restricted
            .clone()
            .domain()
            .unwrap()
            .is_equal(&set(&ctx, "{ S[i] : 0 <= i < 4 }"))
            .unwrap());
        assert!(restricted
            .clone()
            .range()
            .unwrap()
            .is_equal(&set(&ctx, "{ A[i] : 1 <= i < 5 }"))
            .unwrap());
        let rr = restricted
            .intersect_range(set(&ctx, "{ A[i] : i >= 3 }"))
            .unwrap();
        assert!(rr
            .is_equal(&map(&ctx, "{ S[i] -> A[i + 1] : 2 <= i < 4 }"))
            .unwrap());
    }

    #[test]
    fn properties() {
        let ctx = Ctx::new();
        let f = map(&ctx, "{ S[i] -> A[i + 1] : 0 <= i < 10 }");
        assert!(f.is_single_valued().unwrap());
        assert!(f.is_injective().unwrap());
        assert!(f.is_bijective().unwrap());
        let g = map(&ctx, "{ S[i] -> A[0] : 0 <= i < 10 }");
        assert!(g.is_single_valued().unwrap());
        assert!(!g.is_injective().unwrap());
        assert!(!map(&ctx, "{ S[i] -> A[j] : 0 <= j <= 1 }")
            .is_single_valued()
            .unwrap());
        assert!(!f.is_empty().unwrap());
        assert!(f.clone().subtract(f.clone()).unwrap().is_empty().unwrap());
        assert!(g.is_subset(&map(&ctx, "{ S[i] -> A[j] }")).unwrap());
        assert_eq!(f.n_in(), 1);
        assert_eq!(f.n_out(), 1);
        assert_eq!(f.n_param(), 0);
        assert_eq!(f.tuple_name(DimType::In).unwrap().as_deref(), Some("S"));
        assert_eq!(f.tuple_name(DimType::Out).unwrap().as_deref(), Some("A"));
        let h = f.set_tuple_name(DimType::Out, "B").unwrap();
        assert_eq!(h.tuple_name(DimType::Out).unwrap().as_deref(), Some("B"));
    }

    #[test]
    fn deltas_wrap_lex() {
        let ctx = Ctx::new();
        let dep = map(
            &ctx,
            "[n] -> { S[i, j] -> S[i + 1, j - 1] : 0 <= i, j < n }",
        );
        let d = dep.clone().deltas().unwrap();
        assert!(d
            .is_equal(&set(&ctx, "[n] -> { S[1, -1] : n >= 1 }"))
            .unwrap());
        let w = dep.clone().wrap().unwrap();
        assert!(w.is_wrapping().unwrap());
        assert!(w.unwrap().unwrap().is_equal(&dep).unwrap());
        let sp = set(&ctx, "{ [i, j] }").get_space().unwrap();
        let lt = Map::lex_lt(sp.clone()).unwrap();
        assert!(map(&ctx, "{ [0, 5] -> [1, 0] }").is_subset(&lt).unwrap());
        assert!(!map(&ctx, "{ [1, 0] -> [0, 5] }").is_subset(&lt).unwrap());
        let le = Map::lex_le(sp).unwrap();
        assert!(map(&ctx, "{ [1, 1] -> [1, 1] }").is_subset(&le).unwrap());
        // Schedule order: instances of S ordered by their schedule times.
        let sched = map(&ctx, "{ S[i] -> [i] : 0 <= i < 3 }");
        let before = sched.clone().lex_lt_map(sched).unwrap();
        assert!(before
            .is_equal(&map(&ctx, "{ S[i] -> S[j] : 0 <= i < j < 3 }"))
            .unwrap());
    }

    #[test]
    fn lexmin_project_gist_from_domain_and_range() {
        let ctx = Ctx::new();
        let m = map(&ctx, "{ [i] -> [j] : i <= j < i + 3 }");
        assert!(m
            .clone()
            .lexmin()
            .unwrap()
            .is_equal(&map(&ctx, "{ [i] -> [i] }"))
            .unwrap());
        assert!(m
            .clone()
            .lexmax()
            .unwrap()
            .is_equal(&map(&ctx, "{ [i] -> [i + 2] }"))
            .unwrap());
        let p = map(&ctx, "{ [i, k] -> [j] : j = i + k and 0 <= k < 2 }")
            .project_out(DimType::In, 1, 1)
            .unwrap();
        assert!(p
            .is_equal(&map(&ctx, "{ [i] -> [j] : i <= j <= i + 1 }"))
            .unwrap());
        let g = map(&ctx, "{ [i] -> [i] : 0 <= i < 10 }")
            .gist_domain(set(&ctx, "{ [i] : 0 <= i < 10 }"))
            .unwrap();
        assert_eq!(g.to_string(), "{ [i] -> [i] }");
        let x = Map::from_domain_and_range(
            set(&ctx, "{ A[i] : 0 <= i < 2 }"),
            set(&ctx, "{ B[j] : j = 7 }"),
        )
        .unwrap();
        assert!(x
            .is_equal(&map(&ctx, "{ A[i] -> B[7] : 0 <= i < 2 }"))
            .unwrap());
    }
}
