//! What `[imap]` and `[smtp]` share: transport security, passwords and
//! their sources, OAuth2.

use super::error::{invalid, ConfigError};
use serde::Deserialize;
use std::fmt;
use std::path::PathBuf;

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

pub(super) fn default_security() -> Security {
    Security::Tls
}
pub(super) fn default_timeout() -> u64 {
    60
}
pub(super) fn default_login_retry() -> u64 {
    60
}

/// `oauth2_token_command` replaces the password: not both, and not empty.
pub(super) fn check_token_command(section: &str, command: &Option<String>, has_password: bool) -> Result<(), ConfigError> {
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

pub(super) fn resolve_password(
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
