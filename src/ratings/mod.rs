//! Ratings: one Glicko-2 rating per player and game (the nine games are
//! nine pools), updated when a rated game ends, in the transaction of its
//! result, so that a result counts exactly once; and the standings.
//!
//! - `glicko`: the arithmetic (the `skillratings` crate), the rating
//!   period, the provisional rule, four-player teams;
//! - `counted`: which games are rated and what a result counts for;
//! - `update`: counting one game into the store;
//! - `rebuild`: every rating again from the finished games, in order;
//! - `standings`: what the players and the operator are shown.
//!
//! The bot calls [`game_ended`] when a game ends (every way: a move, a
//! resignation, a draw, a time-out), and [`catch_up`] when it opens the
//! store; the rest is for answers.

mod counted;
mod glicko;
mod rebuild;
mod standings;
mod update;

pub use counted::{counted, ended_at, rated_kind, Counted};
pub use glicko::{periods_between, team, Rating, PERIOD_DAYS, PROVISIONAL_ABOVE, START, TAU};
pub use rebuild::{rebuild, Replayed};
pub use standings::{rating_in, ratings_of, standings, Place, PoolRating, Stand, Standings};
pub use update::Change;

use crate::rules::Game as RulesGame;
use crate::store::{GameId, Store, StoreError, Tx};

/// Counts a game that has just finished (in the transaction that finished
/// it) into its players' ratings, if it is rated; `rules` is the game as
/// played. The changes, team 1's players first; none when it is unrated.
pub fn game_ended(tx: &Tx<'_>, game: GameId, rules: &RulesGame) -> Result<Vec<Change>, StoreError> {
    let row = tx.game(game)?.ok_or(StoreError::NoSuchGame(game))?;
    let seats = tx.seats(game)?;
    let moved = tx.seats_that_moved(game)?;
    match counted(&row, &seats, &moved, Some(rules)) {
        Some(c) => update::apply(tx, game, &c, ended_at(&row)),
        None => Ok(vec![]),
    }
}

/// Rates the games finished before the store had ratings, once: the
/// migration that brought ratings marks the store, and the first opening
/// by the bot (or `tandem ratings`) replays them, in one transaction.
/// `Some` when it did.
pub fn catch_up(store: &mut Store, progress: &mut dyn FnMut(u64, u64)) -> Result<Option<Replayed>, StoreError> {
    store.transaction(|tx| {
        if !tx.ratings_replay_due()? {
            return Ok(None);
        }
        let done = rebuild(tx, progress)?;
        tx.ratings_replay_done()?;
        Ok(Some(done))
    })
}
