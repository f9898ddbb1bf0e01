//! Four-player bughouse clocks (per-board deadlines, the gentleman's rule) through the bot's public API
//! with a made-up clock: mails in with `Bot::handle`, the scheduler with
//! `Bot::run_due`, mails out read from the outbox. No mail server, no
//! waiting: `now` is a parameter everywhere. The same flows over the real
//! mail stack and the real daemon are in `tests/mail/clocks.rs`.

use crate::offline;

use offline::{at, config as bot_config, one, show, Received, World, FMT};
use tandem::config::Config;
use tandem::store::{GameStatus, Store};

/// Team 1: alice (White on A) and bob (Black on B); team 2: carol (Black on
/// A) and dave (White on B). Partners: alice + bob, carol + dave.
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";
const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
const ALL: [&str; 4] = [ALICE, BOB, CAROL, DAVE];

/// A clock day of 100 s, 3 days per move; `reminders` is the whole section.
fn config(reminders: &str) -> Config {
    bot_config(&format!("[time]\nday_length_secs = 100\ndays_per_move = 3\ntime_format = \"{FMT}\"\n[reminders]\n{reminders}"))
}

/// alice challenges with bob against carol and dave at 0 s; all accept by
/// 3 s: game #1 starts at 3 s. Returns the start mails.
fn start(w: &mut World, terms: &str) -> Vec<Received> {
    w.start_at(0, "bughouse", terms, ALICE, &[BOB, CAROL, DAVE])
}

