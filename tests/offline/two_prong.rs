//! Two-Prong Chess: perft, the original text's examples, notation and the position
//! format. Counts are checked three ways: by hand on tiny positions (the
//! enumeration is in the comments), against `Brute` (an independent counter
//! built on shakmaty's boards and attack tables, applying every pair of moves
//! on a board copy), and the deeper numbers were produced by `Brute` in a
//! release build (`cargo test --release --test offline two_prong:: -- --ignored`).

use std::num::NonZeroU32;

use shakmaty as sm;
use tandem::rules::{Position, Rules, Turn, TwoProng, Variant};

fn pos(fen: &str) -> TwoProng {
    TwoProng::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

// ---------------------------------------------------------------------------
// The independent counter.

#[derive(Clone, Copy, Debug, PartialEq)]
struct BMove {
    from: sm::Square,
    to: sm::Square,
    promo: Option<sm::Role>,
    /// Square of the captured piece.
    captured: Option<sm::Square>,
    /// Rook from, rook to.
    castle: Option<(sm::Square, sm::Square)>,
    double: bool,
}

#[derive(Clone)]
struct Brute {
    board: sm::Board,
    turn: sm::Color,
    castling: sm::Bitboard,
    ep: Vec<sm::Square>,
    fullmove: u32,
}

impl Brute {
    fn from_fen(fen: &str) -> Brute {
        let f: Vec<&str> = fen.split_whitespace().collect();
        let board: sm::Board = f[0].parse().expect("board");
        let turn = if f[1] == "w" { sm::Color::White } else { sm::Color::Black };
        let mut castling = sm::Bitboard::EMPTY;
        for c in f[2].chars() {
            let sq = match c {
                'K' => sm::Square::H1,
                'Q' => sm::Square::A1,
                'k' => sm::Square::H8,
                'q' => sm::Square::A8,
                _ => continue,
            };
            castling.add(sq);
        }
        let mut ep = Vec::new();
        if f[3] != "-" {
            for i in (0..f[3].len()).step_by(2) {
                ep.push(f[3][i..i + 2].parse().expect("ep square"));
            }
        }
        Brute { board, turn, castling, ep, fullmove: f[5].parse().expect("fullmove") }
    }

    fn fen4(&self) -> String {
        let mut c = String::new();
        for (sq, ch) in [(sm::Square::H1, 'K'), (sm::Square::A1, 'Q'), (sm::Square::H8, 'k'), (sm::Square::A8, 'q')] {
            if self.castling.contains(sq) {
                c.push(ch);
            }
        }
        if c.is_empty() {
            c.push('-');
        }
        let mut ep = self.ep.clone();
        ep.sort_by_key(|s| s.file());
        let ep: String = if ep.is_empty() { "-".into() } else { ep.iter().map(|s| s.to_string()).collect() };
        format!("{} {} {} {}", self.board, if self.turn == sm::Color::White { 'w' } else { 'b' }, c, ep)
    }

    fn pseudo(&self) -> Vec<BMove> {
        let us = self.turn;
        let b = &self.board;
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occ = b.occupied();
        let their_king = b.by_role(sm::Role::King) & theirs;
        let (fwd, start, last) = match us {
            sm::Color::White => (8, sm::Rank::Second, sm::Rank::Eighth),
            sm::Color::Black => (-8, sm::Rank::Seventh, sm::Rank::First),
        };
        let mut out = Vec::new();
        let mut add = |from: sm::Square, to: sm::Square, captured: Option<sm::Square>, double: bool, pawn: bool| {
            if pawn && to.rank() == last {
                for r in [sm::Role::Queen, sm::Role::Rook, sm::Role::Bishop, sm::Role::Knight] {
                    out.push(BMove { from, to, promo: Some(r), captured, castle: None, double });
                }
            } else {
                out.push(BMove { from, to, promo: None, captured, castle: None, double });
            }
        };
        for from in ours {
            if b.role_at(from) == Some(sm::Role::Pawn) {
                for to in sm::attacks::pawn_attacks(us, from) & theirs & !their_king {
                    add(from, to, Some(to), false, true);
                }
                let one = from.offset(fwd).expect("pawn not on last rank");
                if !occ.contains(one) {
                    add(from, one, None, false, true);
                    if from.rank() == start {
                        let two = one.offset(fwd).expect("on board");
                        if !occ.contains(two) {
                            add(from, two, None, true, true);
                        }
                    }
                }
                for &e in &self.ep {
                    let victim = e.offset(-fwd).expect("on board");
                    if sm::attacks::pawn_attacks(us, from).contains(e)
                        && !occ.contains(e)
                        && b.piece_at(victim) == Some(sm::Piece { color: !us, role: sm::Role::Pawn })
                    {
                        add(from, e, Some(victim), false, true);
                    }
                }
            } else {
                for to in b.attacks_from(from) & !ours & !their_king {
                    add(from, to, theirs.contains(to).then_some(to), false, false);
                }
            }
        }
        out
    }

    /// Castling as shakmaty's legal move generator sees it.
    fn castles(&self) -> Vec<BMove> {
        use sm::Position as _;
        let setup = sm::Setup {
            board: self.board.clone(),
            promoted: sm::Bitboard::EMPTY,
            pockets: None,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: None,
            remaining_checks: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        };
        let p: sm::Chess = setup.position(sm::CastlingMode::Standard).expect("valid position");
        p.legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                sm::Move::Castle { king, rook } => {
                    let kingside = rook.file() > king.file();
                    let r = king.rank();
                    let kt = sm::Square::from_coords(if kingside { sm::File::G } else { sm::File::C }, r);
                    let rt = sm::Square::from_coords(if kingside { sm::File::F } else { sm::File::D }, r);
                    Some(BMove { from: king, to: kt, promo: None, captured: None, castle: Some((rook, rt)), double: false })
                }
                _ => None,
            })
            .collect()
    }

    fn apply(board: &mut sm::Board, m: &BMove, us: sm::Color) {
        if let Some((rf, rt)) = m.castle {
            let k = board.remove_piece_at(m.from).expect("king");
            let r = board.remove_piece_at(rf).expect("rook");
            board.set_piece_at(m.to, k);
            board.set_piece_at(rt, r);
            return;
        }
        if let Some(c) = m.captured {
            let _ = board.remove_piece_at(c);
        }
        let p = board.remove_piece_at(m.from).expect("mover");
        board.set_piece_at(m.to, m.promo.map_or(p, |role| sm::Piece { color: us, role }));
    }

    fn safe(board: &sm::Board, us: sm::Color) -> bool {
        let k = board.king_of(us).expect("king");
        board.attacks_to(k, !us, board.occupied()).is_empty()
    }

    fn turns(&self) -> Vec<Vec<BMove>> {
        let us = self.turn;
        let ps = self.pseudo();
        let mut out = Vec::new();
        for m in &ps {
            let mut b = self.board.clone();
            Self::apply(&mut b, m, us);
            if Self::safe(&b, us) {
                out.push(vec![*m]);
            }
        }
        for m in self.castles() {
            out.push(vec![m]);
        }
        if us == sm::Color::White && self.fullmove == 1 {
            return out;
        }
        for i in 0..ps.len() {
            for j in i + 1..ps.len() {
                let (a, c) = (&ps[i], &ps[j]);
                if a.from == c.from || a.to == c.to || (a.captured.is_some() && a.captured == c.captured) {
                    continue;
                }
                let mut b = self.board.clone();
                Self::apply(&mut b, a, us);
                Self::apply(&mut b, c, us);
                if Self::safe(&b, us) {
                    out.push(vec![*a, *c]);
                }
            }
        }
        out
    }

    fn play(&self, turn: &[BMove]) -> Brute {
        let mut next = self.clone();
        let us = self.turn;
        next.ep.clear();
        for m in turn {
            Self::apply(&mut next.board, m, us);
            let mut touched = sm::Bitboard::from(m.from) | sm::Bitboard::from(m.to);
            if let Some((rf, _)) = m.castle {
                touched.add(rf);
            }
            if touched.contains(sm::Square::E1) {
                next.castling &= !sm::Bitboard::from(sm::Rank::First);
            }
            if touched.contains(sm::Square::E8) {
                next.castling &= !sm::Bitboard::from(sm::Rank::Eighth);
            }
            next.castling &= !touched;
            if m.double {
                next.ep.push(m.from.offset(if us == sm::Color::White { 8 } else { -8 }).expect("passed"));
            }
        }
        if us == sm::Color::Black {
            next.fullmove += 1;
        }
        next.turn = !us;
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|t| self.play(t).perft(depth - 1)).sum()
    }
}

