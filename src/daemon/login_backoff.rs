//! A mail server that refuses the bot's login, or cannot be reached: the
//! daemon tries again further apart each time instead of every few seconds.
//! Mail providers lock or throttle an account after a few dozen failed
//! logins, so a wrong password must not become a loop.
//!
//! - A refused login (IMAP or SMTP): one ERROR line, a note in the store
//!   (`tandem status`: "the mailbox refuses the login since ..."), a mail to
//!   `[bot] operator`; then tries after `login_retry_secs`, doubling up to
//!   an hour, a WARN line each. Meanwhile no mail is read (IMAP) or sent
//!   (SMTP: the outbox waits, and no mail counts an attempt). The note
//!   survives a restart: `serve --once` (from cron) keeps the wait; `serve`
//!   tries once at start, then goes on doubling.
//! - A server that cannot be reached (IMAP): a WARN line per try, after
//!   1 s, 2 s, 4 s ... up to 5 minutes. (The outbox has its own retries.)
//!
//! [`Logins`] wraps the daemon's source and sink; the serve loop hands its
//! news to the store with [`Logins::report`] after each pass.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use tracing::{error, info, warn};

use crate::bot::Bot;
use crate::config::Config;
use crate::error::chain;
use crate::mail::{Batch, Fetched, MailError, MailSink, MailSource, SendError, SourceKey};
use crate::store::{retry_delay, LoginRefusal};

/// The longest wait between two logins the server refused.
const LOGIN_RETRY_MAX: TimeDelta = TimeDelta::hours(1);
/// The first and the longest wait for a server that cannot be reached.
const AWAY_BASE: TimeDelta = TimeDelta::seconds(1);
const AWAY_MAX: TimeDelta = TimeDelta::minutes(5);

/// One server's troubles.
struct Gate {
    /// `IMAP` or `SMTP`.
    server: &'static str,
    login_base: TimeDelta,
    refusal: Option<LoginRefusal>,
    /// Failed tries to reach the server, and when to try next.
    away: Option<(u32, DateTime<Utc>)>,
    /// The refusal changed (or ended) since [`Logins::report`] last saw it.
    changed: bool,
    /// A run of refusals began: the operator is to be told.
    began: bool,
    once: bool,
}

impl Gate {
    fn new(server: &'static str, login_retry_secs: u64, once: bool) -> Gate {
        let login_base = TimeDelta::seconds(login_retry_secs.clamp(1, 3600) as i64);
        Gate { server, login_base, refusal: None, away: None, changed: false, began: false, once }
    }

    /// When the server may be tried again, if not now.
    fn not_before(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let refused = self.refusal.as_ref().map(|r| r.next_try);
        let away = self.away.map(|(_, at)| at);
        refused.into_iter().chain(away).max().filter(|&at| at > now)
    }

    /// Why the server is not tried now, if it is not.
    fn blocked(&self, now: DateTime<Utc>) -> Option<String> {
        let at = self.not_before(now)?;
        Some(match &self.refusal {
            Some(r) => format!(
                "not tried: the {} server refused the login {} time(s) since {}, the last time: {}; the next try is at {} \
                 (`tandem check-config` tries at once, and clears the wait when the login works)",
                self.server,
                r.attempts,
                stamp(r.since),
                r.message,
                stamp(at)
            ),
            None => format!("not tried: the {} server could not be reached; the next try is at {}", self.server, stamp(at)),
        })
    }

    /// The server refused the login with `message`.
    fn refused(&mut self, message: &str, now: DateTime<Utc>) {
        let attempts = self.refusal.as_ref().map_or(1, |r| r.attempts + 1);
        let since = self.refusal.as_ref().map_or(now, |r| r.since);
        let delay = retry_delay(attempts, self.login_base, LOGIN_RETRY_MAX);
        let first = self.refusal.is_none();
        self.refusal = Some(LoginRefusal { server: self.server.into(), since, attempts, next_try: now + delay, message: message.into() });
        self.away = None;
        self.changed = true;
        let next = match self.once {
            true => format!("the first run after {} tries again", stamp(now + delay)),
            false => format!("next try in {}", human(delay)),
        };
        if !self.once {
            super::watchdog::status(&format!("the {} server refuses the login since {}", self.server, stamp(since)));
        }
        if first {
            self.began = true;
            error!(
                "the {} server refuses the login: {message}; {next}, then twice as long after each refusal, up to once \
                 an hour (fix the configuration, then run `tandem check-config`)",
                self.server
            );
        } else {
            warn!("the {} server still refuses the login (since {}, {attempts} attempts): {message}; {next}", self.server, stamp(since));
        }
    }

