//! `language ...`: the language of the bot's mails to a player; and the
//! guess, from a player's first mail, of the language they read.

use minijinja::context;

use super::{strip_reply_prefixes, Session, Step};
use crate::command::parse_commands;
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
pub(in crate::bot) fn guess_language(tx: &Tx<'_>, mail: &Inbound, sender: &mut Player) -> Result<Option<Language>, StoreError> {
    if sender.language.is_some() {
        return Ok(None);
    }
    let is_command = |line: &str| parse_commands(line).iter().any(Result::is_ok);
    let words =
        format!("{}\n{}", guess::own_words(&strip_reply_prefixes(&mail.subject), is_command), guess::own_words(&mail.text, is_command));
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
pub(in crate::bot) fn language_line(language: Language, guessed: bool) -> Msg {
    let other = if language == Language::En { Language::De } else { Language::En };
    Msg::new(if guessed { "language-guessed" } else { "language-current" })
        .arg("code", language.code())
        .arg("other", other.code())
        .arg("codes", codes())
}

/// `en (English), de (Deutsch), ...`: each language by its own name.
fn codes() -> String {
    Language::ALL.iter().map(|l| format!("{} ({})", l.code(), capitalized(l.own_name()))).collect::<Vec<_>>().join(", ")
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

impl Session<'_, '_> {
    pub(super) fn language_command(&mut self, choice: Option<Language>) -> Step {
        let me = self.sender.id;
        if let Some(l) = choice {
            // Someone else setting it could make the player's mail unreadable to them.
            self.authorize_player()?;
            self.tx.set_language(me, l, true)?;
            self.sender.language = Some(l);
            self.sender.language_chosen = true;
            // This mail's own note of a guess would now say a wrong thing.
            self.language_guessed = None;
        }
        let language = self.language();
        let mut lines =
            vec![self.words(&Msg::new(if choice.is_some() { "language-set" } else { "language-now" }).arg("code", language.code()))];
        let notation = if self.tx.notation_chosen(me)? { "language-notation-kept" } else { "language-notation-follows" };
        let dialect = self.tx.notation(me)?;
        lines.push(self.words(&Msg::new(notation).arg("notation", dialect.code())));
        lines.push(self.words(&Msg::new("language-how").arg("codes", codes())));
        let subject = self.words(&Msg::new("language-subject"));
        let l = self.reply("notice.txt", context! { subject => subject, text => lines.join("\n\n") });
        self.letters.push(l);
        self.done.push(format!("language: {}", language.code()));
        Ok(())
    }

    /// `m` in the words of the sender's language.
    pub(super) fn words(&self, m: &Msg) -> String {
        m.text(self.language())
    }
}
