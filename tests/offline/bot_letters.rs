//! What the players read: the wording of the bot's mails, each point as
//! the mail a player receives shows it (through `Bot::handle` and the
//! outbox, as it would go on the wire).

use crate::offline;

use offline::{one, Received, World};
use tandem::bot::Handled;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const CAROL: &str = "carol@example.org";
const DAVE: &str = "dave@example.org";

/// The example move of a board mail: what follows "for example: ".
fn example(m: &Received) -> String {
    let at = m.text.find("for example: ").unwrap_or_else(|| panic!("an example move: {}", m.text)) + "for example: ".len();
    m.text[at..].split([';', '\n']).next().unwrap_or_default().trim().to_string()
}

/// The example of the game's own kind of turn: what follows "like ".
fn form_example(m: &Received) -> Option<String> {
    let at = m.text.find(" like ")? + " like ".len();
    Some(m.text[at..].split([',', '\n', ' ']).next().unwrap_or_default().trim().to_string())
}

#[test]
fn the_mover_reads_you_played_and_the_opponent_who_played_by_name_and_your_move() {
    let mut w = World::new();
    w.name(ALICE, "Alice");
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    let out = w.outbox();
    let (mine, theirs) = (one(&out, ALICE), one(&out, BOB));
    assert!(mine.text.starts_with("You played 1. e4.\n"), "{}", mine.text);
    assert!(!mine.text.contains("Last move"), "said once: {}", mine.text);
    assert!(theirs.text.starts_with("Alice (alice@example.org) played 1. e4. Your move.\n"), "{}", theirs.text);
    assert!(!theirs.text.contains("Last move"), "said once: {}", theirs.text);
    // Without a display name, the address.
    w.mail(BOB, "e5");
    let out = w.outbox();
    assert!(one(&out, ALICE).text.starts_with("bob@example.org played 1... e5. Your move.\n"), "{}", one(&out, ALICE).text);
    assert!(one(&out, BOB).text.starts_with("You played 1... e5.\n"), "{}", one(&out, BOB).text);
}

#[test]
fn the_end_of_a_game_reads_in_the_second_person_for_the_player_who_ended_it() {
    // Checkmate: the mover's last move.
    let mut w = World::new();
    w.name(ALICE, "Alice");
    w.start("chess", ALICE, &[BOB]);
    for (who, m) in [(ALICE, "e4"), (BOB, "e5"), (ALICE, "Bc4"), (BOB, "Nc6"), (ALICE, "Qh5"), (BOB, "Nf6")] {
        w.mail(who, m);
    }
    w.outbox();
    w.mail(ALICE, "Qxf7#");
    let out = w.outbox();
    let (mine, theirs) = (one(&out, ALICE), one(&out, BOB));
    assert!(mine.subject.contains("Game over") && theirs.subject.contains("Game over"), "{}\n{}", mine.subject, theirs.subject);
    assert!(mine.text.starts_with("You played 4. Qxf7# ("), "{}", mine.text);
    assert!(theirs.text.starts_with("Alice (alice@example.org) played 4. Qxf7# ("), "{}", theirs.text);
    assert!(!theirs.text.contains("Your move"), "the game is over: {}", theirs.text);

    // Resignation and a claimed draw name the player who acted the same way.
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    w.outbox();
    w.mail(BOB, "resign");
    let out = w.outbox();
    assert!(one(&out, BOB).text.starts_with("You resigned.\n"), "{}", one(&out, BOB).text);
    assert!(one(&out, ALICE).text.starts_with("bob@example.org resigned.\n"), "{}", one(&out, ALICE).text);

    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    for _ in 0..2 {
        for (who, m) in [(ALICE, "Nf3"), (BOB, "Nf6"), (ALICE, "Ng1"), (BOB, "Ng8")] {
            w.mail(who, m);
        }
    }
    w.outbox();
    w.mail(ALICE, "claim draw");
    let out = w.outbox();
    assert!(one(&out, ALICE).text.starts_with("You claimed a draw.\n"), "{}", one(&out, ALICE).text);
    assert!(one(&out, BOB).text.starts_with("alice@example.org claimed a draw.\n"), "{}", one(&out, BOB).text);
}

