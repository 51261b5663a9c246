//! AST generation (`isl_ast_build`) and the generated AST (`isl_ast_node`,
//! `isl_ast_expr`).

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::ptr;

use crate::callback::{from_user, Trampoline};
use crate::ctx::{pos, take_c_string};
use crate::{sys, Ctx, Error, ErrorKind, Id, PwAff, PwMultiAff, Result, Schedule, Set, Space, UnionMap, Val};

isl_object! {
    /// The context of AST generation (`isl_ast_build`): known constraints on
    /// the parameters, iterator names and options.
    ///
    /// Callbacks are never stored in an `AstBuild`: they are installed on a
    /// private copy for the duration of one generation call (see
    /// [`AstBuild::node_from_schedule_with`]), so no build can outlive the
    /// closure it would call.
    AstBuild: isl_ast_build, copy = isl_ast_build_copy, free = isl_ast_build_free
}

isl_object! {
    /// A node of a generated AST (`isl_ast_node`).
    AstNode: isl_ast_node, copy = isl_ast_node_copy, free = isl_ast_node_free,
        to_str = isl_ast_node_to_str
}

isl_object! {
    /// An expression of a generated AST (`isl_ast_expr`).
    AstExpr: isl_ast_expr, copy = isl_ast_expr_copy, free = isl_ast_expr_free,
        to_str = isl_ast_expr_to_str
}

/// The kind of an AST node (`enum isl_ast_node_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AstNodeKind {
    /// A `for` loop.
    For,
    /// An `if` statement.
    If,
    /// A sequence of nodes.
    Block,
    /// A mark (from a mark node in the schedule tree) around a subtree.
    Mark,
    /// A statement instance (a call expression `S(i, j)`).
    User,
    /// isl could not determine the type (never for a valid node).
    Error,
}

/// The operator of an operation expression (`enum isl_ast_expr_op_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AstOp {
    /// `a && b` (both evaluated).
    And,
    /// `a && b` (short-circuit).
    AndThen,
    /// `a || b` (both evaluated).
    Or,
    /// `a || b` (short-circuit).
    OrElse,
    /// `max(a, b, ...)`.
    Max,
    /// `min(a, b, ...)`.
    Min,
    /// `-a`.
    Minus,
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// Exact division `a / b` (the result is known to be integral).
    Div,
    /// `floord(a, b)`: division rounding towards -infinity.
    FdivQ,
    /// `a / b` with `a` known non-negative (rounding direction irrelevant).
    PdivQ,
    /// `a % b` with `a` known non-negative.
    PdivR,
    /// `a % b` whose result is only compared to zero.
    ZdivR,
    /// `a ? b : c` (only the selected branch is evaluated).
    Cond,
    /// `a ? b : c` (both branches may be evaluated).
    Select,
    /// `a == b`.
    Eq,
    /// `a <= b`.
    Le,
    /// `a < b`.
    Lt,
    /// `a >= b`.
    Ge,
    /// `a > b`.
    Gt,
    /// `f(args...)` (first argument is the function).
    Call,
    /// `a[i][j]...` (first argument is the array).
    Access,
    /// `a.b`.
    Member,
    /// `&a`.
    AddressOf,
}

