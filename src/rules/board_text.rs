//! A text board with the words around it: the squares as the rule texts
//! draw them, and the sentences with them (each board's title, the hands,
//! a bughouse match's end, Tandem-Pawn's legend) in no language yet. The
//! engine's own output (the CLI, tests) shows it in English
//! ([`fmt::Display`]); a mail puts each sentence into its reader's words
//! (`crate::i18n::board_words`), the squares staying as they are.

use std::fmt;

use super::render::RANKED_GAP;
use super::Reason;

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BoardText {
    pub lines: Vec<TextLine>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextLine {
    /// Squares, rank numbers or file letters: the same in every language.
    Drawn(String),
    /// A sentence under the boards: a hand, a match's end, a legend.
    Caption(Reason),
    /// Each board's title over it, with the board's width in characters:
    /// a title starts where its board does.
    Titles(Vec<(Reason, usize)>),
}

impl BoardText {
    /// The lines of `drawn` (a board from `render`), words to follow.
    pub fn drawn(drawn: &str) -> BoardText {
        BoardText { lines: drawn.lines().map(|l| TextLine::Drawn(l.to_string())).collect() }
    }

    pub fn caption(mut self, sentence: Reason) -> BoardText {
        self.lines.push(TextLine::Caption(sentence));
        self
    }

    /// The text, each sentence as `say` writes it (one line each).
    pub fn write(&self, say: impl Fn(&Reason) -> String) -> String {
        let mut out = String::new();
        for line in &self.lines {
            match line {
                TextLine::Drawn(text) => out.push_str(text),
                TextLine::Caption(sentence) => out.push_str(&say(sentence)),
                TextLine::Titles(titles) => out.push_str(&titles_line(titles.iter().map(|(t, width)| (say(t), *width)))),
            }
            out.push('\n');
        }
        out
    }
}

/// Titles side by side, each padded to its board's width, the boards'
/// gap between them; a title longer than its board pushes the next one
/// on.
pub fn titles_line(titles: impl Iterator<Item = (String, usize)>) -> String {
    let padded: Vec<String> = titles.map(|(title, width)| format!("{title:<width$}")).collect();
    padded.join(RANKED_GAP).trim_end().to_string()
}

/// In English, as the engine's own output shows it.
impl fmt::Display for BoardText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(Reason::to_string))
    }
}
