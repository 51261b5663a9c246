// Throwaway generator for tessera-isl's checked-in bindings (isl/src/sys.rs).
fn main() {
    let out = std::env::args().nth(1).expect("usage: isl-bindgen OUT.rs");
    let b = bindgen::Builder::default()
        .header("wrapper.h")
        .allowlist_function("isl_.*")
        .allowlist_type("isl_.*")
        .allowlist_var("isl_.*|ISL_.*")
        .default_enum_style(bindgen::EnumVariation::Consts)
        .prepend_enum_name(false)
        .layout_tests(false)
        .generate_comments(false)
        .generate()
        .expect("bindgen failed");
    b.write_to_file(out).expect("write failed");
}
