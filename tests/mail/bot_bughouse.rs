//! The bughouse family by mail, end to end over the real mail stack: four
//! players in two teams, synchronous bughouse for two, and crazyhouse.
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// A player's answer to their own mail, and the news every other player gets.
fn act(actor: &mut Player, last: &Mail, text: &str, others: &mut [&mut Player], game: i64) -> (Mail, Vec<Mail>) {
    let sent = actor.reply(last, text);
    let answer = actor.wait_answer(&sent);
    let news = others
        .iter_mut()
        .map(|p| p.wait_for(&format!("news of {text}"), |m| m.game_tag() == Some(game) && m.text.contains("played")))
        .collect();
    (answer, news)
}

#[test]
fn four_players_two_teams_pieces_pass_to_the_partner() {
    if !stack("bot_bughouse") {
        return;
    }
    let mut t = Table::open("bughouse4", false);
    let bot = t.bot.address.clone();
    let mut carol = Player::new("carol");
    let mut dave = Player::new("dave");
    let (a, b, c, d) = (t.white.address.clone(), t.black.address.clone(), carol.address.clone(), dave.address.clone());

    let challenge = t.white.write(&bot, "bughouse?", &format!("new bughouse with {b} against {c} {d}\n"));
    let confirm = t.white.wait_answer(&challenge);
    let game = confirm.game_tag().expect("a game tag");
    for p in [&mut t.black, &mut carol, &mut dave] {
        let invite = p.wait_for("the invitation", |m| m.subject.contains("Invitation"));
        assert!(invite.text.contains("bughouse") || invite.text.contains("Bughouse"), "{invite}");
        let yes = p.reply(&invite, "accept");
        p.wait_answer(&yes);
    }
    // Everyone has the start; the sides are named per seat.
    let start_a = t.white.wait_for("the start", |m| m.text.contains("The game has started"));
    assert!(start_a.text.contains("It is your move (White on board A)"), "{start_a}");
    assert!(has_board(&start_a.text), "{start_a}");
    let last_d = dave.last_about(game);
    assert!(last_d.text.contains("It is your move (White on board B)"), "{last_d}");

    // Both boards run at once: White on A and White on B move.
    let (ans, _) = act(&mut t.white, &start_a, "e4", &mut [&mut t.black, &mut carol, &mut dave], game);
    assert!(ans.text.contains("A:e4"), "{ans}");
    let (_, _) = act(&mut dave, &last_d, "d4", &mut [&mut t.white, &mut t.black, &mut carol], game);
    let last_c = carol.last_about(game);
    act(&mut carol, &last_c, "d5", &mut [&mut t.white, &mut t.black, &mut dave], game);
    // Out of turn: Black on B (Bob) may move now, but White on A may not move twice.
    let last_a = t.white.last_about(game);
    let (_, news) = act(&mut t.white, &last_a, "exd5", &mut [&mut t.black, &mut carol, &mut dave], game);
    assert!(news[0].text.contains("You received a pawn from your partner"), "Bob is told: {}", news[0]);
    assert!(!news[1].text.contains("You received"), "Carol gets no piece: {}", news[1]);

    // Bob drops the pawn on his board; plain SAN is read on his own board.
    let last_b = t.black.last_about(game);
    let (ans, _) = act(&mut t.black, &last_b, "P@e5", &mut [&mut t.white, &mut carol, &mut dave], game);
    assert!(ans.text.contains("B:P@e5"), "{ans}");
    assert_eq!(turns(&t.db, game), vec!["A:e4", "B:d4", "A:d5", "A:exd5", "B:P@e5"]);

    // A partner message reaches the partner only.
    let last_b = t.black.last_about(game);
    for p in [&mut carol, &mut dave] {
        p.claim_all();
    }
    let note = t.black.reply(&last_b, "say partner I need a knight");
    let to_alice = t.white.wait_for("the partner's message", |m| m.text.contains("I need a knight"));
    assert!(to_alice.text.contains("their partner"), "{to_alice}");
    let _ = note;
    carol.assert_no_new_mail("a partner message is for the partner");
    dave.assert_no_new_mail("a partner message is for the partner");

    // Carol resigns for her team: team 1 (Alice and Bob) wins; BPGN attached.
    let last_c = carol.last_about(game);
    let bye = carol.reply(&last_c, "resign");
    let end = carol.wait_answer(&bye);
    assert!(end.subject.contains("Game over"), "{end}");
    assert!(end.text.contains("1A. e4"), "{end}");
    let (_, _, pgn) = end.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).expect("a BPGN attachment").clone();
    let pgn = String::from_utf8(pgn).unwrap();
    assert!(pgn.contains(&format!("[WhiteA \"{a}\"]")) && pgn.contains(&format!("[BlackB \"{b}\"]")), "{pgn}");
    assert!(pgn.contains("1A. e4") && pgn.contains("P@e5"), "{pgn}");
    for p in [&mut t.white, &mut t.black, &mut dave] {
        let over = p.wait_for("the result", |m| m.subject.contains("Game over"));
        assert!(over.text.contains("Result: 1-0"), "{over}");
    }
    let _ = d;
}

