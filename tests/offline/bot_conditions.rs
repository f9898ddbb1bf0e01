//! Conditional moves through the bot's public API, with no mail
//! server: mails in with `Bot::handle`, mails out read from the outbox.
//! Every game plays several turns from conditions given in advance; a line
//! that cannot be played is refused and changes nothing; the opponent's
//! turn and the answer played from a condition are one transaction. The
//! same over the real mail stack is in `tests/mail/bot_conditions_mail.rs`.

use crate::offline;

use offline::{at, config, one, World};
use tandem::bot::Handled;
use tandem::rules::Seat;
use tandem::store::{GameId, Store, StoreError};

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";
const CAROL: &str = "carol@example.test";
const DAVE: &str = "dave@example.test";
const ERIN: &str = "erin@example.test";
const GAME: GameId = GameId(1);

/// What the holder of a line reads when its answer was played, and what
/// everybody reads of that turn.
const FROM_YOURS: &str = "was played from your conditional moves";
const IN_ADVANCE: &str = "a conditional move given in advance";
/// How the holder reads the turn played from their own line.
const MINE_IN_ADVANCE: &str = ", from your conditional moves.";

/// What the store holds of game #1: its turns and its conditional lines.
trait Game {
    fn turns(&mut self) -> Vec<String>;
    /// (seat, turns) of every standing line of the game.
    fn lines(&mut self) -> Vec<(String, Vec<String>)>;
}

impl Game for World {
    fn turns(&mut self) -> Vec<String> {
        self.bot.store().transaction(|tx| tx.turns(GAME)).unwrap().into_iter().map(|t| t.notation).collect()
    }

    fn lines(&mut self) -> Vec<(String, Vec<String>)> {
        self.bot
            .store()
            .transaction(|tx| {
                let mut all = Vec::new();
                for s in tx.seats(GAME)? {
                    all.extend(tx.conditions(GAME, s.seat)?.into_iter().map(|c| (c.seat.as_str().to_string(), c.turns)));
                }
                Ok::<_, StoreError>(all)
            })
            .unwrap()
    }
}

/// A two-player game where both players' lines play turns: White gives a
/// line of two pairs with its first move, Black follows it and answers its
/// last turn with a line of its own. `t` are the six turns as played
/// (stored notation), `written` how the lines write Black's first turn
/// and White's third (another spelling of the same turn).
fn two_player_game_from_conditions(variant: &str, t: [&str; 6], written: [&str; 2]) {
    let mut w = World::new();
    w.start(variant, ALICE, &[BOB]);
    let (white, black) = (ALICE, BOB);

    let out = w.ok(white, &format!("{}\nif {} {} {} {}", t[0], written[0], t[2], t[3], t[4]));
    let news = one(&out, black);
    assert!(!news.text.to_lowercase().contains("condition"), "{variant}: the opponent learns nothing of the line: {}", news.text);
    let mine = one(&out, white);
    assert!(mine.text.contains("Your conditional moves in game #1 (only you see them):"), "{variant}: {}", mine.text);
    assert_eq!(w.turns(), t[..1], "{variant}");

    // Black's first turn: White's answer comes at once.
    let out = w.ok(black, t[1]);
    assert_eq!(w.turns(), t[..3], "{variant}");
    let (to_black, to_white) = (one(&out, black), one(&out, white));
    // Each reads the two turns from their own side, their own in the second person.
    assert!(to_black.text.starts_with("You played ") && to_black.text.contains(&format!("{ALICE} played")), "{variant}: {}", to_black.text);
    assert!(to_black.text.contains(&format!("{IN_ADVANCE}. Your move.")), "{variant}: {}", to_black.text);
    assert!(
        to_white.text.starts_with(&format!("{BOB} played ")) && to_white.text.contains(MINE_IN_ADVANCE),
        "{variant}: {}",
        to_white.text
    );
    assert!(!to_white.text.contains(IN_ADVANCE) && to_white.text.contains(FROM_YOURS), "{variant}: {}", to_white.text);
    assert!(!to_black.text.contains("your conditional"), "{variant}: {}", to_black.text);
    assert!(to_black.subject.contains("Your move"), "{variant}: Black is to move again: {}", to_black.subject);
    assert!(!to_white.subject.contains("Your move"), "{variant}: {}", to_white.subject);

    // Black's second turn, with a line answering White's third: both are played.
    let out = w.ok(black, &format!("{}\nif {} then {}", t[3], written[1], t[5]));
    assert_eq!(w.turns(), t, "{variant}");
    let to_black = one(&out, black);
    assert!(to_black.text.contains(FROM_YOURS) && to_black.text.matches(IN_ADVANCE).count() == 1, "{variant}: {}", to_black.text);
    assert!(to_black.text.starts_with("You played ") && to_black.text.contains(MINE_IN_ADVANCE), "{variant}: {}", to_black.text);
    assert!(to_black.text.contains("You have no conditional moves standing"), "{variant}: {}", to_black.text);
    assert!(one(&out, white).subject.contains("Your move"), "{variant}: {}", one(&out, white).subject);
    assert!(w.lines().is_empty(), "{variant}: every line was played out: {:?}", w.lines());
}

