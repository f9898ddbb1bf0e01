use tandem::rules::{chess::DropRules, Chess};
fn main() {
    tandem::rules::attacks::init();
    for (fen, d) in [(Chess::START_FEN, 6), ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5)] {
        let p = Chess::from_fen(fen, DropRules::None).unwrap();
        let t = std::time::Instant::now();
        let n = p.perft(d);
        let s = t.elapsed().as_secs_f64();
        println!("{n} nodes {:.1} M/s", n as f64 / s / 1e6);
    }
}
