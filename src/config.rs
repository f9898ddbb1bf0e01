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

use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

// [engine] (issue 34): its own file, like the sections split out of this one.
mod engine;
pub use engine::{EngineConfig, DEFAULT_LEVEL as DEFAULT_COMPUTER_LEVEL, MAX_LEVEL as MAX_COMPUTER_LEVEL};

/// Where the defaults keep their data, relative to the working directory.
pub const DEFAULT_DATA_DIR: &str = "tandem-data";

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
    /// The public web archive of the games (issue 28); none without `dir`.
    #[serde(default)]
    pub web: WebConfig,
    /// The computer as a player (issue 34).
    #[serde(default)]
    pub engine: EngineConfig,
}

/// `[web]`: a static site of the games in play and played, written by the
/// bot (src/web/).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebConfig {
    /// The directory the site is written to, in the pass that changes a
    /// game (`tandem web build` writes it whole). None: no site.
    #[serde(default)]
    pub dir: Option<PathBuf>,
    /// Where the site is served (`https://chess.example.org/`): observers'
    /// mail links each game's page, and the PGN's Site tag names it.
    #[serde(default)]
    pub url: Option<String>,
    /// The site's title; the bot's name by default.
    #[serde(default)]
    pub title: Option<String>,
}

impl WebConfig {
    /// `url` with a final slash, if set.
    pub fn base_url(&self) -> Option<String> {
        self.url.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(|u| if u.ends_with('/') { u.to_string() } else { format!("{u}/") })
    }
}

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
    domain: Option<String>,
    /// `auth` as written in the file, if it is.
    #[serde(default, rename = "auth")]
    auth_setting: Option<AuthMode>,
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
}

impl BotConfig {
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

/// Which SASL mechanism carries an OAuth2 access token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OAuth2Mechanism {
    /// XOAUTH2 when the server offers it (Gmail, Microsoft 365, most
    /// others), else OAUTHBEARER (RFC 7628).
    #[default]
    Auto,
    Xoauth2,
    Oauthbearer,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoreConfig {
    #[serde(default = "default_store_path")]
    pub path: PathBuf,
    /// How long the full text of a sent mail is kept (for debugging); after
    /// that only what threading and the duplicate guard need stays
    /// (Message-ID, recipient, game, times). 0: dropped once sent.
    #[serde(default = "default_keep_sent_mail_days")]
    pub keep_sent_mail_days: u32,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig { path: default_store_path(), keep_sent_mail_days: default_keep_sent_mail_days() }
    }
}

fn default_keep_sent_mail_days() -> u32 {
    3
}

impl StoreConfig {
    pub fn keep_sent_mail(&self) -> chrono::TimeDelta {
        chrono::TimeDelta::days(i64::from(self.keep_sent_mail_days))
    }
}

/// Transport security of an IMAP or SMTP connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// TLS from the first byte (IMAPS 993, SMTPS/submissions 465).
    Tls,
    /// Plain connection upgraded with STARTTLS, which is required (no fallback).
    Starttls,
    /// No encryption at all: only for a server on the same machine.
    Plain,
}

impl fmt::Display for Security {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Security::Tls => "tls",
            Security::Starttls => "starttls",
            Security::Plain => "plain",
        })
    }
}

