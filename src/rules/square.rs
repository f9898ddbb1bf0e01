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
        square_name((b'a' + self.file()) as char, self.rank())
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

/// `file` and the rank counted from 0 as players write them: `e4`, `j12`.
/// Written by hand, not by `format!`: a picture names every square twice
/// and a board mail writes every legal turn.
pub fn square_name(file: char, rank: u8) -> String {
    let Some(rank) = rank.checked_add(1).filter(|r| *r < 100) else { return format!("{file}{}", u16::from(rank) + 1) };
    let mut name = String::with_capacity(4);
    name.push(file);
    if rank >= 10 {
        name.push(char::from(b'0' + rank / 10));
    }
    name.push(char::from(b'0' + rank % 10));
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_as_players_write_them() {
        assert_eq!(Square::new(0, 4, 3).name(), "e4");
        assert_eq!(square_name('j', 11), "j12");
        assert_eq!(square_name('a', 9), "a10");
        assert_eq!(square_name('a', 255), "a256");
    }
}
