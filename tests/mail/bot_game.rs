//! End to end over the real mail stack: two players play whole games by
//! mail against the real `tandem serve` (docs/players.md), replying to the bot's
//! mail as a mail client would. Needs TANDEM_MAILSTACK=1 and
//! `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// Légal's mate: 1.e4 e5 2.Nf3 d6 3.Bc4 Bg4 4.Nc3 g6 5.Nxe5 Bxd1 6.Bxf7+ Ke7 7.Nd5#
const LEGAL_MATE: [&str; 13] = ["e4", "e5", "Nf3", "d6", "Bc4", "Bg4", "Nc3", "g6", "Nxe5", "Bxd1", "Bxf7+", "Ke7", "Nd5#"];

/// How the players write their moves: the bare move, `move X`, lower case,
/// long algebraic, with a greeting line around it.
fn written(i: usize, mv: &str) -> String {
    match i % 5 {
        0 => format!("{mv}\n"),
        1 => format!("move {mv}\n"),
        2 => format!("Hi!\n\n{mv}\n\nCheers\n"),
        3 => format!("{mv}\n-- \nsent from a test\n"),
        _ => format!("  {mv}  \n"),
    }
}

/// The SAN tokens of a PGN's movetext (no tags, numbers or result).
fn pgn_moves(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|l| !l.starts_with('[') && !l.trim().is_empty())
        .flat_map(|l| l.split_whitespace())
        .filter(|t| !t.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
        .map(str::to_string)
        .collect()
}

fn pgn_of(m: &Mail, game: i64) -> String {
    let (name, ctype, body) =
        m.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).unwrap_or_else(|| panic!("no PGN attachment: {:?}\n{m}", m.structure));
    assert_eq!(name, &format!("game-{game}.pgn"));
    assert_eq!(ctype, "application/x-chess-pgn");
    String::from_utf8(body.clone()).expect("PGN is text")
}

