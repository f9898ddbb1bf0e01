//! The daemon loop: read mail, hand each to the bot, mark it done only after
//! the bot's transaction committed, do what the clocks say is due
//! (reminders, time-outs, digests), send the outbox, wait for more, but
//! never past the next due time.

pub mod background;
pub mod engine_workers;
pub mod exit_code;
pub mod login_backoff;
pub mod outbox;
pub mod read_through;
pub mod stop;
pub mod watch;
pub mod watchdog;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::io::Read;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use chrono::{DateTime, TimeDelta, Utc};
use tracing::{error, info, warn};

use crate::bot::{Bot, BotError, Handled, Incoming, TaskReport};
use crate::config::{Config, RetryConfig};
use crate::daemon::login_backoff::Logins;
use crate::daemon::outbox::send_outbox;
use crate::daemon::read_through::ReadThrough;
use crate::daemon::stop::Stop;
use crate::error::chain;
use crate::mail::message_id::content_hash;
use crate::mail::source::header_part;
use crate::mail::{open_sink, open_source, Batch, Fetched, MailError, MailSink, MailSource, SourceKey};
use crate::store::{retry_delay, Store, StoreError};

/// Why `serve` stopped or `deliver` could not finish. Each says what the
/// daemon was doing; `source()` gives the cause.
#[derive(Debug)]
pub enum DaemonError {
    /// The directory of `[store] path` could not be created.
    StoreDir { dir: PathBuf, source: std::io::Error },
    /// The store could not be opened.
    OpenStore(StoreError),
    /// The bot could not be set up on the store (or its templates).
    Start(BotError),
    /// The configured mailboxes or mail servers cannot be used.
    MailSetup(MailError),
    /// The incoming mail could not be read (`serve` tries again).
    Fetch(MailError),
    /// The outbox could not be read or updated (`serve` tries again).
    Outbox(StoreError),
    /// `deliver`: the mail could not be handled now; delivered again, it will be.
    Handle(BotError),
    /// `deliver`: standard input could not be read.
    Stdin(std::io::Error),
    /// `deliver`: standard input was empty.
    NoMail,
    /// `deliver`: a mail set aside could not be kept in `[maildir] set_aside`.
    SetAside(MailError),
}

impl std::fmt::Display for DaemonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DaemonError::StoreDir { dir, .. } => write!(f, "cannot create the store's directory {}", dir.display()),
            DaemonError::OpenStore(_) => f.write_str("cannot open the store (check [store] path)"),
            DaemonError::Start(_) => f.write_str("cannot start the bot"),
            DaemonError::MailSetup(_) => f.write_str("cannot set up the mail (check [imap], [smtp] or [maildir])"),
            DaemonError::Fetch(_) => f.write_str("cannot read the incoming mail"),
            DaemonError::Outbox(_) => f.write_str("cannot send the outbox"),
            DaemonError::Handle(_) => f.write_str("handling the mail failed"),
            DaemonError::Stdin(_) => f.write_str("cannot read the mail from standard input"),
            DaemonError::NoMail => f.write_str("no mail on standard input"),
            DaemonError::SetAside(_) => f.write_str("cannot keep the set-aside mail (check [maildir] set_aside)"),
        }
    }
}

impl std::error::Error for DaemonError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DaemonError::StoreDir { source, .. } | DaemonError::Stdin(source) => Some(source),
            DaemonError::OpenStore(e) | DaemonError::Outbox(e) => Some(e),
            DaemonError::Start(e) | DaemonError::Handle(e) => Some(e),
            DaemonError::MailSetup(e) | DaemonError::Fetch(e) | DaemonError::SetAside(e) => Some(e),
            DaemonError::NoMail => None,
        }
    }
}

fn retry_config(cfg: &Config) -> RetryConfig {
    cfg.smtp.as_ref().map(|s| s.retry.clone()).unwrap_or_default()
}

