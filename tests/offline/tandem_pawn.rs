//! Tandem-Pawn Chess: perft, the rules of docs/rules.md one by one, notation,
//! the position format, and chess equivalence without tandems. Counts are
//! checked by hand on the start position and against `Brute`, a separate
//! generator written from the rule text on shakmaty boards (with its own
//! set of tandem squares, its own castling and make-and-test legality).

use std::collections::BTreeSet;

use shakmaty as sm;
use tandem::rules::{MoveKind, Position, Rules, TandemPawn, Turn, Variant};

fn pos(fen: &str) -> TandemPawn {
    TandemPawn::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

// ---------------------------------------------------------------------------
// The independent generator.

#[derive(Clone, Copy, Debug, PartialEq)]
enum Unit {
    /// A piece, or castling.
    Piece,
    /// One pawn: a single pawn, or one pawn of a tandem (a split).
    One,
    /// The whole tandem.
    Whole,
    Rocket,
}

#[derive(Clone, Copy, Debug)]
struct BMove {
    from: sm::Square,
    to: sm::Square,
    promo: Option<sm::Role>,
    captured: Option<sm::Square>,
    castle: Option<(sm::Square, sm::Square)>,
    unit: Unit,
    double: bool,
}

#[derive(Clone)]
struct Brute {
    board: sm::Board,
    tandems: sm::Bitboard,
    turn: sm::Color,
    castling: sm::Bitboard,
    ep: Option<sm::Square>,
}

fn up(c: sm::Color) -> i32 {
    if c == sm::Color::White {
        8
    } else {
        -8
    }
}

impl Brute {
    fn from_fen(fen: &str) -> Brute {
        let f: Vec<&str> = fen.split_whitespace().collect();
        let mut tandems = sm::Bitboard::EMPTY;
        let mut rows = Vec::new();
        for (i, row) in f[0].split('/').enumerate() {
            let rank = 7 - i as u32;
            let mut file = 0;
            let mut out = String::new();
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d;
                    out.push(c);
                    continue;
                }
                if c == 'T' || c == 't' {
                    tandems.add(sm::Square::from_coords(sm::File::new(file), sm::Rank::new(rank)));
                    out.push(if c == 'T' { 'P' } else { 'p' });
                } else {
                    out.push(c);
                }
                file += 1;
            }
            rows.push(out);
        }
        let board: sm::Board = rows.join("/").parse().expect("board");
        let mut castling = sm::Bitboard::EMPTY;
        for c in f[2].chars() {
            match c {
                'K' => castling.add(sm::Square::H1),
                'Q' => castling.add(sm::Square::A1),
                'k' => castling.add(sm::Square::H8),
                'q' => castling.add(sm::Square::A8),
                _ => {}
            }
        }
        Brute {
            board,
            tandems,
            turn: if f[1] == "w" { sm::Color::White } else { sm::Color::Black },
            castling,
            ep: (f[3] != "-").then(|| f[3].parse().expect("ep")),
        }
    }

    fn placement(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = sm::Square::from_coords(sm::File::new(file), sm::Rank::new(rank));
                match self.board.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = if self.tandems.contains(sq) { 't' } else { p.role.char() };
                        s.push(if p.color == sm::Color::White { c.to_ascii_uppercase() } else { c });
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }

    fn attacked(board: &sm::Board, sq: sm::Square, by: sm::Color) -> bool {
        board.attacks_to(sq, by, board.occupied()).any()
    }

    fn pseudo(&self) -> Vec<BMove> {
        let us = self.turn;
        let b = &self.board;
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occ = b.occupied();
        let their_king = b.by_role(sm::Role::King) & theirs;
        let rel = |sq: sm::Square| if us == sm::Color::White { u32::from(sq.rank()) } else { 7 - u32::from(sq.rank()) };
        let mut out = Vec::new();
        let mut add = |from: sm::Square, to: sm::Square, captured, unit, double, pawn: bool| {
            if pawn && rel(to) == 7 {
                for r in [sm::Role::Queen, sm::Role::Rook, sm::Role::Bishop, sm::Role::Knight] {
                    out.push(BMove { from, to, promo: Some(r), captured, castle: None, unit, double });
                }
            } else {
                out.push(BMove { from, to, promo: None, captured, castle: None, unit, double });
            }
        };
        for from in ours {
            if b.role_at(from) != Some(sm::Role::Pawn) {
                for to in b.attacks_from(from) & !ours & !their_king {
                    add(from, to, theirs.contains(to).then_some(to), Unit::Piece, false, false);
                }
                continue;
            }
            let is_tandem = self.tandems.contains(from);
            let step = |n: i32| from.offset(up(us) * n);
            let free = |sq: Option<sm::Square>| sq.is_some_and(|s| !occ.contains(s));
            let units: &[Unit] = if is_tandem { &[Unit::Whole, Unit::One] } else { &[Unit::One] };
            for &unit in units {
                let split = is_tandem && unit == Unit::One;
                // Forward.
                if free(step(1)) {
                    add(from, step(1).unwrap(), None, unit, false, true);
                    let may_double = if is_tandem { rel(from) == 1 } else { rel(from) <= 1 };
                    if may_double && rel(from) < 6 && free(step(2)) {
                        add(from, step(2).unwrap(), None, unit, true, true);
                    }
                }
                // Captures, en passant included.
                for to in sm::attacks::pawn_attacks(us, from) {
                    if theirs.contains(to) && !their_king.contains(to) {
                        if !(split && self.tandems.contains(to)) {
                            add(from, to, Some(to), unit, false, true);
                        }
                    } else if Some(to) == self.ep && !occ.contains(to) {
                        let victim = to.offset(-up(us)).unwrap();
                        if b.piece_at(victim) == Some(sm::Piece { color: !us, role: sm::Role::Pawn })
                            && !(split && self.tandems.contains(victim))
                        {
                            add(from, to, Some(victim), unit, false, true);
                        }
                    }
                }
            }
            // The rocket.
            if is_tandem && free(step(-1)) && free(step(1)) && free(step(2)) {
                add(from, step(2).unwrap(), None, Unit::Rocket, false, true);
            }
        }
        // Castling, by the FIDE conditions.
        let home = if us == sm::Color::White { sm::Rank::First } else { sm::Rank::Eighth };
        let king = sm::Square::from_coords(sm::File::E, home);
        if b.piece_at(king) == Some(sm::Piece { color: us, role: sm::Role::King }) && !Self::attacked(b, king, !us) {
            for (rook_file, king_to, rook_to, between) in [
                (sm::File::H, sm::File::G, sm::File::F, &[sm::File::F, sm::File::G][..]),
                (sm::File::A, sm::File::C, sm::File::D, &[sm::File::B, sm::File::C, sm::File::D][..]),
            ] {
                let rook = sm::Square::from_coords(rook_file, home);
                if !self.castling.contains(rook) || b.piece_at(rook) != Some(sm::Piece { color: us, role: sm::Role::Rook }) {
                    continue;
                }
                if between.iter().any(|&f| occ.contains(sm::Square::from_coords(f, home))) {
                    continue;
                }
                let passes = [sm::Square::from_coords(rook_to, home), sm::Square::from_coords(king_to, home)];
                if passes.iter().any(|&s| Self::attacked(b, s, !us)) {
                    continue;
                }
                out.push(BMove {
                    from: king,
                    to: sm::Square::from_coords(king_to, home),
                    promo: None,
                    captured: None,
                    castle: Some((rook, sm::Square::from_coords(rook_to, home))),
                    unit: Unit::Piece,
                    double: false,
                });
            }
        }
        out
    }

    fn play(&self, m: &BMove) -> Brute {
        let mut n = self.clone();
        let us = self.turn;
        let pawn = sm::Piece { color: us, role: sm::Role::Pawn };
        if let Some(c) = m.captured {
            let _ = n.board.remove_piece_at(c);
            n.tandems.discard(c);
        }
        let was_tandem = n.tandems.contains(m.from);
        let mover = n.board.remove_piece_at(m.from).expect("mover");
        n.tandems.discard(m.from);
        let arriving = m.promo.map_or(mover, |role| sm::Piece { color: us, role });
        n.board.set_piece_at(m.to, arriving);
        match m.unit {
            Unit::Piece => {
                if let Some((rf, rt)) = m.castle {
                    let r = n.board.remove_piece_at(rf).expect("rook");
                    n.board.set_piece_at(rt, r);
                }
            }
            Unit::Whole => {
                if m.promo.is_none() {
                    n.tandems.add(m.to);
                }
            }
            Unit::One => {
                if was_tandem {
                    n.board.set_piece_at(m.from, pawn);
                }
            }
            Unit::Rocket => {
                n.board.set_piece_at(m.from.offset(-up(us)).expect("behind"), pawn);
            }
        }
        n.ep = m.double.then(|| m.from.offset(up(us)).expect("passed"));
        let king_home = if us == sm::Color::White { sm::Square::E1 } else { sm::Square::E8 };
        if m.from == king_home && mover.role == sm::Role::King {
            n.castling &= !sm::Bitboard::from(king_home.rank());
        }
        n.castling.discard(m.from);
        n.castling.discard(m.to);
        n.turn = !us;
        n
    }

    fn legal(&self) -> Vec<(BMove, Brute)> {
        self.pseudo()
            .into_iter()
            .map(|m| (m, self.play(&m)))
            .filter(|(_, next)| {
                let k = next.board.king_of(self.turn).expect("king");
                !Self::attacked(&next.board, k, !self.turn)
            })
            .collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, next)| next.perft(depth - 1)).sum()
    }
}

