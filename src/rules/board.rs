//! Piece placement on one 8x8 board slot: bitboards for fast move generation
//! and a mailbox for fast look-ups.

use super::{Bitboard, Color, Piece, Role, Square};

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; Role::COUNT],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
    mailbox: [Option<Piece>; 64],
    /// Pieces that were promoted (crazyhouse/bughouse: they go back as pawns).
    promoted: Bitboard,
    /// Pawn units that are tandems of two pawns (Tandem-Pawn Chess).
    tandems: Bitboard,
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let c = self.piece_at(Square::new(0, file, rank)).map_or('.', Piece::char);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl Board {
    pub fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; Role::COUNT],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
            mailbox: [None; 64],
            promoted: Bitboard::EMPTY,
            tandems: Bitboard::EMPTY,
        }
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    pub fn by_piece(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    #[inline]
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    #[inline]
    pub fn tandems(&self) -> Bitboard {
        self.tandems
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.mailbox[sq.local() as usize]
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.piece_at(sq).map(|p| p.role)
    }

    pub fn is_promoted(&self, sq: Square) -> bool {
        self.promoted.contains(sq)
    }

    pub fn is_tandem(&self, sq: Square) -> bool {
        self.tandems.contains(sq)
    }

    /// The king of `color`, if there is one (positions with two kings of a
    /// colour are rejected when read).
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(color, Role::King).first()
    }

    /// Puts a piece on an empty square.
    #[inline]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.piece_at(sq).is_none());
        self.by_role[piece.role.index()].set(sq);
        self.by_color[piece.color.index()].set(sq);
        self.occupied.set(sq);
        self.mailbox[sq.local() as usize] = Some(piece);
    }

    /// Removes and returns whatever stands on `sq`, with its marks.
    #[inline]
    pub fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.mailbox[sq.local() as usize].take()?;
        self.by_role[piece.role.index()].clear(sq);
        self.by_color[piece.color.index()].clear(sq);
        self.occupied.clear(sq);
        self.promoted.clear(sq);
        self.tandems.clear(sq);
        Some(piece)
    }

    pub fn set_promoted(&mut self, sq: Square, on: bool) {
        if on {
            self.promoted.set(sq)
        } else {
            self.promoted.clear(sq)
        }
    }

    pub fn set_tandem(&mut self, sq: Square, on: bool) {
        if on {
            self.tandems.set(sq)
        } else {
            self.tandems.clear(sq)
        }
    }

    /// Moves a piece from one square to an empty one, keeping its marks.
    #[inline]
    pub fn relocate(&mut self, from: Square, to: Square) {
        let promoted = self.promoted.contains(from);
        let tandem = self.tandems.contains(from);
        if let Some(p) = self.take(from) {
            self.put(to, p);
            if promoted {
                self.promoted.set(to);
            }
            if tandem {
                self.tandems.set(to);
            }
        }
    }
}