/// docs/players.md shows these lines: keep them in step.
#[test]
fn turns_played_from_conditions_are_told_to_each_player_from_their_side() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4\nif e5 then Nf3");
    w.outbox();
    w.mail(BOB, "e5");
    let out = w.outbox();
    let first_two = |m: &Received| m.text.lines().take(2).collect::<Vec<_>>().join("\n");
    assert_eq!(
        first_two(one(&out, BOB)),
        "You played 1... e5 (Black's pawn moved from e7 to e5).\n\
         alice@example.org played 2. Nf3 (White's knight moved from g1 to f3), a conditional move given in advance. Your move."
    );
    assert_eq!(
        first_two(one(&out, ALICE)),
        "bob@example.org played 1... e5 (Black's pawn moved from e7 to e5).\n\
         You played 2. Nf3 (White's knight moved from g1 to f3), from your conditional moves."
    );
}

#[test]
fn the_waiting_player_is_told_what_they_can_do_and_that_they_will_hear() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    let out = w.outbox();
    let waiting = &one(&out, ALICE).text;
    for what in ["board", "say TEXT", "draw", "resign"] {
        assert!(waiting.contains(what), "{what}: {waiting}");
    }
    assert!(waiting.contains("You will get a mail as soon as it is your move."), "{waiting}");
    assert!(!waiting.contains("Reply with"), "no move is asked of the waiting player: {waiting}");
    assert!(one(&out, BOB).text.contains("Reply with your move"), "{}", one(&out, BOB).text);
}

#[test]
fn the_example_move_is_a_legal_piece_move_and_not_the_first_in_the_alphabet() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    let out = w.outbox();
    let bob = one(&out, BOB);
    let ex = example(bob);
    assert!(ex.starts_with(['N', 'B', 'R', 'Q', 'K']), "a piece move teaches the notation: {ex}");
    assert_ne!(ex, "Na6", "not simply the first legal move");
    assert!(bob.text.contains("not advice"), "{}", bob.text);
    assert!(matches!(w.mail(BOB, &ex), Handled::Applied { .. }), "the example {ex} is legal");
}

/// In games with turns of their own the mail shows that form too, with a
/// turn that is legal there and then.
#[test]
fn the_examples_show_each_game_s_own_kind_of_turn() {
    for (variant, moves, says) in [
        ("two-prong", &["e4"][..], "a dual move is two moves joined by a slash"),
        ("tandem84", &["e3"][..], "a move to the other board is a drop"),
        ("bughouse-sync", &["e4"][..], "your move on board A and the one on B are joined by a slash"),
        ("tandem-pawn", &["e4"][..], "a whole tandem moves like"),
        ("crazyhouse", &["e4", "d5", "exd5", "Qxd5", "Nc3"][..], "a piece from your hand is dropped like"),
    ] {
        let mut w = World::new();
        w.start(variant, ALICE, &[BOB]);
        let mut last = None;
        for (i, m) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { ALICE } else { BOB };
            assert!(matches!(w.mail(who, m), Handled::Applied { .. }), "{variant}: {m}");
            last = Some(w.outbox());
        }
        let out = last.expect("moves");
        let reader = one(&out, BOB);
        assert!(reader.text.contains(says), "{variant}: {}", reader.text);
        let form = form_example(reader).expect("an example of the form");
        assert!(matches!(w.mail(BOB, &form), Handled::Applied { .. }), "{variant}: the example {form} is legal");
    }
}

#[test]
fn one_name_per_game_everywhere_as_the_rules_mail_writes_it() {
    let mut w = World::new();
    w.start("tandem84", ALICE, &[BOB]);
    w.fresh(ALICE, "rules", "rules tandem84");
    let out = w.outbox();
    let title = one(&out, ALICE).subject.trim_start_matches("Rules of ").to_string();
    assert_eq!(title, "Tandem-84");
    w.mail(ALICE, "e3");
    let out = w.outbox();
    for m in &out {
        assert!(m.subject.contains("Tandem-84"), "{}", m.subject);
        assert!(!m.subject.contains("tandem84"), "{}", m.subject);
        assert!(m.text.contains("Game #1, Tandem-84:"), "{}", m.text);
    }
    w.fresh(BOB, "games", "games");
    let out = w.outbox();
    assert!(one(&out, BOB).text.contains("#1 Tandem-84 against alice@example.org"), "{}", one(&out, BOB).text);
}

