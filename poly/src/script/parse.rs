//! The script language's parser: pure text, no isl (the grammar is in the
//! README and in [`crate::script`]'s doc comment).

use std::fmt;

/// A loop or statement as a script names it, with its column (1-based)
/// for messages: a C label (`L1`), a line (`@12`), a model statement
/// (`S1`) or a model loop (`S1.0`: statement S1's loop at depth 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagRef {
    pub text: String,
    pub col: usize,
}

impl fmt::Display for TagRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// One command of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Swaps two loops, the first enclosing the second.
    Interchange(TagRef, TagRef),
    /// Runs a loop backwards.
    Reverse(TagRef),
    /// `inner += factor * outer`.
    Skew {
        outer: TagRef,
        inner: TagRef,
        factor: i64,
    },
    /// Moves a statement (or every statement of a loop) by `amount`
    /// iterations of `along`.
    Shift {
        target: TagRef,
        along: TagRef,
        amount: i64,
    },
    /// A tile loop of `size` iterations around the loop.
    StripMine { target: TagRef, size: i64 },
    /// Strip-mines each loop of a band and moves the tile loops out.
    Tile { loops: Vec<TagRef>, sizes: Vec<i64> },
    /// Strip-mines the loop by `factor`, sinks the point loop innermost and
    /// unrolls it there (unroll-and-jam; a register tile).
    Unroll { target: TagRef, factor: i64 },
    /// The second loop's statements join the first loop, after its own.
    Fuse(TagRef, TagRef),
    /// Splits a loop before a statement of its body.
    Distribute { target: TagRef, at: TagRef },
    /// Applies an isl map to a statement's loop dimensions.
    Affine { target: TagRef, map: String },
    /// Loopy's realign: the second component (a loop or statement, and
    /// every statement after it) moves to share the first `shared` loops
    /// with the first one, right after it.
    Realign {
        first: TagRef,
        second: TagRef,
        shared: usize,
    },
    /// Loopy's lift: `name` names the loop at `level` (1: outermost)
    /// around the target's first statement; no schedule change.
    Lift {
        name: String,
        target: TagRef,
        level: usize,
    },
    /// Loopy's isplit: the target's instances whose loop dimensions are
    /// outside `set` move to a copy of the component placed after it at
    /// `level` (0: a nest of their own).
    Isplit {
        target: TagRef,
        set: String,
        level: usize,
    },
    /// A mark: the loop's iterations must carry no dependence, and the
    /// SCoP's code runs its parallel loops on threads (option `parallel`).
    Parallel(TagRef),
    /// A mark: the loop must be innermost and its iterations carry no
    /// dependence; LLVM's vectorizer is then told so (no run-time checks
    /// between its accesses) and asked to vectorize it.
    Vectorize(TagRef),
    /// Loopy's position vector of each statement of the target: the
    /// constants `b0..bd` that order it among its siblings at each depth
    /// (one more than its loops).
    Position { target: TagRef, betas: Vec<i64> },
}

impl Command {
    /// The command's keyword.
    pub fn keyword(&self) -> &'static str {
        match self {
            Command::Interchange(..) => "interchange",
            Command::Reverse(_) => "reverse",
            Command::Skew { .. } => "skew",
            Command::Shift { .. } => "shift",
            Command::StripMine { .. } => "stripmine",
            Command::Tile { .. } => "tile",
            Command::Unroll { .. } => "unroll",
            Command::Fuse(..) => "fuse",
            Command::Distribute { .. } => "distribute",
            Command::Affine { .. } => "affine",
            Command::Realign { .. } => "realign",
            Command::Lift { .. } => "lift",
            Command::Isplit { .. } => "isplit",
            Command::Parallel(_) => "parallel",
            Command::Vectorize(_) => "vectorize",
            Command::Position { .. } => "position",
        }
    }

    /// Every tag the command names, in order.
    pub fn tags(&self) -> Vec<&TagRef> {
        match self {
            Command::Interchange(a, b) | Command::Fuse(a, b) => vec![a, b],
            Command::Reverse(t)
            | Command::Parallel(t)
            | Command::Vectorize(t)
            | Command::StripMine { target: t, .. }
            | Command::Unroll { target: t, .. }
            | Command::Affine { target: t, .. }
            | Command::Lift { target: t, .. }
            | Command::Isplit { target: t, .. }
            | Command::Position { target: t, .. } => vec![t],
            Command::Realign { first, second, .. } => vec![first, second],
            Command::Skew { outer, inner, .. } => vec![outer, inner],
            Command::Shift { target, along, .. } => vec![target, along],
            Command::Tile { loops, .. } => loops.iter().collect(),
            Command::Distribute { target, at } => vec![target, at],
        }
    }
}

