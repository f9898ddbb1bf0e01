//! Moves as correspondence players write them (docs/rules.md, "Other
//! notations"): every legal turn of the perft test positions, written in
//! ICCF numeric notation, in figurines and with each language's letters,
//! reads back as the same turn; and what a player gets for a move written
//! wrong, in their own notation.

use tandem::rules::notation::NotationErrorKind;
use tandem::rules::{Dialect, Game, Language, Position, Variant};

/// The chess positions of the published perft tables (chessprogramming.org).
const CPW: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

fn de() -> Dialect {
    Dialect::Letters(Language::De)
}

fn after(variant: Variant, fen: Option<&str>, turns: &[&str]) -> Position {
    let mut g = match fen {
        Some(f) => Game::from_fen(variant, f).unwrap(),
        None => Game::new(variant).unwrap(),
    };
    for t in turns {
        g.play(t).unwrap_or_else(|e| panic!("{variant}: {t}: {e}"));
    }
    g.position().clone()
}

/// Every legal turn of `pos`, written in each dialect, reads back in that
/// dialect as the same turn; numeric text is read in every dialect.
fn round_trip(pos: &Position) -> usize {
    let turns = pos.legal_turns();
    let names = pos.turn_notations(&turns);
    let variant = pos.variant();
    let mut checked = 0;
    for (turn, canonical) in turns.iter().zip(&names) {
        for dialect in Dialect::ALL {
            let written = dialect.write_turn(variant, turn, canonical);
            // Numbers mean the same to everyone; a drop (`P@e4`) and Tandem-84
            // have none, and are written in the English letters numeric players read.
            let numeric = dialect == Dialect::Iccf && !written.contains('@') && !matches!(variant, Variant::Tandem84);
            let readers: &[Dialect] = if numeric { &Dialect::ALL } else { &[dialect] };
            for reader in readers {
                match reader.read_turn(pos, None, &written) {
                    Ok(back) => assert_eq!(
                        back,
                        *turn,
                        "{variant} {}: {dialect} wrote {canonical} as {written:?}, {reader} reads another turn",
                        pos.fen()
                    ),
                    Err(e) => {
                        panic!("{variant} {}: {dialect} wrote {canonical} as {written:?}, which {reader} cannot read: {e}", pos.fen())
                    }
                }
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn every_move_of_the_chess_perft_positions_round_trips_in_every_notation() {
    let mut n = 0;
    for fen in CPW {
        n += round_trip(&Position::from_fen(Variant::Chess, fen).unwrap());
    }
    assert!(n > 3_000, "{n}");
}

#[test]
fn two_prong_and_tandem_pawn_turns_round_trip_in_every_notation() {
    // Starts, and after a turn: Black's dual moves, rockets (g1 empty), tandem captures.
    let positions = [
        after(Variant::TwoProng, None, &[]),
        after(Variant::TwoProng, None, &["e4"]),
        after(Variant::TwoProng, None, &["e4", "d5/Nf6", "exd5/Nc3"]),
        after(Variant::TandemPawn, None, &[]),
        after(Variant::TandemPawn, None, &["e4", "d5", "Nf3", "dxe4"]),
        after(Variant::TandemPawn, Some("4k3/1T6/8/8/3t4/4T3/8/R3K2R w KQ - 0 1"), &[]),
    ];
    for pos in &positions {
        round_trip(pos);
    }
}

#[test]
fn drop_games_and_tandem84_round_trip_too() {
    let positions = [
        after(Variant::Crazyhouse, None, &["e4", "d5", "exd5", "Qxd5", "Nc3"]),
        after(Variant::BughouseSync, None, &["e4", "d5/d4", "exd5/e5"]),
        after(Variant::Bughouse, None, &["A:e4", "A:d5", "A:exd5"]),
        after(Variant::Tandem84, None, &["b4"]),
    ];
    for pos in &positions {
        round_trip(pos);
    }
}

#[test]
fn the_forms_of_the_issue_are_read() {
    let start = Position::start(Variant::Chess).unwrap();
    let read = |d: Dialect, text: &str| {
        let t = d.read_turn(&start, None, text).unwrap_or_else(|e| panic!("{d} {text}: {e}"));
        start.turn_notation(&t)
    };
    for d in Dialect::ALL {
        assert_eq!(read(d, "5254"), "e4", "{d}");
        assert_eq!(read(d, "♘f3"), "Nf3", "{d}");
        assert_eq!(read(d, "♞f3"), "Nf3", "{d}");
        assert_eq!(read(d, "♙e4"), "e4", "{d}");
        assert_eq!(read(d, "1. 7163"), "Nf3", "{d}");
    }
    for (code, text) in [("de", "Sf3"), ("fr", "Cf3"), ("es", "Cf3"), ("it", "Cf3"), ("nl", "Pf3"), ("ru", "Кf3"), ("en", "Nf3")] {
        assert_eq!(read(code.parse().unwrap(), text), "Nf3", "{code}");
    }
    // Castling as the king's move, and promotion by a fifth digit.
    let castle = Position::from_fen(Variant::Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let t = Dialect::Iccf.read_turn(&castle, None, "5131").unwrap();
    assert_eq!(castle.turn_notation(&t), "O-O-O");
    assert_eq!(Dialect::Iccf.write_turn(Variant::Chess, &t, "O-O-O"), "5131");
    let promo = Position::from_fen(Variant::Chess, "7k/4P3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let t = de().read_turn(&promo, None, "57584").unwrap();
    assert_eq!(promo.turn_notation(&t), "e8=N");
}

#[test]
fn an_unknown_letter_is_never_dropped() {
    // `Xf3` is not the pawn move f3: refused, with the moves to f3.
    let open = after(Variant::Chess, None, &["e4", "e5"]);
    let e = Dialect::ENGLISH.read_turn(&open, None, "Xf3").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Unreadable, "{e}");
    assert_eq!(e.candidates, vec!["Nf3", "Qf3", "f3"]);
    let e = de().read_turn(&open, None, "xf3").unwrap_err();
    assert_eq!(e.candidates, vec!["Sf3", "Df3", "f3"], "{e}");
    let t84 = Position::start(Variant::Tandem84).unwrap();
    assert!(Dialect::ENGLISH.read_turn(&t84, None, "Xe4").is_err());
    // Forgiven, as docs/players.md says: a capture mark where nothing is
    // taken, when the rest names one move.
    let t = Dialect::ENGLISH.read_turn(&open, None, "Bxc4").unwrap();
    assert_eq!(open.turn_notation(&t), "Bc4");
}

#[test]
fn another_languages_letters_are_never_guessed() {
    let start = Position::start(Variant::Chess).unwrap();
    // `Sf3` means nothing in English; `Nf3` nothing in German: refused,
    // with the move in the player's own letters.
    let e = Dialect::ENGLISH.read_turn(&start, None, "Sf3").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Unreadable, "{e}");
    // ... but the English player is told what it is, and how to write it.
    let told = e.to_string();
    assert!(told.contains("S is a knight in German and Polish notation"), "{told}");
    assert!(told.contains("'notation de'"), "{told}");
    assert_eq!(e.candidates, vec!["Nf3"]);
    // A bishop in German and Dutch; a figurine player is offered glyphs.
    let open = after(Variant::Chess, None, &["e4", "e5"]);
    let e = Dialect::Figurine.read_turn(&open, None, "Lc4").unwrap_err();
    assert!(e.to_string().contains("L is a bishop in German and Dutch notation"), "{e}");
    assert_eq!(e.candidates, vec!["♗c4"]);
    // A letter of no language gets no guess.
    let e = Dialect::ENGLISH.read_turn(&start, None, "Zf3").unwrap_err();
    assert!(e.candidates.is_empty() && !e.to_string().contains("notation"), "{e}");
    let e = de().read_turn(&start, None, "Nf3").unwrap_err();
    assert!(e.to_string().contains("'N' is not a piece letter in German notation"), "{e}");
    assert_eq!(e.candidates, vec!["Sf3"]);
    // `D` is a queen in German; a d-file pawn capture is `dxe5` in every language.
    let p = Position::from_fen(Variant::Chess, "4k3/8/8/4p3/3P4/8/8/3QK3 w - - 0 1").unwrap();
    for d in Dialect::ALL {
        let t = d.read_turn(&p, None, "dxe5").unwrap();
        assert_eq!(p.turn_notation(&t), "dxe5", "{d}");
    }
    let t = de().read_turn(&p, None, "Dd2").unwrap();
    assert_eq!(p.turn_notation(&t), "Qd2");
    assert!(Dialect::ENGLISH.read_turn(&p, None, "Dd2").is_err());
}

#[test]
fn bad_input_is_refused_with_the_right_form_in_the_players_notation() {
    let start = Position::start(Variant::Chess).unwrap();
    // Numeric, legal-looking but illegal.
    let e = Dialect::Iccf.read_turn(&start, None, "5255").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Illegal);
    assert_eq!(e.to_string(), "'5255' is not legal here: your pawn on e2 cannot move to e5. Did you mean 5254 or 5253?");
    let e = de().read_turn(&start, None, "5255").unwrap_err();
    assert!(e.to_string().ends_with("Did you mean e4 or e3?"), "{e}");
    // A mixture of a letter and a number.
    let e = Dialect::ENGLISH.read_turn(&start, None, "N5254").unwrap_err();
    assert!(e.to_string().contains("mixes a numeric move with other letters"), "{e}");
    assert_eq!(e.candidates, vec!["e4"]);
    let e = Dialect::Figurine.read_turn(&start, None, "N7163").unwrap_err();
    assert_eq!(e.candidates, vec!["♘f3"]);
    // A glyph for a piece the game does not have.
    let e = Dialect::ENGLISH.read_turn(&start, None, "\u{1FA50}f3").unwrap_err();
    assert!(e.to_string().contains("which Chess does not have; its pieces are ♔ ♕ ♖ ♗ ♘ ♙"), "{e}");
    // Refusals from the game's own reading name candidates in the player's letters.
    let e = de().read_turn(&start, None, "Sd4").unwrap_err();
    assert!(e.to_string().contains("'Sd4' is not legal here"), "{e}");
    assert!(e.candidates.iter().all(|c| !c.starts_with('N')), "{e}");
    let e = Dialect::Figurine.read_turn(&start, None, "Nd4").unwrap_err();
    assert!(e.candidates.contains(&"♘f3".to_string()), "{e}");
}

#[test]
fn drops_have_no_numeric_form_and_tandem84_none_at_all() {
    let zh = after(Variant::Crazyhouse, None, &["e4", "d5", "exd5", "Qxd5"]);
    let e = Dialect::Iccf.read_turn(&zh, None, "@55").unwrap_err();
    assert!(e.to_string().contains("a drop has no numeric form"), "{e}");
    let e = Dialect::Iccf.read_turn(&zh, None, "1155").unwrap_err();
    assert!(e.to_string().contains("(a drop has no numeric form: write it like N@f3)"), "{e}");
    let t = Dialect::Iccf.read_turn(&zh, None, "P@e6").unwrap();
    assert_eq!(Dialect::Iccf.write_turn(Variant::Crazyhouse, &t, &zh.turn_notation(&t)), "P@e6");
    let t84 = Position::start(Variant::Tandem84).unwrap();
    let e = Dialect::Iccf.read_turn(&t84, None, "2224").unwrap_err();
    assert!(e.to_string().contains("Tandem-84 has no numeric notation"), "{e}");
    let t = Dialect::Iccf.read_turn(&t84, None, "b4").unwrap();
    assert_eq!(Dialect::Iccf.write_turn(Variant::Tandem84, &t, &t84.turn_notation(&t)), "b4");
}

#[test]
fn each_game_writes_its_own_forms_in_numeric_notation() {
    let write = |pos: &Position, text: &str| {
        let t = pos.parse_turn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        Dialect::Iccf.write_turn(pos.variant(), &t, &pos.turn_notation(&t))
    };
    let tp = after(Variant::TwoProng, None, &["e4"]);
    assert_eq!(write(&tp, "Nf6/d5"), "4745/7866");
    let pawn = after(Variant::TandemPawn, None, &["Nf3", "e5"]);
    assert_eq!(write(&pawn, "Td4"), "T4244");
    assert_eq!(write(&pawn, "g4^"), "7274^");
    assert_eq!(write(&pawn, "d4"), "4244");
    let bug = Position::start(Variant::Bughouse).unwrap();
    assert_eq!(write(&bug, "B:Nf3"), "B:7163");
    let sync = after(Variant::BughouseSync, None, &["e4"]);
    assert_eq!(write(&sync, "d5/Nf3"), "4745/7163");
    // German tandem-pawn players write a whole tandem TT: T is their rook.
    assert_eq!(de().write_turn(Variant::TandemPawn, &pawn.parse_turn("Td4").unwrap(), "Td4"), "TTd4");
}
