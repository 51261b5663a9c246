//! isl errors as Rust values.

use std::fmt;

/// The kind of an isl error (`enum isl_error`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The operation budget ([`crate::Ctx::set_max_operations`]) ran out.
    Quota,
    /// The time limit ([`crate::Ctx::set_time_limit`]) ran out.
    TimeLimit,
    /// isl aborted the computation.
    Abort,
    /// Memory allocation failed.
    Alloc,
    /// Unknown error (also used when isl failed without setting an error,
    /// e.g. because a callback failed).
    Unknown,
    /// Internal isl error (a bug in isl).
    Internal,
    /// Invalid input (parse errors, mismatched spaces, wrong node kinds, ...).
    Invalid,
    /// The operation is not supported by isl.
    Unsupported,
}

/// An isl error: its kind and isl's message (or a description of it when
/// isl gave none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// isl's message.
    pub message: String,
}

/// `Result<T, isl::Error>`.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// Makes an error.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// Whether a budget ran out: operations ([`ErrorKind::Quota`]) or time
    /// ([`ErrorKind::TimeLimit`]). Either way the computation was bounded,
    /// not wrong: callers fall back to what they had.
    pub fn is_quota(&self) -> bool {
        matches!(self.kind, ErrorKind::Quota | ErrorKind::TimeLimit)
    }

    /// Past a time limit, the error names what did not finish (`what`);
    /// any other error as it is.
    ///
    /// ```
    /// use isl::{Error, ErrorKind};
    /// let e = Error::new(ErrorKind::TimeLimit, "time limit of 0.25 s of this step exceeded");
    /// assert_eq!(
    ///     e.unfinished("the dependence analysis").message,
    ///     "the dependence analysis did not finish: time limit of 0.25 s of this step exceeded"
    /// );
    /// let q = Error::new(ErrorKind::Quota, "maximal number of operations exceeded");
    /// assert_eq!(q.clone().unfinished("the analysis").message, q.message);
    /// ```
    pub fn unfinished(self, what: &str) -> Error {
        match self.kind {
            ErrorKind::TimeLimit => Error::new(
                self.kind,
                format!("{what} did not finish: {}", self.message),
            ),
            _ => self,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "isl error ({:?}): {}", self.kind, self.message)
    }
}

impl std::error::Error for Error {}