pub fn open_bot(cfg: &Config) -> Result<Bot, DaemonError> {
    if let Some(dir) = cfg.store.path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| DaemonError::StoreDir { dir: dir.to_owned(), source })?;
    }
    let store = Store::open(&cfg.store.path).map_err(DaemonError::OpenStore)?;
    Bot::new(cfg, store).map_err(DaemonError::Start)
}

/// Mail that could not be handled for now (the bot's own resources failed:
/// the store busy, the disk full): when to try each again, and when it
/// arrived. Such mail stays in the mailbox, and the passes in between go on
/// with the others; deadlines after its arrival wait for it.
#[derive(Default)]
struct Retries {
    waiting: HashMap<SourceKey, (u32, Instant, DateTime<Utc>)>,
    /// Mail whose failures the store counts (`mail_failures`): forgotten
    /// there once handled.
    recorded: HashSet<String>,
}

/// The first retry of a mail; doubled per failure up to [`RETRY_MAX`].
const RETRY_BASE: TimeDelta = TimeDelta::seconds(1);
const RETRY_MAX: TimeDelta = TimeDelta::minutes(5);

impl Retries {
    fn waits(&self, key: &SourceKey, now: Instant) -> bool {
        self.waiting.get(key).is_some_and(|&(_, at, _)| at > now)
    }

    /// Puts `key` (which arrived at `arrived`) off; with `for_good`, for
    /// the rest of this run. Returns the failures of `key` in this run, and
    /// the wait.
    fn defer(&mut self, key: &SourceKey, arrived: DateTime<Utc>, for_good: bool, now: Instant) -> (u32, Duration) {
        let failures = self.waiting.get(key).map_or(0, |&(n, _, _)| n) + 1;
        let delay = if for_good {
            Duration::from_secs(365 * 86400)
        } else {
            // The outbox's backoff, with the daemon's own bounds.
            retry_delay(failures, RETRY_BASE, RETRY_MAX).to_std().unwrap_or(Duration::from_secs(300))
        };
        self.waiting.insert(key.clone(), (failures, now + delay, arrived));
        (failures, delay)
    }

    fn forget(&mut self, key: &SourceKey) {
        self.waiting.remove(key);
    }

    /// After a fetch that listed the whole mailbox: put-off mail that is no
    /// longer there (moved away by someone) is not waited for.
    fn keep_only(&mut self, present: &HashSet<SourceKey>) {
        self.waiting.retain(|k, _| present.contains(k));
    }

    /// When the next put-off mail is due, if any.
    fn next(&self) -> Option<Instant> {
        self.waiting.values().map(|&(_, at, _)| at).min()
    }

    /// When the oldest put-off mail arrived: deadlines after it wait.
    fn oldest_arrival(&self) -> Option<DateTime<Utc>> {
        self.waiting.values().map(|&(_, _, arrived)| arrived).min()
    }
}

/// What one pass over the waiting mail did.
#[derive(Debug, Default)]
struct PassReport {
    /// Mails handled and moved out of the way.
    handled: usize,
    /// Mails put off because the bot's resources failed.
    deferred: usize,
}