/// A command with where it stands: its line (1-based), its text as
/// written (comments stripped), and the `function` or `scop` section it
/// is in (a `scop` section sets both).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub line: usize,
    pub text: String,
    pub function: Option<String>,
    /// The SCoP (`main.scop3`) of a `scop` section: its commands apply to
    /// it alone, and name its statements and loops as a `.tir` model does
    /// (`S1`, `S1.0`).
    pub scop: Option<String>,
    pub command: Command,
}

/// A script: its commands in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    pub lines: Vec<Line>,
}

/// Where a script stops parsing, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Every command's keyword (`function` and `scop` apart), as [`command`]
/// reads them.
const KEYWORDS: [&str; 16] = [
    "interchange",
    "reverse",
    "skew",
    "shift",
    "stripmine",
    "tile",
    "unroll",
    "fuse",
    "distribute",
    "affine",
    "realign",
    "lift",
    "isplit",
    "parallel",
    "vectorize",
    "position",
];

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Int(i64),
    Str(String),
}

impl Token {
    fn describe(&self) -> String {
        match self {
            Token::Word(w) => format!("'{w}'"),
            Token::Int(n) => format!("the number {n}"),
            Token::Str(s) => format!("the string \"{s}\""),
        }
    }
}

/// The tokens of one line with their columns, comments (`#`, `//`) gone.
fn lex(text: &str, line: usize) -> Result<Vec<(Token, usize)>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let word_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '@' | '.');
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c == '#' || (c == '/' && chars.get(i + 1) == Some(&'/')) {
            break;
        } else if c == '"' {
            let end = chars[i + 1..]
                .iter()
                .position(|&x| x == '"')
                .ok_or(ParseError {
                    line,
                    col,
                    message: "expected a closing '\"' on the same line".into(),
                })?;
            out.push((Token::Str(chars[i + 1..i + 1 + end].iter().collect()), col));
            i += end + 2;
        } else if c == '-' || c.is_ascii_digit() {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            let n = s.parse().map_err(|_| ParseError {
                line,
                col,
                message: format!("expected a number, found '{s}'"),
            })?;
            out.push((Token::Int(n), col));
        } else if word_char(c) {
            let start = i;
            while i < chars.len() && word_char(chars[i]) {
                i += 1;
            }
            out.push((Token::Word(chars[start..i].iter().collect()), col));
        } else {
            return Err(ParseError {
                line,
                col,
                message: format!("unexpected character '{c}'"),
            });
        }
    }
    Ok(out)
}

/// Whether a word is a tag: `L1`, `@12`, `S1`, `S1.0`.
fn is_tag(w: &str) -> bool {
    if let Some(n) = w.strip_prefix('@') {
        return !n.is_empty() && n.chars().all(|c| c.is_ascii_digit());
    }
    let (name, depth) = match w.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (w, None),
    };
    let ident = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ident && depth.is_none_or(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
}

/// The tokens of one command, consumed left to right.
struct Cursor<'t> {
    tokens: &'t [(Token, usize)],
    pos: usize,
    line: usize,
    /// The column just past the line, for "found the end of the line".
    end: usize,
}

