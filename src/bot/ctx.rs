//! What the bot's handlers all pass along: who the bot is, its templates,
//! timing and limits, and the moment they act at.

use chrono::{DateTime, Utc};

use super::Identity;
use crate::bot::templates::Templates;
use crate::clocks::schedule::Timing;
use crate::config::{EngineConfig, LimitsConfig, LobbyConfig};
use crate::picture::Cache;

/// The setting one mail or one pass of the scheduler is handled in. The
/// store transaction goes beside it, not in it: a mail's handling opens
/// more than one (the throttle check, the commands, the refusal).
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub bot: &'a Identity,
    pub templates: &'a Templates,
    pub timing: &'a Timing,
    pub limits: &'a LimitsConfig,
    /// `[lobby]`: the seeks.
    pub lobby: &'a LobbyConfig,
    /// `[engine]`: whether the computer plays, and its limits.
    pub engine: &'a EngineConfig,
    /// The board pictures drawn in this batch of mail.
    pub pictures: &'a Cache,
    /// When it is handled.
    pub now: DateTime<Utc>,
    /// When the mail counts: its arrival in the bot's mailbox (IMAP
    /// INTERNALDATE, the Maildir file's time, `deliver`'s clock), never
    /// after `now`. A move is played at this time and judged against its
    /// deadline by it. For the scheduler, `now`.
    pub at: DateTime<Utc>,
}
