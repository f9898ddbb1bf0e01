//! The variants by mail, end to end over the real mail stack: each game is
//! challenged, accepted and played by replies, its rules are sent on
//! request, and its record comes back as PGN with a Variant tag. Needs
//! TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// Plays `turns` alternately (White first) by replying to the bot's last
/// mail; checks each mover's answer names the turn and the other player is
/// told. Returns the last mail of each player.
fn play(t: &mut Table, game: i64, turns: &[&str]) -> [Mail; 2] {
    let bot = t.bot.address.clone();
    let mut last = [t.white.last_about(game), t.black.last_about(game)];
    for (i, turn) in turns.iter().enumerate() {
        let (m, o) = (i % 2, 1 - i % 2);
        let sent = if m == 0 { t.white.reply(&last[0], turn) } else { t.black.reply(&last[1], turn) };
        let mine = if m == 0 { t.white.wait_answer(&sent) } else { t.black.wait_answer(&sent) };
        let mover = if m == 0 { t.white.address.clone() } else { t.black.address.clone() };
        check_bot_mail(&mine, &Expect { bot: &bot, to: &mover, game: Some(game), answers: Some(&sent.message_id), board: true });
        assert!(mine.text.contains("played"), "turn {turn} was applied: {mine}");
        let other_prev = last[o].message_id.clone();
        let theirs = if o == 0 {
            t.white.wait_for(&format!("news of {turn}"), |x| x.in_reply_to.contains(&other_prev))
        } else {
            t.black.wait_for(&format!("news of {turn}"), |x| x.in_reply_to.contains(&other_prev))
        };
        assert!(theirs.subject.contains("Your move"), "{theirs}");
        last[m] = mine;
        last[o] = theirs;
    }
    last
}

fn history(t: &mut Table, last_white: &Mail) -> String {
    let ask = t.white.reply(last_white, "history");
    let answer = t.white.wait_answer(&ask);
    answer.text.clone()
}

fn rules(t: &mut Table, variant: &str, must_contain: &[&str]) {
    let bot = t.bot.address.clone();
    let ask = t.white.write(&bot, "rules", &format!("rules {variant}\n"));
    let answer = t.white.wait_answer(&ask);
    for want in must_contain {
        assert!(answer.text.contains(want), "rules {variant} mentions {want}: {answer}");
    }
}

#[test]
fn tandem84_by_mail_with_drops_and_the_seed_notation() {
    if !stack("bot_variants") {
        return;
    }
    let mut t = Table::open("t84", false);
    let game = t.start_game_of("tandem84", " l k j i h g    f e d c b a");
    // White's first turn is one move; then two, the second on the other board.
    let last = play(&mut t, game, &["e3", "b5/Ni5", "Nd3/h3"]);
    let board = &last[1].text;
    assert!(board.contains(" a b c d e f    g h i j k l") || board.contains(" l k j i h g    f e d c b a"), "{board}");
    assert_eq!(turns(&t.db, game), vec!["e3", "b5/Ni5", "Nd3/h3"]);

    // A one-move turn where two are needed: refused, with candidates.
    let wrong = t.black.reply(&last[1], "a5");
    let refusal = t.black.wait_answer(&wrong);
    assert!(refusal.text.contains("a turn is two moves here"), "{refusal}");
    assert_eq!(turns(&t.db, game).len(), 3);

    let pgn = history(&mut t, &last[0]);
    assert!(pgn.contains("[Variant \"Tandem-84\"]"), "{pgn}");
    assert!(pgn.contains("1. e3"), "{pgn}");
    rules(&mut t, "tandem84", &["Drop/swap", "O-O-O", "P-b4/Rxh3", "|G|B|Q|K|N|R|  |R|N|C|M|B|G| 1"]);

    // The game ends by resignation: both get the result.
    let bye = t.black.reply(&last[1], "resign");
    let end = t.black.wait_answer(&bye);
    assert!(end.subject.contains("Game over") && end.text.contains("Result: 1-0"), "{end}");
    let white_end = t.white.wait_for("the result", |m| m.subject.contains("Game over"));
    assert!(white_end.attachments.iter().any(|(n, _, b)| n.ends_with(".pgn") && String::from_utf8_lossy(b).contains("Tandem-84")));
}

