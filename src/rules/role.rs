//! Kinds of piece, independent of colour. The fairy roles are those of Tandem-84.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
    /// Bishop + knight.
    Chancellor = 6,
    /// Rook + knight.
    Marshall = 7,
    /// Tandem-84's ghost; how it moves depends on the variant.
    Ghost = 8,
}

impl Role {
    pub const COUNT: usize = 9;
    pub const ALL: [Role; 9] =
        [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King, Role::Chancellor, Role::Marshall, Role::Ghost];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter used in FEN and SAN.
    pub fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
            Role::Chancellor => 'C',
            Role::Marshall => 'M',
            Role::Ghost => 'G',
        }
    }

    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'P' => Role::Pawn,
            'N' => Role::Knight,
            'B' => Role::Bishop,
            'R' => Role::Rook,
            'Q' => Role::Queen,
            'K' => Role::King,
            'C' => Role::Chancellor,
            'M' => Role::Marshall,
            'G' => Role::Ghost,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
            Role::Chancellor => "chancellor",
            Role::Marshall => "marshall",
            Role::Ghost => "ghost",
        }
    }
}
