//! Macros that generate the owning wrapper types and the uniform method
//! shapes (take/keep, object/bool results). Anything with another shape is
//! written out by hand in the type's module.

/// Defines an owning wrapper `$name<'c>` around `*mut sys::$raw` with
/// `Clone` (`copy = $copy`, a reference count) or a fallible `try_clone`
/// (`try_copy = $copy`, a deep copy that allocates), `Drop` (`$free`) and,
/// when `to_str` is given, `Display`/`Debug` (`$to_str`).
macro_rules! isl_object {
    // Objects whose copy allocates (a deep copy): isl's allocator counts an
    // operation, so the copy fails once a budget runs out. They get a
    // fallible `try_clone` instead of `Clone`.
    (
        $(#[$meta:meta])*
        $name:ident : $raw:ident, try_copy = $copy:ident, free = $free:ident
        $(, to_str = $to_str:ident)?
    ) => {
        isl_object! { @common $(#[$meta])* $name : $raw, free = $free $(, to_str = $to_str)? }

        impl<'c> $name<'c> {
            /// A copy of this object; fails (with the context's error) when
            /// a budget has run out, since the copy allocates.
            pub fn try_clone(&self) -> $crate::Result<Self> {
                // SAFETY: self.ptr is a live object (kept); the copy
                // function returns a new owned object or NULL.
                unsafe { Self::from_raw(self.ctx, $crate::sys::$copy(self.ptr.as_ptr())) }
            }
        }
    };
    (
        $(#[$meta:meta])*
        $name:ident : $raw:ident, copy = $copy:ident, free = $free:ident
        $(, to_str = $to_str:ident)?
    ) => {
        isl_object! { @common $(#[$meta])* $name : $raw, free = $free $(, to_str = $to_str)? }

        impl<'c> Clone for $name<'c> {
            fn clone(&self) -> Self {
                // SAFETY: self.ptr is a live object we own a reference to; the copy function returns a new owned reference (a reference count: it cannot fail but for a corrupt object).
                let p = unsafe { $crate::sys::$copy(self.ptr.as_ptr()) };
                Self {
                    ptr: ::std::ptr::NonNull::new(p)
                        .expect(concat!(stringify!($copy), " failed")),
                    ctx: self.ctx,
                }
            }
        }
    };
    (
        @common
        $(#[$meta:meta])*
        $name:ident : $raw:ident, free = $free:ident
        $(, to_str = $to_str:ident)?
    ) => {
        $(#[$meta])*
        pub struct $name<'c> {
            ptr: ::std::ptr::NonNull<$crate::sys::$raw>,
            ctx: &'c $crate::Ctx,
        }

        #[allow(dead_code)]
        impl<'c> $name<'c> {
            /// Wraps an owned pointer returned by isl; NULL becomes the
            /// context's pending error.
            ///
            /// # Safety
            /// `ptr` must be NULL or an owned (`__isl_give`) reference to a
            /// live object allocated in `ctx`.
            pub(crate) unsafe fn from_raw(
                ctx: &'c $crate::Ctx,
                ptr: *mut $crate::sys::$raw,
            ) -> $crate::Result<Self> {
                match ::std::ptr::NonNull::new(ptr) {
                    Some(ptr) => Ok(Self { ptr, ctx }),
                    None => Err(ctx.take_error()),
                }
            }

            /// The raw pointer, still owned by `self` (for `__isl_keep`).
            pub(crate) fn as_ptr(&self) -> *mut $crate::sys::$raw {
                self.ptr.as_ptr()
            }

            /// Gives up ownership of the raw pointer (for `__isl_take`).
            pub(crate) fn into_raw(self) -> *mut $crate::sys::$raw {
                let p = self.ptr.as_ptr();
                ::std::mem::forget(self);
                p
            }

            /// The context this object lives in.
            pub fn ctx(&self) -> &'c $crate::Ctx {
                self.ctx
            }
        }

        impl<'c> Drop for $name<'c> {
            fn drop(&mut self) {
                // SAFETY: we own exactly one reference to this live object and give it back once.
                unsafe { $crate::sys::$free(self.ptr.as_ptr()) };
            }
        }

        $(
            impl<'c> ::std::fmt::Display for $name<'c> {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    // SAFETY: self.ptr is live (kept); the returned string is malloc'ed and owned by us.
                    let s = unsafe { $crate::ctx::take_c_string($crate::sys::$to_str(self.ptr.as_ptr())) };
                    match s {
                        Some(s) => f.write_str(&s),
                        None => {
                            self.ctx.reset_error();
                            f.write_str(concat!("<", stringify!($name), ": print failed>"))
                        }
                    }
                }
            }

            impl<'c> ::std::fmt::Debug for $name<'c> {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    write!(f, concat!(stringify!($name), "({})"), self)
                }
            }
        )?
    };
}

/// Generates methods of the uniform shapes. Each entry is
/// `[attrs] fn name(<receiver>[, arg: Type]) -> Ret = isl_function;` where
/// the receiver is `self` (isl takes it) or `&self` (isl keeps it), an
/// argument `a: T` is taken and `a: &T` is kept, and `Ret` is `bool`
/// (an `isl_bool`) or a wrapper type (an owned pointer). Arguments are
/// checked to come from the receiver's context.
macro_rules! isl_fns {
    () => {};

    // &self -> Option<String> (a borrowed, possibly absent name)
    ($(#[$m:meta])* fn $name:ident(&self) -> Option<String> = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self) -> $crate::Result<Option<String>> {
            // SAFETY: self is live and kept; the name (if any) is owned by self and copied at once.
            self.ctx.query_name(|| unsafe { $crate::sys::$f(self.as_ptr()) })
        }
        isl_fns!($($rest)*);
    };

    // &self, DimType -> Option<String>
    ($(#[$m:meta])* fn $name:ident(&self, $t:ident: DimType) -> Option<String> = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self, $t: $crate::DimType) -> $crate::Result<Option<String>> {
            // SAFETY: self is live and kept; the name (if any) is owned by self and copied at once.
            self.ctx.query_name(|| unsafe { $crate::sys::$f(self.as_ptr(), $t.raw()) })
        }
        isl_fns!($($rest)*);
    };

    // &self, DimType, usize -> Option<String>
    ($(#[$m:meta])* fn $name:ident(&self, $t:ident: DimType, $a:ident: usize) -> Option<String> = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self, $t: $crate::DimType, $a: usize) -> $crate::Result<Option<String>> {
            let $a = $crate::ctx::pos($a)?;
            // SAFETY: self is live and kept; isl checks the position; the name (if any) is owned by self and copied at once.
            self.ctx.query_name(|| unsafe { $crate::sys::$f(self.as_ptr(), $t.raw(), $a) })
        }
        isl_fns!($($rest)*);
    };

    // &self, DimType, usize, usize -> bool
    ($(#[$m:meta])* fn $name:ident(&self, $t:ident: DimType, $a:ident: usize, $b:ident: usize) -> bool = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self, $t: $crate::DimType, $a: usize, $b: usize) -> $crate::Result<bool> {
            let ($a, $b) = ($crate::ctx::pos($a)?, $crate::ctx::pos($b)?);
            // SAFETY: self is live and kept; isl checks the positions.
            let r = unsafe { $crate::sys::$f(self.as_ptr(), $t.raw(), $a, $b) };
            self.ctx.check_bool(r)
        }
        isl_fns!($($rest)*);
    };

    // self, &str -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $a:ident: &str) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $a: &str) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::cstring($a)?;
            // SAFETY: self is owned and taken by isl, which copies the string.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $a.as_ptr())) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, &str -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $t:ident: DimType, $a:ident: &str) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t: $crate::DimType, $a: &str) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::cstring($a)?;
            // SAFETY: self is owned and taken by isl, which copies the string.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t.raw(), $a.as_ptr())) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize, &str -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $t:ident: DimType, $a:ident: usize, $b:ident: &str) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t: $crate::DimType, $a: usize, $b: &str) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::pos($a)?;
            let $b = $crate::ctx::cstring($b)?;
            // SAFETY: self is owned and taken by isl, which checks the position and copies the string.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t.raw(), $a, $b.as_ptr())) }
        }
        isl_fns!($($rest)*);
    };

    // self, usize -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $a:ident: usize) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $a: usize) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::pos($a)?;
            // SAFETY: self is owned and taken by isl, which checks the position.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $a)) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $t:ident: DimType, $a:ident: usize) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t: $crate::DimType, $a: usize) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::pos($a)?;
            // SAFETY: self is owned and taken by isl, which checks the position/count.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t.raw(), $a)) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize, usize -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $t:ident: DimType, $a:ident: usize, $b:ident: usize) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t: $crate::DimType, $a: usize, $b: usize) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let ($a, $b) = ($crate::ctx::pos($a)?, $crate::ctx::pos($b)?);
            // SAFETY: self is owned and taken by isl, which checks the positions.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t.raw(), $a, $b)) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize, DimType, usize, usize -> Ret (move dimensions)
    ($(#[$m:meta])* fn $name:ident(self, $dt:ident: DimType, $dp:ident: usize, $st:ident: DimType, $sp:ident: usize, $n:ident: usize) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(
            self,
            $dt: $crate::DimType,
            $dp: usize,
            $st: $crate::DimType,
            $sp: usize,
            $n: usize,
        ) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let ($dp, $sp, $n) = ($crate::ctx::pos($dp)?, $crate::ctx::pos($sp)?, $crate::ctx::pos($n)?);
            // SAFETY: self is owned and taken by isl, which checks the types and positions.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $dt.raw(), $dp, $st.raw(), $sp, $n)) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize, i64 -> Ret (fix/bound with a value)
    ($(#[$m:meta])* fn $name:ident(self, $t:ident: DimType, $a:ident: usize, $v:ident: i64) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t: $crate::DimType, $a: usize, $v: i64) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let $a = $crate::ctx::pos($a)?;
            let $v = $crate::ctx::num($v)?;
            // SAFETY: self is owned and taken by isl, which checks the position.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t.raw(), $a, $v)) }
        }
        isl_fns!($($rest)*);
    };

    // self, DimType, usize, DimType, usize -> Ret (equate etc.)
    ($(#[$m:meta])* fn $name:ident(self, $t1:ident: DimType, $a:ident: usize, $t2:ident: DimType, $b:ident: usize) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $t1: $crate::DimType, $a: usize, $t2: $crate::DimType, $b: usize) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            let ($a, $b) = ($crate::ctx::pos($a)?, $crate::ctx::pos($b)?);
            // SAFETY: self is owned and taken by isl, which checks the positions.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $t1.raw(), $a, $t2.raw(), $b)) }
        }
        isl_fns!($($rest)*);
    };


    // &self -> bool
    ($(#[$m:meta])* fn $name:ident(&self) -> bool = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self) -> $crate::Result<bool> {
            // SAFETY: self is a live object of self.ctx, kept by isl.
            let r = unsafe { $crate::sys::$f(self.as_ptr()) };
            self.ctx.check_bool(r)
        }
        isl_fns!($($rest)*);
    };

    // &self, &T -> bool
    ($(#[$m:meta])* fn $name:ident(&self, $a:ident: &$aty:ident) -> bool = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self, $a: &$aty<'c>) -> $crate::Result<bool> {
            self.ctx.check_same($a.ctx())?;
            // SAFETY: both objects are live objects of the same context, kept by isl.
            let r = unsafe { $crate::sys::$f(self.as_ptr(), $a.as_ptr()) };
            self.ctx.check_bool(r)
        }
        isl_fns!($($rest)*);
    };

    // self -> Ret
    ($(#[$m:meta])* fn $name:ident(self) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        // isl arithmetic is fallible, so `add`, `neg`, ... cannot be the std::ops traits.
        #[allow(clippy::should_implement_trait)]
        pub fn $name(self) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            // SAFETY: self is an owned live object of ctx, taken by isl; the result is owned or NULL.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw())) }
        }
        isl_fns!($($rest)*);
    };

    // self, T -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $a:ident: $aty:ident) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        // isl arithmetic is fallible, so `add`, `neg`, ... cannot be the std::ops traits.
        #[allow(clippy::should_implement_trait)]
        pub fn $name(self, $a: $aty<'c>) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            ctx.check_same($a.ctx())?;
            // SAFETY: both arguments are owned live objects of ctx, taken by isl; the result is owned or NULL.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $a.into_raw())) }
        }
        isl_fns!($($rest)*);
    };

    // self, &T -> Ret
    ($(#[$m:meta])* fn $name:ident(self, $a:ident: &$aty:ident) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(self, $a: &$aty<'c>) -> $crate::Result<$ret<'c>> {
            let ctx = self.ctx;
            ctx.check_same($a.ctx())?;
            // SAFETY: self is owned and taken, the argument is live and kept; both belong to ctx.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f(self.into_raw(), $a.as_ptr())) }
        }
        isl_fns!($($rest)*);
    };

    // &self -> Ret
    ($(#[$m:meta])* fn $name:ident(&self) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self) -> $crate::Result<$ret<'c>> {
            // SAFETY: self is a live object of self.ctx, kept by isl; the result is owned or NULL.
            unsafe { $ret::from_raw(self.ctx, $crate::sys::$f(self.as_ptr())) }
        }
        isl_fns!($($rest)*);
    };

    // &self, T -> Ret
    ($(#[$m:meta])* fn $name:ident(&self, $a:ident: $aty:ident) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(&self, $a: $aty<'c>) -> $crate::Result<$ret<'c>> {
            self.ctx.check_same($a.ctx())?;
            // SAFETY: self is live and kept, the argument is owned and taken; both belong to self.ctx.
            unsafe { $ret::from_raw(self.ctx, $crate::sys::$f(self.as_ptr(), $a.into_raw())) }
        }
        isl_fns!($($rest)*);
    };

    // static T -> Ret (constructor from another object)
    ($(#[$m:meta])* fn $name:ident($a:ident: $aty:ident) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name($a: $aty<'c>) -> $crate::Result<$ret<'c>> {
            let ctx = $a.ctx();
            // SAFETY: the argument is an owned live object of ctx, taken by isl; the result is owned or NULL.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f($a.into_raw())) }
        }
        isl_fns!($($rest)*);
    };

    // static T, U -> Ret (constructor from two objects)
    ($(#[$m:meta])* fn $name:ident($a:ident: $aty:ident, $b:ident: $bty:ident) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name($a: $aty<'c>, $b: $bty<'c>) -> $crate::Result<$ret<'c>> {
            let ctx = $a.ctx();
            ctx.check_same($b.ctx())?;
            // SAFETY: both arguments are owned live objects of ctx, taken by isl; the result is owned or NULL.
            unsafe { $ret::from_raw(ctx, $crate::sys::$f($a.into_raw(), $b.into_raw())) }
        }
        isl_fns!($($rest)*);
    };

    // parse, remembered by the context: (&Ctx, &str) -> Self, where Self's
    // copy takes a reference (no allocation, no operation counted)
    ($(#[$m:meta])* fn parse(ctx, &str) -> $ret:ident = $f:ident, remembered($copy:ident, $free:ident), read($read:path); $($rest:tt)*) => {
        $(#[$m])*
        ///
        /// The context remembers each text it parsed: the same text again
        /// is a new reference to the same object (isl objects do not
        /// change under their references), not a second parse.
        pub fn parse(ctx: &'c $crate::Ctx, s: &str) -> $crate::Result<$ret<'c>> {
            if let Some(p) = ctx.parsed_before(stringify!($ret), s) {
                // SAFETY: p is a new reference to a live object of this
                // type allocated in ctx (see `Ctx::remember_parsed`).
                return unsafe { $ret::from_raw(ctx, p.cast()) };
            }
            // Simple texts are built without isl's parser (see the read
            // module): the same set in a tenth of the time, the same
            // object on every text the pass writes for PolyBench.
            let r = match $read(ctx, s)? {
                // SAFETY: the reading is an owned object of this type,
                // allocated in ctx.
                Some(p) => unsafe { $ret::from_raw(ctx, p)? },
                None => Self::parse_text(ctx, s)?,
            };
            fn copy(p: *mut ::std::ffi::c_void) -> *mut ::std::ffi::c_void {
                // SAFETY: the context's memory holds p, a live object of
                // this type; copying takes one more reference.
                unsafe { $crate::sys::$copy(p.cast()).cast() }
            }
            fn free(p: *mut ::std::ffi::c_void) {
                // SAFETY: p is a reference the context's memory owns.
                unsafe { $crate::sys::$free(p.cast()) };
            }
            ctx.remember_parsed(stringify!($ret), s, copy(r.as_ptr().cast()), copy, free);
            Ok(r)
        }
        isl_fns! {
            /// Parses, without the context's memory of texts.
            fn parse_text(ctx, &str) -> $ret = $f;
        }
        isl_fns!($($rest)*);
    };

    // parse: (&Ctx, &str) -> Self
    ($(#[$m:meta])* fn $name:ident(ctx, &str) -> $ret:ident = $f:ident; $($rest:tt)*) => {
        $(#[$m])*
        pub fn $name(ctx: &'c $crate::Ctx, s: &str) -> $crate::Result<$ret<'c>> {
            let s = $crate::ctx::cstring(s)?;
            // SAFETY: ctx is live and s is a NUL-terminated string that outlives the call; the result is owned or NULL.
            let r = unsafe { $ret::from_raw(ctx, $crate::sys::$f(ctx.as_ptr(), s.as_ptr())) };
            match r {
                // isl's parser reports an exhausted operation budget as a
                // syntax error: parsing once more without the budget tells
                // the two apart.
                Err(e) if e.kind == $crate::ErrorKind::Invalid && ctx.max_operations() > 0 => {
                    let max = ctx.max_operations();
                    ctx.set_max_operations(0);
                    // SAFETY: as above.
                    let again = unsafe { $ret::from_raw(ctx, $crate::sys::$f(ctx.as_ptr(), s.as_ptr())) };
                    ctx.set_max_operations(max);
                    match again {
                        Ok(_) => Err($crate::Error::new(
                            $crate::ErrorKind::Quota,
                            "maximal number of operations exceeded",
                        )),
                        Err(_) => Err(e),
                    }
                }
                r => r,
            }
        }
        isl_fns!($($rest)*);
    };
}
