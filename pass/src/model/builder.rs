//! ScopBuilder: the state the phases of [`super::build`] fill in
//! ([`ScopBuilder`]), the region's affine view they share ([`Cx`]), and the
//! finished [`Model`]. Each phase is an `impl ScopBuilder` block in its own
//! file; this file depends on none of them.

use super::info::{Class, Model, Slot, StmtCode};
use crate::detect::{anchor_of, Region};
use crate::llvm::{Analyses, Bb, LoopDesc, Val};
use crate::scev::{Affinator, Affine, PwExpr, Scev, Var};
use std::collections::{BTreeSet, HashMap};
use tessera_ir as ir;

/// The induction variable of a loop around the region: a PHI in its header
/// stepping by 1 from a constant (its index as a SCEV unknown, width,
/// start).
pub(super) fn outer_iv(
    an: &Analyses,
    loops: &[LoopDesc<'_>],
    region: &Region<'_>,
    loop_index: i64,
) -> Option<(usize, u32, i64)> {
    let l = loops.get(usize::try_from(loop_index).ok()?)?;
    if !l.blocks.contains(&region.entry) {
        return None;
    }
    l.header
        .phis()
        .into_iter()
        .find_map(|p| match Scev::parse(&an.scev(p)).ok()? {
            Scev::AddRec {
                bits,
                loop_index: li,
                ops,
                ..
            } if li == loop_index && ops.len() == 2 => match (&ops[0], &ops[1]) {
                (Scev::Const { value: Some(c), .. }, Scev::Const { value: Some(1), .. }) => {
                    Some((an.unknown_index(p), bits, *c))
                }
                _ => None,
            },
            _ => None,
        })
}

/// A readable isl name for a parameter SCEV.
pub(super) fn name_hint(an: &Analyses, s: &Scev) -> String {
    match s {
        Scev::Unknown { index, .. } => {
            let n = an
                .unknown(*index)
                .map(|v| an.value_name(v))
                .unwrap_or_default();
            if n.is_empty() {
                "p".into()
            } else {
                n
            }
        }
        Scev::Cast { op, .. } => name_hint(an, op),
        Scev::Mul { ops, .. } => ops
            .iter()
            .map(|o| name_hint(an, o))
            .collect::<Vec<_>>()
            .join("_"),
        _ => "p".into(),
    }
}

/// The isl name of a loop's iteration counter in domains.
pub(super) fn loop_name(l: usize) -> String {
    format!("k{l}")
}

/// The isl name of an affine variable in domains: loop counters by
/// [`loop_name`], parameters by name.
pub(super) fn var_name(params: &[String], v: Var) -> String {
    match v {
        Var::Loop(l) => loop_name(l),
        Var::Param(p) => params[p].clone(),
    }
}

/// The region as the phases see it: its loops, and the conversion of its
/// integer values to affine form with the range requirements each
/// conversion needs.
pub(super) struct Cx<'a, 'x> {
    pub an: &'a Analyses,
    pub loops: &'x [LoopDesc<'a>],
    pub region: &'x Region<'a>,
    /// Region loops around each block, outermost first.
    pub chains: HashMap<Bb<'a>, Vec<usize>>,
    /// The region loop each header block heads.
    pub headers: HashMap<Bb<'a>, usize>,
    pub aff: Affinator<'x>,
    /// Per block: isl constraints that must hold on its whole domain (an
    /// unsigned comparison is modelled as a signed one where both operands
    /// are non-negative).
    pub nonneg: HashMap<Bb<'a>, Vec<String>>,
    /// What this attempt of [`super::build`] may guess.
    pub guesses: Guesses,
    /// Some array took rows of a constant length (`shapes::rows_shape`).
    pub rows_taken: bool,
}

/// Range requirements of a conversion to affine form (the affinator's
/// `required`): the expression must lie in [lo, hi].
pub(super) type Required = Vec<(PwExpr, i64, i64)>;

