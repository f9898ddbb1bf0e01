//! An army: the colour one player runs on one board.

use super::color::Color;

/// One army: the colour a player runs on one board (0 = A, 1 = B). The
/// one-board games have board 0 only. In the two-board games a team is named
/// by the colour it plays on board A: `Color::White` = team 1 (White on A and
/// Black on B; South in bughouse-sync), `Color::Black` = team 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Side {
    pub board: u8,
    pub color: Color,
}

impl Side {
    pub const fn new(board: u8, color: Color) -> Side {
        Side { board, color }
    }

    /// The team this army plays for (see above).
    pub fn team(self) -> Color {
        if self.board == 0 {
            self.color
        } else {
            self.color.other()
        }
    }

    /// `A White`, `B Black` (a one-board game has board A only).
    pub fn name(self) -> String {
        format!("{} {}", board_letter(self.board), self.color.name())
    }
}

/// A board's letter, as players and notation name it: `A` for board 0, `B`
/// for board 1.
pub fn board_letter(board: u8) -> char {
    (b'A' + board) as char
}
