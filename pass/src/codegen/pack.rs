//! Packing (issue 16): the tile of a contraction's operand that the
//! micro-kernel walks is copied, once its tile loops are entered, into a
//! contiguous heap buffer, and the statement's loads of that operand read
//! the buffer. The rows of a power-of-two array fall on the same cache
//! sets (gemm at n = 2048: 57% of OpenBLAS against 76% at n = 2000); the
//! buffer's rows are one after the other. Only values are copied: the
//! order of the additions is the schedule's.

use super::state::{Gen, PackPlan, Subscript};
use crate::error::Error;
use crate::llvm::{self, Opcode, Ty, Val};
use crate::modeling::Item;
use isl::DimType;
use tessera_poly::contraction::{Contraction, Role};

/// The largest tile packed, in bytes: half of one core's L2 on the
/// machines measured (Zen 3: 512 KiB), so that the tile stays there with
/// the other operand's rows beside it.
const MAX_PACK_BYTES: i64 = 256 * 1024;

/// The buffer's alignment: a cache line, and an AVX-512 vector.
const PACK_ALIGN: i64 = 64;

/// Addresses this many bytes apart fall on the same set of a cache
/// (L1: 64 sets of 64-byte lines; also the span of 4K aliasing).
const SET_SPAN: i64 = 4096;

/// Why packing an operand is not predicted to pay: along every loop but
/// the vectorized one (statement dimension `dv`) that moves it, its
/// element moves by a number of bytes known at compile time and no
/// multiple of [`SET_SPAN`] (`subscripts` per array dimension), so the
/// rows it walks across spread over the cache sets already, and the
/// copies only cost (PolyBench's gemm, rows of 8800 bytes: 7% slower
/// packed, where gemm at a run-time n = 2048, rows of 16 KiB, ran 1.3x
/// faster). None when some such step is a multiple, or depends on a
/// size known only at run time.
fn rows_spread(array: &tessera_ir::Array, subscripts: &[Subscript], dv: usize) -> Option<String> {
    let elem = i64::from(array.elem_size.max(1));
    // Each array dimension's stride in bytes (the outermost's extent is
    // never needed).
    let mut dim_stride = vec![0i64; array.sizes.len()];
    let mut stride = elem;
    for p in (0..array.sizes.len()).rev() {
        dim_stride[p] = stride;
        if p > 0 {
            match array.sizes[p] {
                tessera_ir::Dim::Const(n) => stride *= n,
                _ => stride = 0,
            }
        }
    }
    let n = subscripts.first().map_or(0, |s| s.1.len());
    let mut steps = Vec::new();
    for d in (0..n).filter(|&d| d != dv) {
        let moved: Vec<usize> = (0..subscripts.len())
            .filter(|&p| subscripts[p].1[d] != 0)
            .collect();
        if moved.is_empty() {
            continue;
        }
        if moved.iter().any(|&p| dim_stride[p] == 0) {
            return None;
        }
        let step: i64 = moved
            .iter()
            .map(|&p| subscripts[p].1[d] * dim_stride[p])
            .sum();
        if step % SET_SPAN == 0 {
            return None;
        }
        steps.push(step.abs().to_string());
    }
    if steps.is_empty() {
        return None;
    }
    Some(format!(
        "its element moves by {} bytes along its other loops, no multiple of {SET_SPAN}: its rows spread over the cache sets already, and copies would only cost",
        steps.join(" and ")
    ))
}

