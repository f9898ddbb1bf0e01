//! Every variant's turn parser on player text.
//!
//! Input: byte 0 picks the variant (`Variant::ALL`), the low 3 bits of byte 1
//! say how many turns to play from the start (0-7) and its other bits pick
//! a player notation (`Dialect::ALL`: ICCF numbers, figurines, the letters
//! of each language); byte 2 picks what is checked (below); the next bytes
//! pick each of the turns played among `legal_turns()`; the rest, as lossy
//! UTF-8, is up to four lines of turn text.
//!
//! Checked: a turn that parses is one of `legal_turns()`, and its canonical
//! notation (`turn_notation`) parses back to the same turn, as does the
//! turn written in the notation picked, read in it; so does one of the
//! turns played on the way. Each line is read on the start position or on
//! the position reached, by one of the readers (`parse_turn`,
//! `parse_turn_for` a seat that may move, `Dialect::read_turn` with or
//! without the seat): byte 2 picks which, and which played turn is
//! written and read back. Reading a Tandem-84 turn lists the position's
//! turns; every reader on both positions for every played turn held the
//! target to some 600 inputs a second, a sample chosen by the input runs
//! well over 1,000, and the fuzzer still reaches every combination.
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
    let (choice, rest) = rest.split_first().map_or((0, rest), |(&c, rest)| (c, rest));
    let (picks, text) = rest.split_at(plies.min(rest.len()));
    let on_reached = choice & 1 == 1;
    let reader = (choice >> 1) & 3;
    let seat_pick = usize::from((choice >> 3) & 1);
    let trip_pick = usize::from(choice >> 4);

    let mut reached = start.clone();
    for (i, &pick) in picks.iter().enumerate() {
        let turns = reached.legal_turns();
        if turns.is_empty() {
            break;
        }
        let turn = turns[pick as usize % turns.len()];
        if i == trip_pick % picks.len() {
            round_trip(&reached, &turn, dialect);
        }
        reached.play_turn(&turn);
    }

    let text = String::from_utf8_lossy(text);
    let pos = if on_reached { &reached } else { &start };
    let sides = pos.sides_to_move();
    let side = sides.get(seat_pick % sides.len().max(1)).copied();
    let mut legal = None;
    for line in text.lines().take(4) {
        let read = match (reader, side) {
            (0, _) => pos.parse_turn(line).map_err(drop).map(|t| (t, None)),
            (1, Some(side)) => pos.parse_turn_for(side, line).map_err(drop).map(|t| (t, Some(side))),
            (2, _) => dialect.read_turn(pos, None, line).map_err(drop).map(|t| (t, None)),
            (_, side) => dialect.read_turn(pos, side, line).map_err(drop).map(|t| (t, side)),
        };
        if let Ok((turn, seat)) = read {
            let legal = legal.get_or_insert_with(|| pos.legal_turns());
            check(pos, legal, &turn, line, seat, dialect);
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
