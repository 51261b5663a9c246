fn main() {
    // libisl is opened at run time (src/dynload.rs), not linked.
}
