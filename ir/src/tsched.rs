//! The schedule file (`.tsched`): the schedules a build chose or a person
//! imports, one SCoP per line, readable and writable without isl or LLVM.
//!
//! ```text
//! # a comment: tools keep the last one before an entry as its note
//! // also a comment
//! @kernel_gemm.scop0 "[ni, nj] -> { S0[i, j] -> [i, j] }" unroll "S0:1:4; S1,S2:3,5:4"
//! @update.scop0 "[m, n] -> { S0[i0] -> [0, -i0, 0] }" when "[m, n] -> { : m = 0 or n <= m }"
//! ```
//!
//! An entry is `@SCOP "UNION MAP"`, optionally followed by `unroll "TILES"`:
//! register tiles separated by `;`, each `STMT,..:DIM,..:SIZE` (the
//! statements, the dimensions of the flat schedule unrolled for them, and
//! the unroll factor, 2 to 16), then optionally by `when "SET"`: the
//! parameter values where the schedule is legal (an isl set, as a
//! guarded script's mapping deviation gives it), which the SCoP's code
//! then tests at run time. The pass writes what [`Entry`]'s `Display`
//! prints (`-tessera-export`, `-tessera-variants`) and reads it with
//! [`read`] (`-tessera-import`); `tessera tune` does both.

use std::fmt;

/// A register tile: the dimensions of the flat schedule (the point loops of
/// the register tile) that are unrolled for `stmts`, each of `size`
/// iterations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterTile {
    pub stmts: Vec<String>,
    pub dims: Vec<usize>,
    pub size: i64,
}

impl fmt::Display for RegisterTile {
    /// `S1,S2:6,7:4`: statements, unrolled dimensions, size.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = self.dims.iter().map(|d| d.to_string()).collect();
        write!(
            f,
            "{}:{}:{}",
            self.stmts.join(","),
            dims.join(","),
            self.size
        )
    }
}

impl std::str::FromStr for RegisterTile {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("expected STMT,..:DIM,..:SIZE, not '{s}'");
        let mut parts = s.trim().split(':');
        let (Some(stmts), Some(dims), Some(size), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let stmts: Vec<String> = stmts.split(',').map(|x| x.trim().to_string()).collect();
        let dims = dims
            .split(',')
            .map(|d| d.trim().parse::<usize>().map_err(|_| bad()))
            .collect::<Result<Vec<_>, _>>()?;
        let size: i64 = size.trim().parse().map_err(|_| bad())?;
        if stmts.iter().any(|x| x.is_empty()) || dims.is_empty() || !(2..=16).contains(&size) {
            return Err(bad());
        }
        Ok(RegisterTile { stmts, dims, size })
    }
}

/// One line of a schedule file: the SCoP, its schedule (an isl union map,
/// as text), and the register tiles to unroll in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub scop: String,
    pub schedule: String,
    pub register_tiles: Vec<RegisterTile>,
    /// Where the schedule is legal, when only for some parameter values
    /// (isl set text): the SCoP's regenerated code runs under a run-time
    /// test of it, the original code otherwise.
    pub when: Option<String>,
}

impl fmt::Display for Entry {
    /// `@scop "schedule"`, then ` unroll "tiles"` when there are any and
    /// ` when "set"` when guarded; no newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{} \"{}\"", self.scop, self.schedule)?;
        if !self.register_tiles.is_empty() {
            let tiles: Vec<String> = self.register_tiles.iter().map(|t| t.to_string()).collect();
            write!(f, " unroll \"{}\"", tiles.join("; "))?;
        }
        if let Some(w) = &self.when {
            write!(f, " when \"{w}\"")?;
        }
        Ok(())
    }
}

/// A line of a schedule file that is not an entry or a comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// 1-based.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

impl std::error::Error for Error {}

/// The entries of a schedule file, in order.
pub fn read(text: &str) -> Result<Vec<Entry>, Error> {
    Ok(read_noted(text)?.into_iter().map(|(_, e)| e).collect())
}

/// The entries of a schedule file, each with its note: the last `#`
/// comment before it since the previous entry (empty when none).
pub fn read_noted(text: &str) -> Result<Vec<(String, Entry)>, Error> {
    let mut out = Vec::new();
    let mut note = String::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(c) = line.strip_prefix('#') {
            note = c.trim().to_string();
            continue;
        }
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let entry = parse_entry(line).map_err(|message| Error {
            line: n + 1,
            message,
        })?;
        out.push((std::mem::take(&mut note), entry));
    }
    Ok(out)
}

