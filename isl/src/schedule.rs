//! Schedules: schedule trees (`isl_schedule`, `isl_schedule_node`) and the
//! scheduler's input (`isl_schedule_constraints`).

use std::ffi::{c_int, c_void};
use std::mem::ManuallyDrop;
use std::ptr;

use crate::callback::{from_user, Trampoline};
use crate::ctx::pos;
use crate::{
    sys, Error, ErrorKind, Id, MultiUnionPwAff, MultiVal, Result, Set, Space, UnionMap, UnionSet,
};

isl_object! {
    /// A schedule tree (`isl_schedule`). `Display` prints isl's YAML form,
    /// which [`Schedule::parse`] reads back.
    Schedule: isl_schedule, copy = isl_schedule_copy, free = isl_schedule_free,
        to_str = isl_schedule_to_str
}

isl_object! {
    /// A position in a schedule tree (`isl_schedule_node`). Navigation and
    /// transformations consume the node and return the node at the new
    /// position (in a new tree; schedule trees are immutable values).
    ScheduleNode: isl_schedule_node, copy = isl_schedule_node_copy, free = isl_schedule_node_free,
        to_str = isl_schedule_node_to_str
}

isl_object! {
    /// Input of the scheduler (`isl_schedule_constraints`): the domain, the
    /// context and the dependence relations to respect or optimize.
    ScheduleConstraints: isl_schedule_constraints, try_copy = isl_schedule_constraints_copy,
        free = isl_schedule_constraints_free, to_str = isl_schedule_constraints_to_str
}

/// The kind of a schedule tree node (`enum isl_schedule_node_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScheduleNodeKind {
    /// A band of (partial) schedule dimensions: loops.
    Band,
    /// Constraints on the parameters valid in the subtree.
    Context,
    /// The root: the statement instances scheduled by the tree.
    Domain,
    /// An expansion of the domain elements.
    Expansion,
    /// Additional domain elements introduced in the subtree.
    Extension,
    /// A restriction of the domain for the subtree (child of a sequence/set).
    Filter,
    /// A leaf.
    Leaf,
    /// Constraints on the outer schedule dimensions and parameters.
    Guard,
    /// A named mark.
    Mark,
    /// Ordered children (filters).
    Sequence,
    /// Unordered children (filters).
    Set,
}

/// How a band member is turned into loops by AST generation
/// (`enum isl_ast_loop_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AstLoopType {
    /// Let isl decide.
    Default,
    /// A single loop without splitting.
    Atomic,
    /// Fully unrolled.
    Unroll,
    /// Separated into full and partial iterations.
    Separate,
}

impl AstLoopType {
    fn raw(self) -> sys::isl_ast_loop_type {
        match self {
            AstLoopType::Default => sys::isl_ast_loop_default,
            AstLoopType::Atomic => sys::isl_ast_loop_atomic,
            AstLoopType::Unroll => sys::isl_ast_loop_unroll,
            AstLoopType::Separate => sys::isl_ast_loop_separate,
        }
    }
}

// ---------------------------------------------------------------------------
// Schedule

impl<'c> Schedule<'c> {
    isl_fns! {
        /// Parses a schedule tree in isl's YAML form (as printed by `Display`).
        fn parse(ctx, &str) -> Schedule = isl_schedule_read_from_str;
        /// A schedule with only a domain node (all instances unordered).
        fn from_domain(domain: UnionSet) -> Schedule = isl_schedule_from_domain;
        /// The root (domain) node.
        fn root(&self) -> ScheduleNode = isl_schedule_get_root;
        /// The scheduled statement instances.
        fn domain(&self) -> UnionSet = isl_schedule_get_domain;
        /// Inserts a band with the given partial schedule below the root.
        fn insert_partial_schedule(self, partial: MultiUnionPwAff) -> Schedule = isl_schedule_insert_partial_schedule;
        /// Inserts a context node below the root.
        fn insert_context(self, context: Set) -> Schedule = isl_schedule_insert_context;
        /// Restricts the domain.
        fn intersect_domain(self, domain: UnionSet) -> Schedule = isl_schedule_intersect_domain;
        /// `self` followed by `other` (a sequence of both).
        fn sequence(self, other: Schedule) -> Schedule = isl_schedule_sequence;
        /// The two schedules side by side, in no particular order (a set node).
        fn set(self, other: Schedule) -> Schedule = isl_schedule_set;
        /// Whether both trees are obviously equal.
        fn plain_is_equal(&self, other: &Schedule) -> bool = isl_schedule_plain_is_equal;
    }

    /// The schedule as a map from statement instances to times (flattened
    /// over all bands; instances ordered lexicographically), restricted to
    /// the schedule's domain (`isl_schedule_get_map` alone is not: a band
    /// contributes e.g. `{ S[i, j] -> [i, j] }` for all `i`, `j`).
    pub fn get_map(&self) -> Result<UnionMap<'c>> {
        // SAFETY: self is live and kept; the result is owned or NULL.
        let map =
            unsafe { UnionMap::from_raw(self.ctx, sys::isl_schedule_get_map(self.as_ptr())) }?;
        map.intersect_domain(self.domain()?)
    }

    /// Rewrites the tree bottom-up (see [`ScheduleNode::map_descendant_bottom_up`]).
    pub fn map_schedule_node_bottom_up<F>(self, f: F) -> Result<Schedule<'c>>
    where
        F: FnMut(ScheduleNode<'c>) -> Result<ScheduleNode<'c>>,
    {
        let root = self.root()?;
        drop(self);
        root.map_descendant_bottom_up(f)?.schedule()
    }
}

