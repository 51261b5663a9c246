//! The automatic scheduler's interface: its options and what it decided.
//! A module of its own because time tiling ([`crate::transform::stencil`])
//! returns an [`Outcome`] and is called by [`crate::transform::schedule`]
//! (which re-exports these types): declared there, they would make an
//! import circle.

/// How much the scheduler fuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fuse {
    /// isl's clustering: statements sharing data end up in one loop nest
    /// whenever a legal schedule allows it.
    Max,
    /// One loop nest per strongly connected component of the dependence
    /// graph.
    None,
    /// Max, unless fusion puts a statement under a loop it does not iterate
    /// over (a guard inside the loop: the vectorizer gives up); None then.
    Smart,
}

/// The scheduler's knobs.
#[derive(Clone, Copy, Debug)]
pub struct AutoOptions {
    /// Tile size; 0: from the cache model ([`crate::cache::band_tile`]).
    pub tile: i64,
    /// Bytes of the cache the model fills (the target's L2).
    pub cache_bytes: u64,
    pub fuse: Fuse,
    /// Register tile size (unroll-and-jam factor of the point loops, see
    /// [`crate::register`]); 0 or 1: none.
    pub register_tile: i64,
    /// Schedule again under value-based dependences alone when keeping
    /// every live range brings less, expanding what the schedule breaks
    /// (paper 001). Off where expansions are not carried
    /// ([`crate::transform::step`]).
    pub speculate: bool,
    /// Read register-carried values from memory again before scheduling
    /// ([`crate::reload`]). Off for a model made from one that was
    /// ([`crate::transform::step`]'s model of one step): the values left
    /// are those the whole SCoP's model keeps, and the step's schedule
    /// must apply to that model's statements.
    pub reload: bool,
    /// Time tiles run in wavefronts: the first two tile loops of a
    /// time-tiled band replaced by their sum, then the second, which then
    /// carries no dependence (its tiles can run on threads: option
    /// `parallel`).
    pub wavefront: bool,
    /// isl operations the attempt that keeps every live range may take
    /// before every dependence is validity instead
    /// ([`crate::schedule::LIVE_RANGE_BUDGET`] in the pass).
    pub live_range_operations: u64,
}

/// What the scheduler decided for a SCoP.
#[derive(Clone, Debug)]
pub enum Outcome<'c> {
    /// A new schedule and what it does, for the remark; with the model it
    /// schedules when that is not the original one (register-carried
    /// copies read from memory again).
    New {
        /// Statement instances to dates.
        schedule: isl::UnionMap<'c>,
        /// The same schedule as a tree, when it was built as one: isl's
        /// AST generator handles its bands one at a time (half the time
        /// of the flat map on tiled bands), and its register tiles are
        /// marked ([`crate::register::MARK`]).
        tree: Option<isl::Schedule<'c>>,
        summary: String,
        reloaded: Option<Box<crate::reload::Reloaded>>,
        /// Time-tiled: code generation keeps its run-time alias check to
        /// the address-range test (see `stencil`).
        time_tiled: bool,
        /// Point loops to unroll (register tiles).
        register_tiles: Vec<crate::register::RegisterTile>,
        /// How the schedule tiles a band, for a legality proof without
        /// the tiles' floors ([`crate::violation::keeps_memory_order_tiled`]).
        tiled_order: Option<crate::violation::TiledOrder<'c>>,
        /// Scheduled under value-based dependences because nothing was
        /// worth tiling while keeping every live range: a speculation
        /// refused where its expansions would spread values its tiles
        /// update ([`crate::expand::speculation_unprofitable`]).
        speculative: bool,
        /// Proved legal, with no expansion, where it was made (one step
        /// of a time loop, [`crate::transform::step`]): the caller's
        /// check of the whole SCoP would only repeat that proof.
        proven: bool,
    },
    /// The original schedule stays, and why.
    Kept(String),
}
