//! Open seeks as stored (migration 015): challenges to anyone, the
//! requests to seek that wait for their confirmation, and the digests of
//! new seeks. What fits what is `crate::bot::seeks`'s; here only rows.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::time::{ts, Ts};
use super::{Member, PlayerId, StoreError, Tx};

/// One open seek (or a team's, waiting for the partner).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekRow {
    pub id: i64,
    pub player: Member,
    /// A team's seek in a four-player game.
    pub partner: Option<Member>,
    pub partner_confirmed: bool,
    pub variant: String,
    pub days: u32,
    /// With `days`: `moves` moves in `days` days; without, days per move.
    pub moves: Option<u32>,
    pub casual: bool,
    pub private: bool,
    /// `white` or `black`: the colour asked for (two-player games).
    pub side: Option<String>,
    /// The seeker's rating in the game when posting (a team's mean).
    pub rating: i64,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl SeekRow {
    /// Its players: the seeker, and the partner of a team.
    pub fn members(&self) -> Vec<&Member> {
        std::iter::once(&self.player).chain(self.partner.as_ref()).collect()
    }

    /// Whether `player` is in it.
    pub fn has(&self, player: PlayerId) -> bool {
        self.members().iter().any(|m| m.id == player)
    }

    /// Whether `rating` is inside its range.
    pub fn admits(&self, rating: i64) -> bool {
        self.rating_min.is_none_or(|lo| rating >= lo) && self.rating_max.is_none_or(|hi| rating <= hi)
    }
}

/// A seek to store.
#[derive(Debug, Clone)]
pub struct NewSeek<'a> {
    pub player: PlayerId,
    pub partner: Option<PlayerId>,
    pub partner_confirmed: bool,
    pub variant: &'a str,
    pub days: u32,
    pub moves: Option<u32>,
    pub casual: bool,
    pub private: bool,
    pub side: Option<&'a str>,
    pub rating: i64,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    pub expires_at: DateTime<Utc>,
}

/// What a seek that looks for a partner is: the open seeks it may pair with
/// have its game, time control and kind, and none of its players.
#[derive(Debug, Clone)]
pub struct SeekQuery<'a> {
    pub variant: &'a str,
    pub days: u32,
    pub moves: Option<u32>,
    pub casual: bool,
    /// The players of the seek looking (never paired with themselves).
    pub players: [Option<PlayerId>; 2],
    /// Their rating: the other's range must hold it.
    pub rating: i64,
    /// Their range: the other's rating must be in it.
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    /// The colour they asked for: the other must not ask for the same.
    pub side: Option<&'a str>,
}

const SELECT: &str = "SELECT s.id, p.id, p.address, p.public_name, q.id, q.address, q.public_name, s.partner_confirmed, s.variant,
        s.days, s.moves, s.casual, s.private, s.side, s.rating, s.rating_min, s.rating_max, s.created_at, s.expires_at
     FROM seeks s JOIN players p ON p.id = s.player_id LEFT JOIN players q ON q.id = s.partner_id";

fn seek_from_row(row: &Row<'_>) -> rusqlite::Result<SeekRow> {
    let partner = match row.get::<_, Option<PlayerId>>(4)? {
        Some(id) => Some(Member { id, address: row.get(5)?, chosen: row.get(6)? }),
        None => None,
    };
    Ok(SeekRow {
        id: row.get(0)?,
        player: Member { id: row.get(1)?, address: row.get(2)?, chosen: row.get(3)? },
        partner,
        partner_confirmed: row.get(7)?,
        variant: row.get(8)?,
        days: row.get(9)?,
        moves: row.get(10)?,
        casual: row.get(11)?,
        private: row.get(12)?,
        side: row.get(13)?,
        rating: row.get(14)?,
        rating_min: row.get(15)?,
        rating_max: row.get(16)?,
        created_at: row.get::<_, Ts>(17)?.0,
        expires_at: row.get::<_, Ts>(18)?.0,
    })
}