fn bkey(m: &BMove) -> String {
    let prefix = match m.unit {
        Unit::Whole => "T",
        Unit::Rocket => "^",
        _ => "",
    };
    format!("{prefix}{}{}{}", m.from, m.to, m.promo.map_or(String::new(), |r| r.char().to_string()))
}

fn tkey(m: &tandem::rules::Move) -> String {
    let prefix = match m.kind {
        MoveKind::Tandem(_) => "T",
        MoveKind::Rocket => "^",
        _ => "",
    };
    let promo = m.promotion.map_or(String::new(), |r| r.upper_char().to_ascii_lowercase().to_string());
    format!("{prefix}{}{}{promo}", m.from.name(), m.to.name())
}

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

const POSITIONS: [&str; 4] = [
    // A black tandem just advanced d7-d5: the single e5 pawn may take it en
    // passant (the whole unit), the c4 tandem only together.
    "rnbqkbnr/t1t1tt1t/1p6/3tP1t1/2T5/8/TT1P1T1T/RNBQKBNR w KQkq d6 0 5",
    // Tandems about to promote, by advance, split, capture and rocket.
    "1n2k3/1T4T1/T7/8/8/t7/1t4t1/1N2K3 w - - 0 30",
    // Pawns on the first rank (left by rockets): two-square advances from
    // there, passing the 2nd rank; castling both ways.
    "r3k2r/p1t5/8/8/8/2p5/6T1/R2PK1PR w KQkq - 0 20",
    // Mixed middle game with checks about.
    "r1bqk2r/tt1p1ttt/2n2n2/1Bb1p3/3tP3/2N2N2/TTTP1PPT/R1BQK2R w KQkq - 0 6",
];

