//! Array shapes: the dimensions of one base pointer's array and the affine
//! subscripts of each of its accesses, tried in order: fixed sizes from GEP
//! types, one linear offset, parametric sizes by delinearization.

use super::builder::Cx;
use crate::detect::Reject;
use crate::llvm::Val;
use crate::scev::{GroupItem, PwExpr, Scev, Var};
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
        Ok(linear) => return Ok((vec![ir::Dim::Unknown], linear)),
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
