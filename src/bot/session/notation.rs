//! `notation ...`: how the bot writes moves to a player and which piece
//! letters it reads from them (for all their games).

use minijinja::context;

use super::{Session, Step};
use crate::i18n::Msg;
use crate::rules::{Dialect, Game, Language, Variant};

impl Session<'_, '_> {
    pub(super) fn notation(&mut self, choice: Option<Dialect>) -> Step {
        let me = self.sender.id;
        if let Some(d) = choice {
            // Someone else setting it could make the player's moves unreadable.
            self.authorize_player()?;
            self.tx.set_notation(me, d)?;
        }
        let d = self.tx.notation(me)?;
        let text = format!(
            "{}\n\n{}\n\n{}\n    notation en    (K Q R B N)\n    notation de    (K D T L S)\n    \
             notation fr    (R D T F C)\n    notation es    (R D T A C)\n    notation it    (R D T A C)\n    \
             notation nl    (K D T L P)\n    notation pl    (K H W G S)\n    notation pt    (R D T B C)\n    \
             notation ru    (Кр Ф Л С К)\n    notation figurine  (♔ ♕ ♖ ♗ ♘)\n    notation iccf  (5254 = e2-e4)",
            self.words(&setting_text(d)),
            self.words(&example(d)),
            self.words(&Msg::new("notation-how"))
        );
        let l = self.reply("notice.txt", context! { subject => Msg::new("notation-subject"), text => text });
        self.letters.push(l);
        self.done.push(format!("notation: {}", d.code()));
        Ok(())
    }
}

/// What the setting means for the player, in two sentences.
fn setting_text(d: Dialect) -> Msg {
    let reads = match d {
        Dialect::Letters(Language::En) => Msg::new("notation-reads-english"),
        Dialect::Letters(l) => Msg::new("notation-reads-letters").arg("code", l.code()).arg("letters", letters_legend(l)),
        Dialect::Figurine => Msg::new("notation-reads-figurine"),
        Dialect::Iccf => Msg::new("notation-reads-iccf"),
    };
    Msg::new("notation-setting").arg("reads", reads)
}

/// A language's piece letters with their pieces: `K (König), D (Dame), ...`,
/// the pieces named in the reader's language.
fn letters_legend(l: Language) -> Msg {
    let parts = crate::rules::piece_letters::letters(l, Variant::Chess)
        .into_iter()
        .map(|(role, letter)| Msg::new("notation-letter").arg("letter", letter).arg("role", role.name()))
        .collect();
    Msg::list(parts)
}

/// The opening of a game as the player reads it.
fn example(d: Dialect) -> Msg {
    let mut g = Game::new(Variant::Chess).expect("chess starts");
    let mut moves = Vec::new();
    for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"].iter().enumerate() {
        let Ok(p) = g.play(m) else { break };
        let text = p.written(Variant::Chess, d);
        moves.push(if i % 2 == 0 { format!("{}. {text}", i / 2 + 1) } else { text });
    }
    Msg::new("notation-example").arg("moves", moves.join(" "))
}
