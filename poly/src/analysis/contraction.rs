//! Contractions: statements that add products of two array elements into
//! an element of a third, summed over loops the result does not depend on
//! (`C[i][j] += A[i][k] * B[k][j]`).
//!
//! Recognized on the model, not on the source's syntax: in any loop
//! order, with the operands transposed (`A[k][i]`), one array read twice
//! (syrk's `A[i][k] * A[j][k]`), loop-invariant factors (`alpha`), a sum
//! of such products in one update (syr2k), and the roles found from the
//! access relations alone:
//! - the *summed* dimensions are those both factors depend on and the
//!   result does not (`k`);
//! - the *rows* are those of the first factor alone (`i`), the *columns*
//!   those of the second alone (`j`), the *batch* those of all three.
//!
//! A statement qualifies when its value stored is `C[f(x)]`, read at the
//! same element, plus one or more products of exactly two array elements
//! (times invariants); when the result depends only on dimensions some
//! factor depends on; and when every product sums over at least one
//! dimension. The factors are not the result's array (LU's in-place
//! updates are no contractions). Nothing here decides a schedule; the
//! pass names what it found in a remark.

use isl::{Ctx, DimType, Map, UnionMap};
use tessera_ir::{AccessKind, Instr, Operand, Scop, Statement};

/// One factor of a product: an array element as a function of the
/// statement's instance. A value a zero-dimensional array carries from
/// another statement counts as the element that statement read
/// (`alpha * A[i][k]` hoisted out of the `j` loop into `v_mul`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factor {
    pub array: String,
    /// `[n] -> { S1[i0, i1, i2] -> A[i0, i1] }`.
    pub relation: String,
}

/// A product of two array elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Product {
    pub left: Factor,
    pub right: Factor,
}

/// What each dimension of the statement is to one product.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Of the result and the left factor only.
    Row,
    /// Of the result and the right factor only.
    Column,
    /// Of both factors, not of the result: summed.
    Summed,
    /// Of the result and both factors.
    Batch,
    /// Of the left factor only, not of the result (the result is
    /// overwritten along it, as doitgen's `sum[p]` is per `r` and `q`).
    LeftOnly,
    /// Of the right factor only, not of the result.
    RightOnly,
}

/// One recognized contraction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contraction {
    /// The statement's index in the SCoP.
    pub stmt: usize,
    /// The result's access (the write).
    pub write: usize,
    /// The products added, each with the role of every dimension.
    pub products: Vec<(Product, Vec<Role>)>,
    /// The element type (`f64`, `f32`, `i32`).
    pub elem: String,
}

impl Contraction {
    /// The statement's dimensions summed over by its first product.
    pub fn summed(&self) -> Vec<usize> {
        self.products.first().map_or_else(Vec::new, |(_, roles)| {
            (0..roles.len())
                .filter(|&d| roles[d] == Role::Summed)
                .collect()
        })
    }

    /// Whether its first product has rows and columns both (a matrix
    /// product, as gemm, syrk or a batch of them), not only one of them
    /// (a matrix-vector product, as gemv).
    pub fn is_matrix_product(&self) -> bool {
        self.products
            .first()
            .is_some_and(|(_, roles)| roles.contains(&Role::Row) && roles.contains(&Role::Column))
    }

    /// A name for each dimension of the statement by its role in the
    /// first product (see [`Contraction::text`]).
    pub fn dim_names(&self) -> Vec<String> {
        self.products
            .first()
            .map_or_else(Vec::new, |(_, roles)| role_names(roles))
    }

    /// The update as the source would write it, dimensions named by role
    /// (`C[i, j] += A[i, k] * B[k, j]`): `i`, `j`, `k`, `b` for rows,
    /// columns, summed and batch dimensions, numbered when a role has
    /// several; `l`/`r` for those of one factor alone.
    pub fn text(&self, ctx: &Ctx, scop: &Scop) -> isl::Result<String> {
        let s = &scop.statements[self.stmt];
        let Some((_, roles)) = self.products.first() else {
            return Ok(String::new());
        };
        let names = role_names(roles);
        let element = |f: &Factor| -> isl::Result<String> {
            let mut m = Map::parse(ctx, &f.relation)?;
            for (d, n) in names.iter().enumerate() {
                m = m.set_dim_name(DimType::In, d, n)?;
            }
            Ok(format!("{}[{}]", f.array, subscripts(&m.to_string())))
        };
        let w = &s.accesses[self.write];
        let result = Factor {
            array: w.array.clone(),
            relation: w.relation.clone(),
        };
        let mut terms = Vec::new();
        for (p, _) in &self.products {
            terms.push(format!("{} * {}", element(&p.left)?, element(&p.right)?));
        }
        Ok(format!("{} += {}", element(&result)?, terms.join(" + ")))
    }
}

