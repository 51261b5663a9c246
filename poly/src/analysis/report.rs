//! Human-readable reports of dependences and violations, with the source
//! lines of both ends.

use crate::analysis::deps::{Dep, Dependences};
use crate::analysis::view::View;
use crate::analysis::violation::Violations;
use std::fmt::Write;
use tessera_ir::Scop;

fn stmt_loc(scop: &Scop, stmt: &str) -> String {
    scop.statement(stmt)
        .and_then(|s| s.location.as_ref())
        .map(|l| format!("{}:{}", l.file, l.line))
        .unwrap_or_else(|| "?".into())
}

fn array_of(view: &View, tag: &str) -> String {
    view.reference(tag)
        .map(|r| r.array.clone())
        .unwrap_or_default()
}

fn line(scop: &Scop, view: &View, d: &Dep) -> String {
    format!(
        "{} {} ({}) -> {} ({}) on @{}: {}",
        d.kind,
        d.src_tag,
        stmt_loc(scop, &d.src_stmt),
        d.dst_tag,
        stmt_loc(scop, &d.dst_stmt),
        array_of(view, &d.src_tag),
        d.relation
    )
}

/// Every dependence and live range of a SCoP, one per line.
pub fn dependences(scop: &Scop, view: &View, deps: &Dependences) -> isl::Result<String> {
    let mut out = String::new();
    let _ = writeln!(out, "// dependences of @{}", scop.name);
    for d in deps.list()? {
        let _ = writeln!(out, "{}", line(scop, view, &d));
    }
    for r in &deps.reductions {
        let how = match &r.not_reorderable {
            None => "reorderable".to_string(),
            Some(why) => format!("not reorderable: {why}"),
        };
        let _ = writeln!(
            out,
            "reduction @{} by {} in {} ({}), carried by {}: {how}",
            r.accumulator,
            r.op,
            r.update,
            stmt_loc(scop, &r.update),
            r.carry.join(", ")
        );
    }
    Ok(out)
}

/// `legal`, or every violation with the source lines of both ends.
pub fn violations(scop: &Scop, view: &View, v: &Violations) -> isl::Result<(bool, String)> {
    let list = v.list()?;
    let mut out = String::new();
    if list.is_empty() {
        let _ = writeln!(out, "@{}: legal", scop.name);
        return Ok((true, out));
    }
    let _ = writeln!(
        out,
        "@{}: illegal, {} violated relation(s)",
        scop.name,
        list.len()
    );
    for d in &list {
        let _ = writeln!(
            out,
            "violates {}: {}",
            d.kind.violated(),
            line(scop, view, d)
        );
    }
    Ok((false, out))
}
