//! Time is judged fairly, over the real Dovecot and Postfix of
//! `tests/mailstack.sh` and the real `tandem serve`, with clock days of a few
//! seconds and deadlines written to the millisecond:
//!
//! - dozens of games whose due times fall close together, changed by mail
//!   while the bot waits in IMAP IDLE with a 10-minute poll: every due mail
//!   arrives once, inside its window, none early (read from each player's
//!   INBOX; the bot's own record of when it sent them is checked too);
//! - outages, simulated without touching the shared stack: the bot talks to
//!   Postfix or Dovecot through a small TCP forwarder of the test's own,
//!   switched off and on. SMTP down while a move's mail waits (the
//!   opponent's time starts when it is sent, and the mail says so); IMAP
//!   down across a deadline while a move in time waits in the mailbox (no
//!   loss on time, the move applied when the mailbox is back);
//! - the bot stopped across deadlines, a move in time and a late one
//!   waiting in two games: one applied, one refused as late with the game
//!   lost on time at its deadline.
//!
//! Without TANDEM_MAILSTACK these tests print why and pass.

use crate::common;

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDateTime, TimeDelta, Utc};
use common::*;
use mail_parser::MessageParser;

/// Deadlines as the tests' bots write them: to the millisecond.
const FMT: &str = "%Y-%m-%d %H:%M:%S%.3f";

// ----- the bot -----

/// A bot over the stack (`smtp_port`, `imap_port`: the stack's or a
/// forwarder's) with `extra` configuration, polling every 10 minutes in
/// IMAP IDLE: it must wake by itself for what is due.
fn bot_with(name: &str, smtp_port: u16, imap_port: u16, extra: &str) -> (TestDir, BotConfig, PathBuf) {
    let dir = TestDir::new(name);
    let mut bot = BotConfig::new(&address("bot"));
    bot.smtp_port = smtp_port;
    bot.imap_port = imap_port;
    bot.extra = format!(
        "[limits]\nchallenges_per_day = 100\nopen_invitations = 100\nreplies_per_hour = 1000\n\
         [time]\ntime_format = \"{FMT}\"\non_timeout = \"lose\"\n{extra}"
    );
    let config = write_config(&dir, "tandem.toml", &bot);
    let text = std::fs::read_to_string(&config).expect("config").replace("poll_interval_secs = 1", "poll_interval_secs = 600");
    std::fs::write(&config, text).expect("config");
    (dir, bot, config)
}

/// The `Date:` of a mail.
fn date(m: &Mail) -> DateTime<Utc> {
    let msg = MessageParser::default().parse(&m.raw).expect("parses");
    DateTime::from_timestamp(msg.date().expect("Date").to_timestamp(), 0).expect("a time")
}

/// The time written after `prefix` in a mail's text (in `FMT`).
fn stated(m: &Mail, prefix: &str) -> DateTime<Utc> {
    let start = m.text.find(prefix).unwrap_or_else(|| panic!("no {prefix:?} in:\n{m}")) + prefix.len();
    let s = m.text.get(start..start + 23).unwrap_or_default();
    NaiveDateTime::parse_from_str(s, FMT).unwrap_or_else(|e| panic!("{s:?}: {e}\n{m}")).and_utc()
}

fn secs(s: f64) -> TimeDelta {
    TimeDelta::milliseconds((s * 1000.0) as i64)
}

/// Sleeps until `at` (at once if it passed).
fn sleep_until(at: DateTime<Utc>) {
    if let Ok(d) = (at - Utc::now()).to_std() {
        std::thread::sleep(d);
    }
}

/// `white` challenges `black`; `black` accepts only when told (`accept`).
/// Returns the game number and the invitation.
fn challenge(bot: &str, white: &mut Player, black: &mut Player, terms: &str) -> (i64, Mail) {
    let c = white.write(bot, "a game", &format!("new chess with {} {terms}", black.address));
    let confirm = white.wait_answer(&c);
    let game = confirm.game_tag().expect("a game number");
    let invitation = black.wait_for("the invitation", |m| m.game_tag() == Some(game) && m.subject.contains("Invitation"));
    (game, invitation)
}

/// The mail that tells `p` it is their move in `game` (the next one not
/// taken yet).
fn your_move(p: &mut Player, game: i64) -> Mail {
    p.wait_for(&format!("your move in #{game}"), |m| m.game_tag() == Some(game) && m.subject.contains("Your move"))
}

// ----- dozens of games -----

