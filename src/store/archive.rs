//! What the web archive lists (src/web/): the public games in play and
//! played, by the lines of a list. A private game (`options.private`) and
//! a game that never started (invited, declined, aborted) are in none of
//! them. Players come with their address and chosen name; the caller
//! shows only [`super::public_name`] of them.

use chrono::{DateTime, Utc};
use rusqlite::{params, Row};

use super::public_name::public_name;
use super::time::{opt_ts, Ts};
use super::{GameId, GameStatus, StoreError, Tx};
use crate::rules::Seat;

/// One game as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchiveLine {
    pub id: GameId,
    pub variant: String,
    pub status: GameStatus,
    pub result: Option<String>,
    pub result_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_move_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Each seat and its player's public name, in seat order.
    pub players: Vec<(Seat, String)>,
}

/// Public, started games.
const SHOWN: &str = "g.status IN ('active', 'finished') AND coalesce(json_extract(g.options, '$.private'), 0) = 0";

const LINE_COLUMNS: &str = "g.id, g.variant, g.status, g.result, g.result_reason, g.created_at, g.last_move_at, g.finished_at";

fn line_from_row(row: &Row<'_>) -> rusqlite::Result<ArchiveLine> {
    Ok(ArchiveLine {
        id: row.get(0)?,
        variant: row.get(1)?,
        status: row.get(2)?,
        result: row.get(3)?,
        result_reason: row.get(4)?,
        created_at: row.get::<_, Ts>(5)?.0,
        last_move_at: opt_ts(row.get(6)?),
        finished_at: opt_ts(row.get(7)?),
        players: Vec::new(),
    })
}

impl Tx<'_> {
    fn with_public_names(&self, mut lines: Vec<ArchiveLine>) -> Result<Vec<ArchiveLine>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            // The computer's seat (migration 016) by its name.
            "SELECT s.seat, p.address,
                    coalesce((SELECT 'tandem level ' || c.level FROM computer_seats c WHERE c.game_id = s.game_id AND c.seat = s.seat),
                             p.public_name)
             FROM seats s JOIN players p ON p.id = s.player_id
             WHERE s.game_id = ?1 ORDER BY s.rowid",
        )?;
        for l in &mut lines {
            let rows = stmt.query_map([l.id], |r| {
                let (seat, address, chosen): (Seat, String, Option<String>) = (r.get(0)?, r.get(1)?, r.get(2)?);
                Ok((seat, public_name(&address, chosen.as_deref())))
            })?;
            l.players = rows.collect::<Result<_, _>>()?;
        }
        Ok(lines)
    }

    fn archive_lines(&self, sql: &str, params: impl rusqlite::Params) -> Result<Vec<ArchiveLine>, StoreError> {
        let lines = {
            let mut stmt = self.tx.prepare_cached(sql)?;
            let rows = stmt.query_map(params, line_from_row)?;
            rows.collect::<Result<Vec<_>, _>>()?
        };
        self.with_public_names(lines)
    }

    /// The public games in play, the most recently moved first (those
    /// without a move yet last).
    pub fn archive_in_play(&self, limit: usize) -> Result<Vec<ArchiveLine>, StoreError> {
        self.archive_lines(
            &format!(
                "SELECT {LINE_COLUMNS} FROM games g INDEXED BY games_in_play
                 WHERE g.status = 'active' AND {SHOWN} ORDER BY g.last_move_at DESC LIMIT ?1"
            ),
            [limit as i64],
        )
    }

    /// The public games finished last, the latest first.
    pub fn archive_results(&self, limit: usize) -> Result<Vec<ArchiveLine>, StoreError> {
        self.archive_lines(
            &format!(
                "SELECT {LINE_COLUMNS} FROM games g
                 WHERE g.finish_seq IS NOT NULL AND {SHOWN} ORDER BY g.finish_seq DESC LIMIT ?1"
            ),
            [limit as i64],
        )
    }

    /// The public games numbered `first` to `last`, by number.
    pub fn archive_range(&self, first: i64, last: i64) -> Result<Vec<ArchiveLine>, StoreError> {
        self.archive_lines(
            &format!("SELECT {LINE_COLUMNS} FROM games g WHERE g.id BETWEEN ?1 AND ?2 AND {SHOWN} ORDER BY g.id"),
            params![first, last],
        )
    }

    /// The numbers of the public games after `after`, at most `limit`.
    pub fn archive_ids_after(&self, after: i64, limit: usize) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!("SELECT g.id FROM games g WHERE g.id > ?1 AND {SHOWN} ORDER BY g.id LIMIT ?2"))?;
        let rows = stmt.query_map(params![after, limit as i64], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many public games there are, and the highest game number.
    pub fn archive_size(&self) -> Result<(u64, i64), StoreError> {
        let n: i64 = self.row(&format!("SELECT count(*) FROM games g WHERE {SHOWN}"), [], |r| r.get(0))?;
        let last: Option<i64> = self.row("SELECT max(id) FROM games", [], |r| r.get(0))?;
        Ok((n as u64, last.unwrap_or(0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{GameOptions, Store};

    #[test]
    fn lists_show_public_started_games_with_public_names_only() {
        let mut store = Store::open_in_memory().unwrap();
        let t = |s: i64| DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap();
        store
            .transaction(|tx| {
                let a = tx.ensure_player("alice@example.org", None, t(0))?.id;
                let b = tx.ensure_player("bob@example.org", None, t(0))?.id;
                tx.set_public_name(b, Some("Bob"))?;
                let seats = [(Seat::White, a, true), (Seat::Black, b, true)];
                let public = tx.create_game("chess", &GameOptions::default(), "F", &seats, t(1))?;
                let private = tx.create_game("chess", &GameOptions { private: true, ..Default::default() }, "F", &seats, t(2))?;
                let invited =
                    tx.create_game("chess", &GameOptions::default(), "F", &[(Seat::White, a, true), (Seat::Black, b, false)], t(3))?;
                let done = tx.create_game("crazyhouse", &GameOptions::default(), "F", &seats, t(4))?;
                tx.append_turn(public, Seat::White, "e4", "F", None, t(5))?;
                tx.finish_game(done, "0-1", Some("resignation"), t(6))?;
                let ids = |v: Vec<ArchiveLine>| v.iter().map(|l| l.id).collect::<Vec<_>>();
                assert_eq!(ids(tx.archive_in_play(10)?), [public]);
                assert_eq!(ids(tx.archive_results(10)?), [done]);
                assert_eq!(ids(tx.archive_range(1, 100)?), [public, done], "not {private:?} nor {invited:?}");
                assert_eq!(tx.archive_ids_after(public.0, 10)?, [done]);
                assert_eq!(tx.archive_size()?, (2, done.0));
                let line = &tx.archive_range(public.0, public.0)?[0];
                assert_eq!(line.players, [(Seat::White, "al…@example.org".to_string()), (Seat::Black, "Bob".to_string())]);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
