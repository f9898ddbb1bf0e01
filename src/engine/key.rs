//! The 64-bit key of a position: the search's repetition and hash-table key.
//! It hashes the rules' own repetition key (equal keys = the same position
//! for the repetition rules), so the engine and the referee agree on what
//! repeats.

use crate::rules::{Game, Position};

/// FNV-1a over the rules' repetition key.
pub fn position_key(pos: &Position) -> u64 {
    hash_str(&pos.repetition_key())
}

pub(crate) fn hash_str(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    // A final mix: FNV's low bits are weak, and the table indexes by them.
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

/// The keys of the positions before the game's current one, oldest first.
pub fn game_history(game: &Game) -> Vec<u64> {
    let mut pos = game.start().clone();
    let mut keys = Vec::with_capacity(game.played().len());
    for p in game.played() {
        keys.push(position_key(&pos));
        pos.play_turn(&p.turn);
    }
    keys
}
