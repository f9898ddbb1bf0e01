//! End to end over the real mail stack: `tandem serve` killed with SIGKILL
//! at random moments while it works through a backlog, and restarted while
//! the SMTP server is unreachable. Every move is applied exactly once, every
//! mail recorded once and filed, and every reply reaches its player (at
//! least once: a crash between handing a mail to SMTP and marking it sent
//! may send it twice, with the same Message-ID).
//! Needs TANDEM_MAILSTACK=1 and `bash tests/mailstack.sh start`.

use crate::common;

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::{Duration, Instant};

use chrono::Utc;
use common::*;
use tandem::rules::Seat;
use tandem::rules::{Position, Variant};
use tandem::store::{GameId, GameOptions, Store};

/// Six openings, 8 to 12 plies each.
const GAMES: [&str; 6] = [
    "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7",
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6",
    "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O",
    "d4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5",
    "e4 e6 d4 d5 Nc3 Bb4 e5 c5",
    "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6 h4 h6",
];

const KILLS: usize = 8;

fn inbound_count(db: &Path) -> i64 {
    if !db.exists() {
        return 0;
    }
    query_count(db, "SELECT count(*) FROM inbound", &[])
}

fn mailbox_count(user: &str, folder: &str) -> usize {
    let mut s = imap_login(user);
    let n = s.examine(folder).map(|m| m.exists as usize).unwrap_or(0);
    let _ = s.logout();
    n
}

/// Polls `done` every 300 ms until it holds or `timeout` passes.
fn wait_until(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + timeout;
    while !done() {
        assert!(Instant::now() < deadline, "timed out after {timeout:?} waiting for {what}");
        std::thread::sleep(Duration::from_millis(300));
    }
}