// ---------------------------------------------------------------------------
// ScheduleNode

impl<'c> ScheduleNode<'c> {
    /// The kind of node.
    pub fn kind(&self) -> ScheduleNodeKind {
        // SAFETY: self is live, kept by isl.
        match unsafe { sys::isl_schedule_node_get_type(self.as_ptr()) } {
            sys::isl_schedule_node_band => ScheduleNodeKind::Band,
            sys::isl_schedule_node_context => ScheduleNodeKind::Context,
            sys::isl_schedule_node_domain => ScheduleNodeKind::Domain,
            sys::isl_schedule_node_expansion => ScheduleNodeKind::Expansion,
            sys::isl_schedule_node_extension => ScheduleNodeKind::Extension,
            sys::isl_schedule_node_filter => ScheduleNodeKind::Filter,
            sys::isl_schedule_node_leaf => ScheduleNodeKind::Leaf,
            sys::isl_schedule_node_guard => ScheduleNodeKind::Guard,
            sys::isl_schedule_node_mark => ScheduleNodeKind::Mark,
            sys::isl_schedule_node_sequence => ScheduleNodeKind::Sequence,
            sys::isl_schedule_node_set => ScheduleNodeKind::Set,
            t => unreachable!("isl_schedule_node_get_type returned {t} for a valid node"),
        }
    }

    isl_fns! {
        /// Moves to the parent.
        fn parent(self) -> ScheduleNode = isl_schedule_node_parent;
        /// Moves to the first child.
        fn first_child(self) -> ScheduleNode = isl_schedule_node_first_child;
        /// Moves to the next sibling.
        fn next_sibling(self) -> ScheduleNode = isl_schedule_node_next_sibling;
        /// Moves to the previous sibling.
        fn previous_sibling(self) -> ScheduleNode = isl_schedule_node_previous_sibling;
        /// Moves to the root.
        fn root(self) -> ScheduleNode = isl_schedule_node_root;
        /// Whether the node has a parent.
        fn has_parent(&self) -> bool = isl_schedule_node_has_parent;
        /// Whether the node has children.
        fn has_children(&self) -> bool = isl_schedule_node_has_children;
        /// Whether the node has a next sibling.
        fn has_next_sibling(&self) -> bool = isl_schedule_node_has_next_sibling;
        /// Whether the node has a previous sibling.
        fn has_previous_sibling(&self) -> bool = isl_schedule_node_has_previous_sibling;
        /// Whether both nodes are at the same position of the same tree.
        fn is_equal(&self, other: &ScheduleNode) -> bool = isl_schedule_node_is_equal;

        /// The whole (possibly modified) schedule tree this node belongs to.
        fn schedule(&self) -> Schedule = isl_schedule_node_get_schedule;
        /// The statement instances reaching this node.
        fn domain(&self) -> UnionSet = isl_schedule_node_get_domain;
        /// The universe of the statement spaces reaching this node.
        fn universe_domain(&self) -> UnionSet = isl_schedule_node_get_universe_domain;
        /// The schedule of the outer bands, as a partial schedule.
        fn get_prefix_schedule_multi_union_pw_aff(&self) -> MultiUnionPwAff =
            isl_schedule_node_get_prefix_schedule_multi_union_pw_aff;
        /// The schedule of the subtree rooted here, as a union map.
        fn get_subtree_schedule_union_map(&self) -> UnionMap = isl_schedule_node_get_subtree_schedule_union_map;

        /// The partial schedule of a band node.
        fn band_partial_schedule(&self) -> MultiUnionPwAff = isl_schedule_node_band_get_partial_schedule;
        /// The partial schedule of a band node as a union map.
        fn band_partial_schedule_union_map(&self) -> UnionMap = isl_schedule_node_band_get_partial_schedule_union_map;
        /// The space of a band's partial schedule.
        fn band_space(&self) -> Space = isl_schedule_node_band_get_space;
        /// Whether a band is permutable (its members can be tiled/interchanged).
        fn band_permutable(&self) -> bool = isl_schedule_node_band_get_permutable;
        /// Splits a band after its first `pos` members; returns the outer band.
        fn band_split(self, pos: usize) -> ScheduleNode = isl_schedule_node_band_split;
        /// Moves a band down to the leaves.
        fn band_sink(self) -> ScheduleNode = isl_schedule_node_band_sink;
        /// Sets the AST build options of a band (e.g. `{ isolate[...] }`, `{ unroll[x] }`).
        fn band_set_ast_build_options(self, options: UnionSet) -> ScheduleNode =
            isl_schedule_node_band_set_ast_build_options;
        /// The filter of a filter node.
        fn filter(&self) -> UnionSet = isl_schedule_node_filter_get_filter;
        /// The domain of a domain node.
        fn domain_node_domain(&self) -> UnionSet = isl_schedule_node_domain_get_domain;
        /// The context of a context node.
        fn context(&self) -> Set = isl_schedule_node_context_get_context;
        /// Inserts a band with the given partial schedule above this node;
        /// returns the new band.
        fn insert_partial_schedule(self, partial: MultiUnionPwAff) -> ScheduleNode =
            isl_schedule_node_insert_partial_schedule;
        /// Inserts a filter node above this node; returns the filter.
        fn insert_filter(self, filter: UnionSet) -> ScheduleNode = isl_schedule_node_insert_filter;
        /// Inserts a context node above this node; returns the context node.
        fn insert_context(self, context: Set) -> ScheduleNode = isl_schedule_node_insert_context;
        /// Deletes this node (not a leaf/domain); returns the node now at its position.
        fn delete(self) -> ScheduleNode = isl_schedule_node_delete;
    }

