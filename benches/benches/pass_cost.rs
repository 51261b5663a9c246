//! The pass's own cost: one criterion group per entry of
//! [`tessera_benches::PHASES`], one benchmark per kernel of
//! `benches/kernels/` (small preset, IR as Tessera sees it in a `-O2` build).
//!
//! ```sh
//! cargo bench -p tessera-benches                       # every group, every kernel
//! cargo bench -p tessera-benches -- 'full/gemm$'       # a regex over GROUP/KERNEL
//! cargo bench -p tessera-benches -- --save-baseline main
//! cargo bench -p tessera-benches -- --baseline main    # compare with it
//! ```
//!
//! Each iteration runs the phase's pipeline on a fresh module re-parsed
//! from the prepared bitcode; the parse (setup) and the module's
//! destruction are outside the measurement.

use criterion::{BatchSize, Criterion};
use inkwell::context::Context;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;
use tessera_benches::{kernels, prepare, Prepared, WorkDir, PHASES};

fn main() {
    let work = WorkDir::new().unwrap_or_else(|e| panic!("{e}"));
    let kernels = kernels().unwrap_or_else(|e| panic!("{e}"));
    // Prepared on first use, so that a filter prepares only what it selects.
    let cache: RefCell<HashMap<String, Rc<Prepared>>> = RefCell::default();
    let prepared = |name: &str| -> Rc<Prepared> {
        let mut cache = cache.borrow_mut();
        let p = cache.entry(name.to_string()).or_insert_with(|| {
            Rc::new(prepare(name, work.path()).unwrap_or_else(|e| panic!("{name}: {e}")))
        });
        Rc::clone(p)
    };

    // Short defaults (the machine is shared); command-line options win.
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .configure_from_args();

    for phase in PHASES {
        let mut group = c.benchmark_group(phase.group);
        for kernel in &kernels {
            group.bench_function(kernel.as_str(), |b| {
                let p = prepared(kernel);
                let ctx = Context::create();
                b.iter_batched(
                    || p.module(&ctx),
                    |m| {
                        tessera::llvm::run_pipeline_on(&m, phase.pipeline)
                            .unwrap_or_else(|e| panic!("{}/{kernel}: {e}", phase.group));
                        m // dropped after the timing
                    },
                    BatchSize::SmallInput,
                );
            });
        }
        group.finish();
    }
    c.final_summary();
}
