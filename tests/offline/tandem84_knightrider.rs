//! Tandem-84 with the inventor's knightrider ghosts (`tandem84-knightrider`,
//! from his own page): the ghost's rules one by one, perft (by hand and
//! against the reference referee of tests/t84/brute.rs), notation round trips. Every
//! other rule is shared with `tandem84` and tested in tests/offline/tandem84.rs.

use crate::brute;
use crate::t84 as common;

use common::*;
use tandem::rules::tandem84::{Ghosts, START_FEN};

const G: Ghosts = Ghosts::Knightrider;

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = Lcg(1984);
    for _ in 0..20 {
        random_game(START_FEN, G, 40, &mut rng);
    }
}

/// A king is never captured, not even by a ghost taking "a piece that checks
/// its king": after Ka2 (legal mid-turn, judged only at the end of the turn)
/// the black king on a3 touches the white king, yet the ghost on h1 may not
/// drop to b1 and ride to a3 to take it. So Ka2 and Kb2 lead to no turn.
#[test]
fn a_ghost_never_takes_a_king_that_touches_its_own() {
    let p = pos("12/12/12/12/k11/12/K6G4 w - - 0 2", G);
    assert!(!is_legal(&p, "Ka2/Gxa3"));
    assert!(!is_legal(&p, "Kb2/Gxa3"));
    assert!(!has_turn(&p, "a1a2 h1a3"));
    assert!(!has_turn(&p, "a1b2 h1a3"));
    assert!(is_legal(&p, "Kb1/Gh4"), "an ordinary turn is there");
}

// ---------------------------------------------------------------------------
// Perft.

/// White's first turn, one move. As in `tandem84` (34), minus the two
/// ghost swaps, plus what the knightrider ghosts do:
/// - pawns 24, knights 2 + 2, chancellor 2, marshall 2 (as in `tandem84`);
/// - ghost a1, a queen on its board passing through its own pieces: up
///   through the pawn a2 to a3 a4 a5 (a6 is a black pawn, which it neither
///   passes nor takes), diagonally through b2 to c3 d4 e5, and the swap with
///   b1 (the first piece to the right; a2 and b2 are first on their lines
///   but pawns may not be swapped to the 1st rank): 7; dropped onto its own
///   rook g1 (allowed for a ghost), a knightrider: h3 i5 (j7 is the black
///   queen) and, through the pawn i2, k3: 3. So 10;
/// - ghost l1 the same by symmetry: l3 l4 l5, j3 i4 h5, swap k1; dropped
///   onto f1: e3 d5, b3 over d2: 10.
///
/// 24 + 8 + 20 = 52.
#[test]
fn perft_1_from_the_start_is_52() {
    let p = pos(START_FEN, G);
    assert_eq!(p.perft(1), 52);
    let a1: Vec<String> = destinations(&p, "a1");
    assert_eq!(a1, sorted(&["a3", "a4", "a5", "b1", "c3", "d4", "e5", "h3", "i5", "k3"]));
    let l1: Vec<String> = destinations(&p, "l1");
    assert_eq!(l1, sorted(&["l3", "l4", "l5", "k1", "j3", "i4", "h5", "e3", "d5", "b3"]));
    assert_eq!(brute::Ref::from_fen(START_FEN, brute::Kind::Knightrider).perft(1), 52);
}

#[test]
fn perft_2_from_the_start_agrees_with_the_reference() {
    let p = pos(START_FEN, G);
    let r = brute::Ref::from_fen(START_FEN, brute::Kind::Knightrider);
    assert_eq!(p.perft(2), r.perft(2));
    assert_eq!(p.perft(2), 67484);
}

// Middle games reached by random play from the start (seeded), each with
// its perft 2 checked by the reference, one test each
// (`common::assert_perft_2_in_random_middle_game`).
perft_2_in_random_middle_games!(G, 77, [8, 13, 20]);

// ---------------------------------------------------------------------------
// The knightrider ghost, rule by rule (docs/rules.md, the inventor's page).

