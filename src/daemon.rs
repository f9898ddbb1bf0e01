//! The daemon loop: read mail, hand each to the bot, mark it done only after
//! the bot's transaction committed, do what the clocks say is due
//! (reminders, time-outs, digests), send the outbox, wait for more, but
//! never past the next due time.

use std::io::Read;
use std::time::Duration;

use chrono::{DateTime, Utc};
use tracing::{error, info, warn};

use crate::bot::{Bot, BotError, Handled};
use crate::config::{Config, RetryConfig};
use crate::delivery::deliver_due;
use crate::mail::{open_sink, open_source, MailError, MailSink, MailSource};
use crate::store::{Store, StoreError};

#[derive(Debug)]
pub enum DaemonError {
    Store(StoreError),
    Bot(BotError),
    Mail(MailError),
    Input(String),
}

impl std::fmt::Display for DaemonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DaemonError::Store(e) => write!(f, "{e}"),
            DaemonError::Bot(e) => write!(f, "{e}"),
            DaemonError::Mail(e) => write!(f, "{e}"),
            DaemonError::Input(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DaemonError {}

impl From<StoreError> for DaemonError {
    fn from(e: StoreError) -> Self {
        DaemonError::Store(e)
    }
}
impl From<BotError> for DaemonError {
    fn from(e: BotError) -> Self {
        DaemonError::Bot(e)
    }
}
impl From<MailError> for DaemonError {
    fn from(e: MailError) -> Self {
        DaemonError::Mail(e)
    }
}

fn retry_config(cfg: &Config) -> RetryConfig {
    cfg.smtp.as_ref().map(|s| s.retry.clone()).unwrap_or_default()
}

pub fn open_bot(cfg: &Config) -> Result<Bot, DaemonError> {
    if let Some(dir) = cfg.store.path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| DaemonError::Input(format!("cannot create {}: {e}", dir.display())))?;
    }
    let store = Store::open(&cfg.store.path)?;
    Ok(Bot::new(cfg, store)?)
}

