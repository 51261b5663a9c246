//! Array shapes: the dimensions of one base pointer's array and the affine
//! subscripts of each of its accesses, tried in order: fixed sizes from GEP
//! types, rows of a constant length from byte-offset GEPs, one linear
//! offset, parametric sizes by delinearization.

use super::builder::{Cx, Required};
use crate::detect::Reject;
use crate::llvm::{Opcode, Val};
use crate::scev::{Affine, GroupItem, PwExpr, Scev, Var};
use tessera_ir as ir;

/// Dimensions (the outermost one `Unknown`) and per-access subscripts.
type Shape = (Vec<ir::Dim>, Vec<Vec<PwExpr>>);

/// Array shape and per-access subscripts for one base pointer's accesses
/// (statement, instruction giving the address).
pub(super) fn shape_of<'a>(
    cx: &mut Cx<'a, '_>,
    group: &[(usize, Val<'a>)],
    esz: u32,
) -> Result<Shape, Reject<'a>> {
    // A memset writes a range of elements: the array is modelled by element
    // offsets (the memsets' ranges are added by the caller).
    let has_memset = group.iter().any(|(_, v)| v.is_memset());
    if !has_memset {
        if let Some(shape) = fixed_shape(cx, group) {
            return Ok(shape);
        }
    }
    let first_err = match linear_shape(cx, group, esz) {
        Ok(linear) => {
            if !has_memset && cx.guesses.rows {
                if let Some(shape) = cx.params_kept_if(|cx| rows_shape(cx, group, esz, &linear)) {
                    cx.rows_taken = true;
                    return Ok(shape);
                }
            }
            return Ok((vec![ir::Dim::Unknown], linear));
        }
        Err(e) => e,
    };
    if has_memset {
        let (e, v) = first_err;
        return Err(Reject::new(
            format!("the memset's address or an access of the same array is not affine: {e}"),
            Some(v),
        ));
    }
    if let Some(shape) = parametric_shape(cx, group, esz) {
        return Ok(shape);
    }
    let (e, v) = first_err;
    Err(Reject::new(
        format!("the subscript is not an affine function of the loop indices and parameters: {e}"),
        Some(v),
    ))
}

/// Does the expression use only loops around access `v`?
fn in_chain(cx: &Cx<'_, '_>, a: &PwExpr, v: Val<'_>) -> bool {
    let chain = cx.chain(v.block());
    a.loops().iter().all(|l| chain.contains(l))
}

/// An affine subscript of access `v`; its range requirements go to `v`'s
/// block.
fn take<'a>(cx: &mut Cx<'a, '_>, s: &Scev, v: Val<'a>) -> Option<PwExpr> {
    cx.aff.required.clear();
    let r = cx.aff.pw(s).ok().filter(|a| in_chain(cx, a, v));
    if r.is_some() {
        cx.require_at(v.block());
    }
    cx.aff.required.clear();
    r
}

/// First choice: fixed sizes from GEP types, when every access agrees.
fn fixed_shape<'a>(cx: &mut Cx<'a, '_>, group: &[(usize, Val<'a>)]) -> Option<Shape> {
    let an = cx.an;
    let mut fixed: Option<(Vec<i64>, Vec<Vec<PwExpr>>)> = None;
    for (_, v) in group {
        let text = an.access_fixed(*v);
        let parsed = (!text.is_empty())
            .then(|| Scev::parse_groups(&text).ok())
            .flatten()
            .and_then(|g| {
                let sizes: Vec<i64> = g
                    .first()?
                    .1
                    .iter()
                    .filter_map(|x| match x {
                        GroupItem::Int(n) => Some(*n),
                        _ => None,
                    })
                    .collect();
                let subs: Option<Vec<PwExpr>> = g
                    .get(1)?
                    .1
                    .iter()
                    .map(|x| match x {
                        GroupItem::Scev(s) => take(cx, s, *v),
                        _ => None,
                    })
                    .collect();
                Some((sizes, subs?))
            });
        match (parsed, &mut fixed) {
            (Some((sizes, subs)), None) if subs.len() == sizes.len() + 1 => {
                fixed = Some((sizes, vec![subs]))
            }
            (Some((sizes, subs)), Some((fs, all)))
                if *fs == sizes && subs.len() == sizes.len() + 1 =>
            {
                all.push(subs)
            }
            _ => {
                fixed = None;
                break;
            }
        }
    }
    let (sizes, subs) = fixed?;
    if subs.len() != group.len() {
        return None;
    }
    let mut dims = vec![ir::Dim::Unknown];
    dims.extend(sizes.iter().map(|&n| ir::Dim::Const(n)));
    Some((dims, subs))
}

