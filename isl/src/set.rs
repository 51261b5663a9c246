//! Sets (`isl_set`): finite unions of integer polyhedra in one space.

use crate::{sys, Ctx, Map, PwAff, Result, Space, Val};
use std::ffi::c_void;

isl_object! {
    /// A set of integer tuples in a single space, possibly parametric
    /// (`isl_set`), e.g. `[n] -> { S[i] : 0 <= i < n }`.
    Set: isl_set, copy = isl_set_copy, free = isl_set_free, to_str = isl_set_to_str
}

impl<'c> Set<'c> {
    isl_fns! {
        /// Parses a set in isl notation.
        fn parse(ctx, &str) -> Set = isl_set_read_from_str, remembered(isl_set_copy, isl_set_free), read(crate::read::set);
        /// The empty set in `space`.
        fn empty(space: Space) -> Set = isl_set_empty;
        /// The universe set of `space`.
        fn universe(space: Space) -> Set = isl_set_universe;
        /// The space of the set.
        fn get_space(&self) -> Space = isl_set_get_space;

        /// Intersection.
        fn intersect(self, other: Set) -> Set = isl_set_intersect;
        /// Union.
        fn union(self, other: Set) -> Set = isl_set_union;
        /// Difference `self \ other`.
        fn subtract(self, other: Set) -> Set = isl_set_subtract;
        /// Intersects with a parameter set.
        fn intersect_params(self, params: Set) -> Set = isl_set_intersect_params;
        /// The image of the set under `map`.
        fn apply(self, map: Map) -> Set = isl_set_apply;
        /// Cartesian product (nested tuple `[A -> B]`).
        fn product(self, other: Set) -> Set = isl_set_product;
        /// Cartesian product with the tuples concatenated.
        fn flat_product(self, other: Set) -> Set = isl_set_flat_product;
        /// Simplifies `self` assuming `context`.
        fn gist(self, context: Set) -> Set = isl_set_gist;
        /// Simplifies `self` assuming the parameter set `context`.
        fn gist_params(self, context: Set) -> Set = isl_set_gist_params;
        /// Map from `self` to `other` relating lexicographically smaller
        /// elements to larger ones.
        fn lex_lt_set(self, other: Set) -> Map = isl_set_lex_lt_set;
        /// Like [`Set::lex_lt_set`] with `<=`.
        fn lex_le_set(self, other: Set) -> Map = isl_set_lex_le_set;

        /// Projects out `n` dimensions starting at `first`.
        fn project_out(self, ty: DimType, first: usize, n: usize) -> Set = isl_set_project_out;
        /// Appends `n` dimensions of the given type.
        fn add_dims(self, ty: DimType, n: usize) -> Set = isl_set_add_dims;
        /// Inserts `n` dimensions at `pos`.
        fn insert_dims(self, ty: DimType, pos: usize, n: usize) -> Set = isl_set_insert_dims;
        /// Moves `n` dimensions of type `src` at `src_pos` to `dst_pos`
        /// among those of type `dst` (a loop to a parameter and back);
        /// isl resets the names of the tuples it changes.
        fn move_dims(self, dst: DimType, dst_pos: usize, src: DimType, src_pos: usize, n: usize) -> Set =
            isl_set_move_dims;
        /// Eliminates `n` dimensions starting at `first` (keeps them, unconstrained).
        fn eliminate(self, ty: DimType, first: usize, n: usize) -> Set = isl_set_eliminate;
        /// Drops the constraints that involve the given dimensions.
        fn drop_constraints_involving_dims(self, ty: DimType, first: usize, n: usize) -> Set =
            isl_set_drop_constraints_involving_dims;
        /// Whether any constraint involves the given dimensions.
        fn involves_dims(&self, ty: DimType, first: usize, n: usize) -> bool = isl_set_involves_dims;
        /// Fixes a dimension to `value`.
        fn fix_si(self, ty: DimType, pos: usize, value: i64) -> Set = isl_set_fix_si;
        /// Adds the constraint `dim >= value`.
        fn lower_bound_si(self, ty: DimType, pos: usize, value: i64) -> Set = isl_set_lower_bound_si;
        /// Adds the constraint `dim <= value`.
        fn upper_bound_si(self, ty: DimType, pos: usize, value: i64) -> Set = isl_set_upper_bound_si;
        /// Adds the constraint that two dimensions are equal.
        fn equate(self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Set = isl_set_equate;

        /// The name of a dimension (`None` if unnamed).
        fn dim_name(&self, ty: DimType, pos: usize) -> Option<String> = isl_set_get_dim_name;
        /// Names a dimension.
        fn set_dim_name(self, ty: DimType, pos: usize, name: &str) -> Set = isl_set_set_dim_name;
        /// The name of the set's tuple (`None` if unnamed).
        fn tuple_name(&self) -> Option<String> = isl_set_get_tuple_name;
        /// Names the set's tuple.
        fn set_tuple_name(self, name: &str) -> Set = isl_set_set_tuple_name;
        /// Removes the tuple name.
        fn reset_tuple_id(self) -> Set = isl_set_reset_tuple_id;

        /// Whether the set is empty.
        fn is_empty(&self) -> bool = isl_set_is_empty;
        /// Whether `self ⊆ other`.
        fn is_subset(&self, other: &Set) -> bool = isl_set_is_subset;
        /// Whether `self ⊊ other`.
        fn is_strict_subset(&self, other: &Set) -> bool = isl_set_is_strict_subset;
        /// Whether both sets contain the same elements.
        fn is_equal(&self, other: &Set) -> bool = isl_set_is_equal;
        /// Whether the sets are disjoint.
        fn is_disjoint(&self, other: &Set) -> bool = isl_set_is_disjoint;
        /// Whether the set is bounded.
        fn is_bounded(&self) -> bool = isl_set_is_bounded;
        /// Whether the set has at most one element.
        fn is_singleton(&self) -> bool = isl_set_is_singleton;
        /// Whether this is a parameter set.
        fn is_params(&self) -> bool = isl_set_is_params;
        /// Whether the set is a wrapped map.
        fn is_wrapping(&self) -> bool = isl_set_is_wrapping;
        /// Whether the set is obviously the universe.
        fn plain_is_universe(&self) -> bool = isl_set_plain_is_universe;

        /// Merges basic sets where possible.
        fn coalesce(self) -> Set = isl_set_coalesce;
        /// Detects implicit equalities.
        fn detect_equalities(self) -> Set = isl_set_detect_equalities;
        /// Removes redundant constraints.
        fn remove_redundancies(self) -> Set = isl_set_remove_redundancies;
        /// Makes the basic sets pairwise disjoint.
        fn make_disjoint(self) -> Set = isl_set_make_disjoint;
        /// The parameter set: projects out all set dimensions.
        fn params(self) -> Set = isl_set_params;
        /// A set in a zero-dimensional space from a parameter set.
        fn from_params(self) -> Set = isl_set_from_params;
        /// The complement.
        fn complement(self) -> Set = isl_set_complement;
        /// The lexicographic minimum (per parameter value).
        fn lexmin(self) -> Set = isl_set_lexmin;
        /// The lexicographic maximum (per parameter value).
        fn lexmax(self) -> Set = isl_set_lexmax;
        /// The minimum of dimension `pos` as a piecewise affine function of the parameters.
        fn dim_min(self, pos: usize) -> PwAff = isl_set_dim_min;
        /// The maximum of dimension `pos` as a piecewise affine function of the parameters.
        fn dim_max(self, pos: usize) -> PwAff = isl_set_dim_max;
        /// The smallest value of dimension `pos` over all parameter values.
        fn dim_min_val(self, pos: usize) -> Val = isl_set_dim_min_val;
        /// The largest value of dimension `pos` over all parameter values.
        fn dim_max_val(self, pos: usize) -> Val = isl_set_dim_max_val;
        /// The identity map on the set.
        fn identity(self) -> Map = isl_set_identity;
        /// Unwraps a wrapped map (`{ [A -> B] }` to `{ A -> B }`).
        fn unwrap(self) -> Map = isl_set_unwrap;
        /// Flattens nested tuples.
        fn flatten(self) -> Set = isl_set_flatten;
        /// Aligns the parameters with those of `model`.
        fn align_params(self, model: Space) -> Set = isl_set_align_params;
    }

    /// Number of set dimensions.
    pub fn n_dim(&self) -> usize {
        self.dim(crate::DimType::Set)
    }

    /// Number of parameters.
    pub fn n_param(&self) -> usize {
        self.dim(crate::DimType::Param)
    }

    /// Number of dimensions of the given type.
    pub fn dim(&self, ty: crate::DimType) -> usize {
        // SAFETY: self is live, kept by isl; it cannot fail on a valid set.
        let n = unsafe { sys::isl_set_dim(self.as_ptr(), ty.raw()) };
        usize::try_from(n).unwrap_or(0)
    }

    /// Number of basic sets (disjuncts) in the representation.
    pub fn n_basic_set(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_set_n_basic_set(self.as_ptr()) };
        self.ctx.check_size(n)
    }
}