impl AstOp {
    fn from_raw(op: sys::isl_ast_expr_op_type) -> Option<AstOp> {
        Some(match op {
            sys::isl_ast_expr_op_and => AstOp::And,
            sys::isl_ast_expr_op_and_then => AstOp::AndThen,
            sys::isl_ast_expr_op_or => AstOp::Or,
            sys::isl_ast_expr_op_or_else => AstOp::OrElse,
            sys::isl_ast_expr_op_max => AstOp::Max,
            sys::isl_ast_expr_op_min => AstOp::Min,
            sys::isl_ast_expr_op_minus => AstOp::Minus,
            sys::isl_ast_expr_op_add => AstOp::Add,
            sys::isl_ast_expr_op_sub => AstOp::Sub,
            sys::isl_ast_expr_op_mul => AstOp::Mul,
            sys::isl_ast_expr_op_div => AstOp::Div,
            sys::isl_ast_expr_op_fdiv_q => AstOp::FdivQ,
            sys::isl_ast_expr_op_pdiv_q => AstOp::PdivQ,
            sys::isl_ast_expr_op_pdiv_r => AstOp::PdivR,
            sys::isl_ast_expr_op_zdiv_r => AstOp::ZdivR,
            sys::isl_ast_expr_op_cond => AstOp::Cond,
            sys::isl_ast_expr_op_select => AstOp::Select,
            sys::isl_ast_expr_op_eq => AstOp::Eq,
            sys::isl_ast_expr_op_le => AstOp::Le,
            sys::isl_ast_expr_op_lt => AstOp::Lt,
            sys::isl_ast_expr_op_ge => AstOp::Ge,
            sys::isl_ast_expr_op_gt => AstOp::Gt,
            sys::isl_ast_expr_op_call => AstOp::Call,
            sys::isl_ast_expr_op_access => AstOp::Access,
            sys::isl_ast_expr_op_member => AstOp::Member,
            sys::isl_ast_expr_op_address_of => AstOp::AddressOf,
            _ => return None,
        })
    }
}

/// What an AST expression is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AstExprKind {
    /// An operation; its operands are [`AstExpr::args`].
    Op(AstOp),
    /// An identifier (a loop iterator, a parameter or a statement name).
    Id(String),
    /// An integer constant.
    Int(i64),
}

// ---------------------------------------------------------------------------
// AstBuild

