use shakmaty::{fen::Fen, CastlingMode, Chess, Position};
fn main() {
    let fen: Fen = std::env::args().nth(1).unwrap().parse().unwrap();
    let p: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    for m in p.legal_moves() { println!("{}", m.to_uci(CastlingMode::Standard)); }
}
