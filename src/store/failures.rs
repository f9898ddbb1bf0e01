//! Mail whose handling failed because of the bot's own resources, counted
//! across restarts (`mail_failures`), and the `meta` values of the daemon.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

use super::time::{ts, Ts};
use super::{StoreError, Tx};

/// One mail that failed and waits in the inbox for its next try.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailFailure {
    pub source_key: String,
    pub attempts: u32,
    pub first_failed_at: DateTime<Utc>,
    pub last_failed_at: DateTime<Utc>,
    pub last_error: String,
}

impl Tx<'_> {
    /// Counts one more failed attempt at the mail `source_key`; returns how
    /// many there were in all.
    pub fn note_mail_failure(&self, source_key: &str, error: &str, now: DateTime<Utc>) -> Result<u32, StoreError> {
        self.exec(
            "INSERT INTO mail_failures (source_key, attempts, first_failed_at, last_failed_at, last_error)
             VALUES (?1, 1, ?2, ?2, ?3)
             ON CONFLICT (source_key) DO UPDATE
             SET attempts = attempts + 1, last_failed_at = excluded.last_failed_at, last_error = excluded.last_error",
            params![source_key, ts(now), error],
        )?;
        Ok(self.row("SELECT attempts FROM mail_failures WHERE source_key = ?1", [source_key], |r| r.get(0))?)
    }

    /// The mail was handled or set aside: its failures no longer count.
    pub fn forget_mail_failure(&self, source_key: &str) -> Result<(), StoreError> {
        self.exec("DELETE FROM mail_failures WHERE source_key = ?1", [source_key])?;
        Ok(())
    }

    /// Every mail that failed and was neither handled nor set aside since,
    /// the oldest failure first.
    pub fn mail_failures(&self) -> Result<Vec<MailFailure>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT source_key, attempts, first_failed_at, last_failed_at, last_error
             FROM mail_failures ORDER BY first_failed_at, source_key",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(MailFailure {
                source_key: r.get(0)?,
                attempts: r.get(1)?,
                first_failed_at: r.get::<_, Ts>(2)?.0,
                last_failed_at: r.get::<_, Ts>(3)?.0,
                last_error: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A value of the `meta` table (the daemon's last pass, the last notice
    /// to the operator...).
    pub fn meta(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0)).optional()?)
    }

    pub fn set_meta(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![key, value],
        )?;
        Ok(())
    }

    pub fn delete_meta(&self, key: &str) -> Result<(), StoreError> {
        self.exec("DELETE FROM meta WHERE key = ?1", [key])?;
        Ok(())
    }
}
