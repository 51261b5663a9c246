#!/usr/bin/env bash
# Runs lit: the one on PATH, else the copy Debian's llvm-19-tools ships.
if command -v lit >/dev/null; then exec lit "$@"; fi
exec python3 /usr/lib/llvm-19/build/utils/lit/lit.py "$@"
