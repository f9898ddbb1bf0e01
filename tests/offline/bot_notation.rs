//! A player's notation through the bot's public API, with no mail
//! server: `notation de` and the others set how moves are written to each
//! player and which letters are read from them; the same turn reaches the
//! two players written differently; refusals, legal lists, the history and
//! conditional lines follow the reader's notation; PGN stays English. The
//! same games over the real mail stack are in `tests/mail/bot_notation_mail.rs`.

use crate::offline;

use offline::{one, World};
use tandem::store::GameId;

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

fn turns(w: &mut World, game: i64) -> Vec<String> {
    w.bot.store().transaction(|tx| tx.turns(GameId(game))).unwrap().into_iter().map(|t| t.notation).collect()
}

/// The first line of the one mail to `who`.
fn headline(mails: &[offline::Received], who: &str) -> String {
    one(mails, who).text.lines().next().unwrap_or_default().to_string()
}

#[test]
fn the_setting_is_told_back_and_kept() {
    let mut w = World::new();
    // Alice reads English (else her German letters would make her German).
    w.ok(ALICE, "language en");
    let m = w.ok(ALICE, "notation");
    assert!(one(&m, ALICE).text.contains("English algebraic notation"), "{}", one(&m, ALICE).text);
    let m = w.ok(ALICE, "notation de");
    let text = &one(&m, ALICE).text;
    assert!(text.contains("German piece letters: K (king), D (queen), T (rook), L (bishop), S (knight)"), "{text}");
    assert!(text.contains("For example: 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O"), "{text}");
    let m = w.ok(ALICE, "notation iccf");
    assert!(
        one(&m, ALICE).text.contains("For example: 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171"),
        "{}",
        one(&m, ALICE).text
    );
    let problem = w.refused(ALICE, "notation klingon");
    assert!(
        problem.contains("\"klingon\" is not a notation") && problem.contains("notation en|de|ru|pl|it|es|fr|nl|pt|figurine|iccf"),
        "{problem}"
    );
    let m = w.ok(ALICE, "notation");
    assert!(one(&m, ALICE).text.contains("ICCF numeric notation"), "the refused change left the setting: {}", one(&m, ALICE).text);
}

#[test]
fn a_german_and_a_french_player_each_read_the_game_in_their_letters() {
    let mut w = World::new();
    // Their letters, and English mails (a notation chosen alone would make
    // its language theirs: tests/offline/languages.rs).
    w.ok(ALICE, "notation de\nlanguage en");
    w.ok(BOB, "notation fr\nlanguage en");
    let start = w.start("chess", ALICE, &[BOB]);
    // Examples are in each player's letters.
    assert!(one(&start, ALICE).text.contains("for example: "), "{}", one(&start, ALICE).text);
    let m = w.ok(ALICE, "e4");
    assert_eq!(headline(&m, ALICE), "You played 1. e4.");
    let m = w.ok(BOB, "Cc6");
    assert_eq!(headline(&m, BOB), "You played 1... Cc6.");
    assert_eq!(headline(&m, ALICE), format!("{BOB} played 1... Sc6. Your move."));
    let m = w.ok(ALICE, "Sf3");
    assert_eq!(headline(&m, BOB), format!("{ALICE} played 2. Cf3. Your move."));
    assert!(one(&m, BOB).text.contains("for example: ") && !one(&m, BOB).text.contains("for example: N"), "{}", one(&m, BOB).text);
    // Bob's French `Fb4` is a bishop move; his English `Nf6` is refused, in French.
    let problem = w.refused(BOB, "Nf6");
    assert!(problem.contains("'N' is not a piece letter in French notation") && problem.contains("Did you mean Cf6?"), "{problem}");
    let m = w.ok(BOB, "Cf6");
    assert_eq!(headline(&m, ALICE), format!("{BOB} played 2... Sf6. Your move."));
    // A refusal lists the legal moves in the sender's letters.
    w.mail(ALICE, "Dd5");
    let refusal = w.outbox();
    let text = &one(&refusal, ALICE).text;
    assert!(text.contains("'Dd5' is not legal here") && text.contains("Legal moves") && text.contains("Lb5"), "{text}");
    assert!(!text.contains("Bb5") && !text.contains("Nc3"), "{text}");
    w.ok(ALICE, "Lb5");
    assert_eq!(turns(&mut w, 1), vec!["e4", "Nc6", "Nf3", "Nf6", "Bb5"]);
    // The history: moves in the reader's letters, the PGN in English.
    let h = w.ok(BOB, "history");
    let text = &one(&h, BOB).text;
    assert!(text.contains("in your notation (French letters):\n\n1. e4 Cc6 2. Cf3 Cf6 3. Fb5"), "{text}");
    assert!(text.contains("1. e4 Nc6 2. Nf3 Nf6 3. Bb5"), "the PGN stays English: {text}");
    // In a game of two moves a turn, the list is of turns.
    let id = w.start("two-prong", ALICE, &[BOB])[0].game_tag().expect("a game tag");
    w.fresh(ALICE, &format!("[#{id}] my turn"), "Dd5/e4");
    let refusal = w.outbox();
    let text = &one(&refusal, ALICE).text;
    assert!(text.contains("Legal turns") && !text.contains("Legal moves"), "{text}");
}