/// Handles what is waiting, sends what is due. A mail's failure never stops
/// the pass: whatever is wrong with its content is answered or set aside by
/// the bot, and a failure of the bot's resources puts that one mail off
/// (`retries`) while the others go on. The outbox is sent even when reading
/// fails: replies already queued (say, before a restart) must not wait for
/// the incoming server to come back. `mailbox` learns how far the mailbox
/// was read.
fn pass(
    bot: &mut Bot,
    source: &mut dyn MailSource,
    sink: &mut dyn MailSink,
    retry: &RetryConfig,
    retries: &mut Retries,
    mailbox: &mut ReadThrough,
    once: bool,
) -> Result<PassReport, DaemonError> {
    let set_aside_after = bot.limits().attempts_before_set_aside;
    let started = Instant::now();
    let fetch_started = Utc::now();
    // The put-off mail still in the mailbox (asked about while listing it).
    let present = RefCell::new(HashSet::new());
    let fetched = source.fetch_except(&|k| {
        let waits = retries.waits(k, started);
        if waits {
            present.borrow_mut().insert(k.clone());
        }
        waits
    });
    let (batch, fetch_error) = match fetched {
        Ok(b) => (b, None),
        Err(e) => (Batch::default(), Some(e)),
    };
    let fetched = &batch.mails;
    let mut report = PassReport::default();
    let keys: Vec<String> = fetched.iter().map(|f| f.key.to_string()).collect();
    let incoming: Vec<Incoming<'_>> = fetched
        .iter()
        .zip(&keys)
        .map(|(f, key)| Incoming { source_key: key, raw: &f.raw, oversize: f.oversize, arrived: f.arrived })
        .collect();
    // One commit for the whole fetch; the mails leave the inbox after it.
    // Deadlines are judged before each mail as far as older mail was handled.
    let judged = retries.oldest_arrival().unwrap_or(DateTime::<Utc>::MAX_UTC);
    let results: Vec<Result<Handled, String>> = match bot.handle_batch(&incoming, judged, &Utc::now) {
        Ok(results) => results.into_iter().map(|r| r.map_err(|e| chain(&e))).collect(),
        Err(e) => vec![Err(format!("the store could not save them: {}", chain(&e))); fetched.len()],
    };
    for ((f, key), result) in fetched.iter().zip(&keys).zip(results) {
        match result {
            Ok(handled) => {
                retries.forget(&f.key);
                if retries.recorded.remove(key.as_str()) {
                    forget_failure(bot, key);
                }
                // Only now: a crash before this line leaves the mail waiting,
                // and the store knows it was handled.
                let moved = match handled {
                    Handled::SetAside { .. } => source.set_aside(&f.key),
                    _ => source.done(&f.key),
                };
                match moved {
                    Ok(()) => report.handled += 1,
                    Err(e) => {
                        let (_, after) = retries.defer(&f.key, f.arrived, once, Instant::now());
                        warn!(source = %key, "handled, but could not be moved out of the inbox (next try in {after:?}): {}", chain(&e));
                        report.deferred += 1;
                    }
                }
            }
            Err(e) => {
                let (failures, after) = retries.defer(&f.key, f.arrived, once, Instant::now());
                // Counted in the store too, across restarts (`serve --once`
                // from cron); if the store is what fails, this run's count.
                let stored = bot.store().transaction(|tx| tx.note_mail_failure(key, &e, Utc::now())).ok();
                if stored.is_some() {
                    retries.recorded.insert(key.clone());
                }
                let attempts = failures.max(stored.unwrap_or(0));
                if attempts >= set_aside_after {
                    give_up(bot, source, f, key, attempts, &e, retries);
                    report.handled += 1;
                    continue;
                }
                let when = if once { "in the next run".to_string() } else { format!("in {after:?}") };
                error!(source = %key, attempts, "mail not handled for now, tried again {when}: {e}");
                report.deferred += 1;
            }
        }
    }
    match &fetch_error {
        None => {
            if batch.complete {
                let mut present = present.into_inner();
                present.extend(fetched.iter().map(|f| f.key.clone()));
                retries.keep_only(&present);
            }
            mailbox.read(fetch_started, source.arrival_slack(), batch.complete, retries.oldest_arrival());
        }
        Some(e) => mailbox.unreadable(fetch_started, e),
    }
    let sent = send_outbox(bot, sink, retry, Utc::now()).map_err(DaemonError::Outbox)?;
    if sent != Default::default() {
        info!(sent = sent.sent, deferred = sent.deferred, failed = sent.failed, "outbox");
    }
    match fetch_error {
        Some(e) => Err(DaemonError::Fetch(e)),
        None => Ok(report),
    }
}