/// The subscripts of an access printed by isl (`[n] -> { S1[i, k, j] ->
/// A[i, k] }` gives `i, k`).
fn subscripts(text: &str) -> String {
    // After the parameters' arrow (`[n] -> { ... }`), the relation's.
    let body = text.find('{').map_or(text, |b| &text[b..]);
    let Some(arrow) = body.find("->") else {
        return String::new();
    };
    let rest = &body[arrow..];
    match (rest.find('['), rest.find(']')) {
        (Some(a), Some(b)) if a < b => rest[a + 1..b].to_string(),
        _ => String::new(),
    }
}

/// Names for the dimensions by role, numbered where a role repeats.
fn role_names(roles: &[Role]) -> Vec<String> {
    let letter = |r: Role| match r {
        Role::Row => "i",
        Role::Column => "j",
        Role::Summed => "k",
        Role::Batch => "b",
        Role::LeftOnly => "l",
        Role::RightOnly => "r",
    };
    roles
        .iter()
        .enumerate()
        .map(|(d, &r)| {
            let same = roles.iter().filter(|&&x| x == r).count();
            if same == 1 {
                letter(r).to_string()
            } else {
                let nth = roles[..d].iter().filter(|&&x| x == r).count();
                format!("{}{}", letter(r), nth + 1)
            }
        })
        .collect()
}

/// The contractions of a SCoP, in statement order.
pub fn find(ctx: &Ctx, scop: &Scop) -> isl::Result<Vec<Contraction>> {
    let mut found = Vec::new();
    for (i, s) in scop.statements.iter().enumerate() {
        // The body first (no isl): most statements are no candidates.
        let Some((write, pairs)) = accumulation(scop, s) else {
            continue;
        };
        let mut products = Some(Vec::new());
        for (l, r) in pairs {
            products = match (products, factor(ctx, scop, i, l)?, factor(ctx, scop, i, r)?) {
                (Some(mut ps), Some(left), Some(right)) => {
                    ps.push(Product { left, right });
                    Some(ps)
                }
                _ => None,
            };
        }
        let Some(products) = products else {
            continue;
        };
        if let Some(c) = classify(ctx, scop, i, write, products)? {
            found.push(c);
        }
    }
    Ok(found)
}

/// A load in a statement's body: of an array element, or of a
/// zero-dimensional array (a value another statement computed), by the
/// access's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leaf {
    Element(usize),
    Scalar(usize),
}

/// A value as a sum of terms, each a sign (true: subtracted) and a
/// product of loads and invariants.
type Terms = Vec<(bool, Vec<Leaf>)>;

/// The statement's one store to an array with dimensions, of `acc +
/// products` where `acc` reads the element stored: the write and the
/// products' factors, when its body has that shape.
fn accumulation(scop: &Scop, s: &Statement) -> Option<(usize, Vec<(Leaf, Leaf)>)> {
    // Stores to zero-dimensional arrays hand values to other statements
    // (symm's update also copies a scalar along): one element stored.
    let stores: Vec<&Instr> = s
        .body
        .iter()
        .filter(|i| i.opcode == "store")
        .filter(|i| {
            i.access
                .and_then(|a| s.accesses.get(a as usize))
                .is_none_or(|a| scop.has_dimensions(&a.array))
        })
        .collect();
    let [store] = stores.as_slice() else {
        return None;
    };
    let write = store.access? as usize;
    let w = s.accesses.get(write)?;
    if w.kind != AccessKind::MustWrite {
        return None;
    }
    let mut acc = false;
    let mut products = Vec::new();
    for (negated, loads) in terms_of(scop, s, store.operands.first()?, 0)? {
        match loads.as_slice() {
            [Leaf::Element(r)] if !negated && !acc && same_element(s, *r, write) => acc = true,
            [left, right] => {
                let of_result =
                    |l: &Leaf| matches!(l, Leaf::Element(a) if s.accesses[*a].array == w.array);
                if of_result(left) || of_result(right) {
                    return None;
                }
                products.push((*left, *right));
            }
            _ => return None,
        }
    }
    (acc && !products.is_empty()).then_some((write, products))
}