    /// The schedule of the outer bands, as a union map from the statement
    /// instances reaching this node (restricted to them, unlike plain
    /// `isl_schedule_node_get_prefix_schedule_union_map`) to the outer
    /// schedule dimensions.
    pub fn get_prefix_schedule_union_map(&self) -> Result<UnionMap<'c>> {
        // SAFETY: self is live and kept; the result is owned or NULL.
        let map = unsafe {
            UnionMap::from_raw(
                self.ctx,
                sys::isl_schedule_node_get_prefix_schedule_union_map(self.as_ptr()),
            )
        }?;
        map.intersect_domain(self.domain()?)
    }

    /// Number of children.
    pub fn n_children(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_schedule_node_n_children(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Moves to child `i`.
    pub fn child(self, i: usize) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        let i = pos(i)?;
        // SAFETY: self is owned and taken; isl checks the position; the result is owned or NULL.
        unsafe { ScheduleNode::from_raw(ctx, sys::isl_schedule_node_child(self.into_raw(), i)) }
    }

    /// Child `i`, leaving `self` in place.
    pub fn get_child(&self, i: usize) -> Result<ScheduleNode<'c>> {
        let i = pos(i)?;
        // SAFETY: self is live and kept; isl checks the position; the result is owned or NULL.
        unsafe {
            ScheduleNode::from_raw(self.ctx, sys::isl_schedule_node_get_child(self.as_ptr(), i))
        }
    }

    /// All children, leaving `self` in place.
    pub fn children(&self) -> Result<Vec<ScheduleNode<'c>>> {
        (0..self.n_children()?).map(|i| self.get_child(i)).collect()
    }

    /// Number of schedule dimensions of the outer bands.
    pub fn schedule_depth(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_schedule_node_get_schedule_depth(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Number of ancestors.
    pub fn tree_depth(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl.
        let n = unsafe { sys::isl_schedule_node_get_tree_depth(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Number of members of a band node.
    pub fn band_n_member(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl (which fails for non-bands).
        let n = unsafe { sys::isl_schedule_node_band_n_member(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Whether band member `i` is coincident (parallel).
    pub fn band_member_coincident(&self, i: usize) -> Result<bool> {
        let i = pos(i)?;
        // SAFETY: self is live and kept; isl checks the node type and position.
        let r = unsafe { sys::isl_schedule_node_band_member_get_coincident(self.as_ptr(), i) };
        self.ctx.check_bool(r)
    }

    /// Marks band member `i` as coincident or not.
    pub fn band_member_set_coincident(
        self,
        i: usize,
        coincident: bool,
    ) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        let i = pos(i)?;
        // SAFETY: self is owned and taken; isl checks the node type and position.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_band_member_set_coincident(
                    self.into_raw(),
                    i,
                    c_int::from(coincident),
                ),
            )
        }
    }

    /// Marks a band as permutable or not.
    pub fn band_set_permutable(self, permutable: bool) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        // SAFETY: self is owned and taken; isl checks the node type.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_band_set_permutable(
                    self.into_raw(),
                    c_int::from(permutable),
                ),
            )
        }
    }

    /// Sets how AST generation turns band member `i` into a loop.
    pub fn band_member_set_ast_loop_type(
        self,
        i: usize,
        ty: AstLoopType,
    ) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        let i = pos(i)?;
        // SAFETY: self is owned and taken; isl checks the node type and position.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_band_member_set_ast_loop_type(self.into_raw(), i, ty.raw()),
            )
        }
    }

    /// How AST generation turns band member `i` into a loop.
    pub fn band_member_ast_loop_type(&self, i: usize) -> Result<AstLoopType> {
        let i = pos(i)?;
        // SAFETY: self is live and kept; isl checks the node type and position.
        match unsafe { sys::isl_schedule_node_band_member_get_ast_loop_type(self.as_ptr(), i) } {
            sys::isl_ast_loop_default => Ok(AstLoopType::Default),
            sys::isl_ast_loop_atomic => Ok(AstLoopType::Atomic),
            sys::isl_ast_loop_unroll => Ok(AstLoopType::Unroll),
            sys::isl_ast_loop_separate => Ok(AstLoopType::Separate),
            _ => Err(self.ctx.take_error()),
        }
    }

    /// Tiles a band with the given tile sizes (one per member): the node
    /// becomes a band of tile loops whose child is a band of point loops
    /// (see the `tile_*` options on [`crate::Ctx`]). Returns the tile band.
    pub fn band_tile(self, sizes: &[i64]) -> Result<ScheduleNode<'c>> {
        let n = self.band_n_member()?;
        if sizes.len() != n {
            return Err(Error::new(
                ErrorKind::Invalid,
                format!(
                    "band_tile: {} tile sizes for a band of {n} members",
                    sizes.len()
                ),
            ));
        }
        let mv = MultiVal::from_i64s(self.band_space()?, sizes)?;
        let ctx = self.ctx;
        // SAFETY: self and mv are owned objects of ctx, both taken by isl.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_band_tile(self.into_raw(), mv.into_raw()),
            )
        }
    }

    /// Inserts a mark node named `name` above this node; returns the mark.
    pub fn insert_mark(self, name: &str) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        let id = Id::alloc(ctx, name)?;
        // SAFETY: self and id are owned objects of ctx, both taken by isl.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_insert_mark(self.into_raw(), id.into_raw()),
            )
        }
    }

    /// The name of a mark node.
    pub fn mark_id_name(&self) -> Result<String> {
        // SAFETY: self is live and kept (isl fails for non-marks); the result is an owned id or NULL.
        let id =
            unsafe { Id::from_raw(self.ctx, sys::isl_schedule_node_mark_get_id(self.as_ptr())) }?;
        Ok(id.name()?.unwrap_or_default())
    }

    /// Inserts a sequence node above this node with one filter child per
    /// given filter; returns the sequence node.
    pub fn insert_sequence(self, filters: Vec<UnionSet<'c>>) -> Result<ScheduleNode<'c>> {
        let ctx = self.ctx;
        for f in &filters {
            ctx.check_same(f.ctx())?;
        }
        let n = pos(filters.len())?;
        // SAFETY: ctx is live; the result is an owned list or NULL.
        let mut list = unsafe { sys::isl_union_set_list_alloc(ctx.as_ptr(), n) };
        for f in filters {
            // SAFETY: list is owned (or NULL, which isl handles by freeing f); both are taken.
            list = unsafe { sys::isl_union_set_list_add(list, f.into_raw()) };
        }
        if list.is_null() {
            return Err(ctx.take_error());
        }
        // SAFETY: self and list are owned objects of ctx, both taken by isl.
        unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_insert_sequence(self.into_raw(), list),
            )
        }
    }

    /// Visits this node and its descendants in pre-order. `f` returns
    /// whether to visit the children of the node it was given. An `Err` or
    /// a panic from `f` stops the traversal and is returned/resumed.
    pub fn foreach_descendant_top_down<F>(&self, f: F) -> Result<()>
    where
        F: FnMut(&ScheduleNode<'c>) -> Result<bool>,
    {
        unsafe extern "C" fn trampoline<'c, F>(
            node: *mut sys::isl_schedule_node,
            user: *mut c_void,
        ) -> sys::isl_bool
        where
            F: FnMut(&ScheduleNode<'c>) -> Result<bool>,
        {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            // SAFETY: node is kept by isl for the duration of the callback; ManuallyDrop keeps us from freeing it.
            let node = unsafe { ScheduleNode::from_raw(t.ctx(), node) }.map(ManuallyDrop::new);
            t.call(sys::isl_bool_error, move |f| {
                let node = node?;
                Ok(if f(&node)? {
                    sys::isl_bool_true
                } else {
                    sys::isl_bool_false
                })
            })
        }
        let mut t = Trampoline::new(self.ctx, f);
        // SAFETY: self is live and kept; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            sys::isl_schedule_node_foreach_descendant_top_down(
                self.as_ptr(),
                Some(trampoline::<F>),
                t.user(),
            )
        };
        let r = self.ctx.check_stat(r);
        t.finish(r)
    }

    /// Rewrites this node's subtree bottom-up: `f` gets each descendant
    /// (children before parents, this node last) and returns the node to put
    /// at its position (e.g. the result of [`ScheduleNode::band_tile`], or
    /// the node unchanged). Returns the node at this position in the new
    /// tree. An `Err` or a panic from `f` stops and is returned/resumed.
    pub fn map_descendant_bottom_up<F>(self, f: F) -> Result<ScheduleNode<'c>>
    where
        F: FnMut(ScheduleNode<'c>) -> Result<ScheduleNode<'c>>,
    {
        unsafe extern "C" fn trampoline<'c, F>(
            node: *mut sys::isl_schedule_node,
            user: *mut c_void,
        ) -> *mut sys::isl_schedule_node
        where
            F: FnMut(ScheduleNode<'c>) -> Result<ScheduleNode<'c>>,
        {
            // SAFETY: user is the live Trampoline<F> passed below.
            let t = unsafe { from_user::<F>(user) };
            let ctx = t.ctx();
            // SAFETY: isl gives us an owned node of ctx.
            let node = unsafe { ScheduleNode::from_raw(ctx, node) };
            t.call(ptr::null_mut(), move |f| {
                let new = f(node?)?;
                ctx.check_same(new.ctx())?;
                Ok(new.into_raw())
            })
        }
        let ctx = self.ctx;
        let mut t = Trampoline::new(ctx, f);
        // SAFETY: self is owned and taken; the trampoline outlives the call and matches the callback's type.
        let r = unsafe {
            ScheduleNode::from_raw(
                ctx,
                sys::isl_schedule_node_map_descendant_bottom_up(
                    self.into_raw(),
                    Some(trampoline::<F>),
                    t.user(),
                ),
            )
        };
        t.finish(r)
    }
}

