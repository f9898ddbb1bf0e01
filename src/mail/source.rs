//! Where incoming mail comes from: the [`MailSource`] trait and the
//! [`SourceKey`] that names one message in its source.
//!
//! Contract: `fetch` returns the messages still waiting (oldest first, in
//! bounded batches); the caller handles each, records its key, then calls
//! `done`, which moves it out of the way (IMAP: into the processed folder;
//! Maildir: into `cur/`). A crash between handling and `done` means the
//! message is fetched again: the caller recognises it by its key (or its
//! Message-ID) and only calls `done`.

use super::MailError;
use chrono::{DateTime, Utc};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// One fetched message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    pub key: SourceKey,
    /// The whole message; only its header when `oversize` is set.
    pub raw: Vec<u8>,
    /// The message's size, when it is larger than the source's limit
    /// ([`MailSource::set_max_mail_bytes`]): its body was not read, so one
    /// stranger's huge mail cannot exhaust the bot's memory.
    pub oversize: Option<u64>,
    /// When it arrived in the mailbox, by the mailbox's clock: IMAP's
    /// INTERNALDATE (whole seconds), the modification time of the Maildir
    /// file in `new/` (when it was written there). Never the `Date:`
    /// header, which the sender writes.
    pub arrived: DateTime<Utc>,
}

/// What one fetch found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Batch {
    /// Oldest first.
    pub mails: Vec<Fetched>,
    /// Nothing else waited but the messages `skip` named: the mailbox was
    /// read through to (about) the start of the fetch. A full batch leaves
    /// more behind for the next fetch.
    pub complete: bool,
}

/// The default of [`MailSource::set_max_mail_bytes`].
pub const DEFAULT_MAX_MAIL_BYTES: u64 = 2 * 1024 * 1024;

/// At most this much of an oversized message's header is read.
pub const MAX_HEADER_BYTES: usize = 256 * 1024;

/// The header of a message (up to and including the blank line after it),
/// at most [`MAX_HEADER_BYTES`] of it.
pub fn header_part(raw: &[u8]) -> &[u8] {
    let raw = &raw[..raw.len().min(MAX_HEADER_BYTES)];
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| i + 4)
        .into_iter()
        .chain(raw.windows(2).position(|w| w == b"\n\n").map(|i| i + 2))
        .min();
    &raw[..end.unwrap_or(raw.len())]
}

/// Identifies a message within its source, stable across restarts.
///
/// Text form (`to_string()` / `parse()`), safe to store:
/// - `imap:<uidvalidity>:<uid>:<mailbox>` (mailbox last: it may contain `:`),
/// - `maildir:<file name in new/>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SourceKey {
    Imap { mailbox: String, uid_validity: u32, uid: u32 },
    Maildir { name: String },
}

impl fmt::Display for SourceKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceKey::Imap { mailbox, uid_validity, uid } => write!(f, "imap:{uid_validity}:{uid}:{mailbox}"),
            SourceKey::Maildir { name } => write!(f, "maildir:{name}"),
        }
    }
}

impl FromStr for SourceKey {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || format!("{s:?} is not a source key (imap:<uidvalidity>:<uid>:<mailbox> or maildir:<name>)");
        if let Some(rest) = s.strip_prefix("imap:") {
            let mut it = rest.splitn(3, ':');
            let uid_validity = it.next().and_then(|v| v.parse().ok()).ok_or_else(bad)?;
            let uid = it.next().and_then(|v| v.parse().ok()).ok_or_else(bad)?;
            let mailbox = it.next().filter(|m| !m.is_empty()).ok_or_else(bad)?.to_string();
            Ok(SourceKey::Imap { mailbox, uid_validity, uid })
        } else if let Some(name) = s.strip_prefix("maildir:").filter(|n| !n.is_empty()) {
            Ok(SourceKey::Maildir { name: name.to_string() })
        } else {
            Err(bad())
        }
    }
}

pub trait MailSource {
    /// The messages waiting, oldest first; at most a bounded batch per call.
    fn fetch(&mut self) -> Result<Vec<Fetched>, MailError> {
        Ok(self.fetch_except(&|_| false)?.mails)
    }
    /// The messages waiting but those `skip` names (mail that failed for now
    /// and waits for its next try), so that they never hold up the others.
    fn fetch_except(&mut self, skip: &dyn Fn(&SourceKey) -> bool) -> Result<Batch, MailError>;
    /// How much before the start of a complete fetch a message may have
    /// arrived and still not be listed: the arrival times' precision, and a
    /// delivery that was under way. The mailbox counts as read through the
    /// start of the fetch less this.
    fn arrival_slack(&self) -> Duration;
    /// Messages larger than this are fetched as their header alone.
    fn set_max_mail_bytes(&mut self, max: u64);
    /// Marks a fetched message as handled by moving it out of the inbox.
    /// Doing it twice is not an error.
    fn done(&mut self, key: &SourceKey) -> Result<(), MailError>;
    /// Blocks until new mail may have arrived or `max` has passed.
    fn wait(&mut self, max: Duration) -> Result<(), MailError>;
    /// Moves a fetched message that the bot could not handle to the
    /// set-aside folder, where it is kept for the operator (never deleted).
    fn set_aside(&mut self, key: &SourceKey) -> Result<(), MailError>;
    /// How many messages wait in the inbox.
    fn waiting(&mut self) -> Result<usize, MailError>;
    /// The set-aside messages, oldest first (large ones as their header).
    fn set_aside_mails(&mut self) -> Result<Vec<Fetched>, MailError>;
    /// Moves a set-aside message back to the inbox, where it is read as new.
    fn restore(&mut self, key: &SourceKey) -> Result<(), MailError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_part_ends_at_the_first_blank_line() {
        assert_eq!(header_part(b"From: a@b\r\nSubject: x\r\n\r\nbody\r\n\r\nmore"), b"From: a@b\r\nSubject: x\r\n\r\n");
        assert_eq!(header_part(b"From: a@b\n\nbody"), b"From: a@b\n\n");
        assert_eq!(header_part(b"From: a@b\nno end"), b"From: a@b\nno end");
        let flood = vec![b'X'; MAX_HEADER_BYTES * 2];
        assert_eq!(header_part(&flood).len(), MAX_HEADER_BYTES);
    }

    #[test]
    fn key_text_roundtrip() {
        let keys = [
            SourceKey::Imap { mailbox: "INBOX".into(), uid_validity: 1700000000, uid: 42 },
            SourceKey::Imap { mailbox: "Lists:chess/in".into(), uid_validity: 1, uid: 4294967295 },
            SourceKey::Maildir { name: "1700000000.M12P34Q5.host".into() },
        ];
        for k in keys {
            assert_eq!(k.to_string().parse::<SourceKey>().unwrap(), k);
        }
        assert_eq!(SourceKey::Imap { mailbox: "INBOX".into(), uid_validity: 7, uid: 3 }.to_string(), "imap:7:3:INBOX");
        for bad in ["", "imap:", "imap:x:1:INBOX", "imap:1:2:", "maildir:", "pop:1"] {
            assert!(bad.parse::<SourceKey>().is_err(), "{bad}");
        }
    }
}
