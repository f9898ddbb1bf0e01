//! Tournaments as stored (migration 012): the tournaments, their entrants
//! (a player, or a team of two), and which games make up each section.
//! What a result means for the crosstable, the pairings and the rules of
//! withdrawal are `crate::tournaments`'s; here only rows.

use chrono::{DateTime, TimeDelta, Utc};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params, OptionalExtension, Row, ToSql};
use serde::{Deserialize, Serialize};

use super::public_name::public_name;
use super::text_enum::text_enum;
use super::time::{opt_ts, ts, Ts};
use super::{GameId, GameStatus, PlayerId, StoreError, TournamentId, Tx};

/// The fewest and the most entrants of a section: what a tournament's
/// stored options may say (the defaults, when the organiser names none).
pub const MIN_ENTRANTS: u32 = 3;
pub const MAX_ENTRANTS: u32 = 16;

/// A tournament's rule for withdrawals, as its options store it (what each
/// rule does is `crate::tournaments::withdrawal`'s).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WithdrawalRule {
    #[default]
    Fide,
    Iccf,
}

impl WithdrawalRule {
    pub fn name(self) -> &'static str {
        match self {
            WithdrawalRule::Fide => "fide",
            WithdrawalRule::Iccf => "iccf",
        }
    }
}

text_enum! {
    /// Where a tournament is in its life (`tournaments.status`).
    TournamentStatus, "tournament status" {
        /// Taking entrants.
        Open => "open",
        /// Its games were started.
        Running => "running",
        /// Every game is over.
        Finished => "finished",
        /// Called off by its organiser before the start, for want of
        /// entrants at its start date, or by the operator.
        Cancelled => "cancelled",
    }
}

/// What the organiser chose, stored as a JSON object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentOptions {
    /// Each pair meets twice, colours swapped.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub double: bool,
    /// The fewest and the most entrants.
    pub min: u32,
    pub max: u32,
    /// The games' time control, as a challenge's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
    /// The games change no rating.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub casual: bool,
    pub withdrawals: WithdrawalRule,
    /// Its games are private (no observers, no web page), and so is it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
}

impl Default for TournamentOptions {
    fn default() -> Self {
        TournamentOptions {
            double: false,
            min: MIN_ENTRANTS,
            max: MAX_ENTRANTS,
            days: None,
            moves: None,
            casual: false,
            withdrawals: WithdrawalRule::Fide,
            private: false,
        }
    }
}

impl ToSql for TournamentOptions {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        // A struct of numbers and names: serialising cannot fail.
        Ok(ToSqlOutput::from(serde_json::to_string(self).unwrap_or_else(|_| "{}".into())))
    }
}

impl FromSql for TournamentOptions {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        serde_json::from_str(value.as_str()?).map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub name: String,
    pub variant: String,
    pub organiser: PlayerId,
    pub status: TournamentStatus,
    pub options: TournamentOptions,
    pub starts_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub ended_at: Option<DateTime<Utc>>,
    pub rounds: Option<u32>,
}

/// A player of an entrant, as tournament mail names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub id: PlayerId,
    pub address: String,
    /// Their `name NAME`, if any.
    pub chosen: Option<String>,
}

