#!/usr/bin/env bash
# The long run of the issue: 10,000 generated programs in 40 batches of 250
# (seed 2, so it does not repeat the short run's programs) and 5,000
# llvm-stress modules (seeds 1000..5999). Logs: tests/fuzz/work/long-*.log;
# findings: tests/fuzz/findings/. Processes at a time: $JOBS, or the number in
# tests/fuzz/work/jobs when that file exists (read before each batch).
# $FUZZ_OPTS (comma-separated option-set names of drive.py) narrows the
# option sets each program is built under (default: all of OPTION_SETS).
#   bash tests/fuzz/longrun.sh [programs|stress|all] [FIRST_BATCH [LAST_BATCH]]
set -u
cd "$(dirname "$0")/../.."
mkdir -p tests/fuzz/work
what=${1:-all}; first=${2:-0}; last=${3:-39}
jobs() { cat tests/fuzz/work/jobs 2>/dev/null || echo "${JOBS:-2}"; }
if [ "$what" != programs ]; then
  python3 tests/fuzz/stress.py --count 5000 --seed 1000 --jobs "$(jobs)" > tests/fuzz/work/long-stress.log 2>&1
  echo "stress: $(tail -1 tests/fuzz/work/long-stress.log)"
fi
if [ "$what" != stress ]; then
  for b in $(seq "$first" "$last"); do
    python3 tests/fuzz/drive.py --count 250 --seed 2 --start $((b * 250)) --jobs "$(jobs)" \
      ${FUZZ_OPTS:+--opts "$FUZZ_OPTS"} \
      > tests/fuzz/work/long-programs-$b.log 2>&1
    echo "programs batch $b: $(tail -1 tests/fuzz/work/long-programs-$b.log)"
  done
fi