// ---------------------------------------------------------------------------
// Perft.

#[test]
fn start_position_perft() {
    let p = TandemPawn::new();
    // Depth 1: each of the 8 tandems may advance one or two squares, whole
    // or split (4 moves; no rocket: the first rank is full) = 32, and the
    // knights have 4: 36. Depth 2: Black has the same 36 after any of them.
    for (depth, n) in [(0, 1), (1, 36), (2, 1_296), (3, 46_510)] {
        assert_eq!(p.perft(depth), n, "depth {depth}");
    }
    assert_eq!(Brute::from_fen(TandemPawn::START_FEN).perft(3), 46_510);
}

#[test]
#[ignore = "slow in debug builds: run with --release"]
fn start_position_deeper() {
    assert_eq!(TandemPawn::new().perft(4), 1_663_757);
    assert_eq!(Brute::from_fen(TandemPawn::START_FEN).perft(4), 1_663_757);
    assert_eq!(TandemPawn::new().perft(5), 59_851_334);
    assert_eq!(Brute::from_fen(TandemPawn::START_FEN).perft(5), 59_851_334);
}

/// Counts of `POSITIONS`, confirmed by `Brute` (depth 3 in release builds:
/// `cargo test --release --test offline tandem_pawn:: -- --ignored`).
const PERFT: [(usize, u32, u64); 12] = [
    (0, 1, 41),
    (0, 2, 1_705),
    (0, 3, 67_253),
    (1, 1, 21),
    (1, 2, 377),
    (1, 3, 6_787),
    (2, 1, 24),
    (2, 2, 598),
    (2, 3, 14_902),
    (3, 1, 39),
    (3, 2, 1_790),
    (3, 3, 68_897),
];