/// A turn whose due mails the test checks: who must move in which game,
/// its deadline as the mails state it, and when (if at all) the player
/// ended it by a move or a resignation.
struct Turn {
    game: i64,
    player: usize,
    seat: &'static str,
    ply: i64,
    began: DateTime<Utc>,
    deadline: DateTime<Utc>,
    ended: Option<DateTime<Utc>>,
}

#[test]
fn due_times_of_dozens_of_games_fall_close_together_and_change_by_mail() {
    if !stack("fair_time") {
        return;
    }
    // A clock day of 18 s, first reminder after 6 s, last call 6 s before:
    // the players act 2.5 s or more from any due time, so a busy machine
    // (a pass taking a second or two) does not change what is due.
    const DAY: i64 = 18;
    let (dir, bot, config) =
        bot_with("fair-many", SMTP_PORT, IMAP_PORT, "day_length_secs = 18\n[reminders]\nfirst_after_secs = 6\nbefore_deadline_secs = 6\n");
    let daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let db = dir.join("tandem.sqlite3");
    // Player 0 turns reminders off; player 1 goes on vacation; 2..10 play.
    let (x, y) = (0usize, 1usize);
    let mut players: Vec<Player> = (0..10).map(|i| Player::new(&format!("p{i}"))).collect();
    let others = |i: usize| 2 + i % 8;
    // Three waves of eight games, started 2 s apart: (wave, kind, white, black).
    let mut layout = Vec::new();
    for w in 0..3 {
        for k in 0..8 {
            let g = w * 8 + k;
            let white = match (w, k) {
                (_, 6) => x,
                (0, 7) => y,
                _ => others(g),
            };
            let black = others(g + 1 + w);
            layout.push((w, k, white, black));
        }
    }
    // Last, two games started 1.5 s apart, whose due times come after all
    // others': once one of them is handled, nothing but the index says when
    // the other is due.
    layout.push((3, 0, others(0), others(5)));
    layout.push((3, 0, others(1), others(6)));
    // All challenges at once, then their answers.
    let drafts: Vec<Draft> = layout
        .iter()
        .map(|&(_, _, white, black)| {
            players[white].write(&bot.address, "a game", &format!("new chess with {} days 1", players[black].address))
        })
        .collect();
    let mut games = Vec::new();
    for (&(_, _, white, black), c) in layout.iter().zip(&drafts) {
        let game = players[white].wait_answer(c).game_tag().expect("a game number");
        let invitation = players[black].wait_for("the invitation", |m| m.game_tag() == Some(game) && m.subject.contains("Invitation"));
        games.push((game, invitation));
    }
    for w in 0..3 {
        for (i, &(gw, _, _, black)) in layout.iter().enumerate() {
            if gw == w {
                players[black].reply(&games[i].1, "accept");
            }
        }
        if w < 2 {
            std::thread::sleep(Duration::from_secs(2));
        }
    }
    // What the players do while the bot waits, at times after their
    // clock started (learnt from the deadline White is told): moves and a
    // resignation just before or after other games' due times, reminders
    // off, a vacation begun and ended. Done as soon as each game's start
    // mail is read, while the others still come in.
    enum Act {
        Reply(usize, &'static str),
        Fresh(&'static str),
        Accept(usize),
    }
    let n = layout.len();
    let mut notices: Vec<Option<Mail>> = vec![None; n];
    let mut began: Vec<DateTime<Utc>> = vec![DateTime::<Utc>::MIN_UTC; n];
    let mut acts: Vec<(DateTime<Utc>, usize, Act)> = Vec::new();
    // When each game's White ended the turn; when X turned reminders off.
    let mut ended: Vec<Option<DateTime<Utc>>> = vec![None; n];
    let mut reminders_off = None;
    // The last act is the tail's accept, about 22 s after the third wave.
    let until = Instant::now() + WAIT + Duration::from_secs(30);
    while notices.iter().any(Option::is_none) || !acts.is_empty() {
        assert!(Instant::now() < until, "the games did not all start");
        let mut waiting: Vec<usize> = (0..n).filter(|&i| notices[i].is_none()).map(|i| layout[i].2).collect();
        waiting.sort_unstable();
        waiting.dedup();
        for &p in &waiting {
            players[p].poll();
        }
        for (i, &(w, k, white, _)) in layout.iter().enumerate() {
            if notices[i].is_some() {
                continue;
            }
            let game = games[i].0;
            let Some(m) = players[white].inbox.iter().find(|m| m.game_tag() == Some(game) && m.subject.contains("Your move")).cloned()
            else {
                continue;
            };
            began[i] = stated(&m, "You have until ") - TimeDelta::seconds(DAY);
            notices[i] = Some(m);
            let at = |s: f64| began[i] + secs(s);
            match k {
                2 => acts.push((at(3.75), white, Act::Reply(i, "e4"))),
                3 => acts.push((at(8.55), white, Act::Reply(i, "e4"))),
                4 => acts.push((at(14.55), white, Act::Reply(i, "e4"))),
                5 => acts.push((at(9.3), white, Act::Reply(i, "resign"))),
                6 if w == 0 => acts.push((at(3.75), x, Act::Fresh("remind off"))),
                // The last two games start 19.5 s after the third wave.
                0 if w == 2 => {
                    let tail: Vec<usize> = (0..n).filter(|&j| layout[j].0 == 3).collect();
                    for (j, t) in tail.into_iter().enumerate() {
                        acts.push((at(19.5 + 2.25 * j as f64), layout[t].3, Act::Accept(t)));
                    }
                }
                7 if w == 0 => {
                    acts.push((at(9.45), y, Act::Fresh("vacation 1")));
                    acts.push((at(13.95), y, Act::Fresh("vacation off")));
                }
                _ => {}
            }
        }
        acts.sort_by_key(|a| a.0);
        while acts.first().is_some_and(|a| a.0 <= Utc::now()) {
            let (_, who, act) = acts.remove(0);
            let now = Utc::now();
            match act {
                Act::Reply(i, text) => {
                    players[who].reply(notices[i].as_ref().expect("read"), text);
                    ended[i] = Some(now);
                }
                Act::Fresh(text) => {
                    players[who].write(&bot.address, "settings", text);
                    if text == "remind off" {
                        reminders_off = Some(now);
                    }
                }
                Act::Accept(i) => {
                    players[who].reply(&games[i].1, "accept");
                }
            }
        }
        std::thread::sleep(Duration::from_millis(30));
    }
    let notices: Vec<Mail> = notices.into_iter().map(|m| m.expect("read")).collect();
    // Black's turns, in the games where White moved: the mail telling Black.
    let mut turns = Vec::new();
    for (i, &(_, k, white, black)) in layout.iter().enumerate() {
        let game = games[i].0;
        let mut deadline = stated(&notices[i], "You have until ");
        if white == y {
            let back = players[y].wait_for("welcome back", |m| m.subject.contains("Welcome back"));
            let line = back.text.lines().find(|l| l.contains(&format!("#{game} "))).unwrap_or_else(|| panic!("#{game} in\n{back}"));
            let fake = Mail { text: line.to_string(), ..back.clone() };
            deadline = stated(&fake, "you have until ");
        }
        turns.push(Turn { game, player: white, seat: "white", ply: 0, began: began[i], deadline, ended: ended[i] });
        if (2..=4).contains(&k) {
            let m = your_move(&mut players[black], game);
            let d = stated(&m, "You have until ");
            turns.push(Turn { game, player: black, seat: "black", ply: 1, began: d - TimeDelta::seconds(DAY), deadline: d, ended: None });
        }
    }
    // Until the last time-out has come, and a little more.
    let last = turns.iter().filter(|t| t.ended.is_none()).map(|t| t.deadline).max().expect("turns");
    // Then read until three polls a second apart bring nothing new (a
    // busy machine may still be sending the last time-outs).
    sleep_until(last + TimeDelta::seconds(6));
    let give_up = Instant::now() + WAIT;
    let mut quiet = 0;
    while quiet < 3 && Instant::now() < give_up {
        let before: usize = players.iter().map(|p| p.inbox.len()).sum();
        for p in players.iter_mut() {
            p.poll();
        }
        let after: usize = players.iter().map(|p| p.inbox.len()).sum();
        quiet = if after == before { quiet + 1 } else { 0 };
        std::thread::sleep(Duration::from_secs(1));
    }

    let sent_at = |game: i64, seat: &str, ply: i64, kind: &str| -> Option<DateTime<Utc>> {
        query_strings(
            &db,
            "SELECT sent_at FROM reminders WHERE game_id = ?1 AND seat = ?2 AND ply = ?3 AND kind = ?4",
            &[&game, &seat, &ply, &kind],
        )
        .first()
        .map(|s| DateTime::parse_from_rfc3339(s).expect("a stored time").with_timezone(&Utc))
    };
    let mut problems = Vec::new();
    let mut late = Vec::new();
    let mut checked = 0;
    for t in &turns {
        let dues = [
            ("Reminder:", "first", t.began + TimeDelta::seconds(6)),
            ("Last call:", "last-call", t.deadline - TimeDelta::seconds(6)),
            ("Game over:", "timeout", t.deadline),
        ];
        for (subject, kind, due) in dues {
            // The turn ended (or reminders were turned off) well before it:
            // none; well after it: one; too close to tell: not judged.
            let off = if t.player == x { reminders_off } else { None };
            let cut = if kind == "timeout" { t.ended } else { [t.ended, off].into_iter().flatten().min() };
            let expected = match cut {
                Some(c) if due > c + TimeDelta::seconds(3) => false,
                Some(c) if due >= c - TimeDelta::milliseconds(1500) => continue,
                _ => true,
            };
            // A time-out is the mover's own "You did not move ... and lose on time".
            let got: Vec<&Mail> = players[t.player]
                .inbox
                .iter()
                .filter(|m| {
                    m.game_tag() == Some(t.game)
                        && m.subject.contains(subject)
                        && (kind != "timeout" || m.text.contains("You did not move"))
                })
                .collect();
            let what = format!("game #{} {} {kind} due {due}", t.game, t.seat);
            checked += 1;
            if !expected {
                if !got.is_empty() {
                    problems.push(format!("{what}: should not come, came at {}", date(got[0])));
                }
                continue;
            }
            match got.as_slice() {
                [m] => {
                    let at = date(m);
                    // `Date:` has whole seconds.
                    if at < due - TimeDelta::seconds(1) || at > due + TimeDelta::seconds(6) {
                        problems.push(format!("{what}: came at {at}"));
                    }
                }
                _ => problems.push(format!("{what}: came {} times", got.len())),
            }
            match sent_at(t.game, t.seat, t.ply, kind) {
                Some(s) if s < due => problems.push(format!("{what}: sent early, at {s}")),
                Some(s) => late.push(((s - due).num_milliseconds(), what)),
                None => problems.push(format!("{what}: not recorded")),
            }
        }
    }
    late.sort();
    eprintln!("lateness (ms): {:?}", late.iter().rev().take(8).collect::<Vec<_>>());
    assert!(checked > 60, "only {checked} due times checked");
    assert!(problems.is_empty(), "{} of {checked} due times wrong:\n{}\n{}", problems.len(), problems.join("\n"), daemon.log_text());
}

// ----- outages -----

/// A TCP forwarder from a port of its own to one of the stack's, which the
/// test switches off (the port refuses connections, and those open are cut)
/// and on again: a mail server that goes away and comes back, while the
/// shared stack runs on for the other tests.
struct Forwarder {
    port: u16,
    up: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
    stop: Arc<AtomicBool>,
}

impl Forwarder {
    fn to(target: u16) -> Forwarder {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let (up, open, stop) =
            (Arc::new(AtomicBool::new(true)), Arc::new(Mutex::new(Vec::<TcpStream>::new())), Arc::new(AtomicBool::new(false)));
        let (up2, open2, stop2) = (up.clone(), open.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut listener = Some(listener);
            while !stop2.load(Ordering::SeqCst) {
                if !up2.load(Ordering::SeqCst) {
                    listener = None; // closed: connections are refused
                    std::thread::sleep(Duration::from_millis(20));
                    continue;
                }
                let l = match &listener {
                    Some(l) => l,
                    None => match TcpListener::bind(("127.0.0.1", port)) {
                        Ok(l) => {
                            l.set_nonblocking(true).expect("nonblocking");
                            listener.insert(l)
                        }
                        Err(_) => {
                            std::thread::sleep(Duration::from_millis(20));
                            continue;
                        }
                    },
                };
                l.set_nonblocking(true).expect("nonblocking");
                match l.accept() {
                    Ok((client, _)) => {
                        let _ = client.set_nonblocking(false);
                        let Ok(server) = TcpStream::connect(("127.0.0.1", target)) else { continue };
                        let mut open = open2.lock().unwrap_or_else(|e| e.into_inner());
                        open.push(client.try_clone().expect("clone"));
                        open.push(server.try_clone().expect("clone"));
                        pipe(client.try_clone().expect("clone"), server.try_clone().expect("clone"));
                        pipe(server, client);
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        });
        Forwarder { port, up, open, stop }
    }

    /// The server goes away: new connections are refused, open ones cut.
    fn off(&self) {
        self.up.store(false, Ordering::SeqCst);
        for s in self.open.lock().unwrap_or_else(|e| e.into_inner()).drain(..) {
            let _ = s.shutdown(Shutdown::Both);
        }
        // Until the listener is closed.
        let until = Instant::now() + Duration::from_secs(5);
        while TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
            assert!(Instant::now() < until, "the forwarder does not close");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn on(&self) {
        self.up.store(true, Ordering::SeqCst);
    }
}

impl Drop for Forwarder {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        for s in self.open.lock().unwrap_or_else(|e| e.into_inner()).drain(..) {
            let _ = s.shutdown(Shutdown::Both);
        }
    }
}

/// Copies `from` to `to` until either side closes.
fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        loop {
            match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if to.write_all(&buf[..n]).is_err() {
                        break;
                    }
                }
            }
        }
        let _ = to.shutdown(Shutdown::Write);
    });
}

