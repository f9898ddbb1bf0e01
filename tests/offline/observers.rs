//! Observers by mail through the bot's public API (`Bot::handle`, then
//! `Bot::tell_observers` as the daemon calls it after each pass), the
//! mails read back from the outbox as they would go on the wire: who may
//! observe, what observers see (the board from White's side, public names,
//! the result and a PGN without addresses) and never see (secret reply
//! addresses, `say`, `say partner`, conditional moves), the confirmation
//! a request needs with token auth, following, private games, the digest
//! and the hourly limit. The same over the real mail stack:
//! `tests/mail/observers_mail.rs`.

use crate::offline;

use offline::{at, config, one, to, Received, World};
use tandem::bot::Handled;
use tandem::store::GameId;

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";
const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
const ERIN: &str = "erin@example.test";

/// What the daemon does after a pass, at `secs`: the observers of the games
/// that changed are told; returns the mails queued.
fn watch(w: &mut World, secs: i64) -> Vec<Received> {
    let changed = w.bot.store().transaction(|tx| tx.watch_changes(500)).unwrap();
    w.bot.tell_observers(&changed, at(secs)).expect("observers told");
    w.bot.store().transaction(|tx| tx.forget_watch_changes(&changed)).unwrap();
    w.outbox()
}

/// Nothing an observer may see of a game: an address, a secret, a line
/// of `say`, a conditional move.
fn assert_nothing_private(m: &Received, secrets: &[&str]) {
    let raw = String::from_utf8_lossy(&m.raw);
    assert!(m.reply_to.is_none(), "no Reply-To to an observer: {:?}", m.reply_to);
    for address in [ALICE, BOB, CAROL, DAVE, ERIN, "play+"].into_iter().filter(|a| *a != m.to) {
        assert!(!raw.contains(address), "{address} in a mail to an observer:\n{raw}");
    }
    for s in secrets {
        assert!(!raw.contains(s), "{s:?} in a mail to an observer:\n{}", m.text);
    }
    assert!(!raw.to_lowercase().contains("conditional"), "{}", m.text);
}

fn applied(h: Handled) {
    assert!(matches!(h, Handled::Applied { .. }), "{h:?}");
}

#[test]
fn observers_get_each_turn_and_the_result_by_public_names_never_a_secret() {
    let mut w = World::with_config(&config("auth = \"token\""));
    applied(w.mail_at(ALICE, &format!("new chess with {BOB}"), 0));
    let out = w.outbox();
    let bob = one(&out, BOB).reply_to.clone().expect("bob's secret address");
    let alice = one(&out, ALICE).reply_to.clone().expect("alice's secret address");
    applied(w.mail_to(BOB, &bob, "accept", 1));
    w.outbox();
    watch(&mut w, 1);

    // carol asks; nothing starts before she confirms from her mailbox.
    applied(w.mail_at(CAROL, "observe 1", 2));
    let ask = one(&w.outbox(), CAROL).clone();
    let confirm = ask.reply_to.clone().expect("the confirmation address");
    assert!(confirm.starts_with("play+watch.") && !confirm.contains("play+1."), "{confirm}");
    assert!(ask.text.contains("To confirm, reply to this mail"), "{}", ask.text);
    applied(w.mail_to(ALICE, &alice, "e4", 3));
    assert!(to(&watch(&mut w, 3), CAROL).is_empty(), "not observing before the confirmation");
    // Someone else's reply to it is refused (and the request stays carol's).
    assert!(matches!(w.mail_to(DAVE, &confirm, "yes", 4), Handled::Refused { .. }));
    w.outbox();
    applied(w.mail_to(CAROL, &confirm, "", 5));
    let start = one(&w.outbox(), CAROL).clone();
    assert!(start.text.contains("You observe game #1 from now on."), "{}", start.text);
    assert!(start.text.contains("al…@example.test") && start.text.contains("It is bo…@example.test's move"), "{}", start.text);
    assert!(!start.pictures.is_empty(), "the board as a picture too");
    assert_nothing_private(&start, &[]);
    assert!(matches!(w.mail_to(CAROL, &confirm, "", 6), Handled::Refused { .. }), "a confirmation counts once");
    w.outbox();

    // Names: bob chose one; the players talk; bob answers in advance.
    applied(w.mail_to(BOB, &bob, "name Bobby", 7));
    applied(w.mail_to(BOB, &bob, "say you will never find my plan", 8));
    applied(w.mail_to(BOB, &bob, "e5\nif Nf3 then Nc6", 9));
    w.outbox();
    let seen = watch(&mut w, 9);
    let m = one(&seen, CAROL);
    assert!(m.text.starts_with("Bobby played 1... e5"), "{}", m.text);
    assert!(m.subject.starts_with("[#1] Observed: Chess"), "{}", m.subject);
    assert_eq!(m.in_reply_to.as_deref(), Some(start.message_id.as_str()), "threaded per game");
    assert_nothing_private(m, &["never find my plan"]);
    applied(w.mail_to(ALICE, &alice, "Nf3", 10));
    w.outbox();
    let seen = watch(&mut w, 10);
    let m = one(&seen, CAROL);
    assert!(m.text.contains("al…@example.test played 2. Nf3") && m.text.contains("Bobby played 2... Nc6"), "{}", m.text);
    assert!(m.text.contains("|_|_|n|_|_|_|_|_| 6"), "the board from White's side:\n{}", m.text);
    assert_nothing_private(m, &["never find my plan"]);

    // An observer cannot act in the game, however the mail names it.
    for (secs, body) in [(11, "Bc4"), (12, "resign\ngame 1"), (13, "say hello\ngame 1"), (14, "draw")] {
        let h = w.mail_at(CAROL, body, secs);
        assert!(
            matches!(&h, Handled::Refused { problem, .. } if problem.contains("you observe game #1 but do not play in it")),
            "{body}: {h:?}"
        );
    }
    w.outbox();

    applied(w.mail_to(ALICE, &alice, "resign", 20));
    w.outbox();
    let seen = watch(&mut w, 20);
    let end = one(&seen, CAROL);
    assert!(end.text.contains("Game over:"), "{}", end.text);
    assert!(end.text.contains("Result: 0-1"), "{}", end.text);
    assert!(end.text.contains("[White \"al…@example.test\"]") && end.text.contains("[Black \"Bobby\"]"), "{}", end.text);
    assert_eq!(end.attachments, 1, "the PGN");
    assert_nothing_private(end, &["never find my plan"]);
    // The end ends the observing.
    applied(w.mail_at(CAROL, "observe", 21));
    assert!(one(&w.outbox(), CAROL).text.contains("You observe no game."));
    assert!(to(&watch(&mut w, 22), CAROL).is_empty());
}

