//! `notation ...`: how the bot writes moves to a player and which piece
//! letters it reads from them (for all their games).

use minijinja::context;

use super::{Session, Step};
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
            "{}\n\n{}\n\nTo change it, write one of:\n    notation en    (English letters: K Q R B N)\n    notation de    (German: K D T L S)\n    \
             notation fr    (French: R D T F C)\n    notation es    (Spanish: R D T A C)\n    notation it    (Italian: R D T A C)\n    \
             notation nl    (Dutch: K D T L P)\n    notation ru    (Russian: Кр Ф Л С К)\n    notation figurine  (♔ ♕ ♖ ♗ ♘)\n    \
             notation iccf  (numeric: 5254 for e2-e4)",
            setting_text(d),
            example(d)
        );
        let l = self.reply("notice.txt", context! { subject => "Your notation", text => text });
        self.letters.push(l);
        self.done.push(format!("notation: {}", d.code()));
        Ok(())
    }
}

/// What the setting means for the player, in two sentences.
fn setting_text(d: Dialect) -> String {
    let reads = match d {
        Dialect::Letters(Language::En) => "You write and read moves in English algebraic notation (K Q R B N).".to_string(),
        Dialect::Letters(l) => format!(
            "You write and read moves with {} piece letters: {}. Other letters than these are not read from you.",
            l.name(),
            crate::rules::piece_letters::legend(l, Variant::Chess)
        ),
        Dialect::Figurine => {
            "The bot writes moves to you in figurine notation (♔ ♕ ♖ ♗ ♘); you may write them so, or with English letters.".to_string()
        }
        Dialect::Iccf => "The bot writes moves to you in ICCF numeric notation (5254 for e2-e4, 5171 for castling, 57581 for \
                          e8=Q; a drop stays N@f3); you may write them so, or in English algebraic notation."
            .to_string(),
    };
    format!(
        "{reads}\nEvery player may also write figurines (♘f3) and numeric moves (7163); \
         PGN records stay in English notation, as the standard requires."
    )
}

/// The opening of a game as the player reads it.
fn example(d: Dialect) -> String {
    let mut g = Game::new(Variant::Chess).expect("chess starts");
    let mut moves = Vec::new();
    for (i, m) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"].iter().enumerate() {
        let Ok(p) = g.play(m) else { break };
        let text = p.written(Variant::Chess, d);
        moves.push(if i % 2 == 0 { format!("{}. {text}", i / 2 + 1) } else { text });
    }
    format!("For example: {}", moves.join(" "))
}