impl Member {
    /// How other entrants read them (`crate::store::public_name`).
    pub fn shown(&self) -> String {
        public_name(&self.address, self.chosen.as_deref())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct EntrantRow {
    pub id: i64,
    pub tournament: TournamentId,
    /// The one who joined.
    pub player: Member,
    /// Four-player games: the partner they named.
    pub partner: Option<Member>,
    pub joined_at: DateTime<Utc>,
    /// `None` while the partner has not confirmed.
    pub confirmed_at: Option<DateTime<Utc>>,
    pub number: Option<u32>,
    pub rating: Option<f64>,
    pub withdrawn_at: Option<DateTime<Utc>>,
    /// `withdrew` or `time`.
    pub withdrawal: Option<String>,
    pub annulled: bool,
    pub news_due_at: Option<DateTime<Utc>>,
    pub news_sent_at: Option<DateTime<Utc>>,
}

impl EntrantRow {
    /// The entrant's players: one, or the team.
    pub fn members(&self) -> Vec<&Member> {
        std::iter::once(&self.player).chain(self.partner.as_ref()).collect()
    }

    /// As other entrants read them: `Ann`, or a team `Ann & Ben`.
    pub fn shown(&self) -> String {
        self.members().iter().map(|m| m.shown()).collect::<Vec<_>>().join(" & ")
    }

    pub fn has(&self, player: PlayerId) -> bool {
        self.members().iter().any(|m| m.id == player)
    }
}

/// A game of a section, with where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGameRow {
    pub game: GameId,
    pub tournament: TournamentId,
    pub round: u32,
    /// Entrant numbers: White (team 1, South) and Black.
    pub white: u32,
    pub black: u32,
    pub time_loss: bool,
    /// The entrant who lost it without play (a withdrawal).
    pub forfeit: Option<u32>,
    pub status: GameStatus,
    pub result: Option<String>,
    /// Why it ended (`White wins by resignation`), when it did.
    pub reason: Option<String>,
    /// The game's last change: when it ended, once it has.
    pub updated_at: DateTime<Utc>,
}

/// What a game's mail says of its tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentTag {
    pub id: TournamentId,
    pub name: String,
    pub round: u32,
    pub rounds: u32,
}

const TOURNAMENT_COLUMNS: &str =
    "t.id, t.name, t.variant, t.organiser_id, t.status, t.options, t.starts_at, t.created_at, t.started_at, t.ended_at, t.rounds";

fn tournament_from_row(row: &Row<'_>) -> rusqlite::Result<TournamentRow> {
    Ok(TournamentRow {
        id: row.get(0)?,
        name: row.get(1)?,
        variant: row.get(2)?,
        organiser: row.get(3)?,
        status: row.get(4)?,
        options: row.get(5)?,
        starts_at: opt_ts(row.get(6)?),
        created_at: row.get::<_, Ts>(7)?.0,
        started_at: opt_ts(row.get(8)?),
        ended_at: opt_ts(row.get(9)?),
        rounds: row.get(10)?,
    })
}

const ENTRANT_SELECT: &str = "SELECT e.id, e.tournament_id, p.id, p.address, p.public_name, q.id, q.address, q.public_name,
        e.joined_at, e.confirmed_at, e.number, e.rating, e.withdrawn_at, e.withdrawal, e.annulled, e.news_due_at, e.news_sent_at
     FROM entrants e JOIN players p ON p.id = e.player_id LEFT JOIN players q ON q.id = e.partner_id";

fn entrant_from_row(row: &Row<'_>) -> rusqlite::Result<EntrantRow> {
    let partner = match row.get::<_, Option<PlayerId>>(5)? {
        Some(id) => Some(Member { id, address: row.get(6)?, chosen: row.get(7)? }),
        None => None,
    };
    Ok(EntrantRow {
        id: row.get(0)?,
        tournament: row.get(1)?,
        player: Member { id: row.get(2)?, address: row.get(3)?, chosen: row.get(4)? },
        partner,
        joined_at: row.get::<_, Ts>(8)?.0,
        confirmed_at: opt_ts(row.get(9)?),
        number: row.get(10)?,
        rating: row.get(11)?,
        withdrawn_at: opt_ts(row.get(12)?),
        withdrawal: row.get(13)?,
        annulled: row.get(14)?,
        news_due_at: opt_ts(row.get(15)?),
        news_sent_at: opt_ts(row.get(16)?),
    })
}

const GAME_SELECT: &str = "SELECT tg.game_id, tg.tournament_id, tg.round, tg.white, tg.black, tg.time_loss, tg.forfeit, g.status, g.result,
        g.result_reason, g.updated_at
     FROM tournament_games tg JOIN games g ON g.id = tg.game_id";

fn game_from_row(row: &Row<'_>) -> rusqlite::Result<TournamentGameRow> {
    Ok(TournamentGameRow {
        game: row.get(0)?,
        tournament: row.get(1)?,
        round: row.get(2)?,
        white: row.get(3)?,
        black: row.get(4)?,
        time_loss: row.get(5)?,
        forfeit: row.get(6)?,
        status: row.get(7)?,
        result: row.get(8)?,
        reason: row.get(9)?,
        updated_at: row.get::<_, Ts>(10)?.0,
    })
}

