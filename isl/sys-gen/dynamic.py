#!/usr/bin/env python3
"""Turns bindgen's `extern "C" { pub fn isl_f(..) -> R; }` blocks into
`dynfn! { isl_f(..) -> R }` (isl/src/dynload.rs): calls through pointers
looked up in a privately loaded libisl, see dynload.rs for why. The one
extern static (isl_options_args) is dropped: nothing uses it."""
import re
import sys

s = sys.stdin.read()


def rep(m):
    body = m.group(1).strip()
    if not body.startswith("pub fn"):
        return ""
    return "dynfn! { " + body[len("pub fn "):].rstrip(";").strip() + " }"


sys.stdout.write(re.sub(r'unsafe extern "C" \{\n(.*?)\n\}', rep, s, flags=re.S))
