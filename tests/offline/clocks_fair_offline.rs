//! Time is judged fairly, through the bot's public API with a
//! made-up clock (no mail server, no waiting): a turn's clock starts when
//! the mail telling the player left, a late mail states the deadline from
//! then, a mail counts when it arrived, and mail read late is judged in
//! the order things happened. The same over the real stack and daemon:
//! `tests/mail/fair_time.rs`.

use crate::offline;

use offline::{at, config as bot_config, one, show, World, FMT};
use tandem::bot::Handled;
use tandem::config::Config;
use tandem::store::GameStatus;

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

/// A clock day of 100 s, first reminder after 50 s, last call 60 s before.
fn config(extra_time: &str) -> Config {
    bot_config(&format!(
        "[time]\nday_length_secs = 100\ntime_format = \"{FMT}\"\n{extra_time}\n[reminders]\nfirst_after_secs = 50\nbefore_deadline_secs = 60\n"
    ))
}

/// alice (White) challenges bob at 0 s, bob accepts at 1 s: game #1, one
/// day (100 s) per move; alice's clock from 1 s.
fn start(w: &mut World) {
    w.start_at(0, "chess", "days 1", ALICE, &[BOB]);
}

#[test]
fn the_opponents_clock_starts_when_the_mail_telling_them_leaves() {
    let mut w = World::with_config(&config(""));
    start(&mut w);
    // alice moves at 10 s; the mail telling bob cannot leave (SMTP away).
    assert!(matches!(w.mail_at(ALICE, "e4", 10), Handled::Applied { .. }));
    // No clock for bob meanwhile: no reminder, no time-out, well past the
    // 110 s his deadline would have been.
    for s in [60, 109, 110, 250] {
        w.tick(s);
    }
    assert_eq!(w.status(1).0, GameStatus::Active, "bob did not lose on time without having been told");
    // The mail leaves at 300 s: written again with the deadline from then.
    let out = w.send_late(300);
    let told = one(&out, BOB);
    assert!(told.text.contains(&format!("You have until {}.", show(400))), "{}", told.text);
    let waiting = one(&out, ALICE);
    assert!(waiting.text.contains(&format!("has until {}.", show(400))), "{}", waiting.text);
    // bob's reminders count from 300 s too.
    assert_eq!(w.tick(301), Some(at(340)), "the last call");
    w.tick(340);
    assert!(one(&w.outbox(), BOB).subject.contains("Last call"));
    w.tick(400);
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains(&format!("did not move by the deadline ({})", show(400))), "{}", one(&out, BOB).text);
}

#[test]
fn a_move_that_arrived_in_time_counts_however_late_it_is_read() {
    let mut w = World::with_config(&config(""));
    start(&mut w); // alice's deadline: 101 s
                   // The bot is down from 50 s to 500 s; alice's move arrived at 90 s.
    assert!(matches!(w.mail_arrived(ALICE, "e4", 90, 500), Handled::Applied { .. }));
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains("played 1. e4. Your move."), "{}", one(&out, BOB).text);
    w.tick(500);
    assert!(w.outbox().iter().all(|m| !m.subject.contains("Game over")), "nobody lost on time");
    assert_eq!(w.status(1).0, GameStatus::Active);
    // Its time is when it arrived: alice used 89 s of her first turn.
    let turns = w.bot.store().transaction(|tx| tx.turns(tandem::store::GameId(1))).unwrap();
    assert_eq!(turns[0].played_at, at(90));
}