#[test]
fn chess_from_conditions() {
    two_player_game_from_conditions("chess", ["e4", "Nf6", "e5", "Nd5", "c4", "Nb6"], ["Ng8-f6", "c2c4"]);
}

#[test]
fn two_prong_from_conditions() {
    // A dual move is one turn whichever way it is written.
    two_player_game_from_conditions("two-prong", ["e4", "e5/Nf6", "Nf3/d4", "d6/Nc6", "Nc3/Bc4", "Bg4/Be7"], ["Nf6/e5", "Bc4/Nc3"]);
}

#[test]
fn tandem_pawn_from_conditions() {
    two_player_game_from_conditions("tandem-pawn", ["e4", "d5", "Nf3", "dxe4", "g4^", "Tc5"], ["d7-d5", "g2g4^"]);
}

#[test]
fn tandem84_from_conditions() {
    two_player_game_from_conditions("tandem84", ["e3", "a5/j5", "Ke2/j3", "a4/Bi5", "Qd1/d4", "g3/Bxd4"], ["P-a5/j5", "Qd1/P-d4"]);
}

#[test]
fn tandem84_knightrider_from_conditions() {
    two_player_game_from_conditions(
        "tandem84-knightrider",
        ["e3", "a5/j5", "Gc3/Gd5", "a4/Bj6", "Nd3/h4", "g3/i5"],
        ["P-a5/j5", "Nd3/P-h4"],
    );
}

#[test]
fn crazyhouse_from_conditions_with_a_drop() {
    // White's line ends with a drop of the pawn it took.
    two_player_game_from_conditions("crazyhouse", ["e4", "d5", "exd5", "Qxd5", "P@e4", "Qa5"], ["d7-d5", "P*e4"]);
}

#[test]
fn bughouse_sync_from_conditions_whole_turns_with_drops() {
    // A condition is North's whole turn, A then B; South's line drops on B.
    two_player_game_from_conditions(
        "bughouse-sync",
        ["e4", "d5/d4", "exd5/P@e3", "Qxd5/fxe3", "Nc3/Nc6", "Qa5/P@e4"],
        ["d7d5/d2-d4", "Nb1-c3/Nb8c6"],
    );
}

/// Four players: alice's lines answer dave's moves on board A only; the
/// other board passes her a pawn, which a later line drops.
fn four_player_game_from_conditions(variant: &str) {
    let mut w = World::new();
    w.start(variant, ALICE, &[CAROL, DAVE, ERIN]);
    let out = w.ok(ALICE, "e4\nif e7-e5 then Nf3");
    for other in [CAROL, DAVE, ERIN] {
        assert!(!one(&out, other).text.to_lowercase().contains("condition"), "{variant}: {}", one(&out, other).text);
    }
    // Board B goes on, and carol's capture gives alice a pawn: the line stands.
    for (who, mv) in [(ERIN, "e4"), (CAROL, "d5"), (ERIN, "exd5"), (CAROL, "Qxd5")] {
        w.ok(who, mv);
    }
    assert_eq!(w.lines().len(), 1, "{variant}: moves on the other board leave the line alone");

    let out = w.ok(DAVE, "e5");
    assert_eq!(w.turns()[5..], ["A:e5", "A:Nf3"], "{variant}");
    assert!(one(&out, ALICE).text.contains(FROM_YOURS), "{variant}: {}", one(&out, ALICE).text);
    for other in [CAROL, DAVE, ERIN] {
        let m = one(&out, other);
        assert!(m.text.contains(IN_ADVANCE) && !m.text.contains("your conditional"), "{variant}: {}", m.text);
    }

    // A condition needing a piece dave does not hold is refused; a drop of
    // the pawn alice holds is fine.
    let problem = w.refused(ALICE, "if N@d4 then d4");
    assert!(problem.contains(&format!("{DAVE}'s move N@d4 cannot be played now")), "{variant}: {problem}");
    w.ok(ALICE, "if Nc6 then P@d5");
    let out = w.ok(DAVE, "Nc6");
    assert_eq!(w.turns()[7..], ["A:Nc6", "A:P@d5"], "{variant}");
    assert!(one(&out, ALICE).text.contains(FROM_YOURS), "{variant}");
    assert!(w.lines().is_empty(), "{variant}");
}

#[test]
fn bughouse_from_conditions() {
    four_player_game_from_conditions("bughouse");
}

