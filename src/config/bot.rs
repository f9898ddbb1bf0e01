//! `[bot]`: who the bot is, how players prove who they are, who runs it.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotConfig {
    /// The bot's one address, e.g. `play@example.org`.
    pub address: String,
    /// Display name in the From: of the bot's mail.
    #[serde(default = "default_bot_name")]
    pub name: String,
    /// Domain for the bot's Message-IDs (and for `bot+<game>.<secret>@domain`).
    /// Empty = the domain of `address`; use [`BotConfig::domain`].
    #[serde(default)]
    pub(super) domain: Option<String>,
    /// `auth` as written in the file, if it is.
    #[serde(default, rename = "auth")]
    pub(super) auth_setting: Option<AuthMode>,
    /// How players prove who they are: `auth` when the file sets it, else
    /// [`AuthMode::Token`] when the bot has a real mailbox (`[imap]` or
    /// `[smtp]`), [`AuthMode::None`] for the Maildir-only setups (the
    /// embedded default of the quick start). Set by [`Config::load`].
    #[serde(skip)]
    pub auth: AuthMode,
    /// Who runs the bot: told by mail (at most once an hour) when mail is
    /// set aside, or a mail server refuses the login. Unset: only the log
    /// says so.
    #[serde(default)]
    pub operator: Option<String>,
    /// The language of the mails to a player whose language is not known
    /// yet (guessed from their first mail, or chosen): a code of
    /// [`crate::rules::Language`], `en` unless set.
    #[serde(default, rename = "language")]
    pub(super) language_setting: Option<String>,
}

impl BotConfig {
    /// The server's default language (checked by [`super::Config::load`]).
    pub fn language(&self) -> crate::rules::Language {
        self.language_setting.as_deref().and_then(crate::rules::Language::from_code).unwrap_or(crate::rules::Language::En)
    }

    /// The domain for Message-IDs: `domain` if set, else the domain of `address`.
    pub fn domain(&self) -> &str {
        match &self.domain {
            Some(d) if !d.trim().is_empty() => d.trim(),
            _ => self.address.rsplit_once('@').map_or("", |(_, d)| d),
        }
    }

    /// Whether `auth` comes from the file rather than from the default.
    pub fn auth_is_set(&self) -> bool {
        self.auth_setting.is_some()
    }
}

/// How a player proves they are who the From: line says (docs/players.md, "Who may move for you").
/// Its `Default` is only the embedded no-config default's; a configuration
/// file gets [`BotConfig::auth`] resolved by [`Config::load`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthMode {
    /// The From: address is trusted.
    #[default]
    None,
    /// Moves must arrive at `bot+<game>.<secret>@domain`.
    Token,
}

pub(super) fn default_bot_name() -> String {
    "tandem".into()
}