type AtEachDomainFn = unsafe extern "C" fn(
    *mut sys::isl_ast_node,
    *mut sys::isl_ast_build,
    *mut c_void,
) -> *mut sys::isl_ast_node;

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
    fn prepared(&self, at_each_domain: Option<(AtEachDomainFn, *mut c_void)>) -> Result<AstBuild<'c>> {
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
        // SAFETY: b is an owned build of self.ctx or NULL.
        unsafe { AstBuild::from_raw(self.ctx, b) }
    }

    /// Generates an AST from a schedule tree.
    pub fn node_from_schedule(&self, schedule: Schedule<'c>) -> Result<AstNode<'c>> {
        self.ctx.check_same(schedule.ctx())?;
        let b = self.prepared(None)?;
        // SAFETY: b is live and kept; schedule is owned and taken; the result is owned or NULL.
        unsafe { AstNode::from_raw(self.ctx, sys::isl_ast_build_node_from_schedule(b.as_ptr(), schedule.into_raw())) }
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
    pub fn node_from_schedule_with<F>(&self, schedule: Schedule<'c>, at_each_domain: F) -> Result<AstNode<'c>>
    where
        F: FnMut(AstNode<'c>, &AstBuild<'c>) -> Result<AstNode<'c>>,
    {
        self.ctx.check_same(schedule.ctx())?;
        let mut t = Trampoline::new(self.ctx, at_each_domain);
        let b = self.prepared(Some((at_each_domain_trampoline::<F>, t.user())))?;
        // SAFETY: b is live and kept; schedule is owned and taken; t outlives the call and b (dropped below).
        let r = unsafe {
            AstNode::from_raw(self.ctx, sys::isl_ast_build_node_from_schedule(b.as_ptr(), schedule.into_raw()))
        };
        drop(b);
        t.finish(r)
    }

    /// Like [`AstBuild::node_from_schedule_map`] with an `at_each_domain`
    /// hook (see [`AstBuild::node_from_schedule_with`]).
    pub fn node_from_schedule_map_with<F>(&self, schedule: UnionMap<'c>, at_each_domain: F) -> Result<AstNode<'c>>
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
        let new = f(node?, &*build)?;
        ctx.check_same(new.ctx())?;
        Ok(new.into_raw())
    })
}

// ---------------------------------------------------------------------------
// AstNode

impl<'c> AstNode<'c> {
    /// The kind of node.
    pub fn kind(&self) -> AstNodeKind {
        // SAFETY: self is live, kept by isl.
        match unsafe { sys::isl_ast_node_get_type(self.as_ptr()) } {
            sys::isl_ast_node_for => AstNodeKind::For,
            sys::isl_ast_node_if => AstNodeKind::If,
            sys::isl_ast_node_block => AstNodeKind::Block,
            sys::isl_ast_node_mark => AstNodeKind::Mark,
            sys::isl_ast_node_user => AstNodeKind::User,
            _ => {
                self.ctx.reset_error();
                AstNodeKind::Error
            }
        }
    }

    isl_fns! {
        /// The iterator of a `for` node (an id expression).
        fn for_iterator(&self) -> AstExpr = isl_ast_node_for_get_iterator;
        /// The initial value of a `for` node's iterator.
        fn for_init(&self) -> AstExpr = isl_ast_node_for_get_init;
        /// The loop condition of a `for` node (e.g. `c0 <= n`).
        fn for_cond(&self) -> AstExpr = isl_ast_node_for_get_cond;
        /// The increment of a `for` node.
        fn for_inc(&self) -> AstExpr = isl_ast_node_for_get_inc;
        /// The body of a `for` node.
        fn for_body(&self) -> AstNode = isl_ast_node_for_get_body;
        /// Whether a `for` node executes exactly once (then only `for_init`
        /// is meaningful).
        fn for_is_degenerate(&self) -> bool = isl_ast_node_for_is_degenerate;
        /// The condition of an `if` node.
        fn if_cond(&self) -> AstExpr = isl_ast_node_if_get_cond;
        /// The then-branch of an `if` node.
        fn if_then(&self) -> AstNode = isl_ast_node_if_get_then_node;
        /// The node inside a mark node.
        fn mark_node(&self) -> AstNode = isl_ast_node_mark_get_node;
        /// The call expression of a user node, e.g. `S(c0, c1 + 1)`.
        fn user_expr(&self) -> AstExpr = isl_ast_node_user_get_expr;
        /// Attaches an annotation id (replacing any previous one).
        fn set_annotation(self, id: Id) -> AstNode = isl_ast_node_set_annotation;
    }

    /// The else-branch of an `if` node, if any.
    pub fn if_else(&self) -> Result<Option<AstNode<'c>>> {
        // SAFETY: self is live, kept by isl.
        let has = unsafe { sys::isl_ast_node_if_has_else_node(self.as_ptr()) };
        if !self.ctx.check_bool(has)? {
            return Ok(None);
        }
        // SAFETY: self is a live if node with an else branch; the result is owned or NULL.
        unsafe { AstNode::from_raw(self.ctx, sys::isl_ast_node_if_get_else_node(self.as_ptr())) }.map(Some)
    }

    /// The children of a block node.
    pub fn block_children(&self) -> Result<Vec<AstNode<'c>>> {
        // SAFETY: self is live and kept; the result is an owned list or NULL.
        let list = unsafe { sys::isl_ast_node_block_get_children(self.as_ptr()) };
        if list.is_null() {
            return Err(self.ctx.take_error());
        }
        let result = (|| {
            // SAFETY: list is a live list.
            let n = self.ctx.check_size(unsafe { sys::isl_ast_node_list_n_ast_node(list) })?;
            let mut v = Vec::with_capacity(n);
            for i in 0..n {
                let i = pos(i)?;
                // SAFETY: list is live and i is in range; the result is an owned node or NULL.
                v.push(unsafe { AstNode::from_raw(self.ctx, sys::isl_ast_node_list_get_at(list, i)) }?);
            }
            Ok(v)
        })();
        // SAFETY: we own the list and free it once.
        unsafe { sys::isl_ast_node_list_free(list) };
        result
    }

    /// The name of a mark node's id.
    pub fn mark_id(&self) -> Result<String> {
        // SAFETY: self is live and kept; the result is an owned id or NULL.
        let id = unsafe { Id::from_raw(self.ctx, sys::isl_ast_node_mark_get_id(self.as_ptr())) }?;
        Ok(id.name()?.unwrap_or_default())
    }

    /// The annotation id attached to the node, if any.
    pub fn annotation(&self) -> Result<Option<Id<'c>>> {
        self.ctx.reset_error();
        // SAFETY: self is live and kept; the result is an owned id or NULL (no annotation).
        let p = unsafe { sys::isl_ast_node_get_annotation(self.as_ptr()) };
        if p.is_null() {
            if self.ctx.has_error() {
                return Err(self.ctx.take_error());
            }
            return Ok(None);
        }
        // SAFETY: p is an owned, non-NULL id of self.ctx.
        unsafe { Id::from_raw(self.ctx, p) }.map(Some)
    }

    /// The node printed as C code.
    pub fn to_c_string(&self) -> String {
        // SAFETY: self is live and kept; the returned string is malloc'ed and owned by us.
        match unsafe { take_c_string(sys::isl_ast_node_to_C_str(self.as_ptr())) } {
            Some(s) => s,
            None => {
                self.ctx.reset_error();
                String::from("<AstNode: print failed>")
            }
        }
    }
}

