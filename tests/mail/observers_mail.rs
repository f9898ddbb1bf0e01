//! Observers over the real mail stack (Dovecot, Postfix, `tandem serve`
//! with token auth): an observer of a chess game and one of a synchronous
//! bughouse game ask, confirm by replying, and get every turn and the
//! result by mail, threaded per game; they never get a player's secret
//! reply address, an address at all, or what the players `say`; their
//! commands to the game are refused; a private game refuses `observe`.
//! The rules in detail, offline: `tests/offline/observers.rs`.

use crate::common;

use common::*;

/// Nothing private in a mail to an observer.
fn check_observer_mail(m: &Mail, t: &Table, said: &str) {
    assert!(m.reply_to.is_none(), "no Reply-To to an observer: {m}");
    let raw = String::from_utf8_lossy(&m.raw);
    let bot_local = t.bot.address.split('@').next().unwrap();
    for secret in [t.white.address.as_str(), t.black.address.as_str(), &format!("{bot_local}+"), said] {
        assert!(!raw.contains(secret), "{secret:?} in a mail to an observer:\n{m}");
    }
    assert!(m.has_board(), "the board: {m}");
}

#[test]
fn observers_get_every_turn_and_the_result_and_nothing_private() {
    if !stack("observers_mail") {
        return;
    }
    let mut t = Table::open("observers", true);
    let bot = t.bot.address.clone();
    let chess = t.start_game();
    let sync = t.start_game_of("bughouse-sync", " h g f e d c b a");
    let mut carol = Player::new("carol");
    let mut dave = Player::new("dave");
    let mut first = Vec::new();
    for (o, game) in [(&mut carol, chess), (&mut dave, sync)] {
        let ask = o.write(&bot, "may I watch?", &format!("observe {game}"));
        let confirm = o.wait_answer(&ask);
        assert!(confirm.reply_to.as_deref().is_some_and(|r| r.contains("+watch.")), "{confirm}");
        let yes = o.reply(&confirm, "yes please");
        let start = o.wait_answer(&yes);
        assert!(start.text.contains(&format!("You observe game #{game} from now on.")), "{start}");
        assert_eq!(start.game_tag(), Some(game));
        check_observer_mail(&start, &t, "(nothing said yet)");
        first.push(start);
    }
    // A private game refuses observers.
    let private = t.white.write(&bot, "private one", &format!("new chess with {} private", t.black.address));
    let sent = t.white.wait_answer(&private);
    let ask = carol.write(&bot, "this one too", &format!("observe {}", sent.game_tag().unwrap()));
    assert!(carol.wait_answer(&ask).text.contains("is private"), "a private game refuses observe");
    let invited = t.black.wait_for("the private invitation", |m| m.subject.contains("Invitation"));
    assert!(invited.text.contains("Private: nobody can observe the game"), "{invited}");

    // Chess: the players talk and move; carol gets each turn, threaded.
    let said = "meet me at the usual place";
    let mut last = [t.white.last_about(chess), t.black.last_about(chess)];
    alternate(&mut t, &mut last, &["e4", &format!("e5\nsay {said}"), "Nf3"]);
    let mut threaded = first[0].message_id.clone();
    for expect in ["played 1. e4", "played 1... e5", "played 2. Nf3"] {
        let prev = threaded.clone();
        let m = carol.wait_for(expect, |m| m.in_reply_to.contains(&prev));
        assert!(m.text.contains(expect), "{m}");
        assert_eq!(m.auto_submitted.as_deref(), Some("auto-generated"), "news, not an answer: {m}");
        check_observer_mail(&m, &t, said);
        threaded = m.message_id.clone();
    }
    // carol's reply to her mail is refused: she does not play.
    let latest = carol.inbox.iter().rev().find(|m| m.game_tag() == Some(chess)).cloned().unwrap();
    let try_move = carol.reply(&latest, "Nc6");
    let no = carol.wait_answer(&try_move);
    assert!(no.text.contains(&format!("you observe game #{chess} but do not play in it")), "{no}");
    // The end: the result and the PGN, with public names only.
    let bye = t.black.reply(&last[1], "resign");
    t.black.wait_answer(&bye);
    let end = carol.wait_for("the result", |m| m.text.contains("Game over"));
    check_observer_mail(&end, &t, said);
    assert!(end.text.contains("Result: 1-0"), "{end}");
    let (_, _, pgn) = end.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).expect("the PGN").clone();
    let pgn = String::from_utf8(pgn).unwrap();
    assert!(pgn.contains("[White \"al") && pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");

    // Synchronous bughouse: dave sees both boards from South's side.
    let mut last = [t.white.last_about(sync), t.black.last_about(sync)];
    alternate(&mut t, &mut last, &["e4", &format!("d5/d4\nsay {said}"), "exd5/P@e5"]);
    let mut seen = String::new();
    while !seen.contains("exd5/P@e5") {
        let m = dave.wait_for("a turn of the synchronous game", |m| m.game_tag() == Some(sync) && m.text.contains(" played "));
        check_observer_mail(&m, &t, said);
        assert!(m.text.contains(" a b c d e f g h ") || m.text.contains("a b c d e f g h"), "from South's side: {m}");
        seen.push_str(&m.text);
    }
    assert!(seen.contains("played 1. e4") && seen.contains("played 1... d5/d4"), "{seen}");
    let bye = t.black.reply(&last[1], "resign");
    t.black.wait_answer(&bye);
    let end = dave.wait_for("the result", |m| m.text.contains("Game over"));
    check_observer_mail(&end, &t, said);
    assert!(end.attachments.iter().any(|(n, _, _)| n.ends_with(".pgn")), "the BPGN: {end}");
    carol.assert_no_new_mail("after the result");
    dave.assert_no_new_mail("after the result");
}

/// White and Black play `turns` in turn, each replying to their last mail
/// of the game (`last`, kept current), and read the other's news.
fn alternate(t: &mut Table, last: &mut [Mail; 2], turns: &[&str]) {
    for (i, turn) in turns.iter().enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let sent = if m == 0 { t.white.reply(&last[0], turn) } else { t.black.reply(&last[1], turn) };
        last[m] = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        let prev = last[o].message_id.clone();
        last[o] = if o == 0 {
            t.white.wait_for("news", |x| x.in_reply_to.contains(&prev))
        } else {
            t.black.wait_for("news", |x| x.in_reply_to.contains(&prev))
        };
    }
}
