//! The printer of the text form (see the crate's README for the grammar).
//!
//! One entity per line, two spaces of indentation per level, every isl
//! string quoted. Names, types, flags and constants are printed bare when
//! the lexer reads them back as that very word, and quoted otherwise, so
//! [`crate::parse_module`] gives back the model that was printed.

use std::fmt::{self, Display, Formatter, Write};

use crate::lex::{is_bare_ident, is_bare_number, write_quoted};
use crate::model::*;
use crate::parse::ACCESS_KEYWORDS;

/// Prints a module: the scops in order, separated by blank lines, ending
/// with a newline (nothing for an empty module).
pub fn print_module(scops: &[Scop]) -> String {
    let mut out = String::new();
    for (i, scop) in scops.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{scop}");
    }
    out
}

/// A string literal.
struct Quoted<'a>(&'a str);

impl Display for Quoted<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_quoted(f, self.0)
    }
}

/// A name or a type: bare when it is an identifier, quoted otherwise.
struct Word<'a>(&'a str);

impl Display for Word<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if is_bare_ident(self.0) {
            f.write_str(self.0)
        } else {
            write_quoted(f, self.0)
        }
    }
}

/// An instruction flag: `@callee`, a word or a number.
struct Flag<'a>(&'a str);

impl Display for Flag<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if let Some(callee) = self.0.strip_prefix('@') {
            write!(f, "@{}", Word(callee))
        } else if is_bare_number(self.0) {
            f.write_str(self.0)
        } else {
            Word(self.0).fmt(f)
        }
    }
}

impl ArrayKind {
    /// The keyword of the text form: `memory`, `value`, `phi` or `exitphi`.
    pub fn keyword(self) -> &'static str {
        match self {
            ArrayKind::Memory => "memory",
            ArrayKind::Value => "value",
            ArrayKind::Phi => "phi",
            ArrayKind::ExitPhi => "exitphi",
        }
    }
}

impl AccessKind {
    /// The keyword of the text form: `read`, `write` or `maywrite`.
    pub fn keyword(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::MustWrite => "write",
            AccessKind::MayWrite => "maywrite",
        }
    }
}

impl Display for ArrayKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

impl Display for AccessKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// `loc("file":line:col)`
impl Display for SourceLoc {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "loc({}:{}:{})", Quoted(&self.file), self.line, self.col)
    }
}

/// `?`, `1000`, `n` or `"n + 1"`.
impl Display for Dim {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Unknown => f.write_str("?"),
            Dim::Const(n) => write!(f, "{n}"),
            Dim::Param(p) => Word(p).fmt(f),
        }
    }
}

/// `n : i32`
impl Display for Param {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{} : {}", Word(&self.name), Word(&self.ty))
    }
}

/// `array @C : f64 [?, 1000] memory size 8`
impl Display for Array {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "array @{} : {} [", Word(&self.name), Word(&self.elem))?;
        for (i, d) in self.sizes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            d.fmt(f)?;
        }
        write!(f, "] {} size {}", self.kind, self.elem_size)
    }
}

/// `%3`, `%beta`, `%"weird name"`, `2.5 : f64`, `"<2 x i32> <i32 1, i32 2>" : "<2 x i32>"`
/// or `affine("i0 + 1")`.
impl Display for Operand {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Local(n) => write!(f, "%{n}"),
            Operand::External(name) => write!(f, "%{}", Word(name)),
            Operand::Const { value, ty } => {
                if (is_bare_ident(value) && value != "affine") || is_bare_number(value) {
                    f.write_str(value)?;
                } else {
                    write_quoted(f, value)?;
                }
                write!(f, " : {}", Word(ty))
            }
            Operand::Affine(expr) => write!(f, "affine({})", Quoted(expr)),
        }
    }
}

/// `%1 = fmul [fast] %0, %beta : f64`, `store %1, #1 : void`: the access
/// an instruction uses, if any, comes last among its operands as `#k`.
impl Display for Instr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if let Some(r) = self.result {
            write!(f, "%{r} = ")?;
        }
        if self.result.is_none() && ACCESS_KEYWORDS.contains(&self.opcode.as_str()) {
            write_quoted(f, &self.opcode)?;
        } else {
            Word(&self.opcode).fmt(f)?;
        }
        if !self.flags.is_empty() {
            f.write_str(" [")?;
            for (i, flag) in self.flags.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                Flag(flag).fmt(f)?;
            }
            f.write_str("]")?;
        }
        let mut sep = " ";
        for op in &self.operands {
            write!(f, "{sep}{op}")?;
            sep = ", ";
        }
        if let Some(k) = self.access {
            write!(f, "{sep}#{k}")?;
        }
        write!(f, " : {}", Word(&self.ty))
    }
}