#[test]
fn tandem_chess_from_conditions() {
    four_player_game_from_conditions("tandem-chess");
}

#[test]
fn lines_stand_side_by_side_replace_each_other_and_go_when_nothing_matches() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    let out = w.ok(ALICE, "e4\nif e5 then Nf3\nif c5 then Nf3\nif e7e5 then d4");
    let mine = one(&out, ALICE);
    assert!(mine.text.contains("It replaces your line that began with the same turn"), "{}", mine.text);
    assert!(mine.text.contains("    if c5 then Nf3\n    if e5 then d4\n"), "{}", mine.text);
    // Bob asks for his own: he has none, and learns nothing of alice's.
    let out = w.ok(BOB, "conditions");
    let his = one(&out, BOB);
    assert!(his.text.contains("You have no conditional moves standing in game #1."), "{}", his.text);
    assert!(!his.text.contains("c5") && !his.text.contains("Nf3"), "{}", his.text);
    assert!(out.iter().all(|m| m.to == BOB), "alice is not told bob asked");

    let out = w.ok(BOB, "c5");
    assert_eq!(w.turns(), ["e4", "c5", "Nf3"]);
    assert!(one(&out, ALICE).text.contains("Nf3 was played from your conditional moves."), "{}", one(&out, ALICE).text);
    assert!(w.lines().is_empty(), "the line that did not match went too");

    // A turn no line expected drops them all, and it is alice's move.
    w.ok(ALICE, "if Nc6 then d4\nif d6 then d4");
    let out = w.ok(BOB, "e6");
    assert_eq!(w.turns(), ["e4", "c5", "Nf3", "e6"]);
    let to_alice = one(&out, ALICE);
    assert!(to_alice.text.contains("None of your conditional moves began with e6: they were dropped."), "{}", to_alice.text);
    assert!(to_alice.subject.contains("Your move"), "{}", to_alice.subject);
    assert!(!one(&out, BOB).text.contains("condition"), "{}", one(&out, BOB).text);

    // conditions clear, and conditions.
    w.ok(ALICE, "d4\nif cxd4 then Nxd4");
    let out = w.ok(ALICE, "conditions clear");
    assert!(one(&out, ALICE).text.contains("Your conditional line was dropped."), "{}", one(&out, ALICE).text);
    assert!(w.lines().is_empty());
}

#[test]
fn the_answer_is_played_at_the_time_of_the_turn_it_answers() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.ok(ALICE, "e4\nif e5 then Nf3");
    w.n += 3600;
    w.ok(BOB, "e5");
    let turns = w.bot.store().transaction(|tx| tx.turns(GAME)).unwrap();
    assert_eq!(turns.len(), 3);
    assert_eq!(turns[1].played_at, turns[2].played_at, "the answer counts as played when bob's turn arrived");
    assert_eq!(turns[2].seat, Seat::White);
}

#[test]
fn the_opponent_cannot_tell_that_a_line_was_given() {
    let mut with = World::new();
    with.start("chess", ALICE, &[BOB]);
    let a = with.ok(ALICE, "e4\nif e5 then Nf3\nif c5 then d4");
    let mut without = World::new();
    without.start("chess", ALICE, &[BOB]);
    let b = without.ok(ALICE, "e4");
    let (a, b) = (one(&a, BOB), one(&b, BOB));
    assert_eq!((&a.subject, &a.text), (&b.subject, &b.text), "bob's mail is the same, word for word");
}

#[test]
fn a_line_that_cannot_be_played_is_refused_and_changes_nothing() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    // The answer is illegal after the condition: the move in the mail is not applied either.
    let problem = w.refused(ALICE, "e4\nif e5 then Ke3");
    assert!(problem.contains("your answer Ke3 cannot be played after e5"), "{problem}");
    // A condition the opponent cannot play.
    let problem = w.refused(ALICE, "e4\nif e5 Nf3 Nc6 Bb5 Qg4 then Nxe5");
    assert!(problem.contains(&format!("{BOB}'s move Qg4 cannot be played after e5 Nf3 Nc6 Bb5")), "{problem}");
    // Without a move while it is one's own move.
    let problem = w.refused(ALICE, "if e5 then Nf3");
    assert!(problem.contains("it is your move in game #1"), "{problem}");
    // A condition that ends the game leaves no room for an answer.
    let problem = w.refused(ALICE, "f3\nif e5 g4 Qh4 then Kf2");
    assert!(problem.contains("the game would be over by then (Black wins by checkmate)"), "{problem}");
    assert!(w.turns().is_empty() && w.lines().is_empty(), "{:?} {:?}", w.turns(), w.lines());
    // Only the sender heard of it.
    w.mail(ALICE, "e4\nif e5 then Ke3");
    assert!(w.outbox().iter().all(|m| m.to == ALICE));
}

