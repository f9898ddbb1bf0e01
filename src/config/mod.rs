//! Operator configuration, read from one TOML file (see `config.example.toml`).
//!
//! Every section is optional except `[bot]` in a file; `Config::default()` is a
//! self-contained setup that keeps everything under `./tandem-data`: SQLite
//! there, mail exchanged through two Maildirs there (no mail server needed).
//! `[imap]` replaces the inbox Maildir, `[smtp]` the outbox Maildir; each can
//! be set on its own.
//!
//! Relative paths are relative to the daemon's working directory, like the
//! defaults. Passwords can come from the file, another file or an environment
//! variable; they are resolved once in [`Config::load`] and are never printed:
//! [`Secret`]'s `Debug` is redacted, and error messages name keys, never values.

mod bot;
mod engine;
mod error;
mod imap;
mod limits;
mod lobby;
mod maildir;
mod reminders;
mod server;
mod smtp;
mod store;
#[cfg(test)]
mod tests;
mod time;
mod web;

pub use bot::{AuthMode, BotConfig};
pub use engine::{EngineConfig, DEFAULT_LEVEL as DEFAULT_COMPUTER_LEVEL, MAX_LEVEL as MAX_COMPUTER_LEVEL};
pub use error::ConfigError;
pub use imap::ImapConfig;
pub use limits::LimitsConfig;
pub use lobby::LobbyConfig;
pub use maildir::{MaildirConfig, TemplatesConfig};
pub use reminders::RemindersConfig;
pub use server::{OAuth2Mechanism, Secret, Security};
pub use smtp::{RetryConfig, SmtpConfig};
pub use store::{StoreConfig, DEFAULT_DATA_DIR};
pub use time::{time_format_is_valid, OnTimeout, TimeConfig, DEFAULT_TIME_FORMAT};
pub use web::WebConfig;

use bot::default_bot_name;
use error::{describe_toml_error, invalid, nonempty};
use serde::Deserialize;
use server::{check_token_command, resolve_password};
use std::path::Path;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub bot: BotConfig,
    #[serde(default)]
    pub store: StoreConfig,
    /// Incoming mail from an IMAP mailbox; without it, from `maildir.inbox`.
    #[serde(default)]
    pub imap: Option<ImapConfig>,
    /// Outgoing mail through an SMTP server; without it, into `maildir.outbox`.
    #[serde(default)]
    pub smtp: Option<SmtpConfig>,
    #[serde(default)]
    pub maildir: MaildirConfig,
    #[serde(default)]
    pub templates: TemplatesConfig,
    #[serde(default)]
    pub time: TimeConfig,
    #[serde(default)]
    pub reminders: RemindersConfig,
    #[serde(default)]
    pub limits: LimitsConfig,
    /// The public web archive of the games; none without `dir`.
    #[serde(default)]
    pub web: WebConfig,
    /// Open challenges to anyone.
    #[serde(default)]
    pub lobby: LobbyConfig,
    /// The computer as a player.
    #[serde(default)]
    pub engine: EngineConfig,
}

impl Default for Config {
    /// Everything local under `./tandem-data`; the bot's address is a
    /// placeholder (`tandem@localhost`) since nothing leaves the machine.
    fn default() -> Self {
        Config {
            bot: BotConfig {
                address: "tandem@localhost".into(),
                name: default_bot_name(),
                domain: None,
                auth_setting: None,
                auth: AuthMode::None,
                operator: None,
                language_setting: None,
            },
            store: StoreConfig::default(),
            imap: None,
            smtp: None,
            maildir: MaildirConfig::default(),
            templates: TemplatesConfig::default(),
            time: TimeConfig::default(),
            reminders: RemindersConfig::default(),
            limits: LimitsConfig::default(),
            web: WebConfig::default(),
            lobby: LobbyConfig::default(),
            engine: EngineConfig::default(),
        }
    }
}