/// A mail that failed `attempts` times: set aside for the operator (the
/// store records it and tells the sender and the operator when it can),
/// moved to the set-aside folder, and no longer retried.
fn give_up(bot: &mut Bot, source: &mut dyn MailSource, f: &Fetched, key: &str, attempts: u32, error: &str, retries: &mut Retries) {
    if let Err(e) = bot.give_up(key, &f.raw, attempts, error, Utc::now()) {
        error!(source = %key, "the store could not record that the mail is set aside: {}", chain(&e));
    }
    match source.set_aside(&f.key) {
        Ok(()) => {
            retries.forget(&f.key);
            if retries.recorded.remove(key) {
                forget_failure(bot, key);
            }
        }
        // It stays in the inbox, put off like any failure.
        Err(e) => error!(source = %key, "cannot move the mail to the set-aside folder: {}", chain(&e)),
    }
}

/// The failures of a handled (or set-aside) mail no longer count; if the
/// store cannot forget them now, the row is harmless (its key is gone from
/// the inbox) and `tandem status` shows it.
fn forget_failure(bot: &mut Bot, key: &str) {
    if let Err(e) = bot.store().transaction(|tx| tx.forget_mail_failure(key)) {
        warn!(source = %key, "cannot clear the mail's failures: {}", chain(&e));
    }
}

/// `tandem serve`: runs until SIGTERM or SIGINT (then finishes the mail in
/// hand and returns); with `once`, until nothing is waiting (mail put off
/// for a failure of the bot's resources stays for the next run).
pub fn serve(cfg: &Config, once: bool) -> Result<(), DaemonError> {
    let stop = Stop::listen();
    let mut bot = open_bot(cfg)?;
    let retry = retry_config(cfg);
    let logins = Logins::new(cfg, once, &mut bot);
    let mut source = logins.source(open_source(cfg).map_err(DaemonError::MailSetup)?);
    let mut sink = logins.sink(open_sink(cfg).map_err(DaemonError::MailSetup)?);
    info!(address = %bot.identity().address, store = %cfg.store.path.display(), incoming = %describe_source(cfg), "tandem is running");
    watchdog::ready();
    let poll = cfg.imap.as_ref().map_or(Duration::from_secs(cfg.maildir.poll_interval_secs.max(1)), |i| i.poll_interval());
    let mut retries = Retries::default();
    // Failures counted by an earlier run are forgotten once their mail is handled.
    if let Ok(failing) = bot.store().transaction(|tx| tx.mail_failures()) {
        retries.recorded.extend(failing.into_iter().map(|f| f.source_key));
    }
    let mut put_off = 0;
    let mut once_limit: Option<Instant> = None;
    let mut mailbox = ReadThrough::default();
    let mut watchers = watch::Watchers::new(cfg);
    let mut computer = engine_workers::EngineWorkers::start(&cfg.engine);
    loop {
        let result = pass(&mut bot, source.as_mut(), sink.as_mut(), &retry, &mut retries, &mut mailbox, once);
        logins.report(&mut bot);
        watchdog::ping();
        // The computer's moves decided meanwhile, and its new searches.
        computer_moves(&mut bot, sink.as_mut(), &retry, &mut computer, None);
        let next_due = after_pass(&mut bot, sink.as_mut(), &retry, &mut mailbox, source.arrival_slack(), &mut watchers);
        if stop.requested() {
            watchdog::stopping();
            info!("stopped: the mail in hand was handled");
            return Ok(());
        }
        match result {
            Ok(r) if once => {
                put_off += r.deferred;
                // The computer answers before the run ends (bounded by
                // `[engine] once_wait_secs`): its moves are sent by the pass
                // that follows.
                if r.handled == 0 && r.deferred == 0 && computer.busy() {
                    let limit = once_limit.get_or_insert_with(|| Instant::now() + Duration::from_secs(cfg.engine.once_wait_secs));
                    let left = limit.saturating_duration_since(Instant::now());
                    if computer_moves(&mut bot, sink.as_mut(), &retry, &mut computer, Some(left)) > 0 {
                        continue;
                    }
                }
                if r.handled == 0 && r.deferred == 0 {
                    // A mail held for the computer's answer (which did not
                    // come) leaves before the run ends.
                    if let Some(wait) = held_mail_due(&mut bot) {
                        std::thread::sleep(wait);
                        continue;
                    }
                    if put_off > 0 {
                        warn!("{put_off} mail(s) could not be handled now and stay in the inbox for the next run");
                    }
                    return Ok(());
                }
                continue;
            }
            // A fetch takes at most one batch: while mail was handled, more
            // may wait behind it, which neither IDLE nor the Maildir poll
            // would announce as new. Look again at once.
            Ok(r) if r.handled > 0 => continue,
            Ok(_) => {}
            // Said once per outage by `mailbox`.
            Err(DaemonError::Fetch(_)) if !once => {}
            Err(e @ DaemonError::Outbox(_)) if !once => error!("{}; trying again", chain(&e)),
            Err(e) => return Err(e),
        }
        let next_retry = retries.next().map(|at| Utc::now() + at.saturating_duration_since(Instant::now()));
        let wake = [next_due, next_retry].into_iter().flatten().min();
        // Short enough for systemd's watchdog to hear from the loop in time.
        let mut wait = wait_time(poll, wake, Utc::now()).min(watchdog::max_wait());
        if computer.busy() {
            // A search may end any moment: its move goes out soon after.
            wait = wait.min(COMPUTER_POLL);
        }
        stop.waiting();
        if let Err(e) = source.wait(wait) {
            // The server is away: look again soon, but never past what is due.
            if mailbox.failing_since().is_none() {
                warn!("waiting for mail failed: {}", chain(&e));
            }
            std::thread::sleep(wait.min(Duration::from_secs(5)));
        }
        watchdog::ping();
        if !stop.working() {
            info!("stopped while waiting for mail");
            return Ok(());
        }
    }
}