impl<'c> Set<'c> {
    /// The integer points of a bounded set with no parameters, each as its
    /// coordinates, in isl's order (deterministic for one set); `None`
    /// once there are more than `max` (the caller draws or lists them, and
    /// a bound keeps a huge set from being walked).
    pub fn points(&self, max: usize) -> Result<Option<Vec<Vec<i64>>>> {
        struct Walk {
            dims: usize,
            max: usize,
            found: Vec<Vec<i64>>,
            over: bool,
        }
        unsafe extern "C" fn trampoline(
            pnt: *mut sys::isl_point,
            user: *mut c_void,
        ) -> sys::isl_stat {
            // SAFETY: user is the live (ctx, Walk) pair passed below.
            let (ctx, w) = unsafe { &mut *user.cast::<(&Ctx, Walk)>() };
            let mut coords = Vec::with_capacity(w.dims);
            for pos in 0..w.dims {
                // SAFETY: pnt is live (freed below); pos is a set dimension.
                let v = unsafe {
                    sys::isl_point_get_coordinate_val(pnt, crate::DimType::Set.raw(), pos as i32)
                };
                // SAFETY: an owned value of the point's context, or NULL.
                match unsafe { Val::from_raw(ctx, v) }
                    .ok()
                    .and_then(|v| v.to_i64())
                {
                    Some(x) => coords.push(x),
                    None => break,
                }
            }
            // SAFETY: isl handed the point over; nothing keeps it.
            unsafe { sys::isl_point_free(pnt) };
            if coords.len() != w.dims || w.found.len() == w.max {
                w.over |= coords.len() == w.dims;
                return sys::isl_stat_error;
            }
            w.found.push(coords);
            sys::isl_stat_ok
        }
        let walk = Walk {
            dims: self.n_dim(),
            max,
            found: Vec::new(),
            over: false,
        };
        let mut user = (self.ctx(), walk);
        // SAFETY: self is live and kept; `user` outlives the call and the
        // callback reads it as the type given here; it never unwinds.
        let r = unsafe {
            sys::isl_set_foreach_point(
                self.as_ptr(),
                Some(trampoline),
                (&mut user as *mut (&Ctx, Walk)).cast(),
            )
        };
        let walk = user.1;
        if walk.over {
            self.ctx().reset_error();
            return Ok(None);
        }
        self.ctx().check_stat(r)?;
        Ok(Some(walk.found))
    }
}

