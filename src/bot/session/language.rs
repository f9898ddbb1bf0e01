//! `language ...`: the language of the bot's mails to a player.

use minijinja::context;

use super::{Session, Step};
use crate::bot::language::codes;
use crate::i18n::{Language, Msg};

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