/// The affine form of `map`'s outputs over its inputs on `domain`, None
/// when it has none (pieces, divisions): checked by rebuilding the map.
fn affine_subscripts(
    ctx: &isl::Ctx,
    prefix: &str,
    params: &[String],
    map: &isl::Map,
    domain: &isl::Set,
) -> Result<Option<Vec<Subscript>>, Error> {
    let n_in = map.n_in();
    let Ok(ma) = isl::PwMultiAff::from_map(map.clone())
        .and_then(|p| p.gist(domain.clone()))
        .and_then(|p| p.as_multi_aff())
    else {
        return Ok(None);
    };
    let Some(subscripts) = super::state::subscripts_of(&ma, n_in, params)? else {
        return Ok(None);
    };
    let xs: Vec<String> = (0..n_in).map(|d| format!("x{d}")).collect();
    let texts: Vec<String> = subscripts
        .iter()
        .map(|(constant, dims, ps)| {
            let mut text = constant.to_string();
            for (c, x) in dims.iter().zip(&xs) {
                text += &format!(" + {c}*{x}");
            }
            for &(p, c) in ps {
                text += &format!(" + {c}*{}", params[p]);
            }
            text
        })
        .collect();
    let tuple = map.tuple_name(DimType::Out)?.unwrap_or_default();
    let stmt = map.tuple_name(DimType::In)?.unwrap_or_default();
    let rebuilt = isl::Map::parse(
        ctx,
        &format!(
            "{prefix}{{ {stmt}[{}] -> {tuple}[{}] }}",
            xs.join(", "),
            texts.join(", ")
        ),
    )?
    .intersect_domain(domain.clone())?;
    let original = map.clone().intersect_domain(domain.clone())?;
    let same = rebuilt.is_subset(&original)? && original.is_subset(&rebuilt)?;
    Ok(same.then_some(subscripts))
}

impl<'m> Gen<'m> {
    /// The operands to pack (option `pack`): of each matrix product
    /// `contraction::find` recognizes in a tree with register tiles, run
    /// sequentially, the factor no statement writes whose element moves
    /// along a summed dimension and along the vectorized loop. A failed
    /// isl computation only leaves packing out.
    pub(super) fn plan_packs(
        &mut self,
        ctx: &isl::Ctx,
        applied: &super::state::Applied,
    ) -> Result<(), Error> {
        // Threads would share one buffer.
        if !self.opts.pack || applied.parallel.is_some() || applied.register_tiles.is_empty() {
            return Ok(());
        }
        let Some(tree) = applied.tree else {
            return Ok(());
        };
        let Ok(found) = tessera_poly::contraction::find(ctx, &self.model.scop) else {
            return Ok(());
        };
        // The tree the AST comes from: its loops are named by depth.
        let tree = tessera_poly::tree::atomic_over_unions(
            tessera_poly::register::without_repeated_points(tree.clone())?,
        )?;
        let flat = tree.get_map()?;
        for c in found.iter().filter(|c| c.is_matrix_product()) {
            match self.plan_one(ctx, &tree, &flat, c) {
                Ok(Some(plan)) => self.packs.push(plan),
                Ok(None) => {}
                Err(e) => log::debug!(target: "tessera::pack", "not packed: {e}"),
            }
        }
        Ok(())
    }

