//! Union sets (`isl_union_set`): sets spanning several spaces, e.g. the
//! iteration domains of all statements of a SCoP.

use std::ffi::c_void;

use crate::callback::{from_user, Trampoline};
use crate::{sys, Ctx, Result, Set, Space, UnionMap};

isl_object! {
    /// A union of sets living in different spaces (`isl_union_set`), e.g.
    /// `[n] -> { S[i] : 0 <= i < n; T[i, j] : 0 <= i, j < n }`.
    UnionSet: isl_union_set, copy = isl_union_set_copy, free = isl_union_set_free,
        to_str = isl_union_set_to_str
}

impl<'c> UnionSet<'c> {
    /// The empty union set (with no parameters).
    pub fn empty(ctx: &'c Ctx) -> Result<UnionSet<'c>> {
        // SAFETY: ctx is live; the result is owned or NULL.
        unsafe { UnionSet::from_raw(ctx, sys::isl_union_set_empty_ctx(ctx.as_ptr())) }
    }

    isl_fns! {
        /// Parses a union set in isl notation.
        fn parse(ctx, &str) -> UnionSet = isl_union_set_read_from_str, remembered(isl_union_set_copy, isl_union_set_free), read(crate::read::union_set);
        /// The empty union set over the parameters of `space`.
        fn empty_space(space: Space) -> UnionSet = isl_union_set_empty_space;
        /// The (parameter) space of the union set.
        fn get_space(&self) -> Space = isl_union_set_get_space;

        /// Union.
        fn union(self, other: UnionSet) -> UnionSet = isl_union_set_union;
        /// Adds a single set.
        fn add_set(self, set: Set) -> UnionSet = isl_union_set_add_set;
        /// Intersection.
        fn intersect(self, other: UnionSet) -> UnionSet = isl_union_set_intersect;
        /// Difference.
        fn subtract(self, other: UnionSet) -> UnionSet = isl_union_set_subtract;
        /// Intersects with a parameter set.
        fn intersect_params(self, params: Set) -> UnionSet = isl_union_set_intersect_params;
        /// The image under `umap`.
        fn apply(self, umap: UnionMap) -> UnionSet = isl_union_set_apply;
        /// Simplifies `self` assuming `context`.
        fn gist(self, context: UnionSet) -> UnionSet = isl_union_set_gist;
        /// Simplifies `self` assuming the parameter set `context`.
        fn gist_params(self, context: Set) -> UnionSet = isl_union_set_gist_params;
        /// Cartesian product.
        fn product(self, other: UnionSet) -> UnionSet = isl_union_set_product;
        /// `x -> y` for elements with `x <lex y` (same-space pairs only).
        fn lex_lt_union_set(self, other: UnionSet) -> UnionMap = isl_union_set_lex_lt_union_set;
        /// `x -> y` for elements with `x <=lex y` (same-space pairs only).
        fn lex_le_union_set(self, other: UnionSet) -> UnionMap = isl_union_set_lex_le_union_set;
        /// Aligns the parameters with those of `model`.
        fn align_params(self, model: Space) -> UnionSet = isl_union_set_align_params;

        /// The universe of each of the spaces.
        fn universe(self) -> UnionSet = isl_union_set_universe;
        /// The parameter set.
        fn params(self) -> Set = isl_union_set_params;
        /// Merges basic sets where possible.
        fn coalesce(self) -> UnionSet = isl_union_set_coalesce;
        /// Detects implicit equalities.
        fn detect_equalities(self) -> UnionSet = isl_union_set_detect_equalities;
        /// Removes redundant constraints.
        fn remove_redundancies(self) -> UnionSet = isl_union_set_remove_redundancies;
        /// Lexicographic minimum per space.
        fn lexmin(self) -> UnionSet = isl_union_set_lexmin;
        /// Lexicographic maximum per space.
        fn lexmax(self) -> UnionSet = isl_union_set_lexmax;
        /// The identity relation on each set.
        fn identity(self) -> UnionMap = isl_union_set_identity;
        /// Unwraps wrapped maps.
        fn unwrap(self) -> UnionMap = isl_union_set_unwrap;
        /// Projects out all parameters.
        fn project_out_all_params(self) -> UnionSet = isl_union_set_project_out_all_params;
        /// The single set in the union (fails unless there is exactly one space).
        fn as_set(self) -> Set = isl_union_set_as_set;

        /// The part of the union set that lives in `space` (possibly empty).
        fn extract_set(&self, space: Space) -> Set = isl_union_set_extract_set;

        /// Whether the union set is empty.
        fn is_empty(&self) -> bool = isl_union_set_is_empty;
        /// Whether this is a parameter set.
        fn is_params(&self) -> bool = isl_union_set_is_params;
        /// Whether `self ⊆ other`.
        fn is_subset(&self, other: &UnionSet) -> bool = isl_union_set_is_subset;
        /// Whether `self ⊊ other`.
        fn is_strict_subset(&self, other: &UnionSet) -> bool = isl_union_set_is_strict_subset;
        /// Whether both union sets are equal.
        fn is_equal(&self, other: &UnionSet) -> bool = isl_union_set_is_equal;
        /// Whether the union sets are disjoint.
        fn is_disjoint(&self, other: &UnionSet) -> bool = isl_union_set_is_disjoint;
        /// Whether the union set lives in a single space.
        fn isa_set(&self) -> bool = isl_union_set_isa_set;
    }

    /// Number of sets (spaces) in the union.
    pub fn n_set(&self) -> Result<usize> {
        // SAFETY: self is live and kept by isl.
        let n = unsafe { sys::isl_union_set_n_set(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Calls `f` on each set of the union (one per space). An `Err` or a
    /// panic from `f` stops the iteration and is returned/resumed.
    pub fn foreach_set<F: FnMut(Set<'c>) -> Result<()>>(&self, f: F) -> Result<()> {
        unsafe extern "C" fn trampoline<'c, F: FnMut(Set<'c>) -> Result<()>>(
            set: *mut sys::isl_set,
            user: *mut c_void,
        ) -> sys::isl_stat {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            // SAFETY: isl gives us an owned, non-NULL set of the trampoline's context.
            let set = unsafe { Set::from_raw(t.ctx(), set) };
            t.call(sys::isl_stat_error, move |f| {
                f(set?).map(|()| sys::isl_stat_ok)
            })
        }
        let mut t = Trampoline::new(self.ctx, f);
        // SAFETY: self is live and kept; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            sys::isl_union_set_foreach_set(self.as_ptr(), Some(trampoline::<F>), t.user())
        };
        let r = self.ctx.check_stat(r);
        t.finish(r)
    }

    /// The sets of the union (one per space).
    pub fn sets(&self) -> Result<Vec<Set<'c>>> {
        let mut v = Vec::new();
        self.foreach_set(|s| {
            v.push(s);
            Ok(())
        })?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uset<'c>(ctx: &'c Ctx, s: &str) -> UnionSet<'c> {
        UnionSet::parse(ctx, s).unwrap()
    }

