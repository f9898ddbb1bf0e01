//! Analyses after the game (migration 017): queued, done, and who waits for
//! them. What an analysis holds is the bot's (`crate::bot::analysis`); here
//! only rows.

use chrono::{DateTime, Duration, Utc};
use rusqlite::{params, OptionalExtension};

use super::time::{opt_ts, ts, Ts};
use super::{GameId, PlayerId, StoreError, Tx};

/// A game's analysis, queued or done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisRow {
    pub game: GameId,
    pub requested_by: PlayerId,
    pub requested_at: DateTime<Utc>,
    /// The engine's version and depth that made (or will make) it.
    pub engine: String,
    pub done_at: Option<DateTime<Utc>>,
    /// The evaluation of every turn (JSON), once done.
    pub result: Option<String>,
}

/// A player waiting for a game's analysis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisWaiter {
    pub player: PlayerId,
    /// The request's Message-ID, to answer under.
    pub message_id: Option<String>,
}

const COLUMNS: &str = "game_id, requested_by, requested_at, engine, done_at, result";

fn read(r: &rusqlite::Row<'_>) -> rusqlite::Result<AnalysisRow> {
    Ok(AnalysisRow {
        game: r.get(0)?,
        requested_by: r.get(1)?,
        requested_at: r.get::<_, Ts>(2)?.0,
        engine: r.get(3)?,
        done_at: opt_ts(r.get(4)?),
        result: r.get(5)?,
    })
}

impl Tx<'_> {
    /// The analysis of `game`, queued or done.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRow>, StoreError> {
        Ok(self.row(&format!("SELECT {COLUMNS} FROM analyses WHERE game_id = ?1"), [game], read).optional()?)
    }

    /// Queues the analysis of `game` for `player` (who is also its first
    /// waiter).
    pub fn queue_analysis(
        &self,
        game: GameId,
        player: PlayerId,
        engine: &str,
        message_id: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO analyses (game_id, requested_by, requested_at, engine) VALUES (?1, ?2, ?3, ?4)",
            params![game, player, ts(now), engine],
        )?;
        self.wait_for_analysis(game, player, message_id, now)
    }

    /// Adds `player` to those who get `game`'s analysis when it is done.
    pub fn wait_for_analysis(
        &self,
        game: GameId,
        player: PlayerId,
        message_id: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO analysis_requests (game_id, player_id, requested_at, message_id) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id, player_id) DO UPDATE SET requested_at = excluded.requested_at,
                 message_id = excluded.message_id, answered = 0",
            params![game, player, ts(now), message_id],
        )?;
        Ok(())
    }

    /// Whether `player` already waits for `game`'s analysis.
    pub fn waits_for_analysis(&self, game: GameId, player: PlayerId) -> Result<bool, StoreError> {
        let n: i64 = self.row(
            "SELECT count(*) FROM analysis_requests WHERE game_id = ?1 AND player_id = ?2 AND answered = 0",
            params![game, player],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    /// Analyses `player` queued in the day before `now` (the daily limit).
    pub fn analyses_queued_by(&self, player: PlayerId, now: DateTime<Utc>) -> Result<usize, StoreError> {
        let n: i64 = self.row(
            "SELECT count(*) FROM analyses WHERE requested_by = ?1 AND requested_at > ?2",
            params![player, ts(now - Duration::days(1))],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// The analyses waiting for the engine, oldest first.
    pub fn queued_analyses(&self) -> Result<Vec<AnalysisRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM analyses INDEXED BY analyses_queued WHERE done_at IS NULL ORDER BY requested_at, game_id"
        ))?;
        let rows = stmt.query_map([], read)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Stores the result of a queued analysis; `false` if it was not queued
    /// (done already: nothing is stored twice).
    pub fn finish_analysis(&self, game: GameId, engine: &str, result: &str, now: DateTime<Utc>) -> Result<bool, StoreError> {
        let n = self.exec(
            "UPDATE analyses SET done_at = ?2, result = ?3, engine = ?4 WHERE game_id = ?1 AND done_at IS NULL",
            params![game, ts(now), result, engine],
        )?;
        Ok(n == 1)
    }

    /// The players waiting for `game`'s analysis, marked answered.
    pub fn take_analysis_waiters(&self, game: GameId) -> Result<Vec<AnalysisWaiter>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT player_id, message_id FROM analysis_requests WHERE game_id = ?1 AND answered = 0 ORDER BY requested_at, player_id",
        )?;
        let waiters =
            stmt.query_map([game], |r| Ok(AnalysisWaiter { player: r.get(0)?, message_id: r.get(1)? }))?.collect::<Result<Vec<_>, _>>()?;
        self.exec("UPDATE analysis_requests SET answered = 1 WHERE game_id = ?1", [game])?;
        Ok(waiters)
    }
}
