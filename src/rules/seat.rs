//! Seats: the named places of a game's players, and which armies (board and
//! colour) each runs.

use std::fmt;
use std::str::FromStr;

use super::{Color, Side, Variant};

/// A player's place in a game. Its name ([`Seat::as_str`]) is what the
/// store keeps and what players may write (`as black`): never change one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    White,
    Black,
    /// Synchronous bughouse: White on A and Black on B.
    South,
    /// Synchronous bughouse: Black on A and White on B.
    North,
    /// Four-player bughouse: one army each.
    AWhite,
    ABlack,
    BWhite,
    BBlack,
}

impl Seat {
    pub const ALL: [Seat; 8] = [Seat::White, Seat::Black, Seat::South, Seat::North, Seat::AWhite, Seat::ABlack, Seat::BWhite, Seat::BBlack];

    /// The seats of a variant: challenger first; in four-player games then
    /// the partner and the two opponents (`new bughouse with P against O1 O2`).
    pub fn of(variant: Variant) -> &'static [Seat] {
        match variant {
            Variant::Bughouse | Variant::TandemChess => &[Seat::AWhite, Seat::BBlack, Seat::ABlack, Seat::BWhite],
            Variant::BughouseSync => &[Seat::South, Seat::North],
            _ => &[Seat::White, Seat::Black],
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Seat::White => "white",
            Seat::Black => "black",
            Seat::South => "south",
            Seat::North => "north",
            Seat::AWhite => "a-white",
            Seat::ABlack => "a-black",
            Seat::BWhite => "b-white",
            Seat::BBlack => "b-black",
        }
    }

    /// The armies the seat runs: one, or two in synchronous bughouse.
    pub fn sides(self) -> &'static [Side] {
        const A_WHITE: Side = Side::new(0, Color::White);
        const A_BLACK: Side = Side::new(0, Color::Black);
        const B_WHITE: Side = Side::new(1, Color::White);
        const B_BLACK: Side = Side::new(1, Color::Black);
        match self {
            Seat::White | Seat::AWhite => &[A_WHITE],
            Seat::Black | Seat::ABlack => &[A_BLACK],
            Seat::BWhite => &[B_WHITE],
            Seat::BBlack => &[B_BLACK],
            Seat::South => &[A_WHITE, B_BLACK],
            Seat::North => &[A_BLACK, B_WHITE],
        }
    }

    /// The army whose view the seat gets of the board(s).
    pub fn primary_side(self) -> Side {
        self.sides()[0]
    }

    /// The colour the seat's results are counted for (its team in bughouse).
    pub fn team(self) -> Color {
        self.primary_side().team()
    }

    /// The army the seat may move now, given the armies that may move.
    pub fn may_act(self, to_move: &[Side]) -> Option<Side> {
        self.sides().iter().copied().find(|s| to_move.contains(s))
    }

    /// The partner's seat in four-player bughouse.
    pub fn partner(self) -> Option<Seat> {
        match self {
            Seat::AWhite => Some(Seat::BBlack),
            Seat::BBlack => Some(Seat::AWhite),
            Seat::ABlack => Some(Seat::BWhite),
            Seat::BWhite => Some(Seat::ABlack),
            Seat::White | Seat::Black | Seat::South | Seat::North => None,
        }
    }

    /// How the seat is named to players.
    pub fn title(self) -> &'static str {
        match self {
            Seat::White => "White",
            Seat::Black => "Black",
            Seat::South => "South: White on A, Black on B",
            Seat::North => "North: Black on A, White on B",
            Seat::AWhite => "White on board A",
            Seat::ABlack => "Black on board A",
            Seat::BWhite => "White on board B",
            Seat::BBlack => "Black on board B",
        }
    }
}

/// The name, padded when asked (`{:<8}` in the operator's listings).
impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A name that is no seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownSeat(pub String);

impl fmt::Display for UnknownSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown seat {:?}", self.0)
    }
}

impl std::error::Error for UnknownSeat {}

/// Exactly the names of [`Seat::as_str`].
impl FromStr for Seat {
    type Err = UnknownSeat;

    fn from_str(s: &str) -> Result<Seat, UnknownSeat> {
        Seat::ALL.into_iter().find(|seat| seat.as_str() == s).ok_or_else(|| UnknownSeat(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_on_different_boards_with_different_colours_and_the_same_team() {
        for seat in [Seat::AWhite, Seat::ABlack, Seat::BWhite, Seat::BBlack] {
            let p = seat.partner().unwrap();
            assert_eq!(p.partner(), Some(seat));
            assert_eq!(seat.team(), p.team());
            assert_ne!(seat.primary_side().board, p.primary_side().board);
        }
        assert_eq!(Seat::South.team(), Color::White);
        assert_eq!(Seat::North.team(), Color::Black);
    }

    #[test]
    fn names_read_back_and_nothing_else_reads() {
        for seat in Seat::ALL {
            assert_eq!(seat.as_str().parse(), Ok(seat));
            assert_eq!(format!("{seat:<8}|"), format!("{:<8}|", seat.as_str()));
        }
        for bad in ["", "White", " white", "purple", "a_white"] {
            assert_eq!(bad.parse::<Seat>(), Err(UnknownSeat(bad.to_string())));
        }
    }

    #[test]
    fn every_variant_seats_each_army_once() {
        for v in Variant::ALL {
            let mut armies: Vec<Side> = Seat::of(v).iter().flat_map(|s| s.sides().iter().copied()).collect();
            let n = armies.len();
            armies.sort_by_key(|s| (s.board, s.color == Color::Black));
            armies.dedup();
            assert_eq!(armies.len(), n, "{v:?}");
        }
    }
}
