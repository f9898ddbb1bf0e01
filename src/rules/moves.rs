//! One piece's move, and a turn made of one or two moves.

use super::{Role, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square advance (it may be taken en passant).
    DoubleStep,
    /// Captures the pawn that just passed `to`.
    EnPassant,
    /// The king goes `from`->`to`, the rook `rook_from`->`rook_to`.
    Castle {
        rook_from: Square,
        rook_to: Square,
    },
    /// A piece from the hand is put on `to` (`from == to`).
    Drop,
    /// Tandem-84: the ghost on `from` and the friendly piece on `to`
    /// exchange places (the friend may promote: `promotion`).
    GhostSwap,
    /// Tandem-84: the pieces on the twin squares `from` and `to` exchange
    /// boards; a whole turn.
    DropSwap,
    /// Tandem-Pawn Chess: both pawns of the tandem on `from` move together
    /// (`step` says how). A pawn move of the usual kinds from a tandem's
    /// square moves one pawn of it and leaves the other there.
    Tandem(UnitStep),
    /// Tandem-Pawn Chess: the tandem on `from` splits, one pawn going a square
    /// back and the other two squares forward to `to`.
    Rocket,
}

/// How a whole tandem moves (`MoveKind::Tandem`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitStep {
    /// One square forward, or a diagonal capture.
    Normal,
    /// Two squares forward from the own 2nd rank (it may be taken en passant).
    DoubleStep,
    /// Captures en passant.
    EnPassant,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub capture: Option<Role>,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    /// An en-passant capture, by a single pawn or a whole tandem.
    pub fn is_en_passant(&self) -> bool {
        matches!(self.kind, MoveKind::EnPassant | MoveKind::Tandem(UnitStep::EnPassant))
    }

    pub fn is_castle(&self) -> bool {
        matches!(self.kind, MoveKind::Castle { .. })
    }

    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }

    /// A capture or a promotion: what a quiescence search plays out.
    pub fn is_noisy(&self) -> bool {
        self.capture.is_some() || self.promotion.is_some()
    }
}

/// Everything a player does before the opponent acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    One(Move),
    Two(Move, Move),
}

impl Turn {
    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        let (a, b) = match self {
            Turn::One(m) => (m, None),
            Turn::Two(m, n) => (m, Some(n)),
        };
        std::iter::once(a).chain(b)
    }

    /// Whether any of its moves captures or promotes.
    pub fn is_noisy(&self) -> bool {
        self.moves().any(Move::is_noisy)
    }
}

/// A fixed-capacity move buffer: move generation never allocates.
pub struct MoveList {
    len: usize,
    moves: [std::mem::MaybeUninit<Move>; MoveList::CAPACITY],
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    #[inline]
    pub fn new() -> MoveList {
        MoveList { len: 0, moves: [std::mem::MaybeUninit::uninit(); MoveList::CAPACITY] }
    }

    /// 218 is the most legal moves a chess position has; a crazyhouse
    /// position with every kind of piece in hand adds at most 5 x 62 drops.
    pub const CAPACITY: usize = 640;

    #[inline]
    pub fn push(&mut self, m: Move) {
        assert!(self.len < Self::CAPACITY, "move list overflow");
        self.moves[self.len].write(m);
        self.len += 1;
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` entries were written by `push`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr() as *const Move, self.len) }
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            // SAFETY: r < len, initialised.
            let m = unsafe { self.moves[r].assume_init() };
            if keep(&m) {
                self.moves[w].write(m);
                w += 1;
            }
        }
        self.len = w;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}