/// A password. Its `Debug` never shows the value.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }
    /// The value, for handing to a login call. Never log it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImapConfig {
    pub host: String,
    /// Default: 993 for `tls`, 143 otherwise. Use [`ImapConfig::port`].
    #[serde(default)]
    port: Option<u16>,
    #[serde(default = "default_security")]
    pub security: Security,
    pub user: String,
    /// The password itself. At most one of `password`, `password_file`,
    /// `password_env` may be set; after [`Config::load`] this holds the value.
    #[serde(default)]
    pub password: Option<Secret>,
    /// File whose content (without a trailing newline) is the password.
    #[serde(default)]
    pub password_file: Option<PathBuf>,
    /// Environment variable holding the password.
    #[serde(default)]
    pub password_env: Option<String>,
    /// Log in with OAuth2 instead of a password: this command (run with
    /// `sh -c`) prints an access token on its standard output. It is run
    /// when a token is first needed and again when the server refuses one.
    #[serde(default)]
    pub oauth2_token_command: Option<String>,
    /// The SASL mechanism for the token.
    #[serde(default)]
    pub oauth2_mechanism: OAuth2Mechanism,
    /// Mailbox the players' mail arrives in.
    #[serde(default = "default_mailbox")]
    pub mailbox: String,
    /// Mailbox handled mail is moved to; created when missing.
    #[serde(default = "default_processed_folder")]
    pub processed_folder: String,
    /// Mailbox for mail the bot could not handle (`tandem set-aside` lists
    /// and runs it again); created when missing.
    #[serde(default = "default_set_aside_folder")]
    pub set_aside_folder: String,
    /// Seconds between polls when IDLE is off or unsupported.
    #[serde(default = "default_poll_interval")]
    pub poll_interval_secs: u64,
    /// Use IMAP IDLE (push) when the server offers it.
    #[serde(default = "default_true")]
    pub idle: bool,
    /// Extra trust anchor(s) (PEM), added to the built-in web PKI roots.
    #[serde(default)]
    pub ca_file: Option<PathBuf>,
    /// Network timeout for one command, in seconds.
    #[serde(default = "default_timeout")]
    pub timeout_secs: u64,
    /// Seconds before the login is tried again after the server refused it;
    /// doubled after each refusal, up to an hour.
    #[serde(default = "default_login_retry")]
    pub login_retry_secs: u64,
}

impl ImapConfig {
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security {
            Security::Tls => 993,
            Security::Starttls | Security::Plain => 143,
        })
    }
    pub fn poll_interval(&self) -> Duration {
        Duration::from_secs(self.poll_interval_secs.max(1))
    }
    pub fn timeout(&self) -> Duration {
        Duration::from_secs(self.timeout_secs.max(1))
    }
    /// The resolved password (without `oauth2_token_command`).
    pub fn secret(&self) -> Option<&Secret> {
        self.password.as_ref()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpConfig {
    pub host: String,
    /// Default: 465 for `tls`, 587 for `starttls`, 25 for `plain`. Use [`SmtpConfig::port`].
    #[serde(default)]
    port: Option<u16>,
    #[serde(default = "default_security")]
    pub security: Security,
    /// Log in as this user; without it, send without authentication.
    #[serde(default)]
    pub user: Option<String>,
    /// The password itself. At most one of `password`, `password_file`,
    /// `password_env` may be set; after [`Config::load`] this holds the value.
    #[serde(default)]
    pub password: Option<Secret>,
    /// File whose content (without a trailing newline) is the password.
    #[serde(default)]
    pub password_file: Option<PathBuf>,
    /// Environment variable holding the password.
    #[serde(default)]
    pub password_env: Option<String>,
    /// As in `[imap]`: log in as `user` with an OAuth2 access token that
    /// this command prints.
    #[serde(default)]
    pub oauth2_token_command: Option<String>,
    #[serde(default)]
    pub oauth2_mechanism: OAuth2Mechanism,
    #[serde(default)]
    pub ca_file: Option<PathBuf>,
    #[serde(default = "default_timeout")]
    pub timeout_secs: u64,
    /// As in `[imap]`: the first wait after a refused login, doubled up to an hour.
    #[serde(default = "default_login_retry")]
    pub login_retry_secs: u64,
    #[serde(default)]
    pub retry: RetryConfig,
}

impl SmtpConfig {
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security {
            Security::Tls => 465,
            Security::Starttls => 587,
            Security::Plain => 25,
        })
    }
    pub fn timeout(&self) -> Duration {
        Duration::from_secs(self.timeout_secs.max(1))
    }
    pub fn secret(&self) -> Option<&Secret> {
        self.password.as_ref()
    }
}

/// How often and how patiently a mail that failed transiently is sent again.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetryConfig {
    /// Attempts in all, the first included; then the mail is given up.
    #[serde(default = "default_max_attempts")]
    pub max_attempts: u32,
    /// Delay before the second attempt; it doubles for each further one.
    #[serde(default = "default_backoff_base")]
    pub backoff_base_secs: u64,
    /// The delay never grows beyond this.
    #[serde(default = "default_backoff_max")]
    pub backoff_max_secs: u64,
}

