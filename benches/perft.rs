//! Perft speed of the engine beside shakmaty, in the same run.
//! `cargo bench --bench perft` prints nodes per second and the ratio.

use std::time::Instant;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Position as _};
use tandem::rules::chess::DropRules;
use tandem::rules::Chess;

fn shakmaty_perft(pos: &shakmaty::Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            shakmaty_perft(&next, depth - 1)
        })
        .sum()
}

/// Best of `runs` timings, in nodes per second.
fn best_rate(runs: usize, mut f: impl FnMut() -> u64) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, nodes as f64 / best)
}

fn main() {
    tandem::rules::attacks::init();
    let cases = [
        ("start position", Chess::START_FEN, 6),
        ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
        ("CPW position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ];
    println!("{:<16} {:>5} {:>12} {:>14} {:>14} {:>7}", "position", "depth", "nodes", "tandem Mn/s", "shakmaty Mn/s", "ratio");
    for (name, fen, depth) in cases {
        let ours = Chess::from_fen(fen, DropRules::None).expect("fen");
        let theirs: shakmaty::Chess = fen.parse::<Fen>().expect("fen").into_position(CastlingMode::Standard).expect("position");
        let (n1, r1) = best_rate(3, || ours.perft(depth));
        let (n2, r2) = best_rate(3, || shakmaty_perft(&theirs, depth));
        assert_eq!(n1, n2, "{name}: node counts differ");
        println!("{name:<16} {depth:>5} {n1:>12} {:>14.1} {:>14.1} {:>7.2}", r1 / 1e6, r2 / 1e6, r1 / r2);
    }
}
