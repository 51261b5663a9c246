//! The cache model: how many bytes a tile's data takes, and the tile
//! sizes whose data fits. The cache is the target's L2 (the pass gives
//! the host's for `-march=native`, else LLVM's TargetTransformInfo's;
//! `tessera schedule` takes it as an argument). Every tile size the scheduler derives from the cache comes
//! from here.

use isl::UnionMap;
use tessera_ir::Scop;

/// The L2 size assumed when the target does not say (x86's in LLVM's
/// model).
pub const DEFAULT_BYTES: u64 = 256 * 1024;

/// The L1 data cache assumed: 32 KiB, what LLVM's x86 model reports and
/// the least any x86 or AArch64 core of the last decade has. A loop whose
/// accesses jump a line per iteration keeps the lines it touched for its
/// next run only while they fit here.
pub const L1_BYTES: u64 = 32 * 1024;

/// Bytes of one cache line.
pub const LINE_BYTES: u64 = 64;

/// Sets of the L1 data cache: its index lies within a 4 KiB page
/// (virtually indexed, physically tagged), 64 sets of 64-byte lines on
/// every x86 core and most AArch64 ones; its size is ways, not sets.
pub const L1_SETS: u64 = 64;

/// How many lines of L1 each of the accesses that jump through memory a
/// line per step (`strides`: each one's bytes per step, None where it
/// is not one constant) may keep for one run of their loop: an equal
/// share of the lines of the sets its steps reach. A stride reaches
/// `4096 / gcd(stride, 4096)` of the 64 sets, when that is fewer (a row
/// of 400 doubles, 3200 bytes, reaches 32: half of L1; a row of 1024
/// doubles one set); an unknown stride is taken to reach them all.
pub fn l1_lines_per_jump(strides: &[Option<u64>]) -> u64 {
    let page = L1_SETS * LINE_BYTES;
    let ways = L1_BYTES / page;
    let jumps = (strides.len() as u64).max(1);
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    strides
        .iter()
        .map(|s| match s {
            Some(s) if *s > 0 => (page / gcd(*s, page)).min(L1_SETS),
            _ => L1_SETS,
        })
        .min()
        .unwrap_or(L1_SETS)
        * ways
        / jumps
}

/// The smallest, the largest, and the step of [`band_tile`]'s sizes:
/// multiples of 16 keep the point loops a whole number of vectors.
const MIN_TILE: u64 = 16;
const MAX_TILE: u64 = 128;
const TILE_STEP: usize = 16;

/// Bytes of the cache one tile's data may take: 3/4, since the model
/// counts neither the data outside the tile nor conflict misses.
pub fn usable(cache_bytes: u64) -> u64 {
    cache_bytes * 3 / 4
}

/// The tile size of a band (partial schedule `partial` of `n` members):
/// the largest multiple of 16 up to 128 for which one tile's data fits in
/// [`usable`] bytes. A tile touches, of each array the band's statements
/// reference, about `T^d` elements, `d` the array's dimensions (at most
/// the band's depth).
pub fn band_tile(
    scop: &Scop,
    partial: &UnionMap,
    refs: &[isl::Map],
    n: usize,
    cache_bytes: u64,
) -> isl::Result<i64> {
    let mut arrays: Vec<(String, usize)> = Vec::new();
    for m in partial.maps()? {
        let stmt = m.tuple_name(isl::DimType::In)?.unwrap_or_default();
        // The statement's references to arrays (not scalars), each as a
        // union map (which drops an empty one).
        for r in refs {
            if r.n_out() == 0 || r.tuple_name(isl::DimType::In)?.as_deref() != Some(stmt.as_str()) {
                continue;
            }
            for a in UnionMap::try_from(r.clone())?.maps()? {
                let name = a.tuple_name(isl::DimType::Out)?.unwrap_or_default();
                if !arrays.iter().any(|(x, _)| *x == name) {
                    arrays.push((name, a.n_out().min(n)));
                }
            }
        }
    }
    let budget = usable(cache_bytes);
    let footprint = |t: u64| -> u64 {
        arrays
            .iter()
            .map(|(name, d)| {
                let elem = scop.array(name).map(|a| a.elem_size as u64).unwrap_or(8);
                elem * t.pow(*d as u32)
            })
            .sum()
    };
    let mut best = MIN_TILE;
    for t in (MIN_TILE..=MAX_TILE).step_by(TILE_STEP) {
        if footprint(t) <= budget {
            best = t;
        }
    }
    log::debug!(
        target: "tessera::tile",
        "{n}-member band, {} array(s): tile {best} ({} of {budget} usable bytes)",
        arrays.len(),
        footprint(best)
    );
    Ok(best as i64)
}

/// A time-tiled stencil's middle tile size, for a band of `n` members (at
/// least 3) whose last member is tiled by `inner`: halved from 64 (down to
/// 4 at the least) until a tile of every array, 8-byte elements, fits in
/// [`usable`] bytes.
pub fn stencil_mid_tile(scop: &Scop, n: usize, inner: i64, cache_bytes: u64) -> i64 {
    mid_tile(n, inner, stencil_arrays(scop), 8, cache_bytes)
}

/// [`stencil_mid_tile`] for tiles of whole rows of `row` elements, with
/// the arrays' own element sizes (the largest of them): a row's bytes are
/// known exactly there, and the rows of float arrays are half as large.
pub fn stencil_rows_mid_tile(scop: &Scop, n: usize, row: i64, cache_bytes: u64) -> i64 {
    let elem = scop
        .arrays
        .iter()
        .filter(|a| !a.sizes.is_empty())
        .map(|a| a.elem_size as u64)
        .max()
        .unwrap_or(8);
    mid_tile(n, row, stencil_arrays(scop), elem, cache_bytes)
}