#[test]
fn middle_game_perft() {
    for (i, depth, n) in PERFT {
        assert_eq!(pos(POSITIONS[i]).perft(depth), n, "{} depth {depth}", POSITIONS[i]);
        if depth <= 2 {
            assert_eq!(Brute::from_fen(POSITIONS[i]).perft(depth), n, "brute {} depth {depth}", POSITIONS[i]);
        }
    }
}

#[test]
#[ignore = "slow in debug builds: run with --release"]
fn brute_force_confirms_the_tables() {
    for (i, depth, n) in PERFT {
        assert_eq!(Brute::from_fen(POSITIONS[i]).perft(depth), n, "brute {} depth {depth}", POSITIONS[i]);
    }
}

#[test]
fn random_games_agree_with_the_brute_force_generator() {
    let mut rng = Lcg(3);
    let mut starts = vec![TandemPawn::START_FEN];
    starts.extend(POSITIONS);
    for start in starts {
        for _ in 0..4 {
            let mut p = pos(start);
            let mut b = Brute::from_fen(start);
            for ply in 0..60 {
                let ours: BTreeSet<String> = p.legal_move_list().iter().map(tkey).collect();
                let brute = b.legal();
                let theirs: BTreeSet<String> = brute.iter().map(|(m, _)| bkey(m)).collect();
                assert_eq!(ours, theirs, "moves differ at {} (ply {ply} from {start})", p.fen());
                let fen = p.fen();
                let f: Vec<&str> = fen.split(' ').collect();
                assert_eq!(f[0], b.placement(), "placement differs (ply {ply} from {start})");
                assert_eq!(f[3], b.ep.map_or("-".to_string(), |s| s.to_string()), "ep differs at {fen}");
                let moves = p.legal_move_list();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                let key = tkey(&m);
                b = brute.into_iter().find(|(x, _)| bkey(x) == key).expect("same move").1;
                p.play_move(&m);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Without tandems it is chess.

const CHESS_TABLES: [(&str, &[u64]); 6] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &[20, 400, 8_902, 197_281]),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", &[48, 2_039, 97_862]),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", &[14, 191, 2_812, 43_238]),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", &[6, 264, 9_467]),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", &[44, 1_486, 62_379]),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", &[46, 2_079, 89_890]),
];

#[test]
fn chess_perft_tables_without_tandems() {
    for (fen, counts) in CHESS_TABLES {
        for (i, &n) in counts.iter().enumerate() {
            assert_eq!(pos(fen).perft(i as u32 + 1), n, "{fen} depth {}", i + 1);
        }
    }
}

