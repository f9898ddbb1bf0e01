//! The computer in any seat, over a Maildir with `tandem serve
//! --once`: a whole game by mail against it in each of the nine games, the
//! human side playing random legal turns until the game ends (or resigning
//! after a while, an end too). Each run of `serve --once` answers the
//! human's move with the computer's before it exits. The same over the real
//! mail stack is in tests/mail/computer_mail.rs.

use crate::common;

use std::path::Path;

use common::*;
use tandem::rules::{Game, Position, Seat, Variant};

const BOT: &str = "tandem@example.test";
/// Human turns before the human resigns: a random player rarely mates, and
/// the test is about the mail, not the chess.
const MAX_TURNS: usize = 30;

/// A tiny deterministic generator (no dependency for a test).
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn drop_mail(dir: &TestDir, n: usize, from: &str, subject: &str, text: &str) {
    let raw = Draft::new(from, BOT, subject, text).to_raw();
    std::fs::write(dir.join("inbox/new").join(format!("{n:05}.eml")), raw).expect("write a mail");
}

fn serve_once(config: &Path) {
    let (ok, log) = tandem_cli(config, &["serve", "--once"]);
    assert!(ok, "serve --once failed:\n{log}");
    assert!(!log.contains("could not be applied") && !log.contains("search failed"), "{log}");
}

/// Every mail the bot wrote, parsed, in the order written.
fn outbox(dir: &TestDir) -> Vec<Mail> {
    let mut files: Vec<_> = std::fs::read_dir(dir.join("outbox/new")).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    // In the order sent: a Maildir name starts with the time to the
    // microsecond (two files of one batch often share their mtime).
    files.sort();
    files.into_iter().enumerate().map(|(i, p)| Mail::parse(i as u32, std::fs::read(p).expect("read"))).collect()
}

