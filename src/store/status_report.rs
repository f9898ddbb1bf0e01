//! What `tandem status` shows of the store: games by state, the outbox,
//! failures, set-aside mail and when the daemon last passed.

use chrono::{DateTime, Utc};

use super::time::Ts;
use super::{StoreError, Tx};

/// The `meta` key under which the daemon notes the end of each pass.
pub const LAST_PASS: &str = "last_pass";

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
    /// When the daemon last finished a pass over the mailbox.
    pub last_pass: Option<DateTime<Utc>>,
}

impl Tx<'_> {
    pub fn status(&self) -> Result<StoreStatus, StoreError> {
        let count = |sql: &str| -> Result<u64, StoreError> { Ok(self.row(sql, [], |r| r.get::<_, i64>(0))?.max(0) as u64) };
        let (outbox_pending, outbox_oldest) =
            self.row("SELECT count(*), min(created_at) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL", [], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, Option<Ts>>(1)?))
            })?;
        let last_pass = self.meta(LAST_PASS)?.and_then(|t| DateTime::parse_from_rfc3339(&t).ok()).map(|t| t.with_timezone(&Utc));
        Ok(StoreStatus {
            games_invited: count("SELECT count(*) FROM games WHERE status = 'invited'")?,
            games_active: count("SELECT count(*) FROM games WHERE status = 'active'")?,
            games_over: count("SELECT count(*) FROM games WHERE status IN ('finished', 'declined', 'aborted')")?,
            outbox_pending: outbox_pending.max(0) as u64,
            outbox_oldest: outbox_oldest.map(|t| t.0),
            outbox_failed: count("SELECT count(*) FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NULL")?,
            mail_failing: count("SELECT count(*) FROM mail_failures")?,
            mail_set_aside: self.set_aside_count()?,
            next_due: self.earliest_wake()?,
            last_pass,
        })
    }

    /// Notes that the daemon finished a pass at `now`.
    pub fn note_pass(&self, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.set_meta(LAST_PASS, &now.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
    }
}
