//! Tests of the reading without isl's parser against isl's parser.

use crate::{Ctx, Map, Set, UnionMap, UnionSet};

/// The four types `read` builds, for tests written once over all.
trait Object<'c>: Sized + std::fmt::Display {
    /// The reading without isl's parser, as an object.
    fn fast(ctx: &'c Ctx, t: &str) -> Option<Self>;
    /// The type's `parse` (the context's memory, then either reading).
    fn parse(ctx: &'c Ctx, t: &str) -> crate::Result<Self>;
    /// isl's parser alone.
    fn parse_text(ctx: &'c Ctx, t: &str) -> crate::Result<Self>;
    fn space(&self) -> String;
    fn is_equal(&self, other: &Self) -> bool;
}

macro_rules! object {
    ($ty:ident, $read:path) => {
        impl<'c> Object<'c> for $ty<'c> {
            fn fast(ctx: &'c Ctx, t: &str) -> Option<Self> {
                // SAFETY: `read` returns an owned object of the context or None.
                $read(ctx, t)
                    .unwrap()
                    .map(|p| unsafe { $ty::from_raw(ctx, p) }.unwrap())
            }
            fn parse(ctx: &'c Ctx, t: &str) -> crate::Result<Self> {
                $ty::parse(ctx, t)
            }
            fn parse_text(ctx: &'c Ctx, t: &str) -> crate::Result<Self> {
                $ty::parse_text(ctx, t)
            }
            fn space(&self) -> String {
                self.get_space().unwrap().to_string()
            }
            fn is_equal(&self, other: &Self) -> bool {
                $ty::is_equal(self, other).unwrap()
            }
        }
    };
}

object!(Map, super::map);
object!(Set, super::set);
object!(UnionMap, super::union_map);
object!(UnionSet, super::union_set);

/// `t` read without isl's parser to the same text and space as isl's
/// parser reads it (panics otherwise, or when it is not read so).
fn reads_as_isl<'c, T: Object<'c>>(ctx: &'c Ctx, t: &str) {
    let fast = T::fast(ctx, t).expect(t);
    let isl = T::parse_text(ctx, t).unwrap();
    assert_eq!(fast.to_string(), isl.to_string(), "{t}");
    assert_eq!(fast.space(), isl.space(), "{t}");
}

/// `t` read by the type's `parse` as by isl's parser alone (text and
/// space), each in a context of its own; whether `read` read it.
fn parse_reads_as_isl<'c, T: Object<'c>>(fast: &'c Ctx, isl: &'c Ctx, t: &str) -> bool {
    let got = T::parse(fast, t).unwrap();
    let want = T::parse_text(isl, t).unwrap();
    assert_eq!(
        (got.to_string(), got.space()),
        (want.to_string(), want.space()),
        "{t}"
    );
    T::fast(fast, t).is_some()
}

/// A random text `t`: None where `read` leaves it to isl's parser;
/// otherwise the same set and space as isl's reading, and whether the
/// same text. What isl rejects is not read either.
fn random_reading<'c, T: Object<'c>>(ctx: &'c Ctx, t: &str) -> Option<bool> {
    let got = T::fast(ctx, t);
    let Ok(want) = T::parse_text(ctx, t) else {
        assert!(got.is_none(), "read what isl rejects: {t}");
        return None;
    };
    let got = got?;
    assert!(got.is_equal(&want), "{t}");
    assert_eq!(got.space(), want.space(), "{t}");
    Some(got.to_string() == want.to_string())
}

/// Texts of the forms the pass writes: read here, they are the object
/// isl's parser makes (same text, space and disjuncts).
#[test]
fn simple_texts_read_as_isl_reads_them() {
    let ctx = Ctx::new();
    let maps = [
        "{ S1_a0[] -> A[o0, o1] }",
        "[n, m] -> { S1[i0, i1] -> MemRef[1 + 400i1 + i0] : 0 <= i0 < n and 0 <= i1 <= m - 1 }",
        "{ [k0, k1] -> [k0] }",
        "{ [k0] -> [k0, k1] : 0 <= k1 and k1 <= 239 }",
        "{ S3[i0, i1, i2] -> [0, i0, 1, -i1 + 2i2, 0] }",
        "[p] -> { [] -> [k5] : 0 <= k5 and k5 <= -(p) + 259 }",
        "{ S[i, i] -> T[] }",
        "[n] -> { S[i] -> T[n] : i = 2n }",
    ];
    for t in maps {
        reads_as_isl::<Map>(&ctx, t);
        let (fast, isl) = (
            Map::fast(&ctx, t).unwrap(),
            Map::parse_text(&ctx, t).unwrap(),
        );
        assert!(fast.plain_is_equal(&isl).unwrap(), "{t}");
    }
    let sets = [
        "{ [k0, k1] : 0 <= (k1) < 240 }",
        "[size0, size1] -> { : size0 = 259 and size1 >= 239 }",
        "{ [] : true }",
        "{ : }",
        "[n] -> { S2[i0, i1] : i0 >= 0 and 2 + i0 <= i1 < n and i1 > -3 }",
        "{ S[i] : 0 <= i <= 3 and i >= 3 }",
    ];
    for t in sets {
        reads_as_isl::<Set>(&ctx, t);
    }
}

/// What is not one conjunction of affine constraints over bound
/// names is left to isl's parser.
#[test]
fn other_texts_left_to_isl() {
    let ctx = Ctx::new();
    for t in [
        "{ S[i] : i < 3 or i > 5 }",
        "{ S[i] : exists (e = floor(i/2): i = 2e) }",
        "{ S[i] -> T[floor(i/2)] }",
        "{ S[i] : i < n }",
        "{ S[i] -> A[i]; T[j] -> A[j] }",
        "[n] -> { S2[i0 = 259] }",
        "{ S[i] : i < 99999999999 }",
    ] {
        assert!(Map::fast(&ctx, t).is_none(), "{t}");
        assert!(Set::fast(&ctx, t).is_none(), "{t}");
    }
}

/// Every text of a sample of those the pass parsed on PolyBench
/// (`tests/read-corpus.tsv`: the type, a tab, the text) reads as isl
/// reads it, and most without isl's parser.
#[test]
fn pass_texts_read_as_isl_reads_them() {
    let corpus = include_str!("../../tests/read-corpus.tsv");
    let (mut read, mut all) = (0, 0);
    for line in corpus.lines() {
        let (ty, t) = line.split_once('\t').unwrap();
        let (fast, isl) = (Ctx::new(), Ctx::new());
        let simple = match ty {
            "Map" => parse_reads_as_isl::<Map>(&fast, &isl, t),
            "Set" => parse_reads_as_isl::<Set>(&fast, &isl, t),
            "UnionMap" => parse_reads_as_isl::<UnionMap>(&fast, &isl, t),
            _ => parse_reads_as_isl::<UnionSet>(&fast, &isl, t),
        };
        all += 1;
        read += usize::from(simple);
    }
    assert!(
        all >= 400 && read * 10 >= all * 7,
        "{read} of {all} read without isl's parser"
    );
}

/// Random texts of the simple forms (parameters, named and unnamed
/// tuples, entries that repeat a variable or are expressions,
/// comparison chains with coefficients, parentheses and negations,
/// `true`, empty and contradictory formulas): each reads as isl reads
/// it.
#[test]
fn random_simple_texts_read_as_isl_reads_them() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let mut read = 0;
    let mut same_text = 0;
    for _ in 0..1500 {
        let params: Vec<String> = (0..next(3)).map(|k| format!("p{k}")).collect();
        let mut names: Vec<String> = params.clone();
        let tuple = |prefix: &str, names: &mut Vec<String>, next: &mut dyn FnMut(u64) -> u64| {
            let entries: Vec<String> = (0..next(4))
                .map(|k| match next(5) {
                    0 if !names.is_empty() => names[next(names.len() as u64) as usize].clone(),
                    1 if !names.is_empty() => {
                        format!("{} + {}", names[next(names.len() as u64) as usize], next(7))
                    }
                    _ => {
                        let n = format!("{prefix}{k}");
                        names.push(n.clone());
                        n
                    }
                })
                .collect();
            let name = if next(3) == 0 {
                String::new()
            } else {
                format!("S{}", next(9))
            };
            format!("{name}[{}]", entries.join(", "))
        };
        let map = next(2) == 0;
        let mut body = tuple("i", &mut names, &mut next);
        if map {
            body = format!("{body} -> {}", tuple("o", &mut names, &mut next));
        }
        let expr = |next: &mut dyn FnMut(u64) -> u64| {
            let mut e = match next(4) {
                0 => format!("{}", next(20)),
                1 => format!("-{}", next(20)),
                _ => String::new(),
            };
            for _ in 0..=next(3) {
                if names.is_empty() {
                    break;
                }
                let v = &names[next(names.len() as u64) as usize];
                let term = match next(5) {
                    0 => format!("{}{v}", next(5) + 2),
                    1 => format!("-{v}"),
                    2 => format!("({v} - {})", next(4)),
                    3 => format!("-({v} + {})", next(3) + 2),
                    _ => v.clone(),
                };
                e = if e.is_empty() {
                    term
                } else {
                    format!("{e} + {term}")
                };
            }
            if e.is_empty() {
                format!("{}", next(9))
            } else {
                e
            }
        };
        let ops = ["<=", "<", ">=", ">", "="];
        let mut conj = Vec::new();
        for _ in 0..next(4) {
            if next(9) == 0 {
                conj.push("true".to_string());
                continue;
            }
            let mut chain = expr(&mut next);
            for _ in 0..=next(2) {
                chain = format!("{chain} {} {}", ops[next(5) as usize], expr(&mut next));
            }
            conj.push(chain);
        }
        let formula = if conj.is_empty() {
            String::new()
        } else {
            format!(" : {}", conj.join(" and "))
        };
        let t = if params.is_empty() {
            format!("{{ {body}{formula} }}")
        } else {
            format!("[{}] -> {{ {body}{formula} }}", params.join(", "))
        };
        // One context: the two readings are compared as sets.
        let ctx = Ctx::new();
        let reading = if map {
            random_reading::<Map>(&ctx, &t)
        } else {
            random_reading::<Set>(&ctx, &t)
        };
        if let Some(same) = reading {
            same_text += usize::from(same);
            read += 1;
        }
    }
    assert!(read >= 1400, "{read} of 1500 read without isl's parser");
    // Redundant constraints, or none of the conjunction's rational
    // points integer, may read differently (the same set).
    assert!(
        same_text * 100 >= read * 98,
        "{same_text} of {read} read as the same text"
    );
}
