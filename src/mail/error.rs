//! The error of mail sources and of the connection checks.

use std::fmt;

/// A failure to read mail or to reach a mail server. Each message says what
/// was tried and, where it helps, what to check; none contains a password.
/// The cause (I/O, IMAP, TLS) is written into the message where it happens,
/// before the hint, so there is no `source()`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailError {
    /// The configuration cannot work (e.g. an unreadable CA file).
    Config(String),
    /// The server could not be reached, or TLS failed.
    Connect(String),
    /// The server refused the login.
    Auth(String),
    /// The OAuth2 token command could not give a token (it failed, took
    /// too long, or printed nothing usable).
    TokenCommand(String),
    /// The server answered NO/BAD or something unexpected.
    Server(String),
    /// The connection dropped in the middle of a command (retried once
    /// after reconnecting before this is returned).
    Disconnected(String),
    /// A local file or directory problem (Maildir).
    Io(String),
    /// A [`super::SourceKey`] that does not belong to this source, or whose
    /// mailbox was reset since (IMAP UIDVALIDITY changed).
    StaleKey(String),
}

impl MailError {
    /// Worth trying again later without anyone changing anything.
    pub fn is_transient(&self) -> bool {
        matches!(
            self,
            MailError::Connect(_) | MailError::Disconnected(_) | MailError::Server(_) | MailError::Io(_) | MailError::TokenCommand(_)
        )
    }
}

impl fmt::Display for MailError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MailError::Config(m) => write!(f, "mail configuration: {m}"),
            MailError::Connect(m) => write!(f, "cannot connect: {m}"),
            MailError::Auth(m) => write!(f, "login refused: {m}"),
            MailError::TokenCommand(m) => write!(f, "no OAuth2 token: {m}"),
            MailError::Server(m) => write!(f, "mail server error: {m}"),
            MailError::Disconnected(m) => write!(f, "connection lost: {m}"),
            MailError::Io(m) => write!(f, "mail directory: {m}"),
            MailError::StaleKey(m) => write!(f, "stale message key: {m}"),
        }
    }
}

impl std::error::Error for MailError {}
