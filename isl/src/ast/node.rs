//! `isl_ast_node`: the nodes of a generated AST.

use super::{AstExpr, AstNode, AstNodeKind};
use crate::ctx::{pos, take_c_string};
use crate::{sys, Id, Result};

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