    /// The loops (depths) of statement `c.stmt` as a map from its
    /// instances, and the depth of the loop the vectorizer gets (the
    /// innermost not unrolled).
    fn loop_map<'c>(
        &self,
        tree: &isl::Schedule<'c>,
        flat: &isl::UnionMap<'c>,
        name: &str,
    ) -> Result<Option<(isl::Map<'c>, usize)>, Error> {
        let depths = tessera_poly::register::tree_loop_depths(tree, name)?;
        let Some(mut m) = flat
            .maps()?
            .into_iter()
            .find(|m| matches!(m.tuple_name(DimType::In), Ok(Some(t)) if t == name))
        else {
            return Ok(None);
        };
        if m.n_out() != depths.len() {
            return Ok(None);
        }
        // Sequence positions are no loops.
        for (pos, d) in depths.iter().enumerate().rev() {
            if d.is_none() {
                m = m.project_out(DimType::Out, pos, 1)?;
            }
        }
        let loops = m.n_out();
        let v = (0..loops)
            .rev()
            .find(|k| !self.unroll.contains_key(&format!("c{k}")));
        Ok(v.map(|v| (m, v)))
    }

    fn plan_one<'c>(
        &mut self,
        ctx: &'c isl::Ctx,
        tree: &isl::Schedule<'c>,
        flat: &isl::UnionMap<'c>,
        c: &Contraction,
    ) -> Result<Option<PackPlan<'m>>, Error> {
        let scop = &self.model.scop;
        let st = &scop.statements[c.stmt];
        let Some((m, v)) = self.loop_map(tree, flat, &st.name)? else {
            return Ok(None);
        };
        let loops = m.n_out();
        let prefix = scop.param_prefix();
        let params = self.model.params.names.clone();
        let domain = isl::Set::parse(ctx, &st.domain)?;
        // The statement dimension the vectorized loop walks.
        let vmap = m
            .clone()
            .project_out(DimType::Out, v + 1, loops - v - 1)?
            .project_out(DimType::Out, 0, v)?;
        let Some(vsub) = affine_subscripts(ctx, &prefix, &params, &vmap, &domain)? else {
            return Ok(None);
        };
        let walked: Vec<usize> = (0..vsub[0].1.len())
            .filter(|&d| vsub[0].1[d] != 0)
            .collect();
        let &[dv] = walked.as_slice() else {
            return Ok(None);
        };
        let Some((product, roles)) = c.products.first() else {
            return Ok(None);
        };
        for factor in [&product.left, &product.right] {
            let Some(array) = scop.arrays.iter().position(|a| a.name == factor.array) else {
                continue;
            };
            let rel = isl::Map::parse(ctx, &factor.relation)?.intersect_domain(domain.clone())?;
            // Read-only in the whole SCoP, and read by the statement only
            // at the factor's element (the buffer holds those alone).
            let written = scop.statements.iter().any(|s| {
                s.accesses
                    .iter()
                    .any(|a| a.array == factor.array && a.kind.is_write())
            });
            if written || !self.reads_only(ctx, c.stmt, &factor.array, &rel)? {
                continue;
            }
            let Some(ty) = self.load_type(c.stmt, array) else {
                continue;
            };
            let Some(subscripts) = affine_subscripts(ctx, &prefix, &params, &rel, &domain)? else {
                continue;
            };
            let summed = roles
                .iter()
                .enumerate()
                .any(|(d, r)| *r == Role::Summed && subscripts.iter().any(|s| s.1[d] != 0));
            let along: Vec<usize> = (0..subscripts.len())
                .filter(|&p| subscripts[p].1[dv] != 0)
                .collect();
            let &[pv] = along.as_slice() else {
                continue;
            };
            if !summed {
                continue;
            }
            if let Some(why) = rows_spread(&scop.arrays[array], &subscripts, dv) {
                self.unpacked
                    .push(format!("{} of statement {}: {why}", factor.array, st.name));
                continue;
            }
            let order: Vec<usize> = (0..subscripts.len())
                .filter(|&p| p != pv)
                .chain([pv])
                .collect();
            let elem = i64::from(scop.arrays[array].elem_size.max(1));
            let Some((depth, footprint, extents)) = tile_footprint(&m, v, &rel, &domain, elem)?
            else {
                continue;
            };
            return Ok(Some(PackPlan {
                stmt: c.stmt,
                array,
                depth,
                footprint,
                extents,
                order,
                subscripts,
                ty,
                buf: None,
                lo: None,
                origin: None,
                copied: false,
            }));
        }
        Ok(None)
    }

    /// Whether every access of statement `s` to `array` is `rel`.
    fn reads_only(
        &self,
        ctx: &isl::Ctx,
        s: usize,
        array: &str,
        rel: &isl::Map,
    ) -> Result<bool, Error> {
        let st = &self.model.scop.statements[s];
        let domain = isl::Set::parse(ctx, &st.domain)?;
        for a in st.accesses.iter().filter(|a| a.array == array) {
            let r = isl::Map::parse(ctx, &a.relation)?.intersect_domain(domain.clone())?;
            if !(r.is_subset(rel)? && rel.is_subset(&r)?) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The type statement `s` loads `array`'s elements as (None: it loads
    /// none, or with several types).
    fn load_type(&self, s: usize, array: usize) -> Option<Ty<'m>> {
        let mut ty = None;
        for it in &self.model.stmts[s].items {
            let Item::Inst(v) = it else { continue };
            if v.opcode() != Opcode::Load || self.model.access_array.get(v) != Some(&array) {
                continue;
            }
            match ty {
                None => ty = Some(v.ty()),
                Some(t) if t == v.ty() => {}
                Some(_) => return None,
            }
        }
        ty
    }

    /// The operands packed, for the remark.
    pub(super) fn packed(&self) -> Vec<super::state::Packed> {
        let scop = &self.model.scop;
        self.packs
            .iter()
            .filter(|p| p.copied)
            .map(|p| super::state::Packed {
                stmt: scop.statements[p.stmt].name.clone(),
                array: scop.arrays[p.array].name.clone(),
                shape: p.shape(),
                elem_bytes: i64::from(scop.arrays[p.array].elem_size.max(1)),
                tile_loop: format!("c{}", p.depth - 1),
            })
            .collect()
    }

    /// Heap buffers of the packed tiles (aligned; null when refused).
    pub(super) fn allocate_packs(&mut self) -> Vec<Val<'m>> {
        let mut buffers = Vec::new();
        for k in 0..self.packs.len() {
            let p = &self.packs[k];
            let elem = i64::from(self.model.scop.arrays[p.array].elem_size.max(1));
            let bytes = p.extents.iter().product::<i64>() * elem;
            // aligned_alloc wants a multiple of the alignment.
            let bytes = (bytes + PACK_ALIGN - 1) / PACK_ALIGN * PACK_ALIGN;
            let ptr = llvm::ptr_type(self.b.context());
            let (f, fty) = llvm::get_or_insert_function(
                self.func,
                "aligned_alloc",
                ptr,
                &[self.i64t, self.i64t],
            );
            let buf = self
                .b
                .call(fty, f, &[self.c64(PACK_ALIGN), self.c64(bytes)]);
            buf.set_name(&format!(
                "tessera.pack.{}",
                self.model.scop.arrays[p.array].name
            ));
            self.packs[k].buf = Some(buf);
            buffers.push(buf);
        }
        buffers
    }
}