#[test]
fn a_move_that_arrived_late_finds_the_game_lost_on_time_at_the_deadline() {
    let mut w = World::with_config(&config(""));
    start(&mut w); // alice's deadline: 101 s
    assert!(matches!(w.mail_arrived(ALICE, "e4", 130, 500), Handled::Refused { .. }));
    let out = w.outbox();
    let mine: Vec<_> = out.iter().filter(|m| m.to == ALICE).collect();
    assert_eq!(mine.len(), 2, "the end of the game and the refusal: {mine:#?}");
    let over = mine.iter().find(|m| m.subject.contains("Game over")).expect("the end");
    assert!(over.text.contains(&format!("You did not move by the deadline ({})", show(101))), "{}", over.text);
    let refused = mine.iter().find(|m| !m.subject.contains("Game over")).expect("the refusal");
    assert!(refused.text.contains("after your deadline") && refused.text.contains("lost game #1 on time"), "{}", refused.text);
    assert!(one(&out, BOB).subject.contains("Game over: Black wins on time"), "{}", one(&out, BOB).subject);
    assert_eq!(w.status(1).1.as_deref(), Some("0-1"));
}

#[test]
fn what_the_opponent_wrote_after_the_deadline_finds_the_game_over() {
    let mut w = World::with_config(&config(""));
    // alice's deadline: 101 s; bob offers a draw at 150 s, read at 500 s:
    // alice had lost at 101 s.
    start(&mut w);
    assert!(matches!(w.mail_arrived(BOB, "draw", 150, 500), Handled::Refused { .. }));
    let out = w.outbox();
    assert!(out.iter().any(|m| m.to == BOB && m.subject.contains("Game over: Black wins on time")), "{out:#?}");
    assert_eq!(w.status(1).1.as_deref(), Some("0-1"));
}

#[test]
fn a_vacation_written_before_the_deadline_counts_from_when_it_arrived() {
    let mut w = World::with_config(&config("vacation_days_per_year = 5"));
    // alice's deadline: 101 s; her `vacation 1` arrived at 80 s, read at
    // 150 s: her clock stood still from 80 s to 180 s, so she has until 201 s.
    start(&mut w);
    assert!(matches!(w.mail_arrived(ALICE, "vacation 1", 80, 150), Handled::Applied { .. }));
    let out = w.outbox();
    assert!(one(&out, ALICE).text.contains(&format!("you now have until {}", show(201))), "{}", one(&out, ALICE).text);
    w.tick(150);
    assert_eq!(w.status(1).0, GameStatus::Active);
}

#[test]
fn a_notice_given_up_for_good_starts_the_clock_then() {
    let mut w = World::with_config(&config(""));
    start(&mut w);
    assert!(matches!(w.mail_at(ALICE, "e4", 10), Handled::Applied { .. }));
    // The server refuses the mail to bob for good at 40 s.
    w.bot
        .store()
        .transaction(|tx| {
            for m in tx.due_outbox(at(40), 10)? {
                match m.to_addr.as_str() {
                    BOB => tx.mark_failed(m.id, "550 no such user", None, at(40))?,
                    _ => tx.mark_sent(m.id, at(10))?,
                }
            }
            Ok::<_, tandem::store::StoreError>(())
        })
        .unwrap();
    assert_eq!(w.tick(41), Some(at(80)), "bob's last call, 60 s before 140 s");
    w.tick(140);
    assert_eq!(w.status(1).1.as_deref(), Some("1-0"), "bob lost at 140 s");
}

#[test]
fn the_answer_from_conditional_moves_starts_the_next_turn_when_its_mail_leaves() {
    let mut w = World::with_config(&config(""));
    start(&mut w);
    w.ok_at(ALICE, "e4\nif e5 then Nf3", 10);
    // bob answers at 20 s; alice's Nf3 is played at once, and the mails
    // wait for the SMTP server.
    assert!(matches!(w.mail_at(BOB, "e5", 20), Handled::Applied { .. }));
    // bob's next turn starts when its mail leaves, not with the answer.
    w.tick(200);
    assert_eq!(w.status(1).0, GameStatus::Active, "bob's clock did not run before he was told");
    let out = w.send_late(200);
    let told = one(&out, BOB);
    assert!(told.text.contains("2. Nf3") && told.text.contains(&format!("You have until {}.", show(300))), "{}", told.text);
}