#[test]
fn sigkill_at_random_moments_applies_every_move_once_and_loses_no_reply() {
    if !stack("bot_crash") {
        return;
    }
    let dir = TestDir::new("crash");
    let bot = BotConfig::new(&address("bot"));
    let config = write_config(&dir, "tandem.toml", &bot);
    let db = dir.join("tandem.sqlite3");
    let log = dir.join("daemon.log");

    // Six games already under way (created with the store's API), each
    // between its own two players.
    let start_fen = Position::start(Variant::Chess).expect("chess").fen();
    let mut games: Vec<(i64, Player, Player, Vec<&str>)> = Vec::new();
    {
        let mut store = Store::open(&db).expect("create the store");
        for (i, moves) in GAMES.iter().enumerate() {
            let (w, b) = (Player::new(&format!("w{i}")), Player::new(&format!("b{i}")));
            let now = Utc::now();
            let id = store
                .transaction(|tx| {
                    let wp = tx.ensure_player(&w.address, None, now)?;
                    let bp = tx.ensure_player(&b.address, None, now)?;
                    tx.create_game(
                        "chess",
                        &GameOptions::default(),
                        &start_fen,
                        &[(Seat::White, wp.id, true), (Seat::Black, bp.id, true)],
                        now,
                    )
                })
                .expect("create a game");
            games.push((id.0, w, b, moves.split_whitespace().collect()));
        }
    }

    // Every move as a mail, round robin over the games (each game's moves in
    // order), straight into the bot's INBOX: APPEND keeps the order.
    let mut drafts: Vec<(i64, Draft)> = Vec::new(); // (game, mail)
    let longest = games.iter().map(|g| g.3.len()).max().unwrap();
    for ply in 0..longest {
        for (id, w, b, moves) in &games {
            if let Some(mv) = moves.get(ply) {
                let from = if ply % 2 == 0 { &w.address } else { &b.address };
                let body = if ply % 3 == 0 { format!("game {id}\n{mv}\n") } else { format!("{mv}\n") };
                drafts.push((*id, Draft::new(from, &bot.address, &format!("Re: [#{id}] Your move in chess"), &body)));
            }
        }
    }
    let total = drafts.len();
    imap_append(&bot.address, "INBOX", &drafts.iter().map(|(_, d)| d.to_raw()).collect::<Vec<_>>());
    assert_eq!(mailbox_count(&bot.address, "INBOX"), total);

    // Crash it again and again: every other time at a random moment after
    // the start, otherwise shortly after it was seen making progress (so
    // that crashes also land while it handles mail and while it sends,
    // however slow the start is on a busy machine).
    let sent_count =
        |db: &Path| if db.exists() { query_count(db, "SELECT count(*) FROM outbox WHERE sent_at IS NOT NULL", &[]) } else { 0 };
    let began = Instant::now();
    for round in 0..KILLS {
        let before = (inbound_count(&db), sent_count(&db));
        let started = Instant::now();
        let mut d = Daemon::start(&config, &log);
        let how = if round % 2 == 0 {
            let ms = random_between(30, 700);
            std::thread::sleep(Duration::from_millis(ms));
            format!("{ms} ms after the start")
        } else {
            let all_done = || inbound_count(&db) == total as i64 && sent_count(&db) == 2 * total as i64;
            while (inbound_count(&db), sent_count(&db)) == before && !all_done() && started.elapsed() < Duration::from_secs(5) {
                std::thread::sleep(Duration::from_millis(10));
            }
            let ms = random_between(0, 150);
            std::thread::sleep(Duration::from_millis(ms));
            format!("{ms} ms after progress, {} ms after the start", started.elapsed().as_millis())
        };
        d.kill();
        eprintln!(
            "crash {}: SIGKILL {how}; {} of {total} mails recorded, {} replies marked sent",
            round + 1,
            inbound_count(&db),
            sent_count(&db)
        );
    }

    // Then let it finish.
    let mut daemon = Daemon::start(&config, &log);
    wait_until("the backlog to be handled and the outbox sent", Duration::from_secs(90), || {
        daemon.assert_running();
        inbound_count(&db) == total as i64
            && query_count(&db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL", &[]) == 0
            && mailbox_count(&bot.address, "INBOX") == 0
    });
    eprintln!("backlog of {total} moves done {:?} after the first start", began.elapsed());

    // Every move applied exactly once, in order (read with the store's API).
    {
        let mut store = Store::open(&db).expect("open the store");
        for (id, _, _, moves) in &games {
            let turns: Vec<String> =
                store.transaction(|tx| tx.turns(GameId(*id))).expect("turns").into_iter().map(|t| t.notation).collect();
            assert_eq!(turns, *moves, "game #{id}");
        }
    }
    // Every mail recorded once, applied; none twice.
    for (_, d) in &drafts {
        let outcomes = query_strings(&db, "SELECT outcome FROM inbound WHERE message_id = ?1", &[&d.message_id]);
        assert_eq!(outcomes, ["applied"], "mail {} ({:?})", d.message_id, d.body);
    }
    assert_eq!(inbound_count(&db), total as i64, "a mail was recorded twice");
    // Two replies per move (one to each player), each queued once.
    assert_eq!(query_count(&db, "SELECT count(*) FROM outbox", &[]), 2 * total as i64);
    assert_eq!(query_count(&db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL", &[]), 0);

    // The bot's INBOX is empty; every mail is in Processed, once.
    assert_eq!(mailbox_count(&bot.address, "INBOX"), 0);
    let processed = folder_contents(&bot.address, "Processed");
    let mut filed: HashMap<String, usize> = HashMap::new();
    for m in &processed {
        *filed.entry(m.message_id.clone()).or_default() += 1;
    }
    for (_, d) in &drafts {
        assert_eq!(filed.get(&d.message_id), Some(&1), "mail {} in Processed", d.message_id);
    }
    assert_eq!(processed.len(), total);

    // Every reply reached its player (possibly twice, never zero times).
    let mut duplicates = 0;
    for (id, w, b, moves) in &mut games {
        for p in [&mut *w, &mut *b] {
            let expected: HashSet<String> =
                query_strings(&db, "SELECT message_id FROM outbox WHERE to_addr = ?1", &[&p.address]).into_iter().collect();
            assert_eq!(expected.len(), moves.len(), "one reply per ply to {}", p.address);
            let deadline = Instant::now() + WAIT;
            let got: HashSet<String> = loop {
                p.poll();
                let got: HashSet<String> = p.inbox.iter().map(|m| m.message_id.clone()).collect();
                if got.is_superset(&expected) || Instant::now() > deadline {
                    break got;
                }
                std::thread::sleep(Duration::from_millis(300));
            };
            let missing: Vec<&String> = expected.difference(&got).collect();
            assert!(missing.is_empty(), "game #{id}: {} never got {missing:?}", p.address);
            assert!(got.is_subset(&expected), "{} got mail the bot never queued", p.address);
            duplicates += p.inbox.len() - got.len();
            // Each of the player's own moves was answered under that mail.
            for (gid, d) in &drafts {
                if gid == id && d.from == p.address {
                    assert!(
                        p.inbox.iter().any(|m| m.in_reply_to.contains(&d.message_id)),
                        "{} got no answer to {}",
                        p.address,
                        d.message_id
                    );
                }
            }
            for m in &p.inbox {
                check_bot_mail(m, &Expect { bot: &bot.address, to: &p.address, game: Some(*id), answers: None, board: true });
            }
        }
    }
    eprintln!("{duplicates} replies arrived twice (a crash between sending and marking sent)");
    daemon.assert_running();
}

#[test]
fn smtp_outage_and_restarts_delay_mail_but_lose_none() {
    if !stack("bot_crash") {
        return;
    }
    let dir = TestDir::new("outage");
    let mut bot = BotConfig::new(&address("bot"));
    let good = write_config(&dir, "tandem.toml", &bot);
    // A port nobody listens on: the SMTP server is "down".
    let closed = closed_port();
    bot.smtp_port = closed;
    let down = write_config(&dir, "smtp-down.toml", &bot);
    let db = dir.join("tandem.sqlite3");
    let log = dir.join("daemon.log");
    let (mut alice, mut bob) = (Player::new("alice"), Player::new("bob"));

    let mut daemon = Daemon::start(&down, &log);
    let challenge = alice.write(&bot.address, "game?", &format!("new chess with {}", bob.address));
    assert_eq!(wait_recorded(&db, &challenge.message_id), "applied");
    let attempts = || query_count(&db, "SELECT min(attempts) FROM outbox", &[]);
    wait_until("failed delivery attempts", WAIT, || attempts() >= 2);
    let errors = query_strings(&db, "SELECT last_error FROM outbox", &[]);
    assert!(errors.iter().all(|e| e.contains(&closed.to_string())), "{errors:?}");
    // Killed during the outage, restarted, still down.
    daemon.kill();
    let before = attempts();
    let mut daemon = Daemon::start(&down, &log);
    wait_until("more failed attempts after the restart", WAIT, || attempts() > before);
    daemon.kill();
    assert!(alice.unclaimed().is_empty() && bob.unclaimed().is_empty(), "mail went out while SMTP was down");
    let queued: Vec<String> = query_strings(&db, "SELECT message_id FROM outbox ORDER BY id", &[]);
    assert_eq!(queued.len(), 2);

    // The server is back: the same mails go out, late.
    let _daemon = Daemon::start(&good, &log);
    let confirm = alice.wait_answer(&challenge);
    let invite = bob.wait_for("the invitation", |m| m.subject.contains("Invitation"));
    let mut got = vec![invite.message_id.clone(), confirm.message_id.clone()];
    got.sort();
    let mut want = queued.clone();
    want.sort();
    assert_eq!(got, want, "the mails sent are the ones queued during the outage");
    check_bot_mail(
        &confirm,
        &Expect { bot: &bot.address, to: &alice.address, game: Some(1), answers: Some(&challenge.message_id), board: false },
    );
    assert!(query_count(&db, "SELECT min(attempts) FROM outbox", &[]) >= 3);

    // And the game goes on from the delayed mail.
    let accept = bob.reply(&invite, "accept");
    let started = bob.wait_answer(&accept);
    assert!(started.text.contains("The game has started"), "{started}");
    alice.wait_for("the start", |m| m.subject.contains("Your move"));
    alice.assert_no_new_mail("after the outage");
    bob.assert_no_new_mail("after the outage");
}

#[test]
fn replies_queued_before_a_restart_go_out_while_imap_is_down() {
    if !stack("bot_crash") {
        return;
    }
    let dir = TestDir::new("imapdown");
    let mut bot = BotConfig::new(&address("bot"));
    let good = write_config(&dir, "tandem.toml", &bot);
    bot.smtp_port = closed_port();
    let smtp_down = write_config(&dir, "smtp-down.toml", &bot);
    bot.smtp_port = SMTP_PORT;
    bot.imap_port = closed_port();
    let imap_down = write_config(&dir, "imap-down.toml", &bot);
    let db = dir.join("tandem.sqlite3");
    let log = dir.join("daemon.log");
    let (mut alice, mut bob) = (Player::new("alice"), Player::new("bob"));

    // A challenge is handled while SMTP is down: its mails wait in the outbox.
    let mut daemon = Daemon::start(&smtp_down, &log);
    let challenge = alice.write(&bot.address, "game?", &format!("new chess with {}", bob.address));
    assert_eq!(wait_recorded(&db, &challenge.message_id), "applied");
    wait_until("a failed delivery attempt", WAIT, || query_count(&db, "SELECT min(attempts) FROM outbox", &[]) >= 1);
    daemon.kill();

    // Restarted while the IMAP server is down (SMTP is back): there is no
    // mail to read, but what was queued must still go out.
    let mut daemon = Daemon::start(&imap_down, &log);
    alice.wait_answer(&challenge);
    let invite = bob.wait_for("the invitation", |m| m.subject.contains("Invitation"));
    daemon.assert_running();
    daemon.kill();

    // IMAP back: the game goes on.
    let _daemon = Daemon::start(&good, &log);
    let accept = bob.reply(&invite, "accept");
    bob.wait_answer(&accept);
    alice.wait_for("the start", |m| m.subject.contains("Your move"));
}

/// The daemon handles a fetch of many mails in one transaction and marks
/// them handled only after it committed, and sends the outbox in batches
/// (one sync of the disk for many mails): killed again and again while it
/// works through a backlog over the Maildir default, it still applies every
/// move once, files every mail once, and delivers every reply.
#[test]
fn sigkill_during_batches_over_maildir_applies_every_move_once() {
    let dir = TestDir::new("crash-batch");
    let bot = address("bot");
    let config = maildir_config(&dir, &bot);
    let db = dir.join("tandem.sqlite3");
    let log = dir.join("daemon.log");

    // Forty games, each playing one of the openings of GAMES.
    let start_fen = Position::start(Variant::Chess).expect("chess").fen();
    let mut games: Vec<(i64, String, String, Vec<&str>)> = Vec::new();
    {
        let mut store = Store::open(&db).expect("create the store");
        for i in 0..40 {
            let (w, b) = (format!("w{i}@example.org"), format!("b{i}@example.org"));
            let now = Utc::now();
            let id = store
                .transaction(|tx| {
                    let wp = tx.ensure_player(&w, None, now)?;
                    let bp = tx.ensure_player(&b, None, now)?;
                    tx.create_game(
                        "chess",
                        &GameOptions::default(),
                        &start_fen,
                        &[(Seat::White, wp.id, true), (Seat::Black, bp.id, true)],
                        now,
                    )
                })
                .expect("create a game");
            games.push((id.0, w, b, GAMES[i % GAMES.len()].split_whitespace().collect()));
        }
    }
    // Ply by ply over all games, named so that the inbox sorts in that order.
    let mut drafts: Vec<Draft> = Vec::new();
    for ply in 0..12 {
        for (id, w, b, moves) in &games {
            if let Some(mv) = moves.get(ply) {
                let from = if ply % 2 == 0 { w } else { b };
                let draft = Draft::new(from, &bot, &format!("Re: [#{id}] Your move in chess"), &format!("game {id}\n{mv}\n"));
                std::fs::write(dir.join("inbox/new").join(format!("{ply:02}-{id:04}.eml")), draft.to_raw()).expect("write a mail");
                drafts.push(draft);
            }
        }
    }
    let total = drafts.len();

    for round in 0..KILLS {
        let mut d = Daemon::start(&config, &log);
        let ms = random_between(50, 600);
        std::thread::sleep(Duration::from_millis(ms));
        d.kill();
        eprintln!("crash {}: SIGKILL after {ms} ms; {} of {total} mails recorded", round + 1, inbound_count(&db));
    }
    let mut daemon = Daemon::start(&config, &log);
    let unsent = |db: &Path| query_count(db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL", &[]);
    wait_until("the backlog to be handled and the outbox sent", Duration::from_secs(120), || {
        daemon.assert_running();
        inbound_count(&db) == total as i64 && unsent(&db) == 0 && std::fs::read_dir(dir.join("inbox/new")).map_or(0, |d| d.count()) == 0
    });
    daemon.kill();

    let mut store = Store::open(&db).expect("open the store");
    for (id, _, _, moves) in &games {
        let turns: Vec<String> = store.transaction(|tx| tx.turns(GameId(*id))).expect("turns").into_iter().map(|t| t.notation).collect();
        assert_eq!(turns, *moves, "game #{id}");
    }
    for d in &drafts {
        let outcomes = query_strings(&db, "SELECT outcome FROM inbound WHERE message_id = ?1", &[&d.message_id]);
        assert_eq!(outcomes, ["applied"], "mail {} ({:?})", d.message_id, d.body);
    }
    // Every mail filed in cur/ once, none left behind.
    let filed = std::fs::read_dir(dir.join("inbox/cur")).expect("cur").count();
    assert_eq!(filed, total, "mails in inbox/cur");
    // Two replies per move, each delivered (a crash between delivery and
    // marking may deliver one twice, with the same Message-ID).
    let queued: HashSet<String> = query_strings(&db, "SELECT message_id FROM outbox", &[]).into_iter().collect();
    assert_eq!(queued.len(), 2 * total);
    let mut delivered: HashMap<String, usize> = HashMap::new();
    for entry in std::fs::read_dir(dir.join("outbox/new")).expect("outbox") {
        let raw = std::fs::read(entry.expect("entry").path()).expect("read a reply");
        *delivered.entry(Mail::parse(0, raw).message_id).or_default() += 1;
    }
    let missing: Vec<&String> = queued.iter().filter(|m| !delivered.contains_key(*m)).collect();
    assert!(missing.is_empty(), "replies never delivered: {missing:?}");
    assert!(delivered.keys().all(|m| queued.contains(m)), "a reply the bot never queued");
    let twice = delivered.values().filter(|&&n| n > 1).count();
    eprintln!("{total} moves over {KILLS} crashes; {twice} replies delivered twice");
}
