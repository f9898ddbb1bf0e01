//! What `tandem status` shows of the store: games by state, the outbox,
//! failures, set-aside mail and when the daemon last passed.

use chrono::{DateTime, Utc};

use super::time::{stamp, Ts};
use rusqlite::params;

use super::{StoreError, Tx};

/// The `meta` key under which the daemon notes the end of each pass.
pub const LAST_PASS: &str = "last_pass";
/// ... how far it read the mailbox (deadlines are judged up to there).
pub const READ_THROUGH: &str = "mailbox_read_through";
/// ... since when it cannot read the mailbox (absent while it can).
pub const UNREADABLE_SINCE: &str = "mailbox_unreadable_since";

/// A snapshot of the store for the operator.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoreStatus {
    pub games_invited: u64,
    pub games_active: u64,
    pub games_over: u64,
    /// Mail queued and not sent yet (waiting for its first or next try).
    pub outbox_pending: u64,
    /// When the oldest of those was queued.
    pub outbox_oldest: Option<DateTime<Utc>>,
    /// Mail the sender gave up on (refused for good, or out of attempts).
    pub outbox_failed: u64,
    /// Incoming mail that failed for now and waits for its next try.
    pub mail_failing: u64,
    /// Incoming mail set aside (its records, as `tandem set-aside` lists them).
    pub mail_set_aside: u64,
    /// The next moment a reminder, time-out or digest is due.
    pub next_due: Option<DateTime<Utc>>,
    /// Games whose turn's notice waits in the outbox: their clocks start
    /// when it leaves, so nothing of theirs is due until then.
    pub turns_waiting_for_mail: u64,
    /// The next try at sending the outbox.
    pub outbox_next_try: Option<DateTime<Utc>>,
    /// When the daemon last finished a pass over the mailbox.
    pub last_pass: Option<DateTime<Utc>>,
    /// Every mail that arrived before this was handled: deadlines up to it
    /// are judged.
    pub read_through: Option<DateTime<Utc>>,
    /// The mailbox could not be read since then (at the last pass).
    pub unreadable_since: Option<DateTime<Utc>>,
    /// Deadlines that passed after `read_through`: their time-outs wait for
    /// the mailbox to be read.
    pub deadlines_waiting: u64,
}

impl Tx<'_> {
    pub fn status(&self, now: DateTime<Utc>) -> Result<StoreStatus, StoreError> {
        let count = |sql: &str| -> Result<u64, StoreError> { Ok(self.row(sql, [], |r| r.get::<_, i64>(0))?.max(0) as u64) };
        let (outbox_pending, outbox_oldest) =
            self.row("SELECT count(*), min(created_at) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL", [], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, Option<Ts>>(1)?))
            })?;
        let time = |key: &str| -> Result<Option<DateTime<Utc>>, StoreError> {
            Ok(self.meta(key)?.and_then(|t| DateTime::parse_from_rfc3339(&t).ok()).map(|t| t.with_timezone(&Utc)))
        };
        let last_pass = time(LAST_PASS)?;
        let read_through = time(READ_THROUGH)?;
        let unreadable_since = time(UNREADABLE_SINCE)?;
        let deadlines_waiting = self.row(
            "SELECT count(*) FROM games WHERE status = 'active' AND deadline_at > ?1 AND deadline_at <= ?2",
            params![read_through.map_or_else(String::new, stamp), stamp(now)],
            |r| r.get::<_, i64>(0),
        )?;
        Ok(StoreStatus {
            games_invited: count("SELECT count(*) FROM games WHERE status = 'invited'")?,
            games_active: count("SELECT count(*) FROM games WHERE status = 'active'")?,
            games_over: count("SELECT count(*) FROM games WHERE status IN ('finished', 'declined', 'aborted')")?,
            outbox_pending: outbox_pending.max(0) as u64,
            outbox_oldest: outbox_oldest.map(|t| t.0),
            outbox_failed: count("SELECT count(*) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NULL")?,
            mail_failing: count("SELECT count(*) FROM mail_failures")?,
            mail_set_aside: self.set_aside_count()?,
            next_due: self.earliest_wake(now)?,
            turns_waiting_for_mail: count(
                "SELECT count(DISTINCT o.game_id) FROM outbox o JOIN games g ON g.id = o.game_id
                 WHERE g.status = 'active' AND o.turn_seat IS NOT NULL AND o.sent_at IS NULL AND o.next_attempt_at IS NOT NULL",
            )?,
            outbox_next_try: self.next_outbox_attempt()?,
            last_pass,
            read_through,
            unreadable_since,
            deadlines_waiting: deadlines_waiting.max(0) as u64,
        })
    }

    /// Notes that the daemon finished a pass at `now`, having read the
    /// mailbox through `read_through`, and since when it cannot read it.
    pub fn note_pass(
        &self,
        now: DateTime<Utc>,
        read_through: Option<DateTime<Utc>>,
        unreadable_since: Option<DateTime<Utc>>,
    ) -> Result<(), StoreError> {
        self.set_meta(LAST_PASS, &stamp(now))?;
        if let Some(t) = read_through {
            self.note_read_through(t)?;
        }
        match unreadable_since {
            Some(t) => self.set_meta(UNREADABLE_SINCE, &stamp(t)),
            None => self.delete_meta(UNREADABLE_SINCE),
        }
    }

    /// Notes that every mail that arrived before `t` was handled.
    pub fn note_read_through(&self, t: DateTime<Utc>) -> Result<(), StoreError> {
        self.set_meta(READ_THROUGH, &stamp(t))
    }
}
