//! The analyses of the function being processed, answered by the C++ layer
//! (LLVM's C API has no LoopInfo, ScalarEvolution, alias analysis, debug
//! names or remarks).

use super::cpp::*;
use super::types::{Bb, Val};
use llvm_sys::prelude::*;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

/// One loop as LoopInfo sees it.
#[derive(Clone, Debug)]
pub struct LoopDesc<'ir> {
    pub header: Bb<'ir>,
    pub preheader: Option<Bb<'ir>>,
    pub latch: Option<Bb<'ir>>,
    pub exit_block: Option<Bb<'ir>>,
    pub parent: Option<usize>,
    pub depth: u32,
    pub blocks: Vec<Bb<'ir>>,
    pub num_exiting: u32,
    pub simplify_form: bool,
    pub lcssa_form: bool,
    /// The source line where the loop starts (LLVM's `Loop::getStartLoc`:
    /// its `for`), when debug information says.
    pub start_line: Option<u32>,
}

/// A C label of the function being processed (`L1: for (...)`), from
/// its `DILabel`: those of the function's subprogram and of every
/// subprogram inlined into it. Clang keeps every label there, but the
/// label's record (or `llvm.dbg.label` call) only while the block holding
/// it survives, which SimplifyCFG usually removes before a loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label<'ir> {
    pub name: String,
    /// The label's source line.
    pub line: u32,
    /// The block holding its record, when one survives.
    pub block: Option<Bb<'ir>>,
    /// The instruction right after the record in that block.
    pub next: Option<Val<'ir>>,
}

/// How much debug information the function has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugInfo {
    /// None: no source lines, no labels.
    None,
    /// Line tables only (`-gline-tables-only`): lines, but no labels.
    LinesOnly,
    /// Full (`-g`): lines and labels.
    Full,
}

/// Remark kinds, as `-Rpass`, `-Rpass-missed`, `-Rpass-analysis` select them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    Passed = 0,
    Missed = 1,
    Analysis = 2,
}

/// The analyses of the function being processed, and the origin of every
/// handle: the function's values and blocks are reached from
/// [`Analyses::function`] and [`Analyses::loops`], and live as long as
/// the borrow of the `Analyses` they came from (the pass invocation).
pub struct Analyses {
    raw: *mut CppCtx,
}