/// The ghost c3 (White's first turn, one move):
/// - on its board a queen: up through its own pawn c4 (the first piece up
///   the file, so it may also swap with it: the pawn goes to c3) to c5 c6
///   c7; c2 c1; b3 a3; d3, over the black ghost e3 (passed, not a stop), f3;
///   d4 e5 f6; b4 but not a5 (a black knight: neither passed nor taken);
///   d2 e1; b2 a1;
/// - dropped to i3, a knightrider of up to three knight steps: j5 is a
///   black knight (so neither j5 nor k7), k4 the white knight (swap: the
///   first piece on that line), k2, j1, h1, g2, g4, and over the black
///   ghost h5 to g7.
#[test]
fn queen_on_its_board_knightrider_after_a_drop() {
    let p = pos("11k/12/n6g1n2/2P7N1/2G1g7/12/11K w - - 0 1", G);
    let want = sorted(&[
        "c4", "c5", "c6", "c7", "c2", "c1", "b3", "a3", "d3", "f3", "d4", "e5", "f6", "b4", "d2", "e1", "b2", "a1", "k4", "k2", "j1", "h1",
        "g2", "g4", "g7",
    ]);
    assert_eq!(destinations(&p, "c3"), want);
    assert!(has_turn(&p, "c3c4<>"));
    assert!(has_turn(&p, "c3k4<>"));
    assert!(!has_turn(&p, "c3e3") && !has_turn(&p, "c3h5"), "enemy ghosts are passed, never taken");
    assert!(!has_turn(&p, "c3a5") && !has_turn(&p, "c3j5"), "nor other enemies that give no check");
    assert_eq!(read(&p, "Gg7"), "c3g7");
    assert_eq!(read(&p, "G<>k4"), "c3k4<>");
    assert_eq!(play(&p, "G<>k4").fen(), "11k/12/n6g1n2/2P7G1/2N1g7/12/11K b - - 1 1");
}

/// A swap is with the first piece on the path only: behind the pawn c4 the
/// bishop c6 is passed, not swapped; behind the black ghost e3 the knight
/// f3 is not swapped either.
#[test]
fn a_ghost_swaps_only_with_the_first_piece_on_its_path() {
    let p = pos("11k/2B9/12/2P9/2G1gN6/12/11K w - - 0 1", G);
    assert!(has_turn(&p, "c3c4<>"));
    assert!(!has_turn(&p, "c3c6<>"));
    assert!(has_turn(&p, "c3c5") && has_turn(&p, "c3c7"), "it passes both friends");
    assert!(!has_turn(&p, "c3f3<>"));
    assert!(!has_turn(&p, "c3e3"));
}

#[test]
fn only_an_enemy_king_takes_a_ghost_unless_it_blocks_a_check() {
    // The black ghost d2 next to the white king d1: the king may take it,
    // the rook a2 may not (nor pass it).
    let p = pos("11k/12/12/12/12/R2g8/3K8 w - - 0 1", G);
    assert!(is_legal(&p, "Kxd2"));
    assert!(!is_legal(&p, "Rxd2"));
    assert!(!has_turn(&p, "a2d2") && !has_turn(&p, "a2e2"));
    assert!(has_turn(&p, "a2c2"));
    // The black ghost d5 blocks the rook d1's check on the black king d7:
    // now any white piece may take it, the rook and the knight c3 alike.
    let q = pos("3k8/12/3g8/12/2N9/12/3R7K w - - 0 1", G);
    assert!(is_legal(&q, "Rxd5") && is_legal(&q, "Nxd5"));
    assert_eq!(play(&q, "Nxd5").fen(), "3k8/12/3N8/12/12/12/3R7K b - - 0 1");
    // Without the king behind it, the ghost is safe.
    let r = pos("4k7/12/3g8/12/2N9/12/3R7K w - - 0 1", G);
    assert!(!is_legal(&r, "Rxd5") && !is_legal(&r, "Nxd5"));
    assert!(!has_turn(&r, "c3d5") && !has_turn(&r, "d1d5"));
}

/// The reference's count of pieces of `by_white` attacking the king of the
/// other colour after the moves `squares` (from-to pairs, plain moves).
fn attackers_of_king_after(fen: &str, squares: &str, by_white: bool) -> usize {
    let mut r = brute::Ref::from_fen(fen, brute::Kind::Knightrider);
    let mut t = brute::InTurn::default();
    for m in squares.split_whitespace() {
        let (from, to) = (brute::sq(&m[..2]), brute::sq(&m[2..]));
        r.apply(&brute::Mv { from, to, promo: None, kind: brute::Mk::Plain }, &mut t);
    }
    let k = r.king(!by_white).expect("a king");
    r.attackers(k, by_white).len()
}

