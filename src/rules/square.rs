//! Squares. Every board is stored in an 8x8 slot, so a square is
//! `board * 64 + rank * 8 + file`: chess uses board 0 only, the two-board games
//! use 0 and 1. Twin squares (Tandem-84) differ only in the board bit.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    #[inline]
    pub const fn new(board: u8, file: u8, rank: u8) -> Square {
        Square(board * 64 + rank * 8 + file)
    }

    /// Square on board 0 from its 0..64 index.
    #[inline]
    pub const fn from_index(i: u8) -> Square {
        Square(i)
    }

    #[inline]
    pub const fn board(self) -> u8 {
        self.0 >> 6
    }

    /// Index 0..64 within its board.
    #[inline]
    pub const fn local(self) -> u8 {
        self.0 & 63
    }

    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    #[inline]
    pub const fn rank(self) -> u8 {
        (self.0 >> 3) & 7
    }

    /// The same square on the other board (Tandem-84's drop target).
    #[inline]
    pub const fn twin(self) -> Square {
        Square(self.0 ^ 64)
    }

    #[inline]
    pub const fn on_board(self, board: u8) -> Square {
        Square(board * 64 + (self.0 & 63))
    }

    /// Offset within the same board, or None if it leaves the 8x8 slot.
    #[inline]
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..8).contains(&f) && (0..8).contains(&r) {
            Some(Square::new(self.board(), f as u8, r as u8))
        } else {
            None
        }
    }

    /// Name on a single 8x8 board: `e4`.
    pub fn name(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }

    /// Parses `e4` on board 0.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let r = b[1].wrapping_sub(b'1');
        (f < 8 && r < 8).then(|| Square::new(0, f, r))
    }
}
