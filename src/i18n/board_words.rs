//! A board's words in the reader's language: the titles over the boards
//! (`A: Black to move`, `Left board (a-f)`), the hands, the end of a
//! bughouse match and the Tandem-Pawn legend. The rules engine gives them
//! as sentences in no language ([`BoardText`], the words of a
//! [`Diagram`]); a mail's template puts a text board into its reader's
//! words (`{{ board|board }}`), and a picture's diagram gets the same
//! words ([`diagram_in_words`]) before it is drawn or described.

use std::sync::Arc;

use serde::{Serialize, Serializer};

use super::said::said;
use crate::i18n::Language;
use crate::rules::{BoardText, Diagram};

/// `text` with its words in `language`, the squares as drawn.
pub fn in_words(text: &BoardText, language: Language) -> String {
    text.write(|sentence| said(sentence).text(language))
}

/// `d` with its boards' titles and its notes (a match's end) in
/// `language`: `Brett A: Weiß am Zug`, `Linkes Brett (a-f)`.
pub fn diagram_in_words(d: &Diagram, language: Language) -> Diagram {
    d.clone().written(|sentence| said(sentence).text(language))
}

/// In a template's context, the board itself, which the `board` filter
/// puts into the reader's words; elsewhere its English text.
impl Serialize for BoardText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if minijinja::value::serializing_for_value() {
            return minijinja::Value::from_dyn_object(Arc::new(self.clone())).serialize(s);
        }
        s.serialize_str(&self.to_string())
    }
}

/// `{% if board %}` asks whether there is one; printed without the
/// filter, the board in English (no template does).
impl minijinja::value::Object for BoardText {
    fn is_true(self: &Arc<Self>) -> bool {
        true
    }

    fn render(self: &Arc<Self>, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self.as_ref(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random_play::play_at_random;
    use crate::rules::{Color, Variant};

    /// In English the words are the engine's own, to the character, for
    /// boards of every game on the way through random games (hands,
    /// titles, the end of a match).
    #[test]
    fn in_english_a_board_reads_as_the_engine_draws_it() {
        let mut seen = 0;
        for variant in Variant::ALL {
            for seed in 0..4u64 {
                play_at_random(variant, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(7), 120, |game| {
                    for view in [Color::White, Color::Black] {
                        let text = game.position().board_text(view);
                        assert_eq!(in_words(&text, Language::En), text.to_string(), "{variant:?}");
                        let diagram = game.position().diagram_for(crate::rules::Side::new(0, view));
                        let english = diagram_in_words(&diagram, Language::En);
                        let titles = |d: &Diagram| d.boards.iter().map(|b| b.title_text().map(|t| t.into_owned())).collect::<Vec<_>>();
                        assert_eq!(titles(&english), titles(&diagram), "{variant:?}");
                        seen += usize::from(text.to_string().contains("'s hand") || text.to_string().contains("A: "));
                    }
                });
            }
        }
        assert!(seen > 100, "only {seen} boards had captions");
    }

    /// A title longer in another language than in English still starts
    /// over its board when it fits, and the squares do not move.
    #[test]
    fn the_second_title_stays_over_its_board() {
        let game = crate::rules::Game::new(Variant::Bughouse).expect("bughouse");
        let text = game.position().board_text(Color::White);
        let english = text.to_string();
        let column = |s: &str, at: &str| s.lines().next().and_then(|l| l.find(at).map(|i| l[..i].chars().count()));
        for language in [Language::De, Language::Ru, Language::Pl] {
            let words = in_words(&text, language);
            assert_eq!(column(&words, "B:"), column(&english, "B:"), "{words}");
            assert_eq!(words.lines().skip(1).take(10).collect::<Vec<_>>(), english.lines().skip(1).take(10).collect::<Vec<_>>());
        }
    }
}
