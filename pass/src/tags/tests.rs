//! The label mapping, the tag resolution and the listing, on plain data.

use super::*;
use crate::llvm::DebugInfo;
use std::collections::HashMap;

fn lp(
    index: usize,
    parent: Option<usize>,
    line: Option<u32>,
    scop: Option<usize>,
    depth: u32,
) -> SourceLoop {
    SourceLoop {
        index,
        parent,
        line,
        scop,
        depth,
    }
}

fn label(name: &str, line: u32) -> SourceLabel {
    SourceLabel {
        name: name.into(),
        line,
        before: None,
        on_line: Vec::new(),
        alone: true,
        next_code_line: None,
    }
}

/// gemm-like: i @5 > j @6 > k @8 in SCoP 0; a second SCoP with one loop
/// @12; a rejected loop @20 in none.
fn function_loops() -> Vec<SourceLoop> {
    vec![
        lp(0, None, Some(5), Some(0), 0),
        lp(1, Some(0), Some(6), Some(0), 1),
        lp(2, Some(1), Some(8), Some(0), 2),
        lp(3, None, Some(12), Some(1), 0),
        lp(4, None, Some(20), None, 0),
    ]
}

#[test]
fn a_label_tags_the_loop_on_its_line() {
    let tags = map(function_loops(), vec![label("L1", 5), label("L2", 6)]);
    assert_eq!(tags.labels[0].target, Target::Loops(vec![0]));
    assert_eq!(tags.labels[1].target, Target::Loops(vec![1]));
    assert_eq!(tags.loop_labels(1), ["L2"]);
    assert!(tags.loop_labels(2).is_empty());
}

#[test]
fn a_label_on_a_line_of_nested_loops_tags_the_outermost() {
    let loops = vec![
        lp(0, None, Some(3), Some(0), 0),
        lp(1, Some(0), Some(3), Some(0), 1),
    ];
    let tags = map(loops, vec![label("L", 3)]);
    assert_eq!(tags.labels[0].target, Target::Loops(vec![0]));
    // The line alone cannot tell them apart.
    assert!(matches!(
        tags.resolve(&Tag::Line(3)),
        Err(ResolveError::Ambiguous(r)) if r.len() == 2
    ));
}

#[test]
fn a_statement_label_prefers_its_record_then_its_line() {
    let mut by_record = label("Sinit", 7);
    by_record.before = Some((0, 0));
    by_record.on_line = vec![(0, 1)];
    let mut by_line = label("Sacc", 9);
    by_line.on_line = vec![(0, 1), (0, 2)];
    let tags = map(function_loops(), vec![by_record, by_line]);
    assert_eq!(tags.labels[0].target, Target::Statements(vec![(0, 0)]));
    assert_eq!(
        tags.labels[1].target,
        Target::Statements(vec![(0, 1), (0, 2)])
    );
    assert_eq!(tags.statement_labels((0, 1)), ["Sacc"]);
    assert_eq!(
        tags.resolve(&Tag::Label("Sinit".into())),
        Ok(Resolved::Statement((0, 0)))
    );
    assert!(matches!(
        tags.resolve(&Tag::Label("Sacc".into())),
        Err(ResolveError::Ambiguous(_))
    ));
}

#[test]
fn a_loop_on_the_line_wins_over_statements() {
    let mut l = label("L3", 12);
    l.on_line = vec![(1, 0)];
    let tags = map(function_loops(), vec![l]);
    assert_eq!(tags.labels[0].target, Target::Loops(vec![3]));
}

#[test]
fn a_label_alone_on_its_line_tags_the_next_loop() {
    // `Lk:` on line 7, `for (k ...)` on line 8.
    let mut alone = label("Lk", 7);
    alone.next_code_line = Some(8);
    // `Lq:` on line 9: code on line 10 comes before the next loop (@12).
    let mut before_code = label("Lq", 9);
    before_code.next_code_line = Some(10);
    // `Lx: n = n + 1;` on line 11, code of no SCoP: not alone.
    let mut with_code = label("Lx", 11);
    with_code.alone = false;
    with_code.next_code_line = Some(12);
    let tags = map(function_loops(), vec![alone, before_code, with_code]);
    assert_eq!(tags.labels[0].target, Target::Loops(vec![2]));
    assert_eq!(tags.loop_labels(2), ["Lk"]);
    for l in &tags.labels[1..] {
        assert_eq!(
            l.target,
            Target::Unmapped(Unmapped::NotBeforeLoopOrStatement)
        );
    }
}

#[test]
fn labels_that_tag_nothing_say_why() {
    // `Lx: n = n + 1;`: code on its line, of no SCoP.
    let mut lx = label("Lx", 11);
    lx.alone = false;
    let tags = map(function_loops(), vec![lx, label("Lr", 20)]);
    assert_eq!(
        tags.labels[0].target,
        Target::Unmapped(Unmapped::NotBeforeLoopOrStatement)
    );
    assert_eq!(
        tags.labels[1].target,
        Target::Unmapped(Unmapped::LoopNotInScop(vec![4]))
    );
    assert_eq!(
        tags.resolve(&Tag::Label("Lx".into())),
        Err(ResolveError::Unmapped(Unmapped::NotBeforeLoopOrStatement))
    );
    assert_eq!(tags.resolve(&Tag::Line(20)), Err(ResolveError::NotInScop));
}

