//! AFL++ target: `tessera_ir::parse_module` must never panic, and whatever it
//! accepts must print to a text that parses back to the same model and
//! prints identically. `Scop::verify` must not panic either.
//!
//! Build and run (from ir/fuzz): `cargo afl build --release`, then
//! `cargo afl fuzz -i in -o out -x tir.dict target/release/parse`.
//! Replay one input: `target/release/parse < FILE`.

fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(scops) = tessera_ir::parse_module(text) else {
        return;
    };
    for s in &scops {
        let _ = s.verify();
    }
    let printed = tessera_ir::print_module(&scops);
    let again = match tessera_ir::parse_module(&printed) {
        Ok(m) => m,
        Err(e) => panic!("printed model does not parse: {e:?}\n{printed}"),
    };
    assert_eq!(scops, again, "parse(print(m)) != m\n{printed}");
    assert_eq!(printed, tessera_ir::print_module(&again), "printing is not stable");
}

fn main() {
    afl::fuzz!(|data: &[u8]| {
        check(data);
    });
}
