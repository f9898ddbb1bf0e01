//! Telling the operator (`[bot] operator`) that mail was set aside: by mail,
//! at most once an hour, so that a flood of unreadable mail from a stranger
//! cannot make the bot flood its own operator. The log has every case.

use chrono::{DateTime, TimeDelta, Utc};
use minijinja::context;

use super::letters::{enqueue, Letter};
use super::{BotError, Ctx};
use crate::mail::AutoSubmitted;
use crate::store::{SetAsideRecord, Tx};

/// The `meta` key holding when the operator was last told.
const LAST_NOTICE: &str = "operator_notice_at";
const NOTICE_EVERY: TimeDelta = TimeDelta::hours(1);

/// Queues a notice to the operator about a mail set aside, unless one went
/// within the hour or no operator is configured.
pub fn tell_set_aside(tx: &Tx<'_>, cx: &Ctx<'_>, kept: &SetAsideRecord) -> Result<(), BotError> {
    let Some(operator) = cx.bot.operator.as_deref() else { return Ok(()) };
    let last = tx.meta(LAST_NOTICE)?.and_then(|t| DateTime::parse_from_rfc3339(&t).ok()).map(|t| t.with_timezone(&Utc));
    if last.is_some_and(|at| cx.now < at + NOTICE_EVERY) {
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
    let mut letter = Letter::new(operator, "notice.txt", context! { subject => "Mail set aside", text => text });
    letter.kind = AutoSubmitted::Generated;
    enqueue(tx, cx, letter)?;
    tx.set_meta(LAST_NOTICE, &cx.now.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))?;
    Ok(())
}
