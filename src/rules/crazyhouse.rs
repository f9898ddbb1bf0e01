//! Crazyhouse: FIDE chess on one board where a captured piece goes to the
//! capturer's own hand and may be dropped instead of a move. The position is
//! a `Chess` with `DropRules::Drops` and `capture_to_own_hand`; this module
//! only builds it and holds the players' rules text. Bughouse shares all of
//! it (`bughouse.rs`).

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
pub const RULES: &str = "\
CRAZYHOUSE

Chess on one board, with the FIDE rules, except for captured pieces: a piece
you capture changes colour and goes into your hand. Instead of moving, you may
drop a piece from your hand on any empty square.

- A pawn may not be dropped on the 1st or 8th rank. A pawn dropped on its 2nd
  rank may advance two squares, and can then be taken en passant.
- Drops may give check and checkmate. A drop may block a check.
- A promoted piece that is captured goes into the hand as a pawn.
- A rook dropped on its home square (a1/h1, a8/h8) counts as unmoved: if your
  king has never moved, castling on that side is possible again.
- Checkmate: in check with no legal move and no legal drop. Stalemate is a
  draw, as are threefold repetition and the 50-move rule when claimed.

Notation: moves in SAN (e4, Nf3, exd5, O-O, e8=Q). A drop is the piece letter,
@ and the square: N@f3, P@e6 (also N*f3 or @e6 for a pawn). Coordinates
(g1f3) are accepted too.

Position (FEN): the hand in brackets after the board, White's pieces in upper
case: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1 ; a promoted
piece is marked with ~ (Q~).
";
