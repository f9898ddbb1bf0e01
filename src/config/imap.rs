//! `[imap]`: the mailbox the players' mail is read from.

use super::server::{default_login_retry, default_security, default_timeout, OAuth2Mechanism, Secret, Security};
use serde::Deserialize;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImapConfig {
    pub host: String,
    /// Default: 993 for `tls`, 143 otherwise. Use [`ImapConfig::port`].
    #[serde(default)]
    pub(super) port: Option<u16>,
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
fn default_true() -> bool {
    true
}
