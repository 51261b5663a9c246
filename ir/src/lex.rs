//! The tokens of the text form.
//!
//! Shared by the lexer and the printer: the printer writes a word bare only
//! when [`is_bare_ident`] or [`is_bare_number`] says the lexer reads it back
//! as exactly that one token, and quotes it otherwise.

use std::fmt;

/// Why the text form could not be parsed, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line of the offending token or character.
    pub line: u32,
    /// 1-based column, counted in characters.
    pub col: u32,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// One token. Words and strings keep their (unescaped) text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    /// `[A-Za-z_.$][A-Za-z0-9_.$]*`
    Ident(String),
    /// `-?[0-9][A-Za-z0-9_.]*`, where a `+` or `-` may follow an `e`, `E`,
    /// `p` or `P` when a digit follows it (`1.000000e+00`).
    Number(String),
    /// `"..."` with the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\u{hex}`.
    Str(String),
    /// One of `@ % # { } [ ] ( ) , : = ?`.
    Punct(char),
    Eof,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub tok: Tok,
    /// 1-based.
    pub line: u32,
    /// 1-based, in characters.
    pub col: u32,
}

const PUNCT: &[char] = &[
    '@', '%', '#', '{', '}', '[', ']', '(', ')', ',', ':', '=', '?',
];

pub(crate) fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$'
}

pub(crate) fn is_ident_char(c: char) -> bool {
    is_ident_start(c) || c.is_ascii_digit()
}

fn is_number_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

/// Whether `s` is printed bare where a word is expected (a name, a type, a
/// dimension parameter, a flag).
pub(crate) fn is_bare_ident(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if is_ident_start(c) => chars.all(is_ident_char),
        _ => false,
    }
}

/// Whether `s` is printed bare where a number may stand (constant values,
/// flags).
pub(crate) fn is_bare_number(s: &str) -> bool {
    let chars: Vec<char> = s.chars().collect();
    starts_number(&chars, 0) && scan_number(&chars, 0) == chars.len()
}

fn starts_number(chars: &[char], i: usize) -> bool {
    match chars.get(i) {
        Some(c) if c.is_ascii_digit() => true,
        Some('-') => chars.get(i + 1).is_some_and(|c| c.is_ascii_digit()),
        _ => false,
    }
}

/// The end of the number starting at `i` (which [`starts_number`]).
fn scan_number(chars: &[char], mut i: usize) -> usize {
    if chars.get(i) == Some(&'-') {
        i += 1;
    }
    while let Some(&c) = chars.get(i) {
        let exponent_sign = (c == '+' || c == '-')
            && i > 0
            && chars
                .get(i - 1)
                .is_some_and(|p| matches!(p, 'e' | 'E' | 'p' | 'P'))
            && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        if !(is_number_char(c) || exponent_sign) {
            break;
        }
        i += 1;
    }
    i
}

/// Writes `s` as a string literal.
pub(crate) fn write_quoted(out: &mut impl std::fmt::Write, s: &str) -> std::fmt::Result {
    out.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => out.write_str("\\\"")?,
            '\\' => out.write_str("\\\\")?,
            '\n' => out.write_str("\\n")?,
            '\t' => out.write_str("\\t")?,
            '\r' => out.write_str("\\r")?,
            c if c.is_control() => write!(out, "\\u{{{:x}}}", c as u32)?,
            c => out.write_char(c)?,
        }
    }
    out.write_char('"')
}

