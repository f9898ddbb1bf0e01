//! Ratings by mail, end to end over the real mail stack: a rated chess
//! game, a casual one and a four-player bughouse match, each ended by a
//! resignation, then every player's `ratings` answer read from their INBOX.
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use common::*;

/// `actor` answers its last mail about `game` with `text`; waits for the
/// answer and for the news to each of `others` (a mail about the game
/// arriving after the answer).
fn act(actor: &mut Player, game: i64, text: &str, others: &mut [&mut Player]) -> Mail {
    let last = actor.last_about(game);
    let sent = actor.reply(&last, text);
    let answer = actor.wait_answer(&sent);
    for p in others.iter_mut() {
        p.wait_for(&format!("the news of {text:?}"), |m| m.game_tag() == Some(game));
    }
    answer
}

#[test]
fn rated_casual_and_four_player_games_by_mail_and_every_players_ratings() {
    if !stack("ratings_mail") {
        return;
    }
    let mut t = Table::open("ratings", false);
    let bot = t.bot.address.clone();
    let (a, b) = (t.white.address.clone(), t.black.address.clone());

    // A rated game: Bob resigns after a move each.
    let rated = t.start_game();
    act(&mut t.white, rated, "e4", &mut [&mut t.black]);
    act(&mut t.black, rated, "e5", &mut [&mut t.white]);
    let over = act(&mut t.black, rated, "resign", &mut []);
    let over_a = t.white.wait_for("the result", |m| m.game_tag() == Some(rated) && m.subject.contains("Game over"));
    for m in [&over, &over_a] {
        assert!(m.text.contains(&format!("{a}: 1500? → 1662? (+162)")), "{m}");
        assert!(m.text.contains(&format!("{b}: 1500? → 1338? (-162)")), "{m}");
        assert!(m.text.contains("[WhiteRatingDiff \"+162\"]") && m.text.contains("[Event \"Rated Chess game"), "{m}");
    }

    // A casual game: Alice resigns; nothing changes.
    let challenge = t.white.write(&bot, "casual?", &format!("new chess with {b} casual\n"));
    let sent = t.white.wait_answer(&challenge);
    assert!(sent.text.contains("Chess, casual)"), "{sent}");
    let casual = sent.game_tag().expect("a game");
    let invite = t.black.wait_for("the invitation", |m| m.game_tag() == Some(casual));
    assert!(invite.text.contains("invites you to a casual game of Chess") && invite.text.contains("changes no rating"), "{invite}");
    let yes = t.black.reply(&invite, "accept");
    t.black.wait_answer(&yes);
    t.white.wait_for("the start", |m| m.game_tag() == Some(casual) && m.text.contains("The game has started"));
    act(&mut t.white, casual, "d4", &mut [&mut t.black]);
    act(&mut t.black, casual, "d5", &mut [&mut t.white]);
    let over = act(&mut t.white, casual, "resign", &mut [&mut t.black]);
    assert!(!over.text.contains("Ratings (") && over.text.contains("[Event \"Casual Chess game"), "{over}");

    // A four-player match: Alice and Bob against Carol and Dave, who resigns.
    let mut carol = Player::new("carol");
    let mut dave = Player::new("dave");
    let (c, d) = (carol.address.clone(), dave.address.clone());
    let challenge = t.white.write(&bot, "bughouse?", &format!("new bughouse with {b} against {c} {d}\n"));
    let match_id = t.white.wait_answer(&challenge).game_tag().expect("a game");
    for p in [&mut t.black, &mut carol, &mut dave] {
        let invite = p.wait_for("the invitation", |m| m.game_tag() == Some(match_id));
        assert!(invite.text.contains("invites you to a rated game of Bughouse"), "{invite}");
        assert!(invite.text.contains(&format!("{a} (White on board A, 1500?)")), "{invite}");
        let yes = p.reply(&invite, "accept");
        p.wait_answer(&yes);
    }
    t.white.wait_for("the start", |m| m.game_tag() == Some(match_id) && m.text.contains("The game has started"));
    act(&mut t.white, match_id, "e4", &mut [&mut t.black, &mut carol, &mut dave]);
    act(&mut carol, match_id, "e5", &mut [&mut t.white, &mut t.black, &mut dave]);
    let over = act(&mut dave, match_id, "resign", &mut [&mut t.white, &mut t.black, &mut carol]);
    assert!(
        over.text.contains(&format!("{d}: 1500? → 1338? (-162)")) && over.text.contains(&format!("{a}: 1500? → 1662? (+162)")),
        "{over}"
    );

    // Everyone asks for their ratings; Carol also for Alice's.
    let asks: Vec<Draft> = [&t.white, &t.black, &carol, &dave].iter().map(|p| p.write(&bot, "ratings", "ratings\n")).collect();
    let expect = [
        (&mut t.white, "Chess: 1662? (deviation 290, provisional), 1 game, last change +162", "Bughouse: 1662?"),
        (&mut t.black, "Chess: 1338? (deviation 290, provisional), 1 game, last change -162", "Bughouse: 1662?"),
        (&mut carol, "Chess: 1500? (no rated game yet)", "Bughouse: 1338?"),
        (&mut dave, "Chess: 1500? (no rated game yet)", "Bughouse: 1338?"),
    ];
    for ((p, chess, bughouse), ask) in expect.into_iter().zip(&asks) {
        let answer = p.wait_answer(ask);
        assert_eq!(answer.subject, "Your ratings", "{answer}");
        assert!(answer.text.contains(chess) && answer.text.contains(bughouse), "{answer}");
        check_bot_mail(&answer, &Expect { bot: &bot, to: &p.address, game: None, answers: Some(&ask.message_id), board: false });
    }
    let ask = carol.write(&bot, "ratings", &format!("ratings {a}\n"));
    let answer = carol.wait_answer(&ask);
    let masked = format!("{}…@{}", &a[..2], a.split_once('@').unwrap().1);
    assert!(answer.text.contains(&format!("The ratings of {masked}:")), "{answer}");
    assert!(!answer.text.contains(&a), "Carol never sees Alice's address in a ratings answer: {answer}");
    t.daemon.assert_running();
}