#[test]
fn gentlemans_rule_reminds_once_across_a_restart_then_the_team_loses_on_time() {
    let dir = std::env::temp_dir().join(format!("tandem-gentleman-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("tandem.sqlite3");
    let _ = std::fs::remove_file(&db);
    // No ordinary reminders: only the gentleman's rule speaks.
    let cfg = config("first_after_secs = 0\nbefore_deadline_secs = 0\ngentleman_moves = 3\ngentleman_grace_secs = 40");
    {
        let mut w = World::with(&cfg, Store::open(&db).unwrap());
        start(&mut w, "");
        // White on A moves at 10: carol's turn (Black on A) begins.
        w.ok_at(ALICE, "e4", 10);
        // Board B runs on: dave (carol's partner) and bob move in turn.
        w.ok_at(DAVE, "d4", 11);
        w.ok_at(BOB, "d5", 12);
        w.ok_at(DAVE, "c4", 13);
        w.ok_at(BOB, "e6", 14);
        assert_eq!(w.tick(14), Some(at(310)), "two partner moves: nothing yet; carol's deadline is next");
        assert!(w.outbox().is_empty());
        w.ok_at(DAVE, "Nc3", 15);
        // Three moves of dave since carol's turn began: she is reminded, once.
        assert_eq!(w.tick(16), Some(at(56)), "the grace after the reminder");
        let out = w.outbox();
        let r = one(&out, CAROL);
        assert_eq!(out.len(), 1, "{out:#?}");
        assert!(r.subject.contains("Reminder: your move in Bughouse"), "{}", r.subject);
        assert!(r.text.contains(&format!("Your partner {DAVE} (White on board B) has made 3 moves")), "{}", r.text);
        assert!(r.text.contains(&format!("if you have not moved by {}", show(56))), "{}", r.text);
        assert!(r.text.contains(&format!("since {}", show(10))), "her turn began with alice's move: {}", r.text);
        assert!(r.text.contains(&format!("You have until {}", show(310))), "her own deadline: {}", r.text);
        w.tick(17);
        assert!(w.outbox().is_empty());
    } // the daemon stops
    let mut w = World::with(&cfg, Store::open(&db).unwrap());
    w.n = 100; // new mail names and Message-IDs after the restart
               // A fourth partner move does not remind again, nor does a restart.
    w.ok_at(BOB, "Nf6", 18);
    w.ok_at(DAVE, "Nf3", 19);
    for s in [20, 30, 55] {
        assert_eq!(w.tick(s), Some(at(56)), "at {s}");
    }
    assert!(w.outbox().is_empty(), "the gentleman's reminder is not sent twice");
    // Carol has not moved by the end of the grace: her team loses on time.
    w.tick(56);
    let out = w.outbox();
    assert_eq!(out.len(), 4, "{out:#?}");
    for who in ALL {
        let over = one(&out, who);
        assert!(over.subject.contains("Game over: White wins on time"), "{}", over.subject);
        assert!(over.text.contains("the gentleman's rule") && over.text.contains("Result: 1-0"), "{}", over.text);
        let team = if who == CAROL || who == DAVE {
            "Your team loses the match.".to_string()
        } else {
            format!("The team of {CAROL} and {DAVE} loses the match.")
        };
        assert!(over.text.contains(&team), "{who}: {}", over.text);
    }
    // The late player reads it in the second person.
    let carol = one(&out, CAROL);
    assert!(carol.text.starts_with("You did not move within ") && carol.text.contains("that your partner had made"), "{}", carol.text);
    assert!(one(&out, ALICE).text.starts_with(&format!("{CAROL} did not move within ")), "{}", one(&out, ALICE).text);
    assert_eq!(w.status(1), (GameStatus::Finished, Some("1-0".into()), Some("White wins on time".into())));
    assert_eq!(w.tick(1000), None);
    assert!(w.outbox().is_empty(), "nothing after the end");
    drop(w);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn each_board_keeps_its_own_deadline_and_a_time_out_ends_the_match_for_the_team() {
    // 1 day per move = 100 s; last call 60 s before, i.e. 40 s into a turn.
    let cfg = config("first_after_secs = 0\nbefore_deadline_secs = 60");
    let mut w = World::with_config(&cfg);
    let start = start(&mut w, "days 1");
    // Both Whites may move from the start (3 s).
    assert!(one(&start, ALICE).text.contains(&format!("You have until {}.", show(103))), "{}", one(&start, ALICE).text);
    assert!(one(&start, DAVE).text.contains(&format!("You have until {}.", show(103))), "{}", one(&start, DAVE).text);
    w.ok_at(ALICE, "e4", 10);
    w.mail_at(DAVE, "d4", 20);
    let out = w.outbox();
    // Carol's turn began with alice's move (10 s), not dave's (20 s).
    assert!(one(&out, CAROL).text.contains(&format!("You have until {}.", show(110))), "{}", one(&out, CAROL).text);
    assert!(one(&out, BOB).text.contains(&format!("You have until {}.", show(120))), "{}", one(&out, BOB).text);
    // Carol's last call at 50, bob's at 60: one per seat.
    assert_eq!(w.tick(30), Some(at(50)));
    assert!(w.outbox().is_empty());
    assert_eq!(w.tick(50), Some(at(60)));
    let out = w.outbox();
    assert!(one(&out, CAROL).subject.contains("Last call"), "{}", one(&out, CAROL).subject);
    assert_eq!(out.len(), 1);
    w.ok_at(CAROL, "e5", 55);
    assert_eq!(w.tick(60), Some(at(95)), "alice's last call (began 55) is next");
    let out = w.outbox();
    assert!(one(&out, BOB).subject.contains("Last call"), "{}", one(&out, BOB).subject);
    assert_eq!(out.len(), 1);
    w.tick(95);
    assert!(one(&w.outbox(), ALICE).subject.contains("Last call"));
    assert_eq!(w.tick(119), Some(at(120)), "bob's deadline comes before alice's (155)");
    assert!(w.outbox().is_empty());
    // Bob (Black on B) runs out of time: team 1 (alice and bob) loses.
    w.tick(120);
    let out = w.outbox();
    assert_eq!(out.len(), 4, "{out:#?}");
    for who in ALL {
        let over = one(&out, who);
        assert!(over.subject.contains("Game over: Black wins on time"), "{}", over.subject);
        // Bob reads it in the second person, his team as "your team".
        let (late, team) = match who {
            BOB => {
                (format!("You did not move by the deadline ({}) and lose on time.", show(120)), "Your team loses the match.".to_string())
            }
            ALICE => (format!("{BOB} did not move by the deadline ({})", show(120)), "Your team loses the match.".to_string()),
            _ => (format!("{BOB} did not move by the deadline ({})", show(120)), format!("The team of {BOB} and {ALICE} loses the match.")),
        };
        assert!(over.text.contains(&late), "{who}: {}", over.text);
        assert!(over.text.contains(&team) && over.text.contains("Result: 0-1"), "{who}: {}", over.text);
    }
    assert_eq!(w.status(1), (GameStatus::Finished, Some("0-1".into()), Some("Black wins on time".into())));
    assert_eq!(w.tick(155), None, "alice's clock stopped with the match");
    assert!(w.outbox().is_empty());
}
