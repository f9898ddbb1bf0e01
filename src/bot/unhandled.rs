//! A mail that cannot be handled as it asks, one way through, in the order
//! [`Bot::handle_arrived`] meets it:
//!
//! 1. [`read`]: it cannot be read as a mail (or the parser panics):
//!    [`unreadable`] records it as set aside, with what its header shows,
//!    and tells the operator. Its sender is never answered: there may be
//!    none, or one the mail only claims.
//! 2. [`refuse_oversize`]: it is larger than `[limits] max_mail_bytes` and
//!    only its header was read: its sender is refused as for a refused
//!    command (`session::refuse_unread`, within the limits, never to a mail
//!    not to be answered).
//! 3. [`guarded`]: its handling (its commands, or the refusal of 2) fails
//!    because of what it holds, or panics: it is set aside (4), not left to
//!    be retried for ever, which would stop the bot for every player. A
//!    failure of the bot's own resources goes back to the caller, to retry.
//! 4. [`set_aside`]: recorded, kept for `tandem set-aside`, the operator
//!    told, the sender sent a short notice where one may be sent. The
//!    daemon's [`give_up`], after too many failures of its own resources,
//!    ends here too.
//!
//! A mail whose commands are refused does not come here: the session
//! refuses it in the same file that runs it (`session::run`, then
//! `session::refuse`).
//!
//! Its log lines keep the target `tandem::bot`, which the operator's
//! `TANDEM_LOG` filters name.
//!
//! [`Bot::handle_arrived`]: super::Bot::handle_arrived

use chrono::{DateTime, Utc};
use minijinja::context;
use tracing::{error, info, warn};

use super::letters::{enqueue, Letter};
use super::limits::{self, Allowance};
use super::{operator, session, BotError, Ctx, Handled, Identity};
use crate::error::chain;
use crate::i18n::Msg;
use crate::mail::message_id::content_hash;
use crate::mail::{glance, parse_inbound, Inbound};
use crate::store::{MailKind, MailOutcome, NewInbound, SetAsideRecord, Store};

// ----- 1. unreadable -----

/// The mail as the bot reads it, or why it cannot be read. A panic in the
/// parser (mail-parser has debug assertions a stranger's mail can trip) is
/// a mail that cannot be read, not a stopped bot.
pub(super) fn read(raw: &[u8], bot: &Identity) -> Result<Inbound, String> {
    let bot_address = bot.address.as_str();
    match std::panic::catch_unwind(|| parse_inbound(raw, bot_address)) {
        Ok(Ok(mail)) => Ok(mail),
        Ok(Err(e)) => Err(e.to_string()),
        Err(panic) => Err(format!("internal error while reading the mail: {}", panic_text(panic.as_ref()))),
    }
}

/// A mail that cannot be read as a mail, or whose sender cannot be
/// answered: recorded with the reason (and what could be read of its
/// header), the operator told, never answered.
pub(super) fn unreadable(store: &mut Store, cx: &Ctx<'_>, source_key: &str, raw: &[u8], reason: &str) -> Result<Handled, BotError> {
    let kept = kept(source_key, raw, reason, cx.now);
    // Its Message-ID, where usable, keeps a second copy from being set aside again.
    let message_id = kept.message_id.as_deref().and_then(crate::mail::message_id::usable);
    store.transaction(|tx| {
        if tx.inbound_seen(source_key, message_id.as_deref())? {
            return Ok(Handled::Duplicate);
        }
        tx.record_inbound(&NewInbound {
            source_key,
            message_id: message_id.as_deref(),
            from_addr: "",
            subject: kept.subject.as_deref(),
            received_at: cx.now,
            processed_at: cx.now,
            outcome: MailOutcome::SetAside,
            game_id: None,
            detail: Some(reason),
        })?;
        tx.record_set_aside(&kept)?;
        let from = kept.from_addr.as_deref().unwrap_or("(none)");
        info!(target: "tandem::bot", source = source_key, from, "set aside unreadable mail: {reason}");
        operator::tell_set_aside(tx, cx, &kept)?;
        Ok::<_, BotError>(Handled::SetAside { reason: reason.to_string() })
    })
}

// ----- 2. oversize -----

/// A mail of `size` bytes, more than `[limits] max_mail_bytes`, of which
/// only the header was read (`mail`): its sender is told so, nothing in it
/// is applied. Run it [`guarded`], as any handling of a mail.
pub(super) fn refuse_oversize(store: &mut Store, cx: &Ctx<'_>, source_key: &str, mail: &Inbound, size: u64) -> Result<Handled, BotError> {
    let problem =
        Msg::new("refuse-mail-too-large").arg("size", limits::human_size(size)).arg("max", limits::human_size(cx.limits.max_mail_bytes));
    session::refuse_unread(store, cx, source_key, mail, problem)
}