#[test]
fn the_challenger_is_told_the_game_starts_as_soon_as_the_others_accept() {
    let mut w = World::new();
    w.fresh(ALICE, "game?", &format!("new chess with {BOB}"));
    let out = w.outbox();
    assert!(one(&out, ALICE).text.contains("The game starts as soon as bob@example.org accepts;"), "{}", one(&out, ALICE).text);
    w.fresh(ALICE, "bughouse?", &format!("new bughouse with {BOB} against {CAROL} {DAVE}"));
    let out = w.outbox();
    let text = &one(&out, ALICE).text;
    assert!(text.contains("as soon as bob@example.org, carol@example.org and dave@example.org accept;"), "{text}");
    w.mail(BOB, "game 2\naccept");
    let out = w.outbox();
    let text = &one(&out, BOB).text;
    assert!(text.contains("It starts as soon as carol@example.org and dave@example.org accept too."), "{text}");
}

#[test]
fn a_mail_without_any_command_gets_the_help_text_once() {
    let mut w = World::new();
    assert!(matches!(w.fresh(ALICE, "Hello", "Hi, how does this work?\n\nThanks,\nAlice"), Handled::Applied { .. }));
    let out = w.outbox();
    assert_eq!(out.len(), 1, "{out:#?}");
    let help = &out[0];
    assert_eq!(help.subject, "How to play");
    assert_eq!(help.text.matches("here is how to play").count(), 1, "{}", help.text);
    assert_eq!(help.text.matches("claim draw").count(), 1, "the commands once: {}", help.text);
    assert!(!help.text.contains("Write \"help\""), "{}", help.text);
    assert!(!help.text.contains("unchanged"), "{}", help.text);
}

#[test]
fn an_unknown_command_in_a_game_s_thread_is_refused_in_that_thread() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    w.outbox();
    assert!(matches!(w.mail(BOB, "resing"), Handled::Refused { .. }));
    let out = w.outbox();
    let refusal = one(&out, BOB);
    assert!(refusal.subject.starts_with("[#1] "), "the game's tag: {}", refusal.subject);
    assert_eq!(refusal.in_reply_to.as_deref(), Some("m4@players.example.org"), "threaded under bob's mail");
    assert!(refusal.text.contains("resign"), "the suggestion: {}", refusal.text);
}

/// "takeback" is no command and close to none: the help comes, but in the
/// game's thread, saying first what was not understood.
#[test]
fn an_unknown_word_in_a_game_s_thread_gets_the_help_in_that_thread() {
    let mut w = World::new();
    w.start("chess", ALICE, &[BOB]);
    w.mail(ALICE, "e4");
    w.outbox();
    assert!(matches!(w.mail(BOB, "takeback"), Handled::Applied { .. }));
    let out = w.outbox();
    let help = one(&out, BOB);
    assert_eq!(help.subject, "[#1] How to play", "the game's tag");
    assert_eq!(help.in_reply_to.as_deref(), Some("m4@players.example.org"), "threaded under bob's mail");
    assert!(help.text.starts_with("\"takeback\" is not a command I know (game #1), so here is how to play.\n"), "{}", help.text);
    // Out of any game's thread: no tag, but still what was not understood.
    w.fresh(CAROL, "question", "takeback");
    let out = w.outbox();
    let help = one(&out, CAROL);
    assert_eq!(help.subject, "How to play");
    assert!(help.text.starts_with("\"takeback\" is not a command I know, so here is how to play.\n"), "{}", help.text);
}

/// Every line of every mail of a four-player game and of synchronous
/// bughouse: verbs agree with their subjects, and no parentheses nest.
#[test]
fn the_wait_lines_agree_in_number_and_no_parentheses_nest() {
    let mut w = World::new();
    w.start("bughouse", ALICE, &[BOB, CAROL, DAVE]);
    w.mail(ALICE, "e4");
    let out = w.outbox();
    let text = &one(&out, ALICE).text;
    assert!(text.contains("carol@example.org and dave@example.org have until "), "{text}");
    assert!(text.contains("It is the move of carol@example.org and dave@example.org (Black on board A, White on board B)."), "{text}");
    let mut w = World::new();
    w.start("bughouse-sync", ALICE, &[BOB]);
    let mut all = w.outbox();
    w.mail(ALICE, "e4");
    all.extend(w.outbox());
    let theirs = all.iter().rev().find(|m| m.to == BOB).unwrap();
    assert!(theirs.text.contains("It is your move (North: Black on A, White on B)."), "{}", theirs.text);
    for m in &all {
        for line in m.text.lines() {
            let mut depth = 0i32;
            for c in line.chars() {
                depth += match c {
                    '(' => 1,
                    ')' => -1,
                    _ => 0,
                };
                assert!(depth <= 1, "nested parentheses in the mail to {}: {line}", m.to);
            }
        }
    }
}

