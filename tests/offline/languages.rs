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

fn content_language(m: &Received) -> String {
    content_language_of(&m.raw)
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

/// A tournament read in three languages: a German, a Russian and an
/// English player join one, and each reads their answer, the start mail
/// with the pairings, the first mail of each game, the crosstables and the
/// final standings in their own language: each mail says so, and what it
/// says is the catalogue's text in the reader's language
/// (`locales/<code>/tournaments.ftl`), made of the reader's words for the
/// game, the time control, the colours, the results and the dates (those
/// are translated already: they tell the languages apart while
/// tournaments.ftl is English in all nine). The crosstable is drawn with
/// the reader's headings, and the HTML part shows its table where the
/// text shows it. No key and no variable of the catalogue shows through.
#[test]
fn a_tournament_is_read_by_each_entrant_in_their_own_language() {
    use tandem::i18n::{Arg, Msg};
    use tandem::rules::{Seat, Variant};
    use tandem::store::{GameId, TournamentId};
    const DAY: i64 = 100;
    const EVE: &str = "eve@example.org";
    let mut w = World::with_config(&config(&format!("[time]\nday_length_secs = {DAY}\n[reminders]\nenabled = false\n")));
    w.mail(HANS, "Guten Tag! Ich möchte gerne eine Partie Fernschach spielen.\ngames");
    w.mail(OLGA, "Добрый день! Я хотела бы сыграть партию в заочные шахматы.\ngames");
    w.mail(EVE, "Hello! I would like to play some correspondence chess, please.\ngames");
    w.outbox();
    let readers = [(HANS, Language::De), (OLGA, Language::Ru), (EVE, Language::En)];
    for l in [Language::De, Language::Ru] {
        assert_ne!(Msg::variant(Variant::Chess).text(l), Msg::variant(Variant::Chess).text(Language::En), "{l:?}");
    }
    let title = Msg::new("tournament-title").arg("id", 1).arg("name", "Herbst");
    let subject = |what: &'static str, l: Language| Msg::new("tournament-subject").arg("title", title.clone()).arg("what", what).text(l);
    // A mail in `l`: it says so, and no key nor variable of the catalogue shows.
    let in_language = |m: &Received, l: Language| {
        assert_eq!(content_language(m), l.code(), "{}: {}", m.subject, m.text);
        let key = regex::Regex::new(r"\b(tournament|crosstable)-[a-z]").unwrap();
        for part in [&m.subject, &m.text] {
            assert!(!key.is_match(part) && !part.contains('{') && !part.contains("???"), "to {}: {part}", m.to);
        }
    };

    w.ok("org@example.org", "tournament new chess \"Herbst\" players 3 days 30 starts 2026-03-20");
    let terms = Msg::new("tournament-terms")
        .arg("variant", Msg::variant(Variant::Chess))
        .arg("double", "no")
        .arg("size", Msg::new("tournament-size").arg("n", 3).arg("teams", "no"))
        .arg("control", Msg::new("time-control-per-move").arg("days", 30))
        .arg("rated", "rated")
        .arg("rule", "fide");
    let starts = Arg::moment(chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2026, 3, 20, 0, 0, 0).unwrap());
    let mut start = Vec::new();
    for (i, (who, l)) in readers.into_iter().enumerate() {
        let out = w.ok(who, "join 1");
        // The last one's answer comes with the section, in one mail.
        let joined = Msg::new("tournament-joined")
            .arg("title", title.clone())
            .arg("terms", terms.clone())
            .arg("count", i + 1)
            .arg("max", 3)
            .arg("min", 3)
            .arg("starts", starts.clone())
            .arg("id", 1)
            .arg("partner", "none")
            .text(l);
        let answer = out.iter().find(|m| m.to == who && m.text.contains(&joined)).unwrap_or_else(|| panic!("{l:?}: {joined}\n{out:#?}"));
        in_language(answer, l);
        start.extend(out);
    }
    for (who, l) in readers {
        let section =
            start.iter().find(|m| m.to == who && m.subject == subject("section", l)).unwrap_or_else(|| panic!("{who}: {start:#?}"));
        in_language(section, l);
        let intro = Msg::new("tournament-start-intro").arg("title", title.clone()).arg("terms", terms.clone()).text(l);
        assert!(section.text.contains(&intro), "{l:?}: {}", section.text);
        assert!(section.text.contains(&Msg::new("tournament-start-ties").text(l)), "{l:?}: {}", section.text);
        // Two games each, with the reader's colour in each.
        let seat = |s: Seat| Msg::seat(s).text(l);
        assert!(section.text.contains(&seat(Seat::White)) && section.text.contains(&seat(Seat::Black)), "{l:?}: {}", section.text);
        let games: Vec<&Received> = start.iter().filter(|m| m.to == who && m.subject.starts_with("[#")).collect();
        assert_eq!(games.len(), 2, "{who}: {start:#?}");
        for g in games {
            in_language(g, l);
            let round = (1..=3).find(|r| {
                let headline = Msg::new("tournament-game-started").arg("round", *r).arg("title", title.clone()).text(l);
                let footer =
                    Msg::new("tournament-game-footer").arg("name", "Herbst").arg("id", 1).arg("round", *r).arg("rounds", 3).text(l);
                g.text.contains(&headline) && g.text.trim_end().ends_with(&footer)
            });
            assert!(round.is_some(), "{l:?}: {}", g.text);
        }
    }
    // Every game ends, Black resigning, a crosstable after each (a day apart).
    let pairings = w.bot.store().transaction(|tx| tx.tournament_games(TournamentId(1))).unwrap();
    assert_eq!(pairings.len(), 3);
    let mut now = 1000;
    let mut tables = Vec::new();
    for g in &pairings {
        let seats = w.bot.store().transaction(|tx| tx.seats(GameId(g.game.0))).unwrap();
        let black = seats.iter().find(|s| s.seat == Seat::Black).unwrap().address.clone();
        now += 2 * DAY;
        w.ok_at(&black, &format!("game {}\nresign", g.game.0), now);
        w.tick(now);
        tables.extend(w.outbox().into_iter().filter(|m| !m.subject.starts_with("[#")));
    }
    let (finished, section) = w
        .bot
        .store()
        .transaction(|tx| {
            let t = tx.tournament(TournamentId(1))?.unwrap();
            Ok::<_, tandem::store::StoreError>((t.status, tandem::tournaments::section::section(tx, &t)?))
        })
        .unwrap();
    assert_eq!(finished, tandem::store::TournamentStatus::Finished);
    let white_wins = |l: Language| Msg::new("outcome-win").arg("winner", "white").arg("how", "resignation").text(l);
    for (who, l) in readers {
        let mine: Vec<&Received> = tables.iter().filter(|m| m.to == who).collect();
        assert_eq!(mine.len(), 3, "{who}: two crosstables and the final standings: {tables:#?}");
        let words = tandem::bot::crosstable_words(l);
        for m in &mine {
            in_language(m, l);
            // The headings in the reader's words, the legend too.
            let head = m.text.lines().find(|line| line.contains(&words.pts)).unwrap_or_else(|| panic!("{l:?}: {}", m.text));
            assert!([&words.sb, &words.won, &words.place].iter().all(|h| head.contains(h.as_str())), "{l:?}: {head}");
            assert!(m.text.contains(&Msg::new("crosstable-legend").text(l)), "{l:?}: {}", m.text);
            // The HTML part shows the table where the text shows the crosstable.
            let html = m.html.as_deref().unwrap_or_default();
            assert!(html.contains("<table") && !html.contains("|*|"), "{l:?}: {html}");
        }
        let first = Msg::new("crosstable-subject").arg("title", title.clone()).arg("over", 1).arg("total", 3).text(l);
        let first = mine.iter().find(|m| m.subject == first).unwrap_or_else(|| panic!("{l:?}: {first}: {mine:#?}"));
        assert!(first.text.contains(&format!(" ({})", white_wins(l))), "{l:?}: the result in words: {}", first.text);
        // The final standings: the subject, the table and the lines as the catalogue writes them.
        let last = mine.iter().find(|m| m.subject == subject("final", l)).unwrap_or_else(|| panic!("{l:?}: {mine:#?}"));
        assert!(last.text.starts_with(&Msg::new("crosstable-final-intro").arg("title", title.clone()).text(l)), "{}", last.text);
        assert!(last.text.contains(&section.table.text(true, &words)), "{l:?}: {}", last.text);
        for line in tandem::bot::tournament_standings(&section.table, true) {
            assert!(last.text.contains(&format!("\n{}\n", line.text(l))), "{l:?}: {}\n{}", line.text(l), last.text);
        }
    }
}