/// `challenge` written by `{name}@example.test`, accepted by the other
/// humans it names (`{name}-2@example.test`...), played to the end by all of
/// them with random legal turns. `told`: the humans whose partner is the
/// computer (told so when the game starts).
fn play_out(name: &str, variant: Variant, challenge: &str, level: u8, told: &[usize]) {
    let dir = TestDir::new(&format!("computer-{name}"));
    let config = maildir_config(&dir, BOT);
    let db = dir.join("tandem.sqlite3");
    let human = format!("{name}@example.test");
    let challenge = challenge.replace("HUMAN2", &format!("{name}-2@example.test"));
    drop_mail(&dir, 0, &human, "new game", &challenge);
    serve_once(&config);
    let game: i64 = query_strings(&db, "SELECT max(id) FROM games", &[]).first().and_then(|s| s.parse().ok()).expect("a game");
    let status = || query_strings(&db, "SELECT status FROM games WHERE id = ?1", &[&game]).remove(0);
    let humans: Vec<(String, Seat)> = query_strings(
        &db,
        "SELECT p.address || ' ' || s.seat FROM seats s JOIN players p ON p.id = s.player_id
         WHERE s.game_id = ?1 AND p.address NOT LIKE '%@tandem.invalid' ORDER BY s.rowid",
        &[&game],
    )
    .into_iter()
    .map(|l| {
        let (a, s) = l.split_once(' ').expect("address and seat");
        (a.to_string(), s.parse().expect("a seat"))
    })
    .collect();
    let mut n = 1;
    for (address, _) in &humans[1..] {
        drop_mail(&dir, n, address, &format!("[#{game}] accept"), "accept");
        n += 1;
    }
    serve_once(&config);
    assert_ne!(status(), "invited", "{name}: the computer accepts at once, the others did");
    // Someone observes the game, as any game (confirming if asked to).
    let observer = format!("{name}-watcher@example.test");
    drop_mail(&dir, n, &observer, "observe", &format!("observe {game}"));
    n += 1;
    serve_once(&config);
    if let Some(ask) = outbox(&dir).into_iter().find(|m| m.to == vec![observer.clone()] && m.text.contains("To confirm")) {
        let raw = Draft::reply(&observer, &ask, "yes").to_raw();
        std::fs::write(dir.join("inbox/new").join(format!("{n:05}.eml")), raw).expect("write a mail");
        n += 1;
        serve_once(&config);
    }
    let mut rng = Lcg(game as u64 * 7919 + variant as u64);
    let mut turns = 0;
    while status() == "active" && turns < MAX_TURNS {
        let fen = query_strings(&db, "SELECT fen FROM games WHERE id = ?1", &[&game]).remove(0);
        let pos = Position::from_fen(variant, &fen).expect("a position");
        let rules = Game::from_position(pos.clone());
        let mut moved = false;
        for (address, seat) in &humans {
            let Some(side) = seat.may_act(&pos.sides_to_move()) else { continue };
            let legal = turns_of(&rules, side);
            let turn = &legal[rng.below(legal.len())];
            drop_mail(&dir, n, address, &format!("[#{game}] my move"), &pos.turn_notation(turn));
            n += 1;
            moved = true;
            // One turn per run: the other board's turn may not stand after it.
            break;
        }
        assert!(moved, "{name}: nobody of the humans may move in {fen}: the computer did not answer");
        turns += 1;
        serve_once(&config);
    }
    if status() == "active" {
        drop_mail(&dir, n, &human, &format!("[#{game}] resign"), "resign");
        serve_once(&config);
    }
    assert_eq!(status(), "finished", "{name}");
    let mails = outbox(&dir);
    // Nothing to the computer: all mail went to the humans (and the observer).
    for m in &mails {
        assert!(
            m.to.len() == 1 && (humans.iter().any(|(a, _)| *a == m.to[0]) || m.to[0] == observer),
            "{name}: mail to {:?}: {}",
            m.to,
            m.subject
        );
    }
    let watched: Vec<&Mail> = mails.iter().filter(|m| m.to[0] == observer && m.subject.contains("Observed")).collect();
    assert!(!watched.is_empty(), "{name}: the observer got no news");
    assert!(watched.iter().all(|m| !m.text.contains("tandem.invalid")), "{name}: the observer saw a reserved address");
    // (Its last news may wait for the hourly hold: the name, not the PGN.)
    assert!(watched.iter().all(|m| m.subject.contains("tandem level")), "{name}: the observer's mail does not name the computer");
    for &i in told {
        let address = &humans[i].0;
        assert!(
            mails.iter().any(|m| m.to[0] == *address && m.text.contains("Your partner is the computer")),
            "{name}: {address} was not told their partner is the computer"
        );
    }
    let name_shown = format!("tandem level {level}");
    let about: Vec<&Mail> = mails.iter().filter(|m| m.to[0] != observer && m.subject.starts_with(&format!("[#{game}]"))).collect();
    assert!(about.len() >= turns, "{name}: {} mails about the game for {turns} turns", about.len());
    for m in &about {
        // Named, and not a second time by the "(vs ...)" of a subject
        // that names it already.
        assert!(m.subject.contains(&name_shown), "{name}: subject {}", m.subject);
        if let Some((before, _)) = m.subject.split_once(" (vs ") {
            assert!(!before.contains(&name_shown), "{name}: the subject names the computer twice: {}", m.subject);
        }
    }
    let last = about.iter().rev().find(|m| m.to[0] == human).expect("the result");
    let pgn = last.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).map(|(_, _, b)| String::from_utf8_lossy(b).into_owned());
    let pgn = pgn.unwrap_or_else(|| panic!("{name}: no PGN with the result: {last}"));
    assert!(pgn.contains(&format!("\"{name_shown}\"]")), "{name}: {pgn}");
    assert!(!pgn.contains("tandem.invalid"), "{name}: {pgn}");
    // Casual: never rated.
    assert_eq!(query_count(&db, "SELECT count(*) FROM ratings", &[]), 0, "{name}");
    assert_eq!(query_count(&db, "SELECT count(*) FROM games WHERE id = ?1 AND json_extract(options, '$.casual')", &[&game]), 1);
}

macro_rules! whole_game {
    ($test:ident, $variant:expr, $challenge:expr, $level:expr, $told:expr) => {
        #[test]
        fn $test() {
            play_out(stringify!($test), $variant, $challenge, $level, $told);
        }
    };
}

whole_game!(chess_as_black_at_level_5, Variant::Chess, "new chess with computer level 5 as black", 5, &[]);
whole_game!(crazyhouse, Variant::Crazyhouse, "new crazyhouse with computer", 3, &[]);
whole_game!(tandem84, Variant::Tandem84, "new tandem84 with computer", 3, &[]);
whole_game!(tandem84_knightrider, Variant::Tandem84Knightrider, "new tandem84-knightrider with computer level 1", 1, &[]);
whole_game!(two_prong, Variant::TwoProng, "new two-prong with computer", 3, &[]);
whole_game!(tandem_pawn, Variant::TandemPawn, "new tandem-pawn with computer", 3, &[]);
// Each human's partner is the computer (A-White's is B-Black, B-White's A-Black).
whole_game!(bughouse, Variant::Bughouse, "new bughouse with computer against computer HUMAN2", 3, &[0, 1]);
whole_game!(tandem_chess, Variant::TandemChess, "new tandem-chess with HUMAN2 against computer computer level 2", 2, &[]);
whole_game!(bughouse_sync, Variant::BughouseSync, "new bughouse-sync with computer", 3, &[]);

