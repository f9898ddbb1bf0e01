//! Sending the outbox: every queued mail goes to the sink, with retries and
//! backoff for transient failures. A mail is marked sent only after the sink
//! took it, so an outage or a crash delays mail but loses none (a crash
//! between hand-over and marking may send the mails of one group twice,
//! with the same Message-IDs, which mail clients fold into one).

use chrono::{DateTime, Utc};
use tracing::{info, warn};

use crate::bot::{clock_from_stated, Bot};
use crate::config::RetryConfig;
use crate::error::chain;
use crate::mail::MailSink;
use crate::store::{Store, StoreError};

/// What one pass over the outbox did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutboxReport {
    pub sent: usize,
    pub deferred: usize,
    pub failed: usize,
}

/// Sends what is due in the outbox at `now`. A mail that states a deadline
/// and leaves late (it waited for the SMTP server) is first written again
/// with the deadline counted from now, when its turn's clock starts.
pub fn send_outbox(bot: &mut Bot, sink: &mut dyn MailSink, retry: &RetryConfig, now: DateTime<Utc>) -> Result<OutboxReport, StoreError> {
    if let Err(e) = bot.restate_deadlines(now) {
        warn!("the deadlines of late mail could not be stated again: {}", chain(&e));
    }
    let address = bot.identity().address.clone();
    let keep = bot.keep_sent_mail();
    send_due(bot.store(), sink, &address, retry, keep, now)
}

/// Sends every mail due at `now` as it stands (restated by [`send_outbox`],
/// the only way in), then drops the text of mail sent more than `keep`
/// ago. Store errors stop the pass; send errors are recorded per mail, but
/// a refused login stops the pass and counts against no mail.
fn send_due(
    store: &mut Store,
    sink: &mut dyn MailSink,
    envelope_from: &str,
    retry: &RetryConfig,
    keep: chrono::TimeDelta,
    now: DateTime<Utc>,
) -> Result<OutboxReport, StoreError> {
    let mut report = OutboxReport::default();
    // The pictures are drawn here, as the mails leave (the outbox holds
    // their diagrams' codes): a board two mails show is drawn once.
    let pictures = crate::picture::Cache::new();
    loop {
        let batch = store.transaction(|tx| tx.due_outbox(now, CHUNK))?;
        if batch.is_empty() {
            store.transaction(|tx| tx.forget_sent_bodies(now - keep))?;
            return Ok(report);
        }
        // The sink takes a group at once where that is cheaper (a Maildir:
        // one sync of the disk), and the group is marked in one transaction:
        // a crash before the marking may send that group again, with the
        // same Message-IDs.
        let mut outcomes = Vec::new();
        for group in batch.chunks(sink.batch_size().max(1)) {
            let drawn = draw_all(group, &pictures);
            let mails: Vec<(&str, &[u8])> = group.iter().zip(&drawn).map(|(m, raw)| (m.to_addr.as_str(), &raw[..])).collect();
            let results = sink.send_all(envelope_from, &mails);
            // When the sink had taken them: a turn's clock starts then.
            let took = Utc::now().max(now);
            for (mail, result) in group.iter().zip(results) {
                match result {
                    Ok(()) => {
                        info!(to = %mail.to_addr, message_id = %mail.message_id, "sent");
                        outcomes.push((mail.id, None, took, clock_from_stated(mail.created_at, now, took)));
                    }
                    // Not this mail's fault, and no attempt at it: the
                    // rest of the outbox waits for a login that works.
                    Err(e) if e.login_refused => {
                        record(store, &mut outcomes, &mut report, now - keep)?;
                        return Ok(report);
                    }
                    Err(e) => {
                        let next = if e.transient { retry.delay_after(mail.attempts + 1) } else { None };
                        let next_at = next.and_then(|d| chrono::Duration::from_std(d).ok()).map(|d| now + d);
                        match next_at {
                            Some(at) => {
                                warn!(to = %mail.to_addr, message_id = %mail.message_id, "sending failed, next try at {at}: {}", e.message)
                            }
                            None => warn!(to = %mail.to_addr, message_id = %mail.message_id, "sending failed for good: {}", e.message),
                        }
                        outcomes.push((mail.id, Some((e.message, next_at)), took, None));
                    }
                }
            }
            record(store, &mut outcomes, &mut report, now - keep)?;
        }
        // Deferred mail is no longer due at `now`, so the loop ends.
    }
}

/// The mails of `group` as they leave, their pictures drawn (most of a
/// board mail's CPU) on as many threads as the machine has cores, at most
/// four: a Maildir's writes and the store wait meanwhile on one.
fn draw_all<'a>(group: &'a [crate::store::OutboxMail], pictures: &crate::picture::Cache) -> Vec<std::borrow::Cow<'a, [u8]>> {
    // Asked once: the answer reads the process's cgroup files.
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let threads = *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 4));
    let per_thread = group.len().div_ceil(threads).max(1);
    if threads == 1 || group.len() < 2 {
        return group.iter().map(|m| crate::bot::diagram::drawn(&m.raw, pictures)).collect();
    }
    std::thread::scope(|s| {
        let parts: Vec<_> = group
            .chunks(per_thread)
            .map(|part| s.spawn(move || part.iter().map(|m| crate::bot::diagram::drawn(&m.raw, pictures)).collect::<Vec<_>>()))
            .collect();
        // A panic while drawing goes on as it would on this thread.
        parts.into_iter().flat_map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect()
    })
}

/// Mails read from the outbox at a time.
const CHUNK: usize = 200;

/// What the sink did with each mail (`None`: took it; otherwise the error
/// and the next attempt, if any), when, and when the clock of the turn it
/// announces starts if not then; written in one transaction,
/// which also drops the text of mail sent before `forget_before` (one
/// commit, one flush of the disk, for both).
type Outcome = (crate::store::OutboxId, Option<(String, Option<DateTime<Utc>>)>, DateTime<Utc>, Option<DateTime<Utc>>);

fn record(
    store: &mut Store,
    outcomes: &mut Vec<Outcome>,
    report: &mut OutboxReport,
    forget_before: DateTime<Utc>,
) -> Result<(), StoreError> {
    if outcomes.is_empty() {
        return Ok(());
    }
    store.transaction(|tx| {
        for (id, failure, at, clock_from) in outcomes.iter() {
            match failure {
                None => tx.mark_sent_starting(*id, *at, *clock_from)?,
                Some((message, next_at)) => tx.mark_failed(*id, message, *next_at, *at)?,
            }
        }
        tx.forget_sent_bodies(forget_before)?;
        Ok::<_, StoreError>(())
    })?;
    for (_, failure, _, _) in outcomes.drain(..) {
        match failure {
            None => report.sent += 1,
            Some((_, Some(_))) => report.deferred += 1,
            Some((_, None)) => report.failed += 1,
        }
    }
    Ok(())
}
