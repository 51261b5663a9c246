//! AST generation (`isl_ast_build`) and the generated AST (`isl_ast_node`,
//! `isl_ast_expr`).

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::ptr;

use crate::callback::{from_user, Trampoline};
use crate::ctx::{pos, take_c_string};
use crate::{
    sys, Ctx, Error, ErrorKind, Id, PwAff, PwMultiAff, Result, Schedule, Set, Space, UnionMap, Val,
};

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
    /// isl's name for the operator, as used in its YAML output
    /// (e.g. `"fdiv_q"` for [`AstOp::FdivQ`]).
    pub fn isl_name(self) -> &'static str {
        match self {
            AstOp::And => "and",
            AstOp::AndThen => "and_then",
            AstOp::Or => "or",
            AstOp::OrElse => "or_else",
            AstOp::Max => "max",
            AstOp::Min => "min",
            AstOp::Minus => "minus",
            AstOp::Add => "add",
            AstOp::Sub => "sub",
            AstOp::Mul => "mul",
            AstOp::Div => "div",
            AstOp::FdivQ => "fdiv_q",
            AstOp::PdivQ => "pdiv_q",
            AstOp::PdivR => "pdiv_r",
            AstOp::ZdivR => "zdiv_r",
            AstOp::Cond => "cond",
            AstOp::Select => "select",
            AstOp::Eq => "eq",
            AstOp::Le => "le",
            AstOp::Lt => "lt",
            AstOp::Ge => "ge",
            AstOp::Gt => "gt",
            AstOp::Call => "call",
            AstOp::Access => "access",
            AstOp::Member => "member",
            AstOp::AddressOf => "address_of",
        }
    }

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
        unsafe { AstNode::from_raw(self.ctx, sys::isl_ast_node_if_get_else_node(self.as_ptr())) }
            .map(Some)
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
            let n = self
                .ctx
                .check_size(unsafe { sys::isl_ast_node_list_n_ast_node(list) })?;
            let mut v = Vec::with_capacity(n);
            for i in 0..n {
                let i = pos(i)?;
                // SAFETY: list is live and i is in range; the result is an owned node or NULL.
                v.push(unsafe {
                    AstNode::from_raw(self.ctx, sys::isl_ast_node_list_get_at(list, i))
                }?);
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
                AstOp::from_raw(op)
                    .map(AstExprKind::Op)
                    .ok_or_else(|| self.ctx.take_error())
            }
            sys::isl_ast_expr_id => {
                // SAFETY: self is a live id expression; the result is an owned id or NULL.
                let id =
                    unsafe { Id::from_raw(self.ctx, sys::isl_ast_expr_id_get_id(self.as_ptr())) }?;
                Ok(AstExprKind::Id(id.name()?.unwrap_or_default()))
            }
            sys::isl_ast_expr_int => {
                // SAFETY: self is a live integer expression; the result is an owned value or NULL.
                let v = unsafe {
                    Val::from_raw(self.ctx, sys::isl_ast_expr_int_get_val(self.as_ptr()))
                }?;
                v.to_i64().map(AstExprKind::Int).ok_or_else(|| {
                    Error::new(
                        ErrorKind::Unsupported,
                        format!("AST integer {v} does not fit in i64"),
                    )
                })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MultiUnionPwAff, ScheduleNodeKind, UnionSet};

    fn build<'c>(ctx: &'c Ctx, context: &str) -> AstBuild<'c> {
        AstBuild::from_context(Set::parse(ctx, context).unwrap()).unwrap()
    }

    fn gen<'c>(b: &AstBuild<'c>, sched: &str) -> AstNode<'c> {
        b.node_from_schedule_map(UnionMap::parse(b.ctx(), sched).unwrap())
            .unwrap()
    }

    /// Checks `kind()` against the operator name isl itself prints, for
    /// this expression and all its sub-expressions; returns the operators seen.
    fn check_ops(e: &AstExpr, seen: &mut Vec<AstOp>) {
        match e.kind().unwrap() {
            AstExprKind::Op(op) => {
                let yaml = e.to_string();
                assert!(
                    yaml.starts_with(&format!("{{ op: {}, args: ", op.isl_name())),
                    "{op:?} vs isl's {yaml}"
                );
                seen.push(op);
                for a in e.args().unwrap() {
                    check_ops(&a, seen);
                }
            }
            AstExprKind::Id(name) => assert_eq!(e.to_string(), format!("{{ id: {name} }}")),
            AstExprKind::Int(v) => assert_eq!(e.to_string(), format!("{{ val: {v} }}")),
        }
    }

    fn id(e: &AstExpr) -> String {
        match e.kind().unwrap() {
            AstExprKind::Id(s) => s,
            k => panic!("expected an id, got {k:?}"),
        }
    }

    #[test]
    fn for_loops_and_user_nodes() {
        let ctx = Ctx::new();
        let b = build(&ctx, "[n] -> { : n >= 1 }");
        let node = gen(
            &b,
            "[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j <= i }",
        );
        assert_eq!(
            node.to_c_string(),
            "for (int c0 = 0; c0 < n; c0 += 1)\n  for (int c1 = 0; c1 <= c0; c1 += 1)\n    S(c0, c1);\n"
        );
        assert_eq!(node.kind(), AstNodeKind::For);
        assert_eq!(id(&node.for_iterator().unwrap()), "c0");
        assert_eq!(
            node.for_init().unwrap().kind().unwrap(),
            AstExprKind::Int(0)
        );
        assert_eq!(node.for_inc().unwrap().kind().unwrap(), AstExprKind::Int(1));
        let cond = node.for_cond().unwrap();
        assert_eq!(cond.kind().unwrap(), AstExprKind::Op(AstOp::Lt));
        assert_eq!(cond.n_args().unwrap(), 2);
        assert_eq!(id(&cond.arg(1).unwrap()), "n");
        assert!(!node.for_is_degenerate().unwrap());
        let inner = node.for_body().unwrap();
        assert_eq!(inner.kind(), AstNodeKind::For);
        assert_eq!(
            inner.for_cond().unwrap().kind().unwrap(),
            AstExprKind::Op(AstOp::Le)
        );
        let user = inner.for_body().unwrap();
        assert_eq!(user.kind(), AstNodeKind::User);
        let call = user.user_expr().unwrap();
        assert_eq!(call.kind().unwrap(), AstExprKind::Op(AstOp::Call));
        let args: Vec<String> = call.args().unwrap().iter().map(id).collect();
        assert_eq!(args, ["S", "c0", "c1"]);
        assert_eq!(call.to_c_string(), "S(c0, c1)");
        // Wrong-kind queries are errors, not crashes.
        assert!(user.for_body().is_err());
        assert!(node.if_cond().is_err());
        assert!(node.block_children().is_err());
        assert!(call.arg(7).is_err());
        assert!(node.for_iterator().unwrap().n_args().is_err());
    }

    #[test]
    fn if_else_block_and_degenerate() {
        let ctx = Ctx::new();
        let b = build(&ctx, "[n] -> { : }");
        let node = gen(&b, "[n] -> { S[] -> [] : n >= 0; T[] -> [] : n < 0 }");
        assert_eq!(node.kind(), AstNodeKind::If, "{}", node.to_c_string());
        let cond = node.if_cond().unwrap();
        let k = cond.kind().unwrap();
        assert!(
            k == AstExprKind::Op(AstOp::Ge) || k == AstExprKind::Op(AstOp::Le),
            "{k:?}"
        );
        let then = node.if_then().unwrap();
        assert_eq!(then.kind(), AstNodeKind::User);
        let els = node.if_else().unwrap().expect("else branch");
        assert_eq!(els.kind(), AstNodeKind::User);
        let mut stmts = [then, els].map(|n| id(&n.user_expr().unwrap().arg(0).unwrap()));
        stmts.sort();
        assert_eq!(stmts, ["S", "T"]);

        let node = gen(
            &b,
            "[n] -> { S[i] -> [i, 0] : 0 <= i < n; T[i] -> [i, 1] : 0 <= i < n }",
        );
        let body = node.for_body().unwrap();
        assert_eq!(body.kind(), AstNodeKind::Block);
        let children = body.block_children().unwrap();
        assert_eq!(children.len(), 2);
        let names: Vec<String> = children
            .iter()
            .map(|c| id(&c.user_expr().unwrap().arg(0).unwrap()))
            .collect();
        assert_eq!(names, ["S", "T"]);

        let node = gen(&b, "[n] -> { S[i] -> [i] : i = 5 }");
        let no_else = gen(&b, "[n] -> { S[i] -> [i] : 0 <= i < n and n >= 10 }");
        assert_eq!(no_else.kind(), AstNodeKind::If);
        assert!(no_else.if_else().unwrap().is_none());
        // A single iteration is either a degenerate for or a plain statement.
        match node.kind() {
            AstNodeKind::For => assert!(node.for_is_degenerate().unwrap()),
            k => assert_eq!(k, AstNodeKind::User),
        }
    }

    #[test]
    fn op_kinds_from_generated_code() {
        let ctx = Ctx::new();
        let b = build(&ctx, "[n, m] -> { : n >= 0 and m >= 0 }");
        let mut seen = Vec::new();
        // min in an upper bound, max in a lower bound, floord from tiling.
        let node = gen(&b, "[n, m] -> { S[i] -> [i] : 0 <= i < n and i < m }");
        assert_eq!(
            node.to_c_string(),
            "for (int c0 = 0; c0 < min(n, m); c0 += 1)\n  S(c0);\n"
        );
        check_ops(&node.for_cond().unwrap(), &mut seen);
        let node = gen(&b, "[n, m] -> { S[i] -> [i] : n <= i < 100 and i >= m }");
        assert_eq!(
            node.for_init().unwrap().kind().unwrap(),
            AstExprKind::Op(AstOp::Max)
        );
        check_ops(&node.for_init().unwrap(), &mut seen);
        let node = gen(&b, "[n] -> { S[i] -> [floor(i/32), i] : 0 <= i < n }");
        assert!(node.to_c_string().contains("floord(n - 1, 32)"));
        let cond = node.for_cond().unwrap();
        assert_eq!(
            cond.arg(1).unwrap().kind().unwrap(),
            AstExprKind::Op(AstOp::FdivQ)
        );
        check_ops(&cond, &mut seen);
        check_ops(&node.for_body().unwrap().for_init().unwrap(), &mut seen);
        check_ops(&node.for_body().unwrap().for_cond().unwrap(), &mut seen);
        // Conditions from sets.
        for s in [
            "[n, m] -> { : n = 2 }",
            "[n, m] -> { : n mod 2 = 0 }",
            "[n, m] -> { : n >= 3 and m <= 2 }",
            "[n, m] -> { : n = 0 or m = 5 }",
        ] {
            check_ops(
                &b.expr_from_set(Set::parse(&ctx, s).unwrap()).unwrap(),
                &mut seen,
            );
        }
        // Expressions from piecewise affine functions.
        for s in [
            "[n, m] -> { [(n)] : n >= m; [(m)] : n < m }",
            "[n, m] -> { [(floor(n/3))] }",
            "[n, m] -> { [(n mod 4)] }",
            "[n, m] -> { [(-n + 2m - 1)] }",
            "[n, m] -> { [(n/2)] : n mod 2 = 0 }",
        ] {
            check_ops(
                &b.expr_from_pw_aff(PwAff::parse(&ctx, s).unwrap()).unwrap(),
                &mut seen,
            );
        }
        let e = b
            .expr_from_pw_aff(PwAff::parse(&ctx, "[n, m] -> { [(floor(n/3))] }").unwrap())
            .unwrap();
        assert_eq!(e.to_c_string(), "n / 3");
        for op in [
            AstOp::Min,
            AstOp::Max,
            AstOp::FdivQ,
            AstOp::Lt,
            AstOp::Le,
            AstOp::Eq,
            AstOp::Ge,
            AstOp::ZdivR,
            AstOp::And,
            AstOp::Or,
            AstOp::Select,
            AstOp::PdivQ,
            AstOp::PdivR,
            AstOp::Minus,
            AstOp::Add,
            AstOp::Sub,
            AstOp::Mul,
            AstOp::Div,
        ] {
            assert!(seen.contains(&op), "{op:?} not produced");
        }
    }

    #[test]
    fn op_kinds_from_constructed_expressions() {
        let ctx = Ctx::new();
        let a = || AstExpr::from_name(&ctx, "a").unwrap();
        let two = || AstExpr::from_i64(&ctx, 2).unwrap();
        let cases: Vec<(AstExpr, AstOp, &str)> = vec![
            (a().and(two()).unwrap(), AstOp::And, "a && 2"),
            (a().and_then(two()).unwrap(), AstOp::AndThen, "a && 2"),
            (a().or_else(two()).unwrap(), AstOp::OrElse, "a || 2"),
            (a().neg().unwrap(), AstOp::Minus, "-a"),
            (a().add(two()).unwrap(), AstOp::Add, "a + 2"),
            (a().sub(two()).unwrap(), AstOp::Sub, "a - 2"),
            (a().mul(two()).unwrap(), AstOp::Mul, "a * 2"),
            (a().div(two()).unwrap(), AstOp::Div, "a / 2"),
            (a().pdiv_q(two()).unwrap(), AstOp::PdivQ, "a / 2"),
            (a().pdiv_r(two()).unwrap(), AstOp::PdivR, "a % 2"),
            (a().call(vec![two(), a()]).unwrap(), AstOp::Call, "a(2, a)"),
            (
                a().access(vec![two(), a()]).unwrap(),
                AstOp::Access,
                "a[2][a]",
            ),
            (
                a().access(vec![two()]).unwrap().address_of().unwrap(),
                AstOp::AddressOf,
                "&a[2]",
            ),
        ];
        let mut seen = Vec::new();
        for (e, op, c) in cases {
            assert_eq!(e.kind().unwrap(), AstExprKind::Op(op));
            assert_eq!(e.to_c_string(), c, "{op:?}");
            check_ops(&e, &mut seen);
        }
        assert!(a().is_equal(&a()).unwrap());
        assert!(!a().is_equal(&two()).unwrap());
        let big = AstExpr::from_val(Val::parse(&ctx, "100000000000000000000").unwrap()).unwrap();
        assert_eq!(big.kind().unwrap_err().kind, ErrorKind::Unsupported);
    }

    #[test]
    fn op_enum_matches_isl_header_order() {
        // isl 0.25's enum isl_ast_expr_op_type, in declaration order.
        let raw = [
            (sys::isl_ast_expr_op_and, AstOp::And),
            (sys::isl_ast_expr_op_and_then, AstOp::AndThen),
            (sys::isl_ast_expr_op_or, AstOp::Or),
            (sys::isl_ast_expr_op_or_else, AstOp::OrElse),
            (sys::isl_ast_expr_op_max, AstOp::Max),
            (sys::isl_ast_expr_op_min, AstOp::Min),
            (sys::isl_ast_expr_op_minus, AstOp::Minus),
            (sys::isl_ast_expr_op_add, AstOp::Add),
            (sys::isl_ast_expr_op_sub, AstOp::Sub),
            (sys::isl_ast_expr_op_mul, AstOp::Mul),
            (sys::isl_ast_expr_op_div, AstOp::Div),
            (sys::isl_ast_expr_op_fdiv_q, AstOp::FdivQ),
            (sys::isl_ast_expr_op_pdiv_q, AstOp::PdivQ),
            (sys::isl_ast_expr_op_pdiv_r, AstOp::PdivR),
            (sys::isl_ast_expr_op_zdiv_r, AstOp::ZdivR),
            (sys::isl_ast_expr_op_cond, AstOp::Cond),
            (sys::isl_ast_expr_op_select, AstOp::Select),
            (sys::isl_ast_expr_op_eq, AstOp::Eq),
            (sys::isl_ast_expr_op_le, AstOp::Le),
            (sys::isl_ast_expr_op_lt, AstOp::Lt),
            (sys::isl_ast_expr_op_ge, AstOp::Ge),
            (sys::isl_ast_expr_op_gt, AstOp::Gt),
            (sys::isl_ast_expr_op_call, AstOp::Call),
            (sys::isl_ast_expr_op_access, AstOp::Access),
            (sys::isl_ast_expr_op_member, AstOp::Member),
            (sys::isl_ast_expr_op_address_of, AstOp::AddressOf),
        ];
        for (i, (r, op)) in raw.into_iter().enumerate() {
            assert_eq!(r, i as sys::isl_ast_expr_op_type);
            assert_eq!(AstOp::from_raw(r), Some(op));
        }
        assert_eq!(AstOp::from_raw(sys::isl_ast_expr_op_error), None);
        assert_eq!(sys::isl_ast_node_for, 1);
        assert_eq!(sys::isl_ast_node_user, 5);
    }

    #[test]
    fn iterators_marks_and_schedule_trees() {
        let ctx = Ctx::new();
        let domain = UnionSet::parse(&ctx, "[n] -> { S[i, j] : 0 <= i, j < n }").unwrap();
        let partial =
            MultiUnionPwAff::parse(&ctx, "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]").unwrap();
        let schedule = Schedule::from_domain(domain)
            .unwrap()
            .insert_partial_schedule(partial)
            .unwrap();
        let band = schedule.root().unwrap().child(0).unwrap();
        assert_eq!(band.kind(), ScheduleNodeKind::Band);
        let schedule = band.insert_mark("parallel").unwrap().schedule().unwrap();
        let b = AstBuild::alloc(&ctx)
            .unwrap()
            .set_iterators(&["i", "j"])
            .unwrap();
        let node = b.node_from_schedule(schedule).unwrap();
        assert_eq!(node.kind(), AstNodeKind::Mark);
        assert_eq!(node.mark_id().unwrap(), "parallel");
        let inner = node.mark_node().unwrap();
        assert_eq!(inner.kind(), AstNodeKind::For);
        assert_eq!(id(&inner.for_iterator().unwrap()), "i");
        assert_eq!(id(&inner.for_body().unwrap().for_iterator().unwrap()), "j");
        assert!(
            node.to_c_string().contains("// parallel"),
            "{}",
            node.to_c_string()
        );
        assert!(inner.mark_id().is_err());
    }

    #[test]
    fn at_each_domain_annotates_user_nodes() {
        let ctx = Ctx::new();
        let sched = UnionMap::parse(
            &ctx,
            "[n] -> { S[i] -> [i, 0] : 0 <= i < n; T[i] -> [i, 1] : 0 <= i < n }",
        )
        .unwrap();
        let b = build(&ctx, "[n] -> { : n > 0 }");
        let mut calls = Vec::new();
        let mut kept_builds = Vec::new();
        let node = b
            .node_from_schedule_map_with(sched.clone(), |node, build| {
                let stmt = id(&node.user_expr()?.arg(0)?);
                // The build knows the schedule of the current instances.
                let s = build.get_schedule()?;
                assert_eq!(s.n_map()?, 1);
                // Builds may be kept beyond the callback (like Polly does).
                kept_builds.push(build.clone());
                calls.push(stmt.clone());
                node.set_annotation(Id::alloc(build.ctx(), &format!("ann_{stmt}"))?)
            })
            .unwrap();
        assert_eq!(calls, ["S", "T"]);
        // A kept build is usable after generation and never calls the
        // (gone) closure again.
        let kept = &kept_builds[0];
        assert_eq!(kept.get_schedule().unwrap().n_map().unwrap(), 1);
        let _ = kept.node_from_schedule_map(sched.clone());
        assert_eq!(calls.len(), 2);
        let children = node.for_body().unwrap().block_children().unwrap();
        let anns: Vec<String> = children
            .iter()
            .map(|c| c.annotation().unwrap().unwrap().name().unwrap().unwrap())
            .collect();
        assert_eq!(anns, ["ann_S", "ann_T"]);
        assert!(node.annotation().unwrap().is_none());

        // An error from the closure aborts generation and is returned.
        let e = b
            .node_from_schedule_map_with(sched.clone(), |_, _| {
                Err(Error::new(ErrorKind::Unsupported, "no thanks"))
            })
            .unwrap_err();
        assert_eq!(e.message, "no thanks");

        // A panic in the closure is resumed after isl returned.
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = b.node_from_schedule_map_with(sched.clone(), |_, _| panic!("callback panic"));
        }));
        assert_eq!(
            r.unwrap_err().downcast_ref::<&str>(),
            Some(&"callback panic")
        );

        // The build is still usable and has no callback left.
        let plain = b.node_from_schedule_map(sched.clone()).unwrap();
        assert!(plain.for_body().unwrap().block_children().unwrap()[0]
            .annotation()
            .unwrap()
            .is_none());

        // Same with a schedule tree.
        let tree = Schedule::from_domain(sched.clone().domain().unwrap())
            .unwrap()
            .insert_partial_schedule(MultiUnionPwAff::from_union_map(sched).unwrap())
            .unwrap();
        let mut n = 0;
        let node = b
            .node_from_schedule_with(tree, |node, _| {
                n += 1;
                Ok(node)
            })
            .unwrap();
        assert_eq!(n, 2);
        assert_eq!(node.kind(), AstNodeKind::For);
    }

    #[test]
    fn expressions_from_build() {
        let ctx = Ctx::new();
        let b = build(&ctx, "[n] -> { : n >= 0 }");
        let e = b
            .expr_from_pw_aff(PwAff::parse(&ctx, "[n] -> { [(n + 1)] }").unwrap())
            .unwrap();
        assert_eq!(e.to_c_string(), "n + 1");
        // n >= 0 is known from the context: the condition simplifies to true.
        let e = b
            .expr_from_set(Set::parse(&ctx, "[n] -> { : n >= 0 }").unwrap())
            .unwrap();
        assert_eq!(e.kind().unwrap(), AstExprKind::Int(1));
        let acc = b
            .access_from_pw_multi_aff(
                PwMultiAff::parse(&ctx, "[n] -> { A[(n), (n - 1)] }").unwrap(),
            )
            .unwrap();
        assert_eq!(acc.to_c_string(), "A[n][n - 1]");
        let call = b
            .call_from_pw_multi_aff(PwMultiAff::parse(&ctx, "[n] -> { f[(2n)] }").unwrap())
            .unwrap();
        assert_eq!(call.to_c_string(), "f(2 * n)");
        assert!(b
            .expr_from_pw_aff(PwAff::parse(&ctx, "[m] -> { [(m)] }").unwrap())
            .is_ok());
    }
}
