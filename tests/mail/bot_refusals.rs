//! End to end over the real mail stack: what the bot must refuse or ignore
//! (docs/players.md: refusals, "What the bot does not do", "Who may move for you").
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

#[test]
fn illegal_move_out_of_turn_stranger_and_typo_are_refused_to_the_sender_only() {
    if !stack("bot_refusals") {
        return;
    }
    let mut t = Table::open("refuse", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());
    let black_before = outbox_count_to(&t.db, &ba);

    // An illegal move (the king is boxed in): why, the board, the legal moves.
    let bad = t.white.reply(&t.white.last_about(game), "Ke2");
    let r = t.white.wait_answer(&bad);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&bad.message_id), board: true });
    assert!(r.subject.contains("Not applied"), "{r}");
    assert!(r.text.contains("Ke2"), "the line is named: {r}");
    assert!(r.text.contains("the game is unchanged"), "{r}");
    // In chess a turn is a move, and says so.
    let legal = r.text.lines().find(|l| l.starts_with("Legal moves")).unwrap_or_else(|| panic!("no legal moves: {r}"));
    for m in ["e4", "Nf3", "a3", "h4"] {
        assert!(legal.split([' ', ',', ':']).any(|w| w == m), "{m} missing in {legal}");
    }

    // A near miss: the move is named, and what was probably meant.
    let near = t.white.reply(&r, "e5");
    let r = t.white.wait_answer(&near);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&near.message_id), board: true });
    assert!(r.text.contains("'e5' is not legal here: no pawn of yours can move to e5. Did you mean"), "{r}");

    // All or nothing: a good move, then one that fails (after e4 it is
    // Black's turn) -> the whole mail is refused and e4 is not played.
    let two = t.white.reply(&r, "e4\nNf3");
    let r = t.white.wait_answer(&two);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&two.message_id), board: true });
    assert!(r.text.contains("it is not your turn") && r.text.contains("Nothing in your mail was applied"), "{r}");
    assert!(r.text.contains("|P|P|P|P|P|P|P|P| 2"), "the board shows the unchanged position: {r}");

    // A game that does not exist.
    let nowhere = t.white.write(
        &bot,
        "my move",
        "game 999
e4",
    );
    let r = t.white.wait_answer(&nowhere);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: None, answers: Some(&nowhere.message_id), board: false });
    assert!(r.text.contains("there is no game #999"), "{r}");

    // A move out of turn: Black moves while White is to move.
    let early = t.black.reply(&t.black.last_about(game), "e5");
    let r = t.black.wait_answer(&early);
    check_bot_mail(&r, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&early.message_id), board: true });
    assert!(r.text.contains(&format!("it is not your turn in game #{game}: waiting for {wa}")), "{r}");

    // A stranger who found the game number: not a player, nothing shown.
    let mut carol = Player::new("carol");
    let meddle = carol.write(&bot, &format!("Re: [#{game}] Your move in chess"), "e4");
    let r = carol.wait_answer(&meddle);
    check_bot_mail(&r, &Expect { bot: &bot, to: &carol.address, game: None, answers: Some(&meddle.message_id), board: false });
    assert!(r.text.contains(&format!("you are not a player in game #{game}")), "{r}");
    // Also with `game N` in the body and a move it could play.
    let meddle = carol.write(&bot, "my move", &format!("game {game}\nd4"));
    let r = carol.wait_answer(&meddle);
    assert!(r.text.contains(&format!("you are not a player in game #{game}")), "{r}");

    // A typo of a command: what was probably meant.
    let typo = t.white.reply(&t.white.last_about(game), "resing");
    let r = t.white.wait_answer(&typo);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: None, answers: Some(&typo.message_id), board: false });
    assert!(r.text.contains("\"resing\" is not a command or a move. Did you mean \"resign\"?"), "{r}");

    // Nothing changed, and the opponent heard of none of it.
    assert!(turns(&t.db, game).is_empty());
    assert_eq!(query_strings(&t.db, "SELECT status FROM games WHERE id = ?1", &[&game]), ["active"]);
    assert_eq!(outbox_count_to(&t.db, &ba), black_before + 1, "Black got only the answer to Black's own mail");
    t.white.assert_no_new_mail("after the refusals");
    t.black.assert_no_new_mail("after the refusals");
    carol.assert_no_new_mail("after the refusals");
    let outcomes = query_strings(&t.db, "SELECT outcome FROM inbound ORDER BY id", &[]);
    assert_eq!(outcomes[..2], ["applied", "applied"], "challenge and accept");
    assert_eq!(outcomes[2..], ["rejected"; 8], "everything since");

    // The game goes on normally afterwards.
    let e4 = t.white.reply(&t.white.last_about(game), "e4");
    let w = t.white.wait_answer(&e4);
    assert!(w.subject.contains(&format!("{ba} to move")), "{w}");
    let b = t.black.wait_for("e4", |m| m.subject.contains("Your move"));
    check_bot_mail(&b, &Expect { bot: &bot, to: &ba, game: Some(game), answers: None, board: true });
    assert_eq!(turns(&t.db, game), ["e4"]);
}

