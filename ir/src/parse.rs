//! The parser of the text form: a hand-written lexer and a recursive-descent
//! parser over it (the grammar has no nesting beyond scop > stmt > instr, so
//! nothing recurses on input).
//!
//! It accepts what [`crate::print`] prints, with any whitespace between
//! tokens and `//` comments; see the crate's README for the grammar. It does
//! not check the model's invariants: call [`Scop::verify`] for that.

use std::str::FromStr;

use crate::lex::{lex, Tok, Token};
// Declared with the lexer, which reports positions first; its public
// path stays `parse::ParseError`.
pub use crate::lex::ParseError;
use crate::model::*;

/// Parses a module: any number of `scop` blocks (an empty text is an empty
/// module).
pub fn parse_module(src: &str) -> Result<Vec<Scop>, ParseError> {
    let mut p = Parser::new(src)?;
    let mut scops = Vec::new();
    while p.peek().tok != Tok::Eof {
        scops.push(p.scop()?);
    }
    Ok(scops)
}

/// Parses a text holding exactly one `scop` block.
impl FromStr for Scop {
    type Err = ParseError;

    fn from_str(src: &str) -> Result<Scop, ParseError> {
        let mut p = Parser::new(src)?;
        let scop = p.scop()?;
        if p.peek().tok != Tok::Eof {
            return Err(p.expected("end of input (one scop only)"));
        }
        Ok(scop)
    }
}

/// Words that start an access line in a statement: an instruction without a
/// result whose opcode is one of these has it quoted.
pub(crate) const ACCESS_KEYWORDS: [&str; 3] = ["read", "write", "maywrite"];

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// Returned by `peek` past the end (the lexer always ends with an `Eof`
    /// token, so this is only a fallback).
    eof: Token,
}

type PResult<T> = Result<T, ParseError>;

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Ident(s) | Tok::Number(s) => format!("'{s}'"),
        Tok::Str(_) => "a string".into(),
        Tok::Punct(c) => format!("'{c}'"),
        Tok::Eof => "end of input".into(),
    }
}

impl Parser {
    fn new(src: &str) -> PResult<Parser> {
        let toks = lex(src)?;
        let eof = toks.last().cloned().unwrap_or(Token {
            tok: Tok::Eof,
            line: 1,
            col: 1,
        });
        Ok(Parser { toks, pos: 0, eof })
    }

    fn peek(&self) -> &Token {
        self.toks.get(self.pos).unwrap_or(&self.eof)
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn error_at(t: &Token, message: impl Into<String>) -> ParseError {
        ParseError {
            line: t.line,
            col: t.col,
            message: message.into(),
        }
    }

    /// "expected {what}, found ..." at the next token.
    fn expected(&self, what: &str) -> ParseError {
        let t = self.peek();
        Self::error_at(t, format!("expected {what}, found {}", describe(&t.tok)))
    }

    fn is_punct(&self, c: char) -> bool {
        self.peek().tok == Tok::Punct(c)
    }

    fn is_keyword(&self, kw: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if s == kw)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        let found = self.is_punct(c);
        if found {
            self.bump();
        }
        found
    }

    fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{c}'")))
        }
    }

    fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.is_keyword(kw) {
            self.bump();
            Ok(())
        } else {
            Err(self.expected(&format!("'{kw}'")))
        }
    }

    fn string(&mut self, what: &str) -> PResult<String> {
        match &self.peek().tok {
            Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// A bare word or a string.
    fn word(&mut self, what: &str) -> PResult<String> {
        match &self.peek().tok {
            Tok::Ident(s) | Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// `'@' word`
    fn at_name(&mut self, what: &str) -> PResult<String> {
        if !self.is_punct('@') {
            return Err(self.expected(&format!("'@' and {what}")));
        }
        self.bump();
        self.word(what)
    }

    fn ty(&mut self) -> PResult<String> {
        self.word("a type")
    }

    fn number<T: FromStr>(&mut self, what: &str) -> PResult<T> {
        let t = self.peek().clone();
        match &t.tok {
            Tok::Number(s) => match s.parse::<T>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => Err(Self::error_at(&t, format!("invalid {what} '{s}'"))),
            },
            _ => Err(self.expected(what)),
        }
    }

    /// `loc '(' string ':' int ':' int ')'`, when the next word is `loc`.
    fn opt_loc(&mut self) -> PResult<Option<SourceLoc>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect_punct('(')?;
        let file = self.string("a file name string")?;
        self.expect_punct(':')?;
        let line = self.number("line number")?;
        self.expect_punct(':')?;
        let col = self.number("column number")?;
        self.expect_punct(')')?;
        Ok(Some(SourceLoc { file, line, col }))
    }

    fn scop(&mut self) -> PResult<Scop> {
        self.expect_keyword("scop")?;
        let name = self.at_name("a scop name")?;
        self.expect_keyword("in")?;
        let function = self.at_name("a function name")?;
        let location = self.opt_loc()?;
        self.expect_punct('{')?;

        self.expect_keyword("params")?;
        self.expect_punct('[')?;
        let mut params = Vec::new();
        if !self.eat_punct(']') {
            loop {
                let name = self.word("a parameter name")?;
                self.expect_punct(':')?;
                let ty = self.ty()?;
                params.push(Param { name, ty });
                if self.eat_punct(']') {
                    break;
                }
                if !self.eat_punct(',') {
                    return Err(self.expected("',' or ']'"));
                }
            }
        }

        self.expect_keyword("context")?;
        let context = self.string("an isl set string")?;
        let assumed = if self.is_keyword("assumed") {
            self.expect_keyword("assumed")?;
            self.string("an isl set string")?
        } else {
            String::new()
        };

        let mut arrays = Vec::new();
        while self.is_keyword("array") {
            arrays.push(self.array()?);
        }
        let mut statements = Vec::new();
        while self.is_keyword("stmt") {
            statements.push(self.statement()?);
        }
        if !self.eat_punct('}') {
            return Err(self.expected(if statements.is_empty() {
                "'array', 'stmt' or '}'"
            } else {
                "'stmt' or '}'"
            }));
        }
        Ok(Scop {
            name,
            function,
            location,
            params,
            context,
            assumed,
            arrays,
            statements,
        })
    }

    fn array(&mut self) -> PResult<Array> {
        self.expect_keyword("array")?;
        let name = self.at_name("an array name")?;
        self.expect_punct(':')?;
        let elem = self.ty()?;
        self.expect_punct('[')?;
        let mut sizes = Vec::new();
        if !self.eat_punct(']') {
            loop {
                sizes.push(self.dim()?);
                if self.eat_punct(']') {
                    break;
                }
                if !self.eat_punct(',') {
                    return Err(self.expected("',' or ']'"));
                }
            }
        }
        let kind = match &self.peek().tok {
            Tok::Ident(s) if s == "memory" => ArrayKind::Memory,
            Tok::Ident(s) if s == "value" => ArrayKind::Value,
            Tok::Ident(s) if s == "phi" => ArrayKind::Phi,
            Tok::Ident(s) if s == "exitphi" => ArrayKind::ExitPhi,
            _ => return Err(self.expected("'memory', 'value', 'phi' or 'exitphi'")),
        };
        self.bump();
        self.expect_keyword("size")?;
        let elem_size = self.number("element size")?;
        Ok(Array {
            name,
            elem,
            elem_size,
            sizes,
            kind,
        })
    }

    fn dim(&mut self) -> PResult<Dim> {
        if self.eat_punct('?') {
            return Ok(Dim::Unknown);
        }
        if let Tok::Number(_) = self.peek().tok {
            return Ok(Dim::Const(self.number("dimension size")?));
        }
        Ok(Dim::Param(self.word("a dimension size")?))
    }

    fn statement(&mut self) -> PResult<Statement> {
        self.expect_keyword("stmt")?;
        let name = self.at_name("a statement name")?;
        let location = self.opt_loc()?;
        self.expect_punct('{')?;
        self.expect_keyword("domain")?;
        let domain = self.string("an isl set string")?;
        self.expect_keyword("schedule")?;
        let schedule = self.string("an isl map string")?;
        let mut accesses = Vec::new();
        let mut body = Vec::new();
        loop {
            if self.eat_punct('}') {
                break;
            }
            if self.peek().tok == Tok::Eof {
                return Err(self.expected("'}'"));
            }
            let kind = match &self.peek().tok {
                Tok::Ident(s) if s == "read" => Some(AccessKind::Read),
                Tok::Ident(s) if s == "write" => Some(AccessKind::MustWrite),
                Tok::Ident(s) if s == "maywrite" => Some(AccessKind::MayWrite),
                _ => None,
            };
            match kind {
                Some(kind) => {
                    if !body.is_empty() {
                        return Err(Self::error_at(
                            self.peek(),
                            "accesses must come before instructions",
                        ));
                    }
                    self.bump();
                    accesses.push(self.access(kind, accesses.len())?);
                }
                None => body.push(self.instr()?),
            }
        }
        Ok(Statement {
            name,
            domain,
            schedule,
            accesses,
            body,
            location,
        })
    }

    /// The rest of an access line after its keyword: `'#' int '@' word
    /// string`, where the number is the access's position.
    fn access(&mut self, kind: AccessKind, index: usize) -> PResult<Access> {
        let t = self.peek().clone();
        self.expect_punct('#')?;
        let n: u32 = self.number("access number")?;
        if usize::try_from(n).ok() != Some(index) {
            return Err(Self::error_at(
                &t,
                format!("access #{n} out of order, expected #{index}"),
            ));
        }
        let array = self.at_name("an array name")?;
        let relation = self.string("an isl map string")?;
        Ok(Access {
            kind,
            array,
            relation,
        })
    }

    fn instr(&mut self) -> PResult<Instr> {
        let mut result = None;
        if self.eat_punct('%') {
            result = Some(self.number("result number")?);
            self.expect_punct('=')?;
        }
        let opcode = self.word("an instruction")?;

        let mut flags = Vec::new();
        if self.eat_punct('[') && !self.eat_punct(']') {
            loop {
                flags.push(self.flag()?);
                if self.eat_punct(']') {
                    break;
                }
                if !self.eat_punct(',') {
                    return Err(self.expected("',' or ']'"));
                }
            }
        }

        let mut operands = Vec::new();
        let mut access = None;
        if !self.is_punct(':') {
            loop {
                if self.eat_punct('#') {
                    access = Some(self.number("access number")?);
                    if !self.is_punct(':') {
                        return Err(self.expected("':' (the access '#n' comes last)"));
                    }
                    break;
                }
                operands.push(self.operand()?);
                if !self.eat_punct(',') {
                    if !self.is_punct(':') {
                        return Err(self.expected("',' or ':'"));
                    }
                    break;
                }
            }
        }
        self.expect_punct(':')?;
        let ty = self.ty()?;
        Ok(Instr {
            result,
            opcode,
            flags,
            operands,
            access,
            ty,
        })
    }

    /// `'@' word | ident | number | string`
    fn flag(&mut self) -> PResult<String> {
        if self.eat_punct('@') {
            return Ok(format!("@{}", self.word("a callee name")?));
        }
        match &self.peek().tok {
            Tok::Ident(s) | Tok::Number(s) | Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected("a flag")),
        }
    }

    fn operand(&mut self) -> PResult<Operand> {
        if self.eat_punct('%') {
            return match &self.peek().tok {
                Tok::Number(_) => Ok(Operand::Local(self.number("local number")?)),
                Tok::Ident(_) | Tok::Str(_) => Ok(Operand::External(self.word("a value name")?)),
                _ => Err(self.expected("a local number or a value name after '%'")),
            };
        }
        if self.is_keyword("affine") {
            self.bump();
            self.expect_punct('(')?;
            let expr = self.string("an affine expression string")?;
            self.expect_punct(')')?;
            return Ok(Operand::Affine(expr));
        }
        let value = match &self.peek().tok {
            Tok::Ident(s) | Tok::Number(s) | Tok::Str(s) => s.clone(),
            _ => return Err(self.expected("an operand")),
        };
        self.bump();
        self.expect_punct(':')?;
        let ty = self.ty()?;
        Ok(Operand::Const { value, ty })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "scop @s in @f {\n  params []\n  context \"{ : }\"\n";

    #[test]
    fn empty_module() {
        assert_eq!(parse_module("").unwrap(), vec![]);
        assert_eq!(parse_module("  // nothing\n\n").unwrap(), vec![]);
    }

    #[test]
    fn minimal_scop() {
        let s: Scop = format!("{HEAD}}}").parse().unwrap();
        assert_eq!(s.name, "s");
        assert_eq!(s.function, "f");
        assert!(s.params.is_empty() && s.arrays.is_empty() && s.statements.is_empty());
    }

    #[test]
    fn from_str_wants_one_scop() {
        assert_eq!(
            "".parse::<Scop>().unwrap_err().to_string(),
            "1:1: expected 'scop', found end of input"
        );
        assert_eq!(
            format!("{HEAD}}}\n{HEAD}}}")
                .parse::<Scop>()
                .unwrap_err()
                .to_string(),
            "5:1: expected end of input (one scop only), found 'scop'"
        );
    }

    #[test]
    fn instruction_forms() {
        let s: Scop = format!(
            "{HEAD} stmt @S {{ domain \"\" schedule \"\"
               read #0 @A \"\"
               %0 = load #0 : f64
               %1 = call [@\"my fn\", 8, \"align 8\"] %0, %x.y, %\"a b\", true : i1, -1.5e+3 : f64, \"<2 x i32>\" : \"<2 x i32>\", affine(\"i + 1\") : f64
               store [] %1, #0 : void
               \"read\" : void
               ret : void
             }}}}"
        )
        .parse()
        .unwrap();
        let b = &s.statements[0].body;
        assert_eq!(b.len(), 5);
        assert_eq!(b[0].access, Some(0));
        assert_eq!(b[1].flags, vec!["@my fn", "8", "align 8"]);
        assert_eq!(
            b[1].operands,
            vec![
                Operand::Local(0),
                Operand::External("x.y".into()),
                Operand::External("a b".into()),
                Operand::Const {
                    value: "true".into(),
                    ty: "i1".into()
                },
                Operand::Const {
                    value: "-1.5e+3".into(),
                    ty: "f64".into()
                },
                Operand::Const {
                    value: "<2 x i32>".into(),
                    ty: "<2 x i32>".into()
                },
                Operand::Affine("i + 1".into()),
            ]
        );
        assert_eq!(b[2].flags, Vec::<String>::new());
        assert_eq!(b[2].access, Some(0));
        assert_eq!(b[3].opcode, "read");
        assert_eq!(b[4].operands, vec![]);
    }
}
