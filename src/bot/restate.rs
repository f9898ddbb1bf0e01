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

/// A mail sent within this of being queued is sent as written: its turn's
/// clock started that much later than it says at most.
pub const SLACK: TimeDelta = TimeDelta::seconds(1);

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
            let shown = timing.format(c.schedule.deadline);
            if shown != d.shown {
                replace.push((d.shown.clone(), shown.clone()));
                d.shown = shown;
            }
        }
        out.push(d);
    }
    Ok((out, replace))
}