impl Config {
    /// Reads, parses and checks a configuration file, and resolves the
    /// passwords from `password_file` / `password_env`.
    pub fn load(path: impl AsRef<Path>) -> Result<Config, ConfigError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { path: path.to_owned(), source })?;
        Self::parse_with(&text, Some(path), &|name| std::env::var(name).ok())
    }

    /// Like [`Config::load`], from a string.
    pub fn from_toml(text: &str) -> Result<Config, ConfigError> {
        Self::parse_with(text, None, &|name| std::env::var(name).ok())
    }

    fn parse_with(text: &str, path: Option<&Path>, env: &dyn Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let mut config: Config = toml::from_str(text)
            .map_err(|e| ConfigError::Parse { path: path.map(Path::to_owned), message: describe_toml_error(text, &e) })?;
        config.validate()?;
        let real_mailbox = config.imap.is_some() || config.smtp.is_some();
        config.bot.auth = config.bot.auth_setting.unwrap_or(if real_mailbox { AuthMode::Token } else { AuthMode::None });
        if let Some(imap) = &mut config.imap {
            resolve_password(&mut imap.password, &imap.password_file, &imap.password_env, "imap", env)?;
            check_token_command("imap", &imap.oauth2_token_command, imap.password.is_some())?;
            if imap.password.is_none() && imap.oauth2_token_command.is_none() {
                return Err(invalid(
                    "imap.password",
                    "IMAP needs a password: set one of imap.password, imap.password_file, imap.password_env \
                     (or imap.oauth2_token_command for OAuth2)",
                ));
            }
        }
        if let Some(smtp) = &mut config.smtp {
            resolve_password(&mut smtp.password, &smtp.password_file, &smtp.password_env, "smtp", env)?;
            check_token_command("smtp", &smtp.oauth2_token_command, smtp.password.is_some())?;
            match (&smtp.user, smtp.password.is_some() || smtp.oauth2_token_command.is_some()) {
                (Some(_), false) => {
                    return Err(invalid(
                        "smtp.password",
                        "smtp.user is set, so a password is needed: set one of smtp.password, smtp.password_file, smtp.password_env \
                         (or smtp.oauth2_token_command for OAuth2)",
                    ))
                }
                (None, true) => return Err(invalid("smtp.user", "a password or token command is set but no user to log in as")),
                _ => {}
            }
        }
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let addr = self.bot.address.trim();
        match addr.rsplit_once('@') {
            Some((local, domain)) if !local.is_empty() && !domain.is_empty() && !addr.contains(char::is_whitespace) => {}
            _ => return Err(invalid("bot.address", "expected a mail address like play@example.org")),
        }
        if self.bot.domain().is_empty() {
            return Err(invalid("bot.domain", "expected a domain name like example.org"));
        }
        if let Some(imap) = &self.imap {
            nonempty("imap.host", &imap.host)?;
            nonempty("imap.user", &imap.user)?;
            nonempty("imap.mailbox", &imap.mailbox)?;
            nonempty("imap.processed_folder", &imap.processed_folder)?;
            if imap.mailbox == imap.processed_folder {
                return Err(invalid("imap.processed_folder", "must differ from imap.mailbox, or handled mail would be read again"));
            }
            nonempty("imap.set_aside_folder", &imap.set_aside_folder)?;
            if imap.set_aside_folder == imap.mailbox || imap.set_aside_folder == imap.processed_folder {
                return Err(invalid("imap.set_aside_folder", "must differ from imap.mailbox and imap.processed_folder"));
            }
            if imap.port == Some(0) {
                return Err(invalid("imap.port", "expected a port number 1-65535"));
            }
        }
        if let Some(smtp) = &self.smtp {
            nonempty("smtp.host", &smtp.host)?;
            if smtp.port == Some(0) {
                return Err(invalid("smtp.port", "expected a port number 1-65535"));
            }
            if smtp.retry.max_attempts == 0 {
                return Err(invalid("smtp.retry.max_attempts", "expected at least 1"));
            }
        }
        if self.time.days_per_move == 0 || self.time.days_per_move > 365 {
            return Err(invalid("time.days_per_move", "expected 1-365"));
        }
        if self.time.day_length_secs == 0 {
            return Err(invalid("time.day_length_secs", "expected at least 1 (86400 is a real day)"));
        }
        if self.lobby.seek_days == 0 || self.lobby.seeks_per_player == 0 || self.lobby.listed == 0 {
            return Err(invalid("lobby", "seek_days, seeks_per_player and listed must each be at least 1"));
        }
        if self.time.time_format.as_deref().is_some_and(|f| !time_format_is_valid(f)) {
            return Err(invalid("time.time_format", "not a valid strftime format (e.g. \"%a %-d %b %H:%M UTC\")"));
        }
        if self.reminders.digest_hour > 23 {
            return Err(invalid("reminders.digest_hour", "expected an hour 0-23 (UTC)"));
        }
        if self.maildir.inbox == self.maildir.outbox {
            return Err(invalid("maildir.outbox", "must differ from maildir.inbox, or the bot would read its own mail"));
        }
        if self.maildir.set_aside() == self.maildir.inbox || self.maildir.set_aside() == self.maildir.outbox {
            return Err(invalid("maildir.set_aside", "must differ from maildir.inbox and maildir.outbox"));
        }
        if let Some(url) = self.web.base_url() {
            if !(url.starts_with("https://") || url.starts_with("http://")) || url.contains(char::is_whitespace) || url.contains('@') {
                return Err(invalid("web.url", "expected the site's address, like https://chess.example.org/ (no @, no spaces)"));
            }
        }
        if self.web.dir.as_ref().is_some_and(|d| d.as_os_str().is_empty()) {
            return Err(invalid("web.dir", "expected a directory"));
        }
        let codes = crate::rules::Language::ALL.map(|l| l.code()).join(", ");
        for (key, setting) in [("bot.language", &self.bot.language_setting), ("web.language", &self.web.language_setting)] {
            if setting.as_deref().is_some_and(|code| crate::rules::Language::from_code(code).is_none()) {
                return Err(invalid(key, format!("expected one of {codes}")));
            }
        }
        if let Some(op) = &self.bot.operator {
            if crate::store::normalize_address(op).is_none() {
                return Err(invalid("bot.operator", "expected a mail address like admin@example.org"));
            }
        }
        if self.limits.attempts_before_set_aside == 0 {
            return Err(invalid("limits.attempts_before_set_aside", "expected at least 1"));
        }
        self.engine.validate().map_err(|(key, message)| invalid(key, message))?;
        Ok(())
    }
}
