//! Conditional moves: the lines players gave in advance (migration 007).
//! Which turn is legal or matches is the rules engine's business; the store
//! keeps the lines and drops them with the game (see the migration's
//! triggers).

use chrono::{DateTime, Utc};
use rusqlite::{params, Row};

use super::time::{ts, Ts};
use super::{GameId, StoreError, Tx};
use crate::rules::Seat;

/// One standing line of one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionRow {
    pub id: i64,
    pub game_id: GameId,
    pub seat: Seat,
    /// How many turns the game had when the line was checked or advanced.
    pub ply: u32,
    /// The opponent's turn, the answer, the next turn, its answer...: an
    /// even number, at least two.
    pub turns: Vec<String>,
    pub created_at: DateTime<Utc>,
}

fn condition_from_row(row: &Row<'_>) -> rusqlite::Result<ConditionRow> {
    let text: String = row.get(4)?;
    let turns =
        serde_json::from_str(&text).map_err(|e| rusqlite::Error::FromSqlConversionFailure(4, rusqlite::types::Type::Text, Box::new(e)))?;
    Ok(ConditionRow {
        id: row.get(0)?,
        game_id: row.get(1)?,
        seat: row.get(2)?,
        ply: row.get(3)?,
        turns,
        created_at: row.get::<_, Ts>(5)?.0,
    })
}

fn turns_json(turns: &[String]) -> Result<String, StoreError> {
    if turns.len() < 2 || !turns.len().is_multiple_of(2) || turns.iter().any(|t| t.trim().is_empty()) {
        return Err(StoreError::InvalidInput(format!("a conditional line needs pairs of non-empty turns, not {turns:?}")));
    }
    serde_json::to_string(turns).map_err(|e| StoreError::InvalidInput(e.to_string()))
}

impl Tx<'_> {
    /// The standing lines of `seat` in `game`, oldest first.
    pub fn conditions(&self, game: GameId, seat: Seat) -> Result<Vec<ConditionRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, game_id, seat, ply, turns, created_at FROM conditions WHERE game_id = ?1 AND seat = ?2 ORDER BY id",
        )?;
        let rows = stmt.query_map(params![game, seat], condition_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Adds a line for `seat`, checked by the caller at `ply`.
    pub fn add_condition(&self, game: GameId, seat: Seat, ply: u32, turns: &[String], now: DateTime<Utc>) -> Result<i64, StoreError> {
        let json = turns_json(turns)?;
        self.exec(
            "INSERT INTO conditions (game_id, seat, ply, turns, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, seat, ply, json, ts(now)],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// A line that was followed: what is left of it, from `ply` on, or
    /// nothing (the line goes).
    pub fn advance_condition(&self, id: i64, ply: u32, rest: &[String]) -> Result<(), StoreError> {
        if rest.is_empty() {
            self.exec("DELETE FROM conditions WHERE id = ?1", [id])?;
        } else {
            self.exec("UPDATE conditions SET ply = ?2, turns = ?3 WHERE id = ?1", params![id, ply, turns_json(rest)?])?;
        }
        Ok(())
    }

    pub fn delete_condition(&self, id: i64) -> Result<(), StoreError> {
        self.exec("DELETE FROM conditions WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Drops the lines of `seat` (of every seat with `None`) in `game`;
    /// how many there were.
    pub fn clear_conditions(&self, game: GameId, seat: Option<Seat>) -> Result<usize, StoreError> {
        Ok(match seat {
            Some(s) => self.exec("DELETE FROM conditions WHERE game_id = ?1 AND seat = ?2", params![game, s])?,
            None => self.exec("DELETE FROM conditions WHERE game_id = ?1", [game])?,
        })
    }
}