    #[test]
    fn ops() {
        let ctx = Ctx::new();
        let a = uset(
            &ctx,
            "[n] -> { S[i] : 0 <= i < n; T[i, j] : 0 <= i, j < n }",
        );
        let b = uset(&ctx, "[n] -> { S[i] : i >= 2; U[k] }");
        let i = a.clone().intersect(b.clone()).unwrap();
        assert!(i
            .is_equal(&uset(&ctx, "[n] -> { S[i] : 2 <= i < n }"))
            .unwrap());
        let u = a.clone().union(b.clone()).unwrap();
        assert_eq!(u.n_set().unwrap(), 3);
        let d = a.clone().subtract(b).unwrap();
        assert!(d
            .is_equal(&uset(
                &ctx,
                "[n] -> { S[i] : 0 <= i < n and i < 2; T[i, j] : 0 <= i, j < n }"
            ))
            .unwrap());
        assert!(d.is_subset(&a).unwrap());
        assert!(!a.is_empty().unwrap());
        assert!(UnionSet::empty(&ctx).unwrap().is_empty().unwrap());
        let p = a.clone().params().unwrap();
        assert!(p
            .is_equal(&Set::parse(&ctx, "[n] -> { : n > 0 }").unwrap())
            .unwrap());
        let ip = a
            .clone()
            .intersect_params(Set::parse(&ctx, "[n] -> { : n = 1 }").unwrap())
            .unwrap();
        assert!(ip
            .is_equal(
                &uset(&ctx, "{ S[0]; T[0, 0] }")
                    .intersect_params(Set::parse(&ctx, "[n] -> { : n = 1 }").unwrap())
                    .unwrap()
            )
            .unwrap());
        let univ = a.clone().universe().unwrap();
        assert!(univ
            .is_equal(&uset(&ctx, "[n] -> { S[i]; T[i, j] }"))
            .unwrap());
        let img = a
            .clone()
            .apply(UnionMap::parse(&ctx, "{ S[i] -> S2[i + 1] }").unwrap())
            .unwrap();
        assert!(img
            .is_equal(&uset(&ctx, "[n] -> { S2[i] : 1 <= i <= n }"))
            .unwrap());
        let from = UnionSet::try_from(Set::parse(&ctx, "{ A[i] : 0 <= i < 4 }").unwrap()).unwrap();
        assert_eq!(from.to_string(), "{ A[i] : 0 <= i <= 3 }");
        let c = uset(&ctx, "{ A[i] : 0 <= i < 4; A[i] : 4 <= i < 8 }")
            .coalesce()
            .unwrap();
        assert_eq!(c.to_string(), "{ A[i] : 0 <= i <= 7 }");
    }

    #[test]
    fn sets_and_extract() {
        let ctx = Ctx::new();
        let a = uset(
            &ctx,
            "[n] -> { S[i] : 0 <= i < n; T[i, j] : 0 <= i, j < n }",
        );
        let mut names: Vec<String> = a
            .sets()
            .unwrap()
            .iter()
            .map(|s| s.tuple_name().unwrap().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["S", "T"]);
        let t_space = Set::parse(&ctx, "[n] -> { T[i, j] }")
            .unwrap()
            .get_space()
            .unwrap();
        let t = a.extract_set(t_space).unwrap();
        assert!(t
            .is_equal(&Set::parse(&ctx, "[n] -> { T[i, j] : 0 <= i, j < n }").unwrap())
            .unwrap());
    }

    #[test]
    fn foreach_error_and_panic() {
        let ctx = Ctx::new();
        let a = uset(&ctx, "{ S[i]; T[i]; U[i] }");
        let mut seen = 0;
        let e = a
            .foreach_set(|_| {
                seen += 1;
                Err(crate::Error::new(crate::ErrorKind::Unknown, "stop"))
            })
            .unwrap_err();
        assert_eq!(e.message, "stop");
        assert_eq!(seen, 1);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = a.foreach_set(|_| panic!("boom in callback"));
        }));
        let payload = r.unwrap_err();
        assert_eq!(payload.downcast_ref::<&str>(), Some(&"boom in callback"));
        // The context is still fine.
        assert_eq!(a.sets().unwrap().len(), 3);
    }
}
