//! Clocks, reminders, vacations and time-outs through the bot's public API
//! with a made-up clock: mails in with `Bot::handle`, the scheduler with
//! `Bot::run_due`, mails out read from the outbox. No mail server, no
//! waiting: `now` is a parameter everywhere. The same flows over the real
//! mail stack and the real daemon are in `tests/mail/clocks.rs`.

use crate::offline;

use offline::{at, config as bot_config, one, show, to, Received, World, FMT};
use tandem::bot::Handled;
use tandem::config::Config;
use tandem::rules::Seat;
use tandem::store::{GameOptions, GameStatus, Store, StoreError};

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

/// A clock day of 100 s; first reminder after 50 s, last call 60 s before;
/// `extra_*` lines add to or replace these.
fn config(extra_time: &str, extra_reminders: &str) -> Config {
    let section = |defaults: &[&str], extra: &str| {
        let keys: Vec<&str> = extra.lines().filter_map(|l| l.split('=').next()).map(str::trim).collect();
        let mut lines: Vec<String> =
            defaults.iter().filter(|d| !keys.contains(&d.split('=').next().unwrap_or("").trim())).map(|d| d.to_string()).collect();
        lines.push(extra.to_string());
        lines.join("\n")
    };
    let time = section(&["day_length_secs = 100", "days_per_move = 3", &format!("time_format = \"{FMT}\"")], extra_time);
    let reminders = section(&["first_after_secs = 50", "before_deadline_secs = 60"], extra_reminders);
    bot_config(&format!("[time]\n{time}\n[reminders]\n{reminders}"))
}

/// alice challenges bob to chess with `terms` at 0 s, bob accepts at 1 s:
/// game #1.
fn start(w: &mut World, terms: &str) -> Vec<Received> {
    w.start_at(0, "chess", terms, ALICE, &[BOB])
}

#[test]
fn board_mails_show_the_deadline_and_reminders_come_then_the_loss_on_time() {
    let mut w = World::with_config(&config("", ""));
    // alice plays Black: bob (White) is to move from 1 s, 2 days = 200 s.
    let started = start(&mut w, "as black days 2");
    let bob_board = one(&started, BOB);
    assert!(bob_board.text.contains(&format!("You have until {}.", show(201))), "{}", bob_board.text);
    assert!(bob_board.text.contains("Time control: 2 days per move"), "{}", bob_board.text);
    let alice_board = one(&started, ALICE);
    assert!(alice_board.text.contains(&format!("{BOB} has until {}.", show(201))), "{}", alice_board.text);

    assert_eq!(w.tick(10), Some(at(51)), "the first reminder is next");
    assert!(w.outbox().is_empty());
    assert_eq!(w.tick(51), Some(at(141)));
    let out = w.outbox();
    let r = one(&out, BOB);
    assert!(r.subject.starts_with("[#1] Reminder: your move in Chess"), "{}", r.subject);
    assert_eq!(r.auto_submitted, "auto-generated");
    assert_eq!(r.in_reply_to.as_deref(), Some(bob_board.message_id.as_str()), "threaded under the game's last mail to bob");
    assert!(r.text.contains(&format!("You have until {}", show(201))), "{}", r.text);
    assert!(r.text.contains("|R|N|B|Q|K|B|N|R|"), "{}", r.text);
    assert!(to(&out, ALICE).is_empty());

    // Looking again changes nothing: one reminder per interval.
    assert_eq!(w.tick(52), Some(at(141)));
    assert_eq!(w.tick(100), Some(at(141)));
    assert!(w.outbox().is_empty());

    assert_eq!(w.tick(141), Some(at(201)));
    let out = w.outbox();
    let lc = one(&out, BOB);
    assert!(lc.subject.contains("Last call"), "{}", lc.subject);
    assert_eq!(lc.in_reply_to.as_deref(), Some(r.message_id.as_str()));

    assert_eq!(w.tick(200), Some(at(201)));
    assert!(w.outbox().is_empty());
    assert_eq!(w.tick(201), None);
    let out = w.outbox();
    for who in [ALICE, BOB] {
        let over = one(&out, who);
        assert!(over.subject.contains("Game over: Black wins on time"), "{}", over.subject);
        assert!(over.text.contains("did not move by the deadline") && over.text.contains("Result: 0-1"), "{}", over.text);
        assert!(over.text.contains("[Termination \"Black wins on time\"]"), "{}", over.text);
        assert_eq!(over.auto_submitted, "auto-generated");
        assert_eq!(over.attachments, 1, "the PGN");
    }
    assert_eq!(w.status(1), (GameStatus::Finished, Some("0-1".into()), Some("Black wins on time".into())));
    assert_eq!(w.tick(10_000), None);
    assert!(w.outbox().is_empty(), "nothing after the end");
    // A move after the end is refused.
    assert!(matches!(w.mail_at(BOB, "e4", 300), Handled::Refused { .. }));
}