// ---------------------------------------------------------------------------
// ScheduleConstraints

impl<'c> ScheduleConstraints<'c> {
    isl_fns! {
        /// Constraints for scheduling the statement instances `domain`
        /// (with no dependences yet).
        fn on_domain(domain: UnionSet) -> ScheduleConstraints = isl_schedule_constraints_on_domain;
        /// Parses schedule constraints in isl's YAML form.
        fn parse(ctx, &str) -> ScheduleConstraints = isl_schedule_constraints_read_from_str;
        /// Parameter constraints that may be assumed.
        fn set_context(self, context: Set) -> ScheduleConstraints = isl_schedule_constraints_set_context;
        /// Dependences that must be respected (source before sink).
        fn set_validity(self, validity: UnionMap) -> ScheduleConstraints = isl_schedule_constraints_set_validity;
        /// Dependences whose distance should be minimized (locality).
        fn set_proximity(self, proximity: UnionMap) -> ScheduleConstraints = isl_schedule_constraints_set_proximity;
        /// Dependences that should have distance zero in coincident (parallel) members.
        fn set_coincidence(self, coincidence: UnionMap) -> ScheduleConstraints =
            isl_schedule_constraints_set_coincidence;
        /// The domain.
        fn get_domain(&self) -> UnionSet = isl_schedule_constraints_get_domain;
        /// The validity dependences.
        fn get_validity(&self) -> UnionMap = isl_schedule_constraints_get_validity;
        /// The proximity dependences.
        fn get_proximity(&self) -> UnionMap = isl_schedule_constraints_get_proximity;
        /// The coincidence dependences.
        fn get_coincidence(&self) -> UnionMap = isl_schedule_constraints_get_coincidence;
        /// The parameter constraints that may be assumed.
        fn get_context(&self) -> Set = isl_schedule_constraints_get_context;
        /// The conditional validity dependences.
        fn get_conditional_validity(&self) -> UnionMap =
            isl_schedule_constraints_get_conditional_validity;
        /// The conditions of the conditional validity dependences.
        fn get_conditional_validity_condition(&self) -> UnionMap =
            isl_schedule_constraints_get_conditional_validity_condition;
        /// Runs the scheduler (the Pluto-like algorithm by default).
        fn compute_schedule(self) -> Schedule = isl_schedule_constraints_compute_schedule;
    }

