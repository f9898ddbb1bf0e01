//! How the engine reads what players type, and what it says when it cannot.

use tandem::rules::chess::DropRules;
use tandem::rules::notation::NotationErrorKind;
use tandem::rules::pgn::{to_pgn, PgnTags};
use tandem::rules::{san, Chess, Game, MoveKind, Role, Variant};

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen, DropRules::None).unwrap()
}

fn read(p: &Chess, text: &str) -> String {
    let m = san::parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let legal = p.legal_move_list();
    san::san(p, &m, &legal)
}

#[test]
fn forms_people_type_are_understood() {
    let start = Chess::new();
    for (typed, canonical) in [
        ("e4", "e4"),
        ("e2e4", "e4"),
        ("e2-e4", "e4"),
        ("E2-E4", "e4"),
        ("Nf3", "Nf3"),
        ("nf3", "Nf3"),
        ("Ng1f3", "Nf3"),
        ("Ng1-f3", "Nf3"),
        ("g1f3", "Nf3"),
        ("1. e4", "e4"),
        ("e4!?", "e4"),
        ("Nf3+", "Nf3"),
    ] {
        assert_eq!(read(&start, typed), canonical, "{typed}");
    }
}

#[test]
fn a_lower_case_b_is_a_pawn_when_a_pawn_fits_and_a_bishop_otherwise() {
    // Both the b-pawn and the bishop can take on c3.
    let p = pos("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(read(&p, "bxc3"), "bxc3");
    assert_eq!(read(&p, "Bxc3"), "Bxc3");
    // No pawn can reach b4; lower case cannot mean the bishop to b4 either
    // (`b4` is a square), so it is refused.
    let p = pos("4k3/8/8/8/8/8/3B4/4K3 w - - 0 1");
    assert!(san::parse_move(&p, "b4").is_err());
    assert_eq!(read(&p, "Bb4"), "Bb4");
    assert_eq!(read(&p, "bb4"), "Bb4");
}

#[test]
fn castling_in_every_spelling() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for typed in ["O-O", "0-0", "o-o", "OO", "e1g1", "e1h1", "O-O+"] {
        assert_eq!(read(&p, typed), "O-O", "{typed}");
    }
    for typed in ["O-O-O", "0-0-0", "e1c1", "e1a1"] {
        assert_eq!(read(&p, typed), "O-O-O", "{typed}");
    }
}

#[test]
fn promotion_needs_a_piece_and_accepts_several_spellings() {
    let p = pos("7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for (typed, canonical) in [("e8=Q", "e8=Q+"), ("e8Q", "e8=Q+"), ("e8q", "e8=Q+"), ("e7e8n", "e8=N"), ("e8(R)", "e8=R+")] {
        assert_eq!(read(&p, typed), canonical, "{typed}");
    }
    let e = san::parse_move(&p, "e8").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Ambiguous);
    assert_eq!(e.candidates, vec!["e8=Q+", "e8=R+", "e8=B", "e8=N"]);
}

#[test]
fn ambiguity_lists_the_candidates() {
    let p = pos("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    let e = san::parse_move(&p, "Rd1").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Ambiguous);
    assert_eq!(e.to_string(), "'Rd1' is ambiguous: it could be Rad1 or Rhd1");
    assert_eq!(read(&p, "Rad1"), "Rad1");
}

#[test]
fn illegal_moves_say_why() {
    let start = Chess::new();
    let e = san::parse_move(&start, "Nf4").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Illegal);
    assert!(e.to_string().contains("no knight of yours can move to f4"), "{e}");
    let e = san::parse_move(&start, "O-O").unwrap_err();
    assert!(e.to_string().contains("castling kingside is not possible now"), "{e}");
    let e = san::parse_move(&start, "e5").unwrap_err();
    assert!(e.to_string().contains("no pawn of yours can move to e5"), "{e}");
    let e = san::parse_move(&start, "e2e5").unwrap_err();
    assert!(e.to_string().contains("your pawn on e2 cannot move to e5"), "{e}");
    let e = san::parse_move(&start, "e7e5").unwrap_err();
    assert!(e.to_string().contains("the piece on e7 is not yours"), "{e}");
    let e = san::parse_move(&start, "hello").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Unreadable);
    // In check: the refusal says so, and offers the moves to that square.
    let p = pos("4k3/8/8/8/7q/8/8/4K3 w - - 0 1");
    let e = san::parse_move(&p, "Kf2").unwrap_err();
    assert!(e.to_string().contains("(you are in check)"), "{e}");
}

