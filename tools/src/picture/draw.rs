//! Drawing primitives shared by the views: the statements' colours and
//! markers, the dependence kinds' strokes, arrows, and SVG text helpers.

use crate::picture::geometry::shorten;
use crate::picture::instances::Kind;
use std::fmt::Write;

/// Colours of the statements; red is kept for violations.
pub const COLOURS: [&str; 8] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22",
];
pub const RED: &str = "#d62728";
/// Radius of an instance's marker, in pixels.
pub const RADIUS: f64 = 4.5;

/// Stroke colour and dash pattern of a dependence kind.
pub fn style(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Flow => ("#37474f", ""),
        Kind::Anti => ("#2e7d32", "5,3"),
        Kind::Output => ("#6a1b9a", "1.5,2.5"),
        Kind::Live => (RED, "6,2,1.5,2"),
    }
}

/// Escapes text for XML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A pixel number, fixed precision (same input, same bytes).
pub fn n(x: f64) -> String {
    format!("{x:.1}")
}

/// A kind's name in ids and classes.
pub fn id(kind: Kind) -> &'static str {
    match kind {
        Kind::Flow => "flow",
        Kind::Anti => "anti",
        Kind::Output => "output",
        Kind::Live => "live",
    }
}

/// A dependence arrow; kinds bend differently so that arrows of several
/// kinds between two points stay apart.
pub fn arrow(
    out: &mut String,
    kind: Kind,
    a: (f64, f64),
    b: (f64, f64),
    violated: bool,
    tip: &str,
) {
    let Some((a, b)) = shorten(a, b, RADIUS + 1.5) else {
        return;
    };
    let (colour, dash) = style(kind);
    let bend = match kind {
        Kind::Flow => 0.0,
        Kind::Anti => 0.18,
        Kind::Output => -0.18,
        Kind::Live => 0.3,
    };
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (cx, cy) = (mx - (b.1 - a.1) * bend, my + (b.0 - a.0) * bend);
    let (stroke, width, head, class) = if violated {
        (RED, 2.0, "live", format!("dep {} violated", id(kind)))
    } else {
        (colour, 1.1, id(kind), format!("dep {}", id(kind)))
    };
    let dash = dash_attribute(dash);
    let _ = writeln!(
        out,
        "<path class=\"{class}\" d=\"M{} {} Q{} {} {} {}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{width}\"{dash} marker-end=\"url(#head-{head})\"><title>{}</title></path>",
        n(a.0), n(a.1), n(cx), n(cy), n(b.0), n(b.1), esc(tip)
    );
}

/// The SVG attribute of a dash pattern (nothing for a solid line).
pub fn dash_attribute(dash: &str) -> String {
    if dash.is_empty() {
        String::new()
    } else {
        format!(" stroke-dasharray=\"{dash}\"")
    }
}

/// A statement's marker: its colour and shape.
pub fn marker(out: &mut String, stmt: usize, (x, y): (f64, f64), tip: &str) {
    let c = COLOURS[stmt % COLOURS.len()];
    let r = RADIUS;
    let class = format!("point s{stmt}");
    let shape = match stmt % 4 {
        0 => format!(
            "<circle class=\"{class}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{c}\"",
            n(x),
            n(y),
            n(r)
        ),
        1 => format!(
            "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{c}\"",
            n(x - r),
            n(y - r),
            n(2.0 * r),
            n(2.0 * r)
        ),
        2 => format!(
            "<polygon class=\"{class}\" points=\"{},{} {},{} {},{}\" fill=\"{c}\"",
            n(x),
            n(y - r - 1.0),
            n(x - r - 1.0),
            n(y + r),
            n(x + r + 1.0),
            n(y + r)
        ),
        _ => format!(
            "<polygon class=\"{class}\" points=\"{},{} {},{} {},{} {},{}\" fill=\"{c}\"",
            n(x),
            n(y - r - 1.0),
            n(x + r + 1.0),
            n(y),
            n(x),
            n(y + r + 1.0),
            n(x - r - 1.0),
            n(y)
        ),
    };
    let _ = writeln!(
        out,
        "{shape}><title>{}</title></{}>",
        esc(tip),
        shape[1..].split(' ').next().unwrap_or("g")
    );
}
