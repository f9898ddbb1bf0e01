//! The limits of `[limits]`: what one stranger may make the bot do.
//!
//! Anyone can write to the bot, and the From: line of a mail proves
//! nothing, so without limits one mail with a forged sender could make the
//! bot send a thousand answers to a victim, or invitations to a list of
//! third parties. The counts come from the store (the outbox says what each
//! mail was to its recipient, migrations/003_limits.sql), so they hold
//! across restarts and are checked in the transaction that sends.

use chrono::{DateTime, TimeDelta, Utc};

use crate::config::LimitsConfig;
use crate::i18n::{Arg, Msg};
use crate::store::{PlayerId, StoreError, Tx};

/// The window of `replies_per_hour`.
const HOUR: TimeDelta = TimeDelta::hours(1);
/// The window of `challenges_per_day`.
const DAY: TimeDelta = TimeDelta::days(1);

/// May the bot answer an address now?
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Allowance {
    Open,
    /// Over the limit, and not yet told: one notice, then silence.
    NoticeDue {
        count: usize,
        until: DateTime<Utc>,
    },
    /// Over the limit and already told.
    Silent {
        until: DateTime<Utc>,
    },
}

/// Whether one more answer to `address` fits in its hourly allowance.
pub fn reply_allowance(tx: &Tx<'_>, limits: &LimitsConfig, address: &str, now: DateTime<Utc>) -> Result<Allowance, StoreError> {
    let (count, oldest, noticed) = tx.counted_mail_to(address, now - HOUR)?;
    if count < limits.replies_per_hour {
        return Ok(Allowance::Open);
    }
    let until = oldest.unwrap_or(now) + HOUR;
    Ok(if noticed { Allowance::Silent { until } } else { Allowance::NoticeDue { count, until } })
}

/// The one notice to an address over its hourly allowance.
pub fn notice_text(count: usize, until: DateTime<Utc>) -> Msg {
    Msg::new("limit-notice").arg("count", count).arg("until", Arg::moment(until))
}

/// Why `challenger` may not make `new_in_mail` more challenges now, if so.
pub fn challenge_refusal(tx: &Tx<'_>, limits: &LimitsConfig, challenger: PlayerId, now: DateTime<Utc>) -> Result<Option<Msg>, StoreError> {
    let (recent, open) = tx.challenges_by(challenger, now - DAY)?;
    if recent >= limits.challenges_per_day {
        return Ok(Some(Msg::new("refuse-challenges-per-day").arg("recent", recent)));
    }
    if open >= limits.open_invitations {
        return Ok(Some(Msg::new("refuse-open-challenges").arg("open", open)));
    }
    Ok(None)
}

/// Why `player` may not create (`creating`) or join one more tournament
/// now, if so: `tournaments_per_day` counts both, `open_tournaments` the
/// organiser's tournaments not yet started.
pub fn tournament_refusal(
    tx: &Tx<'_>,
    limits: &LimitsConfig,
    player: PlayerId,
    creating: bool,
    now: DateTime<Utc>,
) -> Result<Option<Msg>, StoreError> {
    let (created, open) = tx.tournaments_organised(player, now - DAY)?;
    let recent = created + tx.joins_by(player, now - DAY)?;
    if recent >= limits.tournaments_per_day {
        return Ok(Some(Msg::new("refuse-tournaments-per-day").arg("recent", recent)));
    }
    if creating && open >= limits.open_tournaments {
        return Ok(Some(Msg::new("refuse-open-tournaments").arg("open", open)));
    }
    Ok(None)
}

/// Why `invitee` may not be sent an invitation now, if so.
pub fn invitation_refusal(tx: &Tx<'_>, limits: &LimitsConfig, invitee: &str, now: DateTime<Utc>) -> Result<Option<Msg>, StoreError> {
    Ok(match reply_allowance(tx, limits, invitee, now)? {
        Allowance::Open => None,
        Allowance::NoticeDue { until, .. } | Allowance::Silent { until } => {
            Some(Msg::new("refuse-invitee-limit").arg("invitee", invitee).arg("until", Arg::moment(until)))
        }
    })
}

/// `2.0 MB`, `640 KB`, `812 bytes`.
pub fn human_size(bytes: u64) -> String {
    const KB: u64 = 1024;
    const MB: u64 = 1024 * KB;
    if bytes >= MB {
        format!("{:.1} MB", bytes as f64 / MB as f64)
    } else if bytes >= KB {
        format!("{} KB", bytes / KB)
    } else {
        format!("{bytes} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_well() {
        assert_eq!(human_size(812), "812 bytes");
        assert_eq!(human_size(640 * 1024), "640 KB");
        assert_eq!(human_size(2 * 1024 * 1024), "2.0 MB");
        assert_eq!(human_size(10_500_000), "10.0 MB");
    }
}
