//! The language of a player's own words in a mail, when it can be told
//! with confidence: what the bot writes to a player who never chose one.
//!
//! Only the player's own words count: not the quoted text (the inbound
//! side strips it), not the lines that are commands (their words are
//! English in every language), not moves, addresses, numbers or links.
//! A detector limited to the nine languages (lingua's n-gram models),
//! and a margin: a short or mixed text says nothing.

use std::sync::OnceLock;

use lingua::{LanguageDetector, LanguageDetectorBuilder};

use super::Language;

/// Fewer letters of own words than this tell nothing.
const MIN_LETTERS: usize = 12;
/// The likeliest language must be at least this likely (lingua's
/// confidence, 0 to 1) ...
const MIN_CONFIDENCE: f64 = 0.6;
/// ... and this much likelier than the next.
const MIN_MARGIN: f64 = 0.2;

fn detector() -> &'static LanguageDetector {
    static DETECTOR: OnceLock<LanguageDetector> = OnceLock::new();
    DETECTOR.get_or_init(|| {
        let all: Vec<lingua::Language> = Language::ALL.iter().map(|&l| to_lingua(l)).collect();
        LanguageDetectorBuilder::from_languages(&all).build()
    })
}

fn to_lingua(language: Language) -> lingua::Language {
    match language {
        Language::En => lingua::Language::English,
        Language::De => lingua::Language::German,
        Language::Ru => lingua::Language::Russian,
        Language::Pl => lingua::Language::Polish,
        Language::It => lingua::Language::Italian,
        Language::Es => lingua::Language::Spanish,
        Language::Fr => lingua::Language::French,
        Language::Nl => lingua::Language::Dutch,
        Language::Pt => lingua::Language::Portuguese,
    }
}

fn from_lingua(language: lingua::Language) -> Option<Language> {
    Language::ALL.into_iter().find(|&l| to_lingua(l) == language)
}

/// The words of `text` that may tell its language: tokens with a letter,
/// without digits, `@`, `/` or `=` (moves, squares, addresses, links),
/// from the lines `is_command` does not claim.
pub fn own_words(text: &str, is_command: impl Fn(&str) -> bool) -> String {
    let mut out = String::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('>') || is_command(line) {
            continue;
        }
        for token in line.split_whitespace() {
            let word: &str = token.trim_matches(|c: char| !c.is_alphanumeric());
            if word.is_empty()
                || word.chars().any(|c| c.is_ascii_digit() || matches!(c, '@' | '/' | '=' | '<' | '>' | '#'))
                || !word.chars().any(char::is_alphabetic)
            {
                continue;
            }
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(word);
        }
        out.push('\n');
    }
    out
}

/// The language of `words`, when it can be told with confidence.
pub fn language_of(words: &str) -> Option<Language> {
    if words.chars().filter(|c| c.is_alphabetic()).count() < MIN_LETTERS {
        return None;
    }
    let values = detector().compute_language_confidence_values(words);
    let (best, p) = *values.first()?;
    let next = values.get(1).map_or(0.0, |v| v.1);
    (p >= MIN_CONFIDENCE && p - next >= MIN_MARGIN).then(|| from_lingua(best)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_tells_its_language_and_a_command_tells_nothing() {
        let none = |_: &str| false;
        assert_eq!(language_of(&own_words("Hallo, ich möchte Schach spielen", none)), Some(Language::De));
        assert_eq!(language_of(&own_words("Здравствуйте, я хочу сыграть партию в шахматы", none)), Some(Language::Ru));
        assert_eq!(language_of(&own_words("Dzień dobry, chciałbym zagrać partię szachów", none)), Some(Language::Pl));
        assert_eq!(language_of(&own_words("Ciao, vorrei giocare una partita a scacchi", none)), Some(Language::It));
        assert_eq!(language_of(&own_words("Hola, me gustaría jugar una partida de ajedrez", none)), Some(Language::Es));
        assert_eq!(language_of(&own_words("Bonjour, je voudrais jouer une partie d'échecs", none)), Some(Language::Fr));
        assert_eq!(language_of(&own_words("Hallo, ik wil graag een partij schaak spelen", none)), Some(Language::Nl));
        assert_eq!(language_of(&own_words("Olá, eu gostaria de jogar uma partida de xadrez", none)), Some(Language::Pt));
        assert_eq!(language_of(&own_words("Hello, I would like to play a game of chess", none)), Some(Language::En));
        // Moves, addresses and a word or two tell nothing.
        assert_eq!(language_of(&own_words("e4\nSf3 bob@example.org", none)), None);
        assert_eq!(language_of(&own_words("Danke", none)), None);
        // Command lines are left out: their words are English for all.
        let commands = |l: &str| l.starts_with("new ") || l == "accept";
        assert_eq!(own_words("new chess with bob@example.org\naccept", commands).trim(), "");
    }
}