#[test]
fn a_move_ends_the_reminders_of_the_turn_and_starts_the_next_clock() {
    let mut w = World::with_config(&config("", ""));
    start(&mut w, "");
    // alice (White) moves at 30 s, before her first reminder (51 s).
    assert!(matches!(w.mail_at(ALICE, "e4", 30), Handled::Applied { .. }));
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains(&format!("You have until {}.", show(330))), "{}", one(&out, BOB).text);
    assert_eq!(w.tick(51), Some(at(80)), "bob's first reminder is next");
    assert!(w.outbox().is_empty(), "no reminder for alice after her move");
    w.tick(80);
    let out = w.outbox();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].to, BOB);
    // bob resigns: no more reminders, no time-out.
    assert!(matches!(w.mail_at(BOB, "resign", 90), Handled::Applied { .. }));
    w.outbox();
    for s in [270, 330, 1000] {
        assert_eq!(w.tick(s), None);
    }
    assert!(w.outbox().is_empty());
    assert_eq!(w.status(1).2.as_deref(), Some("White wins by resignation"));
}

#[test]
fn reminder_settings_per_player() {
    let mut w = World::with_config(&config("", ""));
    assert!(matches!(w.mail_at(BOB, "remind off", 0), Handled::Applied { .. }));
    let out = w.outbox();
    let reply = one(&out, BOB);
    assert_eq!(reply.subject, "Your reminders");
    assert!(reply.text.contains("You get no reminders. Deadlines still apply"), "{}", reply.text);
    w.mail_at(ALICE, "remind after 10s\nremind before 1 minute", 0);
    let reply = w.outbox();
    assert_eq!(reply.len(), 1, "one answer for the mail, whatever it holds");
    assert_eq!(reply[0].subject, "Your reminders");
    assert!(reply[0].text.contains("------"), "both answers, one after the other: {}", reply[0].text);
    assert!(reply[0].text.contains("your move for 10 seconds in a game, and a last call 1 minute before"), "{}", reply[0].text);
    w.mail_at(ALICE, "remind", 0);
    assert!(one(&w.outbox(), ALICE).text.contains("10 seconds"));

    start(&mut w, "as black"); // bob White, to move from 1 s, deadline 301 s
    for s in [60, 200, 260, 300] {
        w.tick(s);
    }
    assert!(w.outbox().is_empty(), "bob turned reminders off");
    w.mail_at(BOB, "e4", 300);
    w.outbox();
    // alice: 10 s after, and 60 s before 600.
    assert_eq!(w.tick(305), Some(at(310)));
    w.tick(310);
    assert!(one(&w.outbox(), ALICE).subject.contains("Reminder"));
    w.tick(540);
    assert!(one(&w.outbox(), ALICE).subject.contains("Last call"));
    // Back to the defaults.
    w.mail_at(ALICE, "remind default", 545);
    assert!(one(&w.outbox(), ALICE).text.contains("1 minute before the deadline"));
    // bob's reminders off: still lost on time.
    w.mail_at(ALICE, "e5", 550);
    w.outbox();
    w.tick(850);
    assert_eq!(w.outbox().len(), 2, "game over for both, no reminders for bob");
    assert_eq!(w.status(1).1.as_deref(), Some("0-1"));
}

