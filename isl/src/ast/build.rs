//! `isl_ast_build`: generation of an AST from a schedule, and the
//! expressions a build makes.

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::ptr;

use super::{AstBuild, AstExpr, AstNode, AstSource};
use crate::callback::{from_user, Trampoline};
use crate::ctx::pos;
use crate::{sys, Ctx, Id, PwAff, PwMultiAff, Result, Schedule, Set, Space, UnionMap};

type AtEachDomainFn = unsafe extern "C" fn(
    *mut sys::isl_ast_node,
    *mut sys::isl_ast_build,
    *mut c_void,
) -> *mut sys::isl_ast_node;

type BeforeEachForFn =
    unsafe extern "C" fn(*mut sys::isl_ast_build, *mut c_void) -> *mut sys::isl_id;

impl<'c> AstBuild<'c> {
    /// A build with no constraints on the parameters.
    pub fn alloc(ctx: &'c Ctx) -> Result<AstBuild<'c>> {
        // SAFETY: ctx is live; the result is owned or NULL.
        unsafe { AstBuild::from_raw(ctx, sys::isl_ast_build_alloc(ctx.as_ptr())) }
    }

    isl_fns! {
        /// A build assuming the parameter constraints of `context` (a
        /// parameter set, e.g. `[n] -> { : n >= 1 }`).
        fn from_context(context: Set) -> AstBuild = isl_ast_build_from_context;
        /// AST generation options (`{ [schedule] -> separate[x] }`,
        /// `atomic[x]`, `unroll[x]`, ...) for `node_from_schedule_map`.
        fn set_options(self, options: UnionMap) -> AstBuild = isl_ast_build_set_options;
        /// Expression for a piecewise affine function of the parameters
        /// (or, inside a callback, of the outer loop iterators).
        fn expr_from_pw_aff(&self, pa: PwAff) -> AstExpr = isl_ast_build_expr_from_pw_aff;
        /// Condition expression for a set (of parameters or, inside a
        /// callback, of the schedule space).
        fn expr_from_set(&self, set: Set) -> AstExpr = isl_ast_build_expr_from_set;
        /// Array access expression `A[f0][f1]...` for `{ [..] -> A[f0, f1, ...] }`
        /// (typically the access relation composed with the inverse schedule).
        fn access_from_pw_multi_aff(&self, pma: PwMultiAff) -> AstExpr =
            isl_ast_build_access_from_pw_multi_aff;
        /// Call expression `f(f0, f1, ...)` for `{ [..] -> f[f0, f1, ...] }`.
        fn call_from_pw_multi_aff(&self, pma: PwMultiAff) -> AstExpr =
            isl_ast_build_call_from_pw_multi_aff;
        /// Inside an `at_each_domain` callback: the schedule of the current
        /// statement instances, from their domain to the outer loops.
        fn get_schedule(&self) -> UnionMap = isl_ast_build_get_schedule;
        /// Inside a callback: the space of the (outer) schedule dimensions.
        fn get_schedule_space(&self) -> Space = isl_ast_build_get_schedule_space;
    }

    /// Names the generated loop iterators (`c0`, `c1`, ... by default).
    /// Deeper loops than names given get the default names.
    pub fn set_iterators(self, names: &[&str]) -> Result<AstBuild<'c>> {
        let ctx = self.ctx;
        let mut ids = Vec::with_capacity(names.len());
        for n in names {
            ids.push(Id::alloc(ctx, n)?);
        }
        let n = pos(names.len())?;
        // SAFETY: ctx is live; the result is an owned list or NULL.
        let mut list = unsafe { sys::isl_id_list_alloc(ctx.as_ptr(), n) };
        for id in ids {
            // SAFETY: list is owned (or NULL, which isl handles by freeing id); both are taken.
            list = unsafe { sys::isl_id_list_add(list, id.into_raw()) };
        }
        if list.is_null() {
            return Err(ctx.take_error());
        }
        // SAFETY: self and list are owned objects of ctx, both taken by isl.
        unsafe { AstBuild::from_raw(ctx, sys::isl_ast_build_set_iterators(self.into_raw(), list)) }
    }

