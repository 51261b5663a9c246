//! The label mapping and tag resolution on plain data (the invariants are
//! the module's, `tags/mod.rs`): a leaf, no LLVM.

/// A loop of the function, as the tags see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoop {
    /// LoopInfo's preorder index.
    pub index: usize,
    pub parent: Option<usize>,
    /// The line its `for` starts on, when debug information says.
    pub line: Option<u32>,
    /// The SCoP (index among the function's) whose region holds it.
    pub scop: Option<usize>,
    /// Depth in its SCoP (0: outermost), or in the function in none.
    pub depth: u32,
}

/// A statement of a SCoP: (SCoP index, statement index).
pub type StmtRef = (usize, usize);

/// A C label of the function, with what the IR says of its statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLabel {
    pub name: String,
    pub line: u32,
    /// The statement the label's surviving record sits right before.
    pub before: Option<StmtRef>,
    /// The statements with an instruction on the label's line.
    pub on_line: Vec<StmtRef>,
    /// Whether the label is on a line of its own (`Lk:`): no instruction
    /// of the function is on its line, and its record did not survive
    /// (one that does labels code, maybe folded away).
    pub alone: bool,
    /// The first line after the label's that holds an instruction of the
    /// function.
    pub next_code_line: Option<u32>,
}

/// What a label tags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Loops of SCoPs (preorder indices): one source loop, or its copies.
    Loops(Vec<usize>),
    Statements(Vec<StmtRef>),
    Unmapped(Unmapped),
}

/// Why a label tags nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unmapped {
    /// The loops on its line (preorder indices) are in no SCoP.
    LoopNotInScop(Vec<usize>),
    /// No loop starts on its line and no statement of a SCoP is there.
    NotBeforeLoopOrStatement,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelTag {
    pub name: String,
    pub line: u32,
    pub target: Target,
}

/// The tags of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags {
    pub loops: Vec<SourceLoop>,
    pub labels: Vec<LabelTag>,
}

/// A tag as a user writes it: `L1` or `@12`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tag {
    Label(String),
    Line(u32),
}

impl std::str::FromStr for Tag {
    type Err = String;

    fn from_str(s: &str) -> Result<Tag, String> {
        if let Some(line) = s.strip_prefix('@') {
            return match line.parse() {
                Ok(n) if n > 0 => Ok(Tag::Line(n)),
                _ => Err(format!("'{s}': a line tag is @ and a line number")),
            };
        }
        let ident = s
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if ident {
            Ok(Tag::Label(s.to_string()))
        } else {
            Err(format!("'{s}' is neither a C label nor @LINE"))
        }
    }
}

impl std::fmt::Display for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tag::Label(l) => write!(f, "{l}"),
            Tag::Line(n) => write!(f, "@{n}"),
        }
    }
}

/// What a tag names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A loop of SCoP `scop` (preorder index `index`).
    Loop {
        scop: usize,
        index: usize,
    },
    Statement(StmtRef),
}

/// Why a tag names nothing, or more than one thing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// No label of that name, or no loop on that line.
    Unknown,
    /// The label tags nothing (the reason).
    Unmapped(Unmapped),
    /// The loop on that line is in no SCoP.
    NotInScop,
    /// It names several loops or statements.
    Ambiguous(Vec<Resolved>),
}

impl Tags {
    fn loop_at(&self, index: usize) -> Option<&SourceLoop> {
        self.loops.iter().find(|l| l.index == index)
    }

    /// The labels tagging the loop with this preorder index.
    pub fn loop_labels(&self, index: usize) -> Vec<&str> {
        self.labels
            .iter()
            .filter(|t| matches!(&t.target, Target::Loops(ls) if ls.contains(&index)))
            .map(|t| t.name.as_str())
            .collect()
    }

    /// The labels tagging a statement.
    pub fn statement_labels(&self, stmt: StmtRef) -> Vec<&str> {
        self.labels
            .iter()
            .filter(|t| matches!(&t.target, Target::Statements(s) if s.contains(&stmt)))
            .map(|t| t.name.as_str())
            .collect()
    }

