//! The referee: one incoming mail in, game changes and outgoing mail out,
//! all in one SQLite transaction so that a mail is applied at most once and
//! its replies are never lost.

mod game;
mod letters;
mod scheduled;
mod seats;
mod session;

use std::fmt;

use chrono::{DateTime, Utc};
use tracing::info;

use crate::config::{AuthMode, Config};
use crate::mail::{parse_inbound, InboundError, OutboundError};
use crate::scheduler::Timing;
use crate::store::{outcome, GameId, NewInbound, Store, StoreError};
use crate::templates::{TemplateError, Templates};

pub use scheduled::{lose_on_time, lose_on_time_because, remind_seat, Reminder, TaskReport};
pub use seats::{may_act, partner_of, primary_side, seats_of, sides_of, team_of};
pub use session::rules_text;

/// Who the bot is to players.
#[derive(Clone, Debug)]
pub struct Identity {
    pub address: String,
    pub name: String,
    domain: String,
    pub auth: AuthMode,
}

impl Identity {
    pub fn from_config(cfg: &Config) -> Identity {
        Identity {
            address: cfg.bot.address.to_ascii_lowercase(),
            name: cfg.bot.name.clone(),
            domain: cfg.bot.domain().to_string(),
            auth: cfg.bot.auth,
        }
    }

    pub fn domain(&self) -> &str {
        &self.domain
    }

    /// `bot+<game>.<token>@domain`: replies to it prove the sender's seat.
    pub fn token_address(&self, game: GameId, token: &str) -> String {
        let (local, domain) = self.address.split_once('@').unwrap_or((&self.address, &self.domain));
        format!("{local}+{}.{token}@{domain}", game.0)
    }

    /// The (game, token) of a `bot+<game>.<token>@domain` address.
    pub fn parse_token_address(&self, addr: &str) -> Option<(GameId, String)> {
        let (local, domain) = self.address.split_once('@')?;
        let (l, d) = addr.split_once('@')?;
        if !d.eq_ignore_ascii_case(domain) {
            return None;
        }
        let rest = l.strip_prefix(local)?.strip_prefix('+')?;
        let (game, token) = rest.split_once('.')?;
        Some((GameId(game.parse().ok()?), token.to_ascii_lowercase()))
    }
}

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
}

/// Failures of the bot's machinery (not of the player's input): the mail
/// stays unprocessed and is tried again.
#[derive(Debug)]
pub enum BotError {
    Store(StoreError),
    Template(TemplateError),
    Compose(OutboundError),
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::Store(e) => write!(f, "store: {e}"),
            BotError::Template(e) => write!(f, "{e}"),
            BotError::Compose(e) => write!(f, "composing mail: {e}"),
        }
    }
}

impl std::error::Error for BotError {}

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

pub struct Bot {
    store: Store,
    templates: Templates,
    identity: Identity,
    timing: Timing,
}

impl Bot {
    pub fn new(cfg: &Config, store: Store) -> Result<Bot, BotError> {
        Ok(Bot {
            store,
            templates: Templates::load(cfg.templates.dir.as_deref())?,
            identity: Identity::from_config(cfg),
            timing: Timing::from_config(cfg),
        })
    }

    pub fn store(&mut self) -> &mut Store {
        &mut self.store
    }

    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    /// Handles one raw mail identified by `source_key` (stable across
    /// restarts). Safe to call again for the same mail: it is applied once.
    pub fn handle(&mut self, source_key: &str, raw: &[u8], now: DateTime<Utc>) -> Result<Handled, BotError> {
        let mail = match parse_inbound(raw, &self.identity.address) {
            Ok(m) => m,
            Err(e) => return self.record_unreadable(source_key, &e, now),
        };
        let handled = session::run(&mut self.store, &self.identity, &self.templates, &self.timing, source_key, &mail, now)?;
        match &handled {
            Handled::Applied { game, summary } => {
                info!(source = source_key, from = %mail.from, game = game.map(|g| g.0), "applied: {summary}")
            }
            Handled::Refused { game, problem } => {
                info!(source = source_key, from = %mail.from, game = game.map(|g| g.0), "refused: {problem}")
            }
            Handled::Ignored { reason } => info!(source = source_key, from = %mail.from, "ignored: {reason}"),
            Handled::Duplicate => info!(source = source_key, from = %mail.from, "duplicate: already handled"),
        }
        Ok(handled)
    }

    fn record_unreadable(&mut self, source_key: &str, e: &InboundError, now: DateTime<Utc>) -> Result<Handled, BotError> {
        let reason = e.to_string();
        self.store.transaction(|tx| {
            if tx.inbound_seen(source_key, None)? {
                return Ok(Handled::Duplicate);
            }
            tx.record_inbound(&NewInbound {
                source_key,
                message_id: None,
                from_addr: "",
                subject: None,
                received_at: now,
                processed_at: now,
                outcome: outcome::IGNORED_AUTO,
                game_id: None,
                detail: Some(&reason),
            })?;
            info!(source = source_key, "ignored unreadable mail: {reason}");
            Ok::<_, BotError>(Handled::Ignored { reason: reason.clone() })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot() -> Bot {
        Bot::new(&Config::default(), Store::open_in_memory().expect("store")).expect("bot")
    }

    fn outbox(bot: &mut Bot) -> Vec<String> {
        let now = Utc::now();
        bot.store()
            .transaction(|tx| tx.due_outbox(now, 100))
            .expect("outbox")
            .into_iter()
            .map(|m| String::from_utf8_lossy(&m.raw).into_owned())
            .collect()
    }

    #[test]
    fn a_mail_without_message_id_is_answered_unthreaded_and_applied_once() {
        let mut bot = bot();
        let raw = b"From: alice@example.org\r\nTo: tandem@localhost\r\nSubject: hi\r\n\r\nhelp\r\n";
        let now = Utc::now();
        assert!(matches!(bot.handle("k1", raw, now).unwrap(), Handled::Applied { .. }));
        // The same bytes under another key: recognised by the made-up id.
        assert_eq!(bot.handle("k2", raw, now).unwrap(), Handled::Duplicate);
        let mails = outbox(&mut bot);
        assert_eq!(mails.len(), 1);
        assert!(!mails[0].contains("In-Reply-To:"), "{}", mails[0]);
        assert!(mails[0].contains("How to play"), "{}", mails[0]);
    }

    #[test]
    fn token_addresses_round_trip() {
        let bot = bot();
        let addr = bot.identity().token_address(GameId(42), "abc123");
        assert_eq!(addr, "tandem+42.abc123@localhost");
        assert_eq!(bot.identity().parse_token_address(&addr), Some((GameId(42), "abc123".to_string())));
        assert_eq!(bot.identity().parse_token_address("other+42.abc@localhost"), None);
    }
}