/// Is access `r` a read of the element write `w` writes?
fn same_element(s: &Statement, r: usize, w: usize) -> bool {
    let (r, w) = (&s.accesses[r], &s.accesses[w]);
    r.kind == AccessKind::Read && r.array == w.array && r.relation == w.relation
}

/// `op` as a sum of products of loads (see [`Terms`]). `depth` bounds the
/// recursion (a body is a few dozen instructions).
fn terms_of(scop: &Scop, s: &Statement, op: &Operand, depth: usize) -> Option<Terms> {
    if depth > 32 {
        return None;
    }
    let local = match op {
        Operand::Local(n) => *n,
        // An invariant: a product's factor, no term of its own.
        Operand::External(_) | Operand::Const { .. } => return Some(vec![(false, Vec::new())]),
        Operand::Affine(_) => return None,
    };
    let def = s.body.iter().find(|i| i.result == Some(local))?;
    let arg = |k: usize| terms_of(scop, s, def.operands.get(k)?, depth + 1);
    let product = |a: Terms, b: Terms| -> Option<Terms> {
        match (a.as_slice(), b.as_slice()) {
            ([(sx, x)], [(sy, y)]) => Some(vec![(sx != sy, x.iter().chain(y).copied().collect())]),
            _ => None,
        }
    };
    let negate = |t: Terms| -> Terms { t.into_iter().map(|(n, l)| (!n, l)).collect() };
    let callee = def.flags.iter().find(|f| f.starts_with('@'));
    match def.opcode.as_str() {
        "load" => {
            let a = def.access? as usize;
            let access = s.accesses.get(a)?;
            if access.kind != AccessKind::Read {
                return None;
            }
            let leaf = if scop.has_dimensions(&access.array) {
                Leaf::Element(a)
            } else {
                Leaf::Scalar(a)
            };
            Some(vec![(false, vec![leaf])])
        }
        "fmul" | "mul" => product(arg(0)?, arg(1)?),
        "fneg" => Some(negate(arg(0)?)),
        "fadd" | "add" => {
            let mut t = arg(0)?;
            t.extend(arg(1)?);
            Some(t)
        }
        "fsub" | "sub" => {
            let mut t = arg(0)?;
            t.extend(negate(arg(1)?));
            Some(t)
        }
        "call"
            if callee
                .is_some_and(|c| c.starts_with("@llvm.fmuladd") || c.starts_with("@llvm.fma.")) =>
        {
            let mut t = product(arg(0)?, arg(1)?)?;
            t.extend(arg(2)?);
            Some(t)
        }
        _ => None,
    }
}