#[test]
fn four_player_observers_get_no_partner_talk_and_see_board_a_from_whites_side() {
    let mut w = World::new();
    w.start("bughouse", ALICE, &[BOB, CAROL, DAVE]);
    watch(&mut w, 1);
    applied(w.mail(ERIN, "observe 1"));
    let start = one(&w.outbox(), ERIN).clone();
    assert_eq!(start.pictures.len(), 2, "a picture per board");
    applied(w.mail(ALICE, "say partner push on the queen side"));
    applied(w.mail(ALICE, "e4"));
    w.outbox();
    let seen = watch(&mut w, 100);
    let m = one(&seen, ERIN);
    assert!(m.text.contains("played A:e4"), "{}", m.text);
    assert_nothing_private(m, &["queen side"]);
    assert!(m.text.contains("(White on board A)"), "{}", m.text);
}

#[test]
fn private_games_refuse_observers_and_followers_see_new_games_from_their_start() {
    let mut w = World::new();
    // A challenge says private, or a player keeps their games private.
    applied(w.mail(ALICE, &format!("new chess with {BOB} private")));
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains("private game of Chess"), "{}", one(&out, BOB).text);
    assert!(one(&out, BOB).text.contains("Private: nobody can observe the game"), "{}", one(&out, BOB).text);
    assert!(w.refused(CAROL, "observe 1").contains("game #1 is private"));
    applied(w.mail(BOB, "games private"));
    w.outbox();
    applied(w.mail(ALICE, &format!("new chess with {BOB}")));
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains("Private:"), "bob's default makes it private");
    assert!(w.refused(CAROL, "observe 2").contains("private"));
    applied(w.mail(BOB, "games public"));
    w.outbox();

    // Nobody observes their own game, an unknown one, or one that is over.
    assert!(w.refused(ALICE, "observe 2").contains("you play in game #2"));
    assert!(w.refused(CAROL, "observe 99").contains("there is no game #99"));

    // dave follows alice: her next public game is observed from its start.
    applied(w.mail(DAVE, &format!("follow {ALICE}")));
    assert!(one(&w.outbox(), DAVE).text.contains("You follow alice@example.test"));
    w.start("crazyhouse", ALICE, &[ERIN]);
    let seen = watch(&mut w, 100);
    let m = one(&seen, DAVE);
    assert!(m.text.starts_with("The game has started."), "{}", m.text);
    assert!(m.text.contains("You observe this game: you follow one of its players."), "{}", m.text);
    assert_nothing_private(m, &[]);
    // A game the followed player's challenge never started is no news.
    applied(w.mail(ALICE, &format!("new chess with {ERIN}")));
    applied(w.mail(ERIN, "decline\ngame 4"));
    w.outbox();
    assert!(to(&watch(&mut w, 101), DAVE).is_empty());

    // followers off ends it, for the games in play too.
    applied(w.mail(ALICE, "followers off"));
    w.outbox();
    applied(w.mail(ALICE, "e4\ngame 3"));
    w.outbox();
    assert!(to(&watch(&mut w, 102), DAVE).is_empty());
    w.start("chess", ALICE, &[ERIN]);
    assert!(to(&watch(&mut w, 103), DAVE).is_empty());
    applied(w.mail(DAVE, "observe"));
    let list = one(&w.outbox(), DAVE).text.clone();
    assert!(list.contains("You observe no game.") && list.contains("You follow: alice@example.test."), "{list}");
    applied(w.mail(DAVE, "unfollow all"));
    assert!(one(&w.outbox(), DAVE).text.contains("You no longer follow alice@example.test."));

    // A public invitation is still between its players until accepted.
    applied(w.mail(ALICE, &format!("new chess with {CAROL}")));
    w.outbox();
    let n = w.bot.store().transaction(|tx| tx.all_games()).unwrap()[0].0.id.0;
    assert!(w.refused(DAVE, &format!("observe {n}")).contains(&format!("game #{n} has not started")));
}

