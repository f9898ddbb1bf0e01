//! Store tests, on real database files in a temporary directory.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use chrono::{DateTime, Duration, Utc};

use super::database::MIGRATIONS;
use super::*;
use crate::rules::Seat;
use rusqlite::Connection;
use rusqlite_migration::Migrations;

/// A fresh directory under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let nanos = Utc::now().timestamp_subsec_nanos();
        let dir = std::env::temp_dir().join(format!("tandem-store-{}-{}-{nanos}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
    fn db(&self) -> PathBuf {
        self.0.join("tandem.sqlite")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn t(secs: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_700_000_000 + secs, 0).unwrap()
}

const FEN0: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const FEN1: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

/// Alice (white, challenger) against Bob (black, invited).
fn new_game(store: &mut Store) -> (GameId, PlayerId, PlayerId) {
    store
        .transaction(|tx| {
            let alice = tx.ensure_player("Alice@Example.org", Some("Alice"), t(0))?;
            let bob = tx.ensure_player("bob@example.org", None, t(0))?;
            let game = tx.create_game(
                "chess",
                &GameOptions { days: Some(3), ..Default::default() },
                FEN0,
                &[(Seat::White, alice.id, true), (Seat::Black, bob.id, false)],
                t(0),
            )?;
            Ok::<_, StoreError>((game, alice.id, bob.id))
        })
        .unwrap()
}

fn inbound<'a>(source_key: &'a str, message_id: Option<&'a str>, outcome: MailOutcome) -> NewInbound<'a> {
    NewInbound {
        source_key,
        message_id,
        from_addr: "bob@example.org",
        subject: Some("Re: [#1] Your move"),
        received_at: t(10),
        processed_at: t(11),
        outcome,
        game_id: None,
        detail: None,
    }
}

fn count(store: &mut Store, table: &str) -> i64 {
    store.transaction(|tx| Ok::<i64, StoreError>(tx.tx.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))?)).unwrap()
}

