//! placeholder
pub struct AstBuild;
pub struct AstExpr;
pub struct AstExprKind;
pub struct AstNode;
pub struct AstNodeKind;
pub struct AstOp;
