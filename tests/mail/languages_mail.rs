//! Every mail in its reader's language, over the real mail stack: a German
//! and a Russian player play chess (a refused move, a draw offer, a
//! reminder, the result), and four players of bughouse read one game in
//! four languages. Each mail says its language in `Content-Language`, and
//! whatlang (not the bot's detector) reads its prose as that language.
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;
use crate::offline::{content_language_of, nine_languages};

use common::*;

fn detect(text: &str) -> Option<whatlang::Lang> {
    nine_languages().detect_lang(text)
}

fn content_language(m: &Mail) -> String {
    content_language_of(&m.raw)
}

/// The sentences of a mail: not the board, the moves, the PGN, the
/// command lines and addresses, which are the same in every language.
fn prose(m: &Mail) -> String {
    let text: Vec<&str> = m
        .text
        .lines()
        .filter(|l| !l.starts_with(['|', ' ', '_', '[', '+', '-']) && !l.contains('/') && !l.contains('@'))
        .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    format!("{} {}", m.subject, text.join(" "))
}

/// Every mail `p` received reads as `code`: its header says so, and
/// where it has words enough to tell (15), the detector agrees.
fn all_in(p: &Player, code: &str, lang: whatlang::Lang) -> usize {
    assert!(!p.inbox.is_empty(), "{} got no mail", p.address);
    let mut judged = 0;
    for m in &p.inbox {
        assert_eq!(content_language(m), code, "to {}: {m}", p.address);
        let html = m.html.as_deref().unwrap_or_default();
        assert!(html.contains(&format!("<html lang=\"{code}\">")), "the HTML part says its language: {m}");
        let words = prose(m);
        if words.split_whitespace().count() >= 15 {
            assert_eq!(detect(&words), Some(lang), "to {} ({code}): {words}", p.address);
            judged += 1;
        }
    }
    judged
}

#[test]
fn a_german_and_a_russian_player_each_read_their_own_language() {
    if !stack("languages_mail") {
        return;
    }
    // Clock days of 20 s: Olga's first reminder comes 6 s into her move.
    let extra = "[time]\nday_length_secs = 20\ndays_per_move = 3\n[reminders]\nfirst_after_secs = 6\nbefore_deadline_secs = 0\n";
    let mut t = Table::open_with("languages", false, extra);
    let bot = t.bot.address.clone();
    let mut hans = Player::new("hans");
    let mut olga = Player::new("olga");

    // Each is guessed from their own words, and told so in their language.
    let hello = olga.write(&bot, "Шахматы", "Добрый день! Я хотела бы сыграть партию в заочные шахматы. Как это сделать?\n");
    let help = olga.wait_answer(&hello);
    assert!(help.text.contains("language"), "the note names the line that changes it: {help}");
    let challenge = hans.write(
        &bot,
        "Partie",
        &format!("Guten Tag! Ich möchte gerne eine Partie Fernschach gegen Olga spielen.\nnew chess with {}\n", olga.address),
    );
    let sent = hans.wait_answer(&challenge);
    let game = sent.game_tag().expect("a game tag");
    let invite = olga.wait_for("the invitation", |m| m.game_tag() == Some(game));
    let yes = olga.reply(&invite, "accept");
    let start_olga = olga.wait_answer(&yes);
    let start_hans = hans.wait_for("the start", |m| m.game_tag() == Some(game) && m.has_board());

    // German letters for Hans, Russian for Olga: the notation follows.
    let m = hans.reply(&start_hans, "Sf3");
    let played = hans.wait_answer(&m);
    assert!(played.text.contains("1. Sf3"), "{played}");
    let news = olga.wait_for("Hans's move", |m| m.game_tag() == Some(game) && m.text.contains("1. Кf3"));
    let _ = start_olga;
    let m = olga.reply(&news, "Кf6");
    olga.wait_answer(&m);
    let news = hans.wait_for("Olga's move", |m| m.game_tag() == Some(game) && m.text.contains("1... Sf6"));

    // A refused move: the reason in German, the move quoted as written.
    let m = hans.reply(&news, "Se6");
    let refused = hans.wait_answer(&m);
    assert!(refused.text.contains("Se6") && refused.text.contains("regelwidrig"), "{refused}");

    // A move, then a draw offer; Olga is offered the draw in Russian.
    let m = hans.reply(&refused, "e4");
    let played = hans.wait_answer(&m);
    let m = hans.reply(&played, "draw");
    let sent = hans.wait_answer(&m);
    assert!(sent.subject.contains("Remis"), "{sent}");
    let offer = olga.wait_for("the draw offer", |m| m.game_tag() == Some(game) && m.text.contains("нич"));

    // Olga waits: her reminder comes in Russian, with the deadline as
    // Russian writes dates.
    let reminder = olga.wait_for("the reminder", |m| m.game_tag() == Some(game) && m.subject.contains("Напоминание"));
    assert!(reminder.text.contains(" UTC") && !reminder.text.contains("Mon ") && !reminder.text.contains("Tue "), "{reminder}");

    // She resigns; each reads the result in their language.
    let m = olga.reply(&offer, "resign");
    let end_olga = olga.wait_answer(&m);
    assert!(end_olga.subject.contains("Партия окончена"), "{end_olga}");
    let end_hans = hans.wait_for("the result", |m| m.game_tag() == Some(game) && m.subject.contains("Partie beendet"));
    assert!(end_hans.text.contains("1-0"), "{end_hans}");

    let judged = all_in(&hans, "de", whatlang::Lang::Deu) + all_in(&olga, "ru", whatlang::Lang::Rus);
    assert!(judged >= 6, "the detector judged only {judged} mails");
    t.daemon.assert_running();
}