#[test]
fn fresh_file_gets_schema_wal_and_foreign_keys() {
    let dir = TempDir::new();
    let store = Store::open(dir.db()).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    let mode: String = store.conn.pragma_query_value(None, "journal_mode", |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = store.conn.pragma_query_value(None, "foreign_keys", |r| r.get(0)).unwrap();
    assert_eq!(fk, 1);
    let tables: Vec<String> = store
        .conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for t in ["games", "inbound", "outbox", "outbox_bodies", "players", "seats", "turns"] {
        assert!(tables.iter().any(|n| n == t), "missing table {t} in {tables:?}");
    }
}

#[test]
fn reopening_keeps_everything() {
    let dir = TempDir::new();
    let (game, alice, bob) = {
        let mut store = Store::open(dir.db()).unwrap();
        let ids = new_game(&mut store);
        store
            .transaction(|tx| {
                tx.accept_seat(ids.0, Seat::Black, t(5))?;
                let inb = tx.record_inbound(&NewInbound {
                    game_id: Some(ids.0),
                    ..inbound("INBOX/7/1", Some("<m1@alice>"), MailOutcome::Applied)
                })?;
                tx.append_turn(ids.0, Seat::White, "e4", FEN1, Some(inb), t(12))?;
                tx.enqueue_mail(&NewMail {
                    game_id: Some(ids.0),
                    player_id: Some(ids.2),
                    to_addr: "bob@example.org",
                    message_id: "<g1.1@bot.example>",
                    raw: b"Subject: [#1] Your move\r\n\r\nboard\r\n",
                    kind: MailKind::Game,
                    now: t(12),
                    notice: None,
                    deadlines: &[],
                    board: None,
                })?;
                Ok::<_, StoreError>(())
            })
            .unwrap();
        ids
    }; // store dropped: connection closed

    let mut store = Store::open(dir.db()).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    store
        .transaction(|tx| {
            let g = tx.game(game)?.expect("game survives");
            assert_eq!(g.status, GameStatus::Active);
            assert_eq!(g.fen, FEN1);
            assert_eq!(g.start_fen, FEN0);
            assert_eq!(g.options, GameOptions { days: Some(3), ..Default::default() });
            assert_eq!(g.last_move_at, Some(t(12)));
            let turns = tx.turns(game)?;
            assert_eq!(turns.len(), 1);
            assert_eq!((turns[0].ply, turns[0].notation.as_str()), (1, "e4"));
            assert!(tx.inbound_seen("INBOX/7/1", None)?);
            assert!(tx.inbound_seen("other", Some("m1@alice"))?);
            assert_eq!(tx.game_for_message_ids(&["<g1.1@bot.example>"])?, Some(game));
            assert_eq!(tx.last_sent_to(game, bob)?.as_deref(), Some("g1.1@bot.example"));
            assert_eq!(tx.due_outbox(t(12), 10)?.len(), 1);
            let a = tx.player(alice)?.unwrap();
            assert_eq!((a.address.as_str(), a.display_name.as_deref()), ("alice@example.org", Some("Alice")));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn same_source_key_or_message_id_is_refused() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    store.transaction(|tx| tx.record_inbound(&inbound("INBOX/7/1", Some("<m1@x>"), MailOutcome::Applied))).unwrap();

    // Same copy again.
    let err = store.transaction(|tx| tx.record_inbound(&inbound("INBOX/7/1", Some("<m2@x>"), MailOutcome::Applied))).unwrap_err();
    assert!(matches!(err, StoreError::AlreadySeen { .. }), "{err}");
    // Same mail, another copy (brackets or not).
    let err = store.transaction(|tx| tx.record_inbound(&inbound("Archive/3/9", Some("m1@x"), MailOutcome::Rejected))).unwrap_err();
    assert!(matches!(err, StoreError::AlreadySeen { .. }), "{err}");
    assert!(err.to_string().contains("m1@x"), "{err}");

    store
        .transaction(|tx| {
            assert!(tx.inbound_seen("INBOX/7/1", None)?);
            assert!(tx.inbound_seen("new", Some(" <m1@x> "))?);
            assert!(!tx.inbound_seen("new", Some("m3@x"))?);
            assert!(!tx.inbound_seen("new", None)?);
            // The second copy can be recorded as a duplicate, so the poller
            // skips its source key from now on; but only once.
            tx.record_inbound(&inbound("Archive/3/9", Some("m1@x"), MailOutcome::Duplicate))?;
            assert!(tx.inbound_seen("Archive/3/9", None)?);
            assert!(matches!(
                tx.record_inbound(&inbound("Archive/3/9", Some("m1@x"), MailOutcome::Duplicate)),
                Err(StoreError::AlreadySeen { .. })
            ));
            // Mail without a Message-ID is told apart by its source only.
            tx.record_inbound(&inbound("INBOX/7/2", None, MailOutcome::IgnoredAuto))?;
            tx.record_inbound(&inbound("INBOX/7/3", None, MailOutcome::IgnoredAuto))?;
            Ok::<_, StoreError>(())
        })
        .unwrap();

    // The schema enforces it too, whatever the code above does.
    let err = store
        .conn
        .execute(
            "INSERT INTO inbound (source_key, message_id, from_addr, received_at, processed_at, outcome)
             VALUES ('x', 'm1@x', 'a@b', '', '', 'applied')",
            [],
        )
        .unwrap_err();
    assert!(err.to_string().contains("UNIQUE"), "{err}");
}

#[test]
fn failed_transaction_leaves_nothing_behind() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let (game, _, bob) = new_game(&mut store);
    store.transaction(|tx| tx.accept_seat(game, Seat::Black, t(1))).unwrap();

    // The caller aborts after doing everything (e.g. rendering failed).
    let r: Result<(), StoreError> = store.transaction(|tx| {
        let inb = tx.record_inbound(&inbound("INBOX/7/1", Some("m1@x"), MailOutcome::Applied))?;
        tx.append_turn(game, Seat::White, "e4", FEN1, Some(inb), t(12))?;
        tx.set_draw_offer(game, Some(Seat::White), t(12))?;
        tx.enqueue_mail(&NewMail {
            game_id: Some(game),
            player_id: Some(bob),
            to_addr: "bob@example.org",
            message_id: "g1.1@bot",
            raw: b"x",
            kind: MailKind::Game,
            now: t(12),
            notice: None,
            deadlines: &[],
            board: None,
        })?;
        Err(StoreError::InvalidInput("boom".into()))
    });
    assert!(r.is_err());
    // A store error half-way (unknown seat) aborts the same way.
    let r = store.transaction(|tx| {
        tx.record_inbound(&inbound("INBOX/7/2", Some("m2@x"), MailOutcome::Applied))?;
        tx.append_turn(game, Seat::White, "e4", FEN1, None, t(12))?;
        tx.append_turn(game, Seat::South, "e5", FEN1, None, t(12))
    });
    assert!(matches!(r, Err(StoreError::NoSuchSeat { .. })), "{r:?}");

    for table in ["inbound", "turns", "outbox", "outbox_bodies"] {
        assert_eq!(count(&mut store, table), 0, "{table} not empty");
    }
    store
        .transaction(|tx| {
            let g = tx.game(game)?.unwrap();
            assert_eq!((g.fen.as_str(), g.last_move_at, g.draw_offer_seat), (FEN0, None, None));
            assert!(!tx.inbound_seen("INBOX/7/1", Some("m1@x"))?);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn panic_in_transaction_rolls_back() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = store.transaction(|tx| {
            tx.record_inbound(&inbound("INBOX/7/1", Some("m1@x"), MailOutcome::Applied))?;
            if tx.inbound_seen("INBOX/7/1", None)? {
                panic!("renderer bug");
            }
            Ok::<_, StoreError>(())
        });
    }));
    assert!(r.is_err());
    assert_eq!(count(&mut store, "inbound"), 0);
}

#[test]
fn migrations_are_valid() {
    Migrations::from_slice(MIGRATIONS).validate().unwrap();
}

/// A store written before migration 005 (bodies in `outbox.raw`, threading
/// in `sent`) keeps its queue, its threads and its duplicate guard.
#[test]
fn a_store_from_before_the_bodies_table_keeps_its_mail_and_threads() {
    let dir = TempDir::new();
    let mut conn = rusqlite::Connection::open(dir.db()).unwrap();
    conn.pragma_update(None, "foreign_keys", "ON").unwrap();
    Migrations::from_slice(MIGRATIONS).to_version(&mut conn, 4).unwrap();
    conn.execute_batch(
        "INSERT INTO players (id, address, created_at) VALUES (1, 'alice@example.org', 'T'), (2, 'bob@example.org', 'T');
         INSERT INTO games (id, variant, options, start_fen, fen, status, created_at, updated_at)
             VALUES (1, 'chess', '{}', 'FEN', 'FEN', 'active', 'T', 'T');
         INSERT INTO outbox (id, game_id, to_addr, message_id, raw, created_at, attempts, next_attempt_at, sent_at)
             VALUES (1, 1, 'alice@example.org', 'old@bot', x'', '2020-01-01T00:00:00.000Z', 1, NULL, '2020-01-01T00:00:00.000Z'),
                    (2, 1, 'alice@example.org', 'sent@bot', CAST('sent body' AS BLOB), '2020-01-02T00:00:00.000Z', 1, NULL, '2020-01-02T00:00:00.000Z'),
                    (3, 1, 'bob@example.org', 'queued@bot', CAST('queued body' AS BLOB), '2020-01-03T00:00:00.000Z', 0, '2020-01-03T00:00:00.000Z', NULL),
                    (4, NULL, 'carol@example.org', 'help@bot', CAST('help' AS BLOB), '2020-01-03T00:00:00.000Z', 0, '2020-01-03T00:00:00.000Z', NULL);
         INSERT INTO sent (message_id, game_id, player_id, created_at)
             VALUES ('old@bot', 1, 1, '2020-01-01T00:00:00.000Z'), ('sent@bot', 1, 1, '2020-01-02T00:00:00.000Z'),
                    ('queued@bot', 1, 2, '2020-01-03T00:00:00.000Z');",
    )
    .unwrap();
    let mut store = Store::setup(conn).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    let now = Utc::now();
    store
        .transaction(|tx| {
            let due: Vec<(String, Vec<u8>)> = tx.due_outbox(now, 10)?.into_iter().map(|m| (m.message_id, m.raw)).collect();
            assert_eq!(due, [("queued@bot".to_string(), b"queued body".to_vec()), ("help@bot".to_string(), b"help".to_vec())]);
            assert_eq!(tx.outbox_mail(OutboxId(2))?.unwrap().raw, b"sent body");
            assert_eq!(tx.game_for_message_ids(&["old@bot"])?, Some(GameId(1)));
            assert_eq!(tx.game_for_message_ids(&["help@bot"])?, None, "not about a game");
            assert_eq!(tx.last_sent_to(GameId(1), PlayerId(1))?.as_deref(), Some("sent@bot"));
            assert_eq!(tx.last_sent_to(GameId(1), PlayerId(2))?.as_deref(), Some("queued@bot"));
            assert_eq!(tx.forget_sent_bodies(now)?, 1, "the one sent body left");
            Ok::<_, StoreError>(())
        })
        .unwrap();
    let reused = store.transaction(|tx| {
        tx.enqueue_mail(&NewMail {
            game_id: None,
            player_id: None,
            to_addr: "x@example.org",
            message_id: "old@bot",
            raw: b"x",
            kind: MailKind::Reply,
            now,
            notice: None,
            deadlines: &[],
            board: None,
        })
    });
    assert!(matches!(reused, Err(StoreError::DuplicateMessageId(_))), "{reused:?}");
}

#[test]
fn outbox_retry_bookkeeping() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let (game, alice, bob) = new_game(&mut store);
    let (m1, m2) = store
        .transaction(|tx| {
            let m1 = tx.enqueue_mail(&NewMail {
                game_id: Some(game),
                player_id: Some(bob),
                to_addr: "bob@example.org",
                message_id: "<a@bot>",
                raw: b"one",
                kind: MailKind::Game,
                now: t(0),
                notice: None,
                deadlines: &[],
                board: None,
            })?;
            let m2 = tx.enqueue_mail(&NewMail {
                game_id: None,
                player_id: None,
                to_addr: "stranger@example.net",
                message_id: "<b@bot>",
                raw: b"two",
                kind: MailKind::Game,
                now: t(1),
                notice: None,
                deadlines: &[],
                board: None,
            })?;
            Ok::<_, StoreError>((m1, m2))
        })
        .unwrap();

    store
        .transaction(|tx| {
            let ids = |v: Vec<OutboxMail>| v.into_iter().map(|m| m.id).collect::<Vec<_>>();
            assert_eq!(ids(tx.due_outbox(t(-1), 10)?), vec![]);
            assert_eq!(ids(tx.due_outbox(t(5), 10)?), vec![m1, m2]);
            assert_eq!(ids(tx.due_outbox(t(5), 1)?), vec![m1]);

            // First failure: retry a minute later.
            let next = t(5) + retry_delay(1, Duration::minutes(1), Duration::hours(6));
            tx.mark_failed(m1, "451 try later", Some(next), t(120))?;
            assert_eq!(ids(tx.due_outbox(t(5), 10)?), vec![m2]);
            assert_eq!(ids(tx.due_outbox(t(65), 10)?), vec![m2, m1], "oldest due first");
            let m = tx.outbox_mail(m1)?.unwrap();
            assert_eq!((m.attempts, m.next_attempt_at, m.last_error.as_deref()), (1, Some(t(65)), Some("451 try later")));
            assert_eq!(m.raw, b"one");

            // Second failure, then success.
            tx.mark_failed(m1, "timeout", Some(t(185)), t(150))?;
            tx.mark_sent(m1, t(190))?;
            let m = tx.outbox_mail(m1)?.unwrap();
            assert_eq!((m.attempts, m.sent_at, m.next_attempt_at), (3, Some(t(190)), None));
            assert_eq!(ids(tx.due_outbox(t(1000), 10)?), vec![m2]);
            assert!(tx.mark_sent(m1, t(191)).is_err(), "sent twice");
            assert!(tx.mark_failed(m1, "late", None, t(200)).is_err(), "failed after sent");

            // Giving up: never due again, but kept with its error.
            tx.mark_failed(m2, "550 no such user", None, t(200))?;
            assert_eq!(ids(tx.due_outbox(t(1_000_000), 10)?), vec![]);
            let m = tx.outbox_mail(m2)?.unwrap();
            assert_eq!((m.attempts, m.sent_at, m.next_attempt_at), (1, None, None));

            assert!(matches!(tx.mark_sent(OutboxId(999), t(0)), Err(StoreError::NoSuchOutboxMail(_))));
            // Only the game mail is remembered for threading.
            assert_eq!(tx.game_for_message_ids(&["b@bot", "a@bot"])?, Some(game));
            assert_eq!(tx.game_for_message_ids(&["b@bot"])?, None);
            assert_eq!(tx.last_sent_to(game, alice)?, None);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn retry_delay_doubles_up_to_the_cap() {
    let (base, max) = (Duration::minutes(1), Duration::hours(1));
    let d: Vec<i64> = (0..9).map(|n| retry_delay(n, base, max).num_minutes()).collect();
    assert_eq!(d, vec![1, 1, 2, 4, 8, 16, 32, 60, 60]);
    assert_eq!(retry_delay(u32::MAX, base, max), max);
    assert_eq!(retry_delay(40, Duration::days(100), Duration::days(10_000)), Duration::days(10_000));
}

#[test]
fn threading_follows_the_last_mail_to_each_player() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, alice, bob) = new_game(&mut store);
    let (game2, ..) = new_game(&mut store);
    store
        .transaction(|tx| {
            let mail = |id: &'static str, player, at, game| NewMail {
                game_id: Some(game),
                player_id: Some(player),
                to_addr: "x@y",
                message_id: id,
                raw: b"",
                kind: MailKind::Game,
                now: t(at),
                notice: None,
                deadlines: &[],
                board: None,
            };
            tx.enqueue_mail(&mail("1@bot", alice, 0, game))?;
            tx.enqueue_mail(&mail("2@bot", bob, 0, game))?;
            tx.enqueue_mail(&mail("3@bot", bob, 0, game))?; // same second: insertion order decides
            tx.enqueue_mail(&mail("4@bot", bob, 1, game2))?;
            assert_eq!(tx.last_sent_to(game, bob)?.as_deref(), Some("3@bot"));
            assert_eq!(tx.last_sent_to(game, alice)?.as_deref(), Some("1@bot"));
            assert_eq!(tx.last_sent_to(game2, bob)?.as_deref(), Some("4@bot"));
            assert_eq!(tx.game_for_message_ids(&["<nope@x>", "<4@bot>", "1@bot"])?, Some(game2));
            assert_eq!(tx.game_for_message_ids::<&str>(&[])?, None);
            assert!(matches!(tx.enqueue_mail(&mail("<3@bot>", alice, 2, game)), Err(StoreError::DuplicateMessageId(_))));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn game_life_cycle() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, alice, bob) = new_game(&mut store);
    store
        .transaction(|tx| {
            let g = tx.game(game)?.unwrap();
            assert_eq!((g.status, g.variant.as_str(), g.result), (GameStatus::Invited, "chess", None));
            let wrong = tx.append_turn(game, Seat::White, "e4", FEN1, None, t(1));
            assert!(matches!(wrong, Err(StoreError::WrongStatus { .. })), "no turns before acceptance");
            assert!(matches!(tx.accept_seat(game, Seat::South, t(1)), Err(StoreError::NoSuchSeat { .. })));
            assert!(tx.accept_seat(game, Seat::Black, t(2))?, "last acceptance starts the game");
            let seats = tx.seats(game)?;
            assert_eq!(seats.iter().map(|s| s.seat.as_str()).collect::<Vec<_>>(), ["white", "black"]);
            assert_eq!(seats[0].accepted_at, Some(t(0)));
            assert_eq!(seats[1].accepted_at, Some(t(2)));
            assert_eq!(seats[1].address, "bob@example.org");
            assert!(matches!(tx.accept_seat(game, Seat::Black, t(3)), Err(StoreError::WrongStatus { .. })));

            assert_eq!(tx.append_turn(game, Seat::White, "e4", FEN1, None, t(10))?, 1);
            assert_eq!(tx.append_turn(game, Seat::Black, "e5", "fen2", None, t(20))?, 2);
            tx.set_draw_offer(game, Some(Seat::Black), t(21))?;
            assert!(matches!(tx.set_draw_offer(game, Some(Seat::North), t(21)), Err(StoreError::NoSuchSeat { .. })));
            assert_eq!(tx.game(game)?.unwrap().draw_offer_seat, Some(Seat::Black));
            assert!(matches!(tx.set_game_status(game, GameStatus::Finished, t(22)), Err(StoreError::InvalidInput(_))));
            tx.finish_game(game, "1/2-1/2", Some("agreement"), t(22))?;
            let g = tx.game(game)?.unwrap();
            assert_eq!(g.status, GameStatus::Finished);
            assert_eq!((g.result.as_deref(), g.result_reason.as_deref()), (Some("1/2-1/2"), Some("agreement")));
            assert_eq!((g.fen.as_str(), g.draw_offer_seat, g.updated_at), ("fen2", None, t(22)));
            assert!(matches!(tx.append_turn(game, Seat::White, "Nf3", "x", None, t(30)), Err(StoreError::WrongStatus { .. })));
            assert!(matches!(tx.finish_game(game, "1-0", None, t(30)), Err(StoreError::WrongStatus { .. })));
            assert!(matches!(tx.set_game_status(game, GameStatus::Active, t(30)), Err(StoreError::WrongStatus { .. })));
            let turns = tx.turns(game)?;
            assert_eq!(turns.iter().map(|t| (t.ply, t.seat.as_str())).collect::<Vec<_>>(), [(1, "white"), (2, "black")]);

            // A declined challenge; the player list shows both games.
            let (g2, _, _) = (
                tx.create_game(
                    "bughouse-sync",
                    &GameOptions::default(),
                    "a | b",
                    &[(Seat::South, bob, true), (Seat::North, alice, false)],
                    t(40),
                )?,
                0,
                0,
            );
            tx.set_game_status(g2, GameStatus::Declined, t(41))?;
            let mine = tx.games_of_player(alice)?;
            assert_eq!(
                mine.iter().map(|(g, s)| (g.id, g.status, s.len())).collect::<Vec<_>>(),
                [(game, GameStatus::Finished, 2), (g2, GameStatus::Declined, 2)]
            );
            assert!(tx.games_of_player(PlayerId(12345))?.is_empty());
            assert_eq!(tx.game(GameId(999))?, None);
            assert!(matches!(tx.finish_game(GameId(999), "1-0", None, t(0)), Err(StoreError::NoSuchGame(_))));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn create_game_checks_its_input() {
    let mut store = Store::open_in_memory().unwrap();
    store
        .transaction(|tx| {
            let p = tx.ensure_player("p@x.org", None, t(0))?.id;
            let bad = |r: Result<GameId, StoreError>| matches!(r, Err(StoreError::InvalidInput(_)));
            assert!(bad(tx.create_game("chess", &GameOptions::default(), FEN0, &[], t(0))));
            assert!(bad(tx.create_game("", &GameOptions::default(), FEN0, &[(Seat::White, p, true)], t(0))));
            assert!(bad(tx.create_game("chess", &GameOptions::default(), FEN0, &[(Seat::White, p, true), (Seat::White, p, true)], t(0))));
            let r = tx.create_game("chess", &GameOptions::default(), FEN0, &[(Seat::White, PlayerId(77), true)], t(0));
            assert!(matches!(r, Err(StoreError::Sqlite(_))), "unknown player: {r:?}");
            // One player in every seat is the bot's call, not the store's.
            let g = tx.create_game("chess", &GameOptions::default(), FEN0, &[(Seat::White, p, true), (Seat::Black, p, true)], t(0))?;
            assert_eq!(tx.game(g)?.unwrap().status, GameStatus::Active);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn game_numbers_are_never_reused() {
    let mut store = Store::open_in_memory().unwrap();
    let (g1, ..) = new_game(&mut store);
    let r: Result<(), StoreError> = store.transaction(|tx| {
        tx.create_game("chess", &GameOptions::default(), FEN0, &[(Seat::White, PlayerId(1), true)], t(0))?;
        Err(StoreError::InvalidInput("rolled back".into()))
    });
    assert!(r.is_err());
    let (g2, ..) = new_game(&mut store);
    assert_eq!((g1, g2), (GameId(1), GameId(2)));
}

#[test]
fn tokens_are_random_per_seat_and_found_in_any_case() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, _, bob) = new_game(&mut store);
    store
        .transaction(|tx| {
            let seats = tx.seats(game)?;
            for s in &seats {
                assert_eq!(s.token.len(), 24);
                assert!(s.token.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
            }
            assert_ne!(seats[0].token, seats[1].token);
            let found = tx.game_by_token(game, &seats[1].token.to_uppercase())?.unwrap();
            assert_eq!((found.seat.as_str(), found.player_id), ("black", bob));
            assert_eq!(tx.game_by_token(game, "0123456789abcdef01234567")?, None);
            assert_eq!(tx.game_by_token(GameId(game.0 + 1), &seats[1].token)?, None);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn players_are_keyed_by_lowercased_address() {
    let mut store = Store::open_in_memory().unwrap();
    store
        .transaction(|tx| {
            let a = tx.ensure_player(" <Bob@Example.ORG> ", None, t(0))?;
            assert_eq!((a.address.as_str(), a.display_name.as_deref(), a.created_at), ("bob@example.org", None, t(0)));
            let b = tx.ensure_player("mailto:BOB@example.org", Some(" Bob B. "), t(5))?;
            assert_eq!((b.id, b.display_name.as_deref(), b.created_at), (a.id, Some("Bob B."), t(0)));
            let c = tx.ensure_player("bob@example.org", Some(""), t(6))?;
            assert_eq!(c.display_name.as_deref(), Some("Bob B."), "an empty name keeps the old one");
            assert_eq!(tx.player_by_address("BOB@EXAMPLE.ORG")?.map(|p| p.id), Some(a.id));
            assert_eq!(tx.player_by_address("nobody@example.org")?, None);
            assert_eq!(tx.player_by_address("not an address")?, None);
            for bad in ["", "bob", "@example.org", "bob@", "bo b@example.org"] {
                assert!(matches!(tx.ensure_player(bad, None, t(0)), Err(StoreError::InvalidInput(_))), "{bad:?}");
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn inbound_outcome_can_be_set_after_the_turn() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, ..) = new_game(&mut store);
    store
        .transaction(|tx| {
            tx.accept_seat(game, Seat::Black, t(1))?;
            let id = tx.record_inbound(&inbound("k", Some("m@x"), MailOutcome::SetAside))?;
            tx.append_turn(game, Seat::White, "e4", FEN1, Some(id), t(2))?;
            tx.set_inbound_outcome(id, MailOutcome::Applied, Some(game), Some("e4"))?;
            let (o, g): (String, Option<GameId>) =
                tx.tx.query_row("SELECT outcome, game_id FROM inbound WHERE id = ?1", [id], |r| Ok((r.get(0)?, r.get(1)?)))?;
            assert_eq!((o.as_str(), g), ("applied", Some(game)));
            assert_eq!(tx.turns(game)?[0].inbound_id, Some(id));
            assert!(tx.set_inbound_outcome(InboundId(99), MailOutcome::Applied, None, None).is_err());
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn times_round_trip_at_millisecond_precision() {
    let mut store = Store::open_in_memory().unwrap();
    let at = DateTime::from_timestamp(1_700_000_000, 123_456_789).unwrap();
    let p = store.transaction(|tx| tx.ensure_player("a@b.c", None, at)).unwrap();
    assert_eq!(p.created_at, DateTime::from_timestamp(1_700_000_000, 123_000_000).unwrap());
    let stored: String = store.conn.query_row("SELECT created_at FROM players", [], |r| r.get(0)).unwrap();
    assert_eq!(stored, "2023-11-14T22:13:20.123Z");
}

#[test]
fn open_reports_the_path_on_failure() {
    let dir = TempDir::new();
    let path = dir.0.join("missing-dir").join("db.sqlite");
    let err = Store::open(&path).err().expect("cannot open in a missing directory");
    assert!(err.to_string().contains("missing-dir"), "{err}");
}

#[test]
fn two_handles_on_one_file_see_each_other() {
    let dir = TempDir::new();
    let mut daemon = Store::open(dir.db()).unwrap();
    let mut cli = Store::open(dir.db()).unwrap();
    let (game, ..) = new_game(&mut daemon);
    let g = cli.transaction(|tx| tx.game(game)).unwrap();
    assert_eq!(g.map(|g| g.status), Some(GameStatus::Invited));
}

#[test]
fn sent_bodies_are_dropped_after_the_keep_time_and_threading_stays() {
    let mut store = Store::open_in_memory().unwrap();
    let now = Utc::now();
    let (game, id) = store
        .transaction(|tx| {
            let a = tx.ensure_player("alice@example.org", None, now)?;
            let b = tx.ensure_player("bob@example.org", None, now)?;
            let game =
                tx.create_game("chess", &GameOptions::default(), "FEN", &[(Seat::White, a.id, true), (Seat::Black, b.id, true)], now)?;
            let id = tx.enqueue_mail(&NewMail {
                game_id: Some(game),
                player_id: Some(a.id),
                to_addr: "alice@example.org",
                message_id: "kept@example.org",
                raw: b"the whole mail",
                kind: MailKind::Game,
                now,
                notice: None,
                deadlines: &[],
                board: None,
            })?;
            Ok::<_, StoreError>((game, id))
        })
        .unwrap();
    // Not sent yet: kept whatever its age.
    assert_eq!(store.transaction(|tx| tx.forget_sent_bodies(now + Duration::days(30))).unwrap(), 0);
    store.transaction(|tx| tx.mark_sent(id, now)).unwrap();
    assert_eq!(store.transaction(|tx| tx.forget_sent_bodies(now - Duration::milliseconds(1))).unwrap(), 0, "sent after: kept");
    assert_eq!(store.transaction(|tx| tx.forget_sent_bodies(now + Duration::days(3))).unwrap(), 1);
    let mail = store.transaction(|tx| tx.outbox_mail(id)).unwrap().unwrap();
    assert!(mail.raw.is_empty());
    assert_eq!(mail.message_id, "kept@example.org");
    assert_eq!(store.transaction(|tx| tx.game_for_message_ids(&["kept@example.org"])).unwrap(), Some(game), "replies still find the game");
}

/// In a batch each transaction is a savepoint: one that fails is undone
/// alone, and nothing is visible to another connection before the commit.
#[test]
fn a_batch_commits_once_and_undoes_a_failed_part_alone() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let other = Store::open(dir.db()).unwrap();
    let seen_by_other =
        |key: &str| -> i64 { other.conn.query_row("SELECT count(*) FROM inbound WHERE source_key = ?1", [key], |r| r.get(0)).unwrap() };
    store.begin_batch().unwrap();
    assert!(store.begin_batch().is_err(), "batches do not nest");
    store.transaction(|tx| tx.record_inbound(&inbound("k1", Some("m1@x"), MailOutcome::Applied))).unwrap();
    let failed = store.transaction(|tx| {
        tx.record_inbound(&inbound("k2", Some("m2@x"), MailOutcome::Applied))?;
        Err::<(), _>(StoreError::InvalidInput("the mail's fault".into()))
    });
    assert!(failed.is_err());
    store.transaction(|tx| tx.record_inbound(&inbound("k3", Some("m3@x"), MailOutcome::Applied))).unwrap();
    assert_eq!(seen_by_other("k1"), 0, "not visible before the commit");
    store.commit_batch().unwrap();
    assert_eq!((seen_by_other("k1"), seen_by_other("k2"), seen_by_other("k3")), (1, 0, 1));

    // A batch rolled back leaves nothing; transactions after it are their own again.
    store.begin_batch().unwrap();
    store.transaction(|tx| tx.record_inbound(&inbound("k4", Some("m4@x"), MailOutcome::Applied))).unwrap();
    store.rollback_batch();
    assert!(store.commit_batch().is_err(), "no batch is open");
    store.transaction(|tx| tx.record_inbound(&inbound("k5", Some("m5@x"), MailOutcome::Applied))).unwrap();
    assert_eq!((seen_by_other("k4"), seen_by_other("k5")), (0, 1));
}

#[test]
fn stored_codes_stay_the_same() {
    // Existing databases hold these strings: an enum may change, they may not.
    let outcomes: Vec<_> = MailOutcome::ALL.iter().map(|o| o.as_str()).collect();
    assert_eq!(outcomes, ["applied", "rejected", "ignored-auto", "duplicate", "set-aside", "throttled"]);
    let kinds: Vec<_> = ReminderKind::ALL.iter().map(|k| k.as_str()).collect();
    assert_eq!(kinds, ["first", "last-call", "timeout", "gentleman"]);
    let statuses: Vec<_> = GameStatus::ALL.iter().map(|s| s.as_str()).collect();
    assert_eq!(statuses, ["invited", "active", "finished", "declined", "aborted"]);
    let modes: Vec<_> = RemindMode::ALL.iter().map(|m| m.as_str()).collect();
    assert_eq!(modes, ["each", "digest", "off"]);
    let mail_kinds: Vec<_> = MailKind::ALL.iter().map(|k| k.as_str()).collect();
    assert_eq!(mail_kinds, ["game", "reply", "invitation", "limit"]);
    let conn = Connection::open_in_memory().unwrap();
    for &o in MailOutcome::ALL {
        assert_eq!(conn.query_row("SELECT ?1", [o], |r| r.get::<_, MailOutcome>(0)).unwrap(), o);
    }
    for &k in ReminderKind::ALL {
        assert_eq!(conn.query_row("SELECT ?1", [k], |r| r.get::<_, ReminderKind>(0)).unwrap(), k);
    }
    for &s in GameStatus::ALL {
        assert_eq!(conn.query_row("SELECT ?1", [s], |r| r.get::<_, GameStatus>(0)).unwrap(), s);
    }
    assert_eq!(
        "paused".parse::<RemindMode>().unwrap_err().to_string(),
        "unreadable value in the database: unknown reminder mode \"paused\""
    );
    assert!(conn.query_row("SELECT 'processing'", [], |r| r.get::<_, MailOutcome>(0)).is_err());
    let seats: Vec<_> = Seat::ALL.iter().map(|s| s.as_str()).collect();
    assert_eq!(seats, ["white", "black", "south", "north", "a-white", "a-black", "b-white", "b-black"]);
    for s in Seat::ALL {
        assert_eq!(conn.query_row("SELECT ?1", [s], |r| r.get::<_, Seat>(0)).unwrap(), s);
    }
}

#[test]
fn a_seat_edited_into_nonsense_is_an_error_not_a_panic() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, ..) = new_game(&mut store);
    store
        .transaction(|tx| {
            tx.exec("UPDATE seats SET seat = 'purple' WHERE game_id = ?1 AND seat = 'black'", [game])?;
            let r = tx.seats(game);
            assert!(matches!(&r, Err(StoreError::Sqlite(_))), "{r:?}");
            assert!(r.unwrap_err().to_string().contains("unknown seat \"purple\""));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn conditional_lines_advance_and_go_with_a_draw_offer_or_the_end_of_the_game() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let (game, _, _) = new_game(&mut store);
    let s = |v: &[&str]| v.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    store
        .transaction(|tx| {
            tx.accept_seat(game, Seat::Black, t(1))?;
            let id = tx.add_condition(game, Seat::White, 1, &s(&["Nf6", "e5", "Nd5", "Bc4"]), t(2))?;
            tx.add_condition(game, Seat::White, 1, &s(&["c5", "Nf3"]), t(2))?;
            assert!(tx.add_condition(game, Seat::White, 1, &s(&["c5"]), t(2)).is_err(), "an answer is needed");
            assert!(tx.add_condition(game, Seat::AWhite, 1, &s(&["c5", "Nf3"]), t(2)).is_err(), "a seat of the game");
            tx.advance_condition(id, 3, &s(&["Nd5", "Bc4"]))?;
            let lines = tx.conditions(game, Seat::White)?;
            assert_eq!(lines.len(), 2);
            assert_eq!((lines[0].ply, lines[0].turns.clone()), (3, s(&["Nd5", "Bc4"])));
            assert!(tx.conditions(game, Seat::Black)?.is_empty());

            // Declining an offer (clearing it) keeps lines; making one drops them.
            tx.set_draw_offer(game, None, t(3))?;
            assert_eq!(tx.conditions(game, Seat::White)?.len(), 2);
            tx.set_draw_offer(game, Some(Seat::Black), t(3))?;
            assert!(tx.conditions(game, Seat::White)?.is_empty());

            tx.add_condition(game, Seat::White, 3, &s(&["Nd5", "Bc4"]), t(4))?;
            tx.finish_game(game, "1-0", Some("resignation"), t(5))?;
            assert!(tx.conditions(game, Seat::White)?.is_empty(), "the end of the game drops every line");
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

/// Migration 008 on a store with a game in progress and mail in its outbox:
/// the turn under way keeps its clock (from the turn, as before), the mail
/// waiting is sent as it was, and the turns after the upgrade start when
/// their notice leaves (the trigger asks the scheduler to look again).
#[test]
fn a_store_from_before_turn_notices_keeps_its_clocks() {
    let dir = TempDir::new();
    let mut conn = rusqlite::Connection::open(dir.db()).unwrap();
    conn.pragma_update(None, "foreign_keys", "ON").unwrap();
    Migrations::from_slice(MIGRATIONS).to_version(&mut conn, 7).unwrap();
    conn.execute_batch(&format!(
        "INSERT INTO players (id, address, created_at) VALUES (1, 'alice@example.org', 'T'), (2, 'bob@example.org', 'T');
         INSERT INTO games (id, variant, options, start_fen, fen, status, created_at, updated_at, last_move_at, wake_at)
             VALUES (1, 'chess', '{{}}', '{FEN0}', '{FEN1}', 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
                     '2026-01-01T00:00:10.000Z', '2026-01-02T00:00:10.000Z');
         INSERT INTO seats (game_id, seat, player_id, accepted_at) VALUES (1, 'white', 1, 'T'), (1, 'black', 2, 'T');
         INSERT INTO turns (game_id, ply, seat, notation, fen_after, played_at) VALUES (1, 1, 'white', 'e4', '{FEN1}', '2026-01-01T00:00:10.000Z');
         INSERT INTO outbox (id, game_id, player_id, to_addr, message_id, created_at, attempts, next_attempt_at, sent_at)
             VALUES (1, 1, 2, 'bob@example.org', 'queued@bot', '2026-01-01T00:00:10.000Z', 1, '2026-01-01T00:00:12.000Z', NULL);
         INSERT INTO outbox_bodies (outbox_id, raw) VALUES (1, CAST('your move' AS BLOB));"
    ))
    .unwrap();
    let mut store = Store::setup(conn).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc);
    store
        .transaction(|tx| {
            // Black's turn began with 1. e4 and has no notice: its clock runs from the turn.
            let h = tx.seat_history(GameId(1), Seat::Black, &|_| true, None)?;
            assert_eq!((h.notice, h.clock_start()), (Notice::Absent, Some(at("2026-01-01T00:00:10.000Z"))));
            assert_eq!(tx.due_outbox(at("2026-01-01T00:01:00.000Z"), 10)?.len(), 1, "the waiting mail goes as it was");
            tx.set_wake(GameId(1), Some(at("2026-01-02T00:00:10.000Z")))?;
            tx.mark_sent(OutboxId(1), at("2026-01-01T00:01:00.000Z"))?;
            assert!(!tx.clock_row(GameId(1))?.unwrap().changed, "an old mail is no turn's notice");
            // White's next turn, told after the upgrade.
            tx.append_turn(GameId(1), Seat::Black, "e5", FEN0, None, at("2026-01-01T00:02:00.000Z"))?;
            let id = tx.enqueue_mail(&NewMail {
                game_id: Some(GameId(1)),
                player_id: Some(PlayerId(1)),
                to_addr: "alice@example.org",
                message_id: "notice@bot",
                raw: b"your move",
                kind: MailKind::Game,
                now: at("2026-01-01T00:02:00.000Z"),
                notice: Some((Seat::White, 2)),
                deadlines: &[],
                board: None,
            })?;
            let h = tx.seat_history(GameId(1), Seat::White, &|_| true, None)?;
            assert_eq!((h.notice, h.clock_start()), (Notice::Waiting, None), "no clock while its notice waits");
            tx.set_wake(GameId(1), None)?;
            tx.mark_sent(id, at("2026-01-01T00:05:00.000Z"))?;
            assert!(tx.clock_row(GameId(1))?.unwrap().changed, "the notice left: the scheduler looks again");
            let h = tx.seat_history(GameId(1), Seat::White, &|_| true, None)?;
            assert_eq!(h.clock_start(), Some(at("2026-01-01T00:05:00.000Z")));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

/// A notice that left within a second of the moment its deadline was
/// counted from starts the clock at that moment (migration 014): the
/// deadline it states is the one held. Other mail keeps no such moment.
#[test]
fn a_notice_sent_as_written_starts_the_clock_it_states() {
    let mut store = Store::open_in_memory().unwrap();
    let (game, alice, _) = new_game(&mut store);
    let at = |ms: i64| t(1) + Duration::milliseconds(ms);
    store
        .transaction(|tx| {
            tx.accept_seat(game, Seat::Black, at(0))?;
            let mail = |tx: &Tx<'_>, message_id: &str, notice| {
                tx.enqueue_mail(&NewMail {
                    game_id: Some(game),
                    player_id: Some(alice),
                    to_addr: "alice@example.org",
                    message_id,
                    raw: b"your move",
                    kind: MailKind::Game,
                    now: at(0),
                    notice,
                    deadlines: &[],
                    board: None,
                })
            };
            let other = mail(tx, "other@bot", None)?;
            let notice = mail(tx, "notice@bot", Some((Seat::White, 0)))?;
            tx.mark_sent_starting(other, at(400), Some(at(0)))?;
            tx.mark_sent_starting(notice, at(400), Some(at(0)))?;
            let h = tx.seat_history(game, Seat::White, &|_| true, None)?;
            assert_eq!(h.clock_start(), Some(at(0)), "from the moment the notice states");
            let kept: Option<String> = tx.tx.query_row("SELECT clock_from FROM outbox WHERE id = ?1", [other], |r| r.get(0))?;
            assert_eq!(kept, None, "no turn, no clock");
            assert_eq!(tx.outbox_mail(notice)?.unwrap().sent_at, Some(at(400)), "sent when it left");
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

// ----- ratings -----

/// A store from before migration 010 with finished games: the migration
/// orders them by when they finished, and the first opening by the bot
/// rates them by the same replay as `tandem ratings --rebuild`, once.
#[test]
fn a_store_from_before_ratings_rates_its_finished_games_once() {
    let dir = TempDir::new();
    let ratings_at = MIGRATIONS.iter().position(|m| format!("{m:?}").contains("010: ratings")).expect("migration 010");
    {
        let mut conn = Connection::open(dir.db()).unwrap();
        Migrations::from_slice(&MIGRATIONS[..ratings_at]).to_latest(&mut conn).unwrap();
        // Game 2 finished first, then game 1 (Alice beat Bob twice); game 3
        // from a position, game 4 before Black moved: not rated.
        conn.execute_batch(&format!(
            "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.org', '{t0}'), (2, 'b@x.org', '{t0}');
             INSERT INTO games (id, variant, status, options, start_fen, fen, result, created_at, updated_at)
               VALUES (1, 'chess', 'finished', '{{}}', '{FEN0}', 'F', '1-0', '{t0}', '{t2}'),
                      (2, 'chess', 'finished', '{{}}', '{FEN0}', 'F', '1-0', '{t0}', '{t1}'),
                      (3, 'chess', 'finished', '{{}}', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'F', '1-0', '{t0}', '{t1}'),
                      (4, 'chess', 'finished', '{{}}', '{FEN0}', 'F', '1-0', '{t0}', '{t1}'),
                      (5, 'chess', 'active', '{{}}', '{FEN0}', 'F', NULL, '{t0}', '{t1}');
             INSERT INTO seats (game_id, seat, player_id, accepted_at)
               SELECT g.id, s.seat, s.player, '{t0}' FROM games g, (SELECT 'white' AS seat, 1 AS player UNION SELECT 'black', 2) s;
             INSERT INTO turns (game_id, ply, seat, notation, fen_after, played_at)
               SELECT id, 1, 'white', 'e4', 'F', '{t0}' FROM games;
             INSERT INTO turns (game_id, ply, seat, notation, fen_after, played_at)
               SELECT id, 2, 'black', 'e5', 'F', '{t0}' FROM games WHERE id <> 4;",
            t0 = "2025-01-01T00:00:00.000Z",
            t1 = "2025-01-02T00:00:00.000Z",
            t2 = "2025-03-15T00:00:00.000Z",
        ))
        .unwrap();
    }
    let mut store = Store::open(dir.db()).unwrap();
    let order = store.transaction(|tx| tx.finished_games_from(0, 10)).unwrap();
    let ids: Vec<i64> = order.iter().map(|(_, g)| g.id.0).collect();
    assert_eq!(ids, [2, 3, 4, 1], "finished in the order of their last change");
    assert_eq!(order[3].1.finished_at, Some(DateTime::parse_from_rfc3339("2025-03-15T00:00:00Z").unwrap().with_timezone(&Utc)));

    let done = crate::ratings::catch_up(&mut store, &mut |_, _| {}).unwrap();
    assert_eq!(done, Some(crate::ratings::Replayed { games: 4, rated: 2 }));
    assert_eq!(crate::ratings::catch_up(&mut store, &mut |_, _| {}).unwrap(), None, "once");
    // Game 2, then 72 days later (two periods of inactivity) game 1.
    let start = crate::ratings::START;
    let (a1, b1) = (start.after(&[(start, 1.0)]), start.after(&[(start, 0.0)]));
    let (a1, b1) = (a1.decayed(2), b1.decayed(2));
    let a2 = a1.after(&[(b1, 1.0)]);
    let alice = store.transaction(|tx| tx.rating(PlayerId(1), "chess")).unwrap().unwrap();
    assert_eq!((alice.rating, alice.deviation, alice.games), (a2.rating, a2.deviation, 2));
    assert!(store.transaction(|tx| tx.game_ratings(GameId(3))).unwrap().is_empty());

    // A game finished from now on comes next in the order.
    store
        .transaction(|tx| {
            tx.finish_game(GameId(5), "0-1", None, t(0))?;
            let after = tx.finished_games_from(0, 10)?;
            assert_eq!(after.last().map(|(seq, g)| (*seq, g.id.0, g.finished_at)), Some((5, 5, Some(t(0)))));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn public_names_are_unique_whatever_the_case_and_spacing() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    store
        .transaction(|tx| {
            let a = tx.ensure_player("a@x.org", None, t(0))?;
            let b = tx.ensure_player("b@x.org", None, t(0))?;
            assert!(tx.set_public_name(a.id, Some("Magnus the Great"))?);
            assert!(!tx.set_public_name(b.id, Some("magnus  THE great"))?);
            assert!(tx.set_public_name(a.id, Some("Magnus The Great"))?, "one's own name, written anew");
            assert_eq!(tx.player_by_public_name(" magnus the GREAT")?.map(|p| p.id), Some(a.id));
            assert_eq!(tx.player(a.id)?.unwrap().public_name(), "Magnus The Great");
            assert_eq!(tx.player(b.id)?.unwrap().public_name(), "b…@x.org");
            assert!(tx.set_public_name(a.id, None)?);
            assert!(tx.set_public_name(b.id, Some("Magnus the Great"))?);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

/// A store from before migration 012 opens with the tournament tables, its
/// games and challenges as they were; a tournament's games, all accepted
/// at their creation, are nobody's challenge.
#[test]
fn a_store_from_before_tournaments_upgrades_and_counts_no_tournament_game_as_a_challenge() {
    let dir = TempDir::new();
    let at = MIGRATIONS.iter().position(|m| format!("{m:?}").contains("012: tournaments")).expect("migration 012");
    {
        let mut conn = Connection::open(dir.db()).unwrap();
        Migrations::from_slice(&MIGRATIONS[..at]).to_latest(&mut conn).unwrap();
    }
    // An open challenge of Alice's, made by the bot of that version.
    let conn = Connection::open(dir.db()).unwrap();
    conn.execute_batch(&format!(
        "INSERT INTO players (id, address, created_at) VALUES (1, 'a@x.org', '{t0}'), (2, 'b@x.org', '{t0}'), (3, 'c@x.org', '{t0}');
         INSERT INTO games (id, variant, status, options, start_fen, fen, created_at, updated_at)
           VALUES (1, 'chess', 'invited', '{{}}', '{FEN0}', '{FEN0}', '{t0}', '{t0}');
         INSERT INTO seats (game_id, seat, player_id, accepted_at) VALUES (1, 'white', 1, '{t0}'), (1, 'black', 2, NULL);",
        t0 = "2025-01-01T00:00:00.000Z",
    ))
    .unwrap();
    drop(conn);
    let mut store = Store::open(dir.db()).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    let since = DateTime::parse_from_rfc3339("2024-12-31T00:00:00Z").unwrap().with_timezone(&Utc);
    store
        .transaction(|tx| {
            assert_eq!(tx.challenges_by(PlayerId(1), since)?, (1, 1), "the old challenge");
            let options = TournamentOptions { min: 3, max: 3, ..TournamentOptions::default() };
            let id = tx.create_tournament(
                &NewTournament { name: "Cup", variant: "chess", organiser: PlayerId(1), options: &options, starts_at: None },
                t(0),
            )?;
            for p in 1..=3 {
                tx.add_entrant(id, PlayerId(p), None, t(0))?;
            }
            assert!(tx.add_entrant(id, PlayerId(1), None, t(0)).is_err(), "once per tournament");
            let game = tx.create_game(
                "chess",
                &GameOptions::default(),
                FEN0,
                &[(Seat::White, PlayerId(1), true), (Seat::Black, PlayerId(2), true)],
                t(1),
            )?;
            tx.add_tournament_game(game, id, 1, 1, 2)?;
            assert_eq!(tx.challenges_by(PlayerId(1), since)?, (1, 1), "a tournament's game is no challenge");
            assert_eq!(tx.tournament_tag(game)?.map(|t| (t.name, t.round)), Some(("Cup".to_string(), 1)));
            assert_eq!(tx.tournament_game(game)?.map(|g| (g.white, g.black, g.status)), Some((1, 2, GameStatus::Active)));
            assert_eq!(tx.tournament(id)?.map(|t| (t.status, t.options)), Some((TournamentStatus::Open, options.clone())));
            Ok::<_, StoreError>(())
        })
        .unwrap();
    // Stored codes: never change one.
    let statuses: Vec<_> = TournamentStatus::ALL.iter().map(|s| s.as_str()).collect();
    assert_eq!(statuses, ["open", "running", "finished", "cancelled"]);
    store
        .transaction(|tx| {
            tx.set_tournament_status(TournamentId(1), TournamentStatus::Running, t(2))?;
            assert_eq!(tx.tournament(TournamentId(1))?.and_then(|t| t.started_at), Some(t(2)));
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

/// `tandem status` with the SMTP server away: a game whose turn's notice
/// waits is counted (its clock starts when the mail leaves), with the next
/// try; once it is sent, it is not.
#[test]
fn status_counts_the_games_whose_turns_mail_waits() {
    let dir = TempDir::new();
    let mut store = Store::open(dir.db()).unwrap();
    let (game, _, bob) = new_game(&mut store);
    store.transaction(|tx| tx.accept_seat(game, Seat::Black, t(1))).unwrap();
    let id = store
        .transaction(|tx| {
            tx.append_turn(game, Seat::White, "e4", FEN1, None, t(12))?;
            tx.enqueue_mail(&NewMail {
                game_id: Some(game),
                player_id: Some(bob),
                to_addr: "bob@example.org",
                message_id: "g1.1@bot",
                raw: b"x",
                kind: MailKind::Game,
                now: t(12),
                notice: Some((Seat::Black, 1)),
                deadlines: &[],
                board: None,
            })
        })
        .unwrap();
    let st = store.transaction(|tx| tx.status(t(20))).unwrap();
    assert_eq!((st.turns_waiting_for_mail, st.outbox_next_try), (1, Some(t(12))));
    store.transaction(|tx| tx.mark_sent(id, t(30))).unwrap();
    let st = store.transaction(|tx| tx.status(t(40))).unwrap();
    assert_eq!((st.turns_waiting_for_mail, st.outbox_next_try), (0, None));
}

/// A store from before migration 019 keeps its open seeks' numbers, and
/// numbering goes on after the highest, never reusing a number after.
#[test]
fn the_open_seeks_keep_their_numbers_and_no_number_comes_back() {
    let dir = TempDir::new();
    let mut conn = rusqlite::Connection::open(dir.db()).unwrap();
    conn.pragma_update(None, "foreign_keys", "ON").unwrap();
    let before = MIGRATIONS.iter().position(|m| format!("{m:?}").contains("019: a seek")).expect("migration 019");
    Migrations::from_slice(&MIGRATIONS[..before]).to_latest(&mut conn).unwrap();
    conn.execute_batch(
        "INSERT INTO players (id, address, created_at) VALUES (1, 'alice@example.org', 'T'), (2, 'bob@example.org', 'T');
         INSERT INTO seeks (id, player_id, variant, days, rating, created_at, expires_at)
             VALUES (3, 1, 'chess', 3, 1500, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
                    (7, 2, 'crazyhouse', 2, 1500, '2026-01-02T00:00:00.000Z', '2026-02-01T00:00:00.000Z');",
    )
    .unwrap();
    let mut store = Store::setup(conn).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    let now = Utc::now();
    store
        .transaction(|tx| {
            assert_eq!(tx.seek(3)?.expect("seek 3 kept").variant, "chess");
            assert_eq!(tx.seek(7)?.expect("seek 7 kept").variant, "crazyhouse");
            assert_eq!(tx.highest_seek_number()?, 7);
            let new = NewSeek {
                player: PlayerId(1),
                partner: None,
                partner_confirmed: true,
                variant: "chess",
                days: 3,
                moves: None,
                casual: false,
                private: false,
                side: None,
                rating: 1500,
                rating_min: None,
                rating_max: None,
                expires_at: now + Duration::days(3),
            };
            let eighth = tx.add_seek(&new, now)?;
            assert_eq!(eighth, 8);
            // The newest goes: its number is not given again.
            assert!(tx.remove_seek(8)?);
            assert!(tx.remove_seek(7)?);
            assert_eq!(tx.add_seek(&new, now)?, 9);
            Ok::<_, StoreError>(())
        })
        .unwrap();
}