/// Alice (White) and Bob start a game of `days 1` under `bot`; returns the
/// game and Alice's start mail.
fn start(bot: &str, alice: &mut Player, bob: &mut Player) -> (i64, Mail) {
    let (game, invitation) = challenge(bot, alice, bob, "days 1");
    bob.reply(&invitation, "accept");
    let start = your_move(alice, game);
    bob.wait_for("the start", |m| m.game_tag() == Some(game) && m.subject.contains("to move"));
    (game, start)
}

/// SMTP is down when Alice's move is handled, so the mail telling Bob waits
/// in the outbox: Bob's time starts when it is sent, not when the move was
/// handled, and the mail says the deadline from then.
#[test]
fn the_opponents_time_starts_when_the_mail_telling_them_is_sent() {
    if !stack("fair_time") {
        return;
    }
    const DAY: i64 = 6;
    let smtp = Forwarder::to(SMTP_PORT);
    let (dir, bot, config) = bot_with("fair-smtp", smtp.port, IMAP_PORT, "day_length_secs = 6\n[reminders]\nenabled = false\n");
    let daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let (mut alice, mut bob) = (Player::new("alice"), Player::new("bob"));
    let (game, board) = start(&bot.address, &mut alice, &mut bob);
    smtp.off();
    let e4 = alice.reply(&board, "e4");
    assert_eq!(wait_recorded(&dir.join("tandem.sqlite3"), &e4.message_id), "applied");
    // Longer than Bob's clock day: before, Bob lost on time without having been told.
    let down = Instant::now();
    std::thread::sleep(Duration::from_secs(DAY as u64 + 3));
    let back = Utc::now();
    smtp.on();
    let told = your_move(&mut bob, game);
    let deadline = stated(&told, "You have until ");
    assert!(down.elapsed() >= Duration::from_secs(DAY as u64), "the outage was long enough");
    assert!(
        // From the sending pass, which may have begun just before SMTP came back.
        deadline >= back + TimeDelta::seconds(DAY - 1) && deadline <= back + TimeDelta::seconds(DAY + 4),
        "Bob's deadline {deadline} counts from when his mail was sent (SMTP back at {back}):\n{told}\n{}",
        daemon.log_text()
    );
    assert!(date(&told) >= back - TimeDelta::seconds(1), "a fresh Date: {}", date(&told));
    assert!(
        !bob.inbox.iter().any(|m| m.subject.contains("Game over")),
        "Bob lost on time without having been told:\n{}",
        daemon.log_text()
    );
    // Bob's time runs out at that deadline, not before.
    let over = bob.wait_for("the time-out", |m| m.game_tag() == Some(game) && m.subject.contains("Game over"));
    assert!(over.text.contains("on time"), "{over}");
    assert!(
        date(&over) >= deadline - TimeDelta::seconds(1) && date(&over) <= deadline + TimeDelta::seconds(5),
        "game over at {}, deadline {deadline}",
        date(&over)
    );
}

