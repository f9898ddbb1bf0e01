//! The house engine: a practice opponent for every game, built on the rules
//! engine alone (`crate::rules`; no I/O, no clock but the search's own
//! deadline).
//!
//! One file per concept: `search` (iterative deepening, principal variation
//! search, quiescence), `eval` (the evaluation, driven by each game's data in
//! `games/`), `pst` (placement tables), `tt` (the transposition table),
//! `ordering` (hash move, captures by value, killers, history), `key` (the
//! 64-bit position key), `level` (levels 1-8), `decisions` (draw offers,
//! claims, resignation), `uci` (the UCI protocol and its move notation).
//!
//! # Use
//!
//! ```no_run
//! use tandem::engine::{Engine, Limits};
//! use tandem::rules::{Game, Variant};
//! let game = Game::new(Variant::Crazyhouse).unwrap();
//! let mut engine = Engine::new(16); // hash table of 16 MB
//! let limits = Limits { level: 5, movetime_ms: Some(500), seed: 7, ..Limits::default() };
//! if let Some(r) = engine.search_game(&game, None, &limits, |_info| {}) {
//!     println!("{}: {:?} ({} nodes)", game.position().turn_notation(&r.best), r.score, r.nodes);
//! }
//! ```
//!
//! * `Engine::search_game(&Game, side, &Limits, on_info)` searches the
//!   game's position with its history (repetitions count as draws);
//!   `Engine::search(&Position, &history_keys, side, ...)` the same from a
//!   bare position. `side` picks the army in four-player bughouse and
//!   tandem-chess (the engine plays its own board with the hands it has);
//!   `None` = the first army that may move. In bughouse-sync the result is
//!   the whole turn (both boards' moves).
//! * `Limits`: `level` 1-8, and any of `depth`, `nodes`, `movetime_ms`;
//!   `stop` (an `Arc<AtomicBool>`) ends a search from another thread. With
//!   no bound at all the level's own time per move applies
//!   (`level::Level::default_movetime_ms`). A search bounded by depth or
//!   nodes (not time) is deterministic for a given `seed` and a fresh (or
//!   `clear`ed) engine.
//! * `SearchResult { best, score, pv, depth, nodes }`; `None` when there is
//!   no legal turn (the game is over, or a bughouse board waits).
//! * `Engine::evaluate_at_depth` is the fixed-depth, deterministic score for
//!   analysis after the game; `decisions` answers draw offers, claims and
//!   resignation from a search's score.

pub mod analysis;
pub mod decisions;
pub mod eval;
pub mod game_data;
pub mod games;
pub mod key;
pub mod level;
mod limits;
mod ordering;
pub mod pst;
mod report;
mod score;
mod search;
mod tt;
pub mod uci;

use crate::rules::{Game, Position, Side};

pub use decisions::{accepts_draw, claims_draw, should_resign};
pub use level::Level;
pub use limits::Limits;
pub use report::{Info, SearchResult};
pub use score::Score;

/// The engine: its hash table and move-ordering memory persist between
/// searches (`clear` forgets them).
pub struct Engine {
    tt: tt::Table,
    order: ordering::Memory,
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` megabytes
    /// (0: none, to check what the table changes).
    pub fn new(hash_mb: usize) -> Engine {
        Engine { tt: tt::Table::new(hash_mb), order: ordering::Memory::default() }
    }

    /// Forgets everything learnt (a new game, or a deterministic analysis).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.order = ordering::Memory::default();
    }

    /// Searches the game's current position; its earlier positions count
    /// for repetitions.
    pub fn search_game(&mut self, game: &Game, side: Option<Side>, limits: &Limits, on_info: impl FnMut(&Info)) -> Option<SearchResult> {
        let history = key::game_history(game);
        self.search(game.position(), &history, side, limits, on_info)
    }

    /// Searches `pos`; `history` holds the keys (`key::position_key`) of the
    /// positions before it, oldest first.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        side: Option<Side>,
        limits: &Limits,
        on_info: impl FnMut(&Info),
    ) -> Option<SearchResult> {
        search::run(&mut self.tt, &mut self.order, pos, history, side, limits, on_info)
    }

    /// The score of `pos` for its side to move at a fixed depth, the same
    /// on every call (the tables are cleared first): for analysis.
    pub fn evaluate_at_depth(&mut self, pos: &Position, history: &[u64], depth: u32) -> Option<Score> {
        self.clear();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        self.search(pos, history, None, &limits, |_| {}).map(|r| r.score)
    }
}
