//! The language a player reads: the guess from their mail, and the line
//! that tells them which it is and how to change it (the command is
//! `session/language.rs`).

use crate::command::{parse_commands, strip_reply_prefixes};
use crate::i18n::{guess, Language, Msg};
use crate::mail::Inbound;
use crate::store::{Player, StoreError, Tx};

/// The language of a player the bot does not know the language of yet,
/// guessed from `mail` and stored (once: a later mail changes it only
/// with `language XX`). In this order: their own words, when they tell it
/// with confidence; the letters of the notation they chose; the mail's
/// `Content-Language`, unless English. A mail that tells none of these
/// (commands alone) leaves the language unknown: the server's `[bot]
/// language` until a later mail tells. The guess, when this mail made it.
pub(super) fn guess_language(tx: &Tx<'_>, mail: &Inbound, sender: &mut Player) -> Result<Option<Language>, StoreError> {
    if sender.language.is_some() {
        return Ok(None);
    }
    let is_command = |line: &str| parse_commands(line).iter().any(Result::is_ok);
    // A reply's subject is the bot's own words: only a new mail's counts.
    let reply = !mail.in_reply_to.is_empty() || strip_reply_prefixes(&mail.subject) != mail.subject.trim();
    let subject = if reply { String::new() } else { guess::own_words(&mail.subject, is_command) };
    let words = format!("{subject}\n{}", guess::own_words(&mail.text, is_command));
    let notation = || -> Result<Option<Language>, StoreError> {
        Ok(match tx.notation_chosen(sender.id)? {
            true => match tx.notation(sender.id)? {
                crate::rules::Dialect::Letters(l) => Some(l),
                _ => None,
            },
            false => None,
        })
    };
    let declared = mail.content_language.as_deref().and_then(Language::from_code).filter(|l| *l != Language::En);
    let language = match guess::language_of(&words) {
        Some(l) => l,
        None => match notation()?.or(declared) {
            Some(l) => l,
            // Nothing tells it (a mail of commands alone): the server's
            // language for now, and the next mail may tell.
            None => return Ok(None),
        },
    };
    tx.set_language(sender.id, language, false)?;
    sender.language = Some(language);
    Ok(Some(language))
}

/// The line that tells a player which language they read and how to
/// change it.
pub(super) fn language_line(language: Language, guessed: bool) -> Msg {
    let other = if language == Language::En { Language::De } else { Language::En };
    Msg::new(if guessed { "language-guessed" } else { "language-current" })
        .arg("code", language.code())
        .arg("other", other.code())
        .arg("codes", codes())
}

/// `en (English), de (Deutsch), ...`: each language by its own name.
pub(super) fn codes() -> String {
    Language::ALL.iter().map(|l| format!("{} ({})", l.code(), capitalized(l.own_name()))).collect::<Vec<_>>().join(", ")
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