impl Tx<'_> {
    pub fn add_seek(&self, s: &NewSeek<'_>, now: DateTime<Utc>) -> Result<i64, StoreError> {
        self.exec(
            "INSERT INTO seeks (player_id, partner_id, partner_confirmed, variant, days, moves, casual, private, side, rating,
                 rating_min, rating_max, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            params![
                s.player,
                s.partner,
                s.partner_confirmed,
                s.variant,
                s.days,
                s.moves,
                s.casual,
                s.private,
                s.side,
                s.rating,
                s.rating_min,
                s.rating_max,
                ts(now),
                ts(s.expires_at)
            ],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    pub fn seek(&self, id: i64) -> Result<Option<SeekRow>, StoreError> {
        Ok(self.row(&format!("{SELECT} WHERE s.id = ?1"), [id], seek_from_row).optional()?)
    }

    /// The highest number ever given to a seek (0 before the first): a
    /// number is given once (migration 019), so one above it was never a
    /// seek, and one at or below it that is not open has closed.
    pub fn highest_seek_number(&self) -> Result<i64, StoreError> {
        Ok(self.row("SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'seeks'", [], |r| r.get(0))?)
    }

    /// Drops seek `id`; whether it was there.
    pub fn remove_seek(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self.exec("DELETE FROM seeks WHERE id = ?1", [id])? > 0)
    }

    pub fn confirm_seek_partner(&self, id: i64) -> Result<(), StoreError> {
        self.exec("UPDATE seeks SET partner_confirmed = 1 WHERE id = ?1", [id])?;
        Ok(())
    }

    /// The seeks `player` is in (as seeker or named partner), oldest first.
    pub fn seeks_of(&self, player: PlayerId) -> Result<Vec<SeekRow>, StoreError> {
        let mut stmt =
            self.tx.prepare_cached(&format!("{SELECT} WHERE s.player_id = ?1 OR s.partner_id = ?1 ORDER BY s.created_at, s.id"))?;
        let rows = stmt.query_map([player], seek_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The open seeks (of `variant`, or all), oldest first, at most
    /// `limit`; and how many there are in all.
    pub fn open_seeks(&self, variant: Option<&str>, limit: usize) -> Result<(Vec<SeekRow>, usize), StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "{SELECT} WHERE s.partner_confirmed = 1 AND (?1 IS NULL OR s.variant = ?1) ORDER BY s.created_at, s.id LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![variant, limit as i64], seek_from_row)?.collect::<Result<Vec<_>, _>>()?;
        let total: i64 =
            self.row("SELECT count(*) FROM seeks WHERE partner_confirmed = 1 AND (?1 IS NULL OR variant = ?1)", params![variant], |r| {
                r.get(0)
            })?;
        Ok((rows, total as usize))
    }

    /// The open seeks that fit `q` both ways (game, time control, kind,
    /// ranges, colours), without its players, oldest first, at most `limit`.
    pub fn fitting_seeks(&self, q: &SeekQuery<'_>, limit: usize) -> Result<Vec<SeekRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "{SELECT} WHERE s.variant = ?1 AND s.days = ?2 AND s.moves IS ?3 AND s.casual = ?4 AND s.partner_confirmed = 1
                 AND s.player_id NOT IN (?5, ?6) AND coalesce(s.partner_id, -1) NOT IN (?5, ?6)
                 AND (s.rating_min IS NULL OR s.rating_min <= ?7) AND (s.rating_max IS NULL OR s.rating_max >= ?7)
                 AND (?8 IS NULL OR s.rating >= ?8) AND (?9 IS NULL OR s.rating <= ?9)
                 AND (?10 IS NULL OR s.side IS NULL OR s.side <> ?10)
             ORDER BY s.created_at, s.id LIMIT ?11"
        ))?;
        let none = PlayerId(0);
        let rows = stmt.query_map(
            params![
                q.variant,
                q.days,
                q.moves,
                q.casual,
                q.players[0].unwrap_or(none),
                q.players[1].unwrap_or(none),
                q.rating,
                q.rating_min,
                q.rating_max,
                q.side,
                limit as i64
            ],
            seek_from_row,
        )?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The seeks expired at `now`, removed.
    pub fn take_expired_seeks(&self, now: DateTime<Utc>) -> Result<Vec<SeekRow>, StoreError> {
        // An idle pass costs one look at the index.
        if self.next_seek_expiry()?.is_none_or(|at| at > now) {
            return Ok(vec![]);
        }
        let select = SELECT.replacen("FROM seeks s ", "FROM seeks s INDEXED BY seeks_expiry ", 1);
        let mut stmt = self.tx.prepare_cached(&format!("{select} WHERE s.expires_at <= ?1 ORDER BY s.expires_at, s.id"))?;
        let rows = stmt.query_map([ts(now)], seek_from_row)?.collect::<Result<Vec<_>, _>>()?;
        self.exec("DELETE FROM seeks WHERE expires_at <= ?1", [ts(now)])?;
        Ok(rows)
    }

    /// What the open seeks' page changes with: (count, highest number, sum
    /// of numbers).
    pub fn seeks_fingerprint(&self) -> Result<(i64, i64, i64), StoreError> {
        Ok(self.row("SELECT count(*), coalesce(max(id), 0), coalesce(sum(id), 0) FROM seeks WHERE partner_confirmed = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?)
    }

    /// When the next seek expires.
    pub fn next_seek_expiry(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        Ok(self.row("SELECT min(expires_at) FROM seeks", [], |r| r.get::<_, Option<Ts>>(0))?.map(|t| t.0))
    }

    // ----- requests waiting for their confirmation (token auth) -----

    /// Keeps `line` of `player`'s until a reply confirms it; its token.
    pub fn add_seek_request(&self, player: PlayerId, line: &str, now: DateTime<Utc>) -> Result<String, StoreError> {
        self.exec("DELETE FROM seek_requests WHERE player_id = ?1 AND line = ?2", params![player, line])?;
        Ok(self.row(
            "INSERT INTO seek_requests (player_id, line, created_at) VALUES (?1, ?2, ?3) RETURNING token",
            params![player, line, ts(now)],
            |r| r.get(0),
        )?)
    }

    /// The request with `token` (whose player, its line), removed; `None`
    /// when there is none or it is older than `since` (removed too).
    pub fn take_seek_request(&self, token: &str, since: DateTime<Utc>) -> Result<Option<(PlayerId, String)>, StoreError> {
        let found = self
            .row("DELETE FROM seek_requests WHERE token = ?1 RETURNING player_id, line, created_at", [token.to_ascii_lowercase()], |r| {
                Ok((r.get::<_, PlayerId>(0)?, r.get::<_, String>(1)?, r.get::<_, Ts>(2)?.0))
            })
            .optional()?;
        self.exec("DELETE FROM seek_requests WHERE created_at < ?1", [ts(since)])?;
        Ok(found.filter(|(_, _, at)| *at >= since).map(|(p, l, _)| (p, l)))
    }

    /// `player`'s requests made since `since`.
    pub fn seek_requests_since(&self, player: PlayerId, since: DateTime<Utc>) -> Result<usize, StoreError> {
        let n: i64 =
            self.row("SELECT count(*) FROM seek_requests WHERE player_id = ?1 AND created_at >= ?2", params![player, ts(since)], |r| {
                r.get(0)
            })?;
        Ok(n as usize)
    }

    // ----- notify seeks -----

    pub fn add_seek_notify(&self, player: PlayerId, variant: &str, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec("INSERT OR IGNORE INTO seek_notify (player_id, variant, since) VALUES (?1, ?2, ?3)", params![player, variant, ts(now)])?;
        Ok(())
    }

    /// Drops every `notify seeks` of `player`; how many there were.
    pub fn clear_seek_notify(&self, player: PlayerId) -> Result<usize, StoreError> {
        self.exec("UPDATE seek_digests SET due_at = NULL WHERE player_id = ?1", [player])?;
        Ok(self.exec("DELETE FROM seek_notify WHERE player_id = ?1", [player])?)
    }

    pub fn seek_notify_of(&self, player: PlayerId) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT variant FROM seek_notify WHERE player_id = ?1 ORDER BY variant")?;
        let rows = stmt.query_map([player], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A seek of `variant` by `players` was posted at `now`: the digests
    /// of those who asked news of the game fall due (at once, or when their
    /// day since the last is over).
    pub fn note_new_seek(&self, variant: &str, players: [Option<PlayerId>; 2], now: DateTime<Utc>) -> Result<(), StoreError> {
        let none = PlayerId(0);
        self.exec(
            "INSERT INTO seek_digests (player_id, due_at)
                 SELECT player_id, ?1 FROM seek_notify WHERE variant = ?2 AND player_id NOT IN (?3, ?4)
             ON CONFLICT (player_id) DO UPDATE SET due_at = coalesce(due_at, max(?1, coalesce(next_at, ?1)))",
            params![ts(now), variant, players[0].unwrap_or(none), players[1].unwrap_or(none)],
        )?;
        Ok(())
    }

    /// The players whose digest is due at `now`, with the open seeks of
    /// others in their games posted since they asked or since their last
    /// digest, at most `limit` each (none: nothing left to tell).
    pub fn seek_digests_due(&self, now: DateTime<Utc>, limit: usize) -> Result<Vec<(Member, Vec<SeekRow>)>, StoreError> {
        let mut due = self.tx.prepare_cached(
            "SELECT d.player_id, p.address, p.public_name, d.sent_at FROM seek_digests d INDEXED BY seek_digests_due
               JOIN players p ON p.id = d.player_id
             WHERE d.due_at IS NOT NULL AND d.due_at <= ?1",
        )?;
        let players = due
            .query_map([ts(now)], |r| Ok((Member { id: r.get(0)?, address: r.get(1)?, chosen: r.get(2)? }, r.get::<_, Option<Ts>>(3)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        let mut news = self.tx.prepare_cached(&format!(
            "{SELECT} JOIN seek_notify n ON n.variant = s.variant AND n.player_id = ?1
             WHERE s.partner_confirmed = 1 AND s.player_id <> ?1 AND coalesce(s.partner_id, -1) <> ?1
               AND s.created_at > n.since AND (?2 IS NULL OR s.created_at > ?2)
             ORDER BY s.created_at, s.id LIMIT ?3"
        ))?;
        let mut out = Vec::new();
        for (m, sent) in players {
            let seeks = news.query_map(params![m.id, sent, limit as i64], seek_from_row)?.collect::<Result<Vec<_>, _>>()?;
            out.push((m, seeks));
        }
        Ok(out)
    }

    /// `player`'s digest went out at `now` (or had nothing to tell); the
    /// next may come from `next`.
    pub fn record_seek_digest(&self, player: PlayerId, sent: bool, now: DateTime<Utc>, next: DateTime<Utc>) -> Result<(), StoreError> {
        if sent {
            self.exec(
                "UPDATE seek_digests SET sent_at = ?2, next_at = ?3, due_at = NULL WHERE player_id = ?1",
                params![player, ts(now), ts(next)],
            )?;
        } else {
            self.exec("UPDATE seek_digests SET due_at = NULL WHERE player_id = ?1", [player])?;
        }
        Ok(())
    }

    /// When the next digest is due.
    pub fn next_seek_digest(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        Ok(self.row("SELECT min(due_at) FROM seek_digests WHERE due_at IS NOT NULL", [], |r| r.get::<_, Option<Ts>>(0))?.map(|t| t.0))
    }
}
