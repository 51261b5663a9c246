//! Tests of AST generation, nodes and expressions.

use super::*;
use crate::{
    Ctx, Error, ErrorKind, Id, MultiUnionPwAff, PwAff, PwMultiAff, Schedule, ScheduleNodeKind, Set,
    UnionMap, UnionSet, Val,
};

fn build<'c>(ctx: &'c Ctx, context: &str) -> AstBuild<'c> {
    AstBuild::from_context(Set::parse(ctx, context).unwrap()).unwrap()
}

fn gen<'c>(b: &AstBuild<'c>, sched: &str) -> AstNode<'c> {
    b.node_from_schedule_map(UnionMap::parse(b.ctx(), sched).unwrap())
        .unwrap()
}

/// Checks `kind()` against the operator name isl itself prints, for
/// this expression and all its sub-expressions; returns the operators seen.
fn check_ops(e: &AstExpr, seen: &mut Vec<AstOp>) {
    match e.kind().unwrap() {
        AstExprKind::Op(op) => {
            let yaml = e.to_string();
            assert!(
                yaml.starts_with(&format!("{{ op: {}, args: ", op.isl_name())),
                "{op:?} vs isl's {yaml}"
            );
            seen.push(op);
            for a in e.args().unwrap() {
                check_ops(&a, seen);
            }
        }
        AstExprKind::Id(name) => assert_eq!(e.to_string(), format!("{{ id: {name} }}")),
        AstExprKind::Int(v) => assert_eq!(e.to_string(), format!("{{ val: {v} }}")),
    }
}

fn id(e: &AstExpr) -> String {
    match e.kind().unwrap() {
        AstExprKind::Id(s) => s,
        k => panic!("expected an id, got {k:?}"),
    }
}

#[test]
fn for_loops_and_user_nodes() {
    let ctx = Ctx::new();
    let b = build(&ctx, "[n] -> { : n >= 1 }");
    let node = gen(
        &b,
        "[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j <= i }",
    );
    assert_eq!(
        node.to_c_string(),
        "for (int c0 = 0; c0 < n; c0 += 1)\n  for (int c1 = 0; c1 <= c0; c1 += 1)\n    S(c0, c1);\n"
    );
    assert_eq!(node.kind(), AstNodeKind::For);
    assert_eq!(id(&node.for_iterator().unwrap()), "c0");
    assert_eq!(
        node.for_init().unwrap().kind().unwrap(),
        AstExprKind::Int(0)
    );
    assert_eq!(node.for_inc().unwrap().kind().unwrap(), AstExprKind::Int(1));
    let cond = node.for_cond().unwrap();
    assert_eq!(cond.kind().unwrap(), AstExprKind::Op(AstOp::Lt));
    assert_eq!(cond.n_args().unwrap(), 2);
    assert_eq!(id(&cond.arg(1).unwrap()), "n");
    assert!(!node.for_is_degenerate().unwrap());
    let inner = node.for_body().unwrap();
    assert_eq!(inner.kind(), AstNodeKind::For);
    assert_eq!(
        inner.for_cond().unwrap().kind().unwrap(),
        AstExprKind::Op(AstOp::Le)
    );
    let user = inner.for_body().unwrap();
    assert_eq!(user.kind(), AstNodeKind::User);
    let call = user.user_expr().unwrap();
    assert_eq!(call.kind().unwrap(), AstExprKind::Op(AstOp::Call));
    let args: Vec<String> = call.args().unwrap().iter().map(id).collect();
    assert_eq!(args, ["S", "c0", "c1"]);
    assert_eq!(call.to_c_string(), "S(c0, c1)");
    // Wrong-kind queries are errors, not crashes.
    assert!(user.for_body().is_err());
    assert!(node.if_cond().is_err());
    assert!(node.block_children().is_err());
    assert!(call.arg(7).is_err());
    assert!(node.for_iterator().unwrap().n_args().is_err());
}

