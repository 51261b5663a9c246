//! The SVG document: the iteration space in the original order, the same
//! instances placed by the schedule's dates (when one is given), the
//! statement graph ([`crate::picture::graph`]), a legend and the notes that say
//! what is shown (fixed parameters, cut loops). Every drawn item carries
//! a `class` and a `<title>` (a tooltip, and what tests check).

use crate::picture::draw::{arrow, esc, id, marker, n, style, RADIUS, RED};
use crate::picture::geometry::{project, scheduled, varying, Scale};
use crate::picture::instances::{Instance, Kind, Space};
use crate::picture::Request;
use std::collections::BTreeMap;
use std::fmt::Write;

const PANEL: f64 = 500.0;
const GRID: f64 = 380.0;
const TOP: f64 = 40.0;

/// The whole document.
pub fn document(req: &Request, space: &Space, dims: (usize, usize)) -> String {
    let nest = req.nest;
    let two = nest.loops.len() > 1;
    let panels = if req.schedule.is_some() { 2.0 } else { 1.0 };
    let mut body = String::new();
    let mut notes = summary(req, space);
    let at = |i: &Instance| project(&i.at, dims, two);
    let label = |d: usize| nest.loops.get(d).cloned().unwrap_or_default();
    let (xl, yl) = (
        label(dims.0),
        if two { label(dims.1) } else { String::new() },
    );
    let joined = panel(&mut body, space, 0.0, "original order", (&xl, &yl), &at);
    if let Some(s) = req.schedule {
        let dated: Vec<Vec<&[i64]>> = (0..space.stmts.len())
            .map(|k| {
                let mine = space.instances.iter().filter(|i| i.stmt == k);
                mine.filter_map(|i| i.date.as_deref()).collect()
            })
            .collect();
        let v = varying(&dated);
        let place = |i: &Instance| scheduled(i.date.as_deref().unwrap_or(&[]), &v, dims, two);
        let name = |d: usize| match v.get(d) {
            Some(p) => format!("new loop {d} (date {p})"),
            None => format!("new loop {d} (none)"),
        };
        let axes = (name(dims.0), if two { name(dims.1) } else { String::new() });
        let title = format!("schedule {}", clip(s.trim(), 60));
        panel(&mut body, space, PANEL, &title, (&axes.0, &axes.1), &place);
    }
    if joined > 0 {
        notes.push(format!(
            "{joined} dependence pair(s) join instances drawn at one point (loops off the axes): not drawn"
        ));
    }
    let gx = PANEL * panels;
    crate::picture::graph::panel(&mut body, space, req.scop, gx, TOP);
    let legend_y = TOP + PANEL;
    let lines = legend(&mut body, space, req, legend_y, &notes);
    let width = gx + crate::picture::graph::WIDTH;
    let height = legend_y + 20.0 + 18.0 * lines as f64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"12\">",
        w = n(width),
        h = n(height)
    );
    out += &defs();
    let _ = writeln!(out, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    let title = format!(
        "@{} ({}), loop {}: statements {}",
        req.scop.name,
        req.scop.function,
        nest.tag,
        nest.statements.join(", ")
    );
    let _ = writeln!(
        out,
        "<text class=\"title\" x=\"20\" y=\"24\" font-size=\"15\">{}</text>",
        esc(&title)
    );
    out += &body;
    out += "</svg>\n";
    out
}

/// The arrow heads, one per colour.
fn defs() -> String {
    let mut out = String::from("<defs>\n");
    for kind in [Kind::Flow, Kind::Anti, Kind::Output, Kind::Live] {
        let (c, _) = style(kind);
        let _ = writeln!(
            out,
            "<marker id=\"head-{}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"{c}\"/></marker>",
            id(kind)
        );
    }
    out += "</defs>\n";
    out
}