/// How long until the next mail of the outbox is due, when that is soon
/// (a mail held for the computer's answer): `serve --once` waits for it.
fn held_mail_due(bot: &mut Bot) -> Option<Duration> {
    let at = bot.store().read(|tx| tx.next_outbox_attempt()).ok().flatten()?;
    let wait = (at - Utc::now()).to_std().ok()?;
    (wait <= Duration::from_secs(10)).then_some(wait + Duration::from_millis(10))
}

/// How often the loop looks for the computer's decisions while it searches.
const COMPUTER_POLL: Duration = Duration::from_millis(50);

/// Applies the computer's decisions (waiting up to `finish` for the
/// searches running, in `serve --once`), starts its new searches, and sends
/// the mail its moves brought. How many decisions were applied.
fn computer_moves(
    bot: &mut Bot,
    sink: &mut dyn MailSink,
    retry: &RetryConfig,
    computer: &mut engine_workers::EngineWorkers,
    finish: Option<Duration>,
) -> usize {
    let applied = match finish {
        Some(limit) => computer.finish(bot, limit),
        None => computer.tick(bot),
    };
    if applied > 0 {
        match send_outbox(bot, sink, retry, Utc::now()) {
            Ok(r) if r != Default::default() => info!(sent = r.sent, deferred = r.deferred, failed = r.failed, "outbox"),
            Ok(_) => {}
            Err(e) => error!("sending the computer's moves: {}", chain(&e)),
        }
    }
    applied
}