fn write_statement(f: &mut Formatter<'_>, s: &Statement, indent: &str) -> fmt::Result {
    write!(f, "{indent}stmt @{}", Word(&s.name))?;
    if let Some(loc) = &s.location {
        write!(f, " {loc}")?;
    }
    writeln!(f, " {{")?;
    writeln!(f, "{indent}  domain {}", Quoted(&s.domain))?;
    writeln!(f, "{indent}  schedule {}", Quoted(&s.schedule))?;
    for (i, a) in s.accesses.iter().enumerate() {
        writeln!(
            f,
            "{indent}  {} #{i} @{} {}",
            a.kind,
            Word(&a.array),
            Quoted(&a.relation)
        )?;
    }
    for instr in &s.body {
        writeln!(f, "{indent}  {instr}")?;
    }
    write!(f, "{indent}}}")
}

/// The `stmt @S0 { ... }` block, without a final newline.
impl Display for Statement {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_statement(f, self, "")
    }
}

/// The `scop @name in @function { ... }` block, without a final newline.
impl Display for Scop {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "scop @{} in @{}", Word(&self.name), Word(&self.function))?;
        if let Some(loc) = &self.location {
            write!(f, " {loc}")?;
        }
        writeln!(f, " {{")?;
        f.write_str("  params [")?;
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            p.fmt(f)?;
        }
        writeln!(f, "]")?;
        writeln!(f, "  context {}", Quoted(&self.context))?;
        if !self.assumed.is_empty() {
            writeln!(f, "  assumed {}", Quoted(&self.assumed))?;
        }
        for a in &self.arrays {
            writeln!(f, "  {a}")?;
        }
        for s in &self.statements {
            write_statement(f, s, "  ")?;
            writeln!(f)?;
        }
        write!(f, "}}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instr(opcode: &str, result: Option<u32>) -> Instr {
        Instr {
            result,
            opcode: opcode.into(),
            flags: vec![],
            operands: vec![],
            access: None,
            ty: "void".into(),
        }
    }

    #[test]
    fn operands() {
        let c = |v: &str, t: &str| {
            Operand::Const {
                value: v.into(),
                ty: t.into(),
            }
            .to_string()
        };
        assert_eq!(Operand::Local(3).to_string(), "%3");
        assert_eq!(Operand::External("a.b_1".into()).to_string(), "%a.b_1");
        assert_eq!(Operand::External("7".into()).to_string(), "%\"7\"");
        assert_eq!(Operand::External("x y".into()).to_string(), "%\"x y\"");
        assert_eq!(c("2.5", "f64"), "2.5 : f64");
        assert_eq!(c("1.000000e+00", "double"), "1.000000e+00 : double");
        assert_eq!(c("true", "i1"), "true : i1");
        assert_eq!(c("affine", "i1"), "\"affine\" : i1");
        assert_eq!(c("", "i1"), "\"\" : i1");
        assert_eq!(c("<i32 1>", "<1 x i32>"), "\"<i32 1>\" : \"<1 x i32>\"");
        assert_eq!(
            Operand::Affine("i0 + \"1\"".into()).to_string(),
            r#"affine("i0 + \"1\"")"#
        );
    }

    #[test]
    fn dims_and_locs() {
        assert_eq!(Dim::Unknown.to_string(), "?");
        assert_eq!(Dim::Const(-4).to_string(), "-4");
        assert_eq!(Dim::Param("n".into()).to_string(), "n");
        assert_eq!(Dim::Param("n + 1".into()).to_string(), "\"n + 1\"");
        assert_eq!(Dim::Param("5".into()).to_string(), "\"5\"");
        let loc = SourceLoc {
            file: "C:\\a\\\"b\".c".into(),
            line: 1,
            col: 2,
        };
        assert_eq!(loc.to_string(), r#"loc("C:\\a\\\"b\".c":1:2)"#);
    }

    #[test]
    fn instrs() {
        assert_eq!(instr("ret", None).to_string(), "ret : void");
        assert_eq!(instr("read", None).to_string(), "\"read\" : void");
        assert_eq!(instr("read", Some(1)).to_string(), "%1 = read : void");
        let mut i = instr("call", Some(4));
        i.flags = vec![
            "tail".into(),
            "@sqrt".into(),
            "@llvm.fma.f64".into(),
            "@a b".into(),
            "8".into(),
            "align 8".into(),
        ];
        i.operands = vec![Operand::Local(1)];
        i.access = Some(2);
        i.ty = "f64".into();
        assert_eq!(
            i.to_string(),
            r#"%4 = call [tail, @sqrt, @llvm.fma.f64, @"a b", 8, "align 8"] %1, #2 : f64"#
        );
        i.operands.clear();
        i.flags.clear();
        assert_eq!(i.to_string(), "%4 = call #2 : f64");
    }

    #[test]
    fn empty_module() {
        assert_eq!(print_module(&[]), "");
    }
}
