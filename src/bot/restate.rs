//! The deadline a mail states, when the mail leaves late. A turn's clock
//! starts when the mail telling the player it is their move leaves (see
//! [`crate::store::Notice`]); the mails about that turn state its deadline
//! as it will be if they go out at once. One that waited in the outbox (the
//! SMTP server was away) is written again before it goes, with the deadline
//! counted from then, and a fresh `Date:`.

use chrono::{DateTime, TimeDelta, Utc};
use tracing::{info, warn};

use super::BotError;
use crate::clocks::schedule::{self, Timing, View};
use crate::mail::rewrite::rewrite;
use crate::store::{StatedDeadline, Store, Tx};

/// A mail sent within this of being queued is sent as written (its words,
/// its `Date:`); one queued longer ago is written again as of its sending.
pub const SLACK: TimeDelta = TimeDelta::seconds(1);

/// A mail that leaves within this of the moment its deadline was counted
/// from starts its turn's clock at that moment, so the deadline it states
/// is the one held. Longer than [`SLACK`]: handling the mail that made it,
/// moving that one in the mailbox and handing the replies to the SMTP
/// server can take seconds on a busy machine; against a clock of days, a
/// few seconds do not matter, a deadline that differs from mail to mail
/// does.
pub const AS_WRITTEN: TimeDelta = TimeDelta::seconds(5);

/// When the clock of the turn a mail announces starts, the mail having left
/// at `took` in the pass that sent the outbox due at `now`: the moment the
/// deadline it states was counted from (when it was queued, or `now` if it
/// was queued more than [`SLACK`] before and so written again), if it left
/// within [`AS_WRITTEN`] of that moment; `None` otherwise (the clock
/// starts when it left, later than the mail says: the player gains).
pub fn clock_from_stated(queued: DateTime<Utc>, now: DateTime<Utc>, took: DateTime<Utc>) -> Option<DateTime<Utc>> {
    // The other side of `due_mail_stating_deadlines(now, now - SLACK)`.
    let stated = if queued >= now - SLACK { queued } else { now };
    (stated <= took && took - stated <= AS_WRITTEN).then_some(stated)
}

/// Writes again every mail due at `now`, queued more than [`SLACK`] ago,
/// whose stated deadline moved meanwhile. How many were written again.
pub(super) fn restate_deadlines(store: &mut Store, timing: &Timing, now: DateTime<Utc>) -> Result<usize, BotError> {
    let late = store.transaction(|tx| tx.due_mail_stating_deadlines(now, now - SLACK))?;
    let mut n = 0;
    for (id, raw, stated) in late {
        let written = store.transaction(|tx| {
            let (now_stated, replace) = as_of(tx, timing, &stated, now)?;
            if replace.is_empty() {
                return Ok::<_, BotError>(false);
            }
            let raw = rewrite(&raw, &replace)?;
            tx.rewrite_unsent(id, &raw, &now_stated)?;
            Ok(true)
        });
        match written {
            Ok(true) => {
                info!(outbox = id.0, "a mail that waited to be sent now states its deadline from when it leaves");
                n += 1;
            }
            Ok(false) => {}
            Err(e) if e.is_transient() => return Err(e),
            // This mail goes as it was written; the others are looked at.
            Err(e) => warn!(outbox = id.0, "the deadline of a late mail cannot be stated again: {}", crate::error::chain(&e)),
        }
    }
    Ok(n)
}

/// Words to replace in a mail: (as written, as it should be).
type Replacements = Vec<(String, String)>;

/// The deadlines of `stated` as they stand if the mail leaves at `now`,
/// and the words to replace. A turn that is over (the player moved, the
/// game ended) keeps its words.
fn as_of(
    tx: &Tx<'_>,
    timing: &Timing,
    stated: &[StatedDeadline],
    now: DateTime<Utc>,
) -> Result<(Vec<StatedDeadline>, Replacements), BotError> {
    let mut out = Vec::with_capacity(stated.len());
    let mut replace = Vec::new();
    for d in stated {
        let mut d = d.clone();
        let clock = match tx.clock_row(d.game)? {
            Some(row) => {
                schedule::game_clocks(tx, timing, &row, now, View::Sending)?.into_iter().find(|c| c.seat == d.seat && c.ply == d.ply)
            }
            None => None,
        };
        if let Some(c) = clock {
            let shown = timing.written(d.language, c.schedule.deadline);
            if shown != d.shown {
                replace.push((d.shown.clone(), shown.clone()));
                d.shown = shown;
            }
        }
        out.push(d);
    }
    Ok((out, replace))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(ms: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000 + ms).unwrap()
    }

    #[test]
    fn a_mail_that_leaves_as_written_starts_the_clock_it_states() {
        // Queued at 0, sent in a pass at 20 ms, taken at 300 ms: as written.
        assert_eq!(clock_from_stated(t(0), t(20), t(300)), Some(t(0)));
        assert_eq!(clock_from_stated(t(0), t(20), t(4_900)), Some(t(0)), "a busy machine");
        // Taken 6 s after it was written: the clock starts when it left.
        assert_eq!(clock_from_stated(t(0), t(20), t(6_000)), None);
        // Queued 10 s before the pass: written again at the pass.
        assert_eq!(clock_from_stated(t(0), t(10_000), t(10_300)), Some(t(10_000)));
        assert_eq!(clock_from_stated(t(0), t(10_000), t(15_200)), None);
    }
}
