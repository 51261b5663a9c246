//! Heap buffers of expanded arrays (allocated on the optimized path, freed
//! at its exit), and the `count-runs` testing counter.

use super::state::{Applied, Gen};
use crate::error::Error;
use crate::llvm::IntPredicate::*;
use crate::llvm::{self, Opcode, Val};

impl<'m> Gen<'m> {
    /// Heap buffers of the expanded arrays, sized by the largest leading
    /// counters of the statements accessing them.
    pub(super) fn allocate_expanded(
        &mut self,
        ctx: &isl::Ctx,
        applied: &Applied,
    ) -> Result<Vec<Val<'m>>, Error> {
        let mut buffers = Vec::new();
        let prefix = self.model.scop.param_prefix();
        for e in applied.expansions {
            let Some(array) = self
                .model
                .scop
                .arrays
                .iter()
                .position(|a| a.name == e.array)
            else {
                return Err(format!("unknown array {} to expand", e.array).into());
            };
            let ty = self
                .model
                .slots
                .iter()
                .find(|s| s.array == array)
                .ok_or("expanded array without a slot")?
                .ty;
            let ds: Vec<String> = (0..e.depth).map(|k| format!("d{k}")).collect();
            let mut points =
                isl::Set::parse(ctx, &format!("{prefix}{{ [{}] : 1 = 0 }}", ds.join(", ")))?;
            for st in self
                .model
                .scop
                .statements
                .iter()
                .filter(|s| s.accesses.iter().any(|a| a.array == e.array))
            {
                let d = isl::Set::parse(ctx, &st.domain)?;
                let all: Vec<String> = (0..d.n_dim()).map(|k| format!("d{k}")).collect();
                let proj = isl::Map::parse(
                    ctx,
                    &format!(
                        "{{ {}[{}] -> [{}] }}",
                        st.name,
                        all.join(", "),
                        all[..e.depth].join(", ")
                    ),
                )?;
                points = points.union(d.apply(proj)?)?;
            }
            let build =
                isl::AstBuild::from_context(isl::Set::parse(ctx, &format!("{prefix}{{ : }}"))?)?;
            let mut sizes = Vec::new();
            let mut total = self.c64(1);
            for k in 0..e.depth {
                let max = points.clone().dim_max(k)?;
                let m = self.expr(&build.expr_from_pw_aff(max)?)?;
                // extent = max(0, max + 1)
                let one = self.c64(1);
                let ext = self.b.binop(Opcode::Add, m, one);
                let pos = self.b.icmp(SGT, ext, self.c64(0));
                let ext = self.b.select(pos, ext, self.c64(0));
                total = self.b.binop(Opcode::Mul, total, ext);
                sizes.push(ext);
            }
            let elem = i64::from(self.model.scop.arrays[array].elem_size.max(1));
            let bytes = self.b.binop(Opcode::Mul, total, self.c64(elem));
            let bytes = self.b.binop(Opcode::Add, bytes, self.c64(elem));
            let buf = self.call_malloc(bytes);
            let _ = ty;
            self.expanded.insert(array, (buf, sizes));
            buffers.push(buf);
        }
        Ok(buffers)
    }

    pub(super) fn call_malloc(&mut self, bytes: Val<'m>) -> Val<'m> {
        let ptr = llvm::ptr_type(self.b.context());
        let (f, fty) = llvm::get_or_insert_function(self.func, "malloc", ptr, &[self.i64t]);
        self.b.call(fty, f, &[bytes])
    }

    pub(super) fn call_free(&mut self, p: Val<'m>) {
        let ptr = llvm::ptr_type(self.b.context());
        let (f, fty) = llvm::get_or_insert_function(
            self.func,
            "free",
            llvm::void_type(self.b.context()),
            &[ptr],
        );
        self.b.call(fty, f, &[p]);
    }

    /// Testing hook: `tessera_optimized_runs += 1` on the optimized path
    /// (a weak global the program may define and read).
    pub(super) fn count_run(&mut self) {
        let g = llvm::weak_counter(self.func, "tessera_optimized_runs", self.i64t);
        let v = self.b.load(self.i64t, g);
        let n = self.b.add(v, self.c64(1));
        self.b.store(n, g);
    }
}
