//! What can go wrong in the store.

use std::fmt;
use std::path::PathBuf;

use super::ids::{GameId, OutboxId};
use super::status::GameStatus;
use super::unreadable::Unreadable;
use crate::rules::Seat;

/// Everything that can go wrong in the store. The messages are meant for the
/// operator's log; the bot turns the player-facing ones into its own words.
/// They include SQLite's message, because they are also logged alone;
/// `source()` is still SQLite's error, and [`crate::error::chain`] does not
/// repeat it.
#[derive(Debug)]
pub enum StoreError {
    /// There is no database file at this path (for the commands that read
    /// an existing store).
    Missing(PathBuf),
    /// The database file could not be opened or set up.
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The schema could not be brought up to date.
    Migration(Box<rusqlite_migration::Error>),
    /// Any other SQLite failure (disk full, locked too long, constraint...).
    Sqlite(rusqlite::Error),
    /// The incoming mail was already recorded (same copy or same Message-ID).
    AlreadySeen {
        source_key: String,
        message_id: Option<String>,
    },
    /// A Message-ID the bot generated is already in use.
    DuplicateMessageId(String),
    NoSuchGame(GameId),
    NoSuchSeat {
        game: GameId,
        seat: Seat,
    },
    NoSuchOutboxMail(OutboxId),
    /// The game's status does not allow the change.
    WrongStatus {
        game: GameId,
        status: GameStatus,
        action: &'static str,
    },
    /// A caller passed something the store refuses to keep.
    InvalidInput(String),
    /// A stored value could not be read back (edited by hand?).
    Corrupt(Unreadable),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Missing(path) => write!(f, "there is no store at {}", path.display()),
            StoreError::Open { path, source } => {
                write!(f, "cannot open the database {}: {source}", path.display())
            }
            StoreError::Migration(e) => write!(f, "cannot update the database schema: {e}"),
            StoreError::Sqlite(e) => write!(f, "database error: {e}"),
            StoreError::AlreadySeen { source_key, message_id } => match message_id {
                Some(id) => write!(f, "mail {source_key} (Message-ID <{id}>) was already processed"),
                None => write!(f, "mail {source_key} was already processed"),
            },
            StoreError::DuplicateMessageId(id) => {
                write!(f, "Message-ID <{id}> was already used for another mail")
            }
            StoreError::NoSuchGame(id) => write!(f, "there is no game #{id}"),
            StoreError::NoSuchSeat { game, seat } => {
                write!(f, "game #{game} has no seat \"{seat}\"")
            }
            StoreError::NoSuchOutboxMail(id) => write!(f, "there is no outgoing mail {}", id.0),
            StoreError::WrongStatus { game, status, action } => {
                write!(f, "cannot {action} game #{game}: it is {status}")
            }
            StoreError::InvalidInput(msg) => write!(f, "invalid input for the store: {msg}"),
            StoreError::Corrupt(e) => e.fmt(f),
        }
    }
}

impl StoreError {
    /// A failure of the store itself (busy, locked, disk full, I/O, memory),
    /// which may pass if the same work is tried again later. Everything else
    /// (a constraint, a value the store refuses, a game in the wrong state)
    /// fails again the same way for the same input.
    pub fn is_transient(&self) -> bool {
        use rusqlite::ErrorCode as C;
        match self {
            StoreError::Open { .. } | StoreError::Migration(_) => true,
            // A fresh id is made on the next try.
            StoreError::DuplicateMessageId(_) => true,
            StoreError::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(
                    C::DatabaseBusy
                        | C::DatabaseLocked
                        | C::DiskFull
                        | C::SystemIoFailure
                        | C::CannotOpen
                        | C::OutOfMemory
                        | C::ReadOnly
                        | C::FileLockingProtocolFailed
                        | C::OperationInterrupted
                )
            ),
            _ => false,
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Open { source, .. } => Some(source),
            StoreError::Migration(e) => Some(e.as_ref()),
            StoreError::Sqlite(e) => Some(e),
            _ => None,
        }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sqlite(e)
    }
}

impl From<Unreadable> for StoreError {
    fn from(e: Unreadable) -> Self {
        StoreError::Corrupt(e)
    }
}
