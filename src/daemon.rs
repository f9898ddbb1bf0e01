//! The daemon loop: read mail, hand each to the bot, mark it done only after
//! the bot's transaction committed, send the outbox, wait for more.

use std::io::Read;
use std::time::Duration;

use chrono::Utc;
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
        match pass(&mut bot, source.as_mut(), sink.as_mut(), &retry) {
            Ok(n) if once && n == 0 => return Ok(()),
            Ok(_) if once => continue,
            Ok(_) => {}
            Err(DaemonError::Mail(e)) if !once => warn!("mail trouble, trying again: {e}"),
            Err(DaemonError::Store(e)) if !once => error!("store trouble, trying again: {e}"),
            Err(e) => return Err(e),
        }
        if let Err(e) = source.wait(poll) {
            warn!("waiting for mail failed: {e}");
            std::thread::sleep(poll.min(Duration::from_secs(5)));
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
    let address = bot.identity().address.clone();
    deliver_due(bot.store(), sink.as_mut(), &address, &retry_config(cfg), Utc::now())?;
    Ok(handled)
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}
