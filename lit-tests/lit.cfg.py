# lit configuration for Tessera's FileCheck tests.
import os
import lit.formats

config.name = "tessera"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".ll", ".tir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(root, "target", "lit")

llvm_bin = "/usr/lib/llvm-19/bin"
plugin = os.path.join(root, "target", "release", "libtessera.so")
tool = os.path.join(root, "target", "release", "tessera")
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])

config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%tessera", tool))
config.substitutions.append(("%opt", "opt-19 -load-pass-plugin=" + plugin))
# IR as Tessera sees it in clang's -O2 pipeline, without running Tessera.
config.substitutions.append(("%cc-ir", "clang-19 -O2 -g -S -emit-llvm -fno-discard-value-names -fno-vectorize -fno-slp-vectorize -fno-unroll-loops"))
config.substitutions.append(("%clang-tessera", "clang-19 -fpass-plugin=%s -Xclang -load -Xclang %s" % (plugin, plugin)))
