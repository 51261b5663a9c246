//! The parser's errors, each command's effect on a schedule, and the
//! verdict's blame, on small models.

use super::parse::{from_source, parse, Command};
use super::{model_target, run, Outcome, Verdict};
use tessera_ir::Scop;

/// One statement, `A[i][j] = A[i-1][j+1]`: dependence distance (1, -1).
const WAVE: &str = r#"
scop @f.scop0 in @f {
  params [n : i64]
  context "[n] -> { : }"
  array @A : f64 [?, 64] memory size 8
  stmt @S0 loc("f.c":3:5) {
    domain "[n] -> { S0[i, j] : 1 <= i < n and 0 <= j < 62 }"
    schedule "[n] -> { S0[i, j] -> [0, i, 0, j, 0] }"
    read #0 @A "[n] -> { S0[i, j] -> A[i - 1, j + 1] }"
    write #1 @A "[n] -> { S0[i, j] -> A[i, j] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}"#;

/// An initialisation and an update under one loop pair, then a second
/// nest (gemm-like, as the pass pads dates).
const TWO: &str = r#"
scop @g.scop0 in @g {
  params [n : i64]
  context "[n] -> { : }"
  array @C : f64 [?, 64] memory size 8
  array @A : f64 [?, 64] memory size 8
  stmt @S0 loc("g.c":4:7) {
    domain "[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < 64 }"
    schedule "[n] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0] }"
    write #0 @C "[n] -> { S0[i, j] -> C[i, j] }"
    store 0.0 : f64, #0 : void
  }
  stmt @S1 loc("g.c":6:9) {
    domain "[n] -> { S1[i, j, k] : 0 <= i < n and 0 <= j < 64 and 0 <= k < 64 }"
    schedule "[n] -> { S1[i, j, k] -> [0, i, 0, j, 1, k, 0] }"
    read #0 @C "[n] -> { S1[i, j, k] -> C[i, j] }"
    read #1 @A "[n] -> { S1[i, j, k] -> A[i, k] }"
    write #2 @C "[n] -> { S1[i, j, k] -> C[i, j] }"
    %0 = load #0 : f64
    %1 = load #1 : f64
    %2 = fadd %0, %1 : f64
    store %2, #2 : void
  }
  stmt @S2 loc("g.c":9:5) {
    domain "[n] -> { S2[i] : 0 <= i < n }"
    schedule "[n] -> { S2[i] -> [1, i, 0, 0, 0, 0, 0] }"
    write #0 @A "[n] -> { S2[i] -> A[i, 0] }"
    store 1.0 : f64, #0 : void
  }
}"#;

fn scop(text: &str) -> Scop {
    text.parse().expect("the model parses")
}

fn outcome(text: &str, script: &str) -> Result<Outcome, super::CommandError> {
    let s = scop(text);
    let parsed = parse(script).expect("the script parses");
    let lines: Vec<_> = parsed.lines.iter().collect();
    let ctx = isl::Ctx::new();
    run(&ctx, &s, &lines, &|_, t| model_target(&s, t))
}

/// The schedule's map for one statement, as isl prints it.
fn dates_of(o: &Outcome, stmt: &str) -> String {
    let text = &o.entry.schedule;
    let start = text.find(&format!("{stmt}[")).expect("statement scheduled");
    text[start..]
        .split(';')
        .next()
        .unwrap()
        .trim_end_matches(" }")
        .to_string()
}

#[test]
fn every_command_parses() {
    let s = parse(
        "# a comment\n\
         interchange L1 L2   // trailing\n\
         reverse @12\n\
         skew L1 L2 -1\n\
         shift Sinit L2 3\n\
         stripmine S1.0 8\n\
         tile L1 L2 32 16\n\
         unroll L2 4\n\
         fuse L1 L3\n\
         distribute L1 Sacc\n\
         function kernel\n\
         affine S1 \"{ [i, j] -> [i + j, j] }\"\n\
         parallel L1\n\
         vectorize L2\n",
    )
    .unwrap();
    let words: Vec<&str> = s.lines.iter().map(|l| l.command.keyword()).collect();
    assert_eq!(
        words,
        [
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
            "parallel",
            "vectorize"
        ]
    );
    assert_eq!(s.lines[0].line, 3 - 1);
    assert_eq!(s.lines[0].text, "interchange L1 L2");
    assert!(matches!(&s.lines[5].command, Command::Tile { sizes, .. } if sizes == &[32, 16]));
    assert_eq!(s.lines[8].function, None);
    assert_eq!(s.lines[9].function.as_deref(), Some("kernel"));
}

#[test]
fn errors_give_line_column_and_what_was_expected() {
    let e = parse("reverse L1\ninterchange L1 32\n").unwrap_err();
    assert_eq!((e.line, e.col), (2, 16));
    assert!(e.message.contains("expected a second loop"), "{e}");
    assert!(e.message.contains("found the number 32"), "{e}");
    let e = parse("  spin L1\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 3));
    assert!(
        e.message.starts_with("expected a command (interchange,"),
        "{e}"
    );
    let e = parse("tile L1 L2 32\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 14));
    assert!(e.message.contains("found the end of the line"), "{e}");
    let e = parse("unroll L1 32\n").unwrap_err();
    assert!(e.message.contains("from 2 to 16"), "{e}");
    let e = parse("reverse L1 L2\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 12));
    let e = parse("affine S1 \"{ [i] -> [i] }\n").unwrap_err();
    assert!(e.message.contains("closing"), "{e}");
    assert!(parse("stripmine L1 1\n").is_err());
}

#[test]
fn a_c_file_s_comments_hold_its_script_at_their_lines() {
    let c = "int x;\n/* tessera\n   interchange L1 L2\n*/\nint y; /* other */\n/* tessera reverse L3 */\n";
    let text = from_source(c).unwrap();
    let s = parse(&text).unwrap();
    let at: Vec<(usize, &str)> = s
        .lines
        .iter()
        .map(|l| (l.line, l.command.keyword()))
        .collect();
    assert_eq!(at, [(3, "interchange"), (6, "reverse")]);
    assert_eq!(from_source("int x; /* tesseract */\n"), None);
}

#[test]
fn interchange_of_a_wavefront_is_refused_and_blamed() {
    let o = outcome(WAVE, "interchange S0.0 S0.1\n").unwrap();
    let Verdict::Illegal(list) = &o.verdict else {
        panic!("accepted: {:?}", o.verdict)
    };
    let flow = list
        .iter()
        .find(|b| b.dep.kind == crate::deps::Kind::Flow)
        .unwrap();
    assert_eq!(
        (flow.src_line.as_str(), flow.dst_line.as_str()),
        ("f.c:3", "f.c:3")
    );
    let e = flow.example.as_deref().unwrap();
    assert!(
        e.contains("must run before") && e.starts_with("with n="),
        "{e}"
    );
    assert_eq!(flow.command, Some((1, "interchange S0.0 S0.1".into())));
    assert!(
        dates_of(&o, "S0").contains("-> [0, j, 0, i, 0]"),
        "{}",
        o.entry
    );
}

#[test]
fn blame_goes_to_the_command_that_broke_the_dependence() {
    // Skewing makes the interchange legal; reversing the outer loop then
    // breaks it.
    let o = outcome(WAVE, "skew S0.0 S0.1 1\ninterchange S0.0 S0.1\n").unwrap();
    assert!(o.is_legal(), "{:?}", o.verdict);
    let o = outcome(WAVE, "skew S0.0 S0.1 1\nreverse S0.0\n").unwrap();
    let Verdict::Illegal(list) = &o.verdict else {
        panic!("accepted")
    };
    assert!(list
        .iter()
        .all(|b| b.command == Some((2, "reverse S0.0".into()))));
    // A violation one command makes and a later one repairs is no one's:
    // S0.1 names the loop j wherever the interchange put it.
    let o = outcome(WAVE, "interchange S0.0 S0.1\nreverse S0.1\n").unwrap();
    assert!(o.is_legal(), "{:?} {}", o.verdict, o.entry);
    assert!(
        dates_of(&o, "S0").contains("-> [0, -j, 0, i, 0]"),
        "{}",
        o.entry
    );
}

#[test]
fn a_schedule_that_is_not_one_to_one_is_refused() {
    let o = outcome(WAVE, "affine S0 \"{ [i, j] -> [i, 0] }\"\n").unwrap();
    assert!(
        matches!(&o.verdict, Verdict::NotInjective(Some((1, _)))),
        "{:?}",
        o.verdict
    );
}

#[test]
fn tiling_strip_mines_and_keeps_loop_names() {
    let o = outcome(TWO, "tile S1.0 S1.1 16 8\nreverse S1.2\n").unwrap();
    let s1 = dates_of(&o, "S1");
    // Tile loops, then the points i, j, then k reversed.
    assert!(s1.contains("[0, o1, 0, o3, 0, i, 0, j, 1, -k, 0]"), "{s1}");
    assert!(s1.contains("16o1") && s1.contains("8o3"), "{s1}");
    // Reversing the reduction loop breaks C's flow dependence.
    assert!(!o.is_legal());
    let o = outcome(TWO, "stripmine S1.2 4\n").unwrap();
    assert!(o.is_legal());
    assert!(dates_of(&o, "S1").contains("[0, i, 0, j, 1, o5, 0, k, 0]"));
}

#[test]
fn interchange_around_a_statement_distributes_first() {
    let o = outcome(TWO, "interchange S1.1 S1.2\n").unwrap();
    assert!(o.is_legal(), "{:?}", o.verdict);
    // S0 keeps its j loop; S1 gets a k-j nest after it.
    assert!(
        dates_of(&o, "S0").contains("-> [0, i, 0, j, 0, 0, 0]"),
        "{}",
        o.entry
    );
    assert!(
        dates_of(&o, "S1").contains("-> [0, i, 1, k, 1, j, 0]"),
        "{}",
        o.entry
    );
}

#[test]
fn unroll_sinks_the_point_loop_and_records_register_tiles() {
    let o = outcome(TWO, "unroll S1.1 4\n").unwrap();
    assert!(o.is_legal(), "{:?}", o.verdict);
    let tiles: Vec<String> = o
        .entry
        .register_tiles
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(tiles, ["S0:5:4", "S1:7:4"]);
    assert!(
        dates_of(&o, "S1").contains("[0, i, 0, o3, 1, k, 1, j, 0]"),
        "{}",
        o.entry
    );
}

#[test]
fn fuse_and_distribute_move_statements_between_loops() {
    let o = outcome(TWO, "fuse S0.0 S2.0\n").unwrap();
    assert!(
        dates_of(&o, "S2").contains("-> [0, i, 1, 0, 0"),
        "{}",
        o.entry
    );
    assert!(o.is_legal(), "{:?}", o.verdict);
    let o = outcome(TWO, "distribute S0.1 S1\n").unwrap();
    assert!(
        dates_of(&o, "S1").contains("-> [0, i, 1, j, 0, k, 0]"),
        "{}",
        o.entry
    );
    assert!(o.is_legal());
    let e = outcome(TWO, "distribute S0.1 S0\n").err().unwrap();
    assert!(e.message.contains("nothing to split"), "{e}");
}

#[test]
fn shift_and_skew_rewrite_the_loop_dimensions() {
    let o = outcome(TWO, "shift S0 S0.1 2\n").unwrap();
    assert!(
        dates_of(&o, "S0").contains("[0, i, 0, 2 + j, 0"),
        "{}",
        o.entry
    );
    // S0 now writes C[i][j] after S1 read it (two j's later): illegal.
    assert!(!o.is_legal());
    let o = outcome(TWO, "skew S1.0 S1.1 2\n").unwrap();
    assert!(
        dates_of(&o, "S1").contains("[0, i, 0, 2i + j, 1, k, 0]"),
        "{}",
        o.entry
    );
}

#[test]
fn commands_that_do_not_fit_say_why() {
    let e = outcome(TWO, "interchange S1.2 S0.0\n").err().unwrap();
    assert!(e.message.contains("distribute first"), "{e}");
    let e = outcome(TWO, "reverse S9.0\n").err().unwrap();
    assert_eq!((e.line, e.col), (1, 9));
    assert!(e.message.contains("unknown tag S9.0"), "{e}");
    let e = outcome(TWO, "reverse S0.5\n").err().unwrap();
    assert!(e.message.contains("no loop at depth 5"), "{e}");
    let e = outcome(TWO, "reverse S0\n").err().unwrap();
    assert!(e.message.contains("names a statement, not a loop"), "{e}");
    let e = outcome(TWO, "affine S0 \"{ [i] -> [i] }\"\n")
        .err()
        .unwrap();
    assert!(e.message.contains("must take 2 dimensions"), "{e}");
    let e = outcome(TWO, "skew S1.1 S1.0 1\n").err().unwrap();
    assert!(e.message.contains("does not enclose"), "{e}");
}

#[test]
fn realign_splits_and_merges_components_as_loopy_does() {
    // Paper 003's matrix product: the initialisation out of the update's
    // nest, the update permuted and tiled through a lifted name.
    let o = outcome(
        TWO,
        "realign S0 S1 0\naffine S1 \"{ [i, j, k] -> [i, k, j] }\"\nlift L S1 1\ntile L S1.2 32 32\n",
    )
    .unwrap();
    assert!(o.is_legal(), "{:?}", o.verdict);
    let s1 = dates_of(&o, "S1");
    assert!(
        s1.contains("-> [1, o1, 0, o3, 0, i, 0, k, 0, j, 0]"),
        "{s1}"
    );
    // S2, after S1, moved along with it.
    assert!(dates_of(&o, "S2").contains("-> [2, i, 0"), "{}", o.entry);
    // Split, then merged back: the original schedule.
    let o = outcome(TWO, "realign S0 S1 0\nrealign S0 S1 2\n").unwrap();
    assert!(
        dates_of(&o, "S1").contains("-> [0, i, 0, j, 1, k, 0]"),
        "{}",
        o.entry
    );
    let e = outcome(TWO, "realign S1 S0 0\n").err().unwrap();
    assert!(e.message.contains("must come after the first"), "{e}");
    let e = outcome(TWO, "lift L S2 2\n").err().unwrap();
    assert!(e.message.contains("not inside 2 loop(s)"), "{e}");
}

#[test]
fn isplit_moves_the_other_instances_to_a_copy_after() {
    let o = outcome(TWO, "isplit S1 \"{ [i, j, k] : j < 32 }\" 0\n").unwrap();
    let text = &o.entry.schedule;
    assert!(
        text.contains("S1[i, j, k] -> [1, i, 0, j, 1, k, 0] : j >= 32"),
        "{text}"
    );
    assert!(
        text.contains("S1[i, j, k] -> [0, i, 0, j, 1, k, 0] : j <= 31"),
        "{text}"
    );
    // S2 came after S1: it moves one on too.
    assert!(dates_of(&o, "S2").contains("-> [2, i, 0"), "{text}");
    // S0 initialises C[i][j] for j >= 32 before the copy updates it.
    assert!(o.is_legal(), "{:?}", o.verdict);
    let e = outcome(TWO, "isplit S0 \"{ [i, j, k] : j < 32 }\" 0\n")
        .err()
        .unwrap();
    assert!(e.message.contains("as many dimensions"), "{e}");
}

#[test]
fn a_parallel_mark_needs_a_loop_without_carried_dependences() {
    let o = outcome(WAVE, "parallel S0.1\n").unwrap();
    assert!(o.is_legal() && o.parallel, "{:?}", o.verdict);
    let o = outcome(WAVE, "parallel S0.0\n").unwrap();
    let Verdict::NotParallel((line, _), list) = &o.verdict else {
        panic!("accepted: {:?}", o.verdict)
    };
    assert_eq!(*line, 1);
    assert!(!list.is_empty());
    // Skewed, then interchanged: the outer loop (j + i, still named S0.1)
    // runs a wavefront whose points are independent; i, inside, carries
    // the dependence (distance (0, 1)).
    let o = outcome(
        WAVE,
        "skew S0.0 S0.1 1\ninterchange S0.0 S0.1\nparallel S0.1\n",
    )
    .unwrap();
    assert!(o.is_legal(), "{:?}", o.verdict);
    let o = outcome(
        WAVE,
        "skew S0.0 S0.1 1\ninterchange S0.0 S0.1\nparallel S0.0\n",
    )
    .unwrap();
    assert!(matches!(o.verdict, Verdict::NotParallel((3, _), _)));
}

/// Paper 000's Figure 5: `A[i] = B[i]` then `C[i] = A[i + 1]`, each in a
/// loop of its own.
const FIGURE5: &str = r#"
scop @f.scop0 in @f {
  params [N : i64]
  context "[N] -> { : }"
  array @A : f64 [?] memory size 8
  array @B : f64 [?] memory size 8
  array @C : f64 [?] memory size 8
  stmt @S1 loc("f.c":3:5) {
    domain "[N] -> { S1[i] : 0 <= i <= N }"
    schedule "[N] -> { S1[i] -> [0, i, 0] }"
    read #0 @B "[N] -> { S1[i] -> B[i] }"
    write #1 @A "[N] -> { S1[i] -> A[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
  stmt @S2 loc("f.c":5:5) {
    domain "[N] -> { S2[i] : 0 <= i <= N }"
    schedule "[N] -> { S2[i] -> [1, i, 0] }"
    read #0 @A "[N] -> { S2[i] -> A[i + 1] }"
    write #1 @C "[N] -> { S2[i] -> C[i] }"
    %0 = load #0 : f64
    store %0, #1 : void
  }
}"#;

#[test]
fn deviation_corrects_the_papers_fusion_by_the_smallest_shift() {
    let o = outcome(FIGURE5, "fuse S1.0 S2.0\n").unwrap();
    assert!(matches!(o.verdict, Verdict::Illegal(_)), "{:?}", o.verdict);
    let Some(super::Deviated::Corrected { lines, repaired }) = &o.deviation else {
        panic!("no correction: {:?}", o.deviation)
    };
    // S2 one iteration later: fused, not distributed again (5(k)).
    assert_eq!(lines, &["shift S2 S2.0 1".to_string()]);
    assert!(repaired.is_legal(), "{:?}", repaired.verdict);
    assert!(
        dates_of(repaired, "S2").contains("-> [0, 1 + i, 1]"),
        "{}",
        repaired.entry
    );
    // A legal script gets no deviation.
    let o = outcome(FIGURE5, "fuse S1.0 S2.0\nshift S2 S2.0 1\n").unwrap();
    assert!(o.is_legal() && o.deviation.is_none());
}

#[test]
fn deviation_gives_the_parameter_values_where_no_shift_helps() {
    // `A[i + m] = A[i] + A[i]` reversed: legal only where no iteration
    // reads what another writes (m = 0, or m >= n).
    let text = r#"
scop @g.scop0 in @g {
  params [n : i64, m : i64]
  context "[n, m] -> { : 0 <= m <= 1000 }"
  array @A : f64 [?] memory size 8
  stmt @S1 loc("g.c":3:5) {
    domain "[n, m] -> { S1[i] : 0 <= i < n }"
    schedule "[n, m] -> { S1[i] -> [0, i, 0] }"
    read #0 @A "[n, m] -> { S1[i] -> A[i] }"
    write #1 @A "[n, m] -> { S1[i] -> A[i + m] }"
    %0 = load #0 : f64
    %1 = fadd %0, %0 : f64
    store %1, #1 : void
  }
}"#;
    let o = outcome(text, "reverse S1.0\n").unwrap();
    let Some(super::Deviated::LegalWhen(w)) = &o.deviation else {
        panic!("{:?}", o.deviation)
    };
    let ctx = isl::Ctx::new();
    let got = isl::Set::parse(&ctx, w).unwrap();
    let want =
        isl::Set::parse(&ctx, "[n, m] -> { : m = 0 or (0 < m <= 1000 and m >= n) }").unwrap();
    assert!(got.is_equal(&want).unwrap(), "{w}");
}

#[test]
fn a_scop_section_names_its_scop_and_function() {
    let s =
        parse("reverse L1\nscop main.scop3\nposition S1 0 2 1\nfunction f\nreverse L2\n").unwrap();
    assert_eq!(
        (s.lines[0].function.as_deref(), s.lines[0].scop.as_deref()),
        (None, None)
    );
    assert_eq!(s.lines[1].function.as_deref(), Some("main"));
    assert_eq!(s.lines[1].scop.as_deref(), Some("main.scop3"));
    assert!(matches!(&s.lines[1].command, Command::Position { betas, .. } if betas == &[0, 2, 1]));
    // A `function` line ends the section.
    assert_eq!(
        (s.lines[2].function.as_deref(), s.lines[2].scop.as_deref()),
        (Some("f"), None)
    );
    let e = parse("scop main\n").unwrap_err();
    assert!(e.message.contains("a SCoP name"), "{e}");
    let e = parse("position S1\n").unwrap_err();
    assert!(e.message.contains("position vector"), "{e}");
    let e = parse("position S1 0 x\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 15));
}

#[test]
fn position_sets_the_constants_and_affine_may_add_loops() {
    // S2 into the i loop, after S0 and S1's j loop.
    let o = outcome(TWO, "position S2 0 2").unwrap();
    assert!(o.is_legal());
    assert_eq!(dates_of(&o, "S2"), "S2[i] -> [0, i, 2, 0, 0, 0, 0]");
    // A strip loop from an integer division: inside the statement's own
    // loops, a zero added to its position vector.
    let o = outcome(TWO, "affine S2 \"{ [i] -> [floor(i/16), i] }\"").unwrap();
    assert!(o.is_legal());
    assert!(
        dates_of(&o, "S2").starts_with("S2[i] -> [1, o1, 0, i, 0"),
        "{}",
        dates_of(&o, "S2")
    );
    // Fewer dimensions than loops: refused before any check.
    let e = outcome(TWO, "affine S1 \"{ [i, j, k] -> [i, j] }\"").unwrap_err();
    assert!(e.message.contains("at least as many"), "{}", e.message);
}
