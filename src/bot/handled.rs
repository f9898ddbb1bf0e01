//! The answer of `Bot::handle` for one incoming mail, also logged per mail.

use crate::store::GameId;

/// What became of one incoming mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handled {
    /// Commands applied; replies queued.
    Applied { game: Option<GameId>, summary: String },
    /// Refused with a reply to the sender; nothing changed.
    Refused { game: Option<GameId>, problem: String },
    /// Not answered (auto-reply, bounce, list, own mail, unreadable).
    Ignored { reason: String },
    /// Seen before (same copy or same Message-ID): nothing done again.
    Duplicate,
    /// Could not be handled because of what it holds (a value the store or
    /// the mail library refuses, an internal error): recorded with the
    /// reason and never tried again; the sender was told where possible.
    SetAside { reason: String },
    /// Not read: its sender is over one of the limits of `[limits]`. The
    /// first such mail in a window gets one notice, the others silence.
    Throttled { limit: String },
}
