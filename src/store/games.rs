//! Games, their seats and their turns.
//!
//! The store keeps a game's life cycle consistent (no turn in a game that is
//! not active, a final status stays final, `finished` always has a result);
//! whether a turn is legal or a game is over is the rules engine's business.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params, OptionalExtension, Row, ToSql};

use super::notation::StoredDialect;
use super::time::{opt_ts, ts, Ts};
use super::{GameId, GameOptions, GameStatus, InboundId, PlayerId, StoreError, Tx, Unreadable};
use crate::rules::Language;
use crate::rules::{Dialect, Seat};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub variant: String,
    pub status: GameStatus,
    pub options: GameOptions,
    pub start_fen: String,
    /// The current position.
    pub fen: String,
    /// Set exactly when `status` is `Finished`.
    pub result: Option<String>,
    pub result_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_move_at: Option<DateTime<Utc>>,
    /// The seat whose draw offer is standing.
    pub draw_offer_seat: Option<Seat>,
    /// When the game finished (set by the store when it does).
    pub finished_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    pub game_id: GameId,
    pub seat: Seat,
    pub player_id: PlayerId,
    /// The player's address (joined in, for listings and mail).
    pub address: String,
    pub accepted_at: Option<DateTime<Utc>>,
    /// The secret for `auth = "token"`.
    pub token: String,
    /// The player's notation (joined in): moves written to this seat follow it.
    pub notation: Dialect,
    /// The player's language, once known (joined in).
    pub language: Option<Language>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnRow {
    pub game_id: GameId,
    /// 1 for the first turn of the game.
    pub ply: u32,
    pub seat: Seat,
    /// Canonical notation, as the engine wrote it.
    pub notation: String,
    pub fen_after: String,
    pub inbound_id: Option<InboundId>,
    pub played_at: DateTime<Utc>,
}

/// A seat is stored by its name (`white`, `a-black`, ...).
impl ToSql for Seat {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.as_str()))
    }
}

impl FromSql for Seat {
    fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
        v.as_str()?.parse().map_err(|e: crate::rules::seat::UnknownSeat| FromSqlError::Other(Box::new(Unreadable(e.to_string()))))
    }
}

pub(super) const GAME_COLUMNS: &str = "g.id, g.variant, g.status, g.options, g.start_fen, g.fen, g.result, \
     g.result_reason, g.created_at, g.updated_at, g.last_move_at, g.draw_offer_seat, g.finished_at";

/// How many columns `GAME_COLUMNS` names.
pub(super) const GAME_COLUMN_COUNT: usize = 13;

pub(super) fn game_from_row(row: &Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: row.get(0)?,
        variant: row.get(1)?,
        status: row.get(2)?,
        options: row.get(3)?,
        start_fen: row.get(4)?,
        fen: row.get(5)?,
        result: row.get(6)?,
        result_reason: row.get(7)?,
        created_at: row.get::<_, Ts>(8)?.0,
        updated_at: row.get::<_, Ts>(9)?.0,
        last_move_at: opt_ts(row.get(10)?),
        draw_offer_seat: row.get(11)?,
        finished_at: opt_ts(row.get(12)?),
    })
}

// A computer's seat shows as `tandem level N` instead of its reserved
// address (migration 016): in lineups, the PGN, and as a letter's recipient,
// which `letters::enqueue` then drops.
// A macro, so that the statements below are constants: formatted, each
// read of a game's seats (several a move mail) built and hashed its text.
macro_rules! seat_columns {
    () => {
        "s.game_id, s.seat, s.player_id,
    coalesce((SELECT 'tandem level ' || c.level FROM computer_seats c WHERE c.game_id = s.game_id AND c.seat = s.seat), p.address),
    s.accepted_at, s.token, coalesce(p.notation_chosen, p.language, 'en'), p.language"
    };
}
/// How many columns `seat_columns!` reads.
const SEAT_COLUMN_COUNT: usize = 8;

fn seat_from_row(row: &Row<'_>) -> rusqlite::Result<SeatRow> {
    Ok(SeatRow {
        game_id: row.get(0)?,
        seat: row.get(1)?,
        player_id: row.get(2)?,
        address: row.get(3)?,
        accepted_at: opt_ts(row.get(4)?),
        token: row.get(5)?,
        notation: row.get::<_, StoredDialect>(6)?.0,
        language: row.get::<_, Option<String>>(7)?.as_deref().and_then(Language::from_code),
    })
}