/// A board mail's HTML part shows the pictures where its text shows the
/// boards, in every reader's language: the boards' captions (hands, "A:
/// Black to move") are in the reader's words in the text, and the picture
/// takes their place all the same; and Cyrillic is not folded inside its
/// words.
#[test]
fn every_reader_sees_the_pictures_in_place_of_the_text_boards() {
    let mut w = World::new();
    let people = [
        ("hans@example.de", "language de"),
        ("olga@example.ru", "language ru"),
        ("jan@example.pl", "language pl"),
        ("lucia@example.it", "language it"),
    ];
    for (who, words) in people {
        w.mail(who, words);
    }
    w.outbox();
    let [hans, olga, jan, lucia] = people.map(|(who, _)| who);
    let mut all = w.start("bughouse", hans, &[olga, jan, lucia]);
    w.mail(hans, "e4");
    all.extend(w.outbox());
    let boards: Vec<&Received> = all.iter().filter(|m| m.text.contains("|_|")).collect();
    assert!(boards.len() >= 8, "{} board mails: {all:#?}", boards.len());
    // The text's words around the boards: each reader's, none English.
    let words = [(hans, "Reserve von Weiß auf Brett A", "A: Schwarz am Zug"), (olga, "Резерв белых на доске A", "A: ход чёрных")];
    let words = words.into_iter().chain([(jan, "Rezerwa białych na szachownicy A", "A: ruch czarnych")]);
    for (reader, hand, title) in words.chain([(lucia, "Riserva del Bianco sulla A", "A: tocca al Nero")]) {
        let text = &boards.iter().rfind(|m| m.to == reader).expect("a board mail").text;
        assert!(text.contains(hand) && text.contains(title), "{reader}: {text}");
        assert!(!text.contains("'s hand") && !text.contains("to move"), "{reader}: {text}");
    }
    // The games of one board, and Tandem-84's twin boards in one picture,
    // between a German and a Russian reader: their first board mails.
    let mut others = Vec::new();
    for variant in ["tandem84", "tandem84-knightrider", "tandem-pawn", "two-prong", "crazyhouse", "chess"] {
        let start = w.start(variant, hans, &[olga]);
        let with_board = start.iter().filter(|m| m.text.contains("|_|")).count();
        assert!(with_board >= 1, "{variant}: no board mail: {start:#?}");
        others.extend(start);
    }
    for m in boards.into_iter().chain(others.iter().filter(|m| m.text.contains("|_|"))) {
        let html = m.html.as_deref().unwrap_or_default();
        assert!(!m.pictures.is_empty(), "{}: no picture: {html}", m.to);
        assert_eq!(html.matches("<img src=\"cid:").count(), m.pictures.len(), "{}: {html}", m.to);
        assert!(!html.contains("|_|"), "{}: the text board is still in the HTML: {html}", m.to);
        if m.to == olga {
            let russian = html.chars().any(|c| ('а'..='я').contains(&c));
            assert!(russian && !html.contains("<wbr"), "{html}");
        }
    }
}
