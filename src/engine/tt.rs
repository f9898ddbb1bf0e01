//! The transposition table: one entry per slot, replaced when the new
//! search is deeper or the slot holds another position.

use super::score::MATE_BOUND;
use crate::rules::Turn;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The score is at least this (a cut-off).
    Lower,
    /// The score is at most this (no turn reached alpha).
    Upper,
}

#[derive(Clone, Copy)]
pub struct Entry {
    pub key: u64,
    pub depth: i32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<Turn>,
}

pub struct Table {
    slots: Vec<Option<Entry>>,
}

impl Table {
    /// About `mb` megabytes; 0 = no table (every probe misses).
    pub fn new(mb: usize) -> Table {
        if mb == 0 {
            return Table { slots: Vec::new() };
        }
        let size = std::mem::size_of::<Option<Entry>>();
        let n = (mb * 1024 * 1024 / size).next_power_of_two() / 2;
        Table { slots: vec![None; n.max(1024)] }
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        if self.slots.is_empty() {
            return None;
        }
        self.slots[self.index(key)].filter(|e| e.key == key)
    }

    pub fn store(&mut self, entry: Entry) {
        if self.slots.is_empty() {
            return;
        }
        let i = self.index(entry.key);
        let slot = &mut self.slots[i];
        let keep_move = match slot {
            Some(old) if old.key == entry.key => {
                if old.depth > entry.depth + 2 && old.bound == Bound::Exact {
                    return;
                }
                old.best
            }
            _ => None,
        };
        *slot = Some(Entry { best: entry.best.or(keep_move), ..entry });
    }
}

/// Mate scores are stored relative to the node, read back relative to the root.
pub fn to_tt(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

pub fn from_tt(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}