#[test]
fn news_of_several_games_is_one_digest_and_past_the_hourly_limit_it_waits() {
    let mut w = World::with_config(&config("[limits]\nobserver_mails_per_hour = 2\nobserved_games = 3"));
    let pairs = [(ALICE, BOB), (CAROL, DAVE), ("f@example.test", "g@example.test")];
    for (a, b) in pairs {
        w.start("chess", a, &[b]);
    }
    w.start("chess", "h@example.test", &["i@example.test"]);
    watch(&mut w, 10);
    for g in 1..=3 {
        applied(w.mail(ERIN, &format!("observe {g}")));
    }
    assert!(w.refused(ERIN, "observe 4").contains("you observe 3 games"), "observed_games");
    w.outbox();
    // One pass with moves in all three: one digest.
    for (a, _) in pairs {
        applied(w.mail(a, "e4"));
    }
    w.outbox();
    let seen = watch(&mut w, 100);
    let digest = one(&seen, ERIN);
    assert!(digest.subject.contains("news of 3 games"), "{}", digest.subject);
    assert_eq!(digest.pictures.len(), 3, "a board per game");
    for g in 1..=3 {
        assert!(digest.text.contains(&format!("Game #{g}, Chess")), "{}", digest.text);
    }
    assert_nothing_private(digest, &[]);
    // The second mail of the hour goes; the third waits for the hour to end.
    applied(w.mail(BOB, "e5"));
    w.outbox();
    assert_eq!(to(&watch(&mut w, 200), ERIN).len(), 1);
    applied(w.mail(DAVE, "e5"));
    applied(w.mail("g@example.test", "e5"));
    w.outbox();
    assert!(to(&watch(&mut w, 300), ERIN).is_empty(), "held");
    let next = w.bot.tell_observers(&[], at(301)).unwrap().next.expect("when the held news is due");
    assert_eq!(next, at(100 + 3600), "an hour after the first mail of the hour");
    assert!(to(&watch(&mut w, 3000), ERIN).is_empty(), "still held");
    let seen = watch(&mut w, 3700);
    let late = one(&seen, ERIN);
    assert!(late.subject.contains("news of 2 games"), "{}", late.subject);
    assert!(late.text.contains("mails an hour"), "{}", late.text);
    assert!(late.text.contains("Game #2") && late.text.contains("Game #3") && !late.text.contains("Game #1,"), "{}", late.text);
    // Told once.
    assert!(to(&watch(&mut w, 3800), ERIN).is_empty());
    let stored = w.bot.store().transaction(|tx| tx.observed_by(tx.player_by_address(ERIN)?.unwrap().id)).unwrap();
    assert_eq!(stored.iter().map(|o| (o.game_id, o.told_ply)).collect::<Vec<_>>(), [(GameId(1), 2), (GameId(2), 2), (GameId(3), 2)]);
}

