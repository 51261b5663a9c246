//! Union maps (`isl_union_map`): relations spanning several pairs of
//! spaces, e.g. all accesses, dependences or schedules of a SCoP.

use std::ffi::c_void;

use crate::callback::{from_user, Trampoline};
use crate::{sys, Ctx, Map, MultiUnionPwAff, Result, Set, Space, UnionSet};

isl_object! {
    /// A union of maps between different pairs of spaces (`isl_union_map`),
    /// e.g. `[n] -> { S[i] -> A[i]; T[i] -> A[i + 1] }`.
    UnionMap: isl_union_map, copy = isl_union_map_copy, free = isl_union_map_free,
        to_str = isl_union_map_to_str
}

impl<'c> UnionMap<'c> {
    /// The empty union map (with no parameters).
    pub fn empty(ctx: &'c Ctx) -> Result<UnionMap<'c>> {
        // SAFETY: ctx is live; the result is owned or NULL.
        unsafe { UnionMap::from_raw(ctx, sys::isl_union_map_empty_ctx(ctx.as_ptr())) }
    }

    isl_fns! {
        /// Parses a union map in isl notation.
        fn parse(ctx, &str) -> UnionMap = isl_union_map_read_from_str, remembered(isl_union_map_copy, isl_union_map_free), read(crate::read::union_map);
        /// The empty union map over the parameters of `space`.
        fn empty_space(space: Space) -> UnionMap = isl_union_map_empty_space;
        /// The universe relation between each pair of spaces of `domain` and `range`.
        fn from_domain_and_range(domain: UnionSet, range: UnionSet) -> UnionMap =
            isl_union_map_from_domain_and_range;
        /// A union map from a band schedule (`isl_union_map_from_multi_union_pw_aff`).
        fn from_multi_union_pw_aff(mupa: MultiUnionPwAff) -> UnionMap =
            isl_union_map_from_multi_union_pw_aff;
        /// The (parameter) space.
        fn get_space(&self) -> Space = isl_union_map_get_space;

        /// Union.
        fn union(self, other: UnionMap) -> UnionMap = isl_union_map_union;
        /// Intersection.
        fn intersect(self, other: UnionMap) -> UnionMap = isl_union_map_intersect;
        /// Difference.
        fn subtract(self, other: UnionMap) -> UnionMap = isl_union_map_subtract;
        /// Restricts the domain.
        fn intersect_domain(self, uset: UnionSet) -> UnionMap = isl_union_map_intersect_domain;
        /// Restricts the range.
        fn intersect_range(self, uset: UnionSet) -> UnionMap = isl_union_map_intersect_range;
        /// Removes the elements with domain in `uset`.
        fn subtract_domain(self, uset: UnionSet) -> UnionMap = isl_union_map_subtract_domain;
        /// Removes the elements with range in `uset`.
        fn subtract_range(self, uset: UnionSet) -> UnionMap = isl_union_map_subtract_range;
        /// Intersects with a parameter set.
        fn intersect_params(self, params: Set) -> UnionMap = isl_union_map_intersect_params;
        /// Composition: `x -> z` for `x -> y` in `self` and `y -> z` in `other`.
        fn apply_range(self, other: UnionMap) -> UnionMap = isl_union_map_apply_range;
        /// Applies `other` to the domain: `x' -> y` for `x -> y` in `self` and `x -> x'` in `other`.
        fn apply_domain(self, other: UnionMap) -> UnionMap = isl_union_map_apply_domain;
        /// Pairs `i -> j` of domain elements whose images satisfy `f(i) <lex g(j)`
        /// for `self = f`, `other = g` (`isl_union_map_lex_lt_union_map`).
        fn lex_lt_union_map(self, other: UnionMap) -> UnionMap = isl_union_map_lex_lt_union_map;
        /// Like [`UnionMap::lex_lt_union_map`] with `<=lex`.
        fn lex_le_union_map(self, other: UnionMap) -> UnionMap = isl_union_map_lex_le_union_map;
        /// Like [`UnionMap::lex_lt_union_map`] with `>lex`.
        fn lex_gt_union_map(self, other: UnionMap) -> UnionMap = isl_union_map_lex_gt_union_map;
        /// Like [`UnionMap::lex_lt_union_map`] with `>=lex`.
        fn lex_ge_union_map(self, other: UnionMap) -> UnionMap = isl_union_map_lex_ge_union_map;
        /// The pairs `i -> j` of `self` with `f(i) <lex f(j)`, `f = mupa`:
        /// one relation filtered, where [`UnionMap::lex_lt_union_map`]
        /// builds the order of every pair of the domain first.
        fn lex_lt_at(self, mupa: MultiUnionPwAff) -> UnionMap = isl_union_map_lex_lt_at_multi_union_pw_aff;
        /// Like [`UnionMap::lex_lt_at`] with `>lex`.
        fn lex_gt_at(self, mupa: MultiUnionPwAff) -> UnionMap = isl_union_map_lex_gt_at_multi_union_pw_aff;
        /// Like [`UnionMap::lex_lt_at`] with `<=lex`.
        fn lex_le_at(self, mupa: MultiUnionPwAff) -> UnionMap = isl_union_map_lex_le_at_multi_union_pw_aff;
        /// Range product `x -> [y -> z]`.
        fn range_product(self, other: UnionMap) -> UnionMap = isl_union_map_range_product;
        /// Range product with the range tuples concatenated.
        fn flat_range_product(self, other: UnionMap) -> UnionMap = isl_union_map_flat_range_product;
        /// Domain product `[x -> y] -> z`.
        fn domain_product(self, other: UnionMap) -> UnionMap = isl_union_map_domain_product;
        /// Simplifies `self` assuming `context`.
        fn gist(self, context: UnionMap) -> UnionMap = isl_union_map_gist;
        /// Simplifies `self` assuming its domain lies in `uset`.
        fn gist_domain(self, uset: UnionSet) -> UnionMap = isl_union_map_gist_domain;
        /// Simplifies `self` assuming its range lies in `uset`.
        fn gist_range(self, uset: UnionSet) -> UnionMap = isl_union_map_gist_range;
        /// Simplifies `self` assuming the parameter set `context`.
        fn gist_params(self, context: Set) -> UnionMap = isl_union_map_gist_params;
        /// Aligns the parameters with those of `model`.
        fn align_params(self, model: Space) -> UnionMap = isl_union_map_align_params;

        /// The inverse relation.
        fn reverse(self) -> UnionMap = isl_union_map_reverse;
        /// The domain.
        fn domain(self) -> UnionSet = isl_union_map_domain;
        /// The range.
        fn range(self) -> UnionSet = isl_union_map_range;
        /// The parameter set.
        fn params(self) -> Set = isl_union_map_params;
        /// Wraps each map into a set `{ [x -> y] }`.
        fn wrap(self) -> UnionSet = isl_union_map_wrap;
        /// `{ y - x }` for `x -> y` (pairs of equal spaces only).
        fn deltas(self) -> UnionSet = isl_union_map_deltas;
        /// `[x -> y] -> y - x`.
        fn deltas_map(self) -> UnionMap = isl_union_map_deltas_map;
        /// The universe relation of each pair of spaces.
        fn universe(self) -> UnionMap = isl_union_map_universe;
        /// `[A -> B] -> [C -> D]` to `[A -> C] -> [B -> D]`.
        fn zip(self) -> UnionMap = isl_union_map_zip;
        /// `[A -> B] -> C` to `A -> [B -> C]`.
        fn curry(self) -> UnionMap = isl_union_map_curry;
        /// `A -> [B -> C]` to `[A -> B] -> C`.
        fn uncurry(self) -> UnionMap = isl_union_map_uncurry;
        /// `A -> [B -> C]` to `A -> B`.
        fn range_factor_domain(self) -> UnionMap = isl_union_map_range_factor_domain;
        /// `A -> [B -> C]` to `A -> C`.
        fn range_factor_range(self) -> UnionMap = isl_union_map_range_factor_range;
        /// `[A -> B] -> C` to `A -> C`.
        fn domain_factor_domain(self) -> UnionMap = isl_union_map_domain_factor_domain;
        /// `[A -> B] -> C` to `B -> C`.
        fn domain_factor_range(self) -> UnionMap = isl_union_map_domain_factor_range;
        /// `[x -> y] -> x`.
        fn domain_map(self) -> UnionMap = isl_union_map_domain_map;
        /// `[x -> y] -> y`.
        fn range_map(self) -> UnionMap = isl_union_map_range_map;
        /// `A -> [B -> C]` to `A -> [C -> B]`.
        fn range_reverse(self) -> UnionMap = isl_union_map_range_reverse;
        /// Merges basic maps where possible.
        fn coalesce(self) -> UnionMap = isl_union_map_coalesce;
        /// Detects implicit equalities.
        fn detect_equalities(self) -> UnionMap = isl_union_map_detect_equalities;
        /// Removes redundant constraints.
        fn remove_redundancies(self) -> UnionMap = isl_union_map_remove_redundancies;
        /// For each domain element, the lexicographically smallest image.
        fn lexmin(self) -> UnionMap = isl_union_map_lexmin;
        /// For each domain element, the lexicographically largest image.
        fn lexmax(self) -> UnionMap = isl_union_map_lexmax;
        /// Projects out all parameters.
        fn project_out_all_params(self) -> UnionMap = isl_union_map_project_out_all_params;
        /// The single map in the union (fails unless there is exactly one pair of spaces).
        fn as_map(self) -> Map = isl_union_map_as_map;
        /// Projects out `n` parameters starting at `first` (`ty` must be `Param`).
        fn project_out(self, ty: DimType, first: usize, n: usize) -> UnionMap = isl_union_map_project_out;

        /// The part of the union map that lives in the map space `space`
        /// (possibly empty).
        fn extract_map(&self, space: Space) -> Map = isl_union_map_extract_map;

        /// Whether the union map is empty.
        fn is_empty(&self) -> bool = isl_union_map_is_empty;
        /// Whether `self ⊆ other`.
        fn is_subset(&self, other: &UnionMap) -> bool = isl_union_map_is_subset;
        /// Whether `self ⊊ other`.
        fn is_strict_subset(&self, other: &UnionMap) -> bool = isl_union_map_is_strict_subset;
        /// Whether both union maps are equal.
        fn is_equal(&self, other: &UnionMap) -> bool = isl_union_map_is_equal;
        /// Whether the union maps are disjoint.
        fn is_disjoint(&self, other: &UnionMap) -> bool = isl_union_map_is_disjoint;
        /// Whether every domain element has at most one image.
        fn is_single_valued(&self) -> bool = isl_union_map_is_single_valued;
        /// Whether every range element has at most one preimage.
        fn is_injective(&self) -> bool = isl_union_map_is_injective;
        /// Whether the union map is a bijection.
        fn is_bijective(&self) -> bool = isl_union_map_is_bijective;
        /// Whether the union map is an identity.
        fn is_identity(&self) -> bool = isl_union_map_is_identity;
        /// Whether the union map lives in a single pair of spaces.
        fn isa_map(&self) -> bool = isl_union_map_isa_map;
    }

    /// Number of maps (pairs of spaces) in the union.
    pub fn n_map(&self) -> Result<usize> {
        // SAFETY: self is live and kept by isl.
        let n = unsafe { sys::isl_union_map_n_map(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Calls `f` on each map of the union. An `Err` or a panic from `f`
    /// stops the iteration and is returned/resumed.
    pub fn foreach_map<F: FnMut(Map<'c>) -> Result<()>>(&self, f: F) -> Result<()> {
        unsafe extern "C" fn trampoline<'c, F: FnMut(Map<'c>) -> Result<()>>(
            map: *mut sys::isl_map,
            user: *mut c_void,
        ) -> sys::isl_stat {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            // SAFETY: isl gives us an owned, non-NULL map of the trampoline's context.
            let map = unsafe { Map::from_raw(t.ctx(), map) };
            t.call(sys::isl_stat_error, move |f| {
                f(map?).map(|()| sys::isl_stat_ok)
            })
        }
        let mut t = Trampoline::new(self.ctx, f);
        // SAFETY: self is live and kept; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            sys::isl_union_map_foreach_map(self.as_ptr(), Some(trampoline::<F>), t.user())
        };
        let r = self.ctx.check_stat(r);
        t.finish(r)
    }

    /// The maps of the union (one per pair of spaces).
    pub fn maps(&self) -> Result<Vec<Map<'c>>> {
        let mut v = Vec::new();
        self.foreach_map(|m| {
            v.push(m);
            Ok(())
        })?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DimType;

    fn umap<'c>(ctx: &'c Ctx, s: &str) -> UnionMap<'c> {
        UnionMap::parse(ctx, s).unwrap()
    }
    fn uset<'c>(ctx: &'c Ctx, s: &str) -> UnionSet<'c> {
        UnionSet::parse(ctx, s).unwrap()
    }

    #[test]
    fn ops() {
        let ctx = Ctx::new();
        let acc = umap(&ctx, "[n] -> { S[i] -> A[i]; T[i] -> A[i + 1] }");
        let dom = uset(&ctx, "[n] -> { S[i] : 0 <= i < n; T[i] : 0 <= i < n }");
        let a = acc.clone().intersect_domain(dom.clone()).unwrap();
        assert!(a
            .clone()
            .range()
            .unwrap()
            .is_equal(&uset(&ctx, "[n] -> { A[i] : 0 <= i <= n and n > 0 }"))
            .unwrap());
        assert!(a.clone().domain().unwrap().is_equal(&dom).unwrap());
        let r = a.clone().reverse().unwrap();
        assert_eq!(r.n_map().unwrap(), 2);
        // Pairs of statement instances accessing the same element.
        let same = a.clone().apply_range(r).unwrap();
        assert!(umap(&ctx, "[n] -> { T[i] -> S[i + 1] : 0 <= i < n - 1 }")
            .is_subset(&same)
            .unwrap());
        let ir = a
            .clone()
            .intersect_range(uset(&ctx, "{ A[i] : i >= 5 }"))
            .unwrap();
        assert!(ir
            .is_equal(&umap(
                &ctx,
                "[n] -> { S[i] -> A[i] : 5 <= i < n; T[i] -> A[i + 1] : 4 <= i < n }"
            ))
            .unwrap());
        let ad = umap(&ctx, "{ A[i] -> B[i] }")
            .apply_domain(umap(&ctx, "{ A[i] -> C[2i] }"))
            .unwrap();
        assert!(ad
            .is_equal(&umap(&ctx, "{ C[j] -> B[i] : j = 2i }"))
            .unwrap());
        let u = umap(&ctx, "{ S[i] -> A[i] }")
            .union(umap(&ctx, "{ S[i] -> B[i] }"))
            .unwrap();
        assert_eq!(u.n_map().unwrap(), 2);
        let i = u
            .clone()
            .intersect(umap(&ctx, "{ S[i] -> B[j] : j >= 0 }"))
            .unwrap();
        assert!(i
            .is_equal(&umap(&ctx, "{ S[i] -> B[i] : i >= 0 }"))
            .unwrap());
        let d = u.clone().subtract(umap(&ctx, "{ S[i] -> A[j] }")).unwrap();
        assert!(d.is_equal(&umap(&ctx, "{ S[i] -> B[i] }")).unwrap());
        assert!(UnionMap::empty(&ctx).unwrap().is_empty().unwrap());
        assert!(!u.is_single_valued().unwrap());
        let from = UnionMap::try_from(Map::parse(&ctx, "{ S[i] -> A[i] }").unwrap()).unwrap();
        assert!(from.is_subset(&u).unwrap());
        let fdr = UnionMap::from_domain_and_range(
            uset(&ctx, "{ S[i] : 0 <= i < 2 }"),
            uset(&ctx, "{ A[0] }"),
        )
        .unwrap();
        assert!(fdr
            .is_equal(&umap(&ctx, "{ S[i] -> A[0] : 0 <= i < 2 }"))
            .unwrap());
    }

    #[test]
    fn lex_order_and_deltas() {
        let ctx = Ctx::new();
        // Schedule: S before T in each iteration.
        let sched = umap(
            &ctx,
            "{ S[i] -> [i, 0] : 0 <= i < 3; T[i] -> [i, 1] : 0 <= i < 3 }",
        );
        let before = sched.clone().lex_lt_union_map(sched.clone()).unwrap();
        assert!(umap(&ctx, "{ S[1] -> T[1]; T[0] -> S[1]; S[0] -> S[2] }")
            .is_subset(&before)
            .unwrap());
        assert!(!umap(&ctx, "{ T[1] -> S[1] }").is_subset(&before).unwrap());
        let after = sched.clone().lex_gt_union_map(sched).unwrap();
        assert!(umap(&ctx, "{ T[1] -> S[1] }").is_subset(&after).unwrap());
        let dep = umap(&ctx, "{ S[i, j] -> S[i + 1, j]; T[i] -> T[i + 2] }");
        assert!(dep
            .deltas()
            .unwrap()
            .is_equal(&uset(&ctx, "{ S[1, 0]; T[2] }"))
            .unwrap());
    }

    #[test]
    fn factors_zip_wrap_extract() {
        let ctx = Ctx::new();
        let m = umap(&ctx, "{ [S[i] -> A[i]] -> [T[j] -> B[j]] : j = i + 1 }");
        let z = m.clone().zip().unwrap();
        assert!(z
            .is_equal(&umap(
                &ctx,
                "{ [S[i] -> T[j]] -> [A[i] -> B[j]] : j = i + 1 }"
            ))
            .unwrap());
        let rfd = m.clone().range_factor_domain().unwrap();
        assert!(rfd
            .is_equal(&umap(&ctx, "{ [S[i] -> A[i]] -> T[i + 1] }"))
            .unwrap());
        let dfd = m.domain_factor_domain().unwrap();
        assert!(dfd
            .is_equal(&umap(&ctx, "{ S[i] -> [T[i + 1] -> B[i + 1]] }"))
            .unwrap());
        let w = umap(&ctx, "{ S[i] -> A[i] : 0 <= i < 2 }").wrap().unwrap();
        assert!(w
            .is_equal(&uset(&ctx, "{ [S[i] -> A[i]] : 0 <= i < 2 }"))
            .unwrap());
        let u = umap(&ctx, "{ S[i] -> A[i]; T[i] -> A[i] }");
        let space = Map::parse(&ctx, "{ T[i] -> A[j] }")
            .unwrap()
            .get_space()
            .unwrap();
        let t = u.extract_map(space).unwrap();
        assert!(t
            .is_equal(&Map::parse(&ctx, "{ T[i] -> A[i] }").unwrap())
            .unwrap());
        let mut names: Vec<_> = u
            .maps()
            .unwrap()
            .iter()
            .map(|m| m.tuple_name(DimType::In).unwrap().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["S", "T"]);
        let g = umap(&ctx, "{ S[i] -> A[i] : 0 <= i < 10 }")
            .gist_domain(uset(&ctx, "{ S[i] : 0 <= i < 10 }"))
            .unwrap();
        assert_eq!(g.to_string(), "{ S[i] -> A[i] }");
        let p = umap(&ctx, "[n] -> { S[i] -> A[i] }")
            .intersect_params(Set::parse(&ctx, "[n] -> { : n = 3 }").unwrap())
            .unwrap();
        assert!(!p.is_empty().unwrap());
        let univ = umap(&ctx, "{ S[i] -> A[i] : i > 0 }").universe().unwrap();
        assert!(univ.is_equal(&umap(&ctx, "{ S[i] -> A[j] }")).unwrap());
    }
}
