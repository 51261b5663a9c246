#!/bin/sh
# Runs tessera-isl's unit tests under valgrind (memcheck) and fails on any
# memory error or leak ("definitely lost" / "indirectly lost" / "possibly
# lost" must all be 0). Extra arguments go to the test binary (e.g. a test
# name filter). Needs valgrind (apt-get install valgrind).
#
#     isl/valgrind.sh                # all unit tests
#     isl/valgrind.sh ast::tests     # a subset
set -eu
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/tmp/target-isl}"
if ! command -v valgrind >/dev/null 2>&1; then
    echo "valgrind not found: apt-get install valgrind" >&2
    exit 2
fi
bin=$(cargo test -p tessera-isl --lib --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
    echo "could not build or find the tessera-isl test binary" >&2
    exit 2
fi
echo "valgrind on $bin" >&2
# RUST_TEST_THREADS=1: one test at a time; RUST_BACKTRACE=0: the tests that
# panic on purpose would otherwise fill the symbolizer cache (tens of MB
# "still reachable", not a leak);
# panics caught by the tests are expected (they test callback unwinding).
# isl/valgrind.supp only hides a "possibly lost" block of libtest itself.
RUST_BACKTRACE=0 RUST_TEST_THREADS=1 exec valgrind --suppressions=isl/valgrind.supp --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=1 \
    "$bin" --test-threads=1 "$@"
