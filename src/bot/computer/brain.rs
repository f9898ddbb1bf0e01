//! THE SEAM between the referee and the house engine: what the computer
//! plays, whether it takes a draw, whether it resigns. Everything else of
//! the computer as a player (seats, workers, the transaction that applies
//! its move, mail) calls only these three functions.
//!
//! PLACEHOLDER: this branch has no engine. The bodies below choose a legal
//! turn without searching (mate in one, else the largest capture, else a
//! turn picked by the seed), always decline a draw and never resign. The
//! lead replaces them at the merge by calls into `src/engine/` (its search,
//! evaluation and levels), keeping the signatures.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::rules::{Game, Side, Status, Turn, Variant};

/// What one search may spend: it stops at whichever comes first (and at
/// `stop`). `nodes` is `None` for no node limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub movetime: Duration,
    pub nodes: Option<u64>,
}

/// The turn the computer plays for `side` in `game` at `level` (1 the
/// weakest, see `[engine]`), or `None` when it has none (the game is over,
/// or `stop` was raised before it chose). `seed` makes the choice
/// repeatable: the same position, level and seed give the same turn.
///
/// PLACEHOLDER (see the module's comment).
pub fn choose(game: &Game, side: Side, level: u8, seed: u64, budget: Budget, stop: &AtomicBool) -> Option<Turn> {
    let _ = (level, budget);
    if stop.load(Ordering::Relaxed) || game.automatic_outcome().is_some() {
        return None;
    }
    let pos = game.position();
    let turns = turns_of(game, side);
    if turns.is_empty() {
        return None;
    }
    // Mate in one.
    for t in &turns {
        let mut after = pos.clone();
        after.play_turn(t);
        if matches!(after.status(), Status::Checkmate { winner } if winner == side.team()) {
            return Some(*t);
        }
    }
    // The largest capture, ties broken by the seed; else any turn by the seed.
    let value = |t: &Turn| t.moves().filter_map(|m| m.capture).map(|r| r as u64 + 1).sum::<u64>();
    let best = turns.iter().map(value).max().unwrap_or(0);
    let candidates: Vec<&Turn> = turns.iter().filter(|t| value(t) == best).collect();
    let pick = splitmix(seed ^ game.played().len() as u64) as usize % candidates.len();
    Some(*candidates[pick])
}

/// Whether the computer playing `side` accepts a draw offered in `game`.
///
/// PLACEHOLDER: never (the engine answers by its evaluation).
pub fn accepts_draw(game: &Game, side: Side, level: u8) -> bool {
    let _ = (game, side, level);
    false
}

/// Whether the computer playing `side` resigns `game` now (the engine does
/// at levels 3 and up, in a lost position).
///
/// PLACEHOLDER: never.
pub fn resigns(game: &Game, side: Side, level: u8) -> bool {
    let _ = (game, side, level);
    false
}

/// The legal turns of `side`: in the two-board games only those on its
/// board (their notation names the board: `A:`, `B:`).
pub fn turns_of(game: &Game, side: Side) -> Vec<Turn> {
    let pos = game.position();
    let turns = pos.legal_turns();
    if !matches!(game.variant(), Variant::Bughouse | Variant::TandemChess | Variant::BughouseSync) {
        return turns;
    }
    let label = format!("{}:", (b'A' + side.board) as char);
    let names = pos.turn_notations(&turns);
    let on_board: Vec<Turn> = turns.iter().zip(&names).filter(|(_, n)| n.starts_with(&label)).map(|(t, _)| *t).collect();
    if on_board.is_empty() {
        turns
    } else {
        on_board
    }
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
