//! Every variant's turn parser on player text.
//!
//! Input: byte 0 picks the variant (`Variant::ALL`), the low 3 bits of byte 1
//! say how many turns to play from the start (0-7) and its other bits pick
//! a player notation (`Dialect::ALL`: ICCF numbers, figurines, the letters
//! of each language); the next bytes pick each of the turns played among
//! `legal_turns()`; the rest, as lossy UTF-8, is up to four lines of turn
//! text. Each line is parsed on the start position and on the position
//! reached, with `parse_turn` and with `parse_turn_for` for every seat that
//! may move, and read in the notation picked (`Dialect::read_turn`).
//!
//! Checked: a turn that parses is one of `legal_turns()`, and its canonical
//! notation (`turn_notation`) parses back to the same turn, as does the
//! turn written in the notation picked, read in it; so does every turn
//! played on the way. One notation per input, not all nine: reading a
//! Tandem-84 turn lists the position's turns, and nine of them per turn
//! held the target to some 60 inputs a second; the inputs pick every
//! notation in turn.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tandem::rules::{Dialect, Position, Turn, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&v, rest)) = data.split_first() else { return };
    let variant = Variant::ALL[v as usize % Variant::ALL.len()];
    let Ok(start) = Position::start(variant) else { return };
    let (plies, dialect, rest) = match rest.split_first() {
        Some((&n, rest)) => ((n & 7) as usize, Dialect::ALL[(n >> 3) as usize % Dialect::ALL.len()], rest),
        None => (0, Dialect::ENGLISH, rest),
    };
    let (picks, text) = rest.split_at(plies.min(rest.len()));

    let mut reached = start.clone();
    for &pick in picks {
        let turns = reached.legal_turns();
        if turns.is_empty() {
            break;
        }
        let turn = turns[pick as usize % turns.len()];
        round_trip(&reached, &turn, dialect);
        reached.play_turn(&turn);
    }

    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().take(4).collect();
    let positions: &[&Position] = if picks.is_empty() { &[&start] } else { &[&start, &reached] };
    for pos in positions {
        let legal = pos.legal_turns();
        for line in &lines {
            if let Ok(turn) = pos.parse_turn(line) {
                check(pos, &legal, &turn, line, None, dialect);
            }
            for side in pos.sides_to_move() {
                if let Ok(turn) = pos.parse_turn_for(side, line) {
                    check(pos, &legal, &turn, line, Some(side), dialect);
                }
            }
            if let Ok(turn) = dialect.read_turn(pos, None, line) {
                check(pos, &legal, &turn, line, None, dialect);
            }
            for side in pos.sides_to_move() {
                if let Ok(turn) = dialect.read_turn(pos, Some(side), line) {
                    check(pos, &legal, &turn, line, Some(side), dialect);
                }
            }
        }
    }
});

fn check(pos: &Position, legal: &[Turn], turn: &Turn, line: &str, side: Option<tandem::rules::Side>, dialect: Dialect) {
    assert!(
        legal.contains(turn),
        "{:?} read {line:?} (seat {side:?}) as {turn:?}, which is not a legal turn in {}",
        pos.variant(),
        pos.fen()
    );
    round_trip(pos, turn, dialect);
    let _ = pos.describe_turn(turn);
    let mut next = pos.clone();
    next.play_turn(turn);
    let _ = next.fen();
    let _ = next.status();
}

/// The canonical notation of a legal turn reads back as that turn, and so
/// does the turn written in `dialect`, read in it.
fn round_trip(pos: &Position, turn: &Turn, dialect: Dialect) {
    let notation = pos.turn_notation(turn);
    let written = dialect.write_turn(pos.variant(), turn, &notation);
    match dialect.read_turn(pos, None, &written) {
        Ok(back) => assert_eq!(back, *turn, "{:?}: {dialect} writes {notation:?} as {written:?}, read back as another turn in {}", pos.variant(), pos.fen()),
        Err(e) => panic!("{:?}: {dialect} writes {notation:?} as {written:?}, which does not read back in {}: {e:?}", pos.variant(), pos.fen()),
    }
    match pos.parse_turn(&notation) {
        Ok(back) => assert_eq!(
            back,
            *turn,
            "{:?}: {notation:?} reads back as another turn in {}",
            pos.variant(),
            pos.fen()
        ),
        Err(e) => panic!("{:?}: the notation {notation:?} of {turn:?} does not read back in {}: {e:?}", pos.variant(), pos.fen()),
    }
}
