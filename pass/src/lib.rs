//! Tessera pass.