/// One `@scop "schedule" [unroll "tiles"] [when "set"]` line, trimmed.
fn parse_entry(line: &str) -> Result<Entry, String> {
    let bad = || "expected @scop \"schedule\" [unroll \"tiles\"] [when \"set\"]".to_string();
    let rest = line.strip_prefix('@').ok_or_else(bad)?;
    let (name, rest) = rest.split_once(char::is_whitespace).ok_or_else(bad)?;
    let (schedule, mut rest) = quoted(rest).ok_or_else(bad)?;
    let (mut tiles, mut when) = (None, None);
    // Each keyword once, in this order.
    if let Some(r) = rest.strip_prefix("unroll") {
        let (t, r) = quoted(r).ok_or_else(bad)?;
        (tiles, rest) = (Some(t), r);
    }
    if let Some(r) = rest.strip_prefix("when") {
        let (w, r) = quoted(r).ok_or_else(bad)?;
        (when, rest) = (Some(w.to_string()), r);
    }
    if !rest.is_empty() {
        return Err(bad());
    }
    let register_tiles = tiles
        .unwrap_or_default()
        .split(';')
        .filter(|t| !t.trim().is_empty())
        .map(str::parse)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Entry {
        scop: name.to_string(),
        schedule: schedule.to_string(),
        register_tiles,
        when,
    })
}

/// `"text" rest` (leading blanks skipped): the text, and the rest trimmed.
fn quoted(s: &str) -> Option<(&str, &str)> {
    let (text, rest) = s.trim_start().strip_prefix('"')?.split_once('"')?;
    Some((text, rest.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let text = "# fused\n@f.scop0 \"[n] -> { S0[i] -> [i] }\" unroll \"S0,S1:1,3:4; S2:2:8\"\n// x\n\n@f.scop1 \"{ S0[] -> [] }\"\n";
        let noted = read_noted(text).unwrap();
        assert_eq!(noted.len(), 2);
        assert_eq!(noted[0].0, "fused");
        assert_eq!(noted[1].0, "");
        let e = &noted[0].1;
        assert_eq!(e.scop, "f.scop0");
        assert_eq!(e.register_tiles[0].dims, vec![1, 3]);
        let lines: Vec<String> = noted.iter().map(|(_, e)| e.to_string()).collect();
        assert_eq!(
            lines,
            [
                "@f.scop0 \"[n] -> { S0[i] -> [i] }\" unroll \"S0,S1:1,3:4; S2:2:8\"",
                "@f.scop1 \"{ S0[] -> [] }\""
            ]
        );
        assert_eq!(read(&lines.join("\n")).unwrap(), read(text).unwrap());
    }

    #[test]
    fn a_guarded_entry_keeps_its_condition() {
        let line = "@u.scop0 \"[m, n] -> { S0[i] -> [-i] }\" when \"[m, n] -> { : m = 0 }\"";
        let e = &read(line).unwrap()[0];
        assert_eq!(e.when.as_deref(), Some("[m, n] -> { : m = 0 }"));
        assert!(e.register_tiles.is_empty());
        assert_eq!(e.to_string(), line);
        let both = "@u.scop0 \"{ S0[i] -> [i] }\" unroll \"S0:0:4\" when \"{ : }\"";
        assert_eq!(read(both).unwrap()[0].to_string(), both);
        // The order is fixed, and nothing may follow.
        assert!(read("@u.scop0 \"{ }\" when \"{ : }\" unroll \"S0:0:4\"").is_err());
        assert!(read("@u.scop0 \"{ }\" when \"{ : }\" x").is_err());
    }

    #[test]
    fn errors_name_their_line() {
        let e = read("// ok\n@s \"{ }\"\nnot an entry\n").unwrap_err();
        assert_eq!(e.line, 3);
        let e = read("@s \"{ }\" unroll \"S0:1:99\"").unwrap_err();
        assert_eq!(
            e.to_string(),
            "1: expected STMT,..:DIM,..:SIZE, not 'S0:1:99'"
        );
    }
}