fn copy_answer(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the C++ side returns a NUL-terminated buffer valid until its
    // next answer; we copy it at once.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

impl Analyses {
    /// # Safety
    /// `raw` must be the context handed to `tessera_rust_run_function` for
    /// the function being processed, and used only during that call.
    pub(super) unsafe fn from_raw(raw: *mut c_void) -> Analyses {
        Analyses {
            raw: raw as *mut CppCtx,
        }
    }

    /// The function being processed.
    pub fn function(&self) -> Val<'_> {
        // SAFETY: the context is live for the pass invocation; its
        // function is never null.
        Val::wrap(unsafe { tessera_function(self.raw) })
    }

    /// The value SCEV text names by `index` (`(unknown i64 3)`: see
    /// [`crate::scev::Scev::Unknown`]); `None` for an index the C++ layer
    /// never gave.
    pub fn unknown(&self, index: usize) -> Option<Val<'_>> {
        let i = c_uint::try_from(index).ok()?;
        // SAFETY: live context; the C++ side checks the range and answers
        // null outside it.
        Val::wrap_opt(unsafe { tessera_unknown(self.raw, i) })
    }

    /// The index SCEV text gives `v` when it is an unknown (the same index
    /// for the same value during one pass invocation).
    pub fn unknown_index(&self, v: Val<'_>) -> usize {
        // SAFETY: live context and value.
        unsafe { tessera_unknown_index(self.raw, v.raw) as usize }
    }

    pub fn loops(&self) -> Vec<LoopDesc<'_>> {
        // SAFETY: the context is live for the pass invocation.
        let n = unsafe { tessera_loop_count(self.raw) };
        (0..n)
            .map(|i| {
                let mut d = LoopDescRaw::default();
                // SAFETY: i < count; d is a valid out-pointer.
                unsafe { tessera_loop_desc(self.raw, i, &mut d) };
                let blocks = (0..d.num_blocks)
                    // SAFETY: b < num_blocks of loop i.
                    .map(|b| Bb::wrap(unsafe { tessera_loop_block(self.raw, i, b) }))
                    .collect();
                LoopDesc {
                    header: Bb::wrap(d.header),
                    preheader: Bb::wrap_opt(d.preheader),
                    latch: Bb::wrap_opt(d.latch),
                    exit_block: Bb::wrap_opt(d.exit_block),
                    parent: (d.parent >= 0).then_some(d.parent as usize),
                    depth: d.depth,
                    blocks,
                    num_exiting: d.num_exiting,
                    simplify_form: d.simplify_form != 0,
                    lcssa_form: d.lcssa_form != 0,
                    start_line: (d.start_line > 0).then_some(d.start_line),
                }
            })
            .collect()
    }

    /// The function's C labels, by line then name.
    pub fn labels(&self) -> Vec<Label<'_>> {
        // SAFETY: the context is live for the pass invocation.
        let n = unsafe { tessera_label_count(self.raw) };
        (0..n)
            .map(|i| {
                let mut l = LabelRaw::default();
                // SAFETY: i < count; l is a valid out-pointer.
                unsafe { tessera_label(self.raw, i, &mut l) };
                // Copied before the next call reuses the buffer.
                let name = copy_answer(l.name);
                Label {
                    name,
                    line: l.line,
                    block: Bb::wrap_opt(l.block),
                    next: Val::wrap_opt(l.next),
                }
            })
            .collect()
    }

    /// How much debug information the function has.
    pub fn debug_info(&self) -> DebugInfo {
        // SAFETY: the context is live for the pass invocation.
        match unsafe { tessera_debug_kind(self.raw) } {
            0 => DebugInfo::None,
            1 => DebugInfo::LinesOnly,
            _ => DebugInfo::Full,
        }
    }

    /// Innermost loop (preorder index) containing the block.
    pub fn block_loop(&self, b: Bb<'_>) -> Option<usize> {
        // SAFETY: live context and block.
        let i = unsafe { tessera_block_loop(self.raw, b.raw()) };
        (i >= 0).then_some(i as usize)
    }

    /// The SCEV of an integer or pointer value, as an S-expression.
    pub fn scev(&self, v: Val<'_>) -> String {
        // SAFETY: live context and value.
        copy_answer(unsafe { tessera_scev(self.raw, v.raw) })
    }

    pub fn backedge_taken_count(&self, loop_index: usize) -> String {
        // SAFETY: live context.
        let n = unsafe { tessera_loop_count(self.raw) };
        assert!(loop_index < n as usize, "loop {loop_index} out of range");
        // SAFETY: loop_index < loop count, checked above.
        copy_answer(unsafe { tessera_backedge_taken_count(self.raw, loop_index as c_uint) })
    }

    /// Base pointer and byte offset (S-expression) of a load or store.
    pub fn access_offset<'ir>(&self, inst: Val<'ir>) -> (Option<Val<'ir>>, String) {
        let mut base: LLVMValueRef = std::ptr::null_mut();
        // SAFETY: live context; inst is a load or store; base is a valid
        // out-pointer.
        let s = copy_answer(unsafe { tessera_access_offset(self.raw, inst.raw, &mut base) });
        (Val::wrap_opt(base), s)
    }

    /// Base pointer and byte offset (S-expression) of any pointer value.
    pub fn pointer_offset<'ir>(&self, ptr: Val<'ir>) -> (Option<Val<'ir>>, String) {
        let mut base: LLVMValueRef = std::ptr::null_mut();
        // SAFETY: live context and pointer value; base is a valid
        // out-pointer.
        let s = copy_answer(unsafe { tessera_pointer_offset(self.raw, ptr.raw, &mut base) });
        (Val::wrap_opt(base), s)
    }

    pub fn access_fixed(&self, inst: Val<'_>) -> String {
        // SAFETY: live context; inst is a load or store.
        copy_answer(unsafe { tessera_access_fixed(self.raw, inst.raw) })
    }

    pub fn access_parametric(&self, insts: &[Val<'_>], elem_size: u32) -> String {
        let mut raw: Vec<LLVMValueRef> = insts.iter().map(|v| v.raw).collect();
        // SAFETY: live context; raw holds loads/stores of one base pointer.
        copy_answer(unsafe {
            tessera_access_parametric(self.raw, raw.as_mut_ptr(), raw.len() as c_uint, elem_size)
        })
    }

    pub fn known_nonnegative(&self, v: Val<'_>) -> bool {
        // SAFETY: live context and value.
        unsafe { tessera_known_nonnegative(self.raw, v.raw) != 0 }
    }

    /// 0 no alias, 1 may, 2 partial, 3 must.
    pub fn alias(&self, a: Val<'_>, b: Val<'_>) -> i32 {
        assert!(
            a.ty().is_ptr() && b.ty().is_ptr(),
            "aliasing of non-pointers"
        );
        // SAFETY: live context; a, b are pointers (checked above).
        unsafe { tessera_alias(self.raw, a.raw, b.raw) }
    }

    /// Like [`Analyses::alias`], for the exact locations two loads or
    /// stores access.
    pub fn access_alias(&self, a: Val<'_>, b: Val<'_>) -> i32 {
        // SAFETY: live context; a, b are instructions (anything else
        // answers "may").
        unsafe { tessera_access_alias(self.raw, a.raw, b.raw) }
    }

    /// The target's L2 data cache size in bytes (None: the target does not
    /// say).
    pub fn l2_cache_size(&self) -> Option<u64> {
        // SAFETY: live context.
        let n = unsafe { tessera_l2_cache_size(self.raw) };
        (n > 0).then_some(u64::from(n))
    }

    /// The target's vector registers (0 where it has none).
    pub fn vector_registers(&self) -> u32 {
        // SAFETY: live context.
        unsafe { tessera_vector_registers(self.raw) }
    }

    /// `file:line:col` of an instruction, when debug info says.
    pub fn debug_loc(&self, v: Val<'_>) -> Option<(String, u32, u32)> {
        // SAFETY: live context and value.
        let s = copy_answer(unsafe { tessera_debug_loc(self.raw, v.raw) });
        let mut parts = s.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line = parts.next()?.parse().ok()?;
        let file = parts.next()?.to_string();
        Some((file, line, col))
    }

    /// The value's own name, else the name of the source variable debug
    /// information gives it, else "".
    pub fn value_name(&self, v: Val<'_>) -> String {
        let n = v.name();
        if !n.is_empty() {
            return n;
        }
        // SAFETY: live context and value.
        copy_answer(unsafe { tessera_source_name(self.raw, v.raw) })
    }

    /// The name of the array reached from `base`, as the source writes it:
    /// the source variable debug information gives the pointer (after
    /// inlining, the parameter of the callee `anchor`, an access of the
    /// array, was written in) or the global, else the base's own IR name,
    /// else "".
    pub fn array_name(&self, base: Val<'_>, anchor: Val<'_>) -> String {
        // SAFETY: live context; base and anchor are live values.
        let n = copy_answer(unsafe { tessera_array_source_name(self.raw, base.raw, anchor.raw) });
        if !n.is_empty() {
            return n;
        }
        base.name()
    }

    pub fn remark(&self, kind: RemarkKind, name: &str, msg: &str, anchor: Option<Val<'_>>) {
        let n = CString::new(name).unwrap_or_default();
        let m = CString::new(msg.replace('\0', " ")).unwrap_or_default();
        // SAFETY: live context; strings outlive the call; anchor is an
        // instruction or null.
        unsafe {
            tessera_remark(
                self.raw,
                kind as c_int,
                n.as_ptr(),
                m.as_ptr(),
                anchor.map_or(std::ptr::null_mut(), |a| a.raw),
            )
        }
    }
}