/// The notes under the picture: what is shown.
fn summary(req: &Request, space: &Space) -> Vec<String> {
    let mut notes = Vec::new();
    if !space.params.is_empty() {
        let ps: Vec<String> = space
            .params
            .iter()
            .map(|(p, v)| format!("{p} = {v}"))
            .collect();
        notes.push(format!(
            "{} shown (parameters fixed so that each loop runs at most {} iterations)",
            ps.join(", "),
            req.max_iterations
        ));
    }
    if !space.outer.is_empty() {
        let os: Vec<String> = req
            .nest
            .outer
            .iter()
            .zip(&space.outer)
            .map(|(l, v)| format!("{l} = {v}"))
            .collect();
        notes.push(format!(
            "loops around the nest at their first iteration: {}",
            os.join(", ")
        ));
    }
    notes.extend(space.notes.iter().cloned());
    match space.legal {
        Some(true) => notes.push("the schedule is legal".into()),
        Some(false) => {
            let red = space.pairs.iter().filter(|p| p.violated).count();
            notes.push(format!(
                "the schedule is illegal: {red} violated dependence pair(s) drawn in red"
            ));
        }
        None => {}
    }
    notes
}

fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        s.chars().take(max).collect::<String>() + "..."
    }
}

/// An arrow's end: a statement at a grid point.
type End = (usize, (i64, i64));

/// One drawn arrow: the pairs it stands for.
struct Arrow {
    from: End,
    to: End,
    first: (usize, usize),
    count: usize,
    violated: bool,
}