#[test]
fn random_games_without_tandems_agree_with_shakmaty() {
    use sm::Position as _;
    let mut rng = Lcg(11);
    for (fen, _) in CHESS_TABLES {
        for _ in 0..6 {
            let mut p = pos(fen);
            let f: sm::fen::Fen = fen.parse().expect("fen");
            let mut s: sm::Chess = f.into_position(sm::CastlingMode::Standard).expect("position");
            for ply in 0..80 {
                let ours: BTreeSet<String> = p.legal_move_list().iter().map(tkey).collect();
                let theirs: BTreeSet<String> = s.legal_moves().iter().map(|m| m.to_uci(sm::CastlingMode::Standard).to_string()).collect();
                assert_eq!(ours, theirs, "ply {ply} from {fen}: {}", p.fen());
                let moves = p.legal_move_list();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                let uci: sm::uci::UciMove = tkey(&m).parse().expect("uci");
                s.play_unchecked(uci.to_move(&s).expect("legal in shakmaty"));
                p.play_move(&m);
                assert!(p.board().tandems().is_empty());
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The rules.

fn play(fen: &str, text: &str) -> String {
    let mut p = pos(fen);
    let m = p.parse(text).unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
    p.play_move(&m);
    p.fen()
}

fn moves(fen: &str) -> BTreeSet<String> {
    let p = pos(fen);
    let legal = p.legal_move_list();
    legal.iter().map(|m| p.turn_notation(&Turn::One(*m))).collect()
}

#[test]
fn tandem_moves() {
    let start = TandemPawn::START_FEN;
    // Advance, whole or split, one or two squares.
    assert_eq!(play(start, "Te4"), "rnbqkbnr/tttttttt/8/8/4T3/8/TTTT1TTT/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(play(start, "Te3"), "rnbqkbnr/tttttttt/8/8/8/4T3/TTTT1TTT/RNBQKBNR b KQkq - 0 1");
    assert_eq!(play(start, "e4"), "rnbqkbnr/tttttttt/8/8/4P3/8/TTTTPTTT/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(play(start, "e3"), "rnbqkbnr/tttttttt/8/8/8/4P3/TTTTPTTT/RNBQKBNR b KQkq - 0 1");
    // A pawn left behind on the 2nd rank may still advance two squares.
    let fen = "rnbqkbnr/tttttttt/8/8/4P3/8/TTTTPTTT/RNBQKBNR w KQkq - 0 2";
    assert!(moves(fen).contains("e3") && moves(fen).contains("Nf3"));
    let fen = "rnbqkbnr/tttttttt/8/8/8/8/TTTTPTTT/RNBQKBNR w KQkq - 0 2";
    assert_eq!(play(fen, "e4"), "rnbqkbnr/tttttttt/8/8/4P3/8/TTTT1TTT/RNBQKBNR b KQkq e3 0 2");
    // A tandem off its 2nd rank advances one square only.
    let fen = "4k3/8/8/8/8/4T3/8/4K3 w - - 0 2";
    assert_eq!(moves(fen).iter().filter(|m| !m.starts_with('K')).cloned().collect::<Vec<_>>(), ["Te4", "e4", "e5^"]);
}

#[test]
fn captures_together_and_split() {
    // The d4 tandem attacks e5 (a single pawn) and c5 (a tandem).
    let fen = "4k3/8/8/2t1p3/3T4/8/8/4K3 w - - 0 2";
    let m = moves(fen);
    assert!(m.contains("Tdxe5") && m.contains("dxe5"));
    assert!(m.contains("Tdxc5"));
    assert!(!m.contains("dxc5"), "a split pawn cannot capture a tandem");
    assert_eq!(play(fen, "Txe5"), "4k3/8/8/2t1T3/8/8/8/4K3 b - - 0 2");
    assert_eq!(play(fen, "dxe5"), "4k3/8/8/2t1P3/3P4/8/8/4K3 b - - 0 2");
    assert_eq!(play(fen, "Txc5"), "4k3/8/8/2T1p3/8/8/8/4K3 b - - 0 2");
    // Trying the split capture of a tandem says why and what works.
    let e = pos(fen).parse("dxc5").unwrap_err();
    assert!(e.reason.to_string().contains("whole tandem"), "{e}");
    assert_eq!(e.candidates, ["Tdxc5"]);
    // Pieces and single pawns take tandems freely (both pawns go).
    let fen = "4k3/8/8/2t5/1P6/8/8/2R1K3 w - - 0 2";
    assert_eq!(play(fen, "bxc5"), "4k3/8/8/2P5/8/8/8/2R1K3 b - - 0 2");
    assert_eq!(play(fen, "Rxc5"), "4k3/8/8/2R5/1P6/8/8/4K3 b - - 0 2");
    assert!(pos(fen).describe(&pos(fen).parse("Rxc5").unwrap()).to_string().contains("tandem of two pawns"));
}

#[test]
fn rockets() {
    // Tandem on e3, e2 behind empty, e4 and e5 ahead empty.
    let fen = "4k3/8/8/8/8/4T3/8/4K3 w - - 0 2";
    let after = play(fen, "e5^");
    assert_eq!(after, "4k3/8/8/4P3/8/8/4P3/4K3 b - - 0 2");
    // The rocketing pawn cannot be taken en passant.
    let fen = "4k3/8/8/8/3p4/4T3/8/4K3 w - - 0 2";
    let after = play(fen, "e5^");
    assert!(after.ends_with(" - 0 2"), "{after}");
    assert!(!moves(&after).iter().any(|m| m.starts_with("dxe")));
    // But a two-square advance can be: d4xe3 takes the whole tandem.
    let after = play(fen, "Te4");
    assert_eq!(after, "4k3/8/8/8/3pT3/8/8/4K3 b - - 0 2");
    let after = play(fen, "e4");
    assert!(moves(&after).contains("dxe3"));
    // Blocked behind or ahead: no rocket.
    assert!(!moves("4k3/8/8/8/8/4T3/4N3/4K3 w - - 0 2").iter().any(|m| m.contains('^')));
    assert!(!moves("4k3/8/8/4n3/8/4T3/8/4K3 w - - 0 2").iter().any(|m| m.contains('^')));
    // From the 6th rank it promotes; a pawn may be left on the 1st rank.
    let fen = "6k1/8/T7/8/8/8/7t/4K3 w - - 0 2";
    assert_eq!(play(fen, "a8^=Q+"), "Q5k1/8/8/P7/8/8/7t/4K3 b - - 0 2");
    let p = pos(fen);
    let rocket = p.parse("a8^=Q").unwrap();
    assert_eq!(p.turn_notation(&Turn::One(rocket)), "a8^=Q+");
    for text in ["a8=Q^", "a6a8^=Q", "a8^Q", "a8^(Q)"] {
        assert_eq!(p.parse(text).unwrap(), rocket, "{text}");
    }
    // A plain a7 is one pawn leaving; Ta7 the whole tandem.
    assert_ne!(p.parse("a7").unwrap(), p.parse("Ta7").unwrap());
    assert_eq!(play("4k3/8/8/8/8/8/4T3/5K2 w - - 0 2", "e4^"), "4k3/8/8/8/4P3/8/8/4PK2 b - - 0 2");
}

#[test]
fn first_rank_pawns_and_en_passant_on_the_second_rank() {
    let fen = POSITIONS[2];
    // d1-d3 passes d2: the c3 pawn may take en passant on d2.
    let after = play(fen, "d3");
    assert!(after.contains(" d2 "), "{after}");
    assert!(moves(&after).contains("cxd2+"));
    assert_eq!(play(&after, "cxd2"), "r3k2r/p1t5/8/8/8/8/3p2T1/R3K1PR w KQkq - 0 21");
    // The g1 pawn cannot move: g2 holds a friendly tandem (no re-joining).
    let g1 = tandem::rules::Square::parse("g1").unwrap();
    assert!(pos(fen).legal_move_list().iter().all(|m| m.from != g1));
}

#[test]
fn en_passant_follows_the_capture_rules() {
    // The black d-tandem just advanced two squares: the single e5 pawn may
    // take it en passant (removing both pawns), the c5 tandem only whole.
    let fen = "4k3/8/8/2TtP3/8/8/8/4K3 w - d6 0 2";
    let m = moves(fen);
    assert!(m.contains("exd6"));
    assert!(m.contains("Tcxd6"));
    assert!(!m.contains("cxd6"));
    assert_eq!(play(fen, "exd6"), "4k3/8/3P4/2T5/8/8/8/4K3 b - - 0 2");
    assert_eq!(play(fen, "Tcxd6"), "4k3/8/3T4/4P3/8/8/8/4K3 b - - 0 2");
    // A single pawn that advanced may be taken by a split pawn.
    let fen = "4k3/8/8/2TpP3/8/8/8/4K3 w - d6 0 2";
    assert!(moves(fen).contains("cxd6"));
    assert_eq!(play(fen, "cxd6"), "4k3/8/3P4/2P1P3/8/8/8/4K3 b - - 0 2");
}

#[test]
fn no_rejoining_and_promotion() {
    // e2 tandem, e3 single: nothing of the tandem may end on e3.
    let fen = "4k3/8/8/8/8/4P3/4T3/3K4 w - - 0 2";
    // Only the e3 pawn and the king move.
    let m: Vec<String> = moves(fen).into_iter().collect();
    assert_eq!(m, ["Kc1", "Kc2", "Kd2", "Ke1", "e4"]);
    // A whole tandem promotes to one piece, a split pawn too (the other
    // stays on the 7th).
    let fen = "4k3/1T6/8/8/8/8/8/4K3 w - - 0 2";
    assert_eq!(play(fen, "Tb8=Q+"), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 2");
    assert_eq!(play(fen, "b8=N"), "1N2k3/1P6/8/8/8/8/8/4K3 b - - 0 2");
    assert_eq!(moves(fen).iter().filter(|m| m.contains("b8")).count(), 8);
}

#[test]
fn notation_is_forgiving() {
    let p = TandemPawn::new();
    let te4 = p.parse("Te4").unwrap();
    for text in ["te4", "Te2e4", "Te2-e4", "1. Te4", "Te4!"] {
        assert_eq!(p.parse(text).unwrap(), te4, "{text}");
    }
    let e4 = p.parse("e4").unwrap();
    for text in ["e2e4", "e2-e4", "E4"] {
        assert_eq!(p.parse(text).unwrap(), e4, "{text}");
    }
    assert_ne!(te4, e4);
    let fen = "4k3/8/8/8/8/4T3/8/4K3 w - - 0 2";
    let q = pos(fen);
    assert_eq!(q.parse("e5^").unwrap(), q.parse("e3e5^").unwrap());
    let e = q.parse("e6^").unwrap_err();
    assert!(!e.reason.to_string().is_empty());
    let e = q.parse("Te5").unwrap_err();
    assert!(e.reason.to_string().contains("whole tandem") || e.reason.to_string().contains("e5"), "{e}");
    assert!(e.candidates.iter().any(|c| c == "e5^"), "{e:?}");
}

#[test]
fn descriptions() {
    let p = TandemPawn::new();
    let d = |t: &str| p.describe(&p.parse(t).unwrap()).to_string();
    assert_eq!(d("e4"), "one pawn of White's e2 tandem advanced to e4");
    assert_eq!(d("Te4"), "White's e2 tandem advanced to e4");
    assert_eq!(d("Nf3"), "White's knight moved from g1 to f3");
    let q = pos("4k3/8/8/8/8/4T3/8/4K3 w - - 0 2");
    assert_eq!(
        q.describe(&q.parse("e5^").unwrap()).to_string(),
        "White's e3 tandem rocketed: one pawn stepped back to e2, the other jumped to e5"
    );
    let q = pos("4k3/8/8/2t1p3/3T4/8/8/4K3 w - - 0 2");
    assert_eq!(q.describe(&q.parse("Txc5").unwrap()).to_string(), "White's d4 tandem captured on c5, capturing a tandem of two pawns");
    assert_eq!(q.describe(&q.parse("dxe5").unwrap()).to_string(), "one pawn of White's d4 tandem captured on e5, capturing a pawn");
}

#[test]
fn notation_round_trips_over_random_games() {
    let mut rng = Lcg(5);
    let mut checked = 0;
    let mut starts = vec![TandemPawn::START_FEN];
    starts.extend(POSITIONS);
    for start in starts {
        for _ in 0..3 {
            let mut p = pos(start);
            for _ply in 0..40 {
                let legal = p.legal_move_list();
                if legal.is_empty() {
                    break;
                }
                for m in legal.iter() {
                    let text = p.turn_notation(&Turn::One(*m));
                    let back = p.parse(&text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
                    assert_eq!(back, *m, "{text} in {}", p.fen());
                    checked += 1;
                }
                p.play_move(&legal[rng.below(legal.len())]);
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn position_format_and_rendering() {
    let p = TandemPawn::new();
    assert_eq!(p.fen(), TandemPawn::START_FEN);
    for fen in POSITIONS {
        assert_eq!(pos(fen).fen(), fen);
    }
    assert!(TandemPawn::from_fen("4k3/8/8/8/8/8/8/3TK3 w - - 0 2").is_err(), "tandem on its 1st rank");
    assert!(TandemPawn::from_fen("3Pk3/8/8/8/8/8/8/4K3 w - - 0 2").is_err(), "pawn on its last rank");
    assert!(TandemPawn::from_fen("4k3/8/8/8/8/8/8/3PK3 w - - 0 2").is_ok(), "pawn on its 1st rank");
    let text = Rules::board_text(&p, tandem::rules::Color::White).to_string();
    assert!(text.contains("|T|T|T|T|T|T|T|T| 2"), "{text}");
    assert!(text.contains("|t|t|t|t|t|t|t|t| 7"), "{text}");
    assert!(text.trim_end().ends_with("T/t = tandem of two pawns"), "{text}");
    let mut q = Position::start(Variant::TandemPawn).unwrap();
    assert_eq!(q.perft(2), 1_296);
    let t = q.parse_turn("Te4").unwrap();
    q.play_turn(&t);
    assert_eq!(q.fen(), "rnbqkbnr/tttttttt/8/8/4T3/8/TTTT1TTT/RNBQKBNR b KQkq e3 0 1");
    assert!(tandem::rules::tandem_pawn::RULES_HELP.contains("Te4"));
}