fn bkey(turn: &[BMove]) -> String {
    let mut parts: Vec<String> =
        turn.iter().map(|m| format!("{}{}{}", m.from, m.to, m.promo.map_or(String::new(), |r| r.char().to_string()))).collect();
    parts.sort();
    parts.join("/")
}

fn tkey(turn: &Turn) -> String {
    let mut parts: Vec<String> = turn
        .moves()
        .map(|m| {
            format!(
                "{}{}{}",
                m.from.name(),
                m.to.name(),
                m.promotion.map_or(String::new(), |r| r.upper_char().to_ascii_lowercase().to_string())
            )
        })
        .collect();
    parts.sort();
    parts.join("/")
}

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

const MIDDLE_GAMES: [&str; 5] = [
    // Kiwipete, Black to move after a White turn (ep squares none).
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 2",
    // CPW position 6.
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Two en-passant squares: d6 and f6 (Black just played d7-d5 with f7-f5).
    "rnbqkbnr/ppp1p1pp/8/2PpPp2/8/8/PP1P1PPP/RNBQKBNR w KQkq d6f6 0 3",
    // Promotions on both sides, checks about.
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 2",
    // An endgame with rooks and pawns.
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 5",
];

// ---------------------------------------------------------------------------
// Perft.

#[test]
fn start_position_perft() {
    let p = TwoProng::new();
    // Depth 1: White's first turn is a single move, as in chess.
    // Depth 2: Black then has its 20 chess moves plus the pairs of them:
    // C(20,2) = 190 pairs, less 10 with the same piece (8 pawns, 2 knights
    // with two moves each) and 4 with the same square (Na6/a6, Nc6/c6,
    // Nf6/f6, Nh6/h6) = 176 duals, 196 turns, after each of White's 20.
    for (depth, n) in [(0, 1), (1, 20), (2, 3_920), (3, 959_843)] {
        assert_eq!(p.perft(depth), n, "depth {depth}");
    }
}