#[test]
fn if_else_block_and_degenerate() {
    let ctx = Ctx::new();
    let b = build(&ctx, "[n] -> { : }");
    let node = gen(&b, "[n] -> { S[] -> [] : n >= 0; T[] -> [] : n < 0 }");
    assert_eq!(node.kind(), AstNodeKind::If, "{}", node.to_c_string());
    let cond = node.if_cond().unwrap();
    let k = cond.kind().unwrap();
    assert!(
        k == AstExprKind::Op(AstOp::Ge) || k == AstExprKind::Op(AstOp::Le),
        "{k:?}"
    );
    let then = node.if_then().unwrap();
    assert_eq!(then.kind(), AstNodeKind::User);
    let els = node.if_else().unwrap().expect("else branch");
    assert_eq!(els.kind(), AstNodeKind::User);
    let mut stmts = [then, els].map(|n| id(&n.user_expr().unwrap().arg(0).unwrap()));
    stmts.sort();
    assert_eq!(stmts, ["S", "T"]);

    let node = gen(
        &b,
        "[n] -> { S[i] -> [i, 0] : 0 <= i < n; T[i] -> [i, 1] : 0 <= i < n }",
    );
    let body = node.for_body().unwrap();
    assert_eq!(body.kind(), AstNodeKind::Block);
    let children = body.block_children().unwrap();
    assert_eq!(children.len(), 2);
    let names: Vec<String> = children
        .iter()
        .map(|c| id(&c.user_expr().unwrap().arg(0).unwrap()))
        .collect();
    assert_eq!(names, ["S", "T"]);

    let node = gen(&b, "[n] -> { S[i] -> [i] : i = 5 }");
    let no_else = gen(&b, "[n] -> { S[i] -> [i] : 0 <= i < n and n >= 10 }");
    assert_eq!(no_else.kind(), AstNodeKind::If);
    assert!(no_else.if_else().unwrap().is_none());
    // A single iteration is either a degenerate for or a plain statement.
    match node.kind() {
        AstNodeKind::For => assert!(node.for_is_degenerate().unwrap()),
        k => assert_eq!(k, AstNodeKind::User),
    }
}

#[test]
fn op_kinds_from_generated_code() {
    let ctx = Ctx::new();
    let b = build(&ctx, "[n, m] -> { : n >= 0 and m >= 0 }");
    let mut seen = Vec::new();
    // min in an upper bound, max in a lower bound, floord from tiling.
    let node = gen(&b, "[n, m] -> { S[i] -> [i] : 0 <= i < n and i < m }");
    assert_eq!(
        node.to_c_string(),
        "for (int c0 = 0; c0 < min(n, m); c0 += 1)\n  S(c0);\n"
    );
    check_ops(&node.for_cond().unwrap(), &mut seen);
    let node = gen(&b, "[n, m] -> { S[i] -> [i] : n <= i < 100 and i >= m }");
    assert_eq!(
        node.for_init().unwrap().kind().unwrap(),
        AstExprKind::Op(AstOp::Max)
    );
    check_ops(&node.for_init().unwrap(), &mut seen);
    let node = gen(&b, "[n] -> { S[i] -> [floor(i/32), i] : 0 <= i < n }");
    assert!(node.to_c_string().contains("floord(n - 1, 32)"));
    let cond = node.for_cond().unwrap();
    assert_eq!(
        cond.arg(1).unwrap().kind().unwrap(),
        AstExprKind::Op(AstOp::FdivQ)
    );
    check_ops(&cond, &mut seen);
    check_ops(&node.for_body().unwrap().for_init().unwrap(), &mut seen);
    check_ops(&node.for_body().unwrap().for_cond().unwrap(), &mut seen);
    // Conditions from sets.
    for s in [
        "[n, m] -> { : n = 2 }",
        "[n, m] -> { : n mod 2 = 0 }",
        "[n, m] -> { : n >= 3 and m <= 2 }",
        "[n, m] -> { : n = 0 or m = 5 }",
    ] {
        check_ops(
            &b.expr_from_set(Set::parse(&ctx, s).unwrap()).unwrap(),
            &mut seen,
        );
    }
    // Expressions from piecewise affine functions.
    for s in [
        "[n, m] -> { [(n)] : n >= m; [(m)] : n < m }",
        "[n, m] -> { [(floor(n/3))] }",
        "[n, m] -> { [(n mod 4)] }",
        "[n, m] -> { [(-n + 2m - 1)] }",
        "[n, m] -> { [(n/2)] : n mod 2 = 0 }",
    ] {
        check_ops(
            &b.expr_from_pw_aff(PwAff::parse(&ctx, s).unwrap()).unwrap(),
            &mut seen,
        );
    }
    let e = b
        .expr_from_pw_aff(PwAff::parse(&ctx, "[n, m] -> { [(floor(n/3))] }").unwrap())
        .unwrap();
    assert_eq!(e.to_c_string(), "n / 3");
    for op in [
        AstOp::Min,
        AstOp::Max,
        AstOp::FdivQ,
        AstOp::Lt,
        AstOp::Le,
        AstOp::Eq,
        AstOp::Ge,
        AstOp::ZdivR,
        AstOp::And,
        AstOp::Or,
        AstOp::Select,
        AstOp::PdivQ,
        AstOp::PdivR,
        AstOp::Minus,
        AstOp::Add,
        AstOp::Sub,
        AstOp::Mul,
        AstOp::Div,
    ] {
        assert!(seen.contains(&op), "{op:?} not produced");
    }
}