/// IMAP is down across Alice's deadline while her move, sent in time,
/// waits in the mailbox: nobody loses on time, `tandem status` says why,
/// and the move is applied when the mailbox can be read again.
#[test]
fn a_move_in_time_waiting_in_a_mailbox_the_bot_cannot_read_is_not_lost() {
    if !stack("fair_time") {
        return;
    }
    let imap = Forwarder::to(IMAP_PORT);
    let (dir, bot, config) = bot_with("fair-imap", SMTP_PORT, imap.port, "day_length_secs = 6\n[reminders]\nenabled = false\n");
    let daemon = Daemon::start(&config, &dir.join("daemon.log"));
    let (mut alice, mut bob) = (Player::new("alice"), Player::new("bob"));
    let (game, board) = start(&bot.address, &mut alice, &mut bob);
    let deadline = stated(&board, "You have until ");
    sleep_until(deadline - TimeDelta::seconds(4));
    imap.off();
    // Seconds before the deadline, so Postfix has delivered it by then.
    sleep_until(deadline - TimeDelta::seconds(3));
    alice.reply(&board, "e4");
    sleep_until(deadline + TimeDelta::seconds(4));
    let (_, status) = tandem_cli(&config, &["status"]);
    alice.poll();
    bob.poll();
    assert!(
        !alice.inbox.iter().chain(&bob.inbox).any(|m| m.subject.contains("Game over")),
        "lost on time while the mailbox could not be read:\n{}",
        daemon.log_text()
    );
    let line = status.lines().find(|l| l.starts_with("mailbox:")).unwrap_or_else(|| panic!("no mailbox line:\n{status}"));
    assert!(line.contains("cannot be read since") && line.contains("1 passed meanwhile"), "{status}");
    let log = daemon.log_text();
    assert_eq!(log.matches("cannot read the incoming mail").count(), 1, "said once:\n{log}");
    imap.on();
    let told = your_move(&mut bob, game);
    assert!(told.text.contains("played 1. e4"), "{told}");
    std::thread::sleep(Duration::from_secs(2));
    alice.poll();
    assert!(!alice.inbox.iter().chain(&bob.inbox).any(|m| m.subject.contains("Game over")), "{}", daemon.log_text());
    let (_, status) = tandem_cli(&config, &["status"]);
    assert!(status.contains("mailbox:    read through"), "{status}");
}

