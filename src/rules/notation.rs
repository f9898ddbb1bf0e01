//! Errors for turns that cannot be read or played, shared by every variant.

use std::fmt;

pub use super::reason::{join_or, Reason, ReasonArg};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The text is not written like a move at all.
    Unreadable,
    /// It reads as a move, but no legal turn matches.
    Illegal,
    /// Several legal turns match.
    Ambiguous,
}

/// Why a player's turn text was refused; `reason` says why in no language
/// yet, `candidates` are the legal turns they may have meant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub input: String,
    pub kind: NotationErrorKind,
    pub reason: Reason,
    pub candidates: Vec<String>,
}

impl NotationError {
    pub fn unreadable(input: &str, reason: Reason) -> NotationError {
        NotationError { input: input.to_string(), kind: NotationErrorKind::Unreadable, reason, candidates: vec![] }
    }

    pub fn illegal(input: &str, reason: Reason, candidates: Vec<String>) -> NotationError {
        NotationError { input: input.to_string(), kind: NotationErrorKind::Illegal, reason, candidates }
    }

    pub fn ambiguous(input: &str, candidates: Vec<String>) -> NotationError {
        NotationError {
            input: input.to_string(),
            kind: NotationErrorKind::Ambiguous,
            reason: Reason::new("reason-ambiguous", "more than one legal move matches"),
            candidates,
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            NotationErrorKind::Unreadable => write!(f, "I cannot read '{}' as a move: {}", self.input, self.reason)?,
            NotationErrorKind::Illegal => write!(f, "'{}' is not legal here: {}", self.input, self.reason)?,
            NotationErrorKind::Ambiguous => {
                return write!(f, "'{}' is ambiguous: it could be {}", self.input, join_or(&self.candidates));
            }
        }
        if !self.candidates.is_empty() {
            write!(f, ". Did you mean {}?", join_or(&self.candidates))?;
        }
        Ok(())
    }
}

impl std::error::Error for NotationError {}

/// Strips what players add around a move that carries no meaning: move
/// numbers (`12.`, `12...`), check and annotation marks (`+ # ! ?`), `e.p.`.
pub fn strip_decorations(text: &str) -> &str {
    let mut s = text.trim();
    // move number prefix
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && s[digits..].starts_with('.') {
        s = s[digits..].trim_start_matches('.').trim_start();
    }
    let s = s.strip_suffix("e.p.").or_else(|| s.strip_suffix("ep")).map(str::trim_end).unwrap_or(s);
    s.trim_end_matches(['+', '#', '!', '?'])
}
