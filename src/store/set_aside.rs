//! The record of every mail set aside (`set_aside`, migrations/009), keyed
//! by the mail's mailbox key: what `tandem status` counts, `tandem
//! set-aside` lists and `--retry` forgets.

use chrono::{DateTime, Utc};
use rusqlite::params;

use super::time::{ts, Ts};
use super::{StoreError, Tx};

/// One mail set aside, as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAsideRecord {
    /// The mailbox key the mail had when the bot handled it (the
    /// `source = ...` of its log lines).
    pub source_key: String,
    /// The header's From:, Subject: and Message-ID: as far as they could
    /// be read (`None`: absent, or not readable).
    pub from_addr: Option<String>,
    pub subject: Option<String>,
    pub message_id: Option<String>,
    /// 32 hex digits, the hash of the bytes the bot read: finds the copy in
    /// the set-aside folder. `None` for mail set aside before it was kept.
    pub content_hash: Option<String>,
    pub reason: String,
    pub set_aside_at: DateTime<Utc>,
}

impl Tx<'_> {
    /// Records that the mail `r.source_key` is set aside (replacing an
    /// earlier record under the same key).
    pub fn record_set_aside(&self, r: &SetAsideRecord) -> Result<(), StoreError> {
        self.exec(
            "INSERT OR REPLACE INTO set_aside (source_key, from_addr, subject, message_id, content_hash, reason, set_aside_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![r.source_key, r.from_addr, r.subject, r.message_id, r.content_hash, r.reason, ts(r.set_aside_at)],
        )?;
        Ok(())
    }

    /// Every mail set aside, the oldest first.
    pub fn set_aside_records(&self) -> Result<Vec<SetAsideRecord>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT source_key, from_addr, subject, message_id, content_hash, reason, set_aside_at
             FROM set_aside ORDER BY set_aside_at, source_key",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(SetAsideRecord {
                source_key: r.get(0)?,
                from_addr: r.get(1)?,
                subject: r.get(2)?,
                message_id: r.get(3)?,
                content_hash: r.get(4)?,
                reason: r.get(5)?,
                set_aside_at: r.get::<_, Ts>(6)?.0,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many mails are set aside.
    pub fn set_aside_count(&self) -> Result<u64, StoreError> {
        Ok(self.row("SELECT count(*) FROM set_aside", [], |r| r.get::<_, i64>(0))?.max(0) as u64)
    }

    /// Forgets that the mail `source_key` was set aside (the operator runs
    /// it again): its record and its `inbound` row go, so that the mail is
    /// handled like a new one when it is back in the inbox. A mail that
    /// was handled is never forgotten. Returns whether a record went.
    pub fn forget_set_aside(&self, source_key: &str) -> Result<bool, StoreError> {
        let records = self.exec("DELETE FROM set_aside WHERE source_key = ?1", [source_key])?;
        let inbound = self.exec("DELETE FROM inbound WHERE source_key = ?1 AND outcome = 'set-aside'", [source_key])?;
        Ok(records + inbound > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{MailOutcome, NewInbound, Store};

    fn record(key: &str, at: DateTime<Utc>) -> SetAsideRecord {
        SetAsideRecord {
            source_key: key.into(),
            from_addr: None,
            subject: Some("who am I".into()),
            message_id: Some("s3@example.org".into()),
            content_hash: Some(format!("{:032x}", 7)),
            reason: "the mail has no From: address, so there is nobody to answer".into(),
            set_aside_at: at,
        }
    }

    #[test]
    fn a_record_is_listed_counted_and_forgotten_with_its_inbound_row() {
        let mut store = Store::open_in_memory().unwrap();
        let now = Utc::now();
        store
            .transaction(|tx| {
                tx.record_inbound(&NewInbound {
                    source_key: "maildir:1.eml",
                    message_id: None,
                    from_addr: "",
                    subject: None,
                    received_at: now,
                    processed_at: now,
                    outcome: MailOutcome::SetAside,
                    game_id: None,
                    detail: Some("why"),
                })?;
                tx.record_set_aside(&record("maildir:1.eml", now))?;
                tx.record_set_aside(&record("maildir:0.eml", now - chrono::TimeDelta::minutes(1)))?;
                assert_eq!(tx.set_aside_count()?, 2);
                let keys: Vec<String> = tx.set_aside_records()?.into_iter().map(|r| r.source_key).collect();
                assert_eq!(keys, ["maildir:0.eml", "maildir:1.eml"], "oldest first");
                assert_eq!(tx.set_aside_records()?[1], record("maildir:1.eml", tx.set_aside_records()?[1].set_aside_at));
                assert!(tx.forget_set_aside("maildir:1.eml")?);
                assert!(!tx.forget_set_aside("maildir:1.eml")?, "gone already");
                assert_eq!(tx.set_aside_count()?, 1);
                assert!(!tx.inbound_seen("maildir:1.eml", None)?, "handled as new when it comes back");
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    /// A store from before the records: its set-aside mail is listed from
    /// what the inbound rows knew, and can be forgotten.
    #[test]
    fn a_store_from_before_the_records_keeps_its_set_aside_mail() {
        use crate::store::database::MIGRATIONS;
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let before = MIGRATIONS.iter().position(|m| format!("{m:?}").contains("009: a record")).expect("migration 009");
        rusqlite_migration::Migrations::from_slice(&MIGRATIONS[..before]).to_latest(&mut conn).unwrap();
        conn.execute_batch(
            "INSERT INTO inbound (source_key, message_id, from_addr, subject, received_at, processed_at, outcome, detail)
             VALUES ('imap:1:7:INBOX', 'old@example.org', 'ann@example.org', 'hi', 'T', '2026-01-02T03:04:05.000Z', 'set-aside', 'why'),
                    ('maildir:x', NULL, '', NULL, 'T', '2026-01-02T03:04:06.000Z', 'set-aside', NULL),
                    ('maildir:y', NULL, 'bob@example.org', NULL, 'T', '2026-01-02T03:04:07.000Z', 'applied', NULL);",
        )
        .unwrap();
        let mut store = Store::setup(conn).unwrap();
        let records = store.transaction(|tx| tx.set_aside_records()).unwrap();
        assert_eq!(records.len(), 2, "{records:?}");
        assert_eq!(records[0].source_key, "imap:1:7:INBOX");
        assert_eq!(records[0].from_addr.as_deref(), Some("ann@example.org"));
        assert_eq!(records[0].message_id.as_deref(), Some("old@example.org"));
        assert_eq!((records[0].reason.as_str(), records[0].content_hash.as_deref()), ("why", None));
        assert_eq!((records[1].from_addr.as_deref(), records[1].reason.as_str()), (None, ""));
        assert!(store.transaction(|tx| tx.forget_set_aside("imap:1:7:INBOX")).unwrap());
        assert_eq!(store.transaction(|tx| tx.status(Utc::now())).unwrap().mail_set_aside, 1);
    }
}