/// What an attempt of [`super::build`] may read into the IR beyond SCEV
/// and GEP types; a failed attempt that took one is tried again without.
#[derive(Clone, Copy, Debug)]
pub(super) struct Guesses {
    /// Integer PHIs taken for the affine form their incoming values agree
    /// on ([`super::agreeing`]).
    pub agree: bool,
    /// Rows of a constant length from byte-offset GEPs
    /// (`shapes::rows_shape`).
    pub rows: bool,
}

impl<'a, 'x> Cx<'a, 'x> {
    pub(super) fn new(
        an: &'a Analyses,
        loops: &'x [LoopDesc<'a>],
        region: &'x Region<'a>,
        aff: Affinator<'x>,
        guesses: Guesses,
    ) -> Cx<'a, 'x> {
        let mut chains = HashMap::new();
        for &b in &region.blocks {
            let mut chain = Vec::new();
            let mut cur = an.block_loop(b);
            while let Some(l) = cur {
                if region.loops.contains(&l) {
                    chain.push(l);
                }
                cur = loops[l].parent;
            }
            chain.reverse();
            chains.insert(b, chain);
        }
        let headers = region.loops.iter().map(|&l| (loops[l].header, l)).collect();
        Cx {
            an,
            loops,
            region,
            chains,
            headers,
            aff,
            nonneg: HashMap::new(),
            guesses,
            rows_taken: false,
        }
    }

    pub(super) fn chain(&self, b: Bb<'a>) -> &[usize] {
        self.chains.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Affine form of an integer value as seen in block `at`.
    pub(super) fn affine_at(&mut self, v: Val<'a>, at: Bb<'a>) -> Result<PwExpr, String> {
        let s = Scev::parse(&self.an.scev(v))?;
        self.aff.required.clear();
        let e = self.aff.pw(&s);
        self.require_at(at);
        let e = e?;
        let chain = self.chain(at);
        let loops_ok = |a: &Affine| a.loops().all(|l| chain.contains(&l));
        let ok = match &e {
            PwExpr::Affine(a) => loops_ok(a),
            _ => {
                // Check every piece.
                fn all(e: &PwExpr, f: &dyn Fn(&Affine) -> bool) -> bool {
                    match e {
                        PwExpr::Affine(a) => f(a),
                        PwExpr::Max(v) | PwExpr::Min(v) => v.iter().all(|x| all(x, f)),
                    }
                }
                all(&e, &loops_ok)
            }
        };
        if ok {
            Ok(e)
        } else {
            Err("a value computed in a loop is used after that loop".into())
        }
    }

    /// The affine form of `v` where block `at`'s loops enclose it, with
    /// the range requirements of its conversion, kept nowhere yet
    /// ([`Cx::keep_required`] keeps them once the form is taken).
    pub(super) fn pending_form(&mut self, v: Val<'a>, at: Bb<'a>) -> Option<(PwExpr, Required)> {
        self.aff.required.clear();
        let e = Scev::parse(&self.an.scev(v))
            .and_then(|s| self.aff.pw(&s))
            .ok()
            .filter(|e| {
                let chain = self.chain(at);
                e.loops().iter().all(|l| chain.contains(l))
            });
        let required = std::mem::take(&mut self.aff.required);
        Some((e?, required))
    }

    /// What `f` finds; where it finds nothing, the affinator's parameters
    /// as they were before it (a conversion that is not taken adds none).
    pub(super) fn params_kept_if<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<T> {
        let params = self.aff.params.clone();
        let found = f(self);
        if found.is_none() {
            self.aff.params = params;
        }
        found
    }

    /// Keeps the range requirements of a [`Cx::pending_form`] on block
    /// `at`'s domain.
    pub(super) fn keep_required(&mut self, at: Bb<'a>, required: Required) {
        self.aff.required = required;
        self.require_at(at);
    }

    /// Moves the affinator's range requirements onto a block's domain.
    pub(super) fn require_at(&mut self, at: Bb<'a>) {
        let names = self.aff.params.names.clone();
        for (e, lo, hi) in self.aff.required.drain(..) {
            let t = e.to_isl(&|v| var_name(&names, v));
            self.nonneg
                .entry(at)
                .or_default()
                .push(format!("{lo} <= ({t}) <= {hi}"));
        }
    }

    /// Is the integer value known to be non-negative?
    pub(super) fn nonneg(&self, v: Val<'a>) -> bool {
        if self.an.known_nonnegative(v) {
            return true;
        }
        Scev::parse(&self.an.scev(v))
            .map(|s| self.aff.known_nonneg(&s))
            .unwrap_or(false)
    }
}

