//! What clocks, reminders and vacations need from the store (migration 002).
//!
//! Only timestamps and records of what was sent: the deadlines themselves
//! are computed by `crate::clocks::clock` from these, so they never drift.

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{params, OptionalExtension, Row};

use super::text_enum::text_enum;
use super::time::{opt_ts, ts, Ts};
use super::{GameId, GameOptions, GameStatus, PlayerId, StoreError, Tx};
use crate::rules::Seat;

/// A game's clock-related columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockRow {
    pub game: GameId,
    pub variant: String,
    pub status: GameStatus,
    /// The current position (says who is to move).
    pub fen: String,
    /// When the game became active.
    pub started_at: Option<DateTime<Utc>>,
    pub last_move_at: Option<DateTime<Utc>>,
    /// As last computed by the scheduler.
    pub deadline_at: Option<DateTime<Utc>>,
    /// Options `days` and `moves` (the time control).
    pub days: Option<u32>,
    pub moves: Option<u32>,
    /// Turns played so far.
    pub plies: u32,
    /// Changed since the scheduler last looked (`deadline_at` may be stale).
    pub changed: bool,
}

impl ClockRow {
    /// When the current turn began: the last turn, else the start.
    pub fn turn_began(&self) -> Option<DateTime<Utc>> {
        self.last_move_at.or(self.started_at)
    }
}

/// `wake_at` of a game where nothing will ever be due unless it changes.
const NEVER: &str = "9999-12-31T23:59:59.999Z";

const CLOCK_COLUMNS: &str = "g.id, g.variant, g.status, g.fen, g.started_at, g.last_move_at, g.deadline_at, \
     g.options, \
     (SELECT count(*) FROM turns t WHERE t.game_id = g.id), g.wake_at = ''";

fn clock_from_row(row: &Row<'_>) -> rusqlite::Result<ClockRow> {
    let options: GameOptions = row.get(7)?;
    Ok(ClockRow {
        game: row.get(0)?,
        variant: row.get(1)?,
        status: row.get(2)?,
        fen: row.get(3)?,
        started_at: opt_ts(row.get(4)?),
        last_move_at: opt_ts(row.get(5)?),
        deadline_at: opt_ts(row.get(6)?),
        days: options.days,
        moves: options.moves,
        plies: row.get(8)?,
        changed: row.get(9)?,
    })
}

/// One past turn of a player: when its clock started, when the move was played.
pub type TurnSpan = (DateTime<Utc>, DateTime<Utc>);

/// A game's start and its turns in order, as (seat that moved, when).
pub type TurnTimes = (Option<DateTime<Utc>>, Vec<(Seat, DateTime<Utc>)>);

/// The mail that told a seat it was its move (migration 008): a turn's
/// clock starts when it left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnNotice {
    pub seat: Seat,
    /// The turn: turns the game had when it became the seat's move.
    pub ply: u32,
    /// When it was sent (or the moment it states its deadline from, if it
    /// left within seconds of it: migration 014), or given up on for good;
    /// `None` while it waits in the outbox.
    pub out_at: Option<DateTime<Utc>>,
}

/// Where the notice of a seat's turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notice {
    /// The turn has none (a store older than migration 008, or a notice
    /// merged with mail about another game): the clock starts with the turn.
    #[default]
    Absent,
    /// Queued, not sent yet: no clock runs.
    Waiting,
    /// Sent (or given up on) at this moment: the clock starts then.
    Out(DateTime<Utc>),
}

impl Notice {
    fn of(notices: &[TurnNotice], seat: Seat, ply: u32) -> Notice {
        match notices.iter().find(|n| n.seat == seat && n.ply == ply) {
            None => Notice::Absent,
            Some(TurnNotice { out_at: None, .. }) => Notice::Waiting,
            Some(TurnNotice { out_at: Some(t), .. }) => Notice::Out(*t),
        }
    }

    /// When the clock of a turn that began at `began` starts; `None` while
    /// the notice waits.
    pub fn clock_start(self, began: DateTime<Utc>) -> Option<DateTime<Utc>> {
        match self {
            Notice::Absent => Some(began),
            Notice::Waiting => None,
            Notice::Out(t) => Some(began.max(t)),
        }
    }
}

