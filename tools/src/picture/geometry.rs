//! Plain geometry of the pictures: which two loops go on the axes, where
//! an instance goes (its loop values, or its dates under a schedule), and
//! grid units to pixels. No isl.

/// The loops on the axes by default: the two innermost of the nest (the
/// plane a stencil's time loop sweeps, seidel-2d's `i, j`; a 2-D nest's
/// both), or the only one.
pub fn default_dims(loops: usize) -> (usize, usize) {
    match loops {
        0 | 1 => (0, 0),
        n => (n - 2, n - 1),
    }
}

/// An instance's place on the two axes: its values of the loops `dims`,
/// 0 for a loop it is not inside (a statement of a shallower depth) and
/// on the vertical axis of a one-loop nest.
pub fn project(at: &[i64], dims: (usize, usize), two: bool) -> (i64, i64) {
    let get = |d: usize| at.get(d).copied().unwrap_or(0);
    (get(dims.0), if two { get(dims.1) } else { 0 })
}

/// The date positions that take more than one value among the dates of
/// some one statement (`dates`: each statement's): the loops of the new
/// order (a position that only separates statements is no loop).
pub fn varying(dates: &[Vec<&[i64]>]) -> Vec<usize> {
    let width = dates.iter().flatten().map(|d| d.len()).max().unwrap_or(0);
    (0..width)
        .filter(|&p| {
            dates.iter().any(|one| {
                let mut vals = one.iter().map(|d| d.get(p).copied().unwrap_or(0));
                let first = vals.next();
                vals.any(|v| Some(v) != first)
            })
        })
        .collect()
}

/// Where an instance goes in the new order: its dates at the varying
/// positions ranked as the loops on the axes are in the nest (the `a`-th
/// loop of the new order for the nest's `a`-th loop): an interchange
/// swaps the points, a skew slants them.
pub fn scheduled(date: &[i64], varying: &[usize], dims: (usize, usize), two: bool) -> (i64, i64) {
    let at: Vec<i64> = varying
        .iter()
        .map(|&p| date.get(p).copied().unwrap_or(0))
        .collect();
    project(&at, dims, two)
}

/// Grid units to pixels: `cell` pixels per unit, x to the right, y up,
/// the box's lower-left corner at `origin` (pixels, y down as in SVG).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub min: (i64, i64),
    pub max: (i64, i64),
    pub cell: f64,
    pub origin: (f64, f64),
}

impl Scale {
    /// The scale that fits every point into a box of at most `side`
    /// pixels per axis, cells of at most `max_cell` pixels.
    pub fn fit(points: &[(i64, i64)], side: f64, max_cell: f64, origin: (f64, f64)) -> Scale {
        let min = (
            points.iter().map(|p| p.0).min().unwrap_or(0),
            points.iter().map(|p| p.1).min().unwrap_or(0),
        );
        let max = (
            points.iter().map(|p| p.0).max().unwrap_or(0),
            points.iter().map(|p| p.1).max().unwrap_or(0),
        );
        let span = (max.0 - min.0).max(max.1 - min.1).max(1) as f64;
        Scale {
            min,
            max,
            cell: (side / span).min(max_cell),
            origin,
        }
    }

    /// The pixel position of grid point `p`.
    pub fn px(&self, p: (i64, i64)) -> (f64, f64) {
        (
            self.origin.0 + (p.0 - self.min.0) as f64 * self.cell,
            self.origin.1 - (p.1 - self.min.1) as f64 * self.cell,
        )
    }

    /// Width and height of the grid in pixels.
    pub fn size(&self) -> (f64, f64) {
        (
            (self.max.0 - self.min.0) as f64 * self.cell,
            (self.max.1 - self.min.1) as f64 * self.cell,
        )
    }
}

/// The segment from `a` to `b` with `r` pixels cut at both ends, so an
/// arrow starts and ends at the points' rims (`None`: they overlap).
pub fn shorten(a: (f64, f64), b: (f64, f64), r: f64) -> Option<((f64, f64), (f64, f64))> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 2.0 * r {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    Some(((a.0 + ux * r, a.1 + uy * r), (b.0 - ux * r, b.1 - uy * r)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_dims_are_the_two_innermost_loops() {
        assert_eq!(default_dims(1), (0, 0));
        assert_eq!(default_dims(2), (0, 1));
        assert_eq!(default_dims(3), (1, 2));
    }

    #[test]
    fn projection_keeps_the_chosen_loops() {
        assert_eq!(project(&[4, 5, 6], (1, 2), true), (5, 6));
        assert_eq!(project(&[4, 5, 6], (2, 0), true), (6, 4));
        // A statement outside the second loop, a one-loop nest.
        assert_eq!(project(&[4], (0, 1), true), (4, 0));
        assert_eq!(project(&[4, 5], (1, 0), false), (5, 0));
    }

    #[test]
    fn the_new_order_places_points_by_their_varying_dates() {
        // [t, 0, j, 0, i]: an interchange of i and j under t, t fixed.
        let d1: &[i64] = &[0, 0, 3, 0, 1];
        let d2: &[i64] = &[0, 0, 4, 0, 2];
        let v = varying(&[vec![d1, d2]]);
        assert_eq!(v, vec![2, 4]);
        assert_eq!(scheduled(d1, &v, (0, 1), true), (3, 1));
        assert_eq!(varying(&[vec![d1]]), Vec::<usize>::new());
        // A constant that tells two statements apart is no loop.
        let d3: &[i64] = &[0, 1, 3, 0, 1];
        assert_eq!(varying(&[vec![d1, d2], vec![d3]]), vec![2, 4]);
    }

    #[test]
    fn scaling_fits_the_box_and_puts_y_up() {
        let s = Scale::fit(&[(1, 1), (12, 6)], 330.0, 40.0, (50.0, 400.0));
        assert_eq!(s.cell, 30.0);
        assert_eq!(s.px((1, 1)), (50.0, 400.0));
        assert_eq!(s.px((12, 6)), (380.0, 250.0));
        assert_eq!(s.size(), (330.0, 150.0));
        // Few points: cells no larger than max_cell.
        let small = Scale::fit(&[(0, 0), (1, 0)], 330.0, 40.0, (0.0, 0.0));
        assert_eq!(small.cell, 40.0);
    }

    #[test]
    fn arrows_stop_at_the_rims() {
        let (a, b) = shorten((0.0, 0.0), (10.0, 0.0), 2.0).unwrap();
        assert_eq!((a, b), ((2.0, 0.0), (8.0, 0.0)));
        assert_eq!(shorten((0.0, 0.0), (3.0, 0.0), 2.0), None);
    }
}
