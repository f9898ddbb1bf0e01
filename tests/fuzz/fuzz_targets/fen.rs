//! FEN reading for every variant.
//!
//! Input: byte 0 picks the variant (`Variant::ALL`), the rest (lossy UTF-8)
//! is the FEN. A position that reads is written out, its turns generated,
//! judged and rendered; its own FEN must read back as the same FEN.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tandem::rules::{Color, Position, Variant};


fuzz_target!(|data: &[u8]| {
    let Some((&v, rest)) = data.split_first() else { return };
    let variant = Variant::ALL[v as usize % Variant::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    let Ok(pos) = Position::from_fen(variant, &text) else { return };
    let fen = pos.fen();
    let turns = pos.legal_turns();
    let _ = pos.status();
    let _ = pos.is_check();
    let _ = pos.render(Color::White);
    let _ = pos.render(Color::Black);
    for side in pos.sides_to_move() {
        let _ = pos.render_for(side);
    }
    let _ = pos.turn_notations(&turns);
    let back = match Position::from_fen(variant, &fen) {
        Ok(p) => p,
        Err(e) => panic!("{variant:?}: {text:?} reads, but its FEN {fen:?} does not: {e}"),
    };
    assert_eq!(back.fen(), fen, "{variant:?}: the FEN of {text:?} changes when read back");
});
