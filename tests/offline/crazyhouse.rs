//! Crazyhouse: published perft tables (each re-checked against shakmaty's
//! `Crazyhouse` in the test itself), the rulings of docs/rules.md, and a
//! differential test against shakmaty over random games.

#![allow(clippy::result_large_err)] // shakmaty's PositionError carries the position

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::variant::Crazyhouse;
use shakmaty::{CastlingMode, EnPassantMode, Position as _};
use tandem::rules::{crazyhouse, san, Chess, Color, Game, Move, MoveKind, MoveList, Position, Role, Rules, Status, Variant};

fn oracle(fen: &str) -> Crazyhouse {
    // Test positions may hold more material than a real game could.
    fen.parse::<Fen>()
        .expect("oracle FEN")
        .into_position(CastlingMode::Standard)
        .or_else(|e| e.ignore_too_much_material())
        .expect("oracle position")
}

fn oracle_fen(pos: &Crazyhouse) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

/// Our count, the oracle's count and the published count must agree.
fn check_table(fen: &str, table: &[(u32, u64)]) {
    let ours = crazyhouse::from_fen(fen).expect("our FEN reader");
    let theirs = oracle(fen);
    for &(depth, published) in table {
        assert_eq!(shakmaty::perft(&theirs, depth), published, "oracle disagrees with the table: {fen} depth {depth}");
        assert_eq!(ours.perft(depth), published, "{fen} depth {depth}");
    }
}

// shakmaty's tests/crazyhouse.perft

#[test]
fn shakmaty_all_drop_types() {
    check_table("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -", &[(1, 301), (2, 75_353)]);
}

#[test]
fn shakmaty_drops() {
    check_table("2k5/8/8/8/8/8/8/4K3[Qn] w - -", &[(1, 67), (2, 3_083), (3, 88_634), (4, 932_554)]);
}

#[test]
fn shakmaty_middlegame() {
    check_table("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq -", &[(1, 42), (2, 1_347), (3, 58_057)]);
}

#[test]
fn shakmaty_promoted() {
    // The older hand form: the hand (here empty) after a ninth slash.
    check_table("4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1", &[(1, 20), (2, 360), (3, 5_445), (4, 132_758)]);
}

// Fairy-Stockfish's tests/perft.sh (crazyhouse)

#[test]
fn fairy_stockfish_start_position() {
    check_table(crazyhouse::START_FEN, &[(1, 20), (2, 400), (3, 8_902), (4, 197_281)]);
}

#[test]
fn fairy_stockfish_hands_in_both_forms() {
    check_table("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", &[(2, 75_353)]);
    check_table("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", &[(3, 88_634)]);
    check_table("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1", &[(3, 88_634)]);
    check_table("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", &[(3, 58_057)]);
}