#[test]
fn copies_of_one_source_loop_are_all_tagged() {
    // A kernel inlined twice: its loop @3 in two SCoPs.
    let loops = vec![
        lp(0, None, Some(3), Some(0), 0),
        lp(1, None, Some(3), Some(1), 0),
    ];
    let tags = map(loops, vec![label("L", 3)]);
    assert_eq!(tags.labels[0].target, Target::Loops(vec![0, 1]));
    assert!(matches!(
        tags.resolve(&Tag::Label("L".into())),
        Err(ResolveError::Ambiguous(r)) if r.len() == 2
    ));
}

#[test]
fn tags_resolve_to_one_loop_of_a_scop() {
    let tags = map(function_loops(), vec![label("L1", 5)]);
    let l1 = Ok(Resolved::Loop { scop: 0, index: 0 });
    assert_eq!(tags.resolve(&"L1".parse().unwrap()), l1);
    assert_eq!(tags.resolve(&"@5".parse().unwrap()), l1);
    assert_eq!(
        tags.resolve(&"@8".parse().unwrap()),
        Ok(Resolved::Loop { scop: 0, index: 2 })
    );
    assert_eq!(
        tags.resolve(&"@99".parse().unwrap()),
        Err(ResolveError::Unknown)
    );
    assert_eq!(
        tags.resolve(&"Lnone".parse().unwrap()),
        Err(ResolveError::Unknown)
    );
}

#[test]
fn tags_parse_as_labels_or_lines() {
    assert_eq!("L_1".parse(), Ok(Tag::Label("L_1".into())));
    assert_eq!("@12".parse(), Ok(Tag::Line(12)));
    assert_eq!(Tag::Line(12).to_string(), "@12");
    for bad in ["@", "@0", "@x", "1L", "", "L-1"] {
        assert!(bad.parse::<Tag>().is_err(), "{bad}");
    }
}

#[test]
fn the_listing_nests_loops_and_statements_in_program_order() {
    let mut sinit = label("Sinit", 7);
    sinit.before = Some((0, 0));
    // `Lx: n = n + 1;`: code on its line, of no SCoP.
    let mut lx = label("Lx", 11);
    lx.alone = false;
    let tags = map(function_loops(), vec![label("L1", 5), sinit, lx]);
    let stmt = |name: &str, line, innermost, order| StmtView {
        name: name.into(),
        line: Some(line),
        innermost: Some(innermost),
        order,
    };
    let f = FunctionView {
        name: "kernel".into(),
        debug: DebugInfo::Full,
        scops: vec![
            ScopView {
                name: "kernel.scop0".into(),
                location: Some("k.c:5".into()),
                // S2 after the k loop, S0 before it.
                stmts: vec![
                    stmt("S0", 7, 1, (2, 1)),
                    stmt("S1", 9, 2, (4, 2)),
                    stmt("S2", 9, 1, (5, 3)),
                ],
            },
            ScopView {
                name: "kernel.scop1".into(),
                location: None,
                stmts: vec![stmt("S0", 13, 3, (1, 1))],
            },
        ],
        rejected: vec![RejectedView {
            line: Some(20),
            location: Some("k.c:21:9".into()),
            reason: "a volatile or atomic memory access".into(),
        }],
        loop_order: HashMap::from([(0, (0, 0)), (1, (1, 0)), (2, (3, 0)), (3, (0, 0))]),
        tags,
    };
    assert_eq!(
        render(&f),
        "function kernel
  scop kernel.scop0 (k.c:5)
    loop L1 @5 depth 0
      loop @6 depth 1
        stmt S0 @7 (tag Sinit)
        loop @8 depth 2
          stmt S1 @9
        stmt S2 @9
  scop kernel.scop1 (no location)
    loop @12 depth 0
      stmt S0 @13
  rejected @20 (k.c:21:9): a volatile or atomic memory access
  note: label Lx at line 11 is not before a loop or statement of a SCoP (a label tags the loop whose `for` is on its line, or, alone on a line before it, the next loop, unless its place in the IR survives, as at the start of a function: there it may label code LLVM folded away)
"
    );
}

#[test]
fn without_debug_information_the_listing_says_why_lines_are_missing() {
    let loops = vec![lp(0, None, None, Some(0), 0)];
    let f = FunctionView {
        name: "f".into(),
        debug: DebugInfo::None,
        scops: vec![ScopView {
            name: "f.scop0".into(),
            location: None,
            stmts: Vec::new(),
        }],
        rejected: Vec::new(),
        loop_order: HashMap::new(),
        tags: map(loops, Vec::new()),
    };
    let text = render(&f);
    assert!(text.contains("    loop depth 0\n"), "{text}");
    assert!(text.contains("note: no debug information"), "{text}");
}
