//! What the bot keeps of a mail it sets aside, for the operator: the
//! record under the mail's mailbox key, with what could be read of its
//! header even when the mail as a whole could not be.

use chrono::{DateTime, Utc};

use crate::mail::glance;
use crate::mail::message_id::content_hash;
use crate::store::SetAsideRecord;

/// The record of the mail `raw` (as fetched), set aside for `reason`.
pub(super) fn record(source_key: &str, raw: &[u8], reason: &str, now: DateTime<Utc>) -> SetAsideRecord {
    let header = glance(raw);
    SetAsideRecord {
        source_key: source_key.to_string(),
        from_addr: header.from,
        subject: header.subject,
        message_id: header.message_id,
        content_hash: Some(format!("{:032x}", content_hash(raw))),
        reason: reason.to_string(),
        set_aside_at: now,
    }
}