/// Arrays with elements (at least one).
fn stencil_arrays(scop: &Scop) -> u64 {
    scop.arrays
        .iter()
        .filter(|a| !a.sizes.is_empty())
        .count()
        .max(1) as u64
}

fn mid_tile(n: usize, inner: i64, arrays: u64, elem: u64, cache_bytes: u64) -> i64 {
    let mut mid = 64i64;
    while mid > 4
        && (mid as u64)
            .pow(n as u32 - 2)
            .saturating_mul(inner as u64)
            .saturating_mul(arrays * elem)
            > usable(cache_bytes)
    {
        mid /= 2;
    }
    mid
}

/// The least and the largest value of dimension `k` of `set` over every
/// value of the parameters, when both are finite and the set has a point.
pub(crate) fn constant_range(set: &isl::Set<'_>, k: usize) -> isl::Result<Option<(i64, i64)>> {
    let lo = set.clone().dim_min_val(k)?.to_i64();
    let hi = set.clone().dim_max_val(k)?.to_i64();
    Ok(match (lo, hi) {
        (Some(lo), Some(hi)) if hi >= lo => Some((lo, hi)),
        _ => None,
    })
}

/// Bytes of the elements `refs` access (the bounding box of each array's
/// accessed elements), when those bounds hold for every value of the
/// parameters; None when they grow with one (counted as larger than any
/// cache).
pub fn accessed_bytes(scop: &Scop, refs: &[isl::Map]) -> isl::Result<Option<u64>> {
    let mut arrays: Vec<(String, isl::UnionSet)> = Vec::new();
    for r in refs {
        if r.n_out() == 0 {
            continue;
        }
        let name = r.tuple_name(isl::DimType::Out)?.unwrap_or_default();
        let elems = isl::UnionSet::try_from(r.clone().range()?)?;
        match arrays.iter_mut().find(|(n, _)| *n == name) {
            Some((_, s)) => *s = s.clone().union(elems)?,
            None => arrays.push((name, elems)),
        }
    }
    let mut bytes = 0u64;
    for (name, elems) in arrays {
        let elem = scop.array(&name).map(|a| a.elem_size as u64).unwrap_or(8);
        for set in elems.sets()? {
            // The bounds over every value of the parameters: infinite
            // where they grow with one. (Parametric bounds computed as
            // such took 0.58 s for one SCoP of two loops, fuzz seed
            // 901538.)
            let mut count = 1u64;
            for k in 0..set.dim(isl::DimType::Set) {
                match constant_range(&set, k)? {
                    Some((lo, hi)) => count = count.saturating_mul((hi - lo) as u64 + 1),
                    None => return Ok(None),
                }
            }
            bytes = bytes.saturating_add(count.saturating_mul(elem));
        }
    }
    Ok(Some(bytes))
}

/// Bytes of a page (x86's and most AArch64 systems' base page).
pub const PAGE_BYTES: u64 = 4096;

/// Translations the second-level TLB keeps: 1536 entries of 4 KiB pages
/// (Intel's Skylake; AMD's Zen 2 and 3 and Intel's Golden Cove keep
/// 2048, Zen 4 3072), 6 MiB of reach.
pub const TLB_PAGES: u64 = 1536;

/// The longest run of a loop whose jumping accesses (`strides`: each
/// one's bytes per step, None where not one constant) touch no more
/// pages than the TLB keeps: a page per step for a stride of a page or
/// more, a fraction of one below. None when no stride is known (nothing
/// to count).
pub fn tlb_steps(strides: &[Option<u64>]) -> Option<u64> {
    let bytes: u64 = strides.iter().flatten().map(|s| (*s).min(PAGE_BYTES)).sum();
    (bytes > 0).then(|| TLB_PAGES * PAGE_BYTES / bytes)
}

#[cfg(test)]
mod l1_tests {
    use super::*;

    /// Strides reaching every set share all of L1 (512 lines of 32 KiB);
    /// rows of 400 doubles reach half the sets, rows of 1024 one set, an
    /// unknown stride all of them; the shares split among the jumps.
    #[test]
    fn a_stride_keeps_the_lines_of_the_sets_it_reaches() {
        assert_eq!(l1_lines_per_jump(&[Some(408 * 8)]), 512);
        assert_eq!(l1_lines_per_jump(&[None]), 512);
        assert_eq!(l1_lines_per_jump(&[Some(400 * 8)]), 256);
        assert_eq!(l1_lines_per_jump(&[Some(1024 * 8)]), 8);
        assert_eq!(l1_lines_per_jump(&[Some(408 * 8), None]), 256);
        assert_eq!(l1_lines_per_jump(&[Some(408 * 8), Some(400 * 8)]), 128);
    }

    /// Rows of a page or more take a page per step: 1536 steps for one
    /// such walk, 384 for four; rows of half a page twice as many; no
    /// known stride, no count.
    #[test]
    fn a_column_walk_keeps_its_pages_in_the_tlb_while_short() {
        assert_eq!(tlb_steps(&[Some(8640)]), Some(1536));
        assert_eq!(tlb_steps(&[Some(8640); 4]), Some(384));
        assert_eq!(tlb_steps(&[Some(2048), None]), Some(3072));
        assert_eq!(tlb_steps(&[None, None]), None);
    }
}