/// A new tournament.
pub struct NewTournament<'a> {
    pub name: &'a str,
    pub variant: &'a str,
    pub organiser: PlayerId,
    pub options: &'a TournamentOptions,
    pub starts_at: Option<DateTime<Utc>>,
}

impl Tx<'_> {
    pub fn create_tournament(&self, t: &NewTournament<'_>, now: DateTime<Utc>) -> Result<TournamentId, StoreError> {
        self.exec(
            "INSERT INTO tournaments (name, variant, organiser_id, status, options, starts_at, created_at)
             VALUES (?1, ?2, ?3, 'open', ?4, ?5, ?6)",
            params![t.name, t.variant, t.organiser, t.options, t.starts_at.map(ts), ts(now)],
        )?;
        Ok(TournamentId(self.tx.last_insert_rowid()))
    }

    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
        Ok(self.row(&format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments t WHERE t.id = ?1"), [id], tournament_from_row).optional()?)
    }

    fn tournaments_where(&self, condition: &str, params: impl rusqlite::Params) -> Result<Vec<TournamentRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments t WHERE {condition}"))?;
        let rows = stmt.query_map(params, tournament_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Tournaments in `status`, newest first, at most `limit`.
    pub fn tournaments_with_status(&self, status: TournamentStatus, limit: usize) -> Result<Vec<TournamentRow>, StoreError> {
        self.tournaments_where("t.status = ?1 ORDER BY t.id DESC LIMIT ?2", params![status, limit as i64])
    }

    /// Every tournament, newest first (for the operator).
    pub fn all_tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        self.tournaments_where("1 ORDER BY t.id DESC", [])
    }

    /// The tournaments `player` organises or is an entrant of (as either
    /// player of a team), newest first, at most `limit`.
    pub fn tournaments_of_player(&self, player: PlayerId, limit: usize) -> Result<Vec<TournamentRow>, StoreError> {
        self.tournaments_where(
            "t.organiser_id = ?1
                OR t.id IN (SELECT tournament_id FROM entrants WHERE player_id = ?1 OR partner_id = ?1)
             ORDER BY t.id DESC LIMIT ?2",
            params![player, limit as i64],
        )
    }

    /// The tournaments `player` created since `since`, and how many of all
    /// theirs are still open.
    pub fn tournaments_organised(&self, player: PlayerId, since: DateTime<Utc>) -> Result<(usize, usize), StoreError> {
        let (recent, open): (i64, i64) = self.row(
            "SELECT coalesce(sum(created_at >= ?2), 0), coalesce(sum(status = 'open'), 0) FROM tournaments WHERE organiser_id = ?1",
            params![player, ts(since)],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok((recent as usize, open as usize))
    }

    /// How many tournaments `player` joined (as the one who joined) since `since`.
    pub fn joins_by(&self, player: PlayerId, since: DateTime<Utc>) -> Result<usize, StoreError> {
        let n: i64 =
            self.row("SELECT count(*) FROM entrants WHERE player_id = ?1 AND joined_at >= ?2", params![player, ts(since)], |r| r.get(0))?;
        Ok(n as usize)
    }

    pub fn set_tournament_status(&self, id: TournamentId, status: TournamentStatus, now: DateTime<Utc>) -> Result<(), StoreError> {
        let changed = self.exec(
            "UPDATE tournaments SET status = ?2,
                 started_at = CASE WHEN ?2 = 'running' THEN ?3 ELSE started_at END,
                 ended_at = CASE WHEN ?2 IN ('finished', 'cancelled') THEN ?3 ELSE ended_at END
             WHERE id = ?1",
            params![id, status, ts(now)],
        )?;
        if changed == 0 {
            return Err(StoreError::InvalidInput(format!("there is no tournament #{id}")));
        }
        Ok(())
    }

    /// A running tournament's number of rounds (set at the start).
    pub fn set_tournament_rounds(&self, id: TournamentId, rounds: u32) -> Result<(), StoreError> {
        self.exec("UPDATE tournaments SET rounds = ?2 WHERE id = ?1", params![id, rounds])?;
        Ok(())
    }

    /// The open tournaments with a start date: (id, when).
    pub fn tournament_starts(&self) -> Result<Vec<(TournamentId, DateTime<Utc>)>, StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT id, starts_at FROM tournaments WHERE status = 'open' AND starts_at IS NOT NULL ORDER BY starts_at")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, Ts>(1)?.0)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    // ----- entrants -----

    /// The entrants of a tournament: by number once it started, else in
    /// the order they joined.
    pub fn entrants(&self, id: TournamentId) -> Result<Vec<EntrantRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "{ENTRANT_SELECT} WHERE e.tournament_id = ?1 ORDER BY coalesce(e.number, 1000000), e.joined_at, e.id"
        ))?;
        let rows = stmt.query_map([id], entrant_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The entry `player` is in (who joined, or the partner named).
    pub fn entrant_of(&self, id: TournamentId, player: PlayerId) -> Result<Option<EntrantRow>, StoreError> {
        Ok(self
            .row(
                &format!("{ENTRANT_SELECT} WHERE e.tournament_id = ?1 AND (e.player_id = ?2 OR e.partner_id = ?2)"),
                params![id, player],
                entrant_from_row,
            )
            .optional()?)
    }

    /// `player` joins `id`, alone (confirmed at once) or naming `partner`
    /// (confirmed when the partner does).
    pub fn add_entrant(
        &self,
        id: TournamentId,
        player: PlayerId,
        partner: Option<PlayerId>,
        now: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        self.exec(
            "INSERT INTO entrants (tournament_id, player_id, partner_id, joined_at, confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, player, partner, ts(now), partner.is_none().then(|| ts(now))],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    pub fn confirm_entrant(&self, entrant: i64, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec("UPDATE entrants SET confirmed_at = coalesce(confirmed_at, ?2) WHERE id = ?1", params![entrant, ts(now)])?;
        Ok(())
    }

    pub fn remove_entrant(&self, entrant: i64) -> Result<(), StoreError> {
        self.exec("DELETE FROM entrants WHERE id = ?1", [entrant])?;
        Ok(())
    }

    /// Entries whose partner has not confirmed: (entrant, tournament, joined).
    pub fn unconfirmed_entrants(&self) -> Result<Vec<(i64, TournamentId, DateTime<Utc>)>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT e.id, e.tournament_id, e.joined_at FROM entrants e JOIN tournaments t ON t.id = e.tournament_id
             WHERE e.confirmed_at IS NULL AND t.status = 'open' ORDER BY e.joined_at",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get::<_, Ts>(2)?.0)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// At the start: the entrant's number in the table and rating.
    pub fn number_entrant(&self, entrant: i64, number: u32, rating: Option<f64>) -> Result<(), StoreError> {
        self.exec("UPDATE entrants SET number = ?2, rating = ?3 WHERE id = ?1", params![entrant, number, rating])?;
        Ok(())
    }

    /// The entrant left the section (`why`: `withdrew` or `time`).
    pub fn withdraw_entrant(&self, entrant: i64, why: &str, annulled: bool, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec(
            "UPDATE entrants SET withdrawn_at = ?2, withdrawal = ?3, annulled = ?4 WHERE id = ?1 AND withdrawn_at IS NULL",
            params![entrant, ts(now), why, annulled],
        )?;
        Ok(())
    }

    /// A crosstable is due to `entrant` at `at` (an earlier one due stays).
    pub fn news_due(&self, entrant: i64, at: DateTime<Utc>) -> Result<(), StoreError> {
        self.exec(
            "UPDATE entrants SET news_due_at = CASE WHEN news_due_at IS NULL OR news_due_at > ?2 THEN ?2 ELSE news_due_at END WHERE id = ?1",
            params![entrant, ts(at)],
        )?;
        Ok(())
    }

    /// The entrant's crosstable went out (or was dropped).
    pub fn news_sent(&self, entrant: i64, now: DateTime<Utc>, sent: bool) -> Result<(), StoreError> {
        self.exec(
            "UPDATE entrants SET news_due_at = NULL, news_sent_at = CASE WHEN ?3 THEN ?2 ELSE news_sent_at END WHERE id = ?1",
            params![entrant, ts(now), sent],
        )?;
        Ok(())
    }

    /// The tournaments with a crosstable due by `now`, and the earliest
    /// one due after it.
    pub fn news_due_by(&self, now: DateTime<Utc>) -> Result<(Vec<TournamentId>, Option<DateTime<Utc>>), StoreError> {
        let due = {
            let mut stmt = self.tx.prepare_cached(
                "SELECT DISTINCT tournament_id FROM entrants WHERE news_due_at IS NOT NULL AND news_due_at <= ?1 ORDER BY tournament_id",
            )?;
            let rows = stmt.query_map([ts(now)], |r| r.get(0))?;
            rows.collect::<Result<Vec<TournamentId>, _>>()?
        };
        let next: Option<Ts> = self.row("SELECT min(news_due_at) FROM entrants WHERE news_due_at > ?1", [ts(now)], |r| r.get(0))?;
        Ok((due, next.map(|t| t.0)))
    }

    /// The tournaments with something due by `now` (a crosstable, the
    /// start at its date, an entry whose partner did not confirm within
    /// `wait`), and when the next thing comes after it.
    pub fn tournaments_due(&self, now: DateTime<Utc>, wait: TimeDelta) -> Result<(Vec<TournamentId>, Option<DateTime<Utc>>), StoreError> {
        let (mut due, mut next) = self.news_due_by(now)?;
        let mut later = |at: DateTime<Utc>| next = Some(next.map_or(at, |n: DateTime<Utc>| n.min(at)));
        let mut timed: Vec<(TournamentId, DateTime<Utc>)> = self.tournament_starts()?;
        timed.extend(self.unconfirmed_entrants()?.into_iter().map(|(_, id, joined)| (id, joined + wait)));
        for (id, at) in timed {
            if at <= now {
                due.push(id);
            } else {
                later(at);
            }
        }
        due.sort();
        due.dedup();
        Ok((due, next))
    }

    // ----- the games of a section -----

    pub fn add_tournament_game(&self, game: GameId, id: TournamentId, round: u32, white: u32, black: u32) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO tournament_games (game_id, tournament_id, round, white, black) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, id, round, white, black],
        )?;
        Ok(())
    }

    /// The games of a section, by round and game.
    pub fn tournament_games(&self, id: TournamentId) -> Result<Vec<TournamentGameRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!("{GAME_SELECT} WHERE tg.tournament_id = ?1 ORDER BY tg.round, tg.game_id"))?;
        let rows = stmt.query_map([id], game_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The section a game belongs to, if any.
    pub fn tournament_game(&self, game: GameId) -> Result<Option<TournamentGameRow>, StoreError> {
        Ok(self.row(&format!("{GAME_SELECT} WHERE tg.game_id = ?1"), [game], game_from_row).optional()?)
    }

    /// The tournament's name and the round, for the mail of a game (one
    /// lookup by the game's key: every mail about a game asks).
    pub fn tournament_tag(&self, game: GameId) -> Result<Option<TournamentTag>, StoreError> {
        Ok(self
            .row(
                "SELECT t.id, t.name, tg.round, coalesce(t.rounds, tg.round)
                 FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id WHERE tg.game_id = ?1",
                [game],
                |r| Ok(TournamentTag { id: r.get(0)?, name: r.get(1)?, round: r.get(2)?, rounds: r.get(3)? }),
            )
            .optional()?)
    }

    /// The game was decided on time.
    pub fn mark_time_loss(&self, game: GameId) -> Result<(), StoreError> {
        self.exec("UPDATE tournament_games SET time_loss = 1 WHERE game_id = ?1", [game])?;
        Ok(())
    }

    /// The game ended without play, lost by entrant `loser` (or by nobody:
    /// it does not count).
    pub fn set_forfeit(&self, game: GameId, loser: Option<u32>) -> Result<(), StoreError> {
        self.exec("UPDATE tournament_games SET forfeit = ?2 WHERE game_id = ?1", params![game, loser])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_back_and_default() {
        let o = TournamentOptions {
            double: true,
            min: 4,
            max: 8,
            days: Some(5),
            moves: None,
            casual: true,
            withdrawals: WithdrawalRule::Iccf,
            private: false,
        };
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(json, r#"{"double":true,"min":4,"max":8,"days":5,"casual":true,"withdrawals":"iccf"}"#);
        assert_eq!(serde_json::from_str::<TournamentOptions>(&json).unwrap(), o);
        assert_eq!(serde_json::from_str::<TournamentOptions>("{}").unwrap(), TournamentOptions::default());
    }
}