#[test]
fn auto_replies_bounces_and_list_mail_get_no_answer_and_change_nothing() {
    if !stack("bot_refusals") {
        return;
    }
    let mut t = Table::open("noreply", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let wa = t.white.address.clone();
    let start = t.white.last_about(game);
    let outbox_before = query_count(&t.db, "SELECT count(*) FROM outbox", &[]);

    // Each carries a move White could play, replying to the bot's mail.
    let vacation = Draft::reply(&wa, &start, "I am away until Monday.\n\ne4").header("Auto-Submitted", "auto-replied");
    smtp_send(Some(&wa), &vacation.to, &vacation.to_raw());
    let generated = Draft::reply(&wa, &start, "e4").header("Auto-Submitted", "auto-generated");
    smtp_send(Some(&wa), &generated.to, &generated.to_raw());
    // A bounce: null envelope sender (Dovecot writes `Return-Path: <>`).
    let null_sender = Draft::reply(&wa, &start, "Delivery failed\n\ne4");
    smtp_send(None, &null_sender.to, &null_sender.to_raw());
    // A bounce from MAILER-DAEMON, as a delivery report.
    let mut report = Draft::reply(&format!("MAILER-DAEMON@{DOMAIN}"), &start, "");
    report.subject = "Undelivered Mail Returned to Sender".into();
    report = report.body(Body::Plain("e4".into()));
    smtp_send(Some(&format!("MAILER-DAEMON@{DOMAIN}")), &report.to, &report.to_raw());
    // Mailing-list traffic.
    let list = Draft::reply(&wa, &start, "e4").header("Precedence", "list").header("List-Id", "<chess.lists.example.test>");
    smtp_send(Some(&wa), &list.to, &list.to_raw());
    let bulk = Draft::reply(&wa, &start, "e4").header("Precedence", "bulk");
    smtp_send(Some(&wa), &bulk.to, &bulk.to_raw());

    let ignored = [&vacation, &generated, &null_sender, &report, &list, &bulk];
    for d in ignored {
        assert_eq!(wait_recorded(&t.db, &d.message_id), "ignored-auto", "{:?}", d.headers);
    }
    assert!(turns(&t.db, game).is_empty(), "a move in ignored mail was applied");
    assert_eq!(query_count(&t.db, "SELECT count(*) FROM outbox", &[]), outbox_before, "the bot answered ignored mail");

    // A real mail afterwards is answered; nothing else came in the meantime.
    let ask = t.white.reply(&start, "board");
    let r = t.white.wait_answer(&ask);
    check_bot_mail(&r, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&ask.message_id), board: true });
    t.white.assert_no_new_mail("after auto-replies, bounces and list mail");
    t.black.assert_no_new_mail("after auto-replies, bounces and list mail");
    // A second copy of a mail already handled (same Message-ID): not again.
    let e4 = t.white.reply(&r, "e4");
    let w1 = t.white.wait_answer(&e4);
    t.black.wait_for("e4", |m| m.subject.contains("Your move"));
    smtp_send(Some(&wa), &e4.to, &e4.to_raw());
    // The bot's own mail coming back (a forwarding loop), with a move in it.
    let mut own = w1.raw.clone();
    own.splice(0..0, b"X-Loop-Test: yes\r\n".iter().copied());
    smtp_send(Some(&wa), &bot, &own);
    let outbox_before = query_count(&t.db, "SELECT count(*) FROM outbox", &[]);
    let copies = query_strings(&t.db, "SELECT outcome FROM inbound WHERE message_id = ?1 ORDER BY id", &[&e4.message_id]);
    let deadline = std::time::Instant::now() + WAIT;
    let mut copies = copies;
    while copies.len() < 2 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(200));
        copies = query_strings(&t.db, "SELECT outcome FROM inbound WHERE message_id = ?1 ORDER BY id", &[&e4.message_id]);
    }
    assert_eq!(copies, ["applied", "duplicate"]);
    assert_eq!(wait_recorded(&t.db, &w1.message_id), "ignored-auto", "the bot's own mail");
    assert_eq!(turns(&t.db, game), ["e4"]);
    let ask = t.black.write(&bot, "board please", "board");
    t.black.wait_answer(&ask);
    assert_eq!(query_count(&t.db, "SELECT count(*) FROM outbox", &[]), outbox_before + 1, "only the board was answered");
    t.white.assert_no_new_mail("after the copies");
    t.black.assert_no_new_mail("after the copies");

    // A real bounce: Postfix cannot deliver the invitation to a domain it
    // does not serve and sends a delivery report back to the bot.
    let dare = t.white.write(&bot, "new game", "new chess with nobody@elsewhere.invalid");
    let confirm = t.white.wait_answer(&dare);
    assert!(confirm.subject.contains("Challenge sent"), "{confirm}");
    let outbox_before = query_count(&t.db, "SELECT count(*) FROM outbox", &[]);
    let deadline = std::time::Instant::now() + WAIT;
    let bounce = loop {
        let got =
            query_strings(&t.db, "SELECT outcome || ' ' || coalesce(detail, '') FROM inbound WHERE from_addr LIKE 'mailer-daemon@%'", &[]);
        if let Some(b) = got.into_iter().next() {
            break b;
        }
        assert!(std::time::Instant::now() < deadline, "Postfix's bounce did not reach the bot");
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    assert!(bounce.starts_with("ignored-auto"), "{bounce}");
    let ask = t.white.write(&bot, "list", "games");
    let listing = t.white.wait_answer(&ask);
    assert!(listing.text.contains("nobody@elsewhere.invalid"), "{listing}");
    assert_eq!(query_count(&t.db, "SELECT count(*) FROM outbox", &[]), outbox_before + 1, "the bounce was answered");
    t.white.assert_no_new_mail("after the bounce");

    let daemon_box = folder_contents(&format!("MAILER-DAEMON@{DOMAIN}"), "INBOX");
    assert!(daemon_box.iter().all(|m| m.from != bot), "the bot wrote to MAILER-DAEMON");

    // All of it was handled and filed away.
    let processed: Vec<String> = folder_contents(&bot, "Processed").into_iter().map(|m| m.message_id).collect();
    for d in ignored {
        assert!(processed.contains(&d.message_id), "{} not in Processed", d.message_id);
    }
    assert!(folder_contents(&bot, "INBOX").is_empty(), "mail left in the bot's INBOX");
}