#[test]
fn four_players_of_one_bughouse_game_read_four_languages() {
    if !stack("languages_mail") {
        return;
    }
    let t = Table::open("languages4", false);
    let bot = t.bot.address.clone();
    // (name, first words, language code, detector's language)
    let people = [
        ("hans", "Guten Tag! Ich möchte gerne mit Freunden eine Partie Tandemschach spielen.", "de", whatlang::Lang::Deu),
        ("olga", "Здравствуйте! Я хотела бы сыграть с друзьями партию в шведские шахматы.", "ru", whatlang::Lang::Rus),
        ("jan", "Dzień dobry, chciałbym zagrać z przyjaciółmi partię szachów.", "pl", whatlang::Lang::Pol),
        ("lucia", "Buongiorno, vorrei giocare una partita a scacchi con i miei amici.", "it", whatlang::Lang::Ita),
    ];
    let mut players: Vec<Player> = people.iter().map(|(name, ..)| Player::new(name)).collect();
    for (p, (_, words, ..)) in players.iter_mut().zip(&people) {
        let hello = p.write(&bot, "Hallo", &format!("{words}\n"));
        p.wait_answer(&hello);
    }
    let addr: Vec<String> = players.iter().map(|p| p.address.clone()).collect();
    let challenge = players[0].write(&bot, "Tandem", &format!("new bughouse with {} against {} {}\n", addr[1], addr[2], addr[3]));
    let sent = players[0].wait_answer(&challenge);
    let game = sent.game_tag().expect("a game tag");
    for p in players.iter_mut().skip(1) {
        let invite = p.wait_for("the invitation", |m| m.game_tag() == Some(game));
        let yes = p.reply(&invite, "accept");
        p.wait_answer(&yes);
    }
    // Everyone has the start; White on A moves, and all four read the news.
    // (The last to accept got the start as the answer.)
    for p in players.iter_mut() {
        if !p.inbox.iter().any(|m| m.game_tag() == Some(game) && m.has_board()) {
            p.wait_for("the start", |m| m.game_tag() == Some(game) && m.has_board());
        }
    }
    let last = players[0].last_about(game);
    let m = players[0].reply(&last, "e4");
    players[0].wait_answer(&m);
    for p in players.iter_mut().skip(1) {
        p.wait_for("the news of e4", |m| m.game_tag() == Some(game) && m.text.contains("e4"));
    }
    // Jan (the other team) resigns for his team: the result in four
    // languages.
    let last = players[2].last_about(game);
    let m = players[2].reply(&last, "resign");
    players[2].wait_answer(&m);
    for p in players.iter_mut().filter(|p| p.address != addr[2]) {
        p.wait_for("the result", |m| m.game_tag() == Some(game) && m.text.contains("PGN"));
    }
    let mut judged = 0;
    for (p, (_, _, code, lang)) in players.iter().zip(&people) {
        judged += all_in(p, code, *lang);
    }
    assert!(judged >= 8, "the detector judged only {judged} mails");
}