// ---------------------------------------------------------------------------
// AstExpr

impl<'c> AstExpr<'c> {
    /// What the expression is. Fails for integers that do not fit in `i64`.
    pub fn kind(&self) -> Result<AstExprKind> {
        // SAFETY: self is live, kept by isl.
        match unsafe { sys::isl_ast_expr_get_type(self.as_ptr()) } {
            sys::isl_ast_expr_op => {
                // SAFETY: self is a live operation expression.
                let op = unsafe { sys::isl_ast_expr_op_get_type(self.as_ptr()) };
                AstOp::from_raw(op).map(AstExprKind::Op).ok_or_else(|| self.ctx.take_error())
            }
            sys::isl_ast_expr_id => {
                // SAFETY: self is a live id expression; the result is an owned id or NULL.
                let id = unsafe { Id::from_raw(self.ctx, sys::isl_ast_expr_id_get_id(self.as_ptr())) }?;
                Ok(AstExprKind::Id(id.name()?.unwrap_or_default()))
            }
            sys::isl_ast_expr_int => {
                // SAFETY: self is a live integer expression; the result is an owned value or NULL.
                let v = unsafe { Val::from_raw(self.ctx, sys::isl_ast_expr_int_get_val(self.as_ptr())) }?;
                v.to_i64()
                    .map(AstExprKind::Int)
                    .ok_or_else(|| Error::new(ErrorKind::Unsupported, format!("AST integer {v} does not fit in i64")))
            }
            _ => Err(self.ctx.take_error()),
        }
    }

    /// Number of operands of an operation expression.
    pub fn n_args(&self) -> Result<usize> {
        // SAFETY: self is live, kept by isl (which fails for non-operations).
        let n = unsafe { sys::isl_ast_expr_op_get_n_arg(self.as_ptr()) };
        self.ctx.check_size(n)
    }