/// "Blocks a check" (docs/rules.md): removing the ghost would add an attacker of
/// its king. The black ghost c7 stands between the rook a7 and the king d7:
/// the knight k6 (dropping to e6) and the rook itself may take it. The
/// rook's own ghost b7 on that line does not stop the rook (it passes its
/// own ghost), so c7 still shields.
#[test]
fn a_ghost_that_shields_its_king_may_be_taken() {
    let p = pos("R1gk8/10N1/12/12/12/12/11K w - - 0 10", G);
    assert!(!p.is_check());
    assert!(has_turn(&p, "k6c7 a7a6"));
    assert!(has_turn(&p, "a7c7 l1l2"));
    let through_own_ghost = pos("RGgk8/10N1/12/12/12/12/11K w - - 0 10", G);
    assert!(has_turn(&through_own_ghost, "k6c7 a7a6"));
    // With the rook off that line the ghost shields nothing.
    let off_line = pos("2gk8/10N1/12/12/12/R11/11K w - - 0 10", G);
    assert!(!has_turn(&off_line, "k6c7 a2a3"));
}

/// The rook d1 and the black king d7 with the black ghost d5 between them,
/// but another piece on that line too: removing the ghost adds no attacker,
/// so it shields nothing and stays untouchable, even while the first move
/// (Nc4-b6) checks the king from elsewhere. The knight l4 would drop to f4
/// and take d5.
#[test]
fn a_ghost_on_an_already_blocked_line_may_not_be_taken() {
    // Without a second blocker: the ghost shields, the check from b6 or not.
    let open = pos("3k8/12/3g8/2N8N/12/12/3R7K w - - 0 10", G);
    assert!(has_turn(&open, "c4b6 l4d5"));
    assert!(has_turn(&open, "c4a3 l4d5"));
    // A black pawn d6 between the ghost and its king.
    let behind = "3k8/3p8/3g8/2N8N/12/12/3R7K w - - 0 10";
    assert_eq!(attackers_of_king_after(behind, "c4b6", true), 1, "Nb6 checks");
    let behind = pos(behind, G);
    assert!(!has_turn(&behind, "c4b6 l4d5"));
    assert!(!has_turn(&behind, "c4a3 l4d5"));
    // A white bishop d3 between the rook and the ghost.
    let before = pos("3k8/12/3g8/2N8N/12/3B8/3R7K w - - 0 10", G);
    assert!(!has_turn(&before, "c4b6 l4d5"));
    // Two black ghosts on the line: each alone shields nothing.
    let two = pos("3k8/3g8/3g8/2N8N/12/12/3R7K w - - 0 10", G);
    assert!(!has_turn(&two, "c4b6 l4d5"));
}

/// Bd3-b5 gives double check (the rook d1 uncovered, the bishop on c6-d7).
/// Then the black ghost c7, between the rook a7 and the king, may be taken
/// (the knight k6 drops to e6 and takes it); the black ghost f5, on no line
/// to the king, may not (the knight k3 would drop to e3 and take it).
#[test]
fn in_double_check_only_a_shielding_ghost_may_be_taken() {
    let fen = "R1gk8/10N1/5g6/12/3B6N1/12/3R7K w - - 0 10";
    assert_eq!(attackers_of_king_after(fen, "d3b5", true), 2);
    let p = pos(fen, G);
    assert!(has_turn(&p, "d3b5 k6c7"));
    assert!(!has_turn(&p, "d3b5 k3f5"));
    assert!(!has_turn(&p, "k3f5 d3b5"), "nor before the check");
    assert_same_turns(fen, G);
}

/// A position once counted wrong. G<>e5 puts the black rook on d5,
/// checking the king d1; the pawn i4 could then drop to c4 and take the
/// white ghost b3, but b3 shields nothing (the pawn c2 already blocks
/// b3-d1, and no black piece stands behind b3). 2261 turns, not 2262.
#[test]
fn a_check_from_elsewhere_does_not_expose_every_ghost() {
    let fen = "bm1cnrgnkqb1/pppppppp1p2/3gr4P2/6P1p1pp/1G2P2G4/PPP2P1PPPPP/B1QKNRRNCMB1 b KQq g3 0 5";
    let p = pos(fen, G);
    assert!(!has_turn(&p, "d5e5<> i4b3"));
    assert!(!is_legal(&p, "G<>e5/ixb3"));
    assert!(has_turn(&p, "d5e5<> i4i3"), "the ghost swap itself is fine");
    assert_eq!(p.perft(1), 2261);
    assert_same_turns(fen, G);
}

