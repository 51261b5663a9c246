//! AST generation (`isl_ast_build`) and the generated AST (`isl_ast_node`,
//! `isl_ast_expr`).
//!
//! One file per concept: the build (`build.rs`: generation, and the
//! expressions a build makes), the nodes (`node.rs`) and the expressions
//! (`expr.rs`) of the generated AST; the types and kinds are declared here.

mod build;
mod expr;
mod node;
#[cfg(test)]
mod tests;

use crate::sys;

/// What an AST is generated from: a schedule tree or a flat schedule map
/// ([`AstBuild::node_annotating_loops`]).
pub enum AstSource<'c> {
    Tree(crate::Schedule<'c>),
    Map(crate::UnionMap<'c>),
}

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