    /// Copies the build and removes all callbacks from the copy (so that
    /// a build handed to a callback never calls back into a closure that is
    /// no longer there), then installs `at_each_domain` if given.
    fn prepared(
        &self,
        at_each_domain: Option<(AtEachDomainFn, *mut c_void)>,
    ) -> Result<AstBuild<'c>> {
        self.prepared_with(at_each_domain, None)
    }

    /// [`AstBuild::prepared`], with `before_each_for` too if given.
    fn prepared_with(
        &self,
        at_each_domain: Option<(AtEachDomainFn, *mut c_void)>,
        before_each_for: Option<(BeforeEachForFn, *mut c_void)>,
    ) -> Result<AstBuild<'c>> {
        let b = self.clone().into_raw();
        // SAFETY: b is an owned build; the setters copy-on-write it and only store the (NULL) callbacks.
        let b = unsafe {
            let b = sys::isl_ast_build_set_at_each_domain(b, None, ptr::null_mut());
            let b = sys::isl_ast_build_set_before_each_for(b, None, ptr::null_mut());
            let b = sys::isl_ast_build_set_after_each_for(b, None, ptr::null_mut());
            let b = sys::isl_ast_build_set_before_each_mark(b, None, ptr::null_mut());
            let b = sys::isl_ast_build_set_after_each_mark(b, None, ptr::null_mut());
            sys::isl_ast_build_set_create_leaf(b, None, ptr::null_mut())
        };
        let b = match at_each_domain {
            None => b,
            // SAFETY: b is owned (or NULL); the caller keeps `user` alive while the returned build is used.
            Some((f, user)) => unsafe { sys::isl_ast_build_set_at_each_domain(b, Some(f), user) },
        };
        let b = match before_each_for {
            None => b,
            // SAFETY: b is owned (or NULL); the caller keeps `user` alive while the returned build is used.
            Some((f, user)) => unsafe { sys::isl_ast_build_set_before_each_for(b, Some(f), user) },
        };
        // SAFETY: b is an owned build of self.ctx or NULL.
        unsafe { AstBuild::from_raw(self.ctx, b) }
    }

    /// Generates an AST from a schedule tree.
    pub fn node_from_schedule(&self, schedule: Schedule<'c>) -> Result<AstNode<'c>> {
        self.ctx.check_same(schedule.ctx())?;
        let b = self.prepared(None)?;
        // SAFETY: b is live and kept; schedule is owned and taken; the result is owned or NULL.
        unsafe {
            AstNode::from_raw(
                self.ctx,
                sys::isl_ast_build_node_from_schedule(b.as_ptr(), schedule.into_raw()),
            )
        }
    }

    /// Generates an AST from a schedule given as a union map from statement
    /// instances to (multi-dimensional) times.
    pub fn node_from_schedule_map(&self, schedule: UnionMap<'c>) -> Result<AstNode<'c>> {
        self.ctx.check_same(schedule.ctx())?;
        let b = self.prepared(None)?;
        // SAFETY: b is live and kept; schedule is owned and taken; the result is owned or NULL.
        unsafe {
            AstNode::from_raw(
                self.ctx,
                sys::isl_ast_build_node_from_schedule_map(b.as_ptr(), schedule.into_raw()),
            )
        }
    }

    /// Like [`AstBuild::node_from_schedule`], calling `at_each_domain` on
    /// every generated user node (with the build describing the loops around
    /// it); the node it returns replaces the original (e.g. with an
    /// annotation set by [`AstNode::set_annotation`]). An `Err` or a panic
    /// from the closure aborts generation and is returned/resumed.
    pub fn node_from_schedule_with<F>(
        &self,
        schedule: Schedule<'c>,
        at_each_domain: F,
    ) -> Result<AstNode<'c>>
    where
        F: FnMut(AstNode<'c>, &AstBuild<'c>) -> Result<AstNode<'c>>,
    {
        self.ctx.check_same(schedule.ctx())?;
        let mut t = Trampoline::new(self.ctx, at_each_domain);
        let b = self.prepared(Some((at_each_domain_trampoline::<F>, t.user())))?;
        // SAFETY: b is live and kept; schedule is owned and taken; t outlives the call and b (dropped below).
        let r = unsafe {
            AstNode::from_raw(
                self.ctx,
                sys::isl_ast_build_node_from_schedule(b.as_ptr(), schedule.into_raw()),
            )
        };
        drop(b);
        t.finish(r)
    }

    /// Like [`AstBuild::node_from_schedule_map`] with an `at_each_domain`
    /// hook (see [`AstBuild::node_from_schedule_with`]).
    pub fn node_from_schedule_map_with<F>(
        &self,
        schedule: UnionMap<'c>,
        at_each_domain: F,
    ) -> Result<AstNode<'c>>
    where
        F: FnMut(AstNode<'c>, &AstBuild<'c>) -> Result<AstNode<'c>>,
    {
        self.ctx.check_same(schedule.ctx())?;
        let mut t = Trampoline::new(self.ctx, at_each_domain);
        let b = self.prepared(Some((at_each_domain_trampoline::<F>, t.user())))?;
        // SAFETY: b is live and kept; schedule is owned and taken; t outlives the call and b (dropped below).
        let r = unsafe {
            AstNode::from_raw(
                self.ctx,
                sys::isl_ast_build_node_from_schedule_map(b.as_ptr(), schedule.into_raw()),
            )
        };
        drop(b);
        t.finish(r)
    }
}

impl<'c> AstBuild<'c> {
    /// Generates an AST from a tree or a map, calling `before_each_for`
    /// before each for node is generated, with the build of that point:
    /// its [`AstBuild::get_schedule`] maps the loop's instances to the
    /// dates of the loops around it and its own (last). The id returned
    /// annotates the node ([`AstNode::annotation`]). An `Err` or a panic
    /// from the closure aborts generation and is returned/resumed.
    pub fn node_annotating_loops<F>(
        &self,
        source: AstSource<'c>,
        before_each_for: F,
    ) -> Result<AstNode<'c>>
    where
        F: FnMut(&AstBuild<'c>) -> Result<Id<'c>>,
    {
        let mut t = Trampoline::new(self.ctx, before_each_for);
        let b = self.prepared_with(None, Some((before_each_for_trampoline::<F>, t.user())))?;
        // SAFETY: b is live and kept; the schedule is owned and taken; t
        // outlives the call and b (dropped below); the result is owned or NULL.
        let r = unsafe {
            match source {
                AstSource::Tree(s) => {
                    self.ctx.check_same(s.ctx())?;
                    AstNode::from_raw(
                        self.ctx,
                        sys::isl_ast_build_node_from_schedule(b.as_ptr(), s.into_raw()),
                    )
                }
                AstSource::Map(m) => {
                    self.ctx.check_same(m.ctx())?;
                    AstNode::from_raw(
                        self.ctx,
                        sys::isl_ast_build_node_from_schedule_map(b.as_ptr(), m.into_raw()),
                    )
                }
            }
        };
        drop(b);
        t.finish(r)
    }
}

unsafe extern "C" fn before_each_for_trampoline<'c, F>(
    build: *mut sys::isl_ast_build,
    user: *mut c_void,
) -> *mut sys::isl_id
where
    F: FnMut(&AstBuild<'c>) -> Result<Id<'c>>,
{
    // SAFETY: user is the live Trampoline<F> installed by node_annotating_loops.
    let t = unsafe { from_user::<F>(user) };
    let ctx = t.ctx();
    // SAFETY: build is kept by isl for the duration of the callback; ManuallyDrop keeps us from freeing it.
    let build = unsafe { AstBuild::from_raw(ctx, build) }.map(ManuallyDrop::new);
    t.call(ptr::null_mut(), move |f| {
        let build = build?;
        let id = f(&build)?;
        ctx.check_same(id.ctx())?;
        Ok(id.into_raw())
    })
}

unsafe extern "C" fn at_each_domain_trampoline<'c, F>(
    node: *mut sys::isl_ast_node,
    build: *mut sys::isl_ast_build,
    user: *mut c_void,
) -> *mut sys::isl_ast_node
where
    F: FnMut(AstNode<'c>, &AstBuild<'c>) -> Result<AstNode<'c>>,
{
    // SAFETY: user is the live Trampoline<F> installed by node_from_schedule*_with.
    let t = unsafe { from_user::<F>(user) };
    let ctx = t.ctx();
    // SAFETY: isl gives us an owned node of ctx.
    let node = unsafe { AstNode::from_raw(ctx, node) };
    // SAFETY: build is kept by isl for the duration of the callback; ManuallyDrop keeps us from freeing it.
    let build = unsafe { AstBuild::from_raw(ctx, build) }.map(ManuallyDrop::new);
    t.call(ptr::null_mut(), move |f| {
        let build = build?;
        let new = f(node?, &build)?;
        ctx.check_same(new.ctx())?;
        Ok(new.into_raw())
    })
}