/// The bot is stopped across two deadlines. In game 1 Alice's move came in
/// time, in game 2 Carol's came after her deadline: when the bot runs again
/// the first is applied, the second refused as late and its game lost on
/// time at the deadline, each player told.
#[test]
fn catching_up_after_downtime_applies_moves_in_time_and_refuses_late_ones() {
    if !stack("fair_time") {
        return;
    }
    // A clock day of 15 s: both games start, and the daemon stops, well
    // within game 1's first turn even on a busy machine.
    let (dir, bot, config) = bot_with("fair-down", SMTP_PORT, IMAP_PORT, "day_length_secs = 15\n[reminders]\nenabled = false\n");
    let mut daemon = Daemon::start(&config, &dir.join("daemon-1.log"));
    let (mut alice, mut bob, mut carol, mut dave) = (Player::new("alice"), Player::new("bob"), Player::new("carol"), Player::new("dave"));
    let (g1, board1) = start(&bot.address, &mut alice, &mut bob);
    let (g2, board2) = start(&bot.address, &mut carol, &mut dave);
    let (d1, d2) = (stated(&board1, "You have until "), stated(&board2, "You have until "));
    daemon.kill();
    sleep_until(d1 - TimeDelta::milliseconds(2500));
    alice.reply(&board1, "e4");
    sleep_until(d2 + TimeDelta::milliseconds(2500));
    let late = carol.reply(&board2, "d4");
    std::thread::sleep(Duration::from_secs(2));
    let _daemon = Daemon::start(&config, &dir.join("daemon-2.log"));
    let told = your_move(&mut bob, g1);
    assert!(told.text.contains("played 1. e4"), "{told}");
    let refused = carol.wait_answer(&late);
    assert!(refused.text.contains("after your deadline") && refused.text.contains("on time"), "{refused}");
    let over = carol.wait_for("the time-out", |m| m.game_tag() == Some(g2) && m.subject.contains("Game over"));
    // At the deadline the start mail stated (it left as written: its
    // turn's clock started at the moment it was counted from).
    let at = stated(&over, "by the deadline (");
    assert_eq!(at, d2, "lost at the deadline stated: {over}");
    dave.wait_for("the time-out", |m| m.game_tag() == Some(g2) && m.subject.contains("Game over") && m.text.contains("on time"));
    std::thread::sleep(Duration::from_secs(2));
    alice.poll();
    bob.poll();
    assert!(!alice.inbox.iter().chain(&bob.inbox).any(|m| m.subject.contains("Game over")), "game 1 went on");
    assert_eq!(turns(&dir.join("tandem.sqlite3"), g2), Vec::<String>::new(), "the late move was not played");
}