#[test]
fn op_kinds_from_constructed_expressions() {
    let ctx = Ctx::new();
    let a = || AstExpr::from_name(&ctx, "a").unwrap();
    let two = || AstExpr::from_i64(&ctx, 2).unwrap();
    let cases: Vec<(AstExpr, AstOp, &str)> = vec![
        (a().and(two()).unwrap(), AstOp::And, "a && 2"),
        (a().and_then(two()).unwrap(), AstOp::AndThen, "a && 2"),
        (a().or_else(two()).unwrap(), AstOp::OrElse, "a || 2"),
        (a().neg().unwrap(), AstOp::Minus, "-a"),
        (a().add(two()).unwrap(), AstOp::Add, "a + 2"),
        (a().sub(two()).unwrap(), AstOp::Sub, "a - 2"),
        (a().mul(two()).unwrap(), AstOp::Mul, "a * 2"),
        (a().div(two()).unwrap(), AstOp::Div, "a / 2"),
        (a().pdiv_q(two()).unwrap(), AstOp::PdivQ, "a / 2"),
        (a().pdiv_r(two()).unwrap(), AstOp::PdivR, "a % 2"),
        (a().call(vec![two(), a()]).unwrap(), AstOp::Call, "a(2, a)"),
        (
            a().access(vec![two(), a()]).unwrap(),
            AstOp::Access,
            "a[2][a]",
        ),
        (
            a().access(vec![two()]).unwrap().address_of().unwrap(),
            AstOp::AddressOf,
            "&a[2]",
        ),
    ];
    let mut seen = Vec::new();
    for (e, op, c) in cases {
        assert_eq!(e.kind().unwrap(), AstExprKind::Op(op));
        assert_eq!(e.to_c_string(), c, "{op:?}");
        check_ops(&e, &mut seen);
    }
    assert!(a().is_equal(&a()).unwrap());
    assert!(!a().is_equal(&two()).unwrap());
    let big = AstExpr::from_val(Val::parse(&ctx, "100000000000000000000").unwrap()).unwrap();
    assert_eq!(big.kind().unwrap_err().kind, ErrorKind::Unsupported);
}

