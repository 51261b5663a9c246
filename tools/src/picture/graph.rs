//! The statement-level dependence graph: every statement of the SCoP a
//! node (the nest's in their colours, the others grey), an edge per
//! dependence kind between two statements (styles as the arrows'), red
//! where the schedule violates it. Nodes on a circle in model order: no
//! layout engine, the same picture every time.

use crate::picture::draw::{arrow, esc, id, n, COLOURS};
use crate::picture::instances::{Kind, Space};
use std::fmt::Write;
use tessera_ir::Scop;

/// The panel's width in pixels.
pub const WIDTH: f64 = 400.0;
const NODE: f64 = 20.0;

/// Node centres: on a circle, the first at the top, clockwise.
pub fn layout(count: usize, centre: (f64, f64), radius: f64) -> Vec<(f64, f64)> {
    if count == 1 {
        return vec![centre];
    }
    (0..count)
        .map(|k| {
            let a = std::f64::consts::TAU * k as f64 / count as f64;
            (centre.0 + radius * a.sin(), centre.1 - radius * a.cos())
        })
        .collect()
}

/// Draws the graph at (`x0`, `y0`).
pub fn panel(out: &mut String, space: &Space, scop: &Scop, x0: f64, y0: f64) {
    let names: Vec<&str> = scop.statements.iter().map(|s| s.name.as_str()).collect();
    let centre = (x0 + WIDTH / 2.0, y0 + 60.0 + 150.0);
    let at = layout(names.len(), centre, 130.0);
    let _ = writeln!(out, "<g class=\"graph\">");
    let _ = writeln!(
        out,
        "<text class=\"panel-title\" x=\"{}\" y=\"{}\" font-size=\"13\">statement dependence graph</text>",
        n(x0 + 20.0),
        n(y0 + 16.0)
    );
    let pos = |s: &str| names.iter().position(|x| *x == s);
    for red in [false, true] {
        for e in space.edges.iter().filter(|e| e.violated == red) {
            let (Some(a), Some(b)) = (pos(&e.src), pos(&e.dst)) else {
                continue;
            };
            let tip = format!("{} {} -> {}", e.kind.name(), e.src, e.dst);
            if a == b {
                self_loop(out, e.kind, at[a], e.violated, &tip);
            } else {
                arrow(out, e.kind, at[a], at[b], e.violated, &tip);
            }
        }
    }
    for (k, name) in names.iter().enumerate() {
        let fill = match space.stmts.iter().position(|s| s == name) {
            Some(s) => COLOURS[s % COLOURS.len()],
            None => "#bbbbbb",
        };
        let (x, y) = at[k];
        let _ = writeln!(
            out,
            "<circle class=\"node\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" fill-opacity=\"0.35\" stroke=\"{fill}\"><title>{}</title></circle>",
            n(x),
            n(y),
            n(NODE),
            esc(name)
        );
        let _ = writeln!(
            out,
            "<text class=\"node-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            n(x),
            n(y + 4.0),
            esc(name)
        );
    }
    let _ = writeln!(out, "</g>");
}

/// A dependence of a statement on itself: a loop above its node, one
/// size per kind.
fn self_loop(out: &mut String, kind: Kind, (x, y): (f64, f64), violated: bool, tip: &str) {
    let size = match kind {
        Kind::Flow => 26.0,
        Kind::Anti => 38.0,
        Kind::Output => 50.0,
        Kind::Live => 62.0,
    };
    let (colour, dash) = crate::picture::draw::style(kind);
    let (stroke, width, head) = if violated {
        (crate::picture::draw::RED, 2.0, "live")
    } else {
        (colour, 1.1, id(kind))
    };
    let dash = crate::picture::draw::dash_attribute(dash);
    let class = if violated {
        format!("edge {} violated", id(kind))
    } else {
        format!("edge {}", id(kind))
    };
    let _ = writeln!(
        out,
        "<path class=\"{class}\" d=\"M{} {} C{} {} {} {} {} {}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{width}\"{dash} marker-end=\"url(#head-{head})\"><title>{}</title></path>",
        n(x - 8.0),
        n(y - NODE + 2.0),
        n(x - size * 0.9),
        n(y - NODE - size),
        n(x + size * 0.9),
        n(y - NODE - size),
        n(x + 8.0),
        n(y - NODE + 1.0),
        esc(tip)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_go_round_a_circle_from_the_top() {
        assert_eq!(layout(1, (10.0, 10.0), 5.0), vec![(10.0, 10.0)]);
        let four = layout(4, (0.0, 0.0), 10.0);
        let round = |p: (f64, f64)| ((p.0 * 10.0).round() / 10.0, (p.1 * 10.0).round() / 10.0);
        assert_eq!(round(four[0]), (0.0, -10.0));
        assert_eq!(round(four[1]), (10.0, 0.0));
        assert_eq!(round(four[2]), (0.0, 10.0));
    }
}