    /// The server could not be reached (or dropped the connection).
    fn unreachable(&mut self, message: &str, now: DateTime<Utc>) {
        let failures = self.away.map_or(1, |(n, _)| n + 1);
        let delay = retry_delay(failures, AWAY_BASE, AWAY_MAX);
        self.away = Some((failures, now + delay));
        warn!("the {} server cannot be used now: {message}; next try in {}", self.server, human(delay));
    }

    /// The server took the login (and answered).
    fn accepted(&mut self) {
        if let Some(r) = self.refusal.take() {
            info!("the {} server takes the login again (it refused it since {})", self.server, stamp(r.since));
            super::watchdog::status("running");
            self.changed = true;
        }
        if self.away.take().is_some() {
            info!("the {} server answers again", self.server);
        }
    }
}

/// `2026-11-23 06:01:00 UTC`.
fn stamp(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M:%S UTC").to_string()
}

/// `45 s`, `2 min`, `1 h`.
fn human(d: TimeDelta) -> String {
    match d.num_seconds() {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s => format!("{} h", s / 3600),
    }
}

fn lock(gate: &Mutex<Gate>) -> MutexGuard<'_, Gate> {
    gate.lock().unwrap_or_else(|p| p.into_inner())
}

/// The gates of the daemon's IMAP and SMTP servers (none for Maildirs).
pub struct Logins {
    gates: Vec<Arc<Mutex<Gate>>>,
    imap: Option<Arc<Mutex<Gate>>>,
    smtp: Option<Arc<Mutex<Gate>>>,
}

impl Logins {
    /// Gates for the servers of `cfg`, with the refusals the store noted in
    /// an earlier run. `serve` (not `once`) tries each server at once
    /// (a restart is the operator's doing, or a crash), then goes on
    /// doubling from where it was.
    pub fn new(cfg: &Config, once: bool, bot: &mut Bot) -> Logins {
        let noted = bot.store().transaction(|tx| tx.login_refusals()).unwrap_or_default();
        let now = Utc::now();
        let gate = |server: &'static str, retry: u64| {
            let mut g = Gate::new(server, retry, once);
            g.refusal = noted.iter().find(|r| r.server == server).cloned();
            if let (Some(r), false) = (g.refusal.as_mut(), once) {
                r.next_try = now;
            }
            Arc::new(Mutex::new(g))
        };
        let imap = cfg.imap.as_ref().map(|i| gate("IMAP", i.login_retry_secs));
        let smtp = cfg.smtp.as_ref().map(|s| gate("SMTP", s.login_retry_secs));
        Logins { gates: imap.iter().chain(&smtp).cloned().collect(), imap, smtp }
    }

    /// The daemon's source, behind the IMAP gate when there is one.
    pub fn source(&self, inner: Box<dyn MailSource + Send>) -> Box<dyn MailSource + Send> {
        match &self.imap {
            Some(gate) => Box::new(GatedSource { inner, gate: gate.clone() }),
            None => inner,
        }
    }

    /// The daemon's sink, behind the SMTP gate when there is one.
    pub fn sink(&self, inner: Box<dyn MailSink + Send>) -> Box<dyn MailSink + Send> {
        match &self.smtp {
            Some(gate) => Box::new(GatedSink { inner, gate: gate.clone() }),
            None => inner,
        }
    }

    /// Notes in the store what changed since the last call (a refusal, its
    /// next try, its end), and tells the operator of a refusal that began.
    /// A store that cannot be written now is told at the next pass.
    pub fn report(&self, bot: &mut Bot) {
        for gate in &self.gates {
            let mut g = lock(gate);
            if !g.changed {
                continue;
            }
            match bot.note_login(g.server, g.refusal.as_ref(), g.began, Utc::now()) {
                Ok(()) => (g.changed, g.began) = (false, false),
                Err(e) => warn!("cannot note the {} login for `tandem status`: {}", g.server, chain(&e)),
            }
        }
    }
}

/// The IMAP source behind its gate: while the server refuses the login or
/// cannot be reached, it is not tried, and the daemon's waits last until
/// the next try. `serve --once` gets the errors (and its exit code).
struct GatedSource {
    inner: Box<dyn MailSource + Send>,
    gate: Arc<Mutex<Gate>>,
}

impl GatedSource {
    fn failed(&self, e: &MailError) {
        let mut g = lock(&self.gate);
        match e {
            MailError::Auth(m) => g.refused(m, Utc::now()),
            other => g.unreachable(&other.to_string(), Utc::now()),
        }
    }
}

