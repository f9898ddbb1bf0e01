//! Ratings as stored: one row per player and game (the pool is the
//! variant's name), each rated game's before and after, the order in which
//! games finished, and the standings queries. The arithmetic and what
//! counts are `crate::ratings`'s; here only rows.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::games::{game_from_row, GAME_COLUMNS, GAME_COLUMN_COUNT};
use super::time::{opt_ts, ts, Ts};
use super::{GameId, GameRow, PlayerId, StoreError, Tx};
use crate::rules::Seat;

/// A player's rating in one game, as after their last rated game there.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub player_id: PlayerId,
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// The rating's change in the last of them.
    pub last_change: f64,
    /// When the last of them ended.
    pub rated_at: DateTime<Utc>,
    /// Until when the deviation stays at most 110 without a game (`None`:
    /// provisional already).
    pub established_until: Option<DateTime<Utc>>,
}

/// A player's rating before and after one rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRatingRow {
    pub game_id: GameId,
    pub player_id: PlayerId,
    pub rating_before: f64,
    pub deviation_before: f64,
    pub rating_after: f64,
    pub deviation_after: f64,
}

/// A line of the standings: the rating and who holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct StandingRow {
    pub address: String,
    pub public_name: Option<String>,
    pub rating: RatingRow,
}

const RATING_COLUMNS: &str =
    "r.player_id, r.variant, r.rating, r.deviation, r.volatility, r.games, r.last_change, r.rated_at, r.established_until";

fn rating_from_row(row: &Row<'_>) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        player_id: row.get(0)?,
        variant: row.get(1)?,
        rating: row.get(2)?,
        deviation: row.get(3)?,
        volatility: row.get(4)?,
        games: row.get(5)?,
        last_change: row.get(6)?,
        rated_at: row.get::<_, Ts>(7)?.0,
        established_until: opt_ts(row.get(8)?),
    })
}

fn game_rating_from_row(row: &Row<'_>) -> rusqlite::Result<GameRatingRow> {
    Ok(GameRatingRow {
        game_id: row.get(0)?,
        player_id: row.get(1)?,
        rating_before: row.get(2)?,
        deviation_before: row.get(3)?,
        rating_after: row.get(4)?,
        deviation_after: row.get(5)?,
    })
}

impl Tx<'_> {
    /// `player`'s rating in `variant`, if they have played a rated game of it.
    pub fn rating(&self, player: PlayerId, variant: &str) -> Result<Option<RatingRow>, StoreError> {
        Ok(self
            .row(
                &format!("SELECT {RATING_COLUMNS} FROM ratings r WHERE r.player_id = ?1 AND r.variant = ?2"),
                params![player, variant],
                rating_from_row,
            )
            .optional()?)
    }

    /// Every rating of `player`, by game name.
    pub fn ratings_of(&self, player: PlayerId) -> Result<Vec<RatingRow>, StoreError> {
        let mut stmt =
            self.tx.prepare_cached(&format!("SELECT {RATING_COLUMNS} FROM ratings r WHERE r.player_id = ?1 ORDER BY r.variant"))?;
        let rows = stmt.query_map([player], rating_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Writes a player's rating in a game (new or replacing the old).
    pub fn put_rating(&self, r: &RatingRow) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, last_change, rated_at, established_until)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
             ON CONFLICT (player_id, variant) DO UPDATE SET
                rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,
                games = excluded.games, last_change = excluded.last_change, rated_at = excluded.rated_at,
                established_until = excluded.established_until",
            params![
                r.player_id,
                r.variant,
                r.rating,
                r.deviation,
                r.volatility,
                r.games,
                r.last_change,
                ts(r.rated_at),
                r.established_until.map(ts)
            ],
        )?;
        Ok(())
    }

    /// Records a player's rating before and after a game. A game is counted
    /// once: a second record for the same game and player is refused.
    pub fn record_game_rating(&self, r: &GameRatingRow) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO game_ratings (game_id, player_id, rating_before, deviation_before, rating_after, deviation_after)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![r.game_id, r.player_id, r.rating_before, r.deviation_before, r.rating_after, r.deviation_after],
        )?;
        Ok(())
    }

    /// The players' ratings before and after `game`, if it was rated.
    pub fn game_ratings(&self, game: GameId) -> Result<Vec<GameRatingRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT game_id, player_id, rating_before, deviation_before, rating_after, deviation_after
             FROM game_ratings WHERE game_id = ?1 ORDER BY rowid",
        )?;
        let rows = stmt.query_map([game], game_rating_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The seats that played at least one turn in `game`.
    pub fn seats_that_moved(&self, game: GameId) -> Result<Vec<Seat>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT DISTINCT seat FROM turns WHERE game_id = ?1")?;
        let rows = stmt.query_map([game], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Finished games in the order they finished, from the one after
    /// position `after` (0: from the first), at most `limit`; with each its
    /// position in that order.
    pub fn finished_games_from(&self, after: i64, limit: usize) -> Result<Vec<(i64, GameRow)>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {GAME_COLUMNS}, g.finish_seq FROM games g
             WHERE g.finish_seq > ?1 ORDER BY g.finish_seq LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![after, limit as i64], |r| Ok((r.get(GAME_COLUMN_COUNT)?, game_from_row(r)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many games have finished.
    pub fn finished_game_count(&self) -> Result<u64, StoreError> {
        Ok(self.row("SELECT count(*) FROM games WHERE finish_seq IS NOT NULL", [], |r| r.get::<_, i64>(0))? as u64)
    }

    /// Forgets every rating and every game's record (before a replay).
    pub fn clear_ratings(&self) -> Result<(), StoreError> {
        self.exec("DELETE FROM game_ratings", [])?;
        self.exec("DELETE FROM ratings", [])?;
        Ok(())
    }

    /// Whether the games finished before ratings existed are still to be
    /// rated (set by the migration that brought ratings).
    pub fn ratings_replay_due(&self) -> Result<bool, StoreError> {
        Ok(self.row("SELECT count(*) FROM ratings_replay_due", [], |r| r.get::<_, i64>(0))? > 0)
    }

    /// The replay of old games is done.
    pub fn ratings_replay_done(&self) -> Result<(), StoreError> {
        self.exec("DELETE FROM ratings_replay_due", [])?;
        Ok(())
    }

    /// The best `limit` players of `variant` established at `now`, best first.
    pub fn standings(&self, variant: &str, now: DateTime<Utc>, limit: usize) -> Result<Vec<StandingRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {RATING_COLUMNS}, p.address, p.public_name FROM ratings r JOIN players p ON p.id = r.player_id
             WHERE r.variant = ?1 AND r.established_until > ?2
             ORDER BY r.rating DESC LIMIT ?3"
        ))?;
        let rows = stmt.query_map(params![variant, ts(now), limit as i64], |r| {
            Ok(StandingRow { rating: rating_from_row(r)?, address: r.get(9)?, public_name: r.get(10)? })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many players of `variant` are established at `now`, and how many
    /// of them are rated above `rating`.
    pub fn established_counts(&self, variant: &str, rating: f64, now: DateTime<Utc>) -> Result<(u64, u64), StoreError> {
        // One pass over the index: the count, and how many are above.
        let (all, above) = self.row(
            "SELECT count(*), coalesce(sum(rating > ?3), 0) FROM ratings WHERE variant = ?1 AND established_until > ?2",
            params![variant, ts(now), rating],
            |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
        )?;
        Ok((all as u64, above as u64))
    }
}