impl Cursor<'_> {
    fn error(&self, expected: &str) -> ParseError {
        let (col, found) = match self.tokens.get(self.pos) {
            Some((t, col)) => (*col, t.describe()),
            None => (self.end, "the end of the line".to_string()),
        };
        ParseError {
            line: self.line,
            col,
            message: format!("expected {expected}, found {found}"),
        }
    }

    fn tag(&mut self, what: &str) -> Result<TagRef, ParseError> {
        match self.tokens.get(self.pos) {
            Some((Token::Word(w), col)) if is_tag(w) => {
                self.pos += 1;
                Ok(TagRef {
                    text: w.clone(),
                    col: *col,
                })
            }
            _ => Err(self.error(&format!("{what} (a tag: L1, @12, S1 or S1.0)"))),
        }
    }

    fn int(&mut self, what: &str, min: i64) -> Result<i64, ParseError> {
        match self.tokens.get(self.pos) {
            Some((Token::Int(n), _)) if *n >= min => {
                self.pos += 1;
                Ok(*n)
            }
            _ => Err(self.error(&if min > i64::MIN {
                format!("{what} (an integer of at least {min})")
            } else {
                format!("{what} (an integer)")
            })),
        }
    }

    fn string(&mut self, what: &str) -> Result<String, ParseError> {
        match self.tokens.get(self.pos) {
            Some((Token::Str(s), _)) => {
                self.pos += 1;
                Ok(s.clone())
            }
            _ => Err(self.error(what)),
        }
    }

    fn at_tag(&self) -> bool {
        matches!(self.tokens.get(self.pos), Some((Token::Word(w), _)) if is_tag(w))
    }

    fn done(&self) -> Result<(), ParseError> {
        if self.pos < self.tokens.len() {
            return Err(self.error("the end of the line"));
        }
        Ok(())
    }
}

/// The command after its keyword.
fn command(keyword: &str, c: &mut Cursor<'_>) -> Result<Command, ParseError> {
    let any = i64::MIN;
    Ok(match keyword {
        "interchange" => Command::Interchange(c.tag("a loop")?, c.tag("a second loop")?),
        "reverse" => Command::Reverse(c.tag("a loop")?),
        "skew" => Command::Skew {
            outer: c.tag("the outer loop")?,
            inner: c.tag("the inner loop")?,
            factor: c.int("the skew factor", any)?,
        },
        "shift" => Command::Shift {
            target: c.tag("a statement or loop to shift")?,
            along: c.tag("the loop to shift along")?,
            amount: c.int("the shift", any)?,
        },
        "stripmine" => Command::StripMine {
            target: c.tag("a loop")?,
            size: c.int("the strip size", 2)?,
        },
        "tile" => {
            let mut loops = vec![c.tag("a loop")?];
            while c.at_tag() {
                loops.push(c.tag("a loop")?);
            }
            let mut sizes = Vec::new();
            for _ in &loops {
                sizes.push(c.int("a tile size for each loop", 2)?);
            }
            Command::Tile { loops, sizes }
        }
        "unroll" => Command::Unroll {
            target: c.tag("a loop")?,
            factor: {
                let f = c.int("the unroll factor", 2)?;
                if f > 16 {
                    c.pos -= 1;
                    return Err(c.error("the unroll factor (an integer from 2 to 16)"));
                }
                f
            },
        },
        "fuse" => Command::Fuse(c.tag("a loop")?, c.tag("the loop to fuse into it")?),
        "distribute" => Command::Distribute {
            target: c.tag("a loop")?,
            at: c.tag("the statement the second loop starts with")?,
        },
        "affine" => Command::Affine {
            target: c.tag("a statement")?,
            map: c.string("an isl map in quotes, e.g. \"{ [i, j] -> [i + j, j] }\"")?,
        },
        "realign" => Command::Realign {
            first: c.tag("a loop or statement")?,
            second: c.tag("the loop or statement to move next to it")?,
            shared: c.int("the number of loops they share", 0)? as usize,
        },
        "lift" => Command::Lift {
            name: c.tag("the new loop name")?.text,
            target: c.tag("a loop or statement")?,
            level: c.int("the level of the loop around it (1: outermost)", 1)? as usize,
        },
        "isplit" => Command::Isplit {
            target: c.tag("a loop or statement")?,
            set: c.string("an isl set in quotes, e.g. \"{ [i, j] : j < 32 }\"")?,
            level: c.int("the number of loops the two parts share", 0)? as usize,
        },
        "parallel" => Command::Parallel(c.tag("a loop")?),
        "vectorize" => Command::Vectorize(c.tag("a loop")?),
        "position" => {
            let target = c.tag("a statement or loop")?;
            let mut betas = vec![c.int("the position vector (integers b0 .. bd)", any)?];
            while c.pos < c.tokens.len() {
                betas.push(c.int("the position vector (integers b0 .. bd)", any)?);
            }
            Command::Position { target, betas }
        }
        _ => unreachable!("keywords are checked by the caller"),
    })
}