#[test]
fn challenge_accept_and_a_whole_game_to_checkmate() {
    if !stack("bot_game") {
        return;
    }
    let mut t = Table::open("mate", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());

    // The last mail each player got about the game: they reply to it.
    let mut last = [t.white.last_about(game), t.black.last_about(game)];
    for (i, mv) in LEGAL_MATE.iter().enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let (mover_addr, other_addr) = if m == 0 { (&wa, &ba) } else { (&ba, &wa) };
        let sent = {
            let mover = if m == 0 { &t.white } else { &t.black };
            mover.reply(&last[m], &written(i, mv))
        };
        let mine = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        let other_prev = last[o].message_id.clone();
        let theirs = {
            let other = if o == 0 { &mut t.white } else { &mut t.black };
            other.wait_for(&format!("the news of {mv}"), |x| x.in_reply_to.contains(&other_prev))
        };
        check_bot_mail(&mine, &Expect { bot: &bot, to: mover_addr, game: Some(game), answers: Some(&sent.message_id), board: true });
        check_bot_mail(&theirs, &Expect { bot: &bot, to: other_addr, game: Some(game), answers: Some(&other_prev), board: true });
        let plain = mv.trim_end_matches(['+', '#']);
        for x in [&mine, &theirs] {
            assert!(x.text.contains(plain), "the move {mv} is named: {x}");
        }
        if i + 1 < LEGAL_MATE.len() {
            assert!(
                theirs.subject.contains(&format!("Your move in Chess against {mover_addr}")),
                "the player to move is told so in the subject: {theirs}"
            );
            let first = theirs.text.lines().next().unwrap_or_default();
            assert!(first.contains(&format!("{mover_addr} played ")) && first.contains(plain) && first.ends_with("Your move."), "{theirs}");
            assert!(mine.text.starts_with("You played "), "{mine}");
            assert!(!mine.subject.contains("Your move"), "{mine}");
            assert!(mine.subject.contains(&format!("{other_addr} to move")), "{mine}");
        } else {
            for x in [&mine, &theirs] {
                assert!(x.subject.contains("Game over") && x.subject.contains("checkmate"), "{x}");
                assert!(x.text.contains("Result: 1-0"), "{x}");
                let pgn = pgn_of(x, game);
                assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
                assert!(pgn.contains(&format!("[White \"{wa}\"]")) && pgn.contains(&format!("[Black \"{ba}\"]")), "{pgn}");
                assert_eq!(pgn_moves(&pgn), LEGAL_MATE.to_vec(), "{pgn}");
                assert!(x.structure[0] == "multipart/mixed", "{:?}", x.structure);
            }
        }
        last[m] = mine;
        last[o] = theirs;
    }
    assert_eq!(turns(&t.db, game), LEGAL_MATE.to_vec());

    // A move after the end: refused, to the sender only.
    let late = t.black.reply(&last[1], "Kd6");
    let refusal = t.black.wait_answer(&late);
    check_bot_mail(&refusal, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&late.message_id), board: true });
    assert!(refusal.text.contains(&format!("game #{game} is over")), "{refusal}");
    assert_eq!(turns(&t.db, game), LEGAL_MATE.to_vec());

    // Nothing else arrived: exactly one mail per player per event.
    t.white.assert_no_new_mail("after the game");
    t.black.assert_no_new_mail("after the game");
    assert_eq!(t.white.inbox.len(), 2 + LEGAL_MATE.len(), "Challenge sent, start, one mail per ply");
    assert_eq!(t.black.inbox.len(), 2 + LEGAL_MATE.len() + 1, "invitation, start, one per ply, the refusal");

    // The operator's view, with the daemon's own config.
    let (ok, games) = tandem_cli(&t.config, &["games"]);
    assert!(ok, "{games}");
    let line = games.lines().find(|l| l.starts_with(&format!("#{game} "))).unwrap_or_else(|| panic!("{games}"));
    for want in ["chess", "finished", "1-0", &wa, &ba] {
        assert!(line.contains(want), "{want} missing in `tandem games`: {line}");
    }
    let (ok, show) = tandem_cli(&t.config, &["show", &game.to_string()]);
    assert!(ok, "{show}");
    assert!(show.contains(&format!("turns: {}", LEGAL_MATE.join(" "))), "{show}");
    assert!(show.contains("result: 1-0"), "{show}");
    assert!(show.contains("(finished)"), "{show}");
    t.daemon.assert_running();
}

#[test]
fn resignation_ends_the_game_for_both() {
    if !stack("bot_game") {
        return;
    }
    let mut t = Table::open("resign", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());

    let e4 = t.white.reply(&t.white.last_about(game), "e4");
    let w1 = t.white.wait_answer(&e4);
    let b_prev = t.black.last_about(game).message_id;
    let b1 = t.black.wait_for("e4", |m| m.in_reply_to.contains(&b_prev));

    let resign = t.black.reply(&b1, "I resign.");
    let b2 = t.black.wait_answer(&resign);
    let w2 = t.white.wait_for("the resignation", |m| m.in_reply_to.contains(&w1.message_id));
    check_bot_mail(&b2, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&resign.message_id), board: true });
    check_bot_mail(&w2, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&w1.message_id), board: true });
    for m in [&b2, &w2] {
        assert!(m.subject.contains("Game over: White wins by resignation"), "{m}");
        // Black, who resigned, reads it in the second person.
        let resigned = if std::ptr::eq(m, &b2) { "You resigned.".to_string() } else { format!("{ba} resigned.") };
        assert!(m.text.starts_with(&resigned), "{m}");
        let pgn = pgn_of(m, game);
        assert!(pgn.contains("[Result \"1-0\"]") && pgn_moves(&pgn) == ["e4"], "{pgn}");
    }
    let (_, show) = tandem_cli(&t.config, &["show", &game.to_string()]);
    assert!(show.contains("result: 1-0") && show.contains("resignation"), "{show}");
    t.white.assert_no_new_mail("after the resignation");
    t.black.assert_no_new_mail("after the resignation");
}

