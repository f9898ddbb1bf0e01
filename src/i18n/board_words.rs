//! The words around a text board, in the reader's language: the hands
//! ("White's hand on A: N P"), the two boards' titles ("A: Black to move"),
//! the end of a bughouse match and the Tandem-Pawn legend. The rules
//! engine draws a board with these lines in English (its own output, the
//! CLI's); a mail's template puts them into its reader's words
//! (`{{ board|board }}`), keeping the titles over their boards. A
//! picture's diagram gets the same words ([`diagram_in_words`]) before it
//! is drawn or described.

use std::sync::OnceLock;

use regex::Regex;

use crate::i18n::{Language, Msg};
use crate::rules::Diagram;

/// `text` (a board as the engine draws it) with its captions in `language`.
pub fn in_words(text: &str, language: Language) -> String {
    let mut out: Vec<String> = text.lines().map(|line| line_in_words(line, language)).collect();
    if text.ends_with('\n') {
        out.push(String::new());
    }
    out.join("\n")
}

fn patterns() -> &'static [Regex; 5] {
    static RE: OnceLock<[Regex; 5]> = OnceLock::new();
    RE.get_or_init(|| {
        [
            r"^(White|Black)'s hand on ([AB]): (.*)$",
            r"^(White|Black)'s hand: (.*)$",
            r"^Match over: team (\d) wins \((.*) - (.*)\)$",
            r"^Match over: drawn \((.*) - (.*)\)$",
            r"^A(: .*?)?( {2,})B(: .*)?$|^A: .*$",
        ]
        .map(|p| Regex::new(p).expect("valid regex"))
    })
}

fn line_in_words(line: &str, language: Language) -> String {
    let [hand_on, hand, won, drawn, titles] = patterns();
    let say = |m: Msg| m.text(language);
    if let Some(c) = hand_on.captures(line) {
        return say(Msg::new("board-hand-on").arg("color", &c[1]).arg("board", &c[2]).arg("pieces", &c[3]));
    }
    if let Some(c) = hand.captures(line) {
        return say(Msg::new("board-hand").arg("color", &c[1]).arg("pieces", &c[2]));
    }
    if let Some(c) = won.captures(line) {
        return say(Msg::new("board-match-won").arg("team", &c[1]).arg("a", &c[2]).arg("b", &c[3]));
    }
    if let Some(c) = drawn.captures(line) {
        return say(Msg::new("board-match-drawn").arg("a", &c[1]).arg("b", &c[2]));
    }
    if line == "T/t = tandem of two pawns" {
        return say(Msg::new("board-tandem-legend"));
    }
    if titles.is_match(line) {
        return titles_in_words(line, language);
    }
    line.to_string()
}

/// `d` with its boards' titles and its notes (a match's end) in
/// `language`: `Brett A: Weiß am Zug`, `Linkes Brett (a-f)`.
pub fn diagram_in_words(d: &Diagram, language: Language) -> Diagram {
    let mut d = d.clone();
    for title in d.boards.iter_mut().filter_map(|b| b.title.as_mut()) {
        *title = picture_title_in_words(title, language);
    }
    for note in &mut d.notes {
        *note = line_in_words(note, language);
    }
    d
}

/// A picture's board title (`Board A: White to move`, `Left board (a-f)`)
/// in words.
fn picture_title_in_words(title: &str, language: Language) -> String {
    let (name, state) = title.split_once(": ").map_or((title, None), |(n, s)| (n, Some(s)));
    let name = match name {
        "Left board (a-f)" => Msg::new("picture-board-left"),
        "Right board (g-l)" => Msg::new("picture-board-right"),
        _ => match name.strip_prefix("Board ") {
            Some(letter) => Msg::new("picture-board").arg("board", letter),
            None => return title.to_string(),
        },
    }
    .text(language);
    match state {
        Some(state) => title_in_words(&format!("{name}: {state}"), language),
        None => name,
    }
}

/// `A: Black to move      B: White to move`: each title in words, the
/// second where it stood (over its board), or two spaces after a longer
/// first.
fn titles_in_words(line: &str, language: Language) -> String {
    let second = line.find("  B").map(|i| i + line[i..].len() - line[i..].trim_start().len());
    let (first, rest) = match second {
        Some(at) => (&line[..at], Some(&line[at..])),
        None => (line, None),
    };
    let first_words = title_in_words(first.trim_end(), language);
    let Some(rest) = rest else { return first_words };
    let column = first.chars().count();
    let width = first_words.chars().count();
    let gap = if width + 2 <= column { column - width } else { 2 };
    format!("{first_words}{}{}", " ".repeat(gap), title_in_words(rest, language))
}

/// `A: White to move` in words (`A` alone stays as it is).
fn title_in_words(title: &str, language: Language) -> String {
    let Some((board, state)) = title.split_once(": ") else { return title.to_string() };
    let colored = |key: &'static str, color: &str| Msg::new(key).arg("board", board).arg("color", color);
    let msg = match state.split_once(' ') {
        Some((color @ ("White" | "Black"), "to move")) => colored("board-title-to-move", color),
        Some((color @ ("White" | "Black"), "waits for a piece")) => colored("board-title-waits", color),
        Some((color @ ("White" | "Black"), "mated")) => colored("board-title-mated", color),
        Some((color @ ("White" | "Black"), "won")) => colored("board-title-won", color),
        _ if state == "stalemate" => Msg::new("board-title-stalemate").arg("board", board),
        _ if state == "drawn" => Msg::new("board-title-drawn").arg("board", board),
        _ => return title.to_string(),
    };
    msg.text(language)
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
                        let text = game.position().render(view);
                        assert_eq!(in_words(&text, Language::En), text, "{variant:?}");
                        seen += usize::from(text.contains("'s hand") || text.contains("A: "));
                    }
                });
            }
        }
        assert!(seen > 100, "only {seen} boards had captions");
    }

    #[test]
    fn the_second_title_stays_over_its_board() {
        let line = "A: Black to move            B: White to move";
        let column = line.find("B:").unwrap();
        let de = in_words(line, Language::De);
        assert_eq!(de.find("B:").map(|i| de[..i].chars().count()), Some(column), "{de}");
    }
}