/// isl names of arrays: as the source names them, made unique and kept
/// apart from the statements' tuple names.
#[derive(Default)]
pub(super) struct Names {
    used: BTreeSet<String>,
}

impl Names {
    /// `base` made an isl identifier, with `_1`, `_2`... until it is new.
    pub(super) fn fresh(&mut self, base: &str) -> String {
        let base = crate::scev::sanitize(base);
        let mut name = base.clone();
        let mut k = 1;
        while is_reserved_tuple(&name) || !self.used.insert(name.clone()) {
            name = format!("{base}_{k}");
            k += 1;
        }
        name
    }
}

/// A value's name (or its source variable's), or a default.
pub(super) fn name_or(an: &Analyses, v: Val<'_>, default: &str) -> String {
    let n = an.value_name(v);
    if n.is_empty() {
        default.to_string()
    } else {
        n
    }
}

/// Is `name` one of the isl tuple names the model gives statements (`S3`)
/// or their tagged references (`S3_a2`)? An array (source variable) named so
/// gets a suffix.
fn is_reserved_tuple(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let Some(rest) = name.strip_prefix('S') else {
        return false;
    };
    match rest.split_once("_a") {
        Some((stmt, reference)) => digits(stmt) && digits(reference),
        None => digits(rest),
    }
}

/// A PHI taken for an affine form, and what proves it.
pub(super) struct Agreeing<'a> {
    pub phi: Val<'a>,
    /// Its value wherever it is defined.
    pub form: PwExpr,
    /// Each incoming edge whose value has another form (its predecessor
    /// and that form): equal to `form` where the edge is taken.
    pub differing: Vec<(Bb<'a>, PwExpr)>,
}