/// The operator's settings: `[engine]` off refuses the challenge; the
/// per-player limit refuses the one too many; mail claiming to be the
/// computer is not read.
#[test]
fn refusals_say_why() {
    let dir = TestDir::new("computer-refusals");
    let config = maildir_config(&dir, BOT);
    let text = std::fs::read_to_string(&config).expect("config");
    std::fs::write(&config, format!("{text}[engine]\ngames_per_player = 1\n")).expect("config");
    let db = dir.join("tandem.sqlite3");
    drop_mail(&dir, 0, "ann@example.test", "new", "new chess with computer");
    drop_mail(&dir, 1, "ann@example.test", "new", "new chess with computer");
    drop_mail(&dir, 2, "ann@example.test", "new", "new chess with bob@example.test level 3");
    drop_mail(&dir, 3, "computer-1@tandem.invalid", "[#1]", "resign");
    serve_once(&config);
    let details = query_strings(
        &db,
        "SELECT outcome || ': ' || coalesce(detail, '') FROM inbound WHERE source_key NOT LIKE 'computer/%' ORDER BY id",
        &[],
    );
    assert!(details[0].starts_with("applied"), "{details:?}");
    assert!(details[1].contains("allows 1 at a time"), "{details:?}");
    assert!(details[2].contains("is for a game against the computer"), "{details:?}");
    assert!(details[3].starts_with("ignored"), "{details:?}");
    std::fs::write(&config, format!("{text}[engine]\nenabled = false\n")).expect("config");
    drop_mail(&dir, 4, "cid@example.test", "new", "new chess with computer");
    serve_once(&config);
    let last = query_strings(&db, "SELECT detail FROM inbound ORDER BY id DESC LIMIT 1", &[]).remove(0);
    assert!(last.contains("does not play on this server"), "{last}");
}

/// Exactly once: a decision is applied in the position it was searched in,
/// once; a second copy, or one for a position the game left, changes
/// nothing. Nothing of a search is stored, so a restart (a new `Bot` on the
/// same store) finds the same work waiting.
#[test]
fn a_decision_applies_once_and_only_where_it_was_searched() {
    use std::sync::atomic::AtomicBool;
    use tandem::bot::computer::{decide, Act};
    let dir = TestDir::new("computer-once");
    let config = maildir_config(&dir, BOT);
    let cfg = tandem::config::Config::load(&config).expect("config");
    let mut bot = tandem::daemon::open_bot(&cfg).expect("bot");
    let raw = Draft::new("dee@example.test", BOT, "new", "new chess with computer as black").to_raw();
    bot.handle("test:1", &raw, chrono::Utc::now()).expect("handled");
    let seats = bot.computer_seats().expect("seats");
    assert_eq!(seats.len(), 1);
    let job = bot.computer_job(&seats[0]).expect("job").expect("White (the computer) to move");
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let d = decide(&job, &stop).expect("a decision");
    assert!(matches!(d.act, Act::Move(_)), "{d:?}");
    // A crash before the commit: the next Bot finds the same work.
    drop(bot);
    let mut bot = tandem::daemon::open_bot(&cfg).expect("bot again");
    let again = bot.computer_seats().expect("seats");
    assert_eq!(again, seats);
    let now = chrono::Utc::now();
    assert!(bot.apply_computer(&d, now).expect("applied").is_some());
    assert_eq!(bot.apply_computer(&d, now).expect("second copy"), None, "applied twice");
    let db = dir.join("tandem.sqlite3");
    assert_eq!(turns(&db, 1).len(), 1);
    // Its position changed (the computer moved): nothing more to search until Black moves.
    let moved = bot.computer_seats().expect("seats");
    assert!(bot.computer_job(&moved[0]).expect("job").is_none(), "Black to move");
    // Nothing went to the computer; the human was told of the move.
    assert_eq!(query_count(&db, "SELECT count(*) FROM outbox WHERE to_addr <> 'dee@example.test'", &[]), 0);
    assert!(outbox_count_to(&db, "dee@example.test") >= 2);
}