#[test]
fn vacations_pause_the_clock_and_come_from_a_yearly_allowance() {
    let mut w = World::with_config(&config("vacation_days_per_year = 4", ""));
    let started = start(&mut w, "as black days 2"); // bob to move, deadline 201
    assert!(one(&started, BOB).text.contains(&show(201)));

    assert!(matches!(w.mail_at(BOB, "vacation 5", 10), Handled::Refused { .. }));
    assert!(one(&w.outbox(), BOB).text.contains("only 4 vacation days left this year (of 4)"));

    assert!(matches!(w.mail_at(BOB, "vacation 2", 10), Handled::Applied { .. }));
    let out = w.outbox();
    let mine = one(&out, BOB);
    assert!(mine.subject.starts_with("Vacation until"), "{}", mine.subject);
    assert!(mine.text.contains(&format!("you now have until {}", show(401))), "{}", mine.text);
    assert!(mine.text.contains("You have 2 of 4 vacation days left"), "{}", mine.text);
    let notice = one(&out, ALICE);
    assert!(notice.subject.starts_with("[#1] ") && notice.subject.contains("is on vacation"), "{}", notice.subject);
    assert!(notice.text.contains(&format!("until {}", show(210))), "{}", notice.text);
    assert!(notice.text.contains(&format!("they have until {}", show(401))), "{}", notice.text);

    // The board shows the pause.
    w.mail_at(BOB, "board", 20);
    let board = w.outbox();
    assert!(
        one(&board, BOB).text.contains(&format!(
            "You have until {} (your clock stands still: you are on vacation until {})",
            show(401),
            show(210)
        )),
        "{}",
        one(&board, BOB).text
    );
    assert!(matches!(w.mail_at(BOB, "vacation 1", 30), Handled::Refused { .. }), "already on vacation");
    w.outbox();

    // No reminder during the vacation: the first comes after 50 s of running time.
    assert_eq!(w.tick(200), Some(at(210 + 41)));
    assert!(w.outbox().is_empty());

    // Back after 60 s: one day used (every day begun counts), one returned.
    assert!(matches!(w.mail_at(BOB, "vacation off", 70), Handled::Applied { .. }));
    let out = w.outbox();
    let mine = one(&out, BOB);
    assert_eq!(mine.subject, "Welcome back");
    assert!(mine.text.contains(&format!("you have until {}", show(261))), "{}", mine.text);
    assert!(mine.text.contains("You have 3 of 4 vacation days left"), "{}", mine.text);
    assert!(one(&out, ALICE).subject.contains("is back"));
    assert!(matches!(w.mail_at(BOB, "vacation off", 71), Handled::Refused { .. }));
    w.outbox();

    // Reminders on running time: 9 s ran before the vacation, 41 s after.
    assert_eq!(w.tick(72), Some(at(111)));
    w.tick(111);
    assert!(one(&w.outbox(), BOB).subject.contains("Reminder"));
    w.tick(260);
    assert!(w.outbox().iter().all(|m| m.subject.contains("Last call")));
    w.tick(261);
    assert_eq!(w.outbox().len(), 2);
    assert_eq!(w.status(1).1.as_deref(), Some("0-1"));

    // The allowance is per player and year: 3 days left.
    assert!(matches!(w.mail_at(BOB, "vacation 4", 300), Handled::Refused { .. }));
    assert!(one(&w.outbox(), BOB).text.contains("only 3 vacation days left"));
    assert!(matches!(w.mail_at(BOB, "vacation 3", 301), Handled::Applied { .. }));
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains("You have 0 of 4"), "{}", one(&out, BOB).text);
}

