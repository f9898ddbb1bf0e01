//! Logins a mail server refuses, as the daemon notes them for `tandem
//! status`, for the next run (`serve --once` from cron keeps the wait) and
//! for `check-config` (which clears a refusal once the login works). One
//! `meta` value per server, as JSON.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{StoreError, Tx};

/// A server that refuses the bot's login, since when, and when the daemon
/// tries again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginRefusal {
    /// `IMAP` or `SMTP`.
    pub server: String,
    /// The first refusal of this run of refusals.
    pub since: DateTime<Utc>,
    /// Refused attempts since then.
    pub attempts: u32,
    /// Not before this: the next attempt.
    pub next_try: DateTime<Utc>,
    /// The last refusal, as the server said it (never with the password).
    pub message: String,
}

/// A [`LoginRefusal`] as kept, times as RFC 3339 text.
#[derive(Serialize, Deserialize)]
struct Stored {
    since: String,
    attempts: u32,
    next_try: String,
    message: String,
}

fn time(t: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(t).ok().map(|t| t.with_timezone(&Utc))
}

/// The servers whose refusals are kept.
const SERVERS: [&str; 2] = ["IMAP", "SMTP"];

fn key(server: &str) -> String {
    format!("login_refused:{server}")
}

impl Tx<'_> {
    /// Notes (or updates) that `r.server` refuses the login.
    pub fn note_login_refused(&self, r: &LoginRefusal) -> Result<(), StoreError> {
        let stored =
            Stored { since: r.since.to_rfc3339(), attempts: r.attempts, next_try: r.next_try.to_rfc3339(), message: r.message.clone() };
        let json = serde_json::to_string(&stored).map_err(|e| StoreError::InvalidInput(format!("login refusal: {e}")))?;
        self.set_meta(&key(&r.server), &json)
    }

    /// `server` took the login: its refusal is over. Returns whether one was noted.
    pub fn login_accepted(&self, server: &str) -> Result<bool, StoreError> {
        Ok(self.exec("DELETE FROM meta WHERE key = ?1", [key(server)])? > 0)
    }

    /// The refusals noted, IMAP first; an unreadable one is skipped.
    pub fn login_refusals(&self) -> Result<Vec<LoginRefusal>, StoreError> {
        let mut out = Vec::new();
        for server in SERVERS {
            let Some(s) = self.meta(&key(server))?.and_then(|v| serde_json::from_str::<Stored>(&v).ok()) else { continue };
            if let (Some(since), Some(next_try)) = (time(&s.since), time(&s.next_try)) {
                out.push(LoginRefusal { server: server.to_string(), since, attempts: s.attempts, next_try, message: s.message });
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    #[test]
    fn a_refusal_is_noted_updated_and_cleared() {
        let mut store = Store::open_in_memory().unwrap();
        let now = chrono::DateTime::parse_from_rfc3339("2026-11-23T06:00:00Z").unwrap().with_timezone(&Utc);
        let r = LoginRefusal { server: "IMAP".into(), since: now, attempts: 1, next_try: now, message: "no".into() };
        store
            .transaction(|tx| {
                assert!(tx.login_refusals()?.is_empty());
                tx.note_login_refused(&r)?;
                tx.note_login_refused(&LoginRefusal { attempts: 2, ..r.clone() })?;
                assert_eq!(tx.login_refusals()?, [LoginRefusal { attempts: 2, ..r.clone() }]);
                assert!(tx.login_accepted("IMAP")?);
                assert!(!tx.login_accepted("IMAP")?);
                assert!(tx.login_refusals()?.is_empty());
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