/// The smallest depth `t` (at most the vectorized loop's `v`) at which the
/// loops `c0 .. c{t-1}` bound the footprint of `rel` by constants within
/// [`MAX_PACK_BYTES`], with that footprint (parameters `tessera_t0 ..`
/// for the loops) and its extents; None when no depth does.
fn tile_footprint(
    m: &isl::Map,
    v: usize,
    rel: &isl::Map,
    domain: &isl::Set,
    elem: i64,
) -> Result<Option<(usize, String, Vec<i64>)>, Error> {
    let loops = m.n_out();
    'depth: for t in 1..=v {
        let prefix = m
            .clone()
            .project_out(DimType::Out, t, loops - t)?
            .intersect_domain(domain.clone())?;
        let fp = prefix.reverse()?.apply_range(rel.clone())?;
        let deltas = fp.clone().reverse()?.apply_range(fp.clone())?.deltas()?;
        let mut extents = Vec::new();
        for p in 0..rel.n_out() {
            match deltas.clone().dim_max_val(p)?.to_i64() {
                Some(x) if x >= 0 => extents.push(x + 1),
                _ => continue 'depth,
            }
        }
        // Larger than a tile (constant sizes bound the whole array):
        // deeper.
        if extents.iter().product::<i64>() * elem > MAX_PACK_BYTES {
            continue;
        }
        let mut named = fp;
        for k in 0..t {
            named = named.set_dim_name(DimType::In, k, &format!("tessera_t{k}"))?;
        }
        let n_param = named.dim(DimType::Param);
        let set = named
            .move_dims(DimType::Param, n_param, DimType::In, 0, t)?
            .range()?;
        return Ok(Some((t, set.to_string(), extents)));
    }
    Ok(None)
}

/// Whether AST `n` calls statement `name`.
fn calls(n: &isl::AstNode, name: &str) -> Result<bool, Error> {
    Ok(match n.kind() {
        isl::AstNodeKind::Block => {
            for c in n.block_children()? {
                if calls(&c, name)? {
                    return Ok(true);
                }
            }
            false
        }
        isl::AstNodeKind::Mark => calls(&n.mark_node()?, name)?,
        isl::AstNodeKind::For => calls(&n.for_body()?, name)?,
        isl::AstNodeKind::If => {
            calls(&n.if_then()?, name)?
                || match n.if_else()? {
                    Some(e) => calls(&e, name)?,
                    None => false,
                }
        }
        isl::AstNodeKind::User => {
            let args = n.user_expr()?.args()?;
            matches!(args.first().map(|a| a.kind()), Some(Ok(isl::AstExprKind::Id(s))) if s == name)
        }
        _ => false,
    })
}

impl<'m> Gen<'m> {
    /// The array extents the copy linearizes its addresses with (as
    /// reloaded reads do), for each packed array.
    pub(super) fn pack_extents(&mut self, ctx: &isl::Ctx) -> Result<(), Error> {
        let scop = &self.model.scop;
        let universe = isl::Set::parse(ctx, &format!("{}{{ : }}", scop.param_prefix()))?;
        let build = isl::AstBuild::from_context(universe)?;
        for k in 0..self.packs.len() {
            self.ensure_extents(ctx, &build, self.packs[k].array)?;
        }
        Ok(())
    }

