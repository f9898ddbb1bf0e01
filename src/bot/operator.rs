//! Telling the operator (`[bot] operator`) that mail was set aside, or that
//! a mail server refuses the bot's login: by mail, at most once an hour
//! each, so that a flood of unreadable mail from a stranger (or a login
//! that keeps failing) cannot make the bot flood its own operator. The log
//! has every case.

use chrono::{DateTime, TimeDelta, Utc};
use minijinja::context;

use super::letters::{enqueue, Letter};
use super::{BotError, Ctx};
use crate::mail::AutoSubmitted;
use crate::store::{LoginRefusal, SetAsideRecord, Store, Tx};

/// The `meta` key holding when the operator was last told of set-aside mail.
const LAST_NOTICE: &str = "operator_notice_at";
/// ... and of a refused login.
const LAST_LOGIN_NOTICE: &str = "operator_login_notice_at";
const NOTICE_EVERY: TimeDelta = TimeDelta::hours(1);

/// Whether the operator was told (under `key`) within the hour.
fn told_lately(tx: &Tx<'_>, key: &str, now: DateTime<Utc>) -> Result<bool, BotError> {
    let last = tx.meta(key)?.and_then(|t| DateTime::parse_from_rfc3339(&t).ok()).map(|t| t.with_timezone(&Utc));
    Ok(last.is_some_and(|at| now < at + NOTICE_EVERY))
}

/// Queues `text` to the operator as an automatic notice, noting when under `key`.
fn tell(tx: &Tx<'_>, cx: &Ctx<'_>, operator: &str, key: &str, subject: &str, text: String) -> Result<(), BotError> {
    let mut letter = Letter::new(operator, "notice.txt", context! { subject => subject, text => text });
    letter.kind = AutoSubmitted::Generated;
    enqueue(tx, cx, letter)?;
    tx.set_meta(key, &cx.now.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))?;
    Ok(())
}

/// Queues a notice to the operator about a mail set aside, unless one went
/// within the hour or no operator is configured.
pub fn tell_set_aside(tx: &Tx<'_>, cx: &Ctx<'_>, kept: &SetAsideRecord) -> Result<(), BotError> {
    let Some(operator) = cx.bot.operator.as_deref() else { return Ok(()) };
    if told_lately(tx, LAST_NOTICE, cx.now)? {
        return Ok(());
    }
    let text = format!(
        "The bot set aside a mail it could not handle; nothing in it was applied.\n\n  \
         From:    {}\n  Subject: {}\n  Why:     {}\n\n\
         It is kept in the set-aside folder. On the bot's machine, `tandem set-aside` lists the set-aside mail \
         and `tandem set-aside --retry all` runs it again once the cause is fixed.\n\
         Mail set aside in the next hour is only written to the log.",
        kept.from_addr.as_deref().unwrap_or("(none)"),
        crate::mail::clip(kept.subject.as_deref().unwrap_or("(none)"), 200),
        crate::mail::clip(&kept.reason, 500),
    );
    tell(tx, cx, operator, LAST_NOTICE, "Mail set aside", text)
}

/// Notes for `tandem status` (and the next run) that a mail server
/// refuses the login, or (`refusal` is `None`) that `server` took it again;
/// with `tell_operator`, tells the operator (see [`Bot::note_login`]).
///
/// [`Bot::note_login`]: super::Bot::note_login
pub fn note_login(
    store: &mut Store,
    cx: &Ctx<'_>,
    server: &str,
    refusal: Option<&LoginRefusal>,
    tell_operator: bool,
) -> Result<(), BotError> {
    store.transaction(|tx| {
        let Some(r) = refusal else {
            tx.login_accepted(server)?;
            return Ok(());
        };
        tx.note_login_refused(r)?;
        let Some(operator) = cx.bot.operator.as_deref().filter(|_| tell_operator) else { return Ok(()) };
        if told_lately(tx, LAST_LOGIN_NOTICE, cx.now)? {
            return Ok(());
        }
        let reads = if server == "IMAP" { "reads no mail" } else { "sends no mail (it waits in the outbox)" };
        let text = format!(
            "The {server} server refuses the bot's login since {}:\n\n  {}\n\n\
             Until it takes the login again, the bot {reads}. It tries again after a while, then twice as long \
             after each refusal, up to once an hour, so as not to get the account locked. Check the user and the \
             password (or the OAuth2 token command) in the configuration, then run `tandem check-config` on the \
             bot's machine; `tandem status` shows the refusal.",
            r.since.format("%Y-%m-%d %H:%M:%S UTC"),
            crate::mail::clip(&r.message, 500),
        );
        tell(tx, cx, operator, LAST_LOGIN_NOTICE, &format!("The {server} server refuses the login"), text)
    })
}
