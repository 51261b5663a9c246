//! Dataflow analysis (`isl_union_access_info`, `isl_union_flow`).

use crate::{Schedule, UnionMap};

isl_object! {
    /// Input of dependence analysis (`isl_union_access_info`): the sink
    /// accesses, the potential sources, kills and the schedule.
    UnionAccessInfo: isl_union_access_info, try_copy = isl_union_access_info_copy,
        free = isl_union_access_info_free, to_str = isl_union_access_info_to_str
}

isl_object! {
    /// Result of dependence analysis (`isl_union_flow`).
    UnionFlow: isl_union_flow, try_copy = isl_union_flow_copy, free = isl_union_flow_free,
        to_str = isl_union_flow_to_str
}

impl<'c> UnionAccessInfo<'c> {
    isl_fns! {
        /// Analysis of the sink accesses `sink` (statement instance -> array element),
        /// e.g. the reads for flow (RAW) dependences.
        fn from_sink(sink: UnionMap) -> UnionAccessInfo = isl_union_access_info_from_sink;
        /// Accesses that definitely write (e.g. the writes for value-based
        /// flow dependences); they kill earlier sources.
        fn set_must_source(self, must_source: UnionMap) -> UnionAccessInfo =
            isl_union_access_info_set_must_source;
        /// Accesses that may write (or any accesses for memory-based
        /// dependences).
        fn set_may_source(self, may_source: UnionMap) -> UnionAccessInfo =
            isl_union_access_info_set_may_source;
        /// Accesses that kill (make undefined) array elements.
        fn set_kill(self, kill: UnionMap) -> UnionAccessInfo = isl_union_access_info_set_kill;
        /// The execution order as a schedule tree.
        fn set_schedule(self, schedule: Schedule) -> UnionAccessInfo = isl_union_access_info_set_schedule;
        /// The execution order as a map from instances to times.
        fn set_schedule_map(self, schedule_map: UnionMap) -> UnionAccessInfo =
            isl_union_access_info_set_schedule_map;
        /// Computes, for each sink instance, the last source instance(s)
        /// before it accessing the same element.
        fn compute_flow(self) -> UnionFlow = isl_union_access_info_compute_flow;
    }
}

impl<'c> UnionFlow<'c> {
    isl_fns! {
        /// Definite dependences: must-source instance -> sink instance.
        fn must_dependence(&self) -> UnionMap = isl_union_flow_get_must_dependence;
        /// All possible dependences: source instance -> sink instance.
        fn may_dependence(&self) -> UnionMap = isl_union_flow_get_may_dependence;
        /// Definite dependences with the accessed elements:
        /// `source -> [sink -> element]`.
        fn full_must_dependence(&self) -> UnionMap = isl_union_flow_get_full_must_dependence;
        /// Possible dependences with the accessed elements:
        /// `source -> [sink -> element]`.
        fn full_may_dependence(&self) -> UnionMap = isl_union_flow_get_full_may_dependence;
        /// Sink accesses with no must-source at all (e.g. reads of live-in
        /// values): instance -> element.
        fn must_no_source(&self) -> UnionMap = isl_union_flow_get_must_no_source;
        /// Sink accesses that may have no source: instance -> element.
        fn may_no_source(&self) -> UnionMap = isl_union_flow_get_may_no_source;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Ctx, UnionSet};

    /// for (i = 0; i < n; i++) { S: A[i] = ...; T: ... = A[i] + A[i - 1]; }
    fn two_statements(ctx: &Ctx) -> (UnionSet<'_>, UnionMap<'_>, UnionMap<'_>, UnionMap<'_>) {
        let domain =
            UnionSet::parse(ctx, "[n] -> { S[i] : 0 <= i < n; T[i] : 0 <= i < n }").unwrap();
        let writes = UnionMap::parse(ctx, "[n] -> { S[i] -> A[i] }").unwrap();
        let reads = UnionMap::parse(ctx, "[n] -> { T[i] -> A[i]; T[i] -> A[i - 1] }").unwrap();
        let sched = UnionMap::parse(ctx, "[n] -> { S[i] -> [i, 0]; T[i] -> [i, 1] }").unwrap();
        let d = domain.clone();
        (
            domain,
            writes.intersect_domain(d.clone()).unwrap(),
            reads.intersect_domain(d.clone()).unwrap(),
            sched.intersect_domain(d).unwrap(),
        )
    }

    #[test]
    fn flow_dependences_with_schedule_map() {
        let ctx = Ctx::new();
        let (_, writes, reads, sched) = two_statements(&ctx);
        let flow = UnionAccessInfo::from_sink(reads)
            .unwrap()
            .set_must_source(writes)
            .unwrap()
            .set_schedule_map(sched)
            .unwrap()
            .compute_flow()
            .unwrap();
        let must = flow.must_dependence().unwrap();
        let expected = UnionMap::parse(
            &ctx,
            "[n] -> { S[i] -> T[i] : 0 <= i < n; S[i] -> T[i + 1] : 0 <= i < n - 1 }",
        )
        .unwrap();
        assert!(must.is_equal(&expected).unwrap(), "{must}");
        assert!(flow.may_dependence().unwrap().is_equal(&expected).unwrap());
        // T[0] reads A[-1], which nobody wrote.
        let no_src = flow.must_no_source().unwrap();
        assert!(
            no_src
                .is_equal(&UnionMap::parse(&ctx, "[n] -> { T[0] -> A[-1] : n > 0 }").unwrap())
                .unwrap(),
            "{no_src}"
        );
        let full = flow.full_must_dependence().unwrap();
        assert!(
            UnionMap::parse(
                &ctx,
                "[n] -> { S[i] -> [T[i + 1] -> A[i]] : 0 <= i < n - 1 }"
            )
            .unwrap()
            .is_subset(&full)
            .unwrap(),
            "{full}"
        );
        assert!(flow.full_may_dependence().unwrap().is_equal(&full).unwrap());
        assert!(flow.may_no_source().unwrap().is_equal(&no_src).unwrap());
    }

    #[test]
    fn flow_dependences_with_schedule_tree() {
        let ctx = Ctx::new();
        let (domain, writes, reads, sched) = two_statements(&ctx);
        let schedule = Schedule::from_domain(domain)
            .unwrap()
            .insert_partial_schedule(crate::MultiUnionPwAff::from_union_map(sched).unwrap())
            .unwrap();
        let flow = UnionAccessInfo::from_sink(reads)
            .unwrap()
            .set_must_source(writes.clone())
            .unwrap()
            .set_kill(UnionMap::empty(&ctx).unwrap())
            .unwrap()
            .set_schedule(schedule)
            .unwrap()
            .compute_flow()
            .unwrap();
        let expected = UnionMap::parse(
            &ctx,
            "[n] -> { S[i] -> T[i] : 0 <= i < n; S[i] -> T[i + 1] : 0 <= i < n - 1 }",
        )
        .unwrap();
        assert!(flow.must_dependence().unwrap().is_equal(&expected).unwrap());
        // Memory-based output dependences: writes against writes (none here).
        let info = UnionAccessInfo::from_sink(writes.clone())
            .unwrap()
            .set_may_source(writes)
            .unwrap()
            .set_schedule_map(UnionMap::parse(&ctx, "[n] -> { S[i] -> [i, 0] }").unwrap())
            .unwrap();
        assert!(info.to_string().contains("sink"));
        let waw = info.compute_flow().unwrap().may_dependence().unwrap();
        assert!(waw.is_empty().unwrap());
    }
}
