//! The seam between the referee and the house engine (`src/engine/`): one
//! search per decision, and what the computer makes of its result (play the
//! best turn, take a draw, claim one, resign). Everything else of the
//! computer as a player (seats, workers, the transaction that applies its
//! act, mail) calls only [`think`] and the three judgements below.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::engine::{self, Engine, Limits, Score};
use crate::rules::{DrawReason, Game, Side, Turn};

/// What one search may spend: it stops at whichever comes first (and at
/// `stop`). `nodes` is `None` for no node limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub movetime: Duration,
    pub nodes: Option<u64>,
}

/// The engine's view of a position: its turn and how it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thought {
    pub best: Turn,
    /// From the computer's side.
    pub score: Score,
}

/// The hash table each search thread keeps (16 MB; cleared per search so
/// that a search bounded by nodes replays from its seed).
const HASH_MB: usize = 16;

thread_local! {
    static ENGINE: RefCell<Engine> = RefCell::new(Engine::new(HASH_MB));
}

/// Searches `game` for the computer playing `side` at `level` (1 the
/// weakest, 8 full strength), or `None` when it has no turn (the game is
/// over, its board waits) or `stop` was raised before it began. `seed`
/// makes the lower levels' choice repeatable.
pub fn think(game: &Game, side: Side, level: u8, seed: u64, budget: Budget, stop: &Arc<AtomicBool>) -> Option<Thought> {
    if stop.load(Ordering::Relaxed) || game.automatic_outcome().is_some() {
        return None;
    }
    let limits = Limits {
        level: engine::Level::new(level).0,
        depth: None,
        nodes: budget.nodes,
        movetime_ms: Some(u64::try_from(budget.movetime.as_millis()).unwrap_or(u64::MAX).max(1)),
        from_clock: false,
        seed: seed ^ game.played().len() as u64,
        stop: Some(Arc::clone(stop)),
    };
    ENGINE.with(|cell| {
        let mut engine = cell.borrow_mut();
        engine.clear();
        engine.search_game(game, Some(side), &limits, |_| {}).map(|r| Thought { best: r.best, score: r.score })
    })
}

/// Whether the computer accepts a standing draw offer (it does unless it
/// stands better by more than a tenth of a pawn).
pub fn accepts_draw(thought: &Thought) -> bool {
    engine::accepts_draw(thought.score)
}

/// The draw the computer claims now: one the rules allow, unless it stands
/// better by half a pawn or more.
pub fn claims_draw(game: &Game, thought: &Thought) -> Option<DrawReason> {
    engine::claims_draw(game, thought.score)
}

/// Whether the computer resigns: at level 3 and up, when it is mated or ten
/// pawns down by its own search. One search is enough here: the search of
/// the worker is the longest the computer spends on a position, and the
/// threshold is far beyond what a deeper look turns around.
pub fn resigns(level: u8, thought: &Thought) -> bool {
    level >= 3 && thought.score.rank() <= -1_000
}