#[test]
fn tandem84_knightrider_two_prong_and_tandem_pawn_by_mail() {
    if !stack("bot_variants") {
        return;
    }
    for (variant, files, turns_played, stored, title, rules_words) in [
        (
            "tandem84-knightrider",
            " l k j i h g    f e d c b a",
            vec!["e3", "b5/Ni5"],
            vec!["e3", "b5/Ni5"],
            "Tandem-84 with knightrider ghosts",
            vec!["knightrider", "pass through your ghost"],
        ),
        (
            "two-prong",
            " h g f e d c b a",
            vec!["e4", "e5 and Nf6", "Nf3/d4"],
            vec!["e4", "e5/Nf6", "Nf3/d4"],
            "Two-Prong Chess",
            vec!["dual move", "Nf3/e4"],
        ),
        (
            "tandem-pawn",
            " h g f e d c b a",
            vec!["e4", "Te5", "d4"],
            vec!["e4", "Te5", "d4"],
            "Tandem-Pawn Chess",
            vec!["tandem", "Te4", "e4^"],
        ),
    ] {
        let mut t = Table::open(variant, false);
        let game = t.start_game_of(variant, files);
        let last = play(&mut t, game, &turns_played);
        let got = turns(&t.db, game);
        assert_eq!(got.len(), stored.len(), "{variant}: {got:?}");
        for (g, want) in got.iter().zip(&stored) {
            assert!(g.starts_with(want) || g.trim_end_matches(['+', '#']) == *want, "{variant}: stored {g}, expected {want}");
        }
        let pgn = history(&mut t, &last[0]);
        assert!(pgn.contains(&format!("[Variant \"{title}\"]")), "{variant}: {pgn}");
        rules(&mut t, variant, &rules_words);
    }
}

#[test]
fn a_tandem84_game_from_a_position_ends_in_checkmate_by_mail() {
    if !stack("bot_variants") {
        return;
    }
    let mut t = Table::open("t84mate", false);
    let bot = t.bot.address.clone();
    let fen = "11k/12/12/12/12/12/K1Q3R5 w - - 0 5";
    let challenge = t.white.write(&bot, "a study", &format!("new tandem84 with {} from {fen}\n", t.black.address));
    let confirm = t.white.wait_answer(&challenge);
    let game = confirm.game_tag().expect("a game tag");
    let invite = t.black.wait_for("the invitation", |m| m.subject.contains("Invitation"));
    let yes = t.black.reply(&invite, "accept");
    t.black.wait_answer(&yes);
    let start = t.white.wait_for("the start", |m| m.text.contains("The game has started"));
    assert!(start.text.contains("|K|_|Q|_|_|_|  |R|_|_|_|_|_| 1"), "the game starts from the position: {start}");
    // The queen drops from c1 to i1 and goes to i6; the rook checks from g7.
    let mate = t.white.reply(&start, "Q-i6/Rg7");
    let end = t.white.wait_answer(&mate);
    assert!(end.subject.contains("Game over") && end.text.contains("checkmate"), "{end}");
    assert!(end.text.contains("Result: 1-0"), "{end}");
    let pgn =
        end.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).map(|(_, _, b)| String::from_utf8_lossy(b).into_owned()).expect("PGN");
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")) && pgn.contains("Qi6/Rg7#"), "{pgn}");
    let black_end = t.black.wait_for("the result", |m| m.subject.contains("Game over"));
    assert!(black_end.text.contains("Result: 1-0"), "{black_end}");
    assert_eq!(turns(&t.db, game), vec!["Qi6/Rg7#"]);
}