/// After a pass over the mailbox: what the clocks say is due (a move that
/// was waiting counts before its clock is judged, and no deadline is judged
/// past what was read), noted for `tandem status`. Returns when to look
/// again: the next due time, a deadline that waits for the mailbox to be
/// read through it (`slack` after it: see `MailSource::arrival_slack`), the
/// next try of the outbox.
fn after_pass(
    bot: &mut Bot,
    sink: &mut dyn MailSink,
    retry: &RetryConfig,
    mailbox: &mut ReadThrough,
    slack: Duration,
    watchers: &mut watch::Watchers,
) -> Option<DateTime<Utc>> {
    let judged = mailbox.through().unwrap_or(DateTime::<Utc>::MIN_UTC);
    let scheduled = run_scheduled(bot, sink, retry, judged);
    // Then the observers and the web archive, for what changed in both.
    let watched = watchers.after_pass(bot, sink, retry);
    let now = Utc::now();
    let held = scheduled.held.and_then(|h| mailbox.judge_at(h, slack));
    let note = mailbox.note_due();
    let noted = bot.store().transaction(|tx| {
        if note {
            tx.note_pass(now, mailbox.through(), mailbox.failing_since())?;
        }
        tx.next_outbox_attempt()
    });
    let next_send = match noted {
        Ok(next) => {
            if note {
                mailbox.noted();
            }
            next
        }
        Err(e) => {
            warn!("cannot note the pass for `tandem status`: {}", chain(&e));
            None
        }
    };
    [scheduled.next, held, next_send, watched].into_iter().flatten().min()
}

