//! Identifiers (`isl_id`), used for marks, tuple names and AST iterators.

use std::ptr;

use crate::ctx::cstring;
use crate::{sys, Ctx, Result};

isl_object! {
    /// A named identifier without user data (`isl_id`). Two ids with the
    /// same name allocated in the same context are the same id.
    Id: isl_id, copy = isl_id_copy, free = isl_id_free, to_str = isl_id_to_str
}

impl<'c> Id<'c> {
    /// The identifier called `name` (with no user pointer).
    pub fn alloc(ctx: &'c Ctx, name: &str) -> Result<Id<'c>> {
        let name = cstring(name)?;
        // SAFETY: ctx is live, name outlives the call (isl copies it), the user pointer is NULL.
        unsafe {
            Id::from_raw(
                ctx,
                sys::isl_id_alloc(ctx.as_ptr(), name.as_ptr(), ptr::null_mut()),
            )
        }
    }

    /// The identifier's name (`None` for anonymous ids).
    pub fn name(&self) -> Result<Option<String>> {
        // SAFETY: self is live and kept; the returned name is owned by the id.
        self.ctx
            .query_name(|| unsafe { sys::isl_id_get_name(self.as_ptr()) })
    }
}

impl PartialEq for Id<'_> {
    /// Ids are unique per context: equal ids are the same object.
    fn eq(&self, other: &Self) -> bool {
        self.as_ptr() == other.as_ptr()
    }
}

impl Eq for Id<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_ids_are_unique() {
        let ctx = Ctx::new();
        let a = Id::alloc(&ctx, "tile").unwrap();
        let b = Id::alloc(&ctx, "tile").unwrap();
        let c = Id::alloc(&ctx, "point").unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.name().unwrap().as_deref(), Some("tile"));
        assert_eq!(a.to_string(), "tile");
        assert!(Id::alloc(&ctx, "a\0b").is_err());
    }
}
