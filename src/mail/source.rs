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
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// One fetched message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    pub key: SourceKey,
    pub raw: Vec<u8>,
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
    fn fetch(&mut self) -> Result<Vec<Fetched>, MailError>;
    /// Marks a fetched message as handled by moving it out of the inbox.
    /// Doing it twice is not an error.
    fn done(&mut self, key: &SourceKey) -> Result<(), MailError>;
    /// Blocks until new mail may have arrived or `max` has passed.
    fn wait(&mut self, max: Duration) -> Result<(), MailError>;
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            SourceKey::Imap { mailbox: "INBOX".into(), uid_validity: 7, uid: 3 }.to_string(),
            "imap:7:3:INBOX"
        );
        for bad in ["", "imap:", "imap:x:1:INBOX", "imap:1:2:", "maildir:", "pop:1"] {
            assert!(bad.parse::<SourceKey>().is_err(), "{bad}");
        }
    }
}