#[test]
fn a_draw_offer_drops_the_lines_and_their_holder_is_told() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.ok(ALICE, "e4\nif e5 then Nf3");
    let out = w.ok(BOB, "draw");
    let to_alice = one(&out, ALICE);
    assert!(to_alice.subject.contains("Draw offer"), "{}", to_alice.subject);
    assert!(to_alice.text.contains("your conditional moves there were dropped"), "{}", to_alice.text);
    assert!(!one(&out, BOB).text.contains("condition"), "{}", one(&out, BOB).text);
    assert!(w.lines().is_empty());
    w.ok(BOB, "e5");
    assert_eq!(w.turns(), ["e4", "e5"]);
}

#[test]
fn an_answer_that_can_no_longer_be_played_drops_its_line_safely() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.ok(ALICE, "e4");
    // A line as an older bot or a changed position might leave it: not playable.
    w.bot
        .store()
        .transaction(|tx| tx.add_condition(GAME, Seat::White, 1, &["e5".to_string(), "Ke3".to_string()], at(0)).map(|_| ()))
        .unwrap();
    let out = w.ok(BOB, "e5");
    assert_eq!(w.turns(), ["e4", "e5"]);
    let to_alice = one(&out, ALICE);
    assert!(to_alice.text.contains("Your conditional answer Ke3 to e5 could not be played"), "{}", to_alice.text);
    assert!(to_alice.subject.contains("Your move"), "{}", to_alice.subject);
    assert!(!one(&out, BOB).text.contains("condition"));
    assert!(w.lines().is_empty());
}

/// The opponent's turn and the answer from a condition are one
/// transaction: when the answer's mail cannot be written (an operator's
/// template fails on it), neither turn is stored and the line stands; the
/// same mail handled again plays both, once.
#[test]
fn the_turn_and_its_conditional_answer_stand_or_fall_together() {
    let dir = std::env::temp_dir().join(format!("tandem-conditions-{}-{}", std::process::id(), at(0).timestamp_subsec_nanos()));
    let templates = dir.join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let builtin = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/templates/position.txt")).unwrap();
    let (subject, body) = builtin.split_once('\n').unwrap();
    // Fails only on the news of a conditional answer.
    std::fs::write(
        templates.join("position.txt"),
        format!("{subject}\n{{% if \"given in advance\" in headline %}}{{{{ no_such_function() }}}}{{% endif %}}{body}"),
    )
    .unwrap();
    let db = dir.join("tandem.sqlite3");
    let mut w = World::with(&config(&format!("[templates]\ndir = \"{}\"", templates.display())), Store::open(&db).unwrap());
    w.start("chess", ALICE, &[BOB]);
    w.ok(ALICE, "e4\nif e5 then Nf3");
    let failed = w.deliver("crash/1", BOB, "e5", 100);
    assert!(matches!(&failed, Err(e) if e.is_transient()), "the mail is left to be tried again: {failed:?}");
    assert_eq!(w.turns(), ["e4"], "neither bob's turn nor the answer is stored");
    assert_eq!(w.lines(), [("white".to_string(), vec!["e5".to_string(), "Nf3".to_string()])], "the line stands");
    assert!(w.outbox().is_empty(), "no mail went out");
    drop(w);

    // The operator fixes the template; the same mail comes again.
    let mut w = World::with(&config(""), Store::open(&db).unwrap());
    let handled = w.deliver("crash/1", BOB, "e5", 200).unwrap();
    assert!(matches!(handled, Handled::Applied { .. }), "{handled:?}");
    assert_eq!(w.turns(), ["e4", "e5", "Nf3"]);
    assert!(w.lines().is_empty());
    let out = w.outbox();
    assert!(one(&out, ALICE).text.contains(FROM_YOURS) && one(&out, BOB).text.contains(IN_ADVANCE));
    assert_eq!(w.deliver("crash/1", BOB, "e5", 300).unwrap(), Handled::Duplicate);
    assert_eq!(w.turns(), ["e4", "e5", "Nf3"], "applied once");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_line_with_the_move_that_ends_the_game_is_moot() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    for (who, mv) in [(ALICE, "f3"), (BOB, "e5"), (ALICE, "g4")] {
        w.ok(who, mv);
    }
    let out = w.ok(BOB, "Qh4#\nif Kf2 then Qxf2");
    assert!(one(&out, BOB).subject.contains("Game over"), "{}", one(&out, BOB).subject);
    assert_eq!(w.turns(), ["f3", "e5", "g4", "Qh4#"]);
    assert!(w.lines().is_empty());
    assert!(w.refused(BOB, "if Kf2 then Qxf2").contains("is over"));
}
