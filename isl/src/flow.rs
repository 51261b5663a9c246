//! placeholder
pub struct UnionAccessInfo;
pub struct UnionFlow;
