//! Sending the outbox: every queued mail goes to the sink, with retries and
//! backoff for transient failures. A mail is marked sent only after the sink
//! took it, so an outage or a crash delays mail but loses none (a crash
//! between hand-over and marking may send one mail twice, with the same
//! Message-ID, which mail clients fold into one).

use chrono::{DateTime, Utc};
use tracing::{info, warn};

use crate::config::RetryConfig;
use crate::mail::MailSink;
use crate::store::{Store, StoreError};

/// What one pass over the outbox did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeliveryReport {
    pub sent: usize,
    pub deferred: usize,
    pub failed: usize,
}

/// Sends every mail due at `now`, then drops the text of mail sent more
/// than `keep` ago. Store errors stop the pass; send errors are recorded per
/// mail.
pub fn deliver_due(
    store: &mut Store,
    sink: &mut dyn MailSink,
    envelope_from: &str,
    retry: &RetryConfig,
    keep: chrono::TimeDelta,
    now: DateTime<Utc>,
) -> Result<DeliveryReport, StoreError> {
    let mut report = DeliveryReport::default();
    loop {
        let batch = store.transaction(|tx| tx.due_outbox(now, 50))?;
        if batch.is_empty() {
            store.transaction(|tx| tx.forget_sent_bodies(now - keep))?;
            return Ok(report);
        }
        for mail in batch {
            match sink.send(envelope_from, &mail.to_addr, &mail.raw) {
                Ok(()) => {
                    store.transaction(|tx| tx.mark_sent(mail.id, now))?;
                    info!(to = %mail.to_addr, message_id = %mail.message_id, "sent");
                    report.sent += 1;
                }
                Err(e) => {
                    let next = if e.transient { retry.delay_after(mail.attempts + 1) } else { None };
                    let next_at = next.and_then(|d| chrono::Duration::from_std(d).ok()).map(|d| now + d);
                    store.transaction(|tx| tx.mark_failed(mail.id, &e.message, next_at))?;
                    match next_at {
                        Some(at) => {
                            warn!(to = %mail.to_addr, message_id = %mail.message_id, "sending failed, next try at {at}: {}", e.message);
                            report.deferred += 1;
                        }
                        None => {
                            warn!(to = %mail.to_addr, message_id = %mail.message_id, "sending failed for good: {}", e.message);
                            report.failed += 1;
                        }
                    }
                }
            }
        }
        // Deferred mail is no longer due at `now`, so the loop ends.
    }
}