    /// Conditional validity: `validity` dependences need only be respected
    /// where they are adjacent to `condition` dependences with non-zero
    /// distance (used for live-range reordering).
    pub fn set_conditional_validity(
        self,
        condition: UnionMap<'c>,
        validity: UnionMap<'c>,
    ) -> Result<Self> {
        let ctx = self.ctx;
        ctx.check_same(condition.ctx())?;
        ctx.check_same(validity.ctx())?;
        // SAFETY: all three are owned objects of ctx, taken by isl.
        unsafe {
            ScheduleConstraints::from_raw(
                ctx,
                sys::isl_schedule_constraints_set_conditional_validity(
                    self.into_raw(),
                    condition.into_raw(),
                    validity.into_raw(),
                ),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AstBuild, AstNode, AstNodeKind, Ctx, UnionAccessInfo};

    /// A deep copy allocates, and isl's allocator counts an operation: once
    /// a budget has run out the copy fails, as an error, not a panic (the
    /// time limit used to panic in `Clone` on PolyBench's lu).
    #[test]
    fn deep_copy_after_the_budget_ran_out_is_an_error() {
        let ctx = Ctx::new();
        let dom = crate::UnionSet::parse(&ctx, "{ S[i] : 0 <= i < 10 }").unwrap();
        let sc = ScheduleConstraints::on_domain(dom).unwrap();
        let r = ctx.with_budget(1, |ctx| {
            for _ in 0..3 {
                let _ = crate::Set::parse(ctx, "[n] -> { [i, j] : 0 <= i < n and 0 <= j < i }")
                    .and_then(|s| s.is_empty());
            }
            sc.try_clone().map(|_| ())
        });
        assert!(r.unwrap_err().is_quota());
        assert!(sc.try_clone().is_ok());
    }

    /// C[i][j] += A[i][k] * B[k][j]
    fn matmul(ctx: &Ctx) -> (UnionSet<'_>, UnionMap<'_>) {
        let domain = UnionSet::parse(ctx, "[N] -> { S[i, j, k] : 0 <= i, j, k < N }").unwrap();
        let writes = UnionMap::parse(ctx, "[N] -> { S[i, j, k] -> C[i, j] }")
            .unwrap()
            .intersect_domain(domain.clone())
            .unwrap();
        let reads = UnionMap::parse(
            ctx,
            "[N] -> { S[i, j, k] -> C[i, j]; S[i, j, k] -> A[i, k]; S[i, j, k] -> B[k, j] }",
        )
        .unwrap()
        .intersect_domain(domain.clone())
        .unwrap();
        let order = UnionMap::parse(ctx, "[N] -> { S[i, j, k] -> [i, j, k] }").unwrap();
        let flow = UnionAccessInfo::from_sink(reads)
            .unwrap()
            .set_must_source(writes.clone())
            .unwrap()
            .set_schedule_map(order.clone())
            .unwrap()
            .compute_flow()
            .unwrap()
            .must_dependence()
            .unwrap();
        let waw = UnionAccessInfo::from_sink(writes.clone())
            .unwrap()
            .set_may_source(writes)
            .unwrap()
            .set_schedule_map(order)
            .unwrap()
            .compute_flow()
            .unwrap()
            .may_dependence()
            .unwrap();
        (domain, flow.union(waw).unwrap())
    }

    fn compute<'c>(domain: UnionSet<'c>, deps: UnionMap<'c>) -> Result<Schedule<'c>> {
        ScheduleConstraints::on_domain(domain)?
            .set_validity(deps.clone())?
            .set_proximity(deps.clone())?
            .set_coincidence(deps)?
            .compute_schedule()
    }

    fn for_depth(node: &AstNode) -> usize {
        match node.kind() {
            AstNodeKind::For => 1 + for_depth(&node.for_body().unwrap()),
            AstNodeKind::Mark => for_depth(&node.mark_node().unwrap()),
            AstNodeKind::If => for_depth(&node.if_then().unwrap()),
            AstNodeKind::Block => node
                .block_children()
                .unwrap()
                .iter()
                .map(for_depth)
                .max()
                .unwrap_or(0),
            _ => 0,
        }
    }

    #[test]
    fn matmul_schedule_is_a_permutable_band_of_depth_3() {
        let ctx = Ctx::new();
        let (domain, deps) = matmul(&ctx);
        // Flow (k -> k + 1) and output dependences (k -> k' > k) on C[i][j].
        assert!(UnionMap::parse(
            &ctx,
            "[N] -> { S[i, j, k] -> S[i, j, k + 1] : 0 <= i, j < N and 0 <= k < N - 1 }"
        )
        .unwrap()
        .is_subset(&deps)
        .unwrap());
        assert!(
            deps.is_subset(
                &UnionMap::parse(&ctx, "[N] -> { S[i, j, k] -> S[i, j, k2] : k2 > k }").unwrap()
            )
            .unwrap(),
            "{deps}"
        );
        let schedule = compute(domain.clone(), deps).unwrap();
        let root = schedule.root().unwrap();
        assert_eq!(root.kind(), ScheduleNodeKind::Domain);
        assert!(!root.has_parent().unwrap());
        assert!(root
            .domain_node_domain()
            .unwrap()
            .is_equal(&domain)
            .unwrap());
        assert_eq!(root.n_children().unwrap(), 1);
        let band = root.child(0).unwrap();
        assert_eq!(band.kind(), ScheduleNodeKind::Band);
        assert_eq!(band.band_n_member().unwrap(), 3);
        assert!(band.band_permutable().unwrap());
        // i and j are parallel, k carries the reduction.
        let coincident: Vec<bool> = (0..3)
            .map(|i| band.band_member_coincident(i).unwrap())
            .collect();
        assert_eq!(
            coincident.iter().filter(|&&c| c).count(),
            2,
            "{coincident:?}"
        );
        assert_eq!(band.band_partial_schedule().unwrap().len(), 3);
        assert!(band.has_parent().unwrap());
        assert_eq!(
            band.clone().parent().unwrap().kind(),
            ScheduleNodeKind::Domain
        );
        assert_eq!(band.get_child(0).unwrap().kind(), ScheduleNodeKind::Leaf);
        assert!(band.band_member_coincident(3).is_err());
        assert!(root_err(&schedule));
        // The schedule map orders all instances; the YAML form round-trips.
        let map = schedule.get_map().unwrap();
        assert!(
            map.clone().domain().unwrap().is_equal(&domain).unwrap(),
            "{map} vs {domain}"
        );
        assert!(map.is_injective().unwrap());
        let text = schedule.to_string();
        assert!(text.starts_with("{ domain: "), "{text}");
        let reparsed = Schedule::parse(&ctx, &text).unwrap();
        assert!(reparsed.get_map().unwrap().is_equal(&map).unwrap());
        assert!(schedule.domain().unwrap().is_equal(&domain).unwrap());
    }

    fn root_err(schedule: &Schedule) -> bool {
        // band queries on a non-band node are errors, not crashes
        schedule.root().unwrap().band_n_member().is_err()
    }

    #[test]
    fn tiled_matmul_generates_a_6_deep_loop_nest() {
        let ctx = Ctx::new();
        let (domain, deps) = matmul(&ctx);
        let schedule = compute(domain, deps).unwrap();
        let band = schedule.root().unwrap().child(0).unwrap();
        assert!(band.clone().band_tile(&[32, 32]).is_err());
        let tiled = band.band_tile(&[32, 32, 32]).unwrap();
        assert_eq!(tiled.kind(), ScheduleNodeKind::Band);
        let point = tiled.get_child(0).unwrap();
        assert_eq!(point.kind(), ScheduleNodeKind::Band);
        assert_eq!(point.band_n_member().unwrap(), 3);
        let schedule = tiled.schedule().unwrap();
        let b = AstBuild::from_context(Set::parse(&ctx, "[N] -> { : N >= 1 }").unwrap()).unwrap();
        let ast = b.node_from_schedule(schedule).unwrap();
        let c = ast.to_c_string();
        assert_eq!(c.matches("for (").count(), 6, "{c}");
        assert_eq!(for_depth(&ast), 6, "{c}");
        // Default options: scaled tile loops, shifted point loops.
        assert!(c.contains("for (int c0 = 0; c0 < N; c0 += 32)"), "{c}");
        assert!(c.contains("S(c0 + c3, c1 + c4, c2 + c5)"), "{c}");
    }

    #[test]
    fn tree_navigation_and_edits() {
        let ctx = Ctx::new();
        let domain =
            UnionSet::parse(&ctx, "{ S[i, j] : 0 <= i, j < 4; T[i] : 0 <= i < 4 }").unwrap();
        let s_only = UnionSet::parse(&ctx, "{ S[i, j] }").unwrap();
        let t_only = UnionSet::parse(&ctx, "{ T[i] }").unwrap();
        let root = Schedule::from_domain(domain).unwrap().root().unwrap();
        let leaf = root.child(0).unwrap();
        assert_eq!(leaf.kind(), ScheduleNodeKind::Leaf);
        let seq = leaf.insert_sequence(vec![s_only.clone(), t_only]).unwrap();
        assert_eq!(seq.kind(), ScheduleNodeKind::Sequence);
        assert_eq!(seq.n_children().unwrap(), 2);
        let filters: Vec<ScheduleNode> = seq.children().unwrap();
        assert!(filters.iter().all(|f| f.kind() == ScheduleNodeKind::Filter));
        assert!(filters[0].filter().unwrap().is_equal(&s_only).unwrap());
        // A filter node sees the unfiltered domain; its child the filtered one.
        assert!(filters[0].domain().unwrap().n_set().unwrap() == 2);
        assert!(filters[0]
            .get_child(0)
            .unwrap()
            .domain()
            .unwrap()
            .is_equal(&UnionSet::parse(&ctx, "{ S[i, j] : 0 <= i, j < 4 }").unwrap())
            .unwrap());
        assert!(filters[0].has_next_sibling().unwrap());
        assert!(!filters[0].has_previous_sibling().unwrap());
        let second = filters[0].clone().next_sibling().unwrap();
        assert!(second.is_equal(&filters[1]).unwrap());
        assert!(second
            .clone()
            .previous_sibling()
            .unwrap()
            .is_equal(&filters[0])
            .unwrap());

        // A 2-member band under the S filter; split it, mark it, unroll.
        let s_leaf = seq.clone().child(0).unwrap().first_child().unwrap();
        let partial =
            MultiUnionPwAff::parse(&ctx, "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]").unwrap();
        let band = s_leaf.insert_partial_schedule(partial).unwrap();
        assert_eq!(band.band_n_member().unwrap(), 2);
        assert_eq!(band.tree_depth().unwrap(), 3);
        assert_eq!(band.schedule_depth().unwrap(), 0);
        let outer = band.band_split(1).unwrap();
        assert_eq!(outer.band_n_member().unwrap(), 1);
        let inner = outer.first_child().unwrap();
        assert_eq!(inner.band_n_member().unwrap(), 1);
        assert_eq!(inner.schedule_depth().unwrap(), 1);
        let prefix = inner.get_prefix_schedule_union_map().unwrap();
        assert!(
            prefix
                .is_equal(&UnionMap::parse(&ctx, "{ S[i, j] -> [i] : 0 <= i, j < 4 }").unwrap())
                .unwrap(),
            "{prefix}"
        );
        let inner = inner
            .band_member_set_ast_loop_type(0, AstLoopType::Unroll)
            .unwrap();
        assert_eq!(
            inner.band_member_ast_loop_type(0).unwrap(),
            AstLoopType::Unroll
        );
        let inner = inner
            .band_member_set_coincident(0, true)
            .unwrap()
            .band_set_permutable(true)
            .unwrap();
        assert!(inner.band_member_coincident(0).unwrap());
        assert!(inner.band_permutable().unwrap());
        let mark = inner.insert_mark("vectorize").unwrap();
        assert_eq!(mark.kind(), ScheduleNodeKind::Mark);
        assert_eq!(mark.mark_id_name().unwrap(), "vectorize");
        assert!(mark.get_child(0).unwrap().kind() == ScheduleNodeKind::Band);
        let schedule = mark.schedule().unwrap();
        let ast = AstBuild::alloc(&ctx)
            .unwrap()
            .node_from_schedule(schedule.clone())
            .unwrap();
        let c = ast.to_c_string();
        // The unrolled j loop: four S statements per i iteration, no inner for.
        assert_eq!(c.matches("S(c0, ").count(), 4, "{c}");
        assert!(c.contains("// vectorize"), "{c}");

        // Delete the mark again.
        let mut node = schedule.root().unwrap();
        let mut found = None;
        node.foreach_descendant_top_down(|n| {
            if n.kind() == ScheduleNodeKind::Mark {
                found = Some(n.clone());
            }
            Ok(true)
        })
        .unwrap();
        let deleted = found.unwrap().delete().unwrap();
        assert_eq!(deleted.kind(), ScheduleNodeKind::Band);
        node = deleted.root().unwrap();
        let mut kinds = Vec::new();
        node.foreach_descendant_top_down(|n| {
            kinds.push(n.kind());
            Ok(n.kind() != ScheduleNodeKind::Filter || kinds.len() < 4)
        })
        .unwrap();
        assert!(!kinds.contains(&ScheduleNodeKind::Mark), "{kinds:?}");
        assert_eq!(
            &kinds[..3],
            &[
                ScheduleNodeKind::Domain,
                ScheduleNodeKind::Sequence,
                ScheduleNodeKind::Filter
            ]
        );
    }

    #[test]
    fn map_descendant_bottom_up_tiles_every_band() {
        let ctx = Ctx::new();
        ctx.set_tile_scale_tile_loops(false);
        let (domain, deps) = matmul(&ctx);
        let schedule = compute(domain, deps).unwrap();
        let mut visited = 0;
        let tiled = schedule
            .map_schedule_node_bottom_up(|node| {
                visited += 1;
                if node.kind() == ScheduleNodeKind::Band {
                    let n = node.band_n_member()?;
                    node.band_tile(&vec![8; n])
                } else {
                    Ok(node)
                }
            })
            .unwrap();
        assert_eq!(visited, 3); // leaf, band, domain
        let ast = AstBuild::alloc(&ctx)
            .unwrap()
            .node_from_schedule(tiled)
            .unwrap();
        assert_eq!(for_depth(&ast), 6);
        // Without scaling, tile loops step over tile indices.
        assert!(
            ast.to_c_string().contains("8 * c0"),
            "{}",
            ast.to_c_string()
        );
    }

    #[test]
    fn callback_errors_and_panics_in_tree_walks() {
        let ctx = Ctx::new();
        let (domain, deps) = matmul(&ctx);
        let schedule = compute(domain, deps).unwrap();
        let root = schedule.root().unwrap();
        let e = root
            .foreach_descendant_top_down(|_| Err(Error::new(ErrorKind::Unknown, "stop here")))
            .unwrap_err();
        assert_eq!(e.message, "stop here");
        let e = root
            .clone()
            .map_descendant_bottom_up(|n| n.band_n_member().map(|_| n))
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid); // the leaf is not a band
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = root
                .clone()
                .map_descendant_bottom_up(|_| -> Result<ScheduleNode> { panic!("tree panic") });
        }));
        assert_eq!(r.unwrap_err().downcast_ref::<&str>(), Some(&"tree panic"));
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = root.foreach_descendant_top_down(|_| panic!("walk panic"));
        }));
        assert_eq!(r.unwrap_err().downcast_ref::<&str>(), Some(&"walk panic"));
        // Everything still works.
        assert_eq!(root.get_child(0).unwrap().band_n_member().unwrap(), 3);
    }

    #[test]
    fn constraints_with_context_and_conditional_validity() {
        let ctx = Ctx::new();
        // for i: for j: A[i][j] = A[i-1][j+1]  (needs skewing to tile)
        let domain =
            UnionSet::parse(&ctx, "[n] -> { S[i, j] : 1 <= i < n and 0 <= j < n - 1 }").unwrap();
        let deps = UnionMap::parse(
            &ctx,
            "[n] -> { S[i, j] -> S[i + 1, j - 1] : 1 <= i < n - 1 and 1 <= j < n - 1 }",
        )
        .unwrap();
        let sc = ScheduleConstraints::on_domain(domain.clone())
            .unwrap()
            .set_context(Set::parse(&ctx, "[n] -> { : n >= 10 }").unwrap())
            .unwrap()
            .set_validity(deps.clone())
            .unwrap()
            .set_proximity(deps.clone())
            .unwrap()
            .set_conditional_validity(
                UnionMap::empty(&ctx).unwrap(),
                UnionMap::empty(&ctx).unwrap(),
            )
            .unwrap();
        assert!(sc.get_validity().unwrap().is_equal(&deps).unwrap());
        assert!(sc.get_domain().unwrap().is_equal(&domain).unwrap());
        assert!(sc.to_string().contains("validity"));
        let schedule = sc.try_clone().unwrap().compute_schedule().unwrap();
        // Every dependence goes forward in the new schedule.
        let map = schedule.get_map().unwrap();
        let after = map.clone().lex_lt_union_map(map).unwrap();
        assert!(deps.is_subset(&after).unwrap());
        // The YAML form of the constraints round-trips too.
        let again = ScheduleConstraints::parse(&ctx, &sc.to_string()).unwrap();
        assert!(again.get_proximity().unwrap().is_equal(&deps).unwrap());
        assert!(again.get_coincidence().unwrap().is_empty().unwrap());
    }

    #[test]
    fn outer_coincidence_option_is_honoured() {
        let ctx = Ctx::new();
        ctx.set_schedule_outer_coincidence(true);
        ctx.set_schedule_maximize_band_depth(true);
        ctx.set_schedule_serialize_sccs(false);
        ctx.set_schedule_whole_component(false);
        let (domain, deps) = matmul(&ctx);
        let schedule = compute(domain, deps).unwrap();
        let band = schedule.root().unwrap().child(0).unwrap();
        assert!(band.band_member_coincident(0).unwrap());
    }
}