#[test]
#[ignore = "slow in debug builds: run with --release"]
fn start_position_deeper() {
    assert_eq!(TwoProng::new().perft(4), 271_072_008);
}

#[test]
fn tiny_positions_counted_by_hand() {
    // A lone black king on e8: five king steps, no dual (one piece).
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 b - - 0 1").perft(1), 5);

    // White Ke1, Ra1, Black Ke8, no castling right. King: d1 d2 e2 f2 f1 =
    // 5; rook: a2..a8 = 7, b1 c1 d1 = 3, so 10. Singles 15. Duals: 5 x 10
    // pairs less one with the same square (Kd1 + Rd1) = 49. Total 64.
    assert_eq!(pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 2").perft(1), 64);
    // The same with the right to castle queenside: O-O-O is one more turn
    // (and never part of a dual).
    assert_eq!(pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 2").perft(1), 65);
    // But not on White's first turn: then only the 15 + 1 singles.
    assert_eq!(pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").perft(1), 16);

    // Rooks a1 and h1 with nothing between: they may pass each other.
    // White Ke3, Black Kc8. Ra1: a2..a8 and b1..g1 = 13; Rh1: h2..h8 and
    // g1..b1 = 13; Ke3: 8 steps. Singles 34. Duals: Ra x Rh = 169 less 6 on
    // the same square (b1..g1) = 163, with Ra1-g1/Rh1-b1 among them; Ra x K
    // = 104; Rh x K = 104. 371 duals, 405 turns.
    assert_eq!(pos("2k5/8/8/8/8/4K3/8/R6R w - - 0 2").perft(1), 405);

    // In check from a rook on e8: Ke1 with a knight on b1. Singles: the
    // king to d1 d2 f1 f2 (e2 is on the file) = 4; a knight move cannot
    // block or capture. Duals: a king step with a knight move: 4 x 3 (Na3,
    // Nc3, Nd2) less Kd2/Nd2 (same square) = 11. Total 15.
    assert_eq!(pos("4r2k/8/8/8/8/8/8/1N2K3 w - - 0 2").perft(1), 15);
}

#[test]
fn middle_games_agree_with_the_brute_force_counter() {
    for fen in MIDDLE_GAMES {
        let p = pos(fen);
        let b = Brute::from_fen(fen);
        assert_eq!(p.perft(1), b.perft(1), "{fen} depth 1");
    }
    // Depth 2 on the smaller ones (the brute force is slow in debug builds).
    for fen in [MIDDLE_GAMES[4], MIDDLE_GAMES[2]] {
        assert_eq!(pos(fen).perft(2), Brute::from_fen(fen).perft(2), "{fen} depth 2");
    }
}

/// Perft figures of the middle games, produced by the brute-force counter
/// (see `brute_force_confirms_the_tables`).
/// Those of depth 3 above ten million only by this engine (release builds).
const MIDDLE_GAME_PERFT: [(usize, u32, u64); 15] = [
    (0, 1, 777),
    (0, 2, 731_878),
    (0, 3, 574_410_554),
    (1, 1, 957),
    (1, 2, 894_617),
    (1, 3, 723_690_498),
    (2, 1, 569),
    (2, 2, 134_083),
    (2, 3, 69_351_752),
    (3, 1, 197),
    (3, 2, 167_202),
    (3, 3, 107_768_866),
    (4, 1, 74),
    (4, 2, 6_128),
    (4, 3, 549_157),
];

#[test]
fn middle_game_perft() {
    for (i, depth, n) in MIDDLE_GAME_PERFT {
        if n < 2_000_000 || cfg!(not(debug_assertions)) {
            assert_eq!(pos(MIDDLE_GAMES[i]).perft(depth), n, "{} depth {depth}", MIDDLE_GAMES[i]);
        }
    }
}

#[test]
#[ignore = "slow in debug builds: run with --release"]
fn brute_force_confirms_the_tables() {
    for (i, depth, n) in MIDDLE_GAME_PERFT.into_iter().filter(|e| e.2 < 10_000_000) {
        assert_eq!(Brute::from_fen(MIDDLE_GAMES[i]).perft(depth), n, "{} depth {depth}", MIDDLE_GAMES[i]);
    }
    assert_eq!(Brute::from_fen(TwoProng::START_FEN).perft(3), 959_843);
}

#[test]
fn random_games_agree_with_the_brute_force_counter() {
    let mut rng = Lcg(7);
    let mut fens = vec![TwoProng::START_FEN.to_string()];
    fens.extend(MIDDLE_GAMES.iter().map(|s| s.to_string()));
    for start in &fens {
        for _game in 0..2 {
            let mut p = pos(start);
            let mut b = Brute::from_fen(start);
            for ply in 0..30 {
                let mut ours: Vec<String> = p.legal_turns().iter().map(tkey).collect();
                let mut theirs: Vec<String> = b.turns().iter().map(|t| bkey(t)).collect();
                ours.sort();
                theirs.sort();
                assert_eq!(ours, theirs, "legal turns differ at {} (ply {ply} from {start})", p.fen());
                let fen4: Vec<&str> = p.fen().leak().split(' ').take(4).collect();
                assert_eq!(fen4.join(" "), b.fen4(), "positions differ (ply {ply} from {start})");
                let turns = p.legal_turns();
                if turns.is_empty() {
                    break;
                }
                let t = turns[rng.below(turns.len())];
                let key = tkey(&t);
                let bt = b.turns().into_iter().find(|x| bkey(x) == key).expect("same turn");
                p.play(&t);
                b = b.play(&bt);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The original text's examples and the rulings of docs/rules.md.

fn turn(p: &TwoProng, text: &str) -> Turn {
    p.parse(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()))
}

fn after(fen: &str, text: &str) -> String {
    let mut p = pos(fen);
    let t = turn(&p, text);
    p.play(&t);
    p.fen()
}

#[test]
fn pieces_pass_each_other_on_a_line() {
    // The rooks cross on the first rank: each is blocked only by the other's
    // starting square, which it does not reach.
    let fen = "2k5/8/8/8/8/4K3/8/R6R w - - 0 2";
    assert_eq!(after(fen, "Rag1/Rhb1"), "2k5/8/8/8/8/4K3/8/1R4R1 b - - 1 2");
    // A queen and a bishop pass on a diagonal; the bishop's path crosses
    // the queen's destination e5.
    let fen = "7Q/8/8/k7/8/8/1B6/5K2 w - - 0 2";
    let p = pos(fen);
    assert_eq!(p.turn_notation(&turn(&p, "Qe5/Bg7")), "Bg7/Qe5+");
    assert_eq!(after(fen, "Qe5/Bg7"), "8/6B1/8/k3Q3/8/8/8/5K2 b - - 1 2");
    // But neither may reach or pass the other's starting square.
    assert!(pos("2k5/8/8/8/8/4K3/8/R6R w - - 0 2").parse("Rah1/Rhb1").is_err());
}

#[test]
fn a_knight_landing_on_the_rooks_path_does_not_block_it() {
    let fen = "4k3/8/8/8/8/8/8/RN2K3 w - - 0 2";
    assert_eq!(after(fen, "Na3/Ra5"), "4k3/8/8/R7/8/N7/8/4K3 b - - 1 2");
    // The knight's starting square does block the rook.
    let err = pos(fen).parse("Na3/Rc1").unwrap_err();
    assert!(err.reason.to_string().contains("second move 'Rc1'"), "{err}");
}

#[test]
fn a_bishop_may_not_use_the_square_a_pawn_vacates() {
    // After 1.e4 Black may not play e7-e5 and Bf8-c5 in one turn.
    let mut p = TwoProng::new();
    p.play(&turn(&p, "e4"));
    let err = p.parse("e5/Bc5").unwrap_err();
    assert!(err.reason.to_string().contains("second move 'Bc5'"), "{err}");
    let err = p.parse("Bc5/e5").unwrap_err();
    assert!(err.reason.to_string().contains("first move 'Bc5'"), "{err}");
    // The pawn move alone, or with a bishop that was free, is fine.
    assert!(p.parse("e6/Nf6").is_ok());
}

#[test]
fn a_king_may_step_onto_a_square_its_partner_clears_of_attackers() {
    // The rook on a7 attacks the seventh rank; the bishop takes it while the
    // king steps to g7.
    let fen = "6k1/R7/8/8/8/4b3/8/4K3 b - - 0 2";
    assert_eq!(after(fen, "Bxa7/Kg7"), "8/b5k1/8/8/8/8/8/4K3 w - - 0 3");
    let p = pos(fen);
    let err = p.parse("Kg7").unwrap_err();
    assert!(err.reason.to_string().contains("king in check"), "{err}");
    assert!(err.candidates.iter().any(|c| c == "Bxa7/Kg7"), "{err:?}");
    // Blocking with the partner works the same way: Bd4 blocks nothing on
    // the seventh rank, so Kg7 with it is illegal.
    assert!(p.parse("Bd4/Kg7").is_err());
    // A king may also escape check by capturing, with its partner shielding.
    let fen = "4k3/8/8/8/8/8/3q4/R3K3 w - - 0 2";
    // Kxd2 alone would be safe here too; Ra1-d1 blocks nothing needed.
    assert!(pos(fen).parse("Kxd2/Rb1").is_ok());
}

#[test]
fn two_pairs_with_the_same_result_are_two_turns() {
    let fen = "4k3/8/8/8/4N3/8/8/1N2K3 w - - 0 2";
    let p = pos(fen);
    let t1 = turn(&p, "Nbc3/Nd2");
    let t2 = turn(&p, "Nbd2/Nc3");
    assert_ne!(t1, t2);
    let mut a = p.clone();
    a.play(&t1);
    let mut b = p.clone();
    b.play(&t2);
    assert_eq!(a.fen(), b.fen());
    let n = p.legal_turns().iter().filter(|t| matches!(t, Turn::Two(..))).count();
    assert!(n > 0);
}

#[test]
fn a_dual_move_is_unordered_and_may_be_written_many_ways() {
    let mut p = TwoProng::new();
    p.play(&turn(&p, "d4"));
    let t = turn(&p, "Nf6/e5");
    for text in ["e5/Nf6", "Nf6 e5", "Nf6&e5", "Nf6, e5", "Nf6,e5", "Nf6 and e5", "1... e5/Nf6", "e7e5/g8f6", "nf6/e5"] {
        assert_eq!(turn(&p, text), t, "{text}");
    }
    // Canonical order: the move from the lower square first (e7 < g8).
    assert_eq!(p.turn_notation(&t), "e5/Nf6");
    // Perft counts the pair once: no two legal turns have the same moves.
    let mut keys: Vec<String> = p.legal_turns().iter().map(tkey).collect();
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n);
}

#[test]
fn whites_first_turn_is_single() {
    let p = TwoProng::new();
    assert!(p.legal_turns().iter().all(|t| matches!(t, Turn::One(_))));
    let err = p.parse("e4/d4").unwrap_err();
    assert!(err.reason.to_string().contains("first turn"), "{err}");
    // From a position given with White to move on move 1 too.
    assert_eq!(pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").perft(1), 15);
}

#[test]
fn dual_move_errors_say_which_half_and_why() {
    let mut p = TwoProng::new();
    p.play(&turn(&p, "e4"));
    let e = p.parse("Nf6/Nf5").unwrap_err();
    assert!(e.reason.to_string().contains("second move 'Nf5'"), "{e}");
    let e = p.parse("Xy/e5").unwrap_err();
    assert!(e.reason.to_string().contains("first move 'Xy'"), "{e}");
    let e = p.parse("e6/e5").unwrap_err();
    assert!(e.reason.to_string().contains("two different pieces"), "{e}");
    let e = p.parse("Nc6/c6").unwrap_err();
    assert!(e.reason.to_string().contains("same square"), "{e}");
    assert!(!e.candidates.is_empty());
    let e = p.parse("e5 d5 c5").unwrap_err();
    assert!(e.reason.to_string().contains("one move, or two"), "{e}");
    // Castling is a whole turn.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 2";
    let e = pos(fen).parse("O-O/Ra2").unwrap_err();
    assert!(e.reason.to_string().contains("castling is a whole turn"), "{e}");
    assert!(pos(fen).parse("O-O").is_ok());
    // Same captured piece: the pawn on d5 by en passant and by the knight.
    let fen = "4k3/8/8/3pP3/8/2N5/8/4K3 w - d6 0 2";
    let e = pos(fen).parse("exd6/Nxd5").unwrap_err();
    assert!(e.reason.to_string().contains("same piece"), "{e}");
}

#[test]
fn two_en_passant_squares() {
    // Black advances two pawns two squares in one turn: both may be taken.
    let fen = "4k3/3p1p2/8/2P1P3/8/8/8/4K3 b - - 0 2";
    let f = after(fen, "d5/f5");
    assert_eq!(f, "4k3/8/8/2PpPp2/8/8/8/4K3 w - d6f6 0 3");
    let p = pos(&f);
    // Both captures in one turn, by two pawns.
    assert_eq!(after(&f, "cxd6/exf6"), "4k3/8/3P1P2/8/8/8/8/4K3 b - - 0 3");
    // Two pawns onto the same square: no.
    assert!(p.parse("cxd6/exd6").is_err());
    // One pawn cannot take both.
    assert!(p.parse("exd6/exf6").is_err());
    // Written in either order in the position format; kept sorted by file.
    assert_eq!(pos("4k3/8/8/2PpPp2/8/8/8/4K3 w - f6d6 0 3").fen(), f);
    assert!(TwoProng::from_fen("4k3/8/8/2PpPp2/8/8/8/4K3 w - d3 0 3").is_err());
}

#[test]
fn en_passant_needs_an_empty_target_square() {
    // Black plays e7-e5 with Bc8-e6: the bishop stands on the passed square.
    let fen = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPP2PPP/RNBQKBNR b KQkq - 0 3";
    let f = after(fen, "e5/Be6");
    // The square is listed all the same (docs/rules.md: whether or not a capture
    // is possible).
    assert!(f.contains(" e6 "), "{f}");
    let p = pos(&f);
    let dxe6 = turn(&p, "dxe6");
    let Turn::One(m) = dxe6 else { panic!() };
    assert_eq!(m.capture, Some(tandem::rules::Role::Bishop));
    assert_eq!(m.kind, tandem::rules::MoveKind::Normal);
    assert!(p.legal_turns().iter().all(|t| t.moves().all(|m| m.kind != tandem::rules::MoveKind::EnPassant)));
}

#[test]
fn castling_rights_and_the_halfmove_clock() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 2";
    // A rook leaving its square ends that right only.
    assert!(after(fen, "Rb1/Rh2").contains(" kq "));
    assert!(after(fen, "Rb1").contains(" Kkq "));
    // A king move ends both.
    assert!(after(fen, "Kd1/Ra2").contains(" kq "));
    // Capturing a rook on its home square ends the opponent's right there.
    let f = after(fen, "Rxa8+");
    assert!(f.contains(" Kk "), "{f}");
    // Two piece moves: the clock goes on (one turn = one count).
    assert!(after(fen, "Rb1/Rg1").ends_with(" 6 2"));
    // A pawn move with it resets the clock.
    let fen = "4k3/8/8/8/8/8/P7/R3K3 w - - 5 2";
    assert!(after(fen, "a3/Kd2").ends_with(" 0 2"));
    // Castling is a whole turn.
    assert_eq!(after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 2", "O-O"), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 6 2");
}

#[test]
fn check_and_mate_marks_come_at_the_end_of_the_turn() {
    // Ra8 mates: the black king has nowhere to go, and it has no partner.
    let fen = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 2";
    let p = pos(fen);
    let t = turn(&p, "Ra8");
    // f7-f6 with Kg8-f7 is not possible (f7 is occupied at the start), so
    // this is mate in Two-Prong too.
    assert_eq!(p.turn_notation(&t), "Ra8#");
    let mut q = p.clone();
    q.play(&t);
    assert!(matches!(q.status(), tandem::rules::Status::Checkmate { .. }));
    // A dual move giving check.
    let t = turn(&p, "Ra8/Kd2");
    assert_eq!(p.turn_notation(&t), "Ra8/Kd2#");
    // Mate in chess, not in Two-Prong: Kf7 is attacked by the bishop on h5,
    // but in the same turn the knight takes the bishop, or g7-g6 blocks it.
    let fen = "6k1/6pp/8/7B/8/6n1/8/R3K3 w - - 0 2";
    let p = pos(fen);
    let t = turn(&p, "Ra8");
    assert_eq!(p.turn_notation(&t), "Ra8+");
    let mut q = p.clone();
    q.play(&t);
    let mut escapes: Vec<String> = q.legal_turns().iter().map(|t| q.turn_notation(t)).collect();
    escapes.sort();
    assert_eq!(escapes, ["Nxh5/Kf7", "g6/Kf7"]);
    let chess = tandem::rules::Chess::from_fen(&q.fen(), tandem::rules::chess::DropRules::None).unwrap();
    assert_eq!(chess.perft(1), 0, "mate in chess");
}

#[test]
fn notation_round_trips_over_random_games() {
    let mut rng = Lcg(99);
    let mut checked = 0;
    let mut fens = vec![TwoProng::START_FEN.to_string()];
    fens.extend(MIDDLE_GAMES.iter().map(|s| s.to_string()));
    for start in &fens {
        let mut p = pos(start);
        for _ply in 0..6 {
            let turns = p.legal_turns();
            if turns.is_empty() {
                break;
            }
            // Every turn of the position, read back from its notation.
            for (i, t) in turns.iter().enumerate() {
                if i % 3 != 0 && turns.len() > 400 {
                    continue;
                }
                let text = p.turn_notation(t);
                let back = p.parse(&text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
                assert_eq!(back, *t, "{text} in {}", p.fen());
                checked += 1;
            }
            p.play(&turns[rng.below(turns.len())]);
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn position_interface() {
    let mut p = Position::start(Variant::TwoProng).unwrap();
    assert_eq!(p.perft(2), 3_920);
    let t = p.parse_turn("e4").unwrap();
    p.play_turn(&t);
    let t = p.parse_turn("e5/Nf6").unwrap();
    assert_eq!(p.describe_turn(&t).to_string(), "Black moved the pawn from e7 to e5 and, at the same time, the knight from g8 to f6");
    p.play_turn(&t);
    assert_eq!(p.fen(), "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    let q = Position::from_fen(Variant::TwoProng, &p.fen()).unwrap();
    assert_eq!(q.fen(), p.fen());
    assert!(tandem::rules::two_prong::RULES_HELP.contains("Nf3/e4"));
}
