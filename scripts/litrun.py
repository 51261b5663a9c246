"""What lit would run for one test of lit-tests/, outside lit.

Shared by scripts/bless.py and scripts/regen-ll.py: the RUN lines of a test
file, the substitutions lit.cfg.py declares (read from the file itself, so
the two cannot drift apart) and lit's own (%s, %S, %p, %t, %T, %%), and a
runner that executes one RUN line the way lit's shell does (bash, pipefail,
PATH as lit.cfg.py sets it).
"""

import os
import re
import subprocess
import sys
import types


# The repository's suite: the configuration of a test outside it (a copy
# in a temporary directory, as the bless self-test makes).
DEFAULT_CONFIG = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lit-tests", "lit.cfg.py")


def find_config(test_path):
    """The lit.cfg.py governing `test_path` (searched upwards; the
    repository's lit-tests/lit.cfg.py for a file outside any suite)."""
    d = os.path.dirname(os.path.abspath(test_path))
    while True:
        cfg = os.path.join(d, "lit.cfg.py")
        if os.path.isfile(cfg):
            return cfg
        parent = os.path.dirname(d)
        if parent == d:
            if os.path.isfile(DEFAULT_CONFIG):
                return DEFAULT_CONFIG
            raise SystemExit(f"{test_path}: no lit.cfg.py above it")
        d = parent


class _Config:
    def __init__(self):
        self.substitutions = []
        self.environment = {}
        self.suffixes = []
        self.excludes = []


def load_config(cfg_path):
    """Executes lit.cfg.py with a stand-in `config` and `lit.formats`."""
    lit = types.ModuleType("lit")
    formats = types.ModuleType("lit.formats")
    formats.ShTest = lambda *a, **k: None
    lit.formats = formats
    saved = {k: sys.modules.get(k) for k in ("lit", "lit.formats")}
    sys.modules["lit"], sys.modules["lit.formats"] = lit, formats
    try:
        config = _Config()
        with open(cfg_path) as f:
            code = compile(f.read(), cfg_path, "exec")
        exec(code, {"config": config, "__file__": cfg_path, "__name__": "lit_cfg"})
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    return config


def run_lines(text):
    """The RUN lines of a test, continuation lines (`\\` at the end) joined,
    as lit reads them (the keyword anywhere on a line)."""
    out = []
    pending = None
    for line in text.splitlines():
        m = re.search(r"\bRUN:(.*)$", line)
        if not m:
            continue
        body = m.group(1).rstrip()
        if pending is not None:
            body = pending + " " + body.strip()
        else:
            body = body.strip()
        if body.endswith("\\"):
            pending = body[:-1].rstrip()
            continue
        pending = None
        out.append(body)
    if pending is not None:
        out.append(pending)
    return out


class Test:
    """One test file, with lit's substitutions bound to a temporary dir."""

    def __init__(self, path, tmpdir):
        self.path = os.path.abspath(path)
        self.config = load_config(find_config(self.path))
        self.tmpdir = tmpdir
        self.tmpname = os.path.join(tmpdir, os.path.basename(self.path) + ".tmp")
        src_dir = os.path.dirname(self.path)
        self.subst = list(self.config.substitutions) + [
            ("%s", self.path),
            ("%S", src_dir),
            ("%p", src_dir),
            ("%t", self.tmpname),
            ("%T", tmpdir),
        ]
        self.env = dict(os.environ)
        self.env.update(self.config.environment)

    def substitute(self, cmd):
        marker = "\0PERCENT\0"
        cmd = cmd.replace("%%", marker)
        for key, value in self.subst:
            cmd = cmd.replace(key, value)
        return cmd.replace(marker, "%")

    def run(self, cmd):
        """Runs one substituted command; returns (status, stderr)."""
        p = subprocess.run(
            ["bash", "-o", "pipefail", "-c", cmd],
            cwd=self.tmpdir,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        return p.returncode, p.stdout + p.stderr