/// The black rook d5 checks the white king d1. The ghost b3 takes it along
/// the diagonal c4-d5, and both leave the board. It may not take the knight
/// b5, which gives no check.
#[test]
fn a_ghost_takes_a_piece_checking_its_king_and_both_leave() {
    let p = pos("11k/12/1n1r8/12/1G10/12/3K7N w - - 0 1", G);
    assert!(p.is_check());
    assert_eq!(read(&p, "Gxd5"), "b3d5");
    assert_eq!(play(&p, "Gxd5").fen(), "11k/12/1n10/12/12/12/3K7N b - - 0 1");
    assert!(!has_turn(&p, "b3b5"));
    // With the king on e1 the rook gives no check: the ghost may take
    // neither piece.
    let q = pos("11k/12/1n1r8/12/1G10/12/4K6N w - - 0 1", G);
    assert!(!q.is_check());
    assert!(!has_turn(&q, "b3d5") && !has_turn(&q, "b3b5"));
}

#[test]
fn friendly_pieces_pass_through_their_ghost_but_may_not_stop_on_it() {
    // The rook a1 passes its own ghost a3 (not stopping there) up to a7;
    // along the rank the black ghost c1 blocks it and may not be taken.
    let p = pos("11k/12/12/5K6/G11/12/R1g9 w - - 0 1", G);
    let left = sorted(&["a2", "a4", "a5", "a6", "a7", "b1"]);
    let got: Vec<String> = destinations(&p, "a1").into_iter().filter(|s| s.as_bytes()[0] <= b'f').collect();
    assert_eq!(got, left);
    // The black ghost c1 would check the king f4 on the diagonal d2-e3 if it
    // were a queen: a ghost gives no check, so the king may stand there and
    // even step next to it.
    assert!(!p.is_check());
    let k = pos("11k/12/12/12/12/3K8/2g9 w - - 0 1", G);
    assert!(!k.is_check());
    assert!(is_legal(&k, "Kc2") && is_legal(&k, "Kxc1"));
}

/// A non-ghost may not drop onto its own ghost (the rook b1 with the ghost
/// on h1); the ghost may drop onto its own rook on b1 and ride on from
/// there: a3, c3 d5 e7, d2 f3.
#[test]
fn drops_onto_friends_only_for_ghosts() {
    let p = pos("11k/12/12/12/12/12/1R5G2K1 w - - 0 1", G);
    assert!(destinations(&p, "b1").iter().all(|s| s.as_bytes()[0] <= b'f'), "the rook stays on its board");
    let drops: Vec<String> = destinations(&p, "h1").into_iter().filter(|s| s.as_bytes()[0] <= b'f').collect();
    assert_eq!(drops, sorted(&["a3", "c3", "d5", "e7", "d2", "f3"]));
    // Never onto an enemy piece.
    let q = pos("11k/12/12/12/12/12/1r5G2K1 w - - 0 1", G);
    assert!(destinations(&q, "h1").iter().all(|s| s.as_bytes()[0] > b'f'));
}

#[test]
fn a_pawn_may_double_step_over_its_own_ghost() {
    let p = pos("11k/12/12/12/1G10/1P10/11K w - - 0 1", G);
    assert_eq!(destinations(&p, "b2"), vec!["b4".to_string(), "h3".to_string(), "h4".to_string()]);
    // The passed square is occupied: no en-passant square.
    assert_eq!(play(&p, "b4").fen(), "11k/12/12/1P10/1G10/12/11K b - - 0 1");
    // An enemy ghost blocks it.
    let q = pos("11k/12/12/12/1g10/1P10/11K w - - 0 1", G);
    assert_eq!(destinations(&q, "b2"), vec!["h3".to_string(), "h4".to_string()]);
}

