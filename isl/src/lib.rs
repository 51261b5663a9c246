//! Safe wrapper over libisl.
