//! Crazyhouse: FIDE chess on one board where a captured piece goes to the
//! capturer's own hand and may be dropped instead of a move. The position is
//! a `Chess` with `DropRules::Drops` and `capture_to_own_hand`; this module
//! only builds it and holds the players' rules text. Bughouse shares all of
//! it (`bughouse/`).

use super::chess::DropRules;
use super::{Chess, FenError};

/// The start position as written in FEN (empty hands `[]`).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

/// The crazyhouse start position.
pub fn start() -> Chess {
    let mut pos = Chess::new();
    pos.drops = DropRules::Drops;
    pos.capture_to_own_hand = true;
    pos
}

/// Reads a crazyhouse FEN: the hand in brackets (`.../RNBQKBNR[Qn] w ...`)
/// or after one more slash (`.../RNBQKBNR/Qn w ...`), `~` after a promoted
/// piece. Without a hand the hands are empty.
pub fn from_fen(fen: &str) -> Result<Chess, FenError> {
    let mut pos = Chess::from_fen(fen, DropRules::Drops)?;
    pos.capture_to_own_hand = true;
    Ok(pos)
}

/// The rules and the notation, for players (the `rules crazyhouse` mail).
pub const RULES: &str = include_str!("../../templates/rules/crazyhouse.txt");
