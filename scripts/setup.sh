#!/usr/bin/env bash
# Installs what Tessera needs on Debian 12, only what is missing:
# LLVM 19 (clang, opt, FileCheck), isl, LLVM's OpenMP runtime, OpenBLAS (a
# benchmark's reference), python3, rsvg-convert (a test renders an SVG); lit comes
# with llvm-19-tools.
set -euo pipefail
need=()
command -v clang-19 >/dev/null || need+=(clang-19)
command -v opt-19 >/dev/null || need+=(llvm-19-dev)
[ -x /usr/lib/llvm-19/bin/llvm-config ] || need+=(llvm-19-dev)
[ -x /usr/lib/llvm-19/bin/FileCheck ] || need+=(llvm-19-tools)
[ -f /usr/include/isl/ctx.h ] || need+=(libisl-dev)
# OpenMP runtime for option parallel (clang -fopenmp links it).
[ -f /usr/lib/llvm-19/lib/libomp.so ] || need+=(libomp-19-dev)
# OpenBLAS: only the speed reference of benches/gemm.py (cblas_dgemm).
[ -f /usr/include/x86_64-linux-gnu/cblas.h ] || [ -f /usr/include/cblas.h ] || need+=(libopenblas-dev)
command -v python3 >/dev/null || need+=(python3)
# rsvg-convert: a lit test renders `tessera show`'s SVG to PNG.
command -v rsvg-convert >/dev/null || need+=(librsvg2-bin)
command -v cc >/dev/null || need+=(build-essential)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! command -v cargo >/dev/null; then
  echo "setup: cargo not found: install Rust 1.85 or newer (https://rustup.rs), then run this again" >&2
  exit 1
fi
