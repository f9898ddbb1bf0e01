//! How far the mailbox was read: the moment through which every mail that
//! arrived was handled. A deadline is judged only once the mailbox was read
//! through it, so a move that waits in a mailbox the bot cannot read (the
//! server is down) or could not handle yet (it failed for now) never loses
//! on time. While the mailbox cannot be read, time-outs wait: the log says
//! so once, `tandem status` shows it (the store's `meta` rows).

use std::time::Duration;

use chrono::{DateTime, Utc};
use tracing::{info, warn};

use crate::error::chain;
use crate::mail::MailError;

/// Where the daemon's reading of the mailbox stands.
#[derive(Debug, Default)]
pub struct ReadThrough {
    /// Every mail that arrived before this was handled (`None`: no read
    /// succeeded yet in this run).
    through: Option<DateTime<Utc>>,
    /// When the last read that listed the whole mailbox started.
    last_read: Option<DateTime<Utc>>,
    /// The mailbox could not be read since then.
    failing_since: Option<DateTime<Utc>>,
}

impl ReadThrough {
    /// How far the mailbox was read; time-outs are judged up to here.
    pub fn through(&self) -> Option<DateTime<Utc>> {
        self.through
    }

    /// Since when the mailbox cannot be read, if it cannot.
    pub fn failing_since(&self) -> Option<DateTime<Utc>> {
        self.failing_since
    }

    /// When a deadline `held` back for the mailbox can be judged: after a
    /// read that starts `slack` past it. `None` when the last read started
    /// past that already: it waits for something else (the mailbox back,
    /// older mail handled), and looking again sooner would not help.
    pub fn judge_at(&self, held: DateTime<Utc>, slack: Duration) -> Option<DateTime<Utc>> {
        let at = held + chrono::TimeDelta::from_std(slack).unwrap_or_default();
        if self.failing_since.is_some() || self.last_read.is_some_and(|r| r >= at) {
            return None;
        }
        Some(at)
    }

    /// A fetch that started at `started` succeeded. `complete`: it left
    /// nothing behind but the mail that waits for another try, the oldest
    /// of which arrived at `waiting` (that mail is not handled, so the read
    /// stops before it). `slack`: see `MailSource::arrival_slack`.
    pub fn read(&mut self, started: DateTime<Utc>, slack: Duration, complete: bool, waiting: Option<DateTime<Utc>>) {
        if let Some(since) = self.failing_since.take() {
            info!("the mailbox can be read again (it could not since {since}); deadlines that passed meanwhile are judged now");
        }
        if !complete {
            // More waits behind this batch; the next fetch comes at once.
            return;
        }
        self.last_read = Some(started);
        let slack = chrono::TimeDelta::from_std(slack).unwrap_or_default();
        let through = started - slack;
        self.through = Some(waiting.map_or(through, |w| w.min(through)));
    }

    /// A fetch failed at `now`: said in the log once per outage.
    pub fn unreadable(&mut self, now: DateTime<Utc>, error: &MailError) {
        match self.failing_since {
            None => {
                self.failing_since = Some(now);
                warn!(
                    "cannot read the incoming mail: {}; trying again. Deadlines that pass meanwhile are judged once it can be read: a move may wait in it",
                    chain(error)
                );
            }
            Some(_) => tracing::debug!("the mailbox still cannot be read: {}", chain(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn t(secs: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_767_225_600 + secs, 0).unwrap()
    }

    #[test]
    fn the_mailbox_is_read_through_the_start_of_a_complete_fetch_less_the_slack() {
        let mut r = ReadThrough::default();
        assert_eq!(r.through(), None);
        r.read(t(100), Duration::from_secs(2), true, None);
        assert_eq!(r.through(), Some(t(98)));
        // A full batch: more waits; nothing is known beyond what was known.
        r.read(t(110), Duration::from_secs(2), false, None);
        assert_eq!(r.through(), Some(t(98)));
        // A mail that failed for now stops the read before it.
        r.read(t(120), Duration::from_secs(2), true, Some(t(105)));
        assert_eq!(r.through(), Some(t(105)));
        r.read(t(130), Duration::ZERO, true, None);
        assert_eq!(r.through(), Some(t(130)));
    }

    #[test]
    fn a_held_deadline_is_looked_at_again_after_a_read_that_can_pass_it() {
        let mut r = ReadThrough::default();
        r.read(t(100), Duration::from_secs(2), true, None);
        // Due at 99: a read from 101 on passes it.
        assert_eq!(r.judge_at(t(99), Duration::from_secs(2)), Some(t(101)));
        // Due at 97: the read at 100 could pass it; what holds it back is
        // older mail that waits, not the time of the read.
        assert_eq!(r.judge_at(t(97), Duration::from_secs(2)), None);
        r.unreadable(t(102), &MailError::Io("refused".into()));
        assert_eq!(r.judge_at(t(99), Duration::from_secs(2)), None, "the mailbox is away");
    }

    #[test]
    fn an_outage_is_noted_once_and_keeps_the_last_read() {
        let mut r = ReadThrough::default();
        r.read(t(100), Duration::ZERO, true, None);
        let e = MailError::Io("connection refused".into());
        r.unreadable(t(101), &e);
        r.unreadable(t(106), &e);
        assert_eq!((r.through(), r.failing_since()), (Some(t(100)), Some(t(101))));
        r.read(t(110), Duration::ZERO, true, None);
        assert_eq!((r.through(), r.failing_since()), (Some(t(110)), None));
    }
}
