//! Tournaments: round-robin sections of 3 to 16 entrants (players, or teams
//! of two in four-player games), every game started at once, by mail.
//!
//! The pure parts are here: `berger` (the pairing tables), `seating` (who
//! sits where, teams changing boards), `crosstable` (results, points,
//! tie-breaks and places, drawn as text and as an HTML table),
//! `withdrawal` (the FIDE and ICCF rules for an entrant who leaves) and
//! `performance`; `section` reads a section from the store with its
//! crosstable. The store keeps tournaments, entrants and the games of
//! each section (`src/store/tournaments.rs`); the bot starts the games
//! through the path every game starts by, tells this module's store side
//! when a tournament game ends (in the transaction of the result), and
//! sends the crosstables (`src/bot/tournament.rs`, `src/bot/session/tournament.rs`).

pub mod berger;
pub mod crosstable;
pub mod performance;
pub mod seating;
pub mod section;
pub mod withdrawal;

pub use crosstable::{Crosstable, Entrant, Game, Left, Mark, Place, Row, Standing, State, Words};
pub use withdrawal::{Rule, Scoring, Why};

/// The fewest and the most entrants of a section (the store's limits on
/// what a tournament's options say).
pub use crate::store::{MAX_ENTRANTS, MIN_ENTRANTS};