fn turn_from_row(row: &Row<'_>) -> rusqlite::Result<TurnRow> {
    Ok(TurnRow {
        game_id: row.get(0)?,
        ply: row.get(1)?,
        seat: row.get(2)?,
        notation: row.get(3)?,
        fen_after: row.get(4)?,
        inbound_id: row.get(5)?,
        played_at: row.get::<_, Ts>(6)?.0,
    })
}

impl Tx<'_> {
    /// Creates a game. `seats` are `(seat, player, accepted)`; the
    /// challenger's seat is normally accepted already. The game starts
    /// `active` if every seat is accepted, `invited` otherwise.
    pub fn create_game(
        &self,
        variant: &str,
        options: &GameOptions,
        start_fen: &str,
        seats: &[(Seat, PlayerId, bool)],
        now: DateTime<Utc>,
    ) -> Result<GameId, StoreError> {
        if variant.trim().is_empty() {
            return Err(StoreError::InvalidInput("the variant name is empty".into()));
        }
        if seats.is_empty() {
            return Err(StoreError::InvalidInput("a game needs at least one seat".into()));
        }
        let mut names = HashSet::new();
        for (seat, _, _) in seats {
            if !names.insert(*seat) {
                return Err(StoreError::InvalidInput(format!("seat {seat} is given twice")));
            }
        }
        let status = if seats.iter().all(|(_, _, accepted)| *accepted) { GameStatus::Active } else { GameStatus::Invited };
        self.exec(
            "INSERT INTO games (variant, status, options, start_fen, fen, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?4, ?5, ?5)",
            params![variant, status, options, start_fen, ts(now)],
        )?;
        let id = GameId(self.tx.last_insert_rowid());
        let mut insert = self.tx.prepare_cached("INSERT INTO seats (game_id, seat, player_id, accepted_at) VALUES (?1, ?2, ?3, ?4)")?;
        for (seat, player, accepted) in seats {
            insert.execute(params![id, seat, player, accepted.then(|| ts(now))])?;
        }
        Ok(id)
    }

    pub fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        Ok(self.row(&format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.id = ?1"), [id], game_from_row).optional()?)
    }

    fn game_or_err(&self, id: GameId) -> Result<GameRow, StoreError> {
        self.game(id)?.ok_or(StoreError::NoSuchGame(id))
    }

    /// The seats of a game, in the order they were created.
    pub fn seats(&self, game: GameId) -> Result<Vec<SeatRow>, StoreError> {
        // Sorted here: `ORDER BY s.rowid` had SQLite sort the two or four
        // seats in a temporary table, the most of this read, which every
        // move mail makes several times.
        let mut stmt = self.tx.prepare_cached(concat!(
            "SELECT ",
            seat_columns!(),
            ", s.rowid FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ?1"
        ))?;
        let rows = stmt.query_map([game], |r| Ok((r.get::<_, i64>(SEAT_COLUMN_COUNT)?, seat_from_row(r)?)))?;
        let mut seats: Vec<(i64, SeatRow)> = rows.collect::<Result<_, _>>()?;
        seats.sort_unstable_by_key(|(rowid, _)| *rowid);
        Ok(seats.into_iter().map(|(_, seat)| seat).collect())
    }

    /// The seat of `game` whose secret is `token` (for `auth = "token"`).
    pub fn game_by_token(&self, game: GameId, token: &str) -> Result<Option<SeatRow>, StoreError> {
        Ok(self
            .row(
                concat!(
                    "SELECT ",
                    seat_columns!(),
                    " FROM seats s JOIN players p ON p.id = s.player_id
                     WHERE s.game_id = ?1 AND s.token = ?2"
                ),
                params![game, token.trim().to_ascii_lowercase()],
                seat_from_row,
            )
            .optional()?)
    }

    /// Records that `seat` accepted the challenge. Returns `true` when this
    /// was the last missing acceptance and the game became `active`.
    /// Accepting twice is harmless (returns `false`).
    pub fn accept_seat(&self, game: GameId, seat: Seat, now: DateTime<Utc>) -> Result<bool, StoreError> {
        let g = self.game_or_err(game)?;
        if g.status != GameStatus::Invited {
            return Err(StoreError::WrongStatus { game, status: g.status, action: "accept" });
        }
        let changed = self.exec(
            "UPDATE seats SET accepted_at = coalesce(accepted_at, ?3) WHERE game_id = ?1 AND seat = ?2",
            params![game, seat, ts(now)],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchSeat { game, seat });
        }
        let waiting: i64 = self.row("SELECT count(*) FROM seats WHERE game_id = ?1 AND accepted_at IS NULL", [game], |r| r.get(0))?;
        if waiting > 0 {
            self.touch(game, now)?;
            return Ok(false);
        }
        self.exec("UPDATE games SET status = 'active', updated_at = ?2 WHERE id = ?1", params![game, ts(now)])?;
        Ok(true)
    }

    fn touch(&self, game: GameId, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec("UPDATE games SET updated_at = ?2 WHERE id = ?1", params![game, ts(now)])?;
        Ok(())
    }

    /// Moves a game to `invited`, `active`, `declined` or `aborted`. A final
    /// status is never left; use [`Tx::finish_game`] to finish with a result.
    pub fn set_game_status(&self, game: GameId, status: GameStatus, now: DateTime<Utc>) -> Result<(), StoreError> {
        let g = self.game_or_err(game)?;
        if status == GameStatus::Finished {
            return Err(StoreError::InvalidInput("a game is finished with a result: use finish_game".into()));
        }
        if g.status.is_final() && g.status != status {
            return Err(StoreError::WrongStatus { game, status: g.status, action: "change the status of" });
        }
        self.exec(
            "UPDATE games SET status = ?2, updated_at = ?3,
                draw_offer_seat = CASE WHEN ?4 THEN NULL ELSE draw_offer_seat END
             WHERE id = ?1",
            params![game, status, ts(now), status.is_final()],
        )?;
        Ok(())
    }

    /// Ends an active game with `result` ('1-0', '0-1', '1/2-1/2', or a
    /// match score) and why ('checkmate', 'resignation', 'time', ...).
    pub fn finish_game(&self, game: GameId, result: &str, reason: Option<&str>, now: DateTime<Utc>) -> Result<(), StoreError> {
        let g = self.game_or_err(game)?;
        if g.status != GameStatus::Active {
            return Err(StoreError::WrongStatus { game, status: g.status, action: "finish" });
        }
        if result.trim().is_empty() {
            return Err(StoreError::InvalidInput("empty game result".into()));
        }
        self.exec(
            "UPDATE games SET status = 'finished', result = ?2, result_reason = ?3,
                draw_offer_seat = NULL, updated_at = ?4
             WHERE id = ?1",
            params![game, result.trim(), reason, ts(now)],
        )?;
        Ok(())
    }

    /// Puts `seat`'s draw offer on the table, or clears it (`None`).
    pub fn set_draw_offer(&self, game: GameId, seat: Option<Seat>, now: DateTime<Utc>) -> Result<(), StoreError> {
        let g = self.game_or_err(game)?;
        if seat.is_some() && g.status != GameStatus::Active {
            return Err(StoreError::WrongStatus { game, status: g.status, action: "offer a draw in" });
        }
        if let Some(s) = seat {
            self.seat_exists(game, s)?;
        }
        self.exec("UPDATE games SET draw_offer_seat = ?2, updated_at = ?3 WHERE id = ?1", params![game, seat, ts(now)])?;
        Ok(())
    }

    fn seat_exists(&self, game: GameId, seat: Seat) -> Result<(), StoreError> {
        let n: i64 = self.row("SELECT count(*) FROM seats WHERE game_id = ?1 AND seat = ?2", params![game, seat], |r| r.get(0))?;
        if n == 0 {
            return Err(StoreError::NoSuchSeat { game, seat });
        }
        Ok(())
    }

    /// Appends a turn the engine accepted and makes `fen_after` the game's
    /// position. Returns its ply (1 for the first turn). A standing draw
    /// offer is left alone: whether a move declines it is a rule. `now` is
    /// when the turn counts (its mail's arrival), kept after the game's
    /// last turn and its start so that turns stay in order.
    pub fn append_turn(
        &self,
        game: GameId,
        seat: Seat,
        notation: &str,
        fen_after: &str,
        inbound: Option<InboundId>,
        now: DateTime<Utc>,
    ) -> Result<u32, StoreError> {
        let g = self.game_or_err(game)?;
        if g.status != GameStatus::Active {
            return Err(StoreError::WrongStatus { game, status: g.status, action: "play a turn in" });
        }
        self.seat_exists(game, seat)?;
        if notation.trim().is_empty() {
            return Err(StoreError::InvalidInput("empty turn notation".into()));
        }
        // A turn counts from when its mail arrived, which may be before it
        // was handled; never before the turn it answers or the start.
        let (ply, started): (u32, Option<Ts>) = self.row(
            "SELECT (SELECT coalesce(max(ply), 0) + 1 FROM turns WHERE game_id = ?1), started_at FROM games WHERE id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let at = [g.last_move_at, started.map(|t| t.0)].into_iter().flatten().fold(now, DateTime::max);
        self.exec(
            "INSERT INTO turns (game_id, ply, seat, notation, fen_after, inbound_id, played_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![game, ply, seat, notation, fen_after, inbound, ts(at)],
        )?;
        self.exec(
            "UPDATE games SET fen = ?2, last_move_at = ?3, updated_at = max(updated_at, ?3) WHERE id = ?1",
            params![game, fen_after, ts(at)],
        )?;
        Ok(ply)
    }

    /// The turns of a game, first first.
    pub fn turns(&self, game: GameId) -> Result<Vec<TurnRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT game_id, ply, seat, notation, fen_after, inbound_id, played_at
             FROM turns WHERE game_id = ?1 ORDER BY ply",
        )?;
        let rows = stmt.query_map([game], turn_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every game `player` has a seat in (any status), oldest first, each
    /// with all its seats.
    pub fn games_of_player(&self, player: PlayerId) -> Result<Vec<(GameRow, Vec<SeatRow>)>, StoreError> {
        let games: Vec<GameRow> = {
            let mut stmt = self.tx.prepare_cached(&format!(
                "SELECT {GAME_COLUMNS} FROM games g
                 WHERE g.id IN (SELECT game_id FROM seats WHERE player_id = ?1)
                 ORDER BY g.id"
            ))?;
            let rows = stmt.query_map([player], game_from_row)?;
            rows.collect::<Result<_, _>>()?
        };
        self.with_seats(games)
    }

    /// The challenges `player` made since `since` (games of any status whose
    /// seat was accepted by `player` when the game was created: only the
    /// challenger's is; a tournament's games, all accepted at once, are no
    /// one's challenge), and how many of all their challenges still wait
    /// for an answer.
    pub fn challenges_by(&self, player: PlayerId, since: DateTime<Utc>) -> Result<(usize, usize), StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT coalesce(sum(g.created_at >= ?2), 0), coalesce(sum(g.status = 'invited'), 0)
             FROM seats s JOIN games g ON g.id = s.game_id
             WHERE s.player_id = ?1 AND s.accepted_at = g.created_at
               AND NOT EXISTS (SELECT 1 FROM tournament_games tg WHERE tg.game_id = g.id)",
        )?;
        let (recent, open) = stmt.query_row(params![player, ts(since)], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))?;
        Ok((usize::try_from(recent).unwrap_or(0), usize::try_from(open).unwrap_or(0)))
    }

    /// Every game with its seats, newest first (for the operator).
    pub fn all_games(&self) -> Result<Vec<(GameRow, Vec<SeatRow>)>, StoreError> {
        let games: Vec<GameRow> = {
            let mut stmt = self.tx.prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM games g ORDER BY g.id DESC"))?;
            let rows = stmt.query_map([], game_from_row)?;
            rows.collect::<Result<_, _>>()?
        };
        self.with_seats(games)
    }

    fn with_seats(&self, games: Vec<GameRow>) -> Result<Vec<(GameRow, Vec<SeatRow>)>, StoreError> {
        games
            .into_iter()
            .map(|g| {
                let seats = self.seats(g.id)?;
                Ok((g, seats))
            })
            .collect()
    }
}
