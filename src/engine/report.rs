//! What a search reports: each finished iteration, and its result.

use super::score::Score;
use crate::rules::Turn;

/// One finished iteration, for `info` lines.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
    pub pv: Vec<Turn>,
}

#[derive(Clone, Debug)]
pub struct SearchResult {
    /// A legal turn of the position searched.
    pub best: Turn,
    pub score: Score,
    pub pv: Vec<Turn>,
    pub depth: u32,
    pub nodes: u64,
}