impl MailSource for GatedSource {
    /// A mailbox that was not read is an error, also while the gate is
    /// closed: the daemon judges no deadline past what it read (see
    /// `read_through.rs`, which also says once in the log that it cannot).
    fn fetch_except(&mut self, skip: &dyn Fn(&SourceKey) -> bool) -> Result<Batch, MailError> {
        let blocked = lock(&self.gate).blocked(Utc::now());
        if let Some(why) = blocked {
            return Err(MailError::Auth(why));
        }
        let fetched = self.inner.fetch_except(skip);
        super::watchdog::ping();
        match fetched {
            Ok(f) => {
                lock(&self.gate).accepted();
                Ok(f)
            }
            Err(e) => {
                self.failed(&e);
                Err(e)
            }
        }
    }

    fn arrival_slack(&self) -> Duration {
        self.inner.arrival_slack()
    }

    fn wait(&mut self, max: Duration) -> Result<(), MailError> {
        let not_before = lock(&self.gate).not_before(Utc::now());
        if let Some(at) = not_before {
            std::thread::sleep(max.min((at - Utc::now()).to_std().unwrap_or_default()));
            return Ok(());
        }
        if let Err(e) = self.inner.wait(max) {
            self.failed(&e);
            let at = lock(&self.gate).not_before(Utc::now());
            std::thread::sleep(max.min(at.and_then(|at| (at - Utc::now()).to_std().ok()).unwrap_or_default()));
        }
        Ok(())
    }

    fn set_max_mail_bytes(&mut self, max: u64) {
        self.inner.set_max_mail_bytes(max)
    }
    fn done(&mut self, key: &SourceKey) -> Result<(), MailError> {
        super::watchdog::ping();
        self.inner.done(key)
    }
    fn set_aside(&mut self, key: &SourceKey) -> Result<(), MailError> {
        self.inner.set_aside(key)
    }
    fn waiting(&mut self) -> Result<usize, MailError> {
        self.inner.waiting()
    }
    fn set_aside_mails(&mut self) -> Result<Vec<Fetched>, MailError> {
        self.inner.set_aside_mails()
    }
    fn restore(&mut self, key: &SourceKey) -> Result<(), MailError> {
        self.inner.restore(key)
    }
}

/// The SMTP sink behind its gate: while the server refuses the login, the
/// outbox is not tried (and no mail counts an attempt).
struct GatedSink {
    inner: Box<dyn MailSink + Send>,
    gate: Arc<Mutex<Gate>>,
}

impl MailSink for GatedSink {
    fn send(&mut self, envelope_from: &str, to: &str, raw: &[u8]) -> Result<(), SendError> {
        self.send_all(envelope_from, &[(to, raw)]).pop().unwrap_or(Ok(()))
    }

    fn batch_size(&self) -> usize {
        self.inner.batch_size()
    }

    fn send_all(&mut self, envelope_from: &str, mails: &[(&str, &[u8])]) -> Vec<Result<(), SendError>> {
        let blocked = lock(&self.gate).blocked(Utc::now());
        if let Some(why) = blocked {
            return mails.iter().map(|_| Err(SendError::login_refused(why.clone()))).collect();
        }
        let results = self.inner.send_all(envelope_from, mails);
        super::watchdog::ping();
        let mut g = lock(&self.gate);
        if let Some(e) = results.iter().find_map(|r| r.as_ref().err().filter(|e| e.login_refused)) {
            g.refused(&e.message, Utc::now());
        } else if results.iter().any(Result::is_ok) {
            g.accepted();
        }
        results
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refused_logins_wait_longer_each_time_up_to_an_hour() {
        let mut g = Gate::new("IMAP", 60, false);
        let t0 = Utc::now();
        let mut waits = Vec::new();
        let mut now = t0;
        for _ in 0..9 {
            assert_eq!(g.blocked(now), None, "tried when due");
            g.refused("no", now);
            let at = g.not_before(now).expect("a wait");
            waits.push((at - now).num_seconds());
            assert!(g.blocked(now).is_some_and(|w| w.contains("refused the login") && w.contains("since")));
            now = at;
        }
        assert_eq!(waits, [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
        assert_eq!(g.refusal.as_ref().map(|r| (r.attempts, r.since)), Some((9, t0)));
        assert!(g.began && g.changed);
        g.accepted();
        assert_eq!((g.refusal.is_none(), g.blocked(now)), (true, None));
    }

    #[test]
    fn a_server_away_is_tried_after_1_s_doubling_up_to_5_minutes() {
        let mut g = Gate::new("IMAP", 60, false);
        let mut now = Utc::now();
        let mut waits = Vec::new();
        for _ in 0..10 {
            g.unreachable("connection refused", now);
            let at = g.not_before(now).expect("a wait");
            waits.push((at - now).num_seconds());
            now = at;
        }
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
        assert!(!g.changed, "nothing for the store");
        g.accepted();
        assert_eq!(g.not_before(now), None);
    }
}
