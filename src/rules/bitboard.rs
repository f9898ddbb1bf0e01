//! Sets of squares of one 8x8 board.

use super::Square;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);

    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << (sq.0 & 63))
    }

    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank))
    }

    #[inline]
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file)
    }

    /// The first `files` files of the first `ranks` ranks: the playing area of
    /// a board that is smaller than 8x8.
    pub const fn area(files: u8, ranks: u8) -> Bitboard {
        let mut bb = 0u64;
        let mut r = 0;
        while r < ranks {
            let mut f = 0;
            while f < files {
                bb |= 1 << (r * 8 + f);
                f += 1;
            }
            r += 1;
        }
        Bitboard(bb)
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << (sq.0 & 63)) != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Lowest square, on board 0.
    #[inline]
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square(self.0.trailing_zeros() as u8))
    }

    /// Lowest square, placed on `board`.
    #[inline]
    pub fn first_on(self, board: u8) -> Option<Square> {
        self.first().map(|s| s.on_board(board))
    }

    #[inline]
    pub fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << (sq.0 & 63))
    }

    #[inline]
    pub fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << (sq.0 & 63)))
    }

    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << (sq.0 & 63);
    }

    #[inline]
    pub fn set(&mut self, sq: Square) {
        self.0 |= 1 << (sq.0 & 63);
    }

    #[inline]
    pub fn clear(&mut self, sq: Square) {
        self.0 &= !(1 << (sq.0 & 63));
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square(sq))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl std::ops::$tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, o: Bitboard) -> Bitboard { Bitboard(self.0 $op o.0) }
        }
        impl std::ops::$tra for Bitboard {
            #[inline]
            fn $fa(&mut self, o: Bitboard) { self.0 = self.0 $op o.0; }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
