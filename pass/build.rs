//! Compiles the thin C++ layer with the flags of the LLVM that llvm-sys
//! found (llvm-sys exports its llvm-config path to dependents).
use std::process::Command;

fn main() {
    let config = std::env::var("DEP_LLVM_19_CONFIG_PATH")
        .unwrap_or_else(|_| "/usr/lib/llvm-19/bin/llvm-config".to_string());
    let out = Command::new(&config)
        .arg("--cxxflags")
        .output()
        .expect("llvm-config --cxxflags");
    let flags = String::from_utf8(out.stdout).expect("utf-8 flags");
    let mut build = cc::Build::new();
    build.cpp(true).file("cpp/tessera.cpp").warnings(false);
    for f in flags.split_whitespace() {
        // -std= and friends come from llvm-config; skip warning flags.
        if !f.starts_with("-W") {
            build.flag(f);
        }
    }
    build.flag("-w");
    build.compile("tessera_cpp");
    println!("cargo:rerun-if-changed=cpp/tessera.cpp");
    println!("cargo:rerun-if-env-changed=DEP_LLVM_19_CONFIG_PATH");
}