impl Default for RetryConfig {
    fn default() -> Self {
        RetryConfig {
            max_attempts: default_max_attempts(),
            backoff_base_secs: default_backoff_base(),
            backoff_max_secs: default_backoff_max(),
        }
    }
}

impl RetryConfig {
    /// Delay after failed attempt number `attempts_made` (1 = the first try
    /// failed), or `None` when no attempt is left.
    pub fn delay_after(&self, attempts_made: u32) -> Option<Duration> {
        if attempts_made >= self.max_attempts {
            return None;
        }
        let factor = 1u64.checked_shl(attempts_made.saturating_sub(1)).unwrap_or(u64::MAX);
        let secs = self.backoff_base_secs.saturating_mul(factor).min(self.backoff_max_secs);
        Some(Duration::from_secs(secs))
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaildirConfig {
    /// Maildir read when there is no `[imap]` (new/ is processed, then moved to cur/).
    #[serde(default = "default_inbox")]
    pub inbox: PathBuf,
    /// Maildir written when there is no `[smtp]` (one file per mail in new/).
    #[serde(default = "default_outbox")]
    pub outbox: PathBuf,
    /// Seconds between looks into inbox/new.
    #[serde(default = "default_maildir_poll")]
    pub poll_interval_secs: u64,
    /// Maildir for mail the bot could not handle when there is no `[imap]`
    /// (and for `tandem deliver`); `tandem set-aside` lists and runs it again.
    /// Default: `set-aside` beside the inbox. Use [`MaildirConfig::set_aside`].
    #[serde(default, rename = "set_aside")]
    set_aside_dir: Option<PathBuf>,
}

impl MaildirConfig {
    pub fn set_aside(&self) -> PathBuf {
        self.set_aside_dir.clone().unwrap_or_else(|| self.inbox.with_file_name("set-aside"))
    }
}

impl Default for MaildirConfig {
    fn default() -> Self {
        MaildirConfig { inbox: default_inbox(), outbox: default_outbox(), poll_interval_secs: default_maildir_poll(), set_aside_dir: None }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplatesConfig {
    /// Directory whose templates replace the built-in ones of the same name.
    #[serde(default)]
    pub dir: Option<PathBuf>,
}

/// Time controls, deadlines and vacations (docs/players.md, "Clocks, reminders and vacations").
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeConfig {
    /// Clock days per move when a challenge names no time control.
    #[serde(default = "default_days_per_move")]
    pub days_per_move: u32,
    /// How long a clock day lasts, in seconds: 86400, except in tests and
    /// demonstrations. Time controls and vacations count in clock days.
    #[serde(default = "default_day_length")]
    pub day_length_secs: u64,
    /// What happens at a deadline.
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Vacation days each player may take per calendar year (UTC).
    #[serde(default = "default_vacation_days")]
    pub vacation_days_per_year: u32,
    /// How deadlines are written in mail (chrono's strftime syntax, UTC).
    #[serde(default = "default_time_format")]
    pub time_format: String,
}

impl Default for TimeConfig {
    fn default() -> Self {
        TimeConfig {
            days_per_move: default_days_per_move(),
            day_length_secs: default_day_length(),
            on_timeout: OnTimeout::default(),
            vacation_days_per_year: default_vacation_days(),
            time_format: default_time_format(),
        }
    }
}

impl TimeConfig {
    /// The length of a clock day.
    pub fn day(&self) -> chrono::TimeDelta {
        chrono::TimeDelta::seconds(self.day_length_secs.clamp(1, i64::MAX as u64 / 1000) as i64)
    }
}

/// What the bot does when a player's deadline passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnTimeout {
    /// The player loses on time.
    #[default]
    Lose,
    /// Both players are told; the game goes on.
    Notify,
    /// The player loses on time, unless the opponent has too little
    /// material to mate: then the game is drawn.
    DrawIfInsufficient,
}

/// When players are reminded that it is their move. Players can change
/// their own delays (`remind after 12h`, `remind before 2h`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemindersConfig {
    /// `false`: no reminders and no digests at all (deadlines still apply).
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// First reminder this long after it became the player's move (running
    /// time: vacations do not count). 0: no first reminder.
    #[serde(default = "default_first_after")]
    pub first_after_secs: u64,
    /// Another reminder this long before the deadline (when the whole turn
    /// is shorter, halfway through it). 0: none.
    #[serde(default = "default_before_deadline")]
    pub before_deadline_secs: u64,
    /// Hour of the day (UTC, 0-23) of the daily digest, for players who
    /// chose `remind digest`.
    #[serde(default = "default_digest_hour")]
    pub digest_hour: u32,
    /// Four-player bughouse, the gentleman's rule: a player whose partner
    /// has made this many moves since it became their move is reminded
    /// (even with reminders off: it is a rule, not a courtesy). 0: no rule.
    #[serde(default = "default_gentleman_moves")]
    pub gentleman_moves: u32,
    /// ... and loses on time (the team loses) when they have not moved this
    /// long (running time) after that reminder.
    #[serde(default = "default_gentleman_grace")]
    pub gentleman_grace_secs: u64,
}

impl Default for RemindersConfig {
    fn default() -> Self {
        RemindersConfig {
            enabled: true,
            first_after_secs: default_first_after(),
            before_deadline_secs: default_before_deadline(),
            digest_hour: default_digest_hour(),
            gentleman_moves: default_gentleman_moves(),
            gentleman_grace_secs: default_gentleman_grace(),
        }
    }
}

/// `[limits]`: what one stranger may make the bot do. Anyone can write to
/// the bot, so a mail (or a flood of them, with a forged sender) must never
/// make it send much more than it received, nor hold it up.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    /// Larger mails are not read: the sender is told the limit, once.
    pub max_mail_bytes: u64,
    /// Command lines one mail may hold.
    pub commands_per_mail: usize,
    /// `new` challenges one mail may hold.
    pub challenges_per_mail: usize,
    /// Challenges one sender may make in 24 hours.
    pub challenges_per_day: usize,
    /// A sender's challenges not yet accepted or declined.
    pub open_invitations: usize,
    /// Tournaments one sender may create or join in 24 hours.
    pub tournaments_per_day: usize,
    /// Tournaments one organiser may have open (not started) at once.
    pub open_tournaments: usize,
    /// Mails to one address in an hour, not counting game mail (a move of
    /// the opponent, reminders, the result): answers to that address's own
    /// mail and invitations. Past it, the address gets one notice and then
    /// no answer until the hour is over.
    pub replies_per_hour: usize,
    /// Failed attempts at one mail (the store busy, the disk full, a
    /// template broken) before it is set aside and the operator told. The
    /// tries back off up to 5 minutes apart: 20 is about an hour.
    pub attempts_before_set_aside: u32,
    /// Games one address may observe at a time (`observe N`, and the games
    /// of the players it follows).
    pub observed_games: usize,
    /// Players one address may follow.
    pub follows: usize,
    /// Mails to one observer in an hour; the news past it waits and goes
    /// out as one digest when the hour is over (news of several games in
    /// one pass is one digest too).
    pub observer_mails_per_hour: usize,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            max_mail_bytes: 2 * 1024 * 1024,
            commands_per_mail: 20,
            challenges_per_mail: 3,
            challenges_per_day: 10,
            open_invitations: 10,
            tournaments_per_day: 5,
            open_tournaments: 3,
            replies_per_hour: 20,
            attempts_before_set_aside: 20,
            observed_games: 30,
            follows: 20,
            observer_mails_per_hour: 10,
        }
    }
}