#[test]
fn synchronous_bughouse_for_two_and_crazyhouse() {
    if !stack("bot_bughouse") {
        return;
    }
    let mut t = Table::open("sync", false);
    let game = t.start_game_of("bughouse-sync", " h g f e d c b a");
    let mut last = [t.white.last_about(game), t.black.last_about(game)];
    // South: White on A only; North: Black on A, then White on B; South: White on A, then Black on B.
    for (i, turn) in ["e4", "d5/d4", "exd5/P@e5"].iter().enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let sent = if m == 0 { t.white.reply(&last[0], turn) } else { t.black.reply(&last[1], turn) };
        let mine = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        assert!(mine.text.contains("played"), "{turn}: {mine}");
        let prev = last[o].message_id.clone();
        let theirs = if o == 0 {
            t.white.wait_for("news", |x| x.in_reply_to.contains(&prev))
        } else {
            t.black.wait_for("news", |x| x.in_reply_to.contains(&prev))
        };
        last[m] = mine;
        last[o] = theirs;
    }
    let stored = turns(&t.db, game);
    assert_eq!(stored.len(), 3, "{stored:?}");
    assert_eq!(stored[0], "e4");
    // The pawn taken on A is dropped on B in the same turn.
    assert!(stored[2].starts_with("exd5/P@e5"), "{stored:?}");
    // North resigns: South's team wins; both get the record as BPGN.
    let bye = t.black.reply(&last[1], "resign");
    let end = t.black.wait_answer(&bye);
    assert!(end.subject.contains("Game over") && end.text.contains("Result: 1-0"), "{end}");
    let south_end = t.white.wait_for("the result", |m| m.subject.contains("Game over"));
    let (_, _, bpgn) = south_end.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).expect("a record").clone();
    let bpgn = String::from_utf8(bpgn).unwrap();
    assert!(bpgn.contains("1A. e4") && bpgn.contains("P@e5"), "{bpgn}");

    let mut t = Table::open("zh", false);
    let game = t.start_game_of("crazyhouse", " h g f e d c b a");
    let mut last = [t.white.last_about(game), t.black.last_about(game)];
    for (i, turn) in ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@d4"].iter().enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let sent = if m == 0 { t.white.reply(&last[0], turn) } else { t.black.reply(&last[1], turn) };
        let mine = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        assert!(mine.text.contains("played"), "{turn}: {mine}");
        let prev = last[o].message_id.clone();
        let theirs = if o == 0 {
            t.white.wait_for("news", |x| x.in_reply_to.contains(&prev))
        } else {
            t.black.wait_for("news", |x| x.in_reply_to.contains(&prev))
        };
        last[m] = mine;
        last[o] = theirs;
    }
    assert_eq!(turns(&t.db, game), vec!["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@d4"]);
    assert!(last[1].text.contains("hand"), "hands are listed under the board: {}", last[1]);
}

/// The gentleman's rule with the real daemon and a grace of seconds: Black
/// on A waits while their partner (White on B) makes three moves; they get
/// one reminder, then lose on time for their team.
#[test]
fn the_gentlemans_rule_reminds_once_then_the_team_loses_on_time() {
    if !stack("bot_bughouse") {
        return;
    }
    let extra = "[time]\ndays_per_move = 30\n\n[reminders]\nfirst_after_secs = 0\nbefore_deadline_secs = 0\ngentleman_moves = 3\ngentleman_grace_secs = 8\n";
    let mut t = Table::open_with("gentleman", false, extra);
    let bot = t.bot.address.clone();
    let mut carol = Player::new("carol");
    let mut dave = Player::new("dave");
    let (b, c, d) = (t.black.address.clone(), carol.address.clone(), dave.address.clone());
    let challenge = t.white.write(&bot, "bughouse?", &format!("new bughouse with {b} against {c} {d}\n"));
    let game = t.white.wait_answer(&challenge).game_tag().expect("a game tag");
    for p in [&mut t.black, &mut carol, &mut dave] {
        let invite = p.wait_for("the invitation", |m| m.subject.contains("Invitation"));
        let yes = p.reply(&invite, "accept");
        p.wait_answer(&yes);
    }
    let start = t.white.wait_for("the start", |m| m.text.contains("The game has started"));
    // Alice (White on A) moves: now it is Carol's move on A, and she waits.
    act(&mut t.white, &start, "e4", &mut [&mut t.black, &mut carol, &mut dave], game);
    // Board B goes on: Dave (Carol's partner) makes three moves.
    for (mover_is_dave, mv) in [(true, "d4"), (false, "d5"), (true, "Nf3"), (false, "Nf6"), (true, "e3")] {
        if mover_is_dave {
            let last = dave.last_about(game);
            act(&mut dave, &last, mv, &mut [&mut t.white, &mut t.black, &mut carol], game);
        } else {
            let last = t.black.last_about(game);
            act(&mut t.black, &last, mv, &mut [&mut t.white, &mut carol, &mut dave], game);
        }
    }
    let nudge = carol.wait_for("the gentleman's reminder", |m| m.game_tag() == Some(game) && m.subject.contains("Reminder"));
    assert!(nudge.text.contains("partner") && nudge.text.contains(&d), "the reminder says the partner moved: {nudge}");
    // Carol does not move: after the grace her team (with Dave) loses on time.
    for p in [&mut t.white, &mut t.black, &mut carol, &mut dave] {
        let over = p.wait_for("the result", |m| m.subject.contains("Game over"));
        assert!(over.text.contains("on time") && over.text.contains("Result: 1-0"), "{over}");
    }
    let reminders = carol.inbox.iter().filter(|m| m.game_tag() == Some(game) && m.subject.contains("Reminder")).count();
    assert_eq!(reminders, 1, "one gentleman's reminder, not more");
}