#[test]
fn board_history_say_help_rules_then_a_draw_by_agreement() {
    if !stack("bot_game") {
        return;
    }
    let mut t = Table::open("draw", false);
    let game = t.start_game();
    let bot = t.bot.address.clone();
    let (wa, ba) = (t.white.address.clone(), t.black.address.clone());

    // e4 e5, so there is some history.
    let e4 = t.white.reply(&t.white.last_about(game), "e4");
    t.white.wait_answer(&e4);
    let b_prev = t.black.last_about(game).message_id;
    let b1 = t.black.wait_for("e4", |m| m.in_reply_to.contains(&b_prev));
    let e5 = t.black.reply(&b1, "e5");
    t.black.wait_answer(&e5);
    let w_prev = t.white.last_about(game).message_id;
    let w2 = t.white.wait_for("e5", |m| m.in_reply_to.contains(&w_prev));

    // board: the position again, to the asker only.
    let ask = t.white.reply(&w2, "board");
    let board = t.white.wait_answer(&ask);
    check_bot_mail(&board, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&ask.message_id), board: true });
    assert!(board.text.contains("|p|p|p|p|_|p|p|p| 7") && board.text.contains("|P|P|P|P|_|P|P|P| 2"), "{board}");
    assert!(board.subject.contains("Your move"), "{board}");

    // history: the PGN in the text and attached.
    let ask = t.white.reply(&board, "history");
    let history = t.white.wait_answer(&ask);
    check_bot_mail(&history, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&ask.message_id), board: false });
    assert!(history.subject.contains("History"), "{history}");
    assert!(history.text.contains("1. e4 e5"), "{history}");
    assert_eq!(pgn_moves(&pgn_of(&history, game)), ["e4", "e5"]);

    // say: passed on to the opponent, threaded under their last mail.
    let say = t.white.reply(&history, "say Nice opening. Grüße, ♞ — coffee later?");
    let b_prev = t.black.last_about(game).message_id;
    let said = t.black.wait_for("the message", |m| m.in_reply_to.contains(&b_prev));
    check_bot_mail(&said, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&b_prev), board: false });
    assert!(said.subject.contains(&format!("Message from {wa}")), "{said}");
    assert!(said.text.contains("Nice opening. Grüße, ♞ — coffee later?"), "{said}");
    let _ = say;

    // help and rules: sent to whoever asks, game or not.
    let ask = t.black.write(&bot, "help", "help");
    let help = t.black.wait_answer(&ask);
    check_bot_mail(&help, &Expect { bot: &bot, to: &ba, game: None, answers: Some(&ask.message_id), board: false });
    assert!(help.subject.contains("How to play") && help.text.contains("new VARIANT with ADDRESS"), "{help}");
    let ask = t.black.write(&bot, "question", "rules chess");
    let rules = t.black.wait_answer(&ask);
    check_bot_mail(&rules, &Expect { bot: &bot, to: &ba, game: None, answers: Some(&ask.message_id), board: false });
    assert!(rules.subject.contains("Rules of Chess") && rules.text.contains("algebraic notation"), "{rules}");

    // draw offered by Black, accepted by White.
    let offer = t.black.reply(&said, "draw");
    let noted = t.black.wait_answer(&offer);
    check_bot_mail(&noted, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&offer.message_id), board: false });
    assert!(noted.subject.contains("Draw offer sent"), "{noted}");
    let w_prev = t.white.last_about(game).message_id;
    let offered = t.white.wait_for("the draw offer", |m| m.in_reply_to.contains(&w_prev));
    check_bot_mail(&offered, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&w_prev), board: false });
    assert!(offered.subject.contains(&format!("Draw offer from {ba}")), "{offered}");
    let status = query_strings(&t.db, "SELECT status FROM games WHERE id = ?1", &[&game]);
    assert_eq!(status, ["active"], "an offer alone ends nothing");

    let agree = t.white.reply(&offered, "draw");
    let w_end = t.white.wait_answer(&agree);
    let b_end = t.black.wait_for("the end", |m| m.in_reply_to.contains(&noted.message_id));
    check_bot_mail(&w_end, &Expect { bot: &bot, to: &wa, game: Some(game), answers: Some(&agree.message_id), board: true });
    check_bot_mail(&b_end, &Expect { bot: &bot, to: &ba, game: Some(game), answers: Some(&noted.message_id), board: true });
    for m in [&w_end, &b_end] {
        assert!(m.subject.contains("Game over: Draw by agreement"), "{m}");
        assert!(m.text.contains("Result: 1/2-1/2"), "{m}");
        assert!(pgn_of(m, game).contains("[Result \"1/2-1/2\"]"));
    }
    let (_, games) = tandem_cli(&t.config, &["games"]);
    assert!(games.contains("finished") && games.contains("1/2-1/2"), "{games}");
    assert_eq!(turns(&t.db, game), ["e4", "e5"]);
    t.white.assert_no_new_mail("after the draw");
    t.black.assert_no_new_mail("after the draw");
}