/// Where a seat's clock stands, from the game's turns.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeatHistory {
    /// The seat's past turns, from when each clock started.
    pub spans: Vec<TurnSpan>,
    /// When its current (or next) turn began: the last turn on its board,
    /// else the start. `None` before the start with no turn on the board.
    pub began: Option<DateTime<Utc>>,
    /// Turns the game had when that turn began (the `ply` of reminders).
    pub ply: u32,
    /// Moves the partner made since then (0 without a partner).
    pub partner_moves: u32,
    /// The notice of that turn.
    pub notice: Notice,
}

impl SeatHistory {
    /// When the clock of the current turn started: `None` before the start
    /// or while the turn's notice waits to be sent.
    pub fn clock_start(&self) -> Option<DateTime<Utc>> {
        self.began.and_then(|b| self.notice.clock_start(b))
    }
}

/// The clock history of `seat` from the game's turns in order, `(seat that
/// moved, when)`, its start and its turns' notices. Only turns of seats on
/// the same board (`same_board`, which must hold for `seat` itself) begin a
/// turn of `seat`: in four-player bughouse each board runs on its own, so a
/// move on the other board neither ends nor starts a turn here. A turn's
/// clock starts when its notice left (see [`Notice`]); a move played before
/// its notice left took no time.
pub fn seat_history(
    started: Option<DateTime<Utc>>,
    turns: &[(Seat, DateTime<Utc>)],
    notices: &[TurnNotice],
    seat: Seat,
    same_board: &dyn Fn(Seat) -> bool,
    partner: Option<Seat>,
) -> SeatHistory {
    let mut h = SeatHistory { began: started, notice: Notice::of(notices, seat, 0), ..SeatHistory::default() };
    for (i, &(s, played)) in turns.iter().enumerate() {
        if s == seat {
            let from = h.began.map_or(Some(played), |b| h.notice.clock_start(b)).unwrap_or(played);
            h.spans.push((from, played));
        }
        if same_board(s) {
            h.began = Some(played);
            h.ply = i as u32 + 1;
            h.partner_moves = 0;
            h.notice = Notice::of(notices, seat, h.ply);
        } else if Some(s) == partner {
            h.partner_moves += 1;
        }
    }
    h
}

/// A pause of a player's clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vacation {
    pub id: i64,
    pub player: PlayerId,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// Clock days charged to the allowance.
    pub days: u32,
}

fn vacation_from_row(row: &Row<'_>) -> rusqlite::Result<Vacation> {
    Ok(Vacation {
        id: row.get(0)?,
        player: row.get(1)?,
        starts_at: row.get::<_, Ts>(2)?.0,
        ends_at: row.get::<_, Ts>(3)?.0,
        days: row.get(4)?,
    })
}

text_enum! {
    /// The kinds of reminder rows (`reminders.kind`): what was sent for one
    /// turn of a seat, each at most once.
    ReminderKind, "reminder kind" {
        First => "first",
        LastCall => "last-call",
        /// The deadline passed (recorded even when nothing was sent).
        Timeout => "timeout",
        /// Four-player bughouse: the gentleman's rule's reminder.
        Gentleman => "gentleman",
    }
}

text_enum! {
    /// How a player wants to be reminded (`players.remind_mode`).
    RemindMode, "reminder mode" {
        /// Reminders per game and turn.
        Each => "each",
        /// A daily digest instead of the first reminders; the last call stays.
        Digest => "digest",
        Off => "off",
    }
}

/// A player's reminder settings; `None` delays mean the operator's default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReminderPrefs {
    pub mode: RemindMode,
    pub after_secs: Option<u64>,
    pub before_secs: Option<u64>,
}