#[test]
fn help_lists_every_player_command_of_the_players_guide_and_no_operator_command() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/players.md")).expect("docs/players.md");
    let mut w = World::new();
    w.fresh(ALICE, "help", "help");
    let out = w.outbox();
    let help = &one(&out, ALICE).text;
    let commands = [
        "new VARIANT with ADDRESS",
        "new bughouse with PARTNER against",
        "accept",
        "decline",
        "resign",
        "draw",
        "claim draw",
        "abort",
        "board",
        "games",
        "history",
        "say TEXT",
        "say partner TEXT",
        "vacation N",
        "vacation off",
        "remind on",
        "remind off",
        "remind digest",
        "remind default",
        "remind after 12h",
        "remind before 2h",
        "rules [VARIANT]",
        "help",
        "game 42",
    ];
    for c in commands {
        let word = c.split_whitespace().next().unwrap_or(c);
        assert!(readme.contains(&format!("`{word}")) || readme.contains(c), "the players' guide lists {c}");
        assert!(help.contains(c), "help lists {c}: {help}");
    }
    assert!(readme.contains("| `remind` |"), "the players' guide lists a bare remind");
    assert!(help.lines().any(|l| l.trim_start().strip_prefix("remind").is_some_and(|r| r.starts_with("  "))), "a bare remind: {help}");
    assert!(!help.contains("\"tandem ") && !help.contains("tandem show"), "no operator command: {help}");
}

/// The numbers the help states are the ones the bot keeps: every level it
/// names is accepted and the next is refused; the default it names is the
/// level a game without one gets.
#[test]
fn the_help_states_the_computers_levels_as_the_bot_takes_them() {
    let mut w = World::new();
    w.fresh(ALICE, "help", "help");
    let out = w.outbox();
    let help = one(&out, ALICE).text.split_whitespace().collect::<Vec<_>>().join(" ");
    let at = help.find("(level 1 to ").unwrap_or_else(|| panic!("the help names the levels: {help}")) + "(level 1 to ".len();
    let rest = &help[at..];
    let max: u8 = rest.split(',').next().unwrap().parse().unwrap();
    let default: u8 = rest.split(", ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!(rest.contains(&format!("{default} unless you say")), "{rest}");
    for level in 1..=max {
        let parsed = tandem::command::parse_commands(&format!("new chess with computer level {level}"));
        assert!(parsed[0].is_ok(), "level {level}, which the help offers: {:?}", parsed[0]);
    }
    let over = tandem::command::parse_commands(&format!("new chess with computer level {}", max + 1));
    assert!(over[0].is_err(), "level {} is not offered", max + 1);
    // A game against the computer without a level plays the stated default.
    w.fresh(ALICE, "a game", "new chess with computer");
    let out = w.outbox();
    let mail = one(&out, ALICE);
    assert!(mail.subject.contains(&format!("level {default}")), "{}", mail.subject);
}

/// A move in the game the same mail challenges cannot be played (the game
/// waits for its players): the sender is told why and what to do, about
/// no game, and nothing is set aside.
#[test]
fn a_challenge_and_a_move_in_its_game_in_one_mail_are_refused_with_what_to_do() {
    let mut w = World::new();
    let h = w.fresh(ALICE, "game?", "new chess with bob@example.org\ne4");
    assert!(matches!(h, Handled::Refused { game: None, .. }), "{h:?}");
    let out = w.outbox();
    assert_eq!(out.len(), 1, "only the sender hears of it: {out:#?}");
    let m = one(&out, ALICE);
    assert!(!m.subject.contains("[#"), "about no game: {}", m.subject);
    assert!(m.text.contains("the mail that challenges it cannot also move or act in it"), "{}", m.text);
    assert!(m.text.contains("Send the challenge alone, and your move when the game has started"), "{}", m.text);
    // Sent as asked, both work.
    w.start("chess", ALICE, &[BOB]);
    assert!(matches!(w.mail(ALICE, "e4"), Handled::Applied { .. }));
}
