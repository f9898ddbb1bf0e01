//! Why a configuration cannot be used, told without its secrets.

use std::fmt;
use std::path::PathBuf;

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

pub(super) fn invalid(key: &str, message: impl Into<String>) -> ConfigError {
    ConfigError::Invalid { key: key.into(), message: message.into() }
}

/// The TOML error as "line N, key `section.key`: what was expected", without
/// quoting the offending line: it could hold a password.
pub(super) fn describe_toml_error(text: &str, e: &toml::de::Error) -> String {
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

pub(super) fn nonempty(key: &str, value: &str) -> Result<(), ConfigError> {
    if value.trim().is_empty() {
        Err(invalid(key, "must not be empty"))
    } else {
        Ok(())
    }
}