/// Fallible, as every isl call: once a step's time limit or the operation
/// budget has stopped the context, isl answers NULL here too.
impl<'c> TryFrom<Set<'c>> for crate::UnionSet<'c> {
    type Error = crate::Error;

    fn try_from(set: Set<'c>) -> Result<Self> {
        let ctx = set.ctx();
        // SAFETY: set is owned and taken; NULL comes back as the context's error.
        unsafe { crate::UnionSet::from_raw(ctx, sys::isl_union_set_from_set(set.into_raw())) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Ctx, DimType, ErrorKind};

    fn set<'c>(ctx: &'c Ctx, s: &str) -> Set<'c> {
        Set::parse(ctx, s).unwrap()
    }

    #[test]
    fn intersect_union_subtract() {
        let ctx = Ctx::new();
        let a = set(&ctx, "[n] -> { S[i] : 0 <= i < n }");
        let b = set(&ctx, "[n] -> { S[i] : i >= 5 }");
        let i = a.clone().intersect(b.clone()).unwrap();
        assert!(i
            .is_equal(&set(&ctx, "[n] -> { S[i] : 5 <= i < n }"))
            .unwrap());
        let u = a.clone().union(b.clone()).unwrap().coalesce().unwrap();
        assert!(a.is_subset(&u).unwrap() && b.is_subset(&u).unwrap());
        assert!(u.is_subset(&set(&ctx, "[n] -> { S[i] : i >= 0 }")).unwrap());
        let d = a.clone().subtract(b).unwrap();
        assert!(d
            .is_equal(&set(&ctx, "[n] -> { S[i] : 0 <= i < n and i < 5 }"))
            .unwrap());
        assert!(d.is_subset(&a).unwrap());
        assert!(!a.is_subset(&d).unwrap());
    }

    #[test]
    fn params_and_gist() {
        let ctx = Ctx::new();
        let a = set(&ctx, "[n] -> { S[i] : 0 <= i < n }");
        assert_eq!(a.n_param(), 1);
        assert_eq!(a.n_dim(), 1);
        let p = a.clone().params().unwrap();
        assert!(p.is_params().unwrap());
        assert!(p.is_equal(&set(&ctx, "[n] -> { : n > 0 }")).unwrap());
        let ctx_set = set(&ctx, "[n] -> { : n >= 10 }");
        let restricted = a.clone().intersect_params(ctx_set.clone()).unwrap();
        assert!(restricted.is_subset(&a).unwrap());
        let g = set(&ctx, "[n] -> { S[i] : 0 <= i < n and n >= 10 }")
            .gist_params(ctx_set)
            .unwrap();
        assert!(g.is_equal(&a).unwrap());
        let g2 = set(&ctx, "{ S[i] : 0 <= i < 10 }")
            .gist(set(&ctx, "{ S[i] : i >= 0 }"))
            .unwrap();
        assert_eq!(g2.to_string(), "{ S[i] : i <= 9 }");
    }

    #[test]
    fn names_and_dims() {
        let ctx = Ctx::new();
        let a = set(&ctx, "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < i }");
        assert_eq!(a.tuple_name().unwrap().as_deref(), Some("S"));
        assert_eq!(a.dim_name(DimType::Param, 0).unwrap().as_deref(), Some("n"));
        assert_eq!(a.dim_name(DimType::Set, 0).unwrap().as_deref(), Some("i"));
        let unnamed = a.clone().add_dims(DimType::Set, 1).unwrap();
        assert_eq!(unnamed.dim_name(DimType::Set, 2).unwrap(), None);
        assert!(a.dim_name(DimType::Set, 5).is_err());
        let b = a
            .clone()
            .set_tuple_name("T")
            .unwrap()
            .set_dim_name(DimType::Set, 1, "jj")
            .unwrap();
        assert_eq!(b.tuple_name().unwrap().as_deref(), Some("T"));
        assert_eq!(b.dim_name(DimType::Set, 1).unwrap().as_deref(), Some("jj"));
        let p = a.clone().project_out(DimType::Set, 1, 1).unwrap();
        // Projecting out dimensions drops the tuple name.
        assert!(p
            .is_equal(&set(&ctx, "[n] -> { [i] : 1 <= i < n }"))
            .unwrap());
        let added = p.clone().add_dims(DimType::Set, 2).unwrap();
        assert_eq!(added.n_dim(), 3);
        let ins = p.insert_dims(DimType::Set, 0, 1).unwrap();
        assert_eq!(ins.n_dim(), 2);
        assert!(a.involves_dims(DimType::Param, 0, 1).unwrap());
        let fixed = set(&ctx, "{ [i, j] : 0 <= i, j < 4 }")
            .fix_si(DimType::Set, 0, 2)
            .unwrap();
        assert!(fixed
            .is_equal(&set(&ctx, "{ [2, j] : 0 <= j < 4 }"))
            .unwrap());
        assert!(set(&ctx, "{ [i] }")
            .fix_si(DimType::Set, 0, i64::MAX)
            .is_err());
    }

    #[test]
    fn lexmin_lexmax_dim_min_max() {
        let ctx = Ctx::new();
        let a = set(&ctx, "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }");
        let lmin = a.clone().lexmin().unwrap();
        assert!(lmin
            .is_equal(&set(&ctx, "[n] -> { S[0, 0] : n > 0 }"))
            .unwrap());
        let lmax = a.clone().lexmax().unwrap();
        assert!(lmax
            .is_equal(&set(&ctx, "[n] -> { S[n - 1, n - 1] : n > 0 }"))
            .unwrap());
        let dmax = a.clone().dim_max(1).unwrap();
        assert_eq!(dmax.to_string(), "[n] -> { [(-1 + n)] : n > 0 }");
        let dmin = a.dim_min(0).unwrap();
        assert_eq!(dmin.to_string(), "[n] -> { [(0)] : n > 0 }");
    }

    #[test]
    fn complement_empty_universe_identity() {
        let ctx = Ctx::new();
        let a = set(&ctx, "{ [i] : i >= 0 }");
        let c = a.clone().complement().unwrap();
        assert!(c.is_equal(&set(&ctx, "{ [i] : i < 0 }")).unwrap());
        assert!(a.clone().intersect(c).unwrap().is_empty().unwrap());
        let space = a.get_space().unwrap();
        assert!(Set::empty(space.clone()).unwrap().is_empty().unwrap());
        assert!(Set::universe(space).unwrap().plain_is_universe().unwrap());
        let id = set(&ctx, "{ A[i] : 0 <= i < 3 }").identity().unwrap();
        assert!(id
            .is_equal(&Map::parse(&ctx, "{ A[i] -> A[i] : 0 <= i < 3 }").unwrap())
            .unwrap());
        let img = set(&ctx, "{ A[i] : 0 <= i < 3 }")
            .apply(Map::parse(&ctx, "{ A[i] -> B[2i] }").unwrap())
            .unwrap();
        assert!(img
            .is_equal(&set(&ctx, "{ B[j] : 0 <= j <= 4 and j mod 2 = 0 }"))
            .unwrap());
    }

    #[test]
    fn parse_errors() {
        let ctx = Ctx::new();
        let e = Set::parse(&ctx, "this is not a set").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
        assert!(!e.message.is_empty());
        assert!(!e.is_quota());
        // The context is usable after the error.
        assert!(set(&ctx, "{ [i] : 0 <= i < 2 }").is_bounded().unwrap());
        // Space mismatch.
        let e = set(&ctx, "{ A[i] }")
            .intersect(set(&ctx, "{ B[i, j] }"))
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
        assert!(Set::parse(&ctx, "{ [i] \0 }").is_err());
    }

    #[test]
    fn objects_from_different_contexts_are_rejected() {
        let c1 = Ctx::new();
        let c2 = Ctx::new();
        let a = set(&c1, "{ [i] : i >= 0 }");
        let b = set(&c2, "{ [i] : i >= 0 }");
        let e = a.intersect(b).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid);
    }

    #[test]
    fn points_are_listed_up_to_a_bound() {
        let ctx = Ctx::new();
        let a = set(&ctx, "{ S[i, j] : 0 <= i < 2 and i <= j < 3 }");
        let pts = a.points(100).unwrap().unwrap();
        assert_eq!(
            pts,
            vec![vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 1], vec![1, 2]]
        );
        assert_eq!(a.points(4).unwrap(), None);
        assert_eq!(a.points(5).unwrap().unwrap().len(), 5);
        // The context works after a walk cut short.
        assert!(a.is_bounded().unwrap());
        assert!(set(&ctx, "{ S[i] : i >= 0 }").points(10).is_err());
        assert_eq!(
            set(&ctx, "{ S[i] : 0 = 1 }").points(10).unwrap(),
            Some(vec![])
        );
    }
}