/// The computer answers before the mail of the player's move has left:
/// that mail is dropped, and one mail tells the player both turns.
#[test]
fn a_move_and_the_computers_answer_come_in_one_mail() {
    use std::sync::atomic::AtomicBool;
    use tandem::bot::computer::decide;
    let dir = TestDir::new("computer-one-mail");
    let config = maildir_config(&dir, BOT);
    let cfg = tandem::config::Config::load(&config).expect("config");
    let mut bot = tandem::daemon::open_bot(&cfg).expect("bot");
    let human = "ede@example.test";
    let raw = Draft::new(human, BOT, "new", "new chess with computer").to_raw();
    bot.handle("test:1", &raw, chrono::Utc::now()).expect("handled");
    let raw = Draft::new(human, BOT, "[#1] my move", "e4").to_raw();
    bot.handle("test:2", &raw, chrono::Utc::now()).expect("handled");
    let db = dir.join("tandem.sqlite3");
    // The mail of the move waits for the computer's answer...
    let held = query_count(&db, "SELECT count(*) FROM outbox WHERE board_ply = 1 AND next_attempt_at > created_at", &[]);
    assert_eq!(held, 1, "the mail of 1. e4 waits for the answer");
    let seats = bot.computer_seats().expect("seats");
    let job = bot.computer_job(&seats[0]).expect("job").expect("the computer to move");
    let d = decide(&job, &std::sync::Arc::new(AtomicBool::new(false))).expect("a decision");
    assert!(bot.apply_computer(&d, chrono::Utc::now()).expect("applied").is_some());
    // ... which replaces it.
    let bodies = query_strings(
        &db,
        "SELECT CAST(b.raw AS TEXT) FROM outbox o JOIN outbox_bodies b ON b.outbox_id = o.id WHERE o.to_addr = ?1 ORDER BY o.id",
        &[&human],
    );
    assert_eq!(bodies.len(), 2, "the start of the game, then one mail for both turns");
    let mail = Mail::parse(1, bodies[1].clone().into_bytes());
    assert!(mail.text.contains("You played 1. e4"), "{}", mail.text);
    assert!(mail.text.contains("tandem level 3 played 1... "), "{}", mail.text);
    assert!(mail.text.contains("Your move"), "{}", mail.text);
    assert_eq!(mail.subject.matches("tandem level 3").count(), 1, "{}", mail.subject);
}

/// The nice value of each of `pid`'s threads, by thread name (Linux's
/// /proc, as `ps -L -o tid,ni,comm` shows it to an operator).
fn thread_nice(pid: u32) -> Vec<(String, i32)> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { return vec![] };
    tasks
        .flatten()
        .filter_map(|t| {
            let comm = std::fs::read_to_string(t.path().join("comm")).ok()?;
            let stat = std::fs::read_to_string(t.path().join("stat")).ok()?;
            // Fields after the name: state is the 3rd, nice the 19th.
            let nice = stat.rsplit_once(')')?.1.split_whitespace().nth(16)?.parse().ok()?;
            Some((comm.trim().to_string(), nice))
        })
        .collect()
}

/// The computer's searches give way to the mail: in a running `tandem
/// serve` its worker thread runs at nice 10, the thread that reads and
/// answers mail at the process's own.
#[test]
fn the_searches_run_below_the_mail() {
    let dir = TestDir::new("computer-nice");
    let config = maildir_config(&dir, BOT);
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["serve", "--config"])
        .arg(&config)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("tandem serve starts");
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let mut threads = thread_nice(server.id());
    while !threads.iter().any(|(name, _)| name == "engine-0") && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(50));
        threads = thread_nice(server.id());
    }
    // The worker lowers itself as it starts: give it that moment.
    std::thread::sleep(std::time::Duration::from_millis(200));
    let threads = thread_nice(server.id());
    let _ = server.kill();
    let _ = server.wait();
    let nice_of = |name: &str| threads.iter().find(|(n, _)| n == name).map(|(_, v)| *v);
    let mail = nice_of("tandem").expect("the main thread");
    assert_eq!(nice_of("engine-0"), Some((mail + 10).min(19)), "{threads:?}");
    let ours = thread_nice(std::process::id()).first().map(|(_, n)| *n);
    assert_eq!(Some(mail), ours, "the mail thread keeps the priority it was started with: {threads:?}");
}