#[test]
fn through_the_variant_facade() {
    let pos = Position::start(Variant::Crazyhouse).unwrap();
    assert_eq!(pos.variant(), Variant::Crazyhouse);
    assert_eq!(pos.fen(), crazyhouse::START_FEN);
    assert_eq!(pos.perft(3), 8_902);
    let pos = Position::from_fen(Variant::Crazyhouse, "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1").unwrap();
    assert_eq!(pos.fen(), "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    assert_eq!(pos.perft(2), 3_083);
}

// ----- rulings -----

fn zh(fen: &str) -> Chess {
    crazyhouse::from_fen(fen).expect("valid FEN")
}

fn names(pos: &Chess) -> Vec<String> {
    let mut list = MoveList::new();
    pos.legal_moves(&mut list);
    list.iter().map(|m| san::san(pos, m, &list)).collect()
}

fn play(pos: &mut Chess, text: &str) -> Move {
    let m = san::parse_move(pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play_unchecked(&m);
    m
}

#[test]
fn no_pawn_drops_on_the_first_or_last_rank() {
    let pos = zh("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    let drops: Vec<String> = names(&pos).into_iter().filter(|n| n.contains('@')).collect();
    assert_eq!(drops.len(), 48, "every square of ranks 2-7");
    assert!(!drops.iter().any(|d| d.ends_with('1') || d.ends_with('8')));
    assert!(san::parse_move(&pos, "P@e8").is_err());
    assert!(san::parse_move(&pos, "P@a1").is_err());
}

#[test]
fn a_pawn_dropped_on_its_second_rank_may_double_step_and_be_taken_en_passant() {
    let mut pos = zh("4k3/8/8/8/5p2/8/8/4K3[P] w - - 0 1");
    play(&mut pos, "P@e2");
    play(&mut pos, "Kd7");
    let m = play(&mut pos, "e4");
    assert_eq!(m.kind, MoveKind::DoubleStep);
    assert_eq!(pos.fen(), "8/3k4/8/8/4Pp2/8/8/4K3[] b - e3 0 2");
    let m = play(&mut pos, "fxe3");
    assert_eq!(m.kind, MoveKind::EnPassant);
    assert_eq!(pos.hand(Color::Black).count(Role::Pawn), 1);
}

#[test]
fn a_promoted_piece_goes_back_as_a_pawn() {
    let mut pos = zh("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    play(&mut pos, "bxa8=Q+");
    assert_eq!(pos.fen(), "Q~3k3/8/8/8/8/8/8/4K3[R] b - - 0 1", "the rook is in White's hand, the queen marked");
    play(&mut pos, "Kd7");
    play(&mut pos, "Qb7+");
    assert!(pos.board().is_promoted(tandem::rules::Square::parse("b7").unwrap()), "the mark travels");
    play(&mut pos, "Kd6");
    let mut pos2 = zh("8/1Q~6/8/7k/8/8/8/4K3[r] b - - 0 1");
    play(&mut pos2, "R@b8");
    play(&mut pos2, "Qxb8");
    assert_eq!(pos2.hand(Color::White).count(Role::Rook), 1);
    let mut pos3 = zh("1r6/1Q~1k4/8/8/8/8/8/4K3[] b - - 0 1");
    play(&mut pos3, "Rxb7");
    assert_eq!(pos3.hand(Color::Black).count(Role::Pawn), 1, "the promoted queen is captured as a pawn");
    assert_eq!(pos3.hand(Color::Black).count(Role::Queen), 0);
}

#[test]
fn a_rook_dropped_home_restores_castling_if_the_king_never_moved() {
    // A live game: White loses both castling rights without moving the
    // king (the h1 rook is captured, the a1 rook moves), wins a rook and
    // drops it on h1: the game knows the king never moved.
    let mut game = Game::new(Variant::Crazyhouse).unwrap();
    for t in ["g4", "b6", "Nf3", "Bb7", "Ng5", "Bxh1", "Nxf7", "Nc6", "Nxh8", "e5", "a4", "a5", "Ra3", "Be4"] {
        game.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    let fen = game.position().fen();
    assert!(fen.contains(" w q "), "White has no right left: {fen}");
    game.play("R@h1").unwrap();
    assert!(game.position().fen().contains(" b Kq "), "{}", game.position().fen());
    // The same position read from its FEN: the king counts as moved.
    let mut from_fen = zh(&fen);
    play(&mut from_fen, "R@h1");
    assert!(from_fen.fen().contains(" b q "), "{}", from_fen.fen());
    // Put a rook in White's hand by capturing Black's a8 rook.
    let mut pos = zh("r3k2r/8/8/8/8/8/8/R3K3[R] w Qkq - 0 1");
    assert!(pos.king_unmoved(Color::White));
    play(&mut pos, "R@h1");
    assert!(pos.fen().contains(" b KQkq "), "{}", pos.fen());
    play(&mut pos, "Ra7");
    assert!(names(&pos).contains(&"O-O".to_string()));
    assert!(names(&pos).contains(&"O-O-O".to_string()));
    // A king that has moved does not get it back.
    let mut moved = zh("r3k2r/8/8/8/8/8/8/R3K3[R] w Qkq - 0 1");
    play(&mut moved, "Kd1");
    play(&mut moved, "Kd8");
    play(&mut moved, "Ke1");
    play(&mut moved, "Ke8");
    play(&mut moved, "R@h1");
    assert!(moved.fen().contains(" b - - "), "{}", moved.fen());
}

#[test]
fn a_king_at_home_without_rights_in_a_fen_counts_as_moved() {
    let mut pos = zh("4k3/8/8/8/8/8/8/4K3[R] w - - 0 1");
    assert!(!pos.king_unmoved(Color::White));
    play(&mut pos, "R@h1");
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K2R[] b - - 1 1");
    // With one right left, the king is known to be unmoved.
    let mut pos = zh("r3k3/8/8/8/8/8/8/4K2R[r] b K - 0 1");
    assert!(pos.king_unmoved(Color::White));
    assert!(!pos.king_unmoved(Color::Black));
    play(&mut pos, "R@h8");
    assert!(pos.fen().contains(" w K - "), "Black's king counts as moved: {}", pos.fen());
}

#[test]
fn checkmate_considers_drops() {
    // Back-rank check: no move, but a drop blocks.
    let pos = zh("R5k1/5ppp/8/8/8/8/8/6K1[n] b - - 0 1");
    assert_eq!(pos.status(), Status::Ongoing);
    assert_eq!(names(&pos), vec!["N@b8", "N@c8", "N@d8", "N@e8", "N@f8"]);
    let pos = zh("R5k1/5ppp/8/8/8/8/8/6K1[] b - - 0 1");
    assert_eq!(pos.status(), Status::Checkmate { winner: Color::White });
    // A knight check cannot be blocked.
    let pos = zh("6k1/4Nppp/8/8/8/8/8/6K1[q] b - - 0 1");
    assert!(names(&pos).iter().all(|n| !n.contains('@')));
    // Mate by a drop, written with #.
    let pos = zh("6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1");
    assert!(names(&pos).contains(&"R@e8#".to_string()));
}

#[test]
fn drop_notation_is_forgiving() {
    let pos = zh("4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1");
    for (text, expected) in
        [("N@f3", "N@f3"), ("N*f3", "N@f3"), ("n@f3", "N@f3"), ("P@e4", "P@e4"), ("@e4", "P@e4"), ("P*e4", "P@e4"), ("p@e4", "P@e4")]
    {
        let m = san::parse_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut list = MoveList::new();
        pos.legal_moves(&mut list);
        assert_eq!(san::san(&pos, &m, &list), expected, "{text}");
    }
    let err = san::parse_move(&pos, "B@f3").unwrap_err();
    assert!(err.to_string().contains("no bishop in hand"), "{err}");
}

#[test]
fn fen_round_trips_with_hands_and_promoted_marks() {
    for fen in [
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[QRbnpp] b KQkq - 3 9",
        "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[QQQQQQRRRRBNPPPPPPPPqrbbbnnnnppppppp] w - - 10 40",
    ] {
        assert_eq!(zh(fen).fen(), fen);
    }
    assert!(crazyhouse::from_fen("4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1").is_err(), "no king in hand");
    assert!(crazyhouse::from_fen("4k3/8/8/8/8/8/8/4K3[q w - - 0 1").is_err());
}

#[test]
fn render_lists_the_hands() {
    let pos = Position::from_fen(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[QNPPr] w - - 0 1").unwrap();
    let text = pos.render(Color::White);
    assert!(text.contains("White's hand: Q N P P\n"), "{text}");
    assert!(text.contains("Black's hand: R\n"), "{text}");
}

// ----- differential test against shakmaty -----

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn uci(m: &Move) -> String {
    if m.kind == MoveKind::Drop {
        return format!("{}@{}", m.role.upper_char(), m.to.name());
    }
    let mut s = format!("{}{}", m.from.name(), m.to.name());
    if let Some(p) = m.promotion {
        s.push(p.upper_char().to_ascii_lowercase());
    }
    s
}

/// shakmaty writes a pawn drop `@e4`; this project writes `P@e4`.
fn their_san(s: String) -> String {
    if s.starts_with('@') {
        format!("P{s}")
    } else {
        s
    }
}

/// shakmaty lists a hand weakest piece first (`[PPNq]`); this project, like
/// Fairy-Stockfish, strongest first (`[NPPq]`... by colour: `QRBNP` `qrbnp`).
fn hand_in_our_order(fen: &str) -> String {
    let (Some(open), Some(close)) = (fen.find('['), fen.find(']')) else { return fen.to_string() };
    let order = "QRBNPqrbnp";
    let mut hand: Vec<char> = fen[open + 1..close].chars().collect();
    hand.sort_by_key(|c| order.find(*c));
    format!("{}{}{}", &fen[..=open], hand.into_iter().collect::<String>(), &fen[close..])
}

#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    drops_played: usize,
    mates: usize,
    castling_restored: usize,
}

fn compare_playouts(start: &str, games: usize, max_plies: usize, seed: u64, tally: &mut Tally) {
    let mut rng = Rng(seed);
    for _ in 0..games {
        let mut ours = crazyhouse::from_fen(start).expect("our FEN reader");
        let mut theirs = oracle(start);
        for _ in 0..max_plies {
            let mut list = MoveList::new();
            ours.legal_moves(&mut list);
            let mut our_moves: Vec<(String, String)> = list.iter().map(|m| (uci(m), san::san(&ours, m, &list))).collect();
            let mut their_moves: Vec<(String, String)> = theirs
                .legal_moves()
                .iter()
                .map(|m| {
                    let mut after = theirs.clone();
                    let san = SanPlus::from_move_and_play_unchecked(&mut after, *m).to_string();
                    (m.to_uci(CastlingMode::Standard).to_string(), their_san(san))
                })
                .collect();
            our_moves.sort();
            their_moves.sort();
            assert_eq!(our_moves, their_moves, "moves differ in {}", ours.fen());
            let status = ours.status();
            let expected = if theirs.is_checkmate() {
                Status::Checkmate { winner: if theirs.turn() == shakmaty::Color::White { Color::Black } else { Color::White } }
            } else if theirs.is_stalemate() {
                Status::Stalemate
            } else if theirs.is_insufficient_material() {
                Status::InsufficientMaterial
            } else {
                Status::Ongoing
            };
            assert_eq!(status, expected, "status differs in {}", ours.fen());
            tally.positions += 1;
            if status != Status::Ongoing {
                if matches!(status, Status::Checkmate { .. }) {
                    tally.mates += 1;
                }
                break;
            }
            // Every canonical SAN reads back to its move (a sample of the
            // moves: drops make lists long).
            for m in list.iter().filter(|_| rng.below(8) == 0) {
                let text = san::san(&ours, m, &list);
                assert_eq!(san::parse_move(&ours, &text).as_ref(), Ok(m), "SAN {text} in {}", ours.fen());
                assert_eq!(san::parse_move(&ours, &uci(m)).as_ref(), Ok(m), "UCI {} in {}", uci(m), ours.fen());
            }
            let pick = list[rng.below(list.len())];
            let their_move = theirs
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci(&pick))
                .expect("same move exists in the oracle");
            let rights_before = ours.castling();
            ours.play_unchecked(&pick);
            theirs.play_unchecked(their_move);
            if pick.kind == MoveKind::Drop {
                tally.drops_played += 1;
            }
            if pick.kind == MoveKind::Drop && pick.role == Role::Rook && ours.castling() != rights_before {
                // docs/rules.md restores castling after a rook drop on its home
                // square when the king never moved; shakmaty does not.
                tally.castling_restored += 1;
                theirs = oracle(&ours.fen());
            }
            assert_eq!(ours.fen(), hand_in_our_order(&oracle_fen(&theirs)), "FEN after {}", uci(&pick));
        }
    }
}

#[test]
fn random_games_against_shakmaty() {
    let mut tally = Tally::default();
    compare_playouts(crazyhouse::START_FEN, 1_500, 160, 0x2545_f491_4f6c_dd1d, &mut tally);
    let starts = [
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R[RBNPrbnp] w KQkq - 0 1",
        "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1",
        "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1",
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R[] w KQkq - 0 1",
    ];
    for (i, fen) in starts.iter().enumerate() {
        compare_playouts(fen, 150, 120, 7 + i as u64, &mut tally);
    }
    eprintln!("{tally:?}");
    assert!(tally.positions > 150_000, "{tally:?}");
    assert!(tally.drops_played > 20_000, "{tally:?}");
    assert!(tally.mates > 100, "{tally:?}");
    assert!(tally.castling_restored > 0, "the restoring rule was exercised: {tally:?}");
}

#[test]
fn bughouse_single_board_is_not_crazyhouse() {
    let pos = Position::from_fen(Variant::Crazyhouse, crazyhouse::START_FEN).unwrap();
    assert_eq!(Rules::variant(&crazyhouse::start()), Variant::Crazyhouse);
    assert_eq!(pos.variant(), Variant::Crazyhouse);
}

/// Found by fuzzing: a position from a player's FEN (`new crazyhouse ...
/// from FEN`) with hundreds of pieces in hand, or an absurd run of digits,
/// is read or refused without a panic.
#[test]
fn absurd_fens_from_strangers_do_not_panic() {
    let hand = "Q".repeat(150) + &"P".repeat(150) + &"r".repeat(150);
    let fen = format!("4k3/8/8/8/8/8/8/4K3[{hand}] w - - 0 1");
    if let Ok(pos) = Position::from_fen(Variant::Crazyhouse, &fen) {
        let _ = (pos.status(), pos.legal_turns().len(), pos.fen());
    }
    for variant in Variant::ALL {
        assert!(Position::from_fen(variant, "p88888888888888888884//////").is_err());
        assert!(Position::from_fen(variant, "99999999999999999999999999999/8/8/8/8/8/8/8 w - - 0 1").is_err());
    }
}