/// One view of the instances, placed by `place`; returns how many pairs
/// join instances drawn at one point.
fn panel(
    out: &mut String,
    space: &Space,
    x0: f64,
    title: &str,
    axes: (&str, &str),
    place: &dyn Fn(&Instance) -> (i64, i64),
) -> usize {
    let pts: Vec<(i64, i64)> = space.instances.iter().map(place).collect();
    let s = Scale::fit(&pts, GRID, 40.0, (x0 + 80.0, TOP + 40.0 + GRID));
    let _ = writeln!(out, "<g class=\"panel\">");
    let _ = writeln!(
        out,
        "<text class=\"panel-title\" x=\"{}\" y=\"{}\" font-size=\"13\">{}</text>",
        n(x0 + 20.0),
        n(TOP + 16.0),
        esc(title)
    );
    axes_of(out, &s, axes);
    let k = space.stmts.len() as f64;
    // Statements at one point side by side.
    let shift = |stmt: usize| (stmt as f64 - (k - 1.0) / 2.0) * 2.5 * RADIUS;
    let at = |stmt: usize, p: (i64, i64)| {
        let (x, y) = s.px(p);
        (x + shift(stmt), y)
    };
    let mut arrows: BTreeMap<(Kind, End, End), Arrow> = BTreeMap::new();
    let mut joined = 0;
    for (i, p) in space.pairs.iter().enumerate() {
        let (a, b) = (&space.instances[p.src], &space.instances[p.dst]);
        let from = (a.stmt, pts[p.src]);
        let to = (b.stmt, pts[p.dst]);
        if from == to {
            joined += 1;
            continue;
        }
        let e = arrows.entry((p.kind, from, to)).or_insert(Arrow {
            from,
            to,
            first: (i, i),
            count: 0,
            violated: false,
        });
        e.count += 1;
        e.violated |= p.violated;
        if p.violated && !space.pairs[e.first.0].violated {
            e.first = (i, i);
        }
    }
    // Red last, on top.
    for red in [false, true] {
        for ((kind, _, _), a) in arrows.iter().filter(|(_, a)| a.violated == red) {
            let pair = &space.pairs[a.first.0];
            let more = if a.count > 1 {
                format!(" (and {} more)", a.count - 1)
            } else {
                String::new()
            };
            let tip = format!(
                "{} {} -> {}{more}",
                kind.name(),
                inst(space, pair.src),
                inst(space, pair.dst)
            );
            arrow(
                out,
                *kind,
                at(a.from.0, a.from.1),
                at(a.to.0, a.to.1),
                a.violated,
                &tip,
            );
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for (i, inst_) in space.instances.iter().enumerate() {
        if seen.insert((inst_.stmt, pts[i])) {
            marker(out, inst_.stmt, at(inst_.stmt, pts[i]), &inst(space, i));
        }
    }
    let _ = writeln!(out, "</g>");
    joined
}

/// An instance as `S0(0, 1, 2)` (all its loops, those around the nest too).
fn inst(space: &Space, i: usize) -> String {
    let x = &space.instances[i];
    let all: Vec<String> = space
        .outer
        .iter()
        .chain(&x.at)
        .map(|v| v.to_string())
        .collect();
    format!("{}({})", space.stmts[x.stmt], all.join(", "))
}

fn axes_of(out: &mut String, s: &Scale, labels: (&str, &str)) {
    let (w, h) = s.size();
    let (ox, oy) = s.px(s.min);
    let pad = 14.0;
    let _ = writeln!(
        out,
        "<path class=\"axes\" d=\"M{} {} L{} {} L{} {}\" fill=\"none\" stroke=\"#999\"/>",
        n(ox - pad),
        n(oy - h - pad),
        n(ox - pad),
        n(oy + pad),
        n(ox + w + pad),
        n(oy + pad)
    );
    let every = if s.cell >= 16.0 { 1 } else { 2 };
    for v in (s.min.0..=s.max.0).step_by(every) {
        let (x, _) = s.px((v, s.min.1));
        let _ = writeln!(out, "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"#555\">{v}</text>", n(x), n(oy + pad + 14.0));
    }
    if !labels.1.is_empty() {
        for v in (s.min.1..=s.max.1).step_by(every) {
            let (_, y) = s.px((s.min.0, v));
            let _ = writeln!(out, "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#555\">{v}</text>", n(ox - pad - 5.0), n(y + 4.0));
        }
    }
    let _ = writeln!(
        out,
        "<text class=\"axis-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
        n(ox + w / 2.0),
        n(oy + pad + 32.0),
        esc(labels.0)
    );
    if !labels.1.is_empty() {
        let (x, y) = (ox - pad - 40.0, oy - h / 2.0);
        let _ = writeln!(out, "<text class=\"axis-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 {} {})\">{}</text>", n(x), n(y), n(x), n(y), esc(labels.1));
    }
}

/// The legend and the notes; returns the number of lines they take.
fn legend(out: &mut String, space: &Space, req: &Request, y0: f64, notes: &[String]) -> usize {
    let _ = writeln!(out, "<g class=\"legend\">");
    let mut y = y0;
    let mut x = 30.0;
    for (s, name) in space.stmts.iter().enumerate() {
        let line = req
            .scop
            .statement(name)
            .and_then(|st| st.location.as_ref())
            .map(|l| format!(" @{}", l.line))
            .unwrap_or_default();
        marker(out, s, (x, y - 4.0), name);
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\">{}{}</text>",
            n(x + 10.0),
            n(y),
            esc(name),
            line
        );
        x += 110.0;
    }
    // A short line in the arrows' style, then its name.
    let mut sample = |x: f64, stroke: &str, label: &str| {
        let _ = writeln!(
            out,
            "<path d=\"M{} {} L{} {}\" {stroke}/>",
            n(x),
            n(y - 4.0),
            n(x + 26.0),
            n(y - 4.0)
        );
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\">{label}</text>",
            n(x + 32.0),
            n(y)
        );
    };
    for kind in [Kind::Flow, Kind::Anti, Kind::Output, Kind::Live] {
        let (c, dash) = style(kind);
        let dash = crate::picture::draw::dash_attribute(dash);
        sample(
            x,
            &format!("stroke=\"{c}\" stroke-width=\"1.5\"{dash}"),
            kind.name(),
        );
        x += if kind == Kind::Live { 160.0 } else { 95.0 };
    }
    sample(
        x,
        &format!("stroke=\"{RED}\" stroke-width=\"2\""),
        "violated by the schedule",
    );
    for note in notes {
        y += 18.0;
        let _ = writeln!(
            out,
            "<text class=\"note\" x=\"30\" y=\"{}\">{}</text>",
            n(y),
            esc(note)
        );
    }
    let _ = writeln!(out, "</g>");
    1 + notes.len()
}