/// Parses a script: one command a line, `#` and `//` comments, blank
/// lines; `function NAME` scopes the commands after it to one function,
/// `scop NAME` to one SCoP (`FUNCTION.scopN`, as `tessera loops` names
/// it).
pub fn parse(text: &str) -> Result<Script, ParseError> {
    let mut script = Script::default();
    let mut function = None;
    let mut scop = None;
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let tokens = lex(raw, line)?;
        let Some((first, col)) = tokens.first() else {
            continue;
        };
        let mut c = Cursor {
            tokens: &tokens,
            pos: 1,
            line,
            end: raw.trim_end().chars().count() + 1,
        };
        let keyword = match first {
            Token::Word(w) => w.as_str(),
            _ => "",
        };
        if keyword == "function" {
            match tokens.get(1) {
                Some((Token::Word(w), _)) => function = Some(w.clone()),
                _ => return Err(c.error("a function name")),
            }
            scop = None;
            c.pos = 2;
            c.done()?;
            continue;
        }
        if keyword == "scop" {
            match tokens.get(1) {
                Some((Token::Word(w), _))
                    if w.rsplit_once('.').is_some_and(|(f, _)| !f.is_empty()) =>
                {
                    function = w.rsplit_once('.').map(|(f, _)| f.to_string());
                    scop = Some(w.clone());
                }
                _ => return Err(c.error("a SCoP name (FUNCTION.scopN, as tessera loops lists it)")),
            }
            c.pos = 2;
            c.done()?;
            continue;
        }
        if !KEYWORDS.contains(&keyword) {
            return Err(ParseError {
                line,
                col: *col,
                message: format!(
                    "expected a command ({}, function or scop), found {}",
                    KEYWORDS.join(", "),
                    first.describe()
                ),
            });
        }
        let command = command(keyword, &mut c)?;
        c.done()?;
        let text = match raw.find('#') {
            Some(i) => &raw[..i],
            None => raw,
        };
        let text = match text.find("//") {
            Some(i) => &text[..i],
            None => text,
        };
        script.lines.push(Line {
            line,
            text: text.trim().to_string(),
            function: function.clone(),
            scop: scop.clone(),
            command,
        });
    }
    Ok(script)
}

/// The script in a C source's comments: the text of every comment that
/// starts with `/* tessera` (the word on its own, then the commands on
/// the following lines, up to `*/`). Line numbers stay the source's: the
/// other lines are blank, so a parse error points into the C file.
pub fn from_source(c: &str) -> Option<String> {
    let mut out = String::new();
    let mut inside = false;
    let mut found = false;
    for line in c.lines() {
        let t = line.trim();
        if !inside {
            if let Some(rest) = t.strip_prefix("/* tessera") {
                if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                    inside = !rest.contains("*/");
                    found = true;
                    let body = rest.split("*/").next().unwrap_or("");
                    out += body.trim();
                }
            }
            out.push('\n');
            continue;
        }
        match line.find("*/") {
            Some(i) => {
                out += &line[..i];
                inside = false;
            }
            None => out += line,
        }
        out.push('\n');
    }
    found.then_some(out)
}
