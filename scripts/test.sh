#!/usr/bin/env bash
# Every test: unit tests, lit tests, the differential suite, the kernel
# suite's small presets and PolyBench's SMALL datasets (correctness only, no
# timing; PolyBench/C 4.2.1 must be in ../shared/polybench beside the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== build"
cargo build --release
echo "== format and lints"
if cargo fmt --version >/dev/null 2>&1; then
  cargo fmt --all -- --check
else
  echo "rustfmt is not installed (rustup component add rustfmt): format check skipped"
fi
if cargo clippy --version >/dev/null 2>&1; then
  cargo clippy --release --workspace --all-targets -- -D warnings
else
  echo "clippy is not installed (rustup component add clippy): lint check skipped"
fi
echo "== code map: no import circles, no file over 1,000 lines, no function over 150"
python3 scripts/module-cycles.py
python3 scripts/code-shape.py
echo "== unit tests"
cargo test --release --workspace 2>&1 | tee /tmp/tessera-cargo-test.log | grep -E "^(test result|running|error|FAILED|failures)" || true
grep -q "test result: FAILED\|^error" /tmp/tessera-cargo-test.log && { echo "unit tests failed"; exit 1; }
echo "== lit tests"
bash scripts/lit.sh -sv lit-tests
echo "== differential suite (tests/diff), round trip: original schedules regenerated"
python3 benches/run.py --suite tests/diff --preset small --check-only --no-polly --min-remark-ratio 0.8 --tessera-flags "-mllvm -tessera-schedule=original -mllvm -tessera-codegen=always"
echo "== differential suite (tests/diff), default (computed schedules)"
python3 benches/run.py --suite tests/diff --preset small --check-only --no-polly
echo "== kernel suite, small presets (benches/kernels), default and fuse=max with 4x4 tiles"
python3 benches/run.py --suite benches/kernels --preset small --check-only --no-polly
python3 benches/run.py --suite benches/kernels --preset small --check-only --no-polly --tessera-flags "-mllvm -tessera-fuse=max -mllvm -tessera-tile-size=4 -mllvm -tessera-codegen=always"
echo "== benches/gemm.py: the GEMM benchmark's program, clang -O3 and + Tessera, identical results"
python3 benches/gemm.py --check-only
echo "== PolyBench/C 4.2.1 (../shared/polybench, required), SMALL datasets: arrays dumped by clang -O3 and + Tessera identical"
python3 benches/run.py --suite polybench --preset small --check-only --no-polly --jobs 2
echo "== option parallel (OpenMP): outputs identical to clang's with 1, 2 and 3 threads (PolyBench SMALL, kernel suite, differential suite)"
PAR='-fopenmp -mllvm -tessera-parallel=true'
OMP_NUM_THREADS=1 python3 benches/run.py --suite polybench --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
OMP_NUM_THREADS=2 python3 benches/run.py --suite polybench --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
OMP_NUM_THREADS=3 python3 benches/run.py --suite polybench --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
OMP_NUM_THREADS=2 python3 benches/run.py --suite benches/kernels --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
OMP_NUM_THREADS=3 python3 benches/run.py --suite benches/kernels --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
OMP_NUM_THREADS=2 python3 benches/run.py --suite tests/diff --preset small --check-only --no-polly --jobs 2 --tessera-flags "$PAR"
echo "== option parallel under ThreadSanitizer (13 PolyBench kernels, MEDIUM, 2 threads)"
python3 scripts/tsan.py
OMP_NUM_THREADS=3 python3 tests/fuzz/drive.py --count 60 --seed 11 --temps 0.4 --jobs 2 --opts parallel --no-reduce --findings tests/fuzz/work/findings && python3 tests/fuzz/drive.py --count 150 --seed 1 --jobs 2 --opts default,max-tile4-always --no-reduce --findings tests/fuzz/work/findings && python3 tests/fuzz/drive.py --count 50 --seed 3 --stencils 0.5 --jobs 2 --opts default --no-reduce --findings tests/fuzz/work/findings && python3 tests/fuzz/drive.py --count 40 --seed 5 --stencils 0.3 --jobs 2 --opts explain --no-reduce --findings tests/fuzz/work/findings && python3 tests/fuzz/stress.py --count 100 --seed 1 --jobs 2 --no-reduce --findings tests/fuzz/work/findings  # short fuzz run (tests/fuzz/README.md)
echo "all tests passed"