    /// At the start of the body of loop `n` (iterator `iter`): the tiles
    /// it fixes copied into their buffers. Returns the plans entered, for
    /// [`Gen::leave_packs`] after the body.
    pub(super) fn enter_packs(
        &mut self,
        n: &isl::AstNode,
        iter: &str,
    ) -> Result<Vec<usize>, Error> {
        let mut entered = Vec::new();
        for k in 0..self.packs.len() {
            let p = &self.packs[k];
            if p.lo.is_some() || p.buf.is_none() || format!("c{}", p.depth - 1) != iter {
                continue;
            }
            let name = &self.model.scop.statements[p.stmt].name;
            if !calls(&n.for_body()?, name)?
                || !(0..p.depth).all(|d| self.ids.contains_key(&format!("c{d}")))
            {
                continue;
            }
            self.copy_tile(n.ctx(), k)?;
            self.packs[k].copied = true;
            entered.push(k);
        }
        Ok(entered)
    }

    pub(super) fn leave_packs(&mut self, entered: Vec<usize>) {
        for k in entered {
            self.packs[k].lo = None;
            self.packs[k].origin = None;
        }
    }

    /// The copy of plan `k`'s tile: its footprint's AST (exact bounds:
    /// only elements the statement reads in this tile), element by
    /// element, the buffer written in its own order.
    fn copy_tile(&mut self, ctx: &isl::Ctx, k: usize) -> Result<(), Error> {
        let p = &self.packs[k];
        let (depth, array) = (p.depth, p.array);
        let fs = isl::Set::parse(ctx, &p.footprint)?;
        let n = p.extents.len();
        let a: Vec<String> = (0..n).map(|q| format!("a{q}")).collect();
        let ordered: Vec<&str> = p.order.iter().map(|&q| a[q].as_str()).collect();
        let arr = &self.model.scop.arrays[array].name;
        let sched = isl::Map::parse(
            ctx,
            &format!("{{ {arr}[{}] -> [{}] }}", a.join(", "), ordered.join(", ")),
        )?
        .intersect_domain(fs.clone())?;
        for d in 0..depth {
            let v = self.ids[&format!("c{d}")];
            self.ids.insert(format!("tessera_t{d}"), v);
        }
        let names: Vec<String> = (0..n).map(|q| format!("tessera_q{q}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let build = isl::AstBuild::from_context(fs.clone().params()?)?.set_iterators(&refs)?;
        let mut lo = Vec::new();
        for q in 0..n {
            let e = build.expr_from_pw_aff(fs.clone().dim_min(q)?)?;
            lo.push(self.expr(&e)?);
        }
        let ast = build.node_from_schedule_map(sched.try_into()?)?;
        // origin = sum over q of stride_q * (subscript_q at zero - lo_q).
        let mut origin = self.c64(0);
        let p = &self.packs[k];
        for ((q, (constant, _, params)), stride) in p.subscripts.iter().enumerate().zip(p.strides())
        {
            let mut e = self.b.binop(Opcode::Sub, self.c64(*constant), lo[q]);
            for &(x, c) in params {
                let t = self.b.binop(Opcode::Mul, self.params[x], self.c64(c));
                e = self.b.binop(Opcode::Add, e, t);
            }
            let e = self.b.binop(Opcode::Mul, e, self.c64(stride));
            origin = self.b.binop(Opcode::Add, origin, e);
        }
        self.packs[k].lo = Some(lo);
        self.packs[k].origin = Some(origin);
        let copied = self.copy_node(&ast, k);
        for d in 0..depth {
            self.ids.remove(&format!("tessera_t{d}"));
        }
        copied
    }

    fn copy_node(&mut self, n: &isl::AstNode, k: usize) -> Result<(), Error> {
        match n.kind() {
            isl::AstNodeKind::Block => {
                for c in n.block_children()? {
                    self.copy_node(&c, k)?;
                }
                Ok(())
            }
            isl::AstNodeKind::Mark => self.copy_node(&n.mark_node()?, k),
            isl::AstNodeKind::If => {
                let c = self.cond(&n.if_cond()?)?;
                let then_b = self.new_block("tessera.pack.then");
                let else_b = self.new_block("tessera.pack.else");
                let merge = self.new_block("tessera.pack.merge");
                self.b.cond_br(c, then_b, else_b);
                self.at(then_b);
                self.copy_node(&n.if_then()?, k)?;
                self.b.br(merge);
                self.at(else_b);
                if let Some(e) = n.if_else()? {
                    self.copy_node(&e, k)?;
                }
                self.b.br(merge);
                self.at(merge);
                Ok(())
            }
            isl::AstNodeKind::For => self.copy_loop(n, k),
            isl::AstNodeKind::User => {
                let args = n.user_expr()?.args()?;
                let mut a = Vec::new();
                for e in &args[1..] {
                    a.push(self.expr(e)?);
                }
                self.copy_element(k, &a)
            }
            _ => Err("unsupported AST node in a packing copy".into()),
        }
    }

    fn copy_loop(&mut self, n: &isl::AstNode, k: usize) -> Result<(), Error> {
        let iter = super::ast::for_iterator(n)?;
        let init = self.expr(&n.for_init()?)?;
        let frame = self.open_loop(n, iter, init, "tessera.pack")?;
        // A loop: the loop around is not innermost.
        self.loops_emitted += 1;
        self.copy_node(&n.for_body()?, k)?;
        self.back_edge(n, &frame)?;
        self.exit_loop(frame);
        Ok(())
    }

    /// `buf[element a] = array[a]`.
    fn copy_element(&mut self, k: usize, a: &[Val<'m>]) -> Result<(), Error> {
        let (array, ty) = (self.packs[k].array, self.packs[k].ty);
        let src = self.element_address(array, a)?;
        let x = self.b.load(ty, src);
        let dst = self.buffer_address(k, a)?;
        self.b.store(x, dst);
        Ok(())
    }

    /// The address in plan `k`'s buffer of the element `a` of the tile
    /// being run.
    fn buffer_address(&mut self, k: usize, a: &[Val<'m>]) -> Result<Val<'m>, Error> {
        let p = &self.packs[k];
        let lo =
            p.lo.as_ref()
                .ok_or("a packed tile read outside its loops")?;
        let buf = p.buf.ok_or("a packed tile without a buffer")?;
        let mut idx = self.c64(0);
        for (q, stride) in p.strides().into_iter().enumerate() {
            let off = self.b.binop(Opcode::Sub, a[q], lo[q]);
            let off = self.b.binop(Opcode::Mul, off, self.c64(stride));
            idx = self.b.binop(Opcode::Add, idx, off);
        }
        // buf holds the tile's extents' product of elements of ty, and
        // a - lo stays within each extent (a is in the footprint).
        Ok(self.b.gep(p.ty, buf, idx))
    }

    /// Where statement `s`'s load `v` reads when its array is packed and
    /// its tile is in the buffer (None: where it always did).
    pub(super) fn packed_address(
        &mut self,
        s: usize,
        v: Val<'m>,
        dims: &[Val<'m>],
    ) -> Result<Option<Val<'m>>, Error> {
        if v.opcode() != Opcode::Load {
            return Ok(None);
        }
        let Some(&array) = self.model.access_array.get(&v) else {
            return Ok(None);
        };
        let Some(k) = self
            .packs
            .iter()
            .position(|p| p.stmt == s && p.array == array && p.lo.is_some())
        else {
            return Ok(None);
        };
        let p = &self.packs[k];
        let (origin, buf, ty) = (
            p.origin.ok_or("a packed tile without its origin")?,
            p.buf,
            p.ty,
        );
        let buf = buf.ok_or("a packed tile without a buffer")?;
        // The index as `origin + w . dims`, the weights constants: the
        // copies of a register tile then compute alike what they share
        // (`early_loads` counts their loads by address).
        let weights = p.weights();
        let mut idx = origin;
        for (i, w) in weights.into_iter().enumerate() {
            let t = match w {
                0 => continue,
                1 => dims[i],
                w => self.b.binop(Opcode::Mul, dims[i], self.c64(w)),
            };
            idx = self.b.binop(Opcode::Add, idx, t);
        }
        Ok(Some(self.b.gep(ty, buf, idx)))
    }
}
