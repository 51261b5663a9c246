//! isl options (per context).

use std::ffi::c_int;

use crate::{sys, Ctx};

macro_rules! bool_options {
    ($($(#[$m:meta])* $set:ident = $isl_set:ident $(, $get:ident = $isl_get:ident)?;)*) => {
        impl Ctx {
            $(
                $(#[$m])*
                pub fn $set(&self, value: bool) {
                    // SAFETY: self is a live context; the option setter only stores the value.
                    let stat = unsafe { sys::$isl_set(self.as_ptr(), c_int::from(value)) };
                    // Setting a boolean option cannot fail on a live context.
                    debug_assert_eq!(stat, sys::isl_stat_ok);
                    if stat != sys::isl_stat_ok {
                        self.reset_error();
                    }
                }

                $(
                    #[doc = concat!("The current value of the option set by [`Ctx::", stringify!($set), "`].")]
                    pub fn $get(&self) -> bool {
                        // SAFETY: self is a live context; the getter only reads the option.
                        unsafe { sys::$isl_get(self.as_ptr()) != 0 }
                    }
                )?
            )*
        }
    };
}

bool_options! {
    /// `schedule_outer_coincidence`: require the outer band of a computed
    /// schedule to be coincident (stops skewing for e.g. jacobi/fdtd).
    set_schedule_outer_coincidence = isl_options_set_schedule_outer_coincidence,
        schedule_outer_coincidence = isl_options_get_schedule_outer_coincidence;
    /// `schedule_maximize_band_depth`: try to make bands as deep as possible.
    /// (isl 0.25 has no getter for this option.)
    set_schedule_maximize_band_depth = isl_options_set_schedule_maximize_band_depth;
    /// `schedule_maximize_coincidence`: maximize the number of coincident
    /// band members.
    set_schedule_maximize_coincidence = isl_options_set_schedule_maximize_coincidence,
        schedule_maximize_coincidence = isl_options_get_schedule_maximize_coincidence;
    /// `schedule_serialize_sccs`: serialize strongly connected components
    /// (less fusion).
    set_schedule_serialize_sccs = isl_options_set_schedule_serialize_sccs,
        schedule_serialize_sccs = isl_options_get_schedule_serialize_sccs;
    /// `schedule_whole_component`: schedule whole components at once.
    set_schedule_whole_component = isl_options_set_schedule_whole_component,
        schedule_whole_component = isl_options_get_schedule_whole_component;
    /// `schedule_treat_coalescing`: avoid schedules that prevent coalescing.
    set_schedule_treat_coalescing = isl_options_set_schedule_treat_coalescing,
        schedule_treat_coalescing = isl_options_get_schedule_treat_coalescing;
    /// `ast_build_atomic_upper_bound`: generate `min` upper bounds for atomic
    /// loops instead of splitting. (isl 0.25 has no getter for this option.)
    set_ast_build_atomic_upper_bound = isl_options_set_ast_build_atomic_upper_bound;
    /// `ast_build_detect_min_max`: detect `min`/`max` expressions.
    set_ast_build_detect_min_max = isl_options_set_ast_build_detect_min_max,
        ast_build_detect_min_max = isl_options_get_ast_build_detect_min_max;
    /// `ast_build_allow_else`: allow `else` branches in generated ASTs.
    set_ast_build_allow_else = isl_options_set_ast_build_allow_else,
        ast_build_allow_else = isl_options_get_ast_build_allow_else;
    /// `ast_build_allow_or`: allow `||` in generated conditions.
    set_ast_build_allow_or = isl_options_set_ast_build_allow_or,
        ast_build_allow_or = isl_options_get_ast_build_allow_or;
    /// `tile_scale_tile_loops`: tile loops iterate over tile indices times
    /// the tile size.
    set_tile_scale_tile_loops = isl_options_set_tile_scale_tile_loops,
        tile_scale_tile_loops = isl_options_get_tile_scale_tile_loops;
    /// `tile_shift_point_loops`: point loops start at zero within each tile.
    set_tile_shift_point_loops = isl_options_set_tile_shift_point_loops,
        tile_shift_point_loops = isl_options_get_tile_shift_point_loops;
    /// `schedule_separate_components`: schedule independent components
    /// separately. (isl 0.25 has no getter for this option.)
    set_schedule_separate_components = isl_options_set_schedule_separate_components;
    /// `schedule_carry_self_first`: try to carry self-dependences first.
    set_schedule_carry_self_first = isl_options_set_schedule_carry_self_first,
        schedule_carry_self_first = isl_options_get_schedule_carry_self_first;
    /// `ast_build_prefer_pdiv`: prefer `/` and `%` over `floord` where the
    /// dividend is known non-negative.
    set_ast_build_prefer_pdiv = isl_options_set_ast_build_prefer_pdiv,
        ast_build_prefer_pdiv = isl_options_get_ast_build_prefer_pdiv;
    /// `ast_build_exploit_nested_bounds`: simplify using bounds of inner loops.
    set_ast_build_exploit_nested_bounds = isl_options_set_ast_build_exploit_nested_bounds,
        ast_build_exploit_nested_bounds = isl_options_get_ast_build_exploit_nested_bounds;
    /// `ast_build_scale_strides`: allow scaling of strided loops.
    set_ast_build_scale_strides = isl_options_set_ast_build_scale_strides,
        ast_build_scale_strides = isl_options_get_ast_build_scale_strides;
    /// `ast_always_print_block`: print braces around every loop body.
    set_ast_always_print_block = isl_options_set_ast_always_print_block,
        ast_always_print_block = isl_options_get_ast_always_print_block;
}

macro_rules! int_options {
    ($($(#[$m:meta])* $set:ident = $isl_set:ident, $get:ident = $isl_get:ident;)*) => {
        impl Ctx {
            $(
                $(#[$m])*
                pub fn $set(&self, value: i32) {
                    // SAFETY: self is a live context; the option setter only stores the value.
                    let stat = unsafe { sys::$isl_set(self.as_ptr(), value) };
                    debug_assert_eq!(stat, sys::isl_stat_ok);
                    if stat != sys::isl_stat_ok {
                        self.reset_error();
                    }
                }

                #[doc = concat!("The current value of the option set by [`Ctx::", stringify!($set), "`].")]
                pub fn $get(&self) -> i32 {
                    // SAFETY: self is a live context; the getter only reads the option.
                    unsafe { sys::$isl_get(self.as_ptr()) }
                }
            )*
        }
    };
}

int_options! {
    /// `schedule_max_coefficient`: bound on schedule coefficients (-1 = none).
    set_schedule_max_coefficient = isl_options_set_schedule_max_coefficient,
        schedule_max_coefficient = isl_options_get_schedule_max_coefficient;
    /// `schedule_max_constant_term`: bound on schedule constants (-1 = none).
    set_schedule_max_constant_term = isl_options_set_schedule_max_constant_term,
        schedule_max_constant_term = isl_options_get_schedule_max_constant_term;
    /// `ast_build_separation_bounds`: `ISL_AST_BUILD_SEPARATION_BOUNDS_*`.
    set_ast_build_separation_bounds = isl_options_set_ast_build_separation_bounds,
        ast_build_separation_bounds = isl_options_get_ast_build_separation_bounds;
}

#[cfg(test)]
mod tests {
    use crate::Ctx;

    #[test]
    fn options_round_trip() {
        let ctx = Ctx::new();
        for v in [true, false] {
            ctx.set_schedule_outer_coincidence(v);
            assert_eq!(ctx.schedule_outer_coincidence(), v);
            ctx.set_schedule_maximize_band_depth(v);
            ctx.set_schedule_serialize_sccs(v);
            assert_eq!(ctx.schedule_serialize_sccs(), v);
            ctx.set_schedule_whole_component(v);
            assert_eq!(ctx.schedule_whole_component(), v);
            ctx.set_ast_build_atomic_upper_bound(v);
            ctx.set_ast_build_detect_min_max(v);
            assert_eq!(ctx.ast_build_detect_min_max(), v);
            ctx.set_tile_scale_tile_loops(v);
            assert_eq!(ctx.tile_scale_tile_loops(), v);
            ctx.set_tile_shift_point_loops(v);
            assert_eq!(ctx.tile_shift_point_loops(), v);
            ctx.set_ast_build_prefer_pdiv(v);
            assert_eq!(ctx.ast_build_prefer_pdiv(), v);
            ctx.set_ast_always_print_block(v);
            assert_eq!(ctx.ast_always_print_block(), v);
        }
        ctx.set_schedule_max_coefficient(20);
        assert_eq!(ctx.schedule_max_coefficient(), 20);
        ctx.set_schedule_max_constant_term(-1);
        assert_eq!(ctx.schedule_max_constant_term(), -1);
    }
}
