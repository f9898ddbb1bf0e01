//! Every mail in the player's own language, offline (the bot's public API
//! on a real SQLite store, the outbox read as players read it): the guess
//! from a newcomer's own words, the note that says so, `language` in each
//! language's own word, the help and the rules in every language, the
//! notation that follows the language, `Content-Language` on every mail,
//! each recipient of one event reading their own language, and a refused
//! move explained in its player's language and letters.

use crate::offline;

use offline::*;
use tandem::i18n::Language;

const HANS: &str = "hans@example.de";
const OLGA: &str = "olga@example.ru";

/// whatlang, not the bot's detector, limited to the bot's nine languages.
fn nine_languages() -> whatlang::Detector {
    use whatlang::Lang::*;
    whatlang::Detector::with_allowlist(vec![Eng, Deu, Rus, Pol, Ita, Spa, Fra, Nld, Por])
}

fn content_language(m: &Received) -> String {
    let raw = String::from_utf8_lossy(&m.raw);
    raw.lines().find_map(|l| l.strip_prefix("Content-Language: ")).unwrap_or("").trim().to_string()
}

/// What a newcomer writing in each language gets back: the help, in their
/// language (as a detector of our own, not the bot's, reads it too).
#[test]
fn a_newcomer_is_answered_in_the_language_of_their_words() {
    let greetings = [
        (Language::De, "Hallo, ich möchte gerne eine Partie Schach spielen. Wie geht das?", "So wird gespielt"),
        (Language::Ru, "Здравствуйте! Я хотел бы сыграть партию в шахматы. Как это сделать?", "Как играть"),
        (Language::Pl, "Dzień dobry, chciałbym zagrać partię szachów. Jak to zrobić?", "Jak grać"),
        (Language::It, "Buongiorno, vorrei giocare una partita a scacchi. Come si fa?", "Come si gioca"),
        (Language::Es, "Hola, me gustaría jugar una partida de ajedrez. ¿Cómo se hace?", "Cómo jugar"),
        (Language::Fr, "Bonjour, je voudrais jouer une partie d'échecs. Comment faire ?", "Comment jouer"),
        (Language::Nl, "Hallo, ik zou graag een partij schaak willen spelen. Hoe werkt dat?", "Zo speel je"),
        (Language::Pt, "Olá, eu gostaria de jogar uma partida de xadrez. Como faço isso?", "Como jogar"),
        (Language::En, "Hello, I would like to play a game of chess. How does this work?", "How to play"),
    ];
    let mut w = World::new();
    for (i, (language, words, subject)) in greetings.iter().enumerate() {
        let from = format!("newcomer{i}@example.org");
        w.fresh(&from, "chess", words);
        let out = w.outbox();
        let m = one(&out, &from);
        assert_eq!(m.subject, *subject, "{language:?}");
        assert_eq!(content_language(m), language.code(), "{language:?}");
        // Another detector than the bot's agrees on the whole answer.
        let prose: String = m.text.lines().filter(|l| !l.starts_with("  ")).collect::<Vec<_>>().join(" ");
        let seen = nine_languages().detect_lang(&prose).map(|l| l.code().to_string());
        let expected = match language {
            Language::En => "eng",
            Language::De => "deu",
            Language::Ru => "rus",
            Language::Pl => "pol",
            Language::It => "ita",
            Language::Es => "spa",
            Language::Fr => "fra",
            Language::Nl => "nld",
            Language::Pt => "por",
        };
        assert_eq!(seen.as_deref(), Some(expected), "{language:?}: {}", m.text);
    }
}

/// A mail of commands alone says nothing of its writer's language: the
/// server's, no note; the first mail with words of their own tells it,
/// once, and says so in one line.
#[test]
fn the_guess_waits_for_words_and_is_told_once() {
    let mut w = World::new();
    w.mail(HANS, "new chess with bob@example.org");
    let out = w.outbox();
    let m = one(&out, HANS);
    assert_eq!(content_language(m), "en");
    assert!(!m.text.contains("language de"), "{}", m.text);
    w.mail(HANS, "Hallo! Ich spiele gerne Fernschach, aber wie sehe ich meine Partien?\ngames");
    let out = w.outbox();
    let m = one(&out, HANS);
    assert_eq!(content_language(m), "de");
    let first = m.text.lines().next().unwrap_or_default();
    assert!(first.contains("language en") || first.contains("\"language\""), "the note first: {}", m.text);
    // Said once: the next answer has no note.
    w.mail(HANS, "games");
    let out = w.outbox();
    let m = one(&out, HANS);
    assert_eq!(content_language(m), "de");
    assert!(!m.text.lines().next().unwrap_or_default().contains("language en"), "{}", m.text);
}

