//! After each pass, the watchers look at the games that changed in it
//! (the store notes them: `watch_changes`): their observers are told by
//! mail (`crate::bot::observers`), and the web archive, when there is one,
//! writes their pages (`crate::web`). Batched per pass, never per mail.
//!
//! The web archive is written by a thread of its own, with its own
//! (reading) connection to the store, so that writing pages (most of it
//! the file system's work) never holds up the mail: the changed games of a
//! pass are handed to it, and it writes their pages at once, each from the
//! store as it is then (a thread that fell behind writes the games of
//! several passes together). The site is a copy of the store: a page that
//! a crash kept from being written is written at the game's next change,
//! or by `tandem web build`.

use std::collections::BTreeSet;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

use chrono::{DateTime, TimeDelta, Utc};
use tracing::{error, info, warn};

use crate::bot::Bot;
use crate::config::{Config, RetryConfig};
use crate::daemon::outbox::send_outbox;
use crate::error::chain;
use crate::mail::MailSink;
use crate::store::{GameId, Store};
use crate::web::Site;

/// Changed games looked at in one go; more wait for the next pass (which
/// comes at once).
const BATCH: usize = 500;
/// How soon to try again when the store failed.
const RETRY: TimeDelta = TimeDelta::seconds(10);

/// The observers' mail and the web archive.
pub struct Watchers {
    web: Option<Writer>,
    /// When observers' held news is due next, once known (`None` inside:
    /// nothing held): a pass with no change and nothing due costs one read.
    next_hold: Option<Option<DateTime<Utc>>>,
}

/// The thread that writes the web archive.
struct Writer {
    games: Option<Sender<Vec<GameId>>>,
    thread: Option<JoinHandle<()>>,
}

impl Watchers {
    /// As `cfg` says; a web archive whose templates or store do not open
    /// is logged and left out (the mail goes on).
    pub fn new(cfg: &Config) -> Watchers {
        let web = match Site::from_config(cfg) {
            Ok(Some(site)) => match Store::open_existing(&cfg.store.path) {
                Ok(store) => {
                    let (games, received) = channel();
                    let thread = std::thread::Builder::new().name("web".into()).spawn(move || write_site(site, store, received));
                    match thread {
                        Ok(t) => Some(Writer { games: Some(games), thread: Some(t) }),
                        Err(e) => {
                            error!("the web archive is off: no thread for it: {e}");
                            None
                        }
                    }
                }
                Err(e) => {
                    error!("the web archive is off: {}", chain(&e));
                    None
                }
            },
            Ok(None) => None,
            Err(e) => {
                error!("the web archive is off: {}", chain(&e));
                None
            }
        };
        Watchers { web, next_hold: None }
    }

    /// One call after each pass: tells the observers, hands the changed
    /// games to the web archive, sends the observers' mail. Returns when
    /// to look again (held news of observers over their hourly limit, or
    /// more changes waiting).
    pub fn after_pass(&mut self, bot: &mut Bot, sink: &mut dyn MailSink, retry: &RetryConfig) -> Option<DateTime<Utc>> {
        let now = Utc::now();
        let changed = match bot.store().read(|tx| tx.watch_changes(BATCH)) {
            Ok(c) => c,
            Err(e) => {
                error!("the games changed since the last pass cannot be read: {}", chain(&e));
                return Some(now + RETRY);
            }
        };
        // The open seeks' page looks for changes of its own each pass
        // (`web/seeks.rs`): a seek is no game.
        if changed.is_empty() {
            if let Some(games) = self.web.as_ref().and_then(|w| w.games.as_ref()) {
                let _ = games.send(Vec::new());
            }
        }
        let hold_due = self.next_hold.is_none_or(|next| next.is_some_and(|at| at <= now));
        if changed.is_empty() && !hold_due {
            return self.next_hold.flatten();
        }
        // The web archive first: its pages do not wait for the observers.
        if !changed.is_empty() {
            if let Some(games) = self.web.as_ref().and_then(|w| w.games.as_ref()) {
                if games.send(changed.clone()).is_err() {
                    error!("the web archive's thread has stopped: its pages wait for `tandem web build`");
                }
            }
        }
        let told = match bot.tell_observers(&changed, now) {
            Ok(t) => t,
            Err(e) => {
                // The store, not one game (see `tell_observers`): the
                // changes stay noted and the next pass tries again.
                error!("observers: {}", chain(&e));
                self.next_hold = None;
                return Some(now + RETRY);
            }
        };
        self.next_hold = Some(told.next);
        if !changed.is_empty() {
            if let Err(e) = bot.store().transaction(|tx| tx.forget_watch_changes(&changed)) {
                warn!("the changed games could not be marked as seen (they are looked at again): {}", chain(&e));
            }
        }
        if told.mails > 0 {
            match send_outbox(bot, sink, retry, Utc::now()) {
                Ok(r) if r != Default::default() => info!(sent = r.sent, deferred = r.deferred, failed = r.failed, "outbox"),
                Ok(_) => {}
                Err(e) => error!("sending the observers' mail: {}", chain(&e)),
            }
        }
        let more = (changed.len() == BATCH).then_some(now);
        [told.next, more].into_iter().flatten().min()
    }
}

impl Drop for Watchers {
    /// The pages handed over are written before the daemon ends.
    fn drop(&mut self) {
        if let Some(w) = self.web.as_mut() {
            w.games.take();
            if let Some(t) = w.thread.take() {
                let _ = t.join();
            }
        }
    }
}

/// The web archive's thread: writes the pages of the games it is handed,
/// those of every pass that came meanwhile together, until the daemon ends.
fn write_site(site: Site, mut store: Store, games: Receiver<Vec<GameId>>) {
    super::background::yield_to_mail();
    while let Ok(first) = games.recv() {
        let mut batch: BTreeSet<GameId> = first.into_iter().collect();
        while let Ok(more) = games.try_recv() {
            batch.extend(more);
        }
        let ids: Vec<GameId> = batch.into_iter().collect();
        if let Err(e) = site.write_seeks(&mut store, Utc::now(), false) {
            error!("the web archive's page of seeks could not be written: {}", chain(&e));
        }
        match site.update(&mut store, &ids, Utc::now()) {
            Ok(w) if w.games + w.removed > 0 => info!(games = w.games, removed = w.removed, lists = w.lists, "web archive"),
            Ok(_) => {}
            Err(e) => error!(
                "the web archive could not be written: {}; its pages of these games wait for their next change, or `tandem web build`",
                chain(&e)
            ),
        }
    }
}