#[test]
fn moves_in_days_carries_unused_time_over() {
    let mut w = World::with_config(&config("", "enabled = false"));
    let started = start(&mut w, "2 moves in 3 days"); // alice White from 1 s: 300 s for 2 moves
    assert!(one(&started, ALICE).text.contains(&format!("You have until {}.", show(301))));
    assert!(one(&started, ALICE).text.contains("Time control: 2 moves in 3 days"));
    w.ok_at(ALICE, "e4", 51); // alice used 50
    let out = w.ok_at(BOB, "e5", 61); // alice has 250 left from 61
    assert!(one(&out, ALICE).text.contains(&format!("You have until {}.", show(311))), "{}", one(&out, ALICE).text);
    w.ok_at(ALICE, "Nf3", 111); // used 100 after 2 moves: 300 more
    let out = w.ok_at(BOB, "Nc6", 121); // 500 left from 121
    assert!(one(&out, ALICE).text.contains(&format!("You have until {}.", show(621))), "{}", one(&out, ALICE).text);
    assert_eq!(w.tick(200), Some(at(621)), "reminders are off on this server");
    w.tick(621);
    assert_eq!(w.status(1).2.as_deref(), Some("Black wins on time"));
}

#[test]
fn on_timeout_notify_tells_both_and_the_game_goes_on() {
    let mut w = World::with_config(&config("on_timeout = \"notify\"", "first_after_secs = 0\nbefore_deadline_secs = 0"));
    start(&mut w, "days 1"); // alice to move until 101
    assert_eq!(w.tick(50), Some(at(101)), "no reminders configured");
    w.tick(101);
    let out = w.outbox();
    assert!(
        one(&out, ALICE).text.contains("You did not move") && one(&out, ALICE).text.contains("it is still your move"),
        "{}",
        one(&out, ALICE).text
    );
    assert!(one(&out, BOB).subject.contains(&format!("Time is up for {ALICE}")), "{}", one(&out, BOB).subject);
    assert_eq!(one(&out, BOB).auto_submitted, "auto-generated");
    assert_eq!(w.tick(500), None);
    assert!(w.outbox().is_empty(), "told once");
    assert_eq!(w.status(1).0, GameStatus::Active);
    w.mail_at(ALICE, "e4", 600);
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains(&format!("You have until {}.", show(700))));
    w.tick(700);
    assert_eq!(w.outbox().len(), 2);
}