#[test]
fn op_enum_matches_isl_header_order() {
    // isl 0.25's enum isl_ast_expr_op_type, in declaration order.
    let raw = [
        (sys::isl_ast_expr_op_and, AstOp::And),
        (sys::isl_ast_expr_op_and_then, AstOp::AndThen),
        (sys::isl_ast_expr_op_or, AstOp::Or),
        (sys::isl_ast_expr_op_or_else, AstOp::OrElse),
        (sys::isl_ast_expr_op_max, AstOp::Max),
        (sys::isl_ast_expr_op_min, AstOp::Min),
        (sys::isl_ast_expr_op_minus, AstOp::Minus),
        (sys::isl_ast_expr_op_add, AstOp::Add),
        (sys::isl_ast_expr_op_sub, AstOp::Sub),
        (sys::isl_ast_expr_op_mul, AstOp::Mul),
        (sys::isl_ast_expr_op_div, AstOp::Div),
        (sys::isl_ast_expr_op_fdiv_q, AstOp::FdivQ),
        (sys::isl_ast_expr_op_pdiv_q, AstOp::PdivQ),
        (sys::isl_ast_expr_op_pdiv_r, AstOp::PdivR),
        (sys::isl_ast_expr_op_zdiv_r, AstOp::ZdivR),
        (sys::isl_ast_expr_op_cond, AstOp::Cond),
        (sys::isl_ast_expr_op_select, AstOp::Select),
        (sys::isl_ast_expr_op_eq, AstOp::Eq),
        (sys::isl_ast_expr_op_le, AstOp::Le),
        (sys::isl_ast_expr_op_lt, AstOp::Lt),
        (sys::isl_ast_expr_op_ge, AstOp::Ge),
        (sys::isl_ast_expr_op_gt, AstOp::Gt),
        (sys::isl_ast_expr_op_call, AstOp::Call),
        (sys::isl_ast_expr_op_access, AstOp::Access),
        (sys::isl_ast_expr_op_member, AstOp::Member),
        (sys::isl_ast_expr_op_address_of, AstOp::AddressOf),
    ];
    for (i, (r, op)) in raw.into_iter().enumerate() {
        assert_eq!(r, i as sys::isl_ast_expr_op_type);
        assert_eq!(AstOp::from_raw(r), Some(op));
    }
    assert_eq!(AstOp::from_raw(sys::isl_ast_expr_op_error), None);
    assert_eq!(sys::isl_ast_node_for, 1);
    assert_eq!(sys::isl_ast_node_user, 5);
}

#[test]
fn iterators_marks_and_schedule_trees() {
    let ctx = Ctx::new();
    let domain = UnionSet::parse(&ctx, "[n] -> { S[i, j] : 0 <= i, j < n }").unwrap();
    let partial =
        MultiUnionPwAff::parse(&ctx, "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]").unwrap();
    let schedule = Schedule::from_domain(domain)
        .unwrap()
        .insert_partial_schedule(partial)
        .unwrap();
    let band = schedule.root().unwrap().child(0).unwrap();
    assert_eq!(band.kind(), ScheduleNodeKind::Band);
    let schedule = band.insert_mark("parallel").unwrap().schedule().unwrap();
    let b = AstBuild::alloc(&ctx)
        .unwrap()
        .set_iterators(&["i", "j"])
        .unwrap();
    let node = b.node_from_schedule(schedule).unwrap();
    assert_eq!(node.kind(), AstNodeKind::Mark);
    assert_eq!(node.mark_id().unwrap(), "parallel");
    let inner = node.mark_node().unwrap();
    assert_eq!(inner.kind(), AstNodeKind::For);
    assert_eq!(id(&inner.for_iterator().unwrap()), "i");
    assert_eq!(id(&inner.for_body().unwrap().for_iterator().unwrap()), "j");
    assert!(
        node.to_c_string().contains("// parallel"),
        "{}",
        node.to_c_string()
    );
    assert!(inner.mark_id().is_err());
}