    /// The one loop or statement of a SCoP a tag names.
    pub fn resolve(&self, tag: &Tag) -> Result<Resolved, ResolveError> {
        let found: Vec<Resolved> = match tag {
            Tag::Label(name) => {
                let mut found = Vec::new();
                let mut unmapped = None;
                for t in self.labels.iter().filter(|t| &t.name == name) {
                    match &t.target {
                        Target::Loops(ls) => found.extend(ls.iter().filter_map(|&i| {
                            let scop = self.loop_at(i)?.scop?;
                            Some(Resolved::Loop { scop, index: i })
                        })),
                        Target::Statements(ss) => {
                            found.extend(ss.iter().map(|&s| Resolved::Statement(s)))
                        }
                        Target::Unmapped(why) => unmapped = Some(why.clone()),
                    }
                }
                match unmapped {
                    Some(why) if found.is_empty() => return Err(ResolveError::Unmapped(why)),
                    _ => found,
                }
            }
            Tag::Line(n) => {
                let on_line: Vec<&SourceLoop> =
                    self.loops.iter().filter(|l| l.line == Some(*n)).collect();
                if !on_line.is_empty() && on_line.iter().all(|l| l.scop.is_none()) {
                    return Err(ResolveError::NotInScop);
                }
                on_line
                    .iter()
                    .filter_map(|l| {
                        Some(Resolved::Loop {
                            scop: l.scop?,
                            index: l.index,
                        })
                    })
                    .collect()
            }
        };
        match found.len() {
            0 => Err(ResolveError::Unknown),
            1 => Ok(found[0].clone()),
            _ => Err(ResolveError::Ambiguous(found)),
        }
    }
}

/// Maps each label to what it tags (the module's invariants).
pub fn map(loops: Vec<SourceLoop>, labels: Vec<SourceLabel>) -> Tags {
    let labels = labels
        .into_iter()
        .map(|l| {
            let target = label_target(&loops, &l);
            LabelTag {
                name: l.name,
                line: l.line,
                target,
            }
        })
        .collect();
    Tags { loops, labels }
}

fn label_target(loops: &[SourceLoop], label: &SourceLabel) -> Target {
    let tagged = outermost_on(loops, Some(label.line));
    // A label alone on its line (`Lk:`, the `for` on the next line) tags
    // the first loop after it, when no code comes between.
    let alone = label.alone && label.before.is_none() && label.on_line.is_empty();
    let tagged = if tagged.is_empty() && alone {
        let next = loops
            .iter()
            .filter_map(|l| l.line)
            .filter(|&line| line > label.line)
            .min()
            .filter(|&line| label.next_code_line.is_none_or(|c| line <= c));
        outermost_on(loops, next)
    } else {
        tagged
    };
    if !tagged.is_empty() {
        let in_scop: Vec<usize> = tagged
            .iter()
            .filter(|l| l.scop.is_some())
            .map(|l| l.index)
            .collect();
        return if in_scop.is_empty() {
            Target::Unmapped(Unmapped::LoopNotInScop(
                tagged.iter().map(|l| l.index).collect(),
            ))
        } else {
            Target::Loops(in_scop)
        };
    }
    if let Some(s) = label.before {
        return Target::Statements(vec![s]);
    }
    if !label.on_line.is_empty() {
        return Target::Statements(label.on_line.clone());
    }
    Target::Unmapped(Unmapped::NotBeforeLoopOrStatement)
}

/// The loops whose `for` starts on `line`, the outermost of them where
/// loops nested on one line share it (the label precedes the first `for`).
fn outermost_on(loops: &[SourceLoop], line: Option<u32>) -> Vec<&SourceLoop> {
    let Some(line) = line else {
        return Vec::new();
    };
    let on_line = |i: usize| loops.iter().any(|l| l.index == i && l.line == Some(line));
    loops
        .iter()
        .filter(|l| l.line == Some(line))
        .filter(|l| {
            let mut p = l.parent;
            while let Some(i) = p {
                if on_line(i) {
                    return false;
                }
                p = loops.iter().find(|x| x.index == i).and_then(|x| x.parent);
            }
            true
        })
        .collect()
}
