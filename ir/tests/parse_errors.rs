//! Malformed inputs: the error's line, column and message.

use tessera_ir::*;

/// A scop header and the lines of its body up to the arrays.
const HEAD: &str = "scop @s in @f {\n  params [n : i32]\n  context \"[n] -> { : }\"\n";

/// The head of a statement `S` (lines 4 to 6 of a text starting with HEAD).
const STMT: &str =
    "  stmt @S {\n    domain \"[n] -> { S[i] }\"\n    schedule \"[n] -> { S[i] -> [i] }\"\n";

fn err(src: &str) -> String {
    match parse_module(src) {
        Ok(m) => panic!("parsed: {m:?}"),
        Err(e) => e.to_string(),
    }
}

#[track_caller]
fn check(src: &str, expected: &str) {
    assert_eq!(err(src), expected, "input:\n{src}");
}

#[test]
fn error_fields() {
    let e = parse_module("scop @s in @f\n  params []").unwrap_err();
    assert_eq!(
        e,
        ParseError {
            line: 2,
            col: 3,
            message: "expected '{', found 'params'".into()
        }
    );
    assert_eq!(e.to_string(), "2:3: expected '{', found 'params'");
}

#[test]
fn scop_header() {
    check("scop @s @f {", "1:9: expected 'in', found '@'");
    check(
        "scop s in @f {",
        "1:6: expected '@' and a scop name, found 's'",
    );
    check("scop @ {", "1:8: expected a scop name, found '{'");
    check("scope @s in @f {", "1:1: expected 'scop', found 'scope'");
    check("  // c\n\n  42", "3:3: expected 'scop', found '42'");
    check(
        "scop @s in @f {\n  context \"\"",
        "2:3: expected 'params', found 'context'",
    );
    check(
        "scop @s in @f {\n  params [n : i32 m : i32]",
        "2:19: expected ',' or ']', found 'm'",
    );
    check(
        "scop @s in @f {\n  params [n i32]",
        "2:13: expected ':', found 'i32'",
    );
    check(
        "scop @s in @f {\n  params []\n  context [n]",
        "3:11: expected an isl set string, found '['",
    );
}

#[test]
fn locations() {
    check(
        "scop @s in @f loc(gemm.c:1:2) {",
        "1:19: expected a file name string, found 'gemm.c'",
    );
    check(
        "scop @s in @f loc(\"f\":1) {",
        "1:24: expected ':', found ')'",
    );
    check(
        "scop @s in @f loc(\"f\":-1:2) {",
        "1:23: invalid line number '-1'",
    );
    check(
        "scop @s in @f loc(\"f\":1:99999999999) {",
        "1:25: invalid column number '99999999999'",
    );
}

#[test]
fn arrays() {
    check(
        &format!("{HEAD}  array @A : f64 [?] heap size 8\n}}"),
        "4:22: expected 'memory', 'value', 'phi' or 'exitphi', found 'heap'",
    );
    check(
        &format!("{HEAD}  array @A : f64 [99999999999999999999] memory size 8\n}}"),
        "4:19: invalid dimension size '99999999999999999999'",
    );
    check(
        &format!("{HEAD}  array @A : f64 [?, +1] memory size 8\n}}"),
        "4:22: unexpected character '+'",
    );
    check(
        &format!("{HEAD}  array @A : f64 [?] memory 8\n}}"),
        "4:29: expected 'size', found '8'",
    );
    check(
        &format!("{HEAD}  array @A f64 [?] memory size 8\n}}"),
        "4:12: expected ':', found 'f64'",
    );
    check(
        &format!("{HEAD}{STMT}  }}\n  array @A : f64 [?] memory size 8\n}}"),
        "8:3: expected 'stmt' or '}', found 'array'",
    );
    check(
        &format!("{HEAD}  arrays"),
        "4:3: expected 'array', 'stmt' or '}', found 'arrays'",
    );
}

