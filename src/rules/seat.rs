//! Seats: the named places of a game's players, and which armies (board and
//! colour) each runs.

use super::{Color, Side, Variant};

/// The seats of a variant: challenger first; in four-player games then the
/// partner and the two opponents (`new bughouse with P against O1 O2`).
pub fn seats_of(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Bughouse | Variant::TandemChess => &["a-white", "b-black", "a-black", "b-white"],
        Variant::BughouseSync => &["south", "north"],
        _ => &["white", "black"],
    }
}

/// The armies a seat runs: one, or two in synchronous bughouse (South plays
/// White on A and Black on B).
pub fn sides_of(seat: &str) -> Vec<Side> {
    match seat {
        "black" | "a-black" => vec![Side::new(0, Color::Black)],
        "b-white" => vec![Side::new(1, Color::White)],
        "b-black" => vec![Side::new(1, Color::Black)],
        "south" => vec![Side::new(0, Color::White), Side::new(1, Color::Black)],
        "north" => vec![Side::new(0, Color::Black), Side::new(1, Color::White)],
        _ => vec![Side::new(0, Color::White)],
    }
}

/// The army whose view a seat gets of the board(s).
pub fn primary_side(seat: &str) -> Side {
    sides_of(seat)[0]
}

/// The colour a seat's results are counted for (its team in bughouse).
pub fn team_of(seat: &str) -> Color {
    primary_side(seat).team()
}

/// Whether a seat may act now, given the armies that may move.
pub fn may_act(seat: &str, to_move: &[Side]) -> Option<Side> {
    sides_of(seat).into_iter().find(|s| to_move.contains(s))
}

/// The partner's seat in four-player bughouse.
pub fn partner_of(seat: &str) -> Option<&'static str> {
    match seat {
        "a-white" => Some("b-black"),
        "b-black" => Some("a-white"),
        "a-black" => Some("b-white"),
        "b-white" => Some("a-black"),
        _ => None,
    }
}

/// How a seat is named to players.
pub fn seat_title(seat: &str) -> String {
    match seat {
        "white" => "White".into(),
        "black" => "Black".into(),
        "south" => "South (White on A, Black on B)".into(),
        "north" => "North (Black on A, White on B)".into(),
        "a-white" => "White on board A".into(),
        "a-black" => "Black on board A".into(),
        "b-white" => "White on board B".into(),
        "b-black" => "Black on board B".into(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_on_different_boards_with_different_colours_and_the_same_team() {
        for seat in ["a-white", "a-black", "b-white", "b-black"] {
            let p = partner_of(seat).unwrap();
            assert_eq!(partner_of(p), Some(seat));
            assert_eq!(team_of(seat), team_of(p));
            assert_ne!(primary_side(seat).board, primary_side(p).board);
        }
        assert_eq!(team_of("south"), Color::White);
        assert_eq!(team_of("north"), Color::Black);
    }
}
