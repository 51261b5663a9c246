#!/usr/bin/env bash
# The main job on the bundled example: find the SCoP of examples/gemm.c,
# show its model, let Tessera compute its schedule (it checks legality and
# versions the code on run-time conditions) and show the loop nest it
# generates, print that schedule as a script a user can edit
# (tessera explain), then build the program with clang-19 -O3 with and
# without Tessera, check both print the same checksum, and time them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release --quiet
plugin=target/release/libtessera.so
src=${1:-examples/gemm.c}
out=$(mktemp -d)
echo "== the SCoPs Tessera finds in $src"
target/release/tessera scops "$src" --tessera-only=gemm
echo
echo "== clang-19 -O3 -march=native with Tessera (default: computed schedule): remarks and the generated loop nest"
clang-19 -O3 -march=native -g -fpass-plugin=$plugin -Xclang -load -Xclang $plugin \
  -mllvm -tessera-print-ast=true -mllvm -tessera-only=gemm \
  -Rpass=tessera -Rpass-analysis=tessera "$src" -o "$out/with"
clang-19 -O3 -march=native "$src" -o "$out/without"
echo
echo "== the schedule Tessera chose, as a script to start from (option print-explain, as tessera explain prints it; edit it, then -mllvm -tessera-script=FILE)"
clang-19 -O3 -march=native -g -fpass-plugin=$plugin -Xclang -load -Xclang $plugin \
  -mllvm -tessera-print-explain=true -mllvm -tessera-only=gemm "$src" -o /dev/null
echo
echo "== runs"
run() { # name, binary: prints the output and the wall time of one run
  local start end
  start=$(date +%s.%N)
  "$2" > "$out/$1.txt"
  end=$(date +%s.%N)
  printf '%-20s %s   %.3f s\n' "$3" "$(cat "$out/$1.txt")" "$(echo "$end - $start" | bc)"
}
run without "$out/without" "clang -O3"
run with "$out/with" "clang -O3 + tessera"
if cmp -s "$out/without.txt" "$out/with.txt"; then
  echo "outputs identical"
else
  echo "OUTPUTS DIFFER"
  exit 1
fi
rm -rf "$out"
