//! Why the web archive could not be written.

use std::fmt;
use std::path::PathBuf;

use crate::bot::BotError;
use crate::store::StoreError;

/// Why the site could not be written.
#[derive(Debug)]
pub enum WebError {
    Io { path: PathBuf, source: std::io::Error },
    Template { name: String, source: minijinja::Error },
    Store(StoreError),
    Bot(BotError),
}

impl fmt::Display for WebError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WebError::Io { path, .. } => write!(f, "cannot write {} (check [web] dir)", path.display()),
            WebError::Template { name, source } => write!(f, "web template {name} failed: {source}"),
            WebError::Store(e) => write!(f, "store: {e}"),
            WebError::Bot(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for WebError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WebError::Io { source, .. } => Some(source),
            WebError::Template { source, .. } => Some(source),
            WebError::Store(e) => Some(e),
            WebError::Bot(e) => Some(e),
        }
    }
}

impl From<StoreError> for WebError {
    fn from(e: StoreError) -> Self {
        WebError::Store(e)
    }
}

impl From<BotError> for WebError {
    fn from(e: BotError) -> Self {
        WebError::Bot(e)
    }
}