/// Handles what is waiting, sends what is due; returns how many mails were read.
/// The outbox is sent even when reading fails: replies already queued (say,
/// before a restart) must not wait for the incoming server to come back.
fn pass(bot: &mut Bot, source: &mut dyn MailSource, sink: &mut dyn MailSink, retry: &RetryConfig) -> Result<usize, DaemonError> {
    let (fetched, fetch_error) = match source.fetch() {
        Ok(f) => (f, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    let count = fetched.len();
    for f in fetched {
        let key = f.key.to_string();
        match bot.handle(&key, &f.raw, Utc::now()) {
            Ok(_) => {
                // Only now: a crash before this line leaves the mail waiting,
                // and the store knows it was handled.
                if let Err(e) = source.done(&f.key) {
                    warn!(source = %key, "could not mark the mail as processed (it will be skipped next time): {e}");
                }
            }
            Err(e) => error!(source = %key, "mail not processed, will retry: {e}"),
        }
    }
    let address = bot.identity().address.clone();
    let report = deliver_due(bot.store(), sink, &address, retry, Utc::now())?;
    if report != Default::default() {
        info!(sent = report.sent, deferred = report.deferred, failed = report.failed, "outbox");
    }
    match fetch_error {
        Some(e) => Err(e.into()),
        None => Ok(count),
    }
}

/// `tandem serve`: runs until killed; with `once`, until nothing is waiting.
pub fn serve(cfg: &Config, once: bool) -> Result<(), DaemonError> {
    let mut bot = open_bot(cfg)?;
    let retry = retry_config(cfg);
    let mut source = open_source(cfg)?;
    let mut sink = open_sink(cfg)?;
    info!(address = %bot.identity().address, store = %cfg.store.path.display(), incoming = %describe_source(cfg), "tandem is running");
    let poll = cfg.imap.as_ref().map_or(Duration::from_secs(cfg.maildir.poll_interval_secs.max(1)), |i| i.poll_interval());
    loop {
        let result = pass(&mut bot, source.as_mut(), sink.as_mut(), &retry);
        // After the mail: a move that was waiting counts before its clock is judged.
        let next_due = run_scheduled(&mut bot, sink.as_mut(), &retry);
        match result {
            Ok(n) if once && n == 0 => return Ok(()),
            Ok(_) if once => continue,
            Ok(_) => {}
            Err(DaemonError::Mail(e)) if !once => warn!("mail trouble, trying again: {e}"),
            Err(DaemonError::Store(e)) if !once => error!("store trouble, trying again: {e}"),
            Err(e) => return Err(e),
        }
        if let Err(e) = source.wait(wait_time(poll, next_due, Utc::now())) {
            warn!("waiting for mail failed: {e}");
            std::thread::sleep(poll.min(Duration::from_secs(5)));
        }
    }
}

/// Reminders, time-outs and digests due now, then their mail; returns when
/// something is due next.
fn run_scheduled(bot: &mut Bot, sink: &mut dyn MailSink, retry: &RetryConfig) -> Option<DateTime<Utc>> {
    let now = Utc::now();
    let report = match bot.run_due(now) {
        Ok(r) => r,
        Err(e) => {
            error!("reminders and deadlines: {e}");
            return Some(now + SCHEDULER_RETRY);
        }
    };
    if !report.done.is_empty() {
        let address = bot.identity().address.clone();
        match deliver_due(bot.store(), sink, &address, retry, Utc::now()) {
            Ok(r) if r != Default::default() => info!(sent = r.sent, deferred = r.deferred, failed = r.failed, "outbox"),
            Ok(_) => {}
            Err(e) => error!("sending the scheduled mail: {e}"),
        }
    }
    report.next
}

/// How soon the scheduler is asked again after it failed.
const SCHEDULER_RETRY: chrono::TimeDelta = chrono::TimeDelta::seconds(10);
/// The shortest wait: something due "now" that keeps failing must not spin.
const MIN_WAIT: Duration = Duration::from_millis(200);

/// How long to wait for mail: the poll interval, but not past `next_due`.
fn wait_time(poll: Duration, next_due: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Duration {
    match next_due {
        None => poll,
        Some(at) => {
            // Past due (or just now): a short wait, then the next pass.
            let until = (at - now).to_std().unwrap_or(Duration::ZERO);
            poll.min(until.max(MIN_WAIT))
        }
    }
}

fn describe_source(cfg: &Config) -> String {
    match &cfg.imap {
        Some(i) => format!("imap://{}:{}/{}", i.host, i.port(), i.mailbox),
        None => format!("maildir {}", cfg.maildir.inbox.display()),
    }
}

/// `tandem deliver`: one mail from standard input (as an MDA), then the outbox.
pub fn deliver_stdin(cfg: &Config) -> Result<Handled, DaemonError> {
    let mut raw = Vec::new();
    std::io::stdin().read_to_end(&mut raw).map_err(|e| DaemonError::Input(format!("reading standard input: {e}")))?;
    if raw.is_empty() {
        return Err(DaemonError::Input("no mail on standard input".into()));
    }
    let mut bot = open_bot(cfg)?;
    // The same mail delivered twice has the same content: key it by a hash,
    // and the Message-ID check catches resends with new bytes.
    let key = format!("stdin:{:016x}", fnv1a(&raw));
    let handled = bot.handle(&key, &raw, Utc::now())?;
    let mut sink = open_sink(cfg)?;
    // No daemon runs in this mode: what is due goes out with each mail (and
    // with `serve --once`, e.g. from cron).
    run_scheduled(&mut bot, sink.as_mut(), &retry_config(cfg));
    let address = bot.identity().address.clone();
    deliver_due(bot.store(), sink.as_mut(), &address, &retry_config(cfg), Utc::now())?;
    Ok(handled)
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_wait_never_passes_the_next_due_time() {
        let now = Utc.timestamp_opt(1_700_000_000, 0).unwrap();
        let poll = Duration::from_secs(60);
        assert_eq!(wait_time(poll, None, now), poll);
        assert_eq!(wait_time(poll, Some(now + chrono::TimeDelta::seconds(5)), now), Duration::from_secs(5));
        assert_eq!(wait_time(poll, Some(now + chrono::TimeDelta::hours(5)), now), poll);
        assert_eq!(wait_time(poll, Some(now), now), MIN_WAIT);
        assert_eq!(wait_time(poll, Some(now - chrono::TimeDelta::seconds(5)), now), MIN_WAIT);
    }
}
