//! The house engine's speed: nodes per second on one thread, chess and
//! crazyhouse, fixed depths from a few positions (no time bound: the same
//! nodes every run). `cargo bench --bench engine`. A reference figure on the
//! same machine: `/usr/games/fairy-stockfish bench` (its last lines).

use std::time::Instant;

use tandem::engine::{Engine, Limits};
use tandem::rules::{Position, Variant};

const CHESS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

const CRAZYHOUSE: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 6 5",
];

fn run(variant: Variant, fens: &[&str], depth: u32) {
    let mut nodes = 0;
    let t = Instant::now();
    for fen in fens {
        let pos = Position::from_fen(variant, fen).expect("a bench position");
        let mut engine = Engine::new(16);
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        nodes += engine.search(&pos, &[], None, &limits, |_| {}).map_or(0, |r| r.nodes);
    }
    let secs = t.elapsed().as_secs_f64();
    println!("{variant}: {} positions to depth {depth}: {nodes} nodes in {secs:.2} s = {:.0} nodes/s", fens.len(), nodes as f64 / secs);
}

fn main() {
    run(Variant::Chess, &CHESS, 7);
    run(Variant::Crazyhouse, &CRAZYHOUSE, 6);
}
