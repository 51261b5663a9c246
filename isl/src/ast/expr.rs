//! `isl_ast_expr`: the expressions of a generated AST.

use super::{AstExpr, AstExprKind, AstOp};
use crate::ctx::{pos, take_c_string};
use crate::{sys, Ctx, Error, ErrorKind, Id, Result, Val};

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