fn default_bot_name() -> String {
    "tandem".into()
}
fn default_store_path() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("tandem.sqlite3")
}
fn default_inbox() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("mail").join("inbox")
}
fn default_outbox() -> PathBuf {
    Path::new(DEFAULT_DATA_DIR).join("mail").join("outbox")
}
fn default_security() -> Security {
    Security::Tls
}
fn default_mailbox() -> String {
    "INBOX".into()
}
fn default_processed_folder() -> String {
    "Processed".into()
}
fn default_set_aside_folder() -> String {
    "Set-aside".into()
}

fn default_poll_interval() -> u64 {
    60
}
fn default_maildir_poll() -> u64 {
    2
}
fn default_true() -> bool {
    true
}
fn default_timeout() -> u64 {
    60
}
fn default_login_retry() -> u64 {
    60
}
fn default_max_attempts() -> u32 {
    8
}
fn default_backoff_base() -> u64 {
    60
}
fn default_backoff_max() -> u64 {
    6 * 3600
}
fn default_days_per_move() -> u32 {
    3
}
fn default_day_length() -> u64 {
    86_400
}
fn default_vacation_days() -> u32 {
    30
}
fn default_time_format() -> String {
    crate::clocks::clock::DEFAULT_TIME_FORMAT.into()
}
fn default_first_after() -> u64 {
    86_400
}
fn default_gentleman_moves() -> u32 {
    3
}