#[test]
fn castling_squares_must_be_truly_empty() {
    // A white ghost on e1 stops home castling; one on i1 drop-castling.
    let base = "n4rr1k3/12/12/12/12/12/3K1RR4N w KQkq - 0 5";
    assert!(is_legal(&pos(base, G), "O-O/Nk3") && is_legal(&pos(base, G), "O-O-O/Nk3"));
    let e1 = pos("n4rr1k3/12/12/12/12/12/3KGRR4N w KQkq - 0 5", G);
    assert!(!engine_keys(&e1).iter().any(|k| k.contains("d1e1O")));
    assert!(engine_keys(&e1).iter().any(|k| k.contains("d1h1O")));
    let i1 = pos("n4rr1k3/12/12/12/12/12/3K1RR1G2N w KQkq - 0 5", G);
    assert!(!engine_keys(&i1).iter().any(|k| k.starts_with("d1h1O")));
    assert!(engine_keys(&i1).iter().any(|k| k.contains("d1e1O")));
    // Once the ghost has moved away, the second move may drop-castle.
    assert!(is_legal(&i1, "Gi2/O-O-O"));
    // A black rook attacks e1 through its own ghost e4: O-O would end in check.
    let x = pos("n3rrr1k3/12/12/4g7/12/12/3K1RR4N w KQkq - 0 5", G);
    assert!(!is_legal(&x, "O-O/Nk3"));
    assert!(is_legal(&x, "O-O-O/Nk3"));
}

#[test]
fn a_ghost_may_swap_with_its_king_in_check() {
    // The ghost c1 (a queen on its board) goes to its king d1.
    let p = pos("5k6/12/3r8/12/12/12/2GK8 w - - 0 12", G);
    assert!(p.is_check());
    assert!(is_legal(&p, "G<>d1"));
    assert_eq!(play(&p, "G<>d1").fen(), "5k6/12/3r8/12/12/12/2KG8 b - - 1 12");
    // Dropped: the ghost h3 drops to b3, and one knight step takes it to
    // its king on c1 (in check from the rook c5); the king goes to h3.
    let q = pos("5k6/12/2r9/12/7G4/12/2K9 w - - 0 12", G);
    assert!(q.is_check());
    assert_eq!(read(&q, "G<>c1"), "h3c1<>");
    assert_eq!(play(&q, "G<>c1").fen(), "5k6/12/2r9/12/7K4/12/2G9 b - - 1 12");
}

// ---------------------------------------------------------------------------
// The reference referee on positions full of ghosts, and notation.

const DESIGNED: [&str; 6] = [
    "11k/12/n6g1n2/2P7N1/2G1g7/12/11K w - - 0 2",
    "3k8/12/3g8/12/2N9/12/3R7K w - - 0 2",
    "3k8/12/3g8/12/2N9/12/3R7K b - - 0 2",
    "11k/12/1n1r8/12/1G10/12/3K7N w - - 0 3",
    "n3rrr1k3/12/12/4g7/12/12/3K1RR1G2N w KQkq - 0 5",
    "G2n5gk1/P1P5P3/12/12/12/6p2p2/K5g5 w - - 0 20",
];

#[test]
fn designed_positions_agree_with_the_reference() {
    let mut rng = Lcg(5);
    for fen in DESIGNED {
        assert_same_turns(fen, G);
        for _ in 0..3 {
            random_game(fen, G, 10, &mut rng);
        }
    }
}

#[test]
fn notation_round_trip_in_random_positions() {
    let mut rng = Lcg(41);
    let mut positions: Vec<String> = DESIGNED.iter().map(|s| s.to_string()).collect();
    for _ in 0..6 {
        let fens = random_game(START_FEN, G, 24, &mut rng);
        positions.extend(fens.into_iter().step_by(4));
    }
    let mut checked = 0;
    for fen in &positions {
        checked += assert_notation_round_trip(&pos(fen, G), &mut rng, 60);
    }
    assert!(checked > 1000, "{checked}");
}

/// Many more random games (run with `cargo test --test offline tandem84_knightrider:: -- --ignored`).
#[test]
#[ignore]
fn soak_random_games() {
    let mut rng = Lcg(std::env::var("SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1));
    for i in 0..300 {
        let start = if i % 2 == 0 { START_FEN } else { DESIGNED[i / 2 % DESIGNED.len()] };
        random_game(start, G, 80, &mut rng);
    }
}

/// A busy middle game (the one of tests/offline/tandem84.rs): 6298 legal turns with
/// knightrider ghosts, the same set as the reference's.
#[test]
fn a_busy_middle_game_agrees_with_the_reference() {
    let busy = "gbm1nrr2kbg/p2ppppp1ppp/8n3/Pppc3Pp2P/1P1P2qQ1PP1/2P1PPP1P1C1/BG1KNRRN1MBG b KQ a3 0 6";
    assert_same_turns(busy, G);
    let p = pos(busy, G);
    assert_eq!(p.perft(1), 6298);
    assert_notation_round_trip(&p, &mut Lcg(4), 80);
}
