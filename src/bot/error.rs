//! Failures of the bot's machinery.

use std::fmt;

use super::templates::TemplateError;
use crate::mail::OutboundError;
use crate::store::StoreError;

/// Failures of the bot's machinery (not of the player's input): the mail
/// stays unprocessed and is tried again.
///
/// The message includes the wrapped error's, because it is also logged
/// alone; `source()` is still the wrapped error, and
/// [`chain`](crate::error::chain) does not repeat it.
#[derive(Debug)]
pub enum BotError {
    Store(StoreError),
    Template(TemplateError),
    Compose(OutboundError),
    /// The computer's decision was refused by the rules (a bug in the
    /// engine's seam): nothing was applied.
    Computer(String),
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::Store(e) => write!(f, "store: {e}"),
            BotError::Template(e) => write!(f, "{e}"),
            BotError::Compose(e) => write!(f, "composing mail: {e}"),
            BotError::Computer(e) => write!(f, "the computer's act: {e}"),
        }
    }
}

impl BotError {
    /// A failure of the bot's own resources (the store busy or out of disk,
    /// the operator's templates), worth trying the same mail again later.
    /// Anything else is caused by the mail and would fail again.
    pub fn is_transient(&self) -> bool {
        match self {
            BotError::Store(e) => e.is_transient(),
            BotError::Template(_) => true,
            BotError::Compose(_) | BotError::Computer(_) => false,
        }
    }
}

impl std::error::Error for BotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BotError::Store(e) => Some(e),
            BotError::Template(e) => Some(e),
            BotError::Compose(e) => Some(e),
            BotError::Computer(_) => None,
        }
    }
}

impl From<StoreError> for BotError {
    fn from(e: StoreError) -> Self {
        BotError::Store(e)
    }
}
impl From<TemplateError> for BotError {
    fn from(e: TemplateError) -> Self {
        BotError::Template(e)
    }
}
impl From<OutboundError> for BotError {
    fn from(e: OutboundError) -> Self {
        BotError::Compose(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_bots_own_resources_are_worth_a_retry() {
        let busy = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY), None);
        assert!(BotError::Store(StoreError::Sqlite(busy)).is_transient());
        let full = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL), None);
        assert!(BotError::Store(StoreError::Sqlite(full)).is_transient());
        let constraint = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CONSTRAINT), None);
        assert!(!BotError::Store(StoreError::Sqlite(constraint)).is_transient());
        assert!(!BotError::Store(StoreError::InvalidInput("x".into())).is_transient());
        assert!(!BotError::Compose(OutboundError::Build("x".into())).is_transient());
    }
}
