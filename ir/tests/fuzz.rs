//! A small deterministic fuzzer: mutated texts never make the parser panic,
//! and whatever parses prints to a text that parses back to the same model
//! and prints identically.

mod common;

use std::panic;

use tessera_ir::*;

/// xorshift64*: deterministic, no dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const ALPHABET: &[char] = &[
    '@', '%', '#', '{', '}', '[', ']', '(', ')', ',', ':', '=', '?', '"', '\\', '/', ' ', '\n',
    '-', '+', 'e', '0', '9', 'a', 'u', 'é', '\t', ';', '.',
];

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let len = chars.len();
        let at = rng.below(len + 1);
        match rng.below(6) {
            0 => chars.truncate(at),
            1 => {
                let end = (at + 1 + rng.below(20)).min(len);
                chars.drain(at.min(end)..end);
            }
            2 => chars.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
            3 => {
                if at < len {
                    chars[at] = ALPHABET[rng.below(ALPHABET.len())];
                }
            }
            4 => {
                // Copy a chunk from elsewhere (a token or a line, roughly).
                let from = rng.below(len);
                let end = (from + 1 + rng.below(40)).min(len);
                let chunk: Vec<char> = chars[from..end].to_vec();
                chars.splice(at..at, chunk);
            }
            _ => {
                // Swap two lines.
                let text: String = chars.iter().collect();
                let mut lines: Vec<&str> = text.lines().collect();
                if lines.len() > 1 {
                    let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                    lines.swap(a, b);
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

fn check(text: &str) {
    let result = panic::catch_unwind(|| parse_module(text));
    let Ok(result) = result else {
        panic!("the parser panicked on:\n{text:?}");
    };
    if let Ok(scops) = result {
        let printed = print_module(&scops);
        let reparsed = parse_module(&printed)
            .unwrap_or_else(|e| panic!("{e}: reprint of {text:?} does not parse:\n{printed}"));
        assert_eq!(reparsed, scops, "reprint of {text:?} changes the model");
        assert_eq!(print_module(&reparsed), printed);
        for scop in &scops {
            // Must not panic either.
            let _ = scop.verify();
        }
    }
}

#[test]
fn mutations() {
    let seeds = [
        include_str!("../examples/gemm.tir").to_string(),
        include_str!("../examples/stencil.tir").to_string(),
        common::odd().to_string(),
        print_module(&[common::trisolv(), common::odd()]),
    ];
    // TESSERA_FUZZ_ITERS=10000000 cargo test --release --test fuzz, for a
    // longer run.
    let iters = std::env::var("TESSERA_FUZZ_ITERS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000usize);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut parsed = 0;
    for i in 0..iters {
        let seed = &seeds[i % seeds.len()];
        let text = mutate(&mut rng, seed);
        if parse_module(&text).is_ok() {
            parsed += 1;
        }
        check(&text);
    }
    // Some mutations (in strings, comments, reordered arrays) still parse.
    eprintln!("{parsed} of {iters} mutants parsed");
    assert!(parsed > iters / 100, "only {parsed} mutants parsed");
}

#[test]
fn random_garbage() {
    let mut rng = Rng(42);
    for _ in 0..2_000 {
        let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.next() as u8).collect();
        check(&String::from_utf8_lossy(&bytes));
        let text: String = (0..rng.below(200))
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect();
        check(&text);
    }
}

#[test]
fn pathological_inputs() {
    for text in [
        "[".repeat(100_000),
        "{".repeat(100_000),
        "\"".repeat(100_001),
        "\\".repeat(1000),
        "9".repeat(10_000),
        "-".repeat(1000),
        "//".repeat(1000),
        format!("scop @s in @f loc(\"f\":{}:1) {{", "9".repeat(100)),
        "scop @s in @f { params [] context \"\\u{FFFFFFFFF}\" }".to_string(),
        "scop @s in @f { params [] context \"\\u{D800}\" }".to_string(),
        "\u{0}\u{FEFF}scop".to_string(),
    ] {
        check(&text);
    }
}

/// Random models, with every string drawn from awkward pieces, print to a
/// text that parses back to the same model.
#[test]
fn random_models_round_trip() {
    const PIECES: &[&str] = &[
        "",
        "a",
        "S0",
        "phi.sum",
        "$t",
        "_",
        ".",
        "0",
        "-1",
        "1.5e+3",
        "0x1p-2",
        "affine",
        "read",
        "write",
        "maywrite",
        "loc",
        "scop",
        "}",
        "{",
        "#",
        "%",
        "@",
        "?",
        ":",
        ",",
        " ",
        "\"",
        "\\",
        "\n",
        "\t",
        "\r",
        "\u{1}",
        "\u{7f}",
        "é",
        "𝔸",
        "\u{2028}",
        "//",
        "n + 1",
        "<4 x f32>",
    ];
    fn word(rng: &mut Rng) -> String {
        (0..rng.below(4))
            .map(|_| PIECES[rng.below(PIECES.len())])
            .collect()
    }
    fn words(rng: &mut Rng, n: usize) -> Vec<String> {
        (0..rng.below(n)).map(|_| word(rng)).collect()
    }
    fn loc(rng: &mut Rng) -> Option<SourceLoc> {
        (rng.below(2) == 0).then(|| SourceLoc {
            file: word(rng),
            line: rng.next() as u32,
            col: rng.next() as u32,
        })
    }
    fn opt_u32(rng: &mut Rng) -> Option<u32> {
        (rng.below(2) == 0).then(|| rng.next() as u32)
    }

    let mut rng = Rng(7);
    for _ in 0..3_000 {
        let scop = Scop {
            name: word(&mut rng),
            function: word(&mut rng),
            location: loc(&mut rng),
            params: (0..rng.below(3))
                .map(|_| Param {
                    name: word(&mut rng),
                    ty: word(&mut rng),
                })
                .collect(),
            context: word(&mut rng),
            assumed: String::new(),
            arrays: (0..rng.below(3))
                .map(|_| Array {
                    name: word(&mut rng),
                    elem: word(&mut rng),
                    elem_size: rng.next() as u32,
                    sizes: (0..rng.below(4))
                        .map(|_| match rng.below(3) {
                            0 => Dim::Unknown,
                            1 => Dim::Const(rng.next() as i64),
                            _ => Dim::Param(word(&mut rng)),
                        })
                        .collect(),
                    kind: [
                        ArrayKind::Memory,
                        ArrayKind::Value,
                        ArrayKind::Phi,
                        ArrayKind::ExitPhi,
                    ][rng.below(4)],
                })
                .collect(),
            statements: (0..rng.below(3))
                .map(|_| Statement {
                    name: word(&mut rng),
                    domain: word(&mut rng),
                    schedule: word(&mut rng),
                    accesses: (0..rng.below(3))
                        .map(|_| Access {
                            kind: [
                                AccessKind::Read,
                                AccessKind::MustWrite,
                                AccessKind::MayWrite,
                            ][rng.below(3)],
                            array: word(&mut rng),
                            relation: word(&mut rng),
                        })
                        .collect(),
                    body: (0..rng.below(4))
                        .map(|_| Instr {
                            result: opt_u32(&mut rng),
                            opcode: word(&mut rng),
                            flags: words(&mut rng, 3),
                            operands: (0..rng.below(4))
                                .map(|_| match rng.below(4) {
                                    0 => Operand::Local(rng.next() as u32),
                                    1 => Operand::External(word(&mut rng)),
                                    2 => Operand::Const {
                                        value: word(&mut rng),
                                        ty: word(&mut rng),
                                    },
                                    _ => Operand::Affine(word(&mut rng)),
                                })
                                .collect(),
                            access: opt_u32(&mut rng),
                            ty: word(&mut rng),
                        })
                        .collect(),
                    location: loc(&mut rng),
                })
                .collect(),
        };
        let text = scop.to_string();
        let parsed: Scop = text
            .parse()
            .unwrap_or_else(|e| panic!("{e}: printed model does not parse:\n{text}\n{scop:#?}"));
        assert_eq!(parsed, scop, "through\n{text}");
        let _ = scop.verify();
    }
}