#[test]
fn at_each_domain_annotates_user_nodes() {
    let ctx = Ctx::new();
    let sched = UnionMap::parse(
        &ctx,
        "[n] -> { S[i] -> [i, 0] : 0 <= i < n; T[i] -> [i, 1] : 0 <= i < n }",
    )
    .unwrap();
    let b = build(&ctx, "[n] -> { : n > 0 }");
    let mut calls = Vec::new();
    let mut kept_builds = Vec::new();
    let node = b
        .node_from_schedule_map_with(sched.clone(), |node, build| {
            let stmt = id(&node.user_expr()?.arg(0)?);
            // The build knows the schedule of the current instances.
            let s = build.get_schedule()?;
            assert_eq!(s.n_map()?, 1);
            // Builds may be kept beyond the callback (like Polly does).
            kept_builds.push(build.clone());
            calls.push(stmt.clone());
            node.set_annotation(Id::alloc(build.ctx(), &format!("ann_{stmt}"))?)
        })
        .unwrap();
    assert_eq!(calls, ["S", "T"]);
    // A kept build is usable after generation and never calls the
    // (gone) closure again.
    let kept = &kept_builds[0];
    assert_eq!(kept.get_schedule().unwrap().n_map().unwrap(), 1);
    let _ = kept.node_from_schedule_map(sched.clone());
    assert_eq!(calls.len(), 2);
    let children = node.for_body().unwrap().block_children().unwrap();
    let anns: Vec<String> = children
        .iter()
        .map(|c| c.annotation().unwrap().unwrap().name().unwrap().unwrap())
        .collect();
    assert_eq!(anns, ["ann_S", "ann_T"]);
    assert!(node.annotation().unwrap().is_none());

    // An error from the closure aborts generation and is returned.
    let e = b
        .node_from_schedule_map_with(sched.clone(), |_, _| {
            Err(Error::new(ErrorKind::Unsupported, "no thanks"))
        })
        .unwrap_err();
    assert_eq!(e.message, "no thanks");

    // A panic in the closure is resumed after isl returned.
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = b.node_from_schedule_map_with(sched.clone(), |_, _| panic!("callback panic"));
    }));
    assert_eq!(
        r.unwrap_err().downcast_ref::<&str>(),
        Some(&"callback panic")
    );

    // The build is still usable and has no callback left.
    let plain = b.node_from_schedule_map(sched.clone()).unwrap();
    assert!(plain.for_body().unwrap().block_children().unwrap()[0]
        .annotation()
        .unwrap()
        .is_none());

    // Same with a schedule tree.
    let tree = Schedule::from_domain(sched.clone().domain().unwrap())
        .unwrap()
        .insert_partial_schedule(MultiUnionPwAff::from_union_map(sched).unwrap())
        .unwrap();
    let mut n = 0;
    let node = b
        .node_from_schedule_with(tree, |node, _| {
            n += 1;
            Ok(node)
        })
        .unwrap();
    assert_eq!(n, 2);
    assert_eq!(node.kind(), AstNodeKind::For);
}

#[test]
fn expressions_from_build() {
    let ctx = Ctx::new();
    let b = build(&ctx, "[n] -> { : n >= 0 }");
    let e = b
        .expr_from_pw_aff(PwAff::parse(&ctx, "[n] -> { [(n + 1)] }").unwrap())
        .unwrap();
    assert_eq!(e.to_c_string(), "n + 1");
    // n >= 0 is known from the context: the condition simplifies to true.
    let e = b
        .expr_from_set(Set::parse(&ctx, "[n] -> { : n >= 0 }").unwrap())
        .unwrap();
    assert_eq!(e.kind().unwrap(), AstExprKind::Int(1));
    let acc = b
        .access_from_pw_multi_aff(PwMultiAff::parse(&ctx, "[n] -> { A[(n), (n - 1)] }").unwrap())
        .unwrap();
    assert_eq!(acc.to_c_string(), "A[n][n - 1]");
    let call = b
        .call_from_pw_multi_aff(PwMultiAff::parse(&ctx, "[n] -> { f[(2n)] }").unwrap())
        .unwrap();
    assert_eq!(call.to_c_string(), "f(2 * n)");
    assert!(b
        .expr_from_pw_aff(PwAff::parse(&ctx, "[m] -> { [(m)] }").unwrap())
        .is_ok());
}
