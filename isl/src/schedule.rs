//! placeholder
pub struct AstLoopType;
pub struct Schedule;
pub struct ScheduleConstraints;
pub struct ScheduleNode;
pub struct ScheduleNodeKind;