/// What the phases have found so far; each phase reads what the earlier
/// ones filled in.
pub(super) struct ScopBuilder<'a, 'x> {
    pub cx: Cx<'a, 'x>,
    pub class: HashMap<Val<'a>, Class>,
    /// Accumulator PHIs read from the memory their loop's store writes.
    pub demoted: HashMap<Val<'a>, Val<'a>>,
    pub stmts: Vec<StmtCode<'a>>,
    /// Per statement: (block, position key within its block).
    pub stmt_key: Vec<(Bb<'a>, usize)>,
    /// Edge statements: (statement, predecessor, successor index).
    pub edges: Vec<(usize, Bb<'a>, u32)>,
    pub arrays: Vec<ir::Array>,
    pub slots: Vec<Slot<'a>>,
    pub names: Names,
    pub value_array: HashMap<Val<'a>, usize>,
    pub phi_array: HashMap<Val<'a>, usize>,
    pub exit_phis: Vec<Val<'a>>,
    /// Base pointer of each memory array.
    pub bases: HashMap<usize, Val<'a>>,
    /// Memory arrays some store writes.
    pub written: BTreeSet<usize>,
    /// Per access (load, store, memset or demoted PHI): its array and the
    /// isl text of the element(s) it touches (`A[i0, i1]`).
    pub access_text: HashMap<Val<'a>, (usize, String)>,
    pub may_alias: Vec<(usize, usize)>,
    /// The PHIs taken for an agreed form ([`Guesses::agree`]), for the domains phase to prove.
    pub agreeing: Vec<Agreeing<'a>>,
    /// Instructions of the region used after it other than by exit PHIs:
    /// pure, computed from values before the region (and each other).
    pub escaping: Vec<Val<'a>>,
}

impl<'a, 'x> ScopBuilder<'a, 'x> {
    pub(super) fn new(cx: Cx<'a, 'x>) -> ScopBuilder<'a, 'x> {
        let exit_phis = cx.region.exit.phis();
        ScopBuilder {
            cx,
            class: HashMap::new(),
            demoted: HashMap::new(),
            stmts: Vec::new(),
            stmt_key: Vec::new(),
            edges: Vec::new(),
            arrays: Vec::new(),
            slots: Vec::new(),
            names: Names::default(),
            value_array: HashMap::new(),
            phi_array: HashMap::new(),
            exit_phis,
            bases: HashMap::new(),
            written: BTreeSet::new(),
            access_text: HashMap::new(),
            may_alias: Vec::new(),
            agreeing: Vec::new(),
            escaping: Vec::new(),
        }
    }

    /// The statement a value is part of, if any.
    pub(super) fn stmt_of(&self, v: Val<'a>) -> Option<usize> {
        match self.class.get(&v) {
            Some(Class::Stmt(s)) => Some(*s),
            _ => None,
        }
    }

    /// The finished model.
    pub(super) fn finish(
        self,
        function: Val<'a>,
        scop_name: &str,
        assumed: String,
        statements: Vec<ir::Statement>,
        access_index: HashMap<Val<'a>, u32>,
    ) -> Model<'a> {
        let (an, loops, region) = (self.cx.an, self.cx.loops, self.cx.region);
        let location = anchor_of(an, region.entry)
            .and_then(|a| an.debug_loc(a))
            .or_else(|| {
                region
                    .loops
                    .first()
                    .and_then(|&l| loops[l].latch)
                    .and_then(|b| b.terminator())
                    .and_then(|t| an.debug_loc(t))
            })
            .map(|(file, line, col)| ir::SourceLoc { file, line, col });
        let params = self.cx.aff.params;
        let mut indices = Vec::new();
        params
            .list
            .iter()
            .for_each(|(s, _)| s.unknowns(&mut indices));
        let unknowns = indices
            .into_iter()
            .filter_map(|i| Some((i, an.unknown(i)?)))
            .collect();
        let prefix = ir::param_prefix(&params.names);
        let scop = ir::Scop {
            name: scop_name.to_string(),
            function: function.name(),
            location,
            params: params
                .list
                .iter()
                .zip(&params.names)
                .map(|((s, _), n)| ir::Param {
                    name: n.clone(),
                    ty: format!("i{}", s.bits()),
                })
                .collect(),
            context: format!("{prefix}{{ : }}"),
            assumed,
            arrays: self.arrays,
            statements,
        };
        Model {
            scop,
            region: region.clone(),
            params,
            unknowns,
            stmts: self.stmts,
            class: self.class,
            value_array: self.value_array,
            phi_array: self.phi_array,
            slots: self.slots,
            exit_phis: self.exit_phis,
            bases: self.bases,
            may_alias: self.may_alias,
            escaping: self.escaping,
            demoted: self.demoted,
            access_array: self
                .access_text
                .iter()
                .map(|(&v, (a, _))| (v, *a))
                .collect(),
            access_index,
            loop_lines: region
                .loops
                .iter()
                .filter_map(|&l| Some((l, loops[l].start_line?)))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::model::builder::is_reserved_tuple;

    #[test]
    fn statement_and_reference_tuples_are_reserved() {
        for n in ["S0", "S12", "S3_a2"] {
            assert!(is_reserved_tuple(n), "{n}");
        }
        for n in ["S", "Sa", "S0_1", "S3_a", "S_a2", "A", "MemRef", "S3_a2x"] {
            assert!(!is_reserved_tuple(n), "{n}");
        }
    }
}
