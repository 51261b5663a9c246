#!/bin/sh
# Regenerates isl/src/sys.rs from /usr/include/isl (isl 0.25, Debian libisl-dev).
# Builds a throwaway generator crate (bindgen 0.72.1) in a temp dir; needs
# crates.io access and libclang (LLVM 19). Run from anywhere:
#     isl/sys-gen/gen.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=${TMPDIR:-/tmp}/tessera-isl-bindgen
mkdir -p "$tmp/src"
cat > "$tmp/Cargo.toml" <<'TOML'
[package]
name = "isl-bindgen"
version = "0.0.0"
edition = "2021"

[dependencies]
bindgen = "=0.72.1"

[workspace]
TOML
cp "$here/main.rs" "$tmp/src/main.rs"
cp "$here/wrapper.h" "$tmp/wrapper.h"
(cd "$tmp" && LIBCLANG_PATH=${LIBCLANG_PATH:-/usr/lib/llvm-19/lib} cargo run --release -q -- "$tmp/sys.rs")
{
    cat "$here/header.rs"
    python3 "$here/dynamic.py" < "$tmp/sys.rs"
} > "$here/../src/sys.rs"
echo "wrote $here/../src/sys.rs"
