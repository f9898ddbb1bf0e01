//! What bounds a search: level, depth, nodes, time, and a stop flag.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// What bounds a search. Unset bounds do not bound.
#[derive(Clone, Debug)]
pub struct Limits {
    /// 1 (a beginner's opponent) to 8 (full strength).
    pub level: u8,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
    /// `movetime_ms` is a share of a clock (UCI `wtime`/`btime`): time not
    /// spent is kept for later moves, so an iteration that would not finish
    /// is not begun. A fixed time a move (a level's, `movetime`) is spent
    /// whole: a deeper iteration cut short still counts.
    pub from_clock: bool,
    /// Seeds the lower levels' choice among good moves.
    pub seed: u64,
    /// Set from another thread to end the search (the best turn so far is
    /// returned).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { level: 8, depth: None, nodes: None, movetime_ms: None, from_clock: false, seed: 0, stop: None }
    }
}