#[test]
fn numeric_and_figurine_players_get_the_same_turn_their_way() {
    let mut w = World::new();
    w.ok(ALICE, "notation iccf");
    w.ok(BOB, "notation figurine");
    w.start("chess", ALICE, &[BOB]);
    let m = w.ok(ALICE, "5254");
    assert_eq!(headline(&m, ALICE), "You played 1. 5254.");
    assert_eq!(headline(&m, BOB), format!("{ALICE} played 1. e4. Your move."));
    let m = w.ok(BOB, "♞f6");
    assert_eq!(headline(&m, ALICE), format!("{BOB} played 1... 7866. Your move."));
    assert_eq!(headline(&m, BOB), "You played 1... ♘f6.");
    // Either may write any form; a numeric move that cannot be is refused
    // with the right form in the sender's notation.
    let problem = w.refused(ALICE, "5456");
    assert_eq!(problem, "'5456' is not legal here: your pawn on e4 cannot move to e6. Did you mean 5455?");
    let problem = w.refused(ALICE, "N5254");
    assert!(problem.contains("mixes a numeric move with other letters"), "{problem}");
    let m = w.ok(ALICE, "♘c3");
    assert_eq!(headline(&m, BOB), format!("{ALICE} played 2. ♘c3. Your move."));
    assert_eq!(headline(&m, ALICE), "You played 2. 2133.");
    // Conditional lines are listed in the holder's notation.
    let m = w.ok(ALICE, "if 5755 then 7163");
    let text = &one(&m, ALICE).text;
    assert!(text.contains("Noted: if 5755 then 7163."), "{text}");
    let m = w.ok(BOB, "e5");
    let bob = &one(&m, BOB).text;
    assert!(
        bob.contains(&format!(
            "{ALICE} played 3. ♘f3 (White's knight moved from g1 to f3), a conditional move given in advance. Your move."
        )),
        "{bob}"
    );
    let alice = &one(&m, ALICE).text;
    assert!(alice.starts_with(&format!("{BOB} played 2... 5755 (")), "{alice}");
    assert!(alice.contains("You played 3. 7163 (White's knight moved from g1 to f3), from your conditional moves."), "{alice}");
    assert_eq!(turns(&mut w, 1), vec!["e4", "Nf6", "Nc3", "e5", "Nf3"]);
}

#[test]
fn tandem_pawn_in_numbers_and_tandem84_without() {
    let mut w = World::new();
    w.ok(ALICE, "notation iccf");
    // German letters in English mails.
    w.ok(BOB, "notation de\nlanguage en");
    w.start("tandem-pawn", ALICE, &[BOB]);
    let m = w.ok(ALICE, "T5254");
    assert_eq!(headline(&m, ALICE), "You played 1. T5254.");
    assert_eq!(headline(&m, BOB), format!("{ALICE} played 1. TTe4. Your move."));
    let m = w.ok(BOB, "TTd5");
    assert_eq!(headline(&m, ALICE), format!("{BOB} played 1... T4745. Your move."));
    // Tandem-84 has no numbers: refused with its own notation, written in English letters.
    let mut w = World::new();
    w.ok(ALICE, "notation iccf");
    w.start("tandem84", ALICE, &[BOB]);
    let problem = w.refused(ALICE, "2224");
    assert!(problem.contains("Tandem-84 has no numeric notation") && problem.contains("b4, Nc3"), "{problem}");
    let m = w.ok(ALICE, "b4");
    assert_eq!(headline(&m, ALICE), "You played 1. b4.");
}

#[test]
fn a_game_from_a_position_starts_with_a_numeric_move_by_black() {
    let mut w = World::new();
    w.ok(BOB, "notation iccf");
    w.start("chess", ALICE, &[BOB]);
    // A second game, from a position where Black moves first.
    w.mail(ALICE, "new chess with bob@example.test from 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    w.outbox();
    w.mail(BOB, "game 2\naccept");
    w.outbox();
    let m = w.ok(BOB, "game 2\n5848");
    assert_eq!(headline(&m, BOB), "You played 1... 5848.");
    assert_eq!(headline(&m, ALICE), format!("{BOB} played 1... Kd8. Your move."));
}
