//! The published perft tables for FIDE chess (chessprogramming.org), checked
//! through the engine's library interface.

use tandem::rules::chess::DropRules;
use tandem::rules::Chess;

fn perft(fen: &str, depth: u32) -> u64 {
    Chess::from_fen(fen, DropRules::None).expect("valid FEN").perft(depth)
}

#[test]
fn start_position() {
    let fen = Chess::START_FEN;
    let expected = [1, 20, 400, 8_902, 197_281, 4_865_609];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(fen, depth as u32), n, "depth {depth}");
    }
}

#[test]
fn kiwipete() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for (depth, n) in [(1, 48), (2, 2_039), (3, 97_862), (4, 4_085_603)] {
        assert_eq!(perft(fen, depth), n, "depth {depth}");
    }
}

#[test]
fn cpw_position_3() {
    let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    for (depth, n) in [(1, 14), (2, 191), (3, 2_812), (4, 43_238), (5, 674_624)] {
        assert_eq!(perft(fen, depth), n, "depth {depth}");
    }
}

#[test]
fn cpw_position_4_and_its_mirror() {
    let fen = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    let mirror = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    for (depth, n) in [(1, 6), (2, 264), (3, 9_467), (4, 422_333)] {
        assert_eq!(perft(fen, depth), n, "depth {depth}");
        assert_eq!(perft(mirror, depth), n, "mirror depth {depth}");
    }
}

#[test]
fn cpw_position_5() {
    let fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    for (depth, n) in [(1, 44), (2, 1_486), (3, 62_379), (4, 2_103_487)] {
        assert_eq!(perft(fen, depth), n, "depth {depth}");
    }
}

#[test]
fn cpw_position_6() {
    let fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    for (depth, n) in [(1, 46), (2, 2_079), (3, 89_890), (4, 3_894_594)] {
        assert_eq!(perft(fen, depth), n, "depth {depth}");
    }
}