/// `language` is understood in each language's own word, so that nobody is
/// trapped in a language they cannot read; the notation follows the
/// language unless chosen.
#[test]
fn language_in_any_languages_word_switches_and_the_notation_follows() {
    let mut w = World::new();
    w.mail(OLGA, "Здравствуйте, я хочу играть в шахматы по переписке.\nhelp");
    let out = w.outbox();
    assert_eq!(one(&out, OLGA).subject, "Как играть");
    w.mail(OLGA, "sprache de");
    let out = w.outbox();
    let m = one(&out, OLGA);
    assert_eq!(content_language(m), "de", "{}", m.text);
    w.mail(OLGA, "язык ru");
    let out = w.outbox();
    assert_eq!(content_language(one(&out, OLGA)), "ru");
    // Her moves are read and written in Russian letters: Кf3.
    w.start("chess", OLGA, &[HANS]);
    w.mail(OLGA, "Кf3");
    let out = w.outbox();
    let hers = one(&out, OLGA);
    assert!(hers.text.contains("Кf3"), "{}", hers.text);
    // A notation she chose stays when she changes her language.
    w.mail(OLGA, "notation figurine\nlanguage en");
    w.outbox();
    w.mail(OLGA, "board");
    let out = w.outbox();
    let m = one(&out, OLGA);
    assert_eq!(content_language(m), "en");
    assert!(m.text.contains("♘f3"), "{}", m.text);
}

/// `rules VARIANT` in every language, for every game.
#[test]
fn the_rules_of_every_game_come_in_every_language() {
    let mut w = World::new();
    for (i, language) in Language::ALL.into_iter().enumerate() {
        let from = format!("reader{i}@example.org");
        w.mail(&from, &format!("language {}", language.code()));
        w.outbox();
        for variant in tandem::rules::Variant::ALL {
            w.mail(&from, &format!("rules {}", variant.name()));
            let out = w.outbox();
            let m = one(&out, &from);
            assert_eq!(content_language(m), language.code());
            let own = tandem::i18n::catalog::long_text(language, &format!("rules/{}.txt", variant.name()));
            let expected = own.map(|t| t.lines().next().unwrap_or_default().to_string());
            if let Some(first) = expected {
                assert!(m.text.starts_with(&first), "{language:?} {variant:?}: {}", m.text);
            }
        }
    }
}

