//! `[smtp]`: the server the bot's mail leaves through, and its retries.

use super::server::{default_login_retry, default_security, default_timeout, OAuth2Mechanism, Secret, Security};
use serde::Deserialize;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpConfig {
    pub host: String,
    /// Default: 465 for `tls`, 587 for `starttls`, 25 for `plain`. Use [`SmtpConfig::port`].
    #[serde(default)]
    pub(super) port: Option<u16>,
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

fn default_max_attempts() -> u32 {
    8
}
fn default_backoff_base() -> u64 {
    60
}
fn default_backoff_max() -> u64 {
    6 * 3600
}
