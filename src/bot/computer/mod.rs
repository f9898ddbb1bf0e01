//! The computer as a player: the seats it holds, what it decides
//! in a position (through the one seam, [`brain`]), and the transaction of
//! its own that applies a decision if the game still stands where it was
//! searched. The searches themselves run on the daemon's worker threads
//! (`src/daemon/engine_workers.rs`), never inside a mail's transaction.

pub mod brain;
pub mod decision;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use chrono::{DateTime, SubsecRound, Utc};

use super::game::load_game;
use super::{Bot, BotError};
use crate::rules::{Game, Seat, Side};
use crate::store::{ComputerSeat, GameId};

pub use brain::Budget;
pub use decision::{Act, Decision};

/// What the computer looks at in a game: the position, and whether a draw
/// offer stands (a new offer is a new question, in the same position).
pub fn looked_at(seat: &ComputerSeat) -> String {
    format!("{} {:?}", seat.fen, seat.draw_offer)
}

/// A search to run: the position of a game where the computer is to act.
pub struct Job {
    pub game: GameId,
    pub seat: Seat,
    /// The army it moves now.
    pub side: Side,
    pub level: u8,
    /// The position searched: the decision applies only if the game still
    /// stands there.
    pub fen: String,
    pub rules: Game,
    /// A draw offer of the other team stands.
    pub draw_offered: bool,
    pub budget: Budget,
    /// The caller's note of what it handed out (the daemon's workers: the
    /// position and the offer), given back with the decision.
    pub looked_at: String,
}

/// What the computer does in `job`'s position (on a worker thread): one
/// search, then its judgement. `None` when it has nothing to do (no legal
/// turn, or `stop`).
pub fn decide(job: &Job, stop: &Arc<AtomicBool>) -> Option<Decision> {
    let (game, side, level) = (&job.rules, job.side, job.level);
    let seed = job.game.0 as u64 ^ (u64::from(job.seat as u8) << 56);
    let thought = brain::think(game, side, level, seed, job.budget, stop)?;
    let act = if job.draw_offered && brain::accepts_draw(&thought) {
        Act::AcceptDraw
    } else if brain::claims_draw(game, &thought).is_some() {
        Act::ClaimDraw
    } else if brain::resigns(level, &thought) {
        Act::Resign
    } else {
        Act::Move(game.position().turn_notation(&thought.best))
    };
    Some(Decision { game: job.game, seat: job.seat, fen: job.fen.clone(), draw_offered: job.draw_offered, act })
}

impl Bot {
    /// The computer's seats in the games in play (where it may have to act).
    pub fn computer_seats(&mut self) -> Result<Vec<ComputerSeat>, BotError> {
        Ok(self.store.transaction(|tx| tx.computer_seats_in_play())?)
    }

    /// The search for `seat` if the computer is to act there now, the game
    /// replayed (its history counts: repetitions).
    pub fn computer_job(&mut self, seat: &ComputerSeat) -> Result<Option<Job>, BotError> {
        let engine = self.engine.clone();
        let loaded = self.store.transaction(|tx| load_game(tx, seat.game))?;
        let Some(g) = loaded else { return Ok(None) };
        if g.row.fen != seat.fen || g.rules.automatic_outcome().is_some() {
            return Ok(None);
        }
        let Some(side) = seat.seat.may_act(&g.rules.position().sides_to_move()) else { return Ok(None) };
        let variant = g.rules.position().variant();
        let draw_offered = g.row.draw_offer_seat.is_some_and(|s| s.team() != seat.seat.team());
        Ok(Some(Job {
            game: seat.game,
            seat: seat.seat,
            side,
            level: seat.level,
            fen: seat.fen.clone(),
            rules: g.rules,
            draw_offered,
            budget: Budget { movetime: engine.move_time(variant, seat.level), nodes: None },
            looked_at: looked_at(seat),
        }))
    }

    /// Applies the computer's decision in a transaction of its own, if its
    /// game still stands where it was searched: a crash before the commit
    /// loses nothing (the search runs again), and a decision applied or
    /// overtaken is not applied again. The mail it brings waits in the
    /// outbox. What was done, or `None` when it no longer applied.
    pub fn apply_computer(&mut self, d: &Decision, now: DateTime<Utc>) -> Result<Option<String>, BotError> {
        let now = now.trunc_subsecs(3);
        let (store, cx) = self.parts(now);
        super::session::computer::computer_acts(store, &cx, d)
    }
}
