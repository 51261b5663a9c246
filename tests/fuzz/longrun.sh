#!/usr/bin/env bash
# The long run of the issue: 10,000 generated programs in batches of 1,000
# (seed 2, so it does not repeat the short run's programs), then 5,000
# llvm-stress modules. Logs go to tests/fuzz/work/long-*.log; findings to
# tests/fuzz/findings/. JOBS (default 2) processes at a time.
#   bash tests/fuzz/longrun.sh [FIRST_BATCH [LAST_BATCH]]
set -u
cd "$(dirname "$0")/../.."
mkdir -p tests/fuzz/work
first=${1:-0}; last=${2:-9}
for b in $(seq "$first" "$last"); do
  python3 tests/fuzz/drive.py --count 1000 --seed 2 --start $((b * 1000)) --jobs "${JOBS:-2}" \
    > tests/fuzz/work/long-programs-$b.log 2>&1
  tail -1 tests/fuzz/work/long-programs-$b.log
done
if [ "${STRESS:-1}" = 1 ]; then
  python3 tests/fuzz/stress.py --count 5000 --seed 1000 --jobs "${JOBS:-2}" > tests/fuzz/work/long-stress.log 2>&1
  tail -1 tests/fuzz/work/long-stress.log
fi