#[test]
fn every_canonical_san_reads_back_to_its_move_including_drops_and_mates() {
    let p = pos("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let legal = p.legal_move_list();
    let mate = legal.iter().find(|m| m.to.name() == "f7" && m.role == Role::Queen).unwrap();
    assert_eq!(san::san(&p, mate, &legal), "Qxf7#");
    for m in &legal {
        assert_eq!(san::parse_move(&p, &san::san(&p, m, &legal)).as_ref(), Ok(m));
    }
    let castle = legal.iter().filter(|m| matches!(m.kind, MoveKind::Castle { .. })).count();
    assert_eq!(castle, 0);
}

#[test]
fn pgn_of_a_game() {
    let mut g = Game::new(Variant::Chess).unwrap();
    for t in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        g.play(t).unwrap();
    }
    let tags = PgnTags { white: Some("alice@example.org".into()), black: Some("bob@example.org".into()), ..Default::default() };
    let pgn = to_pgn(&g, &tags);
    assert!(pgn.contains("[White \"alice@example.org\"]"));
    assert!(pgn.contains("[Result \"1-0\"]"));
    assert!(!pgn.contains("[Variant"), "plain chess has no Variant tag");
    assert!(pgn.trim_end().ends_with("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"), "{pgn}");
}

#[test]
fn the_game_ends_by_itself_and_refuses_further_moves() {
    let mut g = Game::new(Variant::Chess).unwrap();
    for t in ["f3", "e5", "g4", "Qh4#"] {
        g.play(t).unwrap();
    }
    assert_eq!(g.automatic_outcome().map(|o| o.to_string()), Some("Black wins by checkmate".into()));
    assert!(g.play("a3").is_err());
}

#[test]
fn repetition_can_be_claimed_at_three_and_ends_the_game_at_five() {
    let mut g = Game::new(Variant::Chess).unwrap();
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for t in cycle.iter().chain(cycle.iter()) {
        g.play(t).unwrap();
    }
    assert!(g.claimable_draw().is_some(), "start position three times");
    assert!(g.automatic_outcome().is_none());
    for t in cycle.iter().chain(cycle.iter()) {
        g.play(t).unwrap();
    }
    assert_eq!(g.automatic_outcome().map(|o| o.to_string()), Some("Draw by fivefold repetition".into()));
}

#[test]
fn fifty_and_seventy_five_move_rules() {
    let g = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    assert!(g.claimable_draw().is_none());
    let mut g2 = g.clone();
    g2.play("Ra2").unwrap();
    assert!(g2.claimable_draw().is_some());
    let g3 = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 150 100").unwrap();
    assert_eq!(g3.automatic_outcome().map(|o| o.to_string()), Some("Draw by the 75-move rule".into()));
}

#[test]
fn insufficient_material_ends_the_game() {
    let mut g = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1").unwrap();
    g.play("Kxe2").unwrap();
    assert_eq!(g.automatic_outcome().map(|o| o.to_string()), Some("Draw by insufficient material".into()));
}

#[test]
fn near_misses_suggest_the_closest_moves_of_that_piece() {
    let start = Chess::new();
    let e = san::parse_move(&start, "e5").unwrap_err();
    assert_eq!(e.candidates.first().map(String::as_str), Some("e4"), "{e}");
    let e = san::parse_move(&start, "Nf4").unwrap_err();
    assert_eq!(&e.candidates[..2], ["Nf3", "Nh3"], "{e}");
    assert!(e.candidates.contains(&"f4".to_string()), "a move to that very square too: {e}");
}
