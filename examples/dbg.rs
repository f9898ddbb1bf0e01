use tandem::rules::{chess::DropRules, Chess};
fn main() {
    let fen = std::env::args().nth(1).unwrap();
    let p = Chess::from_fen(&fen, DropRules::None).unwrap();
    for m in p.legal_move_list() { println!("{} {}", m.from.name(), m.to.name()); }
}