    /// Operand `i` of an operation expression.
    pub fn arg(&self, i: usize) -> Result<AstExpr<'c>> {
        let i = pos(i)?;
        // SAFETY: self is live and kept; isl checks the type and position; the result is owned or NULL.
        unsafe { AstExpr::from_raw(self.ctx, sys::isl_ast_expr_op_get_arg(self.as_ptr(), i)) }
    }

    /// All operands of an operation expression.
    pub fn args(&self) -> Result<Vec<AstExpr<'c>>> {
        (0..self.n_args()?).map(|i| self.arg(i)).collect()
    }

    /// The expression printed as C code.
    pub fn to_c_string(&self) -> String {
        // SAFETY: self is live and kept; the returned string is malloc'ed and owned by us.
        match unsafe { take_c_string(sys::isl_ast_expr_to_C_str(self.as_ptr())) } {
            Some(s) => s,
            None => {
                self.ctx.reset_error();
                String::from("<AstExpr: print failed>")
            }
        }
    }

    /// The integer constant `v`.
    pub fn from_i64(ctx: &'c Ctx, v: i64) -> Result<AstExpr<'c>> {
        AstExpr::from_val(Val::int_from_i64(ctx, v)?)
    }

    /// An identifier expression.
    pub fn from_name(ctx: &'c Ctx, name: &str) -> Result<AstExpr<'c>> {
        AstExpr::from_id(Id::alloc(ctx, name)?)
    }

    /// `self[indices...]`.
    pub fn access(self, indices: Vec<AstExpr<'c>>) -> Result<AstExpr<'c>> {
        let ctx = self.ctx;
        let list = expr_list(ctx, indices)?;
        // SAFETY: self and list are owned objects of ctx, both taken by isl.
        unsafe { AstExpr::from_raw(ctx, sys::isl_ast_expr_access(self.into_raw(), list)) }
    }

    /// `self(args...)`.
    pub fn call(self, args: Vec<AstExpr<'c>>) -> Result<AstExpr<'c>> {
        let ctx = self.ctx;
        let list = expr_list(ctx, args)?;
        // SAFETY: self and list are owned objects of ctx, both taken by isl.
        unsafe { AstExpr::from_raw(ctx, sys::isl_ast_expr_call(self.into_raw(), list)) }
    }

    isl_fns! {
        /// An integer expression from an integer value.
        fn from_val(v: Val) -> AstExpr = isl_ast_expr_from_val;
        /// An identifier expression.
        fn from_id(id: Id) -> AstExpr = isl_ast_expr_from_id;
        /// `-self`.
        fn neg(self) -> AstExpr = isl_ast_expr_neg;
        /// `&self`.
        fn address_of(self) -> AstExpr = isl_ast_expr_address_of;
        /// `self + other`.
        fn add(self, other: AstExpr) -> AstExpr = isl_ast_expr_add;
        /// `self - other`.
        fn sub(self, other: AstExpr) -> AstExpr = isl_ast_expr_sub;
        /// `self * other`.
        fn mul(self, other: AstExpr) -> AstExpr = isl_ast_expr_mul;
        /// Exact division `self / other`.
        fn div(self, other: AstExpr) -> AstExpr = isl_ast_expr_div;
        /// `self / other` for non-negative `self`.
        fn pdiv_q(self, other: AstExpr) -> AstExpr = isl_ast_expr_pdiv_q;
        /// `self % other` for non-negative `self`.
        fn pdiv_r(self, other: AstExpr) -> AstExpr = isl_ast_expr_pdiv_r;
        /// `self && other`.
        fn and(self, other: AstExpr) -> AstExpr = isl_ast_expr_and;
        /// `self && other` (short-circuit).
        fn and_then(self, other: AstExpr) -> AstExpr = isl_ast_expr_and_then;
        /// `self || other` (short-circuit).
        fn or_else(self, other: AstExpr) -> AstExpr = isl_ast_expr_or_else;
        /// Structural equality.
        fn is_equal(&self, other: &AstExpr) -> bool = isl_ast_expr_is_equal;
    }
}

/// Builds an owned `isl_ast_expr_list` from expressions of `ctx`.
fn expr_list<'c>(ctx: &'c Ctx, exprs: Vec<AstExpr<'c>>) -> Result<*mut sys::isl_ast_expr_list> {
    for e in &exprs {
        ctx.check_same(e.ctx())?;
    }
    let n = pos(exprs.len())?;
    // SAFETY: ctx is live; the result is an owned list or NULL.
    let mut list = unsafe { sys::isl_ast_expr_list_alloc(ctx.as_ptr(), n) };
    for e in exprs {
        // SAFETY: list is owned (or NULL, which isl handles by freeing e); both are taken.
        list = unsafe { sys::isl_ast_expr_list_add(list, e.into_raw()) };
    }
    if list.is_null() {
        Err(ctx.take_error())
    } else {
        Ok(list)
    }
}
