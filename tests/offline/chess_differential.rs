//! Differential test against shakmaty over random games: the same legal
//! moves, the same SAN, the same FEN after every move, the same results.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, EnPassantMode, Position as _};
use tandem::rules::chess::DropRules;
use tandem::rules::{san, Chess, Move, MoveList, Rules, Status};

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
    let mut s = format!("{}{}", m.from.name(), m.to.name());
    if let Some(p) = m.promotion {
        s.push(p.upper_char().to_ascii_lowercase());
    }
    s
}

fn oracle_fen(pos: &shakmaty::Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

/// Plays `games` random games from `start`, comparing everything each ply.
fn compare_playouts(start: &str, games: usize, max_plies: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut ours = Chess::from_fen(start, DropRules::None).expect("our FEN reader");
        let fen: Fen = start.parse().expect("oracle FEN reader");
        let mut theirs: shakmaty::Chess = fen.into_position(CastlingMode::Standard).expect("oracle position");
        for _ in 0..max_plies {
            let mut list = MoveList::new();
            ours.legal_moves(&mut list);
            let mut our_moves: Vec<(String, String)> = list.iter().map(|m| (uci(m), san::san(&ours, m, &list))).collect();
            let mut their_moves: Vec<(String, String)> = theirs
                .legal_moves()
                .iter()
                .map(|m| {
                    let mut after = theirs.clone();
                    (m.to_uci(CastlingMode::Standard).to_string(), SanPlus::from_move_and_play_unchecked(&mut after, *m).to_string())
                })
                .collect();
            our_moves.sort();
            their_moves.sort();
            assert_eq!(our_moves, their_moves, "moves differ in {}", ours.fen());
            let status = ours.status();
            let expected = if theirs.is_checkmate() {
                Status::Checkmate {
                    winner: if theirs.turn() == shakmaty::Color::White { tandem::rules::Color::Black } else { tandem::rules::Color::White },
                }
            } else if theirs.is_stalemate() {
                Status::Stalemate
            } else if theirs.is_insufficient_material() {
                Status::InsufficientMaterial
            } else {
                Status::Ongoing
            };
            assert_eq!(status, expected, "status differs in {}", ours.fen());
            compared += 1;
            if list.is_empty() || status != Status::Ongoing {
                break;
            }
            let pick = list[rng.below(list.len())];
            // Every canonical SAN and every coordinate form reads back to its move.
            for m in list.iter() {
                let text = san::san(&ours, m, &list);
                assert_eq!(san::parse_move(&ours, &text).as_ref(), Ok(m), "SAN {text} in {}", ours.fen());
                assert_eq!(san::parse_move(&ours, &uci(m)).as_ref(), Ok(m), "UCI {} in {}", uci(m), ours.fen());
            }
            let their_move = theirs
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci(&pick))
                .expect("same move exists in the oracle");
            ours.play_unchecked(&pick);
            theirs.play_unchecked(their_move);
            assert_eq!(ours.fen(), oracle_fen(&theirs), "FEN after {}", uci(&pick));
        }
    }
    compared
}

#[test]
fn random_games_from_the_start() {
    let n = compare_playouts(Chess::START_FEN, 600, 250, 0x1234_5678);
    assert!(n > 50_000, "compared {n} positions");
}

#[test]
fn random_games_from_tactical_positions() {
    let starts = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
    ];
    for (i, fen) in starts.iter().enumerate() {
        compare_playouts(fen, 150, 200, 99 + i as u64);
    }
}