impl Tx<'_> {
    /// The clock columns of a game.
    pub fn clock_row(&self, game: GameId) -> Result<Option<ClockRow>, StoreError> {
        Ok(self.row(&format!("SELECT {CLOCK_COLUMNS} FROM games g WHERE g.id = ?1"), [game], clock_from_row).optional()?)
    }

    /// The clock columns of every active game, oldest first.
    pub fn active_clock_rows(&self) -> Result<Vec<ClockRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!("SELECT {CLOCK_COLUMNS} FROM games g WHERE g.status = 'active' ORDER BY g.id"))?;
        let rows = stmt.query_map([], clock_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The clock columns of the active games the scheduler must look at
    /// now: changed since it last did, or woken by the time (`wake_at`).
    /// From the wake index whatever the planner's statistics say: walking
    /// every active game instead made each idle pass cost O(games).
    pub fn clock_rows_due(&self, now: DateTime<Utc>) -> Result<Vec<ClockRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {CLOCK_COLUMNS} FROM games g INDEXED BY games_wake
             WHERE g.status = 'active' AND g.wake_at <= ?1 ORDER BY g.wake_at, g.id"
        ))?;
        let rows = stmt.query_map([ts(now)], clock_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The clock columns of `player`'s active games whose wake-up time came
    /// by `at`, or that changed since the scheduler looked.
    pub fn clock_rows_of_player_due(&self, player: PlayerId, at: DateTime<Utc>) -> Result<Vec<ClockRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(&format!(
            "SELECT {CLOCK_COLUMNS} FROM seats s JOIN games g ON g.id = s.game_id
             WHERE s.player_id = ?1 AND g.status = 'active' AND g.wake_at <= ?2 ORDER BY g.id"
        ))?;
        let rows = stmt.query_map(params![player, ts(at)], clock_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// When the scheduler must look at `game` again: `Some(at)`, or `None`
    /// for never unless it changes. A game with something due now (or held
    /// back) gets a time not after now: the next pass computes it again.
    pub fn set_wake(&self, game: GameId, at: Option<DateTime<Utc>>) -> Result<(), StoreError> {
        let at = at.map_or_else(|| NEVER.to_string(), |t| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
        self.tx.prepare_cached("UPDATE games SET wake_at = ?2 WHERE id = ?1")?.execute(params![game, at])?;
        Ok(())
    }

    /// The earliest moment after `now` at which the scheduler must look at
    /// an active game (one step in the wake index, at any number of games).
    /// Wake-up times not after `now` belong to the games the scheduler is
    /// looking at now, which say themselves when they are next due: taking
    /// the least of all instead (a game just handled has `now`) hid every
    /// later one.
    pub fn earliest_wake(&self, now: DateTime<Utc>) -> Result<Option<DateTime<Utc>>, StoreError> {
        let at: Option<Ts> = self
            .row(
                "SELECT wake_at FROM games INDEXED BY games_wake
                 WHERE status = 'active' AND wake_at > ?1 AND wake_at < ?2 ORDER BY wake_at LIMIT 1",
                params![ts(now), NEVER],
                |r| r.get(0),
            )
            .optional()?;
        Ok(at.map(|t| t.0))
    }

    /// Makes every active game be computed again (the time settings
    /// changed) unless `fingerprint` is what the store last saw.
    pub fn refresh_wakes_unless(&self, fingerprint: &str) -> Result<bool, StoreError> {
        let seen: Option<String> = self.row("SELECT value FROM meta WHERE key = 'timing'", [], |r| r.get(0)).optional()?;
        if seen.as_deref() == Some(fingerprint) {
            return Ok(false);
        }
        self.exec("UPDATE games SET wake_at = '' WHERE status = 'active'", [])?;
        self.exec(
            "INSERT INTO meta (key, value) VALUES ('timing', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [fingerprint],
        )?;
        Ok(true)
    }

    /// Remembers the deadline of the player to move (`None`: no clock).
    pub fn set_deadline(&self, game: GameId, deadline: Option<DateTime<Utc>>) -> Result<(), StoreError> {
        self.exec("UPDATE games SET deadline_at = ?2 WHERE id = ?1", params![game, deadline.map(ts)])?;
        Ok(())
    }

    /// The past turns of `seat`, each as (when it began, when it was played):
    /// a turn begins with the previous turn, or with the game's start. For
    /// two-seat games; four-player bughouse needs [`Tx::seat_history`].
    pub fn turn_spans(&self, game: GameId, seat: Seat) -> Result<Vec<TurnSpan>, StoreError> {
        Ok(self.seat_history(game, seat, &|_| true, None)?.spans)
    }

    /// The game's turns in order, as (seat that moved, when), and its start.
    pub fn turn_times(&self, game: GameId) -> Result<TurnTimes, StoreError> {
        let started: Option<Ts> = self.row("SELECT started_at FROM games WHERE id = ?1", [game], |r| r.get(0)).optional()?.flatten();
        Ok((started.map(|t| t.0), self.played_times(game)?))
    }

    /// The game's turns in order, as (seat that moved, when): [`Tx::turn_times`]
    /// for a caller that has read the start already (in its [`ClockRow`]).
    pub fn played_times(&self, game: GameId) -> Result<Vec<(Seat, DateTime<Utc>)>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT seat, played_at FROM turns WHERE game_id = ?1 ORDER BY ply")?;
        let turns = stmt.query_map([game], |r| Ok((r.get::<_, Seat>(0)?, r.get::<_, Ts>(1)?.0)))?;
        Ok(turns.collect::<Result<_, _>>()?)
    }

    /// The clock history of `seat` (see [`seat_history`]): `same_board`
    /// says which seats' turns end and begin its turns (every seat in a
    /// two-seat game; the two seats of its board in four-player bughouse).
    pub fn seat_history(
        &self,
        game: GameId,
        seat: Seat,
        same_board: &dyn Fn(Seat) -> bool,
        partner: Option<Seat>,
    ) -> Result<SeatHistory, StoreError> {
        let (started, turns) = self.turn_times(game)?;
        let notices = self.turn_notices(game)?;
        Ok(seat_history(started, &turns, &notices, seat, same_board, partner))
    }

    /// The notices of a game's turns (migration 008), from its outbox rows.
    pub fn turn_notices(&self, game: GameId) -> Result<Vec<TurnNotice>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT turn_seat, turn_ply, coalesce(clock_from, sent_at, gave_up_at) FROM outbox INDEXED BY outbox_turn_notice
             WHERE game_id = ?1 AND turn_seat IS NOT NULL",
        )?;
        let rows = stmt.query_map([game], |r| Ok(TurnNotice { seat: r.get(0)?, ply: r.get(1)?, out_at: opt_ts(r.get(2)?) }))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every vacation of a player, oldest first.
    pub fn vacations_of(&self, player: PlayerId) -> Result<Vec<Vacation>, StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT id, player_id, starts_at, ends_at, days FROM vacations WHERE player_id = ?1 ORDER BY starts_at, id")?;
        let rows = stmt.query_map([player], vacation_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The vacation `player` is on at `now`, if any.
    pub fn vacation_at(&self, player: PlayerId, now: DateTime<Utc>) -> Result<Option<Vacation>, StoreError> {
        Ok(self
            .row(
                "SELECT id, player_id, starts_at, ends_at, days FROM vacations
                 WHERE player_id = ?1 AND starts_at <= ?2 AND ends_at > ?2
                 ORDER BY starts_at DESC LIMIT 1",
                params![player, ts(now)],
                vacation_from_row,
            )
            .optional()?)
    }

    /// Vacation days charged to `player` for vacations begun in `year`.
    pub fn vacation_days_taken(&self, player: PlayerId, year: i32) -> Result<u32, StoreError> {
        Ok(self.row(
            "SELECT coalesce(sum(days), 0) FROM vacations WHERE player_id = ?1 AND substr(starts_at, 1, 4) = ?2",
            params![player, format!("{year:04}")],
            |r| r.get(0),
        )?)
    }

    /// Records a vacation; returns its id.
    pub fn start_vacation(&self, player: PlayerId, starts_at: DateTime<Utc>, ends_at: DateTime<Utc>, days: u32) -> Result<i64, StoreError> {
        if ends_at < starts_at {
            return Err(StoreError::InvalidInput("a vacation cannot end before it starts".into()));
        }
        self.exec(
            "INSERT INTO vacations (player_id, starts_at, ends_at, days) VALUES (?1, ?2, ?3, ?4)",
            params![player, ts(starts_at), ts(ends_at), days],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Ends a vacation early at `at`, charging `days` in all.
    pub fn end_vacation(&self, id: i64, at: DateTime<Utc>, days: u32) -> Result<(), StoreError> {
        let n = self
            .exec("UPDATE vacations SET ends_at = max(starts_at, min(ends_at, ?2)), days = ?3 WHERE id = ?1", params![id, ts(at), days])?;
        if n == 0 {
            return Err(StoreError::InvalidInput(format!("no vacation {id}")));
        }
        Ok(())
    }

    pub fn reminder_prefs(&self, player: PlayerId) -> Result<ReminderPrefs, StoreError> {
        let (mode, after, before): (String, Option<i64>, Option<i64>) =
            self.row("SELECT remind_mode, remind_after_secs, remind_before_secs FROM players WHERE id = ?1", [player], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?;
        Ok(ReminderPrefs {
            mode: mode.parse()?,
            after_secs: after.and_then(|n| u64::try_from(n).ok()),
            before_secs: before.and_then(|n| u64::try_from(n).ok()),
        })
    }

    pub fn set_remind_mode(&self, player: PlayerId, mode: RemindMode) -> Result<(), StoreError> {
        self.exec("UPDATE players SET remind_mode = ?2 WHERE id = ?1", params![player, mode])?;
        Ok(())
    }

    /// The player's own delays; `None` returns to the operator's default.
    pub fn set_remind_delays(&self, player: PlayerId, after_secs: Option<u64>, before_secs: Option<u64>) -> Result<(), StoreError> {
        let clamp = |v: Option<u64>| v.map(|n| i64::try_from(n).unwrap_or(i64::MAX));
        self.exec(
            "UPDATE players SET remind_after_secs = ?2, remind_before_secs = ?3 WHERE id = ?1",
            params![player, clamp(after_secs), clamp(before_secs)],
        )?;
        Ok(())
    }

    /// Players who chose `remind digest` (from an index: the scheduler asks
    /// on every pass).
    pub fn digest_players(&self) -> Result<Vec<PlayerId>, StoreError> {
        let mut stmt =
            self.tx.prepare_cached("SELECT id FROM players INDEXED BY players_digest WHERE remind_mode = 'digest' ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// When the reminder of `kind` for this turn of `seat` was sent, if it was.
    pub fn reminder_sent_at(&self, game: GameId, seat: Seat, ply: u32, kind: ReminderKind) -> Result<Option<DateTime<Utc>>, StoreError> {
        Ok(self
            .row(
                "SELECT sent_at FROM reminders WHERE game_id = ?1 AND seat = ?2 AND ply = ?3 AND kind = ?4",
                params![game, seat, ply, kind],
                |r| r.get::<_, Ts>(0),
            )
            .optional()?
            .map(|t| t.0))
    }

    /// The kinds of reminder sent for this turn of `seat`, in one read (the
    /// scheduler asks of every running clock of each game that changed).
    /// A kind this build does not know is left out.
    pub fn reminders_sent(&self, game: GameId, seat: Seat, ply: u32) -> Result<Vec<ReminderKind>, StoreError> {
        let mut stmt = self.tx.prepare_cached("SELECT kind FROM reminders WHERE game_id = ?1 AND seat = ?2 AND ply = ?3")?;
        let kinds = stmt.query_map(params![game, seat, ply], |r| r.get::<_, String>(0))?;
        let mut sent = Vec::new();
        for kind in kinds {
            if let Ok(kind) = kind?.parse() {
                sent.push(kind);
            }
        }
        Ok(sent)
    }

    /// When the last time-out of `seat` in `game` was recorded, if any.
    pub fn timed_out(&self, game: GameId, seat: Seat) -> Result<Option<DateTime<Utc>>, StoreError> {
        Ok(self
            .row("SELECT max(sent_at) FROM reminders WHERE game_id = ?1 AND seat = ?2 AND kind = 'timeout'", params![game, seat], |r| {
                r.get::<_, Option<Ts>>(0)
            })?
            .map(|t| t.0))
    }

    /// Records a reminder (with its mail's Message-ID). Fails when this
    /// reminder was already recorded: each is sent at most once.
    pub fn record_reminder(
        &self,
        game: GameId,
        seat: Seat,
        ply: u32,
        kind: ReminderKind,
        message_id: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        if self.reminder_sent_at(game, seat, ply, kind)?.is_some() {
            return Err(StoreError::InvalidInput(format!("reminder {kind} of game #{game} seat {seat} turn {ply} was already sent")));
        }
        self.exec(
            "INSERT INTO reminders (game_id, seat, ply, kind, sent_at, message_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, seat, ply, kind, ts(now), message_id.map(super::bare_message_id)],
        )?;
        Ok(())
    }

    /// Whether the digest of `day` was dealt with (sent, or nothing to send).
    pub fn digest_done(&self, player: PlayerId, day: NaiveDate) -> Result<bool, StoreError> {
        let n: i64 = self.row(
            "SELECT count(*) FROM digests WHERE player_id = ?1 AND day = ?2",
            params![player, day.format("%Y-%m-%d").to_string()],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    /// Records the digest of `day`; `message_id` is `None` when there was
    /// nothing to tell. Fails when the day was already recorded.
    pub fn record_digest(&self, player: PlayerId, day: NaiveDate, message_id: Option<&str>, now: DateTime<Utc>) -> Result<(), StoreError> {
        if self.digest_done(player, day)? {
            return Err(StoreError::InvalidInput(format!("the digest of {day} for player {player} was already recorded")));
        }
        self.exec(
            "INSERT INTO digests (player_id, day, sent_at, message_id) VALUES (?1, ?2, ?3, ?4)",
            params![player, day.format("%Y-%m-%d").to_string(), ts(now), message_id.map(super::bare_message_id)],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use chrono::TimeZone;

    fn t(secs: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_767_225_600 + secs, 0).unwrap() // 2026-01-01T00:00:00Z
    }

    fn setup() -> (Store, GameId, PlayerId, PlayerId) {
        let mut store = Store::open_in_memory().unwrap();
        let (g, a, b) = store
            .transaction(|tx| {
                let a = tx.ensure_player("alice@example.org", None, t(0))?;
                let b = tx.ensure_player("bob@example.org", None, t(0))?;
                let g = tx.create_game(
                    "chess",
                    &GameOptions { days: Some(30), moves: Some(10), ..Default::default() },
                    "FEN0",
                    &[(Seat::White, a.id, true), (Seat::Black, b.id, false)],
                    t(0),
                )?;
                Ok::<_, StoreError>((g, a.id, b.id))
            })
            .unwrap();
        (store, g, a, b)
    }

    #[test]
    fn started_at_is_set_when_the_game_becomes_active() {
        let (mut store, g, _, _) = setup();
        store
            .transaction(|tx| {
                let row = tx.clock_row(g)?.unwrap();
                assert_eq!((row.status, row.started_at, row.turn_began()), (GameStatus::Invited, None, None));
                assert_eq!((row.days, row.moves, row.plies), (Some(30), Some(10), 0));
                tx.accept_seat(g, Seat::Black, t(50))?;
                let row = tx.clock_row(g)?.unwrap();
                assert_eq!((row.started_at, row.turn_began()), (Some(t(50)), Some(t(50))));
                tx.append_turn(g, Seat::White, "e4", "FEN1", None, t(80))?;
                tx.append_turn(g, Seat::Black, "e5", "FEN2", None, t(100))?;
                tx.append_turn(g, Seat::White, "Nf3", "FEN3", None, t(130))?;
                let row = tx.clock_row(g)?.unwrap();
                assert_eq!((row.turn_began(), row.plies, row.fen.as_str()), (Some(t(130)), 3, "FEN3"));
                assert_eq!(tx.turn_spans(g, Seat::White)?, vec![(t(50), t(80)), (t(100), t(130))]);
                assert_eq!(tx.turn_spans(g, Seat::Black)?, vec![(t(80), t(100))]);
                assert_eq!(tx.active_clock_rows()?.len(), 1);
                tx.set_deadline(g, Some(t(999)))?;
                assert_eq!(tx.clock_row(g)?.unwrap().deadline_at, Some(t(999)));
                // A game created active starts at once.
                let a = tx.player_by_address("alice@example.org")?.unwrap().id;
                let b = tx.player_by_address("bob@example.org")?.unwrap().id;
                let g2 =
                    tx.create_game("chess", &GameOptions::default(), "FEN0", &[(Seat::White, a, true), (Seat::Black, b, true)], t(200))?;
                let row = tx.clock_row(g2)?.unwrap();
                assert_eq!((row.started_at, row.days, row.moves), (Some(t(200)), None, None));
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    #[test]
    fn board_aware_spans_in_four_player_bughouse() {
        // Board A: a-white, a-black; board B: b-white, b-black. Partners:
        // a-white + b-black, a-black + b-white.
        let board_a = |s: Seat| s.primary_side().board == 0;
        let board_b = |s: Seat| s.primary_side().board == 1;
        let turns: Vec<(Seat, DateTime<Utc>)> = [
            (Seat::AWhite, 10),
            (Seat::BWhite, 15),
            (Seat::BBlack, 20),
            (Seat::BWhite, 30),
            (Seat::ABlack, 40),
            (Seat::BBlack, 45),
            (Seat::BWhite, 50),
        ]
        .iter()
        .map(|&(s, at)| (s, t(at)))
        .collect();
        let h = seat_history(Some(t(0)), &turns, &[], Seat::ABlack, &board_a, Some(Seat::BWhite));
        // a-black's turn began with a-white's move at 10, not at b-white's 15.
        assert_eq!(h.spans, vec![(t(10), t(40))]);
        assert_eq!((h.began, h.ply, h.partner_moves), (Some(t(40)), 5, 1), "its next turn: b-white moved once since");
        let h = seat_history(Some(t(0)), &turns, &[], Seat::AWhite, &board_a, Some(Seat::BBlack));
        assert_eq!(h.spans, vec![(t(0), t(10))]);
        assert_eq!((h.began, h.ply, h.partner_moves), (Some(t(40)), 5, 1));
        let h = seat_history(Some(t(0)), &turns, &[], Seat::BBlack, &board_b, Some(Seat::AWhite));
        assert_eq!(h.spans, vec![(t(15), t(20)), (t(30), t(45))]);
        assert_eq!((h.began, h.ply, h.partner_moves), (Some(t(50)), 7, 0));
        // Three partner moves while waiting: b-black moves, a-black waits.
        let h = seat_history(Some(t(0)), &turns[..4], &[], Seat::ABlack, &board_a, Some(Seat::BWhite));
        assert_eq!((h.spans.len(), h.began, h.ply, h.partner_moves), (0, Some(t(10)), 1, 2));
        let mut more = turns[..4].to_vec();
        more.push((Seat::BBlack, t(35)));
        more.push((Seat::BWhite, t(36)));
        let h = seat_history(Some(t(0)), &more, &[], Seat::ABlack, &board_a, Some(Seat::BWhite));
        assert_eq!((h.began, h.ply, h.partner_moves), (Some(t(10)), 1, 3));
        // Before any move on the board: the turn began at the start.
        let h = seat_history(Some(t(0)), &turns[1..2], &[], Seat::AWhite, &board_a, Some(Seat::BBlack));
        assert_eq!((h.spans.len(), h.began, h.ply, h.partner_moves), (0, Some(t(0)), 0, 0));
        // Every seat on one board: the two-seat rule (any turn begins the next).
        let two: Vec<(Seat, DateTime<Utc>)> = vec![(Seat::White, t(5)), (Seat::Black, t(7)), (Seat::White, t(9))];
        let h = seat_history(Some(t(0)), &two, &[], Seat::Black, &|_| true, None);
        assert_eq!((h.spans, h.began, h.ply), (vec![(t(5), t(7))], Some(t(9)), 3));
    }

    #[test]
    fn a_turns_clock_starts_when_its_notice_left() {
        let turns: Vec<(Seat, DateTime<Utc>)> = vec![(Seat::White, t(5)), (Seat::Black, t(20)), (Seat::White, t(30))];
        let n = |seat, ply, out: Option<i64>| TurnNotice { seat, ply, out_at: out.map(t) };
        // Black was told of 1. e4 only at 12 (an outage): 8 s used, not 15.
        let notices = [n(Seat::White, 0, Some(1)), n(Seat::Black, 1, Some(12)), n(Seat::White, 2, Some(21)), n(Seat::Black, 3, None)];
        let h = seat_history(Some(t(0)), &turns, &notices, Seat::Black, &|_| true, None);
        assert_eq!(h.spans, vec![(t(12), t(20))]);
        assert_eq!((h.began, h.ply, h.notice, h.clock_start()), (Some(t(30)), 3, Notice::Waiting, None), "no clock before the notice left");
        let h = seat_history(Some(t(0)), &turns, &notices, Seat::White, &|_| true, None);
        assert_eq!(h.spans, vec![(t(1), t(5)), (t(21), t(30))]);
        // Sent: the clock starts then, never before the turn began.
        let sent = [n(Seat::Black, 3, Some(33))];
        let h = seat_history(Some(t(0)), &turns, &sent, Seat::Black, &|_| true, None);
        assert_eq!((h.notice, h.clock_start()), (Notice::Out(t(33)), Some(t(33))));
        assert_eq!(Notice::Out(t(25)).clock_start(t(30)), Some(t(30)));
        // Without notices (older stores): from the turn, as before.
        let h = seat_history(Some(t(0)), &turns, &[], Seat::Black, &|_| true, None);
        assert_eq!((h.clock_start(), h.spans), (Some(t(30)), vec![(t(5), t(20))]));
        // A move made while its notice still waited took no time.
        let waiting = [n(Seat::Black, 1, None)];
        let h = seat_history(Some(t(0)), &turns, &waiting, Seat::Black, &|_| true, None);
        assert_eq!(h.spans, vec![(t(20), t(20))]);
    }

    #[test]
    fn migration_002_upgrades_a_database_with_games() {
        let path = std::env::temp_dir().join(format!("tandem-002-{}.sqlite3", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            let mut conn = rusqlite::Connection::open(&path).unwrap();
            rusqlite_migration::Migrations::from_slice(&crate::store::database::MIGRATIONS[..1]).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.org', '2025-01-01T00:00:00.000Z'), (2, 'b@x.org', '2025-01-01T00:00:00.000Z');
                 INSERT INTO games (id, variant, status, options, start_fen, fen, created_at, updated_at)
                   VALUES (1, 'chess', 'active', '{}', 'F', 'F', '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z'),
                          (2, 'chess', 'invited', '{}', 'F', 'F', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
                 INSERT INTO seats (game_id, seat, player_id, accepted_at) VALUES (1, 'white', 1, '2025-01-01T00:00:00.000Z'), (1, 'black', 2, '2025-01-02T00:00:00.000Z'),
                   (2, 'white', 1, '2025-01-01T00:00:00.000Z'), (2, 'black', 2, NULL);",
            )
            .unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        store
            .transaction(|tx| {
                let day2 = DateTime::parse_from_rfc3339("2025-01-02T00:00:00Z").unwrap().with_timezone(&Utc);
                assert_eq!(tx.clock_row(GameId(1))?.unwrap().started_at, Some(day2));
                assert_eq!(tx.clock_row(GameId(2))?.unwrap().started_at, None);
                assert_eq!(tx.reminder_prefs(PlayerId(1))?.mode, RemindMode::Each);
                Ok::<_, StoreError>(())
            })
            .unwrap();
        drop(store);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[test]
    fn vacations_and_the_yearly_allowance() {
        let (mut store, _, a, b) = setup();
        store
            .transaction(|tx| {
                assert_eq!(tx.vacation_at(a, t(0))?, None);
                let id = tx.start_vacation(a, t(10), t(110), 5)?;
                assert_eq!(tx.vacation_at(a, t(10))?.map(|v| v.id), Some(id));
                assert_eq!(tx.vacation_at(a, t(109))?.map(|v| v.days), Some(5));
                assert_eq!(tx.vacation_at(a, t(110))?, None);
                assert_eq!(tx.vacation_at(b, t(50))?, None);
                assert_eq!(tx.vacation_days_taken(a, 2026)?, 5);
                assert_eq!(tx.vacation_days_taken(a, 2025)?, 0);
                tx.end_vacation(id, t(40), 2)?;
                assert_eq!(tx.vacation_at(a, t(50))?, None);
                assert_eq!(tx.vacations_of(a)?[0].ends_at, t(40));
                assert_eq!(tx.vacation_days_taken(a, 2026)?, 2);
                // Ending after the planned end does not lengthen it.
                tx.end_vacation(id, t(500), 2)?;
                assert_eq!(tx.vacations_of(a)?[0].ends_at, t(40));
                assert!(tx.start_vacation(a, t(10), t(5), 1).is_err());
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    #[test]
    fn reminder_settings_and_records() {
        let (mut store, g, a, b) = setup();
        store
            .transaction(|tx| {
                let p = tx.reminder_prefs(a)?;
                assert_eq!(p, ReminderPrefs { mode: RemindMode::Each, after_secs: None, before_secs: None });
                tx.set_remind_mode(a, RemindMode::Digest)?;
                tx.set_remind_delays(a, Some(3600), None)?;
                assert_eq!(tx.reminder_prefs(a)?, ReminderPrefs { mode: RemindMode::Digest, after_secs: Some(3600), before_secs: None });
                assert_eq!(tx.digest_players()?, vec![a]);
                tx.set_remind_mode(b, RemindMode::Off)?;
                assert_eq!(tx.digest_players()?, vec![a]);

                assert_eq!(tx.reminder_sent_at(g, Seat::White, 0, ReminderKind::First)?, None);
                tx.record_reminder(g, Seat::White, 0, ReminderKind::First, Some("<r1@bot>"), t(5))?;
                assert_eq!(tx.reminder_sent_at(g, Seat::White, 0, ReminderKind::First)?, Some(t(5)));
                assert!(tx.record_reminder(g, Seat::White, 0, ReminderKind::First, None, t(6)).is_err(), "sent twice");
                tx.record_reminder(g, Seat::White, 0, ReminderKind::LastCall, None, t(7))?;
                tx.record_reminder(g, Seat::White, 2, ReminderKind::First, None, t(8))?;
                assert!(tx.record_reminder(g, Seat::South, 0, ReminderKind::First, None, t(8)).is_err(), "no such seat");

                let day = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
                assert!(!tx.digest_done(a, day)?);
                tx.record_digest(a, day, None, t(9))?;
                assert!(tx.digest_done(a, day)?);
                assert!(!tx.digest_done(b, day)?);
                assert!(tx.record_digest(a, day, Some("x@y"), t(10)).is_err());
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
