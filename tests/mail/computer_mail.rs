//! The computer in any seat over the real mail stack and the
//! running daemon (token mode): nine players, one game each against the
//! computer, one in each of the nine games, all at once; each plays random
//! legal turns by replying to the bot's last mail until the game ends (or
//! resigns after a while). Needs TANDEM_MAILSTACK=1 and
//! `bash tests/mailstack.sh start`.

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::*;
use tandem::rules::{Game, Position, Seat, Variant};

/// Human turns before the human resigns.
const MAX_TURNS: usize = 12;

fn one_game(db: &Path, bot: &str, variant: Variant, challenge: &str, seed: u64) {
    let mut human = Player::new(&format!("vs-computer-{}", variant.name()));
    let sent = human.write(bot, "A game against the computer", challenge);
    let started = human.wait_answer(&sent);
    let game = started.game_tag().unwrap_or_else(|| panic!("no game in {started}"));
    // Named once: "(vs ...)" only where the subject does not name it.
    assert!(started.subject.contains("tandem level"), "{started}");
    if let Some((before, _)) = started.subject.split_once(" (vs ") {
        assert!(!before.contains("tandem level"), "named twice: {started}");
    }
    let status = || query_strings(db, "SELECT status FROM games WHERE id = ?1", &[&game]).remove(0);
    let fen = || query_strings(db, "SELECT fen FROM games WHERE id = ?1", &[&game]).remove(0);
    let seat: Seat = query_strings(
        db,
        "SELECT s.seat FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ?1 AND p.address = ?2",
        &[&game, &human.address],
    )
    .remove(0)
    .parse()
    .expect("a seat");
    let mut rng = seed;
    let mut turns = 0;
    while status() == "active" && turns < MAX_TURNS {
        // Wait for the computer (or the end).
        let deadline = Instant::now() + WAIT;
        let (pos, side) = loop {
            let pos = Position::from_fen(variant, &fen()).expect("a position");
            if let Some(side) = seat.may_act(&pos.sides_to_move()) {
                break (pos, side);
            }
            assert!(Instant::now() < deadline, "{}: the computer did not answer in {}", variant.name(), pos.fen());
            if status() != "active" {
                break (pos, seat.primary_side());
            }
            std::thread::sleep(Duration::from_millis(100));
        };
        if status() != "active" {
            break;
        }
        let legal = turns_of(&Game::from_position(pos.clone()), side);
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let turn = &legal[(rng >> 33) as usize % legal.len()];
        human.poll();
        let last = human.last_about(game);
        let before = pos.fen();
        human.reply(&last, &pos.turn_notation(turn));
        turns += 1;
        // Applied (the position moved on) before the next look.
        let deadline = Instant::now() + WAIT;
        while fen() == before && status() == "active" {
            assert!(Instant::now() < deadline, "{}: the move was not applied", variant.name());
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    if status() == "active" {
        human.poll();
        let last = human.last_about(game);
        human.reply(&last, "resign");
    }
    let result = human
        .wait_for("the result with the PGN", |m| m.game_tag() == Some(game) && m.attachments.iter().any(|(n, _, _)| n.ends_with(".pgn")));
    let pgn = result.attachments.iter().find(|(n, _, _)| n.ends_with(".pgn")).map(|(_, _, b)| String::from_utf8_lossy(b).into_owned());
    let pgn = pgn.expect("a PGN");
    assert!(pgn.contains("\"tandem level 3\"]"), "{}: {pgn}", variant.name());
    assert!(result.subject.contains("tandem level 3"), "{result}");
    assert_eq!(status(), "finished");
}

#[test]
fn a_whole_game_against_the_computer_in_each_of_the_nine_games() {
    if !stack("computer_mail") {
        return;
    }
    let t = Table::open("computer-mail", true);
    let bot = t.bot.address.clone();
    std::thread::scope(|s| {
        for (i, v) in Variant::ALL.iter().enumerate() {
            let (db, bot) = (&t.db, &bot);
            let challenge = if matches!(v, Variant::Bughouse | Variant::TandemChess) {
                format!("new {} with computer against computer computer", v.name())
            } else {
                format!("new {} with computer", v.name())
            };
            s.spawn(move || one_game(db, bot, *v, &challenge, i as u64 + 1));
        }
    });
    // Nothing was ever written to the computer.
    assert_eq!(query_count(&t.db, "SELECT count(*) FROM outbox WHERE to_addr NOT LIKE '%@%' OR to_addr LIKE '%tandem.invalid'", &[]), 0);
    assert!(!t.daemon.log_text().contains("could not be applied"), "{}", t.daemon.log_text());
}