/// A game set up in the store from a position: White K+R to move against a
/// bare king.
fn endgame(w: &mut World, fen: &str) {
    w.bot
        .store()
        .transaction(|tx| {
            let a = tx.ensure_player(ALICE, None, at(0))?;
            let b = tx.ensure_player(BOB, None, at(0))?;
            tx.create_game(
                "chess",
                &GameOptions { days: Some(1), ..Default::default() },
                fen,
                &[(Seat::White, a.id, true), (Seat::Black, b.id, true)],
                at(0),
            )?;
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn draw_if_insufficient_draws_when_the_opponent_cannot_mate() {
    let mut w = World::with_config(&config("on_timeout = \"draw-if-insufficient\"", "enabled = false"));
    // White (K+R) runs out of time against a bare king: Black cannot mate.
    endgame(&mut w, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    w.tick(100);
    let out = w.outbox();
    assert!(one(&out, ALICE).subject.contains("ran out of time, but Black could not have mated"), "{}", one(&out, ALICE).subject);
    assert_eq!(w.status(1).1.as_deref(), Some("1/2-1/2"));
    // Black (bare king) runs out of time against K+R: White wins.
    endgame(&mut w, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    w.tick(100);
    assert_eq!(w.status(2).1.as_deref(), Some("1-0"));
}

#[test]
fn daily_digest_instead_of_first_reminders() {
    // Real days: the digest comes at 07:00 UTC.
    let cfg = bot_config(&format!(
        "[time]\ntime_format = \"{FMT}\"\n[reminders]\nfirst_after_secs = 600\nbefore_deadline_secs = 3600\ndigest_hour = 7"
    ));
    let mut w = World::with_config(&cfg);
    w.mail_at(ALICE, "remind digest", 0);
    assert!(one(&w.outbox(), ALICE).text.contains("one mail a day, at 07:00 UTC"));
    start(&mut w, ""); // alice to move in #1 (from 06:00:01)
    w.outbox();
    w.mail_at(BOB, &format!("new chess with {ALICE}"), 2);
    w.outbox();
    assert!(matches!(w.mail_at(ALICE, "accept", 3), Handled::Applied { .. })); // bob White in #2
    w.outbox();
    assert!(matches!(w.mail_at(BOB, "e4", 4), Handled::Applied { .. })); // alice to move in #2
    w.outbox();
    // No first reminder for alice (600 s in); the digest at 07:00.
    assert_eq!(w.tick(700), Some(at(3600)));
    assert!(w.outbox().is_empty());
    w.tick(3600);
    let out = w.outbox();
    let d = one(&out, ALICE);
    assert_eq!(d.subject, "Your move in 2 games");
    assert!(d.text.contains(&format!("#1 Chess against {BOB}: until 2026-03-05 06:00:01")), "{}", d.text);
    assert!(d.text.contains(&format!("#2 Chess against {BOB}: until 2026-03-05 06:00:04 (last move e4)")), "{}", d.text);
    assert_eq!(d.auto_submitted, "auto-generated");
    assert!(d.in_reply_to.is_none());
    // Once a day.
    assert_eq!(w.tick(7200), Some(at(3600 + 86_400)));
    assert!(w.outbox().is_empty());
    w.mail_at(ALICE, "game 1\nd4", 7300);
    w.outbox();
    w.tick(3600 + 86_400);
    let d2 = w.outbox();
    assert_eq!(one(&d2, ALICE).subject, "Your move in 1 game");
    // The last call still comes, one hour before.
    w.tick(3 * 86_400 + 4 - 3600);
    assert!(one(&w.outbox(), ALICE).subject.contains("Last call"));
}

#[test]
fn a_second_bot_on_the_same_store_sends_nothing_twice() {
    let dir = std::env::temp_dir().join(format!("tandem-clocks-offline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("tandem.sqlite3");
    let _ = std::fs::remove_file(&db);
    let cfg = config("", "");
    {
        let mut w = World::with(&cfg, Store::open(&db).unwrap());
        start(&mut w, "");
        w.tick(51);
        assert_eq!(w.outbox().len(), 1);
    } // the daemon stops
    let mut w = World::with(&cfg, Store::open(&db).unwrap());
    for s in [51, 52, 100] {
        w.tick(s);
    }
    assert!(w.outbox().is_empty(), "the first reminder is not sent again");
    w.tick(241);
    assert_eq!(w.outbox().len(), 1, "the last call");
    w.tick(301);
    assert_eq!(w.outbox().len(), 2, "the end, for both");
    drop(w);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn with_token_auth_player_settings_need_the_secret_address() {
    let cfg = bot_config("auth = \"token\"\n[time]\nday_length_secs = 100\n[reminders]\nfirst_after_secs = 50");
    let mut w = World::with_config(&cfg);
    // Without games there is no secret to show, and nothing to protect.
    assert!(matches!(w.mail_at(BOB, "remind off", 0), Handled::Applied { .. }));
    w.outbox();
    w.mail_at(ALICE, &format!("new chess with {BOB}"), 0);
    let out = w.outbox();
    let secret = one(&out, BOB).reply_to.clone().expect("a Reply-To with the secret");
    assert!(matches!(w.mail_at(BOB, "remind on", 1), Handled::Refused { .. }), "a forged From: cannot change bob's reminders");
    assert!(matches!(w.mail_at(BOB, "vacation 3", 1), Handled::Refused { .. }));
    assert!(matches!(w.mail_at(BOB, "remind", 1), Handled::Applied { .. }), "looking is harmless");
    assert!(matches!(w.mail_to(BOB, &secret, "vacation 3", 2), Handled::Applied { .. }));
    assert!(matches!(w.mail_to(BOB, &secret, "remind on", 2), Handled::Applied { .. }));
    // The reminder carries the secret Reply-To, so a reply to it is a move.
    w.outbox();
    assert!(matches!(w.mail_to(BOB, &secret, "accept", 3), Handled::Applied { .. }));
    w.mail_to(BOB, &secret, "vacation off", 4);
    w.outbox();
    w.tick(60); // alice (White) reminded 50 s into her turn
    let out = w.outbox();
    let alice_secret = one(&out, ALICE).reply_to.clone().expect("reminders carry the secret");
    assert!(alice_secret.starts_with("play+1."), "{alice_secret}");
}