fn default_gentleman_grace() -> u64 {
    86_400
}

fn default_before_deadline() -> u64 {
    12 * 3600
}
fn default_digest_hour() -> u32 {
    7
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
            engine: EngineConfig::default(),
        }
    }
}

/// Why a configuration could not be used. Messages name the file and key and
/// say what was expected; they never contain a secret. A file that cannot
/// be read has the system's reason as `source()`.
#[derive(Debug)]
pub enum ConfigError {
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// TOML syntax or type error; `message` is the TOML parser's, pointing at
    /// the line and key. Kept as text, not as the parser's error, which
    /// would quote the line (and a password on it).
    Parse {
        path: Option<PathBuf>,
        message: String,
    },
    /// `password_file` cannot be read.
    PasswordFile {
        key: String,
        path: PathBuf,
        source: std::io::Error,
    },
    /// A value that parses but cannot work.
    Invalid {
        key: String,
        message: String,
    },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Read { path, .. } => write!(f, "cannot read configuration file {}", path.display()),
            ConfigError::Parse { path: Some(p), message } => {
                write!(f, "configuration file {}: {}", p.display(), message.trim_end())
            }
            ConfigError::Parse { path: None, message } => {
                write!(f, "configuration: {}", message.trim_end())
            }
            ConfigError::Invalid { key, message } => write!(f, "configuration key `{key}`: {message}"),
            ConfigError::PasswordFile { key, path, .. } => {
                write!(f, "configuration key `{key}`: cannot read password file {}", path.display())
            }
        }
    }
}

impl std::error::Error for ConfigError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConfigError::Read { source, .. } | ConfigError::PasswordFile { source, .. } => Some(source),
            _ => None,
        }
    }
}