#[test]
fn token_auth_accepts_replies_and_refuses_forged_from() {
    if !stack("bot_refusals") {
        return;
    }
    let mut t = Table::open("token", true);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());
    let local = bot.split('@').next().unwrap().to_string();

    // Every mail about the game carries the player's own secret address.
    let token_of = |m: &Mail| -> String {
        let r = m.reply_to.clone().unwrap_or_else(|| panic!("no Reply-To: {m}"));
        let rest =
            r.strip_prefix(&format!("{local}+{game}.")).unwrap_or_else(|| panic!("Reply-To {r} is not {local}+{game}.SECRET@{DOMAIN}"));
        let secret = rest.strip_suffix(&format!("@{DOMAIN}")).expect("bot domain");
        assert!(secret.len() >= 16 && secret.chars().all(|c| c.is_ascii_hexdigit()), "{r}");
        r
    };
    for m in t.white.inbox.clone() {
        token_of(&m);
    }
    for m in t.black.inbox.clone() {
        token_of(&m);
    }
    let white_token = token_of(&t.white.last_about(game));
    let black_token = token_of(&t.black.last_about(game));
    assert_ne!(white_token, black_token);

    // A plain reply goes to the Reply-To, so it carries the secret.
    let e4 = t.white.reply(&t.white.last_about(game), "e4");
    assert_eq!(e4.to, white_token);
    let w1 = t.white.wait_answer(&e4);
    check_bot_mail(&w1, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&e4.message_id), board: true });
    let b_prev = t.black.last_about(game).message_id;
    let b1 = t.black.wait_for("e4", |m| m.in_reply_to.contains(&b_prev));
    assert_eq!(turns(&t.db, game), ["e4"]);
    assert_eq!(token_of(&b1), black_token);

    // A forger writes as Black to the bare address, even threading it right.
    let mallory = Player::new("mallory");
    let mut forged = Draft::reply(&ba, &b1, "e5");
    forged.to = bot.clone();
    smtp_send(Some(&mallory.address), &bot, &forged.to_raw());
    // ... and with a made-up secret.
    let mut guessed = Draft::reply(&ba, &b1, "d5");
    guessed.to = format!("{local}+{game}.0123456789abcdef01234567@{DOMAIN}");
    smtp_send(Some(&mallory.address), &guessed.to, &guessed.to_raw());
    // White tries Black's secret address (White's own seat does not match it).
    let mut wrong_seat = Draft::reply(&wa, &b1, "c5");
    wrong_seat.to = black_token.clone();
    smtp_send(Some(&wa), &wrong_seat.to, &wrong_seat.to_raw());

    for d in [&forged, &guessed, &wrong_seat] {
        assert_eq!(wait_recorded(&t.db, &d.message_id), "rejected");
    }
    // The refusals go to the From: address, which is all the bot has.
    let r1 = t.black.wait_answer(&forged);
    let r2 = t.black.wait_answer(&guessed);
    let r3 = t.white.wait_answer(&wrong_seat);
    for (r, to) in [(&r1, &ba), (&r2, &ba)] {
        check_bot_mail(r, &Expect { bot: &bot, to, game: Some(game), answers: None, board: true });
        assert!(r.text.contains("A mail with your address as sender tried to act in game"), "{r}");
        assert!(r.text.contains("If it was you, reply to the bot's last mail about the game (its Reply-To"), "{r}");
    }
    assert!(r3.subject.contains("Not applied"), "{r3}");
    assert_eq!(turns(&t.db, game), ["e4"], "a forged mail changed the game");

    // Black's real reply is accepted.
    let e5 = t.black.reply(&b1, "e5");
    let b2 = t.black.wait_answer(&e5);
    assert!(b2.subject.contains(&format!("{wa} to move")), "{b2}");
    // (threaded under White's last mail about the game: the refusal of c5)
    let w2 = t.white.wait_for("e5", |m| m.in_reply_to.contains(&r3.message_id));
    assert!(w2.subject.contains("Your move"), "{w2}");
    assert_eq!(turns(&t.db, game), ["e4", "e5"]);

    // Every mail about the game, the final one included, can be answered.
    let resign = t.white.reply(&w2, "resign");
    let w_end = t.white.wait_answer(&resign);
    assert!(w_end.subject.contains("Game over"), "{w_end}");
    assert_eq!(token_of(&w_end), white_token);
    let b_end = t.black.wait_for("the end", |m| m.subject.contains("Game over"));
    assert_eq!(token_of(&b_end), black_token);
    let gg = t.black.reply(&b_end, "say Good game!");
    let said = t.white.wait_for("gg", |m| m.subject.contains("Message from"));
    assert!(said.text.contains("Good game!"), "{said}");
    assert_eq!(wait_recorded(&t.db, &gg.message_id), "applied");
    t.white.assert_no_new_mail("token game");
    t.black.assert_no_new_mail("token game");
}
