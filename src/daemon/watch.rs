//! After each pass, the watchers look at the games that changed in it
//! (the store notes them: `watch_changes`): their observers are told by
//! mail (`crate::bot::observers`), and the web archive, when there is one,
//! writes their pages (`crate::web`). Batched per pass, never per mail.

use chrono::{DateTime, TimeDelta, Utc};
use tracing::{error, info, warn};

use crate::bot::Bot;
use crate::config::{Config, RetryConfig};
use crate::daemon::outbox::send_due;
use crate::error::chain;
use crate::mail::MailSink;
use crate::web::Site;

/// Changed games looked at in one go; more wait for the next pass (which
/// comes at once).
const BATCH: usize = 500;
/// How soon to try again when the store failed.
const RETRY: TimeDelta = TimeDelta::seconds(10);

/// The observers' mail and the web archive.
pub struct Watchers {
    site: Option<Site>,
}

impl Watchers {
    /// As `cfg` says; a web archive whose templates do not load is logged
    /// and left out (the mail goes on).
    pub fn new(cfg: &Config) -> Watchers {
        let site = match Site::from_config(cfg) {
            Ok(site) => site,
            Err(e) => {
                error!("the web archive is off: {}", chain(&e));
                None
            }
        };
        Watchers { site }
    }

    /// One call after each pass: tells the observers, writes the pages,
    /// sends the observers' mail. Returns when to look again (held news of
    /// observers over their hourly limit, or more changes waiting).
    pub fn after_pass(&mut self, bot: &mut Bot, sink: &mut dyn MailSink, retry: &RetryConfig) -> Option<DateTime<Utc>> {
        let now = Utc::now();
        let changed = match bot.store().transaction(|tx| tx.watch_changes(BATCH)) {
            Ok(c) => c,
            Err(e) => {
                error!("the games changed since the last pass cannot be read: {}", chain(&e));
                return Some(now + RETRY);
            }
        };
        let told = match bot.tell_observers(&changed, now) {
            Ok(t) => t,
            Err(e) => {
                // The changes stay noted: the next pass tries again.
                error!("observers: {}", chain(&e));
                return Some(now + RETRY);
            }
        };
        if let Some(site) = &self.site {
            match site.update(bot.store(), &changed, now) {
                Ok(w) if w.games + w.removed > 0 => info!(games = w.games, removed = w.removed, lists = w.lists, "web archive"),
                Ok(_) => {}
                Err(e) => error!(
                    "the web archive could not be written: {}; its pages of these games wait for their next change, or `tandem web build`",
                    chain(&e)
                ),
            }
        }
        if !changed.is_empty() {
            if let Err(e) = bot.store().transaction(|tx| tx.forget_watch_changes(&changed)) {
                warn!("the changed games could not be marked as seen (they are looked at again): {}", chain(&e));
            }
        }
        if told.mails > 0 {
            let address = bot.identity().address.clone();
            let keep = bot.keep_sent_mail();
            match send_due(bot.store(), sink, &address, retry, keep, Utc::now()) {
                Ok(r) if r != Default::default() => info!(sent = r.sent, deferred = r.deferred, failed = r.failed, "outbox"),
                Ok(_) => {}
                Err(e) => error!("sending the observers' mail: {}", chain(&e)),
            }
        }
        let more = (changed.len() == BATCH).then_some(now);
        [told.next, more].into_iter().flatten().min()
    }
}
