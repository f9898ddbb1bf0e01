//! A result counts once: `tandem serve` killed with SIGKILL just after it
//! ended a rated game and before the batch that holds the result was
//! committed, again and again, then let finish. Every game is rated once,
//! and the ratings are exactly those a rebuild from the games gives.
//! Over the Maildir default (no mail stack needed).

use crate::common;

use std::time::{Duration, Instant};

use chrono::Utc;
use common::*;
use tandem::rules::{Game, Position, Seat, Variant};
use tandem::store::{GameId, GameOptions, PlayerId, Store, StoreError};

const PLAYERS: usize = 6;
const GAMES: usize = 150;

/// Every rating and every game's record, as stored.
fn snapshot(store: &mut Store) -> Vec<String> {
    store
        .transaction(|tx| {
            let mut out = Vec::new();
            for p in 1..=PLAYERS as i64 {
                out.extend(tx.ratings_of(PlayerId(p))?.iter().map(|r| format!("{r:?}")));
            }
            for g in 1..=GAMES as i64 {
                out.extend(tx.game_ratings(GameId(g))?.iter().map(|r| format!("{r:?}")));
            }
            Ok::<_, StoreError>(out)
        })
        .unwrap()
}

#[test]
fn a_kill_between_a_result_and_its_commit_counts_the_result_once() {
    let dir = TestDir::new("ratings-crash");
    let bot = address("bot");
    let config = maildir_config(&dir, &bot);
    let db = dir.join("tandem.sqlite3");
    let log = dir.join("daemon.log");

    // 150 games among six players, each after 1. e4 e5; in each, one
    // player resigns by mail (the daemon takes 100 mails a batch).
    let players: Vec<String> = (0..PLAYERS).map(|i| format!("p{i}@example.org")).collect();
    let mut opening = Game::from_position(Position::start(Variant::Chess).unwrap());
    let start = opening.position().fen();
    let after: Vec<String> = ["e4", "e5"].iter().map(|m| opening.play(m).expect("legal").fen_after.clone()).collect();
    {
        let mut store = Store::open(&db).expect("create the store");
        store
            .transaction(|tx| {
                let now = Utc::now();
                for g in 0..GAMES {
                    let (w, b) = (g % PLAYERS, (g * 5 / PLAYERS + g + 1) % PLAYERS);
                    let b = if b == w { (w + 1) % PLAYERS } else { b };
                    let wp = tx.ensure_player(&players[w], None, now)?;
                    let bp = tx.ensure_player(&players[b], None, now)?;
                    let id = tx.create_game(
                        "chess",
                        &GameOptions::default(),
                        &start,
                        &[(Seat::White, wp.id, true), (Seat::Black, bp.id, true)],
                        now,
                    )?;
                    tx.append_turn(id, Seat::White, "e4", &after[0], None, now)?;
                    tx.append_turn(id, Seat::Black, "e5", &after[1], None, now)?;
                    let loser = if g % 3 == 0 { &players[w] } else { &players[b] };
                    let mail = format!(
                        "From: {loser}\r\nTo: {bot}\r\nSubject: resign\r\nMessage-ID: <r{g}@example.org>\r\n\r\ngame {}\r\nresign\r\n",
                        id.0
                    );
                    std::fs::write(dir.join("inbox/new").join(format!("{g:03}.eml")), mail).expect("write a mail");
                }
                Ok::<_, StoreError>(())
            })
            .expect("set up the games");
    }
    let finished = || query_count(&db, "SELECT count(*) FROM games WHERE status = 'finished'", &[]);

    // Kill the daemon as soon as its log says a game is over: the batch
    // holding that result is not committed yet. The last time, after the
    // 101st result of the run: the first batch is committed, the second not.
    let mut hits = 0;
    for round in 0..4 {
        let seen = std::fs::read_to_string(&log).unwrap_or_default().matches(" over: ").count();
        let wait_for = if round == 3 { 101 } else { 1 };
        let mut d = Daemon::start(&config, &log);
        let began = Instant::now();
        while std::fs::read_to_string(&log).unwrap_or_default().matches(" over: ").count() < seen + wait_for {
            assert!(began.elapsed() < Duration::from_secs(30), "no game ended within 30 s:\n{}", d.log_text());
            std::thread::sleep(Duration::from_millis(2));
        }
        d.kill();
        let committed = finished();
        hits += usize::from(committed < GAMES as i64);
        eprintln!("crash {}: SIGKILL after a result was logged; {committed} of {GAMES} results committed", round + 1);
    }
    assert!(hits > 0, "no kill landed before a commit");

    let mut d = Daemon::start(&config, &log);
    let began = Instant::now();
    while finished() < GAMES as i64 || std::fs::read_dir(dir.join("inbox/new")).map_or(0, |e| e.count()) > 0 {
        d.assert_running();
        assert!(began.elapsed() < Duration::from_secs(60), "the games did not all end");
        std::thread::sleep(Duration::from_millis(100));
    }
    d.kill();

    // Each game rated once: two records each, and each player's count of
    // rated games is the number of games they played.
    assert_eq!(query_count(&db, "SELECT count(*) FROM game_ratings", &[]), 2 * GAMES as i64);
    for p in &players {
        let played = query_count(&db, "SELECT count(*) FROM seats s JOIN players p ON p.id = s.player_id WHERE p.address = ?1", &[p]);
        let rated = query_count(&db, "SELECT r.games FROM ratings r JOIN players p ON p.id = r.player_id WHERE p.address = ?1", &[p]);
        assert_eq!(rated, played, "{p}");
    }
    // And the ratings are what counting each result once gives: the
    // operator's rebuild changes nothing.
    let kept = snapshot(&mut Store::open(&db).expect("open the store"));
    let (ok, out) = tandem_cli(&config, &["ratings", "--rebuild"]);
    assert!(ok && out.contains(&format!("rebuilt every rating: {GAMES} finished games replayed, {GAMES} of them rated")), "{out}");
    assert_eq!(snapshot(&mut Store::open(&db).expect("open the store")), kept);
    // The operator's standings: the players, with their addresses.
    let (ok, out) = tandem_cli(&config, &["ratings", "chess"]);
    assert!(ok && out.starts_with("Chess (chess): 6 established players\n"), "{out}");
    for p in &players {
        assert!(out.contains(p.as_str()), "{p}: {out}");
    }
    let (ok, out) = tandem_cli(&config, &["ratings", "chesss"]);
    assert!(!ok && out.contains("VARIANT"), "{out}");
}