/// An access's address as byte offsets: of a row, of an element in it,
/// and a constant, when it is a chain of one-index GEPs from the array's
/// base some of which move by whole rows and the others by elements:
/// `gep T, (gep i8, base, ROW), COL` (T of the element's size), a row's
/// start `gep i8, base, ROW`, `gep double, (gep double, base, t), 2000 r`,
/// constant steps between (`gep i8, %row, -3200`). Those are the forms
/// LLVM gives `A[i][j]` of a C99 array parameter `double A[n][n]` once `n`
/// is a constant. None without a row (a flattened `a[n * i + j]` is one
/// index moving by elements).
fn row_and_column<'a>(cx: &mut Cx<'a, '_>, v: Val<'a>, base: Val<'a>, esz: i64) -> Option<Parts> {
    let is_gep = |g: Val<'a>| {
        g.is_instruction() && g.opcode() == Opcode::GetElementPtr && g.num_operands() == 2
    };
    // Moves by more than an element: a multiple of a row.
    let step = |a: &Affine| a.terms.values().fold(0, |g, &c| gcd_of(g, c));
    let mut parts = Parts::default();
    let mut p = v.pointer_operand()?;
    let mut depth = 0;
    while p != base {
        if !is_gep(p) || depth == 4 {
            return None;
        }
        let size = i64::from(p.gep_source_type().element_size()?);
        let (e, r) = cx.pending_form(p.operand(1), v.block())?;
        let mut e = e.as_affine()?.scale(size)?;
        parts.constant = parts.constant.checked_add(e.constant)?;
        e.constant = 0;
        let to = if step(&e) % esz == 0 && step(&e) > esz {
            &mut parts.row
        } else {
            &mut parts.column
        };
        *to = to.add(&e)?;
        parts.required.extend(r);
        p = p.operand(0);
        depth += 1;
    }
    (!parts.row.is_constant() && step(&parts.column) % esz == 0).then_some(parts)
}

/// An address as [`row_and_column`] cuts it, in bytes: the row and element
/// parts without constants, the constant, and the range requirements of
/// their conversions.
#[derive(Default)]
struct Parts {
    row: Affine,
    column: Affine,
    constant: i64,
    required: Required,
}

