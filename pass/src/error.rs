//! The pass's error type at its crate boundary: callers decide by the
//! variant (a quota error is a bounded computation, not a fault), and the
//! text is made once, in `Display`.

use std::fmt;

/// Why a phase of the pass produced nothing.
#[derive(Debug)]
pub enum Error {
    /// An isl budget (operations or CPU time) ran out.
    Quota(isl::Error),
    /// Any other isl error.
    Isl(isl::Error),
    /// A construct the pass does not handle, or a model code generation
    /// cannot follow.
    Unsupported(String),
}

impl Error {
    /// Whether an isl budget ran out.
    pub fn is_quota(&self) -> bool {
        matches!(self, Error::Quota(_))
    }
}

impl From<isl::Error> for Error {
    fn from(e: isl::Error) -> Self {
        if e.is_quota() {
            Error::Quota(e)
        } else {
            Error::Isl(e)
        }
    }
}

impl From<String> for Error {
    fn from(e: String) -> Self {
        Error::Unsupported(e)
    }
}

impl From<&str> for Error {
    fn from(e: &str) -> Self {
        Error::Unsupported(e.to_string())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The prefix says which library failed (remarks show it).
            Error::Quota(e) | Error::Isl(e) => write!(f, "isl: {e}"),
            Error::Unsupported(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;
    use isl::ErrorKind;

    #[test]
    fn quota_is_told_by_the_kind() {
        let q = Error::from(isl::Error::new(ErrorKind::TimeLimit, "time"));
        assert!(q.is_quota() && q.to_string().starts_with("isl: "));
        assert!(Error::from(isl::Error::new(ErrorKind::Quota, "ops")).is_quota());
        // Any other isl error is not a quota, whatever its text.
        assert!(!Error::from(isl::Error::new(ErrorKind::Abort, "isl: quota")).is_quota());
        let u = Error::from("an unsupported AST node");
        assert!(!u.is_quota());
        assert_eq!(u.to_string(), "an unsupported AST node");
    }
}