// ----- 3. a failure the mail causes -----

/// Runs `work` (the handling of the read mail `mail`, fetched as `raw`);
/// a failure caused by the mail, or a panic, sets the mail aside.
pub(super) fn guarded(
    store: &mut Store,
    cx: &Ctx<'_>,
    source_key: &str,
    raw: &[u8],
    mail: &Inbound,
    work: impl FnOnce(&mut Store) -> Result<Handled, BotError>,
) -> Result<Handled, BotError> {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(store)));
    let reason = match outcome {
        Ok(Ok(handled)) => {
            handled.log(source_key, &mail.from);
            return Ok(handled);
        }
        Ok(Err(e)) if e.is_transient() => return Err(e),
        Ok(Err(e)) => chain(&e),
        Err(panic) => format!("internal error: {}", panic_text(panic.as_ref())),
    };
    error!(target: "tandem::bot", source = source_key, from = %mail.from, "mail set aside, it will not be tried again: {reason}");
    set_aside(store, cx, source_key, raw, mail, &reason)
}

/// The daemon's last word on a mail whose handling failed `attempts` times
/// for the bot's own resources (`last_error`): set aside like a mail that
/// makes its handling fail, or as unreadable if it is.
pub(super) fn give_up(
    store: &mut Store,
    cx: &Ctx<'_>,
    source_key: &str,
    raw: &[u8],
    attempts: u32,
    last_error: &str,
) -> Result<Handled, BotError> {
    let reason = format!("not handled after {attempts} attempts; the last failure: {last_error}");
    error!(target: "tandem::bot", source = source_key, "mail set aside: {reason}");
    match read(raw, cx.bot) {
        // No second try without the notices here: the daemon moves the
        // mail to the set-aside folder whatever this returns.
        Ok(mail) => record_set_aside(store, cx, source_key, &mail, &kept(source_key, raw, &reason, cx.now), true),
        Err(unreadable_because) => unreadable(store, cx, source_key, raw, &format!("{reason} ({unreadable_because})")),
    }
}

// ----- 4. set aside -----

/// A read mail the bot could not handle (`reason`): recorded as set aside,
/// never tried again; the operator told, the sender too where possible.
/// When not even that short notice can be written (for what the mail
/// holds), the mail is recorded alone.
fn set_aside(store: &mut Store, cx: &Ctx<'_>, source_key: &str, raw: &[u8], mail: &Inbound, reason: &str) -> Result<Handled, BotError> {
    let kept = kept(source_key, raw, reason, cx.now);
    match record_set_aside(store, cx, source_key, mail, &kept, true) {
        Err(e) if !e.is_transient() => {
            warn!(target: "tandem::bot", source = source_key, "no notice to the sender either: {}", chain(&e));
            record_set_aside(store, cx, source_key, mail, &kept, false)
        }
        other => other,
    }
}

/// [`set_aside`] in one transaction: the mail recorded (`kept`: the reason
/// and what the operator's listing shows), then, with `tell`, the operator
/// and the sender (when it is someone to answer, within the limits) told.
fn record_set_aside(
    store: &mut Store,
    cx: &Ctx<'_>,
    source_key: &str,
    mail: &Inbound,
    kept: &SetAsideRecord,
    tell: bool,
) -> Result<Handled, BotError> {
    let reason = kept.reason.as_str();
    store.transaction(|tx| {
        if let Some(h) = session::duplicate(tx, source_key, mail, cx)? {
            return Ok(h);
        }
        session::record(tx, source_key, mail, MailOutcome::SetAside, None, Some(reason), cx)?;
        tx.record_set_aside(kept)?;
        if tell {
            operator::tell_set_aside(tx, cx, kept)?;
        }
        if tell && mail.skip.is_none() && limits::reply_allowance(tx, cx.limits, &mail.from, cx.now)? == Allowance::Open {
            let mut l = Letter::new(
                &mail.from,
                "error.txt",
                context! {
                    bot_name => cx.bot.name,
                    problem => "something in your mail could not be handled (the operator can see what). \
                                If it held a move or another command, send it again in a new mail, \
                                written as plain text.",
                    done => true,
                },
            )
            .in_answer_to(mail);
            l.counts_as = MailKind::Reply;
            enqueue(tx, cx, l)?;
        }
        Ok(Handled::SetAside { reason: reason.to_string() })
    })
}

/// What is kept of the mail `raw` (as fetched), set aside for `reason`:
/// the record under its mailbox key, with what could be read of its
/// header even when the mail as a whole could not be.
fn kept(source_key: &str, raw: &[u8], reason: &str, now: DateTime<Utc>) -> SetAsideRecord {
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

/// The message of a caught panic.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into())
}