#[test]
fn a_tournament_observed_whole_and_a_private_one_refused() {
    let mut w = World::new();
    let players = [ALICE, BOB, CAROL];
    applied(w.mail(ALICE, "tournament new chess \"Spring\" players 3"));
    applied(w.mail(ERIN, "observe tournament 1"));
    assert!(one(&w.outbox(), ERIN).text.contains("You observe tournament #1 (Spring) from now on"));
    for p in players {
        applied(w.mail(p, "join 1"));
    }
    w.outbox();
    // The start: every game of the section, in one digest.
    let seen = watch(&mut w, 100);
    let digest = one(&seen, ERIN);
    assert!(digest.subject.contains("news of 3 games"), "{}", digest.subject);
    assert_eq!(digest.text.matches("The game has started.").count(), 3, "{}", digest.text);
    assert_nothing_private(digest, &[]);
    applied(w.mail(ERIN, "observe"));
    assert!(one(&w.outbox(), ERIN).text.contains("You observe the games of tournament #1."));
    applied(w.mail(ERIN, "unobserve tournament 1"));
    w.outbox();
    let game = w.bot.store().transaction(|tx| tx.tournament_games(tandem::store::TournamentId(1))).unwrap()[0].game.0;
    let white = w.bot.store().transaction(|tx| tx.seats(GameId(game))).unwrap()[0].address.clone();
    applied(w.mail(&white, &format!("e4\ngame {game}")));
    w.outbox();
    assert!(to(&watch(&mut w, 200), ERIN).is_empty(), "no more news after unobserve");
    // A private tournament: no observers, and its games are private.
    applied(w.mail(DAVE, "tournament new chess \"Secret\" players 3 private"));
    assert!(w.refused(ERIN, "observe tournament 2").contains("tournament #2 is private"));
}

/// With token auth a mail holds one request to confirm (a forged mail of
/// many would be as many mails to its victim), and the confirmation goes
/// as a mail of its own, with its secret Reply-To, even beside the answer
/// to a move in the same mail.
#[test]
fn one_request_per_mail_and_its_confirmation_keeps_its_address() {
    let mut w = World::with_config(&config("auth = \"token\""));
    applied(w.mail_at(ALICE, &format!("new chess with {BOB}"), 0));
    let bob = one(&w.outbox(), BOB).reply_to.clone().expect("bob's secret address");
    applied(w.mail_to(BOB, &bob, "accept", 1));
    let alice = one(&w.outbox(), ALICE).reply_to.clone().expect("alice's secret address");
    applied(w.mail_at(CAROL, &format!("new chess with {DAVE}"), 2));
    let dave = one(&w.outbox(), DAVE).reply_to.clone().expect("dave's secret address");
    applied(w.mail_to(DAVE, &dave, "accept", 3));
    w.outbox();

    let problem = w.refused(ERIN, "observe 1\nobserve 2");
    assert!(problem.contains("one observe, follow or join that needs your confirmation"), "{problem}");
    assert!(to(&w.outbox(), ERIN).is_empty(), "nothing more than the one refusal");

    // Alice moves and asks to observe game 2 in one mail: two mails to her.
    applied(w.mail_to(ALICE, &alice, "e4\nobserve 2", 4));
    let out = w.outbox();
    let mine = to(&out, ALICE);
    assert_eq!(mine.len(), 2, "{mine:?}");
    let ask = mine.iter().find(|m| m.subject.starts_with("Confirm: observe game #2")).expect("the confirmation");
    let confirm = ask.reply_to.clone().expect("its own secret address");
    assert!(confirm.contains("+watch."), "{confirm}");
    applied(w.mail_to(ALICE, &confirm, "", 5));
    assert!(one(&w.outbox(), ALICE).text.contains("You observe game #2 from now on."));
}

/// One game that cannot be told of (its stored start position broken
/// behind the bot's back) neither silences the observers of the others nor
/// stops the watchers: its error is logged and the others' news goes out.
#[test]
fn one_broken_game_does_not_silence_the_others() {
    let path = std::env::temp_dir().join(format!("tandem-observers-broken-{}.sqlite", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut w = World::with(&config(""), tandem::store::Store::open(&path).unwrap());
    applied(w.mail_at(ALICE, &format!("new chess with {BOB}"), 0));
    applied(w.mail_at(BOB, "accept", 1));
    applied(w.mail_at(CAROL, &format!("new chess with {DAVE}"), 2));
    applied(w.mail_at(DAVE, "accept", 3));
    applied(w.mail_at(ERIN, "observe 1\nobserve 2", 4));
    w.outbox();
    watch(&mut w, 4);
    applied(w.mail_at(ALICE, "e4\ngame 1", 5));
    applied(w.mail_at(CAROL, "d4\ngame 2", 6));
    w.outbox();
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.execute("UPDATE games SET start_fen = 'not a position' WHERE id = 1", []).unwrap();
    drop(raw);
    let seen = watch(&mut w, 7);
    let m = one(&seen, ERIN);
    assert!(m.text.contains("played 1. d4") && !m.text.contains("played 1. e4"), "game 2's news only:\n{}", m.text);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}