#[test]
fn two_games_at_once_each_reply_goes_to_its_own_game() {
    if !stack("bot_game") {
        return;
    }
    let mut t = Table::open("two", false);
    let one = t.start_game();
    let two = t.start_game();
    assert_ne!(one, two);
    let bot = t.bot.address.clone();
    let wa = t.white.address.clone();

    // White replies to each game's mail with a different move.
    let w_one = t.white.inbox.iter().rev().find(|m| m.game_tag() == Some(one) && m.subject.contains("Your move")).cloned().unwrap();
    let w_two = t.white.last_about(two);
    let d1 = t.white.reply(&w_one, "d4");
    let d2 = t.white.reply(&w_two, "c4");
    let a1 = t.white.wait_answer(&d1);
    let a2 = t.white.wait_answer(&d2);
    check_bot_mail(&a1, &Expect { bot: &bot, to: &wa, game: Some(one), answers: Some(&d1.message_id), board: true });
    check_bot_mail(&a2, &Expect { bot: &bot, to: &wa, game: Some(two), answers: Some(&d2.message_id), board: true });
    assert_eq!(turns(&t.db, one), ["d4"]);
    assert_eq!(turns(&t.db, two), ["c4"]);
    t.black.wait_for("d4", |m| m.game_tag() == Some(one) && m.subject.contains("Your move"));
    let b_two = t.black.wait_for("c4", |m| m.game_tag() == Some(two) && m.subject.contains("Your move"));

    // Black: a fresh mail (no thread, no tag) is ambiguous and refused...
    let d = t.black.write(&bot, "my move", "e5");
    let r = t.black.wait_answer(&d);
    assert!(r.text.contains("you have several games"), "{r}");
    // ... a `game N` line settles it, whatever the thread says.
    let d = t.black.reply(&b_two, &format!("game {one}\ne5"));
    t.black.wait_answer(&d);
    assert_eq!(turns(&t.db, one), ["d4", "e5"]);
    // ... and so does only the subject tag.
    let d = t.black.write(&bot, &format!("[#{two}] my move"), "e6");
    t.black.wait_answer(&d);
    assert_eq!(turns(&t.db, two), ["c4", "e6"]);
    t.white.wait_for("e5", |m| m.game_tag() == Some(one) && m.subject.contains("Your move"));
    t.white.wait_for("e6", |m| m.game_tag() == Some(two) && m.subject.contains("Your move"));

    // `games` lists both, with whose move it is.
    let d = t.white.write(&bot, "games", "games");
    let g = t.white.wait_answer(&d);
    check_bot_mail(&g, &Expect { bot: &bot, to: &wa, game: None, answers: Some(&d.message_id), board: false });
    for id in [one, two] {
        let line = g.text.lines().find(|l| l.contains(&format!("#{id} Chess"))).unwrap_or_else(|| panic!("{g}"));
        assert!(line.contains("your move"), "{line}");
    }
    t.white.assert_no_new_mail("two games");
    t.black.assert_no_new_mail("two games");
}
