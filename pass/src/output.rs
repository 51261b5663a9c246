//! The pass's printed reports (`print-model`, `print-deps`, `print-ast`):
//! one writer for every phase, so that none depends on the driver for it.

use std::io::Write;

/// Prints a report to stdout; a closed stdout (`| head`) is not an error
/// worth a panic.
pub fn out(text: &str) {
    let _ = std::io::stdout().write_all(text.as_bytes());
}