/// The array element a load of statement `stmt` stands for: its own
/// access, or for a zero-dimensional array the element its one writer
/// statement read to compute the value (times invariants), composed with
/// the dataflow from that writer (exact, isl's: each instance reads the
/// value of one writer instance). None when it is anything else.
fn factor(ctx: &Ctx, scop: &Scop, stmt: usize, leaf: Leaf) -> isl::Result<Option<Factor>> {
    let s = &scop.statements[stmt];
    let a = match leaf {
        Leaf::Element(a) => {
            let access = &s.accesses[a];
            return Ok(Some(Factor {
                array: access.array.clone(),
                relation: access.relation.clone(),
            }));
        }
        Leaf::Scalar(a) => &s.accesses[a],
    };
    // The one statement writing the scalar, with one store to it.
    let writers: Vec<&Statement> = scop
        .statements
        .iter()
        .filter(|w| {
            w.accesses
                .iter()
                .any(|x| x.kind.is_write() && x.array == a.array)
        })
        .collect();
    let [writer] = writers.as_slice() else {
        return Ok(None);
    };
    let Some(store) = writer.body.iter().find(|i| {
        i.opcode == "store"
            && i.access
                .and_then(|x| writer.accesses.get(x as usize))
                .is_some_and(|x| x.array == a.array)
    }) else {
        return Ok(None);
    };
    let Some(value) = store
        .operands
        .first()
        .and_then(|v| terms_of(scop, writer, v, 0))
    else {
        return Ok(None);
    };
    let [(_, loads)] = value.as_slice() else {
        return Ok(None);
    };
    let [Leaf::Element(read)] = loads.as_slice() else {
        return Ok(None);
    };
    let element = &writer.accesses[*read];
    let Some(write) = writer
        .accesses
        .iter()
        .find(|x| x.kind == AccessKind::MustWrite && x.array == a.array)
    else {
        return Ok(None);
    };
    // Which writer instance each instance of `stmt` reads the value of.
    let domain = |st: &Statement| isl::UnionSet::parse(ctx, &st.domain);
    let sink = UnionMap::parse(ctx, &a.relation)?.intersect_domain(domain(s)?)?;
    let source = UnionMap::parse(ctx, &write.relation)?.intersect_domain(domain(writer)?)?;
    let dates =
        UnionMap::parse(ctx, &s.schedule)?.union(UnionMap::parse(ctx, &writer.schedule)?)?;
    let flow = isl::UnionAccessInfo::from_sink(sink.clone())?
        .set_must_source(source)?
        .set_schedule_map(dates)?
        .compute_flow()?;
    let from = flow.must_dependence()?.reverse()?;
    // Every instance reads a value written in the SCoP, from one writer.
    if !from.clone().domain()?.is_equal(&sink.domain()?)? || !from.is_single_valued()? {
        return Ok(None);
    }
    let relation = from.apply_range(UnionMap::parse(ctx, &element.relation)?)?;
    let maps = relation.maps()?;
    let [m] = maps.as_slice() else {
        return Ok(None);
    };
    Ok(Some(Factor {
        array: element.array.clone(),
        relation: m.to_string(),
    }))
}

/// The roles of the statement's dimensions in each product, when every
/// product sums over some dimension and the result depends only on
/// dimensions of its factors.
fn classify(
    ctx: &Ctx,
    scop: &Scop,
    stmt: usize,
    write: usize,
    products: Vec<Product>,
) -> isl::Result<Option<Contraction>> {
    let s = &scop.statements[stmt];
    let uses = |relation: &str| -> isl::Result<Option<Vec<bool>>> {
        let m = Map::parse(ctx, relation)?;
        // A function of the instance: one element each.
        if !m.is_single_valued()? {
            return Ok(None);
        }
        // Without the bounds of its domain (a relation composed with the
        // dataflow carries the statements' domains): a dimension the
        // element depends on is one its subscripts name.
        let domain = m.clone().domain()?;
        let m = m.gist_domain(domain)?;
        let n = m.n_in();
        (0..n)
            .map(|d| m.involves_dims(DimType::In, d, 1))
            .collect::<isl::Result<Vec<bool>>>()
            .map(Some)
    };
    let Some(out) = uses(&s.accesses[write].relation)? else {
        return Ok(None);
    };
    let mut all = Vec::new();
    for p in products {
        let (Some(l), Some(r)) = (uses(&p.left.relation)?, uses(&p.right.relation)?) else {
            return Ok(None);
        };
        let mut roles = Vec::with_capacity(out.len());
        for d in 0..out.len() {
            let role = match (out[d], l[d], r[d]) {
                (true, true, true) => Role::Batch,
                (true, true, false) => Role::Row,
                (true, false, true) => Role::Column,
                (false, true, true) => Role::Summed,
                (false, true, false) => Role::LeftOnly,
                (false, false, true) => Role::RightOnly,
                // The result along a dimension no factor moves with, or a
                // dimension nothing depends on (the same sum repeated).
                (true, false, false) | (false, false, false) => return Ok(None),
            };
            roles.push(role);
        }
        if !roles.contains(&Role::Summed) {
            return Ok(None);
        }
        all.push((p, roles));
    }
    let elem = scop
        .array(&s.accesses[write].array)
        .map(|a| a.elem.clone())
        .unwrap_or_default();
    Ok(Some(Contraction {
        stmt,
        write,
        products: all,
        elem,
    }))
}

#[cfg(test)]
mod tests;
