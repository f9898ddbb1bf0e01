//! The answer of `Bot::handle` for one incoming mail, also logged per mail.

use tracing::info;

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

impl Handled {
    /// The log's line for the mail under `source_key`, from `from`, under
    /// the target `tandem::bot`, which the operator's `TANDEM_LOG` filters name.
    pub(super) fn log(&self, source_key: &str, from: &str) {
        match self {
            Handled::Applied { game, summary } => {
                info!(target: "tandem::bot", source = source_key, from = %from, game = game.map(|g| g.0), "applied: {summary}")
            }
            Handled::Refused { game, problem } => {
                info!(target: "tandem::bot", source = source_key, from = %from, game = game.map(|g| g.0), "refused: {problem}")
            }
            Handled::Ignored { reason } => info!(target: "tandem::bot", source = source_key, from = %from, "ignored: {reason}"),
            Handled::Duplicate => info!(target: "tandem::bot", source = source_key, from = %from, "duplicate: already handled"),
            Handled::SetAside { reason } => info!(target: "tandem::bot", source = source_key, from = %from, "set aside: {reason}"),
            Handled::Throttled { limit } => info!(target: "tandem::bot", source = source_key, from = %from, "not read: {limit}"),
        }
    }
}

/// One line for the operator (what `tandem deliver` prints).
impl std::fmt::Display for Handled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let game = |g: &Option<GameId>| g.map(|g| format!(" (game #{})", g.0)).unwrap_or_default();
        let line = match self {
            Handled::Applied { game: g, summary } => format!("applied{}: {summary}", game(g)),
            Handled::Refused { game: g, problem } => format!("refused{}: {problem}", game(g)),
            Handled::Ignored { reason } => format!("ignored: {reason}"),
            Handled::Duplicate => "duplicate: this mail was handled before".to_string(),
            Handled::SetAside { reason } => format!("set aside: {reason}"),
            Handled::Throttled { limit } => format!("not read: {limit}"),
        };
        // One line, whatever a player wrote.
        f.write_str(&line.replace(['\r', '\n'], " "))
    }
}