/// Rows of a constant length: where some access of the array reaches an
/// element through GEPs that move by whole rows and by elements apart
/// ([`row_and_column`]), with an element part that moves, the row length
/// is the greatest common divisor of the row parts, in elements; each such
/// access is its row and element (the constant cut below: whole rows and
/// the rest), the others their linear subscript split by the row length.
/// The same subscripts GEP types give a fixed-size array, so the model is
/// the one of the same kernel on `double A[N][N]`: a linear subscript
/// `400 i + j` hides the row from the scheduler's analyses. Every element
/// must stay within its row (proved or assumed); a model that fails with
/// rows is made again without ([`super::build`]).
fn rows_shape<'a>(
    cx: &mut Cx<'a, '_>,
    group: &[(usize, Val<'a>)],
    esz: u32,
    linear: &[Vec<PwExpr>],
) -> Option<Shape> {
    let esz = i64::from(esz);
    let mut split = Vec::new();
    let (mut gcd, mut two_d) = (0i64, false);
    for (_, v) in group {
        let base = cx.an.access_offset(*v).0?;
        let parts = row_and_column(cx, *v, base, esz);
        if let Some(p) = &parts {
            gcd = p.row.terms.values().fold(gcd, |g, &c| gcd_of(g, c));
            two_d |= !p.column.is_constant();
        }
        split.push(parts);
    }
    let len = gcd.checked_div(esz)?;
    if !two_d || gcd % esz != 0 || len < 2 {
        return None;
    }
    let mut subs = Vec::new();
    let mut commits = Vec::new();
    for (((_, v), parts), lin) in group.iter().zip(split).zip(linear) {
        let e = lin[0].as_affine()?;
        let (row, column) = match parts {
            Some(p) => {
                let rest = p.constant.rem_euclid(gcd);
                let mut row = p.row.div_exact(gcd)?;
                row.constant = p.constant.div_euclid(gcd);
                let mut column = p.column.div_exact(esz)?;
                column.constant = (rest % esz == 0).then_some(rest / esz)?;
                commits.push((*v, p.required));
                (row, column)
            }
            None => split_by(e, len)?,
        };
        // The row and element must give back the address.
        if row.scale(len)?.add(&column)? != *e {
            return None;
        }
        subs.push(vec![PwExpr::Affine(row), PwExpr::Affine(column)]);
    }
    for (v, required) in commits {
        cx.keep_required(v.block(), required);
    }
    Some((vec![ir::Dim::Unknown, ir::Dim::Const(len)], subs))
}

/// `e` as `len * row + element`: an `e` that moves by less than a row
/// along every variable is an element of row 0 (a row offset folded to
/// 0 where a branch proved it); otherwise each coefficient is rounded to
/// its nearest multiple of `len` for the row, and the constant cut below.
/// Only a guess: the element must still stay within its row (proved or
/// assumed).
fn split_by(e: &Affine, len: i64) -> Option<(Affine, Affine)> {
    if e.terms.values().all(|c| c.abs() < len) {
        return Some((Affine::constant(0), e.clone()));
    }
    let nearest = |c: i64| {
        let q = c.div_euclid(len);
        if c.rem_euclid(len) * 2 > len {
            q + 1
        } else {
            q
        }
    };
    let mut row = Affine::constant(e.constant.div_euclid(len));
    for (v, c) in &e.terms {
        let q = nearest(*c);
        if q != 0 {
            row.terms.insert(*v, q);
        }
    }
    let column = e.add(&row.scale(-len)?)?;
    Some((row, column))
}

fn gcd_of(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(0)
}

/// Second choice: linear offsets, when all are affine; else the first
/// reason why not (every access is still converted: the conversions name
/// parameters).
fn linear_shape<'a>(
    cx: &mut Cx<'a, '_>,
    group: &[(usize, Val<'a>)],
    esz: u32,
) -> Result<Vec<Vec<PwExpr>>, (String, Val<'a>)> {
    let an = cx.an;
    let mut linear = Vec::new();
    let mut first_err = None;
    for (_, v) in group {
        let (_, off) = if v.is_memset() {
            an.pointer_offset(v.operand(0))
        } else {
            an.access_offset(*v)
        };
        cx.aff.required.clear();
        let r = Scev::parse(&off).and_then(|s| cx.aff.pw(&s)).and_then(|a| {
            if !in_chain(cx, &a, *v) {
                return Err("the address uses a loop index outside its loop".into());
            }
            a.div_exact(esz as i64)
                .ok_or_else(|| "the address is not a whole number of elements".to_string())
        });
        if r.is_ok() {
            cx.require_at(v.block());
        }
        cx.aff.required.clear();
        match r {
            Ok(a) => linear.push(vec![a]),
            Err(e) => {
                first_err.get_or_insert((e, *v));
            }
        }
    }
    match first_err {
        None => Ok(linear),
        Some(e) => Err(e),
    }
}

/// Last choice: parametric sizes, delinearizing the whole group.
fn parametric_shape<'a>(
    cx: &mut Cx<'a, '_>,
    group: &[(usize, Val<'a>)],
    esz: u32,
) -> Option<Shape> {
    let insts: Vec<Val<'a>> = group.iter().map(|(_, v)| *v).collect();
    let text = cx.an.access_parametric(&insts, esz);
    if text.is_empty() {
        return None;
    }
    let g = Scev::parse_groups(&text).ok()?;
    // The last "size" LLVM reports is the element size.
    let (_, sizes) = g.first()?;
    let sizes = &sizes[..sizes.len().checked_sub(1)?];
    let mut dims = vec![ir::Dim::Unknown];
    for s in sizes {
        let GroupItem::Scev(s) = s else {
            return None;
        };
        let a = cx.aff.affine(s).ok()?;
        if a.loops().count() > 0 {
            return None;
        }
        if a.is_constant() {
            dims.push(ir::Dim::Const(a.constant));
        } else {
            let names = cx.aff.params.names.clone();
            dims.push(ir::Dim::Param(a.to_isl(&|v| match v {
                Var::Param(p) => names[p].clone(),
                Var::Loop(l) => format!("k{l}"),
            })));
        }
    }
    let mut all = Vec::new();
    for ((_, subs), v) in g[1..].iter().zip(&insts) {
        let row: Option<Vec<PwExpr>> = subs
            .iter()
            .map(|x| match x {
                GroupItem::Scev(s) => take(cx, s, *v),
                _ => None,
            })
            .collect();
        let row = row?;
        if row.len() != dims.len() {
            return None;
        }
        all.push(row);
    }
    (all.len() == insts.len()).then_some((dims, all))
}

#[cfg(test)]
mod tests {
    use super::{gcd_of, split_by};
    use crate::scev::{Affine, Var};

    fn aff(constant: i64, terms: &[(usize, i64)]) -> Affine {
        Affine {
            constant,
            terms: terms.iter().map(|&(l, c)| (Var::Loop(l), c)).collect(),
        }
    }

    #[test]
    fn linear_subscripts_split_at_nearest_rows() {
        // A[0][j - 1] and A[0][n - 1 - j] (row 0 folded away), A[i][j],
        // A[i][i] (401 = a row and one).
        let cases = [
            (aff(-1, &[(1, 1)]), aff(0, &[]), aff(-1, &[(1, 1)])),
            (aff(399, &[(1, -1)]), aff(0, &[]), aff(399, &[(1, -1)])),
            (
                aff(0, &[(0, 400), (1, 1)]),
                aff(0, &[(0, 1)]),
                aff(0, &[(1, 1)]),
            ),
            (aff(0, &[(0, 401)]), aff(0, &[(0, 1)]), aff(0, &[(0, 1)])),
        ];
        for (e, row, column) in cases {
            assert_eq!(split_by(&e, 400), Some((row, column)), "{e:?}");
        }
        assert_eq!(gcd_of(3200, -6400), 3200);
        assert_eq!(gcd_of(0, 0), 0);
    }
}