/// The words of a mail without its boards, position and moves: what a
/// language detector should read.
fn prose(text: &str) -> String {
    text.lines()
        // Not the PGN either: its tags and moves are English by the standard.
        .filter(|l| !l.starts_with(['|', ' ', '_', '[']) && !l.contains('/') && !l.starts_with("Position") && !l.starts_with("Позиция"))
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A German and a Russian player play a game by mail: the challenge, the
/// moves, a draw offer, the draw: each reads their own language in every
/// mail, as a detector that is not the bot's reads it too.
#[test]
fn a_german_and_a_russian_player_each_read_their_own_language() {
    let mut w = World::new();
    w.mail(HANS, "Guten Tag! Ich möchte gerne eine Partie Fernschach spielen.\ngames");
    w.mail(OLGA, "Добрый день! Я хотела бы сыграть партию в заочные шахматы.\ngames");
    w.outbox();
    let mut all = Vec::new();
    all.extend(w.start("chess", HANS, &[OLGA]));
    w.mail(HANS, "Sf3");
    all.extend(w.outbox());
    w.mail(OLGA, "Кf6");
    all.extend(w.outbox());
    w.mail(HANS, "draw");
    all.extend(w.outbox());
    w.mail(OLGA, "draw");
    all.extend(w.outbox());
    assert!(all.len() >= 8, "{} mails", all.len());
    for m in &all {
        let (code, expected) = if m.to == HANS { ("de", whatlang::Lang::Deu) } else { ("ru", whatlang::Lang::Rus) };
        assert_eq!(content_language(m), code, "{}: {}", m.subject, m.text);
        let html = m.html.as_deref().unwrap_or_default();
        assert!(html.contains(&format!("<html lang=\"{code}\">")), "the HTML part says its language: {html}");
        // A detector needs some words: a one-line notice (9 words) is too
        // short for any to tell German from Dutch.
        let words = format!("{} {}", m.subject, prose(&m.text));
        if words.split_whitespace().count() >= 15 {
            assert_eq!(nine_languages().detect_lang(&words), Some(expected), "to {}: {words}", m.to);
        }
    }
    // The Russian player reads the German's move in Russian letters.
    assert!(all.iter().any(|m| m.to == OLGA && m.text.contains("1. Кf3")), "Olga reads 1. Кf3");
    assert!(all.iter().any(|m| m.to == HANS && m.text.contains("1... Sf6")), "Hans reads 1... Sf6");
    // Each reads the deadline of their move as their language writes dates
    // (the game starts on 2 March 2026, three days a move).
    let deadline = |to: &str, before: &str| {
        let m = all.iter().find(|m| m.to == to && m.text.contains(before)).unwrap_or_else(|| panic!("{to}: no {before:?}"));
        let at = m.text.find(before).unwrap() + before.len();
        m.text[at..].lines().next().unwrap().to_string()
    };
    assert_eq!(deadline(HANS, "Sie haben Zeit bis "), "5. März 2026, 06:00 UTC.");
    assert_eq!(deadline(OLGA, "У вас есть время до "), "5 марта 2026, 06:00 UTC.");
}

/// A move the bot cannot play is refused in the player's language: their
/// text quoted as they wrote it, the reason in their words, the moves they
/// may have meant in their own letters.
#[test]
fn a_refused_move_is_explained_in_the_players_language_and_letters() {
    let mut w = World::new();
    w.mail(HANS, "Guten Tag! Ich möchte gerne eine Partie Fernschach spielen.\ngames");
    w.mail(OLGA, "Добрый день! Я хотела бы сыграть партию в заочные шахматы.\ngames");
    w.outbox();
    w.start("chess", HANS, &[OLGA]);
    // Illegal: no knight reaches e5; the knight moves are offered as Sf3.
    w.mail(HANS, "Se5");
    let out = w.outbox();
    let m = one(&out, HANS);
    assert_eq!(content_language(m), "de");
    // (What a player checks, not the translators' exact words: their text
    // quoted, the piece named in German, the moves offered in German letters.)
    let says = |m: &Received, words: &[&str]| {
        for w in words {
            assert!(m.text.contains(w), "{w:?} missing: {}", m.text);
        }
    };
    says(m, &["\"Se5\"", "regelwidrig", "Springer", "e5", "Sf3"]);
    assert!(!m.text.contains("Nf3") && !m.text.contains("not legal"), "{}", m.text);
    // Unreadable: the examples and the suggestions are in German letters.
    w.mail(HANS, "xf3");
    let out = w.outbox();
    let m = one(&out, HANS);
    says(m, &["xf3", "Figurenbuchstabe", "Sxf3", "Sf3", "f3?"]);
    // An English letter in German notation: the German letters listed.
    w.mail(HANS, "Nf3");
    let out = w.outbox();
    let m = one(&out, HANS);
    says(m, &["\"N\"", "deutschen", "S (Springer)", "Sf3?"]);
    w.mail(HANS, "Sf3");
    w.outbox();
    // Russian: the same refusals in Russian, with Russian letters.
    w.mail(OLGA, "Кe4");
    let out = w.outbox();
    let m = one(&out, OLGA);
    assert_eq!(content_language(m), "ru");
    says(m, &["Кe4", "недопустим", "конь", "e4", "Кf6"]);
    assert!(!m.text.contains("Nf6") && !m.text.contains("not legal"), "{}", m.text);
    w.mail(OLGA, "xf6");
    let out = w.outbox();
    let m = one(&out, OLGA);
    says(m, &["xf6", "буква фигуры", "Кxf3", "Кf6", "f6?"]);
}

/// Beyond the games: the lobby, watching, settings, ratings, the refusals
/// of commands and of their arguments, each answered in the sender's
/// language (a detector that is not the bot's agrees), with no catalogue
/// key showing through.
#[test]
fn the_lobby_settings_and_refusals_answer_in_the_senders_language() {
    let mut w = World::new();
    w.mail(HANS, "Guten Tag! Ich möchte gerne eine Partie Fernschach spielen.\nhelp");
    w.mail(OLGA, "Добрый день! Я хотела бы сыграть партию в заочные шахматы.\nhelp");
    w.outbox();
    let commands = [
        "seek chess days 5",
        "seeks",
        "unseek all",
        "remind",
        "notation",
        "ratings",
        "ratings chess",
        "observe",
        "observe 99",
        "vacation 500",
        "seek chess rating 1700-1400",
        "accept seek 77",
        "join 5",
        "new chess with nobody",
        "analyse 42",
        "notify seeks chess",
    ];
    for (who, expected, code) in [(HANS, whatlang::Lang::Deu, "de"), (OLGA, whatlang::Lang::Rus, "ru")] {
        for c in commands {
            w.mail(who, c);
            let out = w.outbox();
            assert!(!out.is_empty(), "{c}: no answer");
            for m in out.iter().filter(|m| m.to == who) {
                assert_eq!(content_language(m), code, "{c}: {}", m.text);
                for key in ["refuse-", "usage-", "arg-", "seek-", "watch", "remind-", "notation-", "standings-", "rating-line"] {
                    assert!(!m.text.contains(&format!("{{{key}")) && !m.text.contains(&format!(" {key}")), "{c}: a key shows: {}", m.text);
                }
                let words = format!("{} {}", m.subject, prose(&m.text));
                if words.split_whitespace().count() >= 12 {
                    assert_eq!(nine_languages().detect_lang(&words), Some(expected), "{c} to {who}: {words}");
                }
            }
        }
    }
}