/// Splits `src` into tokens, ending with [`Tok::Eof`]. Never panics.
pub(crate) fn lex(src: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = src.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0usize;
    let mut line = 1u32;
    let mut col = 1u32;
    // Advances over chars[i] (which exists), keeping line and col.
    macro_rules! advance {
        () => {{
            if chars.get(i) == Some(&'\n') {
                line = line.saturating_add(1);
                col = 1;
            } else {
                col = col.saturating_add(1);
            }
            i += 1;
        }};
    }
    while let Some(&c) = chars.get(i) {
        let (tline, tcol) = (line, col);
        let err = |message: String| ParseError {
            line: tline,
            col: tcol,
            message,
        };
        if c.is_whitespace() {
            advance!();
        } else if c == '/' {
            if chars.get(i + 1) != Some(&'/') {
                return Err(err(
                    "unexpected character '/' (comments start with '//')".into()
                ));
            }
            while chars.get(i).is_some_and(|&c| c != '\n') {
                advance!();
            }
        } else if PUNCT.contains(&c) {
            advance!();
            toks.push(Token {
                tok: Tok::Punct(c),
                line: tline,
                col: tcol,
            });
        } else if is_ident_start(c) {
            let start = i;
            while chars.get(i).is_some_and(|&c| is_ident_char(c)) {
                advance!();
            }
            toks.push(Token {
                tok: Tok::Ident(chars.get(start..i).unwrap_or_default().iter().collect()),
                line: tline,
                col: tcol,
            });
        } else if starts_number(&chars, i) {
            let start = i;
            let end = scan_number(&chars, i);
            while i < end {
                advance!();
            }
            toks.push(Token {
                tok: Tok::Number(chars.get(start..end).unwrap_or_default().iter().collect()),
                line: tline,
                col: tcol,
            });
        } else if c == '"' {
            advance!();
            let mut s = String::new();
            loop {
                let (eline, ecol) = (line, col);
                match chars.get(i) {
                    None | Some('\n') => return Err(err("unterminated string".into())),
                    Some('"') => {
                        advance!();
                        break;
                    }
                    Some('\\') => {
                        advance!();
                        let bad = |what: &str| ParseError {
                            line: eline,
                            col: ecol,
                            message: format!("invalid escape in string: {what}"),
                        };
                        let e = match chars.get(i) {
                            Some('"') => '"',
                            Some('\\') => '\\',
                            Some('n') => '\n',
                            Some('t') => '\t',
                            Some('r') => '\r',
                            Some('u') => {
                                advance!();
                                if chars.get(i) != Some(&'{') {
                                    return Err(bad("expected '{' after \\u"));
                                }
                                advance!();
                                let mut v: u32 = 0;
                                let mut n = 0;
                                while let Some(d) = chars.get(i).and_then(|c| c.to_digit(16)) {
                                    if n == 6 {
                                        return Err(bad("more than 6 hex digits"));
                                    }
                                    v = v * 16 + d;
                                    n += 1;
                                    advance!();
                                }
                                if n == 0 || chars.get(i) != Some(&'}') {
                                    return Err(bad("expected \\u{hex}"));
                                }
                                match char::from_u32(v) {
                                    Some(c) => c,
                                    None => return Err(bad("not a character")),
                                }
                            }
                            Some(c) => return Err(bad(&format!("'\\{c}'"))),
                            None => return Err(err("unterminated string".into())),
                        };
                        // Step over the last character of the escape.
                        advance!();
                        s.push(e);
                    }
                    Some(&c) => {
                        advance!();
                        s.push(c);
                    }
                }
            }
            toks.push(Token {
                tok: Tok::Str(s),
                line: tline,
                col: tcol,
            });
        } else {
            return Err(err(format!("unexpected character {c:?}")));
        }
    }
    toks.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(toks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn words_and_numbers() {
        assert!(is_bare_ident("phi.sum"));
        assert!(is_bare_ident("_x$1"));
        assert!(!is_bare_ident("1x"));
        assert!(!is_bare_ident(""));
        assert!(!is_bare_ident("a b"));
        assert!(!is_bare_ident("n-1"));
        for n in [
            "0",
            "-3",
            "2.5",
            "1.000000e+00",
            "-1.5E-3",
            "0x1.8p+1",
            "0xFFF8000000000000",
        ] {
            assert!(is_bare_number(n), "{n}");
            assert_eq!(toks(n), vec![Tok::Number(n.into()), Tok::Eof]);
        }
        for n in ["", "-", "+1", "1e+", "1 2", "1+2", "--1", "1e+x"] {
            assert!(!is_bare_number(n), "{n}");
        }
    }

    #[test]
    fn strings_and_comments() {
        let mut q = String::new();
        write_quoted(&mut q, "a\"b\\c\nd\u{1}é").unwrap();
        assert_eq!(q, r#""a\"b\\c\nd\u{1}é""#);
        assert_eq!(
            toks(&format!("{q} // comment \"\n@x")),
            vec![
                Tok::Str("a\"b\\c\nd\u{1}é".into()),
                Tok::Punct('@'),
                Tok::Ident("x".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn positions() {
        let t = lex("a\n  \"é\" b").unwrap();
        let pos: Vec<(u32, u32)> = t.iter().map(|t| (t.line, t.col)).collect();
        assert_eq!(pos, vec![(1, 1), (2, 3), (2, 7), (2, 8)]);
    }

    #[test]
    fn errors() {
        let e = |s: &str| lex(s).unwrap_err().to_string();
        assert_eq!(e("a\n \"abc"), "2:2: unterminated string");
        assert_eq!(e("\"ab\ncd\""), "1:1: unterminated string");
        assert_eq!(e("x \"a\\q\""), "1:5: invalid escape in string: '\\q'");
        assert_eq!(
            e("\"\\u{110000}\""),
            "1:2: invalid escape in string: not a character"
        );
        assert_eq!(
            e("\"\\u{}\""),
            "1:2: invalid escape in string: expected \\u{hex}"
        );
        assert_eq!(
            e("a / b"),
            "1:3: unexpected character '/' (comments start with '//')"
        );
        assert_eq!(e("a ; b"), "1:3: unexpected character ';'");
        assert_eq!(e("\"\\"), "1:1: unterminated string");
    }
}