/// Reminders, time-outs and digests due now (time-outs only as far as the
/// mailbox was read, `judged`), then their mail; says when something is due
/// next, and which deadline waits for the mailbox.
fn run_scheduled(bot: &mut Bot, sink: &mut dyn MailSink, retry: &RetryConfig, judged: DateTime<Utc>) -> TaskReport {
    let now = Utc::now();
    let report = match bot.run_due_judged(now, judged) {
        Ok(r) => r,
        Err(e) => {
            error!("reminders and deadlines: {}", chain(&e));
            return TaskReport { next: Some(now + SCHEDULER_RETRY), ..TaskReport::default() };
        }
    };
    if !report.done.is_empty() {
        match send_outbox(bot, sink, retry, Utc::now()) {
            Ok(r) if r != Default::default() => info!(sent = r.sent, deferred = r.deferred, failed = r.failed, "outbox"),
            Ok(_) => {}
            Err(e) => error!("sending the scheduled mail: {}", chain(&e)),
        }
    }
    report
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

/// `tandem deliver`: one mail from standard input (as an MDA), then the
/// outbox. `Ok` means the MTA may forget the mail: it was handled, ignored
/// on purpose, or set aside (kept in the `[maildir] set_aside` Maildir for
/// the operator). `Err` means it could not be handled now and the MTA should
/// keep it and deliver it again ([`EX_TEMPFAIL`]).
pub fn deliver_stdin(cfg: &Config) -> Result<Handled, DaemonError> {
    let (raw, oversize) = read_stdin_bounded(cfg.limits.max_mail_bytes)?;
    if raw.is_empty() {
        return Err(DaemonError::NoMail);
    }
    let mut bot = open_bot(cfg)?;
    // The same mail delivered twice has the same content: key it by a hash,
    // and the Message-ID check catches resends with new bytes.
    let key = format!("stdin:{:032x}", content_hash(&raw));
    let handled = match bot.handle_fetched(&key, &raw, oversize, Utc::now()) {
        Ok(h) => {
            // Failures of earlier deliveries of this mail no longer count.
            let _ = bot.store().transaction(|tx| tx.forget_mail_failure(&key));
            h
        }
        Err(e) => {
            let error = chain(&e);
            // The MTA tries again; past the limit the mail is set aside.
            let attempts = match bot.store().transaction(|tx| tx.note_mail_failure(&key, &error, Utc::now())) {
                Ok(n) if n >= cfg.limits.attempts_before_set_aside => n,
                _ => return Err(DaemonError::Handle(e)),
            };
            let h = bot.give_up(&key, &raw, attempts, &error, Utc::now()).map_err(DaemonError::Handle)?;
            let _ = bot.store().transaction(|tx| tx.forget_mail_failure(&key));
            h
        }
    };
    if let Handled::SetAside { .. } = handled {
        let kept = crate::mail::maildir::keep(&cfg.maildir.set_aside(), &raw).map_err(DaemonError::SetAside)?;
        info!("the mail is kept in {}", kept.display());
    }
    let mut sink = open_sink(cfg).map_err(DaemonError::MailSetup)?;
    // No daemon runs in this mode: what is due goes out with each mail (and
    // with `serve --once`, e.g. from cron). The mail server hands each mail
    // over as it comes, so the mailbox counts as read through now.
    let now = Utc::now();
    run_scheduled(&mut bot, sink.as_mut(), &retry_config(cfg), now);
    if let Err(e) = bot.store().transaction(|tx| tx.note_read_through(now)) {
        warn!("cannot note the read for `tandem status`: {}", chain(&e));
    }
    watch::Watchers::new(cfg).after_pass(&mut bot, sink.as_mut(), &retry_config(cfg));
    // The mail is handled: a reply that cannot be sent now waits in the
    // outbox for the next delivery or `serve --once`.
    if let Err(e) = send_outbox(&mut bot, sink.as_mut(), &retry_config(cfg), Utc::now()) {
        warn!("the replies wait in the outbox: {}", chain(&e));
    }
    Ok(handled)
}

/// sysexits.h: "temporary failure; the user is invited to retry". An MTA
/// keeps the mail and delivers it again later.
pub const EX_TEMPFAIL: u8 = 75;
/// sysexits.h: "cannot open input".
pub const EX_NOINPUT: u8 = 66;

/// Standard input, or only its header (with the size) when it is larger
/// than `max`; the rest is read and dropped, as the MTA expects.
fn read_stdin_bounded(max: u64) -> Result<(Vec<u8>, Option<u64>), DaemonError> {
    let failed = DaemonError::Stdin;
    let mut stdin = std::io::stdin().lock();
    let mut raw = Vec::new();
    (&mut stdin).take(max.saturating_add(1)).read_to_end(&mut raw).map_err(failed)?;
    if raw.len() as u64 <= max {
        return Ok((raw, None));
    }
    let rest = std::io::copy(&mut stdin, &mut std::io::sink()).map_err(failed)?;
    let size = raw.len() as u64 + rest;
    raw.truncate(header_part(&raw).len());
    Ok((raw, Some(size)))
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

/// Every statement of the daemon's idle pass and of its handling
/// of move mail is planned on an index (no walk over a table that grows
/// with games, players or mail), before and after `ANALYZE` gave the
/// planner statistics; the scheduler's two wake-up queries on `games_wake`.
#[cfg(test)]
mod query_plans {
    use super::*;
    use std::sync::Mutex;

    static SEEN: Mutex<Vec<String>> = Mutex::new(Vec::new());

    fn note(e: rusqlite::trace::TraceEvent<'_>) {
        if let rusqlite::trace::TraceEvent::Stmt(stmt, _) = e {
            SEEN.lock().unwrap_or_else(|e| e.into_inner()).push(stmt.sql().into_owned());
        }
    }

    fn mail(n: usize, from: &str, body: &str) -> String {
        format!("From: {from}\r\nTo: bot@plans.example\r\nSubject: x\r\nMessage-ID: <{n}@plans.example>\r\n\r\n{body}\r\n")
    }

    /// The statements run by `work`, each once, with their plans.
    fn statements(bot: &mut Bot, work: impl FnOnce(&mut Bot)) -> Vec<(String, Vec<String>)> {
        SEEN.lock().unwrap().clear();
        bot.store().trace_statements(Some(note));
        work(bot);
        bot.store().trace_statements(None);
        let mut seen: Vec<String> = SEEN.lock().unwrap().drain(..).filter(|s| !s.trim_start().starts_with("--")).collect();
        seen.sort();
        seen.dedup();
        seen.into_iter()
            .map(|sql| {
                let plan = bot.store().query_plan(&sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
                (sql, plan)
            })
            .collect()
    }

    #[test]
    fn the_idle_and_the_move_paths_are_planned_on_indexes() {
        let dir =
            std::env::temp_dir().join(format!("tandem-plans-{}-{}", std::process::id(), Utc::now().timestamp_nanos_opt().unwrap_or(0)));
        let cfg = Config::from_toml(&format!(
            "[bot]\naddress = \"bot@plans.example\"\n[store]\npath = \"{0}/t.sqlite3\"\n[maildir]\ninbox = \"{0}/in\"\noutbox = \"{0}/out\"\n\
             [limits]\nchallenges_per_day = 1000\nopen_invitations = 1000\nreplies_per_hour = 1000\n",
            dir.display()
        ))
        .expect("config");
        let mut bot = open_bot(&cfg).expect("bot");
        let mut source = open_source(&cfg).expect("source");
        let mut sink = open_sink(&cfg).expect("sink");
        let retry = retry_config(&cfg);
        let (mut retries, mut mailbox) = (Retries::default(), ReadThrough::default());
        let mut watchers = watch::Watchers::new(&cfg);
        let inbox = dir.join("in/new");
        let put = |name: String, raw: String| std::fs::write(inbox.join(name), raw).expect("mail");
        let mut run = |bot: &mut Bot| loop {
            let r = pass(bot, source.as_mut(), sink.as_mut(), &retry, &mut retries, &mut mailbox, true).expect("pass");
            after_pass(bot, sink.as_mut(), &retry, &mut mailbox, Duration::ZERO, &mut watchers);
            if r.handled == 0 {
                break;
            }
        };
        // Games made by mail: a challenge, its acceptance, a move in most.
        const GAMES: usize = 60;
        for g in 0..GAMES {
            put(format!("a{g:04}"), mail(g, &format!("w{g}@plans.example"), &format!("new chess with b{g}@plans.example")));
        }
        run(&mut bot);
        for g in 0..GAMES {
            put(format!("b{g:04}"), mail(1000 + g, &format!("b{g}@plans.example"), &format!("game {}\naccept", g + 1)));
        }
        run(&mut bot);
        for g in 0..GAMES - 5 {
            put(format!("c{g:04}"), mail(2000 + g, &format!("w{g}@plans.example"), &format!("game {}\ne4", g + 1)));
        }
        run(&mut bot);
        for analyzed in [false, true] {
            if analyzed {
                bot.store().analyze().expect("ANALYZE");
            }
            let idle = statements(&mut bot, &mut run);
            let moved = statements(&mut bot, |bot| {
                put(format!("d{analyzed}"), mail(3000 + usize::from(analyzed), "b1@plans.example", "game 2\ne5"));
                run(bot);
            });
            assert!(idle.len() > 5 && moved.len() > 20, "{} and {} statements traced", idle.len(), moved.len());
            let mut wrong = Vec::new();
            for (path, statements) in [("idle", &idle), ("move", &moved)] {
                assert!(statements.iter().any(|(sql, _)| sql.contains("ORDER BY g.wake_at")), "{path}: the scheduler looked at no game");
                for (sql, plan) in statements {
                    // A walk over a partial index is a walk over what it holds
                    // (the players who want a digest, the tournament partners
                    // not yet confirmed), not over every row.
                    let partial = |l: &str| l.ends_with("INDEX players_digest") || l.ends_with("INDEX entrants_unconfirmed");
                    let walks = plan.iter().any(|l| l.starts_with("SCAN ") && !l.starts_with("SCAN CONSTANT") && !partial(l));
                    // The scheduler's look for due games and for the next wake-up.
                    let wake = sql.contains("ORDER BY g.wake_at") || sql.contains("ORDER BY wake_at");
                    if walks || (wake && !plan.iter().any(|l| l.contains("games_wake"))) {
                        wrong.push(format!("{path} path (analyzed: {analyzed}): {sql}\n    {plan:?}"));
                    }
                }
            }
            assert!(wrong.is_empty(), "not planned on an index:\n{}", wrong.join("\n"));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