#[test]
fn statements() {
    check(
        &format!("{HEAD}  stmt @S {{\n    schedule \"\"\n  }}\n}}"),
        "5:5: expected 'domain', found 'schedule'",
    );
    check(
        &format!("{HEAD}{STMT}"),
        "7:1: expected '}', found end of input",
    );
    check(
        &format!("{HEAD}{STMT}    read #1 @A \"\"\n  }}\n}}"),
        "7:10: access #1 out of order, expected #0",
    );
    check(
        &format!("{HEAD}{STMT}    read 0 @A \"\"\n  }}\n}}"),
        "7:10: expected '#', found '0'",
    );
    check(
        &format!("{HEAD}{STMT}    read #0 @A\n  }}\n}}"),
        "8:3: expected an isl map string, found '}'",
    );
    check(
        &format!("{HEAD}{STMT}    %0 = load : f64\n    read #0 @A \"\"\n  }}\n}}"),
        "8:5: accesses must come before instructions",
    );
}

#[test]
fn instructions() {
    let at = |body: &str| format!("{HEAD}{STMT}    {body}\n  }}\n}}\n");
    check(
        &at("store #0, %1 : void"),
        "7:13: expected ':' (the access '#n' comes last), found ','",
    );
    check(&at("%0 = load #0 :"), "8:3: expected a type, found '}'");
    check(
        &at("%1 = fadd %0 %0 : f64"),
        "7:18: expected ',' or ':', found '%'",
    );
    check(
        &at("%1 = fadd %0, 1.0 : f64"),
        "8:3: expected ',' or ':', found '}'",
    );
    check(
        &at("%x = load #0 : f64"),
        "7:6: expected result number, found 'x'",
    );
    check(&at("%0 load #0 : f64"), "7:8: expected '=', found 'load'");
    check(
        &at("%0 = #0 : f64"),
        "7:10: expected an instruction, found '#'",
    );
    check(
        &at("%0 = add affine(i0) : i64"),
        "7:21: expected an affine expression string, found 'i0'",
    );
    check(
        &at("%0 = add affine : i64"),
        "7:21: expected '(', found ':'",
    );
    check(
        &at("%0 = add % : i64"),
        "7:16: expected a local number or a value name after '%', found ':'",
    );
    check(
        &at("%0 = add %1.5 : i64"),
        "7:15: invalid local number '1.5'",
    );
    check(
        &at("%0 = add [nsw %1 : i64"),
        "7:19: expected ',' or ']', found '%'",
    );
    check(
        &at("%0 = call [@] %1 : i64"),
        "7:17: expected a callee name, found ']'",
    );
    check(
        &at("%0 = add [nsw,] %1 : i64"),
        "7:19: expected a flag, found ']'",
    );
    check(
        &at("%0 = add %1, , %2 : i64"),
        "7:18: expected an operand, found ','",
    );
    check(
        &at("%0 = add %1 : i64 ]"),
        "7:23: expected an instruction, found ']'",
    );
    check(
        &at("store %1, #-1 : void"),
        "7:16: invalid access number '-1'",
    );
}

#[test]
fn lexical_errors() {
    check(
        "scop @s in @f {\n  params []\n  context \"{ : }",
        "3:11: unterminated string",
    );
    check(
        "scop @s in @f {\n  params []\n  context \"\\x\"",
        "3:12: invalid escape in string: '\\x'",
    );
    check(
        "scop @s in @f {\n  params [];",
        "2:12: unexpected character ';'",
    );
    check(
        "scop @s in @f { / comment",
        "1:17: unexpected character '/' (comments start with '//')",
    );
    check("scop @s in @é {", "1:13: unexpected character 'é'");
}

#[test]
fn after_the_scop() {
    check(&format!("{HEAD}}}\n}}"), "5:1: expected 'scop', found '}'");
    assert_eq!(
        format!("{HEAD}}}\n{HEAD}}}")
            .parse::<Scop>()
            .unwrap_err()
            .to_string(),
        "5:1: expected end of input (one scop only), found 'scop'"
    );
}