fn invalid(key: &str, message: impl Into<String>) -> ConfigError {
    ConfigError::Invalid { key: key.into(), message: message.into() }
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
        if !crate::clocks::clock::time_format_is_valid(&self.time.time_format) {
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

/// The TOML error as "line N, key `section.key`: what was expected", without
/// quoting the offending line: it could hold a password.
fn describe_toml_error(text: &str, e: &toml::de::Error) -> String {
    let Some(span) = e.span() else {
        return e.message().to_string();
    };
    let start = span.start.min(text.len());
    let before = text.get(..start).unwrap_or("");
    let line_no = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or("");
    // Table headers above the error give the section of a `key = value` line.
    let section = before
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| l.starts_with('['))
        .map(|l| l.trim_matches(|c| c == '[' || c == ']').trim().to_string());
    let key = line.split_once('=').map(|(k, _)| k.trim().trim_matches('"').to_string()).filter(|k| !k.is_empty() && !k.starts_with('['));
    let full_key = match (&section, &key) {
        (Some(s), Some(k)) => Some(format!("{s}.{k}")),
        (None, Some(k)) => Some(k.clone()),
        _ => None,
    };
    let message = if key.as_deref().is_some_and(|k| k.to_ascii_lowercase().contains("password")) {
        // serde's message would quote the value
        "expected a string".to_string()
    } else {
        e.message().trim_end().to_string()
    };
    match full_key {
        Some(k) => format!("line {line_no}, key `{k}`: {message}"),
        None if line.trim_start().starts_with('[') => {
            format!("line {line_no}, table `{}`: {message}", line.trim())
        }
        None => format!("line {line_no}: {message}"),
    }
}

fn nonempty(key: &str, value: &str) -> Result<(), ConfigError> {
    if value.trim().is_empty() {
        Err(invalid(key, "must not be empty"))
    } else {
        Ok(())
    }
}

/// `oauth2_token_command` replaces the password: not both, and not empty.
fn check_token_command(section: &str, command: &Option<String>, has_password: bool) -> Result<(), ConfigError> {
    match command {
        Some(c) if c.trim().is_empty() => {
            Err(invalid(&format!("{section}.oauth2_token_command"), "must not be empty (a shell command that prints the access token)"))
        }
        Some(_) if has_password => Err(invalid(
            &format!("{section}.oauth2_token_command"),
            format!("set either a password or {section}.oauth2_token_command (OAuth2), not both"),
        )),
        _ => Ok(()),
    }
}

fn resolve_password(
    password: &mut Option<Secret>,
    password_file: &Option<PathBuf>,
    password_env: &Option<String>,
    section: &str,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<(), ConfigError> {
    let given = [password.is_some(), password_file.is_some(), password_env.is_some()];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(invalid(
            &format!("{section}.password"),
            format!("set only one of {section}.password, {section}.password_file, {section}.password_env"),
        ));
    }
    if let Some(file) = password_file {
        let text = std::fs::read_to_string(file).map_err(|source| ConfigError::PasswordFile {
            key: format!("{section}.password_file"),
            path: file.clone(),
            source,
        })?;
        let pw = text.trim_end_matches(['\r', '\n']);
        if pw.is_empty() {
            return Err(invalid(&format!("{section}.password_file"), format!("password file {} is empty", file.display())));
        }
        *password = Some(Secret::new(pw));
    } else if let Some(var) = password_env {
        match env(var) {
            Some(v) if !v.is_empty() => *password = Some(Secret::new(v)),
            _ => return Err(invalid(&format!("{section}.password_env"), format!("environment variable {var} is not set or empty"))),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse_with(text, None, &|name| (name == "TANDEM_TEST_PW").then(|| "from-env".to_string()))
    }

    #[test]
    fn default_is_local() {
        let c = Config::default();
        assert_eq!(c.store.path, Path::new("tandem-data/tandem.sqlite3"));
        assert_eq!(c.maildir.inbox, Path::new("tandem-data/mail/inbox"));
        assert_eq!(c.maildir.outbox, Path::new("tandem-data/mail/outbox"));
        assert!(c.imap.is_none() && c.smtp.is_none());
        assert_eq!(c.bot.domain(), "localhost");
        c.validate().unwrap();
    }

    #[test]
    fn minimal_file_gets_defaults() {
        let c = parse("[bot]\naddress = \"play@example.org\"\n").unwrap();
        assert_eq!(c.bot.domain(), "example.org");
        assert_eq!(c.bot.name, "tandem");
        assert_eq!(c.bot.auth, AuthMode::None);
        assert_eq!(c.store.path, Path::new("tandem-data/tandem.sqlite3"));
    }

    #[test]
    fn auth_defaults_to_token_with_a_mail_server() {
        // Maildirs only (the quick start, local tests): the From: line is trusted unless auth says otherwise.
        assert_eq!(Config::default().bot.auth, AuthMode::None);
        let c = parse("[bot]\naddress=\"a@b.c\"\n").unwrap();
        assert_eq!(c.bot.auth, AuthMode::None);
        assert!(!c.bot.auth_is_set());
        for section in ["[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"p\"\n", "[smtp]\nhost=\"h\"\n"] {
            let c = parse(&format!("[bot]\naddress=\"a@b.c\"\n{section}")).unwrap();
            assert_eq!(c.bot.auth, AuthMode::Token, "{section}");
            assert!(!c.bot.auth_is_set());
            let c = parse(&format!("[bot]\naddress=\"a@b.c\"\nauth=\"none\"\n{section}")).unwrap();
            assert_eq!(c.bot.auth, AuthMode::None, "an explicit auth wins");
            assert!(c.bot.auth_is_set());
        }
        assert_eq!(parse("[bot]\naddress=\"a@b.c\"\nauth=\"token\"\n").unwrap().bot.auth, AuthMode::Token);
        let e = parse("[bot]\naddress=\"a@b.c\"\nauth=\"password\"\n").unwrap_err().to_string();
        assert!(e.contains("auth") && e.contains("token"), "{e}");
    }

    #[test]
    fn oauth2_token_command_replaces_the_password() {
        let c = parse(
            "[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"oama access u\"\n\
             [smtp]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"oama access u\"\noauth2_mechanism=\"oauthbearer\"\n",
        )
        .unwrap();
        let imap = c.imap.unwrap();
        assert!(imap.secret().is_none());
        assert_eq!(imap.oauth2_token_command.as_deref(), Some("oama access u"));
        assert_eq!(imap.oauth2_mechanism, OAuth2Mechanism::Auto);
        assert_eq!(c.smtp.unwrap().oauth2_mechanism, OAuth2Mechanism::Oauthbearer);

        for (text, key, words) in [
            ("[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"p\"\noauth2_token_command=\"x\"\n", "imap.oauth2_token_command", "not both"),
            ("[imap]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\" \"\n", "imap.oauth2_token_command", "empty"),
            ("[smtp]\nhost=\"h\"\noauth2_token_command=\"x\"\n", "smtp.user", "no user"),
            ("[smtp]\nhost=\"h\"\nuser=\"u\"\noauth2_token_command=\"x\"\noauth2_mechanism=\"plain\"\n", "oauth2_mechanism", "xoauth2"),
            ("[imap]\nhost=\"h\"\nuser=\"u\"\n", "imap.password", "oauth2_token_command"),
        ] {
            let e = parse(&format!("[bot]\naddress=\"a@b.c\"\n{text}")).unwrap_err().to_string();
            assert!(e.contains(key) && e.contains(words), "{text}: {e}");
        }
    }

    #[test]
    fn example_file_parses() {
        let text = include_str!("../config.example.toml");
        let c = Config::parse_with(text, None, &|_| Some("x".into())).unwrap();
        let imap = c.imap.unwrap();
        assert_eq!(imap.port(), 993);
        assert_eq!(imap.processed_folder, "Processed");
        assert!(imap.secret().is_some());
        let smtp = c.smtp.unwrap();
        assert_eq!(smtp.port(), 465);
        assert_eq!(c.bot.auth, AuthMode::Token);
    }

    #[test]
    fn full_config_and_ports() {
        let c = parse(
            r#"
            [bot]
            address = "play@example.org"
            name = "Tandem referee"
            domain = "mail.example.org"
            auth = "token"
            [imap]
            host = "imap.example.org"
            security = "starttls"
            user = "play@example.org"
            password_env = "TANDEM_TEST_PW"
            idle = false
            [smtp]
            host = "smtp.example.org"
            security = "starttls"
            user = "play@example.org"
            password = "pw"
            [smtp.retry]
            max_attempts = 3
            backoff_base_secs = 10
            "#,
        )
        .unwrap();
        assert_eq!(c.bot.domain(), "mail.example.org");
        let imap = c.imap.as_ref().unwrap();
        assert_eq!(imap.port(), 143);
        assert_eq!(imap.secret().unwrap().expose(), "from-env");
        assert!(!imap.idle);
        let smtp = c.smtp.as_ref().unwrap();
        assert_eq!(smtp.port(), 587);
        assert_eq!(smtp.retry.delay_after(1), Some(Duration::from_secs(10)));
        assert_eq!(smtp.retry.delay_after(2), Some(Duration::from_secs(20)));
        assert_eq!(smtp.retry.delay_after(3), None);
    }

    #[test]
    fn debug_redacts_passwords() {
        let c = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"hunter2\"\n").unwrap();
        let dbg = format!("{c:?}");
        assert!(!dbg.contains("hunter2"), "{dbg}");
        assert!(dbg.contains("redacted"));
    }

    #[test]
    fn password_file_is_read_and_trimmed() {
        let dir = std::env::temp_dir().join(format!("tandem-cfg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("pw");
        std::fs::write(&f, "s3cret\n").unwrap();
        let text = format!("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword_file={:?}\n", f.to_str().unwrap());
        let c = parse(&text).unwrap();
        assert_eq!(c.imap.unwrap().secret().unwrap().expose(), "s3cret");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn errors_name_the_key() {
        let e =
            parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword=\"x\"\nsecurity=\"tsl\"\n").unwrap_err().to_string();
        assert!(e.contains("security") && e.contains("tls") && e.contains("starttls"), "{e}");

        let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npasword=\"x\"\n").unwrap_err().to_string();
        assert!(e.contains("pasword"), "{e}");

        let e = parse("[bot]\nname=\"x\"\n").unwrap_err().to_string();
        assert!(e.contains("address"), "{e}");

        let e = parse("[bot]\naddress=\"nobody\"\n").unwrap_err().to_string();
        assert!(e.contains("bot.address"), "{e}");

        let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\n").unwrap_err().to_string();
        assert!(e.contains("imap.password"), "{e}");

        let e = parse("[bot]\naddress=\"a@b.c\"\n[imap]\nhost=\"h\"\nuser=\"u\"\npassword_env=\"NOPE_UNSET\"\n").unwrap_err().to_string();
        assert!(e.contains("NOPE_UNSET") && e.contains("imap.password_env"), "{e}");

        let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=\"topsecret\"\npassword_env=\"X\"\nuser=\"u\"\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("only one") && !e.contains("topsecret"), "{e}");

        let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\nport=\"x\"\n").unwrap_err().to_string();
        assert!(e.contains("line 5, key `smtp.port`") && e.contains("u16"), "{e}");

        // a malformed password line must not be echoed
        let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=123456\n").unwrap_err().to_string();
        assert!(e.contains("smtp.password") && !e.contains("123456"), "{e}");
        let e = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"h\"\npassword=\"abc\n").unwrap_err().to_string();
        assert!(!e.contains("abc"), "{e}");
    }

    #[test]
    fn smtp_without_user_sends_unauthenticated() {
        let c = parse("[bot]\naddress=\"a@b.c\"\n[smtp]\nhost=\"localhost\"\nsecurity=\"plain\"\n").unwrap();
        let smtp = c.smtp.unwrap();
        assert!(smtp.user.is_none() && smtp.secret().is_none());
        assert_eq!(smtp.port(), 25);
    }

    #[test]
    fn time_and_reminders() {
        let c = parse("[bot]\naddress=\"a@b.c\"\n").unwrap();
        assert_eq!(c.time.days_per_move, 3);
        assert_eq!(c.time.day(), chrono::TimeDelta::days(1));
        assert_eq!(c.time.on_timeout, OnTimeout::Lose);
        assert_eq!(c.time.vacation_days_per_year, 30);
        assert!(c.reminders.enabled);
        assert_eq!((c.reminders.first_after_secs, c.reminders.before_deadline_secs, c.reminders.digest_hour), (86_400, 43_200, 7));

        let c = parse(
            "[bot]\naddress=\"a@b.c\"\n[time]\ndays_per_move=5\nday_length_secs=2\non_timeout=\"draw-if-insufficient\"\n\
             vacation_days_per_year=10\ntime_format=\"%H:%M:%S\"\n[reminders]\nfirst_after_secs=3\nbefore_deadline_secs=1\ndigest_hour=23\n",
        )
        .unwrap();
        assert_eq!(c.time.days_per_move, 5);
        assert_eq!(c.time.day(), chrono::TimeDelta::seconds(2));
        assert_eq!(c.time.on_timeout, OnTimeout::DrawIfInsufficient);
        assert_eq!(c.reminders.first_after_secs, 3);
        assert_eq!((c.reminders.gentleman_moves, c.reminders.gentleman_grace_secs), (3, 86_400));
        assert_eq!(parse("[bot]\naddress=\"a@b.c\"\n[time]\non_timeout=\"notify\"\n").unwrap().time.on_timeout, OnTimeout::Notify);

        for (text, key) in [
            ("[time]\nfirst=\"1d\"\n", "first"),
            ("[time]\non_timeout=\"forfeit\"\n", "on_timeout"),
            ("[time]\ndays_per_move=0\n", "time.days_per_move"),
            ("[time]\nday_length_secs=0\n", "time.day_length_secs"),
            ("[time]\ntime_format=\"%Q\"\n", "time.time_format"),
            ("[reminders]\ndigest_hour=24\n", "reminders.digest_hour"),
            ("[reminders]\nfirst=\"1d\"\n", "first"),
        ] {
            let e = parse(&format!("[bot]\naddress=\"a@b.c\"\n{text}")).unwrap_err().to_string();
            assert!(e.contains(key), "{text}: {e}");
        }
    }
}
